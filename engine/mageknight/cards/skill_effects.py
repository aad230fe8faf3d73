"""The non-combat Skills' hooks (data/mageknight/skills.yaml; rules spec §5.12): what their tokens do beyond the
effect vocabulary, registered in the Rulebook by `part`; skills.py decides when a token may be used at all (once per
turn / Round, phase).
"""
from __future__ import annotations

from engine.core import Action
from engine.mageknight import effect_paths, interaction, mana, movement, play, resolve
from engine.mageknight.board import layout_of, site_at
from engine.mageknight.catalog.effects import Hook, Influence, parse_effect
from engine.mageknight.catalog.modifiers import Modifier, RuleChange
from engine.mageknight.combat.changes import rule_active
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.geometry import distance, shown_label, space_label
from engine.mageknight.reveal import spaces
from engine.mageknight.rulebook import (EXPLORING_COST, FLIPPING_SKILLS, HERO_LOOKS_AROUND, RECRUIT_CHECKED,
                                        RECRUITING_GIVEN_UP, REPUTATION_IGNORED, RULE_IN_FORCE, SKILL_FLIPPED,
                                        SKILL_FLIPS, TURN_ENDS, Part)
from engine.mageknight.source import usable_as
from engine.mageknight.state import BASIC_COLORS, WOUND, Decision, parse_hex

part = Part("skill_effects")


def _time(ctx: Ctx) -> str:
    return "day" if ctx.is_day else "night"


# --- Sideways values: I Don't Give a Damn, Who Needs Magic?, Power of Pain, Universal Power (§5.2) -------------
#
# Using the Skill plays the card: the player picks the card and what it gives ("card:move"), so the better value
# belongs to exactly one card played sideways, as the tokens say.

ADVANCED_KINDS = ("advanced_action", "spell", "artifact")  # I Don't Give a Damn: +3 for these
ACTION_OR_SPELL = ("basic_action", "advanced_action", "spell")  # Universal Power: +4 for these, colour matching


def _sideways_options(ctx: Ctx, seat: int, hook: Hook, aside: tuple[str, ...] = ()) -> list[str]:
    """"card:value" for each card the Skill may play sideways now and each value a sideways card may give now;
    `aside`: the cards that will have left the hand by then (the Circlet of Proficiency using the Skill is one)."""
    hand = effect_paths.hand_without(ctx.player(seat).hand, aside)
    wounds_only = hook.name == "arythea_power_of_pain"  # "play 1 Wound sideways as if it were a non-Wound card"
    wanted = (lambda card: (card == WOUND) == wounds_only)
    values = [value for value in play.SIDEWAYS_AS if play.sideways_allowed(ctx, value)]
    return [f"{card}:{value}" for card in dict.fromkeys(hand) if wanted(card) for value in values]


def _sideways_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    seat = ctx.state.turn.seat
    if hook.name == "goldyx_universal_power" and not _universal_payments(ctx, seat):
        return False
    return bool(_sideways_options(ctx, seat, hook, aside))


@part.hook("tovak_i_dont_give_a_damn", _sideways_playable)
@part.hook("tovak_who_needs_magic", _sideways_playable)
@part.hook("arythea_power_of_pain", _sideways_playable)
@part.hook("goldyx_universal_power", _sideways_playable)
def sideways_skill(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision:
    return Decision("sideways_card", seat, _sideways_options(ctx, seat, hook))


@part.answers("sideways_card")
def answer_sideways_card(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    """The card and value are chosen; Universal Power asks for its mana, Who Needs Magic? whether to give up the
    Source for +3 (the next decision's options carry the choice on: "card:value:...")."""
    hook = effect_paths.node_at(ctx, decision.path)
    card = ctx.catalog.cards[option.partition(":")[0]]
    if hook.name == "goldyx_universal_power":
        return Decision("universal_power_mana", seat, [f"{option}:{pay}" for pay in _universal_payments(ctx, seat)])
    if hook.name == "tovak_who_needs_magic" and _no_die_used(ctx, seat):
        return Decision("who_needs_magic", seat, [f"{option}:3", f"{option}:2"])
    _play_chosen(ctx, seat, option, 3 if hook.name == "tovak_i_dont_give_a_damn" and card.kind in ADVANCED_KINDS
                 else 2)
    return None


def _play_chosen(ctx: Ctx, seat: int, option: str, points: int) -> None:
    card_id, value, *_ = option.split(":")
    play.play_sideways(ctx, seat, card_id, value, points)
    name = ctx.catalog.cards[card_id].name
    ctx.say("sideways_skill", f"{name.en} is played sideways for {value} {points}.",
            f"{name.de} wird quer gespielt: {points} ({value}).", card=card_id, points=points)


def _no_die_used(ctx: Ctx, seat: int) -> bool:
    """No die of the Source used (or taken, Mana Draw) this turn."""
    return ctx.state.turn.dice_used == 0 and not any(die.taken_by == seat and die.claim is None
                                                     for die in ctx.state.source)


@part.answers("who_needs_magic")
def answer_who_needs_magic(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    """"+3 if you use no die from the Source this turn": the +3 closes the Source to this player for the rest of
    the turn (mana.py and Mana Draw read Turn.lasting); "card:value:2" keeps it open."""
    points = int(option.rsplit(":", 1)[1])
    if points == 3:
        ctx.state.turn.lasting.append([mana.NO_SOURCE_DICE])
    _play_chosen(ctx, seat, option, points)


def _universal_payments(ctx: Ctx, seat: int) -> list[str]:
    """One mana of a basic colour (gold by Day as any of them); black powers only what asks for black (§5.9.2)."""
    return mana.payment_options(ctx, seat, [BASIC_COLORS])


@part.answers("universal_power_mana")
def answer_universal_power_mana(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    """"card:value:payment": +3, or +4 for an Action or Spell card of the mana's colour (gold by Day counts as the
    colour it is used as, §5.9.2, so it matches any Action or Spell card)."""
    card_id, value, payment = option.split(":", 2)
    shown = dict(mana.mana_sources(ctx, seat))[payment]
    mana.pay_mana(ctx, seat, payment, [BASIC_COLORS])
    card = ctx.catalog.cards[card_id]
    matches = card.kind in ACTION_OR_SPELL and set(card.colors) & set(usable_as(shown, _time(ctx)))
    _play_chosen(ctx, seat, option, 4 if matches else 3)


# --- Exploring and scouting: Feral Allies, Hawk Eyes (§6.5, §6.7) -------------------------------------------

EXPLORE_LESS, SCOUT_FAR = "explore_cost_minus_1", "reveal_garrisons_within_2"


def _passive_rules(ctx: Ctx, seat: int) -> list[str]:
    """The rule changes of the player's Skills that are always on (Feral Allies: exploring costs 1 less)."""
    rules = []
    for skill_id in ctx.player(seat).skills:
        passive = ctx.catalog.skills[skill_id].passive
        if isinstance(passive, Modifier) and isinstance(passive.change, RuleChange):
            rules.append(passive.change.name)
    return rules


@part.adjusts(EXPLORING_COST)
def explore_cost(ctx: Ctx, printed: int, seat: int) -> int:
    """§6.5.2's 2 Move, 1 less for each "exploring costs 1 less Move" in force (Feral Allies always, Hawk Eyes at
    Night this turn); such reductions add up and never go below 0, like terrain costs (§6.9.1)."""
    less = _passive_rules(ctx, seat).count(EXPLORE_LESS) + int(rule_active(ctx, EXPLORE_LESS))
    return max(printed - less, 0)


@part.reacts(HERO_LOOKS_AROUND)
def reveal_garrisons_within_2(ctx: Ctx, seat: int) -> None:
    """Hawk Eyes by Day: face-down garrisons of fortified sites up to 2 spaces from the Hero are revealed, now and
    wherever the Hero moves this turn (§6.7: otherwise only adjacent ones are). New information: a checkpoint."""
    if not rule_active(ctx, SCOUT_FAR) or ctx.player(seat).position is None:
        return
    layout, here = layout_of(ctx), parse_hex(ctx.player(seat).position)
    for key, tokens in ctx.state.map.enemies.items():
        hidden = [token for token in tokens if not token.face_up]
        site = site_at(ctx, key) if hidden else None
        if site is None or not site.fortified or distance(here, parse_hex(key)) > 2:
            continue
        for token in hidden:
            token.face_up = True
        label = space_label(layout, parse_hex(key))
        ctx.say("defenders_revealed", f"Hawk Eyes: the garrison at {label} is revealed.",
                f"Habichtsaugen: Die Garnison auf {shown_label(label, 'de')} wird aufgedeckt.", reveals=True)


@part.reacts(RULE_IN_FORCE)
def on_modifier(ctx: Ctx, seat: int, change) -> None:
    """A rule change of this module just came into force."""
    if isinstance(change, RuleChange) and change.name == SCOUT_FAR:
        reveal_garrisons_within_2(ctx, seat)


# --- Motivation, Regenerate: "if you have the least Fame (not tied)" -----------------------------------------

def least_fame(ctx: Ctx, seat: int) -> bool:
    """Fewer Fame than every other Hero. decision: never in a solo game: there is no other Hero's Fame to be below
    (the Dummy player has none, §13.2)."""
    others = [player.fame for player in ctx.state.players if player.seat != seat]
    return bool(others) and ctx.player(seat).fame < min(others)


def _bonus(ctx: Ctx, seat: int, hook: Hook, name: str, path: list[str]) -> None:
    bonus = parse_effect(hook.args[name], hook.at)
    resolve.gain(ctx, seat, bonus, path)


def motivation_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    """No other Motivation until the end of the next turn after one was used (the Skill text)."""
    return ctx.player(ctx.state.turn.seat).motivation_lock == 0


@part.hook("motivation", motivation_playable)
def motivation(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """After its 2 cards (data): the least-Fame bonus, and no other Motivation until the end of the next turn
    (this turn's end and the next one's)."""
    if least_fame(ctx, seat):
        _bonus(ctx, seat, hook, "least_fame_bonus", path)
        ctx.say("motivation_bonus", "Motivation: the least Fame gives a bonus.",
                "Motivation: Der wenigste Ruhm bringt einen Bonus.")
    ctx.player(seat).motivation_lock = 2


@part.hook("regenerate")
def regenerate(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """After paying the mana and discarding the Wound (data): a card if that mana was the token's colour or the
    player has the least Fame (not tied)."""
    paid = ctx.state.turn.mana_paid[-1]
    if paid == hook.args["bonus_mana"] or least_fame(ctx, seat):
        _bonus(ctx, seat, hook, "bonus", path)


@part.reacts(TURN_ENDS)
def end_of_turn(ctx: Ctx, seat: int) -> None:
    """A turn of `seat` ends: one turn end less before another Motivation may be used."""
    player = ctx.player(seat)
    player.motivation_lock = max(player.motivation_lock - 1, 0)


# --- Influence: On Her Own (Wolfhawk), Glittering Fortune (Goldyx) (§7.2) -------------------------------------

ON_HER_OWN = "wolfhawk_on_her_own"  # Turn.lasting entry


@part.adjusts(RECRUITING_GIVEN_UP)
def recruiting_given_up(ctx: Ctx, given_up: bool = False) -> bool:
    """On Her Own was taken as Influence 3: no Unit is recruited with Influence this turn."""
    return given_up or bool(ctx.state.turn.entries(ON_HER_OWN))


@part.reacts(RECRUIT_CHECKED)
def check_recruiting(ctx: Ctx) -> None:
    if recruiting_given_up(ctx):
        raise refuse("On Her Own gave Influence 3: you recruit no Unit with Influence this turn.",
                     "Auf sich allein gestellt gab Einfluss 3: In diesem Zug rekrutierst du keine Einheit mit "
                     "Einfluss.",
                     "7.4.1")


def on_her_own(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """"Influence 1, or Influence 3 instead if you recruit no Unit with Influence this turn": the player settles it
    now; Influence 3 rules out recruiting for the rest of the turn, and is no option once a Unit was recruited."""
    if ctx.state.turn.units_recruited:  # recruited with Influence this turn (interaction.py)
        ctx.state.turn.influence += 1
        return None
    return Decision("on_her_own", seat, ["influence_3_recruit_no_unit", "influence_1"])


def on_her_own_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return resolve.playable(ctx, Influence(1), aside)  # when any Influence may be played


@part.answers("on_her_own")
def answer_on_her_own(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    if option == "influence_3_recruit_no_unit":
        ctx.state.turn.lasting.append([ON_HER_OWN])
    ctx.state.turn.influence += 3 if option == "influence_3_recruit_no_unit" else 1


def _in_interaction(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    turn = ctx.state.turn
    return turn.interaction is not None or interaction.may_begin(ctx, turn.seat)


@part.hook("goldyx_glittering_fortune", _in_interaction)
def glittering_fortune(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"During interaction only: Influence 1 for each different colour of crystal in your Inventory". Used before
    the first purchase it begins the interaction (the turn's action, §7.2), so its Influence serves nothing else."""
    if ctx.state.turn.interaction is None:
        interaction.begin_here(ctx, seat)
    colors = sum(count > 0 for count in ctx.player(seat).crystals.values())
    ctx.state.turn.influence += colors
    ctx.say("glittering_fortune", f"Glittering Fortune: Influence {colors}.",
            f"Glitzerndes Vermögen: Einfluss {colors}.")


# --- Flight (Goldyx) (§6.3, §6.10) ----------------------------------------------------------------------------

FLIGHT_COSTS = {1: 0, 2: 2}  # "to an adjacent space for free, or 2 spaces for 2 Move"


def _flight_targets(ctx: Ctx, seat: int) -> dict[str, tuple]:
    """Space label -> (hex, Move cost) of each space Flight may end on: 1 or 2 spaces away, and safe (§6.10: no
    unconquered fortress, no rampaging enemies, no other Hero, accessible terrain). Terrain costs and the spaces
    flown over do not matter, and no rampaging enemy is provoked."""
    layout, turn = layout_of(ctx), ctx.state.turn
    here = parse_hex(ctx.player(seat).position)
    targets = {}
    for key, _ in spaces(ctx):
        steps = distance(here, parse_hex(key))
        if steps in FLIGHT_COSTS and FLIGHT_COSTS[steps] <= turn.move and movement.is_safe(ctx, seat, key):
            targets[space_label(layout, parse_hex(key))] = (parse_hex(key), FLIGHT_COSTS[steps])
    return targets


def flight_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    turn = ctx.state.turn
    moving = turn.kind != "rest" and not turn.action_taken and turn.combat is None  # the movement part (§6.1)
    return moving and bool(_flight_targets(ctx, turn.seat))


@part.hook("goldyx_flight", flight_playable)
def flight(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision:
    return Decision("flight", seat, list(_flight_targets(ctx, seat)))


@part.answers("flight")
def answer_flight(ctx: Ctx, seat: int, decision: Decision, label: str) -> None:
    target, cost = _flight_targets(ctx, seat)[label]
    movement.step_onto(ctx, seat, target, label, cost)
    movement.arrived(ctx, seat, target)


# --- Tokens flipped face up again: Arcane Disguise, Shamanic Ritual (Krang) ------------------------------------

ARCANE_DISGUISE, SHAMANIC_RITUAL = "krang_arcane_disguise", "krang_shamanic_ritual"  # the Skills and hooks
GREEN = ("green",)


def arcane_disguise(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"Or flip it to ignore Reputation effects this turn": the token goes face down (until the next Round or a
    green mana), and interaction.py leaves out the Reputation modifier and the X space's ban (§7.2.2)."""
    ctx.player(seat).skills_flipped.append(ARCANE_DISGUISE)
    ctx.state.turn.lasting.append([ARCANE_DISGUISE])


def arcane_disguise_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    """Before the interaction begins: its Reputation modifier is counted once, then (§7.2.2)."""
    return ctx.state.turn.interaction is None


@part.adjusts(REPUTATION_IGNORED)
def reputation_ignored(ctx: Ctx, ignored: bool = False) -> bool:
    return ignored or ctx.state.turn is not None and bool(ctx.state.turn.entries(ARCANE_DISGUISE))


def _own_turn_free(ctx: Ctx, seat: int) -> bool:
    turn = ctx.state.turn
    return (turn is not None and turn.seat == seat and turn.decision is None and turn.ending_step < 0
            and not (turn.combat is not None and turn.combat.damage))


@part.adjusts(SKILL_FLIPS)
def _flips(ctx: Ctx, actions: list[Action], seat: int) -> list[Action]:
    return actions + legal_flips(ctx, seat)


@part.adjusts(FLIPPING_SKILLS)
def _flipping(ctx: Ctx, skills: frozenset) -> frozenset:
    return skills | {ARCANE_DISGUISE, SHAMANIC_RITUAL}


def legal_flips(ctx: Ctx, seat: int) -> list[Action]:
    """Face-down tokens the player may turn face up now: Arcane Disguise for a green mana (at any moment of the
    turn), Shamanic Ritual as the turn's action (a regular turn before its action, §4.6)."""
    player, turn = ctx.player(seat), ctx.state.turn
    if not _own_turn_free(ctx, seat):
        return []
    actions = []
    if ARCANE_DISGUISE in player.skills_flipped and ARCANE_DISGUISE in player.skills:
        payments = mana.payment_options(ctx, seat, [GREEN])
        actions += [Action.of("skill", id=ARCANE_DISGUISE, mana=pay) for pay in payments]
    if (SHAMANIC_RITUAL in player.skills_flipped and SHAMANIC_RITUAL in player.skills and turn.combat is None
            and turn.kind != "rest" and not turn.action_taken):
        actions.append(Action.of("skill", id=SHAMANIC_RITUAL))
    return actions


@part.reacts(SKILL_FLIPPED)
def flip_back(ctx: Ctx, seat: int, skill_id: str, action: Action) -> None:
    """`skill id=...` on a face-down token that turns face up again (legal_flips); refused otherwise."""
    offered = {str(a) for a in legal_flips(ctx, seat)}
    if str(action) not in offered:
        raise refuse("Arcane Disguise turns face up for a green mana (mana=...), Shamanic Ritual as your action for "
                     "the turn.", "Arkane Verkleidung wird für ein grünes Mana (mana=...) wieder aufgedeckt, "
                     "Schamanisches Ritual als deine Aktion des Zugs.", "5.12.3")
    if skill_id == ARCANE_DISGUISE:
        mana.pay_mana(ctx, seat, action.get("mana") or "", [GREEN])
    else:
        ctx.state.turn.start_action()
    ctx.player(seat).skills_flipped.remove(skill_id)
    name = ctx.catalog.skills[skill_id].name
    ctx.say("skill_face_up", f"{name.en} is face up again.", f"{name.de} liegt wieder offen.")


# --- The registry ------------------------------------------------------------------------------------------

# Names the data uses that act outside the hooks: rule changes (`modifier: {type: rule}`) and Shamanic Ritual's
# flip-back (its `passive` hook, offered by legal_flips).
part.carries_out(EXPLORE_LESS, SCOUT_FAR, SHAMANIC_RITUAL)

part.hook("wolfhawk_on_her_own", on_her_own_playable)(on_her_own)
part.hook(ARCANE_DISGUISE, arcane_disguise_playable)(arcane_disguise)

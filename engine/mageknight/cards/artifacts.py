"""Artifact hooks (data/mageknight/artifacts.yaml; rules spec §5.1.4, §5.11): what the vocabulary cannot say.

`part` registers them in the Rulebook. Some act at another moment of the turn: the endless mana of the Rings and
the Amulets' day/night mana rules (mana.py reads Turn.lasting), a Spell cast under a Ring (SPELL_CAST), Healing
points spent and Wounds healed from the hand under the Golden Grail (HEALING_SPENT, WOUNDS_HEALED), the Banners on
their Units (UNIT_POINTS, UNIT_ARMOR ...) and at the End of Turn (END_OF_TURN).
"""
from __future__ import annotations

from typing import Mapping

from engine.core import Action
from engine.mageknight import effect_paths, resolve, skills, timing
from engine.mageknight.cards import bonds_of_loyalty, mysterious_box, spells
from engine.mageknight.cards.mysterious_box import banner_card  # a Box on a Unit works as its revealed Banner
from engine.mageknight.catalog.effects import Attack, Fame, Heal, Hook
from engine.mageknight.combat.effects import cancel_attack
from engine.mageknight.combat.phases import attacks_now
from engine.mageknight.context import WOUNDS, Ctx, counted, refuse
from engine.mageknight.dummy import reveal_skill
from engine.mageknight.interaction import take_and_replenish
from engine.mageknight.mana import DARKNESS_BLACK_MANA, ENDLESS_MANA
from engine.mageknight.movement import reveal_adjacent_defenders
from engine.mageknight.reveal import SUN_DAY_RULES
from engine.mageknight.rulebook import (END_OF_TURN, HEALING_SPENT, SKILL_GAINED, SPELL_CAST, UNIT_ARMOR, UNIT_FOUGHT,
                                        UNIT_POINTS, UNIT_RESISTANCES, UNIT_TO_SPEND, UNIT_WOUND_IGNORED, WOUNDS_HEALED,
                                        Part)
from engine.mageknight.source import roll_die
from engine.mageknight.state import BASIC_COLORS, WOUND, Decision, UnitCard, parse_hex
from engine.mageknight.units import (KEEP, disband_choices, gain_unit, interaction_only, may_activate_now, read_disband,
                                     unit_may_fight)
from engine.mageknight.words import german_colors

ACTION_CARDS = ("basic_action", "advanced_action")
part = Part("artifacts")

SKIP = "skip"
RING_FAME = "ring_fame"  # Turn.lasting [RING_FAME, colour]: Fame +1 for each Spell of that colour cast this turn


def _fame(ctx: Ctx, seat: int, amount: int) -> None:
    if amount:
        resolve.gain(ctx, seat, Fame(amount), [])


def _throw_away_from_hand(ctx: Ctx, seat: int, card_id: str) -> None:
    """§5.8.2: a card thrown away leaves the game."""
    ctx.player(seat).hand.remove(card_id)
    ctx.state.decks.box.append(card_id)
    name = ctx.catalog.cards[card_id].name
    ctx.say("thrown_away", f"{name.en} is thrown away.", f"{name.de} wird aus dem Spiel entfernt.", card=card_id)


# --- The Rings, strong: endless mana of their colour and black; Fame for the Spells of their colour -------------

def _spells_cast(ctx: Ctx, seat: int, color: str) -> int:
    """Spells of that colour cast this turn so far: in the Play area, played basic or strong (§5.1.3)."""
    cards = ctx.catalog.cards
    return sum(cards[p.card].kind == "spell" and color in cards[p.card].colors and p.mode != "sideways"
               for p in ctx.player(seat).play_area)


@part.hook("ruby_ring")
@part.hook("sapphire_ring")
@part.hook("diamond_ring")
@part.hook("emerald_ring")
def ring(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"You have an endless supply of red and black mana this turn. Fame +1 for each red Spell you cast this turn."
    The mana is pure mana that is never used up (mana.py); black still needs Night rules (§5.9.2).
    decision: the Spells cast earlier this turn count too, because the card says "this turn"."""
    color = hook.args["color"]
    ctx.state.turn.lasting += [[ENDLESS_MANA, color], [ENDLESS_MANA, "black"], [RING_FAME, color]]
    _fame(ctx, seat, _spells_cast(ctx, seat, color))


@part.reacts(SPELL_CAST)
def spell_cast(ctx: Ctx, seat: int, card_id: str) -> None:
    """A Spell was cast (play.py): Fame +1 for each Ring of its colour played this turn."""
    colors = ctx.catalog.cards[card_id].colors
    _fame(ctx, seat, sum(entry[1] in colors for entry in ctx.state.turn.entries(RING_FAME)))


# --- Amulet of the Sun: at Night, gold mana and the Day's revealing rules ------------------------------------------

@part.hook(SUN_DAY_RULES)
def amulet_of_the_sun_day_rules(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """Played at Night: "you can use gold mana, and you reveal garrisons of nearby fortified sites and all ruins as
    if it were Day". Gold is used as by Day (mana.py); the face-down Ruins tokens turn up now, as at the start of a
    Day Round (§3.2), and the defenders next to the Hero now and after each move this turn (movement.py).
    decision: "nearby" is the Day rule's "adjacent" (§6.7), the only distance the rules give."""
    ctx.state.turn.lasting.append([SUN_DAY_RULES])
    hidden = [entry for entry in ctx.state.map.ruins.values() if not entry[1]]
    for entry in hidden:
        entry[1] = True
    if hidden:
        ctx.say("ruins_revealed", "Amulet of the Sun: the Ruins tokens are revealed.",
                "Amulett der Sonne: Die Ruinenplättchen werden aufgedeckt.", reveals=True)
    position = ctx.player(seat).position
    if position is not None:
        reveal_adjacent_defenders(ctx, parse_hex(position))


# --- Endless Gem Pouch, basic: two mana die rolls ------------------------------------------------------------------

GEM_POUCH_GOLD = "endless_gem_pouch_gold"  # Turn.lasting [GEM_POUCH_GOLD]: a gold roll whose crystal is to choose


@part.hook("endless_gem_pouch")
def endless_gem_pouch(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """"Roll a mana die two times. Gain a crystal for each color rolled (if you roll gold, you choose the color). If
    you roll black, Fame +1 instead of a crystal." A crystal beyond the third becomes a mana token (§5.7.2). Rolling
    is an undo barrier (§5.13.2)."""
    faces = [roll_die(ctx.state.rng) for _ in range(int(hook.args["rolls"]))]
    ctx.say("gem_pouch_rolls", f"Endless Gem Pouch rolls {', '.join(faces)}.",
            f"Bodenloser Edelsteinbeutel würfelt {german_colors(faces)}.", reveals=True, faces=faces)
    for face in faces:
        if face in BASIC_COLORS:
            resolve.gain_color(ctx, seat, "crystal", face)
        elif face == "black":
            _fame(ctx, seat, 1)
        else:
            ctx.state.turn.lasting.append([GEM_POUCH_GOLD])
    return _gold_crystal(ctx, seat)


def _gold_crystal(ctx: Ctx, seat: int) -> Decision | None:
    return Decision("gem_pouch_gold", seat, list(BASIC_COLORS)) if ctx.state.turn.entries(GEM_POUCH_GOLD) else None


@part.answers("gem_pouch_gold")
def answer_gem_pouch_gold(ctx: Ctx, seat: int, decision: Decision, color: str) -> Decision | None:
    ctx.state.turn.lasting.remove([GEM_POUCH_GOLD])
    resolve.gain_color(ctx, seat, "crystal", color)
    return _gold_crystal(ctx, seat)


# --- Book of Wisdom: throw away an Action card for a card of its colour from an offer --------------------------------

def _offer(ctx: Ctx, kind: str) -> tuple[list[str], list[str]] | None:
    """The offer and deck of Advanced Actions or Spells; None while the offer is still face down (decision: First
    Reconnaissance keeps it hidden until a rule needs it, and a card cannot be taken from a hidden offer)."""
    name = "advanced_actions" if kind == "advanced_action" else "spells"
    if name in ctx.state.offers.hidden:
        return None
    return getattr(ctx.state.offers, name), getattr(ctx.state.decks, name)


def _same_color(ctx: Ctx, card_id: str, offer: list[str]) -> list[str]:
    """Offer cards sharing a colour with the card (a dual-colour Action card matches either of its colours)."""
    colors = set(ctx.catalog.cards[card_id].colors)
    return [other for other in offer if colors & set(ctx.catalog.cards[other].colors)]


def _wisdom_cards(ctx: Ctx, hook: Hook, hand: list[str]) -> list[str]:
    offer = _offer(ctx, hook.args["gain"])
    return [card for card in dict.fromkeys(hand) if offer is not None
            and ctx.catalog.cards[card].kind in ACTION_CARDS and _same_color(ctx, card, offer[0])]


def book_of_wisdom_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    hand = effect_paths.hand_without(ctx.player(ctx.state.turn.seat).hand, aside)
    return bool(_wisdom_cards(ctx, hook, hand))


@part.hook("book_of_wisdom", book_of_wisdom_playable)
def book_of_wisdom(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """Basic: "Throw away an Action card from your hand. Gain an Advanced Action card from the Advanced Actions offer
    to your hand that is the same color". Strong: a Spell from the Spells offer, and a crystal of that colour. The
    card goes to the hand as printed, not on the Deed deck (§5.7.3: "unless stated otherwise"); the offer is
    replenished at once."""
    cards = _wisdom_cards(ctx, hook, ctx.player(seat).hand)
    return Decision("book_of_wisdom_card", seat, cards) if len(cards) > 1 else _wisdom_throw(ctx, seat, hook, cards[0])


@part.answers("book_of_wisdom_card")
def answer_book_of_wisdom_card(ctx: Ctx, seat: int, decision: Decision, card_id: str) -> Decision | None:
    return _wisdom_throw(ctx, seat, effect_paths.node_at(ctx, decision.path), card_id)


def _wisdom_throw(ctx: Ctx, seat: int, hook: Hook, card_id: str) -> Decision | None:
    gains = _same_color(ctx, card_id, _offer(ctx, hook.args["gain"])[0])
    _throw_away_from_hand(ctx, seat, card_id)
    return Decision("book_of_wisdom_gain", seat, gains) if len(gains) > 1 else _wisdom_gain(ctx, seat, hook, gains[0])


@part.answers("book_of_wisdom_gain")
def answer_book_of_wisdom_gain(ctx: Ctx, seat: int, decision: Decision, card_id: str) -> None:
    _wisdom_gain(ctx, seat, effect_paths.node_at(ctx, decision.path), card_id)


def _wisdom_gain(ctx: Ctx, seat: int, hook: Hook, card_id: str) -> None:
    offer, deck = _offer(ctx, hook.args["gain"])
    take_and_replenish(ctx, offer, deck, card_id)
    ctx.player(seat).hand.append(card_id)
    card = ctx.catalog.cards[card_id]
    ctx.say("gained_card", f"{ctx.hero_name(seat).en} takes {card.name.en} into the hand.",
            f"{ctx.hero_name(seat).de} nimmt {card.name.de} auf die Hand.", card=card_id, seat=seat)
    if hook.args["crystal"]:
        resolve.gain_color(ctx, seat, "crystal", card.colors[0])


# --- Tome of All Spells: discard a card, use a Spell of its colour from the offer -----------------------------------

def _tome_spells(ctx: Ctx, hook: Hook, card_id: str, aside: tuple[str, ...]) -> list[str]:
    """Spells of the offer sharing a colour with the discarded card whose side is playable now: a Spell's strong
    effect is otherwise only for the Night (§5.1.3); the strong Tome allows it by Day too."""
    offer = _offer(ctx, "spell")
    if offer is None or (hook.args["side"] == "powered" and not hook.args.get("allow_day") and ctx.is_day):
        return []
    side = hook.args["side"]
    return [spell for spell in _same_color(ctx, card_id, offer[0])
            if timing.side_playable(ctx, getattr(ctx.catalog.cards[spell], side), (*aside, card_id))]


def _tome_cards(ctx: Ctx, hook: Hook, hand: list[str], aside: tuple[str, ...]) -> list[str]:
    """Cards "of any color" (never a Wound, §5.4.2; an Artifact has no colour) that open a usable Spell."""
    return [card for card in dict.fromkeys(hand)
            if card != WOUND and _tome_spells(ctx, hook, card, aside)]


def tome_of_all_spells_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    hand = effect_paths.hand_without(ctx.player(ctx.state.turn.seat).hand, aside)
    return bool(_tome_cards(ctx, hook, hand, aside))


@part.hook("tome_of_all_spells", tome_of_all_spells_playable)
def tome_of_all_spells(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """"Discard a card of any color. Use the basic (strong) effect of a Spell of the same color from the Spells offer
    without paying its mana cost." A composite effect (§5.6): the Spell keeps its colour (Lost Legion 5.7) and stays
    in the offer."""
    cards = _tome_cards(ctx, hook, ctx.player(seat).hand, ())
    if len(cards) > 1:
        return Decision("tome_discard", seat, cards)
    return _tome_discard(ctx, seat, hook, cards[0], queue)


@part.answers("tome_discard")
def answer_tome_discard(ctx: Ctx, seat: int, decision: Decision, card_id: str) -> Decision | None:
    return _tome_discard(ctx, seat, effect_paths.node_at(ctx, decision.path), card_id, decision.queue)


def _tome_discard(ctx: Ctx, seat: int, hook: Hook, card_id: str, queue: list[list[str]]) -> Decision | None:
    spells = _tome_spells(ctx, hook, card_id, ())
    resolve.discard_card(ctx, seat, card_id)
    if len(spells) > 1:
        return Decision("tome_spell", seat, spells)
    _use_spell(ctx, hook, spells[0], queue)
    return None


@part.answers("tome_spell")
def answer_tome_spell(ctx: Ctx, seat: int, decision: Decision, spell: str) -> None:
    _use_spell(ctx, effect_paths.node_at(ctx, decision.path), spell, decision.queue)


def _use_spell(ctx: Ctx, hook: Hook, spell: str, queue: list[list[str]]) -> None:
    queue.insert(0, ["card", spell, hook.args["side"]])
    name = ctx.catalog.cards[spell].name
    ctx.say("spell_used", f"The Tome uses {name.en} from the offer.", f"Der Foliant nutzt {name.de} aus dem Angebot.",
            card=spell)


# --- Golden Grail: Fame for its Healing points; a card for each Wound healed from the hand ---------------------------

GRAIL_FAME, GRAIL_DRAW = "golden_grail_fame", "golden_grail_draw"


@part.hook(GRAIL_FAME)
def golden_grail_fame(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"Heal 2. Fame +1 for each point of Healing provided by this card you spend this turn": its points are counted
    as the next spent (Turn.lasting [GRAIL_FAME, points left]). decision: when other Healing points are left too,
    the Grail's are spent first: Healing points are alike (§10.3.3), and this is the player's best order."""
    ctx.state.turn.lasting.append([GRAIL_FAME, str(hook.args["points"])])


@part.reacts(HEALING_SPENT)
def healing_spent(ctx: Ctx, seat: int, points: int) -> None:
    """Healing points were spent (resolve.py): Fame for those the Grail gave."""
    for entry in ctx.state.turn.entries(GRAIL_FAME):
        counted = min(points, int(entry[1]))
        entry[1] = str(int(entry[1]) - counted)
        points -= counted
        _fame(ctx, seat, counted)


@part.hook(GRAIL_DRAW)
def golden_grail_draw(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"Heal 6. Every time you Heal a Wound from hand this turn, draw a card": from now on (before its own Heal)."""
    ctx.state.turn.lasting.append([GRAIL_DRAW])


@part.reacts(WOUNDS_HEALED)
def wounds_healed_from_hand(ctx: Ctx, seat: int, count: int) -> None:
    """Wounds left the hand by Healing (resolve.heal_hand): one card each under the strong Golden Grail."""
    if [GRAIL_DRAW] in ctx.state.turn.lasting:
        resolve.draw_cards(ctx, seat, count)


# --- Circlet of Proficiency: a Skill of the common offer --------------------------------------------------------------

CIRCLET_AGAIN = "circlet_again"  # Turn.lasting [this, Skill id]: the borrowed Skill's second use is still to come


def _circlet_skills(ctx: Ctx, hook: Hook, aside: tuple[str, ...] = ()) -> list[str]:
    """Basic: the non-interactive Skills of the offer usable now (a passive one has nothing to use); strong: any.
    `aside`: the cards that will have left the hand by then, the Circlet itself among them (Invocation asks for a
    card to discard: not the Circlet)."""
    offer = list(dict.fromkeys(ctx.state.offers.skills))
    if hook.args["mode"] == "take":
        return offer
    return [skill for skill in offer if ctx.catalog.skills[skill].usage in skills.ACTIVE_USAGES
            and timing.fits(ctx, ctx.catalog.skills[skill].when)
            and resolve.playable(ctx, ctx.catalog.skills[skill].effect, aside)]


def circlet_of_proficiency_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return bool(_circlet_skills(ctx, hook, aside))


@part.hook("circlet_of_proficiency", circlet_of_proficiency_playable)
def circlet_of_proficiency(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """Asks for the Skill; run again after a first use of a Skill usable each turn, it queues the second use while
    that can still be made (the first may have used up the only card or mana it needs)."""
    turn = ctx.state.turn
    again = next(iter(turn.entries(CIRCLET_AGAIN)), None)
    if again is None:
        return Decision("circlet_skill", seat, _circlet_skills(ctx, hook))
    turn.lasting.remove(again)
    if resolve.playable(ctx, ctx.catalog.skills[again[1]].effect):
        queue.insert(0, ["skill", again[1], "effect"])
    return None


@part.answers("circlet_skill")
def answer_circlet_skill(ctx: Ctx, seat: int, decision: Decision, skill_id: str) -> None:
    """Basic: "Use any non-interactive Skill in the Common Skills offer (including your own) as if it was your Skill.
    If it is a Skill usable each turn (one that does not flip), use its effect twice" (it stays in the offer).
    Strong: "Take any Skill in the Common Skills offer and keep it for the rest of the game, as if acquired through a
    Level up": solo, a Dummy Skill joins the offer then (§13.3.2)."""
    hook, skill = effect_paths.node_at(ctx, decision.path), ctx.catalog.skills[skill_id]
    if hook.args["mode"] == "take":
        ctx.state.offers.skills.remove(skill_id)
        ctx.player(seat).skills.append(skill_id)
        ctx.say("skill_taken", f"{ctx.hero_name(seat).en} takes the Skill {skill.name.en}.",
                f"{ctx.hero_name(seat).de} nimmt die Fähigkeit {skill.name.de}.", seat=seat)
        ctx.rules.react(SKILL_GAINED, ctx, seat, skill_id)
        reveal_skill(ctx)
        return
    times = 2 if skill.usage == "once_per_turn" else 1
    decision.queue[0:0] = [["skill", skill_id, "effect"]] + ([list(decision.path)] if times == 2 else [])
    if times == 2:
        ctx.state.turn.remember(CIRCLET_AGAIN, skill_id)
    ctx.say("skill_borrowed", f"{ctx.hero_name(seat).en} uses the Skill {skill.name.en} ({times}x).",
            f"{ctx.hero_name(seat).de} nutzt die Fähigkeit {skill.name.de} ({times}x).", seat=seat)


# --- Banners (§5.11): the basic effect acts through the Unit the Banner is assigned to -------------------------------

STANDING_BANNERS = ("banner_of_protection", "banner_of_glory", "banner_of_fortitude", "banner_of_courage")
FOUGHT = "unit_fought"  # Turn.lasting [FOUGHT, Unit index]: that Unit attacked or blocked this turn
GLORY_FAME = "banner_of_glory_fame"
BANNER_UNIT = "banner_unit"  # Turn.lasting [BANNER_UNIT, Unit index] while that Unit's Banner effect resolves
USE_BANNER = "banner-use"  # the action: `banner-use unit=N`, the Banner on Unit N (Courage, Fear)


def _through_unit(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    """A standing Banner effect is the Unit's while the Banner is assigned (§5.11.1): never played from the hand."""
    return False


def banner_terms(ctx: Ctx, unit: UnitCard) -> Mapping:
    """The numbers of the face-up standing Banner on this Unit (its basic effect's hook arguments), else none."""
    if unit.banner is None or unit.banner_flipped:
        return {}
    effect = ctx.catalog.cards[banner_card(unit)].basic.effect
    return effect.args if isinstance(effect, Hook) and effect.name in STANDING_BANNERS else {}


def banner_armor(ctx: Ctx, seat: int, index: int) -> int:
    """Banner of Protection and of Glory: the Unit's Armor +1 (combat/damage.py)."""
    return int(banner_terms(ctx, ctx.player(seat).units[index]).get("armor", 0))


@part.adjusts(UNIT_ARMOR)
def _armor_with_banner(ctx: Ctx, armor: int, seat: int, index: int) -> int:
    return armor + banner_armor(ctx, seat, index)


@part.adjusts(UNIT_RESISTANCES)
def banner_resistances(ctx: Ctx, resistances: tuple[str, ...], seat: int, index: int) -> tuple[str, ...]:
    """Banner of Protection: Fire and Ice Resistance (combat/changes.py, pvp.py)."""
    return resistances + tuple(banner_terms(ctx, ctx.player(seat).units[index]).get("resistances", ()))


@part.adjusts(UNIT_POINTS)
def banner_points(ctx: Ctx, points: int, node) -> int:
    """Banner of Glory: +1 to an Attack or Block the activated Unit's ability gives (§5.10.7: only to a value the
    ability has, which is why it is added to that value's gain)."""
    turn, what = ctx.state.turn, "attack" if isinstance(node, Attack) else "block"
    return points + int(banner_terms(ctx, ctx.player(turn.seat).units[turn.unit_activated]).get(what, 0))


@part.reacts(UNIT_FOUGHT)
def unit_fought(ctx: Ctx, seat: int) -> None:
    """A Unit's ability gave Attack or Block points (resolve.gain): "Whenever this Unit attacks or blocks, Fame +1"
    (Banner of Glory on it); the strong Banner of Glory counts each Unit once a turn."""
    turn = ctx.state.turn
    index = turn.unit_activated
    _fame(ctx, seat, int(banner_terms(ctx, ctx.player(seat).units[index]).get("fame_per_attack_or_block", 0)))
    if [FOUGHT, str(index)] not in turn.lasting:
        turn.lasting.append([FOUGHT, str(index)])
        _fame(ctx, seat, len(ctx.state.turn.entries(GLORY_FAME)))


@part.hook(GLORY_FAME)
def banner_of_glory_fame(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """Strong: "Fame +1 for each Unit that attacks or blocks this turn": those that did so far, then each new one.
    decision: Units that fought before the Banner was played count, because the card says "this turn"."""
    ctx.state.turn.lasting.append([GLORY_FAME])
    _fame(ctx, seat, len(ctx.state.turn.entries(FOUGHT)))


def fortitude_saves(ctx: Ctx, seat: int, index: int) -> bool:
    """Banner of Fortitude: "Once a Round, when the Unit is about to get wounded, flip this card to ignore the wound
    and any additional effects from it" (Poison, Paralyze; Lost Legion 2.3). decision: it is flipped at once, as the
    card prints no choice. True when the Wound is ignored."""
    unit = ctx.player(seat).units[index]
    if banner_card(unit) != "banner_of_fortitude" or unit.banner_flipped:
        return False
    unit.banner_flipped = True
    name = ctx.catalog.units[unit.unit].name
    ctx.say("banner_flipped", f"Banner of Fortitude: {name.en} ignores the Wound.",
            f"Banner der Tapferkeit: {name.de} ignoriert die Verletzung.", unit=unit.unit)
    return True


@part.adjusts(UNIT_WOUND_IGNORED)
def _fortitude_ignores(ctx: Ctx, ignored: bool, seat: int, index: int) -> bool:
    return ignored or fortitude_saves(ctx, seat, index)


# --- Banner of Courage and Banner of Fear: used through their Unit (`banner-use unit=N`) -----------------------------

def _courage_usable(ctx: Ctx, unit: UnitCard) -> bool:
    """Banner of Courage: once a Round, except during combat, flip it face down to Ready this Unit (the card)."""
    return (banner_card(unit) == "banner_of_courage" and not unit.banner_flipped and not unit.ready
            and ctx.state.turn.combat is None)


@part.adjusts(UNIT_TO_SPEND)
def _unit_to_spend(ctx: Ctx, unit: int | None) -> int | None:
    return banner_unit(ctx) if unit is None else unit


def banner_unit(ctx: Ctx) -> int | None:
    """The Unit a `spend_unit` cost spends: the one whose Banner effect resolves, if it is Ready and unwounded."""
    entry = next(iter(ctx.state.turn.entries(BANNER_UNIT)), None)
    if entry is None:
        return None
    unit = ctx.player(ctx.state.turn.seat).units[int(entry[1])]
    return int(entry[1]) if unit.ready and not unit.wounded else None


def _fear_usable(ctx: Ctx, index: int) -> bool:
    """Banner of Fear's basic effect through its Unit: asked with the Unit marked, the mark taken off again."""
    unit = ctx.player(ctx.state.turn.seat).units[index]
    if banner_card(unit) != "banner_of_fear" or not unit_may_fight(ctx, index):
        return False
    ctx.state.turn.lasting.append([BANNER_UNIT, str(index)])
    try:
        return resolve.playable(ctx, ctx.catalog.cards["banner_of_fear"].basic.effect)
    finally:
        ctx.state.turn.lasting.remove([BANNER_UNIT, str(index)])


def legal_banner_uses(ctx: Ctx, seat: int) -> list[Action]:
    if not may_activate_now(ctx) or seat != ctx.state.turn.seat:
        return []
    return [Action.of(USE_BANNER, unit=index) for index, unit in enumerate(ctx.player(seat).units)
            if _courage_usable(ctx, unit) or _fear_usable(ctx, index)]


def use_banner(ctx: Ctx, seat: int, action: Action) -> None:
    """Banner of Courage: the Unit is readied and the Banner flipped face down until Round preparation (§5.11.3).
    Banner of Fear: its basic effect, paid by spending the Unit."""
    player, text = ctx.player(seat), action.get("unit") or ""
    if not text.isdigit() or int(text) >= len(player.units) or Action.of(USE_BANNER, unit=int(text)) not in \
            legal_banner_uses(ctx, seat):
        raise refuse("No Banner on that Unit can be used now (Courage: out of combat on a Spent Unit, once a Round; "
                     "Fear: in the Block phase on a Ready Unit).",
                     "Kein Banner dieser Einheit ist jetzt nutzbar (Mut: außerhalb des Kampfes bei einer "
                     "verausgabten Einheit, einmal pro Runde; Furcht: in der Blockphase bei einer bereiten Einheit).",
                     "5.11.1")
    index = int(text)
    unit = player.units[index]
    if banner_card(unit) == "banner_of_courage":
        unit.ready, unit.banner_flipped = True, True
        name = ctx.catalog.units[unit.unit].name
        ctx.say("banner_flipped", f"Banner of Courage: {name.en} is ready again.",
                f"Banner des Mutes: {name.de} ist wieder bereit.", unit=unit.unit)
        return
    ctx.state.turn.lasting.append([BANNER_UNIT, str(index)])
    resolve.resolve_queue(ctx, seat, [["card", banner_card(unit), "basic"]])  # the cost is paid before any choice
    ctx.state.turn.lasting.remove([BANNER_UNIT, str(index)])


part.verb(USE_BANNER, legal_banner_uses, use_banner, keys=("unit",), in_combat=True)  # §5.11.1


def _cancellable(ctx: Ctx) -> list[str]:
    """"enemy:attack" options: the attacks still coming; an effect on an attack works against Arcane Immunity
    (Lost Legion 2.4, 2.5), and cancels one attack of a multi-attack enemy."""
    combat = ctx.state.turn.combat
    return [f"{index}:{attack}" for index in range(len(combat.foes)) for attack in attacks_now(ctx, combat, index)]


def banner_of_fear_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    combat = ctx.state.turn.combat
    return combat is not None and combat.phase == "block" and bool(_cancellable(ctx))


@part.hook("banner_of_fear_cancel_attack", banner_of_fear_playable)
def banner_of_fear_cancel_attack(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]
                                 ) -> Decision | None:
    options = _cancellable(ctx)
    if len(options) > 1:
        return Decision("banner_of_fear", seat, options)
    answer_banner_of_fear(ctx, seat, None, options[0])
    return None


@part.answers("banner_of_fear")
def answer_banner_of_fear(ctx: Ctx, seat: int, decision: Decision | None, option: str) -> None:
    index, attack = option.split(":")
    cancel_attack(ctx, int(index), int(attack))


# --- Banner of Protection, strong: the Wounds of this turn thrown away at its end -----------------------------------

PROTECTION = "banner_of_protection_throw_away_wounds"


@part.hook(PROTECTION)
def banner_of_protection_throw_away_wounds(ctx: Ctx, seat: int, hook: Hook, path: list[str],
                                           queue: list[list[str]]) -> None:
    """"At the end of your turn, you may throw away all Wounds you received this turn": remembered now."""
    ctx.state.turn.lasting.append([PROTECTION])


def _received(ctx: Ctx, seat: int) -> dict[str, int]:
    """The Wounds received this turn still in the hand and the discard pile (healed ones are gone already)."""
    player, turn = ctx.player(seat), ctx.state.turn
    piles = {"hand": player.hand, "discard": player.discard}
    return {pile: min(count, piles[pile].count(WOUND)) for pile, count in turn.wounds_received.items()}


@part.reacts(END_OF_TURN)
def end_of_turn(ctx: Ctx, seat: int) -> Decision | None:
    """At the end of the turn, before the effects kept in Turn.lasting (turns.card_effects): Mysterious Box's returns,
    Banner of Protection's offer."""
    turn = ctx.state.turn
    mysterious_box.end_of_turn(ctx, seat)  # its returns, no choice in them
    if [PROTECTION] in turn.lasting:
        turn.lasting.remove([PROTECTION])
        if any(_received(ctx, seat).values()):
            return Decision("banner_of_protection", seat, ["throw_away", SKIP])
    return None


@part.answers("banner_of_protection")
def answer_banner_of_protection(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    """Thrown-away Wounds go back to the Wound pile (§5.8.2)."""
    if option == SKIP:
        return
    player = ctx.player(seat)
    received = _received(ctx, seat)
    for pile, count in received.items():
        for _ in range(count):
            (player.hand if pile == "hand" else player.discard).remove(WOUND)
    total = sum(received.values())
    wounds = counted(total, *WOUNDS)
    ctx.say("wounds_thrown_away", f"Banner of Protection: {wounds.en} of this turn thrown away.",
            f"Banner des Schutzes: {wounds.de} dieses Zugs entfernt.", seat=seat)


# --- Banner of Command, strong: a Unit of the offer for free ----------------------------------------------------------

COMMAND_RECRUIT = "banner_of_command_recruit"  # Turn.lasting [COMMAND_RECRUIT, Unit id] while a Unit is disbanded


def _free_units(ctx: Ctx) -> list[str]:
    """Not the Units marked "!" (only by interaction: Delphana Masters, Magic Familiars; Lost Legion 2.2.3-4)."""
    return [unit for unit in dict.fromkeys(ctx.state.offers.units) if not interaction_only(ctx, unit)]


def banner_of_command_recruit_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return bool(_free_units(ctx))


@part.hook(COMMAND_RECRUIT, banner_of_command_recruit_playable)
def banner_of_command_recruit(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision:
    """"Recruit any one Unit from the Units offer for free. (If you are at your Command limit, you must disband one of
    your Units first.)" Not an interaction: Thugs' and Heroes' Reputation rules do not apply (Lost Legion 2.2.1); the
    Unit offer is not replenished (§5.7.3)."""
    return Decision("command_recruit", seat, _free_units(ctx))


@part.answers("command_recruit")
def answer_command_recruit(ctx: Ctx, seat: int, decision: Decision, unit_id: str) -> Decision | None:
    choices = disband_choices(ctx, seat)
    if choices != [None]:  # "keep": nobody disbanded; "bonds": under the Bonds of Loyalty token
        ctx.state.turn.lasting.append([COMMAND_RECRUIT, unit_id])
        words = {None: KEEP, bonds_of_loyalty.BONDS: bonds_of_loyalty.BONDS}
        return Decision("command_disband", seat, [words.get(choice, f"unit:{choice}") for choice in choices])
    _recruit_free(ctx, seat, unit_id, None)
    return None


@part.answers("command_disband")
def answer_command_disband(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    entry = ctx.state.turn.entries(COMMAND_RECRUIT)[0]
    ctx.state.turn.lasting.remove(entry)
    disband = read_disband(ctx, seat, None if option == KEEP else option.removeprefix("unit:"))
    _recruit_free(ctx, seat, entry[1], disband)


def _recruit_free(ctx: Ctx, seat: int, unit_id: str, disband: int | None) -> None:
    ctx.state.offers.units.remove(unit_id)
    gain_unit(ctx, seat, unit_id, disband)
    name = ctx.catalog.units[unit_id].name
    ctx.say("recruited", f"{ctx.hero_name(seat).en} recruits {name.en} for free.",
            f"{ctx.hero_name(seat).de} rekrutiert {name.de} kostenlos.", unit=unit_id, seat=seat)


# --- Druidic Staff: an option by the colour of a discarded card, or two options (Lost Legion §5.7.10) -------------

DRUIDIC = "druidic_staff"  # Turn.lasting [DRUIDIC, colour still to carry out ...] while its options last
STAFF_SPACES, STAFF_CRYSTALS, STAFF_READY_LEVEL, STAFF_HEAL = 2, 2, 3, 3  # the numbers printed on the card


def _staff_moves(ctx: Ctx, seat: int) -> list[str]:
    """"Move up to 2 revealed spaces, to a safe space": a direct move, only in the movement part of the turn."""
    return list(spells.direct_moves(ctx, seat, STAFF_SPACES, ())) if spells.movement_part(ctx) else []


def _staff_units(ctx: Ctx, seat: int) -> list[str]:
    return [f"unit:{index}" for index, unit in enumerate(ctx.player(seat).units)
            if not unit.ready and resolve.unit_level(ctx, seat, index) <= STAFF_READY_LEVEL]


def _staff_colors(ctx: Ctx, seat: int) -> list[str]:
    """The options that can be carried out now, by colour (white: move, blue: crystals, red: ready, green: heal)."""
    usable = {"white": bool(_staff_moves(ctx, seat)), "blue": True, "red": bool(_staff_units(ctx, seat)),
              "green": resolve.playable(ctx, Heal(STAFF_HEAL))}
    return [color for color in BASIC_COLORS if usable[color]]


def _staff_discards(ctx: Ctx, seat: int, aside: tuple[str, ...] = ()) -> list[str]:
    """Cards whose colour gives an option now; a Wound or an Artifact has no colour (§5.4.2)."""
    colors = _staff_colors(ctx, seat)
    return [card for card in dict.fromkeys(effect_paths.hand_without(ctx.player(seat).hand, aside))
            if set(ctx.catalog.cards[card].colors) & set(colors)]


def druidic_staff_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    seat = ctx.state.turn.seat
    if int(hook.args["discard"]):
        return bool(_staff_discards(ctx, seat, aside))
    return len(_staff_colors(ctx, seat)) >= int(hook.args["options"])


@part.hook(DRUIDIC, druidic_staff_playable)
def druidic_staff(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """Basic: "Discard a card. Depending on its color you get" one option; strong: "Choose two of the options above,
    without discarding any cards" (decision: two different ones, as "two of the options" reads). Each option is
    carried out in turn: the hook stays at the front of the queue until the last one (_staff_next)."""
    if ctx.state.turn.entries(DRUIDIC):
        return _staff_next(ctx, seat, path, queue)
    if int(hook.args["discard"]):
        return Decision("druidic_staff_discard", seat, _staff_discards(ctx, seat))
    colors = _staff_colors(ctx, seat)
    pairs = [f"{first}+{second}" for index, first in enumerate(colors) for second in colors[index + 1:]]
    return Decision("druidic_staff_options", seat, pairs)


@part.answers("druidic_staff_discard")
def answer_druidic_staff_discard(ctx: Ctx, seat: int, decision: Decision, card: str) -> Decision | None:
    resolve.discard_card(ctx, seat, card)
    colors = [color for color in ctx.catalog.cards[card].colors if color in _staff_colors(ctx, seat)]
    if len(colors) > 1:  # a dual-colour Advanced Action: one of its colours
        return Decision("druidic_staff_color", seat, colors)
    return answer_druidic_staff_options(ctx, seat, decision, colors[0])


@part.answers("druidic_staff_color", "druidic_staff_options")
def answer_druidic_staff_options(ctx: Ctx, seat: int, decision: Decision, colors: str) -> Decision | None:
    ctx.state.turn.lasting.append([DRUIDIC, *colors.split("+")])
    return _staff_next(ctx, seat, decision.path, decision.queue)


def _staff_next(ctx: Ctx, seat: int, path: list[str], queue: list[list[str]]) -> Decision | None:
    """Carry out the next option; with one more to come, the hook is queued again to carry it out after this one's
    questions (Healing points, a move's Savage Harvesting) are answered."""
    entry = ctx.state.turn.entries(DRUIDIC)[0]
    color = entry.pop(1)
    if len(entry) == 1:
        ctx.state.turn.lasting.remove(entry)
    else:
        queue.insert(0, list(path))
    if color == "white":
        return Decision("druidic_staff_move", seat, _staff_moves(ctx, seat))
    if color == "blue":
        return Decision("druidic_staff_crystals", seat, list(BASIC_COLORS))
    if color == "red":
        units = _staff_units(ctx, seat)
        return Decision("druidic_staff_ready", seat, units) if len(units) > 1 else answer_staff_ready(
            ctx, seat, None, units[0])
    ctx.state.turn.heal += STAFF_HEAL
    return resolve.spend_healing(ctx, seat)


@part.answers("druidic_staff_move")
def answer_staff_move(ctx: Ctx, seat: int, decision: Decision, label: str) -> Decision | None:
    return spells.move_directly(ctx, seat, label)


@part.answers("druidic_staff_crystals")
def answer_staff_crystals(ctx: Ctx, seat: int, decision: Decision, color: str) -> None:
    for _ in range(STAFF_CRYSTALS):
        resolve.gain_color(ctx, seat, "crystal", color)


@part.answers("druidic_staff_ready")
def answer_staff_ready(ctx: Ctx, seat: int, decision: Decision | None, option: str) -> None:
    resolve.treat_unit(ctx, seat, "ready_unit", option)


# --- Named rules and the standing Banners ----------------------------------------------------------------------------

# The standing Banners act through their Unit (banner-use, the Banner's own moments), never as a played effect.
for _banner in STANDING_BANNERS:
    part.hook(_banner, _through_unit)(None)

# A rule change that mana.py reads from Turn.lasting (resolve.gain puts it there).
part.carries_out(DARKNESS_BLACK_MANA, lasting=True)

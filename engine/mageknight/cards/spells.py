"""Spell hooks (data/mageknight/spells.yaml): the Spells' effects the vocabulary cannot say (rules spec §5.1.3, §1.5).

`part` registers them in the Rulebook. The four interactive Spells (Mana Meltdown, Mind Read, Energy Flow, Mana Claim) act on the other players
during the caster's turn (Mana Curse: during theirs): a choice one of them makes is a Decision with that player's
seat, so the engine still asks one seat at a time. In the final turns after the End of the Round was announced or the
scenario's end was reached, only the part that benefits the caster applies (Lost Legion §5.8).
"""
from __future__ import annotations

from engine.mageknight import effect_paths, interaction, mana, movement, resolve, units
from engine.mageknight.board import layout_of
from engine.mageknight.cards import basic_actions
from engine.mageknight.catalog.effects import Hook
from engine.mageknight.catalog.enemy_effects import ChangeArmor, TargetEnemy
from engine.mageknight.catalog.modifiers import HandLimit
from engine.mageknight.combat import begin, effects as combat_effects, values
from engine.mageknight.combat.phases import enemy_of
from engine.mageknight.context import WOUNDS, Ctx, counted
from engine.mageknight.geometry import neighbours, parse_label, shown_label, space_at, space_label
from engine.mageknight.rulebook import (CLOSED_TERRAINS, HAND_LIMIT_BONUS, MANA_SPENT, PLAY_AREA_CLEARING,
                                        RECRUIT_DISCOUNT_USED, RECRUIT_DISCOUNTS, UNIT_HEALED, WOUNDS_HEALED, Part)
from engine.mageknight.spaces import SPACE_BENDING_LEAP, assault_on
from engine.mageknight.state import BASIC_COLORS, CLAIM_EACH_TURN, CLAIM_NOW, Decision, hex_key, parse_hex
from engine.mageknight.words import german_color

part = Part("spells")

SKIP, DONE = "skip", "done"  # the words resolve.py uses (imported from it below only as a module)
ACTION_OR_SPELL = ("basic_action", "advanced_action", "spell")
ACTION_CARDS = ("basic_action", "advanced_action")


def _entry(ctx: Ctx, name: str) -> list[str]:
    """This effect's progress while its questions are open: [name, values...] in Turn.lasting."""
    return ctx.state.turn.entries(name)[0]


def final_turns(ctx: Ctx) -> bool:
    """The last turns after the End of the Round was announced or the scenario's end reached (Lost Legion §5.8)."""
    return ctx.state.round.end_announced_by is not None or ctx.state.round.scenario_end


def _others(ctx: Ctx, seat: int) -> list[int]:
    """The other players an interactive Spell harms, in seat order after the caster; none in the final turns."""
    if final_turns(ctx):
        return []
    count = ctx.state.seats
    return [(seat + step) % count for step in range(1, count)]


def _wound_other(ctx: Ctx, seat: int, count: int) -> None:
    """Wounds into another player's hand: not the caster's turn's Wounds, so never towards the caster's Knock-out."""
    if count:
        ctx.player(seat).hand.extend([resolve.WOUND] * count)
        name = ctx.hero_name(seat)
        wounds = counted(count, *WOUNDS)
        ctx.say("wounded", f"{name.en} takes {wounds.en}.", f"{name.de} erhält {wounds.de}.",
                seat=seat)


# --- Restoration, strong: Rebirth (§10.3, Lost Legion §5.7.16) ------------------------------------------------

REBIRTH = "restoration_rebirth"


@part.hook("restoration_rebirth")
def restoration_rebirth(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """"Ready up to 3 (in a forest 5) levels worth of Units": one Unit after the other, each once, all at once (no
    activation in between: the question stays open until the player is done)."""
    ctx.state.turn.lasting.append([REBIRTH, str(hook.args["total_levels"])])
    return _rebirth_offer(ctx, seat)


def _rebirth_offer(ctx: Ctx, seat: int) -> Decision | None:
    entry = _entry(ctx, REBIRTH)
    targets = [f"unit:{index}" for index, unit in enumerate(ctx.player(seat).units)
               if not unit.ready and resolve.unit_level(ctx, seat, index) <= int(entry[1])]
    if targets:
        return Decision("rebirth", seat, targets + [DONE])
    ctx.state.turn.lasting.remove(entry)
    return None


@part.answers("rebirth")
def answer_rebirth(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    entry = _entry(ctx, REBIRTH)
    if option == DONE:
        ctx.state.turn.lasting.remove(entry)
        return None
    entry[1] = str(int(entry[1]) - resolve.unit_level(ctx, seat, int(option.removeprefix("unit:"))))
    resolve.treat_unit(ctx, seat, "ready_unit", option)
    return _rebirth_offer(ctx, seat)


# --- Call to Arms, strong: Call to Glory (§5.10.4, Lost Legion §2.2) --------------------------------------------

DISBAND = "+disband:"


def call_to_glory_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return bool(units.borrowable(ctx))


@part.hook("call_to_arms", call_to_glory_playable)
def call_to_arms(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"You may use an ability of one Unit in the Units offer this turn, as if it were one of your recruits. You
    cannot assign damage to this Unit": the right to one `unit offer=<id> ability=K` this turn (units.py)."""
    if units.borrowed_right(ctx) is None:
        ctx.state.turn.lasting.append([units.CALL_TO_ARMS, "granted"])


@part.hook("call_to_arms_call_to_glory", call_to_glory_playable)
def call_to_arms_call_to_glory(ctx: Ctx, seat: int, hook: Hook, path: list[str],
                               queue: list[list[str]]) -> Decision:
    """"Recruit any one Unit from the Units offer for free (at your Command limit, disband one first)": the Unit and,
    when no Command token is free, the Unit to disband, in one option (`peasants+disband:0`)."""
    options = [unit if disband is None else f"{unit}{DISBAND}{disband}"
               for unit in units.borrowable(ctx) for disband in units.disband_choices(ctx, seat)]
    return Decision("call_to_glory", seat, options)


@part.answers("call_to_glory")
def answer_call_to_glory(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    """Not an interaction: no Influence, no Reputation rules of Thugs or Heroes; the offer is not refilled (§5.7.3)."""
    unit, _, disband = option.partition(DISBAND)
    ctx.state.offers.units.remove(unit)
    units.gain_unit(ctx, seat, unit, units.read_disband(ctx, seat, disband or None))  # an index, or Bonds of Loyalty
    name = ctx.catalog.units[unit].name
    ctx.say("recruited", f"{ctx.hero_name(seat).en} gains {name.en} for free.",
            f"{ctx.hero_name(seat).de} erhält {name.de} kostenlos.", unit=unit)


# --- Offering, basic: crystals for discarded cards (§5.8.1) --------------------------------------------------------

OFFERING = "offering"


@part.hook("offering")
def offering(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """"You may discard up to 3 non-Wound cards from your hand. For each discarded card gain a crystal of the
    matching color (for Artifacts you choose)." The red crystal before it is the card's vocabulary part."""
    ctx.state.turn.lasting.append([OFFERING, str(hook.args["max_discards"])])
    return _offering_offer(ctx, seat)


def _offering_offer(ctx: Ctx, seat: int) -> Decision | None:
    entry = _entry(ctx, OFFERING)
    cards = [card for card in dict.fromkeys(ctx.player(seat).hand) if card != resolve.WOUND]
    if int(entry[1]) > 0 and cards:
        return Decision("offering", seat, cards + [DONE])
    ctx.state.turn.lasting.remove(entry)
    return None


@part.answers("offering")
def answer_offering(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    """decision: a dual-colour Advanced Action gives a crystal of one of its two colours (the player's pick), an
    Artifact one of any basic colour (the card says so), as for Savage Harvesting."""
    entry = _entry(ctx, OFFERING)
    if option == DONE:
        ctx.state.turn.lasting.remove(entry)
        return None
    entry[1] = str(int(entry[1]) - 1)
    resolve.discard_card(ctx, seat, option)
    colors = ctx.catalog.cards[option].colors or BASIC_COLORS
    if len(colors) > 1:
        return Decision("offering_color", seat, list(colors))
    resolve.gain_color(ctx, seat, "crystal", colors[0])
    return _offering_offer(ctx, seat)


@part.answers("offering_color")
def answer_offering_color(ctx: Ctx, seat: int, decision: Decision, color: str) -> Decision | None:
    resolve.gain_color(ctx, seat, "crystal", color)
    return _offering_offer(ctx, seat)


# --- Mana Meltdown and Mana Radiance (interactive, §1.5) ------------------------------------------------------------

MELTDOWN = "mana_meltdown"


@part.hook("mana_meltdown")
def mana_meltdown(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """"Each other player must randomly choose a crystal in their Inventory to be lost. You may gain one crystal lost
    this way. Any player that had no crystals when you played this takes a Wound instead." Each crystal is equally
    likely; the draw is random, so it cannot be taken back (§5.13.2)."""
    lost = []
    for other in _others(ctx, seat):
        crystals = ctx.player(other).crystals
        pool = [color for color in BASIC_COLORS for _ in range(crystals[color])]
        if not pool:
            _wound_other(ctx, other, 1)
            continue
        color = ctx.state.rng.choice(pool)
        crystals[color] -= 1
        lost.append(color)
        name = ctx.hero_name(other)
        ctx.say("crystal_lost",
                f"{name.en} loses a {color} crystal.",
                f"{name.de} verliert einen Kristall ({german_color(color)}).",
                reveals=True, seat=other, color=color)
    if not lost:
        return None
    return Decision(MELTDOWN, seat, [color for color in BASIC_COLORS if color in lost] + [SKIP])


@part.answers(MELTDOWN)
def answer_mana_meltdown(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    if option != SKIP:
        resolve.gain_color(ctx, seat, "crystal", option)


@part.hook("mana_meltdown_radiance")
def mana_meltdown_radiance(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision:
    """"Choose a basic mana color. Each player, including you, takes a Wound for each crystal of that color they own.
    Gain two crystals of the chosen color." The others cannot turn crystals into mana to escape (LL §5.8)."""
    return Decision("mana_radiance", seat, list(BASIC_COLORS))


@part.answers("mana_radiance")
def answer_mana_radiance(ctx: Ctx, seat: int, decision: Decision, color: str) -> None:
    for other in _others(ctx, seat):
        _wound_other(ctx, other, ctx.player(other).crystals[color])
    resolve.take_wounds(ctx, seat, ctx.player(seat).crystals[color])  # in a combat towards Knock-out (§8.8.7)
    for _ in range(2):
        resolve.gain_color(ctx, seat, "crystal", color)


# --- Mind Read, Mind Steal (interactive, §1.5) --------------------------------------------------------------------

MIND_READ = "mind_read"  # [MIND_READ, colour, players asked so far, "seat:card" discarded ...]


@part.hook("mind_read")
def mind_read(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision:
    """"Choose a color. Gain a crystal of the chosen color. Each other player must discard a Spell or Action card of
    that color from their hand, or reveal their hand to show that they have none.\""""
    return Decision("mind_read_color", seat, list(BASIC_COLORS))


@part.answers("mind_read_color")
def answer_mind_read_color(ctx: Ctx, seat: int, decision: Decision, color: str) -> Decision | None:
    resolve.gain_color(ctx, seat, "crystal", color)
    ctx.state.turn.lasting.append([MIND_READ, color, "0"])
    return _mind_read_next(ctx, decision.path)


def _cards_of_color(ctx: Ctx, seat: int, color: str) -> list[str]:
    return [card for card in dict.fromkeys(ctx.player(seat).hand)
            if card != resolve.WOUND and ctx.catalog.cards[card].kind in ACTION_OR_SPELL
            and color in ctx.catalog.cards[card].colors]


def _mind_read_next(ctx: Ctx, path: list[str]) -> Decision | None:
    """Ask the next other player; a player with one such card discards it, one with none shows the hand."""
    entry, caster = _entry(ctx, MIND_READ), ctx.state.turn.seat
    others = _others(ctx, caster)
    while int(entry[2]) < len(others):
        other = others[int(entry[2])]
        entry[2] = str(int(entry[2]) + 1)
        cards = _cards_of_color(ctx, other, entry[1])
        if len(cards) > 1:
            return Decision("mind_read_discard", other, cards)
        if cards:
            _mind_read_discard(ctx, other, cards[0])
        else:
            _show_hand(ctx, other)
    ctx.state.turn.lasting.remove(entry)
    return _mind_steal_offer(ctx, caster, path, entry[3:])


def _show_hand(ctx: Ctx, seat: int) -> None:
    hand, name = ctx.player(seat).hand, ctx.hero_name(seat)
    en = ", ".join(ctx.catalog.cards[card].name.en for card in hand) or "nothing"
    de = ", ".join(ctx.catalog.cards[card].name.de for card in hand) or "nichts"
    ctx.say("hand_shown", f"{name.en} shows the hand: {en}.", f"{name.de} zeigt die Hand: {de}.", reveals=True,
            seat=seat)


def _mind_read_discard(ctx: Ctx, seat: int, card: str) -> None:
    """Onto that player's discard pile: the caster's turn counts no card played for it (§4.4.2 is theirs)."""
    player = ctx.player(seat)
    player.hand.remove(card)
    player.discard.append(card)
    _entry(ctx, MIND_READ).append(f"{seat}:{card}")
    name, card_name = ctx.hero_name(seat), ctx.catalog.cards[card].name
    ctx.say("discarded", f"{name.en} discards {card_name.en}.", f"{name.de} legt {card_name.de} ab.", reveals=True,
            seat=seat, card=card)


@part.answers("mind_read_discard")
def answer_mind_read_discard(ctx: Ctx, seat: int, decision: Decision, card: str) -> Decision | None:
    _mind_read_discard(ctx, seat, card)
    return _mind_read_next(ctx, decision.path)


def _mind_steal_offer(ctx: Ctx, caster: int, path: list[str], discarded: list[str]) -> Decision | None:
    """Mind Steal: "you may permanently steal one of the Action cards (not Spells) discarded this way\""""
    if not effect_paths.node_at(ctx, path).args["steal"]:
        return None
    loot = [option for option in discarded if ctx.catalog.cards[option.split(":")[1]].kind in ACTION_CARDS]
    return Decision("mind_steal", caster, loot + [SKIP]) if loot else None


@part.answers("mind_steal")
def answer_mind_steal(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    if option == SKIP:
        return
    owner, card = option.split(":")
    ctx.player(int(owner)).discard.remove(card)
    ctx.player(seat).hand.append(card)
    name = ctx.catalog.cards[card].name
    ctx.say("card_stolen",
            f"{ctx.hero_name(seat).en} steals {name.en}.", f"{ctx.hero_name(seat).de} stiehlt {name.de}.",
            card=card)


# --- Energy Flow, Energy Steal (interactive, §1.5, §5.10.6) ---------------------------------------------------------

ENERGY_FLOW = "energy_flow"  # [ENERGY_FLOW, other players asked so far]


@part.hook("energy_flow")
def energy_flow(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """After the card's `ready_unit` (always carried out: the card is playable only with a Spent Unit to ready):
    Energy Steal heals that Unit; then "you may spend one Unit of level II (III) or less in each other player's Unit
    area"."""
    turn = ctx.state.turn
    if hook.args["heal_readied_unit"] and ctx.player(seat).units[turn.unit_readied].wounded:
        resolve.treat_unit(ctx, seat, "heal_unit", f"unit:{turn.unit_readied}")  # as any healing (§8.8.8)
    turn.lasting.append([ENERGY_FLOW, "0"])
    return _energy_flow_next(ctx, seat, hook)


def _spendable(ctx: Ctx, seat: int, max_level: int) -> list[str]:
    return [f"unit:{index}" for index, unit in enumerate(ctx.player(seat).units)
            if unit.ready and resolve.unit_level(ctx, seat, index) <= max_level]


def _energy_flow_next(ctx: Ctx, seat: int, hook: Hook) -> Decision | None:
    entry = _entry(ctx, ENERGY_FLOW)
    others = _others(ctx, seat)
    while int(entry[1]) < len(others):
        other = others[int(entry[1])]
        entry[1] = str(int(entry[1]) + 1)
        targets = _spendable(ctx, other, int(hook.args["spend_others_max_level"]))
        if targets:
            return Decision("energy_flow_spend", seat, [f"{other}:{target}" for target in targets] + [SKIP])
    ctx.state.turn.lasting.remove(entry)
    return None


@part.answers("energy_flow_spend")
def answer_energy_flow_spend(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    if option != SKIP:
        other, _, target = option.partition(":")
        unit = ctx.player(int(other)).units[int(target.removeprefix("unit:"))]
        unit.ready = False
        name = ctx.catalog.units[unit.unit].name
        ctx.say("unit_spent", f"{name.en} of {ctx.hero_name(int(other)).en} is spent.",
                f"{name.de} von {ctx.hero_name(int(other)).de} ist erschöpft.", seat=int(other), unit=unit.unit)
    return _energy_flow_next(ctx, seat, effect_paths.node_at(ctx, decision.path))


# --- Cure (§10.3) -----------------------------------------------------------------------------------------------

CURE = "cure"  # [CURE] in Turn.lasting: one per Cure played; each makes later healing this turn draw and ready


@part.hook("cure")
def cure(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """After the card's Heal 2: "Draw a card for each Wound healed from your hand this turn, and ready each Unit
    healed this turn": the healing before it counts, and from now on each Wound or Unit healed later this turn."""
    turn = ctx.state.turn
    resolve.draw_cards(ctx, seat, turn.wounds_healed)
    for index in turn.units_healed:
        _ready_if_spent(ctx, seat, index)
    turn.lasting.append([CURE])


def _cures(ctx: Ctx) -> int:
    return sum(entry == [CURE] for entry in ctx.state.turn.lasting)


def _ready_if_spent(ctx: Ctx, seat: int, index: int) -> None:
    if not ctx.player(seat).units[index].ready:
        resolve.treat_unit(ctx, seat, "ready_unit", f"unit:{index}")


@part.reacts(WOUNDS_HEALED)
def wounds_healed(ctx: Ctx, seat: int, count: int) -> None:
    """Wounds were healed from the hand (resolve.heal_hand): counted for Cure, and a card each per Cure played."""
    ctx.state.turn.wounds_healed += count
    resolve.draw_cards(ctx, seat, count * _cures(ctx))


@part.reacts(UNIT_HEALED)
def unit_healed(ctx: Ctx, seat: int, index: int) -> None:
    """A Unit lost its (last) Wound (resolve.treat_unit): counted for Cure, and readied if a Cure was played."""
    ctx.state.turn.units_healed.append(index)
    if _cures(ctx):
        _ready_if_spent(ctx, seat, index)


# --- Cure, strong: Disease (§8.4, Lost Legion §2.4) --------------------------------------------------------------

ARMOR_DOWN = TargetEnemy("one", (), (ChangeArmor(-1),))  # a non-Attack effect on an enemy: Arcane Immunity protects


def _blocked_enemies(ctx: Ctx, path: list[str]) -> list[int]:
    """Enemies successfully blocked (every attack, LL §2.4) that this green effect reaches."""
    combat = ctx.state.turn.combat
    reached = combat_effects.eligible(ctx, ARMOR_DOWN, combat_effects.source_colors(ctx, path))
    return [index for index in reached if values.all_blocked(enemy_of(ctx, combat.foes[index]), combat.foes[index])]


def cure_disease_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    combat = ctx.state.turn.combat
    return combat is not None and combat.phase != "ranged_siege" and bool(_blocked_enemies(ctx, []))


@part.hook("cure_disease", cure_disease_playable)
def cure_disease(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"All enemies blocked during the Block phase get their Armor reduced to 1": by as much as the higher of an
    Elusive enemy's two values stands above 1, so both values end at 1 (LL §2.5)."""
    combat = ctx.state.turn.combat
    for index in _blocked_enemies(ctx, path):
        foe = combat.foes[index]
        excess = values.armor(enemy_of(ctx, foe), foe, "ranged_siege") - 1
        combat_effects.apply_to(ctx, seat, TargetEnemy("one", (), (ChangeArmor(-excess),)), index)


# --- Wings of Wind, Underground Travel: direct moves (§6.9.3, Lost Legion §2.1.1, §5.7.10) -------------------------

def movement_part(ctx: Ctx) -> bool:
    """Direct moves only in the movement part of a Regular turn, never in combat (Lost Legion §5.7.10)."""
    turn = ctx.state.turn
    return turn.combat is None and turn.kind != "rest" and not turn.action_taken


def direct_moves(ctx: Ctx, seat: int, steps: int, forbidden: tuple[str, ...]) -> dict[str, int]:
    """Safe spaces (§6.10) within `steps` revealed spaces, by label, with the number of spaces moved."""
    layout = layout_of(ctx)
    return {space_label(layout, there): count for there, count in _reachable(ctx, seat, steps, forbidden).items()
            if movement.is_safe(ctx, seat, hex_key(*there))}


def _reachable(ctx: Ctx, seat: int, steps: int, forbidden: tuple[str, ...]) -> dict[tuple[int, int], int]:
    """Revealed spaces within `steps`, with the number of spaces moved. The way goes over anything but `forbidden`
    terrain, Walls included (§6.9.3, LL §2.1.1); leaving is not provoking."""
    layout = layout_of(ctx)
    start = parse_hex(ctx.player(seat).position)
    moved, frontier = {start: 0}, [start]
    for step in range(1, steps + 1):
        frontier = [there for here in frontier for there in neighbours(here)
                    if there in layout and space_at(layout, ctx.catalog, there).terrain not in forbidden]
        for there in frontier:
            moved.setdefault(there, step)
        frontier = [there for there in frontier if moved[there] == step]
    return {there: count for there, count in moved.items() if count}


def _wings_moves(ctx: Ctx, seat: int, hook: Hook) -> dict[str, int]:
    steps = min(int(hook.args["max_spaces"]), ctx.state.turn.move // int(hook.args["move_per_space"]))
    return direct_moves(ctx, seat, steps, ())


def wings_of_wind_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return movement_part(ctx) and bool(_wings_moves(ctx, ctx.state.turn.seat, hook))


@part.hook("wings_of_wind", wings_of_wind_playable)
def wings_of_wind(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision:
    """"Spend 1-5 Move points and move one revealed space for each. You must end in a safe space. Moving this way
    does not provoke rampaging enemies." decision: each space is offered once, for the fewest Move points that reach
    it (spending more would buy nothing)."""
    return Decision("wings_of_wind", seat, list(_wings_moves(ctx, seat, hook)))


@part.answers("wings_of_wind")
def answer_wings_of_wind(ctx: Ctx, seat: int, decision: Decision, label: str) -> Decision | None:
    hook = effect_paths.node_at(ctx, decision.path)
    ctx.state.turn.move -= _wings_moves(ctx, seat, hook)[label] * int(hook.args["move_per_space"])
    return move_directly(ctx, seat, label)


def _underground_moves(ctx: Ctx, seat: int, hook: Hook) -> dict[str, int]:
    return direct_moves(ctx, seat, int(hook.args["spaces"]), tuple(hook.args["forbidden_terrain"]))


def underground_travel_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return movement_part(ctx) and bool(_underground_moves(ctx, ctx.state.turn.seat, hook))


@part.hook("underground_travel", underground_travel_playable)
def underground_travel(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision:
    """"Move by up to 3 revealed spaces. You may not move to or through swamps or lakes this way, and you must end
    your move on a safe space. Moving this way does not provoke rampaging enemies."""
    return Decision("underground_travel", seat, list(_underground_moves(ctx, seat, hook)))


@part.answers("underground_travel")
def answer_underground_travel(ctx: Ctx, seat: int, decision: Decision, label: str) -> Decision | None:
    return move_directly(ctx, seat, label)


def _assault_targets(ctx: Ctx, seat: int, hook: Hook) -> list[str]:
    """Fortified sites to assault within reach. decision: ending on another player's space (an attack on that
    player) is not offered: combat between players (§11) is not part of this engine yet."""
    layout = layout_of(ctx)
    reached = _reachable(ctx, seat, int(hook.args["spaces"]), tuple(hook.args["forbidden_terrain"]))
    return [space_label(layout, there) for there in reached if assault_on(ctx, layout, there)]


def underground_attack_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return movement_part(ctx) and bool(_assault_targets(ctx, ctx.state.turn.seat, hook))


@part.hook("underground_travel_attack", underground_attack_playable)
def underground_travel_attack(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision:
    """"Same as the basic effect, except you have to end your move on a fortified site. It ends your movement and
    counts as an assault. Ignore site fortifications. If withdrawing after the combat, return to your original
    position": the combat's way back (Combat.came_from) is where the move began."""
    return Decision("underground_attack", seat, _assault_targets(ctx, seat, hook))


@part.answers("underground_attack")
def answer_underground_attack(ctx: Ctx, seat: int, decision: Decision, label: str) -> None:
    origin = parse_hex(ctx.player(seat).position)
    target = _put_figure(ctx, seat, label)
    ctx.say("underground_attack", f"{ctx.hero_name(seat).en} assaults {label} from below.",
            f"{ctx.hero_name(seat).de} greift {shown_label(label, 'de')} von unten an.", seat=seat)
    begin.after_move(ctx, seat, target, origin, [], True)
    for foe in ctx.state.turn.combat.foes:
        foe.flags.append(values.SITE_FORTIFICATION_IGNORED)


def _put_figure(ctx: Ctx, seat: int, label: str) -> tuple[int, int]:
    """The Hero stands on the space now, moved this turn; it is on the turn's path for Forced Withdrawal (§9.2)."""
    player, turn = ctx.player(seat), ctx.state.turn
    target = parse_label(layout_of(ctx), label)
    player.position = hex_key(*target)
    turn.path.append(player.position)
    turn.moved, turn.kind = True, "regular"
    return target


def move_directly(ctx: Ctx, seat: int, label: str) -> Decision | None:
    """The figure is put on the space: part of the movement (no action yet)."""
    target = _put_figure(ctx, seat, label)
    ctx.say("moved",
            f"{ctx.hero_name(seat).en} moves to {label}.", f"{ctx.hero_name(seat).de} zieht nach {shown_label(label, 'de')}.", seat=seat)
    movement.reveal_adjacent_defenders(ctx, target)
    return basic_actions.after_move(ctx, seat)


# --- Space Bending, strong: Time Bending (§5.6.5) --------------------------------------------------------------

def time_bending_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    """Not with another extra turn already coming (The Right Moment), nor with a Hand limit bonus for this turn's
    draw, which Time Bending skips."""
    return ctx.state.round.extra_turn_for is None and not hand_limit_bonus(ctx)


@part.hook("space_bending_time_bending", time_bending_playable)
def space_bending_time_bending(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"At the end of your turn, set this card aside for the rest of the Round. Put all other cards you played this
    turn back in your hand. Skip the draw. Immediately take another turn." The card set aside is the one at the
    root of the effect: the card that played Time Bending, if another did (§5.6.5)."""
    ctx.state.turn.bent_by = path[1]
    ctx.state.round.extra_turn_for = seat
    ctx.say("time_bending", f"{ctx.hero_name(seat).en} will take another turn right after this one.",
            f"{ctx.hero_name(seat).de} macht direkt danach noch einen Zug.", seat=seat)


@part.reacts(PLAY_AREA_CLEARING)
def clear_bent_play_area(ctx: Ctx, seat: int) -> None:
    """§9.3 under Time Bending: the card is set aside until the Round ends (rounds.py shuffles it back in), the others
    played go back to the hand; discarded or thrown away cards are not in the Play area."""
    if ctx.state.turn.bent_by is None:
        return
    player, card = ctx.player(seat), ctx.state.turn.bent_by
    played = [each.card for each in player.play_area]
    played.remove(card)
    player.set_aside.append(card)
    player.hand.extend(played)
    player.play_area.clear()
    ctx.say("set_aside", "Time Bending: the cards played return to the hand.",
            "Zeitkrümmung: die gespielten Karten kehren auf die Hand zurück.")


# --- Meditation, Trance (§9.7, Lost Legion §2.8.2) -------------------------------------------------------------

MEDITATION = "meditation"  # [MEDITATION, cards still to place, the cards picked at random ...]
TOP, BOTTOM = "top", "bottom"


def hand_limit_bonus(ctx: Ctx) -> int:
    """This turn's `hand_limit` modifiers, for the draw at its end (turns.py)."""
    changes = [effect_paths.node_at(ctx, path).change for path in ctx.state.turn.modifiers]
    return sum(change.amount for change in changes if isinstance(change, HandLimit))


@part.adjusts(HAND_LIMIT_BONUS)
def hand_limit_bonus_drawn(ctx: Ctx, bonus: int, seat: int) -> int:
    return hand_limit_bonus(ctx) + bonus


@part.hook("meditation")
def meditation(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """"Randomly pick two cards from your discard pile (Trance: choose them) and place them either on the top or
    bottom of your Deeds deck": card by card, so any order on top can be made."""
    discard, count = ctx.player(seat).discard, min(int(hook.args["count"]), len(ctx.player(seat).discard))
    picked = []
    if hook.args["random"]:
        order = list(range(len(discard)))
        ctx.state.rng.shuffle(order)
        picked = [discard[index] for index in order[:count]]
        if picked:
            names = ", ".join(ctx.catalog.cards[card].name.en for card in picked)
            names_de = ", ".join(ctx.catalog.cards[card].name.de for card in picked)
            ctx.say("meditation", f"Meditation picks {names}.", f"Meditation zieht {names_de}.", reveals=True)
    ctx.state.turn.lasting.append([MEDITATION, str(count), *picked])
    return _meditation_offer(ctx, seat)


def _meditation_offer(ctx: Ctx, seat: int) -> Decision | None:
    entry = _entry(ctx, MEDITATION)
    if int(entry[1]) == 0:
        ctx.state.turn.lasting.remove(entry)
        return None
    cards = dict.fromkeys(entry[2:] or ctx.player(seat).discard)
    return Decision("meditation", seat, [f"{card}:{where}" for card in cards for where in (TOP, BOTTOM)])


@part.answers("meditation")
def answer_meditation(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    entry, player = _entry(ctx, MEDITATION), ctx.player(seat)
    card, where = option.split(":")
    entry[1] = str(int(entry[1]) - 1)
    if card in entry[2:]:
        entry.remove(card)
    player.discard.remove(card)
    if where == TOP:
        player.deck.append(card)
    else:
        player.deck.insert(0, card)
    return _meditation_offer(ctx, seat)


# --- Mana Claim, Mana Curse (interactive, §1.5, §5.9) -----------------------------------------------------------

MANA_CLAIM, MANA_CURSE = "mana_claim", "mana_curse"  # Turn.lasting [MANA_CLAIM, die]; [MANA_CURSE] once wounded
CLAIM_TOKENS_NOW = 3


def _claimable_dice(ctx: Ctx) -> list[str]:
    """One die per basic colour among the free Source dice (none while the Source is closed to the player)."""
    if mana.source_closed(ctx):
        return []
    return [option for color, option in basic_actions.free_dice(ctx).items() if color in BASIC_COLORS]


def mana_claim_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return bool(_claimable_dice(ctx))


@part.hook(MANA_CLAIM, mana_claim_playable)
def mana_claim(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision:
    """"Take a mana die of a basic color from the Source and keep it in your Play area until the end of the Round":
    taken, not used, so not the turn's die (as Mana Draw, §5.9.3); nobody may use it until the Source is rolled
    anew for the next Round (rounds.py)."""
    return Decision("mana_claim_die", seat, _claimable_dice(ctx))


@part.answers("mana_claim_die")
def answer_mana_claim_die(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision:
    index = int(option.removeprefix("die:"))
    ctx.state.source[index].taken_by = seat
    ctx.state.turn.lasting.append([MANA_CLAIM, str(index)])
    return Decision("mana_claim_tokens", seat, [CLAIM_NOW, CLAIM_EACH_TURN])


@part.answers("mana_claim_tokens")
def answer_mana_claim_tokens(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    """"You can either gain 3 mana tokens of that color this turn, or one mana token of that color each turn for the
    remainder of the Round (starting with your next turn)" (turns.claimed_mana gives those)."""
    die = ctx.state.source[int(_claimed_now(ctx)[1])]
    die.claim = option
    if option == CLAIM_NOW:
        ctx.state.turn.tokens.extend([die.color] * CLAIM_TOKENS_NOW)
    ctx.say("mana_claim",
            f"{ctx.hero_name(seat).en} claims a {die.color} die of the Source until the end of the Round.",
            f"{ctx.hero_name(seat).de} beansprucht einen Würfel der Quelle ({german_color(die.color)}) "
            f"bis zum Rundenende.", seat=seat)


def _claimed_now(ctx: Ctx) -> list[str]:
    return ctx.state.turn.entries(MANA_CLAIM)[-1]


@part.hook("mana_claim_curse")
def mana_claim_curse(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"Until the end of the Round: each time another player uses one or more mana of that color on their turn (from
    any source), they take a Wound" (mana_used). Nothing in the final turns, where it could only harm (LL §5.8)."""
    if not final_turns(ctx):
        ctx.state.source[int(_claimed_now(ctx)[1])].cursed = True


@part.reacts(MANA_SPENT)
def mana_used(ctx: Ctx, seat: int, colors: list[str]) -> None:
    """Mana was paid (mana.pay_mana). Mana Curse: a Wound, once per turn, to a player other than the die's keeper who
    used mana of its colour on their own turn. decision: mana of that colour is a die, crystal or token showing it;
    gold or black paying in its place is not."""
    turn = ctx.state.turn
    if turn.seat != seat or [MANA_CURSE] in turn.lasting:
        return
    if any(die.cursed and die.taken_by != seat and die.color in colors for die in ctx.state.source):
        turn.lasting.append([MANA_CURSE])
        resolve.take_wounds(ctx, seat, 1)
        ctx.say("mana_curse", f"Mana Curse: {ctx.hero_name(seat).en} takes a Wound.",
                f"Manafluch: {ctx.hero_name(seat).de} erhält eine Verletzung.", seat=seat)


# --- Charm, basic: during interaction (§7.4) -------------------------------------------------------------------

CHARM, UNIT_DISCOUNT = "charm", "unit_discount"  # [CHARM, discount] in Turn.lasting until a Unit is recruited


@part.hook(CHARM)
def charm(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """After its Influence 4: "If you use this during interaction then either gain a crystal of any color to your
    Inventory or get a discount of 3 towards the cost of one Unit." decision: played where an interaction may begin,
    taking either begins it (as Glittering Fortune); "skip" keeps the Influence only, outside the interaction."""
    turn = ctx.state.turn
    if turn.interaction is None and not interaction.may_begin(ctx, seat):
        return None
    skip = [SKIP] if turn.interaction is None else []
    return Decision(CHARM, seat, [f"crystal:{color}" for color in BASIC_COLORS] + [UNIT_DISCOUNT] + skip)


@part.answers(CHARM)
def answer_charm(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    if option == SKIP:
        return
    if ctx.state.turn.interaction is None:
        interaction.begin_here(ctx, seat)
    if option == UNIT_DISCOUNT:
        ctx.state.turn.lasting.append([CHARM, str(effect_paths.node_at(ctx, decision.path).args[UNIT_DISCOUNT])])
        ctx.say("charm", "Charm: the next Unit recruited costs 3 less.",
                "Bezaubern: die nächste rekrutierte Einheit kostet 3 weniger.")
    else:
        resolve.gain_color(ctx, seat, "crystal", option.removeprefix("crystal:"))


CHARM_WORD = "charm"  # the `discount=` word of a recruit with Charm's discount (interaction.py)


@part.adjusts(RECRUIT_DISCOUNTS)
def _charm_discount(ctx: Ctx, discounts: dict[str, int]) -> dict[str, int]:
    amount = charm_discount(ctx)
    return {**discounts, CHARM_WORD: amount} if amount else discounts


@part.reacts(RECRUIT_DISCOUNT_USED)
def _charm_used(ctx: Ctx, seat: int, words: list[str]) -> None:
    if CHARM_WORD in words:
        use_charm_discount(ctx)


def charm_discount(ctx: Ctx) -> int:
    """The recruiting discount Charm gives now (interaction.py offers recruits with and without it)."""
    return next((int(entry[1]) for entry in ctx.state.turn.lasting if entry[0] == CHARM), 0)


def use_charm_discount(ctx: Ctx) -> None:
    ctx.state.turn.lasting.remove(ctx.state.turn.entries(CHARM)[0])


# --- Mist Form: no hills (§6.9) ----------------------------------------------------------------------------------

MIST_FORM_NO_HILLS = "mist_form_no_hills"
MIST_FORM_CLOSED = ("hills", "mountain")  # "You cannot enter hills and mountains for the rest of this turn"


@part.adjusts(CLOSED_TERRAINS)
def closed_terrains(ctx: Ctx, closed: tuple[str, ...] = ()) -> tuple[str, ...]:
    """Terrains no effect opens this turn (spaces.py): Mist Form closes hills, and mountains even to an effect that
    would make them passable."""
    return closed + (MIST_FORM_CLOSED if combat_effects.rule_active(ctx, MIST_FORM_NO_HILLS) else ())


# --- Named rules ----------------------------------------------------------------------------------------------------

# Rule changes this module carries out where they act (movement.py).
part.carries_out(MIST_FORM_NO_HILLS, SPACE_BENDING_LEAP)

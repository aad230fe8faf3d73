"""Spell hooks (data/mageknight/spells.yaml): the Spells' effects the vocabulary cannot say (rules spec §5.1.3, §1.5).

hooks.py registers them (HOOKS: name -> (playable, run); DECISIONS: kind -> answer) with the same signatures as its
own hooks. The four interactive Spells (Mana Meltdown, Mind Read, Energy Flow; Mana Claim is not written yet) act on
the other players during the caster's turn: a choice one of them makes is a Decision with that player's seat, so
the engine still asks one seat at a time. In the final turns after the End of the Round was announced or the
scenario's end was reached, only the part that benefits the caster applies (Lost Legion §5.8).
"""
from __future__ import annotations

from engine.mageknight.catalog.effects import Hook
from engine.mageknight.catalog.enemy_effects import ChangeArmor, TargetEnemy
from engine.mageknight.combat import effects as combat_effects, values
from engine.mageknight.combat.phases import enemy_of
from engine.mageknight.context import Ctx
from engine.mageknight.state import BASIC_COLORS, Decision

SKIP, DONE = "skip", "done"  # the words resolve.py uses (imported from it below only as a module)
ACTION_OR_SPELL = ("basic_action", "advanced_action", "spell")
ACTION_CARDS = ("basic_action", "advanced_action")


def _always(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return True


def _entry(ctx: Ctx, name: str) -> list[str]:
    """This effect's progress while its questions are open: [name, values...] in Turn.lasting."""
    return next(entry for entry in ctx.state.turn.lasting if entry[0] == name)


def _final_turns(ctx: Ctx) -> bool:
    """The last turns after the End of the Round was announced or the scenario's end reached (Lost Legion §5.8)."""
    return ctx.state.round.end_announced_by is not None or ctx.state.round.scenario_end


def _others(ctx: Ctx, seat: int) -> list[int]:
    """The other players an interactive Spell harms, in seat order after the caster; none in the final turns."""
    if _final_turns(ctx):
        return []
    count = ctx.state.seats
    return [(seat + step) % count for step in range(1, count)]


def _hero(ctx: Ctx, seat: int):
    return ctx.catalog.heroes[ctx.player(seat).hero].name


def _wound_other(ctx: Ctx, seat: int, count: int) -> None:
    """Wounds into another player's hand: not the caster's turn's Wounds, so never towards the caster's Knock-out."""
    if count:
        ctx.player(seat).hand.extend([resolve.WOUND] * count)
        name = _hero(ctx, seat)
        ctx.say("wounded", f"{name.en} takes {count} Wound(s).", f"{name.de} erhält {count} Verletzung(en).",
                seat=seat)


# --- Restoration, strong: Rebirth (§10.3, Lost Legion §5.7.16) ------------------------------------------------

REBIRTH = "restoration_rebirth"


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


def _glory_units(ctx: Ctx) -> list[str]:
    """Units of the offer that may be gained other than by interaction (not those marked "!")."""
    return [unit for unit in dict.fromkeys(ctx.state.offers.units) if not units.interaction_only(ctx, unit)]


def call_to_glory_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return bool(_glory_units(ctx))


def call_to_arms_call_to_glory(ctx: Ctx, seat: int, hook: Hook, path: list[str],
                               queue: list[list[str]]) -> Decision:
    """"Recruit any one Unit from the Units offer for free (at your Command limit, disband one first)": the Unit and,
    when no Command token is free, the Unit to disband, in one option (`peasants+disband:0`)."""
    options = [unit if disband is None else f"{unit}{DISBAND}{disband}"
               for unit in _glory_units(ctx) for disband in units.disband_choices(ctx, seat)]
    return Decision("call_to_glory", seat, options)


def answer_call_to_glory(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    """Not an interaction: no Influence, no Reputation rules of Thugs or Heroes; the offer is not refilled (§5.7.3)."""
    unit, _, disband = option.partition(DISBAND)
    ctx.state.offers.units.remove(unit)
    units.gain_unit(ctx, seat, unit, int(disband) if disband else None)
    name = ctx.catalog.units[unit].name
    ctx.say("recruited", f"{_hero(ctx, seat).en} gains {name.en} for free.",
            f"{_hero(ctx, seat).de} erhält {name.de} kostenlos.", unit=unit)


# --- Offering, basic: crystals for discarded cards (§5.8.1) --------------------------------------------------------

OFFERING = "offering"


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


def answer_offering_color(ctx: Ctx, seat: int, decision: Decision, color: str) -> Decision | None:
    resolve.gain_color(ctx, seat, "crystal", color)
    return _offering_offer(ctx, seat)


# --- Mana Meltdown and Mana Radiance (interactive, §1.5) ------------------------------------------------------------

MELTDOWN = "mana_meltdown"


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
        name = _hero(ctx, other)
        ctx.say("crystal_lost", f"{name.en} loses a {color} crystal.", f"{name.de} verliert einen Kristall ({color}).",
                reveals=True, seat=other, color=color)
    if not lost:
        return None
    return Decision(MELTDOWN, seat, [color for color in BASIC_COLORS if color in lost] + [SKIP])


def answer_mana_meltdown(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    if option != SKIP:
        resolve.gain_color(ctx, seat, "crystal", option)


def mana_meltdown_radiance(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision:
    """"Choose a basic mana color. Each player, including you, takes a Wound for each crystal of that color they own.
    Gain two crystals of the chosen color." The others cannot turn crystals into mana to escape (LL §5.8)."""
    return Decision("mana_radiance", seat, list(BASIC_COLORS))


def answer_mana_radiance(ctx: Ctx, seat: int, decision: Decision, color: str) -> None:
    for other in _others(ctx, seat):
        _wound_other(ctx, other, ctx.player(other).crystals[color])
    resolve.take_wounds(ctx, seat, ctx.player(seat).crystals[color])  # in a combat towards Knock-out (§8.8.7)
    for _ in range(2):
        resolve.gain_color(ctx, seat, "crystal", color)


# --- Mind Read, Mind Steal (interactive, §1.5) --------------------------------------------------------------------

MIND_READ = "mind_read"  # [MIND_READ, colour, players asked so far, "seat:card" discarded ...]


def mind_read(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision:
    """"Choose a color. Gain a crystal of the chosen color. Each other player must discard a Spell or Action card of
    that color from their hand, or reveal their hand to show that they have none.\""""
    return Decision("mind_read_color", seat, list(BASIC_COLORS))


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
    hand, name = ctx.player(seat).hand, _hero(ctx, seat)
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
    name, card_name = _hero(ctx, seat), ctx.catalog.cards[card].name
    ctx.say("discarded", f"{name.en} discards {card_name.en}.", f"{name.de} legt {card_name.de} ab.", reveals=True,
            seat=seat, card=card)


def answer_mind_read_discard(ctx: Ctx, seat: int, decision: Decision, card: str) -> Decision | None:
    _mind_read_discard(ctx, seat, card)
    return _mind_read_next(ctx, decision.path)


def _mind_steal_offer(ctx: Ctx, caster: int, path: list[str], discarded: list[str]) -> Decision | None:
    """Mind Steal: "you may permanently steal one of the Action cards (not Spells) discarded this way\""""
    if not resolve.node_at(ctx, path).args["steal"]:
        return None
    loot = [option for option in discarded if ctx.catalog.cards[option.split(":")[1]].kind in ACTION_CARDS]
    return Decision("mind_steal", caster, loot + [SKIP]) if loot else None


def answer_mind_steal(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    if option == SKIP:
        return
    owner, card = option.split(":")
    ctx.player(int(owner)).discard.remove(card)
    ctx.player(seat).hand.append(card)
    name = ctx.catalog.cards[card].name
    ctx.say("card_stolen", f"{_hero(ctx, seat).en} steals {name.en}.", f"{_hero(ctx, seat).de} stiehlt {name.de}.",
            card=card)


# --- Energy Flow, Energy Steal (interactive, §1.5, §5.10.6) ---------------------------------------------------------

ENERGY_FLOW = "energy_flow"  # [ENERGY_FLOW, other players asked so far]


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


def answer_energy_flow_spend(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    if option != SKIP:
        other, _, target = option.partition(":")
        unit = ctx.player(int(other)).units[int(target.removeprefix("unit:"))]
        unit.ready = False
        name = ctx.catalog.units[unit.unit].name
        ctx.say("unit_spent", f"{name.en} of {_hero(ctx, int(other)).en} is spent.",
                f"{name.de} von {_hero(ctx, int(other)).de} ist erschöpft.", seat=int(other), unit=unit.unit)
    return _energy_flow_next(ctx, seat, resolve.node_at(ctx, decision.path))


# --- Cure (§10.3) -----------------------------------------------------------------------------------------------

CURE = "cure"  # [CURE] in Turn.lasting: one per Cure played; each makes later healing this turn draw and ready


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


def wounds_healed(ctx: Ctx, seat: int, count: int) -> None:
    """Wounds were healed from the hand (resolve.heal_hand): counted for Cure, and a card each per Cure played."""
    ctx.state.turn.wounds_healed += count
    resolve.draw_cards(ctx, seat, count * _cures(ctx))


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


def cure_disease(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"All enemies blocked during the Block phase get their Armor reduced to 1": by as much as the higher of an
    Elusive enemy's two values stands above 1, so both values end at 1 (LL §2.5)."""
    combat = ctx.state.turn.combat
    for index in _blocked_enemies(ctx, path):
        foe = combat.foes[index]
        excess = values.armor(enemy_of(ctx, foe), foe, "ranged_siege") - 1
        combat_effects.apply_to(ctx, seat, TargetEnemy("one", (), (ChangeArmor(-excess),)), index)


# --- The registry (hooks.py wraps these) --------------------------------------------------------------------------

HOOKS = {
    "restoration_rebirth": (_always, restoration_rebirth),
    "call_to_arms_call_to_glory": (call_to_glory_playable, call_to_arms_call_to_glory),
    "offering": (_always, offering),
    "mana_meltdown": (_always, mana_meltdown),
    "mana_meltdown_radiance": (_always, mana_meltdown_radiance),
    "mind_read": (_always, mind_read),
    "energy_flow": (_always, energy_flow),
    "cure_disease": (cure_disease_playable, cure_disease),
    "cure": (_always, cure),
}

DECISIONS = {
    "rebirth": answer_rebirth,
    "call_to_glory": answer_call_to_glory,
    "offering": answer_offering,
    "offering_color": answer_offering_color,
    MELTDOWN: answer_mana_meltdown,
    "mana_radiance": answer_mana_radiance,
    "mind_read_color": answer_mind_read_color,
    "mind_read_discard": answer_mind_read_discard,
    "mind_steal": answer_mind_steal,
    "energy_flow_spend": answer_energy_flow_spend,
}

# Last, as module objects: resolve imports hooks, which imports this module and needs the registry above.
from engine.mageknight import resolve, units  # noqa: E402

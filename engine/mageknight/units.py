"""Units (rules spec §5.10, §10.2): Command tokens, gaining and disbanding, activating an ability.

A Unit is a UnitCard in the player's Unit area: Ready or Spent, Wounded or not (§1.7). Readying and
healing Units are effects, carried out by resolve.py (§5.10.6, §10.3); Units are readied at the start
of every Round by rounds.py (§3.2.7.2).

Banner Artifacts (§5.11) are assigned to Units from the hand and live on the UnitCard (`banner`).

Command tokens, a Unit card's standing rules and a Unit leaving the game are unit_area.py's (below resolve.py, so
that combat reads them); its names are re-exported here for the callers that still ask units.

Action notation:
    unit unit=0 ability=2              activate Unit 0 (its place in the Unit area) for its ability 2
    unit unit=1 ability=0 mana=die:3   an ability with a mana symbol is paid first (§5.10.5)
    banner card=banner_of_glory unit=0 assign a Banner from the hand to Unit 0 (§5.11.1)
"""
from __future__ import annotations

from engine.core import Action, RuleError
from engine.mageknight import timing
from engine.mageknight.catalog.effects import Hook
from engine.mageknight.mazes import maze_companion
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.mana import pay_mana, payment_options
from engine.mageknight.resolve import playable, resolve_queue
from engine.mageknight.rulebook import BANNER_STANDS_IN, COMMAND_STAND_IN
from engine.mageknight.state import BASIC_COLORS, Decision, UnitCard
from engine.mageknight.unit_area import (BONDS, MULTI_ABILITY, bonds_choices, bonds_token_free, discard_banner,
                                         has_free_command_token, interaction_only, is_standing_rule, leave_without_command,
                                         recruit_terms, remove_unit, unit_allowed_in, unit_term, with_command_token)
from engine.mageknight.words import german_color


def command_stand_in(ctx: Ctx, seat: int) -> str | None:
    """The card waiting to take the place of the Command token of a Unit gained this turn (Banner of Command, Lost
    Legion 2.3), or None."""
    return ctx.rules.adjust(COMMAND_STAND_IN, ctx, None, seat)


def _stand_in_assignments(ctx: Ctx, seat: int) -> list[Action]:
    """The waiting card onto a Unit gained this turn (the caller checks the moment, §5.11.1)."""
    card = command_stand_in(ctx, seat)
    if card is None:
        return []
    return [Action.of("banner", card=card, unit=index) for index in ctx.state.turn.units_joined]


def disband_choices(ctx: Ctx, seat: int) -> list[int | str | None]:
    """None (no disbanding) while a Command token is free; else the Unit to disband, whose token is freed (§5.10.4),
    or None when a waiting Banner of Command is to stand in for the new Unit's token (Lost Legion 2.3). BONDS while
    the Bonds of Loyalty token is free: then not every Command token is in use, so nobody is disbanded (§5.10.4)."""
    bonds = bonds_choices(ctx, seat)
    if has_free_command_token(ctx, seat):
        return [None] + bonds
    return [None] * bool(command_stand_in(ctx, seat)) + (bonds or with_command_token(ctx, seat))


def read_disband(ctx: Ctx, seat: int, text: str | None) -> int | str | None:
    """The `disband=` argument of a recruit, checked against §5.10.4 (`bonds`: the Bonds of Loyalty token)."""
    if text == BONDS:
        if not bonds_token_free(ctx, seat):
            raise refuse("You have no free Bonds of Loyalty token.", "Du hast kein freies Treueband.", "5.10.4")
        return text
    if has_free_command_token(ctx, seat):
        if text is not None:
            raise refuse("You still have a free Command token: nobody needs to be disbanded.",
                         "Du hast noch ein freies Befehlsplättchen: niemand muss entlassen werden.", "5.10.4")
        return None
    if text is None and command_stand_in(ctx, seat) is not None:
        return None
    if bonds_token_free(ctx, seat):
        raise refuse("Your Bonds of Loyalty token is free: nobody is disbanded, the Unit goes under it "
                     "(disband=bonds).",
                     "Dein Treueband ist frei: niemand wird entlassen, die Einheit kommt darunter (disband=bonds).",
                     "5.10.4")
    tokened = with_command_token(ctx, seat)
    if text is None or not text.isdigit() or int(text) not in tokened:
        listed = ", ".join(map(str, tokened))
        raise refuse(f"All your Command tokens are in use: disband one of the Units holding one "
                     f"(`disband=` {listed}).",
                     f"Alle Befehlsplättchen sind belegt: entlasse eine Einheit mit Befehlsplättchen "
                     f"(`disband=` {listed}).", "5.10.4")
    return int(text)


def gain_unit(ctx: Ctx, seat: int, unit_id: str, disband: int | str | None, mana: str | None = None) -> None:
    """§5.10.4: the new Unit is Ready and unwounded, whatever the state of the disbanded one (out of the game).
    `mana`: the colour of the mana token put on the card (Magic Familiars). `disband` BONDS: nobody is disbanded,
    the Unit takes the Bonds of Loyalty token."""
    player = ctx.player(seat)
    banner_stands_in = (disband is None and not has_free_command_token(ctx, seat)
                        and command_stand_in(ctx, seat) is not None)
    bonded = disband == BONDS
    if disband is not None and not bonded:
        remove_unit(ctx, seat, disband, "unit_disbanded", "is disbanded", "wird entlassen")
    player.units.append(UnitCard(unit_id, mana=mana, bonded=bonded))
    turn = ctx.state.turn
    if turn is not None and turn.seat == seat:
        turn.units_joined.append(len(player.units) - 1)
    if banner_stands_in:
        ctx.rules.react(BANNER_STANDS_IN, ctx, seat, len(player.units) - 1)


# --- Round preparation: Magic Familiars' upkeep (Lost Legion) and Banners (§3.2.7) ----------------------

DISBAND = "disband"
KEEP = "keep"

def preparation_question(ctx: Ctx, seat: int) -> Decision | None:
    """The next choice this player makes while preparing the Round (§3.2.7), or None when there is none left.

    Magic Familiars' upkeep first (pay 1 crystal per Unit, any colour; the colour becomes the card's mana;
    or let the Unit go), then which Banners to take off their Units (§5.11.3, §3.2.7.1).
    """
    player, number = ctx.player(seat), ctx.state.round.number
    for index, unit in enumerate(player.units):
        if unit.upkeep_round != number and int(recruit_terms(ctx, unit.unit).get("upkeep_crystals", 0)):
            colors = [c for c in BASIC_COLORS if player.crystals[c]]
            return Decision("upkeep", seat, colors + [DISBAND], [str(index)])
    bannered = [str(i) for i, unit in enumerate(player.units) if unit.banner is not None]
    if bannered and seat not in ctx.state.round.banners_settled:
        return Decision("banners", seat, [f"release:{i}" for i in bannered] + [KEEP])
    return None


def answer_preparation(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    player = ctx.player(seat)
    if decision.kind == "upkeep":
        index = int(decision.path[0])
        unit = player.units[index]
        if option == DISBAND:
            remove_unit(ctx, seat, index, "unit_upkeep_unpaid", "is not paid and leaves the game",
                        "wird nicht bezahlt und verlässt das Spiel")
            return
        player.crystals[option] -= 1
        unit.mana, unit.upkeep_round = option, ctx.state.round.number
        name = ctx.catalog.units[unit.unit].name
        ctx.say("unit_upkeep", f"{name.en}: upkeep paid with a {option} crystal.",
                f"{name.de}: Unterhalt mit einem Kristall ({german_color(option)}) bezahlt.", unit=unit.unit)
    elif option == KEEP:
        ctx.state.round.banners_settled.append(seat)
    else:
        release_banners(ctx, seat, (int(option.split(":")[1]),))


# --- Activation (§5.10.5) ------------------------------------------------------------------------

def may_activate_now(ctx: Ctx) -> bool:
    """Not while a decision is open or the turn ends, nor while damage is assigned; which Units may fight in this
    combat is unit_may_fight's question."""
    turn = ctx.state.turn
    return (turn is not None and turn.decision is None and turn.ending_step < 0
            and (turn.combat is None or not turn.combat.damage))


def unit_may_fight(ctx: Ctx, index: int) -> bool:
    """In combat, unit_allowed_in; in a maze or labyrinth only the Unit that came along, from the moment the site is
    entered (Lost Legion §2.1.2)."""
    combat = ctx.state.turn.combat
    if combat is not None:
        return unit_allowed_in(ctx, combat, ctx.state.turn.seat, index)
    entering, companion = maze_companion(ctx)
    return not entering or companion == index


def _activation_influence(ctx: Ctx, unit_id: str) -> int:
    """Heroes cost 2 Influence to activate during an assault (their card)."""
    combat = ctx.state.turn.combat
    if combat is None or combat.kind != "assault":
        return 0
    return unit_term(ctx, unit_id, "activation_influence")


def _mana_needed(ctx: Ctx, unit_id: str, ability: int) -> list[tuple[str, ...]]:
    color = ctx.catalog.units[unit_id].abilities[ability].mana
    return [(color,)] if color else []


def _ability_playable(ctx: Ctx, index: int, ability) -> bool:
    """Now is a moment the ability may be used at (its `when`), and resolve.playable, with Turn.unit_activated naming
    the Unit asked about while asking: conditions on "this Unit" (Magic Familiars' {mana_paid: COLOR}, the mana on
    the card) read it. Restored, so asking changes nothing."""
    if not timing.fits(ctx, ability.when):
        return False
    turn = ctx.state.turn
    before, turn.unit_activated = turn.unit_activated, index
    try:
        return playable(ctx, ability.effect)
    finally:
        turn.unit_activated = before


def _abilities_used(ctx: Ctx, index: int) -> list[int] | None:
    """For a Unit that may use several abilities per activation, those it used this turn (None: another Unit)."""
    abilities = ctx.catalog.units[ctx.player(ctx.state.turn.seat).units[index].unit].abilities
    if not any(isinstance(ability.effect, Hook) and ability.effect.name == MULTI_ABILITY for ability in abilities):
        return None
    return [int(entry[2]) for entry in ctx.state.turn.lasting if entry[0] == MULTI_ABILITY and int(entry[1]) == index]


def _may_use(ctx: Ctx, index: int, number: int) -> bool:
    """Ready, or activated this turn by a multi-ability Unit that has not used this ability yet; never wounded."""
    unit = ctx.player(ctx.state.turn.seat).units[index]
    used = _abilities_used(ctx, index)
    if unit.wounded or (used is not None and number in used):
        return False
    return unit.ready or bool(used)


def legal_activations(ctx: Ctx, seat: int) -> list[Action]:
    if not may_activate_now(ctx):
        return []
    actions = []
    for index in range(len(ctx.player(seat).units)):
        actions += _activations_of(ctx, seat, index)
    return actions + _borrowed_activations(ctx, seat)


def _activations_of(ctx: Ctx, seat: int, index: int) -> list[Action]:
    unit = ctx.player(seat).units[index]
    if unit.wounded or not unit_may_fight(ctx, index):
        return []
    if ctx.state.turn.influence < _activation_influence(ctx, unit.unit):
        return []
    actions = []
    for number, ability in enumerate(ctx.catalog.units[unit.unit].abilities):
        if is_standing_rule(ability) or not _may_use(ctx, index, number):
            continue
        if not _ability_playable(ctx, index, ability):
            continue
        needed = _mana_needed(ctx, unit.unit, number)
        if not needed:
            actions.append(Action.of("unit", unit=index, ability=number))
        for payment in payment_options(ctx, seat, needed) if needed else ():
            actions.append(Action.of("unit", unit=index, ability=number, mana=payment))
    return actions


# --- Call to Arms: one ability of a Unit in the offer, as if it were one of yours, this turn -----------------

CALL_TO_ARMS = "call_to_arms"  # Turn.lasting [CALL_TO_ARMS, "granted" | "in_use" | "used"] (spells.py)


def borrowed_right(ctx: Ctx) -> list[str] | None:
    return next(iter(ctx.state.turn.entries(CALL_TO_ARMS)), None)


def borrowable(ctx: Ctx) -> list[str]:
    """Units of the offer Call to Arms may use: not those recruited only by interaction ("!", Lost Legion)."""
    return [unit for unit in dict.fromkeys(ctx.state.offers.units) if not interaction_only(ctx, unit)]


def _borrowed_activations(ctx: Ctx, seat: int) -> list[Action]:
    """`unit offer=<id> ability=K`: each ability the Unit could use were it Ready in the Unit area."""
    entry = borrowed_right(ctx)
    if entry is None or entry[1] != "granted":
        return []
    actions, area = [], ctx.player(seat).units
    for unit_id in borrowable(ctx):
        area.append(UnitCard(unit_id))  # asked as it would stand there; taken away again at once
        try:
            for action in _activations_of(ctx, seat, len(area) - 1):
                actions.append(Action.of("unit", offer=unit_id,
                                         **{key: value for key, value in action.args if key != "unit"}))
        finally:
            area.pop()
    return actions


def _activate_borrowed(ctx: Ctx, seat: int, action: Action) -> None:
    """The Unit stands in the Unit area only while its ability resolves; no damage can be assigned to it
    (return_borrowed takes it back as soon as nothing of it is left to answer)."""
    entry, unit_id = borrowed_right(ctx), action.get("offer") or ""
    if action.get("unit") is not None:  # the borrowed Unit's place in the area is the engine's to give
        raise refuse("A Unit of the offer is named by `offer=` alone, without `unit=`.",
                     "Eine Einheit des Angebots wird nur mit `offer=` genannt, ohne `unit=`.", "5.10")
    if entry is None or entry[1] != "granted":
        raise refuse("Only Call to Arms lets you use a Unit of the offer, once this turn.",
                     "Nur Zu den Waffen erlaubt, eine Einheit des Angebots zu nutzen, einmal in diesem Zug.", "5.10")
    if unit_id not in borrowable(ctx):
        raise refuse("That Unit is not in the Unit offer (or is recruited only by interaction).",
                     "Diese Einheit ist nicht im Angebot (oder nur durch Interaktion zu rekrutieren).", "5.10")
    area = ctx.player(seat).units
    area.append(UnitCard(unit_id))
    entry[1] = "in_use"
    try:
        activate(ctx, seat, Action.of("unit", unit=len(area) - 1,
                                      **{key: value for key, value in action.args if key != "offer"}))
    except RuleError:
        area.pop()
        entry[1] = "granted"
        raise
    return_borrowed(ctx)


def is_borrowed(ctx: Ctx, index: int) -> bool:
    """The Unit at `index` is Call to Arms' Unit of the offer, standing in the Unit area while its ability resolves."""
    entry = borrowed_right(ctx)
    return entry is not None and entry[1] == "in_use" and index == len(ctx.player(ctx.state.turn.seat).units) - 1


def return_borrowed(ctx: Ctx) -> None:
    """Once the borrowed Unit's ability is carried out (no choice of it left open), it is back in the offer only."""
    turn = ctx.state.turn
    entry = borrowed_right(ctx) if turn is not None else None
    if entry is None or entry[1] != "in_use" or turn.decision is not None:
        return
    ctx.player(turn.seat).units.pop()
    entry[1] = "used"
    turn.unit_activated = None


def activate(ctx: Ctx, seat: int, action: Action) -> None:
    """Put the Command token on the Unit (Spent until the Round ends), then apply one of its abilities."""
    if action.get("offer") is not None:
        _activate_borrowed(ctx, seat, action)
        return
    player, turn = ctx.player(seat), ctx.state.turn
    index_text, ability_text = action.get("unit") or "", action.get("ability") or ""
    if index_text.isdigit() and not unit_may_fight(ctx, int(index_text)):
        raise refuse("That Unit cannot fight here.", "Diese Einheit kann hier nicht kämpfen.", "8.1.2")
    if not index_text.isdigit() or int(index_text) >= len(player.units):
        raise refuse("You have no such Unit (`unit=0` is the first in your Unit area).",
                     "Diese Einheit hast du nicht (`unit=0` ist die erste in deinem Einheitenbereich).", "5.10.2")
    index = int(index_text)
    unit = player.units[index]
    card = ctx.catalog.units[unit.unit]
    if not ability_text.isdigit() or int(ability_text) >= len(card.abilities):
        raise refuse(f"{card.name.en} has abilities 0..{len(card.abilities) - 1}.",
                     f"{card.name.de} hat die Fähigkeiten 0..{len(card.abilities) - 1}.", "5.10.5")
    number = int(ability_text)
    if not _may_use(ctx, index, number):
        raise refuse("Only a Ready, unwounded Unit can be activated (Delphana Masters: each ability once).",
                     "Nur eine bereite, unverletzte Einheit kann aktiviert werden (Delphana-Meister: jede Fähigkeit "
                     "einmal).", "5.10.5")
    if is_standing_rule(card.abilities[number]):
        raise refuse("That ability is always in effect; it is not activated.",
                     "Diese Fähigkeit gilt immer; sie wird nicht aktiviert.", "5.10.5")
    timing.check(ctx, card.name, card.abilities[number].when, used=True)
    if not _ability_playable(ctx, index, card.abilities[number]):
        raise timing.unplayable(ctx, card.abilities[number].effect)
    price = _activation_influence(ctx, unit.unit)
    if turn.influence < price:
        raise refuse(f"In an assault {card.name.en} must be paid {price} Influence to fight.",
                     f"Bei einem Überfall kostet {card.name.de} {price} Einfluss.", "5.10.5")
    pay_mana(ctx, seat, action.get("mana", ""), _mana_needed(ctx, unit.unit, number))
    turn.influence -= price
    unit.ready = False
    if _abilities_used(ctx, index) is not None:
        turn.lasting.append([MULTI_ABILITY, str(index), str(number)])
    turn.unit_activated = index
    if turn.combat is not None:
        turn.combat.units_activated += 1  # Dueling's Fame asks (combat/combat_skills.py)
    ctx.say("unit_activated", f"{card.name.en}: {card.abilities[number].text.en}",
            f"{card.name.de}: {card.abilities[number].text.de}", unit=unit.unit, ability=number, seat=seat)
    resolve_queue(ctx, seat, [["unit", unit.unit, str(number)]])


# --- Banner Artifacts (§5.11) -------------------------------------------------------------------------

def _banners_in_hand(ctx: Ctx, seat: int) -> list[str]:
    cards = ctx.catalog.cards
    return [card for card in dict.fromkeys(ctx.player(seat).hand) if card in cards and cards[card].banner]


def legal_banner_assignments(ctx: Ctx, seat: int) -> list[Action]:
    """§5.11.1: any time during one's turn (not while a choice is open or the turn is ending)."""
    if not may_activate_now(ctx):
        return []
    units = ctx.player(seat).units
    return [Action.of("banner", card=card, unit=index) for card in _banners_in_hand(ctx, seat)
            for index, unit in enumerate(units) if unit.banner != card] + _stand_in_assignments(ctx, seat)


def assign_banner(ctx: Ctx, seat: int, action: Action) -> None:
    """§5.11.1-2: the Banner leaves the hand (or, a waiting Banner of Command, the Play area) for the Unit; a Banner
    already there goes to the discard pile."""
    player = ctx.player(seat)
    card_id, index_text = action.get("card") or "", action.get("unit") or ""
    if not may_activate_now(ctx):
        raise refuse("A Banner is assigned during your turn, outside any open choice.",
                     "Ein Banner wird in deinem Zug zugewiesen, nicht während einer offenen Wahl.", "5.11.1")
    if not index_text.isdigit() or int(index_text) >= len(player.units):
        raise refuse("You have no such Unit (`unit=0` is the first in your Unit area).",
                     "Diese Einheit hast du nicht (`unit=0` ist die erste in deinem Einheitenbereich).", "5.11.1")
    index = int(index_text)
    commanded = player.units[index].banner_commands
    if Action.of("banner", card=card_id, unit=index) in _stand_in_assignments(ctx, seat):
        ctx.rules.react(BANNER_STANDS_IN, ctx, seat, index)  # the Banner the Unit had goes to the discard pile
    elif card_id in _banners_in_hand(ctx, seat):
        old = _banner_from_hand(ctx, seat, card_id, index)
        if old is not None:
            discard_banner(ctx, seat, old)
    else:
        raise refuse("You have no such Banner in your hand (a played Banner of Command goes to a Unit recruited "
                     "this turn).", "Dieses Banner hast du nicht auf der Hand (ein gespieltes Banner des Befehls geht "
                     "an eine in diesem Zug rekrutierte Einheit).", "5.11.1")
    if commanded:  # another Banner took the place of its Banner of Command (Lost Legion 2.3)
        leave_without_command(ctx, seat, index)


def _banner_from_hand(ctx: Ctx, seat: int, card_id: str, index: int) -> str | None:
    """Returns the Banner the Unit had before."""
    unit = ctx.player(seat).units[index]
    ctx.player(seat).hand.remove(card_id)
    old, unit.banner, unit.banner_flipped = unit.banner, card_id, False
    banner, name = ctx.catalog.cards[card_id].name, ctx.catalog.units[unit.unit].name
    ctx.say("banner_assigned", f"{ctx.hero_name(seat).en} assigns {banner.en} to {name.en}.",
            f"{ctx.hero_name(seat).de} gibt {name.de} das {banner.de}.", card=card_id, unit=unit.unit, seat=seat)
    return old


def release_banners(ctx: Ctx, seat: int, units: tuple[int, ...]) -> None:
    """§5.11.3 and §3.2.7.1: at Round preparation, before the Deed cards are shuffled, the player may take Banners
    off Units (to the discard pile, so they are shuffled into the new Deed deck)."""
    player = ctx.player(seat)
    for index in sorted(units, reverse=True):  # a Unit that leaves moves no Unit before it
        unit = player.units[index]
        if unit.banner_commands:
            leave_without_command(ctx, seat, index)  # its Banner goes to the discard pile with it
        elif unit.banner is not None:
            old, unit.banner = unit.banner, None
            discard_banner(ctx, seat, old)

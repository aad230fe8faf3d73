"""Units (rules spec §5.10, §10.2): Command tokens, gaining and disbanding, activating an ability.

A Unit is a UnitCard in the player's Unit area: Ready or Spent, Wounded or not (§1.7). Readying and
healing Units are effects, carried out by resolve.py (§5.10.6, §10.3); Units are readied at the start
of every Round by rounds.py (§3.2.7.2).

Action notation:
    unit unit=0 ability=2              activate Unit 0 (its place in the Unit area) for its ability 2
    unit unit=1 ability=0 mana=die:3   an ability with a mana symbol is paid first (§5.10.5)
"""
from __future__ import annotations

from engine.core import Action
from engine.mageknight.catalog.effects import Hook
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.mana import pay_mana, payment_options
from engine.mageknight.resolve import playable, resolve_queue
from engine.mageknight.state import UnitCard

# Printed rules of a Unit card that change how it is recruited (Lost Legion): Thugs reverse and Heroes double
# the Reputation modifier of the interaction, Magic Familiars take a mana on the card. Not in the engine yet,
# so these Units are not recruited rather than recruited wrongly.
RECRUIT_RULE_HOOKS = frozenset({"thugs_loyalty", "heroes_loyalty", "magic_familiars_upkeep"})


def command_limit(ctx: Ctx, seat: int) -> int:
    """§5.10.3: one Command token per Unit; the Level tokens removed so far add to the first one (§9.6.2)."""
    return ctx.catalog.levels[ctx.player(seat).level - 1].command_tokens


def has_free_command_token(ctx: Ctx, seat: int) -> bool:
    return len(ctx.player(seat).units) < command_limit(ctx, seat)


def recruit_rule_missing(ctx: Ctx, unit_id: str) -> bool:
    """Does the Unit card carry a recruiting rule the engine cannot apply yet (see RECRUIT_RULE_HOOKS)?"""
    return any(isinstance(ability.effect, Hook) and ability.effect.name in RECRUIT_RULE_HOOKS
               for ability in ctx.catalog.units[unit_id].abilities)


def disband_choices(ctx: Ctx, seat: int) -> list[int | None]:
    """None (no disbanding) while a Command token is free; else the Unit to disband (§5.10.4)."""
    if has_free_command_token(ctx, seat):
        return [None]
    return list(range(len(ctx.player(seat).units)))


def read_disband(ctx: Ctx, seat: int, text: str | None) -> int | None:
    """The `disband=` argument of a recruit, checked against §5.10.4."""
    if has_free_command_token(ctx, seat):
        if text is not None:
            raise refuse("You still have a free Command token: nobody needs to be disbanded.",
                         "Du hast noch einen freien Kommandomarker: niemand muss entlassen werden.", "5.10.4")
        return None
    last = len(ctx.player(seat).units) - 1
    if text is None or not text.isdigit() or int(text) > last:
        raise refuse(f"All your Command tokens are in use: disband one of your Units (disband=0..{last}).",
                     f"Alle Kommandomarker sind belegt: entlasse eine deiner Einheiten (disband=0..{last}).", "5.10.4")
    return int(text)


def gain_unit(ctx: Ctx, seat: int, unit_id: str, disband: int | None) -> None:
    """§5.10.4: the new Unit is Ready and unwounded, whatever the state of the disbanded one (out of the game)."""
    player = ctx.player(seat)
    if disband is not None:
        gone = player.units.pop(disband)
        name = ctx.catalog.units[gone.unit].name
        ctx.say("unit_disbanded", f"{name.en} is disbanded.", f"{name.de} wird entlassen.", unit=gone.unit)
    player.units.append(UnitCard(unit_id))


# --- Activation (§5.10.5) ------------------------------------------------------------------------

def _may_activate_now(ctx: Ctx) -> bool:
    turn = ctx.state.turn
    return turn is not None and turn.decision is None and turn.ending_step < 0


def _mana_needed(ctx: Ctx, unit_id: str, ability: int) -> list[tuple[str, ...]]:
    color = ctx.catalog.units[unit_id].abilities[ability].mana
    return [(color,)] if color else []


def legal_activations(ctx: Ctx, seat: int) -> list[Action]:
    if not _may_activate_now(ctx):
        return []
    actions = []
    for index, unit in enumerate(ctx.player(seat).units):
        if not unit.ready or unit.wounded:
            continue
        for number, ability in enumerate(ctx.catalog.units[unit.unit].abilities):
            if not playable(ctx, ability.effect):
                continue
            needed = _mana_needed(ctx, unit.unit, number)
            if not needed:
                actions.append(Action.of("unit", unit=index, ability=number))
            for payment in payment_options(ctx, seat, needed) if needed else ():
                actions.append(Action.of("unit", unit=index, ability=number, mana=payment))
    return actions


def activate(ctx: Ctx, seat: int, action: Action) -> None:
    """Put the Command token on the Unit (Spent until the Round ends), then apply one of its abilities."""
    player, turn = ctx.player(seat), ctx.state.turn
    index_text, ability_text = action.get("unit") or "", action.get("ability") or ""
    if not index_text.isdigit() or int(index_text) >= len(player.units):
        raise refuse("You have no such Unit (unit=0 is the first in your Unit area).",
                     "Diese Einheit hast du nicht (unit=0 ist die erste in deinem Einheitenbereich).", "5.10.2")
    index = int(index_text)
    unit = player.units[index]
    card = ctx.catalog.units[unit.unit]
    if not ability_text.isdigit() or int(ability_text) >= len(card.abilities):
        raise refuse(f"{card.name.en} has abilities 0..{len(card.abilities) - 1}.",
                     f"{card.name.de} hat die Fähigkeiten 0..{len(card.abilities) - 1}.", "5.10.5")
    number = int(ability_text)
    if not unit.ready or unit.wounded:
        raise refuse("Only a Ready, unwounded Unit can be activated.",
                     "Nur eine bereite, unverletzte Einheit kann aktiviert werden.", "5.10.5")
    if not playable(ctx, card.abilities[number].effect):
        raise refuse("That ability cannot be used now.", "Diese Fähigkeit ist jetzt nicht nutzbar.", "4.5")
    pay_mana(ctx, seat, action.get("mana", ""), _mana_needed(ctx, unit.unit, number))
    unit.ready = False
    turn.unit_activated = index
    ctx.say("unit_activated", f"{card.name.en}: {card.abilities[number].text.en}",
            f"{card.name.de}: {card.abilities[number].text.de}", unit=unit.unit, ability=number)
    resolve_queue(ctx, seat, [["unit", unit.unit, str(number)]])

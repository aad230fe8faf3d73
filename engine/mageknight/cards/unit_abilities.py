"""Unit abilities the vocabulary cannot say (rules spec §5.10, §8): registered in the Rulebook like card hooks.

The Unit whose ability is resolving is `Turn.unit_activated` (units.activate sets it).
"""
from __future__ import annotations

from engine.mageknight.cards import combat_cards
from engine.mageknight.cards.artifacts import fortitude_saves
from engine.mageknight.catalog.effects import Hook
from engine.mageknight.combat import changes, damage
from engine.mageknight.context import Ctx
from engine.mageknight.hook_timing import in_combat
from engine.mageknight.rulebook import Part
from engine.mageknight.units import is_borrowed

part = Part("unit_abilities")


@part.hook("utem_swordsmen_self_wound")
def self_wound(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """Utem Swordsmen, Attack or Block 6: "This Unit becomes Wounded" (a Wound card on the Unit, §1.7)."""
    unit = ctx.player(seat).units[ctx.state.turn.unit_activated]
    if fortitude_saves(ctx, seat, ctx.state.turn.unit_activated):
        return
    unit.wounded = True
    name = ctx.catalog.units[unit.unit].name
    ctx.say("unit_wounded", f"{name.en} is wounded.", f"{name.de} wird verletzt.")


@part.hook("altem_guardians_all_resistances", in_combat)
def all_resistances(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """Altem Guardians: all Units you control gain all resistances this turn; one combat a turn, so for the
    combat (effects.unit_resistances reads it)."""
    ctx.state.turn.combat.riders.append([changes.ALL_RESISTANCES])


@part.hook("shocktroops_draw_fire", in_combat)
def draw_fire(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """Shocktroops: the damage of the enemy whose attack this ability just reduced goes to this Unit first,
    even with Assassination (damage.forced_unit)."""
    combat = ctx.state.turn.combat
    if combat.last_target is not None and not is_borrowed(ctx, ctx.state.turn.unit_activated):  # Call to Arms: no
        combat.riders.append([damage.DRAW_FIRE, str(ctx.state.turn.unit_activated), str(combat.last_target)])

part.hook("utem_guardsmen_swift_block", combat_cards.in_block_phase)(combat_cards.swift_block)
part.hook("altem_guardians_swift_block", combat_cards.in_block_phase)(combat_cards.swift_block)

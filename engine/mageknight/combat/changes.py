"""The rule changes and modifiers in force in a combat (§5.5), as the combat reads them.

Named rules that cards carry out (`modifier: {rule: ...}`: Demolish, Sword of Justice, Bow of Starsdawn, the Altem
Mages, Mist Form) and the turn's modifiers on Units (Into the Heat, Force of Nature, Banners). Below the phases,
the damage and the effects of a combat, which all read them.
"""
from __future__ import annotations

from engine.mageknight.catalog.effects import Attack
from engine.mageknight.catalog.modifiers import NoUnitDamage, RuleChange, UnitBonus
from engine.mageknight.combat import values
from engine.mageknight.context import Ctx
from engine.mageknight.effect_paths import active_changes
from engine.mageknight.rulebook import UNIT_RESISTANCES

ALL_RESISTANCES = "units_resist_all"  # Combat.riders entry (Altem Guardians): every Unit resists everything
VEIL_OF_MIST = "mist_form_veil_of_mist"  # this turn: Units resist everything, the Hero ignores the first Wound
COLD_FIRE_ATTACKS, SIEGE_ATTACKS = "altem_mages_cold_fire", "altem_mages_siege"
BOW_RANGED_SIEGE = "bow_of_starsdawn_ranged_siege"
COMBAT_RULES = frozenset({"demolish_ignore_site_fortifications", "sword_of_justice_fame",
                          "sword_of_justice_double_physical", "bow_of_starsdawn_fame", VEIL_OF_MIST,
                          COLD_FIRE_ATTACKS, SIEGE_ATTACKS, BOW_RANGED_SIEGE})


def rule_active(ctx: Ctx, name: str) -> bool:
    return any(change.name == name for change in active_changes(ctx, RuleChange))


def attack_as_played(ctx: Ctx, node: Attack) -> Attack:
    """Altem Mages: every attack played this combat becomes Cold Fire, or a Siege Attack keeping its element."""
    if rule_active(ctx, COLD_FIRE_ATTACKS):
        node = Attack(node.value, node.range, values.COLD_FIRE)
    if rule_active(ctx, SIEGE_ATTACKS):
        node = Attack(node.value, "siege", node.element)
    return node


def fame_bonus(ctx: Ctx) -> int:
    """Fame on top of an enemy's own when it is defeated: Sword of Justice (this turn), Bow of Starsdawn (this
    phase)."""
    combat = ctx.state.turn.combat
    return (int(rule_active(ctx, "sword_of_justice_fame"))
            + sum(rider[0] == "phase_fame" and rider[1] == combat.phase for rider in combat.riders))


def doubles_physical(ctx: Ctx) -> bool:
    """Sword of Justice, strong: physical attacks count double in the Attack phase."""
    return rule_active(ctx, "sword_of_justice_double_physical")


def unit_resistances(ctx: Ctx, index: int) -> tuple[str, ...]:
    """A Unit's printed resistances and those effects gave it in this combat (§8.8.4); every resistance after
    Altem Guardians' ability or Mist Form's Veil of Mist."""
    combat = ctx.state.turn.combat
    if [ALL_RESISTANCES] in combat.riders or rule_active(ctx, VEIL_OF_MIST):
        return (values.PHYSICAL, values.FIRE, values.ICE)
    seat = ctx.state.turn.seat
    unit = ctx.player(seat).units[index]
    gained = [element for held, element in combat.unit_resistances if held == index]
    return ctx.rules.adjust(UNIT_RESISTANCES, ctx, tuple(ctx.catalog.units[unit.unit].resistances) + tuple(gained),
                            seat, index)  # a Banner's


def unit_bonus(ctx: Ctx, what: str) -> int:
    """UnitBonus modifiers (Into the Heat, Banner of Glory's strong effect): Attack, Block or Armor of every Unit."""
    return sum(getattr(change, what) for change in active_changes(ctx, UnitBonus))


def no_unit_damage(ctx: Ctx) -> bool:
    return bool(active_changes(ctx, NoUnitDamage))

"""What a combat looks like to anyone watching (rules spec §8.3): for the pictures and the panels.

Only public information: the enemies are face up once the combat starts, and the pools are on the table.
Every number here comes from the rule modules (values.py, phases.py); the panels and pictures only show it.
"""
from __future__ import annotations

from typing import Any

from engine.mageknight import volkare
from engine.mageknight.combat import values
from engine.mageknight.combat.phases import attacks_now, enemy_of, halved_fame_before, phases_of, present
from engine.mageknight.context import Ctx
from engine.mageknight.state import Combat

RANGES = ("ranged", "siege", "melee")  # in the order a combat uses them (§8.6, §8.9)
# What an unblocked attack brings along besides its damage (§8.8.8-12); Brutal is in the damage itself (§8.8.2).
DAMAGE_ABILITIES = ("brutal", "poison", "paralyze", "assassination", "vampiric")


def combat_view(ctx: Ctx) -> dict[str, Any] | None:
    turn = ctx.state.turn
    combat = turn.combat if turn is not None else None
    if combat is None:
        return None
    player = ctx.player(turn.seat)
    enemies = []
    for index, foe in enumerate(combat.foes):
        enemy = enemy_of(ctx, foe)
        attacking = attacks_now(ctx, combat, index)
        attacks = [{"value": values.attack_value(enemy, foe, i), "element": attack.element,
                    "blocked": foe.blocked[i], "dealt": foe.dealt[i], "attacking": i in attacking,
                    "block_needed": values.block_needed(enemy, foe, i),  # Swift doubles it (§8.7.6)
                    "damage": values.damage_of(enemy, foe, i),  # Brutal doubles it (§8.8.2)
                    "abilities": sorted(values.abilities(enemy, foe, i))}
                   for i, attack in enumerate(enemy.attacks)]
        # The abilities each attack has now (the city's Brutal or Poison, §8.12.1), else the token's (a summoner);
        # Fortified while it is, by its token or by the fortified site it defends (§8.6.4).
        held = set().union(*(a["abilities"] for a in attacks)) if attacks else set(values.abilities(enemy, foe))
        fortified = values.fortified(enemy, foe)
        held = held - {"fortified"} | ({"fortified"} if fortified else set())
        resistances = values.resistances(enemy, foe)
        enemies.append({
            "index": index, "enemy": foe.enemy, "name": {"en": enemy.name.en, "de": enemy.name.de},
            "color": foe.color, "attacks": attacks,
            "armor": values.armor(enemy, foe, combat.phase),
            "fame": values.fame_for(enemy, foe, halved_fame_before(ctx, combat, foe)) if combat.rewarded() else 0,
            "resistances": sorted(resistances), "abilities": sorted(values.abilities(enemy, foe)),
            "named_abilities": _named(ctx, [a for a in ctx.catalog.enemy_abilities
                                            if a in held and not a.endswith(values.RESISTANCE_ABILITY)],
                                      enemy.defend.amount if enemy.defend is not None else None),
            "named_resistances": _named(ctx, [a for a in ctx.catalog.enemy_abilities
                                              if a.removesuffix(values.RESISTANCE_ABILITY) in resistances
                                              and a.endswith(values.RESISTANCE_ABILITY)]),
            "fortified": fortified, "defeated": foe.defeated and foe.summoner is None,
            "summoned_by": foe.summoner, "dismissed": foe.defeated and foe.summoner is not None,
            "in_fight": present(combat, index), "attacking": bool(attacking),
            "effects": list(foe.flags), "rampaging": foe.rampaging, "defends": foe.defends, "city": foe.city,
            "volkare": volkare.is_token(foe),  # General Volkare himself: never a target (Lost Legion §3.3)
        })
    return {
        "kind": combat.kind, "phase": combat.phase, "phases": list(phases_of(combat)), "enemies": enemies,
        "attack": dict(combat.attack), "block": dict(combat.block), "move": turn.move,
        "attack_points": _attack_points(combat), "block_points": _points(combat.block),
        "damage": None if not combat.damage else {"enemy": combat.damage[0], "attack": combat.damage[1],
                                                  "left": combat.damage[2]},
        "damage_due": _damage_due(combat, enemies),
        "units": [{"unit": u.unit, "ready": u.ready, "wounded": u.wounded, "poisoned": u.poisoned,
                   "resisted": i in combat.resisted} for i, u in enumerate(player.units)],
        "units_allowed": combat.units_allowed, "wounds_this_combat": combat.wounds,
        "knocked_out": combat.knocked_out, "fame": combat.fame,
    }


def _named(ctx: Ctx, ids: list[str], defend: int | None = None) -> list[dict[str, Any]]:
    """Glossary entries with their names in both languages, in the glossary's order (offensive abilities first);
    Defend carries its amount, printed on the token (§8.10)."""
    glossary = ctx.catalog.enemy_abilities
    return [{"id": ability, "name": {"en": glossary[ability].name.en, "de": glossary[ability].name.de},
             "amount": defend if ability == "defend" else None} for ability in ids]


def _points(pool: dict[str, int]) -> dict[str, Any]:
    return {"total": sum(pool.values()), "elements": {element: n for element, n in sorted(pool.items()) if n}}


def _attack_points(combat: Combat) -> dict[str, dict[str, Any]]:
    """The Attack pool by range, each by element (the pool's keys are "range:element", §8.6.3)."""
    by_range: dict[str, dict[str, int]] = {attack_range: {} for attack_range in RANGES}
    for key, points in combat.attack.items():
        attack_range, element = key.split(":")
        by_range[attack_range][element] = by_range[attack_range].get(element, 0) + points
    return {attack_range: _points(pool) for attack_range, pool in by_range.items()}


def _damage_due(combat: Combat, enemies: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The damage each attack still attacking would deal if it stays unblocked (§8.8.1-2): the damage being assigned
    now counts with what is left of it (§8.8.3). With what it brings along (Poison, Paralyze ..., §8.8.8-12)."""
    due = []
    for enemy in enemies:
        for index, attack in enumerate(enemy["attacks"]):
            assigning = combat.damage[:2] == [enemy["index"], index]
            if attack["attacking"] or assigning:
                due.append({"enemy": enemy["index"], "attack": index, "element": attack["element"],
                            "points": combat.damage[2] if assigning else attack["damage"], "assigning": assigning,
                            "abilities": [a for a in DAMAGE_ABILITIES if a in attack["abilities"]]})
    return due

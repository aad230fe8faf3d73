"""What a combat looks like to anyone watching (rules spec §8.3): for the pictures and the panels.

Only public information: the enemies are face up once the combat starts, and the pools are on the table.
"""
from __future__ import annotations

from typing import Any

from engine.mageknight.combat import values
from engine.mageknight.combat.phases import attacks_now, enemy_of, halved_fame_before, present
from engine.mageknight.context import Ctx


def combat_view(ctx: Ctx) -> dict[str, Any] | None:
    turn = ctx.state.turn
    combat = turn.combat if turn is not None else None
    if combat is None:
        return None
    player = ctx.player(turn.seat)
    enemies = []
    for index, foe in enumerate(combat.foes):
        enemy = enemy_of(ctx, foe)
        enemies.append({
            "index": index, "enemy": foe.enemy, "name": {"en": enemy.name.en, "de": enemy.name.de},
            "color": foe.color,
            "attacks": [{"value": values.attack_value(enemy, foe, i), "element": attack.element,
                         "blocked": foe.blocked[i], "dealt": foe.dealt[i],
                         "abilities": sorted(values.abilities(enemy, foe, i))}
                        for i, attack in enumerate(enemy.attacks)],
            "armor": values.armor(enemy, foe, combat.phase),
            "fame": values.fame_for(enemy, foe, halved_fame_before(ctx, combat, foe)),
            "resistances": sorted(values.resistances(enemy, foe)), "abilities": sorted(values.abilities(enemy, foe)),
            "fortified": values.fortified(enemy, foe), "defeated": foe.defeated and foe.summoner is None,
            "summoned_by": foe.summoner, "dismissed": foe.defeated and foe.summoner is not None,
            "in_fight": present(combat, index), "attacking": bool(attacks_now(ctx, combat, index)),
            "effects": list(foe.flags), "rampaging": foe.rampaging, "defends": foe.defends, "city": foe.city,
        })
    return {
        "kind": combat.kind, "phase": combat.phase, "enemies": enemies,
        "attack": dict(combat.attack), "block": dict(combat.block), "move": turn.move,
        "damage": None if not combat.damage else {"enemy": combat.damage[0], "attack": combat.damage[1],
                                                  "left": combat.damage[2]},
        "units": [{"unit": u.unit, "ready": u.ready, "wounded": u.wounded, "poisoned": u.poisoned,
                   "resisted": i in combat.resisted} for i, u in enumerate(player.units)],
        "units_allowed": combat.units_allowed, "wounds_this_combat": combat.wounds,
        "knocked_out": combat.knocked_out, "fame": combat.fame,
    }

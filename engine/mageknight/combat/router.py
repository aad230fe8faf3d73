"""The combat's router: which of its own moves are legal now, and which module carries each out (§8).

Above the phase, damage, effect and start-of-combat modules, which it imports; none of them imports it, so
it needs no import hidden in a function (game.py asks it).
"""
from __future__ import annotations

from engine.core import Action
from engine.mageknight.combat import begin, damage, effects, phases
from engine.mageknight.context import Ctx, refuse


def legal_moves(ctx: Ctx, seat: int) -> list[Action]:
    """Everything the combat itself offers now (cards and Units are listed by play.py and units.py)."""
    combat = ctx.state.turn.combat
    if combat.damage:
        return damage.legal_assignments(ctx, seat, combat)
    actions = phases.legal_attacks(ctx, combat) + phases.legal_blocks(ctx, combat) + phases.legal_slows(ctx, combat)
    actions += effects.legal_conversions(ctx)
    actions += begin.legal_challenges(ctx, seat)
    if combat.phase == "assign_damage":
        actions += damage.legal_assignments(ctx, seat, combat)
    if not (combat.phase == "assign_damage" and phases.damage_left(ctx, combat)):
        actions.append(Action.of("next-phase"))
    return actions


def dispatch(ctx: Ctx, seat: int, action: Action) -> None:
    """Carries out one of the combat's own moves (§8.6-§8.9)."""
    combat = ctx.state.turn.combat
    if combat.damage and action.verb != "damage":
        raise refuse("First assign the rest of the damage you started with.",
                     "Weise zuerst den Rest des begonnenen Schadens zu.", "8.8.3")
    {"attack": phases.attack, "block": phases.block, "slow": phases.slow, "damage": damage.assign,
     "convert": effects.convert, "next-phase": lambda c, s, a: phases.next_phase(c, s)}[action.verb](ctx, seat, action)

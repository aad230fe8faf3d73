"""The `playable` rule many hooks share (rulebook.HookRules: playable(ctx, hook, aside) -> bool).

A hook that acts on the combat under way needs a combat (`in_combat`). One whose card or Skill decides on its own
when it fits (a Move, an Attack, a target_enemy beside it, a Skill's phase) needs nothing more: `part.hook`'s
default, `rulebook.always`.
"""
from __future__ import annotations

from engine.mageknight.catalog.effects import Hook
from engine.mageknight.context import Ctx


def in_combat(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return ctx.state.turn is not None and ctx.state.turn.combat is not None

"""Entering a maze or labyrinth (Lost Legion §2.1.2): the entry the turn keeps while the path is not paid yet.

Entering starts the action (combat/begin.py); Move played afterwards pays the path, and only the Unit that came
along may fight there. The effect executor, Units and the start of combat read the entry here, below all of them.
"""
from __future__ import annotations

from engine.mageknight.context import Ctx

MAZE_ENTRY = "maze_entry"  # Turn.lasting entry [MAZE_ENTRY, hex key, companion Unit index or ""] (combat/begin.py)


def entering_maze(ctx: Ctx) -> bool:
    """A maze or labyrinth was entered and its path is not paid yet: Move effects are played for it."""
    turn = ctx.state.turn
    return turn is not None and turn.combat is None and any(entry[0] == MAZE_ENTRY for entry in turn.lasting)


def maze_companion(ctx: Ctx) -> tuple[bool, int | None]:
    """(entering a maze now, the Unit that came along)."""
    entry = next((e for e in ctx.state.turn.lasting if e[0] == MAZE_ENTRY), None)
    if entry is None or ctx.state.turn.combat is not None:
        return False, None
    return True, (int(entry[2]) if entry[2] else None)

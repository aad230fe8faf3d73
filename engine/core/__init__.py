"""Game-agnostic, pure building blocks every game implements or uses.

Nothing here does I/O or reads a clock: same inputs, same outputs, bit for bit.
"""
from engine.core.action import Action, ActionSyntaxError
from engine.core.errors import PlayerError, RuleError
from engine.core.game import Event, Game, Outcome
from engine.core.record import Record, RecordError, replay
from engine.core.rng import Rng

__all__ = [
    "Action", "ActionSyntaxError", "Event", "Game", "Outcome", "PlayerError", "Record", "RecordError", "RuleError",
    "Rng", "replay",
]

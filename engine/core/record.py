"""The game record: seed + options + ordered actions. The record is the truth; states are derived.

The export format is a small JSON document (like PGN for chess) that reads and writes losslessly.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from engine.core.action import Action
from engine.core.game import Game

RECORD_FORMAT = 1


@dataclass
class Record:
    game: str
    options: dict[str, str]
    seats: int
    seed: int
    actions: list[tuple[int, str]] = field(default_factory=list)
    players: list[str] = field(default_factory=list)

    def to_json(self) -> str:
        return json.dumps({
            "format": RECORD_FORMAT, "game": self.game, "options": self.options, "seats": self.seats,
            "seed": self.seed, "players": self.players,
            "actions": [{"seat": s, "action": a} for s, a in self.actions],
        }, indent=1, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> "Record":
        try:
            data = json.loads(text)
            if data.get("format") != RECORD_FORMAT:
                raise ValueError(f"unsupported record format {data.get('format')!r}")
            return cls(
                game=str(data["game"]), options={str(k): str(v) for k, v in data["options"].items()},
                seats=int(data["seats"]), seed=int(data["seed"]),
                actions=[(int(a["seat"]), str(a["action"])) for a in data["actions"]],
                players=[str(p) for p in data.get("players", [])],
            )
        except (KeyError, TypeError, AttributeError, json.JSONDecodeError) as exc:
            raise ValueError(f"not a game record: {exc}") from exc


def replay(game: Game, record: Record) -> tuple[Any, list[bool]]:
    """Rebuild the state from the record; also returns which actions were checkpoints."""
    state = game.create(record.options, record.seats, record.seed)
    checkpoints = []
    for seat, text in record.actions:
        outcome = game.apply(state, seat, Action.parse(text))
        state = outcome.state
        checkpoints.append(outcome.checkpoint)
    return state, checkpoints

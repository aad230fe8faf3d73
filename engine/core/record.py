"""The game record: seed + options + ordered actions. The record is the truth; states are derived.

The export format is a small JSON document (like PGN for chess) that reads and writes losslessly.
A record handed out while the game runs keeps its secrets: no seed (unless the players chose it in
public) and the secret choices left out (`complete` false); such a record can be read, never replayed.
Reading is strict: a record comes from a file anyone can edit, so every field's type and range is
checked and each fault is a `RecordError` naming the field, never a crash.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from engine.core.action import Action
from engine.core.game import Game

RECORD_FORMAT = 1
SEED_LIMIT = 2**63  # seeds are stored in a signed 64-bit SQLite integer
MAX_SEATS = 99  # no game seats more; keeps a forged count from reaching the messages whole
MAX_ACTIONS = 20_000  # far beyond a real game (a self-played 2-seat scenario: a few hundred); replaying blocks
MAX_TEXT = 1_000  # one action, option or player name
MAX_OPTIONS = 50
SHOWN_VALUE = 40  # how much of a bad value an error message quotes


class RecordError(ValueError):
    """Why a text is not a readable record: a message-catalogue key and its values (the core knows no i18n)."""

    def __init__(self, key: str, **params: object):
        super().__init__(f"{key}: {params}")
        self.key = key
        self.params = params


@dataclass
class Record:
    game: str
    options: dict[str, str]
    seats: int
    seed: int | None  # None: kept back, the record was handed out while the game ran
    actions: list[tuple[int, str]] = field(default_factory=list)
    players: list[str] = field(default_factory=list)
    open: bool = False  # the seed was chosen by a player (/game new or /game start seed:), so it hides nothing
    complete: bool = True  # the actions exactly as played; False: secret choices left out, a spectator's copy

    @property
    def replayable(self) -> bool:
        return self.seed is not None and self.complete

    def to_json(self) -> str:
        data: dict[str, Any] = {"format": RECORD_FORMAT, "game": self.game, "options": self.options,
                                "seats": self.seats}
        if self.seed is not None:
            data["seed"] = self.seed
        data |= {"open": self.open, "complete": self.complete, "players": self.players,
                 "actions": [{"seat": s, "action": a} for s, a in self.actions]}
        return json.dumps(data, indent=1, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> "Record":
        try:
            data = json.loads(text)
        except RecursionError:
            raise RecordError("record_too_deep") from None
        except ValueError as exc:  # bad JSON, or a number too long to read
            raise RecordError("record_not_json", detail=str(exc)[:200]) from None
        data = _object(data, "record")
        version = _get(data, "format")
        if type(version) is not int or version != RECORD_FORMAT:
            raise RecordError("record_format", format=_shown(version), supported=RECORD_FORMAT)
        seats = _whole(_get(data, "seats"), "seats", 1, MAX_SEATS)
        options = _object(_get(data, "options"), "options", MAX_OPTIONS)
        seed = data.get("seed")
        return cls(
            game=_text(_get(data, "game"), "game"),
            options={name: _text(value, f"options.{name}") for name, value in options.items()},
            seats=seats,
            seed=None if seed is None else _whole(seed, "seed", 0, SEED_LIMIT - 1),
            actions=[_action(entry, f"actions[{i}]", seats)
                     for i, entry in enumerate(_list(_get(data, "actions"), "actions", MAX_ACTIONS))],
            players=[_text(p, f"players[{i}]") for i, p in enumerate(_list(data.get("players", []), "players",
                                                                           seats))],
            open=_flag(data.get("open", False), "open"),
            complete=_flag(data.get("complete", True), "complete"),
        )


def replay(game: Game, record: Record) -> tuple[Any, list[bool]]:
    """Rebuild the state from the record; also returns which actions were checkpoints."""
    if not record.replayable:
        raise RecordError("record_not_replayable")
    state = game.create(record.options, record.seats, record.seed)
    checkpoints = []
    for seat, text in record.actions:
        outcome = game.apply(state, seat, Action.parse(text))
        state = outcome.state
        checkpoints.append(outcome.checkpoint)
    return state, checkpoints


# --- strict readers: each checks one field's type (and range) and names the field when it fails --------


def _shown(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False) if isinstance(value, (int, float, str, bool, type(None))) \
        else type(value).__name__
    return text if len(text) <= SHOWN_VALUE else text[:SHOWN_VALUE - 1] + "…"


def _get(data: dict[str, Any], key: str, name: str | None = None) -> Any:
    if key not in data:
        raise RecordError("record_missing", field=name or key)
    return data[key]


def _object(value: Any, name: str, limit: int | None = None) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise RecordError("record_need_object", field=name, value=_shown(value))
    if limit is not None and len(value) > limit:
        raise RecordError("record_too_many", field=name, count=len(value), limit=limit)
    return value


def _list(value: Any, name: str, limit: int) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError("record_need_list", field=name, value=_shown(value))
    if len(value) > limit:
        raise RecordError("record_too_many", field=name, count=len(value), limit=limit)
    return value


def _text(value: Any, name: str) -> str:
    if not isinstance(value, str):
        raise RecordError("record_need_text", field=name, value=_shown(value))
    if len(value) > MAX_TEXT:
        raise RecordError("record_too_long", field=name, limit=MAX_TEXT)
    return value


def _whole(value: Any, name: str, low: int, high: int) -> int:
    if type(value) is not int:  # bool is an int subclass, and 3.9 or 1e300 are not whole numbers here
        raise RecordError("record_need_whole", field=name, value=_shown(value))
    if not low <= value <= high:
        raise RecordError("record_out_of_range", field=name, value=_shown(value), low=low, high=high)
    return value


def _flag(value: Any, name: str) -> bool:
    if type(value) is not bool:
        raise RecordError("record_need_flag", field=name, value=_shown(value))
    return value


def _action(entry: Any, name: str, seats: int) -> tuple[int, str]:
    entry = _object(entry, name)
    return (_whole(_get(entry, "seat", f"{name}.seat"), f"{name}.seat", 0, seats - 1),
            _text(_get(entry, "action", f"{name}.action"), f"{name}.action"))

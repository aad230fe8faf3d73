"""What every rule function works with: the catalogue, the state being built, and the events so far."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import Event, RuleError
from engine.mageknight.catalog import Catalog
from engine.mageknight.state import GameState, Player


@dataclass
class Ctx:
    catalog: Catalog
    state: GameState
    events: list[Event] = field(default_factory=list)

    def player(self, seat: int) -> Player:
        return self.state.players[seat]

    def say(self, kind: str, en: str, de: str, reveals: bool = False, visible_to: int | None = None,
            **data: object) -> None:
        self.events.append(Event(kind, en, de, dict(data), reveals, visible_to))

    @property
    def is_day(self) -> bool:
        """Day rules; dungeons and tombs fight under Night rules whatever the time (site `night_rules`)."""
        turn = self.state.turn
        if turn is not None and turn.combat is not None and turn.combat.night_rules:
            return False
        return self.state.round.time == "day"


def refuse(en: str, de: str, rule: str | None = None) -> RuleError:
    return RuleError(en, de, rule)

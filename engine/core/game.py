"""The interface every game implements (the OpenSpiel-like handful of questions).

A game is a stateless object; all of a match lives in its state, which must round-trip through
JSON exactly (`dump`/`load`). `apply` never mutates the state it is given: it returns a new one,
or raises RuleError and the caller still holds the untouched original.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Generic, Mapping, NamedTuple, TypeVar

from engine.core.action import Action, ActionSyntaxError
from engine.core.errors import PlayerError
from engine.core.rng import Rng

S = TypeVar("S")


@dataclass(frozen=True)
class Event:
    """Something that happened, for log lines and pictures.

    `reveals` marks new information (a tile, a token, a drawn card, a die roll): the action that
    produced it becomes a checkpoint that undo cannot cross (rule 5.13 in Mage Knight).
    `visible_to` is None for public events, else the one seat allowed to see it.
    """

    kind: str
    text_en: str
    text_de: str = ""
    data: dict[str, Any] = field(default_factory=dict)
    reveals: bool = False
    visible_to: int | None = None

    def text(self, locale: str = "en") -> str:
        return self.text_de if locale.startswith("de") and self.text_de else self.text_en


class Outcome(NamedTuple):
    state: Any
    events: tuple[Event, ...]

    @property
    def checkpoint(self) -> bool:
        return any(e.reveals for e in self.events)


@dataclass(frozen=True)
class GameOption:
    """A setup option offered by `/game new` (choices feed autocomplete)."""

    name: str
    choices: tuple[str, ...]
    default: str
    description: str = ""


class Game(ABC, Generic[S]):
    id: str = ""
    title: str = ""
    min_seats: int = 1
    max_seats: int = 1
    options: tuple[GameOption, ...] = ()
    # Every verb of the game and the keys it takes, in the order the notation writes them. `normalise` refuses
    # any other verb or key before a rule sees it; a game that declares none is not checked here.
    verbs: Mapping[str, tuple[str, ...]] = {}

    def normalise(self, action: Action) -> Action:
        """The action in its one written form (its keys in the verb's declared order), so the record of a game
        never depends on how a move was typed; ActionSyntaxError (a PlayerError) for a verb or a key the game does
        not know, naming the keys the verb takes. `apply` calls it first."""
        if not self.verbs:
            return action
        keys = self.verbs.get(action.verb)
        if keys is None:
            known = ", ".join(sorted(self.verbs))
            raise ActionSyntaxError(f"'{action.verb}' is no action of {self.title} (its actions: {known})",
                                    f"'{action.verb}' ist keine Aktion von {self.title} (seine Aktionen: {known})")
        unknown = next((key for key, _ in action.args if key not in keys), None)
        if unknown is not None:
            takes_en = f"it takes {', '.join(keys)}" if keys else "it takes no keys"
            takes_de = f"es nimmt {', '.join(keys)}" if keys else "es nimmt keine Schlüssel"
            raise ActionSyntaxError(f"'{action.verb}' takes no key '{unknown}' ({takes_en})",
                                    f"'{action.verb}' kennt keinen Schlüssel '{unknown}' ({takes_de})")
        return Action(action.verb, tuple(sorted(action.args, key=lambda arg: keys.index(arg[0]))))

    def resolve_options(self, given: dict[str, str]) -> dict[str, str]:
        """Fill defaults and reject unknown options or values; used before `create`."""
        known = {o.name: o for o in self.options}
        for name, value in given.items():
            if name not in known:
                raise PlayerError(f"{self.title} has no option '{name}'.",
                                  f"{self.title} hat keine Option '{name}'.")
            if value not in known[name].choices:
                allowed = ", ".join(known[name].choices)
                raise PlayerError(f"Option '{name}' must be one of: {allowed}.",
                                  f"Option '{name}' muss eines davon sein: {allowed}.")
        return {o.name: given.get(o.name, o.default) for o in self.options}

    def seat_counts(self, options: dict[str, str]) -> tuple[int, ...]:
        """How many players these options can be played by (a scenario may allow fewer than the game)."""
        return tuple(range(self.min_seats, self.max_seats + 1))

    @abstractmethod
    def create(self, options: dict[str, str], seats: int, seed: int) -> S: ...

    @abstractmethod
    def to_act(self, state: S) -> frozenset[int]:
        """The seats whose decision it is now (empty when the game is over)."""

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[Action]: ...

    def handed_to(self, before: S, outcome: "Outcome", seat: int) -> frozenset[int]:
        """The seats a move by `seat` hands the game to, to be told it is their turn now (none while the mover
        goes on). Games whose turn ends in steps (Mage Knight's End of Turn) say so when the turn ends."""
        after = self.to_act(outcome.state)
        if self.is_over(outcome.state) or after in (self.to_act(before), frozenset({seat})):
            return frozenset()
        return after

    @abstractmethod
    def apply(self, state: S, seat: int, action: Action) -> Outcome: ...

    @abstractmethod
    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """What `seat` may see (None: the public view). Never another seat's secrets."""

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def result(self, state: S) -> dict[str, Any] | None:
        """Final standings once the game is over, else None."""

    @abstractmethod
    def dump(self, state: S) -> dict[str, Any]: ...

    @abstractmethod
    def load(self, data: dict[str, Any]) -> S: ...

    def sample_hidden(self, state: S, seat: int, rng: Rng) -> S:
        """A state as `seat` may know it: what it cannot see (other hands, deck orders, face-down tokens) drawn afresh
        with `rng` from what it may know, so that a player reading it uses nothing hidden (engine/players). Games with
        hidden information override it; the default is a game without any."""
        return state

    def summary(self, state: S, locale: str = "en") -> str:
        """A short public status text; games override it with something richer."""
        seats = ", ".join(str(s + 1) for s in sorted(self.to_act(state)))
        if self.is_over(state):
            return "Das Spiel ist vorbei." if locale.startswith("de") else "The game is over."
        return f"Am Zug: Platz {seats}" if locale.startswith("de") else f"To act: seat {seats}"

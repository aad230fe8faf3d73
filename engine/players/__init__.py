"""Arbiter's own players: pure, seeded choosers of one seat's next move, for any game (issue 16).

A player sees the game only as its seat may: `Game.sample_hidden(state, seat, rng)` gives a state in which
everything that seat cannot know (other hands, deck orders, face-down tokens) is drawn afresh from what it may know,
so two states that differ only in hidden information give the same choice. A choice says why, in words, for a hint.

    choice = player.choose(game, state, seat, seed)     # -> Choice(action, why_en, why_de)

Bot seats (the table plays them), `/mk hint` and `bench.selfplay --policy` all ask a player through this interface;
a game names its own in its registration (games.py, `player`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from engine.core import Action, Game, Rng


@dataclass(frozen=True)
class Choice:
    action: Action
    why_en: str = ""
    why_de: str = ""

    def why(self, locale: str = "en") -> str:
        return self.why_de if locale.startswith("de") else self.why_en


class Player(Protocol):
    name: str

    def choose(self, game: Game, state: Any, seat: int, seed: int) -> Choice: ...


class RandomPlayer:
    """Any legal move, uniformly: the baseline every game has, and the variety mixed into self-play. Like every
    player it reads only the state as its seat may know it."""
    name = "random"

    def choose(self, game: Game, state: Any, seat: int, seed: int) -> Choice:
        rng = Rng.from_seed(seed)
        known = game.sample_hidden(state, seat, rng)
        return Choice(rng.choice(game.legal_actions(known, seat)))

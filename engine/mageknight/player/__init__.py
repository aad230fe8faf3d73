"""Arbiter's own Mage Knight player (issue 16): plays to win from what its seat may know.

    PLAYER.choose(game, state, seat, seed) -> Choice(action, why_en, why_de)

It first draws everything its seat cannot see afresh (`game.sample_hidden`), then reads only that sample: the
search (search.py) tries the legal moves and carries the best lines a few moves on, judged by evaluate.py (Fame,
what the Hero owns, goals conquered and near, the prospect of the fight under way); reasons.py says why in words.
A layer above game.py: nothing in engine/mageknight imports it. Bounded by a count of states, never by the clock.
"""
from __future__ import annotations

from engine.core import Rng
from engine.mageknight.game import MageKnight
from engine.mageknight.player.reasons import why
from engine.mageknight.player.search import plan
from engine.mageknight.state import GameState
from engine.players import Choice

BUDGET = 400  # states tried per decision: well under a second on one core of the 2-core machine


class MageKnightPlayer:
    name = "arbiter"

    def __init__(self, budget: int = BUDGET) -> None:
        self.budget = budget

    def choose(self, game: MageKnight, state: GameState, seat: int, seed: int) -> Choice:
        rng = Rng.from_seed(seed)
        known = game.sample_hidden(state, seat, rng)
        best = plan(game, known, seat, rng, budget=self.budget)
        en, de = why(game, known, seat, best.action, best)
        return Choice(best.action, en, de)


PLAYER = MageKnightPlayer()

"""Arbiter's own Mage Knight player (issue 16): plays to win from what its seat may know.

    PLAYER.choose(game, state, seat, seed) -> Choice(action, why_en, why_de)

It first draws everything its seat cannot see afresh (`game.sample_hidden`, the same guess all through a turn,
`world_seed`), then reads only that sample: the search (search.py) tries the legal moves and carries the best lines
a few moves on, judged by evaluate.py (Fame, what the Hero owns, goals conquered and near, the prospect of the fight
under way); reasons.py says why in words.
A layer above game.py: nothing in engine/mageknight imports it. Bounded by a count of states, never by the clock.
"""
from __future__ import annotations

import zlib

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
        known = game.sample_hidden(state, seat, Rng.from_seed(world_seed(state, seat)))
        best = plan(game, known, seat, Rng.from_seed(seed), budget=self.budget)
        en, de = why(game, known, seat, best.action, best)
        return Choice(best.action, en, de)


def world_seed(state: GameState, seat: int) -> int:
    """The seed the hidden cards and tokens are guessed with: the same all through one turn of the seat's, from what
    everyone sees. A plan that counts on a draw it cannot know yet (a maze's monster, the next tile) is then carried
    out with the same guess in mind, not dropped halfway for a new one that looks worse: with a fresh guess each
    decision a Hero entered a maze on a lucky guess, then ended its turn without paying the path."""
    # No counter of turns is kept: the Round, whose turn it is, and the decks' sizes, which change as a turn ends
    # (its hand drawn up, §9.7; General Volkare's card revealed), tell one turn from the next.
    turn = (state.round.number, state.round.phase, state.round.current, seat, len(state.players[seat].deck),
            len(state.volkare.deck) if state.volkare is not None else None)
    return zlib.crc32(repr(turn).encode())


PLAYER = MageKnightPlayer()

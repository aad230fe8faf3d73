"""Arbiter's players (engine/players, issue 16) use nothing outside their seat's view: given two states that differ
only in hidden information, a player chooses the same move."""
from __future__ import annotations


import pytest

from engine.core import Rng
from engine.mageknight.game import GAME
from engine.players import RandomPlayer
from games import REGISTERED
from tests.mageknight.test_hidden import positions


def hidden_changed(state, seat):
    """A copy in which other players' hands and decks, every deck's order and the enemy piles differ."""
    changed = GAME.load(GAME.dump(state))
    for player in changed.players:
        if player.seat != seat:
            pool = player.hand + player.deck
            player.hand[:], player.deck[:] = pool[::-1][:len(player.hand)], pool[::-1][len(player.hand):]
        player.deck.reverse()
    for pile in [*changed.decks.enemies.values(), changed.decks.spells, changed.decks.artifacts]:
        pile.reverse()
    changed.rng = Rng.from_seed(changed.rng.state + 1)
    return changed


@pytest.mark.parametrize("scenario, seats", [("first_reconnaissance", 2), ("full_conquest", 2), ("solo_conquest", 1)])
def test_a_player_chooses_the_same_move_in_states_differing_only_in_hidden_information(scenario, seats):
    player, differed = RandomPlayer(), 0
    for count, (state, seat) in enumerate(positions(scenario, seats, seed=2, every=9, limit=300)):
        changed = hidden_changed(state, seat)
        differed += GAME.dump(changed) != GAME.dump(state)
        choice = player.choose(GAME, state, seat, seed=count)
        assert player.choose(GAME, changed, seat, seed=count) == choice
        assert choice.action in GAME.legal_actions(state, seat)  # a move of the real game
    assert differed > 10


class Peeker:
    """A player that looks at everything it reads (the other hands, the next enemy token), to pick its move by it:
    reading the sample, it learns nothing real; `sampled=False` plants the leak of reading the state itself."""
    name = "peeker"

    def __init__(self, sampled: bool = True):
        self.sampled = sampled

    def choose(self, game, state, seat, seed):
        known = game.sample_hidden(state, seat, Rng.from_seed(seed)) if self.sampled else state
        looked_at = "".join(c for p in known.players for c in p.hand + p.deck) + str(known.decks.enemies)
        return RandomPlayer().choose(game, known, seat, seed + sum(i * ord(c) for i, c in enumerate(looked_at)))


def test_a_player_reading_the_state_instead_of_its_sample_is_caught():
    states = list(positions("first_reconnaissance", 2))
    assert all(Peeker().choose(GAME, s, seat, 1) == Peeker().choose(GAME, hidden_changed(s, seat), seat, 1)
               for s, seat in states)
    assert any(Peeker(False).choose(GAME, s, seat, 1) != Peeker(False).choose(GAME, hidden_changed(s, seat), seat, 1)
               for s, seat in states)


def test_arbiters_own_player_chooses_the_same_move_in_states_differing_only_in_hidden_information():
    """The issue's test: Mage Knight's own player, given two states that differ only in what its seat cannot see,
    makes the same move (its search reads the sample only)."""
    player = REGISTERED["mageknight"].load_player()
    compared = 0
    for count, (state, seat) in enumerate(positions("first_reconnaissance", 2, seed=2, every=23, limit=240)):
        changed = hidden_changed(state, seat)
        assert player.choose(GAME, changed, seat, seed=count) == player.choose(GAME, state, seat, seed=count)
        compared += 1
    assert compared >= 5

"""A game as one seat may know it (engine/mageknight/hidden.py, issue 16): states that differ in hidden information
alone sample to the same state; the seat's view, its legal moves and every invariant survive the sample."""
from __future__ import annotations

import random

import pytest

from bench.mageknight_selfplay import card_census, check_invariants, choose, table_options
from bench.selfplay import check_seat_can_act
from engine.core import Action, Rng
from engine.mageknight import hidden
from engine.mageknight.game import GAME
from engine.mageknight.state import SCOUTS_PEEK, GameState, Token

SCENARIOS = (("first_reconnaissance", 2), ("full_conquest", 2), ("solo_conquest", 1), ("blitz_conquest", 2),
             ("first_reconnaissance", 4))
EVERY = 7  # actions between two samples along a game
MAX_ACTIONS = 400  # enough for Rounds of play, explored tiles and fights in each scenario


def positions(scenario: str, seats: int, seed: int = 3, every: int = EVERY, limit: int = MAX_ACTIONS):
    """Every `every`-th position of a self-played game once the Heroes are chosen, with the seat to act."""
    rng, state = random.Random(seed), GAME.create(GAME.resolve_options(table_options(scenario)), seats, seed)
    for count in range(limit):
        if GAME.is_over(state):
            return
        (seat,) = GAME.to_act(state)
        if state.round.phase != "heroes" and count % every == 0:
            yield state, seat
        state = GAME.apply(state, seat, choose(rng, GAME.legal_actions(state, seat))).state


def mid_game(scenario: str = "first_reconnaissance", seats: int = 2, at: int = 150) -> tuple[GameState, int]:
    """A position some Rounds in: tiles explored, cards gained, tokens out."""
    return list(positions(scenario, seats, every=1))[at]


def sample(state: GameState, seat: int, seed: int = 5) -> dict:
    return GAME.dump(GAME.sample_hidden(state, seat, Rng.from_seed(seed)))


def copy_of(state: GameState) -> GameState:
    return GAME.load(GAME.dump(state))


def other(state: GameState, seat: int):
    return next(p for p in state.players if p.seat != seat)


def _swap(first: list, i: int, second: list, j: int) -> None:
    first[i], second[j] = second[j], first[i]


def _distinct_pair(first: list[str], second: list[str]) -> tuple[int, int]:
    return next((i, j) for i, a in enumerate(first) for j, b in enumerate(second) if a != b)


def _reversed_order(pile: list[str]) -> None:
    assert len(set(pile)) > 1, "the position must hold a pile with different items"
    pile.reverse()


# --- each kind of hidden information, changed in a copy: (scenario, seats, change(state, seat)) -----------------

def own_deck_order(state, seat):
    _reversed_order(state.players[seat].deck)


def others_hand_and_deck(state, seat):
    p = other(state, seat)
    i, j = _distinct_pair(p.hand, p.deck)
    _swap(p.hand, i, p.deck, j)


def others_deck_order(state, seat):
    _reversed_order(other(state, seat).deck)


def others_cards_under_sparing_power(state, seat):
    p = other(state, seat)
    i, j = _distinct_pair(p.tactic_cards, p.hand)
    _swap(p.tactic_cards, i, p.hand, j)


def dummy_deck_order(state, seat):
    _reversed_order(state.dummy.deck)


def skill_pile_order(state, seat):
    _reversed_order(state.players[seat].skill_pile)
    if state.dummy is not None:
        _reversed_order(state.dummy.skill_pile)


def offer_decks_order(state, seat):
    for name in hidden.DECKS:
        _reversed_order(getattr(state.decks, name))


def face_down_offer(state, seat):
    deck, offer = state.decks.spells, state.offers.spells
    assert "spells" in state.offers.hidden
    i, j = _distinct_pair(deck, offer)
    _swap(deck, i, offer, j)


def enemy_piles_order(state, seat):
    for pile in state.decks.enemies.values():
        _reversed_order(pile)


def _face_down_tokens(state) -> list[Token]:
    return [t for key in sorted(state.map.enemies) for t in state.map.enemies[key] if not t.face_up]


def face_down_token_and_pile(state, seat):
    token = _face_down_tokens(state)[0]
    pile = state.decks.enemies[token.color]
    j = next(j for j, enemy in enumerate(pile) if enemy != token.enemy)
    token.enemy, pile[j] = pile[j], token.enemy


def face_down_tokens_between_spaces(state, seat):
    tokens = _face_down_tokens(state)
    first, second = next((a, b) for a in tokens for b in tokens if a.color == b.color and a.enemy != b.enemy)
    first.enemy, second.enemy = second.enemy, first.enemy


def ruins_face_down_and_pile(state, seat):
    entry = next(entry for entry in state.map.ruins.values() if not entry[1])
    j = next(j for j, token in enumerate(state.decks.ruins) if token != entry[0])
    entry[0], state.decks.ruins[j] = state.decks.ruins[j], entry[0]


def _tile_places(state, kind):
    kinds = GAME.catalog.tiles
    return [(pile, i) for pile in (state.decks.tiles, state.decks.removed_tiles) for i, tile in enumerate(pile)
            if kinds[tile].kind == kind]


def tile_stack_order(state, seat):
    (a, i), (b, j) = _tile_places(state, "core")[:2]
    _swap(a, i, b, j)


def tiles_stack_and_set_aside(state, seat):
    places = _tile_places(state, "core")
    (a, i), (b, j) = places[0], next(p for p in places if p[0] is state.decks.removed_tiles)
    _swap(a, i, b, j)


def city_and_core_tile_in_the_stack(state, seat):
    """A city tile's back is a Core tile's (§1.6): where the cities lie among the Core tiles is hidden."""
    (a, i), (b, j) = _tile_places(state, "city")[0], next(p for p in _tile_places(state, "core")
                                                           if p[0] is state.decks.tiles)
    _swap(a, i, b, j)


def camp_and_core_tile_in_the_stack(state, seat):
    """Volkare's Camp shuffled among the Core tiles (LL §5.1): its place is hidden as a city's."""
    (a, i), (b, j) = _tile_places(state, "volkare_camp")[0], next(p for p in _tile_places(state, "core")
                                                                   if p[0] is state.decks.tiles)
    _swap(a, i, b, j)


def the_games_rng(state, seat):
    state.rng = Rng.from_seed(state.rng.state + 1)


CHANGES = [
    ("first_reconnaissance", 2, own_deck_order), ("first_reconnaissance", 2, others_hand_and_deck),
    ("first_reconnaissance", 3, others_deck_order), ("solo_conquest", 1, dummy_deck_order),
    ("solo_conquest", 1, skill_pile_order), ("full_conquest", 2, offer_decks_order),
    ("full_conquest", 2, enemy_piles_order), ("full_conquest", 2, face_down_token_and_pile),
    ("full_conquest", 2, face_down_tokens_between_spaces), ("full_conquest", 2, tile_stack_order),
    ("full_conquest", 2, tiles_stack_and_set_aside), ("full_conquest", 2, city_and_core_tile_in_the_stack),
    ("full_conquest,volkares_camp=shuffled", 2, camp_and_core_tile_in_the_stack),
    ("first_reconnaissance", 2, the_games_rng),
]


def _at_start(scenario, seats):
    """Right after the Heroes are chosen: the offers of First Reconnaissance still face down, piles full."""
    return next(positions(scenario, seats, every=1))


def changed_position(scenario: str, seats: int, change, after: int = 30) -> tuple[GameState, GameState, int]:
    """The first position `after` actions in where the change can be made: the position, the changed copy, seat."""
    for count, (state, seat) in enumerate(positions(scenario, seats, every=1)):
        if count >= after:
            changed = copy_of(state)
            try:
                change(changed, seat)
            except (StopIteration, AssertionError, IndexError):
                continue  # nothing of that kind hidden here (an empty hand, no face-down ruins yet)
            return state, changed, seat
    raise AssertionError(f"no position for {change.__name__}")


@pytest.mark.parametrize("scenario, seats, change", CHANGES, ids=[c[2].__name__ for c in CHANGES])
def test_states_differing_only_in_hidden_information_sample_to_the_same_state(scenario, seats, change):
    state, changed, seat = changed_position(scenario, seats, change)
    assert GAME.dump(changed) != GAME.dump(state)
    assert sample(changed, seat) == sample(state, seat)
    assert sample(state, seat, seed=6) != sample(state, seat)  # the rng decides the sample


def test_a_face_down_offer_ruins_token_and_another_players_cards_under_sparing_power_are_hidden_too():
    """Placed where a short game seldom has them: cards under Sparing Power, a face-down ruins token."""
    state, seat = _at_start("first_reconnaissance", 2)
    p = other(state, seat)
    p.tactic_cards = [p.deck.pop()]
    state.map.ruins["0,0"] = [state.decks.ruins.pop(), False]
    for change in (face_down_offer, others_cards_under_sparing_power, ruins_face_down_and_pile):
        changed = copy_of(state)
        change(changed, seat)
        assert sample(changed, seat) == sample(state, seat), change.__name__


def test_another_heros_hand_of_only_wounds_stays_so_it_cannot_join_a_cooperative_assault_in_the_sample():
    """§12.2.4: a Hero with only Wounds in hand cannot join, and the seat's proposals already say so; a sample that
    dealt that hand a card made the player propose a share the real game refused (Volkare's Quest, 2 seats)."""
    state, seat = _at_start("volkares_quest", 2)
    p = other(state, seat)
    p.deck += [card for card in p.hand if card != "wound"]
    p.hand = ["wound"] * 4
    for seed in range(10):
        assert GAME.sample_hidden(state, seat, Rng.from_seed(seed)).players[p.seat].hand == ["wound"] * 4
    changed = copy_of(state)
    others_deck_order(changed, seat)
    assert sample(changed, seat) == sample(state, seat)


def test_the_ghosts_face_down_on_the_fame_track_are_hidden_as_their_piles_are():
    """Lost Legion §5.5.3: which brown and red tokens wait on the Fame track nobody knows."""
    state = GAME.create(GAME.resolve_options({"scenario": "full_conquest", "ghost_attacks": "yes"}), 2, 3)
    for seat, hero in enumerate(("tovak", "goldyx")):
        state = GAME.apply(state, seat, Action.of("hero", id=hero)).state
    (seat,) = GAME.to_act(state)
    for token in range(2):
        changed = copy_of(state)
        ghost = changed.ghosts.track[token]
        pile = changed.decks.enemies[ghost.color]
        j = next(j for j, enemy in enumerate(pile) if enemy != ghost.enemy)
        ghost.enemy, pile[j] = pile[j], ghost.enemy
        assert GAME.dump(changed) != GAME.dump(state)
        assert sample(changed, seat) == sample(state, seat)


def test_what_the_seat_knows_stays_its_hand_its_cards_under_sparing_power_and_what_its_scouts_saw():
    state, seat = mid_game("full_conquest", 2, at=60)
    state = copy_of(state)
    me = state.players[seat]
    me.tactic_cards = [me.deck.pop()]
    token = _face_down_tokens(state)[0]
    key = next(k for k, tokens in state.map.enemies.items() if token in tokens)
    state.turn.seat = seat
    state.turn.lasting.append([SCOUTS_PEEK, "1", token.enemy, "at", key])
    color = next(c for c, pile in state.decks.enemies.items() if pile and c != token.color)
    state.turn.lasting.append([SCOUTS_PEEK, "1", state.decks.enemies[color][-1], "not_at"])
    for seed in range(5):
        sampled = GAME.sample_hidden(state, seat, Rng.from_seed(seed))
        assert sampled.players[seat].hand == me.hand and sampled.players[seat].tactic_cards == me.tactic_cards
        assert sorted(sampled.players[seat].deck) == sorted(me.deck)
        index = state.map.enemies[key].index(token)
        assert sampled.map.enemies[key][index].enemy == token.enemy
        assert sampled.decks.enemies[color][-1] == state.decks.enemies[color][-1]


def test_a_planted_leak_is_caught(monkeypatch):
    """A sampler that forgets another player's hand is caught by the comparison above."""
    state, changed, seat = changed_position("first_reconnaissance", 2, others_hand_and_deck)

    def leaky(rng, player, seat):
        hidden._redeal(rng, [player.deck])
        hidden._redeal(rng, [player.skill_pile])

    monkeypatch.setattr(hidden, "_player_cards", leaky)
    assert sample(changed, seat) != sample(state, seat)


@pytest.mark.parametrize("scenario, seats", SCENARIOS)
def test_along_whole_games_the_sample_keeps_the_seats_view_its_legal_moves_and_every_invariant(scenario, seats):
    dice = None
    for count, (state, seat) in enumerate(positions(scenario, seats)):
        dice = dice or len(state.source)
        sampled = GAME.sample_hidden(state, seat, Rng.from_seed(count))
        assert GAME.view(sampled, seat) == GAME.view(state, seat)
        assert GAME.legal_actions(sampled, seat) == GAME.legal_actions(state, seat)
        pending = frozenset(p.seat for p in state.players if p.level != GAME.catalog.level_for_fame(p.fame).level)
        check_invariants(GAME, sampled, card_census(state), dice, pending)
        check_seat_can_act(GAME, sampled)


@pytest.mark.parametrize("scenario, seats", SCENARIOS[:3])
def test_a_sampled_state_plays_on(scenario, seats):
    """A player searches by applying moves to the sample: it is a game like any other."""
    state, seat = mid_game(scenario, seats, at=40)
    sampled, rng = GAME.sample_hidden(state, seat, Rng.from_seed(1)), random.Random(1)
    expected, dice = card_census(sampled), len(sampled.source)
    for _ in range(60):
        if GAME.is_over(sampled):
            break
        (seat,) = GAME.to_act(sampled)
        sampled = GAME.apply(sampled, seat, choose(rng, GAME.legal_actions(sampled, seat))).state
        check_seat_can_act(GAME, sampled)
    assert card_census(sampled) == expected and len(sampled.source) == dice

"""The engine contract, checked on the stand-in game by random legal play (a small fuzzer)."""
import copy
import json

import pytest
from hypothesis import given, settings, strategies as st

from engine.core import Action, ActionSyntaxError, Record, RuleError, replay
from engine.sumrace.game import GAME


def random_game(seed: int, seats: int, choices: list[int]):
    state = GAME.create({"target": "15"}, seats, seed)
    record = Record(GAME.id, {"target": "15"}, seats, seed)
    for pick in choices:
        if GAME.is_over(state):
            break
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        assert all(GAME.normalise(a) == a for a in legal)  # the key check never refuses a legal move
        action = legal[pick % len(legal)]
        state = GAME.apply(state, seat, action).state
        record.actions.append((seat, str(action)))
    return state, record


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 4), st.lists(st.integers(0, 50), max_size=60))
def test_random_play_keeps_every_invariant(seed, seats, choices):
    state, record = random_game(seed, seats, choices)
    # the state survives an exact JSON round trip
    assert GAME.load(json.loads(json.dumps(GAME.dump(state)))) == state
    # card conservation: 36 cards, each in exactly one place
    piles_total = sum(state.piles)
    in_hand = [c for hand in state.hands for c in hand]
    assert len(state.deck) + len(in_hand) + _cards_played(record) == 36
    assert piles_total == sum(int(a.split("=")[1]) for _, a in record.actions if a.startswith("play"))
    # the record replays to the same state, bit for bit
    replayed, checkpoints = replay(GAME, Record.from_json(record.to_json()))
    assert replayed == state
    assert checkpoints == [a == "draw" for _, a in record.actions]


def _cards_played(record):
    return sum(1 for _, a in record.actions if a.startswith("play"))


def test_an_illegal_action_raises_with_reason_and_leaves_the_state_alone():
    state = GAME.create({"target": "15"}, 2, 7)
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as caught:
        GAME.apply(state, 1, Action.of("draw"))
    assert "not your turn" in caught.value.message("en")
    assert "nicht am Zug" in caught.value.message("de")
    assert caught.value.message("en").endswith("(rule 2)")
    with pytest.raises(RuleError):
        GAME.apply(state, 0, Action.of("play", card=99))
    assert state == before


@pytest.mark.parametrize("verb", sorted(GAME.verbs))
def test_every_verb_refuses_a_key_it_does_not_take_and_changes_nothing(verb):
    state = GAME.create({"target": "15"}, 2, 7)
    before = copy.deepcopy(state)
    for args in ((("junk", "1"),), (*((key, "1") for key in GAME.verbs[verb]), ("junk", "1"))):
        with pytest.raises(ActionSyntaxError, match="takes no key 'junk'"):
            GAME.apply(state, state.turn, Action(verb, args))
    with pytest.raises(ActionSyntaxError, match="'fly' is no action of Sum Race"):
        GAME.apply(state, state.turn, Action("fly"))
    assert state == before


def test_legal_actions_are_exactly_the_applicable_ones():
    state = GAME.create({"target": "15"}, 3, 99)
    for seat in range(3):
        for action in GAME.legal_actions(state, seat):
            GAME.apply(state, seat, action)  # must not raise
    assert GAME.legal_actions(state, 1) == []  # not seat 1's turn


def test_the_public_view_hides_hands():
    state = GAME.create({"target": "15"}, 2, 3)
    public = GAME.view(state, None)
    assert public["hand"] is None and public["hand_sizes"] == [2, 2]
    assert GAME.view(state, 0)["hand"] == sorted(state.hands[0])
    assert "deck" in public and isinstance(public["deck"], int)  # a count, never the order


def test_options_are_validated_with_defaults_filled():
    assert GAME.resolve_options({}) == {"target": "15"}
    with pytest.raises(Exception, match="must be one of"):
        GAME.resolve_options({"target": "12"})
    with pytest.raises(Exception, match="no option"):
        GAME.resolve_options({"colour": "red"})


def test_record_rejects_garbage():
    for text in ["", "{}", "[1, 2]", '{"format": 99}', "not json"]:
        with pytest.raises(ValueError):
            Record.from_json(text)

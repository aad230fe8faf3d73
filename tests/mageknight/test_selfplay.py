"""Random legal play of whole games (bench/mageknight_selfplay.py), with its invariants checked after every
action: the seat to act always has a legal action, every Deed card in exactly one place, at most 3 crystals a
colour, the Source's dice, levels by Fame, the JSON round trip."""
import pytest

from bench.mageknight_selfplay import MIX, play_one
from bench.selfplay import InvariantBroken, check_seat_can_act
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.state import Decision


@pytest.mark.parametrize("scenario, seats", MIX)
def test_a_whole_game_of_random_legal_play_keeps_every_invariant_and_ends_with_a_score(scenario, seats):
    report = play_one(GAME, scenario, seats, seed=11)  # play_one raises InvariantBroken on a broken invariant
    assert report["finished"] and report["rounds"] >= 1
    result = report["result"]
    assert [entry["seat"] for entry in result["players"]] == list(range(seats))
    assert result["winners"] or result.get("success") is False


def test_self_play_stops_at_a_position_where_the_seat_to_act_has_no_legal_action():
    """The invariant that catches a softlock (a Decision the engine would wait on without options)."""
    state = build_position(GAME.catalog, {"players": [{"hero": "tovak"}, {"hero": "goldyx"}]})
    check_seat_can_act(GAME, state)
    state.turn.decision = Decision("choice", 0, ["0"])
    state.turn.decision.options.clear()  # built as it was before Decision refused to exist without options
    with pytest.raises(InvariantBroken, match="seat 0 must act but has no legal action"):
        check_seat_can_act(GAME, state)


def test_a_decision_without_options_is_never_created():
    with pytest.raises(ValueError):
        Decision("sideways_card", 0, [])

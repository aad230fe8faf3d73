"""Random legal play of whole games (bench/selfplay.py), with its invariants checked after every action: every Deed
card in exactly one place, at most 3 crystals a colour, the Source's dice, levels by Fame, the JSON round trip."""
import pytest

from bench.selfplay import MIX, play_one
from engine.mageknight.game import GAME


@pytest.mark.parametrize("scenario, seats", MIX)
def test_a_whole_game_of_random_legal_play_keeps_every_invariant_and_ends_with_a_score(scenario, seats):
    report = play_one(GAME, scenario, seats, seed=11)  # play_one raises InvariantBroken on a broken invariant
    assert report["finished"] and report["rounds"] >= 1
    result = report["result"]
    assert [entry["seat"] for entry in result["players"]] == list(range(seats))
    assert result["winners"] or result.get("success") is False

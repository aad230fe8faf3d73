"""Arbiter's player, its goals (engine/mageknight/player/evaluate.py): the way to a goal goes around rampaging
enemies instead of provoking them (§6.4.3), a goal the usual hand nearly beats draws the Hero on, Move left once the
turn's action began is worth nothing (§4.6.4), and Move played but not walked yet brings the goal nearer at a
share."""
import pytest

from engine.mageknight.game import GAME
from engine.mageknight.geometry import neighbours
from engine.mageknight.player.evaluate import (GOALS, HELD_MOVE, HOPE, WEIGHTS, _goal_term, _site_worth, evaluate,
                                             move_costs)
from engine.mageknight.player.fight import ask_of
from engine.mageknight.positions import build_position
from engine.mageknight.state import parse_hex

CATALOG = GAME.catalog


def test_a_step_between_two_spaces_next_to_a_rampaging_enemy_is_no_way():
    """§6.4.3: the Hero on 1-W, the Orc Tracker on 1-NW; the forest (1-C) next to both is 3 Move straight on, but
    that step provokes the Tracker, so the way goes round by the plains (2 + 3)."""
    state = build_position(CATALOG, {"players": [{"hero": "tovak", "position": "1-W"}],
                                     "enemies": {"1-NW": ["orc_tracker"]}})
    rows = tuple(tuple(row) for row in state.map.tiles)
    here, tracker = parse_hex(state.players[0].position), parse_hex("1,-4")
    forest = (1, -3)
    assert forest in neighbours(here) and forest in neighbours(tracker)
    assert move_costs(CATALOG, rows, here, True, frozenset())[forest] == 3
    assert move_costs(CATALOG, rows, here, True, frozenset({tracker}))[forest] == 5


def test_a_site_the_usual_hand_nearly_beats_is_worth_walking_toward_one_far_beyond_it_is_not():
    """A Keep held by Swordsmen (Armor 5, Attack 6: 11 points to block and defeat them, 5 to defeat them taking
    the damage): with 11 points it is worth its reward and Fame, with 4 up to HOPE of that, with 2 nothing."""
    state = build_position(CATALOG, {"players": [{"hero": "tovak"}], "enemies": {"1-NW": ["swordsmen"]}})
    player, key = state.players[0], "1,-4"
    swordsmen = ask_of(CATALOG, "swordsmen")
    full = GOALS["keep"] + swordsmen.fame
    worth = {strength: _site_worth(CATALOG, state, player, key, "keep", strength, 2) for strength in (11, 4, 3, 2)}
    assert worth[11] == full
    assert 0 < worth[3] < worth[4] < HOPE * full
    assert worth[2] == 0


def test_move_left_once_the_turns_action_began_is_worth_nothing():
    state = build_position(CATALOG, {"players": [{"hero": "tovak"}], "turn": {"move": 4}})
    still_moving = evaluate(CATALOG, state, 0)
    state.turn.move = 0
    assert evaluate(CATALOG, state, 0) < still_moving
    state.turn.action_taken, spent = True, evaluate(CATALOG, state, 0)
    state.turn.move = 4
    assert evaluate(CATALOG, state, 0) == spent


def test_move_played_but_not_walked_brings_the_goal_nearer_at_a_share_of_the_step():
    """The lookahead sees a Move card's worth before it finds the step: 2 Move held bring the best goal HELD_MOVE of
    2 points nearer; walking them brings it the whole way (the Hero on the portal, every goal at least 2 away)."""
    state = build_position(CATALOG, {"players": [{"hero": "tovak"}], "turn": {"move": 0}})
    player = state.players[0]
    none_held = _goal_term(CATALOG, state, player)
    state.turn.move = 2
    assert _goal_term(CATALOG, state, player) - none_held == pytest.approx(WEIGHTS["goal_step"] * HELD_MOVE * 2)
    state.turn.action_taken = True  # after the action no step is left to take (§4.6.4)
    assert _goal_term(CATALOG, state, player) == none_held

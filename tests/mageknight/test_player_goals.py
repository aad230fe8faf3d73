"""Arbiter's player, its goals (engine/mageknight/player/evaluate.py): the way to a goal goes around rampaging
enemies instead of provoking them (§6.4.3), a goal the usual hand nearly beats draws the Hero on, Move left once the
turn's action began is worth nothing (§4.6.4), Move played but not walked yet brings the goal nearer at a share, and
a village is worth a visit when the hand's Influence and the Reputation's modifier pay for a Unit (§7.2.2), no
tile is explored from a keep its defenders hold (§6.4.1), a goal taken is worth more than standing on it, and a goal
taken on the lookahead's way is worth what it brought."""
import copy

import pytest

from engine.mageknight.game import GAME
from engine.mageknight.geometry import neighbours
from engine.mageknight.player.evaluate import (EXPLORE, GOAL_SHARE, GOALS, HELD_MOVE, HOPE, RECRUIT, WEIGHTS,
                                             _goal_term, _site_worth, evaluate, move_costs)
from engine.mageknight.player.fight import ask_of
from engine.mageknight.positions import build_position
from engine.mageknight.state import parse_hex

from tests.mageknight.moves import act

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


def test_a_village_counts_the_reputations_modifier_not_its_place_on_the_track():
    """§7.2.2: Herbalists cost 3; Promise gives 2 Influence. Reputation 1 adds nothing (before, the player added the
    track's 1 and stood on the village turn after turn, sure it could recruit); Reputation 2 adds 1."""
    state = build_position(CATALOG, {"players": [{"hero": "tovak", "position": "1-E", "hand": ["promise"],
                                                  "reputation": 1}]})
    state.offers.units = ["herbalist"]
    player, key = state.players[0], state.players[0].position
    assert CATALOG.units["herbalist"].cost == 3
    assert _site_worth(CATALOG, state, player, key, "village", 0, 2) == 0
    player.reputation = 2
    assert _site_worth(CATALOG, state, player, key, "village", 0, 2) == RECRUIT["village"]


def test_no_tile_is_explored_from_a_keep_its_defenders_hold():
    """§6.4.1: entering a keep not conquered assaults it and ends the move. A Volkare's Return map as self-play laid
    it: the Hero on 3-E, the keep 3-NE (3 Move) next to the free position north of it. Held by Swordsmen, the keep is
    no place to explore from: the way to that position is longer (before, the Hero stood turn after turn next to the
    keep, the position 3 Move away in its reckoning, and ended its turns with Move in hand). Conquered and empty, it
    is."""
    tiles = [["starting_b", 0, 0], ["volkare_camp_tile", 1, -3], ["countryside_3", 3, -2], ["countryside_6", 2, 1],
             ["countryside_9", 5, -1], ["countryside_8", 6, -4]]
    from_the_keep = GOAL_SHARE * EXPLORE - WEIGHTS["goal_step"] * 3
    for fixture, expected in (({"enemies": {"3-NE": ["swordsmen"]}}, False), ({"shields": {"3-NE": [0]}}, True)):
        state = build_position(CATALOG, {"scenario": "volkares_return", "tiles": tiles,
                                         "players": [{"hero": "tovak", "position": "3-E"}], **fixture})
        assert (_goal_term(CATALOG, state, state.players[0]) >= from_the_keep - 1e-9) is expected


def test_a_goal_taken_is_worth_more_than_standing_on_it():
    """A goal still to take counts GOAL_SHARE of its worth, a Unit recruited its whole worth: on the village (1-E)
    with Promise and two Marches for the Peasants (4 Influence, §7.2.2), recruiting them beats ending the turn there.
    Before, the village counted as much as the Unit, the cards spent tipped the balance, and a Hero boxed in by
    rampaging enemies stood on its village for two Rounds, ending every turn with the Influence in hand."""
    state = build_position(CATALOG, {"players": [{"hero": "tovak", "position": "1-E",
                                                  "hand": ["promise", "march", "march"], "reputation": 1}]})
    state.offers.units = ["peasants"]
    assert CATALOG.units["peasants"].cost == 4
    on_it = _goal_term(CATALOG, state, state.players[0])
    assert on_it == GOAL_SHARE * RECRUIT["village"] < WEIGHTS["unit"]
    standing = evaluate(CATALOG, state, 0)
    for move in ("interact", "play card=promise mode=basic", "play card=march mode=sideways as=influence",
                 "play card=march mode=sideways as=influence", "recruit unit=peasants"):
        state = act(state, move)
    assert [unit.unit for unit in state.players[0].units] == ["peasants"]
    assert evaluate(CATALOG, state, 0) > standing


def test_an_enemy_defeated_on_the_lookaheads_way_is_worth_what_it_brought():
    """The goal term takes the best goal only. A Volkare's Return map as self-play laid it: the Hero on the Camp
    (V-C), Diggers on V-NW next to it its best goal, the other enemies and sites far. With the Diggers defeated the
    next goal is further and the term drops below the Fame won. Weighed from the state the lookahead began in, the
    Diggers still count as a goal, and the fight is worth its Fame (before, a Hero gave up a won fight rather than
    lose its goal: six challenges of a Zombie Horde there in three Rounds, none finished)."""
    tiles = [["starting_b", 0, 0], ["volkare_camp_tile", 1, -3], ["countryside_8", 3, -2], ["countryside_9", 2, 1]]
    start = build_position(CATALOG, {"scenario": "volkares_return", "tiles": tiles,
                                     "players": [{"hero": "tovak", "position": "V-C"}],
                                     "enemies": {"V-E": ["dragon_summoner"], "V-NW": ["diggers"],
                                                 "8-C": ["elven_protectors"]}})
    won = copy.deepcopy(start)
    del won.map.enemies["1,-4"]
    won.players[0].fame += 1
    assert evaluate(CATALOG, won, 0) < evaluate(CATALOG, start, 0)
    assert evaluate(CATALOG, won, 0, start) - evaluate(CATALOG, start, 0) == pytest.approx(WEIGHTS["fame"])

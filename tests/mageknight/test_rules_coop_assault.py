"""Cooperative city assault (rules spec §12, §4.2.1), named after the spec sections.

The map is the blue city of core tile 6 (C6-C) with its neighbours: C6-NE (a monastery, safe), C6-SW, C6-NW
and the rampaging draconum space C6-W (adjacent to the city, to C6-SW and to C6-NW). A participant's fight is
won by putting plenty of Attack into the combat's pool in the Attack phase (the arithmetic is test_rules_combat's
business) and lost by leaving the Attack phase without attacking.
"""
import json
import random

import pytest

from engine.mageknight.game import GAME
from engine.mageknight.geometry import MapLayout, parse_label
from engine.mageknight.positions import build_position
from engine.mageknight.state import WOUND, hex_key
from tests.mageknight.moves import act, legal, outcome, refused

CATALOG = GAME.catalog
CITY_MAP = [["starting_a", 0, 0], ["countryside_1", 1, -3], ["core_6", 3, -2]]
PLAIN = sorted(e for e, d in CATALOG.enemies.items() if not d.abilities and len(d.attacks) == 1 and not d.resistances)
GARRISON = [PLAIN[0], PLAIN[1], PLAIN[0]]
DRACONUM = next(e for e, d in CATALOG.enemies.items() if d.color == "red")
HEROES = ("tovak", "goldyx", "norowas")
SPACES = ("C6-NE", "C6-SW", "C6-NW")


def position(seats=2, scenario="full_cooperation", garrison=GARRISON, places=SPACES, hands=None, **extra):
    players = [{"hero": hero, "position": place, "hand": (hands or {}).get(i, ["march", "rage", "stamina"])}
               for i, (hero, place) in enumerate(zip(HEROES[:seats], places))]
    return build_position(CATALOG, {"scenario": scenario, "seats": seats, "tiles": CITY_MAP,
                                    "enemies": {"C6-C": list(garrison), **extra.pop("enemies", {})},
                                    "players": players, **extra})


def key(state, label):
    return hex_key(*parse_label(MapLayout.from_rows(state.map.tiles), label))


def proposals(state, seat=None):
    return [a for a in legal(state, seat) if a.startswith("coop-assault")]


def agreed(state, proposal="coop-assault at=C6-C share=1:1,2:2"):
    state = act(state, proposal)
    while state.coop_assault is not None and state.coop_assault.stage == "asking":
        state = act(state, "choose option=agree")
    return state


def win(state):
    """The participant fighting now defeats every enemy of their fight."""
    combat = state.turn.combat
    combat.phase, combat.attack = "attack", {"melee:cold_fire": 500}
    return act(state, "attack targets=" + ",".join(str(i) for i in range(len(combat.foes))))


def lose(state):
    """The participant fighting now leaves the Attack phase without attacking: the fight is over, nobody defeated."""
    state.turn.combat.phase = "attack"
    return act(state, "next-phase")


def ending(result):
    """Answer the End of Turn's choices with their first option; the outcome of the last answer."""
    while result.state.turn is not None and result.state.turn.ending_step >= 0:
        result = outcome(result.state, "choose option=" + result.state.turn.decision.options[0])
    return result


def end_turn(state):
    """End the turn of whoever plays now."""
    return ending(outcome(state, "end-turn")).state


# --- §12.1 availability ----------------------------------------------------------------------------------------

def test_12_1_cooperative_scenarios_allow_it():
    assert proposals(position()) == ["coop-assault at=C6-C share=1:1,2:2", "coop-assault at=C6-C share=1:2,2:1"]


def test_12_1_a_competitive_game_only_if_all_players_agreed_at_the_table():
    state = position(scenario="full_conquest")
    assert proposals(state) == []
    refused(state, "coop-assault at=C6-C share=1:1,2:2", "12.1")
    state.table_rules.append("cooperative_assault")
    assert len(proposals(state)) == 2


def test_12_1_the_table_option_reaches_the_engine():
    assert GAME.create(GAME.resolve_options({"scenario": "full_conquest", "cooperative_assault": "yes"}), 2,
                       1).table_rules == ["cooperative_assault"]
    assert GAME.create(GAME.resolve_options({"scenario": "full_conquest"}), 2, 1).table_rules == []


# --- §12.2 the initiator's conditions ----------------------------------------------------------------------------

def test_12_2_1_not_after_the_end_of_the_round_was_announced_or_the_scenario_end():
    state = position()
    state.round.end_announced_by = 1
    assert proposals(state) == []
    state = position()
    state.round.scenario_end = True
    refused(state, "coop-assault at=C6-C share=1:1,2:2", "12.2")


def test_12_2_2_before_the_action_moving_first_is_fine():
    state = position(places=("A-NE", "C6-NW"), turn={"move": 9})
    assert proposals(state) == []  # not adjacent yet
    state.players[0].position = key(state, "C6-SW")
    state.turn.moved = True
    assert len(proposals(state)) == 2
    state.turn.action_taken = True
    assert proposals(state) == []
    refused(state, "coop-assault at=C6-C share=1:1,2:2", "12.2")


def test_12_2_2_not_while_resting():
    state = position()
    state.turn.kind = "rest"
    assert proposals(state) == []


def test_12_2_3_the_initiator_stands_next_to_the_city_alone():
    state = position(places=("C6-SW", "C6-SW"))
    assert proposals(state) == []  # a space shared with another Hero allows no action (§6.11.3)
    state = position(places=("C6-SW", "C6-NW"))
    refused(state, "coop-assault at=C6-SW share=1:1,2:2", "12.2.3")
    refused(state, "coop-assault at=Z9-C share=1:1,2:2", "12.2")


def test_12_2_3_a_city_without_defenders_cannot_be_assaulted_together():
    assert proposals(position(garrison=[])) == []


@pytest.mark.parametrize("spoil", ["far", "face_down", "wounds"])
def test_12_2_4_an_unsuitable_hero_cannot_be_invited(spoil):
    state = position()
    other = state.players[1]
    if spoil == "far":
        other.position = key(state, "A-C")
    elif spoil == "face_down":
        other.order_token_face_down = True
    else:
        other.hand = [WOUND, WOUND]
    assert proposals(state) == []
    refused(state, "coop-assault at=C6-C share=1:1,2:2", "12.2.4")


# --- §12.3 the proposal --------------------------------------------------------------------------------------

def test_12_3_1_suitable_heroes_may_be_left_out():
    state = position(seats=3)
    offered = proposals(state)
    assert "coop-assault at=C6-C share=1:2,2:1" in offered  # seat 3 left out
    assert "coop-assault at=C6-C share=1:2,3:1" in offered  # seat 2 left out
    assert "coop-assault at=C6-C share=1:1,2:1,3:1" in offered
    assert len(offered) == 2 + 2 + 1


@pytest.mark.parametrize("share", ["1:3", "2:3", "1:0,2:3", "1:1,2:1", "1:2,2:2", "1:1,1:2", "1:x", "1:1,5:2"])
def test_12_3_2_every_defender_shared_at_least_one_each(share):
    state = position()
    with pytest.raises(Exception) as error:
        act(state, f"coop-assault at=C6-C share={share}")
    assert error.value.rule.startswith("12.")


def test_12_3_3_each_invited_player_is_asked_in_round_order_one_seat_at_a_time():
    state = position(seats=3)
    state = act(state, "coop-assault at=C6-C share=1:1,3:1,2:1")  # any order: the game asks in Round Order
    assert GAME.to_act(state) == {1} and legal(state) == ["choose option=agree", "choose option=decline"]
    assert legal(state, 0) == []
    state = act(state, "choose option=agree")
    assert GAME.to_act(state) == {2}
    state = act(state, "choose option=agree")
    assert state.coop_assault.stage == "fighting" and GAME.to_act(state) == {0}


def test_12_3_3_one_refusal_and_nothing_happens():
    before = position(seats=3)
    state = act(act(before, "coop-assault at=C6-C share=1:1,2:1,3:1"), "choose option=agree")
    state = act(state, "choose option=decline")
    assert state.coop_assault is None and state.turn == before.turn
    assert [p.order_token_face_down for p in state.players] == [False] * 3
    assert state.map.enemies == before.map.enemies
    assert len(proposals(state)) == 5  # another proposal, or the turn goes on as if none had been made


# --- §12.4 commitment ---------------------------------------------------------------------------------------------

def test_12_4_the_invited_flip_their_round_order_token_the_initiator_does_not():
    state = agreed(position(seats=3), "coop-assault at=C6-C share=1:1,2:1,3:1")
    assert [p.order_token_face_down for p in state.players] == [False, True, True]
    assert GAME.view(state, None)["players"][1]["order_token_face_down"] is True


def test_4_2_1_a_face_down_token_is_flipped_up_and_the_turn_missed():
    state = position()
    state.players[1].order_token_face_down = True
    state.players[1].skills_in_centre = [["norowas_prayer_of_weather"]]
    result = ending(outcome(state, "end-turn"))
    assert "turn_missed" in [e.kind for e in result.events]
    assert result.state.turn.seat == 0 and not result.state.players[1].order_token_face_down
    assert result.state.players[1].skills_in_centre == []  # §4.2.2: interactive Skills expire all the same


# --- §12.5 the deal -----------------------------------------------------------------------------------------------

def test_12_5_the_garrison_is_dealt_at_random_in_the_agreed_numbers():
    deals = set()
    for seed in range(12):
        state = agreed(position(seed=seed), "coop-assault at=C6-C share=1:2,2:1")
        dealt = state.coop_assault.dealt
        assert [len(d) for d in dealt] == [2, 1]
        assert sorted(t.enemy for d in dealt for t in d) == sorted(GARRISON)
        deals.add(tuple(t.enemy for t in dealt[1]))
    assert len(deals) == 2  # both kinds of token were dealt to seat 2 in some game


# --- §12.6 resolution -----------------------------------------------------------------------------------------------

def test_12_6_1_participants_fight_in_round_order_from_the_initiator():
    state = position(seats=3, turn={"seat": 1})
    state = agreed(state, "coop-assault at=C6-C share=1:1,2:1,3:1")
    assert state.coop_assault.seats == [1, 2, 0]
    order = []
    for _ in range(3):
        order.append(state.turn.seat)
        assert state.turn.combat is not None and GAME.to_act(state) == {state.turn.seat}
        state = lose(state)
    assert order == [1, 2, 0]
    assert state.coop_assault.stage == "ending"


def test_12_6_3_each_moves_straight_into_the_city_without_paying_move():
    state = agreed(position())
    city = key(state, "C6-C")
    assert state.players[0].position == city and state.turn.move == 0
    state = lose(state)
    assert state.turn.seat == 1 and state.players[1].position == city and state.turn.path[-1] == city


def test_12_6_3_provoked_rampaging_enemies_join_that_players_fight_only():
    state = position(enemies={"C6-W": [DRACONUM]})  # seat 1 on C6-NE provokes nothing, seat 2 on C6-SW does
    state = agreed(state)
    assert [f.rampaging for f in state.turn.combat.foes] == [False]
    assert "challenge at=C6-W" in legal(state)  # voluntarily, before anything else in the fight (§8.2.3)
    state = lose(state)
    foes = state.turn.combat.foes
    assert [(f.enemy, f.rampaging, f.defends) for f in foes][-1] == (DRACONUM, True, False)
    assert sum(f.defends for f in foes) == 2


def test_12_6_4_reputation_and_shields_as_usual():
    state = position()
    state = agreed(state, "coop-assault at=C6-C share=1:2,2:1")
    assert state.players[0].reputation == -1
    state = win(state)
    assert state.players[1].reputation == -1  # seat 2's own assault
    assert state.map.shields[key(state, "C6-C")] == [0, 0]
    assert len(state.map.enemies[key(state, "C6-C")]) == 1


def test_12_6_5_each_faces_only_the_enemies_dealt_to_them():
    state = agreed(position(), "coop-assault at=C6-C share=1:1,2:2")
    first = [t.enemy for t in state.coop_assault.dealt[0]]
    assert [f.enemy for f in state.turn.combat.foes] == first
    state = win(state)
    assert [f.enemy for f in state.turn.combat.foes] == [t.enemy for t in state.coop_assault.dealt[1]]


def test_12_6_2_one_source_die_each_kept_until_the_assault_is_over():
    state = position(hands={0: ["rage"], 1: ["rage"]}, source=["red", "red", "blue"])
    state = agreed(state)
    state.turn.combat.phase = "attack"
    state = act(state, "play card=rage mode=powered mana=die:0")
    assert state.source[0].taken_by == 0
    state = act(state, "next-phase")
    assert state.turn.seat == 1 and state.source[0].taken_by == 0  # not returned yet
    state.turn.combat.phase = "attack"
    plays = legal(state)
    assert "play card=rage mode=powered mana=die:1" in plays and "play card=rage mode=powered mana=die:0" not in plays
    state = act(act(state, "play card=rage mode=powered mana=die:1"), "next-phase")
    assert "play card=rage mode=powered mana=die:2" not in legal(state)  # the ending: one die was this turn's
    state = end_turn(state)
    assert state.source[0].taken_by is None and state.source[1].taken_by == 1
    state = end_turn(state)
    assert state.source[1].taken_by is None


# --- §12.7 the result -----------------------------------------------------------------------------------------------

def test_12_7_1_conquered_when_every_defender_falls_rampaging_ones_do_not_matter():
    state = position(enemies={"C6-W": [DRACONUM]})
    state = agreed(state, "coop-assault at=C6-C share=1:1,2:2")
    state = win(state)
    defenders = [i for i, f in enumerate(state.turn.combat.foes) if f.defends]
    state.turn.combat.phase, state.turn.combat.attack = "attack", {"melee:cold_fire": 500}
    result = outcome(state, "attack targets=" + ",".join(map(str, defenders)))
    state = act(result.state, "next-phase")
    city = key(state, "C6-C")
    assert city not in state.map.enemies and state.map.enemies[key(state, "C6-W")]
    assert state.map.shields[city] == [0, 1, 1]
    assert [p.position for p in state.players] == [city, city]  # everyone stays in the conquered city
    assert state.turn.seat == 0


def test_12_7_1_the_leader_as_usual_ties_go_to_the_earliest_shield():
    state = agreed(position(), "coop-assault at=C6-C share=1:2,2:1")
    state.map.shields[key(state, "C6-C")] = [1]  # a Shield from an earlier assault of seat 2
    state = win(state)
    state.turn.combat.phase, state.turn.combat.attack = "attack", {"melee:cold_fire": 500}
    result = outcome(state, "attack targets=0")
    assert result.state.map.shields[key(state, "C6-C")] == [1, 0, 0, 1]
    conquered = next(e for e in result.events if e.kind == "conquered")
    assert conquered.data["seat"] == 1  # 2 Shields each: seat 2's first came earlier (§8.12.2)


def test_12_7_2_not_conquered_all_withdraw_to_where_they_attacked_from():
    state = agreed(position(), "coop-assault at=C6-C share=1:2,2:1")
    state = lose(win(state))
    assert [p.position for p in state.players] == [key(state, "C6-NE"), key(state, "C6-SW")]
    assert len(state.map.enemies[key(state, "C6-C")]) == 1  # the defenders seat 2 did not defeat stay
    assert state.map.shields[key(state, "C6-C")] == [0, 0]


# --- §12.8 ending the turns ---------------------------------------------------------------------------------------

def test_12_8_participants_end_their_turns_in_round_order_then_play_goes_on():
    state = agreed(position(seats=3), "coop-assault at=C6-C share=1:1,2:1,3:1")
    state = lose(lose(lose(state)))
    assert state.turn.seat == 0 and state.turn.combat is None
    assert "end-turn" in legal(state) and proposals(state) == []
    state = end_turn(state)
    assert state.turn.seat == 1 and state.coop_assault is not None
    state = end_turn(state)
    assert state.turn.seat == 2
    result = ending(outcome(state, "end-turn"))
    state = result.state
    kinds = [e.kind for e in result.events]
    assert state.coop_assault is None and kinds.count("turn_missed") == 2  # seats 2 and 3 give up their turns
    assert state.turn.seat == 0


def test_12_8_healing_and_special_effects_before_ending():
    state = agreed(position(hands={0: ["tranquility", WOUND], 1: ["rage"]}))
    state = lose(state)
    state = lose(state)
    assert state.turn.seat == 0
    assert any(a.startswith("play card=tranquility") for a in legal(state))


# --- the state and the fuzzer -----------------------------------------------------------------------------------

def test_12_the_state_round_trips_through_json_at_every_stage():
    state = position(seats=3)
    stages = [act(state, "coop-assault at=C6-C share=1:1,2:1,3:1")]
    stages.append(agreed(state, "coop-assault at=C6-C share=1:1,2:1,3:1"))
    stages.append(lose(stages[-1]))
    stages.append(lose(lose(stages[-1])))
    for each in stages:
        assert GAME.load(json.loads(json.dumps(GAME.dump(each)))) == each


def test_12_random_play_through_a_cooperative_assault_and_the_missed_turns_never_waits_without_a_move():
    rng, missed = random.Random(3), 0
    for seed in range(4):
        state = agreed(position(seats=3, seed=seed, enemies={"C6-W": [DRACONUM]}, tile_deck=[]),
                       "coop-assault at=C6-C share=1:1,2:1,3:1")
        for _ in range(600):
            if state.coop_assault is None:
                break
            state = act(state, rng.choice(legal(state)))
        assert state.coop_assault is None
        for _ in range(300):  # on into the turns the invited players miss, and beyond
            if GAME.is_over(state):
                break
            result = outcome(state, rng.choice(legal(state)))
            state, missed = result.state, missed + sum(e.kind == "turn_missed" for e in result.events)
    assert missed >= 2

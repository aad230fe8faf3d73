"""The twelve Tactic cards (rules spec §3.3; card texts in data/mageknight/tactics.yaml)."""
import pytest

from engine.core import RuleError
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from tests.mageknight.moves import act, legal

CATALOG = GAME.catalog


def at_tactic_choice(seats=1, seed=4):
    state = GAME.create({"scenario": "first_reconnaissance"}, seats, seed)
    for hero in list(CATALOG.heroes)[:seats]:
        state = act(state, f"hero id={hero}")
    return state


def finish_turn(state):
    state = act(state, "end-turn")
    while state.turn is not None and state.turn.decision is not None and state.turn.decision.kind == "discard":
        state = act(state, f"choose option={state.turn.decision.options[-1]}")
    return state


def test_rethink_discards_up_to_three_draws_as_many_and_shuffles_the_discards_back():
    state = at_tactic_choice()
    state.players[0].discard = ["rage"]  # as if from an earlier round
    hand_before = list(state.players[0].hand)
    state = act(state, "tactic id=rethink")
    assert state.round.pending.kind == "rethink" and "done" in state.round.pending.options
    for card in hand_before[:3]:
        state = act(state, f"choose option={card}")
    player = state.players[0]
    assert state.round.pending is None and state.round.phase == "turns"
    assert len(player.hand) == 5 and player.discard == []
    assert sorted(player.hand + player.deck) == sorted(list(CATALOG.heroes[player.hero].deck) + ["rage"])


def test_rethink_may_stop_early():
    state = act(at_tactic_choice(), "tactic id=rethink")
    first = state.round.pending.options[0]
    state = act(act(state, f"choose option={first}"), "choose option=done")
    assert len(state.players[0].hand) == 5 and state.round.phase == "turns"


def test_mana_steal_keeps_a_basic_die_that_pays_on_a_later_turn_and_then_returns():
    state = at_tactic_choice(seed=2)
    state.source[0].color, state.source[1].color, state.source[2].color = "black", "green", "gold"
    state = act(state, "tactic id=mana_steal")
    assert state.round.pending.options == ["1"]  # only basic colours can be stolen
    state = act(state, "choose option=1")
    assert state.source[1].stolen_by == 0
    player = state.players[0]
    player.hand = ["march"]
    plays = legal(state)
    assert "play card=march mode=powered mana=stolen:1" in plays
    assert "play card=march mode=powered mana=die:1" not in plays  # not in the Source any more
    state = act(state, "play card=march mode=powered mana=stolen:1")
    assert state.turn.dice_used == 0  # the Source die of this turn is still free
    state = act(state, "end-turn")
    assert state.source[1].stolen_by is None and state.source[1].taken_by is None


def test_great_start_draws_two_cards_when_taken():
    state = act(at_tactic_choice(), "tactic id=great_start")
    assert len(state.players[0].hand) == 7


def test_preparation_at_night_takes_the_chosen_card_into_hand():
    state = at_tactic_choice()
    state.round.time = "night"
    state.round.tactics_available = [t.id for t in CATALOG.tactics_of("night")]
    wanted = state.players[0].deck[0]
    state = act(state, "tactic id=preparation")
    assert wanted in state.round.pending.options
    state = act(state, f"choose option={wanted}")
    assert state.players[0].hand.count(wanted) >= 1 and len(state.players[0].hand) == 6


def test_planning_draws_one_more_with_at_least_two_cards_left():
    state = build_position(CATALOG, {"players": [{"hero": "tovak", "hand": ["march", "rage", "stamina"],
                                                  "deck": ["swiftness", "threaten", "promise", "concentration"],
                                                  "tactic": "planning"}]})
    state = act(state, "play card=march mode=basic")
    state = finish_turn(state)
    assert len(state.players[0].hand) == 6  # hand limit 5, +1 with Planning


def test_the_right_moment_gives_another_turn_right_after_this_one():
    state = build_position(CATALOG, {"seats": 2, "players": [
        {"hero": "tovak", "hand": ["march", "rage"], "deck": ["stamina"], "tactic": "the_right_moment"},
        {"hero": "goldyx", "tactic": "early_bird"}]})
    assert "tactic-use" in legal(state)
    state = act(state, "tactic-use")
    assert "tactic-use" not in legal(state)  # once this Day
    state = act(state, "play card=march mode=basic")
    state = finish_turn(state)
    assert state.turn.seat == 0  # the same player again


def test_long_night_puts_three_random_discards_back_into_an_empty_deck():
    state = build_position(CATALOG, {"time": "night", "players": [
        {"hero": "tovak", "hand": ["march"], "deck": [], "discard": ["rage", "stamina", "swiftness", "promise"],
         "tactic": "long_night"}]})
    state = act(state, "tactic-use")
    player = state.players[0]
    assert len(player.deck) == 3 and len(player.discard) == 1 and player.tactic_used
    assert "tactic-use" not in legal(state)


def test_mana_search_rerolls_up_to_two_dice_gold_first_before_using_the_source():
    state = build_position(CATALOG, {"time": "night", "source": ["gold", "red", "blue"],
                                     "players": [{"hero": "tovak", "hand": ["march"], "tactic": "mana_search"}]})
    uses = [a for a in legal(state) if a.startswith("tactic-use")]
    assert uses and all("0" in a.split("=")[1].split(",") for a in uses)  # the gold die must be among them
    assert "tactic-use dice=0,1" in uses and "tactic-use dice=1,2" not in uses
    after = act(state, "tactic-use dice=0")
    assert not any(a.startswith("tactic-use") for a in legal(after))  # once per turn


def test_midnight_meditation_shuffles_cards_from_hand_into_the_deck_and_draws_as_many():
    state = build_position(CATALOG, {"time": "night", "players": [
        {"hero": "tovak", "hand": ["wound", "wound", "march"], "deck": ["rage", "stamina"],
         "tactic": "midnight_meditation"}]})
    state = act(state, "tactic-use")
    state = act(state, "choose option=wound")
    state = act(state, "choose option=wound")
    state = act(state, "choose option=done")
    player = state.players[0]
    assert len(player.hand) == 3 and len(player.deck) == 2 and player.tactic_used


def test_midnight_meditation_only_before_the_turn_begins():
    state = build_position(CATALOG, {"time": "night", "players": [
        {"hero": "tovak", "hand": ["march", "rage"], "tactic": "midnight_meditation"}]})
    later = act(state, "play card=march mode=basic")
    assert "tactic-use" not in legal(later)
    with pytest.raises(RuleError):
        act(later, "tactic-use")


def test_sparing_power_stores_the_top_card_each_turn_then_takes_them_all():
    state = build_position(CATALOG, {"seats": 1, "time": "night", "players": [
        {"hero": "tovak", "hand": ["march", "rage"],
         "deck": ["stamina", "swiftness", "promise", "threaten", "concentration", "crystallize"],
         "tactic": "sparing_power"}]})
    # A position starts inside the turn; the choice comes before each of the following turns.
    state = act(state, "play card=march mode=basic")
    state = finish_turn(state)
    assert state.turn.decision.kind == "sparing_power" and state.turn.decision.options == ["store", "take"]
    state = act(state, "choose option=store")
    stored = list(state.players[0].tactic_cards)
    assert len(stored) == 1
    state = act(state, "play card=rage mode=sideways as=move")
    state = finish_turn(state)
    state = act(state, "choose option=take")
    assert set(stored) <= set(state.players[0].hand) and state.players[0].tactic_cards == []
    assert state.players[0].tactic_used


@pytest.mark.parametrize("tactic", ["early_bird", "from_the_dusk"])
def test_the_first_tactics_only_set_turn_order(tactic):
    assert CATALOG.tactics[tactic].number == 1
    state = build_position(CATALOG, {"players": [{"hero": "tovak", "tactic": tactic}]})
    assert not any(a.startswith("tactic-use") for a in legal(state))


def test_9_7_4_long_night_may_refill_an_empty_deck_in_the_middle_of_the_draw():
    state = build_position(CATALOG, {"time": "night", "players": [
        {"hero": "tovak", "hand": ["march", "rage"], "deck": ["stamina"],
         "discard": ["swiftness", "promise", "threaten", "concentration"], "tactic": "long_night"}]})
    state = act(state, "play card=march mode=basic")
    state = act(state, "end-turn")
    while state.turn.decision.kind == "discard":
        state = act(state, "choose option=done")
    assert state.turn.decision.kind == "long_night_draw"  # drew stamina, the deck is empty, 3 short of 5
    state = act(state, "choose option=use")
    player = state.players[0]
    assert len(player.hand) == 5 and player.tactic_used  # the 3 cards put back were drawn at once
    assert len(player.discard) == 2  # march from this turn and one card left behind


def test_9_7_4_long_night_can_be_declined_mid_draw():
    state = build_position(CATALOG, {"time": "night", "players": [
        {"hero": "tovak", "hand": ["march", "rage"], "deck": [], "discard": ["swiftness"], "tactic": "long_night"}]})
    state = act(state, "play card=march mode=basic")
    state = act(state, "end-turn")
    while state.turn is not None and state.turn.decision.kind == "discard":
        state = act(state, "choose option=done")
    state = act(state, "choose option=done")
    assert not state.players[0].tactic_used

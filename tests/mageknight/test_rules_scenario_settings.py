"""Scenario settings of data/mageknight/scenarios.yaml that the engine reads (§13.7): the competitive Spells leave
solo and co-op games, Conquer and Hold's Units and concession (§13.7.10), its 3-player variant, the optional Dummy
of the First Reconnaissance solo game (§13.7.1); and a guard that every setting in the data is read by some code."""
import pytest

from engine.core import Action, PlayerError
from engine.mageknight import rounds, scenario_end
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.setup import create_game
from engine.tables import Tables
from tests.mageknight.moves import act, legal, outcome, refused
from tests.mageknight.test_rules_combat import key_of
from tests.mageknight.test_rules_scenarios import FOUR_TOWERS, position

CATALOG = GAME.catalog
COMPETITIVE_SPELLS = {"mana_meltdown", "mana_claim", "mind_read", "energy_flow"}  # 109-112


def every_spell(state):
    return set(state.decks.spells) | set(state.offers.spells)


def test_13_7_4_to_13_7_6_the_competitive_spells_are_removed_in_solo_and_cooperative_games():
    for scenario, seats in (("solo_conquest", 1), ("full_cooperation", 2), ("blitz_cooperation", 3)):
        for seed in range(5):
            spells = every_spell(create_game(CATALOG, scenario, seats, seed))
            assert not spells & COMPETITIVE_SPELLS, scenario
            assert spells == set(CATALOG.spells) - COMPETITIVE_SPELLS
    assert every_spell(create_game(CATALOG, "full_conquest", 2, 1)) == set(CATALOG.spells)  # competitive: all


def test_13_7_10_conquer_and_hold_removes_the_level_iv_units_from_the_elite_deck():
    state = create_game(CATALOG, "conquer_and_hold", 2, 1)
    levels = {CATALOG.units[unit].level for unit in state.decks.elite_units}
    assert 4 not in levels and levels
    assert 4 in {CATALOG.units[unit].level for unit in create_game(CATALOG, "full_conquest", 2, 1).decks.elite_units}


def prepared_round(state):
    """The Unit offer dealt at the preparation of the next Round (§3.2.3)."""
    rounds._refresh_offers(Ctx(CATALOG, state))
    return state.offers.units


def test_13_7_10_conquer_and_hold_deals_elite_units_only_from_the_second_half_of_the_game():
    def offer_in(round_number, seats=2):
        state = position("conquer_and_hold", FOUR_TOWERS + [["core_2", 4, -5]], seats=seats)
        state.round.number = round_number
        return {CATALOG.units[unit].tier for unit in prepared_round(state)}
    assert offer_in(3) == {"regular"}  # 2 players: from Round 4 (the German text, §15.6)
    assert "elite" in offer_in(4)
    assert offer_in(2, seats=4) == {"regular"} and "elite" in offer_in(3, seats=4)  # 4 players: from Round 3
    full = position("full_conquest", FOUR_TOWERS + [["core_2", 4, -5]])
    full.round.number = 2
    assert "elite" in {CATALOG.units[unit].tier for unit in prepared_round(full)}  # elsewhere once a Core tile shows


def test_13_7_10_conquer_and_hold_recruits_monastery_units_in_mage_towers_and_village_units_in_keeps():
    def recruits(scenario, label):
        state = position(scenario, FOUR_TOWERS, p0={"position": label}, turn={"influence": 9})
        state.map.shields[key_of(state, label)] = [0]
        state.offers.units = ["peasants", "red_cape_monks"]  # village only; monastery only
        return {a.split()[1] for a in legal(state) if a.startswith("recruit")}
    assert recruits("conquer_and_hold", "9-E") == {"unit=peasants"}  # a keep
    assert recruits("conquer_and_hold", "9-SW") == {"unit=red_cape_monks"}  # a mage tower
    assert recruits("full_conquest", "9-E") == set() and recruits("full_conquest", "9-SW") == set()
    state = position("conquer_and_hold", FOUR_TOWERS, p0={"position": "9-E"}, turn={"influence": 9})
    state.map.shields[key_of(state, "9-E")] = [0]
    state.offers.units = ["peasants"]
    state = act(state, "recruit unit=peasants")
    assert [unit.unit for unit in state.players[0].units] == ["peasants"]


async def test_13_7_10_a_three_seat_conquer_and_hold_table_starts_with_the_scenario_books_three_player_setup(store):
    """"You can also play this scenario with 3 players ... play four rounds only" (Scenario Book, Variants)."""
    tables = Tables(store, {GAME.id: GAME})
    await tables.create(1, 9, 100, "ann", GAME.id, {"scenario": "conquer_and_hold"}, seats=3)
    for user in (101, 102):
        await tables.join(1, user, f"u{user}")
    row = await tables.start(1, 100, can_manage=False, seed=3)
    state = (await tables.status(1)).state
    assert row.status == "playing" and state.seats == 3 and state.map_shape == "conquer_and_hold_map"
    assert rounds.round_limit(Ctx(CATALOG, state)) == 4


def started_solo(options):
    state = GAME.create(GAME.resolve_options(options), 1, 5)
    return GAME.apply(state, 0, Action.of("hero", id="tovak")).state


def test_13_7_1_first_reconnaissance_solo_has_a_dummy_unless_the_table_leaves_it_out():
    """"In a very first game you may leave out the Dummy": the table option dummy=no, by default the Dummy plays."""
    assert started_solo({"scenario": "first_reconnaissance"}).dummy is not None
    without = started_solo({"scenario": "first_reconnaissance", "dummy": "no"})
    assert without.dummy is None and without.round.dummy_slot is None
    assert without.round.phase == "tactics" and GAME.legal_actions(without, 0)


async def test_13_7_1_leaving_out_the_dummy_is_refused_at_game_new_where_the_scenario_does_not_allow_it(store):
    tables = Tables(store, {GAME.id: GAME})
    for channel, scenario in enumerate(("solo_conquest", "full_cooperation", "full_conquest"), start=1):
        with pytest.raises(PlayerError) as refused:
            await tables.create(channel, 9, 100, "ann", GAME.id, {"scenario": scenario, "dummy": "no"})
        assert "without its Dummy player" in refused.value.en and "ohne Dummy-Spieler" in refused.value.de
        assert refused.value.rule == "13.7.1"
    row = await tables.create(9, 9, 100, "ann", GAME.id, {"scenario": "first_reconnaissance", "dummy": "no"}, seats=1)
    assert row.options["dummy"] == "no"


# --- Conquer and Hold: the end when one side concedes (§13.7.10) -------------------------------------------

def test_13_7_10_conquer_and_hold_a_side_that_concedes_ends_the_game_at_once_and_the_other_side_wins():
    state = position("conquer_and_hold", FOUR_TOWERS, p0={"position": "B-NW"}, p1={"position": "B-C"})
    state.map.shields.update({key_of(state, "9-E"): [0], key_of(state, "4-C"): [0]})  # seat 1 ahead 5 VP to 0
    assert "concede" in legal(state)
    result = outcome(state, "concede")
    over = result.state
    assert GAME.is_over(over) and over.round.phase == "over" and over.scenario_state.conceded == [0]
    assert over.result["winners"] == [1] and over.result["conceded"] == [0]  # the other side, whatever its VP
    assert [p["total"] for p in over.result["players"]] == [5, 0]
    assert any(e.kind == "conceded" and "concedes" in e.text_en and "gibt auf" in e.text_de for e in result.events)


def test_13_7_10_conceding_only_in_conquer_and_hold_and_only_between_moves():
    elsewhere = position("full_conquest", FOUR_TOWERS)
    assert "concede" not in legal(elsewhere)
    refused(elsewhere, "concede", "13.7.10")
    state = position("conquer_and_hold", FOUR_TOWERS, p0={"position": "9-SE"}, turn={"move": 9})
    state.map.shields[key_of(state, "9-E")] = [1]
    fighting = act(state, "move to=9-E")  # an absent owner's keep: a combat
    assert fighting.turn.combat is not None and "concede" not in legal(fighting)


def test_13_7_10_with_three_players_the_two_who_did_not_concede_compare_their_victory_points():
    state = position("conquer_and_hold", FOUR_TOWERS, seats=3)
    state.map.shields.update({key_of(state, "9-E"): [1], key_of(state, "4-C"): [2]})  # 3 VP, 2 VP
    assert act(state, "concede").result["winners"] == [1]
    state.map.shields = {key_of(state, "4-C"): [1], key_of(state, "9-SW"): [2]}  # 2 VP each: nobody wins
    assert act(state, "concede").result["winners"] == []


def test_13_7_the_final_turns_setting_decides_whether_everyone_gets_one_last_turn():
    """§13.7: "all players, the revealer included, get one last turn"; `final_turns: none` ends with the turn."""
    reconnaissance = position("first_reconnaissance", FOUR_TOWERS)
    ctx = Ctx(CATALOG, reconnaissance)
    scenario_end.trigger_scenario_end(ctx)
    assert reconnaissance.round.last_turns == [1, 0]
    holding = position("conquer_and_hold", FOUR_TOWERS)
    scenario_end.trigger_scenario_end(Ctx(CATALOG, holding))
    assert holding.round.scenario_end and holding.round.last_turns == []


def test_13_7_every_end_trigger_and_final_turns_value_in_the_data_is_known_to_the_engine():
    for scenario in CATALOG.scenarios.values():
        assert set(scenario.end["trigger"]) <= set(scenario_end.TRIGGERS), scenario.id
        assert scenario.end["final_turns"] in scenario_end.FINAL_TURNS, scenario.id

"""Additional Player (Lost Legion §5.3): one Hero more than the scenario seats, 5 competing or 4 cooperating; the setup
for the most players listed with 2 Countryside, 1 Core and (where the cities grow with the players) 1 city tile more,
a die and a Unit more; in a cooperative game of 4 no Tactic leaves the game."""
from __future__ import annotations

import pytest

from bench.mageknight_selfplay import play_one
from engine.core import RuleError
from engine.mageknight import additional_player
from engine.mageknight.game import GAME
from engine.mageknight.rounds import REMOVE_TACTIC
from engine.mageknight.state import GameState
from tests.mageknight.moves import act, legal

CATALOG = GAME.catalog


def options(scenario: str, **more: str) -> dict[str, str]:
    return GAME.resolve_options({"scenario": scenario, "additional_player": "yes", **more})


def started(scenario: str, seed: int = 1) -> GameState:
    chosen = options(scenario)
    state = GAME.create(chosen, GAME.seat_counts(chosen)[0], seed)
    for hero in list(CATALOG.heroes)[:state.seats]:
        state = act(state, f"hero id={hero}")
    return state


def tiles_in_game(state: GameState) -> dict[str, int]:
    laid = [row[0] for row in state.map.tiles if not row[0].startswith("starting")]
    counts = {"countryside": 0, "core": 0, "city": 0}
    for tile in laid + state.decks.tiles:
        counts[CATALOG.tiles[tile].kind] += 1
    return counts


@pytest.mark.parametrize("scenario, seats, tiles, levels", [
    ("first_reconnaissance", 5, (13, 3, 1), ()),  # the city is one for every count: no city tile more
    ("one_to_return", 5, (12, 4, 4), (3, 3, 3, 3)),
    ("mines_liberation", 5, (13, 4, 1), ()),
    ("blitz_cooperation", 4, (10, 3, 4), (5, 8, 8, 11)),  # the extra city before the last, as strong as the one before
])
def test_5_3_the_setup_of_the_most_players_with_two_countryside_one_core_and_one_city_tile_more(scenario, seats, tiles,
                                                                                             levels):
    setup, most = CATALOG.scenarios[scenario].additional, max(CATALOG.scenarios[scenario].players)
    assert setup.players == seats == most + 1
    assert (setup.tiles.countryside, setup.tiles.core, setup.tiles.city) == tiles and setup.city_levels == levels
    assert setup.map_shape == CATALOG.scenarios[scenario].setup_for(most).map_shape
    state = GAME.create(options(scenario), seats, 2)
    assert tiles_in_game(state) == dict(zip(("countryside", "core", "city"), tiles))
    assert state.table_rules == [additional_player.RULE]
    assert CATALOG.scenarios[scenario].setting(seats, "rounds") == CATALOG.scenarios[scenario].setting(most, "rounds")


@pytest.mark.parametrize("scenario, dice, units", [
    ("first_reconnaissance", 7, 7),  # players + 2 each (§2.2.12, §2.3)
    ("blitz_cooperation", 7, 7),  # 4 + 2 and the scenario's own one more of each (§13.7.6)
])
def test_5_3_the_extra_player_brings_a_die_to_the_source_and_a_unit_to_the_offer(scenario, dice, units):
    chosen = options(scenario)
    state = GAME.create(chosen, GAME.seat_counts(chosen)[0], 3)
    assert len(state.source) == dice and len(state.offers.units) == units


def test_5_3_five_compete_four_cooperate_and_no_other_count_takes_the_table():
    assert GAME.seat_counts(options("first_reconnaissance")) == (5,)
    assert GAME.seat_counts(options("blitz_cooperation")) == (4,)
    assert 5 not in GAME.seat_counts(GAME.resolve_options({"scenario": "first_reconnaissance"}))
    with pytest.raises(RuleError, match="played by 5 players, not 4") as refused:
        GAME.create(options("first_reconnaissance"), 4, 1)
    assert refused.value.rule == "LL 5.3"
    with pytest.raises(RuleError, match="played by 1, 2, 3, 4 players, not 5"):
        GAME.create(GAME.resolve_options({"scenario": "first_reconnaissance"}), 5, 1)


@pytest.mark.parametrize("scenario", ["solo_conquest", "conquer_and_hold", "volkares_return", "volkares_quest"])
def test_5_3_the_variant_adds_a_player_to_base_scenarios_only(scenario):
    """# decision (catalog/schemas/scenarios.py): not to a solo game, to teams or to General Volkare's scenarios."""
    assert CATALOG.scenarios[scenario].additional is None
    with pytest.raises(RuleError) as refused:
        options(scenario)
    assert refused.value.rule == "LL 5.3" and "Grundspiel" in refused.value.de


@pytest.mark.parametrize("scenario", ["full_conquest", "blitz_conquest", "full_cooperation"])
def test_5_3_five_city_tiles_would_need_volkares_camp_instead_of_a_city(scenario):
    assert CATALOG.scenarios[scenario].additional.tiles.city == 5
    assert additional_player.camp_needed(CATALOG, CATALOG.scenarios[scenario])
    with pytest.raises(RuleError) as refused:
        options(scenario)
    assert refused.value.rule == "LL 5.3"
    assert "Volkare's Camp instead of a City" in refused.value.en and "Volkares Lager anstelle einer Stadt" in \
        refused.value.de
    for camp in ("shuffled", "bottom", "among_cities"):  # with the Camp chosen: the four cities and the Camp
        chosen = options(scenario, volkares_camp=camp)
        state = GAME.create(chosen, GAME.seat_counts(chosen)[0], 1)
        kinds = [CATALOG.tiles[tile].kind for tile in state.decks.tiles]
        assert (kinds.count("city"), kinds.count("volkare_camp")) == (4, 1), camp


def test_5_3_the_variant_and_a_solo_variant_seat_no_table_together():
    with pytest.raises(RuleError) as refused:
        options("first_reconnaissance", control_offers="yes")
    assert refused.value.rule == "LL 5"


def _round_played(state: GameState) -> GameState:
    """Every Tactic taken, then the Round played to its end (announced as soon as it may be)."""
    number = state.round.number
    while state.round.number == number and state.round.phase in ("tactics", "turns"):
        moves = legal(state)
        state = act(state, "announce-end" if "announce-end" in moves else moves[-1 if state.turn else 0])
    return state


def test_5_3_in_a_cooperative_game_of_four_no_tactic_leaves_the_game():
    state = _round_played(started("blitz_cooperation"))
    assert state.round.pending is None or state.round.pending.kind != REMOVE_TACTIC
    assert state.round.tactics_removed == [] and state.round.removal_choice == []
    night = [tactic.id for tactic in CATALOG.tactics.values() if tactic.time == "night"]
    assert sorted(state.round.tactics_available + [state.dummy.tactic]) == sorted(night)  # the Dummy takes first


def test_5_3_without_the_variant_the_cooperative_players_remove_one_of_theirs():
    state = GAME.create(GAME.resolve_options({"scenario": "blitz_cooperation"}), 3, 1)
    for hero in list(CATALOG.heroes)[:3]:
        state = act(state, f"hero id={hero}")
    state = _round_played(state)
    assert state.round.pending is not None and state.round.pending.kind == REMOVE_TACTIC


@pytest.mark.parametrize("setup, seats", [("first_reconnaissance,additional_player=yes", 5),
                                          ("blitz_cooperation,additional_player=yes", 4)])
def test_5_3_a_whole_game_of_random_legal_play_with_the_extra_player_keeps_every_invariant(setup, seats):
    report = play_one(GAME, setup, seats, seed=11)  # raises InvariantBroken on a broken invariant
    assert report["finished"] and [entry["seat"] for entry in report["result"]["players"]] == list(range(seats))

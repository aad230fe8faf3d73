"""The final score (scoring.py): Standard Achievements and titles (§13.5), city lines (§13.7.2), the solo and
cooperative team score (§13.4.9, §13.7.4-5), and the result a finished game carries."""
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.scoring import achievements, final_score, titles
from engine.mageknight.reveal import spaces
from engine.mageknight.state import UnitCard
from tests.mageknight.test_rules_combat import TOWER_AND_KEEP_MAP

# a mage tower, a keep, a monastery, a monster den and two cities (at -1,3 and -3,2)
SCORING_MAP = [*TOWER_AND_KEEP_MAP, ["countryside_6", 2, 1], ["core_5", -1, 3], ["core_6", -3, 2]]
CITIES = ("-1,3", "-3,2")

CATALOG = GAME.catalog
SPELLS = [card for card, data in CATALOG.cards.items() if data.kind == "spell"]
ACTIONS = [card for card, data in CATALOG.cards.items() if data.kind == "advanced_action"]
ARTIFACTS = [card for card, data in CATALOG.cards.items() if data.kind == "artifact"]


def position(scenario="first_reconnaissance", seats=2, **players):
    fixture = {"scenario": scenario, "seats": seats, "tiles": SCORING_MAP, "players": [dict(players.get(f"p{seat}", {}), hero=hero)
                                                                   for seat, hero in enumerate(("tovak", "goldyx",
                                                                                                "norowas")[:seats])]}
    return build_position(CATALOG, fixture)


def score(state):
    return final_score(Ctx(CATALOG, state))


def test_13_5_knowledge_counts_spells_twice_and_advanced_actions_once_wherever_the_cards_are():
    state = position(p0={"hand": SPELLS[:1] + ACTIONS[:1], "deck": SPELLS[1:2], "discard": ACTIONS[1:3]})
    assert achievements(Ctx(CATALOG, state), 0)["knowledge"] == 2 * 2 + 3


def test_13_5_loot_counts_artifacts_and_banners_twice_and_a_point_per_two_crystals():
    state = position(p0={"discard": ARTIFACTS[:1], "crystals": {"red": 2, "blue": 1}})
    banner = next(card for card, data in CATALOG.cards.items() if data.kind == "artifact" and data.banner)
    state.players[0].units = [UnitCard("peasants", banner=banner)]
    assert achievements(Ctx(CATALOG, state), 0)["loot"] == 2 * 2 + 1


def test_13_5_leader_counts_unit_levels_wounded_ones_half_rounded_down():
    state = position()
    levels = {unit: data.level for unit, data in CATALOG.units.items()}
    level_one = next(unit for unit, level in levels.items() if level == 1)
    level_three = next(unit for unit, level in levels.items() if level == 3)
    state.players[0].units = [UnitCard(level_one, wounded=True), UnitCard(level_three, wounded=True),
                              UnitCard(level_one)]
    assert achievements(Ctx(CATALOG, state), 0)["leader"] == 0 + 1 + 1


def test_13_5_beating_costs_2_per_wound_in_the_deed_cards_and_conqueror_adventurer_count_shields():
    state = position(p0={"hand": ["wound", "march"], "discard": ["wound"]})
    ctx = Ctx(CATALOG, state)
    sites = {space.site: key for key, space in spaces(ctx) if space.site}
    for site in ("keep", "mage_tower"):
        state.map.shields[sites[site]] = [0]
    adventure = next(key for site, key in sites.items() if CATALOG.sites[site].adventure)
    state.map.shields[adventure] = [0]
    assert achievements(ctx, 0)["beating"] == -4
    assert achievements(ctx, 0)["conqueror"] == 4 and achievements(ctx, 0)["adventurer"] == 2
    assert achievements(ctx, 1)["conqueror"] == 0


def test_13_5_titles_three_alone_one_each_when_tied_none_for_a_tie_at_zero():
    assert titles({0: 7, 1: 7, 2: 3}) == {0: 1, 1: 1}  # the rulebook's Knowledge example
    assert titles({0: 5, 1: 2}) == {0: 3}
    assert titles({0: 0, 1: 0}) == {}
    assert titles({0: -4, 1: -2}) == {0: -3}  # Greatest Beating
    assert titles({0: 0, 1: 0, 2: 0}) == {}  # nobody has Wounds: no penalty (§13.5.4)
    assert titles({0: 12, 1: 12}, best=5, tied=2) == {0: 2, 1: 2}


def test_13_7_2_cities_7_for_the_leader_4_for_another_shield_and_the_city_conqueror_title():
    state = position("full_conquest")
    state.map.cities = {key: 4 for key in CITIES}
    state.map.shields = {CITIES[0]: [0, 1, 1], CITIES[1]: [0]}
    state.decks.tiles = []  # every city revealed, no garrison left: all conquered
    result = score(state)
    first, second = result["players"]
    assert first["extra"] == {"city_led": 7, "city_with_shield_not_led": 4}
    assert second["extra"] == {"city_led": 7, "city_with_shield_not_led": 0}
    assert first["titles"]["greatest_city_conqueror"] == 5 and "greatest_city_conqueror" not in second["titles"]
    assert first["total"] == first["fame"] + sum(first["achievements"].values()) + sum(first["titles"].values()) + 11
    assert result["success"] is True


def test_8_12_2_the_city_leader_is_the_earliest_shield_among_those_tied():
    from engine.mageknight.board import city_leader
    assert city_leader([1, 0, 0, 1]) == 1
    assert city_leader([1, 0, 0]) == 0


def test_13_7_4_solo_conquest_scores_one_team_line_with_rounds_left_and_no_titles():
    state = position("solo_conquest", seats=1, p0={"hand": SPELLS[:2]})
    state.players[0].fame = 20
    result = score(state)
    team = result["team"]
    assert team["base"] == 20 and team["achievements"]["knowledge"] == 4
    assert team["extra"]["round_not_played"] == 30 * 5  # the game ended in Round 1 of 6
    assert team["extra"]["round_end_not_announced_in_last_round"] == 5
    assert result["players"][0]["titles"] == {} and result["success"] is False and result["winners"] == []
    assert result["unscored"] == []


def test_13_4_9_cooperation_counts_the_lowest_fame_and_each_category_once():
    state = position("full_cooperation", p0={"hand": SPELLS[:1]}, p1={"hand": ["wound", "wound"]})
    state.players[0].fame, state.players[1].fame = 30, 12
    team = score(state)["team"]
    assert team["base"] == 12
    assert team["achievements"]["knowledge"] == 2 and team["achievements"]["beating"] == -4


def test_13_7_1_a_finished_game_carries_its_score_and_the_fame_by_round():
    from bench.mageknight_selfplay import play_one
    summary = play_one(GAME, "first_reconnaissance", 2, 5)
    result = summary["result"]
    assert len(result["players"]) == 2
    for entry in result["players"]:
        assert len(entry["fame_by_round"]) >= 1 and entry["fame_by_round"][-1] == entry["fame"]
    best = max(entry["total"] for entry in result["players"])
    assert result["winners"] == [entry["seat"] for entry in result["players"] if entry["total"] == best]


def test_13_7_3_blitz_conquest_one_more_fame_for_each_line_of_the_fame_track_crossed():
    from engine.mageknight.resolve import gain_fame
    state = position("blitz_conquest")
    assert state.players[0].fame == 1  # Blitz players start with 1 Fame
    lines = [level.fame for level in CATALOG.levels]  # 0, 3, 8, ...
    gain_fame(Ctx(CATALOG, state), 0, lines[2] - 1)  # from 1 across the lines at 3 and 8: +2
    assert state.players[0].fame == lines[2] + 2
    other = position("full_conquest")
    gain_fame(Ctx(CATALOG, other), 0, lines[2])
    assert other.players[0].fame == lines[2]


def test_13_7_3_blitz_conquest_the_extra_fame_that_crosses_the_next_line_earns_one_more():
    """"+1 extra Fame every time they cross a line": the extra point is Fame gained too, so it counts again."""
    from engine.mageknight.resolve import gain_fame
    lines = [level.fame for level in CATALOG.levels]  # 0, 3, 8, 15, ...
    state = position("blitz_conquest")
    gain_fame(Ctx(CATALOG, state), 0, lines[2] - 2)  # 1 -> 7 crosses 3; its +1 reaches 8, a line: +1 more
    assert state.players[0].fame == lines[2] + 1
    state = position("blitz_conquest")
    gain_fame(Ctx(CATALOG, state), 0, lines[3] - 2)  # 1 -> 14 crosses 3 and 8; their +2 reach 16, past 15: +1
    assert state.players[0].fame == lines[3] + 2


def test_13_7_3_blitz_conquest_keeps_one_more_unit_in_the_offer_every_round():
    from engine.mageknight.setup import unit_offer_size
    assert unit_offer_size(CATALOG, "blitz_conquest", 2) == unit_offer_size(CATALOG, "full_conquest", 2) + 1
    state = GAME.create({"scenario": "blitz_conquest"}, 2, 3)
    assert len(state.offers.units) == unit_offer_size(CATALOG, "blitz_conquest", 2)
    from engine.mageknight.rounds import _refresh_offers
    state.offers.units = []
    _refresh_offers(Ctx(CATALOG, state))  # the Round preparation deals a new Unit offer (§3.2.3)
    assert len(state.offers.units) == unit_offer_size(CATALOG, "blitz_conquest", 2)

"""Higher city levels (§13.6.8.1; engine/mageknight/city_levels.py), chosen at /game new as `city_level_bonus=N`: a
city revealed in a real Full Conquest is that many levels above the scenario's, its garrison drawn for that level."""
import pytest

from engine.core import RuleError
from engine.mageknight import city_levels
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.geometry import MapLayout, open_slots
from engine.mageknight.reveal import place_tile

from tests.mageknight.lobby import lobby_words

CATALOG = GAME.catalog


def city_revealed(bonus: str):
    """Full Conquest for 2 (cities of level 4, §13.7.2) with the first city tile of the stack laid at a free Core
    position: its level and the colours its garrison was drawn in."""
    state = GAME.create(GAME.resolve_options({"scenario": "full_conquest", city_levels.OPTION: bonus}), 2, 5)
    city = next(tile for tile in state.decks.tiles if CATALOG.tiles[tile].kind == "city")
    rows = tuple(tuple(row) for row in state.map.tiles)
    center = open_slots(MapLayout.from_rows(rows), CATALOG.map_shapes[state.map_shape], "core")[0]
    place_tile(Ctx(CATALOG, state), city, center)
    ((key, level),) = state.map.cities.items()
    return level, [token.color for token in state.map.enemies[key]], CATALOG.tiles[city]


@pytest.mark.parametrize("bonus, level", [("0", 4), ("3", 7), ("7", 11)])
def test_13_6_8_1_every_city_is_raised_by_the_tables_choice(bonus, level):
    """Level 4 by the scenario; raised by 3, a level-7 city with a level-7 garrison; by 7, the City cards' last
    row, 11."""
    revealed, garrison, tile = city_revealed(bonus)
    color = next(space.city for space in tile.hexes.values() if space.city)
    assert revealed == level and sorted(garrison) == sorted(CATALOG.garrison(color, level))


def test_13_6_8_1_a_raised_level_stops_at_the_city_cards_last_row():
    assert city_levels.raised(8, 7) == city_levels.HIGHEST == 11 and city_levels.raised(4, 2) == 6


@pytest.mark.parametrize("scenario", ["volkares_return", "first_reconnaissance"])
def test_13_6_8_1_refused_where_the_combat_level_sets_it_or_there_is_no_city(scenario):
    """LL §4.1.1: General Volkare's combat level sets his scenarios' city level; First Reconnaissance has none."""
    with pytest.raises(RuleError) as refused:
        GAME.resolve_options({"scenario": scenario, city_levels.OPTION: "2"})
    assert refused.value.rule == "13.6.8"


def test_the_lobby_names_the_raise_in_english_and_german():
    assert "Cities +2 levels" in lobby_words({city_levels.OPTION: "2"}, "en")
    assert "Städte +2 Level" in lobby_words({city_levels.OPTION: "2"}, "de")
    assert not any("Cities" in words for words in lobby_words({}, "en"))

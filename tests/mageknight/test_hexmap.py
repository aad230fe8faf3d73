"""Map geometry: hexes, the tile lattice, map shapes, exploring and space labels.

Test names cite the rules spec (shared/rules/mage-knight.md): §1.6 map, §2.5 map shapes, §6.3 moving
between adjacent spaces, §6.5 exploring, §6.6 tile placement constraints, §13.7.10 Conquer and Hold.
Grid positions [e, n] are e steps E plus n steps NE from the starting tile (tiles.yaml tile_grid).
"""
from __future__ import annotations

import dataclasses
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.content.frozen import freeze
from engine.mageknight.geometry import (
    DIRECTIONS, GRID_STEPS, NEIGHBOUR_OFFSETS, OPPOSITE, POSITIONS, TILE_OFFSETS, MapLayout, PlacedTile,
    are_adjacent, center_of, check_catalog_geometry, distance, explore_slots, fixed_slots, grid_position, in_area,
    is_slot, is_tile_center, locate_in_tile, may_place, neighbour, neighbouring_centers, neighbours, on_coastline,
    open_slots, parse_label, placement_kind, setup_positions, space_at, space_label, space_labels, starting_layout,
    starting_tile_id, tile_direction, tile_label, tile_spaces)

coordinates = st.integers(-40, 40)
hexes = st.tuples(coordinates, coordinates)
directions = st.sampled_from(DIRECTIONS)
AREA_SHAPES = ["wedge", "wedge_no_limits", "open", "open_4", "open_3"]


def at(*positions):
    """Tile centres of grid positions, for readable layouts."""
    return [center_of(position) for position in positions]


def layout_of(*positions, start="starting_a"):
    """A layout with the starting tile at [0, 0] and countryside tiles 1, 2, ... at the given positions."""
    tiles = [PlacedTile(start, (0, 0))]
    tiles += [PlacedTile(f"countryside_{i}", center) for i, center in enumerate(at(*positions), start=1)]
    return MapLayout(tuple(tiles))


def grid(slots):
    return [(slot.direction, grid_position(slot.center)) for slot in slots]


def deck_ids(catalog):
    """Every tile that can be explored, Countryside first as the deck is built (§2.4.4)."""
    countryside = [t.id for t in catalog.tiles.values() if t.kind == "countryside"]
    core = [t.id for t in catalog.tiles.values() if t.kind in ("core", "city")]
    return countryside + core


def explore_all(catalog, shape, tile_ids, choose=lambda slots: slots[0]):
    """Start the shape and place each tile in an open slot while there is one (a skipped tile: §6.6.6)."""
    setup = len(shape.setup_tiles)
    layout = starting_layout(shape, tile_ids[:setup])
    for tile_id in tile_ids[setup:]:
        slots = open_slots(layout, shape, catalog.tiles[tile_id].kind)
        if slots:
            layout = layout.place(tile_id, choose(slots))
    return layout


# --- single hexes (§1.6, §6.3) ------------------------------------------------------------------

def test_1_6_neighbour_directions_are_the_catalogue_positions(catalog):
    positions = dict(catalog.tile_geometry.positions)
    assert positions.pop("C") == (0, 0)
    assert positions == NEIGHBOUR_OFFSETS


@given(hexes, directions)
def test_6_3_adjacency_is_symmetric(hex_, direction):
    other = neighbour(hex_, direction)
    assert neighbour(other, OPPOSITE[direction]) == hex_
    assert hex_ in neighbours(other) and other in neighbours(hex_)
    assert are_adjacent(hex_, other) and are_adjacent(other, hex_)


@given(hexes)
def test_6_3_a_hex_has_six_different_neighbours_at_distance_one(hex_):
    around = neighbours(hex_)
    assert len(set(around)) == 6 and hex_ not in around
    assert all(distance(hex_, other) == 1 for other in around)
    assert not are_adjacent(hex_, hex_)


@given(hexes, hexes, hexes)
def test_6_3_distance_is_a_metric(a, b, c):
    assert distance(a, b) == distance(b, a) >= 0
    assert (distance(a, b) == 0) == (a == b)
    assert distance(a, c) <= distance(a, b) + distance(b, c)


@given(hexes, hexes)
def test_6_3_distance_counts_steps_between_adjacent_spaces(a, b):
    # One step always gets exactly one closer, never more: distance is the length of a shortest path.
    closer = [distance(n, b) for n in neighbours(a)]
    assert min(closer) == (1 if a == b else distance(a, b) - 1)
    assert all(abs(d - distance(a, b)) <= 1 for d in closer)


def test_1_6_a_tile_is_its_centre_and_the_six_neighbours_of_the_centre():
    spaces = tile_spaces((5, -2))
    assert list(spaces) == list(POSITIONS)
    assert spaces["C"] == (5, -2)
    assert [spaces[d] for d in DIRECTIONS] == list(neighbours((5, -2)))
    assert neighbour((5, -2), "NE") == spaces["NE"]


def test_6_3_an_unknown_direction_is_refused():
    with pytest.raises(ValueError, match="unknown direction 'N'"):
        neighbour((0, 0), "N")


# --- the tile lattice (§6.5.1, §6.5.4) -------------------------------------------------------------

def test_6_5_1_tile_offsets_are_read_from_the_catalogue(catalog):
    assert dict(catalog.tile_geometry.tile_offsets) == TILE_OFFSETS
    check_catalog_geometry(catalog.tile_geometry)


def test_6_5_1_a_catalogue_with_other_tile_offsets_is_refused(catalog):
    mirrored = dict(TILE_OFFSETS, SE=(1, 2))  # the first, mirrored transcription (pack_issue_found)
    with pytest.raises(ValueError, match="tile_offsets"):
        check_catalog_geometry(dataclasses.replace(catalog.tile_geometry, tile_offsets=mirrored))


@pytest.mark.parametrize("direction", DIRECTIONS)
def test_6_5_1_tile_offsets_and_grid_steps_form_one_lattice(direction):
    q, r = TILE_OFFSETS[direction]
    assert distance((0, 0), (q, r)) == 3
    assert TILE_OFFSETS[OPPOSITE[direction]] == (-q, -r)
    assert center_of(GRID_STEPS[direction]) == (q, r)
    assert tile_direction((0, 0), (q, r)) == direction


@pytest.mark.parametrize("direction", DIRECTIONS)
def test_6_5_1_neighbouring_tiles_meet_along_three_pairs_of_adjacent_spaces(direction):
    here = set(tile_spaces((0, 0)).values())
    there = set(tile_spaces(TILE_OFFSETS[direction]).values())
    assert not here & there
    pairs = {(a, b) for a in here for b in there if are_adjacent(a, b)}
    assert len(pairs) == 3
    # Two spaces on each side of the shared border, none of them a centre.
    assert len({a for a, _ in pairs}) == 2 and len({b for _, b in pairs}) == 2
    assert (0, 0) not in {a for a, _ in pairs}


def test_6_5_1_tile_positions_that_are_not_neighbours_do_not_touch():
    for e in range(-3, 4):
        for n in range(-3, 4):
            center = center_of((e, n))
            if center == (0, 0) or center in neighbouring_centers((0, 0)):
                continue
            assert min(distance(a, b) for a in tile_spaces((0, 0)).values() for b in tile_spaces(center).values()) >= 2
            assert tile_direction((0, 0), center) is None


@given(hexes)
def test_6_5_1_every_hex_lies_in_exactly_one_tile_position(hex_):
    holders = [(c, p) for c in {hex_, *neighbours(hex_)} if is_tile_center(c)
               for p, space in tile_spaces(c).items() if space == hex_]
    assert holders == [locate_in_tile(hex_)]


@given(coordinates, coordinates)
def test_6_5_1_grid_positions_and_tile_centres_convert_both_ways(e, n):
    center = center_of((e, n))
    assert is_tile_center(center)
    assert grid_position(center) == (e, n)
    with pytest.raises(ValueError, match="not the centre of a tile position"):
        grid_position((center[0] + 1, center[1]))


@pytest.mark.parametrize("position", DIRECTIONS)
def test_6_5_3_a_space_on_the_rim_borders_exactly_two_tile_positions(position):
    rim = tile_spaces((0, 0))[position]
    bordering = {locate_in_tile(n)[0] for n in neighbours(rim)} - {(0, 0)}
    assert len(bordering) == 2
    assert bordering <= set(neighbouring_centers((0, 0)))


# --- the layout (§1.6) ---------------------------------------------------------------------------

def test_1_6_layout_finds_the_tile_and_position_of_a_space():
    layout = layout_of((1, 0))
    east = center_of((1, 0))
    assert layout.locate(east) == ("countryside_1", "C")
    assert layout.locate(neighbour(east, "SW")) == ("countryside_1", "SW")
    assert layout.locate((0, 1)) == ("starting_a", "SE")
    assert layout.locate(center_of((0, 1))) is None
    assert east in layout and layout.contains((0, 0)) and center_of((5, 5)) not in layout
    assert layout.tile_at_center(east) == "countryside_1" and layout.is_free(center_of((0, 1)))
    assert layout.center_of_tile("countryside_1") == east
    assert layout.hex_of("countryside_1", "NW") == neighbour(east, "NW")
    assert len(layout.hexes) == len(set(layout.hexes)) == 14


def test_1_6_layout_is_a_frozen_value_that_round_trips_through_rows():
    layout = layout_of((1, 0), (0, 1))
    rows = [[tile_id, q, r] for tile_id, (q, r) in layout.tiles]
    assert MapLayout.from_rows(rows) == layout
    assert hash(MapLayout.from_rows(rows)) == hash(layout)
    assert layout.place("core_1", center_of((1, 1))) != layout
    assert len(layout.tiles) == 3
    with pytest.raises(dataclasses.FrozenInstanceError):
        layout.tiles = ()


def test_6_5_1_layout_refuses_a_tile_off_the_lattice_on_another_or_twice():
    layout = layout_of((1, 0))
    with pytest.raises(ValueError, match="not a tile position"):
        layout.place("countryside_5", (1, 0))
    with pytest.raises(ValueError, match="countryside_1 already lies there"):
        layout.place("countryside_5", center_of((1, 0)))
    with pytest.raises(ValueError, match="already on the map"):
        layout.place("countryside_1", center_of((0, 1)))
    with pytest.raises(ValueError, match="not on the map"):
        layout.center_of_tile("core_1")


def test_1_6_space_at_reads_the_printed_space(catalog):
    layout = starting_layout(catalog.map_shapes["wedge"], ["countryside_1", "countryside_2"])
    assert space_at(layout, catalog, (0, 0)).site == "portal"
    assert space_at(layout, catalog, parse_label(layout, "A-SE")).terrain == "ocean"
    glade = space_at(layout, catalog, parse_label(layout, "1-C"))
    assert (glade.terrain, glade.site) == ("forest", "magical_glade")
    assert space_at(layout, catalog, parse_label(layout, "2-SW")).mine == ("green",)
    with pytest.raises(ValueError, match="not on the map"):
        space_at(layout, catalog, (20, 20))


# --- map shapes (§2.5) ---------------------------------------------------------------------------

@pytest.mark.parametrize("shape_id", AREA_SHAPES + ["conquer_and_hold_map"])
def test_2_5_2_setup_reveals_two_tiles_on_side_a_three_on_side_b(catalog, shape_id):
    shape = catalog.map_shapes[shape_id]
    count = {"A": 2, "B": 3}[shape.starting_tile]
    revealed = [f"countryside_{i}" for i in range(1, count + 1)]
    layout = starting_layout(shape, revealed)
    assert layout.tiles[0] == PlacedTile(starting_tile_id(shape.starting_tile), (0, 0))
    assert [t.tile_id for t in layout.tiles[1:]] == revealed
    # Every revealed tile touches the starting tile, in the direction the shape names.
    assert [tile_direction((0, 0), t.center) for t in layout.tiles[1:]] == list(shape.setup_tiles)
    assert [center for _, center in setup_positions(shape)] == [t.center for t in layout.tiles[1:]]
    with pytest.raises(ValueError, match=f"reveals {count} tiles at setup"):
        starting_layout(shape, revealed[:-1])


def test_2_5_1_each_scenario_uses_the_starting_side_of_its_map_shape(catalog):
    for scenario in catalog.scenarios.values():
        for setup in scenario.by_players:
            assert setup.starting_tile == catalog.map_shapes[setup.map_shape].starting_tile, scenario.id


@pytest.mark.parametrize("shape_id", AREA_SHAPES)
def test_2_5_4_the_setup_tiles_lie_inside_the_coastline(catalog, shape_id):
    shape = catalog.map_shapes[shape_id]
    assert in_area(shape, (0, 0))
    assert all(in_area(shape, grid_position(center)) for _, center in setup_positions(shape))


def test_2_5_4_the_wedge_coastline_lanes_are_the_leftmost_and_rightmost(catalog):
    wedge = catalog.map_shapes["wedge"]
    lanes = {(e, n) for e in range(6) for n in range(6) if on_coastline(wedge, (e, n))}
    assert lanes == {(e, n) for e in range(6) for n in range(6) if e == 0 or n == 0}
    assert not in_area(wedge, (-1, 1)) and not in_area(wedge, (1, -1))


@pytest.mark.parametrize("shape_id", ["open", "open_4", "open_3"])
def test_2_5_4_open_maps_have_at_most_their_number_of_columns(catalog, shape_id):
    shape = catalog.map_shapes[shape_id]
    columns = {n for e in range(12) for n in range(-6, 7) if in_area(shape, (e, n))}
    assert len(columns) == shape.max_columns
    assert 0 in columns


def test_2_5_4_the_four_column_map_opens_more_to_the_right(catalog):
    # Columns are lines of constant n; n < 0 lies right of the starting tile (scenarios.yaml decision).
    columns = {n for e in range(12) for n in range(-6, 7) if in_area(catalog.map_shapes["open_4"], (e, n))}
    assert len([n for n in columns if n < 0]) == 2 and len([n for n in columns if n > 0]) == 1


def test_2_5_4_fully_open_coast_breaks_off_after_two_tiles_beside_the_start(catalog):
    shape = catalog.map_shapes["open"]
    left_coast, right_coast = [(0, k) for k in range(1, 4)], [(k, -k) for k in range(1, 4)]
    assert [in_area(shape, p) for p in left_coast] == [True, True, False]
    assert [in_area(shape, p) for p in right_coast] == [True, True, False]
    assert not in_area(shape, (-1, 0)) and not in_area(shape, (0, -1))


@pytest.mark.parametrize("shape_id", AREA_SHAPES)
def test_2_5_4_the_shape_directions_reach_the_whole_area(catalog, shape_id):
    # scenarios.yaml `directions` say where the map grows; stepping only that way covers the area.
    shape = catalog.map_shapes[shape_id]
    reached, frontier = {(0, 0)}, [(0, 0)]
    while frontier:
        e, n = frontier.pop()
        for direction in shape.directions:
            de, dn = GRID_STEPS[direction]
            step = (e + de, n + dn)
            if step not in reached and in_area(shape, step) and step[0] <= 8 and abs(step[1]) <= 8:
                reached.add(step)
                frontier.append(step)
    assert reached == {(e, n) for e in range(9) for n in range(-8, 9) if in_area(shape, (e, n))}


def test_13_7_10_conquer_and_hold_has_only_the_fixed_positions_the_data_gives(catalog):
    shape = catalog.map_shapes["conquer_and_hold_map"]
    assert fixed_slots(shape, "core") == fixed_slots(shape, "city") == ((2, 1), (3, 0), (2, 0), (3, -1))
    assert fixed_slots(shape, "countryside") == ((1, 1), (2, -1))  # the picture, as read in scenarios.yaml
    assert not is_slot(shape, center_of((1, 1)), "core") and not is_slot(shape, center_of((1, 2)), "countryside")
    assert is_slot(shape, center_of((3, 0)), "core") and not is_slot(shape, center_of((3, 0)), "countryside")


# --- exploring (§6.5, §6.6) ----------------------------------------------------------------------

def test_6_5_1_a_hero_on_a_tile_centre_borders_no_open_position(catalog):
    wedge = catalog.map_shapes["wedge"]
    layout = starting_layout(wedge, ["countryside_1", "countryside_2"])
    assert explore_slots(layout, wedge, parse_label(layout, "1-C")) == []


def test_6_5_1_a_hero_off_the_map_cannot_explore(catalog):
    wedge = catalog.map_shapes["wedge"]
    layout = starting_layout(wedge, ["countryside_1", "countryside_2"])
    with pytest.raises(ValueError, match="not on the map"):
        explore_slots(layout, wedge, (30, 30))


def test_6_5_3_a_space_bordering_two_open_positions_offers_both(catalog):
    # Wedge after setup: tile 1 lies NE of the start, tile 2 E. 1-NE touches the positions NE and E of tile 1.
    wedge = catalog.map_shapes["wedge"]
    layout = starting_layout(wedge, ["countryside_1", "countryside_2"])
    assert grid(explore_slots(layout, wedge, parse_label(layout, "1-NE"))) == [("NE", (0, 2)), ("E", (1, 1))]
    assert grid(explore_slots(layout, wedge, parse_label(layout, "1-E"))) == [("E", (1, 1))]
    assert grid(explore_slots(layout, wedge, parse_label(layout, "2-NE"))) == [("NE", (1, 1)), ("E", (2, 0))]
    # The slot is named by its direction from the Hero's tile: the same position is E of 1 and NE of 2.
    assert grid(explore_slots(layout, wedge, parse_label(layout, "2-NW"))) == [("NE", (1, 1))]


def test_6_5_1_the_starting_tile_is_walled_in_by_the_wedge_coast(catalog):
    wedge = catalog.map_shapes["wedge"]
    layout = starting_layout(wedge, ["countryside_1", "countryside_2"])
    # NW, W, SW, SE of the start lie beyond the coastline; NE and E are taken.
    assert all(explore_slots(layout, wedge, hex_) == [] for hex_ in tile_spaces((0, 0)).values())


def test_6_6_1_a_countryside_tile_may_go_next_to_a_tile_that_borders_two_others(catalog):
    wedge = catalog.map_shapes["wedge"]
    layout = starting_layout(wedge, ["countryside_1", "countryside_2"])
    # [0, 2] touches only tile 1, but tile 1 borders the starting tile and tile 2.
    assert open_slots(layout, wedge) == tuple(at((0, 2), (1, 1), (2, 0)))


def test_6_6_1_a_countryside_tile_may_not_extend_a_spur(catalog):
    wedge = catalog.map_shapes["wedge"]
    layout = layout_of((0, 1), (1, 0), (2, 0))
    # [3, 0] and [2, 1] touch only [2, 0], which borders just one other tile.
    assert layout.touching_tiles(center_of((2, 0))) == 1
    assert not may_place(layout, wedge, center_of((3, 0)), "countryside")
    assert not may_place(layout, wedge, center_of((2, 1)), "countryside")
    assert may_place(layout, wedge, center_of((1, 1)), "countryside")  # touches three tiles
    assert explore_slots(layout, wedge, layout.hex_of("countryside_3", "E")) == []


def test_6_6_2_a_core_tile_must_touch_two_tiles(catalog):
    shape = catalog.map_shapes["wedge_no_limits"]
    layout = starting_layout(shape, ["countryside_1", "countryside_2"])
    assert open_slots(layout, shape, "core") == tuple(at((1, 1)))
    assert open_slots(layout, shape, "city") == tuple(at((1, 1)))
    assert grid(explore_slots(layout, shape, parse_label(layout, "1-NE"), "core")) == [("E", (1, 1))]


def test_6_6_3_wedge_core_tiles_stay_off_the_coastline_lanes(catalog):
    positions = [(0, 1), (1, 0), (1, 1), (2, 0), (0, 2)]
    layout = layout_of(*positions)
    no_limits, wedge = catalog.map_shapes["wedge_no_limits"], catalog.map_shapes["wedge"]
    # [0, 3] and [3, 0] touch one tile each; [1, 2] and [2, 1] touch two; the lanes e == 0 / n == 0 are coast.
    assert open_slots(layout, no_limits, "core") == tuple(at((1, 2), (2, 1)))
    layout = layout_of(*positions, (1, 2), (2, 1))
    assert set(open_slots(layout, no_limits, "core")) == set(at((0, 3), (3, 0), (2, 2)))
    assert open_slots(layout, wedge, "core") == tuple(at((2, 2)))
    assert set(open_slots(layout, wedge, "countryside")) == set(at((0, 3), (3, 0), (2, 2), (1, 3), (3, 1)))


def test_6_6_4_a_tile_from_the_box_must_touch_three_tiles(catalog):
    wedge = catalog.map_shapes["wedge"]
    layout = layout_of((0, 1), (1, 0), (2, 0), (2, 1))
    # The hole [1, 1] touches four tiles; [3, 0] touches two, enough for a tile from the deck only.
    assert open_slots(layout, wedge, from_box=True) == tuple(at((1, 1)))
    assert open_slots(layout, wedge, "core", from_box=True) == tuple(at((1, 1)))
    assert center_of((3, 0)) in open_slots(layout, wedge)


def test_volkares_camp_is_explored_as_a_core_tile():
    """LL §1.6, §5.1: the Camp tile is a Core tile; instead of a City it is dealt and placed as one."""
    assert placement_kind("volkare_camp") == placement_kind("city") == "core"


@pytest.mark.parametrize("kind", ["starting", "ocean"])
def test_6_5_only_countryside_and_core_tiles_are_explored(catalog, kind):
    wedge = catalog.map_shapes["wedge"]
    layout = starting_layout(wedge, ["countryside_1", "countryside_2"])
    with pytest.raises(ValueError, match="never explored"):
        explore_slots(layout, wedge, parse_label(layout, "1-NE"), kind)


def test_13_7_10_conquer_and_hold_core_tiles_go_only_to_their_fixed_positions(catalog):
    shape = catalog.map_shapes["conquer_and_hold_map"]
    layout = starting_layout(shape, ["countryside_3", "countryside_4", "countryside_9"])
    assert open_slots(layout, shape, "core") == tuple(at((2, 0)))
    assert set(open_slots(layout, shape, "countryside")) == set(at((1, 1), (2, -1)))
    layout = layout.place("core_7", center_of((2, 0)))
    # Fixed positions need only touch the map: [3, -1] and [2, 1] touch one tile each.
    assert set(open_slots(layout, shape, "core")) == set(at((2, 1), (3, 0), (3, -1)))


def test_13_7_10_fixed_countryside_positions_are_used_once_the_data_has_them(catalog):
    shape = catalog.map_shapes["conquer_and_hold_map"]
    filled = dataclasses.replace(shape, fixed_positions=freeze({"core": [[2, 1], [3, 0], [2, 0], [3, -1]],
                                                                "countryside": [[1, 1], [2, -1]]}))
    layout = starting_layout(filled, ["countryside_3", "countryside_4", "countryside_9"])
    assert set(open_slots(layout, filled, "countryside")) == set(at((2, -1), (1, 1)))
    assert grid(explore_slots(layout, filled, layout.hex_of("countryside_3", "E"))) == [("E", (1, 1))]


@pytest.mark.parametrize("shape_id", AREA_SHAPES)
def test_6_5_1_every_open_position_is_explorable_from_a_space_next_to_it(catalog, shape_id):
    shape = catalog.map_shapes[shape_id]
    layout = explore_all(catalog, shape, deck_ids(catalog)[:9])
    for kind in ("countryside", "core"):
        from_spaces = {slot.center for hex_ in layout.hexes for slot in explore_slots(layout, shape, hex_, kind)}
        assert from_spaces == set(open_slots(layout, shape, kind))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(AREA_SHAPES), st.data())
def test_2_5_4_maps_grow_only_inside_their_shape(catalog, shape_id, data):
    shape = catalog.map_shapes[shape_id]
    layout = explore_all(catalog, shape, deck_ids(catalog),
                         choose=lambda slots: data.draw(st.sampled_from(slots)))
    positions = [grid_position(center) for center in layout.centers]
    assert all(in_area(shape, p) for p in positions)
    if shape_id.startswith("wedge"):
        # The wedge grows only NE and E from the starting tile.
        assert all(e >= 0 and n >= 0 for e, n in positions)
    if not shape.core_on_coastline:
        kinds = {t.tile_id: catalog.tiles[t.tile_id].kind for t in layout.tiles}
        assert not any(on_coastline(shape, grid_position(t.center)) for t in layout.tiles
                       if kinds[t.tile_id] in ("core", "city"))
    # No two tiles overlap, and every tile after the first touches an earlier one.
    assert len(layout.hexes) == len(set(layout.hexes)) == 7 * len(layout.tiles)
    for i, tile in enumerate(layout.tiles[1:], start=1):
        assert any(tile_direction(tile.center, earlier.center) for earlier in layout.tiles[:i])


# --- space labels ----------------------------------------------------------------------------------

def test_labels_every_catalogue_tile_has_the_label_printed_on_it(catalog):
    expected = {"starting": lambda t: t.side, "countryside": lambda t: str(t.number),
                "core": lambda t: f"C{t.number}", "city": lambda t: f"C{t.number}", "volkare_camp": lambda t: "V"}
    labels = {tile.id: tile_label(tile.id) for tile in catalog.tiles.values()}
    assert labels == {tile.id: expected[tile.kind](tile) for tile in catalog.tiles.values()}
    assert len(set(labels.values())) == len(labels)
    assert starting_tile_id("A") in catalog.tiles and starting_tile_id("B") in catalog.tiles


def test_labels_round_trip_on_every_space_of_a_fully_explored_map(catalog):
    shape = catalog.map_shapes["wedge_no_limits"]
    layout = explore_all(catalog, shape, deck_ids(catalog))
    assert len(layout.tiles) == 1 + len(deck_ids(catalog))  # every Countryside and Core tile found a place
    free = open_slots(layout, shape)[0]
    layout = layout.place("volkare_camp_tile", free)
    labels = space_labels(layout)
    assert len(labels) == len(layout.hexes) == 7 * len(layout.tiles)
    for hex_ in layout.hexes:
        label = space_label(layout, hex_)
        assert re.fullmatch(r"[A-Za-z0-9-]+", label)
        assert labels[label] == hex_
        assert parse_label(layout, label) == hex_
        assert parse_label(layout, f" {label.lower()} ") == hex_
    assert parse_label(layout, "V-C") == free
    assert {"A-C", "14-NE", "C10-W", "C5-C"} <= set(labels)


def test_labels_stay_the_same_when_more_tiles_are_placed(catalog):
    wedge = catalog.map_shapes["wedge"]
    before = starting_layout(wedge, ["countryside_7", "countryside_2"])
    after = before.place("core_2", center_of((1, 1)))
    assert space_labels(after).items() >= space_labels(before).items()
    assert parse_label(after, "7-NE") == parse_label(before, "7-NE") == neighbour(center_of((0, 1)), "NE")


@pytest.mark.parametrize("label, message", [
    ("", "is not a space"), ("7", "is not a space"), ("7_NE", "is not a space"), ("A-C-E", "is not a space"),
    ("7 NE", "is not a space"), ("-NE", "is not a space"), ("é-C", "is not a space"),
    ("1-N", "unknown position 'N'"), ("1-CENTER", "unknown position 'CENTER'"),
    ("9-NE", "no tile 9 on the map"), ("C2-W", "no tile C2 on the map"), ("B-C", "no tile B on the map"),
    ("V-C", "no tile V on the map"), ("01-C", "no tile 01 on the map"),
])
def test_labels_a_bad_label_raises_a_clear_error(catalog, label, message):
    layout = starting_layout(catalog.map_shapes["wedge"], ["countryside_1", "countryside_2"])
    with pytest.raises(ValueError, match=re.escape(message)):
        parse_label(layout, label)


def test_labels_the_error_lists_the_tiles_on_the_map(catalog):
    layout = starting_layout(catalog.map_shapes["wedge"], ["countryside_1", "countryside_2"])
    with pytest.raises(ValueError, match=re.escape("tiles on the map: A, 1, 2")):
        parse_label(layout, "9-NE")
    with pytest.raises(ValueError, match="not on the map"):
        space_label(layout, (30, 30))
    with pytest.raises(ValueError, match="has no label"):
        tile_label("ocean_tile")

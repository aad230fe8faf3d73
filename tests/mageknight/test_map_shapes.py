"""Every map shape's tile positions, written out from the rulebook's description of its figure.

Rules spec §2.5.4 (Scenario Book p.14, seed 001 "Wedge Map", "Fully Open Map", "Open Map Limited to 4 or 3
Columns"; German seed 000 "Keil-Spielplan", "Vollständig freier Spielplan"). The figures themselves are not in
the text, so each expected set below is derived from the sentences, on the tile grid of tiles.yaml: ``(e, n)``
is e steps E plus n steps NE from the starting tile.

- Wedge: starting tile A, 2 tiles revealed beside each other (NE, E). "The map starts tight, but then opens
  relatively quickly": row k (k tiles away from the start) holds k + 1 positions, between the lane running NE
  (e == 0) and the lane running E (n == 0), which are the coastline ("the leftmost and rightmost lane").
- Fully Open: starting tile B, 3 tiles revealed around it (NE, E, SE); the map grows E, away from tile B's sea
  (its W and SW spaces). "The coastline opens out in a much wider angle": it runs NE and SE from the start, and
  "breaks after you add two tiles to the starting tile" (German: two tiles each beside the starting tile), after
  which it runs parallel: "a maximum of 5 parallel columns" n = 2, 1, 0, -1, -2. A row is a height along E in
  half tiles, 2e + n: neighbouring columns are offset by half a tile.
- Open limited to 4 / 3 columns: "the same shape", cut to 4 or 3 of those columns; "with 4 columns, it opens
  more to the right than to the left": two columns right of the start's (n < 0, the SE side), one left.
"""
from __future__ import annotations

import pytest

from engine.mageknight.geometry import center_of
from engine.mageknight.geometry.shapes import in_area, is_slot, on_coastline, setup_positions
from engine.mageknight.geometry.lattice import grid_position
from engine.mageknight.game import GAME

CATALOG = GAME.catalog
WINDOW = [(e, n) for e in range(-6, 7) for n in range(-6, 7)]

# Wedge: rows 0-3, each a run of positions from the NE lane (e == 0) to the E lane (n == 0).
WEDGE_ROWS = [
    {(0, 0)},
    {(0, 1), (1, 0)},
    {(0, 2), (1, 1), (2, 0)},
    {(0, 3), (1, 2), (2, 1), (3, 0)},
]
WEDGE_COASTLINE = {(0, 0), (0, 1), (1, 0), (0, 2), (2, 0), (0, 3), (3, 0)}

# Fully Open: rows 0-5 by height 2e + n; the coast runs NE and SE for two tiles, then the five columns go on.
OPEN_ROWS = [
    {(0, 0)},
    {(0, 1), (1, -1)},
    {(0, 2), (1, 0), (2, -2)},
    {(1, 1), (2, -1)},
    {(1, 2), (2, 0), (3, -2)},
    {(2, 1), (3, -1)},
]
OPEN_4_ROWS = [{p for p in row if p[1] <= 1} for row in OPEN_ROWS]  # columns 1, 0, -1, -2
OPEN_3_ROWS = [{p for p in row if abs(p[1]) <= 1} for row in OPEN_ROWS]  # columns 1, 0, -1


def positions_up_to(shape_id: str, row: int, height) -> set[tuple[int, int]]:
    shape = CATALOG.map_shapes[shape_id]
    return {p for p in WINDOW if in_area(shape, p) and height(p) <= row}


@pytest.mark.parametrize("shape_id", ["wedge", "wedge_no_limits"])
def test_2_5_4_the_wedge_holds_one_more_position_in_every_row(shape_id):
    expected = set().union(*WEDGE_ROWS)
    assert positions_up_to(shape_id, len(WEDGE_ROWS) - 1, lambda p: p[0] + p[1]) == expected
    assert [len(row) for row in WEDGE_ROWS] == [1, 2, 3, 4]


def test_2_5_4_core_tiles_stay_off_the_wedge_coastline_but_not_off_the_wedge_with_no_limitations():
    wedge, no_limits = CATALOG.map_shapes["wedge"], CATALOG.map_shapes["wedge_no_limits"]
    positions = set().union(*WEDGE_ROWS)
    assert {p for p in positions if on_coastline(wedge, p)} == WEDGE_COASTLINE
    assert {p for p in positions if is_slot(wedge, center_of(p), "core")} == positions - WEDGE_COASTLINE
    assert {p for p in positions if is_slot(no_limits, center_of(p), "core")} == positions


@pytest.mark.parametrize("shape_id,rows,columns", [("open", OPEN_ROWS, {2, 1, 0, -1, -2}),
                                                   ("open_4", OPEN_4_ROWS, {1, 0, -1, -2}),
                                                   ("open_3", OPEN_3_ROWS, {1, 0, -1})])
def test_2_5_4_the_open_maps_hold_the_positions_of_their_figure(shape_id, rows, columns):
    expected = set().union(*rows)
    assert positions_up_to(shape_id, len(rows) - 1, lambda p: 2 * p[0] + p[1]) == expected
    # Far from the start every column goes on, and there are no others.
    far = {p[1] for p in WINDOW if in_area(CATALOG.map_shapes[shape_id], p) and 2 * p[0] + p[1] >= 8}
    assert far == columns == {n for _, n in expected}


@pytest.mark.parametrize("shape_id,revealed", [("wedge", {(0, 1), (1, 0)}), ("wedge_no_limits", {(0, 1), (1, 0)}),
                                               ("open", {(0, 1), (1, 0), (1, -1)}),
                                               ("open_4", {(0, 1), (1, 0), (1, -1)}),
                                               ("open_3", {(0, 1), (1, 0), (1, -1)}),
                                               ("conquer_and_hold_map", {(0, 1), (1, 0), (1, -1)})])
def test_2_5_2_the_tiles_revealed_at_setup_lie_where_the_figure_shows_them(shape_id, revealed):
    assert {grid_position(center) for _, center in setup_positions(CATALOG.map_shapes[shape_id])} == revealed

"""Map shapes: which tile positions lie inside the coastline, and the map at setup (§2.5, §13.7.10).

The rulebook draws the shapes only as pictures (§15.4), so scenarios.yaml models each one as the
spec asks (§2.5.5): a set of allowed tile positions on the tile grid plus the coastline lanes.
A shape either has an ``area`` (``e >= e_min``, ``n_min <= n <= n_max``, ``e + n >= 0``; None is
unbounded) or only ``fixed_positions`` per tile kind (Conquer and Hold).

``shape`` is a catalogue ``MapShape`` (``catalog.map_shapes[id]``). Its ``directions`` describe how the
area grows from the starting tile and are not consulted: the area already says it, and §6.5.1 lets a
Hero explore any open position next to their space, whichever way it lies from their tile.
"""
from __future__ import annotations

from collections.abc import Sequence

from engine.mageknight.catalog.schemas.scenarios import MapShape

from .hexes import Hex
from .labels import starting_tile_id
from .layout import MapLayout, PlacedTile
from .lattice import GRID_STEPS, GridPosition, TILE_OFFSETS, grid_position, is_tile_center

# Tile kinds as far as placement cares (§1.6: a city tile is a Core tile with a city in its centre; Volkare's Camp
# is a Core tile too, LL §1.6).
PLACEMENT_KIND = {"countryside": "countryside", "core": "core", "city": "core", "volkare_camp": "core"}


def placement_kind(kind: str) -> str:
    """``countryside`` or ``core`` for a tile kind that can be explored; ValueError for the others."""
    try:
        return PLACEMENT_KIND[kind]
    except KeyError:
        raise ValueError(f"a {kind!r} tile is never explored (explored tiles: countryside, core, city, volkare_camp)") from None


def in_area(shape: MapShape, position: GridPosition) -> bool:
    """True if the tile position lies inside the shape's coastline (§2.5.4, §6.5.1); False without an area."""
    if shape.area is None:
        return False
    e, n = position
    e_min, n_min, n_max = shape.area.get("e_min"), shape.area.get("n_min"), shape.area.get("n_max")
    return ((e_min is None or e >= e_min) and (n_min is None or n >= n_min) and (n_max is None or n <= n_max)
            and e + n >= 0)


def on_coastline(shape: MapShape, position: GridPosition) -> bool:
    """True for a position of the area's outer lanes: one of its six neighbours lies beyond the coast.

    For the Wedge these are the leftmost and rightmost lanes (e == 0 or n == 0) where Core tiles may
    not go (§2.5.4, §6.6.3).
    """
    if not in_area(shape, position):
        return False
    e, n = position
    return any(not in_area(shape, (e + de, n + dn)) for de, dn in GRID_STEPS.values())


def fixed_slots(shape: MapShape, kind: str) -> tuple[GridPosition, ...]:
    """The fixed tile positions a shape gives for this kind of tile (§13.7.10); () if it gives none."""
    if shape.fixed_positions is None:
        return ()
    # decision: positions the data leaves out (null) give no slot, rather than guessed ones: such a tile cannot
    # be explored.
    positions = shape.fixed_positions.get(placement_kind(kind)) or ()
    return tuple((int(e), int(n)) for e, n in positions)


def is_slot(shape: MapShape, center: Hex, kind: str) -> bool:
    """True if a tile of this kind may lie at ``center`` at all under the shape (occupancy aside).

    Area shapes: inside the coastline (§6.5.1), and for Core tiles outside the coastline lanes when the
    shape forbids them there (Wedge, §6.6.3). Fixed shapes: one of the positions for that kind (§13.7.10).
    """
    if not is_tile_center(center):
        return False
    position = grid_position(center)
    if shape.area is None:
        return position in fixed_slots(shape, kind)
    if placement_kind(kind) == "core" and not shape.core_on_coastline and on_coastline(shape, position):
        return False
    return in_area(shape, position)


def setup_positions(shape: MapShape) -> tuple[tuple[str, Hex], ...]:
    """(direction, centre) of the tiles revealed at setup, in the order they are dealt (§2.5.2)."""
    return tuple((direction, TILE_OFFSETS[direction]) for direction in shape.setup_tiles)


def starting_layout(shape: MapShape, revealed: Sequence[str], side: str | None = None) -> MapLayout:
    """The map after §2.5.1-2: the starting tile at the origin and the tiles revealed at setup.

    ``revealed`` are the tile ids drawn from the top of the tile deck (§2.4.5), one per direction of
    ``shape.setup_tiles`` in that order: 2 for side A, 3 for side B. ``side`` defaults to the shape's.
    """
    positions = setup_positions(shape)
    if len(revealed) != len(positions):
        raise ValueError(f"map shape {shape.id} reveals {len(positions)} tiles at setup (rule 2.5.2), "
                         f"got {len(revealed)}")
    start = PlacedTile(starting_tile_id(side or shape.starting_tile), (0, 0))
    return MapLayout((start, *(PlacedTile(tile_id, center) for tile_id, (_, center) in zip(revealed, positions))))

"""Mage Knight map geometry: hexes, tiles on the map, map shapes, exploring, space labels (§1.6, §2.5, §6.5, §6.6).

Pure functions and frozen values; the rules engine keeps the map's tiles in its state and builds a
``MapLayout`` from them (``MapLayout.from_rows(state.map.tiles)``).

    layout = starting_layout(catalog.map_shapes["wedge"], ["countryside_1", "countryside_2"])
    explore_slots(layout, shape, hero_hex, kind="countryside")   # [ExploreSlot("E", (6, -4)), ...]
    parse_label(layout, "1-NE"), space_label(layout, (2, -4)), space_at(layout, catalog, hex_)
"""
from .exploring import ExploreSlot, explore_slots, may_place, open_slots, touches_enough_tiles
from .hexes import (CENTER, DIRECTIONS, NEIGHBOUR_OFFSETS, OPPOSITE, POSITIONS, Hex, are_adjacent, distance,
                    neighbour, neighbours, tile_spaces, within)
from .labels import (GERMAN_COMPASS, LabelError, notation_labels, parse_label, shown_label, space_label,
                     space_labels, starting_tile_id, tile_label)
from .layout import MapLayout, PlacedTile, space_at, walled
from .lattice import (GRID_STEPS, TILE_OFFSETS, GridPosition, center_of, check_catalog_geometry, grid_position,
                      is_tile_center, locate_in_tile, neighbouring_center, neighbouring_centers, tile_direction)
from .shapes import fixed_slots, in_area, is_slot, on_coastline, placement_kind, setup_positions, starting_layout

__all__ = [
    "CENTER", "DIRECTIONS", "GERMAN_COMPASS", "GRID_STEPS", "NEIGHBOUR_OFFSETS", "OPPOSITE", "POSITIONS", "TILE_OFFSETS",
    "ExploreSlot", "GridPosition", "Hex", "LabelError", "MapLayout", "PlacedTile",
    "are_adjacent", "center_of", "check_catalog_geometry", "distance", "explore_slots", "fixed_slots",
    "grid_position", "in_area", "is_slot", "is_tile_center", "locate_in_tile", "may_place", "neighbour",
    "neighbouring_center", "neighbouring_centers", "neighbours", "notation_labels",
    "on_coastline", "open_slots", "parse_label",
    "placement_kind", "setup_positions", "shown_label", "space_at", "space_label", "space_labels", "starting_layout",
    "starting_tile_id", "tile_direction", "tile_label", "tile_spaces", "touches_enough_tiles", "walled", "within",
]

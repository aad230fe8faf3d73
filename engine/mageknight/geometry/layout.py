"""The map as placed so far: which tile lies where, and which tile and position each hex belongs to (§1.6).

``MapLayout`` is a frozen value: placing a tile gives a new layout. It holds only tile ids and tile
centres; what is printed on a space comes from the catalogue (``space_at``).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

from engine.mageknight.catalog.catalog import Catalog
from engine.mageknight.catalog.schemas.tiles import Space

from .hexes import POSITION_OFFSETS, Hex, tile_spaces
from .lattice import is_tile_center, locate_in_tile, neighbouring_centers


class PlacedTile(NamedTuple):
    tile_id: str  # an id of catalog.tiles
    center: Hex


@dataclass(frozen=True)
class MapLayout:
    """The tiles on the map in the order they were placed (the starting tile first), and the sites the game put on
    spaces or took off them since ("" for none): Dungeon Lords' secret dungeons and tombs (§13.7.9), Volkare's Camp
    in his own scenarios (LL §4.1.3)."""
    tiles: tuple[PlacedTile, ...] = ()
    site_changes: tuple[tuple[Hex, str], ...] = ()
    _by_center: dict[Hex, str] = field(init=False, repr=False, compare=False)
    _sites: dict[Hex, str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        placed = tuple(PlacedTile(str(tile_id), (int(center[0]), int(center[1]))) for tile_id, center in self.tiles)
        by_center: dict[Hex, str] = {}
        for tile_id, center in placed:
            if not is_tile_center(center):
                # §6.5.1: tiles go only in the fixed positions their corner symbols define.
                raise ValueError(f"tile {tile_id} at {center}: not a tile position (rule 6.5.1)")
            if center in by_center:
                raise ValueError(f"tile {tile_id} at {center}: tile {by_center[center]} already lies there")
            if tile_id in by_center.values():
                raise ValueError(f"tile {tile_id} is already on the map")
            by_center[center] = tile_id
        object.__setattr__(self, "tiles", placed)
        object.__setattr__(self, "_by_center", by_center)
        object.__setattr__(self, "_sites", dict(self.site_changes))

    @classmethod
    def from_rows(cls, rows: Iterable[Sequence[Any]], site_changes: tuple[tuple[Hex, str], ...] = ()) -> MapLayout:
        """A layout from ``[tile_id, q, r]`` rows, the JSON form the game state keeps its map tiles in."""
        return cls(tuple(PlacedTile(tile_id, (q, r)) for tile_id, q, r in rows), site_changes)

    def place(self, tile_id: str, center: Hex) -> MapLayout:
        """This layout plus one tile. Only the lattice and overlaps are checked: legality is explore_slots'."""
        return MapLayout((*self.tiles, PlacedTile(tile_id, center)), self.site_changes)

    def site_change(self, hex_: Hex) -> str | None:
        """The site the game put on this space since ("" for none), or None where the printed one stands."""
        return self._sites.get(hex_)

    # --- tiles -----------------------------------------------------------------------------------

    @property
    def centers(self) -> tuple[Hex, ...]:
        return tuple(tile.center for tile in self.tiles)

    def tile_at_center(self, center: Hex) -> str | None:
        """The id of the tile centred on ``center``, or None if that tile position is free."""
        return self._by_center.get(center)

    def is_free(self, center: Hex) -> bool:
        return center not in self._by_center

    def center_of_tile(self, tile_id: str) -> Hex:
        for tile in self.tiles:
            if tile.tile_id == tile_id:
                return tile.center
        raise ValueError(f"tile {tile_id} is not on the map")

    def touching_tiles(self, center: Hex) -> int:
        """How many placed tiles touch the tile position at ``center`` (§6.6: "adjacent to ... tiles")."""
        return sum(1 for neighbour in neighbouring_centers(center) if neighbour in self._by_center)

    # --- hexes -----------------------------------------------------------------------------------

    @property
    def hexes(self) -> tuple[Hex, ...]:
        """Every space on the map, tile by tile in placement order, each tile's in position order."""
        return tuple(hex_ for tile in self.tiles for hex_ in tile_spaces(tile.center).values())

    def locate(self, hex_: Hex) -> tuple[str, str] | None:
        """(tile id, position C/NE/...) of the space at ``hex_``, or None if no tile covers it."""
        center, position = locate_in_tile(hex_)
        tile_id = self._by_center.get(center)
        return None if tile_id is None else (tile_id, position)

    def contains(self, hex_: Hex) -> bool:
        """True if ``hex_`` is a space of a placed tile."""
        return locate_in_tile(hex_)[0] in self._by_center

    def __contains__(self, hex_: object) -> bool:
        return isinstance(hex_, tuple) and len(hex_) == 2 and self.contains(hex_)  # type: ignore[arg-type]

    def hex_of(self, tile_id: str, position: str) -> Hex:
        """The hex of ``position`` on the placed tile ``tile_id``."""
        if position not in POSITION_OFFSETS:
            raise ValueError(f"unknown position {position!r} (positions: {' '.join(POSITION_OFFSETS)})")
        return tile_spaces(self.center_of_tile(tile_id))[position]


def space_at(layout: MapLayout, catalog: Catalog, hex_: Hex) -> Space:
    """What the tile prints on ``hex_``: the catalogue's ``Space`` (terrain, site, mine, city, rampaging), with the
    site the game put there since (``MapLayout.site_changes``).

    What else happened to it since (conquered, burned, enemy defeated) is game state. ValueError if no tile
    covers ``hex_``.
    """
    found = layout.locate(hex_)
    if found is None:
        raise ValueError(f"hex {hex_} is not on the map")
    tile_id, position = found
    space = catalog.tiles[tile_id].hexes[position]
    changed = layout.site_change(hex_)
    return space if changed is None else replace(space, site=changed or None)


def walled(layout: MapLayout, catalog: Catalog, a: Hex, b: Hex) -> bool:
    """A wall lies between the neighbouring spaces ``a`` and ``b`` (Lost Legion §2.1.1). Walls are printed inside a
    tile, so two spaces of different tiles, or not on the map, have none between them."""
    found_a = layout.locate(a)
    walls = catalog.tiles[found_a[0]].walls if found_a is not None else ()
    if not walls:  # most tiles have none: asked at every step, this is the usual answer
        return False
    found_b = layout.locate(b)
    if found_b is None or found_a[0] != found_b[0]:
        return False
    between = {found_a[1], found_b[1]}
    return any(set(wall) == between for wall in walls)

"""Where tiles can go: the lattice of tile centres, and the tile grid the map shapes are written on (§6.5.1).

Tiles go only "in the fixed positions defined by the symbols in their corners" (§6.5.1) and are never
rotated (§6.5.4), so the possible tile centres form a lattice: every tile touches six neighbouring
tile positions, each three steps away (tiles.yaml ``tile_offsets``). Seven-hex flowers on this
lattice cover the plane without gaps or overlaps, so every hex of the plane belongs to exactly one
tile position, whether a tile lies there yet or not.

scenarios.yaml writes tile positions on the *tile grid*: ``[e, n]`` means ``e`` steps E plus ``n``
steps NE from the starting tile (tiles.yaml ``coordinates.tile_grid``).
"""
from __future__ import annotations

from collections.abc import Mapping

from engine.mageknight.catalog.schemas.tiles import Geometry

from .hexes import DIRECTIONS, POSITION_OFFSETS, Hex, add

GridPosition = tuple[int, int]  # [e, n] on the tile grid

# decision: the corrected offsets of tiles.yaml (E and NE span the lattice; the other four are their
# negatives and sums), because the first transcription mixed the two mirror-image tilings (tiles.yaml
# coordinates, lost-legion-facts.yaml pack_issue_found). They are constants because this maths must
# work without a loaded catalogue; check_catalog_geometry() and the tests hold them equal to tiles.yaml.
TILE_OFFSETS: dict[str, Hex] = {
    "NE": (1, -3), "E": (3, -2), "SE": (2, 1), "SW": (-1, 3), "W": (-3, 2), "NW": (-2, -1)}
# The same six steps on the tile grid (basis E, NE).
GRID_STEPS: dict[str, GridPosition] = {
    "NE": (0, 1), "E": (1, 0), "SE": (1, -1), "SW": (0, -1), "W": (-1, 0), "NW": (-1, 1)}

_E, _NE = TILE_OFFSETS["E"], TILE_OFFSETS["NE"]
_LATTICE_INDEX = 7  # |det(E, NE)|: one tile position per 7 hexes; a hex and its 6 neighbours hit each residue once


def _residue(hex_: Hex) -> int:
    # (3q + r) mod 7 is 0 exactly on the lattice spanned by E (3, -2) and NE (1, -3).
    return (3 * hex_[0] + hex_[1]) % _LATTICE_INDEX


def is_tile_center(hex_: Hex) -> bool:
    """True if a tile may be centred on this hex (§6.5.1: fixed positions only)."""
    return _residue(hex_) == 0


def center_of(position: GridPosition) -> Hex:
    """The centre hex of the tile position ``[e, n]`` of the tile grid."""
    e, n = position
    return e * _E[0] + n * _NE[0], e * _E[1] + n * _NE[1]


def grid_position(center: Hex) -> GridPosition:
    """The tile-grid position ``[e, n]`` of a tile centre; ValueError for a hex that is no tile centre."""
    if not is_tile_center(center):
        raise ValueError(f"hex {center} is not the centre of a tile position")
    q, r = center
    # The inverse of center_of: det(E, NE) = 3 * -3 - 1 * -2 = -7.
    return (3 * q + r) // 7, (-2 * q - 3 * r) // 7


# hex = centre + offset(position) and a centre has residue 0, so a hex's residue names its position:
# the seven offsets have seven different residues (a hex and its six neighbours cover every one).
_POSITION_BY_RESIDUE = {_residue(offset): position for position, offset in POSITION_OFFSETS.items()}
assert len(_POSITION_BY_RESIDUE) == _LATTICE_INDEX


def locate_in_tile(hex_: Hex) -> tuple[Hex, str]:
    """The centre of the tile position holding ``hex_`` and the hex's position (C, NE, ...) on that tile."""
    position = _POSITION_BY_RESIDUE[_residue(hex_)]
    offset = POSITION_OFFSETS[position]
    return (hex_[0] - offset[0], hex_[1] - offset[1]), position


def neighbouring_center(center: Hex, direction: str) -> Hex:
    """The centre of the tile position next to the tile at ``center`` in ``direction``."""
    return add(center, TILE_OFFSETS[direction])


def neighbouring_centers(center: Hex) -> tuple[Hex, ...]:
    """The six tile positions touching the tile at ``center``, in DIRECTIONS order."""
    return tuple(add(center, TILE_OFFSETS[direction]) for direction in DIRECTIONS)


def tile_direction(from_center: Hex, to_center: Hex) -> str | None:
    """The direction from one tile position to a touching one, or None if they do not touch."""
    offset = (to_center[0] - from_center[0], to_center[1] - from_center[1])
    return next((direction for direction, step in TILE_OFFSETS.items() if step == offset), None)


def check_catalog_geometry(geometry: Geometry) -> None:
    """Raise ValueError unless the catalogue's tile geometry (tiles.yaml ``coordinates``) is this lattice.

    ``geometry`` is ``catalog.tile_geometry``. The positions are checked by the catalogue itself;
    the tile offsets and the tile grid are checked here, where the maths relies on them.
    """
    problems = []
    offsets: Mapping[str, Hex] = geometry.tile_offsets
    if dict(offsets) != TILE_OFFSETS:
        problems.append(f"tile_offsets {dict(offsets)} differ from the engine's {TILE_OFFSETS}")
    grid = geometry.details.get("tile_grid") or {}
    steps = grid.get("neighbours")
    if steps is not None and {k: tuple(v) for k, v in steps.items()} != GRID_STEPS:
        problems.append(f"tile_grid.neighbours {dict(steps)} differ from the engine's {GRID_STEPS}")
    if grid.get("basis") is not None and tuple(grid["basis"]) != ("E", "NE"):
        problems.append(f"tile_grid.basis {list(grid['basis'])} is not [E, NE]")
    if problems:
        raise ValueError("; ".join(problems))


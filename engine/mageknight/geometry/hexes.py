"""Single hexes of the map: axial coordinates, the six neighbours, distance, a tile's 7 spaces (§1.6, §6.3).

A hex is ``(q, r)`` in axial coordinates (tiles.yaml ``coordinates``: the third cube coordinate is
``s = -q - r``). The six neighbour offsets are the tile-local positions of the catalogue, because a
tile is a "flower": its centre plus the six neighbours of the centre, always in the starting tile's
orientation (§6.5.4). So a position name (NE, E, ...) is both a direction and a place on a tile.
"""
from __future__ import annotations

from engine.mageknight.catalog.schemas.tiles import HEX_OFFSETS

Hex = tuple[int, int]

CENTER = "C"
# Clockwise from north-east, the order tiles.yaml writes a tile's spaces in.
DIRECTIONS: tuple[str, ...] = ("NE", "E", "SE", "SW", "W", "NW")
POSITIONS: tuple[str, ...] = (CENTER, *DIRECTIONS)
# The catalogue checks tiles.yaml against HEX_OFFSETS, so the data and this maths cannot drift apart.
NEIGHBOUR_OFFSETS: dict[str, Hex] = {direction: HEX_OFFSETS[direction] for direction in DIRECTIONS}
POSITION_OFFSETS: dict[str, Hex] = {position: HEX_OFFSETS[position] for position in POSITIONS}
OPPOSITE: dict[str, str] = {direction: DIRECTIONS[(i + 3) % 6] for i, direction in enumerate(DIRECTIONS)}


def add(a: Hex, b: Hex) -> Hex:
    return a[0] + b[0], a[1] + b[1]


def neighbour(hex_: Hex, direction: str) -> Hex:
    """The hex one step away in ``direction`` (one of DIRECTIONS)."""
    try:
        return add(hex_, NEIGHBOUR_OFFSETS[direction])
    except KeyError:
        raise ValueError(f"unknown direction {direction!r} (directions: {' '.join(DIRECTIONS)})") from None


def neighbours(hex_: Hex) -> tuple[Hex, ...]:
    """The six adjacent hexes, in DIRECTIONS order."""
    return tuple(add(hex_, offset) for offset in NEIGHBOUR_OFFSETS.values())


def distance(a: Hex, b: Hex) -> int:
    """Steps between two hexes ignoring terrain: max(|dq|, |dr|, |dq + dr|) (tiles.yaml ``distance``)."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def within(hex_: Hex, reach: int) -> tuple[Hex, ...]:
    """The hexes 1 to ``reach`` steps away, nearest first, each ring in DIRECTIONS order."""
    found = {hex_: 0}
    for step in range(1, reach + 1):
        for near in [near for near, steps in found.items() if steps == step - 1]:
            for neighbour_ in neighbours(near):
                found.setdefault(neighbour_, step)
    return tuple(near for near, steps in found.items() if steps)


def are_adjacent(a: Hex, b: Hex) -> bool:
    """True for two different hexes that share an edge (§6.3.1 "adjacent space")."""
    return distance(a, b) == 1


def tile_spaces(center: Hex) -> dict[str, Hex]:
    """The 7 spaces of a tile centred on ``center``, by position C NE E SE SW W NW (§1.6)."""
    return {position: add(center, offset) for position, offset in POSITION_OFFSETS.items()}

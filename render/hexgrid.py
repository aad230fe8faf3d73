"""Where a hex lies on the picture.

A hex is axial ``(q, r)`` (engine.mageknight.geometry); ``size`` is the distance from a hex's centre to a
corner. Hexes are pointy-top. The map is turned 60° clockwise from the compass of the tiles (north is
up and to the right; the map shows a compass rose): the wedge of the usual map shapes grows to the NE
and E of the starting tile, so turned this way it runs left to right and fits a landscape picture.
"""
from __future__ import annotations

import math

from engine.mageknight.geometry import Hex

SQRT3 = math.sqrt(3)
NORTH_ANGLE = 30  # degrees above the picture's horizontal that the tiles' north points, after the turn


def _turned(hex_: Hex) -> Hex:
    # 60° clockwise on the hex lattice: cube (x, y, z) -> (-z, -x, -y), i.e. axial (q, r) -> (-r, q + r).
    q, r = hex_
    return -r, q + r


def hex_center(hex_: Hex, size: float) -> tuple[float, float]:
    q, r = _turned(hex_)
    return size * SQRT3 * (q + r / 2), size * 1.5 * r


def hex_corners(center: tuple[float, float], size: float) -> list[tuple[float, float]]:
    cx, cy = center
    return [(cx + size * math.cos(math.radians(angle)), cy + size * math.sin(math.radians(angle)))
            for angle in (-90, -30, 30, 90, 150, 210)]


def shared_edge(hex_: Hex, other: Hex, size: float) -> list[tuple[float, float]]:
    """The two corners of ``hex_`` on its border with the neighbouring ``other`` (relative to the origin)."""
    ox, oy = hex_center(other, size)
    corners = hex_corners(hex_center(hex_, size), size)
    return sorted(corners, key=lambda c: (c[0] - ox) ** 2 + (c[1] - oy) ** 2)[:2]

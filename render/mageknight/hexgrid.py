"""Where a hex lies on the picture.

A hex is axial ``(q, r)`` (engine.mageknight.geometry); ``size`` is the distance from a hex's centre to a
corner. Hexes are pointy-top and north is up, so a space's position on its tile is where it lies on the
picture: ``7-NE`` is up and to the right of ``7``'s centre. (A turned map fitted a landscape picture better, but
a phone shows the picture narrow, and a big map labels only its tiles' centres: the positions must read
as they are named.)
"""
from __future__ import annotations

import math

from engine.mageknight.geometry import Hex

SQRT3 = math.sqrt(3)
NORTH_ANGLE = 90  # degrees above the picture's horizontal that the tiles' north points


def hex_center(hex_: Hex, size: float) -> tuple[float, float]:
    q, r = hex_
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

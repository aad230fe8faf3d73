"""The look shared by every game's pictures: ink, paper, the bundled font and a few colour helpers.

The font (DejaVu Sans, render/fonts/, licence beside it) is read once per size and weight. A game's own
palette lives with its pictures (render/mageknight/style.py).
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).parent / "fonts"
RGB = tuple[int, int, int]

INK: RGB = (28, 26, 24)
PAPER: RGB = (244, 239, 226)
PANEL: RGB = (232, 225, 207)
MUTED: RGB = (110, 104, 96)


def text_on(background: RGB) -> RGB:
    """Black or white, whichever reads better on ``background``."""
    r, g, b = background
    return INK if (r * 299 + g * 587 + b * 114) / 1000 > 140 else (255, 255, 255)


def darker(color: RGB, factor: float = 0.7) -> RGB:
    return tuple(int(c * factor) for c in color)  # type: ignore[return-value]


def mix(a: RGB, b: RGB, share_of_b: float) -> RGB:
    return tuple(int(x + (y - x) * share_of_b) for x, y in zip(a, b))  # type: ignore[return-value]


@lru_cache(maxsize=None)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)

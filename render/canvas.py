"""Drawing helpers every picture uses: text with a halo, word wrap, smooth small shapes, PNG bytes.

Every text of every picture is drawn by ``text`` below, so ``record_text_sizes`` sees all of them: the tests
hold each picture to the phone floor (no text below ``SMALLEST_ON_PHONE`` px when the picture is shown
``PHONE_WIDTH`` px wide). A text is as tall as its capital letters and digits (the font's cap height), the
height a player reads a number by.
"""
from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache, wraps

from PIL import Image, ImageDraw

from render.style import INK, RGB, font

# Small shapes are drawn this many times larger and scaled down: Pillow's shapes have no anti-aliasing.
SUPERSAMPLE = 4
PHONE_WIDTH = 400  # how wide a phone shows a picture in a Discord channel
SMALLEST_ON_PHONE = 7  # px: the smallest text a player can still read there


@dataclass(frozen=True)
class TextSize:
    """One text as a picture drew it: its glyphs' height and the picture's width, both in the picture's pixels."""
    text: str
    height: float
    width: int

    @property
    def on_phone(self) -> float:
        """The glyphs' height when the picture is shown PHONE_WIDTH px wide."""
        return self.height * PHONE_WIDTH / self.width


# Texts drawn since the last picture was encoded, as (text, height) in the pixels of what they were drawn on;
# None while nobody records (the bot), so drawing pays one lookup per text.
_drawn: ContextVar[list[tuple[str, float]] | None] = ContextVar("drawn_texts", default=None)
_pictures: ContextVar[list[TextSize] | None] = ContextVar("recorded_pictures", default=None)


@contextmanager
def record_text_sizes() -> Iterator[list[TextSize]]:
    """Every text drawn by the pictures encoded inside the block (``png_bytes``), with its size."""
    sizes: list[TextSize] = []
    pictures, drawn = _pictures.set(sizes), _drawn.set([])
    try:
        yield sizes
    finally:
        _pictures.reset(pictures)
        _drawn.reset(drawn)


@contextmanager
def _capture() -> Iterator[list[tuple[str, float]]]:
    texts: list[tuple[str, float]] = []
    token = _drawn.set(texts)
    try:
        yield texts
    finally:
        _drawn.reset(token)


def drawing_cache(maxsize: int, scale: float = 1.0):
    """``lru_cache`` for a function drawing an image with texts on it: a cached image still reports its texts to
    ``record_text_sizes``, ``scale`` times their drawn height (an image drawn large and shrunk before use)."""
    def decorate(make):
        @lru_cache(maxsize=maxsize)
        def made(*args, **kwargs):
            with _capture() as texts:
                image = make(*args, **kwargs)
            return image, tuple((content, height * scale) for content, height in texts)

        @wraps(make)
        def cached(*args, **kwargs):
            image, texts = made(*args, **kwargs)
            drawn = _drawn.get()
            if drawn is not None:
                drawn.extend(texts)
            return image
        cached.cache_clear = made.cache_clear
        return cached
    return decorate


@lru_cache(maxsize=None)
def glyph_height(size: int, bold: bool = False) -> float:
    """The height of capital letters and digits at font ``size``, in px."""
    return -font(size, bold).getbbox("H", anchor="ls")[1]


@lru_cache(maxsize=None)
def smallest_size(picture_width: int, bold: bool = False) -> int:
    """The smallest font size still readable when a picture ``picture_width`` px wide is shown on a phone."""
    size = 6
    while glyph_height(size, bold) * PHONE_WIDTH / picture_width < SMALLEST_ON_PHONE:
        size += 1
    return size


def png_bytes(image: Image.Image) -> bytes:
    """PNG bytes of a 256-colour palette image: encoding the full-colour map took 60-100 ms of its 150 ms budget,
    the palette one takes about 10 ms (plus 20 ms to quantize) at a third of the size, and the flat colours of these
    pictures look the same."""
    pictures, drawn = _pictures.get(), _drawn.get()
    if pictures is not None and drawn is not None:
        pictures.extend(TextSize(content, height, image.width) for content, height in drawn)
        drawn.clear()
    out = io.BytesIO()
    image.convert("RGB").quantize(colors=256, method=Image.Quantize.FASTOCTREE).save(out, "PNG", compress_level=3)
    return out.getvalue()


def text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], content: str, size: int, *, bold: bool = False,
         fill: RGB = INK, anchor: str = "la", halo: RGB | None = None) -> None:
    """Text at ``xy``; a ``halo`` outline keeps it readable on a busy background."""
    drawn = _drawn.get()
    if drawn is not None and content.strip():
        drawn.append((content, glyph_height(size, bold)))
    draw.text(xy, content, font=font(size, bold), fill=fill, anchor=anchor,
              stroke_width=max(1, size // 7) if halo else 0, stroke_fill=halo)


def text_width(content: str, size: int, bold: bool = False) -> float:
    return font(size, bold).getlength(content)


def wrap(content: str, size: int, width: float, bold: bool = False) -> list[str]:
    """Lines of at most ``width`` pixels, broken between words (a too-long word gets its own line)."""
    lines: list[str] = []
    for paragraph in content.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}".strip()
            if line and text_width(candidate, size, bold) > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def join_lines(items: list[str], size: int, width: float, separator: str = "   ", bold: bool = False) -> list[str]:
    """``items`` joined by ``separator`` on lines of at most ``width`` pixels, never breaking inside an item."""
    lines: list[str] = []
    for item in items:
        if lines and text_width(lines[-1] + separator + item, size, bold) <= width:
            lines[-1] += separator + item
        else:
            lines.append(item)
    return lines


def shrink_to_fit(content: str, size: int, width: float, bold: bool = False, smallest: int = 9) -> int:
    """The largest font size from ``size`` down at which ``content`` fits into ``width`` pixels."""
    while size > smallest and text_width(content, size, bold) > width:
        size -= 1
    return size


def smooth(width: int, height: int, paint: Callable[[ImageDraw.ImageDraw, int], None]) -> Image.Image:
    """An RGBA image of ``width`` x ``height`` painted at SUPERSAMPLE scale (``paint(draw, scale)``), then reduced."""
    big = Image.new("RGBA", (width * SUPERSAMPLE, height * SUPERSAMPLE), (0, 0, 0, 0))
    paint(ImageDraw.Draw(big), SUPERSAMPLE)
    return big.resize((width, height), Image.Resampling.LANCZOS)


def rounded_box(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], fill: RGB,
                outline: RGB | None = None, radius: int = 8, width: int = 2) -> None:
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width if outline else 0)

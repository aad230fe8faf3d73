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
    """One text as a picture drew it: its glyphs' height and the picture's width, both in the picture's pixels, and
    whether it stayed inside the image it was drawn on (a card, a token, the picture)."""
    text: str
    height: float
    width: int
    inside: bool = True

    @property
    def on_phone(self) -> float:
        """The glyphs' height when the picture is shown PHONE_WIDTH px wide."""
        return self.height * PHONE_WIDTH / self.width


# Texts drawn since the last picture was encoded, as (text, height in the pixels of what they were drawn on,
# inside it); None while nobody records (the bot), so drawing pays one lookup per text.
_drawn: ContextVar[list[tuple[str, float, bool]] | None] = ContextVar("drawn_texts", default=None)
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
def held_texts() -> Iterator[list[tuple[str, float, bool]]]:
    """The texts drawn inside the block, held back from ``record_text_sizes``: ``report`` them if what was drawn is
    used, drop them if it is drawn again (a draft)."""
    texts: list[tuple[str, float, bool]] = []
    token = _drawn.set(texts)
    try:
        yield texts
    finally:
        _drawn.reset(token)


def report(texts: list[tuple[str, float, bool]] | tuple[tuple[str, float, bool], ...]) -> None:
    """Texts held back by ``held_texts`` whose drawing is used after all."""
    drawn = _drawn.get()
    if drawn is not None:
        drawn.extend(texts)


def drawing_cache(maxsize: int, scale: float = 1.0):
    """``lru_cache`` for a function drawing an image with texts on it: a cached image still reports its texts to
    ``record_text_sizes``, ``scale`` times their drawn height (an image drawn large and shrunk before use)."""
    def decorate(make):
        @lru_cache(maxsize=maxsize)
        def made(*args, **kwargs):
            with held_texts() as texts:
                image = make(*args, **kwargs)
            return image, tuple((content, height * scale, inside) for content, height, inside in texts)

        @wraps(make)
        def cached(*args, **kwargs):
            image, texts = made(*args, **kwargs)
            report(texts)
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
        pictures.extend(TextSize(content, height, image.width, inside) for content, height, inside in drawn)
        drawn.clear()
    out = io.BytesIO()
    image.convert("RGB").quantize(colors=256, method=Image.Quantize.FASTOCTREE).save(out, "PNG", compress_level=3)
    return out.getvalue()


def text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], content: str, size: int, *, bold: bool = False,
         fill: RGB = INK, anchor: str = "la", halo: RGB | None = None) -> None:
    """Text at ``xy``; a ``halo`` outline keeps it readable on a busy background."""
    stroke = max(1, size // 7) if halo else 0
    drawn = _drawn.get()
    if drawn is not None and content.strip():
        left, top, right, bottom = draw.textbbox(xy, content, font=font(size, bold), anchor=anchor, stroke_width=stroke)
        width, height = draw.im.size
        drawn.append((content, glyph_height(size, bold), left >= 0 and top >= 0 and right <= width and bottom <= height))
    draw.text(xy, content, font=font(size, bold), fill=fill, anchor=anchor, stroke_width=stroke, stroke_fill=halo)


@lru_cache(maxsize=8192)  # wrapping measures the same words again on every redraw
def text_width(content: str, size: int, bold: bool = False) -> float:
    return font(size, bold).getlength(content)


def wrap(content: str, size: int, width: float, bold: bool = False) -> list[str]:
    """Lines of at most ``width`` pixels, broken between words; a word too long for a line is broken after its
    hyphens (German compounds), and only then between letters."""
    lines: list[str] = []
    for paragraph in content.split("\n"):
        line = ""
        for piece in _pieces(paragraph, size, width, bold):
            candidate = line + (" " if piece.startswith(" ") else "") + piece.strip() if line else piece.strip()
            if line and text_width(candidate, size, bold) > width:
                lines.append(line)
                line = piece.strip()
            else:
                line = candidate
        lines.append(line)
    return lines


def _pieces(paragraph: str, size: int, width: float, bold: bool) -> list[str]:
    """The words of ``paragraph``; one wider than ``width`` as pieces that fit, each but the first glued on (no
    leading space), every other word with a leading space."""
    pieces: list[str] = []
    for word in paragraph.split():
        if text_width(word, size, bold) <= width:
            pieces.append(f" {word}")
            continue
        parts = [part + "-" for part in word.split("-")[:-1]] + [word.split("-")[-1]]
        first = True
        for part in (p for p in parts if p):
            while text_width(part, size, bold) > width:
                cut = len(part) - 1
                while cut > 1 and text_width(part[:cut] + "-", size, bold) > width:
                    cut -= 1
                pieces.append(("" if not first else " ") + part[:cut] + "-")
                part, first = part[cut:], False
            pieces.append(("" if not first else " ") + part)
            first = False
    return pieces


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

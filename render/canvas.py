"""Drawing helpers every picture uses: text with a halo, word wrap, smooth small shapes, PNG bytes."""
from __future__ import annotations

import io
from collections.abc import Callable

from PIL import Image, ImageDraw

from render.style import INK, RGB, font

# Small shapes are drawn this many times larger and scaled down: Pillow's shapes have no anti-aliasing.
SUPERSAMPLE = 4


def png_bytes(image: Image.Image) -> bytes:
    """PNG bytes of a 256-colour palette image: encoding the full-colour map took 60-100 ms of its 150 ms budget,
    the palette one takes about 10 ms (plus 20 ms to quantize) at a third of the size, and the flat colours of these
    pictures look the same."""
    out = io.BytesIO()
    image.convert("RGB").quantize(colors=256, method=Image.Quantize.FASTOCTREE).save(out, "PNG", compress_level=3)
    return out.getvalue()


def text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], content: str, size: int, *, bold: bool = False,
         fill: RGB = INK, anchor: str = "la", halo: RGB | None = None) -> None:
    """Text at ``xy``; a ``halo`` outline keeps it readable on a busy background."""
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

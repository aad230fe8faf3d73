"""The legend players can open: what every glyph, icon, colour and mark on the pictures means."""
from __future__ import annotations

from PIL import Image, ImageDraw

from engine.mageknight.catalog import Catalog
from render.canvas import png_bytes, text, wrap
from render.glyphs import ELEMENT_GLYPHS, ability_glyph, element_glyph
from render.hexgrid import hex_corners
from render.site_icons import site_icon
from render.style import COUNTRYSIDE_BACK, INK, MUTED, PAPER, darker
from render.terrain import terrain_color
from render.texts import name, word
from render.tokens import enemy_token, hero_figure, shield

WIDTH = 1600
COLUMN_W = (WIDTH - 72) // 2
ROW = 44


def _entry(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int, icon: Image.Image | None, title: str,
           detail: str = "") -> int:
    """One line of the legend: an icon, a bold name and an explanation; returns the next y."""
    if icon is not None:
        image.alpha_composite(icon, (x, y))
    text(draw, (x + 48, y + 2), title, 17, bold=True)
    lines = wrap(detail, 14, COLUMN_W - 60) if detail else []
    for i, line in enumerate(lines):
        text(draw, (x + 48, y + 24 + i * 17), line, 14, fill=MUTED)
    return y + max(ROW, 28 + len(lines) * 17 + 6)


def _terrain_swatch(terrain: str) -> Image.Image:
    image = Image.new("RGBA", (40, 40), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    color = terrain_color(terrain, False)
    draw.polygon(hex_corners((20, 20), 19), fill=color, outline=darker(color, .6))
    return image


def legend_png(catalog: Catalog, locale: str = "en") -> bytes:
    """Every enemy ability, element, site, terrain and map mark, with its meaning, in English or German."""
    sections_left: list[tuple[str, list[tuple[Image.Image | None, str, str]]]] = [
        (word("abilities", locale), [(ability_glyph(a.id, 36), name(a.name, locale), name(a.text, locale))
                                     for a in catalog.enemy_abilities.values()]),
    ]
    terrains = []
    for terrain in catalog.terrains.values():
        costs = f"{word('day', locale)} {terrain.day_cost or '–'} · {word('night', locale)} {terrain.night_cost or '–'}"
        terrains.append((_terrain_swatch(terrain.id), name(terrain.name, locale), costs))
    marks = [
        (enemy_token(catalog, "?green", 38), word("enemy_unknown", locale), ""),
        (enemy_token(catalog, next(iter(catalog.enemies)), 38), word("enemy_known", locale),
         word("token_reading", locale)),
        (hero_figure("blue", "T", 38), word("hero_figure", locale), ""),
        (shield("red", 34), word("shield", locale), ""),
        (None, word("explore_mark", locale), ""),
    ]
    sections_right = [
        (word("elements", locale), [(element_glyph(e, 36), word(e, locale), "") for e in ELEMENT_GLYPHS]),
        (word("sites", locale), [(site_icon(s.id, 36), name(s.name, locale), "") for s in catalog.sites.values()]),
        (word("terrain", locale), terrains),
        (word("map_marks", locale), marks),
    ]
    image = Image.new("RGBA", (WIDTH, 2400), (*PAPER, 255))
    draw = ImageDraw.Draw(image)
    text(draw, (24, 18), word("legend", locale), 32, bold=True)
    bottoms = []
    for x, sections in ((24, sections_left), (48 + COLUMN_W, sections_right)):
        y = 76
        for heading, entries in sections:
            text(draw, (x, y), heading, 22, bold=True)
            y += 36
            for icon, title, detail in entries:
                if icon is None:  # the explore mark is a ghost hex, drawn in place
                    draw.polygon(hex_corners((x + 18, y + 18), 18), fill=COUNTRYSIDE_BACK, outline=INK)
                y = _entry(image, draw, x, y, icon, title, detail)
            y += 14
        bottoms.append(y)
    return png_bytes(image.crop((0, 0, WIDTH, max(bottoms) + 10)))

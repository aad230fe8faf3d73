"""The legend players can open: what every glyph, icon, colour and mark on the pictures means.

One column as wide as the map, every text at the phone floor (render/canvas.py), so it reads on a phone
like the map it explains."""
from __future__ import annotations

from PIL import Image, ImageDraw

from engine.mageknight.catalog import Catalog
from render.canvas import png_bytes, text, wrap
from render.mageknight.glyphs import ELEMENT_GLYPHS, ability_glyph, element_glyph
from render.mageknight.hexgrid import hex_corners
from render.mageknight.map import FLOOR, WIDTH  # the legend is as wide as the map it explains
from render.mageknight.site_icons import site_icon
from render.mageknight.style import COUNTRYSIDE_BACK, INK, MUTED, PAPER, darker
from render.mageknight.terrain import terrain_color
from render.mageknight.texts import name, word
from render.mageknight.tokens import enemy_marker, enemy_token, hero_figure, readable_token, shield

ICON = int(FLOOR * 1.7)
COLUMN_W = WIDTH - 48
ROW = ICON + 10


def _entry(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int, icon: Image.Image | None, title: str,
           detail: str = "") -> int:
    """One line of the legend: an icon, a bold name and an explanation; returns the next y."""
    icon_w, icon_h = (icon.width, icon.height) if icon is not None else (ICON, ICON)
    if icon is not None:
        image.alpha_composite(icon, (x, y))
    left = x + icon_w + 14
    line = int(FLOOR * 1.25)
    lines = [(part, True) for part in wrap(title, FLOOR, COLUMN_W - icon_w - 14, True)]
    lines += [(part, False) for part in (wrap(detail, FLOOR, COLUMN_W - icon_w - 14) if detail else [])]
    for i, (part, bold) in enumerate(lines):
        text(draw, (left, y + 2 + line * i), part, FLOOR, bold=bold, fill=INK if bold else MUTED)
    return y + max(ROW, icon_h + 10, line * len(lines) + 14)


def _terrain_swatch(terrain: str) -> Image.Image:
    image = Image.new("RGBA", (ICON, ICON), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    color = terrain_color(terrain, False)
    draw.polygon(hex_corners((ICON / 2, ICON / 2), ICON / 2 - 1), fill=color, outline=darker(color, .6))
    return image


def legend_png(catalog: Catalog, locale: str = "en") -> bytes:
    """Every enemy ability, element, site, terrain and map mark, with its meaning, in English or German."""
    sections: list[tuple[str, list[tuple[Image.Image | None, str, str]]]] = [
        (word("abilities", locale), [(ability_glyph(a.id, ICON), name(a.name, locale), name(a.text, locale))
                                     for a in catalog.enemy_abilities.values()]),
    ]
    terrains = []
    for terrain in catalog.terrains.values():
        costs = f"{word('day', locale)} {terrain.day_cost or '–'} · {word('night', locale)} {terrain.night_cost or '–'}"
        terrains.append((_terrain_swatch(terrain.id), name(terrain.name, locale), costs))
    marks = [
        (enemy_token(catalog, "?green", ICON), word("enemy_unknown", locale), ""),
        (enemy_token(catalog, next(iter(catalog.enemies)), readable_token(catalog, FLOOR)), word("enemy_known", locale),
         word("token_reading", locale)),
        (enemy_marker(catalog, next(iter(catalog.enemies)), ICON), word("enemy_marker", locale), ""),
        (hero_figure("blue", "", ICON), word("hero_figure", locale), ""),
        (shield("red", ICON), word("shield", locale), ""),
        (None, word("explore_mark", locale), ""),
    ]
    sections += [
        (word("elements", locale), [(element_glyph(e, ICON), word(e, locale), "") for e in ELEMENT_GLYPHS]),
        (word("sites", locale), [(site_icon(s.id, ICON), name(s.name, locale), "") for s in catalog.sites.values()]),
        (word("terrain", locale), terrains),
        (word("map_marks", locale), marks),
    ]
    image = Image.new("RGBA", (WIDTH, 8000), (*PAPER, 255))
    draw = ImageDraw.Draw(image)
    text(draw, (24, 18), word("legend", locale), int(FLOOR * 1.5), bold=True)
    x, y = 24, 18 + int(FLOOR * 2.4)
    for heading, entries in sections:
        text(draw, (x, y), heading, int(FLOOR * 1.25), bold=True)
        y += int(FLOOR * 1.9)
        for icon, title, detail in entries:
            if icon is None:  # the explore mark is a hex of the next tile's back, drawn in place
                draw.polygon(hex_corners((x + ICON / 2, y + ICON / 2), ICON / 2), fill=COUNTRYSIDE_BACK, outline=INK)
            y = _entry(image, draw, x, y, icon, title, detail)
        y += 14
    return png_bytes(image.crop((0, 0, WIDTH, y + 10)))

"""One icon per site of the catalogue (sites.yaml), drawn on a pale plate so it reads on every terrain.

Cities take their colour, crystal mines the colour(s) of their crystals. ``SITE_ICONS`` must cover every
site id of the catalogue (a test checks it). Icons are rendered once per size and colours (cached).
"""
from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from PIL import Image, ImageDraw

from render.canvas import smooth
from render.mageknight.style import INK, MANA, RGB

PLATE: RGB = (250, 246, 234)
STONE: RGB = (150, 146, 140)
WOOD: RGB = (150, 96, 52)
ROOF: RGB = (180, 60, 40)
DARK: RGB = (60, 52, 48)
VIOLET: RGB = (120, 70, 170)

Point = Callable[[float, float], tuple[float, float]]
SitePainter = Callable[[ImageDraw.ImageDraw, Point, float, tuple[RGB, ...]], None]


def _outline(s: float) -> int:
    return max(1, int(.035 * s))


def _house(draw, p, s, x, y, w):
    draw.rectangle([p(x, y), p(x + w, y + w * .8)], fill=(236, 210, 160), outline=INK, width=_outline(s))
    draw.polygon([p(x - w * .15, y), p(x + w / 2, y - w * .6), p(x + w * 1.15, y)], fill=ROOF, outline=INK)


def _village(draw, p, s, colors):
    _house(draw, p, s, .2, .48, .28)
    _house(draw, p, s, .52, .4, .3)


def _monastery(draw, p, s, colors):
    draw.rectangle([p(.22, .46), p(.78, .8)], fill=(236, 226, 200), outline=INK, width=_outline(s))
    draw.rectangle([p(.42, .24), p(.58, .46)], fill=(236, 226, 200), outline=INK, width=_outline(s))
    draw.pieslice([p(.4, .12), p(.6, .34)], 180, 360, fill=(90, 120, 180), outline=INK)
    draw.rectangle([p(.45, .62), p(.55, .8)], fill=DARK)


def _battlements(draw, p, s, box, fill):
    x0, y0, x1, y1 = box
    draw.rectangle([p(x0, y0), p(x1, y1)], fill=fill, outline=INK, width=_outline(s))
    step = (x1 - x0) / 5
    for i in (0, 2, 4):
        draw.rectangle([p(x0 + i * step, y0 - .08), p(x0 + (i + 1) * step, y0)], fill=fill, outline=INK,
                       width=_outline(s))


def _keep(draw, p, s, colors):
    _battlements(draw, p, s, (.3, .3, .7, .82), STONE)
    draw.pieslice([p(.43, .62), p(.57, .9)], 180, 360, fill=DARK)


def _mage_tower(draw, p, s, colors):
    draw.rectangle([p(.38, .4), p(.62, .84)], fill=(170, 150, 200), outline=INK, width=_outline(s))
    draw.polygon([p(.32, .42), p(.5, .08), p(.68, .42)], fill=VIOLET, outline=INK)
    draw.ellipse([p(.46, .5), p(.54, .6)], fill=(255, 230, 120))


def _city(draw, p, s, colors):
    color = colors[0] if colors else STONE
    _battlements(draw, p, s, (.14, .46, .86, .84), color)
    _battlements(draw, p, s, (.36, .26, .64, .84), color)
    draw.pieslice([p(.42, .62), p(.58, .94)], 180, 360, fill=DARK)


def _refugee_camp(draw, p, s, colors):
    for x, w in ((.16, .36), (.46, .4)):
        draw.polygon([p(x, .78), p(x + w / 2, .34), p(x + w, .78)], fill=(214, 190, 140), outline=INK)
        draw.polygon([p(x + w / 2 - .04, .78), p(x + w / 2, .6), p(x + w / 2 + .04, .78)], fill=DARK)


def _ancient_ruins(draw, p, s, colors):
    for x, top in ((.2, .3), (.44, .5), (.66, .38)):
        draw.rectangle([p(x, top), p(x + .14, .76)], fill=(210, 200, 180), outline=INK, width=_outline(s))
    draw.rectangle([p(.14, .76), p(.86, .84)], fill=(190, 180, 160), outline=INK, width=_outline(s))


def _dungeon(draw, p, s, colors):
    draw.pieslice([p(.18, .2), p(.82, .96)], 180, 360, fill=STONE, outline=INK, width=_outline(s))
    draw.rectangle([p(.18, .58), p(.82, .84)], fill=STONE, outline=INK, width=_outline(s))
    draw.pieslice([p(.32, .36), p(.68, .96)], 180, 360, fill=(20, 16, 14))
    draw.rectangle([p(.32, .66), p(.68, .84)], fill=(20, 16, 14))
    for i in range(3):  # steps down into the dark
        y = .68 + i * .055
        draw.line([p(.36 + i * .03, y), p(.64 - i * .03, y)], fill=STONE, width=_outline(s))


def _tomb(draw, p, s, colors):
    draw.rounded_rectangle([p(.3, .18), p(.7, .84)], radius=int(.18 * s), fill=(190, 190, 200), outline=INK,
                           width=_outline(s))
    draw.rectangle([p(.47, .3), p(.53, .62)], fill=DARK)
    draw.rectangle([p(.39, .38), p(.61, .44)], fill=DARK)


def _monster_den(draw, p, s, colors):
    draw.pieslice([p(.12, .26), p(.88, 1.1)], 180, 360, fill=(120, 100, 80), outline=INK, width=_outline(s))
    draw.pieslice([p(.26, .46), p(.74, 1.1)], 180, 360, fill=(20, 16, 14))
    for x in (.4, .54):
        draw.ellipse([p(x, .6), p(x + .07, .67)], fill=(250, 210, 40))


def _spawning_grounds(draw, p, s, colors):
    for x, y, w in ((.18, .46, .26), (.44, .38, .3), (.34, .6, .26), (.58, .58, .24)):
        draw.ellipse([p(x, y), p(x + w, y + w * 1.2)], fill=(210, 200, 120), outline=INK, width=_outline(s))
        draw.ellipse([p(x + w * .3, y + w * .3), p(x + w * .5, y + w * .5)], fill=(150, 60, 40))


def _maze(draw, p, s, colors):
    width = max(1, int(.06 * s))
    inset = .18
    for i in range(3):
        a, b = inset + i * .1, 1 - inset - i * .1
        draw.line([p(a + .1, a), p(b, a), p(b, b), p(a, b), p(a, a + .1)], fill=DARK, width=width)


def _labyrinth(draw, p, s, colors):
    width = max(1, int(.06 * s))
    for i, start in enumerate((20, 100, 200)):
        r = .32 - i * .09
        draw.arc([p(.5 - r, .5 - r), p(.5 + r, .5 + r)], start, start + 300, fill=DARK, width=width)


def _crystal(draw, p, s, x, color: RGB):
    draw.polygon([p(x, .22), p(x + .12, .36), p(x + .1, .76), p(x - .1, .76), p(x - .12, .36)], fill=color,
                 outline=INK)
    draw.line([p(x, .22), p(x, .76)], fill=(255, 255, 255), width=max(1, int(.02 * s)))


def _mine_entrance(draw, p, s):
    draw.polygon([p(.14, .84), p(.5, .5), p(.86, .84)], fill=(120, 100, 80), outline=INK)


def _crystal_mine(draw, p, s, colors):
    _mine_entrance(draw, p, s)
    _crystal(draw, p, s, .5, colors[0] if colors else STONE)


def _deep_mine(draw, p, s, colors):
    _mine_entrance(draw, p, s)
    shades = colors or (STONE, STONE)
    _crystal(draw, p, s, .36, shades[0])
    _crystal(draw, p, s, .64, shades[-1])


def _magical_glade(draw, p, s, colors):
    for angle, (x, y) in enumerate(((.5, .26), (.72, .44), (.64, .7), (.36, .7), (.28, .44))):
        draw.ellipse([p(x - .12, y - .12), p(x + .12, y + .12)], fill=(120, 200, 110), outline=INK)
    draw.ellipse([p(.4, .4), p(.6, .6)], fill=(250, 230, 90), outline=INK)


def _portal(draw, p, s, colors):
    for i, color in enumerate(((90, 60, 160), (140, 100, 210), (200, 170, 240))):
        inset = .14 + i * .1
        draw.ellipse([p(inset, inset), p(1 - inset, 1 - inset)], fill=color, outline=INK if i == 0 else None)


def _volkare_camp(draw, p, s, colors):
    draw.polygon([p(.16, .8), p(.4, .4), p(.64, .8)], fill=(150, 40, 40), outline=INK)
    draw.line([p(.66, .84), p(.66, .18)], fill=INK, width=max(1, int(.04 * s)))
    draw.polygon([p(.66, .18), p(.88, .26), p(.66, .34)], fill=(150, 40, 40), outline=INK)


SITE_ICONS: dict[str, SitePainter] = {
    "village": _village, "monastery": _monastery, "keep": _keep, "mage_tower": _mage_tower, "city": _city,
    "refugee_camp": _refugee_camp, "ancient_ruins": _ancient_ruins, "dungeon": _dungeon, "tomb": _tomb,
    "monster_den": _monster_den, "spawning_grounds": _spawning_grounds, "maze": _maze, "labyrinth": _labyrinth,
    "crystal_mine": _crystal_mine, "deep_mine": _deep_mine, "magical_glade": _magical_glade, "portal": _portal,
    "volkare_camp": _volkare_camp,
}


@lru_cache(maxsize=256)
def site_icon(site: str, size: int, colors: tuple[str, ...] = ()) -> Image.Image:
    """The icon of ``site`` (sites.yaml id); ``colors``: a city's colour or a mine's crystal colour(s)."""
    painter = SITE_ICONS[site]
    paints = tuple(MANA[color] for color in colors)

    def paint(draw: ImageDraw.ImageDraw, scale: int) -> None:
        side = size * scale
        draw.ellipse([0, 0, side - 1, side - 1], fill=PLATE, outline=INK, width=max(1, side // 28))
        painter(draw, lambda x, y: (x * side, y * side), side, paints)
    return smooth(size, size, paint)

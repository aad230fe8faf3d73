"""Small round badges: one per enemy ability of the catalogue and one per attack element.

Each glyph is a symbol drawn in a unit square, on a coloured disc; ``ability_glyph`` / ``element_glyph``
render it once per size (cached). ``ABILITY_GLYPHS`` must cover every ability in enemies.yaml (a test
fails when a new one appears without a glyph and a legend entry).
"""
from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from PIL import Image, ImageDraw

from render.canvas import smooth
from render.mageknight.style import ELEMENT, RGB

WHITE = (255, 255, 255)
Painter = Callable[[ImageDraw.ImageDraw, Callable[[float, float], tuple[float, float]], float], None]


def _flame(draw, p, s, fill=WHITE):
    draw.polygon([p(.5, .16), p(.7, .42), p(.72, .62), p(.62, .8), p(.5, .84), p(.38, .8), p(.28, .62),
                  p(.34, .44), p(.42, .55)], fill=fill)


def _flake(draw, p, s, fill=WHITE):
    for angle in (0, 60, 120):
        a = math.radians(angle)
        dx, dy = .32 * math.cos(a), .32 * math.sin(a)
        draw.line([p(.5 - dx, .5 - dy), p(.5 + dx, .5 + dy)], fill=fill, width=int(.09 * s))


def _sword(draw, p, s, fill=WHITE):
    draw.polygon([p(.5, .1), p(.58, .22), p(.58, .62), p(.42, .62), p(.42, .22)], fill=fill)
    draw.rectangle([p(.26, .62), p(.74, .7)], fill=fill)
    draw.rectangle([p(.45, .7), p(.55, .88)], fill=fill)


def _cold_fire(draw, p, s):
    _flame(draw, p, s)
    draw.line([p(.5, .46), p(.5, .8)], fill=ELEMENT["cold_fire"], width=int(.06 * s))
    draw.line([p(.36, .63), p(.64, .63)], fill=ELEMENT["cold_fire"], width=int(.06 * s))


def _shield_outline(draw, p, s, fill=WHITE):
    draw.polygon([p(.24, .2), p(.76, .2), p(.74, .52), p(.5, .84), p(.26, .52)], fill=fill)


def _resistance(symbol: Painter, color: RGB) -> Painter:
    def paint(draw, p, s):
        _shield_outline(draw, p, s)
        inner = lambda x, y: p(.5 + (x - .5) * .55, .47 + (y - .5) * .55)  # noqa: E731 - the shield's inside
        symbol(draw, inner, s * .55, fill=color)
    return paint


def _swift(draw, p, s):
    for x in (.2, .44):
        draw.polygon([p(x, .26), p(x + .3, .5), p(x, .74), p(x + .1, .5)], fill=WHITE)


def _brutal(draw, p, s):
    # Two spikes: the damage counts twice.
    for x in (.22, .5):
        draw.polygon([p(x, .78), p(x + .14, .2), p(x + .28, .78)], fill=WHITE)


def _poison(draw, p, s):
    draw.polygon([p(.5, .14), p(.7, .52), p(.3, .52)], fill=WHITE)
    draw.ellipse([p(.28, .38), p(.72, .82)], fill=WHITE)


def _paralyze(draw, p, s):
    draw.polygon([p(.56, .12), p(.28, .54), p(.48, .54), p(.4, .88), p(.72, .42), p(.52, .42), p(.62, .12)],
                 fill=WHITE)


def _summon(draw, p, s):
    draw.arc([p(.2, .2), p(.8, .8)], 200, 520, fill=WHITE, width=int(.09 * s))
    draw.polygon([p(.12, .42), p(.3, .42), p(.22, .6)], fill=WHITE)
    draw.ellipse([p(.42, .42), p(.58, .58)], fill=WHITE)


def _assassination(draw, p, s):
    # Cross-hairs: the damage is aimed at the Hero.
    draw.ellipse([p(.24, .24), p(.76, .76)], outline=WHITE, width=int(.07 * s))
    for a, b in (((.5, .1), (.5, .38)), ((.5, .62), (.5, .9)), ((.1, .5), (.38, .5)), ((.62, .5), (.9, .5))):
        draw.line([p(*a), p(*b)], fill=WHITE, width=int(.07 * s))


def _cumbersome(draw, p, s):
    draw.ellipse([p(.41, .14), p(.59, .32)], outline=WHITE, width=int(.06 * s))
    draw.polygon([p(.32, .34), p(.68, .34), p(.8, .82), p(.2, .82)], fill=WHITE)


def _vampiric(draw, p, s):
    draw.rectangle([p(.2, .22), p(.8, .34)], fill=WHITE)
    for x in (.26, .56):
        draw.polygon([p(x, .34), p(x + .18, .34), p(x + .09, .78)], fill=WHITE)


def _tower(draw, p, s):
    draw.rectangle([p(.3, .34), p(.7, .82)], fill=WHITE)
    for x in (.3, .46, .62):
        draw.rectangle([p(x, .2), p(x + .08, .34)], fill=WHITE)


def _unfortified(draw, p, s):
    _tower(draw, p, s)
    draw.line([p(.16, .86), p(.84, .14)], fill=(200, 40, 40), width=int(.1 * s))


def _elusive(draw, p, s):
    # A figure fading out: dashed outline.
    for start in range(0, 360, 45):
        draw.arc([p(.2, .2), p(.8, .8)], start, start + 25, fill=WHITE, width=int(.08 * s))
    draw.ellipse([p(.4, .4), p(.6, .6)], fill=WHITE)


def _arcane_immunity(draw, p, s):
    draw.ellipse([p(.18, .18), p(.82, .82)], outline=WHITE, width=int(.08 * s))
    star = [p(.5 + .22 * math.cos(math.radians(a - 90)) * (1 if i % 2 == 0 else .45),
              .5 + .22 * math.sin(math.radians(a - 90)) * (1 if i % 2 == 0 else .45))
            for i, a in enumerate(range(0, 360, 36))]
    draw.polygon(star, fill=WHITE)


def _defend(draw, p, s):
    _shield_outline(draw, p, s)
    draw.rectangle([p(.46, .3), p(.54, .66)], fill=(40, 110, 60))
    draw.rectangle([p(.32, .44), p(.68, .52)], fill=(40, 110, 60))


# id -> (symbol, disc colour)
ABILITY_GLYPHS: dict[str, tuple[Painter, RGB]] = {
    "swift": (_swift, (40, 140, 170)),
    "brutal": (_brutal, (170, 30, 30)),
    "poison": (_poison, (60, 140, 40)),
    "paralyze": (_paralyze, (110, 40, 130)),
    "summon": (_summon, (150, 90, 40)),
    "assassination": (_assassination, (60, 60, 60)),
    "cumbersome": (_cumbersome, (120, 110, 90)),
    "vampiric": (_vampiric, (120, 10, 40)),
    "fortified": (_tower, (110, 100, 90)),
    "unfortified": (_unfortified, (110, 100, 90)),
    "elusive": (_elusive, (90, 120, 150)),
    "arcane_immunity": (_arcane_immunity, (200, 150, 30)),
    "defend": (_defend, (40, 110, 60)),
    "physical_resistance": (_resistance(_sword, ELEMENT["physical"]), ELEMENT["physical"]),
    "fire_resistance": (_resistance(_flame, ELEMENT["fire"]), ELEMENT["fire"]),
    "ice_resistance": (_resistance(_flake, ELEMENT["ice"]), ELEMENT["ice"]),
}
ELEMENT_GLYPHS: dict[str, Painter] = {"physical": _sword, "fire": _flame, "ice": _flake, "cold_fire": _cold_fire}
# Fire and Ice Resistance together also resist Cold Fire (rules spec §8.5.2): the engine counts that cold fire
# resistance among an enemy's resistances, but no token prints it, and the two glyphs drawn (with their texts) say it.
DERIVED_RESISTANCES = frozenset({"cold_fire"})


def _badge(symbol: Painter, disc: RGB, size: int) -> Image.Image:
    def paint(draw: ImageDraw.ImageDraw, scale: int) -> None:
        side = size * scale
        draw.ellipse([0, 0, side - 1, side - 1], fill=disc, outline=(255, 255, 255), width=max(1, side // 16))
        symbol(draw, lambda x, y: (x * side, y * side), side)
    return smooth(size, size, paint)


def resistance_glyphs(elements) -> list[str]:
    """The glyph ids of the resistances to draw for ``elements`` (as in a view or the catalogue), in order."""
    return [f"{element}_resistance" for element in elements if element not in DERIVED_RESISTANCES]


@lru_cache(maxsize=256)
def ability_glyph(ability: str, size: int) -> Image.Image:
    """The badge of an enemy ability (enemies.yaml glossary id); KeyError for one without a glyph."""
    symbol, disc = ABILITY_GLYPHS[ability]
    return _badge(symbol, disc, size)


@lru_cache(maxsize=64)
def element_glyph(element: str, size: int) -> Image.Image:
    """The badge of an attack element: physical, fire, ice, cold_fire."""
    return _badge(ELEMENT_GLYPHS[element], ELEMENT[element], size)

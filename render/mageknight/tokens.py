"""Things standing on the map and in panels: enemy tokens, Hero figures, Shields.

An enemy token is an enemy id (face up) or ``?<colour>`` (face down, as the engine view writes it):
face down it shows only its back colour; face up its attack with the element, armor, fame and ability glyphs.
"""
from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.mageknight.catalog import Catalog
from render.canvas import drawing_cache, smooth, text, text_width
from render.mageknight.glyphs import ability_glyph, element_glyph, resistance_glyphs
from render.mageknight.style import ENEMY_BACK, HERO, INK, RGB, VOLKARE_GOLD, darker, text_on

FACE_DOWN = "?"
FAME_GOLD: RGB = (232, 182, 36)
NUMBERS = .2  # a token's numbers are this share of its width: readable on a phone only on big tokens


def is_face_down(token: str) -> bool:
    return token.startswith(FACE_DOWN)


def token_color(catalog: Catalog, token: str) -> str:
    return token[1:] if is_face_down(token) else catalog.enemies[token].color


def glyph_abilities(enemy) -> list[str]:
    """The enemy's abilities and resistances as glyph ids (enemies.yaml glossary ids), as printed on a token.

    A summoner's Summon is left out here: its glyph already stands where an attack would."""
    shown = [a for a in enemy.abilities if a != "summon" or enemy.attacks]
    return list(dict.fromkeys(shown)) + resistance_glyphs(enemy.resistances)


def _disc(size: int, back: RGB) -> Image.Image:
    def paint(draw: ImageDraw.ImageDraw, scale: int) -> None:
        side = size * scale
        draw.ellipse([0, 0, side - 1, side - 1], fill=darker(back, .55))
        rim = side // 14
        draw.ellipse([rim, rim, side - 1 - rim, side - 1 - rim], fill=back)
    return smooth(size, size, paint)


def armor_badge(draw: ImageDraw.ImageDraw, center: tuple[float, float], value: int, size: int) -> None:
    """A small grey shield holding the armor value."""
    x, y = center
    w, h = size * .5, size * .6
    draw.polygon([(x - w, y - h), (x + w, y - h), (x + w, y + h * .2), (x, y + h), (x - w, y + h * .2)],
                 fill=(222, 222, 226), outline=INK)
    text(draw, (x, y - h * .15), str(value), int(size * .72), bold=True, anchor="mm")


def fame_badge(draw: ImageDraw.ImageDraw, center: tuple[float, float], value: int, size: int) -> None:
    x, y = center
    r = size * .55
    draw.ellipse([x - r, y - r, x + r, y + r], fill=FAME_GOLD, outline=INK)
    text(draw, (x, y), str(value), int(size * .7), bold=True, anchor="mm")


def number_size(size: int) -> int:
    """The font size of the numbers on a token ``size`` px across (attack, armor, fame)."""
    return int(size * NUMBERS)


def attack_label(enemy) -> str:
    """The attack as the token prints it: each attack's value, ``1+1+1`` for three."""
    return "+".join(str(a.value) for a in enemy.attacks)


def attack_row(size: int) -> tuple[float, float]:
    """Where the attack row of a token ``size`` px across stands (its centre's height) and how wide it may be:
    the disc's chord at that height, less the rim."""
    y = size * .3
    half = ((size / 2) ** 2 - (size / 2 - y) ** 2) ** .5
    return y, 2 * half - size * .12


def attack_fits(label: str, font_size: int, size: int) -> bool:
    """Whether an attack label in ``font_size`` fits the attack row of a token ``size`` px across, glyph included."""
    _y, room = attack_row(size)
    return text_width(label, font_size, bold=True) + int(size * .2) + 3 <= room


@lru_cache(maxsize=8)
def readable_token(catalog: Catalog, floor: int) -> int:
    """The smallest token whose numbers are all at least ``floor`` px, the widest attack label of the catalogue
    (Zombie Horde's ``1+1+1``) included."""
    labels = {attack_label(enemy) for enemy in catalog.enemies.values() if enemy.attacks}
    size = math.ceil(floor / NUMBERS)
    while not all(attack_fits(label, floor, size) for label in labels):
        size += 2
    return size


@drawing_cache(maxsize=512)
def enemy_token(catalog: Catalog, token: str, size: int) -> Image.Image:
    """The round token of a face-up enemy id or a face-down ``?colour``, ``size`` pixels across.

    Numbers are ``number_size(size)`` px; an attack label too wide for the disc (Zombie Horde's ``1+1+1`` on a
    small token) is set smaller rather than overflow, so callers that must keep a floor pick a big enough token."""
    back = ENEMY_BACK[token_color(catalog, token)]
    image = _disc(size, back)
    draw = ImageDraw.Draw(image)
    ink = text_on(back)
    if is_face_down(token):
        text(draw, (size / 2, size / 2), "?", int(size * .62), bold=True, fill=ink, anchor="mm")
        return image
    enemy = catalog.enemies[token]
    numbers = number_size(size)
    glyph = int(size * .2)
    row_y, room = attack_row(size)
    if enemy.attacks:
        label = attack_label(enemy)
        label_size = numbers
        while label_size > 1 and not attack_fits(label, label_size, size):
            label_size -= 1
        left = int(size / 2 - (glyph + 3 + text_width(label, label_size, bold=True)) / 2)
        image.alpha_composite(element_glyph(enemy.attacks[0].element, glyph), (left, int(row_y - glyph / 2)))
        text(draw, (left + glyph + 3, row_y), label, label_size, bold=True, fill=ink, anchor="lm")
    else:  # a summoner prints its Summon glyph where the attack would stand
        image.alpha_composite(ability_glyph("summon", glyph), (int(size / 2 - glyph / 2), int(row_y - glyph / 2)))
    badge = numbers / .7  # the badges' numbers are 70 % of the badge
    armor_badge(draw, (size * .33, size * .58), enemy.armor_elusive or enemy.armor, round(badge))
    fame_badge(draw, (size * .67, size * .58), enemy.fame, round(badge))
    abilities = glyph_abilities(enemy)[:4]  # up to four ability glyphs along the bottom
    if abilities:
        small = int(size * .16)
        left = int(size / 2 - len(abilities) * small / 2)
        for i, ability in enumerate(abilities):
            image.alpha_composite(ability_glyph(ability, small), (left + i * small, int(size * .77)))
    return image


@lru_cache(maxsize=256)
def enemy_marker(catalog: Catalog, token: str, size: int) -> Image.Image:
    """A token too small for its numbers (the overview of a big map): its back, and the element of its attack when
    face up, so face-up and face-down tokens still differ; the numbers stand beside the map."""
    back = ENEMY_BACK[token_color(catalog, token)]
    image = _disc(size, back)
    glyph = int(size * .56)
    if is_face_down(token):
        draw = ImageDraw.Draw(image)
        r = size * .14
        draw.ellipse([size / 2 - r, size / 2 - r, size / 2 + r, size / 2 + r], fill=text_on(back))
        return image
    enemy = catalog.enemies[token]
    badge = element_glyph(enemy.attacks[0].element, glyph) if enemy.attacks else ability_glyph("summon", glyph)
    image.alpha_composite(badge, (int(size / 2 - glyph / 2), int(size / 2 - glyph / 2)))
    return image


@drawing_cache(maxsize=64)
def hero_figure(color: str, initial: str, size: int) -> Image.Image:
    """A standing figure in the Hero's colour with the first letter of the Hero's name."""
    paint_color = HERO.get(color, (200, 200, 200))

    def paint(draw: ImageDraw.ImageDraw, scale: int) -> None:
        s = size * scale
        line = max(2, s // 18)
        draw.polygon([(s * .18, s * .96), (s * .3, s * .42), (s * .7, s * .42), (s * .82, s * .96)],
                     fill=paint_color, outline=INK, width=line)
        draw.ellipse([s * .3, s * .04, s * .7, s * .44], fill=paint_color, outline=INK, width=line)
    image = smooth(size, int(size * 1.0), paint)
    if initial:  # left out where it would be too small to read; the colour then names the Hero
        text(ImageDraw.Draw(image), (size / 2, size * .7), initial, int(size * .34), bold=True,
             fill=text_on(paint_color), anchor="mm")
    return image


@lru_cache(maxsize=16)
def volkare_figure(initial: str, size: int) -> Image.Image:
    """General Volkare: a dark, crowned figure in gold trim, with the letter the caller finds readable ("V")."""
    paint_color = ENEMY_BACK["volkare"]

    def paint(draw: ImageDraw.ImageDraw, scale: int) -> None:
        s = size * scale
        line = max(2, s // 16)
        draw.polygon([(s * .12, s * .98), (s * .28, s * .44), (s * .72, s * .44), (s * .88, s * .98)],
                     fill=paint_color, outline=VOLKARE_GOLD, width=line)
        draw.ellipse([s * .3, s * .12, s * .7, s * .48], fill=paint_color, outline=VOLKARE_GOLD, width=line)
        draw.polygon([(s * .3, s * .2), (s * .34, s * .02), (s * .43, s * .13), (s * .5, s * .0), (s * .57, s * .13),
                      (s * .66, s * .02), (s * .7, s * .2)], fill=VOLKARE_GOLD)  # his crown
    image = smooth(size, size, paint)
    if initial:
        text(ImageDraw.Draw(image), (size / 2, size * .72), initial, int(size * .34), bold=True, fill=VOLKARE_GOLD,
             anchor="mm")
    return image


@lru_cache(maxsize=64)
def shield(color: str, size: int) -> Image.Image:
    """A Shield token in the Hero's colour: this site is conquered by that Hero."""
    paint_color = HERO.get(color, (200, 200, 200))

    def paint(draw: ImageDraw.ImageDraw, scale: int) -> None:
        s = size * scale
        draw.polygon([(s * .08, s * .06), (s * .92, s * .06), (s * .9, s * .5), (s * .5, s * .96), (s * .1, s * .5)],
                     fill=paint_color, outline=INK, width=max(2, s // 14))
        draw.line([(s * .5, s * .12), (s * .5, s * .86)], fill=darker(paint_color), width=max(2, s // 14))
    return smooth(size, size, paint)

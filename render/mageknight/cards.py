"""Cards as pictures: Deed cards (basic and strong effect), Units, Skills, and face-down backs.

Each function returns a ``Draft`` of a card ``width`` px wide whose texts are ``size`` px or larger: the picture
that lays the cards out picks ``size`` from its own width (``canvas.smallest_size``), so card text never drops below
the phone floor. A card is as tall as its text needs (nothing is cut; the draft knows that height before drawing),
and is drawn taller so the cards of one row stand equally tall (``lay_out``).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine.mageknight.catalog import Catalog
from render.canvas import join_lines, rounded_box, shrink_to_fit, smallest_size, text, text_width, wrap
from render.mageknight.glyphs import ability_glyph, resistance_glyphs
from render.mageknight.site_icons import site_icon
from render.mageknight.style import (ARTIFACT_COLOR, CARD_COLOR, INK, MUTED, PAPER, RGB, WOUND_COLOR, darker, mix,
                                     text_on)
from render.mageknight.texts import name, word

# A page of cards (the hand, the offers): drawn for a phone, three cards to a row, every text at least SIZE px in
# a picture WIDTH px wide.
WIDTH = 800
MARGIN, GAP = 20, 12
PER_ROW = 3
CARD_W = (WIDTH - 2 * MARGIN - (PER_ROW - 1) * GAP) // PER_ROW
SIZE = smallest_size(WIDTH, bold=True)
HEADING = SIZE + 6
SPENT_SHADE = (40, 40, 40, 120)
LINE = 1.22  # line height, in font sizes
PAD = 12
# The sites whose icons a Unit card prints (Lost Legion's Refugee Camp recruits any Unit, LL §2.1.4, so the
# catalogue lists it on every Unit; the card does not print it).
PRINTED_SITES = ("village", "keep", "mage_tower", "monastery", "city")


def line_height(size: int) -> int:
    return int(size * LINE + .5)


@dataclass(frozen=True)
class Draft:
    """A card (or panel) measured but not yet drawn: ``finish(height)`` draws it at least ``height`` px tall."""
    height: int
    finish: Callable[[int], Image.Image]

    def image(self) -> Image.Image:
        return self.finish(self.height)


def row_heights(drafts: list[Draft], per_row: int, gap: int) -> int:
    """How tall ``lay_out`` lays these drafts out."""
    return sum(max(d.height for d in drafts[start:start + per_row]) + gap for start in range(0, len(drafts), per_row))


def lay_out(image: Image.Image, drafts: list[Draft], left: int, top: int, per_row: int, gap: int) -> int:
    """The drafts drawn in rows of ``per_row`` from (``left``, ``top``) onto an opaque ``image``, each row's cards as
    tall as its tallest; returns the y below the last row."""
    for start in range(0, len(drafts), per_row):
        row = drafts[start:start + per_row]
        tallest = max(draft.height for draft in row)
        x = left
        for draft in row:
            card = draft.finish(tallest)
            image.paste(card, (x, top), card)  # over an opaque picture: as alpha_composite, four times faster
            x += card.width + gap
        top += tallest + gap
    return top


class _Header:
    """A card's coloured header: the title (smaller, then on two lines, if it is long) and a subtitle."""

    def __init__(self, title: str, subtitle: list[str], width: int, size: int):
        self.title, self.size = title, size
        self.subtitle_lines = join_lines(subtitle, size, width - 2 * PAD, " · ")
        self.title_size = shrink_to_fit(title, size + 4, width - 2 * PAD, bold=True, smallest=size)
        self.title_lines = wrap(title, self.title_size, width - 2 * PAD, bold=True)
        self.height = (10 + len(self.title_lines) * line_height(self.title_size)
                       + len(self.subtitle_lines) * line_height(size) + 8)

    def draw(self, image: Image.Image, colors: tuple[RGB, RGB]) -> ImageDraw.ImageDraw:
        width, height = image.size
        draw = ImageDraw.Draw(image)
        rounded_box(draw, (0, 0, width - 1, height - 1), fill=PAPER, outline=INK, radius=12, width=2)
        draw.rounded_rectangle((2, 2, width - 3, self.height), radius=10, fill=colors[0])
        if colors[1] != colors[0]:
            draw.polygon([(width * .55, 2), (width - 3, 2), (width - 3, self.height), (width * .45, self.height)],
                         fill=colors[1])
        ink = text_on(colors[0])
        y = 8
        for line in self.title_lines:
            # Over a two-colour header the title keeps a dark outline, so it reads on both halves.
            text(draw, (PAD, y), line, self.title_size, bold=True,
                 fill=ink if colors[1] == colors[0] else (255, 255, 255), halo=None if colors[1] == colors[0] else INK)
            y += line_height(self.title_size)
        for line in self.subtitle_lines:
            text(draw, (PAD, y), line, self.size, fill=ink if colors[1] == colors[0] else (255, 255, 255),
                 halo=None if colors[1] == colors[0] else INK)
            y += line_height(self.size)
        return draw


def _lines(draw: ImageDraw.ImageDraw, x: float, y: float, lines: list[str], size: int, fill: RGB = INK,
           bold: bool = False) -> float:
    for line in lines:
        text(draw, (x, y), line, size, fill=fill, bold=bold)
        y += line_height(size)
    return y


def deed_card(catalog: Catalog, card_id: str, locale: str, width: int, size: int) -> Draft:
    """A Deed card: name, kind and colour in the header; the basic effect; the strong effect below it."""
    card = catalog.cards.get(card_id) or catalog.wound
    inner = width - 2 * PAD - 8
    if card is catalog.wound:
        header = _Header(name(card.name, locale), [], width, size)
        lines = wrap(name(card.text, locale) if card.text else "", size, width - 2 * PAD)

        def wound(height: int) -> Image.Image:
            image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
            _lines(header.draw(image, (WOUND_COLOR, WOUND_COLOR)), PAD, header.height + 10, lines, size)
            return image
        return Draft(header.height + 10 + len(lines) * line_height(size) + PAD, wound)
    colors = [CARD_COLOR[c] for c in card.colors] or [ARTIFACT_COLOR]
    kind = {"basic_action": ("Basic Action", "Einfache Aktion"), "advanced_action": ("Advanced Action",
                                                                                    "Fortgeschrittene Aktion"),
            "spell": ("Spell", "Zauber"), "artifact": ("Artifact", "Artefakt")}[card.kind]
    header = _Header(name(card.name, locale), [kind[1] if locale.startswith("de") else kind[0]], width, size)
    strong_title = word("strong", locale)
    if card.powered.name is not None:  # a spell's strong side has its own name (§5.1.3)
        strong_title += f": {name(card.powered.name, locale)}"
    sides = [(wrap(word("basic", locale), size, inner, bold=True), wrap(name(card.basic.text, locale), size, inner)),
             (wrap(strong_title, size, inner, bold=True), wrap(name(card.powered.text, locale), size, inner))]
    boxes = [6 + (len(title) + len(body)) * line_height(size) + 8 for title, body in sides]
    natural = header.height + 8 + boxes[0] + 8 + boxes[1] + 8

    def draw_card(height: int) -> Image.Image:
        extra = height - natural  # shared by the two effects
        image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
        draw = header.draw(image, (colors[0], colors[-1]))
        shade = mix(PAPER, colors[0], .12)
        heading = darker(colors[0], .6) if colors[0] != CARD_COLOR["white"] else MUTED
        top = header.height + 8
        for (title, body), box in zip(sides, (boxes[0] + extra // 2, boxes[1] + extra - extra // 2)):
            rounded_box(draw, (8, top, width - 8, top + box), fill=shade, radius=8)
            y = _lines(draw, PAD + 4, top + 6, title, size, fill=heading, bold=True)
            _lines(draw, PAD + 4, y, body, size)
            top += box + 8
        return image
    return Draft(natural, draw_card)


def card_back(width: int, label: str, size: int) -> Draft:
    """A face-down card (an offer not yet revealed), as tall as the cards beside it."""
    def draw_back(height: int) -> Image.Image:
        image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
        draw = ImageDraw.Draw(image)
        rounded_box(draw, (0, 0, width - 1, height - 1), fill=(70, 60, 90), outline=INK, radius=12, width=2)
        for inset in range(14, min(width, height) // 2, 18):
            draw.rounded_rectangle((inset, inset, width - inset, height - inset), radius=10, outline=(110, 96, 140),
                                   width=2)
        text(draw, (width / 2, height / 2), label, size, bold=True, fill=(255, 255, 255), halo=(70, 60, 90),
             anchor="mm")
        return image
    return Draft(int(width * 1.3), draw_back)


def unit_card(catalog: Catalog, unit_id: str, locale: str, width: int, size: int, state: dict | None = None) -> Draft:
    """A Unit: level, cost, armor, resistances, abilities numbered as the panel numbers them, the sites that recruit
    it; ``state`` (ready, wounded, ...) marks it."""
    unit = catalog.units[unit_id]
    header = _Header(name(unit.name, locale), [f"{word('level', locale)} {unit.level}",
                                               f"{word('cost', locale)} {unit.cost}",
                                               f"{word('armor', locale)} {unit.armor}"], width, size)
    inner = width - 2 * PAD
    glyph = int(size * 1.4)
    resistances = [(r, wrap(name(catalog.enemy_abilities[r].name, locale), size, inner - glyph - 6))
                   for r in resistance_glyphs(unit.resistances)]
    abilities = [wrap(f"{i + 1}. {name(a.text, locale)}" + (f" ({word(a.mana, locale)})" if a.mana else ""), size,
                      inner) for i, a in enumerate(unit.abilities)]
    sites = _recruit_rows(catalog, unit.recruit_at, locale, inner, size)
    marks = _state_marks(state, locale) if state else []
    state_lines = _state_lines(marks, locale, inner - 12, size) if state else []
    line = line_height(size)
    natural = (header.height + 8 + sum(max(glyph, len(lines) * line) + 4 for _, lines in resistances)
               + sum(len(lines) * line + 4 for lines in abilities) + 6 + line + len(sites) * (glyph + 4)
               + (len(state_lines) * line + 12 if state_lines else 0) + PAD)

    def draw_card(height: int) -> Image.Image:
        image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
        tier = (150, 140, 110) if unit.tier == "regular" else (196, 160, 60)
        draw = header.draw(image, (tier, tier))
        y = header.height + 8
        for resistance, lines in resistances:
            image.alpha_composite(ability_glyph(resistance, glyph), (PAD, int(y)))
            _lines(draw, PAD + glyph + 6, y + max(0, glyph - len(lines) * line) / 2, lines, size)
            y += max(glyph, len(lines) * line) + 4
        for lines in abilities:
            y = _lines(draw, PAD, y, lines, size) + 4
        y += 6
        text(draw, (PAD, y), word("recruit_at", locale), size, bold=True, fill=MUTED)
        y += line
        for row in sites:
            x = PAD
            for site, label in row:
                image.alpha_composite(site_icon(site, glyph), (int(x), int(y)))
                text(draw, (x + glyph + 4, y + glyph / 2), label, size, anchor="lm")
                x += glyph + 4 + text_width(label, size) + 14
            y += glyph + 4
        if state:
            _unit_state(image, state, marks, state_lines, size)
        return image
    return Draft(natural, draw_card)


def _recruit_rows(catalog: Catalog, sites: tuple[str, ...], locale: str, width: float,
                  size: int) -> list[list[tuple[str, str]]]:
    """The printed recruiting sites (icon and name), in rows that fit into ``width``."""
    glyph = int(size * 1.4)
    rows: list[list[tuple[str, str]]] = [[]]
    x = 0.0
    for site in (s for s in PRINTED_SITES if s in sites):
        label = name(catalog.sites[site].name, locale)
        item = glyph + 4 + text_width(label, size) + 14
        if rows[-1] and x + item - 14 > width:
            rows.append([])
            x = 0
        rows[-1].append((site, label))
        x += item
    return rows if rows[0] else []


def _state_marks(state: dict, locale: str) -> list[str]:
    """What sets a Unit apart from a ready one: spent, wounded, poisoned, resisted (none for a ready Unit)."""
    return [word(mark, locale).upper() for mark, shown in (("spent", not state.get("ready", True)),
                                                           ("wounded", state.get("wounded")),
                                                           ("poisoned", state.get("poisoned")),
                                                           ("resisted", state.get("resisted"))) if shown]


def _state_lines(marks: list[str], locale: str, width: float, size: int) -> list[str]:
    """The marks on as few lines as fit into ``width``."""
    if not marks:
        return [word("ready", locale).upper()]
    return wrap(" · ".join(marks), size, width, bold=True)


def _unit_state(image: Image.Image, state: dict, marks: list[str], lines: list[str], size: int) -> None:
    if not state.get("ready", True):
        image.alpha_composite(Image.new("RGBA", image.size, SPENT_SHADE))
    color = (170, 30, 30) if state.get("wounded") else (60, 60, 60) if marks else (40, 130, 60)
    w, bottom = image.width, image.height - 8
    draw = ImageDraw.Draw(image)
    line = line_height(size)
    rounded_box(draw, (8, bottom - line * len(lines) - 6, w - 8, bottom), fill=color, radius=8)
    for i, text_line in enumerate(lines):
        middle = bottom - 3 - line * (len(lines) - i - .5)
        text(draw, (w / 2, middle), text_line, size, bold=True, fill=(255, 255, 255), anchor="mm")


def skill_card(catalog: Catalog, skill_id: str, locale: str, width: int, size: int) -> Draft:
    skill = catalog.skills[skill_id]
    owner = name(catalog.heroes[skill.hero].name, locale) if skill.hero else ""
    header = _Header(name(skill.name, locale), [part for part in (owner, word(skill.usage, locale)) if part], width,
                     size)
    lines = wrap(name(skill.text, locale), size, width - 2 * PAD)

    def draw_card(height: int) -> Image.Image:
        image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
        _lines(header.draw(image, ((70, 110, 150), (70, 110, 150))), PAD, header.height + 8, lines, size)
        return image
    return Draft(header.height + 8 + len(lines) * line_height(size) + PAD, draw_card)

"""The offers on the table: Units, Advanced Actions, Spells, common Skills, and the Source dice.

Drawn for a phone as a page of cards (render/mageknight/cards.py: three to a row, no text below the floor), the
picture as tall as its cards.
"""
from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.mageknight.catalog import Catalog
from render.canvas import png_bytes, rounded_box, text, text_width
from render.mageknight.cards import (CARD_W, GAP, HEADING, MARGIN, PER_ROW, SIZE, WIDTH, card_back, deed_card, lay_out,
                                     line_height, row_heights, skill_card, unit_card)
from render.mageknight.style import INK, MANA, MUTED, PAPER, text_on
from render.mageknight.texts import word

DIE = 48


def _die(draw: ImageDraw.ImageDraw, x: float, y: int, color: str, locale: str) -> float:
    """A Source die in its colour, the colour's name under it (blue and black must not be confused); returns
    the width it takes."""
    label = word(color, locale)
    width = max(DIE, text_width(label, SIZE, True))
    left = x + (width - DIE) / 2
    fill = MANA[color]
    rounded_box(draw, (left, y, left + DIE, y + DIE), fill=fill, outline=INK, radius=10, width=3)
    draw.ellipse((left + DIE * .38, y + DIE * .38, left + DIE * .62, y + DIE * .62), fill=text_on(fill))
    text(draw, (x + width / 2, y + DIE + 4), label, SIZE, bold=True, anchor="ma")
    return width


def offers_png(view: dict[str, Any], catalog: Catalog, locale: str = "en") -> bytes:
    """Every offer of ``view`` (face-down offers show their backs) and the Source dice; the picture is as tall as
    its cards."""
    offers = view["offers"]
    sections = [(word("unit_offer", locale),
                 [unit_card(catalog, unit, locale, CARD_W, SIZE) for unit in offers["units"]])]
    if offers.get("unit_offer_aas"):  # §6.7: a revealed monastery adds an Advanced Action to the Unit offer
        sections.append((f"{word('advanced_actions', locale)} {word('monastery_aas', locale)}",
                         [deed_card(catalog, card, locale, CARD_W, SIZE) for card in offers["unit_offer_aas"]]))
    for key in ("advanced_actions", "spells"):
        sections.append((word(key, locale), [deed_card(catalog, card, locale, CARD_W, SIZE) if card else
                                             card_back(CARD_W, word("face_down", locale), SIZE)
                                             for card in offers[key]]))
    if offers.get("skills"):
        sections.append((word("common_skills", locale), [skill_card(catalog, s, locale, CARD_W, SIZE)
                                                         for s in offers["skills"]]))
    top = 16 + line_height(SIZE + 12) + 6 + DIE + 4 + line_height(SIZE) + 10
    height = top + sum(line_height(HEADING) + 10 + (row_heights(drafts, PER_ROW, GAP) if drafts else
                                                    line_height(SIZE) + GAP) for _, drafts in sections)
    image = Image.new("RGBA", (WIDTH, height), (*PAPER, 255))
    draw = ImageDraw.Draw(image)
    text(draw, (MARGIN, 16), word("offers", locale), SIZE + 12, bold=True)
    y = 16 + line_height(SIZE + 12) + 6
    text(draw, (MARGIN, y + DIE / 2), word("source", locale), HEADING, bold=True, anchor="lm")
    x = MARGIN + text_width(word("source", locale), HEADING, True) + 20
    for color in view["source"]:
        x += _die(draw, x, y, color, locale) + 12
    y = top
    for heading, drafts in sections:
        text(draw, (MARGIN, y), heading, HEADING, bold=True)
        y += line_height(HEADING) + 4
        if not drafts:
            text(draw, (MARGIN, y), word("empty", locale), SIZE, fill=MUTED)
            y += line_height(SIZE) + GAP
            continue
        y = lay_out(image, drafts, MARGIN, y, PER_ROW, GAP) + 6
    return png_bytes(image.crop((0, 0, WIDTH, y + MARGIN - GAP - 6)))

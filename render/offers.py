"""The offers on the table: Units, Advanced Actions, Spells, common Skills, and the Source dice."""
from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.mageknight.catalog import Catalog
from render.canvas import png_bytes, rounded_box, text
from render.cards import card_back, deed_card, skill_card, unit_card
from render.style import INK, MANA, MUTED, PAPER, text_on
from render.texts import word

WIDTH = 1600
CARD_W, GAP = 240, 14
PER_ROW = 6


def _die(draw: ImageDraw.ImageDraw, x: int, y: int, color: str, locale: str, size: int = 48) -> None:
    """A Source die in its colour, the colour's name under it (blue and black must not be confused)."""
    fill = MANA[color]
    rounded_box(draw, (x, y, x + size, y + size), fill=fill, outline=INK, radius=10, width=3)
    draw.ellipse((x + size * .38, y + size * .38, x + size * .62, y + size * .62), fill=text_on(fill))
    text(draw, (x + size / 2, y + size + 12), word(color, locale), 14, bold=True, anchor="mm")


def offers_png(view: dict[str, Any], catalog: Catalog, locale: str = "en") -> bytes:
    """Every offer of ``view`` (face-down offers show their backs) and the Source dice."""
    offers = view["offers"]
    sections: list[tuple[str, list[Image.Image]]] = []
    units = [unit_card(catalog, unit, locale, CARD_W) for unit in offers["units"]]
    sections.append((word("unit_offer", locale), units))
    if offers.get("unit_offer_aas"):  # §6.7: a revealed monastery adds an Advanced Action to the Unit offer
        sections.append((f"{word('advanced_actions', locale)} {word('monastery_aas', locale)}",
                         [deed_card(catalog, card, locale, CARD_W) for card in offers["unit_offer_aas"]]))
    for key in ("advanced_actions", "spells"):
        cards = [deed_card(catalog, card, locale, CARD_W) if card else card_back(CARD_W, word("face_down", locale))
                 for card in offers[key]]
        sections.append((word(key, locale), cards))
    if offers.get("skills"):
        sections.append((word("common_skills", locale), [skill_card(catalog, s, locale, CARD_W) for s in offers["skills"]]))
    height = 130
    for _, cards in sections:
        rows = max(1, -(-len(cards) // PER_ROW))
        height += 44 + rows * ((max(c.height for c in cards) if cards else 40) + GAP)
    image = Image.new("RGBA", (WIDTH, height), (*PAPER, 255))
    draw = ImageDraw.Draw(image)
    text(draw, (24, 16), word("offers", locale), 30, bold=True)
    text(draw, (24, 64), word("source", locale), 20, bold=True)
    for i, color in enumerate(view["source"]):
        _die(draw, 200 + i * 76, 50, color, locale)
    y = 130
    for heading, cards in sections:
        text(draw, (24, y), heading, 22, bold=True)
        y += 40
        if not cards:
            text(draw, (24, y), word("empty", locale), 18, fill=MUTED)
            y += 40 + GAP
            continue
        row_h = max(c.height for c in cards) + GAP
        for i, card in enumerate(cards):
            row, column = divmod(i, PER_ROW)
            image.alpha_composite(card, (24 + column * (CARD_W + GAP), y + row * row_h))
        y += -(-len(cards) // PER_ROW) * row_h + 4
    return png_bytes(image)

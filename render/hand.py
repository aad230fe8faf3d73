"""The private panel of one seat: the hand as cards, crystals, mana tokens, Units, Skills and the numbers.

It needs the view drawn for that seat: other seats' views carry no hand (``hand`` is None), and a picture
of another seat's hand is refused rather than drawn from anything else.
"""
from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.mageknight.catalog import Catalog
from render.canvas import png_bytes, text, text_width
from render.cards import deed_card, skill_card, unit_card
from render.style import INK, MANA, MUTED, PAPER, RGB, darker
from render.texts import name, word
from render.tokens import hero_figure

WIDTH = 1600
CARD_W, GAP = 244, 14
PER_ROW = 6


def crystal(draw: ImageDraw.ImageDraw, center: tuple[float, float], color: RGB, size: float) -> None:
    x, y = center
    draw.polygon([(x, y - size), (x + size * .6, y - size * .3), (x + size * .45, y + size),
                  (x - size * .45, y + size), (x - size * .6, y - size * .3)], fill=color, outline=INK, width=2)


def mana_token(draw: ImageDraw.ImageDraw, center: tuple[float, float], color: RGB, size: float) -> None:
    x, y = center
    draw.ellipse([x - size, y - size, x + size, y + size], fill=color, outline=INK, width=2)
    draw.ellipse([x - size * .45, y - size * .45, x + size * .45, y + size * .45], outline=darker(color, .8), width=2)


def _cards_rows(image: Image.Image, cards: list[Image.Image], top: int) -> int:
    """Lay out cards in rows of PER_ROW from ``top``; returns the y below them."""
    for i, card in enumerate(cards):
        row, column = divmod(i, PER_ROW)
        image.alpha_composite(card, (24 + column * (CARD_W + GAP), top + row * (card.height + GAP)))
    return top + _rows_height(cards)


def hand_png(view: dict[str, Any], seat: int, catalog: Catalog, locale: str = "en") -> bytes:
    """The private panel of ``seat``; ValueError unless ``view`` is that seat's own view."""
    player = view["players"][seat]
    if player["hand"] is None:
        raise ValueError(f"this view does not show seat {seat}'s hand: draw the panel from that seat's own view")
    hand = [deed_card(catalog, card, locale, CARD_W) for card in player["hand"]]
    units = [unit_card(catalog, u["unit"], locale, CARD_W, u) for u in player.get("unit_cards", [])]
    skills = [skill_card(catalog, s, locale, CARD_W) for s in player["skills"]]
    height = 200 + _rows_height(hand) + (50 + _rows_height(units) if units else 0) + (50 + _rows_height(skills)
                                                                                     if skills else 0)
    image = Image.new("RGBA", (WIDTH, height), (*PAPER, 255))
    draw = ImageDraw.Draw(image)
    hero = catalog.heroes[player["hero"]]
    image.alpha_composite(hero_figure(hero.color, hero.name.en[0], 64), (24, 16))
    text(draw, (100, 18), name(hero.name, locale), 30, bold=True)
    level = catalog.levels[player["level"] - 1]
    numbers = [(word("level", locale), player["level"]), (word("fame", locale), player["fame"]),
               (word("armor", locale), level.armor), (word("hand_limit", locale), player.get("hand_limit") or
                                                      level.hand_limit),
               (word("reputation", locale), player["reputation"]), (word("deck", locale), player["deck_size"]),
               (word("discard", locale), player["discard_size"])]
    text(draw, (100, 58), "   ".join(f"{label} {value}" for label, value in numbers), 18, fill=MUTED)
    if player["tactic"]:
        tactic = catalog.tactics[player["tactic"]]
        text(draw, (WIDTH - 24, 24), f"{word('tactic', locale)}: {name(tactic.name, locale)}", 18, bold=True,
             anchor="ra")
    _resources(draw, view, player, catalog, locale)
    y = 150
    text(draw, (24, y), f"{word('hand', locale)} ({len(hand)})", 22, bold=True)
    y = _cards_rows(image, hand, y + 34)
    for heading, cards in ((word("units", locale), units), (word("skills", locale), skills)):
        if cards:
            text(draw, (24, y + 6), heading, 22, bold=True)
            y = _cards_rows(image, cards, y + 40)
    return png_bytes(image)


def _rows_height(cards: list[Image.Image]) -> int:
    return -(-len(cards) // PER_ROW) * (cards[0].height + GAP) if cards else 0


def _resources(draw: ImageDraw.ImageDraw, view: dict[str, Any], player: dict[str, Any], catalog: Catalog,
               locale: str) -> None:
    """Crystals in the Inventory and, in this seat's turn, the mana tokens in the Play area; cards played."""
    y = 112
    text(draw, (24, y - 12), word("crystals", locale), 18, bold=True)
    x = 140
    for color, count in player["crystals"].items():
        crystal(draw, (x, y - 2), MANA[color], 14)
        text(draw, (x + 20, y - 2), f"× {count}", 18, bold=True, anchor="lm")
        x += 80
    turn = view.get("turn")
    tokens = turn["tokens"] if turn and turn["seat"] == player["seat"] else []
    x += 30
    text(draw, (x, y - 12), word("tokens", locale), 18, bold=True)
    x += text_width(word("tokens", locale), 18, bold=True) + 24
    if not tokens:
        text(draw, (x, y - 12), word("none", locale), 18, fill=MUTED)
    for color in tokens:
        mana_token(draw, (x, y - 2), MANA[color], 13)
        x += 34
    if player["play_area"]:
        played = ", ".join(name(catalog.cards[card].name, locale) for card in player["play_area"])
        text(draw, (WIDTH - 24, y - 12), f"{word('play_area', locale)}: {played}", 16, fill=MUTED, anchor="ra")

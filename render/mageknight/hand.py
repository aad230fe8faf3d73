"""The private panel of one seat: the hand as cards, crystals, mana tokens, Units, Skills and the numbers.

It needs the view drawn for that seat: other seats' views carry no hand (``hand`` is None), and a picture
of another seat's hand is refused rather than drawn from anything else. Drawn for a phone: three cards to a row,
every text at least ``SIZE`` px in a picture ``WIDTH`` px wide.
"""
from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.mageknight.catalog import Catalog
from render.canvas import join_lines, png_bytes, text, text_width
from render.mageknight.cards import (CARD_W, GAP, HEADING, MARGIN, PER_ROW, SIZE, WIDTH, deed_card, lay_out,
                                     line_height, row_heights, skill_card, unit_card)
from render.mageknight.style import INK, MANA, MUTED, PAPER, RGB, darker
from render.mageknight.texts import name, word
from render.mageknight.tokens import hero_figure

HEADER_ROOM = 480


def crystal(draw: ImageDraw.ImageDraw, center: tuple[float, float], color: RGB, size: float) -> None:
    x, y = center
    draw.polygon([(x, y - size), (x + size * .6, y - size * .3), (x + size * .45, y + size),
                  (x - size * .45, y + size), (x - size * .6, y - size * .3)], fill=color, outline=INK, width=2)


def mana_token(draw: ImageDraw.ImageDraw, center: tuple[float, float], color: RGB, size: float) -> None:
    x, y = center
    draw.ellipse([x - size, y - size, x + size, y + size], fill=color, outline=INK, width=2)
    draw.ellipse([x - size * .45, y - size * .45, x + size * .45, y + size * .45], outline=darker(color, .8), width=2)


def hand_png(view: dict[str, Any], seat: int, catalog: Catalog, locale: str = "en") -> bytes:
    """The private panel of ``seat``; ValueError unless ``view`` is that seat's own view."""
    player = view["players"][seat]
    if player["hand"] is None:
        raise ValueError(f"this view does not show seat {seat}'s hand: draw the panel from that seat's own view")
    sections = [(f"{word('hand', locale)} ({len(player['hand'])})",
                 [deed_card(catalog, card, locale, CARD_W, SIZE) for card in player["hand"]]),
                (word("units", locale), [unit_card(catalog, u["unit"], locale, CARD_W, SIZE, u)
                                         for u in player.get("unit_cards", [])]),
                (word("skills", locale), [skill_card(catalog, s, locale, CARD_W, SIZE) for s in player["skills"]])]
    sections = [(heading, drafts) for i, (heading, drafts) in enumerate(sections) if drafts or i == 0]
    # The header takes less than HEADER_ROOM; the picture is cut below the last card.
    height = HEADER_ROOM + sum(line_height(HEADING) + 12 + row_heights(drafts, PER_ROW, GAP) for _, drafts in sections)
    image = Image.new("RGBA", (WIDTH, height), (*PAPER, 255))
    draw = ImageDraw.Draw(image)
    y = _header(image, draw, view, player, catalog, locale)
    for heading, drafts in sections:
        text(draw, (MARGIN, y + 8), heading, HEADING, bold=True)
        y = lay_out(image, drafts, MARGIN, y + 8 + line_height(HEADING) + 4, PER_ROW, GAP)
    return png_bytes(image.crop((0, 0, WIDTH, y + MARGIN - GAP)))


def _header(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any], player: dict[str, Any],
            catalog: Catalog, locale: str) -> int:
    """The Hero, the numbers, the Tactic, crystals, mana tokens and the cards played; returns the y below them."""
    hero = catalog.heroes[player["hero"]]
    image.alpha_composite(hero_figure(hero.color, hero.name.en[0], 64), (MARGIN, 14))
    text(draw, (MARGIN + 76, 16), name(hero.name, locale), SIZE + 12, bold=True)
    y = 16 + line_height(SIZE + 12)
    level = catalog.levels[player["level"] - 1]
    numbers = [f"{label} {value}" for label, value in (
        (word("level", locale), player["level"]), (word("fame", locale), player["fame"]),
        (word("armor", locale), level.armor),
        (word("hand_limit", locale), player.get("hand_limit") or level.hand_limit),
        (word("reputation", locale), player["reputation"]), (word("deck", locale), player["deck_size"]),
        (word("discard", locale), player["discard_size"]))]
    if player["tactic"]:
        numbers.append(f"{word('tactic', locale)}: {name(catalog.tactics[player['tactic']].name, locale)}")
    for line in join_lines(numbers, SIZE, WIDTH - MARGIN * 2 - 76):
        text(draw, (MARGIN + 76, y), line, SIZE, fill=MUTED)
        y += line_height(SIZE)
    y = max(y, 90) + 10
    return _resources(draw, view, player, catalog, locale, y)


def _resources(draw: ImageDraw.ImageDraw, view: dict[str, Any], player: dict[str, Any], catalog: Catalog,
               locale: str, y: int) -> int:
    """Crystals in the Inventory and, in this seat's turn, the mana tokens in the Play area; cards played."""
    middle = y + line_height(SIZE) / 2
    text(draw, (MARGIN, middle), word("crystals", locale), SIZE, bold=True, anchor="lm")
    x = MARGIN + text_width(word("crystals", locale), SIZE, True) + 24
    for color, count in player["crystals"].items():
        crystal(draw, (x, middle), MANA[color], SIZE * .7)
        text(draw, (x + SIZE, middle), f"× {count}", SIZE, bold=True, anchor="lm")
        x += SIZE + text_width(f"× {count}", SIZE, True) + 18
    turn = view.get("turn")
    tokens = turn["tokens"] if turn and turn["seat"] == player["seat"] else []
    y += line_height(SIZE) + 10
    middle = y + line_height(SIZE) / 2
    text(draw, (MARGIN, middle), word("tokens", locale), SIZE, bold=True, anchor="lm")
    x = MARGIN + text_width(word("tokens", locale), SIZE, bold=True) + 24
    if not tokens:
        text(draw, (x, middle), word("none", locale), SIZE, fill=MUTED, anchor="lm")
    for color in tokens:
        mana_token(draw, (x, middle), MANA[color], SIZE * .65)
        x += SIZE * 1.7
    y += line_height(SIZE) + 10
    if player["play_area"]:
        played = [name(catalog.cards[card].name, locale) for card in player["play_area"]]
        for line in join_lines([f"{word('play_area', locale)}: {played[0]}"] + played[1:], SIZE, WIDTH - 2 * MARGIN,
                               ", "):
            text(draw, (MARGIN, y), line, SIZE, fill=MUTED)
            y += line_height(SIZE)
    return y

"""The end of the game: the score table (achievements, titles, cities, the scenario's own figures) and a
chart of each Hero's Fame by Round.

The engine has no scoring yet, so the input is the small dict described in docs/rendering.md:

    {"scenario": "first_reconnaissance",
     "categories": ["knowledge", "loot", "leader", "conqueror", "adventurer", "beating"],
     "players": [{"seat": 0, "hero": "arythea", "fame": 52, "base_fame": 38,
                  "achievements": {"knowledge": 4, ...}, "titles": ["knowledge"], "cities": 7,
                  "fame_by_round": [8, 19, 31, 38]}, ...],
     "scenario_figures": [{"en": "Cities conquered", "de": "Eroberte Städte", "values": {"0": 1, "1": 0}}],
     "winner": 0}
"""
from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.mageknight.catalog import Catalog
from render.canvas import png_bytes, rounded_box, text
from render.style import HERO, INK, MUTED, PANEL, PAPER, darker
from render.texts import in_locale, name, word
from render.tokens import FAME_GOLD, hero_figure

WIDTH = 1600
# The standard achievement categories (§11 scoring); a scenario may name others, shown by their id.
CATEGORY_NAMES = {
    "knowledge": ("Greatest Knowledge", "Größtes Wissen"), "loot": ("Greatest Loot", "Größte Beute"),
    "leader": ("Greatest Leader", "Größter Anführer"), "conqueror": ("Greatest Conqueror", "Größter Eroberer"),
    "adventurer": ("Greatest Adventurer", "Größter Abenteurer"), "beating": ("Greatest Beating", "Größte Prügel"),
}


def category_name(category: str, locale: str) -> str:
    english, german = CATEGORY_NAMES.get(category, (category.replace("_", " ").title(),) * 2)
    return german if locale.startswith("de") else english


def _chart(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], players: list[dict[str, Any]],
           catalog: Catalog, locale: str) -> None:
    """Fame by Round: one line per Hero in the Hero's colour."""
    x0, y0, x1, y1 = box
    rounded_box(draw, box, fill=PANEL, radius=12)
    text(draw, (x0 + 16, y0 + 12), word("fame_by_round", locale), 22, bold=True)
    rounds = max(len(p["fame_by_round"]) for p in players)
    top = max(max(p["fame_by_round"] or [0]) for p in players) or 1
    left, right, upper, lower = x0 + 70, x1 - 30, y0 + 56, y1 - 50
    step = max(5, (top // 5 + 4) // 5 * 5)
    for value in range(0, top + step, step):
        y = lower - (lower - upper) * value / (top + step)
        draw.line([(left, y), (right, y)], fill=(200, 194, 180), width=1)
        text(draw, (left - 10, y), str(value), 15, fill=MUTED, anchor="rm")
    for r in range(rounds):
        x = left + (right - left) * (r / max(1, rounds - 1))
        text(draw, (x, lower + 22), f"{word('round', locale)} {r + 1}", 15, fill=MUTED, anchor="mm")
    for player in players:
        color = HERO.get(catalog.heroes[player["hero"]].color, (120, 120, 120))
        points = [(left + (right - left) * (r / max(1, rounds - 1)), lower - (lower - upper) * fame / (top + step))
                  for r, fame in enumerate(player["fame_by_round"])]
        draw.line(points, fill=darker(color, .85) if color != HERO["white"] else (150, 150, 150), width=5)
        for x, y in points:
            draw.ellipse([x - 7, y - 7, x + 7, y + 7], fill=color, outline=INK, width=2)


def score_png(score: dict[str, Any], catalog: Catalog, locale: str = "en") -> bytes:
    """The final score table and the Fame-by-Round chart (docs/rendering.md describes ``score``)."""
    players = score["players"]
    categories = score["categories"]
    rows = ([(word("base_fame", locale), "base_fame", None)] +
            [(category_name(c, locale), "achievement", c) for c in categories] +
            [(word("cities", locale), "cities", None)] +
            [(in_locale(f, locale), "figure", i) for i, f in enumerate(score.get("scenario_figures", []))] +
            [(word("total", locale), "fame", None)])
    row_h, label_w = 40, 340
    column_w = (WIDTH - 48 - label_w) // max(1, len(players))
    table_top = 90
    table_bottom = table_top + 90 + len(rows) * row_h
    height = table_bottom + 440
    image = Image.new("RGBA", (WIDTH, height), (*PAPER, 255))
    draw = ImageDraw.Draw(image)
    scenario = catalog.scenarios[score["scenario"]]
    text(draw, (24, 20), f"{word('final_score', locale)} · {name(scenario.name, locale)}", 30, bold=True)
    for i, player in enumerate(players):
        hero = catalog.heroes[player["hero"]]
        x = 24 + label_w + i * column_w
        if player["seat"] == score.get("winner"):
            rounded_box(draw, (x + 4, table_top - 6, x + column_w - 4, table_bottom + 4), fill=(250, 236, 190),
                        outline=FAME_GOLD, radius=10, width=3)
            text(draw, (x + column_w / 2, table_top + 74), f"★ {word('winner', locale)}", 16, bold=True,
                 fill=(160, 110, 0), anchor="mm")
        image.alpha_composite(hero_figure(hero.color, hero.name.en[0], 44), (int(x + column_w / 2 - 22), table_top))
        text(draw, (x + column_w / 2, table_top + 54), name(hero.name, locale), 18, bold=True, anchor="mm")
    y = table_top + 90
    for r, (label, kind, key) in enumerate(rows):
        if r % 2 == 0:
            draw.rectangle([24, y, WIDTH - 24, y + row_h], fill=(236, 230, 214, 255))
        total = kind == "fame"
        if total:
            draw.line([(24, y), (WIDTH - 24, y)], fill=INK, width=2)
        text(draw, (36, y + row_h / 2), label, 18, bold=total, anchor="lm")
        for i, player in enumerate(players):
            cx = 24 + label_w + i * column_w + column_w / 2
            if kind == "achievement":
                value = str(player["achievements"].get(key, 0))
                if key in player.get("titles", ()):
                    value += f"  ★ {word('title', locale)}"
            elif kind == "figure":
                value = str(score["scenario_figures"][key].get("values", {}).get(str(player["seat"]), ""))
            else:
                value = str(player.get(kind, 0))
            text(draw, (cx, y + row_h / 2), value, 22 if total else 18, bold=total, anchor="mm")
        y += row_h
    _chart(draw, (24, table_bottom + 30, WIDTH - 24, height - 24), players, catalog, locale)
    return png_bytes(image.convert("RGB"))

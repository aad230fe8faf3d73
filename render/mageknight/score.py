"""The end of the game: the score table (base Fame, the Achievement categories with their titles, the
scenario's own lines and titles, the total) and a chart of each Hero's Fame by Round. Drawn for a phone:
``WIDTH`` px wide, every text at least ``SIZE`` px (the phone floor, render/canvas.py).

``score`` is the engine's final score as it is (engine/mageknight/scoring.py ``final_score``, kept in
``view["result"]`` once the game is over); docs/rendering.md shows its shape.
"""
from __future__ import annotations

import math
from typing import Any

from PIL import Image, ImageDraw

from engine.mageknight.catalog import Catalog
from render.canvas import png_bytes, rounded_box, shrink_to_fit, smallest_size, text, text_width, wrap
from render.mageknight.cards import line_height
from render.mageknight.style import HERO, INK, MUTED, PANEL, PAPER, darker
from render.mageknight.texts import in_locale, name, word
from render.mageknight.tokens import FAME_GOLD, hero_figure

WIDTH = 800
MARGIN, LABEL_W, CHART_H = 20, 270, 360
FIGURE = 56  # a Hero figure this large writes its initial at the floor
SIZE = smallest_size(WIDTH, bold=True)
CATEGORIES = ("knowledge", "loot", "leader", "conqueror", "adventurer", "beating")  # §13.5, in the card's order
# Names of the Achievement categories (§13.5) and of the scenarios' own lines (§13.7); another id is shown as written.
LINE_NAMES = {
    "knowledge": ("Greatest Knowledge", "Größtes Wissen"), "loot": ("Greatest Loot", "Größte Beute"),
    "leader": ("Greatest Leader", "Größter Anführer"), "conqueror": ("Greatest Conqueror", "Größter Eroberer"),
    "adventurer": ("Greatest Adventurer", "Größter Abenteurer"), "beating": ("Greatest Beating", "Größte Prügel"),
    "city_led": ("Cities led", "Angeführte Städte"),
    "city_with_shield_not_led": ("Cities with a Shield, not led", "Städte mit Schild, nicht angeführt"),
    "city_conquered": ("Cities conquered", "Eroberte Städte"), "round_not_played": ("Rounds not played",
                                                                                  "Nicht gespielte Runden"),
    "volkare_bonus": ("Volkare defeated (bonus)", "Volkare besiegt (Bonus)"),
}


def line_name(line: str, catalog: Catalog, scenario_id: str, locale: str) -> str:
    """A category, scenario line or scenario title by name (titles_extra carry their own in scenarios.yaml)."""
    if line in LINE_NAMES:
        english, german = LINE_NAMES[line]
        return german if locale.startswith("de") else english
    scoring = catalog.scenarios[scenario_id].scoring or {}
    for title in scoring.get("titles_extra", ()):
        if title["id"] == line:
            return in_locale(title["name"], locale)
    return line.replace("_", " ").capitalize()


def _chart(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], players: list[dict[str, Any]],
           catalog: Catalog, locale: str) -> None:
    """Fame by Round: one line per Hero in the Hero's colour."""
    x0, y0, x1, y1 = box
    rounded_box(draw, box, fill=PANEL, radius=12)
    text(draw, (x0 + 16, y0 + 12), word("fame_by_round", locale), SIZE + 4, bold=True)
    rounds = max(len(p["fame_by_round"]) for p in players)
    top = max(max(p["fame_by_round"] or [0]) for p in players) or 1
    left, right, upper, lower = x0 + 16 + text_width(str(top + 99), SIZE), x1 - 50, y0 + 24 + line_height(SIZE + 4), \
        y1 - 20 - line_height(SIZE)
    step = max(5, (top // 5 + 4) // 5 * 5)
    for value in range(0, top + step, step):
        y = lower - (lower - upper) * value / (top + step)
        draw.line([(left, y), (right, y)], fill=(200, 194, 180), width=1)
        text(draw, (left - 10, y), str(value), SIZE, fill=MUTED, anchor="rm")
    # Each Round by its number under its point; the word once, at the start of the axis.
    for r in range(rounds):
        x = left + (right - left) * (r / max(1, rounds - 1))
        label = f"{word('round', locale)} {r + 1}" if r == 0 else str(r + 1)
        text(draw, (x, lower + 8), label, SIZE, fill=MUTED, anchor="ma" if r else "la")
    for player in players:
        color = HERO.get(catalog.heroes[player["hero"]].color, (120, 120, 120))
        points = [(left + (right - left) * (r / max(1, rounds - 1)), lower - (lower - upper) * fame / (top + step))
                  for r, fame in enumerate(player["fame_by_round"])]
        draw.line(points, fill=darker(color, .85) if color != HERO["white"] else (150, 150, 150), width=5)
        for x, y in points:
            draw.ellipse([x - 7, y - 7, x + 7, y + 7], fill=color, outline=INK, width=2)


def _rows(score: dict[str, Any], catalog: Catalog, locale: str) -> list[tuple[str, Any]]:
    """(label, how to read a player's cell) for every line of the table, top to bottom."""
    players = score["players"]
    scenario = score["scenario"]
    extra_lines = list(dict.fromkeys(line for p in players for line in p["extra"]))
    extra_titles = list(dict.fromkeys(t for p in players for t in p["titles"] if t not in CATEGORIES))
    rows: list[tuple[str, Any]] = [(word("base_fame", locale), lambda p: str(p["fame"]))]
    for category in CATEGORIES:
        rows.append((line_name(category, catalog, scenario, locale),
                     lambda p, c=category: f"{p['achievements'].get(c, 0)}" + _title(p, c, locale)))
    for line in extra_lines:
        rows.append((line_name(line, catalog, scenario, locale), lambda p, k=line: str(p["extra"].get(k, 0))))
    for title in extra_titles:
        rows.append((line_name(title, catalog, scenario, locale), lambda p, t=title: _title(p, t, locale).strip()
                     or "0"))
    rows.append((word("total", locale), lambda p: str(p["total"])))
    return rows


def _widths(players: list[dict[str, Any]], catalog: Catalog, locale: str) -> tuple[int, int]:
    """The labels' column and each Hero's: the labels take LABEL_W unless the Heroes' names need the room (five
    Heroes, the Additional Player of LL §5.3); a longer label then wraps."""
    names = [name(catalog.heroes[player["hero"]].name, locale) for player in players]
    widest = max((text_width(hero, SIZE, bold=True) for hero in names), default=0)
    column_w = (WIDTH - 2 * MARGIN - LABEL_W) // max(1, len(players))
    if column_w >= widest + 16:
        return LABEL_W, column_w
    column_w = math.ceil(widest) + 16
    return WIDTH - 2 * MARGIN - column_w * len(players), column_w


def _title(player: dict[str, Any], line: str, locale: str) -> str:
    points = player["titles"].get(line)
    return f" ★{points:+d}" if points else ""


def score_png(score: dict[str, Any], catalog: Catalog, locale: str = "en") -> bytes:
    """The final score table and the Fame-by-Round chart, from the engine's final score."""
    players = score["players"]
    label_w, column_w = _widths(players, catalog, locale)
    rows = [(wrap(label, SIZE, label_w - 16), cell) for label, cell in _rows(score, catalog, locale)]
    notes = [line for note in _notes(score, catalog, locale)
             for line in wrap(note, SIZE + 1, WIDTH - 2 * MARGIN, bold=True)]
    image = Image.new("RGBA", (WIDTH, 8000), (*PAPER, 255))
    draw = ImageDraw.Draw(image)
    scenario = catalog.scenarios[score["scenario"]]
    y = 16
    for line in wrap(f"{word('final_score', locale)} · {name(scenario.name, locale)}", SIZE + 8, WIDTH - 2 * MARGIN,
                     bold=True):
        text(draw, (MARGIN, y), line, SIZE + 8, bold=True)
        y += line_height(SIZE + 8)
    table_top = y + 14
    head_h = FIGURE + 8 + 2 * line_height(SIZE)
    table_bottom = table_top + head_h + sum(len(label) * line_height(SIZE) + 14 for label, _ in rows)
    winners = score.get("winners", [])
    for i, player in enumerate(players):
        hero = catalog.heroes[player["hero"]]
        x = MARGIN + label_w + i * column_w
        if player["seat"] in winners and "team" not in score:
            rounded_box(draw, (x + 4, table_top - 6, x + column_w - 4, table_bottom + 4), fill=(250, 236, 190),
                        outline=FAME_GOLD, radius=10, width=3)
            text(draw, (x + column_w / 2, table_top + FIGURE + 8 + line_height(SIZE)), f"★ {word('winner', locale)}",
                 SIZE, bold=True, fill=(160, 110, 0), anchor="ma")
        image.alpha_composite(hero_figure(hero.color, hero.name.en[0], FIGURE),
                              (int(x + column_w / 2 - FIGURE / 2), table_top))
        hero_name = name(hero.name, locale)
        text(draw, (x + column_w / 2, table_top + FIGURE + 4), hero_name,
             shrink_to_fit(hero_name, SIZE + 1, column_w - 8, bold=True, smallest=SIZE), bold=True, anchor="ma")
    y = table_top + head_h
    for r, (label, cell) in enumerate(rows):
        total = r == len(rows) - 1
        row_h = len(label) * line_height(SIZE) + 14
        if r % 2 == 0:
            draw.rectangle([MARGIN, y, WIDTH - MARGIN, y + row_h], fill=(236, 230, 214, 255))
        if total:
            draw.line([(MARGIN, y), (WIDTH - MARGIN, y)], fill=INK, width=2)
        for j, line in enumerate(label):
            text(draw, (MARGIN + 10, y + 7 + j * line_height(SIZE)), line, SIZE, bold=total)
        for i, player in enumerate(players):
            cx = MARGIN + label_w + i * column_w + column_w / 2
            text(draw, (cx, y + row_h / 2), cell(player), SIZE + 4 if total else SIZE, bold=total, anchor="mm")
        y += row_h
    y += 16
    for line in notes:
        text(draw, (MARGIN, y), line, SIZE + 1, bold=True)
        y += line_height(SIZE + 1) + 4
    if any(p["fame_by_round"] for p in players):
        _chart(draw, (MARGIN, y + 10, WIDTH - MARGIN, y + 10 + CHART_H), players, catalog, locale)
        y += 10 + CHART_H
    return png_bytes(image.crop((0, 0, WIDTH, y + MARGIN)))


def _notes(score: dict[str, Any], catalog: Catalog, locale: str) -> list[str]:
    """Below the table: what the star means, the team score of a cooperative or solo game with its lines, whether
    the scenario was won, and how General Volkare won."""
    notes = [word("title_mark", locale)] if any(p["titles"] for p in score["players"]) else []
    if "team" in score:
        team = score["team"]
        parts = [f"{word('base_fame', locale)} {team['base']}",
                 f"{word('achievements', locale)} {sum(team['achievements'].values())}",
                 *(f"{line_name(line, catalog, score['scenario'], locale)} {value}" for line, value in team["extra"].items())]
        notes.append(f"{word('team_score', locale)}: {team['total']} ({', '.join(parts)})")
    if "success" in score and score["success"] is not None:
        notes.append(word("scenario_won" if score["success"] else "scenario_lost", locale))
    if score.get("volkare_won"):
        notes.append(word(f"volkare_won_{score['volkare_won']}", locale))
    return notes

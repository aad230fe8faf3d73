"""Cards as pictures: Deed cards (basic and strong effect), Units, Skills, and face-down backs.

Each function returns an RGBA image of the given width; hand, offers and combat lay them out.
"""
from __future__ import annotations

from PIL import Image, ImageDraw

from engine.mageknight.catalog import Catalog
from render.canvas import rounded_box, shrink_to_fit, text, text_width, wrap
from render.glyphs import ability_glyph, resistance_glyphs
from render.style import ARTIFACT_COLOR, CARD_COLOR, INK, MUTED, PAPER, RGB, WOUND_COLOR, darker, mix, text_on
from render.texts import name, word

CARD_RATIO = 1.3
SPENT_SHADE = (40, 40, 40, 120)
STATE_LINE, STATE_SMALLEST = 18, 11  # a Unit's state line: its height and its smallest font size


def fit_paragraph(content: str, width: float, height: float, size: int = 15, smallest: int = 10) -> tuple[list[str], int]:
    """Wrapped lines and the largest font size (down to ``smallest``) at which they fit into the box; a text too
    long even at ``smallest`` keeps the lines that fit, the last one ending in "…", rather than run over what is
    drawn below the box (a Unit's state, a card's edge)."""
    while True:
        lines = wrap(content, size, width)
        if len(lines) * size * 1.22 <= height:
            return lines, size
        if size <= smallest:
            room = max(1, int(height // (size * 1.22)))
            return lines[:room - 1] + [_ending(lines[room - 1], size, width)], size
        size -= 1


def _ending(line: str, size: int, width: float) -> str:
    """``line`` with "…" after it, words dropped from its end until it fits into ``width``."""
    while line and text_width(f"{line} …", size) > width:
        line = line.rpartition(" ")[0]
    return f"{line} …".strip()


def _paragraph(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], content: str, size: int = 15,
               fill: RGB = INK) -> None:
    x0, y0, x1, y1 = box
    lines, size = fit_paragraph(content, x1 - x0, y1 - y0, size)
    for i, line in enumerate(lines):
        text(draw, (x0, y0 + i * size * 1.22), line, size, fill=fill)


def _frame(width: int, height: int, header: RGB | tuple[RGB, RGB], title: str, subtitle: str) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A card with a coloured header (two colours: split diagonally) holding the title."""
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    rounded_box(draw, (0, 0, width - 1, height - 1), fill=PAPER, outline=INK, radius=12, width=2)
    colors = header if isinstance(header[0], tuple) else (header, header)
    draw.rounded_rectangle((2, 2, width - 3, 58), radius=10, fill=colors[0])
    if colors[1] != colors[0]:
        draw.polygon([(width * .55, 2), (width - 3, 2), (width - 3, 58), (width * .45, 58)], fill=colors[1])
    ink = text_on(colors[0])
    size = shrink_to_fit(title, 20, width - 24, bold=True)
    # Over a two-colour header the title keeps a dark outline, so it reads on both halves.
    text(draw, (12, 8), title, size, bold=True, fill=ink if colors[1] == colors[0] else (255, 255, 255),
         halo=None if colors[1] == colors[0] else INK)
    text(draw, (12, 36), subtitle, 13, fill=ink)
    return image, draw


def deed_card(catalog: Catalog, card_id: str, locale: str = "en", width: int = 290) -> Image.Image:
    """A Deed card: name, kind and colour in the header; the basic effect; the strong effect below it."""
    card = catalog.cards.get(card_id) or catalog.wound
    height = int(width * CARD_RATIO)
    if card is catalog.wound:
        image, draw = _frame(width, height, WOUND_COLOR, name(card.name, locale), "")
        _paragraph(draw, (14, 72, width - 14, height - 14), name(card.text, locale) if card.text else "", 15)
        return image
    colors = [CARD_COLOR[c] for c in card.colors] or [ARTIFACT_COLOR]
    header = (colors[0], colors[-1])
    kind = {"basic_action": "Basic Action", "advanced_action": "Advanced Action", "spell": "Spell",
            "artifact": "Artifact"}[card.kind]
    if locale.startswith("de"):
        kind = {"Basic Action": "Einfache Aktion", "Advanced Action": "Fortgeschrittene Aktion", "Spell": "Zauber",
                "Artifact": "Artefakt"}[kind]
    image, draw = _frame(width, height, header, name(card.name, locale), kind)
    middle = 66 + (height - 66) // 2
    strong_title = word("strong", locale)
    if card.powered.name is not None:  # a spell's strong side has its own name (§5.1.3)
        strong_title += f": {name(card.powered.name, locale)}"
    for (top, bottom), title, side in (((66, middle - 4), word("basic", locale), card.basic),
                                       ((middle + 4, height - 10), strong_title, card.powered)):
        shade = mix(PAPER, colors[0], .12)
        rounded_box(draw, (8, top, width - 8, bottom), fill=shade, radius=8)
        text(draw, (16, top + 6), title, 13, bold=True, fill=darker(colors[0], .6) if colors[0] != CARD_COLOR["white"]
             else MUTED)
        _paragraph(draw, (16, top + 26, width - 16, bottom - 6), name(side.text, locale), 15)
    return image


def card_back(width: int = 290, label: str = "") -> Image.Image:
    """A face-down card (an offer not yet revealed)."""
    height = int(width * CARD_RATIO)
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    rounded_box(draw, (0, 0, width - 1, height - 1), fill=(70, 60, 90), outline=INK, radius=12, width=2)
    for inset in range(14, min(width, height) // 2, 18):
        draw.rounded_rectangle((inset, inset, width - inset, height - inset), radius=10, outline=(110, 96, 140), width=2)
    text(draw, (width / 2, height / 2), label, 18, bold=True, fill=(255, 255, 255), halo=(70, 60, 90), anchor="mm")
    return image


def unit_card(catalog: Catalog, unit_id: str, locale: str = "en", width: int = 290, state: dict | None = None) -> Image.Image:
    """A Unit: level, cost, armor, resistances, abilities; ``state`` (ready, wounded, ...) marks it."""
    unit = catalog.units[unit_id]
    header = (150, 140, 110) if unit.tier == "regular" else (196, 160, 60)
    level_word = word("level", locale)
    subtitle = f"{level_word} {unit.level} · {word('cost', locale)} {unit.cost} · {word('armor', locale)} {unit.armor}"
    lines = [f"{i + 1}. {name(a.text, locale)}" + (f" ({word(a.mana, locale)})" if a.mana else "") for i, a in enumerate(unit.abilities)]
    height = int(width * .95)
    image, draw = _frame(width, height, header, name(unit.name, locale), subtitle)
    y = 66
    resistances = resistance_glyphs(unit.resistances)
    if resistances:
        for i, glyph in enumerate(resistances):
            image.alpha_composite(ability_glyph(glyph, 26), (12 + i * 30, y))
        y += 32
    marks = _state_marks(state, locale) if state else []
    state_lines = _state_lines(marks, locale, width - 32) if state else []
    _paragraph(draw, (14, y, width - 14, height - 18 - STATE_LINE * max(1, len(state_lines))), "\n".join(lines), 14)
    if state:
        _unit_state(image, state, marks, state_lines)
    return image


def _state_marks(state: dict, locale: str) -> list[str]:
    """What sets a Unit apart from a ready one: spent, wounded, poisoned, resisted (none for a ready Unit)."""
    return [word(mark, locale).upper() for mark, shown in (("spent", not state.get("ready", True)),
                                                           ("wounded", state.get("wounded")),
                                                           ("poisoned", state.get("poisoned")),
                                                           ("resisted", state.get("resisted"))) if shown]


def _state_lines(marks: list[str], locale: str, width: float) -> list[str]:
    """The marks on one line, or on two when one is too narrow for them at a readable size."""
    if not marks:
        return [word("ready", locale).upper()]
    if len(marks) > 1 and text_width(" · ".join(marks), STATE_SMALLEST, bold=True) > width:
        half = (len(marks) + 1) // 2
        return [" · ".join(marks[:half]), " · ".join(marks[half:])]
    return [" · ".join(marks)]


def _unit_state(image: Image.Image, state: dict, marks: list[str], lines: list[str]) -> None:
    if not state.get("ready", True):
        shade = Image.new("RGBA", image.size, SPENT_SHADE)
        image.alpha_composite(shade)
    color = (170, 30, 30) if state.get("wounded") else (60, 60, 60) if marks else (40, 130, 60)
    w, bottom = image.width, image.height - 8
    draw = ImageDraw.Draw(image)
    rounded_box(draw, (10, bottom - STATE_LINE * len(lines) - 6, w - 10, bottom), fill=color, radius=8)
    size = min(shrink_to_fit(line, 14, w - 32, bold=True, smallest=STATE_SMALLEST) for line in lines)
    for i, line in enumerate(lines):
        middle = bottom - 3 - STATE_LINE * (len(lines) - i - .5)
        text(draw, (w / 2, middle), line, size, bold=True, fill=(255, 255, 255), anchor="mm")


def skill_card(catalog: Catalog, skill_id: str, locale: str = "en", width: int = 290) -> Image.Image:
    skill = catalog.skills[skill_id]
    owner = name(catalog.heroes[skill.hero].name, locale) if skill.hero else ""
    usage = word(skill.usage, locale)
    height = int(width * .62)
    image, draw = _frame(width, height, (70, 110, 150), name(skill.name, locale), f"{owner} · {usage}".strip(" ·"))
    _paragraph(draw, (14, 66, width - 14, height - 8), name(skill.text, locale), 14)
    return image

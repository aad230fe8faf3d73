"""The combat picture (§8): each enemy as a card with its numbers, its abilities drawn and named in short words,
and its state; the phase, the Attack and Block points on the table by element and range, the damage still to
assign, and the Hero's Units.

Enemies are numbered from 1 in the order of ``view["combat"]["enemies"]``: enemy N is the N-th entry (its
``index`` + 1), drawn two to a row, left to right, top to bottom. The combat panel numbers them the same way.

Drawn for a phone: ``WIDTH`` px wide, every text at least ``SIZE`` px (the phone floor, render/canvas.py); the
picture is as tall as what it shows.
"""
from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.mageknight.catalog import Catalog
from render.canvas import join_lines, png_bytes, rounded_box, shrink_to_fit, smallest_size, text, text_width, wrap
from render.mageknight.cards import Draft, lay_out, line_height, row_heights, unit_card
from render.mageknight.glyphs import ability_glyph, element_glyph, resistance_glyphs
from render.mageknight.style import ENEMY_BACK, INK, MUTED, PANEL, PAPER, mix, text_on
from render.mageknight.texts import in_locale, name, word
from render.mageknight.tokens import armor_badge, fame_badge, hero_figure

WIDTH = 800
MARGIN, GAP, PAD = 20, 16, 12
COLUMNS = 2
CARD_W = (WIDTH - 2 * MARGIN - (COLUMNS - 1) * GAP) // COLUMNS
UNITS_PER_ROW = 3
UNIT_W = (WIDTH - 2 * MARGIN - (UNITS_PER_ROW - 1) * 12) // UNITS_PER_ROW
SIZE = smallest_size(WIDTH, bold=True)
GLYPH = int(SIZE * 1.6)
PHASE_WORDS = {"ranged_siege": "ranged_siege", "block": "block_phase", "assign_damage": "assign_damage",
               "attack": "attack_phase"}
KIND_WORDS = {"en": {"assault": "Assault", "provoke": "Rampaging enemies", "challenge": "Challenge",
                     "adventure": "Adventure site", "burn": "Burning a monastery", "volkare": "General Volkare",
                     "ghost": "Ghost Attack"},
              "de": {"assault": "Angriff auf einen Ort", "provoke": "Umherziehende Gegner", "challenge": "Herausforderung",
                     "adventure": "Abenteuerort", "burn": "Kloster niederbrennen", "volkare": "General Volkare",
                     "ghost": "Geisterangriff"}}
BLOCKED_GREEN, DAMAGE_RED, ATTACKING_RED = (40, 130, 60), (150, 20, 20), (200, 50, 20)


def _number(foe_position: int, enemies: list[dict[str, Any]], locale: str) -> str:
    """ "3. Illusionists": how the picture and the panel name an enemy."""
    return f"{foe_position + 1}. {in_locale(enemies[foe_position]['name'], locale)}"


def _enemy_card(catalog: Catalog, position: int, enemies: list[dict[str, Any]], locale: str) -> Draft:
    """The enemy's card, drawn at once; the draft frames it at its row's height."""
    foe = enemies[position]
    back = ENEMY_BACK[foe["color"]]
    shown = _shown_abilities(foe)
    # Room for every line the card may hold; it is cut to what it holds.
    layer = Image.new("RGBA", (CARD_W, 320 + 110 * len(foe["attacks"]) + 150 * len(shown)), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    title = _number(position, enemies, locale)
    title_size = shrink_to_fit(title, SIZE + 6, CARD_W - 2 * PAD, bold=True, smallest=SIZE)
    title_lines = wrap(title, title_size, CARD_W - 2 * PAD, bold=True)
    bar = 10 + len(title_lines) * line_height(title_size)
    draw.rounded_rectangle((4, 4, CARD_W - 5, bar + 4), radius=10, fill=back)
    for i, line in enumerate(title_lines):
        text(draw, (PAD, 9 + i * line_height(title_size)), line, title_size, bold=True, fill=text_on(back))
    y = bar + 14
    if foe.get("volkare"):  # General Volkare has no Armor to beat: his troops are (Lost Legion §3.3)
        for line in wrap(word("volkare_token", locale), SIZE + 1, CARD_W - 2 * PAD, bold=True):
            text(draw, (PAD, y), line, SIZE + 1, bold=True)
            y += line_height(SIZE + 1)
        y += 8
    else:  # Armor and Fame as on the token, large, their names under them.
        badge = int(SIZE * 2.2)
        left = PAD
        for value, badge_of, label in ((foe["armor"], armor_badge, word("armor", locale)),
                                       (foe["fame"], fame_badge, word("fame", locale))):
            column = max(badge * 1.2, text_width(label, SIZE))
            badge_of(draw, (left + column / 2, y + badge * .6), value, badge)
            text(draw, (left + column / 2, y + badge * 1.3), label, SIZE, fill=MUTED, anchor="ma")
            left += column + 24
        y += int(badge * 1.3) + line_height(SIZE) + 8
    y = _attacks(layer, draw, foe, locale, y)
    y = _abilities(catalog, layer, draw, shown, locale, y)
    y = _state_lines(draw, position, enemies, locale, y)

    def frame(height: int) -> Image.Image:
        card = Image.new("RGBA", (CARD_W, height), (0, 0, 0, 0))
        ImageDraw.Draw(card).rounded_rectangle((0, 0, CARD_W - 1, height - 1), radius=12, fill=mix(PAPER, back, .15))
        card.alpha_composite(layer.crop((0, 0, CARD_W, height)))
        ImageDraw.Draw(card).rounded_rectangle((0, 0, CARD_W - 1, height - 1), radius=12,
                                               outline=ATTACKING_RED if foe["attacking"] else INK,
                                               width=5 if foe["attacking"] else 2)
        _stamp(card, foe, locale)
        return card
    return Draft(y + PAD, frame)


def _shown_abilities(foe: dict[str, Any]) -> list[str]:
    """Abilities and resistances as glyph ids, a fortified site's defender counted Fortified."""
    shown = list(dict.fromkeys(foe["abilities"])) + resistance_glyphs(foe["resistances"])
    if foe["fortified"] and "fortified" not in shown:
        shown.insert(0, "fortified")
    return shown


def _attacks(layer: Image.Image, draw: ImageDraw.ImageDraw, foe: dict[str, Any], locale: str, y: int) -> int:
    """Each attack: element glyph, value and element in words, and whether it is blocked or its damage dealt."""
    count = len(foe["attacks"])
    for i, attack in enumerate(foe["attacks"]):
        layer.alpha_composite(element_glyph(attack["element"], GLYPH), (PAD, y))
        parts = [f"{word('attack', locale)} {attack['value']} · {word(attack['element'], locale)}"]
        if count > 1:
            parts.append(f"({i + 1} {word('of', locale)} {count})")
        room = CARD_W - 2 * PAD - GLYPH - 8
        lines = [line for part in join_lines(parts, SIZE + 1, room, " ", bold=True)
                 for line in wrap(part, SIZE + 1, room, bold=True)]
        for j, line in enumerate(lines):
            text(draw, (PAD + GLYPH + 8, y + GLYPH / 2 + (j - (len(lines) - 1) / 2) * line_height(SIZE + 1)), line,
                 SIZE + 1, bold=True, anchor="lm")
        y += max(GLYPH, len(lines) * line_height(SIZE + 1)) + 6
        state = (word("blocked", locale) if attack["blocked"] else
                 f"✓ {word('dealt', locale)}" if attack["dealt"] else "")
        if state:
            x = PAD + GLYPH + 8
            rounded_box(draw, (x, y - 2, x + text_width(state, SIZE, True) + 16, y + line_height(SIZE) + 4),
                        fill=BLOCKED_GREEN if attack["blocked"] else MUTED, radius=6)
            text(draw, (x + 8, y + 1), state, SIZE, bold=True, fill=(255, 255, 255))
            y += line_height(SIZE) + 10
    return y + 4


def _abilities(catalog: Catalog, layer: Image.Image, draw: ImageDraw.ImageDraw, shown: list[str], locale: str,
               y: int) -> int:
    """Abilities and resistances: the glyph, the name and what it does in short words, so a newcomer needs no
    rulebook for them."""
    room = CARD_W - 2 * PAD - GLYPH - 8
    for ability in shown:
        layer.alpha_composite(ability_glyph(ability, GLYPH), (PAD, y))
        title = name(catalog.enemy_abilities[ability].name, locale)
        about = wrap(word(f"about_{ability}", locale), SIZE, room)
        text(draw, (PAD + GLYPH + 8, y), title, SIZE, bold=True)
        for j, line in enumerate(about):
            text(draw, (PAD + GLYPH + 8, y + (j + 1) * line_height(SIZE)), line, SIZE, fill=MUTED)
        y += max(GLYPH, (len(about) + 1) * line_height(SIZE)) + 8
    return y


def _state_lines(draw: ImageDraw.ImageDraw, position: int, enemies: list[dict[str, Any]], locale: str, y: int) -> int:
    """Who attacks now, and whom a summoned enemy was called by."""
    foe = enemies[position]
    if foe["summoned_by"] is not None:
        label = f"{word('summoned', locale)} ({word('from', locale)} {_number(foe['summoned_by'], enemies, locale)})"
        for line in wrap(label, SIZE, CARD_W - 2 * PAD, bold=True):
            text(draw, (PAD, y), line, SIZE, bold=True, fill=(120, 60, 20))
            y += line_height(SIZE)
    if foe["attacking"] and not foe["defeated"]:
        text(draw, (PAD, y), f"▶ {word('attacking', locale)}", SIZE, bold=True, fill=ATTACKING_RED)
        y += line_height(SIZE)
    return y


def _stamp(card: Image.Image, foe: dict[str, Any], locale: str) -> None:
    """Defeated and dismissed enemies are shaded and stamped."""
    stamp = word("defeated", locale) if foe["defeated"] else word("dismissed", locale) if foe["dismissed"] else None
    if stamp:
        card.alpha_composite(Image.new("RGBA", card.size, (60, 60, 60, 130)))
        stamp = stamp.upper()
        text(ImageDraw.Draw(card), (CARD_W / 2, card.height / 2), stamp,
             shrink_to_fit(stamp, 40, CARD_W - 40, bold=True, smallest=SIZE), bold=True, fill=(200, 30, 30),
             halo=(255, 255, 255), anchor="mm")


def _pools(combat: dict[str, Any], locale: str, width: int) -> Draft:
    """Attack points by range and element, Block points by element, the damage still to assign: in one column,
    or in two when the panel is wide."""
    # Room for every line the panel may hold; it is cut to what it holds.
    layer = Image.new("RGBA", (width, 400 + 80 * (len(combat["attack"]) + len(combat["block"]))), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    attack = [(element, f"{value} {word(attack_range, locale)} · {word(element, locale)}")
              for key, value in sorted(combat["attack"].items()) for attack_range, element in [key.split(":")]]
    block = [(element, f"{value} {word(element, locale)}") for element, value in sorted(combat["block"].items())]
    column_w = width // 2 if width > CARD_W else width
    bottoms = []
    x, y = PAD, PAD
    for heading, entries in ((word("attack_pool", locale), attack), (word("block_pool", locale), block)):
        for line in wrap(heading, SIZE + 2, column_w - 2 * PAD, bold=True):
            text(draw, (x, y), line, SIZE + 2, bold=True)
            y += line_height(SIZE + 2)
        y += 4
        if not entries:
            text(draw, (x, y), word("none", locale), SIZE, fill=MUTED)
            y += line_height(SIZE) + 4
        for element, label in entries:
            layer.alpha_composite(element_glyph(element, GLYPH), (x, y))
            lines = wrap(label, SIZE, column_w - 2 * PAD - GLYPH - 8)
            for j, line in enumerate(lines):
                text(draw, (x + GLYPH + 8, y + GLYPH / 2 + (j - (len(lines) - 1) / 2) * line_height(SIZE)), line,
                     SIZE, anchor="lm")
            y += max(GLYPH, len(lines) * line_height(SIZE)) + 6
        y += 10
        bottoms.append(y)
        if column_w < width:  # the Block column stands beside the Attack column
            x, y = column_w + PAD, PAD
    y = max(bottoms)
    damage = combat["damage"]
    if damage:
        lines = wrap(word("damage_left", locale), SIZE, width - 4 * PAD, bold=True)
        source = wrap(f"{word('from', locale)} {_number(damage['enemy'], combat['enemies'], locale)}", SIZE,
                      width - 4 * PAD - 60)
        box_h = len(lines) * line_height(SIZE) + max(line_height(SIZE + 16), len(source) * line_height(SIZE)) + 24
        rounded_box(draw, (PAD, y, width - PAD, y + box_h), fill=(250, 220, 210), outline=(190, 40, 30), radius=10)
        row = y + 10
        for line in lines:
            text(draw, (2 * PAD, row), line, SIZE, bold=True, fill=DAMAGE_RED)
            row += line_height(SIZE)
        text(draw, (2 * PAD, row), str(damage["left"]), SIZE + 16, bold=True, fill=DAMAGE_RED)
        for j, line in enumerate(source):
            text(draw, (2 * PAD + 60, row + 4 + j * line_height(SIZE)), line, SIZE)
        y += box_h + PAD

    def panel(height: int) -> Image.Image:
        image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
        ImageDraw.Draw(image).rounded_rectangle((0, 0, width - 1, height - 1), radius=12, fill=PANEL)
        image.alpha_composite(layer.crop((0, 0, width, height)))
        return image
    return Draft(y, panel)


def _header(view: dict[str, Any], catalog: Catalog, locale: str) -> Image.Image:
    """The Hero and the kind of combat, its phases in order (the current one lit), Move and Wounds."""
    combat = view["combat"]
    image = Image.new("RGBA", (WIDTH, 400), (*PAPER, 255))
    draw = ImageDraw.Draw(image)
    hero = catalog.heroes[view["players"][view["turn"]["seat"]]["hero"]]
    image.alpha_composite(hero_figure(hero.color, hero.name.en[0], 56), (MARGIN, 14))
    kinds = KIND_WORDS["de" if locale.startswith("de") else "en"]
    title = f"{word('combat', locale)}: {name(hero.name, locale)} · {kinds.get(combat['kind'], combat['kind'])}"
    size = shrink_to_fit(title, SIZE + 9, WIDTH - MARGIN - 80, bold=True, smallest=SIZE)
    y = 16
    for line in wrap(title, size, WIDTH - MARGIN - 80, bold=True):
        text(draw, (MARGIN + 68, y), line, size, bold=True)
        y += line_height(size)
    y = max(y, 74) + 8
    x = MARGIN
    pill_h = line_height(SIZE) + 12
    for phase in combat["phases"]:  # a Ghost Attack has no Attack phase (Lost Legion §5.5.3)
        label = word(PHASE_WORDS[phase], locale)
        w = text_width(label, SIZE, True) + 24
        if x + w > WIDTH - MARGIN:
            x, y = MARGIN, y + pill_h + 8
        current = phase == combat["phase"]
        rounded_box(draw, (x, y, x + w, y + pill_h), fill=(220, 120, 30) if current else PANEL, outline=INK, radius=8,
                    width=2 if current else 1)
        text(draw, (x + w / 2, y + pill_h / 2), label, SIZE, bold=True, fill=(255, 255, 255) if current else MUTED,
             anchor="mm")
        x += w + 8
    y += pill_h + 10
    facts = [f"{word('move_left', locale)} {combat['move']}",
             f"{word('wounds', locale)}: {combat['wounds_this_combat']}"]
    if not combat["units_allowed"]:
        facts.append(word("no_units", locale))
    for line in join_lines(facts, SIZE, WIDTH - 2 * MARGIN, "   ·   "):
        text(draw, (MARGIN, y), line, SIZE, fill=MUTED)
        y += line_height(SIZE)
    return image.crop((0, 0, WIDTH, y + 10))


def combat_png(view: dict[str, Any], catalog: Catalog, locale: str = "en") -> bytes:
    """The combat under way in ``view`` (``view["combat"]`` must not be None)."""
    combat = view["combat"]
    if combat is None:
        raise ValueError("there is no combat in this view")
    enemies = combat["enemies"]
    header = _header(view, catalog, locale)
    cells = [_enemy_card(catalog, position, enemies, locale) for position in range(len(enemies))]
    if len(cells) % COLUMNS:  # the points on the table fill the free place beside the last enemy
        cells.append(_pools(combat, locale, CARD_W))
    wide = _pools(combat, locale, WIDTH - 2 * MARGIN) if len(enemies) % COLUMNS == 0 else None
    units = [unit_card(catalog, unit["unit"], locale, UNIT_W, SIZE, unit) for unit in combat["units"]]
    height = (header.height + row_heights(cells, COLUMNS, GAP) + (wide.height + GAP if wide else 0)
              + (line_height(SIZE + 6) + 4 + row_heights(units, UNITS_PER_ROW, 12) if units else 0)
              + MARGIN - (12 if units else GAP))  # no gap after the last row
    image = Image.new("RGBA", (WIDTH, height), (*PAPER, 255))
    image.paste(header, (0, 0))
    y = lay_out(image, cells, MARGIN, header.height, COLUMNS, GAP)
    if wide:
        panel = wide.image()
        image.paste(panel, (MARGIN, y), panel)
        y += wide.height + GAP
    if units:
        text(ImageDraw.Draw(image), (MARGIN, y), word("units", locale), SIZE + 6, bold=True)
        lay_out(image, units, MARGIN, y + line_height(SIZE + 6) + 4, UNITS_PER_ROW, 12)
    return png_bytes(image)

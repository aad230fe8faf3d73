"""The combat picture (§8): each enemy as a card with its numbers, glyphs and state, the phase, the Attack
and Block points on the table by element and range, the damage still to assign, and the Hero's Units.
"""
from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.mageknight.catalog import Catalog
from render.canvas import png_bytes, rounded_box, shrink_to_fit, text, text_width
from render.cards import unit_card
from render.glyphs import ability_glyph, element_glyph, resistance_glyphs
from render.style import ENEMY_BACK, INK, MUTED, PANEL, PAPER, mix, text_on
from render.texts import in_locale, name, word
from render.tokens import armor_badge, enemy_token, fame_badge, hero_figure

WIDTH = 1600
ENEMY_W, ENEMY_H, GAP = 370, 330, 16
PHASES = ("ranged_siege", "block", "assign_damage", "attack")
PHASE_WORDS = {"ranged_siege": "ranged_siege", "block": "block_phase", "assign_damage": "assign_damage",
               "attack": "attack_phase"}
KIND_WORDS = {"en": {"assault": "Assault", "provoke": "Rampaging enemies", "challenge": "Challenge",
                     "adventure": "Adventure site", "burn": "Burning a monastery"},
              "de": {"assault": "Angriff auf einen Ort", "provoke": "Umherziehende Gegner", "challenge": "Herausforderung",
                     "adventure": "Abenteuerort", "burn": "Kloster niederbrennen"}}


def _enemy_card(catalog: Catalog, foe: dict[str, Any], enemies: list[dict[str, Any]], locale: str) -> Image.Image:
    back = ENEMY_BACK[foe["color"]]
    image = Image.new("RGBA", (ENEMY_W, ENEMY_H), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    border = (220, 60, 30) if foe["attacking"] else INK
    rounded_box(draw, (0, 0, ENEMY_W - 1, ENEMY_H - 1), fill=mix(PAPER, back, .15), outline=border, radius=12,
                width=5 if foe["attacking"] else 2)
    draw.rounded_rectangle((3, 3, ENEMY_W - 4, 50), radius=10, fill=back)
    title = in_locale(foe["name"], locale)
    size = shrink_to_fit(f"{foe['index'] + 1}. {title}", 22, ENEMY_W - 90, bold=True)
    text(draw, (14, 26), f"{foe['index'] + 1}. {title}", size, bold=True, fill=text_on(back), anchor="lm")
    image.alpha_composite(enemy_token(catalog, foe["enemy"], 64), (ENEMY_W - 72, 8))
    # Armor and Fame as on the token, large.
    armor_badge(draw, (40, 100), foe["armor"], 40)
    text(draw, (40, 134), word("armor", locale), 13, fill=MUTED, anchor="mm")
    fame_badge(draw, (110, 98), foe["fame"], 40)
    text(draw, (110, 134), word("fame", locale), 13, fill=MUTED, anchor="mm")
    # Attacks: value, element, and whether each is blocked or its damage dealt.
    y = 150
    if not foe["attacks"]:
        image.alpha_composite(ability_glyph("summon", 30), (14, y))
        text(draw, (52, y + 15), name(catalog.enemy_abilities["summon"].name, locale), 20, bold=True, anchor="lm")
        y += 36
    for attack in foe["attacks"]:
        image.alpha_composite(element_glyph(attack["element"], 30), (14, y))
        label = f"{word('attack', locale)} {attack['value']}"
        text(draw, (52, y + 15), label, 20, bold=True, anchor="lm")
        state = (word("blocked", locale) if attack["blocked"] else
                 ("✓" if attack["dealt"] else ""))
        if state:
            x = 60 + text_width(label, 20, True)
            rounded_box(draw, (x, y + 3, x + text_width(state, 14, True) + 14, y + 27), fill=(40, 130, 60), radius=6)
            text(draw, (x + 7, y + 15), state, 14, bold=True, fill=(255, 255, 255), anchor="lm")
        y += 36
    # Abilities and resistances with their names: a newcomer reads the glyph and the word together.
    glyphs = list(dict.fromkeys(foe["abilities"])) + resistance_glyphs(foe["resistances"])
    if foe["fortified"] and "fortified" not in glyphs:
        glyphs.insert(0, "fortified")
    column_w = (ENEMY_W - 24) // 2
    for i, ability in enumerate(glyphs):
        gx, gy = 12 + (i % 2) * column_w, y + (i // 2) * 30
        image.alpha_composite(ability_glyph(ability, 26), (gx, gy))
        label = name(catalog.enemy_abilities[ability].name, locale)
        text(draw, (gx + 32, gy + 13), label, shrink_to_fit(label, 15, column_w - 36), anchor="lm")
    _enemy_state(image, foe, enemies, locale)
    return image


def _enemy_state(image: Image.Image, foe: dict[str, Any], enemies: list[dict[str, Any]], locale: str) -> None:
    """Defeated and dismissed enemies are shaded and stamped; a summoned one names its summoner."""
    draw = ImageDraw.Draw(image)
    if foe["attacking"] and not foe["defeated"]:
        text(draw, (14, ENEMY_H - 14), f"▶ {word('attacking', locale)}", 15, bold=True, fill=(200, 50, 20),
             anchor="lm")
    if foe["summoned_by"] is not None:
        summoner = in_locale(enemies[foe["summoned_by"]]["name"], locale)
        label = f"{word('summoned', locale)} ({word('from', locale)} {foe['summoned_by'] + 1}. {summoner})"
        text(draw, (14, ENEMY_H - 36), label, 14, bold=True, fill=(120, 60, 20), anchor="lm")
    stamp = word("defeated", locale) if foe["defeated"] else word("dismissed", locale) if foe["dismissed"] else None
    if stamp:
        image.alpha_composite(Image.new("RGBA", image.size, (60, 60, 60, 130)))
        draw = ImageDraw.Draw(image)
        stamp = stamp.upper()
        text(draw, (ENEMY_W / 2, ENEMY_H / 2), stamp, shrink_to_fit(stamp, 40, ENEMY_W - 40, bold=True), bold=True,
             fill=(200, 30, 30), halo=(255, 255, 255), anchor="mm")


def _pools(draw: ImageDraw.ImageDraw, image: Image.Image, combat: dict[str, Any], x: int, y: int, locale: str) -> int:
    """Attack points by range and element, Block points by element."""
    text(draw, (x, y), word("attack_pool", locale), 20, bold=True)
    y += 32
    entries = sorted(combat["attack"].items())
    if not entries:
        text(draw, (x, y), word("none", locale), 18, fill=MUTED)
        y += 30
    for key, value in entries:
        attack_range, element = key.split(":")
        image.alpha_composite(element_glyph(element, 26), (x, y))
        text(draw, (x + 34, y + 13), f"{value}  {word(attack_range, locale)} · {word(element, locale)}", 18,
             anchor="lm")
        y += 32
    y += 10
    text(draw, (x, y), word("block_pool", locale), 20, bold=True)
    y += 32
    if not combat["block"]:
        text(draw, (x, y), word("none", locale), 18, fill=MUTED)
        y += 30
    for element, value in sorted(combat["block"].items()):
        image.alpha_composite(element_glyph(element, 26), (x, y))
        text(draw, (x + 34, y + 13), f"{value}  {word(element, locale)}", 18, anchor="lm")
        y += 32
    return y


def combat_png(view: dict[str, Any], catalog: Catalog, locale: str = "en") -> bytes:
    """The combat under way in ``view`` (``view["combat"]`` must not be None)."""
    combat = view["combat"]
    if combat is None:
        raise ValueError("there is no combat in this view")
    enemies = combat["enemies"]
    per_row = 3
    rows = -(-len(enemies) // per_row)
    units = combat["units"]
    height = 150 + rows * (ENEMY_H + GAP) + (60 + 250 if units else 60) + 20
    image = Image.new("RGBA", (WIDTH, height), (*PAPER, 255))
    draw = ImageDraw.Draw(image)
    seat = view["turn"]["seat"]
    hero = catalog.heroes[view["players"][seat]["hero"]]
    image.alpha_composite(hero_figure(hero.color, hero.name.en[0], 56), (24, 14))
    kinds = KIND_WORDS["de" if locale.startswith("de") else "en"]
    text(draw, (92, 16), f"{word('combat', locale)}: {name(hero.name, locale)} · {kinds.get(combat['kind'], combat['kind'])}",
         28, bold=True)
    # The four phases in order, the current one lit.
    x = 92
    for phase in PHASES:
        label = word(PHASE_WORDS[phase], locale)
        w = text_width(label, 17, True) + 28
        current = phase == combat["phase"]
        rounded_box(draw, (x, 62, x + w, 96), fill=(220, 120, 30) if current else PANEL, outline=INK, radius=8,
                    width=2 if current else 1)
        text(draw, (x + w / 2, 79), label, 17, bold=True, fill=(255, 255, 255) if current else MUTED, anchor="mm")
        x += w + 10
    facts = [f"{word('move_left', locale)} {combat['move']}", f"{word('wounds', locale)}: {combat['wounds_this_combat']}"]
    if not combat["units_allowed"]:
        facts.append(word("no_units", locale))
    text(draw, (92, 112), "   ·   ".join(facts), 17, fill=MUTED)
    for i, foe in enumerate(enemies):
        row, column = divmod(i, per_row)
        image.alpha_composite(_enemy_card(catalog, foe, enemies, locale),
                              (24 + column * (ENEMY_W + GAP), 150 + row * (ENEMY_H + GAP)))
    side_x = 24 + per_row * (ENEMY_W + GAP) + 10
    draw.rounded_rectangle((side_x - 10, 150, WIDTH - 20, 150 + rows * (ENEMY_H + GAP) - GAP), radius=12, fill=PANEL)
    y = _pools(draw, image, combat, side_x + 6, 162, locale)
    damage = combat["damage"]
    if damage:
        foe = enemies[damage["enemy"]]
        rounded_box(draw, (side_x, y + 10, WIDTH - 30, y + 110), fill=(250, 220, 210), outline=(190, 40, 30), radius=10)
        text(draw, (side_x + 12, y + 20), word("damage_left", locale), 17, bold=True, fill=(150, 20, 20))
        text(draw, (side_x + 12, y + 48), str(damage["left"]), 34, bold=True, fill=(150, 20, 20))
        who = in_locale(foe["name"], locale)
        text(draw, (side_x + 70, y + 66), f"{word('from', locale)} {damage['enemy'] + 1}. {who}", 16, anchor="lm")
    y = 150 + rows * (ENEMY_H + GAP) + 6
    if units:
        text(draw, (24, y), word("units", locale), 22, bold=True)
        for i, unit in enumerate(units):
            card = unit_card(catalog, unit["unit"], locale, 240, unit)
            image.alpha_composite(card, (24 + i * 256, y + 36))
    return png_bytes(image)

"""Mage Knight's palette: sky, terrains, mana, enemy token backs, elements, Heroes, cards.

The shared look (ink, paper, font, colour helpers) is render/style.py; it is named here too, so a Mage Knight
picture takes all its colours from one module.
"""
from __future__ import annotations

# the shared look, named here too so a Mage Knight picture takes every colour from this one module
from render.style import INK, MUTED, PANEL, PAPER, RGB, darker, font, mix, text_on  # noqa: F401

NIGHT_SKY: RGB = (20, 26, 46)
DAY_SKY: RGB = (214, 226, 232)

# Distinct hues and brightness, so the terrains also differ for colour-blind players.
TERRAIN: dict[str, RGB] = {
    "plains": (171, 204, 104), "hills": (200, 150, 70), "forest": (52, 112, 60), "wasteland": (128, 116, 134),
    "desert": (236, 214, 142), "swamp": (92, 124, 110), "lake": (72, 142, 204), "mountain": (128, 122, 118),
    "ocean": (34, 82, 140),
}
UNKNOWN_TERRAIN: RGB = (200, 200, 200)
WALL_STONE: RGB = (226, 218, 196)  # a Lost Legion wall: pale stone, lighter than every terrain but the desert

MANA: dict[str, RGB] = {
    "red": (206, 46, 40), "blue": (40, 100, 210), "green": (48, 150, 60), "white": (236, 236, 230),
    "gold": (232, 182, 36), "black": (34, 34, 38),
}
# Enemy token backs (§1.6): green orcs, grey keeps, brown dungeons, violet mage towers, white cities, red draconum.
ENEMY_BACK: dict[str, RGB] = {
    "green": (64, 140, 64), "gray": (130, 134, 140), "brown": (128, 86, 52), "violet": (128, 70, 168),
    "white": (236, 234, 226), "red": (190, 44, 40),
    "volkare": (46, 28, 56),  # General Volkare's own large token (Lost Legion §3.3)
}
VOLKARE_GOLD: RGB = (222, 176, 60)  # the trim of his figure and token
ELEMENT: dict[str, RGB] = {
    "physical": (90, 90, 96), "fire": (222, 70, 30), "ice": (60, 150, 230), "cold_fire": (150, 80, 210),
}
# heroes.yaml names each figure's colour; these are the paints.
HERO: dict[str, RGB] = {
    "red": (214, 40, 40), "green": (40, 160, 70), "white": (250, 250, 250), "blue": (40, 90, 220),
    "violet": (150, 70, 200), "orange": (240, 140, 30), "brown": (140, 90, 50),
}
CARD_COLOR: dict[str, RGB] = {**MANA, "white": (214, 214, 206)}
ARTIFACT_COLOR: RGB = (196, 160, 60)
WOUND_COLOR: RGB = (120, 30, 40)
COUNTRYSIDE_BACK: RGB = (86, 150, 70)
CORE_BACK: RGB = (150, 104, 60)



def night(color: RGB) -> RGB:
    """A colour under the Night look: darker and bluer."""
    return mix(color, NIGHT_SKY, 0.42)

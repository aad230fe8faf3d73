"""The German words the engine's texts put in: colours, enemy token colours, attack elements.

A bottom module (it imports nothing of the rules), so that every rules module may say its events and refusals in
German without importing the modules that describe choices (describe.py) and, through them, the rules above.
"""
from __future__ import annotations

COLORS = {"red": "rot", "blue": "blau", "green": "grün", "white": "weiß", "gold": "gold", "black": "schwarz",
          "any_basic": "beliebige Grundfarbe", "any": "beliebige Farbe"}
ELEMENT_NAMES = {"physical": ("physical", "physisch"), "fire": ("Fire", "Feuer"), "ice": ("Ice", "Eis"),
                 "cold_fire": ("Cold Fire", "Kaltes Feuer")}
ENEMY_COLORS = {"green": "grün", "gray": "grau", "brown": "braun", "violet": "violett", "red": "rot", "white": "weiß"}


def german_color(color: str) -> str:
    """A mana colour, a die's face or a crystal's, in German ("red" -> "rot"), for the German side of a text."""
    return COLORS.get(color, color)


def german_colors(colors: list[str]) -> str:
    return ", ".join(map(german_color, colors))

"""Mage Knight's pictures: pure functions from an engine view (what one seat may see) to PNG bytes.

docs/rendering.md describes the contract; the bot calls these in a worker thread, never on the event loop.
"""
from render.mageknight.combat import combat_png
from render.mageknight.hand import hand_png
from render.mageknight.legend import legend_png
from render.mageknight.map import map_png
from render.mageknight.offers import offers_png
from render.mageknight.score import score_png

__all__ = ["combat_png", "hand_png", "legend_png", "map_png", "offers_png", "score_png"]

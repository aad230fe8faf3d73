"""Pictures of a game: pure functions from an engine view (what one seat may see) to PNG bytes.

docs/rendering.md describes the contract; the bot calls these in a worker thread, never on the event loop.
"""
from render.combat import combat_png
from render.hand import hand_png
from render.legend import legend_png
from render.map import map_png
from render.offers import offers_png
from render.score import score_png

__all__ = ["combat_png", "hand_png", "legend_png", "map_png", "offers_png", "score_png"]

"""Pictures with Pillow: each game's in its own package (render/mageknight/), drawn from an engine view.

Here only what every game's pictures share: the canvas (text that fits, boxes, the phone floor, cached
drawings, PNG bytes), the shared look (ink, paper, the bundled font) in style.py, and the fonts.
"""

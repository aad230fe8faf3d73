"""Pictures for a phone: every text a picture draws is measured (render/canvas.py ``record_text_sizes``), and
none is smaller than SMALLEST_ON_PHONE px when the picture is shown PHONE_WIDTH px wide, nor runs out of the card,
token or picture it is drawn on. Every kind of picture is checked on its gallery position.
"""
from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from render.canvas import (PHONE_WIDTH, SMALLEST_ON_PHONE, drawing_cache, glyph_height, png_bytes,
                           record_text_sizes, smallest_size, text)
from render.mageknight import offers_png, score_png
from render.mageknight.gallery import CATALOG, GALLERY, final_score, offers

@pytest.mark.parametrize("file_name", sorted(GALLERY))
def test_every_picture_keeps_its_text_readable_on_a_phone(file_name):
    with record_text_sizes() as sizes:
        GALLERY[file_name]()
    assert sizes, "the picture drew no text the recorder saw"
    small = sorted({(round(size.on_phone, 1), size.text) for size in sizes if size.on_phone < SMALLEST_ON_PHONE})
    assert not small, f"{len(small)} texts below {SMALLEST_ON_PHONE} px at {PHONE_WIDTH} px wide: {small[:8]}"
    outside = [size.text for size in sizes if not size.inside]
    assert not outside, f"texts running out of what they are drawn on: {outside[:8]}"


@pytest.mark.parametrize("draw", [lambda: offers_png(offers(), CATALOG, "de"),
                                  lambda: score_png(final_score(), CATALOG, "de")], ids=["offers-de", "score-de"])
def test_the_german_offers_and_score_keep_their_longer_words_readable_on_a_phone(draw):
    with record_text_sizes() as sizes:
        draw()
    assert sizes and all(size.on_phone >= SMALLEST_ON_PHONE and size.inside for size in sizes)


def test_the_recorder_measures_the_height_of_capitals_and_the_width_of_the_encoded_picture():
    image = Image.new("RGBA", (800, 100))
    with record_text_sizes() as sizes:
        text(ImageDraw.Draw(image), (10, 10), "Attack 3", 20)
        text(ImageDraw.Draw(image), (790, 10), "out", 20)
        png_bytes(image)
    assert [(size.text, size.height, size.width, size.inside) for size in sizes] == [
        ("Attack 3", glyph_height(20), 800, True), ("out", glyph_height(20), 800, False)]
    assert sizes[0].on_phone == glyph_height(20) / 2
    assert glyph_height(smallest_size(800)) * PHONE_WIDTH / 800 >= SMALLEST_ON_PHONE
    assert glyph_height(smallest_size(800) - 1) * PHONE_WIDTH / 800 < SMALLEST_ON_PHONE


def test_nothing_is_recorded_outside_the_block_and_a_cached_drawing_reports_its_texts_on_every_use():
    @drawing_cache(maxsize=4, scale=.5)
    def badge(label: str) -> Image.Image:
        image = Image.new("RGBA", (200, 60))
        text(ImageDraw.Draw(image), (4, 4), label, 40)
        return image
    badge("1+1+1")  # drawn and cached while nobody records
    with record_text_sizes() as sizes:
        for _ in range(2):
            picture = Image.new("RGBA", (400, 100))
            picture.alpha_composite(badge("1+1+1"))
            png_bytes(picture)
    assert [(size.text, size.height) for size in sizes] == [("1+1+1", glyph_height(40) / 2)] * 2

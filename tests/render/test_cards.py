"""Cards on a phone: every Deed card, Unit and Skill of the catalogue, in English and German, drawn at the size the
hand and offers pictures use, keeps every text at the phone floor and inside the card; a Unit card names the sites
that recruit it.
"""
from __future__ import annotations

import pytest
from PIL import Image

from engine.mageknight.game import GAME
from render.canvas import SMALLEST_ON_PHONE, png_bytes, record_text_sizes
from render.mageknight.cards import PRINTED_SITES, deed_card, lay_out, row_heights, skill_card, unit_card
from render.mageknight.hand import CARD_W, GAP, PER_ROW, SIZE, WIDTH
from render.mageknight.texts import name, word

CATALOG = GAME.catalog


def drawn_on_a_picture(drafts) -> list:
    """The texts of the cards laid out as the hand lays them out, on a picture as wide as the hand's."""
    with record_text_sizes() as sizes:
        image = Image.new("RGBA", (WIDTH, row_heights(drafts, PER_ROW, GAP)))
        lay_out(image, drafts, 20, 0, PER_ROW, GAP)
        png_bytes(image)
    return sizes


@pytest.mark.parametrize("locale", ["en", "de"])
def test_every_card_keeps_its_text_at_the_floor_and_inside_the_card(locale):
    drafts = ([deed_card(CATALOG, card, locale, CARD_W, SIZE) for card in sorted(CATALOG.cards)]
              + [deed_card(CATALOG, "wound", locale, CARD_W, SIZE)]
              + [unit_card(CATALOG, unit, locale, CARD_W, SIZE, {"ready": False, "wounded": True, "poisoned": True,
                                                                  "resisted": True}) for unit in sorted(CATALOG.units)]
              + [skill_card(CATALOG, skill, locale, CARD_W, SIZE) for skill in sorted(CATALOG.skills)])
    sizes = drawn_on_a_picture(drafts)
    assert sizes
    assert [size.text for size in sizes if size.on_phone < SMALLEST_ON_PHONE] == []
    assert [size.text for size in sizes if not size.inside] == []


@pytest.mark.parametrize("locale", ["en", "de"])
def test_a_unit_card_names_every_printed_site_that_recruits_it(locale):
    for unit_id, unit in CATALOG.units.items():
        drawn = {size.text for size in drawn_on_a_picture([unit_card(CATALOG, unit_id, locale, CARD_W, SIZE)])}
        printed = [site for site in PRINTED_SITES if site in unit.recruit_at]
        assert printed, unit_id
        assert word("recruit_at", locale) in drawn
        assert {name(CATALOG.sites[site].name, locale) for site in printed} <= drawn, unit_id
        assert name(CATALOG.sites["refugee_camp"].name, locale) not in drawn  # it recruits any Unit: not printed

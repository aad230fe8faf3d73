"""The map read on a phone: every text it draws stays at least 7 px tall when the picture is shown 400 px wide,
tokens hold their numbers, the picture is cropped to the revealed land, and a zoomed crop shows a space's
surroundings bigger."""
from __future__ import annotations

import io

import pytest
from PIL import Image

from engine.mageknight.game import GAME
from render.mageknight import legend_png
from render.canvas import PHONE_WIDTH, SMALLEST_ON_PHONE, png_bytes, record_text_sizes
from render.mageknight.gallery import early_map, full_map, solo_map
from render.mageknight.map import FLOOR, WIDTH, Band, MapPicture, map_png
from render.mageknight.tokens import attack_fits, attack_label, enemy_token, readable_token

CATALOG = GAME.catalog
VIEWS = {"early": early_map, "full": full_map, "solo": solo_map}


def drawn(view, locale="en", around=None):
    with record_text_sizes() as sizes:
        png = map_png(view, CATALOG, locale, around=around)
    return Image.open(io.BytesIO(png)), sizes


@pytest.mark.parametrize("locale", ["en", "de"])
@pytest.mark.parametrize("case", [("early", None), ("full", None), ("solo", None), ("full", "C5-NE"),
                                  ("early", "2-NE")])
def test_no_text_on_the_map_is_below_7_px_on_a_phone(case, locale):
    name, around = case
    image, sizes = drawn(VIEWS[name](), locale, around)
    assert sizes, "the recorder saw the map's texts"
    assert {size.width for size in sizes} == {image.width}
    too_small = [(s.text, round(s.on_phone, 1)) for s in sizes if s.on_phone < SMALLEST_ON_PHONE]
    assert not too_small
    assert not [s.text for s in sizes if not s.inside], "every text stays inside what it was drawn on"
    # the numbers players decide by are among what was measured: space labels and the tokens' numbers
    texts = {s.text for s in sizes}
    assert ("C5" if name == "full" and not around else "-NE") in " ".join(texts)
    assert "4" in texts


def test_every_token_holds_its_attack_at_the_size_the_map_uses():
    """Zombie Horde's 1+1+1 and every other attack label fit the disc at the floor size, never set smaller."""
    size = readable_token(CATALOG, FLOOR)
    for enemy_id, enemy in CATALOG.enemies.items():
        if enemy.attacks:
            assert attack_fits(attack_label(enemy), FLOOR, size), enemy_id
    with record_text_sizes() as sizes:
        png_bytes(enemy_token(CATALOG, "zombie_horde", size))
    attack = next(s for s in sizes if s.text == "1+1+1")
    assert attack.height * PHONE_WIDTH / WIDTH >= SMALLEST_ON_PHONE


def test_the_map_is_cropped_to_the_revealed_land_and_small_explore_marks():
    view = early_map()
    picture = MapPicture(view, CATALOG, "en")
    assert picture.marks, "the early map has open positions"
    # the map area is about as tall as the revealed tiles and the marks' single hexes, no ghost tiles around them
    hexes = list(picture.layout.hexes) + [m.center for m in picture.marks]
    rows = {h[1] for h in hexes}
    assert picture.map_height <= (max(rows) - min(rows)) * 1.5 * picture.size + 2 * picture.size + 60


def test_a_zoomed_crop_shows_bigger_hexes_than_the_whole_map():
    view = full_map()
    whole, zoomed = MapPicture(view, CATALOG, "en"), MapPicture(view, CATALOG, "en", around=(0, 0))
    assert zoomed.size >= 2 * whole.size and zoomed.detailed and not whole.detailed
    with pytest.raises(ValueError):
        map_png(view, CATALOG, around="99-NE")


def test_enemies_whose_numbers_do_not_fit_on_the_map_stand_in_the_band():
    picture = MapPicture(full_map(), CATALOG, "en")
    picture.render()
    face_up = {t for tokens in full_map()["enemies"].values() for t in tokens if not t.startswith("?")}
    assert {token for _label, token in picture.shelf} == face_up


def test_the_band_shows_rounds_goal_source_units_crystals_and_the_dummy_clock():
    _image, sizes = drawn(solo_map())
    texts = " | ".join(s.text for s in sizes)
    view = solo_map()
    assert f"Round {view['round']} of {view['rounds']}" in texts
    assert CATALOG.scenarios[view["scenario"]].goal.en.split()[0] in texts
    assert "The Source" in texts and "Crystals: 2 red, 1 blue" in texts and "Utem Swordsmen" in texts
    assert f"{view['dummy']['deck_size']} cards left" in texts
    assert "Wounds in the discard pile" in texts
    _image, german = drawn(solo_map(), "de")
    assert any("Runde" in s.text and " von " in s.text for s in german)


@pytest.mark.parametrize("locale", ["en", "de"])
def test_the_legend_reads_on_a_phone_too(locale):
    with record_text_sizes() as sizes:
        legend_png(CATALOG, locale)
    assert sizes and not [s.text for s in sizes if s.on_phone < SMALLEST_ON_PHONE]


def test_the_band_has_room_for_many_heroes_units_and_enemies():
    view = full_map()
    for player in view["players"]:
        player["unit_cards"] = [{"unit": unit, "ready": False, "wounded": True} for unit in list(CATALOG.units)[:6]]
    face_up = [e for e in CATALOG.enemies][:30]
    view["enemies"] = {key: face_up[i:i + 3] for i, key in zip(range(0, 30, 3), view["enemies"])}
    picture = MapPicture(view, CATALOG, "en")
    image = picture.render()
    band, used = Band(picture).render()
    assert used < band.height and image.height == picture.map_height + used

"""The pictures: golden images of the gallery, and what every picture must hold or must never show.

Golden images live in tests/render/golden/. After a deliberate change of the look, rewrite them with
``ARBITER_UPDATE_GOLDEN=1 python -m pytest tests/render`` and look at every changed file before committing.
"""
from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from engine.mageknight.game import GAME
from render.mageknight import combat_png, hand_png, legend_png, map_png
from engine.mageknight.positions import build_position
from render.mageknight.gallery import GALLERY, combat_state, full_map, full_map_state, hand_state
from render.mageknight.combat import WIDTH as COMBAT_WIDTH
from render.mageknight.glyphs import ABILITY_GLYPHS
from render.mageknight.hand import WIDTH as HAND_WIDTH
from render.mageknight.map import WIDTH as MAP_WIDTH
from render.mageknight.site_icons import SITE_ICONS
from render.mageknight.texts import WORDS

CATALOG = GAME.catalog
GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("ARBITER_UPDATE_GOLDEN") == "1"
CHANNEL_TOLERANCE = 24  # per-channel difference still counted as the same pixel (font hinting, resampling)
DIFFERING_SHARE = 0.002  # at most this share of the pixels may differ by more


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


@pytest.fixture(scope="module")
def gallery() -> dict[str, bytes]:
    """Every gallery picture, drawn once for the module."""
    return {file_name: draw() for file_name, draw in GALLERY.items()}


@pytest.mark.parametrize("file_name", sorted(GALLERY))
def test_the_gallery_matches_its_golden_images(gallery, file_name):
    picture = decode(gallery[file_name]).convert("RGB")
    golden_path = GOLDEN / file_name
    if UPDATE or not golden_path.exists():
        if not UPDATE:
            pytest.fail(f"no golden image {golden_path}; run with ARBITER_UPDATE_GOLDEN=1 and look at it")
        GOLDEN.mkdir(exist_ok=True)
        golden_path.write_bytes(gallery[file_name])
    golden = Image.open(golden_path).convert("RGB")
    assert picture.size == golden.size
    difference = ImageChops.difference(picture, golden).convert("L").point(lambda v: 255 if v > CHANNEL_TOLERANCE else 0)
    differing = difference.histogram()[255] / (picture.width * picture.height)
    assert differing <= DIFFERING_SHARE, f"{file_name}: {differing:.2%} of the pixels differ from the golden image"


def test_the_gallery_names_say_what_each_picture_shows():
    kinds = {name.split("-")[0] for name in GALLERY}
    assert {"map", "combat", "hand", "offers", "score", "legend"} <= kinds


def test_every_picture_is_a_png_the_map_and_legend_have_the_phone_width_and_the_full_map_is_small(gallery):
    for file_name, png in gallery.items():
        assert png.startswith(b"\x89PNG"), file_name
        if file_name.startswith(("map-", "legend-")):  # read 400 px wide (tests/render/test_map_on_a_phone.py)
            assert decode(png).width == MAP_WIDTH, file_name
        else:
            assert decode(png).width >= 800, file_name  # drawn for a phone, as wide as their text needs (test_phone_floor.py)
    assert len(gallery["map-full-4-players-night.png"]) < 2 * 1024 * 1024


def test_the_same_view_draws_the_same_bytes():
    view = full_map()
    assert map_png(view, CATALOG) == map_png(view, CATALOG)


def test_the_map_looks_different_by_night():
    night_view = full_map()
    day_view = dict(night_view, time="day")
    night, day = decode(map_png(night_view, CATALOG)).convert("RGB"), decode(map_png(day_view, CATALOG)).convert("RGB")
    assert sum(night.resize((1, 1)).getpixel((0, 0))) < sum(day.resize((1, 1)).getpixel((0, 0)))


def test_a_hand_is_drawn_only_from_its_own_seats_view():
    state = build_position(CATALOG, {"seats": 2, "players": [{"hero": "tovak", "hand": ["march", "rage"]},
                                                             {"hero": "goldyx", "hand": ["fireball"]}]})
    own = GAME.view(state, 0)
    assert decode(hand_png(own, 0, CATALOG)).width == HAND_WIDTH
    with pytest.raises(ValueError):
        hand_png(own, 1, CATALOG)  # seat 0's view carries no hand of seat 1
    with pytest.raises(ValueError):
        hand_png(GAME.view(state, None), 0, CATALOG)


def test_a_hand_picture_does_not_depend_on_the_deck_order():
    state = hand_state()
    before = hand_png(GAME.view(state, 0), 0, CATALOG)
    state.players[0].deck.reverse()  # the deck order is secret
    assert hand_png(GAME.view(state, 0), 0, CATALOG) == before


def test_a_face_down_token_shows_its_colour_and_never_which_enemy_it_is():
    state = full_map_state()
    hidden = [token for tokens in state.map.enemies.values() for token in tokens if not token.face_up]
    assert hidden, "the full map has face-down tokens"
    before = map_png(GAME.view(state, 0), CATALOG)
    for token in hidden:  # another enemy of the same colour under the same back
        token.enemy = next(e.id for e in CATALOG.enemies_by_color[token.color] if e.id != token.enemy)
    assert map_png(GAME.view(state, 0), CATALOG) == before


def test_every_site_of_the_catalogue_has_an_icon():
    assert set(CATALOG.sites) <= set(SITE_ICONS)


def test_every_enemy_ability_and_resistance_has_a_glyph_and_a_legend_entry():
    used = {a for e in CATALOG.enemies.values() for a in e.abilities}
    used |= {f"{r}_resistance" for e in CATALOG.enemies.values() for r in e.resistances}
    assert used <= set(CATALOG.enemy_abilities), "every ability on a token is in the glossary the legend lists"
    assert set(CATALOG.enemy_abilities) <= set(ABILITY_GLYPHS)
    for locale in ("en", "de"):
        assert decode(legend_png(CATALOG, locale)).height > 1000


def test_the_combat_picture_needs_a_combat():
    state = combat_state()
    assert decode(combat_png(GAME.view(state, 0), CATALOG)).width == COMBAT_WIDTH
    state.turn.combat = None
    with pytest.raises(ValueError):
        combat_png(GAME.view(state, 0), CATALOG)


def test_every_word_has_english_and_german():
    assert all(english and german for english, german in WORDS.values())


def test_a_secret_dungeon_is_drawn_on_the_space_it_was_placed_on():
    view = GAME.view(GAME.create({"scenario": "first_reconnaissance"}, 2, 1), None)
    plain = map_png(view, GAME.catalog)
    key = next(iter(view["enemies"]), None) or "0,0"
    with_secret = map_png({**view, "secret_sites": {key: "dungeon"}}, GAME.catalog)
    assert with_secret != plain

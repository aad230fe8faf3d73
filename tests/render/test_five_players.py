"""Five Heroes (the Additional Player, Lost Legion §5.3) in every picture: five figures and five Shields on one space
stay within it as four do, and the score gives every Hero's name its column."""
from __future__ import annotations

from engine.mageknight.state import hex_key, parse_hex
from render.canvas import text_width
from render.mageknight.gallery import CATALOG, _view, five_players_state
from render.mageknight.map import MapPicture
from render.mageknight.score import MARGIN, SIZE, WIDTH, _widths
from render.mageknight.texts import name

PORTAL = hex_key(0, 0)


def city(view) -> str:
    """The gallery's Druid Nights: the five Heroes and their Shields in the friendly city."""
    return next(key for key, seats in view["shields"].items() if len(seats) == 5)


def lowest_piece(view, draw: str, space: str) -> float:
    """How far below the space's centre, in hex sizes, the lowest piece `draw` pastes there reaches."""
    picture = MapPicture(view, CATALOG, "en")
    cx, cy = picture.at(parse_hex(space))
    bottoms = []
    picture.paste = lambda image, center: bottoms.append(center[1] + image.height / 2 - cy) \
        if abs(center[0] - cx) < picture.size and abs(center[1] - cy) < picture.size else None
    getattr(picture, draw)()
    return max(bottoms) / picture.size


def test_five_heroes_on_one_space_reach_no_lower_than_four_and_stay_inside_it():
    state = five_players_state()
    five = _view(state)
    state.players[4].position = PORTAL
    lowest = lowest_piece(five, "draw_heroes", city(five))
    assert lowest <= lowest_piece(_view(state), "draw_heroes", city(five))
    assert lowest < 1  # the space's lowest corner is one hex size below its centre


def test_five_shields_on_one_space_reach_no_lower_than_four():
    five = _view(five_players_state())
    space = city(five)
    four = {**five, "shields": {**five["shields"], space: five["shields"][space][:4]}}
    assert lowest_piece(five, "draw_site_states", space) <= lowest_piece(four, "draw_site_states", space)


def test_the_score_gives_five_heroes_with_the_longest_names_their_columns():
    players = [{"hero": hero} for hero in ("wolfhawk", "braevalar", "norowas", "arythea", "goldyx")]
    for locale in ("en", "de"):
        label_w, column_w = _widths(players, CATALOG, locale)
        widest = max(text_width(name(CATALOG.heroes[p["hero"]].name, locale), SIZE, bold=True) for p in players)
        assert widest + 16 <= column_w
        assert label_w + 5 * column_w == WIDTH - 2 * MARGIN and label_w >= 150  # the labels keep room to wrap in

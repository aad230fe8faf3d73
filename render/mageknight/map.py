"""The map picture, made to be read on a phone: the revealed land, what stands on it, and below it a band with
the Heroes, the Source, the Round and the scenario's goal.

A phone shows a picture in a Discord channel ``PHONE_WIDTH`` (400) px wide, so the picture has one width and
every text on it is at least ``FLOOR`` px, the size that stays readable there (render/canvas.py measures it).
The map is cropped to the revealed tiles; where the next tile may go is a single small hex. On a small map
(or a zoomed crop, ``around``) every space carries its full label and every lone enemy its numbers; on a big
map the hexes are too small for that, so the centre hex names its tile, the others their position, tokens
show their back and element, and their numbers stand on bigger copies in the band, by space.

Tiles come from cached layers (render/mageknight/terrain.py); only the pieces that move are drawn each time.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from engine.mageknight.catalog import Catalog
from engine.mageknight.geometry import (Hex, MapLayout, distance, explore_slots, open_slots, parse_label, shown_label,
                                        space_at, space_label, tile_label, tile_spaces, within)
from engine.mageknight.state import parse_hex
from render.canvas import png_bytes, rounded_box, smallest_size, text, text_width, wrap
from render.mageknight.hexgrid import NORTH_ANGLE, SQRT3, hex_center, hex_corners
from render.mageknight.site_icons import site_icon
from render.mageknight.style import (CORE_BACK, COUNTRYSIDE_BACK, DAY_SKY, ENEMY_BACK, INK, MANA, MUTED, NIGHT_SKY, PANEL,
                                     PAPER, VOLKARE_GOLD)
from render.mageknight.terrain import space_colors, tile_layer, wall_mark
from render.mageknight.texts import name, word
from render.mageknight.tokens import (enemy_marker, enemy_token, hero_figure, is_face_down, readable_token, shield,
                                      token_color, volkare_figure)

WIDTH = 1000  # every map picture; a phone shows it at 40 %, and zoomed in at about its own size
FLOOR = smallest_size(WIDTH, bold=True)  # the smallest font size on the picture (render/canvas.py)
HEADING = int(FLOOR * 1.3)
MARGIN = 24
LARGEST_HEX, SMALLEST_HEX = 132, 36
AROUND_RADIUS = 2  # a zoomed crop shows the revealed spaces this many steps from the one asked for
SHELF_COLUMNS = 5


@dataclass(frozen=True)
class ExploreMark:
    center: Hex  # tile centre hex of the open position
    kind: str  # countryside | core: the back of the next tile
    direction: str | None  # the Explore direction of the Hero to act, if their Hero borders it


def explore_marks(view: dict[str, Any], catalog: Catalog, layout: MapLayout) -> list[ExploreMark]:
    """Open positions for the next tile (§6.5, §6.6); the acting Hero's own choices carry their direction. On a map
    dealt face down (Volkare's Quest) the face-down tiles themselves (face_down_tiles)."""
    kind = view.get("next_tile")
    if kind is None or not layout.tiles or view.get("face_down"):
        return []
    shape = catalog.map_shapes[view["map_shape"]]
    from_box = bool(view.get("next_tile_from_box"))
    directions: dict[Hex, str] = {}
    turn = view.get("turn")
    if turn is not None and view.get("combat") is None:
        position = view["players"][turn["seat"]]["position"]
        if position is not None:
            directions = {slot.center: slot.direction
                          for slot in explore_slots(layout, shape, parse_hex(position), kind, from_box=from_box)}
    return [ExploreMark(center, "core" if kind in ("core", "city") else "countryside", directions.get(center))
            for center in open_slots(layout, shape, kind, from_box=from_box)]


def face_down_tiles(view: dict[str, Any], catalog: Catalog, layout: MapLayout) -> list[ExploreMark]:
    """Each tile dealt face down (Volkare's Quest, LL §4.3.2) by its back; where the acting Hero may explore it, the
    direction to announce."""
    face_down = {parse_hex(key): kind for key, kind in (view.get("face_down") or {}).items()}
    directions: dict[Hex, str] = {}
    turn = view.get("turn")
    if face_down and turn is not None and view.get("combat") is None:
        position = view["players"][turn["seat"]]["position"]
        if position is not None:
            shape = catalog.map_shapes[view["map_shape"]]
            directions = {slot.center: slot.direction for kind in set(face_down.values())
                          for slot in explore_slots(layout, shape, parse_hex(position), kind) if slot.center in face_down}
    return [ExploreMark(center, kind, directions.get(center)) for center, kind in sorted(face_down.items())]


def _volkare_hex(view: dict[str, Any]) -> Hex | None:
    volkare = view.get("volkare")
    return parse_hex(volkare["position"]) if volkare and not volkare["defeated"] else None


def compass_word(direction: str, locale: str) -> str:
    """A compass direction as the locale writes it (German: O for East)."""
    east = word("compass", locale).split()[1]
    return direction.replace("E", east)


def _hex_box(hexes: list[Hex]) -> tuple[float, float, float, float]:
    """The pixel box of these hexes, for hexes of size 1."""
    xs, ys = zip(*(hex_center(h, 1) for h in hexes))
    return min(xs) - SQRT3 / 2, min(ys) - 1, max(xs) + SQRT3 / 2, max(ys) + 1


def label_style(size: int, tiles: list[str]) -> tuple[str, int]:
    """How the spaces are labelled at this hex size (terrain.space_label_text), and in which font size: full labels
    when the longest fits its hex at FLOOR (bigger where there is room, as on a zoomed crop), else tile and
    position apart, else the tile alone."""
    room = size * 1.2  # the hex's width where the label plate stands, less a margin
    longest = max((f"{tile_label(t)}-NW" for t in tiles), key=lambda label: text_width(label, FLOOR, True))
    for font_size in range(int(FLOOR * 1.4), FLOOR - 1, -1):
        if text_width(longest, font_size, True) + font_size * .6 <= room:
            return "full", font_size
    return ("split" if text_width("NW", FLOOR, True) + FLOOR * .6 <= room else "tile"), FLOOR


def _stars(image: Image.Image, box: tuple[int, int, int, int]) -> None:
    draw = ImageDraw.Draw(image)
    rng = random.Random(7)  # the same sky every time
    left, top, right, bottom = box
    for _ in range((right - left) * (bottom - top) // 6000):
        x, y, r = rng.randrange(left, right), rng.randrange(top, bottom), rng.choice((1, 1, 1, 2))
        draw.ellipse([x - r, y - r, x + r, y + r], fill=(200, 210, 240))


class MapPicture:
    """One map drawing: which hexes it shows, their size, and where the map's origin lies on the canvas."""

    def __init__(self, view: dict[str, Any], catalog: Catalog, locale: str, around: Hex | None = None):
        self.view, self.catalog, self.locale, self.around = view, catalog, locale, around
        self.layout = MapLayout.from_rows(view["tiles"])
        self.is_night = view["time"] == "night"
        self.face_down = face_down_tiles(view, catalog, self.layout)
        if around is None:
            self.marks = explore_marks(view, catalog, self.layout)
            shown = (list(self.layout.hexes) + [m.center for m in self.marks]
                     + [hex_ for mark in self.face_down for hex_ in tile_spaces(mark.center).values()])
        else:
            self.marks = []
            shown = [h for h in (around, *within(around, AROUND_RADIUS)) if h in self.layout]  # no empty sky
        self.volkare = _volkare_hex(view)
        if self.volkare is not None and around is None:
            shown.append(self.volkare)  # he may march through land not yet explored (Lost Legion §4.1.9)
        self.shown = set(shown)
        box = _hex_box(shown)
        width_units = box[2] - box[0]
        self.size = max(SMALLEST_HEX, min(LARGEST_HEX, int((WIDTH - 2 * MARGIN) / width_units) // 4 * 4))
        self.labels, self.label_size = label_style(self.size, [t.tile_id for t in self.layout.tiles])
        self.token = readable_token(catalog, FLOOR)  # a token holding its numbers at FLOOR
        self.detailed = self.labels == "full" and self.token <= self.size * 1.5  # within the hex's width (1.73)
        map_w, map_h = width_units * self.size, (box[3] - box[1]) * self.size
        self.map_height = int(map_h) + 2 * MARGIN
        self.origin = ((WIDTH - map_w) / 2 - box[0] * self.size, MARGIN - box[1] * self.size)
        # RGB, with pieces pasted through their own alpha: on an opaque canvas that is the same picture as
        # compositing, at a fraction of the time
        self.image = Image.new("RGB", (WIDTH, self.map_height), NIGHT_SKY if self.is_night else DAY_SKY)
        self.draw = ImageDraw.Draw(self.image)
        self.shelf: list[tuple[str, str]] = []  # (space label, token) of face-up enemies shown in the band

    def at(self, hex_: Hex) -> tuple[float, float]:
        x, y = hex_center(hex_, self.size)
        return x + self.origin[0], y + self.origin[1]

    def paste(self, picture: Image.Image, center: tuple[float, float]) -> None:
        """``picture`` centred on ``center``; what falls outside the canvas (a zoomed crop) is cut off."""
        self.image.paste(picture, (int(center[0] - picture.width / 2), int(center[1] - picture.height / 2)), picture)

    def render(self) -> Image.Image:
        if self.is_night:
            _stars(self.image, (0, 0, WIDTH, self.map_height))
        self.draw_explore_marks()
        self.draw_face_down_tiles()
        for tile_id, center in self.layout.tiles:
            if self.around is None or distance(center, self.around) <= AROUND_RADIUS + 3:
                layer = tile_layer(self.catalog, tile_id, self.size, self.is_night, self.labels, self.label_size,
                                   self.locale)
                self.paste(layer, self.at(center))
        if self.around is not None:
            self.draw_focus()
        self.draw_site_states()
        self.draw_enemies()
        self.draw_heroes()
        self.draw_volkare()
        if self.around is None:  # a zoomed crop is full to its corners; north is up on every map
            self.draw_compass()
        band, band_height = Band(self).render()
        picture = Image.new("RGB", (WIDTH, self.map_height + band_height))
        picture.paste(self.image)
        picture.paste(band, (0, self.map_height))  # the band's unused rest falls off the picture's edge
        return picture

    # --- on the map ---------------------------------------------------------------------------------

    def draw_explore_marks(self) -> None:
        """Each open position as one small hex of the next tile's back; the acting Hero's Explore direction on it."""
        for mark in self.marks:
            back = COUNTRYSIDE_BACK if mark.kind == "countryside" else CORE_BACK
            center = self.at(mark.center)
            self.draw.polygon(hex_corners(center, self.size * .8), fill=back, outline=(255, 255, 255), width=3)
            if mark.direction and text_width(mark.direction, FLOOR, True) < self.size * 1.3:
                text(self.draw, center, compass_word(mark.direction, self.locale), FLOOR, bold=True,
                     fill=(255, 255, 255), halo=INK, anchor="mm")

    def draw_face_down_tiles(self) -> None:
        """A face-down tile as its seven spaces in its back's colour; the Explore direction on it where the acting
        Hero may reveal it."""
        for mark in self.face_down:
            back = COUNTRYSIDE_BACK if mark.kind == "countryside" else CORE_BACK
            for hex_ in tile_spaces(mark.center).values():
                self.draw.polygon(hex_corners(self.at(hex_), self.size - 2), fill=back, outline=(255, 255, 255), width=2)
            if mark.direction and text_width(mark.direction, FLOOR, True) < self.size * 1.3:
                text(self.draw, self.at(mark.center), compass_word(mark.direction, self.locale), FLOOR, bold=True,
                     fill=(255, 255, 255), halo=INK, anchor="mm")

    def draw_focus(self) -> None:
        """A zoomed crop rings the space asked for."""
        self.draw.polygon(hex_corners(self.at(self.around), self.size - 3), outline=(250, 210, 60),
                          width=max(4, self.size // 16))

    def on_picture(self, by_space: dict[str, Any]) -> list[tuple[str, Any]]:
        """The entries of a hex-key mapping of the view on spaces this picture shows (a zoomed crop shows some)."""
        return [(key, value) for key, value in by_space.items() if parse_hex(key) in self.shown]

    def draw_site_states(self) -> None:
        s = self.size
        for key, _burned in self.on_picture(dict.fromkeys(self.view.get("burned", []))):
            cx, cy = self.at(parse_hex(key))
            r, width = s * .3, max(3, s // 10)
            self.draw.line([(cx - r, cy - r - s * .06), (cx + r, cy + r - s * .06)], fill=(170, 20, 20), width=width)
            self.draw.line([(cx - r, cy + r - s * .06), (cx + r, cy - r - s * .06)], fill=(170, 20, 20), width=width)
        for key, site in self.on_picture(self.view.get("secret_sites", {})):  # Dungeon Lords: a site no tile prints
            cx, cy = self.at(parse_hex(key))
            self.paste(site_icon(site, int(s * .66)), (cx, cy - s * .06))
        for key, level in self.on_picture(self.view.get("cities", {})):
            cx, cy = self.at(parse_hex(key))
            r = FLOOR * .75
            x, y = cx + s * .45, cy - s * .25
            self.draw.ellipse([x - r, y - r, x + r, y + r], fill=PAPER, outline=INK, width=2)
            text(self.draw, (x, y), str(level), FLOOR, bold=True, anchor="mm")
        for key, token in self.on_picture(self.view.get("ruins", {})):
            if token is not None:
                cx, cy = self.at(parse_hex(key))
                label = name(self.catalog.ruins_tokens[token].name, self.locale)
                if text_width(label, FLOOR, True) < s * 1.6:
                    text(self.draw, (cx, cy + s * .45), label, FLOOR, bold=True, fill=(255, 255, 255), halo=INK,
                         anchor="mm")
        heroes = self.view["players"]
        for key, seats in self.on_picture(self.view.get("shields", {})):
            cx, cy = self.at(parse_hex(key))
            step = s * .3 if len(seats) <= 4 else s * .9 / (len(seats) - 1)  # more overlap, no lower: a city of five
            for i, seat in enumerate(seats):
                color = self.catalog.heroes[heroes[seat]["hero"]].color
                self.paste(shield(color, int(s * .34)), (cx + s * .56, cy - s * .14 + i * step))

    def draw_enemies(self) -> None:
        """A lone enemy on a big enough hex shows its numbers; any other face-up enemy also goes to the band."""
        for key, tokens in self.on_picture(self.view["enemies"]):
            hex_ = parse_hex(key)
            if hex_ not in self.layout:
                continue
            cx, cy = self.at(hex_)
            has_site = space_at(self.layout, self.catalog, hex_).site is not None
            if self.detailed and len(tokens) == 1:
                size = max(self.token, int(self.size * .9))
                # below the label plate; over the lower part of a site's icon, whose top stays in view
                self.paste(enemy_token(self.catalog, tokens[0], size), (cx, cy + self.size * (.45 if has_site else .36)))
                continue
            label = space_label(self.layout, hex_)
            self.shelf += [(label, token) for token in tokens if not is_face_down(token)]
            marker = max(int(self.size * (.8 if len(tokens) == 1 else .6)), int(FLOOR * 1.7))
            columns = min(len(tokens), 2)
            rows = math.ceil(len(tokens) / columns)
            top = cy + self.size * .42 - (rows - 1) * marker * .35
            for i, token in enumerate(tokens):
                row, column = divmod(i, columns)
                in_row = min(columns, len(tokens) - row * columns)
                x = cx + (column - (in_row - 1) / 2) * marker * .85
                self.paste(enemy_marker(self.catalog, token, marker), (x, top + row * marker * .7))

    def hero_initial(self, hero, size: int) -> str:
        """The Hero's first letter on a figure ``size`` px tall, when it stays readable there."""
        return hero.name.en[0] if int(size * .34) >= FLOOR else ""

    def draw_heroes(self) -> None:
        by_space: dict[str, list[dict[str, Any]]] = {}
        for player in self.view["players"]:
            if player["position"] is not None and player["hero"]:
                by_space.setdefault(player["position"], []).append(player)
        for key, players in by_space.items():
            cx, cy = self.at(parse_hex(key))
            # up to four Heroes in two columns; five (the Additional Player, LL §5.3) in three, a little smaller,
            # so that the last row stays inside the space
            columns = 2 if len(players) <= 4 else 3
            figure = int(self.size * (.64 if columns == 2 else .5))
            for i, player in enumerate(players):
                hero = self.catalog.heroes[player["hero"]]
                x = cx - self.size * .52 + (i % columns) * figure * .6
                y = cy + self.size * .1 + (i // columns) * figure * .45
                self.paste(hero_figure(hero.color, self.hero_initial(hero, figure), figure), (x, y))

    def draw_volkare(self) -> None:
        """General Volkare's figure, on his space's right, ringed in his gold so he stands out from the Heroes; his
        troops fought before (face up) go to the band with the enemies, under his name."""
        if self.volkare is None or self.volkare not in self.shown:
            return
        self.shelf += [(word("volkare", self.locale), token["enemy"]) for token in self.view["volkare"]["army"]
                       if token["enemy"]]
        cx, cy = self.at(self.volkare)
        if self.volkare not in self.layout:  # unexplored land: a dark hex under him
            self.draw.polygon(hex_corners((cx, cy), self.size * .8), fill=ENEMY_BACK["volkare"])
        self.draw.polygon(hex_corners((cx, cy), self.size - 3), outline=VOLKARE_GOLD, width=max(4, self.size // 14))
        figure = int(self.size * .8)
        initial = "V" if int(figure * .34) >= FLOOR else ""
        self.paste(volkare_figure(initial, figure), (cx + self.size * .42, cy + self.size * .02))

    def draw_compass(self) -> None:
        """The tiles' north, turned with the map (render/mageknight/hexgrid.py), so positions and directions can be
        read."""
        r = FLOOR * 1.3
        cx, cy = MARGIN + r + FLOOR, self.map_height - MARGIN - r - FLOOR
        ink = (230, 230, 240) if self.is_night else INK
        self.draw.ellipse([cx - r, cy - r, cx + r, cy + r], outline=ink, width=3)
        north, east, south, west = word("compass", self.locale).split()
        for label, angle in ((north, NORTH_ANGLE), (east, NORTH_ANGLE - 90), (south, NORTH_ANGLE - 180),
                             (west, NORTH_ANGLE + 90)):
            dx, dy = math.cos(math.radians(angle)), -math.sin(math.radians(angle))
            if label == north:
                self.draw.polygon([(cx + dx * r * .9, cy + dy * r * .9), (cx - dy * r * .2, cy + dx * r * .2),
                                   (cx + dy * r * .2, cy - dx * r * .2)], fill=(200, 40, 40))
            text(self.draw, (cx + dx * (r + FLOOR * .6), cy + dy * (r + FLOOR * .6)), shown_label(label, self.locale), FLOOR, bold=True,
                 fill=ink, halo=(20, 26, 46) if self.is_night else DAY_SKY, anchor="mm")


class Band:
    """What the map cannot show, below it: the scenario, Round and goal, the Source, the Heroes, the Dummy,
    the enemies whose numbers did not fit on the map, and a key."""

    def __init__(self, picture: MapPicture):
        self.map, self.view, self.catalog, self.locale = picture, picture.view, picture.catalog, picture.locale
        # Taller than the band can get (the rest is cut off): the shelf's rows and the Heroes are what grows.
        rows = math.ceil(len(picture.shelf) / SHELF_COLUMNS)
        self.image = Image.new("RGB", (WIDTH, 1600 + rows * 12 * FLOOR + len(self.view["players"]) * 10 * FLOOR), PANEL)
        self.draw = ImageDraw.Draw(self.image)
        self.x, self.right = MARGIN + 8, WIDTH - MARGIN - 8

    def words(self, key: str, **values: Any) -> str:
        return word(key, self.locale).format(**values)

    def line(self, y: int, content: str, *, bold: bool = False, fill=INK, size: int = FLOOR) -> int:
        """Wrapped text from ``y``; returns the y below it."""
        for part in wrap(content, size, self.right - self.x, bold):
            text(self.draw, (self.x, y), part, size, bold=bold, fill=fill)
            y += int(size * 1.3)
        return y

    def render(self) -> tuple[Image.Image, int]:
        """The band, drawn on a canvas taller than it needs, and how much of it is used."""
        self.draw.line([0, 1, WIDTH, 1], fill=INK, width=3)
        y = MARGIN
        if self.map.around is not None:
            y = self.line(y, self.words("around", space=space_label(self.map.layout, self.map.around))
                          if self.map.around in self.map.layout else name(self.scenario.name, self.locale),
                          bold=True, size=HEADING)
        else:
            y = self.title(y)
            y = self.source(y + 6)
            y = self.heroes(y + 10)
        y = self.enemy_shelf(y + 6)
        y = self.key(y + 6)
        return self.image, y + MARGIN

    @property
    def scenario(self):
        return self.catalog.scenarios[self.view["scenario"]]

    def title(self, y: int) -> int:
        y = self.line(y, name(self.scenario.name, self.locale), bold=True, size=HEADING)
        time_word = word("night" if self.map.is_night else "day", self.locale)
        round_line = f"{self.words('round_of', round=self.view['round'], rounds=self.view['rounds'])} · {time_word}"
        y = self.line(y, round_line, bold=True, fill=(40, 50, 120) if self.map.is_night else (150, 100, 0))
        tiles = f"{self.view['tiles_left']} {word('tiles_left', self.locale)}"
        if self.view.get("next_tile"):
            kind = "core" if self.view["next_tile"] in ("core", "city") else "countryside"
            tiles += f" · {word('next_tile', self.locale)}: {word(kind, self.locale)}"
        y = self.line(y, tiles, fill=MUTED)
        return self.line(y, f"{word('goal', self.locale)}: {name(self.scenario.goal, self.locale)}")

    def source(self, y: int) -> int:
        label = word("source", self.locale)
        text(self.draw, (self.x, y), label, FLOOR, bold=True)
        die = int(FLOOR * 1.25)
        left = self.x + text_width(label, FLOOR, True) + FLOOR * .6
        for i, color in enumerate(self.view.get("source", [])):
            x = left + i * (die + 10)
            rounded_box(self.draw, (x, y - 2, x + die, y - 2 + die), fill=MANA[color], outline=INK, radius=6)
        return y + die + 10

    def heroes(self, y: int) -> int:
        turn = self.view.get("turn")
        order = self.view.get("order") or [p["seat"] for p in self.view["players"]]
        figure = int(FLOOR * 2)
        for seat in order:
            player = self.view["players"][seat]
            if not player["hero"]:
                continue
            hero = self.catalog.heroes[player["hero"]]
            top = y
            where = (shown_label(space_label(self.map.layout, parse_hex(player["position"])), self.locale)
                     if player["position"] else word("not_placed", self.locale))
            title = (f"{name(hero.name, self.locale)} · {word('fame', self.locale)} {player['fame']} · "
                     f"{word('level', self.locale)} {player['level']} · {where}")
            if turn is not None and turn["seat"] == seat:
                title += f"  ▶ {word('to_act', self.locale)}"
            lines = [(title, True), (self.possessions(player), False)]
            units = self.units(player)
            if units:
                lines.append((units, False))
            left = self.x + figure + 14
            wrapped = [(part, bold) for content, bold in lines for part in wrap(content, FLOOR, self.right - left, bold)]
            height = len(wrapped) * int(FLOOR * 1.3)
            if turn is not None and turn["seat"] == seat:
                rounded_box(self.draw, (self.x - 10, top - 6, self.right + 6, top + height + 4), fill=(250, 236, 190),
                            outline=(200, 150, 30), radius=10)
            portrait = hero_figure(hero.color, self.map.hero_initial(hero, figure), figure)
            self.image.paste(portrait, (self.x, top), portrait)
            for i, (part, bold) in enumerate(wrapped):
                text(self.draw, (left, top + i * int(FLOOR * 1.3)), part, FLOOR, bold=bold, fill=INK if bold else MUTED)
            y = top + max(height, figure) + 14
        dummy = self.view.get("dummy")
        if dummy and dummy.get("hero"):
            hero = self.catalog.heroes[dummy["hero"]]
            y = self.line(y, self.words("dummy_clock", hero=name(hero.name, self.locale), n=dummy["deck_size"]),
                          bold=True) + 6
        volkare = self.view.get("volkare")
        if volkare:
            y = self.volkare_lines(y, volkare)
        return y

    def volkare_lines(self, y: int, volkare: dict[str, Any]) -> int:
        """His army by colour (face down: only the colours are known, Lost Legion §3.2), his deck, his die; in his
        Camp instead of a City he has no deck, and is captured once his army is gone (LL §5.1)."""
        top = y
        figure = int(FLOOR * 2.4)
        portrait = volkare_figure("V" if int(figure * .34) >= FLOOR else "", figure)  # his letter only where readable
        self.image.paste(portrait, (self.x, top), portrait)
        counts = {}
        for token in volkare["army"]:
            counts[token["color"]] = counts.get(token["color"], 0) + 1
        army = ", ".join(f"{n} {word(color, self.locale)}" for color, n in counts.items()) or word("none", self.locale)
        lines = [(self.words("volkare_title", level=volkare["level"]), True),
                 (self.words("volkare_army", n=len(volkare["army"]), army=army), False),
                 (self.words("volkare_camp_captured" if volkare["defeated"] else "volkare_camp", n=len(volkare["army"]))
                  if volkare.get("camp") else self.words("volkare_deck", n=volkare["deck_size"]), False)]
        left = self.x + figure + 12
        for i, (line, bold) in enumerate(lines):
            text(self.draw, (left, top + i * int(FLOOR * 1.3)), line, FLOOR, bold=bold, fill=INK if bold else MUTED)
        return top + max(figure, len(lines) * int(FLOOR * 1.3)) + 14

    def possessions(self, player: dict[str, Any]) -> str:
        """Crystals, hand size and the Wounds everyone can see (the discard pile lies face up)."""
        crystals = [f"{count} {word(color, self.locale)}" for color, count in player["crystals"].items() if count]
        parts = [f"{word('crystals', self.locale)}: {', '.join(crystals) or word('none', self.locale)}",
                 self.words("in_hand", n=player["hand_size"])]
        if player.get("wounds_in_discard"):
            parts.append(self.words("wounds_discarded", n=player["wounds_in_discard"]))
        return " · ".join(parts)

    def units(self, player: dict[str, Any]) -> str:
        cards = player.get("unit_cards") or [{"unit": u, "ready": True, "wounded": False} for u in player["units"]]
        if not cards:
            return ""
        names = []
        for card in cards:
            states = [word(k, self.locale) for k, on in (("wounded", card["wounded"]), ("spent", not card["ready"]))
                      if on]
            unit = name(self.catalog.units[card["unit"]].name, self.locale)
            names.append(f"{unit} ({', '.join(states)})" if states else unit)
        return f"{word('units', self.locale)}: {', '.join(names)}"

    def enemy_shelf(self, y: int) -> int:
        """Face-up enemies the map shows only as markers, as big tokens with their space and name."""
        if not self.map.shelf:
            return y
        y = self.line(y, word("enemies_on_map", self.locale), bold=True) + 4
        cell = (self.right - self.x) // SHELF_COLUMNS
        token = self.map.token
        row_height = 0
        for i, (label, enemy) in enumerate(self.map.shelf):
            column = i % SHELF_COLUMNS
            if column == 0 and i:
                y += row_height
                row_height = 0
            x = self.x + column * cell
            picture = enemy_token(self.catalog, enemy, token)
            self.image.paste(picture, (int(x + (cell - token) / 2), y), picture)
            parts = [label] + wrap(name(self.catalog.enemies[enemy].name, self.locale), FLOOR, cell - 8)
            for j, part in enumerate(parts):
                text(self.draw, (x + cell / 2, y + token + 6 + j * int(FLOOR * 1.25)), part, FLOOR, bold=j == 0,
                     anchor="ma")
            row_height = max(row_height, token + 14 + len(parts) * int(FLOOR * 1.25))
        return y + row_height

    def key(self, y: int) -> int:
        """The marks of this map, then the sites on it, then how spaces are named."""
        marks = []
        tokens = [t for _key, tokens in self.map.on_picture(self.view["enemies"]) for t in tokens]
        marker = int(FLOOR * 1.5)
        backs = sorted({token_color(self.catalog, t) for t in tokens if is_face_down(t)})
        if backs:
            marks.append(([enemy_marker(self.catalog, f"?{c}", marker) for c in backs],
                          word("enemy_unknown", self.locale)))
        if self.map.on_picture(self.view.get("shields", {})):
            marks.append(([shield("white", marker)], word("shield", self.locale)))
        if self.map.on_picture(dict.fromkeys(self.view.get("burned", []))):
            marks.append(([], word("burned_site", self.locale)))
        if any(self.catalog.tiles[tile.tile_id].walls for tile in self.map.layout.tiles):
            marks.append(([wall_mark(marker)], word("wall", self.locale)))
        if self.map.marks:
            mark = Image.new("RGBA", (marker, marker), (0, 0, 0, 0))
            ImageDraw.Draw(mark).polygon(hex_corners((marker / 2, marker / 2), marker / 2), fill=COUNTRYSIDE_BACK,
                                         outline=INK)
            marks.append(([mark], word("explore_mark", self.locale)))
        for icons, label in marks:
            x = self.x
            for icon in icons:
                self.image.paste(icon, (int(x), y), icon)
                x += marker + 6
            if not icons:  # the burned monastery's red cross
                self.draw.line([(x, y), (x + marker, y + marker)], fill=(170, 20, 20), width=5)
                self.draw.line([(x, y + marker), (x + marker, y)], fill=(170, 20, 20), width=5)
                x += marker + 6
            text(self.draw, (x + 6, y + marker / 2), label, FLOOR, anchor="lm")
            y += marker + 10
        y = self.sites(y + 4)
        tiles = self.map.layout.tiles
        example = (space_label(self.map.layout, self.map.around) if self.map.around in self.map.layout
                   else f"{tile_label(tiles[min(1, len(tiles) - 1)].tile_id)}-NE" if tiles else "A-NE")
        return self.line(y + 6, self.words("map_hint", space=example), fill=MUTED)

    def sites(self, y: int) -> int:
        sites: dict[str, tuple[str, ...]] = {}
        for hex_ in sorted(self.map.shown & set(self.map.layout.hexes)):
            space = space_at(self.map.layout, self.catalog, hex_)
            if space.site and space.site not in sites:
                sites[space.site] = space_colors(space)
        if not sites:
            return y
        columns = 3
        column_w = (self.right - self.x) // columns
        icon = int(FLOOR * 1.4)
        for i, (site, colors) in enumerate(sorted(sites.items())):
            x, top = self.x + (i % columns) * column_w, y + (i // columns) * (icon + 8)
            picture = site_icon(site, icon, colors)
            self.image.paste(picture, (x, top), picture)
            label = wrap(name(self.catalog.sites[site].name, self.locale), FLOOR, column_w - icon - 16)[0]
            text(self.draw, (x + icon + 8, top + icon / 2), label, FLOOR, anchor="lm")
        return y + math.ceil(len(sites) / columns) * (icon + 8)


def draw_map(view: dict[str, Any], catalog: Catalog, locale: str = "en", around: str | None = None) -> Image.Image:
    """The map; ``around`` a space label: the zoomed crop around that space (ValueError if it is not on the map)."""
    layout = MapLayout.from_rows(view["tiles"])
    focus = None if around is None else parse_label(layout, around)
    return MapPicture(view, catalog, locale, focus).render()


def map_png(view: dict[str, Any], catalog: Catalog, locale: str = "en", around: str | None = None) -> bytes:
    """The map as ``view`` shows it (any seat's view: the map holds no secrets beyond face-down tokens)."""
    return png_bytes(draw_map(view, catalog, locale, around))

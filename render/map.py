"""The map picture: every revealed tile, what stands on it, where the next tile may go, and a key.

Tiles come from cached layers (render/terrain.py); only the pieces that move are drawn each time:
enemy tokens, Heroes, Shields, burned monasteries, city levels, face-up ruins tokens, explore marks.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from engine.mageknight.catalog import Catalog
from engine.mageknight.geometry import (MapLayout, explore_slots, open_slots, shown_label, space_at, space_label,
                                        tile_spaces)
from engine.mageknight.state import parse_hex
from render.canvas import png_bytes, rounded_box, text, wrap
from render.hexgrid import NORTH_ANGLE, hex_center, hex_corners
from render.site_icons import site_icon
from render.style import CORE_BACK, COUNTRYSIDE_BACK, DAY_SKY, INK, MUTED, NIGHT_SKY, PANEL, PAPER, font
from render.terrain import space_colors, tile_half_extent, tile_layer
from render.texts import name, word
from render.tokens import enemy_token, hero_figure, is_face_down, shield, token_color

MIN_WIDTH = 1600  # the architecture's budget: a map picture is at least 1600 px wide
MIN_HEIGHT = 900
SIDEBAR = 420
MARGIN = 24
MAP_ROOM = (1700, 1300)  # the most room the hexes get; a bigger map gets smaller hexes
LARGEST_HEX, SMALLEST_HEX = 76, 44


@dataclass(frozen=True)
class ExploreMark:
    center: tuple[int, int]  # tile centre hex of the open position
    kind: str  # countryside | core: the back of the next tile
    direction: str | None  # what the player to act types (explore dir=...), if their Hero borders it


def explore_marks(view: dict[str, Any], catalog: Catalog, layout: MapLayout) -> list[ExploreMark]:
    """Open positions for the next tile (§6.5, §6.6); the acting Hero's own choices carry their direction."""
    kind = view.get("next_tile")
    if kind is None or not layout.tiles:
        return []
    shape = catalog.map_shapes[view["map_shape"]]
    from_box = bool(view.get("next_tile_from_box"))
    directions: dict[tuple[int, int], str] = {}
    turn = view.get("turn")
    if turn is not None and view.get("combat") is None:
        position = view["players"][turn["seat"]]["position"]
        if position is not None:
            directions = {slot.center: slot.direction
                          for slot in explore_slots(layout, shape, parse_hex(position), kind, from_box=from_box)}
    return [ExploreMark(center, "core" if kind in ("core", "city") else "countryside", directions.get(center))
            for center in open_slots(layout, shape, kind, from_box=from_box)]


def _bounds(centers: list[tuple[int, int]]) -> tuple[float, float, float, float]:
    """The pixel box of tiles at these centres, for hexes of size 1."""
    half_w, half_h = tile_half_extent(1)
    xs, ys = zip(*(hex_center(c, 1) for c in centers))
    return min(xs) - half_w, min(ys) - half_h, max(xs) + half_w, max(ys) + half_h


def _hex_size(box: tuple[float, float, float, float]) -> int:
    width, height = box[2] - box[0], box[3] - box[1]
    fit = min(MAP_ROOM[0] / width, MAP_ROOM[1] / height)
    return max(SMALLEST_HEX, min(LARGEST_HEX, int(fit) // 4 * 4))  # steps of 4 px, so cached tiles are reused


def _stars(image: Image.Image, width: int, height: int) -> None:
    draw = ImageDraw.Draw(image)
    rng = random.Random(7)  # the same sky every time
    for _ in range(width * height // 6000):
        x, y, r = rng.randrange(width), rng.randrange(height), rng.choice((1, 1, 1, 2))
        draw.ellipse([x - r, y - r, x + r, y + r], fill=(200, 210, 240))


class MapPicture:
    """One map drawing: the layout, the hex size and where the map's origin lies on the canvas."""

    def __init__(self, view: dict[str, Any], catalog: Catalog, locale: str):
        self.view, self.catalog, self.locale = view, catalog, locale
        self.layout = MapLayout.from_rows(view["tiles"])
        self.marks = explore_marks(view, catalog, self.layout)
        self.is_night = view["time"] == "night"
        box = _bounds([t.center for t in self.layout.tiles] + [m.center for m in self.marks])
        self.size = _hex_size(box)
        map_w, map_h = (box[2] - box[0]) * self.size, (box[3] - box[1]) * self.size
        self.width = max(MIN_WIDTH, int(map_w) + SIDEBAR + 2 * MARGIN)
        self.height = max(MIN_HEIGHT, int(map_h) + 2 * MARGIN)
        room_w = self.width - SIDEBAR
        self.origin = ((room_w - map_w) / 2 - box[0] * self.size, (self.height - map_h) / 2 - box[1] * self.size)
        self.image = Image.new("RGBA", (self.width, self.height), (*(NIGHT_SKY if self.is_night else DAY_SKY), 255))
        self.draw = ImageDraw.Draw(self.image)

    def at(self, hex_: tuple[int, int]) -> tuple[float, float]:
        x, y = hex_center(hex_, self.size)
        return x + self.origin[0], y + self.origin[1]

    def paste(self, picture: Image.Image, center: tuple[float, float]) -> None:
        self.image.alpha_composite(picture, (int(center[0] - picture.width / 2), int(center[1] - picture.height / 2)))

    # --- layers -------------------------------------------------------------------------------------

    def render(self) -> Image.Image:
        if self.is_night:
            _stars(self.image, self.width - SIDEBAR, self.height)
        self.draw_explore_marks()
        for tile_id, center in self.layout.tiles:
            self.paste(tile_layer(self.catalog, tile_id, self.size, self.is_night, self.locale), self.at(center))
        self.draw_site_states()
        self.draw_enemies()
        self.draw_heroes()
        self.draw_compass()
        self.draw_sidebar()
        return self.image

    def draw_explore_marks(self) -> None:
        overlay = Image.new("RGBA", self.image.size, (0, 0, 0, 0))
        draw = ImageDraw.Draw(overlay)
        for mark in self.marks:
            back = COUNTRYSIDE_BACK if mark.kind == "countryside" else CORE_BACK
            for hex_ in tile_spaces(mark.center).values():
                draw.polygon(hex_corners(self.at(hex_), self.size - 3), fill=(*back, 90),
                             outline=(*back, 230), width=3)
        self.image.alpha_composite(overlay)
        for mark in self.marks:
            cx, cy = self.at(mark.center)
            lines = [word("explore", self.locale).upper(), word(mark.kind, self.locale)]
            if mark.direction:
                lines.append(f"dir={mark.direction}")
            for i, line in enumerate(lines):
                text(self.draw, (cx, cy + (i - (len(lines) - 1) / 2) * self.size * .36), line, int(self.size * .26),
                     bold=True, fill=(255, 255, 255), halo=INK, anchor="mm")

    def draw_site_states(self) -> None:
        s = self.size
        for key in self.view.get("burned", []):
            cx, cy = self.at(parse_hex(key))
            r = s * .3
            self.draw.line([(cx - r, cy - r - s * .06), (cx + r, cy + r - s * .06)], fill=(170, 20, 20), width=max(3, s // 10))
            self.draw.line([(cx - r, cy + r - s * .06), (cx + r, cy - r - s * .06)], fill=(170, 20, 20), width=max(3, s // 10))
            text(self.draw, (cx, cy + s * .42), word("burned", self.locale), int(s * .2), bold=True,
                 fill=(255, 255, 255), halo=(120, 10, 10), anchor="mm")
        for key, site in self.view.get("secret_sites", {}).items():  # Dungeon Lords: a site no tile prints
            cx, cy = self.at(parse_hex(key))
            self.paste(site_icon(site, int(s * .66)), (cx, cy - s * .06))
        for key, level in self.view.get("cities", {}).items():
            cx, cy = self.at(parse_hex(key))
            r = s * .17
            x, y = cx + s * .3, cy - s * .3
            self.draw.ellipse([x - r, y - r, x + r, y + r], fill=PAPER, outline=INK, width=2)
            text(self.draw, (x, y), str(level), int(s * .24), bold=True, anchor="mm")
        for key, token in self.view.get("ruins", {}).items():
            if token is not None:
                cx, cy = self.at(parse_hex(key))
                ruins = self.catalog.ruins_tokens[token]
                text(self.draw, (cx, cy + s * .3), name(ruins.name, self.locale), int(s * .17), bold=True,
                     fill=(255, 255, 255), halo=INK, anchor="mm")
        heroes = self.view["players"]
        for key, seats in self.view.get("shields", {}).items():
            cx, cy = self.at(parse_hex(key))
            for i, seat in enumerate(seats):
                color = self.catalog.heroes[heroes[seat]["hero"]].color
                self.paste(shield(color, int(s * .34)), (cx + s * .56, cy - s * .14 + i * s * .3))

    def draw_enemies(self) -> None:
        for key, tokens in self.view["enemies"].items():
            hex_ = parse_hex(key)
            if hex_ not in self.layout:
                continue
            cx, cy = self.at(hex_)
            has_site = space_at(self.layout, self.catalog, hex_).site is not None
            count = len(tokens)
            columns = 1 if count == 1 else 2 if count <= 4 else 3
            single = .72 if has_site else .9
            token_size = int(self.size * (single if count == 1 else .56 if count <= 4 else .42))
            rows = math.ceil(count / columns)
            top = cy + (self.size * .44 if has_site and count == 1 else self.size * .1) - (rows - 1) * token_size / 2
            for i, token in enumerate(tokens):
                row, column = divmod(i, columns)
                in_row = min(columns, count - row * columns)
                x = cx + (column - (in_row - 1) / 2) * token_size
                self.paste(enemy_token(self.catalog, token, token_size), (x, top + row * token_size))

    def draw_heroes(self) -> None:
        by_space: dict[str, list[dict[str, Any]]] = {}
        for player in self.view["players"]:
            if player["position"] is not None and player["hero"]:
                by_space.setdefault(player["position"], []).append(player)
        figure = int(self.size * .64)
        for key, players in by_space.items():
            cx, cy = self.at(parse_hex(key))
            for i, player in enumerate(players):
                hero = self.catalog.heroes[player["hero"]]
                x = cx - self.size * .52 + (i % 2) * figure * .6
                y = cy + self.size * .1 + (i // 2) * figure * .45
                self.paste(hero_figure(hero.color, hero.name.en[0], figure), (x, y))

    def draw_compass(self) -> None:
        """The tiles' north, turned with the map (render/hexgrid.py), so explore directions can be read."""
        cx, cy, r = 70, self.height - 70, 40
        ink = (230, 230, 240) if self.is_night else INK
        self.draw.ellipse([cx - r, cy - r, cx + r, cy + r], outline=ink, width=2)
        for label, angle in (("N", NORTH_ANGLE), ("E", NORTH_ANGLE - 90), ("S", NORTH_ANGLE - 180),
                             ("W", NORTH_ANGLE + 90)):
            dx, dy = math.cos(math.radians(angle)), -math.sin(math.radians(angle))
            if label == "N":
                self.draw.polygon([(cx + dx * r * .9, cy + dy * r * .9), (cx - dy * 7, cy + dx * 7),
                                   (cx + dy * 7, cy - dx * 7)], fill=(200, 40, 40))
            text(self.draw, (cx + dx * (r + 14), cy + dy * (r + 14)), shown_label(label, self.locale), 16, bold=True,
                 fill=ink, anchor="mm")

    # --- the key beside the map ----------------------------------------------------------------------

    def draw_sidebar(self) -> None:
        left = self.width - SIDEBAR
        self.draw.rectangle([left, 0, self.width, self.height], fill=PANEL)
        self.draw.line([left, 0, left, self.height], fill=INK, width=2)
        x, y = left + 20, 18
        scenario = self.catalog.scenarios[self.view["scenario"]]
        text(self.draw, (x, y), name(scenario.name, self.locale), 24, bold=True)
        y += 36
        time_word = word("night" if self.is_night else "day", self.locale)
        text(self.draw, (x, y), f"{word('round', self.locale)} {self.view['round']} · {time_word}", 22, bold=True,
             fill=(40, 50, 120) if self.is_night else (150, 100, 0))
        y += 32
        line = f"{self.view['tiles_left']} {word('tiles_left', self.locale)}"
        if self.view.get("next_tile"):
            kind = "core" if self.view["next_tile"] in ("core", "city") else "countryside"
            line += f" · {word('next_tile', self.locale)}: {word(kind, self.locale)}"
        text(self.draw, (x, y), line, 16, fill=MUTED)
        y += 34
        y = self._sidebar_heroes(x, y)
        y = self._sidebar_key(x, y + 10)
        hint = wrap(word("type_spaces", self.locale), 15, SIDEBAR - 40)
        for i, hint_line in enumerate(hint):
            text(self.draw, (x, self.height - 30 - (len(hint) - i) * 20), hint_line, 15, fill=MUTED)

    def _sidebar_heroes(self, x: int, y: int) -> int:
        text(self.draw, (x, y), word("heroes", self.locale), 20, bold=True)
        y += 30
        turn = self.view.get("turn")
        order = self.view.get("order") or [p["seat"] for p in self.view["players"]]
        for seat in order:
            player = self.view["players"][seat]
            if not player["hero"]:
                continue
            hero = self.catalog.heroes[player["hero"]]
            acting = turn is not None and turn["seat"] == seat
            if acting:
                rounded_box(self.draw, (x - 8, y - 4, self.width - 12, y + 50), fill=(250, 236, 190),
                            outline=(200, 150, 30), radius=8)
            self.image.alpha_composite(hero_figure(hero.color, hero.name.en[0], 40), (x, y + 2))
            title = name(hero.name, self.locale) + (f"  ▶ {word('to_act', self.locale)}" if acting else "")
            text(self.draw, (x + 50, y + 2), title, 18, bold=True)
            where = (shown_label(space_label(self.layout, parse_hex(player["position"])), self.locale)
                     if player["position"] else word("not_placed", self.locale))
            stats = (f"{word('fame', self.locale)} {player['fame']} · {word('level', self.locale)} {player['level']}"
                     f" · {where}")
            text(self.draw, (x + 50, y + 26), stats, 15, fill=MUTED)
            y += 58
        return y

    def _sidebar_key(self, x: int, y: int) -> int:
        text(self.draw, (x, y), word("on_this_map", self.locale), 20, bold=True)
        y += 32
        sites: dict[str, tuple[str, ...]] = {}
        for hex_ in self.layout.hexes:
            space = space_at(self.layout, self.catalog, hex_)
            if space.site and space.site not in sites:
                sites[space.site] = space_colors(space)
        column_w = (SIDEBAR - 40) // 2
        for i, (site, colors) in enumerate(sites.items()):
            cx, cy = x + (i % 2) * column_w, y + (i // 2) * 36
            self.image.alpha_composite(site_icon(site, 32, colors), (cx, cy))
            label = name(self.catalog.sites[site].name, self.locale)
            size = 15 if font(15).getlength(label) < column_w - 44 else 12
            text(self.draw, (cx + 38, cy + 16), label, size, anchor="lm")
        y += math.ceil(len(sites) / 2) * 36 + 10
        backs = sorted({token_color(self.catalog, t) for tokens in self.view["enemies"].values() for t in tokens
                        if is_face_down(t)})
        for i, color in enumerate(backs):
            self.image.alpha_composite(enemy_token(self.catalog, f"?{color}", 30), (x + i * 34, y))
        if backs:
            text(self.draw, (x + len(backs) * 34 + 6, y + 15), word("enemy_unknown", self.locale), 15, anchor="lm")
            y += 40
        sample = next((t for tokens in self.view["enemies"].values() for t in tokens if not is_face_down(t)), None)
        if sample:
            self.image.alpha_composite(enemy_token(self.catalog, sample, 56), (x, y))
            for i, line in enumerate(wrap(word("token_reading", self.locale), 15, SIDEBAR - 110)):
                text(self.draw, (x + 66, y + 8 + i * 19), line, 15)
            y += 64
        if self.view.get("shields"):
            self.image.alpha_composite(shield("white", 28), (x + 1, y))
            text(self.draw, (x + 38, y + 14), word("shield", self.locale), 15, anchor="lm")
            y += 36
        if self.marks:
            self.draw.polygon(hex_corners((x + 15, y + 15), 15), fill=COUNTRYSIDE_BACK, outline=INK)
            text(self.draw, (x + 38, y + 15), word("explore_mark", self.locale), 15, anchor="lm")
            y += 36
        return y


def draw_map(view: dict[str, Any], catalog: Catalog, locale: str = "en") -> Image.Image:
    return MapPicture(view, catalog, locale).render()


def map_png(view: dict[str, Any], catalog: Catalog, locale: str = "en") -> bytes:
    """The map as ``view`` shows it (any seat's view: the map holds no secrets beyond face-down tokens)."""
    return png_bytes(draw_map(view, catalog, locale))


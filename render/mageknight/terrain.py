"""Terrain hexes with a light texture, and whole map tiles as cached layers.

A tile layer (7 hexes, their texture, site icons and the space labels players type) depends only on the
tile, the hex size and Day or Night, so it is drawn once and reused by every later map picture.
"""
from __future__ import annotations

import random
import zlib
from PIL import Image, ImageDraw

from engine.mageknight.catalog import Catalog
from engine.mageknight.catalog.schemas.tiles import Space
from engine.mageknight.geometry import CENTER, POSITIONS, neighbours, shown_label, tile_label, tile_spaces
from render.canvas import drawing_cache, text, text_width
from render.mageknight.hexgrid import hex_center, hex_corners, shared_edge
from render.mageknight.site_icons import site_icon
from render.mageknight.style import INK, RGB, TERRAIN, UNKNOWN_TERRAIN, WALL_STONE, darker, mix, night

# A tile is drawn this much larger and reduced, for smooth edges (Pillow draws without anti-aliasing).
LAYER_SCALE = 2
LABEL_PLATE: RGB = (255, 252, 240)


def terrain_color(terrain: str, is_night: bool) -> RGB:
    color = TERRAIN.get(terrain, UNKNOWN_TERRAIN)
    return night(color) if is_night else color


def _texture(draw: ImageDraw.ImageDraw, terrain: str, center: tuple[float, float], size: float, base: RGB,
             seed: int) -> None:
    """A few marks that say the terrain even to someone who cannot tell the colours apart."""
    rng = random.Random(seed)  # seeded by the space: the same tile looks the same every time
    mark = darker(base, .78) if terrain not in ("lake", "ocean", "desert") else mix(base, (255, 255, 255), .35)
    width = max(1, int(size * .035))
    cx, cy = center
    spots = [(cx + size * (dx + rng.uniform(-.05, .05)), cy + size * (dy + rng.uniform(-.05, .05)))
             for dx, dy in ((-.5, -.2), (.5, -.2), (-.58, .3), (.58, .3), (-.28, .62), (.28, .62), (0, .74),
                            (-.3, -.48), (.3, -.48))]
    u = size * .1
    for x, y in spots:
        if terrain == "plains":
            draw.line([(x - u, y - u * .8), (x, y), (x + u, y - u * .8)], fill=mark, width=width)
        elif terrain == "hills":
            draw.arc([x - u * 1.6, y - u, x + u * 1.6, y + u * 1.4], 200, 340, fill=mark, width=width * 2)
        elif terrain == "forest":
            draw.polygon([(x, y - u * 1.6), (x + u, y + u * .4), (x - u, y + u * .4)], fill=darker(base, .62))
        elif terrain == "wasteland":
            draw.line([(x - u, y), (x - u * .3, y - u * .6), (x + u * .2, y + u * .3), (x + u, y - u * .2)],
                      fill=mark, width=width)
        elif terrain == "desert":
            draw.arc([x - u * 1.8, y - u * .6, x + u * 1.8, y + u * 1.4], 200, 340, fill=darker(base, .82),
                     width=width)
        elif terrain == "swamp":
            draw.line([(x - u, y), (x + u, y)], fill=mark, width=width)
            draw.line([(x, y), (x, y - u * 1.3)], fill=mark, width=width)
        elif terrain in ("lake", "ocean"):
            draw.arc([x - u * 1.4, y - u, x, y + u], 200, 340, fill=mark, width=width)
            draw.arc([x, y - u, x + u * 1.4, y + u], 200, 340, fill=mark, width=width)
        elif terrain == "mountain":
            draw.polygon([(x, y - u * 1.8), (x + u * 1.4, y + u * .6), (x - u * 1.4, y + u * .6)], fill=darker(base, .7))
            draw.polygon([(x, y - u * 1.8), (x + u * .45, y - u), (x - u * .45, y - u)], fill=(245, 245, 245))


def space_colors(space: Space) -> tuple[str, ...]:
    """The colours a site icon needs: a city's colour or a mine's crystal colour(s)."""
    if space.city:
        return (space.city,)
    return tuple(space.mine)


def space_label_text(tile_id: str, position: str, labels: str, locale: str = "en") -> str:
    """What a space's plate says: ``full`` labels name every space (``7-NE``); on a map too big for them
    (``split``) the centre names the tile (``7``) and the others their position (``NE``); ``tile``: only the tile.
    Read with the reader's compass ("7-NO" in German)."""
    if labels == "full":
        return shown_label(f"{tile_label(tile_id)}-{position}", locale)
    if position == CENTER:
        return tile_label(tile_id)
    return shown_label(position, locale) if labels == "split" else ""


@drawing_cache(maxsize=128, scale=1 / LAYER_SCALE)
def tile_layer(catalog: Catalog, tile_id: str, size: int, is_night: bool, labels: str = "full",
               label_size: int = 0, locale: str = "en") -> Image.Image:
    """The tile's 7 hexes as an RGBA image whose centre is the tile centre, with space labels ``labels``
    (``space_label_text``) in a font of ``label_size`` px (0: a fifth of the hex)."""
    big = size * LAYER_SCALE
    half_w, half_h = tile_half_extent(size)
    image = Image.new("RGBA", (int(2 * half_w) * LAYER_SCALE, int(2 * half_h) * LAYER_SCALE), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    tile = catalog.tiles[tile_id]
    spaces = tile_spaces((0, 0))
    origin = (image.width / 2, image.height / 2)
    for position in POSITIONS:
        space = tile.hexes[position]
        cx, cy = hex_center(spaces[position], big)
        center = (cx + origin[0], cy + origin[1])
        base = terrain_color(space.terrain, is_night)
        draw.polygon(hex_corners(center, big), fill=base, outline=darker(base, .6), width=max(1, big // 40))
        _texture(draw, space.terrain, center, big, base, zlib.crc32(f"{tile_id}-{position}".encode()))
    # The tile's rim, thicker than the lines between its spaces, so the tiles read as tiles.
    on_tile = set(spaces.values())
    for hex_ in spaces.values():
        for other in neighbours(hex_):
            if other not in on_tile:
                (x0, y0), (x1, y1) = shared_edge(hex_, other, big)
                draw.line([(x0 + origin[0], y0 + origin[1]), (x1 + origin[0], y1 + origin[1])], fill=(40, 34, 30),
                          width=max(2, big // 20))
    # Lost Legion walls (LL §2.1.1): a stone line along the edge between the two spaces, edged dark so that it reads
    # on a phone against every terrain, by Day and by Night.
    for a, b in tile.walls:
        (x0, y0), (x1, y1) = shared_edge(spaces[a], spaces[b], big)
        draw_wall(draw, [(x0 + origin[0], y0 + origin[1]), (x1 + origin[0], y1 + origin[1])], big)
    label_size = (label_size or int(size * .2)) * LAYER_SCALE
    for position in POSITIONS:
        cx, cy = hex_center(spaces[position], big)
        cx, cy = cx + origin[0], cy + origin[1]
        space = tile.hexes[position]
        if space.site:
            icon = site_icon(space.site, int(big * .66), space_colors(space))
            image.alpha_composite(icon, (int(cx - icon.width / 2), int(cy - icon.height / 2 - big * .06)))
        label = space_label_text(tile_id, position, labels, locale)
        if label:
            # The tile's own name reads dark on light plates of its positions, so the two are not mixed up.
            tile_name = labels != "full" and position == CENTER
            plate_w = text_width(label, label_size, True) / 2 + label_size * .3
            plate_h = label_size * .62
            ly = cy - big * .62
            draw.rounded_rectangle([cx - plate_w, ly - plate_h, cx + plate_w, ly + plate_h], radius=int(plate_h),
                                   fill=INK if tile_name else LABEL_PLATE, outline=INK, width=max(1, big // 60))
            text(draw, (cx, ly), label, label_size, bold=True, fill=LABEL_PLATE if tile_name else INK, anchor="mm")
    return image.resize((image.width // LAYER_SCALE, image.height // LAYER_SCALE), Image.Resampling.LANCZOS)


def draw_wall(draw: ImageDraw.ImageDraw, line: list[tuple[float, float]], size: float) -> None:
    """A wall along `line`, as thick as a hex of `size` wants it."""
    draw.line(line, fill=INK, width=max(6, int(size // 4)))
    draw.line(line, fill=WALL_STONE, width=max(3, int(size // 7)))


def wall_mark(size: int) -> Image.Image:
    """The map key's wall: a short stretch of one, `size` px square."""
    mark = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw_wall(ImageDraw.Draw(mark), [(size * .1, size * .8), (size * .9, size * .2)], size * .9)
    return mark


def tile_half_extent(size: int) -> tuple[float, float]:
    """Half the width and height of a tile's picture: its hexes reach this far from the tile centre."""
    corners = [corner for hex_ in tile_spaces((0, 0)).values() for corner in hex_corners(hex_center(hex_, size), size)]
    return max(abs(x) for x, _ in corners) + 2, max(abs(y) for _, y in corners) + 2

"""tiles.yaml: every map tile and its 7 spaces (§1.6, §2.4).

Positions are the tile-local hex directions C NE E SE SW W NW (axial offsets in NEIGHBOUR_OFFSETS);
tiles are never rotated, so a direction names the same hex on every tile.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.content import scalars
from engine.content.errors import DataError, key_path
from engine.content.frozen import FrozenMap, freeze, read_only
from engine.content.scalars import Fields

from . import common
from .. import vocabulary
from .common import FileDocument, Localized

# Axial (q, r) offsets of each position from the tile centre.
HEX_OFFSETS = {"C": (0, 0), "NE": (1, -1), "E": (1, 0), "SE": (0, 1), "SW": (-1, 1), "W": (-1, 0), "NW": (0, -1)}


@dataclass(frozen=True)
class Space:
    terrain: str
    site: str | None = None
    mine: tuple[str, ...] = ()  # crystal colour(s); a Lost Legion deep mine offers two
    city: str | None = None  # city colour
    rampaging: str | None = None  # enemy colour of the rampaging token placed on reveal


@dataclass(frozen=True)
class Tile:
    id: str
    name: Localized | None
    kind: str  # starting | countryside | core | city | volkare_camp
    number: int | None
    side: str | None  # A or B, starting tile only
    set: str
    hexes: Mapping[str, Space]  # position -> space, in the order C NE E SE SW W NW
    walls: tuple[tuple[str, str], ...] = ()  # Lost Legion: walls between these neighbouring hexes
    rule: str | None = None


_space = common.read_entry(lambda f: Space(
    terrain=f.required("terrain", scalars.identifier),
    site=f.optional("site", scalars.identifier),
    mine=f.optional("mine", scalars.list_of(common.basic_color, allow_single=True), ()),
    city=f.optional("city", common.basic_color),
    rampaging=f.optional("rampaging", common.enemy_color),
))


def _hexes(value: Any, path: str) -> Mapping[str, Space]:
    data = scalars.mapping(value, path)
    for position in data:
        if position not in HEX_OFFSETS:
            raise DataError(key_path(path, position),
                            f"unknown hex position {position!r} (allowed: {' '.join(vocabulary.HEX_POSITIONS)})")
    missing = [position for position in vocabulary.HEX_POSITIONS if position not in data]
    if missing:
        raise DataError(path, f"missing hex position(s) {' '.join(missing)}")
    return read_only({position: _space(data[position], key_path(path, position))
                      for position in vocabulary.HEX_POSITIONS})


def _adjacent(a: str, b: str) -> bool:
    (q1, r1), (q2, r2) = HEX_OFFSETS[a], HEX_OFFSETS[b]
    dq, dr = q1 - q2, r1 - r2
    return (dq, dr) in {(1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)}


def _wall(value: Any, path: str) -> tuple[str, str]:
    pair = scalars.list_of(scalars.one_of(HEX_OFFSETS, "hex position"))(value, path)
    if len(pair) != 2 or not _adjacent(*pair):
        raise DataError(path, f"a wall lies between two neighbouring hexes of the tile, got {list(pair)}")
    return pair[0], pair[1]


def _tile(fields: Fields) -> Tile:
    tile = Tile(
        id=fields.required("id", scalars.identifier),
        name=fields.optional("name", common.localized),
        kind=fields.required("kind", scalars.one_of(vocabulary.TILE_KINDS, "tile kind")),
        number=fields.optional("number", scalars.positive),
        side=fields.optional("side", scalars.one_of(("A", "B"), "tile side")),
        set=fields.required("set", common.set_name),
        hexes=fields.required("hexes", _hexes),
        walls=fields.optional("walls", scalars.list_of(_wall), ()),
        rule=common.common_fields(fields)["rule"],
    )
    if tile.kind == "starting" and tile.side is None:
        raise DataError(fields.path, "a starting tile needs 'side: A' or 'side: B'")
    if tile.kind != "starting" and tile.side is not None:
        raise DataError(f"{fields.path}.side", "only starting tiles have a side")
    if tile.kind in ("countryside", "core", "city") and tile.number is None:
        raise DataError(fields.path, f"a {tile.kind} tile needs its 'number'")
    return tile


@dataclass(frozen=True)
class Geometry:
    """How tiles fit together (tiles.yaml `coordinates`): axial hexes, fixed orientation."""
    positions: Mapping[str, tuple[int, int]]  # position -> axial offset from the tile centre
    tile_offsets: Mapping[str, tuple[int, int]]  # direction -> the neighbouring tile centre's offset
    details: Any  # the rest (distance formula, tile grid, wall rules), kept as written


def _pair(value: Any, path: str) -> tuple[int, int]:
    pair = scalars.list_of(scalars.integer)(value, path)
    if len(pair) != 2:
        raise DataError(path, f"expected [q, r], got {list(pair)}")
    return pair[0], pair[1]


def _geometry(value: Any, path: str) -> Geometry:
    fields = Fields(value, path)
    positions = fields.required("positions", lambda v, p: {k: _pair(x, f"{p}.{k}") for k, x in scalars.mapping(v, p).items()})
    if positions != HEX_OFFSETS:
        # The engine's hex maths (HEX_OFFSETS) and the data must agree on what NE, E ... mean.
        raise DataError(f"{path}.positions", f"positions differ from the engine's {HEX_OFFSETS}")
    offsets = fields.required("tile_offsets", lambda v, p: {k: _pair(x, f"{p}.{k}") for k, x in scalars.mapping(v, p).items()})
    details = {key: freeze(fields.optional(key, scalars.anything))
               for key in ("system", "distance", "orientation", "tile_grid", "walls")}
    fields.done()
    return Geometry(read_only(positions), read_only(offsets), FrozenMap(details))


@dataclass(frozen=True)
class TilesFile:
    tiles: tuple[Tile, ...]
    geometry: Geometry | None


def read_tiles(doc: FileDocument) -> TilesFile:
    if not doc.top_level(("tiles",), ("coordinates",)):
        return TilesFile((), None)
    return TilesFile(doc.entries("tiles", common.read_entry(_tile)), doc.read("coordinates", _geometry))

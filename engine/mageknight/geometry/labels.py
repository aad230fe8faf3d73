"""Names players type for spaces: ``<tile>-<position>``, e.g. ``7-NE``, ``C2-W``, ``A-C``.

The tile part is printed on the tile: ``A``/``B`` for the starting tile's sides, the Countryside
number ``1``..``14``, ``C1``..``C10`` for Core tiles (city tiles are Core tiles 5-8, §1.6) and ``V``
for Volkare's Camp. The position is the tile-local position C NE E SE SW W NW. Labels use only
``[A-Za-z0-9-]``, read without regard to case, and never change once a tile is placed.

Labels are notation: records and ``/game act`` read them the same in every language. A German reader sees
the German compass (O for Ost: NO, O, SO; German rulebook) through ``shown_label``, and may type it:
``notation_labels`` reads it back.

The tile part is derived from the tile id, whose shape the catalogue fixes (``starting_a``,
``countryside_7``, ``core_2``, ``volkare_camp_tile``); the tests check every tile of the catalogue.
"""
from __future__ import annotations

import re

from .hexes import POSITIONS, Hex
from .layout import MapLayout

_TILE_ID_LABELS = (
    (re.compile(r"starting_([ab])"), lambda m: m.group(1).upper()),
    (re.compile(r"countryside_([1-9][0-9]*)"), lambda m: m.group(1)),
    (re.compile(r"core_([1-9][0-9]*)"), lambda m: f"C{m.group(1)}"),
    (re.compile(r"volkare_camp(?:_tile)?"), lambda m: "V"),
)
_LABEL = re.compile(r"([A-Z0-9]+)-([A-Z]+)")
_EXAMPLES = "e.g. 7-NE, C2-W, A-C"
_EXAMPLES_DE = "z. B. 7-NO, C2-W, A-C"
# East is O (Ost) on the German compass; the other positions read the same (C, SW, W, NW).
GERMAN_COMPASS = {"NE": "NO", "E": "O", "SE": "SO"}
_FROM_GERMAN = {german: english for english, german in GERMAN_COMPASS.items()}
_TYPED_GERMAN = re.compile(r"\b((?:[ABV]|C?[1-9][0-9]?)-)(NO|SO|O)\b", re.IGNORECASE)


class LabelError(ValueError):
    """A label that names no space, with the reason in English and German for the player."""

    def __init__(self, en: str, de: str):
        super().__init__(en)
        self.en, self.de = en, de


def starting_tile_id(side: str) -> str:
    """The catalogue id of the starting tile lying with ``side`` (A or B) up (§2.5.1)."""
    if side not in ("A", "B"):
        raise ValueError(f"the starting tile has sides A and B, not {side!r}")
    return f"starting_{side.lower()}"


def tile_label(tile_id: str) -> str:
    """The short name of a tile: A, B, 1..14, C1..C10, V."""
    for pattern, label in _TILE_ID_LABELS:
        match = pattern.fullmatch(tile_id)
        if match:
            return label(match)
    raise ValueError(f"tile id {tile_id!r} has no label "
                     f"(expected starting_a/b, countryside_N, core_N, volkare_camp_tile)")


def space_label(layout: MapLayout, hex_: Hex) -> str:
    """The label of a placed space; ValueError if no tile covers ``hex_``."""
    found = layout.locate(hex_)
    if found is None:
        raise ValueError(f"hex {hex_} is not on the map")
    tile_id, position = found
    return f"{tile_label(tile_id)}-{position}"


def space_labels(layout: MapLayout) -> dict[str, Hex]:
    """Every space of the map by label, tile by tile in placement order (for menus and autocomplete)."""
    return {f"{tile_label(tile_id)}-{position}": layout.hex_of(tile_id, position)
            for tile_id, _ in layout.tiles for position in POSITIONS}


def shown_label(label: str, locale: str) -> str:
    """A space label ("7-NE") or a bare direction ("NE") as a reader of ``locale`` reads it: "7-NO" in German.
    Anything else comes back unchanged."""
    tile, dash, position = label.rpartition("-")
    if not locale.startswith("de") or position not in GERMAN_COMPASS or (dash and _LABEL.fullmatch(label) is None):
        return label
    return f"{tile}{dash}{GERMAN_COMPASS[position]}"


def notation_labels(text: str) -> str:
    """Labels typed with the German compass ("A-NO", "7-so") written in the notation ("A-NE", "7-SE")."""
    return _TYPED_GERMAN.sub(lambda m: f"{m.group(1).upper()}{_FROM_GERMAN[m.group(2).upper()]}", text)


def parse_label(layout: MapLayout, label: str) -> Hex:
    """The hex a label names on this map; LabelError (a ValueError) with a message for the player otherwise."""
    match = _LABEL.fullmatch(label.strip().upper())
    if match is None:
        raise LabelError(f"{label!r} is not a space: write <tile>-<position>, {_EXAMPLES}",
                         f"{label!r} ist kein Feld: schreibe <Teil>-<Position>, {_EXAMPLES_DE}")
    tile_part, position = match.groups()
    if position not in POSITIONS:
        raise LabelError(f"{label!r}: unknown position {position!r} (positions: {' '.join(POSITIONS)})",
                         f"{label!r}: unbekannte Position {position!r} (Positionen: "
                         f"{' '.join(shown_label(p, 'de') for p in POSITIONS)})")
    tiles = {tile_label(tile_id): tile_id for tile_id, _ in layout.tiles}
    if tile_part not in tiles:
        on_map = ", ".join(tiles)
        raise LabelError(f"{label!r}: there is no tile {tile_part} on the map (tiles on the map: {on_map or 'none'})",
                         f"{label!r}: auf der Karte liegt kein Teil {tile_part} (Teile auf der Karte: "
                         f"{on_map or 'keine'})")
    return layout.hex_of(tiles[tile_part], position)

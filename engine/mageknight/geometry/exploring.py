"""Where a new tile may go when a Hero explores (§6.5 exploring, §6.6 tile placement constraints).

``kind`` is the kind of the tile about to be revealed: the back of the top tile of the deck shows it
(green Countryside or brown Core, §2.4), and §6.6 treats the two differently. ``from_box`` marks a tile
taken from those removed at setup because the deck is empty (§6.6.4).
"""
from __future__ import annotations

from typing import NamedTuple

from engine.mageknight.catalog.schemas.scenarios import MapShape

from .hexes import DIRECTIONS, Hex, within
from .layout import MapLayout
from .lattice import locate_in_tile, neighbouring_center, neighbouring_centers
from .shapes import is_slot, placement_kind


class ExploreSlot(NamedTuple):
    direction: str  # from the tile the Hero stands on to the new tile (what the player announces, §6.5.3)
    center: Hex  # centre of the new tile


def touches_enough_tiles(layout: MapLayout, center: Hex, kind: str, *, from_box: bool = False) -> bool:
    """The adjacency rules of §6.6 for a tile of ``kind`` at the free position ``center``.

    - §6.6.4: a tile from the box must touch at least three tiles (to fill holes);
    - §6.6.2: a Core tile must touch at least two tiles;
    - §6.6.1: a Countryside tile must touch at least two tiles, or touch a tile that itself borders at
      least two other tiles.
    """
    touching = layout.touching_tiles(center)
    if from_box:
        return touching >= 3
    if touching >= 2:
        return True
    if placement_kind(kind) == "core":
        return False
    # decision: "a tile that borders at least two other tiles" counts the tiles already on the map, not
    # the new one; counting it would make the rule "touch a tile that touches one other", which nearly
    # every position meets. The German text agrees (§15.4) and so does yav/MageKnight validPlacement.
    return any(layout.touching_tiles(neighbour) >= 2
               for neighbour in neighbouring_centers(center) if not layout.is_free(neighbour))


def may_place(layout: MapLayout, shape: MapShape, center: Hex, kind: str, *, from_box: bool = False) -> bool:
    """True if a tile of ``kind`` may be added at ``center`` now, wherever the Heroes stand (§6.5.1, §6.6)."""
    if not layout.is_free(center) or not is_slot(shape, center, kind):
        return False
    if shape.area is None:
        # decision: on a predefined map the positions are fixed and the tiles "may be placed face down at
        # setup" (§13.7.10), i.e. they count as laid out already; the adjacency counts of §6.6 do not
        # apply, a fixed position only has to touch the map (which the Hero's space next to it ensures).
        return layout.touching_tiles(center) >= 1
    return touches_enough_tiles(layout, center, kind, from_box=from_box)


def open_slots(layout: MapLayout, shape: MapShape, kind: str = "countryside", *,
               from_box: bool = False) -> tuple[Hex, ...]:
    """Centres of every position where a tile of ``kind`` could be added now, sorted; () when the map is full."""
    candidates = {neighbour for center in layout.centers for neighbour in neighbouring_centers(center)}
    return tuple(sorted(center for center in candidates if may_place(layout, shape, center, kind, from_box=from_box)))


def explore_slots(layout: MapLayout, shape: MapShape, hero_hex: Hex, kind: str = "countryside", *,
                  from_box: bool = False, reach: int = 1) -> list[ExploreSlot]:
    """Where a Hero on ``hero_hex`` may reveal a tile of ``kind``, in DIRECTIONS order (§6.5.1, §6.6).

    A position qualifies if one of its spaces is adjacent to the Hero's space and a tile of that kind
    may legally go there. A space on a tile's rim borders two tile positions, so the answer has at most
    two entries; with two, the player announces one before the tile is revealed (§6.5.3). A Hero on a
    tile's centre borders none. ValueError if ``hero_hex`` is not on the map. ``reach`` 2: one of its spaces
    is up to 2 spaces away (Space Bending, Scouts); every such position still borders the Hero's tile.
    """
    if hero_hex not in layout:
        raise ValueError(f"hex {hero_hex} is not on the map")
    hero_tile = locate_in_tile(hero_hex)[0]
    bordering = {locate_in_tile(hex_)[0] for hex_ in within(hero_hex, reach)} - {hero_tile}
    slots = []
    for direction in DIRECTIONS:
        center = neighbouring_center(hero_tile, direction)
        if center in bordering and may_place(layout, shape, center, kind, from_box=from_box):
            slots.append(ExploreSlot(direction, center))
    return slots

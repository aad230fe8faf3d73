"""terrain.yaml: terrains and their Day/Night Move costs (§1.3.4, §6.3)."""
from __future__ import annotations

from dataclasses import dataclass

from engine.content import scalars
from engine.content.scalars import Fields

from . import common
from .common import FileDocument, Localized


@dataclass(frozen=True)
class Terrain:
    id: str
    name: Localized
    day_cost: int | None  # None: inaccessible (lake, mountain, sea; §6.3.2)
    night_cost: int | None
    set: str = "base"
    rule: str | None = None

    @property
    def passable(self) -> bool:
        return self.day_cost is not None or self.night_cost is not None

    def cost(self, night: bool) -> int | None:
        return self.night_cost if night else self.day_cost


def _costs(value, path) -> tuple[int | None, int | None]:
    fields = Fields(value, path)
    # Both keys must be written; null says "inaccessible" explicitly.
    day = fields.required("day", scalars.nullable(scalars.positive))
    night = fields.required("night", scalars.nullable(scalars.positive))
    fields.done()
    return day, night


def _terrain(fields: Fields) -> Terrain:
    day, night = fields.required("cost", _costs)
    extra = common.common_fields(fields)
    return Terrain(fields.required("id", scalars.identifier), fields.required("name", common.localized),
                   day, night, extra["set"], extra["rule"])


def read_terrain(doc: FileDocument) -> tuple[Terrain, ...]:
    if not doc.top_level(("terrains",)):
        return ()
    return doc.entries("terrains", common.read_entry(_terrain))

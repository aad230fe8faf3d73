"""units.yaml: regular and elite Units (§5.10, §7.4)."""
from __future__ import annotations

from dataclasses import dataclass

from engine.content import scalars
from engine.content.scalars import Fields

from . import common
from .. import vocabulary
from ..conditions import Condition
from ..effects import Effect
from .common import FileDocument, Localized


@dataclass(frozen=True)
class UnitAbility:
    text: Localized
    effect: Effect
    mana: str | None  # the mana colour that powers it, None when free
    when: Condition | None = None  # the only moments it may be used (common.timing)


@dataclass(frozen=True)
class Unit:
    id: str
    name: Localized
    tier: str  # regular | elite
    level: int
    cost: int  # Influence to recruit
    armor: int
    copies: int
    recruit_at: tuple[str, ...]  # site ids
    resistances: tuple[str, ...]
    abilities: tuple[UnitAbility, ...]
    set: str
    rule: str | None = None


_ability = common.read_entry(lambda f: UnitAbility(
    f.required("text", common.localized), f.required("effect", common.effect),
    f.optional("mana", common.mana_color), f.optional("when", common.timing)))


def _unit(fields: Fields) -> Unit:
    return Unit(
        id=fields.required("id", scalars.identifier),
        name=fields.required("name", common.localized),
        tier=fields.required("tier", scalars.one_of(vocabulary.UNIT_TIERS, "unit tier")),
        level=fields.required("level", scalars.positive),
        cost=fields.required("cost", scalars.positive),
        armor=fields.required("armor", scalars.positive),
        copies=fields.required("copies", scalars.positive),
        recruit_at=fields.required("recruit_at", common.ids),
        resistances=fields.optional("resistances", common.elements, ()),
        abilities=fields.required("abilities", scalars.list_of(_ability)),
        set=fields.required("set", common.set_name),
        rule=common.common_fields(fields)["rule"],
    )


def read_units(doc: FileDocument) -> tuple[Unit, ...]:
    if not doc.top_level(("units",)):
        return ()
    return doc.entries("units", common.read_entry(_unit))

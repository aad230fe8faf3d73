"""cities.yaml: the four city colours (defender bonus, what they offer) and their garrisons (§8.12)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.content import scalars
from engine.content.errors import DataError, key_path
from engine.content.frozen import read_only
from engine.content.scalars import Fields

from . import common
from .common import FileDocument, Localized
from .interactions import Interaction, interaction

CITY_LEVELS = range(1, 12)  # §13.6.8: city levels 1-11


@dataclass(frozen=True)
class DefenderModifier:
    """A city colour's bonus to its defenders, limited to attacks of some elements if given."""
    attack_elements: tuple[str, ...] = ()  # empty: every defender
    attack: int = 0
    armor: int = 0
    add_ability: str | None = None  # an enemy ability id from the glossary


@dataclass(frozen=True)
class DefenderBonus:
    text: Localized
    modifiers: tuple[DefenderModifier, ...]


@dataclass(frozen=True)
class City:
    id: str
    color: str
    name: Localized
    set: str
    defender_bonus: DefenderBonus
    interactions: tuple[Interaction, ...]
    rule: str | None = None


_modifier = common.read_entry(lambda f: DefenderModifier(
    attack_elements=f.optional("attack_element", scalars.list_of(common.element, allow_single=True), ()),
    attack=f.optional("attack", scalars.integer, 0),
    armor=f.optional("armor", scalars.integer, 0),
    add_ability=f.optional("add_ability", scalars.identifier),
))

_bonus = common.read_entry(lambda f: DefenderBonus(f.required("text", common.localized),
                                                   f.required("modifiers", scalars.list_of(_modifier))))


def _city(fields: Fields) -> City:
    return City(
        id=fields.required("id", scalars.identifier),
        color=fields.required("color", common.basic_color),
        name=fields.required("name", common.localized),
        set=fields.required("set", common.set_name),
        defender_bonus=fields.required("defender_bonus", _bonus),
        interactions=fields.optional("interactions", scalars.list_of(interaction), ()),
        rule=common.common_fields(fields)["rule"],
    )


def _garrisons(value: Any, path: str) -> Mapping[str, Mapping[int, tuple[str, ...]]]:
    """city colour -> city level (1-11) -> the enemy token colours drawn as its defenders."""
    by_color = {}
    for color, levels in scalars.mapping(value, path).items():
        where = key_path(path, color)
        common.basic_color(color, path)
        by_level = {}
        for level, tokens in scalars.mapping_any_keys(levels, where).items():
            if isinstance(level, bool) or not isinstance(level, int) or level not in CITY_LEVELS:
                raise DataError(where, f"city levels are the integers 1-11, got {level!r}")
            by_level[level] = scalars.list_of(common.enemy_color)(tokens, f"{where}.{level}")
        missing = [level for level in CITY_LEVELS if level not in by_level]
        if missing:
            raise DataError(where, f"missing city level(s) {', '.join(map(str, missing))}")
        by_color[color] = read_only(dict(sorted(by_level.items())))
    return read_only(by_color)


@dataclass(frozen=True)
class CitiesFile:
    cities: tuple[City, ...]
    garrisons: Mapping[str, Mapping[int, tuple[str, ...]]]


def read_cities(doc: FileDocument) -> CitiesFile:
    if not doc.top_level(("cities", "garrisons")):
        return CitiesFile((), read_only({}))
    cities = doc.entries("cities", common.read_entry(_city))
    garrisons = doc.read("garrisons", _garrisons, read_only({}))
    colors = {city.color for city in cities}
    for color in garrisons:
        if color not in colors:
            doc.report(DataError(f"garrisons.{color}", f"no city of colour '{color}' in 'cities'"))
    for i, city in enumerate(cities):
        if garrisons and city.color not in garrisons:
            doc.report(DataError(f"cities[{i}]", f"no garrisons for the {city.color} city"))
    return CitiesFile(cities, garrisons)

"""Modifiers: rule or value changes that last for the turn, the combat or the round.

§5.5.3: unless stated otherwise a change lasts until the end of the current turn, so a modifier
without ``duration`` lasts for the ``turn``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Union

from engine.content import scalars
from engine.content.errors import DataError
from engine.content.located import located
from engine.content.scalars import Fields

from . import vocabulary

_element = scalars.one_of(vocabulary.ELEMENTS, "element")
_range = scalars.one_of(vocabulary.ATTACK_RANGES, "attack range")
_terrain_names = scalars.list_of(scalars.identifier, allow_single=True)


@dataclass(frozen=True)
class TerrainCost:
    """Change Move costs of ``terrain`` (a terrain id, or ``all``): ``add`` to it or ``set`` it."""
    terrain: str
    add: int | None
    set: int | None
    min: int | None
    at: str = located()


@dataclass(frozen=True)
class TerrainPassable:
    terrains: tuple[str, ...]
    cost: int | None
    at: str = located()


@dataclass(frozen=True)
class SafeTerrain:
    terrains: tuple[str, ...]
    at: str = located()


@dataclass(frozen=True)
class NoProvoke:
    pass


@dataclass(frozen=True)
class AttackBonus:
    amount: int
    range: str | None
    element: str | None
    first_card_only: bool


@dataclass(frozen=True)
class BlockBonus:
    amount: int
    element: str | None
    first_card_only: bool


@dataclass(frozen=True)
class MoveBonus:
    """Move +amount on every Move effect this turn, or only the next one (``first_card_only``)."""
    amount: int
    first_card_only: bool = False


@dataclass(frozen=True)
class InfluenceBonus:
    amount: int
    first_card_only: bool = False


@dataclass(frozen=True)
class SidewaysValue:
    value: int
    card_color: str | None
    as_: tuple[str, ...]


@dataclass(frozen=True)
class Convert:
    source: str  # "from" in YAML
    target: str  # "to" in YAML
    rate: int
    range: str | None
    element: str | None


@dataclass(frozen=True)
class UnitBonus:
    attack: int
    block: int
    armor: int


@dataclass(frozen=True)
class UnitResistance:
    element: str


@dataclass(frozen=True)
class NoUnitDamage:
    pass


@dataclass(frozen=True)
class HandLimit:
    amount: int


@dataclass(frozen=True)
class InteractionBonus:
    amount: int


@dataclass(frozen=True)
class ManaAnyColor:
    colors: tuple[str, ...]


@dataclass(frozen=True)
class ExtraSourceDie:
    count: int


@dataclass(frozen=True)
class RuleChange:
    """A named rule change the engine implements; the name is checked like a hook name."""
    name: str
    at: str = located()


Change = Union[TerrainCost, TerrainPassable, SafeTerrain, NoProvoke, AttackBonus, BlockBonus,
               MoveBonus, InfluenceBonus, SidewaysValue, Convert, UnitBonus, UnitResistance,
               NoUnitDamage, HandLimit, InteractionBonus, ManaAnyColor, ExtraSourceDie, RuleChange]


@dataclass(frozen=True)
class Modifier:
    duration: str
    change: Change


def _terrain_cost(f: Fields) -> TerrainCost:
    terrain = f.required("terrain", scalars.identifier)
    add = f.optional("add", scalars.integer)
    set_to = f.optional("set", scalars.count)
    if (add is None) == (set_to is None):
        raise DataError(f.path, "terrain_cost needs exactly one of 'add' and 'set'")
    return TerrainCost(terrain, add, set_to, f.optional("min", scalars.count), at=f.path)


def _attack_bonus(f: Fields) -> AttackBonus:
    return AttackBonus(f.required("amount", scalars.integer), f.optional("range", _range),
                       f.optional("element", _element), f.optional("first_card_only", scalars.boolean, False))


def _block_bonus(f: Fields) -> BlockBonus:
    return BlockBonus(f.required("amount", scalars.integer), f.optional("element", _element),
                      f.optional("first_card_only", scalars.boolean, False))


def _sideways(f: Fields) -> SidewaysValue:
    as_ = f.optional("as", scalars.list_of(scalars.one_of(vocabulary.SIDEWAYS_AS, "sideways use"),
                                           allow_single=True), tuple(sorted(vocabulary.SIDEWAYS_AS)))
    return SidewaysValue(f.required("value", scalars.count),
                         f.optional("card_color", scalars.one_of(vocabulary.DEED_CARD_COLORS, "card colour")),
                         as_)


def _convert(f: Fields) -> Convert:
    return Convert(f.required("from", scalars.one_of(vocabulary.CONVERT_FROM, "convert source")),
                   f.required("to", scalars.one_of(vocabulary.CONVERT_TO, "convert target")),
                   f.optional("rate", scalars.positive, 1), f.optional("range", _range),
                   f.optional("element", _element))


def _unit_bonus(f: Fields) -> UnitBonus:
    bonus = UnitBonus(f.optional("attack", scalars.integer, 0), f.optional("block", scalars.integer, 0),
                      f.optional("armor", scalars.integer, 0))
    if bonus == UnitBonus(0, 0, 0):
        raise DataError(f.path, "unit_bonus needs at least one of 'attack', 'block', 'armor'")
    return bonus


_MODIFIER_TYPES: dict[str, Callable[[Fields], Change]] = {
    "terrain_cost": _terrain_cost,
    "terrain_passable": lambda f: TerrainPassable(f.required("terrain", _terrain_names),
                                                  f.optional("cost", scalars.count), at=f.path),
    "safe_terrain": lambda f: SafeTerrain(f.required("terrain", _terrain_names), at=f.path),
    "no_provoke": lambda f: NoProvoke(),
    "attack_bonus": _attack_bonus,
    "block_bonus": _block_bonus,
    "move_bonus": lambda f: MoveBonus(f.required("amount", scalars.integer),
                                      f.optional("first_card_only", scalars.boolean, False)),
    "influence_bonus": lambda f: InfluenceBonus(f.required("amount", scalars.integer),
                                                f.optional("first_card_only", scalars.boolean, False)),
    "sideways_value": _sideways,
    "convert": _convert,
    "unit_bonus": _unit_bonus,
    "unit_resistance": lambda f: UnitResistance(f.required("element", _element)),
    "no_unit_damage": lambda f: NoUnitDamage(),
    "hand_limit": lambda f: HandLimit(f.required("amount", scalars.integer)),
    "interaction_bonus": lambda f: InteractionBonus(f.required("amount", scalars.integer)),
    "mana_any_color": lambda f: ManaAnyColor(f.optional(
        "colors", scalars.list_of(scalars.one_of(vocabulary.MANA_COLORS, "mana colour"), allow_single=True),
        ())),
    "extra_source_die": lambda f: ExtraSourceDie(f.optional("count", scalars.positive, 1)),
    "rule": lambda f: RuleChange(f.required("name", scalars.identifier), at=f.path),
}

MODIFIER_TYPES = frozenset(_MODIFIER_TYPES)


def parse_modifier(value: Any, path: str) -> Modifier:
    fields = Fields(value, path)
    kind = fields.required("type", scalars.text)
    if kind not in _MODIFIER_TYPES:
        raise DataError(f"{path}.type", f"unknown modifier type {kind!r}")
    duration = fields.optional("duration", scalars.one_of(vocabulary.MODIFIER_DURATIONS, "duration"), "turn")
    change = _MODIFIER_TYPES[kind](fields)
    fields.done()
    return Modifier(duration, change)

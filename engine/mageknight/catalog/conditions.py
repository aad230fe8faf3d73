"""Conditions for `if` effects (docs/data-format.md, "Conditions").

A condition is a bare word (``day``) or a mapping with exactly one key (``{terrain: [forest]}``).
Terrain and site names are checked against terrain.yaml and sites.yaml by references.py, because
this parser knows no files.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from engine.content import scalars
from engine.content.errors import DataError, key_path
from engine.content.located import located

from . import vocabulary


@dataclass(frozen=True)
class Flag:
    """day, night, in_combat, not_in_combat, underground (Night rules apply in dungeons and tombs)."""
    name: str


@dataclass(frozen=True)
class InPhase:
    """The combat is in this phase (§8.3)."""
    phase: str


@dataclass(frozen=True)
class OnTerrain:
    """The space the hero stands on has one of these terrains."""
    terrains: tuple[str, ...]
    at: str = located()


@dataclass(frozen=True)
class AtSite:
    sites: tuple[str, ...]
    at: str = located()


@dataclass(frozen=True)
class Not:
    condition: "Condition"


@dataclass(frozen=True)
class AnyOf:
    conditions: tuple["Condition", ...]


@dataclass(frozen=True)
class AllOf:
    conditions: tuple["Condition", ...]


@dataclass(frozen=True)
class WoundsInHandAtLeast:
    count: int


@dataclass(frozen=True)
class ManaPaid:
    """The effect was powered with mana of this colour."""
    color: str


Condition = Union[Flag, InPhase, OnTerrain, AtSite, Not, AnyOf, AllOf, WoundsInHandAtLeast, ManaPaid]

_names = scalars.list_of(scalars.identifier, allow_single=True)


def _conditions(value: Any, path: str) -> tuple[Condition, ...]:
    items = scalars.list_of(parse_condition)(value, path)
    if not items:
        raise DataError(path, "expected at least one condition")
    return items


_KEYED = {
    "phase": lambda v, p: InPhase(scalars.one_of(vocabulary.COMBAT_PHASES, "combat phase")(v, p)),
    "terrain": lambda v, p: OnTerrain(_names(v, p), at=p),
    "site": lambda v, p: AtSite(_names(v, p), at=p),
    "not": lambda v, p: Not(parse_condition(v, p)),
    "any": lambda v, p: AnyOf(_conditions(v, p)),
    "all": lambda v, p: AllOf(_conditions(v, p)),
    "wounds_in_hand_at_least": lambda v, p: WoundsInHandAtLeast(scalars.positive(v, p)),
    "mana_paid": lambda v, p: ManaPaid(scalars.one_of(vocabulary.MANA_COLORS, "mana colour")(v, p)),
}

CONDITION_KINDS = frozenset(vocabulary.FLAG_CONDITIONS | _KEYED.keys())


def parse_condition(value: Any, path: str) -> Condition:
    if isinstance(value, str):
        if value not in vocabulary.FLAG_CONDITIONS:
            raise DataError(path, f"unknown condition {value!r}")
        return Flag(value)
    data = scalars.mapping(value, path)
    if len(data) != 1:
        raise DataError(path, f"a condition is a word or a mapping with one key, got keys {sorted(data)}")
    (kind, argument), = data.items()
    if kind not in _KEYED:
        raise DataError(path, f"unknown condition {kind!r}")
    return _KEYED[kind](argument, key_path(path, kind))

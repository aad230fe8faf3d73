"""`target_enemy`: effects that act on enemies in combat (§8.4).

The engine applies the §8.4.2 resistance rules and Arcane Immunity itself, so the data only says
which enemies may be picked and what happens to them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from engine.content import scalars
from engine.content.errors import DataError, index_path, key_path
from engine.content.scalars import Fields

from . import vocabulary


@dataclass(frozen=True)
class NotFortified:
    pass


@dataclass(frozen=True)
class NotResistant:
    elements: tuple[str, ...]


@dataclass(frozen=True)
class MaxArmor:
    armor: int


@dataclass(frozen=True)
class NotArcaneImmune:
    pass


EnemyFilter = Union[NotFortified, NotResistant, MaxArmor, NotArcaneImmune]


@dataclass(frozen=True)
class ChangeArmor:
    """Armor changes by ``amount`` (negative to weaken), never below 1."""
    amount: int


@dataclass(frozen=True)
class ChangeAttack:
    """Each attack changes by ``amount``, never below 0."""
    amount: int


@dataclass(frozen=True)
class EnemyFlag:
    """skip_attack, lose_fortification, lose_resistances, destroy_if_blocked, defeat, defeat_no_fame."""
    name: str


EnemyEffect = Union[ChangeArmor, ChangeAttack, EnemyFlag]

ENEMY_FLAGS = frozenset({"skip_attack", "lose_fortification", "lose_resistances", "destroy_if_blocked",
                         "defeat", "defeat_no_fame"})
ENEMY_EFFECT_KINDS = ENEMY_FLAGS | {"armor", "attack"}
ENEMY_FILTER_KINDS = frozenset({"not_fortified", "not_resistant", "max_armor", "not_arcane_immune"})


@dataclass(frozen=True)
class TargetEnemy:
    count: str  # "one" or "all"
    filters: tuple[EnemyFilter, ...]
    effects: tuple[EnemyEffect, ...]


def _one_filter(value: Any, path: str) -> EnemyFilter:
    if value == "not_fortified":
        return NotFortified()
    if value == "not_arcane_immune":
        return NotArcaneImmune()
    if isinstance(value, str):
        raise DataError(path, f"unknown enemy filter {value!r}")
    data = scalars.mapping(value, path)
    if len(data) != 1:
        raise DataError(path, f"an enemy filter is a word or a mapping with one key, got keys {sorted(data)}")
    (kind, argument), = data.items()
    where = key_path(path, kind)
    if kind == "not_resistant":
        return NotResistant(scalars.list_of(scalars.one_of(vocabulary.ELEMENTS, "element"),
                                            allow_single=True)(argument, where))
    if kind == "max_armor":
        return MaxArmor(scalars.positive(argument, where))
    if kind in ("not_fortified", "not_arcane_immune") and argument is True:
        return NotFortified() if kind == "not_fortified" else NotArcaneImmune()
    raise DataError(path, f"unknown enemy filter {kind!r}")


def _filters(value: Any, path: str) -> tuple[EnemyFilter, ...]:
    # One filter is the contract's form; a list of them means all must hold.
    return scalars.list_of(_one_filter, allow_single=True)(value, path)


def _enemy_effect(kind: str, argument: Any, path: str) -> EnemyEffect:
    if kind == "armor":
        return ChangeArmor(scalars.integer(argument, path))
    if kind == "attack":
        return ChangeAttack(scalars.integer(argument, path))
    if kind in ENEMY_FLAGS:
        if argument is not True:
            raise DataError(path, f"'{kind}' takes the value true, got {argument!r}")
        return EnemyFlag(kind)
    raise DataError(path, f"unknown enemy effect {kind!r}")


def _enemy_effects(value: Any, path: str) -> tuple[EnemyEffect, ...]:
    """A list of one-key mappings (the contract's form) or one mapping with several keys."""
    if isinstance(value, list):
        effects: list[EnemyEffect] = []
        for i, item in enumerate(value):
            where = index_path(path, i)
            for kind, argument in scalars.mapping(item, where).items():
                effects.append(_enemy_effect(kind, argument, key_path(where, kind)))
    else:
        effects = [_enemy_effect(kind, argument, key_path(path, kind))
                   for kind, argument in scalars.mapping(value, path).items()]
    if not effects:
        raise DataError(path, "expected at least one enemy effect")
    return tuple(effects)


def parse_target_enemy(value: Any, path: str) -> TargetEnemy:
    fields = Fields(value, path)
    target = TargetEnemy(
        count=fields.optional("count", scalars.one_of(vocabulary.ENEMY_TARGET_COUNTS, "target count"), "one"),
        filters=fields.optional("filter", _filters, ()),
        effects=fields.required("effect", _enemy_effects),
    )
    fields.done()
    return target

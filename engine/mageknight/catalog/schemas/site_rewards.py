"""The reward items of a site (sites.yaml `reward`, claimed at the end of the turn, §9.5).

Each item is a one-key mapping, as listed in the header comment of sites.yaml.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from engine.content import scalars
from engine.content.errors import DataError, key_path
from engine.content.frozen import read_only
from engine.content.scalars import Fields

from .. import vocabulary


@dataclass(frozen=True)
class Gain:
    """N cards or Units of a kind: artifact, spell, advanced_action, unit; or Fame."""
    kind: str
    count: int


@dataclass(frozen=True)
class CrystalRoll:
    """N random crystals, one mana-die roll each (§9.5.1)."""
    count: int


@dataclass(frozen=True)
class CrystalChoice:
    color: str  # a basic colour or any_basic
    count: int


@dataclass(frozen=True)
class RuinsTokenReward:
    """Whatever the Ancient Ruins token on the space says (ruins.yaml)."""


@dataclass(frozen=True)
class DieRoll:
    """Roll a mana die: the reward depends on the colour rolled (gold, black, or basic)."""
    outcomes: Any  # Mapping[str, tuple[Reward, ...]]


@dataclass(frozen=True)
class ByPath:
    """Maze and Labyrinth: the reward depends on the path taken (2, 4 or 6 Move)."""
    paths: Any  # Mapping[int, tuple[Reward, ...]]


Reward = Union[Gain, CrystalRoll, CrystalChoice, RuinsTokenReward, DieRoll, ByPath]

GAIN_KINDS = frozenset({"artifact", "spell", "advanced_action", "unit", "fame"})
DIE_FACES = frozenset({"gold", "black", "basic"})


def _crystal(value: Any, path: str) -> CrystalChoice:
    fields = Fields(value, path)
    choice = CrystalChoice(fields.required("color", scalars.one_of(vocabulary.CRYSTAL_COLORS | {"any_basic"},
                                                                   "crystal colour")),
                           fields.optional("count", scalars.positive, 1))
    fields.done()
    return choice


def _die_roll(value: Any, path: str) -> DieRoll:
    outcomes = {}
    for face, rewards in scalars.mapping(value, path).items():
        scalars.one_of(DIE_FACES, "die face")(face, key_path(path, face))
        outcomes[face] = reward_list(rewards, key_path(path, face))
    return DieRoll(read_only(outcomes))


def _by_path(value: Any, path: str) -> ByPath:
    paths = {}
    for length, rewards in scalars.mapping_any_keys(value, path).items():
        scalars.positive(length, path)
        paths[length] = reward_list(rewards, f"{path}.{length}")
    return ByPath(read_only(paths))


def _ruins_token(value: Any, path: str) -> RuinsTokenReward:
    if value is not True:
        raise DataError(path, f"'ruins_token' takes the value true, got {value!r}")
    return RuinsTokenReward()


def reward_item(value: Any, path: str) -> Reward:
    data = scalars.mapping(value, path)
    if len(data) != 1:
        raise DataError(path, f"a reward item is a mapping with one key, got keys {sorted(data)}")
    (kind, argument), = data.items()
    where = key_path(path, kind)
    if kind in GAIN_KINDS:
        return Gain(kind, scalars.positive(argument, where))
    if kind == "crystal_roll":
        return CrystalRoll(scalars.positive(argument, where))
    if kind == "crystal":
        return _crystal(argument, where)
    if kind == "ruins_token":
        return _ruins_token(argument, where)
    if kind == "die_roll":
        return _die_roll(argument, where)
    if kind == "by_path":
        return _by_path(argument, where)
    raise DataError(path, f"unknown reward {kind!r}")


reward_list = scalars.list_of(reward_item)

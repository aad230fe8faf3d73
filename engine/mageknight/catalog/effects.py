"""The effect vocabulary of docs/data-format.md parsed into immutable nodes.

``parse_effect(value, path)`` is pure: it turns the YAML of one effect into a tree of frozen
dataclasses that the rules engine executes later, or raises DataError naming the key path of the
first problem (``units[3].abilities[0].effect.choice[1]: unknown effect 'attak'``).
Names that live in other files (terrains, sites, hooks) are checked later, by references.py and
build.py, which find the nodes with walking.nodes_of.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Union

from engine.content import scalars
from engine.content.errors import DataError, key_path
from engine.content.frozen import FrozenMap, freeze
from engine.content.located import located
from engine.content.scalars import Fields

from . import vocabulary
from .conditions import Condition, parse_condition
from .enemy_effects import TargetEnemy, parse_target_enemy
from .modifiers import Modifier, parse_modifier

_element = scalars.one_of(vocabulary.ELEMENTS, "element")
_range = scalars.one_of(vocabulary.ATTACK_RANGES, "attack range")


# --- Gains (§5.7) ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Move:
    amount: int


@dataclass(frozen=True)
class Influence:
    amount: int


@dataclass(frozen=True)
class Attack:
    value: int
    range: str = "melee"
    element: str = "physical"


@dataclass(frozen=True)
class Block:
    value: int
    element: str = "physical"


@dataclass(frozen=True)
class Heal:
    amount: int


@dataclass(frozen=True)
class Draw:
    count: int


@dataclass(frozen=True)
class GainMana:
    """``color`` is a mana colour, ``any_basic`` (the player picks) or ``any`` (usable now)."""
    color: str
    count: int = 1


@dataclass(frozen=True)
class GainCrystal:
    color: str
    count: int = 1


@dataclass(frozen=True)
class Fame:
    amount: int


@dataclass(frozen=True)
class Reputation:
    amount: int  # may be negative


@dataclass(frozen=True)
class TakeWound:
    count: int = 1
    to: str = "hand"


@dataclass(frozen=True)
class ReadyUnit:
    max_level: int
    count: int = 1


@dataclass(frozen=True)
class HealUnit:
    max_level: int
    count: int = 1


@dataclass(frozen=True)
class SourceDice:
    count: int


# --- Composition (§5.6) ---------------------------------------------------------------------

@dataclass(frozen=True)
class All:
    effects: tuple["Effect", ...]


@dataclass(frozen=True)
class Choice:
    options: tuple["Effect", ...]


@dataclass(frozen=True)
class Optional:
    effect: "Effect"


@dataclass(frozen=True)
class If:
    condition: Condition
    then: "Effect"
    otherwise: "Effect | None" = None


@dataclass(frozen=True)
class Per:
    counter: str
    effect: "Effect"
    max: int | None = None


@dataclass(frozen=True)
class DiscardCost:
    count: int | str  # a number or "any"
    filter: str = "non_wound"  # §5.4.2: wounds never pay a discard cost unless allowed


@dataclass(frozen=True)
class Cost:
    """What `pay` asks for; every field that is set must be paid (§5.4)."""
    wound: int = 0
    discard: DiscardCost | None = None
    mana: GainMana | None = None
    crystal: GainCrystal | None = None
    move: int = 0
    influence: int = 0
    fame: int = 0
    reputation: int = 0
    throw_away_self: bool = False
    spend_unit: bool = False


@dataclass(frozen=True)
class Pay:
    cost: Cost
    effect: "Effect"
    required: bool = False


@dataclass(frozen=True)
class Hook:
    """Engine code named after the card or ability, for what the vocabulary cannot say."""
    name: str
    args: FrozenMap = FrozenMap()
    at: str = located()


Effect = Union[Move, Influence, Attack, Block, Heal, Draw, GainMana, GainCrystal, Fame, Reputation,
               TakeWound, ReadyUnit, HealUnit, SourceDice, All, Choice, Optional, If, Per, Pay, Hook,
               Modifier, TargetEnemy]


# --- Parsing --------------------------------------------------------------------------------

def _scalar_or(fields_reader: Callable[[Fields], Any], scalar_reader: Callable[[Any, str], Any]):
    """The contract's "short scalar form": ``attack: 2`` is ``attack: {value: 2}``."""
    def read(value: Any, path: str):
        if isinstance(value, dict):
            fields = Fields(value, path)
            node = fields_reader(fields)
            fields.done()
            return node
        return scalar_reader(value, path)
    return read


def _mana_color(choices_allowed: bool, crystal: bool):
    colors = vocabulary.CRYSTAL_COLORS if crystal else vocabulary.MANA_COLORS
    allowed = colors | vocabulary.MANA_CHOICES if choices_allowed else colors
    return scalars.one_of(allowed, "crystal colour" if crystal else "mana colour")


def _mana_reader(node: type, crystal: bool):
    color = _mana_color(True, crystal)
    return _scalar_or(
        lambda f: node(f.required("color", color), f.optional("count", scalars.positive, 1)),
        lambda v, p: node(color(v, p)))


def _effects(value: Any, path: str) -> tuple[Effect, ...]:
    items = scalars.list_of(parse_effect)(value, path)
    if not items:
        raise DataError(path, "expected at least one effect")
    return items


def _if(f: Fields) -> If:
    return If(f.required("cond", parse_condition), f.required("then", parse_effect),
              f.optional("else", parse_effect))


def _per(f: Fields) -> Per:
    return Per(f.required("count", scalars.one_of(vocabulary.COUNTERS, "counter")),
               f.required("effect", parse_effect), f.optional("max", scalars.positive))


def _discard(value: Any, path: str) -> DiscardCost:
    def amount(v: Any, p: str) -> int | str:
        return v if v == "any" else scalars.positive(v, p)
    if not isinstance(value, dict):
        return DiscardCost(amount(value, path))
    fields = Fields(value, path)
    cost = DiscardCost(fields.required("count", amount),
                       fields.optional("filter", scalars.one_of(vocabulary.DISCARD_FILTERS, "discard filter"),
                                       "non_wound"))
    fields.done()
    return cost


def _throw_away(value: Any, path: str) -> bool:
    if value != "self":
        raise DataError(path, f"throw_away takes 'self', got {value!r}")
    return True


def _cost(value: Any, path: str) -> Cost:
    fields = Fields(value, path)
    cost = Cost(
        wound=fields.optional("wound", scalars.positive, 0),
        discard=fields.optional("discard", _discard),
        mana=fields.optional("mana", _mana_reader(GainMana, crystal=False)),
        crystal=fields.optional("crystal", _mana_reader(GainCrystal, crystal=True)),
        move=fields.optional("move", scalars.positive, 0),
        influence=fields.optional("influence", scalars.positive, 0),
        fame=fields.optional("fame", scalars.positive, 0),
        reputation=fields.optional("reputation", scalars.positive, 0),
        throw_away_self=fields.optional("throw_away", _throw_away, False),
        spend_unit=fields.optional("spend_unit", scalars.boolean, False),
    )
    fields.done()
    if cost == Cost():
        raise DataError(path, "a cost must ask for something")
    return cost


def _pay(f: Fields) -> Pay:
    return Pay(f.required("cost", _cost), f.required("effect", parse_effect),
               f.optional("required", scalars.boolean, False))


def parse_hook(value: Any, path: str) -> Hook:
    """`hook: name` or `hook: {name, args}`; scenarios name their special rules the same way."""
    if isinstance(value, str):
        return Hook(scalars.identifier(value, path), at=path)
    fields = Fields(value, path)
    hook = Hook(fields.required("name", scalars.identifier),
                fields.optional("args", lambda v, p: freeze(scalars.mapping(v, p)), FrozenMap()), at=path)
    fields.done()
    return hook


def _fields_only(build: Callable[[Fields], Any]):
    def read(value: Any, path: str):
        fields = Fields(value, path)
        node = build(fields)
        fields.done()
        return node
    return read


_KINDS: dict[str, Callable[[Any, str], Effect]] = {
    "move": lambda v, p: Move(scalars.count(v, p)),
    "influence": lambda v, p: Influence(scalars.count(v, p)),
    "attack": _scalar_or(lambda f: Attack(f.required("value", scalars.count), f.optional("range", _range, "melee"),
                                          f.optional("element", _element, "physical")),
                         lambda v, p: Attack(scalars.count(v, p))),
    "block": _scalar_or(lambda f: Block(f.required("value", scalars.count), f.optional("element", _element, "physical")),
                        lambda v, p: Block(scalars.count(v, p))),
    "heal": lambda v, p: Heal(scalars.count(v, p)),
    "draw": lambda v, p: Draw(scalars.positive(v, p)),
    "mana": _mana_reader(GainMana, crystal=False),
    "crystal": _mana_reader(GainCrystal, crystal=True),
    "fame": lambda v, p: Fame(scalars.count(v, p)),
    "reputation": lambda v, p: Reputation(scalars.integer(v, p)),
    "wound": _scalar_or(lambda f: TakeWound(f.optional("count", scalars.positive, 1),
                                            f.optional("to", scalars.one_of(vocabulary.WOUND_DESTINATIONS,
                                                                            "wound destination"), "hand")),
                        lambda v, p: TakeWound(scalars.positive(v, p))),
    "ready_unit": _fields_only(lambda f: ReadyUnit(f.required("max_level", scalars.positive),
                                                   f.optional("count", scalars.positive, 1))),
    "heal_unit": _fields_only(lambda f: HealUnit(f.required("max_level", scalars.positive),
                                                 f.optional("count", scalars.positive, 1))),
    "source_dice": lambda v, p: SourceDice(scalars.positive(v, p)),
    "all": lambda v, p: All(_effects(v, p)),
    "choice": lambda v, p: Choice(_effects(v, p)),
    "optional": lambda v, p: Optional(parse_effect(v, p)),
    "if": _fields_only(_if),
    "per": _fields_only(_per),
    "pay": _fields_only(_pay),
    "hook": parse_hook,
    "modifier": parse_modifier,
    "target_enemy": parse_target_enemy,
}

EFFECT_KINDS = frozenset(_KINDS)


def parse_effect(value: Any, path: str) -> Effect:
    """One effect: a one-key mapping naming its kind, or a list meaning `all` (in order).

    The empty list is the effect that does nothing (Early Bird: the card only sets turn order).
    """
    if isinstance(value, list):
        return All(scalars.list_of(parse_effect)(value, path))
    if isinstance(value, str) and value in _KINDS:
        raise DataError(path, f"effect '{value}' needs an argument ('{value}: ...')")
    data = scalars.mapping(value, path)
    if len(data) != 1:
        raise DataError(path, f"an effect is a mapping with exactly one key (its kind), got keys {sorted(data)}"
                        if data else "an effect cannot be empty")
    (kind, argument), = data.items()
    if kind not in _KINDS:
        raise DataError(path, f"unknown effect '{kind}'")
    return _KINDS[kind](argument, key_path(path, kind))

"""enemies.yaml: the enemy ability glossary and every enemy token type (§8.10)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.content import scalars
from engine.content.errors import DataError, key_path
from engine.content.scalars import Fields

from . import common
from .common import FileDocument, Localized


@dataclass(frozen=True)
class EnemyAbility:
    """A glossary entry: what `swift`, `brutal`, `fortified` ... mean, for players to read."""
    id: str
    name: Localized
    text: Localized
    set: str = "base"
    rule: str | None = None


@dataclass(frozen=True)
class EnemyAttack:
    value: int
    element: str = "physical"


@dataclass(frozen=True)
class Summon:
    """Summon (§8.10): a token of this colour stands in for the summoner in Block/Assign Damage."""
    color: str


@dataclass(frozen=True)
class Defend:
    amount: int


@dataclass(frozen=True)
class Enemy:
    id: str
    name: Localized
    color: str
    tokens: int
    attacks: tuple[EnemyAttack, ...]  # empty for summoners
    armor: int
    armor_elusive: int | None  # Elusive: the higher armor; `armor` is the lower one (§8.10)
    fame: int
    resistances: tuple[str, ...]
    abilities: tuple[str, ...]  # glossary ids, including "summon"/"defend" when those are present
    summons: tuple[Summon, ...]  # one per Summon ability (the Dragon Summoner has two, LL §2.4)
    defend: Defend | None
    reputation: int | None  # Reputation change on defeat
    faction: str | None
    set: str
    rule: str | None = None


_attack = common.read_entry(lambda f: EnemyAttack(f.required("value", scalars.count),
                                                  f.optional("element", common.element, "physical")))


def _abilities(value: Any, path: str) -> tuple[tuple[str, ...], tuple[Summon, ...], Defend | None]:
    names: list[str] = []
    summons: list[Summon] = []
    defend = None
    for i, item in enumerate(scalars.list_of(scalars.anything)(value, path)):
        where = f"{path}[{i}]"
        if isinstance(item, str):
            names.append(scalars.identifier(item, where))
            continue
        data = scalars.mapping(item, where)
        if len(data) != 1:
            raise DataError(where, f"an ability is a glossary id, {{summon: colour}} or {{defend: N}}, got {dict(data)!r}")
        (kind, argument), = data.items()
        if kind == "summon":
            summons.append(Summon(common.enemy_color(argument, key_path(where, kind))))
        elif kind == "defend":
            defend = Defend(scalars.positive(argument, key_path(where, kind)))
        else:
            raise DataError(where, f"unknown parameterised ability {kind!r} (only summon and defend take a value)")
        names.append(kind)
    return tuple(names), tuple(summons), defend


def _enemy(fields: Fields) -> Enemy:
    abilities, summons, defend = fields.optional("abilities", _abilities, ((), (), None))
    enemy = Enemy(
        id=fields.required("id", scalars.identifier),
        name=fields.required("name", common.localized),
        color=fields.required("color", common.enemy_color),
        tokens=fields.required("tokens", scalars.positive),
        attacks=fields.required("attacks", scalars.list_of(_attack)),
        armor=fields.required("armor", scalars.positive),
        armor_elusive=fields.optional("armor_elusive", scalars.positive),
        fame=fields.required("fame", scalars.count),
        resistances=fields.optional("resistances", common.elements, ()),
        abilities=abilities, summons=summons, defend=defend,
        reputation=fields.optional("reputation", scalars.integer),
        faction=fields.optional("faction", scalars.identifier),
        set=fields.required("set", common.set_name),
        rule=common.common_fields(fields)["rule"],
    )
    if enemy.armor_elusive is not None and enemy.armor_elusive <= enemy.armor:
        raise DataError(f"{fields.path}.armor_elusive",
                        f"the elusive armor ({enemy.armor_elusive}) must be higher than 'armor' ({enemy.armor})")
    return enemy


def _glossary_entry(fields: Fields) -> EnemyAbility:
    extra = common.common_fields(fields)
    return EnemyAbility(fields.required("id", scalars.identifier), fields.required("name", common.localized),
                        fields.required("text", common.localized), extra["set"], extra["rule"])


@dataclass(frozen=True)
class RampagingReward:
    """Reputation for defeating a rampaging enemy group on the map (§8.11.2.1)."""
    group: str
    name: Localized
    color: str
    reputation: int
    rule: str | None = None


def _rampaging_rewards(value: Any, path: str) -> tuple[RampagingReward, ...]:
    rewards = []
    for group, item in scalars.mapping(value, path).items():
        fields = Fields(item, key_path(path, group))
        rewards.append(RampagingReward(scalars.identifier(group, path), fields.required("name", common.localized),
                                       fields.required("color", common.enemy_color),
                                       fields.required("reputation", scalars.integer),
                                       common.common_fields(fields)["rule"]))
        fields.done()
    return tuple(rewards)


@dataclass(frozen=True)
class EnemiesFile:
    abilities: tuple[EnemyAbility, ...]
    enemies: tuple[Enemy, ...]
    rampaging: tuple[str, ...] = ()  # back colours whose tokens rampage on the map (§1.6)
    rampaging_rewards: tuple[RampagingReward, ...] = ()


def read_enemies(doc: FileDocument) -> EnemiesFile:
    if not doc.top_level(("abilities", "enemies"), ("rampaging", "rampaging_defeat_reputation")):
        return EnemiesFile((), ())
    return EnemiesFile(doc.entries("abilities", common.read_entry(_glossary_entry)),
                       doc.entries("enemies", common.read_entry(_enemy)),
                       doc.read("rampaging", scalars.list_of(common.enemy_color), ()),
                       doc.read("rampaging_defeat_reputation", _rampaging_rewards, ()))

"""ruins.yaml: Ancient Ruins tokens, altars and enemy tokens (§6.7, Ancient Ruins site)."""
from __future__ import annotations

from dataclasses import dataclass

from engine.content import scalars
from engine.content.errors import DataError
from engine.content.scalars import Fields

from . import common
from .common import FileDocument, Localized
from .rewards import Rewards, rewards

RUINS_KINDS = frozenset({"altar", "enemies"})


@dataclass(frozen=True)
class ManaTribute:
    color: str
    count: int


@dataclass(frozen=True)
class RuinsToken:
    id: str
    kind: str  # altar: pay mana for Fame; enemies: fight these colours for the rewards
    name: Localized
    text: Localized
    mana_cost: tuple[ManaTribute, ...]  # altars
    fame: int  # altars
    enemies: tuple[str, ...]  # enemy token colours
    rewards: Rewards | None
    set: str
    rule: str | None = None


_tribute = common.read_entry(lambda f: ManaTribute(f.required("color", common.basic_color),
                                                   f.required("count", scalars.positive)))


def _token(fields: Fields) -> RuinsToken:
    kind = fields.required("kind", scalars.one_of(RUINS_KINDS, "ruins token kind"))
    altar = kind == "altar"
    extra = common.common_fields(fields)
    token = RuinsToken(
        id=fields.required("id", scalars.identifier),
        kind=kind,
        name=fields.required("name", common.localized),
        text=fields.required("text", common.localized),
        mana_cost=fields.required("mana_cost", scalars.list_of(_tribute)) if altar else (),
        fame=fields.required("fame", scalars.positive) if altar else 0,
        enemies=() if altar else fields.required("enemies", scalars.list_of(common.enemy_color)),
        rewards=None if altar else fields.required("rewards", rewards),
        set=fields.required("set", common.set_name),
        rule=extra["rule"],
    )
    if not altar and not token.enemies:
        raise DataError(f"{fields.path}.enemies", "an enemy ruins token names at least one enemy colour")
    return token


def read_ruins(doc: FileDocument) -> tuple[RuinsToken, ...]:
    if not doc.top_level(("ruins_tokens",)):
        return ()
    return doc.entries("ruins_tokens", common.read_entry(_token))

"""Rewards for a won fight or an explored site: which cards, units and crystals one gains (§9.5)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.content import scalars
from engine.content.scalars import Fields

from . import common


@dataclass(frozen=True)
class Rewards:
    artifact: int = 0
    spell: int = 0
    advanced_action: int = 0
    unit: int = 0
    crystals: tuple[str, ...] = ()  # one crystal of each colour listed
    fame: int = 0


def rewards(value: Any, path: str) -> Rewards:
    fields = Fields(value, path)
    result = Rewards(
        artifact=fields.optional("artifact", scalars.positive, 0),
        spell=fields.optional("spell", scalars.positive, 0),
        advanced_action=fields.optional("advanced_action", scalars.positive, 0),
        unit=fields.optional("unit", scalars.positive, 0),
        crystals=fields.optional("crystals", scalars.list_of(common.basic_color), ()),
        fame=fields.optional("fame", scalars.positive, 0),
    )
    fields.done()
    return result

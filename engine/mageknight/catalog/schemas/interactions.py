"""What one can do at an inhabited place (cities.yaml and sites.yaml): recruit, buy, heal ... (§7.4).

The contract leaves the terms of an interaction open, so ``cost`` and ``gain`` are kept as frozen
data for the site rules to interpret; what is checked is the entry around them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.content import scalars
from engine.content.frozen import FrozenMap, freeze
from engine.content.scalars import Fields

from . import common
from .common import Localized


@dataclass(frozen=True)
class Interaction:
    id: str
    name: Localized
    text: Localized
    cost: FrozenMap
    gain: Any
    replenish: str | None = None
    timing: str | None = None
    rule: str | None = None


def _frozen_mapping(value: Any, path: str) -> FrozenMap:
    return freeze(scalars.mapping(value, path))


def _interaction(fields: Fields) -> Interaction:
    return Interaction(
        id=fields.required("id", scalars.identifier),
        name=fields.required("name", common.localized),
        text=fields.required("text", common.localized),
        cost=fields.optional("cost", _frozen_mapping, FrozenMap()),
        gain=fields.optional("gain", lambda v, p: freeze(v)),
        replenish=fields.optional("replenish", scalars.identifier),
        timing=fields.optional("timing", scalars.identifier),
        rule=common.common_fields(fields)["rule"],
    )


interaction = common.read_entry(_interaction)

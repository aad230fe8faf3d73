"""levels.yaml: Fame thresholds and what each level gives (§1.3.1, §1.3.2, §9.6)."""
from __future__ import annotations

from dataclasses import dataclass

from engine.content import scalars
from engine.content.errors import DataError
from engine.content.scalars import Fields

from . import common
from .common import FileDocument

# §9.6: odd levels give a Command token, even levels a Skill and an Advanced Action.
LEVEL_REWARDS = frozenset({"none", "command_token", "skill_and_advanced_action"})


@dataclass(frozen=True)
class Level:
    level: int
    fame: int  # Fame needed to reach this level
    armor: int
    hand_limit: int
    command_tokens: int
    reward: str  # what reaching this level gives (LEVEL_REWARDS)
    rule: str | None = None


def _level(fields: Fields) -> Level:
    return Level(
        level=fields.required("level", scalars.positive),
        fame=fields.required("fame", scalars.count),
        armor=fields.required("armor", scalars.positive),
        hand_limit=fields.required("hand_limit", scalars.positive),
        command_tokens=fields.required("command_tokens", scalars.count),
        reward=fields.required("reward", scalars.one_of(LEVEL_REWARDS, "level reward")),
        rule=common.common_fields(fields)["rule"],
    )


@dataclass(frozen=True)
class LevelsFile:
    levels: tuple[Level, ...]
    fame_track_max: int | None


def read_levels(doc: FileDocument) -> LevelsFile:
    if not doc.top_level(("levels",), ("fame_track_max",)):
        return LevelsFile((), None)
    levels = doc.entries("levels", common.read_entry(_level))
    if len(levels) != len(doc.data.get("levels") or ()):
        return LevelsFile(levels, doc.read("fame_track_max", scalars.positive))  # broken entries are reported
    for i, level in enumerate(levels):
        if level.level != i + 1:
            doc.report(DataError(f"levels[{i}].level", f"levels are listed in order 1, 2, ...; expected {i + 1}"))
        elif i and level.fame <= levels[i - 1].fame:
            doc.report(DataError(f"levels[{i}].fame", "Fame thresholds must rise from level to level"))
    return LevelsFile(levels, doc.read("fame_track_max", scalars.positive))

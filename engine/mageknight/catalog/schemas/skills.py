"""skills.yaml: every hero's Skill tokens (§5.12)."""
from __future__ import annotations

from dataclasses import dataclass

from engine.content import scalars
from engine.content.errors import DataError
from engine.content.scalars import Fields

from . import common
from .. import vocabulary
from ..conditions import AnyOf, Condition, Flag, InPhase
from ..effects import Effect
from .common import FileDocument, Localized


# When a token may be used (skills.yaml header): anywhere, outside combat, or in some combat phases; read as the
# `when` condition cards and Units carry (common.timing).
SKILL_PHASES = {"any": None, "not_in_combat": Flag("not_in_combat"), "combat": Flag("in_combat"),
                "ranged_siege_or_attack": AnyOf((InPhase("ranged_siege"), InPhase("attack"))),
                "block": InPhase("block"), "attack": InPhase("attack")}


@dataclass(frozen=True)
class Skill:
    id: str
    hero: str
    name: Localized
    usage: str  # once_per_turn | once_per_round | interactive | passive
    interactive: str | None  # competitive | cooperative, for interactive skills
    text: Localized
    effect: Effect
    when: Condition | None  # the only moments it may be used, from its `phase` (SKILL_PHASES)
    set: str
    other_players_turns: bool = False  # usable on other players' turns too (§4.1, §5.12.5)
    passive: Effect | None = None  # always-on part of a token that is otherwise used actively
    rule: str | None = None


def _skill(fields: Fields) -> Skill:
    skill = Skill(
        id=fields.required("id", scalars.identifier),
        hero=fields.required("hero", scalars.identifier),
        name=fields.required("name", common.localized),
        usage=fields.required("usage", scalars.one_of(vocabulary.SKILL_USAGES, "skill usage")),
        interactive=fields.optional("interactive", scalars.one_of(vocabulary.INTERACTIVE_KINDS, "interactive kind")),
        text=fields.required("text", common.localized),
        effect=fields.required("effect", common.effect),
        when=SKILL_PHASES[fields.optional("phase", scalars.one_of(SKILL_PHASES, "skill phase"), "any")],
        set=fields.optional("set", common.set_name, "base"),
        other_players_turns=fields.optional("other_players_turns", scalars.boolean, False),
        passive=fields.optional("passive", common.effect),
        rule=common.common_fields(fields)["rule"],
    )
    if skill.usage == "interactive" and skill.interactive is None:
        raise DataError(fields.path, "an interactive skill needs 'interactive: competitive | cooperative'")
    return skill


def read_skills(doc: FileDocument) -> tuple[Skill, ...]:
    if not doc.top_level(("skills",)):
        return ()
    return doc.entries("skills", common.read_entry(_skill))

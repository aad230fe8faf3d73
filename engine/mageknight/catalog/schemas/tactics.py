"""tactics.yaml: the 6 Day and 6 Night Tactic cards (§3.3)."""
from __future__ import annotations

from dataclasses import dataclass

from engine.content import scalars
from engine.content.scalars import Fields

from . import common
from .. import vocabulary
from ..effects import Effect
from .common import FileDocument, Localized


# When a Tactic's effect applies (tactics.yaml header): when taken, each turn, once this Round,
# in the End of Turn, or never (the card only sets turn order).
TACTIC_TIMINGS = frozenset({"taken", "each_turn", "once_per_round", "end_of_turn", "passive"})


@dataclass(frozen=True)
class Tactic:
    id: str
    time: str  # day | night
    number: int  # turn order: lower goes first
    name: Localized
    text: Localized
    effect: Effect
    when: str | None  # when the effect happens (on selection, once during the round ...)
    set: str
    rule: str | None = None


def _tactic(fields: Fields) -> Tactic:
    return Tactic(
        id=fields.required("id", scalars.identifier),
        time=fields.required("time", scalars.one_of(vocabulary.TACTIC_TIMES, "tactic time")),
        number=fields.required("number", scalars.positive),
        name=fields.required("name", common.localized),
        text=fields.required("text", common.localized),
        effect=fields.required("effect", common.effect),
        when=fields.optional("when", scalars.one_of(TACTIC_TIMINGS, "tactic timing")),
        set=fields.optional("set", common.set_name, "base"),
        rule=common.common_fields(fields)["rule"],
    )


def read_tactics(doc: FileDocument) -> tuple[Tactic, ...]:
    if not doc.top_level(("tactics",)):
        return ()
    return doc.entries("tactics", common.read_entry(_tactic))

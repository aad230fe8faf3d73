"""unknown.yaml: the facts no source gives (rules digest §6.1, the fact pack's `not_filled`): what is left out of the
data, what in the game misses it, and how an owner who has the box adds it (data/mageknight/local/)."""
from __future__ import annotations

from dataclasses import dataclass

from engine.content import scalars
from engine.content.scalars import Fields

from . import common
from .common import FileDocument, Localized


@dataclass(frozen=True)
class UnknownFact:
    id: str
    what: Localized  # what is not in the data
    missed_by: Localized  # what in the game goes without it, and how
    fill: str  # where an owner adds it
    source: str  # the fact pack's key that records it as unknown
    rule: str | None = None


def _fact(fields: Fields) -> UnknownFact:
    return UnknownFact(
        id=fields.required("id", scalars.identifier), what=fields.required("what", common.localized),
        missed_by=fields.required("missed_by", common.localized), fill=fields.required("fill", scalars.text),
        source=fields.required("source", scalars.text), rule=common.common_fields(fields)["rule"])


def read_unknown(doc: FileDocument) -> tuple[UnknownFact, ...]:
    if not doc.top_level(("unknown",)):
        return ()
    return doc.entries("unknown", common.read_entry(_fact))

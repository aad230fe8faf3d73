"""heroes.yaml: the 7 heroes, their level-1 stats, deck replacements and dummy crystals (§2.6, §13.2)."""
from __future__ import annotations

from dataclasses import dataclass

from engine.content import scalars
from engine.content.errors import DataError
from engine.content.scalars import Fields

from . import common
from .common import FileDocument, Localized

STARTING_DECK_SIZE = 16  # §2.6


@dataclass(frozen=True)
class DeckReplacement:
    replace: str  # a card of the standard deck ...
    with_card: str  # ... swapped for this hero-specific basic action ("with" in YAML)


@dataclass(frozen=True)
class Hero:
    id: str
    name: Localized
    set: str
    color: str  # the hero's figure colour, not a mana colour
    armor: int
    hand_limit: int
    command_tokens: int
    deck_replacements: tuple[DeckReplacement, ...]
    dummy_crystals: tuple[str, ...]  # §13.2: the dummy player's three crystals
    deck: tuple[str, ...] = ()  # the 16 starting card ids, filled in by the catalogue builder
    rule: str | None = None

    def starting_deck(self) -> tuple[str, ...]:
        """The 16 card ids of this hero's starting Deed deck: the standard deck with replacements."""
        return self.deck


_replacement = common.read_entry(lambda f: DeckReplacement(f.required("replace", scalars.identifier),
                                                           f.required("with", scalars.identifier)))


def _crystals(value, path) -> tuple[str, ...]:
    crystals = scalars.list_of(common.basic_color)(value, path)
    if len(crystals) != 3:
        raise DataError(path, f"a dummy player has 3 crystals (§13.2), got {len(crystals)}")
    return crystals


def _hero(fields: Fields) -> Hero:
    return Hero(
        id=fields.required("id", scalars.identifier),
        name=fields.required("name", common.localized),
        set=fields.required("set", common.set_name),
        color=fields.required("color", scalars.identifier),
        armor=fields.required("armor", scalars.positive),
        hand_limit=fields.required("hand_limit", scalars.positive),
        command_tokens=fields.required("command_tokens", scalars.count),
        deck_replacements=fields.required("deck_replacements", scalars.list_of(_replacement)),
        dummy_crystals=fields.required("dummy_crystals", _crystals),
        rule=common.common_fields(fields)["rule"],
    )


def read_heroes(doc: FileDocument) -> tuple[Hero, ...]:
    if not doc.top_level(("heroes",)):
        return ()
    return doc.entries("heroes", common.read_entry(_hero))

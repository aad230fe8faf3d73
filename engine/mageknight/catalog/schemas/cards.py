"""Deed cards: basic_actions.yaml, advanced_actions.yaml, spells.yaml, artifacts.yaml (§1.5, §5.1).

One shape for all four kinds: a basic and a powered side, each with text and effect. What differs
(copies and replacements for basic actions, the powered name of a spell, banners) is optional.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.content import scalars
from engine.content.errors import DataError
from engine.content.scalars import Fields

from . import common
from .. import vocabulary
from ..conditions import Condition
from ..effects import Effect
from .common import FileDocument, Localized

BASIC_ACTION, ADVANCED_ACTION, SPELL, ARTIFACT, WOUND = (
    "basic_action", "advanced_action", "spell", "artifact", "wound")


@dataclass(frozen=True)
class CardSide:
    text: Localized
    effect: Effect
    name: Localized | None = None  # spells: the strong side has its own name (§5.1.3)
    when: Condition | None = None  # the only moments it may be played ("Play this only in the Attack phase")


@dataclass(frozen=True)
class Card:
    id: str
    name: Localized
    kind: str
    colors: tuple[str, ...]  # empty for artifacts and the Wound; two for dual-colour AAs
    set: str
    basic: CardSide | None
    powered: CardSide | None
    copies: int = 1
    hero: str | None = None  # hero-specific basic action ...
    replaces: str | None = None  # ... and the standard card it replaces in that hero's deck
    banner: bool = False
    throw_away: bool = False  # thrown away after the powered effect (artifacts, §5.1.4)
    interactive: bool = False  # a Spell that affects other players (§1.5: 109-112; the friendly game removes it)
    text: Localized | None = None  # the Wound's card text
    rule: str | None = None

    @property
    def color(self) -> str | None:
        """The card's one colour (None for artifacts, the Wound and dual-colour cards)."""
        return self.colors[0] if len(self.colors) == 1 else None


def _side(kind: str, strong: bool):
    def read(value: Any, path: str) -> CardSide:
        fields = Fields(value, path)
        name = fields.optional("name", common.localized) if kind == SPELL and strong else None
        side = CardSide(fields.required("text", common.localized), fields.required("effect", common.effect), name,
                        fields.optional("when", common.timing))
        fields.done()
        return side
    return read


def _colors(fields: Fields, kind: str) -> tuple[str, ...]:
    card_color = scalars.one_of(vocabulary.DEED_CARD_COLORS, "card colour")
    if kind in (ARTIFACT, WOUND):
        # The contract writes `color: none` for artifacts; absent or null mean the same.
        value = fields.optional("color", scalars.text)
        if value not in (None, "none"):
            raise DataError(f"{fields.path}.color", f"{kind}s have no colour (write 'none' or leave it out), got {value!r}")
        return ()
    if fields.has("colors"):
        if fields.has("color"):
            raise DataError(fields.path, "use either 'color' or 'colors', not both")
        colors = fields.required("colors", scalars.list_of(card_color))
        if len(colors) != 2 or colors[0] == colors[1]:
            raise DataError(f"{fields.path}.colors", f"'colors' is for dual-colour cards: two different colours, got {list(colors)}")
        return colors
    return (fields.required("color", card_color),)


def card_reader(kind: str):
    def build(fields: Fields) -> Card:
        entry_id = fields.required("id", scalars.identifier)
        name = fields.required("name", common.localized)
        colors = _colors(fields, kind)
        extra = common.common_fields(fields)
        is_basic_action = kind == BASIC_ACTION
        card = Card(
            id=entry_id, name=name, kind=kind, colors=colors,
            set=fields.required("set", common.set_name),
            basic=fields.required("basic", _side(kind, False)),
            powered=fields.required("powered", _side(kind, True)),
            copies=fields.optional("copies", scalars.positive, 1),
            hero=fields.optional("hero", scalars.identifier) if is_basic_action else None,
            replaces=fields.optional("replaces", scalars.identifier) if is_basic_action else None,
            banner=fields.optional("banner", scalars.boolean, False) if kind == ARTIFACT else False,
            throw_away=fields.optional("throw_away", scalars.boolean, False),
            interactive=fields.optional("interactive", scalars.boolean, False) if kind == SPELL else False,
            rule=extra["rule"],
        )
        if (card.hero is None) != (card.replaces is None):
            raise DataError(fields.path, "a hero-specific basic action needs both 'hero' and 'replaces'")
        if kind == SPELL and card.powered.name is None:
            raise DataError(f"{fields.path}.powered", "a spell's powered side needs its own 'name' (§5.1.3)")
        return card
    return common.read_entry(build)


def _wound(value: Any, path: str) -> Card:
    fields = Fields(value, path)
    card = Card(
        id=fields.required("id", scalars.identifier), name=fields.required("name", common.localized),
        kind=WOUND, colors=_colors(fields, WOUND), set=fields.optional("set", common.set_name, "base"),
        basic=None, powered=None, text=fields.optional("text", common.localized),
        rule=common.common_fields(fields)["rule"])
    fields.done()
    return card


def _standard_deck(value: Any, path: str) -> tuple[str, ...]:
    """The 16 card ids of the standard starting deck, repeats included (§2.6).

    Written as a list of ids (repeats allowed) or as a mapping id -> number of copies.
    """
    if isinstance(value, Mapping):
        deck: list[str] = []
        for card_id, copies in scalars.mapping(value, path).items():
            scalars.identifier(card_id, path)
            deck.extend([card_id] * scalars.positive(copies, f"{path}.{card_id}"))
        return tuple(deck)
    return common.ids(value, path)


@dataclass(frozen=True)
class BasicActionsFile:
    standard_deck: tuple[str, ...]
    cards: tuple[Card, ...]
    wound: Card | None


def read_basic_actions(doc: FileDocument) -> BasicActionsFile:
    if not doc.top_level(("standard_deck", "basic_actions", "wound")):
        return BasicActionsFile((), (), None)
    deck = doc.read("standard_deck", _standard_deck, ())
    cards = doc.entries("basic_actions", card_reader(BASIC_ACTION))
    wound = doc.read("wound", _wound)
    if wound is not None:
        doc.claim_id(wound.id, "wound")
    return BasicActionsFile(deck, cards, wound)


def deck_reader(kind: str, key: str):
    """advanced_actions.yaml, spells.yaml, artifacts.yaml: one list of cards under ``key``."""
    def read(doc: FileDocument) -> tuple[Card, ...]:
        if not doc.top_level((key,)):
            return ()
        return doc.entries(key, card_reader(kind))
    return read


read_advanced_actions = deck_reader(ADVANCED_ACTION, "advanced_actions")
read_spells = deck_reader(SPELL, "spells")
read_artifacts = deck_reader(ARTIFACT, "artifacts")

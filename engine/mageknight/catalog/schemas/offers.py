"""offers.yaml: offer sizes and refresh rules, the Source dice, crystals and Reputation (§2.2, §3.2, §5.9).

Refresh rules are written in the small vocabulary of the file's header comment and kept as frozen
``rules`` for the round-preparation code; sizes, colours and the Reputation table are typed.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.content import scalars
from engine.content.errors import DataError, key_path
from engine.content.frozen import FrozenMap, freeze, read_only
from engine.content.scalars import Fields

from . import common
from .. import vocabulary
from .common import FileDocument, Localized


@dataclass(frozen=True)
class PlayerCount:
    """A number that depends on the number of actual players: per_player × players + add."""
    per_player: int
    add: int

    def for_players(self, players: int) -> int:
        return self.per_player * players + self.add


def player_count(value: Any, path: str) -> int | PlayerCount:
    if isinstance(value, Mapping):
        fields = Fields(value, path)
        count = PlayerCount(fields.required("per_player", scalars.count), fields.optional("add", scalars.integer, 0))
        fields.done()
        return count
    return scalars.count(value, path)


# Keys an offer may have besides name, rule, deck(s) and size (offers.yaml header and entries).
OFFER_RULES = frozenset({
    "setup_reveal", "setup_deal", "on_gain", "round_refresh", "level_up_take", "shown_in", "on_monastery_revealed",
    "per_unburned_monastery", "cost", "gained_card_to", "allowed_as_combat_reward", "size_at_setup", "max_size",
    "receives", "take_with", "draw_extra",
})


@dataclass(frozen=True)
class Offer:
    id: str
    name: Localized
    decks: tuple[str, ...]
    size: int | PlayerCount | None
    rules: FrozenMap
    rule: str | None = None


def _offer(offer_id: str, value: Any, path: str) -> Offer:
    fields = Fields(value, path)
    if fields.has("deck") and fields.has("decks"):
        raise DataError(path, "use either 'deck' or 'decks', not both")
    decks = (fields.optional("decks", scalars.list_of(scalars.identifier), ())
             or tuple(filter(None, [fields.optional("deck", scalars.identifier)])))
    offer = Offer(
        id=offer_id,
        name=fields.required("name", common.localized),
        decks=decks,
        size=fields.optional("size", player_count),
        rules=FrozenMap({key: fields.optional(key, lambda v, p: freeze(v)) for key in sorted(OFFER_RULES)
                         if fields.has(key)}),
        rule=common.common_fields(fields)["rule"],
    )
    fields.done()
    return offer


def _offers(value: Any, path: str) -> Mapping[str, Offer]:
    return read_only({scalars.identifier(key, path): _offer(key, item, key_path(path, key))
                      for key, item in scalars.mapping(value, path).items()})


@dataclass(frozen=True)
class Reputation:
    """The Reputation track (§1.3.3, §7.2): its range and the Influence modifier of each space."""
    name: Localized
    min: int
    max: int
    start: int
    influence_modifier: Mapping[int, int]
    rules: FrozenMap
    rule: str | None = None


def _reputation(value: Any, path: str) -> Reputation:
    fields = Fields(value, path)
    name = fields.required("name", common.localized)
    low, high = fields.required("min", scalars.integer), fields.required("max", scalars.integer)
    table = {}
    for space, modifier in scalars.mapping_any_keys(fields.required("influence_modifier", scalars.anything),
                                                   f"{path}.influence_modifier").items():
        where = f"{path}.influence_modifier.{space}"
        if not low <= scalars.integer(space, where) <= high:
            raise DataError(where, f"Reputation space {space} is outside the track ({low}..{high})")
        table[space] = scalars.integer(modifier, where)
    reputation = Reputation(
        name, low, high, fields.required("start", scalars.integer), read_only(table),
        FrozenMap({key: fields.optional(key, lambda v, p: freeze(v)) for key in ("at_track_end", "no_interaction_at",
                                                                                 "applied") if fields.has(key)}),
        common.common_fields(fields)["rule"])
    fields.done()
    return reputation


@dataclass(frozen=True)
class Crystals:
    colors: tuple[str, ...]
    max_per_color: int
    rules: FrozenMap  # overflow rules, the Dummy's limit
    rule: str | None = None


def _crystals(value: Any, path: str) -> Crystals:
    fields = Fields(value, path)
    crystals = Crystals(
        fields.required("colors", scalars.list_of(scalars.one_of(vocabulary.CRYSTAL_COLORS, "crystal colour"))),
        fields.required("max_per_color", scalars.positive),
        FrozenMap({key: fields.optional(key, lambda v, p: freeze(v)) for key in ("overflow", "dummy_max_per_color")
                   if fields.has(key)}),
        common.common_fields(fields)["rule"])
    fields.done()
    return crystals


@dataclass(frozen=True)
class Source:
    name: Localized
    dice: int | PlayerCount
    faces: tuple[str, ...]
    basic_colors: tuple[str, ...]
    dice_per_turn: int
    crystals: Crystals | None
    reputation: Reputation | None
    rules: FrozenMap  # roll check, depletion, gold/black by Day and Night, end of turn
    rule: str | None = None


SOURCE_RULES = frozenset({"roll_check", "end_of_turn", "depleted", "special_colors"})
_mana = scalars.one_of(vocabulary.MANA_COLORS, "mana colour")


def _source(value: Any, path: str) -> Source:
    fields = Fields(value, path)
    source = Source(
        name=fields.required("name", common.localized),
        dice=fields.required("dice", player_count),
        faces=fields.required("faces", scalars.list_of(_mana)),
        basic_colors=fields.optional("basic_colors", scalars.list_of(common.basic_color), ()),
        dice_per_turn=fields.optional("dice_per_turn", scalars.positive, 1),
        crystals=fields.optional("crystals", _crystals),
        reputation=fields.optional("reputation", _reputation),
        rules=FrozenMap({key: fields.optional(key, lambda v, p: freeze(v)) for key in sorted(SOURCE_RULES)
                         if fields.has(key)}),
        rule=common.common_fields(fields)["rule"],
    )
    fields.done()
    return source


@dataclass(frozen=True)
class OffersFile:
    offers: Mapping[str, Offer]
    source: Source | None


def read_offers(doc: FileDocument) -> OffersFile:
    if not doc.top_level(("offers", "source")):
        return OffersFile(read_only({}), None)
    return OffersFile(doc.read("offers", _offers, read_only({})), doc.read("source", _source))

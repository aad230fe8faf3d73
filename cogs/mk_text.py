"""Mage Knight in words: moves as readable labels, the public text of a move, players' labels.

Everything here reads the engine's views and the content catalogue; nothing decides a rule. Game content
names (cards, Units, enemies ...) come from the data in the reader's language, the bot's own words from
the message catalogue.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from cogs.mk_combat_text import enemy_label
from cogs.names import shown_name
from engine.core import Action
from engine.mageknight.catalog import Catalog
from engine.mageknight.geometry import shown_label
from engine.store import TableRow
from i18n import MESSAGES, t

# The panel's groups, in the order a turn usually goes; each verb the engine offers belongs to one.
CATEGORIES = {
    "setup": ("hero", "tactic", "tactic-use"),
    "decide": ("choose",),
    "cards": ("play", "banner"),
    "move": ("move", "tunnel", "mark"),
    "explore": ("explore",),
    "interact": ("interact", "recruit", "heal", "learn", "buy", "add-unit", "plunder", "learning"),
    "units": ("unit", "banner-use"),
    "skills": ("skill", "break-seal"),
    "combat": ("challenge", "enter", "burn", "coop-assault", "attack", "block", "slow", "convert", "damage",
               "next-phase", "attack-player", "pvp-attack", "pvp-pass", "pvp-block", "pvp-damage", "liberate",
               "incant", "pursue"),
    "turn": ("rest", "announce-end", "end-turn", "concede"),
}
CATEGORY_OF_VERB = {verb: name for name, verbs in CATEGORIES.items() for verb in verbs}
OTHER = "other"  # a verb the engine learns later still shows up, never silently dropped

# Arguments shown as their bare value (a space label, a direction); the rest as "name value".
BARE_ARGUMENTS = ("card", "unit", "spell", "aa", "id", "option", "to", "dir", "at", "mode", "as")
# Arguments naming spaces ("A-NE", "C2-W,3-E") or a direction ("NE"): shown with the reader's compass.
PLACE_ARGUMENTS = ("to", "dir", "at")
# Parts of an option that may name a Deed card (Rethink's cards, a level reward "a:<skill>:<aa>").
_OPTION_PARTS = re.compile(r"[,+:]")


def category_of(action: Action) -> str:
    return CATEGORY_OF_VERB.get(action.verb, OTHER)


def content_name(catalog: Catalog, ident: str, locale: str) -> str | None:
    """The localized name of a card, Unit, Skill, Tactic, Hero or enemy id; None if it names none."""
    for section in (catalog.cards, catalog.units, catalog.skills, catalog.tactics, catalog.heroes,
                    catalog.enemies, catalog.scenarios):
        item = section.get(ident)
        if item is not None:
            return (item.name.de if locale == "de" and item.name.de else item.name.en)
    return None


def _enemy_name(view: dict[str, Any] | None, index: str, locale: str) -> str:
    """An enemy of the notation (numbered from 0) as players number it, from 1 as in the combat picture:
    "1. Prowlers"."""
    combat = (view or {}).get("combat")
    if combat is None or not index.isdigit() or int(index) >= len(combat["enemies"]):
        return str(int(index) + 1) if index.isdigit() else index
    return enemy_label(combat["enemies"][int(index)], locale)


@dataclass(frozen=True)
class ManaSource:
    """One source of a `mana=` payment ("die:1", "crystal:red", "token:gold", "stolen:0"), with the colour it pays
    where the view tells it (a Source die's face; a held die is read from the Source as well)."""
    text: str  # as written
    kind: str
    color: str | None
    die: int | None  # the Source die's index (die, stolen)


def mana_sources(value: str, view: dict[str, Any] | None) -> list[ManaSource]:
    """A payment's sources, "+"-joined in the notation; the words for them are each caller's (panel, label, line)."""
    sources = []
    for text in value.split("+"):
        kind, _, detail = text.partition(":")
        source = (view or {}).get("source") or []
        if kind in ("die", "stolen") and detail.isdigit() and int(detail) < len(source):
            sources.append(ManaSource(text, kind, source[int(detail)], int(detail)))
        elif kind in ("crystal", "token") and detail:
            sources.append(ManaSource(text, kind, detail, None))
        else:
            sources.append(ManaSource(text, kind, None, None))
    return sources


def _mana_text(value: str, view: dict[str, Any] | None, locale: str) -> str:
    words = []
    for source in mana_sources(value, view):
        if source.kind == "die" and source.color is not None:
            words.append(t("mk_die", locale, n=source.die + 1, color=t(f"mk_color_{source.color}", locale)))
        elif source.kind in ("crystal", "token"):
            words.append(t(f"mk_mana_{source.kind}", locale, color=t(f"mk_color_{source.color}", locale)))
        else:
            words.append(source.text)
    return " + ".join(words)


def _argument_text(catalog: Catalog, key: str, value: str, view: dict[str, Any] | None, locale: str) -> str:
    words = (((view or {}).get("decision") or {}).get("options") or {}).get(value) if key == "option" else None
    if words:  # the engine's words for an option of the choice it waits for (only in the chooser's view)
        return words["de" if locale.startswith("de") else "en"]
    if key == "enemy":
        return _enemy_name(view, value, locale)
    if key == "targets":
        return ", ".join(_enemy_name(view, v, locale) for v in value.split(","))
    if key == "mana":
        return _mana_text(value, view, locale)
    if key == "mode":
        return t(f"mk_mode_{value}", locale)
    if key == "as":
        gives = f"mk_sideways_{value}"
        return t("mk_as", locale, what=t(gives, locale) if gives in MESSAGES else value)
    if key == "to" and value.startswith("unit:"):
        index = value.split(":", 1)[1]
        units = ((view or {}).get("combat") or {}).get("units") or []
        named = content_name(catalog, units[int(index)]["unit"], locale) if index.isdigit() and \
            int(index) < len(units) else None
        return t("mk_to", locale, what=named or value)
    if key == "to" and value in ("hero", "done"):
        return t(f"mk_to_{value}", locale)
    name = content_name(catalog, value, locale)
    if name is not None:
        return name
    if key in PLACE_ARGUMENTS:
        return ",".join(shown_label(place, locale) for place in value.split(","))
    if key in BARE_ARGUMENTS:
        return value
    named, color = f"mk_arg_{key}", f"mk_color_{value}"
    return (f"{t(named, locale) if named in MESSAGES else key} "
            f"{t(color, locale) if color in MESSAGES else value}")


def describe(catalog: Catalog, action: Action, view: dict[str, Any] | None, locale: str) -> str:
    """`play card=march mode=powered mana=die:1` -> "Play · March · powered · die 2 (green)"."""
    verb_key = f"mk_verb_{action.verb}"
    parts = [t(verb_key, locale) if verb_key in MESSAGES else action.verb]
    parts += [_argument_text(catalog, key, value, view, locale) for key, value in action.args]
    return " · ".join(parts)


def public_action(catalog: Catalog, action: Action, locale: str) -> str:
    """The notation, except a choice naming a Deed card: that may be a card taken secretly into the hand
    (Preparation) or put back into the deck (Rethink), so only "a card" is said."""
    if action.verb == "choose" and option_names_a_card(catalog, action.get("option") or ""):
        return f"choose option=({t('mk_a_card', locale)})"
    return str(action)


def option_names_a_card(catalog: Catalog, option: str) -> bool:
    """Whether a choice's option names a Deed card, which may be one taken or put back in secret."""
    return any(part in catalog.cards for part in _OPTION_PARTS.split(option))


def seat_label(catalog: Catalog, row: TableRow, player: dict[str, Any], locale: str) -> str:
    """How players read a seat: their Discord name and Hero, "ann · Tovak" (only the name before a Hero is chosen)."""
    name = next((shown_name(s.name) for s in row.seats if s.seat == player["seat"]), str(player["seat"] + 1))
    hero = content_name(catalog, player["hero"], locale) if player["hero"] else None
    return f"{name} · {hero}" if hero else name


def dummy_label(catalog: Catalog, hero: str, locale: str) -> str:
    """The Dummy player of solo and co-op games, named by its Hero: "the Dummy (Goldyx)"."""
    return t("mk_dummy", locale, hero=content_name(catalog, hero, locale) or hero)

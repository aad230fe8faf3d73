"""The rules topics behind `/mk rules` (data/mageknight_rules.yaml): what players ask at the table, answered in a
few words with the section of the rules specification that settles it, in English and German.

A question is compared with the topics' ids (what the autocomplete sends back), their section numbers ("8.6",
"§8.6.4", "LL 2.1.2") and every title and alias in both languages, without case, accents or punctuation. One topic
found is answered; several are listed by title and section, so the player can pick one; none gets the closest few.
The file is checked when it is loaded: a topic without its German text or its section stops the bot from starting,
rather than leaving a German player with an English answer.
"""
from __future__ import annotations

import difflib
import os
import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import yaml

import data
from cogs.discord_limits import quote, shorten
from engine.core import PlayerError
from i18n import t

INDEX_FILE = os.path.join(os.path.dirname(data.__file__), "mageknight_rules.yaml")

LOCALES = ("en", "de")
KINDS = ("phase", "ability", "element", "site", "keyword", "scenario", "rule")
FIELDS = {"id", "kind", "section", "title", "aliases", "text", "covers", "see"}
SECTION = re.compile(r"(LL )?\d+(\.\d+)*")  # "8.6.4": rules spec; "LL 2.1.2": the Lost Legion digest
LOST_LEGION = "LL "
# How a typed question names a section: "8.6", "§8.6.4", "LL 2.1", "Lost Legion 2.1", "VL 2.1" (folded).
TYPED_SECTION = re.compile(r"(?:(ll|lost legion|vl|verschollene legion) )?(\d+(?:\.\d+)*)")
LISTED_MAX = 12  # topics listed for a question that fits several: a list to read, not the whole index
CLOSEST_MAX = 5
CLOSEST_CUTOFF = 0.75  # difflib ratio: "swfit" finds Swift, "zzz" finds nothing


class RulesDataError(ValueError):
    """data/mageknight_rules.yaml breaks one of its rules (see the file's head)."""


def fold(text: str) -> str:
    """Lower case, accents and punctuation dropped, dots kept only inside numbers: "§8.6.4" -> "8.6.4",
    "Fern- und Belagerungsangriffsphase" -> "fern und belagerungsangriffsphase", "Überfall" -> "uberfall"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    plain = re.sub(r"(?<!\d)\.|\.(?!\d)", " ", plain)
    return " ".join(re.sub(r"[^\w.]+", " ", plain).split())


@dataclass(frozen=True, eq=False)  # one object per topic: compared and hashed by identity
class Topic:
    id: str
    kind: str
    section: str
    titles: dict[str, str]
    aliases: dict[str, tuple[str, ...]]
    texts: dict[str, str]
    covers: tuple[str, ...] = ()
    see: tuple[str, ...] = ()

    def names(self) -> list[str]:
        """Every name the topic answers to, in both languages."""
        return [self.titles[lang] for lang in LOCALES] + [a for lang in LOCALES for a in self.aliases.get(lang, ())]

    def section_label(self, locale: str) -> str:
        if self.section.startswith(LOST_LEGION):
            return t("mk_rules_lost_legion", locale, section=self.section[len(LOST_LEGION):])
        return f"§{self.section}"

    def label(self, locale: str) -> str:
        """The topic as a list or the autocomplete shows it: "Swift · §8.7.6"."""
        return f"{self.titles[locale]} · {self.section_label(locale)}"


class RulesIndex:
    def __init__(self, topics: list[Topic]):
        self.topics = topics
        self.by_id = {topic.id: topic for topic in topics}
        self._names = [(fold(name), topic) for topic in topics for name in topic.names()]

    @classmethod
    def load(cls, path: str = INDEX_FILE) -> "RulesIndex":
        with open(path, encoding="utf-8") as handle:
            return cls(parse_topics(yaml.safe_load(handle)))

    # --- finding ---------------------------------------------------------------------------------

    def find(self, typed: str) -> list[Topic]:
        """The topics a question names, best first: the topic of that id; the topics of that section (or, if none,
        those under it); else those with a name equal to it, else beginning with it, else holding all its words."""
        if typed.strip() in self.by_id:
            return [self.by_id[typed.strip()]]
        wanted = fold(typed)
        if not wanted:
            return []
        section = _typed_section(wanted)
        if section is not None:
            return self._in_section(section)
        for tier in _name_tiers(wanted):
            found = self._named(tier)
            if found:
                return found
        return []

    def suggest(self, typed: str) -> list[Topic]:
        """What the autocomplete offers: every topic while nothing is typed, else all that fit, the best first,
        else the closest names."""
        wanted = fold(typed)
        if not wanted:
            return list(self.topics)
        section = _typed_section(wanted)
        fitting = self._in_section(section, below=True) if section is not None else []
        for tier in _name_tiers(wanted):
            fitting += self._named(tier)
        return _unique(fitting) or self.closest(typed)

    def closest(self, typed: str) -> list[Topic]:
        """The few topics whose names look most like a question that names none."""
        names = [name for name, _topic in self._names]
        close = difflib.get_close_matches(fold(typed), names, n=len(names), cutoff=CLOSEST_CUTOFF)
        owner = {name: topic for name, topic in self._names}
        return _unique(owner[name] for name in close)[:CLOSEST_MAX]

    def _named(self, test: Callable[[str], bool]) -> list[Topic]:
        """The topics with a name that passes `test`, the shortest such name first: "feu" offers Feuer before
        Feuer-Widerstand."""
        shortest: dict[Topic, int] = {}
        for name, topic in self._names:
            if test(name) and len(name) < shortest.get(topic, len(name) + 1):
                shortest[topic] = len(name)
        return sorted(shortest, key=shortest.__getitem__)

    def _in_section(self, section: str, below: bool = False) -> list[Topic]:
        """The topics of a section, or (if it has none, or `below`) those of its subsections too. A number that
        is no section of the spec is looked up in the Lost Legion's ("2.1.2": the maze)."""
        exact = [topic for topic in self.topics if topic.section == section]
        under = [topic for topic in self.topics if topic.section.startswith(section + ".")]
        found = exact + under if below or not exact else exact
        if found or section.startswith(LOST_LEGION):
            return found
        return self._in_section(LOST_LEGION + section, below)

    # --- answering -------------------------------------------------------------------------------

    def answer(self, typed: str, locale: str) -> str:
        """The answer to `/mk rules topic:<typed>`: the topic, or the list of those it fits. A PlayerError, with
        the closest topics if any, when it fits none."""
        found = self.find(typed)
        if len(found) == 1:
            return self.text(found[0], locale)
        if found:
            return t("mk_rules_several", locale, topic=quote(typed), topics=_listed(found, locale))
        close = self.closest(typed)
        key = "mk_rules_closest" if close else "mk_rules_unknown"
        en, de = (t(key, lang, topic=quote(typed), topics=_listed(close, lang)) for lang in LOCALES)
        raise PlayerError(en, de)

    def text(self, topic: Topic, locale: str) -> str:
        lines = [f"**{topic.titles[locale]}** · {topic.section_label(locale)}", topic.texts[locale]]
        if topic.see:
            related = ", ".join(self.by_id[other].label(locale) for other in topic.see)
            lines.append(t("mk_rules_see", locale, topics=related))
        return "\n".join(lines)


def _typed_section(wanted: str) -> str | None:
    match = TYPED_SECTION.fullmatch(wanted)
    if match is None:
        return None
    return (LOST_LEGION if match.group(1) else "") + match.group(2)


def _name_tiers(wanted: str) -> list[Callable[[str], bool]]:
    words = wanted.split()
    return [lambda name: name == wanted,
            lambda name: name.startswith(wanted),
            lambda name: all(word in name for word in words)]


def _unique(topics: Iterable[Topic]) -> list[Topic]:
    return list(dict.fromkeys(topics))


def _listed(topics: list[Topic], locale: str) -> str:
    lines = [f"• {topic.label(locale)}" for topic in topics[:LISTED_MAX]]
    if len(topics) > LISTED_MAX:
        lines.append(t("mk_rules_more", locale, count=len(topics) - LISTED_MAX))
    return "\n".join(lines)


# --- loading -------------------------------------------------------------------------------------

def parse_topics(raw: Any) -> list[Topic]:
    """The topics of the file, checked: every field known, both languages for every title and text, a section in
    the spec's numbering, unique ids, names and covered entries, and related topics that exist."""
    if not isinstance(raw, list):
        raise RulesDataError("the rules topics file must be a list of topics")
    topics = [_topic(entry) for entry in raw]
    _check_unique(topics)
    ids = {topic.id for topic in topics}
    for topic in topics:
        for other in topic.see:
            if other not in ids or other == topic.id:
                raise RulesDataError(f"rules topic {topic.id}: 'see' names {other!r}, which is no other topic")
    return topics


def _topic(entry: Any) -> Topic:
    if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
        raise RulesDataError(shorten(f"a rules topic without an id: {entry!r}", 200))
    ident = entry["id"]

    def fail(problem: str) -> RulesDataError:
        return RulesDataError(f"rules topic {ident}: {problem}")

    unknown = set(entry) - FIELDS
    if unknown:
        raise fail(f"unknown fields {sorted(unknown)}")
    if entry.get("kind") not in KINDS:
        raise fail(f"kind must be one of {', '.join(KINDS)}")
    section = entry.get("section")
    if not isinstance(section, str) or not SECTION.fullmatch(section):
        raise fail("no section of the rules spec (\"8.6.4\" or \"LL 2.1.2\")")
    aliases = entry.get("aliases") or {}
    if not isinstance(aliases, dict) or set(aliases) - set(LOCALES) or not all(
            isinstance(names, list) and all(isinstance(n, str) and n.strip() for n in names)
            for names in aliases.values()):
        raise fail("aliases must map en/de to lists of names")
    lists = {}
    for field in ("covers", "see"):
        values = entry.get(field) or []
        if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
            raise fail(f"{field} must be a list of names")
        lists[field] = tuple(values)
    return Topic(ident, entry["kind"], section, _both(entry.get("title"), "title", fail),
                 {lang: tuple(names) for lang, names in aliases.items()}, _both(entry.get("text"), "text", fail),
                 lists["covers"], lists["see"])


def _both(value: Any, field: str, fail: Callable[[str], RulesDataError]) -> dict[str, str]:
    """A text in English and German, both present: a German player never gets the English one instead."""
    if not isinstance(value, dict):
        raise fail(f"no {field}")
    for lang in LOCALES:
        if not isinstance(value.get(lang), str) or not value[lang].strip():
            raise fail(f"no {'German' if lang == 'de' else 'English'} {field}")
    return {lang: value[lang].strip() for lang in LOCALES}


def _check_unique(topics: list[Topic]) -> None:
    """Ids, covered entries and names each belong to one topic, so a title picked from a list names one topic."""
    seen: dict[tuple[str, str], str] = {}
    for topic in topics:
        keys = {("id", topic.id)} | {("covered", c) for c in topic.covers}
        keys |= {("name", repr(fold(name))) for name in topic.names()}
        for key in keys:
            if key in seen:
                raise RulesDataError(f"rules topics {seen[key]} and {topic.id} share the {key[0]} {key[1]}")
            seen[key] = topic.id

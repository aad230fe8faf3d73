"""The rules index behind `/mk rules`: section numbers and one-line reminders (data/mageknight_rules.yaml)."""
from __future__ import annotations

import os
from dataclasses import dataclass

import yaml

import data

INDEX_FILE = os.path.join(os.path.dirname(data.__file__), "mageknight_rules.yaml")


@dataclass(frozen=True)
class RuleEntry:
    section: str
    titles: dict[str, str]
    texts: dict[str, str]

    def title(self, locale: str) -> str:
        return f"§{self.section} {self.titles.get(locale) or self.titles['en']}"

    def text(self, locale: str) -> str:
        return f"**{self.title(locale)}**\n{self.texts.get(locale) or self.texts['en']}"


class RulesIndex:
    def __init__(self, entries: list[RuleEntry]):
        self.entries = entries

    @classmethod
    def load(cls, path: str = INDEX_FILE) -> "RulesIndex":
        with open(path, encoding="utf-8") as handle:
            raw = yaml.safe_load(handle)
        return cls([RuleEntry(str(e["section"]), dict(e["title"]), dict(e["text"])) for e in raw])

    def search(self, typed: str, locale: str) -> list[RuleEntry]:
        """Entries whose number or title (in either language) holds every typed word."""
        words = typed.lower().replace("§", "").split()
        return [e for e in self.entries
                if all(w in f"{e.section} {e.titles['en']} {e.titles.get('de', '')}".lower() for w in words)]

    def find(self, typed: str) -> RuleEntry | None:
        """A section number as the autocomplete sends it, else the single entry the words name."""
        wanted = typed.strip().lstrip("§")
        exact = [e for e in self.entries if e.section == wanted]
        if exact:
            return exact[0]
        found = self.search(typed, "en")
        return found[0] if len(found) == 1 else None

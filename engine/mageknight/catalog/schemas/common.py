"""What every file shares: localized names, the entry list walker and the catalogue-wide id check."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.content import scalars
from engine.content.errors import DataError, Problems, index_path
from engine.content.scalars import Fields

from .. import vocabulary
from ..conditions import AnyOf, Condition, Flag, InPhase, parse_condition
from ..effects import Effect, parse_effect

T = TypeVar("T")


@dataclass(frozen=True)
class Localized:
    """A player-visible string in English and German; ``de_translated`` when not printed in German."""
    en: str
    de: str
    de_translated: bool = False

    def __str__(self) -> str:
        return self.en

    def get(self, language: str) -> str:
        return self.de if language == "de" else self.en


def localized(value: Any, path: str) -> Localized:
    fields = Fields(value, path)
    result = Localized(fields.required("en", scalars.text), fields.required("de", scalars.text),
                       fields.optional("de_source", scalars.one_of(vocabulary.DE_SOURCES, "de_source"))
                       == "translated")
    fields.done()
    return result


def rule_section(value: Any, path: str) -> str:
    """A rules-spec section such as "8.10"; unquoted 8.10 is the float 8.1 in YAML, so insist on text."""
    if isinstance(value, float):
        raise DataError(path, f"write the rule section as a quoted string (\"{value}\"), YAML reads it as a number")
    return scalars.text(value, path)


set_name = scalars.one_of(vocabulary.SETS, "set")
mana_color = scalars.one_of(vocabulary.MANA_COLORS, "mana colour")
basic_color = scalars.one_of(vocabulary.BASIC_MANA_COLORS, "basic mana colour")
enemy_color = scalars.one_of(vocabulary.ENEMY_COLORS, "enemy colour")
element = scalars.one_of(vocabulary.ELEMENTS, "element")
elements = scalars.list_of(element)
ids = scalars.list_of(scalars.identifier)


def effect(value: Any, path: str) -> Effect:
    return parse_effect(value, path)


TIMING_FLAGS = frozenset({"day", "night", "in_combat", "not_in_combat"})


def timing(value: Any, path: str) -> Condition:
    """`when`: the moments a card side, a Unit ability or a Skill may be played at all (§4.5), a condition about the
    time alone (day, night, in_combat, not_in_combat, a combat phase, or `any` of these), so the engine can say why
    a play does not fit now and refuse it before any mana is paid."""
    condition = parse_condition(value, path)
    parts = condition.conditions if isinstance(condition, AnyOf) else (condition,)
    for part in parts:
        if not (isinstance(part, InPhase) or isinstance(part, Flag) and part.name in TIMING_FLAGS):
            raise DataError(path, f"'when' speaks of the time only ({', '.join(sorted(TIMING_FLAGS))}, "
                                  f"{{phase: P}} or {{any: [...]}} of these), got {part!r}")
    return condition


def common_fields(fields: Fields) -> dict[str, Any]:
    """Keys every entry may carry: `set`, `rule` (rules-spec section) and an entry-level `de_source`.

    `set` is required where the entry shapes of docs/data-format.md list it (the caller reads it
    first); elsewhere it defaults to `base`. `de_source` belongs inside a `name`/`text` mapping; an
    entry-level one is accepted as marking the whole entry translated (see docs/data-format.md).
    """
    return {
        "set": fields.optional("set", set_name, "base"),
        "rule": fields.optional("rule", rule_section),
        "de_translated": fields.optional("de_source", scalars.one_of(vocabulary.DE_SOURCES, "de_source"))
        == "translated",
    }


@dataclass(frozen=True)
class Where:
    file: str
    path: str

    def __str__(self) -> str:
        return f"{self.file}: {self.path}"


class FileDocument:
    """One parsed YAML file while it is being read: its name, its data and where problems go."""

    def __init__(self, file: str, data: Any, problems: Problems, ids: dict[str, Where],
                 broken_ids: set[str] | None = None):
        self.file = file
        self.data = data
        self.problems = problems
        self._ids = ids  # shared by all files: ids are unique across the whole catalogue
        # Ids of entries that failed to read: references to them are not reported again.
        self.broken_ids = broken_ids if broken_ids is not None else set()

    def report(self, error: DataError) -> None:
        self.problems.add_error(self.file, error)

    def top_level(self, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> bool:
        """The file is a mapping with exactly these top-level keys; False if it cannot be read on."""
        if not isinstance(self.data, Mapping):
            self.report(DataError("", f"expected a mapping with keys {', '.join(required)}, "
                                      f"got {scalars.type_name(self.data)}"))
            return False
        for key in required:
            if key not in self.data:
                self.report(DataError("", f"missing top-level key '{key}'"))
        for key in self.data:
            if key not in required and key not in optional:
                self.report(DataError(str(key), f"unknown top-level key '{key}' "
                                                f"(allowed: {', '.join(required + optional)})"))
        return True

    def read(self, key: str, reader: Callable[[Any, str], T], default: Any = None) -> T | Any:
        """One top-level value; on a problem, report it and return ``default``."""
        if key not in self.data:
            return default
        try:
            return reader(self.data[key], key)
        except DataError as error:
            self.report(error)
            return default

    def entries(self, key: str, read_entry: Callable[[Any, str], T]) -> tuple[T, ...]:
        """The list under ``key``, each entry read on its own so one bad entry hides no other."""
        items = self.data.get(key) if isinstance(self.data, Mapping) else None
        if items is None:
            return ()
        if not isinstance(items, list):
            self.report(DataError(key, f"expected a list of entries, got {scalars.type_name(items)}"))
            return ()
        result = []
        for i, item in enumerate(items):
            path = index_path(key, i)
            try:
                entry = read_entry(item, path)
            except DataError as error:
                self.report(error)
                if isinstance(item, Mapping) and isinstance(item.get("id"), str):
                    self.broken_ids.add(item["id"])
                continue
            result.append(entry)
            self.claim_id(getattr(entry, "id", None), path)
        return tuple(result)

    def claim_id(self, entry_id: str | None, path: str) -> None:
        if entry_id is None:
            return
        earlier = self._ids.get(entry_id)
        if earlier is not None:
            self.report(DataError(path, f"duplicate id '{entry_id}' (already used at {earlier})"))
        else:
            self._ids[entry_id] = Where(self.file, path)


def read_entry(build: Callable[[Fields], T]) -> Callable[[Any, str], T]:
    """Wrap an entry builder so that it checks for unknown keys when it is done."""
    def read(value: Any, path: str) -> T:
        fields = Fields(value, path)
        entry = build(fields)
        fields.done()
        return entry
    return read

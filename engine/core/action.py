"""Actions: small records with a text notation, like moves in chess notation.

Notation: a verb, then `key=value` pairs in a fixed order, separated by single spaces:
    play card=march mode=powered mana=green
Values are tokens without spaces or '='. Printing then parsing gives the same Action, and parsing
then printing gives the same text (for text in normal form), so the record stores the text.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

_TOKEN = re.compile(r"^[A-Za-z0-9_\-.:,+#/]+$")
_VERB = re.compile(r"^[a-z][a-z0-9_\-]*$")


class ActionSyntaxError(ValueError):
    """The text is not an action in our notation."""


@dataclass(frozen=True, slots=True)
class Action:
    verb: str
    args: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        if not _VERB.match(self.verb):
            raise ActionSyntaxError(f"bad verb {self.verb!r}")
        seen = set()
        for key, value in self.args:
            if not _VERB.match(key) or not _TOKEN.match(value):
                raise ActionSyntaxError(f"bad argument {key}={value!r}")
            if key in seen:
                raise ActionSyntaxError(f"argument {key!r} given twice")
            seen.add(key)

    @classmethod
    def of(cls, verb: str, **args: object) -> "Action":
        return cls(verb, tuple((k, str(v)) for k, v in args.items()))

    @classmethod
    def parse(cls, text: str) -> "Action":
        parts = text.split()
        if not parts:
            raise ActionSyntaxError("empty action")
        args = []
        for part in parts[1:]:
            key, sep, value = part.partition("=")
            if not sep or not value:
                raise ActionSyntaxError(f"expected key=value, got {part!r}")
            args.append((key, value))
        return cls(parts[0], tuple(args))

    def get(self, key: str, default: str | None = None) -> str | None:
        for k, v in self.args:
            if k == key:
                return v
        return default

    def __str__(self) -> str:
        return " ".join([self.verb, *(f"{k}={v}" for k, v in self.args)])

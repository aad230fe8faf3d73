"""Actions: small records with a text notation, like moves in chess notation.

Notation: a verb, then `key=value` pairs in a fixed order, separated by single spaces:
    play card=march mode=powered mana=green
Values are tokens without spaces or '='. Printing then parsing gives the same Action, and parsing
then printing gives the same text (for text in normal form), so the record stores the text.

Lengths are bounded, so a typed move can never flood the record, the log or a Discord message: a whole
action has at most MAX_ACTION_LENGTH characters (the longest legal Mage Knight move has under 90, and
Discord's autocomplete holds a value of 100, so every legal move fits in a suggestion), a key at most
MAX_KEY_LENGTH and a value at most MAX_VALUE_LENGTH.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from engine.core.errors import PlayerError

MAX_ACTION_LENGTH = 100
MAX_KEY_LENGTH = 20
MAX_VALUE_LENGTH = 80

_TOKEN = re.compile(r"^[A-Za-z0-9_\-.:,+#/]+$")
_VERB = re.compile(r"^[a-z][a-z0-9_\-]*$")


class ActionSyntaxError(PlayerError, ValueError):
    """The text is not an action in our notation (English and German, like every refusal)."""


def _too_long(length: int) -> ActionSyntaxError:
    return ActionSyntaxError(f"an action is at most {MAX_ACTION_LENGTH} characters long, this one has {length}",
                             f"eine Aktion hat höchstens {MAX_ACTION_LENGTH} Zeichen, diese hat {length}")


@dataclass(frozen=True, slots=True)
class Action:
    verb: str
    args: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        if len(self.verb) > MAX_KEY_LENGTH:
            raise ActionSyntaxError(f"an action word has at most {MAX_KEY_LENGTH} characters",
                                    f"ein Aktionswort hat höchstens {MAX_KEY_LENGTH} Zeichen")
        if not _VERB.match(self.verb):
            raise ActionSyntaxError(f"'{self.verb}' is not an action word (a-z, 0-9, '-', '_')",
                                    f"'{self.verb}' ist kein Aktionswort (a-z, 0-9, '-', '_')")
        seen = set()
        for key, value in self.args:
            if len(key) > MAX_KEY_LENGTH or len(value) > MAX_VALUE_LENGTH:
                raise ActionSyntaxError(f"a key has at most {MAX_KEY_LENGTH} characters, a value {MAX_VALUE_LENGTH}",
                                        f"ein Schlüssel hat höchstens {MAX_KEY_LENGTH} Zeichen, ein Wert "
                                        f"{MAX_VALUE_LENGTH}")
            if not _VERB.match(key) or not _TOKEN.match(value):
                raise ActionSyntaxError(f"bad argument {key}={value!r}", f"ungültiges Argument {key}={value!r}")
            if key in seen:
                raise ActionSyntaxError(f"argument {key!r} given twice", f"Argument {key!r} doppelt angegeben")
            seen.add(key)
        length = len(str(self))
        if length > MAX_ACTION_LENGTH:
            raise _too_long(length)

    @classmethod
    def of(cls, verb: str, **args: object) -> "Action":
        return cls(verb, tuple((k, str(v)) for k, v in args.items()))

    @classmethod
    def parse(cls, text: str) -> "Action":
        text = text.strip()
        if len(text) > MAX_ACTION_LENGTH:  # before any work on it, and before quoting any of it
            raise _too_long(len(text))
        parts = text.split()
        if not parts:
            raise ActionSyntaxError("empty action", "leere Aktion")
        args = []
        for part in parts[1:]:
            key, sep, value = part.partition("=")
            if not sep or not value:
                raise ActionSyntaxError(f"expected `key=value`, got {part!r}", f"`key=value` erwartet, nicht {part!r}")
            args.append((key, value))
        return cls(parts[0], tuple(args))

    def get(self, key: str, default: str | None = None) -> str | None:
        for k, v in self.args:
            if k == key:
                return v
        return default

    def __str__(self) -> str:
        return " ".join([self.verb, *(f"{k}={v}" for k, v in self.args)])

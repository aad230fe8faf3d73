"""Errors a player may see. They carry their own English and German text."""
from __future__ import annotations


class PlayerError(Exception):
    """A refusal meant for the player who asked, never a crash.

    `en` and `de` are complete sentences; `rule` is the rules-spec section that forbids the move
    (for example "6.4"), shown after the text so players can look it up.
    """

    def __init__(self, en: str, de: str | None = None, rule: str | None = None):
        super().__init__(en)
        self.en = en
        self.de = de or en
        self.rule = rule

    def message(self, locale: str = "en") -> str:
        text = self.de if locale.startswith("de") else self.en
        if self.rule:
            label = "Regel" if locale.startswith("de") else "rule"
            return f"{text} ({label} {self.rule})"
        return text


class RuleError(PlayerError):
    """The game's rules forbid the action. The state it was tried on is unchanged."""

"""What every rule function works with: the catalogue, the state being built, and the events so far."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import Event, RuleError
from engine.mageknight.catalog import Catalog
from engine.mageknight.catalog.schemas.common import Localized
from engine.mageknight.rulebook import MAGE_KNIGHT, Rulebook
from engine.mageknight.state import GameState, Player


@dataclass
class Ctx:
    catalog: Catalog
    state: GameState
    events: list[Event] = field(default_factory=list)
    rules: Rulebook = field(default_factory=lambda: MAGE_KNIGHT)  # what content adds to the rules (rulebook.py)

    def player(self, seat: int) -> Player:
        return self.state.players[seat]

    def hero_name(self, seat: int) -> Localized:
        """How event texts name a player: by the Hero ("Tovak"), never a seat number; only before the Hero is
        chosen (the hero choice itself) by the player's number, "Player 1"."""
        hero = self.state.players[seat].hero
        return self.catalog.heroes[hero].name if hero else Localized(f"Player {seat + 1}", f"Spieler {seat + 1}")

    def say(self, kind: str, en: str, de: str, reveals: bool = False, visible_to: int | None = None,
            **data: object) -> None:
        self.events.append(Event(kind, en, de, dict(data), reveals, visible_to))

    @property
    def is_day(self) -> bool:
        """Day rules; dungeons and tombs fight under Night rules whatever the time (site `night_rules`)."""
        turn = self.state.turn
        if turn is not None and turn.combat is not None and turn.combat.night_rules:
            return False
        return self.state.round.time == "day"


def refuse(en: str, de: str, rule: str | None = None) -> RuleError:
    return RuleError(en, de, rule)


def counted(count: int, en: tuple[str, str], de: tuple[str, str]) -> Localized:
    """A number and its noun, singular or plural, in both languages: counted(2, ("Wound", "Wounds"),
    ("Verletzung", "Verletzungen")) -> "2 Wounds" / "2 Verletzungen"."""
    index = 0 if count == 1 else 1
    return Localized(f"{count} {en[index]}", f"{count} {de[index]}")


WOUNDS = ("Wound", "Wounds"), ("Verletzung", "Verletzungen")
CARDS = ("card", "cards"), ("Karte", "Karten")

"""What a player reads at a Mage Knight table, checked message by message (issue "A table people can play at").

Every message of a whole game played through the Discord harness is read as its reader sees it: its words, its
buttons' labels and its menus' entries (custom ids are not read by anyone, so they may keep the notation). The
checks are plain functions of text so that each can be shown to catch a planted fault (test_table_talk.py):

- no engine notation (`key=value`, content ids, the engine's verbs) and no "Seat N";
- no 0-based numbering ("die 0", "enemy 0", a list starting at "0.");
- a German reader's texts hold no English words (tests/i18n_words.py);
- a decision's panel, or the answer to the typed move that opened it, starts with the decision's question;
- a combat panel states the player's Attack and Block;
- every hand-off pings the next player with an "Open my panel" button (solo included);
- no text in a picture the bot sends is below 7 px when the picture is shown 400 px wide, measured from what the
  renderer draws (render/canvas.py ``record_text_sizes``), nor runs out of what it is drawn on.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

from console.fakediscord import SentMessage
from engine.mageknight.game import GAME, VERB_KEYS
from engine.mageknight.state import GameState
from render.canvas import PHONE_WIDTH, SMALLEST_ON_PHONE, TextSize, record_text_sizes
from tests.discord.secret_scan import around_drawings
from tests.i18n_words import english_words

# `name=value` as the notation writes it (a word, "=", a value without spaces).
_KEY_VALUE = re.compile(r"\b[a-z][a-z_]*=\S")
# The engine's own verbs that are no English word (a hyphenated verb is notation wherever it stands).
_NOTATION_VERBS = sorted((verb for verb in VERB_KEYS if "-" in verb), key=len, reverse=True)
_VERB = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, _NOTATION_VERBS)) + r")(?![\w-])")
# A content id: lower-case words joined by "_" (tovak_instinct, first_reconnaissance, cold_fire).
_CONTENT_ID = re.compile(r"(?<![\w/.:<@-])[a-z]+(?:_[a-z0-9]+)+(?![\w.])")
_SEAT = re.compile(r"\b(Seat|Platz|seat|Sitz)\s+\d")
_ZERO_BASED = re.compile(r"\b(die|Würfel|enemy|Feind|token|Plättchen|Unit|Einheit|ability|Fähigkeit|attack|Angriff)"
                         r"\s+0\b|^\s*0[.)]\s", re.MULTILINE)
_MENTION = re.compile(r"<@!?(\d+)>")
OPEN_PANEL = ("Open my panel", "Mein Panel öffnen")


def readable_text(message: SentMessage) -> str:
    """Everything the reader of `message` reads: content, embeds, button labels, menu entries."""
    words = [message.content]
    for embed in message.embeds:
        words += [embed.get("title") or "", embed.get("description") or "",
                  (embed.get("footer") or {}).get("text") or ""]
        words += [f"{f.get('name')} {f.get('value')}" for f in embed.get("fields") or []]
    for row in message.components:
        for component in row.get("components", []):
            words += [component.get("label") or "", component.get("placeholder") or ""]
            words += [f"{o.get('label', '')} {o.get('description') or ''}" for o in component.get("options", [])]
    return "\n".join(words)


def notation_in(text: str) -> list[str]:
    """Engine notation or seat numbers a player would have to decode."""
    found = [m.group(0) for m in _KEY_VALUE.finditer(text)]
    found += [m.group(0) for m in _VERB.finditer(text)]
    found += [m.group(0) for m in _CONTENT_ID.finditer(text)]
    found += [m.group(0) for m in _SEAT.finditer(text)]
    return found


def zero_based_in(text: str) -> list[str]:
    return [m.group(0).strip() for m in _ZERO_BASED.finditer(text)]


def has_open_panel_button(message: SentMessage) -> bool:
    return any(component.get("label") in OPEN_PANEL
               for row in message.components for component in row.get("components", []))


def pings(message: SentMessage) -> set[int]:
    """The users a public message pings (a mention that Discord lets through)."""
    allowed = {int(u) for u in (message.allowed_mentions or {}).get("users", [])}
    return {int(u) for u in _MENTION.findall(message.content)} & allowed if allowed else set()


def _is_panel(message: SentMessage) -> bool:
    return message.ephemeral and bool(message.components)


@dataclass
class TableTalk:
    """Reads the messages of each move of a whole game (RandomPlayer's `inspect` hook) and collects faults."""
    user_of_seat: dict[int, int]  # seat -> Discord user id
    locale_of_seat: dict[int, str]
    reader_of: Callable[[SentMessage], int | None]  # the seat a private message went to; None: a public message
    faults: list[str] = field(default_factory=list)
    messages: int = 0
    decisions: int = 0
    combat_panels: int = 0
    handoffs: int = 0
    pinged: set[int] = field(default_factory=set)  # users pinged and not yet acting since

    def fault(self, move: str, what: str, message: SentMessage | None = None) -> None:
        where = "" if message is None else f" in {'a public' if self.reader_of(message) is None else 'a private'} message " \
                                          f"{readable_text(message)[:300]!r}"
        self.faults.append(f"after `{move}`: {what}{where}")

    def inspect(self, sent: list[SentMessage], before: GameState, after: GameState, seat: int, move: str) -> None:
        self.pinged.discard(self.user_of_seat[seat])
        self.check_decision(sent, after, seat, move)
        self.check_combat_panel(sent, after, seat, move)
        self.check_handoff(sent, before, after, seat, move)

    def read_all(self, messages: list[SentMessage]) -> None:
        """Every message of the game, lobby and looks between moves included, for the checks of words alone."""
        for number, message in enumerate(messages):
            self.messages += 1
            self.read(message, f"message {number + 1}")

    def read(self, message: SentMessage, move: str) -> None:
        text = readable_text(message)
        if notation_in(text):
            self.fault(move, f"notation {notation_in(text)}", message)
        if zero_based_in(text):
            self.fault(move, f"0-based numbering {zero_based_in(text)}", message)
        reader = self.reader_of(message)
        if reader is not None and self.locale_of_seat[reader].startswith("de") and english_words(text):
            self.fault(move, f"English in a German text {english_words(text)}", message)

    def _private_to(self, sent: list[SentMessage], seat: int) -> list[SentMessage]:
        return [m for m in sent if self.reader_of(m) == seat]

    def check_decision(self, sent: list[SentMessage], after: GameState, seat: int, move: str) -> None:
        """The mover's own decision, opened by this move, is asked as a question in the panel or the reply."""
        view = GAME.view(after, seat)
        decision = view.get("decision")
        if not decision or decision["seat"] != seat:
            return
        self.decisions += 1
        locale = "de" if self.locale_of_seat[seat].startswith("de") else "en"
        question = decision["question"][locale]
        if not any(question in m.content for m in self._private_to(sent, seat)):
            self.fault(move, f"the decision's question {question!r} is not in the mover's panel or reply")

    def check_combat_panel(self, sent: list[SentMessage], after: GameState, seat: int, move: str) -> None:
        if after.turn is None or after.turn.combat is None or after.turn.seat != seat:
            return
        locale = self.locale_of_seat[seat]
        attack, block = ("Angriff", "Block") if locale.startswith("de") else ("Attack", "Block")
        panels = list(filter(_is_panel, self._private_to(sent, seat)))
        for panel in panels[-1:]:  # the panel after the move (the ones before it led there)
            self.combat_panels += 1
            head = panel.content.split("\n\n")[0] if "\n\n" in panel.content else panel.content
            if attack not in head or block not in head:
                self.fault(move, "a combat panel without the player's Attack and Block", panel)

    def check_handoff(self, sent: list[SentMessage], before: GameState, after: GameState, seat: int,
                      move: str) -> None:
        """Whoever must act next was pinged, with the button, by this move or since their last move; in a solo
        game every new turn of the player says so with the button."""
        public = [m for m in sent if self.reader_of(m) is None]
        for message in public:
            if has_open_panel_button(message):
                self.pinged |= pings(message)
        if GAME.is_over(after):
            return
        mover = self.user_of_seat[seat]
        for next_seat in GAME.to_act(after):
            user = self.user_of_seat[next_seat]
            if user != mover and (next_seat not in GAME.to_act(before) or before is after):
                self.handoffs += 1
                if user not in self.pinged:
                    self.fault(move, f"seat {next_seat + 1}'s user is to act and was not pinged with a button")
        if len(self.user_of_seat) == 1 and _new_turn(before, after):
            self.handoffs += 1
            if not any(has_open_panel_button(m) for m in public):
                self.fault(move, "a new solo turn without the Open my panel button")


@dataclass
class PictureSizes:
    """The size of every text of every picture the bot draws while installed (each drawing is recorded in the worker
    thread that draws it, so the bot's own tasks need no recorder of their own)."""
    drawn: list[tuple[str, list[TextSize]]] = field(default_factory=list)

    def install(self, monkeypatch) -> "PictureSizes":
        def measured(name: str, draw: Callable[..., bytes], *args: Any, **kwargs: Any) -> bytes:
            with record_text_sizes() as sizes:
                data = draw(*args, **kwargs)
            self.drawn.append((name, sizes))
            return data
        around_drawings(monkeypatch, measured)
        return self

    def kinds(self) -> set[str]:
        return {name for name, _sizes in self.drawn}

    def faults(self) -> list[str]:
        """Texts below the floor on a phone, or running out of what they are drawn on, by picture."""
        found = []
        for name, sizes in self.drawn:
            small = sorted({(round(size.on_phone, 1), size.text) for size in sizes if size.on_phone < SMALLEST_ON_PHONE})
            if small:
                found.append(f"{name}: {len(small)} texts below {SMALLEST_ON_PHONE} px at {PHONE_WIDTH} px: {small[:5]}")
            outside = [size.text for size in sizes if not size.inside]
            if outside:
                found.append(f"{name}: texts running out of what they are drawn on: {outside[:5]}")
        return found


def _fresh(turn) -> bool:
    return turn is not None and turn.ending_step < 0 and not turn.played and not turn.moved and not turn.action_taken


def _new_turn(before: GameState, after: GameState) -> bool:
    """A turn of the (only) player began with this move (after the one before it ended, the Dummy's in between),
    or a new Round began (its Tactic choice). A turn that follows the Tactic choice in the same panel is no hand-off."""
    if after.round.number != before.round.number:
        return True
    if not _fresh(after.turn) or before.turn is None:
        return False
    return not (_fresh(before.turn) and before.turn.seat == after.turn.seat)

"""The secret scan: everything the bot hands out, checked against what the game keeps hidden (principle 4).

What is hidden is listed by instance, not by name: the card at a place in a hand or a deck, the tile at a
depth of the stack, the token face down on a hex. Words are judged by instance in two ways:
- a line may name an item only as often as its reader can see that item: a second March face up does not
  cover the one still in ann's hand, so a line naming March twice while one lies face up names a hidden one;
- a line may not show a hidden pile's top in its order, or another seat's whole hand, even where each of
  those cards also lies face up somewhere: the order, the grouping is the instance.
What words alone cannot tell apart, a lone "March" while another March lies face up, counts as the face-up
one. Structured outputs are judged by position as well: a picture must be drawn from its reader's view (the
public one or their seat's: `PictureLog` traces each PNG to the arguments it was drawn from), and no view or
export may hold a list in a hidden pile's order or a hand its reader may not see; while the game runs no output
carries the seed or the RNG state, and an export no move beyond what its public line showed.

Readers: a public message, picture, custom id or attachment is read by everyone (reader None); a private
message or an autocomplete answer by the one user who asked (their seat, or None if they sit at no seat).
"""
from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Any, Callable, Iterable, Iterator

from cogs import pictures
from cogs.mk_text import public_action
from console.fakediscord import SentMessage
from engine.core import Action, ActionSyntaxError
from engine.mageknight.game import GAME
from engine.mageknight.cards.scouts import PEEK
from engine.mageknight.state import WOUND, GameState

PNG = b"\x89PNG"
BIG_SEED = 100_000  # a seed this large is distinctive on its own; a smaller one only next to the word "seed"
ORDER_SHOWN = 3  # a list this long in the order of a hidden pile's top shows that order, not a coincidence


@dataclass(frozen=True)
class Hidden:
    """One hidden instance: `item` (a card, enemy, tile or token id) at `where`, seen only by `owner` (or nobody)."""
    kind: str
    item: str
    where: str
    owner: int | None = None


def hidden_instances(state: GameState) -> list[Hidden]:
    """Every instance the game keeps from some reader (rules §1.2, §2, §5.13)."""
    found: list[Hidden] = []

    def pile(kind: str, items: Iterable[str], where: str, owner: int | None = None) -> None:
        found.extend(Hidden(kind, item, f"{where} #{depth}", owner) for depth, item in enumerate(items))

    for p in state.players:
        pile("hand", p.hand, f"seat {p.seat}'s hand", p.seat)
        pile("deck", p.deck, f"seat {p.seat}'s deck")
        pile("skill_pile", p.skill_pile, f"seat {p.seat}'s Skill pile")
        pile("tactic_cards", p.tactic_cards, f"seat {p.seat}'s cards under Sparing Power", p.seat)
    decks = state.decks
    pile("tiles", decks.tiles, "the tile stack")
    pile("tiles", decks.removed_tiles, "the tiles set aside")
    found.extend(Hidden("tiles", tile, f"the face-down tile at {key}") for key, tile in state.map.face_down.items())
    for color, tokens in decks.enemies.items():
        pile("enemy", tokens, f"the {color} enemy pile")
    pile("ruins", decks.ruins, "the ruins pile")
    pile("spells", decks.spells, "the Spell deck")
    pile("advanced_actions", decks.advanced_actions, "the Advanced Action deck")
    pile("artifacts", decks.artifacts, "the Artifact deck")
    pile("units", decks.regular_units, "the Regular Unit deck")
    pile("units", decks.elite_units, "the Elite Unit deck")
    for key, tokens in state.map.enemies.items():
        found.extend(Hidden("enemy", t.enemy, f"face-down token #{n} on {key}") for n, t in enumerate(tokens)
                     if not t.face_up)
    found.extend(Hidden("ruins", token, f"face-down ruins token on {key}")
                 for key, (token, face_up) in state.map.ruins.items() if not face_up)
    for name in state.offers.hidden:
        pile("hidden_offer", getattr(state.offers, name), f"the face-down {name} offer")
    if state.dummy is not None:
        pile("dummy_deck", state.dummy.deck, "the Dummy's deck")
        pile("skill_pile", state.dummy.skill_pile, "the Dummy's Skill pile")
    if state.volkare is not None:  # General Volkare's deck and his face-down troops (Lost Legion §3.2, §3.4)
        pile("volkare_deck", state.volkare.deck, "Volkare's deck")
        found.extend(Hidden("enemy", t.enemy, f"Volkare's face-down troop #{n}")
                     for n, t in enumerate(state.volkare.army) if not t.face_up)
    if state.ghosts is not None:  # Ghost Attacks: the tokens face down on the Fame track (Lost Legion §5.5.3)
        found.extend(Hidden("enemy", t.enemy, f"the face-down {t.color} ghost on the Fame track")
                     for t in state.ghosts.track if not t.face_up)
    return found


def visible_counts(state: GameState, seat: int | None) -> Counter[str]:
    """How many instances of each item `seat` (None: everyone) can see, from the state itself, not the engine's
    view, so that the view can be judged by it."""
    seen: Counter[str] = Counter()
    for p in state.players:
        seen.update([p.hero, *(c.card for c in p.play_area), *p.discard, *p.skills, *p.set_aside, *p.puppets])
        seen.update(entry[0] for entry in p.skills_in_centre)
        seen.update(u.unit for u in p.units)
        seen.update(u.banner for u in p.units if u.banner)
        seen.update([p.tactic] if p.tactic else [])
        if p.seat == seat:  # their hand, the cards under their Sparing Power, and what their deck holds: they
            seen.update(p.hand + p.tactic_cards + p.deck)  # know their own cards, never the deck's order
    board = state.map
    seen.update(tile for tile, _q, _r in board.tiles)
    seen.update(t.enemy for tokens in board.enemies.values() for t in tokens if t.face_up)
    seen.update(token for token, face_up in board.ruins.values() if face_up)
    seen.update(enemy for pile in state.decks.enemy_discards.values() for enemy in pile)
    seen.update(state.decks.box)
    for name in ("units", "unit_offer_aas", "advanced_actions", "spells", "skills"):
        if name not in state.offers.hidden:
            seen.update(getattr(state.offers, name))
    turn = state.turn
    if turn is not None:
        seen.update([turn.box_revealed] if turn.box_revealed else [])
        if turn.seat == seat:  # Scouts' look at a face-down token or a pile's top, only its player's
            seen.update(entry[2] for entry in turn.entries(PEEK))
        seen.update(foe.enemy for foe in (turn.combat.foes if turn.combat is not None else []))
    if state.coop_assault is not None:
        seen.update(t.enemy for dealt in state.coop_assault.dealt for t in dealt)
    if state.dummy is not None:
        seen.update([state.dummy.hero, *state.dummy.discard, *([state.dummy.tactic] if state.dummy.tactic else [])])
    if state.volkare is not None:
        volkare = state.volkare
        seen.update([volkare.hero, *volkare.discard, *([volkare.tactic] if volkare.tactic else [])])
        seen.update(t.enemy for t in volkare.army if t.face_up)
        seen.update(unit for unit in volkare.marked.values() if unit)
    if state.ghosts is not None:  # the ghosts revealed in front of a Hero (Lost Legion §5.5.3)
        seen.update(t.enemy for attack in state.ghosts.attacks for t in attack.tokens)
    seen.update(state.round.tactics_available + state.round.tactics_removed + state.round.removal_choice)
    open_choice = turn.decision if turn is not None and turn.decision is not None else state.round.pending
    if seat is not None and open_choice is not None and open_choice.seat == seat:
        decision = GAME.view(state, seat)["decision"]  # a choice's options may name its owner's cards
        seen.update(mentions("\n".join(_lines(decision))))
    return seen


@cache
def _forms() -> tuple[re.Pattern[str], dict[str, set[str]], dict[str, set[str]]]:
    """One pattern for every id and name (English, German) of the content; the ids each form stands for; and
    for each id the ids sharing a form with it (the Shocktroops Unit and the Shocktroops enemy token)."""
    catalog = GAME.catalog
    ids_of: dict[str, set[str]] = {}
    for section in (catalog.cards, catalog.enemies, catalog.tiles, catalog.ruins_tokens, catalog.units,
                    catalog.skills, catalog.tactics, catalog.heroes, catalog.sites, catalog.scenarios):
        for ident, item in section.items():
            for form in {ident, item.name.en, item.name.de}:
                if form:
                    ids_of.setdefault(form, set()).add(ident)
    alike: dict[str, set[str]] = {}
    for ids in ids_of.values():
        for ident in ids:
            alike.setdefault(ident, set()).update(ids)
    alternatives = "|".join(re.escape(form) for form in sorted(ids_of, key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])"), ids_of, alike


@cache
def _printed_rules() -> tuple[str, ...]:
    """The rule texts printed on public pieces, Units' abilities and enemies' abilities, longest first: a card's name
    inside them ("Counts twice against an attack with Swiftness") is the printed rule, not a card in play."""
    catalog = GAME.catalog
    texts = {text for unit in catalog.units.values() for ability in unit.abilities
             for text in (ability.text.en, ability.text.de)}
    texts |= {text for ability in catalog.enemy_abilities.values() for text in (ability.text.en, ability.text.de)}
    return tuple(sorted(filter(None, texts), key=len, reverse=True))


SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n")


def mentions(text: str) -> Counter[str]:
    """How many instances of each item a text names: per item the most any one of its forms occurs (a line may
    say `march` and March for the one card), in any one sentence: a panel may name a card on each of its moves and
    a move's line names the enemy it attacks and then defeats, but a sentence naming March twice speaks of two
    cards. The rule texts printed on public pieces are read past."""
    pattern, ids_of, _alike = _forms()
    named: Counter[str] = Counter()
    for printed in _printed_rules():
        if printed in text:
            text = text.replace(printed, " ")
    for part in SENTENCE_END.split(text):
        for form, count in Counter(pattern.findall(part)).items():
            for ident in ids_of[form]:
                named[ident] = max(named[ident], count)
    named.pop(WOUND, None)  # every Wound is alike: "takes 2 Wounds" names no hidden card
    return named


def _named_in_order(line: str) -> list[set[str]]:
    """The items a line names, in order, each as the ids its word may stand for."""
    pattern, ids_of, _alike = _forms()
    return [ids_of[form] for form in pattern.findall(line) if WOUND not in ids_of[form]]


def _lines(data: Any) -> Iterator[str]:
    """Structured data as lines for `mentions`: each string alone, and each list on one line (its strings and
    its items' own strings), so a list naming March twice speaks of two cards while a view that names a Unit in
    two lists (its names, its cards' states) still speaks of one."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield str(key)
            yield from _lines(value)
    elif isinstance(data, (list, tuple)):
        yield "\t".join(text for item in data for text in _own_strings(item))
        for item in data:
            yield from _lines(item)


def _own_strings(item: Any) -> list[str]:
    if isinstance(item, str):
        return [item]
    values = item.values() if isinstance(item, dict) else item if isinstance(item, (list, tuple)) else []
    return [value for value in values if isinstance(value, str)]


def _lists(data: Any) -> Iterator[list]:
    if isinstance(data, dict):
        for value in data.values():
            yield from _lists(value)
    elif isinstance(data, (list, tuple)):
        yield list(data)
        for value in data:
            yield from _lists(value)


class Secrets:
    """What may not be handed out around one move: the hidden instances before and after it, the seed and RNG.

    What a reader may see is counted before and after the move, the larger count of each item: the move's
    words may name a card as it goes from the hand to the Play area, or from the Play area back to the hand
    (Crystal Joy); both times everyone saw that instance."""

    def __init__(self, before: GameState, after: GameState, seed: int | None = None):
        self.states = (before, after)
        self.piles = hidden_instances(after)  # what a view drawn after the move may not show in order
        self.hidden = hidden_instances(before) + self.piles  # named in the move's words, before or after it
        self.hidden_ids = {h.item for h in self.hidden}
        self.seed = seed
        self.running = not GAME.is_over(after)
        self.rng_states = {str(before.rng.state), str(after.rng.state)}
        self._visible: dict[int | None, Counter[str]] = {}

    def visible(self, reader: int | None) -> Counter[str]:
        if reader not in self._visible:
            before, after = (visible_counts(state, reader) for state in self.states)
            self._visible[reader] = before | after
        return self._visible[reader]

    def text_leaks(self, text: str, reader: int | None, where: str, orders: bool = True) -> list[str]:
        """Items named more often than `reader` can see them, a hidden pile's order or another seat's hand on
        one line, and the seed or RNG state of a running game."""
        leaks = self.order_leaks([_named_in_order(line) for line in text.splitlines()], reader, where) if orders else []
        visible = self.visible(reader)
        alike = _forms()[2]
        for ident, count in mentions(text).items():
            if ident not in self.hidden_ids or count <= sum(visible[other] for other in alike.get(ident, {ident})):
                continue
            kept = [h for h in self.hidden if h.item == ident and (h.owner is None or h.owner != reader)]
            if kept:
                kinds = ", ".join(sorted({h.kind for h in kept}))
                places = ", ".join(sorted({h.where for h in kept})[:3])
                leaks.append(f"{ident!r} named {count}x in {where} but {visible[ident]} visible to "
                             f"{_reader(reader)}; hidden ({kinds}): {places}: {_around(text, ident)!r}")
        return leaks + self.number_leaks(text, where)

    def number_leaks(self, text: str, where: str) -> list[str]:
        if not self.running:
            return []  # a finished game's record, seed included, may be handed out
        leaks = []
        if self.seed is not None and (
                re.search(rf"seed\W{{0,4}}{self.seed}(?!\d)", text, re.IGNORECASE)
                or self.seed >= BIG_SEED and re.search(rf"(?<!\d){self.seed}(?!\d)", text)):
            leaks.append(f"the seed {self.seed} in {where} of a running game: {text[:160]!r}")
        for rng in self.rng_states:
            if re.search(rf"(?<!\d){rng}(?!\d)", text):
                leaks.append(f"the RNG state {rng} in {where}: {text[:160]!r}")
        return leaks

    def record_leaks(self, record: dict[str, Any], where: str) -> list[str]:
        """A game record (an export): while the game runs, no seed, and no action beyond what its public line
        showed (`choose option=(a card)`); its history may name cards long since shuffled away."""
        text = json.dumps(record)
        leaks = self.number_leaks(text, where)
        for entry in record["actions"] if self.running else []:
            action = str(entry.get("action") if isinstance(entry, dict) else entry)
            try:
                shown = public_action(GAME.catalog, Action.parse(action), "en")
            except ActionSyntaxError:  # no notation: fine if it is the public form of a choice kept secret
                shown = action if action in _secret_choice_forms() else "a move"
            if shown != action:
                leaks.append(f"{where} shows `{action}`, which its public line showed as `{shown}`")
        return leaks

    def data_leaks(self, data: Any, reader: int | None, where: str) -> list[str]:
        """Structured data (a picture's view, an export): its strings as text, a hidden pile's order, hands."""
        if isinstance(data, dict) and isinstance(data.get("actions"), list):
            return self.record_leaks(data, where)
        leaks = self.text_leaks("\n".join(_lines(data)), reader, where, orders=False)
        leaks += self.number_leaks(json.dumps(data, default=str), where)
        lists = [[{str(item)} for item in found if item != WOUND] for found in _lists(data)]
        leaks += self.order_leaks(lists, reader, where)
        if isinstance(data, dict) and isinstance(data.get("players"), list):
            for player in data["players"]:
                if isinstance(player, dict) and player.get("hand") is not None and player.get("seat") != reader:
                    leaks.append(f"{where} shows seat {player.get('seat')}'s hand to {_reader(reader)}")
            if data.get("decision") is not None and reader is None:
                leaks.append(f"{where} shows a seat's open decision to everyone")
        return leaks

    def order_leaks(self, sequences: list[list[set[str]]], reader: int | None, where: str) -> list[str]:
        """Sequences of items (each the ids a word may stand for) that show a hidden pile's top in its order, or
        a whole hand of another seat, however many of those cards lie face up elsewhere: that is the instance."""
        leaks = []
        piles = self._piles_hidden_from(reader)
        for sequence in sequences:
            for start in range(len(sequence) - ORDER_SHOWN + 1):
                for (kind, name), items in piles.items():
                    size = len(items) if kind == "hand" else ORDER_SHOWN
                    window = sequence[start:start + size]
                    if len(items) < ORDER_SHOWN or len(window) < size:
                        continue
                    shown = items if kind == "hand" else items[:size]
                    if _fits(window, shown, any_order=kind == "hand") and not self._in_view(shown, reader, kind):
                        leaks.append(f"{where} shows {name} ({kind}) to {_reader(reader)}: {shown}")
        return leaks

    def _in_view(self, items: list[str], reader: int | None, kind: str) -> bool:
        """The same cards lie in that order (a hand: together) in a pile the reader sees: a hand of March, Rage
        and Swiftness listed to its owner is theirs, though another seat's deck may begin the same way."""
        for seen in self._visible_piles(reader):
            for start in range(len(seen) - len(items) + 1):
                window = seen[start:start + len(items)]
                if window == items or kind == "hand" and sorted(window) == sorted(items):
                    return True
        return False

    def _visible_piles(self, reader: int | None) -> list[list[str]]:
        piles = []
        for state in self.states:
            for p in state.players:
                piles += [[c.card for c in p.play_area], p.discard] + ([p.hand] if p.seat == reader else [])
            offers = state.offers
            piles += [getattr(offers, name) for name in ("units", "advanced_actions", "spells", "skills")
                      if name not in offers.hidden]
            piles += [state.dummy.discard] if state.dummy is not None else []
            piles += [state.volkare.discard] if state.volkare is not None else []
        return [[item for item in pile if item != WOUND] for pile in piles]

    def _piles_hidden_from(self, reader: int | None) -> dict[tuple[str, str], list[str]]:
        """The hidden piles (kind, place) after the move, in order from the top, that `reader` may not see."""
        piles: dict[tuple[str, str], list[str]] = {}
        for h in self.piles:
            if (h.owner is None or h.owner != reader) and h.item != WOUND:  # Wounds are alike, in any order
                piles.setdefault((h.kind, h.where.rsplit(" #", 1)[0]), []).append(h.item)
        return piles

    def picture_leaks(self, drawn_from: Any, reader: int | None, where: str) -> list[str]:
        """A picture is drawn from the view its reader may have (the public one, or their seat's), before or
        after the move, or from its final score; nothing else, even if the scan saw no secret in it."""
        leaks = self.data_leaks(drawn_from, reader, where)
        views = [GAME.view(state, seat) for state in self.states for seat in {None, reader}]
        if all(drawn_from not in (view, view["result"]) for view in views):
            leaks.append(f"{where} is not the view of {_reader(reader)}")
        return leaks


@cache
def _secret_choice_forms() -> frozenset[str]:
    """How a public line shows a choice naming a card (`choose option=(a card)`), in each language."""
    card = next(iter(GAME.catalog.cards))
    return frozenset(public_action(GAME.catalog, Action.of("choose", option=card), locale) for locale in ("en", "de"))


def _fits(window: list[set[str]], items: list[str], any_order: bool) -> bool:
    """Each word of the window may stand for the item at its place (or, in any order, for a different one)."""
    if not any_order:
        return all(item in ids for ids, item in zip(window, items))
    left = list(items)
    for ids in window:
        match = next((item for item in left if item in ids), None)
        if match is None:
            return False
        left.remove(match)
    return True


def _around(text: str, ident: str) -> str:
    """The part of a text where an item is named, for the report."""
    pattern, ids_of, _alike = _forms()
    found = next((m for m in pattern.finditer(text) if ident in ids_of[m.group()]), None)
    start = max(0, found.start() - 80) if found else 0
    return text[start:start + 160]


def _reader(reader: int | None) -> str:
    return "everyone" if reader is None else f"seat {reader}"


def around_drawings(monkeypatch, around: Callable[..., bytes]) -> None:
    """Every picture the bot draws while the test runs goes through ``around(name, draw, *args, **kwargs)``, in the
    worker thread that draws it (cogs/pictures.py's one seam)."""
    original = pictures._renderer

    def wrapped(package: str, name: str) -> Callable[..., bytes] | None:
        renderer = original(package, name)
        if renderer is None:
            return None
        return lambda *args, **kwargs: around(name, renderer, *args, **kwargs)
    monkeypatch.setattr(pictures, "_renderer", wrapped)


class PictureLog:
    """Remembers the arguments each PNG was drawn from, so a picture in a message can be traced to its views
    (all of them: the same pixels drawn from a seat's view and from the public view count as both)."""

    def __init__(self) -> None:
        self.drawn: dict[str, list[tuple]] = {}

    def install(self, monkeypatch) -> "PictureLog":
        def recording(name: str, draw: Callable[..., bytes], *args: Any, **kwargs: Any) -> bytes:
            data = draw(*args, **kwargs)
            self.drawn.setdefault(_digest(data), []).append(args)
            return data
        around_drawings(monkeypatch, recording)
        return self

    def forget(self) -> None:
        """A new move: pictures drawn before it were judged with the secrets of their own time."""
        self.drawn.clear()

    def take(self) -> "PictureLog":
        """The pictures drawn so far, as a log of their own (to judge later with the secrets of their move); this
        log goes on empty."""
        taken = PictureLog()
        taken.drawn, self.drawn = self.drawn, {}
        return taken

    def add(self, other: "PictureLog") -> None:
        for digest, sources in other.drawn.items():
            self.drawn.setdefault(digest, []).extend(sources)

    def sources(self, data: bytes) -> list[tuple]:
        """The arguments of every drawing that made these bytes."""
        return self.drawn.get(_digest(data), [])


def _digest(data: bytes) -> str:
    return hashlib.sha1(data).hexdigest()


def message_parts(message: SentMessage) -> Iterator[tuple[str, str]]:
    """(what, text) of everything a message shows or carries: its words, then its custom ids and menu values."""
    words = [message.content]
    for embed in message.embeds:
        words += [embed.get("title") or "", embed.get("description") or "",
                  (embed.get("footer") or {}).get("text") or "", (embed.get("author") or {}).get("name") or ""]
        words += [f"{f.get('name')} {f.get('value')}" for f in embed.get("fields") or []]
    ids = []
    for row in message.components:
        for component in row.get("components", []):
            words += [component.get("label") or "", component.get("placeholder") or ""]
            words += [f"{o.get('label', '')} {o.get('description') or ''}" for o in component.get("options", [])]
            ids.append(component.get("custom_id") or "")
            ids += [o.get("value", "") for o in component.get("options", [])]
    yield "text", "\n".join(words)
    yield "custom ids", "\n".join(ids)


def scan_message(message: SentMessage, secrets: Secrets, reader: int | None,
                 drawings: PictureLog | None = None, public: bool | None = None) -> list[str]:
    """The leaks in one message read by `reader` (None for a public message); `public`: read by everyone (by
    default, unless ephemeral; a private thread's or a direct message's messages are not)."""
    receiver = "a user at no seat" if reader is None else f"seat {reader}"
    public = not message.ephemeral if public is None else public
    kind = "public" if public else f"private (to {receiver})"
    leaks = []
    for what, text in message_parts(message):
        leaks += secrets.text_leaks(text, reader, f"the {what} of a {kind} message")
    for name, data in message.files:
        if data.startswith(PNG):
            for args in drawings.sources(data) if drawings is not None else []:
                leaks += secrets.picture_leaks(args[0], reader, f"the view {name} ({kind}) was drawn from")
        else:
            text = data.decode("utf-8", errors="replace")
            try:
                leaks += secrets.data_leaks(json.loads(text), reader, f"the attachment {name} ({kind})")
            except ValueError:
                leaks += secrets.text_leaks(text, reader, f"the attachment {name} ({kind})")
    return leaks


def scan_messages(messages: list[SentMessage], secrets: Secrets, reader_of: Callable[[SentMessage], int | None],
                  drawings: PictureLog | None = None,
                  is_public: Callable[[SentMessage], bool] = lambda m: not m.ephemeral) -> list[str]:
    """Every message read by everyone if `is_public` (by default: not ephemeral), else by the one user `reader_of`
    says received it (an ephemeral reply's user, a private thread's or a direct message's player)."""
    leaks = []
    for message in messages:
        public = is_public(message)
        leaks += scan_message(message, secrets, None if public else reader_of(message), drawings, public)
    return leaks


def scan_autocomplete(choices: list[dict[str, Any]], secrets: Secrets, reader: int | None) -> list[str]:
    """An autocomplete answer is read by the one user typing: their own hand may be in it, no one else's."""
    text = "\n".join(f"{c.get('name', '')}\n{c.get('value', '')}" for c in choices)
    return secrets.text_leaks(text, reader, f"an autocomplete answer to {_reader(reader)}")

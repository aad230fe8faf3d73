"""A random Mage Knight player that uses Discord like a person: it clicks its private panel or types `/mk`
commands (checking the autocomplete offers the move), and a scan of everything public for secrets.

The choice of move is bench.selfplay's mildly purposeful random player, over the engine's legal actions,
so games reach their end; how it is made (panel or command) is what the driver tests.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from bench.selfplay import choose
from cogs.mageknight import COMMAND_VERBS
from cogs.mk_panel import categories, subgroups
from cogs.mk_text import category_of
from console.driver import LocalDiscord, User
from console.fakediscord import SentMessage
from engine.core import Action
from engine.mageknight.game import GAME
from engine.mageknight.resolve import WOUND
from engine.mageknight.state import GameState

CHANNEL = 600_000_000_000_000_001
MAX_CLICKS_PER_MOVE = 8
COMMAND_OF_VERB = {verb: command for command, verbs in COMMAND_VERBS.items() for verb in verbs}


class SecretLeaked(AssertionError):
    pass


@dataclass
class Played:
    actions: int = 0
    by_panel: int = 0
    by_command: int = 0
    public_messages: int = 0
    clicks: int = 0
    leaks: list[str] = field(default_factory=list)


def _names(ident: str) -> set[str]:
    catalog = GAME.catalog
    for section in (catalog.cards, catalog.enemies):
        if ident in section:
            name = section[ident].name
            return {ident, name.en, *( [name.de] if name.de else [])}
    return {ident}


def _public_cards(state: GameState) -> set[str]:
    """Deed cards anyone can see: Play areas, discard piles (face up, §1.2), offers, Banners on Units."""
    seen = set(state.offers.advanced_actions + state.offers.spells + state.offers.unit_offer_aas)
    for player in state.players:
        seen.update(p.card for p in player.play_area)
        seen.update(player.discard)
        seen.update(u.banner for u in player.units if u.banner)
    return seen


def secrets(before: GameState, after: GameState) -> set[str]:
    """Names that no public message may hold after this move: cards only in hands or decks (before and after),
    and enemies only on face-down tokens."""
    hidden_cards = set()
    for state in (before, after):
        for player in state.players:
            hidden_cards.update(player.hand + player.deck)
    hidden_cards -= _public_cards(before) | _public_cards(after) | {WOUND}
    face_down, face_up = set(), set()
    for state in (before, after):
        for tokens in state.map.enemies.values():
            for token in tokens:
                (face_up if token.face_up else face_down).add(token.enemy)
        if state.turn is not None and state.turn.combat is not None:
            face_up.update(foe.enemy for foe in state.turn.combat.foes)
    words = set()
    for ident in hidden_cards | (face_down - face_up):
        words |= _names(ident)
    return words


def public_text(message: SentMessage) -> str:
    parts = [message.content]
    for embed in message.embeds:
        parts += [embed.get("title") or "", embed.get("description") or ""]
        parts += [f"{f.get('name')} {f.get('value')}" for f in embed.get("fields") or []]
    for row in message.components:
        for component in row.get("components", []):
            parts.append(component.get("label") or "")
            parts += [o.get("label", "") for o in component.get("options", [])]
    return "\n".join(parts)


def scan(messages: list[SentMessage], words: set[str]) -> list[str]:
    leaks = []
    for message in messages:
        if message.ephemeral:
            continue
        text = public_text(message)
        for word in words:
            if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text):
                leaks.append(f"{word!r} in public message: {text[:200]!r}")
    return leaks


class RandomPlayer:
    def __init__(self, local: LocalDiscord, users: dict[int, User], seed: int):
        self.local = local
        self.users = users
        self.rng = random.Random(seed)
        self.played = Played()

    async def state(self) -> GameState:
        return (await self.local.bot.tables.status(CHANNEL)).state

    async def play_to_the_end(self, max_actions: int = 5000) -> Played:
        while self.played.actions < max_actions:
            before = await self.state()
            if GAME.is_over(before):
                return self.played
            (seat,) = GAME.to_act(before)
            legal = GAME.legal_actions(before, seat)
            ready = sum(card != WOUND for card in before.players[seat].hand)
            phase = before.turn.combat.phase if before.turn is not None and before.turn.combat is not None else None
            chosen = choose(self.rng, legal, ready, phase)
            start = len(self.local.fake.traffic.messages)
            if self.rng.random() < 0.5:
                await self.by_panel(self.users[seat], legal, chosen)
                self.played.by_panel += 1
            else:
                await self.by_command(self.users[seat], chosen)
                self.played.by_command += 1
            after = await self.state()
            count = len((await self.local.bot.tables.status(CHANNEL)).actions)
            assert count == self.played.actions + 1, f"{chosen} was not played exactly once"
            self.played.actions += 1
            sent = self.local.fake.traffic.messages[start:]
            self.played.public_messages += sum(not m.ephemeral for m in sent)
            self.played.leaks += scan(sent, secrets(before, after))
            assert not [m for m in sent if m.ephemeral and "went wrong" in m.content], chosen
        raise AssertionError(f"no end after {max_actions} actions")

    async def by_command(self, user: User, chosen: Action) -> None:
        name = COMMAND_OF_VERB[chosen.verb]
        if name == "end-turn":
            await self.local.slash(user, "/mk end-turn" + (" announce_end:true" if chosen.verb == "announce-end" else ""))
            return
        command = self.local.bot.tree.get_command("mk").get_command(name)
        option = command.parameters[0].name
        offered = await self.local.autocomplete(user, f"/mk {name} {option}:{chosen}", option)
        assert str(chosen) in [c["value"] for c in offered], f"autocomplete of /mk {name} lacks {chosen}"
        await self.local.slash(user, f"/mk {name} {option}:{chosen}")

    async def by_panel(self, user: User, legal: list[Action], chosen: Action) -> None:
        """Open the panel, go down to the chosen move and click it, as a player reading the panel would."""
        index = legal.index(chosen)
        (panel,) = [m for m in await self.local.slash(user, "/mk turn") if m.ephemeral]
        category = category_of(chosen)
        parts = subgroups(legal, categories(legal)[category])
        part = next(n for n, p in enumerate(parts) if index in p)
        wanted_paths = (f"{category}.{part}", category)
        for _ in range(MAX_CLICKS_PER_MOVE):
            self.played.clicks += 1
            target = _find(panel, lambda cid: re.fullmatch(rf"arb:1:act:\d+:\d+:{index}", cid))
            if target is not None:
                await self.local.click(user, panel, target, 2)
                return
            select = _find_select(panel, f"a{index}")
            if select is not None:
                await self.local.click(user, panel, select, 3, values=[f"a{index}"])
                return
            nav = _nav(panel, wanted_paths)
            if nav is None:
                raise AssertionError(f"the panel does not lead to {chosen}: {public_text(panel)}")
            kind, custom_id, value = nav
            replies = await self.local.click(user, panel, custom_id, kind, values=[value] if value else None)
            panel = next(m for m in replies if m.ephemeral and m.how == "edit")
        raise AssertionError(f"{chosen} not reached in {MAX_CLICKS_PER_MOVE} clicks")


def _find(panel: SentMessage, fits) -> str | None:
    """A button (not the refresh button, which also names the level it redraws) whose custom id fits."""
    for row in panel.components:
        for component in row["components"]:
            if component["type"] == 2 and component.get("label") != "⟳" and fits(component["custom_id"]):
                return component["custom_id"]
    return None


def _find_select(panel: SentMessage, value: str) -> str | None:
    for row in panel.components:
        for component in row["components"]:
            if component["type"] == 3 and value in [o["value"] for o in component["options"]]:
                return component["custom_id"]
    return None


def _nav(panel: SentMessage, paths: tuple[str, ...]) -> tuple[int, str, str | None] | None:
    """The button or menu entry that opens one of `paths` (deepest first), else the next page."""
    for path in paths:
        button = _find(panel, lambda cid: re.fullmatch(rf"arb:1:mk:\d+:\d+:{re.escape(path)}:0", cid))
        if button is not None:
            return 2, button, None
        select = _find_select(panel, f"g{path}")
        if select is not None:
            return 3, select, f"g{path}"
    forward = [c for row in panel.components for c in row["components"] if c.get("label") == "▶"]
    return (2, forward[0]["custom_id"], None) if forward else None


async def start_table(local: LocalDiscord, scenario: str, names: list[str], seed: int) -> dict[int, User]:
    users = {seat: local.user(name) for seat, name in enumerate(names)}
    await local.slash(users[0], f"/game new game:mageknight scenario:{scenario} seats:{len(names)} seed:{seed}")
    for seat in range(1, len(names)):
        await local.slash(users[seat], "/game join")
    await local.slash(users[0], "/game start")
    return users


async def heroes_chosen(local: LocalDiscord) -> dict[int, User]:
    """A 2-seat First Reconnaissance (seed 7) at ann's first turn: Tovak and Goldyx, Early Bird and Great Start."""
    users = await start_table(local, "first_reconnaissance", ["ann", "bob"], 7)
    await local.slash(users[0], "/mk hero hero:tovak")
    await local.slash(users[1], "/mk hero hero:goldyx")
    await local.slash(users[1], "/mk tactic tactic:great_start")
    await local.slash(users[0], "/mk tactic tactic:early_bird")
    return users

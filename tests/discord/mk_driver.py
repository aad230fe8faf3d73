"""A random Mage Knight player that uses Discord like a person: it clicks its private panel or types `/mk`
commands (checking the autocomplete offers the move); everything the bot hands out on the way goes through
the secret scan (tests/discord/secret_scan.py).

The choice of move is bench.mageknight_selfplay's mildly purposeful random player, over the engine's legal actions,
so games reach their end; how it is made (panel or command) is what the driver tests.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Callable

from bench.mageknight_selfplay import choose
from cogs.mageknight import COMMAND_VERBS
from cogs.mk_panel import categories, subgroups
from cogs.mk_text import category_of
from console.driver import LocalDiscord, User
from console.fakediscord import SentMessage
from engine.core import Action
from engine.mageknight.game import GAME
from engine.mageknight.resolve import WOUND
from engine.mageknight.state import GameState
from tests.discord.secret_scan import PictureLog, Secrets, message_parts, scan_autocomplete, scan_messages

CHANNEL = 600_000_000_000_000_001
MAX_CLICKS_PER_MOVE = 8
# What a seat may ask for between moves (a bare command name: its move list typed, for the autocomplete) ...
LOOKS = ("/mk hand", "/mk turn", "/mk status", "/mk offers", "play", "choose")
LOOK_CHANCE = 0.03  # ... now and then, so private answers to a seat not acting get scanned as well
COMMAND_OF_VERB = {verb: command for command, verbs in COMMAND_VERBS.items() for verb in verbs}


@dataclass
class Played:
    actions: int = 0  # the players' (the driver's) moves
    bot_actions: int = 0  # the moves the table played for bot seats in between
    by_panel: int = 0
    by_command: int = 0
    public_messages: int = 0
    clicks: int = 0
    leaks: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class BotMove:
    """A move the table played for a bot seat: the messages that told it (their places in the traffic), the states
    around it and the pictures drawn to tell it."""
    seat: int
    before: GameState
    after: GameState
    told: range
    drawings: PictureLog | None


class BotWatch:
    """Watches the table's bot seats (cogs/bots.py) as it plays them with the game's own player, so that each bot
    move's messages and pictures are scanned with the states around that move, and a player's move with the states
    around theirs. The table runs one bot run per channel; the harness waits for it (`BotSeats.settled`) after each
    move of a player before it reads the traffic."""

    def __init__(self, local: LocalDiscord, monkeypatch, drawings: PictureLog | None = None) -> None:
        self.moves: list[BotMove] = []
        self.drawings = drawings
        self.players_drawings = PictureLog()  # the pictures drawn before a bot's move: a player's move's
        tables, seats = local.bot.tables, local.bot.bot_seats
        act, tell = tables.act_as_bot, seats._tell
        chosen_at: list[GameState] = []

        async def acting(channel_id, turn, action):
            result = await act(channel_id, turn, action)
            chosen_at.append(turn.state)
            return result

        async def telling(channel_id, result):
            if drawings is not None:
                self.players_drawings.add(drawings.take())
            start = len(local.fake.traffic.messages)
            await tell(channel_id, result)
            after = (await tables.status(channel_id)).state
            self.moves.append(BotMove(result.seat, chosen_at.pop(), after,
                                      range(start, len(local.fake.traffic.messages)),
                                      drawings.take() if drawings is not None else None))

        monkeypatch.setattr(tables, "act_as_bot", acting)
        monkeypatch.setattr(seats, "_tell", telling)

    def players_pictures(self, drawings: PictureLog) -> PictureLog:
        """The pictures of a player's move, drawn before the bots' moves it set going and after (none, but the
        log of a move without bots)."""
        self.players_drawings.add(drawings.take())
        taken, self.players_drawings = self.players_drawings, PictureLog()
        return taken


class RandomPlayer:
    def __init__(self, local: LocalDiscord, users: dict[int, User], seed: int, drawings: PictureLog | None = None,
                 inspect: Callable[[list[SentMessage], GameState, GameState, int, str], None] | None = None,
                 bots: BotWatch | None = None):
        self.local = local
        self.bots = bots  # the table's bot seats (the seats not in `users`), when it has any
        self.inspect = inspect  # reads each move's messages with the states around it (tests/discord/table_talk.py)
        self.users = users
        self.rng = random.Random(seed)
        self.looks = random.Random(seed + 1)  # its own stream: looking never changes the moves chosen
        self.played = Played()
        self.drawings = drawings  # which view drew each picture, for the secret scan
        self.answers: list[list[dict]] = []  # the autocomplete answers to the seat making the move

    def reader_of(self, message: SentMessage) -> int | None:
        """The seat of the one user a private message (an ephemeral reply, a private thread's or a direct message's)
        went to (None: a user at no seat)."""
        return next((seat for seat, user in self.users.items() if self.local.visible_to(user, [message])), None)

    async def state(self) -> GameState:
        return (await self.local.bot.tables.status(CHANNEL)).state

    async def play_to_the_end(self, max_actions: int = 5000) -> Played:
        if await self.play_some(max_actions):
            return self.played
        raise AssertionError(f"no end after {max_actions} actions")

    async def play_some(self, actions: int) -> bool:
        """Up to `actions` more moves of the players (the bots' between them); True once the game is over."""
        stop = self.played.actions + actions
        while self.played.actions < stop:
            loaded = await self.local.bot.tables.status(CHANNEL)
            before, logged = loaded.state, len(loaded.actions)
            if GAME.is_over(before):
                return True
            (seat,) = GAME.to_act(before)
            legal = GAME.legal_actions(before, seat)
            ready = sum(card != WOUND for card in before.players[seat].hand)
            phase = before.turn.combat.phase if before.turn is not None and before.turn.combat is not None else None
            chosen = choose(self.rng, legal, ready, phase)
            if self.looks.random() < LOOK_CHANCE:
                await self.look(before, self.looks.choice(list(self.users)), self.looks.choice(LOOKS))
            start = len(self.local.fake.traffic.messages)
            told_by_bots = len(self.bots.moves) if self.bots is not None else 0
            if self.drawings is not None:
                self.drawings.forget()
            if self.bots is not None:
                self.bots.players_drawings.forget()
            if self.rng.random() < 0.5:
                await self.by_panel(self.users[seat], legal, chosen)
                self.played.by_panel += 1
            else:
                await self.by_command(self.users[seat], chosen)
                self.played.by_command += 1
            await self.local.bot.bot_seats.settled(CHANNEL)
            loaded = await self.local.bot.tables.status(CHANNEL)
            assert len(loaded.actions) > logged and loaded.actions[logged].seat == seat, \
                f"{chosen} was not played exactly once"
            self.played.actions += 1
            bot_moves = self.bots.moves[told_by_bots:] if self.bots is not None else []
            assert self.bots is None or len(loaded.actions) == logged + 1 + len(bot_moves), \
                "the table plays only bot seats, each move told"
            self.played.bot_actions += len(bot_moves)
            by_bots = {index for move in bot_moves for index in move.told}
            sent = [m for index, m in enumerate(self.local.fake.traffic.messages[start:], start)
                    if index not in by_bots]
            self.played.public_messages += sum(self.local.is_public(m) for m in sent)
            hidden = Secrets(before, bot_moves[0].before if bot_moves else loaded.state, loaded.row.seed)
            drawings = self.bots.players_pictures(self.drawings) \
                if self.bots is not None and self.drawings is not None else self.drawings
            self.played.leaks += scan_messages(sent, hidden, self.reader_of, drawings, self.local.is_public)
            for move in bot_moves:  # each bot move's words and pictures judged by the states around it
                told = self.local.fake.traffic.messages[move.told.start:move.told.stop]
                self.played.leaks += scan_messages(told, Secrets(move.before, move.after, loaded.row.seed),
                                                   self.reader_of, move.drawings, self.local.is_public)
                assert not [m for m in told if m.ephemeral], "a bot's move tells nobody anything privately in reply"
            for choices in self.answers:
                self.played.leaks += scan_autocomplete(choices, hidden, seat)
            self.answers = []
            assert not [m for m in sent if m.ephemeral and "went wrong" in m.content], chosen
            if self.inspect is not None:
                self.inspect(sent, before, loaded.state, seat, str(chosen))
        return GAME.is_over((await self.local.bot.tables.status(CHANNEL)).state)

    async def look(self, now: GameState, seat: int, look: str) -> None:
        """A seat asks for a look or types a command between moves; what it is told is scanned for that seat."""
        start = len(self.local.fake.traffic.messages)
        if self.drawings is not None:
            self.drawings.forget()
        hidden = Secrets(now, now, (await self.local.bot.tables.status(CHANNEL)).row.seed)
        if look.startswith("/"):
            await self.local.slash(self.users[seat], look)
        else:
            option = self.local.bot.tree.get_command("mk").get_command(look).parameters[0].name
            answer = await self.local.autocomplete(self.users[seat], f"/mk {look} {option}:", option)
            self.played.leaks += scan_autocomplete(answer, hidden, seat)
        sent = self.local.fake.traffic.messages[start:]
        self.played.leaks += scan_messages(sent, hidden, self.reader_of, self.drawings, self.local.is_public)

    async def by_command(self, user: User, chosen: Action) -> None:
        name = COMMAND_OF_VERB[chosen.verb]
        if name == "end-turn":
            await self.local.slash(user, "/mk end-turn" + (" announce_end:true" if chosen.verb == "announce-end" else ""))
            return
        command = self.local.bot.tree.get_command("mk").get_command(name)
        option = command.parameters[0].name
        offered = await self.local.autocomplete(user, f"/mk {name} {option}:{chosen}", option)
        self.answers.append(offered)
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
                raise AssertionError(f"the panel does not lead to {chosen}: {list(message_parts(panel))}")
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


async def start_table(local: LocalDiscord, scenario: str, names: list[str], seed: int,
                      options: str = "") -> dict[int, User]:
    """`options`: the table's options as /game new takes them ("additional_player=yes")."""
    users = {seat: local.user(name) for seat, name in enumerate(names)}
    await local.slash(users[0], f"/game new game:mageknight scenario:{scenario} seats:{len(names)} seed:{seed}"
                                + (f" options:{options}" if options else ""))
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

"""Bot seats: the table plays the seats Arbiter's own player holds, in public, paced so the players can follow.

After a player's move (and at the start, after an undo, when a seat is handed to a bot or taken), `BotSeats.play`
runs the bots while one of them is to act: the game's player (games.py, `Registration.player`) chooses in a worker
thread, so the event loop never waits on a search; the move goes through `Tables.act_as_bot`, the same path and the
same one write as a player's, and is told as a player's move is (`cogs.play.tell_move`): the public line in words, the
pictures, the private news of the players it told something, and the hand-off to a player, who is pinged as ever.
A bot only ever plays a bot's seat, and a run stops at the game's end, when no bot is to act, or after
`MOVES_PER_RUN` moves (a guard against a game that would hand the turn between bots for ever).

One run per channel at a time: a trigger while a run goes on starts no second one (two runs would choose for the
same seat and tell their moves interleaved); it asks the running one to look once more before it ends, and waits
for it like the trigger that started it. `settled(channel_id)` waits until the channel's bots are done.
A choice gets `BOT_THINK_SECONDS` of wall-clock time (the players themselves are bounded by a count of states, never
by the clock); past it, the bot takes any legal move instead (`RandomPlayer`), and the log says so.
"""
from __future__ import annotations

import asyncio
import logging
import re

import discord

from cogs.names import shown_name
from cogs.play import tell_move
from cogs.replies import Reply, answer, can_manage, guarded, post_public
from cogs.status import public_locale, refresh_status
from engine.core import Game
from engine.players import Choice, Player, RandomPlayer
from engine.store import TableRow
from engine.tables import BotTurn, MoveResult, StalePanel, Tables
from games import REGISTERED
from i18n import t

log = logging.getLogger("arbiter")

PACE_KEY = "bot_pace"  # a table's setting: seconds a bot waits before each move
DEFAULT_PACE_SECONDS = 2.0
MOVES_PER_RUN = 1000  # a whole Mage Knight Round of three bots stays well under it
BOT_THINK_SECONDS = 10.0  # a choice's wall-clock bound at the table: far above the player's usual second
ID_PREFIX = "arb:1"


def player_of(game: Game) -> Player:
    """The game's own player as its registration names it (a class is instantiated), else any legal move."""
    registration = REGISTERED.get(game.id)
    return registration.load_player() if registration is not None else RandomPlayer()


class BotSeats:
    def __init__(self, client: discord.Client, tables: Tables):
        self.client = client
        self.tables = tables
        self._players: dict[str, Player] = {}
        self._runs: dict[int, asyncio.Task[None]] = {}  # the channel's bot run going on
        self._again: set[int] = set()  # channels whose run is to look once more for a bot to act before it ends

    def _player(self, game: Game) -> Player:
        if game.id not in self._players:
            self._players[game.id] = player_of(game)
        return self._players[game.id]

    async def pace(self, table_id: int) -> float:
        stored = await self.tables.setting(f"table:{table_id}", PACE_KEY)
        return float(stored) if stored is not None else DEFAULT_PACE_SECONDS

    async def set_pace(self, table_id: int, seconds: float) -> None:
        await self.tables.set_setting(f"table:{table_id}", PACE_KEY, f"{seconds:g}")

    async def play(self, channel_id: int, row: TableRow | None = None, to_act: frozenset[int] | None = None) -> None:
        """The bots' moves while one is to act, and waits for them. `row` (and `to_act`): the table as its trigger
        left it, so that a table with no bot (to act) costs no read. A failure is logged and ends the run: the
        players' own move was made and told already, and the next trigger starts the bots again."""
        if row is not None and not any(s.is_bot and (to_act is None or s.seat in to_act) for s in row.seats):
            return
        running = self._runs.get(channel_id)
        if running is not None:
            self._again.add(channel_id)  # it may have read the table before this trigger's move
        else:
            running = self._runs[channel_id] = asyncio.ensure_future(self._runs_while_asked(channel_id))
        await asyncio.shield(running)  # a trigger cancelled (its interaction gone) leaves the run going

    async def settled(self, channel_id: int) -> None:
        """Once the channel's bot run (if one goes on) is over."""
        while (running := self._runs.get(channel_id)) is not None:
            await asyncio.shield(running)

    async def _runs_while_asked(self, channel_id: int) -> None:
        try:
            while True:
                self._again.discard(channel_id)
                try:
                    await self._run(channel_id)
                except Exception:  # noqa: BLE001
                    log.exception("the bot seats of channel %s stopped", channel_id)
                    return
                if channel_id not in self._again:
                    return
        finally:
            self._again.discard(channel_id)
            del self._runs[channel_id]

    async def _run(self, channel_id: int) -> None:
        moves = 0
        while (turn := await self.tables.bot_turn(channel_id)) is not None:
            if moves == MOVES_PER_RUN:
                row = (await self.tables.status(channel_id)).row
                await post_public(self.client, channel_id, Reply(t("bot_stopped", public_locale(row), count=moves)))
                return
            choice = await self._choose(turn)
            seconds = await self.pace(turn.table_id)
            if seconds > 0:
                await asyncio.sleep(seconds)
            try:
                result = await self.tables.act_as_bot(channel_id, turn, choice.action)
            except StalePanel:  # a player moved, or took the seat, while the bot chose: choose again
                continue
            moves += 1
            await self._tell(channel_id, result)

    async def _choose(self, turn: BotTurn) -> Choice:
        """The game's player's choice in a worker thread, within `BOT_THINK_SECONDS`; past it, any legal move (the
        worker cannot be stopped: it finishes on its own, its choice unused). A player that fails (an engine error met
        in its search) is logged with its trace and the seat plays any legal move: the table never waits on it."""
        player = self._player(turn.game)
        try:
            return await asyncio.wait_for(
                asyncio.to_thread(player.choose, turn.game, turn.state, turn.seat, turn.seed), BOT_THINK_SECONDS)
        except asyncio.TimeoutError:
            log.warning("the %s player took over %g s for seat %s of table %s: any legal move instead",
                        player.name, BOT_THINK_SECONDS, turn.seat + 1, turn.table_id)
        except Exception:  # noqa: BLE001
            log.exception("the %s player failed for seat %s of table %s: any legal move instead", player.name,
                          turn.seat + 1, turn.table_id)
        return await asyncio.to_thread(RandomPlayer().choose, turn.game, turn.state, turn.seat, turn.seed)

    async def _tell(self, channel_id: int, result: MoveResult) -> None:
        row = result.table
        name = next(shown_name(s.name) for s in row.seats if s.seat == result.seat)
        public = await tell_move(self.client, self.tables, result, name, public_locale(row))
        await post_public(self.client, channel_id, public)  # its followups, a bot's own news: nobody to tell
        if public.after is not None:
            await public.after()


class HandToBotButton(discord.ui.DynamicItem[discord.ui.Button],
                      template=ID_PREFIX + r":bot:(?P<channel>\d+):(?P<seat>\d+)"):
    """On the line that says a player left their seat: the creator or Manage Channel hands it to a bot."""

    def __init__(self, channel_id: int, seat: int, label: str = "?"):
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary,
                                           custom_id=f"{ID_PREFIX}:bot:{channel_id}:{seat}"))
        self.channel_id, self.seat = channel_id, seat

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> "HandToBotButton":
        return cls(int(match["channel"]), int(match["seat"]), item.label or "?")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, seat_to_bot(interaction, self.channel_id, self.seat))


def hand_to_bot_view(channel_id: int, seat: int, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(HandToBotButton(channel_id, seat, t("hand_to_bot", locale, seat=seat + 1)))
    return view


async def seat_to_bot(interaction: discord.Interaction, channel_id: int, seat: int | None) -> None:
    """A vacant seat handed to a bot (`seat` counted from 0; None: the first vacant one); the bot plays at once if
    the seat is to act."""
    client = interaction.client
    tables: Tables = client.tables  # type: ignore[attr-defined]

    async def work(locale: str) -> Reply:
        before = (await tables.status(channel_id)).row
        row = await tables.hand_to_bot(channel_id, interaction.user.id, can_manage(interaction), seat)
        (bot,) = [s for s in row.seats if s.is_bot and not before.seats[s.seat].is_bot]
        await refresh_status(client, tables, channel_id)
        reply = Reply(t("seat_to_bot", public_locale(row), bot=shown_name(bot.name), seat=bot.seat + 1))
        reply.after = lambda: client.bot_seats.play(channel_id, row)  # type: ignore[attr-defined]
        return reply
    await answer(interaction, work)


BOT_ITEMS = (HandToBotButton,)

"""One game table per channel or thread: load, lock, check the seat, apply, commit, then acknowledge.

This is the only place that joins the pure rules engines to the store. Order matters: an action is
appended to the log (durably) *before* the caller is told it happened, so an acknowledged move
survives a killed process; and a refused action leaves both the state and the store untouched.

Several processes may serve one database. Each keeps its own cache, so a cached table is used only while
the store still has it at the same version (one cheap read), and every write names the version its
checks were made on: a write that lost the race to another process is refused by the store, and the
command runs again on the reloaded table (see `_with_table`).
"""
from __future__ import annotations

import asyncio
import json
import secrets
import weakref
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from typing import Any, Awaitable, Callable, TypeVar

from engine.core import Action, ActionSyntaxError, Event, Game, PlayerError, Record, RecordError, RuleError
from engine.core.record import SEED_LIMIT
from engine.store import (BOT, OPEN_STATUSES, PLAYER, VACANT, ActionRow, SeatRow, StaleVersion, Store, TableChanges,
                          TableExists, TableRow)
from i18n import MESSAGES, t

LOCK_TIMEOUT_SECONDS = 10.0
STALE_RETRIES = 5  # each retry means another process's write went through, so the table is busy, not stuck
SEATS, SEED = "seats", "seed"  # lobby settings kept in a table's options beside the game's own
BOT_NAME = "Arbiter"  # a bot seat's name, numbered: the bot's own name, the same in every language
T = TypeVar("T")


def game_options(row: TableRow) -> dict[str, str]:
    """The game's own options of a table, without the lobby's settings."""
    return {name: value for name, value in row.options.items() if name not in (SEATS, SEED)}


def is_open(row: TableRow) -> bool:
    """An open game: a player chose the seed in public (/game new or /game start seed:), so anyone can work out
    its hidden cards and tiles; its seed is no secret to keep. Marked by the seed kept among the options."""
    return SEED in row.options


def _check_seed(seed: int) -> None:
    if type(seed) is not int or not 0 <= seed < SEED_LIMIT:
        raise table_error("bad_seed", limit=SEED_LIMIT - 1)


class StalePanel(PlayerError):
    """A panel's click from an older version of the table, or naming a move no longer listed: answered with the
    current panel."""


def stale_panel() -> StalePanel:
    return StalePanel(t("stale", "en"), t("stale", "de"))


def table_error(key: str, **params: object) -> PlayerError:
    """The refusal `key` in English and German; a table's `status` is named in each language."""
    def words(locale: str) -> dict[str, object]:
        named = f"table_status_{params.get('status')}"
        return {**params, "status": t(named, locale)} if named in MESSAGES else params
    return PlayerError(t(key, "en", **words("en")), t(key, "de", **words("de")))


def _marker(seats: tuple[SeatRow, ...] | list[SeatRow]) -> int:
    """A user id for a seat no Discord user holds (a bot's, a vacant one): negative, so no user ever matches it, and
    unused at the table (seats are unique by user)."""
    return min([0, *(s.user_id for s in seats)]) - 1


def _bot_seat(seats: tuple[SeatRow, ...] | list[SeatRow], seat: int = 0) -> SeatRow:
    number = 1 + sum(s.is_bot for s in seats)
    return SeatRow(seat, _marker(seats), f"{BOT_NAME} {number}", kind=BOT)


def position_seed(row: TableRow) -> int:
    """The seed of a choice Arbiter's player makes at a table (a bot's move, a hint): from the table and its version,
    so the same position always gets the same choice, and the game's own seed stays out of it."""
    return (row.id * 1_000_003 + row.version) % SEED_LIMIT


@dataclass(frozen=True)
class BotTurn:
    """A bot seat to act: the table's version and state it chooses from (its move is refused if the table moved)."""
    table_id: int
    game: Game
    state: Any
    seat: int
    version: int
    seed: int  # the choice's seed: from the table and its version, so a table's bot plays the same from the same place


@dataclass
class LoadedTable:
    """A table in memory: the row, the live state (None in the lobby) and the active action log."""

    row: TableRow
    state: Any = None
    actions: list[ActionRow] = field(default_factory=list)


@dataclass(frozen=True)
class MoveResult:
    table: TableRow
    seat: int
    action: Action
    events: tuple[Event, ...]
    game_over: bool
    to_act: frozenset[int]  # the seats whose decision it is after the move
    seq: int  # the action's place in the log
    before: dict[str, Any] = field(default_factory=dict)  # the mover's view just before the move, to say it in words
    handed_to: frozenset[int] = frozenset()  # the seats this move handed the game to (Game.handed_to)
    # What the Discord layer shows after the move, computed once under the table's lock from the state the move
    # made: the public view (None), the mover's view and the view of each seat told something privately; and the
    # mover's legal actions (their panel). Nothing after the move reads the table again to draw them.
    views: dict[int | None, dict[str, Any]] = field(default_factory=dict)
    legal: tuple[Action, ...] = ()
    summary: str = ""  # the game's public one-line summary in the table's language (a status without a presenter)


@dataclass(frozen=True)
class Told:
    """One move of the log as it was told: who made it, the mover's view just before it (what the move's words
    name: the enemies, the dice, the choice's options) and what it made happen."""
    seq: int
    seat: int
    action: str
    before: dict[str, Any]
    events: tuple[Event, ...]


class Tables:
    def __init__(self, store: Store, games: dict[str, Game], cache_size: int = 256, snapshot_every: int = 50):
        self.store = store
        self.games = games
        self.cache_size = cache_size
        self.snapshot_every = snapshot_every
        self._cache: OrderedDict[int, LoadedTable] = OrderedDict()
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    # --- settings beside the tables ---------------------------------------------------------------
    # Small values the Discord layer keeps per table or per bot (a status message's id, a player's private place,
    # reminders), in the same store, so that the cogs never reach past the tables into the store.

    async def setting(self, scope: str, key: str) -> str | None:
        return await self.store.get_setting(scope, key)

    async def set_setting(self, scope: str, key: str, value: str | None) -> None:
        await self.store.set_setting(scope, key, value)

    async def replace_setting(self, scope: str, key: str, expected: str | None, value: str | None) -> bool:
        """Set the value only if it is still `expected`: a read-modify-write several processes share."""
        return await self.store.replace_setting(scope, key, expected, value)

    # --- plumbing -------------------------------------------------------------------------------

    def _lock(self, channel_id: int) -> asyncio.Lock:
        lock = self._locks.get(channel_id)
        if lock is None:
            lock = self._locks[channel_id] = asyncio.Lock()
        return lock

    async def _locked(self, channel_id: int) -> asyncio.Lock:
        lock = self._lock(channel_id)
        try:
            await asyncio.wait_for(lock.acquire(), LOCK_TIMEOUT_SECONDS)
        except TimeoutError:
            raise table_error("busy") from None
        return lock

    def game_of(self, row: TableRow) -> Game:
        return self.games[row.game]

    def _remember(self, channel_id: int, loaded: LoadedTable) -> None:
        self._cache[channel_id] = loaded
        self._cache.move_to_end(channel_id)
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)

    def forget(self, channel_id: int) -> None:
        self._cache.pop(channel_id, None)

    async def _cached(self, channel_id: int) -> LoadedTable | None:
        """The cached open table while the store still has it at that version (another process may have
        written since): one indexed read."""
        cached = self._cache.get(channel_id)
        if (cached is not None and cached.row.status in OPEN_STATUSES
                and await self.store.table_version(cached.row.id) == cached.row.version):
            self._cache.move_to_end(channel_id)
            return cached
        return None

    async def _load(self, channel_id: int) -> LoadedTable:
        """The channel's open table: the cached copy while it is current, else rebuilt from the store."""
        cached = await self._cached(channel_id)
        if cached is not None:
            return cached
        row = await self.store.open_table(channel_id)
        if row is None:
            self.forget(channel_id)
            raise table_error("no_table")
        loaded = await self._build(row.id)
        self._remember(channel_id, loaded)
        return loaded

    async def _build(self, table_id: int) -> LoadedTable:
        """Snapshot + replay of the active actions after it (or the whole log from the seed), all read at one
        moment, so the row's version is the version of the state."""
        log = await self.store.table_log(table_id)
        row = log.row
        if row.status == "lobby":
            return LoadedTable(row)
        game = self.game_of(row)
        if log.snapshot is not None:
            after, state = log.snapshot[0], game.load(json.loads(log.snapshot[1]))
        else:
            after, state = 0, game.create(game_options(row), len(row.seats), row.seed)
        for entry in log.actions:
            if entry.seq > after:
                state = game.apply(state, entry.seat, Action.parse(entry.action)).state
        return LoadedTable(row, state, list(log.actions))

    async def load_any(self, channel_id: int) -> LoadedTable:
        """The open table, else the most recent finished or abandoned one (for status and export); the cache
        first, as for a move."""
        cached = await self._cached(channel_id)
        if cached is not None:
            return cached
        row = await self.store.open_table(channel_id) or await self.store.latest_table(channel_id)
        if row is None:
            raise table_error("no_table")
        if row.status in OPEN_STATUSES:
            return await self._load(channel_id)
        return await self._build(row.id)

    @staticmethod
    def _require(loaded: LoadedTable, status: str) -> None:
        if loaded.row.status != status:
            raise table_error("not_in_lobby" if status == "lobby" else "not_playing", status=loaded.row.status)

    @staticmethod
    def require_manager(row: TableRow, user_id: int, can_manage: bool) -> None:
        if user_id != row.creator_id and not can_manage:
            raise table_error("need_creator")

    async def _with_table(self, channel_id: int, step: Callable[[LoadedTable], Awaitable[T]]) -> T:
        """Run one command, `step`, on the channel's table under its lock. Its checks and its write are made on
        the version it loaded; when another process wrote first, the store refuses the write (`StaleVersion`)
        and the command runs again on the reloaded table, exactly as if it had waited for that write on the
        lock: carried out if the table as it is now allows it, else refused with the reason (a panel click
        names its version, so it is refused as out of date and answered with the current panel)."""
        lock = await self._locked(channel_id)
        try:
            for _ in range(STALE_RETRIES):
                try:
                    return await step(await self._load(channel_id))
                except StaleVersion:
                    self.forget(channel_id)
            raise table_error("busy")
        finally:
            lock.release()

    # --- lobby ----------------------------------------------------------------------------------

    async def create(self, channel_id: int, guild_id: int | None, user_id: int, user_name: str, game_id: str,
                     options: dict[str, str], locale: str | None = None, seats: int | None = None,
                     seed: int | None = None, bots: int = 0) -> TableRow:
        """A lobby. `seats`: the table seats exactly that many (join refuses more, start waits for them); `seed`:
        the setup to play, unless /game start names another. Both are kept beside the game's own options. `bots`:
        seats for Arbiter's own player after the creator's (opponents, or teammates in co-op)."""
        game = self.games.get(game_id)
        if game is None:
            raise table_error("unknown_game", game=game_id, games=", ".join(sorted(self.games)))
        resolved = game.resolve_options(options)
        if seats is not None:
            counts = game.seat_counts(resolved)
            if type(seats) is not int or seats not in counts:
                raise table_error("bad_seats", game=game.title, counts=", ".join(map(str, counts)))
            resolved[SEATS] = str(seats)
        if seed is not None:
            _check_seed(seed)
            resolved[SEED] = str(seed)
        room = int(resolved.get(SEATS, max(game.seat_counts(resolved))))
        if type(bots) is not int or not 0 <= bots < room:
            raise table_error("bad_bots", most=room - 1)
        async with self._lock(channel_id):
            try:
                row = await self.store.create_table(channel_id, guild_id, game_id, resolved, user_id, user_name,
                                                    locale)
            except TableExists:
                existing = await self.store.open_table(channel_id)
                raise table_error("table_exists", game=existing.game if existing else "?",
                                  status=existing.status if existing else "?") from None
            seated = list(row.seats)
            for _ in range(bots):
                seated.append(_bot_seat(seated))
            if bots:
                row = await self._change_seats(LoadedTable(row), seated)
            self._remember(channel_id, LoadedTable(row))
            return row

    async def _change_seats(self, loaded: LoadedTable, seats: list[SeatRow]) -> TableRow:
        renumbered = tuple(SeatRow(i, s.user_id, s.name, s.choice, s.kind) for i, s in enumerate(seats))
        loaded.row = await self.store.update_table(loaded.row.id, loaded.row.version, TableChanges(seats=renumbered))
        return loaded.row

    async def join(self, channel_id: int, user_id: int, user_name: str) -> TableRow:
        """A seat in the lobby; at a full table, a bot's seat (the last one). While the game runs: `takeover`."""
        async def step(loaded: LoadedTable) -> TableRow:
            if loaded.row.status == "playing":
                return await self._take_seat(loaded, user_id, user_name, None)
            self._require(loaded, "lobby")
            seat = loaded.row.seat_of(user_id)
            if seat is not None:
                raise table_error("already_seated", seat=seat + 1)
            wanted = self._seats_wanted(loaded.row)
            seats = list(loaded.row.seats)
            if len(seats) >= wanted:
                bots = [s for s in seats if s.is_bot]
                if not bots:
                    raise table_error("table_full", seats=wanted)
                seats.remove(bots[-1])
            return await self._change_seats(loaded, [*seats, SeatRow(0, user_id, user_name)])
        return await self._with_table(channel_id, step)

    async def add_bot(self, channel_id: int, user_id: int, can_manage: bool) -> TableRow:
        """A seat for Arbiter's own player in the lobby (creator or Manage Channel)."""
        async def step(loaded: LoadedTable) -> TableRow:
            self._require(loaded, "lobby")
            self.require_manager(loaded.row, user_id, can_manage)
            wanted = self._seats_wanted(loaded.row)
            if len(loaded.row.seats) >= wanted:
                raise table_error("table_full", seats=wanted)
            return await self._change_seats(loaded, [*loaded.row.seats, _bot_seat(loaded.row.seats)])
        return await self._with_table(channel_id, step)

    def _seats_wanted(self, row: TableRow) -> int:
        """The seats the lobby fills: those it was opened with, else the most its options seat."""
        return int(row.options.get(SEATS, max(self.game_of(row).seat_counts(game_options(row)))))

    async def remove_bot(self, channel_id: int, user_id: int, can_manage: bool) -> TableRow:
        """The lobby's last bot seat removed (creator or Manage Channel)."""
        async def step(loaded: LoadedTable) -> TableRow:
            self._require(loaded, "lobby")
            self.require_manager(loaded.row, user_id, can_manage)
            bots = [s for s in loaded.row.seats if s.is_bot]
            if not bots:
                raise table_error("no_bot_seat")
            return await self._change_seats(loaded, [s for s in loaded.row.seats if s is not bots[-1]])
        return await self._with_table(channel_id, step)

    async def leave(self, channel_id: int, user_id: int) -> TableRow:
        """Out of the lobby; while the game runs the seat stays, vacant, for a bot or another player to take."""
        async def step(loaded: LoadedTable) -> TableRow:
            if loaded.row.seat_of(user_id) is None:
                raise table_error("not_seated")
            if user_id == loaded.row.creator_id:
                raise table_error("creator_cannot_leave")
            if loaded.row.status == "playing":
                return await self._vacate(loaded, user_id)
            self._require(loaded, "lobby")
            return await self._change_seats(loaded, [s for s in loaded.row.seats if s.user_id != user_id])
        return await self._with_table(channel_id, step)

    async def kick(self, channel_id: int, actor_id: int, target_id: int, target_name: str,
                   can_manage: bool) -> TableRow:
        async def step(loaded: LoadedTable) -> TableRow:
            self.require_manager(loaded.row, actor_id, can_manage)
            if loaded.row.seat_of(target_id) is None:
                raise table_error("user_not_seated", who=target_name)
            if target_id == loaded.row.creator_id:
                raise table_error("creator_cannot_leave")
            if loaded.row.status == "playing":
                return await self._vacate(loaded, target_id)
            self._require(loaded, "lobby")
            return await self._change_seats(loaded, [s for s in loaded.row.seats if s.user_id != target_id])
        return await self._with_table(channel_id, step)

    # --- a seat kept alive ------------------------------------------------------------------------
    # A player who leaves (or is kicked) mid-game leaves their seat vacant, its name kept; the creator or Manage
    # Channel may hand it to a bot, and anyone not seated may take a vacant or a bot's seat (`takeover`).

    async def _vacate(self, loaded: LoadedTable, user_id: int) -> TableRow:
        seats = [replace(s, user_id=_marker(loaded.row.seats), kind=VACANT) if s.user_id == user_id else s
                 for s in loaded.row.seats]
        return await self._change_seats(loaded, seats)

    async def hand_to_bot(self, channel_id: int, user_id: int, can_manage: bool, seat: int | None) -> TableRow:
        """A vacant seat (`seat`, counted from 0; None: the first vacant one) played by a bot from now on."""
        async def step(loaded: LoadedTable) -> TableRow:
            self._require(loaded, "playing")
            self.require_manager(loaded.row, user_id, can_manage)
            target = self._seat_of_kind(loaded.row, seat, (VACANT,), "no_vacant_seat")
            bot = _bot_seat(loaded.row.seats, target.seat)
            return await self._change_seats(loaded, [bot if s is target else s for s in loaded.row.seats])
        return await self._with_table(channel_id, step)

    async def takeover(self, channel_id: int, user_id: int, user_name: str, seat: int | None) -> TableRow:
        """A player takes a bot's or a vacant seat (`seat`, counted from 0; None: the first such) mid-game."""
        async def step(loaded: LoadedTable) -> TableRow:
            return await self._take_seat(loaded, user_id, user_name, seat)
        return await self._with_table(channel_id, step)

    async def _take_seat(self, loaded: LoadedTable, user_id: int, user_name: str, seat: int | None) -> TableRow:
        self._require(loaded, "playing")
        mine = loaded.row.seat_of(user_id)
        if mine is not None:
            raise table_error("already_seated", seat=mine + 1)
        target = self._seat_of_kind(loaded.row, seat, (BOT, VACANT), "no_seat_to_take")
        taken = replace(target, user_id=user_id, name=user_name, kind=PLAYER)
        return await self._change_seats(loaded, [taken if s is target else s for s in loaded.row.seats])

    @staticmethod
    def _seat_of_kind(row: TableRow, seat: int | None, kinds: tuple[str, ...], none_key: str) -> SeatRow:
        fitting = [s for s in row.seats if s.kind in kinds and (seat is None or s.seat == seat)]
        if not fitting:
            if seat is not None and not 0 <= seat < len(row.seats):
                raise table_error("bad_seat_number", count=len(row.seats))
            raise table_error(none_key)
        return fitting[0]

    async def start(self, channel_id: int, user_id: int, can_manage: bool, seed: int | None = None) -> TableRow:
        async def step(loaded: LoadedTable) -> TableRow:
            self._require(loaded, "lobby")
            self.require_manager(loaded.row, user_id, can_manage)
            game = self.game_of(loaded.row)
            wanted = int(loaded.row.options.get(SEATS, game.min_seats))
            if len(loaded.row.seats) < wanted:
                raise table_error("too_few_seats", game=game.title, min=wanted, count=len(loaded.row.seats))
            options = loaded.row.options
            if seed is not None:
                _check_seed(seed)
                options = options | {SEED: str(seed)}  # chosen by a player: an open game
            chosen = int(options[SEED]) if SEED in options else secrets.randbelow(SEED_LIMIT)
            state = game.create(game_options(loaded.row), len(loaded.row.seats), chosen)
            row = await self.store.update_table(loaded.row.id, loaded.row.version,
                                                TableChanges(status="playing", seed=chosen, options=options))
            self._remember(channel_id, LoadedTable(row, state, []))
            return row
        return await self._with_table(channel_id, step)

    async def abandon(self, channel_id: int, user_id: int, can_manage: bool) -> TableRow:
        async def step(loaded: LoadedTable) -> TableRow:
            self.require_manager(loaded.row, user_id, can_manage)
            row = await self.store.update_table(loaded.row.id, loaded.row.version, TableChanges(status="abandoned"))
            self.forget(channel_id)
            return row
        return await self._with_table(channel_id, step)

    async def set_locale(self, channel_id: int, user_id: int, can_manage: bool, locale: str) -> TableRow:
        """The language of the table's public messages (by default the server's)."""
        async def step(loaded: LoadedTable) -> TableRow:
            self.require_manager(loaded.row, user_id, can_manage)
            loaded.row = await self.store.update_table(loaded.row.id, loaded.row.version, TableChanges(locale=locale))
            return loaded.row
        return await self._with_table(channel_id, step)

    # --- play -----------------------------------------------------------------------------------

    def _seat_names(self, row: TableRow, seats: frozenset[int]) -> str:
        names = [s.name for s in row.seats if s.seat in seats]
        return ", ".join(names) or "-"

    async def act(self, channel_id: int, user_id: int, action_text: str | None,
                  expected_version: int | None = None, choice: int | None = None) -> MoveResult:
        """`expected_version`: the version the player's panel was drawn at; a click from an older panel is refused.
        `choice`: a panel's button, the move's place among the player's legal actions at that version, read here
        under the lock (a click reads the table once)."""
        async def step(loaded: LoadedTable) -> MoveResult:
            self._require(loaded, "playing")
            if expected_version is not None and expected_version != loaded.row.version:
                raise stale_panel()
            seat = loaded.row.seat_of(user_id)
            if seat is None:
                raise table_error("not_seated")
            game = self.game_of(loaded.row)
            to_act = game.to_act(loaded.state)
            if seat not in to_act:
                raise table_error("not_your_decision", who=self._seat_names(loaded.row, to_act))
            text = action_text
            if choice is not None:
                listed = game.legal_actions(loaded.state, seat)
                if not 0 <= choice < len(listed):
                    raise stale_panel()
                text = str(listed[choice])
            return await self._move(loaded, seat, text)
        return await self._with_table(channel_id, step)

    async def _move(self, loaded: LoadedTable, seat: int, text: str) -> MoveResult:
        """`seat`'s move, written `text`: applied, appended to the log (one write) and told as a MoveResult."""
        game = self.game_of(loaded.row)
        try:
            action = game.normalise(Action.parse(text))  # the record keeps the one written form
        except ActionSyntaxError as exc:
            raise PlayerError(t("bad_action", "en", detail=exc.en), t("bad_action", "de", detail=exc.de)) from None
        outcome = game.apply(loaded.state, seat, action)
        before = game.view(loaded.state, seat)
        over = game.is_over(outcome.state)
        # stored with the action, in its transaction: a snapshot is always the state at its place in the log
        snapshot = (json.dumps(game.dump(outcome.state))
                    if (len(loaded.actions) + 1) % self.snapshot_every == 0 else None)
        row, entry = await self.store.append_action(
            loaded.row.id, loaded.row.version, seat, str(action), outcome.checkpoint,
            TableChanges(status="finished") if over else None, snapshot)
        handed_to = game.handed_to(loaded.state, outcome, seat)
        loaded.row, loaded.state = row, outcome.state
        loaded.actions.append(entry)
        told = {seat} | {event.visible_to for event in outcome.events if event.visible_to is not None}
        views = {None: game.view(outcome.state, None), **{s: game.view(outcome.state, s) for s in told}}
        return MoveResult(row, seat, action, outcome.events, over, game.to_act(outcome.state), entry.seq, before,
                          handed_to, views, tuple(game.legal_actions(outcome.state, seat)),
                          game.summary(outcome.state, row.locale or "en"))

    async def bot_turn(self, channel_id: int) -> BotTurn | None:
        """The bot seat whose decision it is (the first, if several), with the state it chooses from; None when no
        bot is to act or the game is not running (over, abandoned, or no table at all)."""
        try:
            loaded = await self.load_any(channel_id)
        except PlayerError:
            return None
        if loaded.row.status != "playing":
            return None
        game = self.game_of(loaded.row)
        to_act = game.to_act(loaded.state)
        bots = [s.seat for s in loaded.row.seats if s.is_bot and s.seat in to_act]
        if not bots:
            return None
        return BotTurn(loaded.row.id, game, loaded.state, bots[0], loaded.row.version, position_seed(loaded.row))

    async def act_as_bot(self, channel_id: int, turn: BotTurn, action: Action) -> MoveResult:
        """The bot's move chosen at `turn`, through the same path as a player's; refused as stale (`StalePanel`) if
        the table moved on, or the seat was taken back, while it chose."""
        async def step(loaded: LoadedTable) -> MoveResult:
            self._require(loaded, "playing")
            seats = {s.seat: s for s in loaded.row.seats}
            if loaded.row.version != turn.version or not seats[turn.seat].is_bot:
                raise stale_panel()
            return await self._move(loaded, turn.seat, str(action))
        return await self._with_table(channel_id, step)

    async def undo(self, channel_id: int, user_id: int) -> tuple[TableRow, ActionRow]:
        """Take back the table's last action if it is the caller's and revealed nothing (rule 5.13)."""
        async def step(loaded: LoadedTable) -> tuple[TableRow, ActionRow]:
            self._require(loaded, "playing")
            seat = loaded.row.seat_of(user_id)
            if seat is None:
                raise table_error("not_seated")
            if not loaded.actions:
                raise table_error("nothing_to_undo")
            last = loaded.actions[-1]
            if last.seat != seat:
                raise table_error("undo_not_yours", who=self._seat_names(loaded.row, frozenset({last.seat})))
            if last.checkpoint:
                raise table_error("undo_checkpoint", action=last.action)
            row = await self.store.undo_actions(loaded.row.id, loaded.row.version, [last.seq])
            self.forget(channel_id)  # the next load rebuilds the state without it
            return row, last
        return await self._with_table(channel_id, step)

    async def legal_actions(self, channel_id: int, user_id: int) -> tuple[TableRow, list[Action]]:
        loaded, seat = await self._seated(channel_id, user_id)
        return loaded.row, self.game_of(loaded.row).legal_actions(loaded.state, seat)

    async def choices(self, channel_id: int, user_id: int) -> tuple[TableRow, list[Action], dict[str, Any]]:
        """A seated player's legal actions and their view, from one read of the table (a panel, a typed command)."""
        loaded, seat = await self._seated(channel_id, user_id)
        game = self.game_of(loaded.row)
        return loaded.row, game.legal_actions(loaded.state, seat), game.view(loaded.state, seat)

    async def decision(self, channel_id: int, user_id: int) -> tuple[TableRow, Any, int]:
        """A seated player's decision as it stands, for a player to weigh (a hint): the row, the state and the seat,
        refused unless it is that seat's decision now. The state may be read in a worker thread while the table
        moves on: `apply` never changes a state, it makes a new one."""
        loaded, seat = await self._seated(channel_id, user_id)
        to_act = self.game_of(loaded.row).to_act(loaded.state)
        if seat not in to_act:
            raise table_error("not_your_decision", who=self._seat_names(loaded.row, to_act))
        return loaded.row, loaded.state, seat

    async def _seated(self, channel_id: int, user_id: int) -> tuple[LoadedTable, int]:
        loaded = await self._load(channel_id)
        self._require(loaded, "playing")
        seat = loaded.row.seat_of(user_id)
        if seat is None:
            raise table_error("not_seated")
        return loaded, seat

    async def playing(self, channel_id: int) -> LoadedTable:
        """The channel's table, refused unless its game has started."""
        loaded = await self.load_any(channel_id)
        if loaded.state is None:
            raise table_error("not_playing", status=loaded.row.status)
        return loaded

    async def view(self, channel_id: int, user_id: int | None) -> tuple[TableRow, dict[str, Any]]:
        loaded = await self.playing(channel_id)
        seat = loaded.row.seat_of(user_id) if user_id is not None else None
        return loaded.row, self.game_of(loaded.row).view(loaded.state, seat)

    # --- the record -----------------------------------------------------------------------------

    @staticmethod
    def require_player_or_manager(row: TableRow, user_id: int, can_manage: bool) -> None:
        """The log and the record are for the table's players and Manage Channel, not every passer-by."""
        if row.seat_of(user_id) is None and not can_manage:
            raise table_error("players_only")

    async def _recorded(self, channel_id: int) -> LoadedTable:
        loaded = await self.load_any(channel_id)
        if loaded.row.status == "lobby":
            raise table_error("not_playing", status="lobby")
        return loaded

    @staticmethod
    def _full_record(loaded: LoadedTable) -> Record:
        row = loaded.row
        return Record(row.game, game_options(row), len(row.seats), row.seed,
                      [(a.seat, a.action) for a in loaded.actions], [s.name for s in row.seats], open=is_open(row))

    async def record(self, channel_id: int) -> Record:
        """The whole record, seed and secret choices included: the truth, to replay. Never handed out while
        the game runs; `export` is what players get."""
        return self._full_record(await self._recorded(channel_id))

    async def export(self, channel_id: int, user_id: int, can_manage: bool, public: Callable[[str, str], str],
                     spoilers: bool = False) -> tuple[TableRow, Record]:
        """The record for a player or Manage Channel. Once the game is over (finished or abandoned) it is whole.
        While it runs it keeps its secrets: no seed unless the game is open, each action as everyone may read
        it (`public(game id, action)` leaves secret choices out), so it cannot be replayed; `spoilers`
        (Manage Channel only) hands out the whole record anyway."""
        loaded = await self._recorded(channel_id)
        self.require_player_or_manager(loaded.row, user_id, can_manage)
        if spoilers and not can_manage:
            raise table_error("spoilers_need_manage")
        record = self._full_record(loaded)
        if loaded.row.status == "playing" and not spoilers:
            record.seed = record.seed if record.open else None
            record.actions = [(seat, public(record.game, action)) for seat, action in record.actions]
            record.complete = False
        return loaded.row, record

    async def import_record(self, channel_id: int, user_id: int, can_manage: bool, text: str) -> TableRow:
        """Replay a record into this table's lobby (same game, same number of seats) and continue it."""
        try:
            record = Record.from_json(text)
        except RecordError as exc:
            raise table_error(exc.key, **exc.params) from None
        if not record.replayable:
            raise table_error("record_not_replayable")

        async def step(loaded: LoadedTable) -> TableRow:
            self._require(loaded, "lobby")
            self.require_manager(loaded.row, user_id, can_manage)
            if record.game != loaded.row.game or record.seats != len(loaded.row.seats):
                raise table_error("record_mismatch", game=record.game, seats=record.seats,
                                  table_game=loaded.row.game, table_seats=len(loaded.row.seats))
            game = self.game_of(loaded.row)
            options = game.resolve_options(record.options)
            state = game.create(options, record.seats, record.seed)
            if record.open:
                options[SEED] = str(record.seed)
            entries = []
            for index, (seat, action_text) in enumerate(record.actions, start=1):
                try:
                    action = game.normalise(Action.parse(action_text))
                    outcome = game.apply(state, seat, action)
                except (RuleError, ActionSyntaxError) as exc:
                    raise table_error("record_illegal", index=index, detail=str(exc)) from None
                state = outcome.state
                entries.append((seat, str(action), outcome.checkpoint))
            status = "finished" if game.is_over(state) else "playing"
            row = await self.store.replace_actions(loaded.row.id, loaded.row.version, entries,
                                                   TableChanges(status=status, seed=record.seed, options=options))
            self.forget(channel_id)
            return row
        return await self._with_table(channel_id, step)

    async def history(self, channel_id: int, user_id: int, can_manage: bool,
                      limit: int | None = 20) -> tuple[TableRow, list[Told]]:
        """The last `limit` active moves (all of them for None) as they were told, for a player or Manage Channel:
        the record replayed from its seed (pure, one apply per move; a view only for the moves handed back)."""
        loaded = await self.load_any(channel_id)
        self.require_player_or_manager(loaded.row, user_id, can_manage)
        row, game = loaded.row, self.game_of(loaded.row)
        if row.status == "lobby":
            return row, []
        state = game.create(game_options(row), len(row.seats), row.seed)
        first = 0 if limit is None else max(0, len(loaded.actions) - limit)
        told = []
        for index, entry in enumerate(loaded.actions):
            outcome = game.apply(state, entry.seat, Action.parse(entry.action))
            if index >= first:
                told.append(Told(entry.seq, entry.seat, entry.action, game.view(state, entry.seat), outcome.events))
            state = outcome.state
        return row, told

    async def status(self, channel_id: int) -> LoadedTable:
        return await self.load_any(channel_id)

"""The store interface: narrow enough that a PostgreSQL implementation needs no caller changes.

Every write names the table version it expects and bumps it, so a write based on a stale read is
refused (`StaleVersion`) instead of silently overwriting: optimistic concurrency that also holds
across processes, on top of the per-table lock inside one process. Every write hands back the row as it
wrote it, read inside the same transaction, and every read of more than one row (a table and its seats,
a table and its log) sees one committed moment: a caller never pairs a version with a state from another.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass

OPEN_STATUSES = ("lobby", "playing")


class StaleVersion(Exception):
    """The table changed since it was read; the caller must reload."""


class TableExists(Exception):
    """The channel already has an open table."""


PLAYER, BOT, VACANT = "player", "bot", "vacant"  # who holds a seat: a Discord user, Arbiter's own player, nobody


@dataclass(frozen=True)
class SeatRow:
    seat: int
    user_id: int  # a Discord user's id; for a bot's or a vacant seat a negative marker no Discord user has
    name: str
    choice: str = ""  # a per-seat lobby choice, e.g. the hero
    kind: str = PLAYER

    @property
    def is_bot(self) -> bool:
        return self.kind == BOT

    @property
    def is_player(self) -> bool:
        return self.kind == PLAYER

    @property
    def is_vacant(self) -> bool:
        return self.kind == VACANT


@dataclass(frozen=True)
class TableRow:
    id: int
    channel_id: int
    guild_id: int | None
    game: str
    options: dict[str, str]
    status: str
    creator_id: int
    seed: int | None
    version: int
    locale: str | None
    seats: tuple[SeatRow, ...] = ()
    created_at: str = ""
    updated_at: str = ""

    def seat_of(self, user_id: int) -> int | None:
        for s in self.seats:
            if s.user_id == user_id:
                return s.seat
        return None


@dataclass(frozen=True)
class ActionRow:
    seq: int
    seat: int
    action: str
    checkpoint: bool
    created_at: str = ""


@dataclass(frozen=True)
class TableLog:
    """A table with its active actions and its latest snapshot (seq, state JSON), as of one moment."""

    row: TableRow
    actions: tuple[ActionRow, ...]
    snapshot: tuple[int, str] | None


@dataclass
class TableChanges:
    """Fields to change together with a version bump; None means unchanged."""

    status: str | None = None
    seed: int | None = None
    locale: str | None = None
    options: dict[str, str] | None = None
    seats: tuple[SeatRow, ...] | None = None


class Store(ABC):
    @abstractmethod
    async def open(self) -> None: ...

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def create_table(self, channel_id: int, guild_id: int | None, game: str, options: dict[str, str],
                           creator_id: int, creator_name: str, locale: str | None) -> TableRow:
        """A new table in the lobby with its creator in seat 0. Refused if the channel has an open table."""

    @abstractmethod
    async def open_table(self, channel_id: int) -> TableRow | None:
        """The channel's table that is in the lobby or playing."""

    @abstractmethod
    async def latest_table(self, channel_id: int) -> TableRow | None:
        """The channel's most recent table in any status."""

    @abstractmethod
    async def get_table(self, table_id: int) -> TableRow | None: ...

    @abstractmethod
    async def list_tables(self, guild_id: int | None, statuses: tuple[str, ...] = OPEN_STATUSES) -> list[TableRow]: ...

    @abstractmethod
    async def table_version(self, table_id: int) -> int | None:
        """The table's current version: the cheap question 'has anyone written since I read it?'."""

    @abstractmethod
    async def update_table(self, table_id: int, expected_version: int, changes: TableChanges) -> TableRow: ...

    @abstractmethod
    async def append_action(self, table_id: int, expected_version: int, seat: int, action: str,
                            checkpoint: bool, changes: TableChanges | None = None,
                            snapshot: str | None = None) -> tuple[TableRow, ActionRow]:
        """Append one action and bump the version in one transaction; durable when it returns. `snapshot`: the
        state after this action, stored in the same transaction, so it is exactly the state at its seq."""

    @abstractmethod
    async def undo_actions(self, table_id: int, expected_version: int, seqs: list[int]) -> TableRow:
        """Mark those actions undone (kept for history, skipped on replay) and drop later snapshots."""

    @abstractmethod
    async def replace_actions(self, table_id: int, expected_version: int, actions: list[tuple[int, str, bool]],
                              changes: TableChanges) -> TableRow:
        """Swap the whole log (record import) in one transaction."""

    @abstractmethod
    async def table_log(self, table_id: int) -> TableLog | None:
        """The table, its active actions and its latest snapshot, read together."""

    @abstractmethod
    async def get_setting(self, scope: str, key: str) -> str | None: ...

    @abstractmethod
    async def set_setting(self, scope: str, key: str, value: str | None) -> None: ...

    @abstractmethod
    async def replace_setting(self, scope: str, key: str, expected: str | None, value: str | None) -> bool:
        """Set the value only if it is still `expected` (None: absent); False if another writer changed it first.
        A read-modify-write of a setting that several processes share goes through this."""

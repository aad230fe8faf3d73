"""SQLite store through aiosqlite: WAL, busy_timeout, BEGIN IMMEDIATE for every write, BEGIN for every read of
more than one row (WAL gives such a read one committed moment, while other processes go on writing).

WAL with synchronous=NORMAL keeps every committed transaction across a killed process (only a power
loss can drop the last ones), which is what "an acknowledged move is never lost" needs.
aiosqlite runs one connection on one thread; a lock keeps two coroutines' transactions from
interleaving on it.
"""
from __future__ import annotations

import asyncio
import json
import sqlite3
from datetime import datetime, timezone
from typing import Any, AsyncIterator
from contextlib import asynccontextmanager

import aiosqlite

from engine.store.base import (OPEN_STATUSES, ActionRow, SeatRow, StaleVersion, Store, TableChanges,
                               TableExists, TableLog, TableRow)
from engine.store.migrations import MIGRATIONS

WAL_ATTEMPTS = 40  # 40 x 50 ms: far longer than another process needs to switch a new file

_TABLE_COLUMNS = ("id, channel_id, guild_id, game, options, status, creator_id, seed, version, locale, "
                  "created_at, updated_at")


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


class SQLiteStore(Store):
    def __init__(self, path: str):
        self.path = path
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()

    async def open(self) -> None:
        self._db = await aiosqlite.connect(self.path, isolation_level=None)
        await self._db.execute("PRAGMA busy_timeout=5000")  # first: another process may hold the file right now
        await self._wal()
        await self._db.execute("PRAGMA synchronous=NORMAL")
        await self._db.execute("PRAGMA foreign_keys=ON")
        await self._migrate()

    async def _wal(self) -> None:
        """Switch a new file to WAL. SQLite answers 'database is locked' at once, without waiting the busy
        timeout, while another process is switching the same file, so the switch is tried again a few times."""
        for attempt in range(WAL_ATTEMPTS):
            try:
                await self._db.execute("PRAGMA journal_mode=WAL")
                return
            except sqlite3.OperationalError:
                if attempt == WAL_ATTEMPTS - 1:
                    raise
                await asyncio.sleep(0.05)

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
            self._db = None

    async def _migrate(self) -> None:
        """The schema version is read inside the write transaction, so two processes opening a new file at once
        migrate it once: the second waits for the first and then finds nothing to do."""
        async with self._write() as db:
            async with db.execute("PRAGMA user_version") as cur:
                (current,) = await cur.fetchone()
            for number, script in enumerate(MIGRATIONS[current:], start=current + 1):
                for statement in (s for s in script.split(";") if s.strip()):
                    await db.execute(statement)
                await db.execute(f"PRAGMA user_version={number}")

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            await self._db.execute("COMMIT")

    @asynccontextmanager
    async def _read(self) -> AsyncIterator[aiosqlite.Connection]:
        """One read transaction: in WAL mode its statements all see the same committed moment."""
        async with self._lock:
            await self._db.execute("BEGIN")
            try:
                yield self._db
            finally:
                await self._db.execute("COMMIT")

    async def _fetchall(self, sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        async with self._lock:
            async with self._db.execute(sql, params) as cur:
                return list(await cur.fetchall())

    # --- tables ---------------------------------------------------------------------------------

    async def _seats(self, db: aiosqlite.Connection, table_id: int) -> tuple[SeatRow, ...]:
        async with db.execute("SELECT seat, user_id, name, choice, kind FROM seats WHERE table_id=? ORDER BY seat",
                              (table_id,)) as cur:
            return tuple(SeatRow(*row) for row in await cur.fetchall())

    async def _table_row(self, db: aiosqlite.Connection, row: tuple | None) -> TableRow | None:
        if row is None:
            return None
        (tid, channel_id, guild_id, game, options, status, creator_id, seed, version, locale,
         created_at, updated_at) = row
        return TableRow(tid, channel_id, guild_id, game, json.loads(options), status, creator_id, seed, version,
                        locale, await self._seats(db, tid), created_at, updated_at)

    async def _select_one(self, db: aiosqlite.Connection, where: str, params: tuple[Any, ...]) -> TableRow | None:
        async with db.execute(f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE {where}", params) as cur:
            return await self._table_row(db, await cur.fetchone())

    async def _read_one(self, where: str, params: tuple[Any, ...]) -> TableRow | None:
        async with self._read() as db:
            return await self._select_one(db, where, params)

    async def create_table(self, channel_id, guild_id, game, options, creator_id, creator_name, locale):
        now = _now()
        try:
            async with self._write() as db:
                cur = await db.execute(
                    "INSERT INTO game_tables (channel_id, guild_id, game, options, status, creator_id, version, "
                    "locale, created_at, updated_at) VALUES (?, ?, ?, ?, 'lobby', ?, 1, ?, ?, ?)",
                    (channel_id, guild_id, game, json.dumps(options), creator_id, locale, now, now))
                await db.execute("INSERT INTO seats (table_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                                 (cur.lastrowid, creator_id, creator_name))
                return await self._select_one(db, "id=?", (cur.lastrowid,))
        except sqlite3.IntegrityError as exc:
            raise TableExists(str(exc)) from exc

    async def open_table(self, channel_id):
        placeholders = ",".join("?" * len(OPEN_STATUSES))
        return await self._read_one(f"channel_id=? AND status IN ({placeholders})", (channel_id, *OPEN_STATUSES))

    async def latest_table(self, channel_id):
        return await self._read_one("channel_id=? ORDER BY id DESC LIMIT 1", (channel_id,))

    async def get_table(self, table_id):
        return await self._read_one("id=?", (table_id,))

    async def list_tables(self, guild_id, statuses=OPEN_STATUSES):
        placeholders = ",".join("?" * len(statuses))
        async with self._read() as db:
            async with db.execute(
                    f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE guild_id IS ? AND status IN ({placeholders}) "
                    "ORDER BY id", (guild_id, *statuses)) as cur:
                rows = await cur.fetchall()
            return [await self._table_row(db, r) for r in rows]

    async def table_version(self, table_id):
        rows = await self._fetchall("SELECT version FROM game_tables WHERE id=?", (table_id,))
        return rows[0][0] if rows else None

    async def _bump(self, db: aiosqlite.Connection, table_id: int, expected_version: int,
                    changes: TableChanges | None) -> None:
        sets, params = ["version = version + 1", "updated_at = ?"], [_now()]
        if changes is not None:
            for column in ("status", "seed", "locale"):
                value = getattr(changes, column)
                if value is not None:
                    sets.append(f"{column} = ?")
                    params.append(value)
            if changes.options is not None:
                sets.append("options = ?")
                params.append(json.dumps(changes.options))
        cur = await db.execute(f"UPDATE game_tables SET {', '.join(sets)} WHERE id=? AND version=?",
                               (*params, table_id, expected_version))
        if cur.rowcount != 1:
            raise StaleVersion(f"table {table_id} is not at version {expected_version}")
        if changes is not None and changes.seats is not None:
            await db.execute("DELETE FROM seats WHERE table_id=?", (table_id,))
            await db.executemany(
                "INSERT INTO seats (table_id, seat, user_id, name, choice, kind) VALUES (?, ?, ?, ?, ?, ?)",
                [(table_id, s.seat, s.user_id, s.name, s.choice, s.kind) for s in changes.seats])

    async def update_table(self, table_id, expected_version, changes):
        async with self._write() as db:
            await self._bump(db, table_id, expected_version, changes)
            return await self._select_one(db, "id=?", (table_id,))

    # --- the action log -------------------------------------------------------------------------

    async def append_action(self, table_id, expected_version, seat, action, checkpoint, changes=None, snapshot=None):
        now = _now()
        async with self._write() as db:
            await self._bump(db, table_id, expected_version, changes)
            async with db.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE table_id=?",
                                  (table_id,)) as cur:
                (seq,) = await cur.fetchone()
            await db.execute(
                "INSERT INTO actions (table_id, seq, seat, action, checkpoint, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                (table_id, seq, seat, action, int(checkpoint), now))
            if snapshot is not None:
                await db.execute("INSERT OR REPLACE INTO snapshots (table_id, seq, state) VALUES (?, ?, ?)",
                                 (table_id, seq, snapshot))
            return await self._select_one(db, "id=?", (table_id,)), ActionRow(seq, seat, action, checkpoint, now)

    async def undo_actions(self, table_id, expected_version, seqs):
        async with self._write() as db:
            await self._bump(db, table_id, expected_version, None)
            await db.executemany("UPDATE actions SET undone=1 WHERE table_id=? AND seq=?",
                                 [(table_id, s) for s in seqs])
            await db.execute("DELETE FROM snapshots WHERE table_id=? AND seq>=?", (table_id, min(seqs)))
            return await self._select_one(db, "id=?", (table_id,))

    async def replace_actions(self, table_id, expected_version, actions, changes):
        now = _now()
        async with self._write() as db:
            await self._bump(db, table_id, expected_version, changes)
            await db.execute("DELETE FROM actions WHERE table_id=?", (table_id,))
            await db.execute("DELETE FROM snapshots WHERE table_id=?", (table_id,))
            await db.executemany(
                "INSERT INTO actions (table_id, seq, seat, action, checkpoint, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                [(table_id, i, seat, text, int(cp), now) for i, (seat, text, cp) in enumerate(actions, start=1)])
            return await self._select_one(db, "id=?", (table_id,))

    async def table_log(self, table_id):
        async with self._read() as db:
            row = await self._select_one(db, "id=?", (table_id,))
            if row is None:
                return None
            async with db.execute("SELECT seq, seat, action, checkpoint, created_at FROM actions "
                                  "WHERE table_id=? AND undone=0 ORDER BY seq", (table_id,)) as cur:
                actions = tuple(ActionRow(seq, seat, action, bool(cp), created)
                                for seq, seat, action, cp, created in await cur.fetchall())
            async with db.execute("SELECT seq, state FROM snapshots WHERE table_id=? ORDER BY seq DESC LIMIT 1",
                                  (table_id,)) as cur:
                snapshot = await cur.fetchone()
        return TableLog(row, actions, tuple(snapshot) if snapshot is not None else None)

    # --- settings -------------------------------------------------------------------------------

    async def get_setting(self, scope, key):
        rows = await self._fetchall("SELECT value FROM settings WHERE scope=? AND key=?", (scope, key))
        return rows[0][0] if rows else None

    async def _put_setting(self, db: aiosqlite.Connection, scope: str, key: str, value: str | None) -> None:
        if value is None:
            await db.execute("DELETE FROM settings WHERE scope=? AND key=?", (scope, key))
        else:
            await db.execute("INSERT OR REPLACE INTO settings (scope, key, value) VALUES (?, ?, ?)",
                             (scope, key, value))

    async def set_setting(self, scope, key, value):
        async with self._write() as db:
            await self._put_setting(db, scope, key, value)

    async def replace_setting(self, scope, key, expected, value):
        async with self._write() as db:
            async with db.execute("SELECT value FROM settings WHERE scope=? AND key=?", (scope, key)) as cur:
                current = await cur.fetchone()
            if (current[0] if current is not None else None) != expected:
                return False
            await self._put_setting(db, scope, key, value)
            return True

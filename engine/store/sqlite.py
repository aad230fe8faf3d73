"""SQLite store through aiosqlite: WAL, busy_timeout, BEGIN IMMEDIATE for every write.

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
                               TableExists, TableRow)
from engine.store.migrations import MIGRATIONS

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
        await self._db.execute("PRAGMA journal_mode=WAL")
        await self._db.execute("PRAGMA synchronous=NORMAL")
        await self._db.execute("PRAGMA busy_timeout=5000")
        await self._db.execute("PRAGMA foreign_keys=ON")
        await self._migrate()

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
            self._db = None

    async def _migrate(self) -> None:
        async with self._db.execute("PRAGMA user_version") as cur:
            (current,) = await cur.fetchone()
        for number, script in enumerate(MIGRATIONS[current:], start=current + 1):
            async with self._write():
                for statement in (s for s in script.split(";") if s.strip()):
                    await self._db.execute(statement)
                await self._db.execute(f"PRAGMA user_version={number}")

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

    async def _fetchall(self, sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        async with self._lock:
            async with self._db.execute(sql, params) as cur:
                return list(await cur.fetchall())

    # --- tables ---------------------------------------------------------------------------------

    async def _seats(self, db: aiosqlite.Connection, table_id: int) -> tuple[SeatRow, ...]:
        async with db.execute("SELECT seat, user_id, name, choice FROM seats WHERE table_id=? ORDER BY seat",
                              (table_id,)) as cur:
            return tuple(SeatRow(*row) for row in await cur.fetchall())

    async def _table_row(self, db: aiosqlite.Connection, row: tuple | None) -> TableRow | None:
        if row is None:
            return None
        (tid, channel_id, guild_id, game, options, status, creator_id, seed, version, locale,
         created_at, updated_at) = row
        return TableRow(tid, channel_id, guild_id, game, json.loads(options), status, creator_id, seed, version,
                        locale, await self._seats(db, tid), created_at, updated_at)

    async def _select_one(self, where: str, params: tuple[Any, ...]) -> TableRow | None:
        async with self._lock:
            async with self._db.execute(f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE {where}", params) as cur:
                row = await cur.fetchone()
            return await self._table_row(self._db, row)

    async def create_table(self, channel_id, guild_id, game, options, creator_id, creator_name, locale):
        now = _now()
        try:
            async with self._write() as db:
                cur = await db.execute(
                    "INSERT INTO game_tables (channel_id, guild_id, game, options, status, creator_id, version, "
                    "locale, created_at, updated_at) VALUES (?, ?, ?, ?, 'lobby', ?, 1, ?, ?, ?)",
                    (channel_id, guild_id, game, json.dumps(options), creator_id, locale, now, now))
                table_id = cur.lastrowid
                await db.execute("INSERT INTO seats (table_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                                 (table_id, creator_id, creator_name))
        except sqlite3.IntegrityError as exc:
            raise TableExists(str(exc)) from exc
        return await self.get_table(table_id)

    async def open_table(self, channel_id):
        placeholders = ",".join("?" * len(OPEN_STATUSES))
        return await self._select_one(f"channel_id=? AND status IN ({placeholders})", (channel_id, *OPEN_STATUSES))

    async def latest_table(self, channel_id):
        return await self._select_one("channel_id=? ORDER BY id DESC LIMIT 1", (channel_id,))

    async def get_table(self, table_id):
        return await self._select_one("id=?", (table_id,))

    async def list_tables(self, guild_id, statuses=OPEN_STATUSES):
        placeholders = ",".join("?" * len(statuses))
        async with self._lock:
            async with self._db.execute(
                    f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE guild_id IS ? AND status IN ({placeholders}) "
                    "ORDER BY id", (guild_id, *statuses)) as cur:
                rows = await cur.fetchall()
            return [await self._table_row(self._db, r) for r in rows]

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
                "INSERT INTO seats (table_id, seat, user_id, name, choice) VALUES (?, ?, ?, ?, ?)",
                [(table_id, s.seat, s.user_id, s.name, s.choice) for s in changes.seats])

    async def update_table(self, table_id, expected_version, changes):
        async with self._write() as db:
            await self._bump(db, table_id, expected_version, changes)
        return await self.get_table(table_id)

    # --- the action log -------------------------------------------------------------------------

    async def append_action(self, table_id, expected_version, seat, action, checkpoint, changes=None):
        now = _now()
        async with self._write() as db:
            await self._bump(db, table_id, expected_version, changes)
            async with db.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE table_id=?",
                                  (table_id,)) as cur:
                (seq,) = await cur.fetchone()
            await db.execute(
                "INSERT INTO actions (table_id, seq, seat, action, checkpoint, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                (table_id, seq, seat, action, int(checkpoint), now))
        return await self.get_table(table_id), ActionRow(seq, seat, action, checkpoint, now)

    async def undo_actions(self, table_id, expected_version, seqs):
        async with self._write() as db:
            await self._bump(db, table_id, expected_version, None)
            await db.executemany("UPDATE actions SET undone=1 WHERE table_id=? AND seq=?",
                                 [(table_id, s) for s in seqs])
            await db.execute("DELETE FROM snapshots WHERE table_id=? AND seq>=?", (table_id, min(seqs)))
        return await self.get_table(table_id)

    async def replace_actions(self, table_id, expected_version, actions, changes):
        now = _now()
        async with self._write() as db:
            await self._bump(db, table_id, expected_version, changes)
            await db.execute("DELETE FROM actions WHERE table_id=?", (table_id,))
            await db.execute("DELETE FROM snapshots WHERE table_id=?", (table_id,))
            await db.executemany(
                "INSERT INTO actions (table_id, seq, seat, action, checkpoint, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                [(table_id, i, seat, text, int(cp), now) for i, (seat, text, cp) in enumerate(actions, start=1)])
        return await self.get_table(table_id)

    async def active_actions(self, table_id, after_seq=0):
        rows = await self._fetchall(
            "SELECT seq, seat, action, checkpoint, created_at FROM actions "
            "WHERE table_id=? AND undone=0 AND seq>? ORDER BY seq", (table_id, after_seq))
        return [ActionRow(seq, seat, action, bool(cp), created) for seq, seat, action, cp, created in rows]

    async def save_snapshot(self, table_id, seq, state_json):
        async with self._write() as db:
            await db.execute("INSERT OR REPLACE INTO snapshots (table_id, seq, state) VALUES (?, ?, ?)",
                             (table_id, seq, state_json))

    async def latest_snapshot(self, table_id):
        rows = await self._fetchall(
            "SELECT seq, state FROM snapshots WHERE table_id=? ORDER BY seq DESC LIMIT 1", (table_id,))
        return (rows[0][0], rows[0][1]) if rows else None

    # --- settings -------------------------------------------------------------------------------

    async def get_setting(self, scope, key):
        rows = await self._fetchall("SELECT value FROM settings WHERE scope=? AND key=?", (scope, key))
        return rows[0][0] if rows else None

    async def set_setting(self, scope, key, value):
        async with self._write() as db:
            if value is None:
                await db.execute("DELETE FROM settings WHERE scope=? AND key=?", (scope, key))
            else:
                await db.execute("INSERT OR REPLACE INTO settings (scope, key, value) VALUES (?, ?, ?)",
                                 (scope, key, value))

"""Store figures: append one action, and load a 2,000-action game cold.

    python -m bench.store
Budgets (docs/architecture.md): append p95 < 5 ms; cold load of a 2,000-action game < 100 ms.
"""
from __future__ import annotations

import asyncio
import sqlite3
import tempfile
import time
from pathlib import Path

from bench.counter import GAME
from bench.stats import summary_ms
from engine.store import SQLiteStore
from engine.tables import Tables

ACTIONS = 2000


async def open_counter_table(path: str) -> tuple[SQLiteStore, Tables]:
    """A store at `path` with one started two-seat Counter table on channel 1."""
    store = SQLiteStore(path)
    await store.open()
    tables = Tables(store, {GAME.id: GAME})
    await tables.create(1, 1, 10, "a", "counter", {})
    await tables.join(1, 11, "b")
    await tables.start(1, 10, can_manage=False, seed=1)
    return store, tables


async def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        store, tables = await open_counter_table(str(Path(tmp) / "bench.db"))
        row = (await tables.status(1)).row
        appends = []
        for i in range(ACTIONS):
            started = time.perf_counter()
            row, _ = await store.append_action(row.id, row.version, i % 2, f"add n={1 + i % 3}", False)
            appends.append(time.perf_counter() - started)
        print(f"store append (SQLite WAL, synchronous=NORMAL): {summary_ms(appends)}  [budget p95 < 5 ms]")
        await store.close()

        # A whole game through tables.act (apply + append + snapshots), then cold loads.
        path2 = str(Path(tmp) / "bench2.db")
        store, tables = await open_counter_table(path2)
        acts = []
        for i in range(ACTIONS):
            started = time.perf_counter()
            await tables.act(1, 10 + i % 2, f"add n={1 + i % 3}")
            acts.append(time.perf_counter() - started)
        print(f"tables.act end to end (lock, apply, append, snapshot every 50): {summary_ms(acts)}")
        await store.close()

        for label, snapshots in (("with snapshots", True), ("replaying all 2,000 actions", False)):
            loads = []
            for _ in range(5):
                if not snapshots:
                    with sqlite3.connect(path2) as db:
                        db.execute("DELETE FROM snapshots")
                store = SQLiteStore(path2)
                await store.open()
                started = time.perf_counter()
                loaded = await Tables(store, {GAME.id: GAME}).status(1)
                loads.append(time.perf_counter() - started)
                assert len(loaded.actions) == ACTIONS
                await store.close()
            print(f"cold load of a {ACTIONS}-action game, {label}: {summary_ms(loads)}  [budget < 100 ms]")


if __name__ == "__main__":
    asyncio.run(main())

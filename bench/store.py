"""Store figures: append one action, load a 2,000-action game cold, and one table played by two processes.

    python -m bench.store
Budgets (docs/architecture.md): append p95 < 5 ms; cold load of a 2,000-action game < 100 ms.
The contention figure (two processes, each with its own Tables, moving on one table as fast as they can, each
for whichever seat is to act) has no budget: it shows what a lost race costs (reload, run again).
"""
from __future__ import annotations

import asyncio
import multiprocessing
import sqlite3
import tempfile
import time
from pathlib import Path

from bench.counter import GAME
from bench.stats import summary_ms
from engine.core import PlayerError
from engine.store import SQLiteStore
from engine.tables import Tables

ACTIONS = 2000
CONTENDED_ACTIONS = 500  # per process


async def open_counter_table(path: str) -> tuple[SQLiteStore, Tables]:
    """A store at `path` with one started two-seat Counter table on channel 1."""
    store = SQLiteStore(path)
    await store.open()
    tables = Tables(store, {GAME.id: GAME})
    await tables.create(1, 1, 10, "a", "counter", {})
    await tables.join(1, 11, "b")
    await tables.start(1, 10, can_manage=False, seed=1)
    return store, tables


async def _contend(path: str, attempts: int) -> tuple[list[float], int, float, float]:
    """Move for whichever seat is to act; returns the time of each move made, the number refused, and when the
    moves began and ended (wall clock, comparable across processes)."""
    store = SQLiteStore(path)
    await store.open()
    tables = Tables(store, {GAME.id: GAME})
    made, refused = [], 0
    began = time.time()
    for i in range(attempts):
        started = time.perf_counter()
        try:
            loaded = await tables.status(1)
            await tables.act(1, 10 + loaded.state.turn, f"add n={1 + i % 3}")
            made.append(time.perf_counter() - started)
        except PlayerError:  # the other process moved that seat first
            refused += 1
    ended = time.time()
    await store.close()
    return made, refused, began, ended


def contend(path: str) -> tuple[list[float], int, float, float]:
    return asyncio.run(_contend(path, CONTENDED_ACTIONS))


def contention_figures(tmp: str) -> None:
    for processes in (1, 2):
        path = str(Path(tmp) / f"contended{processes}.db")
        store, _tables = asyncio.run(open_counter_table(path))
        asyncio.run(store.close())
        with multiprocessing.get_context("spawn").Pool(processes) as pool:
            results = pool.map(contend, [path] * processes)
        elapsed = max(r[3] for r in results) - min(r[2] for r in results)
        made = [t for r in results for t in r[0]]
        refused = sum(r[1] for r in results)
        print(f"one table, {processes} process(es) moving on it (load + act): {summary_ms(made)}; "
              f"{len(made) / elapsed:.0f} moves/s, {refused} refused as already moved")


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
    with tempfile.TemporaryDirectory() as contended:
        contention_figures(contended)

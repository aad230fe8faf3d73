"""One of several bot processes playing the same table on one database file, as fast as it can.

Run by tests/test_contention.py:
    python -m tests.contention_child <db> <out dir> <worker> <workers> <game> <max actions> <seconds> <snapshot every>

Each process has its own SQLiteStore and Tables (so its own cache) and plays for every seat: moves, undos, a
change of the table's language now and then and, when a Sum Race game is over, the next game's lobby (create, join,
start: the processes race for those too). Every write it is told was committed goes to `acks-<worker>.jsonl`, and
so does a playing table shown with nobody to act (a stale cache: a state that does not go with the row).
When all workers are done, each writes what its own cache and a fresh load show (`final-<worker>.json`).
"""
from __future__ import annotations

import asyncio
import json
import random
import sys
import time
from pathlib import Path

from bench.mageknight_selfplay import choose
from engine.core import PlayerError
from engine.mageknight.game import GAME as MAGE_KNIGHT
from engine.store import SQLiteStore
from engine.tables import Tables
from engine.sumrace.game import GAME as SUM_RACE

GAMES = {SUM_RACE.id: SUM_RACE, MAGE_KNIGHT.id: MAGE_KNIGHT}
OPTIONS = {SUM_RACE.id: {"target": "21"}, MAGE_KNIGHT.id: {"scenario": "first_reconnaissance"}}
SEAT_COUNTS = {SUM_RACE.id: 3, MAGE_KNIGHT.id: 2}
CHANNEL = 77
USERS = (1001, 1002, 1003, 1004)
UNDO_CHANCE, LOCALE_CHANCE = 0.12, 0.03
BARRIER_SECONDS = 60.0


async def open_next_table(tables: Tables, game_id: str, seed: int) -> None:
    """The next game's lobby, joined and started; whatever another process did first is refused and skipped."""
    users = USERS[:SEAT_COUNTS[game_id]]
    for step in (lambda: tables.create(CHANNEL, 9, users[0], "u0", game_id, OPTIONS[game_id]),
                 *(lambda user=user: tables.join(CHANNEL, user, str(user)) for user in users[1:]),
                 lambda: tables.start(CHANNEL, users[0], can_manage=False, seed=seed)):
        try:
            await step()
        except PlayerError:
            pass


async def play(tables: Tables, game_id: str, worker: int, max_actions: int, seconds: float, acks) -> None:
    game = GAMES[game_id]
    rng = random.Random(worker)
    deadline = time.monotonic() + seconds
    acted = 0
    while acted < max_actions and time.monotonic() < deadline:
        try:
            loaded = await tables.status(CHANNEL)
        except PlayerError:  # no table yet
            loaded = None
        if loaded is None or loaded.row.status != "playing":
            if game_id != SUM_RACE.id and loaded is not None:
                return  # a Mage Knight game is long enough for the whole run
            await open_next_table(tables, game_id, seed=rng.randrange(1000))
            continue
        acted += 1
        roll = rng.random()
        try:
            if roll < UNDO_CHANCE and loaded.actions:
                row, undone = await tables.undo(CHANNEL, USERS[loaded.actions[-1].seat])
                acks.write(json.dumps({"undo": undone.seq, "table": row.id}) + "\n")
            elif roll < UNDO_CHANCE + LOCALE_CHANCE:
                row = await tables.set_locale(CHANNEL, USERS[0], True, rng.choice(("en", "de")))
                acks.write(json.dumps({"locale": row.locale, "table": row.id, "version": row.version}) + "\n")
            elif loaded.state is None or not game.to_act(loaded.state):
                acks.write(json.dumps({"stale_view": loaded.row.version, "table": loaded.row.id}) + "\n")
            else:
                seat = rng.choice(sorted(game.to_act(loaded.state)))
                action = choose(rng, game.legal_actions(loaded.state, seat))
                result = await tables.act(CHANNEL, USERS[seat], str(action))
                acks.write(json.dumps({"act": result.seq, "table": result.table.id, "seat": seat,
                                       "action": str(action)}) + "\n")
        except PlayerError:
            pass  # refused against the state as it is now: another process moved first


async def main(db: str, out: str, worker: int, workers: int, game_id: str, max_actions: int, seconds: float,
               snapshot_every: int) -> None:
    store = SQLiteStore(db)
    try:
        await store.open()
        tables = Tables(store, GAMES, snapshot_every=snapshot_every)
        out_dir = Path(out)
        try:
            with open(out_dir / f"acks-{worker}.jsonl", "w") as acks:
                await play(tables, game_id, worker, max_actions, seconds, acks)
        finally:  # a crashed worker must not keep the others waiting
            (out_dir / f"done-{worker}").touch()
        waited = time.monotonic()
        while len(list(out_dir.glob("done-*"))) < workers and time.monotonic() - waited < BARRIER_SECONDS:
            await asyncio.sleep(0.02)
        cached = await tables.status(CHANNEL)  # this process's cache, which may be behind the other's writes
        fresh = await Tables(store, GAMES).status(CHANNEL)
        game = GAMES[game_id]
        (out_dir / f"final-{worker}.json").write_text(json.dumps({
            "cached": {"table": cached.row.id, "version": cached.row.version, "state": game.dump(cached.state)},
            "fresh": {"table": fresh.row.id, "version": fresh.row.version, "state": game.dump(fresh.state)}}))
    finally:  # aiosqlite's thread would keep a crashed process alive
        await store.close()

if __name__ == "__main__":
    db_arg, out_arg, worker_arg, workers_arg, game_arg, max_arg, seconds_arg, every_arg = sys.argv[1:]
    asyncio.run(main(db_arg, out_arg, int(worker_arg), int(workers_arg), game_arg, int(max_arg), float(seconds_arg),
                     int(every_arg)))

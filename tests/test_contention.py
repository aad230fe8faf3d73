"""Several bot processes on one database file: the log stays the truth (docs/architecture.md, Persistence).

Real OS processes (tests/contention_child.py), each with its own Tables and SQLiteStore over one SQLite file,
play the same table as fast as they can, with undos, language changes, lobbies and frequent snapshots. Afterwards:
every acknowledged write is in the log in the order it was acknowledged, nothing unacknowledged is, the log replays
without a refusal, every stored snapshot is the replay at its position, and every process, through its own cache or
a fresh load, shows the replayed state.
"""
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core import Action
from engine.tables import SEATS, SEED
from tests.contention_child import GAMES, SEAT_COUNTS, USERS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORKERS = 2
SNAPSHOT_EVERY = 3


def run_workers(db: str, out: Path, game_id: str, max_actions: int, seconds: float) -> None:
    children = [subprocess.Popen([sys.executable, "-m", "tests.contention_child", db, str(out), str(worker),
                                  str(WORKERS), game_id, str(max_actions), str(seconds), str(SNAPSHOT_EVERY)],
                                 cwd=ROOT, stderr=subprocess.PIPE, text=True) for worker in range(WORKERS)]
    failures = []
    try:
        for child in children:
            _, errors = child.communicate(timeout=seconds + 120)
            if child.returncode != 0:
                failures.append(errors)
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
                child.wait()
    assert not failures, "\n".join(failures)


def acknowledged(out: Path) -> list[list[dict]]:
    return [[json.loads(line) for line in (out / f"acks-{worker}.jsonl").read_text().splitlines()]
            for worker in range(WORKERS)]


def replayed_states(db: str, game_id: str) -> dict[int, list[tuple[int, object]]]:
    """Per started table, the state after each active action of its log (at seq 0: before the first), read with a
    plain connection so the check does not depend on the store it checks."""
    game = GAMES[game_id]
    states: dict[int, list[tuple[int, object]]] = {}
    with sqlite3.connect(db) as plain:
        tables = plain.execute("SELECT id, options, seed FROM game_tables WHERE status != 'lobby'").fetchall()
        for table_id, options, seed in tables:
            (seats,) = plain.execute("SELECT COUNT(*) FROM seats WHERE table_id=?", (table_id,)).fetchone()
            options = {k: v for k, v in json.loads(options).items() if k not in (SEATS, SEED)}
            state = game.create(options, seats, seed)
            states[table_id] = [(0, state)]
            for seq, seat, action in plain.execute(
                    "SELECT seq, seat, action FROM actions WHERE table_id=? AND undone=0 ORDER BY seq", (table_id,)):
                state = game.apply(state, seat, Action.parse(action)).state  # a refusal here fails the test
                states[table_id].append((seq, state))
    return states


def check_log_against_acknowledgements(db: str, acks: list[list[dict]]) -> None:
    with sqlite3.connect(db) as plain:
        log = {(table, seq): (seat, action, bool(undone)) for table, seq, seat, action, undone in
               plain.execute("SELECT table_id, seq, seat, action, undone FROM actions")}
    undone = {(a["table"], a["undo"]) for worker in acks for a in worker if "undo" in a}
    moves = [(a["table"], a["act"]) for worker in acks for a in worker if "act" in a]
    for worker in acks:
        seqs = [(a["table"], a["act"]) for a in worker if "act" in a]
        assert seqs == sorted(seqs), "a process's acknowledged moves are out of order in the log"
        for a in worker:
            if "act" in a:
                assert log.get((a["table"], a["act"]), (None, None))[:2] == (a["seat"], a["action"]), a
    assert len(set(moves)) == len(moves), "two acknowledged moves claim the same place in the log"
    assert {key for key, (_, _, gone) in log.items() if gone} == undone, "undone actions differ from those acked"
    assert set(log) == set(moves), "the log holds a move nobody was told about, or lacks an acknowledged one"


def check_table_rows(db: str, game_id: str, acks: list[list[dict]]) -> None:
    """Every started table seated exactly its players (the processes raced for create, join and start), and has
    the language of its last acknowledged change, each change with a version of its own."""
    changes = [a for worker in acks for a in worker if "locale" in a]
    assert len({(a["table"], a["version"]) for a in changes}) == len(changes), "two writes claim one version"
    with sqlite3.connect(db) as plain:
        for table_id, locale in plain.execute("SELECT id, locale FROM game_tables WHERE status != 'lobby'"):
            seats = [u for (u,) in plain.execute("SELECT user_id FROM seats WHERE table_id=? ORDER BY seat",
                                                 (table_id,))]
            assert seats == list(USERS[:SEAT_COUNTS[game_id]]), (table_id, seats)
            mine = [a for a in changes if a["table"] == table_id]
            if mine:
                assert locale == max(mine, key=lambda a: a["version"])["locale"], table_id


def check_snapshots(db: str, game_id: str, states: dict[int, list[tuple[int, object]]]) -> int:
    game = GAMES[game_id]
    with sqlite3.connect(db) as plain:
        snapshots = plain.execute("SELECT table_id, seq, state FROM snapshots").fetchall()
    for table_id, seq, text in snapshots:
        at = dict(states[table_id])
        assert seq in at, f"a snapshot of table {table_id} at seq {seq}, which is not an active action"
        assert json.loads(text) == json.loads(json.dumps(game.dump(at[seq]))), f"snapshot {table_id}/{seq} is wrong"
    return len(snapshots)


def check_every_process_shows_the_replay(out: Path, game_id: str, states) -> None:
    game = GAMES[game_id]
    for worker in range(WORKERS):
        final = json.loads((out / f"final-{worker}.json").read_text())
        for kind in ("cached", "fresh"):
            live = final[kind]
            _, replayed = states[live["table"]][-1]
            assert live["state"] == json.loads(json.dumps(game.dump(replayed))), f"worker {worker}'s {kind} state"


@pytest.mark.parametrize("game_id, max_actions, seconds", [("sumrace", 1500, 4.0), ("mageknight", 300, 5.0)])
async def test_two_processes_on_one_table_keep_a_log_that_replays(tmp_path, game_id, max_actions, seconds):
    db, out = str(tmp_path / "shared.db"), tmp_path / "out"
    out.mkdir()
    run_workers(db, out, game_id, max_actions, seconds)
    acks = acknowledged(out)
    states = replayed_states(db, game_id)
    check_log_against_acknowledgements(db, acks)
    check_table_rows(db, game_id, acks)
    snapshots = check_snapshots(db, game_id, states)
    check_every_process_shows_the_replay(out, game_id, states)
    assert [a for worker in acks for a in worker if "stale_view" in a] == [], "a process showed a stale table"
    moves = sum(1 for worker in acks for a in worker if "act" in a)
    undos = sum(1 for worker in acks for a in worker if "undo" in a)
    assert moves > 20 and undos > 0 and snapshots > 0, (moves, undos, snapshots)  # the run did exercise them

"""A process killed with SIGKILL mid-game loses no acknowledged action (reopen, replay, same state)."""
import os
import signal
import subprocess
import sys

from engine.core import replay
from engine.store import SQLiteStore
from engine.tables import Tables
from tests.conftest import GAMES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


async def test_sigkill_loses_no_acknowledged_action(db_path):
    child = subprocess.Popen([sys.executable, "-m", "tests.crash_child", db_path], cwd=ROOT,
                             stdout=subprocess.PIPE, text=True)
    acknowledged: dict[int, int] = {}
    try:
        for _ in range(150):
            line = child.stdout.readline()
            assert line.startswith("ack "), f"child stopped early: {line!r}"
            _, channel, count = line.split()
            acknowledged[int(channel)] = int(count)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    assert child.returncode == -signal.SIGKILL

    store = SQLiteStore(db_path)
    await store.open()
    try:
        tables = Tables(store, GAMES)
        for channel, count in acknowledged.items():
            row = await store.latest_table(channel)
            actions = (await store.table_log(row.id)).actions
            assert len(actions) >= count, f"table {channel}: {count} acknowledged, {len(actions)} stored"
            loaded = await tables.load_any(channel)
            record = await tables.record(channel)
            assert replay(GAMES["sumrace"], record)[0] == loaded.state
    finally:
        await store.close()

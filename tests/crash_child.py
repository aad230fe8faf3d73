"""Plays Sum Race on a table forever, printing `ack <n>` after each acknowledged action.

Run by tests/test_crash_safety.py, which kills this process with SIGKILL mid-game.
"""
import asyncio
import sys

from engine.store import SQLiteStore
from engine.tables import Tables
from engine.sumrace.game import GAME


async def main(db_path: str) -> None:
    store = SQLiteStore(db_path)
    await store.open()
    tables = Tables(store, {GAME.id: GAME})
    channel = 0
    users = (1, 2, 3)
    acknowledged = 0
    while True:
        channel += 1
        await tables.create(channel, 9, users[0], "a", "sumrace", {"target": "21"})
        for user in users[1:]:
            await tables.join(channel, user, str(user))
        await tables.start(channel, users[0], can_manage=False, seed=channel)
        acknowledged_here = 0
        while True:
            loaded = await tables.status(channel)
            (seat,) = GAME.to_act(loaded.state)
            actions = GAME.legal_actions(loaded.state, seat)
            result = await tables.act(channel, users[seat], str(actions[acknowledged % len(actions)]))
            acknowledged += 1
            acknowledged_here += 1
            print(f"ack {channel} {acknowledged_here}", flush=True)
            if result.game_over:
                break


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))

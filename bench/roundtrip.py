"""A command's round trip through the real bot and command tree (only Discord's network is faked).

    python -m bench.roundtrip [--tables 200]
Figures: one `/game act` on a quiet table; then the same command on N tables busy at once
(budget: p95 < 500 ms with 200 tables).
"""
from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from pathlib import Path

from bench.counter import GAME
from bench.stats import summary_ms
from console.driver import LocalDiscord

MOVES_PER_TABLE = 5


async def timed(coro) -> float:
    started = time.perf_counter()
    await coro
    return time.perf_counter() - started


async def main(busy_tables: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with LocalDiscord(str(Path(tmp) / "rt.db"), {GAME.id: GAME}) as local:
            for channel in range(1, busy_tables + 1):
                a, b = local.user(f"a{channel}"), local.user(f"b{channel}")
                await local.slash(a, "/game new game:counter", channel_id=channel)
                await local.slash(b, "/game join", channel_id=channel)
                await local.slash(a, "/game start seed:1", channel_id=channel)

            quiet = []
            a1, b1 = local.user("a1"), local.user("b1")
            for i in range(100):
                quiet.append(await timed(local.slash(a1 if i % 2 == 0 else b1, "/game act action:add n=1",
                                                     channel_id=1)))
            print(f"/game act round trip, one quiet table: {summary_ms(quiet)}")

            async def table_moves(channel: int) -> list[float]:
                users = (local.user(f"a{channel}"), local.user(f"b{channel}"))
                times = []
                for i in range(MOVES_PER_TABLE):  # table 1 is back at seat 1 after its 100 quiet moves
                    times.append(await timed(local.slash(users[i % 2], "/game act action:add n=2",
                                                         channel_id=channel)))
                return times

            started = time.perf_counter()
            results = await asyncio.gather(*(table_moves(c) for c in range(1, busy_tables + 1)))
            elapsed = time.perf_counter() - started
            busy = [t for times in results for t in times]
            print(f"/game act with {busy_tables} tables busy at once: {summary_ms(busy)}  [budget p95 < 500 ms]")
            print(f"  {len(busy)} commands in {elapsed:.2f} s = {len(busy) / elapsed:.0f} commands/s")
            assert not local.errors and not local.fake.traffic.violations
            moves = 0
            for channel in range(1, busy_tables + 1):
                moves += len((await local.bot.tables.status(channel)).actions)
            assert moves == 100 + busy_tables * MOVES_PER_TABLE, "every timed command must have been a real move"


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=200)
    asyncio.run(main(parser.parse_args().tables))

"""A command's round trip through the real bot and command tree (only Discord's network is faked).

    python -m bench.roundtrip [--tables 200] [--seconds 20]
Figures: one `/game act` on a quiet table; N tables busy at once, each moving every ~2 s at random
(the architecture budget: p95 < 500 ms with 200 tables); and a burst, every table moving in the same
instant (a stress figure: latency there is mostly queueing). The fake Discord server runs in this same
process and takes CPU that Discord would not, so the figures are pessimistic.
"""
from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from pathlib import Path

from bench.counter import GAME
from bench.stats import summary_ms
from console.driver import LocalDiscord

MOVES_PER_TABLE = 5
MEAN_SECONDS_BETWEEN_MOVES = 2.0


async def timed(coro) -> float:
    started = time.perf_counter()
    await coro
    return time.perf_counter() - started


async def main(busy_tables: int, seconds: float) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with LocalDiscord(str(Path(tmp) / "rt.db"), {GAME.id: GAME}) as local:
            for channel in range(1, busy_tables + 1):
                a, b = local.user(f"a{channel}"), local.user(f"b{channel}")
                await local.slash(a, "/game new game:counter", channel_id=channel)
                await local.slash(b, "/game join", channel_id=channel)
                await local.slash(a, "/game start seed:1", channel_id=channel)

            quiet = []
            a1, b1 = local.user("a1"), local.user("b1")
            for i in range(100):  # an even number: table 1 is back at seat 1 afterwards
                quiet.append(await timed(local.slash(a1 if i % 2 == 0 else b1, "/game act action:add n=1",
                                                     channel_id=1)))
            print(f"/game act round trip, one quiet table: {summary_ms(quiet)}")

            async def table_moves(channel: int) -> list[float]:
                users = (local.user(f"a{channel}"), local.user(f"b{channel}"))
                times = []
                for _ in range(MOVES_PER_TABLE):
                    times.append(await timed(local.slash(users[moved[channel] % 2], "/game act action:add n=2",
                                                         channel_id=channel)))
                    moved[channel] += 1
                return times

            pacing = random.Random(1)
            moved = {c: 0 for c in range(1, busy_tables + 1)}

            async def steady_moves(channel: int) -> list[float]:
                users = (local.user(f"a{channel}"), local.user(f"b{channel}"))
                deadline = time.perf_counter() + seconds
                times = []
                await asyncio.sleep(pacing.uniform(0, 2 * MEAN_SECONDS_BETWEEN_MOVES))
                while time.perf_counter() < deadline:
                    times.append(await timed(local.slash(users[moved[channel] % 2], "/game act action:add n=3",
                                                         channel_id=channel)))
                    moved[channel] += 1
                    await asyncio.sleep(pacing.uniform(0, 2 * MEAN_SECONDS_BETWEEN_MOVES))
                return times

            started = time.perf_counter()
            steady = [t for times in await asyncio.gather(*(steady_moves(c) for c in moved)) for t in times]
            elapsed = time.perf_counter() - started
            print(f"/game act, {busy_tables} tables busy (each moving every ~{MEAN_SECONDS_BETWEEN_MOVES:.0f} s): "
                  f"{summary_ms(steady)}  [budget p95 < 500 ms]")
            print(f"  {len(steady)} commands in {elapsed:.1f} s = {len(steady) / elapsed:.0f} commands/s offered")

            started = time.perf_counter()
            results = await asyncio.gather(*(table_moves(c) for c in moved))
            elapsed = time.perf_counter() - started
            burst = [t for times in results for t in times]
            print(f"/game act, burst: all {busy_tables} tables moving in the same instant, "
                  f"{MOVES_PER_TABLE} moves each: {summary_ms(burst)}")
            print(f"  {len(burst)} commands in {elapsed:.2f} s = {len(burst) / elapsed:.0f} commands/s")
            assert not local.errors and not local.fake.traffic.violations
            moves = 0
            for channel in moved:
                moves += len((await local.bot.tables.status(channel)).actions)
            assert moves == 100 + sum(moved.values()), "every timed command must have been a real move"


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=20.0)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.tables, arguments.seconds))

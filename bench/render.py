"""Picture figures: the full 4-player map at Night and the combat picture, drawn from their views.

    python -m bench.render [--rounds 30]
Budgets (architecture note): map p95 < 150 ms, PNG < 2 MB; combat p95 < 100 ms. The map is as wide as
render/mageknight/map.py WIDTH (made for a phone, docs/rendering.md). The first drawing fills the caches (tile layers,
icons, glyphs) and is reported on its own; the percentiles are over the redraws that follow, which is what a
running bot does. The CPU time beside the wall-clock time tells a slow drawing from a busy machine.
"""
from __future__ import annotations

import argparse
import io
import time
from collections.abc import Callable

from PIL import Image

from bench.stats import percentile, summary_ms
from engine.mageknight.game import GAME
from render.mageknight import combat_png, map_png
from render.mageknight.gallery import combat_state, full_map


def measure(label: str, draw: Callable[[], bytes], rounds: int, budget: str) -> None:
    started = time.perf_counter()
    png = draw()
    first = time.perf_counter() - started
    timings, cpu = [], []
    for _ in range(rounds):
        started, started_cpu = time.perf_counter(), time.process_time()
        png = draw()
        timings.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
    width, height = Image.open(io.BytesIO(png)).size
    print(f"{label}: {summary_ms(timings)}; CPU p50 {percentile(cpu, .5) * 1000:.0f} ms, "
          f"p95 {percentile(cpu, .95) * 1000:.0f} ms; first (cold caches) {first * 1000:.0f} ms; "
          f"PNG {len(png) / 1024:.0f} KiB, {width}x{height}  [{budget}]")


def main(rounds: int) -> None:
    catalog = GAME.catalog
    map_view = full_map()
    combat_view = GAME.view(combat_state(), 0)
    measure("map, 4 players, Night, 15 tiles", lambda: map_png(map_view, catalog), rounds,
            "budget p95 < 150 ms, PNG < 2 MB")
    measure("combat, 5 enemies, 3 Units", lambda: combat_png(combat_view, catalog), rounds, "budget p95 < 100 ms")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=30)
    main(parser.parse_args().rounds)

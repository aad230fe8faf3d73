"""Cold load of the Mage Knight catalogue: `python -m bench.catalog_load [--runs N]`.

Each run is a fresh Python process (nothing imported, nothing cached) that imports the catalogue
package and loads data/mageknight; the figure is the median over the runs. Budget: < 1 s.
It prints figures, it does not pass or fail.
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

BUDGET_SECONDS = 1.0
REPO = Path(__file__).resolve().parents[1]

# Runs inside the fresh process: time the import too, since a cold start pays for it.
_ONE_RUN = """
import time
start = time.perf_counter()
from engine.mageknight.catalog import load_catalog
from engine.mageknight.cards import KNOWN_HOOKS
catalog = load_catalog(known_hooks=KNOWN_HOOKS)
print(time.perf_counter() - start, len(catalog.cards))
"""


def one_cold_load() -> tuple[float, int]:
    result = subprocess.run([sys.executable, "-c", _ONE_RUN], cwd=REPO, capture_output=True, text=True, check=True)
    seconds, cards = result.stdout.split()
    return float(seconds), int(cards)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.catalog_load")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    times = []
    for _ in range(args.runs):
        seconds, cards = one_cold_load()
        times.append(seconds)
    median = statistics.median(times)
    print(f"catalogue cold load ({cards} cards, {args.runs} fresh processes): "
          f"median {median * 1000:.0f} ms, min {min(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms "
          f"(budget < {BUDGET_SECONDS * 1000:.0f} ms: {median / BUDGET_SECONDS:.0%} of it)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

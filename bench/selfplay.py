"""Self-play: whole games of random legal actions, with the invariants checked after every action (among them,
for every game: the seat to act always has at least one legal action).

    python -m bench.selfplay --game mageknight --scenario first_reconnaissance --seats 2 --games 10 --seed 1
    python -m bench.selfplay --game sumrace --setup 21 --seats 3 --games 100

Runs any registered game with a self-play policy (games.py, `selfplay`). A policy module has
`play_one(game, setup, seats, seed) -> report` (a dict with at least `finished` and `actions`; it raises
`InvariantBroken` when a rule is broken), `MIX` (the (setup, seats) tables `--mix` takes turns over, the first
one the default) and `TOTALS` (the report's figures the summary adds up). What a table's setup is belongs to
the game (Mage Knight: the scenario; Sum Race: the target). Prints one JSON object per game and a final JSON
summary line.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from collections import Counter
from typing import Any

from engine.core import Game
from games import REGISTERED, load


class InvariantBroken(AssertionError):
    pass


def check_seat_can_act(game: Game, state: Any) -> None:
    """A game under way always has a move for the seat to act: without one it is stuck for good (a Decision
    without options, a step that waits for nothing)."""
    if not game.is_over(state):
        for seat in game.to_act(state):
            if not game.legal_actions(state, seat):
                raise InvariantBroken(f"seat {seat} must act but has no legal action")


def main(argv: list[str] | None = None) -> int:
    playable = [game_id for game_id, registration in REGISTERED.items() if registration.selfplay is not None]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default=playable[0], choices=playable)
    parser.add_argument("--setup", "--scenario", dest="setup",
                        help="the table's setup, as the game's policy reads it (Mage Knight: the scenario); "
                             "default: its first table")
    parser.add_argument("--seats", type=int, help="default: the policy's first table's")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mix", action="store_true", help="take turns over the policy's MIX of tables instead")
    args = parser.parse_args(argv)
    registration = REGISTERED[args.game]
    policy, game = load(registration.selfplay), registration.load_game()
    default_setup, default_seats = policy.MIX[0]
    tables = policy.MIX if args.mix else ((args.setup or default_setup, args.seats or default_seats),)
    summary = Counter()
    started = time.perf_counter()
    for number in range(args.games):
        seed = args.seed + number
        setup, seats = tables[number % len(tables)]
        try:
            report = policy.play_one(game, setup, seats, seed)
        except Exception as exc:  # noqa: BLE001 - a broken rule is a finding to report, not a crash
            report = {"seed": seed, "error": f"{type(exc).__name__}: {exc}",
                      "traceback": traceback.format_exc(limit=4)}
            summary["errors"] += 1
        else:
            summary["finished"] += report["finished"]
            for key in ("actions", *policy.TOTALS):
                summary[key] += report[key]
        summary["games"] += 1
        print(json.dumps(report), flush=True)
    elapsed = time.perf_counter() - started
    print(json.dumps({"games": summary["games"], "finished": summary["finished"], "errors": summary["errors"],
                      "actions": summary["actions"],
                      "actions_per_second": round(summary["actions"] / elapsed, 1) if elapsed else None,
                      **{key: summary[key] for key in policy.TOTALS},
                      "seconds": round(elapsed, 2)}))
    return 1 if summary["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())

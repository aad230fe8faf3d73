"""Self-play: whole games of random legal actions, with the invariants checked after every action (among them,
for every game: the seat to act always has at least one legal action).

    python -m bench.selfplay --game mageknight --scenario first_reconnaissance --seats 2 --games 10 --seed 1
    python -m bench.selfplay --game sumrace --setup 21 --seats 3 --games 100
    python -m bench.selfplay --game mageknight --scenario full_conquest --seats 2 --policy arbiter --games 50 --compare
    python -m bench.selfplay --game mageknight --every-table --policy arbiter --games 30  # each scenario and seat count

`--policy`: `random` (the game's self-play policy, the default), `arbiter` (the game's own player, games.py
`player`, for every seat) or `mix` (the player, with a share of random moves for variety). `--compare` plays the
same seeds with the random policy too and prints its figures beside the player's.

Runs any registered game with a self-play policy (games.py, `selfplay`). A policy module has
`play_one(game, setup, seats, seed) -> report` (a dict with at least `finished` and `actions`; it raises
`InvariantBroken` when a rule is broken; keyword arguments `player` and `mix` for `--policy`), `MIX` (the
(setup, seats) tables `--mix` takes turns over, the first one the default), `every_table(game)` (the tables
`--every-table` takes turns over) and `TOTALS` (the report's figures the summary adds up). What a table's setup
is belongs to the game (Mage Knight: the scenario; Sum Race: the target). Prints one JSON object per game and a
final JSON summary line, and one per table and policy: the averages per game, how games ended, the player's decision
time.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from collections import Counter, defaultdict
from statistics import mean
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


MIX_SHARE = 0.2  # --policy mix: the share of decisions the random policy makes


def player_for(game_id: str) -> Any:
    """The game's own player (games.py `player`), an instance even where the registration names a class."""
    player = load(REGISTERED[game_id].player)
    return player() if isinstance(player, type) else player


def percentile(values: list[float], share: float) -> float | None:
    return round(sorted(values)[min(len(values) - 1, int(len(values) * share))], 3) if values else None


def table_summary(policy_name: str, table: tuple, reports: list[dict], totals: tuple, decisions: list[float],
                  seconds: float) -> dict:
    """One table's figures for one policy: averages per game (per Hero for lists such as Fame), how games ended."""
    played = [report for report in reports if "error" not in report]
    summary: dict[str, Any] = {"table": f"{table[0]}/{table[1]}", "policy": policy_name, "games": len(reports),
                               "errors": len(reports) - len(played),
                               "finished": sum(report["finished"] for report in played)}
    for key in totals:
        summary[key] = round(mean(report[key] for report in played), 2) if played else None
    for key in ("fame", "levels"):  # per Hero, where the game's report has them
        if played and key in played[0]:
            summary[f"{key}_per_hero"] = round(mean(value for report in played for value in report[key]), 2)
    if played and "cities_conquered" in played[0]:
        summary["games_with_a_city"] = sum(report["cities_conquered"] > 0 for report in played)
    if played and "volkare_combats" in played[0]:  # General Volkare's scenarios are won by fighting his army
        summary["games_with_a_volkare_combat"] = sum(report["volkare_combats"] > 0 for report in played)
    if played and "ended" in played[0]:
        summary["ended"] = dict(Counter(report["ended"] for report in played))
    summary["decision_p50"], summary["decision_p95"] = percentile(decisions, 0.5), percentile(decisions, 0.95)
    summary["game_seconds"] = round(mean(report["seconds"] for report in played), 2) if played else None
    actions = sum(report["actions"] for report in played)
    summary["actions_per_second"] = round(actions / seconds, 1) if seconds else None
    return summary


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
    parser.add_argument("--every-table", action="store_true",
                        help="take turns over every table the game offers (every setup with every seat count)")
    parser.add_argument("--policy", choices=("random", "arbiter", "mix"), default="random",
                        help="who plays every seat: the random policy, the game's own player, or a mix of both")
    parser.add_argument("--compare", action="store_true", help="play the same seeds with the random policy too")
    parser.add_argument("--variants", default="",
                        help="options every table plays with besides its setup's, name=value comma-separated (Mage "
                             "Knight: e.g. day_night=darkness_is_coming)")
    args = parser.parse_args(argv)
    registration = REGISTERED[args.game]
    policy, game = load(registration.selfplay), registration.load_game()
    default_setup, default_seats = policy.MIX[0]
    tables = ((args.setup or default_setup, args.seats or default_seats),)
    if args.mix or args.every_table:
        tables = policy.every_table(game) if args.every_table else policy.MIX
    if args.variants:
        tables = tuple((f"{setup},{args.variants}", seats) for setup, seats in tables)
    player = None if args.policy == "random" else player_for(args.game)
    runs = [(args.policy, player, MIX_SHARE if args.policy == "mix" else 0.0)]
    if args.compare and args.policy != "random":
        runs.append(("random", None, 0.0))
    errors = 0
    for policy_name, chooser, share in runs:
        errors += run(policy, game, tables, args, policy_name, chooser, share)
    return 1 if errors else 0


def run(policy: Any, game: Game, tables: tuple, args: argparse.Namespace, policy_name: str, player: Any,
        share: float) -> int:
    """Play the games with one policy; print each game's report, a summary per table and the whole summary."""
    summary = Counter()
    by_table: dict[tuple, list[dict]] = defaultdict(list)
    decisions: dict[tuple, list[float]] = defaultdict(list)
    seconds: Counter = Counter()
    started = time.perf_counter()
    for number in range(args.games):
        seed = args.seed + number
        setup, seats = tables[number % len(tables)]
        began = time.perf_counter()
        try:
            report = policy.play_one(game, setup, seats, seed, player=player, mix=share)
        except Exception as exc:  # noqa: BLE001 - a broken rule is a finding to report, not a crash
            report = {"seed": seed, "error": f"{type(exc).__name__}: {exc}",
                      "traceback": traceback.format_exc(limit=4)}
            summary["errors"] += 1
        else:
            summary["finished"] += report["finished"]
            for key in ("actions", *policy.TOTALS):
                summary[key] += report[key]
        seconds[(setup, seats)] += time.perf_counter() - began
        times = report.pop("decision_seconds", [])
        decisions[(setup, seats)] += times
        report.update(policy=policy_name, decision_p50=percentile(times, 0.5), decision_p95=percentile(times, 0.95))
        by_table[(setup, seats)].append(report)
        summary["games"] += 1
        print(json.dumps(report), flush=True)
    elapsed = time.perf_counter() - started
    for table, reports in by_table.items():
        print(json.dumps(table_summary(policy_name, table, reports, policy.TOTALS, decisions[table],
                                       seconds[table])), flush=True)
    print(json.dumps({"policy": policy_name, "games": summary["games"], "finished": summary["finished"],
                      "errors": summary["errors"], "actions": summary["actions"],
                      "actions_per_second": round(summary["actions"] / elapsed, 1) if elapsed else None,
                      **{key: summary[key] for key in policy.TOTALS},
                      "seconds": round(elapsed, 2)}))
    return summary["errors"]


if __name__ == "__main__":
    sys.exit(main())

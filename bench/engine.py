"""Mage Knight engine figures: apply one action, and legal_actions, over self-played positions.

    python -m bench.engine [--games 5]
Budgets (architecture note): apply p50 < 1 ms; legal_actions in a busy combat p95 < 10 ms (combat is
not in the engine yet, so this measures ordinary turns); a whole First Reconnaissance game < 10 s.
"""
from __future__ import annotations

import argparse
import random
import time

from bench.selfplay import choose
from bench.stats import summary_ms
from engine.mageknight.game import GAME


def main(games: int) -> None:
    applies, legals, whole = [], [], []
    for seed in range(games):
        rng = random.Random(seed)
        started_game = time.perf_counter()
        state = GAME.create({"scenario": "first_reconnaissance"}, 2, seed)
        while not GAME.is_over(state):
            (seat,) = GAME.to_act(state)
            started = time.perf_counter()
            actions = GAME.legal_actions(state, seat)
            legals.append(time.perf_counter() - started)
            action = choose(rng, actions)
            started = time.perf_counter()
            state = GAME.apply(state, seat, action).state
            applies.append(time.perf_counter() - started)
        whole.append(time.perf_counter() - started_game)
    print(f"apply one action: {summary_ms(applies)}  [budget p50 < 1 ms]")
    print(f"legal_actions: {summary_ms(legals)}  [budget p95 < 10 ms in a busy combat]")
    print(f"whole First Reconnaissance game, 2 seats, random play: {summary_ms(whole)}  [budget < 10 s]")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=5)
    main(parser.parse_args().games)

"""Mage Knight engine figures: apply one action, and legal_actions, over self-played positions; whole games.

    python -m bench.engine [--games 5]
Budgets (architecture note): apply p50 < 1 ms; legal_actions in a busy combat p95 < 10 ms; a whole
First Reconnaissance game < 10 s. The busy combat is a level 4 city assault: 8 defenders, a full hand, four
Units, Attack points on the table (every target group is tried), in each phase.
"""
from __future__ import annotations

import argparse
import random
import time

from bench.mageknight_selfplay import choose
from bench.stats import summary_ms
from engine.core import Rng
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.state import Combat, Foe, UnitCard

BUSY_HAND = ["rage", "determination", "swiftness", "march", "tranquility", "promise", "threaten", "crystallize"]
BUSY_UNITS = ["peasants", "utem_swordsmen", "herbalist", "utem_crossbowmen"]


def busy_combat(phase: str):
    """Tovak assaulting a white city with 8 defenders (white and violet tokens), Attack and Block on the table."""
    catalog = GAME.catalog
    state = build_position(catalog, {"players": [{"hero": "tovak", "position": "A-C", "hand": BUSY_HAND}]})
    state.players[0].units = [UnitCard(unit) for unit in BUSY_UNITS]
    enemies = [e for e in catalog.enemies.values() if e.color in ("white", "violet") and e.attacks][:8]
    foes = [Foe(e.id, e.color, defends=True, city="white", blocked=[False] * len(e.attacks),
                dealt=[False] * len(e.attacks)) for e in enemies]
    state.turn.combat = Combat("assault", site=state.players[0].position, came_from=state.players[0].position,
                               phase=phase, foes=foes, attack={"siege:fire": 9, "melee:physical": 12},
                               block={"ice": 6})
    state.turn.kind, state.turn.action_taken, state.turn.fought = "regular", True, True
    return state


def busy_combat_legal_actions(rounds: int) -> list[float]:
    timings = []
    for phase in ("ranged_siege", "block", "assign_damage", "attack"):
        state = busy_combat(phase)
        for _ in range(rounds):
            started = time.perf_counter()
            GAME.legal_actions(state, 0)
            timings.append(time.perf_counter() - started)
    return timings


def play_games(scenario: str, seats: int, games: int, applies: list[float], legals: list[float],
               samples: list[float]) -> list[float]:
    """Whole games of random legal play; each action's apply and legal_actions times go to the lists given, and
    every tenth position's sample_hidden for the seat to act (what a player does first). Returns each game's
    time (without the samples)."""
    whole = []
    for seed in range(games):
        rng = random.Random(seed)
        started_game, sampling = time.perf_counter(), 0.0
        state = GAME.create({"scenario": scenario}, seats, seed)
        while not GAME.is_over(state):
            (seat,) = GAME.to_act(state)
            if state.round.phase != "heroes" and len(applies) % 10 == 0:
                started = time.perf_counter()
                GAME.sample_hidden(state, seat, Rng.from_seed(len(applies)))
                samples.append(time.perf_counter() - started)
                sampling += samples[-1]
            started = time.perf_counter()
            actions = GAME.legal_actions(state, seat)
            legals.append(time.perf_counter() - started)
            action = choose(rng, actions)
            started = time.perf_counter()
            state = GAME.apply(state, seat, action).state
            applies.append(time.perf_counter() - started)
        whole.append(time.perf_counter() - started_game - sampling)
    return whole


def main(games: int) -> None:
    applies, legals, samples = [], [], []
    reconnaissance = play_games("first_reconnaissance", 2, games, applies, legals, samples)
    solo = play_games("solo_conquest", 1, games, applies, legals, samples)
    print(f"apply one action: {summary_ms(applies)}  [budget p50 < 1 ms]")
    print(f"legal_actions, self-played positions: {summary_ms(legals)}")
    print(f"legal_actions, busy combat (8 city defenders): {summary_ms(busy_combat_legal_actions(50))}  "
          f"[budget p95 < 10 ms]")
    print(f"sample_hidden, self-played positions (a state as the seat to act may know it): {summary_ms(samples)}")
    print(f"whole First Reconnaissance game, 2 seats, random play: {summary_ms(reconnaissance)}  [budget < 10 s]")
    print(f"whole Solo Conquest game, 1 seat and the Dummy, random play: {summary_ms(solo)}")
    print(f"actions per second over these games: {len(applies) / sum(reconnaissance + solo):.0f}")

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=5)
    main(parser.parse_args().games)

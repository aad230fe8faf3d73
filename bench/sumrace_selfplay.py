"""Sum Race's self-play policy: uniform random legal play, and Sum Race's own invariants after every action
(every card of the deck in exactly one place, each pile the sum of the cards played to it, the winner the
highest pile). A table's setup is its target (10, 15 or 21).

    python -m bench.selfplay --game sumrace --setup 21 --seats 3 --games 100
"""
from __future__ import annotations

import random
import time
from collections import Counter

from bench.selfplay import InvariantBroken, check_seat_can_act
from engine.sumrace.game import SumRace, SumRaceState

MIX = (("15", 2), ("10", 1), ("21", 3), ("21", 4))
TOTALS = ("drawn",)


def every_table(game) -> tuple[tuple[str, int], ...]:
    """Sum Race's tables for `--every-table`: its MIX, 1 to 4 seats (a target may be any number: these stand for
    them)."""
    return MIX
FULL_DECK = Counter(n for n in range(1, 10) for _ in range(4))


def check_invariants(state: SumRaceState, played: list[list[int]]) -> None:
    """`played`: the cards each seat has played, in order."""
    census = Counter(state.deck) + sum((Counter(cards) for cards in [*state.hands, *played]), Counter())
    if census != FULL_DECK:
        missing, extra = dict(FULL_DECK - census), dict(census - FULL_DECK)
        raise InvariantBroken(f"card conservation: missing {missing}, extra {extra}")
    if state.piles != [sum(cards) for cards in played]:
        raise InvariantBroken(f"piles {state.piles}, cards played {played}")
    if state.over and state.piles[state.winner] != max(state.piles):
        raise InvariantBroken(f"seat {state.winner} won with {state.piles}")


def play_one(game: SumRace, setup: str, seats: int, seed: int, player=None, mix: float = 0.0) -> dict:
    rng = random.Random(seed)
    state = game.create(game.resolve_options({"target": setup}), seats, seed)
    actions = drawn = 0
    played: list[list[int]] = [[] for _ in range(seats)]
    started = time.perf_counter()
    check_seat_can_act(game, state)
    while not game.is_over(state):
        (seat,) = game.to_act(state)
        if player is not None and not (mix and rng.random() < mix):
            action = player.choose(game, state, seat, rng.getrandbits(32)).action
        else:
            action = rng.choice(game.legal_actions(state, seat))
        state = game.apply(state, seat, action).state
        actions += 1
        drawn += action.verb == "draw"
        if action.verb == "play":
            played[seat].append(int(action.get("card")))
        check_seat_can_act(game, state)
        check_invariants(state, played)
    return {"seed": seed, "seats": seats, "target": setup, "finished": game.is_over(state), "actions": actions,
            "drawn": drawn, "piles": list(state.piles), "winner": state.winner,
            "seconds": round(time.perf_counter() - started, 4)}

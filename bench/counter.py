"""An endless two-seat counting game, so a benchmark can build records of any length."""
from __future__ import annotations

from dataclasses import asdict, dataclass

from engine.core import Action, Event, Game, Outcome, Rng, RuleError


@dataclass
class CounterState:
    rng: Rng
    totals: list[int]
    turn: int = 0


class Counter(Game[CounterState]):
    id = "counter"
    title = "Counter"
    min_seats = max_seats = 2

    def create(self, options, seats, seed):
        return CounterState(Rng.from_seed(seed), [0] * seats)

    def to_act(self, state):
        return frozenset({state.turn})

    def legal_actions(self, state, seat):
        return [Action.of("add", n=n) for n in (1, 2, 3)] if seat == state.turn else []

    def apply(self, state, seat, action):
        if seat != state.turn or action.verb != "add" or action.get("n") not in ("1", "2", "3"):
            raise RuleError("Not a legal count.")
        totals = list(state.totals)
        totals[seat] += int(action.get("n")) + state.rng.below(2)
        new = CounterState(Rng(state.rng.state), totals, 1 - state.turn)
        new.rng.next_u64()
        return Outcome(new, (Event("added", f"seat {seat + 1} adds"),))

    def view(self, state, seat):
        return {"totals": list(state.totals), "turn": state.turn}

    def is_over(self, state):
        return False

    def result(self, state):
        return None

    def dump(self, state):
        return asdict(state)

    def load(self, data):
        return CounterState(Rng(**data["rng"]), list(data["totals"]), data["turn"])


GAME = Counter()

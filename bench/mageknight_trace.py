"""A Mage Knight game played by Arbiter's own player on every seat, one line per decision: where the player stood
(Round, seat, Fame, level, position, hand, Units, Move and Influence, the combat under way), the move it chose and
its reason. For reading why the player does what it does; no invariant is checked here (bench.selfplay does that).

    python -m bench.mageknight_trace --scenario solo_conquest --seats 1 --seed 3 > /tmp/solo3.txt
    python -m bench.mageknight_trace --scenario full_conquest --seats 2 --seed 1 --decisions 200
"""
from __future__ import annotations

import argparse
import sys
import time
from typing import TextIO

from engine.mageknight.game import GAME
from engine.mageknight.player import PLAYER
from engine.mageknight.state import GameState


def standing(state: GameState, seat: int) -> str:
    player, turn = state.players[seat], state.turn
    line = (f"R{state.round.number}{state.round.time[0]} seat{seat + 1} Fame {player.fame} L{player.level} "
            f"at {player.position} hand {player.hand} units {[unit.unit for unit in player.units]}")
    if state.volkare is not None:  # General Volkare's scenarios: where he stands and what is left of his army
        line += f" | Volkare at {state.volkare.position} army {len(state.volkare.army)}"
    if turn is not None and turn.seat == seat:
        line += f" move {turn.move} influence {turn.influence}"
        if turn.decision is not None:
            line += f" | decision {turn.decision.kind} {list(turn.decision.options)}"
        if turn.combat is not None:
            foes = [(foe.enemy, "defeated" if foe.defeated else "") for foe in turn.combat.foes]
            line += (f" | combat {turn.combat.phase} {foes} attack {dict(turn.combat.attack)} "
                     f"block {dict(turn.combat.block)}")
    return line


def trace(scenario: str, seats: int, seed: int, decisions: int, out: TextIO) -> GameState:
    """Plays until the game ends or `decisions` were made; the player's seed for each decision is derived from
    the game's, so a trace is the same every time."""
    state = GAME.create(GAME.resolve_options({"scenario": scenario}), seats, seed)
    for number in range(decisions):
        if GAME.is_over(state):
            break
        (seat,) = GAME.to_act(state)
        asked = time.perf_counter()
        choice = PLAYER.choose(GAME, state, seat, seed * 100_000 + number)
        took = time.perf_counter() - asked
        print(f"{standing(state, seat)} -> {choice.action} ({took:.2f} s) {choice.why_en}", file=out)
        state = GAME.apply(state, seat, choice.action).state
    fame = ", ".join(f"seat {p.seat + 1}: Fame {p.fame}, level {p.level}, {len(p.units)} Units" for p in state.players)
    print(f"end: {fame}; Shields {dict(state.map.shields)}; over: {GAME.is_over(state)}", file=out)
    return state


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenario", default="solo_conquest")
    parser.add_argument("--seats", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--decisions", type=int, default=10_000)
    args = parser.parse_args(argv)
    trace(args.scenario, args.seats, args.seed, args.decisions, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Making moves in rule tests: the one way to play an action, list legal ones, and check a refusal."""
from __future__ import annotations

import copy

import pytest

from engine.core import Action, Outcome, RuleError
from engine.mageknight.board import layout_of
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.geometry import space_label
from engine.mageknight.state import GameState, parse_hex


def _seat(state: GameState, seat: int | None) -> int:
    return next(iter(GAME.to_act(state))) if seat is None else seat


def outcome(state: GameState, text: str, seat: int | None = None) -> Outcome:
    """Apply `text` for `seat` (default: whoever must act now); the state and the events."""
    return GAME.apply(state, _seat(state, seat), Action.parse(text))


def act(state: GameState, text: str, seat: int | None = None) -> GameState:
    return outcome(state, text, seat).state


def legal(state: GameState, seat: int | None = None) -> list[str]:
    return [str(a) for a in GAME.legal_actions(state, _seat(state, seat))]


def play_out_combat(state: GameState, rng, what: str, moves: int = 300) -> GameState:
    """Random legal moves (decisions answered at random) until the combat is over: the engine may never wait
    without a legal move, and an illegal move would raise. `what` names the start in a failure."""
    for _ in range(moves):
        if state.turn.combat is None and state.turn.decision is None:
            break
        options = legal(state)
        assert options, f"{what}: waiting without a legal move"
        state = act(state, rng.choice(options))
    assert state.turn.combat is None, f"{what}: the combat did not end"
    return state


def play_out_decisions(state: GameState, play: str, at_rest=lambda state: None, steps: int = 500) -> None:
    """Apply `play`, then answer every decision with each of its first three options in turn: the engine may never
    wait without options, nor fail. `at_rest` gets each state the play leads to where no decision is open."""
    pending = [act(state, play)]
    for _ in range(steps):
        if not pending:
            return
        after = pending.pop()
        if after.turn.decision is not None:
            assert after.turn.decision.options, play
            pending += [act(after, f"choose option={option}") for option in after.turn.decision.options[:3]]
        else:
            at_rest(after)
    assert not pending, play


def refused(state: GameState, text: str, rule: str, seat: int | None = None) -> RuleError:
    """The move is refused with a reason in English and German citing `rule`, and nothing changed."""
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as caught:
        act(state, text, seat)
    assert caught.value.rule == rule, caught.value.message("en")
    assert caught.value.message("en") and caught.value.message("de")
    assert state == before
    return caught.value


HEROES = ("tovak", "arythea", "norowas", "goldyx", "wolfhawk")  # chosen in seat order by `started`


def started(scenario: str, seats: int, seed: int, **options: str) -> GameState:
    """A new table of the scenario with these options, its Heroes chosen in seat order and the first Tactics taken
    (the first one offered; a Tactic's question when taken answered with its last option): the first turn is next."""
    state = GAME.create(GAME.resolve_options({"scenario": scenario, **options}), seats, seed)
    for seat in range(seats):
        state = act(state, f"hero id={HEROES[seat]}")
    while state.round.phase == "tactics":
        pending = state.round.pending
        state = act(state, f"choose option={pending.options[-1]}" if pending else
                    f"tactic id={state.round.tactics_available[0]}")
    return state


def put(state: GameState, seat: int, key: str) -> GameState:
    """The Hero stands on that space; in their own turn, their path starts there."""
    state.players[seat].position = key
    if state.turn is not None and state.turn.seat == seat:
        state.turn.path = [key]
    return state


def label(state: GameState, key: str) -> str:
    """The label a move names the space by (a hex key given)."""
    return space_label(layout_of(Ctx(GAME.catalog, state)), parse_hex(key))

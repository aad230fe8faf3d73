"""A bounded lookahead over one seat's own moves: a beam through the sequence of moves until the seat's turn ends.

Every legal move is tried once; then, step by step, the few best states found so far are carried further (many
moves are card plays and choices that only pay off a few moves later: points played, then assigned). A move is
worth the best state any line starting with it reaches, each weighed with the goals the start saw (evaluate's
`start`). The search counts states, never time, so a decision is
pure and the same for the same seed; `budget` bounds its cost.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.core import Action, PlayerError, Rng, RuleError
from engine.mageknight.game import MageKnight
from engine.mageknight.player.evaluate import evaluate
from engine.mageknight.state import WOUND, GameState

NEVER = ("concede",)  # conceding ends a Conquer and Hold game at once (§13.7.10): never, for a player to win
PLAYABLE_HAND = 2  # announcing the Round's end forgoes a turn (§4.3): not while this many cards could be played


@dataclass(frozen=True)
class Plan:
    action: Action
    value: float  # the best state a line starting with the action reaches
    start: GameState  # the state the plan starts from
    reached: GameState  # that best state


@dataclass
class _Node:
    root: int
    state: GameState
    value: float


def _turn(state: GameState) -> tuple:
    """Which turn a state belongs to: a line ends with its seat's turn (beyond it, ending a turn at once would look as
    good as using it, for a lookahead that cannot see what the lost turn would have brought)."""
    return state.round.number, state.round.phase, state.round.current


def _ours(game: MageKnight, state: GameState, seat: int, turn: tuple) -> bool:
    return not game.is_over(state) and game.to_act(state) == frozenset((seat,)) and _turn(state) == turn


def worth_trying(state: GameState, seat: int, action: Action) -> bool:
    """Moves a player that plays to win never makes: conceding, and announcing the end of the Round with a hand to
    play (the lookahead cannot see the turn it gives up)."""
    if action.verb == "announce-end":
        return sum(card != WOUND for card in state.players[seat].hand) < PLAYABLE_HAND
    return action.verb not in NEVER


def plan(game: MageKnight, state: GameState, seat: int, rng: Rng, budget: int = 400, width: int = 4,
         depth: int = 8) -> Plan:
    legal = [a for a in game.legal_actions(state, seat) if worth_trying(state, seat, a)] or \
        game.legal_actions(state, seat)
    rng.shuffle(legal)  # ties go to a seeded pick, not always to the first move listed
    if len(legal) == 1:
        return Plan(legal[0], evaluate(game.catalog, state, seat), state, state)
    best: list[tuple[float, GameState]] = [(float("-inf"), state)] * len(legal)
    spent, turn = 0, _turn(state)

    def expand(root: int, at: GameState, actions: list[Action], forced: bool = False) -> list[_Node]:
        nonlocal spent
        children = []
        for action in actions:
            if spent >= budget and not forced:
                break
            spent += 1
            try:
                after = game.apply(at, seat, action).state
            except (PlayerError, RuleError):
                continue
            value = evaluate(game.catalog, after, seat, state)
            if value > best[root][0]:
                best[root] = (value, after)
            if _ours(game, after, seat, turn):
                children.append(_Node(root, after, value))
        return children

    frontier: list[_Node] = []
    for index, action in enumerate(legal):  # every move once, whatever the budget: none is left unseen
        frontier += expand(index, state, [action], forced=True)
    for _ in range(depth - 1):
        frontier.sort(key=lambda node: -node.value)
        carried, frontier = frontier[:width], []
        for node in carried:
            frontier += expand(node.root, node.state, game.legal_actions(node.state, seat))
        if not frontier or spent >= budget:
            break
    pick = max(range(len(legal)), key=lambda i: best[i][0])
    return Plan(legal[pick], best[pick][0], state, best[pick][1])

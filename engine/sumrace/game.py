"""Sum Race: a tiny game that stands in for Mage Knight while the foundation is tested.

It exercises everything the foundation must carry: hidden hands, a seeded shuffled deck, drawing
(new information, so a checkpoint undo cannot cross), turn order, options, a result.

Rules: a deck of 1..9 four times. Each seat starts with 2 hidden cards. On your turn either
`play card=N` (add it to your open pile) or `draw` (take the top card). The first pile to reach
the target wins; if the deck and every hand run out, the highest pile wins.
"""
from __future__ import annotations

import copy
from dataclasses import asdict, dataclass

from engine.core import Action, Event, Game, Outcome, Rng, RuleError
from engine.core.game import GameOption


@dataclass
class SumRaceState:
    target: int
    rng: Rng
    deck: list[int]
    hands: list[list[int]]
    piles: list[int]
    turn: int
    winner: int | None = None
    over: bool = False


class SumRace(Game[SumRaceState]):
    id = "sumrace"
    title = "Sum Race"
    min_seats = 1
    max_seats = 4
    options = (GameOption("target", ("10", "15", "21"), "15", "pile total that wins"),)
    verbs = {"play": ("card",), "draw": ()}

    def create(self, options, seats, seed):
        rng = Rng.from_seed(seed)
        deck = [n for n in range(1, 10) for _ in range(4)]
        rng.shuffle(deck)
        hands = [[deck.pop(), deck.pop()] for _ in range(seats)]
        return SumRaceState(int(options["target"]), rng, deck, hands, [0] * seats, 0)

    def to_act(self, state):
        return frozenset() if state.over else frozenset({state.turn})

    def legal_actions(self, state, seat):
        if state.over or seat != state.turn:
            return []
        actions = [Action.of("play", card=n) for n in sorted(set(state.hands[seat]))]
        if state.deck:
            actions.append(Action.of("draw"))
        return actions

    def apply(self, state, seat, action):
        if state.over:
            raise RuleError("The game is over.", "Das Spiel ist vorbei.")
        if seat != state.turn:
            raise RuleError("It is not your turn.", "Du bist nicht am Zug.", rule="2")
        action = self.normalise(action)
        new = copy.deepcopy(state)
        if action.verb == "play":
            card = action.get("card")
            if card is None or not card.isdigit() or int(card) not in new.hands[seat]:
                raise RuleError("You do not hold that card.", "Diese Karte hast du nicht.", rule="2")
            new.hands[seat].remove(int(card))
            new.piles[seat] += int(card)
            events = [Event("played", f"Seat {seat + 1} plays {card}.", f"Platz {seat + 1} spielt {card}.")]
        else:  # draw
            if not new.deck:
                raise RuleError("The deck is empty.", "Der Stapel ist leer.", rule="2")
            card = new.deck.pop()
            new.hands[seat].append(card)
            events = [Event("drew", f"Seat {seat + 1} draws a card.", f"Platz {seat + 1} zieht eine Karte.",
                            reveals=True),
                      Event("drew_card", f"You drew {card}.", f"Du ziehst {card}.", visible_to=seat)]
        self._advance(new, events)
        return Outcome(new, tuple(events))

    def _advance(self, state, events):
        seats = len(state.piles)
        leader = max(range(seats), key=lambda s: state.piles[s])
        if state.piles[leader] >= state.target or (not state.deck and not any(state.hands)):
            state.over, state.winner = True, leader
            events.append(Event("won", f"Seat {leader + 1} wins.", f"Platz {leader + 1} gewinnt."))
            return
        for step in range(1, seats + 1):
            nxt = (state.turn + step) % seats
            if state.hands[nxt] or state.deck:
                state.turn = nxt
                return

    def view(self, state, seat):
        return {
            "target": state.target, "piles": list(state.piles), "turn": state.turn, "deck": len(state.deck),
            "hand_sizes": [len(h) for h in state.hands],
            "hand": sorted(state.hands[seat]) if seat is not None else None,
            "winner": state.winner,
        }

    def is_over(self, state):
        return state.over

    def result(self, state):
        return {"winner": state.winner, "piles": list(state.piles)} if state.over else None

    def dump(self, state):
        return asdict(state)

    def load(self, data):
        data = dict(data)
        data["rng"] = Rng(**data["rng"])
        return SumRaceState(**data)

    def summary(self, state, locale="en"):
        piles = " | ".join(f"{i + 1}: {p}" for i, p in enumerate(state.piles))
        if state.over:
            return f"Piles {piles}. Seat {state.winner + 1} won."
        return f"Piles {piles} (target {state.target}). Seat {state.turn + 1} to play."


GAME = SumRace()

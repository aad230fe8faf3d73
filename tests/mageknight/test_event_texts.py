"""Engine event texts speak of Heroes, never of seats, and count in proper singular and plural (issue 14):
every event of whole self-played games of each scenario mix, in English and German."""
import random
import re

import pytest

from bench.mageknight_selfplay import MIX, choose
from engine.mageknight.context import WOUNDS, counted
from engine.mageknight.game import GAME
from engine.mageknight.resolve import WOUND

SEAT_NUMBER = re.compile(r"\b(Seat|seat|Platz|Player|Spieler) \d")
BRACKET_PLURAL = re.compile(r"\w\((s|en|n)\)")
ENGLISH_IN_GERMAN = re.compile(r"\b(red|blue|green|white|gold|black|gray|brown|violet|Wound|card|phase)\b")


@pytest.mark.parametrize("scenario,seats", MIX)
def test_no_event_names_a_seat_number(scenario, seats):
    rng = random.Random(11)
    state = GAME.create(GAME.resolve_options({"scenario": scenario}), seats, 3)
    said = 0
    for _ in range(3000):
        if GAME.is_over(state):
            break
        (seat,) = GAME.to_act(state)
        player = state.players[seat]
        phase = state.turn.combat.phase if state.turn is not None and state.turn.combat is not None else None
        action = choose(rng, GAME.legal_actions(state, seat), sum(c != WOUND for c in player.hand), phase)
        outcome = GAME.apply(state, seat, action)
        for event in outcome.events:
            said += 1
            if event.kind == "hero":  # before the Hero is chosen a player is "Player 1", there only
                assert event.data["seat"] == seat
                continue
            for text in (event.text_en, event.text_de):
                assert not SEAT_NUMBER.search(text), (action, text)
                assert not BRACKET_PLURAL.search(text), (action, text)
            assert not ENGLISH_IN_GERMAN.search(event.text_de), (action, event.text_de)
        state = outcome.state
    assert said > 100


def test_counted_says_one_or_many():
    assert counted(1, *WOUNDS).en == "1 Wound" and counted(1, *WOUNDS).de == "1 Verletzung"
    assert counted(3, *WOUNDS).en == "3 Wounds" and counted(0, *WOUNDS).de == "0 Verletzungen"

"""Controlling the Card Offers (Lost Legion §5.4): solo, at each Round's end the middle card of one or both offers may
leave besides the lowest, chosen before the new cards are revealed."""
from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.mageknight import solo_offers
from engine.mageknight.game import GAME

from tests.mageknight.moves import act, legal


def solo(control: str = "yes"):
    state = GAME.create(GAME.resolve_options({"scenario": "solo_conquest", "control_offers": control}), 1, 4)
    state = act(state, "hero id=tovak")
    return act(state, f"tactic id={state.round.tactics_available[0]}")


def round_over(state):
    while state.round.phase == "turns":
        moves = legal(state)
        state = act(state, next((m for m in ("announce-end", "end-turn") if m in moves),
                                next((m for m in moves if m.startswith("choose")), moves[0])))
    return state


def test_at_the_rounds_end_the_player_sends_the_middle_cards_away_too():
    state = round_over(solo())
    assert state.round.phase == "prepare" and state.round.pending.kind == solo_offers.ASK
    assert legal(state) == [f"choose option={choice}" for choice in solo_offers.CHOICES]
    aas, spells = list(state.offers.advanced_actions), list(state.offers.spells)
    state = act(state, "choose option=both")
    assert aas[0] not in state.offers.advanced_actions and aas[1] not in state.offers.advanced_actions
    assert spells[1] not in state.offers.spells and aas[2] in state.offers.advanced_actions
    assert len(state.offers.advanced_actions) == len(state.offers.spells) == 3
    assert aas[1] == state.decks.advanced_actions[0]  # under its deck, as the lowest card


def test_without_the_variant_only_the_lowest_cards_change():
    state = round_over(solo("no"))
    assert state.round.pending is None or state.round.pending.kind != solo_offers.ASK


def test_it_is_a_solo_variant():
    assert GAME.seat_counts(GAME.resolve_options({"scenario": "first_reconnaissance", "control_offers": "yes"})) == (1,)
    with pytest.raises(RuleError) as caught:
        GAME.resolve_options({"scenario": "full_conquest", "control_offers": "yes"})
    assert caught.value.rule == "LL 5.4"

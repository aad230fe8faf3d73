"""Magic Seal (Lost Legion §5.5.1): mana tokens seal rows of the Fame track; nobody's Fame enters a sealed row until
someone breaks the lowest seal with a mana of its colour."""
from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.mageknight import magic_seal
from engine.mageknight.cards import BOOK
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.resolve import gain_fame

from tests.mageknight.moves import act, legal

CATALOG = GAME.catalog


def sealed(choice: str = "weak", **player):
    state = build_position(CATALOG, {"scenario": "full_conquest", "seats": 2,
                                     "players": [{"hero": "tovak", **player}, {"hero": "goldyx"}],
                                     "turn": {"seat": 0, "move": 0}})
    ctx = Ctx(CATALOG, state, rules=BOOK)
    magic_seal.place(ctx, choice)
    return state, ctx


def test_the_weak_seal_lies_on_rows_3_5_7_and_9_one_of_each_basic_colour():
    state, _ = sealed()
    assert sorted(row for row, _ in state.scenario_state.seals) == [3, 5, 7, 9]
    assert sorted(color for _, color in state.scenario_state.seals) == ["blue", "green", "red", "white"]


def test_the_mighty_seal_adds_a_gold_one_on_row_2_and_two_of_each_on_rows_3_to_10():
    state, _ = sealed("mighty")
    assert [row for row, _ in state.scenario_state.seals] == [2, 3, 4, 5, 6, 7, 8, 9, 10]
    assert state.scenario_state.seals[0][1] == "gold"


def test_fame_stops_on_the_last_space_before_a_sealed_row():
    """Row 3 begins at 8 Fame (level 3): a Hero at 5 gaining 6 stops at 7."""
    state, ctx = sealed(fame=5)
    gain_fame(ctx, 0, 6)
    assert state.players[0].fame == CATALOG.levels[2].fame - 1


def test_a_mana_of_its_colour_breaks_the_lowest_seal():
    state, ctx = sealed(fame=5)
    color = min(state.scenario_state.seals)[1]
    state.players[0].crystals[color] = 1
    assert f"break-seal mana=crystal:{color}" in legal(state, 0)
    state = act(state, f"break-seal mana=crystal:{color}", 0)
    assert 3 not in [row for row, _ in state.scenario_state.seals]
    gain_fame(Ctx(CATALOG, state, rules=BOOK), 0, 6)
    assert state.players[0].fame == 11


def test_it_belongs_to_competitive_games():
    assert GAME.create(GAME.resolve_options({"scenario": "full_conquest", "magic_seal": "mighty"}), 2, 1) \
        .scenario_state.seals
    with pytest.raises(RuleError) as caught:
        GAME.resolve_options({"scenario": "solo_conquest", "magic_seal": "weak"})
    assert caught.value.rule == "LL 5.5"

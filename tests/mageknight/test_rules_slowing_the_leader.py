"""The Lost Legion's Envy and Pity (§5.5.2): the leader takes a Wound at each Day's end, the last sheds one at each
Night's end; both every Round in the intensive version; competitive games only."""
from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.mageknight import slowing_the_leader
from engine.mageknight.cards import BOOK
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.state import WOUND

CATALOG = GAME.catalog


def table(choice: str, time: str, fames: list[int]):
    state = build_position(CATALOG, {"scenario": "full_conquest", "seats": len(fames), "time": time,
                                     "players": [{"hero": hero, "fame": fame}
                                                 for hero, fame in zip(["tovak", "goldyx", "arythea"], fames)]})
    state.table_rules.append(slowing_the_leader.RULES[choice])
    for player in state.players:
        player.discard.append(WOUND)
    return state, Ctx(CATALOG, state, rules=BOOK)


def wounds(player) -> int:
    return (player.deck + player.discard + player.hand).count(WOUND)


def test_at_a_days_end_the_leader_puts_a_wound_into_the_deck():
    state, ctx = table("yes", "day", [9, 4, 4])
    slowing_the_leader.round_ended(ctx)
    assert [wounds(p) for p in state.players] == [2, 1, 1]


def test_a_tie_for_the_lead_gives_nobody_a_wound():
    state, ctx = table("yes", "day", [9, 9, 4])
    slowing_the_leader.round_ended(ctx)
    assert [wounds(p) for p in state.players] == [1, 1, 1]


def test_at_a_nights_end_each_player_tied_last_sheds_a_wound():
    state, ctx = table("yes", "night", [9, 4, 4])
    slowing_the_leader.round_ended(ctx)
    assert [wounds(p) for p in state.players] == [1, 0, 0]


def test_the_intensive_version_does_both_every_round():
    state, ctx = table("intensive", "day", [9, 6, 4])
    slowing_the_leader.round_ended(ctx)
    assert [wounds(p) for p in state.players] == [2, 1, 0]


def test_it_is_chosen_at_the_table_and_only_for_competitive_games():
    options = GAME.resolve_options({"scenario": "full_conquest", "envy_and_pity": "intensive"})
    assert slowing_the_leader.RULES["intensive"] in GAME.create(options, 2, 1).table_rules
    with pytest.raises(RuleError) as caught:
        GAME.resolve_options({"scenario": "volkares_return", "envy_and_pity": "yes"})
    assert caught.value.rule == "LL 5.5" and caught.value.message("de")

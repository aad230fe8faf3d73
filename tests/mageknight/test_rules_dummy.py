"""The Dummy player of solo and cooperative games (dummy.py; rules spec §13.2, §13.7.4, §13.7.5)."""
from engine.mageknight.context import Ctx
from engine.mageknight.dummy import play_turn, prepare_round
from engine.mageknight.game import GAME
from engine.mageknight.state import Dummy
from tests.mageknight.moves import act, legal

CATALOG = GAME.catalog


def started(scenario="solo_conquest", heroes=("tovak",), seed=1):
    state = GAME.create({"scenario": scenario}, len(heroes), seed)
    for hero in heroes:
        state = act(state, f"hero id={hero}")
    return state


def test_13_2_1_the_dummy_is_another_hero_with_its_deck_and_the_crystals_of_its_card():
    state = started()
    dummy = state.dummy
    assert dummy is not None and dummy.hero != "tovak"
    assert sorted(dummy.deck) == sorted(CATALOG.heroes[dummy.hero].deck) and dummy.discard == []
    expected = {color: list(CATALOG.heroes[dummy.hero].dummy_crystals).count(color) for color in dummy.crystals}
    assert dummy.crystals == expected


def test_13_1_3_a_competitive_game_has_no_dummy():
    assert started("first_reconnaissance", ("tovak", "goldyx")).dummy is None


def _dummy_state(deck, crystals):
    state = started()
    state.dummy = Dummy(hero="goldyx", deck=list(deck), crystals={"red": 0, "blue": 0, "green": 0, "white": 0,
                                                                  **crystals})
    return state


def test_13_2_7_three_cards_then_one_more_per_crystal_of_the_last_cards_colour():
    deck = ["rage", "march", "swiftness", "stamina", "stamina", "promise"]
    state = _dummy_state(deck, {"green": 2, "blue": 1})
    assert not play_turn(Ctx(CATALOG, state))
    assert state.dummy.discard == ["rage", "march", "swiftness"]  # white last, no white crystal: 3 cards
    state = _dummy_state(["rage", "swiftness", "march", "stamina", "stamina", "promise"], {"green": 2, "blue": 1})
    play_turn(Ctx(CATALOG, state))
    assert len(state.dummy.discard) == 5 and state.dummy.deck == ["promise"]  # green last: 2 more


def test_13_2_3_the_dummy_flips_what_is_left_and_with_an_empty_deck_announces_the_end_of_the_round():
    state = _dummy_state(["rage"], {"red": 3})
    assert not play_turn(Ctx(CATALOG, state)) and state.dummy.deck == []
    assert play_turn(Ctx(CATALOG, state))


def test_13_7_4_solo_you_choose_first_then_the_dummy_takes_a_random_tactic_of_the_rest():
    state = started()
    assert state.dummy.tactic is None and state.round.phase == "tactics"
    tactic = legal(state)[0].split("=")[1]
    state = act(state, legal(state)[0])
    assert state.dummy.tactic not in (None, tactic) and state.round.phase == "turns"
    dummy_first = CATALOG.tactics[state.dummy.tactic].number < CATALOG.tactics[tactic].number
    assert state.round.dummy_slot == (0 if dummy_first else 1)  # its place in the Round Order (§3.3.3)


def test_13_7_4_solo_the_tactics_used_leave_the_game_at_the_end_of_each_day_and_night():
    state = started()
    state = act(state, legal(state)[0])
    used = {state.players[0].tactic, state.dummy.tactic}
    while state.round.number == 1:
        state = act(state, "announce-end" if "announce-end" in legal(state) else legal(state)[-1])
    assert set(state.round.tactics_removed) == used


def _co_op_round_played(state):
    """Everyone takes a Tactic, then the Round is played to its end (announced as soon as it may be)."""
    while state.round.phase == "tactics":
        seat = next(iter(GAME.to_act(state)))
        state = act(state, legal(state, seat)[0], seat=seat)
    number = state.round.number
    while state.round.phase == "turns" and state.round.number == number:
        seat = next(iter(GAME.to_act(state)))
        options = legal(state, seat)
        state = act(state, "announce-end" if "announce-end" in options else options[-1], seat=seat)
    return state


def test_13_7_5_co_op_the_dummy_picks_first_and_the_players_remove_one_of_their_tactics():
    state = started("full_cooperation", ("tovak", "goldyx"), seed=2)
    assert state.dummy.tactic is not None and state.round.phase == "tactics"
    state = _co_op_round_played(state)
    theirs = sorted({p.tactic for p in state.players if p.tactic})
    assert state.round.pending is not None and state.round.pending.options == theirs
    seat = state.round.pending.seat
    state = act(state, f"choose option={theirs[0]}", seat=seat)
    assert state.round.tactics_removed == [theirs[0]]


def test_13_7_5_co_op_no_tactic_is_removed_after_the_last_day_nor_after_the_last_night():
    """The Scenario Book: the removal "is irrelevant after the last Day and the last Night", so it is not asked."""
    state = started("full_cooperation", ("tovak", "goldyx"), seed=2)
    limit = int(CATALOG.scenarios["full_cooperation"].setting(2, "rounds"))
    state.round.number = limit - 1  # the last Day: no Day follows
    state = _co_op_round_played(state)
    assert state.round.number == limit and state.round.time == "night"
    assert state.round.pending is None or state.round.pending.kind != "remove_tactic"
    assert state.round.tactics_removed == [] and state.round.removal_choice == []
    state = _co_op_round_played(state)  # the last Night: the game ends without a removal
    assert state.round.phase == "over" and state.round.removal_choice == [] and state.round.tactics_removed == []


def test_13_2_5_round_preparation_the_dummy_takes_the_advanced_action_and_a_crystal_of_the_spell():
    state = _dummy_state(["rage"], {})
    state.dummy.discard = ["march"]
    spell = next(card for card, data in CATALOG.cards.items() if data.kind == "spell" and data.colors == ("red",))
    prepare_round(Ctx(CATALOG, state), "chivalry", spell)
    assert sorted(state.dummy.deck) == ["chivalry", "march", "rage"] and state.dummy.discard == []
    assert state.dummy.crystals["red"] == 1


def test_13_2_the_dummys_turn_comes_in_the_round_order_and_never_asks_for_input():
    state = started(seed=4)
    state = act(state, legal(state)[0])
    while not state.dummy.discard and state.round.end_announced_by is None:
        assert state.round.phase == "turns" and GAME.to_act(state) == frozenset({0})  # never the Dummy's
        options = legal(state)
        state = act(state, "end-turn" if "end-turn" in options else options[-1])
    assert len(state.dummy.discard) >= 3 and state.round.number == 1


def test_13_3_solo_each_skill_you_gain_reveals_one_of_the_dummys_into_the_common_offer():
    from engine.mageknight.turns import _take_level_reward
    state = started()
    state = act(state, legal(state)[0])  # a Tactic: now in a turn
    pile = list(state.dummy.skill_pile)
    assert pile and all(CATALOG.skills[s].hero == state.dummy.hero for s in pile)
    assert all(CATALOG.skills[s].interactive != "competitive" for s in pile)
    revealed = state.players[0].skill_pile[-2:]
    state.turn.levels_to_gain = list(revealed)
    _take_level_reward(Ctx(CATALOG, state), 0, f"a:{revealed[0]}:-")
    assert state.players[0].skills[-1] == revealed[0]
    assert state.offers.skills == [revealed[1], pile[-1]] and state.dummy.skill_pile == pile[:-1]

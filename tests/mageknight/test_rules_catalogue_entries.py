"""Catalogue entries no other rule test played (issue 6: "each card has at least one test that plays it in a
position where its effect matters"): Deed cards and Units, each played for real (`play card=...`, `unit unit=N
ability=K`) where its effect matters, with the exact result. Skills: test_rules_catalogue_skills.py. The meta-test
at the end keeps every catalogue entry named in some rule test.
Named after the spec section and the entry."""
import pytest

from tests.mageknight.moves import act, legal
from tests.mageknight.test_rules_basic_actions import me, options, position
from tests.mageknight.test_rules_combat import fight, foe
from tests.mageknight.test_rules_combat_cards import plain_enemy


# --- §5.9 Blood Ritual: a Wound for mana of any colours -----------------------------------------------------

def test_5_9_blood_ritual_a_wound_a_red_crystal_and_a_mana_token_of_a_colour_usable_now():
    state = position(hand=["blood_ritual", "march"], source=["green", "green", "green"])
    state = act(state, "play card=blood_ritual mode=basic")
    assert me(state).hand == ["march", "wound"] and me(state).crystals["red"] == 1
    assert options(state) == ["red", "blue", "green", "white", "gold"]  # by Day black is of no use (§5.9.2)
    assert act(state, "choose option=gold").turn.tokens == ["gold"]


def test_5_9_blood_ritual_strong_three_tokens_of_any_colours_then_a_mana_paid_for_a_crystal():
    state = position(hand=["blood_ritual", "march"], crystals={"red": 1}, time="night", source=["gold"] * 3)
    state = act(state, "play card=blood_ritual mode=powered mana=crystal:red")
    assert me(state).hand == ["march", "wound"]
    for color in ("blue", "blue", "black"):  # one colour asked for each token
        assert options(state) == ["red", "blue", "green", "white", "black"]  # at Night gold is of no use
        state = act(state, f"choose option={color}")
    assert state.turn.tokens == ["blue", "blue", "black"] and options(state) == ["0", "skip"]
    state = act(state, "choose option=0")  # pay a mana of a basic colour for a crystal of it
    assert options(state) == ["token:blue"]  # blue: the only basic colour among the mana (gold dice at Night)
    state = act(state, "choose option=token:blue")
    assert state.turn.tokens == ["blue", "black"] and me(state).crystals["blue"] == 1 and state.turn.decision is None


def test_5_9_blood_ritual_strong_may_keep_all_three_tokens():
    state = position(hand=["blood_ritual"], crystals={"red": 1}, source=["gold"] * 3)
    state = act(state, "play card=blood_ritual mode=powered mana=crystal:red")
    for color in ("red", "white", "gold"):
        state = act(state, f"choose option={color}")
    state = act(state, "choose option=skip")
    assert state.turn.tokens == ["red", "white", "gold"] and sum(me(state).crystals.values()) == 0


# --- §5.10 Altem Mages: two mana tokens of any colours --------------------------------------------------------

def test_5_10_altem_mages_gain_two_mana_tokens_of_colours_chosen_one_by_one():
    state = fight(foe(plain_enemy()), phase="attack", units=("altem_mages",))
    state = act(state, "unit unit=0 ability=0")
    assert options(state) == ["red", "blue", "green", "white", "gold"]
    state = act(state, "choose option=gold")
    assert options(state) == ["red", "blue", "green", "white", "gold"]
    state = act(state, "choose option=red")
    assert state.turn.tokens == ["gold", "red"] and state.turn.decision is None
    assert not me(state).units[0].ready
    assert "unit unit=0 ability=0" not in legal(state)


# --- §5.10, LL §2.2.1 Heroes: Influence 5, and Reputation +1 at an inhabited site -------------------------------

@pytest.mark.parametrize("space, reputation", [("1-E", 1), ("A-C", 0)])  # a village; the portal
def test_5_10_heroes_influence_5_gives_reputation_1_only_at_an_inhabited_site(space, reputation):
    state = position(position=space, units=["hero_white"])
    state = act(state, "unit unit=0 ability=2")
    assert state.turn.influence == 5 and me(state).reputation == reputation and not me(state).units[0].ready

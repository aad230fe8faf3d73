"""Bonds of Loyalty (Norowas; bonds_of_loyalty.py, rules spec §5.10, §5.12, Lost Legion §2.1.2): an extra Command
token whose Unit costs 5 Influence less, works where Units cannot and is never disbanded; 2 Regular Units join the
offer when the Skill is gained. Each test plays the real Skill in a position where it matters."""
from engine.mageknight.state import UnitCard
from tests.mageknight.moves import act, legal, refused
from tests.mageknight.test_rules_banners import with_units
from tests.mageknight.test_rules_combat import find_enemy, fight, foe
from tests.mageknight.test_rules_interaction import at, of_verb
from tests.mageknight.test_rules_interactive_skills import two_heroes
from tests.mageknight.test_rules_banner_of_command import COMMAND, at_village, commanded
from tests.mageknight.test_rules_rewards import MAZE_MAP, ended_with
from tests.mageknight.test_rules_spells import night, table

BONDS = "norowas_bonds_of_loyalty"
PLAIN = find_enemy(element="physical", resists=(), allow=())


def norowas_at(label, influence=0, units=(), **hero):
    """Norowas (level 1: one Command token) with Bonds of Loyalty on `label`."""
    return at(label, influence=influence, units=units, hero="norowas", skills=[BONDS], **hero)


# --- the token and the discount (§5.10.3-4) -----------------------------------------------------------------

def test_5_10_4_norowas_bonds_of_loyalty_recruits_for_its_token_5_influence_cheaper():
    state = norowas_at("1-E", influence=0)  # Peasants cost 4, Herbalist 3: nothing without the Skill
    assert of_verb(state, "recruit") == ["recruit unit=peasants disband=bonds", "recruit unit=herbalist disband=bonds"]
    refused(state, "recruit unit=peasants", "7.4.1")
    after = act(state, "recruit unit=peasants disband=bonds")
    assert after.players[0].units == [UnitCard("peasants", bonded=True)] and after.turn.influence == 0
    assert "recruit unit=herbalist" not in legal(after)  # the Bonds token is taken; the other one is free but 3 > 0
    refused(after, "recruit unit=herbalist disband=bonds", "5.10.4")


def test_5_10_4_bonds_of_loyalty_the_player_chooses_the_token_while_both_are_free():
    state = norowas_at("1-E", influence=4)
    assert {"recruit unit=peasants", "recruit unit=peasants disband=bonds"} <= set(of_verb(state, "recruit"))
    after = act(state, "recruit unit=peasants")  # an ordinary Command token: full price, the Bonds token stays free
    assert after.players[0].units == [UnitCard("peasants")] and after.turn.influence == 0


def test_5_10_4_bonds_of_loyalty_with_only_its_token_free_nobody_is_disbanded():
    state = norowas_at("1-E", influence=4, units=[UnitCard("herbalist")])
    assert of_verb(state, "recruit") == ["recruit unit=peasants disband=bonds", "recruit unit=herbalist disband=bonds"]
    refused(state, "recruit unit=peasants disband=0", "5.10.4")
    refused(state, "recruit unit=peasants", "5.10.4")
    after = act(state, "recruit unit=peasants disband=bonds")
    assert [u.unit for u in after.players[0].units] == ["herbalist", "peasants"] and after.turn.influence == 4


def test_5_10_4_bonds_of_loyalty_its_unit_cannot_be_disbanded():
    state = norowas_at("1-E", influence=4, units=[UnitCard("peasants", bonded=True), UnitCard("herbalist")])
    assert of_verb(state, "recruit") == ["recruit unit=peasants disband=1", "recruit unit=herbalist disband=1"]
    refused(state, "recruit unit=herbalist disband=0", "5.10.4")
    after = act(state, "recruit unit=peasants disband=1")
    assert after.players[0].units == [UnitCard("peasants", bonded=True), UnitCard("peasants")]


def test_9_5_4_bonds_of_loyalty_a_unit_reward_may_take_its_token():
    state = norowas_at("A-C", units=[UnitCard("peasants")])
    state.offers.units = ["herbalist"]
    after = ended_with(state, ["unit"])
    assert set(legal(after)) == {"choose option=herbalist/disband:bonds", "choose option=skip"}
    done = act(after, "choose option=herbalist/disband:bonds")
    assert done.players[0].units == [UnitCard("peasants"), UnitCard("herbalist", bonded=True)]


def test_5_10_4_bonds_of_loyalty_call_to_glory_may_put_the_free_unit_under_its_token():
    state = night(table(["call_to_arms"], units=["peasants"]), "white", "black")
    state.players[0].skills = [BONDS]
    state.offers.units = ["foresters"]
    state = act(state, "play card=call_to_arms mode=powered mana=token:white+token:black")
    assert state.turn.decision.options == ["foresters+disband:bonds"]  # not every Command token is in use
    state = act(state, "choose option=foresters+disband:bonds")
    assert state.players[0].units == [UnitCard("peasants"), UnitCard("foresters", bonded=True)]


def test_5_10_4_bonds_of_loyalty_banner_of_command_recruit_chooses_the_token():
    state = with_units("peasants", hand=(COMMAND,), skills=[BONDS])  # level 3: one Command token still free
    state.offers.units = ["foresters"]
    state = act(act(state, f"play card={COMMAND} mode=powered"), "choose option=foresters")
    assert legal(state) == ["choose option=keep", "choose option=bonds"]
    state = act(state, "choose option=bonds")
    assert state.players[0].units == [UnitCard("peasants"), UnitCard("foresters", bonded=True)]


def test_ll_2_3_bonds_of_loyalty_a_banner_of_command_takes_the_place_of_its_token():
    state = at_village(influence=0, hero="norowas", skills=[BONDS])
    state = act(state, f"play card={COMMAND} mode=basic")  # Influence 4
    state = act(state, "recruit unit=herbalist disband=bonds")  # 3 - 5: free
    state = act(state, f"banner card={COMMAND} unit=0")
    assert state.players[0].units == [commanded("herbalist")]  # the Banner instead of the Bonds token
    assert "recruit unit=peasants disband=bonds" in of_verb(state, "recruit")  # the token is free again


def test_5_12_wolfs_howl_counts_a_free_bonds_of_loyalty_token():
    state = two_heroes("wolfhawk_wolfs_howl", "wolfhawk")
    state.players[0].skills.append(BONDS)
    state.players[0].units = [UnitCard("peasants")]  # the one ordinary Command token holds a Unit
    state = act(act(state, "skill id=wolfhawk_wolfs_howl"), "choose option=march:move")
    assert state.turn.move == 5  # 4, +1 for the empty Bonds of Loyalty token


# --- working where Units cannot (dungeons, tombs), not in a maze unless it came along (LL §2.1.2) -------------

def test_5_10_bonds_of_loyalty_its_unit_fights_and_takes_damage_in_a_dungeon():
    state = fight(foe(PLAIN, attack=2), phase="block", kind="adventure", units_allowed=False,
                  units=("peasants", "peasants"))
    state.players[0].skills.append(BONDS)
    state.players[0].units[1].bonded = True
    activations = [a for a in legal(state) if a.startswith("unit ")]
    assert activations and all(a.startswith("unit unit=1 ") for a in activations)
    refused(state, "unit unit=0 ability=1", "8.1.2")
    state = act(state, "next-phase")  # not blocked: its damage is assigned
    assert [a for a in legal(state) if a.startswith("damage")] == ["damage enemy=0 to=unit:1",
                                                                     "damage enemy=0 to=hero"]
    state = act(state, "damage enemy=0 to=unit:1")  # Attack 2 against Armor 3
    assert state.players[0].units[1].wounded and not state.players[0].units[0].wounded


def test_ll_2_1_2_bonds_of_loyalty_its_unit_stays_out_of_a_maze_unless_it_came_along():
    state = norowas_at("12-SW", tiles=MAZE_MAP, units=[UnitCard("peasants", bonded=True), UnitCard("herbalist")])
    state.turn.move = 0
    entered = act(state, "enter unit=1")
    assert not any(a.startswith("unit unit=0") for a in legal(entered))  # "not even a Unit recruited via Bonds"
    refused(entered, "unit unit=0 ability=3", "8.1.2")
    along = act(state, "enter unit=0")
    assert "unit unit=0 ability=3" in legal(along)


# --- gaining the Skill (§9.6.3) --------------------------------------------------------------------------------

def test_9_6_3_gaining_bonds_of_loyalty_adds_2_regular_units_to_the_offer():
    state = norowas_at("A-C", hand=["march"], fame=3)  # level 1 with 3 Fame: level 2 brings a Skill and an AA
    player = state.players[0]
    player.skills = []
    player.skill_pile = [s for s in player.skill_pile if s != BONDS] + [BONDS]
    offer, top = list(state.offers.units), state.decks.regular_units[-2:]
    state = act(act(state, "play card=march mode=basic"), "end-turn")
    option = next(o for o in state.turn.decision.options if o.startswith(f"a:{BONDS}:"))
    state = act(state, f"choose option={option}")
    assert BONDS in state.players[0].skills
    assert state.offers.units == offer + top[::-1]  # the top two Regular Units, unmarked slots at the end

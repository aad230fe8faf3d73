"""Skill tokens no other rule test used (issue 6), each used for real with `skill id=...` in a position where its
effect matters, with the exact result; the cards and Units are in test_rules_catalogue_entries.py.
Named after the spec section and the Skill. A Skill of another Hero is used exactly like one's own (§5.12.2)."""
import pytest

from engine.mageknight.positions import build_position
from engine.mageknight.state import UnitCard
from tests.mageknight.moves import act, legal, refused
from tests.mageknight.test_rules_combat import ATTACKING as PLAIN_ABILITIES
from tests.mageknight.test_rules_combat import TOWER_AND_KEEP_MAP, data, find_enemy, fight, foe
from tests.mageknight.test_rules_combat_cards import plain_enemy
from tests.mageknight.test_rules_combat_skills import armor_now, skilled
from tests.mageknight.test_rules_skill_effects import CATALOG, options, two_heroes, with_skill


# --- §7.2 Influence: Beguile ---------------------------------------------------------------------------------

@pytest.mark.parametrize("space, influence", [("1-E", 3), ("1-C", 4), ("A-C", 3)])  # village, Magical Glade, portal
def test_7_2_beguile_influence_3_or_4_at_a_magical_glade(space, influence):
    state = act(with_skill("braevalar_beguile", hero="braevalar", position=space), "skill id=braevalar_beguile")
    assert state.turn.influence == influence


def test_7_2_beguile_influence_2_at_a_fortified_site():
    state = build_position(CATALOG, {"tiles": TOWER_AND_KEEP_MAP, "players": [
        {"hero": "braevalar", "position": "3-NE", "skills": ["braevalar_beguile"]}]})  # a keep
    assert act(state, "skill id=braevalar_beguile").turn.influence == 2


# --- §5.12 Forward March: Move 1 for each Ready and unwounded Unit, at most 3 -----------------------------------

def _norowas_with(*units):
    state = with_skill("norowas_forward_march", hero="norowas")
    state.players[0].units = list(units)
    return state


def test_5_12_forward_march_counts_ready_unwounded_units_only():
    state = _norowas_with(UnitCard("peasants"), UnitCard("foresters", wounded=True), UnitCard("herbalist", ready=False),
                          UnitCard("thugs"))
    assert act(state, "skill id=norowas_forward_march").turn.move == 2  # the peasants and the thugs


def test_5_12_forward_march_gives_move_3_at_most():
    state = _norowas_with(*(UnitCard(unit) for unit in ("peasants", "foresters", "herbalist", "thugs")))
    assert act(state, "skill id=norowas_forward_march").turn.move == 3


# --- §5.12 Attacks by Skill: the option chosen, Day and Night --------------------------------------------------

@pytest.mark.parametrize("skill, element", [("arythea_burning_power", "fire"), ("goldyx_freezing_power", "ice")])
@pytest.mark.parametrize("phase", ["ranged_siege", "attack"])
def test_5_12_burning_and_freezing_power_siege_attack_1_physical_or_of_their_element(skill, element, phase):
    state = act(skilled(fight(foe(plain_enemy()), phase=phase), skill), f"skill id={skill}")
    assert options(state) == ["0", "1"]
    assert act(state, "choose option=0").turn.combat.attack == {"siege:physical": 1}
    assert act(state, "choose option=1").turn.combat.attack == {f"siege:{element}": 1}


def test_5_12_hot_swordsmanship_attack_2_or_fire_attack_2_in_the_attack_phase_only():
    state = skilled(fight(foe(plain_enemy()), phase="attack"), "arythea_hot_swordsmanship")
    state = act(state, "skill id=arythea_hot_swordsmanship")
    assert act(state, "choose option=0").turn.combat.attack == {"melee:physical": 2}
    assert act(state, "choose option=1").turn.combat.attack == {"melee:fire": 2}
    ranged = skilled(fight(foe(plain_enemy()), phase="ranged_siege"), "arythea_hot_swordsmanship")
    refused(ranged, "skill id=arythea_hot_swordsmanship", "5.12")


SHARPSHOOTING = [("norowas_day_sharpshooting", 2, 1), ("tovak_night_sharpshooting", 1, 2)]  # by Day, at Night


@pytest.mark.parametrize("skill, day, night", SHARPSHOOTING)
@pytest.mark.parametrize("time", ["day", "night"])
def test_5_12_day_and_night_sharpshooting_ranged_attack_by_the_time_of_day(skill, day, night, time):
    state = skilled(fight(foe(plain_enemy())), skill)
    state.round.time = time
    state = act(state, f"skill id={skill}")
    assert state.turn.combat.attack == {"ranged:physical": day if time == "day" else night}


# --- §8.6 Deadly Aim, §8.7 Spirit Guides: a bonus to the first card --------------------------------------------

def test_8_6_deadly_aim_gives_plus_1_to_one_ranged_attack_card_in_the_ranged_phase():
    state = skilled(fight(foe(plain_enemy()), hand=("swift_bolt", "swift_bolt")), "wolfhawk_deadly_aim")
    state.players[0].crystals["white"] = 2
    state = act(state, "skill id=wolfhawk_deadly_aim")
    state = act(state, "play card=swift_bolt mode=powered mana=crystal:white")
    assert state.turn.combat.attack == {"ranged:physical": 4 + 1}
    state = act(state, "play card=swift_bolt mode=powered mana=crystal:white")  # one card only
    assert state.turn.combat.attack == {"ranged:physical": 5 + 4}


def test_8_6_deadly_aim_gives_plus_2_to_a_card_played_sideways_in_the_attack_phase():
    state = skilled(fight(foe(plain_enemy()), phase="attack"), "wolfhawk_deadly_aim")
    state = act(act(state, "skill id=wolfhawk_deadly_aim"), "play card=march mode=sideways as=attack")
    assert state.turn.combat.attack == {"melee:physical": 1 + 2}
    state = act(state, "play card=march mode=sideways as=attack")
    assert state.turn.combat.attack == {"melee:physical": 3 + 1}


def test_8_7_spirit_guides_move_1_and_plus_1_to_one_block():
    state = skilled(fight(foe(plain_enemy()), phase="block"), "krang_spirit_guides")
    state = act(act(state, "skill id=krang_spirit_guides"), "play card=march mode=sideways as=block")
    assert state.turn.move == 1 and state.turn.combat.block == {"physical": 1 + 1}
    state = act(state, "play card=march mode=sideways as=block")
    assert state.turn.combat.block == {"physical": 2 + 1}
    outside = act(with_skill("krang_spirit_guides", hero="krang"), "skill id=krang_spirit_guides")
    assert outside.turn.move == 1


# --- §8.7 Taunt, §8.4 Curse: an enemy's Attack or Armor ---------------------------------------------------------

def test_8_7_taunt_attack_minus_1_lets_a_block_of_3_stop_an_attack_of_4():
    state = skilled(fight(foe(plain_enemy(), attack=4), phase="block"), "wolfhawk_taunt")
    state.turn.combat.block = {"physical": 3}
    assert "block enemy=0" not in legal(state)
    state = act(act(state, "skill id=wolfhawk_taunt"), "choose option=0")
    assert act(state, "block enemy=0").turn.combat.foes[0].blocked == [True]


def test_8_7_taunt_attack_plus_2_and_armor_minus_2_but_not_below_1():
    enemy = plain_enemy()
    state = skilled(fight(foe(enemy, attack=4, armor_change=2 - data(enemy).armor), phase="block"), "wolfhawk_taunt")
    state = act(act(state, "skill id=wolfhawk_taunt"), "choose option=1")
    assert state.turn.combat.foes[0].attack_change == 2 and armor_now(state, 0) == 1
    state.turn.combat.block = {"physical": 5}
    assert "block enemy=0" not in legal(state)  # Attack 6 now


def test_8_4_curse_armor_minus_1_in_the_attack_phase_even_on_a_fortified_enemy():
    fortified = find_enemy(has=("fortified",), allow=PLAIN_ABILITIES)
    state = skilled(fight(foe(fortified), phase="attack"), "krang_curse")
    state = act(act(state, "skill id=krang_curse"), "choose option=1")
    assert armor_now(state, 0) == max(1, data(fortified).armor - 1)


def test_8_4_curse_not_against_a_fortified_enemy_in_the_ranged_phase():
    fortified = find_enemy(has=("fortified",), allow=PLAIN_ABILITIES)
    state = skilled(fight(foe(fortified), foe(plain_enemy())), "krang_curse")
    state = act(act(state, "skill id=krang_curse"), "choose option=0")  # Attack -1: only the other one is offered
    assert [foe_.attack_change for foe_ in state.turn.combat.foes] == [0, -1] and state.turn.decision is None


# --- §7.2 Dark and Bright Negotiation: Influence by the time of day -------------------------------------------

@pytest.mark.parametrize("skill, hero, day, night", [("arythea_dark_negotiation", "arythea", 2, 3),
                                                     ("norowas_bright_negotiation", "norowas", 3, 2)])
@pytest.mark.parametrize("time", ["day", "night"])
def test_7_2_dark_and_bright_negotiation_influence_by_the_time_of_day(skill, hero, day, night, time):
    state = act(with_skill(skill, hero=hero, time=time, position="1-E"), f"skill id={skill}")
    assert state.turn.influence == (day if time == "day" else night)


# --- §5.12 Tokens flipped for mana and crystals -------------------------------------------------------------------

CRYSTAL_AND_TOKEN = [("goldyx_white_crystal_craft", "goldyx", "blue", "white"),
                     ("goldyx_green_crystal_craft", "goldyx", "blue", "green"),
                     ("goldyx_red_crystal_craft", "goldyx", "blue", "red"),
                     ("norowas_leaves_in_the_wind", "norowas", "green", "white"),
                     ("norowas_whispers_in_the_treetops", "norowas", "white", "green")]


@pytest.mark.parametrize("skill, hero, crystal, token", CRYSTAL_AND_TOKEN)
def test_5_12_3_1_crystal_and_mana_token_skills_are_flipped_for_the_round(skill, hero, crystal, token):
    state = act(with_skill(skill, hero=hero), f"skill id={skill}")
    assert state.players[0].crystals == {color: int(color == crystal) for color in ("red", "blue", "green", "white")}
    assert state.turn.tokens == [token] and skill in state.players[0].skills_flipped


def test_5_12_crystal_craft_is_usable_in_combat_too():
    state = skilled(fight(foe(plain_enemy()), phase="block"), "goldyx_red_crystal_craft")
    state = act(state, "skill id=goldyx_red_crystal_craft")
    assert state.players[0].crystals["blue"] == 1 and state.turn.tokens == ["red"]


def test_5_12_lightning_storm_a_blue_or_green_token_and_a_blue_or_red_token():
    state = act(with_skill("braevalar_lightning_storm", hero="braevalar"), "skill id=braevalar_lightning_storm")
    assert options(state) == ["0", "1"]
    state = act(state, "choose option=1")  # green
    assert options(state) == ["0", "1"]
    assert act(state, "choose option=1").turn.tokens == ["green", "red"]


def test_5_12_invocation_a_wound_discarded_for_red_or_black_a_card_for_white_or_green():
    state = with_skill("arythea_invocation", hero="arythea", hand=("wound", "march"))
    state = act(state, "skill id=arythea_invocation")
    wound = act(state, "choose option=0")
    assert wound.players[0].hand == ["march"] and wound.players[0].discard == ["wound"]
    assert act(wound, "choose option=1").turn.tokens == ["black"]
    card = act(state, "choose option=1")
    assert card.players[0].hand == ["wound"] and card.players[0].discard == ["march"]
    assert act(card, "choose option=1").turn.tokens == ["green"]


# --- §10.3 Healing Skills -----------------------------------------------------------------------------------

def test_10_3_potion_making_heal_2():
    state = with_skill("goldyx_potion_making", hero="goldyx", hand=("wound", "wound", "wound", "march"))
    state = act(state, "skill id=goldyx_potion_making")
    assert state.players[0].hand == ["wound", "march"] and "goldyx_potion_making" in state.players[0].skills_flipped


@pytest.mark.parametrize("skill, color", [("wolfhawk_refreshing_bath", "blue"),
                                          ("wolfhawk_refreshing_breeze", "white")])
def test_10_3_refreshing_bath_and_breeze_heal_1_and_a_crystal(skill, color):
    state = act(with_skill(skill, hero="wolfhawk", hand=("wound", "wound")), f"skill id={skill}")
    assert state.players[0].hand == ["wound"] and state.players[0].crystals[color] == 1


@pytest.mark.parametrize("skill", ["goldyx_potion_making", "wolfhawk_refreshing_bath"])
def test_10_3_healing_skills_are_not_used_in_combat(skill):
    state = skilled(fight(foe(plain_enemy()), phase="block", hand=("wound",)), skill)
    refused(state, f"skill id={skill}", "5.12")


def test_5_10_inspiration_readies_a_spent_unit_or_heals_a_wounded_one():
    state = with_skill("norowas_inspiration", hero="norowas")
    state.players[0].units = [UnitCard("foresters", wounded=True), UnitCard("herbalist", ready=False)]
    state = act(state, "skill id=norowas_inspiration")
    readied = act(state, "choose option=0")
    assert [(u.ready, u.wounded) for u in readied.players[0].units] == [(True, True), (True, False)]
    healed = act(state, "choose option=1")
    assert [(u.ready, u.wounded) for u in healed.players[0].units] == [(True, False), (False, False)]


# --- §5.12 Motivation of Norowas and Tovak: the least Fame's mana ---------------------------------------------

@pytest.mark.parametrize("skill, hero, color", [("norowas_motivation", "norowas", "white"),
                                                ("tovak_motivation", "tovak", "blue")])
@pytest.mark.parametrize("fame, bonus", [((0, 5), True), ((5, 5), False)])
def test_5_12_motivation_draws_2_and_the_least_fame_not_tied_gives_a_mana_token(skill, hero, color, fame, bonus):
    state = act(two_heroes([skill], hero=hero, fame=fame), f"skill id={skill}")
    assert state.players[0].hand == ["wound", "march", "rage", "stamina"]
    assert state.turn.tokens == ([color] if bonus else [])



# --- §6.9 Secret Ways: mountains for 5 Move, lakes for 2 with a blue mana ---------------------------------------

def test_6_9_2_secret_ways_move_1_and_mountains_enterable_for_5():
    tiles = [["starting_a", 0, 0], ["countryside_4", 1, -3]]  # 4-E is a mountain next to the village 4-SE
    state = build_position(CATALOG, {"tiles": tiles, "source": ["red"] * 3, "turn": {"move": 4}, "players": [
        {"hero": "braevalar", "position": "4-SE", "skills": ["braevalar_secret_ways"]}]})
    assert "move to=4-E" not in legal(state)
    state = act(state, "skill id=braevalar_secret_ways")  # no blue mana to pay: no question
    assert state.turn.move == 5 and state.turn.decision is None
    assert act(state, "move to=4-E").turn.move == 0


def test_6_9_2_secret_ways_a_blue_mana_opens_lakes_for_2():
    state = with_skill("braevalar_secret_ways", hero="braevalar", position="1-E", source=["red"] * 3, move=1)
    state.players[0].crystals["blue"] = 1
    state = act(state, "skill id=braevalar_secret_ways")
    assert options(state) == ["crystal:blue", "skip"]
    assert "move to=1-NE" not in legal(act(state, "choose option=skip"))
    state = act(state, "choose option=crystal:blue")
    assert act(state, "move to=1-NE").turn.move == 0

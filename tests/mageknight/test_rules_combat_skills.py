"""Skill tokens in combat carried out by hooks (combat/combat_skills.py; rules spec §5.12, §8): each test uses the
real token with `skill id=...` in a combat where its effect matters. Named after the spec sections.

Positions are `fight` positions (Tovak, level 1: Armor 2) with the Skill tokens under test put in front of him;
a Skill of another Hero is used exactly like one's own (§5.12.2).
"""
import json
import random
from math import ceil

import pytest

from engine.mageknight.combat import values
from engine.mageknight.cards.combat_skills import POINTS_AGAINST
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from tests.mageknight.moves import act, legal, play_out_combat, refused
from tests.mageknight.test_rules_combat import HERO_ARMOR, data, fight, foe

CATALOG = GAME.catalog
WOUND = "wound"


def skilled(state, *skills):
    state.players[0].skills = list(skills)
    return state


def offered(state) -> list[str]:
    return [action for action in legal(state) if action.startswith("skill ")]


def wounds_in_hand(state) -> int:
    return state.players[0].hand.count(WOUND)


def armor_now(state, index: int) -> int:
    foe_ = state.turn.combat.foes[index]
    return values.armor(values.as_fought(data(foe_.enemy), foe_), foe_, state.turn.combat.phase)


# --- Resistance Break (Tovak), §8.4 ------------------------------------------------------------------------------

def test_8_4_resistance_break_armor_minus_1_per_resistance():
    state = skilled(fight(foe("mummy")), "tovak_resistance_break")  # Physical and Ice Resistance
    after = act(state, "skill id=tovak_resistance_break")
    assert armor_now(after, 0) == data("mummy").armor - 2


def test_8_4_resistance_break_leaves_armor_at_1_at_least():
    state = skilled(fight(foe("mummy", armor_change=-3)), "tovak_resistance_break")  # Armor 2, two resistances
    assert armor_now(act(state, "skill id=tovak_resistance_break"), 0) == 1


def test_8_4_resistance_break_asks_which_enemy_and_passes_over_those_without_resistances():
    state = skilled(fight(foe("prowlers"), foe("mummy"), foe("altem_guardsmen")), "tovak_resistance_break")
    after = act(state, "skill id=tovak_resistance_break")
    assert legal(after) == ["choose option=1", "choose option=2"]
    after = act(after, "choose option=2")  # Physical, Fire and Ice Resistance
    assert [f.armor_change for f in after.turn.combat.foes] == [0, 0, -3]


def test_8_10_resistance_break_does_not_reach_arcane_immunity():
    state = skilled(fight(foe("blood_demon")), "tovak_resistance_break")  # Fire Resistance, Arcane Immunity
    assert offered(state) == []
    refused(state, "skill id=tovak_resistance_break", "5.12")
    state = skilled(fight(foe("blood_demon"), foe("mummy")), "tovak_resistance_break")
    after = act(state, "skill id=tovak_resistance_break")  # the only enemy it reaches is taken
    assert [f.armor_change for f in after.turn.combat.foes] == [0, -2]


def test_5_12_resistance_break_once_per_turn_and_not_in_the_assign_damage_phase():
    state = skilled(fight(foe("mummy"), foe("ironclads")), "tovak_resistance_break")
    after = act(act(state, "skill id=tovak_resistance_break"), "choose option=0")
    refused(after, "skill id=tovak_resistance_break", "5.12.3")
    state = skilled(fight(foe("mummy"), phase="assign_damage"), "tovak_resistance_break")
    refused(state, "skill id=tovak_resistance_break", "5.12")


# --- Battle Hardened (Krang), Elemental Resistance (Braevalar), §8.8 -------------------------------------------------

def test_8_8_battle_hardened_ignores_2_damage_of_a_physical_attack():
    state = skilled(fight(foe("prowlers"), phase="assign_damage"), "krang_battle_hardened")  # Attack 4
    after = act(state, "skill id=krang_battle_hardened")
    after = act(after, "damage enemy=0 to=hero")
    assert wounds_in_hand(after) == ceil((4 - 2) / HERO_ARMOR)


def test_8_8_battle_hardened_ignores_1_damage_of_a_non_physical_attack():
    state = skilled(fight(foe("fire_mages_violet", attack=5), phase="assign_damage"), "krang_battle_hardened")
    after = act(act(state, "skill id=krang_battle_hardened"), "damage enemy=0 to=hero")
    assert wounds_in_hand(after) == ceil((5 - 1) / HERO_ARMOR)


def test_8_8_2_battle_hardened_ignores_damage_after_brutal_doubles_it():
    state = skilled(fight(foe("thugs_gray"), phase="assign_damage"), "krang_battle_hardened")  # Attack 3, Brutal
    after = act(act(state, "skill id=krang_battle_hardened"), "damage enemy=0 to=hero")
    assert wounds_in_hand(after) == ceil((2 * 3 - 2) / HERO_ARMOR)


def test_8_8_13_an_attack_left_without_damage_is_done_and_the_phase_may_end():
    state = skilled(fight(foe("orc_skirmishers"), phase="assign_damage"), "krang_battle_hardened")  # 1 and 1
    after = act(state, "skill id=krang_battle_hardened")
    assert legal(after) == ["choose option=0:0", "choose option=0:1"]  # the player picks the attack
    after = act(after, "choose option=0:1")
    assert after.turn.combat.foes[0].dealt == [False, True]
    assert legal(after) == ["damage enemy=0 attack=0 to=hero"]
    after = act(after, "damage enemy=0 attack=0 to=hero")
    assert after.turn.combat.phase == "attack" and wounds_in_hand(after) == 1


def test_8_10_battle_hardened_acts_on_an_arcane_immune_enemys_attack():
    state = skilled(fight(foe("sorcerers_violet"), phase="assign_damage"), "krang_battle_hardened")  # Attack 6
    after = act(act(state, "skill id=krang_battle_hardened"), "damage enemy=0 to=hero")
    assert wounds_in_hand(after) == ceil((6 - 2) / HERO_ARMOR)


def test_5_12_battle_hardened_only_before_damage_is_assigned_and_once_per_turn():
    state = skilled(fight(foe("prowlers"), phase="block"), "krang_battle_hardened")
    assert offered(state) == []
    refused(state, "skill id=krang_battle_hardened", "5.12")
    state = skilled(fight(foe("prowlers"), foe("wolf_riders"), phase="assign_damage"), "krang_battle_hardened")
    after = act(act(state, "skill id=krang_battle_hardened"), "choose option=0:0")
    refused(after, "skill id=krang_battle_hardened", "5.12.3")


@pytest.mark.parametrize("enemy, ignored", [("fire_mages_violet", 2), ("ice_mages_violet", 2),
                                            ("corrupted_priests", 1), ("prowlers", 1)])
def test_8_8_elemental_resistance_2_from_fire_or_ice_1_from_cold_fire_or_physical(enemy, ignored):
    state = skilled(fight(foe(enemy, attack=5), phase="assign_damage"), "braevalar_elemental_resistance")
    after = act(state, "skill id=braevalar_elemental_resistance")
    foe_ = after.turn.combat.foes[0]
    assert values.damage_of(data(enemy), foe_, 0) == 5 - ignored


# --- Leadership (Norowas), §5.10.7 -----------------------------------------------------------------------------------

def test_5_10_leadership_plus_3_block_for_the_unit_activated():
    state = skilled(fight(foe("prowlers"), phase="block", units=("peasants",)), "norowas_leadership")
    after = act(act(state, "skill id=norowas_leadership"), "unit unit=0 ability=1")  # Block 2
    assert after.turn.combat.block == {"physical": 2 + 3}


def test_5_10_leadership_plus_2_attack_for_the_unit_activated():
    state = skilled(fight(foe("prowlers"), phase="attack", units=("peasants",)), "norowas_leadership")
    after = act(act(state, "skill id=norowas_leadership"), "unit unit=0 ability=0")  # Attack 2
    assert after.turn.combat.attack == {"melee:physical": 2 + 2}


def test_5_10_leadership_plus_1_ranged_attack_and_siege_gets_nothing():
    state = skilled(fight(foe("prowlers"), units=("catapults", "utem_crossbowmen")), "norowas_leadership")
    after = act(act(state, "skill id=norowas_leadership"), "unit unit=0 ability=0")  # Siege Attack 3: no bonus
    assert after.turn.combat.attack == {"siege:physical": 3}
    after = act(after, "unit unit=1 ability=1")  # Ranged Attack 2: the bonus was still waiting
    assert after.turn.combat.attack == {"siege:physical": 3, "ranged:physical": 2 + 1}


def test_5_10_leadership_goes_to_one_activation_only():
    state = skilled(fight(foe("prowlers"), phase="block", units=("peasants", "utem_crossbowmen")),
                    "norowas_leadership")
    after = act(act(state, "skill id=norowas_leadership"), "unit unit=1 ability=0")  # Attack or Block 3: Block
    after = act(after, "unit unit=0 ability=1")
    assert after.turn.combat.block == {"physical": 3 + 3 + 2}


def test_5_10_7_leadership_needs_a_unit_with_such_an_ability():
    state = skilled(fight(foe("prowlers"), phase="block", units=("herbalist",)), "norowas_leadership")
    refused(state, "skill id=norowas_leadership", "5.12")
    state = skilled(fight(foe("prowlers"), phase="block", units=("peasants",)), "norowas_leadership")
    state.players[0].units[0].wounded = True
    assert offered(state) == []


def test_5_12_leadership_once_per_turn():
    state = skilled(fight(foe("prowlers"), phase="block", units=("peasants", "foresters")), "norowas_leadership")
    refused(act(state, "skill id=norowas_leadership"), "skill id=norowas_leadership", "5.12.3")


# --- Forked Lightning (Braevalar), §8.6 ------------------------------------------------------------------------------

def _weak(enemy="prowlers", **fields):
    """A token brought down to Armor 1 (its Armor change), so one point defeats it."""
    return foe(enemy, armor_change=1 - data(enemy).armor, **fields)


def test_8_6_forked_lightning_one_cold_fire_ranged_point_against_each_of_3_enemies():
    state = skilled(fight(_weak(), _weak(), _weak(), _weak()), "braevalar_forked_lightning")
    after = act(state, "skill id=braevalar_forked_lightning")
    assert legal(after) == ["choose option=0", "choose option=1", "choose option=2", "choose option=3"]
    after = act(after, "choose option=0")
    assert legal(after) == ["choose option=1", "choose option=2", "choose option=3", "choose option=done"]
    after = act(act(after, "choose option=1"), "choose option=3")  # the third: no more are asked
    assert after.turn.decision is None
    attacks = [a for a in legal(after) if a.startswith("attack")]
    assert "attack targets=0" in attacks and "attack targets=0,1" in attacks and "attack targets=2" not in attacks
    after = act(after, "attack targets=3")
    assert [f.defeated for f in after.turn.combat.foes] == [False, False, False, True]
    assert "attack targets=0" in legal(after)  # the other points wait for their own enemies


def test_8_6_forked_lightning_points_count_only_against_their_enemy():
    state = skilled(fight(foe("prowlers"), _weak()), "braevalar_forked_lightning")
    after = act(act(state, "skill id=braevalar_forked_lightning"), "choose option=0")
    after = act(after, "choose option=done")
    assert not [a for a in legal(after) if a.startswith("attack")]  # 1 against Armor 3; none against enemy 1
    after.turn.combat.attack["ranged:physical"] = 2  # with the point: 3 against Armor 3
    assert "attack targets=0" in legal(after) and "attack targets=0,1" not in legal(after)


def test_8_5_2_forked_lightning_is_halved_by_fire_and_ice_resistance():
    state = skilled(fight(_weak("orc_war_beasts")), "braevalar_forked_lightning")  # Fire and Ice Resistance
    after = act(state, "skill id=braevalar_forked_lightning")
    refused(after, "attack targets=0", "8.6.6")  # floor(1 / 2) = 0


def test_8_6_4_forked_lightning_skips_fortified_enemies_in_the_ranged_phase():
    state = skilled(fight(_weak("diggers"), _weak()), "braevalar_forked_lightning")  # Diggers: Fortified
    after = act(state, "skill id=braevalar_forked_lightning")  # one enemy left to pick: taken
    assert [r[3] for r in after.turn.combat.riders if r[0] == POINTS_AGAINST] == ["1"]


def test_8_6_8_forked_lightning_points_are_lost_when_the_phase_ends():
    state = skilled(fight(_weak()), "braevalar_forked_lightning")
    after = act(act(state, "skill id=braevalar_forked_lightning"), "next-phase")
    assert after.turn.combat.riders == []


def test_5_12_forked_lightning_not_in_the_block_phase_and_once_per_turn():
    state = skilled(fight(_weak(), phase="block"), "braevalar_forked_lightning")
    refused(state, "skill id=braevalar_forked_lightning", "5.12")
    state = skilled(fight(_weak(), _weak(), phase="attack"), "braevalar_forked_lightning")
    after = act(act(state, "skill id=braevalar_forked_lightning"), "choose option=0")
    refused(act(after, "choose option=done"), "skill id=braevalar_forked_lightning", "5.12.3")


# --- Know Your Prey (Wolfhawk), Lost Legion §2.4 ----------------------------------------------------------------

def test_8_10_know_your_prey_ignores_swift():
    state = skilled(fight(foe("wolf_riders"), phase="block"), "wolfhawk_know_your_prey")  # Attack 3, Swift
    state.turn.combat.block["physical"] = 3
    assert "block enemy=0" not in legal(state)  # Swift: Block 6 needed
    after = act(state, "skill id=wolfhawk_know_your_prey")  # its one ability: taken
    assert "block enemy=0" in legal(after)


def test_8_5_2_know_your_prey_ignores_a_resistance():
    state = skilled(fight(foe("ironclads"), phase="attack"), "wolfhawk_know_your_prey")  # Physical Resistance
    state.turn.combat.attack["melee:physical"] = data("ironclads").armor
    assert "attack targets=0" not in legal(state)
    after = act(state, "skill id=wolfhawk_know_your_prey")
    assert legal(after) == ["choose option=0:brutal", "choose option=0:physical_resistance"]
    assert "attack targets=0" in legal(act(after, "choose option=0:physical_resistance"))


def test_8_5_3_know_your_prey_removes_fire_from_an_attack():
    state = skilled(fight(foe("fire_mages_violet"), phase="block"), "wolfhawk_know_your_prey")  # Fire Attack 6
    state.turn.combat.block["physical"] = 6
    after = act(state, "skill id=wolfhawk_know_your_prey")
    assert legal(after) == ["choose option=0:fire_resistance", "choose option=0:0:physical"]
    assert "block enemy=0" in legal(act(after, "choose option=0:0:physical"))


def test_8_5_3_know_your_prey_makes_cold_fire_fire_or_ice():
    state = skilled(fight(foe("corrupted_priests"), phase="block"), "wolfhawk_know_your_prey")  # Cold Fire 4
    state.turn.combat.block["ice"] = 4
    after = act(state, "skill id=wolfhawk_know_your_prey")
    assert "choose option=0:0:fire" in legal(after) and "choose option=0:0:ice" in legal(after)
    assert "block enemy=0" in legal(act(after, "choose option=0:0:fire"))  # Ice blocks Fire fully
    assert "block enemy=0" not in legal(act(after, "choose option=0:0:ice"))


def test_8_10_know_your_prey_ignoring_elusive_leaves_the_lower_armor():
    state = skilled(fight(foe("orc_tracker")), "wolfhawk_know_your_prey")  # Elusive 6 / 3, Assassination
    assert armor_now(state, 0) == data("orc_tracker").armor_elusive
    after = act(act(state, "skill id=wolfhawk_know_your_prey"), "choose option=0:elusive")
    assert armor_now(after, 0) == data("orc_tracker").armor


def test_8_10_know_your_prey_not_against_arcane_immunity():
    state = skilled(fight(foe("shadow")), "wolfhawk_know_your_prey")
    assert offered(state) == []
    refused(state, "skill id=wolfhawk_know_your_prey", "5.12")
    state = skilled(fight(foe("shadow"), foe("wolf_riders")), "wolfhawk_know_your_prey")
    after = act(state, "skill id=wolfhawk_know_your_prey")
    assert after.turn.combat.foes[1].flags == [values.IGNORED_ABILITY + "swift"]


def test_5_12_3_1_know_your_prey_is_flipped_for_the_round():
    state = skilled(fight(foe("wolf_riders")), "wolfhawk_know_your_prey")
    after = act(state, "skill id=wolfhawk_know_your_prey")
    assert after.players[0].skills_flipped == ["wolfhawk_know_your_prey"]
    after.turn.skills_used.clear()  # as on a later turn of the Round
    refused(after, "skill id=wolfhawk_know_your_prey", "5.12.3")


# --- Dueling (Wolfhawk), §8.7 ----------------------------------------------------------------------------------

def test_8_7_dueling_block_1_now_attack_1_in_the_attack_phase_and_fame_plus_1():
    state = skilled(fight(foe("prowlers", attack=1, armor_change=-2), phase="block"), "wolfhawk_dueling")
    after = act(state, "skill id=wolfhawk_dueling")
    assert "block enemy=0" in legal(after)  # Block 1 against its Attack 1, with nothing else
    after = act(act(after, "block enemy=0"), "next-phase")  # nothing to assign: the Attack phase
    assert after.turn.combat.phase == "attack" and "attack targets=0" in legal(after)
    fame = after.players[0].fame
    after = act(after, "attack targets=0")
    assert after.players[0].fame == fame + data("prowlers").fame + 1


def test_8_7_dueling_no_fame_after_a_unit_ability_in_this_combat():
    state = skilled(fight(foe("prowlers", attack=1), phase="block", units=("peasants",)), "wolfhawk_dueling")
    after = act(act(act(state, "skill id=wolfhawk_dueling"), "block enemy=0"), "next-phase")
    after = act(after, "unit unit=0 ability=0")  # Attack 2, and Dueling's 1: Armor 3
    fame = after.players[0].fame
    after = act(after, "attack targets=0")
    assert after.players[0].fame == fame + data("prowlers").fame


def test_8_7_3_dueling_block_counts_against_its_enemy_only():
    state = skilled(fight(foe("prowlers", attack=1), foe("prowlers", attack=1), phase="block"), "wolfhawk_dueling")
    after = act(state, "skill id=wolfhawk_dueling")
    assert legal(after) == ["choose option=0", "choose option=1"]
    after = act(after, "choose option=0")
    assert [a for a in legal(after) if a.startswith("block")] == ["block enemy=0"]


def test_5_12_dueling_only_in_the_block_phase_and_once_per_turn():
    state = skilled(fight(foe("prowlers"), phase="attack"), "wolfhawk_dueling")
    refused(state, "skill id=wolfhawk_dueling", "5.12")
    state = skilled(fight(foe("prowlers"), phase="block"), "wolfhawk_dueling")
    refused(act(state, "skill id=wolfhawk_dueling"), "skill id=wolfhawk_dueling", "5.12.3")


# --- Battle Frenzy (Krang), §5.12 ---------------------------------------------------------------------------------

def test_5_12_battle_frenzy_attack_2_or_flipped_for_attack_4():
    state = skilled(fight(foe("prowlers"), phase="attack"), "krang_battle_frenzy")
    after = act(state, "skill id=krang_battle_frenzy")
    plain = act(after, "choose option=0")
    assert plain.turn.combat.attack == {"melee:physical": 2} and plain.players[0].skills_flipped == []
    flipped = act(after, "choose option=1")
    assert flipped.turn.combat.attack == {"melee:physical": 4}
    assert flipped.players[0].skills_flipped == ["krang_battle_frenzy"]
    flipped.turn.skills_used.clear()  # a later turn: face down, not usable
    refused(flipped, "skill id=krang_battle_frenzy", "5.12.3")


def test_4_7_battle_frenzy_turns_face_up_when_krang_rests():
    state = build_position(CATALOG, {"players": [{"hero": "krang", "hand": ["march", "wound"],
                                                  "skills": ["krang_battle_frenzy"]}]})
    state.players[0].skills_flipped = ["krang_battle_frenzy"]
    assert act(state, "rest card=march wounds=1").players[0].skills_flipped == []


def test_5_12_battle_frenzy_only_in_the_attack_phase():
    state = skilled(fight(foe("prowlers"), phase="block"), "krang_battle_frenzy")
    refused(state, "skill id=krang_battle_frenzy", "5.12")


# --- Puppet Master (Krang), §8.11 -------------------------------------------------------------------------------

def test_8_11_puppet_master_keeps_a_defeated_token_instead_of_discarding_it():
    state = skilled(fight(foe("prowlers"), phase="attack"), "krang_puppet_master")
    refused(state, "skill id=krang_puppet_master", "5.12")  # nothing defeated, nothing kept
    state.turn.combat.attack["melee:physical"] = data("prowlers").armor
    after = act(state, "attack targets=0")
    assert after.turn.combat is not None  # the last enemy fell, but a token may still be kept
    after = act(after, "skill id=krang_puppet_master")
    assert after.players[0].puppets == ["prowlers"]
    discards = list(after.decks.enemy_discards["green"])
    after = act(after, "next-phase")
    assert after.turn.combat is None and after.decks.enemy_discards["green"] == discards
    assert GAME.load(json.loads(json.dumps(GAME.dump(after)))) == after


def test_8_11_without_puppet_master_the_combat_ends_with_its_last_enemy():
    state = fight(foe("prowlers"), phase="attack")
    state.turn.combat.attack["melee:physical"] = data("prowlers").armor
    after = act(state, "attack targets=0")
    assert after.turn.combat is None and "prowlers" in after.decks.enemy_discards["green"]


def test_8_11_puppet_master_a_kept_token_becomes_half_its_attack_with_its_element():
    state = skilled(fight(foe("prowlers"), phase="attack"), "krang_puppet_master")
    state.players[0].puppets = ["fire_mages_violet"]  # Fire Attack 6, Armor 5
    after = act(state, "skill id=krang_puppet_master")  # a Block is no use now: the Attack is taken
    assert after.turn.combat.attack == {"melee:fire": 3}
    assert after.players[0].puppets == [] and after.decks.enemy_discards["violet"][-1] == "fire_mages_violet"


def test_8_11_puppet_master_a_kept_token_becomes_half_its_armor_as_block_rounded_up():
    state = skilled(fight(foe("prowlers"), phase="block"), "krang_puppet_master")
    state.players[0].puppets = ["fire_mages_violet"]
    after = act(state, "skill id=krang_puppet_master")
    assert after.turn.combat.block == {"fire": ceil(data("fire_mages_violet").armor / 2)}


def test_5_12_puppet_master_keep_or_discard_once_per_turn():
    state = skilled(fight(foe("prowlers"), foe("wolf_riders"), phase="attack"), "krang_puppet_master")
    state.players[0].puppets = ["orc_skirmishers"]  # two attacks of 1
    state.turn.combat.attack["melee:physical"] = data("prowlers").armor
    after = act(state, "attack targets=0")
    after = act(after, "skill id=krang_puppet_master")
    assert legal(after) == ["choose option=keep:0", "choose option=attack:orc_skirmishers:0",
                            "choose option=attack:orc_skirmishers:1"]
    after = act(after, "choose option=keep:0")
    assert after.players[0].puppets == ["orc_skirmishers", "prowlers"]
    refused(after, "skill id=krang_puppet_master", "5.12.3")


# --- Every offered use applies and the combat plays on to its end -------------------------------------------------

SKILLS = ("tovak_resistance_break", "krang_battle_hardened", "braevalar_elemental_resistance", "norowas_leadership",
          "braevalar_forked_lightning", "wolfhawk_know_your_prey", "wolfhawk_dueling", "krang_battle_frenzy",
          "krang_puppet_master")
ENEMY_SETS = [("mummy", "corrupted_priests", "orc_summoners"), ("wolf_riders", "shadow", "orc_skirmishers"),
              ("fire_mages_violet", "orc_tracker", "diggers"), ("crystal_sprites", "thugs_gray", "ironclads")]


@pytest.mark.parametrize("enemies", ENEMY_SETS)
@pytest.mark.parametrize("phase", ["ranged_siege", "block", "assign_damage", "attack"])
def test_every_offered_skill_use_applies_and_the_combat_ends(enemies, phase):
    rng = random.Random(f"{enemies}{phase}")
    state = skilled(fight(*[foe(e) for e in enemies], phase=phase, hand=("march", "rage", "wound"),
                          units=("peasants", "utem_crossbowmen")), *SKILLS)
    state.players[0].puppets = ["fire_mages_violet"]
    uses = offered(state)
    for use in uses:
        play_out_combat(act(state, use), rng, use)
    assert uses


def test_8_11_puppet_master_may_still_keep_a_token_when_soul_harvesters_crystal_ends_the_fight():
    """The last enemy falls to an attack whose rider still asks (Soul Harvester's crystal): once answered, the
    combat stays open for Puppet Master (phases.end_if_all_defeated)."""
    enemy = next(e for e, d in GAME.catalog.enemies.items() if d.resistances and not d.abilities
                 and len(d.attacks) == 1)  # resistant: the crystal's colour is a real choice
    state = skilled(fight(foe(enemy), phase="attack", hand=("soul_harvester",)), "krang_puppet_master")
    state = act(state, "play card=soul_harvester mode=basic")
    state.turn.combat.attack["melee:physical"] = 40
    state = act(state, "attack targets=0")
    assert state.turn.decision is not None and state.turn.decision.kind == "soul_harvester"
    state = act(state, "choose option=white")
    assert state.turn.combat is not None and "skill id=krang_puppet_master" in legal(state)

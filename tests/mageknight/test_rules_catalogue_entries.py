"""Catalogue entries no other rule test played (issue 6: "each card has at least one test that plays it in a
position where its effect matters"): Deed cards and Units, each played for real (`play card=...`, `unit unit=N
ability=K`) where its effect matters, with the exact result. Skills: test_rules_catalogue_skills.py. The meta-test
at the end keeps every catalogue entry named in some rule test.
Named after the spec section and the entry."""
import copy
from pathlib import Path

import pytest

from engine.mageknight.catalog.hooks_pending import NOT_YET_IMPLEMENTED_HOOKS
from engine.mageknight.state import UnitCard
from tests.mageknight.moves import act, legal, refused
from tests.mageknight.test_rules_basic_actions import CATALOG, _hook_owners, me, options, position
from tests.mageknight.test_rules_combat import ATTACKING as PLAIN_ABILITIES, data, fight, find_enemy, foe, verbs
from tests.mageknight.test_rules_combat_cards import at_night, plain_enemy
from tests.mageknight.test_rules_combat_skills import armor_now


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


# --- §7.2 Intimidate: Influence or Attack, at the price of Reputation ------------------------------------------

def test_7_2_intimidate_influence_4_and_reputation_minus_1_outside_combat():
    state = act(position(hand=["intimidate"], position="1-E"), "play card=intimidate mode=basic")
    assert state.turn.influence == 4 and me(state).reputation == -1 and state.turn.decision is None


def test_8_6_intimidate_strong_attack_7_and_reputation_minus_2_in_the_attack_phase():
    state = fight(foe(plain_enemy()), phase="attack", hand=("intimidate",))
    me(state).crystals["red"] = 1
    state = act(state, "play card=intimidate mode=powered mana=crystal:red")  # Influence is of no use here
    assert state.turn.combat.attack == {"melee:physical": 7} and me(state).reputation == -2


# --- §8.7 Counterattack: more Attack for each enemy blocked ----------------------------------------------------

def _two_of_three_enemies_blocked():
    state = fight(*(foe(plain_enemy()) for _ in range(3)), phase="attack", hand=("counterattack",))
    for index in (0, 2):
        state.turn.combat.foes[index].blocked = [True]
    me(state).crystals["red"] = 1
    return state


def test_8_7_counterattack_attack_2_plus_2_for_each_enemy_blocked():
    state = act(_two_of_three_enemies_blocked(), "play card=counterattack mode=basic")
    assert state.turn.combat.attack == {"melee:physical": 2 + 2 * 2}


def test_8_7_counterattack_strong_attack_4_plus_3_for_each_enemy_blocked():
    state = act(_two_of_three_enemies_blocked(), "play card=counterattack mode=powered mana=crystal:red")
    assert state.turn.combat.attack == {"melee:physical": 4 + 3 * 2}


# --- §8.4 Ice Shield: Ice Block 3; strong, the enemy blocked loses 3 Armor -----------------------------------

def test_8_7_ice_shield_ice_block_3_blocks_an_attack_of_3():
    state = fight(foe(plain_enemy(), attack=3), phase="block", hand=("ice_shield",))
    state = act(state, "play card=ice_shield mode=basic")
    assert state.turn.combat.block == {"ice": 3}
    assert act(state, "block enemy=0").turn.combat.foes[0].blocked == [True]


def test_8_4_ice_shield_strong_the_enemy_blocked_gets_armor_minus_3_but_not_below_1():
    enemy = plain_enemy()
    state = fight(foe(enemy, attack=3), foe(enemy, attack=3, armor_change=4 - data(enemy).armor), phase="block",
                  hand=("ice_shield",))
    me(state).crystals["blue"] = 1
    state = act(state, "play card=ice_shield mode=powered mana=crystal:blue")
    assert state.turn.decision is None  # no enemy is picked: it is the one this Block is used against
    state = act(state, "block enemy=1")  # the enemy with Armor 4
    assert state.turn.combat.foes[1].blocked == [True] and armor_now(state, 1) == 1
    assert armor_now(state, 0) == data(enemy).armor


def test_8_4_2_ice_shield_strong_does_nothing_to_the_armor_of_an_ice_resistant_enemy_it_blocks():
    resistant = "mummy"  # Physical and Ice Resistance, a physical Attack 4 (lowered to 3)
    state = fight(foe(resistant, attack=3), phase="block", hand=("ice_shield",))
    me(state).crystals["blue"] = 1
    state = act(act(state, "play card=ice_shield mode=powered mana=crystal:blue"), "block enemy=0")
    assert state.turn.combat.foes[0].blocked == [True] and armor_now(state, 0) == data(resistant).armor


# --- §5.9 Pure Magic: the colour of the mana paid decides the effect -------------------------------------------

@pytest.mark.parametrize("mode, amount", [("basic", 4), ("powered", 7)])
def test_5_9_pure_magic_green_mana_gives_move_white_mana_influence(mode, amount):
    state = position(hand=["pure_magic"], crystals={"green": 1, "white": 1, "blue": 1}, position="1-E",
                     source=["red", "red", "red"])
    state = act(state, f"play card=pure_magic mode={mode}" + (" mana=crystal:blue" if mode == "powered" else ""))
    assert options(state) == ["0", "1"]  # green: Move, white: Influence (Block and Attack need a combat)
    moved = act(act(state, "choose option=0"), "choose option=crystal:green")
    assert moved.turn.move == amount and me(moved).crystals["green"] == 0
    talked = act(act(state, "choose option=1"), "choose option=crystal:white")
    assert talked.turn.influence == amount and me(talked).crystals["white"] == 0


@pytest.mark.parametrize("phase, color, pool", [("block", "blue", "block"), ("attack", "red", "attack")])
def test_8_4_pure_magic_blue_mana_gives_block_red_mana_attack(phase, color, pool):
    state = fight(foe(plain_enemy()), phase=phase, hand=("pure_magic",), source=["green", "green", "green"])
    me(state).crystals.update(blue=1, red=1)
    state = act(state, "play card=pure_magic mode=basic")  # the one colour that fits the phase: no choice
    assert options(state) == [f"crystal:{color}"]
    state = act(state, f"choose option=crystal:{color}")
    assert getattr(state.turn.combat, pool) == {"block": {"physical": 4}, "attack": {"melee:physical": 4}}[pool]


# --- Crushing Bolt and Swift Bolt: a crystal, or a Siege / Ranged Attack ---------------------------------------

@pytest.mark.parametrize("card, color", [("crushing_bolt", "green"), ("swift_bolt", "white")])
def test_5_7_crushing_and_swift_bolt_basic_gain_a_crystal_of_their_colour(card, color):
    state = act(position(hand=[card]), f"play card={card} mode=basic")
    assert me(state).crystals[color] == 1


@pytest.mark.parametrize("card, color, attack", [("crushing_bolt", "green", {"siege:physical": 3}),
                                                 ("swift_bolt", "white", {"ranged:physical": 4})])
def test_8_6_crushing_bolt_siege_3_swift_bolt_ranged_4_in_the_ranged_phase(card, color, attack):
    state = fight(foe(plain_enemy()), phase="ranged_siege", hand=(card,))
    me(state).crystals[color] = 1
    state = act(state, f"play card={card} mode=powered mana=crystal:{color}")
    assert state.turn.combat.attack == attack


# --- §6.9 Path Finding and Song of Wind: cheaper terrain this turn ---------------------------------------------
# From 1-SE: A-NE is a forest (3 by Day, 5 at Night), 2-W plains (2); 1-NE next to 1-E is a lake.

@pytest.mark.parametrize("time, forest_left", [("day", 0), ("night", None)])
def test_6_9_path_finding_forest_costs_1_less_but_plains_stay_2(time, forest_left):
    state = act(position(hand=["path_finding"], position="1-SE", time=time), "play card=path_finding mode=basic")
    assert state.turn.move == 2 and act(state, "move to=2-W").turn.move == 0  # never below 2
    if forest_left is None:  # a forest at Night: 5 - 1 = 4, more than Move 2
        assert "move to=A-NE" not in legal(state)
    else:
        assert act(state, "move to=A-NE").turn.move == forest_left


@pytest.mark.parametrize("time", ["day", "night"])
def test_6_9_path_finding_strong_every_terrain_costs_2(time):
    state = position(hand=["path_finding"], crystals={"green": 1}, position="1-SE", time=time)
    state = act(state, "play card=path_finding mode=powered mana=crystal:green")
    assert act(state, "move to=A-NE").turn.move == 2 and act(state, "move to=2-W").turn.move == 2


def test_6_9_song_of_wind_plains_cost_1_forests_unchanged():
    state = act(position(hand=["song_of_wind"], position="1-SE"), "play card=song_of_wind mode=basic")
    assert state.turn.move == 2 and act(state, "move to=2-W").turn.move == 1
    assert "move to=A-NE" not in legal(state)  # a forest still costs 3


def test_6_9_2_song_of_wind_strong_plains_cost_0_and_a_blue_mana_opens_lakes_for_0():
    state = position(hand=["song_of_wind"], crystals={"white": 1, "blue": 1}, position="1-E", source=["red"] * 3)
    state = act(state, "play card=song_of_wind mode=powered mana=crystal:white")
    assert options(state) == ["crystal:blue", "skip"]
    kept = act(state, "choose option=skip")
    assert "move to=1-NE" not in legal(kept) and act(kept, "move to=1-SE").turn.move == 2
    paid = act(state, "choose option=crystal:blue")
    assert act(paid, "move to=1-NE").turn.move == 2 and me(paid).crystals["blue"] == 0



def test_5_4_song_of_wind_strong_without_blue_mana_is_played_without_the_lake_part():
    state = position(hand=["song_of_wind"], crystals={"white": 1}, position="1-SE", source=["red"] * 3)
    state = act(state, "play card=song_of_wind mode=powered mana=crystal:white")
    assert state.turn.decision is None and act(state, "move to=2-W").turn.move == 2


def test_5_4_stout_resolve_without_a_wound_to_discard_still_gives_its_move_or_influence():
    state = act(position(hand=["stout_resolve", "march"]), "play card=stout_resolve mode=basic")
    assert options(state) == ["0", "1"]  # Move 2 or Influence 2; nobody asks for the Wound it cannot discard
    assert act(state, "choose option=0").turn.move == 2 and act(state, "choose option=1").turn.influence == 2

# --- §5.10 Regeneration: ready a Unit, then heal ----------------------------------------------------------------

def _spent_and_wounded(*units):
    return [UnitCard(unit, ready=False, wounded=True) for unit in units]


def test_5_10_regeneration_readies_a_level_1_or_2_unit_then_heal_1_heals_it():
    state = position(hand=["regeneration"], units=_spent_and_wounded("peasants", "ice_golems"))  # levels 1 and 3
    state = act(state, "play card=regeneration mode=basic")  # the level 3 Unit cannot be readied: no choice
    assert [(u.ready, u.wounded) for u in me(state).units] == [(True, True), (False, True)]
    assert options(state) == ["unit:0", "done"]  # Heal 1 is enough for the level 1 Unit only
    state = act(state, "choose option=unit:0")
    assert [(u.ready, u.wounded) for u in me(state).units] == [(True, False), (False, True)]


def test_5_10_regeneration_strong_readies_a_level_3_unit_and_heals_2():
    state = position(hand=["regeneration", "wound", "wound"], crystals={"green": 1},
                     units=_spent_and_wounded("peasants", "ice_golems"))
    state = act(state, "play card=regeneration mode=powered mana=crystal:green")
    assert options(state) == ["unit:0", "unit:1"]
    state = act(state, "choose option=unit:1")
    assert [u.ready for u in me(state).units] == [False, True]
    assert me(state).hand.count("wound") == 2 and state.turn.decision.kind == "heal"  # 2 Healing points to spend


# --- §8.4 Expose: fortifications and resistances lost, and a Ranged Attack ------------------------------------

FORTIFIED = find_enemy(has=("fortified",), allow=PLAIN_ABILITIES, resists=("physical",))  # Armor 2


def test_8_4_expose_a_fortified_physical_resistant_enemy_falls_to_its_ranged_attack_2():
    state = fight(foe(FORTIFIED, armor_change=2 - data(FORTIFIED).armor), foe(plain_enemy()), phase="ranged_siege",
                  hand=("expose",))
    me(state).crystals["white"] = 1
    walls = copy.deepcopy(state)
    walls.turn.combat.attack = {"ranged:physical": 9}
    assert "attack targets=0" not in legal(walls)  # fortified: Siege Attacks only
    state = act(state, "play card=expose mode=basic mana=crystal:white")
    state = act(state, "choose option=0")
    assert state.turn.combat.attack == {"ranged:physical": 2}
    won = act(state, "attack targets=0")  # not halved by the resistance it lost
    assert won.turn.combat.foes[0].defeated


@pytest.mark.parametrize("option, lost", [("0", "lose_fortification"), ("1", "lose_resistances")])
def test_8_4_mass_expose_every_enemy_loses_its_fortifications_or_its_resistances(option, lost):
    armor_1 = foe(FORTIFIED, armor_change=1 - data(FORTIFIED).armor)  # Ranged 3 halved still beats it
    state = at_night(fight(armor_1, foe(plain_enemy()), phase="ranged_siege", hand=("expose",)), "black", white=1)
    state = act(state, "play card=expose mode=powered mana=crystal:white+token:black")
    state = act(state, f"choose option={option}")
    assert [foe_.flags for foe_ in state.turn.combat.foes] == [[lost], [lost]]
    assert state.turn.combat.attack == {"ranged:physical": 3}
    assert ("attack targets=0" in legal(state)) == (lost == "lose_fortification")  # still fortified otherwise


# --- §7.2 Endless Bag of Gold: Influence and Fame ---------------------------------------------------------------

def test_7_2_endless_bag_of_gold_influence_4_and_fame_2_and_it_stays():
    state = act(position(hand=["endless_bag_of_gold"]), "play card=endless_bag_of_gold mode=basic")
    assert state.turn.influence == 4 and me(state).fame == 2 and "endless_bag_of_gold" not in state.decks.box


def test_5_1_4_endless_bag_of_gold_strong_influence_9_and_fame_3_thrown_away():
    state = act(position(hand=["endless_bag_of_gold"]), "play card=endless_bag_of_gold mode=powered")
    assert state.turn.influence == 9 and me(state).fame == 3 and "endless_bag_of_gold" in state.decks.box


# --- §5.10 Units' combat abilities: the points each ability adds, and the Unit is spent -------------------------

UNIT_POINTS = [  # unit, phase, ability, mana colour paid, the pool it fills
    ("guardian_golems", "attack", 0, None, {"melee:physical": 2}),
    ("guardian_golems", "block", 0, None, {"physical": 2}),
    ("guardian_golems", "block", 1, "red", {"fire": 4}),
    ("guardian_golems", "block", 2, "blue", {"ice": 4}),
    ("red_cape_monks", "block", 0, None, {"physical": 3}),
    ("red_cape_monks", "attack", 1, "red", {"melee:fire": 4}),
    ("red_cape_monks", "block", 1, "red", {"fire": 4}),
    ("northern_monks", "attack", 0, None, {"melee:physical": 3}),
    ("northern_monks", "attack", 1, "blue", {"melee:ice": 4}),
    ("northern_monks", "block", 1, "blue", {"ice": 4}),
    ("savage_monks", "block", 0, None, {"physical": 3}),
    ("savage_monks", "ranged_siege", 1, "green", {"siege:physical": 4}),
    ("ice_mages", "attack", 0, None, {"melee:ice": 4}),
    ("ice_mages", "block", 0, None, {"ice": 4}),
    ("ice_mages", "ranged_siege", 1, "blue", {"siege:ice": 4}),
    ("fire_golems", "block", 0, None, {"physical": 3}),
    ("fire_golems", "ranged_siege", 1, "red", {"ranged:fire": 4}),
    ("ice_golems", "attack", 0, None, {"melee:physical": 3}),
    ("ice_golems", "attack", 1, "blue", {"melee:ice": 6}),
    ("sorcerers", "ranged_siege", 0, None, {"ranged:physical": 3}),
    ("amotep_gunners", "block", 0, None, {"physical": 5}),
    ("amotep_gunners", "ranged_siege", 1, "red", {"ranged:fire": 6}),
    ("amotep_freezers", "attack", 0, None, {"melee:physical": 5}),
    ("hero_white", "block", 1, None, {"physical": 5}),
    ("hero_white", "ranged_siege", 3, "white", {"ranged:physical": 7}),
]


@pytest.mark.parametrize("unit, phase, ability, color, pool", UNIT_POINTS)
def test_5_10_unit_ability_adds_its_points_in_its_phase(unit, phase, ability, color, pool):
    """An "Attack or Block" ability gives what the phase can use, without asking."""
    state = fight(foe(plain_enemy()), phase=phase, units=(unit,), source=["gold"] * 3)
    if color:
        me(state).crystals[color] = 1
    state = act(state, f"unit unit=0 ability={ability}" + (f" mana=crystal:{color}" if color else ""))
    combat = state.turn.combat
    assert (combat.block if phase == "block" else combat.attack) == pool and state.turn.decision is None
    assert not me(state).units[0].ready and (not color or me(state).crystals[color] == 0)


def test_5_10_ice_mages_gain_a_blue_mana_token_and_a_blue_crystal():
    state = act(position(units=["ice_mages"]), "unit unit=0 ability=2")
    assert state.turn.tokens == ["blue"] and me(state).crystals["blue"] == 1 and not me(state).units[0].ready


@pytest.mark.parametrize("ability, color, flag", [(1, "white", "lose_fortification"), (2, "green", "lose_resistances")])
def test_8_4_sorcerers_target_enemy_loses_fortifications_or_resistances_and_ranged_attack_3(ability, color, flag):
    armor_1 = foe(FORTIFIED, armor_change=1 - data(FORTIFIED).armor)  # Ranged 3 halved still beats it
    state = fight(armor_1, phase="ranged_siege", units=("sorcerers",), source=["gold"] * 3)
    me(state).crystals[color] = 1
    activation = f"unit unit=0 ability={ability} mana=crystal:{color}"
    if flag == "lose_resistances":  # the enemy stays fortified: only Siege Attacks can be played (§8.6.4)
        assert activation not in legal(state)
        refused(state, activation, "8.6.4")
        state.turn.combat.phase = "attack"  # where a Ranged Attack counts against it
    state = act(state, activation)
    assert state.turn.combat.foes[0].flags == [flag] and state.turn.combat.attack == {"ranged:physical": 3}
    won = act(state, "attack targets=0")  # Armor 1, its fortification gone or no longer counting
    assert won.turn.combat is None and me(won).fame == data(FORTIFIED).fame


def test_8_4_amotep_freezers_the_enemy_does_not_attack_and_gets_armor_minus_3():
    enemy = plain_enemy()
    state = fight(foe(enemy, armor_change=5 - data(enemy).armor), foe(enemy), phase="block",
                  units=("amotep_freezers",), source=["gold"] * 3)
    me(state).crystals["blue"] = 1
    state = act(state, "unit unit=0 ability=1 mana=crystal:blue")
    state = act(state, "choose option=0")
    assert armor_now(state, 0) == 2 and armor_now(state, 1) == data(enemy).armor
    state = act(state, "next-phase")  # to the damage: only the second enemy's attack is left
    assert verbs(state, "damage") and all("enemy=1" in move for move in verbs(state, "damage"))


# --- Issue 6: every entry of the catalogue is played in some rule test ------------------------------------------

def _named_in_the_tests(entry: str, tests: str) -> bool:
    return f'"{entry}"' in tests or f"'{entry}'" in tests or f"={entry}" in tests


def test_every_card_unit_skill_and_tactic_is_named_in_a_rule_test_unless_its_hook_is_pending():
    tests = "\n".join(path.read_text() for path in Path(__file__).parent.glob("test_*.py"))
    owners = _hook_owners()
    pending = {owner for hook in NOT_YET_IMPLEMENTED_HOOKS for owner in owners.get(hook, ())}
    tables = {"card": CATALOG.cards, "unit": CATALOG.units, "skill": CATALOG.skills, "tactic": CATALOG.tactics}
    untested = {kind: [entry for entry in table if entry not in pending and not _named_in_the_tests(entry, tests)]
                for kind, table in tables.items()}
    assert untested == {kind: [] for kind in tables}

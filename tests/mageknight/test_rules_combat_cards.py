"""Combat effects of single Deed cards carried out by hooks (combat/combat_cards.py; rules spec §8.4): each test
plays the real card in a combat where its effect matters. Named after the card and the spec section."""
import pytest

from engine.mageknight.combat import values
from engine.mageknight.game import GAME
from tests.mageknight.moves import act, legal, outcome, refused
from tests.mageknight.test_rules_combat import find_enemy, fight, foe, verbs

CATALOG = GAME.catalog
PLAIN = ("swift", "brutal", "poison", "paralyze", "assassination", "vampiric", "cumbersome")  # no Armor effects
FOREST = CATALOG.terrains["forest"]  # the terrain of the Hero's space in `fight` (1-W)


def plain_enemy(**wanted) -> str:
    """A token that every effect on enemies reaches: no Arcane Immunity, no resistances."""
    return find_enemy(allow=PLAIN, resists=(), **wanted)


def at_night(state, *tokens, **crystals):
    """Night, with mana for a Spell's strong effect: crystals in the Inventory, black (and other) tokens."""
    state.round.time = "night"
    state.players[0].crystals.update(crystals)
    state.turn.tokens.extend(tokens)
    return state


# --- One with the Land (Braevalar), strong ---------------------------------------------------------

@pytest.mark.parametrize("time, element, cost", [("day", "fire", FOREST.day_cost), ("night", "ice", FOREST.night_cost)])
def test_one_with_the_land_blocks_by_the_terrain_cost_fire_by_day_ice_by_night(time, element, cost):
    state = fight(foe(plain_enemy()), phase="block", hand=("braevalar_one_with_the_land",))
    state.round.time = time
    state.players[0].crystals["green"] = 1
    # Its Move and Heal do not fit a combat: the Block is the one option.
    state = act(state, "play card=braevalar_one_with_the_land mode=powered mana=crystal:green")
    assert state.turn.combat.block == {element: cost} and state.turn.decision is None


def test_one_with_the_land_is_no_option_outside_the_block_phase():
    state = fight(foe(plain_enemy()), phase="attack", hand=("braevalar_one_with_the_land",))
    state.players[0].crystals["green"] = 1
    refused(state, "play card=braevalar_one_with_the_land mode=powered mana=crystal:green", "4.5")


# --- Ritual Attack: throw away another Action card, an Attack by its colour (§5.8.2) -------------------------------

def test_ritual_attack_offers_only_cards_whose_attack_fits_the_ranged_and_siege_phase():
    state = fight(foe(plain_enemy()), phase="ranged_siege", hand=("ritual_attack", "march", "rage", "wound"))
    state = act(state, "play card=ritual_attack mode=basic")  # red would give a melee Attack: March is taken
    assert state.turn.decision is None and state.turn.combat.attack == {"siege:physical": 2}
    assert "march" in state.decks.box and state.players[0].hand == ["rage", "wound"]


def test_ritual_attack_strong_red_gives_fire_attack_6_in_the_attack_phase():
    state = fight(foe(plain_enemy()), phase="attack", hand=("ritual_attack", "rage", "stamina"))
    state.players[0].crystals["red"] = 1
    state = act(state, "play card=ritual_attack mode=powered mana=crystal:red")
    assert legal(state) == ["choose option=rage", "choose option=stamina"]
    state = act(state, "choose option=rage")
    assert state.turn.combat.attack == {"melee:fire": 6} and state.players[0].hand == ["stamina"]


def test_ritual_attack_a_dual_colour_card_gives_the_attack_of_the_colour_chosen():
    state = fight(foe(plain_enemy()), phase="ranged_siege", hand=("ritual_attack", "power_of_crystals"))
    state = act(state, "play card=ritual_attack mode=basic")  # green and blue: only green fits this phase
    assert state.turn.combat.attack == {"siege:physical": 2}
    state = fight(foe(plain_enemy()), phase="attack", hand=("ritual_attack", "power_of_crystals"))
    state = act(state, "play card=ritual_attack mode=basic")
    assert legal(state) == ["choose option=green", "choose option=blue"]
    assert act(state, "choose option=blue").turn.combat.attack == {"melee:ice": 3}


def test_ritual_attack_cannot_be_played_without_another_action_card():
    state = fight(foe(plain_enemy()), phase="attack", hand=("ritual_attack", "wound"))
    refused(state, "play card=ritual_attack mode=basic", "4.5")


# --- Tremor, strong: Earthquake ------------------------------------------------------------------------------

def test_earthquake_all_enemies_armor_minus_4_if_fortified_minus_2_otherwise():
    defender, orc = plain_enemy(color="gray"), plain_enemy(color="green")
    state = at_night(fight(foe(defender, defends=True), foe(orc), hand=("tremor",)), "black", green=1)
    state = act(state, "play card=tremor mode=powered mana=crystal:green+token:black")
    state = act(state, "choose option=1")  # all enemies
    assert [f.armor_change for f in state.turn.combat.foes] == [-4, -2]


def test_earthquake_one_fortified_enemy_gets_armor_minus_6():
    defender, orc = plain_enemy(color="gray"), plain_enemy(color="green")
    state = at_night(fight(foe(defender, defends=True), foe(orc), hand=("tremor",)), "black", green=1)
    state = act(state, "play card=tremor mode=powered mana=crystal:green+token:black")
    state = act(state, "choose option=0")  # one enemy
    assert state.turn.decision.kind == "earthquake_enemy"
    state = act(state, "choose option=0")
    assert [f.armor_change for f in state.turn.combat.foes] == [-6, 0]


def test_earthquake_passes_over_arcane_immunity():
    immune = find_enemy(has=("arcane_immunity",), allow=PLAIN + ("fortified",))
    orc = plain_enemy(color="green")
    state = at_night(fight(foe(immune), foe(orc), hand=("tremor",)), "black", green=1)
    state = act(state, "play card=tremor mode=powered mana=crystal:green+token:black")
    state = act(state, "choose option=0")  # one enemy: only the orc can be reached, so it is taken
    assert [f.armor_change for f in state.turn.combat.foes] == [0, -3]


# --- Wings of Wind, strong: Wings of Night ----------------------------------------------------------------------

def _three_enemies_at_night(move):
    enemies = [foe(plain_enemy()) for _ in range(3)]
    return at_night(fight(*enemies, hand=("wings_of_wind",), move=move), "black", white=1)


def test_wings_of_night_more_enemies_for_1_then_2_move_points():
    state = act(_three_enemies_at_night(move=3), "play card=wings_of_wind mode=powered mana=crystal:white+token:black")
    state = act(state, "choose option=0")  # the card's own target
    assert legal(state) == ["choose option=1", "choose option=2", "choose option=done"]
    state = act(state, "choose option=2")  # the second enemy: 1 Move point
    assert state.turn.move == 2 and legal(state) == ["choose option=1", "choose option=done"]
    state = act(state, "choose option=1")  # the third: 2 Move points
    assert state.turn.move == 0 and state.turn.decision is None and state.turn.lasting == []
    assert all("skip_attack" in f.flags for f in state.turn.combat.foes)


def test_wings_of_night_offers_no_more_enemies_than_the_move_points_pay_for():
    state = act(_three_enemies_at_night(move=1), "play card=wings_of_wind mode=powered mana=crystal:white+token:black")
    state = act(state, "choose option=0")
    state = act(state, "choose option=1")  # 1 Move point: the third would cost 2
    assert state.turn.decision is None and state.turn.move == 0
    assert ["skip_attack" in f.flags for f in state.turn.combat.foes] == [True, True, False]


# --- Offering, strong: Sacrifice ---------------------------------------------------------------------------------

def test_sacrifice_white_and_red_gives_ranged_fire_attack_6_per_pair_and_the_pairs_become_mana():
    state = at_night(fight(foe(plain_enemy()), hand=("offering",)), "black", red=3, white=2)
    state = act(state, "play card=offering mode=powered mana=crystal:red+token:black")  # red crystals: 2 left
    state = act(state, "choose option=white")
    state = act(state, "choose option=white+red")
    assert state.turn.combat.attack == {"ranged:fire": 12}
    assert state.players[0].crystals["white"] == 0 and state.players[0].crystals["red"] == 0
    assert sorted(state.turn.tokens) == ["red", "red", "white", "white"]


def test_sacrifice_green_and_blue_without_pairs_gives_nothing():
    state = at_night(fight(foe(plain_enemy()), hand=("offering",)), "black", red=1, green=2)
    state = act(state, "play card=offering mode=powered mana=crystal:red+token:black")
    state = act(state, "choose option=green")
    state = act(state, "choose option=green+blue")
    assert state.turn.combat.attack == {} and state.players[0].crystals["green"] == 2


def test_sacrifice_is_not_playable_in_the_block_phase():
    state = at_night(fight(foe(plain_enemy()), phase="block", hand=("offering",)), "black", red=1)
    refused(state, "play card=offering mode=powered mana=crystal:red+token:black", "4.5")


# --- Horn of Wrath -----------------------------------------------------------------------------------------------

def _rolled(result):
    return next(event.data["faces"] for event in result.events if event.kind == "horn_rolls")


def test_horn_of_wrath_rolls_one_die_and_wounds_on_black_or_red():
    state = fight(foe(plain_enemy()), hand=("horn_of_wrath",))
    result = outcome(state, "play card=horn_of_wrath mode=basic")
    faces = _rolled(result)
    assert len(faces) == 1 and result.state.turn.combat.attack == {"siege:physical": 5}
    assert result.state.players[0].hand.count("wound") == sum(face in ("black", "red") for face in faces)


def test_horn_of_wrath_strong_adds_up_to_5_siege_and_rolls_a_die_per_point_added():
    state = fight(foe(plain_enemy()), hand=("horn_of_wrath",))
    state = act(state, "play card=horn_of_wrath mode=powered")  # thrown away (§5.1.4)
    assert legal(state) == [f"choose option={n}" for n in range(6)] and "horn_of_wrath" in state.decks.box
    result = outcome(state, "choose option=3")
    faces = _rolled(result)
    assert len(faces) == 3 and result.state.turn.combat.attack == {"siege:physical": 8}
    assert result.state.players[0].hand.count("wound") == sum(face in ("black", "red") for face in faces)


def test_horn_of_wrath_strong_with_no_bonus_rolls_nothing():
    state = act(fight(foe(plain_enemy()), hand=("horn_of_wrath",)), "play card=horn_of_wrath mode=powered")
    result = outcome(state, "choose option=0")
    assert not any(event.kind == "horn_rolls" for event in result.events)
    assert result.state.turn.combat.attack == {"siege:physical": 5} and result.state.players[0].hand == []


# --- Block riders: worth depends on the blocked enemy ---------------------------------------------------------

def test_cold_toughness_strong_adds_ice_block_per_ability_resistance_and_attack_colour_of_the_blocked_enemy():
    enemy_id = next(e.id for e in CATALOG.enemies.values() if len(e.attacks) == 1 and e.attacks[0].element == "fire"
                    and e.resistances and "arcane_immunity" not in e.abilities and e.abilities
                    and "swift" not in e.abilities and e.summons == ())
    enemy = CATALOG.enemies[enemy_id]
    bonus = len(enemy.abilities) + len(enemy.resistances) + 1  # + the fire attack colour
    needed = 5 + bonus  # Ice Block 5 is efficient against fire
    state = fight(foe(enemy_id, attack=needed), phase="block", hand=("tovak_cold_toughness",),
                  source=["blue", "red", "green"])
    state = act(state, "play card=tovak_cold_toughness mode=powered mana=die:0")
    assert state.turn.combat.block == {"ice": 5} and "block enemy=0" in legal(state)
    assert act(state, "block enemy=0").turn.combat.foes[0].blocked == [True]
    weaker = fight(foe(enemy_id, attack=needed + 1), phase="block", hand=("tovak_cold_toughness",),
                   source=["blue", "red", "green"])
    weaker = act(weaker, "play card=tovak_cold_toughness mode=powered mana=die:0")
    refused(weaker, "block enemy=0", "8.7.6")


def test_shield_bash_counts_twice_against_swift_and_the_strong_effect_lowers_armor_by_the_excess():
    swift = find_enemy(element="physical", has=("swift",), allow=("brutal", "poison", "paralyze", "vampiric"))
    state = fight(foe(swift, attack=4), phase="block", hand=("shield_bash",), source=["blue", "red", "green"])
    state = act(state, "play card=shield_bash mode=powered mana=die:0")  # Block 5, twice against Swift: 10 >= 8
    assert state.turn.combat.block == {"physical": 5}
    after = act(state, "block enemy=0")
    assert after.turn.combat.foes[0].blocked == [True] and after.turn.combat.foes[0].armor_change == -2
    assert after.turn.combat.riders == []


def test_explosive_bolt_lowers_another_enemys_armor_for_each_enemy_its_attack_defeated():
    small = find_enemy(armor=3, allow=("swift", "brutal", "poison", "paralyze", "vampiric"), resists=())
    others = [find_enemy(armor=a, allow=("swift", "brutal", "poison", "paralyze", "vampiric"), resists=())
              for a in (4, 5)]
    state = fight(foe(small), *[foe(o) for o in others], phase="ranged_siege", hand=("explosive_bolt",),
                  source=["red", "blue", "green"])
    state = act(state, "play card=explosive_bolt mode=powered mana=die:0")  # Ranged Attack 3
    after = act(state, "attack targets=0")
    assert after.turn.decision.kind == "explosive_bolt" and legal(after) == ["choose option=1", "choose option=2"]
    done = act(after, "choose option=2")
    assert [f.armor_change for f in done.turn.combat.foes] == [0, 0, -1] and done.turn.decision is None
    assert done.turn.combat.riders == []


def test_dodge_and_weave_gives_attack_in_the_attack_phase_only_without_wounds_taken():
    enemy = find_enemy(element="physical", allow=("brutal",))
    for wounded in (False, True):
        state = fight(foe(enemy, attack=2), phase="block", hand=("dodge_and_weave",))
        state = act(state, "play card=dodge_and_weave mode=basic")  # the enemy's attack -2 (now 0), Attack 1 later
        assert state.turn.combat.foes[0].attack_change == 2 - CATALOG.enemies[enemy].attacks[0].value - 2
        if wounded:
            state.turn.combat.wounds = 1  # as if a Wound had gone into the hand earlier in this combat
        state = act(state, "next-phase")  # no damage to assign: straight to the Attack phase
        assert state.turn.combat.phase == "attack"
        assert state.turn.combat.attack == ({} if wounded else {"melee:physical": 1})


def test_chill_stops_the_attack_and_takes_only_the_fire_resistance():
    both = next(e.id for e in CATALOG.enemies.values() if {"fire", "physical"} <= set(e.resistances)
                and "ice" not in e.resistances and "arcane_immunity" not in e.abilities and len(e.attacks) == 1)
    state = fight(foe(both), phase="block", hand=("chill",))
    state.players[0].crystals["blue"] = 1
    state = act(state, "play card=chill mode=basic mana=crystal:blue")
    target = state.turn.combat.foes[0]
    assert "skip_attack" in target.flags
    assert values.resistances(CATALOG.enemies[both], target) == {"physical"}


def test_chilling_stare_takes_the_attack_abilities_of_one_attack_but_not_its_element():
    brutal = find_enemy(element="physical", has=("brutal",), allow=("poison", "paralyze", "vampiric", "swift"))
    state = fight(foe(brutal, attack=3), phase="block", hand=("chilling_stare",))
    state = act(state, "play card=chilling_stare mode=basic")  # its Influence 3 buys nothing in combat: the stare
    assert state.turn.decision is None
    state = act(state, "next-phase")
    after = act(state, "damage enemy=0 to=hero")
    assert after.players[0].hand.count("wound") == 2  # 3 damage, not doubled by Brutal, against Armor 2


def test_burning_shield_after_a_successful_block_becomes_fire_attack_4_in_the_attack_phase():
    enemy = find_enemy(element="physical", allow=("brutal",))
    state = fight(foe(enemy, attack=4), phase="block", hand=("burning_shield",))
    state.players[0].crystals["red"] = 1
    state = act(state, "play card=burning_shield mode=basic mana=crystal:red")
    state = act(state, "block enemy=0")  # Fire Block 4 against a physical Attack 4
    state = act(state, "next-phase")  # nothing to assign: the Attack phase
    assert state.turn.combat.phase == "attack" and state.turn.combat.attack == {"melee:fire": 4}


def test_chivalry_gives_reputation_for_each_enemy_its_attack_defeats():
    weak = [find_enemy(armor=a, allow=("swift", "brutal", "poison", "paralyze", "vampiric"), resists=())
            for a in (3, 4)]
    state = fight(*[foe(e) for e in weak], foe(weak[1]), phase="attack", hand=("chivalry", "rage", "rage"))
    state = act(state, "play card=chivalry mode=basic")
    state = act(state, "choose option=1")  # Attack 2, Reputation +1 per enemy this attack defeats
    state.turn.combat.attack["melee:physical"] += 5
    after = act(state, "attack targets=0,1")
    assert after.players[0].reputation == state.players[0].reputation + 2 and after.turn.combat.riders == []


def test_sword_of_justice_strong_doubles_physical_attack_removes_physical_resistance_and_adds_fame():
    armored = next(e.id for e in CATALOG.enemies.values() if e.resistances == ("physical",) and len(e.attacks) == 1
                   and e.armor_elusive is None and e.defend is None and "arcane_immunity" not in e.abilities)
    enemy = CATALOG.enemies[armored]
    state = fight(foe(armored), phase="attack", hand=("sword_of_justice",))
    state = act(state, "play card=sword_of_justice mode=powered")  # an Artifact: thrown away for this
    state.turn.combat.attack = {"melee:physical": (enemy.armor + 1) // 2}
    after = act(state, "attack targets=0")  # doubled, and not halved by the lost Physical Resistance
    assert after.players[0].fame == enemy.fame + 1


def test_bow_of_starsdawn_gives_fame_for_enemies_defeated_in_the_phase_it_is_played():
    weak = find_enemy(armor=3, allow=("swift", "brutal", "poison", "paralyze", "vampiric"), resists=())
    state = fight(foe(weak), phase="ranged_siege", hand=("bow_of_starsdawn", "march"))
    state = act(state, "play card=bow_of_starsdawn mode=basic")
    assert legal(state) == ["choose option=march", "choose option=skip"]  # discard any number: Ranged 2 each
    state = act(state, "choose option=march")
    assert state.turn.combat.attack == {"ranged:physical": 2}
    state.turn.combat.attack["ranged:physical"] = 3
    after = act(state, "attack targets=0")
    assert after.players[0].fame == CATALOG.enemies[weak].fame + 1


# --- Soul Harvester: crystals by the resistances of the enemies defeated ---------------------------------------

def test_soul_harvester_basic_gives_one_crystal_in_a_colour_of_a_defeated_enemys_resistance():
    resistant = find_enemy(resists=("fire",), allow=PLAIN)
    state = fight(foe(resistant), foe(plain_enemy()), phase="attack", hand=("soul_harvester",))
    state = act(state, "play card=soul_harvester mode=basic")
    state.turn.combat.attack["melee:physical"] = 30
    state = act(state, "attack targets=0,1")
    assert legal(state) == ["choose option=red", "choose option=white"]  # one crystal for the two enemies
    state = act(state, "choose option=red")
    assert state.players[0].crystals["red"] == 1 and state.turn.combat is None


def test_soul_harvester_strong_gives_a_crystal_for_each_enemy_defeated_in_the_phase():
    state = fight(foe(plain_enemy(armor=3)), foe(plain_enemy(armor=3)), phase="attack", hand=("soul_harvester",))
    state = act(state, "play card=soul_harvester mode=powered")  # Attack 8
    state = act(state, "attack targets=0")
    assert state.players[0].crystals["white"] == 1  # no resistance: white, nothing to ask
    state.turn.combat.attack["melee:physical"] = 3
    state = act(state, "attack targets=1")
    assert state.players[0].crystals["white"] == 2


# --- Shield of the Fallen Kings: Blocks kept for attacks of their own (LL §5.6) ---------------------------------

def test_shield_of_the_fallen_kings_two_block_4_against_different_attacks():
    state = fight(foe(plain_enemy(), attack=4), foe(plain_enemy(), attack=3), foe(plain_enemy(), attack=2),
                  phase="block", hand=("shield_of_the_fallen_kings",))
    state = act(state, "play card=shield_of_the_fallen_kings mode=basic")
    state = act(state, "choose option=1")
    assert state.turn.combat.block == {}
    state = act(state, "block enemy=0")
    state = act(state, "block enemy=1")
    assert [foe.blocked for foe in state.turn.combat.foes] == [[True], [True], [False]]
    assert verbs(state, "block") == []  # two Blocks, two attacks


def test_shield_of_the_fallen_kings_is_kept_where_the_pool_alone_blocks():
    state = fight(foe(plain_enemy(), attack=1), foe(plain_enemy(), attack=4), phase="block",
                  hand=("shield_of_the_fallen_kings", "march"))
    state = act(state, "play card=shield_of_the_fallen_kings mode=basic")
    state = act(state, "choose option=1")
    state = act(state, "play card=march mode=sideways as=block")
    state = act(state, "block enemy=0")  # the sideways Block 1 suffices: both Block 4 are still there
    state = act(state, "block enemy=1")
    assert [foe.blocked for foe in state.turn.combat.foes] == [[True], [True]]


# --- Charm, strong (Possess): the stopped enemy's Attack against the others ---------------------------------------

def test_charm_possess_lends_the_enemys_attack_against_other_enemies_only():
    fire = find_enemy(element="fire", allow=PLAIN)
    other = plain_enemy()
    state = at_night(fight(foe(fire, attack=5), foe(other, armor_change=5 - CATALOG.enemies[other].armor),
                           phase="block", hand=("charm",)), "white", "black")
    state = act(state, "play card=charm mode=powered mana=token:white+token:black")
    state = act(state, "choose option=0") if state.turn.decision else state
    assert "skip_attack" in state.turn.combat.foes[0].flags
    state = act(state, "next-phase")  # nothing attacks but enemy 1: its damage first
    while state.turn.combat.phase == "assign_damage":
        state = act(state, verbs(state, "damage")[-1])
    assert verbs(state, "attack") == ["attack targets=1"]  # Fire Attack 5 against Armor 5; never enemy 0
    assert act(state, "attack targets=1").turn.combat.foes[1].defeated

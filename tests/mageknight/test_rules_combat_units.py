"""Unit combat abilities carried out by hooks (combat/unit_abilities.py, units.py; rules spec §5.10, §8) and the card
effects that act on Units or on every attack (Mist Form's Veil of Mist, Bow of Starsdawn). Each test activates the
real Unit, or plays the real card, in a combat where the effect matters."""
from engine.mageknight.state import UnitCard
from tests.mageknight.moves import act, legal, refused
from tests.mageknight.test_rules_combat import find_enemy, fight, foe, verbs, wounds

OTHERS = ("brutal", "poison", "paralyze", "vampiric")
SWIFT = find_enemy(element="physical", has=("swift",), allow=OTHERS)
PLAIN = find_enemy(element="physical", resists=(), allow=())
FIRE = find_enemy(element="fire", allow=OTHERS + ("swift",))


def at_night(state, *tokens):
    state.round.time = "night"
    state.turn.tokens.extend(tokens)
    return state


# --- Blocks that count twice against Swift (Utem Guardsmen; Altem Guardians as rebalanced by LL §1.10) -------

def test_5_10_utem_guardsmen_block_4_counts_twice_against_swift():
    state = fight(foe(SWIFT, attack=4), phase="block", units=("utem_guardsmen",))
    state = act(state, "unit unit=0 ability=1")  # Block 4 counts as 8 against Swift Attack 4 (8 needed)
    assert "block enemy=0" in legal(state)
    assert act(state, "block enemy=0").turn.combat.foes[0].blocked == [True]


def test_5_10_altem_guardians_block_counts_twice_only_against_swift():
    state = fight(foe(SWIFT, attack=5), foe(PLAIN, attack=9), phase="block", units=("altem_guardians",))
    state = act(state, "unit unit=0 ability=1")
    assert verbs(state, "block") == ["block enemy=0"]  # 16 against Swift 10; 8 against Attack 9 is too little


# --- Altem Guardians: all Units gain all resistances; Mist Form, strong: Veil of Mist -------------------------

def test_5_10_altem_guardians_give_every_unit_all_resistances_for_the_combat():
    unit = "utem_swordsmen"  # Armor 4, no resistances
    state = fight(foe(FIRE, attack=4), phase="block", units=("altem_guardians", unit))
    state.players[0].crystals["green"] = 1
    state = act(state, "unit unit=0 ability=2 mana=crystal:green")
    state = act(state, "next-phase")
    state = act(state, "damage enemy=0 to=unit:1")  # Fire Attack 4 against a resistant Armor 4: absorbed
    assert not state.players[0].units[1].wounded and state.turn.combat.resisted == [1]


def test_5_10_mist_form_veil_of_mist_units_resist_everything_and_the_first_wound_is_ignored():
    state = at_night(fight(foe(PLAIN, attack=4), foe(PLAIN, attack=4), phase="assign_damage",
                           hand=("mist_form",), units=("utem_swordsmen",)), "blue", "black")
    state.turn.combat.phase = "block"  # the spell is played in the Block phase, before damage
    state = act(state, "play card=mist_form mode=powered mana=token:blue+token:black")
    state = act(state, "next-phase")
    state = act(state, "damage enemy=0 to=unit:0")  # physical 4 against Armor 4 with Physical Resistance
    assert not state.players[0].units[0].wounded
    hand = wounds(state.players[0].hand)
    state = act(state, "damage enemy=1 to=hero")  # 2 Wounds against Armor 2, the first one ignored
    assert wounds(state.players[0].hand) - hand == 1


# --- Utem Swordsmen: Attack or Block 6, and the Unit is wounded -------------------------------------------------

def test_5_10_utem_swordsmen_strong_ability_wounds_the_unit():
    state = act(fight(foe(PLAIN), phase="attack", units=("utem_swordsmen",)), "unit unit=0 ability=1")
    assert state.turn.combat.attack == {"melee:physical": 6} and state.players[0].units[0].wounded


# --- Altem Mages: every attack Cold Fire, or every attack a Siege Attack ---------------------------------------

def test_5_10_altem_mages_make_every_attack_played_this_combat_cold_fire():
    state = at_night(fight(foe(PLAIN), phase="attack", hand=("rage",), units=("altem_mages",)), "black")
    state = act(state, "unit unit=0 ability=2 mana=token:black")
    state = act(state, "choose option=0")
    state = act(state, "play card=rage mode=basic")
    state = act(state, "choose option=0") if state.turn.decision else state
    assert state.turn.combat.attack == {"melee:cold_fire": 2}


def test_5_10_altem_mages_siege_lets_melee_attacks_and_sideways_cards_into_the_ranged_phase():
    state = at_night(fight(foe(PLAIN), phase="ranged_siege", hand=("march",), units=("altem_mages",)), "black")
    assert "play card=march mode=sideways as=attack" not in legal(state)
    state = act(state, "unit unit=0 ability=2 mana=token:black")
    state = act(state, "choose option=1")
    state = act(state, "play card=march mode=sideways as=attack")
    assert state.turn.combat.attack == {"siege:physical": 1}


# --- Shocktroops: an attack reduced by 3 whose damage goes to them first, even with Assassination ---------------

def test_5_10_shocktroops_draw_the_fire_of_the_attack_they_reduced_even_from_an_assassin():
    assassin = find_enemy(element="physical", has=("assassination",), allow=("elusive",), resists=())  # Orc Tracker
    state = fight(foe(assassin, attack=6), phase="block", units=("shocktroops",))
    state = act(state, "unit unit=0 ability=2")
    state = act(state, "next-phase")
    assert verbs(state, "damage") == ["damage enemy=0 to=unit:0"]  # not the Hero while the Unit can take it
    refused(state, "damage enemy=0 to=hero", "5.10")
    state = act(state, "damage enemy=0 to=unit:0")  # Attack 3 against Armor 3: wounded, nothing left
    assert state.players[0].units[0].wounded and state.turn.combat.damage == []


# --- Delphana Masters: several different abilities in one activation, each once (LL §2.2.3) ---------------------

def test_ll_2_2_3_delphana_masters_use_several_different_abilities_each_once():
    state = fight(foe(PLAIN), foe(PLAIN), phase="block", units=("delphana_masters",))
    state.players[0].crystals.update(blue=1, green=2)
    state = act(state, "unit unit=0 ability=1 mana=crystal:blue")
    state = act(state, "choose option=0")
    assert not state.players[0].units[0].ready
    assert any(a.startswith("unit unit=0 ability=3") for a in legal(state))
    assert not any(a.startswith("unit unit=0 ability=1") for a in legal(state))
    state = act(state, "unit unit=0 ability=3 mana=crystal:green")
    state = act(state, "choose option=1") if state.turn.decision else state
    refused(state, "unit unit=0 ability=3 mana=crystal:green", "5.10.5")


def test_5_10_5_other_units_still_activate_once():
    state = fight(foe(PLAIN), phase="attack", units=("utem_swordsmen",))
    state = act(state, "unit unit=0 ability=0")
    assert not verbs(state, "unit")
    state.players[0].units.append(UnitCard("utem_swordsmen"))
    assert verbs(state, "unit")


# --- Bow of Starsdawn, strong: Ranged doubled, or made Siege ------------------------------------------------------

def test_bow_of_starsdawn_doubles_ranged_or_turns_it_into_siege_against_the_fortified():
    fortified = find_enemy(element="physical", has=("fortified",), allow=OTHERS, resists=())  # Armor 3
    ranged_only = fight(foe(fortified, armor_change=1), foe(PLAIN, armor_change=3), phase="ranged_siege")
    ranged_only.turn.combat.attack = {"ranged:physical": 4}
    assert verbs(ranged_only, "attack") == []  # Armor 4 fortified (Siege only), Armor 6 more than 4
    state = fight(foe(fortified, armor_change=1), foe(PLAIN, armor_change=3), phase="ranged_siege",
                  hand=("bow_of_starsdawn",))
    state = act(state, "play card=bow_of_starsdawn mode=powered")
    state.turn.combat.attack = {"ranged:physical": 4}
    # the fortified one: Ranged 4 made Siege 4; the other: Ranged 4 doubled to 8; not both at once (4 + 6)
    assert verbs(state, "attack") == ["attack targets=0", "attack targets=1"]

"""Card effects that change a combat's rules (rules spec §8.4, data-format "modifiers"): converting Move or
Influence into Attack or Block, Unit bonuses, Into the Heat's "no damage to Units", Demolish's ignored
site fortifications, Ambush's first-card bonus. Named after the card and the spec section."""
from engine.mageknight.game import GAME
from tests.mageknight.moves import act, legal, refused
from tests.mageknight.test_rules_combat import find_enemy, fight, foe

CATALOG = GAME.catalog


def with_crystals(state, **crystals):
    state.players[0].crystals.update(crystals)
    return state


def test_agility_move_points_become_attack_in_the_attack_phase():
    orc = find_enemy(armor=3, allow=("swift", "brutal", "poison", "paralyze", "vampiric"), resists=())
    state = fight(foe(orc), phase="attack", hand=("agility", "march", "march"))
    state = act(state, "play card=agility mode=basic")  # Move 2, and Move -> Attack 1:1 this turn
    assert state.turn.move == 2 and "convert from=move to=attack" in legal(state)
    state = act(state, "convert from=move to=attack points=2")
    assert state.turn.move == 0 and state.turn.combat.attack == {"melee:physical": 2}
    refused(state, "convert from=move to=attack", "5.5")  # no Move left
    state = act(state, "play card=march mode=basic")  # Move is playable in combat once it converts
    state = act(state, "convert from=move to=attack")
    assert state.turn.combat.attack == {"melee:physical": 3}
    assert act(state, "attack targets=0").turn.combat is None  # Armor 3 beaten: the combat is over


def test_agility_conversions_only_fit_their_phase():
    orc = find_enemy(armor=3, allow=("swift", "brutal", "poison", "paralyze", "vampiric"), resists=())
    state = fight(foe(orc), phase="block", hand=("agility",))
    refused(state, "convert from=move to=attack", "5.5")


def test_diplomacy_influence_becomes_block_in_the_block_phase():
    enemy = find_enemy(element="physical", allow=("brutal", "poison", "paralyze", "vampiric"))
    state = fight(foe(enemy, attack=2), phase="block", hand=("diplomacy", "march"))
    state = act(state, "play card=diplomacy mode=basic")  # Influence 2 and Influence -> Block
    state = act(state, "convert from=influence to=block points=2")
    assert state.turn.combat.block == {"physical": 2} and state.turn.influence == 0
    assert act(state, "block enemy=0").turn.combat.foes[0].blocked == [True]


def test_into_the_heat_raises_unit_attacks_and_forbids_damage_to_units():
    enemy = find_enemy(element="physical", allow=("brutal", "poison", "paralyze", "vampiric"))
    state = with_crystals(fight(foe(enemy), phase="ranged_siege", hand=("into_the_heat",), units=("peasants",)),
                          red=1)
    assert "play card=into_the_heat mode=basic" in legal(state)
    state = act(state, "play card=into_the_heat mode=basic")
    state = act(state, "next-phase")  # Block phase: nothing blocked
    state = act(state, "next-phase")  # Assign Damage: the Unit may not take any
    assert all(a.endswith("to=hero") for a in legal(state) if a.startswith("damage"))
    state.turn.combat.phase = "attack"
    state.turn.combat.foes[0].dealt = [True] * len(state.turn.combat.foes[0].dealt)
    state = act(state, "unit unit=0 ability=0")  # Peasants' Attack 2, +2
    assert state.turn.combat.attack == {"melee:physical": 4}


def test_demolish_ignores_site_fortifications_and_lowers_armor_8_4_3():
    defender = find_enemy(color="gray", allow=("swift", "brutal", "poison", "paralyze", "vampiric"))
    state = with_crystals(fight(foe(defender, defends=True), phase="ranged_siege", hand=("demolish",)),
                          red=1)
    state = act(state, "play card=demolish mode=basic mana=crystal:red")
    combat = state.turn.combat
    assert "site_fortification_ignored" in combat.foes[0].flags and combat.foes[0].armor_change == -1
    armor = max(1, CATALOG.enemies[defender].armor - 1)
    combat.attack = {"ranged:physical": armor}  # Ranged now counts: the site no longer fortifies it
    assert "attack targets=0" in legal(state)


def test_ambush_adds_to_the_first_attack_card_only():
    orc = find_enemy(armor=3, allow=("swift", "brutal", "poison", "paralyze", "vampiric"), resists=())
    state = fight(foe(orc), phase="attack", hand=("ambush", "rage", "rage"))
    state = act(state, "play card=ambush mode=basic")
    state = act(state, "choose option=0")  # +1 to the first Attack card
    state = act(state, "play card=rage mode=basic")  # Attack 2 (+1); its Block does not fit the phase
    assert state.turn.combat.attack == {"melee:physical": 3}
    state = act(state, "play card=rage mode=basic")
    assert state.turn.combat.attack == {"melee:physical": 5}


def test_thugs_take_damage_only_once_2_influence_is_paid_in_the_combat():
    enemy = find_enemy(element="physical", allow=("brutal",))
    state = fight(foe(enemy, attack=3), phase="assign_damage", hand=("march", "rage"), units=("thugs",))
    assert "damage enemy=0 to=unit:0" not in legal(state)
    refused(state, "damage enemy=0 to=unit:0", "8.8.4")
    state = act(state, "play card=march mode=sideways as=influence")
    state = act(state, "play card=rage mode=sideways as=influence")
    assert state.turn.influence == 2 and "damage enemy=0 to=unit:0" in legal(state)
    after = act(state, "damage enemy=0 to=unit:0")
    assert after.turn.influence == 0 and after.players[0].units[0].wounded  # Attack 3 < Armor 5: all absorbed
    assert after.turn.combat.phase == "attack"


def test_heroes_cost_2_influence_to_activate_in_an_assault_but_not_in_other_combats():
    enemy = find_enemy(element="physical", allow=("brutal",))
    challenge = fight(foe(enemy), phase="attack", units=("hero_red",))
    assert any(a.startswith("unit unit=0") for a in legal(challenge))
    assault = fight(foe(enemy, defends=True), phase="attack", units=("hero_red",), kind="assault")
    assert not any(a.startswith("unit unit=0") for a in legal(assault))
    refused(assault, "unit unit=0 ability=1", "5.10.5")
    assault.turn.influence = 2
    paid = act(assault, "unit unit=0 ability=1")
    assert paid.turn.influence == 0 and not paid.players[0].units[0].ready


def test_force_of_nature_gives_the_chosen_unit_physical_resistance_8_8_4():
    enemy = find_enemy(element="physical", allow=("brutal",))
    armor = CATALOG.units["peasants"].armor
    state = fight(foe(enemy, attack=armor), phase="block", hand=("force_of_nature",), units=("peasants", "herbalist"))
    state = act(state, "play card=force_of_nature mode=basic")
    assert legal(state) == ["choose option=unit:0", "choose option=unit:1"]
    state = act(state, "choose option=unit:0")
    state = act(state, "next-phase")
    after = act(state, "damage enemy=0 to=unit:0")  # resisted: its Armor absorbs it all without a Wound
    assert not after.players[0].units[0].wounded and after.turn.combat.resisted == [0]
    assert after.turn.combat.phase == "attack"


def test_force_of_nature_needs_a_unit():
    enemy = find_enemy(element="physical", allow=("brutal",))
    state = fight(foe(enemy), phase="block", hand=("force_of_nature",))
    assert "play card=force_of_nature mode=basic" not in legal(state)

"""Combat with enemies (rules spec §8.3-§8.12), named after the spec sections.

Most positions are a combat already under way: `fight` builds Tovak's position and puts a Combat into
the turn in the phase under test. Attack and Block points are either put straight into the combat's pool
(to test the arithmetic through the real `attack` and `block` actions) or come from real cards. Enemies are
picked from the catalogue by their properties (`find_enemy`), and every expected number is computed from
that token's data.
"""
import dataclasses
import re
from math import ceil
from types import MappingProxyType

import pytest

from engine.core import Action, RuleError
from engine.mageknight.game import GAME, MageKnight
from engine.mageknight.geometry import MapLayout, parse_label
from engine.mageknight.positions import build_position
from engine.mageknight.state import Combat, Foe, UnitCard, hex_key
from tests.mageknight.moves import act, legal, outcome, refused

CATALOG = GAME.catalog
HERO_ARMOR = CATALOG.levels[0].armor  # a level 1 Hero
HAND_LIMIT = CATALOG.levels[0].hand_limit
TOWER_AND_KEEP_MAP = [["starting_a", 0, 0], ["countryside_4", 1, -3], ["countryside_3", 3, -2]]  # 4-C, 3-NE
BLUE_CITY_MAP = [["starting_a", 0, 0], ["countryside_1", 1, -3], ["core_6", 3, -2]]  # blue city at C6-C
# Abilities that change neither Armor nor targeting (harmless when testing attacks) ...
ATTACKING = ("swift", "brutal", "poison", "paralyze", "assassination", "vampiric", "cumbersome")
# ... and neither the Attack value nor blocking (harmless when testing blocks).
DAMAGING = ("brutal", "poison", "paralyze", "assassination", "vampiric")


# --- helpers ---------------------------------------------------------------------------------------------------

def find_enemy(*, color=None, element=None, attacks=1, armor=None, has=(), allow=(), resists=None) -> str:
    """The first token in catalogue order with `attacks` attacks (all of `element`, if given), the abilities
    `has` and perhaps some of `allow` but no others, and exactly the resistances `resists` (if given)."""
    for enemy_id, enemy in CATALOG.enemies.items():
        if (len(enemy.attacks) == attacks and (color is None or enemy.color == color)
                and (element is None or all(a.element == element for a in enemy.attacks))
                and (armor is None or enemy.armor == armor and enemy.armor_elusive is None)
                and set(has) <= set(enemy.abilities) <= set(has) | set(allow)
                and (resists is None or set(enemy.resistances) == set(resists))):
            return enemy_id
    raise LookupError("no such enemy in the catalogue")


def find_unit(*, armor=None, resists=()) -> str:
    """The first Unit with that Armor (if given) and exactly those resistances."""
    return next(unit_id for unit_id, unit in CATALOG.units.items()
                if (armor is None or unit.armor == armor) and set(unit.resistances) == set(resists))


def data(enemy_id):
    return CATALOG.enemies[enemy_id]


def foe(enemy_id, attack=None, **fields) -> Foe:
    """A token in the combat; `attack` sets its (first) Attack value through an effect's attack change."""
    token = data(enemy_id)
    count = len(token.attacks)
    if attack is not None:
        fields["attack_change"] = attack - token.attacks[0].value
    return Foe(enemy_id, token.color, blocked=[False] * count, dealt=[False] * count, **fields)


def fight(*foes, phase="ranged_siege", hand=("march", "march"), units=(), move=0, source=None, tiles=None,
          position="1-W", **combat):
    """Tovak (level 1) with `hand` and `units` in a combat (a challenge unless `kind` says) in `phase`."""
    fixture = {"players": [{"hero": "tovak", "position": position, "hand": list(hand)}], "turn": {"move": move}}
    if source:
        fixture["source"] = list(source)
    if tiles:
        fixture["tiles"] = tiles
    state = build_position(CATALOG, fixture)
    state.players[0].units = [UnitCard(unit) for unit in units]
    state.turn.combat = Combat(kind=combat.pop("kind", "challenge"), foes=list(foes), phase=phase, **combat)
    state.turn.kind, state.turn.action_taken, state.turn.fought = "regular", True, True
    return state


def key_of(state, label):
    return hex_key(*parse_label(MapLayout.from_rows(state.map.tiles), label))


def wounds(cards) -> int:
    return list(cards).count("wound")


def verbs(state, verb):
    return [a for a in legal(state) if a.split()[0] == verb]


def swift_game(enemy_id) -> MageKnight:
    """The game with this token given Swift too (no printed token has Swift and a Fire Attack, §8.5.4)."""
    token = data(enemy_id)
    swift = dataclasses.replace(token, abilities=(*token.abilities, "swift"))
    return MageKnight(dataclasses.replace(CATALOG, enemies=MappingProxyType({**CATALOG.enemies, enemy_id: swift})))


# --- §8.5 Elements, efficiency and rounding --------------------------------------------------------------------

def _fire_ice_and_a_sideways_card_against(resistances, armor):
    enemy = find_enemy(resists=resistances, allow=ATTACKING)
    state = fight(foe(enemy, armor_change=armor - data(enemy).armor), phase="attack")
    state.turn.combat.attack = {"melee:fire": 5, "melee:ice": 2}
    return act(state, "play card=march mode=sideways as=attack")


def test_8_5_4_fire_attack_5_plus_sideways_plus_ice_2_against_fire_resistance_is_5():
    state = _fire_ice_and_a_sideways_card_against(("fire",), armor=5)
    assert state.turn.combat.attack == {"melee:fire": 5, "melee:ice": 2, "melee:physical": 1}
    won = act(state, "attack targets=0")
    assert won.turn.combat is None and won.players[0].fame == data(state.turn.combat.foes[0].enemy).fame
    error = refused(_fire_ice_and_a_sideways_card_against(("fire",), armor=6), "attack targets=0", "8.6.6")
    assert "Attack 5 does not beat Armor 6" in error.message("en")


def test_8_5_4_the_same_attack_against_fire_and_ice_resistance_is_4():
    assert act(_fire_ice_and_a_sideways_card_against(("fire", "ice"), armor=4), "attack targets=0").turn.combat is None
    error = refused(_fire_ice_and_a_sideways_card_against(("fire", "ice"), armor=5), "attack targets=0", "8.6.6")
    assert "Attack 4 does not beat Armor 5" in error.message("en")


@pytest.mark.parametrize("resistances, counted", [(("fire",), 6), (("fire", "ice"), 3)])
def test_8_5_2_cold_fire_is_halved_only_against_fire_and_ice_resistance(resistances, counted):
    enemy = find_enemy(resists=resistances, allow=ATTACKING)
    state = fight(foe(enemy, armor_change=counted + 1 - data(enemy).armor), phase="attack")
    state.turn.combat.attack = {"melee:cold_fire": 6}
    assert f"Attack {counted} does not beat" in refused(state, "attack targets=0", "8.6.6").message("en")


def test_8_5_2_one_resistant_target_halves_that_element_against_the_whole_group():
    resistant = find_enemy(resists=("physical",), allow=ATTACKING)
    plain = find_enemy(element="physical", resists=(), allow=ATTACKING)
    armor = data(resistant).armor + data(plain).armor
    state = fight(foe(resistant), foe(plain), phase="attack")
    state.turn.combat.attack = {"melee:physical": armor}
    assert "attack targets=0,1" not in legal(state) and "attack targets=1" in legal(state)
    error = refused(state, "attack targets=0,1", "8.6.6")
    assert f"Attack {armor // 2} does not beat Armor {armor}" in error.message("en")


def _block_the_fire_attack_5(state, sideways):
    state.turn.combat.block = {"ice": 3, "fire": 2}
    for _ in range(sideways):
        state = act(state, "play card=march mode=sideways as=block")
    return state


def test_8_5_4_ice_block_3_two_sideways_and_fire_block_2_block_a_fire_attack_5():
    enemy = find_enemy(element="fire", allow=DAMAGING)
    state = _block_the_fire_attack_5(fight(foe(enemy, attack=5), phase="block"), sideways=2)
    assert state.turn.combat.block == {"ice": 3, "fire": 2, "physical": 2}
    blocked = act(state, "block enemy=0")
    assert blocked.turn.combat.foes[0].blocked == [True] and blocked.turn.combat.block == {}
    one_short = _block_the_fire_attack_5(fight(foe(enemy, attack=5), phase="block"), sideways=1)
    assert "Block 4 does not stop Attack 5" in refused(one_short, "block enemy=0", "8.7.6").message("en")


def test_8_5_4_the_same_fire_attack_5_with_swift_needs_block_10():
    enemy = find_enemy(element="fire", allow=DAMAGING)
    game = swift_game(enemy)
    state = _block_the_fire_attack_5(fight(foe(enemy, attack=5), phase="block"), sideways=2)
    with pytest.raises(RuleError) as caught:
        game.apply(state, 0, Action.parse("block enemy=0"))
    assert caught.value.rule == "8.7.6" and "Block 5 does not stop Attack 10" in caught.value.message("en")
    state.turn.combat.block = {"ice": 9, "physical": 2}  # 9 + floor(2 / 2) = 10
    assert game.apply(state, 0, Action.parse("block enemy=0")).state.turn.combat.foes[0].blocked == [True]


@pytest.mark.parametrize("element, efficient, halved", [
    ("physical", ("physical", "fire", "ice", "cold_fire"), ()),
    ("fire", ("ice", "cold_fire"), ("physical", "fire")),
    ("ice", ("fire", "cold_fire"), ("physical", "ice")),
    ("cold_fire", ("cold_fire",), ("physical", "fire", "ice")),
])
def test_8_5_3_block_efficiency_by_attack_element(element, efficient, halved):
    enemy = find_enemy(element=element, allow=DAMAGING)
    value = data(enemy).attacks[0].value
    for block in efficient:
        state = fight(foe(enemy), phase="block")
        state.turn.combat.block = {block: value}
        assert act(state, "block enemy=0").turn.combat.foes[0].blocked == [True]
    for block in halved:
        state = fight(foe(enemy), phase="block")
        state.turn.combat.block = {block: 2 * value - 1}
        error = refused(state, "block enemy=0", "8.7.6")
        assert f"Block {value - 1} does not stop Attack {value}" in error.message("en")
        state.turn.combat.block = {block: 2 * value}
        assert act(state, "block enemy=0").turn.combat.foes[0].blocked == [True]


# --- §8.6 Ranged and Siege Attack phase ------------------------------------------------------------------------

def test_8_6_4_ranged_does_not_count_against_a_site_defender_but_siege_does():
    enemy = find_enemy(resists=(), allow=ATTACKING)
    armor = data(enemy).armor
    state = fight(foe(enemy, defends=True))
    state.turn.combat.attack = {"ranged:physical": 10, "melee:physical": 10}
    error = refused(state, "attack targets=0", "8.6.6")
    assert "Attack 0 does not beat" in error.message("en") and "Only Siege" in error.message("en")
    state.turn.combat.attack = {"siege:physical": armor}
    won = outcome(state, "attack targets=0")
    assert won.state.turn.combat is None and [e.kind for e in won.events][0] == "defeated"


def test_8_6_4_the_fortified_ability_alone_also_stops_ranged_attacks():
    enemy = find_enemy(has=("fortified",), resists=(), allow=ATTACKING)
    state = fight(foe(enemy))
    state.turn.combat.attack = {"ranged:physical": 20}
    assert not verbs(state, "attack")
    refused(state, "attack targets=0", "8.6.6")
    state.turn.combat.attack = {"siege:physical": data(enemy).armor}
    assert act(state, "attack targets=0").turn.combat is None


def test_8_6_4_ranged_cards_count_against_an_unfortified_enemy_in_the_ranged_phase():
    enemy = find_enemy(element="physical", armor=3, resists=(), allow=ATTACKING)
    state = fight(foe(enemy), hand=("swiftness",), source=("white",))
    state = act(state, "play card=swiftness mode=powered mana=die:0")  # Ranged Attack 3
    assert state.turn.combat.attack == {"ranged:physical": 3}
    assert act(state, "attack targets=0").players[0].fame == data(enemy).fame


def test_8_6_4_a_double_fortified_enemy_cannot_be_targeted_in_the_ranged_and_siege_phase():
    enemy = find_enemy(has=("fortified",), resists=(), allow=ATTACKING)
    state = fight(foe(enemy, defends=True))
    state.turn.combat.attack = {"siege:physical": 50}
    assert not verbs(state, "attack")
    refused(state, "attack targets=0", "8.6.4")
    state.turn.combat.phase = "attack"  # fortifications no longer apply (§8.9.1)
    assert act(state, "attack targets=0").turn.combat is None


def test_8_6_4_an_unfortified_enemy_ignores_the_site_fortification():
    enemy = find_enemy(has=("unfortified",), allow=ATTACKING)
    assert "physical" not in data(enemy).resistances
    state = fight(foe(enemy, defends=True))
    state.turn.combat.attack = {"ranged:physical": data(enemy).armor}
    assert "attack targets=0" in legal(state)
    assert act(state, "attack targets=0").turn.combat is None


def test_8_6_5_no_sideways_cards_in_the_ranged_and_siege_phase():
    state = fight(foe(find_enemy(resists=(), allow=ATTACKING)))
    assert not [a for a in legal(state) if "sideways" in a]
    refused(state, "play card=march mode=sideways as=attack", "5.2")


def test_8_6_9_at_a_keep_the_gray_defender_needs_siege_4_and_the_provoked_orc_falls_to_ranged_3():
    gray = find_enemy(color="gray", armor=4, resists=(), allow=ATTACKING)
    orc = find_enemy(color="green", armor=3, resists=(), allow=ATTACKING)
    state = fight(foe(gray, defends=True), foe(orc, rampaging=True), kind="assault", tiles=TOWER_AND_KEEP_MAP,
                  position="3-NE")
    state.turn.combat.site, state.turn.combat.came_from = key_of(state, "3-NE"), key_of(state, "3-C")
    state.turn.path = [state.turn.combat.came_from, state.turn.combat.site]
    state.turn.combat.attack = {"ranged:physical": 3, "siege:physical": 3}
    assert verbs(state, "attack") == ["attack targets=1"]  # only 3 Siege count against the defender
    state.turn.combat.attack = {"ranged:physical": 3}
    state = act(state, "attack targets=1")
    assert state.turn.combat.foes[1].defeated and state.players[0].fame == data(orc).fame
    state.turn.combat.attack = {"ranged:physical": 4}
    refused(state, "attack targets=0", "8.6.6")
    state.turn.combat.attack = {"siege:physical": 4}
    state = act(state, "attack targets=0")
    assert state.turn.combat is None and state.players[0].fame == data(orc).fame + data(gray).fame
    assert state.map.shields[key_of(state, "3-NE")] == [0]


def test_8_6_6_fame_equals_the_tokens_fame_and_the_combat_ends_when_all_are_defeated():
    first = find_enemy(color="green", resists=(), allow=ATTACKING)
    second = find_enemy(color="gray", resists=(), allow=ATTACKING)
    state = fight(foe(first), foe(second), phase="attack")
    state.turn.combat.attack = {"melee:physical": data(first).armor}
    state = act(state, "attack targets=0")
    assert state.players[0].fame == data(first).fame and state.turn.combat is not None
    assert state.turn.combat.attack == {}  # no banking (§8.6.8)
    state.turn.combat.attack = {"melee:physical": data(second).armor}
    done = outcome(state, "attack targets=1")
    assert done.state.turn.combat is None and done.state.players[0].fame == data(first).fame + data(second).fame
    assert "combat_over" in [e.kind for e in done.events]
    assert done.state.decks.enemy_discards[data(second).color][-1] == second


def test_8_6_6_fame_is_gained_at_once_but_the_level_up_waits_for_the_end_of_the_turn():
    enemy = find_enemy(element="physical", resists=(), allow=ATTACKING)
    state = fight(foe(enemy), foe(enemy), phase="attack")
    state.players[0].fame = CATALOG.levels[1].fame - 1
    state.turn.combat.attack = {"melee:physical": data(enemy).armor}
    state = act(state, "attack targets=0")
    assert state.players[0].fame >= CATALOG.levels[1].fame and state.players[0].level == 1


@pytest.mark.parametrize("color, reputation", [("green", 1), ("red", 2)])
def test_8_11_2_1_a_defeated_rampaging_token_gives_reputation_and_leaves_the_map(color, reputation):
    enemy = find_enemy(color=color, resists=(), allow=ATTACKING)
    assert data(enemy).reputation is None  # no Reputation printed on the token itself
    state = build_position(CATALOG, {"players": [{"hero": "tovak", "position": "1-W", "hand": ["march"]}],
                                     "enemies": {"1-NW": [enemy]}})
    state = act(state, "challenge at=1-NW")
    assert state.turn.combat.foes[0].rampaging
    state.turn.combat.attack = {"ranged:physical": data(enemy).armor}
    state = act(state, "attack targets=0")
    assert state.turn.combat is None
    assert state.players[0].fame == data(enemy).fame and state.players[0].reputation == reputation
    assert key_of(state, "1-NW") not in state.map.enemies


def test_8_11_2_1_an_orc_that_is_not_rampaging_gives_no_reputation():
    enemy = find_enemy(color="green", resists=(), allow=ATTACKING)
    state = fight(foe(enemy), phase="attack")
    state.turn.combat.attack = {"melee:physical": data(enemy).armor}
    state = act(state, "attack targets=0")
    assert state.turn.combat is None and state.players[0].fame == data(enemy).fame
    assert state.players[0].reputation == 0


def test_8_11_3_1_an_undefeated_rampaging_enemy_stays_on_its_space():
    enemy = find_enemy(color="green", resists=(), allow=ATTACKING)
    state = build_position(CATALOG, {"players": [{"hero": "tovak", "position": "1-W", "hand": ["march"]}],
                                     "enemies": {"1-NW": [enemy]}})
    state = act(act(state, "challenge at=1-NW"), "next-phase")  # to the Block phase
    state = act(act(state, "next-phase"), "damage enemy=0 to=hero")
    state = act(state, "next-phase")  # the Attack phase ends the combat
    assert state.turn.combat is None and state.players[0].reputation == 0
    assert [t.enemy for t in state.map.enemies[key_of(state, "1-NW")]] == [enemy]


# --- §8.7 Block phase ------------------------------------------------------------------------------------------

def test_8_7_3_each_attack_of_a_multiple_attack_enemy_is_blocked_separately():
    enemy = find_enemy(attacks=2, element="physical", allow=DAMAGING)
    second = data(enemy).attacks[1].value
    state = fight(foe(enemy), phase="block")
    state.turn.combat.block = {"physical": second}
    assert "block enemy=0 attack=1" in legal(state)
    state = act(state, "block enemy=0 attack=1")
    assert state.turn.combat.foes[0].blocked == [False, True]
    state = act(state, "next-phase")
    assert state.turn.combat.phase == "assign_damage"
    assert verbs(state, "damage") == ["damage enemy=0 attack=0 to=hero"]
    refused(state, "damage enemy=0 attack=1 to=hero", "8.8.1")
    state = act(state, "damage enemy=0 attack=0 to=hero")
    assert wounds(state.players[0].hand) == ceil(data(enemy).attacks[0].value / HERO_ARMOR)


def test_8_7_6_swift_doubles_the_attack_to_block_with_real_cards():
    enemy = find_enemy(element="physical", has=("swift",), allow=DAMAGING)
    needed = 2 * data(enemy).attacks[0].value
    cards = ("rage", "determination") + ("march",) * (needed - 4)
    state = fight(foe(enemy), phase="block", hand=cards)
    state = act(act(state, "play card=rage mode=basic"), "play card=determination mode=basic")
    for _ in range(needed - 5):
        state = act(state, "play card=march mode=sideways as=block")
    assert state.turn.combat.block == {"physical": needed - 1}
    message = refused(state, "block enemy=0", "8.7.6").message("en")
    assert f"Block {needed - 1} does not stop Attack {needed}" in message
    state = act(state, "play card=march mode=sideways as=block")
    assert act(state, "block enemy=0").turn.combat.foes[0].blocked == [True]


def test_8_7_8_a_failed_block_keeps_the_points_and_the_enemy_hits_at_full_strength():
    enemy = find_enemy(element="physical", resists=())
    value = data(enemy).attacks[0].value
    state = fight(foe(enemy), phase="block", hand=("rage",))
    state = act(state, "play card=rage mode=basic")
    refused(state, "block enemy=0", "8.7.6")
    state = act(state, "next-phase")
    assert state.turn.combat.block == {}  # unassigned points are lost (§8.7.10)
    state = act(state, "damage enemy=0 to=hero")
    assert wounds(state.players[0].hand) == ceil(value / HERO_ARMOR)


def _cumbersome(move):
    enemy = find_enemy(has=("cumbersome",), allow=("fortified", "brutal"))
    return enemy, fight(foe(enemy), phase="block", move=move)


def test_8_10_cumbersome_each_move_point_lowers_its_attack_for_the_rest_of_the_turn():
    enemy, state = _cumbersome(move=2)
    value = data(enemy).attacks[0].value
    assert verbs(state, "slow") == ["slow enemy=0"]
    state = act(act(state, "slow enemy=0"), "slow enemy=0")
    assert state.turn.move == 0 and state.turn.combat.foes[0].slowed == 2
    assert not verbs(state, "slow")
    refused(state, "slow enemy=0", "8.10")
    state.turn.combat.block = {"physical": value - 3}
    assert f"Attack {value - 2}" in refused(state, "block enemy=0", "8.7.6").message("en")
    state = act(act(state, "next-phase"), "damage enemy=0 to=hero")  # unblocked: the lowered value hits
    assert wounds(state.players[0].hand) == ceil((value - 2) / HERO_ARMOR)


def test_8_10_cumbersome_reduced_to_0_counts_as_blocked():
    enemy, state = _cumbersome(move=20)
    for _ in range(data(enemy).attacks[0].value):
        state = act(state, "slow enemy=0")
    assert not verbs(state, "slow")
    state = act(state, "next-phase")
    assert state.turn.combat.phase == "attack" and state.players[0].hand.count("wound") == 0


def test_8_10_only_a_cumbersome_enemy_can_be_slowed():
    state = fight(foe(find_enemy(element="physical", resists=())), phase="block", move=3)
    assert not verbs(state, "slow")
    refused(state, "slow enemy=0", "8.10")


# --- §8.7.2 Summon ---------------------------------------------------------------------------------------------

def _summoning(hand=("march",)):
    """A summoner in the Ranged phase, with a known brown monster on top of the brown pile."""
    summoner = find_enemy(attacks=0, has=("summon",), allow=ATTACKING)
    monster = find_enemy(color=data(summoner).summons[0].color, element="physical", allow=())
    state = fight(foe(summoner), hand=hand)
    state.decks.enemies[data(summoner).summons[0].color].append(monster)
    return summoner, monster, state


def test_8_7_2_entering_the_block_phase_draws_a_brown_token_that_replaces_the_summoner():
    summoner, monster, state = _summoning()
    assert data(summoner).summons[0].color == "brown"
    entered = outcome(state, "next-phase")
    state = entered.state
    summoned = [e for e in entered.events if e.kind == "summoned"]
    assert len(summoned) == 1 and summoned[0].reveals
    assert [(f.enemy, f.summoner) for f in state.turn.combat.foes] == [(summoner, None), (monster, 0)]
    state.turn.combat.block = {"physical": 50}
    assert verbs(state, "block") == ["block enemy=1"]
    refused(state, "block enemy=0", "8.7.3")


def test_8_7_2_the_summoned_monster_deals_the_damage_and_is_gone_in_the_attack_phase():
    summoner, monster, state = _summoning()
    state = act(act(state, "next-phase"), "next-phase")  # no block: to Assign Damage
    assert verbs(state, "damage") == ["damage enemy=1 to=hero"]
    refused(state, "damage enemy=0 to=hero", "8.8.1")
    state = act(state, "damage enemy=1 to=hero")
    assert wounds(state.players[0].hand) == ceil(data(monster).attacks[0].value / HERO_ARMOR)
    assert state.turn.combat.phase == "attack" and state.turn.combat.foes[1].defeated
    state.turn.combat.attack = {"melee:physical": 50}
    assert verbs(state, "attack") == ["attack targets=0"]  # the summoner is back, the monster gone
    refused(state, "attack targets=1", "8.6.4")
    state = act(state, "attack targets=0")
    assert state.turn.combat is None and state.players[0].fame == data(summoner).fame
    assert monster in state.decks.enemy_discards["brown"]


def test_8_7_2_a_summoner_defeated_in_the_ranged_phase_summons_nothing():
    summoner, monster, state = _summoning()
    other = find_enemy(element="physical", resists=())
    state.turn.combat.foes.append(foe(other))
    state.turn.combat.attack = {"ranged:physical": 50}
    state = act(act(state, "attack targets=0"), "next-phase")
    assert len(state.turn.combat.foes) == 2 and state.decks.enemies["brown"][-1] == monster


def test_8_7_7_a_blocked_summoned_monster_gives_no_fame_and_the_summoner_can_be_attacked():
    summoner, monster, state = _summoning()
    state = act(state, "next-phase")
    state.turn.combat.block = {"physical": data(monster).attacks[0].value}
    state = act(act(state, "block enemy=1"), "next-phase")  # nothing to assign: straight to the Attack phase
    assert state.turn.combat.phase == "attack" and state.players[0].fame == 0
    assert state.turn.combat.foes[1].defeated and state.turn.combat.fame == 0
    state.turn.combat.attack = {"melee:physical": data(summoner).armor}
    assert act(state, "attack targets=0").players[0].fame == data(summoner).fame


def _shown(state, index):
    """The enemy as the combat view shows it to the player."""
    return GAME.view(state, 0)["combat"]["enemies"][index]


def test_8_7_7_a_blocked_summoned_monster_is_in_its_discard_pile_at_once_not_at_the_end_of_the_combat():
    summoner, monster, state = _summoning()
    state = act(state, "next-phase")
    state.turn.combat.block = {"physical": data(monster).attacks[0].value}
    state = act(state, "block enemy=1")
    assert state.turn.combat.phase == "block"  # still the Block phase: the blocked monster is gone already
    assert state.decks.enemy_discards["brown"] == [monster] and state.turn.combat.foes[1].defeated
    assert _shown(state, 1)["dismissed"] and not _shown(state, 1)["in_fight"] and not _shown(state, 1)["defeated"]
    state.turn.combat.block = {"physical": 50}
    refused(state, "block enemy=1", "8.7.3")
    state = act(state, "next-phase")  # nothing to assign: straight to the Attack phase
    state.turn.combat.attack = {"melee:physical": 50}
    state = act(state, "attack targets=0")
    assert state.turn.combat is None and state.decks.enemy_discards["brown"] == [monster]  # once, not twice
    assert state.players[0].fame == data(summoner).fame  # the summoner's Fame only


def test_8_7_7_a_summoned_monster_destroyed_by_its_block_gives_no_fame_and_is_discarded_once():
    summoner, monster, state = _summoning()
    state = act(state, "next-phase")
    state.turn.combat.foes[1].flags.append("destroy_if_blocked")  # Exploding Shield's rider on this block
    state.turn.combat.block = {"physical": data(monster).attacks[0].value}
    state = act(state, "block enemy=1")
    assert state.decks.enemy_discards["brown"] == [monster]
    assert state.players[0].fame == 0 and state.turn.combat.fame == 0


def test_8_8_10_the_summoned_monster_is_discarded_as_soon_as_its_damage_is_assigned():
    summoner, monster, state = _summoning()
    other = find_enemy(element="physical", resists=(), allow=ATTACKING)
    state.turn.combat.foes.append(foe(other))
    state = act(act(state, "next-phase"), "next-phase")  # no block: to Assign Damage, two attacks to assign
    monster_index = next(i for i, f in enumerate(state.turn.combat.foes) if f.summoner is not None)
    state = act(state, f"damage enemy={monster_index} to=hero")
    assert state.turn.combat.phase == "assign_damage"  # the other enemy's damage is still to come
    assert state.decks.enemy_discards["brown"] == [monster] and _shown(state, monster_index)["dismissed"]
    assert all(f"enemy={monster_index}" not in str(a) for a in legal(state))
    refused(state, f"damage enemy={monster_index} to=hero", "8.8.1")
    assert state.players[0].fame == 0


def test_lost_legion_2_4_the_dragon_summoners_double_summon_draws_two_brown_tokens():
    summoner = next(e.id for e in CATALOG.enemies.values() if list(e.abilities).count("summon") == 2)
    monster = find_enemy(color="brown", element="physical", allow=())
    state = fight(foe(summoner))
    state.decks.enemies["brown"] += [monster, monster]
    state = act(state, "next-phase")
    assert [(f.enemy, f.summoner) for f in state.turn.combat.foes] == [(summoner, None), (monster, 0), (monster, 0)]


# --- §8.8 Assign Damage phase ----------------------------------------------------------------------------------

def _plain(attack, count=1, **fields):
    """`count` tokens with one physical attack of the given value and no abilities."""
    enemy = find_enemy(element="physical", resists=())
    return [foe(enemy, attack=attack, **fields) for _ in range(count)]


def test_8_8_14_a_unit_with_armor_4_soaks_4_of_5_and_the_hero_takes_1_wound():
    unit = find_unit(armor=4)
    state = fight(*_plain(5), phase="assign_damage", units=(unit, unit))
    assert verbs(state, "damage") == ["damage enemy=0 to=unit:0", "damage enemy=0 to=unit:1", "damage enemy=0 to=hero"]
    state = act(state, "damage enemy=0 to=unit:0")
    assert state.players[0].units[0].wounded and state.turn.combat.damage == [0, 0, 1]
    assert verbs(state, "damage") == ["damage enemy=0 to=unit:1", "damage enemy=0 to=hero"]  # not the Wounded one
    refused(state, "damage enemy=0 to=unit:0", "8.8.4")
    refused(state, "next-phase", "8.8.3")
    state = act(state, "damage enemy=0 to=hero")
    assert wounds(state.players[0].hand) == 1 and state.turn.combat.phase == "attack"


def test_8_8_4_a_spent_unwounded_unit_may_take_damage_and_is_wounded_by_even_1_point():
    unit = find_unit(armor=4)
    state = fight(*_plain(1), phase="assign_damage", units=(unit,))
    state.players[0].units[0].ready = False
    state = act(state, "damage enemy=0 to=unit:0")
    assert state.players[0].units[0].wounded and wounds(state.players[0].hand) == 0


def _fire_on_resistant_unit(attack):
    unit = find_unit(armor=3, resists=("physical", "fire", "ice"))
    enemy = find_enemy(element="fire", allow=())
    return fight(foe(enemy, attack=attack), foe(enemy, attack=attack), phase="assign_damage", units=(unit,))


def test_8_8_14_a_resistant_unit_with_armor_3_absorbs_fire_attack_5_with_one_wound():
    state = act(_fire_on_resistant_unit(5), "damage enemy=0 to=unit:0")
    assert state.players[0].units[0].wounded and state.turn.combat.damage == []
    assert wounds(state.players[0].hand) == 0 and state.turn.combat.foes[0].dealt == [True]


def test_8_8_14_with_fire_attack_3_the_resistant_unit_is_not_wounded_and_cannot_take_damage_again():
    state = act(_fire_on_resistant_unit(3), "damage enemy=0 to=unit:0")
    assert not state.players[0].units[0].wounded and state.turn.combat.resisted == [0]
    assert verbs(state, "damage") == ["damage enemy=1 to=hero"]
    refused(state, "damage enemy=1 to=unit:0", "8.8.4")


@pytest.mark.parametrize("over_armor, wounded, left", [(0, False, 0), (1, True, 0), (None, True, 0), (-1, True, 1)])
def test_8_8_4_a_resistant_unit_absorbs_up_to_twice_its_armor_and_is_wounded_only_above_it(over_armor, wounded, left):
    unit = find_unit(resists=("fire",))
    armor = CATALOG.units[unit].armor
    damage = {0: armor, 1: armor + 1, None: 2 * armor, -1: 2 * armor + 1}[over_armor]
    state = fight(foe(find_enemy(element="fire", allow=()), attack=damage), phase="assign_damage", units=(unit,))
    state = act(state, "damage enemy=0 to=unit:0")
    assert state.players[0].units[0].wounded == wounded
    assert (state.turn.combat.damage[2] if state.turn.combat.damage else 0) == left


@pytest.mark.parametrize("resists, resisted", [(("fire",), False), (("ice",), False), (("fire", "ice"), True)])
def test_8_8_4_a_unit_resists_cold_fire_only_with_both_fire_and_ice_resistance(resists, resisted):
    unit = find_unit(resists=resists)
    armor = CATALOG.units[unit].armor
    enemy = find_enemy(element="cold_fire", allow=("vampiric", "defend"))
    state = fight(foe(enemy, attack=armor), phase="assign_damage", units=(unit,))
    state = act(state, "damage enemy=0 to=unit:0")
    assert state.players[0].units[0].wounded != resisted and state.turn.combat.damage == []


@pytest.mark.parametrize("damage, expected", [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 4)])
def test_8_8_6_the_hero_takes_ceil_damage_over_armor_wounds(damage, expected):
    assert HERO_ARMOR == 2
    state = act(fight(*_plain(damage), phase="assign_damage"), "damage enemy=0 to=hero")
    assert wounds(state.players[0].hand) == expected == state.turn.combat.wounds


def test_8_8_14_seven_damage_gives_4_wounds_and_one_more_wound_knocks_the_hero_out():
    state = fight(*_plain(7), *_plain(1), phase="assign_damage", hand=("march", "rage", "wound"))
    state = act(state, "damage enemy=0 to=hero")
    assert wounds(state.players[0].hand) == 5 and state.players[0].hand[:2] == ["march", "rage"]
    assert not state.turn.combat.knocked_out
    state = act(state, "damage enemy=1 to=hero")
    assert state.turn.combat.wounds == HAND_LIMIT and state.turn.combat.knocked_out
    assert state.players[0].hand == ["wound"] * 6 and state.players[0].discard[-2:] == ["march", "rage"]


def test_8_8_7_wounds_from_cards_played_in_the_combat_count_towards_knock_out():
    state = act(fight(*_plain(7), phase="assign_damage", hand=("blood_rage", "march")), "damage enemy=0 to=hero")
    assert state.turn.combat.wounds == HAND_LIMIT - 1 and not state.turn.combat.knocked_out
    state = act(state, "play card=blood_rage mode=basic")
    assert state.turn.decision.options == ["0", "1"]
    state = act(state, "choose option=1")  # take a Wound for Attack 5
    assert state.turn.combat.attack == {"melee:physical": 5} and wounds(state.players[0].hand) == HAND_LIMIT
    assert state.turn.combat.knocked_out and state.players[0].hand == ["wound"] * HAND_LIMIT


def test_8_8_7_knocked_out_by_a_single_big_hit():
    state = fight(*_plain(2 * HAND_LIMIT - 1), phase="assign_damage", hand=("march", "rage"))
    state = act(state, "damage enemy=0 to=hero")
    assert state.turn.combat.knocked_out and state.players[0].hand == ["wound"] * HAND_LIMIT


def test_8_8_2_brutal_deals_twice_its_attack():
    enemy = find_enemy(element="physical", has=("brutal",), allow=())
    value = data(enemy).attacks[0].value
    state = act(fight(foe(enemy), phase="assign_damage"), "damage enemy=0 to=hero")
    assert wounds(state.players[0].hand) == ceil(2 * value / HERO_ARMOR)


def test_8_8_8_poison_gives_a_unit_two_wounds():
    enemy = find_enemy(element="physical", has=("poison",), allow=())
    unit = find_unit(armor=data(enemy).attacks[0].value)
    state = act(fight(foe(enemy), phase="assign_damage", units=(unit,)), "damage enemy=0 to=unit:0")
    card = state.players[0].units[0]
    assert card.wounded and card.poisoned and state.turn.combat.damage == []


def test_8_8_8_poison_puts_as_many_wounds_into_the_discard_pile_as_into_the_hand():
    enemy = find_enemy(element="physical", has=("poison",), allow=())
    expected = ceil(data(enemy).attacks[0].value / HERO_ARMOR)
    state = act(fight(foe(enemy), phase="assign_damage"), "damage enemy=0 to=hero")
    assert wounds(state.players[0].hand) == expected == wounds(state.players[0].discard)
    assert state.turn.combat.wounds == expected  # the discarded Wounds do not count for Knock-out


def test_8_8_9_paralyze_destroys_a_unit():
    enemy = find_enemy(element="physical", has=("paralyze",), allow=())
    value = data(enemy).attacks[0].value
    unit = find_unit(armor=4)
    state = act(fight(foe(enemy), phase="assign_damage", units=(unit, unit)), "damage enemy=0 to=unit:1")
    assert [u.unit for u in state.players[0].units] == [unit] and not state.players[0].units[0].wounded
    assert state.turn.combat.damage == [0, 0, value - 4]


def test_8_8_9_paralyze_makes_the_hero_discard_every_non_wound_card():
    enemy = find_enemy(element="physical", has=("paralyze",), allow=())
    state = fight(foe(enemy), phase="assign_damage", hand=("march", "rage", "wound"))
    state = act(state, "damage enemy=0 to=hero")
    expected = 1 + ceil(data(enemy).attacks[0].value / HERO_ARMOR)
    assert state.players[0].hand == ["wound"] * expected and state.players[0].discard[-2:] == ["march", "rage"]


def test_8_8_11_assassination_damage_cannot_go_to_units():
    enemy = find_enemy(has=("assassination",), allow=ATTACKING + ("elusive",))
    state = fight(foe(enemy), phase="assign_damage", units=(find_unit(armor=4),))
    assert verbs(state, "damage") == ["damage enemy=0 to=hero"]
    refused(state, "damage enemy=0 to=unit:0", "8.8.4")


def test_8_8_12_vampiric_armor_grows_by_1_per_wound_it_causes():
    enemy = find_enemy(element="physical", has=("vampiric",), allow=())
    value, armor = data(enemy).attacks[0].value, data(enemy).armor
    to_hero = act(fight(foe(enemy), phase="assign_damage"), "damage enemy=0 to=hero")
    grown = armor + ceil(value / HERO_ARMOR)
    assert to_hero.turn.combat.phase == "attack" and to_hero.turn.combat.foes[0].armor_change == grown - armor
    to_hero.turn.combat.attack = {"melee:physical": grown - 1}
    assert f"Armor {grown}" in refused(to_hero, "attack targets=0", "8.6.6").message("en")
    to_hero.turn.combat.attack = {"melee:physical": grown}
    assert act(to_hero, "attack targets=0").turn.combat is None
    to_unit = act(fight(foe(enemy), phase="assign_damage", units=(find_unit(armor=value),)), "damage enemy=0 to=unit:0")
    assert to_unit.turn.combat.foes[0].armor_change == 1


def test_8_8_13_the_phase_ends_when_all_damage_is_assigned():
    state = fight(*_plain(3, count=2), phase="assign_damage")
    assert "next-phase" not in legal(state)
    refused(state, "next-phase", "8.8.3")
    state = act(state, "damage enemy=1 to=hero")
    assert state.turn.combat.phase == "assign_damage" and verbs(state, "damage") == ["damage enemy=0 to=hero"]
    assert act(state, "damage enemy=0 to=hero").turn.combat.phase == "attack"


def test_8_8_1_with_everything_blocked_the_assign_damage_phase_is_skipped():
    state = fight(*_plain(3), phase="block")
    state.turn.combat.block = {"physical": 3}
    assert act(act(state, "block enemy=0"), "next-phase").turn.combat.phase == "attack"


# --- §8.9 Attack phase -----------------------------------------------------------------------------------------

def test_8_9_1_sideways_cards_and_real_attack_cards_combine_in_the_attack_phase():
    enemy = find_enemy(element="physical", armor=3, resists=(), allow=ATTACKING)
    state = fight(foe(enemy), phase="attack", hand=("rage", "march"))
    state = act(act(state, "play card=rage mode=basic"), "play card=march mode=sideways as=attack")
    assert state.turn.combat.attack == {"melee:physical": 3}
    assert act(state, "attack targets=0").players[0].fame == data(enemy).fame


def test_8_9_1_in_the_attack_phase_melee_ranged_and_siege_combine_even_against_fortified_enemies():
    enemy = find_enemy(has=("fortified",), resists=(), allow=ATTACKING)
    armor = data(enemy).armor
    state = fight(foe(enemy, defends=True), phase="attack", hand=("march",))
    state.turn.combat.attack = {"ranged:physical": 1, "siege:physical": armor - 3, "melee:physical": 1}
    state = act(state, "play card=march mode=sideways as=attack")
    assert verbs(state, "attack") == ["attack targets=0"]
    assert act(state, "attack targets=0").players[0].fame == data(enemy).fame


def test_8_6_8_points_not_assigned_are_lost_when_the_phase_ends():
    state = fight(*_plain(3))
    state.turn.combat.attack = {"ranged:physical": 20}
    state = act(state, "next-phase")
    assert state.turn.combat.phase == "block" and state.turn.combat.attack == {}
    state.turn.combat.block = {"physical": 1}
    assert act(state, "next-phase").turn.combat.block == {}


def _elusive(attacks=1):
    enemy = find_enemy(attacks=attacks, has=("elusive",), allow=("defend",))
    token = data(enemy)
    return enemy, token.armor, token.armor_elusive


def _armor_to_beat(state) -> int:
    """The Armor an attack with 0 points on enemy 0 is refused against."""
    state.turn.combat.attack = {"melee:physical": 0}
    return int(re.search(r"Armor (\d+)", refused(state, "attack targets=0", "8.6.6").message("en")).group(1))


def test_8_9_4_elusive_uses_its_higher_armor_in_the_ranged_phase_and_when_not_blocked():
    enemy, low, high = _elusive()
    state = fight(foe(enemy))
    state.turn.combat.attack = {"siege:physical": high - 1}
    assert f"Armor {high}" in refused(state, "attack targets=0", "8.6.6").message("en")
    state = act(act(act(state, "next-phase"), "next-phase"), "damage enemy=0 to=hero")
    assert state.turn.combat.phase == "attack" and _armor_to_beat(state) == high


def test_8_9_4_elusive_uses_its_lower_armor_in_the_attack_phase_once_blocked():
    enemy, low, high = _elusive()
    state = fight(foe(enemy), phase="block")
    state.turn.combat.block = {"cold_fire": 2 * data(enemy).attacks[0].value}
    state = act(act(state, "block enemy=0"), "next-phase")
    assert state.turn.combat.phase == "attack" and _armor_to_beat(state) == low < high
    state.turn.combat.attack = {"melee:physical": low}
    assert act(state, "attack targets=0").turn.combat is None


def test_8_9_4_elusive_with_two_attacks_needs_both_blocked_for_the_lower_armor():
    enemy, low, high = _elusive(attacks=2)  # it may also Defend itself: compare the two Armors
    one = fight(foe(enemy), phase="block")
    one.turn.combat.block = {"cold_fire": 10}
    one = act(act(act(one, "block enemy=0 attack=0"), "next-phase"), "damage enemy=0 attack=1 to=hero")
    both = fight(foe(enemy), phase="block")
    for attack in (0, 1):
        both.turn.combat.block = {"cold_fire": 10}
        both = act(both, f"block enemy=0 attack={attack}")
    both = act(both, "next-phase")
    assert one.turn.combat.phase == both.turn.combat.phase == "attack"
    assert _armor_to_beat(one) - _armor_to_beat(both) == high - low > 0


# --- §8.12 City assaults ---------------------------------------------------------------------------------------

def test_8_12_1_white_city_defenders_get_1_armor():
    enemy = find_enemy(element="physical", resists=(), allow=ATTACKING)
    armor = data(enemy).armor
    state = fight(foe(enemy, city="white", defends=True), phase="attack")
    state.turn.combat.attack = {"melee:physical": armor}
    error = refused(state, "attack targets=0", "8.6.6")
    assert f"Attack {armor} does not beat Armor {armor + 1}" in error.message("en")
    state.turn.combat.attack = {"melee:physical": armor + 1}
    assert act(state, "attack targets=0").players[0].fame == data(enemy).fame


@pytest.mark.parametrize("element, bonus", [("fire", 2), ("ice", 2), ("cold_fire", 1), ("physical", 0)])
def test_8_12_1_blue_city_defenders_get_2_fire_or_ice_attack_and_1_cold_fire(element, bonus):
    enemy = find_enemy(element=element, allow=DAMAGING)
    needed = data(enemy).attacks[0].value + bonus
    state = fight(foe(enemy, city="blue", defends=True), phase="block")
    state.turn.combat.block = {"cold_fire": needed - 1}
    assert f"does not stop Attack {needed}" in refused(state, "block enemy=0", "8.7.6").message("en")
    state.turn.combat.block = {"cold_fire": needed}
    assert act(state, "block enemy=0").turn.combat.foes[0].blocked == [True]


@pytest.mark.parametrize("element, brutal", [("physical", True), ("fire", False)])
def test_8_12_1_red_city_gives_physical_attacks_brutal(element, brutal):
    enemy = find_enemy(element=element)
    value = data(enemy).attacks[0].value
    state = act(fight(foe(enemy, city="red", defends=True), phase="assign_damage"), "damage enemy=0 to=hero")
    assert wounds(state.players[0].hand) == ceil(value * (2 if brutal else 1) / HERO_ARMOR)


@pytest.mark.parametrize("element, poison", [("physical", True), ("fire", False)])
def test_8_12_1_green_city_gives_physical_attacks_poison(element, poison):
    enemy = find_enemy(element=element)
    expected = ceil(data(enemy).attacks[0].value / HERO_ARMOR)
    state = act(fight(foe(enemy, city="green", defends=True), phase="assign_damage"), "damage enemy=0 to=hero")
    assert wounds(state.players[0].hand) == expected
    assert wounds(state.players[0].discard) == (expected if poison else 0)


def test_8_8_14_a_brutal_green_city_defender_with_attack_4_gives_4_wounds_in_hand_and_4_in_the_discard_pile():
    enemy = find_enemy(element="physical", has=("brutal",), allow=())
    state = fight(foe(enemy, attack=4, city="green", defends=True), phase="assign_damage")
    state = act(state, "damage enemy=0 to=hero")
    assert wounds(state.players[0].hand) == 4 and wounds(state.players[0].discard) == 4


# --- §8.11 Combat outcomes -------------------------------------------------------------------------------------

def _tower_assault(defender):
    """Tovak moves from 4-SW into the mage tower at 4-C, defended by `defender`."""
    state = build_position(CATALOG, {"tiles": TOWER_AND_KEEP_MAP, "enemies": {"4-C": [defender]},
                                     "players": [{"hero": "tovak", "position": "4-SW", "hand": ["march"]}],
                                     "turn": {"move": 10}})
    return act(state, "move to=4-C")


def test_8_1_1_moving_into_a_mage_tower_is_an_assault_that_costs_1_reputation_and_a_win_conquers_it():
    defender = find_enemy(color="violet", resists=(), allow=ATTACKING)
    state = _tower_assault(defender)
    combat = state.turn.combat
    assert combat.kind == "assault" and (combat.site, combat.came_from) == (key_of(state, "4-C"), key_of(state, "4-SW"))
    assert state.players[0].reputation == -1 and combat.foes[0].defends and state.turn.move == 0
    combat.attack = {"ranged:physical": 20}
    refused(state, "attack targets=0", "8.6.6")  # defenders are fortified (§8.1.1)
    combat.attack = {"siege:physical": data(defender).armor}
    state = act(state, "attack targets=0")
    assert state.turn.combat is None and state.players[0].position == key_of(state, "4-C")
    assert state.map.shields[key_of(state, "4-C")] == [0] and state.turn.rewards == [["site", "mage_tower"]]
    assert state.players[0].fame == data(defender).fame and state.players[0].reputation == -1
    assert key_of(state, "4-C") not in state.map.enemies and not verbs(state, "move")  # the turn ends here


def test_8_11_3_4_a_failed_real_assault_withdraws_to_the_space_it_came_from():
    defender = find_enemy(color="violet", resists=(), allow=ATTACKING)
    state = act(act(_tower_assault(defender), "next-phase"), "next-phase")
    state = act(act(state, "damage enemy=0 to=hero"), "next-phase")
    assert state.turn.combat is None and state.players[0].position == key_of(state, "4-SW")
    assert state.turn.path == [key_of(state, "4-SW")] and state.turn.rewards == []
    assert key_of(state, "4-C") not in state.map.shields and state.players[0].reputation == -1
    assert [t.enemy for t in state.map.enemies[key_of(state, "4-C")]] == [defender]


def test_8_11_3_4_a_failed_assault_built_directly_withdraws_to_came_from_without_wounds():
    gray = find_enemy(color="gray", resists=(), allow=ATTACKING)
    state = fight(foe(gray, defends=True), phase="attack", kind="assault", tiles=TOWER_AND_KEEP_MAP,
                  position="3-NE")
    combat = state.turn.combat
    combat.site, combat.came_from = key_of(state, "3-NE"), key_of(state, "3-C")
    state.turn.path = [combat.came_from, combat.site]
    state = act(state, "next-phase")
    assert state.turn.combat is None and state.players[0].position == key_of(state, "3-C")
    assert wounds(state.players[0].hand) == 0 and key_of(state, "3-NE") not in state.map.shields


def test_8_2_2_an_assault_that_provokes_an_orc_fights_both_and_only_the_defenders_are_fortified():
    defender = find_enemy(color="violet", resists=(), allow=ATTACKING)
    orc = find_enemy(color="green", resists=(), allow=ATTACKING)
    state = build_position(CATALOG, {"tiles": TOWER_AND_KEEP_MAP, "enemies": {"4-C": [defender], "4-W": [orc]},
                                     "players": [{"hero": "tovak", "position": "4-SW", "hand": ["march"]}],
                                     "turn": {"move": 10}})
    state = act(state, "move to=4-C")  # 4-SW and 4-C both border the orc on 4-W
    assert [(f.enemy, f.defends, f.rampaging) for f in state.turn.combat.foes] == [(defender, True, False),
                                                                                   (orc, False, True)]
    state.turn.combat.attack = {"siege:physical": data(defender).armor}
    state = act(state, "attack targets=0")  # the site is conquered even though the orc is not defeated
    assert state.turn.combat is not None
    state.turn.combat.attack = {"ranged:physical": data(orc).armor}
    state = act(state, "attack targets=1")
    assert state.turn.combat is None and state.map.shields[key_of(state, "4-C")] == [0]
    assert state.players[0].reputation == -1 + 1  # the assault, then the orc marauders


def _keep_assault(defender):
    """Tovak moves from 3-C into the keep at 3-NE, defended by `defender`; the Attack phase, points for a win."""
    state = build_position(CATALOG, {"tiles": TOWER_AND_KEEP_MAP, "enemies": {"3-NE": [defender]},
                                     "players": [{"hero": "tovak", "position": "3-C", "hand": ["march"]}],
                                     "turn": {"move": 10}})
    state = act(state, "move to=3-NE")
    state.turn.combat.phase, state.turn.combat.attack = "attack", {"melee:cold_fire": 50}
    return state


@pytest.mark.parametrize("printed", [-1, 1])
def test_lost_legion_2_6_a_tokens_reputation_is_added_to_the_assaults(printed):
    defender = next(e.id for e in CATALOG.enemies.values() if e.color == "gray" and e.reputation == printed)
    state = _keep_assault(defender)
    assert state.players[0].reputation == -1
    won = act(state, "attack targets=0")
    assert won.turn.combat is None and won.players[0].reputation == -1 + printed
    lost = act(state, "next-phase")
    assert lost.players[0].reputation == -1 and lost.players[0].position == key_of(state, "3-C")


def test_lost_legion_2_6_on_the_x_space_the_assault_costs_nothing_and_thugs_still_raise_it():
    bottom = CATALOG.source.reputation.min
    defender = next(e.id for e in CATALOG.enemies.values() if e.color == "gray" and e.reputation == 1)
    state = build_position(CATALOG, {"tiles": TOWER_AND_KEEP_MAP, "enemies": {"3-NE": [defender]},
                                     "players": [{"hero": "tovak", "position": "3-C", "reputation": bottom}],
                                     "turn": {"move": 10}})
    state = act(state, "move to=3-NE")
    assert state.players[0].reputation == bottom
    state.turn.combat.phase, state.turn.combat.attack = "attack", {"melee:cold_fire": 50}
    assert act(state, "attack targets=0").players[0].reputation == bottom + 1


def test_8_11_1_a_city_assault_gives_a_shield_per_defeated_defender_and_the_rest_stay():
    first = find_enemy(color="white", allow=ATTACKING)
    second = find_enemy(color="green", element="physical", resists=())
    state = build_position(CATALOG, {"scenario": "full_conquest", "seats": 2,
                                     "tiles": BLUE_CITY_MAP, "enemies": {"C6-C": [first, second]},
                                     "players": [{"hero": "tovak", "position": "C6-SW", "hand": ["march"]}],
                                     "turn": {"move": 10}})
    state = act(state, "move to=C6-C")
    combat = state.turn.combat
    assert [(f.enemy, f.defends, f.city) for f in combat.foes] == [(first, True, "blue"), (second, True, "blue")]
    combat.phase, combat.attack = "attack", {"melee:physical": data(second).armor}
    state = act(act(state, "attack targets=1"), "next-phase")
    city = key_of(state, "C6-C")
    assert state.turn.combat is None and state.map.shields[city] == [0]
    assert [t.enemy for t in state.map.enemies[city]] == [first]
    assert state.players[0].position == key_of(state, "C6-SW")


# --- bad input -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, rule", [
    ("attack targets=9", "8.6.2"),
    ("attack targets=a", "8.6.2"),
    ("attack targets=0,0", "8.6.2"),
])
def test_8_6_2_bad_attack_targets_are_refused(text, rule):
    state = fight(*_plain(3), phase="attack")
    state.turn.combat.attack = {"melee:physical": 50}
    refused(state, text, rule)


def test_8_7_3_a_block_naming_a_missing_attack_is_refused():
    state = fight(*_plain(3), phase="block")
    state.turn.combat.block = {"physical": 50}
    refused(state, "block enemy=0 attack=7", "8.7.3")
    refused(state, "block enemy=4", "8.6.2")
    blocked = act(state, "block enemy=0")
    blocked.turn.combat.block = {"physical": 50}
    refused(blocked, "block enemy=0", "8.7.3")  # already blocked


def test_8_8_4_damage_to_a_missing_unit_is_refused():
    state = fight(*_plain(3), phase="assign_damage", units=(find_unit(armor=4),))
    refused(state, "damage enemy=0 to=unit:5", "8.8.4")
    refused(state, "damage enemy=0 to=nobody", "8.8.3")


@pytest.mark.parametrize("text", ["attack targets=0", "block enemy=0", "slow enemy=0", "damage enemy=0 to=hero",
                                  "next-phase"])
def test_8_3_combat_verbs_outside_a_combat_are_refused(text):
    state = build_position(CATALOG, {"players": [{"hero": "tovak", "position": "1-W"}], "turn": {"move": 3}})
    refused(state, text, "8.3")


@pytest.mark.parametrize("text", ["end-turn", "move to=1-C", "rest card=march wounds=0"])
def test_8_3_non_combat_actions_during_a_combat_are_refused(text):
    state = fight(*_plain(3), move=5)
    assert "end-turn" not in legal(state)
    refused(state, text, "8.3")


@pytest.mark.parametrize("phase, text, rule", [
    ("block", "attack targets=0", "8.3"),
    ("ranged_siege", "block enemy=0", "8.7"),
    ("attack", "damage enemy=0 to=hero", "8.8"),
])
def test_8_3_combat_verbs_in_the_wrong_phase_are_refused(phase, text, rule):
    state = fight(*_plain(3), phase=phase)
    state.turn.combat.attack, state.turn.combat.block = {"melee:physical": 50}, {"physical": 50}
    refused(state, text, rule)

"""The combat view (engine/mageknight/combat/view.py): what the combat panel's header and the combat picture show,
named after the rules spec sections whose numbers it carries. Positions come from test_rules_combat's `fight`."""
import pytest

from engine.mageknight.game import GAME
from tests.mageknight.moves import act
from tests.mageknight.test_rules_combat import CATALOG, data, fight, find_enemy, find_unit, foe


def combat(state, seat=None):
    return GAME.view(state, seat)["combat"]


def test_8_6_3_the_attack_pool_is_shown_by_range_and_by_element():
    state = fight(foe("prowlers"), phase="ranged_siege")
    state.turn.combat.attack = {"ranged:fire": 2, "ranged:physical": 1, "siege:ice": 3, "melee:physical": 4}
    points = combat(state)["attack_points"]
    assert list(points) == ["ranged", "siege", "melee"]
    assert points["ranged"] == {"total": 3, "elements": {"fire": 2, "physical": 1}}
    assert points["siege"] == {"total": 3, "elements": {"ice": 3}}
    assert points["melee"] == {"total": 4, "elements": {"physical": 4}}


def test_8_7_4_the_block_pool_is_shown_by_element_and_an_empty_pool_as_zero():
    state = fight(foe("prowlers"), phase="block")
    assert combat(state)["block_points"] == {"total": 0, "elements": {}}
    assert combat(state)["attack_points"]["melee"] == {"total": 0, "elements": {}}
    state.turn.combat.block = {"ice": 2, "physical": 3}
    assert combat(state)["block_points"] == {"total": 5, "elements": {"ice": 2, "physical": 3}}


def test_8_7_6_a_swift_attack_needs_twice_its_value_to_block():
    enemy = find_enemy(has=("swift",))
    (attack,) = combat(fight(foe(enemy), phase="block"))["enemies"][0]["attacks"]
    assert attack["value"] == data(enemy).attacks[0].value and attack["block_needed"] == 2 * attack["value"]
    (plain,) = combat(fight(foe("prowlers"), phase="block"))["enemies"][0]["attacks"]
    assert plain["block_needed"] == plain["value"]


def test_8_8_2_an_unblocked_brutal_attack_is_due_with_twice_its_value():
    enemy = find_enemy(has=("brutal",))
    view = combat(fight(foe(enemy), phase="assign_damage"))
    (due,) = view["damage_due"]
    value = data(enemy).attacks[0].value
    assert due == {"enemy": 0, "attack": 0, "element": data(enemy).attacks[0].element, "points": 2 * value,
                   "assigning": False, "abilities": ["brutal"]}
    assert view["enemies"][0]["attacks"][0]["damage"] == 2 * value


@pytest.mark.parametrize("ability", ["poison", "paralyze", "assassination"])
def test_8_8_8_to_11_what_an_unblocked_attack_brings_along_is_noted_with_its_damage(ability):
    """§8.8.8 Poison, §8.8.9 Paralyze, §8.8.11 Assassination."""
    enemy = find_enemy(has=(ability,), allow=("elusive", "swift", "fortified", "unfortified"))
    (due,) = combat(fight(foe(enemy), phase="block"))["damage_due"]
    assert due["abilities"] == [ability] and due["points"] == data(enemy).attacks[0].value


def test_8_7_7_a_blocked_attack_is_marked_and_deals_no_damage():
    state = fight(foe("prowlers"), foe("prowlers"), phase="block")
    state.turn.combat.block = {"physical": data("prowlers").attacks[0].value}
    view = combat(act(state, "block enemy=1"))
    assert [e["attacks"][0]["blocked"] for e in view["enemies"]] == [False, True]
    assert [e["attacks"][0]["attacking"] for e in view["enemies"]] == [True, False]
    assert [d["enemy"] for d in view["damage_due"]] == [0]


def test_8_8_3_the_damage_being_assigned_counts_with_what_is_left_of_it():
    unit = find_unit(armor=3, resists=())
    state = fight(foe("prowlers", attack=5), phase="assign_damage", units=(unit,))
    view = combat(act(state, "damage enemy=0 to=unit:0"))
    assert view["damage"] == {"enemy": 0, "attack": 0, "left": 2}
    assert view["damage_due"] == [{"enemy": 0, "attack": 0, "element": "physical", "points": 2, "assigning": True,
                                   "abilities": []}]


def test_8_6_6_a_defeated_enemy_is_marked_and_owes_no_damage():
    state = fight(foe("prowlers"), foe("cursed_hags"), phase="ranged_siege")
    state.turn.combat.attack = {"ranged:physical": data("prowlers").armor}
    view = combat(act(state, "attack targets=0"))
    assert [e["defeated"] for e in view["enemies"]] == [True, False]
    assert view["enemies"][0]["fame"] == data("prowlers").fame
    assert [d["enemy"] for d in view["damage_due"]] == [1]


def test_8_10_abilities_and_resistances_are_named_in_both_languages_in_the_glossarys_order():
    enemy = next(e for e in CATALOG.enemies.values() if len(e.abilities) >= 2 and e.resistances and e.defend is None)
    (shown,) = combat(fight(foe(enemy.id), phase="block"))["enemies"]
    glossary = CATALOG.enemy_abilities
    assert [a["id"] for a in shown["named_abilities"]] == [a for a in glossary if a in enemy.abilities]
    for named in shown["named_abilities"] + shown["named_resistances"]:
        assert named["name"] == {"en": glossary[named["id"]].name.en, "de": glossary[named["id"]].name.de}
    assert [a["id"] for a in shown["named_resistances"]] == [a for a in glossary if a.endswith("_resistance")
                                                             and a.removesuffix("_resistance") in enemy.resistances]


def test_8_10_defend_is_named_with_the_amount_on_its_token():
    enemy = next(e for e in CATALOG.enemies.values() if e.defend is not None)
    (shown,) = combat(fight(foe(enemy.id), phase="block"))["enemies"]
    (defend,) = [a for a in shown["named_abilities"] if a["id"] == "defend"]
    assert defend["amount"] == enemy.defend.amount


@pytest.mark.parametrize("city, ability", [("red", "brutal"), ("green", "poison")])
def test_8_12_1_the_citys_bonus_ability_is_named_and_counted_in_the_damage(city, ability):
    enemy = find_enemy(element="physical", allow=())
    view = combat(fight(foe(enemy, city=city, defends=True), phase="block"))
    assert [a["id"] for a in view["enemies"][0]["named_abilities"]] == [ability, "fortified"]  # the city's walls
    (due,) = view["damage_due"]
    value = data(enemy).attacks[0].value
    assert due["abilities"] == [ability] and due["points"] == (2 * value if ability == "brutal" else value)


def test_8_6_4_a_defender_of_a_fortified_site_is_named_fortified_and_an_unfortified_one_is_not():
    plain = find_enemy(element="physical", allow=())
    unfortified = find_enemy(has=("unfortified",), allow=("swift", "elusive"))
    fortified = find_enemy(has=("fortified",), allow=())
    view = combat(fight(foe(plain, defends=True), foe(unfortified, defends=True), foe(plain),
                        foe(fortified, defends=True), phase="ranged_siege"))
    named = [[a["id"] for a in e["named_abilities"] if a["id"] == "fortified"] for e in view["enemies"]]
    assert named == [["fortified"], [], [], ["fortified"]]
    assert [e["fortified"] for e in view["enemies"]] == [1, 0, 0, 2]


def test_8_3_the_combat_is_public_everyone_sees_the_same_view():
    state = fight(foe("prowlers"), foe("cursed_hags"), phase="block")
    state.turn.combat.block = {"ice": 2}
    assert combat(state, None) == combat(state, 0)

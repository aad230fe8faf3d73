"""The effect parser on every kind of the vocabulary (docs/data-format.md, "The effect vocabulary")."""
from __future__ import annotations

import pytest

from engine.mageknight.catalog import conditions as c
from engine.mageknight.catalog import effects as e
from engine.mageknight.catalog import enemy_effects as en
from engine.mageknight.catalog import modifiers as m
from engine.mageknight.catalog import vocabulary
from engine.mageknight.catalog.effects import EFFECT_KINDS, parse_effect
from engine.content.errors import DataError
from engine.content.frozen import FrozenMap


def parse(value):
    return parse_effect(value, "effect")


def error_of(value) -> str:
    with pytest.raises(DataError) as caught:
        parse(value)
    return str(caught.value)


# --- gains ----------------------------------------------------------------------------------

@pytest.mark.parametrize("value, node", [
    ({"move": 2}, e.Move(2)),
    ({"influence": 3}, e.Influence(3)),
    ({"attack": 2}, e.Attack(2, "melee", "physical")),
    ({"attack": {"value": 3, "range": "ranged", "element": "fire"}}, e.Attack(3, "ranged", "fire")),
    ({"attack": {"value": 5, "range": "siege", "element": "cold_fire"}}, e.Attack(5, "siege", "cold_fire")),
    ({"block": 2}, e.Block(2, "physical")),
    ({"block": {"value": 3, "element": "ice"}}, e.Block(3, "ice")),
    ({"heal": 2}, e.Heal(2)),
    ({"draw": 1}, e.Draw(1)),
    ({"mana": "red"}, e.GainMana("red", 1)),
    ({"mana": "black"}, e.GainMana("black", 1)),
    ({"mana": {"color": "any_basic", "count": 2}}, e.GainMana("any_basic", 2)),
    ({"mana": {"color": "any"}}, e.GainMana("any", 1)),
    ({"crystal": "blue"}, e.GainCrystal("blue", 1)),
    ({"crystal": {"color": "any_basic", "count": 1}}, e.GainCrystal("any_basic", 1)),
    ({"fame": 2}, e.Fame(2)),
    ({"reputation": -1}, e.Reputation(-1)),
    ({"reputation": 2}, e.Reputation(2)),
    ({"wound": 1}, e.TakeWound(1, "hand")),
    ({"wound": {"count": 2, "to": "discard"}}, e.TakeWound(2, "discard")),
    ({"ready_unit": {"max_level": 2, "count": 1}}, e.ReadyUnit(2, 1)),
    ({"ready_unit": {"max_level": 3}}, e.ReadyUnit(3, 1)),
    ({"heal_unit": {"max_level": 4}}, e.HealUnit(4, 1)),
    ({"source_dice": 1}, e.SourceDice(1)),
])
def test_gain_effects(value, node):
    assert parse(value) == node


@pytest.mark.parametrize("value, message", [
    ({"move": -1}, "effect.move: expected a non-negative integer, got -1"),
    ({"move": "2"}, "effect.move: expected an integer, got a string '2'"),
    ({"move": True}, "effect.move: expected an integer, got a boolean True"),
    ({"attack": {"value": 3, "range": "long"}}, "effect.attack.range: unknown attack range 'long'"),
    ({"attack": {"value": 3, "element": "lightning"}}, "effect.attack.element: unknown element 'lightning'"),
    ({"attack": {"value": 3, "elemnt": "fire"}}, "effect.attack.elemnt: unknown key 'elemnt'"),
    ({"attack": {"range": "ranged"}}, "effect.attack: missing required key 'value'"),
    ({"block": {"value": 3, "range": "ranged"}}, "effect.block.range: unknown key 'range'"),
    ({"mana": "purple"}, "effect.mana: unknown mana colour 'purple'"),
    ({"crystal": "gold"}, "effect.crystal: unknown crystal colour 'gold'"),  # §5.9.2: no gold crystals
    ({"crystal": "black"}, "effect.crystal: unknown crystal colour 'black'"),
    ({"wound": {"count": 1, "to": "deck"}}, "effect.wound.to: unknown wound destination 'deck'"),
    ({"ready_unit": 2}, "effect.ready_unit: expected a mapping, got an integer 2"),
    ({"draw": 0}, "effect.draw: expected a positive integer, got 0"),
])
def test_gain_errors_name_the_key_path(value, message):
    assert error_of(value).startswith(message)


# --- composition ----------------------------------------------------------------------------

def test_a_plain_list_means_all_in_order():
    assert parse([{"move": 2}, {"draw": 1}]) == e.All((e.Move(2), e.Draw(1)))
    assert parse({"all": [{"move": 2}, {"draw": 1}]}) == e.All((e.Move(2), e.Draw(1)))


def test_the_empty_list_is_no_effect():
    assert parse([]) == e.All(())


def test_choice_optional_if_per_pay():
    assert parse({"choice": [{"move": 2}, {"influence": 2}]}) == e.Choice((e.Move(2), e.Influence(2)))
    assert parse({"optional": {"draw": 1}}) == e.Optional(e.Draw(1))
    assert parse({"if": {"cond": "night", "then": {"move": 1}, "else": {"move": 2}}}) == \
        e.If(c.Flag("night"), e.Move(1), e.Move(2))
    assert parse({"if": {"cond": "day", "then": {"move": 1}}}) == e.If(c.Flag("day"), e.Move(1), None)
    assert parse({"per": {"count": "enemies", "effect": {"attack": 2}, "max": 3}}) == \
        e.Per("enemies", e.Attack(2), 3)
    assert parse({"pay": {"cost": {"wound": 1}, "effect": {"attack": 5}, "required": True}}) == \
        e.Pay(e.Cost(wound=1), e.Attack(5), True)


def test_choice_needs_options():
    assert error_of({"choice": []}) == "effect.choice: expected at least one effect"


def test_unknown_effect_inside_a_choice_names_the_option():
    path = "units[3].abilities[0].effect"
    with pytest.raises(DataError) as caught:
        parse_effect({"choice": [{"attack": 2}, {"attak": 3}]}, path)
    assert str(caught.value) == "units[3].abilities[0].effect.choice[1]: unknown effect 'attak'"


def test_an_effect_has_exactly_one_kind():
    assert "exactly one key" in error_of({"move": 2, "attack": 2})
    assert error_of({}) == "effect: an effect cannot be empty"
    assert error_of("move") == "effect: effect 'move' needs an argument ('move: ...')"
    assert error_of(3).startswith("effect: expected a mapping")


@pytest.mark.parametrize("counter", sorted(vocabulary.COUNTERS))
def test_every_counter(counter):
    assert parse({"per": {"count": counter, "effect": {"move": 1}}}).counter == counter


def test_unknown_counter():
    assert error_of({"per": {"count": "wounds", "effect": {"move": 1}}}).startswith(
        "effect.per.count: unknown counter 'wounds'")


@pytest.mark.parametrize("cost, node", [
    ({"wound": 2}, e.Cost(wound=2)),
    ({"discard": {"count": 1}}, e.Cost(discard=e.DiscardCost(1, "non_wound"))),
    ({"discard": {"count": "any", "filter": "wound"}}, e.Cost(discard=e.DiscardCost("any", "wound"))),
    ({"discard": {"count": 2, "filter": "any"}}, e.Cost(discard=e.DiscardCost(2, "any"))),
    ({"mana": "green"}, e.Cost(mana=e.GainMana("green"))),
    ({"mana": {"color": "black", "count": 1}}, e.Cost(mana=e.GainMana("black"))),
    ({"crystal": "white"}, e.Cost(crystal=e.GainCrystal("white"))),
    ({"move": 2}, e.Cost(move=2)),
    ({"influence": 3}, e.Cost(influence=3)),
    ({"fame": 1}, e.Cost(fame=1)),
    ({"reputation": 1}, e.Cost(reputation=1)),
    ({"throw_away": "self"}, e.Cost(throw_away_self=True)),
    ({"spend_unit": True}, e.Cost(spend_unit=True)),
    ({"wound": 1, "mana": "red"}, e.Cost(wound=1, mana=e.GainMana("red"))),
])
def test_every_cost(cost, node):
    assert parse({"pay": {"cost": cost, "effect": {"move": 1}}}).cost == node


@pytest.mark.parametrize("cost, message", [
    ({}, "effect.pay.cost: a cost must ask for something"),
    ({"gold": 1}, "effect.pay.cost.gold: unknown key 'gold'"),
    ({"throw_away": "hand"}, "effect.pay.cost.throw_away: throw_away takes 'self', got 'hand'"),
    ({"discard": {"count": 1, "filter": "spells"}}, "effect.pay.cost.discard.filter: unknown discard filter 'spells'"),
])
def test_cost_errors(cost, message):
    assert error_of({"pay": {"cost": cost, "effect": {"move": 1}}}).startswith(message)


def test_hooks_short_and_long_form():
    assert parse({"hook": "mana_storm"}) == e.Hook("mana_storm")
    hook = parse({"hook": {"name": "time_bending", "args": {"cards": [1, 2], "mode": {"x": 1}}}})
    assert hook.name == "time_bending"
    assert hook.args == {"cards": (1, 2), "mode": {"x": 1}}
    assert isinstance(hook.args["mode"], FrozenMap)
    hash(hook)  # nodes are hashable: usable in sets and as cache keys


def test_hook_name_must_be_snake_case():
    assert error_of({"hook": "Mana Storm"}) == "effect.hook: id 'Mana Storm' is not snake_case"


def test_every_effect_kind_is_tested():
    tested = {"move", "influence", "attack", "block", "heal", "draw", "mana", "crystal", "fame", "reputation", "wound",
              "ready_unit", "heal_unit", "source_dice", "all", "choice", "optional", "if", "per", "pay", "hook",
              "modifier", "target_enemy"}
    assert EFFECT_KINDS == tested


# --- conditions -----------------------------------------------------------------------------

@pytest.mark.parametrize("condition, node", [
    ("day", c.Flag("day")),
    ("night", c.Flag("night")),
    ("in_combat", c.Flag("in_combat")),
    ("not_in_combat", c.Flag("not_in_combat")),
    ("underground", c.Flag("underground")),
    ({"phase": "block"}, c.InPhase("block")),
    ({"phase": "ranged_siege"}, c.InPhase("ranged_siege")),
    ({"phase": "assign_damage"}, c.InPhase("assign_damage")),
    ({"phase": "attack"}, c.InPhase("attack")),
    ({"terrain": ["forest", "hills"]}, c.OnTerrain(("forest", "hills"))),
    ({"terrain": "forest"}, c.OnTerrain(("forest",))),
    ({"site": ["village"]}, c.AtSite(("village",))),
    ({"not": "day"}, c.Not(c.Flag("day"))),
    ({"any": ["night", "underground"]}, c.AnyOf((c.Flag("night"), c.Flag("underground")))),
    ({"all": ["day", {"terrain": ["desert"]}]}, c.AllOf((c.Flag("day"), c.OnTerrain(("desert",))))),
    ({"wounds_in_hand_at_least": 1}, c.WoundsInHandAtLeast(1)),
    ({"mana_paid": "black"}, c.ManaPaid("black")),
])
def test_every_condition(condition, node):
    assert parse({"if": {"cond": condition, "then": {"move": 1}}}).condition == node


@pytest.mark.parametrize("condition, message", [
    ("dusk", "effect.if.cond: unknown condition 'dusk'"),
    ({"weather": "rain"}, "effect.if.cond: unknown condition 'weather'"),
    ({"phase": "melee"}, "effect.if.cond.phase: unknown combat phase 'melee'"),
    ({"mana_paid": "pink"}, "effect.if.cond.mana_paid: unknown mana colour 'pink'"),
    ({"any": []}, "effect.if.cond.any: expected at least one condition"),
    ({"not": "dusk"}, "effect.if.cond.not: unknown condition 'dusk'"),
    ({"day": True, "night": True}, "effect.if.cond: a condition is a word or a mapping with one key"),
])
def test_condition_errors(condition, message):
    assert error_of({"if": {"cond": condition, "then": {"move": 1}}}).startswith(message)


def test_condition_remembers_where_it_was_read():
    node = parse({"if": {"cond": {"terrain": ["forest"]}, "then": {"move": 1}}}).condition
    assert node.at == "effect.if.cond.terrain"


# --- modifiers ------------------------------------------------------------------------------

@pytest.mark.parametrize("params, change", [
    ({"type": "terrain_cost", "terrain": "forest", "add": -1, "min": 0}, m.TerrainCost("forest", -1, None, 0)),
    ({"type": "terrain_cost", "terrain": "all", "set": 1}, m.TerrainCost("all", None, 1, None)),
    ({"type": "terrain_passable", "terrain": ["lake", "mountain"], "cost": 5},
     m.TerrainPassable(("lake", "mountain"), 5)),
    ({"type": "safe_terrain", "terrain": ["mountain"]}, m.SafeTerrain(("mountain",))),
    ({"type": "no_provoke"}, m.NoProvoke()),
    ({"type": "attack_bonus", "amount": 2, "range": "ranged", "element": "ice", "first_card_only": True},
     m.AttackBonus(2, "ranged", "ice", True)),
    ({"type": "block_bonus", "amount": 1, "element": "fire"}, m.BlockBonus(1, "fire", False)),
    ({"type": "move_bonus", "amount": 1}, m.MoveBonus(1)),
    ({"type": "move_bonus", "amount": 1, "first_card_only": True}, m.MoveBonus(1, True)),
    ({"type": "influence_bonus", "amount": 2}, m.InfluenceBonus(2)),
    ({"type": "sideways_value", "value": 2, "card_color": "red", "as": ["attack", "block"]},
     m.SidewaysValue(2, "red", ("attack", "block"))),
    ({"type": "convert", "from": "move", "to": "attack", "rate": 2, "range": "siege"},
     m.Convert("move", "attack", 2, "siege", None)),
    ({"type": "unit_bonus", "armor": 1}, m.UnitBonus(0, 0, 1)),
    ({"type": "unit_resistance", "element": "fire"}, m.UnitResistance("fire")),
    ({"type": "no_unit_damage"}, m.NoUnitDamage()),
    ({"type": "hand_limit", "amount": 1}, m.HandLimit(1)),
    ({"type": "interaction_bonus", "amount": 2}, m.InteractionBonus(2)),
    ({"type": "mana_any_color", "colors": ["gold", "black"]}, m.ManaAnyColor(("gold", "black"))),
    ({"type": "mana_any_color"}, m.ManaAnyColor(())),
    ({"type": "extra_source_die", "count": 1}, m.ExtraSourceDie(1)),
    ({"type": "rule", "name": "ignore_fortification"}, m.RuleChange("ignore_fortification")),
])
def test_every_modifier_type(params, change):
    node = parse({"modifier": dict(params, duration="combat")})
    assert node == m.Modifier("combat", change)


def test_every_modifier_type_is_tested():
    assert m.MODIFIER_TYPES == {
        "terrain_cost", "terrain_passable", "safe_terrain", "no_provoke", "attack_bonus", "block_bonus",
        "move_bonus", "influence_bonus", "sideways_value", "convert", "unit_bonus", "unit_resistance",
        "no_unit_damage", "hand_limit", "interaction_bonus", "mana_any_color", "extra_source_die", "rule"}


def test_a_modifier_lasts_for_the_turn_unless_told():  # §5.5.3
    assert parse({"modifier": {"type": "no_provoke"}}).duration == "turn"
    assert parse({"modifier": {"type": "no_provoke", "duration": "round"}}).duration == "round"


@pytest.mark.parametrize("params, message", [
    ({"type": "attak_bonus", "amount": 1}, "effect.modifier.type: unknown modifier type 'attak_bonus'"),
    ({"type": "no_provoke", "duration": "game"}, "effect.modifier.duration: unknown duration 'game'"),
    ({"type": "terrain_cost", "terrain": "forest"}, "effect.modifier: terrain_cost needs exactly one of 'add' and 'set'"),
    ({"type": "terrain_cost", "terrain": "forest", "add": -1, "set": 2},
     "effect.modifier: terrain_cost needs exactly one of 'add' and 'set'"),
    ({"type": "attack_bonus", "amount": 1, "element": "wind"}, "effect.modifier.element: unknown element 'wind'"),
    ({"type": "convert", "from": "block", "to": "attack"}, "effect.modifier.from: unknown convert source 'block'"),
    ({"type": "sideways_value", "value": 2, "as": ["heal"]}, "effect.modifier.as[0]: unknown sideways use 'heal'"),
    ({"type": "unit_bonus"}, "effect.modifier: unit_bonus needs at least one of"),
    ({"type": "no_provoke", "amount": 1}, "effect.modifier.amount: unknown key 'amount'"),
    ({"type": "mana_any_color", "colors": ["purple"]}, "effect.modifier.colors[0]: unknown mana colour 'purple'"),
])
def test_modifier_errors(params, message):
    assert error_of({"modifier": params}).startswith(message)


# --- effects on enemies ---------------------------------------------------------------------

@pytest.mark.parametrize("enemy_effect, node", [
    ({"armor": -2}, en.ChangeArmor(-2)),
    ({"attack": -1}, en.ChangeAttack(-1)),
    ({"skip_attack": True}, en.EnemyFlag("skip_attack")),
    ({"lose_fortification": True}, en.EnemyFlag("lose_fortification")),
    ({"lose_resistances": True}, en.EnemyFlag("lose_resistances")),
    ({"destroy_if_blocked": True}, en.EnemyFlag("destroy_if_blocked")),
    ({"defeat": True}, en.EnemyFlag("defeat")),
    ({"defeat_no_fame": True}, en.EnemyFlag("defeat_no_fame")),
])
def test_every_enemy_effect(enemy_effect, node):
    assert parse({"target_enemy": {"effect": [enemy_effect]}}).effects == (node,)


def test_every_enemy_effect_is_tested():
    assert en.ENEMY_EFFECT_KINDS == {"armor", "attack", "skip_attack", "lose_fortification", "lose_resistances",
                                     "destroy_if_blocked", "defeat", "defeat_no_fame"}


@pytest.mark.parametrize("filter_, nodes", [
    ("not_fortified", (en.NotFortified(),)),
    ("not_arcane_immune", (en.NotArcaneImmune(),)),
    ({"not_resistant": ["ice"]}, (en.NotResistant(("ice",)),)),
    ({"max_armor": 4}, (en.MaxArmor(4),)),
    (["not_fortified", {"max_armor": 3}], (en.NotFortified(), en.MaxArmor(3))),
])
def test_every_enemy_filter(filter_, nodes):
    node = parse({"target_enemy": {"count": "all", "filter": filter_, "effect": [{"armor": -1}]}})
    assert node == en.TargetEnemy("all", nodes, (en.ChangeArmor(-1),))


def test_target_enemy_defaults_to_one_enemy_and_takes_a_mapping_of_effects():
    node = parse({"target_enemy": {"effect": {"armor": -2, "attack": -1}}})
    assert node == en.TargetEnemy("one", (), (en.ChangeArmor(-2), en.ChangeAttack(-1)))


@pytest.mark.parametrize("params, message", [
    ({"effect": [{"freeze": True}]}, "effect.target_enemy.effect[0].freeze: unknown enemy effect 'freeze'"),
    ({"effect": [{"skip_attack": 1}]}, "effect.target_enemy.effect[0].skip_attack: 'skip_attack' takes the value true"),
    ({"count": "two", "effect": [{"armor": -1}]}, "effect.target_enemy.count: unknown target count 'two'"),
    ({"filter": "not_elusive", "effect": [{"armor": -1}]}, "effect.target_enemy.filter: unknown enemy filter 'not_elusive'"),
    ({"filter": {"not_resistant": ["wind"]}, "effect": [{"armor": -1}]},
     "effect.target_enemy.filter.not_resistant[0]: unknown element 'wind'"),
    ({"effect": []}, "effect.target_enemy.effect: expected at least one enemy effect"),
    ({"filter": "not_fortified"}, "effect.target_enemy: missing required key 'effect'"),
])
def test_target_enemy_errors(params, message):
    assert error_of({"target_enemy": params}).startswith(message)


def test_nodes_are_immutable():
    node = parse({"attack": 2})
    with pytest.raises(AttributeError):
        node.value = 3

"""Deliberately broken content: every problem is reported with its file and key path.

Each test breaks one thing in a deep copy of the real documents and checks the exact message.
"""
from __future__ import annotations

import pytest

from engine.mageknight.cards import KNOWN_HOOKS
from engine.mageknight.catalog import CatalogError, build_catalog
from engine.mageknight.catalog.build import validate

F = "data/mageknight/"


def problems(documents) -> list[str]:
    return validate(documents, known_hooks=KNOWN_HOOKS)[1].lines


def only_problem(documents) -> str:
    lines = problems(documents)
    assert len(lines) == 1, lines
    return lines[0]


def test_unknown_effect_in_a_unit_ability(documents):
    documents["units.yaml"]["units"][3]["abilities"][0]["effect"] = {"choice": [{"attack": 2}, {"attak": 3}]}
    assert only_problem(documents) == f"{F}units.yaml: units[3].abilities[0].effect.choice[1]: unknown effect 'attak'"


def test_build_catalog_raises_with_every_problem(documents):
    documents["units.yaml"]["units"][0]["armor"] = "three"
    documents["spells.yaml"]["spells"][0]["color"] = "purple"
    with pytest.raises(CatalogError) as caught:
        build_catalog(documents, known_hooks=KNOWN_HOOKS)
    assert caught.value.problems == (
        f"{F}spells.yaml: spells[0].color: unknown card colour 'purple' (allowed: blue, green, red, white)",
        f"{F}units.yaml: units[0].armor: expected an integer, got a string 'three'",
    )
    assert str(caught.value).splitlines() == list(caught.value.problems)


def test_missing_german_name(documents):
    del documents["advanced_actions.yaml"]["advanced_actions"][2]["name"]["de"]
    assert only_problem(documents) == f"{F}advanced_actions.yaml: advanced_actions[2].name: missing required key 'de'"


def test_missing_german_text(documents):
    del documents["spells.yaml"]["spells"][1]["basic"]["text"]["de"]
    assert only_problem(documents) == f"{F}spells.yaml: spells[1].basic.text: missing required key 'de'"


def test_unknown_extra_key_is_a_typo(documents):
    documents["units.yaml"]["units"][1]["resistence"] = ["fire"]
    assert only_problem(documents) == f"{F}units.yaml: units[1].resistence: unknown key 'resistence'"


def test_unknown_top_level_key(documents):
    documents["tactics.yaml"]["tactic"] = []
    assert only_problem(documents) == f"{F}tactics.yaml: tactic: unknown top-level key 'tactic' (allowed: tactics)"


def test_unknown_file(documents):
    documents["spels.yaml"] = {"spells": []}
    assert only_problem(documents).startswith(f"{F}spels.yaml: unknown data file (expected one of: basic_actions.yaml")


def test_missing_file(documents):
    del documents["tactics.yaml"]
    with pytest.raises(CatalogError) as caught:
        build_catalog(documents, known_hooks=KNOWN_HOOKS)
    assert caught.value.problems == (f"{F}tactics.yaml: missing data file",)


def test_duplicate_id_across_files(documents):
    documents["spells.yaml"]["spells"][0]["id"] = "march"
    assert only_problem(documents).startswith(
        f"{F}spells.yaml: spells[0]: duplicate id 'march' (already used at {F}basic_actions.yaml: basic_actions[")


def test_id_must_be_snake_case(documents):
    documents["terrain.yaml"]["terrains"][0]["id"] = "Plains"
    lines = problems(documents)
    assert lines[0] == f"{F}terrain.yaml: terrains[0].id: id 'Plains' is not snake_case"


def test_wrong_set(documents):
    documents["artifacts.yaml"]["artifacts"][0]["set"] = "expansion"
    assert only_problem(documents).startswith(f"{F}artifacts.yaml: artifacts[0].set: unknown set 'expansion'")


def test_unquoted_rule_section(documents):
    documents["levels.yaml"]["levels"][0]["rule"] = 8.1
    assert only_problem(documents) == (f'{F}levels.yaml: levels[0].rule: write the rule section as a quoted string '
                                       f'("8.1"), YAML reads it as a number')


# --- cross references -----------------------------------------------------------------------

def test_hero_deck_replacement_names_a_missing_card(documents):
    documents["heroes.yaml"]["heroes"][0]["deck_replacements"][0]["replace"] = "rag"
    assert f"{F}heroes.yaml: heroes[0].deck_replacements[0].replace: unknown card of the standard deck 'rag'" \
        in problems(documents)


def test_hero_deck_replacement_with_another_heros_card(documents):
    hero = documents["heroes.yaml"]["heroes"][0]
    other = documents["heroes.yaml"]["heroes"][1]["deck_replacements"][0]["with"]
    hero["deck_replacements"][0]["with"] = other
    assert f"{F}heroes.yaml: heroes[0].deck_replacements[0].with: '{other}' says hero: " \
        f"{documents['heroes.yaml']['heroes'][1]['id']}" in "\n".join(problems(documents))


def test_skill_of_an_unknown_hero(documents):
    documents["skills.yaml"]["skills"][0]["hero"] = "tovac"
    assert only_problem(documents) == f"{F}skills.yaml: skills[0].hero: unknown hero 'tovac'"


def test_unit_recruited_at_an_unknown_site(documents):
    documents["units.yaml"]["units"][0]["recruit_at"] = ["vilage"]
    assert only_problem(documents) == f"{F}units.yaml: units[0].recruit_at[0]: unknown site 'vilage'"


def test_tile_with_an_unknown_site_and_terrain(documents):
    hexes = documents["tiles.yaml"]["tiles"][2]["hexes"]
    hexes["SE"]["terrain"] = "jungle"
    hexes["SW"]["site"] = "castle"
    assert problems(documents) == [
        f"{F}tiles.yaml: tiles[2].hexes.SE.terrain: unknown terrain 'jungle'",
        f"{F}tiles.yaml: tiles[2].hexes.SW.site: unknown site 'castle'",
    ]


def test_tile_rampaging_enemy_must_be_an_enemy_colour(documents):
    documents["tiles.yaml"]["tiles"][2]["hexes"]["NW"]["rampaging"] = "orange"
    assert only_problem(documents).startswith(f"{F}tiles.yaml: tiles[2].hexes.NW.rampaging: unknown enemy colour 'orange'")


def test_tile_missing_a_hex(documents):
    del documents["tiles.yaml"]["tiles"][2]["hexes"]["NW"]
    assert only_problem(documents) == f"{F}tiles.yaml: tiles[2].hexes: missing hex position(s) NW"


def test_enemy_ability_not_in_the_glossary(documents):
    documents["enemies.yaml"]["enemies"][0]["abilities"] = ["swiftt"]
    assert only_problem(documents) == f"{F}enemies.yaml: enemies[0].abilities[0]: unknown enemy ability 'swiftt'"


def test_enemy_summons_an_enemy_colour(documents):
    documents["enemies.yaml"]["enemies"][0]["abilities"] = [{"summon": "pink"}]
    assert only_problem(documents).startswith(
        f"{F}enemies.yaml: enemies[0].abilities[0].summon: unknown enemy colour 'pink'")


def test_garrison_colour_must_be_an_enemy_colour(documents):
    documents["cities.yaml"]["garrisons"]["blue"][3] = ["gray", "purple"]
    assert only_problem(documents).startswith(f"{F}cities.yaml: garrisons.blue.3[1]: unknown enemy colour 'purple'")


def test_garrison_missing_a_level(documents):
    del documents["cities.yaml"]["garrisons"]["red"][11]
    assert only_problem(documents) == f"{F}cities.yaml: garrisons.red: missing city level(s) 11"


def test_site_defender_colour(documents):
    site = next(s for s in documents["sites.yaml"]["sites"] if s["id"] == "keep")
    index = documents["sites.yaml"]["sites"].index(site)
    site["defenders"]["color"] = "grey"
    assert only_problem(documents).startswith(f"{F}sites.yaml: sites[{index}].defenders.color: unknown enemy colour 'grey'")


def test_scenario_on_an_unknown_map_shape(documents):
    documents["scenarios.yaml"]["scenarios"][1]["by_players"][0]["map_shape"] = "circle"
    assert only_problem(documents) == f"{F}scenarios.yaml: scenarios[1].by_players[0].map_shape: unknown map shape 'circle'"


def test_unknown_terrain_in_an_effect_condition(documents):
    documents["basic_actions.yaml"]["basic_actions"][0]["basic"]["effect"] = {
        "if": {"cond": {"terrain": ["forrest"]}, "then": {"move": 2}}}
    assert only_problem(documents) == \
        f"{F}basic_actions.yaml: basic_actions[0].basic.effect.if.cond.terrain: unknown terrain 'forrest'"


def test_unknown_hook(documents):
    documents["spells.yaml"]["spells"][0]["basic"]["effect"] = {"hook": "no_such_hook_anywhere"}
    assert only_problem(documents) == (
        f"{F}spells.yaml: spells[0].basic.effect.hook: unknown hook 'no_such_hook_anywhere' "
        "(neither in KNOWN_HOOKS nor in engine/mageknight/catalog/hooks_pending.py)")


def test_a_known_hook_passes(documents):
    documents["spells.yaml"]["spells"][0]["basic"]["effect"] = {"hook": "no_such_hook_anywhere"}
    _, found = validate(documents, known_hooks=KNOWN_HOOKS | {"no_such_hook_anywhere"})
    assert found.lines == []


def test_a_broken_entry_is_reported_once_not_again_by_its_references(documents):
    documents["sites.yaml"]["sites"][0]["fortified"] = "no"  # village: units point at it
    assert only_problem(documents) == f"{F}sites.yaml: sites[0].fortified: expected true or false, got a string 'no'"


def test_origin_names_the_directory(documents):
    documents["units.yaml"]["units"][0]["armor"] = -1
    _, found = validate(documents, origin="elsewhere/content", known_hooks=KNOWN_HOOKS)
    assert found.lines == ["elsewhere/content/units.yaml: units[0].armor: expected a positive integer, got -1"]


def test_a_burned_monasterys_reward_is_read_at_load_time(documents):
    """§8.11.2.4: burn.reward is a reward list like `reward`, refused when loading, not when the turn ends."""
    sites = documents["sites.yaml"]["sites"]
    index = next(i for i, site in enumerate(sites) if site["id"] == "monastery")
    sites[index]["burn"]["reward"] = [{"artefact": 1}]
    assert only_problem(documents).startswith(f"{F}sites.yaml: sites[{index}].burn.reward[0]")

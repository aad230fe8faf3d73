"""Every setting in data/mageknight/scenarios*.yaml is read by the engine (§13.7: a scenario's setup, rules, end and
scoring must all take effect).

The catalogue schema (engine/mageknight/catalog/schemas/scenarios.py) names, for each setting key a scenario may
hold, the module that reads it. These tests walk every key of every scenario in the data files and require that the
schema names a reader for it and that the reader's code uses the key (as a string or an attribute name, leaving out
docstrings and the schema's own key tables), and that the schema names no key the data no longer holds. A setting
added to the data and to the schema without the code that reads it therefore fails here.
"""
from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import yaml

from engine.mageknight.catalog.schemas import scenarios as schema

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine" / "mageknight"
DATA_FILES = sorted((ROOT / "data" / "mageknight").glob("scenarios*.yaml"))
SECTIONS = {"setup": schema.SETUP_KEYS, "rules": schema.RULE_KEYS, "scoring": schema.SCORING_KEYS,
            "dummy": schema.DUMMY_KEYS, "tactics": schema.TACTICS_KEYS, "end": schema.END_KEYS,
            "by_players": schema.PLAYER_SETUP_KEYS}
KEY_TABLES = {"SETUP_KEYS", "RULE_KEYS", "SCORING_KEYS", "DUMMY_KEYS", "TACTICS_KEYS", "END_KEYS", "PLAYER_SETUP_KEYS"}


def settings_in(document: dict) -> set[tuple[str, str]]:
    """(section, key) of every setting of every scenario; a per-player-count entry's own keys are `by_players`
    keys, and the sections it overrides as a whole (dummy, tactics, scoring) count under their section."""
    found = set()
    for scenario in document.get("scenarios") or ():
        for section in SECTIONS.keys() - {"by_players"}:
            found |= {(section, key) for key in scenario.get(section) or {}}
        for setup in scenario.get("by_players") or ():
            for key, value in setup.items():
                found.add(("by_players", key))
                if key in SECTIONS and isinstance(value, dict):
                    found |= {(key, inner) for inner in value}
    return found


@cache
def names_used(module: str) -> frozenset[str]:
    """The strings and attribute names in a module's code, without docstrings and the schema's key tables."""
    tree = ast.parse((ENGINE / (module.replace(".", "/") + ".py")).read_text())
    skipped = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(body[0].value,
                                                                                            ast.Constant):
            skipped.add(id(body[0].value))  # a docstring
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) in KEY_TABLES for t in node.targets):
            skipped |= {id(inner) for inner in ast.walk(node.value)}
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skipped:
            names.add(node.value)
        elif isinstance(node, ast.Attribute):
            names.add(node.attr)
    return frozenset(names)


def unread(settings: set[tuple[str, str]], sections: dict[str, dict[str, str]] = SECTIONS) -> list[str]:
    problems = []
    for section, key in sorted(settings):
        reader = sections[section].get(key)
        if reader is None:
            problems.append(f"{section}.{key}: the schema names no module that reads it")
        elif key not in names_used(reader):
            problems.append(f"{section}.{key}: {reader}.py never reads it")
    return problems


def data_settings() -> set[tuple[str, str]]:
    assert DATA_FILES
    return set().union(*(settings_in(yaml.safe_load(path.read_text(encoding="utf-8"))) for path in DATA_FILES))


def test_13_7_every_setting_of_every_scenario_is_read_by_the_module_the_schema_names():
    assert unread(data_settings()) == []


def test_13_7_the_schema_names_no_setting_that_no_scenario_holds():
    declared = {(section, key) for section, keys in SECTIONS.items() for key in keys}
    assert declared - data_settings() == set()


def test_13_7_a_planted_setting_that_no_code_reads_is_caught():
    planted = {"scenarios": [{"setup": {"city_state": "closed", "planted_setting": 1},
                              "by_players": [{"players": 2, "dummy": {"planted_dummy_switch": True}}]}]}
    assert unread(settings_in(planted)) == ["dummy.planted_dummy_switch: the schema names no module that reads it",
                                            "setup.planted_setting: the schema names no module that reads it"]
    named = {**SECTIONS, "setup": {**schema.SETUP_KEYS, "planted_setting": "setup"}}  # a reader that never reads it
    assert unread(settings_in(planted), named) == ["dummy.planted_dummy_switch: the schema names no module that "
                                                   "reads it", "setup.planted_setting: setup.py never reads it"]

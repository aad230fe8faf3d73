"""An owner's own data (data/mageknight/local/): entries added to the shipped files and validated with them, for the
facts no source gives (unknown.yaml); the lobby names what is still missing (Lost Legion §1.8)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cogs.mk_status import options_words
from engine.content.errors import CatalogError
from engine.mageknight.cards import KNOWN_HOOKS
from engine.mageknight.catalog import load_catalog
from engine.mageknight.catalog.loader import clear_cache, default_data_dir
from engine.mageknight.game import GAME

OWNERS_SKILL = """
skills:
- id: arythea_owners_cooperative_skill
  hero: arythea
  set: lost_legion
  name: {en: Owner's Token, de: Plättchen des Besitzers}
  usage: interactive
  interactive: cooperative
  phase: any
  text: {en: "Gain a red crystal.", de: "Erhalte einen roten Kristall."}
  effect: {crystal: red}
"""


def _data_with_local(tmp_path: Path, files: dict[str, str]) -> Path:
    data = tmp_path / "mageknight"
    shutil.copytree(default_data_dir(), data, ignore=shutil.ignore_patterns("local"))
    (data / "local").mkdir()
    for name, text in files.items():
        (data / "local" / name).write_text(text)
    clear_cache()
    return data


def test_every_fact_no_source_gives_is_listed_with_what_misses_it_and_where_it_goes():
    facts = GAME.catalog.unknown_facts
    assert {"unknown_cooperative_skills", "unknown_camp_city_card", "unknown_volkare_level_adjustment",
            "unknown_cold_toughness_text"} <= set(facts)
    for fact in facts.values():
        assert fact.what.en and fact.what.de and fact.missed_by.en and fact.fill and fact.source


def test_an_owners_skill_joins_the_catalogue_and_its_hero_plays_with_it(tmp_path):
    catalog = load_catalog(_data_with_local(tmp_path, {"skills.yaml": OWNERS_SKILL}), KNOWN_HOOKS)
    assert "arythea_owners_cooperative_skill" in catalog.skills
    assert "arythea" not in catalog.heroes_without_cooperative_skill()
    assert "tovak" in catalog.heroes_without_cooperative_skill()


def test_a_local_file_is_validated_with_the_shipped_ones(tmp_path):
    duplicate = OWNERS_SKILL.replace("arythea_owners_cooperative_skill", "krang_mana_enhancement")
    with pytest.raises(CatalogError) as caught:
        load_catalog(_data_with_local(tmp_path / "a", {"skills.yaml": duplicate}), KNOWN_HOOKS)
    assert "duplicate id 'krang_mana_enhancement'" in str(caught.value)
    with pytest.raises(CatalogError) as caught:
        load_catalog(_data_with_local(tmp_path / "b", {"skills.yaml": "heroes: []\n"}), KNOWN_HOOKS)
    assert "local/skills.yaml: heroes: only lists of entries can be added to" in str(caught.value)


def test_the_lobby_of_a_cooperative_game_names_the_heroes_without_their_cooperative_skill():
    words = options_words(GAME.catalog, {"scenario": "volkares_return"}, "en")
    assert "without the cooperative Skill tokens of Arythea" in words and "docs/data-format.md" in words
    assert "kooperativen" in options_words(GAME.catalog, {"scenario": "volkares_quest"}, "de")
    assert "cooperative Skill" not in options_words(GAME.catalog, {"scenario": "full_conquest"}, "en")

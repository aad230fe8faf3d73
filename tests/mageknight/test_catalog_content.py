"""The real content of data/mageknight: counts, references, hooks and German names.

The counts come from the rulebook and the fact pack (shared/reference/mage-knight): a wrong number
here means a missing or doubled entry in the data, not a test to adjust.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import fields, is_dataclass
from pathlib import Path

import pytest
import yaml

from engine.mageknight.cards import KNOWN_HOOKS
from engine.mageknight.catalog.build import hook_names, validate
from engine.mageknight.catalog.hooks_pending import NOT_YET_IMPLEMENTED_HOOKS
from engine.mageknight.catalog.schemas.common import Localized
from engine.content.walking import nodes_of

REFERENCE = Path("/work/shared/reference/mage-knight")

HEROES = {"arythea", "goldyx", "norowas", "tovak", "wolfhawk", "krang", "braevalar"}
ENEMY_TOKENS = {"green": 36, "gray": 18, "brown": 24, "violet": 14, "white": 16, "red": 22}
ENEMY_TYPES = {"green": 20, "gray": 10, "brown": 16, "violet": 8, "white": 8, "red": 11}


def test_the_content_validates_without_a_problem(documents):
    _, problems = validate(documents, known_hooks=KNOWN_HOOKS)
    assert problems.lines == []


# --- heroes and decks (§2.6) ----------------------------------------------------------------

def test_seven_heroes(catalog):
    assert set(catalog.heroes) == HEROES


@pytest.mark.parametrize("hero_id", sorted(HEROES))
def test_every_hero_starts_with_16_existing_cards(catalog, hero_id):
    deck = catalog.heroes[hero_id].starting_deck()
    assert len(deck) == 16
    assert all(card_id in catalog.basic_actions for card_id in deck)


@pytest.mark.parametrize("hero_id", sorted(HEROES))
def test_a_starting_deck_is_the_standard_deck_with_two_cards_swapped(catalog, hero_id):
    hero = catalog.heroes[hero_id]
    standard, deck = Counter(catalog.standard_deck), Counter(hero.starting_deck())
    assert len(hero.deck_replacements) == 2
    for swap in hero.deck_replacements:
        assert deck[swap.with_card] == 1
        assert catalog.basic_actions[swap.with_card].hero == hero_id
    assert sum((standard - deck).values()) == 2


def test_the_standard_deck_holds_16_of_the_12_shared_basic_actions(catalog):
    assert len(catalog.standard_deck) == 16
    shared = [card for card in catalog.basic_actions.values() if card.hero is None]
    assert len(shared) == 12
    assert sum(card.copies for card in shared) == 16
    assert len([card for card in catalog.basic_actions.values() if card.hero]) == 14  # 2 per hero


def test_skills_belong_to_heroes(catalog):
    per_hero = Counter(skill.hero for skill in catalog.skills.values())
    assert set(per_hero) == HEROES
    assert all(count >= 10 for count in per_hero.values())
    for skill in catalog.skills.values():
        assert (skill.usage == "interactive") == (skill.interactive is not None)


# --- enemies (§8.10) ------------------------------------------------------------------------

def test_enemy_tokens_per_colour(catalog):
    tokens = {color: sum(e.tokens for e in enemies) for color, enemies in catalog.enemies_by_color.items()}
    types = {color: len(enemies) for color, enemies in catalog.enemies_by_color.items()}
    assert tokens == ENEMY_TOKENS
    assert types == ENEMY_TYPES
    # 73 token types, and General Volkare's own token once for each face of his die (LL §3.3)
    assert len(catalog.enemies) == 73 + 6
    assert sorted(e for e in catalog.enemies if catalog.enemies[e].color == "volkare") == sorted(
        f"volkare_{face}" for face in ("red", "blue", "green", "white", "gold", "black"))
    assert sum(tokens.values()) == 130


@pytest.mark.skipif(not (REFERENCE / "enemies.yaml").exists(), reason="fact pack not available")
def test_enemy_tokens_agree_with_the_fact_pack(catalog):
    reference = yaml.safe_load((REFERENCE / "enemies.yaml").read_text())
    by_name = {enemy.name.en.lower(): enemy for enemy in catalog.enemies.values()}
    for color, entries in reference["enemies_by_color"].items():
        assert sum(entry["tokens"] for entry in entries) == ENEMY_TOKENS[color]
        for entry in entries:
            enemy = (catalog.enemies.get(entry["id"]) or catalog.enemies.get(f"{entry['id']}_{color}")
                     or by_name.get(entry["name"].lower()))
            assert enemy is not None, entry["id"]
            assert (enemy.color, enemy.tokens, enemy.armor, enemy.fame) == \
                (color, entry["tokens"], entry["armor"], entry["fame"]), entry["id"]


def test_enemy_abilities_are_in_the_glossary(catalog):
    for enemy in catalog.enemies.values():
        assert set(enemy.abilities) <= set(catalog.enemy_abilities), enemy.id
        assert bool(enemy.summons) == ("summon" in enemy.abilities)
        assert (enemy.defend is not None) == ("defend" in enemy.abilities)


def test_summoners_have_no_attack_of_their_own(catalog):
    for enemy in catalog.enemies.values():
        if enemy.summons:
            assert enemy.attacks == (), enemy.id


# --- map (§1.6, §2.4) -----------------------------------------------------------------------

def test_tiles_per_kind(catalog):
    kinds = Counter(tile.kind for tile in catalog.tiles.values())
    assert kinds == {"starting": 2, "countryside": 14, "core": 6, "city": 4, "volkare_camp": 1}
    assert {tile.side for tile in catalog.tiles_of_kind("starting")} == {"A", "B"}
    assert sorted(tile.number for tile in catalog.tiles_of_kind("countryside")) == list(range(1, 15))


def test_every_tile_has_seven_spaces_on_known_terrain_and_sites(catalog):
    for tile in catalog.tiles.values():
        assert list(tile.hexes) == ["C", "NE", "E", "SE", "SW", "W", "NW"]
        for space in tile.hexes.values():
            assert space.terrain in catalog.terrains
            assert space.site is None or space.site in catalog.sites
            assert space.rampaging is None or space.rampaging in catalog.rampaging_colors


def test_city_tiles_have_the_four_city_colours(catalog):
    colors = sorted(space.city for tile in catalog.tiles_of_kind("city") for space in tile.hexes.values()
                    if space.city)
    assert colors == sorted(catalog.cities_by_color) == ["blue", "green", "red", "white"]


def test_garrisons_four_colours_by_eleven_levels(catalog):
    assert set(catalog.garrisons) == {"blue", "green", "red", "white"}
    for color, levels in catalog.garrisons.items():
        assert list(levels) == list(range(1, 12))
        for enemies in levels.values():
            assert enemies and set(enemies) <= set(catalog.enemies_by_color)
    assert catalog.garrison("white", 1)


def test_units_are_recruited_at_sites_that_exist(catalog):
    assert {unit.tier for unit in catalog.units.values()} == {"regular", "elite"}
    for unit in catalog.units.values():
        assert unit.recruit_at and set(unit.recruit_at) <= set(catalog.sites), unit.id


def test_terrain_costs(catalog):  # §1.3.4
    costs = {t.id: (t.day_cost, t.night_cost) for t in catalog.terrains.values()}
    assert costs["plains"] == (2, 2)
    assert costs["forest"] == (3, 5)
    assert costs["desert"] == (5, 3)
    assert not catalog.terrains["lake"].passable and not catalog.terrains["mountain"].passable


# --- progression, tactics, scenarios --------------------------------------------------------

def test_ten_levels(catalog):
    assert [level.level for level in catalog.levels] == list(range(1, 11))
    assert [level.fame for level in catalog.levels] == [0, 3, 8, 15, 24, 35, 48, 63, 80, 99]
    assert catalog.level_for_fame(14).level == 3


def test_twelve_tactics_six_by_day_six_by_night(catalog):
    assert len(catalog.tactics) == 12
    for time in ("day", "night"):
        assert [t.number for t in catalog.tactics_of(time)] == [1, 2, 3, 4, 5, 6]


def test_the_eleven_scenarios_and_volkares_on_known_map_shapes(catalog):
    """The Scenario Book's 11, then The Lost Legion's against General Volkare, each with his tables."""
    assert sorted(s.number for s in catalog.scenarios.values()) == list(range(1, 15))
    assert sorted(catalog.volkare_scenarios) == ["volkares_quest", "volkares_return", "volkares_return_blitz"]
    for scenario in catalog.scenarios.values():
        for setup in scenario.by_players:
            assert setup.map_shape in catalog.map_shapes
            assert setup.players in scenario.players


def test_offers_and_source(catalog):
    assert catalog.offers["advanced_actions"].size == 3
    assert catalog.offers["units"].size.for_players(3) == 5  # players + 2 (§2.2.9)
    assert catalog.source.dice.for_players(2) == 4
    assert catalog.source.crystals.max_per_color == 3


def test_ruins_tokens(catalog):
    kinds = Counter(token.kind for token in catalog.ruins_tokens.values())
    assert kinds["altar"] >= 4 and kinds["enemies"] >= 8


# --- the whole catalogue --------------------------------------------------------------------

def _all_entries(catalog):
    for table in (catalog.cards, catalog.heroes, catalog.skills, catalog.units, catalog.enemies,
                  catalog.enemy_abilities, catalog.cities, catalog.ruins_tokens, catalog.terrains, catalog.sites,
                  catalog.tiles, catalog.tactics, catalog.map_shapes, catalog.scenarios, catalog.offers):
        yield from table.values()


def test_a_german_name_for_every_player_visible_entry(catalog):
    missing = []
    for entry in _all_entries(catalog):
        if getattr(entry, "name", None) is None:
            missing.append(entry.id)
        for node in nodes_of(entry, Localized):
            if not node.de.strip() or not node.en.strip():
                missing.append(entry.id)
    assert missing == []


def test_every_card_effect_parsed_into_nodes(catalog):
    for card in catalog.cards.values():
        for side in (card.basic, card.powered):
            if side is not None:
                assert is_dataclass(side.effect), card.id


def test_every_hook_is_known_or_pending(catalog, documents):
    sections, _ = validate(documents, known_hooks=KNOWN_HOOKS)
    used = hook_names(sections)
    assert used <= NOT_YET_IMPLEMENTED_HOOKS | KNOWN_HOOKS
    assert not NOT_YET_IMPLEMENTED_HOOKS & KNOWN_HOOKS, "an implemented hook is still listed as pending"


def test_the_pending_list_holds_no_stale_names(documents):
    """A name nobody uses any more should leave the list, or the list stops meaning anything."""
    sections, _ = validate(documents, known_hooks=KNOWN_HOOKS)
    assert NOT_YET_IMPLEMENTED_HOOKS - hook_names(sections) == set()
    assert KNOWN_HOOKS - hook_names(sections) == set(), "the engine implements a hook no content uses"


def test_the_pending_list_is_sorted_one_per_line():
    source = (Path(__file__).resolve().parents[2] / "engine/mageknight/catalog/hooks_pending.py").read_text()
    block = source.split("frozenset({", 1)[1].split("})", 1)[0]
    names = [line.strip().strip('",') for line in block.strip().splitlines()]
    assert names == sorted(names) == sorted(NOT_YET_IMPLEMENTED_HOOKS)


def test_ids_are_unique_across_the_catalogue(documents):
    seen = Counter(item["id"] for document in documents.values() for value in document.values()
                   if isinstance(value, list) for item in value if isinstance(item, dict) and "id" in item)
    assert [entry_id for entry_id, count in seen.items() if count > 1] == []


def test_catalogue_tables_are_read_only(catalog):
    with pytest.raises(TypeError):
        catalog.cards["march"] = None
    with pytest.raises(AttributeError):
        catalog.cards["march"].copies = 9
    for f in fields(catalog):
        assert not isinstance(getattr(catalog, f.name), (dict, list, set))

"""Cross references between files: every name that points elsewhere must exist there.

A check runs only when the files it needs are present, so one file can be checked on its own
(`python -m engine.mageknight.check_data units.yaml`). Names of entries that failed to read
are not reported again (``broken_ids``).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from engine.content.errors import Problems
from engine.content.walking import nodes_of

from . import conditions, modifiers
from .reading import label
from .schemas.heroes import STARTING_DECK_SIZE

BASIC, HEROES, SKILLS, UNITS, ENEMIES, CITIES, TERRAIN, SITES, TILES, SCENARIOS, VOLKARE = (
    "basic_actions.yaml", "heroes.yaml", "skills.yaml", "units.yaml", "enemies.yaml", "cities.yaml",
    "terrain.yaml", "sites.yaml", "tiles.yaml", "scenarios.yaml", "volkare.yaml")
MINE_SITES = frozenset({"crystal_mine", "deep_mine"})


class References:
    def __init__(self, sections: Mapping[str, Any], origin: str, problems: Problems, broken_ids: set[str]):
        self.sections = sections
        self.origin = origin
        self.problems = problems
        self.broken_ids = broken_ids

    def has(self, *files: str) -> bool:
        return all(name in self.sections for name in files)

    def report(self, file: str, path: str, message: str) -> None:
        self.problems.add(label(self.origin, file), path, message)

    def expect(self, file: str, path: str, name: str | None, known: Iterable[str], what: str) -> None:
        if name is not None and name not in known and name not in self.broken_ids:
            self.report(file, path, f"unknown {what} '{name}'")

    def ids(self, file: str, attribute: str | None = None) -> set[str]:
        section = self.sections.get(file, ())
        entries = getattr(section, attribute) if attribute else section
        return {entry.id for entry in entries}


def check_standard_deck(refs: References) -> None:
    if not refs.has(BASIC):
        return
    section = refs.sections[BASIC]
    standard = {card.id: card for card in section.cards if card.hero is None}
    for i, card_id in enumerate(section.standard_deck):
        refs.expect(BASIC, f"standard_deck[{i}]", card_id, standard, "standard basic action")
    if len(section.standard_deck) != STARTING_DECK_SIZE:
        refs.report(BASIC, "standard_deck", f"the standard deck has {STARTING_DECK_SIZE} cards (§2.6), "
                                            f"got {len(section.standard_deck)}")
    for card_id, card in standard.items():
        copies = section.standard_deck.count(card_id)
        if copies and copies != card.copies:
            index = section.cards.index(card)
            refs.report(BASIC, f"basic_actions[{index}].copies",
                        f"'{card_id}' has copies: {card.copies} but appears {copies} times in standard_deck")
    for i, card in enumerate(section.cards):
        if card.replaces is not None:
            refs.expect(BASIC, f"basic_actions[{i}].replaces", card.replaces, set(section.standard_deck),
                        "card of the standard deck")
        if card.hero is not None and refs.has(HEROES):
            refs.expect(BASIC, f"basic_actions[{i}].hero", card.hero, refs.ids(HEROES), "hero")


def check_hero_decks(refs: References) -> None:
    """Each replacement swaps a standard card for that hero's own card which says it replaces it."""
    if not refs.has(HEROES, BASIC):
        return
    section = refs.sections[BASIC]
    cards = {card.id: card for card in section.cards}
    used: set[str] = set()
    for i, hero in enumerate(refs.sections[HEROES]):
        for j, swap in enumerate(hero.deck_replacements):
            path = f"heroes[{i}].deck_replacements[{j}]"
            refs.expect(HEROES, f"{path}.replace", swap.replace, set(section.standard_deck), "card of the standard deck")
            refs.expect(HEROES, f"{path}.with", swap.with_card, cards, "basic action")
            card = cards.get(swap.with_card)
            used.add(swap.with_card)
            if card is not None and (card.hero, card.replaces) != (hero.id, swap.replace):
                refs.report(HEROES, f"{path}.with", f"'{card.id}' says hero: {card.hero}, replaces: {card.replaces} "
                                                    f"in basic_actions.yaml")
    for i, card in enumerate(section.cards):
        if card.hero is not None and card.id not in used and card.hero in refs.ids(HEROES):
            refs.report(BASIC, f"basic_actions[{i}]", f"hero-specific card '{card.id}' is in no deck_replacements "
                                                      f"of hero '{card.hero}'")


def check_skills(refs: References) -> None:
    if refs.has(SKILLS, HEROES):
        heroes = refs.ids(HEROES)
        for i, skill in enumerate(refs.sections[SKILLS]):
            refs.expect(SKILLS, f"skills[{i}].hero", skill.hero, heroes, "hero")


def check_units(refs: References) -> None:
    if refs.has(UNITS, SITES):
        sites = refs.ids(SITES)
        for i, unit in enumerate(refs.sections[UNITS]):
            for j, site in enumerate(unit.recruit_at):
                refs.expect(UNITS, f"units[{i}].recruit_at[{j}]", site, sites, "site")


def check_enemy_abilities(refs: References) -> None:
    if not refs.has(ENEMIES):
        return
    section = refs.sections[ENEMIES]
    glossary = refs.ids(ENEMIES, "abilities")
    for i, enemy in enumerate(section.enemies):
        for j, ability in enumerate(enemy.abilities):
            refs.expect(ENEMIES, f"enemies[{i}].abilities[{j}]", ability, glossary, "enemy ability")
    for i, reward in enumerate(section.rampaging_rewards):
        if reward.color not in section.rampaging:
            refs.report(ENEMIES, f"rampaging_defeat_reputation.{reward.group}.color",
                        f"'{reward.color}' is not a rampaging colour ({', '.join(section.rampaging)})")
    if refs.has(CITIES):
        for i, city in enumerate(refs.sections[CITIES].cities):
            for j, modifier in enumerate(city.defender_bonus.modifiers):
                refs.expect(CITIES, f"cities[{i}].defender_bonus.modifiers[{j}].add_ability", modifier.add_ability,
                            glossary, "enemy ability")


def check_tiles(refs: References) -> None:
    if not refs.has(TILES):
        return
    terrains = refs.ids(TERRAIN) if refs.has(TERRAIN) else None
    sites = refs.ids(SITES) if refs.has(SITES) else None
    city_colors = {city.color for city in refs.sections[CITIES].cities} if refs.has(CITIES) else None
    for i, tile in enumerate(refs.sections[TILES].tiles):
        for position, space in tile.hexes.items():
            path = f"tiles[{i}].hexes.{position}"
            if terrains is not None:
                refs.expect(TILES, f"{path}.terrain", space.terrain, terrains, "terrain")
            if sites is not None:
                refs.expect(TILES, f"{path}.site", space.site, sites, "site")
            if city_colors is not None:
                refs.expect(TILES, f"{path}.city", space.city, city_colors, "city colour")
            if bool(space.mine) != (space.site in MINE_SITES):
                refs.report(TILES, path, "a mine colour goes with a crystal_mine or deep_mine site, and back")
            if space.city is not None and space.site != "city":
                refs.report(TILES, path, "a city colour goes with site: city")
        has_city = any(space.city for space in tile.hexes.values())
        if has_city != (tile.kind == "city"):
            refs.report(TILES, f"tiles[{i}]", "city tiles, and only they, have a space with a city colour")


def check_sites(refs: References) -> None:
    if not refs.has(SITES):
        return
    sites = refs.ids(SITES)
    for i, site in enumerate(refs.sections[SITES]):
        for j, interaction in enumerate(site.interactions):
            icon = interaction.terms.get("site_icon")
            if icon not in (None, "any"):
                refs.expect(SITES, f"sites[{i}].interactions[{j}].site_icon", icon, sites, "site")
            for other in interaction.terms.get("cost_increase", {}):
                refs.expect(SITES, f"sites[{i}].interactions[{j}].cost_increase", other, sites, "site")


def check_effect_names(refs: References) -> None:
    """Terrain and site names inside effects (conditions and terrain modifiers)."""
    terrains = refs.ids(TERRAIN) if refs.has(TERRAIN) else None
    sites = refs.ids(SITES) if refs.has(SITES) else None
    for file, section in refs.sections.items():
        if terrains is not None:
            for node in nodes_of(section, (conditions.OnTerrain, modifiers.TerrainPassable, modifiers.SafeTerrain)):
                for name in node.terrains:
                    refs.expect(file, node.at, name, terrains, "terrain")
            for node in nodes_of(section, modifiers.TerrainCost):
                refs.expect(file, node.at, None if node.terrain == "all" else node.terrain, terrains, "terrain")
        if sites is not None:
            for node in nodes_of(section, conditions.AtSite):
                for name in node.sites:
                    refs.expect(file, node.at, name, sites, "site")


def check_scenarios(refs: References) -> None:
    if not refs.has(SCENARIOS):
        return
    section = refs.sections[SCENARIOS]
    shapes = {shape.id: shape for shape in section.map_shapes}
    sites = refs.ids(SITES) if refs.has(SITES) else None
    tiles = {tile.id for tile in refs.sections[TILES].tiles} if refs.has(TILES) else None
    for i, scenario in enumerate(section.scenarios):
        path = f"scenarios[{i}]"
        for j, setup in enumerate(scenario.by_players):
            where = f"{path}.by_players[{j}]"
            refs.expect(SCENARIOS, f"{where}.map_shape", setup.map_shape, shapes, "map shape")
            shape = shapes.get(setup.map_shape)
            if shape is not None and shape.starting_tile != setup.starting_tile:
                refs.report(SCENARIOS, f"{where}.starting_tile", f"map shape '{shape.id}' starts on side "
                                                                  f"{shape.starting_tile}, not {setup.starting_tile}")
        if refs.has("spells.yaml"):
            spells = refs.ids("spells.yaml")
            for j, spell in enumerate(scenario.setup.get("remove_spells", ())):
                refs.expect(SCENARIOS, f"{path}.setup.remove_spells[{j}]", spell, spells, "spell")
        for key in ("countryside_selection", "core_selection"):
            selection = scenario.setup.get(key) or {}
            for rule, names in selection.items():
                known, what = (tiles, "tile") if rule == "include" else (sites, "site")
                for j, name in enumerate(names if known is not None else ()):
                    refs.expect(SCENARIOS, f"{path}.setup.{key}.{rule}[{j}]", name, known, what)
        if refs.has(CITIES):
            colors = {city.color for city in refs.sections[CITIES].cities}
            for j, color in enumerate(scenario.setup.get("city_colors", ())):
                refs.expect(SCENARIOS, f"{path}.setup.city_colors[{j}]", color, colors, "city colour")


def check_volkare(refs: References) -> None:
    """His Spells, his token's abilities and the scenarios he plays in exist; each of those scenarios has him."""
    if not refs.has(VOLKARE):
        return
    section = refs.sections[VOLKARE]
    if section.volkare is not None and refs.has("spells.yaml"):
        spells = refs.ids("spells.yaml")
        for j, spell in enumerate(section.volkare.spells):
            refs.expect(VOLKARE, f"volkare.deck.spells[{j}]", spell, spells, "spell")
    if section.volkare is not None and refs.has(ENEMIES):
        abilities = {ability.id for ability in refs.sections[ENEMIES].abilities}
        named = [*section.volkare.abilities, *(a for attack in section.volkare.attack_by_die.values()
                                               for a in attack.abilities)]
        for name in named:
            refs.expect(VOLKARE, "volkare.token", name, abilities, "enemy ability")
    if refs.has(SCENARIOS):
        scenarios = {scenario.id for scenario in refs.sections[SCENARIOS].scenarios}
        for i, entry in enumerate(section.scenarios.values()):
            refs.expect(VOLKARE, f"scenarios[{i}].scenario", entry.scenario, scenarios, "scenario")


CHECKS: tuple[Callable[[References], None], ...] = (
    check_standard_deck, check_hero_decks, check_skills, check_units, check_enemy_abilities, check_tiles,
    check_sites, check_scenarios, check_effect_names, check_volkare,
)


def check_references(sections: Mapping[str, Any], origin: str, problems: Problems,
                     broken_ids: set[str] = frozenset()) -> None:
    refs = References(sections, origin, problems, set(broken_ids))
    for check in CHECKS:
        check(refs)

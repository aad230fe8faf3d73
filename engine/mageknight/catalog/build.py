"""From parsed documents to a validated Catalog: pure, no I/O."""
from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import replace
from typing import Any

from engine.content.errors import Problems
from engine.content.frozen import read_only
from engine.content.walking import nodes_of

from . import effects, modifiers, vocabulary
from .catalog import Catalog
from .hooks_pending import unknown_hooks
from .reading import FILE_NAMES, label, read_sections
from .references import check_references
from .schemas.cards import Card
from .schemas.heroes import Hero


def hook_names(sections: Mapping[str, Any]) -> set[str]:
    """Every hook and named rule modifier the read sections use."""
    return {node.name for node in nodes_of(sections, (effects.Hook, modifiers.RuleChange))}


def check_hooks(sections: Mapping[str, Any], origin: str, problems: Problems, known_hooks: frozenset[str]) -> None:
    """Every hook (and named rule modifier) is implemented or listed in hooks_pending.py."""
    for file, section in sections.items():
        for node in nodes_of(section, (effects.Hook, modifiers.RuleChange)):
            if unknown_hooks([node.name], known_hooks):
                problems.add(label(origin, file), node.at,
                             f"unknown hook '{node.name}' (neither in KNOWN_HOOKS nor in "
                             f"engine/mageknight/catalog/hooks_pending.py)")


def validate(documents: Mapping[str, Any], origin: str = "data/mageknight",
             known_hooks: frozenset[str] = frozenset(), focus: Collection[str] = ()) -> tuple[dict[str, Any], Problems]:
    """Read, cross-check and hook-check ``documents`` (file name -> parsed YAML).

    Returns the read sections and the problems found; nothing is raised. Files in ``focus`` are
    read last, so that problems shared with other files (duplicate ids) are reported in them.
    """
    problems = Problems()
    broken_ids: set[str] = set()
    sections = read_sections(documents, origin, problems, broken_ids, read_last=focus)
    check_references(sections, origin, problems, broken_ids)
    check_hooks(sections, origin, problems, known_hooks)
    return sections, problems


def build_catalog(documents: Mapping[str, Any], *, origin: str = "data/mageknight",
                  known_hooks: frozenset[str] = frozenset()) -> Catalog:
    """The Catalog of ``documents`` (file name -> parsed YAML), or CatalogError listing every problem."""
    sections, problems = validate(documents, origin, known_hooks)
    for name in FILE_NAMES:
        if name not in documents:
            problems.add(label(origin, name), "", "missing data file")
    problems.raise_if_any()
    return assemble(sections)


def _by_id(entries: Iterable[Any]) -> Mapping[str, Any]:
    return read_only({entry.id: entry for entry in entries})


def _with_decks(heroes: Iterable[Hero], standard_deck: tuple[str, ...]) -> list[Hero]:
    """§2.6: each hero's deck is the standard deck with that hero's cards swapped in."""
    result = []
    for hero in heroes:
        swaps = {swap.replace: swap.with_card for swap in hero.deck_replacements}
        deck, swapped = [], set()
        for card_id in standard_deck:
            if card_id in swaps and card_id not in swapped:  # one copy is replaced, not every copy
                deck.append(swaps[card_id])
                swapped.add(card_id)
            else:
                deck.append(card_id)
        result.append(replace(hero, deck=tuple(deck)))
    return result


def _volkare_tokens(section) -> dict:
    return section.volkare.token_enemies() if section.volkare is not None else {}


def assemble(sections: Mapping[str, Any]) -> Catalog:
    """Put validated sections together (every file present and problem-free)."""
    basic = sections["basic_actions.yaml"]
    enemies = sections["enemies.yaml"]
    cities = sections["cities.yaml"]
    levels = sections["levels.yaml"]
    tiles = sections["tiles.yaml"]
    offers = sections["offers.yaml"]
    scenarios = sections["scenarios.yaml"]
    decks = {kind: _by_id(cards) for kind, cards in (
        ("basic", basic.cards), ("advanced", sections["advanced_actions.yaml"]),
        ("spells", sections["spells.yaml"]), ("artifacts", sections["artifacts.yaml"]))}
    every_card: dict[str, Card] = {}
    for deck in decks.values():
        every_card.update(deck)
    every_card[basic.wound.id] = basic.wound
    colors = [color for color in vocabulary.ENEMY_COLOR_ORDER if any(e.color == color for e in enemies.enemies)]
    return Catalog(
        cards=read_only(every_card),
        basic_actions=decks["basic"],
        advanced_actions=decks["advanced"],
        spells=decks["spells"],
        artifacts=decks["artifacts"],
        wound=basic.wound,
        standard_deck=basic.standard_deck,
        heroes=_by_id(_with_decks(sections["heroes.yaml"], basic.standard_deck)),
        skills=_by_id(sections["skills.yaml"]),
        units=_by_id(sections["units.yaml"]),
        # the enemy tokens, and General Volkare's own token as each face of his die makes it (LL §3.3)
        enemies=read_only({**{e.id: e for e in enemies.enemies}, **_volkare_tokens(sections["volkare.yaml"])}),
        enemies_by_color=read_only({color: tuple(e for e in enemies.enemies if e.color == color) for color in colors}),
        enemy_abilities=_by_id(enemies.abilities),
        rampaging_colors=enemies.rampaging,
        rampaging_rewards=enemies.rampaging_rewards,
        cities=_by_id(cities.cities),
        cities_by_color=read_only({city.color: city for city in cities.cities}),
        garrisons=cities.garrisons,
        ruins_tokens=_by_id(sections["ruins.yaml"]),
        terrains=_by_id(sections["terrain.yaml"]),
        sites=_by_id(sections["sites.yaml"]),
        tiles=_by_id(tiles.tiles),
        tile_geometry=tiles.geometry,
        levels=levels.levels,
        fame_track_max=levels.fame_track_max,
        tactics=_by_id(sections["tactics.yaml"]),
        offers=offers.offers,
        source=offers.source,
        map_shapes=_by_id(scenarios.map_shapes),
        scenarios=_by_id(scenarios.scenarios),
        volkare=sections["volkare.yaml"].volkare,
        volkare_scenarios=sections["volkare.yaml"].scenarios,
        unknown_facts=_by_id(sections["unknown.yaml"]),
    )

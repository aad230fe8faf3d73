"""Which reader reads which file: the file list of docs/data-format.md in one place."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .errors import Problems
from .schemas import (cards, cities, enemies, heroes, levels, offers, ruins, scenarios, sites, skills, tactics,
                      terrain, tiles, units)
from .schemas.common import FileDocument, Where

READERS: dict[str, Callable[[FileDocument], Any]] = {
    "basic_actions.yaml": cards.read_basic_actions,
    "heroes.yaml": heroes.read_heroes,
    "skills.yaml": skills.read_skills,
    "advanced_actions.yaml": cards.read_advanced_actions,
    "spells.yaml": cards.read_spells,
    "artifacts.yaml": cards.read_artifacts,
    "units.yaml": units.read_units,
    "enemies.yaml": enemies.read_enemies,
    "cities.yaml": cities.read_cities,
    "ruins.yaml": ruins.read_ruins,
    "terrain.yaml": terrain.read_terrain,
    "sites.yaml": sites.read_sites,
    "tiles.yaml": tiles.read_tiles,
    "levels.yaml": levels.read_levels,
    "tactics.yaml": tactics.read_tactics,
    "offers.yaml": offers.read_offers,
    "scenarios.yaml": scenarios.read_scenarios,
}

FILE_NAMES = tuple(READERS)


def read_sections(documents: Mapping[str, Any], origin: str, problems: Problems,
                  broken_ids: set[str] | None = None) -> dict[str, Any]:
    """Read every known file present in ``documents``; unknown file names are problems too.

    Files are read in the contract's order, so the ids of an earlier file win the duplicate
    report. The result maps file name -> that file's section (see schemas/); the ids of entries
    that could not be read are added to ``broken_ids``.
    """
    ids: dict[str, Where] = {}
    sections: dict[str, Any] = {}
    for name in documents:
        if name not in READERS:
            problems.add(label(origin, name), "", f"unknown data file (expected one of: {', '.join(FILE_NAMES)})")
    for name, read in READERS.items():
        if name in documents:
            sections[name] = read(FileDocument(label(origin, name), documents[name], problems, ids, broken_ids))
    return sections


def label(origin: str, name: str) -> str:
    return f"{origin}/{name}" if origin else name

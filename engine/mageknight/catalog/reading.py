"""Which reader reads which file: the file list of docs/data-format.md in one place."""
from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any

from engine.content.errors import Problems

from .schemas import (cards, cities, enemies, heroes, levels, offers, ruins, scenarios, sites, skills, tactics,
                      terrain, tiles, units, unknown, volkare)
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
    "volkare.yaml": volkare.read_volkare,
    "unknown.yaml": unknown.read_unknown,
}

FILE_NAMES = tuple(READERS)


def read_sections(documents: Mapping[str, Any], origin: str, problems: Problems,
                  broken_ids: set[str] | None = None, read_last: Collection[str] = ()) -> dict[str, Any]:
    """Read every known file present in ``documents``; unknown file names are problems too.

    Files are read in the contract's order, so the ids of an earlier file win the duplicate
    report; files in ``read_last`` come after all others, so that a duplicate id is reported in
    them (the CLI puts the files it was asked about there). The result maps file name -> that
    file's section (see schemas/); ids of entries that could not be read go to ``broken_ids``.
    """
    ids: dict[str, Where] = {}
    sections: dict[str, Any] = {}
    for name in documents:
        if name not in READERS:
            problems.add(label(origin, name), "", f"unknown data file (expected one of: {', '.join(FILE_NAMES)})")
    order = [name for name in READERS if name not in read_last] + [name for name in READERS if name in read_last]
    for name in order:
        if name in documents:
            read = READERS[name]
            sections[name] = read(FileDocument(label(origin, name), documents[name], problems, ids, broken_ids))
    return sections


def label(origin: str, name: str) -> str:
    return f"{origin}/{name}" if origin else name

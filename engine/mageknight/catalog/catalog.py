"""The Catalog: every piece of Mage Knight content, read-only, by id.

Built once by ``build_catalog`` (pure) or ``load_catalog`` (reads data/mageknight, cached). All
tables are read-only mappings in file order; all entries are frozen dataclasses.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .schemas.cards import Card
from .schemas.cities import City
from .schemas.enemies import Enemy, EnemyAbility, RampagingReward
from .schemas.heroes import Hero
from .schemas.levels import Level
from .schemas.offers import Offer, Source
from .schemas.ruins import RuinsToken
from .schemas.scenarios import MapShape, Scenario
from .schemas.sites import Site
from .schemas.skills import Skill
from .schemas.tactics import Tactic
from .schemas.terrain import Terrain
from .schemas.tiles import Geometry, Tile
from .schemas.units import Unit
from .schemas.unknown import UnknownFact
from .schemas.volkare import Volkare, VolkareScenario


@dataclass(frozen=True, eq=False)
class Catalog:
    # Deed cards (§1.5): every card by id, and the same cards by kind.
    cards: Mapping[str, Card]
    basic_actions: Mapping[str, Card]
    advanced_actions: Mapping[str, Card]
    spells: Mapping[str, Card]
    artifacts: Mapping[str, Card]
    wound: Card
    standard_deck: tuple[str, ...]  # the 16 ids of the standard starting deck, repeats included
    heroes: Mapping[str, Hero]
    skills: Mapping[str, Skill]
    units: Mapping[str, Unit]
    enemies: Mapping[str, Enemy]
    enemies_by_color: Mapping[str, tuple[Enemy, ...]]  # back colour -> enemy types, in file order
    enemy_abilities: Mapping[str, EnemyAbility]  # the glossary
    rampaging_colors: tuple[str, ...]
    rampaging_rewards: tuple[RampagingReward, ...]
    cities: Mapping[str, City]  # by id (blue_city ...)
    cities_by_color: Mapping[str, City]
    garrisons: Mapping[str, Mapping[int, tuple[str, ...]]]  # city colour -> level -> enemy colours
    ruins_tokens: Mapping[str, RuinsToken]
    terrains: Mapping[str, Terrain]
    sites: Mapping[str, Site]
    tiles: Mapping[str, Tile]
    tile_geometry: Geometry | None
    levels: tuple[Level, ...]  # levels[0] is level 1
    fame_track_max: int | None
    tactics: Mapping[str, Tactic]
    offers: Mapping[str, Offer]
    source: Source
    map_shapes: Mapping[str, MapShape]
    scenarios: Mapping[str, Scenario]
    volkare: Volkare  # General Volkare (Lost Legion §3) ...
    volkare_scenarios: Mapping[str, VolkareScenario]  # ... and, by scenario id, the scenarios he plays in (§4)
    unknown_facts: Mapping[str, UnknownFact]  # what no source gives, left out of the data (unknown.yaml)

    def heroes_without_cooperative_skill(self) -> tuple[str, ...]:
        """Heroes whose cooperative interactive Skill token is not in the data (unknown.yaml): their piles in
        cooperative and solo games hold one token fewer until an owner adds it (data/mageknight/local/)."""
        return tuple(hero for hero in self.heroes
                     if not any(skill.interactive == "cooperative" for skill in self.skills_of(hero)))

    def skills_of(self, hero_id: str) -> tuple[Skill, ...]:
        return tuple(skill for skill in self.skills.values() if skill.hero == hero_id)

    def tiles_of_kind(self, kind: str) -> tuple[Tile, ...]:
        return tuple(tile for tile in self.tiles.values() if tile.kind == kind)

    def tactics_of(self, time: str) -> tuple[Tactic, ...]:
        """The Day or Night tactics in turn order (§3.3)."""
        return tuple(sorted((t for t in self.tactics.values() if t.time == time), key=lambda t: t.number))

    def garrison(self, city_color: str, level: int) -> tuple[str, ...]:
        """The enemy colours defending a city of this colour and level (§8.12)."""
        return self.garrisons[city_color][level]

    def level_for_fame(self, fame: int) -> Level:
        """The highest level whose Fame threshold ``fame`` reaches (§1.3.1)."""
        reached = [level for level in self.levels if level.fame <= fame]
        return reached[-1] if reached else self.levels[0]

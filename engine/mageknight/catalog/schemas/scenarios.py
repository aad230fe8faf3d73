"""scenarios.yaml: map shapes (§2.5) and the 11 scenarios of the Scenario Book (§13.7).

A scenario's own rules are hooks named after it (``special_rules``); its setup switches, rule
switches, end and scoring are kept as frozen data in the shape the file's header comment gives,
with their keys checked against the lists below so that a typo does not silently switch a rule off.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.content import scalars
from engine.content.errors import DataError, key_path
from engine.content.frozen import FrozenMap, freeze
from engine.content.scalars import Fields

from . import common
from .. import vocabulary
from ..effects import Hook, parse_hook
from .common import FileDocument, Localized

TILE_DIRECTIONS = frozenset({"NE", "E", "SE", "SW", "W", "NW"})
STARTING_SIDES = frozenset({"A", "B"})
# §13.4: 4 players may also play in two teams; the contract lists competitive, cooperative, solo.
SCENARIO_MODES = vocabulary.SCENARIO_MODES | {"team"}
CITY_STATES = frozenset({"hostile", "friendly", "closed"})

# Every setting a scenario may hold, by section, with the module (under engine/mageknight) that reads it. The
# loader refuses any other key (a typo must not silently switch a rule off), and
# tests/mageknight/test_scenario_settings_read.py checks that each module named here reads its keys and that the
# data holds each key: a setting the engine never reads cannot sit in the data.
SETUP_KEYS = {
    "countryside_order": "setup", "countryside_selection": "setup", "core_selection": "setup", "city_colors": "setup",
    "unit_offer_requires_icon": "setup", "offers_hidden_until_needed": "setup", "starting_fame": "setup",
    "starting_reputation": "setup", "extra_source_dice": "setup", "extra_unit_offer": "setup",
    "remove_spells": "setup", "remove_units_level": "setup", "city_state": "scenario_terms", "elite_units": "rounds",
    "remove_interactive_skill": "rounds", "volkare_camp": "setup", "city_at_bottom": "setup",
}
RULE_KEYS = {
    "pvp": "pvp_start", "team_rules": "pvp_start", "fame_per_tile_revealed": "movement", "fame_per_fame_line_crossed": "resolve",
    "cooperative_assault": "coop_assault", "revisit_conquered_dungeons_and_tombs": "combat.begin",
    "recruit_also_at": "interaction", "assault_reputation": "cards.scenarios",
}
SCORING_KEYS = {key: "scoring" for key in ("base", "achievements", "titles", "winner", "extra", "titles_extra",
                                           "success", "achievement_changes")}
DUMMY_KEYS = {"count": "dummy", "solo_skills": "dummy", "optional": "dummy"}
TACTICS_KEYS = {"dummy_pick": "rounds", "remove_after_each_day_and_night": "rounds"}
END_KEYS = {"trigger": "scenario_end", "final_turns": "scenario_end"}
PLAYER_SETUP_KEYS = {
    "players": "catalog.schemas.scenarios", "variant": "catalog.schemas.scenarios",  # Scenario.setup_for
    "tiles": "setup", "map_shape": "setup", "starting_tile": "setup", "city_levels": "reveal",
    "elite_units_from_round": "rounds", "rounds": "scenario_terms", "mode": "rounds", "dummy": "dummy",
    "tactics": "dummy", "scoring": "scoring",
}
# What a per-player-count entry may set besides its tiles and map, overriding the scenario's value.
OVERRIDES = ("rounds", "mode", "dummy", "tactics", "scoring")
# Lost Legion §5.3, Additional Player: the players a scenario seats with one Hero more, by the mode it is played in
# with the most players the Scenario Book lists ("5 players competitive, 4 players co-op").
ADDITIONAL_PLAYER_SEATS = {"competitive": 5, "cooperative": 4}


@dataclass(frozen=True)
class MapShape:
    id: str
    name: Localized
    starting_tile: str  # side A or B of the starting tile
    setup_tiles: tuple[str, ...]  # directions of the tiles revealed at setup
    directions: tuple[str, ...]  # where the map grows from the starting tile
    area: FrozenMap | None  # {e_min, n_min, n_max} on the tile grid; None: fixed positions only
    max_columns: int | None
    core_on_coastline: bool
    fixed_positions: FrozenMap | None = None
    dealt_face_down: bool = False  # the fixed positions get their tiles face down at setup (Volkare's Quest)
    rule: str | None = None


@dataclass(frozen=True)
class TileCounts:
    countryside: int
    core: int  # Core tiles without a city
    city: int

    def plus(self, other: TileCounts) -> TileCounts:
        return TileCounts(self.countryside + other.countryside, self.core + other.core, self.city + other.city)


@dataclass(frozen=True)
class PlayerSetup:
    """The setup for one player count (§13.7); None fields take the scenario's value."""
    players: int
    tiles: TileCounts
    city_levels: tuple[int, ...]  # one per city, in the order they are revealed; empty: no garrison
    map_shape: str
    starting_tile: str
    overrides: FrozenMap  # rounds, mode, dummy, tactics, scoring for this player count
    elite_units_from_round: int | None = None
    variant: bool = False  # this player count is itself only a variant


@dataclass(frozen=True)
class SpecialRule:
    hook: Hook
    text: Localized


@dataclass(frozen=True)
class Variant:
    id: str
    name: Localized
    text: Localized
    players: int | None = None


@dataclass(frozen=True)
class Scenario:
    id: str
    number: int
    name: Localized
    goal: Localized  # what the players set out to do, in one line (the map and the status show it)
    mode: str
    players: tuple[int, ...]
    rounds: int
    by_players: tuple[PlayerSetup, ...]
    setup: FrozenMap
    rules: FrozenMap
    special_rules: tuple[SpecialRule, ...]
    variants: tuple[Variant, ...]
    end: FrozenMap
    scoring: FrozenMap
    dummy: FrozenMap | None
    tactics: FrozenMap | None
    rule: str | None = None
    additional: PlayerSetup | None = None  # the setup with one player more (LL §5.3), where the variant applies

    def setting(self, players: int, key: str):
        """rounds, mode, dummy, tactics or scoring as they stand for that many players (OVERRIDES)."""
        return self.setup_for(players).overrides.get(key, getattr(self, key))

    def setup_for(self, players: int) -> PlayerSetup:
        """The setup for that many players; the standard one rather than a variant (§13.7); for one player more than
        the Scenario Book lists, the Additional Player's (LL §5.3, `additional`)."""
        matches = sorted((s for s in self.by_players if s.players == players), key=lambda s: s.variant)
        if not matches and self.additional is not None and self.additional.players == players:
            return self.additional
        if not matches:
            raise KeyError(f"{self.id} has no setup for {players} players")
        return matches[0]


def additional_player_setup(scenario: Scenario) -> PlayerSetup | None:
    """LL §5.3: the scenario's setup for the most players it lists, for one player more. Where tile counts depend on
    the number of players, 2 Countryside tiles, 1 Core tile without a city and, unless the number of cities is the
    same for every count, 1 city tile more (the Source's extra die and the Unit offer's extra card come with the
    number of players, §2.2.12, §2.3).

    # decision: "most base scenarios" (LL 5.3, German "den meisten Szenarien im Grundspiel") are those played
    competitively by at most 4 or cooperatively by at most 3, the counts the variant raises to 5 and 4: none is left
    out by name. That leaves out Solo Conquest (played alone: no one more to add), Conquer and Hold (4 play it as two
    teams, whom a fifth cannot join evenly, on a fixed map whose tile counts do not grow) and General Volkare's own
    scenarios (The Lost Legion's, not the base game's, and already played by 4 together).
    # decision: the extra city's level is that of the city revealed before the last one, taken in before the last,
    so the last city stays the strongest (the rule gives no level: One to Return 3, 3, 3 -> 3, 3, 3, 3; Blitz
    Cooperation 5, 8, 11 -> 5, 8, 8, 11)."""
    most = max(scenario.players)
    top = scenario.setup_for(most)
    if ADDITIONAL_PLAYER_SEATS.get(scenario.setting(most, "mode")) != most + 1:
        return None
    listed = [setup for setup in scenario.by_players if not setup.variant]
    added = TileCounts(0, 0, 0)
    if len({setup.tiles for setup in listed}) > 1:
        added = TileCounts(2, 1, int(len({setup.tiles.city for setup in listed}) > 1))
    levels = top.city_levels
    if added.city and levels:
        before_last = levels[-2] if len(levels) > 1 else levels[-1]
        levels = (*levels[:-1], before_last, levels[-1])
    return replace(top, players=most + 1, tiles=top.tiles.plus(added), city_levels=levels)


def _directions(value: Any, path: str) -> tuple[str, ...]:
    return scalars.list_of(scalars.one_of(TILE_DIRECTIONS, "tile direction"))(value, path)


def _frozen_with_keys(allowed: Mapping[str, str], what: str):
    def read(value: Any, path: str) -> FrozenMap:
        data = scalars.mapping(value, path)
        for key in data:
            if key not in allowed:
                raise DataError(key_path(path, key), f"unknown {what} '{key}' (allowed: {', '.join(sorted(allowed))})")
        return freeze(data)
    return read


def _area(value: Any, path: str) -> FrozenMap:
    fields = Fields(value, path)
    area = {key: fields.optional(key, scalars.integer) for key in ("e_min", "n_min", "n_max")}
    fields.done()
    return FrozenMap(area)


def _map_shape(fields: Fields) -> MapShape:
    return MapShape(
        id=fields.required("id", scalars.identifier),
        name=fields.required("name", common.localized),
        starting_tile=fields.required("starting_tile", scalars.one_of(STARTING_SIDES, "starting tile side")),
        setup_tiles=fields.required("setup_tiles", _directions),
        directions=fields.required("directions", _directions),
        area=fields.optional("area", _area),
        max_columns=fields.optional("max_columns", scalars.positive),
        core_on_coastline=fields.required("core_on_coastline", scalars.boolean),
        fixed_positions=fields.optional("fixed_positions", lambda v, p: freeze(scalars.mapping(v, p))),
        dealt_face_down=fields.optional("dealt_face_down", scalars.boolean, False),
        rule=common.common_fields(fields)["rule"],
    )


def _tile_counts(value: Any, path: str) -> TileCounts:
    fields = Fields(value, path)
    counts = TileCounts(fields.required("countryside", scalars.count), fields.required("core", scalars.count),
                        fields.required("city", scalars.count))
    fields.done()
    return counts


def _city_level(value: Any, path: str) -> int:
    level = scalars.positive(value, path)
    if level > 11:
        raise DataError(path, f"city levels are 1-11, got {level}")
    return level


def _player_setup(fields: Fields) -> PlayerSetup:
    setup = PlayerSetup(
        players=fields.required("players", scalars.positive),
        tiles=fields.required("tiles", _tile_counts),
        city_levels=fields.required("city_levels", scalars.list_of(_city_level)),
        map_shape=fields.required("map_shape", scalars.identifier),
        starting_tile=fields.required("starting_tile", scalars.one_of(STARTING_SIDES, "starting tile side")),
        overrides=FrozenMap({key: freeze(fields.optional(key, scalars.anything)) for key in OVERRIDES
                             if fields.has(key)}),
        elite_units_from_round=fields.optional("elite_units_from_round", scalars.positive),
        variant=fields.optional("variant", scalars.boolean, False),
    )
    if "mode" in setup.overrides:
        scalars.one_of(SCENARIO_MODES, "scenario mode")(setup.overrides["mode"], f"{fields.path}.mode")
    if "rounds" in setup.overrides:
        scalars.positive(setup.overrides["rounds"], f"{fields.path}.rounds")
    for key, allowed in (("scoring", SCORING_KEYS), ("dummy", DUMMY_KEYS), ("tactics", TACTICS_KEYS)):
        if key in setup.overrides:
            _frozen_with_keys(allowed, f"{key} key")(fields.data[key], f"{fields.path}.{key}")
    if setup.city_levels and len(setup.city_levels) != setup.tiles.city:
        raise DataError(f"{fields.path}.city_levels",
                        f"one level per city tile: {setup.tiles.city} cities, {len(setup.city_levels)} levels")
    return setup


def _special_rule(fields: Fields) -> SpecialRule:
    return SpecialRule(fields.required("hook", parse_hook), fields.required("text", common.localized))


_variant = common.read_entry(lambda f: Variant(
    f.required("id", scalars.identifier), f.required("name", common.localized), f.required("text", common.localized),
    f.optional("players", scalars.positive)))


def _end(value: Any, path: str) -> FrozenMap:
    fields = Fields(value, path)
    end = {"trigger": fields.required("trigger", scalars.list_of(scalars.identifier)),
           "final_turns": fields.required("final_turns", scalars.identifier)}
    fields.done()
    return freeze(end)


def _scenario(fields: Fields) -> Scenario:
    scenario = Scenario(
        id=fields.required("id", scalars.identifier),
        number=fields.required("number", scalars.positive),
        name=fields.required("name", common.localized),
        goal=fields.required("goal", common.localized),
        mode=fields.required("mode", scalars.one_of(SCENARIO_MODES, "scenario mode")),
        players=fields.required("players", scalars.list_of(scalars.positive)),
        rounds=fields.required("rounds", scalars.positive),
        by_players=fields.required("by_players", scalars.list_of(common.read_entry(_player_setup))),
        setup=fields.optional("setup", _frozen_with_keys(SETUP_KEYS, "setup key"), FrozenMap()),
        rules=fields.optional("rules", _frozen_with_keys(RULE_KEYS, "rule switch"), FrozenMap()),
        special_rules=fields.optional("special_rules", scalars.list_of(common.read_entry(_special_rule)), ()),
        variants=fields.optional("variants", scalars.list_of(_variant), ()),
        end=fields.required("end", _end),
        scoring=fields.required("scoring", _frozen_with_keys(SCORING_KEYS, "scoring key")),
        dummy=fields.optional("dummy", _frozen_with_keys(DUMMY_KEYS, "dummy key")),
        tactics=fields.optional("tactics", _frozen_with_keys(TACTICS_KEYS, "tactics key")),
        rule=common.common_fields(fields)["rule"],
    )
    if scenario.players and sorted(setup.players for setup in scenario.by_players) != sorted(scenario.players):
        raise DataError(f"{fields.path}.by_players", f"one setup per player count {list(scenario.players)}, got "
                                                     f"{[setup.players for setup in scenario.by_players]}")
    if any(not 1 <= players <= 4 for players in scenario.players):
        raise DataError(f"{fields.path}.players", "1 to 4 players")
    city_state = scenario.setup.get("city_state")
    if city_state is not None and city_state not in CITY_STATES:
        raise DataError(f"{fields.path}.setup.city_state", f"unknown city state {city_state!r}")
    for i, color in enumerate(scenario.setup.get("city_colors", ())):
        common.basic_color(color, f"{fields.path}.setup.city_colors[{i}]")
    return replace(scenario, additional=additional_player_setup(scenario)) if scenario.players else scenario


@dataclass(frozen=True)
class ScenariosFile:
    map_shapes: tuple[MapShape, ...]
    scenarios: tuple[Scenario, ...]


def read_scenarios(doc: FileDocument) -> ScenariosFile:
    if not doc.top_level(("map_shapes", "scenarios")):
        return ScenariosFile((), ())
    return ScenariosFile(doc.entries("map_shapes", common.read_entry(_map_shape)),
                         doc.entries("scenarios", common.read_entry(_scenario)))

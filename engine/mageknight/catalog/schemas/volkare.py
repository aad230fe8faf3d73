"""volkare.yaml: General Volkare's army by level, his token and deck, and his scenarios' tables (LL §3, §4)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.content import scalars
from engine.content.errors import DataError, key_path
from engine.content.frozen import read_only
from engine.content.scalars import Fields

from . import common
from .. import vocabulary
from .common import FileDocument, Localized
from .enemies import Enemy, EnemyAttack
from .scenarios import TILE_DIRECTIONS

CONFIDENCES = frozenset({"confirmed", "single_source", "disputed"})
COMBAT_LEVELS = ("daring", "heroic", "legendary")  # kühn / heldenhaft / legendär (LL §4.1.1)
RACE_LEVELS = ("fair", "tight", "thrilling")  # gerecht / knapp / atemlos
MARKED_UNITS = frozenset({"join", "flee"})  # indecisive Units join him (Return), fearful ones flee (Quest)
MARCHES = frozenset({"explore_then_race", "to_the_portal"})  # Return (LL §4.1.8-§4.1.10), Quest (§4.3.7)
MOVING_COLORS = ("white", "blue", "green")  # red cards send him to fight (LL §4.1.8)
TOKEN_COLOR = "volkare"  # his own token's "colour": it belongs to no pile of enemy tokens
DIAL_TOP = 15  # the dial's highest level (LL §3.2)
PLAYER_COUNTS = 4


@dataclass(frozen=True)
class VolkareAttack:
    value: int
    element: str
    abilities: tuple[str, ...]


@dataclass(frozen=True)
class Army:
    """The tokens of one level by enemy colour."""
    counts: Mapping[str, int]

    def __add__(self, other: Army) -> Army:
        return Army(read_only({color: self.counts[color] + other.counts[color] for color in self.counts}))


@dataclass(frozen=True)
class VolkareScenario:
    scenario: str
    directions: Mapping[str, str]  # card colour -> hex direction; "frenzy" -> a card colour
    city_levels: Mapping[str, tuple[int, ...]]  # combat level -> by player count 1-4
    volkare_levels: Mapping[str, tuple[int, ...]]
    wounds: Mapping[str, int]  # race level -> Wounds in his deck
    marked_slots: Mapping[str, tuple[int, ...]]  # race level -> by player count 1-4
    units_in_marked_slots: str
    march: str
    bonus: Mapping[str, float]
    slowed_by: int | None = None  # Quest: tokens lost per player before his next turn to skip it (LL §4.3.11)
    rule: str | None = None


@dataclass(frozen=True)
class Volkare:
    name: Localized
    dial: Mapping[int, Army]  # levels 1-15: the dial's 4-15 and the Camp's 1-3
    dial_confidence: str
    low_levels_confidence: str
    abilities: tuple[str, ...]
    attack_by_die: Mapping[str, VolkareAttack]
    attack_confidence: str
    spells: tuple[str, ...]
    retreat_wounds: tuple[int, ...]
    elite_colors: tuple[str, ...]

    def token_enemies(self) -> dict[str, Enemy]:
        """His own token as an enemy of the combat, one per face his die may show (LL §3.3): `volkare_<face>`. It
        is never a target (Armor 0 is never asked), gives no Fame and belongs to no pile."""
        return {token_id(face): Enemy(
            id=token_id(face), name=self.name, color=TOKEN_COLOR, tokens=0,
            attacks=(EnemyAttack(attack.value, attack.element),), armor=0, armor_elusive=None, fame=0,
            resistances=(), abilities=(*self.abilities, *attack.abilities), summons=(), defend=None, reputation=None,
            faction=None, set="lost_legion", rule="LL 3.3") for face, attack in self.attack_by_die.items()}

    def army(self, level: int) -> Army:
        """The tokens of his army at `level` (LL §3.2): the dial, a level above it as near-equal parts of at most
        15 added (16 = 8 + 8, 36 = 12 + 12 + 12)."""
        if level < 1:
            raise ValueError(f"Volkare's level is at least 1, not {level}")
        if level <= DIAL_TOP:
            return self.dial[level]
        parts = max(2, -(-level // DIAL_TOP))
        sizes = [level // parts + (i < level % parts) for i in range(parts)]
        total = self.dial[sizes[0]]
        for size in sizes[1:]:
            total = total + self.dial[size]
        return total


def token_id(face: str) -> str:
    return f"volkare_{face}"


@dataclass(frozen=True)
class VolkareFile:
    volkare: Volkare | None
    scenarios: Mapping[str, VolkareScenario]


def _army(colors: tuple[str, ...]):
    def read(value: Any, path: str) -> Army:
        counts = scalars.list_of(scalars.count)(value, path)
        if len(counts) != len(colors):
            raise DataError(path, f"one count per colour {list(colors)}, got {list(counts)}")
        return Army(read_only(dict(zip(colors, counts))))
    return read


def _levels(colors: tuple[str, ...], value: Any, path: str) -> dict[int, Army]:
    return {scalars.positive(level, key_path(path, str(level))): _army(colors)(counts, key_path(path, str(level)))
            for level, counts in scalars.mapping_any_keys(value, path).items()}


def _attack(value: Any, path: str) -> VolkareAttack:
    fields = Fields(value, path)
    attack = VolkareAttack(fields.required("value", scalars.positive), fields.required("element", common.element),
                           fields.optional("abilities", common.ids, ()))
    fields.done()
    return attack


def _volkare(value: Any, path: str) -> Volkare:
    fields = Fields(value, path)
    confidence = scalars.one_of(CONFIDENCES, "confidence")
    dial = Fields(fields.required("dial", scalars.mapping), key_path(path, "dial"))
    colors = dial.required("colors", scalars.list_of(common.enemy_color))
    levels = _levels(colors, dial.required("levels", scalars.anything), key_path(path, "dial.levels"))
    if sorted(levels) != list(range(4, DIAL_TOP + 1)):
        raise DataError(key_path(path, "dial.levels"), f"the dial shows levels 4-{DIAL_TOP} (LL §3.2)")
    if dial.required("above_dial", scalars.one_of({"halves"}, "rule above the dial")) != "halves":
        raise DataError(key_path(path, "dial.above_dial"), "only 'halves' is known")
    dial_confidence = dial.required("confidence", confidence)
    dial.done()
    low = Fields(fields.required("low_levels", scalars.mapping), key_path(path, "low_levels"))
    low_levels = _levels(colors, low.required("levels", scalars.anything), key_path(path, "low_levels.levels"))
    if sorted(low_levels) != [1, 2, 3]:
        raise DataError(key_path(path, "low_levels.levels"), "levels 1-3 below the dial")
    low_confidence = low.required("confidence", confidence)
    low.done()
    token = Fields(fields.required("token", scalars.mapping), key_path(path, "token"))
    attacks = {scalars.one_of(vocabulary.MANA_COLORS, "die face")(face, key_path(path, f"token.attack_by_die.{face}")):
               _attack(attack, key_path(path, f"token.attack_by_die.{face}"))
               for face, attack in token.required("attack_by_die", scalars.mapping).items()}
    if set(attacks) != set(vocabulary.MANA_COLORS):
        raise DataError(key_path(path, "token.attack_by_die"), "one attack per face of the mana die")
    deck = Fields(fields.required("deck", scalars.mapping), key_path(path, "deck"))
    deck.required("confidence", confidence)
    deck.required("basic_actions", scalars.one_of({"hero_not_in_play"}, "basic actions"))
    spells = deck.required("spells", common.ids)
    deck.done()
    volkare = Volkare(
        name=fields.required("name", common.localized), dial=read_only({**levels, **low_levels}),
        dial_confidence=dial_confidence, low_levels_confidence=low_confidence,
        abilities=token.required("abilities", common.ids), attack_by_die=read_only(attacks),
        attack_confidence=token.required("attack_confidence", confidence), spells=spells,
        retreat_wounds=fields.required("retreat_wounds", scalars.list_of(scalars.positive)),
        elite_colors=fields.required("elite_colors", scalars.list_of(common.enemy_color)))
    token.done()
    fields.done()
    return volkare


def _by_players(value: Any, path: str) -> tuple[int, ...]:
    counts = scalars.list_of(scalars.count)(value, path)
    if len(counts) != PLAYER_COUNTS:
        raise DataError(path, f"one value per player count 1-{PLAYER_COUNTS}, got {list(counts)}")
    return counts


def _scenario(fields: Fields) -> VolkareScenario:
    directions = dict(fields.required("directions", scalars.mapping))
    for color in MOVING_COLORS:
        scalars.one_of(TILE_DIRECTIONS, "direction")(directions.get(color), key_path(fields.path, f"directions.{color}"))
    if "frenzy" in directions:
        scalars.one_of(MOVING_COLORS, "card colour")(directions["frenzy"], key_path(fields.path, "directions.frenzy"))
    combat = Fields(fields.required("combat_levels", scalars.mapping), key_path(fields.path, "combat_levels"))
    race = Fields(fields.required("race_levels", scalars.mapping), key_path(fields.path, "race_levels"))
    cities, levels, wounds, marked = {}, {}, {}, {}
    for name in COMBAT_LEVELS:
        entry = Fields(combat.required(name, scalars.mapping), key_path(combat.path, name))
        cities[name], levels[name] = entry.required("city", _by_players), entry.required("volkare", _by_players)
        entry.done()
    for name in RACE_LEVELS:
        entry = Fields(race.required(name, scalars.mapping), key_path(race.path, name))
        wounds[name], marked[name] = entry.required("wounds", scalars.count), entry.required("marked_slots", _by_players)
        entry.done()
    combat.done()
    race.done()
    bonus = {key: float(number) for key, number in fields.required("bonus", scalars.mapping).items()}
    if set(bonus) != {*COMBAT_LEVELS, *RACE_LEVELS, "per_card_left"}:
        raise DataError(key_path(fields.path, "bonus"), "a base per combat level, per_card_left, a multiplier per "
                                                        "race level")
    return VolkareScenario(
        scenario=fields.required("scenario", scalars.identifier), directions=read_only(directions),
        city_levels=read_only(cities), volkare_levels=read_only(levels), wounds=read_only(wounds),
        marked_slots=read_only(marked),
        units_in_marked_slots=fields.required("units_in_marked_slots", scalars.one_of(MARKED_UNITS, "what they do")),
        march=fields.required("march", scalars.one_of(MARCHES, "march")),
        bonus=read_only(bonus), slowed_by=fields.optional("slowed_by", scalars.positive),
        rule=common.common_fields(fields)["rule"])


def read_volkare(doc: FileDocument) -> VolkareFile:
    if not doc.top_level(("volkare", "scenarios")):
        return VolkareFile(None, read_only({}))
    scenarios = doc.entries("scenarios", common.read_entry(_scenario))
    return VolkareFile(doc.read("volkare", _volkare), read_only({entry.scenario: entry for entry in scenarios}))


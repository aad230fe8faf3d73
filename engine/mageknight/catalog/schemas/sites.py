"""sites.yaml: every site type and its rule parameters (§1.6, §6.7, §7, §8.11, §9.4).

The fields are listed in the header comment of sites.yaml; the ones the engine must read in a
fixed shape (enemies, rewards, interactions, benefits of the space) are parsed here, the other
site-specific parameters are kept as frozen data under ``parameters`` (keys in SITE_PARAMETERS).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.content import scalars
from engine.content.errors import DataError, key_path
from engine.content.frozen import FrozenMap, freeze
from engine.content.scalars import Fields

from . import common
from ..effects import Effect
from .common import FileDocument, Localized
from .site_rewards import Reward, reward_list

# Site-specific parameters (sites.yaml header): free-form, read by the rules of that site.
SITE_PARAMETERS = frozenset({
    "safe_after_conquest", "several_heroes", "move_cost", "ends_movement", "on_reveal", "assault", "entry",
    "shield", "revisit", "interaction_requires", "hand_limit", "plunder", "burn", "opponent_keep", "conquest",
    "interaction_bonus", "recruit_action", "conquered_area", "pursuit",
})
# Parameters that draw enemies somewhere inside: their `color` must be an enemy colour.
_ENEMY_DRAWS_IN = ("burn", "revisit", "opponent_keep", "pursuit")

ENEMY_SOURCES = frozenset({"city_garrison", "volkare_army", "ruins_token"})
REVEALED_WHEN = frozenset({"adjacent_by_day", "adjacent"})
UNDEFEATED = frozenset({"discard", "stay_face_up"})


@dataclass(frozen=True)
class EnemyDraw:
    """Enemies drawn for a site: ``count`` tokens of ``color``, or from another pile (``source``)."""
    color: str | None
    count: int
    source: str | None  # city_garrison | volkare_army | ruins_token
    face_down: bool = False
    revealed: str | None = None  # when face-down defenders turn up (adjacent_by_day | adjacent)
    undefeated: str | None = None  # what happens to undefeated ones (discard | stay_face_up)


@dataclass(frozen=True)
class SiteInteraction:
    """What Influence buys at the site (§7.4); ``terms`` are the kind's parameters."""
    kind: str
    terms: FrozenMap


@dataclass(frozen=True)
class SpaceBenefit:
    """start_of_turn / end_of_turn benefits of standing on the space (§9.4)."""
    effect: Effect | None = None
    named: FrozenMap = FrozenMap()  # mine, throw_away_wound, leave_map


@dataclass(frozen=True)
class Site:
    id: str
    name: Localized
    set: str
    text: Localized
    fortified: bool
    inhabited: bool
    adventure: bool
    safe: bool
    defenders: EnemyDraw | None
    enemies_on_entry: EnemyDraw | None
    reward: tuple[Reward, ...]
    burn_reward: tuple[Reward, ...]  # a burned monastery's (burn.reward, §8.11.2.4), parsed once like `reward`
    interactions: tuple[SiteInteraction, ...]
    start_of_turn: SpaceBenefit | None
    end_of_turn: SpaceBenefit | None
    parameters: FrozenMap
    rule: str | None = None


def _enemy_draw(value: Any, path: str) -> EnemyDraw:
    fields = Fields(value, path)
    draw = EnemyDraw(
        color=fields.optional("color", common.enemy_color),
        count=fields.optional("count", scalars.positive, 1),
        source=fields.optional("from", scalars.one_of(ENEMY_SOURCES, "enemy source")),
        face_down=fields.optional("face_down", scalars.boolean, False),
        revealed=fields.optional("revealed", scalars.one_of(REVEALED_WHEN, "reveal rule")),
        undefeated=fields.optional("undefeated", scalars.one_of(UNDEFEATED, "rule for undefeated enemies")),
    )
    fields.done()
    if (draw.color is None) == (draw.source is None):
        raise DataError(path, "enemies come either as 'color' (with 'count') or 'from' a pile, not both or neither")
    return draw


def _count(value, path):
    return scalars.positive(value, path)


# Each interaction kind and the terms it takes (sites.yaml header).
_INTERACTION_TERMS = {
    "recruit": {"site_icon": scalars.identifier, "cost_increase": scalars.mapping},
    "heal": {"influence_per_point": _count},
    "learn_advanced_action": {"influence": _count, "from": scalars.identifier},
    "learn_spell": {"influence": _count, "mana": scalars.identifier, "from": scalars.identifier},
    "city_card": {},
    "add_regular_unit_to_offer": {"influence": _count},
}


def _interaction(value: Any, path: str) -> SiteInteraction:
    fields = Fields(value, path)
    kind = fields.required("kind", scalars.one_of(_INTERACTION_TERMS, "interaction kind"))
    terms = {key: fields.optional(key, reader) for key, reader in _INTERACTION_TERMS[kind].items()}
    fields.done()
    return SiteInteraction(kind, freeze({key: term for key, term in terms.items() if term is not None}))


_NAMED_BENEFITS = frozenset({"mine", "throw_away_wound", "leave_map"})


def _benefit(value: Any, path: str) -> SpaceBenefit:
    data = scalars.mapping(value, path)
    for key in data:
        if key != "effect" and key not in _NAMED_BENEFITS:
            raise DataError(key_path(path, key), f"unknown benefit '{key}' (allowed: effect, "
                                                 f"{', '.join(sorted(_NAMED_BENEFITS))})")
    effect = common.effect(data["effect"], key_path(path, "effect")) if "effect" in data else None
    return SpaceBenefit(effect, freeze({key: item for key, item in data.items() if key != "effect"}))


def _enemy_colors_inside(value: Any, path: str) -> None:
    """Any `color` inside an enemy-drawing parameter (burn.enemies ...) must be an enemy colour."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "color":
                common.enemy_color(item, key_path(path, key))
            else:
                _enemy_colors_inside(item, key_path(path, key))


def _burn_reward(fields: Fields) -> tuple[Reward, ...]:
    if not fields.has("burn"):
        return ()
    burn = scalars.mapping(fields.data["burn"], key_path(fields.path, "burn"))
    return reward_list(burn["reward"], key_path(fields.path, "burn.reward")) if "reward" in burn else ()


def _site(fields: Fields) -> Site:
    site = Site(
        id=fields.required("id", scalars.identifier),
        name=fields.required("name", common.localized),
        set=fields.required("set", common.set_name),
        text=fields.required("text", common.localized),
        fortified=fields.required("fortified", scalars.boolean),
        inhabited=fields.required("inhabited", scalars.boolean),
        adventure=fields.required("adventure", scalars.boolean),
        safe=fields.required("safe", scalars.boolean),
        defenders=fields.optional("defenders", _enemy_draw),
        enemies_on_entry=fields.optional("enemies_on_entry", _enemy_draw),
        reward=fields.optional("reward", reward_list, ()),
        burn_reward=_burn_reward(fields),
        interactions=fields.optional("interactions", scalars.list_of(_interaction), ()),
        start_of_turn=fields.optional("start_of_turn", _benefit),
        end_of_turn=fields.optional("end_of_turn", _benefit),
        parameters=FrozenMap({key: fields.optional(key, lambda v, p: freeze(v))
                              for key in sorted(SITE_PARAMETERS) if fields.has(key)}),
        rule=common.common_fields(fields)["rule"],
    )
    for key in _ENEMY_DRAWS_IN:
        if fields.has(key):
            _enemy_colors_inside(fields.data[key], key_path(fields.path, key))
    return site


def read_sites(doc: FileDocument) -> tuple[Site, ...]:
    if not doc.top_level(("sites",)):
        return ()
    return doc.entries("sites", common.read_entry(_site))

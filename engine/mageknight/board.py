"""The placed map as geometry: the layout of the tiles laid so far, and what stands on a space.

Kept apart from the rules modules so that any of them (movement, turns, interaction, combat) can read the
map without importing each other.
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from engine.mageknight.catalog.schemas.sites import Site
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.geometry import MapLayout
from engine.mageknight.geometry import space_at as geometry_space_at
from engine.mageknight.rulebook import OWNED_SITES
from engine.mageknight.state import parse_hex


KEEP = "keep"  # the site its conqueror owns against the others (§8.1.1); a scenario may own more (OWNED_SITES)


def owned_sites(ctx: Ctx) -> tuple[str, ...]:
    """Sites their conqueror owns against the others: keeps (§8.1.1), and what the scenario adds."""
    return ctx.rules.adjust(OWNED_SITES, ctx, (KEEP,))


def layout_of(ctx: Ctx) -> MapLayout:
    changes = tuple(sorted((parse_hex(key), site) for key, site in site_changes(ctx).items()))
    return _layout(tuple(tuple(row) for row in ctx.state.map.tiles), changes)


@lru_cache(maxsize=64)
def _layout(rows: tuple[tuple, ...], changes: tuple[tuple[tuple[int, int], str], ...]) -> MapLayout:
    """MapLayout is immutable and checks itself when built: build it once per map, not once per lookup."""
    return MapLayout.from_rows(rows, changes)


def site_changes(ctx: Ctx) -> dict[str, str]:
    """The sites the game put on spaces or took off them ("" for none), by hex key: Dungeon Lords' secret dungeons
    and tombs (§13.7.9), a site without effect in this scenario (Volkare's Camp in his own, LL §4.1.3)."""
    return {**ctx.state.map.secret_sites, **{key: "" for key in ctx.state.map.sites_without_effect}}


def space_at(ctx: Ctx, key: str):
    """The tile data of a placed space, by hex key, with the site the game put there since (site_changes)."""
    return geometry_space_at(layout_of(ctx), ctx.catalog, parse_hex(key))


def with_secret_site(ctx: Ctx, key: str, space):
    """The printed space as the game knows it: with the site the game put there since (site_changes); from then on
    it is that site for every rule."""
    changed = site_changes(ctx).get(key)
    return space if changed is None else replace(space, site=changed or None)


def site_at(ctx: Ctx, key: str) -> Site | None:
    """The site type on a placed space (printed, or a secret one), or None."""
    space = space_at(ctx, key)
    return ctx.catalog.sites.get(space.site) if space.site else None


SHARED_SITES = ("portal", "city")  # spaces where several figures may stand, and no combat happens (§6.11.4)


def shared_space(ctx: Ctx, site_id: str | None) -> bool:
    """A space where several figures may stand (§6.11.4); not the portal once it closed (One to Return, §13.7.11:
    from then on it is an empty plains space)."""
    return site_id in SHARED_SITES and not (site_id == "portal" and ctx.state.scenario_state.portal_closed)


def shares_space(ctx: Ctx, seat: int) -> bool:
    """On a space with another Hero, other than a portal or a city: no action may be taken there (§6.11.3)."""
    position = ctx.player(seat).position
    if position is None or not any(p.position == position for p in ctx.state.players if p.seat != seat):
        return False
    site = site_at(ctx, position)
    return site is None or not shared_space(ctx, site.id)


def crowded_refusal(ctx: Ctx, seat: int):
    """The refusal of an action on a space shared with another Hero, or None: the only action there is attacking
    that Hero (§6.11.3, pvp.py); where that is not allowed (§6.11.5), no action, Forced Withdrawal at the end of the
    turn (movement.is_safe)."""
    if not shares_space(ctx, seat):
        return None
    return refuse("No action can be taken on a space with another Hero; move on, or withdraw at the end of the "
                  "turn.", "Auf einem Feld mit einem anderen Helden ist keine Aktion möglich; zieh weiter oder zieh "
                  "dich am Zugende zurück.", "6.11.3")


def city_leader(shields: list[int]) -> int:
    """The seat with the most Shields on a City card; among those tied, whose Shield came first (§8.12.2)."""
    return max(set(shields), key=lambda seat: (shields.count(seat), -shields.index(seat)))

"""What a space is to a moving Hero (rules spec §6): its Move cost, whether entering it is an assault or provokes
rampaging enemies, whether it is safe, whose keep it is, the defenders seen from next to it.

The lower half of moving: movement.py (the `move`, `explore` and `tunnel` actions, which start combats between
players and assaults) and pvp.py (retreating) both read it, so it imports neither.
"""
from __future__ import annotations

from engine.mageknight import volkare, volkares_camp
from engine.mageknight.board import layout_of, owned_sites, shared_space
from engine.mageknight.catalog.modifiers import NoProvoke, SafeTerrain, TerrainCost, TerrainPassable
from engine.mageknight.combat.changes import rule_active
from engine.mageknight.context import Ctx
from engine.mageknight.effect_paths import active_changes, node_at
from engine.mageknight.geometry import (Hex, MapLayout, are_adjacent, neighbours, shown_label, space_at, space_label,
                                        walled)
from engine.mageknight.reveal import reveals_as_by_day
from engine.mageknight.rulebook import CLOSED_TERRAINS, SPACE_MOVE_COST, TERRAIN_COST
from engine.mageknight.state import hex_key, parse_hex

CITY_COST = 2  # §6.3.4
WALL_COST = 1  # Lost Legion §2.1.1: crossing a wall with normal movement, never reduced
# Named rule changes (`rule: name`) that movement.py reads where they act: a step or an exploration reaches 2 spaces.
SPACE_BENDING_LEAP = "space_bending_leap"  # moving and exploring 2 spaces away as if adjacent (Space Bending)
SCOUTS_FAR_EXPLORE = "scouts_far_explore"  # exploring 2 spaces away (Scouts)


def _terrain_cost(ctx: Ctx, terrain_id: str) -> int | None:
    if terrain_id in ctx.rules.adjust(CLOSED_TERRAINS, ctx, ()):
        return None
    terrain = ctx.catalog.terrains[terrain_id]
    base = terrain.day_cost if ctx.is_day else terrain.night_cost
    if base is None:  # §6.9.2: an effect may make it enterable, at the cost it names
        base = next((change.cost for change in active_changes(ctx, TerrainPassable)
                     if terrain_id in change.terrains), None)
    if base is None:
        return None
    cost = ctx.rules.adjust(TERRAIN_COST, ctx, base)  # another player's Prayer of Weather
    for path in ctx.state.turn.modifiers:  # §6.9.1: reductions in any order, never below 0
        modifier = node_at(ctx, path).change
        if isinstance(modifier, TerrainCost) and modifier.terrain in (terrain_id, "all"):
            cost = modifier.set if modifier.set is not None else cost + (modifier.add or 0)
            cost = max(cost, modifier.min if modifier.min is not None else 0)
    return max(cost, 0)


def move_cost(ctx: Ctx, layout: MapLayout, target: Hex) -> int | None:
    space = space_at(layout, ctx.catalog, target)
    if space.site == "city":  # First Reconnaissance: "the city can be neither entered nor conquered" (§13.7.1)
        return None if ctx.catalog.scenarios[ctx.state.scenario].setup.get("city_state") == "closed" else CITY_COST
    cost = _terrain_cost(ctx, space.terrain)
    return None if cost is None else ctx.rules.adjust(SPACE_MOVE_COST, ctx, cost, hex_key(*target))


def wall_cost(ctx: Ctx, layout: MapLayout, here: Hex, target: Hex) -> int:
    """The Move a wall between `here` and `target` adds to the step, after every reduction so none removes it;
    Space Bending's movement ignores walls (Lost Legion §2.1.1)."""
    crossing = walled(layout, ctx.catalog, here, target) and not rule_active(ctx, SPACE_BENDING_LEAP)
    return WALL_COST if crossing else 0


def step_cost(ctx: Ctx, layout: MapLayout, here: Hex, target: Hex) -> int | None:
    """The Move a step from `here` onto `target` costs: the space's cost and the wall's (`wall_cost`)."""
    cost = move_cost(ctx, layout, target)
    return None if cost is None else cost + wall_cost(ctx, layout, here, target)


def rampaging_hexes(ctx: Ctx, layout: MapLayout) -> set[Hex]:
    return {parse_hex(key) for key, tokens in ctx.state.map.enemies.items()
            if tokens and space_at(layout, ctx.catalog, parse_hex(key)).rampaging}


def is_unconquered_fortress(ctx: Ctx, layout: MapLayout, target: Hex) -> bool:
    """Without a Shield, or (a city) with garrison tokens left: Shields of failed assaults stay (§8.12.2)."""
    space = space_at(layout, ctx.catalog, target)
    site = ctx.catalog.sites.get(space.site) if space.site else None
    key = hex_key(*target)
    return bool(site and site.fortified and (key not in ctx.state.map.shields or ctx.state.map.enemies.get(key)))


def assault_on(ctx: Ctx, layout: MapLayout, target: Hex) -> bool:
    """Entering `target` is an assault (§6.4.1, §8.1.1), not combat between players; a city that may not be entered
    (First Reconnaissance) is none."""
    owner = opponent_keep_owner(ctx, layout, target)
    if owner is not None:
        return ctx.player(owner).position != hex_key(*target)
    return is_unconquered_fortress(ctx, layout, target) and move_cost(ctx, layout, target) is not None


def opponent_keep_owner(ctx: Ctx, layout: MapLayout, target: Hex, seat: int | None = None) -> int | None:
    """The seat owning the keep on `target` (in Conquer and Hold: or the mage tower, §13.7.10), if it is not the
    Hero moving (§8.1.1): `seat`, by default the one whose turn it is."""
    space = space_at(layout, ctx.catalog, target)
    holders = ctx.state.map.shields.get(hex_key(*target), [])
    mover = ctx.state.turn.seat if seat is None else seat
    if space.site not in owned_sites(ctx) or len(holders) != 1 or holders[0] == mover:
        return None
    return holders[0]


def provoked_by_move(ctx: Ctx, layout: MapLayout, here: Hex, target: Hex) -> list[str]:
    """Rampaging enemies adjacent to both spaces of the move (§6.4.3, §8.2.1), unless a wall lies between the
    space it ends on and them: they never attack across a wall (Lost Legion §2.1.1); none while this turn's movement
    does not provoke (Space Bending)."""
    if active_changes(ctx, NoProvoke):
        return []
    return [hex_key(*enemy) for enemy in sorted(rampaging_hexes(ctx, layout))
            if are_adjacent(here, enemy) and are_adjacent(target, enemy)
            and not walled(layout, ctx.catalog, target, enemy)]


def reveal_adjacent_defenders(ctx: Ctx, here: Hex) -> None:
    """Face-down defenders of a keep or mage tower turn up when a Hero is adjacent by Day; a city's at
    any time (site data `revealed`, §6.7). New information: a checkpoint."""
    layout = layout_of(ctx)
    for other in neighbours(here):
        tokens = ctx.state.map.enemies.get(hex_key(*other), [])
        hidden = [t for t in tokens if not t.face_up]
        if not hidden or other not in layout:
            continue
        site = ctx.catalog.sites.get(space_at(layout, ctx.catalog, other).site or "")
        rule = site.defenders.revealed if site and site.defenders else None
        if rule == "adjacent" or (rule == "adjacent_by_day" and reveals_as_by_day(ctx)):  # Amulet of the Sun
            for token in hidden:
                token.face_up = True
            ctx.say("defenders_revealed", f"Defenders at {space_label(layout, other)} are revealed.",
                    f"Die Verteidiger auf {shown_label(space_label(layout, other), 'de')} werden aufgedeckt.",
                    reveals=True)
    volkares_camp.reveal_army_next_to(ctx, here)


def is_safe(ctx: Ctx, seat: int, key: str) -> bool:
    """§6.10: accessible without help, no unconquered fortress, no other Hero (but on a portal or city), not General
    Volkare's."""
    layout = layout_of(ctx)
    target = parse_hex(key)
    space = space_at(layout, ctx.catalog, target)
    terrain = ctx.catalog.terrains[space.terrain]
    made_safe = ctx.state.turn is not None and any(space.terrain in change.terrains
                                                   for change in active_changes(ctx, SafeTerrain))
    if (terrain.day_cost if ctx.is_day else terrain.night_cost) is None and space.site != "city" and not made_safe:
        return False
    if is_unconquered_fortress(ctx, layout, target) or target in rampaging_hexes(ctx, layout):
        return False
    if volkare.stands_on(ctx, key):  # LL §4.1.6
        return False
    shared = shared_space(ctx, space.site)
    return shared or not any(p.position == key for p in ctx.state.players if p.seat != seat)

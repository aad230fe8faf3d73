"""Putting a tile on the map and applying what its sites do when revealed (rules spec §2.5, §6.7)."""
from __future__ import annotations

from engine.mageknight.board import with_secret_site
from engine.mageknight.city_levels import raised
from engine.mageknight.context import Ctx
from engine.mageknight.geometry import tile_spaces
from engine.mageknight.rulebook import TILE_REVEALED
from engine.mageknight.state import Token, hex_key

SUN_DAY_RULES = "amulet_of_the_sun_day_rules"  # Turn.lasting entry while the Amulet of the Sun acts (artifact_hooks)


def reveals_as_by_day(ctx: Ctx) -> bool:
    """Garrisons and Ruins tokens are revealed by the Day rules: by Day, or at Night under the Amulet of the Sun."""
    turn = ctx.state.turn
    return ctx.is_day or (turn is not None and [SUN_DAY_RULES] in turn.lasting)


def spaces(ctx: Ctx):
    """Every placed space as (hex key, the tile's space data with any secret site), in placement order."""
    for tile_id, q, r in ctx.state.map.tiles:
        tile = ctx.catalog.tiles[tile_id]
        for position, (x, y) in tile_spaces((q, r)).items():
            yield hex_key(x, y), with_secret_site(ctx, hex_key(x, y), tile.hexes[position])


def spaces_with_site(ctx: Ctx, site_id: str) -> list[str]:
    return [key for key, space in spaces(ctx) if space.site == site_id]


def can_draw(ctx: Ctx, color: str) -> bool:
    """A token of that colour is left to draw, in its pile or its discards."""
    return bool(ctx.state.decks.enemies[color] or ctx.state.decks.enemy_discards[color])


def draw_enemy(ctx: Ctx, color: str) -> str:
    """The top token of that colour's pile; an empty pile is rebuilt from its discards (§2.2.2); with none there
    either, a stand-in."""
    pile = ctx.state.decks.enemies[color]
    if not pile:
        pile.extend(ctx.state.decks.enemy_discards[color])
        ctx.state.decks.enemy_discards[color].clear()
        ctx.state.rng.shuffle(pile)
    if not pile:
        # decision: the rulebook says what to do when tokens run out only for the Mines' brown monsters (use
        # stand-ins, §13.7.7), but every token of a colour can be out at once, on the map and in General Volkare's
        # army (LL §3.2 at high levels): a stand-in for any colour, a copy of one of its tokens drawn at random from
        # the colour's whole set, as a table would take a spare token, each kind as likely as its tokens are many
        return ctx.state.rng.choice([enemy.id for enemy in ctx.catalog.enemies_by_color[color]
                                     for _ in range(enemy.tokens)])
    return pile.pop()


def place_tile(ctx: Ctx, tile_id: str, center: tuple[int, int]) -> None:
    """Lay the tile and resolve every site's "when revealed" text (§6.7). New information: a checkpoint."""
    state, catalog = ctx.state, ctx.catalog
    tile = catalog.tiles[tile_id]
    state.map.tiles.append([tile_id, center[0], center[1]])
    ctx.say("tile_revealed", f"{tile.name.en} is revealed.", f"{tile.name.de} wird aufgedeckt.",
            reveals=True, tile=tile_id)
    for position, (q, r) in tile_spaces(center).items():
        space = tile.hexes[position]
        key = hex_key(q, r)
        if space.rampaging:
            # Rampaging enemies are placed face up (§6.7.1).
            enemy = draw_enemy(ctx, space.rampaging)
            state.map.enemies[key] = [Token(enemy, space.rampaging, True)]
        site = catalog.sites.get(space.site) if space.site else None
        if site is None:
            continue
        if site.defenders is not None and site.defenders.color and site.defenders.source is None:
            state.map.enemies[key] = [Token(draw_enemy(ctx, site.defenders.color), site.defenders.color,
                                            not site.defenders.face_down) for _ in range(site.defenders.count)]
        if site.id == "monastery" and state.decks.advanced_actions:
            state.offers.unit_offer_aas.append(state.decks.advanced_actions.pop())
        if site.id == "ancient_ruins" and state.decks.ruins:
            state.map.ruins[key] = [state.decks.ruins.pop(), reveals_as_by_day(ctx)]  # Amulet of the Sun
        if space.city:
            level = next_city_level(ctx)
            if level is not None:
                state.map.cities[key] = level
                state.map.enemies[key] = [Token(draw_enemy(ctx, color), color, False)
                                          for color in catalog.garrison(space.city, level)]
    ctx.rules.react(TILE_REVEALED, ctx, [hex_key(q, r) for q, r in tile_spaces(center).values()])  # the scenario's


def next_city_level(ctx: Ctx) -> int | None:
    """The level of the next city revealed: the scenario lists them in the order revealed (the last one for any
    more), raised where the table chose higher city levels (§13.6.8.1); in General Volkare's scenarios by the
    combat level chosen (LL §4.1.1). None: the scenario gives none."""
    scenario = ctx.catalog.scenarios[ctx.state.scenario]
    tables = ctx.catalog.volkare_scenarios.get(ctx.state.scenario)
    if tables is not None and ctx.state.volkare is not None:
        return tables.city_levels[ctx.state.volkare.combat_level][ctx.state.seats - 1]
    levels = scenario.setup_for(ctx.state.seats).city_levels
    if not levels:
        return None
    return raised(levels[min(len(ctx.state.map.cities), len(levels) - 1)], ctx.state.city_level_bonus)

"""The scenario being played, as the rules read it (rules spec §13.7): its Round limit and special rules by name,
which Night it is, who is still in the game, and what the Heroes hold on the map (owned sites, liberated mines,
conquered dungeons and tombs, the portal) that its goals and scoring count.

Below the rules that ask (rounds.py, turns.py, scoring.py, scenario_end.py) and the scenarios' own code
(cards/scenarios.py), which reads the same terms where it acts.
"""
from __future__ import annotations

from engine.mageknight.board import layout_of
from engine.mageknight.catalog.effects import Hook
from engine.mageknight.context import Ctx
from engine.mageknight.reveal import spaces
from engine.mageknight.state import parse_hex

INCANTATION = "druid_nights_incantation"  # Druid Nights' special rule (§13.7.8), carried out in cards/scenarios.py
ADVENTURES_UNDERGROUND = ("dungeon", "tomb")  # Dungeon Lords' sites, secret ones included (§13.7.9)


def round_limit(ctx: Ctx) -> int:
    return int(ctx.catalog.scenarios[ctx.state.scenario].setting(ctx.state.seats, "rounds"))


def special_rule(ctx: Ctx, name: str) -> Hook | None:
    """The scenario's special rule of that name, if it has one."""
    scenario = ctx.catalog.scenarios[ctx.state.scenario]
    return next((rule.hook for rule in scenario.special_rules if rule.hook.name == name), None)


def night_number(ctx: Ctx) -> int:
    """Which Night this is (1, 2, ...), 0 by Day: the scenario starts with a Day and they alternate."""
    return ctx.state.round.number // 2 if ctx.state.round.time == "night" else 0


def active_seats(state) -> list[int]:
    """The seats still in the game (One to Return eliminates)."""
    return [seat for seat in range(state.seats) if seat not in state.scenario_state.eliminated]


def friendly_city(ctx: Ctx) -> bool:
    """§13.7.7-9: the city is friendly: every player puts one Shield on it, and nobody is its leader."""
    return ctx.catalog.scenarios[ctx.state.scenario].setup.get("city_state") == "friendly"


def tile_kind(ctx: Ctx, key: str) -> str:
    tile_id, _ = layout_of(ctx).locate(parse_hex(key))
    return ctx.catalog.tiles[tile_id].kind


# --- what the Heroes hold on the map -----------------------------------------------------------------------

def owned(ctx: Ctx, seat: int, site_id: str) -> list[str]:
    """The spaces of that site the seat owns (its Shield alone on them)."""
    return [key for key, space in spaces(ctx) if space.site == site_id and ctx.state.map.shields.get(key) == [seat]]


def mines(ctx: Ctx) -> list[tuple[str, str]]:
    """(hex key, tile kind) of every revealed mine."""
    return [(key, tile_kind(ctx, key)) for key, space in spaces(ctx) if space.mine]


def liberated_mines(ctx: Ctx, seat: int, tier: str) -> int:
    """Mines `seat` liberated on Countryside tiles (`countryside`) or Core tiles (`core`)."""
    return sum(ctx.state.map.shields.get(key) == [seat] and (kind == "countryside") == (tier == "countryside")
               for key, kind in mines(ctx))


def all_mines_liberated(ctx: Ctx) -> bool:
    return not ctx.state.decks.tiles and all(key in ctx.state.map.shields for key, _ in mines(ctx))


def all_dungeons_and_tombs_conquered(ctx: Ctx) -> bool:
    """Dungeon Lords' goal: every tile revealed, and a Shield on every dungeon and tomb, secret ones included."""
    return not ctx.state.decks.tiles and all(key in ctx.state.map.shields for key, space in spaces(ctx)
                                             if space.site in ADVENTURES_UNDERGROUND)


def all_performed_last_incantation(ctx: Ctx) -> bool:
    """Every player performed the incantation in the last Night of the scenario (§13.7.8 end)."""
    hook = special_rule(ctx, INCANTATION)
    last = max(hook.args["nights"]) if hook is not None else 0
    return bool(last) and night_number(ctx) == last and {seat for seat, number in ctx.state.scenario_state.incantations
                                                         if number == ctx.state.round.number} == set(
        range(ctx.state.seats))


def portal_key(ctx: Ctx) -> str:
    return next(key for key, space in spaces(ctx) if space.site == "portal")


def close_portal(ctx: Ctx) -> None:
    """The portal closes (One to Return §13.7.11 at the end of the first Day; Volkare's Quest LL §4.3.6 once he is 3
    spaces from it): whoever is on it is eliminated (a figure that ended its turn there is off the map, §6.12.1);
    from now on it is an empty plains space."""
    state, portal = ctx.state, portal_key(ctx)
    state.scenario_state.portal_closed = True
    for player in state.players:
        if player.position in (None, portal) and player.seat not in state.scenario_state.eliminated:
            state.scenario_state.eliminated.append(player.seat)
            player.position = None
            ctx.say("eliminated", f"The portal closes: {ctx.hero_name(player.seat).en} is eliminated.",
                    f"Das Portal schließt sich: {ctx.hero_name(player.seat).de} scheidet aus.", seat=player.seat)
    ctx.say("portal_closed", "The portal closes; its space is now an empty plains space.",
            "Das Portal schließt sich; sein Feld ist jetzt ein leeres Ebenenfeld.")


def portal_closed(ctx: Ctx) -> bool:
    """One to Return: the closed portal is a plain space (§13.7.11; board.shared_space reads it too)."""
    return ctx.state.scenario_state.portal_closed


def heroes_on_portal(ctx: Ctx) -> list[int]:
    """The winner of One to Return: whoever stands on the portal space when the last Night is over."""
    portal = portal_key(ctx)
    return [player.seat for player in ctx.state.players if player.position == portal]

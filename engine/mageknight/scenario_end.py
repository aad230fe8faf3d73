"""A scenario's end condition being met (rules spec §3.4.3-§3.4.4, §13.7)."""
from __future__ import annotations

from engine.mageknight.context import Ctx
from engine.mageknight.volkares_camp import is_city_tile
from engine.mageknight.scenario_terms import all_performed_last_incantation
from engine.mageknight.scoring import CONDITIONS

CONCEDES = "one_side_concedes"  # Conquer and Hold (§13.7.10): the concede move (rounds.py)
# The scenario's `end.trigger` names: the scenario's end begins when all of its conditions hold.
TRIGGERS = {
    "city_revealed": lambda ctx: any(is_city_tile(ctx, tile[0]) for tile in ctx.state.map.tiles),
    "all_tiles_revealed": lambda ctx: not ctx.state.decks.tiles,
    "all_cities_conquered": CONDITIONS["all_cities_conquered"],
    "all_mines_liberated": CONDITIONS["all_mines_liberated"],
    "all_dungeons_and_tombs_conquered": CONDITIONS["all_dungeons_and_tombs_conquered"],
    "volkare_defeated": CONDITIONS["volkare_defeated"],  # his whole army destroyed (LL §4.1.15)
    "all_players_performed_second_night_incantation": all_performed_last_incantation,
    CONCEDES: lambda ctx: bool(ctx.state.scenario_state.conceded),
    "round_limit": lambda ctx: False,  # One to Return: only the Round limit ends it (rounds.end_round), never early
}
# The scenario's `end.final_turns`: whether everyone gets one last turn once the end is triggered. The Dummy never
# takes one (§13.2.4), so "all players", "players only" and "all but the Dummy" are the same turns.
FINAL_TURNS = {"all_players": True, "players_only": True, "all_players_except_dummy": True, "none": False}


def trigger_scenario_end(ctx: Ctx) -> None:
    """§3.4.3 / §13.7.1: everyone, the triggering player included, gets one last turn; with `final_turns: none`
    the game ends with the turn under way (Conquer and Hold's concession, §13.7.10)."""
    state = ctx.state
    if state.round.scenario_end:
        return
    state.round.scenario_end = True
    if not FINAL_TURNS[ctx.catalog.scenarios[state.scenario].end["final_turns"]]:
        state.round.last_turns = []
        ctx.say("scenario_end", "The scenario is over.", "Das Szenario ist vorbei.")
        return
    ctx.say("scenario_end", "The scenario's goal is reached: everyone gets one last turn.",
            "Das Ziel des Szenarios ist erreicht: alle haben noch einen letzten Zug.")
    if state.round.end_announced_by is None:
        state.round.last_turns = list(state.round.order)
        state.round.last_turns.remove(state.turn.seat)
        state.round.last_turns.append(state.turn.seat)  # the triggering player's last turn comes after the others


def check_triggers(ctx: Ctx) -> None:
    """After a tile is revealed, a combat ends or a side concedes: the scenario ends once every condition of its
    trigger holds."""
    triggers = ctx.catalog.scenarios[ctx.state.scenario].end["trigger"]
    if triggers and all(TRIGGERS[name](ctx) for name in triggers):
        trigger_scenario_end(ctx)

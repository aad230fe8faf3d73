"""A scenario's end condition being met (rules spec §3.4.3-§3.4.4, §13.7)."""
from __future__ import annotations

from engine.mageknight import scenario_rules
from engine.mageknight.context import Ctx
from engine.mageknight.scoring import CONDITIONS

# The scenario's `end.trigger` names: the game's last turns begin when all of its conditions hold.
TRIGGERS = {
    "city_revealed": lambda ctx: any(ctx.catalog.tiles[tile[0]].kind == "city" for tile in ctx.state.map.tiles),
    "all_tiles_revealed": lambda ctx: not ctx.state.decks.tiles,
    "all_cities_conquered": CONDITIONS["all_cities_conquered"],
    "all_mines_liberated": CONDITIONS["all_mines_liberated"],
    "all_dungeons_and_tombs_conquered": CONDITIONS["all_dungeons_and_tombs_conquered"],
    "all_players_performed_second_night_incantation": scenario_rules.all_performed_last_incantation,
}


def trigger_scenario_end(ctx: Ctx) -> None:
    """§3.4.3 / §13.7.1: everyone, the triggering player included, gets one last turn."""
    state = ctx.state
    if state.round.scenario_end:
        return
    state.round.scenario_end = True
    ctx.say("scenario_end", "The scenario's goal is reached: everyone gets one last turn.",
            "Das Ziel des Szenarios ist erreicht: alle haben noch einen letzten Zug.")
    if state.round.end_announced_by is None:
        state.round.last_turns = list(state.round.order)
        state.round.last_turns.remove(state.turn.seat)
        state.round.last_turns.append(state.turn.seat)  # the triggering player's last turn comes after the others


def check_triggers(ctx: Ctx) -> None:
    """After a tile is revealed or a combat ends: the scenario ends once every condition of its trigger holds (a
    trigger the engine does not know, like conceding, is never met here)."""
    triggers = ctx.catalog.scenarios[ctx.state.scenario].end.get("trigger", ())
    if triggers and all(name in TRIGGERS and TRIGGERS[name](ctx) for name in triggers):
        trigger_scenario_end(ctx)

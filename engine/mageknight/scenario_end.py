"""A scenario's end condition being met (rules spec §3.4.3-§3.4.4)."""
from __future__ import annotations

from engine.mageknight.context import Ctx


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


def check_after_combat(ctx: Ctx) -> None:
    """Conquest scenarios end once every city is conquered (§13.7): revealed, its garrison all defeated, and
    none still in the tile deck."""
    scenario = ctx.catalog.scenarios[ctx.state.scenario]
    if "all_cities_conquered" not in scenario.end.get("trigger", ()):
        return
    state = ctx.state
    cities_left = any(ctx.catalog.tiles[t].kind == "city" for t in state.decks.tiles)
    if state.map.cities and not cities_left and not any(state.map.enemies.get(key) for key in state.map.cities):
        trigger_scenario_end(ctx)

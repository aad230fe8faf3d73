"""Whether a player may be attacked by another, and the attack's start (rules spec §11.1-§11.3, §6.11.5).

Below movement, which starts a combat between players when a Hero enters the keep of an opponent standing in it
(§6.11.2, §8.1.1), and below pvp.py, which carries the combat out: the start asks the defender how to attend.
"""
from __future__ import annotations

from engine.mageknight import friendly
from engine.mageknight.before_turn import may_plunder
from engine.mageknight.board import layout_of, shared_space, site_at
from engine.mageknight.context import Ctx
from engine.mageknight.geometry import walled
from engine.mageknight.state import WOUND, Decision, Pvp, parse_hex

ATTEND = "pvp_attend"  # the Decision kind: the defender's choice (§11.3)
FULLY, PARTIALLY, PLUNDER = "fully", "partially", "plunder"


def allowed_in_game(ctx: Ctx) -> bool:
    """§11.1.3: not in cooperative scenarios, nor where the players agreed on no PvP (`pvp: false`: First
    Reconnaissance §13.7.1, the Friendly game §13.6.4), nor between allies (team rules, §13.4.7)."""
    scenario = ctx.catalog.scenarios[ctx.state.scenario]
    return (scenario.rules.get("pvp", True) is not False and scenario.rules.get("team_rules") is None
            and scenario.setting(ctx.state.seats, "mode") != "cooperative" and not friendly.without_pvp(ctx))


def may_attack(ctx: Ctx, seat: int, other: int) -> bool:
    """§11.1.1: the Round's end not announced, the game's end not triggered, the other's token face up."""
    rounds = ctx.state.round
    return (other != seat and allowed_in_game(ctx) and rounds.end_announced_by is None and not rounds.scenario_end
            and not ctx.player(other).order_token_face_down)


def start(ctx: Ctx, seat: int, defender: int, came_from: str) -> None:
    """The aggressor's action begins; the defender decides how to attend (§11.2, §11.3)."""
    turn, key = ctx.state.turn, ctx.player(seat).position
    turn.start_action()
    turn.fought = True
    site = site_at(ctx, key)
    fortified = site is not None and site.fortified and not shared_space(ctx, site.id)  # a keep or mage tower
    # Lost Legion §2.1.1: a Hero attacked across a wall is fortified too. # decision: once, even at a keep or mage
    # tower: the rulebook doubles fortification only for the defenders of a fortified site, and PvP knows one level.
    fortified = fortified or walled(layout_of(ctx), ctx.catalog, parse_hex(came_from), parse_hex(key))
    ctx.state.pvp = Pvp(seat, defender, key, came_from, fortified, attacker=defender)
    ctx.say("pvp",
            f"{ctx.hero_name(seat).en} attacks {ctx.hero_name(defender).en}.",
            f"{ctx.hero_name(seat).de} greift {ctx.hero_name(defender).de} an.",
            seat=seat)
    ask_defender(ctx)


def ask_defender(ctx: Ctx) -> None:
    """§11.3.1 first: effects usable before one's turn (plundering the village); then fully or partially, fully
    only with a non-Wound card in hand."""
    defender = ctx.state.pvp.defender
    options = [PLUNDER] if may_plunder(ctx, defender) else []
    options += [FULLY] if any(card != WOUND for card in ctx.player(defender).hand) else []
    ctx.state.turn.decision = Decision(ATTEND, defender, options + [PARTIALLY])

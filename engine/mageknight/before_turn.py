"""Before and at the start of a player's turn (rules spec §4.1, §9.4): plundering the village one stands on, a
magical glade's mana.

Below the turns and the combat between players: a Hero attacked by another (§11.3.1) may plunder before choosing
how to attend, and a fully attending defender's turn starts there and then (pvp.py), as any turn does (turns.py).
"""
from __future__ import annotations

from engine.mageknight.board import space_at
from engine.mageknight.catalog.effects import Reputation
from engine.mageknight.context import Ctx
from engine.mageknight.resolve import draw_cards, gain


def start_of_turn_mana(ctx: Ctx, position: str) -> list[str]:
    """A magical glade gives a gold mana token by Day, a black one at Night, at the start of a turn (§9.4)."""
    space = space_at(ctx, position)
    return ["gold" if ctx.is_day else "black"] if space is not None and space.site == "magical_glade" else []


def _village_plunder(ctx: Ctx, seat: int):
    player = ctx.player(seat)
    space = space_at(ctx, player.position) if player.position else None
    site = ctx.catalog.sites.get(space.site) if space is not None and space.site else None
    return site.parameters.get("plunder") if site is not None else None


def may_plunder(ctx: Ctx, seat: int) -> bool:
    """On a village, not plundered since this player's last turn began (also when attacked, §11.3.1)."""
    return not ctx.player(seat).plundered and bool(_village_plunder(ctx, seat))


def plunder_village(ctx: Ctx, seat: int) -> None:
    """Reputation -1 and draw 2 cards (the village Site card)."""
    terms, player = _village_plunder(ctx, seat), ctx.player(seat)
    player.plundered = True
    gain(ctx, seat, Reputation(int(terms.get("reputation", -1))), [])
    ctx.say("plunder",
            f"{ctx.hero_name(seat).en} plunders the village.", f"{ctx.hero_name(seat).de} plündert das Dorf.",
            seat=seat)
    draw_cards(ctx, seat, int(terms.get("draw", 2)))

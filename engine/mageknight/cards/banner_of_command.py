"""Banner of Command, basic (Lost Legion 2.3, rules spec §5.11): the Banner instead of a Command token.

"Influence 4. If you recruited a Unit this turn, you may assign this card to it instead of a Command token." The
Influence is the card's vocabulary part; the hook marks the card in the Play area as waiting (Turn.lasting
[WAITING]). While it waits, this turn:
    banner card=banner_of_command unit=N   puts it on Unit N, one gained this turn (Turn.units_joined), whose
                                           Command token is then free again;
    a recruit at the Command limit         may leave out `disband=`: the Banner stands in for the new Unit's token.
Such a Unit (UnitCard.banner_commands) has no Command token: it does not count against the Command limit, and
disbanding it frees none. When it loses the Banner (another Banner assigned to it, taken back at Round preparation,
stolen in PvP) it leaves the game, even with a Command token free (units.py, pvp.py). Readying and spending it is
what the card calls putting the Banner over or under it.
"""
from __future__ import annotations

from engine.core import Action
from engine.mageknight.catalog.effects import Hook
from engine.mageknight.context import Ctx
from engine.mageknight.rulebook import BANNER_STANDS_IN, COMMAND_STAND_IN, Part  # units.py
from engine.mageknight.state import Decision
from engine.mageknight.unit_area import discard_banner

part = Part("banner_of_command")

CARD = "banner_of_command"
WAITING = "banner_of_command"  # Turn.lasting [WAITING]: the basic effect was played this turn


@part.hook(CARD, lambda ctx, hook, aside: True)
def banner_of_command(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """The assignment is an action of its own, open for the rest of the turn: the Unit may be recruited later
    with the Influence this card gave."""
    ctx.state.turn.lasting.append([WAITING])
    return None


def _played(ctx: Ctx, seat: int):
    return next((p for p in ctx.player(seat).play_area if p.card == CARD and p.mode == "basic"), None)


@part.adjusts(COMMAND_STAND_IN)
def _waiting_card(ctx: Ctx, card: str | None, seat: int) -> str | None:
    return CARD if waiting(ctx, seat) else card


def waiting(ctx: Ctx, seat: int) -> bool:
    """The basic effect was played in this seat's turn, the card is still in the Play area, the turn not ending."""
    turn = ctx.state.turn
    return (turn is not None and turn.seat == seat and turn.ending_step < 0 and [WAITING] in turn.lasting
            and _played(ctx, seat) is not None)


def legal_assignments(ctx: Ctx, seat: int) -> list[Action]:
    """The waiting Banner onto a Unit gained this turn (the caller checks the moment, §5.11.1)."""
    if not waiting(ctx, seat):
        return []
    return [Action.of("banner", card=CARD, unit=index) for index in ctx.state.turn.units_joined]


@part.reacts(BANNER_STANDS_IN)
def _stands_in(ctx: Ctx, seat: int, index: int) -> None:
    """The Banner the Unit had before goes to the discard pile (§5.11.2)."""
    old = stand_in(ctx, seat, index)
    if old is not None:
        discard_banner(ctx, seat, old)


def stand_in(ctx: Ctx, seat: int, index: int) -> str | None:
    """The waiting card leaves the Play area for Unit `index` instead of its Command token; returns the Banner
    the Unit had before (to the discard pile, §5.11.2)."""
    player = ctx.player(seat)
    player.play_area.remove(_played(ctx, seat))
    ctx.state.turn.lasting.remove([WAITING])
    unit = player.units[index]
    old, unit.banner, unit.banner_flipped, unit.banner_commands = unit.banner, CARD, False, True
    unit.bonded = False  # it held the Bonds of Loyalty token: the Banner takes that token's place, the token is free
    banner, name = ctx.catalog.cards[CARD].name, ctx.catalog.units[unit.unit].name
    ctx.say("banner_commands", f"{banner.en} takes the place of the Command token of {name.en}.",
            f"Das {banner.de} ersetzt das Befehlsplättchen von {name.de}.", card=CARD, unit=unit.unit)
    return old



"""Bonds of Loyalty (Norowas, a Skill always in effect; rules spec §5.10, §5.12): an extra Command token.

"Acts as a Command token. The Unit you recruit for it costs 5 Influence less (min 0), works even where Units normally
cannot, and cannot be disbanded. When you gain this Skill, add 2 Regular Units to the Unit offer."

The token holds at most one Unit, marked UnitCard.bonded. Gaining a Unit (recruiting, a combat reward, Call to Glory,
Banner of Command) may put it under the free token: the disband choice BONDS (`recruit unit=X disband=bonds`, reward
"X/disband:bonds"), read by units.read_disband; with the other Command tokens all in use it is the only choice, since
§5.10.4 disbands only when every Command token is occupied. A Unit recruited for it with Influence pays 5 less
(interaction.py). The Unit under it is never disbanded (units.disband_choices leaves it out); when it leaves the game
otherwise (destroyed, an unpaid upkeep) the token is free again, like any Command token. It may be used, and take
damage, in dungeons, tombs and a burning monastery (units.unit_allowed_in), but in a maze or labyrinth only as the one
Unit that came along (Lost Legion §2.1.2.3: "not even a Unit recruited via Bonds of Loyalty, unless it is the chosen
one"). The Skill is never used, so it is never offered (skills.py: a passive usage); its name is a standing rule.
"""
from __future__ import annotations

from engine.mageknight.context import Ctx
from engine.mageknight.rulebook import BONDS_TOKEN_FREE, RECRUIT_PRICE, SKILL_GAINED, Part
from engine.mageknight.unit_area import BONDS  # noqa: F401  (the disband choice: artifacts.py, units.py)

part = Part("bonds_of_loyalty")

SKILL = "norowas_bonds_of_loyalty"
RECRUIT_DISCOUNT = 5
UNITS_ADDED = 2

part.carries_out(SKILL)


def token_free(ctx: Ctx, seat: int) -> bool:
    """The player has the Skill and no Unit under it."""
    player = ctx.player(seat)
    return SKILL in player.skills and not any(unit.bonded for unit in player.units)


@part.adjusts(BONDS_TOKEN_FREE)
def _token_free(ctx: Ctx, free: bool, seat: int) -> bool:
    return free or token_free(ctx, seat)


@part.adjusts(RECRUIT_PRICE)
def recruit_price(ctx: Ctx, price: int, disband: int | str | None) -> int:
    """The Influence a recruit costs once the choice of token is made: 5 less for the Bonds token (min 0)."""
    return max(0, price - RECRUIT_DISCOUNT) if disband == BONDS else price


@part.reacts(SKILL_GAINED)
def skill_gained(ctx: Ctx, seat: int, skill_id: str) -> None:
    """"When you gain this Skill, add 2 Regular Units to the Unit offer": from the top of the Regular Unit deck, as
    many as it holds. Added during the Round, they never take a marked slot (Lost Legion §4.1.4): appended."""
    if skill_id != SKILL:
        return
    deck = ctx.state.decks.regular_units
    for _ in range(min(UNITS_ADDED, len(deck))):
        unit_id = deck.pop()
        ctx.state.offers.units.append(unit_id)
        name = ctx.catalog.units[unit_id].name
        ctx.say("offer", f"Bonds of Loyalty: {name.en} joins the Unit offer.",
                f"Treueband: {name.de} kommt ins Einheitenangebot.", reveals=True)

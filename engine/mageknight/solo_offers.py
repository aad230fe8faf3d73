"""Controlling the Card Offers (LL §5.4), a solo variant chosen at the table (`control_offers=yes`).

Solo, the offers change slowly. At each Round's end the lowest card of the Advanced Action and Spell offers leaves as
usual; the player may also send the middle card of one or both offers away, deciding before the new cards are
revealed, so 2 to 4 cards are replaced. The middle card goes under its deck, as the lowest does.
"""
from __future__ import annotations

from engine.mageknight.context import Ctx, refuse
from engine.mageknight.state import Decision

OPTION = "control_offers"  # the table option: no | yes
RULE = "control_offers"  # GameState.table_rules
ASK = "control_offers"  # the Decision kind: which middle cards leave too
CHOICES = ("none", "advanced_actions", "spells", "both")
MIDDLE = 1  # the offers' cards lie lowest first


def check(catalog, scenario_id: str, choice: str) -> None:
    """Only for a scenario a player may play alone (LL §5.4: "solo")."""
    scenario = catalog.scenarios[scenario_id]
    if choice == "yes" and 1 not in scenario.players:
        raise refuse(f"Controlling the Card Offers is a solo variant; {scenario.name.en} is not played alone.",
                     f"Die Kartenangebote steuern ist eine Solovariante; {scenario.name.de} spielt man nicht allein.",
                     "LL 5.4")


def asking(ctx: Ctx) -> bool:
    """At a Round's end, before the offers are refreshed: ask the player which middle cards leave as well."""
    if RULE not in ctx.state.table_rules:
        return False
    ctx.state.round.pending = Decision(ASK, ctx.state.round.order[0], list(CHOICES))
    return True


def answered(ctx: Ctx, option: str) -> None:
    """The middle card of each offer named goes under its deck; the offers are then refilled to three."""
    state = ctx.state
    ctx.state.round.pending = None
    for name in ("advanced_actions", "spells"):
        offer, deck = getattr(state.offers, name), getattr(state.decks, name)
        if option in (name, "both") and len(offer) > MIDDLE:
            card = offer.pop(MIDDLE)
            deck.insert(0, card)
            ctx.say("offer_middle_removed", f"{ctx.catalog.cards[card].name.en} leaves the offer.",
                    f"{ctx.catalog.cards[card].name.de} verlässt das Angebot.")

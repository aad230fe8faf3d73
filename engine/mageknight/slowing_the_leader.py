"""The Lost Legion's variants for slowing the leader in competitive games (LL §5.5), chosen at the table.

Envy and Pity (§5.5.2), `envy_and_pity=yes` (the intensive version: `intensive`): at the end of each Day Round the
player with the most Fame puts a Wound into their deck (a tie: nobody); at the end of each Night Round the player
with the least Fame removes a Wound from their deck (a tie: each of them). The intensive version does both at the
end of every Round.
"""
from __future__ import annotations

from engine.mageknight.context import Ctx, refuse
from engine.mageknight.state import WOUND

ENVY_AND_PITY = "envy_and_pity"  # the table option
CHOICES = ("no", "yes", "intensive")
RULES = {"yes": "envy_and_pity", "intensive": "envy_and_pity_intensive"}  # GameState.table_rules


def check(catalog, scenario_id: str, choice: str) -> None:
    only_competitive(catalog, scenario_id, choice, "Envy and Pity slows", "Neid und Mitleid bremst")


def only_competitive(catalog, scenario_id: str, choice: str, en: str, de: str) -> None:
    """The variants for slowing the leader belong where Heroes compete (LL §5.5: "competitive"): `en` and `de` name
    the variant and its verb ("Envy and Pity slows")."""
    scenario = catalog.scenarios[scenario_id]
    if choice != "no" and scenario.mode != "competitive":
        raise refuse(f"{en} the leader of a competitive game; {scenario.name.en} is not one.",
                     f"{de} den Führenden eines Wettstreits; {scenario.name.de} ist keiner.", "LL 5.5")


def round_ended(ctx: Ctx) -> None:
    """At the end of a Round, before the next is prepared (LL §5.5.2)."""
    rules = ctx.state.table_rules
    intensive = RULES["intensive"] in rules
    if RULES["yes"] not in rules and not intensive:
        return
    day = ctx.state.round.time == "day"
    fames = {player.seat: player.fame for player in ctx.state.players}
    if day or intensive:
        top = max(fames.values())
        leaders = [seat for seat, fame in fames.items() if fame == top]
        if len(leaders) == 1:
            ctx.player(leaders[0]).deck.append(WOUND)  # shuffled in with the Round's preparation (§3.2.7)
            hero = ctx.hero_name(leaders[0])
            ctx.say("envy", f"Envy: {hero.en}, with the most Fame, puts a Wound into their deck.",
                    f"Neid: {hero.de} hat den meisten Ruhm und legt eine Verletzung in das eigene Deck.",
                    seat=leaders[0])
    if not day or intensive:
        low = min(fames.values())
        for seat in sorted(seat for seat, fame in fames.items() if fame == low):
            _pity(ctx, seat)


def _pity(ctx: Ctx, seat: int) -> None:
    """# decision: the Wound is removed whenever there is one (the rule says "may", but a Wound kept in the deck
    almost never helps, and asking at every Night's end would stop the table for it); from the deck, else the
    discard pile, else the hand: at the end of the Round every Deed card goes back into the deck."""
    player = ctx.player(seat)
    pile = next((pile for pile in (player.deck, player.discard, player.hand) if WOUND in pile), None)
    if pile is None:
        return
    pile.remove(WOUND)
    hero = ctx.hero_name(seat)
    ctx.say("pity", f"Pity: {hero.en}, with the least Fame, removes a Wound from their deck.",
            f"Mitleid: {hero.de} hat den wenigsten Ruhm und entfernt eine Verletzung aus dem eigenen Deck.", seat=seat)

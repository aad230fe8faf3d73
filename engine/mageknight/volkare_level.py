"""Adjusting Volkare's Level (LL §5.2), a table option of his scenarios (`adjust_volkare_level=yes`).

At each Round's end, until his troops were first fought, the players may raise or lower his level by up to as many
levels as there are players, never below the dial's 4: the first in the Round Order proposes, every other player
agrees or declines, and all must agree. # decision: how his army changes is printed nowhere (unknown.yaml
unknown_volkare_level_adjustment; the fact pack recommends it): his tokens go back into their piles and the army of
the new level is drawn from the dial, face down.
"""
from __future__ import annotations

from engine.mageknight import volkare
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.state import Decision

OPTION = "adjust_volkare_level"  # the table option, and its GameState.table_rules entry
PROPOSE, AGREE = "volkare_level", "volkare_level_agree"  # the Decision kinds
KEEP = "0"
LOWEST = 4  # "Volkare is never below level 4" (LL §3.2)


def check(catalog, scenario_id: str, choice: str) -> None:
    if choice == "yes" and volkare.table(catalog, scenario_id) is None:
        name = catalog.scenarios[scenario_id].name
        raise refuse(f"{name.en} has no General Volkare whose level could be adjusted.",
                     f"In {name.de} gibt es keinen General Volkare, dessen Level man anpassen könnte.", "LL 5.2")


def asking(ctx: Ctx) -> bool:
    """At a Round's end, while his troops were never fought: the first player proposes a change (or none)."""
    him = ctx.state.volkare
    if OPTION not in ctx.state.table_rules or him is None or him.fought or volkare.is_defeated(ctx):
        return False
    seats = ctx.state.seats
    changes = [c for c in range(-seats, seats + 1) if c and him.level + c >= LOWEST]
    ctx.state.round.pending = Decision(PROPOSE, ctx.state.round.order[0],
                                       [KEEP, *(f"{c:+d}" for c in changes)])
    return True


def answered(ctx: Ctx, seat: int, option: str) -> bool:
    """True once the question is settled: no change, a change all agreed to, or one declined."""
    state = ctx.state
    pending = state.round.pending
    state.round.pending = None
    if pending.kind == PROPOSE:
        if option == KEEP:
            return True
        state.volkare.level_proposal = int(option)
        hero = ctx.hero_name(seat)
        ctx.say("volkare_level_proposed", f"{hero.en} proposes to change Volkare's level by {option}.",
                f"{hero.de} schlägt vor, Volkares Level um {option} zu ändern.", seat=seat)
        return _ask_next(ctx, 0)
    if option != "agree":
        state.volkare.level_proposal = 0
        ctx.say("volkare_level_declined", f"{ctx.hero_name(seat).en} declines: his level stays.",
                f"{ctx.hero_name(seat).de} lehnt ab: Sein Level bleibt.", seat=seat)
        return True
    return _ask_next(ctx, state.round.order.index(seat))


def _ask_next(ctx: Ctx, last: int) -> bool:
    order = ctx.state.round.order
    if last + 1 < len(order):
        ctx.state.round.pending = Decision(AGREE, order[last + 1], ["agree", "decline"])
        return False
    _change(ctx)
    return True


def _change(ctx: Ctx) -> None:
    """His tokens back into their piles, the new level's drawn from the dial (the decision above)."""
    state = ctx.state
    him = state.volkare
    for token in him.army:
        state.decks.enemies[token.color].insert(0, token.enemy)
        state.rng.shuffle(state.decks.enemies[token.color])
    him.level += him.level_proposal
    him.level_proposal = 0
    him.army = volkare.draw_army(ctx, him.level)
    ctx.say("volkare_level_changed", f"Volkare's level is now {him.level}: his army has {len(him.army)} tokens.",
            f"Volkares Level ist jetzt {him.level}: Seine Armee hat {len(him.army)} Plättchen.", reveals=True)



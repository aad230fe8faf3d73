"""The pursuit by Volkare's conquered Camp (The Lost Legion §5.1, "Verfolgung einleiten"): stray orcs and draconum.

On the Camp or a space next to it a Hero may fight a green token, a red one, or both, drawn from their piles, for
Fame only. Defeating at least one marks the space with the Hero's Shield (`MapState.pursued`): nobody pursues there
any more, and the Shield counts 1 for Greatest Conqueror (scoring.py).

    pursue enemies=green|red|both

# decision: a pursuit is the turn's action (it starts a combat, and a voluntary combat is the action, §4.6.3).
# decision: the tokens left undefeated go to their piles' discards, as a summoned monster does (the rulebook does
# not say; they have no space to stay on): combat/end.VANISHING.
"""
from __future__ import annotations

from engine.core import Action
from engine.mageknight.combat.begin import _foe, _start, may_start
from engine.mageknight.combat.end import PURSUIT
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.reveal import can_draw, draw_enemy
from engine.mageknight.rulebook import COMBAT_OVER, Part
from engine.mageknight.state import Combat
from engine.mageknight.volkares_camp import near_conquered_camp

part = Part("camp_pursuit")  # the pursuit's end (cards/__init__.py lists it); game.py routes the verb
VERB = "pursue"
CHOICES = {"green": ("green",), "red": ("red",), "both": ("green", "red")}


def _may_pursue(ctx: Ctx, seat: int) -> bool:
    here = ctx.player(seat).position
    return may_start(ctx) and near_conquered_camp(ctx, here) and here not in ctx.state.map.pursued


def _drawable(ctx: Ctx, choice: str) -> bool:
    """Every token the choice draws is there to draw (all of a colour may be out on the map)."""
    return all(can_draw(ctx, color) for color in CHOICES[choice])


def legal_pursuits(ctx: Ctx, seat: int) -> list[Action]:
    if not _may_pursue(ctx, seat):
        return []
    return [Action.of(VERB, enemies=choice) for choice in CHOICES if _drawable(ctx, choice)]


def pursue(ctx: Ctx, seat: int, action: Action) -> None:
    if not _may_pursue(ctx, seat):
        raise refuse("A pursuit is your action, on Volkare's conquered Camp or next to it, where nobody pursued yet.",
                     "Eine Verfolgung ist deine Aktion, auf Volkares erobertem Lager oder daneben, wo noch niemand "
                     "verfolgt hat.", "LL 5.1")
    colors = CHOICES.get(action.get("enemies") or "")
    if colors is None:
        raise refuse("Pursue a green token, a red one or both: enemies=green, red or both.",
                     "Verfolge ein grünes Plättchen, ein rotes oder beide: `enemies=green`, `red` oder `both`.", "LL 5.1")
    if not _drawable(ctx, action.get("enemies") or ""):
        raise refuse("No token of that colour is left to draw.", "Es ist kein Plättchen dieser Farbe mehr zu ziehen.",
                     "LL 5.1")
    foes = [_foe(ctx, draw_enemy(ctx, color), color) for color in colors]
    _start(ctx, seat, Combat(PURSUIT, site=ctx.player(seat).position, foes=foes))


@part.reacts(COMBAT_OVER)
def after_pursuit(ctx: Ctx, seat: int, combat: Combat) -> None:
    if combat.kind != PURSUIT:
        return
    if any(foe.defeated for foe in combat.foes):
        ctx.state.map.pursued[combat.site] = seat
        hero = ctx.hero_name(seat)
        ctx.say("pursuit_won", f"{hero.en} marks the space with a Shield: nobody pursues here any more.",
                f"{hero.de} markiert das Feld mit einem Schild: Hier verfolgt niemand mehr.", seat=seat)

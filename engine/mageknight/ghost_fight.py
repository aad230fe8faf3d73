"""A Ghost Attack fought (LL §5.5.3): the answer of the Hero the ghosts attack before their turn, the combat, and the
turn after it. Above the Round's order, as volkare_fight.py is: once the ghosts are gone, rounds.start_turn begins
the Hero's turn.

- Fully attending, the turn is taken now (attendance.py: the Round Order token face down, a Source die, Skills);
  after the combat only special and healing effects, then the End of Turn; the regular turn is then missed.
- Partly attending: no Source die, no Skills, no End of Turn; pure mana left is kept for the turn that follows.

The combat (combat/begin.ghost_combat) has only the Ranged and Siege, Block and Damage phases (phases.damage_done
ends it), gives no Fame nor any reward (Combat.rewarded), and every token goes to its discards at its end, defeated,
blocked or not (combat/end.VANISHING).
"""
from __future__ import annotations

from engine.mageknight import attendance, ghost_attacks, rounds
from engine.mageknight.combat import begin
from engine.mageknight.context import Ctx
from engine.mageknight.ghost_attacks import ATTACKED
from engine.mageknight.state import GhostAttack

KINDS = (ATTACKED,)  # the Decisions this module answers


def answer(ctx: Ctx, seat: int, option: str) -> None:
    """The Hero meets the ghosts, fully or partly attending."""
    attack = ghost_attacks.under_way(ctx)
    ctx.state.turn.decision = None
    attack.stage, attack.attend = "fighting", option
    attendance.attend(ctx, seat, option)
    hero = ctx.hero_name(seat)
    fully = option == attendance.FULLY
    ctx.say("ghost_fight", f"{hero.en} meets the ghosts, {'taking the turn now' if fully else 'partly'}.",
            f"{hero.de} stellt sich den Geistern, {'mit dem vorgezogenen Zug' if fully else 'teilweise'}.", seat=seat)
    tokens, attack.tokens = attack.tokens, []  # in the combat now, and to their discards at its end
    begin.ghost_combat(ctx, seat, tokens)


def proceed(ctx: Ctx) -> None:
    """After every action: once the ghosts' combat is over (nothing left to answer), a fully attending Hero plays on
    to the End of Turn; a partly attending one's turn begins."""
    attack, turn = ghost_attacks.under_way(ctx), ctx.state.turn
    if attack is None or attack.stage != "fighting" or turn is None or turn.combat is not None \
            or turn.decision is not None:
        return
    if attack.attend == attendance.FULLY:
        attack.stage = "finishing"
        return
    ctx.player(turn.seat).kept_tokens += turn.tokens  # as a partly attending PvP defender's (§11.3.2)
    ctx.state.turn = None
    _gone(ctx, attack)


def finishing(ctx: Ctx) -> bool:
    """The fully attending Hero plays the rest of the turn taken now: special and healing effects, its End."""
    attack = ghost_attacks.under_way(ctx)
    return attack is not None and attack.stage == "finishing"


def turn_ended(ctx: Ctx) -> bool:
    """After a turn's End of Turn: True if it was the turn taken against the ghosts; the Hero's regular turn comes
    now, and is missed (the Round Order token is face down)."""
    if not finishing(ctx):
        return False
    _gone(ctx, ghost_attacks.under_way(ctx))
    return True


def _gone(ctx: Ctx, attack: GhostAttack) -> None:
    """The ghosts are gone: the Hero's turn in the Round Order begins (more ghosts, revealed by a turn taken now,
    may attack first)."""
    ctx.state.ghosts.attacks.remove(attack)
    rounds.start_turn(ctx, attack.seat)

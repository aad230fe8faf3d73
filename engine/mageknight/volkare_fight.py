"""A Hero General Volkare attacks outside their turn (LL §3.6, §4.1.10, §4.1.13), and his turn going on after it.

His turn (volkare_turn.py) stops where he attacks a Hero; the Hero's answer comes here, above the Round's order, so
that once his turn is over the next one begins (rounds.advance):

- retreat: no combat, the Wounds of the Day or Night it is into the hand (2 / 3 / 4, LL §4.1.13);
- fight, fully attending: the Round Order token flips face down (the regular turn is taken now), a Source die may be
  used, and after the combat the Hero plays on to the End of Turn (§3.6, §5.8);
- fight, partly attending: no Source die, no once-per-turn Skill, no End of Turn; pure mana left is kept.

The combat is his whole army and his token (combat/begin.volkare_combat), never fortified for either side (§3.6).
Once it is over (`proceed`, after every action): troops defeated are gone for good; his turn resumes. A Hero in the
players' city may defend it or stand aside (§4.1.10); after a defence he takes the city unless he lost a token per
player. Heroes on the space he ends his turn on choose where to withdraw.
"""
from __future__ import annotations

from engine.mageknight import attendance, rounds, volkare, volkare_defence, volkare_turn
from engine.mageknight.combat import begin
from engine.mageknight.context import WOUNDS, Ctx, counted
from engine.mageknight.resolve import receive_wounds
from engine.mageknight.rulebook import WOUNDS_TAKEN
from engine.mageknight.volkare_turn import ATTACKED, DEFEND, RETREAT, STAND_ASIDE, WITHDRAW

KINDS = (ATTACKED, DEFEND, WITHDRAW, volkare_defence.SHARE, volkare_defence.AGREE,
         volkare_defence.ATTEND)  # the Decisions this module answers


def answer(ctx: Ctx, seat: int, option: str) -> None:
    decision = ctx.state.turn.decision
    ctx.state.turn.decision = None
    if decision.kind == WITHDRAW:
        _go_on(ctx, volkare_turn.withdrew(ctx, seat, option))
    elif decision.kind == volkare_defence.SHARE and option not in (volkare_defence.ALONE, STAND_ASIDE):
        volkare_defence.proposed(ctx, seat, option)
    elif decision.kind == volkare_defence.SHARE and option == volkare_defence.ALONE:
        volkare_turn.ask_alone(ctx, seat)
    elif decision.kind == volkare_defence.AGREE:
        _agreement(ctx, seat, option)
    elif option == RETREAT:
        _retreat(ctx, seat)
    elif option == STAND_ASIDE:
        if seat in ctx.state.volkare.turn.defenders:  # the proposer of a defence together stands aside
            ctx.state.volkare.turn.defenders.remove(seat)
        hero = ctx.hero_name(seat)
        ctx.say("volkare_not_defended", f"{hero.en} does not defend the city.",
                f"{hero.de} verteidigt die Stadt nicht.", seat=seat)
        ctx.state.turn = None
        _go_on(ctx, volkare_turn.ask_defender(ctx) and volkare_turn.resume(ctx))
    else:
        _fight(ctx, seat, option)


def _agreement(ctx: Ctx, seat: int, option: str) -> None:
    """LL §3.9: all agree, or the defence fails and the Hero next in turn order after him faces him alone."""
    if option == volkare_defence.AGREED:
        volkare_defence.ask_next_agreement(ctx, volkare_defence.agreed_so_far(ctx, seat))
        return
    him = ctx.state.volkare
    first = him.turn.seat  # the proposer, the Hero next in turn order after him
    him.turn.shares = []
    hero = ctx.hero_name(seat)
    ctx.say("volkare_defence_declined", f"{hero.en} declines: the cooperative defence fails.",
            f"{hero.de} lehnt ab: Die gemeinsame Verteidigung scheitert.", seat=seat)
    volkare_turn.ask_alone(ctx, first)


def _retreat(ctx: Ctx, seat: int) -> None:
    """LL §4.1.13: no combat; Wounds by the Round into the hand."""
    wounds = volkare.retreat_wounds(ctx.catalog, ctx.state.round.number)
    receive_wounds(ctx, seat, "hand", wounds)
    hero, words = ctx.hero_name(seat), counted(wounds, *WOUNDS)
    ctx.say("volkare_retreat", f"{hero.en} retreats before Volkare and takes {words.en}.",
            f"{hero.de} weicht vor Volkare zurück und erhält {words.de}.", seat=seat)
    ctx.rules.react(WOUNDS_TAKEN, ctx, seat, wounds)
    ctx.state.turn = None
    _go_on(ctx, volkare_turn.resume(ctx))


def _fight(ctx: Ctx, seat: int, attend: str) -> None:
    """The Hero meets him: fully attending takes the turn now (token face down, a Source die), partly not."""
    him = ctx.state.volkare
    him.turn.stage, him.turn.attend = "fighting", attend
    attendance.attend(ctx, seat, attend)
    hero = ctx.hero_name(seat)
    ctx.say("volkare_fight", f"{hero.en} meets Volkare in battle, {'taking the turn now' if attend == attendance.FULLY else 'partly'}.",
            f"{hero.de} stellt sich Volkare zum Kampf, {'mit dem vorgezogenen Zug' if attend == attendance.FULLY else 'teilweise'}.",
            seat=seat)
    begin.volkare_combat(ctx, seat, dealt=volkare_defence.tokens_of_part(ctx))


def proceed(ctx: Ctx) -> None:
    """After every action: once the combat with him is over (nothing left to answer), what it decided, then his turn
    goes on (a fully attending Hero first plays their turn to its end)."""
    him = ctx.state.volkare
    turn = ctx.state.turn
    if (him is None or him.turn is None or him.turn.stage != "fighting" or turn is None or turn.combat is not None
            or turn.decision is not None):
        return
    if him.turn.attend == attendance.FULLY:
        him.turn.stage = "finishing"
        return
    ctx.player(turn.seat).kept_tokens += turn.tokens  # §3.6: as a partly attending PvP defender (§11.3.2)
    ctx.state.turn = None
    _part_over(ctx)


def _part_over(ctx: Ctx) -> None:
    """A Hero's fight with him is over: the next part of a cooperative defence, else what the attack decided, then
    his turn goes on."""
    him = ctx.state.volkare
    him.turn.stage = "moving"
    if not volkare.is_defeated(ctx) and volkare_defence.next_part(ctx):
        return
    lost = him.turn.army_before - len(him.army)
    if him.turn.attack == "city" and not volkare.is_defeated(ctx):
        if lost < ctx.state.seats:  # a token per real player, whoever defeated them (§4.1.10)
            volkare_turn.defence_failed(ctx)
        else:
            volkare_turn.repelled(ctx)
    him.turn.shares, him.turn.dealt, him.turn.part = [], [], -1
    _go_on(ctx, volkare_turn.resume(ctx))


def finishing(ctx: Ctx) -> bool:
    """The fully attending Hero plays the rest of the turn taken in advance: special and healing effects, its End."""
    him = ctx.state.volkare
    return him is not None and him.turn is not None and him.turn.stage == "finishing"


def turn_ended(ctx: Ctx) -> bool:
    """After a turn's End of Turn: True if it was the turn a Hero took against him, and his turn goes on."""
    if not finishing(ctx):
        return False
    ctx.state.turn = None
    _part_over(ctx)
    return True


def _go_on(ctx: Ctx, over: bool) -> None:
    """His turn is over: the next one in the Round Order."""
    if over:
        rounds.advance(ctx)


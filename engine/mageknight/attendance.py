"""A Hero asked, and fighting, outside their own turn (LL §3.6, §5.8): General Volkare's attacks and the city's
defence (volkare_turn.py, volkare_defence.py, volkare_fight.py) and Ghost Attacks (ghost_attacks.py, ghost_fight.py).

The question waits in a Turn of that Hero's (GameState.turn), so `to_act`, card plays and their decisions work for
them as for anyone. Fighting, the Hero chooses whether to attend fully: fully takes the regular turn now (the Round
Order token face down, one Source die, the mana a turn starts with, Skills, special and healing effects after the
combat, the End of Turn), partly not (no Source die, no once-per-turn Skill, no End of Turn).
"""
from __future__ import annotations

from engine.mageknight.before_turn import start_of_turn_mana
from engine.core import RuleError
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.rulebook import START_OF_TURN_MANA
from engine.mageknight.state import WOUND, Decision, Turn

FULLY, PARTIALLY = "fully", "partially"  # the answers: the turn taken now, or not


def ask(ctx: Ctx, seat: int, kind: str, options: list[str]) -> None:
    """A question to a Hero outside their own turn: a Turn of theirs holding the Decision, with no action, no Move
    and no Source die (LL §3.6)."""
    ctx.state.turn = Turn(seat, kind="regular", action_taken=True, path=[ctx.player(seat).position], dice_allowed=0,
                          decision=Decision(kind, seat, options))


def may_attend_fully(ctx: Ctx, seat: int) -> bool:
    """LL §3.6, §5.8: taking the turn in advance needs the Round Order token face up and a card that is no Wound."""
    player = ctx.player(seat)
    return not player.order_token_face_down and any(card != WOUND for card in player.hand)


def fully_refused(ctx: Ctx, seat: int) -> RuleError:
    """Why a Hero asked outside their turn may not attend fully (LL §3.6): the token, else a hand of Wounds only."""
    if ctx.player(seat).order_token_face_down:
        return refuse("Your Round Order token is face down: you cannot take your turn now. Attend partly.",
                      "Dein Rundenreihenfolge-Marker liegt verdeckt: Du kannst deinen Zug nicht jetzt nehmen. Nimm "
                      "teilweise teil.", "LL 3.6")
    return refuse("With only Wounds in your hand you cannot take your turn now. Attend partly.",
                  "Mit nur Verletzungen auf der Hand kannst du deinen Zug nicht jetzt nehmen. Nimm teilweise teil.",
                  "LL 3.6")


def choices(ctx: Ctx, seat: int) -> list[str]:
    """Fully, where the Hero may, and partly."""
    return [*([FULLY] if may_attend_fully(ctx, seat) else []), PARTIALLY]


def attend(ctx: Ctx, seat: int, answer: str) -> None:
    """The Hero's Turn as they attend: fully, the Round Order token face down (the regular turn is taken now), one
    Source die and a turn's starting mana (a glade's, §9.4; an owned mage tower's, §13.7.10); partly, no Skills."""
    turn = ctx.state.turn
    turn.attending_partly = answer != FULLY
    if answer == FULLY:
        ctx.player(seat).order_token_face_down = True
        turn.dice_allowed = 1
        turn.tokens += start_of_turn_mana(ctx, ctx.player(seat).position)
        ctx.rules.react(START_OF_TURN_MANA, ctx, seat)

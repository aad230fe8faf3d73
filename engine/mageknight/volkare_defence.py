"""The cooperative defence against General Volkare (LL §3.9, §4.1.10, §4.1.13): in the players' city he attacks,
and on the space of several Heroes he enters (the portal, the city).

When two or more Heroes stand there, the first of them in the Round Order after him proposes how to share his army
(`volkare_defence_share`): each defender's elite (white, red) and regular (gray, green) tokens, every token shared,
a Hero given none not taking part; or to meet him alone; or, in the city, to stand aside. Each other participant
agrees or declines; if one declines, the defence fails as the rules have it: the Hero next in
turn order after him, the proposer, faces him alone (§3.9). Once all agree, each group is shuffled and dealt apart,
his die is rolled once, and the participants fight one after another, each first choosing to attend fully or partly
(`volkare_defence_attend`). Nobody moves and nobody is fortified (§3.9). The city's result counts the tokens lost in
all the parts together (volkare_fight.py).
"""
from __future__ import annotations

from engine.mageknight import attendance, volkare
from engine.mageknight.context import Ctx
from engine.mageknight.state import Token

SHARE = "volkare_defence_share"  # the Decision kinds
AGREE = "volkare_defence_agree"
ATTEND = "volkare_defence_attend"
ALONE, AGREED, DECLINED = "alone", "agree", "decline"


def share_text(seats: list[int], share: tuple[tuple[int, int], ...]) -> str:
    return ",".join(f"{seat + 1}:{e}+{r}" for seat, (e, r) in zip(seats, share))


def offer(ctx: Ctx, seats: list[int], stand_aside: str | None = None) -> None:
    """The first defender proposes a share among the Heroes on the space, or meets him alone, or (the city) stands
    aside."""
    elite, regular = (len(group) for group in volkare.army_groups(ctx))
    shares = volkare.even_shares(elite, regular, len(seats), volkare.SHARES_LISTED)
    options = [share_text(seats, share) for share in shares]
    attendance.ask(ctx, seats[0], SHARE, [*options, ALONE, *([stand_aside] if stand_aside else [])])


def proposed(ctx: Ctx, seat: int, option: str) -> None:
    """A share proposed: the participants given tokens, the proposer first, then each other one asked to agree."""
    turn = ctx.state.volkare.turn
    turn.shares = []
    for part in option.split(","):
        who, _, counts = part.partition(":")
        elite, _, regular = counts.partition("+")
        if int(elite) + int(regular):
            turn.shares.append([int(who) - 1, int(elite), int(regular)])
    hero = ctx.hero_name(seat)
    words = ", ".join(f"{ctx.hero_name(s).en}: {e} elite + {r} regular" for s, e, r in turn.shares)
    words_de = ", ".join(f"{ctx.hero_name(s).de}: {e} Elite + {r} reguläre" for s, e, r in turn.shares)
    ctx.say("volkare_defence_proposed", f"{hero.en} proposes to defend the city together: {words}.",
            f"{hero.de} schlägt vor, die Stadt gemeinsam zu verteidigen: {words_de}.", seat=seat)
    ask_next_agreement(ctx, 0)


def _asked(turn) -> list[int]:
    """The participants who must agree: all but the proposer (`VolkareTurn.seat` while the share is open)."""
    return [seat for seat, _, _ in turn.shares if seat != turn.seat]


def ask_next_agreement(ctx: Ctx, asked: int) -> None:
    """The other participants agree one at a time; once all have, the tokens are dealt."""
    turn = ctx.state.volkare.turn
    waiting = _asked(turn)[asked:]
    if waiting:
        attendance.ask(ctx, waiting[0], AGREE, [AGREED, DECLINED])
        return
    _deal(ctx)


def agreed_so_far(ctx: Ctx, seat: int) -> int:
    """How many of the other participants have agreed, `seat` the last of them."""
    return _asked(ctx.state.volkare.turn).index(seat) + 1


def _deal(ctx: Ctx) -> None:
    """LL §3.8-§3.9: each group shuffled and dealt apart; his die rolled once for every part."""
    turn = ctx.state.volkare.turn
    elite, regular = (list(group) for group in volkare.army_groups(ctx))
    ctx.state.rng.shuffle(elite)
    ctx.state.rng.shuffle(regular)
    turn.dealt = []
    for _, elites, regulars in turn.shares:
        turn.dealt.append(elite[:elites] + regular[:regulars])
        elite, regular = elite[elites:], regular[regulars:]
    volkare.roll_for_combat(ctx)
    ctx.say("volkare_defence_agreed", "The Heroes defend the city together.",
            "Die Helden verteidigen die Stadt gemeinsam.", reveals=True)
    turn.part = -1
    next_part(ctx)


def next_part(ctx: Ctx) -> bool:
    """The next participant chooses how to attend; False once every part is fought (or none was dealt)."""
    turn = ctx.state.volkare.turn
    if not turn.dealt or turn.part + 1 >= len(turn.dealt):
        return False
    turn.part += 1
    seat = turn.shares[turn.part][0]
    turn.seat, turn.stage = seat, "asking"
    attendance.ask(ctx, seat, ATTEND, attendance.choices(ctx, seat))
    return True


def tokens_of_part(ctx: Ctx) -> list[Token] | None:
    """The tokens dealt to the Hero whose part it is, or None outside a cooperative defence."""
    turn = ctx.state.volkare.turn
    return turn.dealt[turn.part] if turn.dealt and turn.part >= 0 else None

"""The Tactic cards' own effects (rules spec §3.3 and the Tactic card texts in data/mageknight/tactics.yaml).

Three kinds of timing:
- "when you take this Tactic" (Rethink, Mana Steal, Preparation; Great Start is a plain draw): a
  choice made during Tactic selection, held in `round.pending`;
- during your turn (The Right Moment, Long Night, Mana Search): the action `tactic-use`;
- before your turn (Midnight Meditation, Sparing Power): offered while the turn is still untouched.
Picking several cards ("up to 3") is a series of single picks ending with "done".
"""
from __future__ import annotations

from itertools import combinations

from engine.core import Action
from engine.mageknight.context import CARDS, Ctx, counted, refuse
from engine.mageknight.resolve import draw_cards
from engine.mageknight.rulebook import DECK_RAN_OUT, START_OF_TURN, TACTIC_TAKEN, Part
from engine.mageknight.source import is_depleted, lies_free, reroll
from engine.mageknight.state import BASIC_COLORS, Decision

part = Part("tactics")
# The Tactic cards' effects, carried out here (and Planning in turns.py) at their own timings.
part.carries_out("rethink", "mana_steal", "planning", "the_right_moment", "long_night", "mana_search",
                 "midnight_meditation", "preparation", "sparing_power")

DONE = "done"
RETHINK_MAX = 3
MIDNIGHT_MEDITATION_MAX = 5
MANA_SEARCH_DICE = 2
LONG_NIGHT_CARDS = 3
TAKEN_DECISIONS = ("rethink", "mana_steal", "preparation")
TURN_DECISIONS = ("midnight_meditation", "sparing_power")


def _picks(decision: Decision) -> list[str]:
    return list(decision.path)  # the cards picked so far in a multi-pick


def _pick_options(hand: list[str], picked: list[str], limit: int) -> list[str]:
    remaining = list(hand)
    for card in picked:
        remaining.remove(card)
    options = list(dict.fromkeys(remaining)) if len(picked) < limit else []
    return options + [DONE]


# --- when you take this Tactic ---------------------------------------------------------------------

@part.reacts(TACTIC_TAKEN)
def on_taken(ctx: Ctx, seat: int, tactic_id: str) -> Decision | None:
    player = ctx.player(seat)
    if tactic_id == "rethink" and player.hand:
        return Decision("rethink", seat, _pick_options(player.hand, [], RETHINK_MAX))
    if tactic_id == "mana_steal":
        dice = {}
        for index, die in enumerate(ctx.state.source):
            if die.color in BASIC_COLORS and lies_free(die):
                dice.setdefault(die.color, str(index))
        return Decision("mana_steal", seat, list(dice.values())) if dice else None
    if tactic_id == "preparation" and player.deck:
        return Decision("preparation", seat, sorted(set(player.deck)))
    return None


@part.answers(*TAKEN_DECISIONS)
def answer_taken(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    """Resolve one answer (to round.pending); returns the next decision of the same effect, or None when it is
    done."""
    player, rng = ctx.player(seat), ctx.state.rng
    if decision.kind == "rethink":
        picked = _picks(decision)
        if option != DONE:
            picked.append(option)
            options = _pick_options(player.hand, picked, RETHINK_MAX)
            if len(options) > 1:
                return Decision("rethink", seat, options, picked)
        for card in picked:  # discard, draw that many, then the discard pile goes back into the deck
            player.hand.remove(card)
            player.discard.append(card)
        draw_cards(ctx, seat, len(picked))
        player.deck += player.discard
        player.discard = []
        rng.shuffle(player.deck)
        hero, cards = ctx.hero_name(seat), counted(len(picked), *CARDS)
        ctx.say("rethink",
                f"{hero.en} rethinks {cards.en}.", f"{hero.de} überdenkt {cards.de}.", reveals=True, seat=seat)
    elif decision.kind == "mana_steal":
        die = ctx.state.source[int(option)]
        die.stolen_by = seat
        ctx.say("mana_steal",
                f"{ctx.hero_name(seat).en} steals a {die.color} die.",
                f"{ctx.hero_name(seat).de} stiehlt einen Würfel.",
                seat=seat)
    elif decision.kind == "preparation":
        player.deck.remove(option)
        player.hand.append(option)
        rng.shuffle(player.deck)
        ctx.say("preparation",
                f"{ctx.hero_name(seat).en} searches the Deed deck.", f"{ctx.hero_name(seat).de} durchsucht den Stapel.",
                reveals=True, seat=seat)
    return None


# --- during and before your turn -------------------------------------------------------------------

@part.reacts(START_OF_TURN)
def start_of_turn_decision(ctx: Ctx, seat: int, returned: list[list[str]] | None = None) -> Decision | None:
    """Sparing Power must choose before each turn while face up (`returned`, the Skill tokens back from the centre
    that START_OF_TURN passes, does not matter to it)."""
    player = ctx.player(seat)
    if player.tactic == "sparing_power" and not player.tactic_used:
        return Decision("sparing_power", seat, (["store"] if player.deck else []) + ["take"])
    return None


def legal_uses(ctx: Ctx, seat: int) -> list[Action]:
    player, turn, state = ctx.player(seat), ctx.state.turn, ctx.state
    if turn.decision is not None or turn.ending_step >= 0:
        return []
    tactic, used = player.tactic, player.tactic_used
    actions = []
    if tactic == "the_right_moment" and not used and state.round.extra_turn_for is None:
        actions.append(Action.of("tactic-use"))
    elif long_night_usable(ctx, seat):
        actions.append(Action.of("tactic-use"))
    elif tactic == "midnight_meditation" and not used and turn.untouched() and player.hand:
        actions.append(Action.of("tactic-use"))
    elif tactic == "mana_search" and not player.searched_this_turn and turn.dice_used == 0:
        actions += [Action.of("tactic-use", dice=",".join(map(str, dice))) for dice in _search_sets(ctx)]
    return actions


def _search_sets(ctx: Ctx) -> list[tuple[int, ...]]:
    """Up to two Source dice to reroll; gold (depleted at Night) dice must be picked first."""
    free = [i for i, d in enumerate(ctx.state.source) if lies_free(d)]
    gold = [i for i in free if is_depleted(ctx.state.source[i], ctx.state.round.time)]
    sets = []
    for size in range(1, MANA_SEARCH_DICE + 1):
        for dice in combinations(free, size):
            if sum(i in gold for i in dice) == min(size, len(gold)):
                sets.append(dice)
    return sets


def use(ctx: Ctx, seat: int, action: Action) -> None:
    if str(action) not in {str(a) for a in legal_uses(ctx, seat)}:
        raise refuse("Your Tactic cannot be used that way now.", "Deine Taktik geht so jetzt nicht.", "3.3")
    player, turn, state = ctx.player(seat), ctx.state.turn, ctx.state
    tactic = player.tactic
    if tactic == "the_right_moment":
        player.tactic_used = True
        state.round.extra_turn_for = seat
        ctx.say("right_moment", f"{ctx.hero_name(seat).en} will take another turn right after this one.",
                f"{ctx.hero_name(seat).de} macht direkt danach noch einen Zug.", seat=seat)
    elif tactic == "long_night":
        use_long_night(ctx, seat)
    elif tactic == "midnight_meditation":
        turn.decision = Decision("midnight_meditation", seat, _pick_options(player.hand, [], MIDNIGHT_MEDITATION_MAX))
    elif tactic == "mana_search":
        player.searched_this_turn = True
        for index in action.get("dice").split(","):
            reroll(state.rng, state.source[int(index)])
        ctx.say("mana_search",
                f"{ctx.hero_name(seat).en} rerolls Source dice.", f"{ctx.hero_name(seat).de} wirft Würfel neu.",
                reveals=True, seat=seat)


part.verb("tactic-use", legal_uses, use, keys=("dice",))  # The Right Moment, Long Night, Mana Search ... (§3.3)


def long_night_usable(ctx: Ctx, seat: int) -> bool:
    player = ctx.player(seat)
    return player.tactic == "long_night" and not player.tactic_used and not player.deck and bool(player.discard)


@part.reacts(DECK_RAN_OUT)
def long_night_offer(ctx: Ctx, seat: int) -> Decision | None:
    """§9.7.4: drawing at the End of Turn emptied the deck; Long Night may refill it, even in the middle of drawing."""
    return Decision("long_night_draw", seat, ["use", DONE]) if long_night_usable(ctx, seat) else None


@part.answers("long_night_draw")
def answer_long_night_draw(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    if option != DONE:
        use_long_night(ctx, seat)  # the draw goes on


def use_long_night(ctx: Ctx, seat: int) -> None:
    """Shuffle the discard pile and put 3 cards from it at random into the empty Deed deck; flip the card."""
    player = ctx.player(seat)
    player.tactic_used = True
    ctx.state.rng.shuffle(player.discard)
    player.deck, player.discard = player.discard[:LONG_NIGHT_CARDS], player.discard[LONG_NIGHT_CARDS:]
    ctx.say("long_night", f"{ctx.hero_name(seat).en} shuffles 3 cards back into the Deed deck.",
            f"{ctx.hero_name(seat).de} mischt 3 Karten zurück in den Stapel.", reveals=True, seat=seat)


@part.answers_turn(*TURN_DECISIONS)
def answer_turn(ctx: Ctx, seat: int, option: str) -> None:
    turn, player, rng = ctx.state.turn, ctx.player(seat), ctx.state.rng
    decision = turn.decision
    turn.decision = None
    if decision.kind == "sparing_power":
        if option == "store":
            player.tactic_cards.append(player.deck.pop())
        else:
            player.tactic_used = True  # flipped face down
            player.hand += player.tactic_cards
            player.tactic_cards = []
        return
    picked = _picks(decision)  # Midnight Meditation
    if option != DONE:
        picked.append(option)
        options = _pick_options(player.hand, picked, MIDNIGHT_MEDITATION_MAX)
        if len(options) > 1:
            turn.decision = Decision("midnight_meditation", seat, options, picked)
            return
    player.tactic_used = True
    for card in picked:
        player.hand.remove(card)
    player.deck += picked
    rng.shuffle(player.deck)
    draw_cards(ctx, seat, len(picked))

"""A player's turn: its start, Resting, and the End of Turn sequence (rules spec §4, §9, §10).

The End of Turn runs as numbered steps (§9.1) so that a step needing a choice (throw away a Wound at
a glade, pick a Skill at a new level, discard before drawing) can wait for it and then go on.
"""
from __future__ import annotations

from engine.core import Action
from engine.mageknight import dummy, ghost_attacks, rewards, volkare, volkares_camp
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.geometry import neighbours
from engine.mageknight.before_turn import may_plunder, plunder_village, start_of_turn_mana
from engine.mageknight.board import city_leader, space_at
from engine.mageknight.movement import forced_withdrawal, reveal_adjacent_defenders
from engine.mageknight.resolve import WOUND, draw_cards
from engine.mageknight.reveal import spaces
from engine.mageknight.rulebook import (DECK_RAN_OUT, END_OF_TURN, HAND_LIMIT_BONUS, LASTING_EFFECT_DUE, MINE_PRODUCES,
                                        PLAY_AREA_CLEARING, RESTED, SKILL_GAINED, START_OF_TURN, START_OF_TURN_MANA,
                                        TURN_ENDS)
from engine.mageknight.scenario_terms import friendly_city, portal_closed, portal_key
from engine.mageknight.setup import reveal_offer
from engine.mageknight.source import reroll
from engine.mageknight.state import CLAIM_EACH_TURN, Decision, Turn, parse_hex
from engine.mageknight.words import COLORS

PLANNING_MIN_HAND = 2  # Planning: "if you have at least two cards in your hand before you draw"
DONE = "done"


def hand_limit(ctx: Ctx, seat: int) -> int:
    """The Level token's Hand limit (§1.3.2) plus the higher of the keep and city bonuses (§9.7.2)."""
    return ctx.catalog.levels[ctx.player(seat).level - 1].hand_limit + _place_bonus(ctx, seat)


def _place_bonus(ctx: Ctx, seat: int) -> int:
    """On or next to a keep you own: +1 per keep you own; on or next to a conquered city (no garrison left, not
    plundered by General Volkare) with your Shield: +1, +2 as its leader (§9.7.2); on or next to Volkare's conquered
    Camp with your Shield on his token: +1 per keep you own, +1 more as its leader (LL §5.1)."""
    position = ctx.player(seat).position
    if position is None:
        return 0
    here = parse_hex(position)
    near = {position} | {f"{q},{r}" for q, r in neighbours(here)}
    sites = {key: space.site for key, space in spaces(ctx)}
    shields = ctx.state.map.shields
    owned_keeps = [key for key, site in sites.items() if site == "keep" and shields.get(key) == [seat]]
    keep_bonus = len(owned_keeps) if any(key in near for key in owned_keeps) else 0
    city_bonus = 0
    for key in near:
        holders = shields.get(key, [])
        if (sites.get(key) == "city" and seat in holders and not ctx.state.map.enemies.get(key)
                and not volkare.city_plundered(ctx)):  # a plundered city gives none (LL §4.1.10)
            leads = city_leader(holders) == seat and not friendly_city(ctx)  # friendly: no leader
            city_bonus = max(city_bonus, 2 if leads else 1)
    return max(keep_bonus, city_bonus, volkares_camp.hand_limit_bonus(ctx, seat, len(owned_keeps)))


def begin_turn(ctx: Ctx, seat: int) -> str:
    """§4.2-§4.3 and the start-of-turn space effects (portal re-entry §6.12.1, glade mana §9.4).

    Returns "play", "missed" for a Round Order token face down (§4.2.1), or "announce" / "forfeit" when an
    empty deck and hand leave no turn (§4.3.2, §4.3.4).
    """
    state, player = ctx.state, ctx.player(seat)
    # §4.2.2: the interactive Skill tokens in the centre come back face down, even when the turn is missed or given up
    returned, player.skills_in_centre = player.skills_in_centre, []
    if player.order_token_face_down:  # §4.2.1: flipped face up, and this turn is missed (a cooperative assault)
        player.order_token_face_down = False
        ctx.rules.react(TURN_ENDS, ctx, seat)  # a turn given up is a turn all the same
        state.turn = None
        ctx.say("turn_missed", f"{ctx.hero_name(seat).en} flips the Round Order token face up and misses this turn.",
                f"{ctx.hero_name(seat).de} dreht den Rundenreihenfolge-Marker auf und setzt diesen Zug aus.", seat=seat)
        return "missed"
    state.turn = Turn(seat, hand_was_empty=not player.hand and bool(player.deck))
    if not player.deck and not player.hand:
        ctx.rules.react(TURN_ENDS, ctx, seat)  # a turn given up is a turn all the same
        state.turn = None
        if state.round.end_announced_by is None and not state.round.scenario_end:
            return "announce"
        ctx.say("forfeit", f"{ctx.hero_name(seat).en} has no cards left and forfeits the turn.",
                f"{ctx.hero_name(seat).de} hat keine Karten mehr und verzichtet auf den Zug.", seat=seat)
        return "forfeit"
    player.searched_this_turn = player.plundered = False
    if player.position is None:
        player.position = portal_key(ctx)
    state.turn.path = [player.position]
    reveal_adjacent_defenders(ctx, parse_hex(player.position))
    state.turn.decision = ctx.rules.react(START_OF_TURN, ctx, seat, returned)
    state.turn.tokens += player.kept_tokens + start_of_turn_mana(ctx, player.position)  # §11.3.2: kept from a PvP
    player.kept_tokens = []
    ctx.rules.react(START_OF_TURN_MANA, ctx, seat)  # an owned mage tower's mana (§13.7.10)
    claimed_mana(ctx, seat)
    return "play"


def claimed_mana(ctx: Ctx, seat: int) -> None:
    """At the start of each of the player's turns: a token for each die it claimed for "one each turn" (Mana Claim:
    kept until the Round ends, Die.claim)."""
    for die in ctx.state.source:
        if die.taken_by == seat and die.claim == CLAIM_EACH_TURN:
            ctx.state.turn.tokens.append(die.color)


def may_announce_end(ctx: Ctx, seat: int) -> bool:
    """§4.3.1: only at the very start of your turn, with an empty Deed deck, if nobody announced yet."""
    turn, player = ctx.state.turn, ctx.player(seat)
    return turn.untouched() and not turn.tokens and not player.deck and ctx.state.round.end_announced_by is None and not ctx.state.round.scenario_end


# --- before your turn: plundering a village (§4.1; village Site card) -----------------------------

def legal_plunders(ctx: Ctx, seat: int) -> list[Action]:
    """Offered while the turn is untouched: "before your turn" (§4.1.1), at most once between turns."""
    return [Action.of("plunder")] if ctx.state.turn.untouched() and may_plunder(ctx, seat) else []


def plunder(ctx: Ctx, seat: int) -> None:
    if not legal_plunders(ctx, seat):
        raise refuse("You can plunder the village you stand on before your turn, once between your turns.",
                     "Das Dorf, auf dem du stehst, kannst du vor deinem Zug plündern, einmal zwischen zwei Zügen.", "4.1")
    plunder_village(ctx, seat)


# --- Resting (§4.7) ------------------------------------------------------------------------------

def legal_rests(ctx: Ctx, seat: int) -> list[Action]:
    turn, hand = ctx.state.turn, ctx.player(seat).hand
    if turn.kind or turn.moved or turn.action_taken:
        return []
    wounds = hand.count(WOUND)
    non_wounds = [c for c in dict.fromkeys(hand) if c != WOUND]
    if not non_wounds:
        return [Action.of("rest", card=WOUND)] if wounds else []  # Slow Recovery
    return [Action.of("rest", card=c, wounds=n) for c in non_wounds for n in range(wounds + 1)]


def must_rest(ctx: Ctx, seat: int) -> bool:
    """§4.4.2 with §4.7.1: a turn must play or discard a card, and Wounds cannot be discarded at its end; a Hero that
    played nothing with only Wounds in hand must take a Slow Recovery before ending the turn (or, with an empty deck,
    announce the End of the Round instead)."""
    turn, hand = ctx.state.turn, ctx.player(seat).hand
    return (turn.played == 0 and not turn.hand_was_empty and bool(hand) and all(card == WOUND for card in hand)
            and bool(legal_rests(ctx, seat)))


def rest(ctx: Ctx, seat: int, action: Action) -> None:
    player, turn = ctx.player(seat), ctx.state.turn
    if turn.kind or turn.moved or turn.action_taken:
        raise refuse("You can only rest instead of moving and acting.", "Rasten geht nur statt Bewegung und Aktion.",
                     "4.7")
    card = action.get("card")
    wounds = int(action.get("wounds", "0")) if (action.get("wounds") or "0").isdigit() else -1
    non_wounds = [c for c in player.hand if c != WOUND]
    if card == WOUND and not non_wounds and WOUND in player.hand and wounds <= 0:
        discarded = [WOUND]  # Slow Recovery: only Wounds in hand, discard one (§4.7.2)
    elif card in non_wounds and 0 <= wounds <= player.hand.count(WOUND):
        discarded = [card] + [WOUND] * wounds  # Standard Rest
    else:
        raise refuse("Rest by discarding one non-Wound card and any number of Wounds, or with only Wounds in hand "
                     "one Wound.", "Raste, indem du eine Nicht-Verletzung und beliebig viele Verletzungen abwirfst, "
                     "oder mit nur Verletzungen auf der Hand eine Verletzung.", "4.7.2")
    for each in discarded:
        player.hand.remove(each)
    player.discard.extend(discarded)  # to the discard pile: this is not Healing (§4.7.2)
    turn.kind = "rest"
    turn.played += 1
    ctx.rules.react(RESTED, ctx, seat)  # Battle Frenzy
    ctx.say("rest", f"{ctx.hero_name(seat).en} rests.", f"{ctx.hero_name(seat).de} rastet.", seat=seat)


# --- End of Turn (§9) ----------------------------------------------------------------------------

def end_turn(ctx: Ctx, seat: int) -> bool:
    ctx.state.turn.ending_step = 0
    ctx.rules.react(TURN_ENDS, ctx, seat)
    return continue_end_of_turn(ctx, seat)


def _return_dice(ctx: Ctx, seat: int) -> None:
    for index, die in enumerate(ctx.state.source):  # §4.8.1: reroll the used dice and return them first
        if die.claim is not None:  # Mana Claim: kept until the Round ends
            continue
        if die.taken_by == seat and index in ctx.state.turn.dice_kept:  # Mana Draw: returned as it was set
            die.taken_by = None
        elif die.taken_by == seat:
            reroll(ctx.state.rng, die)
            ctx.say("die_rolled", "A Source die is rerolled.", "Ein Würfel der Quelle wird neu geworfen.", reveals=True)


def _clear_play_area(ctx: Ctx, seat: int) -> None:
    player = ctx.player(seat)
    ctx.rules.react(PLAY_AREA_CLEARING, ctx, seat)  # Time Bending sets its card aside, the others back to the hand
    player.discard.extend(p.card for p in player.play_area)  # §9.3.2
    player.play_area.clear()
    ctx.state.turn.tokens.clear()  # §9.3.1: pure mana is lost


def _space_benefits(ctx: Ctx, seat: int) -> Decision | None:
    player = ctx.player(seat)
    space = space_at(ctx, player.position) if player.position else None
    if space is None:
        return None
    for color in space.mine if ctx.rules.adjust(MINE_PRODUCES, ctx, True, player.position) else ():  # §9.4.2
        if player.crystals[color] < ctx.catalog.source.crystals.max_per_color:
            player.crystals[color] += 1
            ctx.say("mine",
                    f"{ctx.hero_name(seat).en} mines a {color} crystal.",
                    f"{ctx.hero_name(seat).de} fördert einen Kristall ({COLORS.get(color, color)}).",
                    seat=seat)
        break
    if space.site == "magical_glade":  # §9.4.1: may throw away one Wound from hand or discard pile
        options = [where for where, pile in (("hand", player.hand), ("discard", player.discard)) if WOUND in pile]
        if options:
            return Decision("glade_wound", seat, options + [DONE])
    return None


def _level_up(ctx: Ctx, seat: int) -> Decision | None:
    """§9.6: one level per Fame line crossed, in order; even levels choose a Skill and an Advanced Action."""
    player, turn = ctx.player(seat), ctx.state.turn
    while player.level < ctx.catalog.level_for_fame(player.fame).level:
        player.level += 1
        turn.levelled_up = True
        ctx.say("level",
                f"{ctx.hero_name(seat).en} reaches Level {player.level}.",
                f"{ctx.hero_name(seat).de} erreicht Level {player.level}.",
                seat=seat)
        if ctx.catalog.levels[player.level - 1].reward == "skill_and_advanced_action":
            revealed = player.skill_pile[-2:]
            del player.skill_pile[-2:]
            reveal_offer(ctx, "advanced_actions")  # needed now: Option A takes any AA from it
            turn.levels_to_gain = revealed
            options = [f"a:{skill}:{aa}" for skill in revealed for aa in ctx.state.offers.advanced_actions]
            if ctx.state.offers.advanced_actions:
                options += [f"b:{skill}" for skill in ctx.state.offers.skills]
            if not options:
                options = [f"a:{skill}:-" for skill in revealed] or [DONE]
            if revealed:
                ctx.say("skills_revealed", "New Skill tokens are revealed.", "Neue Fähigkeiten werden aufgedeckt.",
                        reveals=True)
            return Decision("level_reward", seat, options)
    return None


def _discard_before_draw(ctx: Ctx, seat: int) -> Decision | None:
    """§9.7.1 with §4.4.2: a player who played nothing must discard now; anyone may discard non-Wounds."""
    player, turn = ctx.player(seat), ctx.state.turn
    cards = [c for c in dict.fromkeys(player.hand) if c != WOUND]
    must = turn.played == 0 and not turn.hand_was_empty and bool(cards)
    if not cards:
        return None
    return Decision("discard", seat, cards if must else cards + [DONE])


def _draw_up(ctx: Ctx, seat: int) -> Decision | None:
    """§9.7.2-4: draw up to the Hand limit, never reshuffling; Long Night may refill an empty deck mid-draw."""
    player, turn = ctx.player(seat), ctx.state.turn
    if turn.draw_target is None:  # Planning looks at the hand before drawing
        turn.draw_target = hand_limit(ctx, seat) + _next_draw_bonus(ctx, seat)
        if player.tactic == "planning" and len(player.hand) >= PLANNING_MIN_HAND:
            turn.draw_target += 1
    draw_cards(ctx, seat, max(0, turn.draw_target - len(player.hand)))
    if len(player.hand) < turn.draw_target:  # the deck ran out: Long Night may refill it
        return ctx.rules.react(DECK_RAN_OUT, ctx, seat)
    return None


def _next_draw_bonus(ctx: Ctx, seat: int) -> int:
    """Hand limit +N "the next time you draw cards" (LL §2.8.2): this draw, or on the Round's last turn the next
    Round's (rounds.continue_preparation)."""
    # Turn.hand_limit_bonus: Mountain Lore's, set at the end; the Rulebook adds this turn's `hand_limit` modifiers
    bonus = ctx.rules.adjust(HAND_LIMIT_BONUS, ctx, ctx.state.turn.hand_limit_bonus, seat)
    if ctx.state.round.end_announced_by is not None or ctx.state.round.scenario_end:
        ctx.player(seat).next_round_hand_bonus += bonus
        return 0
    return bonus


STEPS = ("return_dice", "forced_withdrawal", "clear_play_area", "card_effects", "space_benefits", "rewards",
         "level_up", "discard", "draw")


def continue_end_of_turn(ctx: Ctx, seat: int) -> bool:
    """Run the remaining steps of §9.1 in order; stop at a step that needs the player's choice.

    Returns True when the turn is over (the caller hands over to the next player).
    """
    turn = ctx.state.turn
    while turn.ending_step < len(STEPS):
        step = STEPS[turn.ending_step]
        decision = None
        if step == "return_dice":
            _return_dice(ctx, seat)
        elif step == "forced_withdrawal":
            forced_withdrawal(ctx, seat)
        elif step == "clear_play_area":
            _clear_play_area(ctx, seat)
        elif step == "card_effects":
            decision = card_effects(ctx, seat)
        elif step == "space_benefits":
            decision = _space_benefits(ctx, seat)
        elif step == "rewards":
            decision = rewards.step(ctx, seat)
        elif step == "level_up":
            decision = _level_up(ctx, seat)
        elif turn.bent_by is not None:
            pass  # Time Bending: "skip the draw new cards portion" of the End of Turn, discarding included (§9.7)
        elif step == "discard":
            decision = _discard_before_draw(ctx, seat)
        else:
            decision = _draw_up(ctx, seat)
        if decision is not None:
            turn.decision = decision
            return False
        turn.ending_step += 1
    _leave_by_portal(ctx, seat)
    ctx.state.turn = None
    # §5.13.4: the End of Turn sequence cannot be taken back, even when it drew nothing.
    ctx.say("turn_ended",
            f"{ctx.hero_name(seat).en} ends the turn.", f"{ctx.hero_name(seat).de} beendet den Zug.", reveals=True,
            seat=seat)
    if turn.levelled_up:  # once the End of Turn is done, levels included, the ghosts are revealed (LL §5.5.3)
        ghost_attacks.level_reached(ctx, seat)
    return True


def _leave_by_portal(ctx: Ctx, seat: int) -> None:
    """§6.12.1: ending the turn on the portal takes the figure off the map until the next turn starts there."""
    player = ctx.player(seat)
    space = space_at(ctx, player.position) if player.position else None
    if space is not None and space.site == "portal" and not portal_closed(ctx):
        player.position = None


def card_effects(ctx: Ctx, seat: int) -> Decision | None:
    """The card effects due at the end of the turn, after the Play area is cleared and before levels are gained
    (Fame counts for them): END_OF_TURN's, then each effect kept in Turn.lasting, in the order kept, taken out of it
    as it is due (LASTING_EFFECT_DUE). Called again after each answer until it returns None."""
    turn = ctx.state.turn
    decision = ctx.rules.react(END_OF_TURN, ctx, seat)
    if decision is not None:
        return decision
    while turn.lasting:
        name, *args = turn.lasting.pop(0)
        decision = ctx.rules.react(LASTING_EFFECT_DUE, ctx, seat, name, args)
        if decision is not None:
            return decision
    return None


DECISIONS = ("glade_wound", "level_reward", "discard", *rewards.DECISIONS)  # the End of Turn's own questions
CARD_ASKS = ("card_effects", "draw")  # the steps where a card's question waits (END_OF_TURN ..., DECK_RAN_OUT)


def asks_in_end_of_turn(ctx: Ctx, decision: Decision) -> bool:
    """The open choice is the End of Turn's (answer_end_of_turn answers it): one of its own questions, or a card's at
    a step that asks the Rulebook."""
    turn = ctx.state.turn
    return decision.kind in DECISIONS or (0 <= turn.ending_step < len(STEPS) and STEPS[turn.ending_step] in CARD_ASKS)


def answer_end_of_turn(ctx: Ctx, seat: int, option: str) -> bool:
    player, turn = ctx.player(seat), ctx.state.turn
    decision = turn.decision
    turn.decision = None
    step = STEPS[turn.ending_step] if 0 <= turn.ending_step < len(STEPS) else None
    if decision.kind in rewards.DECISIONS:
        rewards.DECISIONS[decision.kind](ctx, seat, decision, option)  # the rewards step runs again
    elif step == "card_effects":
        ctx.rules.answers[decision.kind](ctx, seat, decision, option)  # the step runs again
    elif decision.kind == "glade_wound":
        if option != DONE:
            (player.hand if option == "hand" else player.discard).remove(WOUND)  # back to the Wound pile
        turn.ending_step += 1
    elif step == "draw":  # the deck ran out: a card refills it (Long Night), or the draw is over
        if option == DONE:
            turn.ending_step += 1
        else:
            ctx.rules.answers[decision.kind](ctx, seat, decision, option)  # the draw step runs again and goes on
    elif decision.kind == "level_reward":
        _take_level_reward(ctx, seat, option)  # the level-up step runs again: there may be another level
    elif decision.kind == "discard":
        if option == DONE:
            turn.ending_step += 1
        else:
            player.hand.remove(option)
            player.discard.append(option)
            turn.played += 1
    return continue_end_of_turn(ctx, seat)


def _take_level_reward(ctx: Ctx, seat: int, option: str) -> None:
    """§9.6.3 Option A (a revealed Skill + any AA) or B (a common Skill + the lowest AA)."""
    player, turn, offers = ctx.player(seat), ctx.state.turn, ctx.state.offers
    kind, _, rest = option.partition(":")
    revealed = turn.levels_to_gain
    if kind == "a":
        skill, _, aa = rest.partition(":")
        player.skills.append(skill)
        offers.skills.extend(s for s in revealed if s != skill)
    else:
        skill, aa = rest, offers.advanced_actions[0] if offers.advanced_actions else "-"
        offers.skills.remove(skill)
        player.skills.append(skill)
        offers.skills.extend(revealed)
    turn.levels_to_gain = []
    ctx.rules.react(SKILL_GAINED, ctx, seat, skill)
    dummy.reveal_skill(ctx)
    if aa != "-" and aa in offers.advanced_actions:
        offers.advanced_actions.remove(aa)
        player.deck.append(aa)  # on top of the Deed deck (§9.6.3)
        if ctx.state.decks.advanced_actions:
            offers.advanced_actions.append(ctx.state.decks.advanced_actions.pop())
            ctx.say("offer", "The Advanced Action offer is refilled.", "Das Angebot wird aufgefüllt.", reveals=True)

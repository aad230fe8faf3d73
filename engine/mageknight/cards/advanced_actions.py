"""Advanced Action cards the vocabulary cannot say (data/mageknight/advanced_actions.yaml; rules spec §5.6-§5.9).

`part` registers them in the Rulebook. Effects that act later in the turn are remembered in Turn.lasting ([hook name, arguments...]) and
carried out by END_OF_TURN (at LASTING_EFFECT_DUE, §9.3) or by `wounds_taken` (resolve.py, damage.py).
A hook whose card may be repeated or played from elsewhere (Maximal Effect, Blood of Ancients) does nothing when
nothing is left to act on: the combined effect is used as far as it goes (§5.6.5).
"""
from __future__ import annotations

from typing import Callable

from engine.core import Action
from engine.mageknight import effect_paths, friendly, resolve, timing
from engine.mageknight.board import layout_of, space_at
from engine.mageknight.catalog.effects import Fame, Hook, Move, Reputation
from engine.mageknight.context import Ctx, counted, refuse
from engine.mageknight.geometry import distance, parse_label, shown_label, space_label
from engine.mageknight.interaction import take_and_replenish
from engine.mageknight.mana import mana_sources, pay_mana, payment_options
from engine.mageknight.movement import is_safe, reveal_adjacent_defenders
from engine.mageknight.reveal import spaces
from engine.mageknight.rulebook import LASTING_EFFECT_DUE, PLAYABLE_FROM_OFFERS, PLAYED_FROM_OFFER, WOUNDS_TAKEN, Part
from engine.mageknight.setup import reveal_offer
from engine.mageknight.source import lies_free, roll_die, usable_as
from engine.mageknight.state import BASIC_COLORS, Decision, hex_key, parse_hex
from engine.mageknight.words import german_color

part = Part("advanced_actions")

ACTION_CARDS = ("basic_action", "advanced_action")
SKIP, DONE = "skip", "done"


def _say_card(ctx: Ctx, kind: str, card_id: str, en: str, de: str, **data: object) -> None:
    name = ctx.catalog.cards[card_id].name
    ctx.say(kind, en.format(name.en), de.format(name.de), card=card_id, **data)


def _one_or_ask(kind: str, seat: int, options: list[str], take: Callable[[str], Decision | None]) -> Decision | None:
    """A single possible option is just taken; several are asked (none: nothing to do)."""
    if len(options) == 1:
        return take(options[0])
    return Decision(kind, seat, options) if options else None


# --- Throwing away an Action card from the hand (§5.8.2): Decompose, Training, Maximal Effect -------------------

def _action_cards(ctx: Ctx, hand: list[str]) -> list[str]:
    return [card for card in dict.fromkeys(hand) if ctx.catalog.cards[card].kind in ACTION_CARDS]


def _throw_away(ctx: Ctx, seat: int, card_id: str) -> None:
    ctx.player(seat).hand.remove(card_id)
    ctx.state.decks.box.append(card_id)
    _say_card(ctx, "thrown_away", card_id, "{} is thrown away.", "{} wird aus dem Spiel entfernt.")


def _hand(ctx: Ctx, aside: tuple[str, ...] = ()) -> list[str]:
    return effect_paths.hand_without(ctx.player(ctx.state.turn.seat).hand, aside)


# --- Offers (§5.7.3): taking a card replenishes the offer; a face-down offer is turned up when first needed ------

def _offer(ctx: Ctx, name: str) -> list[str]:
    return getattr(ctx.state.offers, name)


def _take_from_offer(ctx: Ctx, seat: int, name: str, card_id: str, to: str) -> None:
    take_and_replenish(ctx, _offer(ctx, name), getattr(ctx.state.decks, name), card_id)
    player = ctx.player(seat)
    (player.hand if to == "hand" else player.discard).append(card_id)
    _say_card(ctx, "gained_card", card_id, f"{ctx.hero_name(seat).en} gains {{}} from the offer.",
              f"{ctx.hero_name(seat).de} nimmt {{}} aus dem Angebot.", seat=seat)


def _turn_up(ctx: Ctx, name: str) -> None:
    reveal_offer(ctx, name)


def _sharing_color(ctx: Ctx, cards: list[str], colors: tuple[str, ...] | list[str]) -> list[str]:
    return [card for card in dict.fromkeys(cards) if set(ctx.catalog.cards[card].colors) & set(colors)]


# --- Decompose (§5.8.2) --------------------------------------------------------------------------------------

def decompose_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return bool(_action_cards(ctx, _hand(ctx, aside)))


@part.hook("decompose", decompose_playable)
def decompose(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """Throw away an Action card from the hand: two crystals of its colour (strong: one of each other basic
    colour). A crystal beyond the third becomes a mana token (§5.7.2, resolve.gain_color)."""
    cards = _action_cards(ctx, ctx.player(seat).hand)
    return _one_or_ask("decompose", seat, cards, lambda card: _decompose(ctx, seat, hook, card))


@part.answers("decompose")
def answer_decompose(ctx: Ctx, seat: int, decision: Decision, card_id: str) -> Decision | None:
    return _decompose(ctx, seat, effect_paths.node_at(ctx, decision.path), card_id)


def _decompose(ctx: Ctx, seat: int, hook: Hook, card_id: str) -> Decision | None:
    _throw_away(ctx, seat, card_id)
    colors = ctx.catalog.cards[card_id].colors
    if hook.args["gain_crystals"] == "other_basic_colors":
        for color in BASIC_COLORS:
            if color not in colors:
                resolve.gain_color(ctx, seat, "crystal", color)
        return None
    # A dual-colour card: "the same colour as the thrown away card" is one of its two colours, the player's pick.
    return _one_or_ask("decompose_color", seat, list(colors), lambda color: _crystals(ctx, seat, hook, color))


@part.answers("decompose_color")
def answer_decompose_color(ctx: Ctx, seat: int, decision: Decision, color: str) -> None:
    _crystals(ctx, seat, effect_paths.node_at(ctx, decision.path), color)


def _crystals(ctx: Ctx, seat: int, hook: Hook, color: str) -> None:
    for _ in range(int(hook.args["count"])):
        resolve.gain_color(ctx, seat, "crystal", color)


# --- Training (§5.8.2, §5.7.3) -------------------------------------------------------------------------------

def _training_cards(ctx: Ctx, hand: list[str]) -> list[str]:
    """Action cards in hand with an Advanced Action of a colour of theirs in the offer."""
    offer = ctx.state.offers.advanced_actions
    return [card for card in _action_cards(ctx, hand) if _sharing_color(ctx, offer, ctx.catalog.cards[card].colors)]


def training_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return bool(_training_cards(ctx, _hand(ctx, aside)))


@part.hook("training", training_playable)
def training(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """Throw away an Action card, then take an Advanced Action of the same colour from the offer to the discard
    pile (strong: to the hand). A dual-colour card matches either colour."""
    _turn_up(ctx, "advanced_actions")
    cards = _training_cards(ctx, ctx.player(seat).hand)
    return _one_or_ask("training", seat, cards, lambda card: _train(ctx, seat, hook, card))


@part.answers("training")
def answer_training(ctx: Ctx, seat: int, decision: Decision, card_id: str) -> Decision | None:
    return _train(ctx, seat, effect_paths.node_at(ctx, decision.path), card_id)


def _train(ctx: Ctx, seat: int, hook: Hook, card_id: str) -> Decision | None:
    _throw_away(ctx, seat, card_id)
    wanted = _sharing_color(ctx, ctx.state.offers.advanced_actions, ctx.catalog.cards[card_id].colors)
    to = hook.args["to"]
    return _one_or_ask("training_card", seat, wanted,
                       lambda card: _take_from_offer(ctx, seat, "advanced_actions", card, to))


@part.answers("training_card")
def answer_training_card(ctx: Ctx, seat: int, decision: Decision, card_id: str) -> None:
    _take_from_offer(ctx, seat, "advanced_actions", card_id, effect_paths.node_at(ctx, decision.path).args["to"])


# --- Paying a mana of any colour for a card of that colour: Blood of Ancients, Magic Talent (strong) -------------

OFFER_OF = {"blood_of_ancients": "advanced_actions", "magic_talent": "spells"}


def _offer_colors(ctx: Ctx, hook: Hook) -> tuple[str, ...]:
    colors = {color for card in _offer(ctx, OFFER_OF[hook.name]) for color in ctx.catalog.cards[card].colors}
    return tuple(color for color in BASIC_COLORS if color in colors)


def _mana_payments(ctx: Ctx, seat: int, hook: Hook) -> list[str]:
    colors = _offer_colors(ctx, hook)
    return payment_options(ctx, seat, [colors]) if colors else []


def _buy_with_mana_playable(ctx: Ctx, hook: Hook) -> bool:
    return bool(_mana_payments(ctx, ctx.state.turn.seat, hook))


def _buy_with_mana(ctx: Ctx, seat: int, hook: Hook) -> Decision | None:
    """"Pay one mana of any colour. Gain a card of that colour from the offer": the payment first (gold by Day
    pays any basic colour, §5.9.2), then the card among those of the colours it paid for."""
    _turn_up(ctx, OFFER_OF[hook.name])
    payments = _mana_payments(ctx, seat, hook)
    return Decision("mana_for_card", seat, payments) if payments else None


@part.answers("mana_for_card")
def answer_mana_for_card(ctx: Ctx, seat: int, decision: Decision, payment: str) -> Decision | None:
    hook = effect_paths.node_at(ctx, decision.path)
    shown = dict(mana_sources(ctx, seat))[payment.split("+")[0]]
    wanted = _offer_colors(ctx, hook)
    pay_mana(ctx, seat, payment, [wanted])
    paid_as = set(usable_as(shown, "day" if ctx.is_day else "night")) & set(wanted)
    cards = _sharing_color(ctx, _offer(ctx, OFFER_OF[hook.name]), tuple(paid_as))
    return _one_or_ask("card_for_mana", seat, cards, lambda card: _take_bought(ctx, seat, hook, card))


@part.answers("card_for_mana")
def answer_card_for_mana(ctx: Ctx, seat: int, decision: Decision, card_id: str) -> None:
    _take_bought(ctx, seat, effect_paths.node_at(ctx, decision.path), card_id)


def _take_bought(ctx: Ctx, seat: int, hook: Hook, card_id: str) -> None:
    _take_from_offer(ctx, seat, OFFER_OF[hook.name], card_id, hook.args["to"])


# --- Blood of Ancients ---------------------------------------------------------------------------------------

def _offer_powered(ctx: Ctx, aside: tuple[str, ...]) -> list[str]:
    """Advanced Actions in the offer whose strong effect can be used now."""
    return [card for card in dict.fromkeys(ctx.state.offers.advanced_actions)
            if timing.side_playable(ctx, ctx.catalog.cards[card].powered, aside)]


def blood_of_ancients_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    if hook.args["mode"] == "gain_advanced_action":
        return _buy_with_mana_playable(ctx, hook)
    return bool(_offer_powered(ctx, aside))


@part.hook("blood_of_ancients", blood_of_ancients_playable)
def blood_of_ancients(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """Basic: pay a mana, gain an Advanced Action of its colour to the hand. Strong: use the strong effect of an
    Advanced Action in the offer without paying its mana; the card stays there. It is one effect with this card,
    with the other card's own colour (§5.6.5)."""
    if hook.args["mode"] == "gain_advanced_action":
        return _buy_with_mana(ctx, seat, hook)
    _turn_up(ctx, "advanced_actions")
    cards = _offer_powered(ctx, ())
    return _one_or_ask("blood_of_ancients", seat, cards, lambda card: _use_powered(ctx, card, queue))


@part.answers("blood_of_ancients")
def answer_blood_of_ancients(ctx: Ctx, seat: int, decision: Decision, card_id: str) -> None:
    _use_powered(ctx, card_id, decision.queue)


def _use_powered(ctx: Ctx, card_id: str, queue: list[list[str]]) -> None:
    queue.insert(0, ["card", card_id, "powered"])
    _say_card(ctx, "used_from_offer", card_id, "The strong effect of {} is used from the offer.",
              "Die starke Wirkung von {} wird aus dem Angebot genutzt.")


# --- Magic Talent ----------------------------------------------------------------------------------------------

MAGIC_TALENT_SPELL = "magic_talent_spell"  # Turn.lasting: [this, colour]: a Spell of the offer may be played


def _talent_cards(ctx: Ctx, hand: list[str]) -> list[str]:
    """Cards to discard for Magic Talent: of a colour some Spell in the offer has (a Wound or an Artifact has none)."""
    return _sharing_color(ctx, [card for card in hand if card != resolve.WOUND],
                          _spell_colors(ctx, ctx.state.offers.spells))


def magic_talent_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    if hook.args["mode"] == "gain_spell_from_offer":
        return _buy_with_mana_playable(ctx, hook)
    return bool(_talent_cards(ctx, _hand(ctx, aside)))


@part.hook("magic_talent", magic_talent_playable)
def magic_talent(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """Basic: discard a card, then you may play one Spell of its colour from the Spells offer this turn as if it
    were in your hand; it stays in the offer (play.py; decision: not sideways, a Spell's own effects only). Strong:
    pay a mana of any colour, gain a Spell of that colour from the Spells offer to the discard pile."""
    _turn_up(ctx, "spells")
    if hook.args["mode"] == "gain_spell_from_offer":
        return _buy_with_mana(ctx, seat, hook)
    cards = _talent_cards(ctx, ctx.player(seat).hand)
    return _one_or_ask("magic_talent", seat, cards, lambda card: _talent_discard(ctx, seat, card))


@part.answers("magic_talent")
def answer_magic_talent(ctx: Ctx, seat: int, decision: Decision, card_id: str) -> Decision | None:
    return _talent_discard(ctx, seat, card_id)


def _talent_discard(ctx: Ctx, seat: int, card_id: str) -> Decision | None:
    resolve.discard_card(ctx, seat, card_id)
    colors = [color for color in ctx.catalog.cards[card_id].colors
              if color in _spell_colors(ctx, ctx.state.offers.spells)]
    return _one_or_ask("magic_talent_color", seat, colors, lambda color: _allow_offer_spell(ctx, color))


@part.answers("magic_talent_color")
def answer_magic_talent_color(ctx: Ctx, seat: int, decision: Decision, color: str) -> None:
    _allow_offer_spell(ctx, color)


def _allow_offer_spell(ctx: Ctx, color: str) -> None:
    ctx.state.turn.lasting.append([MAGIC_TALENT_SPELL, color])


@part.adjusts(PLAYABLE_FROM_OFFERS)
def _offer_spells(ctx: Ctx, cards: list[str], seat: int) -> list[str]:
    return cards + offer_spells(ctx, seat)


def offer_spells(ctx: Ctx, seat: int) -> list[str]:
    """Spells of the offer that Magic Talent lets the player play now, as if in the hand (not those in the hand)."""
    colors = {entry[1] for entry in ctx.state.turn.lasting if entry[0] == MAGIC_TALENT_SPELL}
    hand = ctx.player(seat).hand
    return [spell for spell in _sharing_color(ctx, ctx.state.offers.spells, tuple(colors)) if spell not in hand]


@part.reacts(PLAYED_FROM_OFFER)
def played_from_offer(ctx: Ctx, card_id: str) -> None:
    """A Spell was played from the offer: Magic Talent's permission of its colour is used up; the card stays."""
    colors = ctx.catalog.cards[card_id].colors
    entry = next(entry for entry in ctx.state.turn.lasting if entry[0] == MAGIC_TALENT_SPELL and entry[1] in colors)
    ctx.state.turn.lasting.remove(entry)
    _say_card(ctx, "played_from_offer", card_id, "{} is played from the Spells offer and stays there.",
              "{} wird aus dem Zauberangebot gespielt und bleibt dort.")


# --- Maximal Effect (§5.6.5, Lost Legion §5.7 rulings 19-23) --------------------------------------------------

REPEAT = "maximal_effect_repeat"  # Turn.lasting: [this, card, side, uses left]


def _maximal_cards(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> list[str]:
    side = hook.args["use"]
    cards = _action_cards(ctx, _hand(ctx, aside))
    return [card for card in cards
            if resolve.playable(ctx, getattr(ctx.catalog.cards[card], side).effect, (*aside, card))]


def maximal_effect_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return bool(_maximal_cards(ctx, hook, aside))


@part.hook("maximal_effect", maximal_effect_playable)
def maximal_effect(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """Throw away another Action card from the hand and use its basic effect three times (strong: its strong effect
    twice, without paying its mana). One single effect, with that card's colour (§5.6.5). Each use is followed by
    this hook again, which queues the next one while it can be used: Temporal Portal, the turn's action, is so
    used once (ruling 22), and a use that needs what the earlier ones used up is not made."""
    repeating = next(iter(ctx.state.turn.entries(REPEAT)), None)
    if repeating is not None:
        _next_use(ctx, repeating, path, queue)
        return None
    cards = _maximal_cards(ctx, hook, ())
    return _one_or_ask("maximal_effect", seat, cards, lambda card: _use_repeatedly(ctx, seat, hook, card, path, queue))


@part.answers("maximal_effect")
def answer_maximal_effect(ctx: Ctx, seat: int, decision: Decision, card_id: str) -> None:
    hook = effect_paths.node_at(ctx, decision.path)
    _use_repeatedly(ctx, seat, hook, card_id, decision.path, decision.queue)


def _use_repeatedly(ctx: Ctx, seat: int, hook: Hook, card_id: str, path: list[str], queue: list[list[str]]) -> None:
    _throw_away(ctx, seat, card_id)
    entry = [REPEAT, card_id, hook.args["use"], str(hook.args["times"])]
    ctx.state.turn.lasting.append(entry)
    _next_use(ctx, entry, path, queue)


def _next_use(ctx: Ctx, entry: list[str], path: list[str], queue: list[list[str]]) -> None:
    _, card_id, side, left = entry
    if left == "0" or not resolve.playable(ctx, getattr(ctx.catalog.cards[card_id], side).effect):
        ctx.state.turn.lasting.remove(entry)
        return
    entry[3] = str(int(left) - 1)
    queue[0:0] = [["card", card_id, side], list(path)]


# --- Crystal Mastery (§5.9) ----------------------------------------------------------------------------------

def _owned_colors(ctx: Ctx, seat: int) -> list[str]:
    return [color for color in BASIC_COLORS if ctx.player(seat).crystals[color]]


def crystal_mastery_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return hook.args["mode"] != "gain_crystal_of_owned_color" or bool(_owned_colors(ctx, ctx.state.turn.seat))


@part.hook("crystal_mastery", crystal_mastery_playable)
def crystal_mastery(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """Basic: a crystal of a colour you already own (beyond the third it is a mana token, §5.7.2). Strong: at the
    end of the turn the crystals spent this turn come back (decision: all of them, the one that powered this card
    too, as printed: "any crystals you have spent this turn")."""
    if hook.args["mode"] == "gain_crystal_of_owned_color":
        return _one_or_ask("crystal_mastery", seat, _owned_colors(ctx, seat),
                           lambda color: resolve.gain_color(ctx, seat, "crystal", color))
    ctx.state.turn.remember(hook.name)
    return None


@part.answers("crystal_mastery")
def answer_crystal_mastery(ctx: Ctx, seat: int, decision: Decision, color: str) -> None:
    resolve.gain_color(ctx, seat, "crystal", color)


def _return_spent_crystals(ctx: Ctx, seat: int, args: list[str]) -> None:
    spent, ctx.state.turn.crystals_spent = ctx.state.turn.crystals_spent, []
    for color in spent:
        resolve.gain_color(ctx, seat, "crystal", color, spill=False)  # the turn is over: no mana token


# --- Spell Forge (§5.7) ----------------------------------------------------------------------------------------

def spell_forge_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return len(ctx.state.offers.spells) >= int(hook.args["crystals"])


def _spell_colors(ctx: Ctx, spells: list[str]) -> list[str]:
    colors = {color for spell in spells for color in ctx.catalog.cards[spell].colors}
    return [color for color in BASIC_COLORS if color in colors]


@part.hook("spell_forge", spell_forge_playable)
def spell_forge(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """A crystal of the colour of a Spell in the offer (strong: two crystals, the colours of two different Spells:
    the second from the Spells left once one of the first colour is set apart)."""
    _turn_up(ctx, "spells")
    colors = _spell_colors(ctx, ctx.state.offers.spells)
    return _one_or_ask("spell_forge", seat, colors, lambda color: _forged(ctx, seat, hook, color))


@part.answers("spell_forge")
def answer_spell_forge(ctx: Ctx, seat: int, decision: Decision, color: str) -> Decision | None:
    return _forged(ctx, seat, effect_paths.node_at(ctx, decision.path), color)


def _forged(ctx: Ctx, seat: int, hook: Hook, color: str) -> Decision | None:
    resolve.gain_color(ctx, seat, "crystal", color)
    if int(hook.args["crystals"]) == 1:
        return None
    others = list(ctx.state.offers.spells)
    others.remove(next(spell for spell in others if color in ctx.catalog.cards[spell].colors))
    return _one_or_ask("spell_forge_second", seat, _spell_colors(ctx, others),
                       lambda second: resolve.gain_color(ctx, seat, "crystal", second))


@part.answers("spell_forge_second")
def answer_spell_forge_second(ctx: Ctx, seat: int, decision: Decision, color: str) -> None:
    resolve.gain_color(ctx, seat, "crystal", color)


# --- Power of Crystals (§5.9) ----------------------------------------------------------------------------------

def _missing_colors(ctx: Ctx, seat: int) -> list[str]:
    return [color for color in BASIC_COLORS if not ctx.player(seat).crystals[color]]


def power_of_crystals_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return hook.args["mode"] != "gain_crystal_of_missing_color" or bool(_missing_colors(ctx, ctx.state.turn.seat))


@part.hook("power_of_crystals", power_of_crystals_playable)
def power_of_crystals(ctx: Ctx, seat: int, hook: Hook, path: list[str],
                      queue: list[list[str]]) -> Decision | None:
    """Basic: a crystal of a basic colour you own none of. Strong: per set of four crystals of different colours,
    Move 2, Heal 1 or one card more (the option the card's choice took, hook args `effect`)."""
    if hook.args["mode"] == "gain_crystal_of_missing_color":
        return _one_or_ask("power_of_crystals", seat, _missing_colors(ctx, seat),
                           lambda color: resolve.gain_color(ctx, seat, "crystal", color))
    sets = min(ctx.player(seat).crystals[color] for color in BASIC_COLORS)
    effect = hook.args["effect"]
    if not sets:
        return None
    if "move" in effect:
        resolve.gain(ctx, seat, Move(int(effect["move"]) * sets), path)
    elif "draw" in effect:
        resolve.draw_cards(ctx, seat, int(effect["draw"]) * sets)
    else:  # Healing points, spent like any (§10.3.3)
        ctx.state.turn.heal += int(effect["heal"]) * sets
        return resolve.spend_healing(ctx, seat)
    return None


@part.answers("power_of_crystals")
def answer_power_of_crystals(ctx: Ctx, seat: int, decision: Decision, color: str) -> None:
    resolve.gain_color(ctx, seat, "crystal", color)


# --- Mana Storm (§5.9.3) -----------------------------------------------------------------------------------------

def _source_basic_dice(ctx: Ctx) -> dict[str, int]:
    """One Source die per basic colour shown, among the dice in the Source (not taken, not on Mana Steal)."""
    dice: dict[str, int] = {}
    for index, die in enumerate(ctx.state.source):
        if lies_free(die) and die.color in BASIC_COLORS:
            dice.setdefault(die.color, index)
    return dice


def mana_storm_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return hook.args["mode"] != "crystal_from_source_die" or bool(_source_basic_dice(ctx))


@part.hook("mana_storm", mana_storm_playable)
def mana_storm(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """Basic: a crystal of the colour of a Source die showing a basic colour; that die is rerolled at once. Strong:
    every die in the Source is rerolled (the three extra dice and gold/black as any basic colour are vocabulary)."""
    if hook.args["mode"] == "crystal_from_source_die":
        return _one_or_ask("mana_storm", seat, list(_source_basic_dice(ctx)),
                           lambda color: _crystal_from_die(ctx, seat, color))
    kept = friendly.gold_kept(ctx)  # Friendly Mana: gold dice stay while others are there (§13.6.4)
    for die in ctx.state.source:
        if lies_free(die) and not (kept and die.color == "gold"):
            die.color = roll_die(ctx.state.rng)
    ctx.say("source_rerolled", "Every die in the Source is rerolled.", "Alle Würfel der Quelle werden neu geworfen.",
            reveals=True)
    return None


@part.answers("mana_storm")
def answer_mana_storm(ctx: Ctx, seat: int, decision: Decision, color: str) -> None:
    _crystal_from_die(ctx, seat, color)


def _crystal_from_die(ctx: Ctx, seat: int, color: str) -> None:
    die = ctx.state.source[_source_basic_dice(ctx)[color]]
    resolve.gain_color(ctx, seat, "crystal", color)
    die.color = roll_die(ctx.state.rng)
    ctx.say("die_rolled",
            f"The {color} die is rerolled: {die.color}.", f"Der Würfel ({german_color(color)}) wird neu "
            f"geworfen: {german_color(die.color)}.", reveals=True)


# --- Steady Tempo (§9.3) -----------------------------------------------------------------------------------------

@part.hook("steady_tempo")
def steady_tempo(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"At the end of your turn, instead of putting this card in your discard pile, you may place it on the bottom
    (strong: top) of your Deed deck": only a card that lies in the Play area (not one used from the offer or thrown
    away by Maximal Effect) goes anywhere."""
    card_id = path[1]
    if any(played.card == card_id for played in ctx.player(seat).play_area):
        ctx.state.turn.remember(hook.name, card_id, hook.args["end_of_turn"])


def _steady_tempo_offer(ctx: Ctx, seat: int, args: list[str]) -> Decision | None:
    card_id, where = args
    player = ctx.player(seat)
    if card_id not in player.discard or (where == "bottom_of_deed_deck" and not player.deck):
        return None
    return Decision("steady_tempo", seat, [where, SKIP], path=[card_id])


@part.answers("steady_tempo")
def answer_steady_tempo(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    if option == SKIP:
        return
    card_id, player = decision.path[0], ctx.player(seat)
    player.discard.remove(card_id)
    if option == "top_of_deed_deck":
        player.deck.append(card_id)  # the end of the list is the top (draw_cards pops it)
    else:
        player.deck.insert(0, card_id)
    _say_card(ctx, "steady_tempo", card_id, "{} goes to the Deed deck.", "{} kommt ins Handlungsdeck.")


# --- Heroic Tale (§7.4.1) ----------------------------------------------------------------------------------------

@part.hook("heroic_tale")
def heroic_tale(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"Reputation +1 (strong: and Fame +1) for each Unit you recruit this turn": counted at the end of the turn,
    so Units recruited before the card was played count too (decision: "this turn" is the whole turn)."""
    gains = [f"{kind}={amount}" for gain in hook.args["per_unit_recruited_this_turn"] for kind, amount in gain.items()]
    ctx.state.turn.remember(hook.name, *gains)


def _heroic_tale_gains(ctx: Ctx, seat: int, args: list[str]) -> None:
    recruited = ctx.state.turn.units_recruited
    if not recruited:
        return
    for gain in args:
        kind, amount = gain.split("=")
        node = Fame(int(amount) * recruited) if kind == "fame" else Reputation(int(amount) * recruited)
        resolve.gain(ctx, seat, node, [])
    units = counted(recruited, ("Unit", "Units"), ("Einheit", "Einheiten"))
    ctx.say("heroic_tale", f"Heroic Tale: {units.en} recruited this turn.",
            f"Heldensage: {units.de} in diesem Zug rekrutiert.", seat=seat)


# --- Learning (§5.7; Lost Legion §5.7 rulings 11-12) ---------------------------------------------------------------

LEARNING = "learning"


@part.hook("learning")
def learning(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"Once during this turn, you may pay Influence 6 (strong: 9) to gain an Advanced Action from the offer to your
    discard pile (strong: hand)": the purchase is a move of its own, `learning aa=<id>`, any time later this turn."""
    _turn_up(ctx, "advanced_actions")
    ctx.state.turn.remember(hook.name, hook.args["cost"]["influence"], hook.args["to"])


def _learning_entries(ctx: Ctx) -> list[list[str]]:
    turn = ctx.state.turn
    return [entry for entry in turn.lasting if entry[0] == LEARNING and int(entry[1]) <= turn.influence]


def legal_learning(ctx: Ctx, seat: int) -> list[Action]:
    if not _learning_entries(ctx):
        return []
    return [Action.of(LEARNING, aa=card) for card in dict.fromkeys(ctx.state.offers.advanced_actions)]


def learn(ctx: Ctx, seat: int, action: Action) -> None:
    entries = _learning_entries(ctx)
    card_id = action.get("aa") or ""
    if not entries:
        raise refuse("Learning lets you buy an Advanced Action once this turn, for the Influence it names.",
                     "Lehrzeit erlaubt einmal in diesem Zug, eine Fortgeschrittene Aktion für den genannten Einfluss "
                     "zu kaufen.", "5.7")
    if card_id not in ctx.state.offers.advanced_actions:
        raise refuse("That card is not in the Advanced Actions offer.",
                     "Diese Karte liegt nicht im Angebot der Fortgeschrittenen Aktionen.", "5.7")
    entry = entries[0]
    ctx.state.turn.lasting.remove(entry)
    ctx.state.turn.influence -= int(entry[1])
    _take_from_offer(ctx, seat, "advanced_actions", card_id, entry[2])


part.verb(LEARNING, legal_learning, learn, keys=("aa",), in_combat=True)  # the purchase Learning allows (§5.7)


# --- Effects played as the turn's action (Lost Legion §2.8.1): Peaceful Moment, Temporal Portal -------------------

def _may_be_the_action(ctx: Ctx) -> bool:
    """No other action this turn (one such effect at most: it is the action), not resting, not in a combat."""
    turn = ctx.state.turn
    return turn.combat is None and turn.kind != "rest" and not turn.action_taken


def _take_the_action(ctx: Ctx, seat: int, card_id: str) -> None:
    ctx.state.turn.start_action()  # no more moving or exploring; Move left over is lost (§4.6.4-5)
    _say_card(ctx, "as_action", card_id, f"{ctx.hero_name(seat).en} plays {{}} as the action of the turn.",
              f"{ctx.hero_name(seat).de} spielt {{}} als Aktion des Zuges.", seat=seat)


@part.hook("peaceful_moment")
def peaceful_moment(ctx: Ctx, seat: int, hook: Hook, path: list[str],
                    queue: list[list[str]]) -> Decision | None:
    """"You may play this as your action for the turn: if you do, you may get Heal 1 for each 2 Influence you spend
    (strong: and/or refresh a Unit by paying 2 Influence per level)". Offered only while it may be the action."""
    return Decision("peaceful_moment", seat, ["action", SKIP]) if _may_be_the_action(ctx) else None


@part.answers("peaceful_moment")
def answer_peaceful_moment(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    if option == SKIP:
        return None
    _take_the_action(ctx, seat, "peaceful_moment")
    return _peaceful_spending(ctx, seat, effect_paths.node_at(ctx, decision.path))


def _peaceful_spending(ctx: Ctx, seat: int, hook: Hook) -> Decision | None:
    """Spend Influence, 2 for each Healing point, and (strong) once the level of a Spent Unit times 2 to ready it;
    the Healing points are used when the player is done (§10.3.3)."""
    turn, player = ctx.state.turn, ctx.player(seat)
    options = []
    if turn.influence >= int(hook.args["heal_1_per_influence"]) and (
            resolve.WOUND in player.hand or any(unit.wounded for unit in player.units)):
        options.append("heal")
    per_level = hook.args.get("ready_unit_influence_per_level")
    if per_level is not None and ["peaceful_moment_readied"] not in turn.lasting:
        options += [f"unit:{index}" for index, unit in enumerate(player.units)
                    if not unit.ready and resolve.unit_level(ctx, seat, index) * int(per_level) <= turn.influence]
    return Decision("peaceful_moment_spend", seat, options + [DONE]) if options else _heal_now(ctx, seat)


@part.answers("peaceful_moment_spend")
def answer_peaceful_moment_spend(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    turn, hook = ctx.state.turn, effect_paths.node_at(ctx, decision.path)
    if option == DONE:
        return _heal_now(ctx, seat)
    if option == "heal":
        turn.influence -= int(hook.args["heal_1_per_influence"])
        turn.heal += 1
    else:
        index = int(option.removeprefix("unit:"))
        turn.influence -= resolve.unit_level(ctx, seat, index) * int(hook.args["ready_unit_influence_per_level"])
        turn.lasting.append(["peaceful_moment_readied"])
        resolve.treat_unit(ctx, seat, "ready_unit", option)
    return _peaceful_spending(ctx, seat, hook)


def _heal_now(ctx: Ctx, seat: int) -> Decision | None:
    return resolve.spend_healing(ctx, seat) if ctx.state.turn.heal else None


def temporal_portal_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return _may_be_the_action(ctx)


def _portal_destinations(ctx: Ctx, seat: int, reach: int) -> list[str]:
    """Revealed safe spaces (§6.10) within `reach` spaces: the move is direct, so terrain, Walls and what lies
    between do not count (Lost Legion §2.1.1); it provokes nobody. decision: the strong "two spaces instead of one"
    reaches any space up to two away, as a move of one space would."""
    layout = layout_of(ctx)
    here = parse_hex(ctx.player(seat).position)
    return [space_label(layout, parse_hex(key)) for key, _ in spaces(ctx)
            if 1 <= distance(here, parse_hex(key)) <= reach and is_safe(ctx, seat, key)]


@part.hook("temporal_portal", temporal_portal_playable)
def temporal_portal(ctx: Ctx, seat: int, hook: Hook, path: list[str],
                    queue: list[list[str]]) -> Decision | None:
    """"Play as your action for this turn. You may move to an adjacent revealed safe space (without provoking
    rampaging enemies)"; the Hand limit part is vocabulary and comes whether the Hero moves or not."""
    if not _may_be_the_action(ctx):
        return None  # used once only, through Maximal Effect (ruling 22)
    _take_the_action(ctx, seat, "temporal_portal")
    spaces_reached = _portal_destinations(ctx, seat, int(hook.args["spaces"]))
    return Decision("temporal_portal", seat, spaces_reached + [SKIP]) if spaces_reached else None


@part.answers("temporal_portal")
def answer_temporal_portal(ctx: Ctx, seat: int, decision: Decision, label: str) -> None:
    if label == SKIP:
        return
    target = parse_label(layout_of(ctx), label)
    player = ctx.player(seat)
    player.position = hex_key(*target)
    ctx.state.turn.path.append(player.position)
    ctx.say("portal_move", f"{ctx.hero_name(seat).en} steps through the Temporal Portal to {label}.",
            f"{ctx.hero_name(seat).de} tritt durch das Kurzzeit-Portal nach {shown_label(label, 'de')}.", seat=seat)
    reveal_adjacent_defenders(ctx, target)


# --- The Hand limit "the next time you draw cards" (Lost Legion §2.8.2): Temporal Portal, Mountain Lore ----------

@part.hook("mountain_lore")
def mountain_lore(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"If you end your turn in hills (strong: mountains/hills), your Hand limit is higher by 1 (2/1) the next time
    you draw cards": the space is looked at in the End of Turn, after any Forced Withdrawal (§9.2)."""
    terrains = hook.args["hand_limit_if_turn_ends_in"]
    ctx.state.turn.remember(hook.name, *(f"{terrain}={amount}" for terrain, amount in terrains.items()))


def _mountain_lore_bonus(ctx: Ctx, seat: int, args: list[str]) -> None:
    position = ctx.player(seat).position
    terrain = space_at(ctx, position).terrain if position else None
    bonus = dict(arg.split("=") for arg in args).get(terrain)
    if bonus:
        ctx.state.turn.hand_limit_bonus += int(bonus)


# --- Rush of Adrenaline (§10.1) ----------------------------------------------------------------------------------

RUSH = "rush_of_adrenaline"


@part.hook("rush_of_adrenaline")
def rush_of_adrenaline(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """Basic: a card for each of the first three Wounds taken to the hand this turn, those already taken drawn for
    now. Strong: the next Wound taken to the hand is thrown away and a card drawn, then a card for each of the next
    three (decision: from the moment it is played, as "after taking the first Wound" reads; the basic side alone
    says that Wounds already taken count)."""
    most = int(hook.args["max_wounds"])
    if hook.args.get("throw_away_first_wound"):
        ctx.state.turn.remember(hook.name, "throw_first", most)
        return
    already = min(ctx.state.turn.wounds_received.get("hand", 0), most)
    resolve.draw_cards(ctx, seat, already)
    if most > already:
        ctx.state.turn.remember(hook.name, "draw", most - already)


@part.reacts(WOUNDS_TAKEN)
def wounds_taken(ctx: Ctx, seat: int, count: int) -> None:
    """Called wherever Wounds go into the hand (resolve.take_wounds, combat damage, Forced Withdrawal), after
    resolve.receive_wounds has counted them in Turn.wounds_received."""
    turn = ctx.state.turn
    if turn is None:
        return
    for _ in range(count):
        for entry in turn.entries(RUSH):
            _rush(ctx, seat, entry)


def _rush(ctx: Ctx, seat: int, entry: list[str]) -> None:
    hand = ctx.player(seat).hand
    if entry[1] == "throw_first":
        if resolve.WOUND in hand:
            hand.remove(resolve.WOUND)  # back to the Wound pile (§10.1)
            ctx.say("wound_thrown_away", "Rush of Adrenaline: the Wound is thrown away.",
                    "Adrenalinschub: Die Verletzung wird entfernt.")
        entry[1] = "draw"
    else:
        entry[2] = str(int(entry[2]) - 1)
        if entry[2] == "0":
            ctx.state.turn.lasting.remove(entry)
    resolve.draw_cards(ctx, seat, 1)


# --- The registry -------------------------------------------------------------------------------------------------

# Effects remembered in Turn.lasting and due in the End of Turn (LASTING_EFFECT_DUE): (ctx, seat, args).
END_OF_TURN: dict[str, Callable[..., Decision | None]] = {
    "crystal_mastery": _return_spent_crystals,
    "steady_tempo": _steady_tempo_offer,
    "heroic_tale": _heroic_tale_gains,
    "mountain_lore": _mountain_lore_bonus,
}


@part.reacts(LASTING_EFFECT_DUE)
def end_of_turn(ctx: Ctx, seat: int, name: str, args: list[str]) -> Decision | None:
    due = END_OF_TURN.get(name)
    return due(ctx, seat, args) if due is not None else None

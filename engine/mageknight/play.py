"""Playing Deed cards: basic, strong (with mana) or sideways (rules spec §5.1, §5.2)."""
from __future__ import annotations

from engine.core import Action
from engine.mageknight import pvp, timing
from engine.mageknight.catalog.schemas.cards import Card
from engine.mageknight.combat import effects as combat_effects
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.mana import mana_time, pay_mana, payment_options
from engine.mageknight.resolve import WOUND, card_move_bonus, playable, resolve_queue
from engine.mageknight.rulebook import (CONTENT_PLAYS, MODE_PLAYED, PLAY_MODES, PLAYABLE_FROM_OFFERS,
                                        PLAYED_FROM_OFFER, SPELL_CAST)
from engine.mageknight.state import Played

SIDEWAYS_AS = ("move", "influence", "attack", "block")


def mana_needed(card: Card, mode: str, night: bool) -> list[tuple[str, ...]] | None:
    """The colours to pay, one tuple of alternatives per mana; None if this mode is impossible now. `night`: black
    mana is usable (Night rules, or the Amulet of Darkness by Day, mana.mana_time)."""
    if mode == "basic":
        return [card.colors] if card.kind == "spell" else []
    if card.kind == "artifact":
        return []  # an artifact is thrown away for its strong effect instead (§5.1.4)
    if card.kind == "spell":
        return [card.colors, ("black",)] if night else None  # strong spells only at Night (§5.1.3)
    return [card.colors]


def side_of(card: Card, mode: str):
    return card.basic if mode == "basic" else card.powered


def offer_cards(ctx: Ctx, seat: int) -> list[str]:
    """Cards of the offers the player may play now as if in the hand (Magic Talent: Spells of the offer)."""
    return ctx.rules.adjust(PLAYABLE_FROM_OFFERS, ctx, [], seat)


def legal_plays(ctx: Ctx, seat: int) -> list[Action]:
    night = mana_time(ctx, "black") == "night"
    actions = []
    hand = ctx.player(seat).hand
    for card_id in dict.fromkeys(hand + offer_cards(ctx, seat)):  # Magic Talent: Spells of the offer
        if card_id == WOUND:
            continue  # Wounds cannot be played at all (§5.1.5)
        card = ctx.catalog.cards[card_id]
        for mode in ("basic", "powered"):
            side, needed = side_of(card, mode), mana_needed(card, mode, night)
            if side is None or side.effect is None or needed is None or not timing.side_playable(ctx, side, (card_id,)):
                continue
            if not needed:
                actions.append(Action.of("play", card=card_id, mode=mode))
            for payment in payment_options(ctx, seat, needed) if needed else ():
                actions.append(Action.of("play", card=card_id, mode=mode, mana=payment))
        for value in SIDEWAYS_AS if card_id in hand else ():
            if sideways_allowed(ctx, value):
                actions.append(Action.of("play", card=card_id, mode="sideways", **{"as": value}))
    return ctx.rules.adjust(CONTENT_PLAYS, ctx, actions, seat)  # the played Box used as the Artifact it revealed


def sideways_allowed(ctx: Ctx, value: str) -> bool:
    if pvp.fighting(ctx):
        return pvp.sideways_allowed(ctx, value)  # §11.5.3, §11.6.1
    turn = ctx.state.turn
    combat = turn.combat
    if combat is not None:  # Attack 1 in the Attack phase, Block 1 in the Block phase (§8.6.5, §8.7.4, §8.9.1)
        if value == "influence":
            return combat_effects.points_useful(ctx, "influence")  # Thugs, Heroes, Diplomacy
        if value == "attack":
            return not combat.damage and combat_effects.sideways_attack_fits(ctx)
        return not combat.damage and value == "block" and combat.phase == "block"
    if value in ("attack", "block"):
        return False  # combat only (§5.2)
    if value == "influence" and turn.interaction is not None:
        return True  # Influence may still be added during the interaction (§7.2.1)
    return turn.kind != "rest" and not turn.action_taken


def play_sideways(ctx: Ctx, seat: int, card_id: str, value: str, points: int = 1) -> None:
    """The card goes to the Play area and gives `points` of `value` (§5.2: 1; Skills give more, skill_effects.py)."""
    player, turn = ctx.player(seat), ctx.state.turn
    player.hand.remove(card_id)
    player.play_area.append(Played(card_id, "sideways"))
    turn.played += 1
    turn.move_bonus_taken = False  # a new card: the turn's Move bonuses apply to it once (card_move_bonus)
    if value == "move":
        turn.move += points + card_move_bonus(ctx)
    elif value == "influence":
        turn.influence += points
    elif pvp.fighting(ctx):
        pvp.add_sideways(ctx, value, points)
    else:
        combat_effects.add_sideways(ctx, value, points)


def play_card(ctx: Ctx, seat: int, action: Action) -> None:
    player, turn = ctx.player(seat), ctx.state.turn
    card_id, mode = action.get("card"), action.get("mode")
    if mode in ctx.rules.adjust(PLAY_MODES, ctx, frozenset()):  # the Box used as the Artifact it revealed
        ctx.rules.react(MODE_PLAYED, ctx, seat, action)
        return
    from_offer = card_id not in player.hand and card_id in offer_cards(ctx, seat) and mode != "sideways"
    if card_id not in player.hand and not from_offer:
        raise refuse("That card is not in your hand.", "Diese Karte hast du nicht auf der Hand.", "5.1")
    if card_id == WOUND:
        raise refuse("Wounds cannot be played, not even sideways.", "Verletzungen können nicht gespielt werden, "
                     "auch nicht quer.", "5.1.5")
    card = ctx.catalog.cards[card_id]
    if mode == "sideways":
        value = action.get("as")
        if value not in SIDEWAYS_AS or not sideways_allowed(ctx, value):
            raise refuse("Sideways, a card gives Move 1 or Influence 1 outside combat, Block 1 in the Block phase "
                         "and Attack 1 in the Attack phase.",
                         "Quer gespielt gibt eine Karte außerhalb des Kampfes Bewegung 1 oder Einfluss 1, Block 1 in "
                         "der Blockphase und Angriff 1 in der Angriffsphase.", "5.2")
        play_sideways(ctx, seat, card_id, value)
        return
    if mode not in ("basic", "powered"):
        raise refuse("Play a card basic, powered or sideways.", "Spiele eine Karte mit einfacher oder starker Wirkung oder quer aus.", "5.1")
    needed = mana_needed(card, mode, mana_time(ctx, "black") == "night")
    side = side_of(card, mode)
    if side is None or side.effect is None:
        raise refuse("That card has no such effect.", "Diese Karte hat keinen solchen Effekt.", "5.1")
    timing.check(ctx, side.name or card.name, side.when)  # "Play this only in the Attack phase": before any mana
    if needed is None:
        raise refuse("A Spell's strong effect can only be cast at Night.", "Der starke Effekt eines Zaubers geht "
                     "nur nachts.", "5.1.3")
    if not playable(ctx, side.effect, (card_id,)):
        raise timing.unplayable(ctx, side.effect)
    pay_mana(ctx, seat, action.get("mana", ""), needed)
    if from_offer:
        ctx.rules.react(PLAYED_FROM_OFFER, ctx, card_id)  # it stays in the offer
    else:
        player.hand.remove(card_id)
    turn.played += 1
    turn.move_bonus_taken = False
    if card.kind == "artifact" and mode == "powered":
        ctx.state.decks.box.append(card_id)
        ctx.say("thrown_away", f"{card.name.en} is thrown away for its strong effect.",
                f"{card.name.de} wird für den starken Effekt entfernt.")  # §5.1.4: removed from the game
    elif not from_offer:
        player.play_area.append(Played(card_id, mode))
    if card.kind == "spell":
        ctx.rules.react(SPELL_CAST, ctx, seat, card_id)  # the Rings' Fame
    resolve_queue(ctx, seat, [["card", card_id, mode]])

"""Playing Deed cards: basic, strong (with mana) or sideways (rules spec §5.1, §5.2, §5.9).

Mana is named in the action: `mana=die:2` (Source die number 2), `mana=crystal:green`,
`mana=token:gold`; a spell's strong effect pays two, joined by '+': `mana=crystal:red+die:0`.
"""
from __future__ import annotations

from itertools import permutations

from engine.core import Action
from engine.mageknight.catalog.schemas.cards import Card
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.resolve import WOUND, playable, resolve_queue
from engine.mageknight.source import is_depleted, usable_as
from engine.mageknight.state import Played

SIDEWAYS_AS = ("move", "influence", "attack", "block")


def mana_needed(card: Card, mode: str, night: bool) -> list[tuple[str, ...]] | None:
    """The colours to pay, one tuple of alternatives per mana; None if this mode is impossible now."""
    if mode == "basic":
        return [card.colors] if card.kind == "spell" else []
    if card.kind == "artifact":
        return []  # an artifact is thrown away for its strong effect instead (§5.1.4)
    if card.kind == "spell":
        return [card.colors, ("black",)] if night else None  # strong spells only at Night (§5.1.3)
    return [card.colors]


def mana_sources(ctx: Ctx, seat: int) -> list[tuple[str, str]]:
    """Every piece of mana the player could use now, as (source, colour it shows), no duplicates."""
    turn, player, time = ctx.state.turn, ctx.player(seat), ctx.state.round.time
    sources: list[tuple[str, str]] = []
    if turn.dice_used < turn.dice_allowed:
        seen = set()
        for index, die in enumerate(ctx.state.source):
            if die.taken_by is None and not is_depleted(die, time) and die.color not in seen:
                seen.add(die.color)
                sources.append((f"die:{index}", die.color))
    sources += [(f"crystal:{color}", color) for color, count in player.crystals.items() if count]
    sources += [(f"token:{color}", color) for color in dict.fromkeys(turn.tokens)]
    return sources


def payment_options(ctx: Ctx, seat: int, needed: list[tuple[str, ...]]) -> list[str]:
    """Distinct ways to pay `needed` (each a '+'-joined list of sources), at most one die per turn."""
    time = ctx.state.round.time
    options = []
    for combo in permutations(mana_sources(ctx, seat), len(needed)):
        if all(set(usable_as(color, time)) & set(want) for (_, color), want in zip(combo, needed)):
            dice = sum(source.startswith("die:") for source, _ in combo)
            if ctx.state.turn.dice_used + dice <= ctx.state.turn.dice_allowed:
                options.append("+".join(source for source, _ in combo))
    return sorted(set(options))


def side_of(card: Card, mode: str):
    return card.basic if mode == "basic" else card.powered


def legal_plays(ctx: Ctx, seat: int) -> list[Action]:
    night = not ctx.is_day
    actions = []
    for card_id in dict.fromkeys(ctx.player(seat).hand):
        if card_id == WOUND:
            continue  # Wounds cannot be played at all (§5.1.5)
        card = ctx.catalog.cards[card_id]
        for mode in ("basic", "powered"):
            side, needed = side_of(card, mode), mana_needed(card, mode, night)
            if side is None or side.effect is None or needed is None or not playable(ctx, side.effect):
                continue
            if not needed:
                actions.append(Action.of("play", card=card_id, mode=mode))
            for payment in payment_options(ctx, seat, needed) if needed else ():
                actions.append(Action.of("play", card=card_id, mode=mode, mana=payment))
        for value in SIDEWAYS_AS:
            if _sideways_allowed(ctx, value):
                actions.append(Action.of("play", card=card_id, mode="sideways", **{"as": value}))
    return actions


def _sideways_allowed(ctx: Ctx, value: str) -> bool:
    turn = ctx.state.turn
    if value in ("attack", "block"):
        return False  # combat only (§5.2); combat is not part of the engine yet
    return turn.kind != "rest" and not turn.action_taken


def _pay(ctx: Ctx, seat: int, payment: str, needed: list[tuple[str, ...]]) -> None:
    parts = payment.split("+") if payment else []
    if len(parts) != len(needed):
        raise refuse(f"This needs {len(needed)} mana, paid as mana=... (e.g. mana=crystal:red).",
                     f"Das kostet {len(needed)} Mana, angegeben als mana=... (z. B. mana=crystal:red).", "5.1")
    available = dict(mana_sources(ctx, seat))
    time = ctx.state.round.time
    turn, player = ctx.state.turn, ctx.player(seat)
    for part, want in zip(parts, needed):
        color = available.pop(part, None)
        if color is None:
            raise refuse(f"You cannot use {part} now.", f"{part} kannst du jetzt nicht verwenden.", "5.9")
        if not set(usable_as(color, time)) & set(want):
            raise refuse(f"{color} mana cannot pay for {'/'.join(want)} now.",
                         f"{color} Mana bezahlt jetzt kein {'/'.join(want)}.", "5.9.2")
        kind, _, detail = part.partition(":")
        if kind == "die":
            if turn.dice_used >= turn.dice_allowed:
                raise refuse("You already used a Source die this turn.", "Du hast schon einen Würfel der Quelle genutzt.",
                             "5.9.3")
            ctx.state.source[int(detail)].taken_by = seat
            turn.dice_used += 1
        elif kind == "crystal":
            player.crystals[detail] -= 1
        else:
            turn.tokens.remove(detail)


def play_card(ctx: Ctx, seat: int, action: Action) -> None:
    player, turn = ctx.player(seat), ctx.state.turn
    card_id, mode = action.get("card"), action.get("mode")
    if card_id not in player.hand:
        raise refuse("That card is not in your hand.", "Diese Karte hast du nicht auf der Hand.", "5.1")
    if card_id == WOUND:
        raise refuse("Wounds cannot be played, not even sideways.", "Verletzungen können nicht gespielt werden, "
                     "auch nicht quer.", "5.1.5")
    card = ctx.catalog.cards[card_id]
    if mode == "sideways":
        value = action.get("as")
        if value not in SIDEWAYS_AS or not _sideways_allowed(ctx, value):
            raise refuse("Sideways, a card gives Move 1 or Influence 1 now (Attack and Block only in combat).",
                         "Quer gespielt gibt eine Karte jetzt Bewegung 1 oder Einfluss 1 (Angriff und Block nur im "
                         "Kampf).", "5.2")
        player.hand.remove(card_id)
        player.play_area.append(Played(card_id, mode))
        turn.played += 1
        if value == "move":
            turn.move += 1
        else:
            turn.influence += 1
        return
    if mode not in ("basic", "powered"):
        raise refuse("Play a card basic, powered or sideways.", "Spiele eine Karte einfach, verstärkt oder quer.", "5.1")
    needed = mana_needed(card, mode, not ctx.is_day)
    side = side_of(card, mode)
    if needed is None:
        raise refuse("A Spell's strong effect can only be cast at Night.", "Der starke Effekt eines Zaubers geht "
                     "nur nachts.", "5.1.3")
    if side is None or side.effect is None or not playable(ctx, side.effect):
        raise refuse("That effect cannot be used now.", "Dieser Effekt ist jetzt nicht nutzbar.", "4.5")
    _pay(ctx, seat, action.get("mana", ""), needed)
    player.hand.remove(card_id)
    turn.played += 1
    if card.kind == "artifact" and mode == "powered":
        ctx.state.decks.box.append(card_id)
        ctx.say("thrown_away", f"{card.name.en} is thrown away for its strong effect.",
                f"{card.name.de} wird für den starken Effekt entfernt.")  # §5.1.4: removed from the game
    else:
        player.play_area.append(Played(card_id, mode))
    resolve_queue(ctx, seat, [[card_id, mode]])

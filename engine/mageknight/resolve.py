"""Executing the effect vocabulary (docs/data-format.md; rules spec §5.5-§5.7).

Effects are catalogue nodes; the state refers to them by *path* (card id, side, then child
indexes), so a half-resolved card (waiting for "which option?") is plain data that survives a
JSON round trip. `resolve_queue` runs effects in order until one needs the player's decision.

What the executor does not know yet (combat effects, hooks, costs, most modifiers) is simply not
*playable*: legal_actions never offers it, so nothing is ever half-done or approximated.
"""
from __future__ import annotations

from engine.mageknight.catalog.conditions import Flag
from engine.mageknight.catalog.effects import (All, Choice, Cost, Draw, Fame, GainCrystal, GainMana, Heal, If,
                                               Influence, Move, Optional, Pay, Reputation, SourceDice, TakeWound)
from engine.mageknight.catalog.modifiers import Modifier, TerrainCost
from engine.mageknight.context import Ctx
from engine.mageknight.mana import pay_mana, payment_options
from engine.mageknight.state import BASIC_COLORS, Decision

WOUND = "wound"
SKIP = "skip"  # the "do nothing" option of an Optional effect


def node_at(ctx: Ctx, path: list[str]):
    card_id, side, *steps = path
    card = ctx.catalog.cards[card_id]
    node = (card.basic if side == "basic" else card.powered).effect
    for step in steps:
        if isinstance(node, All):
            node = node.effects[int(step)]
        elif isinstance(node, Choice):
            node = node.options[int(step)]
        elif isinstance(node, Optional):
            node = node.effect
        elif isinstance(node, If):
            node = node.then if step == "then" else node.otherwise
        elif isinstance(node, Pay):
            node = node.effect
        else:
            raise KeyError(f"no child {step} in {type(node).__name__}")
    return node


def condition_holds(ctx: Ctx, condition) -> bool | None:
    """True/False, or None when the condition is not understood yet (then the effect is not playable)."""
    if isinstance(condition, Flag):
        turn = ctx.state.turn
        return {"day": ctx.is_day, "night": not ctx.is_day, "in_combat": False, "not_in_combat": True,
                "underground": False}.get(condition.name, None) if turn else None
    return None


def _can_move(ctx: Ctx) -> bool:
    turn = ctx.state.turn
    return turn is not None and turn.kind != "rest" and not turn.action_taken


def playable(ctx: Ctx, node) -> bool:
    """Can this effect be carried out now, completely, and does the engine know how (§4.5)?"""
    if isinstance(node, (Move, Influence)):
        return _can_move(ctx)
    if isinstance(node, Heal):
        return WOUND in ctx.player(ctx.state.turn.seat).hand
    if isinstance(node, (Draw, Fame, Reputation, TakeWound, SourceDice)):
        return True
    if isinstance(node, GainMana):
        return node.color in (*BASIC_COLORS, "gold", "black") or (node.color == "any_basic" and node.count == 1)
    if isinstance(node, GainCrystal):
        return node.color in BASIC_COLORS or (node.color == "any_basic" and node.count == 1)
    if isinstance(node, All):
        return all(playable(ctx, child) for child in node.effects)
    if isinstance(node, Choice):
        return any(playable(ctx, child) for child in node.options)
    if isinstance(node, Optional):
        return True  # doing nothing is always possible
    if isinstance(node, If):
        holds = condition_holds(ctx, node.condition)
        if holds is None:
            return False
        branch = node.then if holds else node.otherwise
        return branch is None or playable(ctx, branch)
    if isinstance(node, Modifier):
        return isinstance(node.change, TerrainCost) and node.duration == "turn" and _can_move(ctx)
    if isinstance(node, Pay):
        return _cost_payable(ctx, node.cost) and playable(ctx, node.effect)
    return False


PAYABLE_COSTS = ("wound", "mana", "move", "influence", "fame", "reputation")


def _mana_colors(cost: Cost) -> tuple[str, ...]:
    color = cost.mana.color
    return BASIC_COLORS if color == "any_basic" else (*BASIC_COLORS, "gold", "black") if color == "any" else (color,)


def _cost_payable(ctx: Ctx, cost: Cost) -> bool:
    """§5.4.1: an effect whose cost cannot be paid cannot be played."""
    if cost.discard is not None or cost.crystal is not None or cost.throw_away_self or cost.spend_unit:
        return False  # these costs are not part of the engine yet
    turn, player = ctx.state.turn, ctx.player(ctx.state.turn.seat)
    if cost.mana is not None and (cost.mana.count != 1 or
                                  not payment_options(ctx, turn.seat, [_mana_colors(cost)])):
        return False
    return turn.move >= cost.move and turn.influence >= cost.influence and player.fame >= cost.fame


def _pay_cost(ctx: Ctx, seat: int, cost: Cost, mana: str | None) -> None:
    player, turn = ctx.player(seat), ctx.state.turn
    if cost.mana is not None:
        pay_mana(ctx, seat, mana or "", [_mana_colors(cost)])
    player.hand.extend([WOUND] * cost.wound)
    turn.move -= cost.move
    turn.influence -= cost.influence
    player.fame -= cost.fame
    bounds = ctx.catalog.source.reputation
    player.reputation = max(bounds.min, player.reputation - cost.reputation)


def resolve_queue(ctx: Ctx, seat: int, queue: list[list[str]]) -> None:
    """Resolve effects in order; stop at the first decision, which keeps the rest of the queue."""
    turn = ctx.state.turn
    while queue:
        path = queue.pop(0)
        node = node_at(ctx, path)
        if isinstance(node, All):
            queue[0:0] = [[*path, str(i)] for i in range(len(node.effects))]
        elif isinstance(node, Choice):
            options = [str(i) for i, child in enumerate(node.options) if playable(ctx, child)]
            if len(options) == 1:
                queue.insert(0, [*path, options[0]])
            else:
                turn.decision = Decision("choice", seat, options, path, queue)
                return
        elif isinstance(node, Optional):
            turn.decision = Decision("choice", seat, ["0", SKIP], path, queue)
            return
        elif isinstance(node, If):
            holds = condition_holds(ctx, node.condition)
            if holds:
                queue.insert(0, [*path, "then"])
            elif node.otherwise is not None:
                queue.insert(0, [*path, "else"])
        elif isinstance(node, Pay):
            options = payment_options(ctx, seat, [_mana_colors(node.cost)]) if node.cost.mana else ["pay"]
            if node.required and len(options) == 1 and not node.cost.mana:
                _pay_cost(ctx, seat, node.cost, None)
                queue.insert(0, [*path, "pay"])
            else:
                turn.decision = Decision("pay", seat, options + ([] if node.required else [SKIP]), path, queue)
                return
        elif isinstance(node, (GainMana, GainCrystal)) and node.color == "any_basic":
            kind = "mana_color" if isinstance(node, GainMana) else "crystal_color"
            turn.decision = Decision(kind, seat, list(BASIC_COLORS), path, queue)
            return
        else:
            gain(ctx, seat, node, path)


def answer_decision(ctx: Ctx, seat: int, option: str) -> None:
    decision = ctx.state.turn.decision
    ctx.state.turn.decision = None
    queue = decision.queue
    if decision.kind == "choice":
        if option != SKIP:
            queue.insert(0, [*decision.path, option])
    elif decision.kind == "pay":
        if option != SKIP:
            node = node_at(ctx, decision.path)
            _pay_cost(ctx, seat, node.cost, None if option == "pay" else option)
            queue.insert(0, [*decision.path, "pay"])
    else:
        gain_color(ctx, seat, "mana" if decision.kind == "mana_color" else "crystal", option)
    resolve_queue(ctx, seat, queue)


def gain_color(ctx: Ctx, seat: int, what: str, color: str) -> None:
    player, turn = ctx.player(seat), ctx.state.turn
    if what == "crystal" and player.crystals[color] < ctx.catalog.source.crystals.max_per_color:
        player.crystals[color] += 1
        ctx.say("crystal", f"{_name(ctx, seat)} gains a {color} crystal.",
                f"{_name(ctx, seat)} erhält einen Kristall ({color}).")
    else:
        # A crystal beyond the third of a colour becomes a mana token instead (§5.7.2).
        turn.tokens.append(color)


def gain(ctx: Ctx, seat: int, node, path: list[str]) -> None:
    """Apply one simple effect (§5.7)."""
    player, turn = ctx.player(seat), ctx.state.turn
    if isinstance(node, Move):
        turn.move += node.amount
    elif isinstance(node, Influence):
        turn.influence += node.amount
    elif isinstance(node, Heal):
        heal_hand(ctx, seat, node.amount)
    elif isinstance(node, Draw):
        draw_cards(ctx, seat, node.count)
    elif isinstance(node, GainMana):
        turn.tokens.extend([node.color] * node.count)
    elif isinstance(node, GainCrystal):
        for _ in range(node.count):
            gain_color(ctx, seat, "crystal", node.color)
    elif isinstance(node, Fame):
        player.fame = min(player.fame + node.amount, ctx.catalog.fame_track_max or 119)
    elif isinstance(node, Reputation):
        bounds = ctx.catalog.source.reputation
        player.reputation = max(bounds.min, min(bounds.max, player.reputation + node.amount))
    elif isinstance(node, TakeWound):
        (player.hand if node.to == "hand" else player.discard).extend([WOUND] * node.count)
    elif isinstance(node, SourceDice):
        turn.dice_allowed += node.count
    elif isinstance(node, Modifier):
        turn.modifiers.append(path)
    else:
        raise NotImplementedError(type(node).__name__)


def heal_hand(ctx: Ctx, seat: int, points: int) -> None:
    """Each Healing point throws one Wound from the hand back to the Wound pile (§10.3)."""
    hand = ctx.player(seat).hand
    healed = min(points, hand.count(WOUND))
    for _ in range(healed):
        hand.remove(WOUND)
    if healed:
        ctx.say("healed", f"{_name(ctx, seat)} heals {healed} Wound(s).", f"{_name(ctx, seat)} heilt {healed} Verletzung(en).")


def draw_cards(ctx: Ctx, seat: int, count: int) -> int:
    """Draw from the Deed deck; an empty deck is not reshuffled (§9.7.4). Drawing reveals: a checkpoint."""
    player = ctx.player(seat)
    drawn = [player.deck.pop() for _ in range(min(count, len(player.deck)))]
    player.hand.extend(drawn)
    if drawn:
        ctx.say("drew", f"{_name(ctx, seat)} draws {len(drawn)} card(s).",
                f"{_name(ctx, seat)} zieht {len(drawn)} Karte(n).", reveals=True)
        names = ", ".join(ctx.catalog.cards[c].name.en for c in drawn)
        names_de = ", ".join(ctx.catalog.cards[c].name.de for c in drawn)
        ctx.say("drew_cards", f"You drew: {names}.", f"Du ziehst: {names_de}.", visible_to=seat)
    return len(drawn)


def _name(ctx: Ctx, seat: int) -> str:
    hero = ctx.player(seat).hero
    return ctx.catalog.heroes[hero].name.en if hero else f"Seat {seat + 1}"

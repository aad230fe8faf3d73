"""Executing the effect vocabulary (docs/data-format.md; rules spec §5.5-§5.7).

Effects are catalogue nodes; the state refers to them by *path* (card id, side, then child
indexes), so a half-resolved card (waiting for "which option?") is plain data that survives a
JSON round trip. `resolve_queue` runs effects in order until one needs the player's decision.

The effect kinds that only mean something in a combat (Attack, Block, effects on enemies, combat
modifiers) or between players are the combat's to judge and carry out: the executor asks the book's
COMBAT and PVP services (rulebook.CombatEffects, PvpEffects), which combat/part.py and pvp.py provide.

What the executor does not know yet (some costs, most modifiers, hooks not in ctx.rules) is simply
not *playable*: legal_actions never offers it, so nothing is ever half-done or approximated.
"""
from __future__ import annotations

from dataclasses import replace

from engine.mageknight import magic_seal
from engine.mageknight.board import space_at
from engine.mageknight.catalog.conditions import AllOf, AnyOf, AtSite, Flag, InPhase, ManaPaid, Not, OnTerrain
from engine.mageknight.catalog.effects import (All, Attack, Block, Choice, Cost, DiscardCost, Draw, Fame, GainCrystal,
                                               GainMana, Heal, HealUnit, Hook, If, Influence, Move, Optional, Pay,
                                               Per, ReadyUnit, Reputation, SourceDice, TakeWound, TargetEnemy)
from engine.mageknight.catalog.modifiers import (HandLimit, ManaAnyColor, Modifier, MoveBonus, NoProvoke, RuleChange,
                                                 SafeTerrain, TerrainCost, TerrainPassable, UnitResistance)
from engine.mageknight.context import CARDS, WOUNDS, Ctx, counted
from engine.mageknight.effect_paths import EACH, hand_without, node_at
from engine.mageknight.mana import MANA_ANY_COLOR, pay_mana, payment_options, usable_colors
from engine.mageknight.mazes import entering_maze
from engine.mageknight.rulebook import (COMBAT, HEALING_SPENT, PVP, RULE_IN_FORCE, UNIT_FOUGHT, UNIT_HEALED,
                                       UNIT_TO_SPEND, WOUNDS_HEALED, WOUNDS_TAKEN, CombatEffects, PvpEffects)
from engine.mageknight.state import BASIC_COLORS, WOUND, Decision
from engine.mageknight.words import german_color

SKIP = "skip"  # the "do nothing" option of an Optional effect
HEAL_DONE = "done"  # stop spending Healing points for now; the rest lasts until the end of the turn (§10.3.3)
DONE = "done"  # discard no more cards for a cost of "any number" (§5.4)


def _combat(ctx: Ctx) -> CombatEffects:
    """A combat's own rules, for the effects that only mean something there (combat/part.py)."""
    return ctx.rules.service(COMBAT)


def _pvp(ctx: Ctx) -> PvpEffects:
    """The rules of a combat between players, for its Attack and Block points (pvp.py)."""
    return ctx.rules.service(PVP)


def condition_holds(ctx: Ctx, condition) -> bool | None:
    """True/False, or None when the condition is not understood yet (then the effect is not playable)."""
    if isinstance(condition, Flag):
        turn = ctx.state.turn
        combat = turn.combat if turn else None
        return {"day": ctx.is_day, "night": not ctx.is_day, "in_combat": combat is not None,
                "not_in_combat": combat is None, "underground": bool(combat and combat.night_rules)
                }.get(condition.name, None) if turn else None
    if isinstance(condition, (AnyOf, AllOf)):
        parts = [condition_holds(ctx, part) for part in condition.conditions]
        if None in parts:
            return None
        return any(parts) if isinstance(condition, AnyOf) else all(parts)
    if isinstance(condition, Not):
        inner = condition_holds(ctx, condition.condition)
        return None if inner is None else not inner
    if isinstance(condition, InPhase):
        combat = ctx.state.turn.combat if ctx.state.turn else None
        return combat is not None and combat.phase == condition.phase
    if isinstance(condition, (OnTerrain, AtSite)):  # the space the Hero stands on ("if you are in a forest")
        turn = ctx.state.turn
        position = ctx.player(turn.seat).position if turn is not None else None
        if position is None:
            return None
        space = space_at(ctx, position)
        if isinstance(condition, OnTerrain):
            return space.terrain in condition.terrains
        return space.site in condition.sites
    if isinstance(condition, ManaPaid):  # Magic Familiars: the mana kept on the Unit being activated
        turn = ctx.state.turn
        if turn is None or turn.unit_activated is None:
            return None
        return ctx.player(turn.seat).units[turn.unit_activated].mana == condition.color
    return None


def _can_move(ctx: Ctx) -> bool:
    turn = ctx.state.turn
    if turn is not None and turn.combat is not None:
        return _combat(ctx).points_useful(ctx, "move")  # Cumbersome enemies, conversions
    if entering_maze(ctx):
        return True  # the maze's path is paid with Move played now (Lost Legion §2.1.2)
    return turn is not None and turn.kind != "rest" and not turn.action_taken


def _interacting(ctx: Ctx) -> bool:
    """§7.2.1: influence effects may still be played once the interaction (the turn's action) started."""
    return ctx.state.turn is not None and ctx.state.turn.interaction is not None


def playable(ctx: Ctx, node, aside: tuple[str, ...] = ()) -> bool:
    """Can this effect be carried out now, completely, and does the engine know how (§4.5)?

    `aside`: cards that will have left the hand when the effect resolves (the card being played, and the one
    played through Concentration); they cannot pay its discard cost ("discard another card").
    """
    if ctx.state.pvp is not None and ctx.state.pvp.phase != "over":  # a combat between players (§11, pvp.py)
        return _playable_in_pvp(ctx, node, aside)
    if isinstance(node, Move):
        return _can_move(ctx)
    if isinstance(node, Influence):
        if ctx.state.turn.combat is not None:
            return _combat(ctx).points_useful(ctx, "influence")
        return _can_move(ctx) or _interacting(ctx)
    if isinstance(node, (Attack, Block, TargetEnemy)):
        return _combat(ctx).playable(ctx, node)
    if isinstance(node, Heal):  # a Wound in hand, or a Wounded Unit to save Healing points for (§10.3.3)
        if ctx.state.turn.combat is not None:
            return False  # no healing in combat (§8.4.5)
        player = ctx.player(ctx.state.turn.seat)
        return WOUND in player.hand or any(unit.wounded for unit in player.units)
    if isinstance(node, (ReadyUnit, HealUnit)):
        return node.count == 1 and bool(unit_targets(ctx, ctx.state.turn.seat, node))
    if isinstance(node, (Draw, Fame, Reputation, TakeWound, SourceDice)):
        return True
    if isinstance(node, GainMana):
        return node.color in (*BASIC_COLORS, "gold", "black", "any_basic", "any")
    if isinstance(node, GainCrystal):
        return node.color in (*BASIC_COLORS, "any_basic")
    if isinstance(node, All):
        if any(_terrain_cost(child) for child in node.effects) and not all(map(_terrain_cost, node.effects)):
            # A Move cost change beside other parts is simply gained, even when no move is left (the Amulets).
            node = All(tuple(child for child in node.effects if not _terrain_cost(child)))
        others = [child for child in node.effects if not isinstance(child, (Move, Influence))]
        if ctx.state.turn is not None and ctx.state.turn.combat is not None and others:
            # In combat the Move or Influence part of a combined effect is simply gained (Agility's Move may then
            # be converted, Ambush's is lost); the rest decides. A part that takes an enemy's fortification away
            # (Expose, Sorcerers) lets the Ranged Attack beside it count against that enemy (§8.6.4).
            combat = _combat(ctx)
            unfortified = any(map(combat.unfortifies, others))
            return all(combat.fits_phase(ctx, child) if unfortified and isinstance(child, Attack)
                       else playable(ctx, child, aside) for child in others)
        return all(playable(ctx, child, aside) for child in node.effects)
    if isinstance(node, Choice):
        return any(playable(ctx, child, aside) for child in node.options)
    if isinstance(node, Optional):
        return True  # doing nothing is always possible
    if isinstance(node, If):
        holds = condition_holds(ctx, node.condition)
        if holds is None:
            return False
        branch = node.then if holds else node.otherwise
        return branch is None or playable(ctx, branch, aside)
    if isinstance(node, Modifier):
        if node.duration == "combat":  # a combat bonus needs a combat to last in
            return ctx.state.turn.combat is not None and _combat(ctx).modifier_playable(ctx, node.change)
        return node.duration == "turn" and _modifier_known(ctx, node.change)
    if isinstance(node, Pay):  # "you may pay": without the means the effect goes on without that part
        return _pay_possible(ctx, node, aside) or not (node.required or _cost_payable(ctx, node.cost, aside))
    if isinstance(node, Per):
        # A count of 0 does nothing, which always works; `cards_discarded` is only counted once its pay is made.
        count = counter(ctx, ctx.state.turn.seat, node.counter)
        if count is None:
            return False
        return (count == 0 and node.counter != "cards_discarded") or playable(ctx, node.effect, aside)
    if isinstance(node, Hook):
        return node.name in ctx.rules.hooks and ctx.rules.hooks[node.name].playable(ctx, node, aside)
    return False


def _playable_in_pvp(ctx: Ctx, node, aside: tuple[str, ...]) -> bool:
    """Attack and Block points, alone, combined, chosen or paid for; nothing else can be carried out against a
    player yet (pvp.py)."""
    if isinstance(node, (Attack, Block)):
        return _pvp(ctx).points_playable(ctx, node)
    if isinstance(node, All):
        return all(_playable_in_pvp(ctx, child, aside) for child in node.effects)
    if isinstance(node, Choice):
        return any(_playable_in_pvp(ctx, child, aside) for child in node.options)
    if isinstance(node, Pay):
        return _cost_payable(ctx, node.cost, aside) and _playable_in_pvp(ctx, node.effect, aside)
    return False


def _terrain_cost(node) -> bool:
    return isinstance(node, Modifier) and isinstance(node.change, TerrainCost)


def _modifier_known(ctx: Ctx, change) -> bool:
    if isinstance(change, (TerrainCost, TerrainPassable, SafeTerrain, NoProvoke)):
        return _can_move(ctx)
    if isinstance(change, HandLimit):
        # "Your Hand limit is higher the next time you draw cards": not where Time Bending skips this turn's draw
        return ctx.state.turn.bent_by is None
    if isinstance(change, RuleChange):
        return ctx.rules.knows(change.name) or _combat(ctx).modifier_known(change)
    return isinstance(change, (MoveBonus, ManaAnyColor)) or _combat(ctx).modifier_known(change)


# --- Counters for `per` (docs/data-format.md): the ones that have a meaning outside combat ----------

def counter(ctx: Ctx, seat: int, name: str) -> int | None:
    """The value of a `per` counter now; None for a counter the engine cannot count yet (combat ones)."""
    player, turn = ctx.player(seat), ctx.state.turn
    wounded_units = sum(unit.wounded for unit in player.units)
    counts = {
        "wounds_in_hand": player.hand.count(WOUND),
        "wounds_in_hand_and_units": player.hand.count(WOUND) + wounded_units,
        "units": len(player.units),
        "units_ready": sum(unit.ready and not unit.wounded for unit in player.units),  # those able to act (§5.10)
        "crystals": sum(player.crystals.values()),
        "cards_discarded": turn.cards_discarded,
    }
    if turn.combat is not None:
        counts.update(_combat(ctx).counters(ctx))
    return counts.get(name)


# --- Costs (§5.4) ---------------------------------------------------------------------------------

def _mana_colors(cost: Cost) -> tuple[str, ...]:
    color = cost.mana.color
    return BASIC_COLORS if color == "any_basic" else (*BASIC_COLORS, "gold", "black") if color == "any" else (color,)


def discardable(hand: list[str], discard: DiscardCost) -> list[str]:
    """The cards of `hand` that may pay a discard cost: never a Wound unless the effect allows it (§5.4.2)."""
    wanted = {"non_wound": lambda card: card != WOUND, "wound": lambda card: card == WOUND,
              "any": lambda card: True}[discard.filter]
    return [card for card in hand if wanted(card)]


def _pay_possible(ctx: Ctx, node: Pay, aside: tuple[str, ...] = ()) -> bool:
    return _cost_payable(ctx, node.cost, aside) and playable(ctx, node.effect, aside)


def _cost_payable(ctx: Ctx, cost: Cost, aside: tuple[str, ...] = ()) -> bool:
    """§5.4.1: an effect whose cost cannot be paid cannot be played."""
    if cost.crystal is not None or cost.throw_away_self:
        return False  # these costs are not part of the engine yet
    if cost.spend_unit and ctx.rules.adjust(UNIT_TO_SPEND, ctx, None) is None:
        return False  # only a Banner's basic effect used through its Ready Unit spends it (Banner of Fear)
    turn, player = ctx.state.turn, ctx.player(ctx.state.turn.seat)
    if cost.mana is not None and (cost.mana.count != 1 or
                                  not payment_options(ctx, turn.seat, [_mana_colors(cost)])):
        return False
    if cost.discard is not None:
        needed = 1 if cost.discard.count == "any" else cost.discard.count
        if len(discardable(hand_without(player.hand, aside), cost.discard)) < needed:
            return False
    return turn.move >= cost.move and turn.influence >= cost.influence and player.fame >= cost.fame


def _spend_unit(ctx: Ctx, seat: int, index: int) -> None:
    """Pay `spend_unit: true`: the Unit is Spent as if activated (§5.10.5)."""
    unit = ctx.player(seat).units[index]
    unit.ready = False
    name = ctx.catalog.units[unit.unit].name
    ctx.say("unit_spent", f"{name.en} is spent.", f"{name.de} wird verausgabt.", unit=unit.unit)


def _pay_cost(ctx: Ctx, seat: int, cost: Cost, mana: str | None) -> None:
    """Everything of a cost but its discards, which the player picks card by card (`_discard_decision`)."""
    player, turn = ctx.player(seat), ctx.state.turn
    if cost.mana is not None:
        pay_mana(ctx, seat, mana or "", [_mana_colors(cost)])
    take_wounds(ctx, seat, cost.wound)
    if cost.spend_unit:
        _spend_unit(ctx, seat, ctx.rules.adjust(UNIT_TO_SPEND, ctx, None))
    turn.move -= cost.move
    turn.influence -= cost.influence
    player.fame -= cost.fame
    gain(ctx, seat, Reputation(-cost.reputation), [])
    turn.cards_discarded = 0


def _discard_decision(ctx: Ctx, seat: int, pay: Pay, may_skip: bool) -> Decision | None:
    """Which card pays the next discard of this cost (§5.4, §5.8.1)? None once the cost is paid.

    A cost of N cards asks N times; "any number" asks until the player is done (at least one card to count as
    paid). `may_skip` only while nothing of an optional cost is paid yet. A single possible card is just taken.
    """
    turn, discard = ctx.state.turn, pay.cost.discard
    if discard is None:
        return None
    cards = list(dict.fromkeys(discardable(ctx.player(seat).hand, discard)))
    wanted = discard.count if discard.count != "any" else None
    if (wanted is not None and turn.cards_discarded >= wanted) or not cards:
        return None
    extra = [SKIP] if may_skip else [DONE] if wanted is None and turn.cards_discarded else []
    if len(cards) == 1 and not extra:
        discard_card(ctx, seat, cards[0])
        return _discard_decision(ctx, seat, pay, may_skip=False)
    return Decision("pay_discard", seat, cards + extra)


def discard_card(ctx: Ctx, seat: int, card: str) -> None:
    """§5.8.1: onto the discard pile; it counts as a card discarded this turn (§4.4.2)."""
    player, turn = ctx.player(seat), ctx.state.turn
    player.hand.remove(card)
    player.discard.append(card)
    turn.played += 1
    turn.cards_discarded += 1
    name = ctx.catalog.cards[card].name
    ctx.say("discarded",
            f"{ctx.hero_name(seat).en} discards {name.en}.", f"{ctx.hero_name(seat).de} legt {name.de} ab.")


def resolve_queue(ctx: Ctx, seat: int, queue: list[list[str]]) -> None:
    """Resolve effects in order; stop at the first decision, which keeps the rest of the queue."""
    turn = ctx.state.turn
    while queue:
        path = queue.pop(0)
        _end_bonus_outside(turn, path)
        node = node_at(ctx, path)
        if isinstance(node, All):
            queue[0:0] = [[*path, str(i)] for i in range(len(node.effects))]
        elif isinstance(node, Choice):
            options = [str(i) for i, child in enumerate(node.options) if playable(ctx, child)]
            if len(options) == 1:
                queue.insert(0, [*path, options[0]])
            elif options:  # none: earlier parts of the effect used up what the options needed
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
        elif isinstance(node, Per):
            times = counter(ctx, seat, node.counter)
            times = times if node.max is None else min(times, node.max)
            queue[0:0] = [[*path, EACH] for _ in range(times)]
        elif isinstance(node, Pay) and not node.required and not _pay_possible(ctx, node):
            pass  # nothing to pay an optional cost with: not asked
        elif isinstance(node, Pay) and _discards_only(node.cost):
            _pay_cost(ctx, seat, node.cost, None)  # nothing to pay but the cards, one decision each
            if _wait(turn, _discard_decision(ctx, seat, node, may_skip=not node.required), path, queue):
                return
            queue.insert(0, [*path, "pay"])  # the only possible cards were taken
        elif isinstance(node, Pay):
            options = payment_options(ctx, seat, [_mana_colors(node.cost)]) if node.cost.mana else ["pay"]
            if node.required and len(options) == 1 and not node.cost.mana:
                _pay_cost(ctx, seat, node.cost, None)
                if _wait(turn, _discard_decision(ctx, seat, node, may_skip=False), path, queue):
                    return
                queue.insert(0, [*path, "pay"])
            else:
                turn.decision = Decision("pay", seat, options + ([] if node.required else [SKIP]), path, queue)
                return
        elif isinstance(node, (GainMana, GainCrystal)) and node.color in ("any_basic", "any") and path[-1] != EACH:
            queue[0:0] = [[*path, EACH] for _ in range(node.count)]  # a colour chosen for each one
        elif isinstance(node, (GainMana, GainCrystal)) and node.color == "any_basic":
            kind = "mana_color" if isinstance(node, GainMana) else "crystal_color"
            turn.decision = Decision(kind, seat, list(BASIC_COLORS), path, queue)
            return
        elif isinstance(node, GainMana) and node.color == "any":  # any colour usable now (§5.9.2, the Amulets)
            turn.decision = Decision("mana_color", seat, usable_colors(ctx), path, queue)
            return
        elif isinstance(node, (ReadyUnit, HealUnit)):
            kind = "ready_unit" if isinstance(node, ReadyUnit) else "heal_unit"
            targets = [f"unit:{index}" for index in unit_targets(ctx, seat, node, path)]
            if len(targets) > 1:
                turn.decision = Decision(kind, seat, targets, path, queue)
                return
            if targets:
                treat_unit(ctx, seat, kind, targets[0])
        elif isinstance(node, Heal):
            turn.heal += node.amount
            if _wait(turn, spend_healing(ctx, seat), path, queue):
                return
        elif isinstance(node, Hook):
            if _wait(turn, ctx.rules.hooks[node.name].run(ctx, seat, node, path, queue), path, queue):
                return
        elif isinstance(node, TargetEnemy):
            if _wait(turn, _combat(ctx).target(ctx, seat, node, path), path, queue):
                return
        elif isinstance(node, Modifier) and isinstance(node.change, UnitResistance):
            turn.modifiers.append(path)
            if _wait(turn, _combat(ctx).unit_resistance_choice(ctx, seat, node.change), path, queue):
                return
        else:
            gain(ctx, seat, node, path)
    turn.bonus, turn.bonus_path = 0, []  # the effect is over: an unused Concentration bonus is lost


def _wait(turn, decision: Decision | None, path: list[str], queue: list[list[str]]) -> bool:
    """Make `decision` (if any) the open one, at `path` with the rest of the queue behind it."""
    if decision is None:
        return False
    decision.path, decision.queue = path, queue
    turn.decision = decision
    return True


def _discards_only(cost: Cost) -> bool:
    return cost.discard is not None and replace(cost, discard=None) == Cost()


def answer_decision(ctx: Ctx, seat: int, option: str) -> None:
    turn = ctx.state.turn
    decision = turn.decision
    turn.decision = None
    queue = decision.queue
    if decision.kind == "choice":
        if option != SKIP:
            queue.insert(0, [*decision.path, option])
    elif decision.kind == "pay":
        if option != SKIP:
            node = node_at(ctx, decision.path)
            _pay_cost(ctx, seat, node.cost, None if option == "pay" else option)
            if _wait(turn, _discard_decision(ctx, seat, node, may_skip=False), decision.path, queue):
                return
            queue.insert(0, [*decision.path, "pay"])
    elif decision.kind == "pay_discard":
        if option != SKIP:
            if option != DONE:
                discard_card(ctx, seat, option)
                again = _discard_decision(ctx, seat, node_at(ctx, decision.path), may_skip=False)
                if _wait(turn, again, decision.path, queue):
                    return
            queue.insert(0, [*decision.path, "pay"])
    elif decision.kind in ("ready_unit", "heal_unit"):
        treat_unit(ctx, seat, decision.kind, option)
    elif decision.kind == "heal":
        if option != HEAL_DONE:
            spend_healing_point(ctx, seat, option)
            if _wait(turn, spend_healing(ctx, seat), decision.path, queue):
                return
    elif decision.kind in ctx.rules.answers:  # a card's question, or the combat's (which enemy, which Unit)
        if _wait(turn, ctx.rules.answers[decision.kind](ctx, seat, decision, option), decision.path, queue):
            return
    else:
        gain_color(ctx, seat, "mana" if decision.kind == "mana_color" else "crystal", option)
    resolve_queue(ctx, seat, queue)


def gain_color(ctx: Ctx, seat: int, what: str, color: str, spill: bool = True) -> None:
    """A mana token or a crystal of `color`. A crystal beyond the third of a colour becomes a mana token instead
    (§5.7.2); `spill=False`: it is simply not gained (combat rewards, §9.5.1)."""
    player, turn = ctx.player(seat), ctx.state.turn
    if what == "crystal" and player.crystals[color] < ctx.catalog.source.crystals.max_per_color:
        player.crystals[color] += 1
        ctx.say("crystal", f"{ctx.hero_name(seat).en} gains a {color} crystal.",
                f"{ctx.hero_name(seat).de} erhält einen Kristall ({german_color(color)}).", seat=seat)
    elif what == "mana" or spill:
        turn.tokens.append(color)


def gain_fame(ctx: Ctx, seat: int, amount: int) -> None:
    """Fame up the track, to its last space (or the space before a sealed row, LL §5.5.1); Blitz Conquest adds Fame
    "whenever you cross a line" of the track (the level thresholds, §13.7.3), and that extra Fame may carry the marker
    across the next line, which earns more."""
    player, catalog = ctx.player(seat), ctx.catalog
    top = catalog.fame_track_max or 119
    sealed = magic_seal.ceiling(ctx, player.fame)  # Magic Seal: no marker enters a sealed row (LL §5.5.1)
    top = top if sealed is None else min(top, sealed)
    per_line = int(catalog.scenarios[ctx.state.scenario].rules.get("fame_per_fame_line_crossed", 0))
    before, after = player.fame, min(player.fame + amount, top)
    while per_line and (crossed := sum(before < level.fame <= after for level in catalog.levels)):
        before, after = after, min(after + per_line * crossed, top)
    player.fame = after


def gain(ctx: Ctx, seat: int, node, path: list[str]) -> None:
    """Apply one simple effect (§5.7)."""
    player, turn = ctx.player(seat), ctx.state.turn
    if isinstance(node, Move):
        turn.move += node.amount + _effect_bonus(turn, path) + (card_move_bonus(ctx) if path[0] == "card" else 0)
    elif isinstance(node, Influence):
        turn.influence += node.amount + _effect_bonus(turn, path)
    elif isinstance(node, (Attack, Block)):
        bonus = _effect_bonus(turn, path) + _combat(ctx).points_bonus(ctx, node, path)
        fight = _pvp(ctx) if ctx.state.pvp is not None else _combat(ctx)  # between players (§11), or with enemies
        fight.add_points(ctx, node, node.value + bonus)
        if path[:1] == ["unit"]:
            ctx.rules.react(UNIT_FOUGHT, ctx, seat)  # Banner of Glory's Fame
    elif isinstance(node, Draw):
        draw_cards(ctx, seat, node.count)
    elif isinstance(node, GainMana):
        turn.tokens.extend([node.color] * node.count)
    elif isinstance(node, GainCrystal):
        for _ in range(node.count):
            gain_color(ctx, seat, "crystal", node.color)
    elif isinstance(node, Fame):
        gain_fame(ctx, seat, node.amount)
    elif isinstance(node, Reputation):
        bounds = ctx.catalog.source.reputation
        player.reputation = max(bounds.min, min(bounds.max, player.reputation + node.amount))
    elif isinstance(node, TakeWound):
        if node.to == "hand":
            take_wounds(ctx, seat, node.count)
        else:
            receive_wounds(ctx, seat, "discard", node.count)
    elif isinstance(node, SourceDice):
        turn.dice_allowed += node.count
    elif isinstance(node, Modifier):
        turn.modifiers.append(path)
        _combat(ctx).on_modifier(ctx, node.change)
        ctx.rules.react(RULE_IN_FORCE, ctx, seat, node.change)
        if isinstance(node.change, RuleChange) and node.change.name in ctx.rules.lasting_rules:
            turn.lasting.append([node.change.name])  # read by mana.py while paying
        elif isinstance(node.change, ManaAnyColor):
            turn.lasting.append([MANA_ANY_COLOR, *node.change.colors])  # read by mana.py too
    else:
        raise NotImplementedError(type(node).__name__)


# --- Bonuses on gains: Concentration (§5.6) and Move bonuses for cards (Tirelessness) ------------------

def _effect_bonus(turn, path: list[str]) -> int:
    """Concentration / Will Focus: the first Move, Influence, Attack or Block of the effect played through it
    gets the bonus once; the whole combination is a single effect (§5.6.2)."""
    if not turn.bonus or path[:len(turn.bonus_path)] != turn.bonus_path:
        return 0
    bonus, turn.bonus, turn.bonus_path = turn.bonus, 0, []
    return bonus


def _end_bonus_outside(turn, path: list[str]) -> None:
    """The effect that was to get the Concentration bonus is over once the queue leaves its path."""
    if turn.bonus and path[:len(turn.bonus_path)] != turn.bonus_path:
        turn.bonus, turn.bonus_path = 0, []


def card_move_bonus(ctx: Ctx) -> int:
    """The Move bonuses of this turn (`move_bonus` modifiers, Tirelessness) for the card being played: once per
    card, sideways too (Lost Legion rulebook, the Maze example); a "next card only" bonus is then used up."""
    turn = ctx.state.turn
    if turn.move_bonus_taken:
        return 0
    turn.move_bonus_taken = True
    bonus = 0
    for path in list(turn.modifiers):
        change = node_at(ctx, path).change
        change = ctx.rules.rule_changes.get(change.name, change) if isinstance(change, RuleChange) else change
        if isinstance(change, MoveBonus):
            bonus += change.amount
            if change.first_card_only:
                turn.modifiers.remove(path)
    return bonus


def heal_hand(ctx: Ctx, seat: int, points: int) -> int:
    """Each Healing point throws one Wound from the hand back to the Wound pile (§10.3); returns the points used."""
    hand = ctx.player(seat).hand
    healed = min(points, hand.count(WOUND))
    for _ in range(healed):
        hand.remove(WOUND)
    if healed:
        hero, wounds = ctx.hero_name(seat), counted(healed, *WOUNDS)
        ctx.say("healed", f"{hero.en} heals {wounds.en}.", f"{hero.de} heilt {wounds.de}.", seat=seat)
        ctx.rules.react(WOUNDS_HEALED, ctx, seat, healed)  # Cure, the strong Golden Grail
    return healed


# --- Units as targets of effects (§5.10.6, §10.3) --------------------------------------------------

def unit_level(ctx: Ctx, seat: int, index: int) -> int:
    return ctx.catalog.units[ctx.player(seat).units[index].unit].level


def unit_targets(ctx: Ctx, seat: int, node, path: list[str] | tuple = ()) -> list[int]:
    """Units (by index) a ReadyUnit effect may ready (Spent ones) or a HealUnit effect heal (Wounded ones), up to
    its level. A Unit's own ability never readies that Unit: it was just Spent to use it (Herbalist: "another")."""
    using = ctx.state.turn.unit_activated if list(path[:1]) == ["unit"] else None

    def wanted(index: int, unit) -> bool:
        return (not unit.ready and index != using) if isinstance(node, ReadyUnit) else unit.wounded

    return [index for index, unit in enumerate(ctx.player(seat).units)
            if wanted(index, unit) and unit_level(ctx, seat, index) <= node.max_level]


def treat_unit(ctx: Ctx, seat: int, kind: str, option: str) -> None:
    """Ready a Unit (§5.10.6: it stays Wounded if it was) or heal one, which removes its Wound (§10.3.3)."""
    index = int(option.removeprefix("unit:"))
    unit = ctx.player(seat).units[index]
    name = ctx.catalog.units[unit.unit].name
    if kind == "ready_unit":
        unit.ready = True
        ctx.state.turn.unit_readied = index
        ctx.say("unit_readied", f"{name.en} is ready again.", f"{name.de} ist wieder bereit.", unit=index)
    elif unit.poisoned:
        unit.poisoned = False  # the first of its two Wound cards (§8.8.8): it stays Wounded
        ctx.say("unit_healed", f"{name.en} loses one of its two Wounds.", f"{name.de} verliert eine ihrer zwei "
                f"Verletzungen.", unit=index)
    else:
        unit.wounded = False
        ctx.say("unit_healed", f"{name.en} is healed.", f"{name.de} ist geheilt.", unit=index)
        ctx.rules.react(UNIT_HEALED, ctx, seat, index)  # Cure


def spend_healing(ctx: Ctx, seat: int) -> Decision | None:
    """Spend the turn's Healing points (§10.3.3): 1 per Wound thrown away from the hand, a Unit's level to heal it.

    Without a Wounded Unit they go to the Wounds in hand at once; with one the player chooses, point by point
    (a "heal" decision), and may keep the rest for more Healing later this turn.
    """
    turn, player = ctx.state.turn, ctx.player(seat)
    if not any(unit.wounded for unit in player.units):
        _spend_points(ctx, seat, heal_hand(ctx, seat, turn.heal))
        return None
    options = ["hand"] if turn.heal >= 1 and WOUND in player.hand else []
    options += [f"unit:{index}" for index, unit in enumerate(player.units)
                if unit.wounded and unit_level(ctx, seat, index) <= turn.heal]
    return Decision("heal", seat, options + [HEAL_DONE]) if options else None


def spend_healing_point(ctx: Ctx, seat: int, option: str) -> None:
    if option == "hand":
        _spend_points(ctx, seat, heal_hand(ctx, seat, 1))
    else:
        _spend_points(ctx, seat, unit_level(ctx, seat, int(option.removeprefix("unit:"))))
        treat_unit(ctx, seat, "heal_unit", option)


def _spend_points(ctx: Ctx, seat: int, points: int) -> None:
    ctx.state.turn.heal -= points
    ctx.rules.react(HEALING_SPENT, ctx, seat, points)  # Golden Grail, basic


def take_wounds(ctx: Ctx, seat: int, count: int) -> None:
    """Wounds into the hand; during a combat they count towards Knock-out, whatever their source (§8.8.7)."""
    if ctx.state.turn is not None and ctx.state.turn.combat is not None:
        _combat(ctx).take_wounds(ctx, seat, count)  # Knock-out; Rush of Adrenaline is told there
    else:
        receive_wounds(ctx, seat, "hand", count)
        ctx.rules.react(WOUNDS_TAKEN, ctx, seat, count)  # Rush of Adrenaline


def receive_wounds(ctx: Ctx, seat: int, pile: str, count: int) -> None:
    """Wound cards into the hand or the discard pile; the turn counts them (Banner of Protection, strong)."""
    player, turn = ctx.player(seat), ctx.state.turn
    (player.hand if pile == "hand" else player.discard).extend([WOUND] * count)
    if turn is not None:
        turn.wounds_received[pile] = turn.wounds_received.get(pile, 0) + count


def draw_cards(ctx: Ctx, seat: int, count: int) -> int:
    """Draw from the Deed deck; an empty deck is not reshuffled (§9.7.4). Drawing reveals: a checkpoint."""
    player = ctx.player(seat)
    drawn = [player.deck.pop() for _ in range(min(count, len(player.deck)))]
    player.hand.extend(drawn)
    if drawn:
        hero, cards = ctx.hero_name(seat), counted(len(drawn), *CARDS)
        ctx.say("drew", f"{hero.en} draws {cards.en}.", f"{hero.de} zieht {cards.de}.", reveals=True, seat=seat)
        names = ", ".join(ctx.catalog.cards[c].name.en for c in drawn)
        names_de = ", ".join(ctx.catalog.cards[c].name.de for c in drawn)
        ctx.say("drew_cards", f"You drew: {names}.", f"Du ziehst: {names_de}.", visible_to=seat)
    return len(drawn)

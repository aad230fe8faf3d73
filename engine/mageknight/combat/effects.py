"""Card and Unit effects in combat (rules spec §8.4): Attack and Block points, effects on enemies, counters.

resolve.py asks these, through the book (combat/part.py), for the effect kinds that only mean something in a
combat. Effects on enemies
(`target_enemy`) obey §8.4.2: a non-Attack, non-Block effect of a red card or a red-mana Unit ability does
nothing to a Fire Resistant enemy, blue to an Ice Resistant one; and Arcane Immunity (§8.10) shuts out
every such effect except those acting directly on the enemy's attacks.
"""
from __future__ import annotations

from engine.core import Action
from engine.mageknight.catalog.effects import All, Attack, Block, Choice, If, Optional, Pay, Per, TargetEnemy
from engine.mageknight.catalog.modifiers import (AttackBonus, BlockBonus, Convert, NoUnitDamage, RuleChange, UnitBonus,
                                                 UnitResistance)
from engine.mageknight.catalog.enemy_effects import (ChangeArmor, ChangeAttack, EnemyFlag, MaxArmor, NotArcaneImmune,
                                                     NotFortified, NotResistant)
from engine.mageknight.combat import values
from engine.mageknight.combat.changes import (BOW_RANGED_SIEGE, COMBAT_RULES, SIEGE_ATTACKS, attack_as_played,
                                              rule_active, unit_bonus)
from engine.mageknight.combat.phases import defeat, enemy_of, present, targetable
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.effect_paths import active_changes, node_at
from engine.mageknight.rulebook import UNIT_POINTS
from engine.mageknight.state import Decision
from engine.mageknight.units import unit_term

DECISION = "target_enemy"
UNIT_DECISION = "resistant_unit"
ATTACK_PHASES = {"ranged_siege": ("ranged", "siege"), "attack": ("melee", "ranged", "siege")}
ON_ATTACKS = (ChangeAttack,)  # effects that act directly on an enemy's attacks (§8.10; LL §2.5: Arcane Immunity
# stops "does not attack")


def _combat(ctx: Ctx):
    turn = ctx.state.turn
    return turn.combat if turn is not None else None


def playable(ctx: Ctx, node) -> bool:
    combat = _combat(ctx)
    if combat is None or combat.damage:
        return False
    if isinstance(node, Attack):
        return fits_phase(ctx, node) and bool(attack_targets(ctx, node))
    if isinstance(node, Block):
        return combat.phase == "block"
    if isinstance(node, TargetEnemy):
        return combat.phase != "assign_damage" and bool(eligible(ctx, node, ()))
    return False


def fits_phase(ctx: Ctx, node: Attack) -> bool:
    """Ranged and Siege Attacks in the Ranged and Siege phase, any Attack in the Attack phase (§8.3)."""
    return attack_as_played(ctx, node).range in ATTACK_PHASES.get(_combat(ctx).phase, ())


def attack_targets(ctx: Ctx, node: Attack) -> list[int]:
    """The enemies this Attack could count against now. In the Ranged and Siege phase none fortified twice, and a
    Ranged Attack only unfortified ones, unless Bow of Starsdawn makes it count as Siege (§8.6.4): when every enemy
    is fortified, only Siege Attacks can be played."""
    combat = _combat(ctx)
    siege = attack_as_played(ctx, node).range == "siege" or rule_active(ctx, BOW_RANGED_SIEGE)
    return [i for i in range(len(combat.foes)) if targetable(ctx, combat, i) and (
        combat.phase != "ranged_siege" or siege or not values.fortified(enemy_of(ctx, combat.foes[i]), combat.foes[i]))]


def unfortifies(node) -> bool:
    """An effect that takes an enemy's fortification away (Expose, Sorcerers): the Ranged Attack beside it counts."""
    return isinstance(node, TargetEnemy) and EnemyFlag("lose_fortification") in node.effects or isinstance(
        node, Choice) and any(map(unfortifies, node.options))


def attack_refusal(ctx: Ctx, effect):
    """The reason an effect with an Attack that fits the phase cannot be played now, if fortification is it (§8.6.4);
    None otherwise."""
    combat = _combat(ctx)
    if combat is None or combat.phase != "ranged_siege" or not any(
            fits_phase(ctx, attack) and not attack_targets(ctx, attack) for attack in _attacks_in(effect)):
        return None
    if not any(targetable(ctx, combat, i) for i in range(len(combat.foes))):
        return refuse("No enemy can be targeted in the Ranged and Siege Attack phase now: those left are fortified "
                      "twice.", "In der Fern- und Belagerungsphase kann jetzt kein Feind angegriffen werden: die "
                      "übrigen sind doppelt befestigt.", "8.6.4")
    return refuse("Every enemy you could target is fortified: only Siege Attacks can be played in the Ranged and "
                  "Siege Attack phase.", "Jeder Feind, den du angreifen könntest, ist befestigt: In der Fern- und "
                  "Belagerungsphase können nur Belagerungsangriffe gespielt werden.", "8.6.4")


def _attacks_in(node) -> list[Attack]:
    if isinstance(node, Attack):
        return [node]
    children = node.effects if isinstance(node, All) else node.options if isinstance(node, Choice) else (
        (node.effect,) if isinstance(node, (Optional, Pay, Per)) else (node.then, node.otherwise)
        if isinstance(node, If) else ())
    return [attack for child in children if child is not None for attack in _attacks_in(child)]


def points_useful(ctx: Ctx, kind: str) -> bool:
    """In combat, Move points slow Cumbersome enemies in the Block phase (§8.10); Move or Influence points
    become Attack or Block where a `convert` modifier says so (Agility, Diplomacy)."""
    combat = _combat(ctx)
    if combat.damage:
        return False
    if kind == "influence" and (influence_needs(ctx)):
        return True
    if kind == "move" and combat.phase == "block" and any(
            "cumbersome" in enemy_of(ctx, foe).abilities and present(combat, i) for i, foe in enumerate(combat.foes)):
        return True
    return any(_conversion_fits(ctx, combat, change) for change in _active(ctx, Convert) if change.source == kind)


def influence_needs(ctx: Ctx) -> bool:
    """Lost Legion Units that take Influence in combat: Thugs before damage goes to them, Heroes to be activated
    in an assault (their cards)."""
    combat, turn = _combat(ctx), ctx.state.turn
    for index, unit in enumerate(ctx.player(turn.seat).units):
        if unit_term(ctx, unit.unit, "damage_influence") and not unit.wounded and index not in combat.paid_for:
            return True
        if combat.kind == "assault" and unit_term(ctx, unit.unit, "activation_influence") and unit.ready:
            return True
    return False


def _active(ctx: Ctx, kind) -> list:
    return active_changes(ctx, kind)


def on_modifier(ctx: Ctx, change) -> None:
    """Demolish: site fortifications are ignored this turn; not an effect on enemies, so never resisted (§8.4.3).
    Sword of Justice: enemies lose Physical Resistance. Bow of Starsdawn: Fame +1 for each enemy defeated in the
    phase it is played in."""
    combat = _combat(ctx)
    if combat is None or not isinstance(change, RuleChange):
        return
    if change.name == "demolish_ignore_site_fortifications":
        for foe in combat.foes:
            foe.flags.append(values.SITE_FORTIFICATION_IGNORED)
    elif change.name == "sword_of_justice_double_physical":  # enemies lose Physical Resistance this turn
        for foe in combat.foes:
            foe.flags.append(values.LOST_RESISTANCE + values.PHYSICAL)
    elif change.name == "bow_of_starsdawn_fame":
        combat.riders.append(["phase_fame", combat.phase])


def sideways_attack_fits(ctx: Ctx) -> bool:
    """A sideways Attack 1 is melee: for the Attack phase, or for the Ranged and Siege phase once Altem Mages made
    every attack a Siege Attack (§5.2, §8.6.5)."""
    combat = _combat(ctx)
    return combat.phase == "attack" or (combat.phase == "ranged_siege" and rule_active(ctx, SIEGE_ATTACKS))


# --- convert: Move or Influence points spent as Attack or Block (Agility, Diplomacy) --------------------------

def _conversion_fits(ctx: Ctx, combat, change: Convert) -> bool:
    if change.target == "block":
        return combat.phase == "block"
    points = Attack(1, change.range or "melee")
    return fits_phase(ctx, points) and bool(attack_targets(ctx, points))  # not Ranged against the fortified (§8.6.4)


def legal_conversions(ctx: Ctx) -> list:
    combat, turn = _combat(ctx), ctx.state.turn
    actions = []
    for change in dict.fromkeys(_active(ctx, Convert)):
        have = turn.move if change.source == "move" else turn.influence
        if have >= change.rate and _conversion_fits(ctx, combat, change) and not combat.damage:
            actions.append(Action.of("convert", **_convert_terms(change)))
    return actions


def _convert_terms(change: Convert) -> dict[str, str]:
    terms = {"from": change.source, "to": change.target}
    if change.range:
        terms["range"] = change.range
    if change.element:
        terms["element"] = change.element
    return terms


def convert(ctx: Ctx, seat: int, action) -> None:
    """`convert from=move to=attack [range=ranged] [element=ice] [points=N]`: N points of Attack or Block."""
    combat, turn = _combat(ctx), ctx.state.turn
    wanted = {key: value for key, value in action.args if key != "points"}
    change = next((c for c in _active(ctx, Convert) if _convert_terms(c) == wanted), None)
    if change is None or not _conversion_fits(ctx, combat, change):
        raise refuse("No effect this turn lets you convert those points now.",
                     "Kein Effekt erlaubt dir jetzt, diese Punkte umzuwandeln.", "5.5")
    points = action.get("points") or "1"
    if not points.isdigit() or int(points) < 1:
        raise refuse("`points=` takes a whole number of 1 or more.", "`points=` braucht eine ganze Zahl ab 1.", "5.5")
    cost = int(points) * change.rate
    have = turn.move if change.source == "move" else turn.influence
    if have < cost:
        raise refuse(f"That needs {cost} {change.source} points; you have {have}.",
                     f"Das braucht {cost} Punkte ({'Bewegung' if change.source == 'move' else 'Einfluss'}); du hast "
                     f"{have}.", "5.5")
    if change.source == "move":
        turn.move -= cost
    else:
        turn.influence -= cost
    node = Attack(int(points), change.range or "melee", change.element or "physical") if change.target == "attack" \
        else Block(int(points), change.element or "physical")
    add_points(ctx, node, int(points))


def modifier_known(change) -> bool:
    if isinstance(change, RuleChange):
        return change.name in COMBAT_RULES
    return isinstance(change, (AttackBonus, BlockBonus, Convert, UnitBonus, NoUnitDamage, UnitResistance))


def modifier_playable(ctx: Ctx, change) -> bool:
    """A combat modifier the engine knows, with something to act on (a Unit for Force of Nature)."""
    if isinstance(change, UnitResistance):
        return bool(ctx.player(ctx.state.turn.seat).units)
    return modifier_known(change)


def unit_resistance_choice(ctx: Ctx, seat: int, change: UnitResistance) -> Decision | None:
    """Force of Nature: the chosen Unit resists that element for the rest of the combat."""
    units = [f"unit:{i}" for i in range(len(ctx.player(seat).units))]
    if len(units) == 1:
        give_resistance(ctx, seat, units[0], change.element)
        return None
    return Decision(UNIT_DECISION, seat, units) if units else None


def give_resistance(ctx: Ctx, seat: int, option: str, element: str) -> None:
    _combat(ctx).unit_resistances.append([int(option.removeprefix("unit:")), element])


def answer_resistance(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    """The Unit chosen for Force of Nature's resistance (UNIT_DECISION)."""
    give_resistance(ctx, seat, option, node_at(ctx, decision.path).change.element)


def points_bonus(ctx: Ctx, node, path: list[str]) -> int:
    """Bonuses to an Attack or Block: a Unit ability's from UnitBonus modifiers, a card's from the turn's Attack
    and Block bonuses (Ambush ...), matching range and element; a "first card only" bonus is used up by the
    first card it adds to."""
    turn = ctx.state.turn
    if path and path[0] == "unit":  # Leadership, Banner of Glory, another player's Wolf's Howl
        return ctx.rules.adjust(UNIT_POINTS, ctx, unit_bonus(ctx, "attack" if isinstance(node, Attack) else "block"),
                                node)
    if not path or path[0] != "card":
        return 0
    wanted = AttackBonus if isinstance(node, Attack) else BlockBonus
    total = 0
    for modifier_path in list(turn.modifiers):
        change = node_at(ctx, modifier_path).change
        if not isinstance(change, wanted) or change.element not in (None, node.element):
            continue
        if isinstance(change, AttackBonus) and change.range not in (None, node.range):
            continue
        total += change.amount
        if change.first_card_only:
            turn.modifiers.remove(modifier_path)
    return total


def add_points(ctx: Ctx, node, amount: int) -> None:
    combat = _combat(ctx)
    if isinstance(node, Attack):
        node = attack_as_played(ctx, node)
        key = f"{node.range}:{node.element}"
        combat.attack[key] = combat.attack.get(key, 0) + amount
    else:
        combat.block[node.element] = combat.block.get(node.element, 0) + amount


def add_sideways(ctx: Ctx, value: str, points: int = 1) -> None:
    """A sideways card: physical Attack 1 (melee) or physical Block 1 (§5.2, §8.5.1); more through Skills. It is a
    card: the turn's bonuses to a card's Attack or Block apply (Deadly Aim: "cards played sideways included")."""
    node = Attack(points) if value == "attack" else Block(points)
    add_points(ctx, node, points + points_bonus(ctx, node, ["card"]))


def counters(ctx: Ctx) -> dict[str, int]:
    combat = _combat(ctx)
    real = [(i, foe) for i, foe in enumerate(combat.foes) if foe.summoner is None]
    return {
        "enemies": sum(not foe.defeated for _, foe in real),
        "enemies_defeated": sum(foe.defeated for _, foe in real),
        "enemies_blocked": sum(values.all_blocked(enemy_of(ctx, foe), foe) for _, foe in real),
    }


# --- effects on enemies (target_enemy) ---------------------------------------------------------------------

def source_colors(ctx: Ctx, path: list[str]) -> tuple[str, ...]:
    """The colours an effect comes from: the card's, or the mana a Unit ability is paid with (§8.4.2)."""
    if not path:
        return ()
    if path[0] == "card":
        return ctx.catalog.cards[path[1]].colors
    if path[0] == "unit":
        mana = ctx.catalog.units[path[1]].abilities[int(path[2])].mana
        return (mana,) if mana else ()
    return ()


def _reaches(ctx: Ctx, node: TargetEnemy, index: int, colors: tuple[str, ...]) -> bool:
    """Whether the effect can act on this enemy at all: its filters, §8.4.2 resistances, Arcane Immunity."""
    combat = _combat(ctx)
    foe = combat.foes[index]
    enemy = enemy_of(ctx, foe)
    held = values.resistances(enemy, foe)
    on_attacks_only = all(isinstance(effect, ON_ATTACKS) for effect in node.effects)  # not "does not attack"
    if "arcane_immunity" in enemy.abilities and not on_attacks_only:
        return False
    if ("red" in colors and "fire" in held) or ("blue" in colors and "ice" in held):
        return False
    for rule in node.filters:
        if isinstance(rule, NotFortified) and values.fortified(enemy, foe):
            return False
        if isinstance(rule, NotResistant) and any(element in held for element in rule.elements):
            return False
        if isinstance(rule, MaxArmor) and values.armor(enemy, foe, combat.phase) > rule.armor:
            return False
        if isinstance(rule, NotArcaneImmune) and "arcane_immunity" in enemy.abilities:
            return False
    return True


def eligible(ctx: Ctx, node: TargetEnemy, colors: tuple[str, ...]) -> list[int]:
    combat = _combat(ctx)
    return [i for i in range(len(combat.foes)) if present(combat, i) and _reaches(ctx, node, i, colors)]


def target(ctx: Ctx, seat: int, node: TargetEnemy, path: list[str]) -> Decision | None:
    """Apply to every enemy it reaches (count: all), or ask which one (count: one)."""
    chosen = eligible(ctx, node, source_colors(ctx, path))
    if node.count == "all" or len(chosen) <= 1:
        for index in chosen:
            apply_to(ctx, seat, node, index)
        return None
    return Decision(DECISION, seat, [str(i) for i in chosen])


def answer(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    apply_to(ctx, seat, node_at(ctx, decision.path), int(option))


def cancel_attack(ctx: Ctx, index: int, attack: int) -> None:
    """Banner of Fear: one attack of this enemy is cancelled, the others still come (Lost Legion 2.4). An effect on
    an attack, so Arcane Immunity does not stop it; not a block (nothing "when blocked" happens)."""
    foe = _combat(ctx).foes[index]
    foe.flags.append(f"{values.ATTACK_CANCELLED}{attack}")
    name = enemy_of(ctx, foe).name
    ctx.say("attack_cancelled", f"An attack of {name.en} is cancelled.", f"Ein Angriff von {name.de} wird aufgehoben.",
            enemy=foe.enemy)


def apply_to(ctx: Ctx, seat: int, node: TargetEnemy, index: int) -> None:
    combat = _combat(ctx)
    foe = combat.foes[index]
    combat.last_target = index
    for effect in node.effects:
        if isinstance(effect, ChangeArmor):
            foe.armor_change += effect.amount  # values.armor keeps it at 1 or more
        elif isinstance(effect, ChangeAttack):
            foe.attack_change += effect.amount
        elif effect.name in ("defeat", "defeat_no_fame"):
            defeat(ctx, seat, index, fame=effect.name == "defeat")
        elif effect.name not in foe.flags:
            foe.flags.append(effect.name)
    name = enemy_of(ctx, foe).name
    ctx.say("enemy_affected", f"The effect reaches the {name.en}.", f"Die Wirkung trifft {name.de}.", enemy=foe.enemy)

"""The Assign Damage phase (rules spec §8.8): unblocked enemies hit the Hero and the Units.

The player picks the order of the enemies and, step by step, where each one's damage goes: an unwounded
Unit (its Armor absorbs that much; a resistant Unit may absorb without a Wound, §8.8.4) or the Hero, who
then takes all that is left (a Wound per Armor, §8.8.5). Poison, Paralyze, Assassination, Brutal and
Vampiric are applied here; Knock-out counts every Wound put into the hand during the combat (§8.8.7).
"""
from __future__ import annotations

from engine.core import Action
from engine.mageknight.combat import values
from engine.mageknight.combat.changes import VEIL_OF_MIST, no_unit_damage, rule_active, unit_bonus, unit_resistances
from engine.mageknight.combat.phases import attacks_now, damage_done, enemy_of, read_attack
from engine.mageknight.context import WOUNDS, Ctx, counted, refuse
from engine.mageknight.resolve import receive_wounds
from engine.mageknight.rulebook import UNIT_ARMOR, UNIT_WOUND_IGNORED, WOUNDS_TAKEN
from engine.mageknight.state import WOUND, Combat
from engine.mageknight.units import remove_unit, unit_allowed_in, unit_term

HERO = "hero"
DRAW_FIRE = "draw_fire"  # Combat.riders entry [DRAW_FIRE, Unit index, enemy index] (Shocktroops)
WOUND_IGNORED = "wound_ignored"  # Combat.riders entry once Veil of Mist has spared the Hero a Wound


def hero_armor(ctx: Ctx, seat: int) -> int:
    return ctx.catalog.levels[ctx.player(seat).level - 1].armor


def _unit_targets(ctx: Ctx, seat: int, combat: Combat, index: int, attack_index: int) -> list[int]:
    """Unwounded Units (Spent ones too) not yet saved by their resistance in this combat (§8.8.4)."""
    drawn = drawn_to(ctx, seat, combat, index)
    if drawn is not None:
        return [drawn]
    if "assassination" in values.abilities(enemy_of(ctx, combat.foes[index]), combat.foes[index], attack_index):
        return []  # §8.8.11
    if no_unit_damage(ctx):
        return []  # Into the Heat
    return [i for i in range(len(ctx.player(seat).units)) if _may_take_damage(ctx, seat, combat, i)]


def _may_take_damage(ctx: Ctx, seat: int, combat: Combat, unit: int) -> bool:
    """Where Units may be used here (no Units in a dungeon but the Bonds of Loyalty one, a maze's companion only)."""
    return (not ctx.player(seat).units[unit].wounded and unit not in combat.resisted
            and unit_allowed_in(ctx, combat, seat, unit)
            and _influence_due(ctx, combat, unit) <= ctx.state.turn.influence)


def drawn_to(ctx: Ctx, seat: int, combat: Combat, index: int) -> int | None:
    """Shocktroops: the damage of the enemy whose attack they reduced goes to them first, even with Assassination,
    while they can take it (their card)."""
    for rider in combat.riders:
        if rider[0] == DRAW_FIRE and int(rider[2]) == index and _may_take_damage(ctx, seat, combat, int(rider[1])):
            return int(rider[1])
    return None


def _influence_due(ctx: Ctx, combat: Combat, index: int) -> int:
    """Thugs take damage only once 2 Influence is paid in this combat (their card)."""
    if index in combat.paid_for:
        return 0
    return unit_term(ctx, ctx.player(ctx.state.turn.seat).units[index].unit, "damage_influence")


def legal_assignments(ctx: Ctx, seat: int, combat: Combat) -> list[Action]:
    if combat.damage:
        pending = [(combat.damage[0], combat.damage[1])]
    else:
        pending = [(i, k) for i in range(len(combat.foes)) for k in attacks_now(ctx, combat, i)]
    actions = []
    for index, attack_index in pending:
        several = len(enemy_of(ctx, combat.foes[index]).attacks) > 1
        names = {"enemy": str(index), **({"attack": str(attack_index)} if several else {})}
        for unit in _unit_targets(ctx, seat, combat, index, attack_index):
            actions.append(Action.of("damage", **names, to=f"unit:{unit}"))
        if drawn_to(ctx, seat, combat, index) is None:
            actions.append(Action.of("damage", **names, to=HERO))
    return actions


def assign(ctx: Ctx, seat: int, action: Action) -> None:
    combat = ctx.state.turn.combat
    if combat.phase != "assign_damage":
        raise refuse("Damage is assigned in the Assign Damage phase.",
                     "Schaden wird in der Schadensphase zugewiesen.", "8.8")
    index, attack_index = read_attack(ctx, combat, action, "8.8.1")
    if combat.damage and [index, attack_index] != combat.damage[:2]:
        raise refuse("First assign the rest of the damage you started with.",
                     "Weise zuerst den Rest des begonnenen Schadens zu.", "8.8.3")
    if not combat.damage:
        if attack_index not in attacks_now(ctx, combat, index):
            raise refuse("That enemy attack deals no damage now (blocked, defeated or done).",
                         "Dieser Angriff macht jetzt keinen Schaden (geblockt, besiegt oder erledigt).", "8.8.1")
        foe = combat.foes[index]
        combat.damage = [index, attack_index, values.damage_of(enemy_of(ctx, foe), foe, attack_index)]
    target = action.get("to") or ""
    if target == HERO:
        if drawn_to(ctx, seat, combat, index) is not None:
            raise refuse("This damage goes to the Shocktroops first.", "Dieser Schaden geht zuerst an die "
                         "Stoßtruppen.", "5.10")
        _to_hero(ctx, seat, combat)
    elif target.startswith("unit:") and target[5:].isdigit():
        unit = int(target[5:])
        if unit not in _unit_targets(ctx, seat, combat, index, attack_index):
            raise refuse("Damage goes only to an unwounded Unit, once per combat if it resisted, never from "
                         "Assassination, not where Units cannot fight, and to Thugs only for 2 Influence.",
                         "Schaden geht nur an unverletzte Einheiten, nach Widerstehen nicht erneut, nie bei "
                         "Attentätern, nicht, wo Einheiten nicht kämpfen, und an Strauchdiebe nur für 2 Einfluss.",
                         "8.8.4")
        due = _influence_due(ctx, combat, unit)
        if due:
            ctx.state.turn.influence -= due
            combat.paid_for.append(unit)
        _to_unit(ctx, seat, combat, unit)
    else:
        raise refuse("Assign damage `to=hero` or `to=unit:N`.", "Weise Schaden mit `to=hero` oder `to=unit:N` zu.", "8.8.3")
    if combat.damage[2] <= 0:
        combat.foes[index].dealt[attack_index] = True
        combat.damage = []
        if not any(attacks_now(ctx, combat, i) for i in range(len(combat.foes))):
            damage_done(ctx, seat)  # §8.8.13


def _to_unit(ctx: Ctx, seat: int, combat: Combat, index: int) -> None:
    """§8.8.4: a Wound whatever the damage, then its Armor is taken off; a resistant Unit first absorbs its
    Armor without a Wound. Poison: two Wounds; Paralyze: destroyed (§8.8.8-9). Banners of Protection and Glory add
    Armor, Banner of Fortitude may spare the Wound."""
    foe_index, attack_index, left = combat.damage
    foe = combat.foes[foe_index]
    enemy = enemy_of(ctx, foe)
    player = ctx.player(seat)
    unit = player.units[index]
    card = ctx.catalog.units[unit.unit]
    armor = ctx.rules.adjust(UNIT_ARMOR, ctx, card.armor + unit_bonus(ctx, "armor"), seat, index)  # Banners
    element = enemy.attacks[attack_index].element
    if values.unit_resists(unit_resistances(ctx, index), element):
        left -= armor
        if left <= 0:
            combat.damage[2] = 0
            combat.resisted.append(index)
            ctx.say("unit_resisted", f"{card.name.en} resists the attack.", f"{card.name.de} widersteht dem Angriff.")
            return
    abilities = values.abilities(enemy, foe, attack_index)
    combat.damage[2] = left - armor
    if ctx.rules.adjust(UNIT_WOUND_IGNORED, ctx, False, seat, index):  # Banner of Fortitude
        combat.resisted.append(index)  # unharmed, but no more damage to it in this combat (the card)
        return
    if "vampiric" in abilities:
        foe.armor_change += 1  # §8.8.12
    if "paralyze" in abilities:
        remove_unit(ctx, seat, index, "unit_destroyed", "is paralyzed and destroyed", "wird gelähmt und vernichtet")
        _renumber(combat, index)
        return
    unit.wounded = True
    unit.poisoned = "poison" in abilities
    ctx.say("unit_wounded", f"{card.name.en} is wounded.", f"{card.name.de} wird verletzt.")


def _renumber(combat: Combat, removed: int) -> None:
    combat.resisted = [i - (i > removed) for i in combat.resisted if i != removed]
    combat.paid_for = [i - (i > removed) for i in combat.paid_for if i != removed]
    combat.unit_resistances = [[i - (i > removed), element] for i, element in combat.unit_resistances if i != removed]
    for rider in [r for r in combat.riders if r[0] == DRAW_FIRE]:
        if int(rider[1]) == removed:
            combat.riders.remove(rider)
        else:
            rider[1] = str(int(rider[1]) - (int(rider[1]) > removed))


def _to_hero(ctx: Ctx, seat: int, combat: Combat) -> None:
    """§8.8.5-9: Wounds into the hand, Poison's into the discard pile too, Paralyze and Knock-out discard the hand."""
    foe_index, attack_index, left = combat.damage
    foe = combat.foes[foe_index]
    enemy = enemy_of(ctx, foe)
    abilities = values.abilities(enemy, foe, attack_index)
    wounds = values.hero_wounds(left, hero_armor(ctx, seat))
    combat.damage[2] = 0
    if wounds and rule_active(ctx, VEIL_OF_MIST) and [WOUND_IGNORED] not in combat.riders:
        wounds -= 1  # Veil of Mist: the first Wound from enemies this turn, and whatever it would bring along
        combat.riders.append([WOUND_IGNORED])
        ctx.say("wound_ignored", "Veil of Mist: the first Wound is ignored.",
                "Nebelschleier: Die erste Verletzung wird ignoriert.")
    take_wounds(ctx, seat, wounds)
    if "poison" in abilities:
        receive_wounds(ctx, seat, "discard", wounds)
    if "vampiric" in abilities:
        foe.armor_change += wounds
    if "paralyze" in abilities and wounds:
        discard_non_wounds(ctx, seat, "paralyzed")


def take_wounds(ctx: Ctx, seat: int, count: int) -> None:
    """Wounds into the hand during a combat, from any source, count towards Knock-out (§8.8.7)."""
    combat = ctx.state.turn.combat
    player = ctx.player(seat)
    receive_wounds(ctx, seat, "hand", count)
    if count:
        hero, wounds = ctx.hero_name(seat), counted(count, *WOUNDS)
        ctx.say("hero_wounded", f"{hero.en} takes {wounds.en}.", f"{hero.de} erhält {wounds.de}.", seat=seat)
    combat.wounds += count
    limit = ctx.catalog.levels[player.level - 1].hand_limit  # unmodified (§8.8.7)
    if not combat.knocked_out and combat.wounds >= limit:
        combat.knocked_out = True
        discard_non_wounds(ctx, seat, "knocked_out")
    ctx.rules.react(WOUNDS_TAKEN, ctx, seat, count)  # Rush of Adrenaline


def discard_non_wounds(ctx: Ctx, seat: int, why: str) -> None:
    player = ctx.player(seat)
    kept = [card for card in player.hand if card == WOUND]
    player.discard.extend(card for card in player.hand if card != WOUND)
    player.hand = kept
    ctx.say(why, f"{ctx.hero_name(seat).en} is {why.replace('_', ' ')} and discards every non-Wound card.",
            f"{ctx.hero_name(seat).de} ist {'gelähmt' if why == 'paralyzed' else 'bewusstlos'} und wirft alle Karten "
            f"außer Verletzungen ab.", seat=seat)

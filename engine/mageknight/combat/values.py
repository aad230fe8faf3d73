"""The numbers of a combat: enemy values as they stand now, and the efficiency arithmetic (rules spec §8.5).

Pure functions over a Foe and its catalogue entry. Everything that changes an enemy (the City card, card
effects, Vampiric growth, Cumbersome) is applied here, in one place, so blocking, damage and attacks all
see the same values.
"""
from __future__ import annotations

from dataclasses import replace
from math import ceil

from engine.mageknight.catalog.schemas.enemies import Enemy
from engine.mageknight.state import Foe

PHYSICAL, FIRE, ICE, COLD_FIRE = "physical", "fire", "ice", "cold_fire"
# The offensive abilities of §8.10 that belong to an attack (the attack's element stays).
ATTACK_ABILITIES = frozenset({"swift", "brutal", "poison", "paralyze", "assassination", "cumbersome", "vampiric"})
ABILITIES_LOST = "attack_abilities_lost:"  # Foe flag + attack index
LOST_RESISTANCE = "resistance_lost:"  # Foe flag + element (Chill)
IGNORED_ABILITY = "ability_ignored:"  # Foe flag + glossary id, e.g. swift, fire_resistance (Know Your Prey)
ELEMENT_CHANGED = "attack_element:"  # Foe flag + attack index + ":" + the element it has now (Know Your Prey)
DAMAGE_IGNORED = "damage_ignored:"  # Foe flag + attack index + ":" + points (Battle Hardened, Elemental Resistance)
RESISTANCE_ABILITY = "_resistance"  # the glossary id of a resistance is its element + this
SITE_FORTIFICATION_IGNORED = "site_fortification_ignored"  # Foe flag (Demolish, Underground Attack)
ACROSS_A_WALL = "across_a_wall"  # Foe flag: fought across a wall, fortified by it (Lost Legion §2.1.1)
GAINED_ABILITY = "ability_gained:"  # Foe flag + glossary id, e.g. cumbersome (Nature's Vengeance)
ATTACK_RAISED = "attack_raised:"  # Foe flag + points, while an effect raises its attacks (Nature's Vengeance)
KEPT = "kept_by_puppet_master"  # Foe flag: the token goes to Player.puppets, not to the discard pile (end.py)


def as_fought(enemy: Enemy, foe: Foe) -> Enemy:
    """The token as this combat sees it: the abilities an effect gave it are added (Nature's Vengeance: Cumbersome),
    the abilities and resistances Know Your Prey made it ignore are gone, Elusive's higher Armor and Defend's bonus
    with them, and an attack whose element it removed has its new element (Lost Legion §2.4). phases.enemy_of hands
    every combat rule this view, so all of them see it."""
    if not foe.flags:
        return enemy
    ignored = {flag.removeprefix(IGNORED_ABILITY) for flag in foe.flags if flag.startswith(IGNORED_ABILITY)}
    changed = dict(flag.removeprefix(ELEMENT_CHANGED).split(":") for flag in foe.flags
                   if flag.startswith(ELEMENT_CHANGED))
    gained = [flag.removeprefix(GAINED_ABILITY) for flag in foe.flags
              if flag.startswith(GAINED_ABILITY) and flag.removeprefix(GAINED_ABILITY) not in enemy.abilities]
    if not ignored and not changed and not gained:
        return enemy
    return replace(
        enemy, abilities=tuple(name for name in (*enemy.abilities, *gained) if name not in ignored),
        resistances=tuple(element for element in enemy.resistances if element + RESISTANCE_ABILITY not in ignored),
        attacks=tuple(replace(attack, element=changed.get(str(index), attack.element))
                      for index, attack in enumerate(enemy.attacks)),
        armor_elusive=None if "elusive" in ignored else enemy.armor_elusive,
        defend=None if "defend" in ignored else enemy.defend)
ATTACK_CANCELLED = "attack_cancelled:"  # Foe flag + attack index (Banner of Fear): that attack does not come


def resistances(enemy: Enemy, foe: Foe) -> frozenset[str]:
    """Physical, fire and ice resistance; cold fire counts as resisted only with both fire and ice (§8.5.2)."""
    if "lose_resistances" in foe.flags:
        return frozenset()
    held = set(enemy.resistances) - {flag.removeprefix(LOST_RESISTANCE) for flag in foe.flags
                                      if flag.startswith(LOST_RESISTANCE)}
    if FIRE in held and ICE in held:
        held.add(COLD_FIRE)
    return frozenset(held)


def abilities(enemy: Enemy, foe: Foe, attack: int | None = None) -> frozenset[str]:
    """The enemy's abilities, with the red city's Brutal and the green city's Poison for physical attacks
    (§8.12.1). `attack`: the index of the attack being blocked or dealt, for the city bonus and for an attack
    that lost its attack abilities (Chilling Stare)."""
    held = set(enemy.abilities)
    if foe.city in ("red", "green") and attack is not None and enemy.attacks[attack].element == PHYSICAL:
        held.add("brutal" if foe.city == "red" else "poison")
    if attack is not None and f"{ABILITIES_LOST}{attack}" in foe.flags:
        held -= ATTACK_ABILITIES
    return frozenset(held)


def attack_value(enemy: Enemy, foe: Foe, index: int) -> int:
    """One attack now: printed value, the blue city's bonus, effects, Cumbersome; never below 0 (§8.10, §8.12)."""
    printed = enemy.attacks[index]
    value = printed.value + foe.attack_change - foe.slowed + attack_raised(foe)
    if foe.city == "blue":
        value += {FIRE: 2, ICE: 2, COLD_FIRE: 1}.get(printed.element, 0)
    return max(0, value)


def attack_raised(foe: Foe) -> int:
    return sum(int(flag.removeprefix(ATTACK_RAISED)) for flag in foe.flags if flag.startswith(ATTACK_RAISED))


def all_blocked(enemy: Enemy, foe: Foe) -> bool:
    """Successfully blocked: every one of its attacks (§8.10 Multiple Attacks); an attack reduced to 0 by
    Cumbersome counts as blocked."""
    return bool(enemy.attacks) and all(foe.blocked[i] or attack_value(enemy, foe, i) == 0 and foe.slowed
                                       for i in range(len(enemy.attacks)))


def armor(enemy: Enemy, foe: Foe, phase: str) -> int:
    """Armor now: Elusive's lower value only in the Attack phase with every attack blocked (§8.9.4); the
    white city's +1 (§8.12.1); effects and Vampiric growth; never below 1 (§8.10)."""
    base = enemy.armor
    if enemy.armor_elusive is not None and not (phase == "attack" and all_blocked(enemy, foe)):
        base = enemy.armor_elusive
    return max(1, base + foe.armor_change + (1 if foe.city == "white" else 0))


def fortified(enemy: Enemy, foe: Foe) -> int:
    """0, 1 or 2 levels of fortification (§8.6.4): the site and a wall between the Hero and it (Lost Legion
    §2.1.1), neither for an Unfortified enemy, and the Fortified ability. # decision: "triple fortified" (a
    fortified site across a wall, defended by a Fortified enemy) counts as twice, the most there is: no Ranged or
    Siege Attack targets it (the rulebook gives triple no meaning of its own, lost-legion.md §2.1.1)."""
    if "lose_fortification" in foe.flags:
        return 0
    unfortified = "unfortified" in enemy.abilities
    site = foe.defends and not unfortified and SITE_FORTIFICATION_IGNORED not in foe.flags
    wall = ACROSS_A_WALL in foe.flags and not unfortified
    return min(2, int(site) + int(wall) + int("fortified" in enemy.abilities))


def efficient_attack(element: str, resisted: frozenset[str]) -> bool:
    """§8.5.2: an attack type is halved when at least one target resists it."""
    return element not in resisted


def efficient_block(block_element: str, attack_element: str) -> bool:
    """§8.5.3: which blocks work fully against an attack of this element."""
    if attack_element == PHYSICAL:
        return True
    if attack_element == FIRE:
        return block_element in (ICE, COLD_FIRE)
    if attack_element == ICE:
        return block_element in (FIRE, COLD_FIRE)
    return block_element == COLD_FIRE


def attack_total(parts: dict[str, int], resisted: frozenset[str]) -> int:
    """floor(inefficient / 2) + efficient, with `parts` element -> points (§8.5.2)."""
    weak = sum(points for element, points in parts.items() if not efficient_attack(element, resisted))
    return weak // 2 + sum(points for element, points in parts.items() if efficient_attack(element, resisted))


def block_total(parts: dict[str, int], attack_element: str) -> int:
    """floor(inefficient / 2) + efficient, with `parts` element -> points (§8.5.3)."""
    weak = sum(points for element, points in parts.items() if not efficient_block(element, attack_element))
    return weak // 2 + sum(points for element, points in parts.items() if efficient_block(element, attack_element))


def block_needed(enemy: Enemy, foe: Foe, index: int) -> int:
    """Swift doubles the Attack to block (§8.7.6)."""
    value = attack_value(enemy, foe, index)
    return value * 2 if "swift" in abilities(enemy, foe, index) else value


def damage_of(enemy: Enemy, foe: Foe, index: int) -> int:
    """Brutal deals twice its Attack (§8.8.2); damage a Skill lets the Hero ignore is taken off that (Battle
    Hardened, Elemental Resistance: "ignore the next 2 damage"), never below 0."""
    value = attack_value(enemy, foe, index)
    dealt = value * 2 if "brutal" in abilities(enemy, foe, index) else value
    return max(0, dealt - damage_ignored(foe, index))


def damage_ignored(foe: Foe, index: int) -> int:
    prefix = f"{DAMAGE_IGNORED}{index}:"
    return sum(int(flag.removeprefix(prefix)) for flag in foe.flags if flag.startswith(prefix))


def hero_wounds(damage: int, hero_armor: int) -> int:
    """A Wound per Armor, the last one even for less (§8.8.6)."""
    return ceil(damage / hero_armor) if damage > 0 else 0


def unit_resists(unit_resistances: tuple[str, ...] | frozenset[str], element: str) -> bool:
    """§8.8.4: physical, fire or ice resistance against that element; cold fire needs both fire and ice."""
    if element == COLD_FIRE:
        return FIRE in unit_resistances and ICE in unit_resistances
    return element in unit_resistances


def fame_for(enemy: Enemy, foe: Foe, halved_before: int = 0) -> int:
    """The Fame on the token; half (rounded up, sites.yaml decision) for an absent owner's keep garrison; doubled
    for a monster an incantation summoned (Druid Nights, §13.7.8). Several such garrison enemies: "their Fame is
    added together and halved, rounded up" (Conquer and Hold, §13.7.10); `halved_before` is the printed Fame of
    those defeated before this one, so the halves gained add up to the halved sum."""
    if foe.half_fame:
        return ceil((halved_before + enemy.fame) / 2) - ceil(halved_before / 2)
    return enemy.fame * foe.fame_multiplier

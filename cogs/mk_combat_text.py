"""A combat in words (rules spec §8): the combat panel's header and `/mk combat`, English and German.

It reads the engine's combat view (engine/mageknight/combat/view.py), where every number is already the rules'
(Swift's Block needed, Brutal's damage, the city bonuses); nothing is computed here but sums for display.
Enemies are numbered from 1 in the combat view's order, as on the cards of the combat picture (render/mageknight/combat.py).
"""
from __future__ import annotations

from typing import Any

from i18n import t

RANGES = ("ranged", "siege", "melee")
SHOWN_PHASES_OF_DAMAGE = {"block": "mk_combat_damage_if_unblocked", "assign_damage": "mk_combat_damage_due"}


def _in(names: dict[str, str], locale: str) -> str:
    return names["de"] if locale.startswith("de") and names.get("de") else names["en"]


def enemy_label(enemy: dict[str, Any], locale: str) -> str:
    """"1. Prowlers": the number and name on the enemy's card in the combat picture."""
    return f"{enemy['index'] + 1}. {_in(enemy['name'], locale)}"


def _element(element: str, locale: str) -> str:
    return t(f"mk_element_{element}", locale)


def _with_elements(points: dict[str, Any], locale: str) -> str:
    """"3 (Fire 2)": the total, and the points that are not physical by element (physical is the default)."""
    special = [f"{_element(e, locale)} {n}" for e, n in points["elements"].items() if e != "physical"]
    return f"{points['total']} ({', '.join(special)})" if special else str(points["total"])


def pools_line(combat: dict[str, Any], locale: str, yours: bool) -> str:
    """"Your Attack: Ranged 3 (Fire 2), Siege 0, Melee 4 · Your Block: 5 (Ice 2)"."""
    attack = ", ".join(f"{t(f'mk_range_{r}', locale)} {_with_elements(combat['attack_points'][r], locale)}"
                       for r in RANGES)
    return t("mk_combat_pools_yours" if yours else "mk_combat_pools", locale, attack=attack,
             block=_with_elements(combat["block_points"], locale))


def _attack_text(attack: dict[str, Any], phase: str, locale: str) -> str:
    words = t("mk_combat_attack", locale, value=attack["value"])
    if attack["element"] != "physical":
        words += f" {_element(attack['element'], locale)}"
    if attack["blocked"]:
        words += f" ({t('mk_combat_blocked', locale)})"
    elif attack["dealt"]:
        words += f" ({t('mk_combat_dealt', locale)})"
    elif attack["attacking"] and attack["block_needed"] != attack["value"] and phase in ("ranged_siege", "block"):
        words += f" ({t('mk_combat_block_needed', locale, needed=attack['block_needed'])})"  # Swift (§8.7.6)
    return words


def _ability_names(enemy: dict[str, Any], locale: str) -> list[str]:
    names = []
    for ability in enemy["named_abilities"]:
        name = _in(ability["name"], locale)
        if ability["id"] == "fortified" and enemy["fortified"] > 1:  # by its token and its site (§8.6.4)
            name = t("mk_combat_fortified_twice", locale, fortified=name)
        names.append(f"{name} {ability['amount']}" if ability["amount"] is not None else name)
    return names + [_in(resistance["name"], locale) for resistance in enemy["named_resistances"]]


def enemy_line(enemy: dict[str, Any], phase: str, locale: str) -> str:
    """"1. Prowlers — Attack 4 (blocked) · Armor 3 · Fame 2 · Swift"; a defeated, dismissed or summoning enemy
    in short."""
    number, name = enemy["index"] + 1, _in(enemy["name"], locale)
    if enemy["defeated"]:
        return t("mk_combat_defeated", locale, number=number, name=name)
    if enemy["dismissed"]:
        return t("mk_combat_dismissed", locale, number=number, name=name)
    if not enemy["in_fight"]:  # a summoner behind its monster (§8.7.2)
        return t("mk_combat_summoning", locale, number=number, name=name)
    attacks = " + ".join(_attack_text(a, phase, locale) for a in enemy["attacks"]) or t("mk_combat_no_attack",
                                                                                         locale)
    line = t("mk_combat_enemy", locale, number=number, name=name, attacks=attacks, armor=enemy["armor"],
             fame=enemy["fame"])
    named = _ability_names(enemy, locale)
    if named:
        line += f" · {', '.join(named)}"
    if enemy["summoned_by"] is not None:
        line += f" · {t('mk_combat_summoned_by', locale, number=enemy['summoned_by'] + 1)}"
    return line


def damage_line(combat: dict[str, Any], locale: str) -> str | None:
    """"Damage to assign: 8 (1. Orc Skirmishers, Brutal)" in the Assign Damage phase; in the Block phase what the
    attacks not blocked yet would deal. Poison, Paralyze and the rest are named with their damage (§8.8.8-12)."""
    key = SHOWN_PHASES_OF_DAMAGE.get(combat["phase"])
    if key is None or not combat["damage_due"]:
        return None
    parts = []
    for due in combat["damage_due"]:
        points = t("mk_combat_damage_left", locale, points=due["points"]) if due["assigning"] else str(due["points"])
        if due["element"] != "physical":
            points += f" {_element(due['element'], locale)}"
        enemy = combat["enemies"][due["enemy"]]
        names = {ability["id"]: _in(ability["name"], locale) for ability in enemy["named_abilities"]}
        why = [enemy_label(enemy, locale), *(names[a] for a in due["abilities"])]
        parts.append(f"{points} ({', '.join(why)})")
    return t(key, locale, damage=" · ".join(parts))


def combat_lines(combat: dict[str, Any], locale: str, who: str | None = None) -> list[str]:
    """The combat in words: the phase, the Attack and Block played, each enemy, the damage due. `who` names the
    fighting player for those watching; without it the lines speak to the fighter ("Your Attack")."""
    phase = t(f"mk_combat_phase_{combat['phase']}", locale)
    lines = [t("mk_combat_head_of", locale, who=who, phase=phase) if who else t("mk_combat_head", locale, phase=phase),
             pools_line(combat, locale, yours=who is None)]
    lines += [enemy_line(enemy, combat["phase"], locale) for enemy in combat["enemies"]]
    damage = damage_line(combat, locale)
    return lines + ([damage] if damage else [])

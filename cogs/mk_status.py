"""Mage Knight's status message, and the lobby's and hand-off's words for it: everyone's view of where the game
stands, kept in view in the channel (cogs/status.py) and shown by `/mk status`.

It reads the public view and the content catalogue; nothing here decides a rule.
"""
from __future__ import annotations

from typing import Any

from cogs.mk_text import content_name, dummy_label, seat_label
from engine.mageknight.catalog import Catalog
from engine.store import TableRow
from engine.tables import game_options
from i18n import MESSAGES, t

SCENARIO = "scenario"  # the game option naming the scenario
VOLKARE_LEVELS = ("combat_level", "race_level")  # General Volkare's difficulty (Lost Legion §4.1.1)


def rounds_of(catalog: Catalog, view: dict[str, Any]) -> int:
    """How many Rounds the scenario lasts at this table's player count (its Scenario Book entry)."""
    return int(catalog.scenarios[view["scenario"]].setting(len(view["players"]), "rounds"))


def goal_text(catalog: Catalog, scenario: str, locale: str) -> str:
    """The scenario's goal in words, from the end conditions of its Scenario Book entry."""
    triggers = catalog.scenarios[scenario].end["trigger"]
    parts = [t(f"mk_goal_{trigger}", locale) for trigger in triggers if f"mk_goal_{trigger}" in MESSAGES]
    return t("mk_status_goal", locale, goal=t("mk_and", locale).join(parts)) if parts else ""


def status_text(catalog: Catalog, row: TableRow, view: dict[str, Any], locale: str) -> str:
    """The table's one status message: scenario and goal, Round "2 of 6", Day or Night, the Source, the Tactics
    taken, the order, whose turn, each player's standing."""
    scenario = content_name(catalog, view["scenario"], locale) or view["scenario"]
    players = {p["seat"]: p for p in view["players"]}
    lines = [t("mk_status_head", locale, scenario=scenario, round=view["round"], rounds=rounds_of(catalog, view),
               time=t(f"mk_time_{view['time']}", locale)), goal_text(catalog, view["scenario"], locale)]
    chosen = chosen_options(catalog, game_options(row), locale)
    if chosen:
        lines.append(t("mk_status_options", locale, options=", ".join(chosen)))
    if view["source"]:
        dice = ", ".join(t(f"mk_color_{color}", locale) for color in view["source"])
        lines.append(t("mk_status_source", locale, dice=dice))
    tactics = [(catalog.tactics[p["tactic"]].number, seat_label(catalog, row, p, locale), p["tactic"])
               for p in view["players"] if p["tactic"]]
    dummy = view.get("dummy")
    if dummy is not None and dummy["tactic"]:
        tactics.append((catalog.tactics[dummy["tactic"]].number, dummy_label(catalog, dummy["hero"], locale),
                        dummy["tactic"]))
    volkare = view.get("volkare")
    if volkare is not None and volkare["tactic"]:
        tactics.append((catalog.tactics[volkare["tactic"]].number, t("mk_volkare", locale), volkare["tactic"]))
    if tactics:
        taken = ", ".join(f"{who}: {content_name(catalog, tactic, locale)} ({number})"
                          for number, who, tactic in sorted(tactics))
        lines.append(t("mk_status_tactics", locale, tactics=taken))
    if view["order"]:
        order = [seat_label(catalog, row, players[s], locale) for s in view["order"] if s in players]
        if volkare is not None and volkare["slot"] is not None:  # his turn in its place (Lost Legion §4.1.5)
            order.insert(volkare["slot"], t("mk_volkare", locale))
        lines.append(t("mk_status_order", locale, order=", ".join(order)))
    if view["phase"] == "over":
        lines.append(t("game_over", locale))
        lines += _final_score(catalog, row, view, locale)
    elif view["turn"] is not None:
        current = seat_label(catalog, row, players[view["turn"]["seat"]], locale)
        lines.append(t("mk_status_turn", locale, who=current))
        if view["combat"] is not None:
            lines.append(t("mk_status_combat", locale, phase=t(f"mk_phase_{view['combat']['phase']}", locale)))
    else:
        lines.append(t(f"mk_status_phase_{view['phase']}", locale))
    for player in view["players"]:
        lines.append(t("mk_status_player", locale, who=seat_label(catalog, row, player, locale),
                       fame=player["fame"], reputation=player["reputation"], level=player["level"],
                       units=len(player["units"])))
    if dummy is not None and dummy["hero"]:
        lines.append(t("mk_status_dummy", locale, who=dummy_label(catalog, dummy["hero"], locale),
                       cards=dummy["deck_size"]))
    if volkare is not None:  # his deck is made once the Heroes are chosen (a Hero not in play's, LL §4.1.3)
        key = "mk_status_volkare" if volkare["hero"] else "mk_status_volkare_army"
        if volkare.get("camp"):  # in his Camp instead of a City (LL §5.1)
            key = "mk_status_volkare_captured" if volkare["defeated"] else "mk_status_volkare_camp"
        lines.append(t(key, locale, level=volkare["level"], army=len(volkare["army"]), cards=volkare["deck_size"]))
    for attack in (view.get("ghosts") or {}).get("attacks", []):  # revealed, waiting (Lost Legion §5.5.3)
        if attack["enemies"]:
            enemies = t("mk_and", locale).join(content_name(catalog, enemy, locale) for enemy in attack["enemies"])
            lines.append(t("mk_status_ghosts", locale, enemies=enemies,
                           who=seat_label(catalog, row, players[attack["seat"]], locale)))
    return "\n".join(filter(None, lines))


def _final_score(catalog: Catalog, row: TableRow, view: dict[str, Any], locale: str) -> list[str]:
    """The engine's final score as far as it goes: each player's total and the winners."""
    result = view.get("result") or {}
    players = {p["seat"]: p for p in view["players"]}
    scores = ", ".join(f"{seat_label(catalog, row, players[p['seat']], locale)} {p.get('total', p.get('fame', 0))}"
                       for p in result.get("players", []) if p.get("seat") in players)
    winners = ", ".join(seat_label(catalog, row, players[s], locale) for s in result.get("winners", [])
                        if s in players)
    return [t("mk_final_score", locale, scores=scores or "-", winners=winners or "-")] if result else []


def turn_words(catalog: Catalog, row: TableRow, view: dict[str, Any], locale: str) -> str:
    """What a turn handed over asks for beyond a move: a Hero at the start, a Tactic at each new Round."""
    if view["phase"] in ("heroes", "prepare", "tactics"):
        return t(f"mk_handoff_{view['phase']}", locale, round=view["round"], rounds=rounds_of(catalog, view))
    return ""


def options_words(catalog: Catalog, options: dict[str, str], locale: str) -> str:
    """A table's options in words for the lobby: the scenario, then what was chosen for it (chosen_options)."""
    scenario = options.get(SCENARIO)
    named = [content_name(catalog, scenario, locale) or scenario] if scenario else []
    return ", ".join(named + chosen_options(catalog, options, locale))


def chosen_options(catalog: Catalog, options: dict[str, str], locale: str) -> list[str]:
    """Every option not at its usual value, and in General Volkare's scenarios the combat and race levels always
    (they are the game's difficulty); what the data lacks for it, too (the lobby and the status message say it)."""
    words = []
    against_volkare = options.get(SCENARIO) in catalog.volkare_scenarios
    for name, value in options.items():
        if name in VOLKARE_LEVELS:
            if against_volkare:
                words.append(t(f"mk_option_{name}_{value}", locale))
        elif name != SCENARIO and f"mk_option_{name}_{value}" in MESSAGES:
            words.append(t(f"mk_option_{name}_{value}", locale))
    return words + _missing_skills(catalog, options.get(SCENARIO), locale)


def _missing_skills(catalog: Catalog, scenario_id: str | None, locale: str) -> list[str]:
    """A game with the cooperative Skills (every cooperative and solo one) says whose are not in the data: no
    source gives them (data/mageknight/unknown.yaml), so those Heroes' piles hold one token fewer."""
    scenario = catalog.scenarios.get(scenario_id or "")
    missing = catalog.heroes_without_cooperative_skill()
    if scenario is None or not missing or scenario.setup.get("remove_interactive_skill") != "competitive":
        return []
    heroes = ", ".join(content_name(catalog, hero, locale) for hero in missing)
    return [t("mk_notice_cooperative_skills", locale, heroes=heroes)]

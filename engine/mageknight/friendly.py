"""The friendly game (§13.6.4, "Seid nett zueinander"), for less competitive groups: table options, any of them.

- no_interactive_spells=yes: the Spells that affect other players (`interactive` in spells.yaml: Mana Meltdown,
  Mana Claim, Mind Read, Energy Flow) leave the Spell deck at setup.
- no_interactive_skills=yes: every Skill that affects other players (an interactive token, competitive or
  cooperative, §5.12.3.2) leaves the Heroes' Skill piles.
- no_pvp=yes: no combat between players; a Hero whose move ends on another's space (but a city's or the portal's)
  suffers Forced Withdrawal, as where a scenario forbids it (pvp_start.allowed_in_game, §6.11.5).

A scenario that already plays without the interactive Spells (solo and cooperative ones, §13.7.4-§13.7.6) or without
combat between players (First Reconnaissance, the cooperative ones) refuses the option: it would change nothing.
Friendly Mana is not built yet.
"""
from __future__ import annotations

from engine.mageknight.context import Ctx, refuse

SPELLS, SKILLS, NO_PVP = "no_interactive_spells", "no_interactive_skills", "no_pvp"  # table options (no | yes)


def interactive_spells(catalog) -> tuple[str, ...]:
    return tuple(spell for spell, card in catalog.spells.items() if card.interactive)


def check(catalog, scenario_id: str, spells: str, pvp: str) -> None:
    scenario = catalog.scenarios[scenario_id]
    if spells == "yes" and set(interactive_spells(catalog)) <= set(scenario.setup.get("remove_spells", ())):
        raise refuse(f"{scenario.name.en} is played without the interactive Spells already "
                     "(`no_interactive_spells=yes` changes nothing).",
                     f"{scenario.name.de} wird schon ohne die interaktiven Zauber gespielt "
                     "(`no_interactive_spells=yes` ändert nichts).", "13.6.4")
    modes = {scenario.setting(players, "mode") for players in scenario.players}
    if pvp == "yes" and (scenario.rules.get("pvp", True) is False or modes == {"cooperative"}):
        raise refuse(f"{scenario.name.en} is played without combat between players already (`no_pvp=yes` changes "
                     "nothing).", f"{scenario.name.de} wird schon ohne Kampf zwischen Spielern gespielt (`no_pvp=yes` "
                     "ändert nichts).", "13.6.4")


def removed_spells(catalog, spells: str) -> tuple[str, ...]:
    """The Spells the table's choice leaves out of the deck."""
    return interactive_spells(catalog) if spells == "yes" else ()


def without_interactive_skills(ctx: Ctx) -> bool:
    return SKILLS in ctx.state.table_rules


def without_pvp(ctx: Ctx) -> bool:
    return NO_PVP in ctx.state.table_rules

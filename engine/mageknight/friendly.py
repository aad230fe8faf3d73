"""The friendly game (§13.6.4, "Seid nett zueinander"), for less competitive groups: table options, any of them.

- no_interactive_spells=yes: the Spells that affect other players (`interactive` in spells.yaml: Mana Meltdown,
  Mana Claim, Mind Read, Energy Flow) leave the Spell deck at setup.
- no_interactive_skills=yes: every Skill that affects other players (an interactive token, competitive or
  cooperative, §5.12.3.2) leaves the Heroes' Skill piles.
- no_pvp=yes: no combat between players; a Hero whose move ends on another's space (but a city's or the portal's)
  suffers Forced Withdrawal, as where a scenario forbids it (pvp_start.allowed_in_game, §6.11.5).
- friendly_mana=yes, by Day: a gold die of the Source does not stand for a colour while an unused die of that colour
  is in the Source (mana.py asks `gold_stands_for`), and no effect rerolls or sets a gold die while any other die is
  in the Source (Mana Draw and Mana Pull take it, Mana Storm rerolls it: `gold_kept`).

# decision: the second rule is about effects a player chooses; a die used this turn is rerolled at its end as ever
  (§5.9.3), gold or not. Mana Search rerolls by Night only, where the rules do not apply.

A scenario that already plays without the interactive Spells (solo and cooperative ones, §13.7.4-§13.7.6) or without
combat between players (First Reconnaissance, the cooperative ones) refuses the option: it would change nothing.
"""
from __future__ import annotations

from engine.mageknight.context import Ctx, refuse
from engine.mageknight.source import lies_free

SPELLS, SKILLS, NO_PVP, MANA = "no_interactive_spells", "no_interactive_skills", "no_pvp", "friendly_mana"  # (no | yes)


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


def _friendly_mana_now(ctx: Ctx) -> bool:
    return MANA in ctx.state.table_rules and ctx.is_day


def _in_the_source(ctx: Ctx) -> list:
    return [die for die in ctx.state.source if lies_free(die)]


def gold_stands_for(ctx: Ctx, colors: set[str]) -> set[str]:
    """The colours a gold Source die may pay for (of `colors`, what gold stands for now): under Friendly Mana by
    Day, none that an unused die of the Source shows."""
    if not _friendly_mana_now(ctx):
        return colors
    return colors - {die.color for die in _in_the_source(ctx) if die.color != "gold"}


def gold_kept(ctx: Ctx) -> bool:
    """Under Friendly Mana by Day, with a die other than gold in the Source, no effect rerolls or sets a gold one."""
    return _friendly_mana_now(ctx) and any(die.color != "gold" for die in _in_the_source(ctx))

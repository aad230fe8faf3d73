"""Higher city levels (§13.6.8.1, and Full Conquest's own variant, §13.7.2): "experienced players may raise city
levels", a table option (`city_level_bonus=1`..`7`): every city revealed is that many levels above the scenario's.

# decision: the City cards print garrisons for levels 1 to 11 (cities.yaml): a raised level stops at 11, "even a
  level 11 city can fall to a single well-prepared player".
# decision: General Volkare's scenarios set the city's level with his combat level (LL §4.1.1), which is their way
  to raise it: the option is refused there.
"""
from __future__ import annotations

from engine.mageknight.context import refuse

OPTION = "city_level_bonus"
CHOICES = tuple(str(bonus) for bonus in range(8))  # 0 (none) .. 7: a level-4 city raised to 11
HIGHEST = 11  # the City cards' last garrison row


def check(catalog, scenario_id: str, choice: str) -> None:
    if choice == "0":
        return
    scenario = catalog.scenarios[scenario_id]
    if scenario_id in catalog.volkare_scenarios:
        raise refuse(f"In {scenario.name.en} the combat level sets the city's level (`combat_level=`): "
                     "`city_level_bonus` is not for it.",
                     f"In {scenario.name.de} legt die Kampfstufe das Level der Stadt fest (`combat_level=`): "
                     "`city_level_bonus` gilt dort nicht.", "13.6.8")
    if not any(scenario.setup_for(players).city_levels for players in scenario.players):
        raise refuse(f"{scenario.name.en} has no cities to raise.", f"{scenario.name.de} hat keine Städte, deren "
                     "Level steigen könnte.", "13.6.8")


def raised(level: int, bonus: int) -> int:
    return min(HIGHEST, level + bonus)

"""Additional Player (LL §5.3), a table option (`additional_player=yes`): one Hero more than the Scenario Book seats,
5 competing or 4 cooperating.

The setup is the scenario's for the most players it lists, with more map tiles where their counts depend on the
number of players; the catalogue derives it from the scenario's data (`Scenario.additional`, which also says which
scenarios the variant fits). The Source's extra die and the Unit offer's extra card come with the number of players
(§2.2.12, §2.3). In a cooperative game of 4 no Tactic leaves the game, whatever the scenario says, so that the
players and the Dummy still find one each every Round.
"""
from __future__ import annotations

from engine.mageknight.context import Ctx, refuse

OPTION = "additional_player"  # the table option: no | yes
RULE = "additional_player"  # GameState.table_rules


def check(catalog, scenario_id: str, choice: str, camp: str) -> None:
    """Only a scenario the variant fits, and only with the city tiles its map asks for: a fifth one is Volkare's Camp
    (`camp`: the table's volkares_camp choice, LL §5.1)."""
    if choice != "yes":
        return
    scenario = catalog.scenarios[scenario_id]
    if scenario.additional is None:
        raise refuse(f"The Additional Player adds a fifth Hero to a competitive scenario of the base game or a fourth "
                     f"to a cooperative one, not to a solo game, a team game or General Volkare's scenarios; "
                     f"{scenario.name.en} is none of them.",
                     f"Der zusätzliche Spieler bringt einen fünften Helden in ein Wettbewerbsszenario des Grundspiels "
                     f"oder einen vierten in ein kooperatives, nicht in ein Solospiel, ein Teamspiel oder General "
                     f"Volkares Szenarien; {scenario.name.de} ist keines davon.", "LL 5.3")
    if camp_needed(catalog, scenario) and camp == "no":
        cities = scenario.additional.tiles.city
        raise refuse(f"With the Additional Player, {scenario.name.en} needs {cities} city tiles: the fifth is "
                     "Volkare's Camp instead of a City (LL 5.1). Choose it too: volkares_camp=shuffled, bottom or "
                     "among_cities.",
                     f"Mit dem zusätzlichen Spieler braucht {scenario.name.de} {cities} Stadt-Spielplanteile: das "
                     "fünfte ist Volkares Lager anstelle einer Stadt (LL 5.1). Wählt es dazu: `volkares_camp=shuffled`, "
                     "`bottom` oder `among_cities`.", "LL 5.3")


def camp_needed(catalog, scenario) -> bool:
    """LL §5.3: where the setup with one player more asks for more city tiles than the box holds (a fifth), Volkare's
    Camp takes a City's place (LL §5.1): `check` asks the table to choose it."""
    return scenario.additional.tiles.city > len(catalog.tiles_of_kind("city"))


def seat_counts(scenario) -> tuple[int, ...]:
    """The one number of players the variant seats (5 competing, 4 cooperating)."""
    return (scenario.additional.players,)


def keeps_tactics(ctx: Ctx) -> bool:
    """LL §5.3: in a cooperative game of 4, no Tactic card leaves the game, even where the scenario says so."""
    return RULE in ctx.state.table_rules

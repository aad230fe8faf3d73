"""A fixed set of positions drawn to PNG files, for looking at and for the golden-image tests.

    python -m render.mageknight.gallery --out DIR

Every position is built by hand (position fixtures plus a few direct settings on the state), so the
pictures do not change when self-play or setup randomness changes.
"""
from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.mageknight.additional_player import RULE as ADDITIONAL_PLAYER
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.geometry import center_of
from engine.mageknight.positions import build_position
from engine.mageknight.reveal import place_tile
from engine.mageknight.scoring import final_score as final_score_of
from engine.mageknight.state import Combat, Dummy, Foe, GameState, Token, UnitCard, Volkare, hex_key
from render.mageknight import combat_png, hand_png, legend_png, map_png, offers_png, score_png

CATALOG = GAME.catalog

# The full 4-player map of First Reconnaissance: every tile of the wedge laid, rows of the tile grid [e, n].
FULL_MAP_TILES = (
    ("countryside_1", (0, 1)), ("countryside_2", (1, 0)),
    ("countryside_3", (0, 2)), ("countryside_4", (1, 1)), ("countryside_5", (2, 0)),
    ("countryside_6", (0, 3)), ("countryside_7", (1, 2)), ("countryside_8", (2, 1)), ("countryside_9", (3, 0)),
    ("countryside_10", (0, 4)), ("core_1", (1, 3)), ("core_5", (2, 2)), ("core_2", (3, 1)), ("countryside_11", (4, 0)),
)


def _view(state: GameState, seat: int | None = 0) -> dict[str, Any]:
    return GAME.view(state, seat)


def early_map() -> dict[str, Any]:
    """Round 1, Day: the starting tile and the two tiles of the setup; Tovak may explore from 2-NE."""
    state = build_position(CATALOG, {"seats": 2, "players": [{"hero": "tovak", "position": "2-NE"},
                                                               {"hero": "goldyx"}],
                                     "turn": {"seat": 0, "move": 4}})
    return _view(state)


def solo_map() -> dict[str, Any]:
    """Solo Conquest in Round 2: Tovak with crystals, Units and Wounds in his discard pile; the Dummy's deck is the
    Round clock; Zombie Horde (1+1+1) and Gibbering Ghouls face up."""
    state = build_position(CATALOG, {
        "scenario": "solo_conquest", "seats": 1, "round": 2, "source": ["red", "blue", "gold"],
        "players": [{"hero": "tovak", "position": "4-W", "fame": 9, "level": 2, "crystals": {"red": 2, "blue": 1},
                     "discard": ["wound", "wound", "march"]}],
        "enemies": {"1-NW": ["zombie_horde"]}, "turn": {"seat": 0, "move": 3}})
    state.players[0].units = [UnitCard("utem_swordsmen"), UnitCard("peasants", wounded=True)]
    state.dummy = Dummy("goldyx", deck=list(CATALOG.heroes["goldyx"].deck)[:7])
    return _view(state)


def walls_map() -> dict[str, Any]:
    """Lost Legion countryside tiles 12, 13 and 14 beside the starting tile: their walls (LL §2.1.1) drawn along the
    edges they lie on, and named in the key; orcs behind the walls of 12's centre."""
    tiles = [["starting_a", 0, 0], ["countryside_12", 1, -3], ["countryside_14", 3, -2], ["countryside_13", 2, 1]]
    state = build_position(CATALOG, {"tiles": tiles, "players": [{"hero": "tovak", "position": "12-NE"}],
                                     "enemies": {"12-C": ["orc_tracker"]}, "turn": {"seat": 0, "move": 4}})
    return _view(state)


def camp_map() -> dict[str, Any]:
    """Volkare's Camp instead of a City (LL §5.1), Solo Conquest: the Camp tile explored north-east, General Volkare
    in it for good with his army (level 5) face down, a Shield of Tovak's on his token from an assault that failed,
    Tovak beside the Camp's walls."""
    tiles = [["starting_a", 0, 0], ["countryside_3", 1, -3], ["countryside_5", 3, -2], ["countryside_2", 2, 1],
             ["volkare_camp_tile", 2, -6]]
    state = build_position(CATALOG, {"scenario": "solo_conquest", "seats": 1, "tiles": tiles, "round": 3,
                                     "players": [{"hero": "tovak", "position": "3-NE", "fame": 14, "level": 3}],
                                     "turn": {"seat": 0, "move": 4}})
    state.table_rules.append("volkares_camp")
    army = [Token(enemy, color, False) for enemy, color in (("swamp_dragon", "red"), ("guardsmen", "gray"),
                                                             ("wolf_riders", "green"), ("diggers", "green"))]
    state.volkare = Volkare("", 5, "", "", hex_key(2, -6), army=army, camp=True)
    state.map.cities[hex_key(2, -6)] = 5
    state.map.shields[hex_key(2, -6)] = [0]
    return _view(state)


def volkare_state() -> GameState:
    """Volkare's Return, Round 2 at Night: his Camp beside the start, General Volkare marched onto unexplored land
    east of it, his army of level 8 (two tokens face up since a fight), Arythea next to him."""
    tiles = [["starting_b", 0, 0], ["volkare_camp_tile", 1, -3], ["countryside_3", 3, -2], ["countryside_5", 2, 1]]
    state = build_position(CATALOG, {"scenario": "volkares_return", "tiles": tiles, "round": 2, "time": "night",
                                     "players": [{"hero": "arythea", "position": "V-E", "fame": 4}],
                                     "turn": {"seat": 0, "move": 2}})
    army = [Token("grim_legionnaires", "white", False), Token("thugs_gray", "gray", True),
            Token("fire_dragon", "red", False), Token("storm_dragon", "red", False),
            Token("diggers", "green", True), Token("prowlers", "green", False)]
    state.volkare = Volkare("norowas", 8, "heroic", "fair", hex_key(3, -4), army=army, deck=["march"] * 24,
                            discard=["rage", "wound"], die="green", marked={"red": "peasants"})
    state.map.sites_without_effect.append(hex_key(1, -3))
    return state


def volkare_combat_state() -> GameState:
    """Arythea fights Volkare, partly attending, in the Block phase: three of his troops left, his die green (Attack 4,
    Poison), his own token never a target."""
    state = volkare_state()
    troops = [Token("thugs_gray", "gray", True), Token("diggers", "green", True), Token("prowlers", "green", True)]
    state.volkare.army = troops

    def foe(token: Token, **settings: Any) -> Foe:
        attacks = len(CATALOG.enemies[token.enemy].attacks)
        return Foe(token.enemy, token.color, origin="volkare_army", blocked=[False] * attacks,
                   dealt=[False] * attacks, **settings)
    foes = [foe(token) for token in troops] + [Foe("volkare_green", "volkare", blocked=[False], dealt=[False])]
    foes[1].blocked = [True]
    state.turn.combat = Combat("volkare", phase="block", foes=foes, block={"physical": 3})
    state.turn.kind, state.turn.action_taken, state.turn.fought = "regular", True, True
    state.turn.attending_partly, state.turn.dice_allowed = True, 0
    return state


def quest_map() -> dict[str, Any]:
    """Volkare's Quest with 3 players, Round 1: the portal, its three neighbours and the Camp face up, the rest of the
    fixed map face down (countryside and core backs); General Volkare two steps from his Camp; Tovak may explore."""
    tiles = [["starting_b", 0, 0], ["countryside_1", 1, -3], ["countryside_2", 3, -2], ["countryside_3", 2, 1],
             ["volkare_camp_tile", 15, -10]]
    state = build_position(CATALOG, {"scenario": "volkares_quest", "seats": 3, "tiles": tiles,
                                     "players": [{"hero": "tovak", "position": "1-NE"}, {"hero": "goldyx"},
                                                 {"hero": "wolfhawk"}],
                                     "turn": {"seat": 0, "move": 4}})
    shape = CATALOG.map_shapes["volkares_quest_3"]
    backs = {"countryside": [f"countryside_{n}" for n in range(4, 13)], "core": [f"core_{n}" for n in range(1, 9)]}
    state.map.face_down = {hex_key(*center_of((e, n))): backs[kind].pop()
                           for kind in ("countryside", "core") for e, n in shape.fixed_positions[kind]}
    state.map_shape = "volkares_quest_3"
    state.volkare = Volkare("norowas", 20, "daring", "fair", hex_key(13, -8), deck=["march"] * 30,
                            army=[Token("prowlers", "green", False)] * 10 + [Token("thugs_gray", "gray", False)] * 2)
    state.map.sites_without_effect.append(hex_key(15, -10))
    return _view(state)


def five_players_state() -> GameState:
    """Druid Nights with an Additional Player (LL §5.3), Round 2, the first Night: the five Heroes in the friendly
    green city, which holds a Shield of each; three of them marked the glade of tile 1, Goldyx took the ruins of 8."""
    tiles = [["starting_b", 0, 0], ["countryside_1", 1, -3], ["countryside_2", 3, -2], ["countryside_5", 2, 1],
             ["core_5", 4, -5], ["countryside_8", 5, -1]]
    heroes = ("arythea", "goldyx", "tovak", "wolfhawk", "krang")
    fames = (14, 11, 9, 7, 4)
    state = build_position(CATALOG, {
        "scenario": "druid_nights", "seats": 5, "time": "night", "round": 2, "tiles": tiles,
        "source": ["red", "blue", "green", "white", "gold", "black", "black"],
        "players": [{"hero": hero, "position": "C5-C", "fame": fame, "level": 2 if fame > 8 else 1}
                    for hero, fame in zip(heroes, fames)],
        "shields": {"C5-C": [0, 1, 2, 3, 4], "1-C": [0, 2, 4], "8-NE": [1]},
        "turn": {"seat": 3, "move": 2}})
    state.table_rules.append(ADDITIONAL_PLAYER)
    return state


def full_map_state() -> GameState:
    """Round 5 at Night, four Heroes spread over a fully explored wedge, sites conquered and burned."""
    state = build_position(CATALOG, {
        "seats": 4, "seed": 4, "time": "night", "round": 5,
        "players": [{"hero": "arythea", "fame": 31, "level": 5}, {"hero": "tovak", "fame": 24, "level": 5},
                    {"hero": "goldyx", "fame": 17, "level": 4}, {"hero": "norowas", "fame": 12, "level": 3}],
        "turn": {"seat": 1, "move": 5}})
    state.decks.tiles = [t for t in state.decks.tiles if t not in dict(FULL_MAP_TILES)]
    ctx = Ctx(CATALOG, state)
    laid = {row[0] for row in state.map.tiles}
    for tile_id, grid in FULL_MAP_TILES:
        if tile_id not in laid:  # the setup laid the first two
            place_tile(ctx, tile_id, center_of(grid))
    # Conquests: the first keep and mage tower; one monastery burned; their defenders gone.
    sites = {}
    for tile_id, q, r in state.map.tiles:
        for position, space in CATALOG.tiles[tile_id].hexes.items():
            if space.site:
                offset = CATALOG.tile_geometry.positions[position]
                sites.setdefault(space.site, []).append(hex_key(q + offset[0], r + offset[1]))
    for seat, site in ((0, "keep"), (1, "mage_tower")):
        key = sites[site][0]
        state.map.enemies.pop(key, None)
        state.map.shields[key] = [seat]
    state.map.burned.append(sites["monastery"][0])
    positions = {0: sites["keep"][0], 1: "7,-8", 2: sites["village"][-1], 3: "2,-4"}
    for seat, key in positions.items():
        state.players[seat].position = key
    return state


def full_map() -> dict[str, Any]:
    return _view(full_map_state())


def hand_state() -> GameState:
    """Tovak at level 4 in his turn: a mixed hand, crystals, mana tokens, three Units (one spent, one wounded)."""
    state = build_position(CATALOG, {
        "players": [{"hero": "tovak", "level": 4, "fame": 17, "reputation": 2,
                     "hand": ["march", "rage", "blood_rage", "fireball", "banner_of_glory", "wound"],
                     "skills": ["tovak_double_time", "tovak_night_sharpshooting"],
                     "crystals": {"red": 2, "blue": 1, "white": 3}, "discard": ["stamina", "swiftness"]}],
        "turn": {"seat": 0, "tokens": ["gold", "black"]}})
    state.players[0].units = [UnitCard("utem_swordsmen"), UnitCard("herbalist", ready=False),
                              UnitCard("guardian_golems", wounded=True)]
    return state


def hand() -> dict[str, Any]:
    return _view(hand_state())


def combat_state() -> GameState:
    """Tovak assaulting a mage tower in the Assign damage phase: Swift, Brutal, Poison, Paralyze, Summon, resistances;
    one enemy defeated by ranged attacks, one summoned, one attack blocked, damage being assigned."""
    state = build_position(CATALOG, {"players": [{"hero": "tovak", "level": 3, "hand": ["rage", "march"]}],
                                     "turn": {"seat": 0, "move": 1}})
    state.players[0].units = [UnitCard("utem_swordsmen"), UnitCard("utem_crossbowmen", ready=False),
                              UnitCard("herbalist", wounded=True)]

    def foe(enemy_id: str, **settings: Any) -> Foe:
        attacks = len(CATALOG.enemies[enemy_id].attacks)
        return Foe(enemy_id, CATALOG.enemies[enemy_id].color, defends=True, blocked=[False] * attacks,
                   dealt=[False] * attacks, **settings)
    foes = [foe("freezers"), foe("altem_mages_white"), foe("illusionists_violet"), foe("manticore", summoner=2),
            foe("sorcerers_violet", defeated=True)]
    foes[0].blocked = [True]
    state.turn.combat = Combat("assault", site=state.players[0].position, came_from=state.players[0].position,
                               phase="assign_damage", foes=foes, attack={"ranged:ice": 3, "melee:physical": 2},
                               block={"fire": 2}, damage=[1, 0, 5], wounds=1)
    state.turn.kind, state.turn.action_taken, state.turn.fought = "regular", True, True
    return state


def zombie_combat_state() -> GameState:
    """Tovak against one Zombie Horde in the Block phase: three attacks, the second one blocked; the points on the
    table stand beside the only enemy."""
    state = build_position(CATALOG, {"players": [{"hero": "tovak", "level": 2, "hand": ["march"]}],
                                     "turn": {"seat": 0, "move": 3}})
    state.players[0].units = [UnitCard("peasants")]
    horde = Foe("zombie_horde", "green", blocked=[False, True, False], dealt=[False] * 3)
    state.turn.combat = Combat("provoke", site=None, came_from=state.players[0].position, phase="block",
                               foes=[horde], attack={}, block={"physical": 1, "ice": 2})
    state.turn.kind, state.turn.action_taken, state.turn.fought = "regular", True, True
    return state


def offers() -> dict[str, Any]:
    """Round 3 of a 3-player game: every offer face up, a monastery's Advanced Action in the Unit offer."""
    state = build_position(CATALOG, {"seats": 3, "seed": 2, "round": 3, "source": ["red", "blue", "gold", "black", "white"]})
    state.offers.hidden = []
    state.offers.skills = ["goldyx_flight", "norowas_leadership"]
    state.offers.unit_offer_aas = ["blood_rage"]
    return _view(state)


def final_score() -> dict[str, Any]:
    """The engine's final score of the full 4-player map, with Fame by Round and some Achievements set by hand."""
    state = full_map_state()
    by_round = ([8, 19, 31, 38], [6, 15, 24, 35], [5, 11, 17, 27], [3, 9, 12, 22])
    cards = (["fireball", "blood_rage", "wound"], ["snowstorm", "mana_storm", "regeneration"], ["wound", "wound"], [])
    for player, fame_by_round, extra_cards in zip(state.players, by_round, cards):
        player.fame, player.fame_by_round = fame_by_round[-1], list(fame_by_round)
        player.discard += extra_cards
    state.players[3].units = [UnitCard("utem_swordsmen"), UnitCard("herbalist", wounded=True)]
    return final_score_of(Ctx(CATALOG, state))


def five_players_score() -> dict[str, Any]:
    """The engine's final score of the five Heroes of Druid Nights, with Fame by Round and Units set by hand."""
    state = five_players_state()
    by_round = ([6, 14, 25, 33], [5, 11, 20, 31], [3, 9, 18, 26], [4, 7, 15, 24], [2, 4, 11, 19])
    for player, fame_by_round in zip(state.players, by_round):
        player.fame, player.fame_by_round = fame_by_round[-1], list(fame_by_round)
    state.players[2].units = [UnitCard("utem_swordsmen")]
    state.players[4].discard += ["fireball", "wound"]
    return final_score_of(Ctx(CATALOG, state))


# file name -> how its picture is drawn from the catalogue
GALLERY: dict[str, Callable[[], bytes]] = {
    "map-early-day.png": lambda: map_png(early_map(), CATALOG),
    "map-full-4-players-night.png": lambda: map_png(full_map(), CATALOG),
    "map-5-players-druid-nights.png": lambda: map_png(_view(five_players_state()), CATALOG),
    "map-solo-conquest-de.png": lambda: map_png(solo_map(), CATALOG, "de"),
    "map-around-C5-NE.png": lambda: map_png(full_map(), CATALOG, around="C5-NE"),
    "map-lost-legion-walls.png": lambda: map_png(walls_map(), CATALOG),
    "map-volkares-return.png": lambda: map_png(_view(volkare_state()), CATALOG),
    "combat-volkare-block-de.png": lambda: combat_png(_view(volkare_combat_state()), CATALOG, "de"),
    "map-volkares-quest.png": lambda: map_png(quest_map(), CATALOG),
    "map-volkares-camp.png": lambda: map_png(camp_map(), CATALOG),
    "hand-tovak-level-4.png": lambda: hand_png(hand(), 0, CATALOG),
    "combat-mage-tower-assign-damage.png": lambda: combat_png(_view(combat_state()), CATALOG),
    "combat-zombie-horde-block-de.png": lambda: combat_png(_view(zombie_combat_state()), CATALOG, "de"),
    "offers-round-3.png": lambda: offers_png(offers(), CATALOG),
    "score-4-players.png": lambda: score_png(final_score(), CATALOG),
    "score-5-players-de.png": lambda: score_png(five_players_score(), CATALOG, "de"),
    "legend-en.png": lambda: legend_png(CATALOG, "en"),
    "legend-de.png": lambda: legend_png(CATALOG, "de"),
    "hand-tovak-level-4-de.png": lambda: hand_png(hand(), 0, CATALOG, "de"),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for file_name, draw in GALLERY.items():
        (args.out / file_name).write_bytes(draw())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

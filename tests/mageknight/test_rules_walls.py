"""Walls (Lost Legion §2.1.1): crossing one costs 1 more Move, which no reduction removes and Space Bending ignores;
a rampaging enemy is never provoked by a move that ends across a wall from it; enemies challenged across a wall
are fortified, a fortified site assaulted across one twice (§8.6.4), an Unfortified enemy never, and a Hero
attacked across one is fortified (§11.5.3).

Countryside tile 12 (Lost Legion) lies at 12: its centre (plains, a rampaging orc space) is walled off from the
hills to the west (the refugee camp), the plains to the south-west (the maze) and the hills to the east (the
monastery); north-west (mountains) and north-east (swamp) are open to it.
"""
from engine.mageknight.game import GAME
from engine.mageknight.geometry import MapLayout, walled
from engine.mageknight.positions import build_position
from tests.mageknight.moves import act, legal, refused

CATALOG = GAME.catalog
TILES = [["starting_a", 0, 0], ["countryside_12", 1, -3]]


def on_tile_12(position: str, move: int, enemies: dict | None = None, hand=("march",), crystals=None):
    return build_position(CATALOG, {"tiles": TILES, "enemies": enemies or {}, "turn": {"move": move},
                                    "players": [{"hero": "tovak", "position": position, "hand": list(hand),
                                                 "crystals": crystals or {}}]})


def costs(state) -> dict[str, int]:
    """The Move each step costs, as the player's view (and so the panel) says it."""
    return {label: target["cost"] for label, target in GAME.view(state, 0)["move_targets"].items()}


def test_the_walls_of_a_tile_lie_between_the_spaces_it_names():
    layout = MapLayout.from_rows(TILES)
    centre, west, north_west = (layout.hex_of("countryside_12", p) for p in ("C", "W", "NW"))
    assert walled(layout, CATALOG, centre, west) and walled(layout, CATALOG, west, centre)
    assert not walled(layout, CATALOG, centre, north_west) and not walled(layout, CATALOG, west, north_west)


def test_crossing_a_wall_costs_one_more_move():
    """§2.1.1: hills 3 + 1 across the wall; the swamp to the north-east, with no wall between, costs its 5."""
    state = on_tile_12("12-C", move=10)
    found = costs(state)
    assert (found["12-W"], found["12-E"], found["12-SW"], found["12-NE"]) == (4, 4, 3, 5)
    state = act(state, "move to=12-W")
    assert state.players[0].position == "0,-3" and state.turn.move == 6


def test_a_step_across_a_wall_without_the_extra_move_is_refused():
    state = on_tile_12("12-C", move=3)
    assert "move to=12-W" not in legal(state)
    error = refused(state, "move to=12-W", "6.3.1")
    assert "4 Move" in error.message("en")


def test_no_reduction_removes_the_walls_move():
    """Path Finding: every terrain costs 1 less, to a minimum of 2; the wall still adds its 1 (hills 2 + 1)."""
    state = act(on_tile_12("12-C", move=5, hand=("path_finding",)), "play card=path_finding mode=basic")
    found = costs(state)
    assert (found["12-W"], found["12-NE"]) == (3, 4)


def test_space_bending_ignores_walls():
    state = on_tile_12("12-C", move=3, hand=("space_bending",), crystals={"blue": 1})
    state = act(state, "play card=space_bending mode=basic mana=crystal:blue")
    assert costs(state)["12-W"] == 3


def test_a_move_that_ends_across_a_wall_from_a_rampaging_enemy_does_not_provoke_it():
    """§2.1.1: the orcs on the centre; from the swamp (north-east, next to them) to the monastery's hills east of
    the wall, also next to them: no fight. Back the other way the move ends open to them, and provokes them
    (§6.4.3)."""
    state = on_tile_12("12-NE", move=10, enemies={"12-C": ["orc_tracker"]})
    state = act(state, "move to=12-E")
    assert state.turn.combat is None and state.players[0].position == hex_of("E")
    state = act(state, "move to=12-NE")
    assert state.turn.combat is not None and [foe.enemy for foe in state.turn.combat.foes] == ["orc_tracker"]


def test_a_move_between_open_spaces_next_to_a_rampaging_enemy_provokes_it_as_usual():
    """§6.4.3 on a tile with walls: from the mountains north-west of the orcs (a Hero may stand there, though not
    walk in) to the swamp north-east of them, both open to them."""
    state = on_tile_12("12-NW", move=10, enemies={"12-C": ["orc_tracker"]})
    state = act(state, "move to=12-NE")
    assert state.turn.combat is not None


def hex_of(position: str) -> str:
    q, r = MapLayout.from_rows(TILES).hex_of("countryside_12", position)
    return f"{q},{r}"


# --- fortification across walls -----------------------------------------------------------------------------

KEEP_TILES = [["starting_a", 0, 0], ["countryside_14", 1, -3]]  # tile 14: a wall between its centre and the keep


def challenged_from(position: str, enemy: str = "orc_tracker"):
    state = on_tile_12(position, move=0, enemies={"12-C": [enemy]})
    return act(state, "challenge at=12-C")


def test_a_rampaging_enemy_challenged_across_a_wall_is_fortified():
    """§2.1.1 (and §8.6.4): from the hills west of the wall only a Siege Attack reaches the orcs in the Ranged and
    Siege phase; from the open swamp a Ranged Attack does."""
    state = challenged_from("12-W")
    state.turn.combat.attack = {"ranged:physical": 10}
    error = refused(state, "attack targets=0", "8.6.6")
    assert "Only Siege Attacks count against fortified enemies." in error.message("en")
    state.turn.combat.attack = {"siege:physical": 10}
    assert act(state, "attack targets=0").turn.combat is None  # its one enemy defeated: the combat is won
    state = challenged_from("12-NE")
    state.turn.combat.attack = {"ranged:physical": 10}
    assert act(state, "attack targets=0").turn.combat is None


def test_an_unfortified_enemy_is_not_fortified_by_a_wall():
    """Lost Legion glossary, Unfortified: it ignores all fortification, walls too (lost-legion.md, abilities)."""
    state = challenged_from("12-W", "orc_war_beasts")
    state.turn.combat.attack = {"ranged:physical": 10}
    assert act(state, "attack targets=0").turn.combat is None


def keep_assaulted_from(position: str):
    state = build_position(CATALOG, {"tiles": KEEP_TILES, "enemies": {"14-NE": ["swordsmen"]}, "turn": {"move": 10},
                                     "players": [{"hero": "tovak", "position": position, "hand": ["march"]}]})
    state = act(state, "move to=14-NE")
    assert state.turn.combat.kind == "assault"
    return state


def test_a_fortified_site_assaulted_across_a_wall_is_fortified_twice():
    """§2.1.1: the keep assaulted across the wall from the centre: not even a Siege Attack reaches its defenders in
    the Ranged and Siege phase; from the open space east of it a Siege Attack does (§8.6.4)."""
    state = keep_assaulted_from("14-C")
    state.turn.combat.attack = {"siege:physical": 10}
    error = refused(state, "attack targets=0", "8.6.4")
    assert "fortified twice" in error.message("en")
    state = keep_assaulted_from("14-E")
    state.turn.combat.attack = {"siege:physical": 10}
    assert act(state, "attack targets=0").turn.combat is None  # the keep's one defender defeated: the fight is won


def attacked_from(position: str):
    """Full Conquest: Arythea on the centre of tile 12, Tovak steps onto her space from `position` and attacks her
    (§11.1)."""
    players = [{"hero": "tovak", "position": position, "hand": ["rage"]},
               {"hero": "arythea", "position": "12-C", "hand": ["determination"]}]
    state = build_position(CATALOG, {"scenario": "full_conquest", "seats": 2, "tiles": TILES, "players": players,
                                     "turn": {"seat": 0, "move": 10}})
    state = act(state, "move to=12-C")
    return act(state, "attack-player seat=2")


def test_a_hero_attacked_across_a_wall_is_fortified():
    """§2.1.1: attacking another player across a wall, the defender counts as fortified: only Siege Attacks
    reach her in the Ranged and Siege phase (§11.5.3); from the open swamp she is not."""
    assert attacked_from("12-E").pvp.fortified
    assert not attacked_from("12-NE").pvp.fortified

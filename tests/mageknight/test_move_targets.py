"""The words of a step come from the engine (movement.move_targets, in the view): the space's terrain, Move cost,
whether it starts a fight, and whether it traps the Hero on another Hero's space (§6.11.5, §9.2)."""
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position

MAP = [["starting_a", 0, 0], ["countryside_4", 1, -3], ["countryside_3", 3, -2]]


def position(scenario: str, **turn):
    players = [{"hero": "tovak", "position": "A-NE", "hand": ["march"]},
               {"hero": "arythea", "position": "A-E", "hand": ["march"]}]
    state = build_position(GAME.catalog, {"scenario": scenario, "seats": 2, "tiles": MAP, "players": players,
                                          "turn": {"seat": 0, "move": 5, **turn}})
    return state


def test_each_legal_step_has_its_terrain_and_move_cost_for_the_seat_to_move_only():
    state = position("full_conquest")
    targets = GAME.view(state, 0)["move_targets"]
    assert set(targets) == {str(a.get("to")) for a in GAME.legal_actions(state, 0) if a.verb == "move"}
    assert targets["A-C"]["terrain"] == "plains" and targets["A-C"]["cost"] == 2
    assert GAME.view(state, 1)["move_targets"] == {} and GAME.view(state, None)["move_targets"] == {}


def test_6_11_5_stepping_onto_a_hero_without_combat_between_players_is_a_trap():
    assert GAME.view(position("first_reconnaissance"), 0)["move_targets"]["A-E"]["trap"] is True
    assert not any(t["trap"] for label, t in GAME.view(position("first_reconnaissance"), 0)["move_targets"].items()
                   if label != "A-E")


def test_where_players_may_fight_the_heros_space_is_no_trap_but_the_attack():
    assert GAME.view(position("full_conquest"), 0)["move_targets"]["A-E"]["trap"] is False

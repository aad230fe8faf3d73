"""The interactive Skill tokens (engine/mageknight/cards/interactive_skills.py; rules spec §5.12.3.2, §4.2.2, Lost Legion
§5.8): each test uses the real token where its effect on the other players matters. Named after the spec section and
the Skill."""
from engine.mageknight import movement
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.geometry import MapLayout, parse_label
from engine.mageknight.positions import build_position
from engine.mageknight.state import WOUND, Combat, UnitCard
from tests.mageknight.moves import act, legal, refused
from tests.mageknight.test_rules_combat import find_enemy, foe

CATALOG = GAME.catalog


def two_heroes(skill, hero, hand=("march", "rage"), other_hand=("march", "stamina"), source=None, other_at="A-C"):
    """Seat 0 owns the interactive token, seat 1 plays next."""
    fixture = {"seats": 2, "turn": {"seat": 0},
               "players": [{"hero": hero, "position": "A-C", "skills": [skill], "hand": list(hand)},
                           {"hero": "goldyx" if hero != "goldyx" else "tovak", "position": other_at,
                            "hand": list(other_hand)}]}
    if source:
        fixture["source"] = list(source)
    return build_position(CATALOG, fixture)


def pass_turn(state):
    """End the turn of the seat on turn, discarding nothing, until the next seat's turn begins."""
    seat = state.turn.seat
    state = act(state, "end-turn")
    while state.turn is not None and state.turn.seat == seat and state.turn.decision is not None:
        options = state.turn.decision.options
        state = act(state, f"choose option={'done' if 'done' in options else options[0]}")
    return state


def options(state):
    return [a.removeprefix("choose option=") for a in legal(state)]


def cost_of(state, label):
    """The Move cost of entering the space `label` for the player on turn."""
    layout = MapLayout.from_rows(state.map.tiles)
    return movement.move_cost(Ctx(CATALOG, state), layout, parse_label(layout, label))


# --- The centre (§5.12.3.2, §4.2.2) ---------------------------------------------------------------------------------

def test_5_12_3_2_prayer_of_weather_goes_to_the_centre_and_back_face_down_at_the_owners_next_turn():
    state = act(two_heroes("norowas_prayer_of_weather", "norowas"), "skill id=norowas_prayer_of_weather")
    assert state.players[0].skills_in_centre == [["norowas_prayer_of_weather"]]
    assert "skill id=norowas_prayer_of_weather" not in legal(state)  # once a Round
    state = pass_turn(state)
    assert state.turn.seat == 1 and state.players[0].skills_in_centre
    state = pass_turn(state)
    assert state.turn.seat == 0 and state.players[0].skills_in_centre == []  # §4.2.2
    assert "norowas_prayer_of_weather" in state.players[0].skills_flipped  # face down until the next Round
    refused(state, "skill id=norowas_prayer_of_weather", "5.12.3")


def test_5_12_3_2_a_token_in_the_centre_goes_back_at_the_end_of_the_round():
    state = act(two_heroes("norowas_prayer_of_weather", "norowas"), "skill id=norowas_prayer_of_weather")
    state.round.end_announced_by = 1
    state = pass_turn(state)
    assert state.round.number == 2 and state.players[0].skills_in_centre == []


# --- Prayer of Weather (Norowas) ------------------------------------------------------------------------------------

def test_5_12_prayer_of_weather_lowers_the_owners_costs_and_raises_the_other_players_costs_by_1():
    state = two_heroes("norowas_prayer_of_weather", "norowas")
    assert (cost_of(state, "A-E"), cost_of(state, "A-NE")) == (2, 3)  # plains, forest by Day
    state = act(state, "skill id=norowas_prayer_of_weather")
    assert (cost_of(state, "A-E"), cost_of(state, "A-NE")) == (1, 1)  # -2, at least 1
    state = pass_turn(state)
    assert state.turn.seat == 1 and (cost_of(state, "A-E"), cost_of(state, "A-NE")) == (3, 4)
    state.turn.move = 3
    assert "move to=A-E" in legal(state) and "move to=A-NE" not in legal(state)


def test_5_8_prayer_of_weather_harms_nobody_in_the_final_turns_of_the_round():
    state = pass_turn(act(two_heroes("norowas_prayer_of_weather", "norowas"), "skill id=norowas_prayer_of_weather"))
    state.round.end_announced_by = 0  # Lost Legion §5.8: the last turns are non-interactive
    assert cost_of(state, "A-E") == 2


# --- Source Freeze (Goldyx) -----------------------------------------------------------------------------------------

def test_5_12_source_freeze_the_others_use_no_standard_die_and_the_owner_gains_a_crystal_next_turn():
    state = two_heroes("goldyx_source_freeze", "goldyx", source=["red", "blue", "blue"])
    state = act(state, "skill id=goldyx_source_freeze")
    state = pass_turn(state)
    assert state.turn.seat == 1
    assert not [a for a in legal(state) if "die:" in a]  # Stamina's strong effect cannot take the blue die
    state.players[1].crystals["blue"] = 1
    assert "play card=stamina mode=powered mana=crystal:blue" in legal(state)
    refused(state, "play card=stamina mode=powered mana=die:1", "5.9")
    state = pass_turn(state)
    assert state.turn.seat == 0 and options(state) == ["red", "blue"]  # the colours showing in the Source
    before = list(state.source)
    state = act(state, "choose option=blue")
    assert state.players[0].crystals["blue"] == 1 and state.source == before  # no die rerolled
    assert [a for a in legal(state) if "die:" in a]  # the owner's own standard die is free


def test_5_12_source_freeze_one_basic_colour_showing_gives_its_crystal_at_once():
    state = two_heroes("goldyx_source_freeze", "goldyx", source=["gold", "black", "white"])
    state = pass_turn(pass_turn(act(state, "skill id=goldyx_source_freeze")))
    assert state.turn.seat == 0 and state.turn.decision is None and state.players[0].crystals["white"] == 1


# --- Mana Exploit (Tovak) -------------------------------------------------------------------------------------------

def test_5_12_mana_exploit_gives_a_token_and_wounds_others_once_per_colour_they_use_unmarked():
    state = two_heroes("tovak_mana_exploit", "tovak", other_hand=("stamina", "stamina", "march"))
    state = act(state, "skill id=tovak_mana_exploit")
    assert options(state) == ["red", "blue", "green", "white", "black"]  # not gold
    state = act(state, "choose option=green")
    assert state.turn.tokens == ["green"] and state.players[0].skills_in_centre == [["tovak_mana_exploit", "green"]]
    state = pass_turn(state)
    state.players[1].crystals.update(blue=2, green=1)
    state = act(state, "play card=stamina mode=powered mana=crystal:blue")
    assert state.players[1].hand.count(WOUND) == 1
    state = act(state, "play card=stamina mode=powered mana=crystal:blue")
    assert state.players[1].hand.count(WOUND) == 1  # one Wound per colour
    state = act(state, "play card=march mode=powered mana=crystal:green")
    assert state.players[1].hand.count(WOUND) == 1  # the marked colour


def test_5_12_mana_exploit_does_not_wound_its_owner():
    state = act(act(two_heroes("tovak_mana_exploit", "tovak", hand=("stamina",)), "skill id=tovak_mana_exploit"),
                "choose option=red")
    state.players[0].crystals["blue"] = 1
    state = act(state, "play card=stamina mode=powered mana=crystal:blue")
    assert WOUND not in state.players[0].hand


# --- Healing Ritual (Arythea) ---------------------------------------------------------------------------------------

def test_5_12_healing_ritual_throws_away_two_wounds_and_one_goes_to_the_closest_hero():
    state = two_heroes("arythea_healing_ritual", "arythea", hand=(WOUND, WOUND, "march"), other_at="A-E")
    state = act(state, "skill id=arythea_healing_ritual")
    assert options(state) == ["wounds:2", "wounds:1"]
    state = act(state, "choose option=wounds:2")
    assert state.players[0].hand == ["march"] and state.players[1].hand.count(WOUND) == 1


def test_5_12_healing_ritual_closest_hero_is_chosen_among_equally_close_ones():
    fixture = {"seats": 3, "players": [
        {"hero": "arythea", "position": "A-C", "skills": ["arythea_healing_ritual"], "hand": [WOUND]},
        {"hero": "tovak", "position": "A-E"}, {"hero": "goldyx", "position": "A-NW"}]}
    state = act(build_position(CATALOG, fixture), "skill id=arythea_healing_ritual")
    assert options(state) == ["seat:1", "seat:2"]
    state = act(state, "choose option=seat:2")
    assert WOUND not in state.players[0].hand and state.players[2].hand.count(WOUND) == 1


def test_5_12_healing_ritual_needs_a_wound_in_the_hand():
    refused(two_heroes("arythea_healing_ritual", "arythea"), "skill id=arythea_healing_ritual", "5.12")


# --- Wolf's Howl (Wolfhawk) -----------------------------------------------------------------------------------------

def test_5_12_wolfs_howl_a_card_sideways_gives_4_and_1_more_per_command_token_without_a_unit():
    state = act(two_heroes("wolfhawk_wolfs_howl", "wolfhawk"), "skill id=wolfhawk_wolfs_howl")
    assert options(state) == ["march:move", "rage:move"]  # no Influence: not for an interaction
    state = act(state, "choose option=march:move")
    assert state.turn.move == 5 and state.players[0].skills_in_centre == [["wolfhawk_wolfs_howl"]]
    with_unit = two_heroes("wolfhawk_wolfs_howl", "wolfhawk")
    with_unit.players[0].units = [UnitCard("peasants")]  # the level 1 Hero's one Command token holds a Unit
    state = act(act(with_unit, "skill id=wolfhawk_wolfs_howl"), "choose option=march:move")
    assert state.turn.move == 4


def test_5_12_wolfs_howl_the_other_players_units_get_minus_1_to_attacks_and_blocks():
    state = act(act(two_heroes("wolfhawk_wolfs_howl", "wolfhawk"), "skill id=wolfhawk_wolfs_howl"),
                "choose option=march:move")
    state = pass_turn(state)
    state.players[1].units = [UnitCard("utem_swordsmen")]
    enemy = find_enemy(element="physical")
    state.turn.combat = Combat(kind="challenge", foes=[foe(enemy)], phase="attack")
    state.turn.kind, state.turn.action_taken, state.turn.fought = "regular", True, True
    assert act(state, "unit unit=0 ability=1").turn.combat.attack == {"melee:physical": 5}  # Attack 6
    state.players[0].skills_in_centre = []
    assert act(state, "unit unit=0 ability=1").turn.combat.attack == {"melee:physical": 6}


def test_5_12_wolfs_howl_is_not_used_during_an_interaction():
    state = two_heroes("wolfhawk_wolfs_howl", "wolfhawk")
    state.turn.interaction = state.players[0].position
    refused(state, "skill id=wolfhawk_wolfs_howl", "5.12")


def test_5_12_3_2_source_freeze_taken_back_at_the_end_of_the_round_gives_no_crystal():
    state = two_heroes("goldyx_source_freeze", "goldyx", source=["red", "blue", "blue"])
    state = act(state, "skill id=goldyx_source_freeze")
    state.round.end_announced_by = 1
    state = pass_turn(state)
    assert state.round.number == 2 and state.players[0].skills_in_centre == []
    assert state.players[0].crystals == {"red": 0, "blue": 0, "green": 0, "white": 0}

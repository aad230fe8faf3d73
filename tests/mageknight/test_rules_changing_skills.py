"""Polarization, Master of Chaos and Shapeshift (engine/mageknight/cards/changing_skills.py; rules spec §5.12): each test uses
the real Skill token in a position where its effect matters. Named after the spec section and the Skill."""
from engine.mageknight.cards import changing_skills
from engine.mageknight.context import Ctx
from engine.mageknight.describe import option_words
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from tests.mageknight.moves import act, legal, refused
from tests.mageknight.test_rules_combat import fight, find_enemy, foe

CATALOG = GAME.catalog
POLARIZATION, CHAOS, SHAPESHIFT = "arythea_polarization", "krang_master_of_chaos", "braevalar_shapeshift"


def with_skill(skill, time="day", hand=("march",), source=("red",), crystals=None, **turn):
    fixture = {"time": time, "source": list(source), "turn": turn,
               "players": [{"hero": "arythea", "position": "A-C", "skills": [skill], "hand": list(hand),
                            "crystals": crystals or {}}]}
    return build_position(CATALOG, fixture)


def in_combat(skill, phase, hand=("march",)):
    state = fight(foe(find_enemy(allow=(), resists=())), phase=phase, hand=hand)
    state.players[0].skills = [skill]
    return state


def options(state):
    return [a.removeprefix("choose option=") for a in legal(state)]


# --- Polarization (Arythea) ----------------------------------------------------------------------------------

def test_5_9_2_polarization_a_crystal_is_used_as_its_opposite_colour():
    state = with_skill(POLARIZATION, hand=("march",), source=("gold",), crystals={"blue": 1})
    state = act(state, f"skill id={POLARIZATION}")
    assert options(state) == ["crystal:blue:red"]  # a gold die by Day would be black: that pays nothing by Day
    state = act(state, "choose option=crystal:blue:red")
    assert state.players[0].crystals["blue"] == 0 and state.turn.tokens == ["red"]


def test_5_9_2_polarization_by_day_a_depleted_black_die_powers_march():
    state = with_skill(POLARIZATION, hand=("march",), source=("black", "red"))
    state = act(state, f"skill id={POLARIZATION}")
    assert options(state) == ["die:0:red", "die:0:blue", "die:0:green", "die:0:white", "die:1:blue"]
    state = act(state, "choose option=die:0:green")
    assert state.source[0].taken_by == 0 and state.turn.dice_used == 1 and state.turn.tokens == ["green"]
    state = act(state, "play card=march mode=powered mana=token:green")
    assert state.turn.move == 4


def test_5_9_2_polarization_at_night_a_depleted_gold_die_is_used_as_black():
    state = with_skill(POLARIZATION, time="night", source=("gold",), tokens=["black"])
    state = act(state, f"skill id={POLARIZATION}")
    assert options(state) == ["die:0:black"]  # a black token as gold would pay nothing at Night
    state = act(state, "choose option=die:0:black")
    assert state.turn.tokens == ["black", "black"] and state.turn.dice_used == 1


def test_5_9_2_polarization_is_refused_without_mana_to_polarize_and_once_a_turn():
    refused(with_skill(POLARIZATION, source=("gold",)), f"skill id={POLARIZATION}", "5.12")
    state = act(with_skill(POLARIZATION, source=("gold",), crystals={"red": 2}), f"skill id={POLARIZATION}")
    state = act(state, "choose option=crystal:red:blue")
    refused(state, f"skill id={POLARIZATION}", "5.12.3")


# --- Master of Chaos (Krang) ---------------------------------------------------------------------------------

def test_5_12_master_of_chaos_turns_from_green_to_black_a_cold_fire_ranged_attack_1():
    state = in_combat(CHAOS, "ranged_siege")
    state.chaos_shield = "green"
    state = act(state, f"skill id={CHAOS}")
    assert state.chaos_shield == "black" and state.turn.combat.attack == {"ranged:cold_fire": 1}


def test_5_12_master_of_chaos_turns_from_black_to_white_influence_2():
    state = with_skill(CHAOS)
    state.chaos_shield = "black"
    state = act(state, f"skill id={CHAOS}")
    assert state.chaos_shield == "white" and state.turn.influence == 2


def test_5_12_master_of_chaos_gold_offers_what_can_be_used_now():
    state = in_combat(CHAOS, "block")
    state.chaos_shield = "red"
    state = act(state, f"skill id={CHAOS}")
    assert state.chaos_shield == "gold" and options(state) == ["0"]  # Block 3: nothing else serves in the Block phase
    assert option_words(Ctx(CATALOG, state), state.turn.decision, "0") == ("Block 3", "Block 3")
    assert act(state, "choose option=0").turn.combat.block == {"physical": 3}


def test_5_12_master_of_chaos_is_refused_when_the_next_colour_gives_nothing_usable():
    state = with_skill(CHAOS)
    state.chaos_shield = "gold"  # next: blue, Block 3, outside combat
    refused(state, f"skill id={CHAOS}", "5.12")
    state.chaos_shield = ""  # a token never placed has no shield colour
    refused(state, f"skill id={CHAOS}", "5.12")


def test_5_12_master_of_chaos_shield_colour_is_drawn_at_setup_when_the_token_is_in_the_game():
    state = build_position(CATALOG, {"players": [{"hero": "krang"}]})
    changing_skills.place_master_of_chaos(Ctx(CATALOG, state))
    assert state.chaos_shield in ("blue", "green", "black", "white", "red", "gold")
    other = build_position(CATALOG, {"players": [{"hero": "tovak"}]})
    changing_skills.place_master_of_chaos(Ctx(CATALOG, other))
    assert other.chaos_shield == ""


# --- Shapeshift (Braevalar) ----------------------------------------------------------------------------------

def test_5_12_shapeshift_march_gives_attack_2_in_the_attack_phase():
    state = act(in_combat(SHAPESHIFT, "attack", hand=("march", "promise")), f"skill id={SHAPESHIFT}")
    # Promise gives no Move, Attack or Block; Move is no use here; a green Source die would pay March's strong side.
    assert options(state) == ["march:basic:-:attack", "march:powered:-:attack"]
    state = act(state, "choose option=march:basic:-:attack")
    assert state.turn.combat.attack == {"melee:physical": 2} and state.players[0].hand == ["promise"]
    assert [(p.card, p.mode) for p in state.players[0].play_area] == [("march", "basic")]


def test_5_12_shapeshift_keeps_the_element_cold_toughness_ice_block_3_as_ice_attack_3():
    state = act(in_combat(SHAPESHIFT, "attack", hand=("tovak_cold_toughness",)), f"skill id={SHAPESHIFT}")
    assert "tovak_cold_toughness:basic:1:attack" in options(state)
    state = act(state, "choose option=tovak_cold_toughness:basic:1:attack")
    assert state.turn.combat.attack == {"melee:ice": 3}


def test_5_12_shapeshift_strong_swiftness_ranged_attack_3_as_move_3_for_its_mana():
    state = act(with_skill(SHAPESHIFT, hand=("swiftness",), crystals={"white": 1}), f"skill id={SHAPESHIFT}")
    assert options(state) == ["swiftness:powered:-:move"]  # its basic side already gives Move
    state = act(state, "choose option=swiftness:powered:-:move")
    assert options(state) == ["swiftness:powered:-:move:crystal:white"]
    state = act(state, "choose option=swiftness:powered:-:move:crystal:white")
    assert state.turn.move == 3 and state.players[0].crystals["white"] == 0


def test_5_12_shapeshift_is_refused_without_a_basic_action_that_fits():
    refused(with_skill(SHAPESHIFT, hand=("promise", "wound")), f"skill id={SHAPESHIFT}", "5.12")

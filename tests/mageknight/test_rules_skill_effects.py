"""The non-combat Skills' hooks (engine/mageknight/cards/skill_effects.py; rules spec §5.12): each test uses the real
Skill token in a position where its effect matters. Named after the spec section and the Skill."""
import pytest

from engine.mageknight.cards import skill_effects
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.geometry import MapLayout, parse_label
from engine.mageknight.positions import build_position
from engine.mageknight.state import hex_key
from tests.mageknight.moves import act, legal, refused
from tests.mageknight.test_rules_combat import fight, find_enemy, foe

CATALOG = GAME.catalog


def with_skill(skill, hero="tovak", time="day", hand=("march", "rage"), source=None, position="A-C", **turn):
    fixture = {"time": time, "players": [{"hero": hero, "position": position, "skills": [skill], "hand": list(hand)}],
               "turn": turn}
    if source:
        fixture["source"] = list(source)
    return build_position(CATALOG, fixture)


def key_of(state, label):
    return hex_key(*parse_label(MapLayout.from_rows(state.map.tiles), label))


def options(state):
    return [a.removeprefix("choose option=") for a in legal(state)]


# --- Sideways values (§5.2) ---------------------------------------------------------------------------------

def test_5_2_i_dont_give_a_damn_a_basic_action_sideways_gives_2_move():
    state = act(with_skill("tovak_i_dont_give_a_damn"), "skill id=tovak_i_dont_give_a_damn")
    assert options(state) == ["march:move", "march:influence", "rage:move", "rage:influence"]
    state = act(state, "choose option=march:move")
    assert state.turn.move == 2 and [p.card for p in state.players[0].play_area] == ["march"]
    assert state.players[0].play_area[0].mode == "sideways" and state.players[0].hand == ["rage"]


def test_5_2_i_dont_give_a_damn_an_advanced_action_sideways_gives_3_block():
    enemy = find_enemy(element="physical", allow=("brutal",))
    state = fight(foe(enemy), phase="block", hand=("blood_rage", "march"))
    state.players[0].skills = ["tovak_i_dont_give_a_damn"]
    state = act(state, "skill id=tovak_i_dont_give_a_damn")
    assert options(state) == ["blood_rage:block", "march:block"]
    assert act(state, "choose option=blood_rage:block").turn.combat.block == {"physical": 3}


def test_5_2_i_dont_give_a_damn_needs_a_card_to_play_sideways():
    refused(with_skill("tovak_i_dont_give_a_damn", hand=("wound",)), "skill id=tovak_i_dont_give_a_damn", "5.12")


def test_5_2_who_needs_magic_gives_3_and_closes_the_source_for_the_turn():
    state = with_skill("tovak_who_needs_magic", hand=("march", "stamina"), source=["red", "blue", "green"])
    state = act(state, "skill id=tovak_who_needs_magic")
    state = act(state, "choose option=march:move")
    assert options(state) == ["march:move:3", "march:move:2"]
    after = act(state, "choose option=march:move:3")
    assert after.turn.move == 3
    assert not [a for a in legal(after) if "die:" in a]  # Stamina's strong effect can no longer take the blue die
    kept = act(state, "choose option=march:move:2")
    assert kept.turn.move == 2 and "play card=stamina mode=powered mana=die:1" in legal(kept)


def test_5_2_who_needs_magic_after_a_source_die_was_used_gives_2():
    state = with_skill("tovak_who_needs_magic", hand=("march", "stamina"), source=["red", "blue", "green"])
    state = act(state, "play card=stamina mode=powered mana=die:1")
    state = act(state, "skill id=tovak_who_needs_magic")
    assert act(state, "choose option=march:move").turn.move == 2 + state.turn.move


def test_5_2_power_of_pain_plays_a_wound_sideways_for_2_and_it_ends_in_the_discard_pile():
    state = with_skill("arythea_power_of_pain", hero="arythea", hand=("wound", "march"))
    state = act(state, "skill id=arythea_power_of_pain")
    assert options(state) == ["wound:move", "wound:influence"]
    state = act(state, "choose option=wound:influence")
    assert state.turn.influence == 2 and state.players[0].hand == ["march"]
    state = act(state, "end-turn")
    assert "wound" in GAME.load(GAME.dump(state)).players[0].discard


def test_5_2_power_of_pain_without_a_wound_is_refused():
    refused(with_skill("arythea_power_of_pain", hero="arythea"), "skill id=arythea_power_of_pain", "5.12")


def test_5_2_universal_power_gives_4_for_an_action_card_of_the_manas_colour_else_3():
    state = with_skill("goldyx_universal_power", hero="goldyx", source=["black", "black", "black"])
    state.players[0].crystals.update(red=1, blue=1)
    state = act(state, "skill id=goldyx_universal_power")
    state = act(state, "choose option=rage:move")
    assert options(state) == ["rage:move:crystal:blue", "rage:move:crystal:red"]
    assert act(state, "choose option=rage:move:crystal:red").turn.move == 4  # Rage is red
    after = act(state, "choose option=rage:move:crystal:blue")
    assert after.turn.move == 3 and after.players[0].crystals == {"red": 1, "blue": 0, "green": 0, "white": 0}


def test_5_2_universal_power_needs_a_basic_mana():
    state = with_skill("goldyx_universal_power", hero="goldyx", source=["black", "black", "black"])
    refused(state, "skill id=goldyx_universal_power", "5.12")


# --- Exploring and scouting (§6.5, §6.7) ------------------------------------------------------------------------

TOWER_AND_KEEP_MAP = [["starting_a", 0, 0], ["countryside_4", 1, -3], ["countryside_3", 3, -2]]  # 4-C, 3-NE


def explores(state):
    return [a for a in legal(state) if a.startswith("explore")]


def test_6_5_hawk_eyes_at_night_exploring_costs_1_move():
    state = with_skill("wolfhawk_hawk_eyes", hero="wolfhawk", time="night", position="2-E")
    assert not explores(state)
    state = act(state, "skill id=wolfhawk_hawk_eyes")  # Move 1, and exploring costs 1 this turn
    assert state.turn.move == 1 and explores(state)
    after = act(state, explores(state)[0])
    assert after.turn.move == 0 and len(after.map.tiles) == len(state.map.tiles) + 1


def test_6_5_hawk_eyes_by_day_does_not_make_exploring_cheaper():
    state = act(with_skill("wolfhawk_hawk_eyes", hero="wolfhawk", position="2-E"), "skill id=wolfhawk_hawk_eyes")
    assert state.turn.move == 1 and not explores(state)
    refused(state, "explore dir=NE", "6.5.2")


def test_6_5_feral_allies_always_makes_exploring_cost_1_less():
    state = with_skill("braevalar_feral_allies", hero="braevalar", position="2-E", move=1)
    assert explores(state)  # without using the token
    assert act(state, explores(state)[0]).turn.move == 0
    assert not explores(with_skill("braevalar_thunderstorm", hero="braevalar", position="2-E", move=1))


def test_6_7_hawk_eyes_by_day_reveals_a_keeps_garrison_2_spaces_away():
    grey = next(e.id for e in CATALOG.enemies.values() if e.color == "gray")
    state = build_position(CATALOG, {"tiles": TOWER_AND_KEEP_MAP, "enemies": {"3-NE": [grey]}, "players": [
        {"hero": "wolfhawk", "position": "3-SW", "skills": ["wolfhawk_hawk_eyes"], "hand": ["march"]}]})
    keep = next(key for key in state.map.enemies)
    state.map.enemies[keep][0].face_up = False
    after = act(state, "skill id=wolfhawk_hawk_eyes")
    assert after.map.enemies[keep][0].face_up and after.turn.move == 1
    assert act(state, "play card=march mode=sideways as=move").map.enemies[keep][0].face_up is False


# --- Motivation, Regenerate: the least Fame (not tied) ---------------------------------------------------------

def two_heroes(skills, hero="arythea", fame=(0, 5), hand=("wound", "march"), **player):
    return build_position(CATALOG, {"seats": 2, "source": ["black"] * 5, "players": [
        {"hero": hero, "position": "A-C", "skills": list(skills), "hand": list(hand), "fame": fame[0],
         "deck": ["rage", "stamina", "swiftness"], **player},
        {"hero": "goldyx" if hero != "goldyx" else "tovak", "fame": fame[1]}]})


def test_5_12_motivation_draws_2_and_the_least_fame_gives_a_red_mana_token():
    state = act(two_heroes(["arythea_motivation"]), "skill id=arythea_motivation")
    assert state.players[0].hand == ["wound", "march", "rage", "stamina"] and state.turn.tokens == ["red"]
    assert "arythea_motivation" in state.players[0].skills_flipped


@pytest.mark.parametrize("fame", [(5, 5), (6, 5)])
def test_5_12_motivation_tied_or_more_fame_gives_no_bonus(fame):
    state = act(two_heroes(["arythea_motivation"], fame=fame), "skill id=arythea_motivation")
    assert len(state.players[0].hand) == 4 and state.turn.tokens == []


def test_5_12_wolfhawks_motivation_gives_fame_1():
    state = act(two_heroes(["wolfhawk_motivation"], hero="wolfhawk"), "skill id=wolfhawk_motivation")
    assert state.players[0].fame == 1


def test_5_12_no_other_motivation_until_the_end_of_the_next_turn():
    state = act(two_heroes(["arythea_motivation", "goldyx_motivation"]), "skill id=arythea_motivation")
    assert "skill id=goldyx_motivation" not in legal(state)
    refused(state, "skill id=goldyx_motivation", "5.12")
    ended = act(state, "end-turn")
    assert ended.players[0].motivation_lock == 1  # the next turn still counts
    ctx = Ctx(CATALOG, ended)
    skill_effects.end_of_turn(ctx, 0)  # the end of that next turn
    assert ended.players[0].motivation_lock == 0


def test_5_8_regenerate_with_red_mana_discards_a_wound_and_draws():
    state = two_heroes(["krang_regenerate"], hero="krang", fame=(9, 5), crystals={"red": 1, "blue": 1})
    state = act(state, "skill id=krang_regenerate")
    assert options(state) == ["crystal:blue", "crystal:red"]
    red = act(state, "choose option=crystal:red")
    assert red.players[0].hand == ["march", "rage"] and red.players[0].discard[-1] == "wound"
    blue = act(state, "choose option=crystal:blue")
    assert blue.players[0].hand == ["march"] and blue.players[0].crystals["blue"] == 0


def test_5_8_regenerate_with_the_least_fame_draws_whatever_the_colour():
    state = two_heroes(["braevalar_regenerate"], hero="braevalar", fame=(1, 5), crystals={"red": 1})
    state = act(act(state, "skill id=braevalar_regenerate"), "choose option=crystal:red")
    assert state.players[0].hand == ["march", "rage"]  # Braevalar's colour is green; the least Fame counts


def test_5_8_regenerate_without_a_wound_is_refused():
    state = two_heroes(["krang_regenerate"], hero="krang", hand=("march",), crystals={"red": 1})
    refused(state, "skill id=krang_regenerate", "5.12")


# --- Influence: On Her Own, Glittering Fortune (§7.2, §7.4.1) --------------------------------------------------

def at_village(skill, hero, influence=0, **player):
    """At the village 1-E with the Unit offer peasants (4 Influence), herbalist."""
    state = build_position(CATALOG, {"seats": 2, "players": [
        {"hero": hero, "position": "1-E", "skills": [skill], "hand": ["march", "rage"], **player},
        {"hero": "tovak"}], "turn": {"influence": influence}})
    state.offers.units = ["peasants", "herbalist"]
    return state


def recruits(state):
    return [a for a in legal(state) if a.startswith("recruit")]


def test_7_4_1_on_her_own_influence_3_means_no_recruiting_this_turn():
    state = act(at_village("wolfhawk_on_her_own", "wolfhawk", influence=1), "skill id=wolfhawk_on_her_own")
    assert options(state) == ["influence_3_recruit_no_unit", "influence_1"]
    three = act(state, "choose option=influence_3_recruit_no_unit")
    assert three.turn.influence == 4 and not recruits(three)
    refused(three, "recruit unit=peasants", "7.4.1")
    one = act(state, "choose option=influence_1")
    assert one.turn.influence == 2 and not recruits(one)  # 2 is too little for a Unit here, but not forbidden
    one.turn.influence = 4
    assert "recruit unit=peasants" in recruits(one)


def test_7_4_1_on_her_own_after_recruiting_gives_influence_1():
    state = act(at_village("wolfhawk_on_her_own", "wolfhawk", influence=4), "recruit unit=peasants")
    state = act(state, "skill id=wolfhawk_on_her_own")
    assert state.turn.decision is None and state.turn.influence == 1


def test_7_2_glittering_fortune_influence_per_crystal_colour_begins_the_interaction():
    state = at_village("goldyx_glittering_fortune", "goldyx", influence=1, crystals={"red": 2, "blue": 1})
    state = act(state, "skill id=goldyx_glittering_fortune")
    assert state.turn.influence == 1 + 2 and state.turn.interaction == state.players[0].position
    assert state.turn.action_taken and not [a for a in legal(state) if a.startswith("move")]
    assert act(state, "recruit unit=herbalist").players[0].units[0].unit == "herbalist"  # 3 Influence


def test_7_2_glittering_fortune_only_where_an_interaction_can_take_place():
    state = with_skill("goldyx_glittering_fortune", hero="goldyx")  # the portal: nobody to interact with
    state.players[0].crystals["red"] = 1
    refused(state, "skill id=goldyx_glittering_fortune", "5.12")


# --- Tokens flipped face up again (Krang): Shamanic Ritual, Arcane Disguise (§5.12.3) --------------------------

def test_5_12_shamanic_ritual_gives_a_mana_token_of_any_usable_colour():
    state = act(with_skill("krang_shamanic_ritual", hero="krang"), "skill id=krang_shamanic_ritual")
    assert options(state) == ["red", "blue", "green", "white", "gold"]  # by Day black is of no use
    state = act(state, "choose option=gold")
    assert state.turn.tokens == ["gold"] and "krang_shamanic_ritual" in state.players[0].skills_flipped
    night = act(with_skill("krang_shamanic_ritual", hero="krang", time="night"), "skill id=krang_shamanic_ritual")
    assert options(night)[-1] == "black"


def test_5_12_shamanic_ritual_turns_face_up_again_as_the_turns_action():
    state = with_skill("krang_shamanic_ritual", hero="krang", move=2)
    state.players[0].skills_flipped = ["krang_shamanic_ritual"]  # used on an earlier turn of this Round
    assert "skill id=krang_shamanic_ritual" in legal(state)
    state = act(state, "skill id=krang_shamanic_ritual")
    assert state.players[0].skills_flipped == [] and state.turn.action_taken and state.turn.move == 0
    assert not [a for a in legal(state) if a.startswith("move")]
    assert "skill id=krang_shamanic_ritual" in legal(state)  # face up: usable again (its mana)


def test_5_12_shamanic_ritual_cannot_turn_face_up_after_the_action_or_in_a_rest():
    state = with_skill("krang_shamanic_ritual", hero="krang")
    state.players[0].skills_flipped = ["krang_shamanic_ritual"]
    state.turn.action_taken = True
    assert "skill id=krang_shamanic_ritual" not in legal(state)
    refused(state, "skill id=krang_shamanic_ritual", "5.12.3")


def test_7_2_2_arcane_disguise_flipped_ignores_a_bad_reputation_at_a_village():
    state = at_village("krang_arcane_disguise", "krang", influence=4, reputation=-3)  # modifier -2 there
    assert "recruit unit=peasants" not in legal(state)
    state = act(state, "skill id=krang_arcane_disguise")
    assert options(state) == ["0", "1"]
    state = act(state, "choose option=1")  # flip it
    assert "krang_arcane_disguise" in state.players[0].skills_flipped
    after = act(state, "recruit unit=peasants")
    assert after.turn.influence == 0 and after.players[0].units[0].unit == "peasants"


def test_7_2_2_arcane_disguise_flips_only_before_the_interaction_begins():
    state = act(at_village("krang_arcane_disguise", "krang", influence=4), "recruit unit=peasants")
    state = act(state, "skill id=krang_arcane_disguise")  # Influence 2 is the one option left
    assert state.turn.decision is None and state.turn.influence == 2


def test_7_2_2_arcane_disguise_lets_a_hero_on_the_x_space_interact():
    bottom = CATALOG.source.reputation.min
    state = at_village("krang_arcane_disguise", "krang", influence=4, reputation=bottom)
    assert not recruits(state)
    state = act(act(state, "skill id=krang_arcane_disguise"), "choose option=1")
    assert "recruit unit=peasants" in recruits(state)


def test_5_12_arcane_disguise_turns_face_up_again_for_a_green_mana():
    state = with_skill("krang_arcane_disguise", hero="krang", source=["black"] * 3)
    state.players[0].crystals["green"] = 1
    state.players[0].skills_flipped = ["krang_arcane_disguise"]
    assert [a for a in legal(state) if a.startswith("skill")] == ["skill id=krang_arcane_disguise mana=crystal:green"]
    refused(state, "skill id=krang_arcane_disguise", "5.12.3")
    state = act(state, "skill id=krang_arcane_disguise mana=crystal:green")
    assert state.players[0].skills_flipped == [] and state.players[0].crystals["green"] == 0
    assert "skill id=krang_arcane_disguise" in legal(state)  # face up, not used this turn: Influence 2 or flip


# --- Flight (§6.3, §6.10) ----------------------------------------------------------------------------------------

def flying(label="A-NE", move=0, **player):
    return build_position(CATALOG, {"players": [{"hero": "goldyx", "position": label, "skills": ["goldyx_flight"],
                                                 "hand": ["march"], **player}], "turn": {"move": move}})


def test_6_10_flight_free_to_an_adjacent_safe_space_never_onto_the_sea():
    state = act(flying("A-C"), "skill id=goldyx_flight")
    assert options(state) == ["A-NE", "A-E", "A-NW"]  # SE, SW and W are ocean: inaccessible, not safe
    after = act(state, "choose option=A-NE")
    assert after.players[0].position == key_of(after, "A-NE") and after.turn.moved and after.turn.move == 0
    assert "goldyx_flight" in after.players[0].skills_flipped


def test_6_10_flight_2_spaces_for_2_move_over_a_lake_without_provoking():
    state = act(flying("A-NE", move=2), "skill id=goldyx_flight")
    assert "1-NE" not in options(state)  # a lake: not a safe space to end on
    assert {"2-C", "1-C"} <= set(options(state))
    after = act(state, "choose option=1-C")  # next to the rampaging enemies at 1-NW
    assert after.players[0].position == key_of(after, "1-C") and after.turn.move == 0
    assert after.turn.combat is None


def test_6_10_flight_is_part_of_the_movement_not_after_the_action():
    state = flying("A-C")
    state.turn.action_taken = True
    refused(state, "skill id=goldyx_flight", "5.12")

"""The Spells carried out by hooks (engine/mageknight/cards/spells.py; rules spec §5.1.3, §1.5; Lost Legion §5.7-5.8):
each test casts the real Spell in a position where its effect matters. Named after the spec section and the card."""
import copy

import pytest

from engine.mageknight.positions import build_position
from engine.mageknight.state import BASIC_COLORS as BASIC, UnitCard
from tests.mageknight.moves import act, legal, refused
from tests.mageknight.test_rules_combat import fight, find_enemy, foe, wounds
from engine.mageknight.game import GAME

CATALOG = GAME.catalog
PLAIN = find_enemy(element="physical", resists=(), allow=())
IMMUNE = find_enemy(has=("arcane_immunity",), allow=("unfortified",))


def table(hand, seats=3, time="day", crystals=None, units=(), others=None, **turn):
    """Tovak (seat 0, on the portal, casting) and `seats - 1` other Heroes; `others`: per other seat a mapping of
    player fields (hand, crystals, units ...)."""
    players = [{"hero": "tovak", "hand": list(hand), "crystals": crystals or {}}]
    for index, hero in enumerate(("goldyx", "norowas", "arythea")[:seats - 1]):
        spec = dict((others or {}).get(index + 1, {}))
        players.append({"hero": hero, "hand": spec.pop("hand", []), "crystals": spec.pop("crystals", {})})
    state = build_position(CATALOG, {"players": players, "time": time, "turn": turn})
    state.players[0].units = [copy.copy(u) if isinstance(u, UnitCard) else UnitCard(u) for u in units]
    for index, spec in (others or {}).items():
        state.players[index].units = [copy.copy(u) if isinstance(u, UnitCard) else UnitCard(u)
                                      for u in spec.get("units", ())]
    return state


def night(state, *tokens):
    """Night, with black (and other) mana tokens for a Spell's strong effect (§5.1.3)."""
    state.round.time = "night"
    state.turn.tokens.extend(tokens)
    return state


def end_turn(state):
    """End the turn, discarding nothing, or the one card due when none was played (§9.3.3)."""
    state = act(state, "end-turn")
    while state.turn.decision is not None and state.turn.decision.kind == "discard":
        state = act(state, f"choose option={'done' if 'done' in options(state) else options(state)[0]}")
    return state


def options(state):
    return state.turn.decision.options


# --- Restoration, strong: Rebirth (§10.3, Lost Legion §5.7.16) ----------------------------------------------------

def test_10_3_restoration_rebirth_readies_units_worth_up_to_3_levels_each_once():
    spent = [UnitCard("peasants", ready=False), UnitCard("foresters", ready=False),
             UnitCard("utem_guardsmen", ready=False)]  # levels 1, 1, 2
    state = night(table(["restoration", "wound"], units=spent), "green", "black")
    state = act(state, "play card=restoration mode=powered mana=token:green+token:black")
    assert state.players[0].hand == []  # Heal 3: the Wound is gone (no Wounded Unit, so at once)
    assert options(state) == ["unit:0", "unit:1", "unit:2", "done"]
    state = act(state, "choose option=unit:2")  # level II: 1 level left
    assert options(state) == ["unit:0", "unit:1", "done"]
    state = act(state, "choose option=unit:0")  # nothing left to ready with 0 levels
    assert state.turn.decision is None
    assert [u.ready for u in state.players[0].units] == [True, False, True]


def test_10_3_restoration_rebirth_is_cast_only_at_night():
    state = table(["restoration", "wound"], units=[UnitCard("peasants", ready=False)], crystals={"green": 1})
    refused(state, "play card=restoration mode=powered mana=crystal:green+crystal:green", "5.1.3")


# --- Call to Arms, strong: Call to Glory (§5.10.4, Lost Legion §2.2) ------------------------------------------------

def test_5_10_4_call_to_arms_call_to_glory_recruits_any_unit_for_free_disbanding_at_the_command_limit():
    state = night(table(["call_to_arms"], units=["peasants"]), "white", "black")
    state.offers.units = ["foresters", "magic_familiars", "utem_guardsmen"]
    state = act(state, "play card=call_to_arms mode=powered mana=token:white+token:black")
    # Level 1: one Command token, in use; Magic Familiars ("!") only by interaction.
    assert options(state) == ["foresters+disband:0", "utem_guardsmen+disband:0"]
    state = act(state, "choose option=utem_guardsmen+disband:0")
    assert [u.unit for u in state.players[0].units] == ["utem_guardsmen"]
    assert state.offers.units == ["foresters", "magic_familiars"] and state.turn.influence == 0


def test_5_10_4_call_to_glory_is_not_offered_with_only_interaction_units_in_the_offer():
    state = night(table(["call_to_arms"]), "white", "black")
    state.offers.units = ["magic_familiars"]
    assert not [a for a in legal(state) if a.startswith("play card=call_to_arms mode=powered")]


# --- Offering (§5.8.1) -------------------------------------------------------------------------------------------

def test_5_8_offering_gives_a_red_crystal_and_one_per_discarded_card_of_its_colour():
    state = table(["offering", "march", "rage", "crystal_joy", "wound"], crystals={"red": 1})
    state = act(state, "play card=offering mode=basic mana=crystal:red")
    assert state.players[0].crystals["red"] == 1 and options(state) == ["march", "rage", "crystal_joy", "done"]
    state = act(state, "choose option=march")
    state = act(state, "choose option=rage")
    assert state.players[0].crystals == {"red": 2, "blue": 0, "green": 1, "white": 0}
    state = act(state, "choose option=done")
    assert state.players[0].hand == ["crystal_joy", "wound"] and state.players[0].discard == ["march", "rage"]


def test_5_8_offering_stops_after_three_cards_and_an_artifact_gives_a_colour_of_choice():
    state = table(["offering", "march", "rage", "stamina", "banner_of_glory", "wound"], crystals={"red": 1})
    state = act(state, "play card=offering mode=basic mana=crystal:red")
    state = act(state, "choose option=banner_of_glory")
    assert options(state) == ["red", "blue", "green", "white"]
    state = act(state, "choose option=white")
    state = act(state, "choose option=march")
    state = act(state, "choose option=stamina")
    assert state.turn.decision is None and state.players[0].hand == ["rage", "wound"]
    assert state.players[0].crystals == {"red": 1, "blue": 1, "green": 1, "white": 1}


# --- Mana Meltdown, Mana Radiance (interactive, §1.5) -----------------------------------------------------------

def test_1_5_mana_meltdown_each_other_player_loses_a_random_crystal_or_takes_a_wound():
    others = {1: {"crystals": {"blue": 2}}, 2: {"hand": ["march"]}}
    state = table(["mana_meltdown"], crystals={"red": 1}, others=others)
    state = act(state, "play card=mana_meltdown mode=basic mana=crystal:red")
    assert state.players[1].crystals["blue"] == 1 and wounds(state.players[2].hand) == 1
    assert state.turn.decision.seat == 0 and options(state) == ["blue", "skip"]
    state = act(state, "choose option=blue")
    assert state.players[0].crystals == {"red": 0, "blue": 1, "green": 0, "white": 0}


def test_1_5_mana_meltdown_harms_nobody_in_the_final_turns():
    state = table(["mana_meltdown"], crystals={"red": 1}, others={1: {"crystals": {"blue": 2}}})
    state.round.end_announced_by = 1
    state = act(state, "play card=mana_meltdown mode=basic mana=crystal:red")
    assert state.turn.decision is None and state.players[1].crystals["blue"] == 2 and not state.players[2].hand


def test_1_5_mana_meltdown_mana_radiance_wounds_everyone_per_crystal_of_the_colour_then_two_crystals():
    others = {1: {"crystals": {"green": 2}}, 2: {"crystals": {"red": 3}}}
    state = night(table(["mana_meltdown"], crystals={"green": 1, "red": 1}, others=others), "black")
    state = act(state, "play card=mana_meltdown mode=powered mana=crystal:red+token:black")
    assert state.turn.decision.kind == "mana_radiance"
    state = act(state, "choose option=green")
    assert [wounds(p.hand) for p in state.players] == [1, 2, 0]
    assert state.players[0].crystals["green"] == 3 and state.players[1].crystals["green"] == 2


# --- Mind Read, Mind Steal (interactive, §1.5) ------------------------------------------------------------------

def test_1_5_mind_read_other_players_discard_a_card_of_the_colour_or_show_their_hand():
    others = {1: {"hand": ["march", "tranquility", "rage"]}, 2: {"hand": ["rage", "wound"]}}
    state = table(["mind_read"], crystals={"white": 1}, others=others)
    state = act(state, "play card=mind_read mode=basic mana=crystal:white")
    state = act(state, "choose option=green")
    assert state.players[0].crystals["green"] == 1
    assert state.turn.decision.seat == 1 and options(state) == ["march", "tranquility"]  # Goldyx chooses
    refused(state, "choose option=march", "3.4", seat=0)
    state = act(state, "choose option=tranquility", seat=1)
    assert state.turn.decision is None and state.players[1].discard == ["tranquility"]
    assert state.players[2].hand == ["rage", "wound"]  # no green Action or Spell: the hand is shown


def test_1_5_mind_read_mind_steal_takes_a_discarded_action_card_into_the_hand():
    others = {1: {"hand": ["rage"]}, 2: {"hand": ["fireball", "wound"]}}
    state = night(table(["mind_read"], crystals={"white": 1}, others=others), "black")
    state = act(state, "play card=mind_read mode=powered mana=crystal:white+token:black")
    state = act(state, "choose option=red")  # one red card each: discarded at once
    assert options(state) == ["1:rage", "skip"]  # the Spell Fireball cannot be stolen
    state = act(state, "choose option=1:rage")
    assert "rage" in state.players[0].hand and state.players[1].discard == []
    assert state.players[2].discard == ["fireball"]


# --- Energy Flow, Energy Steal (interactive, §1.5, §5.10.6) ------------------------------------------------------

def test_5_10_6_energy_flow_readies_a_unit_and_spends_a_level_2_unit_of_each_other_player():
    others = {1: {"units": ["peasants", "altem_guardians"]}, 2: {"units": [UnitCard("foresters", ready=False)]}}
    state = table(["energy_flow"], crystals={"green": 1}, units=[UnitCard("peasants", ready=False)], others=others)
    state = act(state, "play card=energy_flow mode=basic mana=crystal:green")
    assert state.players[0].units[0].ready
    assert options(state) == ["1:unit:0", "skip"]  # Altem Guardians are level IV; Arythea's Foresters are spent
    state = act(state, "choose option=1:unit:0")
    assert state.turn.decision is None and [u.ready for u in state.players[1].units] == [False, True]


def test_5_10_6_energy_flow_energy_steal_also_heals_the_readied_unit():
    unit = UnitCard("utem_guardsmen", ready=False, wounded=True)
    state = night(table(["energy_flow"], crystals={"green": 1}, units=[unit], seats=2), "black")
    state = act(state, "play card=energy_flow mode=powered mana=crystal:green+token:black")
    assert state.players[0].units[0].ready and not state.players[0].units[0].wounded


def test_5_10_6_energy_flow_is_not_playable_without_a_spent_unit():
    state = table(["energy_flow"], crystals={"green": 1}, units=["peasants"])
    refused(state, "play card=energy_flow mode=basic mana=crystal:green", "4.5")


# --- Cure, strong: Disease (§8.4, Lost Legion §2.4-2.5) ----------------------------------------------------------

def test_8_4_cure_disease_blocked_enemies_get_armor_1_arcane_immunity_protects():
    state = fight(foe(PLAIN), foe(PLAIN), foe(IMMUNE), phase="attack", hand=("cure",))
    for index in (0, 2):
        state.turn.combat.foes[index].blocked = [True] * len(state.turn.combat.foes[index].blocked)
    state = night(state, "green", "black")
    state = act(state, "play card=cure mode=powered mana=token:green+token:black")
    from engine.mageknight.combat import values
    armors = [values.armor(CATALOG.enemies[f.enemy], f, "attack") for f in state.turn.combat.foes]
    assert armors[0] == 1 and armors[1] == CATALOG.enemies[PLAIN].armor
    assert armors[2] == CATALOG.enemies[IMMUNE].armor  # Arcane Immunity: not reduced


def test_8_4_cure_disease_needs_a_blocked_enemy():
    state = night(fight(foe(PLAIN), phase="attack", hand=("cure",)), "green", "black")
    refused(state, "play card=cure mode=powered mana=token:green+token:black", "4.5")


# --- Cure (§10.3) -----------------------------------------------------------------------------------------------

def test_10_3_cure_draws_a_card_per_wound_healed_this_turn_and_keeps_counting_after_it():
    state = table(["cure", "tranquility", "wound", "wound", "wound", "wound"], crystals={"green": 1})
    state.players[0].deck = ["march", "rage", "stamina", "swiftness", "promise"]
    state = act(state, "play card=tranquility mode=basic")
    state = act(state, "choose option=0")  # Heal 1 before Cure: counts too
    state = act(state, "play card=cure mode=basic mana=crystal:green")  # Heal 2, then draw 3
    assert wounds(state.players[0].hand) == 1 and len(state.players[0].deck) == 2
    state.turn.heal = 1  # one more Healing point later this turn (as bought at a village)
    from engine.mageknight.context import Ctx
    from engine.mageknight.resolve import spend_healing
    ctx = Ctx(CATALOG, state)
    spend_healing(ctx, 0)
    assert wounds(state.players[0].hand) == 0 and len(state.players[0].deck) == 1


def test_10_3_cure_readies_the_units_healed_this_turn():
    hurt = UnitCard("peasants", ready=False, wounded=True)
    state = table(["cure", "wound"], crystals={"green": 1}, units=[hurt])
    state = act(state, "play card=cure mode=basic mana=crystal:green")
    assert options(state) == ["hand", "unit:0", "done"]
    state = act(state, "choose option=unit:0")  # level I: 1 point; the other goes to the Wound in hand
    assert wounds(state.players[0].hand) == 0 and len(state.players[0].hand) == 1  # healed, and a card drawn
    unit = state.players[0].units[0]
    assert unit.ready and not unit.wounded and state.turn.decision is None


# --- Wings of Wind, Underground Travel: direct moves (§6.9.3, Lost Legion §5.7.10) ---------------------------------
# The map: 1-W forest, next to 1-NW (rampaging Crystal Sprites) and 1-C (the glade, also next to them); 1-NE a lake.

def test_6_9_3_wings_of_wind_moves_a_space_per_move_point_without_provoking():
    state = table(["wings_of_wind"], crystals={"white": 1}, seats=1, move=2)
    state.players[0].position = "0,-3"  # 1-W
    state = act(state, "play card=wings_of_wind mode=basic mana=crystal:white")
    assert "1-C" in options(state) and "1-NW" not in options(state) and "1-NE" not in options(state)
    state = act(state, "choose option=1-C")  # from next to the Sprites to next to them: no combat
    assert state.players[0].position == "1,-3" and state.turn.move == 1 and state.turn.combat is None


def test_6_9_3_wings_of_wind_needs_move_points_and_the_movement_part_of_the_turn():
    state = table(["wings_of_wind"], crystals={"white": 1}, seats=1)
    refused(state, "play card=wings_of_wind mode=basic mana=crystal:white", "4.5")
    state = fight(foe(PLAIN), phase="attack", hand=("wings_of_wind",), move=3)
    state.players[0].crystals["white"] = 1
    refused(state, "play card=wings_of_wind mode=basic mana=crystal:white", "4.5")


def test_6_9_3_underground_travel_up_to_3_spaces_not_through_lakes_to_a_safe_space_without_provoking():
    state = table(["underground_travel"], crystals={"green": 1}, seats=1)
    state.players[0].position = "0,-3"  # 1-W
    state = act(state, "play card=underground_travel mode=basic mana=crystal:green")
    assert "2-W" in options(state)  # three spaces away, over the glade and the village
    assert "1-NE" not in options(state) and "1-NW" not in options(state)  # the lake; the Sprites' space
    state = act(state, "choose option=1-C")
    assert state.players[0].position == "1,-3" and state.turn.combat is None and state.turn.moved


# --- Space Bending, strong: Time Bending (§5.6.5) ---------------------------------------------------------------

def test_5_6_5_space_bending_time_bending_returns_the_cards_played_and_gives_another_turn():
    state = night(table(["space_bending", "march", "rage", "wound"], crystals={"blue": 1}, seats=2), "black")
    deck = list(state.players[0].deck)
    state = act(state, "play card=march mode=basic")
    state = act(state, "play card=space_bending mode=powered mana=crystal:blue+token:black")
    state = act(state, "end-turn")
    player = state.players[0]
    assert state.turn.seat == 0 and state.turn.played == 0  # another turn, right away
    assert sorted(player.hand) == ["march", "rage", "wound"] and player.set_aside == ["space_bending"]
    assert player.deck == deck and player.discard == []  # nothing drawn


def test_5_6_5_time_bending_is_not_offered_when_the_right_moment_already_gives_another_turn():
    state = night(table(["space_bending"], crystals={"blue": 1}, seats=2), "black")
    state.round.extra_turn_for = 0
    refused(state, "play card=space_bending mode=powered mana=crystal:blue+token:black", "4.5")


# --- Meditation, Trance (§9.7, Lost Legion §2.8.2) ---------------------------------------------------------------

def test_9_7_meditation_trance_puts_two_chosen_discards_on_top_or_bottom_and_the_hand_limit_is_2_higher():
    state = night(table(["meditation"], crystals={"green": 1}, seats=2), "black")
    player = state.players[0]
    player.discard, player.deck = ["march", "rage", "stamina"], ["swiftness"] * 8
    state = act(state, "play card=meditation mode=powered mana=crystal:green+token:black")
    assert options(state)[:2] == ["march:top", "march:bottom"] and len(options(state)) == 6
    state = act(state, "choose option=rage:bottom")
    state = act(state, "choose option=stamina:top")
    player = state.players[0]
    assert player.deck[0] == "rage" and player.deck[-1] == "stamina" and player.discard == ["march"]
    state = act(state, "end-turn")
    assert len(state.players[0].hand) == CATALOG.heroes["tovak"].hand_limit + 2 and "stamina" in state.players[0].hand


def test_9_7_meditation_picks_two_discards_at_random():
    state = table(["meditation"], crystals={"green": 1}, seats=2)
    state.players[0].discard = ["march", "rage", "stamina", "swiftness"]
    state = act(state, "play card=meditation mode=basic mana=crystal:green")
    picked = {option.split(":")[0] for option in options(state)}
    assert len(picked) == 2 and len(options(state)) == 4
    first, second = sorted(picked)
    state = act(state, f"choose option={first}:bottom")
    assert options(state) == [f"{second}:top", f"{second}:bottom"]
    state = act(state, f"choose option={second}:bottom")
    assert state.players[0].deck[:2] == [second, first] and len(state.players[0].discard) == 2


def test_2_8_2_meditation_on_the_last_turn_of_the_round_raises_the_next_rounds_draw():
    """Lost Legion §2.8.2, §5.8: no draw after the last turn; "the next time you draw cards" is the next Round's."""
    state = table(["meditation"], crystals={"green": 1}, seats=2)
    state.round.end_announced_by = 1  # seat 0's last turn: the Round ends after it
    state = act(state, "play card=meditation mode=basic mana=crystal:green")  # an empty discard pile: no cards
    state = act(state, "end-turn")
    assert state.round.number == 2 and len(state.players[0].hand) == CATALOG.levels[0].hand_limit + 2


# --- Every offered play of every Spell applies cleanly ------------------------------------------------------------

@pytest.mark.parametrize("time", ["day", "night"])
def test_every_offered_spell_play_applies_and_every_decision_has_options(time):
    """Each Spell in hand, with mana for both effects, Units to ready or heal and other players to affect: play every
    offered play, answer each decision with its first options in turn, and nothing may fail or wait without options."""
    spells = list(CATALOG.spells)
    others = {1: {"hand": ["march", "rage", "fireball"], "crystals": {"blue": 1}, "units": ["peasants"]}}
    state = table(spells + ["wound", "march"], seats=2, time=time, crystals=dict.fromkeys(BASIC, 2),
                  units=[UnitCard("peasants", ready=False), UnitCard("foresters", wounded=True)], others=others,
                  move=3, tokens=["black", "black"])
    state.players[0].discard = ["rage", "stamina", "swiftness"]
    for play in [a for a in legal(state) if a.startswith("play ") and "sideways" not in a]:
        pending = [act(state, play)]
        for _ in range(300):
            if not pending:
                break
            after = pending.pop()
            if after.turn is not None and after.turn.decision is not None:
                assert after.turn.decision.options, play
                pending += [act(after, f"choose option={o}") for o in after.turn.decision.options[:3]]
        assert not pending, play


# --- Mist Form: no hills (§6.9) -----------------------------------------------------------------------------------
# 2-W plains, next to the hills of 2-C and 2-SW (the crystal mine).

def test_6_9_mist_form_makes_every_terrain_cost_2_but_closes_hills_for_the_turn():
    state = table(["mist_form"], crystals={"blue": 1}, seats=1, move=3)
    state.players[0].position = "2,-2"  # 2-W
    assert "move to=2-C" in legal(state)  # hills, 3 Move by Day
    state = act(state, "play card=mist_form mode=basic mana=crystal:blue")
    moves = [action for action in legal(state) if action.startswith("move ")]
    assert "move to=2-C" not in moves and "move to=2-SW" not in moves and "move to=1-SE" in moves
    refused(state, "move to=2-C", "6.3.2")
    state = act(state, "move to=1-SE")  # plains: 2, as every terrain now
    assert state.turn.move == 5


# --- Space Bending (§5.6, §6.3, §6.5) ------------------------------------------------------------------------------
# 1-E (the village) and 2-NE (a glade) are 2 spaces apart, both next to the rampaging enemy on 2-NW.

def test_6_3_space_bending_moves_two_spaces_as_if_adjacent_without_provoking():
    state = table(["space_bending"], crystals={"blue": 1}, seats=1, move=3)
    state.players[0].position = "2,-3"  # 1-E
    refused(state, "move to=2-NE", "6.3.1")
    state = act(state, "play card=space_bending mode=basic mana=crystal:blue")
    assert "move to=2-NE" in legal(state) and "move to=2-NW" not in legal(state)  # rampaging: never entered
    refused(state, "move to=2-SE", "6.3.1")  # 3 spaces away
    state = act(state, "move to=2-NE")  # forest by Day: 3; the spaces leapt over do not count
    assert state.players[0].position == "4,-3" and state.turn.move == 0 and state.turn.combat is None


def test_6_5_space_bending_explores_a_tile_two_spaces_away():
    state = table(["space_bending"], crystals={"blue": 1}, seats=1, move=2)
    state.players[0].position = "3,-2"  # 2-C: a tile's centre borders no unexplored position (§6.5.1)
    assert not [action for action in legal(state) if action.startswith("explore")]
    state = act(state, "play card=space_bending mode=basic mana=crystal:blue")
    explores = [action for action in legal(state) if action.startswith("explore")]
    assert explores
    tiles = len(state.map.tiles)
    state = act(state, explores[0])
    assert len(state.map.tiles) == tiles + 1 and state.turn.move == 0


# --- Charm, basic: during interaction (§7.4) ------------------------------------------------------------------------

def test_7_4_charm_during_interaction_gives_a_unit_discount_of_3():
    state = table(["charm"], crystals={"white": 1}, seats=1)
    state.players[0].position = "2,-3"  # 1-E: a village
    state.offers.units = ["peasants", "foresters"]
    state = act(state, "play card=charm mode=basic mana=crystal:white")
    assert options(state) == [f"crystal:{color}" for color in BASIC] + ["unit_discount", "skip"]
    state = act(state, "choose option=unit_discount")
    assert state.turn.interaction is not None and state.turn.influence == 4  # it begins the interaction
    assert "recruit unit=peasants discount=charm" in legal(state)
    state = act(state, "recruit unit=peasants discount=charm")  # 4 Influence, 3 off
    assert state.turn.influence == 3 and [u.unit for u in state.players[0].units] == ["peasants"]
    refused(state, "recruit unit=foresters discount=charm", "7.4.1")  # one Unit only


def test_7_4_charm_gives_a_crystal_of_any_colour_in_an_interaction_and_nothing_elsewhere():
    state = table(["charm"], crystals={"white": 1}, seats=1, influence=4)
    state.players[0].position = "2,-3"  # 1-E: a village
    state.offers.units = ["peasants"]
    state = act(state, "recruit unit=peasants")  # the interaction is under way
    state = act(state, "play card=charm mode=basic mana=crystal:white")
    assert "skip" not in options(state)
    state = act(state, "choose option=crystal:green")
    assert state.players[0].crystals["green"] == 1
    away = table(["charm"], crystals={"white": 1}, seats=1)  # on the portal: no interaction here
    away = act(away, "play card=charm mode=basic mana=crystal:white")
    assert away.turn.decision is None and away.turn.influence == 4


# --- Mana Claim, Mana Curse (interactive, §1.5, §5.9) ---------------------------------------------------------------

def claim_table(*tokens):
    state = table(["mana_claim", "march"], crystals={"blue": 1}, seats=2,
                  others={1: {"hand": ["rage", "march", "march"], "crystals": {"green": 2}}})
    for die, color in zip(state.source, ("blue", "green", "black", "green")):
        die.color = color
    state.turn.tokens.extend(tokens)
    return state


def test_5_9_mana_claim_keeps_a_source_die_until_the_round_ends_for_a_token_each_turn():
    state = act(claim_table(), "play card=mana_claim mode=basic mana=crystal:blue")
    assert options(state) == ["die:0", "die:1"]  # one per basic colour; black is no basic colour
    state = act(state, "choose option=die:1")
    assert options(state) == ["now", "each_turn"]
    state = act(state, "choose option=each_turn")
    assert state.turn.tokens == [] and state.turn.dice_used == 0  # taken, not used: the turn's die is still there
    state = end_turn(state)
    assert state.turn.seat == 1 and state.source[1].taken_by == 0 and state.source[1].color == "green"
    assert not [action for action in legal(state) if "die:1" in action]  # nobody else may use it
    state = end_turn(state)
    assert state.turn.seat == 0 and state.turn.tokens == ["green"]  # from the next turn on


def test_1_5_mana_claim_mana_curse_three_tokens_now_and_a_wound_once_a_turn_to_others_using_the_colour():
    state = act(night(claim_table(), "black"), "play card=mana_claim mode=powered mana=crystal:blue+token:black")
    state = act(state, "choose option=die:1")
    state = act(state, "choose option=now")
    assert state.turn.tokens == ["green", "green", "green"]
    state = act(state, "play card=march mode=powered mana=token:green")  # the caster's own green: no Wound
    assert "wound" not in state.players[0].hand
    state = end_turn(state)
    state = act(state, "play card=march mode=powered mana=crystal:green")
    assert state.players[1].hand.count("wound") == 1
    state = act(state, "play card=march mode=powered mana=crystal:green")
    assert state.players[1].hand.count("wound") == 1  # only one Wound per turn this way


# --- Underground Travel, strong: Underground Attack (§6.9.3, §8.1) --------------------------------------------------
# Countryside 4 at 4-C: a mage tower 3 spaces from the portal, over a forest and hills.

def test_8_1_underground_attack_assaults_a_fortified_site_ignoring_fortifications_and_withdraws_to_the_start():
    defender = next(enemy for enemy, data in CATALOG.enemies.items() if data.color == "violet")
    tiles = [["starting_a", 0, 0], ["countryside_1", 1, -3], ["countryside_4", 3, -2]]
    state = build_position(CATALOG, {"players": [{"hero": "tovak", "hand": ["underground_travel"],
                                                  "crystals": {"green": 1}}],
                                     "tiles": tiles, "enemies": {"4-C": [defender]}, "time": "night",
                                     "turn": {"tokens": ["black"]}})
    state = act(state, "play card=underground_travel mode=powered mana=crystal:green+token:black")
    assert options(state) == ["4-C"]  # the only fortified site; safe spaces are no target
    state = act(state, "choose option=4-C")
    combat = state.turn.combat
    assert state.players[0].position == "3,-2" and combat.kind == "assault" and combat.came_from == "0,0"
    assert all("site_fortification_ignored" in foe.flags for foe in combat.foes)
    assert state.players[0].reputation == -1  # an assault (§8.1.2)


def test_8_1_underground_attack_needs_a_fortified_site_within_reach():
    state = night(table(["underground_travel"], crystals={"green": 1}, seats=1), "black")
    refused(state, "play card=underground_travel mode=powered mana=crystal:green+token:black", "4.5")


# --- Call to Arms, basic: one ability of a Unit in the offer, as if it were yours --------------------------------

def test_5_10_call_to_arms_uses_one_ability_of_a_unit_in_the_offer_and_leaves_it_there():
    plain = find_enemy(element="physical", resists=(), allow=())
    state = fight(foe(plain), phase="attack", hand=("call_to_arms", "march"))
    state.offers.units = ["utem_swordsmen", "delphana_masters"]
    state.players[0].crystals["white"] = 1
    assert not any("offer=" in action for action in legal(state))
    state = act(state, "play card=call_to_arms mode=basic mana=crystal:white")
    borrowed = [action for action in legal(state) if "offer=" in action]
    assert borrowed and all("utem_swordsmen" in action for action in borrowed)  # not the "!" Delphana Masters
    state = act(state, "unit offer=utem_swordsmen ability=0")
    assert state.turn.combat.attack == {"melee:physical": 3}
    assert state.players[0].units == [] and state.offers.units == ["utem_swordsmen", "delphana_masters"]
    assert not any("offer=" in action for action in legal(state))  # one ability, once
    refused(state, "unit offer=utem_swordsmen ability=1", "5.10")


def test_5_10_call_to_arms_no_damage_goes_to_the_borrowed_unit():
    assassin = find_enemy(element="physical", has=("assassination",), allow=("elusive",), resists=())
    state = fight(foe(assassin, attack=6), phase="block", hand=("call_to_arms",))
    state.offers.units = ["shocktroops"]
    state.players[0].crystals["white"] = 1
    state = act(state, "play card=call_to_arms mode=basic mana=crystal:white")
    state = act(state, "unit offer=shocktroops ability=2")  # the attack -3, but it cannot draw the fire
    assert state.turn.combat.riders == [] and state.players[0].units == []
    state = act(state, "next-phase")
    assert [a for a in legal(state) if a.startswith("damage")] == ["damage enemy=0 to=hero"]

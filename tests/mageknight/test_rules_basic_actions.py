"""The Basic Action cards of every Hero and the Wound, outside combat (rules spec §5, data/basic_actions.yaml).

Tests are named after the spec section or the card. Each card is played in a position where its effect
matters; what needs combat is not offered (and refused) until combat is part of the engine. Hooks that
act in another part of the turn (end of turn, a move, a recruit) are also exercised the way that part
calls them.
"""
import copy
import json

import pytest

from engine.core import Action
from engine.mageknight import cards, turns
from engine.mageknight.cards import basic_actions
from engine.mageknight.catalog.effects import Attack, Cost, DiscardCost, Hook, Move, Pay, Per
from engine.mageknight.catalog.modifiers import RuleChange
from engine.content.walking import nodes_of
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.resolve import counter, playable, resolve_queue
from engine.mageknight.state import Die, Played, UnitCard
from tests.mageknight.moves import act, legal, play_out_decisions, refused

CATALOG = GAME.catalog


def position(hero="tovak", hand=(), crystals=None, units=(), time="day", source=None, **player):
    """One Hero (seat 0, on the portal) with this hand, next to Goldyx; Units as UnitCards or ids."""
    spec = {"hero": hero, "hand": list(hand), "crystals": crystals or {}, **player}
    fixture = {"players": [spec, {"hero": "goldyx" if hero != "goldyx" else "tovak"}], "time": time}
    if source is not None:
        fixture["source"] = list(source)
    state = build_position(CATALOG, fixture)
    state.players[0].units = [copy.copy(u) if isinstance(u, UnitCard) else UnitCard(u) for u in units]
    return state


def plays_of(state, card):
    return [a for a in legal(state) if a.startswith(f"play card={card} ")]


def me(state):
    return state.players[0]


def options(state):
    return state.turn.decision.options if state.turn.decision else None


SIDEWAYS = ["mode=sideways as=move", "mode=sideways as=influence"]


def only_sideways(state, card):
    return plays_of(state, card) == [f"play card={card} {s}" for s in SIDEWAYS]


# --- §5.1.5 The Wound ----------------------------------------------------------------------------

def test_5_1_5_a_wound_cannot_be_played_not_even_sideways():
    state = position(hand=["wound", "march"])
    assert plays_of(state, "wound") == []
    refused(state, "play card=wound mode=sideways as=move", "5.1.5")
    refused(state, "play card=wound mode=basic", "5.1.5")


# --- The shared Basic Actions ----------------------------------------------------------------------

@pytest.mark.parametrize("card,color", [("march", "green"), ("stamina", "blue")])
def test_march_and_stamina_give_move_2_or_move_4_for_mana_of_their_colour(card, color):
    state = position(hand=[card], crystals={color: 1})
    assert act(state, f"play card={card} mode=basic").turn.move == 2
    powered = act(state, f"play card={card} mode=powered mana=crystal:{color}")
    assert powered.turn.move == 4 and me(powered).crystals[color] == 0


def test_swiftness_gives_move_2_and_its_ranged_attack_waits_for_combat():
    state = position(hand=["swiftness"], crystals={"white": 1})
    assert plays_of(state, "swiftness") == ["play card=swiftness mode=basic"] + [
        f"play card=swiftness {s}" for s in SIDEWAYS]
    assert act(state, "play card=swiftness mode=basic").turn.move == 2
    refused(state, "play card=swiftness mode=powered mana=crystal:white", "4.5")


@pytest.mark.parametrize("card,color", [("rage", "red"), ("determination", "blue")])
def test_rage_and_determination_are_attack_and_block_only_sideways_outside_combat(card, color):
    state = position(hand=[card], crystals={color: 1})
    assert only_sideways(state, card)
    refused(state, f"play card={card} mode=basic", "4.5")
    refused(state, f"play card={card} mode=powered mana=crystal:{color}", "4.5")


def test_tranquility_heals_a_wound_or_draws_and_without_a_wound_just_draws():
    wounded = position(hand=["tranquility", "wound"], deck=["march", "rage"])
    after = act(wounded, "play card=tranquility mode=basic")
    assert options(after) == ["0", "1"]  # Heal 1 or draw a card
    healed = act(after, "choose option=0")
    assert me(healed).hand == [] and healed.turn.decision is None
    unhurt = position(hand=["tranquility"], deck=["march", "rage"], crystals={"green": 1})
    drew = act(unhurt, "play card=tranquility mode=powered mana=crystal:green")  # Heal 2 has nothing to heal
    assert sorted(me(drew).hand) == ["march", "rage"] and drew.turn.decision is None


def test_promise_gives_influence_2_or_4():
    state = position(hand=["promise"], crystals={"white": 1})
    assert act(state, "play card=promise mode=basic").turn.influence == 2
    assert act(state, "play card=promise mode=powered mana=crystal:white").turn.influence == 4


def test_threaten_powered_gives_influence_5_for_a_reputation_step():
    state = position(hand=["threaten"], crystals={"red": 1}, reputation=2)
    after = act(state, "play card=threaten mode=powered mana=crystal:red")
    assert after.turn.influence == 5 and me(after).reputation == 1


def test_crystallize_pays_mana_of_a_basic_colour_for_a_crystal_of_that_colour():
    state = position(hand=["crystallize"], source=["black", "black", "black"])
    state.turn.tokens = ["red", "white"]
    after = act(state, "play card=crystallize mode=basic")
    assert options(after) == ["0", "3"]  # red or white: the colours there is mana for
    after = act(after, "choose option=3")
    assert options(after) == ["token:white"]  # the mana for the required cost (§5.4.1)
    after = act(after, "choose option=token:white")
    assert me(after).crystals["white"] == 1 and after.turn.tokens == ["red"]


def test_crystallize_is_not_offered_without_mana_to_pay():
    state = position(hand=["crystallize"], source=["black", "black", "black"])
    assert only_sideways(state, "crystallize")
    refused(state, "play card=crystallize mode=basic", "4.5")


def test_5_7_2_crystallize_powered_a_fourth_crystal_of_a_colour_becomes_a_mana_token():
    state = position(hand=["crystallize"], crystals={"blue": 1, "green": 3})
    after = act(state, "play card=crystallize mode=powered mana=crystal:blue")
    assert options(after) == ["red", "blue", "green", "white"]
    after = act(after, "choose option=green")
    assert me(after).crystals["green"] == 3 and after.turn.tokens == ["green"]


def test_5_9_3_mana_draw_basic_lets_the_player_use_a_second_source_die():
    state = position(hand=["mana_draw", "march", "stamina"], source=["green", "blue", "black"])
    once = act(state, "play card=march mode=powered mana=die:0")
    assert not any("mode=powered" in a for a in plays_of(once, "stamina"))  # one die per turn (§5.9.3.1)
    drawn = act(state, "play card=mana_draw mode=basic")
    drawn = act(drawn, "play card=march mode=powered mana=die:0")
    assert "play card=stamina mode=powered mana=die:1" in plays_of(drawn, "stamina")
    assert act(drawn, "play card=stamina mode=powered mana=die:1").turn.move == 8


def test_improvisation_discards_another_card_of_the_players_choice_for_move_3():
    state = position(hand=["improvisation", "march", "rage", "wound"])
    after = act(state, "play card=improvisation mode=basic")
    assert after.turn.decision.kind == "pay_discard" and options(after) == ["march", "rage"]  # §5.4.2: no Wound
    after = act(after, "choose option=rage")
    assert me(after).discard == ["rage"] and options(after) == ["0", "1"]  # Move 3 or Influence 3 now
    after = act(after, "choose option=0")
    assert after.turn.move == 3 and me(after).hand == ["march", "wound"] and after.turn.played == 2


def test_improvisation_powered_gives_influence_5_and_takes_a_single_other_card_without_asking():
    state = position(hand=["improvisation", "promise"], crystals={"red": 1})
    after = act(state, "play card=improvisation mode=powered mana=crystal:red")
    assert me(after).discard == ["promise"] and options(after) == ["0", "1"]
    assert act(after, "choose option=1").turn.influence == 5


def test_5_4_2_improvisation_with_only_wounds_besides_it_cannot_be_played():
    state = position(hand=["improvisation", "wound", "wound"], crystals={"red": 1})
    assert only_sideways(state, "improvisation")  # "another card": itself and Wounds cannot pay (§5.4.1)
    refused(state, "play card=improvisation mode=basic", "4.5")
    refused(state, "play card=improvisation mode=powered mana=crystal:red", "4.5")


def test_5_6_concentration_basic_gains_a_blue_white_or_red_mana_token():
    state = position(hand=["concentration"])
    after = act(state, "play card=concentration mode=basic")
    assert options(after) == ["0", "1", "2"]
    assert act(after, "choose option=2").turn.tokens == ["red"]


# --- §5.6 Concentration and Will Focus: the strong effect of another Action card, +2 / +3 -----------------

def test_5_6_concentration_gives_marchs_strong_effect_without_its_mana_plus_2():
    state = position(hand=["concentration", "march", "wound"], crystals={"green": 1})
    after = act(state, "play card=concentration mode=powered mana=crystal:green")
    assert after.turn.move == 6 and after.turn.decision is None  # the only Action card: no question
    assert me(after).play_area == [Played("concentration", "powered"), Played("march", "powered")]
    assert me(after).hand == ["wound"] and after.turn.played == 2 and me(after).crystals["green"] == 0


def test_5_6_concentration_asks_for_the_other_card_and_the_choice_is_refused_unless_offered():
    state = position(hand=["concentration", "march", "promise", "rage"], crystals={"green": 1})
    after = act(state, "play card=concentration mode=powered mana=crystal:green")
    assert after.turn.decision.kind == "concentration" and options(after) == ["march", "promise"]  # Rage: combat
    refused(after, "choose option=rage", "5.6")
    refused(after, "play card=march mode=basic", "5.6")  # first the open choice
    assert act(after, "choose option=promise").turn.influence == 6


def test_5_6_2_concentration_with_improvisation_is_one_effect_discard_then_move_7():
    state = position(hand=["concentration", "improvisation", "march"], crystals={"green": 1})
    after = act(state, "play card=concentration mode=powered mana=crystal:green")
    after = act(after, "choose option=improvisation")  # March is the one card left to discard: taken
    assert me(after).discard == ["march"] and options(after) == ["0", "1"]
    after = act(after, "choose option=0")
    assert after.turn.move == 7 and after.turn.bonus == 0


def test_5_6_3_concentration_keeps_the_other_effects_limits_threaten_still_costs_reputation():
    state = position(hand=["concentration", "threaten"], crystals={"green": 1}, reputation=0)
    after = act(state, "play card=concentration mode=powered mana=crystal:green")
    assert after.turn.influence == 7 and me(after).reputation == -1


def test_5_6_concentration_bonus_is_lost_with_an_effect_without_move_or_influence():
    state = position(hand=["concentration", "tranquility", "march"], deck=["rage", "swiftness"],
                     crystals={"green": 1})
    after = act(state, "play card=concentration mode=powered mana=crystal:green")
    after = act(after, "choose option=tranquility")  # Heal 2 (nothing to heal) or draw 2: draws
    assert sorted(me(after).hand) == ["march", "rage", "swiftness"] and after.turn.bonus == 0
    assert act(after, "play card=march mode=basic").turn.move == 2  # the +2 is not kept for later


def test_5_6_concentration_needs_another_action_card_whose_strong_effect_works_now():
    state = position(hand=["concentration", "rage", "wound", "fireball", "banner_of_courage"],
                     crystals={"green": 1})  # Rage: combat; a Spell and an Artifact are no Action cards
    assert "play card=concentration mode=powered mana=crystal:green" not in plays_of(state, "concentration")
    refused(state, "play card=concentration mode=powered mana=crystal:green", "4.5")


def test_5_6_concentration_with_crystallize_takes_its_strong_effect_any_crystal():
    state = position(hand=["concentration", "crystallize"], crystals={"green": 1})
    after = act(state, "play card=concentration mode=powered mana=crystal:green")
    assert options(after) == ["red", "blue", "green", "white"]
    assert me(act(after, "choose option=red")).crystals == {"red": 1, "blue": 0, "green": 0, "white": 0}


def test_5_6_will_focus_gives_plus_3_and_its_basic_effect_may_be_a_green_crystal():
    state = position(hero="goldyx", hand=["goldyx_will_focus", "stamina"], crystals={"green": 1})
    after = act(state, "play card=goldyx_will_focus mode=powered mana=crystal:green")
    assert after.turn.move == 7  # Stamina's Move 4, +3
    basic = act(state, "play card=goldyx_will_focus mode=basic")
    assert options(basic) == ["0", "1", "2", "3"]
    assert me(act(basic, "choose option=3")).crystals["green"] == 2


def test_5_6_a_concentration_decision_survives_a_json_round_trip():
    state = position(hand=["concentration", "march", "promise"], crystals={"green": 1})
    waiting = act(state, "play card=concentration mode=powered mana=crystal:green")
    again = GAME.load(json.loads(json.dumps(GAME.dump(waiting))))
    assert again == waiting
    assert act(again, "choose option=march").turn.move == 6


# --- Vocabulary the basic actions share with other cards: discards of any number, `per` counters ----------

def test_5_4_stout_resolve_discards_any_number_of_cards_then_one_wound_for_plus_2_each():
    state = position(hand=["stout_resolve", "march", "rage", "wound", "wound"], crystals={"green": 1})
    after = act(state, "play card=stout_resolve mode=powered mana=crystal:green")
    after = act(after, "choose option=0")  # Move 3 ...
    assert options(after) == ["march", "rage", "skip"]  # ... and any number of non-Wound cards
    after = act(after, "choose option=march")
    assert options(after) == ["rage", "done"]
    after = act(after, "choose option=done")
    assert options(after) == ["wound", "skip"]  # then at most one Wound
    after = act(after, "choose option=wound")
    assert after.turn.move == 3 + 2 + 2 and me(after).discard == ["march", "wound"]
    assert me(after).hand == ["rage", "wound"]


def test_5_4_an_optional_discard_may_be_skipped_and_then_gives_nothing():
    state = position(hand=["stout_resolve", "wound"])
    after = act(state, "play card=stout_resolve mode=basic")
    after = act(after, "choose option=1")  # Influence 2, may discard a Wound for +1
    assert options(after) == ["wound", "skip"]
    after = act(after, "choose option=skip")
    assert after.turn.influence == 2 and me(after).hand == ["wound"]


def test_in_need_counts_wounds_in_hand_and_wounded_units():
    state = position(hand=["in_need", "wound", "wound"], units=[UnitCard("peasants", wounded=True)])
    assert act(state, "play card=in_need mode=basic").turn.influence == 3 + 3


def test_per_counts_what_it_can_and_cards_discarded_only_once_they_are_paid():
    state = position(hand=["march", "rage"], crystals={"red": 2, "blue": 1})
    ctx = Ctx(CATALOG, state)
    discard_any = Cost(discard=DiscardCost("any"))
    assert playable(ctx, Pay(discard_any, Per("cards_discarded", Move(2))))
    assert not playable(ctx, Pay(discard_any, Per("cards_discarded", Attack(3))))  # Attack needs combat
    assert playable(ctx, Per("wounds_in_hand", Attack(3)))  # no Wound: nothing to do, which works
    assert not playable(ctx, Per("enemies", Move(1)))  # a combat counter
    assert counter(ctx, 0, "crystals") == 3


def test_banner_of_courage_strong_readies_each_unit_out_of_combat():
    state = position(hand=["banner_of_courage"], level=5,
                     units=[UnitCard("peasants", ready=False), UnitCard("foresters", ready=False), "herbalist"])
    after = act(state, "play card=banner_of_courage mode=powered")  # thrown away (§5.1.4)
    assert options(after) == ["unit:0", "unit:1"]  # one readying per Unit; the third has nothing to ready
    after = act(after, "choose option=unit:1")
    assert [u.ready for u in me(after).units] == [True, True, True] and after.turn.decision is None


# --- The Hero cards ---------------------------------------------------------------------------------

def test_battle_versatility_and_cold_toughness_are_combat_cards_only_sideways_now():
    for hero, card, color in (("arythea", "arythea_battle_versatility", "red"),
                              ("tovak", "tovak_cold_toughness", "blue")):
        state = position(hero=hero, hand=[card], crystals={color: 1})
        assert only_sideways(state, card)
        refused(state, f"play card={card} mode=basic", "4.5")


def test_mana_pull_basic_gives_an_extra_die_and_a_black_die_pays_any_colour_even_by_day():
    state = position(hero="arythea", hand=["arythea_mana_pull", "march"], crystals={"white": 1})
    state.source = [Die("black"), Die("red"), Die("blue")]
    assert not any("die:0" in a for a in plays_of(state, "march"))  # by Day a black die is depleted
    state = act(state, "play card=arythea_mana_pull mode=basic")
    assert state.turn.dice_allowed == 2
    assert "play card=march mode=powered mana=die:0" in plays_of(state, "march")  # black pays green
    state = act(state, "play card=march mode=powered mana=die:0")
    assert state.turn.move == 4 and state.source[0].taken_by == 0


def test_instinct_offers_move_or_influence_outside_combat():
    state = position(hand=["tovak_instinct"], crystals={"red": 1})
    after = act(state, "play card=tovak_instinct mode=powered mana=crystal:red")
    assert options(after) == ["0", "1"]
    assert act(after, "choose option=0").turn.move == 4


def test_rejuvenate_readies_a_unit_up_to_level_2_or_gains_green_mana():
    state = position(hero="norowas", hand=["norowas_rejuvenate"], level=3,
                     units=[UnitCard("peasants", ready=False), UnitCard("fire_mages", ready=False)])
    after = act(state, "play card=norowas_rejuvenate mode=basic")
    assert options(after) == ["1", "2", "3"]  # no Wound to heal; draw, green mana, ready
    after = act(after, "choose option=3")  # the level III Fire Mages are too high
    assert [u.ready for u in me(after).units] == [True, False]


def test_swift_reflexes_gives_move_outside_combat_without_asking():
    state = position(hero="wolfhawk", hand=["wolfhawk_swift_reflexes"])
    after = act(state, "play card=wolfhawk_swift_reflexes mode=basic")
    assert after.turn.move == 2 and after.turn.decision is None


def test_tirelessness_basic_gives_the_next_move_card_plus_1_once_sideways_too():
    state = position(hero="wolfhawk", hand=["wolfhawk_tirelessness", "promise", "march", "rage"])
    after = act(state, "play card=wolfhawk_tirelessness mode=basic")
    assert after.turn.move == 2
    after = act(after, "play card=promise mode=basic")  # not a Move card: the bonus waits
    after = act(after, "play card=rage mode=sideways as=move")
    assert after.turn.move == 2 + 2 and after.turn.modifiers == []
    assert act(after, "play card=march mode=basic").turn.move == 4 + 2


def test_tirelessness_powered_gives_every_following_move_card_plus_1_but_not_units():
    state = position(hero="wolfhawk", hand=["wolfhawk_tirelessness", "march", "rage", "concentration"],
                     crystals={"blue": 1, "green": 1}, units=["peasants"])
    after = act(state, "play card=wolfhawk_tirelessness mode=powered mana=crystal:blue")
    after = act(after, "play card=rage mode=sideways as=move")
    assert after.turn.move == 4 + 2
    after = act(after, "play card=concentration mode=powered mana=crystal:green")  # March 4, +2, +1
    assert after.turn.move == 6 + 7
    after = act(after, "unit unit=0 ability=3")  # a Unit's Move 2 is not a card
    assert after.turn.move == 13 + 2


def test_ruthless_coercion_powered_readies_level_1_and_2_units_for_2_influence_per_level():
    state = position(hero="krang", hand=["krang_ruthless_coercion"], crystals={"red": 1}, level=5,
                     units=[UnitCard("peasants", ready=False), UnitCard("utem_guardsmen", ready=False),
                            UnitCard("fire_mages", ready=False)])
    after = act(state, "play card=krang_ruthless_coercion mode=powered mana=crystal:red")
    assert after.turn.influence == 6 and me(after).reputation == -1
    assert options(after) == ["unit:0", "unit:1", "done"]  # level III is too high
    after = act(after, "choose option=unit:1")
    assert after.turn.influence == 2 and options(after) == ["unit:0", "done"]
    after = act(after, "choose option=unit:0")
    assert after.turn.influence == 0 and after.turn.decision is None
    assert [u.ready for u in me(after).units] == [True, True, False]


def test_ruthless_coercion_powered_without_spent_units_just_gives_influence():
    state = position(hero="krang", hand=["krang_ruthless_coercion"], crystals={"red": 1})
    after = act(state, "play card=krang_ruthless_coercion mode=powered mana=crystal:red")
    assert after.turn.influence == 6 and after.turn.decision is None


def test_one_with_the_land_offers_move_or_heal_and_its_block_waits_for_combat():
    state = position(hero="braevalar", hand=["braevalar_one_with_the_land", "wound"], crystals={"green": 1})
    after = act(state, "play card=braevalar_one_with_the_land mode=powered mana=crystal:green")
    assert options(after) == ["0", "1"]  # Move 4 or Heal 2; the terrain Block is combat
    assert me(act(after, "choose option=1")).hand == []
    unhurt = position(hero="braevalar", hand=["braevalar_one_with_the_land"])
    assert act(unhurt, "play card=braevalar_one_with_the_land mode=basic").turn.move == 2


@pytest.mark.parametrize("time,cost", [("day", 2), ("night", 4)])
def test_druidic_paths_powered_makes_one_terrain_cost_1_less_to_a_minimum_of_2(time, cost):
    state = position(hero="braevalar", hand=["braevalar_druidic_paths"], crystals={"blue": 1}, time=time,
                     position="A-C")
    after = act(state, "play card=braevalar_druidic_paths mode=powered mana=crystal:blue")
    assert len(options(after)) == 5
    after = act(after, "choose option=1")  # forest: 3 by Day, 5 at Night
    assert act(after, "move to=A-NE").turn.move == 4 - cost


def test_hero_cards_whose_hooks_act_elsewhere_in_the_turn_are_offered():
    cases = [("goldyx", "goldyx_crystal_joy"), ("norowas", "norowas_noble_manners"),
             ("krang", "krang_savage_harvesting"), ("braevalar", "braevalar_druidic_paths")]
    for hero, card in cases:
        state = position(hero=hero, hand=[card, "march"], crystals=dict.fromkeys(("red", "blue", "green", "white"), 1))
        assert any("mode=basic" in a for a in plays_of(state, card)), card


# --- Hooks called from other parts of the turn ----------------------------------------------------------

def resolved(state, card, mode):
    """`card` played for `mode` (no mana paid) and its effect resolved, as play.play_card does."""
    state = copy.deepcopy(state)
    ctx = Ctx(CATALOG, state)
    me(state).hand.remove(card)
    me(state).play_area.append(Played(card, mode))
    resolve_queue(ctx, 0, [["card", card, mode]])
    return state, ctx


def test_mana_draw_powered_sets_a_die_gains_two_tokens_and_keeps_the_die_from_its_reroll(monkeypatch):
    monkeypatch.setattr(cards, "KNOWN_HOOKS", cards.KNOWN_HOOKS | {"mana_draw"})
    state = position(hand=["mana_draw", "march"], crystals={"white": 1}, source=["black", "green", "green"])
    after = act(state, "play card=mana_draw mode=powered mana=crystal:white")
    assert options(after) == ["die:0", "die:1"]  # the depleted black die too: it is set, not used
    after = act(after, "choose option=die:0")
    assert options(after) == ["red", "blue", "green", "white", "black"]  # any colour but gold
    after = act(after, "choose option=green")
    assert after.turn.tokens == ["green", "green"] and after.turn.dice_kept == [0]
    assert after.source[0].color == "green" and after.source[0].taken_by == 0
    assert after.turn.dice_used == 0  # the turn's own Source die is still free
    assert "play card=march mode=powered mana=die:1" in plays_of(after, "march")


def test_mana_pull_powered_takes_two_dice_one_token_of_each_colour(monkeypatch):
    monkeypatch.setattr(cards, "KNOWN_HOOKS", cards.KNOWN_HOOKS | {"mana_draw"})
    state = position(hero="arythea", hand=["arythea_mana_pull"], crystals={"white": 1},
                     source=["black", "red", "gold"])
    after = act(state, "play card=arythea_mana_pull mode=powered mana=crystal:white")
    after = act(act(after, "choose option=die:2"), "choose option=black")
    assert options(after) == ["die:0", "die:1"]
    after = act(act(after, "choose option=die:1"), "choose option=blue")
    assert after.turn.tokens == ["black", "blue"] and after.turn.decision is None
    assert [d.color for d in after.source] == ["black", "blue", "black"] and after.turn.dice_kept == [2, 1]


def test_mana_draw_powered_needs_a_free_die(monkeypatch):
    monkeypatch.setattr(cards, "KNOWN_HOOKS", cards.KNOWN_HOOKS | {"mana_draw"})
    state = position(hero="arythea", hand=["arythea_mana_pull"], crystals={"white": 1}, source=["red", "blue"])
    state.source[1].taken_by = 1
    refused(state, "play card=arythea_mana_pull mode=powered mana=crystal:white", "4.5")  # two dice needed


def test_crystal_joy_at_the_end_of_the_turn_trades_a_card_for_crystal_joy():
    state = position(hero="goldyx", hand=["goldyx_crystal_joy", "march", "wound"], crystals={"red": 1},
                     source=["black", "black", "black"])
    state, ctx = resolved(state, "goldyx_crystal_joy", "basic")
    assert options(state) == ["crystal:red"]  # Crystallize's part: red is the only mana to pay with
    state = GAME.apply(state, 0, Action.parse("choose option=crystal:red")).state
    assert me(state).crystals["red"] == 1 and state.turn.lasting == [["goldyx_crystal_joy", "non_wound"]]
    ctx = Ctx(CATALOG, state)
    me(state).discard += [p.card for p in me(state).play_area]
    me(state).play_area.clear()  # the End of Turn clears the Play area first
    decision = turns.card_effects(ctx, 0)
    assert decision.kind == "crystal_joy" and decision.options == ["march", "skip"]  # basic: no Wound
    ctx.rules.answers[decision.kind](ctx, 0, decision, "march")
    assert sorted(me(state).hand) == ["goldyx_crystal_joy", "wound"] and me(state).discard == ["march"]
    assert turns.card_effects(ctx, 0) is None


def test_crystal_joy_strong_may_even_discard_a_wound():
    state = position(hero="goldyx", hand=["goldyx_crystal_joy", "wound"])
    state, ctx = resolved(state, "goldyx_crystal_joy", "powered")
    state = GAME.apply(state, 0, Action.parse("choose option=blue")).state
    ctx = Ctx(CATALOG, state)
    me(state).discard.append("goldyx_crystal_joy")
    me(state).play_area.clear()
    assert turns.card_effects(ctx, 0).options == ["wound", "skip"]


def test_noble_manners_gives_fame_and_reputation_at_the_end_of_a_turn_with_an_interaction():
    state = position(hero="norowas", hand=["norowas_noble_manners"], reputation=0, fame=3)
    quiet, ctx = resolved(state, "norowas_noble_manners", "powered")
    assert quiet.turn.influence == 4
    assert turns.card_effects(ctx, 0) is None and (me(quiet).fame, me(quiet).reputation) == (3, 0)
    busy, ctx = resolved(state, "norowas_noble_manners", "powered")
    busy.turn.interaction = busy.players[0].position
    assert turns.card_effects(ctx, 0) is None and (me(busy).fame, me(busy).reputation) == (4, 1)


def answer(ctx, seat, decision, option):
    """The book's answer to a card's question, as resolve gives it."""
    return ctx.rules.answers[decision.kind](ctx, seat, decision, option)


def test_savage_harvesting_basic_once_discards_a_card_for_a_crystal_of_its_colour():
    state = position(hero="krang", hand=["krang_savage_harvesting", "rage", "wound", "fireball"])
    state, ctx = resolved(state, "krang_savage_harvesting", "basic")
    assert state.turn.move == 2
    decision = basic_actions.after_move(ctx, 0)
    assert decision.options == ["rage", "fireball", "skip"]
    assert answer(ctx, 0, decision, "rage") is None
    assert me(state).crystals["red"] == 1 and me(state).discard == ["rage"]
    assert basic_actions.after_move(ctx, 0) is None  # once this turn


def test_savage_harvesting_strong_works_at_every_space_and_an_artifact_gives_a_chosen_colour():
    state = position(hero="krang", hand=["krang_savage_harvesting", "banner_of_courage", "march"])
    state, ctx = resolved(state, "krang_savage_harvesting", "powered")
    decision = answer(ctx, 0, basic_actions.after_move(ctx, 0), "banner_of_courage")
    assert decision.options == ["red", "blue", "green", "white"]
    answer(ctx, 0, decision, "white")
    assert me(state).crystals["white"] == 1
    assert basic_actions.after_move(ctx, 0).options == ["march", "skip"]


def test_ruthless_coercion_basic_discount_is_used_once_for_a_reputation_step():
    state = position(hero="krang", hand=["krang_ruthless_coercion"], reputation=1)
    state, ctx = resolved(state, "krang_ruthless_coercion", "basic")
    assert state.turn.influence == 2 and basic_actions.recruit_discount(ctx) == 2
    basic_actions.use_recruit_discount(ctx, 0)
    assert basic_actions.recruit_discount(ctx) == 0 and me(state).reputation == 0


def test_druidic_paths_basic_makes_one_chosen_space_cost_1_less_to_a_minimum_of_2():
    state = position(hero="braevalar", hand=["braevalar_druidic_paths"])
    state, ctx = resolved(state, "braevalar_druidic_paths", "basic")
    assert state.turn.decision.kind == "druidic_paths"
    assert "A-NE" in options(state) and "A-E" not in options(state)  # forest 3 yes; plains 2 stays 2
    state = GAME.apply(state, 0, Action.parse("choose option=A-NE")).state
    ctx = Ctx(CATALOG, state)
    assert basic_actions.space_move_cost(ctx, 3, "1,-1") == 2 and basic_actions.space_move_cost(ctx, 3, "1,0") == 3


# --- The registry and legal_actions --------------------------------------------------------------------

def basic_action_hooks():
    """Every hook name (and named rule) on a Basic Action card."""
    sides = [side.effect for card in CATALOG.basic_actions.values() for side in (card.basic, card.powered)]
    return {node.name for node in nodes_of(sides, (Hook, RuleChange))}


def _hook_owners() -> dict[str, set[str]]:
    """Hook or named-rule name -> the ids of the cards, Units, Skills and Tactics whose effects use it."""
    owners: dict[str, set[str]] = {}
    entries = [(card.id, (card.basic.effect, card.powered.effect)) for card in CATALOG.cards.values()
               if card.powered is not None]
    entries += [(unit.id, tuple(ability.effect for ability in unit.abilities)) for unit in CATALOG.units.values()]
    entries += [(skill.id, (skill.effect,) + ((skill.passive,) if skill.passive else ()))  # a passive part too
                for skill in CATALOG.skills.values()]
    entries += [(tactic.id, (tactic.effect,)) for tactic in CATALOG.tactics.values()]
    entries += [(scenario.id, tuple(rule.hook for rule in scenario.special_rules))
                for scenario in CATALOG.scenarios.values()]
    for owner, effects in entries:
        for node in nodes_of(list(effects), (Hook, RuleChange)):
            owners.setdefault(node.name, set()).add(owner)
    return owners


def test_basic_action_hooks_are_all_implemented():
    assert basic_action_hooks() <= cards.KNOWN_HOOKS


def test_every_implemented_hook_is_played_in_some_rule_test():
    """A hook counts as implemented (KNOWN_HOOKS) only with a test that names its card, Unit or Skill."""
    from pathlib import Path
    tests = "\n".join(path.read_text() for path in Path(__file__).parent.glob("test_*.py"))
    owners = _hook_owners()
    untested = {name for name in cards.KNOWN_HOOKS if not any(owner in tests for owner in owners.get(name, ()))}
    assert not untested


@pytest.mark.parametrize("hero", list(CATALOG.heroes))
def test_every_offered_play_of_a_heros_deck_applies_cleanly(hero):
    """legal_actions offers only what the engine carries out completely: play each offered card, answer every
    decision with each of its options in turn, and nothing may fail or wait without options."""
    deck = list(dict.fromkeys(CATALOG.heroes[hero].deck))
    state = position(hero=hero, hand=deck + ["wound"], crystals=dict.fromkeys(("red", "blue", "green", "white"), 1),
                     level=5, units=[UnitCard("peasants", ready=False), UnitCard("foresters", wounded=True)],
                     deck=["rage", "march"], source=["black", "gold", "red"])
    for play in [a for a in legal(state) if a.startswith("play ")]:
        play_out_decisions(state, play)

"""Combat between players (rules spec §11; §4.6.2, §6.11, §8.1.1, §13.4.7, §13.6.4, §13.7.1), named after the
spec sections.

Tovak (seat 1) stands on A-NE with Move 2 and Arythea (seat 2) on the plains A-E next to it, in Full Conquest;
`attacked` moves Tovak there and attacks. Attack and Block points come from real cards, or are put straight into
the combat's pools to test the arithmetic through the real `pvp-block` action.
"""
from engine.mageknight import pvp, pvp_start
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.state import WOUND, Played, UnitCard
from tests.mageknight.moves import act, legal, refused

CATALOG = GAME.catalog
MAP = [["starting_a", 0, 0], ["countryside_4", 1, -3], ["countryside_3", 3, -2]]  # 4-C mage tower, 3-NE keep
TOVAK, ARYTHEA = 0, 1


def position(scenario="full_conquest", tovak=None, arythea=None, move=2, **extra):
    players = [{"hero": "tovak", "position": "A-NE", "hand": ["rage", "swiftness", "march"], **(tovak or {})},
               {"hero": "arythea", "position": "A-E", "hand": ["determination", "rage", "march"], **(arythea or {})}]
    return build_position(CATALOG, {"scenario": scenario, "seats": 2, "tiles": MAP, "players": players,
                                    "turn": {"seat": TOVAK, "move": move}, "source": ["white", "red", "blue"],
                                    **extra})


def attacked(attend="fully", **kw):
    state = act(position(**kw), "move to=A-E")
    state = act(state, "attack-player seat=2")
    return act(state, f"choose option={attend}")


def key(state, label):
    from engine.mageknight.geometry import MapLayout, parse_label
    from engine.mageknight.state import hex_key
    return hex_key(*parse_label(MapLayout.from_rows(state.map.tiles), label))


def seat_now(state) -> int:
    (seat,) = GAME.to_act(state)
    return seat


def to_melee(state):
    """Both pass in the Ranged and Siege phase (§11.5.6)."""
    return act(act(state, "pvp-pass"), "pvp-pass")


def attack_of(state, points: dict, sideways=False):
    """The attacker's pool holds `points`; committed: the blocker is asked."""
    state.pvp.attack, state.pvp.sideways = dict(points), sideways
    return act(state, "pvp-attack")


# --- §11.1 When PvP is possible; §6.11 other players' figures; §4.6.2 ---------------------------------------------

def test_11_1_1_entering_a_space_with_another_hero_offers_the_attack_as_the_action():
    state = act(position(), "move to=A-E")
    assert "attack-player seat=2" in legal(state)
    state = act(state, "attack-player seat=2")
    assert state.turn.action_taken and state.turn.fought and state.turn.move == 0  # §4.6.4-5
    assert GAME.to_act(state) == {ARYTHEA} and state.turn.decision.kind == pvp_start.ATTEND


def test_6_11_1_the_player_may_still_move_on_from_an_occupied_space():
    state = act(position(move=4), "move to=A-E")
    assert "move to=3-SW" in legal(state)  # passing through (§6.11.1)
    state = act(state, "move to=3-SW")
    assert "attack-player seat=2" not in legal(state) and "end-turn" in legal(state)


def test_11_1_4_ending_the_movement_there_forces_the_attack():
    state = act(position(), "move to=A-E")
    assert "end-turn" not in legal(state)
    refused(state, "end-turn", "11.1.4")


def test_11_1_1_no_attack_without_having_entered_the_space_this_turn():
    state = position(tovak={"position": "A-E"})
    assert "attack-player seat=2" not in legal(state)
    refused(state, "attack-player seat=2", "11.1")


def test_11_1_1_2_never_on_the_portal():
    state = act(position(tovak={"position": "A-NW"}, arythea={"position": "A-C"}), "move to=A-C")
    assert "attack-player seat=2" not in legal(state) and "end-turn" in legal(state)


def test_11_1_1_3_not_once_the_end_of_the_round_is_announced():
    state = act(position(), "move to=A-E")
    state.round.end_announced_by = ARYTHEA
    assert "attack-player seat=2" not in legal(state) and "end-turn" in legal(state)
    state.round.end_announced_by, state.round.scenario_end = None, True
    assert "attack-player seat=2" not in legal(state)


def test_11_1_1_4_not_against_a_face_down_round_order_token_and_6_11_5_withdrawal_applies():
    state = act(position(), "move to=A-E")
    state.players[ARYTHEA].order_token_face_down = True
    assert "attack-player seat=2" not in legal(state)
    refused(state, "attack-player seat=2", "11.1")
    after = act(state, "end-turn", TOVAK)
    assert after.players[TOVAK].position == key(state, "A-NE")  # Forced Withdrawal (§9.2)


def test_13_7_1_first_reconnaissance_has_no_pvp_and_6_11_5_applies():
    state = act(position("first_reconnaissance"), "move to=A-E")
    assert "attack-player seat=2" not in legal(state) and "end-turn" in legal(state)


def test_11_1_3_cooperative_scenarios_and_team_rules_forbid_it():
    state = position("full_cooperation")
    assert not pvp_start.allowed_in_game(state_ctx(state))


def state_ctx(state):
    from engine.mageknight.context import Ctx
    return Ctx(CATALOG, state)


def test_6_11_2_entering_an_opponents_keep_with_its_owner_in_it_is_an_assault_and_an_attack():
    state = position(tovak={"position": "3-E", "reputation": 0}, arythea={"position": "3-NE"}, move=3)
    state.map.shields[key(state, "3-NE")] = [ARYTHEA]
    assert "move to=3-NE" in legal(state)
    state = act(state, "move to=3-NE")
    assert state.players[TOVAK].reputation == -1  # §8.1.1
    assert state.pvp.fortified and state.pvp.came_from == key(state, "3-E")
    assert GAME.to_act(state) == {ARYTHEA}


def test_6_11_5_an_opponents_keep_with_its_owner_cannot_be_entered_where_pvp_is_not_allowed():
    state = position("first_reconnaissance", tovak={"position": "3-E"}, arythea={"position": "3-NE"})
    state.map.shields[key(state, "3-NE")] = [ARYTHEA]
    assert "move to=3-NE" not in legal(state)
    refused(state, "move to=3-NE", "6.11.5")


def test_11_1_2_a_move_provoking_rampaging_enemies_cannot_enter_a_hero_s_space():
    tiles = [["starting_a", 0, 0], ["countryside_1", 1, -3]]  # rampaging orcs on 1-NW, next to 1-W and 1-C
    state = build_position(CATALOG, {
        "scenario": "full_conquest", "seats": 2, "tiles": tiles, "turn": {"seat": 0, "move": 3},
        "players": [{"hero": "tovak", "position": "1-W"}, {"hero": "arythea", "position": "1-C"}],
        "enemies": {"1-NW": ["prowlers"]}})
    assert "move to=1-C" not in legal(state)
    refused(state, "move to=1-C", "11.1.2")


# --- §11.3 The defender's choice ----------------------------------------------------------------------------------

def test_11_3_1_fully_attending_flips_the_token_and_the_defender_may_use_a_source_die():
    state = attacked("fully")
    assert state.players[ARYTHEA].order_token_face_down and state.turn.seat == ARYTHEA
    state = act(state, "pvp-pass")  # the defender attacks first (§11.5.1): nothing to shoot with
    state = act(state, "play card=swiftness mode=powered mana=die:0")  # Tovak: Ranged 3
    state = act(state, "pvp-attack")
    assert "play card=determination mode=powered mana=die:2" in legal(state)  # Arythea's own Source die


def test_11_3_1_restriction_no_non_wound_cards_only_partial_attendance():
    state = act(act(position(arythea={"hand": [WOUND, WOUND]}), "move to=A-E"), "attack-player seat=2")
    assert state.turn.decision.options == [pvp_start.PARTIALLY]


def test_11_3_2_partially_attending_uses_no_source_die_and_keeps_the_token_up():
    state = attacked("partially")
    assert not state.players[ARYTHEA].order_token_face_down
    state = act(state, "pvp-pass")
    state = act(act(state, "play card=swiftness mode=powered mana=die:0"), "pvp-attack")
    assert not any("die:" in action for action in legal(state))


def test_11_2_3_the_defender_cannot_move_or_take_an_action_during_the_combat():
    state = attacked()
    refused(state, "move to=A-NE", "11.2.3")
    refused(state, "end-turn", "11.2.3")


def end_turn(state):
    """The End of Turn of whoever acts now, its decisions answered with their last option (discard: done)."""
    seat = seat_now(state)
    state = act(state, "end-turn")
    while state.turn is not None and state.turn.decision is not None and state.turn.decision.seat == seat:
        state = act(state, f"choose option={state.turn.decision.options[-1]}")
    return state


def test_4_2_1_a_fully_attending_defender_misses_the_next_turn():
    state = end_turn(_draw_game("fully"))  # the defender's End of Turn after the combat (§11.3.1)
    assert state.turn.seat == TOVAK and state.players[ARYTHEA].order_token_face_down
    state = end_turn(state)
    assert not state.players[ARYTHEA].order_token_face_down  # flipped face up, the turn missed
    assert state.turn.seat == TOVAK


def test_11_3_1_the_fully_attending_defender_draws_up_at_the_end_of_their_turn():
    state = _draw_game("fully")
    assert state.turn.seat == ARYTHEA and "end-turn" in legal(state) and "move to=A-NE" not in legal(state)
    state.players[ARYTHEA].deck = ["stamina", "promise", "concentration"]
    state = end_turn(state)
    assert state.turn.seat == TOVAK and state.pvp is None
    assert len(state.players[ARYTHEA].hand) == 5  # Hand limit 5, after discarding one (§4.4.2, §9.7)


def test_11_3_2_the_partial_defender_does_not_draw_and_keeps_pure_mana_for_the_next_turn():
    state = attacked("partially")
    state.turn.tokens.append("red")
    hand = list(state.players[ARYTHEA].hand)
    state = to_melee(state)
    state = to_melee(state)  # Tovak and Arythea pass in the Melee phase: a draw
    assert state.pvp is None and state.turn.seat == TOVAK
    assert state.players[ARYTHEA].hand == hand and state.players[ARYTHEA].kept_tokens == ["red"]


def _draw_game(attend):
    return to_melee(to_melee(attacked(attend)))


# --- §11.4-§11.6 the phases ---------------------------------------------------------------------------------------

def test_11_5_1_the_defender_attacks_first_in_the_ranged_phase():
    state = attacked()
    assert state.pvp.attacker == ARYTHEA and state.turn.seat == ARYTHEA and legal(state) == ["pvp-pass"]


def test_11_5_3_only_ranged_and_siege_no_sideways_in_the_first_phase():
    state = act(attacked(), "pvp-pass")
    assert legal(state) == ["play card=swiftness mode=powered mana=die:0", "pvp-pass"]


def test_11_5_3_against_the_defender_at_a_keep_only_siege_counts():
    state = position(tovak={"position": "3-E"}, arythea={"position": "3-NE"}, move=3)
    state.map.shields[key(state, "3-NE")] = [ARYTHEA]
    state = act(act(act(state, "move to=3-NE"), "choose option=fully"), "pvp-pass")
    assert not any("swiftness" in action for action in legal(state))


def test_11_5_6_two_passes_in_succession_end_the_phase_and_11_6_1_the_aggressor_attacks_first():
    state = to_melee(attacked())
    assert state.pvp.phase == pvp.MELEE and state.pvp.attacker == TOVAK and state.turn.seat == TOVAK
    assert "play card=march mode=sideways as=attack" in legal(state)


def test_11_5_4_rulebook_example_ice_block_4_against_fire_ranged_4_leaves_2():
    state = act(attacked(), "pvp-pass")
    state = attack_of(state, {"fire": 4})
    state.pvp.block = {"ice": 4}
    assert act(state, "pvp-block").pvp.damage == 2


def test_11_5_4_rulebook_example_physical_block_7_against_fire_ranged_4_leaves_3():
    state = act(attacked(), "pvp-pass")
    state = attack_of(state, {"fire": 4})
    state.pvp.block = {"physical": 7}
    assert act(state, "pvp-block").pvp.damage == 3


def test_11_5_4_a_block_efficient_against_one_element_of_a_mixed_attack_counts_fully():
    state = act(attacked(), "pvp-pass")
    state = attack_of(state, {"fire": 2, "ice": 2})
    state.pvp.block = {"ice": 4}  # efficient against the fire part
    assert act(state, "pvp-block").pvp.damage == 2


def test_11_6_1_melee_blocks_work_fully_and_a_sideways_card_makes_the_attack_physical():
    state = to_melee(attacked())
    state = attack_of(state, {"fire": 4, "physical": 1}, sideways=True)
    state.pvp.block = {"physical": 3}  # inefficient against fire, but the attack is physical now: -3, not -1
    assert act(state, "pvp-block").pvp.damage == 2


def test_11_5_4_blocking_with_real_cards():
    state = act(attacked(), "pvp-pass")
    state = act(act(state, "play card=swiftness mode=powered mana=die:0"), "pvp-attack")  # Ranged 3
    state = act(state, "play card=determination mode=basic")  # Block 2: -1 in the Ranged phase
    assert state.pvp.block == {"physical": 2}
    state = act(state, "pvp-block")
    assert state.pvp.damage == 2 and state.turn.seat == TOVAK
    assert legal(state) == ["pvp-damage to=hero", "pvp-damage to=done"]  # Arythea's Armor is 2


# --- §11.5.5 damage, §11.6.2 steal and retreat --------------------------------------------------------------------

def _damage(state, points, attacker_fame=0):
    state.pvp.attack = {"physical": points}
    state = act(state, "pvp-attack")
    return act(state, "pvp-block")


def test_11_5_7_derived_example_damage_7_unit_armor_3_resistant_hero_armor_3():
    state = attacked(arythea={"level": 3, "fame": 8})
    state.players[ARYTHEA].units = [UnitCard("guardian_golems")]  # Armor 3, Physical Resistance
    state = _damage(act(state, "pvp-pass"), 7)
    assert legal(state) == ["pvp-damage to=hero", "pvp-damage to=unit:0", "pvp-damage to=done"]
    unit = act(state, "pvp-damage to=unit:0")  # 6, 1 wasted: nothing else fits
    assert unit.players[ARYTHEA].units[0].wounded and unit.pvp.attacker == ARYTHEA
    twice = act(act(state, "pvp-damage to=hero"), "pvp-damage to=hero")
    assert twice.players[ARYTHEA].hand.count(WOUND) == 2 and twice.pvp.attacker == ARYTHEA
    once = act(act(state, "pvp-damage to=hero"), "pvp-damage to=done")  # 4 wasted
    assert once.players[ARYTHEA].hand.count(WOUND) == 1


def test_8_8_7_the_blocker_is_knocked_out_by_as_many_wounds_as_their_hand_limit():
    state = _damage(act(attacked(), "pvp-pass"), 10)  # Arythea: Armor 2, Hand limit 5
    for _ in range(5):
        state = act(state, "pvp-damage to=hero")
    assert set(state.players[ARYTHEA].hand) == {WOUND}


def test_11_6_2_stealing_an_artifact_from_the_discard_pile_for_5_damage():
    state = to_melee(attacked(arythea={"discard": ["ruby_ring"], "hand": ["determination", "endless_bag_of_gold"]}))
    state = _damage(state, 5)
    assert "pvp-damage to=artifact:discard:ruby_ring" in legal(state)
    assert not any("endless_bag_of_gold" in action for action in legal(state))  # not from the hand
    state = act(state, "pvp-damage to=artifact:discard:ruby_ring")
    assert "ruby_ring" in state.players[TOVAK].discard and "ruby_ring" not in state.players[ARYTHEA].discard


def test_11_6_2_a_banner_can_be_stolen_only_from_a_wounded_unit():
    state = to_melee(attacked())
    state.players[ARYTHEA].units = [UnitCard("peasants", banner="banner_of_courage")]
    state = _damage(state, 9)
    assert not any("artifact:unit" in action for action in legal(state))
    state = act(state, "pvp-damage to=unit:0")  # Armor 3 wounds it; 6 left
    assert "pvp-damage to=artifact:unit:0" in legal(state)
    state = act(state, "pvp-damage to=artifact:unit:0")
    assert state.players[ARYTHEA].units[0].banner is None and "banner_of_courage" in state.players[TOVAK].discard


def test_11_6_2_an_artifact_in_the_play_area_can_be_stolen():
    state = to_melee(attacked())
    state.players[ARYTHEA].play_area.append(Played("ruby_ring", "basic"))
    state = act(_damage(state, 5), "pvp-damage to=artifact:play:ruby_ring")
    assert state.players[ARYTHEA].play_area == [] and "ruby_ring" in state.players[TOVAK].discard


def test_11_6_2_forcing_a_retreat_costs_the_unmodified_move_cost_and_ends_the_combat():
    state = to_melee(attacked(tovak={"fame": 0}, arythea={"fame": 5, "level": 2}))
    state = _damage(state, 2)
    # Plains 2: the village and the portal; the forest A-NE costs 3, the ocean A-SE is inaccessible.
    assert [a for a in legal(state) if "retreat" in a] == ["pvp-damage to=retreat:3-SW", "pvp-damage to=retreat:A-C"]
    state = act(state, "pvp-damage to=retreat:3-SW")
    assert state.players[ARYTHEA].position == key(state, "3-SW")
    assert state.players[TOVAK].fame == 1 + 2  # §11.7.1: Arythea has more Fame and is a level higher
    assert state.turn.seat == ARYTHEA and state.pvp.phase == pvp.OVER  # the full defender finishes the turn


# --- §11.7 Outcome ------------------------------------------------------------------------------------------------

class _Hero:
    def __init__(self, level, fame):
        self.level, self.fame = level, fame


def test_11_7_3_derived_examples_of_the_victors_fame():
    assert pvp.victory_fame(_Hero(2, 5), _Hero(4, 20)) == 5  # level 2 beats level 4
    assert pvp.victory_fame(_Hero(3, 10), _Hero(3, 12)) == 1
    assert pvp.victory_fame(_Hero(3, 12), _Hero(3, 10)) == 0


def test_11_7_2_a_draw_sends_the_aggressor_back_and_nobody_gains_fame():
    state = _draw_game("partially")
    assert state.players[TOVAK].position == key(state, "A-NE") and state.players[TOVAK].fame == 0
    assert state.players[ARYTHEA].fame == 0 and state.turn.seat == TOVAK and state.turn.action_taken
    after = act(state, "end-turn")
    assert after.players[TOVAK].position == key(state, "A-NE")  # safe: no Forced Withdrawal, no Wound
    assert WOUND not in after.players[TOVAK].hand


# --- the engine ---------------------------------------------------------------------------------------------------

def test_11_pvp_moves_are_refused_outside_a_pvp_and_out_of_turn():
    state = position()
    refused(state, "pvp-pass", "11.4")
    fight = attacked()
    refused(fight, "pvp-block", "11.5")


def test_11_the_state_round_trips_through_json_in_the_middle_of_a_pvp():
    state = act(act(attacked(), "pvp-pass"), "play card=swiftness mode=powered mana=die:0")
    assert GAME.load(GAME.dump(state)) == state
    assert GAME.view(state, TOVAK)["pvp"]["attack"] == {"physical": 3}


def test_11_3_2_the_kept_pure_mana_comes_into_the_partial_defenders_next_turn():
    state = attacked("partially")
    state.turn.tokens.append("red")
    state = end_turn(to_melee(to_melee(state)))  # a draw, then Tovak ends his turn
    assert state.turn.seat == ARYTHEA and "red" in state.turn.tokens and state.players[ARYTHEA].kept_tokens == []


def test_11_8_effects_other_than_attack_and_block_are_not_playable_against_a_player():
    state = to_melee(attacked(tovak={"hand": ["tranquility", "crystallize", "rage"]}))
    state.players[TOVAK].units = [UnitCard("peasants")]
    plays = legal(state)
    assert not any("tranquility" in action or "crystallize" in action for action in plays if "sideways" not in action)
    assert [action for action in plays if action.startswith("unit ")] == ["unit unit=0 ability=0"]  # its Attack 2
    assert "play card=rage mode=basic" in plays


def test_11_5_4_the_blocker_s_units_may_block_and_are_spent():
    state = act(attacked(), "pvp-pass")
    state = attack_of(state, {"physical": 4})
    state.players[ARYTHEA].units = [UnitCard("peasants")]
    assert [action for action in legal(state) if action.startswith("unit ")] == ["unit unit=0 ability=1"]
    state = act(state, "unit unit=0 ability=1")  # Block 2: -1 in the Ranged phase
    assert state.pvp.block == {"physical": 2} and not state.players[ARYTHEA].units[0].ready
    assert act(state, "pvp-block").pvp.damage == 3


def test_11_3_1_the_defender_may_first_plunder_the_village_they_stand_on():
    state = position(tovak={"position": "A-E"}, arythea={"position": "3-SW", "hand": [WOUND], "reputation": 0,
                                                         "deck": ["stamina", "promise"]})
    state = act(act(state, "move to=3-SW"), "attack-player seat=2")
    assert state.turn.decision.options == [pvp_start.PLUNDER, pvp_start.PARTIALLY]  # only Wounds in hand: no full attendance
    state = act(state, "choose option=plunder")
    assert state.players[ARYTHEA].reputation == -1 and len(state.players[ARYTHEA].hand) == 3
    assert state.turn.decision.options == [pvp_start.FULLY, pvp_start.PARTIALLY]


def test_11_6_2_no_retreat_into_another_players_keep_it_would_be_an_assault():
    state = position(tovak={"position": "3-C"}, arythea={"position": "3-E"}, move=3)
    state.map.shields[key(state, "3-NE")] = [TOVAK]
    state = act(act(act(state, "move to=3-E"), "attack-player seat=2"), "choose option=partially")
    state = _damage(to_melee(state), 4)
    retreats = [action for action in legal(state) if "retreat" in action]
    assert retreats and not any("3-NE" in action for action in retreats)

"""Units and healing (rules spec §5.10, §10.2, §10.3), named after the spec sections.

Positions are built with positions.build_position; the Units are put into the Unit area of the built
state (the fixture format has no Units yet).
"""
import copy


from engine.mageknight.catalog.effects import HealUnit, ReadyUnit
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.resolve import playable, unit_targets
from engine.mageknight.rounds import end_round
from engine.mageknight.state import UnitCard
from tests.mageknight.moves import act, legal, outcome, refused

CATALOG = GAME.catalog


def activations(state):
    return [a for a in legal(state) if a.startswith("unit ")]


def with_units(*units, hand=("march",), time="day", crystals=None, level=3, **turn):
    """Tovak (level 3: two Command tokens) with these Units, as UnitCards or ids (Ready, unwounded)."""
    spec = {"hero": "tovak", "hand": list(hand), "level": level, "crystals": crystals or {}}
    state = build_position(CATALOG, {"players": [spec, {"hero": "goldyx"}], "time": time, "turn": turn})
    state.players[0].units = [copy.copy(u) if isinstance(u, UnitCard) else UnitCard(u) for u in units]
    return state


# --- §5.10.5 Activation --------------------------------------------------------------------------

def test_5_10_5_activating_a_unit_spends_it_and_applies_one_ability():
    state = with_units("peasants")
    # Peasants: Attack 2 | Block 2 | Influence 2 | Move 2; Attack and Block only in combat.
    assert activations(state) == ["unit unit=0 ability=2", "unit unit=0 ability=3"]
    after = act(state, "unit unit=0 ability=3")
    assert after.turn.move == 2 and after.players[0].units[0].ready is False
    assert activations(after) == []
    refused(after, "unit unit=0 ability=2", "5.10.5")  # Spent until the end of the Round


def test_5_10_5_an_activation_is_one_ability_through_the_effect_executor():
    state = with_units("foresters")  # Move 2 and cheaper forests, hills and swamps this turn
    after = act(state, "unit unit=0 ability=0")
    assert after.turn.move == 2 and len(after.turn.modifiers) == 3
    assert all(path[:3] == ["unit", "foresters", "0"] for path in after.turn.modifiers)


def test_10_2_2_a_wounded_unit_cannot_be_activated():
    state = with_units(UnitCard("peasants", wounded=True))
    assert activations(state) == []
    refused(state, "unit unit=0 ability=3", "5.10.5")


def test_5_10_5_an_ability_with_a_mana_symbol_is_paid_first():
    state = with_units("herbalist", hand=["march", "wound"], crystals={"green": 1})
    assert "unit unit=0 ability=0 mana=crystal:green" in activations(state)  # Heal 2 (green)
    refused(state, "unit unit=0 ability=0", "5.1")
    after = act(state, "unit unit=0 ability=0 mana=crystal:green")
    assert after.players[0].crystals["green"] == 0 and "wound" not in after.players[0].hand


def test_5_10_5_unknown_units_and_abilities_are_refused():
    state = with_units("peasants")
    refused(state, "unit unit=1 ability=0", "5.10.2")
    refused(state, "unit unit=0 ability=9", "5.10.5")


def test_4_5_abilities_the_engine_cannot_carry_out_now_are_refused():
    state = with_units("peasants")
    refused(state, "unit unit=0 ability=0", "4.5")  # Attack 2 outside combat


# --- §5.10.6 Readying ----------------------------------------------------------------------------

def test_5_10_6_the_herbalist_readies_another_unit_never_itself():
    state = with_units("herbalist")
    assert "unit unit=0 ability=1" not in activations(state)  # nobody else to ready
    state = with_units("herbalist", UnitCard("peasants", ready=False))
    after = act(state, "unit unit=0 ability=1")
    assert after.players[0].units == [UnitCard("herbalist", ready=False), UnitCard("peasants", ready=True)]
    assert after.turn.decision is None


def test_5_10_6_ready_unit_respects_the_level_and_asks_which_unit():
    state = with_units("herbalist", UnitCard("fire_mages", ready=False), level=5)  # level III: too high
    assert "unit unit=0 ability=1" not in activations(state)
    state = with_units("herbalist", UnitCard("peasants", ready=False), UnitCard("foresters", ready=False), level=5)
    after = act(state, "unit unit=0 ability=1")
    assert after.turn.decision.kind == "ready_unit" and after.turn.decision.options == ["unit:1", "unit:2"]
    after = act(after, "choose option=unit:2")
    assert [u.ready for u in after.players[0].units] == [False, False, True]


def test_10_2_3_readying_does_not_heal_and_a_wounded_unit_stays_unusable():
    state = with_units("herbalist", UnitCard("peasants", ready=False, wounded=True))
    after = act(state, "unit unit=0 ability=1")
    assert after.players[0].units[1] == UnitCard("peasants", ready=True, wounded=True)
    assert activations(after) == []


def test_3_2_7_all_units_are_readied_at_the_end_of_the_round_wounded_or_not():
    state = with_units(UnitCard("peasants", ready=False), UnitCard("herbalist", ready=False, wounded=True))
    end_round(Ctx(CATALOG, state))
    assert state.players[0].units == [UnitCard("peasants"), UnitCard("herbalist", ready=True, wounded=True)]


def test_5_10_6_ready_and_heal_unit_effects_target_units_by_level():
    state = with_units(UnitCard("peasants", ready=False), UnitCard("utem_guardsmen", wounded=True))
    ctx = Ctx(CATALOG, state)
    assert unit_targets(ctx, 0, ReadyUnit(max_level=1)) == [0]
    assert unit_targets(ctx, 0, HealUnit(max_level=1)) == [] and unit_targets(ctx, 0, HealUnit(max_level=2)) == [1]
    assert playable(ctx, HealUnit(max_level=2)) and not playable(ctx, HealUnit(max_level=1))
    assert not playable(ctx, ReadyUnit(max_level=2, count=2))  # readying several Units: not in the engine yet


# --- §10.3 Healing -------------------------------------------------------------------------------

def test_10_3_3_without_a_wounded_unit_healing_throws_away_wounds_from_the_hand():
    state = with_units(hand=["tranquility", "wound", "wound"])
    state = act(state, "play card=tranquility mode=basic")
    assert state.turn.decision.kind == "choice"  # Heal 1 or draw a card
    state = act(state, "choose option=0")
    assert state.players[0].hand == ["wound"] and state.turn.decision is None


def test_10_3_7_heal_3_with_two_wounds_in_hand_and_a_wounded_level_ii_unit():
    # Derived example: Heal 3 (here Tranquility powered, Heal 2, then basic, Heal 1), 2 Wounds in hand and a
    # Wounded level II Unit: heal the Unit (2 points) and throw away 1 Wound (1 point) ...
    hand = ["tranquility", "tranquility", "wound", "wound"]
    start = with_units(UnitCard("utem_guardsmen", wounded=True), hand=hand, crystals={"green": 1})
    state = act(start, "play card=tranquility mode=powered mana=crystal:green")
    state = act(state, "choose option=0")  # Heal 2
    assert state.turn.decision.kind == "heal" and state.turn.decision.options == ["hand", "unit:0", "done"]
    state = act(state, "choose option=unit:0")
    assert state.players[0].units[0].wounded is False and state.turn.decision is None
    state = act(act(state, "play card=tranquility mode=basic"), "choose option=0")  # Heal 1, now to the hand
    assert state.players[0].hand.count("wound") == 1
    # ... or throw away both Wounds from the hand (2 points) and waste 1.
    state = act(start, "play card=tranquility mode=powered mana=crystal:green")
    state = act(act(state, "choose option=0"), "choose option=hand")
    assert state.turn.decision.options == ["hand", "done"]  # 1 point left: too few for the level II Unit
    state = act(state, "choose option=hand")
    assert state.players[0].hand.count("wound") == 0 and state.players[0].units[0].wounded


def test_10_3_3_healing_points_add_up_to_heal_a_unit_of_level_ii():
    state = with_units(UnitCard("utem_guardsmen", wounded=True), hand=["tranquility", "tranquility"])
    state = act(act(state, "play card=tranquility mode=basic"), "choose option=0")
    assert state.turn.heal == 1 and state.turn.decision is None  # 1 point: not enough for a level II Unit
    state = act(act(state, "play card=tranquility mode=basic"), "choose option=0")
    assert state.turn.decision.options == ["unit:0", "done"]
    state = act(state, "choose option=unit:0")
    assert not state.players[0].units[0].wounded and state.turn.heal == 0


def test_10_3_3_bought_healing_heals_units_too():
    state = build_position(CATALOG, {"players": [{"hero": "tovak", "position": "1-E", "hand": ["march"]}],
                                     "turn": {"influence": 3}})
    state.players[0].units = [UnitCard("peasants", wounded=True)]
    state = act(state, "heal")  # a village: 3 Influence for 1 point; Peasants are level I
    assert state.turn.decision.options == ["unit:0", "done"]
    state = act(state, "choose option=unit:0")
    assert state.players[0].units == [UnitCard("peasants")]


def test_10_3_heal_effects_need_a_wound_somewhere():
    state = with_units("peasants", hand=["tranquility"])
    assert "play card=tranquility mode=basic" in legal(state)  # Draw 1 remains possible
    state = act(state, "play card=tranquility mode=basic")
    assert state.turn.decision is None and len(state.players[0].hand) == 1  # Heal 1 skipped: drew a card


# --- Magic Familiars' upkeep (Lost Legion card), asked at Round preparation (§3.2.7) -------------------

def next_round(state):
    """End the Round as the engine does; the new Round's preparation may wait for choices."""
    ctx = Ctx(CATALOG, state)
    end_round(ctx)
    return state, ctx.events


def test_5_10_magic_familiars_upkeep_asks_which_crystal_pays_and_it_becomes_the_cards_mana():
    state, _ = next_round(with_units(UnitCard("magic_familiars", mana="blue"), "peasants",
                                     crystals={"blue": 1, "red": 2}))
    assert state.round.phase == "prepare" and state.round.pending.kind == "upkeep"
    assert state.round.pending.options == ["red", "blue", "disband"]
    state = act(state, "choose option=red")
    player = state.players[0]
    assert player.crystals["red"] == 1 and player.units[0].mana == "red"
    assert [u.unit for u in player.units] == ["magic_familiars", "peasants"] and all(u.ready for u in player.units)


def test_5_10_magic_familiars_leave_the_game_without_a_crystal_and_their_banner_is_discarded():
    state, _ = next_round(with_units("peasants", UnitCard("magic_familiars", mana="red", banner="banner_of_glory")))
    assert state.round.pending.options == ["disband"]
    after = outcome(state, "choose option=disband")
    player = after.state.players[0]
    assert [u.unit for u in player.units] == ["peasants"]
    assert "banner_of_glory" in player.deck + player.hand  # discarded, then shuffled into the new deck (§5.11.2)
    assert any(e.kind == "unit_upkeep_unpaid" for e in after.events)


def test_5_10_magic_familiars_abilities_are_not_activated_for_the_standing_rule():
    state = with_units(UnitCard("magic_familiars", mana="white"))
    assert "unit unit=0 ability=0" not in activations(state)
    refused(state, "unit unit=0 ability=0", "5.10.5")


def test_magic_familiars_abilities_depend_on_the_mana_kept_on_the_card():
    for mana, move in (("white", 5), ("red", 3)):
        state = with_units(UnitCard("magic_familiars", mana=mana))
        assert "unit unit=0 ability=3" in activations(state)
        state = act(state, "unit unit=0 ability=3")
        state = act(state, "choose option=0")  # Move rather than Influence
        assert state.turn.move == move
    assert not any(a.endswith("ability=0") for a in activations(with_units(UnitCard("magic_familiars", mana="red"))))


# --- Scouts (Lost Legion §2.2.5) ------------------------------------------------------------------------------

def test_6_5_scouts_far_explore_move_2_and_a_new_tile_two_spaces_away():
    state = with_units("scouts")
    state.players[0].position = "3,-2"  # 2-C: a tile's centre borders no unexplored position (§6.5.1)
    state = act(state, "unit unit=0 ability=2")
    assert state.turn.move == 2
    explores = [action for action in legal(state) if action.startswith("explore")]
    assert explores
    tiles = len(state.map.tiles)
    state = act(state, explores[0])
    assert len(state.map.tiles) == tiles + 1 and state.turn.move == 0

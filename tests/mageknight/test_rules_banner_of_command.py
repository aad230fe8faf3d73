"""The last catalogue hooks, part c (issue 6): Banner of Command's basic effect (Lost Legion 2.3, rules spec §5.11).

Positions are built with positions.build_position; the Units and the Unit offer are set on the built state.
"""
import copy

from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.rounds import end_round
from engine.mageknight.state import UnitCard
from tests.mageknight.moves import act, legal, refused
from tests.mageknight.test_rules_pvp import ARYTHEA, TOVAK, _damage, attacked, to_melee

CATALOG = GAME.catalog
COMMAND = "banner_of_command"
VILLAGE = "1-E"


def at_village(influence=0, units=(), offer=("peasants", "herbalist"), **hero):
    """Tovak (level 1: one Command token) in a village with these Units and Unit offer."""
    spec = {"hero": "tovak", "position": VILLAGE, "hand": [COMMAND, "march"], **hero}
    state = build_position(CATALOG, {"players": [spec, {"hero": "goldyx"}], "turn": {"influence": influence}})
    state.players[0].units = [copy.copy(u) for u in units]
    state.offers.units = list(offer)
    return state


def commanded(unit_id):
    return UnitCard(unit_id, banner=COMMAND, banner_commands=True)


def of_verb(state, verb):
    return [a for a in legal(state) if a.split()[0] == verb]


def test_ll_2_3_banner_of_command_lets_a_unit_be_recruited_at_the_command_limit_instead_of_a_command_token():
    state = at_village(units=[UnitCard("herbalist")], offer=("peasants",))
    state = act(state, f"play card={COMMAND} mode=basic")
    assert state.turn.influence == 4
    assert of_verb(state, "recruit") == ["recruit unit=peasants", "recruit unit=peasants disband=0"]
    after = act(state, "recruit unit=peasants")
    player = after.players[0]
    assert player.units == [UnitCard("herbalist"), commanded("peasants")]
    assert COMMAND not in [p.card for p in player.play_area] + player.discard + player.hand


def test_ll_2_3_banner_of_command_assigned_after_the_recruit_frees_its_command_token():
    state = at_village(influence=3)
    state = act(state, f"play card={COMMAND} mode=basic")
    assert of_verb(state, "banner") == []  # no Unit recruited yet
    state = act(state, "recruit unit=peasants")
    assert of_verb(state, "banner") == [f"banner card={COMMAND} unit=0"]
    state = act(state, f"banner card={COMMAND} unit=0")
    assert state.players[0].units == [commanded("peasants")]
    assert of_verb(state, "recruit") == ["recruit unit=herbalist"]  # the one Command token is free again
    state = act(state, "recruit unit=herbalist")
    assert [u.unit for u in state.players[0].units] == ["peasants", "herbalist"]


def test_ll_2_3_banner_of_command_only_goes_to_a_unit_recruited_this_turn():
    state = at_village(units=[UnitCard("herbalist")], level=3)
    state = act(state, f"play card={COMMAND} mode=basic")
    assert of_verb(state, "banner") == []
    refused(state, f"banner card={COMMAND} unit=0", "5.11.1")


def test_ll_2_3_disbanding_the_unit_of_a_banner_of_command_frees_no_command_token():
    state = at_village(influence=4, units=[commanded("peasants"), UnitCard("herbalist")], hand=["march"])
    assert of_verb(state, "recruit") == ["recruit unit=peasants disband=1", "recruit unit=herbalist disband=1"]
    refused(state, "recruit unit=herbalist disband=0", "5.10.4")


def test_ll_2_3_a_unit_given_another_banner_loses_its_banner_of_command_and_leaves_the_game():
    state = at_village(units=[commanded("peasants")], hand=["banner_of_glory"])
    after = act(state, "banner card=banner_of_glory unit=0")
    player = after.players[0]
    assert player.units == [] and sorted(player.discard[-2:]) == ["banner_of_command", "banner_of_glory"]


def test_ll_2_3_5_11_3_taking_the_banner_of_command_back_at_round_preparation_removes_its_unit():
    state = at_village(units=[commanded("peasants"), UnitCard("herbalist", banner="banner_of_glory")], level=3)
    end_round(Ctx(CATALOG, state))
    assert state.round.pending.options == ["release:0", "release:1", "keep"]
    state = act(state, "choose option=release:0")
    player = state.players[0]
    assert player.units == [UnitCard("herbalist", banner="banner_of_glory")] and COMMAND in player.deck + player.hand


def test_ll_2_3_11_6_2_a_stolen_banner_of_command_takes_its_unit_out_of_the_game():
    state = to_melee(attacked())
    state.players[ARYTHEA].units = [commanded("peasants")]
    state = act(_damage(state, 9), "pvp-damage to=unit:0")  # Armor 3 wounds it; 6 left
    state = act(state, "pvp-damage to=artifact:unit:0")
    assert state.players[ARYTHEA].units == [] and COMMAND in state.players[TOVAK].discard
    assert COMMAND not in state.players[ARYTHEA].discard

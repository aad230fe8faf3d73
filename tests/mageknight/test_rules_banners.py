"""Banner Artifacts (rules spec §5.11, with §3.2.7.1), named after the spec sections.

A Banner is assigned from the hand to a Unit and then lives on the UnitCard (`banner`); positions are built
with positions.build_position and the Units put into the Unit area of the built state.
"""
import copy
from collections import Counter

from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.state import Decision, UnitCard
from engine.mageknight.rounds import end_round
from tests.mageknight.moves import act, legal, refused

CATALOG = GAME.catalog
BANNERS = sorted(card.id for card in CATALOG.cards.values() if card.kind == "artifact" and card.banner)


def with_units(*units, hand=("banner_of_glory", "march"), level=3, **player):
    """Tovak (level 3: two Command tokens) with these Units, as UnitCards or ids."""
    spec = {"hero": "tovak", "hand": list(hand), "level": level, **player}
    state = build_position(CATALOG, {"players": [spec, {"hero": "goldyx"}]})
    state.players[0].units = [copy.copy(u) if isinstance(u, UnitCard) else UnitCard(u) for u in units]
    return state


def banner_actions(state):
    return [a for a in legal(state) if a.startswith("banner ")]


def cards_of(player):
    """Every card of the player, Banners on Units included (card conservation)."""
    return Counter(player.deck + player.hand + player.discard + [p.card for p in player.play_area]
                   + [u.banner for u in player.units if u.banner])


def test_5_11_the_six_banners_are_the_banner_artifacts():
    assert len(BANNERS) == 6 and all(b.startswith("banner_of_") for b in BANNERS)


# --- §5.11.1 Assigning ---------------------------------------------------------------------------------

def test_5_11_1_a_banner_from_the_hand_is_assigned_to_one_of_your_units():
    state = with_units("peasants", "herbalist")
    assert banner_actions(state) == ["banner card=banner_of_glory unit=0", "banner card=banner_of_glory unit=1"]
    after = act(state, "banner card=banner_of_glory unit=1")
    player = after.players[0]
    assert player.units == [UnitCard("peasants"), UnitCard("herbalist", banner="banner_of_glory")]
    assert "banner_of_glory" not in player.hand + player.discard + player.deck
    assert cards_of(player) == cards_of(state.players[0])
    assert after.turn.played == state.turn.played  # assigning is not playing a card


def test_5_11_1_while_attached_the_banner_is_not_played_on_its_own():
    state = with_units("peasants", hand=("banner_of_glory",))
    after = act(state, "banner card=banner_of_glory unit=0")
    assert not [a for a in legal(after) if "banner_of_glory" in a]


def test_5_11_1_every_banner_can_be_assigned():
    for banner in BANNERS:
        after = act(with_units("peasants", hand=(banner,)), f"banner card={banner} unit=0")
        assert after.players[0].units[0].banner == banner and banner not in after.players[0].hand


def test_5_11_1_only_banners_in_the_hand_and_only_to_your_units():
    state = with_units("peasants")
    refused(state, "banner card=march unit=0", "5.11.1")  # not a Banner
    refused(state, "banner card=banner_of_fear unit=0", "5.11.1")  # not in the hand
    refused(state, "banner card=banner_of_glory unit=1", "5.11.1")  # no such Unit
    refused(state, "banner card=banner_of_glory", "5.11.1")
    assert not banner_actions(with_units())  # no Units, nothing to assign to


def test_5_11_1_not_while_a_choice_is_open():
    state = with_units("peasants")
    state.turn.decision = Decision("choice", 0, ["0", "1"])
    assert not banner_actions(state)
    refused(state, "banner card=banner_of_glory unit=0", "5.6")  # the open choice comes first


def test_5_11_1_not_on_another_players_turn():
    state = with_units("peasants")
    refused(state, "banner card=banner_of_glory unit=0", "3.4", seat=1)


# --- §5.11.2 The old Banner goes to the discard pile -------------------------------------------------------

def test_5_11_2_a_second_banner_on_the_same_unit_discards_the_first():
    state = with_units(UnitCard("peasants", banner="banner_of_fear"))
    assert banner_actions(state) == ["banner card=banner_of_glory unit=0"]
    after = act(state, "banner card=banner_of_glory unit=0")
    player = after.players[0]
    assert player.units[0].banner == "banner_of_glory" and player.discard[-1] == "banner_of_fear"
    assert cards_of(player) == cards_of(state.players[0])


def test_5_11_2_the_same_banner_is_not_offered_again_for_its_unit():
    state = with_units(UnitCard("peasants", banner="banner_of_glory"), "herbalist")
    assert banner_actions(state) == ["banner card=banner_of_glory unit=1"]


def test_5_11_2_a_disbanded_unit_sends_its_banner_to_the_discard_pile():
    state = with_units(UnitCard("herbalist", banner="banner_of_courage"), level=1, position="1-E")
    state.offers.units = ["peasants"]
    state.turn.influence = 4
    after = act(state, "recruit unit=peasants disband=0")
    player = after.players[0]
    assert player.units == [UnitCard("peasants")] and player.discard[-1] == "banner_of_courage"
    assert cards_of(player) == cards_of(state.players[0])


# --- §5.11.3 / §3.2.7.1 At Round preparation ---------------------------------------------------------------

def test_5_11_3_at_round_preparation_the_player_chooses_which_banners_to_take_off():
    state = with_units(UnitCard("peasants", banner="banner_of_glory"), UnitCard("herbalist", banner="banner_of_fear"))
    before = cards_of(state.players[0])
    end_round(Ctx(CATALOG, state))
    assert state.round.phase == "prepare" and state.round.pending.options == ["release:0", "release:1", "keep"]
    state = act(state, "choose option=release:1")
    assert state.round.pending.options == ["release:0", "keep"]
    state = act(state, "choose option=keep")
    player = state.players[0]
    assert [u.banner for u in player.units] == ["banner_of_glory", None]
    assert "banner_of_fear" in player.deck + player.hand  # to the discard pile, then into the new Deed deck
    assert cards_of(player) == before
    assert state.round.phase == "tactics"


# --- the game record ---------------------------------------------------------------------------------------

def test_5_11_a_banner_and_a_kept_mana_survive_the_game_record():
    state = with_units(UnitCard("peasants", banner="banner_of_glory"), UnitCard("magic_familiars", mana="green"))
    assert GAME.load(GAME.dump(state)) == state

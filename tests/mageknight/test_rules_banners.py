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
from tests.mageknight.test_rules_combat import fight, foe

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


# --- The Banners' own effects while assigned (§5.11.1; engine/mageknight/cards/artifacts.py) -----------------------

def banner_fight(banner, *foes, phase="block", units=("peasants",), hand=("march",)):
    """Tovak in a combat with Units, the first one carrying `banner`."""
    state = fight(*foes, phase=phase, units=units, hand=hand)
    state.players[0].units[0].banner = banner
    return state


def test_5_11_1_banner_of_protection_gives_its_unit_armor_1_and_fire_resistance():
    state = banner_fight("banner_of_protection", foe("fire_elemental", attack=4), phase="assign_damage")
    after = act(state, "damage enemy=0 to=unit:0")  # fire resistant: Armor 3+1 absorbs 4 without a Wound
    assert not after.players[0].units[0].wounded and after.turn.combat.damage == []
    plain = act(fight(foe("fire_elemental", attack=4), phase="assign_damage", units=("peasants",)),
                "damage enemy=0 to=unit:0")
    assert plain.players[0].units[0].wounded


def test_5_11_1_banner_of_protection_basic_is_not_played_from_the_hand():
    state = with_units("peasants", hand=("banner_of_protection",))
    assert not [a for a in legal(state) if a.startswith("play card=banner_of_protection mode=basic")]


def test_5_11_1_banner_of_glory_adds_1_to_its_units_attack_and_block_and_fame_each_time():
    state = banner_fight("banner_of_glory", foe("prowlers"), units=("peasants", "peasants"))
    state = act(state, "unit unit=0 ability=1")
    assert state.turn.combat.block == {"physical": 3} and state.players[0].fame == 1
    state = act(state, "unit unit=1 ability=1")  # the other Peasants have no Banner
    assert state.turn.combat.block == {"physical": 5} and state.players[0].fame == 1


def test_5_11_1_banner_of_glory_gives_its_unit_armor_1():
    state = banner_fight("banner_of_glory", foe("prowlers", attack=5), phase="assign_damage")
    after = act(state, "damage enemy=0 to=unit:0")
    assert after.players[0].units[0].wounded and after.turn.combat.damage == [0, 0, 1]  # 5 - (3 + 1)


def test_5_11_banner_of_glory_strong_fame_for_each_unit_that_attacks_or_blocks_this_turn():
    state = fight(foe("prowlers"), phase="block", units=("peasants", "peasants", "foresters"),
                  hand=("banner_of_glory",))
    state = act(state, "unit unit=0 ability=1")  # before the Banner: it counts too ("this turn")
    state = act(state, "play card=banner_of_glory mode=powered")
    assert state.players[0].fame == 1 and "banner_of_glory" in state.decks.box
    state = act(state, "unit unit=1 ability=1")
    assert state.turn.combat.block == {"physical": 2 + 3} and state.players[0].fame == 2


def test_5_11_1_banner_of_courage_readies_its_spent_unit_once_a_round_outside_combat():
    state = with_units(UnitCard("peasants", ready=False, banner="banner_of_courage"))
    assert "banner-use unit=0" in legal(state)
    state = act(state, "banner-use unit=0")
    unit = state.players[0].units[0]
    assert unit.ready and unit.banner_flipped
    state.players[0].units[0].ready = False
    assert "banner-use unit=0" not in legal(state)
    refused(state, "banner-use unit=0", "5.11.1")  # flipped face down until the next Round
    end_round(Ctx(CATALOG, state))
    state = act(state, "choose option=keep")
    assert not state.players[0].units[0].banner_flipped  # turned face up at Round preparation (§5.11.3)


def test_5_11_1_banner_of_courage_not_during_combat_nor_on_a_ready_unit():
    state = banner_fight("banner_of_courage", foe("prowlers"))
    state.players[0].units[0].ready = False
    refused(state, "banner-use unit=0", "5.11.1")
    refused(with_units(UnitCard("peasants", banner="banner_of_courage")), "banner-use unit=0", "5.11.1")


def test_8_7_banner_of_fear_spends_its_unit_to_cancel_one_enemy_attack_fame_1():
    state = banner_fight("banner_of_fear", foe("prowlers"))
    assert "banner-use unit=0" in legal(state)
    state = act(state, "banner-use unit=0")
    assert not state.players[0].units[0].ready and state.players[0].fame == 1
    assert not state.turn.combat.foes[0].blocked[0]  # cancelled, not blocked
    state = act(state, "next-phase")
    assert state.turn.combat.phase == "attack"  # no damage to assign


def test_8_7_banner_of_fear_cancels_one_attack_of_a_multi_attack_enemy():
    state = banner_fight("banner_of_fear", foe("orc_skirmishers"))
    state = act(state, "banner-use unit=0")
    assert legal(state) == ["choose option=0:0", "choose option=0:1"]
    state = act(state, "choose option=0:1")
    assert state.turn.combat.foes[0].flags == ["attack_cancelled:1"]
    state = act(state, "next-phase")  # the other attack still comes
    assert legal(state) == ["damage enemy=0 attack=0 to=unit:0", "damage enemy=0 attack=0 to=hero"]


def test_8_7_banner_of_fear_only_in_the_block_phase_with_a_ready_unit():
    state = banner_fight("banner_of_fear", foe("prowlers"), phase="ranged_siege")
    refused(state, "banner-use unit=0", "5.11.1")
    state = banner_fight("banner_of_fear", foe("prowlers"))
    state.players[0].units[0].ready = False
    refused(state, "banner-use unit=0", "5.11.1")
    hand = fight(foe("prowlers"), phase="block", units=("peasants",), hand=("banner_of_fear",))
    assert "play card=banner_of_fear mode=basic" not in legal(hand)  # from the hand it spends no Unit


def test_8_8_banner_of_fortitude_ignores_one_wound_of_its_unit_a_round():
    state = banner_fight("banner_of_fortitude", foe("prowlers", attack=5), phase="assign_damage",
                         units=("peasants", "foresters"))
    state = act(state, "damage enemy=0 to=unit:0")
    unit = state.players[0].units[0]
    assert not unit.wounded and unit.banner_flipped
    assert state.turn.combat.damage == [0, 0, 2]  # its Armor 3 still counts; the rest goes elsewhere
    assert "damage enemy=0 to=unit:0" not in legal(state)  # damage goes to a Unit once a combat
    state = act(state, "damage enemy=0 to=unit:1")
    assert state.turn.combat.damage == []


def test_8_8_banner_of_fortitude_face_down_spares_nothing():
    state = banner_fight("banner_of_fortitude", foe("prowlers", attack=5), phase="assign_damage")
    state.players[0].units[0].banner_flipped = True
    assert act(state, "damage enemy=0 to=unit:0").players[0].units[0].wounded


def test_5_11_banner_of_protection_strong_throws_away_the_wounds_of_this_turn_at_its_end():
    state = fight(foe("prowlers"), phase="assign_damage", hand=("banner_of_protection", "wound"))
    state = act(state, "damage enemy=0 to=hero")  # 4 against Armor 2: two Wounds
    assert state.players[0].hand.count("wound") == 3 and state.turn.combat.phase == "attack"
    state = act(state, "play card=banner_of_protection mode=powered")
    while state.turn.combat is not None:
        state = act(state, "next-phase")
    state = act(state, "end-turn")
    assert state.turn.decision.kind == "banner_of_protection" and legal(state) == [
        "choose option=throw_away", "choose option=skip"]
    state = act(state, "choose option=throw_away")
    player = state.players[0]
    assert (player.hand + player.discard + player.deck).count("wound") == 1  # the old one stays


def test_5_10_4_banner_of_command_strong_recruits_a_unit_of_the_offer_for_free():
    state = with_units("peasants", "herbalist", hand=("banner_of_command",))
    state.offers.units = ["foresters", "magic_familiars"]
    state = act(state, "play card=banner_of_command mode=powered")
    assert legal(state) == ["choose option=foresters"]  # Magic Familiars only by interaction (Lost Legion 2.2.4)
    state = act(state, "choose option=foresters")  # two Command tokens in use: one Unit goes
    assert legal(state) == ["choose option=unit:0", "choose option=unit:1"]
    state = act(state, "choose option=unit:0")
    player = state.players[0]
    assert [u.unit for u in player.units] == ["herbalist", "foresters"] and player.fame == 2
    assert state.offers.units == ["magic_familiars"] and state.turn.influence == 0

"""Artifacts carried out by hooks (engine/mageknight/cards/artifacts.py; rules spec §5.1.4): each test plays the real
card in a position where its effect matters. Named after the spec section and the card. Banners: test_rules_banners.py.
"""
import pytest

from engine.mageknight.cards import artifacts
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.mana import mana_sources
from engine.mageknight.positions import build_position
from engine.mageknight.state import Die, UnitCard
from tests.mageknight.moves import act, legal, refused
from tests.mageknight.test_rules_combat import fight, foe
from tests.mageknight.test_rules_combat_cards import plain_enemy

CATALOG = GAME.catalog


def position(hand, time="day", **player):
    """Tovak with `hand` at the start of a turn; the Spell and Advanced Action offers face up."""
    state = build_position(CATALOG, {"time": time, "players": [{"hero": "tovak", "hand": list(hand), **player}]})
    state.offers.hidden = []
    return state


def plays(state, card):
    return [a for a in legal(state) if a.startswith(f"play card={card} ")]


# --- §5.9 The Rings, strong: endless mana of their colour and black, Fame per Spell of their colour ------------------

RING_SPELLS = [("ruby_ring", "red", "fireball"), ("sapphire_ring", "blue", "snowstorm"),
               ("emerald_ring", "green", "tremor"), ("diamond_ring", "white", "whirlwind")]


@pytest.mark.parametrize("ring, color, spell", RING_SPELLS)
def test_5_9_each_ring_strong_gives_endless_mana_of_its_colour_and_fame_for_its_spells(ring, color, spell):
    state = fight(foe(plain_enemy()), hand=(ring, spell))
    state = act(state, f"play card={ring} mode=powered")
    assert ring in state.decks.box  # thrown away for the strong effect (§5.1.4)
    fame = state.players[0].fame
    state = act(state, f"play card={spell} mode=basic mana=endless:{color}")
    if state.turn.decision is not None:  # the enemy to target
        state = act(state, "choose option=0")
    assert state.players[0].fame == fame + 1
    assert (f"endless:{color}", color) in mana_sources(Ctx(CATALOG, state), 0)  # never used up


def test_5_9_ruby_ring_at_night_powers_red_spells_strong_again_and_again_with_endless_red_and_black():
    state = fight(foe(plain_enemy()), hand=("ruby_ring", "fireball", "fireball"))
    state.round.time = "night"
    state = act(state, "play card=ruby_ring mode=powered")
    for _ in range(2):
        state = act(state, "play card=fireball mode=powered mana=endless:red+endless:black")
    assert state.turn.combat.attack == {"siege:fire": 16} and state.players[0].fame == 2


def test_5_9_ruby_ring_counts_the_red_spells_cast_before_it_this_turn():
    state = fight(foe(plain_enemy()), hand=("fireball", "ruby_ring"))
    state.players[0].crystals["red"] = 1
    state = act(state, "play card=fireball mode=basic mana=crystal:red")
    assert act(state, "play card=ruby_ring mode=powered").players[0].fame == 1


def test_5_9_2_ruby_ring_black_mana_stays_unusable_by_day():
    state = fight(foe(plain_enemy()), hand=("ruby_ring", "fireball"))
    state = act(state, "play card=ruby_ring mode=powered")
    assert [a for a in plays(state, "fireball") if "sideways" not in a] == [
        "play card=fireball mode=basic mana=endless:red"]
    refused(state, "play card=fireball mode=powered mana=endless:red+endless:black", "5.1.3")


def test_5_9_a_spell_cast_without_a_ring_gives_no_fame():
    state = fight(foe(plain_enemy()), hand=("fireball",))
    state.players[0].crystals["red"] = 1
    assert act(state, "play card=fireball mode=basic mana=crystal:red").players[0].fame == 0


# --- §5.9.2 Amulet of Darkness: by Day, black mana as at Night --------------------------------------------------------

def test_5_9_2_amulet_of_darkness_by_day_gives_black_mana_that_powers_a_spell_strong():
    state = fight(foe(plain_enemy()), hand=("amulet_of_darkness", "fireball"))
    state.players[0].crystals["red"] = 1
    state = act(state, "play card=amulet_of_darkness mode=basic")
    assert legal(state) == [f"choose option={c}" for c in ("red", "blue", "green", "white", "gold", "black")]
    state = act(state, "choose option=black")
    assert "play card=fireball mode=powered mana=crystal:red+token:black" in legal(state)
    state = act(state, "play card=fireball mode=powered mana=crystal:red+token:black")
    assert state.turn.combat.attack == {"siege:fire": 8}


def test_5_9_3_amulet_of_darkness_lets_a_black_source_die_be_used_by_day():
    state = fight(foe(plain_enemy()), hand=("amulet_of_darkness", "fireball"), source=["black", "red", "blue"])
    state.players[0].crystals["red"] = 1
    state = act(state, "play card=amulet_of_darkness mode=basic")
    state = act(state, "choose option=red")
    assert "play card=fireball mode=powered mana=crystal:red+die:0" in legal(state)


def test_5_9_2_without_the_amulet_of_darkness_a_spell_is_not_powered_by_day():
    state = fight(foe(plain_enemy()), hand=("fireball",))
    state.players[0].crystals["red"] = 1
    state.turn.tokens.append("black")
    refused(state, "play card=fireball mode=powered mana=crystal:red+token:black", "5.1.3")


def test_5_9_2_amulet_of_darkness_offers_no_black_at_night_rules_change_only_by_day():
    state = position(["amulet_of_darkness"], time="night")
    state = act(state, "play card=amulet_of_darkness mode=powered")
    assert legal(state) == [f"choose option={c}" for c in ("red", "blue", "green", "white", "black")]


# --- §5.9.2, §6.7 Amulet of the Sun: at Night, gold mana and the Day's revealing --------------------------------------

def test_5_9_2_amulet_of_the_sun_at_night_makes_gold_usable_and_reveals_the_ruins():
    state = position(["amulet_of_the_sun", "march"], time="night", position="1-W")
    key = next(iter(state.map.enemies)) if state.map.enemies else state.players[0].position
    state.map.ruins[key] = ["altar_blue", False]
    state = act(state, "play card=amulet_of_the_sun mode=basic")
    assert state.turn.tokens == ["gold"] and state.map.ruins[key] == ["altar_blue", True]
    assert "play card=march mode=powered mana=token:gold" in legal(state)


def test_5_9_3_amulet_of_the_sun_lets_a_gold_source_die_be_used_at_night():
    state = position(["amulet_of_the_sun", "march"], time="night")
    state.source[0].color = "gold"
    state = act(state, "play card=amulet_of_the_sun mode=powered")
    assert state.turn.tokens == ["gold", "gold", "gold"]
    assert "play card=march mode=powered mana=die:0" in legal(state)


def test_5_9_2_gold_mana_stays_unusable_at_night_without_the_amulet_of_the_sun():
    state = position(["march"], time="night")
    state.turn.tokens.append("gold")
    assert "play card=march mode=powered mana=token:gold" not in legal(state)


# --- §5.7 Endless Gem Pouch, basic: two rolls, a crystal each (gold: any colour, black: Fame) -------------------------

def test_5_7_endless_gem_pouch_gives_crystals_by_the_rolls_gold_asks_black_gives_fame(monkeypatch):
    faces = iter(["gold", "black", "green", "green"])
    monkeypatch.setattr(artifacts, "roll_die", lambda rng: next(faces))
    state = position(["endless_gem_pouch", "endless_gem_pouch"])
    state = act(state, "play card=endless_gem_pouch mode=basic")
    assert legal(state) == ["choose option=red", "choose option=blue", "choose option=green", "choose option=white"]
    state = act(state, "choose option=white")
    player = state.players[0]
    assert player.crystals == {"red": 0, "blue": 0, "green": 0, "white": 1} and player.fame == 1
    state = act(state, "play card=endless_gem_pouch mode=basic")
    assert state.players[0].crystals["green"] == 2 and state.turn.decision is None


def test_5_7_2_endless_gem_pouch_a_fourth_crystal_becomes_a_mana_token(monkeypatch):
    faces = iter(["red", "blue"])
    monkeypatch.setattr(artifacts, "roll_die", lambda rng: next(faces))
    state = position(["endless_gem_pouch"], crystals={"red": 3})
    state = act(state, "play card=endless_gem_pouch mode=basic")
    assert state.players[0].crystals["red"] == 3 and state.turn.tokens == ["red"]


# --- §5.7.3 Book of Wisdom: an Action card thrown away for a card of its colour from an offer -------------------------

def test_5_7_3_book_of_wisdom_throws_away_an_action_card_for_an_advanced_action_of_its_colour_to_the_hand():
    state = position(["book_of_wisdom", "march", "rage"])
    state.offers.advanced_actions = ["ice_bolt", "refreshing_walk", "in_need"]
    state.decks.advanced_actions = ["fire_bolt"]
    state = act(state, "play card=book_of_wisdom mode=basic")  # red Rage has no red card in the offer: March
    assert legal(state) == ["choose option=refreshing_walk", "choose option=in_need"]
    state = act(state, "choose option=in_need")
    player = state.players[0]
    assert "march" in state.decks.box and "in_need" in player.hand and "march" not in player.hand
    assert state.offers.advanced_actions == ["ice_bolt", "refreshing_walk", "fire_bolt"]


def test_5_7_3_book_of_wisdom_strong_gives_a_spell_of_the_colour_and_a_crystal():
    state = position(["book_of_wisdom", "rage"])
    state.offers.spells = ["snowstorm", "fireball"]
    state = act(state, "play card=book_of_wisdom mode=powered")
    player = state.players[0]
    assert "fireball" in player.hand and "rage" in state.decks.box and "book_of_wisdom" in state.decks.box
    assert player.crystals["red"] == 1


def test_5_7_3_book_of_wisdom_needs_an_action_card_matching_the_offer():
    state = position(["book_of_wisdom", "rage", "wound"])
    state.offers.advanced_actions = ["ice_bolt"]
    refused(state, "play card=book_of_wisdom mode=basic", "4.5")


def test_5_7_3_book_of_wisdom_cannot_take_from_an_offer_still_face_down():
    state = position(["book_of_wisdom", "march"])
    state.offers.advanced_actions, state.offers.hidden = ["refreshing_walk"], ["advanced_actions"]
    refused(state, "play card=book_of_wisdom mode=basic", "4.5")


# --- §5.6 Tome of All Spells: discard a card, a Spell of its colour from the offer, unpaid ----------------------------

def test_5_6_tome_of_all_spells_uses_a_spell_of_the_discarded_cards_colour_from_the_offer():
    state = fight(foe(plain_enemy()), hand=("tome_of_all_spells", "rage", "march"))
    state.offers.hidden, state.offers.spells = [], ["snowstorm", "fireball", "tremor"]
    state = act(state, "play card=tome_of_all_spells mode=basic")
    assert legal(state) == ["choose option=rage", "choose option=march"]
    state = act(state, "choose option=rage")
    assert state.turn.combat.attack == {"ranged:fire": 5}
    assert "rage" in state.players[0].discard and "fireball" in state.offers.spells  # the Spell stays in the offer


def test_5_6_tome_of_all_spells_strong_uses_a_spells_strong_effect_even_by_day():
    state = fight(foe(plain_enemy()), hand=("tome_of_all_spells", "rage"))
    state.offers.hidden, state.offers.spells = [], ["fireball"]
    state = act(state, "play card=tome_of_all_spells mode=powered")
    assert state.turn.combat.attack == {"siege:fire": 8} and state.players[0].hand.count("wound") == 1


def test_5_6_tome_of_all_spells_offers_only_spells_whose_effect_can_be_used_now():
    state = fight(foe(plain_enemy()), phase="block", hand=("tome_of_all_spells", "rage"))
    state.offers.hidden, state.offers.spells = [], ["fireball"]  # a Ranged Attack: no use in the Block phase
    refused(state, "play card=tome_of_all_spells mode=basic", "4.5")


def test_5_4_2_tome_of_all_spells_never_discards_a_wound():
    state = fight(foe(plain_enemy()), hand=("tome_of_all_spells", "wound"))
    state.offers.hidden, state.offers.spells = [], ["fireball"]
    refused(state, "play card=tome_of_all_spells mode=basic", "4.5")


# --- §10.3 Golden Grail: Fame for its Healing points; a card per Wound healed from the hand ---------------------------

def test_10_3_golden_grail_gives_fame_for_each_of_its_healing_points_spent():
    state = position(["golden_grail", "wound", "wound", "wound"])
    state = act(state, "play card=golden_grail mode=basic")
    assert state.players[0].hand.count("wound") == 1 and state.players[0].fame == 2


def test_10_3_3_golden_grail_fame_counts_its_points_spent_on_a_unit_too():
    state = position(["golden_grail", "wound"])
    state.players[0].units = [UnitCard("peasants", wounded=True)]
    state = act(state, "play card=golden_grail mode=basic")
    assert legal(state) == ["choose option=hand", "choose option=unit:0", "choose option=done"]
    state = act(state, "choose option=unit:0")  # 1 point on the Unit, then the last one goes to the hand by itself
    player = state.players[0]
    assert player.fame == 2 and not player.units[0].wounded and "wound" not in player.hand


def test_10_3_golden_grail_strong_draws_a_card_for_each_wound_healed_from_the_hand():
    state = position(["golden_grail", "wound", "wound"], deck=["march", "rage", "stamina"])
    state = act(state, "play card=golden_grail mode=powered")
    player = state.players[0]
    assert "wound" not in player.hand and sorted(player.hand) == ["march", "rage"] and player.fame == 0


# --- §5.12 Circlet of Proficiency: a Skill of the common offer --------------------------------------------------------

def test_5_12_circlet_of_proficiency_uses_a_skill_of_the_offer_twice_if_usable_each_turn():
    state = position(["circlet_of_proficiency"])
    state.offers.skills = ["arythea_dark_paths"]
    state = act(state, "play card=circlet_of_proficiency mode=basic")
    assert legal(state) == ["choose option=arythea_dark_paths"]
    state = act(state, "choose option=arythea_dark_paths")
    assert state.turn.move == 2 and state.offers.skills == ["arythea_dark_paths"]  # Move 1 by Day, twice


@pytest.mark.parametrize("hand", [["march", "wound"], ["march", "rage", "wound"]])
def test_5_12_circlet_borrowing_universal_power_skips_the_second_use_when_nothing_is_left_for_it(hand):
    """The second use of a Skill usable each turn needs a card and a mana like the first (§5.2, §5.12): with the
    only non-Wound card or the only mana spent by the first, it does nothing, and the turn goes on (it never
    waits on a choice without options)."""
    state = position(["circlet_of_proficiency", *hand], crystals={"green": 1})
    state.offers.skills = ["goldyx_universal_power"]
    state.source = [Die("black")]  # by Day: no mana from the Source
    state = act(state, "play card=circlet_of_proficiency mode=basic")
    state = act(state, "choose option=goldyx_universal_power")
    assert {"choose option=march:move", "choose option=march:influence"} <= set(legal(state))
    state = act(state, "choose option=march:move")
    state = act(state, "choose option=march:move:crystal:green")
    assert state.turn.decision is None and state.turn.move == 4 and legal(state)


def test_5_12_circlet_of_proficiency_strong_takes_a_skill_for_good():
    state = position(["circlet_of_proficiency"])
    state.offers.skills = ["arythea_dark_paths", "goldyx_flight"]
    state = act(state, "play card=circlet_of_proficiency mode=powered")
    state = act(state, "choose option=arythea_dark_paths")
    assert state.players[0].skills == ["arythea_dark_paths"] and state.offers.skills == ["goldyx_flight"]
    assert "skill id=arythea_dark_paths" in legal(state)


def test_5_12_circlet_of_proficiency_needs_a_usable_skill_in_the_offer():
    state = position(["circlet_of_proficiency"])
    state.offers.skills = []
    refused(state, "play card=circlet_of_proficiency mode=basic", "4.5")


def test_5_12_a_skill_that_needs_a_card_to_discard_is_no_use_when_the_circlet_is_the_last_card_in_hand():
    """Arythea's Invocation discards a card for mana: with the Circlet the only card in hand, none is left once the
    Circlet is played, so the Circlet cannot be played for it (found by self-play, where the play then asked a
    choice without options); with a second card it can."""
    state = position(["circlet_of_proficiency"], time="night")
    state.offers.skills = ["arythea_invocation"]
    assert "play card=circlet_of_proficiency mode=basic" not in plays(state, "circlet_of_proficiency")
    refused(state, "play card=circlet_of_proficiency mode=basic", "4.5")
    state = position(["circlet_of_proficiency", "march"], time="night")
    state.offers.skills = ["arythea_invocation"]
    state = act(state, "play card=circlet_of_proficiency mode=basic")
    assert legal(state) == ["choose option=arythea_invocation"]


def test_5_12_a_skill_that_plays_a_card_sideways_needs_one_besides_the_circlet():
    """§5.2: Tovak's I Don't Give a Damn plays one card sideways. With Wounds and the Circlet the only cards in hand,
    nothing is left to play sideways once the Circlet is played, so the Circlet cannot be played for it (found by
    self-play in Volkare's Return Blitz, where the play then asked a choice without options); with a March it
    can."""
    state = position(["circlet_of_proficiency", "wound", "wound"])
    state.offers.skills = ["tovak_i_dont_give_a_damn"]
    assert "play card=circlet_of_proficiency mode=basic" not in plays(state, "circlet_of_proficiency")
    refused(state, "play card=circlet_of_proficiency mode=basic", "4.5")
    state = position(["circlet_of_proficiency", "wound", "march"])
    state.offers.skills = ["tovak_i_dont_give_a_damn"]
    state = act(state, "play card=circlet_of_proficiency mode=basic")
    assert legal(state) == ["choose option=tovak_i_dont_give_a_damn"]


# --- Druidic Staff: an option by the colour of a discarded card, or two options (Lost Legion §5.7.10) ---------------

def staff_position():
    """On the portal with a Wound in hand and a Spent Unit: every option of the Staff can be carried out."""
    state = position(["druidic_staff", "rage", "march", "swiftness", "wound"])
    state.players[0].units = [UnitCard("peasants", ready=False), UnitCard("foresters", ready=False)]
    return state


def test_5_1_druidic_staff_basic_discards_a_card_for_the_option_of_its_colour():
    state = act(staff_position(), "play card=druidic_staff mode=basic")
    assert state.turn.decision.options == ["rage", "march", "swiftness"]  # the Wound has no colour
    state = act(state, "choose option=rage")  # red: ready a Unit of level III or lower
    assert state.turn.decision.options == ["unit:0", "unit:1"]
    state = act(state, "choose option=unit:1")
    player = state.players[0]
    assert player.discard == ["rage"] and [unit.ready for unit in player.units] == [False, True]
    assert "druidic_staff" not in state.decks.box and state.turn.decision is None


def test_5_1_druidic_staff_strong_two_options_without_discarding_a_direct_move_and_heal_3():
    state = act(staff_position(), "play card=druidic_staff mode=powered")
    assert "druidic_staff" in state.decks.box  # thrown away (§5.1.4)
    assert state.turn.decision.options == ["red+blue", "red+green", "red+white", "blue+green", "blue+white",
                                           "green+white"]
    state = act(state, "choose option=green+white")
    assert "wound" not in state.players[0].hand  # Heal 3, no Wounded Unit: at once
    assert "1-SW" in state.turn.decision.options  # then up to 2 revealed spaces, to a safe space
    state = act(state, "choose option=1-SW")
    assert state.players[0].position == "0,-2" and state.turn.decision is None and state.turn.move == 0
    assert len(state.players[0].hand) == 3


def test_5_1_druidic_staff_white_is_no_option_in_combat():
    state = fight(foe(plain_enemy()), hand=("druidic_staff", "swiftness"))
    assert "play card=druidic_staff mode=basic" not in legal(state)  # a white card only: no option left
    state.players[0].hand.append("crystallize")
    assert "play card=druidic_staff mode=basic" in legal(state)  # blue: 2 crystals, at any time

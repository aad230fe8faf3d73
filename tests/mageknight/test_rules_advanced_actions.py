"""Advanced Action cards carried out by hooks (engine/mageknight/cards/advanced_actions.py): each test plays the real card
in a position where its effect matters, with its refusals. Named after the spec section and the card."""
import pytest

from engine.mageknight.cards import advanced_actions
from engine.mageknight.board import layout_of
from engine.mageknight.catalog.effects import Hook
from engine.content.walking import nodes_of
from engine.mageknight.context import Ctx
from engine.mageknight.geometry import space_label
from engine.mageknight.positions import build_position
from engine.mageknight.state import UnitCard, parse_hex
from tests.mageknight.moves import act, legal, outcome, play_out_decisions, refused
from tests.mageknight.test_rules_basic_actions import CATALOG, me, options, plays_of, position
from tests.mageknight.test_rules_combat import find_enemy, fight, foe

AA_OFFER = ["blood_rage", "ice_bolt", "refreshing_walk"]  # red, blue, green


def with_offer(state, advanced_actions=None, spells=None):
    if advanced_actions is not None:
        state.offers.advanced_actions = list(advanced_actions)
    if spells is not None:
        state.offers.spells = list(spells)
    return state


def space_of(state, key):
    return space_label(layout_of(Ctx(CATALOG, state)), parse_hex(key))


def end_turn(state):
    """End seat 0's turn, passing over the optional discard before drawing."""
    state = act(state, "end-turn")
    while state.turn is not None and state.turn.seat == 0 and state.turn.decision is not None:
        if state.turn.decision.kind != "discard":
            return state
        state = act(state, "choose option=done")
    return state


# --- Decompose (§5.8.2) ----------------------------------------------------------------------------------------------

def test_5_8_2_decompose_throws_away_an_action_card_for_two_crystals_of_its_colour():
    state = act(position(hand=["decompose", "march", "rage"]), "play card=decompose mode=basic")
    assert options(state) == ["march", "rage"]
    state = act(state, "choose option=rage")
    assert me(state).crystals["red"] == 2 and me(state).hand == ["march"] and "rage" in state.decks.box


def test_5_8_2_decompose_strong_gives_a_crystal_of_each_other_basic_colour():
    state = position(hand=["decompose", "march", "wound"], crystals={"red": 1})
    state = act(state, "play card=decompose mode=powered mana=crystal:red")  # March is the only Action card
    assert me(state).crystals == {"red": 1, "blue": 1, "green": 0, "white": 1}


def test_5_8_2_decompose_a_dual_colour_card_gives_crystals_of_the_colour_chosen():
    state = act(position(hand=["decompose", "rush_of_adrenaline"]), "play card=decompose mode=basic")
    assert options(state) == ["red", "green"]
    assert me(act(state, "choose option=green")).crystals["green"] == 2


def test_5_8_2_decompose_needs_another_action_card():
    refused(position(hand=["decompose", "wound"]), "play card=decompose mode=basic", "4.5")


# --- Training (§5.8.2, §5.7.3) ------------------------------------------------------------------------------------

def test_5_7_3_training_trades_an_action_card_for_an_advanced_action_of_its_colour_to_the_discard_pile():
    state = with_offer(position(hand=["training", "march", "promise"]), AA_OFFER)
    deck_top = state.decks.advanced_actions[-1]
    state = act(state, "play card=training mode=basic")  # Promise is white: no white card in the offer
    assert "march" in state.decks.box and "refreshing_walk" in me(state).discard
    assert state.offers.advanced_actions == ["blood_rage", "ice_bolt", deck_top]  # replenished (§5.7.3)
    assert "advanced_actions" not in state.offers.hidden  # First Reconnaissance: turned up when needed


def test_training_strong_puts_the_card_into_the_hand():
    state = with_offer(position(hand=["training", "rage", "march"], crystals={"green": 1}), AA_OFFER)
    state = act(state, "play card=training mode=powered mana=crystal:green")
    state = act(state, "choose option=rage")
    assert "blood_rage" in me(state).hand and "rage" in state.decks.box


def test_training_is_not_offered_without_a_card_of_an_offered_colour():
    state = with_offer(position(hand=["training", "promise", "wound"]), AA_OFFER)
    refused(state, "play card=training mode=basic", "4.5")


# --- Blood of Ancients (§5.6.5) -------------------------------------------------------------------------------------

def test_blood_of_ancients_a_wound_then_a_mana_buys_an_advanced_action_of_its_colour_into_the_hand():
    state = with_offer(position(hand=["blood_of_ancients"], crystals={"blue": 1}, source=["black"]), AA_OFFER)
    state = act(state, "play card=blood_of_ancients mode=basic")
    assert options(state) == ["crystal:blue"]  # a black die pays nothing by Day
    state = act(state, "choose option=crystal:blue")
    assert me(state).hand == ["wound", "ice_bolt"] and me(state).crystals["blue"] == 0


def test_blood_of_ancients_gold_mana_pays_any_colour_then_the_card_is_chosen():
    state = with_offer(position(hand=["blood_of_ancients"], source=["gold"]), AA_OFFER)
    state = act(act(state, "play card=blood_of_ancients mode=basic"), "choose option=die:0")
    assert options(state) == AA_OFFER
    assert "refreshing_walk" in me(act(state, "choose option=refreshing_walk")).hand


def test_blood_of_ancients_strong_uses_an_offered_cards_strong_effect_and_the_card_stays():
    state = with_offer(position(hand=["blood_of_ancients", "wound"], crystals={"red": 1}), AA_OFFER)
    state = act(state, "play card=blood_of_ancients mode=powered mana=crystal:red")
    state = act(state, "choose option=1")  # the Wound to the discard pile
    # Blood Rage and Ice Bolt need a combat: Refreshing Walk (Move 4, Heal 2) is the one that works.
    assert state.turn.move == 4 and me(state).hand == [] and "refreshing_walk" in state.offers.advanced_actions


def test_blood_of_ancients_cannot_buy_without_mana_of_an_offered_colour():
    state = with_offer(position(hand=["blood_of_ancients"], crystals={"white": 1}, source=["black"]), AA_OFFER)
    refused(state, "play card=blood_of_ancients mode=basic", "4.5")


# --- Magic Talent (§5.6.5) ------------------------------------------------------------------------------------------

def test_magic_talent_strong_pays_a_mana_for_a_spell_of_its_colour_to_the_discard_pile():
    state = with_offer(position(hand=["magic_talent"], crystals={"blue": 1, "red": 1}, source=["black"]),
                       spells=["burning_shield", "charm", "mana_bolt"])
    state = act(state, "play card=magic_talent mode=powered mana=crystal:blue")
    assert options(state) == ["crystal:red"]
    state = act(state, "choose option=crystal:red")
    assert me(state).discard == ["burning_shield"] and "burning_shield" not in state.offers.spells


def test_5_6_5_magic_talent_discards_a_card_to_play_a_spell_of_its_colour_from_the_offer_which_stays():
    spells = ["burning_shield", "charm", "mana_bolt"]
    state = with_offer(position(hand=["magic_talent", "rage", "promise", "wound"], source=["red"]), spells=spells)
    state = act(state, "play card=magic_talent mode=basic")
    assert options(state) == ["rage", "promise"]  # a Wound has no colour
    state = act(state, "choose option=rage")
    assert plays_of(state, "burning_shield") == []  # a Block needs a combat: the Spell waits for one, this turn
    state.turn.combat = fight(foe(ATTACKER), phase="block").turn.combat
    assert plays_of(state, "burning_shield") == ["play card=burning_shield mode=basic mana=die:0"]  # not sideways
    state = act(state, "play card=burning_shield mode=basic mana=die:0")
    assert state.turn.combat.block == {"fire": 4}
    assert state.offers.spells == spells and "burning_shield" not in me(state).discard
    assert plays_of(state, "burning_shield") == []  # one Spell


def test_magic_talent_needs_a_card_of_an_offered_spells_colour():
    state = with_offer(position(hand=["magic_talent", "march", "wound"]), spells=["burning_shield", "charm"])
    refused(state, "play card=magic_talent mode=basic", "4.5")


# --- Maximal Effect (§5.6.5; Lost Legion §5.7 rulings 19-22) --------------------------------------------------------

def test_5_6_5_maximal_effect_uses_another_cards_basic_effect_three_times():
    state = act(position(hand=["maximal_effect", "march", "wound"]), "play card=maximal_effect mode=basic")
    assert state.turn.move == 6 and "march" in state.decks.box


def test_maximal_effect_strong_uses_the_strong_effect_twice_without_its_mana():
    state = position(hand=["maximal_effect", "stamina", "promise"], crystals={"red": 1})
    state = act(state, "play card=maximal_effect mode=powered mana=crystal:red")
    state = act(state, "choose option=stamina")
    assert state.turn.move == 8 and me(state).crystals["red"] == 0 and me(state).hand == ["promise"]


def test_maximal_effect_offers_only_cards_whose_effect_can_be_used_now():
    state = position(hand=["maximal_effect", "rage", "wound"])  # Rage needs a combat
    refused(state, "play card=maximal_effect mode=basic", "4.5")


def test_maximal_effect_with_temporal_portal_uses_it_once_ruling_22():
    state = act(position(hand=["maximal_effect", "temporal_portal"]), "play card=maximal_effect mode=basic")
    assert state.turn.decision.kind == "temporal_portal"
    state = act(state, "choose option=skip")
    assert state.turn.decision is None and state.turn.action_taken
    assert len([path for path in state.turn.modifiers if path[1] == "temporal_portal"]) == 1


# --- Crystal Mastery (§5.9) -----------------------------------------------------------------------------------------

def test_crystal_mastery_gains_a_crystal_of_a_colour_already_owned():
    state = position(hand=["crystal_mastery"], crystals={"green": 1, "red": 3})
    state = act(state, "play card=crystal_mastery mode=basic")
    assert options(state) == ["red", "green"]
    assert me(act(state, "choose option=green")).crystals["green"] == 2
    full = act(state, "choose option=red")
    assert me(full).crystals["red"] == 3 and full.turn.tokens == ["red"]  # §5.7.2: beyond 3, a mana token


def test_crystal_mastery_needs_a_crystal():
    refused(position(hand=["crystal_mastery"]), "play card=crystal_mastery mode=basic", "4.5")


def test_crystal_mastery_strong_returns_the_crystals_spent_this_turn_at_its_end():
    state = position(hand=["crystal_mastery", "march", "stamina"], crystals={"blue": 2, "green": 1})
    state = act(state, "play card=crystal_mastery mode=powered mana=crystal:blue")
    state = act(state, "play card=march mode=powered mana=crystal:green")
    assert me(state).crystals == {"red": 0, "blue": 1, "green": 0, "white": 0}
    state = end_turn(state)
    assert state.players[0].crystals == {"red": 0, "blue": 2, "green": 1, "white": 0}


# --- Spell Forge (§5.7) ---------------------------------------------------------------------------------------------

def test_spell_forge_gains_a_crystal_of_a_spell_colour_in_the_offer():
    state = with_offer(position(hand=["spell_forge"]), spells=["burning_shield", "charm", "mana_bolt"])
    state = act(state, "play card=spell_forge mode=basic")
    assert options(state) == ["red", "blue", "white"]
    assert me(act(state, "choose option=white")).crystals["white"] == 1


def test_spell_forge_strong_two_crystals_of_two_different_spells():
    state = with_offer(position(hand=["spell_forge"], crystals={"blue": 1}), spells=["fireball", "flame_wall", "charm"])
    state = act(state, "play card=spell_forge mode=powered mana=crystal:blue")
    state = act(state, "choose option=white")  # Charm: only the two red Spells are left
    assert me(state).crystals == {"red": 1, "blue": 0, "green": 0, "white": 1}
    state = with_offer(position(hand=["spell_forge"], crystals={"blue": 1}), spells=["fireball", "flame_wall"])
    state = act(state, "play card=spell_forge mode=powered mana=crystal:blue")  # two red Spells: two red crystals
    assert me(state).crystals["red"] == 2


def test_spell_forge_strong_needs_two_spells_in_the_offer():
    state = with_offer(position(hand=["spell_forge"], crystals={"blue": 1}), spells=["fireball"])
    refused(state, "play card=spell_forge mode=powered mana=crystal:blue", "4.5")


# --- Power of Crystals (§5.9) ---------------------------------------------------------------------------------------

def test_power_of_crystals_gains_a_crystal_of_a_colour_not_owned():
    state = act(position(hand=["power_of_crystals"], crystals={"red": 1, "blue": 1}),
                "play card=power_of_crystals mode=basic")
    assert options(state) == ["green", "white"]
    refused(position(hand=["power_of_crystals"], crystals=dict.fromkeys(("red", "blue", "green", "white"), 1)),
            "play card=power_of_crystals mode=basic", "4.5")


def test_power_of_crystals_strong_more_per_set_of_four_crystal_colours():
    crystals = {"red": 2, "blue": 2, "green": 2, "white": 3}
    state = position(hand=["power_of_crystals"], crystals=crystals, deck=["march", "rage", "stamina", "promise"])
    state.turn.tokens = ["green"]
    state = act(state, "play card=power_of_crystals mode=powered mana=token:green")
    assert act(state, "choose option=0").turn.move == 4 + 2 * 2  # two sets
    assert len(me(act(state, "choose option=2")).hand) == 2 + 2


# --- Mana Storm (§5.9.3) --------------------------------------------------------------------------------------------

def test_mana_storm_takes_a_crystal_from_a_basic_die_which_is_rerolled():
    state = position(hand=["mana_storm"], source=["blue", "black", "green"])
    state = act(state, "play card=mana_storm mode=basic")
    assert options(state) == ["blue", "green"]  # never black or gold
    after = outcome(state, "choose option=green")
    assert me(after.state).crystals["green"] == 1 and any(e.reveals for e in after.events)


def test_mana_storm_strong_three_more_dice_and_black_or_gold_dice_as_any_basic_colour():
    state = position(hand=["mana_storm", "march", "stamina"], crystals={"white": 1}, source=["blue", "blue"])
    state = act(state, "play card=mana_storm mode=powered mana=crystal:white")
    assert state.turn.dice_allowed == 4
    state.source[0].color, state.source[1].color = "black", "gold"  # whatever the reroll gave
    state = act(state, "play card=march mode=powered mana=die:0")  # a black die by Day, as green
    state = act(state, "play card=stamina mode=powered mana=die:1")
    assert state.turn.move == 8 and state.turn.dice_used == 2


def test_mana_storm_basic_needs_a_basic_die():
    refused(position(hand=["mana_storm"], source=["black", "gold"]), "play card=mana_storm mode=basic", "4.5")


# --- Steady Tempo (§9.3) --------------------------------------------------------------------------------------------

def test_9_3_steady_tempo_may_go_under_the_deed_deck_instead_of_the_discard_pile():
    state = act(position(hand=["steady_tempo"], deck=["march", "rage"] * 4), "play card=steady_tempo mode=basic")
    state = act(state, "end-turn")
    assert options(state) == ["bottom_of_deed_deck", "skip"]
    state = end_turn(act(state, "choose option=bottom_of_deed_deck"))
    assert state.players[0].deck[0] == "steady_tempo" and "steady_tempo" not in state.players[0].discard


def test_9_3_steady_tempo_strong_goes_on_top_and_is_drawn_again():
    state = position(hand=["steady_tempo"], crystals={"blue": 1}, deck=["march", "rage"] * 4)
    state = act(state, "play card=steady_tempo mode=powered mana=crystal:blue")
    state = end_turn(act(act(state, "end-turn"), "choose option=top_of_deed_deck"))
    assert "steady_tempo" in state.players[0].hand


def test_steady_tempo_basic_is_not_offered_with_an_empty_deck():
    state = end_turn(act(position(hand=["steady_tempo"], deck=[]), "play card=steady_tempo mode=basic"))
    assert state.turn is None or state.turn.seat != 0
    assert "steady_tempo" in state.players[0].discard


# --- Heroic Tale (§7.4.1) -------------------------------------------------------------------------------------------

def test_7_4_1_heroic_tale_reputation_and_fame_for_each_unit_recruited_this_turn():
    state = position(hand=["heroic_tale", "march"], crystals={"white": 1}, position="1-E")  # a village
    state = act(state, "play card=heroic_tale mode=powered mana=crystal:white")
    state = act(state, "recruit unit=scouts")
    state = end_turn(state)
    assert (state.players[0].reputation, state.players[0].fame) == (1, 1)


def test_heroic_tale_counts_units_recruited_before_it_was_played():
    state = position(hand=["heroic_tale", "march"], position="1-E")
    state.turn.influence = 4
    state = act(act(state, "recruit unit=scouts"), "play card=heroic_tale mode=basic")
    assert end_turn(state).players[0].reputation == 1


# --- Learning (§5.7; Lost Legion §5.7 rulings 11-12) ----------------------------------------------------------------

def test_learning_pays_6_influence_once_this_turn_for_an_advanced_action_to_the_discard_pile():
    state = with_offer(position(hand=["learning", "promise"], crystals={"white": 1}), AA_OFFER)
    state = act(state, "play card=learning mode=basic")
    assert not [a for a in legal(state) if a.startswith("learning")]  # Influence 2 only so far
    state = act(state, "play card=promise mode=powered mana=crystal:white")  # Influence 4 more: it counts too
    assert [a for a in legal(state) if a.startswith("learning")] == [f"learning aa={aa}" for aa in AA_OFFER]
    state = act(state, "learning aa=ice_bolt")
    assert "ice_bolt" in me(state).discard and state.turn.influence == 0
    state.turn.influence = 6
    refused(state, "learning aa=blood_rage", "5.7")  # once


def test_learning_strong_9_influence_to_the_hand():
    state = with_offer(position(hand=["learning"], crystals={"white": 1}), AA_OFFER)
    state.turn.influence = 5
    state = act(act(state, "play card=learning mode=powered mana=crystal:white"), "learning aa=blood_rage")
    assert "blood_rage" in me(state).hand and state.turn.influence == 0


def test_learning_refuses_a_purchase_without_enough_influence():
    state = with_offer(position(hand=["learning"]), AA_OFFER)
    refused(act(state, "play card=learning mode=basic"), "learning aa=ice_bolt", "5.7")


# --- Peaceful Moment (Lost Legion §2.8.1, §10.3) ----------------------------------------------------------------

def test_2_8_1_peaceful_moment_as_the_action_heals_1_for_each_2_influence():
    state = act(position(hand=["peaceful_moment", "wound", "wound"]), "play card=peaceful_moment mode=basic")
    assert options(state) == ["action", "skip"]
    state = act(state, "choose option=action")
    assert options(state) == ["heal", "done"] and state.turn.action_taken
    state = act(state, "choose option=heal")  # Influence 3 - 2: no second Heal
    assert me(state).hand == ["wound"] and state.turn.influence == 1
    assert not [a for a in legal(state) if a.startswith("move ")]  # the action was taken


def test_peaceful_moment_strong_readies_a_unit_for_2_influence_per_level():
    state = position(hand=["peaceful_moment"], crystals={"white": 1}, units=[UnitCard("peasants", ready=False)])
    state = act(act(state, "play card=peaceful_moment mode=powered mana=crystal:white"), "choose option=action")
    assert options(state) == ["unit:0", "done"]
    state = act(state, "choose option=unit:0")
    assert me(state).units[0].ready and state.turn.influence == 4 and state.turn.decision is None


def test_peaceful_moment_is_only_influence_once_the_action_was_taken():
    state = position(hand=["peaceful_moment", "wound"])
    state.turn.action_taken, state.turn.kind = True, "regular"
    state.turn.interaction = state.players[0].position
    assert act(state, "play card=peaceful_moment mode=basic").turn.decision is None


# --- Temporal Portal (Lost Legion §2.8.1, §2.8.2, §6.9.3) ----------------------------------------------------------

def test_2_8_1_temporal_portal_moves_to_an_adjacent_safe_space_as_the_action():
    state = act(position(hand=["temporal_portal"], deck=["march"] * 10), "play card=temporal_portal mode=basic")
    assert options(state) == ["A-NE", "A-E", "A-NW", "skip"]  # the ocean is no safe space
    state = act(state, "choose option=A-E")
    assert state.turn.action_taken and not [a for a in legal(state) if a.startswith(("move ", "explore"))]
    state = end_turn(state)
    assert len(state.players[0].hand) == CATALOG.levels[0].hand_limit + 1  # §2.8.2: the next draw


def test_temporal_portal_strong_reaches_two_spaces_away():
    state = position(hand=["temporal_portal"], crystals={"blue": 1})
    state = act(act(state, "play card=temporal_portal mode=powered mana=crystal:blue"), "choose option=0")
    assert "1-SE" in options(state) and "1-SW" in options(state)


def test_temporal_portal_is_refused_once_the_action_was_taken():
    state = position(hand=["temporal_portal"])
    state.turn.action_taken = True
    refused(state, "play card=temporal_portal mode=basic", "4.5")


def test_2_8_2_a_hand_limit_bonus_of_the_rounds_last_turn_counts_for_the_next_round():
    state = act(position(hand=["temporal_portal"], deck=["march"] * 10), "play card=temporal_portal mode=basic")
    state.round.end_announced_by = 1  # this is seat 0's last turn of the Round
    state = end_turn(act(state, "choose option=skip"))
    assert state.round.number == 2 and state.players[0].next_round_hand_bonus == 0
    assert len(state.players[0].hand) == CATALOG.levels[0].hand_limit + 1  # drawn for the new Round


# --- Mountain Lore (Lost Legion §2.8.2, §6.9) -----------------------------------------------------------------------

def test_mountain_lore_ending_the_turn_in_hills_raises_the_next_draw():
    state = position(hand=["mountain_lore"], deck=["march"] * 10, position="2-C")  # hills
    state = end_turn(act(state, "play card=mountain_lore mode=basic"))
    assert len(state.players[0].hand) == CATALOG.levels[0].hand_limit + 1


def test_6_9_mountain_lore_strong_enters_mountains_for_5_and_ends_the_turn_there_safely():
    tiles = [["starting_a", 0, 0], ["countryside_4", 1, -3]]  # 4-E is a mountain next to the village 4-SE
    state = build_position(CATALOG, {"tiles": tiles, "players": [
        {"hero": "tovak", "position": "4-SE", "hand": ["mountain_lore"], "crystals": {"green": 1},
         "deck": ["march"] * 10}]})
    assert "move to=4-E" not in legal(state)
    state = act(state, "play card=mountain_lore mode=powered mana=crystal:green")
    state = act(state, "move to=4-E")
    assert state.turn.move == 0
    state = end_turn(state)
    player = state.players[0]
    assert space_of(state, player.position) == "4-E" and "wound" not in player.hand  # no Forced Withdrawal
    assert len(player.hand) == CATALOG.levels[0].hand_limit + 2


# --- Rush of Adrenaline (§10.1) -------------------------------------------------------------------------------------

ATTACKER = find_enemy(color="green", resists=(), allow=("swift", "brutal"))


def _wounded_in_combat(mode, mana=""):
    state = fight(foe(ATTACKER, attack=6), phase="block", hand=("rush_of_adrenaline",))
    state.players[0].deck = ["march", "rage", "stamina", "promise", "threaten"]
    state.players[0].crystals["red"] = 1
    state = act(state, f"play card=rush_of_adrenaline mode={mode}{mana}")
    state = act(act(state, "next-phase"), "damage enemy=0 to=hero")  # Attack 6 against Armor 2: 3 Wounds
    return state.players[0].hand


def test_10_1_rush_of_adrenaline_draws_a_card_for_each_of_the_first_three_wounds():
    hand = _wounded_in_combat("basic")
    assert hand.count("wound") == 3 and len(hand) == 3 + 3


def test_rush_of_adrenaline_counts_wounds_already_taken_this_turn():
    state = position(hand=["rush_of_adrenaline", "wound"], deck=["march", "rage", "stamina"])
    state.turn.wounds_received["hand"] = 1
    assert len(me(act(state, "play card=rush_of_adrenaline mode=basic")).hand) == 2


def test_rush_of_adrenaline_strong_throws_the_first_wound_away_and_draws_for_the_next_three():
    hand = _wounded_in_combat("powered", " mana=crystal:red")
    assert hand.count("wound") == 2 and len(hand) == 2 + 3


# --- Every offered play of these cards applies cleanly ------------------------------------------------------------

HOOKED = [card.id for card in CATALOG.advanced_actions.values()
          if any(node.name in advanced_actions.part.hook_names
                 for node in nodes_of([card.basic.effect, card.powered.effect], Hook))]


def _explore(state, prefix):
    """Apply every offered play starting with `prefix`, answer each decision with each of its first options, then
    end the turn (the last option of each End of Turn choice: done or skip where offered)."""
    plays = [a for a in legal(state) if a.startswith(prefix) and "sideways" not in a]
    assert plays, prefix
    for play in plays:
        play_out_decisions(state, play, at_rest=_end_the_turn)


def _end_the_turn(state):
    if state.turn.combat is not None:
        return
    state = act(state, "end-turn")
    for _ in range(30):
        if state.turn is None or state.turn.seat != 0 or state.turn.decision is None:
            return
        state = act(state, f"choose option={options(state)[-1]}")
    raise AssertionError("the End of Turn does not end")


@pytest.mark.parametrize("card", HOOKED)
def test_every_offered_play_of_a_hooked_advanced_action_applies_cleanly(card):
    crystals = dict.fromkeys(("red", "blue", "green", "white"), 1)
    state = position(hand=[card, "march", "rage", "promise", "rush_of_adrenaline", "wound"], crystals=crystals,
                     units=[UnitCard("peasants", ready=False), UnitCard("foresters", wounded=True)],
                     deck=["stamina", "threaten", "march"], source=["gold", "black", "red", "blue"], position="1-E")
    state.turn.influence = 9
    _explore(state, f"play card={card} ")


@pytest.mark.parametrize("phase", ["ranged_siege", "block", "attack"])
@pytest.mark.parametrize("card", HOOKED)
def test_every_offered_play_of_a_hooked_advanced_action_in_a_combat_applies_cleanly(card, phase):
    state = fight(foe(ATTACKER), foe(ATTACKER), phase=phase,
                  hand=(card, "rage", "determination", "swiftness", "ritual_attack", "wound"))
    state.players[0].crystals.update(dict.fromkeys(("red", "blue", "green", "white"), 1))
    state.players[0].deck = ["stamina", "threaten", "march"]
    if [a for a in legal(state) if a.startswith(f"play card={card} ") and "sideways" not in a]:
        _explore(state, f"play card={card} ")


# --- terrain_passable (§6.9.2), which Mountain Lore brought in, for the other cards that use it ----------------------

def test_6_9_2_frost_bridge_strong_crosses_a_lake_for_1_but_it_stays_unsafe():
    state = position(hand=["frost_bridge"], crystals={"blue": 1}, position="1-E")  # 1-NE is a lake
    assert "move to=1-NE" not in legal(state)
    state = act(state, "play card=frost_bridge mode=powered mana=crystal:blue")
    state = act(state, "move to=1-NE")
    assert state.turn.move == 3
    state = end_turn(state)
    assert space_of(state, state.players[0].position) == "1-E" and "wound" in state.players[0].hand  # §9.2

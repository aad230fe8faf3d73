"""Interacting with locals (rules spec §7, with §4.6 and §5.10.4), named after the spec sections.

Positions are built with positions.build_position; what the fixture format does not cover (the Unit
offer, Shields, Units) is set on the built state before the first action.
"""
import copy


from engine.mageknight.game import GAME
from engine.mageknight.geometry import MapLayout, parse_label
from engine.mageknight.positions import build_position
from engine.mageknight.state import UnitCard, hex_key
from tests.mageknight.moves import act, legal, outcome, refused

CATALOG = GAME.catalog
MONASTERY_MAP = [["starting_a", 0, 0], ["countryside_5", 1, -3], ["countryside_2", 3, -2]]  # monastery at 5-NE
TOWER_AND_KEEP_MAP = [["starting_a", 0, 0], ["countryside_4", 1, -3], ["countryside_3", 3, -2]]  # 4-C, 3-NE
BLUE_CITY_MAP = [["starting_a", 0, 0], ["countryside_1", 1, -3], ["core_6", 3, -2]]  # blue city at C6-C


def position(**fixture):
    return build_position(CATALOG, fixture)


def of_verb(state, *verbs):
    return [a for a in legal(state) if a.split()[0] in verbs]


def key_of(state, label):
    return hex_key(*parse_label(MapLayout.from_rows(state.map.tiles), label))


def at(label, influence=0, units=(), offer=("peasants", "herbalist", "utem_swordsmen"), tiles=None, move=0, **hero):
    """Tovak on `label` with `influence` already played, the given Units and Unit offer."""
    spec = {"hero": "tovak", "position": label, "hand": ["march", "rage"], **hero}
    fixture = {"players": [spec, {"hero": "goldyx"}], "turn": {"influence": influence, "move": move}}
    if tiles:
        fixture["tiles"] = tiles
    state = position(**fixture)
    state.players[0].units = [copy.copy(u) for u in units]
    state.offers.units = list(offer)
    state.offers.hidden = []  # the card offers face up; First Reconnaissance's face-down start has its own test
    return state


# --- §7.1 Where and when -------------------------------------------------------------------------

def test_7_1_no_interaction_away_from_an_inhabited_site():
    state = at("A-C", influence=10)  # the portal
    assert not of_verb(state, "recruit", "heal", "learn", "buy", "add-unit")
    refused(state, "recruit unit=peasants", "7.1")


def test_7_1_a_burned_monastery_has_no_locals():
    state = at("5-NE", influence=10, tiles=MONASTERY_MAP)
    assert of_verb(state, "recruit")
    state.map.burned.append(key_of(state, "5-NE"))
    assert not of_verb(state, "recruit")
    refused(state, "recruit unit=herbalist", "7.1")


def test_7_1_a_mage_tower_only_once_conquered_and_a_keep_only_for_its_owner():
    tower = at("4-C", influence=10, tiles=TOWER_AND_KEEP_MAP, offer=("illusionists",))
    refused(tower, "recruit unit=illusionists", "7.1")
    tower.map.shields[key_of(tower, "4-C")] = [1]  # conquered by the other player: open to everyone
    assert "recruit unit=illusionists" in legal(tower)
    keep = at("3-NE", influence=10, tiles=TOWER_AND_KEEP_MAP, offer=("utem_swordsmen",))
    keep.map.shields[key_of(keep, "3-NE")] = [1]  # the other player's keep
    refused(keep, "recruit unit=utem_swordsmen", "7.1")
    keep.map.shields[key_of(keep, "3-NE")] = [0]
    assert "recruit unit=utem_swordsmen" in legal(keep)


def test_4_7_1_a_resting_hero_cannot_interact():
    state = at("1-E", influence=10)
    rested = act(state, "rest card=march wounds=0")
    assert not of_verb(rested, "recruit")
    refused(rested, "recruit unit=peasants", "4.7.1")


def test_4_6_4_only_one_action_per_turn():
    state = at("1-E", influence=10)
    state.turn.action_taken = True  # as after a combat this turn
    assert not of_verb(state, "recruit", "heal")
    refused(state, "recruit unit=peasants", "4.6.4")


def test_4_6_4_no_movement_after_the_interaction_and_move_points_are_lost():
    state = at("1-E", influence=4, move=4)
    assert any(a.startswith("move ") for a in legal(state))
    after = act(state, "recruit unit=peasants")
    assert after.turn.action_taken and after.turn.move == 0  # §4.6.5
    assert not any(a.split()[0] in ("move", "explore", "rest") for a in legal(after))
    refused(after, "move to=1-C", "6.1")


# --- §7.2 Influence and Reputation ---------------------------------------------------------------

def test_7_2_2_the_reputation_modifier_is_added_once_when_the_interaction_starts():
    state = at("1-E", influence=3, reputation=3, level=3, hand=["promise"])  # +3 gives +1; two Command tokens
    assert "recruit unit=peasants" in legal(state)  # 3 + 1 = 4
    after = act(state, "recruit unit=peasants")
    assert after.turn.influence == 0
    after.players[0].reputation = 7  # a later change does not change the bonus already applied (§7.2.2)
    after = act(after, "play card=promise mode=basic")
    assert after.turn.influence == 2 and "recruit unit=herbalist" not in legal(after)


def test_7_2_2_interact_starts_the_interaction_and_fixes_the_modifier_before_a_threaten():
    """Started explicitly at Reputation +2 (modifier +1), the interaction keeps that +1 although the Threaten
    played afterwards lowers the Reputation to +1 (modifier 0)."""
    state = at("1-E", reputation=2, hand=["threaten"], crystals={"red": 1})
    assert "interact" in legal(state)
    started = act(state, "interact")
    assert started.turn.interaction is not None and started.turn.influence == 1 and "interact" not in legal(started)
    threatened = act(started, "play card=threaten mode=powered mana=crystal:red")
    assert threatened.players[0].reputation == 1 and threatened.turn.influence == 6
    unstarted = act(state, "play card=threaten mode=powered mana=crystal:red")  # the implicit start comes after
    assert unstarted.turn.influence == 5 and "recruit unit=peasants" in legal(unstarted)
    assert act(unstarted, "recruit unit=peasants").turn.influence == 1  # modifier 0 at the first purchase


def test_7_2_2_interact_ends_movement_and_influence_played_before_still_counts():
    state = at("1-E", move=4, reputation=2, hand=["promise", "march"])  # modifier +1
    state = act(state, "play card=promise mode=basic")
    started = act(state, "interact")
    assert started.turn.influence == 3 and started.turn.move == 0 and started.turn.action_taken  # §4.6.4-4.6.5
    assert not any(a.split()[0] in ("move", "explore", "rest") for a in legal(started))
    refused(started, "move to=1-C", "6.1")
    refused(started, "interact", "7.2.2")


def test_7_2_2_interact_is_offered_only_where_an_interaction_may_start():
    assert "interact" not in legal(at("A-C"))  # the portal: no locals (§7.1)
    refused(at("A-C"), "interact", "7.1")
    done = at("1-E")
    done.turn.action_taken = True  # as after a combat this turn
    assert "interact" not in legal(done)
    refused(done, "interact", "4.6.4")


def test_7_2_2_heroes_recruited_after_a_threaten_double_the_modifier_applied_at_the_start():
    """Heroes double the modifier of the interaction: the +2 it started with (Reputation +4), not the +1 of the
    Reputation +3 the Threaten played since left; the same for an interaction started by its first purchase."""
    state = at("1-E", reputation=4, level=3, hand=["threaten"], crystals={"red": 1}, offer=("hero_blue", "peasants"))
    state = act(act(state, "interact"), "play card=threaten mode=powered mana=crystal:red")
    assert state.players[0].reputation == 3 and state.turn.influence == 7
    assert "recruit unit=hero_blue" in legal(state)  # 7 + 2 = 9
    assert act(state, "recruit unit=hero_blue").turn.influence == 0
    implicit = at("1-E", influence=2, reputation=4, level=3, hand=["threaten"], crystals={"red": 1},
                  offer=("peasants", "hero_blue"))
    implicit = act(act(implicit, "recruit unit=peasants"), "play card=threaten mode=powered mana=crystal:red")
    assert implicit.turn.influence == 5 and implicit.players[0].reputation == 3
    implicit.turn.influence = 7
    assert act(implicit, "recruit unit=hero_blue").turn.influence == 0


def test_7_2_2_a_negative_modifier_lowers_the_influence():
    state = at("1-E", influence=5, reputation=-4)  # -4 gives -2
    assert "recruit unit=herbalist" in legal(state) and "recruit unit=peasants" not in legal(state)
    error = refused(state, "recruit unit=peasants", "7.4.1")
    assert "you have 3" in error.message("en")


def test_7_2_2_on_the_x_space_a_hero_cannot_interact_at_all():
    state = at("1-E", influence=20, reputation=-7)
    assert not of_verb(state, "recruit", "heal")
    refused(state, "recruit unit=herbalist", "7.2.2")


def test_7_2_1_influence_effects_may_still_be_played_during_the_interaction():
    state = at("1-E", influence=3, hand=["promise", "rage"], level=3)
    state = act(state, "recruit unit=herbalist")
    assert "play card=promise mode=basic" in legal(state)
    state = act(state, "play card=promise mode=basic")
    assert state.turn.influence == 2


# --- §7.4 What Influence buys --------------------------------------------------------------------

def test_7_4_1_recruit_at_a_village_and_the_unit_offer_is_not_replenished():
    state = at("1-E", influence=4)
    recruits = of_verb(state, "recruit")
    assert recruits == ["recruit unit=peasants", "recruit unit=herbalist"]  # Utem Swordsmen: keep only
    refused(state, "recruit unit=utem_swordsmen", "7.4.1")
    refused(state, "recruit unit=foresters", "7.4.1")  # not in the offer
    after = act(state, "recruit unit=peasants")
    assert after.players[0].units == [UnitCard("peasants", ready=True, wounded=False)]  # §5.10.4
    assert after.offers.units == ["herbalist", "utem_swordsmen"]  # §5.7.3
    assert after.turn.influence == 0 and after.turn.interaction == after.players[0].position


def test_7_4_1_not_enough_influence_is_refused():
    state = at("1-E", influence=3)
    assert "recruit unit=peasants" not in legal(state)
    error = refused(state, "recruit unit=peasants", "7.4.1")
    assert "costs 4 Influence; you have 3" in error.message("en")


def test_5_10_4_without_a_free_command_token_a_unit_must_be_disbanded():
    old = UnitCard("herbalist", ready=False, wounded=True)
    state = at("1-E", influence=4, units=[old], offer=("peasants",))  # level 1: one Command token
    assert of_verb(state, "recruit") == ["recruit unit=peasants disband=0"]
    refused(state, "recruit unit=peasants", "5.10.4")
    after = act(state, "recruit unit=peasants disband=0")
    assert after.players[0].units == [UnitCard("peasants", ready=True, wounded=False)]  # whatever the old state


def test_5_10_4_no_disbanding_while_a_command_token_is_free():
    state = at("1-E", influence=4)
    refused(state, "recruit unit=peasants disband=0", "5.10.4")


def test_5_10_9_a_new_unit_works_at_once_but_not_for_its_own_cost():
    state = at("1-E", influence=2, level=3, hand=["promise"])  # level 3: two Command tokens
    assert "recruit unit=peasants" not in legal(state)  # its own Influence 2 cannot help to pay for it
    state.turn.influence = 4
    state = act(state, "recruit unit=peasants")
    assert "unit unit=0 ability=2" in legal(state)  # Peasants: Influence 2, usable at once
    state = act(state, "unit unit=0 ability=2")
    assert state.turn.influence == 2 and state.players[0].units[0].ready is False
    state = act(state, "play card=promise mode=basic")
    state = act(state, "recruit unit=herbalist")  # 2 from the Peasants + 2 from Promise
    assert [u.unit for u in state.players[0].units] == ["peasants", "herbalist"] and state.turn.influence == 1


# --- §5.10 Lost Legion Units whose cards change recruiting (Thugs, Heroes, Magic Familiars) -------------

def test_5_10_thugs_reverse_the_reputation_modifier_of_the_interaction():
    state = at("1-E", influence=5, reputation=4, level=3, offer=("thugs", "peasants"))  # +4 gives +2
    assert legal_recruits(state) == ["recruit unit=peasants"]  # Thugs: 5 - 2 = 3 < 5
    error = refused(state, "recruit unit=thugs", "7.4.1")
    assert "you have 3" in error.message("en")
    state.turn.influence = 7
    after = act(state, "recruit unit=thugs")
    assert after.turn.influence == 0 and after.players[0].units == [UnitCard("thugs")]
    assert "recruit unit=peasants" not in legal(after)  # the reversed modifier holds for the whole interaction


def test_5_10_thugs_turn_a_bad_reputation_into_a_bonus():
    state = at("1-E", influence=3, reputation=-4, offer=("thugs",))  # -4 gives -2, reversed +2
    assert legal_recruits(state) == ["recruit unit=thugs"]
    after = act(state, "recruit unit=thugs")
    assert after.turn.influence == 0 and [u.unit for u in after.players[0].units] == ["thugs"]


def test_5_10_thugs_recruited_later_reverse_the_modifier_for_the_whole_interaction():
    state = at("1-E", influence=9, reputation=-4, level=3, offer=("peasants", "thugs"))  # 9 - 2 = 7
    state = act(state, "recruit unit=peasants")
    assert state.turn.influence == 3
    assert "recruit unit=thugs" in legal(state)  # 3 + 4 (the -2 already taken becomes +2) = 7 >= 5
    state = act(state, "recruit unit=thugs")
    assert state.turn.influence == 2


def test_5_10_heroes_double_the_reputation_modifier():
    state = at("1-E", influence=5, reputation=4, level=3, offer=("hero_blue",))  # +2 doubled: +4
    assert legal_recruits(state) == ["recruit unit=hero_blue"]
    after = act(state, "recruit unit=hero_blue")
    assert after.turn.influence == 0 and after.players[0].units == [UnitCard("hero_blue")]
    state.players[0].reputation = 2  # +1 doubled: +2, 5 + 2 < 9
    refused(state, "recruit unit=hero_blue", "7.4.1")


def test_5_10_thugs_and_heroes_are_not_recruited_in_the_same_interaction():
    state = at("1-E", influence=30, reputation=0, level=5, offer=("thugs", "hero_red", "hero_blue"))
    heroes = act(state, "recruit unit=hero_red")
    assert "recruit unit=thugs" not in legal(heroes) and "recruit unit=hero_blue" in legal(heroes)
    refused(heroes, "recruit unit=thugs", "7.4.1")
    thugs = act(state, "recruit unit=thugs")
    assert not [a for a in legal(thugs) if a.startswith("recruit unit=hero")]
    refused(thugs, "recruit unit=hero_blue", "7.4.1")


def test_5_10_the_standing_rules_of_thugs_and_heroes_are_never_activated():
    state = at("1-E", units=[UnitCard("thugs"), UnitCard("hero_green")], level=3, offer=())
    offered = [a for a in legal(state) if a.startswith("unit ")]
    assert "unit unit=0 ability=3" not in offered and "unit unit=1 ability=0" not in offered
    assert "unit unit=0 ability=2" in offered  # Thugs: Influence 4, Reputation -1
    refused(state, "unit unit=0 ability=3", "5.10.5")
    refused(state, "unit unit=1 ability=0", "5.10.5")
    after = act(state, "unit unit=0 ability=2")
    assert after.turn.influence == 4 and after.players[0].reputation == state.players[0].reputation - 1


def test_5_10_magic_familiars_keep_the_mana_paid_at_recruitment():
    state = at("5-NE", influence=6, tiles=MONASTERY_MAP, offer=("magic_familiars",), crystals={"red": 1})
    recruits = legal_recruits(state)
    assert "recruit unit=magic_familiars mana=crystal:red color=red" in recruits
    assert all("color=" in a and "mana=" in a for a in recruits)
    refused(state, "recruit unit=magic_familiars", "5.1")  # the mana is not optional
    refused(state, "recruit unit=magic_familiars mana=crystal:red color=blue", "5.9.2")
    after = act(state, "recruit unit=magic_familiars mana=crystal:red color=red")
    assert after.players[0].units == [UnitCard("magic_familiars", mana="red")]
    assert after.players[0].crystals["red"] == 0 and after.turn.influence == 0


def test_5_10_magic_familiars_are_not_offered_without_mana_to_put_on_them():
    state = at("5-NE", influence=6, tiles=MONASTERY_MAP, offer=("magic_familiars",))
    state.source = [type(d)(color="black") for d in state.source]  # by Day black dice are depleted
    assert not legal_recruits(state)


def legal_recruits(state):
    return of_verb(state, "recruit")


def test_7_4_2_healing_costs_3_influence_at_a_village():
    state = at("1-E", influence=6, hand=["march", "wound", "wound", "wound"])
    assert "heal" in legal(state)
    state = act(act(state, "heal"), "heal")
    assert state.players[0].hand.count("wound") == 1 and state.turn.influence == 0
    assert "heal" not in legal(state)
    refused(state, "heal", "7.4.2")


def test_7_4_2_healing_costs_2_influence_at_a_monastery():
    state = at("5-NE", influence=4, tiles=MONASTERY_MAP, hand=["march", "wound", "wound"])
    state = act(act(state, "heal"), "heal")
    assert "wound" not in state.players[0].hand and state.turn.influence == 0


def test_10_3_healing_is_not_sold_to_a_hero_without_wounds():
    state = at("1-E", influence=6)
    assert "heal" not in legal(state)
    refused(state, "heal", "10.3")


def test_7_4_3_learn_an_advanced_action_of_the_unit_offer_at_a_monastery():
    state = at("5-NE", influence=6, tiles=MONASTERY_MAP)
    aa_deck = list(state.decks.advanced_actions)
    monastery_aa = aa_deck.pop()
    state.decks.advanced_actions = list(aa_deck)
    state.offers.unit_offer_aas = [monastery_aa]  # as dealt when the monastery was revealed (§6.7.1)
    assert f"learn aa={monastery_aa}" in legal(state)
    assert not any(f"learn aa={aa}" in legal(state) for aa in state.offers.advanced_actions)  # not the AA offer
    after = act(state, f"learn aa={monastery_aa}")
    assert after.players[0].deck[-1] == monastery_aa  # on top of the Deed deck
    assert after.offers.unit_offer_aas == [] and after.decks.advanced_actions == aa_deck  # not replaced
    village = at("1-E", influence=6)
    village.offers.unit_offer_aas = [monastery_aa]
    refused(village, f"learn aa={monastery_aa}", "7.4.3")


def test_7_4_4_a_conquered_mage_tower_sells_spells_for_7_influence_and_mana_of_their_colour():
    state = at("4-C", influence=7, tiles=TOWER_AND_KEEP_MAP, crystals={"red": 1}, offer=())
    state.map.shields[key_of(state, "4-C")] = [0]
    state.offers.spells = ["burning_shield", "charm", "mana_bolt"]
    top_of_spell_deck = state.decks.spells[-1]
    red_spell = next(s for s in state.offers.spells if CATALOG.cards[s].colors == ("red",))
    assert f"buy spell={red_spell} mana=crystal:red" in legal(state)
    refused(state, f"buy spell={red_spell}", "5.1")  # the mana is part of the price
    after = act(state, f"buy spell={red_spell} mana=crystal:red")
    assert after.players[0].deck[-1] == red_spell and after.players[0].crystals["red"] == 0
    assert after.offers.spells[-1] == top_of_spell_deck and red_spell not in after.offers.spells  # replenished
    assert after.turn.influence == 0


def test_first_reconnaissance_a_face_down_spell_offer_is_turned_up_when_the_interaction_begins():
    """"Do not reveal the Spell and AA offers until they are first needed" (§13, First Reconnaissance): at a
    conquered Mage Tower no move names a card of the face-down offer; beginning the interaction turns it up."""
    state = at("4-C", influence=7, tiles=TOWER_AND_KEEP_MAP, crystals={"red": 1}, offer=())
    state.map.shields[key_of(state, "4-C")] = [0]
    state.offers.spells, state.offers.hidden = ["burning_shield", "charm", "mana_bolt"], ["spells"]
    assert not any(move.startswith("buy spell=") for move in legal(state)) and "interact" in legal(state)
    refused(state, "buy spell=burning_shield mana=crystal:red", "7.4.4")
    begun = outcome(state, "interact")
    assert begun.state.offers.hidden == [] and "offer_revealed" in [event.kind for event in begun.events]
    assert "buy spell=burning_shield mana=crystal:red" in legal(begun.state)


def test_7_4_8_city_derived_example_reputation_shields_and_a_red_spell():
    # Reputation +3 (+1), two Shields on the conquered Blue City card (+2), the hand plays Influence 4: 7.
    state = at("C6-C", influence=4, tiles=BLUE_CITY_MAP, reputation=3, crystals={"red": 1}, offer=())
    city = key_of(state, "C6-C")
    state.map.cities[city] = 1
    state.map.shields[city] = [0, 1, 0]
    state.offers.spells = ["burning_shield", "charm", "mana_bolt"]
    red_spell = next(s for s in state.offers.spells if CATALOG.cards[s].colors == ("red",))
    after = act(state, f"buy spell={red_spell} mana=crystal:red")
    assert after.turn.influence == 0 and after.players[0].deck[-1] == red_spell


def test_7_4_6_the_blue_city_recruits_only_units_with_the_city_icon():
    state = at("C6-C", influence=20, tiles=BLUE_CITY_MAP, offer=("peasants", "scouts", "catapults"), level=5)
    city = key_of(state, "C6-C")
    state.map.shields[city] = [1]
    assert of_verb(state, "recruit") == ["recruit unit=scouts", "recruit unit=catapults"]
    state.map.shields.pop(city)
    refused(state, "recruit unit=scouts", "7.1")


def test_7_4_6_the_white_city_adds_an_elite_unit_to_the_offer_for_2_influence():
    tiles = [["starting_a", 0, 0], ["countryside_1", 1, -3], ["core_7", 3, -2]]
    state = at("C7-C", influence=1, tiles=tiles, offer=("peasants",))
    state.map.shields[key_of(state, "C7-C")] = [0]  # one own Shield: +1 Influence (§7.3)
    top_elite = state.decks.elite_units[-1]
    assert "add-unit" in legal(state)
    after = act(state, "add-unit")
    assert after.offers.units == ["peasants", top_elite] and after.turn.influence == 0


def test_7_4_6_the_green_city_sells_an_advanced_action_from_the_offer_or_the_deck():
    tiles = [["starting_a", 0, 0], ["countryside_1", 1, -3], ["core_5", 3, -2]]
    state = at("C5-C", influence=6, tiles=tiles, offer=())
    state.map.shields[key_of(state, "C5-C")] = [0]
    offered = state.offers.advanced_actions[0]
    assert {f"learn aa={offered}", "learn aa=top"} <= set(legal(state))
    from_offer = act(state, f"learn aa={offered}")
    assert from_offer.players[0].deck[-1] == offered and len(from_offer.offers.advanced_actions) == 3
    top = state.decks.advanced_actions[-1]
    from_deck = act(state, "learn aa=top")
    assert from_deck.players[0].deck[-1] == top and from_deck.offers.advanced_actions == state.offers.advanced_actions


def test_every_offered_interaction_applies_cleanly():
    """legal_actions offers nothing the engine cannot carry out (a small sweep over sites and purses)."""
    for label, tiles in (("1-E", None), ("5-NE", MONASTERY_MAP)):
        for influence in (0, 3, 7, 12):
            state = at(label, influence=influence, tiles=tiles, hand=["march", "wound"], reputation=2,
                       units=[UnitCard("utem_guardsmen", ready=False, wounded=True)])
            state.offers.unit_offer_aas = [state.decks.advanced_actions.pop()]
            for text in of_verb(state, "recruit", "heal", "learn", "buy", "add-unit"):
                after = act(state, text)
                while after.turn.decision is not None:
                    after = act(after, f"choose option={after.turn.decision.options[0]}")


# --- Lost Legion §2.2.4: Magic Familiars at a Magical Glade, an action that is not an interaction ----------

GLADE_MAP = [["starting_a", 0, 0], ["countryside_1", 1, -3]]  # the glade is 1-C


def test_ll_2_2_4_magic_familiars_are_recruited_at_a_glade_without_the_reputation_modifier():
    state = at("1-C", influence=6, tiles=GLADE_MAP, offer=("magic_familiars", "peasants"), crystals={"green": 1},
               reputation=-3)
    recruits = of_verb(state, "recruit")
    assert "recruit unit=magic_familiars mana=crystal:green color=green" in recruits
    assert all(a.startswith("recruit unit=magic_familiars ") for a in recruits)
    refused(state, "recruit unit=peasants", "7.4.1")  # only Units listing the glade
    after = act(state, "recruit unit=magic_familiars mana=crystal:green color=green")
    assert after.players[0].units == [UnitCard("magic_familiars", mana="green")]
    assert after.turn.influence == 0 and after.turn.action_taken and after.turn.interaction is None
    assert not [a for a in legal(after) if a.split()[0] in ("move", "explore", "recruit")]


def test_ll_2_2_4_the_reputation_x_space_does_not_stop_recruiting_at_a_glade():
    state = at("1-C", influence=6, tiles=GLADE_MAP, offer=("magic_familiars",), crystals={"white": 1},
               reputation=CATALOG.source.reputation.min)
    assert of_verb(state, "recruit")
    refused(at("1-C", influence=5, tiles=GLADE_MAP, offer=("magic_familiars",), crystals={"white": 1}),
            "recruit unit=magic_familiars mana=crystal:white color=white", "7.4.1")


def test_6_11_3_no_action_on_a_space_shared_with_another_hero():
    state = at("1-E", influence=4)
    state.players[1].position = state.players[0].position  # Goldyx stands in the village too
    assert of_verb(state, "recruit", "heal", "interact") == []
    refused(state, "recruit unit=peasants", "6.11.3")
    state.players[1].position = None
    assert "recruit unit=peasants" in legal(state)


def test_6_11_5_ending_the_turn_on_another_heros_space_is_forced_withdrawal():
    from engine.mageknight.context import Ctx
    from engine.mageknight.movement import is_safe
    state = at("1-E")
    here = state.players[0].position
    assert is_safe(Ctx(CATALOG, state), 0, here)
    state.players[1].position = here
    assert not is_safe(Ctx(CATALOG, state), 0, here)
    portal = key_of(state, "A-C")
    state.players[1].position = portal
    assert is_safe(Ctx(CATALOG, state), 0, portal)  # several figures may stand on the portal (§6.11.4)


RED_CITY_MAP = [["starting_a", 0, 0], ["countryside_1", 1, -3], ["core_8", 3, -2]]  # red city at C8-C


def test_7_4_6_the_red_city_sells_artifacts_drawn_at_the_end_of_the_turn_one_more_than_bought():
    state = at("C8-C", influence=24, tiles=RED_CITY_MAP, offer=(), reputation=0)
    city = key_of(state, "C8-C")
    state.map.cities[city] = 1
    state.map.shields[city] = [0]  # conquered: +1 Influence for the Shield (§7.3)
    assert "buy item=artifact" in legal(state)
    state = act(state, "buy item=artifact")
    state = act(state, "buy item=artifact")  # 24 + 1 - 12 = 13 left, enough for the second
    assert state.turn.rewards == [["artifact", 2]] and state.turn.influence == 1
    assert "buy item=artifact" not in legal(state)
    deck = list(state.decks.artifacts)
    state = act(state, "end-turn")
    while state.turn is not None and state.turn.decision is not None and \
            state.turn.decision.kind != "reward_artifact_back":
        state = act(state, legal(state)[0])
    assert state.turn.decision.kind == "reward_artifact_back" and len(state.turn.decision.options) <= 3
    assert set(state.turn.decision.options) <= set(deck[-3:])


def test_7_4_6_artifacts_are_sold_only_in_the_red_city():
    state = at("C6-C", influence=20, tiles=BLUE_CITY_MAP, offer=())
    state.map.shields[key_of(state, "C6-C")] = [0]
    assert "buy item=artifact" not in legal(state)
    refused(state, "buy item=artifact", "7.4.6")

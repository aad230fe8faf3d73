"""Mage Knight rules outside combat, named after the rules spec sections (../shared/rules/mage-knight.md).

Where the spec has a worked example, the test reproduces it.
"""
import copy
import json

import pytest

from engine.core import RuleError
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.geometry import MapLayout, are_adjacent, neighbours, parse_label, space_label
from engine.mageknight.reveal import place_tile
from engine.mageknight.setup import create_game
from engine.mageknight.state import UnitCard, hex_key
from engine.mageknight.turns import hand_limit
from engine.mageknight.positions import build_position
from engine.mageknight.rounds import start_tactics
from engine.mageknight.source import is_depleted, roll_source
from engine.core import Rng
from tests.mageknight.moves import legal, outcome

CATALOG = GAME.catalog


def position(**fixture):
    return build_position(CATALOG, fixture)


def started_game(seats=2, seed=3):
    state = GAME.create({"scenario": "first_reconnaissance"}, seats, seed)
    for hero in list(CATALOG.heroes)[:seats]:
        state = outcome(state, f"hero id={hero}").state
    return state


# --- §2 Setup ------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_2_2_12_source_has_players_plus_two_dice_at_least_half_basic(players):
    for seed in range(200):
        dice = roll_source(CATALOG, Rng.from_seed(seed), players + 2)
        assert len(dice) == players + 2
        assert 2 * sum(d.color in ("red", "blue", "green", "white") for d in dice) >= len(dice)


def test_2_4_first_reconnaissance_takes_countryside_tiles_in_number_order():
    state = GAME.create({"scenario": "first_reconnaissance"}, 2, 9)
    placed = [t[0] for t in state.map.tiles]
    assert placed == ["starting_a", "countryside_1", "countryside_2"]  # §2.5.2: 2 tiles with side A
    deck_top_first = list(reversed(state.decks.tiles))
    assert deck_top_first[:6] == [f"countryside_{n}" for n in range(3, 9)]
    assert {CATALOG.tiles[t].kind for t in deck_top_first[6:]} == {"core", "city"}
    assert sum(CATALOG.tiles[t].kind == "city" for t in deck_top_first) == 1


def test_2_2_9_unit_offer_is_players_plus_two_regular_units_with_a_village_unit():
    for seed in range(20):
        state = GAME.create({"scenario": "first_reconnaissance"}, 3, seed)
        assert len(state.offers.units) == 5
        assert all(CATALOG.units[u].tier == "regular" for u in state.offers.units)
        assert any("village" in CATALOG.units[u].recruit_at for u in state.offers.units)  # §13.7.1
        assert len(state.offers.spells) == 3 and len(state.offers.advanced_actions) == 3


def test_2_6_each_hero_shuffles_sixteen_cards_and_draws_five():
    state = started_game(seats=3)
    for player in state.players:
        assert len(player.hand) == 5 and len(player.deck) == 11
        assert sorted(player.hand + player.deck) == sorted(CATALOG.heroes[player.hero].deck)


def test_2_1_heroes_are_chosen_in_order_and_never_twice():
    state = GAME.create({"scenario": "first_reconnaissance"}, 2, 1)
    assert GAME.to_act(state) == {0}
    state = outcome(state, "hero id=goldyx").state
    assert "hero id=goldyx" not in legal(state, 1)
    with pytest.raises(RuleError, match="already took"):
        outcome(state, "hero id=goldyx")


# --- §3 Rounds -----------------------------------------------------------------------------------

def test_3_3_round_one_last_hero_picker_chooses_a_tactic_first():
    state = started_game(seats=3)
    assert state.round.phase == "tactics"
    assert GAME.to_act(state) == {2}


def test_3_3_5_tactic_picking_order_and_turn_order_derived_example():
    state = started_game(seats=3)
    a, b, c = 0, 1, 2
    state.players[a].fame, state.players[b].fame, state.players[c].fame = 5, 2, 2
    state.round.order = [a, b, c]  # C's token is below B's
    ctx = Ctx(CATALOG, state)
    start_tactics(ctx)
    assert state.round.picker_order == [c, b, a]
    by_number = {t.number: t.id for t in CATALOG.tactics_of("day")}
    state = outcome(state, f"tactic id={by_number[4]}", c).state
    state = outcome(state, f"tactic id={by_number[1]}", b).state
    state = outcome(state, f"tactic id={by_number[6]}", a).state
    assert state.round.order == [b, c, a]
    assert state.round.phase == "turns" and GAME.to_act(state) == {b}


# --- §4 Turns ------------------------------------------------------------------------------------

def test_4_3_2_empty_deck_and_hand_at_turn_start_must_announce_the_end_of_the_round():
    state = position(seats=2, players=[{"hero": "tovak", "hand": ["march"], "deck": []},
                                       {"hero": "goldyx", "deck": [], "hand": []}])
    state = outcome(state, "play card=march mode=sideways as=move").state
    ended = outcome(state, "end-turn")
    kinds = [e.kind for e in ended.events]
    # Seat 2 must announce; seat 1, also without cards, forfeits its last turn (§4.3.4); the Round ends.
    assert kinds.index("end_of_round") < kinds.index("forfeit") < kinds.index("round")
    assert ended.state.round.number == 2 and ended.state.round.phase == "tactics"


def test_4_3_1_may_announce_only_at_the_start_with_an_empty_deck():
    state = position(players=[{"hero": "tovak", "hand": ["march", "rage"], "deck": []}])
    assert "announce-end" in legal(state)
    later = outcome(state, "play card=march mode=sideways as=move").state
    assert "announce-end" not in legal(later)
    with pytest.raises(RuleError) as caught:
        outcome(later, "announce-end")
    assert caught.value.rule == "4.3"


def test_4_7_4_rest_derived_example_standard_rest_then_slow_recovery():
    hand = ["march", "wound", "wound", "wound"]
    state = position(players=[{"hero": "tovak", "hand": hand, "deck": ["rage"]}])
    assert {f"rest card=march wounds={n}" for n in range(4)} <= set(legal(state))
    rested = outcome(state, "rest card=march wounds=2").state
    assert rested.players[0].hand == ["wound"] and rested.players[0].discard.count("wound") == 2
    sideways = outcome(state, "play card=march mode=sideways as=move").state
    assert [a for a in legal(sideways) if a.startswith("rest")] == ["rest card=wound"]  # Slow Recovery
    with pytest.raises(RuleError):
        outcome(sideways, "rest card=wound wounds=2")


def test_4_4_2_a_player_who_played_nothing_must_discard_a_card_at_the_end():
    state = position(seats=2, players=[{"hero": "tovak", "hand": ["march", "rage"], "deck": ["stamina"]}, {}])
    state = outcome(state, "end-turn").state
    assert state.turn.decision.kind == "discard" and "done" not in state.turn.decision.options
    state = outcome(state, "choose option=rage").state
    assert state.players[0].discard == ["rage"]


def test_4_4_2_a_hand_of_only_wounds_cannot_end_the_turn_without_a_slow_recovery():
    state = position(seats=2, players=[{"hero": "tovak", "hand": ["wound", "wound"], "deck": []}, {}])
    assert "end-turn" not in legal(state)
    assert {"rest card=wound", "announce-end"} <= set(legal(state))  # the deck is empty: announcing is open too
    with pytest.raises(RuleError) as caught:
        outcome(state, "end-turn")
    assert caught.value.rule == "4.4.2" and "Slow Recovery" in caught.value.en
    rested = outcome(state, "rest card=wound").state
    assert "end-turn" in legal(rested) and rested.players[0].hand == ["wound"]


def test_4_4_2_an_empty_hand_with_cards_in_the_deck_ends_the_turn_freely():
    state = position(seats=2, players=[{"hero": "tovak", "hand": [], "deck": ["march"]}, {}])
    assert "end-turn" in legal(state)


# --- §5 Cards and mana ---------------------------------------------------------------------------

def test_5_1_5_wounds_cannot_be_played_not_even_sideways():
    state = position(players=[{"hero": "tovak", "hand": ["wound", "march"]}])
    assert not any("card=wound" in a for a in legal(state) if a.startswith("play"))
    with pytest.raises(RuleError) as caught:
        outcome(state, "play card=wound mode=sideways as=move")
    assert caught.value.rule == "5.1.5"


def test_5_9_4_by_day_the_gold_die_pays_blue_and_the_black_die_is_depleted():
    state = position(players=[{"hero": "tovak", "hand": ["stamina"], "deck": ["rage"]}],
                     source=["red", "gold", "black"])
    assert is_depleted(state.source[2], "day")
    plays = legal(state)
    assert "play card=stamina mode=powered mana=die:1" in plays  # gold as blue
    assert not any("die:2" in a for a in plays) and not any("die:0" in a for a in plays)
    after = outcome(state, "play card=stamina mode=powered mana=die:1").state
    assert after.turn.move == 4 and after.source[1].taken_by == 0
    assert outcome(after, "end-turn").state.source[1].taken_by is None  # rerolled and returned (§5.9.3.3)


def test_5_9_3_only_one_source_die_per_turn():
    state = position(players=[{"hero": "tovak", "hand": ["stamina", "march"]}], source=["blue", "green", "red"])
    state = outcome(state, "play card=stamina mode=powered mana=die:0").state
    assert not any("die:" in a for a in legal(state))
    with pytest.raises(RuleError):
        outcome(state, "play card=march mode=powered mana=die:1")


def test_5_9_2_at_night_gold_is_unusable_and_black_dice_can_be_taken():
    state = position(time="night", players=[{"hero": "tovak", "hand": ["march"]}], source=["gold", "green"])
    assert is_depleted(state.source[0], "night")
    assert "play card=march mode=powered mana=die:1" in legal(state)
    assert not any("die:0" in a for a in legal(state))


def test_5_9_1_a_crystal_pays_for_a_strong_effect():
    state = position(players=[{"hero": "tovak", "hand": ["march"], "crystals": {"green": 1}}], source=["red"])
    after = outcome(state, "play card=march mode=powered mana=crystal:green").state
    assert after.players[0].crystals["green"] == 0 and after.turn.move == 4


def test_5_7_2_a_fourth_crystal_becomes_a_mana_token():
    state = position(players=[{"hero": "tovak", "hand": ["crystallize"], "crystals": {"red": 3}}],
                     turn={"tokens": ["red"]})
    options = [a for a in legal(state) if a.startswith("play card=crystallize mode=basic")]
    assert options
    after = outcome(state, options[0]).state
    while after.turn.decision is not None:  # pick red wherever the card asks
        choice = "red" if "red" in after.turn.decision.options else after.turn.decision.options[0]
        after = outcome(after, f"choose option={choice}").state
    assert after.players[0].crystals["red"] == 3


def test_5_2_sideways_gives_move_or_influence_one():
    state = position(players=[{"hero": "tovak", "hand": ["rage"]}])
    assert outcome(state, "play card=rage mode=sideways as=move").state.turn.move == 1
    assert outcome(state, "play card=rage mode=sideways as=influence").state.turn.influence == 1
    with pytest.raises(RuleError):
        outcome(state, "play card=rage mode=sideways as=attack")  # only in combat


def test_5_13_drawn_cards_and_revealed_tiles_are_checkpoints_but_playing_is_not():
    state = position(players=[{"hero": "tovak", "hand": ["march", "stamina"], "position": "2-E"}],
                     turn={"move": 2})
    assert not outcome(state, "play card=march mode=basic").checkpoint
    explore = [a for a in legal(state) if a.startswith("explore")]
    assert explore and outcome(state, explore[0]).checkpoint


# --- §6 Movement and exploring -------------------------------------------------------------------

def test_6_3_terrain_costs_differ_by_day_and_night_only_for_forest_and_desert():
    day = position(players=[{"hero": "tovak", "hand": [], "position": "A-C"}], turn={"move": 3})
    assert "move to=A-NE" in legal(day)  # forest by Day: 3
    night = position(time="night", players=[{"hero": "tovak", "hand": [], "position": "A-C"}], turn={"move": 3})
    assert "move to=A-NE" not in legal(night)  # forest at Night: 5
    with pytest.raises(RuleError) as caught:
        outcome(night, "move to=A-NE")
    assert "costs 5 Move" in caught.value.message("en") and caught.value.rule == "6.3.1"
    assert outcome(night, "move to=A-E").state.turn.move == 1  # plains: 2 by Day and Night


def test_6_3_2_lakes_and_the_sea_are_inaccessible():
    state = position(players=[{"hero": "tovak", "position": "A-C"}], turn={"move": 20})
    assert not any(a in legal(state) for a in ("move to=A-W", "move to=A-SW", "move to=A-SE"))
    with pytest.raises(RuleError):
        outcome(state, "move to=A-W")


def test_6_4_rampaging_enemies_block_their_space_and_provoking_them_starts_a_combat():
    # Tile 1's NW space holds rampaging enemies; 1-W and 1-C are both next to it (§6.4.5 example).
    state = position(players=[{"hero": "tovak", "position": "1-W"}], turn={"move": 20})
    assert "move to=1-NW" not in legal(state)
    assert "move to=1-SW" in legal(state)  # 1-SW is not next to the enemies: no provoking
    assert outcome(state, "move to=1-SW").state.turn.combat is None
    provoked = outcome(state, "move to=1-C").state
    assert provoked.turn.combat.kind == "provoke" and provoked.turn.move == 0  # the movement ends (§6.4.3)
    enemies_at = hex_key(*parse_label(MapLayout.from_rows(state.map.tiles), "1-NW"))
    assert [f.origin for f in provoked.turn.combat.foes] == [enemies_at]


def test_6_5_exploring_costs_two_move_reveals_the_top_tile_and_gives_fame_in_first_reconnaissance():
    state = position(players=[{"hero": "tovak", "position": "2-E"}], turn={"move": 2},
                     tile_deck=["countryside_3"])
    explore = [a for a in legal(state) if a.startswith("explore")]
    assert explore
    after = outcome(state, explore[0]).state
    assert after.map.tiles[-1][0] == "countryside_3" and after.turn.move == 0
    assert after.players[0].fame == 1  # §13.7.1
    short = position(players=[{"hero": "tovak", "position": "2-E"}], turn={"move": 1})
    assert not any(a.startswith("explore") for a in legal(short))


def test_13_7_1_revealing_the_city_gives_everyone_one_last_turn_then_the_game_ends():
    city = next(t.id for t in CATALOG.tiles_of_kind("city"))
    for label in ("1-E", "2-NW", "2-NE", "1-NE", "2-E"):  # a space bordering a slot where a core tile may go
        state = position(seats=2, players=[{"hero": "tovak", "position": label, "hand": ["march"]},
                                           {"hero": "goldyx", "hand": ["march"]}],
                         turn={"move": 2}, tile_deck=[city])
        explores = [a for a in legal(state) if a.startswith("explore")]
        if explores:
            break
    explore = explores[0]
    state = outcome(state, explore).state
    assert state.round.scenario_end and state.round.last_turns == [1, 0]
    for _ in range(3):
        state = outcome(state, "end-turn").state
        while state.turn is not None and state.turn.decision is not None:
            state = outcome(state, f"choose option={state.turn.decision.options[0]}").state
        if GAME.is_over(state):
            break
    assert GAME.is_over(state) and state.result["winners"] == [0]


# --- §9 End of the turn --------------------------------------------------------------------------

def test_9_3_played_cards_go_to_the_discard_pile_and_mana_tokens_are_lost():
    state = position(players=[{"hero": "tovak", "hand": ["march", "rage"], "deck": ["stamina", "swiftness"]}],
                     turn={"tokens": ["gold"]})
    state = outcome(state, "play card=march mode=basic").state
    state = outcome(state, "end-turn").state
    if state.turn and state.turn.decision:
        state = outcome(state, "choose option=done").state
    assert "march" in state.players[0].discard and state.players[0].play_area == []
    assert state.turn is None or state.turn.tokens == []


def test_9_6_6_level_up_derived_example_fame_6_to_17():
    state = position(players=[{"hero": "tovak", "hand": ["march"], "fame": 6, "level": 2}])
    state.players[0].fame = 17  # as if this turn's combats had given 11 Fame
    state = outcome(state, "play card=march mode=basic").state
    state = outcome(state, "end-turn").state
    player = state.players[0]
    assert player.level == 4  # level 3 passed (Command token), level 4 asks for Skill + AA
    assert CATALOG.levels[2].armor == 3 and CATALOG.levels[2].hand_limit == 5
    decision = state.turn.decision
    assert decision.kind == "level_reward" and all(o.startswith("a:") for o in decision.options)
    state = outcome(state, f"choose option={decision.options[0]}").state
    _, skill, aa = decision.options[0].split(":")
    # The AA goes on top of the Deed deck (§9.6.3), so the draw at the end of this turn takes it.
    assert skill in state.players[0].skills and aa in state.players[0].hand


def test_9_7_draw_up_to_the_hand_limit_and_never_reshuffle():
    state = position(players=[{"hero": "tovak", "hand": ["march", "rage"], "deck": ["stamina", "swiftness"]}])
    state = outcome(state, "play card=march mode=basic").state
    state = outcome(state, "end-turn").state
    while state.turn is not None and state.turn.decision is not None:
        state = outcome(state, "choose option=done").state
    assert sorted(state.players[0].hand) == ["rage", "stamina", "swiftness"]  # deck ran out: stop
    assert state.players[0].deck == []


def test_9_4_2_a_crystal_mine_gives_a_crystal_at_the_end_of_the_turn():
    state = position(players=[{"hero": "tovak", "hand": ["march"], "position": "2-SW"}])
    state = outcome(state, "play card=march mode=basic").state
    state = outcome(state, "end-turn").state
    mine = next(iter(CATALOG.tiles["countryside_2"].hexes["SW"].mine))
    assert state.players[0].crystals[mine] == 1


# --- engine contract -----------------------------------------------------------------------------

def test_apply_never_changes_the_state_it_was_given_and_refusals_cite_a_rule():
    state = position(players=[{"hero": "tovak", "hand": ["march"]}])
    before = copy.deepcopy(state)
    outcome(state, "play card=march mode=basic")
    with pytest.raises(RuleError) as caught:
        outcome(state, "play card=rage mode=basic")
    assert caught.value.rule and "Hand" in caught.value.message("de")
    assert state == before


def test_the_state_survives_a_json_round_trip_mid_decision():
    state = position(players=[{"hero": "tovak", "hand": ["crystallize"]}], turn={"tokens": ["blue"]})
    play = next(a for a in legal(state) if a.startswith("play card=crystallize mode=basic"))
    state = outcome(state, play).state
    assert GAME.load(json.loads(json.dumps(GAME.dump(state)))) == state


def test_the_public_view_hides_hands_and_face_down_tokens():
    state = started_game(seats=2)
    public = GAME.view(state, None)
    assert all(p["hand"] is None for p in public["players"])
    own = GAME.view(state, 0)
    assert own["players"][0]["hand"] == state.players[0].hand and own["players"][1]["hand"] is None
    text = json.dumps(public)
    assert not any(card in text for card in state.players[0].deck if card not in json.dumps(public["offers"]))


def test_the_view_shows_the_map_state_the_pictures_need_and_hides_face_down_ruins():
    state = position(players=[{"hero": "tovak", "level": 5}])
    state.map.shields["1,-1"] = [0]
    state.map.burned.append("2,-3")
    state.map.ruins = {"3,-3": ["ruins_altar_blue", True], "4,-4": ["ruins_altar_red", False]}
    state.map.cities["7,-7"] = 3
    state.players[0].units = [UnitCard("peasants", ready=False, wounded=True)]
    view = GAME.view(state, 0)
    assert view["shields"] == {"1,-1": [0]} and view["burned"] == ["2,-3"] and view["cities"] == {"7,-7": 3}
    assert view["ruins"] == {"3,-3": "ruins_altar_blue", "4,-4": None}
    assert view["players"][0]["unit_cards"] == [{"unit": "peasants", "ready": False, "wounded": True}]
    assert view["players"][0]["hand_limit"] == 6  # level 5 (§1.3.2)
    assert view["map_shape"] == state.map_shape
    assert view["next_tile"] == CATALOG.tiles[state.decks.tiles[-1]].kind and view["next_tile_from_box"] is False


# --- later additions -----------------------------------------------------------------------------

def test_5_13_4_the_end_of_a_turn_is_a_barrier_even_when_nothing_is_drawn():
    state = position(seats=2, players=[{"hero": "tovak", "hand": ["march"], "deck": []}, {"hero": "goldyx"}])
    state = outcome(state, "play card=march mode=basic").state
    assert outcome(state, "end-turn").checkpoint


def test_6_7_a_keeps_defender_is_revealed_to_an_adjacent_hero_by_day_only():
    keep_tile = next(t for t in CATALOG.tiles.values()
                     if t.kind == "countryside" and any(space.site == "keep" for space in t.hexes.values()))
    base = create_game(CATALOG, "first_reconnaissance", 1, 5)
    place_tile(Ctx(CATALOG, base), keep_tile.id, (4, -5))  # the slot NE of tile 2, touching tiles 1 and 2
    layout = MapLayout.from_rows(base.map.tiles)
    keep = next(h for h in layout.hexes if base.map.enemies.get(f"{h[0]},{h[1]}") and
                CATALOG.sites.get(CATALOG.tiles[layout.locate(h)[0]].hexes[layout.locate(h)[1]].site or "")
                and CATALOG.tiles[layout.locate(h)[0]].hexes[layout.locate(h)[1]].site == "keep")
    cost = lambda h: CATALOG.terrains[CATALOG.tiles[layout.locate(h)[0]].hexes[layout.locate(h)[1]].terrain].day_cost
    beside = next(a for a in neighbours(keep) if a in layout and cost(a) and not base.map.enemies.get(f"{a[0]},{a[1]}"))
    start = next(b for b in neighbours(beside) if b in layout and b != keep and cost(b)
                 and not are_adjacent(b, keep) and not base.map.enemies.get(f"{b[0]},{b[1]}"))
    for time, expected in (("day", True), ("night", False)):
        state = position(time=time, tiles=base.map.tiles, players=[{"hero": "tovak", "position":
                                                                    space_label(layout, start)}],
                         turn={"move": 10})
        state.map.enemies = {k: [type(t)(t.enemy, t.color, t.face_up) for t in v] for k, v in base.map.enemies.items()}
        key = f"{keep[0]},{keep[1]}"
        assert state.map.enemies[key][0].face_up is False
        moved = outcome(state, f"move to={space_label(layout, beside)}")
        assert moved.state.map.enemies[key][0].face_up is expected
        assert moved.checkpoint is expected  # a revealed token is new information (§5.13.2)


def test_6_6_4_an_empty_tile_deck_explores_with_a_set_aside_countryside_tile_touching_three():
    state = position(players=[{"hero": "tovak", "position": "2-E"}], turn={"move": 4}, tile_deck=[])
    assert state.decks.tiles == [] and state.decks.removed_tiles
    # With only three tiles on the map no position touches three tiles yet: nothing to explore.
    assert not any(a.startswith("explore") for a in legal(state))


def test_9_7_5_hand_limit_keep_bonus_counts_all_owned_keeps_and_beats_a_city_shield():
    keep_tiles = [t for t in CATALOG.tiles.values()
                  if t.kind in ("countryside", "core") and any(s.site == "keep" for s in t.hexes.values())]
    city_tile = next(t for t in CATALOG.tiles_of_kind("city"))
    state = create_game(CATALOG, "first_reconnaissance", 2, 5)
    ctx = Ctx(CATALOG, state)
    for tile, center in ((keep_tiles[0], (4, -5)), (keep_tiles[1], (2, -6)), (city_tile, (6, -4))):
        place_tile(ctx, tile.id, center)
    layout = MapLayout.from_rows(state.map.tiles)
    site_at = {h: CATALOG.tiles[layout.locate(h)[0]].hexes[layout.locate(h)[1]].site for h in layout.hexes}
    keeps = [h for h, site in site_at.items() if site == "keep"]
    city = next(h for h, site in site_at.items() if site == "city")
    for keep in keeps:
        state.map.shields[f"{keep[0]},{keep[1]}"] = [0]
    player = state.players[0]
    player.hero, player.level = "tovak", 1
    beside_keep = next(h for h in neighbours(keeps[0]) if h in layout)
    player.position = f"{beside_keep[0]},{beside_keep[1]}"
    assert hand_limit(ctx, 0) == 5 + len(keeps) == 7  # two keeps owned, standing next to one
    beside_city = next(h for h in neighbours(city) if h in layout and not any(are_adjacent(h, k) for k in keeps))
    player.position = f"{beside_city[0]},{beside_city[1]}"
    state.map.shields[f"{city[0]},{city[1]}"] = [1, 1, 0]  # a Shield, but seat 2 leads
    assert hand_limit(ctx, 0) == 6
    state.map.shields[f"{city[0]},{city[1]}"] = [0, 1, 1, 0]  # tied 2-2, seat 1's Shield came first: leader
    assert hand_limit(ctx, 0) == 7
    far = next(h for h in layout.hexes if all(not are_adjacent(h, x) and h != x for x in keeps + [city]))
    player.position = f"{far[0]},{far[1]}"
    assert hand_limit(ctx, 0) == 5


def test_2_6_6_a_competitive_game_removes_the_cooperative_interactive_skill():
    state = GAME.create({"scenario": "first_reconnaissance"}, 2, 2)
    state = outcome(outcome(state, "hero id=krang").state, "hero id=tovak").state
    krang = next(p for p in state.players if p.hero == "krang")
    pile = {CATALOG.skills[s].interactive for s in krang.skill_pile}
    assert "cooperative" not in pile


def test_2_6_6_the_solo_first_reconnaissance_removes_the_competitive_one():
    state = outcome(GAME.create({"scenario": "first_reconnaissance"}, 1, 2), "hero id=krang").state
    pile = {CATALOG.skills[s].interactive for s in state.players[0].skill_pile}
    assert "competitive" not in pile


def test_4_1_plundering_a_village_before_your_turn_costs_reputation_and_draws_two():
    state = position(players=[{"hero": "tovak", "position": "1-E", "hand": ["march"],
                               "deck": ["rage", "stamina", "swiftness"], "reputation": 0}])
    assert "plunder" in legal(state)
    after = outcome(state, "plunder")
    player = after.state.players[0]
    assert player.reputation == -1 and len(player.hand) == 3 and after.checkpoint
    assert "plunder" not in legal(after.state)  # once between your turns
    moved = outcome(position(players=[{"hero": "tovak", "position": "1-E", "hand": ["march"]}]),
                "play card=march mode=sideways as=move").state
    assert "plunder" not in legal(moved)  # only before the turn has begun
    with pytest.raises(RuleError):
        outcome(moved, "plunder")
    assert "plunder" not in legal(position(players=[{"hero": "tovak", "position": "A-C"}]))  # no village here


def test_6_7_ruins_tokens_revealed_at_night_lie_face_down_until_the_next_day():
    ruins_tile = next(t for t in CATALOG.tiles.values()
                      if t.kind == "countryside" and any(s.site == "ancient_ruins" for s in t.hexes.values()))
    state = position(time="night", seats=1, players=[{"hero": "tovak", "position": "2-E", "hand": ["march"],
                                                      "deck": []}],
                     turn={"move": 2}, tile_deck=[ruins_tile.id])
    state = outcome(state, next(a for a in legal(state) if a.startswith("explore"))).state
    (token, face_up), = state.map.ruins.values()
    assert face_up is False
    state = outcome(state, "play card=march mode=sideways as=move").state
    state = outcome(state, "end-turn").state  # no cards left: the solo player must end the Round
    assert not GAME.is_over(state) and state.round.number == 2 and state.round.time == "day"
    assert list(state.map.ruins.values())[0][1] is True


def test_6_12_1_a_hero_ending_the_turn_on_the_portal_leaves_the_map_and_returns_there():
    state = position(seats=2, players=[{"hero": "tovak", "position": "A-C", "hand": ["march", "rage"],
                                        "deck": ["stamina", "swiftness", "promise"]},
                                       {"hero": "goldyx", "position": "A-E"}])
    state = outcome(state, "play card=march mode=basic").state
    state = outcome(state, "end-turn").state
    while state.turn.seat == 0 and state.turn.decision is not None:  # optional discards before drawing
        state = outcome(state, "choose option=done").state
    assert state.players[0].position is None
    assert GAME.view(state, None)["players"][0]["position"] is None
    state = outcome(state, "end-turn").state  # seat 2 plays nothing and must discard one card
    while state.turn.seat != 0:
        state = outcome(state, f"choose option={state.turn.decision.options[0]}").state
    assert state.players[0].position == "0,0"  # back on the portal at the start of the turn


def test_13_7_1_first_reconnaissance_keeps_the_spell_and_aa_offers_face_down_until_needed():
    state = started_game(seats=2)
    assert set(state.offers.hidden) == {"spells", "advanced_actions"}
    public = GAME.view(state, None)["offers"]
    assert public["spells"] == [None] * 3 and public["advanced_actions"] == [None] * 3
    leveling = position(players=[{"hero": "tovak", "hand": ["march"], "fame": 3, "level": 1}])
    assert "advanced_actions" in leveling.offers.hidden
    ended = outcome(outcome(leveling, "play card=march mode=basic").state, "end-turn")
    assert ended.state.turn.decision.kind == "level_reward"  # level 2: Skill and an AA from the offer
    assert "advanced_actions" not in ended.state.offers.hidden and "spells" in ended.state.offers.hidden
    assert GAME.view(ended.state, None)["offers"]["advanced_actions"] == ended.state.offers.advanced_actions
    other = GAME.create({"scenario": "full_conquest"}, 2, 1)
    assert other.offers.hidden == []


def test_13_7_1_the_first_reconnaissance_city_cannot_be_entered():
    from engine.mageknight.board import layout_of
    from engine.mageknight.context import Ctx
    from engine.mageknight.geometry import parse_label
    from engine.mageknight.movement import move_cost
    tiles = [["starting_a", 0, 0], ["countryside_1", 1, -3], ["core_8", 3, -2]]  # a city at C8-C
    for scenario, cost in (("first_reconnaissance", None), ("full_conquest", 2)):
        state = position(scenario=scenario, seats=2, tiles=tiles)
        ctx = Ctx(CATALOG, state)
        layout = layout_of(ctx)
        assert move_cost(ctx, layout, parse_label(layout, "C8-C")) == cost

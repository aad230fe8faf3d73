"""The scenarios' own rules (scenarios.py): Mines Liberation (§13.7.7), Druid Nights (§13.7.8) and One to
Return (§13.7.11), played through the real actions from exact positions."""
from engine.mageknight import rounds
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.reveal import place_tile
from engine.mageknight.scoring import final_score
from engine.mageknight.state import Token
from engine.mageknight.turns import hand_limit
from tests.mageknight.moves import act, legal, outcome, refused
from tests.mageknight.test_rules_combat import find_enemy, key_of, verbs

CATALOG = GAME.catalog
# a Countryside mine (white, 3-SE), a Core mine (green, C2-E), a deep mine (green or blue, 13-SE)
MINES_MAP = [["starting_a", 0, 0], ["countryside_3", 1, -3], ["core_2", 3, -2], ["countryside_13", 4, -5]]
# magical glades at 1-C and 13-W, a village at 1-E
GLADES_MAP = [["starting_a", 0, 0], ["countryside_1", 1, -3], ["countryside_13", 3, -2]]
WEAK = find_enemy(color="green", element="physical", resists=(), allow=("swift", "brutal", "poison", "paralyze"))
WEAK_BROWN = find_enemy(color="brown", element="physical", resists=(),
                        allow=("swift", "brutal", "poison", "paralyze", "fortified"))


def position(scenario, tiles, seats=2, p0=None, p1=None, **fixture):
    players = [dict(p0 or {}, hero="tovak"), dict(p1 or {}, hero="goldyx")][:seats]
    return build_position(CATALOG, {"scenario": scenario, "seats": seats, "tiles": tiles, "players": players,
                                    **fixture})


def guard(state, label, *enemies, face_up=True):
    state.map.enemies[key_of(state, label)] = [Token(e, CATALOG.enemies[e].color, face_up) for e in enemies]


def win_combat(state):
    """Ranged Attack enough for everything, assigned to every enemy at once."""
    state.turn.combat.attack = {"ranged:physical": 99}
    targets = ",".join(str(i) for i in range(len(state.turn.combat.foes)))
    return act(state, f"attack targets={targets}")


# --- Mines Liberation (§13.7.7) ----------------------------------------------------------------------------

def test_13_7_7_mines_liberation_guards_put_a_face_up_and_a_face_down_brown_enemy_on_each_revealed_mine():
    state = position("mines_liberation", [["starting_a", 0, 0]], p0={"position": "A-C"})
    ctx = Ctx(CATALOG, state)
    place_tile(ctx, "countryside_3", (1, -3))
    place_tile(ctx, "core_2", (3, -2))
    countryside, core = state.map.enemies[key_of(state, "3-SE")], state.map.enemies[key_of(state, "C2-E")]
    assert [(t.color, t.face_up) for t in countryside] == [("green", True), ("brown", False)]
    assert [(t.color, t.face_up) for t in core] == [("red", True), ("brown", False)]
    assert key_of(state, "3-NE") not in state.map.enemies or state.map.enemies[key_of(state, "3-NE")][0].color == "gray"


def test_13_7_7_mines_liberation_setup_keeps_every_countryside_tile_with_a_mine_and_only_the_red_city():
    state = GAME.create({"scenario": "mines_liberation"}, 2, 5)
    tiles = state.decks.tiles + [tile for tile, _, _ in state.map.tiles]
    with_mine = {t.id for t in CATALOG.tiles_of_kind("countryside")
                 if any(space.mine for space in t.hexes.values())}
    assert with_mine <= set(tiles)
    assert [t for t in tiles if CATALOG.tiles[t].kind == "city"] == ["core_8"]
    assert all(any(s.mine for s in CATALOG.tiles[t].hexes.values()) for t in tiles if CATALOG.tiles[t].kind == "core")


def test_13_7_7_mines_liberation_liberate_fights_both_guards_with_night_rules_and_gives_shield_and_reputation():
    state = position("mines_liberation", MINES_MAP, p0={"position": "3-SE"}, turn={"move": 2}, time="day")
    guard(state, "3-SE", WEAK)
    state.map.enemies[key_of(state, "3-SE")].append(Token(WEAK_BROWN, "brown", False))
    assert "liberate" in legal(state)
    state = act(state, "liberate")
    combat = state.turn.combat
    assert combat.kind == "liberation" and combat.night_rules and combat.units_allowed
    assert [f.enemy for f in combat.foes] == [WEAK, WEAK_BROWN] and state.turn.move == 0
    assert all(t.face_up for t in state.map.enemies[key_of(state, "3-SE")])
    state = win_combat(state)
    key = key_of(state, "3-SE")
    assert state.turn.combat is None and state.map.shields[key] == [0] and state.players[0].reputation == 1
    assert key not in state.map.enemies
    state = act(state, "end-turn")  # the liberated mine produces at once (§13.7.7)
    assert state.players[0].crystals["white"] == 1


def test_13_7_7_mines_liberation_undefeated_guards_stay_and_the_next_liberator_takes_the_mine():
    state = position("mines_liberation", MINES_MAP, p0={"position": "C2-E"})
    guard(state, "C2-E", WEAK, WEAK)
    state = act(state, "liberate")
    state.turn.combat.attack = {"ranged:physical": 99}
    state = act(act(state, "attack targets=0"), "next-phase")
    state = act(act(state, "next-phase"), "damage enemy=1 to=hero")
    state = act(state, "next-phase")
    key = key_of(state, "C2-E")
    assert state.turn.combat is None and [t.enemy for t in state.map.enemies[key]] == [WEAK]
    assert key not in state.map.shields and state.players[0].reputation == 0
    assert act(state, "end-turn").players[0].crystals["green"] == 0  # not liberated: no crystal


def test_13_7_7_mines_liberation_a_core_mine_gives_reputation_2_and_liberating_is_the_action():
    state = position("mines_liberation", MINES_MAP, p0={"position": "C2-E"})
    guard(state, "C2-E", WEAK)
    state = win_combat(act(state, "liberate"))
    assert state.players[0].reputation == 2
    assert "liberate" not in legal(state)
    refused(state, "liberate", "13.7.7")


def test_13_7_7_mines_liberation_a_guarded_mine_produces_nothing():
    state = position("mines_liberation", MINES_MAP, p0={"position": "3-SE"})
    guard(state, "3-SE", WEAK)
    assert act(state, "end-turn").players[0].crystals["white"] == 0


def test_13_7_7_mines_liberation_gift_a_crystal_per_liberated_mine_at_the_start_of_each_day_and_night():
    state = position("mines_liberation", MINES_MAP, p0={"position": "A-C"}, p1={"position": "3-SW"})
    state.map.shields[key_of(state, "3-SE")] = [0]
    state.map.shields[key_of(state, "C2-E")] = [0]
    state.map.shields[key_of(state, "13-SE")] = [1]
    state.turn = None
    ctx = Ctx(CATALOG, state)
    rounds.end_round(ctx)
    assert state.players[0].crystals["white"] == 1 and state.players[0].crystals["green"] == 1
    assert state.round.pending.kind == "miners_gift" and state.round.pending.options == ["green", "blue"]
    state = act(state, "choose option=blue")
    assert state.players[1].crystals["blue"] == 1 and state.round.phase == "tactics"


def test_13_7_7_mines_liberation_ends_when_all_tiles_are_revealed_and_all_mines_liberated_and_scores_them():
    state = position("mines_liberation", MINES_MAP, p0={"position": "C2-E"}, tile_deck=[])
    for label in ("3-SE", "13-SE"):
        state.map.shields[key_of(state, label)] = [0]
    guard(state, "C2-E", WEAK)
    state = win_combat(act(state, "liberate"))
    assert state.round.scenario_end
    result = final_score(Ctx(CATALOG, state))
    first = result["players"][0]
    assert first["extra"] == {"mine_liberated_countryside": 2 * 4, "mine_liberated_core": 7}
    assert first["titles"]["greatest_liberator"] == 5 and result["success"] is True


# --- Druid Nights (§13.7.8) --------------------------------------------------------------------------------

def test_13_7_8_druid_nights_mark_glade_with_your_shield_ends_the_movement_but_not_the_turn():
    state = position("druid_nights", GLADES_MAP, p0={"position": "1-C"}, turn={"move": 4})
    assert "mark" in legal(state)
    state = act(state, "mark")
    assert state.map.shields[key_of(state, "1-C")] == [0]
    assert not verbs(state, "move") and not verbs(state, "explore") and "mark" not in legal(state)
    refused(state, "mark", "13.7.8")
    other = position("druid_nights", GLADES_MAP, p0={"position": "1-E"}, p1={"position": "1-C"})
    assert "mark" not in legal(other)  # not on a glade


def test_13_7_8_druid_nights_incantation_summons_a_brown_enemy_per_marked_glade_for_double_fame():
    state = position("druid_nights", GLADES_MAP, p0={"position": "A-C"}, time="night", round=2)
    for label in ("1-C", "13-W"):
        state.map.shields[key_of(state, label)] = [0]
    state.decks.enemies["brown"][-2:] = [WEAK_BROWN, WEAK_BROWN]
    assert "incant" in legal(state)
    state = act(state, "incant")
    combat = state.turn.combat
    assert combat.kind == "incantation" and [f.color for f in combat.foes] == ["brown", "brown"]
    combat.attack = {"ranged:physical": 99}
    state = act(act(state, "attack targets=0"), "next-phase")
    state = act(act(state, "next-phase"), "damage enemy=1 to=hero")
    state = act(state, "next-phase")
    assert state.players[0].fame == 2 * CATALOG.enemies[WEAK_BROWN].fame
    assert state.decks.enemy_discards["brown"].count(WEAK_BROWN) == 2  # the undefeated one vanished
    ended = outcome(state, "end-turn")
    assert sum(event.kind == "reward_roll" for event in ended.events) == 2  # a crystal roll per monster summoned


def test_13_7_8_druid_nights_incantation_is_once_per_night_not_by_day_and_not_on_an_inhabited_site():
    state = position("druid_nights", GLADES_MAP, p0={"position": "1-E"}, time="night", round=2)
    state.map.shields[key_of(state, "1-C")] = [0]
    assert "incant" not in legal(state)
    refused(state, "incant", "13.7.8")
    by_day = position("druid_nights", GLADES_MAP, p0={"position": "A-C"}, time="day", round=3)
    by_day.map.shields[key_of(by_day, "1-C")] = [0]
    assert "incant" not in legal(by_day)
    again = position("druid_nights", GLADES_MAP, p0={"position": "A-C"}, time="night", round=2)
    again.map.shields[key_of(again, "1-C")] = [0]
    again.scenario_state.incantations = [[0, 2]]
    assert "incant" not in legal(again)


def test_13_7_8_druid_nights_clear_glades_at_the_end_of_the_first_night_only():
    state = position("druid_nights", GLADES_MAP, p0={"position": "A-C"}, time="night", round=2)
    state.map.shields[key_of(state, "1-C")] = [0, 1]
    state.turn = None
    rounds.end_round(Ctx(CATALOG, state))
    assert key_of(state, "1-C") not in state.map.shields


def test_13_7_8_druid_nights_ends_once_everyone_performed_the_second_night_incantation():
    state = position("druid_nights", GLADES_MAP, p0={"position": "A-C"}, time="night", round=4)
    state.map.shields[key_of(state, "1-C")] = [0]
    state.scenario_state.incantations = [[1, 4]]
    state.decks.enemies["red"][-1:] = [find_enemy(color="red")]
    state = act(state, "incant")
    assert state.turn.combat.foes[0].color == "red" and state.turn.combat.foes[0].fame_multiplier == 2
    state = win_combat(state)
    assert state.round.scenario_end and state.turn.rewards == [["crystal_rolls", "2"]]


# --- One to Return (§13.7.11) ------------------------------------------------------------------------------

def test_13_7_11_one_to_return_portal_closes_after_the_first_day_and_eliminates_whoever_is_on_it():
    state = position("one_to_return", GLADES_MAP, p0={"position": "A-C"}, p1={"position": "1-E"})
    state.players[0].position = None  # ended the turn on the portal: off the map (§6.12.1)
    state.turn = None
    rounds.end_round(Ctx(CATALOG, state))
    assert state.scenario_state.eliminated == [0] and state.scenario_state.portal_closed
    assert state.round.phase == "tactics" and state.round.picker_order == [1]
    state = act(state, f"tactic id={state.round.tactics_available[0]}")
    assert state.round.order == [1] and state.turn.seat == 1


def test_13_7_11_one_to_return_the_closed_portal_is_a_plain_space_and_its_holder_wins():
    state = position("one_to_return", GLADES_MAP, p0={"position": "A-C"}, p1={"position": "1-E"}, round=4)
    state.scenario_state.portal_closed = True
    state = act(state, "end-turn")
    while state.turn is not None and state.turn.seat == 0:
        state = act(state, f"choose option={state.turn.decision.options[0]}")
    assert state.players[0].position == key_of(state, "A-C")  # not taken off the map
    result = final_score(Ctx(CATALOG, state))
    assert result["winners"] == [0]


def test_13_7_7_a_friendly_city_carries_every_players_shield_and_nobody_leads_it():
    state = position("mines_liberation", [["starting_a", 0, 0]], p0={"position": "A-C"})
    place_tile(Ctx(CATALOG, state), "core_8", (3, -2))  # the Red city
    city = key_of(state, "C8-C")
    assert state.map.shields[city] == [0, 1] and not state.map.enemies.get(city)
    state.players[0].position = city
    assert hand_limit(Ctx(CATALOG, state), 0) == CATALOG.levels[0].hand_limit + 1


# --- Dungeon Lords (§13.7.9) -------------------------------------------------------------------------------

DUNGEON_MAP = [["starting_a", 0, 0], ["countryside_7", 1, -3]]  # a dungeon at 7-SE, a swamp at 7-C, a lake at 7-NW
WEAK_RED = find_enemy(color="red", element="physical", allow=("swift", "brutal", "poison", "paralyze", "fortified"))


def secret_site(state, label, site, *enemies):
    """A secret site as the rule leaves it: the site on the space, its marker face down."""
    state.map.secret_sites[key_of(state, label)] = site
    guard(state, label, *enemies, face_up=False)


def test_13_7_9_dungeon_lords_secret_dungeons_the_revealing_player_chooses_a_space_next_to_the_village():
    state = position("dungeon_lords", [["starting_a", 0, 0], ["countryside_5", 1, -3]], p0={"position": "A-NE"},
                     turn={"move": 4}, tile_deck=["countryside_2"])
    state = act(state, "explore dir=E")  # countryside_2: a village at 2-E, next to a glade (a site) and 2 free spaces
    assert state.turn.decision.kind == "secret_site" and sorted(legal(state)) == ["choose option=2-C",
                                                                                  "choose option=2-SE"]
    refused(state, "move to=A-E", "5.6")  # the choice comes first
    state = act(state, "choose option=2-SE")
    key = key_of(state, "2-SE")
    assert state.turn.decision is None and state.map.secret_sites == {key: "dungeon"}
    assert [(t.color, t.face_up) for t in state.map.enemies[key]] == [("brown", False)]
    assert GAME.view(state, 1)["enemies"][key] == ["?brown"] and GAME.view(state, 1)["secret_sites"] == {key: "dungeon"}
    assert state.turn.move == 2 and "move to=2-W" in legal(state)  # the movement goes on


def test_13_7_9_dungeon_lords_secret_tombs_a_red_marker_on_an_empty_space_next_to_the_monastery():
    state = position("dungeon_lords", [["starting_a", 0, 0], ["countryside_2", 1, -3]], p0={"position": "2-SE"},
                     turn={"move": 2}, tile_deck=["countryside_5"])
    state = act(state, "explore dir=SE")  # countryside_5: a monastery at 5-NE; 5-C is a lake, 5-E has orcs
    key = key_of(state, "5-NW")
    assert state.turn.decision is None and state.map.secret_sites == {key: "tomb"}
    assert [(t.color, t.face_up) for t in state.map.enemies[key]] == [("red", False)]
    assert state.map.enemies[key_of(state, "5-E")][0].color == "green"  # the orcs' space is not empty


def test_13_7_9_dungeon_lords_secret_sites_not_for_the_tiles_laid_at_setup():
    state = GAME.create({"scenario": "dungeon_lords"}, 2, 3)
    assert not state.map.secret_sites  # the rule names the player who revealed the tile: nobody at setup


def test_13_7_9_dungeon_lords_secret_dungeons_a_single_free_space_is_taken_without_asking():
    state = position("dungeon_lords", [["starting_a", 0, 0], ["countryside_5", 1, -3]], p0={"position": "5-SE"},
                     turn={"move": 2}, tile_deck=["countryside_1"])
    state = act(state, "explore dir=SE")  # countryside_1: village 1-E; 1-NE is a lake, 1-C a glade
    assert state.turn.decision is None and state.map.secret_sites == {key_of(state, "1-SE"): "dungeon"}


def test_13_7_9_dungeon_lords_secret_dungeons_work_like_a_dungeon_fought_against_their_marker():
    state = position("dungeon_lords", DUNGEON_MAP, p0={"position": "7-NE"})
    secret_site(state, "7-NE", "dungeon", WEAK_BROWN)
    assert "enter" in legal(state)
    state = act(state, "enter")
    combat = state.turn.combat
    assert combat.kind == "adventure" and combat.night_rules and not combat.units_allowed  # as a dungeon
    assert [f.enemy for f in combat.foes] == [WEAK_BROWN]
    state = win_combat(state)
    key = key_of(state, "7-NE")
    assert state.turn.combat is None and state.map.shields[key] == [0] and key not in state.map.enemies
    assert ["site", "dungeon"] in state.turn.rewards


def test_13_7_9_dungeon_lords_secret_dungeons_a_failed_fight_puts_a_new_random_brown_enemy_there():
    state = position("dungeon_lords", DUNGEON_MAP, p0={"position": "7-NE"})
    secret_site(state, "7-NE", "dungeon", WEAK_BROWN)
    state = act(state, "enter")
    state = act(act(act(state, "next-phase"), "next-phase"), "damage enemy=0 to=hero")
    state = act(state, "next-phase")
    key = key_of(state, "7-NE")
    assert state.turn.combat is None and key not in state.map.shields
    assert WEAK_BROWN in state.decks.enemy_discards["brown"]  # the monster token is discarded
    assert [(t.color, t.face_up) for t in state.map.enemies[key]] == [("brown", False)]


def test_13_7_9_dungeon_lords_conquered_dungeons_and_tombs_cannot_be_entered_again():
    state = position("dungeon_lords", DUNGEON_MAP, p0={"position": "7-SE"})
    state.map.shields[key_of(state, "7-SE")] = [1]
    assert "enter" not in legal(state)
    refused(state, "enter", "8.1.2")
    elsewhere = position("first_reconnaissance", DUNGEON_MAP, p0={"position": "7-SE"})
    elsewhere.map.shields[key_of(elsewhere, "7-SE")] = [1]
    assert "enter" in legal(elsewhere)  # in other scenarios, for Fame only (§15.2)


def test_13_7_9_dungeon_lords_tunnels_two_move_plus_one_per_space_around_lakes_and_swamps():
    state = position("dungeon_lords", DUNGEON_MAP, p0={"position": "7-NE"}, turn={"move": 5})
    secret_site(state, "7-SW", "tomb", WEAK_RED)
    state.map.enemies.pop(key_of(state, "7-SW"))
    state.map.secret_sites[key_of(state, "7-NE")] = "dungeon"
    for label in ("7-NE", "7-SW", "7-SE"):
        state.map.shields[key_of(state, label)] = [1]  # conquered by anyone: the tunnels are open to all
    # 7-SE is 2 spaces away (via 7-E); 7-SW is 2 away through the swamp 7-C, 3 around it
    assert sorted(verbs(state, "tunnel")) == ["tunnel to=7-SE", "tunnel to=7-SW"]
    after = act(state, "tunnel to=7-SW")
    assert after.players[0].position == key_of(state, "7-SW") and after.turn.move == 0
    assert act(state, "tunnel to=7-SE").turn.move == 1
    refused(act(state, "tunnel to=7-SE"), "tunnel to=7-NE", "13.7.9")  # 2 + 2 = 4 Move, only 1 left


def test_13_7_9_dungeon_lords_tunnels_only_from_a_conquered_dungeon_or_tomb():
    state = position("dungeon_lords", DUNGEON_MAP, p0={"position": "7-NE"}, turn={"move": 9})
    state.map.secret_sites[key_of(state, "7-NE")] = "dungeon"
    state.map.shields[key_of(state, "7-SE")] = [1]
    assert not verbs(state, "tunnel")  # 7-NE is not conquered
    refused(state, "tunnel to=7-SE", "13.7.9")
    other = position("full_conquest", DUNGEON_MAP, p0={"position": "7-SE"}, turn={"move": 9})
    assert not verbs(other, "tunnel")  # another scenario: no tunnels


def test_13_7_9_dungeon_lords_ends_when_all_dungeons_and_tombs_are_conquered_and_scores_them_4_each():
    state = position("dungeon_lords", DUNGEON_MAP, p0={"position": "7-NE"}, tile_deck=[])
    secret_site(state, "7-NE", "dungeon", WEAK_BROWN)
    state.map.shields[key_of(state, "7-SE")] = [1]
    state = act(state, "enter")
    state = win_combat(state)
    assert state.round.scenario_end  # the last turns begin
    score = final_score(Ctx(CATALOG, state))
    assert score["success"] is True
    assert [p["achievements"]["adventurer"] for p in score["players"]] == [4, 4]
    assert [p["titles"].get("greatest_dungeon_crawler") for p in score["players"]] == [2, 2]  # shared: +2
    assert not any("adventurer" in p["titles"] for p in score["players"])


# --- Conquer and Hold (§13.7.10) ---------------------------------------------------------------------------

TOWER_MAP = [["starting_b", 0, 0], ["countryside_4", 1, -3]]  # a mage tower at 4-C
FOUR_TOWERS = [["starting_b", 0, 0], ["countryside_4", 1, -3], ["countryside_9", 3, -2]]  # + a keep 9-E, tower 9-SW


def siege_all(state):
    """Siege Attack enough for every (fortified) defender, assigned at once."""
    state.turn.combat.attack = {"siege:physical": 99}
    return act(state, "attack targets=" + ",".join(str(i) for i in range(len(state.turn.combat.foes))))


def test_13_7_10_conquer_and_hold_mage_towers_conquered_for_no_spell_and_no_reputation_and_owned():
    state = position("conquer_and_hold", TOWER_MAP, p0={"position": "4-SW"}, turn={"move": 9})
    guard(state, "4-C", "monks", face_up=False)
    state = act(state, "move to=4-C")
    assert state.turn.combat.kind == "assault" and state.players[0].reputation == 0  # no Reputation loss
    state = siege_all(state)
    assert state.turn.combat is None and state.map.shields[key_of(state, "4-C")] == [0]
    assert ["site", "mage_tower"] not in state.turn.rewards  # no Spell for the conquest
    elsewhere = position("full_conquest", TOWER_MAP, p0={"position": "4-SW"}, turn={"move": 9})
    guard(elsewhere, "4-C", "monks", face_up=False)
    elsewhere = siege_all(act(elsewhere, "move to=4-C"))
    assert ["site", "mage_tower"] in elsewhere.turn.rewards and elsewhere.players[0].reputation == -1


def test_13_7_10_conquer_and_hold_mage_towers_an_absent_owners_tower_defended_by_a_violet_enemy_for_half_fame():
    state = position("conquer_and_hold", TOWER_MAP, p0={"position": "4-SW", "fame": 0},
                     p1={"position": "B-NW"}, turn={"move": 9})
    state.map.shields[key_of(state, "4-C")] = [1]
    state.decks.enemies["violet"].append("monks")  # the top of the pile
    assert "move to=4-C" in legal(state)
    state = act(state, "move to=4-C")
    assert [(f.enemy, f.defends, f.half_fame) for f in state.turn.combat.foes] == [("monks", True, True)]
    state = siege_all(state)
    assert state.players[0].fame == 2 and state.map.shields[key_of(state, "4-C")] == [0]  # 4 / 2; it changes hands


def test_13_7_10_conquer_and_hold_a_mage_tower_with_its_owner_there_is_combat_between_players():
    state = position("conquer_and_hold", TOWER_MAP, p0={"position": "4-SW"}, p1={"position": "4-C"},
                     turn={"move": 9})
    state.map.shields[key_of(state, "4-C")] = [1]
    assert "move to=4-C" in legal(state)
    after = act(state, "move to=4-C")
    assert after.pvp.defender == 1 and after.pvp.fortified  # the owner counts as fortified there (§11.5.3)
    assert after.players[0].reputation == state.players[0].reputation  # no assault Reputation in this scenario


def test_13_7_10_conquer_and_hold_mage_towers_only_their_owner_interacts_there():
    state = position("conquer_and_hold", TOWER_MAP, p0={"position": "4-C"}, turn={"influence": 9})
    state.map.shields[key_of(state, "4-C")] = [1]
    assert not [a for a in legal(state) if a.split()[0] in ("recruit", "buy")]
    refused(state, "buy spell=" + state.offers.spells[0] + " mana=die:0", "7.1")


def next_turn(state):
    """End the turn, discarding the first card offered if nothing was played (§9.1)."""
    state = act(state, "end-turn")
    while state.turn.seat == 0:
        state = act(state, legal(state)[0])
    return state


def test_13_7_10_conquer_and_hold_mage_towers_mana_per_owned_tower_when_starting_next_to_one():
    state = position("conquer_and_hold", FOUR_TOWERS, p0={"position": "B-NW"}, p1={"position": "4-W"})
    for label in ("4-C", "9-SW"):
        state.map.shields[key_of(state, label)] = [1]
    state = next_turn(state)
    assert state.turn.tokens.count("gold") == 2  # 4-W is next to 4-C: one per tower owned
    night = position("conquer_and_hold", FOUR_TOWERS, p0={"position": "B-NW"}, p1={"position": "4-C"}, time="night")
    night.map.shields[key_of(night, "4-C")] = [1]
    assert next_turn(night).turn.tokens.count("black") == 1  # on it, at Night
    away = position("conquer_and_hold", FOUR_TOWERS, p0={"position": "B-NW"}, p1={"position": "B-C"})
    away.map.shields[key_of(away, "4-C")] = [1]
    assert "gold" not in next_turn(away).turn.tokens  # not next to the tower: nothing


def test_13_7_10_conquer_and_hold_garrisons_from_the_second_day_two_enemies_their_fame_added_and_halved():
    state = position("conquer_and_hold", FOUR_TOWERS, p0={"position": "9-SE", "fame": 0}, turn={"move": 9}, round=3)
    state.map.shields[key_of(state, "9-SW")] = [1]
    state.decks.enemies["violet"] += ["ice_mages_violet", "fire_mages_violet"]
    state = act(state, "move to=9-SW")
    assert sorted(f.enemy for f in state.turn.combat.foes) == ["fire_mages_violet", "ice_mages_violet"]
    state = siege_all(state)
    assert state.players[0].fame == 5  # (5 + 5) / 2, not 3 + 3
    third = position("conquer_and_hold", FOUR_TOWERS, p0={"position": "9-SE"}, turn={"move": 9}, round=5)
    third.map.shields[key_of(third, "9-E")] = [1]
    assert [f.color for f in act(third, "move to=9-E").turn.combat.foes] == ["gray"] * 3  # the third Day: three


def test_13_7_10_conquer_and_hold_scores_victory_points_for_owned_sites_instead_of_fame_and_a_tie_has_no_winner():
    state = position("conquer_and_hold", FOUR_TOWERS, p0={"fame": 40}, p1={"fame": 3})
    state.map.shields.update({key_of(state, "9-E"): [0], key_of(state, "4-C"): [1], key_of(state, "9-SW"): [1]})
    score = final_score(Ctx(CATALOG, state))
    assert [p["extra"] for p in score["players"]] == [{"keep_owned": 3, "mage_tower_owned": 0},
                                                     {"keep_owned": 0, "mage_tower_owned": 4}]
    assert [p["total"] for p in score["players"]] == [3, 4] and score["winners"] == [1] and not score["unscored"]
    state.map.shields = {key_of(state, "4-C"): [0], key_of(state, "9-SW"): [1]}
    assert final_score(Ctx(CATALOG, state))["winners"] == []  # 2 VP each

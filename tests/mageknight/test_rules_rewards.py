"""Combat rewards at the end of the turn (rules spec §9.5), the Ancient Ruins altar, and assaulting an
absent opponent's keep (§8.1.1); named after the spec sections.

Rewards are set on the turn the way a won combat leaves them (Turn.rewards); the End of Turn then gives
them out, asking where there is a choice.
"""
from engine.mageknight.game import GAME
from engine.mageknight.geometry import MapLayout, parse_label
from engine.mageknight.positions import build_position
from engine.mageknight.state import hex_key
from engine.mageknight.state import Token, UnitCard
from tests.mageknight.moves import act, legal, outcome, refused

CATALOG = GAME.catalog
TOWER_AND_KEEP_MAP = [["starting_a", 0, 0], ["countryside_4", 1, -3], ["countryside_3", 3, -2]]  # tower 4-C, keep 3-NE


def at(label="A-C", tiles=None, **hero):
    fixture = {"players": [{"hero": "tovak", "position": label, "hand": ["march", "rage"], **hero},
                           {"hero": "goldyx"}]}
    if tiles:
        fixture["tiles"] = tiles
    return build_position(CATALOG, fixture)


def key_of(state, label):
    return hex_key(*parse_label(MapLayout.from_rows(state.map.tiles), label))


def ended_with(state, *rewards):
    state.turn.rewards = [list(reward) for reward in rewards]
    return act(state, "end-turn")


def test_9_5_3_a_mage_tower_spell_comes_from_the_offer_onto_the_deed_deck_and_the_offer_refills():
    state = at()
    offer = list(state.offers.spells)
    after = ended_with(state, ["site", "mage_tower"])
    assert after.turn.decision.kind == "reward_spell"
    assert legal(after) == [f"choose option={spell}" for spell in dict.fromkeys(offer)]
    chosen = offer[0]
    done = act(after, f"choose option={chosen}")
    assert chosen not in done.offers.spells or offer.count(chosen) > 1
    assert len(done.offers.spells) == len(offer)  # replenished (§5.7.3)
    assert chosen in done.players[0].deck + done.players[0].hand  # on top of the Deed deck, then drawn


def test_first_reconnaissance_a_reward_spell_or_advanced_action_turns_its_face_down_offer_up_first():
    """§13 First Reconnaissance ("Do not reveal the Spell and AA offers until they are first needed"): a reward from
    the offer is its first need; the choice names cards everyone now sees, and the log says the offer is revealed."""
    for reward, offer, kind in ((["site", "mage_tower"], "spells", "reward_spell"),
                                (["advanced_action"], "advanced_actions", "reward_advanced_action")):
        state = at()
        state.offers.hidden = ["spells", "advanced_actions"]
        state.turn.rewards = [reward]
        ended = outcome(state, "end-turn")
        assert ended.state.turn.decision.kind == kind
        assert ended.state.offers.hidden == [name for name in ("spells", "advanced_actions") if name != offer]
        assert "offer_revealed" in [event.kind for event in ended.events]


def test_9_5_2_one_artifact_means_two_drawn_one_back_to_the_bottom():
    state = at()
    top_two = state.decks.artifacts[-2:]
    after = ended_with(state, ["artifact", 1])
    assert after.turn.decision.kind == "reward_artifact_back"
    assert sorted(o.split("=")[1] for o in legal(after)) == sorted(set(top_two))
    done = act(after, f"choose option={top_two[0]}")
    assert done.decks.artifacts[0] == top_two[0]  # the bottom of the Artifact deck
    player = done.players[0]
    assert top_two[1] in player.deck + player.hand  # kept, on top of the Deed deck


def test_9_5_1_a_crystal_already_held_three_times_gives_nothing():
    state = at(crystals={"blue": 3})
    done = ended_with(state, ["crystal", "blue"], ["crystal", "red"])
    assert done.players[0].crystals["blue"] == 3 and done.players[0].crystals["red"] == 1


def test_9_5_1_gold_lets_you_choose_the_colour():
    state = at()
    after = ended_with(state, ["crystal", "any_basic"])
    assert after.turn.decision.kind == "reward_crystal"
    assert act(after, "choose option=green").players[0].crystals["green"] == 1


def test_9_5_1_random_crystals_roll_a_mana_die_each_and_black_gives_fame():
    for seed in range(1, 30):
        state = build_position(CATALOG, {"seed": seed, "players": [{"hero": "tovak", "position": "A-C"},
                                                                   {"hero": "goldyx"}]})
        state.turn.rewards = [["site", "monster_den"]]  # 2 random crystals
        after = act(state, "end-turn")
        while after.turn is not None and after.turn.decision is not None \
                and after.turn.decision.kind == "reward_crystal":  # a gold roll: a colour of one's choice
            after = act(after, "choose option=white")
        player = after.players[0]
        gained = sum(player.crystals.values()) + player.fame
        assert gained == 2  # each roll: a crystal, or 1 Fame for black (§9.5.1)


def test_9_5_4_a_unit_reward_is_any_unit_of_the_offer_for_free_or_can_be_forfeited():
    state = at()
    state.offers.units = ["peasants", "utem_swordsmen"]
    after = ended_with(state, ["unit"])
    assert after.turn.decision.kind == "reward_unit"
    assert set(legal(after)) == {"choose option=peasants", "choose option=utem_swordsmen", "choose option=skip"}
    done = act(after, "choose option=utem_swordsmen")
    assert [u.unit for u in done.players[0].units] == ["utem_swordsmen"] and done.offers.units == ["peasants"]


RUINS_MAP = [["starting_a", 0, 0], ["countryside_8", 1, -3]]  # Ancient Ruins at 8-NE


def test_ruins_altar_pays_its_mana_for_fame_and_the_token_leaves():
    altar = next(t for t in CATALOG.ruins_tokens.values() if t.kind == "altar")
    color = altar.mana_cost[0].color
    state = at("8-NE", tiles=RUINS_MAP, crystals={color: 3})
    ruins = key_of(state, "8-NE")
    state.map.ruins[ruins] = [altar.id, True]
    payment = "+".join([f"crystal:{color}"] * sum(t.count for t in altar.mana_cost))
    assert f"enter mana={payment}" in legal(state)
    refused(state, "enter", "5.1")  # the tribute must be paid
    after = act(state, f"enter mana={payment}")
    assert after.players[0].fame == altar.fame and after.map.shields[ruins] == [0]
    assert ruins not in after.map.ruins and after.turn.action_taken and after.turn.combat is None


def test_ruins_a_face_down_token_is_turned_up_by_entering():
    enemies = next(t for t in CATALOG.ruins_tokens.values() if t.kind == "enemies")
    state = at("8-NE", tiles=RUINS_MAP)
    ruins = key_of(state, "8-NE")
    state.map.ruins[ruins] = [enemies.id, False]
    after = act(state, "enter")
    assert after.map.ruins[ruins][1] and after.turn.combat.kind == "adventure"
    assert [f.color for f in after.turn.combat.foes] == list(enemies.enemies)


def test_8_1_1_an_absent_opponents_keep_is_assaulted_against_a_random_gray_enemy_for_half_fame():
    state = at("3-E", tiles=TOWER_AND_KEEP_MAP, move=10)
    keep = key_of(state, "3-NE")
    state.map.shields[keep] = [1]
    state.map.enemies.pop(keep, None)
    state.turn.move = 10
    moves = [a for a in legal(state) if a == "move to=3-NE"]
    assert moves
    after = act(state, "move to=3-NE")
    combat = after.turn.combat
    assert combat.kind == "assault" and len(combat.foes) == 1
    foe = combat.foes[0]
    assert foe.color == "gray" and foe.defends and foe.half_fame
    assert after.players[0].reputation == state.players[0].reputation - 1


def test_6_11_5_an_opponents_keep_with_its_owner_at_home_is_refused_without_pvp():
    state = at("3-E", tiles=TOWER_AND_KEEP_MAP)  # First Reconnaissance: no PvP (§13.7.1); with PvP: test_rules_pvp
    keep = key_of(state, "3-NE")
    state.map.shields[keep] = [1]
    state.players[1].position = keep
    state.turn.move = 10
    refused(state, "move to=3-NE", "6.11.5")


def test_9_5_4_with_a_command_token_coming_from_this_turns_level_up_no_unit_must_be_disbanded():
    state = at(fame=9)  # level 1 with 9 Fame: the Level up to 3 this turn brings a Command token
    state.players[0].units = [UnitCard("peasants")]
    state.offers.units = ["herbalist"]
    after = ended_with(state, ["unit"])
    assert set(legal(after)) == {"choose option=herbalist", "choose option=herbalist/disband:0",
                                 "choose option=skip"}
    done = act(after, "choose option=herbalist")
    while done.turn is not None and done.turn.decision is not None:
        done = act(done, legal(done)[0])
    assert [u.unit for u in done.players[0].units] == ["peasants", "herbalist"] and done.players[0].level == 3


def test_9_5_4_with_a_command_token_coming_disbanding_a_unit_is_still_a_way_to_take_the_reward():
    """Postponing until the Level up is an option beside disbanding and forfeiting, never instead of them."""
    state = at(fame=9)
    state.players[0].units = [UnitCard("peasants")]
    state.offers.units = ["herbalist"]
    done = act(ended_with(state, ["unit"]), "choose option=herbalist/disband:0")
    while done.turn is not None and done.turn.decision is not None:
        done = act(done, legal(done)[0])
    assert [u.unit for u in done.players[0].units] == ["herbalist"] and done.players[0].level == 3


def test_9_5_4_without_a_free_command_token_a_unit_is_disbanded_for_the_reward():
    state = at()
    state.players[0].units = [UnitCard("peasants")]
    state.offers.units = ["herbalist"]
    after = ended_with(state, ["unit"])
    assert set(legal(after)) == {"choose option=herbalist/disband:0", "choose option=skip"}
    assert [u.unit for u in act(after, "choose option=herbalist/disband:0").players[0].units] == ["herbalist"]


# --- Lost Legion §2.1.2: mazes and labyrinths ---------------------------------------------------------------

MAZE_MAP = [["starting_a", 0, 0], ["countryside_12", 1, -3]]  # the maze is 12-SW


def test_ll_2_1_2_a_maze_is_entered_then_paid_with_move_played_now_and_gives_the_paths_reward():
    state = at("12-SW", tiles=MAZE_MAP, hand=["march", "march", "rage"])
    state.players[0].units = [UnitCard("peasants"), UnitCard("herbalist")]
    state.turn.move = 3  # left over from the movement phase: it expires (LL §2.1.2.4)
    assert {"enter", "enter unit=0", "enter unit=1"} <= set(legal(state))
    state = act(state, "enter unit=0")
    assert state.turn.move == 0 and not [a for a in legal(state) if a.startswith("enter")]
    assert not any(a.startswith("unit unit=1") for a in legal(state))  # only the companion may act
    state = act(state, "play card=march mode=basic")
    state = act(state, "play card=march mode=basic")
    assert {"enter path=2", "enter path=4"} <= set(legal(state)) and "enter path=6" not in legal(state)
    fight = act(state, "enter path=4")
    combat = fight.turn.combat
    assert combat.maze_path == 4 and combat.companion == 0 and [f.color for f in combat.foes] == ["brown"]
    for foe in combat.foes:  # win the fight outright
        foe.defeated = True
    combat.phase = "attack"
    won = act(fight, "next-phase")
    maze = key_of(won, "12-SW")
    assert won.map.maze_paths[maze] == {"4": 0} and won.map.shields[maze] == [0]
    assert won.turn.rewards == [["maze", "maze", "4"]]
    again = at("12-SW", tiles=MAZE_MAP)
    again.map.maze_paths[maze] = {"4": 0}
    assert not [a for a in legal(again) if a.startswith("enter")]  # once per player and maze


def test_ll_2_1_2_a_maze_path_taken_by_another_player_is_closed():
    state = at("12-SW", tiles=MAZE_MAP, hand=["march", "march", "march", "rage"])
    state.map.maze_paths[key_of(state, "12-SW")] = {"2": 1}
    state = act(state, "enter")
    for _ in range(3):
        state = act(state, "play card=march mode=basic")
    assert "enter path=2" not in legal(state) and {"enter path=4", "enter path=6"} <= set(legal(state))
    refused(state, "enter path=2", "LL 2.1.2")


def test_9_7_2_a_city_gives_its_hand_limit_bonus_only_once_conquered():
    from engine.mageknight.context import Ctx
    from engine.mageknight.turns import hand_limit
    state = at("1-E", tiles=[["starting_a", 0, 0], ["countryside_1", 1, -3], ["core_6", 3, -2]])  # city C6-C
    city = key_of(state, "C6-C")
    state.players[0].position = key_of(state, "C6-NW")
    state.map.shields[city] = [0, 0]  # a failed assault's Shields; one garrison token is left
    state.map.enemies[city] = [Token(next(e for e in CATALOG.enemies if CATALOG.enemies[e].color == "white"),
                                     "white", True)]
    base = hand_limit(Ctx(CATALOG, state), 0)
    state.map.enemies.pop(city)
    assert hand_limit(Ctx(CATALOG, state), 0) == base + 2  # conquered, and the leader


def test_13_7_conquering_the_last_city_ends_full_conquest_after_everyones_last_turn():
    from engine.mageknight.state import Combat, Foe
    tiles = [["starting_a", 0, 0], ["countryside_1", 1, -3], ["core_6", 3, -2]]
    state = build_position(CATALOG, {"scenario": "full_conquest", "tiles": tiles,
                                     "players": [{"hero": "tovak", "position": "C6-NW"}, {"hero": "goldyx"}]})
    city, came_from = key_of(state, "C6-C"), key_of(state, "C6-NW")
    state.decks.tiles = [t for t in state.decks.tiles if CATALOG.tiles[t].kind != "city"]
    state.map.cities[city] = 4
    defender = next(e for e in CATALOG.enemies.values() if e.color == "white" and len(e.attacks) == 1)
    state.map.enemies[city] = [Token(defender.id, "white", True)]
    state.players[0].position = city
    state.turn.combat = Combat("assault", site=city, came_from=came_from, phase="attack", foes=[
        Foe(defender.id, "white", origin=city, defends=True, city="blue", blocked=[True], dealt=[False])])
    state.turn.combat.attack = {"melee:physical": 30}
    state.turn.action_taken = state.turn.fought = True
    after = act(state, "attack targets=0")
    assert after.turn.combat is None and after.map.shields[city] == [0] and city not in after.map.enemies
    assert after.round.scenario_end and after.round.last_turns[-1] == 0  # the conqueror's last turn comes last

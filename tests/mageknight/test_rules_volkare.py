"""General Volkare in Volkare's Return (The Lost Legion, rules digest shared/rules/lost-legion.md §3, §4.1, §4.2).

Positions are a real game of the scenario, set up by the engine, with Volkare's deck, figure and the Heroes put
where the rule under test needs them; his turn comes by ending the Hero's."""
from __future__ import annotations

import pytest

from engine.core import Action
from engine.mageknight.board import site_at
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.state import WOUND, Token, hex_key, parse_hex
from engine.mageknight import reveal, volkare, volkare_turn

from tests.mageknight.moves import act, label, legal, put, refused, started

CATALOG = GAME.catalog


def new_game(seats: int = 1, seed: int = 3, scenario: str = "volkares_return", **options):
    return started(scenario, seats, seed, **options)


def his_turn_next(state, *cards: str):
    """His deck's top cards (the first comes first), and his turn right after the Hero's now."""
    state.volkare.deck += list(reversed(cards))
    state.round.volkare_slot = state.round.order.index(state.turn.seat) + 1
    state.round.current = state.round.order.index(state.turn.seat)
    return state


def end_turn(state):
    state = act(state, "end-turn")
    while state.turn is not None and state.turn.seat in GAME.to_act(state) and state.turn.ending_step >= 0 \
            and state.turn.decision is not None:
        state = act(state, f"choose option={state.turn.decision.options[0]}")
    return state


# --- his army and his pieces (§3.2, §3.3, §4.1.3) ------------------------------------------------------------

def test_the_dial_gives_his_army_and_the_printed_examples_above_it():
    """LL §3.2: level 8 is 1 1 2 2; level 16 twice level 8 (2 2 4 4); level 36 one of the printed 6 6 18."""
    army = CATALOG.volkare.army
    assert dict(army(8).counts) == {"white": 1, "gray": 1, "red": 2, "green": 2}
    assert dict(army(16).counts) == {"white": 2, "gray": 2, "red": 4, "green": 4}
    assert dict(army(36).counts) == {"white": 6, "gray": 0, "red": 6, "green": 18}
    assert dict(army(10).counts) == {"white": 1, "gray": 1, "red": 2, "green": 5}  # the fact pack's check


def test_his_level_comes_from_the_combat_level_and_the_players():
    """LL §4.1.1: Heroic with 3 players is level 24, 12 + 12 on the dial: 4 white, 4 red, 12 green."""
    state = GAME.create(GAME.resolve_options({"scenario": "volkares_return", "combat_level": "heroic"}), 3, 1)
    assert state.volkare.level == 24
    assert sorted(t.color for t in state.volkare.army).count("green") == 12
    assert all(not token.face_up for token in state.volkare.army)  # face down (§3.2)


def test_levels_are_refused_outside_his_scenarios_and_by_their_names():
    with pytest.raises(Exception) as caught:
        GAME.resolve_options({"scenario": "solo_conquest", "combat_level": "heroic"})
    assert "LL 4.1.1" in str(getattr(caught.value, "rule", "")) or "Volkare" in str(caught.value)
    with pytest.raises(Exception):
        GAME.resolve_options({"scenario": "volkares_return", "race_level": "slow"})


def test_setup_puts_his_camp_beside_the_start_and_the_city_last():
    """LL §4.1.2-§4.1.3: the Camp is the left one of the three tiles beside the start, his figure on its space,
    which has no effect; the city is the stack's last tile; a die and a Unit more, as for a player."""
    state = GAME.create(GAME.resolve_options({"scenario": "volkares_return"}), 2, 4)
    tiles = {tile: (q, r) for tile, q, r in state.map.tiles}
    assert tiles["volkare_camp_tile"] == (1, -3)
    assert state.volkare.position == "1,-3"
    assert site_at(Ctx(CATALOG, state), "1,-3") is None
    assert CATALOG.tiles[state.decks.tiles[0]].kind == "city"
    assert sum(CATALOG.tiles[t].kind == "city" for t in state.decks.tiles) == 1
    assert len(state.source) == 2 + 3  # players + 3 (LL §4.1.3)
    assert len(state.offers.units) == 2 + 3


def test_his_deck_is_a_missing_heros_basic_actions_the_four_spells_and_the_wounds():
    """LL §4.1.3: 16 + 4 + 18 Wounds (Fair); the 4 competitive Spells are out of the Spell deck."""
    state = new_game()
    deck = state.volkare.deck
    assert len(deck) == 16 + 4 + 18 and deck.count(WOUND) == 18
    assert state.volkare.hero != "tovak"
    for spell in CATALOG.volkare.spells:
        assert spell in deck and spell not in state.decks.spells and spell not in state.offers.spells


def test_he_takes_a_tactic_after_the_player_and_keeps_his_place_in_the_order():
    """LL §4.1.5: the player first, Volkare a random one of the rest; his place in the Round Order by its number."""
    state = new_game()
    assert state.volkare.tactic is not None and state.volkare.tactic != state.players[0].tactic
    assert state.round.volkare_slot in (0, 1)


# --- his turn (§4.1.7-§4.1.8, §4.1.11) -----------------------------------------------------------------------

def test_a_wound_card_makes_him_rest_and_a_marked_unit_join_him():
    """LL §4.1.7: his die; a Unit in the slot of its colour joins him, a gray token more in his army."""
    state = his_turn_next(new_game(), WOUND)
    face = "red"
    state.volkare.marked = {face: state.offers.units[0]}
    unit = state.offers.units[0]
    state.rng = _rigged_die(state, face)
    before = len(state.volkare.army)
    state = end_turn(state)
    assert unit not in state.offers.units
    assert len(state.volkare.army) == before + 1 and state.volkare.army[-1].color == "gray"
    assert state.volkare.marked[face] == ""


def _rigged_die(state, face: str):
    """An RNG whose next die roll shows `face` (the Source's order of faces)."""
    from engine.mageknight.source import FACES
    rng = state.rng
    for seed in range(10_000):
        trial = type(rng).from_seed(seed)
        if trial.choice(FACES) == face:
            return type(rng).from_seed(seed)
    raise AssertionError(face)


def test_a_green_card_moves_him_south_east_and_reveals_the_land_he_enters():
    """LL §4.1.8 and the scenario card: green is south-east; entering unexplored land reveals the top tile."""
    state = his_turn_next(new_game(), "march")
    tiles = len(state.map.tiles)
    state = end_turn(state)
    assert state.volkare.position == hex_key(1, -2)  # the Camp's SE space, on his own tile
    state = his_turn_next(state, "march")
    state = act(state, "end-turn") if state.turn is not None else state
    assert len(state.map.tiles) >= tiles


def test_a_spell_moves_him_twice_and_rerolls_one_die():
    state = his_turn_next(new_game(), "energy_flow")  # green Spell
    state = end_turn(state)
    assert state.volkare.position == hex_key(1, -1)  # two spaces south-east of the Camp


def test_off_the_map_shape_he_turns_to_the_nearest_direction_on_it():
    """LL §4.1.8: a move leaving the map shape goes the nearest direction that stays in it."""
    state = new_game()
    shape = CATALOG.map_shapes[state.map_shape]
    from engine.mageknight.geometry import grid_position, in_area, locate_in_tile, neighbour
    def inside(hex_):
        return in_area(shape, grid_position(locate_in_tile(hex_)[0]))
    edge = next(hex_key(q, r) for q in range(-12, 12) for r in range(-12, 12)
                if inside((q, r)) and not inside(neighbour((q, r), "NE")))
    white = volkare.table(CATALOG, state.scenario).directions["white"]
    direction = volkare_turn.exploring_direction(shape, parse_hex(edge), white)
    assert direction != "NE"
    assert in_area(shape, grid_position(locate_in_tile(neighbour(parse_hex(edge), direction))[0]))


def test_in_his_frenzy_he_moves_twice_by_blue_without_a_card():
    """LL §4.1.11: with his deck out, two moves east (blue), no die rerolled, the deck never reshuffled."""
    state = new_game()
    state.volkare.discard += state.volkare.deck
    state.volkare.deck = []
    state.round.volkare_slot = 1
    dice = [d.color for d in state.source]
    state = end_turn(state)
    assert state.volkare.position == hex_key(3, -3)
    assert [d.color for d in state.source] == dice or state.round.number > 1
    assert state.volkare.deck == []


# --- he attacks a Hero (§3.6, §4.1.13) -----------------------------------------------------------------------

def test_a_red_card_seeks_the_adjacent_hero_who_may_retreat_with_wounds_by_the_round():
    """LL §4.1.8, §4.1.13: a red Action fights the Hero next to him; retreating costs 2 Wounds on Day 1; he does
    not move and the Hero stays."""
    state = his_turn_next(new_game(), "rage")
    state = put(state, 0, hex_key(2, -3))  # the Camp's E space, next to him
    state = end_turn(state)
    assert state.turn.seat == 0 and state.turn.decision.kind == volkare_turn.ATTACKED
    assert state.turn.decision.options[0] == "retreat"
    hand = state.players[0].hand.count(WOUND)
    state = act(state, "choose option=retreat")
    assert state.players[0].hand.count(WOUND) == hand + 2
    assert state.volkare.position == "1,-3" and state.players[0].position == hex_key(2, -3)
    assert state.volkare.turn is None


def test_fighting_him_is_his_army_and_his_token_never_a_target():
    """LL §3.3, §3.5: all his troops and Volkare himself; an attack may not name him."""
    state = his_turn_next(new_game(), "rage")
    state = put(state, 0, hex_key(2, -3))
    state = end_turn(state)
    state = act(state, "choose option=partially")
    combat = state.turn.combat
    assert combat.kind == "volkare" and len(combat.foes) == len(state.volkare.army) + 1
    token = len(combat.foes) - 1
    assert volkare.is_token(combat.foes[token])
    assert state.volkare.die and combat.foes[token].enemy == f"volkare_{state.volkare.die}"
    assert state.turn.dice_allowed == 0  # partly attending: no Source die (§3.6)
    assert not any(f"targets={token}" in move for move in legal(state))


def test_defeating_all_his_troops_in_the_ranged_phase_spares_his_attack_and_wins():
    """LL §3.3, §4.1.15: all his troops defeated (here at once, as a sketch of the ranged phase), he is defeated
    and the players have won; the troops go for good."""
    state = his_turn_next(new_game(), "rage")
    state = put(state, 0, hex_key(2, -3))
    state = end_turn(state)
    state = act(state, "choose option=partially")
    state.volkare.army = state.volkare.army[:1]
    state.turn.combat.foes = state.turn.combat.foes[:1] + state.turn.combat.foes[-1:]
    from engine.mageknight.combat import phases
    ctx = Ctx(CATALOG, state, rules=GAME_BOOK())
    phases.defeat(ctx, 0, 0)
    assert state.turn.combat.foes[1].defeated  # he leaves the combat with his troops
    phases.end_if_all_defeated(ctx, 0)
    assert volkare.is_defeated(ctx)
    assert state.round.scenario_end  # the players' victory: each takes one more turn (§4.1.15)


def GAME_BOOK():
    from engine.mageknight.cards import BOOK
    return BOOK


def test_a_hero_on_the_space_he_ends_on_withdraws_but_not_where_he_came_from():
    """LL §4.1.13: he moved onto the Hero; after the fight (or the retreat) the Hero withdraws to a safe adjacent
    space other than the one he came from."""
    state = his_turn_next(new_game(), "march")
    state = put(state, 0, hex_key(1, -2))  # the Camp's SE space: his green move goes there
    state = end_turn(state)
    assert state.turn.decision.kind == volkare_turn.ATTACKED
    state = act(state, "choose option=retreat")
    assert state.turn.decision.kind == volkare_turn.WITHDRAW
    assert label(state, "1,-3") not in state.turn.decision.options
    choice = state.turn.decision.options[0]
    state = act(state, f"choose option={choice}")
    assert state.players[0].position != hex_key(1, -2)
    assert state.volkare.position == hex_key(1, -2)


def test_fully_attending_takes_the_turn_now_and_the_next_one_is_missed():
    """LL §3.6: the Round Order token face down, a Source die allowed; after the combat the Hero's turn goes on to
    its End (special and healing effects only); the regular turn is then missed."""
    state = his_turn_next(new_game(), "rage")
    state = put(state, 0, hex_key(2, -3))
    state = end_turn(state)
    assert "fully" in state.turn.decision.options
    state = act(state, "choose option=fully")
    assert state.players[0].order_token_face_down and state.turn.dice_allowed == 1
    while state.turn.combat is not None:
        moves = legal(state)
        state = act(state, next((m for m in moves if m.startswith(("next-phase", "damage"))), moves[0]))
    assert state.volkare.turn.stage == "finishing"
    assert "end-turn" in legal(state) and not any(m.startswith("move") for m in legal(state))
    state = end_turn(state)
    assert state.volkare.turn is None or state.volkare.turn.seat != 0 or state.round.number > 1
    assert not state.players[0].order_token_face_down  # flipped back when the missed turn came


def test_partly_attending_uses_no_skill():
    """LL §5.8: only a fully attending Hero uses Skills."""
    state = his_turn_next(new_game(), "rage")
    state = put(state, 0, hex_key(2, -3))
    state.players[0].skills = ["tovak_cold_swordsmanship"]  # a combat Skill, usable in the Attack phase
    state = end_turn(state)
    state = act(state, "choose option=partially")
    assert state.turn.attending_partly
    assert not any(move.startswith("skill") for move in legal(state))


def test_a_hero_in_the_city_may_stand_aside_and_he_plunders_it():
    """LL §4.1.10: the city's Hero chooses; standing aside, Volkare plunders it: no interaction, no Hand limit
    bonus."""
    state = new_game()
    ctx = Ctx(CATALOG, state, rules=GAME_BOOK())
    state.volkare.turn = volkare_turn.VolkareTurn("swiftness", "white", 1)
    city_key = hex_key(5, -5)
    state.map.shields[city_key] = [0]
    state.players[0].position = city_key
    state.volkare.turn.defenders = []
    assert volkare_turn._heroes_on(ctx, city_key) == [0]
    state.volkare.turn.defenders = [0]
    assert volkare_turn.ask_defender(ctx) is False
    assert state.turn.decision.kind == volkare_turn.DEFEND and state.turn.decision.options[-1] == "stand_aside"
    assert volkare.city_plundered(ctx) is False
    volkare_turn.undefended(ctx)
    assert volkare.city_plundered(ctx)


# --- a Hero attacks him (§3.7) -------------------------------------------------------------------------------

def test_moving_onto_him_is_an_assault_without_reputation_loss():
    state = new_game()
    state = put(state, 0, hex_key(2, -3))
    state.turn.move = 5
    reputation = state.players[0].reputation
    state = act(state, f"move to={label(state, '1,-3')}")
    assert state.turn.combat.kind == "volkare" and state.turn.combat.came_from == hex_key(2, -3)
    assert state.players[0].reputation == reputation


def test_his_space_is_not_safe():
    from engine.mageknight.spaces import is_safe
    state = new_game()
    assert not is_safe(Ctx(CATALOG, state), 0, state.volkare.position)


# --- the race and the city (§4.1.9, §4.1.10, §4.1.12) --------------------------------------------------------

def test_once_the_city_is_revealed_he_marches_nearer_it_the_card_colour_deciding():
    """LL §4.1.9: of two spaces nearer the city, the one nearer the card colour's direction: with the city at
    (3, -1), north-east and east both bring him nearer; white (north-east) takes north-east, green (south-east)
    east, a red card moves as blue (east)."""
    directions = volkare.table(CATALOG, new_game().scenario).directions
    for color, expected in (("white", "NE"), ("green", "E"), ("blue", "E")):
        assert volkare_turn.nearer_direction((0, 0), (3, -1), directions[color]) == expected, color


def test_next_to_the_unconquered_city_he_wins():
    """LL §4.1.10, §4.1.15: the players lose at once."""
    state = new_game()
    ctx = Ctx(CATALOG, state)
    state.volkare.turn = volkare_turn.VolkareTurn("swiftness", "white", 1)
    city_key = hex_key(5, -5)
    state.map.shields.pop(city_key, None)
    state.map.enemies[city_key] = [Token("swordsmen", "gray", False)] if "swordsmen" in CATALOG.enemies else []
    volkare_turn._attack_city(ctx, (4, -4), (5, -5))
    assert state.volkare.won == "city" and state.round.scenario_end


def test_a_conquered_city_nobody_defends_is_plundered_then_taken():
    state = new_game()
    ctx = Ctx(CATALOG, state)
    state.volkare.turn = volkare_turn.VolkareTurn("swiftness", "white", 1)
    city_key = hex_key(5, -5)
    state.map.shields[city_key] = [0]
    state.map.enemies.pop(city_key, None)
    volkare_turn._attack_city(ctx, (4, -4), (5, -5))
    assert state.volkare.plundered and not state.volkare.won
    volkare_turn._attack_city(ctx, (4, -4), (5, -5))
    assert state.volkare.won == "plundered_twice"


def test_after_the_end_of_the_round_is_announced_he_takes_no_turn():
    """LL §4.1.12."""
    state = new_game()
    from engine.mageknight import rounds
    ctx = Ctx(CATALOG, state, rules=GAME_BOOK())
    state.round.volkare_slot = 1
    rounds.announce_end_of_round(ctx, 0)
    assert state.round.number == 2 or volkare.VOLKARE not in state.round.last_turns


# --- scoring (§4.1.16) --------------------------------------------------------------------------------------

def test_the_volkare_bonus_counts_his_cards_left_times_the_race_level():
    state = new_game(race_level="tight", combat_level="heroic")
    state.volkare.army = []
    state.volkare.deck = state.volkare.deck[:5]
    ctx = Ctx(CATALOG, state)
    assert volkare.bonus(ctx) == int((40 + 2 * 5) * 1.5)


def test_blitz_is_four_rounds_with_the_blitz_setup():
    state = GAME.create(GAME.resolve_options({"scenario": "volkares_return_blitz"}), 2, 1)
    assert CATALOG.scenarios["volkares_return_blitz"].rounds == 4
    assert len(state.source) == 2 + 2 + 2
    assert all(player.fame == 1 for player in state.players)
    assert state.volkare.level == 8  # Daring, 2 players


# --- Volkare's Quest (§4.3) ---------------------------------------------------------------------------------

def quest(seats: int = 1, seed: int = 3, **options):
    return new_game(seats, seed, "volkares_quest", **options)


def test_the_quest_map_is_fixed_and_dealt_face_down():
    """LL §4.3.2: the portal, its three neighbours and the Camp (15 spaces away) face up; 8 core-or-city and
    countryside positions face down, as many as the tiles: 16 positions with 1-2 players, 20 with 3-4."""
    for seats, positions in ((1, 16), (2, 16), (3, 20), (4, 20)):
        state = GAME.create(GAME.resolve_options({"scenario": "volkares_quest"}), seats, 2)
        assert len(state.map.tiles) + len(state.map.face_down) == positions
        assert len(state.map.tiles) == 5 and state.decks.tiles == []
        kinds = [CATALOG.tiles[t].kind for t in state.map.face_down.values()]
        assert kinds.count("city") == (2 if seats <= 2 else 3)
        assert state.volkare.position == "15,-10"
    from engine.mageknight.geometry import distance
    assert distance((15, -10), (0, 0)) == 15


def test_a_face_down_tile_is_revealed_by_exploring_it():
    """LL §4.3.2 [Unclear], decided: the tile dealt there, for the usual 2 Move."""
    state = quest()
    state = put(state, 0, hex_key(2, -4))  # the NE tile's NE space, next to the position [1, 1] (axial 4, -5)
    state.turn.move = 4
    explores = [move for move in legal(state) if move.startswith("explore")]
    assert explores
    dealt = dict(state.map.face_down)
    state = act(state, explores[0])
    (revealed,) = [key for key in dealt if key not in state.map.face_down]
    assert [dealt[revealed], *map(int, revealed.split(","))] in state.map.tiles
    assert GAME.view(state, 0)["face_down"][next(iter(state.map.face_down))] in ("countryside", "core")


def test_in_the_quest_his_cards_send_him_south_west_and_west():
    """LL §4.3.7 and the scenario card: white and blue south-west, green west, over unexplored land."""
    state = his_turn_next(quest(), "swiftness")  # white
    state = end_turn(state)
    assert state.volkare.position == hex_key(14, -9)
    state = his_turn_next(quest(), "march")  # green
    state = end_turn(state)
    assert state.volkare.position == hex_key(14, -10)


def test_next_to_the_portal_he_steps_onto_it_and_then_wins():
    """LL §4.3.7, §4.3.12: next to the portal any moving card puts him on it; on it, the next one is his victory."""
    state = his_turn_next(quest(), "march", "swiftness")
    state = put(state, 0, hex_key(2, -4))  # not on the portal
    state.volkare.position = hex_key(1, 0)
    state.scenario_state.portal_closed = True  # he passed 3 spaces away on his way
    state = end_turn(state)
    assert state.volkare.position == "0,0"
    state = end_turn(state) if state.turn is not None and state.turn.seat == 0 else state
    assert state.volkare.won == "portal" or state.round.phase == "over" or state.volkare.position == "0,0"


def test_at_three_spaces_from_the_portal_it_closes_and_heroes_on_it_are_out():
    """LL §4.3.6."""
    state = his_turn_next(quest(seats=2), "swiftness")
    state.volkare.position = hex_key(4, -4)  # south-west: (3, -3), 3 spaces from the portal
    state.players[1].position = "0,0"
    state = end_turn(state)
    assert state.scenario_state.portal_closed
    assert 1 in state.scenario_state.eliminated


def test_two_tokens_per_player_lost_before_his_turn_slow_him():
    """LL §4.3.11: solo, 2 tokens: his Round Order token face down, his next turn skipped, the count then reset."""
    state = quest()
    ctx = Ctx(CATALOG, state)
    volkare.troops_lost(ctx, 1)
    assert not state.volkare.slowed
    volkare.troops_lost(ctx, 1)
    assert state.volkare.slowed
    state = his_turn_next(state, "march")
    position = state.volkare.position
    state = end_turn(state)
    assert state.volkare.position == position and not state.volkare.slowed
    assert state.volkare.deck[-1] == "march"  # no card revealed


def test_troops_defeated_in_a_combat_count_toward_slowing_him():
    """LL §4.3.11 (4.3.11 "by one combat or several"): a Hero assaults him and defeats 2 tokens, solo: he is slowed.
    (The combat's end counts them; before, only a direct call did.)"""
    from engine.mageknight.combat import phases
    from engine.mageknight.board import space_at
    from engine.mageknight.geometry import neighbours
    state = quest()
    there = next(hex_key(*h) for h in neighbours((0, 0)) if space_at(Ctx(CATALOG, state), hex_key(*h)).terrain
                 in ("plains", "hills", "forest") and hex_key(*h) not in state.map.enemies)
    state.volkare.position = there
    state.volkare.army[:] = [Token("wolf_riders", "green", False), Token("diggers", "green", False),
                             Token("prowlers", "green", False)]
    state = put(state, 0, "0,0")
    state.turn.move = 9
    state = act(state, f"move to={label(state, there)}")
    assert state.turn.combat.kind == "volkare"
    ctx = Ctx(CATALOG, state, rules=GAME_BOOK())
    phases.defeat(ctx, 0, 0)
    phases.defeat(ctx, 0, 1)
    while state.turn.combat is not None:
        moves = legal(state)
        state = act(state, next((m for m in moves if m == "next-phase"),
                                next((m for m in moves if m.startswith("damage") and "to=hero" in m), moves[0])))
    assert len(state.volkare.army) == 1 and state.volkare.slowed


def test_in_the_quest_a_fearful_unit_flees_and_no_token_is_added():
    """LL §4.3.7: a Wound card: the Unit in the slot of the die's colour leaves the game; his army stays."""
    state = his_turn_next(quest(), WOUND)
    unit = state.offers.units[0]
    state.volkare.marked = {"red": unit}
    state.rng = _rigged_die(state, "red")
    before = len(state.volkare.army)
    state = end_turn(state)
    assert unit not in state.offers.units and len(state.volkare.army) == before


# --- the cooperative assault on him (§3.8) --------------------------------------------------------------------

def test_a_cooperative_assault_shares_his_elite_and_regular_tokens_and_rolls_his_die_once():
    """LL §3.8: two Heroes next to him; the share names elite and regular tokens; the invited agrees and gives up
    the next turn; each part is a combat against the tokens dealt and Volkare; if troops remain, both go back."""
    state = new_game(seats=2)
    seat = state.turn.seat
    other = 1 - seat
    state = put(state, seat, hex_key(2, -3))  # the Camp's E and SE spaces, next to him on V-C
    state = put(state, other, hex_key(1, -2))
    proposals = [move for move in legal(state) if move.startswith("coop-assault")]
    assert proposals and all("+" in move for move in proposals)
    elite = sum(t.color in ("white", "red") for t in state.volkare.army)
    regular = len(state.volkare.army) - elite
    share = f"{seat + 1}:{elite}+0,{other + 1}:0+{regular}"
    state = act(state, f"coop-assault at={label(state, state.volkare.position)} share={share}")
    assert state.turn.decision.seat == other
    state = act(state, "choose option=agree", seat=other)
    assert state.players[other].order_token_face_down
    combat = state.turn.combat
    assert combat.kind == "volkare" and combat.cooperative
    fought = [foe for foe in combat.foes if foe.origin == volkare.ARMY]
    assert len(fought) == elite and all(foe.color in ("white", "red") for foe in fought)
    die = state.volkare.die
    state.volkare.die = die
    while state.coop_assault is not None and state.coop_assault.stage == "fighting":
        moves = legal(state)
        state = act(state, next((m for m in moves if m.startswith(("next-phase", "damage"))), moves[0]))
        if state.turn.combat is not None and state.turn.seat == other:
            assert state.volkare.die == die  # the same attack for both parts
    assert state.players[seat].position == hex_key(2, -3)  # troops remain: back where they attacked from
    assert state.players[other].position == hex_key(1, -2)


def test_a_cooperative_assault_on_him_refuses_a_share_that_leaves_tokens_out():
    state = new_game(seats=2)
    seat = state.turn.seat
    state = put(state, seat, hex_key(2, -3))
    state = put(state, 1 - seat, hex_key(1, -2))
    refused(state, f"coop-assault at={label(state, state.volkare.position)} share={seat + 1}:1+1,{2 - seat}:0+1",
            "LL 3.8")


# --- the cooperative defence of the city (§3.9, §4.1.10) ---------------------------------------------------

def city_under_attack(seats: int = 2):
    """Both Heroes in the players' conquered city; Volkare next to it, about to attack."""
    from engine.mageknight.reveal import place_tile
    state = new_game(seats=seats)
    ctx = Ctx(CATALOG, state, rules=GAME_BOOK())
    place_tile(ctx, state.decks.tiles.pop(0), (4, -5))  # the city tile, the stack's last, beside the Camp
    city_key = hex_key(4, -5)
    state.map.enemies.pop(city_key, None)  # its garrison defeated, its Shields taken
    state.map.shields[city_key] = [0]
    for seat in range(seats):
        state.players[seat].position = city_key
    state.volkare.turn = volkare_turn.VolkareTurn("swiftness", "white", 1)
    state.volkare.position = "3,-5"
    return state, ctx, city_key


def test_heroes_in_the_city_share_his_army_and_fight_one_after_another():
    """LL §3.9: the first defender proposes a share of elite and regular tokens; the other agrees; each fights the
    tokens dealt and him, his die rolled once; the tokens lost in both parts decide the city (a token per player)."""
    state, ctx, city_key = city_under_attack()
    state.volkare.turn.defenders = volkare_turn._heroes_on(ctx, city_key)
    assert volkare_turn.ask_defender(ctx) is False
    decision = state.turn.decision
    assert decision.kind == "volkare_defence_share" and decision.options[-2:] == ["alone", "stand_aside"]
    first, second = state.volkare.turn.defenders
    share = decision.options[0]
    assert share.startswith(f"{first + 1}:")
    state = act(state, f"choose option={share}")
    assert state.turn.decision.kind == "volkare_defence_agree" and state.turn.decision.seat == second
    state = act(state, "choose option=agree")
    assert state.turn.decision.kind == "volkare_defence_attend" and state.turn.decision.seat == first
    assert sum(len(dealt) for dealt in state.volkare.turn.dealt) == len(state.volkare.army)
    die = state.volkare.die
    state = act(state, "choose option=partially")
    assert state.turn.combat.kind == "volkare" and state.turn.combat.cooperative
    while state.turn is not None and (state.turn.combat is not None or state.turn.decision is not None):
        if state.turn.decision is not None and state.turn.decision.kind == "volkare_defence_attend":
            assert state.turn.decision.seat == second and state.volkare.die == die
            state = act(state, "choose option=partially")
            continue
        moves = legal(state)
        state = act(state, next((m for m in moves if m.startswith(("next-phase", "damage"))), moves[0]))
    assert state.volkare.won == "defence_failed"  # no token lost by the two: he takes the city


def test_a_declined_share_leaves_the_first_defender_alone():
    """LL §3.9: if they do not agree, the Hero next in turn order after him faces him alone."""
    state, ctx, city_key = city_under_attack()
    state.volkare.turn.defenders = volkare_turn._heroes_on(ctx, city_key)
    volkare_turn.ask_defender(ctx)
    first, second = state.volkare.turn.defenders
    state = act(state, f"choose option={state.turn.decision.options[0]}")
    state = act(state, "choose option=decline")
    assert state.turn.decision.kind == volkare_turn.DEFEND and state.turn.decision.seat == first


# --- Adjusting Volkare's Level (§5.2) -----------------------------------------------------------------------

def test_at_a_rounds_end_the_players_may_agree_to_change_his_level_until_he_is_fought():
    """LL §5.2: up to as many levels as players, all agreeing; the army drawn anew (the rulebook prints no
    procedure, unknown.yaml); never once his troops were fought."""
    from engine.mageknight import rounds, volkare_level
    state = new_game(seats=2, adjust_volkare_level="yes")
    ctx = Ctx(CATALOG, state, rules=GAME_BOOK())
    level = state.volkare.level
    rounds.end_round(ctx)
    pending = state.round.pending
    assert pending.kind == volkare_level.PROPOSE and pending.options == ["0", "-2", "-1", "+1", "+2"]
    state = act(state, "choose option=+2")
    assert state.round.pending.kind == volkare_level.AGREE
    state = act(state, "choose option=agree")
    assert state.volkare.level == level + 2
    assert len(state.volkare.army) == sum(CATALOG.volkare.army(level + 2).counts.values())
    fought = new_game(seats=2, adjust_volkare_level="yes")
    fought.volkare.fought = True
    rounds.end_round(Ctx(CATALOG, fought, rules=GAME_BOOK()))
    assert fought.round.pending is None or fought.round.pending.kind != volkare_level.PROPOSE


def test_adjusting_his_level_belongs_to_his_scenarios():
    with pytest.raises(Exception) as caught:
        GAME.resolve_options({"scenario": "full_conquest", "adjust_volkare_level": "yes"})
    assert getattr(caught.value, "rule", "") == "LL 5.2"


def test_entering_the_portal_with_several_heroes_on_it_they_meet_him_together_or_one_alone():
    """LL §3.9, §4.3.9: several Heroes on the portal he enters: a share, or one of them meets him alone (then the
    usual retreat or fight)."""
    state = quest(seats=2)
    ctx = Ctx(CATALOG, state, rules=GAME_BOOK())
    state.players[0].position = state.players[1].position = "0,0"
    state.volkare.turn = volkare_turn.VolkareTurn("march", "green", 0)
    assert volkare_turn._meet(ctx, "0,0") is False
    decision = state.turn.decision
    assert decision.kind == "volkare_defence_share" and decision.options[-1] == "alone"
    state = act(state, "choose option=alone")
    assert state.turn.decision.kind == volkare_turn.ATTACKED and "retreat" in state.turn.decision.options


def test_with_every_token_of_a_colour_out_a_stand_in_is_drawn():
    """LL §3.2: at the highest levels his army holds most tokens of a colour (4 Heroes, Legendary: 24 of the 34 green
    ones), and the map takes the rest; with the pile and its discards empty (§2.2.2) a stand-in of that colour is
    drawn, as the rulebook has the Mines' brown monsters stood in for (§13.7.7). Before, the reveal failed."""
    state = new_game(4, 3, combat_level="legendary")
    assert sum(token.color == "green" for token in state.volkare.army) == 24
    state.decks.enemies["green"].clear()
    state.decks.enemy_discards["green"].clear()
    drawn = {reveal.draw_enemy(Ctx(CATALOG, state), "green") for _ in range(20)}
    assert drawn <= {enemy.id for enemy in CATALOG.enemies_by_color["green"]} and len(drawn) > 1
    assert not state.decks.enemies["green"]

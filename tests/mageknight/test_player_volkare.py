"""Arbiter's player against General Volkare (engine/mageknight/player/volkare_army.py, evaluate.py; The Lost Legion §3,
§4): each troop is worth its share of the victory, the last one the victory too, his token is never a target and
only its attack is met, his attack is spared when his troops fall in the Ranged phase, a Wound costs less as the
game runs out; it fights his lone weak troop when he attacks instead of retreating, retreats before his whole army
at level 1, and assaults his lone weak troop; a Hero too weak to fight him keeps out of his reach (his next card's
odds of attacking it, at a retreat's Wounds); as the game runs out he draws even a weak Hero, and rampaging enemies
it can beat are no wall on the way to him; a site under his figure is no goal, and his space ends a way; revealing
the Return's city costs the turns of his race, and so does each tile explored before it; he is met on his way to it
as well as where he stands. Positions are a real game of his scenario, set up by the engine
(tests/mageknight/test_rules_volkare.py), with his army cut down where the judgement under test needs it."""
import pytest

from engine.mageknight.game import GAME
from engine.mageknight.player import PLAYER
from engine.mageknight.context import Ctx
from engine.mageknight.player.evaluate import (EXPLORE, GOAL_SHARE, TOLL, TURNS_PER_ROUND, _combat_prospect, _goal_term,
                                               evaluate, explore_slots, game_left, move_costs, turns_he_leaves,
                                               usual_means)
from engine.mageknight.player.fight import WOUND_COST, WOUND_NOW, WoundPrice, outcome, volkare_attack_ask
from engine.mageknight.player.volkare_army import (LAST_STAND, TILE_TURNS, VICTORY, army_fight, attack_chance,
                                                   last_stand, marching, meeting_places, threat, tile_turns,
                                                   troop_worth)
from engine.mageknight import volkare_turn
from engine.mageknight.reveal import place_tile
from engine.mageknight.geometry import MapLayout, distance, neighbours
from engine.mageknight.state import WOUND, Token, hex_key, parse_hex

from tests.mageknight.moves import act, put
from tests.mageknight.test_rules_volkare import end_turn, his_turn_next, new_game
from tests.mageknight.test_rules_volkares_camp import CAMP, beside, with_camp
from tests.mageknight.test_rules_volkares_camp import new_game as camp_game

CATALOG = GAME.catalog
NEXT_TO_HIM = hex_key(2, -3)  # the Camp's E space, next to his figure on the Camp (1,-3)


def lone_diggers(state):
    """His army cut down to its one green Diggers (Armor 3, Attack 3)."""
    state.volkare.army = [token for token in state.volkare.army if token.enemy == "diggers"]
    assert len(state.volkare.army) == 1
    return state


def attacked(state):
    """His red card next: he attacks the Hero on the space next to him (LL §4.1.8), who chooses how to meet him."""
    state = put(his_turn_next(state, "rage"), 0, NEXT_TO_HIM)
    return end_turn(state)


def test_each_of_his_troops_defeated_is_worth_its_share_of_the_victory():
    """LL §4.1.16: Daring, Fair: a victory of 30 over his 4 troops (level 5, solo): 7.5 each, besides the Fame."""
    state = new_game()
    fewer = new_game()
    fewer.volkare.army.pop()
    worth = troop_worth(CATALOG, state)
    assert worth == 30 / len(state.volkare.army)
    assert evaluate(CATALOG, fewer, 0) - evaluate(CATALOG, state, 0) >= worth - 1e-9


def test_his_last_troop_defeated_wins_more_than_its_share():
    """LL §4.1.15: his whole army destroyed, the players win: the last troop brings its share and the victory."""
    lone = lone_diggers(new_game())
    beaten = lone_diggers(new_game())
    beaten.volkare.army = []
    gain = evaluate(CATALOG, beaten, 0) - evaluate(CATALOG, lone, 0)
    assert gain >= troop_worth(CATALOG, lone) + VICTORY - 1e-9


def test_his_token_is_never_a_target_only_its_attack_is_blocked_or_taken():
    """LL §3.3: his green attack (4, Brutal): 4 points block it; with 3 the Hero takes 8 damage, 4 Wounds at Armor 2;
    no points ever defeat him."""
    token = volkare_attack_ask(CATALOG, "volkare_green")
    assert outcome([token], 100, 0, hero_armor=2) == (0, 0)
    assert outcome([token], 3, 0, hero_armor=2) == (0, 4)


def test_all_his_troops_down_in_the_ranged_phase_spares_his_attack():
    """LL §3.3: against the lone Diggers (Armor 3) a Ranged Attack 3 in hand spares his attack: the fight's prospect
    is better than with the same points for melee only."""
    state = act(attacked(lone_diggers(new_game())), "choose option=partially")
    combat = state.turn.combat
    assert combat.phase == "ranged_siege"
    player = state.players[0]
    player.hand = ["tovak_instinct", "rage", "promise"]
    melee_only = _combat_prospect(CATALOG, state, combat, player)
    combat.attack = {"ranged:physical": 3}
    assert _combat_prospect(CATALOG, state, combat, player) > melee_only + 3


def test_a_wound_costs_less_as_the_game_runs_out_and_a_combat_takes_at_most_the_hand_now():
    """The Return's 6 Rounds of about TURNS_PER_ROUND turns: at the start of the last one, its hand and its deck of
    11 drawn 5 at a time are left (1 + 11/5 turns); with the deck empty, one turn. A Hero knocked out (§8.8.5) loses
    the hand now, and every further Wound only spoils the hands to come."""
    state = new_game()
    whole = 6 * TURNS_PER_ROUND
    assert len(state.players[0].deck) == 11
    assert game_left(CATALOG, state) == pytest.approx((5 * TURNS_PER_ROUND + 1 + 11 / 5) / whole)
    state.round.number = 6
    late = WoundPrice(game_left(CATALOG, state), hand=5)
    assert late.left == pytest.approx((1 + 11 / 5) / whole) and late.share < 0.5 * WoundPrice().share
    state.players[0].deck = []
    assert game_left(CATALOG, state) == pytest.approx(1 / whole)
    assert late.of(20) - late.of(5) == pytest.approx(15 * WOUND_COST * (1 - WOUND_NOW) * late.left)


@pytest.mark.parametrize("round_number", [1, 3])
def test_it_retreats_before_his_whole_army_at_level_1(round_number):
    """Four troops and his token against a level-1 hand: their attacks would cost far more than the retreat's 2 or 3
    Wounds (§4.1.13), and knock the Hero out before the Attack phase (§8.8.5). In Round 3 the player used to fight
    fully and take 13 Wounds for nothing: it counted Block cards in the Assign Damage phase and troops defeated by a
    hand it would have discarded."""
    state = attacked(new_game())
    state.round.number = round_number
    assert state.turn.decision.options == ["retreat", "fully", "partially"]
    assert str(PLAYER.choose(GAME, state, 0, 1).action) == "choose option=retreat"


def test_it_fights_his_lone_weak_troop_rather_than_retreat():
    """The lone Diggers: defeating them beats him (his last troop) for less than the retreat's 2 Wounds."""
    state = attacked(lone_diggers(new_game()))
    choice = PLAYER.choose(GAME, state, 0, 1)
    assert str(choice.action) in ("choose option=fully", "choose option=partially")


def test_it_assaults_his_lone_weak_troop_next_to_it():
    """LL §3.7: the Hero next to him with Move to spare and a hand to beat the Diggers moves onto his space within
    its turn, and the fight defeats his army."""
    state = put(lone_diggers(new_game()), 0, NEXT_TO_HIM)
    state.players[0].hand = ["rage", "determination", "swiftness", "march", "stamina"]
    state.turn.move = 4
    for number in range(20):
        action = PLAYER.choose(GAME, state, 0, number).action
        state = act(state, str(action))
        if not state.volkare.army or state.turn is None or state.turn.seat != 0 or state.turn.combat is None and \
                action.verb == "end-turn":
            break
    assert not state.volkare.army


def test_a_site_under_him_is_no_goal_and_his_space_ends_the_way():
    """LL §3.7, §4.3.6: the Hero on B-NW, the village V-SE next to it; with his figure on the village, moving there
    assaults him, so it is no recruiting place and the goal is less. With his figure on B-NE, the way to V-E goes
    round him (7 Move instead of 5 through his space)."""
    state = put(new_game(), 0, hex_key(0, -1))
    free = _goal_term(CATALOG, state, state.players[0])
    state.volkare.position = hex_key(1, -2)
    assert _goal_term(CATALOG, state, state.players[0]) < free
    rows, here = tuple(tuple(row) for row in state.map.tiles), parse_hex(state.players[0].position)
    through, round_him = (move_costs(CATALOG, rows, here, True, frozenset(), stops)
                          for stops in (frozenset(), frozenset({(1, -1)})))
    assert round_him[(1, -1)] == through[(1, -1)]  # his space is reached (an assault)
    assert (through[(2, -2)], round_him[(2, -2)]) == (5, 7)  # but not walked through


def test_as_the_game_runs_out_his_army_draws_even_a_weak_hero():
    """LL §4.1.15: his scenario is won only by destroying his army. At the start a fight against his whole army costs
    a level-1 Hero more than it brings; late in the game it is the last chance to win, and worth walking to."""
    state = new_game()
    strength = usual_means(CATALOG, state.players[0])
    start, late = (army_fight(CATALOG, state, strength, 2, WoundPrice(left, 5)) + last_stand(left)
                   for left in (1.0, 0.1))
    assert start < 0 < late
    assert late - start >= 0.8 * LAST_STAND


def test_rampaging_enemies_the_hand_beats_are_no_wall_on_the_way_to_him():
    """§6.4.3, §8.2, LL §4.1.15: in the last Round, the Hero on the start tile ringed by rampaging enemies: no step
    leads out without provoking them. Prowlers the usual hand beats are fought on the way (TOLL more Move each), and
    the last chance to win still draws the Hero; Fire Dragons it cannot beat wall it in. Before, a Hero walled in by
    weak enemies waited for the game to end."""
    def ringed_by(enemy):
        state = new_game()
        state.round.number = 6
        here = parse_hex(state.players[0].position)
        placed = set(MapLayout.from_rows(tuple(tuple(row) for row in state.map.tiles)).hexes)
        for step in neighbours(here):
            if step in placed:
                state.map.enemies[hex_key(*step)] = [Token(enemy, CATALOG.enemies[enemy].color, True)]
        return state, here

    weak, here = ringed_by("prowlers")
    rows = tuple(tuple(row) for row in weak.map.tiles)
    step = next(hex_ for hex_ in neighbours(here) if hex_key(*hex_) in weak.map.enemies)
    ring = frozenset(map(parse_hex, weak.map.enemies))
    free, walled, through = (move_costs(CATALOG, rows, here, True, blocked, tolls=tolls)
                             for blocked, tolls in ((frozenset(), frozenset()), (ring, frozenset()), (frozenset(), ring)))
    assert set(walled) == {here} and through[step] == free[step] + TOLL and len(through) == len(free)
    chance = last_stand(game_left(CATALOG, weak))
    assert _goal_term(CATALOG, weak, weak.players[0]) > chance / 2
    strong, _ = ringed_by("fire_dragon")
    assert _goal_term(CATALOG, strong, strong.players[0]) < 0


def test_revealing_the_city_costs_the_turns_of_his_race_and_conquering_it_wins_them_back():
    """LL §4.1.9, §4.1.15: the city is the last tile; once it is revealed he marches to it and the game lasts as long
    as his march, so revealing it early costs the Hero turns (before, exploring it looked as good as any tile, and
    Heroes of level 1 raced him to a city they could not take). Each tile still above it brings the race TILE_TURNS
    nearer. Once only the city is left he reveals it himself as he marches into unexplored land, next to it:
    revealed far from him by the Hero, it leaves more turns. Conquered, it no longer ends the game (§4.1.10)."""
    state = new_game()
    whole = 6 * TURNS_PER_ROUND
    assert len(state.decks.tiles) == 7 and turns_he_leaves(CATALOG, state) <= whole
    state.decks.tiles = state.decks.tiles[:2]  # one tile above the city (the stack is drawn from its end)
    one_above = turns_he_leaves(CATALOG, state)
    state.decks.tiles = state.decks.tiles[:1]  # only the city left: he reveals it himself on his way (§4.1.8)
    waiting = turns_he_leaves(CATALOG, state)
    assert waiting + TILE_TURNS == pytest.approx(one_above) and one_above < whole
    rows = tuple(tuple(row) for row in state.map.tiles)
    far = max(explore_slots(CATALOG, rows, state.map_shape), key=lambda center: distance(center, parse_hex(
        state.volkare.position)))
    place_tile(Ctx(CATALOG, state), state.decks.tiles[0], far)
    (city,) = state.map.cities
    raced = turns_he_leaves(CATALOG, state)
    assert waiting < raced < whole  # revealed by the Hero far from him, not by him next to it
    state.map.shields[city] = [0]
    assert turns_he_leaves(CATALOG, state) == whole


def test_once_he_has_won_no_turns_are_left():
    """LL §4.1.10, §4.1.15: the players' conquered city no longer ends the game by his march; plundered once (nobody
    defended it), his next attack takes it, so his march counts again; taken, the game is lost: no turns left.
    Before, the conquered city's Shield made a state he had won look like a game going on for all its Rounds."""
    state, city = conquered_city()
    assert turns_he_leaves(CATALOG, state) == 6 * TURNS_PER_ROUND
    state.volkare.plundered = True  # nobody defended it: his next attack takes it
    pace = len(state.volkare.deck) / sum(card != WOUND for card in state.volkare.deck)
    assert turns_he_leaves(CATALOG, state) == pytest.approx(distance(parse_hex(state.volkare.position),
                                                                     parse_hex(city)) * pace)
    state.volkare.won = "plundered_twice"
    assert turns_he_leaves(CATALOG, state) == 0


def conquered_city():
    """The Return with its city revealed far from him (the stack's last tile) and conquered by the Hero."""
    state = new_game()
    state.decks.tiles = state.decks.tiles[:1]
    rows = tuple(tuple(row) for row in state.map.tiles)
    far = max(explore_slots(CATALOG, rows, state.map_shape), key=lambda center: distance(center, parse_hex(
        state.volkare.position)))
    place_tile(Ctx(CATALOG, state), state.decks.tiles.pop(), far)
    (city,) = state.map.cities
    state.map.shields[city] = [0]
    state.map.enemies.pop(city, None)
    return state, city


@pytest.mark.parametrize("plundered", [False, True])
def test_in_its_plundered_city_it_defends_rather_than_hand_him_the_game(plundered):
    """LL §4.1.10: he attacks the players' city with the level-1 Hero in it. Standing aside the first time, the city
    is plundered and the game goes on, while a defence that costs him no token hands him the city: the Hero stands
    aside. The second time standing aside loses the game at once, and the hopeless defence is the only chance left.
    Before, the Hero stood aside then too, the state he had won looking like the game going on."""
    state, city = conquered_city()
    state.volkare.position = hex_key(*neighbours(parse_hex(city))[0])
    state.volkare.plundered = plundered
    state = put(state, 0, city)
    him = state.volkare
    him.turn = volkare_turn.VolkareTurn("swiftness", "white", 1)
    him.turn.defenders, him.turn.came_from = [0], him.position
    volkare_turn.ask_defender(Ctx(CATALOG, state))
    assert state.turn.decision.kind == volkare_turn.DEFEND
    choice = str(PLAYER.choose(GAME, state, 0, 1).action)
    assert (choice != "choose option=stand_aside") == plundered


def test_he_is_met_on_his_way_to_the_city_as_well_as_where_he_stands():
    """LL §4.1.8, §4.1.9: exploring, he attacks a Hero next to him on a red card, or marches onto their space; marching
    on the city he takes a shortest way and attacks a Hero on the space he enters.
    Every space of such a way is a meeting place, with his turns until he is there (one space a card not a Wound); the
    city itself is not. Late in the game a Hero standing on his way has the fight there, no way to walk, and the
    last chance to win whole (before, the player walked to where he stood, and he was in the city before it
    arrived). Conquered, the city is no longer where he wins: he comes to fight for it (§4.1.10), met where he
    stands."""
    state = new_game()
    state.decks.tiles = state.decks.tiles[:1]
    him = parse_hex(state.volkare.position)
    exploring = meeting_places(CATALOG, state)  # the city not revealed: no way known, but he fights a Hero next to
    assert exploring.pop(him) == 0.0 and set(exploring) == set(neighbours(him))  # him on a red card (§4.1.8)
    pace = len(state.volkare.deck) / sum(card != WOUND for card in state.volkare.deck)
    assert list(exploring.values()) == pytest.approx([pace] * 6)
    rows = tuple(tuple(row) for row in state.map.tiles)
    far = max(explore_slots(CATALOG, rows, state.map_shape), key=lambda center: distance(center, him))
    place_tile(Ctx(CATALOG, state), state.decks.tiles[0], far)
    (city,) = state.map.cities
    goal = parse_hex(city)
    places = meeting_places(CATALOG, state)
    assert places[him] == 0 and goal not in places and len(places) > 2
    for hex_, turns in places.items():
        assert distance(him, hex_) + distance(hex_, goal) == distance(him, goal)
        assert turns == pytest.approx(distance(him, hex_) * pace)
    on_the_way = next(hex_ for hex_ in places if distance(him, hex_) == 2)
    state = put(state, 0, hex_key(*on_the_way))
    state.round.number, player = 6, state.players[0]
    price = WoundPrice(game_left(CATALOG, state), CATALOG.level_for_fame(player.fame).hand_limit)
    fight = army_fight(CATALOG, state, usual_means(CATALOG, player), CATALOG.level_for_fame(player.fame).armor, price)
    assert _goal_term(CATALOG, state, player) == pytest.approx(GOAL_SHARE * fight + last_stand(price.left))
    state.map.shields[city] = [0]
    assert meeting_places(CATALOG, state) == {him: 0.0}


def test_in_the_last_round_it_meets_his_attack_rather_than_retreat():
    """LL §4.1.15: in the last Round a fight against his army is all that can still win the game, and worth as much
    when he attacks as on the way to him: the level-1 Hero that retreats in Rounds 1 and 3 (above) fights. Before,
    a Hero walked to him as the game ran out and then retreated from every attack, 4 Wounds each time."""
    state = attacked(new_game())
    state.round.number = 6
    assert str(PLAYER.choose(GAME, state, 0, 1).action) in ("choose option=fully", "choose option=partially")


def test_his_next_turn_attacks_a_hero_in_reach_at_the_odds_of_his_deck():
    """LL §4.1.8: exploring from the Camp (1,-3), white sends him north-east, blue east, green south-east. A Hero
    east of him, next to him, is attacked by a red card (he seeks it) and a blue one (he marches onto it); of
    Wound, Wound, Rage, March, Swiftness, Stamina that is 2 in 6. Two spaces east only a red Spell (seeking 2 spaces
    far) or a blue Spell (two moves east) reaches it; beyond 2 spaces nothing does."""
    state = new_game()
    state.volkare.deck = [WOUND, WOUND, "rage", "march", "swiftness", "stamina"]
    assert attack_chance(CATALOG, state, (2, -3)) == pytest.approx(2 / 6)
    assert attack_chance(CATALOG, state, (3, -3)) == 0
    state.volkare.deck = [WOUND, "fireball", "snowstorm", "tremor", "rage"]
    assert attack_chance(CATALOG, state, (3, -3)) == pytest.approx(2 / 5)
    assert attack_chance(CATALOG, state, (4, -3)) == 0


def test_a_hero_too_weak_to_fight_him_keeps_out_of_his_reach():
    """LL §4.1.13: at level 1 his whole army is a fight to flee, so standing where his next card may attack costs
    that card's odds of a retreat's 2 Wounds (the first Day); out of his reach, nothing. With only his Diggers
    left, a fight the Hero wins, it costs nothing either: he is a goal then."""
    state = put(new_game(), 0, NEXT_TO_HIM)
    player = state.players[0]
    strength, armor = usual_means(CATALOG, player), CATALOG.level_for_fame(player.fame).armor
    price = WoundPrice(game_left(CATALOG, state), CATALOG.level_for_fame(player.fame).hand_limit)
    chance = attack_chance(CATALOG, state, (2, -3))
    assert chance > 0
    assert threat(CATALOG, state, (2, -3), strength, armor, price) == pytest.approx(
        -chance * WoundPrice(price.left).of(2))
    assert threat(CATALOG, state, (5, -3), strength, armor, price) == 0
    diggers = lone_diggers(state)
    assert threat(CATALOG, diggers, (2, -3), 30.0, armor, price) == 0


def test_a_position_to_explore_is_worth_less_the_turns_a_tile_costs_his_race():
    """LL §4.1.2, §4.1.8: the Return's city is the stack's last tile, so each tile explored brings his race nearer.
    A Hero standing next to a free position (3,-1), no other goal better, counts the exploring goal at GOAL_SHARE of
    EXPLORE less TILE_TURNS; with the city out of the stack, at GOAL_SHARE of EXPLORE (without that, a Hero stood
    next to a position all game, the goal worth more than the tile it brings less the turns it costs)."""
    racing = put(new_game(), 0, hex_key(3, -1))
    assert tile_turns(CATALOG, racing) == TILE_TURNS
    assert _goal_term(CATALOG, racing, racing.players[0]) == pytest.approx(GOAL_SHARE * (EXPLORE - TILE_TURNS))
    racing.decks.tiles = [tile for tile in racing.decks.tiles if CATALOG.tiles[tile].kind != "city"]
    assert tile_turns(CATALOG, racing) == 0
    assert _goal_term(CATALOG, racing, racing.players[0]) == pytest.approx(GOAL_SHARE * EXPLORE)


def test_beside_his_camp_where_he_never_marches_his_troops_are_a_sites_defenders():
    """LL §5.1: with Volkare's Camp instead of a City he never moves and wins nothing: no race, no threat of his next
    turn, no share of a victory for his troops; the player weighs a Hero next to the Camp and chooses a legal move
    there (it read his scenario tables, which a Camp game has none of, and failed)."""
    state = with_camp(camp_game())
    assert not marching(state) and troop_worth(CATALOG, state) == 0
    near = put(state, 0, beside(CAMP, state)[0])
    assert turns_he_leaves(CATALOG, near) == _rounds_of(near) * TURNS_PER_ROUND
    evaluate(CATALOG, near, 0)
    assert PLAYER.choose(GAME, near, 0, 1).action in GAME.legal_actions(near, 0)


def _rounds_of(state) -> int:
    return CATALOG.scenarios[state.scenario].setting(state.seats, "rounds")

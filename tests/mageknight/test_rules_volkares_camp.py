"""Volkare's Camp instead of a City (The Lost Legion, rules digest shared/rules/lost-legion.md §5.1).

Positions are real games of a conquest scenario with the variant chosen, set up by the engine; the Camp tile is
laid by the engine's own placing next to the starting tile, and the Heroes put where the rule under test needs
them."""
from __future__ import annotations

import random

import pytest

from bench.mageknight_selfplay import card_census, check_invariants, choose
from bench.selfplay import check_seat_can_act

from engine.core import RuleError
from engine.mageknight import volkare, volkares_camp
from engine.mageknight.board import layout_of, space_at
from engine.mageknight.cards import BOOK
from engine.mageknight.combat import phases
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.geometry import neighbours
from engine.mageknight.reveal import place_tile
from engine.mageknight.scoring import final_score
from engine.mageknight.state import Token, hex_key, parse_hex
from engine.mageknight.turns import hand_limit

from tests.mageknight.moves import act, label, legal, put, refused, started

CATALOG = GAME.catalog
CAMP_CENTER = (2, -6)  # the tile slot north-east of the first tile north-east of the start
CAMP = hex_key(*CAMP_CENTER)


def new_game(seats: int = 1, scenario: str = "solo_conquest", camp: str = "bottom", seed: int = 5):
    return started(scenario, seats, seed, volkares_camp=camp)


def with_camp(state):
    """The Camp tile taken from the deck and revealed beside the start, as exploring reveals it; its rampaging
    enemies taken away, so that a move to the Camp provokes nobody."""
    state.decks.tiles.remove(volkares_camp.CAMP_TILE)
    place_tile(Ctx(CATALOG, state, rules=BOOK), volkares_camp.CAMP_TILE, CAMP_CENTER)
    for key in beside(CAMP, state):
        state.map.enemies.pop(key, None)
    return state


def beside(key: str, state) -> list[str]:
    layout = layout_of(Ctx(CATALOG, state))
    return [hex_key(*h) for h in neighbours(parse_hex(key)) if h in layout]


def walkable(state, key: str) -> bool:
    space = space_at(Ctx(CATALOG, state), key)
    return space.terrain not in ("lake", "mountain") and key not in state.map.enemies and key != CAMP


def next_to_camp(state) -> str:
    """A space beside the Camp a Hero can stand on (its village)."""
    return next(key for key in beside(CAMP, state) if walkable(state, key))


def conquered(state, shields: list[int]):
    """His army destroyed and the Shields on his token as given: the Camp conquered."""
    state.volkare.army.clear()
    state.map.shields[CAMP] = list(shields)
    return state


# --- the option and the tiles (setup) -----------------------------------------------------------------------

def test_the_variant_is_refused_where_volkare_marches_or_no_enemy_city_is():
    for scenario in ("volkares_return", "mines_liberation"):
        with pytest.raises(RuleError) as caught:
            GAME.resolve_options({"scenario": scenario, "volkares_camp": "shuffled"})
        assert caught.value.rule == "LL 5.1" and caught.value.de
    assert GAME.resolve_options({"scenario": "full_conquest", "volkares_camp": "among_cities"})


@pytest.mark.parametrize("camp", ["shuffled", "bottom"])
def test_one_city_fewer_and_the_camp_among_or_under_the_core_tiles(camp):
    """LL §5.1 setup options 1 and 2: Solo Conquest has 2 city tiles; with the Camp 1 and the Camp, the Camp at the
    deck's bottom (the list's start) for `bottom`."""
    for seed in range(1, 6):
        state = GAME.create(GAME.resolve_options({"scenario": "solo_conquest", "volkares_camp": camp}), 1, seed)
        kinds = [CATALOG.tiles[t].kind for t in state.decks.tiles]
        assert kinds.count("city") == 1 and kinds.count("volkare_camp") == 1
        assert (kinds[0] == "volkare_camp") == (camp == "bottom") or camp == "shuffled"
        assert all(kind != "countryside" for kind in kinds[:kinds.index("countryside")])  # the Core part under


def test_among_the_cities_the_camp_is_drawn_blindly_with_them():
    """LL §5.1 option 3: the Camp among the city tiles, as many drawn as the scenario has cities: sometimes it is
    there, sometimes not, never more tiles than cities."""
    present = set()
    for seed in range(1, 30):
        state = GAME.create(GAME.resolve_options({"scenario": "solo_conquest", "volkares_camp": "among_cities"}), 1,
                            seed)
        kinds = [CATALOG.tiles[t].kind for t in state.decks.tiles]
        assert kinds.count("city") + kinds.count("volkare_camp") == 2
        present.add(kinds.count("volkare_camp"))
    assert present == {0, 1}


# --- revealing the Camp ------------------------------------------------------------------------------------

def test_revealed_he_guards_it_at_the_next_citys_level_face_down_and_never_takes_a_turn():
    """LL §5.1: his dial at the city level the scenario gives (Solo Conquest's first city: 5), the tokens of that
    level face down around his token, his figure on the Camp; he never moves: no Tactic, no place in the Round Order,
    no deck."""
    state = with_camp(new_game())
    him = state.volkare
    assert him.camp and him.position == CAMP
    first_level = CATALOG.scenarios["solo_conquest"].setup_for(1).city_levels[0]
    assert him.level == first_level == state.map.cities[CAMP]
    assert len(him.army) == sum(CATALOG.volkare.army(first_level).counts.values())
    assert all(not token.face_up for token in him.army)
    state = act(state, "end-turn")
    while state.round.phase == "turns" and state.turn is not None and state.turn.decision is not None:
        state = act(state, f"choose option={state.turn.decision.options[0]}")
    assert him.tactic is None and state.round.volkare_slot is None and not state.volkare.deck


def test_a_city_revealed_after_the_camp_takes_the_next_level():
    """The Camp takes a city's place in the order the levels are listed (decision in volkares_camp.revealed)."""
    state = with_camp(new_game())
    ctx = Ctx(CATALOG, state, rules=BOOK)
    city = next(t for t in state.decks.tiles if CATALOG.tiles[t].kind == "city")
    state.decks.tiles.remove(city)
    place_tile(ctx, city, (4, -5))
    levels = CATALOG.scenarios["solo_conquest"].setup_for(1).city_levels
    assert state.map.cities[hex_key(4, -5)] == levels[1]


def test_his_tokens_turn_up_when_a_hero_stands_next_to_the_camp_by_day_or_night():
    """LL §5.1: "revealed exactly like a city's": face down until someone is adjacent, Day or Night."""
    state = with_camp(new_game())
    state.round.time = "night"
    start, here = next((start, here) for start in beside(CAMP, state) if walkable(state, start)
                       for here in beside(start, state)
                       if walkable(state, here) and parse_hex(CAMP) not in neighbours(parse_hex(here)))
    state = put(state, 0, here)
    state.turn.move = 9
    state = act(state, f"move to={label(state, start)}")
    assert all(token.face_up for token in state.volkare.army)


# --- the assault -------------------------------------------------------------------------------------------

def test_moving_onto_the_camp_assaults_him_fortified_without_reputation_loss():
    """LL §5.1: like a city assault without Reputation loss; the Camp is fortified; entering costs 2."""
    state = with_camp(new_game())
    start = next_to_camp(state)
    state = put(state, 0, start)
    state.turn.move = 9
    reputation = state.players[0].reputation
    state = act(state, f"move to={label(state, CAMP)}")
    combat = state.turn.combat
    assert combat.kind == "volkare"
    troops = [foe for foe in combat.foes if foe.origin == volkare.ARMY]
    assert troops and all(foe.defends for foe in troops)
    assert state.players[0].reputation == reputation


@pytest.mark.parametrize("colors, shields", [(["red"], 1), (["white", "red"], 2), (["green"], 0),
                                             (["green", "gray"], 1), (["green", "green", "green"], 1),
                                             (["gray", "green", "red"], 2)])
def test_shields_on_his_token_per_red_or_white_and_per_two_gray_or_green(colors, shields):
    """LL §5.1's examples: 3 green bring only 1 Shield, as 2 green or 1 gray and 1 green do."""
    assert volkares_camp.shields_for(colors) == shields


def assault(state, army: list[Token]):
    state.volkare.army[:] = army
    start = next_to_camp(state)
    state = put(state, 0, start)
    state.turn.move = 9
    return act(state, f"move to={label(state, CAMP)}"), start


def test_all_his_troops_defeated_capture_him_and_conquer_the_camp_for_the_assaulting_hero():
    """LL §5.1: all troops defeated: Volkare captured, the Camp conquered, the Hero on its space, the Shields on his
    token make its leader, who counts as a city leader."""
    state = with_camp(new_game())
    state, _ = assault(state, [Token("swamp_dragon", "red", False), Token("wolf_riders", "green", False)])
    ctx = Ctx(CATALOG, state, rules=BOOK)
    phases.defeat(ctx, 0, 0)
    phases.defeat(ctx, 0, 1)
    phases.end_if_all_defeated(ctx, 0)
    assert volkare.is_defeated(ctx) and volkares_camp.conquered_camp(ctx) == CAMP
    assert state.players[0].position == CAMP
    assert state.map.shields[CAMP] == [0]  # the red token; the one green alone gives none


def test_troops_left_standing_send_the_hero_back():
    """LL §5.1: not all defeated: nothing else happens, back to the space attacked from; the Shields stay."""
    state = with_camp(new_game())
    state, start = assault(state, [Token("swamp_dragon", "red", False), Token("wolf_riders", "green", False)])
    ctx = Ctx(CATALOG, state, rules=BOOK)
    phases.defeat(ctx, 0, 0)
    for _ in range(6):
        if state.turn.combat is None:
            break
        moves = legal(state)
        state = act(state, "next-phase" if "next-phase" in moves else
                    next(m for m in moves if m.startswith("damage")) if any(m.startswith("damage") for m in moves)
                    else moves[0])
    assert state.turn.combat is None
    assert state.players[0].position == start and len(state.volkare.army) == 1
    assert state.map.shields[CAMP] == [0]


# --- the conquered Camp --------------------------------------------------------------------------------------

def test_hand_limit_next_to_the_conquered_camp_counts_keeps_and_the_camp_for_its_leader():
    """LL §5.1: with a Shield on his token, on or next to the Camp, +1 per keep owned; the leader +1 more."""
    state = conquered(with_camp(new_game(seats=2, scenario="full_conquest")), [1, 0, 0])
    ctx = Ctx(CATALOG, state, rules=BOOK)
    base = [CATALOG.levels[p.level - 1].hand_limit for p in state.players]
    next_to = beside(CAMP, state)[1]
    put(state, 0, next_to)
    put(state, 1, CAMP)
    assert hand_limit(ctx, 0) == base[0] + 1  # the leader: no keep, the Camp as one
    assert hand_limit(ctx, 1) == base[1]  # a Shield, no keep
    put(state, 0, hex_key(0, 0))
    assert hand_limit(ctx, 0) == base[0]  # away from the Camp


def test_next_to_the_conquered_camp_heroes_recruit_keep_and_village_units_with_influence_per_shield():
    """LL §5.1: Units of keeps and villages recruited at the Camp and next to it; a regular Unit added to the offer
    for 1 Influence; 1 Influence more per own Shield on his token."""
    state = conquered(with_camp(new_game()), [0, 0])
    next_to = next_to_camp(state)
    state = put(state, 0, next_to)
    state.turn.influence = 1
    moves = legal(state)
    assert "interact" in moves and "add-unit" in moves
    state = act(state, "interact")
    assert state.turn.influence == 1 + 2 + CATALOG.source.reputation.influence_modifier.get(
        state.players[0].reputation, 0)
    offered = len(state.offers.units)
    state = act(state, "add-unit")
    assert len(state.offers.units) == offered + 1


def test_far_from_the_camp_there_is_nobody_to_deal_with():
    state = conquered(with_camp(new_game()), [0])
    state = put(state, 0, hex_key(0, 0))  # the portal
    assert "interact" not in legal(state)


def test_a_pursuit_fights_green_red_or_both_for_fame_only_and_marks_the_space():
    """LL §5.1 Pursuit: on the Camp or next to it; Fame only; one defeated marks the space with the Hero's Shield,
    and nobody pursues there again; each such Shield is 1 for Greatest Conqueror."""
    state = conquered(with_camp(new_game()), [0])
    next_to = next_to_camp(state)
    state = put(state, 0, next_to)
    assert {"pursue enemies=green", "pursue enemies=red", "pursue enemies=both"} <= set(legal(state))
    reputation = state.players[0].reputation
    state = act(state, "pursue enemies=both")
    combat = state.turn.combat
    assert combat.kind == "pursuit" and [foe.color for foe in combat.foes] == ["green", "red"]
    ctx = Ctx(CATALOG, state, rules=BOOK)
    phases.defeat(ctx, 0, 0)
    phases.defeat(ctx, 0, 1)
    phases.end_if_all_defeated(ctx, 0)
    assert state.players[0].reputation == reputation
    assert state.map.pursued == {next_to: 0}
    assert not any(move.startswith("pursue") for move in legal(state))
    score = final_score(ctx)
    assert score is not None


def test_a_pursuit_is_refused_away_from_the_camp_and_where_someone_pursued():
    state = conquered(with_camp(new_game()), [0])
    state = put(state, 0, hex_key(0, 0))
    refused(state, "pursue enemies=green", "LL 5.1")
    next_to = next_to_camp(state)
    state = put(state, 0, next_to)
    state.map.pursued[next_to] = 0
    refused(state, "pursue enemies=red", "LL 5.1")


def test_a_pursuit_offers_only_colours_left_to_draw():
    """All the red tokens out on the map (none in the pile nor the discards): only the green pursuit is offered,
    and a red one typed is refused."""
    state = conquered(with_camp(new_game()), [0])
    state = put(state, 0, next_to_camp(state))
    state.decks.enemies["red"].clear()
    state.decks.enemy_discards["red"].clear()
    assert [move for move in legal(state) if move.startswith("pursue")] == ["pursue enemies=green"]
    refused(state, "pursue enemies=both", "LL 5.1")


def test_the_camp_counts_as_a_city_for_the_goal_and_its_leader_scores_as_a_city_leader():
    """LL §5.1 Scoring: the Camp leader is a city leader; conquered, it is one of the cities the goal counts."""
    from engine.mageknight.scoring import PER_SEAT, _all_cities_conquered, _cities
    state = with_camp(new_game())
    ctx = Ctx(CATALOG, state, rules=BOOK)
    assert _cities(ctx) == []  # he still stands there
    conquered(state, [0])
    assert _cities(ctx) == [[0]] and PER_SEAT["city_led"](ctx, 0) == 1
    assert not _all_cities_conquered(ctx)  # the other city is still in the deck


# --- played from beside the Camp ------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(1, 9))
def test_random_play_beside_the_camp_and_after_its_conquest_keeps_every_invariant(seed):
    """Random legal moves from beside the Camp (its assault, its combats, its withdrawals), and from beside the
    conquered Camp (interaction, pursuit): the seat to act always has a legal move, every invariant of the self-play
    holds after every action, and the JSON round trip is exact."""
    rng = random.Random(seed)
    state = with_camp(new_game())
    if seed % 2:
        conquered(state, [0])
    state = put(state, 0, next_to_camp(state))
    state.turn.move, state.turn.influence = 9, 6
    expected, dice = card_census(state), len(state.source)
    for _ in range(150):
        if GAME.is_over(state):
            break
        (seat,) = GAME.to_act(state)
        actions = GAME.legal_actions(state, seat)
        camp_moves = [a for a in actions if a.verb in ("pursue", "add-unit", "recruit", "interact")
                      or a.get("to") == label(state, CAMP)]
        action = rng.choice(camp_moves) if camp_moves and rng.random() < .5 else choose(rng, actions)
        state = GAME.apply(state, seat, action).state
        check_seat_can_act(GAME, state)
        check_invariants(GAME, state, expected, dice)

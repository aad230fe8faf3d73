"""Every kind of site a combat can be won at, fought through the engine's own moves and claimed at the End of
Turn (rules spec §8.11.2, §9.5; Lost Legion §2.1.2): no site's reward path is left unexercised.

Each case lays the site's tile the way exploring does (reveal.place_tile: its defenders, garrison, ruins token),
starts the combat with the legal move that starts it there, wins it, ends the turn and answers every choice
of the End of Turn with its first option. The reward must be given and the turn must pass on.
"""
import pytest

from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.geometry import MapLayout, parse_label
from engine.mageknight.positions import build_position
from engine.mageknight.reveal import place_tile
from engine.mageknight.state import Token, hex_key
from tests.mageknight.moves import act, legal

CATALOG = GAME.catalog
NEXT_TILE = (1, -3)  # the first space beyond the starting tile


def lay(tile, label, scenario="full_conquest", hand=("march", "march", "march", "rage", "stamina"), **hero):
    """Seat 1 stands on `label` of `tile`, laid next to the starting tile, with plenty of Move."""
    state = build_position(CATALOG, {"scenario": scenario, "tiles": [["starting_a", 0, 0]],
                                     "players": [{"hero": "tovak", "hand": list(hand), **hero}, {"hero": "goldyx"}],
                                     "turn": {"move": 0}})
    place_tile(Ctx(CATALOG, state), tile, NEXT_TILE)
    state.players[0].position = key_of(state, label)
    state.turn.path = [state.players[0].position]
    return state


def key_of(state, label):
    return hex_key(*parse_label(MapLayout.from_rows(state.map.tiles), label))


def win(state):
    """Enough Attack, of an element no enemy resists fully, against every enemy of the combat at once."""
    combat = state.turn.combat
    combat.phase, combat.attack = "attack", {"melee:cold_fire": 500}
    return act(state, "attack targets=" + ",".join(str(i) for i in range(len(combat.foes))))


def claim(state):
    """End the turn; every choice of the End of Turn's rewards takes its first option. The Hero is already at the
    level the Fame of the combat brings, so what the turn adds is the reward alone (levels are §9.6's tests)."""
    player = state.players[0]
    player.level = CATALOG.level_for_fame(player.fame).level
    state = act(state, "end-turn")
    while state.turn.seat == 0 and state.turn.decision is not None:
        state = act(state, "choose option=" + state.turn.decision.options[0])
    assert state.turn.seat == 1, legal(state)
    return state


def fought(state, *moves):
    for move in moves:
        state = act(state, move)
    assert state.turn.combat is not None, moves
    won = win(state)
    assert won.turn.combat is None
    return won


def owned(state):
    """What a reward can add: Fame, Spells / Advanced Actions / Artifacts among the Deed cards, crystals, Units."""
    player = state.players[0]
    won_cards = sorted(card for card in player.deck + player.hand + player.discard
                       if CATALOG.cards[card].kind in ("spell", "advanced_action", "artifact"))
    return player.fame, won_cards, sum(player.crystals.values()), len(player.units)


ASSAULTS = [  # (tile, where the Hero stands, the site's space): the assault is a move into the site
    ("countryside_3", "3-C", "3-NE"),  # keep
    ("countryside_4", "4-NE", "4-C"),  # mage tower: a Spell
    ("core_5", "C5-SE", "C5-C"),  # green city
    ("core_6", "C6-E", "C6-C"),  # blue city
    ("core_7", "C7-E", "C7-C"),  # white city
    ("core_8", "C8-E", "C8-C"),  # red city
]


@pytest.mark.parametrize("tile,start,site", ASSAULTS)
def test_8_11_2_3_a_won_assault_gives_its_conquest_and_reward_at_the_end_of_the_turn(tile, start, site):
    state = lay(tile, start)
    state.turn.move = 20
    won = fought(state, f"move to={site}")
    assert won.map.shields[key_of(won, site)][-1] == 0
    site_id = CATALOG.tiles[tile].hexes[site.split("-")[1]].site
    assert won.turn.rewards == ([["site", site_id]] if CATALOG.sites[site_id].reward else [])
    before = owned(won)
    after = claim(won)
    assert (owned(after) != before) == bool(CATALOG.sites[site_id].reward)


ADVENTURES = [  # (tile, the site's space)
    ("countryside_7", "7-SE"),  # dungeon: a roll for a Spell or an Artifact
    ("core_1", "C1-NE"),  # tomb: a Spell and an Artifact
    ("countryside_6", "6-W"),  # monster den: two rolled crystals
    ("core_1", "C1-W"),  # spawning grounds: an Artifact and three rolled crystals
]


@pytest.mark.parametrize("tile,site", ADVENTURES)
def test_8_11_2_2_a_won_adventure_site_gives_its_reward_at_the_end_of_the_turn(tile, site):
    won = fought(lay(tile, site), "enter")
    assert won.turn.rewards
    before = owned(won)
    assert owned(claim(won)) != before


def test_8_11_2_4_a_burned_monastery_gives_its_artifact_at_the_end_of_the_turn():
    won = fought(lay("countryside_5", "5-NE"), "burn")
    assert won.turn.rewards == [["burn", "monastery"]]
    deck_before = len(won.players[0].deck + won.players[0].hand)
    after = claim(won)
    assert len(after.players[0].deck + after.players[0].hand + after.players[0].discard) > deck_before


ENEMY_RUINS = sorted(token.id for token in CATALOG.ruins_tokens.values() if token.kind == "enemies")
ALTARS = sorted(token.id for token in CATALOG.ruins_tokens.values() if token.kind == "altar")


@pytest.mark.parametrize("token", ENEMY_RUINS)
def test_9_5_ancient_ruins_with_enemies_give_their_tokens_reward_at_the_end_of_the_turn(token):
    state = lay("countryside_8", "8-NE")
    state.map.ruins[key_of(state, "8-NE")] = [token, True]
    won = fought(state, "enter")
    assert won.turn.rewards == [["ruins", token]]
    before = owned(won)
    assert owned(claim(won)) != before


@pytest.mark.parametrize("token", ALTARS)
def test_9_5_an_ancient_ruins_altar_is_paid_for_its_fame_and_the_turn_ends(token):
    state = lay("countryside_8", "8-NE", crystals={"red": 3, "blue": 3, "green": 3, "white": 3})
    state.map.ruins[key_of(state, "8-NE")] = [token, False]
    state = act(state, "enter")  # the face-down token turns up
    tribute = next(a for a in legal(state) if a.startswith("enter mana="))
    paid = act(state, tribute)
    assert paid.players[0].fame == CATALOG.ruins_tokens[token].fame
    assert claim(paid).players[0].fame == CATALOG.ruins_tokens[token].fame


@pytest.mark.parametrize("tile,site,path", [(tile, site, path) for tile, site in (("countryside_12", "12-SW"),
                                                                                  ("core_9", "C9-NW"))
                                            for path in (2, 4, 6)])
def test_ll_2_1_2_a_won_maze_or_labyrinth_path_gives_its_reward_at_the_end_of_the_turn(tile, site, path):
    state = act(lay(tile, site), "enter")
    for _ in range(path // 2):
        state = act(state, "play card=march mode=basic")
    won = fought(state, f"enter path={path}")
    assert won.turn.rewards == [["maze", CATALOG.tiles[tile].hexes[site.split("-")[1]].site, str(path)]]
    before = owned(won)
    assert owned(claim(won)) != before


@pytest.mark.parametrize("tile,start,enemy", [("countryside_1", "1-C", "1-NW"), ("core_2", "C2-E", "C2-SE")])
def test_8_11_2_1_defeated_rampaging_enemies_change_reputation_and_the_turn_ends(tile, start, enemy):
    state = lay(tile, start)
    won = fought(state, f"challenge at={enemy}")
    assert won.players[0].reputation != 0 and key_of(won, enemy) not in won.map.enemies
    claim(won)


def test_ll_5_1_volkares_camp_is_conquered_and_the_turn_ends():
    """Volkare's Camp (Lost Legion §5.1): no scenario of the data lays its tile yet, nor draws Volkare's army, so
    one red token stands in for the army here; conquering it gives no reward to claim."""
    state = lay("volkare_camp_tile", "V-E")
    camp = key_of(state, "V-C")
    enemy = next(e for e in CATALOG.enemies.values() if e.color == "red")
    state.map.enemies[camp] = [Token(enemy.id, "red", False)]
    state.turn.move = 20
    won = fought(state, "move to=V-C")
    assert won.map.shields[camp] == [0] and not won.turn.rewards
    claim(won)

"""Rampage! (§13.6.5; engine/mageknight/rampage.py), chosen at /game new as `rampage=yes` or `more`, on real tables set
up by the engine: the Reputation it starts at, what comes back on the spaces where rampaging enemies were defeated at
the end of each Day and Night, and the Reputation the raiders bring."""
import pytest

from engine.mageknight import rampage
from engine.mageknight.board import layout_of
from engine.mageknight.cards import BOOK
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.geometry import space_at
from engine.mageknight.state import Combat, Foe, hex_key, parse_hex

from tests.mageknight.lobby import lobby_words
from tests.mageknight.moves import started

CATALOG = GAME.catalog


def cleared(choice: str, seed: int, time: str = "day"):
    """A Full Conquest table at its first Round's end, every rampaging space of the map cleared (its enemies
    defeated), nobody standing on one."""
    state = started("full_conquest", 2, seed, rampage=choice)
    state.round.time = time
    layout = layout_of(Ctx(CATALOG, state))
    spaces = [hex_key(*hex_) for hex_ in layout.hexes if space_at(layout, CATALOG, hex_).rampaging]
    for key in spaces:
        state.map.enemies.pop(key, None)
    return state, [key for key in spaces if all(player.position != key for player in state.players)]


def roll(state) -> list[dict]:
    """The Round's end: the dice rolled, one public line for them all."""
    ctx = Ctx(CATALOG, state, rules=BOOK)
    rampage.round_ended(ctx)
    assert len(ctx.events) <= 1 and all(event.kind == "rampage" and event.reveals for event in ctx.events)
    return [entry for event in ctx.events for entry in event.data["rolls"]]


@pytest.mark.parametrize("choice, reputation", [("yes", -2), ("more", -4)])
def test_13_6_5_1_the_heroes_start_at_reputation_minus_2_or_minus_4(choice, reputation):
    state = started("full_conquest", 2, 3, rampage=choice)
    assert [player.reputation for player in state.players] == [reputation, reputation]
    assert [player.reputation for player in started("full_conquest", 2, 3).players] == [0, 0]


@pytest.mark.parametrize("time, wakes, extra", [("day", rampage.WARM, "gold"), ("night", rampage.COLD, "black")])
def test_13_6_5_2_a_die_for_each_cleared_space_brings_its_raiders_back_on_the_times_colours(time, wakes, extra):
    """§13.6.5.2-3: by Day red, green or gold draws a new rampaging enemy of the space's colour, gold a brown
    monster too; by Night white, blue or black, black adding the brown one. Over these tables every face shows."""
    faces = set()
    for seed in range(1, 31):
        state, spaces = cleared("yes", seed, time)
        events = roll(state)
        assert [event["space"] for event in events] == spaces
        layout = layout_of(Ctx(CATALOG, state))
        for event in events:
            key, face = event["space"], event["face"]
            faces.add(face)
            tokens = state.map.enemies.get(key, [])
            printed = space_at(layout, CATALOG, parse_hex(key)).rampaging
            expected = ([printed] if face in wakes else []) + (["brown"] if face == extra else [])
            assert [token.color for token in tokens] == expected and all(token.face_up for token in tokens)
            assert (key in state.map.rampage) == bool(tokens)
    assert faces == {"red", "green", "blue", "white", "gold", "black"}


def test_13_6_5_4_more_rampage_always_brings_the_raider_and_the_brown_monster_on_the_times_colours():
    for seed in range(1, 5):
        state, spaces = cleared("more", seed)
        for event in roll(state):
            tokens = state.map.enemies[event["space"]]
            assert len(tokens) == (2 if event["face"] in rampage.WARM else 1)
            assert tokens[1:] == [] or tokens[1].color == "brown"


def test_no_raider_comes_onto_a_heros_space_nor_after_the_last_round():
    """The decisions of rampage.py: a rampaging enemy never shares a space with a Hero (§6.4.3); after the last
    Round no Round follows for it to raid."""
    state, spaces = cleared("more", 2)
    state.players[0].position = spaces[0]
    assert spaces[0] not in [event["space"] for event in roll(state)]
    state, spaces = cleared("more", 2)
    state.round.number = CATALOG.scenarios["full_conquest"].setting(2, "rounds")
    assert roll(state) == [] and not any(state.map.enemies.get(key) for key in spaces)


def test_13_6_5_2_each_token_defeated_where_the_raiders_came_back_gives_reputation_plus_1():
    """"Each enemy token defeated there gives Reputation +1": the two tokens a gold die brought, defeated in one
    combat, +2; an enemy defeated elsewhere, nothing more."""
    state, spaces = cleared("yes", 1)
    again, never = spaces[0], state.players[1].position  # Arythea's start: a space the Rampage never filled
    state.map.rampage.append(again)
    before = state.players[0].reputation
    combat = Combat("challenge", foes=[Foe("prowlers", "green", origin=again, rampaging=True, defeated=True),
                                       Foe("crypt_worm", "brown", origin=again, rampaging=True, defeated=True),
                                       Foe("prowlers", "green", origin=never, rampaging=True, defeated=True)])
    ctx = Ctx(CATALOG, state, rules=BOOK)
    rampage.reputation_won(ctx, 0, combat)
    assert state.players[0].reputation == before + 2
    assert [event.kind for event in ctx.events] == ["rampage_reputation"]


def test_the_lobby_names_the_rampage_in_english_and_german():
    for choice, en, de in (("yes", "Rampage!", "Umherziehendes Übel!"),
                           ("more", "More Rampage!", "Mehr umherziehendes Übel!")):
        assert en in lobby_words({rampage.OPTION: choice}, "en") and de in lobby_words({rampage.OPTION: choice}, "de")

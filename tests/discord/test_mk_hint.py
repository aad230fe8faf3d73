"""/mk hint through the real bot: the move Arbiter's player would make, in the panel's words, privately, in the
reader's language; the same position gets the same hint; refusals in words; nothing hidden in it (issue 16)."""
import random
import threading

import pytest

from bench.mageknight_selfplay import choose
from cogs import mk_hint
from cogs.mk_labels import label
from engine.mageknight.game import GAME
from engine.mageknight.resolve import WOUND
from engine.players import Choice, RandomPlayer
from games import REGISTERED, Registration
from tests.conftest import store_fingerprint
from tests.discord.helpers import labels, private
from tests.discord.mk_driver import CHANNEL, heroes_chosen, start_table
from tests.discord.secret_scan import Secrets, scan_messages
from tests.mageknight.test_rules_combat import ATTACKING, data, fight, find_enemy, foe


async def _position(mk, seat: int):
    loaded = await mk.bot.tables.status(CHANNEL)
    return loaded.state, GAME.legal_actions(loaded.state, seat), GAME.view(loaded.state, seat)


def _hinted(reply: str, prefix: str) -> str:
    """The move named between "Hint: **" and "**"."""
    assert reply.startswith(prefix + " **"), reply
    return reply[len(prefix) + 3:].partition("**")[0]


def _labels(legal, view, locale: str, seat: int) -> list[str]:
    return [label(GAME.catalog, action, view, locale, seat) for action in legal]


async def test_the_hint_names_a_legal_move_in_words_privately_and_the_same_twice(mk, db_path, monkeypatch):
    monkeypatch.setattr(mk_hint, "player_of", lambda game_id: RandomPlayer())  # a player without reasons
    ann, _bob = (await heroes_chosen(mk)).values()
    _state, legal, view = await _position(mk, 0)
    before = store_fingerprint(db_path)
    first = await mk.slash(ann, "/mk hint")
    assert len(first) == 1 and first == private(first)
    move = _hinted(first[0].content, "Hint:")
    assert move in _labels(legal, view, "en", 0)
    assert not any(str(action) in first[0].content for action in legal) and "=" not in first[0].content
    assert "what Arbiter would do now" in first[0].content  # the random player gives no reason: the plain sentence
    again = await mk.slash(ann, "/mk hint")
    assert again[0].content == first[0].content
    assert store_fingerprint(db_path) == before  # a hint changes nothing at the table


async def test_a_german_reader_gets_the_hint_in_german(mk, monkeypatch):
    monkeypatch.setattr(mk_hint, "player_of", lambda game_id: RandomPlayer())  # a player without reasons
    ann, _bob = (await heroes_chosen(mk)).values()
    english = _hinted((await mk.slash(ann, "/mk hint"))[0].content, "Hint:")
    ann.locale = "de"
    replies = await mk.slash(ann, "/mk hint")
    assert replies == private(replies) and "das würde Arbiter jetzt tun" in replies[0].content
    _state, legal, view = await _position(mk, 0)
    german = _hinted(replies[0].content, "Tipp:")
    assert _labels(legal, view, "de", 0).index(german) == _labels(legal, view, "en", 0).index(english)


async def test_the_players_reason_is_said_in_the_readers_language(mk, monkeypatch):
    """A player that says why: its reason follows the move; the choice is made in a worker thread, never on the
    bot's event loop."""
    ann, _bob = (await heroes_chosen(mk)).values()
    threads = []

    class Explaining:
        name = "explaining"

        def choose(self, game, state, seat, seed):
            threads.append(threading.current_thread())
            return Choice(game.legal_actions(state, seat)[0], "Move 2 reaches the village.",
                          "Bewegung 2 erreicht das Dorf.")

    monkeypatch.setattr(mk_hint, "player_of", lambda game_id: Explaining())
    _state, legal, view = await _position(mk, 0)
    replies = await mk.slash(ann, "/mk hint")
    assert replies[0].content == f"Hint: **{_labels(legal, view, 'en', 0)[0]}** — Move 2 reaches the village."
    ann.locale = "de"
    replies = await mk.slash(ann, "/mk hint")
    assert replies[0].content == f"Tipp: **{_labels(legal, view, 'de', 0)[0]}** — Bewegung 2 erreicht das Dorf."
    assert threads and all(thread is not threading.main_thread() for thread in threads)


async def test_arbiters_hint_names_the_move_once_and_says_why_with_the_numbers(mk, monkeypatch):
    """The panel's label names the move; the reason says only why, here a Block against the enemy's Attack."""
    enemy = find_enemy(element="physical", allow=ATTACKING, resists=())
    hits = data(enemy).attacks[0].value

    def blocking(options, seats, seed):
        state = fight(foe(enemy), phase="block", hand=("march", "rage"))
        state.turn.combat.block = {"physical": hits}
        return state
    monkeypatch.setattr(GAME, "create", blocking)
    ann = (await start_table(mk, "solo_conquest", ["ann"], 3))[0]
    _state, legal, view = await _position(mk, 0)
    block = next(action for action in legal if action.verb == "block")
    (english,) = await mk.slash(ann, "/mk hint")
    assert english.content == (f"Hint: **{label(GAME.catalog, block, view, 'en', 0)}** — "
                               f"Block {hits} covers the Attack {hits} of the {data(enemy).name.en}.")
    ann.locale = "de"
    (german,) = await mk.slash(ann, "/mk hint")
    assert german.content == (f"Tipp: **{label(GAME.catalog, block, view, 'de', 0)}** — "
                              f"Block {hits} deckt den Angriff {hits} ({data(enemy).name.de}).")


async def test_the_panels_bulb_gives_the_hint_as_a_new_private_message(mk):
    """💡 sits on the panel's first level, where the navigation row has room; a level down it makes way for ⬑."""
    ann, bob = (await heroes_chosen(mk)).values()
    hint = (await mk.slash(ann, "/mk hint"))[0].content
    (panel,) = await mk.slash(ann, "/mk turn")
    assert labels(panel)[-1] == "💡"
    replies = await mk.press(ann, "💡")
    assert [m.content for m in replies] == [hint] and replies == private(replies)
    assert all(m.how != "edit" for m in replies)  # the panel stays as it was
    cards = next(m for m in await mk.press(ann, next(x for x in labels(panel) if x.startswith("Cards")))
                 if m.how == "edit")
    assert "⬑" in labels(cards) and "💡" not in labels(cards)
    await mk.slash(bob, "/mk turn")
    refused = await mk.press(bob, "💡")
    assert refused == private(refused) and "not your decision" in refused[0].content


REFUSED = [
    # (the table: none, lobby or started; who asks; the private refusal)
    ("none", "ann", "no game"),
    ("lobby", "ann", "not running"),
    ("started", "bob", "not your decision"),
    ("started", "cy", "do not sit"),
]


@pytest.mark.parametrize("table, who, expected", REFUSED, ids=[f"{r[0]} {r[1]}" for r in REFUSED])
async def test_a_hint_is_refused_privately_in_words(mk, db_path, table, who, expected):
    if table == "lobby":
        await mk.slash(mk.user("ann"), "/game new game:mageknight scenario:first_reconnaissance seats:2")
    if table == "started":
        await heroes_chosen(mk)
    before = store_fingerprint(db_path)
    replies = await mk.slash(mk.user(who), "/mk hint")
    assert replies and replies == private(replies)
    assert expected in replies[-1].content
    assert store_fingerprint(db_path) == before


async def test_a_hint_in_german_is_refused_in_german(mk):
    _ann, bob = (await heroes_chosen(mk)).values()
    bob.locale = "de"
    replies = await mk.slash(bob, "/mk hint")
    assert "Du bist gerade nicht dran; wir warten auf ann." in replies[0].content


async def test_hints_through_a_game_name_legal_moves_and_reveal_nothing_hidden(mk):
    """The seat to act asks for a hint before every move of a game's opening Rounds: each names one of its legal
    moves, and the secret scan finds nothing in it its reader may not see."""
    users = await start_table(mk, "first_reconnaissance", ["ann", "bob"], 5)
    rng = random.Random(5)
    leaks = []
    for _ in range(60):
        loaded = await mk.bot.tables.status(CHANNEL)
        if GAME.is_over(loaded.state):
            break
        (seat,) = GAME.to_act(loaded.state)
        legal, view = GAME.legal_actions(loaded.state, seat), GAME.view(loaded.state, seat)
        replies = await mk.slash(users[seat], "/mk hint")
        assert _hinted(replies[0].content, "Hint:") in _labels(legal, view, "en", seat)
        leaks += scan_messages(replies, Secrets(loaded.state, loaded.state, loaded.row.seed), lambda _m: seat,
                               None, mk.is_public)
        ready = sum(card != WOUND for card in loaded.state.players[seat].hand)
        combat = loaded.state.turn.combat if loaded.state.turn is not None else None
        chosen = choose(rng, legal, ready, combat.phase if combat is not None else None)
        await mk.slash(users[seat], f"/game act action:{chosen}")
    assert not leaks, "\n".join(leaks)


def test_the_registered_player_is_made_from_a_class_or_taken_as_an_instance():
    assert REGISTERED["mageknight"].load_player().name == "arbiter"
    as_class = Registration(id="x", engine="engine.sumrace", game="engine.sumrace.game:GAME",
                            player="engine.players:RandomPlayer")
    assert isinstance(as_class.load_player(), RandomPlayer)

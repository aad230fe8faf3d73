"""Bot seats through the real command tree, at Sum Race (any registered game's player plays them): opened with
`bots:`, added and removed in the lobby, played by the table after each player's move as ordinary public lines,
a seat left mid-game handed to a bot and taken back, and every refusal private with its reason."""
import asyncio
import threading

import pytest

from cogs import bots as bot_seats
from engine.players import Choice, RandomPlayer
from engine.sumrace.game import GAME
from tests.discord.helpers import contents, labels, private, public

CHANNEL = 600_000_000_000_000_001


async def state(local):
    return await local.bot.tables.status(CHANNEL)


def pinged(message) -> list[int]:
    return [int(u) for u in (message.allowed_mentions or {}).get("users", [])]


async def solo_with_bot(local, bots: int = 1, seed: int = 3):
    ann = local.user("ann")
    created = await local.slash(ann, f"/game new game:sumrace bots:{bots}")
    await local.slash(ann, "/game bot-pace seconds:0")
    return ann, created


async def test_a_bot_opponent_plays_each_turn_after_the_players_in_public_lines(local):
    ann, created = await solo_with_bot(local)
    assert "Arbiter 1 (Arbiter's own player) joins the table as player 2." in contents(public(created))
    await local.slash(ann, "/game start seed:3")
    while not GAME.is_over((loaded := await state(local)).state):
        assert GAME.to_act(loaded.state) == {0}, "the table plays the bot's seat: a player always gets it back"
        before = len(loaded.actions)
        sent = await local.slash(ann, f"/game act action:{GAME.legal_actions(loaded.state, 0)[0]}")
        after = await state(local)
        bot_moves = [a for a in after.actions[before + 1:]]
        assert all(a.seat == 1 for a in bot_moves) and len(after.actions) > before
        lines = [m.content for m in public(sent)]
        for move in bot_moves:  # each bot move is an ordinary public line, as a player's is
            assert any(f"`{move.action}`" in line and "Arbiter 1" in line for line in lines), lines
        assert not private(sent) or all(local.visible_to(ann, [m]) for m in private(sent)), "no place for a bot"
        for message in sent:
            assert all(u > 0 for u in pinged(message)) and "<@-" not in message.content, "a bot is never pinged"
        if bot_moves and not GAME.is_over(after.state):  # the hand-off back to ann pings her, as ever
            assert any(pinged(m) == [ann.id] for m in public(sent))
    assert local.errors == []


async def test_lobby_bots_added_removed_and_a_full_tables_bot_seat_taken_by_a_joining_player(local):
    ann, bob, cat = local.user("ann"), local.user("bob"), local.user("cat")
    await local.slash(ann, "/game new game:sumrace seats:3 bots:1")
    added = await local.slash(ann, "/game add-bot")
    assert "Arbiter 2 (Arbiter's own player) joins the table as player 3." in contents(public(added))
    assert [s.name for s in (await state(local)).row.seats] == ["ann", "Arbiter 1", "Arbiter 2"]
    joined = await local.slash(bob, "/game join")  # full: bob takes the last bot's seat
    assert "bob joins the table as player 3." in contents(public(joined))
    removed = await local.slash(ann, "/game remove-bot")
    assert "Arbiter 1 leaves the table." in contents(public(removed))
    await local.slash(cat, "/game join")
    await local.slash(ann, "/game add-bot")  # refused: full again
    assert [(s.name, s.kind) for s in (await state(local)).row.seats] == [("ann", "player"), ("bob", "player"),
                                                                         ("cat", "player")]


async def test_a_seat_left_mid_game_is_handed_to_a_bot_and_taken_back(local):
    ann, bob, cat = local.user("ann"), local.user("bob"), local.user("cat")
    await local.slash(ann, "/game new game:sumrace")
    await local.slash(ann, "/game bot-pace seconds:0")
    await local.slash(bob, "/game join")
    await local.slash(ann, "/game start seed:5")
    left = await local.slash(bob, "/game leave")
    (line,) = [m for m in public(left) if "leaves seat" in m.content]
    assert line.content.startswith("bob leaves seat 2.") and "Hand seat 2 to a bot" in labels(line)
    assert (await state(local)).row.seats[1].kind == "vacant"
    refused = await local.press(cat, "Hand seat 2 to a bot")  # only the creator or Manage Channel
    assert private(refused) == refused and "creator" in contents(refused)
    await local.slash(ann, "/game act action:draw")  # ann's move hands the turn to the vacant seat: it waits
    assert GAME.to_act((await state(local)).state) == {1}
    handed = await local.press(ann, "Hand seat 2 to a bot")
    assert "Arbiter 1 plays seat 2 from now on." in contents(public(handed))
    loaded = await state(local)
    assert loaded.actions[-1].seat == 1 and GAME.to_act(loaded.state) in ({0}, frozenset()), "the bot played at once"
    taken = await local.slash(cat, "/game takeover seat:2")
    assert "cat takes over seat 2 from Arbiter 1." in contents(public(taken))
    row = (await state(local)).row
    assert (row.seats[1].name, row.seats[1].kind, row.seat_of(cat.id)) == ("cat", "player", 1)
    if not GAME.is_over((await state(local)).state):
        sent = await local.slash(ann, "/game act action:draw")
        assert [m for m in public(sent) if pinged(m) == [cat.id]], "cat is told of her turn; no bot plays it"
        assert (await state(local)).actions[-1].seat == 0


@pytest.mark.parametrize("locale, words", [
    ("en", "Seat 2 is empty and it is its turn: the game waits for someone to take it with `/game takeover`, or "
           "for the creator (or Manage Channel) to hand it to a bot with `/game hand-to-bot`."),
    ("de", "Platz 2 ist leer und am Zug: Das Spiel wartet, bis ihn jemand mit `/game takeover` übernimmt oder wer "
           "den Tisch eröffnet hat (oder Kanäle verwalten darf) ihn mit `/game hand-to-bot` einem Bot gibt.")])
async def test_a_vacant_seat_to_act_is_said_to_hold_the_game_up_in_the_handoff_and_the_status(local, locale, words):
    ann, bob = local.user("ann", locale=locale), local.user("bob", locale=locale)
    await local.slash(ann, "/game new game:sumrace")
    await local.slash(ann, f"/game language language:{locale}")
    await local.slash(bob, "/game join")
    await local.slash(ann, "/game start seed:5")
    await local.slash(bob, "/game leave")
    status = await local.slash(ann, "/game status")
    assert words not in contents(status), "not while the seat still to act is ann's"
    handed = await local.slash(ann, "/game act action:draw")
    assert words in contents(public(handed)), "the line that hands the turn to the empty seat says so"
    assert words in contents(await local.slash(ann, "/game status"))
    assert words in _status_message(local).content, "the status message says it too"
    await local.slash(ann, "/game hand-to-bot seat:2")
    assert words not in contents(await local.slash(ann, "/game status"))


def _status_message(local):
    """The table's status message as it reads now (the last edit of the newest one)."""
    shown = {m.id: m for m in local.fake.traffic.messages if m.content.startswith("**Sum Race**")}
    return shown[max(shown)]


async def test_a_player_takes_a_bots_seat_with_join_mid_game_and_a_kicked_players_seat_stays(local):
    ann, bob, cat = local.user("ann"), local.user("bob"), local.user("cat")
    await local.slash(ann, "/game new game:sumrace bots:1")
    await local.slash(ann, "/game bot-pace seconds:0")
    await local.slash(bob, "/game join")
    await local.slash(ann, "/game start seed:2")
    joined = await local.slash(cat, "/game join")
    assert "cat takes over seat 2 from Arbiter 1." in contents(public(joined))
    kicked = await local.slash(ann, "/game kick user:bob")
    assert "bob leaves seat 3." in contents(public(kicked))
    handed = await local.slash(ann, "/game hand-to-bot")
    assert "Arbiter 1 plays seat 3 from now on." in contents(public(handed))
    assert [s.kind for s in (await state(local)).row.seats] == ["player", "player", "bot"]


@pytest.mark.parametrize("setup, who, line, expected", [
    ([("ann", "/game new game:sumrace")], "ann", "/game new game:sumrace bots:4", "table"),
    ([], "ann", "/game new game:sumrace bots:4", "at most 3 bots"),
    ([], "ann", "/game new game:sumrace seats:2 bots:2", "at most 1 bots"),
    ([("ann", "/game new game:sumrace")], "bob", "/game add-bot", "creator"),
    ([("ann", "/game new game:sumrace")], "ann", "/game remove-bot", "No bot sits"),
    ([("ann", "/game new game:sumrace seats:2 bots:1")], "ann", "/game add-bot", "full"),
    ([("ann", "/game new game:sumrace bots:1")], "ann", "/game hand-to-bot", "not running"),
    ([("ann", "/game new game:sumrace bots:1")], "bob", "/game bot-pace seconds:0", "creator"),
    ([("ann", "/game new game:sumrace bots:1"), ("ann", "/game start")], "ann", "/game takeover", "already sit"),
    ([("ann", "/game new game:sumrace"), ("bob", "/game join"), ("ann", "/game start")], "cat", "/game takeover",
     "already started"),
    ([("ann", "/game new game:sumrace"), ("bob", "/game join"), ("ann", "/game start")], "ann",
     "/game hand-to-bot", "No seat here is vacant"),
    ([("ann", "/game new game:sumrace"), ("bob", "/game join"), ("ann", "/game start")], "bob",
     "/game hand-to-bot seat:1", "creator"),
    ([("ann", "/game new game:sumrace bots:1"), ("ann", "/game start")], "cat", "/game takeover seat:4",
     "seats 1 to 2"),
    ([("ann", "/game new game:sumrace bots:1"), ("ann", "/game start")], "cat", "/game takeover seat:1",
     "already started"),
])
async def test_bad_input_for_bot_seats_is_refused_privately_with_the_reason(local, setup, who, line, expected):
    for name, command in setup:
        await local.slash(local.user(name), command)
    before = await local.bot.tables.status(CHANNEL) if setup else None
    replies = await local.slash(local.user(who), line)
    assert replies and replies == private(replies), "refusals are private"
    assert expected in replies[-1].content
    if before is not None:
        after = await local.bot.tables.status(CHANNEL)
        assert (after.row.version, after.row.seats) == (before.row.version, before.row.seats)


async def test_german_words_for_bot_seats(local):
    anna = local.user("anna", locale="de")
    await local.slash(anna, "/game new game:sumrace")
    await local.slash(anna, "/game language language:de")
    created = await local.slash(anna, "/game add-bot")
    assert "Arbiter 1 (Arbiters eigener Spieler) setzt sich als 2. Spieler an den Tisch." in contents(created)
    refused = await local.slash(anna, "/game remove-bot")
    assert "Arbiter 1 verlässt den Tisch." in contents(refused)
    refused = await local.slash(anna, "/game remove-bot")
    assert contents(refused) == "An diesem Tisch sitzt kein Bot."


class GatedPlayer:
    """Any legal move, once the test lets it answer: a bot thinking for as long as a test needs."""
    name = "slow"

    def __init__(self) -> None:
        self.thinking, self.may_answer, self.inside = threading.Event(), threading.Event(), []

    def choose(self, game, state, seat, seed):
        self.inside.append(seat)
        self.thinking.set()
        assert self.may_answer.wait(10)
        return RandomPlayer().choose(game, state, seat, seed)


async def a_move_the_bot_answers(local, player: GatedPlayer):
    """ann's move at a solo table with a bot, under way until the bot, thinking now, answers it."""
    ann, _created = await solo_with_bot(local)
    await local.slash(ann, "/game start seed:3")
    move = asyncio.ensure_future(local.slash(ann, "/game act action:draw"))
    while not player.thinking.is_set():
        await asyncio.sleep(0.01)
    return move


async def test_the_bots_choice_runs_in_a_worker_while_the_table_answers(local, monkeypatch):
    """A slow choice never blocks the event loop: a player's `/game status` is answered while the bot thinks."""
    player = GatedPlayer()
    monkeypatch.setattr(bot_seats, "player_of", lambda game: player)
    move = await a_move_the_bot_answers(local, player)
    status = await local.slash(local.user("bob"), "/game status")  # answered while the bot is choosing
    assert "Sum Race" in contents(status) and not move.done()
    player.may_answer.set()
    await move
    assert (await state(local)).actions[-1].seat == 1


async def test_one_bot_run_per_channel_a_second_trigger_waits_for_it_and_settled_awaits_it(local, monkeypatch):
    """Two runs would choose for the same seat and tell their moves interleaved: a trigger while the channel's run
    goes on starts none, and waits for the running one, as `settled` does."""
    player = GatedPlayer()
    monkeypatch.setattr(bot_seats, "player_of", lambda game: player)
    move = await a_move_the_bot_answers(local, player)
    inside, may_answer = player.inside, player.may_answer
    seats = local.bot.bot_seats
    again = asyncio.ensure_future(seats.play(CHANNEL))  # e.g. an undo's trigger while the bot thinks
    settled = asyncio.ensure_future(seats.settled(CHANNEL))
    await asyncio.sleep(0.05)
    assert inside == [1] and not again.done() and not settled.done()
    may_answer.set()
    await asyncio.gather(move, again, settled)
    assert [a.seat for a in (await state(local)).actions] == [0, 1], "the bot moved once, by one run"
    await seats.settled(CHANNEL)  # nothing going on: at once


async def test_a_bots_choice_past_its_time_is_any_legal_move_and_logged(local, monkeypatch, caplog):
    """The players are bounded by a count of states; the table bounds a choice by the clock as well."""
    may_answer = threading.Event()

    class StuckPlayer:
        name = "stuck"

        def choose(self, game, state, seat, seed):
            may_answer.wait(10)  # a search that would take far too long
            return Choice(game.legal_actions(state, seat)[0])

    monkeypatch.setattr(bot_seats, "player_of", lambda game: StuckPlayer())
    monkeypatch.setattr(bot_seats, "BOT_THINK_SECONDS", 0.05)
    ann, _created = await solo_with_bot(local)
    await local.slash(ann, "/game start seed:3")
    try:
        sent = await local.slash(ann, "/game act action:draw")
    finally:
        may_answer.set()
    assert "Arbiter 1" in contents(public(sent)) and (await state(local)).actions[-1].seat == 1
    assert "the stuck player took over 0.05 s for seat 2" in caplog.text


async def test_a_bots_player_that_fails_is_logged_and_the_seat_plays_any_legal_move(local, monkeypatch, caplog):
    """An engine error met inside the player's search must not leave the table waiting on the bot."""
    class FailingPlayer:
        name = "failing"

        def choose(self, game, state, seat, seed):
            raise ValueError("a decision without options")

    monkeypatch.setattr(bot_seats, "player_of", lambda game: FailingPlayer())
    ann, _created = await solo_with_bot(local)
    await local.slash(ann, "/game start seed:3")
    sent = await local.slash(ann, "/game act action:draw")
    assert "Arbiter 1" in contents(public(sent)) and (await state(local)).actions[-1].seat == 1
    assert "the failing player failed for seat 2" in caplog.text and "a decision without options" in caplog.text


async def test_a_run_of_bot_moves_is_bounded(local, monkeypatch):
    monkeypatch.setattr(bot_seats, "MOVES_PER_RUN", 2)
    ann, _created = await solo_with_bot(local, bots=3)
    await local.slash(ann, "/game start seed:3")
    sent = await local.slash(ann, "/game act action:draw")
    assert "The bots stopped after 2 moves in a row" in contents(public(sent))
    loaded = await state(local)
    assert [a.seat for a in loaded.actions] == [0, 1, 2] and GAME.to_act(loaded.state) == {3}
    resumed = await local.slash(ann, "/game bot-pace seconds:0")  # sets them going again
    assert "Arbiter 3" in contents(public(resumed))


async def test_a_bot_uses_the_games_registered_player(local, monkeypatch):
    chosen = []

    class Recording:
        name = "recording"

        def choose(self, game, state, seat, seed):
            legal = game.legal_actions(state, seat)
            chosen.append((seat, seed))
            return Choice(legal[-1], "last", "letzte")

    monkeypatch.setattr(bot_seats, "REGISTERED", {"sumrace": type("R", (), {"load_player": lambda self: Recording()})()})
    ann, _created = await solo_with_bot(local)
    await local.slash(ann, "/game start seed:3")
    await local.slash(ann, "/game act action:draw")
    assert chosen and all(seat == 1 for seat, _seed in chosen)


async def test_a_bot_waits_the_tables_pace_before_each_move(local, monkeypatch):
    waits, real_sleep = [], asyncio.sleep

    async def sleep(seconds, *args):
        if seconds:  # the bots' waits, not the event loop's own yields
            waits.append(seconds)
        await real_sleep(0)

    monkeypatch.setattr(bot_seats.asyncio, "sleep", sleep)
    ann = local.user("ann")
    await local.slash(ann, "/game new game:sumrace bots:2")
    assert await local.bot.bot_seats.pace((await state(local)).row.id) == bot_seats.DEFAULT_PACE_SECONDS
    said = await local.slash(ann, "/game bot-pace seconds:1.5")
    assert "Bots wait 1.5 s before each move." in contents(public(said))
    await local.slash(ann, "/game start seed:3")
    await local.slash(ann, "/game act action:draw")
    assert waits == [1.5, 1.5], "one wait before each of the two bots' moves"

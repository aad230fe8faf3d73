"""Mage Knight with bot seats, played by the harness through the real command tree: a competitive 2-seat game
with a bot opponent, a co-op game with a bot teammate, and a seat left mid-game handed to a bot and taken back.
Every message of every move, the players' and the bots', goes through the secret scan with the states around
that move (tests/discord/mk_driver.py, BotWatch); the bots play at pace 0, with Arbiter's own player."""
import json
import random
import re

import pytest

from bench.mageknight_selfplay import choose
from cogs.presenters import public_action
from engine.mageknight.game import GAME
from tests.discord.helpers import contents, public
from tests.discord.mk_driver import CHANNEL, BotWatch, RandomPlayer
from tests.discord.secret_scan import PictureLog
from tests.discord.table_talk import notation_in
from tests.i18n_words import english_words

TURNS = 60  # the players' moves each game is played for: several turns of each seat, a Round's end for some


async def bot_table(mk, scenario: str, seed: int, bots: int = 1) -> dict:
    ann = mk.user("ann")
    await mk.slash(ann, f"/game new game:mageknight scenario:{scenario} seats:{1 + bots} seed:{seed} bots:{bots}")
    await mk.slash(ann, "/game bot-pace seconds:0")
    return {0: ann}


def bot_lines(mk) -> list[str]:
    return [m.content for m in public(mk.fake.traffic.messages) if m.content.startswith("**Arbiter 1**")]


@pytest.mark.parametrize("scenario, seed", [("first_reconnaissance", 7), ("full_conquest", 11)])
async def test_a_competitive_game_with_a_bot_opponent(mk, monkeypatch, scenario, seed):
    users = await bot_table(mk, scenario, seed)
    drawings = PictureLog().install(monkeypatch)
    watch = BotWatch(mk, monkeypatch, drawings)
    started = await mk.slash(users[0], "/game start")
    assert "1. ann, 2. Arbiter 1" in contents(started)
    player = RandomPlayer(mk, users, seed, drawings, bots=watch)
    await player.play_some(TURNS)
    played = player.played
    assert played.leaks == [] and mk.errors == []
    assert played.bot_actions > 0 and all(move.seat == 1 for move in watch.moves)
    assert mk.bot.bot_seats._players["mageknight"].name == "arbiter", "Arbiter's own player played the bot"
    lines = bot_lines(mk)
    assert any(" chooses " in line for line in lines), "the bot chose its Hero through the legal actions"
    assert any(line.startswith("**Arbiter 1** · ") for line in lines), "named by its name and its Hero"
    assert all("`" not in line.split("\n")[0] for line in lines), "a bot's move said in words, no notation"
    for message in public(mk.fake.traffic.messages):
        assert "<@-" not in message.content, "a bot's seat is never pinged"
    exported = await mk.slash(users[0], "/game export")  # the record of the running game keeps the bot's secrets
    (record,) = [json.loads(data) for m in exported for _name, data in m.files]
    assert {entry["seat"] for entry in record["actions"]} == {0, 1} and record["players"] == ["ann", "Arbiter 1"]
    truth = await mk.bot.tables.record(CHANNEL)
    assert [entry["action"] for entry in record["actions"]] == \
        [public_action("mageknight", action, "en") for _seat, action in truth.actions], "secret choices left out"
    assert record["complete"] is False


async def test_a_cooperative_game_with_a_bot_teammate(mk, monkeypatch):
    users = await bot_table(mk, "full_cooperation", 5)
    drawings = PictureLog().install(monkeypatch)
    watch = BotWatch(mk, monkeypatch, drawings)
    await mk.slash(users[0], "/game start")
    player = RandomPlayer(mk, users, 5, drawings, bots=watch)
    await player.play_some(TURNS)
    assert player.played.leaks == [] and mk.errors == []
    assert player.played.bot_actions > 0 and bot_lines(mk)


async def test_a_seat_left_mid_game_is_played_by_a_bot_and_taken_back(mk, monkeypatch):
    ann, bob, cat = mk.user("ann"), mk.user("bob"), mk.user("cat")
    await mk.slash(ann, "/game new game:mageknight scenario:first_reconnaissance seats:2 seed:7")
    await mk.slash(ann, "/game bot-pace seconds:0")
    await mk.slash(bob, "/game join")
    drawings = PictureLog().install(monkeypatch)
    watch = BotWatch(mk, monkeypatch, drawings)
    await mk.slash(ann, "/game start")
    humans = RandomPlayer(mk, {0: ann, 1: bob}, 7, drawings, bots=watch)
    await humans.play_some(10)
    left = await mk.slash(bob, "/game leave")
    assert "bob leaves seat 2." in contents(public(left))
    handed = await mk.press(ann, "Hand seat 2 to a bot")
    assert "Arbiter 1 plays seat 2 from now on." in contents(public(handed))
    with_bot = RandomPlayer(mk, {0: ann}, 8, drawings, bots=watch)
    if GAME.to_act((await mk.bot.tables.status(CHANNEL)).state) == {1}:  # the bot plays its turn first
        assert watch.moves
    await with_bot.play_some(TURNS)
    assert with_bot.played.bot_actions > 0
    taken = await mk.slash(cat, "/game takeover seat:2")
    assert "cat takes over seat 2 from Arbiter 1." in contents(public(taken))
    assert [m for m in taken if mk.visible_to(cat, [m]) and not mk.is_public(m)], "cat is shown her hand"
    bots_before = len(watch.moves)
    with_cat = RandomPlayer(mk, {0: ann, 1: cat}, 9, drawings, bots=watch)
    await with_cat.play_some(20)
    assert len(watch.moves) == bots_before, "no bot plays a seat a player took back"
    assert humans.played.leaks == with_bot.played.leaks == with_cat.played.leaks == []
    assert mk.errors == []


async def test_a_german_table_reads_the_bots_moves_and_the_hints_in_german_words(mk):
    """The bot's public lines and the hints, read at a German table: words, no notation, no English, the spaces
    as a German reader names them (1-SO, not 1-SE)."""
    anna = mk.user("anna", locale="de")
    await mk.slash(anna, "/game new game:mageknight scenario:first_reconnaissance seats:2 seed:7 bots:1")
    await mk.slash(anna, "/game language language:de")
    await mk.slash(anna, "/game bot-pace seconds:0")
    await mk.slash(anna, "/game start")
    rng, hints = random.Random(7), []
    for _ in range(TURNS // 2):
        loaded = await mk.bot.tables.status(CHANNEL)
        if GAME.is_over(loaded.state):
            break
        hints.append((await mk.slash(anna, "/mk hint"))[0].content)
        legal = GAME.legal_actions(loaded.state, 0)
        combat = loaded.state.turn.combat if loaded.state.turn is not None else None
        chosen = choose(rng, legal, len(loaded.state.players[0].hand), combat.phase if combat is not None else None)
        await mk.slash(anna, f"/game act action:{chosen}")
    lines = bot_lines(mk)
    assert len(lines) > 10 and any(" — das " in hint for hint in hints), "bot moves and hints with reasons"
    for text in lines + hints:
        assert notation_in(text) == [] and english_words(text, ("Arbiter", "anna")) == [], text
        assert not re.search(r"\b\w+-(N|S)?E\b", text), f"an English compass point: {text}"

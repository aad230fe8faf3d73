"""Whole Mage Knight games through the real bot: a random player clicks its panel and types /mk commands.

Done when both scenarios reach the engine's game over with no exception, no request Discord would
refuse, and no secret handed out: the secret scan (secret_scan.py) reads every message, custom id, picture's
view, autocomplete answer and the finished game's export (seed allowed then), each as its reader sees it.
"""
import time

import pytest

from console.driver import LocalDiscord
from engine.mageknight.game import GAME
from tests.discord.helpers import private
from tests.discord.mk_driver import CHANNEL, RandomPlayer, start_table
from tests.discord.secret_scan import PictureLog, Secrets, scan_message


@pytest.mark.parametrize("scenario, names, seed, options", [
    ("solo_conquest", ["solo"], 3, ""),
    # Ghost Attacks' tokens face down on the Fame track the whole game (Lost Legion §5.5.3)
    ("first_reconnaissance", ["ann", "bob"], 11, "ghost_attacks=yes"),
    ("volkares_return", ["ann", "bob"], 5, ""),  # General Volkare's turns, his attacks and withdrawals (LL §4.1)
    ("volkares_quest", ["solo"], 4, ""),  # the fixed map dealt face down, his march to the portal (LL §4.3)
    ("first_reconnaissance", ["ann", "bob", "cy", "dee", "eve"], 6, "additional_player=yes"),  # five (LL §5.3)
    ("first_reconnaissance", ["ann", "bob"], 7, "day_night=darkness_is_coming"),  # Days until a black die (§13.6.3)
    # the raiders coming back, the friendly game without interactive Spells and combat between players (§13.6.4-5)
    ("full_conquest", ["ann", "bob"], 2, "rampage=more no_interactive_spells=yes no_pvp=yes"),
])
async def test_a_whole_game_is_played_through_discord(db_path, monkeypatch, scenario, names, seed, options):
    async with LocalDiscord(db_path, {GAME.id: GAME}) as local:
        users = await start_table(local, scenario, names, seed, options)
        started = time.perf_counter()
        played = await RandomPlayer(local, users, seed, PictureLog().install(monkeypatch)).play_to_the_end()
        seconds = time.perf_counter() - started
        print(f"{scenario}: {played.actions} actions ({played.by_panel} by panel, {played.by_command} by "
              f"command, {played.clicks} panel clicks), {played.public_messages} public messages, {seconds:.1f} s")
        loaded = await local.bot.tables.status(CHANNEL)
        assert GAME.is_over(loaded.state) and loaded.row.status == "finished"
        assert played.by_panel > 20 and played.by_command > 20
        assert played.leaks == []
        (export,) = private(await local.slash(users[0], "/game export"))
        assert scan_message(export, Secrets(loaded.state, loaded.state, loaded.row.seed), 0) == []
        assert local.errors == []
        assert local.fake.traffic.violations == [] and local.fake.traffic.unexpected == []

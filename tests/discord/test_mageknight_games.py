"""Whole Mage Knight games through the real bot: a random player clicks its panel and types /mk commands.

Done when both scenarios reach the engine's game over with no exception, no request Discord would
refuse, and no secret (a hand card, the deck, a face-down enemy) in any public message.
"""
import time

import pytest

from console.driver import LocalDiscord
from engine.mageknight.game import GAME
from tests.discord.mk_driver import CHANNEL, RandomPlayer, start_table


@pytest.mark.parametrize("scenario, names, seed", [
    ("solo_conquest", ["solo"], 3),
    ("first_reconnaissance", ["ann", "bob"], 11),
])
async def test_a_whole_game_is_played_through_discord(db_path, scenario, names, seed):
    async with LocalDiscord(db_path, {GAME.id: GAME}) as local:
        users = await start_table(local, scenario, names, seed)
        started = time.perf_counter()
        played = await RandomPlayer(local, users, seed).play_to_the_end()
        seconds = time.perf_counter() - started
        print(f"{scenario}: {played.actions} actions ({played.by_panel} by panel, {played.by_command} by "
              f"command, {played.clicks} panel clicks), {played.public_messages} public messages, {seconds:.1f} s")
        loaded = await local.bot.tables.status(CHANNEL)
        assert GAME.is_over(loaded.state) and loaded.row.status == "finished"
        assert played.by_panel > 20 and played.by_command > 20
        assert played.leaks == []
        assert local.errors == []
        assert local.fake.traffic.violations == [] and local.fake.traffic.unexpected == []

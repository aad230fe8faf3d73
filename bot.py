"""Arbiter: a Discord game master for heavy board games.

    python bot.py                 run on Discord (needs DISCORD_TOKEN)
    python bot.py --sync [GUILD]  register the slash commands (globally, or on one guild), then exit
    python -m console             play in this terminal without Discord (same cogs, same commands)
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import os
import shlex
import sys

import discord
from discord import app_commands
from discord.ext import commands

from cogs.bots import BOT_ITEMS, BotSeats
from cogs.game import GameCog
from cogs.play import PANEL_ITEMS
from cogs.reminders import Reminders
from cogs.replies import InputError, error_reply
from cogs.translator import ArbiterTranslator
from engine.core import Game
from engine.store import SQLiteStore
from engine.tables import Tables
from games import REGISTERED, load as load_part
from i18n import locale_of

log = logging.getLogger("arbiter")

DEFAULT_GAMES = "mageknight"


def load_games(spec: str) -> dict[str, Game]:
    """`name,...` -> {game id: game}: each name a registered game's id (games.py), or `module[:ATTRIBUTE]` of a
    module exposing a Game (as GAME by default)."""
    offered = {}
    for item in filter(None, (s.strip() for s in spec.split(","))):
        if item in REGISTERED:
            game = REGISTERED[item].load_game()
        else:
            module_name, _, attribute = item.partition(":")
            game = load_part(f"{module_name}:{attribute or 'GAME'}")
        offered[game.id] = game
    return offered


class ArbiterBot(commands.Bot):
    def __init__(self, tables: Tables):
        # Arbiter never joins voice channels: the missing voice libraries are not worth a warning.
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         allowed_mentions=discord.AllowedMentions.none(), help_command=None)
        self.tables = tables
        self.reminders = Reminders(self, tables)
        self.bot_seats = BotSeats(self, tables)
        self._reminder_task: asyncio.Task | None = None
        self.tree.on_error = self.on_app_command_error

    async def setup_hook(self) -> None:
        await self.tree.set_translator(ArbiterTranslator())
        await self.add_cog(GameCog(self))
        self.add_dynamic_items(*PANEL_ITEMS, *BOT_ITEMS)
        for game in self.tables.games.values():  # a game's own commands and panel only where it is offered
            await self.add_game_parts(game)
        self._reminder_task = asyncio.create_task(self.reminders.run_forever(), name="reminders")

    async def add_game_parts(self, game: Game) -> None:
        """The cogs and panel components `game` registers (games.py); a game offered without a registration
        is played through the generic /game commands and the flat panel."""
        registration = REGISTERED.get(game.id)
        if registration is None:
            return
        for cog in registration.cogs:
            await self.add_cog(load_part(cog)(self, game))
        if registration.panel_items is not None:
            self.add_dynamic_items(*load_part(registration.panel_items))

    async def close(self) -> None:
        if self._reminder_task is not None:
            self._reminder_task.cancel()
        await super().close()

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        """Failures outside our `answer` wrapper, e.g. an option value Discord's client should have refused."""
        locale = locale_of(interaction.locale)
        cause = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        if isinstance(cause, (app_commands.TransformerError, app_commands.CheckFailure,
                              app_commands.CommandNotFound)):
            reply = error_reply(InputError(str(cause)), locale)
        else:
            reply = error_reply(cause, locale)
        if interaction.response.is_done():
            await interaction.followup.send(ephemeral=True, **reply.kwargs())
        else:
            await interaction.response.send_message(ephemeral=True, **reply.kwargs())


async def open_tables(db_path: str, games: dict[str, Game]) -> Tables:
    store = SQLiteStore(db_path)
    await store.open()
    return Tables(store, games)


async def run_discord(token: str, db_path: str, games: dict[str, Game], sync: str | None) -> None:
    tables = await open_tables(db_path, games)
    bot = ArbiterBot(tables)
    try:
        if sync is not None:
            await bot.login(token)
            guild = discord.Object(int(sync)) if sync else None
            if guild is not None:
                bot.tree.copy_global_to(guild=guild)
            synced = await bot.tree.sync(guild=guild)
            print(f"Synced {len(synced)} commands {'to guild ' + sync if sync else 'globally'}.")
            return
        await bot.start(token)
    finally:
        await bot.close()
        await tables.store.close()


def setting(name: str, default: str | None = None) -> str | None:
    """An environment setting; an empty one counts as unset, as ``NAME=`` in a copied .env file means "not set"
    (docker run --env-file passes it on as an empty value, which would switch every game off)."""
    return os.environ.get(name, "").strip() or default


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Arbiter, a Discord game master for board games.")
    parser.add_argument("--db", default=setting("ARBITER_DB", "arbiter.db"), help="SQLite file")
    parser.add_argument("--sync", nargs="?", const="", metavar="GUILD_ID",
                        help="register slash commands (on one guild, or globally) and exit")
    parser.add_argument("--games", default=setting("ARBITER_GAMES", DEFAULT_GAMES),
                        help="games to offer: registered ids (games.py) or module[:ATTRIBUTE], comma-separated "
                             f"(default: {DEFAULT_GAMES})")
    return parser.parse_args(argv)


def shown_path(path: str) -> str:
    """``path`` as the user would type it here: relative to the working directory when it lies below it."""
    relative = os.path.relpath(path)
    return path if relative.startswith("..") else relative


def local_console_command() -> str:
    """The command that starts the local console with this very interpreter (after the README's install:
    ``.venv/bin/python -m console``)."""
    return shlex.join([shown_path(sys.executable), "-m", "console"])


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=setting("ARBITER_LOG_LEVEL", "INFO"),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    games = load_games(args.games)
    token = setting("DISCORD_TOKEN")
    if not token:
        # Not a success: a supervisor (Docker, systemd) must see that the bot is not running.
        print("DISCORD_TOKEN is not set, so Arbiter cannot connect to Discord.\n"
              f"Try it without Discord in the local console:  {local_console_command()}\n"
              "(see README.md, 'Quick start').", file=sys.stderr)
        return 1
    asyncio.run(run_discord(token, args.db, games, args.sync))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""One status message per table, edited in place instead of a new message after every move."""
from __future__ import annotations

import discord

from cogs.discord_limits import CONTENT_MAX, shorten
from cogs.names import shown_name
from cogs.presenters import presenter_for
from engine.store import TableRow
from engine.tables import SEED, LoadedTable, Tables, is_open
from i18n import t

STATUS_KEY = "status_message"


def status_text(tables: Tables, loaded: LoadedTable, locale: str) -> str:
    text = _table_text(tables, loaded, locale)
    if is_open(loaded.row):
        text += "\n" + t("status_open", locale)
    return text


def _table_text(tables: Tables, loaded: LoadedTable, locale: str) -> str:
    row = loaded.row
    game = tables.games[row.game]
    seats = ", ".join(f"{s.seat + 1}. {shown_name(s.name)}" for s in row.seats)
    if row.status == "lobby":
        return t("status_lobby", locale, game=game.title, count=len(row.seats), max=game.max_seats, seats=seats,
                 options=public_options(row) or "-")
    presenter = presenter_for(row.game)
    if presenter is not None and loaded.state is not None:
        return presenter.status(row, game.view(loaded.state, None), locale)
    summary = game.summary(loaded.state, locale) if loaded.state is not None else row.status
    return t("status_playing", locale, game=game.title, version=row.version, summary=summary) + f"\n{seats}"


def public_options(row: TableRow) -> str:
    """A table's options as everyone may read them: never the seed, from which the whole hidden setup (hands,
    decks, tiles) could be rebuilt once the game starts."""
    return ", ".join(f"{k}={v}" for k, v in row.options.items() if k != SEED)


def public_locale(row: TableRow) -> str:
    """Messages everyone reads use the table's language (set from the server's), not the actor's."""
    return row.locale or "en"


async def refresh_status(client: discord.Client, tables: Tables, channel_id: int) -> None:
    """Edit the table's status message, or post it (and remember it) when there is none yet."""
    loaded = await tables.status(channel_id)
    scope = f"table:{loaded.row.id}"
    text = shorten(status_text(tables, loaded, public_locale(loaded.row)), CONTENT_MAX)
    channel = client.get_partial_messageable(channel_id)
    message_id = await tables.store.get_setting(scope, STATUS_KEY)
    if message_id is not None:
        try:
            await channel.get_partial_message(int(message_id)).edit(content=text,
                                                                    allowed_mentions=discord.AllowedMentions.none())
            return
        except discord.NotFound:
            pass  # deleted by someone: post a fresh one below
    message = await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
    await tables.store.set_setting(scope, STATUS_KEY, str(message.id))

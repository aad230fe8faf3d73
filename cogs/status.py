"""One status message per table, edited in place instead of a new message after every move."""
from __future__ import annotations

import discord

from cogs.discord_limits import CONTENT_MAX, shorten
from cogs.names import shown_name
from cogs.presenters import presenter_for
from engine.store import TableRow
from engine.core import Game
from engine.tables import SEATS, LoadedTable, MoveResult, Tables, game_options, is_open
from i18n import t

STATUS_KEY = "status_message"
STATUS_PINNED_KEY = "status_pinned"  # "yes": the status message is pinned; "no": the bot may not pin here


def status_text(tables: Tables, loaded: LoadedTable, locale: str) -> str:
    game = tables.games[loaded.row.game]
    if loaded.state is None:
        return _status_of(tables, loaded.row, None, loaded.row.status, frozenset(), locale)
    to_act = frozenset() if game.is_over(loaded.state) else game.to_act(loaded.state)
    return _status_of(tables, loaded.row, game.view(loaded.state, None), game.summary(loaded.state, locale), to_act,
                      locale)


def _status_of(tables: Tables, row: TableRow, public_view: dict | None, summary: str, to_act: frozenset[int],
               locale: str) -> str:
    """The status from the table's row and, while it plays, its public view, one-line summary and the seats to act
    (a vacant one among them holds the game up until someone takes it: said in words)."""
    lines = [_table_text(tables, row, public_view, summary, locale)]
    if row.status == "playing":
        lines += [t("vacant_to_act", locale, seat=s.seat + 1) for s in row.seats if s.is_vacant and s.seat in to_act]
    if is_open(row):
        lines.append(t("status_open", locale))
    return "\n".join(lines)


def _table_text(tables: Tables, row: TableRow, public_view: dict | None, summary: str, locale: str) -> str:
    game = tables.games[row.game]
    seats = ", ".join(f"{s.seat + 1}. {shown_name(s.name)}" for s in row.seats)
    if row.status == "lobby":
        return t("status_lobby", locale, game=game.title, count=len(row.seats), max=seats_wanted(game, row),
                 seats=seats or "-", options=public_options(row, locale) or "-")
    presenter = presenter_for(row.game)
    if presenter is not None and public_view is not None:
        return presenter.status(row, public_view, locale)
    return t("status_playing", locale, game=game.title, version=row.version, summary=summary) + f"\n{seats}"


def seats_wanted(game: Game, row: TableRow) -> int:
    """The seats the table was opened with, else the most its options allow (a scenario may allow fewer)."""
    return int(row.options[SEATS]) if SEATS in row.options else max(game.seat_counts(game_options(row)))


def public_options(row: TableRow, locale: str) -> str:
    """A table's options as everyone may read them, in the game's words where it has them; never the seed, from
    which the whole hidden setup (hands, decks, tiles) could be rebuilt once the game starts."""
    presenter = presenter_for(row.game)
    if presenter is not None and presenter.options_words is not None:
        return presenter.options_words(game_options(row), locale)
    return ", ".join(f"{k}={v}" for k, v in game_options(row).items())


def public_locale(row: TableRow) -> str:
    """Messages everyone reads use the table's language (set from the server's), not the actor's."""
    return row.locale or "en"


async def refresh_status(client: discord.Client, tables: Tables, channel_id: int, turn_over: bool = False,
                         after: MoveResult | None = None) -> None:
    """Edit the table's status message, or post it (and remember it) when there is none yet.

    It stays in view: pinned where the bot may pin; else, after a turn (`turn_over`), posted again at the bottom
    and the old one deleted. `after`: a move's result, whose public view says the status (no second read)."""
    if after is not None:
        row = after.table
        to_act = frozenset() if after.game_over else after.to_act
        text = _status_of(tables, row, after.views[None], after.summary, to_act, public_locale(row))
    else:
        loaded = await tables.status(channel_id)
        row = loaded.row
        text = status_text(tables, loaded, public_locale(row))
    scope = f"table:{row.id}"
    text = shorten(text, CONTENT_MAX)
    channel = client.get_partial_messageable(channel_id)
    message_id = await tables.setting(scope, STATUS_KEY)
    tried = await tables.setting(scope, STATUS_PINNED_KEY)  # None: not tried at this table yet
    pinned = tried == "yes"
    if message_id is not None:
        old = channel.get_partial_message(int(message_id))
        try:
            if not turn_over or pinned:
                await old.edit(content=text, allowed_mentions=discord.AllowedMentions.none())
                return
            await old.delete()
        except discord.NotFound:
            pass  # deleted by someone: post a fresh one below
    message = await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
    await tables.set_setting(scope, STATUS_KEY, str(message.id))
    if tried is None or pinned:  # the first, or a pinned one deleted by someone: pin it if the bot may
        await tables.set_setting(scope, STATUS_PINNED_KEY, "yes" if await _pin(message) else "no")


async def _pin(message: discord.Message) -> bool:
    try:
        await message.pin()
    except discord.HTTPException:  # 403: no Manage Messages (Pin Messages) here; re-posted after turns instead
        return False
    return True

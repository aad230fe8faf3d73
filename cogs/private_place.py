"""A player's private place at a table: where their hand stays readable when their Discord client reloads.

Ephemeral replies vanish on a reload. A private thread in the table's channel does not: only the player and
the bot are in it, and `invitable=False` keeps anyone else from being added by a player. Where the bot may
not create one (Discord answers 403), a direct message; where the player takes no direct messages either,
nothing: their hand then comes with their private replies, and `/mk hand` brings it back.

Each place is a setting of the table, per player: {"kind": "thread" | "dm" | "none", "channel": id,
"hand": the id of the message that shows the hand, edited after each of their moves}.
"""
from __future__ import annotations

import hashlib
import json
from typing import Any

import discord

from cogs.discord_limits import CONTENT_MAX, shorten
from cogs.names import shown_name
from engine.store import TableRow
from engine.tables import Tables
from i18n import t

THREAD_ARCHIVE_MINUTES = 10080  # a week: a game over days must not see its players' threads archived
THREAD_NAME_MAX = 100  # Discord's limit for a channel's name


def _key(user_id: int) -> str:
    return f"private_place:{user_id}"


def _locale_key(user_id: int) -> str:
    return f"locale:{user_id}"


async def remember_locale(tables: Tables, row: TableRow, user_id: int, locale: str) -> None:
    """The language a player's Discord speaks, from their own command at the lobby (opening or joining the
    table): their place speaks it from the start, before any move of theirs is told there."""
    await tables.set_setting(f"table:{row.id}", _locale_key(user_id), locale)


async def place_of(client: discord.Client, tables: Tables, row: TableRow, user_id: int) -> dict[str, Any]:
    """The player's place at this table, made on first use: a private thread, else a direct message, else none."""
    scope = f"table:{row.id}"
    stored = await tables.setting(scope, _key(user_id))
    if stored is not None:
        return json.loads(stored)
    place = await _make_place(client, row, user_id)
    await _keep(tables, row, user_id, place)
    return place


async def _make_place(client: discord.Client, row: TableRow, user_id: int) -> dict[str, Any]:
    name = next((shown_name(s.name) for s in row.seats if s.user_id == user_id), "")
    title = shorten(t("private_thread_name", row.locale or "en", name=name), THREAD_NAME_MAX)
    try:
        thread = await client.http.start_thread_without_message(
            row.channel_id, name=title, auto_archive_duration=THREAD_ARCHIVE_MINUTES,
            type=discord.ChannelType.private_thread.value, invitable=False)
    except discord.HTTPException:  # 403: no Create Private Threads here; a direct message instead
        return await _direct_message(client, user_id)
    try:
        await client.http.add_user_to_thread(thread["id"], user_id)
    except discord.HTTPException:  # a thread the player is not in helps nobody (it stays empty)
        return await _direct_message(client, user_id)
    return {"kind": "thread", "channel": int(thread["id"])}


async def _direct_message(client: discord.Client, user_id: int) -> dict[str, Any]:
    try:
        channel = await client.http.start_private_message(user_id)
    except discord.HTTPException:
        return {"kind": "none"}
    return {"kind": "dm", "channel": int(channel["id"])}


async def place_locale(tables: Tables, row: TableRow, user_id: int) -> str:
    """The language the player's place speaks: theirs, as their last move was told or their lobby command
    showed it, else the table's."""
    scope = f"table:{row.id}"
    stored = await tables.setting(scope, _key(user_id))
    return (json.loads(stored).get("locale") if stored else None) or \
        await tables.setting(scope, _locale_key(user_id)) or row.locale or "en"


async def show_hand(client: discord.Client, tables: Tables, row: TableRow, user_id: int, text: str, locale: str,
                    fresh: bool = False) -> bool:
    """Show the player's hand in their place: the message showing it edited, or with `fresh` (news for them, a
    new hand at a new Round) a new message that notifies them, the old one deleted. False: they have no place."""
    place = await place_of(client, tables, row, user_id)
    if place["kind"] == "none":
        return False
    channel = client.get_partial_messageable(place["channel"])
    content = shorten(text, CONTENT_MAX)
    digest = hashlib.sha1(content.encode()).hexdigest()[:16]  # an unchanged hand is not sent again
    old = place.get("hand")
    if old is not None and not fresh:
        if place.get("digest") == digest:
            return True
        try:
            await channel.get_partial_message(old).edit(content=content, allowed_mentions=discord.AllowedMentions.none())
            await _keep(tables, row, user_id, place | {"locale": locale, "digest": digest})
            return True
        except discord.HTTPException:
            pass  # deleted, or the thread was archived (an edit cannot reopen it, a new message does)
    try:
        message = await channel.send(content, allowed_mentions=discord.AllowedMentions.none())
    except discord.Forbidden:
        await _keep(tables, row, user_id, {"kind": "none"})  # the player takes no direct messages
        return False
    await _keep(tables, row, user_id, place | {"hand": message.id, "locale": locale, "digest": digest})
    if old is not None:
        try:
            await channel.get_partial_message(old).delete()  # one hand message: the newest
        except discord.HTTPException:
            pass  # gone already
    return True


async def _keep(tables: Tables, row: TableRow, user_id: int, place: dict[str, Any]) -> None:
    await tables.set_setting(f"table:{row.id}", _key(user_id), json.dumps(place))

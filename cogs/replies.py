"""How the bot answers an interaction: within Discord's 3 seconds, privately when it should be.

Commands build a `Reply`; `answer` runs the work, defers (privately) if it is slow, and delivers.
A PlayerError becomes a private message with its reason; anything else becomes a private
"something went wrong, reference X" while the traceback goes to the log. Every text of a Reply is cut to
Discord's limits as it is sent (cogs/discord_limits.py), so no answer is ever refused for its length.
"""
from __future__ import annotations

import asyncio
import logging
import secrets
from dataclasses import dataclass, field
from typing import Awaitable, Callable

import discord

from cogs.discord_limits import CONTENT_MAX, fit_embeds, fit_view, quote, shorten
from engine.core import PlayerError
from i18n import locale_of, t

log = logging.getLogger("arbiter")

# Discord drops an interaction not answered within 3 s; leave margin for the network.
DEFER_AFTER_SECONDS = 1.5


class InputError(PlayerError):
    """An option value the command could not read: the player's mistake, shown to them."""

    def __init__(self, detail: str):
        super().__init__(t("input_not_understood", "en", detail=quote(detail)),
                         t("input_not_understood", "de", detail=quote(detail)))


@dataclass
class Reply:
    content: str = ""
    ephemeral: bool = False
    embeds: list[discord.Embed] = field(default_factory=list)
    files: list[discord.File] = field(default_factory=list)
    view: discord.ui.View | None = None
    ping: int | None = None  # the one user this message may mention
    replace: bool = False  # edit the message whose component was used, instead of sending a new one
    followups: list["Reply"] = field(default_factory=list)
    after: Callable[[], Awaitable[None]] | None = None  # run once all of it is delivered (a message to stay below)

    def mentions(self) -> discord.AllowedMentions:
        if self.ping is None:
            return discord.AllowedMentions.none()
        return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                       users=[discord.Object(self.ping)])

    def kwargs(self) -> dict:
        """What discord.py sends, every text within Discord's limits."""
        result = {"content": shorten(self.content, CONTENT_MAX) or None,
                  "embeds": fit_embeds(self.embeds), "allowed_mentions": self.mentions()}
        result["attachments" if self.replace else "files"] = self.files
        if self.view is not None:
            result["view"] = fit_view(self.view)
        return result


def can_manage(interaction: discord.Interaction) -> bool:
    """Manage Channel: may do what the table's creator may (start, kick, hand a seat to a bot ...)."""
    return bool(interaction.permissions and interaction.permissions.manage_channels)


def error_reply(exc: BaseException, locale: str) -> Reply:
    if isinstance(exc, PlayerError):
        return Reply(exc.message(locale), ephemeral=True)
    reference = secrets.token_hex(4)
    log.error("unexpected error, reference %s", reference, exc_info=exc)
    return Reply(t("error_reference", locale, ref=reference), ephemeral=True)


async def _send(interaction: discord.Interaction, reply: Reply, deferred: bool) -> None:
    if reply.replace:
        if deferred:
            await interaction.edit_original_response(**reply.kwargs())
        else:
            await interaction.response.edit_message(**reply.kwargs())
    elif not deferred:
        await interaction.response.send_message(ephemeral=reply.ephemeral, **reply.kwargs())
    elif reply.ephemeral:
        await interaction.followup.send(ephemeral=True, **reply.kwargs())
    else:
        # The private "thinking" placeholder cannot turn public: post publicly, then close it.
        await post_public(interaction.client, interaction.channel_id, reply)
        await interaction.edit_original_response(content="✓")
    for extra in reply.followups:
        if extra.ephemeral:
            await interaction.followup.send(ephemeral=True, **extra.kwargs())
        else:
            await post_public(interaction.client, interaction.channel_id, extra)
    if reply.after is not None:
        await reply.after()


async def post_public(client: discord.Client, channel_id: int, reply: Reply) -> discord.Message:
    return await client.get_partial_messageable(channel_id).send(**reply.kwargs())


async def guarded(interaction: discord.Interaction, coro: Awaitable[None]) -> None:
    """Component callbacks: a refusal before `answer` runs (no table, not seated) still gets a private reply."""
    try:
        await coro
    except Exception as exc:  # noqa: BLE001
        reply = error_reply(exc, locale_of(interaction.locale))
        if not interaction.response.is_done():
            await interaction.response.send_message(ephemeral=True, **reply.kwargs())
        else:
            await interaction.followup.send(ephemeral=True, **reply.kwargs())


async def answer(interaction: discord.Interaction, work: Callable[[str], Awaitable[Reply]],
                 private_new: bool = False) -> None:
    """Run `work(locale)` and deliver its Reply (or its error) the right way.

    `private_new`: a component whose answer is a new private message rather than an edit of its own
    message (a button on a public message), so a slow answer must not defer as an edit of that message.
    """
    locale = locale_of(interaction.locale)
    task = asyncio.ensure_future(work(locale))
    done, _ = await asyncio.wait({task}, timeout=DEFER_AFTER_SECONDS)
    deferred = False
    if not done:
        if interaction.type == discord.InteractionType.component and not private_new:
            await interaction.response.defer()  # keeps the panel message as the one to edit
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)
        deferred = True
    try:
        reply = await task
    except Exception as exc:  # noqa: BLE001 - every failure must reach the player as a private reply
        reply = error_reply(exc, locale)
    await _send(interaction, reply, deferred)

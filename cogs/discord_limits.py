"""Discord's length limits on what the bot sends, and the one way to keep a text within them.

Discord refuses a whole message (400) when one of its texts is too long, so a reply that quotes a player's
6,000 characters would never arrive. Every text is therefore cut here, with an ellipsis, where it is built:
`Reply.kwargs` fits content, embeds and components; autocomplete suggestions are made by `choices`. The fake Discord
checks the same limits independently (console/limits.py), so a text that escapes them fails the tests.
"""
from __future__ import annotations

from itertools import islice
from typing import Iterable

import discord
from discord import app_commands

CONTENT_MAX = 2000
EMBEDS_MAX = 10
EMBED_TITLE_MAX = 256
EMBED_DESCRIPTION_MAX = 4096
EMBED_FIELDS_MAX = 25
EMBED_FIELD_NAME_MAX = 256
EMBED_FIELD_VALUE_MAX = 1024
EMBED_FOOTER_MAX = 2048
EMBED_AUTHOR_MAX = 256
EMBED_TOTAL_MAX = 6000
BUTTON_LABEL_MAX = 80
SELECT_OPTION_LABEL_MAX = 100
SELECT_OPTION_DESCRIPTION_MAX = 100
SELECT_PLACEHOLDER_MAX = 150
AUTOCOMPLETE_CHOICES_MAX = 25
CHOICE_NAME_MAX = 100
CHOICE_VALUE_MAX = 100
QUOTE_MAX = 100  # a player's own input, quoted back in a message: enough to recognise it

ELLIPSIS = "…"


def shorten(text: str, limit: int) -> str:
    """`text` if it fits in `limit` characters, else its start and an ellipsis."""
    return text if len(text) <= limit else text[: limit - 1] + ELLIPSIS


def quote(text: str) -> str:
    """A player's input as a message quotes it back: recognisable, never the bulk of the message."""
    return shorten(text, QUOTE_MAX)


def choices(pairs: Iterable[tuple[str, str]]) -> list[app_commands.Choice[str]]:
    """Autocomplete suggestions from (name, value) pairs: the first 25 whose value fits, names shortened. A value
    too long is left out, never shortened: a shortened value would be a different move."""
    fitting = (app_commands.Choice(name=shorten(name, CHOICE_NAME_MAX) or value, value=value)
               for name, value in pairs if 0 < len(value) <= CHOICE_VALUE_MAX)
    return list(islice(fitting, AUTOCOMPLETE_CHOICES_MAX))


def fit_embeds(embeds: list[discord.Embed]) -> list[discord.Embed]:
    """At most 10 embeds, each text cut to its limit, and all their texts together within 6,000 characters: a
    description is shortened first, then fields dropped from the end, then whole embeds from the end."""
    fitted, room = [], EMBED_TOTAL_MAX
    for embed in embeds[:EMBEDS_MAX]:
        _fit_embed(embed, room)
        if len(embed) > room:
            break
        fitted.append(embed)
        room -= len(embed)
    return fitted


def _fit_embed(embed: discord.Embed, room: int) -> None:
    if embed.title:
        embed.title = shorten(embed.title, EMBED_TITLE_MAX)
    if embed.footer.text:
        embed.set_footer(text=shorten(embed.footer.text, EMBED_FOOTER_MAX), icon_url=embed.footer.icon_url)
    if embed.author.name:
        embed.set_author(name=shorten(embed.author.name, EMBED_AUTHOR_MAX), url=embed.author.url,
                         icon_url=embed.author.icon_url)
    while len(embed.fields) > EMBED_FIELDS_MAX:
        embed.remove_field(EMBED_FIELDS_MAX)
    for index, field in enumerate(embed.fields):
        embed.set_field_at(index, name=shorten(field.name or "-", EMBED_FIELD_NAME_MAX),
                           value=shorten(field.value or "-", EMBED_FIELD_VALUE_MAX), inline=field.inline)
    if embed.description:
        embed.description = shorten(embed.description, EMBED_DESCRIPTION_MAX)
        excess = len(embed) - room
        if excess > 0:
            embed.description = shorten(embed.description, max(1, len(embed.description) - excess))
    while len(embed) > room and embed.fields:
        embed.remove_field(len(embed.fields) - 1)


def fit_view(view: discord.ui.View) -> discord.ui.View:
    """Button labels, menu placeholders and menu entries cut to their limits."""
    for child in view.children:
        item = child.item if isinstance(child, discord.ui.DynamicItem) else child  # the panel's own components
        if isinstance(item, discord.ui.Button) and item.label:
            item.label = shorten(item.label, BUTTON_LABEL_MAX)
        elif isinstance(item, discord.ui.Select):
            if item.placeholder:
                item.placeholder = shorten(item.placeholder, SELECT_PLACEHOLDER_MAX)
            for option in item.options:
                option.label = shorten(option.label, SELECT_OPTION_LABEL_MAX)
                if option.description:
                    option.description = shorten(option.description, SELECT_OPTION_DESCRIPTION_MAX)
    return view

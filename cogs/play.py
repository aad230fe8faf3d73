"""Playing moves: the private action panel built from legal_actions, and the public log line.

Panel components are `DynamicItem`s: their custom id carries the table (channel), the table version
the panel was drawn at and the chosen entry, so they keep working after a restart, and a click on
a panel drawn before the game moved on is refused with the current panel instead.
"""
from __future__ import annotations

import math
import re

import discord

from cogs.names import shown_name
from cogs.presenters import presenter_for, public_action
from cogs.replies import Reply, answer, guarded
from cogs.status import public_locale, refresh_status
from engine.core import Action
from engine.tables import MoveResult, Tables
from i18n import t

ID_PREFIX = "arb:1"  # bump the number when the custom-id layout changes: old panels then read as stale
BUTTONS_PER_PAGE = 20  # four rows of five; the fifth row holds navigation
SELECTS_PER_PAGE = 4
OPTIONS_PER_SELECT = 25


def tables_of(interaction: discord.Interaction) -> Tables:
    return interaction.client.tables  # type: ignore[attr-defined]


def build_panel_view(channel_id: int, version: int, actions: list[Action], page: int) -> tuple[discord.ui.View, int]:
    """Buttons for a few actions, select menus (25 each) for many; pages beyond that. Never cut (a label too long
    for Discord is shortened where the reply is sent, cogs/discord_limits.py)."""
    view = discord.ui.View(timeout=None)
    if len(actions) <= BUTTONS_PER_PAGE:
        for index, action in enumerate(actions):
            view.add_item(ActionButton(channel_id, version, index, str(action), row=index // 5))
        pages = 1
    else:
        per_page = SELECTS_PER_PAGE * OPTIONS_PER_SELECT
        pages = math.ceil(len(actions) / per_page)
        page = min(page, pages - 1)
        start = page * per_page
        for row, offset in enumerate(range(start, min(start + per_page, len(actions)), OPTIONS_PER_SELECT)):
            chunk = list(enumerate(actions))[offset:offset + OPTIONS_PER_SELECT]
            view.add_item(ActionSelect(channel_id, version, chunk, row=row))
    nav_row = 4
    if pages > 1:
        if page > 0:
            view.add_item(PageButton(channel_id, version, page - 1, "◀", row=nav_row))
        if page < pages - 1:
            view.add_item(PageButton(channel_id, version, page + 1, "▶", row=nav_row))
    view.add_item(PageButton(channel_id, version, page, "⟳", row=nav_row, refresh=True))
    view.add_item(UndoButton(channel_id, version, row=nav_row))
    return view, pages


async def panel_reply(tables: Tables, channel_id: int, user_id: int, locale: str, page: int = 0,
                      note: str = "", replace: bool = False, path: str = "") -> Reply:
    """The private panel: the game's own (its presenter's) if it has one, else one entry per legal move."""
    row, actions = await tables.legal_actions(channel_id, user_id)
    presenter = presenter_for(row.game)
    if presenter is not None:
        _row, seat_view = await tables.view(channel_id, user_id)
        text, view = presenter.panel(row, row.seat_of(user_id), seat_view, actions, locale, path, page)
        return Reply("\n".join(filter(None, [note, text])), ephemeral=True, view=view, replace=replace)
    if not actions:
        return Reply("\n".join(filter(None, [note, t("panel_none", locale)])), ephemeral=True, replace=replace)
    view, pages = build_panel_view(channel_id, row.version, actions, page)
    lines = [note, t("panel_header", locale, version=row.version)]
    if pages > 1:
        lines.append(t("panel_more", locale, page=min(page, pages - 1) + 1, pages=pages))
    return Reply("\n".join(filter(None, lines)), ephemeral=True, view=view, replace=replace)


def move_reply(result: MoveResult, user: discord.abc.User, locale: str) -> Reply:
    """The public log line for a move: who did what, what happened, and a ping for who is next.

    The line is in the table's language; what only the mover sees is in theirs (`locale`).
    """
    private = [e.text(locale) for e in result.events if e.visible_to == result.seat]
    locale = public_locale(result.table)
    public = [e.text(locale) for e in result.events if e.visible_to is None]
    shown = public_action(result.table.game, result.action, locale)
    lines = [f"**{shown_name(user.display_name)}**: `{shown}`" + (" — " + " ".join(public) if public else "")]
    reply = Reply("", ephemeral=False)
    if result.game_over:
        lines.append(t("game_over", locale))
    else:
        next_users = [s.user_id for s in result.table.seats if s.seat in result.to_act]
        if len(next_users) == 1 and next_users[0] != user.id:
            reply.ping = next_users[0]
            lines.append(t("your_turn", locale, user=f"<@{next_users[0]}>"))
            reply.view = open_panel_view(result.table.channel_id, locale)
    reply.content = "\n".join(lines)
    if private:
        reply.followups.append(Reply("\n".join(private), ephemeral=True))
    return reply


async def play(interaction: discord.Interaction, action_text: str, expected_version: int | None,
               from_panel: bool) -> None:
    tables = tables_of(interaction)
    channel_id = interaction.channel_id

    async def work(locale: str) -> Reply:
        result = await tables.act(channel_id, interaction.user.id, action_text, expected_version)
        public = move_reply(result, interaction.user, locale)
        public.files = await pictures_after(tables, result)
        await refresh_status(interaction.client, tables, channel_id)
        if not from_panel:
            public.followups += await _question_panel(tables, result, interaction.user.id, locale)
            return public
        panel = await panel_reply(tables, channel_id, interaction.user.id, locale, replace=True)
        panel.followups = [public, *public.followups]
        public.followups = []
        return panel

    await answer(interaction, work)


async def _question_panel(tables: Tables, result: MoveResult, user_id: int, locale: str) -> list[Reply]:
    """A typed move that opened a question to its player: the panel at that question, privately."""
    presenter = presenter_for(result.table.game)
    if presenter is None or result.game_over or result.seat not in result.to_act:
        return []
    _row, seat_view = await tables.view(result.table.channel_id, user_id)
    if not presenter.asks(seat_view):
        return []
    return [await panel_reply(tables, result.table.channel_id, user_id, locale)]


async def pictures_after(tables: Tables, result: MoveResult) -> list[discord.File]:
    """The pictures a game posts with a move's public line (the map after a turn ...), from the public view."""
    presenter = presenter_for(result.table.game)
    if presenter is None:
        return []
    _row, public_view = await tables.view(result.table.channel_id, None)
    return await presenter.pictures(result, public_view, public_locale(result.table))


async def stale_or_play(interaction: discord.Interaction, channel_id: int, version: int, index: int) -> None:
    tables = tables_of(interaction)
    row, actions = await tables.legal_actions(channel_id, interaction.user.id)
    if row.version != version or index >= len(actions):
        async def stale(locale: str) -> Reply:
            return await panel_reply(tables, channel_id, interaction.user.id, locale, note=t("stale", locale),
                                     replace=True)
        await answer(interaction, stale)
        return
    await play(interaction, str(actions[index]), version, from_panel=True)


class ActionButton(discord.ui.DynamicItem[discord.ui.Button],
                   template=ID_PREFIX + r":act:(?P<channel>\d+):(?P<version>\d+):(?P<index>\d+)"):
    def __init__(self, channel_id: int, version: int, index: int, label: str = "?", row: int | None = None):
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.primary, row=row,
                                           custom_id=f"{ID_PREFIX}:act:{channel_id}:{version}:{index}"))
        self.channel_id, self.version, self.index = channel_id, version, index

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> "ActionButton":
        return cls(int(match["channel"]), int(match["version"]), int(match["index"]), item.label or "?")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, stale_or_play(interaction, self.channel_id, self.version, self.index))


class ActionSelect(discord.ui.DynamicItem[discord.ui.Select],
                   template=ID_PREFIX + r":sel:(?P<channel>\d+):(?P<version>\d+):(?P<first>\d+)"):
    def __init__(self, channel_id: int, version: int, chunk: list[tuple[int, Action]], row: int | None = None,
                 first: int | None = None):
        first = chunk[0][0] if chunk else (first or 0)
        options = [discord.SelectOption(label=str(a), value=str(i)) for i, a in chunk] or \
            [discord.SelectOption(label="-", value="-1")]
        super().__init__(discord.ui.Select(custom_id=f"{ID_PREFIX}:sel:{channel_id}:{version}:{first}",
                                           options=options, row=row, min_values=1, max_values=1))
        self.channel_id, self.version = channel_id, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str]) -> "ActionSelect":
        return cls(int(match["channel"]), int(match["version"]), [], first=int(match["first"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or ["-1"]
        index = int(values[0]) if values[0].lstrip("-").isdigit() else -1
        if index < 0:
            index = 1 << 30  # out of range: answered as stale
        await guarded(interaction, stale_or_play(interaction, self.channel_id, self.version, index))


class PageButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=ID_PREFIX + r":page:(?P<channel>\d+):(?P<version>\d+):(?P<page>\d+)(?P<refresh>:r)?"):
    def __init__(self, channel_id: int, version: int, page: int, label: str, row: int | None = None,
                 refresh: bool = False):
        suffix = ":r" if refresh else ""
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary, row=row,
                                           custom_id=f"{ID_PREFIX}:page:{channel_id}:{version}:{page}{suffix}"))
        self.channel_id, self.page = channel_id, page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> "PageButton":
        return cls(int(match["channel"]), int(match["version"]), int(match["page"]), item.label or "?",
                   refresh=bool(match["refresh"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def work(locale: str) -> Reply:
            return await panel_reply(tables_of(interaction), self.channel_id, interaction.user.id, locale,
                                     page=self.page, replace=True)
        await answer(interaction, work)


class UndoButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=ID_PREFIX + r":undo:(?P<channel>\d+):(?P<version>\d+)"):
    def __init__(self, channel_id: int, version: int, row: int | None = None):
        super().__init__(discord.ui.Button(label="↶", style=discord.ButtonStyle.danger, row=row,
                                           custom_id=f"{ID_PREFIX}:undo:{channel_id}:{version}"))
        self.channel_id = channel_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> "UndoButton":
        return cls(int(match["channel"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await undo(interaction, self.channel_id, from_panel=True)


class OpenPanelButton(discord.ui.DynamicItem[discord.ui.Button],
                      template=ID_PREFIX + r":open:(?P<channel>\d+)"):
    """On the public "your turn" line: whoever clicks gets their own private panel (never someone else's)."""

    def __init__(self, channel_id: int, label: str = "?"):
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.success,
                                           custom_id=f"{ID_PREFIX}:open:{channel_id}"))
        self.channel_id = channel_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> "OpenPanelButton":
        return cls(int(match["channel"]), item.label or "?")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, show_panel(interaction, self.channel_id, private_new=True))


async def show_panel(interaction: discord.Interaction, channel_id: int, private_new: bool = False) -> None:
    """The user's private panel as a new message (`/game panel`, `/mk turn`, the "Open my panel" button)."""
    async def work(locale: str) -> Reply:
        return await panel_reply(tables_of(interaction), channel_id, interaction.user.id, locale)
    await answer(interaction, work, private_new=private_new)


def open_panel_view(channel_id: int, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(OpenPanelButton(channel_id, t("open_panel", locale)))
    return view


async def undo(interaction: discord.Interaction, channel_id: int, from_panel: bool) -> None:
    tables = tables_of(interaction)

    async def work(locale: str) -> Reply:
        row, taken_back = await tables.undo(channel_id, interaction.user.id)
        locale_public = public_locale(row)
        public = Reply(t("undone", locale_public, user=shown_name(interaction.user.display_name),
                         action=public_action(row.game, taken_back.action, locale_public)))
        await refresh_status(interaction.client, tables, channel_id)
        if not from_panel:
            return public
        panel = await panel_reply(tables, channel_id, interaction.user.id, locale, replace=True)
        panel.followups = [public]
        return panel

    await answer(interaction, work)


PANEL_ITEMS = (ActionButton, ActionSelect, PageButton, UndoButton, OpenPanelButton)

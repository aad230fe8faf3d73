"""Playing moves: the private action panel built from legal_actions, and the public log line.

Panel components are `DynamicItem`s: their custom id carries the table (channel), the table version
the panel was drawn at and the chosen entry, so they keep working after a restart, and a click on
a panel drawn before the game moved on is refused with the current panel instead.
"""
from __future__ import annotations

import math
import re
from typing import Any, Awaitable, Callable

import discord

from cogs.names import shown_name
from cogs.presenters import Presenter, move_line, presenter_for, public_action
from cogs.private_place import place_locale, show_hand
from cogs.replies import Reply, answer, guarded
from cogs.status import public_locale, refresh_status
from engine.core import Action, Event
from engine.store import TableRow
from engine.tables import MoveResult, StalePanel, Tables
from i18n import t

HandoffWords = tuple[str, str]  # (what the turn asks for beyond a move, the mover's name), see handoff_words
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
                      note: str = "", replace: bool = False, path: str = "", after: MoveResult | None = None) -> Reply:
    """The private panel: the game's own (its presenter's) if it has one, else one entry per legal move.
    `after`: the mover's own move, whose result carries their legal actions and view (no second read)."""
    if after is not None:
        row, actions, seat_view = after.table, list(after.legal), after.views[after.seat]
    else:
        row, actions, seat_view = await tables.choices(channel_id, user_id)
    presenter = presenter_for(row.game)
    if presenter is not None:
        text, view = presenter.panel(row, row.seat_of(user_id), seat_view, actions, locale, path, page)
        return Reply("\n".join(filter(None, [note, text])), ephemeral=True, view=view, replace=replace)
    if not actions:
        return Reply("\n".join(filter(None, [note, t("panel_none", locale)])), ephemeral=True, replace=replace)
    view, pages = build_panel_view(channel_id, row.version, actions, page)
    lines = [note, t("panel_header", locale, version=row.version)]
    if pages > 1:
        lines.append(t("panel_more", locale, page=min(page, pages - 1) + 1, pages=pages))
    return Reply("\n".join(filter(None, lines)), ephemeral=True, view=view, replace=replace)


def move_reply(result: MoveResult, name: str, locale: str) -> Reply:
    """The public log line for a move: who did what (`name`: the mover's, shown), what happened, and the hand-off
    to whoever is next, in the game's words where it has them (`handoff_words`).

    The line is in the table's language; what only the mover sees is in theirs (`locale`).
    """
    private = [e.text(locale) for e in result.events if e.visible_to == result.seat]
    locale = public_locale(result.table)
    lines = [move_line(result.table, result.seat, result.action, result.before, result.events, name, locale)]
    reply = Reply("", ephemeral=False)
    if result.game_over:
        lines.append(t("game_over", locale))
    elif result.handed_to:
        finishing = result.seat in result.to_act and result.seat not in result.handed_to
        words = handoff_words(result.table, result.views[None], result.seat)
        passed = handoff(result.table, result.handed_to, result.seat, finishing, locale, words)
        if passed.content:
            lines.append(passed.content)
        reply.ping, reply.view = passed.ping, passed.view
    reply.content = "\n".join(lines)
    if private:
        reply.followups.append(Reply("\n".join(private), ephemeral=True))
    return reply


def handoff(row: TableRow, seats: frozenset[int], mover: int | None, finishing: bool, locale: str,
            words: HandoffWords = ("", "")) -> Reply:
    """Tells the seats the game was handed to that it is their turn, with the button that opens their panel.

    They are pinged, except the mover told of their own next turn (solo): they are at the table already.
    `finishing`: the mover still answers their End of Turn's choices, which need not hold up the next player.
    `words`: what the turn asks for when more than a move (a Round's Tactic), and the mover's name, in the
    game's words where its presenter has them (`handoff_words`). Bot seats are not told: the table plays them next.
    A vacant seat is said to hold the game up until someone takes it.
    """
    turn_words, mover_name = words
    users = [s.user_id for s in row.seats if s.seat in seats and s.is_player]
    vacant = [t("vacant_to_act", locale, seat=s.seat + 1) for s in row.seats if s.seat in seats and s.is_vacant]
    if not users:
        return Reply("\n".join(vacant))
    named = ", ".join(f"<@{u}>" for u in users)
    mover_name = mover_name or next((shown_name(s.name) for s in row.seats if s.seat == mover), "")
    if finishing:
        text = t("handoff_finishing", locale, user=named, mover=mover_name)
    elif turn_words:
        text = t("handoff_asks", locale, user=named, words=turn_words)
    else:
        text = t("your_turn", locale, user=named)
    reply = Reply("\n".join([text, *vacant]), view=open_panel_view(row.channel_id, locale))
    if len(users) == 1 and seats != {mover}:
        reply.ping = users[0]
    return reply


async def play(interaction: discord.Interaction, action_text: str | None, expected_version: int | None,
               from_panel: bool, choice: int | None = None) -> None:
    """A move typed (`action_text`) or pressed on a panel (`choice`: its place among the legal actions at the panel's
    `expected_version`, resolved under the table's lock; a stale click is answered with the current panel)."""
    tables = tables_of(interaction)
    channel_id = interaction.channel_id

    async def work(locale: str) -> Reply:
        try:
            result = await tables.act(channel_id, interaction.user.id, action_text, expected_version, choice)
        except StalePanel:
            if not from_panel:
                raise
            return await panel_reply(tables, channel_id, interaction.user.id, locale, note=t("stale", locale),
                                     replace=True)
        public = await tell_move(interaction.client, tables, result, shown_name(interaction.user.display_name),
                                 locale)
        status = public.after
        public.after = lambda: _then_bots(interaction.client, result, status)
        if not from_panel:
            public.followups += await _question_panel(tables, result, interaction.user.id, locale)
            return public
        panel = await panel_reply(tables, channel_id, interaction.user.id, locale, replace=True, after=result)
        panel.followups = [public, *public.followups]
        panel.after, public.followups, public.after = public.after, [], None
        return panel

    await answer(interaction, work)


async def tell_move(client: discord.Client, tables: Tables, result: MoveResult, name: str, locale: str) -> Reply:
    """A move told, a player's or a bot's (`name`: the mover's, shown): its public line in words with its pictures,
    the private news of the players it told something (what is left to tell the mover comes among the line's
    followups), and the status: refreshed now, or, after a move that handed the turn on, once the line that hands
    over is out (the Reply's `after`), so that the status stays in view below it."""
    public = move_reply(result, name, locale)
    public.files = await pictures_after(result)
    public.followups += await private_hands(client, tables, result, locale)
    channel_id = result.table.channel_id
    if not result.handed_to:
        await refresh_status(client, tables, channel_id, after=result)
    else:
        public.after = lambda: refresh_status(client, tables, channel_id, turn_over=True, after=result)
    return public


async def _then_bots(client: discord.Client, result: MoveResult, status: Callable[[], Awaitable[None]] | None) -> None:
    """Once a move's messages are out (and the status below them, after a move that handed the turn on): the bot
    seats' moves, if one is to act (cogs/bots.py)."""
    if status is not None:
        await status()
    await client.bot_seats.play(result.table.channel_id, result.table, result.to_act)  # type: ignore[attr-defined]


def handoff_words(row: TableRow, public_view: dict[str, Any], mover: int | None) -> HandoffWords:
    """(what the turn handed over asks for beyond a move, the mover's name) in the game's words, from its presenter
    and the public view: ("Round 2 of 3: choose your Tactic.", "ann · Tovak"); empty where it has none."""
    presenter = presenter_for(row.game)
    if presenter is None:
        return "", ""
    locale = public_locale(row)
    asks = presenter.turn_words(row, public_view, locale) if presenter.turn_words is not None else ""
    named = presenter.seat_label(row, public_view, mover, locale) \
        if presenter.seat_label is not None and mover is not None else ""
    return asks, named


async def private_hands(client: discord.Client, tables: Tables, result: MoveResult, locale: str) -> list[Reply]:
    """After a move, each player's private place: the mover's hand, and for every player the move told something
    privately (the cards they draw at a new Round) that news with their hand, as a new message. Where the mover
    has no place, their news comes with their hand as a private reply (`/mk hand` shows it again)."""
    presenter = presenter_for(result.table.game)
    if presenter is None or presenter.private_hand is None:
        return []
    row = result.table
    news: dict[int, list[Event]] = {}
    for event in result.events:
        if event.visible_to is not None:
            news.setdefault(event.visible_to, []).append(event)
    replies = []
    seated = {s.seat: s.user_id for s in row.seats if s.is_player}  # a bot's seat has nobody to tell
    for seat in sorted({result.seat, *news} & set(seated)):
        user_id = seated[seat]
        told_in = locale if seat == result.seat else await place_locale(tables, row, user_id)
        lines = [e.text(told_in) for e in news.get(seat, [])]
        hand = presenter.private_hand(row, result.views[seat], seat, told_in)
        if not await show_hand(client, tables, row, user_id, "\n".join([*lines, hand]), told_in, fresh=seat in news) \
                and seat == result.seat and seat in news:
            replies.append(Reply("\n".join([hand, t("hand_again", locale)]), ephemeral=True))
    return replies


async def private_places(client: discord.Client, tables: Tables, row: TableRow, only: int | None = None) -> None:
    """When the game starts: each player's private place, showing what they hold (`only`: that user's, who took a
    seat mid-game)."""
    presenter = presenter_for(row.game)
    if presenter is None or presenter.private_hand is None:
        return
    for seat in (s for s in row.seats if s.is_player and only in (None, s.user_id)):
        locale = await place_locale(tables, row, seat.user_id)
        await show_hand(client, tables, row, seat.user_id, await _hand(tables, presenter, row, seat.user_id, locale),
                        locale)


async def _hand(tables: Tables, presenter: Presenter, row: TableRow, user_id: int, locale: str) -> str:
    _row, view = await tables.view(row.channel_id, user_id)
    return presenter.private_hand(row, view, row.seat_of(user_id), locale)


async def _question_panel(tables: Tables, result: MoveResult, user_id: int, locale: str) -> list[Reply]:
    """A typed move that opened a question to its player: the panel at that question, privately."""
    presenter = presenter_for(result.table.game)
    if presenter is None or result.game_over or result.seat not in result.to_act:
        return []
    if not presenter.asks(result.views[result.seat]):
        return []
    return [await panel_reply(tables, result.table.channel_id, user_id, locale, after=result)]


async def pictures_after(result: MoveResult) -> list[discord.File]:
    """The pictures a game posts with a move's public line (the map after a turn ...), from the public view."""
    presenter = presenter_for(result.table.game)
    if presenter is None:
        return []
    return await presenter.pictures(result, result.views[None], public_locale(result.table))


async def play_choice(interaction: discord.Interaction, channel_id: int, version: int, index: int) -> None:
    """A panel's move: the `index`-th legal action of the panel drawn at `version`."""
    await play(interaction, None, version, from_panel=True, choice=index)


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
        await guarded(interaction, play_choice(interaction, self.channel_id, self.version, self.index))


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
        await guarded(interaction, play_choice(interaction, self.channel_id, self.version, index))


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
        locale_public, user = public_locale(row), shown_name(interaction.user.display_name)
        presenter = presenter_for(row.game)
        if presenter is not None and presenter.said is not None:  # said from the mover's view before it: now
            _row, before = await tables.view(channel_id, interaction.user.id)
            move = presenter.said(row, taken_back.seat, Action.parse(taken_back.action), before, (), locale_public)
            public = Reply(t("undone_said", locale_public, user=user, move=move))
        else:
            public = Reply(t("undone", locale_public, user=user,
                             action=public_action(row.game, taken_back.action, locale_public)))
        await refresh_status(interaction.client, tables, channel_id)
        # where several seats decide at once, a bot may be among those to act again
        public.after = lambda: interaction.client.bot_seats.play(channel_id, row)  # type: ignore[attr-defined]
        if not from_panel:
            return public
        panel = await panel_reply(tables, channel_id, interaction.user.id, locale, replace=True)
        panel.followups, panel.after, public.after = [public], public.after, None
        return panel

    await answer(interaction, work)


PANEL_ITEMS = (ActionButton, ActionSelect, PageButton, UndoButton, OpenPanelButton)

"""The Mage Knight turn panel: the seat's legal actions, grouped, in a private message.

Three levels: the groups (cards, movement, exploring, interaction, Units, Skills, combat, decisions, the
turn); inside a group one entry per card, Unit or enemy when it can be used in several ways (a card's
modes and mana sources); then the moves. A move is the generic ActionButton (its index in legal_actions)
or an entry of a PanelSelect, so it plays through the same path as every game: a click on a panel drawn
before the game moved on is answered privately with the current panel. Navigation ids carry the table
version as well. More entries than buttons fit become select menus, paged: nothing is ever cut.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from typing import Any

import discord

from cogs.mk_combat_text import combat_lines
from cogs.mk_hint import HintButton
from cogs.mk_labels import distinct, label
from cogs.mk_text import CATEGORIES, OTHER, category_of, content_name
from cogs.play import ID_PREFIX, ActionButton, UndoButton, panel_reply, play_choice, tables_of
from cogs.replies import Reply, answer, guarded
from engine.core import Action
from engine.mageknight.catalog import Catalog
from engine.store import TableRow
from i18n import t

BUTTONS_PER_VIEW = 20  # four rows of five; the fifth row holds navigation
SELECTS_PER_PAGE = 4
OPTIONS_PER_SELECT = 25
TOP = "top"
CATEGORY_ORDER = (*CATEGORIES, OTHER)


@dataclass(frozen=True)
class Entry:
    """One thing to click: a move (`index` into legal_actions), a way down (`path`), or a taken Hero."""
    label: str
    index: int | None = None
    path: str | None = None
    disabled: bool = False


def categories(actions: list[Action]) -> dict[str, list[int]]:
    grouped: dict[str, list[int]] = {name: [] for name in CATEGORY_ORDER}
    for index, action in enumerate(actions):
        grouped[category_of(action)].append(index)
    return {name: indices for name, indices in grouped.items() if indices}


def subgroups(actions: list[Action], indices: list[int]) -> list[list[int]]:
    """The moves of a group by what they use (verb and first argument: the card, the Unit, the enemy).
    One list per card and so on; a single list when splitting would not save a click."""
    by_subject: dict[tuple[str, str], list[int]] = {}
    for index in indices:
        action = actions[index]
        by_subject.setdefault((action.verb, action.args[0][1] if action.args else ""), []).append(index)
    split = list(by_subject.values())
    return split if 1 < len(split) < len(indices) else [indices]


def _resolve_path(actions: list[Action], path: str) -> tuple[str, list[int], int | None]:
    """`top`, `cards` or `cards.2` -> (category, its move indices, subgroup number or None).
    A path that no longer fits (the moves changed) falls back to the top."""
    grouped = categories(actions)
    name, _, sub = path.partition(".")
    if name not in grouped:
        return TOP, [], None
    if sub.isdigit():
        parts = subgroups(actions, grouped[name])
        if int(sub) < len(parts):
            return name, parts[int(sub)], int(sub)
    return name, grouped[name], None


class MageKnightPanel:
    """Builds the panel for one seat; the catalogue gives the names."""

    def __init__(self, catalog: Catalog):
        self.catalog = catalog

    def label(self, action: Action, view: dict[str, Any], locale: str, seat: int | None = None) -> str:
        return label(self.catalog, action, view, locale, seat)

    def entries(self, actions: list[Action], view: dict[str, Any], locale: str,
                path: str, seat: int | None = None) -> tuple[list[Entry], str, str]:
        """What the panel lists at `path`: (entries, the path really shown, the path one level up or "")."""
        grouped = categories(actions)
        name, indices, sub = _resolve_path(actions, path)
        if name == TOP and len(grouped) == 1:  # a single group (a decision, the Hero choice): open it
            name, indices = next(iter(grouped.items()))
        if name == TOP:
            return [Entry(f"{t(f'mk_cat_{n}', locale)} ({len(i)})", path=n) for n, i in grouped.items()], TOP, ""
        parent = TOP if len(grouped) > 1 else ""
        shown = name
        if sub is None:
            parts = subgroups(actions, indices)
            if len(parts) > 1:
                return self._subgroup_entries(actions, view, locale, name, parts, seat), shown, parent
        else:
            parent, shown = name, f"{name}.{sub}"
        entries = _distinct([Entry(self.label(actions[i], view, locale, seat), index=i) for i in indices])
        if any(actions[i].verb == "hero" for i in indices):  # taken Heroes stay visible, greyed out
            offered = {actions[i].get("id") for i in indices}
            entries += [Entry(content_name(self.catalog, hero, locale) or hero, disabled=True)
                        for hero in self.catalog.heroes if hero not in offered]
        return entries, shown, parent

    def _subgroup_entries(self, actions: list[Action], view: dict[str, Any], locale: str, name: str,
                          parts: list[list[int]], seat: int | None) -> list[Entry]:
        """One entry per card, Unit or enemy: its one move, or the way down to its moves ("Peasants (4)"); two
        alike (two Peasants) are numbered ("Peasants #2 (4)")."""
        texts = distinct([self.label(actions[part[0]], view, locale, seat) if len(part) == 1
                          else self._subject(actions[part[0]], view, locale, seat) for part in parts], "{text} #{n}")
        return [Entry(text, index=part[0]) if len(part) == 1
                else Entry(f"{text} ({len(part)})", path=f"{name}.{number}")
                for number, (text, part) in enumerate(zip(texts, parts))]

    def _subject(self, first: Action, view: dict[str, Any], locale: str, seat: int | None) -> str:
        """What a group of moves uses: the card, the Unit, the enemy (its first argument, in words)."""
        if first.verb == "play":
            return content_name(self.catalog, first.get("card") or "", locale) or first.get("card") or ""
        if first.verb == "unit" and first.get("unit") is not None:
            return self.label(first, view, locale, seat).split(" · ")[0]
        return self.label(Action(first.verb, first.args[:1]), view, locale, seat)

    def question(self, view: dict[str, Any], actions: list[Action], locale: str) -> list[str]:
        """What the panel asks, first: the open decision's question (the engine's words), the Round's Tactic with
        each Tactic's text, or the Hero."""
        decision = view.get("decision")
        if decision is not None and decision.get("question"):
            return [f"**{decision['question']['de' if locale.startswith('de') else 'en']}**"]
        offered = [a.get("id") for a in actions if a.verb == "tactic"]
        if offered:
            time = t(f"mk_time_{view['time']}", locale)
            lines = [f"**{t('mk_ask_tactic', locale, round=view['round'], time=time)}**"]
            german = locale.startswith("de")
            for tactic in (self.catalog.tactics[i] for i in offered if i in self.catalog.tactics):
                lines.append(t("mk_tactic_text", locale, name=tactic.name.de if german else tactic.name.en,
                               number=tactic.number, text=tactic.text.de if german else tactic.text.en))
            return lines
        if any(a.verb == "hero" for a in actions):
            return [f"**{t('mk_ask_hero', locale)}**"]
        return []

    def header(self, view: dict[str, Any], seat: int, locale: str, path: str, actions: list[Action]) -> list[str]:
        me = next(p for p in view["players"] if p["seat"] == seat)
        asked = self.question(view, actions, locale)
        lines = list(asked)
        hand = [content_name(self.catalog, card, locale) or card for card in me["hand"] or []]
        lines.append(t("mk_panel_hand", locale, cards=", ".join(hand) or "-"))
        turn, combat = view["turn"], view["combat"]
        if turn is not None and turn["seat"] == seat:
            tokens = ", ".join(t(f"mk_color_{c}", locale) for c in turn["tokens"]) or "-"
            lines.append(t("mk_panel_points", locale, move=turn["move"], influence=turn["influence"], tokens=tokens))
            if combat is not None:
                lines += combat_lines(combat, locale)
        name = path.partition(".")[0]
        if name in CATEGORY_ORDER and not (asked and name in ("decide", "setup")):  # the question heads those
            lines.append(f"**{t(f'mk_cat_{name}', locale)}**")
        return lines

    def build(self, row: TableRow, seat: int, view: dict[str, Any], actions: list[Action], locale: str, path: str,
              page: int) -> tuple[str, discord.ui.View]:
        entries, shown, parent = self.entries(actions, view, locale, path, seat)
        components, page, pages = panel_view(row.channel_id, row.version, entries, shown, parent, page)
        lines = self.header(view, seat, locale, shown, actions)
        if not actions:
            lines.append(t("panel_none", locale))
        if pages > 1:
            lines.append(t("panel_more", locale, page=page + 1, pages=pages))
        return "\n".join(lines), components


def _distinct(entries: list[Entry]) -> list[Entry]:
    """Entries that would read the same are numbered (mk_labels.distinct)."""
    return [replace(entry, label=text) for entry, text in zip(entries, distinct([e.label for e in entries]))]


def panel_view(channel_id: int, version: int, entries: list[Entry], path: str, parent: str,
               page: int) -> tuple[discord.ui.View, int, int]:
    """Buttons for up to 20 entries, else select menus of 25, four to a page. Returns (view, page, pages)."""
    view = discord.ui.View(timeout=None)
    pages = 1
    if len(entries) <= BUTTONS_PER_VIEW:
        for number, entry in enumerate(entries):
            view.add_item(_button(channel_id, version, entry, number, row=number // 5))
    else:
        per_page = SELECTS_PER_PAGE * OPTIONS_PER_SELECT
        pages = math.ceil(len(entries) / per_page)
        page = min(page, pages - 1)
        start = page * per_page
        for row, offset in enumerate(range(start, min(start + per_page, len(entries)), OPTIONS_PER_SELECT)):
            view.add_item(PanelSelect(channel_id, version, path, offset, entries[offset:offset + OPTIONS_PER_SELECT],
                                      row=row))
    nav = 4
    if parent:
        view.add_item(PanelButton(channel_id, version, parent, 0, "⬑", row=nav))
    if page > 0:
        view.add_item(PanelButton(channel_id, version, path, page - 1, "◀", row=nav))
    if page < pages - 1:
        view.add_item(PanelButton(channel_id, version, path, page + 1, "▶", row=nav))
    view.add_item(PanelButton(channel_id, version, path, page, "⟳", row=nav))
    view.add_item(UndoButton(channel_id, version, row=nav))
    if not parent:  # the first level, where the row has room (at most ◀ ▶ ⟳ ↶ besides): what Arbiter would do
        view.add_item(HintButton(channel_id, row=nav))
    return view, page, pages


def _button(channel_id: int, version: int, entry: Entry, number: int, row: int) -> discord.ui.Item:
    if entry.index is not None:
        return ActionButton(channel_id, version, entry.index, entry.label, row=row)
    if entry.path is not None:
        return PanelButton(channel_id, version, entry.path, 0, entry.label, row=row,
                           style=discord.ButtonStyle.secondary)
    return discord.ui.Button(label=entry.label, disabled=True, row=row,
                             custom_id=f"{ID_PREFIX}:off:{number}")


class PanelButton(discord.ui.DynamicItem[discord.ui.Button],
                  template=ID_PREFIX + r":mk:(?P<channel>\d+):(?P<version>\d+):(?P<path>[a-z\-]+(?:\.\d+)?)"
                                       r":(?P<page>\d+)"):
    """Opens a group, a card's ways to be played, another page, or the same view again (⟳)."""

    def __init__(self, channel_id: int, version: int, path: str, page: int, label: str = "?",
                 row: int | None = None, style: discord.ButtonStyle = discord.ButtonStyle.secondary):
        super().__init__(discord.ui.Button(label=label, style=style, row=row,
                                           custom_id=f"{ID_PREFIX}:mk:{channel_id}:{version}:{path}:{page}"))
        self.channel_id, self.version, self.path, self.page = channel_id, version, path, page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> "PanelButton":
        return cls(int(match["channel"]), int(match["version"]), match["path"], int(match["page"]), item.label or "?")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, navigate(interaction, self.channel_id, self.version, self.path, self.page))


class PanelSelect(discord.ui.DynamicItem[discord.ui.Select],
                  template=ID_PREFIX + r":mks:(?P<channel>\d+):(?P<version>\d+):(?P<path>[a-z\-]+(?:\.\d+)?)"
                                       r":(?P<offset>\d+)"):
    """A menu of entries: `a<index>` plays a move, `g<path>` opens a group."""

    def __init__(self, channel_id: int, version: int, path: str, offset: int, entries: list[Entry],
                 row: int | None = None):
        options = [discord.SelectOption(label=e.label,
                                        value=f"a{e.index}" if e.index is not None else f"g{e.path}")
                   for e in entries if not e.disabled] or [discord.SelectOption(label="-", value="-")]
        super().__init__(discord.ui.Select(custom_id=f"{ID_PREFIX}:mks:{channel_id}:{version}:{path}:{offset}",
                                           options=options, row=row, min_values=1, max_values=1))
        self.channel_id, self.version = channel_id, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str]) -> "PanelSelect":
        return cls(int(match["channel"]), int(match["version"]), match["path"], int(match["offset"]), [])

    async def callback(self, interaction: discord.Interaction) -> None:
        value = ((interaction.data or {}).get("values") or ["-"])[0]
        if value.startswith("a") and value[1:].isdigit():
            work = play_choice(interaction, self.channel_id, self.version, int(value[1:]))
        else:
            work = navigate(interaction, self.channel_id, self.version, value[1:] or TOP, 0)
        await guarded(interaction, work)


async def navigate(interaction: discord.Interaction, channel_id: int, version: int, path: str, page: int) -> None:
    tables = tables_of(interaction)

    async def work(locale: str) -> Reply:
        row, _actions = await tables.legal_actions(channel_id, interaction.user.id)
        if row.version != version:
            return await panel_reply(tables, channel_id, interaction.user.id, locale, note=t("stale", locale),
                                     replace=True)
        return await panel_reply(tables, channel_id, interaction.user.id, locale, page=page, path=path,
                                 replace=True)

    await answer(interaction, work)


MK_PANEL_ITEMS = (PanelButton, PanelSelect, HintButton)

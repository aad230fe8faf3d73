"""What a game shows beyond the generic notation: its own panel, the public text of a move, its status.

The generic cogs (play.py, status.py, game.py) ask here; a game's cog registers a Presenter for its game
id when the bot sets up. Games without one get the flat panel and the plain notation.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Awaitable, Callable

import discord

from engine.core import Action, Event
from engine.store import TableRow
from engine.tables import MoveResult

# (row, the seat's own view, its legal actions, locale, navigation path, page) -> (text, components)
PanelBuilder = Callable[[TableRow, dict[str, Any], list[Action], str, str, int], tuple[str, discord.ui.View]]
# (row, the mover's seat, the move, the mover's view just before it, its events, locale) -> the move in words
Sayer = Callable[[TableRow, int, Action, dict[str, Any], tuple[Event, ...], str], str]
# (row, a view, locale) -> the log's heading for the moves made from that view on (a turn, a Round's Tactics)
Heading = Callable[[TableRow, dict[str, Any], str], str]
# (result of a move, or None when the game starts; the public view after it; locale) -> files for the public line
PictureMaker = Callable[[MoveResult | None, dict[str, Any], str], Awaitable[list[discord.File]]]
# (row, the seat's own view, the seat, locale) -> what the player holds, for their private place
HandText = Callable[[TableRow, dict[str, Any], int, str], str]
# (row, the public view, locale) -> what the turn handed over asks for beyond a move ("choose your Tactic"), or ""
TurnWords = Callable[[TableRow, dict[str, Any], str], str]
# (row, the public view, a seat, locale) -> how players read that seat ("ann · Tovak")
SeatLabel = Callable[[TableRow, dict[str, Any], int, str], str]
# (a table's game options, locale) -> those options in words, for the lobby
OptionsWords = Callable[[dict[str, str], str], str]


@dataclass(frozen=True)
class Presenter:
    panel: PanelBuilder
    public_action: Callable[[Action, str], str]  # a move as everyone may read it (secrets left out)
    status: Callable[[TableRow, dict[str, Any], str], str]  # the status message from the public view
    pictures: PictureMaker
    said: Sayer | None = None  # a game that can say its moves in words; else the line shows `public_action`
    heading: Heading | None = None  # a game whose log is grouped by turn
    private_hand: HandText | None = None  # games with a hidden hand keep it in each player's private place
    turn_words: TurnWords | None = None
    options_words: OptionsWords | None = None
    seat_label: SeatLabel | None = None
    # whether a seat's own view waits on a question to that seat: a typed move that opened one is answered
    # privately with the panel at it (play.py)
    asks: Callable[[dict[str, Any]], bool] = lambda view: False


PRESENTERS: dict[str, Presenter] = {}


def presenter_for(game_id: str) -> Presenter | None:
    return PRESENTERS.get(game_id)


def public_action(game_id: str, action: Action | str, locale: str) -> str:
    """The text of a move in public lines and the shared log."""
    presenter = PRESENTERS.get(game_id)
    if presenter is None:
        return str(action)
    return presenter.public_action(action if isinstance(action, Action) else Action.parse(action), locale)


def move_line(row: TableRow, seat: int, action: Action, before: dict[str, Any], events: tuple[Event, ...],
              mover: str, locale: str) -> str:
    """A move as the channel reads it: in the game's words where it has them ("**ann** · Tovak ends the turn."),
    else the mover's name (`mover`, already escaped) and the move's public text, then its public events."""
    presenter = PRESENTERS.get(row.game)
    if presenter is not None and presenter.said is not None:
        return presenter.said(row, seat, action, before, events, locale)
    public = [e.text(locale) for e in events if e.visible_to is None]
    return f"**{mover}**: `{public_action(row.game, action, locale)}`" + (" — " + " ".join(public) if public else "")


def heading(row: TableRow, view: dict[str, Any], locale: str) -> str | None:
    """The log's heading for the moves made from `view` on, for a game whose log is grouped by turn."""
    presenter = PRESENTERS.get(row.game)
    return presenter.heading(row, view, locale) if presenter is not None and presenter.heading is not None else None

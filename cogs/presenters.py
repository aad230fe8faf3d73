"""What a game shows beyond the generic notation: its own panel, the public text of a move, its status.

The generic cogs (play.py, status.py, game.py) ask here; a game's cog registers a Presenter for its game
id when the bot sets up. Games without one get the flat panel and the plain notation.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Awaitable, Callable

import discord

from engine.core import Action
from engine.store import TableRow
from engine.tables import MoveResult

# (row, the seat's own view, its legal actions, locale, navigation path, page) -> (text, components)
PanelBuilder = Callable[[TableRow, dict[str, Any], list[Action], str, str, int], tuple[str, discord.ui.View]]
# (result of a move, the public view after it, locale) -> files to attach to the public line
PictureMaker = Callable[[MoveResult, dict[str, Any], str], Awaitable[list[discord.File]]]


@dataclass(frozen=True)
class Presenter:
    panel: PanelBuilder
    public_action: Callable[[Action, str], str]  # a move as everyone may read it (secrets left out)
    status: Callable[[TableRow, dict[str, Any], str], str]  # the status message from the public view
    pictures: PictureMaker
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

"""`/mk hint`: the move Arbiter's own player would make for a seat now, in the panel's words, with its reason.

The move is named as the seat's panel names it (cogs/mk_labels.py), from the seat's own view; the reason is the
player's (engine/players `Choice.why`), or a plain sentence where it gives none. The player reads only what the seat
may know (`Game.sample_hidden`), so a hint tells nothing the seat could not see.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cogs.mk_labels import label
from engine.players import Player
from engine.store import TableRow
from i18n import locale_of, t

if TYPE_CHECKING:  # the game object is handed in; importing its module would load the catalogue
    from engine.mageknight.game import MageKnight

VERSION_BITS = 32  # a table's id above its version: one seed for each position of each table


def hint_seed(row: TableRow) -> int:
    """The same position (table and version) always gets the same hint; the game's own seed stays out of it."""
    return (row.id << VERSION_BITS) | row.version


def hint_text(game: MageKnight, player: Player, state: Any, seat: int, seed: int, locale: str) -> str:
    """The hint in words. Pure and possibly slow (a search): the bot runs it in a worker thread."""
    choice = player.choose(game, state, seat, seed)
    view = game.view(state, seat)
    move = f"**{label(game.catalog, choice.action, view, locale, seat)}**"
    question = (view.get("decision") or {}).get("question")
    if question:  # an answer ("green") reads only with what the game asks, as on the panel
        move += f" ({question[locale_of(locale)]})"
    why = choice.why(locale)
    return t("mk_hint", locale, move=move, why=why) if why else t("mk_hint_plain", locale, move=move)

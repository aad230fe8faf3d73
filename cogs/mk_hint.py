"""`/mk hint` and the panel's 💡: the move Arbiter's own player would make for a seat now, in the panel's words, with
its reason.

The move is named as the seat's panel names it (cogs/mk_labels.py), from the seat's own view; the reason is the
player's (engine/players `Choice.why`), or a plain sentence where it gives none. The player reads only what the seat
may know (`Game.sample_hidden`), so a hint tells nothing the seat could not see. It may search for a while: it runs in
a worker thread, and the bot goes on answering everyone else meanwhile.
"""
from __future__ import annotations

import asyncio
import re
from functools import cache
from typing import TYPE_CHECKING, Any

import discord

from cogs.mk_labels import label
from cogs.play import ID_PREFIX, tables_of
from cogs.replies import Reply, answer
from engine.players import Player
from engine.tables import Tables, position_seed
from games import REGISTERED
from i18n import locale_of, t

if TYPE_CHECKING:  # the game object is handed in; importing its module would load the catalogue
    from engine.mageknight.game import MageKnight



@cache
def player_of(game_id: str) -> Player:
    """The game's own player (games.py), made once."""
    return REGISTERED[game_id].load_player()


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


async def hint_reply(tables: Tables, channel_id: int, user_id: int, locale: str) -> Reply:
    """The hint for the user's seat, privately; refused in words unless it is that seat's decision."""
    row, state, seat = await tables.decision(channel_id, user_id)
    game = tables.game_of(row)
    text = await asyncio.to_thread(hint_text, game, player_of(game.id), state, seat, position_seed(row), locale)
    return Reply(text, ephemeral=True)


class HintButton(discord.ui.DynamicItem[discord.ui.Button], template=ID_PREFIX + r":hint:(?P<channel>\d+)"):
    """💡 on the panel: the hint as a new private message, the panel left as it is."""

    def __init__(self, channel_id: int, row: int | None = None):
        super().__init__(discord.ui.Button(label="💡", style=discord.ButtonStyle.secondary, row=row,
                                           custom_id=f"{ID_PREFIX}:hint:{channel_id}"))
        self.channel_id = channel_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> "HintButton":
        return cls(int(match["channel"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def work(locale: str) -> Reply:
            return await hint_reply(tables_of(interaction), self.channel_id, interaction.user.id, locale)
        await answer(interaction, work, private_new=True)

"""The games Arbiter knows, registered in one place: each brings its own parts, named here.

A game is a `Registration`: its rules package under engine/ (pure; it imports no other game's), its
`Game` object, its data folder, its Discord cog(s) and panel components, its pictures under render/, its
message catalogue in i18n/ and its self-play policy in bench/. The parts are named as text ("module" or
"module:ATTRIBUTE") and imported only when asked for: loading Mage Knight's catalogue takes a third of a
second, and the i18n catalogue, the layering test and bench read this list without the Discord layer.

bot.py, the console, bench.selfplay, tests/test_layering.py and the i18n catalogue take every game listed in
`REGISTERED`; none of them names a game. Adding a game is one `Registration` below ("How to add a game",
docs/architecture.md); no other game's file changes.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any


def load(ref: str) -> Any:
    """"package.module" -> that module; "package.module:NAME" -> its attribute NAME."""
    module_name, _, attribute = ref.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attribute) if attribute else module


@dataclass(frozen=True)
class Registration:
    id: str  # the Game's id: what `/game new game:` and the store call it
    engine: str  # its rules package: pure, importing no other game's (tests/test_layering.py)
    game: str  # its Game object, "module:ATTRIBUTE"
    data: str | None = None  # its content folder, relative to the project's root
    cogs: tuple[str, ...] = ()  # its discord.py cogs, each built as `Cog(bot, game)` (e.g. /mk)
    panel_items: str | None = None  # its panel's DynamicItem classes, registered at start-up
    pictures: str | None = None  # its pictures' package under render/ (cogs.pictures.Pictures draws from it)
    messages: str | None = None  # its message catalogue: key -> {en, de}, merged into i18n.catalog.MESSAGES
    selfplay: str | None = None  # its self-play policy (bench/selfplay.py runs any game that has one)
    player: str = "engine.players:RandomPlayer"  # its own player (engine/players): bot seats, hints, self-play

    def load_game(self) -> Any:
        return load(self.game)

    def load_player(self) -> Any:
        """Its player, ready to choose: a class named is instantiated, an instance is used as it is."""
        player = load(self.player)
        return player() if isinstance(player, type) else player


MAGE_KNIGHT = Registration(
    id="mageknight", engine="engine.mageknight", game="engine.mageknight.game:GAME", data="data/mageknight",
    cogs=("cogs.mageknight:MageKnightCog",), panel_items="cogs.mk_panel:MK_PANEL_ITEMS",
    pictures="render.mageknight", messages="i18n.mageknight:MK_MESSAGES", selfplay="bench.mageknight_selfplay",
    player="engine.mageknight.player:PLAYER")

# The tiny stand-in game the foundation is tested with: hidden hands, a shuffled deck, a result. Registered
# exactly as Mage Knight is; it needs no cog, panel, pictures or words of its own (the generic /game commands
# and the flat panel serve it), and the bot offers it only when asked (`--games sumrace`).
SUM_RACE = Registration(id="sumrace", engine="engine.sumrace", game="engine.sumrace.game:GAME",
                        selfplay="bench.sumrace_selfplay")

REGISTERED: dict[str, Registration] = {game.id: game for game in (MAGE_KNIGHT, SUM_RACE)}

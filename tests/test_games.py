"""Every game a package, registered in one place (games.py): the shared layers take any registered game and name
none, and no game's parts import another game's. Sum Race, the tiny stand-in, is registered exactly as Mage Knight
is, so a next game (Runewars) is added without touching a Mage Knight file."""
from __future__ import annotations

import pathlib

import pytest

from bot import load_games
from games import REGISTERED, load
from i18n import MESSAGES
from tests.test_layering import imported_modules

ROOT = pathlib.Path(__file__).resolve().parent.parent
# What every game shares; none of it may import a game's part.
SHARED = ["bot.py", "games.py", "console", "bench/selfplay.py", "bench/stats.py", "i18n/__init__.py",
          "i18n/catalog.py", "engine/tables.py", "engine/core", "engine/content", "engine/store", "render/__init__.py",
          "render/canvas.py", "render/style.py", "cogs/game.py", "cogs/play.py", "cogs/status.py", "cogs/presenters.py",
          "cogs/pictures.py", "cogs/replies.py", "cogs/private_place.py", "cogs/reminders.py", "cogs/names.py",
          "cogs/discord_limits.py", "cogs/translator.py"]


def module_of(ref: str) -> str:
    return ref.partition(":")[0]


def path_of(module: str) -> pathlib.Path:
    package = ROOT / module.replace(".", "/")
    return package if package.is_dir() else package.with_suffix(".py")


def python_files(path: pathlib.Path) -> list[pathlib.Path]:
    return sorted(path.rglob("*.py")) if path.is_dir() else [path]


def shared_files() -> set[pathlib.Path]:
    return {file for name in SHARED for file in python_files(ROOT / name)}


def cog_modules(registration) -> set[str]:
    """The game's cog modules: those it registers, and the cogs they import that are not shared."""
    shared = {str(path.relative_to(ROOT).with_suffix("")).replace("/", ".") for path in shared_files()}
    todo = [module_of(ref) for ref in (*registration.cogs, registration.panel_items) if ref]
    found: set[str] = set()
    while todo:
        module = todo.pop()
        if module in found or module in shared:
            continue
        found.add(module)
        todo += [name for name in imported_modules(path_of(module)) if name.startswith("cogs.")]
    return found


def parts(registration) -> set[str]:
    """The modules and packages a game brings."""
    named = [registration.engine, registration.pictures, registration.messages, registration.selfplay]
    return {module_of(ref) for ref in named if ref} | cog_modules(registration)


def imports_part(name: str, modules: set[str]) -> bool:
    return any(name == module or name.startswith(module + ".") for module in modules)


def test_mage_knight_and_the_stand_in_game_are_registered_alike():
    assert {"mageknight", "sumrace"} <= set(REGISTERED)
    for game_id, registration in REGISTERED.items():
        game = registration.load_game()
        assert game.id == game_id and registration.id == game_id
        assert path_of(registration.engine).is_dir() and module_of(registration.game).startswith(registration.engine)
        assert registration.data is None or (ROOT / registration.data).is_dir()
        assert all(isinstance(load(cog), type) for cog in registration.cogs)
        assert registration.pictures is None or registration.pictures.startswith(f"render.{game_id}")
        if registration.messages is not None:
            assert load(registration.messages).items() <= MESSAGES.items()  # the i18n catalogue took them
        policy = load(registration.selfplay)
        assert callable(policy.play_one) and policy.MIX and isinstance(policy.TOTALS, tuple)


def test_the_bot_offers_registered_games_by_their_id():
    assert set(load_games("mageknight,sumrace")) == {"mageknight", "sumrace"}
    assert set(load_games("engine.sumrace.game")) == {"sumrace"}  # a module exposing a Game still works


def test_the_shared_layers_import_no_game():
    every_part = set().union(*(parts(registration) for registration in REGISTERED.values()))
    offenders = [f"{path.relative_to(ROOT)} imports {name}" for path in sorted(shared_files())
                 for name in imported_modules(path) if imports_part(name, every_part)]
    assert offenders == []


def test_no_game_imports_another():
    offenders = []
    for registration in REGISTERED.values():
        others = set().union(*(parts(other) for other in REGISTERED.values() if other is not registration))
        for part in parts(registration):
            for path in python_files(path_of(part)):
                offenders += [f"{path.relative_to(ROOT)} imports {name}" for name in imported_modules(path)
                              if imports_part(name, others)]
    assert offenders == []


@pytest.mark.parametrize("setup, seats", load(REGISTERED["sumrace"].selfplay).MIX)
def test_the_stand_in_game_plays_itself_through_its_own_policy(setup, seats):
    report = load(REGISTERED["sumrace"].selfplay).play_one(REGISTERED["sumrace"].load_game(), setup, seats, seed=3)
    assert report["finished"] and report["actions"] > 0

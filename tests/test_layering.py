"""Arrows go one way: the rules packages do no I/O, read no clock, and know nothing of Discord."""
import ast
import pathlib

from games import REGISTERED

ROOT = pathlib.Path(__file__).resolve().parent.parent
# the game-agnostic engine and every registered game's rules package (games.py)
RULES_PACKAGES = ["engine/core", "engine/content", "engine/players", *(game.engine.replace(".", "/") for game in REGISTERED.values())]
FORBIDDEN = {"discord", "aiosqlite", "sqlite3", "asyncio", "time", "datetime", "random", "secrets", "socket",
             "os", "subprocess", "requests", "aiohttp", "PIL", "engine.tables", "engine.store", "cogs", "render",
             "console", "bot", "games"}
# Content is read from YAML files in exactly one module, once at start-up.
ALLOWED_IO_MODULES = {"engine/content/files.py"}


def imported_modules(path: pathlib.Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_rules_packages_import_nothing_impure():
    offenders = []
    for package in RULES_PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            relative = str(path.relative_to(ROOT))
            if relative in ALLOWED_IO_MODULES:
                continue
            for name in imported_modules(path):
                if any(name == bad or name.startswith(bad + ".") for bad in FORBIDDEN):
                    offenders.append(f"{relative} imports {name}")
    assert offenders == []


def test_engine_never_imports_the_discord_layer():
    for path in (ROOT / "engine").rglob("*.py"):
        for name in imported_modules(path):
            assert not name.startswith(("cogs", "console", "bot", "discord", "render")), f"{path} imports {name}"


def test_the_discord_layer_reaches_the_store_only_through_the_tables():
    """cogs -> engine.tables -> engine.store: a cog takes the store's row types, never the store itself."""
    offenders = []
    for path in sorted((ROOT / "cogs").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Attribute) and node.attr == "store":
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
            if isinstance(node, ast.ImportFrom) and node.module == "engine.store" and any(
                    alias.name not in ("TableRow", "SeatRow", "ActionRow") for alias in node.names):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno} imports from engine.store")
    assert offenders == []

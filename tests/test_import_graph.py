"""The engine's imports point one way (issue 15): no circle, no import hidden to dodge one, every module importable
first, and the layers of a game in order: floor <- rules <- content (cards/) <- the game's facade (game.py).

The graph is read from the code's own imports (every `import` statement, wherever it stands), so a loop cannot hide
inside a function. Each check is first shown to catch a planted fault.
"""
from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
ENGINE = ROOT / "engine"
MK = "engine.mageknight"

# The layers of Mage Knight's package, lowest first. A module may import its own layer and those below, never above.
# The floor: state, the catalogue's types, names, geometry and the Rulebook where moments are declared.
FLOOR = (f"{MK}.state", f"{MK}.words", f"{MK}.geometry", f"{MK}.catalog", f"{MK}.rulebook", f"{MK}.context",
         f"{MK}.effect_paths", f"{MK}.codec")
CONTENT = (f"{MK}.cards",)
FACADE = (f"{MK}.game",)
# Arbiter's own Mage Knight player plays through the facade, as any player of the game does.
PLAYER = (f"{MK}.player",)
# Commands that check the data against the whole engine stand above it.
COMMANDS = (f"{MK}.check_data",)
# The engine every game shares: a game may import these, they import no game.
SHARED = ("core", "content", "players", "store", "tables")


def module_name(path: pathlib.Path, root: pathlib.Path = ROOT) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def engine_modules(root: pathlib.Path = ROOT) -> dict[str, pathlib.Path]:
    return {module_name(path, root): path for path in sorted((root / "engine").rglob("*.py"))}


class Import:
    def __init__(self, source: str, target: str, line: int, hidden: bool, late: bool):
        self.source, self.target, self.line, self.hidden, self.late = source, target, line, hidden, late

    def __repr__(self) -> str:
        where = " (inside a function)" if self.hidden else " (below the code)" if self.late else ""
        return f"{self.source}:{self.line} -> {self.target}{where}"


def imports_of(name: str, source: str, modules) -> list[Import]:
    """The engine modules `name` imports, each with where the import stands."""
    tree = ast.parse(source)
    package = name if source is not None and name in modules and modules[name].name == "__init__.py" else \
        name.rpartition(".")[0]
    found: list[Import] = []
    first_code = min((node.lineno for node in tree.body if isinstance(node, (ast.FunctionDef, ast.ClassDef))),
                     default=None)

    def targets(node) -> list[str]:
        if isinstance(node, ast.Import):
            return [alias.name for alias in node.names]
        base = node.module or ""
        if node.level:
            anchor = package.split(".")[:len(package.split(".")) - (node.level - 1)]
            base = ".".join(anchor + ([base] if base else []))
        return [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base for alias in node.names]

    def visit(node, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                for target in targets(child):
                    if target in modules and target != name:
                        late = not in_function and first_code is not None and child.lineno > first_code
                        found.append(Import(name, target, child.lineno, in_function, late))
            else:
                visit(child, in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))

    visit(tree, False)
    return found


def import_graph(root: pathlib.Path = ROOT) -> list[Import]:
    modules = engine_modules(root)
    return [found for name, path in modules.items() for found in imports_of(name, path.read_text(), modules)]


def circles(edges: list[Import]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    graph: dict[str, set[str]] = {}
    for edge in edges:
        graph.setdefault(edge.source, set()).add(edge.target)
        graph.setdefault(edge.target, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                connect(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return groups


def within(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == prefix or name.startswith(prefix + ".") for prefix in prefixes)


def layer_of(name: str) -> int | None:
    """0 floor, 1 rules, 2 content, 3 the facade, 4 its own player, 5 commands; None outside Mage Knight's package."""
    if not within(name, (MK,)) or name == MK:
        return None
    for layer, prefixes in enumerate((FLOOR, None, CONTENT, FACADE, PLAYER, COMMANDS)):
        if prefixes is not None and within(name, prefixes):
            return layer
    return 1


def upward(edges: list[Import]) -> list[Import]:
    return [edge for edge in edges if layer_of(edge.source) is not None and layer_of(edge.target) is not None
            and layer_of(edge.target) > layer_of(edge.source)]


def across_games(edges: list[Import]) -> list[Import]:
    """An import from one game's package into another's, or from the game-agnostic engine into any game."""
    def game(name: str) -> str | None:
        parts = name.split(".")
        return parts[1] if len(parts) > 1 and parts[1] not in SHARED else None
    return [edge for edge in edges if game(edge.target) is not None and game(edge.source) != game(edge.target)]


# --- The checks ---------------------------------------------------------------------------------------------------

def test_no_import_circle_anywhere_in_the_engine():
    assert circles(import_graph()) == []


def test_no_import_hides_inside_a_function_or_below_the_code():
    assert [edge for edge in import_graph() if edge.hidden or edge.late] == []


def test_the_layers_of_mage_knight_point_down_only():
    """Rules never import content (they ask ctx.rules); content never imports the facade; the floor imports nothing
    above it."""
    assert upward(import_graph()) == []


def test_no_game_imports_another_and_the_engine_imports_no_game():
    assert across_games(import_graph()) == []


def test_every_engine_module_imports_first_in_a_fresh_interpreter():
    """Each module is imported with no engine module loaded before it (the cache of modules emptied each time)."""
    script = (
        "import importlib, sys\n"
        "failed = []\n"
        "for name in sys.argv[1:]:\n"
        "    for loaded in [m for m in sys.modules if m == 'engine' or m.startswith('engine.')]:\n"
        "        del sys.modules[loaded]\n"
        "    try:\n"
        "        importlib.import_module(name)\n"
        "    except Exception as error:\n"
        "        failed.append(f'{name}: {type(error).__name__}: {error}')\n"
        "print('\\n'.join(failed))\n")
    result = subprocess.run([sys.executable, "-c", script, *engine_modules()], cwd=ROOT, capture_output=True,
                            text=True, check=True)
    assert result.stdout.strip() == ""


# --- Each check catches a planted fault ---------------------------------------------------------------------------

def _planted(tmp_path, files: dict[str, str]) -> pathlib.Path:
    for relative, text in files.items():
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return tmp_path


def test_a_planted_circle_hidden_import_and_upward_import_are_caught(tmp_path):
    root = _planted(tmp_path, {
        "engine/__init__.py": "",
        "engine/mageknight/__init__.py": "",
        "engine/mageknight/state.py": "from engine.mageknight import turns\n",  # the floor reaching up
        "engine/mageknight/turns.py": "def end():\n    from engine.mageknight.cards import spells\n",
        "engine/mageknight/cards/__init__.py": "",
        "engine/mageknight/cards/spells.py": "from engine.mageknight import turns\n\n\ndef f():\n    pass\n\n\n"
                                             "from engine.mageknight import state\n",
        "engine/othergame/__init__.py": "from engine.mageknight import state\n",
    })
    edges = import_graph(root)
    assert circles(edges) == [["engine.mageknight.cards.spells", "engine.mageknight.state", "engine.mageknight.turns"]]
    assert [(edge.source, edge.hidden, edge.late) for edge in edges if edge.hidden or edge.late] == [
        ("engine.mageknight.cards.spells", False, True), ("engine.mageknight.turns", True, False)]
    assert sorted((edge.source, edge.target) for edge in upward(edges)) == [
        ("engine.mageknight.state", "engine.mageknight.turns"),
        ("engine.mageknight.turns", "engine.mageknight.cards.spells")]
    assert [(edge.source, edge.target) for edge in across_games(edges)] == [
        ("engine.othergame", "engine.mageknight.state")]

"""load_catalog: one read of data/mageknight per process, and the I/O boundary."""
from __future__ import annotations

import ast
import shutil
from pathlib import Path

import pytest
import yaml

from engine.mageknight.catalog import CatalogError, clear_cache, load_catalog
from engine.mageknight.cards import KNOWN_HOOKS

PACKAGE = Path(__file__).resolve().parents[2] / "engine" / "mageknight" / "catalog"


def test_the_default_directory_is_the_repository_data(data_dir):
    assert data_dir == PACKAGE.parents[2] / "data" / "mageknight"
    assert (data_dir / "units.yaml").exists()


def test_loading_twice_gives_the_same_object():
    clear_cache()
    assert load_catalog(known_hooks=KNOWN_HOOKS) is load_catalog(known_hooks=KNOWN_HOOKS)


def test_a_broken_directory_raises_catalog_error(tmp_path, data_dir):
    target = tmp_path / "mageknight"
    shutil.copytree(data_dir, target)
    document = yaml.safe_load((target / "tactics.yaml").read_text(encoding="utf-8"))
    document["tactics"][0]["time"] = "dusk"
    (target / "tactics.yaml").write_text(yaml.safe_dump(document, allow_unicode=True), encoding="utf-8")
    with pytest.raises(CatalogError) as caught:
        load_catalog(target, known_hooks=KNOWN_HOOKS)
    assert len(caught.value.problems) == 1
    assert caught.value.problems[0].endswith("tactics.yaml: tactics[0].time: unknown tactic time 'dusk' "
                                             "(allowed: day, night)")


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_only_files_py_touches_the_file_system():
    """The rules packages do no I/O (docs/architecture.md); the catalogue keeps it in files.py."""
    io_modules = {"yaml", "os", "io", "pathlib", "shutil", "open"}
    allowed = {"files.py", "loader.py", "check.py"}  # loader/check only pass paths on to files.py
    for path in PACKAGE.rglob("*.py"):
        if path.name in allowed:
            continue
        assert not (_imports(path) & io_modules), path.name
        assert "open(" not in path.read_text(encoding="utf-8"), path.name

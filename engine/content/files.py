"""The only module of the content code that touches the file system (for every game).

Everything else is a pure function of the parsed documents, because the rules packages must do
no I/O (docs/architecture.md): `read_documents` gives a game's catalogue builder what it needs.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from .errors import CatalogError

try:  # the C loader is several times faster; fall back where libyaml is missing
    _Loader = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on the PyYAML build
    _Loader = yaml.SafeLoader


def read_document(path: Path, label: str | None = None) -> Any:
    """One YAML file; a syntax error becomes a CatalogError naming the file and line."""
    try:
        with open(path, encoding="utf-8") as stream:
            return yaml.load(stream, Loader=_Loader)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" line {mark.line + 1}" if mark is not None else ""
        problem = getattr(error, "problem", None) or str(error)
        raise CatalogError([f"{label or path}:{where}: YAML syntax error: {problem}"]) from error
    except OSError as error:
        raise CatalogError([f"{label or path}: cannot read: {error.strerror}"]) from error


def read_documents(data_dir: Path) -> dict[str, Any]:
    """Every ``*.yaml`` file of ``data_dir`` by file name; all syntax errors at once."""
    documents: dict[str, Any] = {}
    problems: list[str] = []
    for path in sorted(Path(data_dir).glob("*.yaml")):
        try:
            documents[path.name] = read_document(path, display_path(path))
        except CatalogError as error:
            problems.extend(error.problems)
    if problems:
        raise CatalogError(problems)
    return documents


def display_path(path: Path) -> str:
    """A path as people type it: relative to the working directory when it is below it."""
    path = Path(path).resolve()
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)

"""load_catalog: read data/mageknight once per process and keep the Catalog.

An owner's own data goes in the folder `local/` beside the shipped files (data/mageknight/local/, ignored by git):
a file there of a shipped file's name adds its entries to that file's lists (the five cooperative Skills no public
source gives, say), and the whole is validated as one catalogue (docs/data-format.md, "Facts no source gives").
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.content.errors import CatalogError
from engine.content.files import display_path, read_documents

from .build import build_catalog
from .catalog import Catalog

LOCAL = "local"  # the owner's folder of added entries, inside the data folder


def default_data_dir() -> Path:
    """data/mageknight next to the `engine` package (the repo root, or site-packages once installed)."""
    return Path(__file__).resolve().parents[3] / "data" / "mageknight"


def load_catalog(data_dir: str | Path | None = None, known_hooks: frozenset[str] = frozenset()) -> Catalog:
    """The Catalog of ``data_dir`` (default: the installed data/mageknight), parsed once and cached.

    Raises CatalogError (one line per problem, naming file and key path) on bad content.
    """
    directory = Path(data_dir) if data_dir is not None else default_data_dir()
    return _load(directory.resolve(), known_hooks)


@lru_cache(maxsize=8)
def _load(directory: Path, known_hooks: frozenset[str]) -> Catalog:
    return build_catalog(read_data(directory), origin=display_path(directory), known_hooks=known_hooks)


def read_data(directory: Path) -> dict[str, Any]:
    """The data folder's documents, with the owner's entries of its `local/` folder added."""
    documents = read_documents(directory)
    if (directory / LOCAL).is_dir():
        documents = with_local_entries(documents, read_documents(directory / LOCAL), f"{display_path(directory)}/local")
    return documents


def with_local_entries(documents: dict[str, Any], local: dict[str, Any], origin: str) -> dict[str, Any]:
    """The shipped documents with the owner's entries appended to their lists; a local file only adds entries to
    a shipped file's lists (anything else is refused, naming the file and key)."""
    merged = {name: dict(document) if isinstance(document, dict) else document for name, document in documents.items()}
    problems = []
    for name, document in local.items():
        shipped = merged.get(name)
        if not isinstance(shipped, dict) or not isinstance(document, dict):
            problems.append(f"{origin}/{name}: a local file adds entries to a shipped file of the same name")
            continue
        for key, entries in document.items():
            if not isinstance(shipped.get(key), list) or not isinstance(entries, list):
                problems.append(f"{origin}/{name}: {key}: only lists of entries can be added to")
                continue
            shipped[key] = [*shipped[key], *entries]
    if problems:
        raise CatalogError(problems)
    return merged


def clear_cache() -> None:
    """Forget loaded catalogues (tests and the load benchmark measure cold loads)."""
    _load.cache_clear()

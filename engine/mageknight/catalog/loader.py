"""load_catalog: read data/mageknight once per process and keep the Catalog."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from engine.content.files import display_path, read_documents

from .build import build_catalog
from .catalog import Catalog


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
    return build_catalog(read_documents(directory), origin=display_path(directory), known_hooks=known_hooks)


def clear_cache() -> None:
    """Forget loaded catalogues (tests and the load benchmark measure cold loads)."""
    _load.cache_clear()

"""Errors raised for bad content.

Every problem is one line of the form ``<file>: <key path>: <message>``, so that whoever wrote the
YAML can find the spot at once (docs/data-format.md, "the loader").
"""
from __future__ import annotations

from collections.abc import Iterable


class CatalogError(Exception):
    """The content does not follow docs/data-format.md; ``problems`` holds one line per problem."""

    def __init__(self, problems: Iterable[str]):
        self.problems: tuple[str, ...] = tuple(problems)
        super().__init__("\n".join(self.problems))


class DataError(Exception):
    """One problem at one key path, raised by the pure readers and turned into a CatalogError line.

    ``path`` is relative to the file (``units[3].abilities[0].effect``); the file is added by
    whoever knows it (the Problems collector), which keeps the readers independent of files.
    """

    def __init__(self, path: str, message: str):
        self.path = path
        self.message = message
        super().__init__(f"{path}: {message}" if path else message)


def key_path(parent: str, key: object) -> str:
    """``units[3]`` + ``abilities`` -> ``units[3].abilities``."""
    return f"{parent}.{key}" if parent else str(key)


def index_path(parent: str, index: int) -> str:
    """``units`` + 3 -> ``units[3]``."""
    return f"{parent}[{index}]"


class Problems:
    """Collects problems of many files so that one run reports all of them, not just the first."""

    def __init__(self) -> None:
        self.found: list[tuple[str, str, str]] = []  # (file, key path, message)

    def add(self, file: str, path: str, message: str) -> None:
        self.found.append((file, path, message))

    @property
    def lines(self) -> list[str]:
        return [f"{file}: {path}: {message}" if path else f"{file}: {message}"
                for file, path, message in self.found]

    def add_error(self, file: str, error: DataError) -> None:
        self.add(file, error.path, error.message)

    def __bool__(self) -> bool:
        return bool(self.found)

    def raise_if_any(self) -> None:
        if self.found:
            raise CatalogError(self.lines)

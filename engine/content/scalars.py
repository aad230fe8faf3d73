"""Readers for single YAML values: each checks one value at one key path and raises DataError.

They are the bricks of the effect parser and of the file schemas. YAML booleans are Python ints,
so every integer reader rejects ``True``/``False`` explicitly.
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any, TypeVar

from .errors import DataError, index_path, key_path

T = TypeVar("T")
Reader = Callable[[Any, str], T]


def type_name(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, Mapping):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return type(value).__name__


def describe(value: Any) -> str:
    """``an integer 3``, ``a string 'x'``, ``null``: the wrong value as a message shows it."""
    return "null" if value is None else f"{type_name(value)} {value!r}"


def integer(value: Any, path: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise DataError(path, f"expected an integer, got {describe(value)}")
    return value


def count(value: Any, path: str) -> int:
    """A non-negative integer (the contract's default for numbers)."""
    number = integer(value, path)
    if number < 0:
        raise DataError(path, f"expected a non-negative integer, got {number}")
    return number


def positive(value: Any, path: str) -> int:
    number = integer(value, path)
    if number < 1:
        raise DataError(path, f"expected a positive integer, got {number}")
    return number


def boolean(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise DataError(path, f"expected true or false, got {describe(value)}")
    return value


def text(value: Any, path: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise DataError(path, f"expected a non-empty string, got {describe(value)}")
    return value


def identifier(value: Any, path: str) -> str:
    """An id: snake_case (docs/data-format.md, "Conventions")."""
    name = text(value, path)
    if not (name[0].isascii() and name[0].islower()) or not all(
        ch.isascii() and (ch.islower() or ch.isdigit() or ch == "_") for ch in name
    ):
        raise DataError(path, f"id {name!r} is not snake_case")
    return name


def one_of(allowed: Collection[str], what: str) -> Reader[str]:
    """A word from a closed list; the message names the wrong word and the kind of word."""
    def read(value: Any, path: str) -> str:
        if not isinstance(value, str) or value not in allowed:
            shown = value if isinstance(value, str) else describe(value)
            raise DataError(path, f"unknown {what} {shown!r} (allowed: {', '.join(sorted(allowed))})"
                            if isinstance(value, str) else
                            f"expected a {what} ({', '.join(sorted(allowed))}), got {shown}")
        return value
    return read


def list_of(item: Reader[T], *, allow_single: bool = False) -> Reader[tuple[T, ...]]:
    """A YAML list, each item read by ``item``; ``allow_single`` also takes one bare item."""
    def read(value: Any, path: str) -> tuple[T, ...]:
        if allow_single and not isinstance(value, list):
            return (item(value, path),)
        if not isinstance(value, list):
            raise DataError(path, f"expected a list, got {describe(value)}")
        return tuple(item(element, index_path(path, i)) for i, element in enumerate(value))
    return read


def mapping(value: Any, path: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise DataError(path, f"expected a mapping, got {describe(value)}")
    for key in value:
        if not isinstance(key, str):
            raise DataError(path, f"keys must be strings, got {type_name(key)} {key!r}")
    return value


def nullable(item: Reader[T]) -> Reader[T | None]:
    def read(value: Any, path: str) -> T | None:
        return None if value is None else item(value, path)
    return read


def anything(value: Any, path: str) -> Any:
    return value


class Fields:
    """Reads the keys of one mapping and complains about the keys nobody asked for.

    Typos in optional keys (``elemnt: fire``) would otherwise be silently ignored, so every
    reader ends with ``done()``.
    """

    def __init__(self, value: Any, path: str):
        self.data = mapping(value, path)
        self.path = path
        self._seen: set[str] = set()

    def required(self, key: str, reader: Reader[T]) -> T:
        self._seen.add(key)
        if key not in self.data:
            raise DataError(self.path, f"missing required key '{key}'")
        return reader(self.data[key], key_path(self.path, key))

    def optional(self, key: str, reader: Reader[T], default: Any = None) -> T | Any:
        # `key: null` reads as absent: units write `mana: null` for "no mana needed".
        self._seen.add(key)
        if self.data.get(key) is None:
            return default
        return reader(self.data[key], key_path(self.path, key))

    def has(self, key: str) -> bool:
        return key in self.data

    def done(self) -> None:
        unknown = [key for key in self.data if key not in self._seen]
        if unknown:
            raise DataError(key_path(self.path, unknown[0]), f"unknown key '{unknown[0]}'")


def mapping_any_keys(value: Any, path: str) -> Mapping[Any, Any]:
    """A mapping whose keys need not be strings (city levels 1-11 are integer keys)."""
    if not isinstance(value, Mapping):
        raise DataError(path, f"expected a mapping, got {describe(value)}")
    return value

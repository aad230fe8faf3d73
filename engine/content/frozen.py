"""Immutable, hashable stand-ins for the mutable containers YAML gives us."""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType
from typing import Any


class FrozenMap(Mapping):
    """A read-only, hashable mapping (hook arguments, free-form rule parameters).

    Frozen dataclasses are hashable only if their fields are, so a plain dict would make an
    effect node unhashable; MappingProxyType is read-only but not hashable either.
    """

    __slots__ = ("_items", "_hash")

    def __init__(self, items: Mapping[str, Any] | None = None):
        self._items = dict(items or {})
        self._hash: int | None = None

    def __getitem__(self, key: str) -> Any:
        return self._items[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(tuple(sorted(self._items.items(), key=lambda kv: str(kv[0]))))
        return self._hash

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Mapping):
            return dict(self._items) == dict(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"FrozenMap({self._items!r})"


def freeze(value: Any) -> Any:
    """Deep-freeze parsed YAML: mappings -> FrozenMap, lists -> tuples."""
    if isinstance(value, Mapping):
        return FrozenMap({key: freeze(item) for key, item in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple(freeze(item) for item in value)
    return value


def read_only(mapping: Mapping[str, Any]) -> Mapping[str, Any]:
    """A read-only view for the catalogue's tables (by id), keeping insertion (file) order."""
    return MappingProxyType(dict(mapping))


def thaw(value: Any) -> Any:
    """The inverse of `freeze`: plain dicts and lists again, as the effect parser reads them (a hook's args)."""
    if isinstance(value, Mapping):
        return {key: thaw(item) for key, item in value.items()}
    if isinstance(value, tuple):
        return [thaw(item) for item in value]
    return value

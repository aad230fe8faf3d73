"""Walk the read sections to find nodes of a kind (hooks, terrain conditions ...) wherever they sit."""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import fields, is_dataclass
from typing import Any


def nodes_of(value: Any, kinds: type | tuple[type, ...]) -> Iterator[Any]:
    """Every dataclass instance of ``kinds`` inside ``value`` (dataclasses, tuples, mappings)."""
    if isinstance(value, kinds):
        yield value
    if is_dataclass(value) and not isinstance(value, type):
        for field in fields(value):
            yield from nodes_of(getattr(value, field.name), kinds)
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from nodes_of(item, kinds)
    elif isinstance(value, Mapping):
        for item in value.values():
            yield from nodes_of(item, kinds)

"""Exact JSON round trip for the state dataclasses, driven by their type hints.

The state is plain data (ints, strings, lists, dicts, nested dataclasses), so one generic
encoder/decoder replaces a hand-written to_json/from_json per class.
"""
from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Any


def encode(value: Any) -> Any:
    if dataclasses.is_dataclass(value):
        return {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        return {str(k): encode(v) for k, v in value.items()}
    return value


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def decode(kind: Any, data: Any) -> Any:
    origin = typing.get_origin(kind)
    if dataclasses.is_dataclass(kind):
        hints = _hints(kind)
        return kind(**{f.name: decode(hints[f.name], data[f.name]) for f in dataclasses.fields(kind)
                       if f.name in data})
    if origin is list:
        (item,) = typing.get_args(kind)
        return [decode(item, v) for v in data]
    if origin is dict:
        key, item = typing.get_args(kind)
        return {(int(k) if key is int else k): decode(item, v) for k, v in data.items()}
    if origin in (typing.Union, types.UnionType):
        options = [a for a in typing.get_args(kind) if a is not type(None)]
        return None if data is None else decode(options[0], data)
    return data

"""The one place that draws pictures: `render`'s pure functions, always in a worker thread.

Drawing takes tens of milliseconds of CPU; on the event loop it would stall every other table. Until
the `render` package provides a function (it is built separately), `draw` returns None and the bot
sends its text without a picture.
"""
from __future__ import annotations

import asyncio
import importlib
import io
import logging
from typing import Any, Callable

import discord

log = logging.getLogger("arbiter")


def _renderer(name: str) -> Callable[..., bytes] | None:
    try:
        module = importlib.import_module("render")
    except ImportError:
        return None
    return getattr(module, name, None)


async def draw(name: str, filename: str, *args: Any, **kwargs: Any) -> discord.File | None:
    """`render.<name>(*args, **kwargs)` as an attachment, or None if render has no such function yet.
    A drawing that fails is logged and left out: a missing picture must not cost a move its answer."""
    renderer = _renderer(name)
    if renderer is None:
        return None
    try:
        data = await asyncio.to_thread(renderer, *args, **kwargs)
    except Exception:  # noqa: BLE001 - logged with its traceback; the move itself already succeeded
        log.exception("drawing %s failed", name)
        return None
    return discord.File(io.BytesIO(data), filename=filename)

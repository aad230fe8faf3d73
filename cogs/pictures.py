"""The one place that draws pictures: a game's pure functions in `render/<game>/`, always in a worker thread.

Drawing takes tens of milliseconds of CPU; on the event loop it would stall every other table. A game's cog
holds one `Pictures` for its package (`Pictures("render.mageknight")`); until the package provides a function,
`draw` returns None and the bot sends its text without a picture.
"""
from __future__ import annotations

import asyncio
import importlib
import io
import logging
from typing import Any, Callable

import discord

log = logging.getLogger("arbiter")


def _renderer(package: str, name: str) -> Callable[..., bytes] | None:
    try:
        module = importlib.import_module(package)
    except ImportError:
        return None
    return getattr(module, name, None)


class Pictures:
    """One game's pictures: `package` is its module under render/ (e.g. "render.mageknight")."""

    def __init__(self, package: str):
        self.package = package

    async def draw(self, name: str, filename: str, *args: Any, **kwargs: Any) -> discord.File | None:
        """`<package>.<name>(*args, **kwargs)` as an attachment, or None if the package has no such function yet.
        A drawing that fails is logged and left out: a missing picture must not cost a move its answer."""
        renderer = _renderer(self.package, name)
        if renderer is None:
            return None
        try:
            data = await asyncio.to_thread(renderer, *args, **kwargs)
        except Exception:  # noqa: BLE001 - logged with its traceback; the move itself already succeeded
            log.exception("drawing %s failed", name)
            return None
        return discord.File(io.BytesIO(data), filename=filename)

"""Reminders for games played over days: the player to act is pinged again after a quiet interval.

Per table: every N hours, at most M times per wait (then it stops until the game moves), and the player
to act may snooze them until the table moves on. A background task calls `tick` once a minute; the clock
is injected, so tests call `tick` with the time they want instead of sleeping.

Every bot process on the database ticks: a reminder is claimed in the store (a compare-and-set of the table's
progress) before it is sent, so exactly one process sends it, and the channel registry is changed the same way.
"""
from __future__ import annotations

import asyncio
import json
import logging
import time
from datetime import datetime
from typing import Callable, Iterable

import discord

from cogs.play import open_panel_view
from cogs.replies import Reply, post_public
from cogs.status import public_locale
from engine.core import PlayerError
from engine.tables import Tables, table_error
from i18n import t

log = logging.getLogger("arbiter")

REGISTRY = ("bot", "reminder_channels")  # the channels with reminders switched on
SETTINGS_KEY = "reminders"  # {"hours": float, "stop_after": int}
PROGRESS_KEY = "reminders_sent"  # {"version": table version, "sent": reminders for it, "snoozed": bool}
TICK_SECONDS = 60


class Reminders:
    def __init__(self, client: discord.Client, tables: Tables, clock: Callable[[], float] = time.time):
        self.client, self.tables, self.clock = client, tables, clock

    async def _channels(self) -> list[int]:
        return json.loads(await self.tables.setting(*REGISTRY) or "[]")

    async def _change_channels(self, change: Callable[[list[int]], Iterable[int]]) -> None:
        """Write the registry back only if no other process changed it since it was read (else read it again)."""
        while True:
            old = await self.tables.setting(*REGISTRY)
            new = json.dumps(sorted(set(change(json.loads(old or "[]")))))
            if await self.tables.replace_setting(*REGISTRY, old, new):
                return

    async def configure(self, channel_id: int, hours: float, stop_after: int) -> None:
        """hours 0 switches them off."""
        loaded = await self.tables.status(channel_id)
        scope = f"table:{loaded.row.id}"
        if hours > 0:
            await self.tables.set_setting(scope, SETTINGS_KEY, json.dumps({"hours": hours,
                                                                                 "stop_after": stop_after}))
            await self._change_channels(lambda channels: [*channels, channel_id])
        else:
            await self.tables.set_setting(scope, SETTINGS_KEY, None)
            await self._change_channels(lambda channels: [c for c in channels if c != channel_id])

    async def snooze(self, channel_id: int, user_id: int) -> None:
        """No reminders until the table moves on; only the player being waited for may ask."""
        loaded = await self.tables.status(channel_id)
        seat = loaded.row.seat_of(user_id)
        if loaded.state is None or seat not in self.tables.game_of(loaded.row).to_act(loaded.state):
            raise PlayerError(t("snooze_not_waiting", "en"), t("snooze_not_waiting", "de"))
        await self.tables.set_setting(f"table:{loaded.row.id}", PROGRESS_KEY,
                                            json.dumps({"version": loaded.row.version, "sent": 0, "snoozed": True}))

    async def tick(self) -> int:
        """Send the reminders that are due now; returns how many were sent."""
        sent = 0
        for channel_id in await self._channels():
            try:
                sent += await self._remind(channel_id)
            except PlayerError:  # the table is gone (finished, abandoned): forget the channel
                await self._change_channels(lambda channels: [c for c in channels if c != channel_id])
        return sent

    async def _remind(self, channel_id: int) -> int:
        loaded = await self.tables.status(channel_id)
        row = loaded.row
        if row.status != "playing":
            raise table_error("not_playing", status=row.status)
        scope = f"table:{row.id}"
        settings = json.loads(await self.tables.setting(scope, SETTINGS_KEY) or "null")
        if settings is None:
            return 0
        claimed = await self.tables.setting(scope, PROGRESS_KEY)
        progress = json.loads(claimed or "null")
        if progress is None or progress["version"] != row.version:
            progress = {"version": row.version, "sent": 0, "snoozed": False}
        quiet_since = datetime.fromisoformat(row.updated_at).timestamp()
        due = quiet_since + (progress["sent"] + 1) * settings["hours"] * 3600
        if progress["snoozed"] or progress["sent"] >= settings["stop_after"] or self.clock() < due:
            return 0
        waiting = [s.user_id for s in row.seats if s.seat in self.tables.game_of(row).to_act(loaded.state)
                   and s.is_player]  # a bot's or a vacant seat has nobody to remind
        if len(waiting) != 1:
            return 0
        progress["sent"] += 1
        if not await self.tables.replace_setting(scope, PROGRESS_KEY, claimed, json.dumps(progress)):
            return 0  # another process claimed this reminder first (claimed before sending: never twice)
        locale = public_locale(row)
        reply = Reply(t("reminder", locale, user=f"<@{waiting[0]}>"), ping=waiting[0],
                      view=open_panel_view(channel_id, locale))  # as at every hand-off: one click to the panel
        await post_public(self.client, channel_id, reply)
        return 1

    async def run_forever(self) -> None:
        while True:
            await asyncio.sleep(TICK_SECONDS)
            try:
                await self.tick()
            except Exception:  # noqa: BLE001 - a failed round of reminders must not stop the next one
                log.exception("sending reminders failed")

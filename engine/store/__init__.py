"""Persistence of tables, their action logs and snapshots. Callers see only `Store`."""
from engine.store.base import (BOT, OPEN_STATUSES, PLAYER, VACANT, ActionRow, SeatRow, StaleVersion, Store,
                               TableChanges, TableExists, TableLog, TableRow)
from engine.store.sqlite import SQLiteStore

__all__ = ["BOT", "OPEN_STATUSES", "PLAYER", "VACANT", "ActionRow", "SeatRow", "SQLiteStore", "StaleVersion", "Store",
           "TableChanges", "TableExists", "TableLog", "TableRow"]

"""Persistence of tables, their action logs and snapshots. Callers see only `Store`."""
from engine.store.base import (OPEN_STATUSES, ActionRow, SeatRow, StaleVersion, Store, TableChanges,
                               TableExists, TableLog, TableRow)
from engine.store.sqlite import SQLiteStore

__all__ = ["OPEN_STATUSES", "ActionRow", "SeatRow", "SQLiteStore", "StaleVersion", "Store", "TableChanges",
           "TableExists", "TableLog", "TableRow"]

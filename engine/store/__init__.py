"""Persistence of tables, their action logs and snapshots. Callers see only `Store`."""
from engine.store.base import (ActionRow, SeatRow, StaleVersion, Store, TableChanges,
                               TableExists, TableLog, TableRow)
from engine.store.sqlite import SQLiteStore

__all__ = ["ActionRow", "SeatRow", "SQLiteStore", "StaleVersion", "Store", "TableChanges", "TableExists", "TableLog",
           "TableRow"]

import sqlite3

import pytest

from engine.store import BOT, PLAYER, VACANT, SeatRow, SQLiteStore, StaleVersion, TableChanges, TableExists
from engine.store.migrations import MIGRATIONS


async def test_schema_is_migrated_once_and_reopening_keeps_data(db_path):
    store = SQLiteStore(db_path)
    await store.open()
    row = await store.create_table(1, 9, "sumrace", {"target": "15"}, 100, "ann", "en")
    await store.close()
    again = SQLiteStore(db_path)
    await again.open()  # must not try to migrate twice
    assert (await again.get_table(row.id)).options == {"target": "15"}
    await again.close()
    with sqlite3.connect(db_path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


async def test_one_open_table_per_channel_but_history_stays(store):
    first = await store.create_table(1, 9, "sumrace", {}, 100, "ann", None)
    with pytest.raises(TableExists):
        await store.create_table(1, 9, "sumrace", {}, 101, "bob", None)
    await store.update_table(first.id, first.version, TableChanges(status="abandoned"))
    second = await store.create_table(1, 9, "sumrace", {}, 101, "bob", None)
    assert (await store.open_table(1)).id == second.id
    assert (await store.latest_table(1)).id == second.id
    assert [t.id for t in await store.list_tables(9, ("abandoned",))] == [first.id]


async def test_a_write_based_on_a_stale_version_is_refused(store):
    row = await store.create_table(1, 9, "sumrace", {}, 100, "ann", None)
    moved, _ = await store.append_action(row.id, row.version, 0, "draw", True)
    assert moved.version == row.version + 1
    with pytest.raises(StaleVersion):
        await store.append_action(row.id, row.version, 0, "draw", True)
    assert [a.action for a in (await store.table_log(row.id)).actions] == ["draw"]


async def test_seats_change_with_the_version(store):
    row = await store.create_table(1, 9, "sumrace", {}, 100, "ann", None)
    seats = (SeatRow(0, 100, "ann"), SeatRow(1, 101, "bob", "goldyx"))
    updated = await store.update_table(row.id, row.version, TableChanges(seats=seats))
    assert updated.seats == seats and updated.seat_of(101) == 1 and updated.seat_of(5) is None


async def test_a_seat_keeps_who_holds_it(store):
    row = await store.create_table(1, 9, "sumrace", {}, 100, "ann", None)
    seats = (SeatRow(0, 100, "ann"), SeatRow(1, -1, "Arbiter 1", kind=BOT), SeatRow(2, -2, "bob", kind=VACANT))
    updated = await store.update_table(row.id, row.version, TableChanges(seats=seats))
    assert updated.seats == seats and [s.kind for s in (await store.get_table(row.id)).seats] == [PLAYER, BOT, VACANT]


async def test_seats_of_a_database_from_before_bot_seats_are_players(db_path):
    """Migration 2 on a file the first schema made: its seats are held by players, as they were."""
    with sqlite3.connect(db_path) as db:
        db.executescript(MIGRATIONS[0])
        db.execute("INSERT INTO game_tables (id, channel_id, game, options, status, creator_id, created_at, "
                   "updated_at) VALUES (1, 1, 'sumrace', '{}', 'lobby', 100, 'x', 'x')")
        db.execute("INSERT INTO seats (table_id, seat, user_id, name) VALUES (1, 0, 100, 'ann')")
        db.execute("PRAGMA user_version=1")
    store = SQLiteStore(db_path)
    await store.open()
    assert (await store.get_table(1)).seats == (SeatRow(0, 100, "ann", kind=PLAYER),)
    with pytest.raises(sqlite3.IntegrityError):
        await store.update_table(1, 0, TableChanges(seats=(SeatRow(0, 100, "ann", kind="ghost"),)))
    await store.close()


async def test_undone_actions_are_kept_but_skipped_and_later_snapshots_dropped(store):
    row = await store.create_table(1, 9, "sumrace", {}, 100, "ann", None)
    for text in ("a", "b", "c"):
        row, entry = await store.append_action(row.id, row.version, 0, text, False, snapshot=f'{{"after": "{text}"}}')
    row = await store.undo_actions(row.id, row.version, [3])
    log = await store.table_log(row.id)
    assert [a.action for a in log.actions] == ["a", "b"]
    assert log.snapshot == (2, '{"after": "b"}')
    row, entry = await store.append_action(row.id, row.version, 0, "d", False)
    assert entry.seq == 4  # sequence numbers are never reused
    assert [a.seq for a in (await store.table_log(row.id)).actions] == [1, 2, 4]


async def test_replace_actions_swaps_the_whole_log(store):
    row = await store.create_table(1, 9, "sumrace", {}, 100, "ann", None)
    row, _ = await store.append_action(row.id, row.version, 0, "old", False)
    row = await store.replace_actions(row.id, row.version, [(0, "x", True), (1, "y", False)],
                                      TableChanges(status="playing", seed=5))
    assert row.status == "playing" and row.seed == 5
    assert [(a.seq, a.action, a.checkpoint) for a in (await store.table_log(row.id)).actions] == \
        [(1, "x", True), (2, "y", False)]


async def test_settings_set_get_and_clear(store):
    assert await store.get_setting("table:1", "status_message") is None
    await store.set_setting("table:1", "status_message", "123")
    assert await store.get_setting("table:1", "status_message") == "123"
    await store.set_setting("table:1", "status_message", None)
    assert await store.get_setting("table:1", "status_message") is None


async def test_a_failed_transaction_rolls_back(store):
    row = await store.create_table(1, 9, "sumrace", {}, 100, "ann", None)
    with pytest.raises(StaleVersion):
        await store.update_table(row.id, row.version + 7, TableChanges(status="playing", seats=()))
    unchanged = await store.get_table(row.id)
    assert unchanged.status == "lobby" and len(unchanged.seats) == 1


async def test_replace_setting_writes_only_over_the_value_it_expects(store):
    assert await store.replace_setting("bot", "k", None, "1")  # absent, as expected
    assert not await store.replace_setting("bot", "k", None, "2")  # another writer set it first
    assert await store.get_setting("bot", "k") == "1"
    assert await store.replace_setting("bot", "k", "1", None)
    assert await store.get_setting("bot", "k") is None

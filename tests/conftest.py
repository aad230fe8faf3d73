"""Shared fixtures: a real SQLite file per test, tables over it, and the real bot on a fake network."""
from __future__ import annotations

import sqlite3

import pytest

from console.driver import LocalDiscord
from engine.store import SQLiteStore
from engine.tables import Tables
from engine.sumrace.game import GAME

GAMES = {GAME.id: GAME}


@pytest.fixture
def db_path(tmp_path):
    return str(tmp_path / "arbiter.db")


@pytest.fixture
async def store(db_path):
    store = SQLiteStore(db_path)
    await store.open()
    yield store
    await store.close()


@pytest.fixture
async def tables(store):
    return Tables(store, GAMES)


@pytest.fixture
async def local(db_path):
    async with LocalDiscord(db_path, GAMES) as local:
        yield local
        assert local.fake.traffic.violations == [], "a request broke Discord's limits"
        assert local.fake.traffic.unexpected == [], "the bot called an endpoint the fake does not know"


def store_fingerprint(path: str) -> list:
    """Every row of every table, read with a separate plain connection: 'the store is unchanged'."""
    with sqlite3.connect(path) as db:
        names = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")]
        return [(name, db.execute(f"SELECT * FROM {name} ORDER BY 1, 2").fetchall()) for name in names]

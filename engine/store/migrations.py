"""Versioned schema migrations. Append a new entry; never edit a released one."""

MIGRATIONS: tuple[str, ...] = (
    # 1: tables, seats, the action log, snapshots, settings
    """
    CREATE TABLE game_tables (
        id          INTEGER PRIMARY KEY,
        channel_id  INTEGER NOT NULL,
        guild_id    INTEGER,
        game        TEXT NOT NULL,
        options     TEXT NOT NULL,
        status      TEXT NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'abandoned')),
        creator_id  INTEGER NOT NULL,
        seed        INTEGER,
        version     INTEGER NOT NULL DEFAULT 0,
        locale      TEXT,
        created_at  TEXT NOT NULL,
        updated_at  TEXT NOT NULL
    );
    -- one open table per channel or thread (finished and abandoned ones stay for history)
    CREATE UNIQUE INDEX one_open_table_per_channel ON game_tables (channel_id)
        WHERE status IN ('lobby', 'playing');
    CREATE INDEX tables_by_guild ON game_tables (guild_id, status);
    CREATE TABLE seats (
        table_id  INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
        seat      INTEGER NOT NULL,
        user_id   INTEGER NOT NULL,
        name      TEXT NOT NULL,
        choice    TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (table_id, seat),
        UNIQUE (table_id, user_id)
    );
    CREATE TABLE actions (
        table_id    INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
        seq         INTEGER NOT NULL,
        seat        INTEGER NOT NULL,
        action      TEXT NOT NULL,
        checkpoint  INTEGER NOT NULL,
        undone      INTEGER NOT NULL DEFAULT 0,
        created_at  TEXT NOT NULL,
        PRIMARY KEY (table_id, seq)
    );
    CREATE TABLE snapshots (
        table_id  INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
        seq       INTEGER NOT NULL,
        state     TEXT NOT NULL,
        PRIMARY KEY (table_id, seq)
    );
    CREATE TABLE settings (
        scope  TEXT NOT NULL,
        key    TEXT NOT NULL,
        value  TEXT NOT NULL,
        PRIMARY KEY (scope, key)
    );
    """,
    # 2: who holds a seat (issue 16): a player, a bot the table plays, or nobody since its player left mid-game
    """
    ALTER TABLE seats ADD COLUMN kind TEXT NOT NULL DEFAULT 'player' CHECK (kind IN ('player', 'bot', 'vacant'));
    """,
)

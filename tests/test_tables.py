"""engine.tables: lobby, seat checks, apply-then-commit, undo (rule 5.13 of Mage Knight), records."""
import asyncio

import pytest

from engine.core import PlayerError, RuleError, replay
from engine.mageknight.game import GAME as MAGE_KNIGHT
from engine.store import SQLiteStore
from engine.tables import STALE_RETRIES, Tables, is_open
from tests.conftest import GAMES, store_fingerprint

ANN, BOB, CY, DAN, EVE = 100, 101, 102, 103, 104


async def started(tables: Tables, channel: int = 1, seats=(ANN, BOB), seed: int = 7, target: str = "15"):
    await tables.create(channel, 9, seats[0], "u0", "sumrace", {"target": target})
    for i, user in enumerate(seats[1:], start=1):
        await tables.join(channel, user, f"u{i}")
    return await tables.start(channel, seats[0], can_manage=False, seed=seed)


async def whose_turn(tables: Tables, channel: int = 1) -> int:
    loaded = await tables.status(channel)
    (seat,) = tables.game_of(loaded.row).to_act(loaded.state)
    return next(s.user_id for s in loaded.row.seats if s.seat == seat)


async def test_lobby_join_leave_kick_and_start(tables):
    await tables.create(1, 9, ANN, "ann", "sumrace", {})
    await tables.join(1, BOB, "bob")
    await tables.join(1, CY, "cy")
    row = await tables.leave(1, BOB)
    assert [s.user_id for s in row.seats] == [ANN, CY] and [s.seat for s in row.seats] == [0, 1]
    with pytest.raises(PlayerError, match="Only the table's creator"):
        await tables.kick(1, CY, ANN, "ann", can_manage=False)
    row = await tables.kick(1, DAN, CY, "cy", can_manage=True)  # Manage Channel suffices
    assert [s.user_id for s in row.seats] == [ANN]
    row = await tables.start(1, ANN, can_manage=False, seed=1)
    assert row.status == "playing" and row.seed == 1


@pytest.mark.parametrize("attempt, message", [
    (lambda t: t.create(1, 9, BOB, "bob", "sumrace", {}), "already has a game"),
    (lambda t: t.create(2, 9, BOB, "bob", "chess", {}), "Unknown game 'chess'"),
    (lambda t: t.create(2, 9, BOB, "bob", "sumrace", {"target": "99"}), "must be one of"),
    (lambda t: t.join(1, ANN, "ann"), "already sit"),
    (lambda t: t.join(3, BOB, "bob"), "no game"),
    (lambda t: t.leave(1, CY), "do not sit"),
    (lambda t: t.leave(1, ANN), "abandon it instead"),
    (lambda t: t.start(1, BOB, can_manage=False), "Only the table's creator"),
    (lambda t: t.act(1, ANN, "draw"), "not running"),
    (lambda t: t.undo(1, ANN), "not running"),
    (lambda t: t.abandon(1, BOB, can_manage=False), "Only the table's creator"),
])
async def test_lobby_refusals_change_nothing(tables, db_path, attempt, message):
    await tables.create(1, 9, ANN, "ann", "sumrace", {})
    await tables.join(1, BOB, "bob")
    before = store_fingerprint(db_path)
    with pytest.raises(PlayerError, match=message):
        await attempt(tables)
    assert store_fingerprint(db_path) == before


async def test_table_full_and_too_few_players(tables):
    await tables.create(1, 9, ANN, "ann", "sumrace", {})
    for user in (BOB, CY, DAN):
        await tables.join(1, user, str(user))
    with pytest.raises(PlayerError, match="full"):
        await tables.join(1, EVE, "eve")


async def test_a_lobby_for_a_set_number_of_seats_with_its_seed(tables):
    row = await tables.create(1, 9, ANN, "ann", "sumrace", {}, seats=3, seed=42)
    assert row.options["seats"] == "3" and row.options["seed"] == "42"
    await tables.join(1, BOB, "bob")
    with pytest.raises(PlayerError, match="at least 3"):
        await tables.start(1, ANN, False)  # waits for the three seats it was opened for
    await tables.join(1, CY, "cy")
    with pytest.raises(PlayerError, match="full"):
        await tables.join(1, DAN, "dan")
    started_row = await tables.start(1, ANN, False)
    assert started_row.seed == 42
    assert "seats" not in (await tables.record(1)).options  # the record holds the game's own options only


@pytest.mark.parametrize("seats, seed, message", [(9, None, "1, 2, 3, 4 players"), (None, -1, "seed")])
async def test_a_lobby_refuses_impossible_seats_and_seeds(tables, seats, seed, message):
    with pytest.raises(PlayerError, match=message):
        await tables.create(1, 9, ANN, "ann", "sumrace", {}, seats=seats, seed=seed)
    assert await tables.store.open_table(1) is None


async def test_start_twice_is_refused(tables):
    await started(tables)
    with pytest.raises(PlayerError, match="already started"):
        await tables.start(1, ANN, can_manage=False)


@pytest.mark.parametrize("who, text, message", [
    (CY, "draw", "do not sit"),
    ("other", "draw", "not your decision"),
    ("mover", "fly to=moon", "is no action of Sum Race"),
    ("mover", "play card=99", "do not hold"),
    ("mover", "play card", "not a valid action"),
    ("mover", "", "not a valid action"),
])
async def test_refused_moves_change_nothing(tables, db_path, who, text, message):
    await started(tables)
    mover = await whose_turn(tables)
    user = {"mover": mover, "other": ANN if mover == BOB else BOB}.get(who, who)
    before = store_fingerprint(db_path)
    state_before = (await tables.status(1)).state
    with pytest.raises(PlayerError, match=message):
        await tables.act(1, user, text)
    assert store_fingerprint(db_path) == before
    assert (await tables.status(1)).state == state_before


async def test_a_rule_error_cites_its_rule(tables):
    await started(tables)
    with pytest.raises(RuleError) as caught:
        await tables.act(1, await whose_turn(tables), "play card=99")
    assert caught.value.rule == "2"


async def test_stale_expected_version_is_refused(tables):
    row = await started(tables)
    mover = await whose_turn(tables)
    with pytest.raises(PlayerError, match="out of date"):
        await tables.act(1, mover, "draw", expected_version=row.version - 1)
    result = await tables.act(1, mover, "draw", expected_version=row.version)
    assert result.table.version == row.version + 1


async def test_undo_takes_back_your_own_move_but_never_past_new_information(tables):
    await started(tables)
    first = await whose_turn(tables)
    _, actions = await tables.legal_actions(1, first)
    play = next(a for a in actions if a.verb == "play")
    before = (await tables.status(1)).state
    await tables.act(1, first, str(play))
    second = await whose_turn(tables)
    with pytest.raises(PlayerError, match="Only u"):
        await tables.undo(1, second)
    _, taken_back = await tables.undo(1, first)
    assert taken_back.action == str(play)
    assert (await tables.status(1)).state == before
    await tables.act(1, first, "draw")  # reveals a card: a checkpoint
    with pytest.raises(PlayerError, match="revealed new information"):
        await tables.undo(1, first)
    with pytest.raises(PlayerError, match="nothing to take back"):
        tables.forget(1)
        await tables.create(5, 9, ANN, "ann", "sumrace", {})
        await tables.start(5, ANN, can_manage=False, seed=3)
        await tables.undo(5, ANN)


async def test_reloading_from_the_store_gives_the_same_state(tables, store):
    await started(tables, target="21")
    small = Tables(store, GAMES, snapshot_every=3)  # a second process, snapshotting often
    for _ in range(12):
        user = await whose_turn(small)
        _, actions = await small.legal_actions(1, user)
        result = await small.act(1, user, str(actions[-1]))
        if result.game_over:
            break
    live = (await small.status(1)).state
    assert (await store.table_log((await small.status(1)).row.id)).snapshot is not None
    fresh = Tables(store, GAMES)
    assert (await fresh.status(1)).state == live
    record = await fresh.record(1)
    assert replay(GAMES["sumrace"], record)[0] == live


async def test_export_then_import_continues_the_same_game(tables):
    await started(tables, seed=11)
    for _ in range(4):
        user = await whose_turn(tables)
        await tables.act(1, user, "draw")
    record = await tables.record(1)
    await tables.create(2, 9, ANN, "ann", "sumrace", {})
    await tables.join(2, BOB, "bob")
    row = await tables.import_record(2, ANN, False, record.to_json())
    assert row.status == "playing" and row.seed == 11
    assert (await tables.status(2)).state == (await tables.status(1)).state


async def test_the_record_keeps_the_one_written_form_of_a_move_however_it_was_typed(store):
    """Odd spacing or another key order never makes two logs of the same game differ."""
    tables = Tables(store, {MAGE_KNIGHT.id: MAGE_KNIGHT})
    await tables.create(1, 9, ANN, "ann", MAGE_KNIGHT.id, {})
    await tables.start(1, ANN, can_manage=False, seed=3)
    while not (offered := [a for a in (await tables.legal_actions(1, ANN))[1] if len(a.args) >= 2]):
        await tables.act(1, ANN, str((await tables.legal_actions(1, ANN))[1][0]))
    move = offered[0]
    typed = f"  {move.verb}   " + "  ".join(f"{key}={value}" for key, value in reversed(move.args)) + " "
    result = await tables.act(1, ANN, typed)
    assert result.action == move
    assert (await tables.history(1, ANN, False))[1][-1].action == str(move) == (await tables.record(1)).actions[-1][1]


async def test_an_imported_record_is_kept_in_the_one_written_form(tables):
    await started(tables)
    await tables.act(1, await whose_turn(tables), "draw")
    text = (await tables.record(1)).to_json().replace('"action": "draw"', '"action": "  draw "')
    await tables.create(2, 9, ANN, "ann", "sumrace", {})
    await tables.join(2, BOB, "bob")
    await tables.import_record(2, ANN, False, text)
    assert [action for _seat, action in (await tables.record(2)).actions] == ["draw"]


@pytest.mark.parametrize("mutate, message", [
    (lambda r: r.replace('"sumrace"', '"chess"'), "record is for chess"),
    (lambda r: r.replace('"action": "draw"', '"action": "play card=99"', 1), "not legal"),
    (lambda r: r[:20], "not a game record"),
])
async def test_import_refuses_bad_records(tables, db_path, mutate, message):
    await started(tables)
    await tables.act(1, await whose_turn(tables), "draw")
    text = mutate((await tables.record(1)).to_json())
    await tables.create(2, 9, ANN, "ann", "sumrace", {})
    await tables.join(2, BOB, "bob")
    before = store_fingerprint(db_path)
    with pytest.raises(PlayerError, match=message):
        await tables.import_record(2, ANN, False, text)
    assert store_fingerprint(db_path) == before


async def test_fifty_concurrent_actions_are_each_applied_once_in_some_order(tables, store):
    """50 clicks at once on one table: each is applied exactly once or refused; nothing is lost."""
    await started(tables, seats=(ANN, BOB), target="21", seed=5)

    async def try_draw(user):
        try:
            return await tables.act(1, user, "draw")
        except PlayerError:
            return None

    results = await asyncio.gather(*(try_draw(ANN if i % 2 else BOB) for i in range(50)))
    applied = [r for r in results if r is not None]
    versions = sorted(r.table.version for r in applied)
    assert len(set(versions)) == len(versions)  # every success got its own version
    loaded = await tables.status(1)
    assert [a.action for a in loaded.actions] == ["draw"] * len(applied)
    assert loaded.row.version == versions[-1]
    seats = [a.seat for a in loaded.actions]
    assert all(a != b for a, b in zip(seats, seats[1:]))  # strictly alternating: serial order held
    assert (await Tables(store, GAMES).status(1)).state == loaded.state


async def test_two_tables_in_one_guild_never_interfere(tables):
    await started(tables, channel=1, seats=(ANN, BOB), seed=1)
    await started(tables, channel=2, seats=(CY, DAN), seed=1)
    alone = Tables(tables.store, GAMES)  # the same game played alone on a third channel, for comparison
    await started(alone, channel=3, seats=(EVE, ANN + 50), seed=1)

    async def play(table_channel: int, moves: int, on: Tables):
        for _ in range(moves):
            await on.act(table_channel, await whose_turn(on, table_channel), "draw")

    await asyncio.gather(play(1, 3, tables), play(2, 5, tables), play(3, 5, alone))
    assert len((await tables.status(1)).actions) == 3
    assert (await tables.status(2)).state == (await alone.status(3)).state
    with pytest.raises(PlayerError, match="do not sit"):
        await tables.act(2, ANN, "draw")


async def test_the_cache_is_bounded_and_evicted_tables_reload(store):
    small = Tables(store, GAMES, cache_size=2)
    for channel in (1, 2, 3):
        await started(small, channel=channel, seats=(ANN, BOB), seed=channel)
    assert len(small._cache) == 2
    assert (await small.status(1)).row.status == "playing"  # reloaded from the store


async def test_abandon_frees_the_channel(tables):
    await started(tables)
    await tables.abandon(1, ANN, can_manage=False)
    with pytest.raises(PlayerError, match="no game"):
        await tables.act(1, ANN, "draw")
    await tables.create(1, 9, BOB, "bob", "sumrace", {})


async def test_a_running_games_export_keeps_its_secrets_and_the_finished_one_is_whole(tables):
    """Principle 4: while the game runs, the seed stays back and each move is as `public` writes it."""
    await tables.create(1, 9, ANN, "ann", "sumrace", {"target": "10"})
    await tables.join(1, BOB, "bob")
    row = await tables.start(1, ANN, can_manage=False)
    await tables.act(1, ANN, "draw")
    _row, running = await tables.export(1, BOB, False, lambda game_id, action: f"{game_id}: (secret)")
    assert running.seed is None and not running.open and not running.replayable
    assert running.actions == [(0, "sumrace: (secret)")]
    _row, spoiled = await tables.export(1, CY, True, lambda game_id, action: "(secret)", spoilers=True)
    assert spoiled.seed == row.seed and spoiled.actions == [(0, "draw")] and spoiled.replayable
    while (await tables.status(1)).row.status == "playing":
        user = await whose_turn(tables)
        _row, actions = await tables.legal_actions(1, user)
        await tables.act(1, user, str(actions[-1]))
    _row, finished = await tables.export(1, ANN, False, lambda game_id, action: "(secret)")
    assert finished.seed == row.seed and finished.replayable and finished == await tables.record(1)


async def test_an_open_games_export_carries_its_seed_and_an_import_keeps_it_open(tables):
    await started(tables, seed=11)  # a seed chosen at /game start: everyone knows it
    await tables.act(1, await whose_turn(tables), "draw")
    _row, running = await tables.export(1, ANN, False, lambda game_id, action: action)
    assert running.seed == 11 and running.open and not running.replayable
    await tables.create(2, 9, ANN, "ann", "sumrace", {})
    await tables.join(2, BOB, "bob")
    row = await tables.import_record(2, ANN, False, (await tables.record(1)).to_json())
    assert is_open(row) and row.seed == 11


class RacingStore(SQLiteStore):
    """The real store, except that its next action write first lets `first` (another process's write) commit."""

    first = None

    async def _let_the_other_write_first(self):
        if self.first is not None:
            first, self.first = self.first, None
            await first()

    async def append_action(self, *args, **kwargs):
        await self._let_the_other_write_first()
        return await super().append_action(*args, **kwargs)

    async def undo_actions(self, *args, **kwargs):
        await self._let_the_other_write_first()
        return await super().undo_actions(*args, **kwargs)


@pytest.fixture
async def two_processes(db_path):
    """Two Tables, each over its own connection to one file, as two bot processes would have."""
    stores = [RacingStore(db_path), SQLiteStore(db_path)]
    for store in stores:
        await store.open()
    yield [Tables(store, GAMES) for store in stores]
    for store in stores:
        await store.close()


async def test_a_process_never_shows_a_table_another_process_has_moved_past(two_processes):
    here, there = two_processes
    await started(here)
    before = await here.status(1)  # cached here
    mover = await whose_turn(there)
    await there.act(1, mover, "draw")
    after = await here.status(1)
    assert after.row.version == before.row.version + 1 and [a.action for a in after.actions] == ["draw"]
    assert after.state == (await there.status(1)).state
    with pytest.raises(PlayerError, match="out of date"):  # a panel drawn here before the move is stale
        await here.act(1, mover, "draw", expected_version=before.row.version)


async def test_a_move_that_lost_the_race_is_made_on_the_table_as_it_is_now(two_processes):
    """The other process changes the language while this one writes a move: the move is still legal, so it is
    recorded after that change, once, with the version written in its own transaction."""
    here, there = two_processes
    row = await started(here)
    mover = await whose_turn(here)
    here.store.first = lambda: there.set_locale(1, ANN, True, "de")
    result = await here.act(1, mover, "draw")
    assert result.table.version == row.version + 2 and result.table.locale == "de"
    assert [a.action for a in (await there.status(1)).actions] == ["draw"]


async def test_a_move_that_lost_the_race_and_is_no_longer_allowed_is_refused(two_processes, db_path):
    here, there = two_processes
    await started(here)
    mover = await whose_turn(here)
    here.store.first = lambda: there.act(1, mover, "draw")  # the same player, faster through the other process
    with pytest.raises(PlayerError, match="not your decision"):
        await here.act(1, mover, "draw")
    loaded = await here.status(1)
    assert [a.action for a in loaded.actions] == ["draw"]
    assert replay(GAMES["sumrace"], await here.record(1))[0] == loaded.state


async def test_a_move_that_keeps_losing_the_race_is_refused_as_busy(two_processes):
    here, there = two_processes
    row = await started(here)

    async def the_other_process_writes_first():
        await there.set_locale(1, ANN, True, "de")
        here.store.first = the_other_process_writes_first  # and again before the next attempt

    here.store.first = the_other_process_writes_first
    with pytest.raises(PlayerError, match="busy"):
        await here.act(1, await whose_turn(here), "draw")
    here.store.first = None
    loaded = await here.status(1)
    assert loaded.actions == [] and loaded.row.version == row.version + STALE_RETRIES


async def test_an_undo_that_lost_the_race_checks_the_last_move_again(two_processes):
    """Rule 5.13: only your own last move; after the other process recorded the next player's move it is not."""
    here, there = two_processes
    await started(here)
    first = await whose_turn(here)
    _, actions = await here.legal_actions(1, first)
    await here.act(1, first, str(next(a for a in actions if a.verb == "play")))
    second = await whose_turn(here)
    _, actions = await there.legal_actions(1, second)
    here.store.first = lambda: there.act(1, second, str(next(a for a in actions if a.verb == "play")))
    with pytest.raises(PlayerError, match="Only u"):
        await here.undo(1, first)
    assert len((await there.status(1)).actions) == 2


async def test_two_processes_opening_a_new_file_at_once_migrate_it_once(db_path):
    stores = [SQLiteStore(db_path) for _ in range(4)]
    failures = await asyncio.gather(*(store.open() for store in stores), return_exceptions=True)
    for store in stores:
        await store.close()
    assert failures == [None] * len(stores)

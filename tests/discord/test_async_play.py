"""Playing over days: reminders with an injected clock, snooze, the log since your last move, the table's language."""
import asyncio
from datetime import datetime

from cogs.reminders import Reminders
from engine.store import SQLiteStore
from engine.tables import Tables
from tests.discord.helpers import contents, private, public
from tests.discord.table_talk import has_open_panel_button

CHANNEL = 600_000_000_000_000_001
HOUR = 3600


async def started(local):
    ann, bob = local.user("ann"), local.user("bob")
    for user, line in [(ann, "/game new game:sumrace"), (bob, "/game join"), (ann, "/game start seed:8"),
                       (ann, "/game act action:draw")]:
        await local.slash(user, line)
    return ann, bob


async def quiet_since(local) -> float:
    return datetime.fromisoformat((await local.bot.tables.status(CHANNEL)).row.updated_at).timestamp()


async def test_reminders_ping_only_the_waiting_player_every_interval_and_stop_after_n(local):
    ann, bob = await started(local)
    await local.slash(ann, "/game remind hours:2 stop_after:2")
    reminders = local.bot.reminders
    start = await quiet_since(local)
    sent = len(local.fake.traffic.messages)
    for hours, expected in [(1.9, 0), (2.1, 1), (3, 0), (4.1, 1), (9, 0), (20, 0)]:
        reminders.clock = lambda: start + hours * HOUR
        assert await reminders.tick() == expected, hours
    pings = local.fake.traffic.messages[sent:]
    assert [m.content for m in pings] == [f"<@{bob.id}>, the table is waiting for your move."] * 2
    assert all(m.allowed_mentions["users"] == [bob.id] and not m.ephemeral for m in pings)
    assert all(has_open_panel_button(m) for m in pings)  # one click to the panel, as at every hand-off


async def test_a_snooze_silences_reminders_until_the_game_moves(local):
    ann, bob = await started(local)
    await local.slash(ann, "/game remind hours:1")
    refused = await local.slash(ann, "/game snooze")
    assert private(refused) and "Only the player being waited for" in contents(refused)
    assert "No reminders" in contents(await local.slash(bob, "/game snooze"))
    reminders = local.bot.reminders
    start = await quiet_since(local)
    reminders.clock = lambda: start + 5 * HOUR
    assert await reminders.tick() == 0
    await local.slash(bob, "/game act action:draw")  # the game moves: ann is reminded again later
    start = await quiet_since(local)
    reminders.clock = lambda: start + 1.5 * HOUR
    assert await reminders.tick() == 1


async def test_reminders_need_the_creator_and_can_be_switched_off(local):
    ann, bob = await started(local)
    assert "Only the table's creator" in contents(await local.slash(bob, "/game remind hours:1"))
    assert "Reminders are off." in contents(public(await local.slash(ann, "/game remind hours:0")))
    local.bot.reminders.clock = lambda: 10**12
    assert await local.bot.reminders.tick() == 0


async def test_the_log_shows_what_happened_since_your_last_move(local):
    ann, bob = await started(local)
    await local.slash(bob, "/game act action:draw")
    (log,) = await local.slash(ann, "/game log")
    assert log.ephemeral and log.content.splitlines() == ["Since your last move:", "2. bob: `draw`"]


async def test_the_table_language_can_be_set_for_public_messages(local):
    ann, bob = await started(local)
    assert "Only the table's creator" in contents(await local.slash(bob, "/game language language:de"))
    switched = await local.slash(ann, "/game language language:de")
    assert "Dieser Tisch spricht jetzt Deutsch." in contents(public(switched))
    move = await local.slash(bob, "/game act action:draw")
    assert any("du bist dran" in m.content for m in public(move))


async def test_two_bot_processes_send_a_due_reminder_once(local, db_path):
    """Every process on the database ticks; the reminder is claimed in the store before it is sent."""
    _ann, bob = await started(local)
    await local.slash(_ann, "/game remind hours:1 stop_after:3")
    store = SQLiteStore(db_path)
    await store.open()
    try:
        other = Reminders(local.bot, Tables(store, local.bot.tables.games))
        local.bot.reminders.clock = other.clock = lambda: datetime.now().timestamp() + 1.5 * HOUR
        sent = len(local.fake.traffic.messages)
        assert sorted(await asyncio.gather(local.bot.reminders.tick(), other.tick())) == [0, 1]
        assert [m.content for m in local.fake.traffic.messages[sent:]] == [
            f"<@{bob.id}>, the table is waiting for your move."]
    finally:
        await store.close()

"""What one move costs the store (issue 15, "Around a move"): one write, and one read of the table's version under
its lock (is the cached table still current?); what the Discord layer shows afterwards (the line, the panel, the
hands, the status message) comes with the move's result, never from reading the table again."""
from __future__ import annotations

import collections

from engine.mageknight.game import GAME
from tests.discord.helpers import custom_ids, labels
from tests.discord.mk_driver import CHANNEL, heroes_chosen
from tests.discord.test_panel import start_game

# Per move, beyond the move itself: the status message's id and whether it is pinned (cogs/status.py); in Mage
# Knight each told player's private place and its language (cogs/private_place.py).
TABLE_READS = {"table_version": 1}
WRITES = {"append_action": 1}


def counted_calls(store) -> collections.Counter:
    """Count every call of the store's public methods from now on."""
    calls: collections.Counter = collections.Counter()
    for name in [name for name in dir(store) if not name.startswith("_") and callable(getattr(store, name))]:
        def counting(*args, _name=name, _method=getattr(store, name), **kwargs):
            calls[_name] += 1
            return _method(*args, **kwargs)
        setattr(store, name, counting)
    return calls


def of_the_table(calls: collections.Counter) -> dict[str, int]:
    """The calls that read or write the table itself (settings are the cogs' own small values)."""
    return {name: count for name, count in calls.items() if "setting" not in name}


async def test_a_click_on_the_panel_costs_one_write_and_one_version_read(local):
    ann, _bob = await start_game(local)
    await local.slash(ann, "/game panel")
    calls = counted_calls(local.bot.tables.store)
    await local.press(ann, "draw")
    assert of_the_table(calls) == {**TABLE_READS, **WRITES}
    assert calls["get_setting"] == 2  # the status message's id and whether it is pinned


async def test_a_typed_move_costs_the_same(local):
    _ann, bob = await start_game(local)
    await local.slash(local.user("ann"), "/game act action:draw")
    calls = counted_calls(local.bot.tables.store)
    await local.slash(bob, "/game act action:draw")
    assert of_the_table(calls) == {**TABLE_READS, **WRITES}


async def test_a_mage_knight_move_reads_the_table_once(mk):
    """With its line in words, the mover's hand in their private place and the status message."""
    users = await heroes_chosen(mk)
    loaded = await mk.bot.tables.status(CHANNEL)
    move = next(str(action) for action in GAME.legal_actions(loaded.state, 0) if action.verb == "play")
    calls = counted_calls(mk.bot.tables.store)
    await mk.slash(users[0], f"/game act action:{move}")
    assert of_the_table(calls) == {**TABLE_READS, **WRITES}


async def test_a_stale_click_writes_nothing_and_reads_the_table_once(local):
    ann, bob = await start_game(local)
    (old_panel,) = await local.slash(ann, "/game panel")
    await local.slash(ann, "/game act action:draw")
    await local.slash(bob, "/game act action:draw")
    calls = counted_calls(local.bot.tables.store)
    replies = await local.click(ann, old_panel, custom_ids(old_panel)[0], 2)
    assert "out of date" in replies[0].content and labels(replies[0])  # answered with the current panel
    assert of_the_table(calls) == {"table_version": 2}  # the refusal, then the current panel

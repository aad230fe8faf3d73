"""Bad input for every command: a clear private error, and the store exactly as it was."""
import pytest

from tests.conftest import store_fingerprint
from tests.discord.helpers import private

LOBBY = [("ann", "/game new game:sumrace"), ("bob", "/game join")]
PLAYING = LOBBY + [("ann", "/game start seed:2")]

CASES = [
    # (setup, user, command, expected text in the private reply)
    ([], "ann", "/game join", "no game"),
    ([], "ann", "/game start", "no game"),
    ([], "ann", "/game act action:draw", "no game"),
    ([], "ann", "/game undo", "no game"),
    ([], "ann", "/game log", "no game"),
    ([], "ann", "/game export", "no game"),
    ([], "ann", "/game status", "no game"),
    ([], "ann", "/game panel", "no game"),
    ([], "ann", "/game abandon", "no game"),
    ([], "ann", "/game leave", "no game"),
    ([], "ann", "/game kick user:bob", "no game"),
    ([], "ann", "/game new game:chess", "Unknown game 'chess'"),
    ([], "ann", "/game new game:sumrace options:target", "Options must look like"),
    ([], "ann", "/game new game:sumrace options:target=7", "must be one of"),
    ([], "ann", "/game new game:sumrace options:colour=red", "has no option"),
    (LOBBY, "cy", "/game new game:sumrace", "already has a game"),
    (LOBBY, "bob", "/game join", "already sit"),
    (LOBBY, "cy", "/game leave", "do not sit"),
    (LOBBY, "ann", "/game leave", "abandon it instead"),
    (LOBBY, "bob", "/game start", "Only the table's creator"),
    (LOBBY, "bob", "/game kick user:ann", "Only the table's creator"),
    (LOBBY, "ann", "/game kick user:cy", "cy does not sit"),
    (LOBBY, "ann", "/game start seed:-5", "seed must be a whole number"),
    (LOBBY, "ann", "/game start seed:banana", "seed must be a whole number"),
    (LOBBY, "ann", "/game act action:draw", "not running"),
    (LOBBY, "ann", "/game export", "not running"),
    (LOBBY + [("cy", "/game join"), ("dan", "/game join")], "eve", "/game join", "full"),
    (PLAYING, "ann", "/game start", "already started"),
    (PLAYING, "cy", "/game join", "already started"),
    (PLAYING, "bob", "/game act action:draw", "not your decision"),
    (PLAYING, "cy", "/game act action:draw", "do not sit"),
    (PLAYING, "ann", "/game act action:fly", "is no action of Sum Race"),
    (PLAYING, "ann", "/game act action:play", "do not hold"),
    (PLAYING, "ann", "/game act action:play=4", "not a valid action"),
    (PLAYING, "ann", "/game undo", "nothing to take back"),
    (PLAYING + [("ann", "/game act action:draw")], "bob", "/game undo", "Only ann may take back"),
    (PLAYING + [("ann", "/game act action:draw")], "ann", "/game undo", "revealed new information"),
    (PLAYING, "cy", "/game undo", "do not sit"),
    (PLAYING, "cy", "/game panel", "do not sit"),
    (PLAYING, "bob", "/game abandon", "Only the table's creator"),
]


@pytest.mark.parametrize("setup, who, line, expected", CASES, ids=[c[2] + " " + c[3] for c in CASES])
async def test_bad_input_gets_a_private_reason_and_changes_nothing(local, db_path, setup, who, line, expected):
    for name, command in setup:
        await local.slash(local.user(name), command)
    before = store_fingerprint(db_path)
    replies = await local.slash(local.user(who), line)
    assert replies and replies == private(replies), "errors are never public"
    assert expected in replies[-1].content
    assert store_fingerprint(db_path) == before
    assert local.errors == [], "a refusal is not a crash"


async def test_a_bad_record_file_is_refused(local, db_path, tmp_path):
    for name, command in LOBBY:
        await local.slash(local.user(name), command)
    junk = tmp_path / "junk.json"
    junk.write_text('{"format": 1, "game": "sumrace"')
    before = store_fingerprint(db_path)
    replies = await local.slash(local.user("ann"), f"/game import record:{junk}")
    assert private(replies) == replies and "not a game record" in replies[-1].content
    assert store_fingerprint(db_path) == before


async def test_an_unexpected_failure_gets_a_reference_and_a_logged_traceback(local, monkeypatch):
    async def broken(*args, **kwargs):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(local.bot.tables, "status", broken)
    replies = await local.slash(local.user("ann"), "/game status")
    assert replies == private(replies)
    assert "Something went wrong on our side (reference " in replies[0].content
    assert "boom" not in replies[0].content  # internals stay in the log
    assert len(local.errors) == 1 and local.errors[0].exc_info[0] is ZeroDivisionError
    local.errors.clear()

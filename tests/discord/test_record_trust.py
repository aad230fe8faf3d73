"""The record keeps its secrets (issue 13): who may read the log and the record, what a running game's
export leaves out, the labelled spoiler export, open games, and strict reading of imported records."""
import json

import pytest

from cogs.mk_text import public_action
from cogs.presenters import PRESENTERS, Presenter
from engine.core import Action, Record, replay
from engine.core.record import MAX_ACTIONS
from engine.mageknight.game import GAME
from tests.conftest import store_fingerprint
from tests.discord.helpers import contents, private, public
from tests.discord.mk_driver import heroes_chosen

CHANNEL = 600_000_000_000_000_001
OTHER_CHANNEL = 77


async def running_game(local, seed: str = "", target: int = 15):
    """ann and bob at a started Sum Race; a seed only when given (else a secret one), two cards drawn."""
    ann, bob = local.user("ann"), local.user("bob")
    await local.slash(ann, f"/game new game:sumrace options:target={target}")
    await local.slash(bob, "/game join")
    await local.slash(ann, "/game start" + (f" seed:{seed}" if seed else ""))
    await local.slash(ann, "/game act action:draw")
    await local.slash(bob, "/game act action:draw")
    return ann, bob


async def play_to_the_end(local):
    """Each seat to act plays its highest card (or draws) until the game is over."""
    tables = local.bot.tables
    while (await tables.status(CHANNEL)).row.status == "playing":
        loaded = await tables.status(CHANNEL)
        seat = next(iter(tables.game_of(loaded.row).to_act(loaded.state)))
        user = next(u for u in local.users.values() if u.id == loaded.row.seats[seat].user_id)
        _row, actions = await tables.legal_actions(CHANNEL, user.id)
        await local.slash(user, f"/game act action:{max(actions, key=lambda a: int(a.get('card') or 0))}")


def exported_file(replies) -> tuple[str, dict]:
    (name, data), = [f for m in replies for f in m.files]
    return name, json.loads(data)


async def import_into_a_new_table(local, tmp_path, record: dict | str):
    path = tmp_path / "record.json"
    path.write_text(record if isinstance(record, str) else json.dumps(record))
    await local.slash(local.user("ann"), "/game new game:sumrace", channel_id=OTHER_CHANNEL)
    await local.slash(local.user("bob"), "/game join", channel_id=OTHER_CHANNEL)
    return await local.slash(local.user("ann"), f"/game import record:{path}", channel_id=OTHER_CHANNEL)


@pytest.mark.parametrize("command", ["/game export", "/game log"])
async def test_an_unseated_member_may_not_read_the_record_or_the_log(local, db_path, command):
    await running_game(local)
    before = store_fingerprint(db_path)
    replies = await local.slash(local.user("cy"), command)
    assert replies == private(replies) and not any(m.files for m in replies)
    assert "Only the table's players or someone with Manage Channel" in contents(replies)
    assert store_fingerprint(db_path) == before and local.errors == []


async def test_manage_channel_may_read_the_log_without_a_seat(local):
    await running_game(local)
    replies = await local.slash(local.user("mod", manager=True), "/game log")
    assert replies == private(replies) and "1. ann: `draw`" in contents(replies)


async def test_a_players_export_of_a_running_game_has_no_seed_and_cannot_be_replayed(local, tmp_path):
    _ann, bob = await running_game(local)
    row = (await local.bot.tables.status(CHANNEL)).row
    replies = await local.slash(bob, "/game export")
    assert replies == private(replies) and "the seed and the secret choices are left out" in contents(replies)
    name, record = exported_file(replies)
    assert name.endswith("-so-far.json")
    assert "seed" not in record and str(row.seed) not in json.dumps(record)
    assert record["complete"] is False and record["open"] is False
    assert [a["action"] for a in record["actions"]] == ["draw", "draw"] and record["players"] == ["ann", "bob"]
    refused = await import_into_a_new_table(local, tmp_path, record)
    assert refused == private(refused) and "cannot be replayed" in contents(refused)
    assert (await local.bot.tables.status(OTHER_CHANNEL)).row.status == "lobby"


async def test_a_running_mage_knight_export_holds_each_move_as_the_channel_read_it(mk):
    """Secret choices (a card taken from the deck, put back) are written as "(a card)", as in the public line."""
    ann, bob = (await heroes_chosen(mk)).values()
    await mk.slash(ann, "/mk play card:swiftness basic")
    _name, record = exported_file(await mk.slash(bob, "/game export"))
    whole = await mk.bot.tables.record(CHANNEL)
    assert record["complete"] is False and len(record["actions"]) == len(whole.actions) == 5
    assert [a["action"] for a in record["actions"]] == \
        [public_action(GAME.catalog, Action.parse(text), "en") for _seat, text in whole.actions]


async def test_every_public_text_of_a_move_says_only_what_the_game_lets_everyone_read(local, monkeypatch):
    """A game whose plays are secret (a stand-in presenter): the move line, the undo line, the log and the
    running game's export all show the public text, never the card."""
    async def no_pictures(result, view, locale):
        return []
    secret = Presenter(panel=None, public_action=lambda action, locale: f"{action.verb} (secret)",
                       status=lambda row, view, locale: "status", pictures=no_pictures)
    monkeypatch.setitem(PRESENTERS, "sumrace", secret)
    ann, bob = local.user("ann"), local.user("bob")
    for user, line in [(ann, "/game new game:sumrace"), (bob, "/game join"), (ann, "/game start")]:
        await local.slash(user, line)
    card = (await local.bot.tables.status(CHANNEL)).state.hands[0][0]
    texts = [m.content for m in await local.slash(ann, f"/game act action:play card={card}")]
    texts += [m.content for m in await local.slash(ann, "/game undo")]
    await local.slash(ann, f"/game act action:play card={card}")
    texts += [m.content for m in await local.slash(bob, "/game log")]
    replies = await local.slash(bob, "/game export")
    _name, record = exported_file(replies)
    texts += [m.content for m in replies] + [json.dumps(record)]
    assert any("ann took back: `play (secret)`" in text for text in texts)
    assert any("2. ann: `play (secret)`" in text for text in texts)  # seq 1 was taken back
    assert record["actions"] == [{"seat": 0, "action": "play (secret)"}]
    assert not any(f"card={card}" in text for text in texts)


async def test_the_finished_games_export_has_the_seed_and_replays(local, tmp_path):
    _ann, bob = await running_game(local, target=10)
    await play_to_the_end(local)
    tables = local.bot.tables
    loaded = await tables.status(CHANNEL)
    assert loaded.row.status == "finished"
    replies = await local.slash(bob, "/game export")
    assert "The game record" in contents(replies)
    _name, record = exported_file(replies)
    assert record["seed"] == loaded.row.seed and record["complete"] is True
    imported = await import_into_a_new_table(local, tmp_path, record)
    assert f"Record imported: {len(record['actions'])} actions replayed." in contents(public(imported))
    assert (await tables.status(OTHER_CHANNEL)).state == loaded.state


async def test_the_spoiler_export_is_for_manage_channel_labelled_and_announced(local):
    _ann, bob = await running_game(local)
    refused = await local.slash(bob, "/game export spoilers:true")
    assert refused == private(refused) and not any(m.files for m in refused)
    assert "Only someone with Manage Channel" in contents(refused)

    replies = await local.slash(local.user("mod", manager=True), "/game export spoilers:true")
    warning = private(replies)
    assert len(warning) == 1 and "**Spoilers**" in warning[0].content
    name, record = exported_file(warning)
    assert name.endswith("-SPOILERS.json") and record["complete"] is True
    loaded = await local.bot.tables.status(CHANNEL)
    assert record["seed"] == loaded.row.seed
    assert replay(local.bot.tables.game_of(loaded.row), Record.from_json(json.dumps(record)))[0] == loaded.state
    assert "mod (Manage Channel) exported this running game's whole record" in contents(public(replies))


async def test_a_seed_given_at_new_opens_the_game_and_its_export_may_carry_it(local):
    ann, bob = local.user("ann"), local.user("bob")
    created = await local.slash(ann, "/game new game:sumrace seed:42")
    assert "Open game: its seed was chosen by a player" in contents(public(created))
    assert "42" not in contents(public(created))  # said to be open, the seed itself never shown
    await local.slash(bob, "/game join")
    started = await local.slash(ann, "/game start")
    status = [m for m in started if m.how in ("channel", "channel_edit")][-1]
    assert "Open game (its seed was chosen by a player)." in status.content
    await local.slash(ann, "/game act action:draw")
    _name, record = exported_file(await local.slash(bob, "/game export"))
    assert record["seed"] == 42 and record["open"] is True and record["complete"] is False


async def test_a_seed_given_at_start_opens_the_game(local):
    ann, bob = local.user("ann"), local.user("bob")
    created = await local.slash(ann, "/game new game:sumrace")
    assert "Open game" not in contents(created)
    await local.slash(bob, "/game join")
    started = await local.slash(ann, "/game start seed:7")
    assert "Open game: its seed was chosen by a player" in contents(public(started))
    _name, record = exported_file(await local.slash(bob, "/game export"))
    assert record["seed"] == 7 and record["open"] is True


async def test_a_game_without_a_chosen_seed_is_not_called_open(local):
    await running_game(local)
    status = [m for m in local.fake.traffic.messages if m.how in ("channel", "channel_edit")][-1]
    assert "Open game" not in status.content


def good_record(**changes) -> dict:
    record = {"format": 1, "game": "sumrace", "options": {"target": "15"}, "seats": 2, "seed": 4,
              "players": ["ann", "bob"], "actions": [{"seat": 0, "action": "draw"}]}
    return record | changes


BAD_RECORDS = [
    (good_record(seed=-5), "`seed` must be from 0 to 9223372036854775807 (got -5)"),
    (good_record(seed=2**64), "`seed` must be from 0 to 9223372036854775807 (got 18446744073709551616)"),
    (good_record(seed=1e300), "`seed` must be a whole number (got 1e+300)"),
    (json.dumps(good_record()).replace('"seed": 4', '"seed": Infinity'), "`seed` must be a whole number (got Infin"),
    (json.dumps(good_record()).replace('"seed": 4', '"seed": NaN'), "`seed` must be a whole number (got NaN)"),
    (good_record(seed="4"), '`seed` must be a whole number (got "4")'),
    (good_record(seed=True), "`seed` must be a whole number (got true)"),
    (good_record(seats=3.9), "`seats` must be a whole number (got 3.9)"),
    (good_record(seats=True), "`seats` must be a whole number (got true)"),
    (good_record(seats=0), "`seats` must be from 1 to 99"),
    (good_record(format=True), "Record format true is not supported"),
    (good_record(actions=[{"seat": True, "action": "draw"}]), "`actions[0].seat` must be a whole number (got true)"),
    (good_record(actions=[{"seat": 5, "action": "draw"}]), "`actions[0].seat` must be from 0 to 1 (got 5)"),
    (good_record(actions=[{"seat": 0, "action": 5}]), "`actions[0].action` must be text (got 5)"),
    (good_record(actions=[{"seat": 0, "action": ["draw"]}]), "`actions[0].action` must be text (got list)"),
    (good_record(actions=[["draw"]]), "`actions[0]` must be an object with named entries (got list)"),
    (good_record(actions=[{"seat": 0}]), "The record has no `actions[0].action`"),
    (good_record(actions={"0": "draw"}), "`actions` must be a list (got dict)"),
    (good_record(actions=[{"seat": 0, "action": "draw"}] * (MAX_ACTIONS + 1)), "`actions` has 20001 entries; at most 20000"),
    (good_record(players=["x"] * 100_000), "`players` has 100000 entries; at most 2"),
    (good_record(options={"target": 15}), "`options.target` must be text (got 15)"),
    (good_record(open="yes"), '`open` must be true or false (got "yes")'),
    ("[" * 100_000 + "]" * 100_000, "it is nested too deeply"),
    ('{"format": 1, "game": "sumrace"', "it is not valid JSON"),
    ("[1, 2]", "`record` must be an object with named entries (got list)"),
    ('{"format": 1, "seed": ' + "9" * 5000 + "}", "it is not valid JSON"),
]


@pytest.mark.parametrize("record, expected", BAD_RECORDS, ids=[e for _r, e in BAD_RECORDS])
async def test_a_bad_record_gets_a_clear_private_reason(local, db_path, tmp_path, record, expected):
    ann, bob = local.user("ann"), local.user("bob")
    await local.slash(ann, "/game new game:sumrace")
    await local.slash(bob, "/game join")
    path = tmp_path / "bad.json"
    path.write_text(record if isinstance(record, str) else json.dumps(record))
    before = store_fingerprint(db_path)
    replies = await local.slash(ann, f"/game import record:{path}")
    assert replies == private(replies) and expected in contents(replies)
    assert store_fingerprint(db_path) == before
    assert local.errors == [], "a refusal is not a crash"


async def test_a_bad_record_is_refused_in_german_too(local, tmp_path):
    anna = local.user("anna", locale="de")
    await local.slash(anna, "/game new game:sumrace")
    await local.slash(local.user("bob"), "/game join")
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(good_record(seats=3.9)))
    replies = await local.slash(anna, f"/game import record:{path}")
    assert "`seats` der Aufzeichnung muss eine ganze Zahl sein (erhalten: 3.9)" in contents(replies)


async def test_a_good_hand_written_record_still_imports(local, tmp_path):
    imported = await import_into_a_new_table(local, tmp_path, good_record())
    assert "Record imported: 1 actions replayed." in contents(public(imported))

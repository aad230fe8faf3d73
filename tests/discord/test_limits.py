"""The limit checker must catch what Discord would refuse (else the harness proves nothing)."""
import aiohttp
import discord
import pytest
from discord.http import Route

from console.driver import DEFAULT_CHANNEL, LocalDiscord
from console.limits import autocomplete_problems, command_problems, form_error, message_problems
from tests.conftest import GAMES


def test_accepts_an_ordinary_message():
    assert message_problems({"content": "hello", "embeds": [{"title": "t", "description": "d"}]}) == []


def test_catches_every_message_limit():
    button = {"type": 2, "style": 1, "label": "x", "custom_id": "c"}
    cases = [
        {"content": "x" * 2001},
        {"embeds": [{"description": "x" * 4097}]},
        {"embeds": [{"description": "x" * 4000}, {"description": "x" * 2001}]},
        {"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]},
        {"embeds": [{}] * 11},
        {"components": [{"type": 1, "components": [button]}] * 6},
        {"components": [{"type": 1, "components": [button] * 6}]},
        {"components": [{"type": 1, "components": [{**button, "custom_id": "c" * 101}]}]},
        {"components": [{"type": 1, "components": [{"type": 3, "custom_id": "s",
                                                     "options": [{"label": "a", "value": "a"}] * 26}]}]},
        {"components": [{"type": 1, "components": [{"type": 3, "custom_id": "s",
                                                     "options": [{"label": "a", "value": "a"}]}, button]}]},
        {"components": [{"type": 1, "components": [{"type": 3, "custom_id": "s", "options": [
            {"label": "a", "value": "a", "description": "d" * 101}]}]}]},
        {"components": [{"type": 1, "components": [{"type": 3, "custom_id": "s", "placeholder": "p" * 151,
                                                     "options": [{"label": "a", "value": "a"}]}]}]},
    ]
    for payload in cases:
        assert message_problems(payload), payload
    assert message_problems({}, files=[("big.png", 10 * 1024 * 1024 + 1)])
    assert message_problems({}, files=[("a.png", 1)] * 11)


def test_catches_autocomplete_and_command_limits():
    assert autocomplete_problems([{"name": "a", "value": "a"}] * 26)
    assert autocomplete_problems([{"name": "x" * 101, "value": "a"}])
    assert autocomplete_problems([{"name": "a", "value": "x" * 101}])
    assert command_problems([{"name": "Game", "description": "d"}])
    assert command_problems([{"name": "game", "description": "x" * 101}])
    assert command_problems([{"name": "game", "description": "d", "options": [{"name": "o", "description": "d"}] * 26}])
    assert command_problems([{"name": f"c{i}", "description": "d"} for i in range(101)])


async def test_the_bots_own_command_tree_is_within_limits(local):
    synced = local.fake.traffic.synced_commands
    assert synced and command_problems(synced) == []
    game = next(c for c in synced if c["name"] == "game")
    assert {o["name"] for o in game["options"]} >= {"new", "join", "leave", "start", "status", "undo", "log",
                                                     "export", "abandon", "help", "kick", "act", "panel", "import"}


def test_a_refusal_has_discords_error_shape():
    body = form_error(message_problems({"content": "x" * 2001, "embeds": [{"fields": [{"name": "n", "value": ""}]}]}))
    assert body == {"code": 50035, "message": "Invalid Form Body", "errors": {
        "content": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 2000 or fewer in length."}]},
        "embeds": {"0": {"fields": {"0": {"value": {"_errors": [{"code": "BASE_TYPE_REQUIRED",
                                                                   "message": "This field is required"}]}}}}}}}


@pytest.mark.parametrize("send,field", [
    ({"content": "x" * 2001}, "In content: Must be 2000 or fewer in length."),
    ({"embed": discord.Embed(title="x" * 257)}, "In embeds.0.title: Must be 256 or fewer in length."),
    ({"embed": discord.Embed().add_field(name="n", value="x" * 1025)},
     "In embeds.0.fields.0.value: Must be 1024 or fewer in length."),
])
async def test_the_real_client_raises_discords_http_exception_for_a_refused_message(db_path, send, field):
    """discord.py parses the fake's 400 as it parses Discord's: HTTPException with code 50035 whose text names
    the field, so the bot's error handling meets the failure it would meet in production."""
    async with LocalDiscord(db_path, GAMES) as local:
        channel = local.bot.get_partial_messageable(DEFAULT_CHANNEL)
        with pytest.raises(discord.HTTPException) as refused:
            await channel.send(**send)
        assert (refused.value.status, refused.value.code) == (400, 50035)
        assert refused.value.text.splitlines() == ["Invalid Form Body", field]
        assert local.fake.traffic.violations == [field.removeprefix("In ")]


async def test_an_interaction_response_is_refused_under_its_data_key(db_path):
    """An interaction callback carries the message in ``data``, and Discord names the field from there."""
    async with LocalDiscord(db_path, GAMES) as local:
        local.fake.expect_interaction("token-1", DEFAULT_CHANNEL)
        async with aiohttp.ClientSession() as session:
            async with session.post(f"{Route.BASE}/interactions/1/token-1/callback",
                                    json={"type": 4, "data": {"content": "x" * 2001}}) as response:
                body = await response.json()
        assert response.status == 400 and body["code"] == 50035
        assert body["errors"] == {"data": {"content": {"_errors": [
            {"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 2000 or fewer in length."}]}}}
        assert local.fake.traffic.violations == ["data.content: Must be 2000 or fewer in length."]

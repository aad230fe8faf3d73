"""The limit checker must catch what Discord would refuse (else the harness proves nothing)."""
from console.limits import autocomplete_problems, command_problems, message_problems


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

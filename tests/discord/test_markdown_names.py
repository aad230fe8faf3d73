"""A display name is free text: in public messages it shows as written, never as formatting or a mention."""
import pytest

from cogs.names import shown_name
from tests.discord.helpers import public
from tests.discord.mk_driver import start_table

CHANNEL = 600_000_000_000_000_001
NAMES = ["**bold**", "||hidden||", "`tick`", "_under_", "~~gone~~", "> quote", "@everyone",
         "[link](https://example.com)"]


def assert_only_escaped(messages, name: str) -> None:
    """Each message names the player only in the escaped form: the raw text is nowhere outside it."""
    texts = [m.content for m in messages]
    assert any(shown_name(name) in text for text in texts), f"{name!r} is not named at all"
    for text in texts:
        assert name not in text.replace(shown_name(name), ""), f"{name!r} unescaped in {text!r}"


def test_the_escaped_name_differs_from_the_raw_one():
    for name in NAMES:
        assert shown_name(name) != name
    assert shown_name("@everyone") == "@\u200beveryone" and shown_name("**bold**") == r"\*\*bold\*\*"


@pytest.mark.parametrize("name", NAMES)
async def test_a_markdown_name_is_escaped_in_every_public_line_of_a_game(local, name):
    player, bob = local.user(name), local.user("bob")
    shown = []
    shown += public(await local.slash(player, "/game new game:sumrace"))
    shown += public(await local.slash(bob, "/game join"))
    started = public(await local.slash(player, "/game start"))
    assert any(f"Seats: 1. {shown_name(name)}, 2. bob" in m.content for m in started)
    shown += started
    hand = (await local.bot.tables.status(CHANNEL)).state.hands[0]
    moved = public(await local.slash(player, f"/game act action:play card={hand[0]}"))
    assert any(m.content.startswith(f"**{shown_name(name)}**: `play card={hand[0]}`") for m in moved)
    shown += moved
    undone = public(await local.slash(player, "/game undo"))
    assert any(f"{shown_name(name)} took back: `play card={hand[0]}`" in m.content for m in undone)
    shown += undone
    assert any(m.how in ("channel", "channel_edit") for m in shown), "the status message is checked too"
    assert_only_escaped(shown, name)


@pytest.mark.parametrize("name", ["**bold**", "> quote", "_under_"])
async def test_a_markdown_name_is_escaped_when_joining_leaving_and_kicked(local, name):
    ann, player = local.user("ann"), local.user(name)
    await local.slash(ann, "/game new game:sumrace")
    shown = public(await local.slash(player, "/game join"))
    shown += public(await local.slash(player, "/game leave"))
    await local.slash(player, "/game join")
    kicked = public(await local.slash(ann, f"/game kick user:{name}"))
    assert any(f"{shown_name(name)} was removed from the table." in m.content for m in kicked)
    assert_only_escaped(shown + kicked, name)


async def test_a_markdown_name_is_escaped_in_the_mage_knight_status(mk):
    name = "**bold** ||x||"
    users = await start_table(mk, "first_reconnaissance", [name, "bob"], 7)
    await mk.slash(users[0], "/mk hero hero:tovak")
    await mk.slash(users[1], "/mk hero hero:goldyx")
    status = [m for m in mk.fake.traffic.messages if m.how in ("channel", "channel_edit")][-1]
    assert f"{shown_name(name)} · Tovak: Fame 0" in status.content
    assert_only_escaped([status], name)

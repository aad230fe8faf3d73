"""Huge or unknown input through the real command tree: a clear private error within Discord's limits (the fake
answers 400 to anything over them), shortened with an ellipsis where it quotes the input, and nothing committed."""
import discord
import pytest
from discord import AppCommandOptionType

from cogs.discord_limits import choices
from cogs.replies import Reply

from console.driver import DEFAULT_CHANNEL
from console.limits import CONTENT_MAX, autocomplete_problems, message_problems
from tests.conftest import store_fingerprint
from tests.discord.helpers import private
from tests.discord.mk_driver import heroes_chosen, start_table

HUGE = "x" * 6000
SUMRACE = [("ann", "/game new game:sumrace"), ("bob", "/game join"), ("ann", "/game start seed:2")]


def _refused_privately(replies, expected: str) -> str:
    assert replies and replies == private(replies), "errors are never public"
    text = replies[-1].content
    assert all(message_problems({"content": m.content}) == [] for m in replies)
    assert expected in text, text
    return text


@pytest.mark.parametrize("action, expected", [
    (HUGE, "at most 100 characters long, this one has 6000"),
    ("play card=1 junk=1", "'play' takes no key 'junk' (it takes card)"),
    ("play card=1 junk=" + "x" * 2000, "at most 100 characters long"),
    ("draw " + " ".join(["junk=1"] * 1000), "at most 100 characters long"),
])
async def test_game_act_refuses_long_or_unknown_input_privately_and_commits_nothing(local, db_path, action, expected):
    for name, line in SUMRACE:
        await local.slash(local.user(name), line)
    loaded = await local.bot.tables.status(DEFAULT_CHANNEL)
    (seat,) = local.bot.tables.game_of(loaded.row).to_act(loaded.state)
    before = store_fingerprint(db_path)
    _refused_privately(await local.slash(local.user(loaded.row.seats[seat].name), f"/game act action:{action}"),
                       expected)
    assert store_fingerprint(db_path) == before
    assert local.errors == []


async def test_an_error_quoting_6000_characters_arrives_shortened_with_an_ellipsis(local, db_path):
    before = store_fingerprint(db_path)
    quoted = _refused_privately(await local.slash(local.user("ann"), f"/game new game:sumrace options:{HUGE}"),
                                "Options must look like")
    assert "x" * 99 + "…')." in quoted and len(quoted) < 200  # the input quoted back in short
    unquoted = _refused_privately(await local.slash(local.user("ann"), f"/game new game:{HUGE}"), "Unknown game")
    assert len(unquoted) == CONTENT_MAX and unquoted.endswith("…")  # any other text: cut where the reply is sent
    for line in (f"/game new game:sumrace seats:{HUGE}", f"/game kick user:{HUGE}"):
        _refused_privately(await local.slash(local.user("ann"), line), "")
    assert store_fingerprint(db_path) == before
    assert local.errors == []


@pytest.mark.parametrize("action, expected", [
    ("hero id=tovak junk=1", "'hero' takes no key 'junk' (it takes id)"),
    ("hero id=tovak junk=" + "x" * 2000, "at most 100 characters long"),
    (HUGE, "at most 100 characters long"),
])
async def test_a_mage_knight_move_with_an_unknown_key_or_huge_text_is_refused_and_the_log_unchanged(
        mk, db_path, action, expected):
    ann = (await start_table(mk, "first_reconnaissance", ["ann", "bob"], 7))[0]
    before = store_fingerprint(db_path)
    _refused_privately(await mk.slash(ann, f"/game act action:{action}"), expected)
    assert store_fingerprint(db_path) == before
    assert "No moves yet" in (await mk.slash(ann, "/game log"))[-1].content


def _mk_string_options(mk) -> list[tuple[str, str]]:
    group = next(c for c in mk.bot.tree.get_commands() if c.name == "mk")
    return [(command.name, parameter.name) for command in group.commands for parameter in command.parameters
            if parameter.type is AppCommandOptionType.string]


async def test_every_mk_command_fed_huge_text_in_every_string_option_refuses_privately_and_commits_nothing(
        mk, db_path):
    ann = (await heroes_chosen(mk))[0]
    options = _mk_string_options(mk)
    assert len(options) >= 15
    before = store_fingerprint(db_path)
    for command, option in options:
        replies = await mk.slash(ann, f"/mk {command} {option}:{HUGE}")
        assert "x" * 99 + "…'" in _refused_privately(replies, "the suggestions list")  # the input quoted in short
        assert len(await mk.autocomplete(ann, f"/mk {command} {option}:{HUGE}", option)) <= 25
    _refused_privately(await mk.slash(ann, "/mk play card:play card=march mode=basic junk=" + "x" * 2000),
                       "That is not a valid action: an action is at most 100 characters long, this one has 2032")
    _refused_privately(await mk.slash(ann, "/mk play card:play card=march mode=basic junk=1"),
                       "'play' takes no key 'junk' (it takes card, mode, mana, as, unit)")
    assert store_fingerprint(db_path) == before


async def test_the_log_of_long_lines_shows_the_newest_moves_that_fit_in_one_message(local):
    ann, bob = local.user("a" * 150), local.user("b" * 150)
    for user, line in ((ann, "/game new game:sumrace"), (bob, "/game join"), (ann, "/game start seed:2")):
        await local.slash(user, line)
    for _ in range(20):
        loaded = await local.bot.tables.status(DEFAULT_CHANNEL)
        (seat,) = local.bot.tables.game_of(loaded.row).to_act(loaded.state)
        await local.slash(ann if seat == 0 else bob, "/game act action:draw")
    log = (await local.slash(local.user("cy", manager=True), "/game log"))[-1].content  # Manage Channel, no seat
    assert len(log) <= CONTENT_MAX and log.splitlines()[-1].startswith("20. ") and "…" not in log


def _huge_embed() -> discord.Embed:
    embed = discord.Embed(title="t" * 300, description="d" * 5000)
    embed.set_footer(text="f" * 3000)
    embed.set_author(name="a" * 300)
    for _ in range(30):
        embed.add_field(name="n" * 300, value="v" * 2000)
    return embed


def test_a_reply_fits_every_text_it_sends_into_discords_limits():
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="b" * 200, custom_id="button"))
    view.add_item(discord.ui.Select(custom_id="menu", placeholder="p" * 200, options=[
        discord.SelectOption(label="l" * 200, value="0", description="d" * 200)]))
    sent = Reply("c" * 6000, embeds=[_huge_embed() for _ in range(12)], view=view).kwargs()
    payload = {"content": sent["content"], "embeds": [embed.to_dict() for embed in sent["embeds"]],
               "components": sent["view"].to_components()}
    assert message_problems(payload) == []
    assert sent["content"].endswith("…") and sent["embeds"][0].title.endswith("…")
    assert len(sent["embeds"]) == 1  # the first one fills the 6,000 characters all embeds may have
    menu = sent["view"].children[1]
    assert len(menu.placeholder) == 150 and len(menu.options[0].label) == len(menu.options[0].description) == 100


def test_autocomplete_suggestions_shorten_names_and_leave_out_values_that_do_not_fit():
    offered = choices([("n" * 300, "short"), ("fits", "v" * 101), ("", "empty name")] + [("x", "y")] * 30)
    assert autocomplete_problems([{"name": c.name, "value": c.value} for c in offered]) == []
    assert [c.value for c in offered[:2]] == ["short", "empty name"] and len(offered) == 25
    assert offered[0].name == "n" * 99 + "…"


async def test_the_status_message_of_players_with_long_names_stays_within_one_message(local):
    names = [letter * 600 for letter in "abcd"]
    await local.slash(local.user(names[0]), "/game new game:sumrace")
    for name in names[1:]:
        await local.slash(local.user(name), "/game join")
    status = [m for m in local.fake.traffic.messages if not m.interaction_token][-1]
    assert len(status.content) == CONTENT_MAX and status.content.endswith("…")

"""The action panel: buttons from legal_actions that survive restarts and refuse stale clicks."""
from console.driver import LocalDiscord
from console.limits import message_problems
from cogs.play import build_panel_view
from engine.core import Action
from tests.conftest import GAMES
from tests.discord.helpers import custom_ids, labels, private, public


async def start_game(local):
    ann, bob = local.user("ann"), local.user("bob")
    for user, line in [(ann, "/game new game:sumrace"), (bob, "/game join"), (ann, "/game start seed:8")]:
        await local.slash(user, line)
    return ann, bob


async def test_the_panel_offers_exactly_the_legal_actions(local):
    ann, _ = await start_game(local)
    (panel,) = await local.slash(ann, "/game panel")
    loaded = await local.bot.tables.status(600_000_000_000_000_001)
    legal = [str(a) for a in GAMES["sumrace"].legal_actions(loaded.state, 0)]
    assert panel.ephemeral and labels(panel)[:len(legal)] == legal
    assert labels(panel)[len(legal):] == ["⟳", "↶"]
    assert all(len(c) <= 100 for c in custom_ids(panel))


async def test_pressing_a_button_plays_it_and_redraws_the_panel(local):
    ann, bob = await start_game(local)
    await local.slash(ann, "/game panel")
    replies = await local.press(ann, "draw")
    panel_edit = next(m for m in replies if m.how == "edit")
    assert panel_edit.ephemeral and "nothing to decide" in panel_edit.content
    assert any("`draw`" in m.content and "<@" in m.content for m in public(replies))
    assert any(m.content.startswith("You drew") for m in private(replies))


async def test_a_click_on_an_outdated_panel_is_refused_with_the_current_one(local):
    ann, bob = await start_game(local)
    (old_panel,) = await local.slash(ann, "/game panel")
    await local.slash(ann, "/game act action:draw")
    await local.slash(bob, "/game act action:draw")  # ann's turn again, but the table moved on
    before = len((await local.bot.tables.status(600_000_000_000_000_001)).actions)
    play_id = custom_ids(old_panel)[0]
    replies = await local.click(ann, old_panel, play_id, 2)
    assert replies and all(m.ephemeral for m in replies)
    assert "out of date" in replies[0].content and labels(replies[0])  # with the current panel
    assert len((await local.bot.tables.status(600_000_000_000_000_001)).actions) == before


async def test_buttons_survive_a_restart(db_path):
    async with LocalDiscord(db_path, GAMES) as first:
        ann, _ = await start_game(first)
        (panel,) = await first.slash(ann, "/game panel")
        ann_id = ann.id
    async with LocalDiscord(db_path, GAMES) as second:  # a new process: new bot, empty caches
        second.users["ann"] = type(ann)(ann_id, "ann")
        draw_id = next(c["custom_id"] for row in panel.components for c in row["components"]
                       if c.get("label") == "draw")
        replies = await second.click(second.users["ann"], panel, draw_id, 2)
        assert any("`draw`" in m.content for m in public(replies))
        assert len((await second.bot.tables.status(600_000_000_000_000_001)).actions) == 1
        assert second.errors == []


async def test_someone_else_cannot_use_your_panel(local):
    ann, bob = await start_game(local)
    (panel,) = await local.slash(ann, "/game panel")
    replies = await local.click(bob, panel, custom_ids(panel)[0], 2)
    assert replies and all(m.ephemeral for m in replies)
    assert "nothing to decide" in replies[0].content or "not your decision" in replies[0].content
    assert (await local.bot.tables.status(600_000_000_000_000_001)).actions == []


def test_many_actions_are_paged_into_select_menus_never_cut():
    actions = [Action.of("pick", n=i) for i in range(230)]
    seen = []
    page, pages = 0, None
    while pages is None or page < pages:
        view, pages = build_panel_view(1, 5, actions, page)
        components = view.to_components()
        assert message_problems({"components": components}) == []
        for row in components:
            for component in row["components"]:
                seen += [int(o["value"]) for o in component.get("options", [])]
        page += 1
    assert pages == 3 and seen == list(range(230))


def test_a_few_actions_are_buttons():
    view, pages = build_panel_view(1, 5, [Action.of("draw"), Action.of("pass")], 0)
    assert pages == 1
    assert [c.item.label for c in view.children][:2] == ["draw", "pass"]

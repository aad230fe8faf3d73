"""Lobby flows through the real command tree, fed real interaction payloads."""
from tests.discord.helpers import contents, private, public


async def test_a_full_lobby_flow_and_a_first_move(local):
    ann, bob = local.user("ann"), local.user("bob")
    created = await local.slash(ann, "/game new game:sumrace options:target=10")
    assert "ann opened a table for **Sum Race** (target=10)" in contents(public(created))
    status = [m for m in created if m.how == "channel"]
    assert len(status) == 1 and "lobby, 1/4 seated" in status[0].content

    joined = await local.slash(bob, "/game join")
    assert "bob joins the table as player 2" in contents(joined)
    edits = [m for m in joined if m.how == "channel_edit"]
    assert [m.id for m in edits] == [status[0].id], "the status message is edited in place, not reposted"

    started = await local.slash(ann, "/game start seed:3")
    ping = next(m for m in started if "it is your turn" in m.content)
    assert ping.allowed_mentions["users"] == [local.user("ann").id]
    assert ping.allowed_mentions["parse"] == []

    move = await local.slash(ann, "/game act action:draw")
    line = next(m for m in public(move) if "`draw`" in m.content)
    assert "Seat 1 draws a card." in line.content
    drawn = private(move)
    assert len(drawn) == 1 and drawn[0].content.startswith("You drew ")
    assert local.visible_to(bob, move) == public(move), "bob never sees ann's card"


async def test_every_message_mentions_nobody_unless_it_pings_the_next_player(local):
    ann, bob = local.user("ann"), local.user("bob")
    for user, line in [(ann, "/game new game:sumrace"), (bob, "/game join"), (ann, "/game start seed:1"),
                       (ann, "/game act action:draw"), (bob, "/game act action:draw"), (ann, "/game status")]:
        await local.slash(user, line)
    for message in local.fake.traffic.messages:
        mentions = message.allowed_mentions
        if mentions is None:  # edits of private panels carry none: they cannot ping anyone
            assert message.ephemeral or message.how in ("edit",)
            continue
        assert mentions.get("parse") == [] and not mentions.get("roles")
        if "<@" in message.content:
            assert mentions.get("users") and all(f"<@{u}>" in message.content for u in mentions["users"])
        else:
            assert not mentions.get("users")


async def test_german_users_get_german_private_replies_and_localized_commands(local):
    anna = local.user("anna", locale="de")
    reply = await local.slash(anna, "/game status")
    assert contents(reply) == "An diesem Tisch läuft kein Spiel. Starte eines mit `/game new`."
    synced = local.fake.traffic.synced_commands
    game = next(c for c in synced if c["name"] == "game")
    assert game["description_localizations"]["de"] == "Brettspiele an diesem Kanaltisch spielen"
    new = next(o for o in game["options"] if o["name"] == "new")
    assert new["description_localizations"]["de"].startswith("Einen Spieltisch")


async def test_autocomplete_offers_games_options_and_legal_actions(local):
    ann, bob = local.user("ann"), local.user("bob")
    assert await local.autocomplete(ann, "/game new game:sum", "game") == [{"name": "Sum Race", "value": "sumrace"}]
    options = await local.autocomplete(ann, "/game new game:sumrace options:tar", "options")
    assert [c["value"] for c in options] == ["target=10", "target=15", "target=21"]
    assert await local.autocomplete(ann, "/game act action:", "action") == []  # no table yet
    await local.slash(ann, "/game new game:sumrace")
    await local.slash(bob, "/game join")
    await local.slash(ann, "/game start seed:9")
    legal = [c["value"] for c in await local.autocomplete(ann, "/game act action:", "action")]
    assert "draw" in legal and all(v.startswith(("play card=", "draw")) for v in legal)
    assert await local.autocomplete(bob, "/game act action:", "action") == []  # not bob's turn: nothing legal


async def test_log_export_and_import_through_discord(local, tmp_path):
    ann, bob = local.user("ann"), local.user("bob")
    for user, line in [(ann, "/game new game:sumrace"), (bob, "/game join"), (ann, "/game start seed:4"),
                       (ann, "/game act action:draw"), (bob, "/game act action:draw")]:
        await local.slash(user, line)
    log = await local.slash(bob, "/game log")
    assert log[0].ephemeral and "1. ann: `draw`" in log[0].content and "2. bob: `draw`" in log[0].content
    await local.slash(ann, "/game abandon")  # over: the whole record may be handed out
    exported = await local.slash(bob, "/game export")
    (name, data), = exported[0].files
    assert name.endswith(".json") and b'"action": "draw"' in data
    record = tmp_path / "game.json"
    record.write_bytes(data)
    await local.slash(ann, "/game new game:sumrace", channel_id=77)
    await local.slash(bob, "/game join", channel_id=77)
    imported = await local.slash(ann, f"/game import record:{record}", channel_id=77)
    assert "Record imported: 2 actions replayed." in contents(imported)
    tables = local.bot.tables
    assert (await tables.status(77)).state == (await tables.status(600_000_000_000_000_001)).state


async def test_abandon_needs_the_creator_or_manage_channel(local):
    ann, bob, mod = local.user("ann"), local.user("bob"), local.user("mod", manager=True)
    await local.slash(ann, "/game new game:sumrace")
    refused = await local.slash(bob, "/game abandon")
    assert private(refused) and "Only the table's creator" in contents(refused)
    done = await local.slash(mod, "/game abandon")
    assert "The game was abandoned." in contents(public(done))


async def test_the_seed_chosen_for_a_lobby_is_never_shown_in_public(local):
    """Principle 4: with the seed anyone could rebuild every hand, deck and tile; the lobby shows the rest."""
    ann, bob = local.user("ann"), local.user("bob")
    sent = await local.slash(ann, "/game new game:sumrace seed:424242 options:target=10")
    sent += await local.slash(bob, "/game join")
    assert "(target=10)" in contents(public(sent))
    assert all("424242" not in m.content and "seed=" not in m.content for m in public(sent))

"""A private hand that stays (a private thread, else a direct message, else private replies and `/mk hand`), and
the status message that stays in view (pinned, else re-posted at the bottom after a turn)."""
from console.fakediscord import DM_CHANNEL, PRIVATE_THREAD
from engine.mageknight.game import GAME
from tests.discord.helpers import contents, private, public
from tests.discord.mk_driver import CHANNEL, heroes_chosen, start_table
from tests.discord.secret_scan import Secrets, scan_messages


def hand_messages(mk, user) -> list:
    """The newest state of each message only `user` can read outside ephemeral replies."""
    latest = {}
    for message in mk.fake.traffic.messages:
        if message.private_channel and mk.readers(message) == {user.id} and message.id not in mk.fake.deleted:
            latest[message.id] = message
    return list(latest.values())


async def test_each_player_gets_a_private_thread_only_they_can_read(mk):
    users = await start_table(mk, "first_reconnaissance", ["ann", "bob"], 7)
    threads = [c for c in mk.fake.channels.values() if c.type == PRIVATE_THREAD]
    assert len(threads) == 2 and all(not c.invitable and c.parent_id == CHANNEL for c in threads)
    assert sorted(mk.fake.readers(c.id) for c in threads) == sorted([{users[0].id}, {users[1].id}])
    assert {c.name for c in threads} == {"ann: your hand", "bob: your hand"}


async def test_the_hand_in_the_thread_follows_each_move_and_stays_secret(mk):
    users = await heroes_chosen(mk)
    (shown,) = hand_messages(mk, users[0])
    before = (await mk.bot.tables.status(CHANNEL)).state
    hand = [GAME.catalog.cards[c].name.en for c in before.players[0].hand]
    assert all(name in shown.content for name in hand) and "Skills: " in shown.content
    play = next(a for a in GAME.legal_actions(before, 0) if a.verb == "play")
    start = len(mk.fake.traffic.messages)
    await mk.slash(users[0], f"/game act action:{play}")
    after = await mk.bot.tables.status(CHANNEL)
    (edited,) = hand_messages(mk, users[0])
    assert edited.id == shown.id and edited.how == "channel_edit"  # the same message, edited
    left = [GAME.catalog.cards[c].name.en for c in after.state.players[0].hand]
    assert edited.content.startswith("Your hand: " + ", ".join(left))
    seats = {user.id: seat for seat, user in users.items()}
    secrets = Secrets(before, after.state, after.row.seed)
    sent = mk.fake.traffic.messages[start:]
    assert scan_messages(sent, secrets, lambda m: seats[next(iter(mk.readers(m)))], None, mk.is_public) == []
    assert mk.is_public(edited) is False and "Your hand" not in contents(public(sent))


async def test_the_secret_scan_counts_a_thread_as_its_players_only(mk):
    """Read as public, the thread's hand is a leak: the scan must know whose the thread is."""
    users = await heroes_chosen(mk)
    state = (await mk.bot.tables.status(CHANNEL)).state
    (shown,) = hand_messages(mk, users[0])
    secrets = Secrets(state, state)
    assert scan_messages([shown], secrets, lambda m: 0, None, mk.is_public) == []
    assert scan_messages([shown], secrets, lambda m: 0, None, lambda m: True) != []


async def test_without_private_threads_the_hand_goes_to_a_direct_message(mk):
    mk.fake.allow_private_threads = False
    users = await heroes_chosen(mk)
    dms = [c for c in mk.fake.channels.values() if c.type == DM_CHANNEL]
    assert sorted(mk.fake.readers(c.id) for c in dms) == sorted([{users[0].id}, {users[1].id}])
    (shown,) = hand_messages(mk, users[0])
    assert shown.channel_id in {c.id for c in dms} and shown.content.startswith("Your hand: ")


async def test_without_threads_or_direct_messages_the_hand_comes_privately_with_mk_hand_to_bring_it_back(mk):
    mk.fake.allow_private_threads = False
    mk.fake.closed_dms = {mk.user("ann").id, mk.user("bob").id}
    users = await heroes_chosen(mk)
    assert hand_messages(mk, users[0]) == [] and hand_messages(mk, users[1]) == []
    state = (await mk.bot.tables.status(CHANNEL)).state
    end = await mk.slash(users[0], "/mk end-turn")
    while GAME.to_act(state) == {0}:  # her End of Turn: she discards, then draws
        end = await mk.slash(users[0], f"/game act action:{GAME.legal_actions(state, 0)[0]}")
        state = (await mk.bot.tables.status(CHANNEL)).state
    drawn = contents(private(end))
    assert "Your hand: " in drawn and "`/mk hand` shows it again." in drawn
    (again,) = private(await mk.slash(users[0], "/mk hand"))
    assert again.content.startswith("Your hand: ")


async def test_the_status_message_is_pinned_where_the_bot_may_pin(mk):
    await heroes_chosen(mk)
    (status_id,) = mk.fake.pinned
    (status,) = [m for m in mk.fake.traffic.messages if m.id == status_id][-1:]
    assert "Round 1 of 3" in status.content
    await mk.slash(mk.user("ann"), "/mk end-turn")
    assert mk.fake.pinned == {status_id} and status_id not in mk.fake.deleted  # edited in place, not re-posted
    assert [m for m in mk.fake.traffic.messages if m.content.startswith("**Mage Knight**") and m.how == "channel"] \
        == [m for m in mk.fake.traffic.messages if m.id == status_id and m.how == "channel"]


async def test_where_it_may_not_pin_the_status_is_posted_again_below_each_hand_off(mk):
    mk.fake.allow_pins = False
    users = await heroes_chosen(mk)
    sent = await mk.slash(users[0], "/mk end-turn")
    handoff = next(m for m in public(sent) if "is next" in m.content)
    status = [m for m in public(sent) if m.content.startswith("**Mage Knight**") and m.how == "channel"]
    assert status and status[-1].id > handoff.id  # below the line that hands over
    assert mk.fake.pinned == set() and len(mk.fake.deleted) >= 1  # the old one is gone
    assert all(m.id in mk.fake.deleted for m in mk.fake.traffic.messages
               if m.content.startswith("**Mage Knight**") and m.how == "channel" and m.id != status[-1].id)


async def test_the_lobby_counts_the_seats_asked_for_and_says_its_options_in_words(mk):
    ann = mk.user("ann")
    await mk.slash(ann, "/game new game:mageknight scenario:first_reconnaissance seats:2 "
                        "options:cooperative_assault=yes dummy=no")
    status = [m for m in mk.fake.traffic.messages if m.content.startswith("**Mage Knight**")][-1]
    assert "1/2 seated" in status.content
    assert "First Reconnaissance, cooperative city assaults allowed, without the Dummy" in status.content
    assert "=" not in contents(public(mk.fake.traffic.messages))
    await mk.slash(mk.user("bob", locale="de"), "/game join")
    ann.manager = True
    await mk.slash(ann, "/game language language:de")
    status = [m for m in mk.fake.traffic.messages if m.content.startswith("**Mage Knight**")][-1]
    assert "2/2 Plätze besetzt" in status.content
    assert "Die ersten Erkundungen, gemeinsame Angriffe auf Städte erlaubt, ohne Dummy" in status.content


async def test_a_solo_status_shows_the_dummy_and_its_deck(mk):
    users = await start_table(mk, "solo_conquest", ["ann"], 3)
    await mk.slash(users[0], "/mk hero hero:tovak")
    state = (await mk.bot.tables.status(CHANNEL)).state
    await mk.slash(users[0], f"/game act action:{GAME.legal_actions(state, 0)[0]}")
    (status,) = private(await mk.slash(users[0], "/mk status"))
    assert "Goal: conquer every city." in status.content and "Round 1 of " in status.content
    assert "the Dummy (" in status.content and "cards left in its deck" in status.content
    assert "Tactics: " in status.content and "Source: " in status.content

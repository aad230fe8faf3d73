"""Turns that hand over cleanly: every hand-off tells the next player, with the button that opens their panel.

The next player is told when a turn ends, not after the End of Turn's choices that follow it; in solo the player
is told of their own next turn once those are done; a new Round asks for a Tactic; the game's start posts the map.
"""
import random

from bench.mageknight_selfplay import choose
from console.driver import LocalDiscord, User
from console.fakediscord import SentMessage
from engine.mageknight.game import GAME
from engine.mageknight.state import WOUND
from tests.discord.helpers import labels, public
from tests.discord.mk_driver import CHANNEL, heroes_chosen, start_table
from tests.discord.secret_scan import PictureLog, Secrets, scan_messages

OPEN = "Open my panel"


def handoffs(messages: list[SentMessage]) -> list[SentMessage]:
    return [m for m in public(messages) if OPEN in labels(m)]


def pinged(message: SentMessage) -> list[int]:
    return [int(u) for u in (message.allowed_mentions or {}).get("users", [])]


async def test_the_start_tells_the_first_player_and_posts_the_map(mk, monkeypatch):
    drawings = PictureLog().install(monkeypatch)
    users = await start_table(mk, "first_reconnaissance", ["ann", "bob"], 7)
    (started,) = [m for m in mk.fake.traffic.messages if "begins" in m.content]
    assert OPEN in labels(started) and pinged(started) == [users[0].id]
    assert f"<@{users[0].id}>: Choose your Hero." in started.content
    assert [name for name, _data in started.files] == ["map.png"]
    loaded = await mk.bot.tables.status(CHANNEL)  # what the start hands out, judged by the state it began in
    secrets = Secrets(loaded.state, loaded.state, loaded.row.seed)
    seats = {user.id: seat for seat, user in users.items()}
    leaks = scan_messages(mk.fake.traffic.messages, secrets, lambda m: seats.get(next(iter(mk.readers(m)))),
                          drawings, mk.is_public)
    assert leaks == []


async def test_heroes_and_tactics_hand_over_with_what_they_ask(mk):
    users = await start_table(mk, "first_reconnaissance", ["ann", "bob"], 7)
    (line,) = handoffs(await mk.slash(users[0], "/mk hero hero:tovak"))
    assert pinged(line) == [users[1].id] and "Choose your Hero." in line.content
    (line,) = handoffs(await mk.slash(users[1], "/mk hero hero:goldyx"))
    assert "Round 1 of 3: choose your Tactic." in line.content


async def test_the_next_player_is_pinged_when_the_turn_ends_not_after_its_discard(mk):
    users = await heroes_chosen(mk)
    ann, bob = users[0], users[1]
    (ended,) = handoffs(await mk.slash(ann, "/mk end-turn"))  # no card played: ann must still discard one
    assert pinged(ended) == [bob.id]
    assert f"<@{bob.id}> is next (ann · Tovak is finishing the turn)." in ended.content
    loaded = await mk.bot.tables.status(CHANNEL)
    answered = 0
    while GAME.to_act(loaded.state) == {0}:  # the discard, and whatever else her End of Turn asks
        answer = GAME.legal_actions(loaded.state, 0)[0]
        after = await mk.slash(ann, f"/game act action:{answer}")
        assert handoffs(after) == [] and all(not pinged(m) for m in public(after))
        loaded, answered = await mk.bot.tables.status(CHANNEL), answered + 1
    assert answered >= 1 and GAME.to_act(loaded.state) == {1}  # bob's turn, told already


async def test_a_german_table_hands_over_in_german(mk):
    users = await heroes_chosen(mk)
    users[0].manager = True
    await mk.slash(users[0], "/game language language:de")
    (ended,) = [m for m in public(await mk.slash(users[0], "/mk end-turn")) if "Mein Bedienfeld öffnen" in labels(m)]
    assert f"<@{users[1].id}> ist als Nächstes dran (ann · Tovak beendet noch den Zug)." in ended.content


async def test_solo_turns_hand_over_to_the_player_again_after_the_dummy(mk):
    users = await start_table(mk, "solo_conquest", ["ann"], 3)
    ann = users[0]
    (line,) = handoffs(await mk.slash(ann, "/mk hero hero:tovak"))
    assert "choose your Tactic" in line.content and pinged(line) == []  # the player is at the table: no ping
    loaded = await mk.bot.tables.status(CHANNEL)
    tactic = GAME.legal_actions(loaded.state, 0)[0]
    first = handoffs(await mk.slash(ann, f"/game act action:{tactic}"))
    rng, told, dummy_turns = random.Random(3), 0, 0
    while told < 3:  # turn after turn: each ends with the player told of their next one, the Dummy's in between
        loaded = await mk.bot.tables.status(CHANNEL)
        state = loaded.state
        actions = GAME.legal_actions(state, 0)
        if state.turn is not None and state.turn.ending_step < 0 and state.turn.decision is None \
                and state.turn.combat is None and any(a.verb == "end-turn" for a in actions) and rng.random() < 0.5:
            action = next(a for a in actions if a.verb == "end-turn")
        else:
            ready = sum(card != WOUND for card in state.players[0].hand)
            action = choose(rng, actions, ready)
        sent = await mk.slash(ann, f"/game act action:{action}")
        for line in handoffs(sent):
            assert "it is your turn" in line.content or "choose your Tactic" in line.content
            assert pinged(line) == []
            told += 1
            dummy_turns += "Dummy" in line.content
        ending = loaded.state.turn is not None and loaded.state.turn.ending_step >= 0
        if ending:  # the End of Turn's choices: told once they are done, with the next turn
            now = await mk.bot.tables.status(CHANNEL)
            assert bool(handoffs(sent)) == (now.state.turn is None or now.state.turn.ending_step < 0)
    assert first and dummy_turns >= 1  # the Dummy's turns come in the line that hands back


async def test_a_new_round_asks_for_tactics_and_tells_every_player_their_new_hand(mk):
    users = await start_table(mk, "first_reconnaissance", ["ann", "bob"], 7)
    rng = random.Random(11)
    while True:
        loaded = await mk.bot.tables.status(CHANNEL)
        if loaded.state.round.number == 2 or GAME.is_over(loaded.state):
            break
        (seat,) = GAME.to_act(loaded.state)
        state = loaded.state
        ready = sum(card != WOUND for card in state.players[seat].hand)
        phase = state.turn.combat.phase if state.turn is not None and state.turn.combat is not None else None
        action = choose(rng, GAME.legal_actions(state, seat), ready, phase)
        start = len(mk.fake.traffic.messages)
        await mk.slash(users[seat], f"/game act action:{action}")
    sent = mk.fake.traffic.messages[start:]
    assert loaded.state.round.number == 2
    (line,) = handoffs(sent)
    assert "Round 2 of 3: choose your Tactic." in line.content
    for user in users.values():  # each player's new hand, in their own thread, as a new message
        (news,) = [m for m in sent if m.private_channel and m.how == "channel" and mk.readers(m) == {user.id}]
        assert "Your hand: " in news.content and "You drew" in news.content


async def test_every_handoff_of_a_solo_and_a_two_player_game_pings_with_a_button(db_path):
    """Whole games through the harness: whenever the player to act changes, or a turn ends, a line says so."""
    for scenario, names in (("solo_conquest", ["ann"]), ("first_reconnaissance", ["ann", "bob"])):
        async with LocalDiscord(db_path.replace(".db", f"-{scenario}.db"), {GAME.id: GAME}) as local:
            users = await start_table(local, scenario, names, 5)
            await _play_checking_handoffs(local, users, random.Random(2))
            assert local.errors == [] and local.fake.traffic.unexpected == []


async def _play_checking_handoffs(local: LocalDiscord, users: dict[int, User], rng: random.Random) -> None:
    for _ in range(3000):
        state = (await local.bot.tables.status(CHANNEL)).state
        if GAME.is_over(state):
            return
        (seat,) = GAME.to_act(state)
        ready = sum(card != WOUND for card in state.players[seat].hand)
        phase = state.turn.combat.phase if state.turn is not None and state.turn.combat is not None else None
        action = choose(rng, GAME.legal_actions(state, seat), ready, phase)
        sent = await local.slash(users[seat], f"/game act action:{action}")
        after = (await local.bot.tables.status(CHANNEL)).state
        lines = handoffs(sent)
        for message in public(sent):  # a ping always comes with the button
            assert not pinged(message) or OPEN in labels(message), message.content
        if GAME.is_over(after):
            assert lines == []
            return
        (next_seat,) = GAME.to_act(after)
        was_ending = state.turn is not None and state.turn.ending_step >= 0
        still_ending = after.turn is not None and after.turn.seat == seat and after.turn.ending_step >= 0
        if was_ending and still_ending:  # the End of Turn's choices: the next player was told already
            assert lines == [], (action, [m.content for m in sent])
        if next_seat != seat and not was_ending:  # someone else decides now: they are told, with a ping
            assert len(lines) == 1 and pinged(lines[0]) == [users[next_seat].id], (action, [m.content for m in sent])
        new_turn = after.turn is not None and after.turn.ending_step < 0 and after.round.phase == "turns" and (
            state.turn is None or state.turn.ending_step >= 0 or action.verb == "end-turn")
        if len(users) == 1 and new_turn:  # solo: the player's next turn, after the Dummy's
            assert len(lines) == 1 and pinged(lines[0]) == [], (action, [m.content for m in sent])
    raise AssertionError("the game did not end")

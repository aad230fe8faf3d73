"""Whole Mage Knight games through Discord, read as players read them (tests/discord/table_talk.py).

Done when a Solo Conquest and a 2-player First Reconnaissance with one German player, played by pressing the
panel and typing /mk commands, show no notation, no "Seat N", no 0-based numbers, no English in German texts,
a question on every decision, Attack and Block on every combat panel, a ping with a button at every hand-off,
and no text in a picture below 7 px when the picture is shown 400 px wide. Each check is first shown to catch
a planted fault.
"""
import pytest

from console.driver import LocalDiscord
from console.fakediscord import SentMessage
from engine.core import Action
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from tests.discord.mk_driver import CHANNEL, RandomPlayer, start_table
from tests.discord.table_talk import PictureSizes, TableTalk, has_open_panel_button, notation_in, pings, readable_text, \
    zero_based_in
from tests.i18n_words import english_words


def _message(content: str, labels: tuple[str, ...] = (), ephemeral: bool = False, ping: int | None = None,
             options: tuple[str, ...] = ()) -> SentMessage:
    components = [{"type": 1, "components": [{"type": 2, "label": label, "custom_id": f"arb:1:x:{n}"}
                                             for n, label in enumerate(labels)]}] if labels else []
    if options:
        components.append({"type": 1, "components": [{"type": 3, "custom_id": "arb:1:s", "options": [
            {"label": label, "value": str(n)} for n, label in enumerate(options)]}]})
    mentions = {"parse": [], "users": [str(ping)]} if ping else {"parse": []}
    return SentMessage(1, CHANNEL, content, [], components, [], ephemeral, mentions, None, "channel")


@pytest.mark.parametrize("text", ["**ann**: `choose option=0`", "ann · Tovak plays tovak_instinct",
                                  "Seat 2 moves to A-NW", "Platz 1 erobert die Burg", "bob: end-turn",
                                  "first_reconnaissance, Round 1"])
def test_notation_and_seat_numbers_are_caught(text):
    assert notation_in(text)


@pytest.mark.parametrize("text", ["ann · Tovak plays March, powered with the gold die: Move 4",
                                  "bob · Arythea blocks the Prowlers' attack (Block 5, Fire)",
                                  "Move · A-NE (forest, 3)", "Challenge · Prowlers (4-W)", "<@700080888697027915>",
                                  "Round 2 of 6 · Day", "Level 3: choose a Skill"])
def test_words_pass(text):
    assert notation_in(text) == [] and zero_based_in(text) == []


def test_notation_in_a_button_or_menu_is_read():
    assert notation_in(readable_text(_message("Pick", labels=("move to=A-NE",))))
    assert notation_in(readable_text(_message("Pick", options=("mana=die:1",))))


@pytest.mark.parametrize("text", ["die 0 (gold)", "Würfel 0", "0. Prowlers", "enemy 0"])
def test_zero_based_numbers_are_caught(text):
    assert zero_based_in(text)


def test_a_ping_counts_only_with_the_mention_allowed_and_the_button():
    user = 700080888697027915
    handed = _message(f"<@{user}>, it is your turn.", labels=("Open my panel",), ping=user)
    assert pings(handed) == {user} and has_open_panel_button(handed)
    assert pings(_message(f"<@{user}>, it is your turn.")) == set()


def test_english_in_a_german_text_is_caught():
    assert english_words("Tovak erhält 2 Wounds und spielt Marsch als move")
    assert english_words("Tovak erhält 2 Verletzungen und spielt Marsch seitlich: Bewegung 1") == []


ANN, BOB = 1, 2  # user ids of the two seats in the planted cases


def _planted_talk() -> TableTalk:
    return TableTalk({0: ANN, 1: BOB}, {0: "en-US", 1: "de"},
                     lambda message: None if not message.ephemeral else 0)


def _after(state, move: str, seat: int = 0):
    return GAME.apply(state, seat, Action.parse(move)).state


def test_a_decision_panel_without_its_question_is_caught():
    before = build_position(GAME.catalog, {"players": [{"hero": "tovak", "hand": ["tovak_instinct"],
                                                        "position": "A-C"}]})
    after = _after(before, "play card=tovak_instinct mode=basic")
    question = GAME.view(after, 0)["decision"]["question"]["en"]
    talk = _planted_talk()
    talk.check_decision([_message("Hand: -", labels=("Move 2",), ephemeral=True)], after, 0, "play")
    assert talk.faults
    talk = _planted_talk()
    talk.check_decision([_message(f"**{question}**", labels=("Move 2",), ephemeral=True)], after, 0, "play")
    assert talk.faults == []


def test_a_combat_panel_without_attack_and_block_is_caught():
    before = build_position(GAME.catalog, {"players": [{"hero": "tovak", "hand": ["march"], "position": "1-W"}],
                                           "enemies": {"1-NW": ["prowlers"]}})
    after = _after(before, "challenge at=1-NW")
    talk = _planted_talk()
    talk.check_combat_panel([_message("1. Prowlers", labels=("Cards (1)",), ephemeral=True)], after, 0, "challenge")
    assert talk.faults
    talk = _planted_talk()
    talk.check_combat_panel([_message("Your Attack: Ranged 0 · Your Block: 0", labels=("Cards (1)",), ephemeral=True)],
                            after, 0, "challenge")
    assert talk.faults == []


def test_a_hand_off_without_a_ping_and_a_button_is_caught():
    before = GAME.create({"scenario": "first_reconnaissance"}, 2, 7)
    after = _after(before, "hero id=tovak")
    assert GAME.to_act(after) == {1}
    for sent in ([], [_message(f"<@{BOB}>, it is your turn.", ping=BOB)],
                 [_message("it is your turn.", labels=("Open my panel",))]):
        talk = _planted_talk()
        talk.check_handoff(sent, before, after, 0, "hero")
        assert talk.faults, sent
    talk = _planted_talk()
    talk.check_handoff([_message(f"<@{BOB}>: Choose your Hero.", labels=("Open my panel",), ping=BOB)],
                       before, after, 0, "hero")
    assert talk.faults == []


@pytest.mark.parametrize("scenario, names, german, seed", [
    ("solo_conquest", ["solo"], (), 3),
    ("first_reconnaissance", ["ann", "bob"], ("bob",), 11),
])
async def test_a_whole_game_reads_as_mage_knight(db_path, monkeypatch, scenario, names, german, seed):
    drawn = PictureSizes().install(monkeypatch)
    async with LocalDiscord(db_path, {GAME.id: GAME}) as local:
        for name in german:
            local.user(name, locale="de")
        users = await start_table(local, scenario, names, seed)
        locales = {seat: user.locale for seat, user in users.items()}
        player = RandomPlayer(local, users, seed)
        talk = TableTalk({seat: user.id for seat, user in users.items()}, locales,
                         lambda message: None if local.is_public(message) else player.reader_of(message))
        player.inspect = talk.inspect
        played = await player.play_to_the_end()
        for seat, user in users.items():  # the pictures players ask for, besides the map and combats posted
            await local.slash(user, "/mk offers")
            await local.slash(user, "/mk map around:A-C")
        talk.read_all(local.fake.traffic.messages)
        loaded = await local.bot.tables.status(CHANNEL)
        assert GAME.is_over(loaded.state)
        print(f"{scenario}: {played.actions} moves, {talk.messages} messages read, {talk.decisions} decisions, "
              f"{talk.combat_panels} combat panels, {talk.handoffs} hand-offs, {len(talk.faults)} faults")
        assert not talk.faults, "\n".join(talk.faults[:20])
        assert talk.decisions > 10 and talk.handoffs > 5
        assert {"map_png", "combat_png", "offers_png"} <= drawn.kinds(), drawn.kinds()
        assert drawn.faults() == []

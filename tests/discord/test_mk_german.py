"""/mk for a German player: the German compass (O for East) in suggestions, and typed (issue 14)."""
from engine.mageknight.geometry import MapLayout, parse_label
from engine.mageknight.state import hex_key
from tests.discord.helpers import private
from tests.discord.mk_driver import CHANNEL, RandomPlayer, heroes_chosen
from tests.discord.secret_scan import message_parts
from tests.i18n_words import english_words, off_rulebook_terms


async def test_mk_move_suggests_and_accepts_the_german_compass(mk):
    ann, _bob = (await heroes_chosen(mk)).values()
    ann.locale = "de"
    await mk.slash(ann, "/mk play card:swiftness basic")  # Move 2: the plains east of the start, A-E
    offered = await mk.autocomplete(ann, "/mk move to:", "to")
    assert {"name": "Bewegen · A-O (Ebene, 2)", "value": "move to=A-E"} in offered
    assert await mk.autocomplete(ann, "/mk move to:a-o", "to") == [{"name": "Bewegen · A-O (Ebene, 2)", "value": "move to=A-E"}]
    assert not private(await mk.slash(ann, "/mk move to:A-O"))
    state = (await mk.bot.tables.status(CHANNEL)).state
    assert state.players[0].position == hex_key(*parse_label(MapLayout.from_rows(state.map.tiles), "A-E"))


async def test_a_german_table_speaks_german_in_every_message_of_a_whole_game(mk):
    """Two German players, the table's language German: once the game runs, no message, button or menu entry
    either of them reads has an English word (tests/i18n_words.py) or a word the German rulebook does not use."""
    users = {seat: mk.user(name, locale="de") for seat, name in enumerate(["anna", "bernd"])}
    await mk.slash(users[0], "/game new game:mageknight scenario:first_reconnaissance seats:2 seed:11")
    await mk.slash(users[0], "/game language language:de")
    await mk.slash(users[1], "/game join")
    started = len(mk.fake.traffic.messages)
    await mk.slash(users[0], "/game start")
    played = await RandomPlayer(mk, users, 11).play_to_the_end()
    assert played.actions > 50
    problems = set()
    for message in mk.fake.traffic.messages[started:]:
        for what, text in message_parts(message):
            if what == "text":
                problems.update(f"{words}: {line}" for line in text.splitlines()
                                if (words := english_words(line, allowed=["anna", "bernd"]) + off_rulebook_terms(line)))
    assert not problems, "\n".join(sorted(problems))

"""The Additional Player (Lost Legion §5.3) at a Discord table: the lobby seats one Hero more and says so, in English
and German; a scenario it does not fit, or whose map would need Volkare's Camp, is refused with the rule."""
from engine.mageknight.game import GAME
from tests.discord.helpers import private
from tests.discord.mk_driver import CHANNEL


def status_message(mk):
    return [m for m in mk.fake.traffic.messages if m.content.startswith("**Mage Knight**")][-1]


async def test_the_lobby_seats_five_and_names_the_variant_in_english_and_german(mk):
    users = [mk.user(name) for name in ("ann", "bob", "cy", "dee", "eve", "fay")]
    await mk.slash(users[0], "/game new game:mageknight scenario:first_reconnaissance options:additional_player=yes")
    assert "1/5 seated" in status_message(mk).content
    assert "First Reconnaissance, Additional Player" in status_message(mk).content
    for user in users[1:3]:
        await mk.slash(user, "/game join")
    refused = private(await mk.slash(users[0], "/game start"))
    assert "is played by 5 players, not 3" in refused[0].content and "LL 5.3" in refused[0].content
    for user in users[3:5]:
        await mk.slash(user, "/game join")
    assert "full" in private(await mk.slash(users[5], "/game join"))[0].content
    users[0].manager = True
    await mk.slash(users[0], "/game language language:de")
    assert "Die ersten Erkundungen, Zusätzlicher Spieler" in status_message(mk).content
    await mk.slash(users[0], "/game start")
    loaded = await mk.bot.tables.status(CHANNEL)
    assert loaded.state.seats == 5 and len(loaded.state.source) == 7 and len(loaded.state.offers.units) == 7
    assert "Gespielt mit: Zusätzlicher Spieler" in status_message(mk).content


async def test_a_table_of_another_size_or_scenario_is_refused_with_the_rule(mk):
    ann, bert = mk.user("ann"), mk.user("bert", locale="de")
    refused = private(await mk.slash(ann, "/game new game:mageknight scenario:first_reconnaissance seats:4 "
                                          "options:additional_player=yes"))
    assert "with these options is played by 5 players" in refused[0].content
    refused = private(await mk.slash(ann, "/game new game:mageknight scenario:full_conquest "
                                          "options:additional_player=yes"))
    assert "Volkare's Camp instead of a City" in refused[0].content and "LL 5.3" in refused[0].content
    refused = private(await mk.slash(bert, "/game new game:mageknight scenario:solo_conquest "
                                           "options:additional_player=yes"))
    assert "Grundspiel" in refused[0].content and "LL 5.3" in refused[0].content
    assert GAME.seat_counts(GAME.resolve_options({"scenario": "blitz_cooperation", "additional_player": "yes"})) == (4,)


async def test_the_rules_topic_tells_the_variant_by_its_section_and_its_german_name(mk):
    (english,) = private(await mk.slash(mk.user("ann"), "/mk rules topic:LL 5.3"))
    assert "Additional Player" in english.content and "2 Countryside" in english.content
    (german,) = private(await mk.slash(mk.user("bert", locale="de"), "/mk rules topic:fünfter Spieler"))
    assert "Zusätzlicher Spieler" in german.content and "Taktik" in german.content

"""`/mk rules topic:` through the real bot (English and German players), the topics file's checks, and the file's
completeness: every enemy ability, attack element, site, terrain, rampaging group and scenario of the catalogue has
a topic that its English and its German name find."""
import pytest
import yaml

from cogs.mk_rules import INDEX_FILE, RulesDataError, RulesIndex, parse_topics
from engine.mageknight.game import GAME
from tests.discord.helpers import private

INDEX = RulesIndex.load()


async def ask(mk, user, topic: str) -> str:
    replies = await mk.slash(user, f"/mk rules topic:{topic}")
    assert len(replies) == 1 and replies == private(replies)
    return replies[0].content


# --- through the bot ---------------------------------------------------------------------------------

@pytest.mark.parametrize("typed", ["swift", "Swift", "SWIFT", "flink", "swi", "8.7.6", "§8.7.6", "swfit"])
async def test_an_english_player_asks_by_name_prefix_or_section(mk, typed):
    answer = await ask(mk, mk.user("ann"), typed)
    if typed == "swfit":  # a typo: the closest topics, to ask again
        assert "No rules topic 'swfit'. Did you mean" in answer and "• Swift · §8.7.6" in answer
        return
    assert answer.startswith("**Swift** · §8.7.6\n")
    assert "twice its Attack" in answer and "See also: Block phase · §8.7" in answer


@pytest.mark.parametrize("typed", ["Flink", "flink", "swift", "§8.7.6"])
async def test_a_german_player_gets_the_german_answer_whatever_the_language_asked_in(mk, typed):
    answer = await ask(mk, mk.user("jan", locale="de"), typed)
    assert answer.startswith("**Flink** · §8.7.6\n")
    assert "doppelter Höhe" in answer and "Siehe auch: Blockphase · §8.7" in answer


@pytest.mark.parametrize("user, typed, title", [
    ("ann", "Überfall", "**Assault** · §8.1.1"),            # German alias, accents kept
    ("ann", "uberfall", "**Assault** · §8.1.1"),            # ... or dropped
    ("jan", "Fern- und Belagerungsangriffsphase", "**Fern- und Belagerungsangriffsphase** · §8.6"),
    ("jan", "8.6", "**Fern- und Belagerungsangriffsphase** · §8.6"),
    ("ann", "§8.6.4", "**Fortified** · §8.6.4"),
    ("ann", "assign damage", "**Assign Damage phase** · §8.8"),
    ("jan", "Schadensphase", "**Schadensphase** · §8.8"),
    ("ann", "siege phase", "**Ranged and Siege Attack phase** · §8.6"),  # words of the name, not in a row
    ("ann", "Refugee", "**Refugee Camp** · Lost Legion §2.1.4"),
    ("jan", "Flüchtlingslager", "**Flüchtlingslager** · Verschollene Legion §2.1.4"),
    ("jan", "rasten", "**Rasten** · §4.7"),
    ("ann", "forced withdrawal", "**Forced Withdrawal** · §9.2"),
    ("jan", "Dummy", "**Dummyspieler** · §13.2"),
])
async def test_names_aliases_and_sections_in_either_language(mk, user, typed, title):
    locale = "de" if user == "jan" else "en-US"
    answer = await ask(mk, mk.user(user, locale=locale), typed)
    assert answer.startswith(title + "\n")


async def test_a_question_that_fits_several_topics_lists_them_to_pick_from(mk):
    ann, jan = mk.user("ann"), mk.user("jan", locale="de")
    listed = await ask(mk, ann, "end")
    assert listed.startswith("'end' fits several rules topics")
    assert "• End of Turn · §9.1\n• End of the Round · §3.5" in listed
    picked = await ask(mk, ann, "End of the Round")  # a title from the list names one topic
    assert picked.startswith("**End of the Round** · §3.5\n")
    german = await ask(mk, jan, "LL 2.1.2")
    assert "• Irrgarten · Verschollene Legion §2.1.2\n• Labyrinth · Verschollene Legion §2.1.2" in german
    assert german.startswith("'LL 2.1.2' passt zu mehreren Regelthemen")
    many = await ask(mk, ann, "8")  # a whole chapter: a readable list, and how to narrow it
    assert many.count("• ") == 12 and "more: type more of the name." in many


async def test_a_question_that_fits_nothing_gets_the_closest_or_the_suggestions(mk):
    assert "Kein Regelthema 'zzz'; die Vorschläge zeigen sie." in await ask(mk, mk.user("jan", locale="de"), "zzz")
    closest = await ask(mk, mk.user("jan", locale="de"), "Assasination")
    assert closest.startswith("Kein Regelthema 'Assasination'. Meintest du:\n• Attentäter · §8.8.11")


async def test_autocomplete_offers_topic_titles_in_the_players_language(mk):
    ann, jan = mk.user("ann"), mk.user("jan", locale="de")
    assert (await mk.autocomplete(ann, "/mk rules topic:explor", "topic"))[0] == \
        {"name": "Exploring · §6.5", "value": "exploring"}
    german = await mk.autocomplete(jan, "/mk rules topic:feu", "topic")
    assert [c["name"] for c in german[:3]] == ["Feuer · §8.5.3", "Feuer-Widerstand · §8.5.2", "Kaltes Feuer · §8.5.3"]
    everything = await mk.autocomplete(jan, "/mk rules topic:", "topic")
    assert len(everything) == 25 and everything[0] == {"name": "Kampf · §8.3", "value": "combat"}
    section = await mk.autocomplete(ann, "/mk rules topic:8.8", "topic")
    assert {"name": "Poison · §8.8.8", "value": "poison"} in section
    typo = await mk.autocomplete(ann, "/mk rules topic:vilage", "topic")
    assert typo == [{"name": "Village · §7.4.2", "value": "village"}]
    picked = await ask(mk, jan, german[1]["value"])  # what Discord sends back when a suggestion is picked
    assert picked.startswith("**Feuer-Widerstand** · §8.5.2\n")


async def test_every_topic_is_answered_within_discords_limits_in_both_languages(mk):
    ann, jan = mk.user("ann"), mk.user("jan", locale="de")
    for topic in INDEX.topics:
        for user, locale in ((ann, "en"), (jan, "de")):
            answer = await ask(mk, user, topic.id)
            assert answer.startswith(f"**{topic.titles[locale]}** · ") and topic.texts[locale] in answer
    # the fake Discord (mk fixture) fails the test on any text beyond Discord's limits


# --- the topics file ------------------------------------------------------------------------------

def catalogue_entries() -> dict[str, tuple[str, ...]]:
    """Every catalogue entry a player may ask about, "<kind>.<id>", with its English and German names."""
    catalog = GAME.catalog
    entries = {f"ability.{a.id}": (a.name.en, a.name.de) for a in catalog.enemy_abilities.values()}
    for enemy in catalog.enemies.values():
        used = [*enemy.abilities, *(f"{r}_resistance" for r in enemy.resistances)]
        used += ["summon"] * bool(enemy.summons) + ["defend"] * (enemy.defend is not None)
        for ability in used:
            entries.setdefault(f"ability.{ability}", ())
        for attack in enemy.attacks:
            entries.setdefault(f"element.{attack.element}", ())
    entries |= {f"site.{s.id}": (s.name.en, s.name.de) for s in catalog.sites.values()}
    entries |= {f"terrain.{t.id}": (t.name.en, t.name.de) for t in catalog.terrains.values()}
    entries |= {f"scenario.{s.id}": (s.name.en, s.name.de) for s in catalog.scenarios.values()}
    entries |= {f"rampaging.{r.group}": (r.name.en, r.name.de) for r in catalog.rampaging_rewards}
    return entries


def test_every_ability_element_site_terrain_rampaging_group_and_scenario_has_a_topic_its_names_find():
    covering = {entry: topic for topic in INDEX.topics for entry in topic.covers}
    entries = catalogue_entries()
    assert {"ability.swift", "ability.vampiric", "element.cold_fire", "site.deep_mine", "site.maze",
            "terrain.swamp", "rampaging.draconum", "scenario.solo_conquest"} <= set(entries)
    assert sorted(set(entries) - set(covering)) == []  # a catalogue entry without a topic
    assert sorted(set(covering) - set(entries)) == []  # a topic covering what the catalogue no longer has
    for entry, names in entries.items():
        for name in names:
            assert INDEX.find(name)[0] is covering[entry], f"{name!r} does not find the topic of {entry}"


KEYWORDS = [  # (English, German): what players ask about, each naming exactly one topic
    ("Move", "Bewegung"), ("Influence", "Einfluss"), ("Attack", "Angriff"), ("Ranged", "Fernangriff"),
    ("Siege", "Belagerungsangriff"), ("Block", "Block"), ("Physical", "Physisch"), ("Fire", "Feuer"), ("Ice", "Eis"),
    ("Cold Fire", "Kaltes Feuer"), ("Resistances", "Widerstände"), ("Wounds", "Verletzungen"),
    ("Reputation", "Ansehen"), ("Fame", "Ruhm"), ("Level", "Level"), ("Skills", "Fähigkeiten"), ("Units", "Einheiten"),
    ("Command tokens", "Befehlsplättchen"), ("Mana", "Mana"), ("Source", "Quelle"), ("Crystals", "Kristalle"),
    ("Day", "Tag"), ("Night", "Nacht"), ("Round", "Runde"), ("Tactics", "Taktiken"), ("Dummy player", "Dummyspieler"),
    ("Assault", "Überfall"), ("Provoking", "Provozieren"), ("Rampaging enemies", "Umherziehende Feinde"),
    ("Forced Withdrawal", "Erzwungener Rückzug"), ("Conquest", "Eroberung"), ("Plundering", "Plündern"),
    ("Resting", "Rasten"), ("Hand limit", "Handkartenlimit"), ("End of Turn", "Ende des Zugs"),
    ("End of the Round", "Rundenende"), ("Announce end of round", "Rundenende ansagen"), ("Healing", "Heilung"),
    ("Armor", "Rüstung"), ("Sideways", "Quer ausspielen"), ("Exploring", "Erkunden"), ("Safe space", "Sicheres Feld"),
    ("Ranged and Siege Attack phase", "Fern- und Belagerungsangriffsphase"), ("Block phase", "Blockphase"),
    ("Assign Damage phase", "Schadensphase"), ("Attack phase", "Angriffsphase"), ("Combat", "Kampf"),
]


@pytest.mark.parametrize("english, german", KEYWORDS, ids=[k[0] for k in KEYWORDS])
def test_the_keywords_and_combat_phases_players_ask_about_each_name_one_topic(english, german):
    found = INDEX.find(english)
    assert len(found) == 1 and INDEX.find(german) == found


def test_every_topic_has_both_languages_a_section_and_a_short_answer():
    for topic in INDEX.topics:
        assert topic.titles["de"] and topic.texts["de"] and topic.section, topic.id
        assert all(len(topic.texts[lang]) <= 600 for lang in ("en", "de")), topic.id  # an answer, not a passage


def raw_topics() -> list[dict]:
    with open(INDEX_FILE, encoding="utf-8") as handle:
        return yaml.safe_load(handle)


@pytest.mark.parametrize("change, problem", [
    (lambda t: t["text"].pop("de"), "rules topic combat: no German text"),
    (lambda t: t["title"].update(de=" "), "rules topic combat: no German title"),
    (lambda t: t.pop("section"), "rules topic combat: no section of the rules spec"),
    (lambda t: t.update(section="chapter 8"), "rules topic combat: no section of the rules spec"),
    (lambda t: t.update(kind="trivia"), "rules topic combat: kind must be one of"),
    (lambda t: t.update(colour="red"), "rules topic combat: unknown fields ['colour']"),
    (lambda t: t.update(see=["nowhere"]), "rules topic combat: 'see' names 'nowhere', which is no other topic"),
    (lambda t: t["aliases"].update(en=["Swift"]), "rules topics combat and swift share the name 'swift'"),
    (lambda t: t.update(covers=["ability.swift"]), "share the covered ability.swift"),
])
def test_loading_refuses_a_topic_that_breaks_the_files_rules(change, problem):
    topics = raw_topics()
    change(topics[0])
    with pytest.raises(RulesDataError, match=problem.replace("[", r"\[").replace("]", r"\]")):
        parse_topics(topics)


def test_the_german_answers_hold_no_english_words():
    words = pytest.importorskip("tests.i18n_words", reason="the German words check (tests/i18n_words.py) comes "
                                "with the 'german' branch of issue 14")
    for topic in INDEX.topics:
        for text in (topic.titles["de"], topic.texts["de"], *topic.aliases.get("de", ())):
            assert words.english_words(text) == [], (topic.id, text)

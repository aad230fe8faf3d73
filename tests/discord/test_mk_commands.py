"""/mk through the real bot: refusals, autocomplete, the grouped panel, stale clicks, German."""
import pytest

from cogs.mageknight import match_action
from cogs.mk_panel import Entry, MageKnightPanel, panel_view
from cogs.mk_text import public_action
from console.limits import message_problems
from engine.core import Action, PlayerError
from engine.mageknight.game import GAME
from tests.conftest import store_fingerprint
from tests.discord.helpers import contents, custom_ids, labels, private, public
from tests.discord.mk_driver import CHANNEL, heroes_chosen, start_table


BAD = [
    # (set up a game first?, user, command, expected text of the private refusal)
    (False, "ann", "/mk status", "no game"),
    (False, "ann", "/mk turn", "no game"),
    (False, "ann", "/mk play card:march", "no game"),
    (False, "ann", "/mk hand", "no game"),
    (False, "ann", "/mk map", "no game"),
    (False, "ann", "/mk offers", "no game"),
    (False, "ann", "/mk rules topic:zzz", "No rules topic"),
    (True, "cy", "/mk turn", "do not sit"),
    (True, "cy", "/mk hand", "do not sit"),
    (True, "cy", "/mk move to:1-NE", "do not sit"),
    (True, "bob", "/mk hero hero:goldyx", "not your decision"),
    (True, "bob", "/mk end-turn", "not your decision"),
    (True, "ann", "/mk hero hero:o", "fits several moves"),
    # a bare name goes to the engine as the command's first argument (`play card=zzz`): it says why not
    (True, "ann", "/mk play card:zzz", "not possible now (Heroes are being chosen). (rule 3)"),
    (True, "ann", "/mk play card:zzz yyy", "no move of this command"),
    (True, "ann", "/mk move to:nowhere", "not possible now (Heroes are being chosen). (rule 3)"),
    (True, "ann", "/mk explore direction:E", "not possible now (Heroes are being chosen). (rule 3)"),
    (True, "ann", "/mk interact what:heal", "not possible now (Heroes are being chosen). (rule 3)"),
    (True, "ann", "/mk unit ability:0", "not possible now (Heroes are being chosen). (rule 3)"),
    (True, "ann", "/mk skill skill:x", "not possible now (Heroes are being chosen). (rule 3)"),
    (True, "ann", "/mk fight what:x", "not possible now (Heroes are being chosen). (rule 3)"),
    (True, "ann", "/mk block enemy:x", "not possible now (Heroes are being chosen). (rule 3)"),
    (True, "ann", "/mk attack targets:x", "not possible now (Heroes are being chosen). (rule 3)"),
    (True, "ann", "/mk damage assign:x", "not possible now (Heroes are being chosen). (rule 3)"),
    (True, "ann", "/mk rest discard:x", "not possible now (Heroes are being chosen). (rule 3)"),
    (True, "ann", "/mk tactic tactic:x", "not possible now (Heroes are being chosen). (rule 3)"),
    (True, "ann", "/mk choose option:x", "not possible now (Heroes are being chosen). (rule 3)"),
    (True, "ann", "/mk move to:move to=1-NE", "not possible now"),  # notation, but not now: the engine says why
]


@pytest.mark.parametrize("started, who, line, expected", BAD, ids=[f"{c[2]} {c[3]}" for c in BAD])
async def test_bad_input_gets_a_private_reason_and_changes_nothing(mk, db_path, started, who, line, expected):
    if started:
        await start_table(mk, "first_reconnaissance", ["ann", "bob"], 7)
    before = store_fingerprint(db_path)
    replies = await mk.slash(mk.user(who), line)
    assert replies and replies == private(replies)
    assert expected in replies[-1].content
    assert store_fingerprint(db_path) == before


async def test_autocomplete_offers_exactly_the_legal_moves_of_the_command(mk):
    ann, _bob = (await heroes_chosen(mk)).values()
    loaded = await mk.bot.tables.status(CHANNEL)
    legal_plays = {str(a) for a in GAME.legal_actions(loaded.state, 0) if a.verb == "play"}
    offered = await mk.autocomplete(ann, "/mk play card:", "card")
    assert len(offered) == min(25, len(legal_plays)) and {c["value"] for c in offered} <= legal_plays
    narrowed = await mk.autocomplete(ann, "/mk play card:swiftness sideways", "card")
    assert {c["value"] for c in narrowed} == {a for a in legal_plays if "swiftness" in a and "sideways" in a}
    assert all(c["name"].startswith("Swiftness · sideways: ") for c in narrowed)
    assert await mk.autocomplete(ann, "/mk move to:", "to") == []  # ann has no Move points yet
    topics = await mk.autocomplete(ann, "/mk rules topic:explor", "topic")
    assert {"name": "Exploring · §6.5", "value": "exploring"} in topics


async def test_a_typed_name_plays_the_one_move_it_names(mk):
    ann, bob = (await heroes_chosen(mk)).values()
    replies = await mk.slash(ann, "/mk play card:swiftness basic")
    assert any("**ann** · Tovak plays Swiftness: Move 2." in m.content for m in public(replies))


def test_match_action_takes_notation_or_unique_words():
    actions = [Action.parse("play card=march mode=basic"), Action.parse("play card=march mode=sideways as=move")]
    labels = ["Play · March · basic", "Play · March · sideways · as move"]
    assert match_action("play card=march mode=basic", actions, labels) == actions[0]
    assert match_action("march sideways", actions, labels) == actions[1]
    assert match_action("rage", actions, labels) is None
    with pytest.raises(PlayerError):
        match_action("march", actions, labels)


async def test_the_panel_groups_the_moves_and_a_group_lists_them(mk):
    ann, _bob = (await heroes_chosen(mk)).values()
    (panel,) = await mk.slash(ann, "/mk turn")
    assert panel.ephemeral and "Hand: " in panel.content and "Move 0 · Influence 0" in panel.content
    assert [label.split(" (")[0] for label in labels(panel)] == ["Cards", "Rest / end turn", "⟳", "↶", "💡"]
    replies = await mk.press(ann, next(label for label in labels(panel) if label.startswith("Cards")))
    cards = next(m for m in replies if m.how == "edit")
    assert "**Cards**" in cards.content and "⬑" in labels(cards)
    assert any(label.startswith("Swiftness (") for label in labels(cards))  # one entry per card


async def test_taken_heroes_are_shown_disabled(mk):
    users = await start_table(mk, "first_reconnaissance", ["ann", "bob"], 7)
    await mk.slash(users[0], "/mk hero hero:tovak")
    (panel,) = await mk.slash(users[1], "/mk turn")
    buttons = {c["label"]: c for row in panel.components for c in row["components"]}
    assert buttons["Tovak"].get("disabled") is True and buttons["Goldyx"].get("disabled") is not True
    assert panel.content.startswith("**Choose your Hero.**")


async def test_a_click_on_an_outdated_panel_answers_with_the_current_one(mk, db_path):
    ann, bob = (await heroes_chosen(mk)).values()
    (old,) = await mk.slash(ann, "/mk turn")
    await mk.slash(ann, "/mk play card:swiftness basic")
    before = store_fingerprint(db_path)
    for custom_id in custom_ids(old)[:1] + [c for c in custom_ids(old) if ":act:" in c][:1]:
        replies = await mk.click(ann, old, custom_id, 2)
        assert replies and all(m.ephemeral for m in replies)
        assert "out of date" in replies[0].content and "Hand: " in replies[0].content
    assert store_fingerprint(db_path) == before


def test_more_than_twenty_entries_become_paged_select_menus_never_cut():
    entries = [Entry(f"Play · card {i}", index=i) for i in range(130)]
    seen, page, pages = [], 0, 1
    while page < pages:
        view, page, pages = panel_view(1, 5, entries, "cards", "top", page)
        components = view.to_components()
        assert message_problems({"components": components}) == []
        seen += [o["value"] for row in components for c in row["components"] for o in c.get("options", [])]
        page += 1
    assert pages == 2 and seen == [f"a{i}" for i in range(130)]


def test_a_group_of_many_moves_is_not_split_when_splitting_saves_nothing():
    actions = [Action.of("play", card=f"card{i}", mode="basic") for i in range(30)]
    view = {"combat": None, "source": [], "players": []}
    entries, shown, parent = MageKnightPanel(GAME.catalog).entries(actions, view, "en", "cards")
    assert len(entries) == 30 and all(e.index is not None for e in entries) and shown == "cards"


async def test_german_players_get_a_german_panel_and_status(mk):
    users = await start_table(mk, "first_reconnaissance", ["ann", "bob"], 7)
    anna = users[0]
    anna.locale = "de"
    (panel,) = await mk.slash(anna, "/mk turn")
    assert panel.content.startswith("**Wähle deinen Helden.**") and "Tovak" in labels(panel)
    (status,) = await mk.slash(anna, "/mk status")
    assert "Runde 1 von 3 (Tag)" in status.content and "Helden werden gewählt." in status.content
    synced = next(c for c in mk.fake.traffic.synced_commands if c["name"] == "mk")
    assert synced["description_localizations"]["de"] == "Mage Knight an diesem Kanaltisch spielen"
    assert all(o["description_localizations"].get("de") for o in synced["options"])


async def test_the_status_message_shows_round_order_and_standing(mk):
    await heroes_chosen(mk)
    status = [m for m in mk.fake.traffic.messages if m.how in ("channel", "channel_edit")][-1]
    assert "First Reconnaissance · Round 1 of 3 (Day)" in status.content
    assert "Goal: explore until the city is revealed; then everyone has a last turn." in status.content
    assert "Tactics: bob · Goldyx: Early Bird (1), ann · Tovak: Great Start (5)" in status.content or \
        "Tactics: ann · Tovak: Early Bird (1), bob · Goldyx: Great Start (5)" in status.content
    assert "Source: " in status.content
    assert "Order: bob · Goldyx, ann · Tovak" in status.content or "Order: ann · Tovak, bob · Goldyx" in status.content
    assert "Turn: ann · Tovak" in status.content
    assert "bob · Goldyx: Fame 0 · Reputation 0 · Level 1 · Units 0" in status.content


def test_a_secret_choice_is_left_out_of_public_lines():
    taken = Action.parse("choose option=march")
    assert public_action(GAME.catalog, taken, "en") == "choose option=(a card)"
    assert public_action(GAME.catalog, Action.parse("choose option=a:tovak_motivation:ice_bolt"), "de") == \
        "choose option=(eine Karte)"
    assert public_action(GAME.catalog, Action.parse("choose option=1"), "en") == "choose option=1"


async def test_the_lobby_names_the_scenario_and_the_seats_and_keeps_the_seed(mk):
    ann, bob, cy = mk.user("ann"), mk.user("bob"), mk.user("cy")
    scenarios = await mk.autocomplete(ann, "/game new game:mageknight scenario:conq", "scenario")
    assert {c["value"] for c in scenarios} >= {"full_conquest", "blitz_conquest", "solo_conquest"}
    refused = await mk.slash(ann, "/game new game:mageknight scenario:solo_conquest seats:3", channel_id=5)
    assert "is played by" in private(refused)[0].content
    created = await mk.slash(ann, "/game new game:mageknight scenario:full_conquest seats:2 seed:9", channel_id=5)
    shown = contents(public(created))
    assert "(Full Conquest)" in shown and "1/2 seated" in shown and "=" not in shown
    await mk.slash(bob, "/game join", channel_id=5)
    assert "full" in private(await mk.slash(cy, "/game join", channel_id=5))[0].content
    await mk.slash(ann, "/game start", channel_id=5)
    loaded = await mk.bot.tables.status(5)
    assert loaded.row.seed == 9 and loaded.state.scenario == "full_conquest" and loaded.state.seats == 2


def test_a_choice_is_labelled_with_the_engines_words_for_its_options():
    from engine.mageknight.positions import build_position
    from engine.mageknight.state import Decision
    state = build_position(GAME.catalog, {"seats": 2, "players": [{"hero": "tovak"}, {"hero": "goldyx"}]})
    state.turn.decision = Decision("choice", 0, ["0", "1"], ["card", "rage", "basic"])
    panel = MageKnightPanel(GAME.catalog)
    english = [panel.label(a, GAME.view(state, 0), "en") for a in GAME.legal_actions(state, 0)]
    german = [panel.label(a, GAME.view(state, 0), "de") for a in GAME.legal_actions(state, 0)]
    assert english == ["Attack 2", "Block 2"] and german == ["Angriff 2", "Block 2"]


def test_every_verb_of_the_engine_has_a_mk_command_and_a_panel_group():
    """A move the engine offers must be playable by a typist and sit in its panel group, not under "other"."""
    from cogs.mageknight import COMMAND_VERBS
    from cogs.mk_text import CATEGORIES
    from engine.mageknight.game import VERB_KEYS
    engine_verbs = set(VERB_KEYS)
    assert engine_verbs - {verb for verbs in COMMAND_VERBS.values() for verb in verbs} == set()
    assert engine_verbs - {verb for verbs in CATEGORIES.values() for verb in verbs} == set()


def test_7_2_2_starting_an_interaction_is_offered_with_words_in_the_interact_group_and_command():
    """The explicit start of an interaction is a move of its own: /mk interact plays it, the panel shows it in the
    Interact group, labelled in the reader's language."""
    from cogs.mageknight import COMMAND_VERBS
    from cogs.mk_text import category_of
    from engine.mageknight.positions import build_position
    state = build_position(GAME.catalog, {"players": [{"hero": "tovak", "position": "1-E"}, {"hero": "goldyx"}]})
    start = Action.parse("interact")
    assert start in GAME.legal_actions(state, 0)
    assert category_of(start) == "interact" and "interact" in COMMAND_VERBS["interact"]
    panel = MageKnightPanel(GAME.catalog)
    assert panel.label(start, GAME.view(state, 0), "en") == "Start interacting"
    assert panel.label(start, GAME.view(state, 0), "de") == "Interaktion beginnen"


@pytest.mark.parametrize("locale, words", [("en", "Seat 2 is empty and it is its turn"),
                                           ("de", "Platz 2 ist leer und am Zug")])
async def test_mk_status_says_a_vacant_seat_to_act_holds_the_game_up(mk, locale, words):
    """`/mk status` reads as the table's status message does: a seat left empty whose turn it is, said in words."""
    users = await start_table(mk, "first_reconnaissance", ["ann", "bob"], 7)
    ann = users[0]
    ann.locale = locale
    await mk.slash(users[1], "/game leave")
    assert words not in contents(await mk.slash(ann, "/mk status")), "not while the seat to act is ann's"
    await mk.slash(ann, "/mk hero hero:tovak")
    (status,) = await mk.slash(ann, "/mk status")
    assert status == private([status])[0] and words in status.content
    assert ("Runde 1 von 3" if locale == "de" else "Round 1 of 3") in status.content

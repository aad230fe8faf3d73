"""Every choice says what it asks: a panel at a decision starts with its question, a typed move that opens one is
answered privately with the question and its buttons, and buttons carry what the player chooses by."""
from bench.mageknight_selfplay import choose
from cogs.mk_labels import label
from cogs.mk_panel import MageKnightPanel
from engine.core import Action
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.resolve import WOUND
from engine.mageknight.state import UnitCard
from tests.discord.helpers import labels, private
from tests.discord.mk_driver import RandomPlayer, heroes_chosen, start_table

CATALOG = GAME.catalog


async def test_a_typed_move_that_opens_a_choice_answers_privately_with_the_question_and_its_buttons(mk):
    ann, _bob = (await heroes_chosen(mk)).values()
    replies = await mk.slash(ann, "/mk play card:concentration basic")
    (panel,) = [m for m in private(replies) if m.components]
    assert panel.content.startswith("**Concentration: blue mana, white mana or red mana?**")
    assert labels(panel)[:3] == ["blue mana", "white mana", "red mana"]
    assert not any(text.startswith("Choose") for text in labels(panel))
    (again,) = await mk.slash(ann, "/mk turn")  # the panel asks the same until it is answered
    assert again.content.startswith("**Concentration: ") and "table version" not in again.content


async def test_a_german_player_reads_the_question_and_the_options_in_german(mk):
    ann, _bob = (await heroes_chosen(mk)).values()
    ann.locale = "de"
    replies = await mk.slash(ann, "/mk play card:concentration basic")
    (panel,) = [m for m in private(replies) if m.components]
    assert panel.content.startswith("**Konzentration: Mana blau, Mana weiß oder Mana rot?**")
    assert labels(panel)[:3] == ["Mana blau", "Mana weiß", "Mana rot"]


async def test_a_typed_move_that_opens_no_choice_gets_no_panel(mk):
    ann, _bob = (await heroes_chosen(mk)).values()
    replies = await mk.slash(ann, "/mk play card:swiftness basic")
    assert not [m for m in private(replies) if m.components]


async def test_the_tactic_panel_asks_for_the_rounds_tactic_with_each_tactics_text(mk):
    users = await start_table(mk, "first_reconnaissance", ["ann", "bob"], 7)
    await mk.slash(users[0], "/mk hero hero:tovak")
    await mk.slash(users[1], "/mk hero hero:goldyx")
    (panel,) = await mk.slash(users[1], "/mk turn")
    assert panel.content.startswith("**Choose your Tactic for Round 1 (Day):**")
    rethink = CATALOG.tactics["rethink"]
    assert f"**Rethink** (2): {rethink.text.en}" in panel.content
    assert "Rethink (2)" in labels(panel) and not any(text.startswith("Tactic ·") for text in labels(panel))


async def test_a_refused_typed_move_gives_the_rules_reason_in_the_players_language(mk):
    ann, _bob = (await heroes_chosen(mk)).values()
    ann.locale = "de"
    (refusal,) = await mk.slash(ann, "/mk move to:A-E")  # no Move points yet
    assert refusal.ephemeral and "(Regel 6.3.1)" in refusal.content and "Bewegung" in refusal.content
    ann.locale = "en"
    (refusal,) = await mk.slash(ann, "/mk move to:A-E")
    assert "(rule 6.3.1)" in refusal.content and "Move" in refusal.content


def _two_heroes(scenario: str, **tovak):
    players = [{"hero": "tovak", "position": "A-NE", "hand": ["march"], **tovak},
               {"hero": "arythea", "position": "A-E", "hand": ["march"]}]
    return build_position(CATALOG, {"scenario": scenario, "seats": 2, "players": players,
                                    "turn": {"seat": 0, "move": 5}})


def test_a_step_says_its_terrain_and_move_cost_and_warns_before_a_trap():
    state = _two_heroes("first_reconnaissance")
    view = GAME.view(state, 0)
    assert label(CATALOG, Action.parse("move to=A-C"), view, "en", 0) == "Move · A-C (Portal, Plains, 2)"
    assert label(CATALOG, Action.parse("move to=A-E"), view, "en", 0) == \
        "Move · A-E (Plains, 2) · ends your turn: Forced Withdrawal"
    assert label(CATALOG, Action.parse("move to=A-E"), view, "de", 0) == \
        "Bewegen · A-O (Ebene, 2) · beendet deinen Zug: Erzwungener Rückzug"
    fighting = GAME.view(_two_heroes("full_conquest"), 0)  # there the Hero may be attacked: no trap
    assert label(CATALOG, Action.parse("move to=A-E"), fighting, "en", 0) == "Move · A-E (Plains, 2)"


def test_a_step_across_a_wall_says_what_the_wall_adds():
    """Lost Legion §2.1.1: from the centre of countryside tile 12 to the refugee camp's hills, 3 + 1 for the wall."""
    state = build_position(CATALOG, {"tiles": [["starting_a", 0, 0], ["countryside_12", 1, -3]],
                                     "players": [{"hero": "tovak", "position": "12-C"}], "turn": {"move": 5}})
    view = GAME.view(state, 0)
    assert label(CATALOG, Action.parse("move to=12-W"), view, "en", 0) == \
        "Move · 12-W (Refugee Camp, Hills, 3 + 1 for the wall)"
    assert label(CATALOG, Action.parse("move to=12-W"), view, "de", 0) == \
        "Bewegen · 12-W (Flüchtlingslager, Hügel, 3 + 1 für den Wall)"
    assert label(CATALOG, Action.parse("move to=12-NE"), view, "en", 0) == "Move · 12-NE (Swamp, 5)"


def test_cards_say_how_they_are_played_and_what_they_give():
    state = _two_heroes("first_reconnaissance")
    state.source[0].color = "gold"
    view = GAME.view(state, 0)
    assert label(CATALOG, Action.parse("play card=march mode=basic"), view, "en", 0) == "March · basic: Move 2"
    assert label(CATALOG, Action.parse("play card=march mode=powered mana=die:0"), view, "en", 0) == \
        "March · powered (gold die): Move 4"
    assert label(CATALOG, Action.parse("play card=march mode=sideways as=move"), view, "en", 0) == \
        "March · sideways: Move 1"
    assert label(CATALOG, Action.parse("play card=march mode=sideways as=influence"), view, "de", 0) == \
        "Fußmarsch · quer: Einfluss 1"


def test_units_enemies_and_their_attacks_are_named_as_on_their_cards():
    state = _two_heroes("first_reconnaissance")
    state.players[0].units = [UnitCard("peasants")]
    view = GAME.view(state, 0)
    assert label(CATALOG, Action.parse("unit unit=0 ability=1"), view, "en", 0) == "Peasants · Block 2"
    combat = {"enemies": [{"name": {"en": "Zombie Horde", "de": "Zombiehorde"},
                           "attacks": [{"value": 1}, {"value": 1}, {"value": 1}]}], "units": []}
    assert label(CATALOG, Action.parse("block enemy=0 attack=1"), {**view, "combat": combat}, "en", 0) == \
        "Block · Zombie Horde · 2nd attack"
    assert label(CATALOG, Action.parse("block enemy=0 attack=2"), {**view, "combat": combat}, "de", 0).endswith(
        "Zombiehorde · 3. Angriff")


def test_a_challenge_names_the_enemies_it_fights():
    state = build_position(CATALOG, {"players": [{"hero": "tovak", "position": "A-NE"}],
                                     "enemies": {"A-E": ["prowlers"]}})
    view = GAME.view(state, 0)
    assert label(CATALOG, Action.parse("challenge at=A-E"), view, "en", 0) == "Challenge · Prowlers (A-E)"


def test_a_recruit_names_the_unit_that_makes_room():
    state = _two_heroes("first_reconnaissance")
    state.players[0].units = [UnitCard("peasants")]
    view = GAME.view(state, 0)
    assert label(CATALOG, Action.parse("recruit unit=thugs disband=0"), view, "en", 0) == \
        "Recruit · Thugs · disband Peasants"
    assert label(CATALOG, Action.parse("recruit unit=thugs disband=0"), view, "de", 0).endswith("Bauern auflösen")


def test_moves_that_would_read_the_same_are_numbered():
    state = _two_heroes("first_reconnaissance")
    state.source[0].color = state.source[1].color = "blue"
    state.players[0].units = [UnitCard("peasants"), UnitCard("peasants")]
    state.players[0].hand = ["march"]
    view = GAME.view(state, 0)
    panel = MageKnightPanel(CATALOG)
    actions = [Action.parse(a) for a in ("play card=march mode=powered mana=die:0",
                                         "play card=march mode=powered mana=die:1")]
    entries, _shown, _parent = panel.entries(actions, view, "en", "cards", 0)
    assert [e.label for e in entries] == ["March · powered (blue die): Move 4 (1)",
                                          "March · powered (blue die): Move 4 (2)"]
    units = [Action.parse(f"unit unit={u} ability={a}") for u in (0, 1) for a in (0, 1)]
    entries, _shown, _parent = panel.entries(units, view, "en", "units", 0)
    assert [e.label for e in entries] == ["Peasants #1 (2)", "Peasants #2 (2)"]


async def test_through_a_game_every_choice_is_asked_in_words_on_the_panel_and_after_a_typed_move(mk):
    """A First Reconnaissance game's first 250 moves, typed: whenever a move opens a choice for its player, the
    private answer is the panel starting with the question (bold), its buttons the option's words; German too."""
    users = await start_table(mk, "first_reconnaissance", ["ann", "bob"], 11)
    users[1].locale = "de"
    player = RandomPlayer(mk, users, 11)
    asked = 0
    for _ in range(250):
        before = await player.state()
        if GAME.is_over(before):
            break
        (seat,) = GAME.to_act(before)
        legal = GAME.legal_actions(before, seat)
        chosen = choose(player.rng, legal, sum(c != WOUND for c in before.players[seat].hand))
        start = len(mk.fake.traffic.messages)
        await player.by_command(users[seat], chosen)
        after = await player.state()
        question = GAME.view(after, seat)["decision"]
        if question is not None and seat in GAME.to_act(after):
            panels = [m for m in mk.fake.traffic.messages[start:] if m.ephemeral and m.components]
            wanted = question["question"]["de" if seat == 1 else "en"]
            assert panels and panels[-1].content.startswith(f"**{wanted}**"), chosen
            options = question["options"].values()
            assert set(labels(panels[-1])) >= {o["de" if seat == 1 else "en"] for o in options} or \
                len(options) > 20  # many options become select menus
            asked += 1
    assert asked > 10


def test_the_rarer_moves_read_in_words_too():
    state = _two_heroes("first_reconnaissance")
    state.players[0].units = [UnitCard("peasants")]
    view = GAME.view(state, 0)
    words = {notation: label(CATALOG, Action.parse(notation), view, "de", 0) for notation in (
        "convert from=move to=attack range=ranged element=ice", "banner card=banner_of_fear unit=0",
        "enter path=4", "coop-assault at=C6-C share=1:2,2:3", "buy item=artifact", "unit offer=peasants ability=1")}
    assert words == {"convert from=move to=attack range=ranged element=ice": "Umwandeln · Bewegung → Angriff "
                                                                              "(Fernkampf, Eis)",
                     "banner card=banner_of_fear unit=0": "Banner · Banner der Furcht → Bauern",
                     "enter path=4": "Betreten · der Weg für 4 Bewegung",
                     "coop-assault at=C6-C share=1:2,2:3": "Gemeinsamer Angriff · C6-C · Tovak 2, Arythea 3",
                     "buy item=artifact": "Kaufen · ein Artefakt",
                     "unit offer=peasants ability=1": "Bauern · Block 2"}

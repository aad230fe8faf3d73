"""The public line of a Mage Knight move is said in words (issue 14, "Words, never notation"): played through the
real bot, in English and in a German table's language; the undo line and /game log too."""
import random
import re

from cogs.mk_lines import sentence
from engine.core import Action
from engine.mageknight.game import GAME
from engine.store import SeatRow, TableRow
from tests.discord.helpers import contents, public
from tests.discord.mk_driver import CHANNEL, start_table

NOTATION = re.compile(r"\w=\w|`|\bSeat \d|\bPlatz \d|option|mode=")


def de(ident: str) -> str:
    return GAME.catalog.cards[ident].name.de


def line_of(replies) -> str:
    """The move's line: the public message that is not the status message."""
    lines = [m.content.splitlines()[0] for m in public(replies) if not m.content.startswith("**Mage Knight**")]
    assert lines, contents(replies)
    assert not NOTATION.search(lines[0]), lines[0]
    return lines[0]


async def state():
    return (await MK.bot.tables.status(CHANNEL)).state


MK = None


async def first_turn(mk, language: str = "en"):
    """A 2-seat First Reconnaissance (seed 7): the hero and Tactic lines, then ann's (Tovak's) first turn."""
    global MK
    MK = mk
    users = await start_table(mk, "first_reconnaissance", ["ann", "bob"], 7)
    if language == "de":
        await mk.slash(users[0], "/game language language:de")
    said = [line_of(await mk.slash(users[0], "/game act action:hero id=tovak")),
            line_of(await mk.slash(users[1], "/game act action:hero id=goldyx")),
            line_of(await mk.slash(users[1], "/game act action:tactic id=great_start")),
            line_of(await mk.slash(users[0], "/game act action:tactic id=early_bird"))]
    return users, said


async def test_a_turn_is_told_in_words(mk):
    users, said = await first_turn(mk)
    ann = users[0]
    assert said == ["**ann** chooses Tovak.", "**bob** chooses Goldyx. Tovak draws 5 cards. Goldyx draws 5 cards.",
                    "**bob** · Goldyx takes the Tactic Great Start. Goldyx draws 2 cards.",
                    "**ann** · Tovak takes the Tactic Early Bird."]
    assert line_of(await mk.slash(ann, "/game act action:play card=concentration mode=basic")) == \
        "**ann** · Tovak plays Concentration."
    assert line_of(await mk.slash(ann, "/game act action:choose option=1")) == "**ann** · Tovak chooses white mana."
    assert line_of(await mk.slash(ann, "/game act action:play card=promise mode=sideways as=move")) == \
        "**ann** · Tovak plays Promise sideways for Move."
    current = await state()
    powered = next((a for a in GAME.legal_actions(current, 0) if a.get("mode") == "powered"
                    and (a.get("mana") or "").startswith("die:")), None)
    if powered is not None:
        color = current.source[int(powered.get("mana")[4:])].color
        line = line_of(await mk.slash(ann, f"/game act action:{powered}"))
        assert f", powered with the {color} die" in line
    assert line_of(await mk.slash(ann, "/game act action:play card=swiftness mode=basic")) == \
        "**ann** · Tovak plays Swiftness: Move 2."
    move = next(a for a in GAME.legal_actions(await state(), 0) if a.verb == "move")
    moved = line_of(await mk.slash(ann, f"/game act action:{move}"))
    assert re.fullmatch(rf"\*\*ann\*\* · Tovak moves to {move.get('to')} \([A-Z][a-z ]+\)\.", moved), moved
    ended = line_of(await mk.slash(ann, "/game act action:end-turn"))
    assert ended.startswith("**ann** · Tovak ends the turn.") and ended.count("ends the turn") == 1


async def test_the_lines_and_the_undo_in_a_german_table(mk):
    users, said = await first_turn(mk, "de")
    ann = users[0]
    tactics = GAME.catalog.tactics
    assert said == ["**ann** wählt Tovak.", "**bob** wählt Goldyx. Tovak zieht 5 Karten. Goldyx zieht 5 Karten.",
                    f"**bob** · Goldyx nimmt die Taktik {tactics['great_start'].name.de}. Goldyx zieht 2 Karten.",
                    f"**ann** · Tovak nimmt die Taktik {tactics['early_bird'].name.de}."]
    assert line_of(await mk.slash(ann, "/game act action:play card=promise mode=sideways as=move")) == \
        f"**ann** · Tovak spielt {de('promise')} quer für Bewegung."
    assert line_of(await mk.slash(ann, "/game act action:play card=concentration mode=basic")) == \
        f"**ann** · Tovak spielt {de('concentration')}."
    undone = await mk.slash(ann, "/game undo")
    assert f"ann nimmt zurück: **ann** · Tovak spielt {de('concentration')}." in contents(public(undone))
    assert not NOTATION.search(contents(public(undone)).split("\n")[-1])


async def test_the_undo_line_says_the_move_taken_back(mk):
    users, _said = await first_turn(mk)
    ann = users[0]
    await mk.slash(ann, "/game act action:play card=swiftness mode=basic")
    undone = public(await mk.slash(ann, "/game undo"))
    assert "ann takes back: **ann** · Tovak plays Swiftness: Move 2." in contents(undone)


async def test_the_log_is_grouped_by_turn_and_tells_the_outcomes(mk):
    users, _said = await first_turn(mk)
    ann, bob = users[0], users[1]
    await mk.slash(ann, "/game act action:play card=swiftness mode=basic")
    move = next(a for a in GAME.legal_actions(await state(), 0) if a.verb == "move")
    await mk.slash(ann, f"/game act action:{move}")
    await mk.slash(ann, "/game act action:end-turn")
    while GAME.to_act(await state()) == {0}:  # the End of Turn's questions (a card to discard ...), if any
        await mk.slash(ann, f"/game act action:{GAME.legal_actions(await state(), 0)[-1]}")
    (log,) = await mk.slash(mk.user("mod", manager=True), "/game log")  # the whole log: mod made no move
    assert log.ephemeral
    text = log.content
    assert "**Heroes**\n- **ann** chooses Tovak.\n- **bob** chooses Goldyx. Tovak draws 5 cards." in text
    assert "**Round 1** · Tactics\n- **bob** · Goldyx takes the Tactic Great Start. Goldyx draws 2 cards." in text
    assert "**Round 1** · ann · Tovak's turn\n- **ann** · Tovak plays Swiftness: Move 2.\n" \
           f"- **ann** · Tovak moves to {move.get('to')} (" in text
    assert "- **ann** · Tovak ends the turn." in text
    assert "Tovak draws" in text  # an outcome of the End of Turn
    assert not NOTATION.search(text)
    (since,) = await mk.slash(bob, "/game log")
    assert since.content.startswith("Since your last move:\n**Round 1** · Tactics\n"
                                    "- **ann** · Tovak takes the Tactic")


async def test_the_german_log(mk):
    users, _said = await first_turn(mk, "de")
    await mk.slash(users[0], "/game act action:play card=promise mode=sideways as=move")
    (log,) = await mk.slash(mk.user("moderator", locale="de", manager=True), "/game log")
    assert "**Runde 1** · ann · Tovak ist am Zug\n- **ann** · Tovak spielt" in log.content
    assert "**Helden**\n- **ann** wählt Tovak." in log.content


def test_combat_moves_name_the_enemies_and_the_points():
    row = TableRow(1, CHANNEL, None, "mageknight", {}, "playing", 1, 0, 5, "en", seats=(SeatRow(0, 1, "ann"),))
    combat = {"phase": "block", "attack": {"ranged:fire": 3, "melee:physical": 2}, "block": {"fire": 5},
              "enemies": [{"name": {"en": "Prowlers", "de": "Herumtreiber"}, "attacks": [{"value": 4}]},
                          {"name": {"en": "Zombie Horde", "de": "Zombiehorde"},
                           "attacks": [{"value": 1}, {"value": 1}, {"value": 1}]}]}
    view = {"players": [{"seat": 0, "hero": "tovak", "units": ["peasants"]}], "combat": combat, "source": []}

    def said(text: str, locale: str = "en") -> str:
        return sentence(GAME.catalog, row, 0, Action.parse(text), view, locale)
    assert said("block enemy=0 attack=0") == "**ann** · Tovak blocks the Prowlers (Fire Block 5)."
    assert said("block enemy=0 attack=0", "de") == "**ann** · Tovak blockt Herumtreiber (Feuer-Block 5)."
    assert said("block enemy=1 attack=1") == "**ann** · Tovak blocks attack 2 of the Zombie Horde (Fire Block 5)."
    assert said("attack targets=0,1") == \
        "**ann** · Tovak attacks the Prowlers, the Zombie Horde (Attack 2, Fire Ranged Attack 3)."
    assert said("damage enemy=0 attack=0 to=unit:0") == \
        "**ann** · Tovak assigns the damage of the Prowlers to Peasants."
    assert said("damage enemy=0 attack=0 to=hero", "de") == \
        "**ann** · Tovak weist den Schaden von Herumtreiber dem Helden zu."
    assert said("unit unit=0 ability=1").startswith("**ann** · Tovak activates Peasants")
    assert said("next-phase") == "**ann** · Tovak ends the Block phase."
    assert said("unit unit=0 ability=0") == "**ann** · Tovak activates Peasants: " + \
        GAME.catalog.units["peasants"].abilities[0].text.en + "."


async def test_a_long_log_shows_the_newest_turns_and_hands_the_whole_log_as_a_file(mk):
    users, _said = await first_turn(mk)
    rng = random.Random(3)
    for _ in range(120):
        current = await state()
        if GAME.is_over(current):
            break
        (seat,) = GAME.to_act(current)
        await mk.slash(users[seat], f"/game act action:{rng.choice(GAME.legal_actions(current, seat))}")
    (log,) = await mk.slash(mk.user("mod", manager=True), "/game log")
    assert len(log.content) <= 2000 and log.content.split("\n")[1].startswith("**Round ")  # a heading first
    [(name, data)] = log.files
    whole = data.decode()
    assert name == "log.txt" and whole.startswith("Last moves:\n**Heroes**\n- **ann** chooses Tovak.")
    assert whole.endswith(log.content.split("\n")[-1]) and not NOTATION.search(whole)


def test_a_pursuit_by_volkares_camp_is_said_and_labelled_in_words():
    """LL §5.1: the move's button says what it draws, its line what the Hero does, in both languages."""
    from cogs.mk_labels import label
    row = TableRow(1, CHANNEL, None, "mageknight", {}, "playing", 1, 0, 5, "en", seats=(SeatRow(0, 1, "ann"),))
    view = {"players": [{"seat": 0, "hero": "tovak", "units": []}], "source": []}
    action = Action.parse("pursue enemies=both")
    assert label(GAME.catalog, action, view, "en") == "Pursue · a green and a red token"
    assert label(GAME.catalog, action, view, "de") == "Verfolgen · ein grünes und ein rotes Plättchen"
    assert sentence(GAME.catalog, row, 0, action, view, "en") == \
        "**ann** · Tovak pursues stray enemies by Volkare's Camp."
    assert sentence(GAME.catalog, row, 0, action, view, "de") == \
        "**ann** · Tovak verfolgt versprengte Feinde bei Volkares Lager."

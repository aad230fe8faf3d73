"""A combat you can follow, through the real bot: the panel's header says the phase, the Attack and Block played,
each enemy numbered as in the combat picture with its abilities, what is blocked and the damage still to assign; the
combat picture comes with every move that changes the combat (once), and `/mk combat` shows both on demand.

The table starts from an exact position (engine/mageknight/positions.py, docs/testing.md): Tovak (ann) beside three
rampaging orcs, with the cards for a short fight; bob reads German.
"""
import pytest

from cogs.mk_combat_text import combat_lines
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from tests.discord.helpers import labels, private, public
from tests.discord.mk_driver import start_table
from tests.mageknight.moves import act
from tests.mageknight.test_rules_combat import fight as fight_at, find_enemy, find_unit, foe

FIGHT = {"seats": 2, "source": ["white", "green", "red"],
         "players": [{"hero": "tovak", "position": "1-W",
                      "hand": ["swiftness", "tovak_cold_toughness", "determination", "rage", "march"]},
                     {"hero": "goldyx", "position": "A-C"}],
         "enemies": {"1-NW": ["prowlers", "wolf_riders", "cursed_hags"]}}


@pytest.fixture
async def fight(mk, monkeypatch):
    monkeypatch.setattr(GAME, "create", lambda options, seats, seed: build_position(GAME.catalog, FIGHT))
    mk.user("bob", locale="de")
    return await start_table(mk, "first_reconnaissance", ["ann", "bob"], 7)


def pictures_of(replies) -> list[str]:
    return [name for message in replies for name, _data in message.files]


async def move(mk, user, line):
    """A typed move: its public line must come with the combat picture, exactly once, while the combat lasts."""
    replies = await mk.slash(user, line)
    assert [m for m in public(replies) if m.files], line
    assert pictures_of(replies) == ["combat.png"], line
    return replies


async def header(mk, user) -> str:
    (panel,) = private(await mk.slash(user, "/mk turn"))
    return panel.content


async def test_the_combat_panel_says_what_a_player_needs_at_every_phase(mk, fight):
    ann, bob = fight[0], fight[1]
    await move(mk, ann, "/mk fight what:challenge at=1-NW")
    text = await header(mk, ann)
    assert "**Combat** · Ranged and Siege phase" in text
    assert "Your Attack: Ranged 0, Siege 0, Melee 0 · Your Block: 0" in text
    assert "1. Prowlers — Attack 4 · Armor 3 · Fame 2" in text
    assert "2. Wolf Riders — Attack 3 (Block 6 needed) · Armor 4 · Fame 3 · Swift" in text
    assert "3. Cursed Hags — Attack 3 · Armor 5 · Fame 3 · Poison" in text

    await move(mk, ann, "/mk play card:play card=swiftness mode=powered mana=die:0")
    assert "Your Attack: Ranged 3, Siege 0, Melee 0" in await header(mk, ann)
    await move(mk, ann, "/mk attack targets:attack targets=0")
    assert "1. Prowlers — defeated" in await header(mk, ann)

    await move(mk, ann, "/mk fight what:next-phase")
    text = await header(mk, ann)
    assert "**Combat** · Block phase" in text
    assert "Unblocked, they deal: 3 (2. Wolf Riders) · 3 (3. Cursed Hags, Poison)" in text
    await move(mk, ann, "/mk play card:play card=tovak_cold_toughness mode=basic")
    await move(mk, ann, "/mk play card:play card=determination mode=sideways as=block")
    assert "Your Block: 4 (Ice 3)" in await header(mk, ann)
    (panel,) = private(await mk.slash(ann, "/mk turn"))
    assert not [label for label in labels(panel) if label.startswith("Block · ") and "3. Cursed Hags" not in label]
    await move(mk, ann, "/mk block enemy:block enemy=2")
    text = await header(mk, ann)
    assert "3. Cursed Hags — Attack 3 (blocked) · Armor 5 · Fame 3 · Poison" in text
    assert "Unblocked, they deal: 3 (2. Wolf Riders)" in text

    await move(mk, ann, "/mk fight what:next-phase")
    assert "Damage to assign: 3 (2. Wolf Riders)" in await header(mk, ann)
    (looked,) = await mk.slash(bob, "/mk combat")
    assert looked.ephemeral and pictures_of([looked]) == ["combat.png"]
    assert "**Kampf** von ann · Tovak · Schadensphase" in looked.content
    assert "Angriff: Fernkampf 0, Belagerung 0, Nahkampf 0 · Block: 0" in looked.content
    assert "2. Wolfsreiter — Angriff 3 · Rüstung 4 · Ruhm 3 · Flink" in looked.content
    assert "Zuzuweisender Schaden: 3 (2. Wolfsreiter)" in looked.content

    await move(mk, ann, "/mk damage assign:damage enemy=1 to=hero")
    text = await header(mk, ann)
    assert "**Combat** · Attack phase" in text and "2. Wolf Riders — Attack 3 (damage assigned)" in text
    ended = await mk.slash(ann, "/mk fight what:next-phase")  # the Attack phase ends the combat
    assert "combat.png" not in pictures_of(ended)
    (nothing,) = await mk.slash(bob, "/mk combat")
    assert nothing.ephemeral and nothing.content == "Es läuft kein Kampf." and not nothing.files


# --- the words alone, from exact positions (tests/mageknight/test_rules_combat.py's `fight`) ---------------------

def words(state, locale="en", who=None):
    return combat_lines(GAME.view(state, None)["combat"], locale, who=who)


def test_8_7_2_a_summoner_waits_behind_its_monster_which_names_it():
    state = act(fight_at(foe("orc_summoners"), phase="ranged_siege"), "next-phase")  # Summon draws a brown token
    summoned = GAME.catalog.enemies[state.turn.combat.foes[1].enemy].name.en
    lines = words(state)
    assert "1. Orc Summoners — summoning; back in the Attack phase" in lines
    assert any(line.startswith(f"2. {summoned} — Attack") and line.endswith("· summoned by 1.") for line in lines)


def test_8_6_4_a_defender_fortified_twice_says_so_and_defend_has_its_amount():
    fortified = find_enemy(has=("fortified",), allow=())
    defender = next(e for e in GAME.catalog.enemies.values() if e.defend is not None and not e.resistances)
    lines = words(fight_at(foe(fortified, defends=True), foe(defender.id), phase="ranged_siege"))
    assert lines[2].endswith("· Fortified twice (site and token)")
    assert f"Defend {defender.defend.amount}" in lines[3]


def test_8_8_3_damage_being_assigned_says_what_is_left_and_the_fighter_is_named_for_others():
    unit = find_unit(armor=3, resists=())
    state = act(fight_at(foe("cursed_hags", attack=5), phase="assign_damage", units=(unit,)), "damage enemy=0 to=unit:0")
    assert words(state)[-1] == "Damage to assign: 2 left (1. Cursed Hags, Poison)"
    assert words(state, "de", who="ann · Tovak")[:2] == [
        "**Kampf** von ann · Tovak · Schadensphase", "Angriff: Fernkampf 0, Belagerung 0, Nahkampf 0 · Block: 0"]
    assert words(state, "de")[-1] == "Zuzuweisender Schaden: noch 2 (1. Verfluchte Hexen, Giftig)"


def test_8_5_1_points_of_an_element_and_enemy_attacks_of_an_element_are_named_in_both_languages():
    enemy = find_enemy(element="fire", allow=())
    state = fight_at(foe(enemy), phase="block")
    state.turn.combat.block = {"ice": 2, "physical": 1}
    name = GAME.catalog.enemies[enemy].name
    value = GAME.catalog.enemies[enemy].attacks[0].value
    assert words(state)[1].endswith("Your Block: 3 (Ice 2)")
    assert words(state)[2].startswith(f"1. {name.en} — Attack {value} Fire ·")
    assert words(state, "de")[2].startswith(f"1. {name.de} — Angriff {value} Feuer ·")
    assert words(state, "de")[1] == "Dein Angriff: Fernkampf 0, Belagerung 0, Nahkampf 0 · Dein Block: 3 (Eis 2)"

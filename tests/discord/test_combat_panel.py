"""A combat you can follow, through the real bot: the panel's header says the phase, the Attack and Block played,
each enemy numbered as in the combat picture with its abilities, what is blocked and the damage still to assign; the
combat picture comes with every move that changes the combat (once), and `/mk combat` shows both on demand.

The table starts from an exact position (engine/mageknight/positions.py, docs/testing.md): Tovak (ann) beside three
rampaging orcs, with the cards for a short fight; bob reads German.
"""
import pytest

from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from tests.discord.helpers import labels, private, public
from tests.discord.mk_driver import start_table

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

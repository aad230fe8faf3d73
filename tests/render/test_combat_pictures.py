"""The combat picture draws every combat the engine can show: every enemy of the catalogue, every set of
resistances (the engine counts Cold Fire resistance with Fire and Ice together, rules spec §8.5.2), the states
of an enemy (blocked, dealt, defeated, summoned, dismissed, attacking) and every state of a Unit (ready, spent,
wounded, poisoned, resisted), in every phase of the combat (§8.3), each with every text readable on a phone
and inside its card.
"""
from __future__ import annotations

import io
from dataclasses import replace
from itertools import combinations

import pytest
from PIL import Image

from engine.mageknight.combat import values
from engine.mageknight.combat.phases import PHASES
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.state import Combat, Foe, GameState, UnitCard
from render.mageknight import combat_png
from render.canvas import SMALLEST_ON_PHONE, png_bytes, record_text_sizes
from render.mageknight.cards import unit_card
from render.mageknight.combat import SIZE, UNIT_W
from render.mageknight.texts import in_locale, name, word

CATALOG = GAME.catalog
ENEMIES = sorted(CATALOG.enemies)
UNITS = sorted(CATALOG.units)
RESISTANCE_SETS = [tuple(chosen) for count in range(4) for chosen in combinations(("physical", "fire", "ice"), count)]
# Poison only ever comes with a Wound (§8.8.8); a Unit that resisted damage may be ready, spent or wounded.
UNIT_STATES = [{"ready": ready, "wounded": wounded, "poisoned": poisoned, "resisted": resisted}
               for ready in (True, False) for wounded, poisoned in ((False, False), (True, False), (True, True))
               for resisted in (False, True)]
UNITS_PER_COMBAT = 4


def foes_of(enemy_id: str) -> list[Foe]:
    """One token per set of resistances, in the enemy states a combat passes through."""
    enemy = CATALOG.enemies[enemy_id]
    attacks = len(enemy.attacks)

    def foe(**settings) -> Foe:
        return Foe(enemy_id, enemy.color, defends=True, blocked=[False] * attacks, dealt=[False] * attacks, **settings)
    foes = [foe() for _ in RESISTANCE_SETS]
    foes[1].blocked = [True] * attacks
    foes[2].dealt = [True] * attacks
    foes[3].defeated = True
    foes[4].summoner = 0
    foes[5].summoner, foes[5].defeated = 0, True  # dismissed at the end of the Attack phase (§8.7.2)
    foes[6].blocked = [i == 0 for i in range(attacks)]
    return foes


def combat_state(number: int, enemy_id: str) -> GameState:
    """The ``number``-th combat of the test: its phase and its Units' states and ids turn with the number."""
    state = build_position(CATALOG, {"players": [{"hero": "tovak", "level": 5}], "turn": {"seat": 0, "move": 2}})
    first = number * UNITS_PER_COMBAT
    unit_states = [UNIT_STATES[(first + i) % len(UNIT_STATES)] for i in range(UNITS_PER_COMBAT)]
    state.players[0].units = [
        UnitCard(UNITS[(first + i) % len(UNITS)], ready=s["ready"], wounded=s["wounded"], poisoned=s["poisoned"])
        for i, s in enumerate(unit_states)]
    phase = PHASES[number % len(PHASES)]
    state.turn.combat = Combat(
        "assault", site=state.players[0].position, came_from=state.players[0].position, phase=phase,
        foes=foes_of(enemy_id), attack={"ranged:fire": 2, "melee:cold_fire": 3}, block={"ice": 1},
        damage=[0, 0, 4] if phase == "assign_damage" else [],
        resisted=[i for i, s in enumerate(unit_states) if s["resisted"]])
    state.turn.kind, state.turn.action_taken, state.turn.fought = "regular", True, True
    return state


def view_with_resistances(state: GameState) -> dict:
    """The engine's view, each foe holding the resistances of its set as the engine counts them (§8.5.2)."""
    view = GAME.view(state, 0)
    for foe, shown, printed in zip(state.turn.combat.foes, view["combat"]["enemies"], RESISTANCE_SETS):
        enemy = replace(CATALOG.enemies[foe.enemy], resistances=printed)
        shown["resistances"] = sorted(values.resistances(enemy, foe))
    return view


def test_the_combats_cover_every_unit_state_unit_and_phase():
    places = [n * UNITS_PER_COMBAT + i for n in range(len(ENEMIES)) for i in range(UNITS_PER_COMBAT)]
    assert {UNITS[place % len(UNITS)] for place in places} == set(UNITS)
    assert {place % len(UNIT_STATES) for place in places} == set(range(len(UNIT_STATES))) and len(UNIT_STATES) == 12
    assert {PHASES[n % len(PHASES)] for n in range(len(ENEMIES))} == set(PHASES)


@pytest.mark.parametrize("number,enemy_id", list(enumerate(ENEMIES)))
def test_8_5_2_the_combat_picture_draws_every_enemy_with_every_set_of_resistances(number, enemy_id):
    view = view_with_resistances(combat_state(number, enemy_id))
    assert ["cold_fire", "fire", "ice"] in [foe["resistances"] for foe in view["combat"]["enemies"]]
    units = view["combat"]["units"]
    assert [{key: unit[key] for key in UNIT_STATES[0]} for unit in units] == [
        UNIT_STATES[(number * UNITS_PER_COMBAT + i) % len(UNIT_STATES)] for i in range(UNITS_PER_COMBAT)]
    with record_text_sizes() as sizes:
        png = combat_png(view, CATALOG, "de" if number % 2 else "en")
    assert Image.open(io.BytesIO(png)).width == 800
    assert all(size.on_phone >= SMALLEST_ON_PHONE for size in sizes)
    assert all(size.inside for size in sizes), [size.text for size in sizes if not size.inside]


def margin_is_clear(image: Image.Image, columns: range, rows: range) -> bool:
    """No text runs into this strip at an image's edge: every pixel in it has one colour."""
    rgb = image.convert("RGB")
    return len({rgb.getpixel((x, y)) for x in columns for y in rows}) == 1


def test_a_stamp_on_a_dismissed_enemy_stays_inside_its_card():
    view = GAME.view(combat_state(0, "altem_guardsmen"), 0)
    view["combat"]["enemies"] = [view["combat"]["enemies"][5]]  # summoned and defeated: "VERSCHWUNDEN"
    with record_text_sizes() as sizes:
        combat_png(view, CATALOG, "de")
    assert [size.inside for size in sizes if size.text == "VERSCHWUNDEN"] == [True]


def test_every_state_of_a_unit_is_written_inside_its_card():
    with record_text_sizes() as sizes:
        card = unit_card(CATALOG, "herbalist", "de", UNIT_W, SIZE, {"ready": False, "wounded": True, "poisoned": True,
                                                                     "resisted": True}).image()
        png_bytes(card)
    assert all(size.inside for size in sizes)
    assert margin_is_clear(card, range(3, 7), range(card.height - 26, card.height - 14))


def test_a_unit_text_too_long_for_a_line_is_wrapped_never_cut():
    with record_text_sizes() as sizes:
        png_bytes(unit_card(CATALOG, "magic_familiars", "en", UNIT_W, SIZE).image())
    drawn = " ".join(size.text for size in sizes)
    for ability in CATALOG.units["magic_familiars"].abilities:
        assert name(ability.text, "en").split()[-1] in drawn
    assert "…" not in drawn


def test_enemies_are_numbered_from_1_in_drawing_order_and_named_with_their_abilities_in_words():
    view = GAME.view(combat_state(1, "zombie_horde"), 0)
    enemies = view["combat"]["enemies"]
    with record_text_sizes() as sizes:
        combat_png(view, CATALOG, "en")
    drawn = [size.text for size in sizes]
    titles = [text for text in drawn if any(text == f"{n}. {in_locale(foe['name'], 'en')}"
                                            for n, foe in enumerate(enemies, 1))]
    assert titles == [f"{n}. Zombie Horde" for n in range(1, len(enemies) + 1)]
    for ability in ("cumbersome", "ice_resistance"):
        assert name(CATALOG.enemy_abilities[ability].name, "en") in drawn
        assert word(f"about_{ability}", "en") in drawn
    # Zombie Horde's three attacks, each on its own line inside the card (the token printed "1+1+1").
    assert drawn.count("Attack 1 · Physical (3 of 3)") == len(enemies)
    assert all(size.inside for size in sizes)

"""The combat picture draws every combat the engine can show: every enemy of the catalogue, every set of
resistances (the engine counts Cold Fire resistance with Fire and Ice together, rules spec §8.5.2), the states
of an enemy (blocked, dealt, defeated, summoned, dismissed, attacking) and every state of a Unit (ready, spent,
wounded, poisoned, resisted), in every phase of the combat (§8.3).
"""
from __future__ import annotations

import io
from dataclasses import replace
from itertools import combinations

import pytest
from PIL import Image

from engine.mageknight.combat import values
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.state import Combat, Foe, GameState, UnitCard
from render import combat_png
from render.canvas import text_width
from render.cards import fit_paragraph, unit_card
from render.combat import ENEMY_H, PHASES
from render.texts import name

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
    picture = Image.open(io.BytesIO(combat_png(view, CATALOG, "de" if number % 2 else "en")))
    picture.load()
    assert picture.width == 1600


def margin_is_clear(image: Image.Image, columns: range, rows: range) -> bool:
    """No text runs into this strip at an image's edge: every pixel in it has one colour."""
    rgb = image.convert("RGB")
    return len({rgb.getpixel((x, y)) for x in columns for y in rows}) == 1


def test_a_stamp_on_a_dismissed_enemy_stays_inside_its_card():
    view = GAME.view(combat_state(0, "altem_guardsmen"), 0)
    view["combat"]["enemies"] = [view["combat"]["enemies"][5]]  # summoned and defeated: "VERSCHWUNDEN"
    picture = Image.open(io.BytesIO(combat_png(view, CATALOG, "de")))
    middle = 150 + ENEMY_H // 2  # the first card stands at (24, 150)
    assert margin_is_clear(picture, range(24 + 4, 24 + 12), range(middle - 12, middle + 12))


def test_every_state_of_a_unit_is_written_inside_its_card():
    card = unit_card(CATALOG, "herbalist", "de", 240, {"ready": False, "wounded": True, "poisoned": True,
                                                        "resisted": True})
    assert margin_is_clear(card, range(3, 9), range(card.height - 26, card.height - 14))


def test_a_unit_text_too_long_for_its_card_keeps_the_lines_that_fit_and_ends_in_an_ellipsis():
    abilities = "\n".join(name(a.text, "en") for a in CATALOG.units["magic_familiars"].abilities)
    lines, size = fit_paragraph(abilities, 212, 100)
    assert len(lines) * size * 1.22 <= 100
    assert lines[-1].endswith("…") and text_width(lines[-1], size) <= 212

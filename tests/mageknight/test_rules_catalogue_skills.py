"""Skill tokens no other rule test used (issue 6), each used for real with `skill id=...` in a position where its
effect matters, with the exact result; the cards and Units are in test_rules_catalogue_entries.py.
Named after the spec section and the Skill. A Skill of another Hero is used exactly like one's own (§5.12.2)."""
import pytest

from engine.mageknight.positions import build_position
from engine.mageknight.state import UnitCard
from tests.mageknight.moves import act
from tests.mageknight.test_rules_combat import TOWER_AND_KEEP_MAP
from tests.mageknight.test_rules_skill_effects import CATALOG, with_skill


# --- §7.2 Influence: Beguile ---------------------------------------------------------------------------------

@pytest.mark.parametrize("space, influence", [("1-E", 3), ("1-C", 4), ("A-C", 3)])  # village, Magical Glade, portal
def test_7_2_beguile_influence_3_or_4_at_a_magical_glade(space, influence):
    state = act(with_skill("braevalar_beguile", hero="braevalar", position=space), "skill id=braevalar_beguile")
    assert state.turn.influence == influence


def test_7_2_beguile_influence_2_at_a_fortified_site():
    state = build_position(CATALOG, {"tiles": TOWER_AND_KEEP_MAP, "players": [
        {"hero": "braevalar", "position": "3-NE", "skills": ["braevalar_beguile"]}]})  # a keep
    assert act(state, "skill id=braevalar_beguile").turn.influence == 2


# --- §5.12 Forward March: Move 1 for each Ready and unwounded Unit, at most 3 -----------------------------------

def _norowas_with(*units):
    state = with_skill("norowas_forward_march", hero="norowas")
    state.players[0].units = list(units)
    return state


def test_5_12_forward_march_counts_ready_unwounded_units_only():
    state = _norowas_with(UnitCard("peasants"), UnitCard("foresters", wounded=True), UnitCard("herbalist", ready=False),
                          UnitCard("thugs"))
    assert act(state, "skill id=norowas_forward_march").turn.move == 2  # the peasants and the thugs


def test_5_12_forward_march_gives_move_3_at_most():
    state = _norowas_with(*(UnitCard(unit) for unit in ("peasants", "foresters", "herbalist", "thugs")))
    assert act(state, "skill id=norowas_forward_march").turn.move == 3

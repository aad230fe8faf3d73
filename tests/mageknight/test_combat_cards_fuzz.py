"""Every Deed card offered in a combat can be played and the combat played on to its end (rules spec §8).

For each card and each phase with moves of its own, a position with three enemies (one summoner), a Unit,
crystals and Source dice: every offered way to play the card is applied, then random legal moves (decisions
answered at random) until the combat ends. Nothing may fail and the engine may never wait without a legal
move; an illegal move would raise, so this also checks that legal_actions offers only what apply accepts.
"""
import random

import pytest

from engine.mageknight.game import GAME
from tests.mageknight.moves import act, legal, play_out_combat
from tests.mageknight.test_rules_combat import fight, foe

CATALOG = GAME.catalog
ENEMIES = [e.id for e in CATALOG.enemies.values() if e.attacks][::9]
SUMMONER = next(e.id for e in CATALOG.enemies.values() if e.summons)
DEED_CARDS = sorted(c for c, card in CATALOG.cards.items() if card.kind != "wound")
MOVES_PER_COMBAT = 300


def _combat_with(card: str, phase: str, rng: random.Random):
    state = fight(*[foe(e) for e in rng.sample(ENEMIES, 2)], foe(SUMMONER), phase=phase,
                  hand=(card, "march", "rage", "wound"), units=("peasants",), source=["red", "blue", "black", "gold"])
    state.players[0].crystals.update(red=2, blue=2, green=2, white=2)
    return state


@pytest.mark.parametrize("card", DEED_CARDS)
def test_every_offered_play_in_combat_applies_and_the_combat_ends(card):
    rng = random.Random(card)
    played = 0
    for phase in ("ranged_siege", "block", "attack"):
        state = _combat_with(card, phase, rng)
        for play in [a for a in legal(state) if a.startswith(f"play card={card} ")]:
            played += 1
            play_out_combat(act(state, play), rng, play, MOVES_PER_COMBAT)
    assert played  # at least sideways, in the Block and Attack phases

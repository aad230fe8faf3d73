"""What a combat with enemies brings to the Rulebook: the answers the effect executor (resolve.py) gets for the
effect kinds that only mean something in a combat (rulebook.CombatEffects, §8.4), and the answers to their
questions (which enemy an effect targets, which Unit gains a resistance).

Above the effects and the damage of a combat, which it hands to the book; cards/__init__.py lists it.
"""
from __future__ import annotations

from engine.mageknight.combat import damage, effects
from engine.mageknight.rulebook import COMBAT, CombatEffects, Part

part = Part("combat")

part.provides(COMBAT)(CombatEffects(
    playable=effects.playable, points_useful=effects.points_useful, fits_phase=effects.fits_phase,
    attack_refusal=effects.attack_refusal, counters=effects.counters, modifier_playable=effects.modifier_playable,
    target=effects.target, unit_resistance_choice=effects.unit_resistance_choice, points_bonus=effects.points_bonus,
    add_points=effects.add_points, on_modifier=effects.on_modifier, take_wounds=damage.take_wounds,
    unfortifies=effects.unfortifies, modifier_known=effects.modifier_known))
part.answers(effects.DECISION)(effects.answer)
part.answers(effects.UNIT_DECISION)(effects.answer_resistance)

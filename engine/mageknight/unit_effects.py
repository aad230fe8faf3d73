"""Unit abilities outside combat that the vocabulary cannot say (data/mageknight/units.yaml; Lost Legion §2.2.5).

hooks.py registers HOOKS (name -> (playable, run)) and DECISIONS (kind -> answer) with the same signatures as its
own hooks; RULES names the rule changes carried out where they act (movement.py).
"""
from __future__ import annotations

SCOUTS_FAR_EXPLORE = "scouts_far_explore"  # "You may reveal a new tile at a distance of 2 spaces instead of 1"

HOOKS: dict = {}

DECISIONS: dict = {}

RULES = frozenset({SCOUTS_FAR_EXPLORE})

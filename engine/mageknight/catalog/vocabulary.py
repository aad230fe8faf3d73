"""The closed word lists of docs/data-format.md ("Conventions" and "The effect vocabulary").

Anything not listed here is a typo until the contract says otherwise.
"""
from __future__ import annotations

# Mana (§1.4, §5.9): four basic colours, gold and black exist only as pure mana.
BASIC_MANA_COLORS = frozenset({"red", "blue", "green", "white"})
MANA_COLORS = BASIC_MANA_COLORS | {"gold", "black"}
CRYSTAL_COLORS = BASIC_MANA_COLORS  # §5.9.2: there are no gold or black crystals
# `mana: {color: any_basic}` lets the player pick, `any` is any colour usable now (§5.9.2).
MANA_CHOICES = frozenset({"any_basic", "any"})

ENEMY_COLOR_ORDER = ("green", "gray", "brown", "violet", "white", "red")  # as the contract lists them
ENEMY_COLORS = frozenset(ENEMY_COLOR_ORDER)
ELEMENTS = frozenset({"physical", "fire", "ice", "cold_fire"})
ATTACK_RANGES = frozenset({"melee", "ranged", "siege"})
SETS = frozenset({"base", "lost_legion", "ultimate"})

# §8.3: the phases of a combat, as a condition can name them.
COMBAT_PHASES = frozenset({"ranged_siege", "block", "assign_damage", "attack"})

# Conditions that are a bare word; the keyed ones are parsed in conditions.py.
FLAG_CONDITIONS = frozenset({"day", "night", "in_combat", "not_in_combat", "underground"})

COUNTERS = frozenset({
    "enemies", "enemies_blocked", "enemies_defeated", "wounds_in_hand", "wounds_in_hand_and_units",
    "units", "units_ready", "cards_discarded", "crystals", "mana_paid", "move_points_spent",
})

MODIFIER_DURATIONS = frozenset({"turn", "combat", "round"})

# §8.4: what a target_enemy effect may do to the enemies it picks.
ENEMY_TARGET_COUNTS = frozenset({"one", "all"})

DISCARD_FILTERS = frozenset({"non_wound", "wound", "any"})
WOUND_DESTINATIONS = frozenset({"hand", "discard"})

# Convert modifier (§5.5): points of one kind spent as another in combat.
CONVERT_FROM = frozenset({"move", "influence"})
CONVERT_TO = frozenset({"attack", "block"})
SIDEWAYS_AS = frozenset({"move", "influence", "attack", "block"})

DEED_CARD_COLORS = BASIC_MANA_COLORS
HEX_POSITIONS = ("C", "NE", "E", "SE", "SW", "W", "NW")
TILE_KINDS = frozenset({"starting", "countryside", "core", "city", "volkare_camp"})
UNIT_TIERS = frozenset({"regular", "elite"})
SKILL_USAGES = frozenset({"once_per_turn", "once_per_round", "interactive", "passive"})
INTERACTIVE_KINDS = frozenset({"competitive", "cooperative"})
TACTIC_TIMES = frozenset({"day", "night"})
SCENARIO_MODES = frozenset({"competitive", "cooperative", "solo"})
LANGUAGES = ("en", "de")
DE_SOURCES = frozenset({"translated"})

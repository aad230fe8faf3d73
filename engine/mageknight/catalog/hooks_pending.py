"""Hooks the data names that the engine does not implement yet (docs/data-format.md, "Hooks").

`engine/mageknight/hooks.py` will publish KNOWN_HOOKS; until a hook is written there it must be
listed here. Every name is acknowledged on purpose: a new or misspelt `hook:` (or `modifier:
{type: rule, name: ...}`) in the data fails the load until it is added here or implemented.
Keep it sorted, one name per line (`python -m engine.mageknight.catalog.check --list-hooks`
prints the names the data uses); move a name to KNOWN_HOOKS when its code exists.
"""
from __future__ import annotations

from collections.abc import Iterable

NOT_YET_IMPLEMENTED_HOOKS: frozenset[str] = frozenset({
    "amulet_of_darkness_black_mana",
    "amulet_of_the_sun_day_rules",
    "arythea_healing_ritual",
    "arythea_polarization",
    "banner_of_command",
    "banner_of_command_recruit",
    "banner_of_courage",
    "banner_of_fear_cancel_attack",
    "banner_of_fortitude",
    "banner_of_glory",
    "banner_of_glory_fame",
    "banner_of_protection",
    "banner_of_protection_throw_away_wounds",
    "blood_of_ancients",
    "book_of_wisdom",
    "braevalar_natures_vengeance",
    "braevalar_shapeshift",
    "call_to_arms",
    "charm",
    "circlet_of_proficiency",
    "conquer_and_hold_garrisons",
    "conquer_and_hold_mage_towers",
    "crystal_mastery",
    "decompose",
    "diamond_ring",
    "druidic_staff",
    "dungeon_lords_secret_dungeons",
    "dungeon_lords_secret_tombs",
    "dungeon_lords_tunnels",
    "emerald_ring",
    "endless_gem_pouch",
    "golden_grail_draw",
    "golden_grail_fame",
    "goldyx_source_freeze",
    "heroic_tale",
    "krang_mana_enhancement",
    "krang_master_of_chaos",
    "learning",
    "magic_talent",
    "mana_claim",
    "mana_claim_curse",
    "mana_storm",
    "maximal_effect",
    "mist_form_no_hills",
    "mountain_lore",
    "mysterious_box",
    "norowas_bonds_of_loyalty",
    "norowas_prayer_of_weather",
    "peaceful_moment",
    "power_of_crystals",
    "ruby_ring",
    "rush_of_adrenaline",
    "sapphire_ring",
    "scouts_far_explore",
    "scouts_peek",
    "space_bending_leap",
    "spell_forge",
    "steady_tempo",
    "temporal_portal",
    "tome_of_all_spells",
    "tovak_mana_exploit",
    "training",
    "underground_travel_attack",
    "wolfhawk_wolfs_howl",
})


def unknown_hooks(names: Iterable[str], known_hooks: frozenset[str] = frozenset()) -> list[str]:
    """The hook names that are neither implemented (``known_hooks``) nor listed as pending."""
    return sorted({name for name in names if name not in known_hooks and name not in NOT_YET_IMPLEMENTED_HOOKS})

"""Hooks the data names that the engine does not implement yet (docs/data-format.md, "Hooks").

The filled Rulebook knows the hooks the engine implements (`engine.mageknight.cards.KNOWN_HOOKS`, the names
content code registers with `@part.hook` and `part.carries_out`); until a hook is written there it must be
listed here. Every name is acknowledged on purpose: a new or misspelt `hook:` (or `modifier:
{type: rule, name: ...}`) in the data fails the load until it is added here or implemented.
Keep it sorted, one name per line (`python -m engine.mageknight.check_data --list-hooks`
prints the names the data uses); move a name to KNOWN_HOOKS when its code exists.
"""
from __future__ import annotations

from collections.abc import Iterable

# Empty: every hook the data names is implemented. The braces stay for the next name (one per line, sorted).
NOT_YET_IMPLEMENTED_HOOKS: frozenset[str] = frozenset({
})


def unknown_hooks(names: Iterable[str], known_hooks: frozenset[str] = frozenset()) -> list[str]:
    """The hook names that are neither implemented (``known_hooks``) nor listed as pending."""
    return sorted({name for name in names if name not in known_hooks and name not in NOT_YET_IMPLEMENTED_HOOKS})

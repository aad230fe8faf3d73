"""The key path a node was read from, kept on nodes that name things in other files.

Hooks, terrains and sites inside an effect are checked after all files are read
(references.py, hooks_pending.py); the path lets their errors point at the YAML. It takes no part
in equality, so two identical effects read from different places are still equal.
"""
from dataclasses import field


def located():
    """Declare the ``at`` field: ``at: str = located()``."""
    return field(default="", compare=False, repr=False)

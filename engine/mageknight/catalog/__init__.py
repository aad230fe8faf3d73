"""Mage Knight content as data: the YAML of data/mageknight, validated and frozen into a Catalog.

    from engine.mageknight.catalog import load_catalog
    catalog = load_catalog()
    catalog.cards["march"].basic.effect      # Move(amount=2)
    catalog.heroes["tovak"].starting_deck()  # 16 card ids

The format is docs/data-format.md. I/O lives only in engine/content/files.py (loader.py calls it);
``build_catalog(documents)`` is pure.
"""
from engine.content.errors import CatalogError

from .build import build_catalog, validate
from .catalog import Catalog
from .effects import parse_effect
from .loader import clear_cache, load_catalog

__all__ = ["Catalog", "CatalogError", "build_catalog", "clear_cache", "load_catalog", "parse_effect", "validate"]

"""What a Mage Knight player holds, in words: their hand, Deed deck, crystals, Units and Skills. It stands in
their private place (cogs/private_place.py) and answers `/mk hand`. Read from the player's own view."""
from __future__ import annotations

from typing import Any

from cogs.mk_text import content_name
from engine.mageknight.catalog import Catalog
from i18n import t


def hand_text(catalog: Catalog, view: dict[str, Any], seat: int, locale: str) -> str:
    me = view["players"][seat]

    def name(ident: str) -> str:
        return content_name(catalog, ident, locale) or ident

    hand = ", ".join(name(card) for card in me["hand"] or []) or "-"
    crystals = ", ".join(f"{n} {t(f'mk_color_{c}', locale)}" for c, n in me["crystals"].items() if n) or "-"
    units = ", ".join(_unit(name(u["unit"]), u, locale) for u in me["unit_cards"]) or "-"
    skills = ", ".join(name(s) for s in me["skills"]) or "-"
    return t("mk_hand", locale, hand=hand, deck=me["deck_size"], crystals=crystals, units=units, skills=skills)


def _unit(named: str, unit: dict[str, Any], locale: str) -> str:
    states = [t(key, locale) for key, on in (("mk_unit_wounded", unit["wounded"]), ("mk_unit_spent", not unit["ready"]))
              if on]
    return f"{named} ({', '.join(states)})" if states else named

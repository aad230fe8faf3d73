"""Where an effect of the catalogue is, by path, and the lookups cards and rules need about effects in play.

The state refers to effects by *path* (card id, side, then child indexes: docs/data-format.md), so a half-resolved
card is plain data. These lookups sit below the effect executor (resolve.py) and the card and rules modules that
call them, and import none of them.
"""
from __future__ import annotations

from engine.mageknight.catalog.effects import All, Choice, GainCrystal, GainMana, If, Optional, Pay, Per
from engine.mageknight.context import Ctx

EACH = "each"  # the path step from a `per` to its effect, once per count


def root_effect(ctx: Ctx, kind: str, ident: str, part: str):
    """The effect at the root of a path: a card side ("card", id, basic|powered), a Unit ability
    ("unit", id, ability index) or a Skill ("skill", id, "effect")."""
    if kind == "card":
        card = ctx.catalog.cards[ident]
        return (card.basic if part == "basic" else card.powered).effect
    if kind == "unit":
        return ctx.catalog.units[ident].abilities[int(part)].effect
    if kind == "skill":
        return ctx.catalog.skills[ident].effect
    raise KeyError(f"no effect root {kind!r}")


def node_at(ctx: Ctx, path: list[str]):
    kind, ident, part, *steps = path
    node = root_effect(ctx, kind, ident, part)
    for step in steps:
        if isinstance(node, All):
            node = node.effects[int(step)]
        elif isinstance(node, Choice):
            node = node.options[int(step)]
        elif isinstance(node, Optional):
            node = node.effect
        elif isinstance(node, If):
            node = node.then if step == "then" else node.otherwise
        elif isinstance(node, (Pay, Per)):
            node = node.effect
        elif isinstance(node, (GainMana, GainCrystal)) and step == EACH:
            pass  # one of the `count` tokens or crystals whose colour is chosen
        else:
            raise KeyError(f"no child {step} in {type(node).__name__}")
    return node


def active_changes(ctx: Ctx, kind) -> list:
    """This turn's modifiers of one type (their `change`), in the order they were played."""
    return [change for path in ctx.state.turn.modifiers if isinstance(change := node_at(ctx, path).change, kind)]


def hand_without(hand: list[str], aside: tuple[str, ...]) -> list[str]:
    rest = list(hand)
    for card in aside:
        if card in rest:
            rest.remove(card)
    return rest

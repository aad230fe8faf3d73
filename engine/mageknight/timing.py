"""When a card side, a Unit ability or a Skill may be played at all: its `when` (catalog/schemas/common.timing), such
as Disintegrate's "Play this only in the Attack phase" or a Banner's "any time other than combat" (§4.5).

The restriction sits on the play, not inside the effect: legal_actions does not offer the play at another moment,
and play.py, units.py and skills.py refuse it there with the card's own reason before any mana is paid.
"""
from __future__ import annotations

from engine.core import RuleError
from engine.mageknight import resolve
from engine.mageknight.catalog.conditions import AnyOf, Condition, InPhase
from engine.mageknight.catalog.schemas.cards import CardSide
from engine.mageknight.catalog.schemas.common import Localized
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.rulebook import COMBAT

RULE = "4.5"
_PHASES = {"ranged_siege": ("in the Ranged and Siege Attack phase", "in der Fern- und Belagerungsphase"),
           "block": ("in the Block phase", "in der Blockphase"),
           "assign_damage": ("in the Assign Damage phase", "in der Schadensphase"),
           "attack": ("in the Attack phase", "in der Angriffsphase")}
_FLAGS = {"in_combat": ("during combat", "im Kampf"), "not_in_combat": ("outside combat", "außerhalb eines Kampfes"),
          "day": ("by Day", "am Tag"), "night": ("at Night", "in der Nacht")}


def fits(ctx: Ctx, when: Condition | None) -> bool:
    """The moment is one the play allows (no `when`: any moment its effect can be carried out)."""
    return when is None or resolve.condition_holds(ctx, when) is True


def side_playable(ctx: Ctx, side: CardSide, aside: tuple[str, ...] = ()) -> bool:
    """Now is a moment the card side may be played at, and its effect can be carried out completely (resolve.playable);
    for a side played from the hand, and for one used from elsewhere (Tome of All Spells, Blood of Ancients, the
    Artifact Mysterious Box revealed)."""
    return fits(ctx, side.when) and resolve.playable(ctx, side.effect, aside)


def words(when: Condition) -> tuple[str, str]:
    """The moments in English and German: "in the Attack phase", "outside combat or at Night"."""
    if isinstance(when, AnyOf):
        parts = [words(part) for part in when.conditions]
        return " or ".join(en for en, _ in parts), " oder ".join(de for _, de in parts)
    return _PHASES[when.phase] if isinstance(when, InPhase) else _FLAGS[when.name]  # common.timing allows no other


def check(ctx: Ctx, name: Localized, when: Condition | None, used: bool = False, rule: str = RULE) -> None:
    """Refuse the play, naming the moments it is for, when now is not one of them; `used`: a Unit's or Skill's
    (a Skill token shows when it is used, §5.12.1: `rule`)."""
    if not fits(ctx, when):
        en, de = words(when)
        verb, verb_de = ("used", "nutzbar") if used else ("played", "spielbar")
        raise refuse(f"{name.en} can only be {verb} {en}.", f"{name.de} ist nur {de} {verb_de}.", rule)


def unplayable(ctx: Ctx, effect) -> RuleError:
    """The reason an effect that fits the moment still cannot be carried out now: only Siege Attacks count against
    fortified enemies (§8.6.4), or simply not now (§4.5)."""
    return ctx.rules.service(COMBAT).attack_refusal(ctx, effect) or refuse(
        "That effect cannot be used now.", "Dieser Effekt ist jetzt nicht nutzbar.", RULE)

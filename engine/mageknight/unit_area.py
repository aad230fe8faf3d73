"""The Unit area (rules spec §5.10, §5.11): Command tokens, what a Unit card's standing rules say, a Unit leaving.

The lower half of Units: combat (a Unit taking damage, allowed in a site), pvp.py (a stolen Banner of Command) and
units.py (recruiting, activating, Banners) read it; it imports no rules module that resolves effects.
"""
from __future__ import annotations

from engine.mageknight.catalog.effects import Hook
from engine.mageknight.context import Ctx
from engine.mageknight.rulebook import BONDS_TOKEN_FREE
from engine.mageknight.state import Combat

# Printed rules of Lost Legion Unit cards, "always in effect, not an activation": Thugs reverse and Heroes
# double the Reputation modifier of the interaction they are recruited in (interaction.py), Magic Familiars
# take a mana on the card and cost a crystal every Round (`magic_familiars_upkeep`). They are never activated.
# Their combat parts: Thugs take damage only for 2 Influence (combat/damage.py), Heroes cost 2 Influence to
# activate in an assault (units.py).
# Delphana Masters (LL §2.2.3) may use several different abilities in one activation, each once: the abilities used
# are kept in Turn.lasting as [MULTI_ABILITY, Unit index, ability number].
MULTI_ABILITY = "delphana_masters_multi_ability"
STANDING_RULE_HOOKS = frozenset({"thugs_loyalty", "heroes_loyalty", "magic_familiars_upkeep", MULTI_ABILITY})
BONDS = "bonds"  # the disband choice "no Unit disbanded: the new Unit takes the Bonds of Loyalty token"


def command_limit(ctx: Ctx, seat: int) -> int:
    """§5.10.3: one Command token per Unit; the Level tokens removed so far add to the first one (§9.6.2)."""
    return ctx.catalog.levels[ctx.player(seat).level - 1].command_tokens


def with_command_token(ctx: Ctx, seat: int) -> list[int]:
    """The Units holding a Command token: not those a Banner of Command stands in for (Lost Legion 2.3), nor the one
    under Bonds of Loyalty (an extra token of its own)."""
    return [index for index, unit in enumerate(ctx.player(seat).units) if not unit.banner_commands and not unit.bonded]


def has_free_command_token(ctx: Ctx, seat: int) -> bool:
    return len(with_command_token(ctx, seat)) < command_limit(ctx, seat)


def bonds_token_free(ctx: Ctx, seat: int) -> bool:
    """The player has the Bonds of Loyalty token (a Skill) and no Unit under it."""
    return bool(ctx.rules.adjust(BONDS_TOKEN_FREE, ctx, False, seat))


def bonds_choices(ctx: Ctx, seat: int) -> list[str]:
    """[BONDS] while the Bonds of Loyalty token is free: a disband choice of its own."""
    return [BONDS] if bonds_token_free(ctx, seat) else []


def is_bonded(ctx: Ctx, seat: int, index: int) -> bool:
    units = ctx.player(seat).units
    return index < len(units) and units[index].bonded


def empty_command_tokens(ctx: Ctx, seat: int) -> int:
    """Command tokens without a Unit, the Bonds of Loyalty token included (Wolf's Howl counts them)."""
    free = command_limit(ctx, seat) - len(with_command_token(ctx, seat))
    return max(free, 0) + int(bonds_token_free(ctx, seat))


def is_standing_rule(ability) -> bool:
    return isinstance(ability.effect, Hook) and ability.effect.name in STANDING_RULE_HOOKS


def recruit_terms(ctx: Ctx, unit_id: str) -> dict:
    """The arguments of the Unit card's standing rules (`recruit_reputation`, `recruit_mana`, ...), merged."""
    terms: dict = {}
    for ability in ctx.catalog.units[unit_id].abilities:
        if is_standing_rule(ability):
            terms.update(ability.effect.args)
    return terms


def interaction_only(ctx: Ctx, unit_id: str) -> bool:
    """Magic Familiars: only recruited by interaction, not by Call to Arms, Call to Glory, Banner of Command or as
    a combat reward. Whoever writes those ways of gaining a Unit must leave such Units out."""
    return bool(recruit_terms(ctx, unit_id).get("interaction_only"))


def unit_term(ctx: Ctx, unit_id: str, name: str) -> int:
    """A number from a Unit card's standing rules: Thugs' `damage_influence`, Heroes' `activation_influence`."""
    return int(recruit_terms(ctx, unit_id).get(name) or 0)


def unit_allowed_in(ctx: Ctx, combat: Combat, seat: int, index: int) -> bool:
    """May the player's Unit `index` be used (activated, given damage) in this combat? No Units in dungeons and
    tombs, or when burning a monastery (site data), but the one under Bonds of Loyalty; in a maze or labyrinth only
    the Unit that came along, that one too (Lost Legion §2.1.2.3)."""
    if combat.maze_path:
        return combat.companion == index
    return combat.units_allowed or is_bonded(ctx, seat, index)


def remove_unit(ctx: Ctx, seat: int, index: int, event: str, en: str, de: str) -> None:
    """The Unit leaves the game; its Banner goes to the discard pile (§5.11.2)."""
    player, turn = ctx.player(seat), ctx.state.turn
    gone = player.units.pop(index)
    if turn is not None and turn.seat == seat:  # the later Units move up one place
        turn.units_joined = [i - (i > index) for i in turn.units_joined if i != index]
    name = ctx.catalog.units[gone.unit].name
    ctx.say(event, f"{name.en} {en}.", f"{name.de} {de}.", unit=gone.unit)
    if gone.banner is not None:
        discard_banner(ctx, seat, gone.banner)


def leave_without_command(ctx: Ctx, seat: int, index: int) -> None:
    """A Unit that lost its Banner of Command leaves the game; no free Command token may take its place (LL 2.3)."""
    remove_unit(ctx, seat, index, "unit_left", "has lost its Banner of Command and leaves the game",
                "hat sein Banner des Befehls verloren und verlässt das Spiel")


def discard_banner(ctx: Ctx, seat: int, card_id: str) -> None:
    ctx.player(seat).discard.append(card_id)
    name = ctx.catalog.cards[card_id].name
    ctx.say("banner_discarded", f"{name.en} goes to the discard pile.", f"{name.de} kommt auf den Ablagestapel.",
            card=card_id)

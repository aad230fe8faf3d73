"""Nature's Vengeance (Braevalar) and Mana Enhancement (Krang): interactive Skill tokens that act at moments of their
own (rules spec §5.12.3.2; interactive_skills.py keeps the centre).

Nature's Vengeance is used in its owner's combat; from the centre it raises the other players' enemies' attacks while
they block (`block_phase_starts` / `block_phase_ends`, at the moments BLOCK_PHASE_BEGINS and PHASE_ENDS). Mana Enhancement is never used like a
token: spending basic mana offers it (mana.pay_mana calls `mana_spent`, game.py asks once the paying action is done),
and the other players may give it back for a mana token (`skill id=krang_mana_enhancement`, skills.py).
"""
from __future__ import annotations

from engine.mageknight import resolve
from engine.mageknight.cards import interactive_skills
from engine.mageknight.catalog.effects import Hook
from engine.mageknight.combat import values
from engine.mageknight.context import Ctx
from engine.mageknight.hook_timing import in_combat
from engine.mageknight.rulebook import (ACTION_DONE, BLOCK_PHASE_BEGINS, MANA_SPENT, PHASE_ENDS, SKILL_RETURNED,
                                        SKILL_RETURNS, Part)
from engine.mageknight.state import BASIC_COLORS, Combat, Decision

part = Part("hero_skill_tokens")

NATURES_VENGEANCE, MANA_ENHANCEMENT = "braevalar_natures_vengeance", "krang_mana_enhancement"
SKIP = "skip"


# --- Nature's Vengeance (Braevalar): one enemy Attack -1 and Cumbersome; the others' enemies +1 in the Block phase ---

CUMBERSOME = "cumbersome"
BLOCK_PHASE_RAISE = f"{values.ATTACK_RAISED}1"


@part.hook(NATURES_VENGEANCE, in_combat)
def natures_vengeance(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """After the data's Attack -1 on one enemy (combat.last_target is that enemy): it gains Cumbersome (§8.10: Move
    points lower its attacks in the Block phase); then the token goes to the centre. decision (skills.yaml): Arcane
    Immunity does not stop Cumbersome, an ability of the enemy's attacks, as it does not stop the Attack -1."""
    combat = ctx.state.turn.combat
    foe = combat.foes[combat.last_target]
    foe.flags.append(values.GAINED_ABILITY + CUMBERSOME)
    name = ctx.catalog.enemies[foe.enemy].name
    ctx.say("gains_cumbersome", f"{name.en} becomes Cumbersome.", f"{name.de} wird schwerfällig.", enemy=foe.enemy)
    interactive_skills.to_centre(ctx, seat, NATURES_VENGEANCE)


@part.reacts(BLOCK_PHASE_BEGINS)
def block_phase_starts(ctx: Ctx, combat: Combat) -> None:
    """Another player's Nature's Vengeance in the centre: "all other enemies get Attack +1 in the Block phase", each
    enemy of this combat (summoned monsters too, drawn as the phase begins) while the phase lasts. decision
    (skills.yaml): not the damage of an unblocked attack, dealt in the Assign Damage phase (§8.3), after the Block
    phase the text names."""
    if interactive_skills.acting_on(ctx, ctx.state.turn.seat, NATURES_VENGEANCE):
        for foe in combat.foes:
            foe.flags.append(BLOCK_PHASE_RAISE)


@part.reacts(PHASE_ENDS)
def block_phase_ends(ctx: Ctx, combat: Combat) -> None:
    if combat.phase != "block":
        return
    for foe in combat.foes:
        if BLOCK_PHASE_RAISE in foe.flags:
            foe.flags.remove(BLOCK_PHASE_RAISE)


# --- Mana Enhancement (Krang): a crystal for basic mana spent; others may give it back for a mana token ----------

def _offer(ctx: Ctx) -> list[str] | None:
    """The Turn.lasting entry [MANA_ENHANCEMENT, colours...] of the basic colours spent in the action under way."""
    return next(iter(ctx.state.turn.entries(MANA_ENHANCEMENT)), None)


def _face_up(ctx: Ctx, seat: int) -> bool:
    player = ctx.player(seat)
    return MANA_ENHANCEMENT in player.skills and MANA_ENHANCEMENT not in player.skills_flipped


@part.reacts(MANA_SPENT)
def mana_spent(ctx: Ctx, seat: int, colors: list[str]) -> None:
    """mana.pay_mana: `seat` spent mana of these colours. While the token is face up, the basic ones (the colour the
    mana shows: gold or black paying for a basic colour is not that colour) are kept for `offer_decision`."""
    basic = [color for color in colors if color in BASIC_COLORS]
    if not basic or seat != ctx.state.turn.seat or not _face_up(ctx, seat):
        return
    entry = _offer(ctx)
    if entry is None:
        ctx.state.turn.lasting.append([MANA_ENHANCEMENT, *basic])
    else:
        entry.extend(color for color in basic if color not in entry)


@part.reacts(ACTION_DONE)
def offer_decision(ctx: Ctx) -> Decision | None:
    """Once the action that spent the mana is carried out (no choice of it left open): "once a Round, when you spend
    red, blue, green or white mana", gain a crystal of one colour spent, or keep the token for later. decision
    (skills.yaml): asked as soon as the paying action is done, before anything else happens in the turn."""
    turn = ctx.state.turn
    if turn is None or turn.decision is not None or _offer(ctx) is None:
        return None
    entry = _offer(ctx)
    turn.lasting.remove(entry)
    if _face_up(ctx, turn.seat):
        colors = [color for color in BASIC_COLORS if color in entry[1:]]
        return Decision(MANA_ENHANCEMENT, turn.seat, [f"crystal:{color}" for color in colors] + [SKIP])
    return None


@part.answers(MANA_ENHANCEMENT)
def answer_mana_enhancement(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    """The crystal; the token is used for the Round and goes to the centre marked with that colour."""
    if option == SKIP:
        return
    color = option.removeprefix("crystal:")
    resolve.gain_color(ctx, seat, "crystal", color)
    ctx.player(seat).skills_flipped.append(MANA_ENHANCEMENT)
    interactive_skills.to_centre(ctx, seat, MANA_ENHANCEMENT, color)


def returnable(ctx: Ctx, seat: int) -> list[list[str]]:
    """The other players' Mana Enhancement tokens in the centre that `seat` may give back on their own turn (none in
    the Round's final turns, Lost Legion §5.8)."""
    turn = ctx.state.turn
    if turn is None or turn.seat != seat:
        return []
    return interactive_skills.acting_on(ctx, seat, MANA_ENHANCEMENT)


@part.adjusts(SKILL_RETURNS)
def _returnable_skills(ctx: Ctx, skills: list[str], seat: int) -> list[str]:
    return skills + [MANA_ENHANCEMENT] if returnable(ctx, seat) else skills


@part.reacts(SKILL_RETURNED)
def _given_back(ctx: Ctx, seat: int, skill_id: str) -> None:
    if skill_id == MANA_ENHANCEMENT:
        give_back(ctx, seat)


def give_back(ctx: Ctx, seat: int) -> None:
    """"Other players may return it to you to gain a mana token of the marked colour": the token goes back to its
    owner face down (used for the Round); the player giving it back gains the token of mana."""
    entry = returnable(ctx, seat)[0]
    owner = next(player for player in ctx.state.players if entry in player.skills_in_centre)
    owner.skills_in_centre.remove(entry)
    name = ctx.catalog.skills[MANA_ENHANCEMENT].name
    ctx.say("skill_returned", f"{ctx.hero_name(seat).en} returns {name.en} to {ctx.hero_name(owner.seat).en}.",
            f"{ctx.hero_name(seat).de} gibt {name.de} an {ctx.hero_name(owner.seat).de} zurück.", seat=seat)
    resolve.gain_color(ctx, seat, "mana", entry[1])


# --- The registry ---------------------------------------------------------------------------------------------------

part.carries_out(MANA_ENHANCEMENT)

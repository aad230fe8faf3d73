"""Using Skill tokens (rules spec §5.12): once per turn, or once per Round (flipped face down until the next).

`skill id=<skill>` resolves the token's effect like a card's (resolve.py, path ["skill", id, "effect"]), in
the combat phase its `phase` allows. Skills whose effect needs a hook the engine does not know are not offered:
legal_actions never offers what the engine cannot carry out completely. An interactive token is used once a Round
like a flipped one; its hook puts it in the centre, where it acts on the other players (interactive_skills.py).
"""
from __future__ import annotations

from engine.core import Action
from engine.mageknight import timing
from engine.mageknight.combat import effects as combat_effects
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.resolve import playable, resolve_queue
from engine.mageknight.rulebook import FLIPPING_SKILLS, SKILL_FLIPPED, SKILL_FLIPS, SKILL_RETURNED, SKILL_RETURNS

ACTIVE_USAGES = ("once_per_turn", "once_per_round")  # the non-interactive tokens a player uses
ON_YOUR_TURN = (*ACTIVE_USAGES, "interactive")  # interactive ones too: their effect starts on your turn
ONCE_A_ROUND = ("once_per_round", "interactive")  # face down (or in the centre) until the next Round (§5.12.3)


def usable(ctx: Ctx, seat: int, skill_id: str) -> bool:
    skill, player, turn = ctx.catalog.skills[skill_id], ctx.player(seat), ctx.state.turn
    if skill.usage not in ON_YOUR_TURN or skill_id in turn.skills_used or skill_id in player.skills_flipped:
        return False
    return timing.fits(ctx, skill.when) and playable(ctx, skill.effect)


def legal_uses(ctx: Ctx, seat: int) -> list[Action]:
    turn = ctx.state.turn
    if turn is None or turn.decision is not None or turn.ending_step >= 0 or seat != turn.seat:
        return []
    if turn.attending_partly or turn.combat is not None and turn.combat.damage:
        return []
    uses = [Action.of("skill", id=skill) for skill in ctx.player(seat).skills if usable(ctx, seat, skill)]
    uses += [Action.of("skill", id=skill) for skill in _returnable(ctx, seat)]  # another's Mana Enhancement, for mana
    return uses + ctx.rules.adjust(SKILL_FLIPS, ctx, [], seat)  # tokens that may turn face up again


def _returnable(ctx: Ctx, seat: int) -> list[str]:
    """Other players' Skill tokens in the centre this player may give back now (Mana Enhancement)."""
    return ctx.rules.adjust(SKILL_RETURNS, ctx, [], seat)


def use(ctx: Ctx, seat: int, action: Action) -> None:
    skill_id = action.get("id") or ""
    player, turn = ctx.player(seat), ctx.state.turn
    if skill_id in _returnable(ctx, seat):
        ctx.rules.react(SKILL_RETURNED, ctx, seat, skill_id)
        return
    if skill_id not in player.skills:
        raise refuse("You do not have that Skill.", "Diese Fähigkeit hast du nicht.", "5.12")
    if turn.attending_partly:
        raise refuse("Only a Hero who takes the turn now (fully attending) may use Skills in this combat.",
                     "Nur wer den Zug vorzieht (voll teilnimmt), darf in diesem Kampf Fähigkeiten nutzen.", "LL 5.8")
    skill = ctx.catalog.skills[skill_id]
    if skill_id in player.skills_flipped and skill_id in ctx.rules.adjust(FLIPPING_SKILLS, ctx, frozenset()):
        ctx.rules.react(SKILL_FLIPPED, ctx, seat, skill_id, action)  # Arcane Disguise, Shamanic Ritual
        return
    if skill_id in turn.skills_used or skill_id in player.skills_flipped:
        raise refuse(f"{skill.name.en} was used already ({skill.usage.replace('_', ' ')}).",
                     f"{skill.name.de} wurde schon benutzt.", "5.12.3")
    timing.check(ctx, skill.name, skill.when, used=True, rule="5.12")  # "Block phase", "Except in combat" ...
    if not usable(ctx, seat, skill_id):  # only Siege Attacks against fortified enemies (§8.6.4), or not now
        raise combat_effects.attack_refusal(ctx, skill.effect) or refuse(
            f"{skill.name.en} cannot be used now.", f"{skill.name.de} ist jetzt nicht nutzbar.", "5.12")
    turn.skills_used.append(skill_id)
    if skill.usage in ONCE_A_ROUND:
        player.skills_flipped.append(skill_id)  # face down until the next Round (§5.12.3.1, §5.12.3.2)
    ctx.say("skill_used",
            f"{ctx.hero_name(seat).en} uses {skill.name.en}.", f"{ctx.hero_name(seat).de} nutzt {skill.name.de}.",
            seat=seat)
    resolve_queue(ctx, seat, [["skill", skill_id, "effect"]])

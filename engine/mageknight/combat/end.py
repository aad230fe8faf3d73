"""The end of a combat (rules spec §8.11, §8.12): what happens to the tokens, the sites and the Hero.

Fame was gained during the combat; Reputation for rampaging enemies and the site's reward (claimed at
the end of the turn, §9.5) are settled here.
"""
from __future__ import annotations

from engine.mageknight import volkare, volkares_camp
from engine.mageknight.board import site_at
from engine.mageknight.catalog.effects import Reputation
from engine.mageknight.combat.begin import tokens_at
from engine.mageknight.combat.values import KEPT
from engine.mageknight.context import Ctx
from engine.mageknight.resolve import gain
from engine.mageknight.rulebook import COMBAT_OVER, CONQUEST_REWARDED
from engine.mageknight.scenario_end import check_triggers
from engine.mageknight.state import GHOST, Combat, Foe, Token, Turn

PURSUIT = "pursuit"  # the pursuit by Volkare's conquered Camp (camp_pursuit.py): Fame only (LL §5.1)
# Combats whose undefeated enemies vanish at its end, to their piles' discards: the monsters an incantation summoned
# (Druid Nights, §13.7.8), the ghosts (Lost Legion §5.5.3) and the stray enemies pursued by Volkare's Camp (§5.1).
VANISHING = ("incantation", GHOST, PURSUIT)


def end_combat(ctx: Ctx, seat: int) -> None:
    combat = ctx.state.turn.combat
    won = all(foe.defeated for foe in combat.foes if foe.summoner is None and not foe.rampaging)
    _rampaging_reputation(ctx, seat, combat)
    _return_tokens(ctx, combat)
    if combat.kind == "assault":
        _assault_outcome(ctx, seat, combat, won)
    elif combat.kind == "adventure":
        _adventure_outcome(ctx, seat, combat, won)
    elif combat.kind == "burn" and won:
        _burn_outcome(ctx, seat, combat)
    elif combat.kind == "volkare":
        _volkare_outcome(ctx, seat, combat)
    ctx.state.turn.combat = None
    ctx.say("combat_over", f"The combat is over (+{combat.fame} Fame).", f"Der Kampf ist vorbei (+{combat.fame} Ruhm).")
    ctx.rules.react(COMBAT_OVER, ctx, seat, combat)  # a liberated mine, a secret site that held ...
    check_triggers(ctx)


def _rampaging_reputation(ctx: Ctx, seat: int, combat: Combat) -> None:
    """§8.11.2.1: +1 per orc marauders, +2 per draconum defeated on the map; a token's own Reputation (LL §2.6).
    # decision: a ghost's defeat changes no Reputation either way (LL §5.5.3: no reward; nobody saw it)."""
    if not combat.rewarded() or combat.kind == PURSUIT:
        return
    by_color = {reward.color: reward.reputation for reward in ctx.catalog.rampaging_rewards}
    change = 0
    for foe in combat.foes:
        if not foe.defeated or foe.summoner is not None:
            continue
        if foe.rampaging:
            change += by_color.get(foe.color, 0)
        change += ctx.catalog.enemies[foe.enemy].reputation or 0
    if change:
        gain(ctx, seat, Reputation(change), [])


def _return_tokens(ctx: Ctx, combat: Combat) -> None:
    """Defeated tokens go to their piles' discards; undefeated ones stay, return or are discarded as their site says
    (§8.11.3). Summoned monsters are in their discards already, since their attack was over (phases.dismiss_summoned)."""
    state = ctx.state
    for foe in combat.foes:
        if foe.summoner is not None or volkare.is_token(foe):
            continue
        if foe.defeated:
            if KEPT not in foe.flags:  # Puppet Master keeps it (Player.puppets)
                state.decks.enemy_discards[foe.color].append(foe.enemy)
            if foe.origin:
                _take_token(ctx, foe)
    if combat.kind in VANISHING:
        for foe in combat.foes:
            if not foe.defeated:
                state.decks.enemy_discards[foe.color].append(foe.enemy)
        return
    if combat.kind not in ("adventure", "burn", "assault") or combat.site is None:
        return
    site = site_at(ctx, combat.site)
    draw = site.enemies_on_entry if combat.kind == "adventure" else None  # assault: the opponent's keep garrison
    keep = draw is not None and draw.undefeated == "stay_face_up"
    for foe in combat.foes:
        if foe.defeated or foe.summoner is not None or foe.origin:
            continue
        if keep:  # the next Hero fights the same enemies (§8.11.3.3)
            state.map.enemies.setdefault(combat.site, []).append(Token(foe.enemy, foe.color, True))
            foe.origin = combat.site
        else:  # dungeon, tomb, monastery: discarded (§8.11.3.2)
            state.decks.enemy_discards[foe.color].append(foe.enemy)


def _take_token(ctx: Ctx, foe: Foe) -> None:
    """A defeated token leaves its space, or General Volkare's army for good (LL §3.5)."""
    tokens = tokens_at(ctx, foe.origin)
    for i, token in enumerate(tokens):
        if token.enemy == foe.enemy:
            tokens.pop(i)
            break
    if not tokens and foe.origin != volkare.ARMY:
        ctx.state.map.enemies.pop(foe.origin, None)


def _assault_outcome(ctx: Ctx, seat: int, combat: Combat, won: bool) -> None:
    """§8.11.2.3, §8.11.3.4, §8.12."""
    site = site_at(ctx, combat.site)
    shields = ctx.state.map.shields
    defenders = [foe for foe in combat.foes if foe.defends]
    if site.id == "city":
        shields.setdefault(combat.site, []).extend(seat for foe in defenders if foe.defeated)  # in order (§8.12.2)
    if combat.cooperative:
        return  # one part of a cooperative assault: the whole assault's result comes after all parts (§12.7)
    if not won:
        withdraw(ctx, seat, ctx.state.turn, combat.came_from)
        return
    if site.id != "city":
        shields[combat.site] = [seat]  # a keep is now owned (§8.11.2.3), an opponent's changes hands (§8.1.1)
    if site.reward and ctx.rules.adjust(CONQUEST_REWARDED, ctx, True, site):
        ctx.state.turn.rewards.append(["site", site.id])  # a mage tower's Spell (§8.11.2.3)
    ctx.say("conquered",
            f"{ctx.hero_name(seat).en} conquers the {site.name.en}.",
            f"{ctx.hero_name(seat).de} erobert: {site.name.de}.",
            seat=seat)


def _volkare_outcome(ctx: Ctx, seat: int, combat: Combat) -> None:
    """LL §3.7: a Hero who assaulted him and left troops standing returns to the space attacked from; one who
    defeated them all stands on his space, his figure gone. He defeated: the players' victory (scenario_end). The
    troops defeated slow him in the Quest (§4.3.11) and give Shields in his Camp (§5.1)."""
    defeated = [foe.color for foe in combat.foes if foe.origin == volkare.ARMY and foe.defeated]
    volkare.troops_lost(ctx, len(defeated))
    volkares_camp.troops_defeated(ctx, seat, defeated)
    if volkare.is_defeated(ctx):
        ctx.say("volkare_defeated", "General Volkare's army is destroyed: Volkare is defeated.",
                "General Volkares Armee ist vernichtet: Volkare ist besiegt.", reveals=True)
        if not combat.cooperative:  # a cooperative assault's leader is known after all its parts
            volkares_camp.announce_conquest(ctx)
    elif combat.came_from is not None and not combat.cooperative:  # a cooperative assault's part: all at once (§3.8)
        withdraw(ctx, seat, ctx.state.turn, combat.came_from)


def withdraw(ctx: Ctx, seat: int, turn: Turn, came_from: str) -> None:
    """A failed assault: back to the space attacked from (§8.11.3.4, §12.7.2)."""
    ctx.player(seat).position = came_from  # not Forced Withdrawal (§8.11.3.4) ...
    turn.path.pop()  # ... which may still follow from there, along the path before (§9.2.3)
    ctx.say("withdraw", f"{ctx.hero_name(seat).en} fails the assault and withdraws.",
            f"{ctx.hero_name(seat).de} scheitert beim Angriff und zieht sich zurück.", seat=seat)


def _adventure_outcome(ctx: Ctx, seat: int, combat: Combat, won: bool) -> None:
    """§8.11.2.2: a Shield and the reward at the end of the turn; a revisited dungeon or tomb gives neither."""
    if not won:
        return
    site = site_at(ctx, combat.site)
    if combat.maze_path:  # a Shield on the path's number, its reward (Lost Legion §2.1.2)
        ctx.state.map.maze_paths.setdefault(combat.site, {})[str(combat.maze_path)] = seat
        ctx.state.map.shields.setdefault(combat.site, []).append(seat)
        ctx.state.turn.rewards.append(["maze", site.id, str(combat.maze_path)])
        ctx.say("adventure_won", f"{ctx.hero_name(seat).en} masters the {site.name.en}.",
                f"{ctx.hero_name(seat).de} meistert: {site.name.de}.", seat=seat)
        return
    first_time = combat.site not in ctx.state.map.shields
    if not first_time:
        return  # revisit: Fame only (sites.yaml `revisit`)
    ctx.state.map.shields[combat.site] = [seat]
    ruins = ctx.state.map.ruins.pop(combat.site, None)  # a cleared ruins token leaves the map
    ctx.state.turn.rewards.append(["ruins", ruins[0]] if ruins is not None else ["site", site.id])
    ctx.say("adventure_won",
            f"{ctx.hero_name(seat).en} clears the {site.name.en}.", f"{ctx.hero_name(seat).de} räumt: {site.name.de}.",
            seat=seat)


def _burn_outcome(ctx: Ctx, seat: int, combat: Combat) -> None:
    """§8.11.2.4: a Shield, the monastery burns, an Artifact at the end of the turn."""
    site = site_at(ctx, combat.site)
    ctx.state.map.shields[combat.site] = [seat]
    ctx.state.map.burned.append(combat.site)
    ctx.state.turn.rewards.append(["burn", site.id])
    ctx.say("burned",
            f"{ctx.hero_name(seat).en} burns the monastery.", f"{ctx.hero_name(seat).de} brennt das Kloster nieder.",
            seat=seat)

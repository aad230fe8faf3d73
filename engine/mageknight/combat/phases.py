"""The four phases of a combat (rules spec §8.3, §8.6, §8.7, §8.9) and what may be done in each.

Cards, Skills and Units add Attack or Block points to the combat's pool (resolve.gain). The pool is then
assigned at once to a target group (`attack targets=0,2`) or to one enemy attack (`block enemy=1`): there is
no banking (§8.6.8, §8.7.10), so points not assigned are lost when the phase ends. An attack or block that
would fail is refused (it would have no effect, §8.6.6, §8.7.8); the points stay in the pool.

Notation (enemies are numbered from 0 in the order of the combat view):
    attack targets=0,2          assign the Attack pool to these enemies (§8.6.2, §8.9)
    block enemy=1 [attack=0]    assign the Block pool to one attack of one enemy (§8.7.3)
    slow enemy=1                spend 1 Move point on a Cumbersome enemy (§8.10)
    convert from=move to=attack [range=ranged] [element=ice] [points=N]
                                Move or Influence points as Attack or Block (Agility, Diplomacy; effects.py)
    damage enemy=1 [attack=0] to=hero|unit:2   assign that attack's damage (§8.8; damage.py)
    challenge at=7-NE           also fight adjacent rampaging enemies (§8.2.3; begin.py)
    next-phase                  end this phase (the last one ends the combat: the Attack phase, a Ghost Attack's Damage)
"""
from __future__ import annotations

from itertools import combinations

from engine.core import Action
from engine.mageknight import volkare
from engine.mageknight.combat import values
from engine.mageknight.combat.changes import BOW_RANGED_SIEGE, doubles_physical, fame_bonus, rule_active
from engine.mageknight.combat.end import end_combat
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.resolve import gain_fame
from engine.mageknight.reveal import draw_enemy
from engine.mageknight.rulebook import (ATTACK_MADE, ATTACK_PHASE_BEGINS, ATTACK_POINTS, BLOCK_PHASE_BEGINS,
                                       BLOCK_POINTS, DEFEAT_FAME, ENDS_AT_LAST_DEFEAT, ENEMY_BLOCKED, KEPT_BLOCK,
                                       PHASE_ENDS, POINTS_WAITING)
from engine.mageknight.state import GHOST, Combat, Foe

# The phases in words, for the event that a phase begins (English, German).
PHASE_WORDS = {"ranged_siege": ("Ranged and Siege Attack", "Fern- und Belagerungsangriff"),
               "block": ("Block", "Block"), "assign_damage": ("Assign Damage", "Schaden zuweisen"),
               "attack": ("Attack", "Angriff")}

PHASES = ("ranged_siege", "block", "assign_damage", "attack")
VERBS = ("attack", "block", "slow", "convert", "damage", "next-phase")
MAX_TARGET_GROUPS = 200  # legal_actions lists at most this many target groups (bigger combats: type them)


def enemy_of(ctx: Ctx, foe: Foe):
    """The token's values as this combat sees them (values.as_fought: Know Your Prey)."""
    return values.as_fought(ctx.catalog.enemies[foe.enemy], foe)


def present(combat: Combat, index: int) -> bool:
    """In the fight now: not defeated, and not a summoner hidden behind its monster (§8.7.2)."""
    foe = combat.foes[index]
    if foe.defeated:
        return False
    if combat.phase in ("block", "assign_damage"):
        return not any(other.summoner == index and not other.defeated for other in combat.foes)
    return foe.summoner is None


def attacks_now(ctx: Ctx, combat: Combat, index: int) -> list[int]:
    """The attacks of this enemy that still attack: not skipped by an effect, not yet blocked or dealt."""
    foe = combat.foes[index]
    if not present(combat, index) or "skip_attack" in foe.flags:
        return []
    enemy = enemy_of(ctx, foe)
    return [i for i in range(len(enemy.attacks))
            if not foe.blocked[i] and not foe.dealt[i] and values.attack_value(enemy, foe, i) > 0
            and f"{values.ATTACK_CANCELLED}{i}" not in foe.flags]


# --- attacks (§8.6, §8.9) --------------------------------------------------------------------------------------

def targetable(ctx: Ctx, combat: Combat, index: int) -> bool:
    """An attack may name this enemy now: in the fight, not General Volkare himself (LL §3.3), and not fortified
    twice in the Ranged and Siege phase."""
    if not present(combat, index) or volkare.is_token(combat.foes[index]):
        return False
    if combat.phase == "ranged_siege":
        return values.fortified(enemy_of(ctx, combat.foes[index]), combat.foes[index]) < 2  # §8.6.4
    return combat.phase == "attack"


def usable_attack(ctx: Ctx, combat: Combat, targets: list[int]) -> dict[str, int]:
    """The pool's points that count against this group, by element: in the Ranged and Siege phase only Siege
    if any target is fortified, Ranged and Siege otherwise (§8.6.4); everything in the Attack phase."""
    bow = rule_active(ctx, BOW_RANGED_SIEGE)
    fortified = combat.phase == "ranged_siege" and any(
        values.fortified(enemy_of(ctx, combat.foes[i]), combat.foes[i]) for i in targets)
    if fortified:
        ranges = ("ranged", "siege") if bow else ("siege",)
    else:
        ranges = ("ranged", "siege") if combat.phase == "ranged_siege" else ("melee", "ranged", "siege")
    parts: dict[str, int] = {}
    # the pool's, and those bound to these targets (Forked Lightning, Dueling) or only for them (Possess)
    for key, points in ctx.rules.adjust(ATTACK_POINTS, ctx, list(combat.attack.items()), combat, targets):
        range_, element = key.split(":")
        if range_ in ranges:
            # Bow of Starsdawn: each Ranged Attack doubled or made Siege, each Siege doubled as Ranged; the pool is
            # spent on one attack at a time, so the best of the two for this target group is what counts
            doubled = bow and range_ != "melee" and not fortified
            parts[element] = parts.get(element, 0) + points * (2 if doubled else 1)
    if combat.phase == "attack" and "physical" in parts and doubles_physical(ctx):
        parts["physical"] *= 2
    return parts


def attack_against(ctx: Ctx, combat: Combat, targets: list[int]) -> tuple[int, int]:
    """(attack total after resistances, Armor to beat) for this target group (§8.5.2, §8.6.6)."""
    resisted = frozenset().union(*(values.resistances(enemy_of(ctx, combat.foes[i]), combat.foes[i])
                                   for i in targets))
    total = values.attack_total(usable_attack(ctx, combat, targets), resisted)
    armor = sum(values.armor(enemy_of(ctx, combat.foes[i]), combat.foes[i], combat.phase) for i in targets)
    return total, armor + sum(amount for _, _, amount in _defences(ctx, combat, targets))


def _defences(ctx: Ctx, combat: Combat, targets: list[int]) -> list[tuple[int, int, int]]:
    """Defend (§8.10): (defender, defended target, amount) for an attack on `targets`.

    # decision: the rulebooks give no procedure ("defend themselves or other enemies when you attack them",
    #   the Defend row of the ability table in mage-knight-ultimate-additions.md). We use the common reading of
    #   the Defend N token: each Defend enemy still in the fight adds N to the Armor of one attacked enemy, once
    #   per combat, and an enemy gets at most one such bonus; the strongest defenders go first, to the targets
    #   in the order named.
    """
    defenders = sorted((i for i in range(len(combat.foes)) if present(combat, i)
                        and enemy_of(ctx, combat.foes[i]).defend is not None
                        and "defend_used" not in combat.foes[i].flags),
                       key=lambda i: -enemy_of(ctx, combat.foes[i]).defend.amount)
    receivers = [i for i in targets if "defended" not in combat.foes[i].flags]
    return [(d, r, enemy_of(ctx, combat.foes[d]).defend.amount) for d, r in zip(defenders, receivers)]


def legal_attacks(ctx: Ctx, combat: Combat) -> list[Action]:
    if combat.phase not in ("ranged_siege", "attack") or not ctx.rules.adjust(POINTS_WAITING, ctx,
                                                                               bool(combat.attack), combat):
        return []
    candidates = [i for i in range(len(combat.foes)) if targetable(ctx, combat, i)]
    actions = []
    for size in range(1, len(candidates) + 1):
        for group in combinations(candidates, size):
            total, armor = attack_against(ctx, combat, list(group))
            if total >= armor:
                actions.append(Action.of("attack", targets=",".join(map(str, group))))
                if len(actions) >= MAX_TARGET_GROUPS:
                    return actions
    return actions


def _read_indexes(combat: Combat, text: str) -> list[int]:
    try:
        indexes = [int(part) for part in text.split(",")]
    except ValueError:
        raise refuse("Name enemies by their numbers, e.g. targets=0,2.",
                     "Nenne Feinde mit ihren Nummern, z. B. targets=0,2.", "8.6.2") from None
    if not indexes or len(set(indexes)) != len(indexes) or any(not 0 <= i < len(combat.foes) for i in indexes):
        raise refuse("Name each enemy once, by its number in the combat.",
                     "Nenne jeden Feind einmal, mit seiner Nummer im Kampf.", "8.6.2")
    return indexes


def attack(ctx: Ctx, seat: int, action: Action) -> None:
    combat = ctx.state.turn.combat
    if combat.phase not in ("ranged_siege", "attack"):
        raise refuse("Attacks are made in the Ranged and Siege phase and in the Attack phase.",
                     "Angriffe gibt es in der Fern- und Belagerungsphase und in der Angriffsphase.", "8.3")
    targets = _read_indexes(combat, action.get("targets") or "")
    for i in targets:
        if not targetable(ctx, combat, i):
            raise refuse("That enemy cannot be targeted now (defeated, summoning, or fortified twice).",
                         "Dieser Feind kann jetzt nicht angegriffen werden (besiegt, beschwörend oder doppelt "
                         "befestigt).", "8.6.4")
    total, armor = attack_against(ctx, combat, targets)
    if total < armor:
        fortified = combat.phase == "ranged_siege" and any(
            values.fortified(enemy_of(ctx, combat.foes[i]), combat.foes[i]) for i in targets)
        hint = " Only Siege Attacks count against fortified enemies." if fortified else ""
        hint_de = " Gegen befestigte Feinde zählen nur Belagerungsangriffe." if fortified else ""
        raise refuse(f"Attack {total} does not beat Armor {armor}.{hint}",
                     f"Angriff {total} schlägt Rüstung {armor} nicht.{hint_de}", "8.6.6")
    combat.attack.clear()
    for defender, defended, _ in _defences(ctx, combat, targets):
        combat.foes[defender].flags.append("defend_used")
        combat.foes[defended].flags.append("defended")
    for i in targets:
        defeat(ctx, seat, i)
    ctx.state.turn.decision = ctx.rules.react(ATTACK_MADE, ctx, seat, combat, targets)  # the attack's riders
    if ctx.state.turn.decision is None:
        end_if_all_defeated(ctx, seat)


def end_if_all_defeated(ctx: Ctx, seat: int) -> None:
    """The combat is won once every enemy is defeated and nothing is left to ask (an attack's riders settled,
    Puppet Master's chance to keep a token taken or passed)."""
    combat = ctx.state.turn.combat
    if all(foe.defeated for foe in combat.foes) and ctx.rules.adjust(ENDS_AT_LAST_DEFEAT, ctx, True, seat):
        end_combat(ctx, seat)


def halved_fame_before(ctx: Ctx, combat: Combat, foe: Foe) -> int:
    """The printed Fame of the other half-Fame garrison enemies defeated so far (values.fame_for)."""
    return sum(enemy_of(ctx, other).fame for other in combat.foes
               if other.half_fame and other.defeated and other is not foe)


def defeat(ctx: Ctx, seat: int, index: int, fame: bool = True) -> None:
    """§8.6.6: the token is discarded to its pile, its Fame is gained at once (level-ups wait, §9.6)."""
    combat = ctx.state.turn.combat
    foe = combat.foes[index]
    if foe.summoner is not None:
        _dismiss(ctx, foe)  # a summoned monster gives no Fame (§8.7.7)
        return
    enemy = enemy_of(ctx, foe)
    foe.defeated = True
    hero = ctx.hero_name(seat)
    if not combat.rewarded():  # a ghost vanishes: no Fame, whatever defeated it (LL §5.5.3)
        ctx.say("defeated", f"{hero.en} defeats the {enemy.name.en}, a ghost: it vanishes, without Fame.",
                f"{hero.de} besiegt {enemy.name.de}, einen Geist: er verschwindet, ohne Ruhm.", enemy=foe.enemy,
                seat=seat)
        return
    gained = 0
    if fame:  # Scouts' look, Dueling
        gained = ctx.rules.adjust(DEFEAT_FAME, ctx, values.fame_for(enemy, foe, halved_fame_before(ctx, combat, foe))
                                  + fame_bonus(ctx), index)
    gain_fame(ctx, seat, gained)
    combat.fame += gained
    ctx.say("defeated", f"{hero.en} defeats the {enemy.name.en}: +{gained} Fame.",
            f"{hero.de} besiegt {enemy.name.de}: +{gained} Ruhm.", enemy=foe.enemy, seat=seat)
    _volkare_falls_back(ctx, combat)


def _volkare_falls_back(ctx: Ctx, combat: Combat) -> None:
    """LL §3.3, §3.8: with the last of his troops in this combat defeated, General Volkare leaves it; in the Ranged
    and Siege phase before he could attack at all."""
    troops = [foe for foe in combat.foes if foe.origin == volkare.ARMY]
    for foe in combat.foes:
        if volkare.is_token(foe) and not foe.defeated and troops and all(troop.defeated for troop in troops):
            foe.defeated = True
            ctx.say("volkare_falls_back", "Volkare's troops in this combat are defeated: he leaves the battle.",
                    "Volkares Truppen in diesem Kampf sind besiegt: Er verlässt die Schlacht.")


# --- blocks (§8.7) ---------------------------------------------------------------------------------------------

def legal_blocks(ctx: Ctx, combat: Combat) -> list[Action]:
    if combat.phase != "block" or not (combat.block or combat.riders):
        return []
    actions = []
    for index in range(len(combat.foes)):
        for attack_index in attacks_now(ctx, combat, index):
            if _block_total(ctx, combat, index, attack_index, split=True) >= _needed(ctx, combat, index, attack_index):
                actions.append(_block_action(ctx, combat, index, attack_index))
    return actions


def _block_action(ctx: Ctx, combat: Combat, index: int, attack_index: int) -> Action:
    if len(enemy_of(ctx, combat.foes[index]).attacks) > 1:
        return Action.of("block", enemy=str(index), attack=str(attack_index))
    return Action.of("block", enemy=str(index))


def _block_total(ctx: Ctx, combat: Combat, index: int, attack_index: int, split: bool = False) -> int:
    """The pool against this attack, with the riders' points for this very enemy (Cold Toughness, Dueling ...);
    `split`: with one kept Block of Shield of the Fallen Kings too."""
    element = enemy_of(ctx, combat.foes[index]).attacks[attack_index].element
    parts = dict(combat.block)
    extra = ctx.rules.adjust(BLOCK_POINTS, ctx, [], combat, index, attack_index)
    kept = ctx.rules.adjust(KEPT_BLOCK, ctx, None, combat) if split else None
    if kept is not None:
        extra.append(kept)
    for element_added, points in extra:
        parts[element_added] = parts.get(element_added, 0) + points
    return values.block_total(parts, element)


def _needs_split_block(ctx: Ctx, combat: Combat, index: int, attack_index: int) -> bool:
    return _block_total(ctx, combat, index, attack_index) < _needed(ctx, combat, index, attack_index)


def _needed(ctx: Ctx, combat: Combat, index: int, attack_index: int) -> int:
    foe = combat.foes[index]
    return values.block_needed(enemy_of(ctx, foe), foe, attack_index)


def read_attack(ctx: Ctx, combat: Combat, action: Action, rule: str) -> tuple[int, int]:
    """The (enemy, attack) an action names; `attack=` may be left out for an enemy with one attack."""
    index = _read_indexes(combat, action.get("enemy") or "")
    if len(index) != 1:
        raise refuse("Name one enemy.", "Nenne einen Feind.", rule)
    enemy = enemy_of(ctx, combat.foes[index[0]])
    try:
        attack_index = int(action.get("attack") or 0)
    except ValueError:
        attack_index = -1
    if not 0 <= attack_index < max(1, len(enemy.attacks)):
        raise refuse(f"{enemy.name.en} has no such attack.", f"{enemy.name.de} hat keinen solchen Angriff.", rule)
    return index[0], attack_index


def block(ctx: Ctx, seat: int, action: Action) -> None:
    combat = ctx.state.turn.combat
    if combat.phase != "block":
        raise refuse("Blocks are played in the Block phase.", "Blocken kann man nur in der Blockphase.", "8.7")
    index, attack_index = read_attack(ctx, combat, action, "8.7.3")
    if attack_index not in attacks_now(ctx, combat, index):
        raise refuse("That enemy attack is not attacking you now.", "Dieser Angriff greift dich gerade nicht an.",
                     "8.7.3")
    split = _needs_split_block(ctx, combat, index, attack_index)  # a kept Block only where the pool falls short
    total = _block_total(ctx, combat, index, attack_index, split)
    needed = _needed(ctx, combat, index, attack_index)
    if total < needed:
        raise refuse(f"Block {total} does not stop Attack {needed} (elements and Swift counted).",
                     f"Block {total} hält Angriff {needed} nicht auf (Elemente und Flinkheit gerechnet).", "8.7.6")
    ctx.rules.react(ENEMY_BLOCKED, ctx, combat, index, total - needed, split)  # the block's riders are settled
    combat.block.clear()
    foe = combat.foes[index]
    foe.blocked[attack_index] = True
    enemy = enemy_of(ctx, foe)
    ctx.say("blocked", f"The attack of the {enemy.name.en} is blocked.", f"Der Angriff von {enemy.name.de} ist geblockt.")
    if "destroy_if_blocked" in foe.flags and values.all_blocked(enemy, foe):
        defeat(ctx, seat, index)


def legal_slows(ctx: Ctx, combat: Combat) -> list[Action]:
    if combat.phase != "block" or ctx.state.turn.move < 1:
        return []
    return [Action.of("slow", enemy=str(i)) for i in range(len(combat.foes))
            if "cumbersome" in enemy_of(ctx, combat.foes[i]).abilities and attacks_now(ctx, combat, i)]


def slow(ctx: Ctx, seat: int, action: Action) -> None:
    """Cumbersome (§8.10): each Move point spent lowers its attacks by 1 for the rest of the turn."""
    combat, turn = ctx.state.turn.combat, ctx.state.turn
    index, _ = read_attack(ctx, combat, action, "8.10")
    if combat.phase != "block" or "cumbersome" not in enemy_of(ctx, combat.foes[index]).abilities:
        raise refuse("Move points slow only a Cumbersome enemy, in the Block phase.",
                     "Bewegungspunkte bremsen nur schwerfällige Feinde, in der Blockphase.", "8.10")
    if turn.move < 1:
        raise refuse("You have no Move points to spend.", "Du hast keine Bewegungspunkte.", "8.10")
    turn.move -= 1
    combat.foes[index].slowed += 1


# --- moving on (§8.3.2) ----------------------------------------------------------------------------------------

def next_phase(ctx: Ctx, seat: int) -> None:
    combat = ctx.state.turn.combat
    if combat.damage or (combat.phase == "assign_damage" and damage_left(ctx, combat)):
        raise refuse("First assign the damage of every unblocked enemy.",
                     "Weise zuerst den Schaden jedes ungeblockten Feindes zu.", "8.8.3")
    combat.attack.clear()  # no banking (§8.6.8, §8.7.10)
    combat.block.clear()
    ctx.rules.react(PHASE_ENDS, ctx, combat)  # the riders of the phase are lost with the pools
    if combat.phase == "attack":
        end_combat(ctx, seat)
    elif combat.phase == "assign_damage":
        damage_done(ctx, seat)
    else:
        enter_phase(ctx, seat, PHASES[PHASES.index(combat.phase) + 1])


def phases_of(combat: Combat) -> tuple[str, ...]:
    """The phases this combat has, in order: all four; a Ghost Attack's without the Attack phase (LL §5.5.3)."""
    return PHASES[:-1] if combat.kind == GHOST else PHASES


def damage_done(ctx: Ctx, seat: int) -> None:
    """The Assign Damage phase is over (§8.8.13): the Attack phase; a combat without one ends, its summoned
    monsters' attacks over (§8.7.7)."""
    if "attack" not in phases_of(ctx.state.turn.combat):
        dismiss_summoned(ctx)
        end_combat(ctx, seat)
    else:
        enter_phase(ctx, seat, "attack")


def damage_left(ctx: Ctx, combat: Combat) -> bool:
    return any(attacks_now(ctx, combat, i) for i in range(len(combat.foes)))


def enter_phase(ctx: Ctx, seat: int, phase: str) -> None:
    combat = ctx.state.turn.combat
    combat.phase = phase
    if phase == "block":
        _summon(ctx, combat)
        ctx.rules.react(BLOCK_PHASE_BEGINS, ctx, combat)  # Nature's Vengeance
    elif phase == "assign_damage" and not damage_left(ctx, combat):
        damage_done(ctx, seat)  # nothing to assign: the phase is skipped (§8.8.1)
        return
    elif phase == "attack":
        dismiss_summoned(ctx)  # the summoner is back: its monsters' attacks are over (§8.7.2)
        ctx.rules.react(ATTACK_PHASE_BEGINS, ctx, combat)  # Dodge and Weave, Burning Shield, Possess
    en, de = PHASE_WORDS.get(phase, (phase, phase))
    ctx.say("combat_phase", f"Combat: the {en} phase.", f"Kampf: Phase {de}.", phase=phase)


def _summon(ctx: Ctx, combat: Combat) -> None:
    """§8.7.2: a brown token for each Summon enemy still in the fight; drawing it is new information."""
    for index, foe in enumerate(list(combat.foes)):
        enemy = enemy_of(ctx, foe)
        if foe.defeated or "skip_attack" in foe.flags:
            continue
        for summon in enemy.summons:  # the Dragon Summoner summons twice (Lost Legion §2.4)
            drawn = draw_enemy(ctx, summon.color)
            count = len(ctx.catalog.enemies[drawn].attacks)
            combat.foes.append(Foe(drawn, summon.color, summoner=index, blocked=[False] * count,
                                   dealt=[False] * count))
            ctx.say("summoned", f"{enemy.name.en} summons {ctx.catalog.enemies[drawn].name.en}.",
                    f"{enemy.name.de} beschwört {ctx.catalog.enemies[drawn].name.de}.", reveals=True)


def dismiss_summoned(ctx: Ctx) -> None:
    """§8.7.7, §8.8.10: a summoned monster whose attack is over (blocked, its damage assigned, or not made at all)
    goes to its pile's discards at once, not at the end of the combat. Run after every action (game.py)."""
    combat = ctx.state.turn.combat if ctx.state.turn is not None else None
    for index, foe in enumerate(combat.foes if combat is not None else ()):
        if foe.summoner is not None and not foe.defeated and not attacks_now(ctx, combat, index):
            _dismiss(ctx, foe)


def _dismiss(ctx: Ctx, foe: Foe) -> None:
    """Out of the fight and into its pile's discards, without Fame (§8.7.7)."""
    foe.defeated = True
    ctx.state.decks.enemy_discards[foe.color].append(foe.enemy)
    name = ctx.catalog.enemies[foe.enemy].name
    ctx.say("dismissed", f"{name.en} is discarded (a summoned monster, no Fame).",
            f"{name.de} wird abgelegt (ein beschworenes Monster, kein Ruhm).", enemy=foe.enemy)

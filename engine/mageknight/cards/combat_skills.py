"""Skill tokens whose combat effect the vocabulary cannot say (rules spec §5.12, §8): registered in the Rulebook like
the card hooks, with the same signatures.

A Skill is used with `skill id=...` (skills.py); its hook decides here whether it can be carried out completely
now (playable), and what it does. How each one works in this engine, and the readings of the token texts:

- Resistance Break (Tovak, §8.4): one enemy gets Armor -1 per resistance it has now (Physical, Fire, Ice; Cold
  Fire is not a resistance of its own, §8.5.2). An effect on the enemy, so Arcane Immunity protects (§8.10).
  Only enemies with a resistance are offered: on others it would do nothing.
- Battle Hardened (Krang), Elemental Resistance (Braevalar), §8.8: used in the Assign Damage phase, before an
  attack's damage is assigned, on one unblocked attack the player picks: its damage (after Brutal) is that much
  lower when it is assigned, to Units or the Hero (values.damage_of reads the Foe flag). An attack left with no
  damage is done at once (nothing to assign; for Elusive it still was not blocked). It acts on the attack,
  not the enemy, so Arcane Immunity does not stop it.
  # decision: Elemental Resistance's "Fire or Ice attack" does not include Cold Fire: Cold Fire is an attack
  #   type of its own (§8.5.1, Lost Legion §2.4), so it is "another kind" and 1 damage is ignored.
- Leadership (Norowas, §5.10.7): a bonus waiting for the next Unit ability of this combat that gives a Block
  (+3), a melee Attack (+2) or a Ranged Attack (+1), of that ability's element; the ability's own kind decides
  which (a Unit whose ability offers several kinds asks through that ability's own choice). Siege Attacks and
  other abilities leave it waiting. Offered only with a Unit able to fight that has such an ability.
- Forked Lightning (Braevalar, §8.6): the player picks up to 3 different enemies a Ranged Attack can target now;
  each gets a Cold Fire Ranged Attack 1 of its own: that point counts only in an attack whose targets include
  that enemy, in this phase (no banking, §8.6.8). Such an attack is resolved as any attack on its target group,
  §8.5.2 included (a Fire and Ice Resistant target halves its Cold Fire).
- Know Your Prey (Wolfhawk, Lost Legion §2.4): flipped; one enemy (not Arcane Immune) ignores one ability printed
  on its token (resistances included, §8.10 lists them as abilities; not Summon, an attack type), or one of its
  attacks loses an element: Fire or Ice becomes physical, Cold Fire (Fire and Ice) becomes Fire or Ice, as the
  player chooses. Foe flags that values.as_fought applies, so every rule sees the changed token.
  # decision: ignoring Elusive leaves the token's lower Armor: the higher value is what the ability adds.
  # decision: the City card's Brutal and Poison (§8.12.1) are the city's, not the token's; they are not offered.
- Dueling (Wolfhawk, §8.7): in the Block phase, one attacking enemy: a Block 1 that counts only in a block of
  that enemy (this phase), and an Attack 1 that counts only in an attack on it in the Attack phase. Fame +1 when
  it is defeated, if no Unit ability has been used in this combat up to then (Combat.units_activated).
- Battle Frenzy (Krang, §5.12): its "Attack 4" option flips the token; it turns face up when Krang rests
  (face_up_on_rest, when turns.rest says RESTED), or at the next Round like every flipped token (§5.12.3.1).
- Puppet Master (Krang, §8.11): keep one enemy defeated in this combat (its token does not go to the discard
  pile when the combat ends, Player.puppets keeps it), or discard a kept token, back to its colour's discard
  pile, for an Attack of half one of its attacks (melee, that attack's element) or a Block of half its Armor,
  rounded up. A combat whose last enemy falls stays open while a token could be kept (phases.attack).
  # decision: the Block takes the element of the token's attack (a token with several elements offers each;
  #   none: physical); its Armor is the printed one without Elusive's raise.
"""
from __future__ import annotations

from math import ceil

from engine.content.walking import nodes_of
from engine.mageknight import effect_paths, resolve
from engine.mageknight.catalog.effects import Attack, Block, Hook
from engine.mageknight.catalog.enemy_effects import ChangeArmor, TargetEnemy
from engine.mageknight.combat import effects as combat_effects, values
from engine.mageknight.combat.phases import attacks_now, enemy_of, present
from engine.mageknight.context import Ctx
from engine.mageknight.hook_timing import in_combat
from engine.mageknight.rulebook import (ATTACK_POINTS, BLOCK_POINTS, DEFEAT_FAME, ENDS_AT_LAST_DEFEAT, ENEMY_BLOCKED,
                                        PHASE_ENDS, POINTS_WAITING, RESTED, UNIT_POINTS, Part)
from engine.mageknight.skills import usable
from engine.mageknight.state import Combat, Decision
from engine.mageknight.units import unit_may_fight
from engine.mageknight.words import ELEMENT_NAMES

part = Part("combat_skills")

DONE = "done"


def _combat(ctx: Ctx) -> Combat | None:
    turn = ctx.state.turn
    return turn.combat if turn is not None else None


def _announce(ctx: Ctx, index: int, en: str, de: str) -> None:
    name = enemy_of(ctx, ctx.state.turn.combat.foes[index]).name
    ctx.say("enemy_affected", f"{name.en}: {en}", f"{name.de}: {de}", enemy=ctx.state.turn.combat.foes[index].enemy)


def _ask_or_apply(ctx: Ctx, seat: int, kind: str, options: list[str], apply) -> Decision | None:
    """One possible option is simply taken; several are asked (the book's answer to that kind then applies it)."""
    if len(options) == 1:
        apply(ctx, seat, options[0])
        return None
    return Decision(kind, seat, options)


def _answering(apply):
    """The answer function of a decision whose option is applied as it stands."""
    return lambda ctx, seat, decision, option: apply(ctx, seat, option)


# --- Points bound to one enemy (Forked Lightning, Dueling) ------------------------------------------------------

POINTS_AGAINST = "points_against"  # Combat.riders: [POINTS_AGAINST, hook, phase, enemy, range | "block", element, n]


def _bind(combat: Combat, source: str, phase: str, index: int, what: str, element: str, points: int) -> None:
    combat.riders.append([POINTS_AGAINST, source, phase, str(index), what, element, str(points)])


def _bound(combat: Combat) -> list[list[str]]:
    return [rider for rider in combat.riders if rider[0] == POINTS_AGAINST and rider[2] == combat.phase]


@part.adjusts(POINTS_WAITING)
def has_points_against(ctx: Ctx, waiting: bool, combat: Combat) -> bool:
    """Points bound to an enemy wait in this phase (phases.legal_attacks looks for attacks with them too)."""
    return waiting or bool(_bound(combat))


@part.adjusts(ATTACK_POINTS)
def attack_points_against(ctx: Ctx, points: list[tuple[str, int]], combat: Combat,
                          targets: list[int]) -> list[tuple[str, int]]:
    """("range:element", points) bound to any of these targets: phases.usable_attack counts them like the pool's."""
    return points + [(f"{what}:{element}", int(points)) for _, _, _, index, what, element, points in _bound(combat)
            if what != "block" and int(index) in targets]


@part.adjusts(BLOCK_POINTS)
def block_points_against(ctx: Ctx, points: list[tuple[str, int]], combat: Combat, index: int,
                         attack_index: int) -> list[tuple[str, int]]:
    """(element, points) bound to a block of this enemy (Dueling's Block 1)."""
    return points + [(element, int(points)) for _, _, _, bound, what, element, points in _bound(combat)
            if what == "block" and int(bound) == index]


@part.reacts(ENEMY_BLOCKED)
def after_block(ctx: Ctx, combat: Combat, index: int, excess: int, split: bool) -> None:
    """The Block bound to this enemy counted in the block just made: used up (one block, §8.7.3)."""
    used = [rider for rider in _bound(combat) if rider[4] == "block" and int(rider[3]) == index]
    combat.riders[:] = [rider for rider in combat.riders if rider not in used]


@part.reacts(PHASE_ENDS)
def phase_over(ctx: Ctx, combat: Combat) -> None:
    """Bound points not used in their phase are lost, like the pool (§8.6.8, §8.7.10)."""
    combat.riders[:] = [rider for rider in combat.riders
                        if not (rider[0] == POINTS_AGAINST and rider[2] == combat.phase)]


# --- Resistance Break (Tovak) ----------------------------------------------------------------------------------

ARMOR_EFFECT = TargetEnemy("one", (), (ChangeArmor(-1),))  # for who it reaches: Arcane Immunity protects


def _resistance_count(ctx: Ctx, index: int) -> int:
    foe = ctx.state.turn.combat.foes[index]
    return len(values.resistances(enemy_of(ctx, foe), foe) - {values.COLD_FIRE})


def _breakable(ctx: Ctx) -> list[str]:
    return [str(index) for index in combat_effects.eligible(ctx, ARMOR_EFFECT, ())
            if _resistance_count(ctx, index)]


def resistance_break_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return combat_effects.playable(ctx, ARMOR_EFFECT) and bool(_breakable(ctx))


@part.hook("tovak_resistance_break", resistance_break_playable)
def resistance_break(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """"Target enemy gets Armor -1 for each resistance it has (min 1)": values.armor keeps it at 1 or more."""
    return _ask_or_apply(ctx, seat, "resistance_break", _breakable(ctx), _break)


def _break(ctx: Ctx, seat: int, option: str) -> None:
    index = int(option)
    armor = ChangeArmor(-_resistance_count(ctx, index))
    combat_effects.apply_to(ctx, seat, TargetEnemy("one", (), (armor,)), index)


# --- Battle Hardened (Krang), Elemental Resistance (Braevalar): damage ignored ------------------------------------

FAVOURED = {"physical": (values.PHYSICAL,), "fire_or_ice": (values.FIRE, values.ICE)}  # the hook args' keys


def _ignored_points(hook: Hook, element: str) -> int:
    """The favoured kind's points (`physical: 2`, `fire_or_ice: 2`) or the `other` points."""
    favoured = next(key for key in hook.args if key != "other")
    return int(hook.args[favoured if element in FAVOURED[favoured] else "other"])


def _damaging_attacks(ctx: Ctx) -> list[str]:
    """"enemy:attack" of the unblocked attacks whose damage is still to be assigned (§8.8.1)."""
    combat = _combat(ctx)
    if combat is None or combat.phase != "assign_damage" or combat.damage:
        return []
    return [f"{index}:{attack}" for index, foe in enumerate(combat.foes) for attack in attacks_now(ctx, combat, index)
            if values.damage_of(enemy_of(ctx, foe), foe, attack) > 0]


def ignore_damage_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return bool(_damaging_attacks(ctx))


@part.hook("krang_battle_hardened", ignore_damage_playable)
@part.hook("braevalar_elemental_resistance", ignore_damage_playable)
def ignore_damage(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    options = _damaging_attacks(ctx)
    if len(options) == 1:
        _ignore_damage(ctx, hook, options[0])
        return None
    return Decision("ignore_damage", seat, options)


@part.answers("ignore_damage")
def answer_ignore_damage(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    _ignore_damage(ctx, effect_paths.node_at(ctx, decision.path), option)


def _ignore_damage(ctx: Ctx, hook: Hook, option: str) -> None:
    index, attack = (int(part) for part in option.split(":"))
    foe = ctx.state.turn.combat.foes[index]
    enemy = enemy_of(ctx, foe)
    points = _ignored_points(hook, enemy.attacks[attack].element)
    foe.flags.append(f"{values.DAMAGE_IGNORED}{attack}:{points}")
    left = values.damage_of(enemy, foe, attack)
    if left == 0:
        foe.dealt[attack] = True  # nothing left to assign (§8.8.13 then lets the phase end)
    _announce(ctx, index, f"{points} damage of its attack is ignored ({left} left).",
              f"{points} Schaden seines Angriffs werden ignoriert ({left} übrig).")


# --- Leadership (Norowas): a bonus for the next Unit ability --------------------------------------------------------

LEADERSHIP = "norowas_leadership"  # Combat.riders: [LEADERSHIP, the hook's path...]
LEADERSHIP_KINDS = {"block": "block", "melee": "attack", "ranged": "ranged_attack"}  # the args' keys


def _leadership_kind(node) -> str | None:
    return LEADERSHIP_KINDS["block"] if isinstance(node, Block) else LEADERSHIP_KINDS.get(node.range)


def _bonus_for(hook: Hook, node) -> int:
    kind = _leadership_kind(node)
    return next((int(choice[kind]) for choice in hook.args["choices"] if kind in choice), 0)


def leadership_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    """A Unit able to fight now (Ready, unwounded) with an ability the bonus can go to (§5.10.7)."""
    combat = _combat(ctx)
    if combat is None or combat.damage:
        return False
    units = ctx.player(ctx.state.turn.seat).units
    return any(unit.ready and not unit.wounded and unit_may_fight(ctx, index) and any(
        _bonus_for(hook, node) for ability in ctx.catalog.units[unit.unit].abilities
        for node in nodes_of(ability.effect, (Attack, Block))) for index, unit in enumerate(units))


@part.hook("norowas_leadership", leadership_playable)
def leadership(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    ctx.state.turn.combat.riders.append([LEADERSHIP, *path])


@part.adjusts(UNIT_POINTS)
def leadership_bonus(ctx: Ctx, points: int, node) -> int:
    """Called for the Attack or Block a Unit ability gives (effects.points_bonus): the waiting bonus of its kind,
    used up."""
    combat = _combat(ctx)
    rider = next((rider for rider in combat.riders if rider[0] == LEADERSHIP), None) if combat else None
    bonus = _bonus_for(effect_paths.node_at(ctx, rider[1:]), node) if rider else 0
    if bonus:
        combat.riders.remove(rider)
        ctx.say("leadership", f"Leadership: +{bonus} for the Unit.", f"Führungskraft: +{bonus} für die Einheit.")
    return points + bonus


# --- Forked Lightning (Braevalar) ----------------------------------------------------------------------------------

def _fork_attack(hook: Hook) -> Attack:
    spec = hook.args["attack"]
    return Attack(int(spec["value"]), spec["range"], spec["element"])


def _fork_targets(ctx: Ctx, hook: Hook) -> list[int]:
    """Enemies a Ranged Attack can target now (in the Ranged and Siege phase no fortified one, §8.6.4) that have
    no point of this Skill yet."""
    combat = _combat(ctx)
    chosen = {int(rider[3]) for rider in combat.riders if rider[0] == POINTS_AGAINST and rider[1] == hook.name}
    return [index for index, foe in enumerate(combat.foes) if present(combat, index) and index not in chosen
            and (combat.phase == "attack" or not values.fortified(enemy_of(ctx, foe), foe))]


def forked_lightning_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return combat_effects.playable(ctx, _fork_attack(hook)) and bool(_fork_targets(ctx, hook))


@part.hook("braevalar_forked_lightning", forked_lightning_playable)
def forked_lightning(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """"Cold Fire Ranged Attack 1 against each of up to 3 different enemies": one enemy after the other."""
    return _next_fork(ctx, seat, hook, first=True)


def _next_fork(ctx: Ctx, seat: int, hook: Hook, first: bool) -> Decision | None:
    combat = ctx.state.turn.combat
    targets = _fork_targets(ctx, hook)
    picked = sum(rider[0] == POINTS_AGAINST and rider[1] == hook.name for rider in combat.riders)
    if not targets or picked >= int(hook.args["max_targets"]):
        return None
    if first and len(targets) == 1:
        _fork(ctx, hook, targets[0])
        return None
    return Decision("forked_lightning", seat, [str(index) for index in targets] + ([] if first else [DONE]))


@part.answers("forked_lightning")
def answer_forked_lightning(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    if option == DONE:
        return None
    hook = effect_paths.node_at(ctx, decision.path)
    _fork(ctx, hook, int(option))
    return _next_fork(ctx, seat, hook, first=False)


def _fork(ctx: Ctx, hook: Hook, index: int) -> None:
    combat, attack = ctx.state.turn.combat, _fork_attack(hook)
    _bind(combat, hook.name, combat.phase, index, attack.range, attack.element, attack.value)
    _announce(ctx, index, f"Cold Fire Ranged Attack {attack.value} against it.",
              f"Kaltes-Feuer-Fernangriff {attack.value} gegen ihn.")


# --- Know Your Prey (Wolfhawk) -------------------------------------------------------------------------------------

NOT_ABILITIES = ("summon", "arcane_immunity")  # Summon is an attack type (LL §2.4); Arcane Immune: not targeted
ELEMENTS_LEFT = {values.FIRE: (values.PHYSICAL,), values.ICE: (values.PHYSICAL,),
                 values.COLD_FIRE: (values.FIRE, values.ICE)}  # an attack without one of its elements


def _prey_options(ctx: Ctx) -> list[str]:
    """"enemy:ability" to ignore, "enemy:attack:element" for an attack still to come that loses an element."""
    combat = _combat(ctx)
    if combat is None or combat.damage:
        return []
    options = []
    for index, foe in enumerate(combat.foes):
        enemy = enemy_of(ctx, foe)
        if not present(combat, index) or "arcane_immunity" in enemy.abilities:
            continue
        options += [f"{index}:{name}" for name in enemy.abilities if name not in NOT_ABILITIES]
        held = values.resistances(enemy, foe)  # not those lost already (Chill ...)
        options += [f"{index}:{element}{values.RESISTANCE_ABILITY}" for element in enemy.resistances if element in held]
        options += [f"{index}:{attack}:{element}" for attack in attacks_now(ctx, combat, index)
                    for element in ELEMENTS_LEFT.get(enemy.attacks[attack].element, ())]
    return options


def know_your_prey_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return bool(_prey_options(ctx))


@part.hook("wolfhawk_know_your_prey", know_your_prey_playable)
def know_your_prey(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    return _ask_or_apply(ctx, seat, "know_your_prey", _prey_options(ctx), _know)


def _know(ctx: Ctx, seat: int, option: str) -> None:
    index, *rest = option.split(":")
    foe = ctx.state.turn.combat.foes[int(index)]
    if len(rest) == 1:
        foe.flags.append(values.IGNORED_ABILITY + rest[0])
        ability = ctx.catalog.enemy_abilities.get(rest[0])
        _announce(ctx, int(index), f"{rest[0].replace('_', ' ')} is ignored.",
                  f"{ability.name.de if ability else rest[0]} wird ignoriert.")
    else:
        foe.flags.append(f"{values.ELEMENT_CHANGED}{rest[0]}:{rest[1]}")
        _announce(ctx, int(index), f"its attack is now {rest[1].replace('_', ' ')}.",
                  f"sein Angriff ist jetzt {ELEMENT_NAMES.get(rest[1], ('', rest[1]))[1]}.")


# --- Dueling (Wolfhawk) --------------------------------------------------------------------------------------------

DUELED = "dueled"  # Foe flag: Fame +1 when defeated, if no Unit ability was used in this combat


def _duel_options(ctx: Ctx) -> list[str]:
    combat = _combat(ctx)
    if combat is None or combat.phase != "block" or combat.damage:
        return []
    return [str(index) for index in range(len(combat.foes)) if attacks_now(ctx, combat, index)]


def dueling_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return bool(_duel_options(ctx))


@part.hook("wolfhawk_dueling", dueling_playable)
def dueling(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """"Block 1 against one enemy, and Attack 1 against the same enemy in the Attack phase\""""
    return _ask_or_apply(ctx, seat, "dueling", _duel_options(ctx), _duel)


def _duel(ctx: Ctx, seat: int, option: str) -> None:
    combat, index = ctx.state.turn.combat, int(option)
    _bind(combat, DUELED, "block", index, "block", values.PHYSICAL, 1)
    _bind(combat, DUELED, "attack", index, "melee", values.PHYSICAL, 1)
    combat.foes[index].flags.append(DUELED)
    _announce(ctx, index, "a duel: Block 1 now, Attack 1 in the Attack phase.",
              "ein Duell: jetzt Block 1, in der Angriffsphase Angriff 1.")


@part.adjusts(DEFEAT_FAME)
def duel_fame(ctx: Ctx, fame: int, index: int) -> int:
    """Fame +1 for the dueled enemy "if you defeat it without using any Unit abilities" (in this combat)."""
    combat = ctx.state.turn.combat
    return fame + int(DUELED in combat.foes[index].flags and combat.units_activated == 0)


# --- Battle Frenzy (Krang) -----------------------------------------------------------------------------------------

@part.hook("krang_battle_frenzy", in_combat)
def battle_frenzy(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"Or flip it for Attack 4 instead": the token (the Skill at `path`) goes face down."""
    ctx.player(seat).skills_flipped.append(path[1])


@part.reacts(RESTED)
def face_up_on_rest(ctx: Ctx, seat: int) -> None:
    """"It turns face up again when you rest" (§4.7): the flipped tokens whose effect says so."""
    player = ctx.player(seat)
    for skill in list(player.skills_flipped):
        if any(hook.name == "krang_battle_frenzy" for hook in nodes_of(ctx.catalog.skills[skill].effect, Hook)):
            player.skills_flipped.remove(skill)
            name = ctx.catalog.skills[skill].name
            ctx.say("skill_face_up", f"{name.en} is face up again.", f"{name.de} liegt wieder offen.")


# --- Puppet Master (Krang) -----------------------------------------------------------------------------------------

PUPPET_MASTER = "krang_puppet_master"  # the Skill, and its hook
KEPT = values.KEPT  # Foe flag: the token goes to Player.puppets, not to the discard pile (end.py)


def _keepable(combat: Combat) -> list[int]:
    """Defeated tokens not kept yet; never a ghost's, which vanishes (LL §5.5.3: no reward)."""
    return [index for index, foe in enumerate(combat.foes)
            if foe.defeated and foe.summoner is None and KEPT not in foe.flags and combat.rewarded()]


def _puppet_gains(ctx: Ctx, enemy_id: str) -> dict[str, Attack | Block]:
    """"attack:enemy:n" / "block:enemy:element" -> the Attack or Block a kept token gives, if usable now."""
    enemy = ctx.catalog.enemies[enemy_id]
    gains: dict[str, Attack | Block] = {}
    for number, attack in enumerate(enemy.attacks):
        gains[f"attack:{enemy_id}:{number}"] = Attack(ceil(attack.value / 2), "melee", attack.element)
    for element in dict.fromkeys([attack.element for attack in enemy.attacks] or [values.PHYSICAL]):
        gains[f"block:{enemy_id}:{element}"] = Block(ceil(enemy.armor / 2), element)
    return {option: gain for option, gain in gains.items() if combat_effects.playable(ctx, gain)}


def _puppet_options(ctx: Ctx, seat: int) -> list[str]:
    combat = _combat(ctx)
    if combat is None or combat.damage:
        return []
    options = [f"keep:{index}" for index in _keepable(combat)]
    for enemy_id in dict.fromkeys(ctx.player(seat).puppets):
        options += list(_puppet_gains(ctx, enemy_id))
    return options


def puppet_master_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return bool(_puppet_options(ctx, ctx.state.turn.seat))


@part.hook(PUPPET_MASTER, puppet_master_playable)
def puppet_master(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    return _ask_or_apply(ctx, seat, "puppet_master", _puppet_options(ctx, seat), _pull_strings)


def _pull_strings(ctx: Ctx, seat: int, option: str) -> None:
    player, combat = ctx.player(seat), ctx.state.turn.combat
    kind, what, *_ = option.split(":")
    if kind == "keep":
        foe = combat.foes[int(what)]
        foe.flags.append(KEPT)
        player.puppets.append(foe.enemy)
        _announce(ctx, int(what), "Puppet Master keeps its token.", "der Puppenspieler behält sein Plättchen.")
        return
    gain = _puppet_gains(ctx, what)[option]
    player.puppets.remove(what)
    ctx.state.decks.enemy_discards[ctx.catalog.enemies[what].color].append(what)
    name = ctx.catalog.enemies[what].name
    ctx.say("puppet_discarded", f"Puppet Master discards {name.en}.", f"Der Puppenspieler legt {name.de} ab.",
            enemy=what)
    resolve.gain(ctx, seat, gain, ["skill", PUPPET_MASTER, "effect"])


@part.adjusts(ENDS_AT_LAST_DEFEAT)
def may_keep_token(ctx: Ctx, ends: bool, seat: int) -> bool:
    """Puppet Master could keep a defeated token now: the combat does not end on its own when its last enemy
    falls (the player ends it with next-phase)."""
    return ends and not (PUPPET_MASTER in ctx.player(seat).skills and bool(_keepable(ctx.state.turn.combat))
                         and usable(ctx, seat, PUPPET_MASTER))


# --- The answers of the questions asked through _ask_or_apply -----------------------------------------------------------

part.answers("resistance_break")(_answering(_break))
part.answers("know_your_prey")(_answering(_know))
part.answers("dueling")(_answering(_duel))
part.answers("puppet_master")(_answering(_pull_strings))

"""Card hooks whose effect is a combat effect (rules spec §8.4): the Deed cards' parts the vocabulary cannot say.

`part` registers them in the Rulebook. Attack and Block points go through resolve.gain where they are the card's own effect, so
Concentration and the turn's Attack/Block bonuses apply to them as to any card (§5.6); effects on enemies go
through combat/effects.py, which applies §8.4.2 (red/blue cards against resistances) and Arcane Immunity.
"""
from __future__ import annotations

from typing import Any

from engine.mageknight import effect_paths, resolve
from engine.mageknight.board import space_at
from engine.mageknight.catalog.effects import Attack, Block, Fame, Hook, Reputation
from engine.mageknight.catalog.enemy_effects import ChangeArmor, ChangeAttack, EnemyFlag, TargetEnemy
from engine.mageknight.combat import effects as combat_effects, values
from engine.mageknight.combat.phases import attacks_now, end_if_all_defeated, enemy_of
from engine.mageknight.context import WOUNDS, Ctx, counted
from engine.mageknight.hook_timing import in_combat
from engine.mageknight.rulebook import (ATTACK_MADE, ATTACK_PHASE_BEGINS, ATTACK_POINTS, BLOCK_POINTS, ENEMY_BLOCKED,
                                        KEPT_BLOCK, PHASE_ENDS, POINTS_WAITING, Part)
from engine.mageknight.source import roll_die
from engine.mageknight.state import Decision
from engine.mageknight.words import german_colors

ACTION_CARDS = ("basic_action", "advanced_action")
part = Part("combat_cards")


def _attack(spec: Any) -> Attack:
    """An Attack from hook arguments in the data's `attack` shape: a number, or {value, range, element}."""
    if isinstance(spec, int):
        return Attack(spec)
    return Attack(int(spec["value"]), spec.get("range", "melee"), spec.get("element", "physical"))


def _enemies_reached(ctx: Ctx, node: TargetEnemy, path: list[str]) -> list[int]:
    """The enemies an effect of the card at `path` acts on: present, its filters, §8.4.2, Arcane Immunity."""
    return combat_effects.eligible(ctx, node, combat_effects.source_colors(ctx, path))


# --- One with the Land (Braevalar), strong: Block by the terrain of the Hero's space ---------------

def _terrain_block(ctx: Ctx, seat: int) -> Block | None:
    """"Block equal to the Move cost of the terrain of your space: Fire Block by Day, Ice Block by Night" (the
    printed cost of the time of day, §1.3.4). Night rules in a dungeon or tomb make it Night (ctx.is_day)."""
    space = space_at(ctx, ctx.player(seat).position)
    cost = ctx.catalog.terrains[space.terrain].cost(not ctx.is_day)
    return None if cost is None else Block(cost, "fire" if ctx.is_day else "ice")


def one_with_the_land_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    if not in_combat(ctx, hook, aside):
        return False
    block = _terrain_block(ctx, ctx.state.turn.seat)
    return block is not None and combat_effects.playable(ctx, block)


@part.hook("braevalar_one_with_the_land", one_with_the_land_playable)
def one_with_the_land(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    resolve.gain(ctx, seat, _terrain_block(ctx, seat), path)


# --- Ritual Attack: throw away another Action card, an Attack by its colour ---------------------------------------

def _ritual_colors(ctx: Ctx, hook: Hook, card_id: str) -> list[str]:
    """The colours of the card whose Attack fits the phase now (a dual-colour card offers both, §8.6.3)."""
    by_color = hook.args["by_color"]
    return [color for color in ctx.catalog.cards[card_id].colors
            if color in by_color and combat_effects.playable(ctx, _attack(by_color[color]["attack"]))]


def _ritual_cards(ctx: Ctx, hook: Hook, hand: list[str]) -> list[str]:
    """Action cards in `hand` that give an Attack usable in this phase; never a Wound (§5.4.2)."""
    return [card_id for card_id in dict.fromkeys(hand)
            if ctx.catalog.cards[card_id].kind in ACTION_CARDS and _ritual_colors(ctx, hook, card_id)]


def ritual_attack_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    if not in_combat(ctx, hook, aside):
        return False
    hand = effect_paths.hand_without(ctx.player(ctx.state.turn.seat).hand, aside)
    return bool(_ritual_cards(ctx, hook, hand))


@part.hook("ritual_attack", ritual_attack_playable)
def ritual_attack(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """"Throw away another Action card. Depending on its color, you get: ..." A single possible card is just
    taken."""
    cards = _ritual_cards(ctx, hook, ctx.player(seat).hand)
    if len(cards) > 1:
        return Decision("ritual_attack", seat, cards)
    return _throw_away_for_attack(ctx, seat, hook, path, cards[0])


@part.answers("ritual_attack")
def answer_ritual_attack(ctx: Ctx, seat: int, decision: Decision, card_id: str) -> Decision | None:
    return _throw_away_for_attack(ctx, seat, effect_paths.node_at(ctx, decision.path), decision.path, card_id)


def _throw_away_for_attack(ctx: Ctx, seat: int, hook: Hook, path: list[str], card_id: str) -> Decision | None:
    """The card leaves the game (§5.8.2); a dual-colour card's colour is asked if both give a usable Attack."""
    colors = _ritual_colors(ctx, hook, card_id)
    ctx.player(seat).hand.remove(card_id)
    ctx.state.decks.box.append(card_id)
    name = ctx.catalog.cards[card_id].name
    ctx.say("thrown_away", f"{name.en} is thrown away.", f"{name.de} wird aus dem Spiel entfernt.", card=card_id)
    if len(colors) > 1:
        return Decision("ritual_attack_color", seat, colors)
    resolve.gain(ctx, seat, _attack(hook.args["by_color"][colors[0]]["attack"]), path)
    return None


@part.answers("ritual_attack_color")
def answer_ritual_attack_color(ctx: Ctx, seat: int, decision: Decision, color: str) -> None:
    hook = effect_paths.node_at(ctx, decision.path)
    resolve.gain(ctx, seat, _attack(hook.args["by_color"][color]["attack"]), decision.path)


# --- Earthquake (Tremor, strong): more Armor off fortified enemies -----------------------------------------------

def _earthquake_node(hook: Hook) -> TargetEnemy:
    return TargetEnemy(hook.args["count"], (), (ChangeArmor(int(hook.args["armor"])),))


def tremor_earthquake_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return combat_effects.playable(ctx, _earthquake_node(hook))


@part.hook("tremor_earthquake", tremor_earthquake_playable)
def tremor_earthquake(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """"Target enemy gets Armor -3 (Armor -6 if it is fortified), or all enemies get Armor -2 (-4 if they are
    fortified)"; Armor stays at 1 or more (values.armor)."""
    reached = _enemies_reached(ctx, _earthquake_node(hook), path)
    if hook.args["count"] == "all" or len(reached) == 1:
        for index in reached:
            _shake(ctx, seat, hook, index)
        return None
    return Decision("earthquake_enemy", seat, [str(index) for index in reached])


@part.answers("earthquake_enemy")
def answer_earthquake_enemy(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    _shake(ctx, seat, effect_paths.node_at(ctx, decision.path), int(option))


def _shake(ctx: Ctx, seat: int, hook: Hook, index: int) -> None:
    """decision: "fortified" is what §8.6.4 calls fortified: defending a fortified site (unless Unfortified or
    Demolish) or the Fortified ability (values.fortified), whatever the phase (spells.yaml leaves it open)."""
    foe = ctx.state.turn.combat.foes[index]
    fortified = values.fortified(enemy_of(ctx, foe), foe) > 0
    amount = int(hook.args["armor_if_fortified" if fortified else "armor"])
    combat_effects.apply_to(ctx, seat, TargetEnemy("one", (), (ChangeArmor(amount),)), index)


# --- Wings of Night (Wings of Wind, strong): more enemies do not attack, for rising Move ---------------------------

SKIP_ATTACK = TargetEnemy("one", (), (EnemyFlag("skip_attack"),))


def _wings_extra(ctx: Ctx) -> list[str]:
    """The entry counting this card's additional enemies while its offer is open (Turn.lasting)."""
    return ctx.state.turn.entries("wings_of_wind_night")[0]


@part.hook("wings_of_wind_night", in_combat)
def wings_of_wind_night(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """"You may target additional enemies: pay 1 Move point for the second enemy, 2 for the third, etc." (the
    first one is the card's target_enemy step). Enemies that already do not attack are not offered."""
    ctx.state.turn.lasting.append(["wings_of_wind_night", "0"])
    return _wings_offer(ctx, seat, hook, path)


def _wings_cost(ctx: Ctx, hook: Hook) -> int:
    extra = int(_wings_extra(ctx)[1])
    return int(hook.args["first_extra_cost"]) + extra * int(hook.args["cost_step"])


def _wings_offer(ctx: Ctx, seat: int, hook: Hook, path: list[str]) -> Decision | None:
    combat, turn = ctx.state.turn.combat, ctx.state.turn
    targets = [str(index) for index in _enemies_reached(ctx, SKIP_ATTACK, path)
               if "skip_attack" not in combat.foes[index].flags]
    if targets and turn.move >= _wings_cost(ctx, hook):
        return Decision("wings_of_night", seat, targets + [resolve.DONE])
    turn.lasting.remove(_wings_extra(ctx))
    return None


@part.answers("wings_of_night")
def answer_wings_of_night(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    if option == resolve.DONE:
        ctx.state.turn.lasting.remove(_wings_extra(ctx))
        return None
    hook = effect_paths.node_at(ctx, decision.path)
    ctx.state.turn.move -= _wings_cost(ctx, hook)
    entry = _wings_extra(ctx)
    entry[1] = str(int(entry[1]) + 1)
    combat_effects.apply_to(ctx, seat, SKIP_ATTACK, int(option))
    return _wings_offer(ctx, seat, hook, decision.path)


# --- Sacrifice (Offering, strong): Attack per pair of crystals, the pairs become mana --------------------------------

def offering_sacrifice_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    """Ranged and Siege Attacks fit the same phases (§8.6, §8.9), so either choice is usable when one is."""
    return combat_effects.playable(ctx, Attack(1, "ranged"))


@part.hook("offering_sacrifice", offering_sacrifice_playable)
def offering_sacrifice(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision:
    """"Choose green or white, then choose red or blue.\""""
    return Decision("sacrifice_range", seat, ["green", "white"])


@part.answers("sacrifice_range")
def answer_sacrifice_range(ctx: Ctx, seat: int, decision: Decision, color: str) -> Decision:
    return Decision("sacrifice_element", seat, [f"{color}+red", f"{color}+blue"])


@part.answers("sacrifice_element")
def answer_sacrifice_element(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    """"Siege Attack 4 (green) or Ranged Attack 6 (white) for each pair of crystals of one of each of these colors
    in your Inventory. This Attack is Fire (red) or Ice (blue). Then, turn all these crystal pairs into mana.\""""
    hook, player = effect_paths.node_at(ctx, decision.path), ctx.player(seat)
    first, second = option.split("+")
    pairs = min(player.crystals[first], player.crystals[second])
    if pairs:
        kind = _attack(hook.args[first])
        resolve.gain(ctx, seat, Attack(kind.value * pairs, kind.range, hook.args[second]), decision.path)
    for color in (first, second):
        player.crystals[color] -= pairs
        ctx.state.turn.tokens.extend([color] * pairs)  # pure mana in the Play area (§5.9.1)


# --- Horn of Wrath: Siege Attack bought with mana-die rolls ------------------------------------------------------

@part.hook("horn_of_wrath", in_combat)
def horn_of_wrath(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """Basic: "Roll a mana die. If you roll black or red, you get a Wound." Strong: "You may add up to +5 to this
    Siege Attack. For each +1 you added roll a mana die" (the Siege Attack 5 is the card's vocabulary part)."""
    if int(hook.args["max_bonus"]):
        return Decision("horn_of_wrath", seat, [str(bonus) for bonus in range(int(hook.args["max_bonus"]) + 1)])
    _roll_for_wounds(ctx, seat, hook, int(hook.args["fixed_rolls"]))
    return None


@part.answers("horn_of_wrath")
def answer_horn_of_wrath(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    """The +N belongs to the Siege Attack already gained, so the card's bonuses are not counted again."""
    hook, bonus = effect_paths.node_at(ctx, decision.path), int(option)
    if bonus:
        combat_effects.add_points(ctx, Attack(bonus, "siege"), bonus)
    _roll_for_wounds(ctx, seat, hook, int(hook.args["fixed_rolls"]) + bonus)


def _roll_for_wounds(ctx: Ctx, seat: int, hook: Hook, rolls: int) -> None:
    """A mana die shows one of six faces; rolling is an undo barrier (§5.13.2). Wounds taken in combat count
    towards Knock-out (§8.8.7, resolve.take_wounds)."""
    faces = [roll_die(ctx.state.rng) for _ in range(rolls)]
    wounds = sum(face in hook.args["wound_on"] for face in faces)
    if faces:
        words = counted(wounds, *WOUNDS)
        ctx.say("horn_rolls", f"Horn of Wrath rolls {', '.join(faces)}: {words.en}.",
                f"Horn des Zorns würfelt {german_colors(faces)}: {words.de}.", reveals=True,
                faces=faces)
    resolve.take_wounds(ctx, seat, wounds)


# --- Block riders: Cold Toughness, Shield Bash (their worth depends on the enemy blocked) ------------------

def in_block_phase(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return in_combat(ctx, hook, aside) and ctx.state.turn.combat.phase == "block"


@part.hook("tovak_cold_toughness", in_block_phase)
def cold_toughness(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """Tovak's Cold Toughness, strong: +1 Ice Block per ability, resistance and attack colour of the enemy it
    blocks; none against Arcane Immunity. Settled when the block is assigned (phases.block)."""
    ctx.state.turn.combat.riders.append(["cold_toughness"])


@part.hook("shield_bash", in_block_phase)
def swift_block(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """A Block that counts twice against Swift (Shield Bash, Utem Guardsmen, Altem Guardians); Shield Bash's
    strong effect: the blocked enemy loses 1 Armor per point of Block above what was needed (to a minimum of 1)."""
    points = _sibling_block(ctx, path)
    armor = int(hook.args.get("blocked_enemy_armor_per_excess_block", 0))
    ctx.state.turn.combat.riders.append(["swift_block", str(points), str(armor)])


def _sibling_block(ctx: Ctx, path: list[str]) -> int:
    """The Block value printed beside the hook on the same card side (the card's `[block, hook]`)."""
    parent = effect_paths.node_at(ctx, path[:-1])
    return sum(child.value for child in parent.effects if isinstance(child, Block))


@part.adjusts(BLOCK_POINTS)
def rider_points(ctx: Ctx, points: list[tuple[str, int]], combat, index: int,
                 attack_index: int) -> list[tuple[str, int]]:
    """Extra Block points (element, points) the riders give against this enemy's attack."""
    foe = combat.foes[index]
    enemy = enemy_of(ctx, foe)
    extra = []
    for rider in combat.riders:
        if rider[0] == "cold_toughness" and "arcane_immunity" not in enemy.abilities:
            colors = {attack.element for attack in enemy.attacks} - {values.PHYSICAL}
            count = len(values.abilities(enemy, foe, attack_index)) + len(values.resistances(enemy, foe) -
                                                                          {values.COLD_FIRE}) + len(colors)
            extra.append(("ice", count))
        elif rider[0] == "swift_block" and "swift" in values.abilities(enemy, foe, attack_index):
            extra.append((values.PHYSICAL, int(rider[1])))  # counts twice: its points once more
    return points + extra


BLOCK_RIDERS = ("cold_toughness", "swift_block", "burning_shield", "blocked_armor")  # settled by the next block
SPLIT_BLOCK = "split_block"  # [SPLIT_BLOCK, element, value]: a Block kept for an attack of its own (lost at phase end)
ATTACK_RIDERS = ("explosive_bolt", "chivalry", "soul_harvester", "possessed_attack")  # settled by the next attack
ASSIGNMENT_RIDERS = BLOCK_RIDERS + ATTACK_RIDERS + (SPLIT_BLOCK,)  # lost with the pool when the phase ends


def drop_riders(combat, kinds: tuple[str, ...]) -> None:
    combat.riders[:] = [rider for rider in combat.riders if rider[0] not in kinds]


@part.reacts(PHASE_ENDS)
def phase_ends(ctx: Ctx, combat) -> None:
    drop_riders(combat, ASSIGNMENT_RIDERS)


@part.reacts(ENEMY_BLOCKED)
def block_made(ctx: Ctx, combat, index: int, excess: int, split: bool) -> None:
    """The riders of a successful block are settled; a kept Block of Shield of the Fallen Kings that counted in it
    is used up."""
    after_block(ctx, combat, index, excess)
    if split and split_block(combat) is not None:
        use_split_block(combat)
    drop_riders(combat, BLOCK_RIDERS)


def after_block(ctx: Ctx, combat, index: int, excess: int) -> None:
    """Shield Bash, strong: Armor −1 per point of Block above the need (values.armor keeps it at 1 or more).
    Burning Shield: part of a successful block, it becomes Fire Attack 4 in the Attack phase. Ice Shield, strong:
    the enemy blocked this way loses Armor, unless its card's colour cannot reach it (§8.4.2)."""
    for rider in list(combat.riders):
        if rider[0] == "swift_block" and int(rider[2]) and excess > 0:
            combat.foes[index].armor_change += int(rider[2]) * excess
        elif rider[0] == "burning_shield":
            combat.riders.append(["attack_phase_attack", "fire", "4"])
        elif rider[0] == "blocked_armor":
            armor = TargetEnemy("one", (), (ChangeArmor(int(rider[1])),))
            if index in _enemies_reached(ctx, armor, rider[2:]):
                combat_effects.apply_to(ctx, ctx.state.turn.seat, armor, index)


@part.hook("shield_of_the_fallen_kings", in_block_phase)
def split_blocks(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """Shield of the Fallen Kings: two Block 4 (strong: up to three Cold Fire Block 4) against different attacks.
    Each is kept for a block of its own, the exception to "excess Block is lost" (LL §5.6); phases.block adds one
    only where the pool alone falls short, so a Block 4 is never spent where it was not needed."""
    for _ in range(int(hook.args["blocks"])):
        ctx.state.turn.combat.riders.append([SPLIT_BLOCK, hook.args["element"], str(hook.args["value"])])


def split_block(combat) -> tuple[str, int] | None:
    """The next kept Block of Shield of the Fallen Kings, if any: (element, points)."""
    rider = next((r for r in combat.riders if r[0] == SPLIT_BLOCK), None)
    return None if rider is None else (rider[1], int(rider[2]))


@part.adjusts(KEPT_BLOCK)
def _kept_block(ctx: Ctx, kept: tuple[str, int] | None, combat) -> tuple[str, int] | None:
    return kept if kept is not None else split_block(combat)


def use_split_block(combat) -> None:
    combat.riders.remove(next(r for r in combat.riders if r[0] == SPLIT_BLOCK))


@part.hook("ice_shield_blocked_armor", in_block_phase)
def blocked_armor(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """Ice Shield, strong: "Reduce the Armor of one enemy blocked this way by 3": settled by the block it joins."""
    ctx.state.turn.combat.riders.append(["blocked_armor", str(hook.args["armor"]), *path])


@part.hook("burning_shield", in_block_phase)
def burning_shield(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    ctx.state.turn.combat.riders.append(["burning_shield"])


@part.hook("chivalry", in_combat)
def chivalry(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """Chivalry: Reputation (and Fame) for each enemy the attack it joins defeats; settled by that attack."""
    gains = {kind: amount for each in hook.args["per_enemy_defeated_by_this_attack"] for kind, amount in each.items()}
    ctx.state.turn.combat.riders.append(["chivalry", str(gains.get("reputation", 0)), str(gains.get("fame", 0))])


# --- Attack riders: Explosive Bolt; the Attack phase: Dodge and Weave ----------------------------------------

@part.hook("explosive_bolt", in_combat)
def explosive_bolt(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"For each enemy defeated by this attack, another enemy gets Armor −1": settled by the next attack."""
    ctx.state.turn.combat.riders.append(["explosive_bolt", "0", *path])


BOLT_ARMOR = TargetEnemy("one", (), (ChangeArmor(-1),))


@part.reacts(ATTACK_MADE)
def after_attack(ctx: Ctx, seat: int, combat, targets: list[int]) -> Decision | None:
    """Settle the riders of the attack that just defeated `targets`: the possessed enemies' Attack is spent. Explosive Bolt: one pick per enemy defeated; a
    red card's effect, so Fire Resistance and Arcane Immunity protect (§8.4.2, effects.eligible). Chivalry's
    Reputation and Fame. Soul Harvester: a crystal for one enemy of this attack, or for each enemy of this phase.
    Defeating ghosts rewards nothing: no Chivalry, no Soul Harvester (LL §5.5.3)."""
    spend_possessed(combat, targets)
    defeated = len(targets)
    for rider in list(combat.riders):
        if rider[0] == "explosive_bolt":
            rider[1] = str(defeated)
        elif rider[0] == "chivalry":
            combat.riders.remove(rider)
            if combat.rewarded():
                resolve.gain(ctx, seat, Reputation(int(rider[1]) * defeated), [])
                resolve.gain(ctx, seat, Fame(int(rider[2]) * defeated), [])
        elif rider[0] == HARVEST_ATTACK:
            combat.riders.remove(rider)
            _harvest(ctx, combat, targets)
    if any(rider == [HARVEST_PHASE, combat.phase] for rider in combat.riders):
        for index in targets:
            _harvest(ctx, combat, [index])
    return next_after_attack(ctx, seat, combat)


def next_after_attack(ctx: Ctx, seat: int, combat) -> Decision | None:
    """The next question an attack's riders ask (Explosive Bolt's enemy, Soul Harvester's crystal), else None."""
    return _next_bolt(ctx, seat, combat) or _next_harvest(ctx, seat, combat)


def _continue_after_attack(ctx: Ctx, seat: int, combat) -> Decision | None:
    again = next_after_attack(ctx, seat, combat)
    if again is None:
        end_if_all_defeated(ctx, seat)
    return again


def _next_bolt(ctx: Ctx, seat: int, combat) -> Decision | None:
    while combat.riders and any(rider[0] == "explosive_bolt" for rider in combat.riders):
        rider = next(r for r in combat.riders if r[0] == "explosive_bolt")
        others = _enemies_reached(ctx, BOLT_ARMOR, rider[2:])
        if int(rider[1]) <= 0 or not others:
            combat.riders.remove(rider)
            continue
        if len(others) == 1:
            _bolt(ctx, seat, rider, others[0])
            continue
        return Decision("explosive_bolt", seat, [str(i) for i in others], path=rider[2:])
    return None


def _bolt(ctx: Ctx, seat: int, rider: list[str], index: int) -> None:
    combat_effects.apply_to(ctx, seat, BOLT_ARMOR, index)
    rider[1] = str(int(rider[1]) - 1)


@part.answers("explosive_bolt")
def answer_explosive_bolt(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    combat = ctx.state.turn.combat
    rider = next(r for r in combat.riders if r[0] == "explosive_bolt")
    _bolt(ctx, seat, rider, int(option))
    return _continue_after_attack(ctx, seat, combat)


# --- Soul Harvester: crystals by the resistances of the enemies defeated ---------------------------------------

HARVEST_ATTACK, HARVEST_PHASE = "soul_harvester", "soul_harvester_phase"  # riders until the attack / the phase
CRYSTAL_PICK = "crystal_pick"  # rider [CRYSTAL_PICK, colours...]: one crystal to take, of one of these colours
HARVEST_COLORS = {"fire": "red", "ice": "blue", "physical": "green"}


@part.hook("soul_harvester", in_combat)
def soul_harvester(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """Basic: a crystal for one enemy defeated by the attack this card joins. Strong: one for each enemy defeated
    in this phase from now on (as Bow of Starsdawn's Fame, effects.fame_bonus)."""
    combat = ctx.state.turn.combat
    combat.riders.append([HARVEST_PHASE, combat.phase] if hook.args.get("counts") == "this_phase"
                         else [HARVEST_ATTACK])


def _harvest(ctx: Ctx, combat, targets: list[int]) -> None:
    """One crystal pick: red for a Fire Resistant enemy, blue for Ice, green for Physical; white always. The
    basic effect takes one enemy of the attack, so the colours of all of them are open."""
    if not targets or not combat.rewarded():
        return
    colors = {HARVEST_COLORS[element] for i in targets
              for element in enemy_of(ctx, combat.foes[i]).resistances}  # printed: the token's own resistances
    combat.riders.append([CRYSTAL_PICK, *[c for c in ("red", "blue", "green", "white") if c in colors | {"white"}]])


def _next_harvest(ctx: Ctx, seat: int, combat) -> Decision | None:
    while (rider := next((r for r in combat.riders if r[0] == CRYSTAL_PICK), None)) is not None:
        if len(rider) > 2:
            return Decision("soul_harvester", seat, rider[1:])
        combat.riders.remove(rider)
        resolve.gain_color(ctx, seat, "crystal", rider[1])
    return None


@part.answers("soul_harvester")
def answer_soul_harvester(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    combat = ctx.state.turn.combat
    combat.riders.remove(next(r for r in combat.riders if r[0] == CRYSTAL_PICK))
    resolve.gain_color(ctx, seat, "crystal", option)
    return _continue_after_attack(ctx, seat, combat)


@part.hook("dodge_and_weave", in_combat)
def dodge_and_weave(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"Gain Attack N in the Attack phase if you did not add any Wounds to your hand in the previous combat
    phases": settled when the Attack phase begins."""
    combat = ctx.state.turn.combat
    bonus = hook.args["attack_phase_bonus_if_no_wounds_taken"]["attack"]
    combat.riders.append(["dodge_and_weave", str(bonus)])
    if combat.phase == "attack":  # played in the Attack phase itself: settled at once
        attack_phase_starts(ctx, combat)


@part.hook("charm_possess", in_combat)
def possess(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """Charm, strong (Possess): the enemy its first part stopped lends its Attack, elements kept, abilities ignored,
    in the Attack phase, against other enemies only (phases.usable_attack)."""
    combat = ctx.state.turn.combat
    if combat.last_target is None:
        return
    combat.riders.append(["possess", str(combat.last_target)])
    if combat.phase == "attack":
        attack_phase_starts(ctx, combat)


@part.adjusts(ATTACK_POINTS)
def possessed_points(ctx: Ctx, points: list[tuple[str, int]], combat, targets: list[int]) -> list[tuple[str, int]]:
    """The possessed enemies' Attack in the Attack phase, for an attack on `targets` that leaves them out: melee, by
    element."""
    if combat.phase != "attack":
        return points
    return points + [(f"melee:{rider[2]}", int(rider[3])) for rider in combat.riders
                     if rider[0] == "possessed_attack" and int(rider[1]) not in targets]


@part.adjusts(POINTS_WAITING)
def _possessed_waiting(ctx: Ctx, waiting: bool, combat) -> bool:
    return waiting or any(rider[0] == "possessed_attack" for rider in combat.riders)


def spend_possessed(combat, targets: list[int]) -> None:
    combat.riders[:] = [r for r in combat.riders if r[0] != "possessed_attack" or int(r[1]) in targets]


@part.reacts(ATTACK_PHASE_BEGINS)
def attack_phase_starts(ctx: Ctx, combat) -> None:
    """Dodge and Weave's Attack if no Wound went into the hand; Burning Shield's Fire Attack after its block;
    Possess: the possessed enemy's attacks as they stand now."""
    for rider in [r for r in combat.riders if r[0] in ("dodge_and_weave", "attack_phase_attack", "possess")]:
        combat.riders.remove(rider)
        if rider[0] == "possess":
            foe = combat.foes[int(rider[1])]
            enemy = enemy_of(ctx, foe)
            for i, printed in enumerate(enemy.attacks):
                combat.riders.append(["possessed_attack", rider[1], printed.element,
                                      str(values.attack_value(enemy, foe, i))])
        elif rider[0] == "attack_phase_attack":
            combat_effects.add_points(ctx, Attack(int(rider[2]), element=rider[1]), int(rider[2]))
        elif combat.wounds == 0:
            combat_effects.add_points(ctx, Attack(int(rider[1])), int(rider[1]))


# --- Chill, Chilling Stare: resistances and attack abilities lost ----------------------------------------

@part.hook("chill", in_combat)
def chill(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """Chill: the enemy its first part made skip its attack also loses Fire Resistance for the turn (not the
    others: `lose_resistances` would take Physical too)."""
    combat = ctx.state.turn.combat
    if combat.last_target is not None:
        element = hook.args["lose_resistance"]
        combat.foes[combat.last_target].flags.append(values.LOST_RESISTANCE + element)


STARE = TargetEnemy("one", (), (ChangeAttack(0),))  # acts on an attack: Arcane Immunity does not protect it


def _stare_targets(ctx: Ctx, hook: Hook, path: list[str]) -> list[str]:
    """"enemy:attack" options: attacks still coming, of enemies the blue card reaches (not Ice Resistant)."""
    combat = ctx.state.turn.combat
    reached = _enemies_reached(ctx, STARE, path)
    return [f"{i}:{k}" for i in reached if not {"ice"} & values.resistances(enemy_of(ctx, combat.foes[i]),
                                                                         combat.foes[i])
            for k in attacks_now(ctx, combat, i)]


def chilling_stare_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    combat = ctx.state.turn.combat if ctx.state.turn is not None else None
    return (combat is not None and combat.phase in ("ranged_siege", "block") and not combat.damage
            and bool(_stare_targets(ctx, hook, [])))


@part.hook("chilling_stare", chilling_stare_playable)
def chilling_stare(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """Chilling Stare, basic: one enemy attack loses all its attack abilities (its element stays)."""
    options = _stare_targets(ctx, hook, path)
    if len(options) == 1:
        _stare(ctx, options[0])
        return None
    return Decision("chilling_stare", seat, options)


def _stare(ctx: Ctx, option: str) -> None:
    index, attack = option.split(":")
    ctx.state.turn.combat.foes[int(index)].flags.append(f"{values.ABILITIES_LOST}{attack}")


@part.answers("chilling_stare")
def answer_chilling_stare(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    _stare(ctx, option)

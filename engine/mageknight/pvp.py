"""Combat between players (rules spec §11; §4.6.2, §6.11, §8.1.1 for an opponent's keep with its owner in it).

How it starts. Entering an opponent's keep (in Conquer and Hold also a mage tower) while its owner is there ends
the movement and is the attack at once (§6.11.2, §8.1.1: an assault, -1 Reputation). On any other space (not the
portal, not a city) a player who entered a space with another Hero may still move on; standing there,
`attack-player seat=N` is their action, and as long as it is possible the turn cannot end without it: "ending
movement on another player's space where PvP is possible forces PvP" (§11.1.4, §4.6.2). Where PvP is not possible (§6.11.5: the other's Round Order token face
down, the End of the Round announced, the scenario's end triggered, a scenario with `pvp: false` such as First
Reconnaissance, cooperative and team-rules scenarios, §13.4.7, §13.6.4, §13.7.1) nothing changes: no action there,
Forced Withdrawal at the end of the turn.

One seat at a time. The defender plays part or all of their next turn inside the aggressor's (§11.2.2): each
player has a Turn of their own (dice, mana tokens, Play area count), and the one whose step it is stands in
GameState.turn while the other waits in Pvp.parked, so `to_act`, the card plays and their decisions work for the
defender as for anyone. First the defender answers the `pvp_attend` decision (fully / partially, §11.3); then the
attacks alternate (§11.5.1, §11.6.1): the attacker plays Attack cards and `pvp-attack` (or `pvp-pass`), the
blocker plays Block cards and `pvp-block`, the attacker assigns what is left with `pvp-damage to=...` (§11.5.5,
§11.6.2).

What can be played. Only Attack and Block effects of cards and Unit abilities, alone or combined with one another
(choices, a mana or discard cost), with the bonuses the turn's modifiers give them, and sideways cards as Block 1,
or in the Melee phase as Attack 1. Everything else a card, Unit, Skill or Tactic could do is not offered during a
PvP (§11.8: effects on the opponent's Units, "destroy", "does not attack", skipping an attack, counting the
opponent's figures as enemies; Skills): the engine cannot carry them out against a player yet, and nothing is
approximated. Before choosing, the defender may plunder the village they stand on (§11.3.1, a `choose` option).
"""
from __future__ import annotations

from engine.core import Action
from engine.mageknight import movement, resolve, units
from engine.mageknight.before_turn import plunder_village, start_of_turn_mana
from engine.mageknight.board import layout_of, shared_space, site_at, space_at
from engine.mageknight.catalog.effects import Attack, Block
from engine.mageknight.combat import damage, values
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.geometry import neighbours, parse_label, shown_label, space_label
from engine.mageknight.pvp_start import FULLY, PLUNDER, ask_defender, may_attack, start
from engine.mageknight.rulebook import PVP, START_OF_TURN_MANA, UNIT_ARMOR, UNIT_RESISTANCES, Part, PvpEffects
from engine.mageknight.state import Pvp, Turn, hex_key, parse_hex

ATTACK_PLAYER = "attack-player"
VERBS = ("pvp-attack", "pvp-pass", "pvp-block", "pvp-damage")
RANGED, MELEE, OVER = "ranged_siege", "melee", "over"
STEAL_COST = 5  # §11.6.2
DONE = "done"


# --- the combat under way ------------------------------------------------------------------------------------------

def fighting(ctx: Ctx) -> bool:
    """A PvP is under way and not yet over (a fully attending defender may still be finishing their turn)."""
    return ctx.state.pvp is not None and ctx.state.pvp.phase != OVER


def finishing(ctx: Ctx) -> bool:
    """The combat is over and the fully attending defender plays the rest of their turn (§11.3.1)."""
    return ctx.state.pvp is not None and ctx.state.pvp.phase == OVER


# --- starting it ---------------------------------------------------------------------------------------------------

def targets(ctx: Ctx, seat: int) -> list[int]:
    """The Heroes this player may attack as their action: on the space they entered by moving (§6.11.2)."""
    turn, player = ctx.state.turn, ctx.player(seat)
    if (turn is None or turn.seat != seat or not turn.moved or turn.action_taken or turn.fought
            or turn.decision is not None or turn.ending_step >= 0 or turn.combat is not None
            or ctx.state.pvp is not None or turn.path[-1:] != [player.position]):
        return []
    site = site_at(ctx, player.position)
    if site is not None and shared_space(ctx, site.id):  # §11.1.1.2: never on the portal or in a city
        return []
    return [other.seat for other in ctx.state.players
            if other.position == player.position and may_attack(ctx, seat, other.seat)]


def legal_attacks(ctx: Ctx, seat: int) -> list[Action]:
    return [Action.of(ATTACK_PLAYER, seat=str(other + 1)) for other in targets(ctx, seat)]


def attack_player(ctx: Ctx, seat: int, action: Action) -> None:
    """§11.1: the attack on a Hero on this space is the turn's action."""
    wanted = action.get("seat") or ""
    other = int(wanted) - 1 if wanted.isdigit() else -1
    if other not in targets(ctx, seat):
        raise refuse("You can attack a Hero on the space you moved to, as your action, where combat between players "
                     "is allowed.", "Du kannst als Aktion einen Helden auf dem Feld angreifen, auf das du gezogen "
                     "bist, wo Kämpfe zwischen Spielern erlaubt sind.", "11.1")
    path = ctx.state.turn.path
    start(ctx, seat, other, path[-2] if len(path) > 1 else path[-1])


def answer_attend(ctx: Ctx, seat: int, option: str) -> None:
    """§11.3: fully attending takes the next turn now (token face down, a Source die, its End of Turn later);
    partially keeps it (no Source die, no End of Turn)."""
    pvp, aggressor_turn = ctx.state.pvp, ctx.state.turn
    aggressor_turn.decision = None
    if option == PLUNDER:
        plunder_village(ctx, seat)
        ask_defender(ctx)
        return
    pvp.attend = option
    defender = ctx.player(seat)
    turn = Turn(seat, kind="regular", action_taken=True, path=[defender.position], dice_allowed=int(option == FULLY))
    pvp.parked, ctx.state.turn = aggressor_turn, turn
    if option == FULLY:
        defender.order_token_face_down = True
        _start_of_turn_effects(ctx, seat)
    ctx.say("pvp_attend", f"{ctx.hero_name(seat).en} attends the combat {option}.",
            f"{ctx.hero_name(seat).de} nimmt {'voll' if option == FULLY else 'teilweise'} am Kampf teil.", seat=seat)


def _start_of_turn_effects(ctx: Ctx, seat: int) -> None:
    """The mana a fully attending defender's turn starts with (§11.3.1): a magical glade's (§9.4), an owned mage
    tower's in Conquer and Hold (§13.7.10)."""
    ctx.state.turn.tokens += start_of_turn_mana(ctx, ctx.player(seat).position)
    ctx.rules.react(START_OF_TURN_MANA, ctx, seat)  # an owned mage tower's (Conquer and Hold)


def _hand_to(ctx: Ctx, seat: int) -> None:
    """The seat whose step it is takes the stage: their Turn into GameState.turn, the other's parked."""
    if ctx.state.turn.seat != seat:
        pvp = ctx.state.pvp
        pvp.parked, ctx.state.turn = ctx.state.turn, pvp.parked


def _other(pvp: Pvp, seat: int) -> int:
    return pvp.defender if seat == pvp.aggressor else pvp.aggressor


# --- Attack and Block points (resolve.py and play.py call in here during a PvP) -------------------------------------

def points_playable(ctx: Ctx, node) -> bool:
    """Attack points while attacking: Ranged/Siege in the first phase, only Siege against a defender at a keep or
    mage tower (§11.5.3), any in the Melee phase (§11.6.1); Block points while blocking (§11.5.4)."""
    pvp, seat = ctx.state.pvp, ctx.state.turn.seat
    if isinstance(node, Attack):
        if pvp.stage != "attack" or seat != pvp.attacker:
            return False
        if pvp.phase == MELEE:
            return True
        siege_only = pvp.fortified and _other(pvp, seat) == pvp.defender
        return node.range == "siege" or (node.range == "ranged" and not siege_only)
    return isinstance(node, Block) and pvp.stage == "block" and seat != pvp.attacker


def add_points(ctx: Ctx, node, amount: int) -> None:
    pool = ctx.state.pvp.attack if isinstance(node, Attack) else ctx.state.pvp.block
    pool[node.element] = pool.get(node.element, 0) + amount


part = Part("pvp")  # what the effect executor asks (resolve.py); cards/__init__.py lists it
part.provides(PVP)(PvpEffects(points_playable=points_playable, add_points=add_points))


def sideways_allowed(ctx: Ctx, value: str) -> bool:
    """Block 1 while blocking, as in normal combat (§11.5.4); Attack 1 only in the Melee phase (§11.5.3, §11.6.1)."""
    pvp, seat = ctx.state.pvp, ctx.state.turn.seat
    if value == "block":
        return pvp.stage == "block" and seat != pvp.attacker
    return value == "attack" and pvp.phase == MELEE and pvp.stage == "attack" and seat == pvp.attacker


def add_sideways(ctx: Ctx, value: str, points: int) -> None:
    """A sideways card is physical; in an attack it makes the whole attack physical (§11.6.1)."""
    pvp = ctx.state.pvp
    pvp.sideways = pvp.sideways or value == "attack"
    add_points(ctx, Attack(points) if value == "attack" else Block(points), points)


# --- the moves of the combat ---------------------------------------------------------------------------------------

def legal_moves(ctx: Ctx, seat: int) -> list[Action]:
    pvp, turn = ctx.state.pvp, ctx.state.turn
    if turn.decision is not None or seat != turn.seat:
        return []
    if pvp.stage == "attack":
        return [Action.of("pvp-attack") if sum(pvp.attack.values()) else Action.of("pvp-pass")]
    if pvp.stage == "block":
        return [Action.of("pvp-block")]
    return [Action.of("pvp-damage", to=option) for option in damage_options(ctx)]


def dispatch(ctx: Ctx, seat: int, action: Action) -> None:
    if action not in legal_moves(ctx, seat):
        raise refuse("Not now: attack or pass when it is your attack, block when you are attacked, then the "
                     "attacker assigns the damage.", "Jetzt nicht: greif an oder passe, wenn du angreifst, blocke, "
                     "wenn du angegriffen wirst; dann verteilt der Angreifer den Schaden.", "11.5")
    if action.verb == "pvp-attack":
        _attack(ctx)
    elif action.verb == "pvp-pass":
        _pass(ctx)
    elif action.verb == "pvp-block":
        _block(ctx)
    else:
        _assign(ctx, action.get("to"))


def attack_elements(pvp: Pvp) -> set[str]:
    """The elements of the attack: physical only once a sideways card joined it (§11.6.1)."""
    return {values.PHYSICAL} if pvp.sideways else {element for element, points in pvp.attack.items() if points}


def _attack(ctx: Ctx) -> None:
    pvp = ctx.state.pvp
    pvp.passes, pvp.stage = 0, "block"
    ctx.say("pvp_attack", f"{ctx.hero_name(pvp.attacker).en} attacks with {sum(pvp.attack.values())}.",
            f"{ctx.hero_name(pvp.attacker).de} greift mit {sum(pvp.attack.values())} an.", seat=pvp.attacker)
    _hand_to(ctx, _other(pvp, pvp.attacker))


def _pass(ctx: Ctx) -> None:
    """§11.5.2, §11.5.6: two passes in succession end the phase; after the Melee phase it is a draw (§11.4.2)."""
    pvp = ctx.state.pvp
    pvp.passes += 1
    ctx.say("pvp_pass",
            f"{ctx.hero_name(pvp.attacker).en} passes.", f"{ctx.hero_name(pvp.attacker).de} passt.", seat=pvp.attacker)
    if pvp.passes < 2:
        _next_attacker(ctx)
    elif pvp.phase == RANGED:
        pvp.phase, pvp.passes, pvp.attacker = MELEE, 0, pvp.aggressor  # §11.6.1: the aggressor attacks first
        ctx.say("pvp_melee", "The Melee Attacks phase begins.", "Die Nahkampfphase beginnt.")
        _hand_to(ctx, pvp.aggressor)
    else:
        _draw(ctx)


def block_reduction(pvp: Pvp) -> int:
    """§11.5.4: a Block is efficient if it is efficient against at least one element of the attack (inefficient
    points count half, §8.5.3); Ranged/Siege attacks act as Swift: -1 per 2 points; in melee -1 per point
    (§11.6.1)."""
    elements = attack_elements(pvp)
    strong = sum(points for block, points in pvp.block.items()
                 if any(values.efficient_block(block, element) for element in elements))
    total = strong + (sum(pvp.block.values()) - strong) // 2
    return total // 2 if pvp.phase == RANGED else total


def _block(ctx: Ctx) -> None:
    pvp = ctx.state.pvp
    pvp.damage = max(0, sum(pvp.attack.values()) - block_reduction(pvp))
    ctx.say("pvp_damage", f"{pvp.damage} damage gets through.", f"{pvp.damage} Schaden kommt durch.")
    pvp.stage = "damage"
    _hand_to(ctx, pvp.attacker)
    if damage_options(ctx) == [DONE]:
        _next_attacker(ctx)


def _next_attacker(ctx: Ctx) -> None:
    """§11.5.6: the other player gets the chance to attack."""
    pvp = ctx.state.pvp
    pvp.attack, pvp.block, pvp.sideways, pvp.damage = {}, {}, False, 0
    pvp.attacker, pvp.stage = _other(pvp, pvp.attacker), "attack"
    _hand_to(ctx, pvp.attacker)


# --- assigning damage (§11.5.5, §11.6.2) ---------------------------------------------------------------------------

def unit_armor(ctx: Ctx, seat: int, index: int) -> int:
    """The damage that wounds this Unit: its Armor (a Banner's +1 included), doubled if it resists any element of
    the attack (§11.5.5)."""
    card = ctx.catalog.units[ctx.player(seat).units[index].unit]
    resisted = ctx.rules.adjust(UNIT_RESISTANCES, ctx, tuple(card.resistances), seat, index)  # a Banner's
    armor = ctx.rules.adjust(UNIT_ARMOR, ctx, card.armor, seat, index)
    return armor * 2 if any(values.unit_resists(resisted, e) for e in attack_elements(ctx.state.pvp)) else armor


def _stealable(ctx: Ctx, seat: int) -> list[str]:
    """§11.6.2: Artifacts in the discard pile or Play area, Banners on Wounded Units; not from hand or deck."""
    player, cards = ctx.player(seat), ctx.catalog.cards
    options = [f"artifact:discard:{card}" for card in dict.fromkeys(player.discard) if cards[card].kind == "artifact"]
    options += [f"artifact:play:{card}" for card in dict.fromkeys(p.card for p in player.play_area)
                if cards[card].kind == "artifact"]
    return options + [f"artifact:unit:{i}" for i, unit in enumerate(player.units) if unit.wounded and unit.banner]


def _unmodified_cost(ctx: Ctx, key: str) -> int | None:
    space = space_at(ctx, key)
    if space.site == "city":
        return movement.move_cost(ctx, layout_of(ctx), parse_hex(key))  # a city's cost is fixed (§6.3.4)
    terrain = ctx.catalog.terrains[space.terrain]
    return terrain.day_cost if ctx.is_day else terrain.night_cost


def retreat_spaces(ctx: Ctx, seat: int) -> dict[str, int]:
    """§11.6.2: adjacent, accessible, safe spaces (no fortress to assault, not another player's keep, no Hero to
    fight): label -> cost."""
    layout, here = layout_of(ctx), parse_hex(ctx.state.pvp.space)
    spaces = {}
    for target in neighbours(here):
        key = hex_key(*target)
        cost = _unmodified_cost(ctx, key) if target in layout else None
        if (cost is not None and movement.is_safe(ctx, seat, key)
                and movement.opponent_keep_owner(ctx, layout, target, seat) is None):
            spaces[space_label(layout, target)] = cost
    return spaces


def damage_options(ctx: Ctx) -> list[str]:
    pvp = ctx.state.pvp
    blocker, left = _other(pvp, pvp.attacker), pvp.damage
    options = ["hero"] if left >= damage.hero_armor(ctx, blocker) else []
    options += [f"unit:{i}" for i, unit in enumerate(ctx.player(blocker).units)
                if not unit.wounded and unit_armor(ctx, blocker, i) <= left]
    if pvp.phase == MELEE:
        options += _stealable(ctx, blocker) if left >= STEAL_COST else []
        options += [f"retreat:{label}" for label, cost in retreat_spaces(ctx, blocker).items() if cost <= left]
    return options + [DONE]


def _assign(ctx: Ctx, option: str) -> None:
    pvp = ctx.state.pvp
    blocker = _other(pvp, pvp.attacker)
    kind, _, rest = option.partition(":")
    if kind == "hero":
        pvp.damage -= damage.hero_armor(ctx, blocker)
        _wound_hero(ctx, blocker)
    elif kind == "unit":
        pvp.damage -= unit_armor(ctx, blocker, int(rest))
        ctx.player(blocker).units[int(rest)].wounded = True
        ctx.say("pvp_unit", f"A Unit of {ctx.hero_name(blocker).en} is wounded.",
                f"Eine Einheit von {ctx.hero_name(blocker).de} wird verletzt.", seat=blocker)
    elif kind == "artifact":
        pvp.damage -= STEAL_COST
        _steal(ctx, blocker, rest)
    elif kind == "retreat":
        _retreat(ctx, blocker, rest)
        return
    if option == DONE or damage_options(ctx) == [DONE]:
        _next_attacker(ctx)


def _wound_hero(ctx: Ctx, seat: int) -> None:
    """One Wound into the hand per Armor's worth; Knock-out counts them over the combat (§11.5.5, §8.8.7)."""
    pvp, player = ctx.state.pvp, ctx.player(seat)
    resolve.receive_wounds(ctx, seat, "hand", 1)
    pvp.wounds[str(seat)] = pvp.wounds.get(str(seat), 0) + 1
    ctx.say("hero_wounded",
            f"{ctx.hero_name(seat).en} takes a Wound.", f"{ctx.hero_name(seat).de} erhält eine Verletzung.", seat=seat)
    if seat not in pvp.knocked_out and pvp.wounds[str(seat)] >= ctx.catalog.levels[player.level - 1].hand_limit:
        pvp.knocked_out.append(seat)
        damage.discard_non_wounds(ctx, seat, "knocked_out")


def _steal(ctx: Ctx, seat: int, where: str) -> None:
    """§11.6.2: the Artifact goes into the attacker's discard pile."""
    place, _, what = where.partition(":")
    player = ctx.player(seat)
    if place == "discard":
        player.discard.remove(what)
        card = what
    elif place == "play":
        played = next(p for p in player.play_area if p.card == what)
        player.play_area.remove(played)
        card = what
    else:
        unit = player.units[int(what)]
        card, unit.banner, unit.banner_flipped = unit.banner, None, False
        if unit.banner_commands:  # Lost Legion 2.3: it had no Command token but the stolen Banner
            units.leave_without_command(ctx, seat, int(what))
    ctx.player(ctx.state.pvp.attacker).discard.append(card)
    name = ctx.catalog.cards[card].name
    ctx.say("pvp_steal", f"{ctx.hero_name(ctx.state.pvp.attacker).en} takes {name.en}.",
            f"{ctx.hero_name(ctx.state.pvp.attacker).de} nimmt {name.de}.", seat=ctx.state.pvp.attacker)


# --- the end of the combat (§11.7) ---------------------------------------------------------------------------------

def _retreat(ctx: Ctx, seat: int, label: str) -> None:
    """§11.6.2: the blocker is pushed to that space (no rampaging enemy is provoked) and loses (§11.7.1)."""
    pvp = ctx.state.pvp
    key = hex_key(*parse_label(layout_of(ctx), label))
    ctx.player(seat).position = key
    _turn_of(ctx, seat).path.append(key)
    ctx.say("pvp_retreat", f"{ctx.hero_name(seat).en} is forced to retreat to {label}.",
            f"{ctx.hero_name(seat).de} muss sich nach {shown_label(label, 'de')} zurückziehen.", seat=seat)
    victor = pvp.attacker
    fame = victory_fame(ctx.player(victor), ctx.player(seat))
    if fame:
        resolve.gain_fame(ctx, victor, fame)
    ctx.say("pvp_won", f"{ctx.hero_name(victor).en} wins and gains {fame} Fame.",
            f"{ctx.hero_name(victor).de} gewinnt und erhält {fame} Ruhm.", seat=victor)
    _finish(ctx)


def victory_fame(victor, loser) -> int:
    """§11.7.1: "1 Fame if they have more Fame than you, plus 2 for each level they are higher than you"."""
    return int(loser.fame > victor.fame) + 2 * max(0, loser.level - victor.level)


def _draw(ctx: Ctx) -> None:
    """§11.7.2: nobody gains Fame; the aggressor goes back to the space they attacked from (not Forced Withdrawal;
    if it is not safe, Forced Withdrawal goes on from there at the end of the turn along the rest of the path)."""
    pvp = ctx.state.pvp
    turn = _turn_of(ctx, pvp.aggressor)
    if turn.path[-1:] == [pvp.space] and len(turn.path) > 1:
        turn.path.pop()
    ctx.player(pvp.aggressor).position = pvp.came_from
    ctx.say("pvp_draw", "Nobody attacks any more: a draw; the aggressor withdraws.",
            "Niemand greift mehr an: unentschieden; der Angreifer zieht sich zurück.")
    _finish(ctx)


def _turn_of(ctx: Ctx, seat: int) -> Turn:
    return ctx.state.turn if ctx.state.turn.seat == seat else ctx.state.pvp.parked


def _finish(ctx: Ctx) -> None:
    """A fully attending defender plays on to the End of their turn (§11.3.1); a partial one stops at once, keeping
    their pure mana for their next turn (§11.3.2). Then the aggressor's turn goes on."""
    pvp = ctx.state.pvp
    _hand_to(ctx, pvp.defender)
    if pvp.attend == FULLY:
        pvp.phase = OVER
        return
    ctx.player(pvp.defender).kept_tokens += ctx.state.turn.tokens
    ctx.state.turn, ctx.state.pvp = pvp.parked, None


def defender_turn_ended(ctx: Ctx) -> bool:
    """After a turn's End of Turn: True if it was a fully attending defender's, and the aggressor's turn resumes."""
    pvp = ctx.state.pvp
    if pvp is None or pvp.phase != OVER:
        return False
    ctx.state.turn, ctx.state.pvp = pvp.parked, None
    return True


def view(ctx: Ctx) -> dict | None:
    pvp = ctx.state.pvp
    if pvp is None:
        return None
    return {"aggressor": pvp.aggressor, "defender": pvp.defender, "attend": pvp.attend, "phase": pvp.phase,
            "attacker": pvp.attacker, "stage": pvp.stage, "attack": dict(pvp.attack), "block": dict(pvp.block),
            "damage": pvp.damage, "fortified": pvp.fortified}

"""Random combats (rules spec §8): properties that hold whatever the player does.

Each seed builds a combat against one to three random tokens (some defending a site, some with a City
card's bonus, some rampaging) for Tovak with the seed's hand and random Units, then picks random legal
actions (mostly not `next-phase`) until the combat ends. Now and then a random Attack or Block pool is
added as a stand-in for stronger cards, so that enemies actually fall. After every action:
- Fame gained equals the Fame of the tokens newly defeated, summoned monsters excepted (§8.6.6, §8.7.7);
- every successful attack had a total (recomputed here from §8.5.2 and §8.6.4) of at least the targets'
  Armor (§8.6.6, §8.9.4, §8.12.1), and defeated exactly its targets;
- the Wounds in hand only grow, by exactly the combat's Wound count (§8.8.5, §8.8.7), never below 0;
- the state survives a JSON round trip (GAME.dump / GAME.load) in the middle of the combat.
"""
import json
import random

from engine.core import Action
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.state import Combat, Foe, UnitCard

CATALOG = GAME.catalog
SEEDS = range(150)
MAX_ACTIONS = 300
CITIES = (None, None, None, "white", "blue", "red", "green")


def random_combat(rng: random.Random, seed: int):
    foes = []
    for enemy_id in rng.sample(sorted(CATALOG.enemies), rng.randint(1, 3)):
        token = CATALOG.enemies[enemy_id]
        defends = rng.random() < 0.3
        foes.append(Foe(enemy_id, token.color, defends=defends, rampaging=not defends and rng.random() < 0.5,
                        city=rng.choice(CITIES) if defends else None,
                        blocked=[False] * len(token.attacks), dealt=[False] * len(token.attacks)))
    state = build_position(CATALOG, {"seed": seed, "players": [{"hero": "tovak", "position": "1-W"}]})
    state.players[0].units = [UnitCard(u) for u in rng.sample(sorted(CATALOG.units), rng.randint(0, 3))]
    state.turn.combat = Combat(kind="challenge", foes=foes)
    state.turn.kind, state.turn.action_taken, state.turn.fought = "regular", True, True
    return state


def top_up(rng: random.Random, combat: Combat) -> None:
    """A random pool of points, as if from cards, in the phases that use them."""
    element = rng.choice(("physical", "fire", "ice", "cold_fire"))
    if combat.phase == "ranged_siege":
        key = f"{rng.choice(('ranged', 'siege'))}:{element}"
        combat.attack[key] = combat.attack.get(key, 0) + rng.randint(1, 8)
    elif combat.phase == "attack":
        key = f"{rng.choice(('melee', 'ranged', 'siege'))}:{element}"
        combat.attack[key] = combat.attack.get(key, 0) + rng.randint(1, 8)
    elif combat.phase == "block":
        combat.block[element] = combat.block.get(element, 0) + rng.randint(1, 8)


# --- an independent reading of the attack arithmetic (§8.5.2, §8.6.4, §8.9.4, §8.12.1) ----------------------

def fortification(foe: Foe) -> int:
    token = CATALOG.enemies[foe.enemy]
    if "lose_fortification" in foe.flags:
        return 0
    return int(foe.defends and "unfortified" not in token.abilities) + int("fortified" in token.abilities)


def attack_value(foe: Foe, index: int) -> int:
    printed = CATALOG.enemies[foe.enemy].attacks[index]
    bonus = {"fire": 2, "ice": 2, "cold_fire": 1}.get(printed.element, 0) if foe.city == "blue" else 0
    return max(0, printed.value + bonus + foe.attack_change - foe.slowed)


def armor(foe: Foe, phase: str) -> int:
    token = CATALOG.enemies[foe.enemy]
    every_attack_blocked = bool(token.attacks) and all(
        foe.blocked[i] or (foe.slowed and attack_value(foe, i) == 0) for i in range(len(token.attacks)))
    base = token.armor
    if token.armor_elusive is not None and not (phase == "attack" and every_attack_blocked):
        base = token.armor_elusive
    return max(1, base + foe.armor_change + (foe.city == "white"))


def attack_total(combat: Combat, targets: list[int]) -> int:
    foes = [combat.foes[i] for i in targets]
    if combat.phase == "attack":
        ranges = {"melee", "ranged", "siege"}
    else:
        assert all(fortification(foe) < 2 for foe in foes)  # double-fortified: not a target now
        ranges = {"siege"} if any(fortification(foe) for foe in foes) else {"ranged", "siege"}
    resisted = set()
    for foe in foes:
        held = set() if "lose_resistances" in foe.flags else set(CATALOG.enemies[foe.enemy].resistances)
        resisted |= held | ({"cold_fire"} if {"fire", "ice"} <= held else set())
    weak = strong = 0
    for key, points in combat.attack.items():
        range_, element = key.split(":")
        if range_ in ranges:
            if element in resisted:
                weak += points
            else:
                strong += points
    return weak // 2 + strong


# --- the properties -------------------------------------------------------------------------------------------

def fame_of(foes) -> int:
    return sum(CATALOG.enemies[f.enemy].fame for f in foes if f.summoner is None)


def check_step(before, action: Action, after) -> list[Foe]:
    """Checks one action; returns the foes it defeated."""
    old = before.turn.combat
    new = after.turn.combat
    if action.verb == "attack":
        targets = [int(i) for i in action.get("targets").split(",")]
        assert attack_total(old, targets) >= sum(armor(old.foes[i], old.phase) for i in targets)
        defeated = [old.foes[i] for i in targets]
        if new is not None:
            assert [i for i, f in enumerate(new.foes) if f.defeated and not old.foes[i].defeated] == targets
    elif new is None:
        defeated = []
    else:
        defeated = [f for i, f in enumerate(new.foes[:len(old.foes)]) if f.defeated and not old.foes[i].defeated]
    assert after.players[0].fame - before.players[0].fame == fame_of(defeated)
    in_hand_before, in_hand = before.players[0].hand.count("wound"), after.players[0].hand.count("wound")
    assert in_hand >= in_hand_before
    if new is not None:
        assert new.wounds >= 0 and in_hand - in_hand_before == new.wounds - old.wounds
        assert GAME.load(json.loads(json.dumps(GAME.dump(after)))) == after
    return defeated


def pick(rng: random.Random, actions: list[Action]) -> Action:
    """A random legal action, mostly not the one that ends the phase (so that the pools get used)."""
    staying = [a for a in actions if a.verb != "next-phase"]
    return rng.choice(staying if staying and rng.random() < 0.8 else actions)


def play_out(seed: int) -> tuple[int, int]:
    rng = random.Random(seed)
    state = random_combat(rng, seed)
    start_fame, defeated = state.players[0].fame, []
    for _ in range(MAX_ACTIONS):
        if rng.random() < 0.3 and state.turn.decision is None and not state.turn.combat.damage:
            top_up(rng, state.turn.combat)
        seat = next(iter(GAME.to_act(state)))
        action = pick(rng, GAME.legal_actions(state, seat))
        after = GAME.apply(state, seat, action).state
        defeated += check_step(state, action, after)
        state = after
        if state.turn.combat is None:
            break
    assert state.turn.combat is None, f"seed {seed}: the combat did not end in {MAX_ACTIONS} actions"
    assert state.players[0].fame - start_fame == fame_of(defeated)
    return len([f for f in defeated if f.summoner is None]), state.players[0].hand.count("wound")


def test_8_random_combats_keep_fame_armor_wounds_and_the_record_consistent():
    results = [play_out(seed) for seed in SEEDS]
    assert sum(1 for count, _ in results if count) >= len(SEEDS) // 3  # enemies do fall ...
    assert sum(wounds for _, wounds in results) > 0  # ... and do hit

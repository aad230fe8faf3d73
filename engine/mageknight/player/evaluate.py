"""How good a state is for one seat: the player's yardstick (Fame first, then what wins Fame later).

A number, bigger is better, read from the state alone: Fame and level; what the Hero owns (crystals, Units,
Skills, Spells and Advanced Actions learned) less its Wounds; sites and cities conquered; the way to the nearest
goal still to take; and inside a combat, what the hand can still do against the enemies in it (a prospect, so a
fight that cannot be won looks bad the moment it starts, §8).
"""
from __future__ import annotations

import dataclasses
import heapq
from functools import lru_cache

from engine.mageknight.catalog.effects import Attack, Block
from engine.mageknight.geometry import MapLayout, distance, neighbours, open_slots, space_at
from engine.mageknight.state import WOUND, Combat, GameState, Player, parse_hex

# Sites worth walking to, with how much: those with enemies to defeat (a fortified site or a city is the
# scenario's goal). A goal whose defenders are stronger than the Hero's usual strength is worth far less.
GOALS = {"city": 12.0, "keep": 7.0, "mage_tower": 7.0, "dungeon": 4.0, "tomb": 4.0, "monster_den": 4.0,
         "spawning_grounds": 4.0, "ancient_ruins": 3.0, "maze": 3.0, "labyrinth": 3.0}
EXPLORE = 5.0  # a position a new tile may go: worth walking to when no site is nearer
BASIC_DECK = 16  # a Hero's starting Deed deck (§2.7): every card beyond it was learned or won
STRENGTH = 8  # the Attack and Block a Hand of five cards usually gathers, before levels and Units add to it
HERO_ARMOR = 2  # a level 1 Hero's Armor: how many damage points make one Wound (§8.8.4)
MARGIN = 1.0  # how many times the points a fight needs the hand must hold to count it won (a rough estimate)

WEIGHTS = {"fame": 1.0, "level": 2.0, "crystal": 0.6, "unit": 5.0, "unit_wounded": -2.5, "skill": 2.5,
           "learned": 3.0, "wound_hand": -1.6, "wound_deck": -1.2, "reputation": 1.0, "shield": 6.0,
           "city_shield": 15.0, "tile": 3.0, "card_in_hand": 0.05, "card_in_fight": 0.4, "move": 0.02, "influence": 0.02,
           "goal_step": 0.45}


def power(node, kind: type) -> int:
    """The biggest Attack (or Block) a card side or ability can give, looking through its choices and parts."""
    if isinstance(node, kind):
        return node.value
    best = 0
    if dataclasses.is_dataclass(node):
        for field in dataclasses.fields(node):
            value = getattr(node, field.name)
            for child in value if isinstance(value, tuple) else (value,):
                if dataclasses.is_dataclass(child):
                    best = max(best, power(child, kind))
    return best


@lru_cache(maxsize=4096)
def card_power(catalog, card: str, kind: type) -> int:
    """What a Deed card is worth in a fight: its basic side's Attack or Block, or 1 played sideways (§5.5)."""
    entry = catalog.cards.get(card)
    if entry is None:
        return 1
    return max(1, power(entry.basic.effect, kind))  # powered needs mana, which a hand seldom has to spare


@lru_cache(maxsize=1024)
def unit_power(catalog, unit: str, kind: type) -> int:
    return max((power(ability.effect, kind) for ability in catalog.units[unit].abilities), default=0)


@lru_cache(maxsize=256)
def goal_spaces(catalog, rows: tuple) -> tuple[tuple[tuple[int, int], str], ...]:
    """Every space with a site worth a visit on the map laid so far."""
    layout = MapLayout.from_rows(rows)
    found = []
    for hex_ in layout.hexes:
        site = space_at(layout, catalog, hex_).site
        if site in GOALS:
            found.append((hex_, site))
    return tuple(found)


@lru_cache(maxsize=512)
def _fight_cost(enemy) -> int:
    """The points a Hero needs to block an enemy and defeat it: its Attacks and its Armor (§8.6, §8.7)."""
    hits = sum(attack.value for attack in enemy.attacks) * (2 if "brutal" in enemy.abilities else 1)
    return hits + enemy.armor * (2 if "physical" in enemy.resistances else 1)


@lru_cache(maxsize=8192)
def move_costs(catalog, rows: tuple, start: tuple[int, int], day: bool, blocked: frozenset) -> dict:
    """The Move points from `start` to every space of the map it can walk to, by the terrain's cost (§6.2, §6.3);
    spaces in `blocked` (rampaging enemies) are reached but not walked through. A guide for the way, not the rules'
    own reckoning (skills and cards may make it cheaper)."""
    layout = MapLayout.from_rows(rows)
    placed = set(layout.hexes)
    costs = {start: 0}
    frontier = [(0, start)]
    while frontier:
        cost, here = heapq.heappop(frontier)
        if cost > costs.get(here, cost) or (here in blocked and here != start):
            continue
        for step in neighbours(here):
            if step not in placed:
                continue
            terrain = catalog.terrains[space_at(layout, catalog, step).terrain]
            price = terrain.day_cost if day else terrain.night_cost
            if price is not None and cost + price < costs.get(step, 10**6):
                costs[step] = cost + price
                heapq.heappush(frontier, (cost + price, step))
    return costs


@lru_cache(maxsize=256)
def explore_slots(catalog, rows: tuple, shape: str) -> tuple[tuple[int, int], ...]:
    """The centres of the positions where a tile may be added now (§6.5)."""
    layout = MapLayout.from_rows(rows)
    return tuple(sorted({center for kind in ("countryside", "core")
                         for center in open_slots(layout, catalog.map_shapes[shape], kind)}))


def _goal_term(catalog, state: GameState, player: Player) -> float:
    """How close the Hero stands to the best goal still to take: worth less the further it is."""
    if player.position is None:
        return 0.0
    combat = state.turn.combat if state.turn is not None and state.turn.seat == player.seat else None
    # In an assault the Hero stands on the site only if it wins; the fight's prospect says how likely that is.
    here = parse_hex(combat.came_from if combat is not None and combat.came_from else player.position)
    strength = STRENGTH + 2 * player.level + 3 * len(player.units)
    best = float("-inf")
    rows = tuple(tuple(row) for row in state.map.tiles)
    goals = goal_spaces(catalog, rows)
    sites = {hex_ for hex_, _ in goals}
    blocked = frozenset(parse_hex(key) for key, tokens in state.map.enemies.items() if tokens) - sites
    costs = move_costs(catalog, rows, here, state.round.time == "day", blocked)
    for hex_, site in goals:
        key = f"{hex_[0]},{hex_[1]}"
        if hex_ not in costs:
            continue
        if key in state.map.shields or key in state.map.burned:  # conquered (its Shield) or burned
            continue
        needed = sum(_fight_cost(catalog.enemies[token.enemy]) for token in state.map.enemies.get(key, ()))
        worth = GOALS[site] * (1.0 if MARGIN * needed <= strength else 0.25)
        best = max(best, worth - WEIGHTS["goal_step"] * costs[hex_])
    if state.decks.tiles:  # a tile to explore: a space next to a free position is a goal too (§6.4)
        for center in explore_slots(catalog, rows, state.map_shape):
            near = [cost for hex_, cost in costs.items() if distance(hex_, center) <= 2]
            if near:
                best = max(best, EXPLORE - WEIGHTS["goal_step"] * min(near))
    return max(best, -20.0)


def _combat_prospect(catalog, combat: Combat, player: Player) -> float:
    """What the fight under way should still bring: the Fame of the enemies the hand, the ready Units and the
    points already played can defeat, less the Wounds of the attacks they cannot block (§8.3-8.8). Each card
    counts once, for its better use; enemies are taken on cheapest first."""
    ready = [card for card in player.hand if card != WOUND]
    pool = sum(combat.attack.values()) + sum(
        max(card_power(catalog, c, Attack), card_power(catalog, c, Block)) for c in ready) + sum(
        max(unit_power(catalog, u.unit, Attack), unit_power(catalog, u.unit, Block))
        for u in player.units if u.ready and not u.wounded)
    blocks = sum(combat.block.values())  # Block points played and not assigned yet
    blockable = combat.phase in ("ranged_siege", "block")  # the enemies' attacks may still be blocked ...
    striking = blockable or combat.phase == "assign_damage"  # ... or at least are still to be dealt
    prospect = 0.0

    def cost(foe) -> tuple[int, int]:
        enemy = catalog.enemies[foe.enemy]
        count = len(enemy.attacks)
        hits = sum(a.value for a, blocked, dealt in zip(enemy.attacks, foe.blocked or [False] * count,
                                                        foe.dealt or [False] * count)
                   if not blocked and not dealt) + foe.attack_change if striking else 0
        if "brutal" in enemy.abilities:  # its damage counts double (§8.9)
            hits *= 2
        armor = max(1, enemy.armor + foe.armor_change)
        if "physical" in enemy.resistances:  # most Attacks are physical: only half of them counts (§8.9)
            armor *= 2
        return armor, max(0, hits)

    for foe in sorted((f for f in combat.foes if not f.defeated), key=lambda f: sum(cost(f))):
        armor, hits = cost(foe)
        if not blockable:  # being dealt now: only Wounds (§8.8)
            prospect += WEIGHTS["wound_hand"] * hits / HERO_ARMOR
            hits = 0
        covered = min(hits, blocks)
        blocks -= covered
        hits -= covered
        fame = catalog.enemies[foe.enemy].fame * foe.fame_multiplier
        if pool >= MARGIN * (armor + hits):
            pool -= armor + hits
            prospect += 0.8 * fame
        elif pool >= hits:
            pool -= hits
        else:
            prospect += WEIGHTS["wound_hand"] * 1.5 * (hits - pool + 1) // HERO_ARMOR
            pool = 0
    return prospect


def evaluate(catalog, state: GameState, seat: int) -> float:
    player = state.players[seat]
    w = WEIGHTS
    score = w["fame"] * player.fame + w["level"] * player.level + w["reputation"] * player.reputation
    score += w["crystal"] * sum(player.crystals.values()) + w["skill"] * len(player.skills)
    score += sum(w["unit_wounded"] if u.wounded else w["unit"] for u in player.units)
    cards = player.deck + player.hand + player.discard + [p.card for p in player.play_area]
    wounds_hand = player.hand.count(WOUND)
    score += w["wound_hand"] * wounds_hand + w["wound_deck"] * (cards.count(WOUND) - wounds_hand)
    score += w["learned"] * max(0, len(cards) - cards.count(WOUND) - BASIC_DECK)
    score += w["card_in_hand"] * (len(player.hand) - wounds_hand)
    for key, seats in state.map.shields.items():
        if seat in seats:
            score += w["city_shield"] if key in state.map.cities else w["shield"]
    score += w["tile"] * len(state.map.tiles)
    score += _goal_term(catalog, state, player)
    turn = state.turn
    if turn is not None and turn.seat == seat:
        score += w["move"] * turn.move + w["influence"] * turn.influence
        if turn.combat is not None:  # a card kept is a card for the fight: none spent on anything else
            score += _combat_prospect(catalog, turn.combat, player) + w["card_in_fight"] * (
                len(player.hand) - wounds_hand)
    return score

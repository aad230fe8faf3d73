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

from engine.mageknight.catalog.effects import Influence
from engine.mageknight.geometry import MapLayout, distance, neighbours, open_slots, space_at
from engine.mageknight.player.fight import (AFAR, AT_THE_START, FIGHTING, FROM_AFAR, MARGIN, STRIKING, WoundPrice,
                                            ask_in_combat, ask_of, card_means, fight_value, mana_at_hand, means,
                                            outcome, power, typical_ask)
from engine.mageknight.player.volkare_army import (VICTORY, army_fight, his_turns_to_victory, last_stand,
                                                   marching, meeting_places, threat, tile_turns,
                                                   troop_worth, with_progress, within_his_reach)
from engine.mageknight.scoring import deed_cards
from engine.mageknight.state import WOUND, Combat, GameState, Player, hex_key, parse_hex
from engine.mageknight.volkare import ARMY, is_token

# Sites worth walking to, with what taking them brings besides their defenders' Fame (a fortified site or a city is
# the scenario's goal; adventure sites reward with Artifacts, Spells, crystals). A goal whose defenders the Hero's
# usual hand cannot beat is worth what the fight would bring: little, or less than nothing.
GOALS = {"city": 10.0, "keep": 6.0, "mage_tower": 6.0, "dungeon": 4.0, "tomb": 4.0, "monster_den": 3.0,
         "spawning_grounds": 3.0, "ancient_ruins": 3.0, "maze": 2.0, "labyrinth": 2.0}
RECRUIT = {"village": 5.0, "monastery": 5.0}  # where Units are recruited (§10.2): worth a visit while a command
# token is free
EXPLORE = 5.0  # a position a new tile may go: worth walking to when no site is nearer
BASIC_DECK = 16  # a Hero's starting Deed deck (§2.7): every card beyond it was learned or won

WEIGHTS = {"fame": 1.0, "level": 2.0, "crystal": 0.6, "unit": 5.0, "unit_wounded": -2.5, "skill": 2.5,
           "learned": 3.0, "wound_hand": -1.6, "wound_deck": -1.2, "reputation": 1.0, "shield": 6.0,
           "city_shield": 15.0, "tile": 3.0, "card_in_hand": 0.15, "move": 0.03, "influence": 0.03,
           "goal_step": 0.45, "fight_won": 0.8, "turn_left": 1.0}
GOAL_SHARE = 0.6  # a goal still to take is worth this share of what taking it brings (it may fail, and it waits):
# less, so that a Hero standing on a village or next to a tile to explore takes it rather than ends its turn there
HELD_MOVE = 0.5  # Move points played but not walked yet bring the goal this much nearer: enough for a line of the
# lookahead that plays Move cards to look better before its step is found, less than the step itself
TURNS_PER_ROUND = 4  # a Hero's turns in a Round, about: a deck of some 16 cards played 3 to 5 a turn
MOVE_A_TURN = 4  # the Move points a Hero's turn walks, about: a way of more turns than General Volkare needs to pass a
# space does not meet him there
TOLL = MOVE_A_TURN  # a rampaging enemy beaten on the way costs about a turn: the fight from the space before it


@lru_cache(maxsize=64)
def _rounds(catalog, scenario: str, seats: int) -> int:
    return catalog.scenarios[scenario].setting(seats, "rounds")


def game_left(catalog, state: GameState) -> float:
    """The share of the game still to play (1 at its start): the Rounds left, or the turns General Volkare still
    needs to win his scenario. Late in the game few hands are left for a Wound's dead card to spoil, and a fight worth
    its Wounds then is worth fighting (fight.WoundPrice)."""
    rounds = _rounds(catalog, state.scenario, state.seats)
    turns = max(0, rounds - state.round.number) * TURNS_PER_ROUND + _turns_this_round(catalog, state)
    return min(1.0, min(turns, turns_he_leaves(catalog, state)) / (rounds * TURNS_PER_ROUND))


def _turns_this_round(catalog, state: GameState) -> float:
    """About how many turns the Round still has: the hand now, then the deck a Hand at a time, until the first Hero's
    deck is empty (and it announces the Round's end, §4.3). In the last Round the game runs out turn by turn."""
    return min(TURNS_PER_ROUND, min(1 + len(player.deck) / catalog.level_for_fame(player.fame).hand_limit
                                    for player in state.players))


def turns_he_leaves(catalog, state: GameState) -> float:
    """About how many turns General Volkare leaves each Hero before he wins his scenario: all the game's while his
    goal is not in sight (or he is beaten, or absent)."""
    whole = _rounds(catalog, state.scenario, state.seats) * TURNS_PER_ROUND
    his = his_turns_to_victory(catalog, state) if marching(state) else None
    return whole if his is None else min(whole, his)


@lru_cache(maxsize=256)
def goal_spaces(catalog, rows: tuple) -> tuple[tuple[tuple[int, int], str], ...]:
    """Every space with a site worth a visit (a fight's or a recruit's) on the map laid so far."""
    layout = MapLayout.from_rows(rows)
    found = []
    for hex_ in layout.hexes:
        site = space_at(layout, catalog, hex_).site
        if site in GOALS or site in RECRUIT:
            found.append((hex_, site))
    return tuple(found)


@lru_cache(maxsize=8192)
def move_costs(catalog, rows: tuple, start: tuple[int, int], day: bool, blocked: frozenset,
               stops: frozenset = frozenset(), tolls: frozenset = frozenset()) -> dict:
    """The Move points from `start` to every space of the map it can walk to, by the terrain's cost (§6.2, §6.3);
    spaces in `blocked` (rampaging enemies) are reached but not walked through, nor past (a step from one space next
    to them to another provokes them); spaces in `stops` (General Volkare's, LL §4.3.6; a fortified site not
    conquered, §6.4.1) are reached but not walked through; spaces in `tolls` (rampaging enemies the Hero can beat)
    are walked through at TOLL more, the fight that clears them (§8.2). A guide for the way, not the rules' own
    reckoning (skills and cards may make it cheaper, walls dearer)."""
    layout = MapLayout.from_rows(rows)
    placed = set(layout.hexes)
    costs = {start: 0}
    frontier = [(0, start)]
    halts = blocked | stops
    while frontier:
        cost, here = heapq.heappop(frontier)
        if cost > costs.get(here, cost) or (here in halts and here != start):
            continue
        guarded = {enemy for enemy in neighbours(here) if enemy in blocked}
        for step in neighbours(here):
            if step not in placed or any(enemy in guarded for enemy in neighbours(step)):
                continue  # a step between two spaces next to the same rampaging enemy provokes it (§6.4.3)
            terrain = catalog.terrains[space_at(layout, catalog, step).terrain]
            price = terrain.day_cost if day else terrain.night_cost
            if price is not None and step in tolls:
                price += TOLL
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


def usual_means(catalog, player: Player) -> float:
    """The points the Hero's usual hand brings to a fight it walks into: a Hand of its level's size drawn from its
    whole deck (Wounds and all), one card powered by a die of the Source and more by its crystals, its Units."""
    level = catalog.level_for_fame(player.fame)
    cards = deed_cards(player)
    units = means(catalog, (), [u.unit for u in player.units if not u.wounded], {})
    if not cards:
        return units
    basic, boost = (sum(values) / len(cards) for values in zip(*(card_means(catalog, card) for card in cards)))
    powered = min(level.hand_limit, 1 + sum(player.crystals.values()))
    return (basic * level.hand_limit + boost * powered) / MARGIN + units


@lru_cache(maxsize=4096)
def card_influence(catalog, card: str) -> int:
    """The Influence a Deed card's basic side gives, or 1 played sideways (§5.5); a Wound none."""
    entry = catalog.cards.get(card)
    return max(1, power(entry.basic.effect, Influence)) if entry is not None and entry.basic is not None else 0


def _recruit_worth(catalog, state: GameState, player: Player, site: str, here: bool) -> float:
    """A recruiting place, while a command token is free and a Unit of the offer recruited there is within reach of
    the Influence the Hero's usual hand (on the spot: its hand now) brings, Reputation counted (§10.2, §7.3)."""
    level = catalog.level_for_fame(player.fame)
    if level.command_tokens <= len(player.units):
        return 0.0
    cards = player.hand if here else player.deck + player.hand + player.discard
    influence = sum(card_influence(catalog, card) for card in cards)
    if not here:
        influence = influence / max(1, len(cards)) * level.hand_limit
    # The Reputation's modifier is added when the interaction begins (§7.2.2): then it is in the turn's Influence.
    modifier = catalog.source.reputation.influence_modifier.get(player.reputation, 0)
    if here and state.turn is not None and state.turn.seat == player.seat:
        influence += state.turn.influence
        modifier = modifier if state.turn.interaction is None else 0
    costs = [catalog.units[u].cost for u in state.offers.units if site in catalog.units[u].recruit_at]
    return RECRUIT[site] if costs and min(costs) <= influence + modifier else 0.0


def _site_worth(catalog, state: GameState, player: Player, key: str, site: str, strength: float,
                armor: int, price: WoundPrice = AT_THE_START) -> float:
    """What taking a site should bring: its reward and its defenders' Fame, if the usual hand beats them, else what
    the fight costs (`price`: its Wounds, by what is left of the game); a recruiting place while a command token is
    free."""
    if site in RECRUIT:
        return _recruit_worth(catalog, state, player, site, here=key == player.position)
    defenders = [ask_of(catalog, token.enemy) for token in state.map.enemies.get(key, ())]
    drawn = catalog.sites[site].enemies_on_entry
    if not defenders and drawn is not None and drawn.color is not None:  # met on entering: the colour's usual ones
        defenders = [typical_ask(catalog, drawn.color)] * drawn.count
    if not defenders:
        return GOALS[site]
    fame, hurt = outcome(defenders, strength, 0.0, armor, price)
    everyone = sum(ask.fame for ask in defenders)
    if fame < everyone:  # not all beaten by the usual hand: a better hand might
        return _within_reach(defenders, strength) * (GOALS[site] + everyone)
    return GOALS[site] + fame - price.of(hurt)


REACH = 0.5  # a goal whose defenders ask up to twice the usual hand is worth walking toward: a good hand, a Unit
# recruited or a card learned on the way may beat them, and the fight itself is weighed once it is there
HOPE = 0.5  # what a goal beyond the usual hand is worth at most, as a share of its worth


def _within_reach(defenders: list, strength: float) -> float:
    """How nearly the usual hand beats every defender (0: not within twice its points; up to HOPE: nearly)."""
    need = sum(min(ask.armor + ask.block, ask.armor_unblocked) for ask in defenders)
    ratio = strength / max(1.0, need)
    return HOPE * max(0.0, min(1.0, (ratio - REACH) / (1.0 - REACH)))


def _goal_term(catalog, state: GameState, player: Player) -> float:
    """How close the Hero stands to the best goal still to take: worth less the further it is. Goals: sites to
    conquer or explore and recruiting places, the rampaging enemies it can beat (challenged from a space next to
    them, §8.2), a position for a new tile."""
    if player.position is None:
        return 0.0
    turn = state.turn if state.turn is not None and state.turn.seat == player.seat else None  # the Hero's own
    combat = turn.combat if turn is not None else None
    # In an assault the Hero stands on the site only if it wins; the fight's prospect says how likely that is.
    here = parse_hex(combat.came_from if combat is not None and combat.came_from else player.position)
    strength, armor, price = _usual_fight(catalog, state, player)
    best = float("-inf")
    rows = tuple(tuple(row) for row in state.map.tiles)
    goals = goal_spaces(catalog, rows)
    sites = {hex_ for hex_, _ in goals}
    rampaging = {parse_hex(key): tokens for key, tokens in state.map.enemies.items() if tokens}
    blocked = frozenset(rampaging) - sites
    volkare = parse_hex(state.volkare.position) if state.volkare is not None and state.volkare.army else None
    # Entering his space assaults him (LL §3.7), entering a fortified site not conquered assaults it (§6.4.1): a way
    # ends there, and no tile is explored from there.
    stops = frozenset({volkare} if volkare is not None else ()) | _held_fortresses(catalog, state, goals)
    stops -= {here}
    halts = blocked | stops
    costs = move_costs(catalog, rows, here, state.round.time == "day", blocked, stops)
    held = turn.move if turn is not None and combat is None and not turn.action_taken and turn.kind != "rest" else 0

    def toward(worth: float, cost: int) -> float:
        """A goal's share of its worth less the way's price: Move points still to find, and those held now at a
        share (not walked yet)."""
        return GOAL_SHARE * worth - WEIGHTS["goal_step"] * (cost - HELD_MOVE * min(held, cost))

    for hex_, site in goals:
        key = hex_key(*hex_)
        if hex_ not in costs or hex_ == volkare:  # entering his space assaults him (LL §3.7), not its site
            continue
        if key in state.map.shields or key in state.map.burned:  # conquered (its Shield) or burned
            if site not in RECRUIT:
                continue
        # The step onto a site is taken in the turn of its fight: its Move comes out of the same hand.
        step_in = costs[hex_] - min((costs[n] for n in neighbours(hex_) if n in costs and n not in halts),
                                    default=costs[hex_])
        worth = _site_worth(catalog, state, player, key, site, strength - step_in, armor, price)
        best = max(best, toward(worth, costs[hex_]))
    beatable = set()
    for hex_ in blocked:
        near = [costs[step] for step in neighbours(hex_) if step in costs and step not in blocked]
        if near:
            worth = fight_value([ask_of(catalog, token.enemy) for token in rampaging[hex_]], strength, armor,
                                price)
            best = max(best, toward(worth, min(near)))
            if worth > 0:
                beatable.add(hex_)
    if marching(state):  # General Volkare: the troops the hand could defeat, met where he is or will be (in his
        # Camp his troops are a site's defenders, LL §5.1)
        # The way to him may go through rampaging enemies the hand beats: the last chance to win is worth a fight
        # on the way, and without it a Hero walled in by them waited for the game to end.
        tolls = frozenset(beatable)
        way = move_costs(catalog, rows, here, state.round.time == "day", blocked - tolls, stops, tolls) if tolls \
            else costs
        meet = [way[hex_] for hex_, his in meeting_places(catalog, state).items() if hex_ in way
                and (hex_ == volkare or (hex_ not in halts and way[hex_] <= his * MOVE_A_TURN))]
        if meet:  # the last chance to win counts whole, as in the fight under way: no other goal brings it
            worth = army_fight(catalog, state, strength, armor, price)
            best = max(best, toward(worth, min(meet)) + last_stand(price.left))
    # A tile to explore: a space next to a free position is a goal too (§6.4), worth less the turns of General
    # Volkare's race it costs (the Return's city lies below it): without that, a Hero stood next to a position for
    # the game, the goal in reach worth more than the tile it would bring.
    explore = EXPLORE - WEIGHTS["turn_left"] * tile_turns(catalog, state)
    if state.decks.tiles and explore > 0:
        for center in explore_slots(catalog, rows, state.map_shape):
            near = [cost for hex_, cost in costs.items() if distance(hex_, center) <= 2 and hex_ not in halts]
            if near:
                best = max(best, toward(explore, min(near)))
    return max(best, -20.0)


def _usual_fight(catalog, state: GameState, player: Player) -> tuple[float, int, WoundPrice]:
    """What the Hero brings to a fight it walks into: its usual hand's points, its Armor, and the price of Wounds
    with what is left of the game."""
    level = catalog.level_for_fame(player.fame)
    return usual_means(catalog, player), level.armor, WoundPrice(game_left(catalog, state), level.hand_limit)


def _his_threat(catalog, state: GameState, player: Player) -> float:
    """General Volkare's next turn may attack the Hero where it stands (volkare_army.threat): a Hero too weak to
    fight him steps out of his reach rather than lose Wounds to every red card (LL §4.1.13)."""
    if not marching(state) or player.position is None:
        return 0.0
    if state.turn is not None and state.turn.combat is not None and state.turn.combat.kind == "volkare":
        return 0.0  # met already: the fight's prospect weighs it
    spot = parse_hex(player.position)
    return threat(catalog, state, spot, *_usual_fight(catalog, state, player)) if within_his_reach(state, spot) \
        else 0.0


def _with_goals_of(state: GameState, start: GameState) -> GameState:
    """The state with the goals `start` saw: its enemies where they stood, its Shields and burned monasteries; the
    tiles explored since, with their enemies as they are now."""
    enemies = {**state.map.enemies, **start.map.enemies}
    return dataclasses.replace(state, map=dataclasses.replace(state.map, enemies=enemies, shields=start.map.shields,
                                                              burned=start.map.burned))


def _held_fortresses(catalog, state: GameState, goals) -> frozenset:
    """The fortified sites (keeps, mage towers, cities) not conquered yet, or with defenders on them (§6.4.1)."""
    return frozenset(hex_ for hex_, site in goals if catalog.sites[site].fortified
                     and (hex_key(*hex_) not in state.map.shields or state.map.enemies.get(hex_key(*hex_))))


def _combat_prospect(catalog, state: GameState, combat: Combat, player: Player) -> float:
    """What the fight under way should still bring: the Fame of the enemies the points played, the hand and the
    ready Units can defeat, less the Wounds of the attacks they cannot stop (§8.3-8.8). Against General Volkare each
    troop is worth its share of the victory too, and his token only its attack (LL §3.3, §3.5)."""
    striking = combat.phase in ("ranged_siege", "block", "assign_damage")  # attacks still to block or to deal
    standing = [foe for foe in combat.foes if not foe.defeated]
    summoning = combat.phase == "ranged_siege"  # a summoner's monsters come at the Block phase (§8.7.2)
    asks = [ask_in_combat(catalog, foe, striking, summoning) for foe in standing]
    if combat.kind == "volkare":
        worth = troop_worth(catalog, state)
        asks = [with_progress(ask, worth) if foe.origin == ARMY else ask for foe, ask in zip(standing, asks)]
    if not combat.rewarded():  # ghosts bring no Fame (LL §5.5.3): only the Wounds they may deal count
        asks = [dataclasses.replace(ask, fame=0.0) for ask in asks]
    turn = state.turn
    mana = mana_at_hand(state, player, turn.tokens, turn.dice_used < turn.dice_allowed)
    ready = [u.unit for u in player.units if u.ready and not u.wounded]
    # Once the Block phase is over only Attack counts (§8.8, §8.9). In the Attack phase the hand goes to one use and
    # no margin is kept: each card's Attack adds up as the arithmetic says.
    kinds = STRIKING if combat.phase in ("assign_damage", "attack") else FIGHTING
    margin = 1.0 if combat.phase == "attack" else MARGIN
    pool = sum(combat.attack.values()) + means(catalog, player.hand, ready, mana, kinds) / margin
    # Block played goes to one attack (§8.6): beyond the biggest attack still to block it is wasted.
    blocks = min(sum(combat.block.values()), max((ask.single_block for ask in asks), default=0))
    armor = catalog.level_for_fame(player.fame).armor
    if combat.kind == "volkare" and _spared(catalog, combat, standing, asks, player.hand, ready, mana):
        asks = [ask for foe, ask in zip(standing, asks) if not is_token(foe)]
    if combat.phase == "assign_damage":  # no more blocking: the attacks not blocked strike now
        blocks = 0.0
        asks = [dataclasses.replace(ask, block=10**6) if ask.damage else ask for ask in asks]
    level = catalog.level_for_fame(player.fame)  # a Hero knocked out loses at most the hand (§8.8.5)
    price = WoundPrice(game_left(catalog, state), max(0, level.hand_limit - combat.wounds))
    fame, hurt = outcome(asks, pool, blocks, armor, price)
    prospect = WEIGHTS["fight_won"] * (fame + _conquest(catalog, state, combat, fame >= sum(a.fame for a in asks)))
    if combat.kind == "volkare" and marching(state):  # the last chance to win, as the way to him counted it
        prospect += last_stand(price.left)
    return prospect - price.of(hurt)


def _spared(catalog, combat: Combat, standing: list, asks: list, hand: list[str], ready: list[str],
            mana: dict[str, int]) -> bool:
    """LL §3.3: all his troops in this combat defeated in the Ranged and Siege phase, his attack never comes (the
    Ranged and Siege points played and those the hand still has against his troops' Armor; without the margin of
    a whole fight's reckoning: few cards, all for one use)."""
    if combat.phase != "ranged_siege":
        return False
    played = sum(points for key, points in combat.attack.items() if key.partition(":")[0] in FROM_AFAR)
    armor = sum(ask.armor for foe, ask in zip(standing, asks) if foe.origin == ARMY)
    return armor <= played + means(catalog, hand, ready, mana, AFAR)


def _conquest(catalog, state: GameState, combat: Combat, won: bool) -> float:
    """What a site fought for brings once its defenders fall (its Shield, its reward), so that a fight for a goal
    looks as good as the goal did from afar; a fight against all of General Volkare's troops still standing, his
    scenario won."""
    if not won:
        return 0.0
    if combat.kind == "volkare":
        if not marching(state):
            return 0.0
        troops = sum(foe.origin == ARMY for foe in combat.foes)
        return VICTORY if troops == len(state.volkare.army) else 0.0
    if combat.site is None:
        return 0.0
    site = dict(goal_spaces(catalog, tuple(tuple(row) for row in state.map.tiles))).get(parse_hex(combat.site))
    return GOALS.get(site, 0.0)


def evaluate(catalog, state: GameState, seat: int, start: GameState | None = None) -> float:
    """`start`: the state the lookahead began from. Its goals still count along its lines: a site conquered or an
    enemy defeated on the way is worth what it brought, not less for the next goal being further (the goal term
    takes the best goal only, and without this a Hero gave up a fight it had won rather than lose its goal)."""
    player = state.players[seat]
    w = WEIGHTS
    score = w["fame"] * player.fame + w["level"] * player.level + w["reputation"] * player.reputation
    score += w["crystal"] * sum(player.crystals.values()) + w["skill"] * len(player.skills)
    score += sum(w["unit_wounded"] if u.wounded else w["unit"] for u in player.units)
    cards = deed_cards(player)
    wounds_hand, share = player.hand.count(WOUND), WoundPrice(game_left(catalog, state)).share
    score += share * (w["wound_hand"] * wounds_hand + w["wound_deck"] * (cards.count(WOUND) - wounds_hand))
    score += w["learned"] * max(0, len(cards) - cards.count(WOUND) - BASIC_DECK)
    turn = state.turn
    ours = turn is not None and turn.seat == seat
    # Cards kept for later in the turn; once it is over the hand is drawn up again (§9.7), as if full.
    held = len(player.hand) - wounds_hand if ours else catalog.level_for_fame(player.fame).hand_limit
    score += w["card_in_hand"] * held
    for key, seats in state.map.shields.items():
        if seat in seats:
            score += w["city_shield"] if key in state.map.cities else w["shield"]
    score += w["tile"] * len(state.map.tiles)
    if state.volkare is not None:  # each of General Volkare's troops defeated brings his defeat nearer (LL §3.5)
        score -= troop_worth(catalog, state) * len(state.volkare.army)
        if not state.volkare.army and not state.volkare.camp:
            score += VICTORY
        # Each turn he leaves the Heroes is a turn's Fame: revealing his goal early (the Return's city is the last
        # tile, LL §4.1.9) costs turns; conquering the city or beating him wins them back.
        score += w["turn_left"] * turns_he_leaves(catalog, state)
    score += _goal_term(catalog, state if start is None else _with_goals_of(state, start), player)
    score += _his_threat(catalog, state, player)
    if ours:
        score += w["influence"] * turn.influence
        if not turn.action_taken:  # Move left once the turn's action began is lost (§4.6.4)
            score += w["move"] * turn.move
        if turn.combat is not None:
            score += _combat_prospect(catalog, state, turn.combat, player)
    return score

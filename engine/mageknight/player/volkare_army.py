"""General Volkare's army as Arbiter's player weighs it (The Lost Legion §3, §4): what each of his troops is worth
beyond its Fame, a fight against his army not yet begun, and where a Hero may meet him.

His scenarios are won by destroying his whole army and lost when he takes the city or passes the portal; a victory
scores his bonus (by the combat level, times the race level's multiplier, LL §4.1.16, §4.3.13). A troop defeated is
gone for good (§3.5), so each is worth its share of that bonus besides its Fame: a fight that defeats some of them
is progress even if he is not beaten. His own token is never a target; only its attack is met, blocked or taken by
the Hero (Brutal, Assassination, §3.3).
"""
from __future__ import annotations

import dataclasses
from collections import Counter
from functools import lru_cache

from engine.mageknight.catalog.schemas.cards import SPELL
from engine.mageknight.geometry import MapLayout, distance, neighbour, neighbours, open_slots, space_at
from engine.mageknight.player.fight import Ask, WoundPrice, ask_of, fight_value, typical_ask, volkare_attack_ask
from engine.mageknight.state import WOUND, GameState, Token, hex_key, parse_hex
from engine.mageknight.volkare import marches, retreat_wounds, table
from engine.mageknight.volkare_turn import FRENZY_COLOR, TO_THE_PORTAL, exploring_direction, nearer_direction

LAST_STAND = 40.0  # his scenarios are won only by destroying his army (LL §4.1.15, §4.3.12): as the game runs out, a
# fight against him is all that can still win it, and he draws the Hero however weak it is
TILE_TURNS = 3.0  # his turns, about, for each tile still above the Return's city in the stack: revealed by him as he
# marches into unexplored land (LL §4.1.8) or by a Hero exploring, each brings his race to the city nearer
VICTORY = 20.0  # his whole army beaten wins his scenario (LL §4.1.15, §4.3.12): more than its troops' shares of
# the score, so that a Hero able to defeat his last troops does it
STRONGEST_ATTACK = "volkare_green"  # his strongest attack (4, Poison) stands for the one his die will set (§3.3)


def marching(state: GameState) -> bool:
    """He marches to win his own scenario (`volkare.marches`), his army still standing; in his Camp instead of a City
    he never moves and wins nothing (LL §5.1): its troops are a site's defenders."""
    return marches(state) and bool(state.volkare.army)


def last_stand(left: float) -> float:
    """What a fight against his army is worth besides its troops, with `left` of the game still to play: little while
    there is time to grow stronger (a hopeless fight early only costs Wounds), all of LAST_STAND at the end."""
    return LAST_STAND * (1.0 - left) ** 2


@lru_cache(maxsize=256)
def _where_he_wins(catalog, rows: tuple, to_the_portal: bool) -> tuple[int, int] | None:
    """The portal he marches to (the Quest, LL §4.3.6), or the city once its tile is revealed (the Return, §4.1.9)."""
    layout = MapLayout.from_rows(rows)
    for hex_ in layout.hexes:
        space = space_at(layout, catalog, hex_)
        if (space.site == "portal") if to_the_portal else space.city is not None:
            return hex_
    return None


@lru_cache(maxsize=256)
def _free_positions(catalog, rows: tuple, shape: str) -> tuple[tuple[int, int], ...]:
    """The centres of the positions the city may still be revealed at (a Core tile's, §6.5)."""
    return open_slots(MapLayout.from_rows(rows), catalog.map_shapes[shape], "core")


def _tiles_above_the_city(catalog, state: GameState) -> int | None:
    """The Return's city is the stack's last tile (LL §4.1.2): how many are still above it (None: it is not there)."""
    tiles = state.decks.tiles
    return len(tiles) - 1 if tiles and catalog.tiles[tiles[0]].kind == "city" else None  # drawn from the end


def tile_turns(catalog, state: GameState) -> float:
    """The turns of his race a tile explored costs the Heroes: TILE_TURNS while the Return's city lies in the stack
    below it (LL §4.1.2), none otherwise."""
    return TILE_TURNS if marching(state) and _tiles_above_the_city(catalog, state) is not None else 0.0


def _march(catalog, state: GameState) -> tuple[bool, tuple, tuple[int, int] | None]:
    """Whether he marches to the portal (else to the city), the map's rows, and where he wins if it is revealed."""
    to_the_portal = table(catalog, state.scenario).march == TO_THE_PORTAL
    rows = tuple(tuple(row) for row in state.map.tiles)
    return to_the_portal, rows, _where_he_wins(catalog, rows, to_the_portal)


def his_turns_to_victory(catalog, state: GameState) -> float | None:
    """About how many turns of his are left before he wins, at one space a turn his deck's Wounds (rests, §4.1.7)
    slowing him: to the portal and one move more on it (LL §4.3.7), or to the city's side and one move into it
    (§4.1.10). With only the city left to reveal, he reveals it himself the moment he marches into unexplored land,
    and stands next to it (§4.1.8): from the nearest free position; each tile still above it in the stack adds
    TILE_TURNS. None while he has no such goal (the Return's city conquered and not plundered: he must beat its
    defenders, or plunder it first); none left once he has won (§4.1.15)."""
    if state.volkare.won:
        return 0.0
    to_the_portal, rows, goal = _march(catalog, state)
    here = parse_hex(state.volkare.position)
    if goal is None:  # the city not revealed yet
        above = None if to_the_portal else _tiles_above_the_city(catalog, state)
        free = _free_positions(catalog, rows, state.map_shape) if above is not None else ()
        if not free:
            return None
        return above * TILE_TURNS + min(distance(here, center) for center in free) * _turns_a_space(state)
    if not to_the_portal and hex_key(*goal) in state.map.shields and not state.volkare.plundered:
        return None  # an undefended attack only plunders it; plundered, the next one takes it (§4.1.10)
    return (distance(here, goal) + (1 if to_the_portal else 0)) * _turns_a_space(state)


def _turns_a_space(state: GameState) -> float:
    """His turns for one space of his march: each card of his deck not a Wound moves him (§4.1.7, §4.3.7)."""
    deck = state.volkare.deck
    moving = sum(card != WOUND for card in deck)
    return len(deck) / moving if moving else 1.0


def meeting_places(catalog, state: GameState) -> dict[tuple[int, int], float]:
    """Where a Hero may meet his army, with his turns until he stands there: his space now; while he explores for the
    Return's city, the spaces next to him (a red card makes him attack a Hero there, another card may march him onto
    it, LL §4.1.8); while he races to it, every space of a shortest way to it (he takes one, §4.1.9): a Hero standing
    there is attacked as he comes, or assaults him as he passes. To the portal he goes as his cards point (§4.3.7):
    no way is known before."""
    here = parse_hex(state.volkare.position)
    places = {here: 0.0}
    to_the_portal, rows, goal = _march(catalog, state)
    if to_the_portal:
        return places
    pace = _turns_a_space(state)
    if goal is None:  # exploring, he fights a Hero next to him on a red card and marches onto one next to him on others
        places.update((hex_, pace) for hex_ in neighbours(here))
        return places
    if hex_key(*goal) in state.map.shields:
        return places
    places.update((hex_, steps * pace) for hex_, steps in _shortest_ways(rows, here, goal))
    return places


@lru_cache(maxsize=1024)
def _shortest_ways(rows: tuple, here: tuple[int, int], goal: tuple[int, int]) -> tuple:
    """The spaces of the map on a shortest way from `here` to `goal`, neither end, each with its steps from `here`."""
    way = distance(here, goal)
    return tuple((hex_, steps) for hex_ in MapLayout.from_rows(rows).hexes
                 if 0 < (steps := distance(here, hex_)) and hex_ != goal and steps + distance(hex_, goal) == way)


def troop_worth(catalog, state: GameState) -> float:
    """One troop's share of the victory: his bonus over his army as his level made it (or as it grew since, a
    Return's rests adding gray tokens, §4.1.7)."""
    him = state.volkare
    if him.camp:  # no victory to share: his Camp's troops bring their Fame (LL §5.1)
        return 0.0
    terms = table(catalog, state.scenario).bonus
    victory = terms[him.combat_level] * terms[him.race_level]
    return victory / max(1, len(him.army), sum(catalog.volkare.army(him.level).counts.values()))


def with_progress(ask: Ask, worth: float) -> Ask:
    """A troop as the fight weighs it: its Fame and its share of the victory."""
    return dataclasses.replace(ask, fame=ask.fame + worth)


def troop_ask(catalog, token: Token, worth: float) -> Ask:
    """A troop not yet fought: face down, the usual enemy of its colour (§3.2)."""
    return with_progress(ask_of(catalog, token.enemy) if token.face_up else typical_ask(catalog, token.color), worth)


def army_fight(catalog, state: GameState, strength: float, armor: int, price: WoundPrice) -> float:
    """A fight against all his troops and his attack (he attacks the Hero, or the Hero assaults him alone): the troops
    the usual hand can defeat, at their Fame and share of the victory, less the Wounds of the attacks it cannot
    stop. The last chance to win (last_stand) comes on top."""
    worth = troop_worth(catalog, state)
    asks = [troop_ask(catalog, token, worth) for token in state.volkare.army]
    return fight_value(asks + [volkare_attack_ask(catalog, STRONGEST_ATTACK)], strength, armor, price)


REACH = 2  # the furthest a turn of his attacks from: a red Spell, or a Spell's two moves (LL §4.1.8)


def within_his_reach(state: GameState, spot: tuple[int, int]) -> bool:
    return distance(parse_hex(state.volkare.position), spot) <= REACH


def attack_chance(catalog, state: GameState, spot: tuple[int, int]) -> float:
    """The chance that his next turn attacks a Hero standing on `spot`, by the cards still in his deck (its order
    unknown): a red card makes him seek a Hero next to him (a red Spell one 2 spaces away too) while he explores or
    marches to the portal; any other card moves him a space (a Spell two, his Frenzy two by blue) the way its colour
    points, or nearer the Return's city once it is revealed (a red card as a blue one), and attacks a Hero on the
    space he enters (LL §4.1.8-§4.1.11, §4.3.7). Of several Heroes he seeks the one with the most Fame: each is
    counted as if alone."""
    him = state.volkare
    if not within_his_reach(state, spot):
        return 0.0
    march = _Path(catalog, state)
    if not him.deck:
        frenzy = march.directions.get("frenzy")
        return float(frenzy is not None and march.attacks(spot, frenzy, 2))
    counts = Counter(card for card in him.deck if card != WOUND)
    hits = sum(count for card, count in counts.items()
               if march.attacks(spot, catalog.cards[card].colors[0], 2 if catalog.cards[card].kind == SPELL else 1))
    return hits / len(him.deck)


class _Path:
    """Where one card of his takes him from his space now (attack_chance): the scenario's march, read once."""

    def __init__(self, catalog, state: GameState) -> None:
        self.to_the_portal, _, self.goal = _march(catalog, state)
        self.directions = table(catalog, state.scenario).directions
        self.shape = catalog.map_shapes[state.map_shape]
        self.start = parse_hex(state.volkare.position)

    def attacks(self, spot, color: str, moves: int) -> bool:
        """Whether a card of `color`, `moves` moves, attacks a Hero on `spot`."""
        here, goal = self.start, self.goal
        if color == "red" and (self.to_the_portal or goal is None):
            return distance(here, spot) <= moves
        wanted = self.directions[FRENZY_COLOR if color == "red" else color]
        for _ in range(moves):
            if goal is not None and (here == goal or (not self.to_the_portal and distance(here, goal) == 1)):
                return False  # on the portal his move wins; next to the city it attacks the city (§4.1.10)
            if goal is None:
                here = neighbour(here, exploring_direction(self.shape, here, wanted))
            elif self.to_the_portal and distance(here, goal) > 1:
                here = neighbour(here, wanted)  # off the fixed map he turns nearer the portal: not foreseen here
            else:
                here = neighbour(here, nearer_direction(here, goal, wanted))
            if here == spot:
                return True
        return False


def threat(catalog, state: GameState, spot: tuple[int, int], strength: float, armor: int,
           price: WoundPrice) -> float:
    """What standing on `spot` at his next turn should cost a Hero he may attack there (attack_chance): the better of
    retreating (its Wounds by the Round, LL §4.1.13) and fighting his army. None where the fight is worth it: the
    goal term already walks the Hero to him."""
    chance = attack_chance(catalog, state, spot)
    if not chance:
        return 0.0
    retreat = WoundPrice(price.left).of(retreat_wounds(catalog, state.round.number))
    fight = army_fight(catalog, state, strength, armor, price) + last_stand(price.left)
    return chance * min(0.0, max(-retreat, fight))

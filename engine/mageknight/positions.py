"""Position fixtures: an exact Mage Knight position from a small YAML-shaped mapping (docs/testing.md).

A fixture starts from a normal setup (scenario, seats, seed) with Heroes chosen, then overrides
what it names: time of day, Round, tiles, Heroes' places, hands, decks, crystals, Fame, the Source,
enemy tokens, Shields, whose turn it is and with how much Move. Pure: no files are read here.
"""
from __future__ import annotations

from typing import Any

from engine.mageknight.catalog import Catalog
from engine.mageknight.geometry import MapLayout, parse_label
from engine.mageknight.setup import create_game
from engine.mageknight.state import Die, GameState, Token, Turn, hex_key

PLAYER_LISTS = ("hand", "deck", "discard", "skills")
PLAYER_NUMBERS = ("fame", "reputation", "level")
KNOWN_KEYS = {"scenario", "seats", "seed", "time", "round", "tiles", "players", "source", "enemies", "shields", "turn",
              "tile_deck"}


def _hex(state: GameState, label: str) -> str:
    return hex_key(*parse_label(MapLayout.from_rows(state.map.tiles), label))


def build_position(catalog: Catalog, fixture: dict[str, Any]) -> GameState:
    unknown = set(fixture) - KNOWN_KEYS
    if unknown:
        raise ValueError(f"unknown fixture keys: {sorted(unknown)}")
    players = fixture.get("players", [])
    seats = int(fixture.get("seats", len(players) or 1))
    state = create_game(catalog, fixture.get("scenario", "first_reconnaissance"), seats, int(fixture.get("seed", 1)))
    heroes = [p.get("hero") for p in players] + [None] * seats
    free = [h for h in catalog.heroes if h not in heroes]
    for player, hero in zip(state.players, heroes):
        player.hero = hero or free.pop(0)
        player.deck = list(catalog.heroes[player.hero].deck)
        player.hand = [player.deck.pop() for _ in range(catalog.heroes[player.hero].hand_limit)]
        player.skill_pile = [skill.id for skill in catalog.skills_of(player.hero)]
    state.round.time = fixture.get("time", "day")
    state.round.number = int(fixture.get("round", 1))
    if "tiles" in fixture:
        state.map.tiles = [[t[0], int(t[1]), int(t[2])] for t in fixture["tiles"]]
        state.map.enemies = {}
    if "tile_deck" in fixture:
        state.decks.tiles = list(reversed(fixture["tile_deck"]))  # written top first
    for player, spec in zip(state.players, players):
        for key in PLAYER_LISTS:
            if key in spec:
                setattr(player, key, list(spec[key]) if key != "deck" else list(reversed(spec[key])))
        for key in PLAYER_NUMBERS:
            if key in spec:
                setattr(player, key, int(spec[key]))
        if "crystals" in spec:
            player.crystals.update({color: int(n) for color, n in spec["crystals"].items()})
        if "position" in spec:
            player.position = _hex(state, spec["position"])
        player.tactic = spec.get("tactic")
    if "source" in fixture:
        state.source = [Die(color) for color in fixture["source"]]
    for label, enemies in fixture.get("enemies", {}).items():
        state.map.enemies[_hex(state, label)] = [
            Token(e, catalog.enemies[e].color, True) for e in enemies]
    for label, owners in fixture.get("shields", {}).items():
        state.map.shields[_hex(state, label)] = [int(seat) for seat in owners]
    state.round.phase = "turns"
    state.round.order = list(range(seats))
    turn = fixture.get("turn", {})
    seat = int(turn.get("seat", 0))
    state.round.current = state.round.order.index(seat)
    state.turn = Turn(seat, move=int(turn.get("move", 0)), influence=int(turn.get("influence", 0)),
                      tokens=list(turn.get("tokens", [])))
    player = state.players[seat]
    if player.position is None:
        player.position = _hex(state, "A-C") if state.map.tiles[0][0] == "starting_a" else _hex(state, "B-C")
    state.turn.path = [player.position]
    return state

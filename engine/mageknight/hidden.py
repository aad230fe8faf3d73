"""A game as one seat may know it (issue 16): everything hidden from that seat drawn afresh from what it may know.

`sample_hidden(catalog, state, seat, rng)` returns a copy in which each group of things the seat cannot tell apart
is pooled, sorted, shuffled with `rng` and dealt back into the same places, each place keeping its size:
- its own Deed deck: the cards it knows, not their order (§1.2);
- another player's hand, deck and cards under Sparing Power: one pool (only their numbers are public, and whether
  the hand holds only Wounds: such a Hero cannot join a cooperative assault, §12.2.4);
- the Dummy's deck and every Skill pile (§13.2, §9.6): their order; General Volkare's deck (LL §3.4: its order;
  his discard pile lies face up);
- the Spell, Advanced Action, Artifact and Unit decks, each with its offer while that lies face down (First
  Reconnaissance);
- the enemy tokens of each colour: the pile and the face-down tokens on the map, in Volkare's army and on the Fame
  track for Ghost Attacks (their backs show the colour, §2.2, LL §3.2, §5.5.3);
- the Ruins tokens: the pile and those face down on the map;
- the tiles: within each kind, the stack and those set aside at setup, except where the scenario makes that choice
  public (tiles by number) or decides it by the tiles' sites (then the stack and the set-aside tiles are shuffled
  apart); then within the stack by their backs (§2.4): a city's and Volkare's Camp's back is a Core tile's, so where
  they lie among the Core tiles is hidden too, unless the table put them at the bottom (Volkare's Return's city, the
  Camp `bottom`, LL §4.1.2, §5.1); tiles dealt face down to the map's positions (Volkare's Quest) by their backs;
- the game's own random number generator: every draw and die roll still to come.
What the seat saw stays: a face-down token or a pile's top its Scouts looked at this turn (cards/scouts.py).
Sorting each pool before the shuffle makes the result depend on what the seat may know only: two states that differ
in hidden information alone sample to the same state for the same `rng`, so a player reading the sample can use
nothing outside its seat's view (engine/players).

decision: a choice open for ANOTHER seat (its options may name that player's cards) and Artifacts another player
drew as a reward and has not yet chosen from are kept as they are; a sample made for the seat to act never meets
the first, and the second lasts one End of Turn.
"""
from __future__ import annotations

import pickle
from typing import Iterable

from engine.core import Rng
from engine.mageknight.catalog import Catalog
from engine.mageknight.geometry import placement_kind
from engine.mageknight.state import SCOUTS_PEEK, WOUND, GameState, Player, Token
from engine.mageknight.volkare import CAMP_KIND
from engine.mageknight.volkares_camp import AT_BOTTOM as CAMP_AT_BOTTOM

DECKS = ("spells", "advanced_actions", "artifacts", "regular_units", "elite_units")  # an offer of the same name
# lying face down is drawn from the deck's pool


def sample_hidden(catalog: Catalog, state: GameState, seat: int, rng: Rng) -> GameState:
    sample = pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))
    sample.rng = Rng(rng.next_u64())
    for player in sample.players:
        _player_cards(rng, player, seat)
    if sample.dummy is not None:
        _redeal(rng, [sample.dummy.deck])
        _redeal(rng, [sample.dummy.skill_pile])
    if sample.volkare is not None:
        _redeal(rng, [sample.volkare.deck])
    hidden = sample.offers.hidden
    for name in DECKS:
        _redeal(rng, [getattr(sample.decks, name)] + ([getattr(sample.offers, name)] if name in hidden else []))
    for name in hidden:
        if name not in DECKS:  # a face-down offer without a deck of its name: its order
            _redeal(rng, [getattr(sample.offers, name)])
    _tiles(catalog, sample, rng)
    _face_down_tiles(catalog, sample, rng)
    _enemies(catalog, sample, seat, rng)
    face_down = [entry for _key, entry in sorted(sample.map.ruins.items()) if not entry[1]]
    _redeal_into(rng, [sample.decks.ruins], face_down)
    return sample


def _player_cards(rng: Rng, player: Player, seat: int) -> None:
    if player.seat == seat:
        _redeal(rng, [player.deck])
    elif player.hand and all(card == WOUND for card in player.hand):
        # Known at the table: a Hero with only Wounds in hand cannot join a cooperative assault (§12.2.4), so the
        # seat's legal proposals already tell it; a sample must not deal that hand a card to join with.
        _redeal(rng, [player.deck, player.tactic_cards])
    else:
        _redeal(rng, [player.hand, player.deck, player.tactic_cards])
    _redeal(rng, [player.skill_pile])


def _shuffled(rng: Rng, items: Iterable[str]) -> list[str]:
    pool = sorted(items)  # canonical first: the shuffle must not depend on where each item lay
    rng.shuffle(pool)
    return pool


def _redeal(rng: Rng, piles: list[list[str]]) -> None:
    """Pool the piles and deal them back, each its own size."""
    _redeal_into(rng, piles, [])


def _redeal_into(rng: Rng, piles: list[list[str]], slots: list[list]) -> None:
    """Pool the piles and the slots' first items ([item, ...] lists, a face-down ruins entry), deal back."""
    pool = _shuffled(rng, [item for pile in piles for item in pile] + [slot[0] for slot in slots])
    for pile in piles:
        pile[:], pool = pool[:len(pile)], pool[len(pile):]
    for slot, item in zip(slots, pool):
        slot[0] = item


def _tiles(catalog: Catalog, state: GameState, rng: Rng) -> None:
    """Within each kind, the positions of the stack and of the tiles set aside keep their kind (§2.4, §6.6.4)."""
    rules = catalog.scenarios[state.scenario].setup
    decks = state.decks
    for kind in sorted({catalog.tiles[t].kind for t in decks.tiles + decks.removed_tiles}):
        if kind == "countryside" and rules.get("countryside_order") == "by_number":
            continue  # tiles 1..N in order: public
        places = [(pile, index) for pile in (decks.tiles, decks.removed_tiles)
                  for index, tile in enumerate(pile) if catalog.tiles[tile].kind == kind]
        chosen_by_sites = rules.get(f"{kind}_selection") is not None
        groups = [[p for p in places if p[0] is pile] for pile in (decks.tiles, decks.removed_tiles)] \
            if chosen_by_sites else [places]
        for group in groups:
            _deal_back(rng, group)
    core_backs = [(decks.tiles, index) for index, tile in enumerate(decks.tiles)
                  if placement_kind(catalog.tiles[tile].kind) == "core" and not _placed_openly(catalog, state, tile)]
    _deal_back(rng, core_backs)


def _deal_back(rng: Rng, places: list[tuple[list[str], int]]) -> None:
    for (pile, index), tile in zip(places, _shuffled(rng, [pile[index] for pile, index in places])):
        pile[index] = tile


def _placed_openly(catalog: Catalog, state: GameState, tile: str) -> bool:
    """A tile the setup put at the stack's bottom for all to know (LL §4.1.2, §5.1)."""
    kind = catalog.tiles[tile].kind
    return ((kind == "city" and catalog.scenarios[state.scenario].setup.get("city_at_bottom"))
            or (kind == CAMP_KIND and CAMP_AT_BOTTOM in state.table_rules))


def _face_down_tiles(catalog: Catalog, state: GameState, rng: Rng) -> None:
    face_down = state.map.face_down
    for back in ("countryside", "core"):
        keys = sorted(key for key, tile in face_down.items() if placement_kind(catalog.tiles[tile].kind) == back)
        for key, tile in zip(keys, _shuffled(rng, [face_down[key] for key in keys])):
            face_down[key] = tile


def _enemies(catalog: Catalog, state: GameState, seat: int, rng: Rng) -> None:
    """Per colour, the pile and the face-down tokens on the map; those the seat's Scouts looked at stay."""
    seen_tokens, seen_tops = _scouted(catalog, state, seat)
    piles = state.decks.enemies
    for color in sorted(piles):
        pile = piles[color]
        kept_top = pile.pop() if color in seen_tops and pile and pile[-1] == seen_tops[color] else None
        army = state.volkare.army if state.volkare is not None else []
        tokens = [token for key in sorted(state.map.enemies) for token in state.map.enemies[key]
                  if not token.face_up and token.color == color and id(token) not in seen_tokens]
        tokens += [token for token in army if not token.face_up and token.color == color]
        tokens += [token for token in (state.ghosts.track if state.ghosts is not None else [])
                   if not token.face_up and token.color == color]
        pool = _shuffled(rng, pile + [token.enemy for token in tokens])
        pile[:], pool = pool[:len(pile)], pool[len(pile):]
        for token, enemy in zip(tokens, pool):
            token.enemy = enemy
        if kept_top is not None:
            pile.append(kept_top)


def _scouted(catalog: Catalog, state: GameState, seat: int) -> tuple[set[int], dict[str, str]]:
    """What the seat's Scouts showed it this turn: face-down tokens (by identity) and piles' tops (by colour)."""
    turn = state.turn
    if turn is None or turn.seat != seat:
        return set(), {}
    tokens: set[int] = set()
    tops: dict[str, str] = {}
    for _name, _fame, enemy, mode, *places in turn.entries(SCOUTS_PEEK):
        if mode == "at":
            token = _face_down(state.map.enemies.get(places[0], []), enemy, tokens)
            if token is not None:
                tokens.add(id(token))
        else:
            tops[catalog.enemies[enemy].color] = enemy
    return tokens, tops


def _face_down(tokens: list[Token], enemy: str, taken: set[int]) -> Token | None:
    return next((t for t in tokens if not t.face_up and t.enemy == enemy and id(t) not in taken), None)

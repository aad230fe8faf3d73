"""A new game: the main area, the tile deck and map, the Source and offers (rules spec §2).

Heroes are chosen afterwards, as the first actions of the game (§2.1.2), because a choice is a move
players make, recorded like any other.
"""
from __future__ import annotations

from engine.core import Rng, RuleError
from engine.mageknight.catalog import Catalog
from engine.mageknight.context import Ctx
from engine.mageknight.geometry import center_of
from engine.mageknight.reveal import place_tile
from engine.mageknight.source import dice_count, roll_source
from engine.mageknight.state import Decks, GameState, MapState, Offers, Player, Round, hex_key
from engine.mageknight.volkares_camp import CAMP_TILE, camp_rules, core_tiles

OFFER_SIZE = 3  # Spell and AA offers (§2.2.5-6)
OFFER_NAMES = {"advanced_actions": ("Advanced Action", "Aktionskarten"), "spells": ("Spell", "Zauberkarten")}


def player_setup(catalog: Catalog, scenario_id: str, seats: int):
    """The setup for that many players: the standard one, else the variant the Scenario Book gives for that count
    (Conquer and Hold with 3: its map, 4 Rounds, §13.7.10), else the Additional Player's (LL §5.3); a table opened for
    it is the players' agreement."""
    scenario = catalog.scenarios[scenario_id]
    try:
        return scenario, scenario.setup_for(seats)
    except KeyError:
        raise wrong_seats(scenario, scenario.players, seats) from None


def wrong_seats(scenario, allowed, seats: int, rule: str = "13.7") -> RuleError:
    """The refusal of a table of `seats` where the scenario (with the table's options, `rule`) seats `allowed`."""
    listed = ", ".join(str(players) for players in allowed)
    return RuleError(f"{scenario.name.en} is played by {listed} players, not {seats}.",
                     f"{scenario.name.de} spielen {listed} Spieler, nicht {seats}.", rule)


def _shuffled(rng: Rng, items: list[str]) -> list[str]:
    items = list(items)
    rng.shuffle(items)
    return items


def _has_site(tile, sites) -> bool:
    return any(space.site in sites for space in tile.hexes.values())


def _select(catalog: Catalog, rng: Rng, tiles: list[str], count: int, rule) -> list[str]:
    """`count` of the tiles at random, as the scenario's selection rule says (§13.7.7-§13.7.10):
    keep_all_with_site (remove only tiles without those sites), only_with_site / exclude_without_site (tiles with
    them only), include (these tiles, the rest at random)."""
    if not rule:
        return _shuffled(rng, tiles)[:count]
    rule = dict(rule)
    if "include" in rule:
        included = list(rule["include"])
        others = _shuffled(rng, [t for t in tiles if t not in included])
        return _shuffled(rng, included + others[:count - len(included)])
    sites = next(iter(rule.values()))
    with_site = [t for t in tiles if _has_site(catalog.tiles[t], sites)]
    if "keep_all_with_site" in rule:
        without = [t for t in tiles if t not in with_site]
        return _shuffled(rng, (_shuffled(rng, with_site) + _shuffled(rng, without))[:count])
    return _shuffled(rng, with_site)[:count]


def _tile_deck(catalog: Catalog, rng: Rng, counts, rules, camp: str) -> tuple[list[str], list[str]]:
    """Countryside on top of the shuffled core tiles (§2.4.4); the deck's top is the list's end. `camp`: how
    Volkare's Camp takes a city's place (LL §5.1), or "no"."""
    countryside = [t.id for t in sorted(catalog.tiles_of_kind("countryside"), key=lambda t: t.number)]
    if rules.get("countryside_order") == "by_number":
        chosen_countryside = list(reversed(countryside[:counts.countryside]))  # tile 1 on top
    else:
        chosen_countryside = _select(catalog, rng, countryside, counts.countryside, rules.get("countryside_selection"))
    core = _select(catalog, rng, [t.id for t in catalog.tiles_of_kind("core")], counts.core,
                   rules.get("core_selection"))
    colors = rules.get("city_colors")
    cities = _shuffled(rng, [t.id for t in catalog.tiles_of_kind("city")
                             if not colors or any(space.city in colors for space in t.hexes.values())])
    # the deck's bottom is the list's start: Volkare's Return has its one city always last (LL §4.1.2)
    if camp != "no":
        core_part = core_tiles(rng, core, cities, counts.city, camp)
    elif rules.get("city_at_bottom"):
        core_part = cities[:counts.city] + _shuffled(rng, core)
    else:
        core_part = _shuffled(rng, core + cities[:counts.city])
    deck = core_part + chosen_countryside
    removed = [t for t in countryside + [t.id for t in catalog.tiles_of_kind("core")] if t not in deck]
    return deck, removed


def _enemy_piles(catalog: Catalog, rng: Rng) -> dict[str, list[str]]:
    return {color: _shuffled(rng, [e.id for e in enemies for _ in range(e.tokens)])
            for color, enemies in catalog.enemies_by_color.items()}


def _deal_units(catalog: Catalog, decks: Decks, count: int, needs_site: str | None, rng: Rng) -> list[str]:
    """Regular Units for the first offer (§2.2.9); First Reconnaissance wants a village Unit in it."""
    while True:
        offer = [decks.regular_units.pop() for _ in range(min(count, len(decks.regular_units)))]
        if needs_site is None or any(needs_site in catalog.units[u].recruit_at for u in offer):
            return offer
        decks.regular_units.extend(offer)
        rng.shuffle(decks.regular_units)


def unit_offer_size(catalog: Catalog, scenario_id: str, seats: int) -> int:
    """§2.3: Units by the number of players; Blitz Conquest one more (§13.7.3). The Dummy does not count (§13.2.1)."""
    size = catalog.offers["units"].size
    return size.per_player * seats + size.add + int(catalog.scenarios[scenario_id].setup.get("extra_unit_offer", 0))


def create_game(catalog: Catalog, scenario_id: str, seats: int, seed: int, camp: str = "no",
                time: str = "day", without_spells: tuple[str, ...] = ()) -> GameState:
    """`camp`: the table's choice for Volkare's Camp instead of a City (LL §5.1); `time`: the first Round's, Night
    with Night Arrival (§13.6.3), which the tiles laid now already see (a Ruins token face down at Night);
    `without_spells`: those the table leaves out besides the scenario's (the friendly game, §13.6.4)."""
    scenario, setup = player_setup(catalog, scenario_id, seats)
    rng = Rng.from_seed(seed)
    rules = scenario.setup
    deck, removed = _tile_deck(catalog, rng, setup.tiles, rules, camp)
    removed_levels = set(rules.get("remove_units_level", ()))  # Conquer and Hold: the city-only level IV (§13.7.10)
    units = [u for u in catalog.units.values() if u.level not in removed_levels]
    regular = [u.id for u in units if u.tier == "regular" for _ in range(u.copies)]
    elite = [u.id for u in units if u.tier == "elite" for _ in range(u.copies)]
    # Solo and co-op: the four competitive Spells leave the game (§13.7.4-§13.7.6)
    spells = [s for s in catalog.spells if s not in rules.get("remove_spells", ()) and s not in without_spells]
    decks = Decks(
        tiles=deck, removed_tiles=removed, enemies=_enemy_piles(catalog, rng),
        enemy_discards={color: [] for color in catalog.enemies_by_color},
        ruins=_shuffled(rng, list(catalog.ruins_tokens)),
        spells=_shuffled(rng, spells), advanced_actions=_shuffled(rng, list(catalog.advanced_actions)),
        artifacts=_shuffled(rng, list(catalog.artifacts)),
        regular_units=_shuffled(rng, regular), elite_units=_shuffled(rng, elite))
    offers = Offers(spells=[decks.spells.pop() for _ in range(OFFER_SIZE)],
                    advanced_actions=[decks.advanced_actions.pop() for _ in range(OFFER_SIZE)],
                    hidden=list(rules.get("offers_hidden_until_needed", ())))
    offers.units = _deal_units(catalog, decks, unit_offer_size(catalog, scenario_id, seats),
                               rules.get("unit_offer_requires_icon"), rng)
    source = roll_source(catalog, rng, dice_count(catalog, seats) + int(rules.get("extra_source_dice", 0)))
    fame, reputation = int(rules.get("starting_fame", 0)), int(rules.get("starting_reputation", 0))
    players = [Player(seat, fame=fame, reputation=reputation) for seat in range(seats)]
    for player in players:
        player.level = catalog.level_for_fame(fame).level
    state = GameState(
        scenario=scenario_id, seats=seats, rng=rng, players=players, map=MapState(), decks=decks,
        offers=offers, source=source, round=Round(time=time, order=list(range(seats))), hero_order=list(range(seats)),
        map_shape=setup.map_shape, table_rules=camp_rules(camp))
    ctx = Ctx(catalog, state)
    shape = catalog.map_shapes[setup.map_shape]
    place_tile(ctx, f"starting_{setup.starting_tile.lower()}", (0, 0))
    camp = rules.get("volkare_camp")  # Volkare's scenarios: his Camp is one of them (LL §4.1.2)
    for direction in shape.setup_tiles:  # §2.5.2: the first tiles, drawn from the deck
        tile = CAMP_TILE if direction == camp else state.decks.tiles.pop()
        place_tile(ctx, tile, catalog.tile_geometry.tile_offsets[direction])
    if shape.dealt_face_down:
        _deal_face_down(ctx, shape)
    return state


def _deal_face_down(ctx: Ctx, shape) -> None:
    """Volkare's Quest (LL §4.3.2): the Camp face up at its position, every other tile face down at its own, the
    countryside ones from the deck's top, then the core and city tiles shuffled together under them."""
    state = ctx.state
    for e, n in shape.fixed_positions.get("volkare_camp", ()):
        place_tile(ctx, CAMP_TILE, center_of((int(e), int(n))))
    for kind in ("countryside", "core"):
        for e, n in shape.fixed_positions.get(kind, ()):
            if state.decks.tiles:
                state.map.face_down[hex_key(*center_of((int(e), int(n))))] = state.decks.tiles.pop()


def reveal_offer(ctx: Ctx, offer: str) -> None:
    """An offer kept face down since setup (First Reconnaissance, `offers_hidden_until_needed`) is turned up when
    first needed (the level-up reward, turns.py; cards that take from it)."""
    if offer in ctx.state.offers.hidden:
        ctx.state.offers.hidden.remove(offer)
        en, de = OFFER_NAMES[offer]
        ctx.say("offer_revealed", f"The {en} offer is revealed.", f"Das Angebot an {de} wird aufgedeckt.",
                reveals=True)

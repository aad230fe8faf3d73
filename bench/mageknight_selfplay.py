"""Mage Knight's self-play policy: a mildly purposeful random player, and the invariants of a Mage Knight game
checked after every action (every Deed card in exactly one place, crystals, levels by Fame, the Source's dice,
the JSON round trip) besides the one every game keeps (the seat to act has a legal action).

    python -m bench.selfplay --game mageknight --scenario first_reconnaissance --seats 2 --games 10 --seed 1
    python -m bench.selfplay --game mageknight --scenario solo_conquest --policy arbiter --games 10 --compare
    python -m bench.selfplay --game mageknight --scenario first_reconnaissance,additional_player=yes --seats 5

With `--policy random` (the default) the player below plays every seat; with `arbiter` Arbiter's own player
(engine/mageknight/player) does, and with `mix` it does most moves and the random one the rest. The random player
prefers moving, exploring and playing cards to ending its turn at once, and proposes a
cooperative city assault whenever it can, so games reach more of the rules than pure uniform choice
would; in a combat it assigns Attack and Block points whenever they are enough. Combats and defeated
enemies are counted from the engine's events. A table's setup here is its scenario, optionally followed by table
options (docs/commands.md): `--scenario full_conquest,ghost_attacks=yes,magic_seal=weak`.
"""
from __future__ import annotations

import json
import random
import time
from collections import Counter

from bench.selfplay import InvariantBroken, check_seat_can_act
from engine.core import Action, RuleError
from engine.mageknight.additional_player import OPTION
from engine.mageknight.game import MageKnight
from engine.mageknight.resolve import WOUND
from engine.mageknight.state import GameState

MAX_ACTIONS_PER_GAME = 20_000


def card_census(state: GameState) -> Counter:
    """Every non-Wound Deed card, wherever it is (Wounds come and go from the Wound pile)."""
    census: Counter = Counter()
    for player in state.players:
        for zone in (player.deck, player.hand, player.discard, [p.card for p in player.play_area],
                     player.tactic_cards, player.set_aside, [u.banner for u in player.units if u.banner]):
            census.update(card for card in zone if card != WOUND)
    if state.dummy is not None:
        census.update(state.dummy.deck + state.dummy.discard)
    if state.turn is not None:  # Artifacts drawn as a reward, waiting for one to go back (§9.5.2)
        census.update(card for item in state.turn.rewards if item[0] == "artifacts" for card in item[1:])
    waiting = [state.turn] + ([state.pvp.parked] if state.pvp is not None else []) + (
        state.coop_assault.waiting if state.coop_assault is not None else [])
    census.update(turn.box_revealed for turn in waiting if turn is not None and turn.box_revealed)  # Mysterious Box
    decks, offers = state.decks, state.offers
    for zone in (decks.spells, decks.advanced_actions, decks.artifacts, decks.box, offers.spells,
                 offers.advanced_actions, offers.unit_offer_aas):
        census.update(zone)
    return census


def check_invariants(game: MageKnight, state: GameState, expected_cards: Counter, dice: int,
                     level_pending: frozenset[int] = frozenset()) -> None:
    """`level_pending`: seats that won Fame in a PvP outside their own turn; they level up at the end of their
    next turn (§9.6, §11.3.2)."""
    census = card_census(state)
    if census != expected_cards:
        missing, extra = expected_cards - census, census - expected_cards
        raise InvariantBroken(f"card conservation: missing {dict(missing)}, extra {dict(extra)}")
    # Levels change at the end of a turn (§9.6): the turn under way, and those of a cooperative assault (§12.8).
    turns_under_way = {state.turn.seat} if state.turn is not None else set()
    if state.coop_assault is not None:
        turns_under_way |= {turn.seat for turn in state.coop_assault.waiting}
    for player in state.players:
        if any(n > game.catalog.source.crystals.max_per_color or n < 0 for n in player.crystals.values()):
            raise InvariantBroken(f"seat {player.seat} crystals {player.crystals}")
        if player.seat not in turns_under_way and player.seat not in level_pending:
            if player.level != game.catalog.level_for_fame(player.fame).level:
                raise InvariantBroken(f"seat {player.seat}: level {player.level} with {player.fame} Fame")
    if len(state.source) != dice:
        raise InvariantBroken(f"{len(state.source)} Source dice, expected {dice}")
    if game.load(json.loads(json.dumps(game.dump(state)))) != state:
        raise InvariantBroken("the state does not survive a JSON round trip")


VOLUNTARY_FIGHTS = ("challenge", "enter", "burn")
# Moves a random player seldom makes: conceding ends a Conquer and Hold game at once (§13.7.10).
RARE = {"concede": 0.002}


# How eagerly cards are played in each combat phase: most are kept for the Attack phase, as players do.
PLAY_CHANCE_IN = {"ranged_siege": 0.5, "block": 0.35, "assign_damage": 0.1, "attack": 0.97}


def choose(rng: random.Random, actions: list[Action], ready_cards: int = 5, phase: str | None = None) -> Action:
    """`ready_cards`: non-Wound cards in hand; with few of them the player does not look for a fight (a
    random player that keeps fighting with a hand of Wounds never empties its deck and never ends a Round).
    `phase`: the combat phase, if a combat is under way."""
    if ready_cards < 3:
        actions = [a for a in actions if a.verb not in VOLUNTARY_FIGHTS] or actions
    actions = [a for a in actions if a.verb not in RARE or rng.random() < RARE[a.verb]] or actions
    by_verb: dict[str, list[Action]] = {}
    for action in actions:
        by_verb.setdefault(action.verb, []).append(action)
    fighting = phase is not None
    play_chance = PLAY_CHANCE_IN[phase] if fighting else 0.75
    for verb, chance in (("coop-assault", 0.9), ("attack", 0.95), ("block", 0.9), ("explore", 0.9), ("move", 0.7),
                         ("unit", 0.5), ("play", play_chance)):
        if verb in by_verb and rng.random() < chance:
            candidates = by_verb[verb]
            if verb == "play" and not fighting:  # spend cards on Move more often than on Influence
                movers = [a for a in candidates if a.get("as") in (None, "move")]
                candidates = movers if movers and rng.random() < 0.8 else candidates
            return rng.choice(candidates)
    return rng.choice(actions)


def conquered(state: GameState) -> tuple[int, int]:
    """Sites with a conqueror's Shield (keeps, mage towers, adventure sites ...) and cities with one."""
    cities = sum(key in state.map.cities for key in state.map.shields)
    return len(state.map.shields) - cities, cities


def how_it_ended(game: MageKnight, state: GameState) -> str:
    if not game.is_over(state):
        return "unfinished"
    if state.result and state.result.get("conceded"):
        return "conceded"
    if state.volkare is not None and not state.volkare.camp:  # General Volkare beaten, or what he won (LL §4.1.15)
        if not state.volkare.army:
            return "volkare_beaten"
        if state.volkare.won:
            return f"volkare_took_{state.volkare.won}"
    return "goal" if state.round.scenario_end else "rounds"


def table_options(setup: str) -> dict[str, str]:
    """A table's setup in words: its scenario, then `name=value` options, comma-separated."""
    scenario, *options = setup.split(",")
    return {"scenario": scenario, **dict(option.split("=", 1) for option in options)}


def play_one(game: MageKnight, setup: str, seats: int, seed: int, player=None, mix: float = 0.0) -> dict:
    """`setup`: the table's (table_options); `player`: a Player (engine/players) for every seat instead of the random
    policy; `mix`: the share of its decisions the random policy makes instead, for variety."""
    rng = random.Random(seed)
    options = game.resolve_options(table_options(setup))
    scenario = options["scenario"]
    state = game.create(options, seats, seed)
    record_seed = seed
    actions = combats = defeated = coop_proposed = coop_assaults = pvp_combats = volkare_combats = ghost_attacks = 0
    level_pending: set[int] = set()
    expected_cards: Counter | None = None
    dice = len(state.source)
    decision_seconds: list[float] = []
    started = time.perf_counter()
    check_seat_can_act(game, state)
    while not game.is_over(state) and actions < MAX_ACTIONS_PER_GAME:
        (seat,) = game.to_act(state)
        legal = game.legal_actions(state, seat)  # never empty: check_seat_can_act saw to it
        ready_cards = sum(card != WOUND for card in state.players[seat].hand)
        phase = state.turn.combat.phase if state.turn is not None and state.turn.combat is not None else None
        if player is not None and not (mix and rng.random() < mix):
            asked = time.perf_counter()
            action = player.choose(game, state, seat, rng.getrandbits(32)).action
            decision_seconds.append(time.perf_counter() - asked)
            if action not in legal:
                raise InvariantBroken(f"the player chose {action}, which is not a legal action")
        else:
            action = choose(rng, legal, ready_cards, phase)
        outcome = game.apply(state, seat, action)
        state = outcome.state
        actions += 1
        check_seat_can_act(game, state)
        combats += sum(event.kind == "combat" for event in outcome.events)
        defeated += sum(event.kind == "defeated" for event in outcome.events)
        coop_proposed += sum(event.kind == "coop_proposed" for event in outcome.events)
        coop_assaults += sum(event.kind == "coop_dealt" for event in outcome.events)  # agreed and under way (§12)
        pvp_combats += sum(event.kind == "pvp" for event in outcome.events)
        volkare_combats += sum(event.kind == "volkare_die" for event in outcome.events)  # rolled for each combat
        ghost_attacks += sum(event.kind == "ghost_fight" for event in outcome.events)  # Lost Legion §5.5.3
        level_pending |= {event.data["seat"] for event in outcome.events if event.kind == "pvp_won"}
        level_pending -= {event.data["seat"] for event in outcome.events if event.kind == "turn_ended"}
        if expected_cards is None and state.round.phase != "heroes":
            expected_cards = card_census(state)  # decks exist once every Hero is chosen
        if expected_cards is not None:
            check_invariants(game, state, expected_cards, dice, frozenset(level_pending))
    seconds = time.perf_counter() - started
    sites, cities = conquered(state)
    return {"seed": record_seed, "seats": seats, "scenario": scenario, "setup": setup, "finished": game.is_over(state),
            "actions": actions, "rounds": state.round.number, "seconds": round(seconds, 3),
            "tiles": len(state.map.tiles), "fame": [p.fame for p in state.players],
            "levels": [p.level for p in state.players], "combats": combats, "enemies_defeated": defeated,
            "coop_proposed": coop_proposed, "coop_assaults": coop_assaults, "pvp_combats": pvp_combats,
            "volkare_combats": volkare_combats, "ghost_attacks": ghost_attacks, "sites_conquered": sites, "cities_conquered": cities, "ended": how_it_ended(game, state),
            "decision_seconds": decision_seconds, "result": state.result}


# The whole-game mix the complete game is held to: First Reconnaissance with 2, 3 and 4 seats, Full and Blitz
# Conquest with 2, Solo Conquest with 1 (and the Dummy). The first is what one table plays by default.
MIX = (("first_reconnaissance", 2), ("first_reconnaissance", 3), ("first_reconnaissance", 4), ("full_conquest", 2),
       ("blitz_conquest", 2), ("solo_conquest", 1))


def every_table(game: MageKnight) -> tuple[tuple[str, int], ...]:
    """Every scenario with every number of seats it is played with (§13), and with one player more where the
    Additional Player takes a table (LL §5.3)."""
    tables = []
    for scenario_id, scenario in game.catalog.scenarios.items():
        tables += [(scenario_id, seats) for seats in scenario.players]
        with_one_more = f"{scenario_id},{OPTION}=yes"
        try:
            options = game.resolve_options(table_options(with_one_more))
        except RuleError:  # the variant does not fit this scenario, or not yet (LL §5.3)
            continue
        tables += [(with_one_more, seats) for seats in game.seat_counts(options)]
    return tuple(tables)


# The figures of a game's report the summary adds up (besides the games, finished ones and actions).
TOTALS = ("combats", "enemies_defeated", "coop_proposed", "coop_assaults", "pvp_combats", "volkare_combats",
          "ghost_attacks", "sites_conquered", "cities_conquered")


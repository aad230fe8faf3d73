"""Rounds: Hero choice, Tactics, turn order, End of Round, the next Round, the end of the game (§2.1, §3)."""
from __future__ import annotations

from engine.core import Action
from engine.mageknight import (additional_player, day_night, dummy, friendly, ghost_attacks, scenario_end,
                               slowing_the_leader, solo_offers, units, volkare, volkare_level, volkare_turn)
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.resolve import draw_cards
from engine.mageknight.rulebook import HEROES_CHOSEN, PREPARING, ROUND_BEGINS, ROUND_ENDED, TACTIC_TAKEN
from engine.mageknight.scenario_terms import active_seats, round_limit
from engine.mageknight.scoring import final_score
from engine.mageknight.setup import OFFER_SIZE, unit_offer_size
from engine.mageknight.reveal import spaces_with_site
from engine.mageknight.source import roll_source
from engine.mageknight.state import Decision
from engine.mageknight.turns import begin_turn, hand_limit

CONCEDE = "concede"  # the move that ends a Conquer and Hold game: one side admits the other has won (§13.7.10)
REMOVE_TACTIC = "remove_tactic"  # the Decision kind: which of the players' Tactics leaves the game (co-op)
# Tactics whose "when you take it" effect the engine carries out; the others still set turn order.
TACTIC_EFFECTS_ON_TAKING = {"great_start": 2}  # draw 2 (§3.3.2)


def hero_to_choose(ctx: Ctx) -> int | None:
    chosen = sum(1 for p in ctx.state.players if p.hero)
    return ctx.state.hero_order[chosen] if chosen < ctx.state.seats else None


def choose_hero(ctx: Ctx, seat: int, hero_id: str) -> None:
    """§2.1.2: in order, each player takes a Hero; then decks are shuffled and hands drawn (§2.6)."""
    if hero_id not in ctx.catalog.heroes:
        raise refuse(f"There is no Hero '{hero_id}'.", f"Es gibt keinen Helden '{hero_id}'.", "2.1")
    if any(p.hero == hero_id for p in ctx.state.players):
        raise refuse("Another player already took that Hero.", "Diesen Helden hat schon jemand genommen.", "2.1")
    player = ctx.player(seat)
    hero = ctx.catalog.heroes[hero_id]
    player.hero = hero_id
    # Another player chooses next with this in view: no taking it back (§5.13.2).
    ctx.say("hero", f"Player {seat + 1} chooses {hero.name.en}.",
            f"Spieler {seat + 1} wählt {hero.name.de}.",
            reveals=True, hero=hero_id, seat=seat)
    if hero_to_choose(ctx) is not None:
        return
    for each in ctx.state.players:
        each.deck = list(ctx.catalog.heroes[each.hero].deck)
        ctx.state.rng.shuffle(each.deck)
        each.skill_pile = skill_pile(ctx, each.hero)
        ctx.state.rng.shuffle(each.skill_pile)
        draw_cards(ctx, each.seat, hand_limit(ctx, each.seat))
    if dummy.wanted(ctx):
        dummy.create(ctx)
    if volkare.marches(ctx.state):
        volkare.build_deck(ctx)
    ctx.rules.react(HEROES_CHOSEN, ctx)  # Master of Chaos: the shield's starting colour, if the token is in the game
    start_tactics(ctx)


def skill_pile(ctx: Ctx, hero_id: str) -> list[str]:
    """§2.6.6: a competitive game removes the cooperative interactive Skill, any other game the competitive one;
    the scenario's `remove_interactive_skill` names the one it removes (solo and co-op, §13.7.4-6); the friendly
    game both (§13.6.4)."""
    if friendly.without_interactive_skills(ctx):
        return [s.id for s in ctx.catalog.skills_of(hero_id) if s.interactive is None]
    scenario = ctx.catalog.scenarios[ctx.state.scenario]
    by_mode = "cooperative" if scenario.setting(ctx.state.seats, "mode") == "competitive" else "competitive"
    unwanted = scenario.setup.get("remove_interactive_skill", by_mode)
    return [s.id for s in ctx.catalog.skills_of(hero_id) if s.interactive != unwanted]


def start_tactics(ctx: Ctx) -> None:
    """§3.3.1: lowest Fame picks first; ties go to the player lower in the Round Order column."""
    state = ctx.state
    column = state.round.order
    state.round.phase = "tactics"
    state.round.tactics_available = [t.id for t in ctx.catalog.tactics_of(state.round.time)
                                     if t.id not in state.round.tactics_removed]
    picking = len(active_seats(state)) + (state.dummy is not None) + volkare.marches(state)
    if len(state.round.tactics_available) < picking:  # only after a long Day or Night (Darkness is Coming)
        day_night.tactics_back(ctx)
    for player in state.players:
        player.tactic, player.tactic_used = None, False
        player.skills_flipped.clear()  # once-per-Round Skills face up again (§5.12.3.1)
    if volkare.marches(ctx.state):
        state.volkare.tactic = None  # his Tactic is never removed: he draws anew from those left (LL §4.1.5)
    state.round.picker_order = sorted(active_seats(state),
                                      key=lambda s: (state.players[s].fame, -column.index(s)))
    if state.dummy is not None and dummy.tactic_rule(ctx, "dummy_pick") == "random_first":
        dummy.take_tactic(ctx)  # co-op: the Dummy first, at random (§13.7.5)


def choose_tactic(ctx: Ctx, seat: int, tactic_id: str) -> None:
    state = ctx.state
    if tactic_id not in state.round.tactics_available:
        raise refuse("That Tactic is not available.", "Diese Taktik ist nicht verfügbar.", "3.3")
    state.round.tactics_available.remove(tactic_id)
    state.round.picker_order.remove(seat)
    ctx.player(seat).tactic = tactic_id
    tactic = ctx.catalog.tactics[tactic_id]
    ctx.say("tactic",
            f"{ctx.hero_name(seat).en} takes {tactic.name.en}.", f"{ctx.hero_name(seat).de} nimmt {tactic.name.de}.",
            reveals=True, seat=seat)  # §5.13.2: the next player picks with this in view
    if tactic_id in TACTIC_EFFECTS_ON_TAKING:
        draw_cards(ctx, seat, TACTIC_EFFECTS_ON_TAKING[tactic_id])
    state.round.pending = ctx.rules.react(TACTIC_TAKEN, ctx, seat, tactic_id)
    if state.round.pending is None:
        next_tactic_pick(ctx)


def answer_tactic_choice(ctx: Ctx, seat: int, option: str) -> None:
    """An answer to a Tactic's "when you take it" choice; picking goes on once it is resolved."""
    pending = ctx.state.round.pending
    ctx.state.round.pending = ctx.rules.answers[pending.kind](ctx, seat, pending, option)
    if ctx.state.round.pending is None:
        next_tactic_pick(ctx)


def next_tactic_pick(ctx: Ctx) -> None:
    state = ctx.state
    if state.round.picker_order:
        return
    if state.dummy is not None and state.dummy.tactic is None:
        dummy.take_tactic(ctx)  # solo: a random one of those the player left (§13.7.4)
    if volkare.marches(ctx.state):
        volkare.take_tactic(ctx)  # a random one of those the players left (LL §4.1.5)
    # §3.3.3: the Round Order follows the Tactic numbers, lowest first.
    state.round.order = sorted(active_seats(state),
                               key=lambda s: ctx.catalog.tactics[state.players[s].tactic].number)
    state.round.dummy_slot = dummy.slot_of(ctx, state.dummy.tactic, state.round.order) if state.dummy else None
    state.round.volkare_slot = (dummy.slot_of(ctx, state.volkare.tactic, state.round.order) if volkare.marches(ctx.state)
                                else None)
    state.round.phase = "turns"
    state.round.current = -1
    advance(ctx)


def announce_end_of_round(ctx: Ctx, seat: int) -> None:
    """§4.3: forfeit this turn; every other player takes one more turn, then the Round ends."""
    state = ctx.state
    state.round.end_announced_by = seat
    # General Volkare takes no turn after the announcement (LL §4.1.12)
    state.round.last_turns = [s for s in turn_cycle(state) if s not in (seat, volkare.VOLKARE)]
    ctx.say("end_of_round", f"{ctx.hero_name(seat).en} announces the End of the Round.",
            f"{ctx.hero_name(seat).de} kündigt das Rundenende an.", seat=seat)
    state.turn = None
    advance(ctx)


def may_concede(ctx: Ctx, seat: int) -> bool:
    """§13.7.10: where the scenario ends when one side concedes, on your own turn, between its moves (not in a
    combat, a choice or the End of Turn)."""
    turn = ctx.state.turn
    triggers = ctx.catalog.scenarios[ctx.state.scenario].end["trigger"]
    return (scenario_end.CONCEDES in triggers and turn is not None and turn.seat == seat and turn.combat is None
            and turn.decision is None and turn.ending_step < 0 and ctx.state.round.phase == "turns")


def legal_concessions(ctx: Ctx, seat: int) -> list[Action]:
    return [Action.of(CONCEDE)] if may_concede(ctx, seat) else []


def concede(ctx: Ctx, seat: int) -> None:
    """"Until one side admits the other side has won" (§13.7.10): the game ends at once; whoever conceded cannot
    win (scoring.py)."""
    if not may_concede(ctx, seat):
        raise refuse("You may concede only on your turn, between moves, in a scenario that ends when one side "
                     "concedes (Conquer and Hold).", "Aufgeben kannst du nur in deinem Zug zwischen zwei Zügen, in "
                     "einem Szenario, das endet, wenn eine Seite aufgibt (Erobern und Halten).", "13.7.10")
    ctx.state.scenario_state.conceded.append(seat)
    ctx.say("conceded", f"{ctx.hero_name(seat).en} concedes: the other side has won.",
            f"{ctx.hero_name(seat).de} gibt auf: die andere Seite hat gewonnen.", seat=seat)
    scenario_end.check_triggers(ctx)
    ctx.state.turn = None
    advance(ctx)


def advance(ctx: Ctx) -> None:
    """After a turn: the next player's turn, or the End of the Round (§3.4), or the end of the game."""
    state = ctx.state
    finished_last = state.round.end_announced_by is not None or state.round.scenario_end
    if finished_last and not state.round.last_turns:
        end_round(ctx)
        return
    if state.round.extra_turn_for is not None:  # The Right Moment: the same player again, right away
        seat, state.round.extra_turn_for = state.round.extra_turn_for, None
        start_turn(ctx, seat)
        return
    cycle = turn_cycle(state)
    state.round.current = (state.round.current + 1) % len(cycle)
    seat = cycle[state.round.current]
    if finished_last:
        while seat not in state.round.last_turns:
            state.round.current = (state.round.current + 1) % len(cycle)
            seat = cycle[state.round.current]
        state.round.last_turns.remove(seat)
    if seat == dummy.DUMMY:
        _dummy_turn(ctx)
    elif seat == volkare.VOLKARE:
        _volkare_turn(ctx)
    else:
        start_turn(ctx, seat)


def turn_cycle(state) -> list[int]:
    """The Round Order the turns go round in: the seats, and the Dummy's or General Volkare's turn in its place
    (dummy.DUMMY, volkare.VOLKARE)."""
    cycle = list(state.round.order)
    if state.round.dummy_slot is not None:
        cycle.insert(state.round.dummy_slot, dummy.DUMMY)
    if state.round.volkare_slot is not None:
        cycle.insert(state.round.volkare_slot, volkare.VOLKARE)
    return cycle


def _volkare_turn(ctx: Ctx) -> None:
    """General Volkare's turn (volkare_turn.py); while a Hero answers his attack it waits for them."""
    ctx.state.turn = None
    if volkare_turn.play_turn(ctx):
        advance(ctx)


def _dummy_turn(ctx: Ctx) -> None:
    """The Dummy flips its cards, or with an empty deck announces the End of the Round (§13.2.3) unless the
    Round is already ending."""
    ctx.state.turn = None
    if dummy.play_turn(ctx) and ctx.state.round.end_announced_by is None and not ctx.state.round.scenario_end:
        announce_end_of_round(ctx, dummy.DUMMY)
    else:
        advance(ctx)


def start_turn(ctx: Ctx, seat: int) -> None:
    """The Hero's turn in the Round Order; ghosts waiting for it attack first, and the turn begins once they are gone
    (LL §5.5.3, ghost_fight.py calls this again)."""
    if ghost_attacks.attack_before_turn(ctx, seat):
        return
    started = begin_turn(ctx, seat)
    if started == "announce":  # deck and hand empty: must announce the End of the Round (§4.3.2)
        announce_end_of_round(ctx, seat)
    elif started in ("forfeit", "missed"):  # §4.3.4, §4.2.1
        advance(ctx)


def end_round(ctx: Ctx) -> None:
    """§3.5: the game ends after its last turns or the Round limit; else prepare the next Round (§3.2)."""
    state, catalog = ctx.state, ctx.catalog
    state.turn = None
    for player in state.players:
        player.fame_by_round.append(player.fame)  # for the final score's chart
    for player in state.players:
        player.skills_in_centre = []  # §3.5.1, §5.12.3.2: tokens still in the centre go back face down
    ctx.rules.react(ROUND_ENDED, ctx)
    slowing_the_leader.round_ended(ctx)  # Envy and Pity, where the table chose it (LL §5.5.2)
    if state.round.scenario_end or state.round.number >= round_limit(ctx) or not active_seats(state):
        finish_game(ctx)
        return
    _remove_used_tactics(ctx)
    state.round.number += 1
    state.round.time = day_night.next_time(ctx)
    state.round.end_announced_by, state.round.last_turns = None, []
    state.round.extra_turn_for = None
    state.source = roll_source(catalog, state.rng, len(state.source))
    if state.round.time == "day":  # Ancient Ruins tokens placed at Night turn face up at the next Day
        for entry in state.map.ruins.values():
            entry[1] = True
    ctx.say("round", f"Round {state.round.number} ({'Day' if state.round.time == 'day' else 'Night'}) begins.",
            f"Runde {state.round.number} ({'Tag' if state.round.time == 'day' else 'Nacht'}) beginnt.", reveals=True)
    state.round.phase = "prepare"
    if not volkare_level.asking(ctx):  # Adjusting Volkare's Level first (LL §5.2), then the offers
        _offers_asked(ctx)


def _offers_asked(ctx: Ctx) -> None:
    if not solo_offers.asking(ctx):  # Controlling the Card Offers: first which middle cards leave too (LL §5.4)
        offers_renewed(ctx)


def offers_renewed(ctx: Ctx) -> None:
    """§3.2.3-§3.2.7: the offers refreshed, then each player prepares."""
    state = ctx.state
    _refresh_offers(ctx)
    ctx.rules.react(ROUND_BEGINS, ctx)
    state.round.phase = "prepare"
    state.round.preparing = [seat for seat in state.round.order if seat in active_seats(state)]
    state.round.banners_settled = []
    continue_preparation(ctx)


def continue_preparation(ctx: Ctx) -> None:
    """§3.2.7, each player in Round order: their choices (upkeep, Banners), then ready, shuffle, draw."""
    state = ctx.state
    if len(state.round.removal_choice) == 1:
        _remove_tactic(ctx, state.round.removal_choice[0])
    if state.round.removal_choice:  # the players agree; the first in the Round Order says which (§13.7.5)
        state.round.pending = Decision(REMOVE_TACTIC, state.round.order[0], list(state.round.removal_choice))
        return
    while state.round.preparing:
        seat = state.round.preparing[0]
        state.round.pending = units.preparation_question(ctx, seat) or ctx.rules.react(PREPARING, ctx, seat)
        if state.round.pending is not None:
            return
        player = ctx.player(seat)
        for unit in player.units:
            unit.ready = True  # wounded Units too; they stay wounded (§3.2.7.2)
            unit.banner_flipped = False  # Banners flipped by their own effect turn face up (§5.11.3)
        player.deck += player.discard + player.hand + player.set_aside
        player.discard, player.hand, player.set_aside = [], [], []
        state.rng.shuffle(player.deck)
        draw_cards(ctx, seat, hand_limit(ctx, seat) + player.next_round_hand_bonus)
        player.next_round_hand_bonus = 0
        state.round.preparing.pop(0)
    start_tactics(ctx)


def answer_preparation(ctx: Ctx, seat: int, option: str) -> None:
    if ctx.state.round.pending.kind in (volkare_level.PROPOSE, volkare_level.AGREE):
        if volkare_level.answered(ctx, seat, option):
            _offers_asked(ctx)
        return
    if ctx.state.round.pending.kind == solo_offers.ASK:
        solo_offers.answered(ctx, option)
        offers_renewed(ctx)
        return
    if ctx.state.round.pending.kind == REMOVE_TACTIC:
        _remove_tactic(ctx, option)
    elif ctx.state.round.pending.kind in ctx.rules.answers:  # a PREPARING question's (the miners' gift)
        ctx.rules.answers[ctx.state.round.pending.kind](ctx, seat, ctx.state.round.pending, option)
    else:
        units.answer_preparation(ctx, seat, ctx.state.round.pending, option)
    continue_preparation(ctx)


def _remove_used_tactics(ctx: Ctx) -> None:
    """§13.7.4, §13.7.5: the Tactics used this Round leave the game, all of them (solo) or the one the players agree
    on (co-op); irrelevant after the last Day and the last Night, when no Round of this time follows, so not asked;
    never with an Additional Player (LL §5.3)."""
    state = ctx.state
    if state.round.number + day_night.rounds_to_same_time(ctx) > round_limit(ctx) or \
            additional_player.keeps_tactics(ctx):
        return
    removal = dummy.tactic_rule(ctx, "remove_after_each_day_and_night")
    used = [p.tactic for p in state.players if p.tactic]
    if removal == "all_used":  # Solo Conquest: each Tactic is used once in the game (§13.7.4)
        state.round.tactics_removed += used + ([state.dummy.tactic] if state.dummy and state.dummy.tactic else [])
    elif removal == "players_tactics":  # solo against Volkare: yours, never his (LL §4.1.5)
        state.round.tactics_removed += used
    elif removal == "one_used_by_players":  # co-op: the players agree on one of theirs (§13.7.5)
        state.round.removal_choice = sorted(set(used))


def _remove_tactic(ctx: Ctx, tactic_id: str) -> None:
    ctx.state.round.tactics_removed.append(tactic_id)
    ctx.state.round.removal_choice = []
    name = ctx.catalog.tactics[tactic_id].name
    ctx.say("tactic_removed", f"{name.en} is removed from the game.", f"{name.de} wird aus dem Spiel genommen.")


def _refresh_offers(ctx: Ctx) -> None:
    """§3.2.3-5: a new Unit offer; the AA and Spell offers lose their lowest card and gain a new one."""
    state, catalog = ctx.state, ctx.catalog
    decks, offers = state.decks, state.offers
    for unit in offers.units:
        (decks.elite_units if catalog.units[unit].tier == "elite" else decks.regular_units).insert(0, unit)
    decks.advanced_actions[0:0] = offers.unit_offer_aas
    elite_allowed = _elite_units_dealt(ctx)
    count = unit_offer_size(catalog, state.scenario, state.seats)
    offers.units = []
    for i in range(count):
        deck = decks.elite_units if elite_allowed and i % 2 == 0 and decks.elite_units else decks.regular_units
        if deck:
            offers.units.append(deck.pop())
    if volkare.marches(ctx.state):
        volkare.mark_slots(ctx)  # the first Units go to the marked slots (LL §4.1.4)
    monasteries = [key for key in spaces_with_site(ctx, "monastery") if key not in state.map.burned]
    offers.unit_offer_aas = [decks.advanced_actions.pop() for _ in monasteries if decks.advanced_actions]
    leaving = {}
    for name, offer, deck in (("aa", offers.advanced_actions, decks.advanced_actions),
                              ("spell", offers.spells, decks.spells)):
        if offer:
            leaving[name] = offer.pop(0)
            if name == "spell" or state.dummy is None:  # the Dummy takes the Advanced Action (§13.2.5)
                deck.insert(0, leaving[name])
        while deck and len(offer) < OFFER_SIZE:  # one card, or two after a middle one left too (LL §5.4)
            offer.append(deck.pop())
    if state.dummy is not None:
        dummy.prepare_round(ctx, leaving.get("aa"), leaving.get("spell"))


def _elite_units_dealt(ctx: Ctx) -> bool:
    """§3.2.3: Elite Units join the offer once a Core tile is revealed, unless the scenario has none (First
    Reconnaissance) or deals them only from a Round on (Conquer and Hold: the second half of the game, §13.7.10)."""
    state, catalog = ctx.state, ctx.catalog
    scenario = catalog.scenarios[state.scenario]
    from_round = scenario.setup_for(state.seats).elite_units_from_round or 1
    core_revealed = any(catalog.tiles[t[0]].kind in ("core", "city", "volkare_camp") for t in state.map.tiles)
    return core_revealed and scenario.setup.get("elite_units", True) and state.round.number >= from_round


def finish_game(ctx: Ctx) -> None:
    """The final score as data (scoring.py)."""
    state = ctx.state
    state.round.phase = "over"
    ghost_attacks.vanish_unfought(ctx)  # LL §5.5.3: no next turn comes for them
    state.result = final_score(ctx)
    ctx.say("game_over", "The game is over.", "Das Spiel ist vorbei.")

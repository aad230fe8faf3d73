"""Cooperative city assault (rules spec §12): several Heroes assault one city together.

The initiator proposes it on their turn, before their action (§12.2, §12.3): `coop-assault at=<city>
share=<seat>:<enemies>,...` names every participant by seat number (the initiator too) and how many defenders
each faces. The invited players then agree or decline one seat at a time (a Decision with that seat, so the
engine still asks one seat). Once all agree, the invited flip their Round Order tokens face down (§12.4), the
garrison is dealt at random (§12.5) and the participants fight one after another in Round Order from the
initiator (§12.6): each moves straight into the city and fights an ordinary assault combat (combat/) with only
the defenders dealt to them. After the last fight the result is settled (§12.7) and the participants end their
turns in the same order (§12.8).

While a participant fights or ends the turn, `state.turn` is that participant's turn; the turns of those who
fought wait in `CoopAssault.waiting`.

General Volkare may be assaulted so too (LL §3.8), by Heroes next to his space: `share=<seat>:<elite>+<regular>,...`
says how many of his elite (white, red) and regular (gray, green) tokens each faces; each group is shuffled and
dealt apart, his die is rolled once for all parts, and each part is a combat against the tokens dealt and him
(combat/begin.volkare_combat). He is defeated once his whole army is; else everyone returns to the space attacked
from; if he is, the initiator stands on his space. With his army in the thousands of ways to share,
`legal_proposals` lists at most volkare.SHARES_LISTED of them (the even ones first); any other share may be typed. §12.9 (Megapolis, §13.6.8) needs a map the setup does not build: no city
spans two spaces, so there is nothing to deal across parts.
"""
from __future__ import annotations

from itertools import combinations
from typing import Any

from engine.core import Action
from engine.mageknight import rounds, volkare, volkares_camp
from engine.mageknight.board import city_leader, layout_of
from engine.mageknight.combat import begin
from engine.mageknight.combat.end import withdraw
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.geometry import (LabelError, are_adjacent, neighbours, parse_label, space_at,
                                        space_label)
from engine.mageknight.movement import move_cost, provoked_by_move, step_onto
from engine.mageknight.state import WOUND, CoopAssault, Decision, GameState, Token, Turn, hex_key, parse_hex

VERB = "coop-assault"
AGREE = "coop_assault_agree"  # the Decision kind: an invited player agrees or declines (§12.3.3)
RULE = "cooperative_assault"  # the scenario rule (scenarios.yaml) and the table option (§12.1)


def available(ctx: Ctx) -> bool:
    """§12.1: in cooperative scenarios, and in competitive ones if all players agreed (the table option)."""
    return bool(ctx.catalog.scenarios[ctx.state.scenario].rules.get(RULE)) or RULE in ctx.state.table_rules


# --- who may take part (§12.2) ------------------------------------------------------------------------------

def _may_propose(ctx: Ctx, seat: int) -> bool:
    """§12.2.1-3: the Round's end not announced, the scenario's end not reached, no action taken yet (a proposal
    starts a combat, so what forbids one forbids it too: resting, a fight already), nobody else on the space (not
    even a shared one like the portal)."""
    state = ctx.state
    position = ctx.player(seat).position
    return (available(ctx) and state.coop_assault is None and state.turn is not None and state.turn.seat == seat
            and state.round.end_announced_by is None and not state.round.scenario_end and begin.may_start(ctx)
            and not any(p.position == position for p in state.players if p.seat != seat))


def _cities_beside(ctx: Ctx, seat: int) -> list[str]:
    """§12.2.3: hex keys of the cities with a garrison adjacent to the initiator, that may be entered at all."""
    layout = layout_of(ctx)
    here = parse_hex(ctx.player(seat).position)
    return [hex_key(*other) for other in neighbours(here)
            if other in layout and space_at(layout, ctx.catalog, other).site == "city"
            and ctx.state.map.enemies.get(hex_key(*other)) and move_cost(ctx, layout, other) is not None]


def _volkare_beside(ctx: Ctx, seat: int) -> list[str]:
    """LL §3.8: General Volkare's space, next to the initiator and on the map, while he stands."""
    him = ctx.state.volkare
    if him is None or volkare.is_defeated(ctx) or ctx.player(seat).position is None:
        return []
    here, there = parse_hex(ctx.player(seat).position), parse_hex(him.position)
    return [him.position] if are_adjacent(here, there) and there in layout_of(ctx) else []


def _targets(ctx: Ctx, seat: int) -> list[str]:
    return _cities_beside(ctx, seat) + _volkare_beside(ctx, seat)


def _is_volkare(ctx: Ctx, key: str) -> bool:
    return ctx.state.volkare is not None and ctx.state.volkare.position == key


def _suitable(ctx: Ctx, city: str, seat: int) -> list[int]:
    """§12.2.4: the other Heroes adjacent to the city, Round Order token face up, a non-Wound card in hand."""
    return [p.seat for p in ctx.state.players
            if p.seat != seat and p.position is not None and are_adjacent(parse_hex(p.position), parse_hex(city))
            and not p.order_token_face_down and any(card != WOUND for card in p.hand)]


def _in_round_order(state: GameState, seats: list[int]) -> list[int]:
    """§12.6: Round Order, starting with the initiator (seats[0])."""
    order = state.round.order
    start = order.index(seats[0])
    return sorted(seats, key=lambda seat: (order.index(seat) - start) % len(order))


def _compositions(total: int, parts: int):
    """Every way to give `parts` participants at least one of `total` enemies each, in order (§12.3.2)."""
    for cuts in combinations(range(1, total), parts - 1):
        bounds = (0, *cuts, total)
        yield [bounds[i + 1] - bounds[i] for i in range(parts)]


def legal_proposals(ctx: Ctx, seat: int) -> list[Action]:
    if not _may_propose(ctx, seat):
        return []
    layout = layout_of(ctx)
    actions = []
    for target in _volkare_beside(ctx, seat):
        label = space_label(layout, parse_hex(target))
        elite, regular = (len(group) for group in volkare.army_groups(ctx))
        others = _suitable(ctx, target, seat)
        for size in range(1, len(others) + 1):
            for invited in combinations(others, size):
                seats = _in_round_order(ctx.state, [seat, *invited])
                for share in volkare.even_shares(elite, regular, len(seats), volkare.SHARES_LISTED):
                    text = ",".join(f"{s + 1}:{e}+{r}" for s, (e, r) in zip(seats, share))
                    actions.append(Action.of(VERB, at=label, share=text))
    for city in _cities_beside(ctx, seat):
        label, garrison = space_label(layout, parse_hex(city)), len(ctx.state.map.enemies[city])
        others = _suitable(ctx, city, seat)
        for size in range(1, len(others) + 1):
            for invited in combinations(others, size):
                seats = _in_round_order(ctx.state, [seat, *invited])
                for counts in _compositions(garrison, len(seats)):
                    share = ",".join(f"{s + 1}:{n}" for s, n in zip(seats, counts))
                    actions.append(Action.of(VERB, at=label, share=share))
    return actions


# --- the proposal and the answers (§12.3) ---------------------------------------------------------------------

def _read_share(ctx: Ctx, text: str, against_volkare: bool = False) -> dict[int, tuple[int, int]]:
    """seat -> (elite, regular) tokens; a city's defenders are all counted as regular."""
    share: dict[int, tuple[int, int]] = {}
    for part in text.split(","):
        seat_text, _, count_text = part.partition(":")
        elite_text, plus, regular_text = count_text.partition("+")
        counts = (elite_text, regular_text) if against_volkare else ("0", count_text)
        if not (seat_text.strip().isdigit() and all(c.strip().isdigit() for c in counts)
                and bool(plus) == against_volkare):
            if against_volkare:
                raise refuse("Write the share as seat:elite+regular,... (for example 1:1+3,2:1+2).",
                             "Schreibe die Aufteilung als Platz:Elite+Reguläre,... (etwa 1:1+3,2:1+2).", "LL 3.8")
            raise refuse("Write the share as seat:enemies,seat:enemies (for example 1:2,2:3).",
                         "Schreibe die Aufteilung als Platz:Feinde,Platz:Feinde (etwa 1:2,2:3).", "12.3")
        seat = int(seat_text) - 1
        if not 0 <= seat < ctx.state.seats or seat in share:
            raise refuse(f"Name each seat once, from 1 to {ctx.state.seats}.",
                         f"Nenne jeden Platz einmal, von 1 bis {ctx.state.seats}.", "12.3")
        share[seat] = (int(counts[0]), int(counts[1]))
    return share


def _city_named(ctx: Ctx, seat: int, label: str) -> str:
    layout = layout_of(ctx)
    try:
        city = hex_key(*parse_label(layout, label))
    except LabelError as exc:
        raise refuse(f"Unknown space: {exc.en}", f"Unbekanntes Feld: {exc.de}", "12.2") from None
    if city not in _targets(ctx, seat):
        raise refuse("Name a city with defenders, or General Volkare, next to the space you stand on.",
                     "Nenne eine Stadt mit Verteidigern oder General Volkare neben deinem Feld.", "12.2.3")
    return city


def _check_share(ctx: Ctx, seat: int, city: str, share: dict[int, tuple[int, int]]) -> None:
    invited = [s for s in share if s != seat]
    if seat not in share or not invited:
        raise refuse("The share names you and at least one invited Hero.",
                     "Die Aufteilung nennt dich und mindestens einen eingeladenen Helden.", "12.3.1")
    suitable = _suitable(ctx, city, seat)
    if any(s not in suitable for s in invited):
        raise refuse("Only Heroes next to the city, with their Round Order token face up and a card other than a "
                     "Wound in hand, can be invited.", "Einladen kannst du nur Helden neben der Stadt, mit "
                     "offenem Rundenreihenfolge-Marker und einer Karte außer Verletzungen auf der Hand.", "12.2.4")
    if _is_volkare(ctx, city):
        elite, regular = (len(group) for group in volkare.army_groups(ctx))
        if (min(e + r for e, r in share.values()) < 1 or sum(e for e, _ in share.values()) != elite
                or sum(r for _, r in share.values()) != regular):
            raise refuse(f"Share all his {elite} elite (white and red) and {regular} regular (gray and green) tokens, "
                         f"at least one token for each participant.",
                         f"Teilt alle seine {elite} Elite- (weiß und rot) und {regular} regulären (grau und grün) "
                         f"Plättchen auf, mindestens eins je Teilnehmer.", "LL 3.8")
        return
    garrison = len(ctx.state.map.enemies[city])
    counts = [r for _, r in share.values()]
    if min(counts) < 1 or sum(counts) != garrison:
        raise refuse(f"Share all {garrison} defenders, at least one for each participant.",
                     f"Teile alle {garrison} Verteidiger auf, mindestens einen je Teilnehmer.", "12.3.2")


def propose(ctx: Ctx, seat: int, action: Action) -> None:
    """§12.3: the proposal; the invited players are asked one at a time, in Round Order."""
    if not available(ctx):
        raise refuse("Cooperative assaults belong to cooperative scenarios, or to a table that agreed to them.",
                     "Gemeinsame Angriffe gibt es in kooperativen Szenarien oder wenn alle Spieler zustimmen.", "12.1")
    if not _may_propose(ctx, seat):
        raise refuse("Propose a cooperative assault on your turn, before your action, and not on a space with "
                     "another Hero.", "Einen gemeinsamen Angriff schlägst du in deinem Zug vor deiner Aktion vor, "
                     "nicht auf einem Feld mit einem anderen Helden.", "12.2")
    city = _city_named(ctx, seat, action.get("at") or "")
    share = _read_share(ctx, action.get("share") or "", _is_volkare(ctx, city))
    _check_share(ctx, seat, city, share)
    seats = _in_round_order(ctx.state, [seat, *(s for s in share if s != seat)])
    ctx.state.coop_assault = CoopAssault(city, seats, [sum(share[s]) for s in seats],
                                         elites=[share[s][0] for s in seats] if _is_volkare(ctx, city) else [])
    hero = ctx.hero_name(seat)
    against = _is_volkare(ctx, city)
    ctx.say("coop_proposed",
            f"{hero.en} proposes a cooperative assault: {_share_text(ctx, seats, share, 'en', against)}.",
            f"{hero.de} schlägt einen gemeinsamen Angriff vor: {_share_text(ctx, seats, share, 'de', against)}.",
            seat=seat)
    _ask_next(ctx, ctx.state.coop_assault)


def _share_text(ctx: Ctx, seats: list[int], share: dict[int, tuple[int, int]], language: str,
                against_volkare: bool) -> str:
    def count(elite: int, regular: int) -> str:
        if not against_volkare:
            return str(regular)
        return f"{elite} elite + {regular} regular" if language == "en" else f"{elite} Elite + {regular} reguläre"
    return ", ".join(f"{ctx.hero_name(s).get(language)}: {count(*share[s])}" for s in seats)


def _ask_next(ctx: Ctx, coop: CoopAssault) -> None:
    coop.current += 1
    if coop.current < len(coop.seats):
        ctx.state.turn.decision = Decision(AGREE, coop.seats[coop.current], ["agree", "decline"])
        return
    _commit(ctx, coop)


def answer(ctx: Ctx, seat: int, option: str) -> None:
    """§12.3.3: all invited agree, or nothing happens and the initiator's turn goes on as before."""
    coop = ctx.state.coop_assault
    ctx.state.turn.decision = None
    if option == "agree":
        ctx.say("coop_agreed", f"{ctx.hero_name(seat).en} agrees.", f"{ctx.hero_name(seat).de} stimmt zu.", seat=seat)
        _ask_next(ctx, coop)
        return
    ctx.state.coop_assault = None
    ctx.say("coop_declined", f"{ctx.hero_name(seat).en} declines: there is no cooperative assault.",
            f"{ctx.hero_name(seat).de} lehnt ab: Es gibt keinen gemeinsamen Angriff.", seat=seat)


# --- commitment, the deal and the fights (§12.4-§12.6) -------------------------------------------------------------

def _commit(ctx: Ctx, coop: CoopAssault) -> None:
    """§12.4: the invited give up their next turn; §12.5: the garrison dealt at random in the agreed numbers."""
    state = ctx.state
    for seat in coop.seats[1:]:
        ctx.player(seat).order_token_face_down = True
    if coop.elites:
        _deal_volkare(ctx, coop)
    else:
        tokens = [Token(t.enemy, t.color, t.face_up) for t in state.map.enemies[coop.city]]
        state.rng.shuffle(tokens)
        start = 0
        for count in coop.counts:
            coop.dealt.append(tokens[start:start + count])
            start += count
    coop.came_from = [ctx.player(seat).position for seat in coop.seats]
    coop.stage, coop.current = "fighting", 0
    names = "; ".join(f"{ctx.hero_name(seat).en}: " + ", ".join(ctx.catalog.enemies[t.enemy].name.en for t in dealt)
                      for seat, dealt in zip(coop.seats, coop.dealt))
    names_de = "; ".join(f"{ctx.hero_name(seat).de}: " + ", ".join(ctx.catalog.enemies[t.enemy].name.de for t in dealt)
                         for seat, dealt in zip(coop.seats, coop.dealt))
    ctx.say("coop_dealt", f"The cooperative assault begins. Defenders dealt: {names}.",
            f"Der gemeinsame Angriff beginnt. Verteilte Verteidiger: {names_de}.", reveals=True)
    _start_fight(ctx, coop)


def _deal_volkare(ctx: Ctx, coop: CoopAssault) -> None:
    """LL §3.8: his elite and regular tokens each shuffled and dealt in the agreed numbers (each player knows only
    how many of each); his die rolled once, the same attack for every part."""
    elite, regular = (list(group) for group in volkare.army_groups(ctx))
    ctx.state.rng.shuffle(elite)
    ctx.state.rng.shuffle(regular)
    for count, elites in zip(coop.counts, coop.elites):
        coop.dealt.append(elite[:elites] + regular[:count - elites])
        elite, regular = elite[elites:], regular[count - elites:]
    volkare.roll_for_combat(ctx)


def _start_fight(ctx: Ctx, coop: CoopAssault) -> None:
    """§12.6.3: straight into the city, no other move; rampaging enemies that move provokes join this fight;
    the combat is an ordinary assault (Reputation, Shields, §12.6.4) against the defenders dealt (§12.6.5)."""
    seat = coop.seats[coop.current]
    if coop.current > 0:  # an invited Hero's part of the assault: a turn of its own, ended with the others (§12.8)
        ctx.state.turn = Turn(seat, path=[coop.came_from[coop.current]])
    layout = layout_of(ctx)
    here, city = parse_hex(coop.came_from[coop.current]), parse_hex(coop.city)
    step_onto(ctx, seat, city, space_label(layout, city), 0)
    provoked = provoked_by_move(ctx, layout, here, city)
    if coop.elites:  # his share against this Hero, and Volkare himself (LL §3.8)
        ctx.state.turn.start_action()
        begin.volkare_combat(ctx, seat, coop.came_from[coop.current], tuple(provoked), coop.dealt[coop.current])
        return
    begin.after_move(ctx, seat, city, here, provoked, True, coop.dealt[coop.current])


def proceed(ctx: Ctx) -> None:
    """After every action: once a participant's combat is over (and nothing is left to answer), the next one
    fights; after the last, the result (§12.6.1)."""
    coop, turn = ctx.state.coop_assault, ctx.state.turn
    if coop is None or coop.stage != "fighting" or turn.combat is not None or turn.decision is not None:
        return
    coop.waiting.append(turn)
    coop.current += 1
    if coop.current < len(coop.seats):
        _start_fight(ctx, coop)
    else:
        _settle(ctx, coop)


# --- the result and the ends of the turns (§12.7, §12.8) -------------------------------------------------------

def _settle(ctx: Ctx, coop: CoopAssault) -> None:
    """§12.7: conquered once no defender is left, whatever became of rampaging enemies that joined; else every
    participant withdraws to the space attacked from. Then the first participant ends the turn (§12.8)."""
    state = ctx.state
    if coop.elites:
        _settle_volkare(ctx, coop)
    elif state.map.enemies.get(coop.city):
        for turn, came_from in zip(coop.waiting, coop.came_from):
            withdraw(ctx, turn.seat, turn, came_from)
    else:
        leader = city_leader(state.map.shields[coop.city])  # §8.12.2
        ctx.say("conquered", f"The city falls to the cooperative assault; {ctx.hero_name(leader).en} is its leader.",
                f"Die Stadt fällt durch den gemeinsamen Angriff; {ctx.hero_name(leader).de} führt sie an.",
                seat=leader)
    coop.stage = "ending"
    state.turn = coop.waiting.pop(0)


def _settle_volkare(ctx: Ctx, coop: CoopAssault) -> None:
    """LL §3.8: his whole army defeated, the initiator stands on his space and the others go back; else everyone
    goes back to the space attacked from."""
    defeated = volkare.is_defeated(ctx)
    for index, (turn, came_from) in enumerate(zip(coop.waiting, coop.came_from)):
        if not (defeated and index == 0):
            withdraw(ctx, turn.seat, turn, came_from)
    if defeated:
        volkares_camp.announce_conquest(ctx)
    else:
        ctx.say("volkare_holds", "General Volkare's army still stands: the cooperative assault fails.",
                "General Volkares Armee steht noch: Der gemeinsame Angriff scheitert.")


def turn_ended(ctx: Ctx) -> None:
    """After a turn's End of Turn (§9): the next participant ends theirs (§12.8), else the next player plays."""
    coop = ctx.state.coop_assault
    if coop is not None and coop.waiting:
        ctx.state.turn = coop.waiting.pop(0)
        return
    ctx.state.coop_assault = None
    rounds.advance(ctx)


def view(state: GameState) -> dict[str, Any] | None:
    """Public: who takes part, the shares, the defenders dealt (city garrisons are face up, §15), the stage."""
    coop = state.coop_assault
    if coop is None:
        return None
    return {"city": coop.city, "seats": list(coop.seats), "counts": list(coop.counts), "stage": coop.stage,
            "dealt": [[t.enemy for t in dealt] for dealt in coop.dealt],
            "current": coop.seats[coop.current] if coop.current < len(coop.seats) else None}

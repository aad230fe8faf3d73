"""General Volkare's turn (LL §4.1.7-§4.1.12, §4.3.7-§4.3.8): the card he reveals, the Source die it rerolls,
and what it makes him do.

In Volkare's Return, by the phase of the game:

- A Wound card: he rests (volkare.rest).
- Phase 1, until the city is revealed: a green, white or blue card moves him one space the way the scenario card
  shows for its colour (two for a Spell), revealing the top tile where he enters unexplored land; a red card makes
  him fight the Hero next to him with the most Fame (a red Spell looks 2 spaces far).
- Phase 2, the city revealed: every card moves him one space nearer the city (hex distance, through unexplored
  land), the card's colour choosing between two equal spaces; a red card moves as a blue one.
- Phase 3, next to the city: a move attacks the city instead: he wins if the players have not conquered it,
  plunders it if nobody defends it (and wins the second time), or fights its defender.
- With his deck out, Frenzy: every turn two moves by blue, no die rerolled (§4.1.11).

In Volkare's Quest: white and blue move him south-west, green west, across the fixed map to the portal, over tiles
still face down; a red card always seeks a fight; next to the portal he steps onto it, and on it his next move wins;
at 3 spaces from it the portal closes (§4.3.6). Two tokens per player defeated before his turn make him skip it
(volkare.troops_lost, §4.3.11).

He ignores terrain, walls and sites and never provokes rampaging enemies (§3.1). Where his move meets a Hero he
attacks them: the turn stops for their choice (a Decision of theirs in a Turn of theirs, GameState.turn), and
volkare_fight.py, above the Round's order, carries the answer and the combat out and resumes his turn here
(`resume`). A Hero on the space he ends his turn on withdraws to a safe space next to it (§4.1.13).
"""
from __future__ import annotations

from engine.mageknight import attendance, volkare, volkare_defence
from engine.mageknight.board import layout_of, space_at
from engine.mageknight.catalog.schemas.cards import SPELL
from engine.mageknight.context import Ctx
from engine.mageknight.geometry import (DIRECTIONS, OPPOSITE, distance, grid_position, in_area, locate_in_tile,
                                        neighbour, neighbours, shown_label, space_label)
from engine.mageknight.reveal import place_tile
from engine.mageknight.scenario_terms import close_portal, portal_closed, portal_key
from engine.mageknight.source import lies_free, reroll
from engine.mageknight.spaces import is_safe
from engine.mageknight.state import WOUND, VolkareTurn, hex_key, parse_hex
from engine.mageknight.words import german_color

ATTACKED = "volkare_attacks"  # the Decision kind: the Hero he attacks chooses how to meet him (LL §4.1.13)
WITHDRAW = "volkare_withdraw"  # the Decision kind: a Hero on his space at the end of his turn chooses where to go
DEFEND = "volkare_defend"  # the Decision kind: a Hero in the players' city chooses whether to defend it (§4.1.10)
RETREAT, STAND_ASIDE = "retreat", "stand_aside"
TO_THE_PORTAL = "to_the_portal"  # Volkare's Quest's march (volkare.yaml)
FRENZY_COLOR = "blue"  # LL §4.1.11 (volkare.yaml `directions.frenzy` names it for each scenario)
DIRECTION_WORDS = {"NE": ("north-east", "Nordosten"), "E": ("east", "Osten"), "SE": ("south-east", "Südosten"),
                   "SW": ("south-west", "Südwesten"), "W": ("west", "Westen"), "NW": ("north-west", "Nordwesten")}


def play_turn(ctx: Ctx) -> bool:
    """His turn (LL §4.1.7, §4.3.7): True once it is over, False while a Hero's answer or fight holds it."""
    state = ctx.state
    him = state.volkare
    tables = volkare.table(ctx.catalog, state.scenario)
    him.lost_since_turn = 0  # the tokens set aside toward slowing him are discarded now (§4.3.11)
    if him.slowed:
        him.slowed = False
        ctx.say("volkare_skips", "Volkare is slowed: he flips his Round Order token face up and skips this turn.",
                "Volkare ist verlangsamt: Er dreht seinen Rundenreihenfolge-Marker auf und setzt diesen Zug aus.",
                reveals=True)
        return True
    if not him.deck:
        if "frenzy" not in tables.directions:
            # decision: the Quest has no rule for his deck running out (it "should always suffice", LL §4.3.7,
            # lost-legion-facts quest_deck_exhausted): he waits
            ctx.say("volkare_waits", "Volkare's deck is out: he waits.", "Volkares Stapel ist leer: Er wartet.",
                    reveals=True)
            return True
        color = tables.directions["frenzy"]
        him.turn = VolkareTurn("", color, 2)
        ctx.say("volkare_frenzy", "Volkare's deck is out: in his frenzy he moves twice.",
                "Volkares Stapel ist leer: in seiner Raserei zieht er zweimal.", reveals=True)
        return resume(ctx)
    card = him.deck.pop()
    him.discard.append(card)
    if card == WOUND:
        volkare.rest(ctx)
        return True
    color = volkare.card_color(ctx, card)
    spell = ctx.catalog.cards[card].kind == SPELL
    _reroll_source_die(ctx, color)
    name = ctx.catalog.cards[card].name
    ctx.say("volkare_card", f"Volkare plays {name.en} ({color}).", f"Volkare spielt {name.de} "
            f"({german_color(color)}).", reveals=True, card=card)
    if color == "red" and (tables.march == TO_THE_PORTAL or _city(ctx) is None):  # a fight instead (§4.1.8, §4.3.7)
        him.turn = VolkareTurn(card, color, 0)
        return _seek_fight(ctx, reach=2 if spell else 1) and _finish(ctx)
    him.turn = VolkareTurn(card, FRENZY_COLOR if color == "red" else color, 2 if spell else 1)
    return resume(ctx)


def resume(ctx: Ctx) -> bool:
    """His moves still due, then the Heroes on his space withdraw; True once the turn is over."""
    him = ctx.state.volkare
    while him.turn.moves_left and not him.won and not volkare.is_defeated(ctx):
        him.turn.moves_left -= 1
        if not _step(ctx):
            return False
    return _finish(ctx)


def _finish(ctx: Ctx) -> bool:
    """LL §4.1.13: whoever he attacked by moving onto their space, and who still stands there, withdraws; False
    while one of them chooses where to. # decision: a Hero with no safe space to go to stays (the rulebook gives no
    rule, [Unclear]; Forced Withdrawal needs a path of the Hero's own turn)."""
    him = ctx.state.volkare
    turn = him.turn
    if turn.stage != "withdrawing":
        turn.stage = "withdrawing"
        ended_here = not him.won and not volkare.is_defeated(ctx)
        turn.withdrawing = [seat for seat in dict.fromkeys(turn.attacked_by_move)
                            if ended_here and ctx.player(seat).position == him.position]
    while turn.withdrawing:
        seat = turn.withdrawing[0]
        options = withdrawal_options(ctx, seat)
        if options:
            attendance.ask(ctx, seat, WITHDRAW, options)
            return False
        turn.withdrawing.pop(0)
    him.turn = None
    ctx.state.turn = None
    return True


def withdrawal_options(ctx: Ctx, seat: int) -> list[str]:
    """Safe spaces next to the Hero's, but not the one Volkare came from (LL §4.1.13), by label."""
    layout = layout_of(ctx)
    here = parse_hex(ctx.player(seat).position)
    came_from = ctx.state.volkare.turn.came_from
    return [space_label(layout, other) for other in neighbours(here)
            if other in layout and hex_key(*other) != came_from and is_safe(ctx, seat, hex_key(*other))]


def withdrew(ctx: Ctx, seat: int, label: str) -> bool:
    """The Hero stands on the space chosen; the next one withdraws, or his turn is over (True)."""
    layout = layout_of(ctx)
    key = hex_key(*next(other for other in neighbours(parse_hex(ctx.player(seat).position))
                        if other in layout and space_label(layout, other) == label))
    ctx.player(seat).position = key
    ctx.say("volkare_withdrawal", f"{ctx.hero_name(seat).en} withdraws to {label}.",
            f"{ctx.hero_name(seat).de} zieht sich nach {shown_label(label, 'de')} zurück.", seat=seat)
    ctx.state.turn = None
    ctx.state.volkare.turn.withdrawing.pop(0)
    return _finish(ctx)


# --- the Source ------------------------------------------------------------------------------------------------

def _reroll_source_die(ctx: Ctx, color: str) -> None:
    """LL §4.1.7: one die of the card's colour rerolled; by Day a gold one if none has it. # decision: the first such
    die in the Source that no player holds (Mana Steal, Mana Claim)."""
    free = [die for die in ctx.state.source if lies_free(die) and die.claim is None]
    die = next((d for d in free if d.color == color), None)
    if die is None and ctx.is_day:
        die = next((d for d in free if d.color == "gold"), None)
    if die is not None:
        before = die.color
        reroll(ctx.state.rng, die)
        ctx.say("volkare_reroll", f"Volkare rerolls a {before} die of the Source: {die.color}.",
                f"Volkare würfelt einen {german_color(before)}en Würfel der Quelle neu: {german_color(die.color)}.",
                reveals=True)


# --- moving ----------------------------------------------------------------------------------------------------

def _city(ctx: Ctx) -> tuple[int, int] | None:
    """The city's space, once its tile is revealed (phase 2 begins, LL §4.1.9)."""
    layout = layout_of(ctx)
    return next((hex_ for hex_ in layout.hexes if space_at(ctx, hex_key(*hex_)).city), None)


def _step(ctx: Ctx) -> bool:
    """One move of his (or the attack on the city it becomes); False while a Hero's answer holds his turn."""
    him = ctx.state.volkare
    if volkare.table(ctx.catalog, ctx.state.scenario).march == TO_THE_PORTAL:
        return _step_to_the_portal(ctx)
    here = parse_hex(him.position)
    city = _city(ctx)
    if city is not None and distance(here, city) == 1:
        return _attack_city(ctx, here, city)
    wanted = volkare.table(ctx.catalog, ctx.state.scenario).directions[him.turn.color]
    shape = ctx.catalog.map_shapes[ctx.state.map_shape]
    direction = nearer_direction(here, city, wanted) if city is not None else exploring_direction(shape, here, wanted)
    target = neighbour(here, direction)
    if city is None and target not in layout_of(ctx) and ctx.state.decks.tiles:
        center, _ = locate_in_tile(target)
        ctx.say("volkare_explores", "Volkare marches into unexplored land.", "Volkare marschiert in unerforschtes "
                "Land.", reveals=True)
        place_tile(ctx, ctx.state.decks.tiles.pop(), center)
    _move(ctx, target, direction)
    return _meet(ctx, hex_key(*target))


def _step_to_the_portal(ctx: Ctx) -> bool:
    """Volkare's Quest (LL §4.3.6-§4.3.7): one space the card colour's way, over unexplored tiles; off the map one
    space nearer the portal instead; next to the portal onto it; on it, his last move: he wins. At 3 spaces from the
    portal it closes."""
    him = ctx.state.volkare
    here, portal = parse_hex(him.position), parse_hex(portal_key(ctx))
    if here == portal:
        return _wins(ctx, "portal")
    wanted = volkare.table(ctx.catalog, ctx.state.scenario).directions[him.turn.color]
    if distance(here, portal) == 1:
        direction = next(d for d in DIRECTIONS if neighbour(here, d) == portal)
    elif _on_the_map(ctx, neighbour(here, wanted)):
        direction = wanted
    else:
        direction = nearer_direction(here, portal, wanted)
    target = neighbour(here, direction)
    _move(ctx, target, direction)
    if distance(target, portal) == 3 and not portal_closed(ctx):
        close_portal(ctx)
    return _meet(ctx, hex_key(*target))


def _on_the_map(ctx: Ctx, hex_) -> bool:
    """On a tile of the fixed map, revealed or face down (LL §4.3.2)."""
    center = locate_in_tile(hex_)[0]
    return center in layout_of(ctx).centers or hex_key(*center) in ctx.state.map.face_down


def _meet(ctx: Ctx, key: str) -> bool:
    """Heroes on the space he entered: one he attacks; several (the portal, the city) defend together or choose one
    of them to face him (LL §3.9, §4.1.13); False while they answer."""
    him = ctx.state.volkare
    heroes = _heroes_on(ctx, key)
    if not heroes:
        return True
    him.turn.attacked_by_move += heroes
    if len(heroes) == 1:
        return _attack(ctx, heroes[0], "move")
    him.turn.seat, him.turn.stage, him.turn.attack = heroes[0], "asking", "move"
    him.turn.defenders, him.turn.army_before = list(heroes), len(him.army)
    volkare_defence.offer(ctx, heroes)
    hero = ctx.hero_name(heroes[0])
    ctx.say("volkare_attacks", f"Volkare attacks the Heroes on his space; {hero.en} proposes how they meet him.",
            f"Volkare greift die Helden auf seinem Feld an; {hero.de} schlägt vor, wie sie ihm begegnen.",
            reveals=True, seat=heroes[0])
    return False


def _move(ctx: Ctx, target, direction: str) -> None:
    him = ctx.state.volkare
    him.turn.came_from = him.position
    him.position = hex_key(*target)
    layout = layout_of(ctx)
    where = space_label(layout, target) if target in layout else None
    en_way, de_way = DIRECTION_WORDS[direction]
    en = f"Volkare marches {en_way}" + (f" to {where}." if where else " through unexplored land.")
    de = f"Volkare marschiert nach {de_way}" + (f" auf {shown_label(where, 'de')}." if where else
                                                " durch unerforschtes Land.")
    ctx.say("volkare_moves", en, de, reveals=True, to=him.position)


def exploring_direction(shape, here, wanted: str) -> str:
    """Phase 1: the card colour's direction (`wanted`); off the map shape, the nearest direction that stays on it
    (# decision: 60° clockwise first, then counter-clockwise, then 120°, then back, as TTS turns him; LL §4.1.8)."""
    index = DIRECTIONS.index(wanted)
    for turn in (0, 1, -1, 2, -2, 3):
        direction = DIRECTIONS[(index + turn) % 6]
        if in_area(shape, grid_position(locate_in_tile(neighbour(here, direction))[0])):
            return direction
    return wanted


def nearer_direction(here, goal, wanted: str) -> str:
    """Phase 2: a space nearer the goal; of two, the one nearer the card colour's direction (`wanted`, LL §4.1.9)."""
    index = DIRECTIONS.index(wanted)
    nearer = [d for d in DIRECTIONS if distance(neighbour(here, d), goal) < distance(here, goal)]
    return min(nearer, key=lambda d: min((DIRECTIONS.index(d) - index) % 6, (index - DIRECTIONS.index(d)) % 6))


def _heroes_on(ctx: Ctx, key: str) -> list[int]:
    """The Heroes on that space, in the Round Order from the one after him (LL §3.9: the group with the player next
    in turn order after Volkare)."""
    state = ctx.state
    order = list(state.round.order)
    after = state.round.volkare_slot or 0
    ring = order[after:] + order[:after]
    return [seat for seat in ring if ctx.player(seat).position == key]


# --- fights ----------------------------------------------------------------------------------------------------

def _seek_fight(ctx: Ctx, reach: int) -> bool:
    """A red card in phase 1 (LL §4.1.8): the adjacent Hero with the most Fame (a tie: earlier in the Round Order),
    with a Spell one 2 spaces away if none is adjacent. He does not move; nobody withdraws. False while it is
    fought."""
    state = ctx.state
    here = parse_hex(state.volkare.position)
    for far in range(1, reach + 1):
        near = [seat for seat in state.round.order if state.players[seat].position is not None
                and distance(here, parse_hex(state.players[seat].position)) == far]
        if near:
            seat = max(near, key=lambda s: (state.players[s].fame, -state.round.order.index(s)))
            return _attack(ctx, seat, "seek")
    ctx.say("volkare_no_fight", "Volkare seeks a fight, but no Hero is near.",
            "Volkare sucht einen Kampf, aber kein Held ist in der Nähe.", reveals=True)
    return True


def _attack(ctx: Ctx, seat: int, kind: str) -> bool:
    """He attacks the Hero: they choose to retreat (Wounds by the Round) or to fight, fully or partly attending
    (LL §3.6, §4.1.13). Always False: his turn waits for the answer."""
    turn = ctx.state.volkare.turn
    turn.seat, turn.stage, turn.attack = seat, "asking", kind
    turn.army_before = len(ctx.state.volkare.army)
    options = [RETREAT, *attendance.choices(ctx, seat)]
    attendance.ask(ctx, seat, ATTACKED, options)
    hero = ctx.hero_name(seat)
    ctx.say("volkare_attacks", f"Volkare attacks {hero.en}.", f"Volkare greift {hero.de} an.", reveals=True,
            seat=seat)
    return False


def _attack_city(ctx: Ctx, here, city) -> bool:
    """Phase 3 (LL §4.1.10): the unconquered city is his; a conquered one nobody defends he plunders, the second
    time takes; its defender fights him."""
    him = ctx.state.volkare
    key = hex_key(*city)
    conquered = key in ctx.state.map.shields and not ctx.state.map.enemies.get(key)
    if not conquered:
        return _wins(ctx, "city")
    him.turn.came_from = him.position  # the direction he attacked from: a repelled attack sends him back (§4.1.10)
    him.turn.defenders = _heroes_on(ctx, key)  # the Heroes in the city, asked in turn whether they defend it
    return ask_defender(ctx)


def ask_defender(ctx: Ctx) -> bool:
    """The next Hero in the city chooses whether to defend it, with the others when two or more are there
    (volkare_defence.py, §3.9); with none left willing, it is undefended (§4.1.10)."""
    him = ctx.state.volkare
    if not him.turn.defenders:
        return undefended(ctx)
    him.turn.army_before = len(him.army)
    if len(him.turn.defenders) >= 2:
        him.turn.seat, him.turn.stage, him.turn.attack = him.turn.defenders[0], "asking", "city"
        volkare_defence.offer(ctx, list(him.turn.defenders), STAND_ASIDE)
        hero = ctx.hero_name(him.turn.seat)
        ctx.say("volkare_at_the_gates", f"Volkare attacks the city; {hero.en} proposes how to defend it.",
                f"Volkare greift die Stadt an; {hero.de} schlägt vor, wie sie verteidigt wird.", reveals=True,
                seat=him.turn.seat)
        return False
    return ask_alone(ctx, him.turn.defenders[0])


def ask_alone(ctx: Ctx, seat: int) -> bool:
    """One Hero meets him alone: the city's defender chooses whether to defend it, a Hero he entered the space of
    how to meet his attack (always False: his turn waits for the answer)."""
    him = ctx.state.volkare
    him.turn.defenders.remove(seat)
    if him.turn.attack == "move":
        him.turn.defenders = []
        return _attack(ctx, seat, "move")
    him.turn.seat, him.turn.stage, him.turn.attack = seat, "asking", "city"
    attendance.ask(ctx, seat, DEFEND, [*attendance.choices(ctx, seat), STAND_ASIDE])
    hero = ctx.hero_name(seat)
    ctx.say("volkare_at_the_gates", f"Volkare attacks the city; {hero.en} may defend it.",
            f"Volkare greift die Stadt an; {hero.de} kann sie verteidigen.", reveals=True, seat=seat)
    return False


def undefended(ctx: Ctx) -> bool:
    """Nobody defends the players' city: the first time he plunders it, the second time he takes it (§4.1.10)."""
    him = ctx.state.volkare
    if him.plundered:
        return _wins(ctx, "plundered_twice")
    him.plundered = True
    ctx.say("volkare_plunders", "Nobody defends the city: Volkare tears down its walls and plunders it. From now on "
            "no interaction there, and no Hand limit bonus from it.", "Niemand verteidigt die Stadt: Volkare reißt "
            "ihre Mauern nieder und plündert sie. Ab jetzt keine Interaktion dort und kein Handkartenbonus durch sie.",
            reveals=True)
    return True


def repelled(ctx: Ctx) -> None:
    """He lost a token per player or more defending the city: one space back, away from it (§4.1.10)."""
    him = ctx.state.volkare
    here = parse_hex(him.position)
    city = _city(ctx)
    toward = next(d for d in DIRECTIONS if neighbour(here, d) == city)
    _move(ctx, neighbour(here, OPPOSITE[toward]), OPPOSITE[toward])


def _wins(ctx: Ctx, why: str) -> bool:
    """The players lose at once (LL §4.1.15)."""
    state = ctx.state
    state.volkare.won = why
    state.round.scenario_end = True
    state.round.last_turns = []
    words = {"city": ("Volkare marches into the city: the players have lost.",
                      "Volkare marschiert in die Stadt ein: Die Spieler haben verloren."),
             "portal": ("Volkare passes through the portal: the players have lost.",
                          "Volkare zieht durch das Portal: Die Spieler haben verloren."),
             "plundered_twice": ("Volkare takes the plundered city: the players have lost.",
                                 "Volkare nimmt die geplünderte Stadt ein: Die Spieler haben verloren."),
             "defence_failed": ("The city's defence fails and Volkare takes it: the players have lost.",
                                "Die Verteidigung der Stadt scheitert und Volkare nimmt sie ein: Die Spieler haben "
                                "verloren.")}[why]
    ctx.say("volkare_wins", *words, reveals=True)
    return True


def defence_failed(ctx: Ctx) -> None:
    _wins(ctx, "defence_failed")


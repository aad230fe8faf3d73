"""Moving and exploring (rules spec §6): terrain costs, what ends or forbids a move, revealing tiles.

A move that assaults a fortified site (§6.4.1) or provokes rampaging enemies (§6.4.3) ends the movement
and starts the combat (combat/begin.py); entering an opponent's keep with its owner in it starts a combat between
players (§6.11.2, pvp.py). What a space costs and holds (spaces.py) sits below this module, so that pvp.py reads it
too; its names are re-exported here for the callers that still ask movement.
"""
from __future__ import annotations

from engine.core import Action
from engine.mageknight import pvp_start, volkare
from engine.mageknight.board import layout_of, shared_space
from engine.mageknight.catalog.effects import Fame
from engine.mageknight.combat import begin
from engine.mageknight.combat.changes import rule_active
from engine.mageknight.context import WOUNDS, Ctx, counted, refuse
from engine.mageknight.geometry import (Hex, LabelError, MapLayout, distance, explore_slots, parse_label, shown_label,
                                        space_at, space_label, within)
from engine.mageknight.resolve import gain, receive_wounds
from engine.mageknight.reveal import place_tile
from engine.mageknight.rulebook import (AFTER_MOVE, EXPLORING_COST, HERO_LOOKS_AROUND, MOVEMENT_ENDED, TUNNEL_EXITS,
                                        WOUNDS_TAKEN)
from engine.mageknight.scenario_end import check_triggers
from engine.mageknight.spaces import (SCOUTS_FAR_EXPLORE, SPACE_BENDING_LEAP, is_safe, is_unconquered_fortress, move_cost,
                                      opponent_keep_owner, provoked_by_move, rampaging_hexes, reveal_adjacent_defenders,
                                      step_cost, wall_cost)
from engine.mageknight.state import hex_key, parse_hex

EXPLORE_COST = 2  # §6.5.2
VOLKARE = "volkare"  # a step onto General Volkare's space (_classify)


def _may_move_now(ctx: Ctx) -> bool:
    turn = ctx.state.turn
    return (turn is not None and turn.kind != "rest" and not turn.action_taken and turn.decision is None
            and turn.ending_step < 0 and not ctx.rules.adjust(MOVEMENT_ENDED, ctx, False))


def _classify(ctx: Ctx, layout: MapLayout, here: Hex, target: Hex) -> str:
    """"ok", "combat" (assault or provoke), "pvp", VOLKARE (onto General Volkare's space), "no" or "no_hero"
    (provoking onto a Hero, §11.1.2) for one step (§6.3, §6.4)."""
    if target not in layout:
        return "no"
    rampaging = rampaging_hexes(ctx, layout)
    if target in rampaging:
        return "no"  # §6.4.2
    if volkare.stands_on(ctx, hex_key(*target)):
        return VOLKARE  # an attack on General Volkare (LL §4.1.6)
    if is_unconquered_fortress(ctx, layout, target):
        return "combat"  # §6.4.1: an assault
    provokes = bool(provoked_by_move(ctx, layout, here, target))  # §6.4.3
    if provokes and _hero_on(ctx, layout, target):
        return "no_hero"  # §11.1.2
    owner = opponent_keep_owner(ctx, layout, target)
    if owner is not None:  # §8.1.1: an assault on an opponent's keep; with its owner there, PvP (§11)
        return "pvp" if ctx.player(owner).position == hex_key(*target) else "combat"
    return "combat" if provokes else "ok"


def _hero_on(ctx: Ctx, layout: MapLayout, target: Hex) -> bool:
    """Another Hero stands on `target`, and it is not a space for several figures (§6.11.4)."""
    key = hex_key(*target)
    space = space_at(layout, ctx.catalog, target)
    return not shared_space(ctx, space.site) and any(p.position == key for p in ctx.state.players
                                                     if p.seat != ctx.state.turn.seat)


def _keep_attack_allowed(ctx: Ctx, layout: MapLayout, target: Hex) -> bool:
    return pvp_start.may_attack(ctx, ctx.state.turn.seat, opponent_keep_owner(ctx, layout, target))


def _steps(ctx: Ctx, seat: int, wanted: str) -> list[Action]:
    if not _may_move_now(ctx):
        return []
    layout = layout_of(ctx)
    here = parse_hex(ctx.player(seat).position)
    actions = []
    for target in within(here, _move_reach(ctx)):
        if target not in layout:
            continue
        cost = step_cost(ctx, layout, here, target)
        if cost is None or cost > ctx.state.turn.move:
            continue
        kind = _classify(ctx, layout, here, target)
        kind = "combat" if kind == VOLKARE else kind  # moving onto him is a fight as an assault is
        if kind == wanted and (wanted != "pvp" or _keep_attack_allowed(ctx, layout, target)):
            actions.append(Action.of("move", to=space_label(layout, target)))
    return actions


def legal_moves(ctx: Ctx, seat: int) -> list[Action]:
    return _steps(ctx, seat, "ok") + _steps(ctx, seat, "combat") + _steps(ctx, seat, "pvp") + _tunnels(ctx, seat)


def traps(ctx: Ctx, seat: int, target: Hex) -> bool:
    """Ending the movement on `target` leaves the Hero stuck: another Hero stands there (not on a portal or in a
    city) whom this one may not attack, so no action may be taken and Forced Withdrawal follows at the end of the
    turn (§6.11.5, §9.2). Where attacking is allowed it is no trap: the move leads to that combat (§6.11.2)."""
    key = hex_key(*target)
    others = [p.seat for p in ctx.state.players if p.seat != seat and p.position == key]
    space = space_at(layout_of(ctx), ctx.catalog, target)
    return (bool(others) and not shared_space(ctx, space.site)
            and not any(pvp_start.may_attack(ctx, seat, other) for other in others))


def move_targets(ctx: Ctx, seat: int) -> dict[str, dict]:
    """Each space a legal step leads to, by label: its terrain, site, Move cost (and the part of it a wall adds),
    whether it starts a fight (an assault, provoking rampaging enemies, another Hero's keep) and whether it traps the
    Hero (`traps`). The words of the moves on the panel come from here, so the UI never works out a cost."""
    layout = layout_of(ctx)
    here = parse_hex(ctx.player(seat).position) if ctx.player(seat).position else None
    found = {}
    for action in _steps(ctx, seat, "ok") + _steps(ctx, seat, "combat") + _steps(ctx, seat, "pvp"):
        label = action.get("to")
        target = parse_label(layout, label)
        space = space_at(layout, ctx.catalog, target)
        wall = wall_cost(ctx, layout, here, target)
        found[label] = {"terrain": space.terrain, "site": space.site, "cost": move_cost(ctx, layout, target) + wall,
                        "wall": wall,  # the Move a wall adds (LL §2.1.1)
                        "fight": _classify(ctx, layout, here, target) != "ok", "trap": traps(ctx, seat, target)}
    return found


def _tunnels(ctx: Ctx, seat: int) -> list[Action]:
    if not _may_move_now(ctx):
        return []
    layout = layout_of(ctx)
    return [Action.of("tunnel", to=space_label(layout, parse_hex(key)))
            for key, cost in ctx.rules.adjust(TUNNEL_EXITS, ctx, {}, seat).items() if cost <= ctx.state.turn.move]


def tunnel(ctx: Ctx, seat: int, action: Action) -> None:
    """Dungeon Lords (§13.7.9): during movement, from a conquered dungeon or tomb to any other one, for the Move
    the tunnels cost. # decision: it is a move like any other: it provokes rampaging enemies next to both ends
    (§6.4.3: "moving from a space adjacent to a rampaging enemy to another space adjacent to the same enemy")."""
    if not _may_move_now(ctx):
        raise refuse("You can move only in the movement part of a regular turn.",
                     "Bewegen kannst du nur im Bewegungsteil eines normalen Zuges.", "6.1")
    layout = layout_of(ctx)
    try:
        target = parse_label(layout, action.get("to") or "")
    except LabelError as exc:
        raise refuse(f"Unknown space: {exc.en}", f"Unbekanntes Feld: {exc.de}", "6.3") from None
    cost = ctx.rules.adjust(TUNNEL_EXITS, ctx, {}, seat).get(hex_key(*target))
    if cost is None:
        raise refuse("Tunnels lead only from a conquered dungeon or tomb to another one, through revealed land "
                     "without lakes and swamps.", "Tunnel führen nur von einem eroberten Dungeon oder einer eroberten "
                     "Grabstätte zu einem anderen, über aufgedeckte Felder ohne Seen und Sümpfe.", "13.7.9")
    if cost > ctx.state.turn.move:
        raise refuse(f"That tunnel costs {cost} Move; you have {ctx.state.turn.move}.",
                     f"Dieser Tunnel kostet {cost} Bewegung; du hast {ctx.state.turn.move}.", "13.7.9")
    here = parse_hex(ctx.player(seat).position)
    provoked = provoked_by_move(ctx, layout, here, target)
    step_onto(ctx, seat, target, action.get("to"), cost)
    if provoked:
        begin.after_move(ctx, seat, target, here, provoked, assault=False)
        return
    arrived(ctx, seat, target)


def move(ctx: Ctx, seat: int, action: Action) -> None:
    if not _may_move_now(ctx):
        raise refuse("You can move only in the movement part of a regular turn.",
                     "Bewegen kannst du nur im Bewegungsteil eines normalen Zuges.", "6.1")
    layout = layout_of(ctx)
    player, turn = ctx.player(seat), ctx.state.turn
    try:
        target = parse_label(layout, action.get("to") or "")
    except LabelError as exc:
        raise refuse(f"Unknown space: {exc.en}", f"Unbekanntes Feld: {exc.de}", "6.3") from None
    here = parse_hex(player.position)
    if not 1 <= distance(here, target) <= _move_reach(ctx):
        raise refuse("You move one space at a time, to an adjacent space.",
                     "Du ziehst Feld für Feld auf ein benachbartes Feld.", "6.3.1")
    cost = step_cost(ctx, layout, here, target)
    if cost is None:
        raise refuse("That terrain is inaccessible.", "Dieses Gelände ist unzugänglich.", "6.3.2")
    kind = _classify(ctx, layout, here, target)
    if kind == "no":
        raise refuse("Rampaging enemies block that space until they are defeated.",
                     "Umherziehende Feinde versperren dieses Feld, bis sie besiegt sind.", "6.4.2")
    if kind == "no_hero":
        raise refuse("A move that provokes rampaging enemies cannot enter a space with another Hero.",
                     "Ein Zug, der umherziehende Feinde provoziert, darf kein Feld mit einem anderen Helden betreten.",
                     "11.1.2")
    if kind == "pvp" and not _keep_attack_allowed(ctx, layout, target):
        raise refuse("Its owner is at that site, and combat between players is not allowed now.",
                     "Der Besitzer ist an diesem Ort, und Kämpfe zwischen Spielern sind jetzt nicht erlaubt.",
                     "6.11.5")
    if cost > turn.move:
        raise refuse(f"Entering costs {cost} Move; you have {turn.move}.",
                     f"Das Betreten kostet {cost} Bewegung; du hast {turn.move}.", "6.3.1")
    step_onto(ctx, seat, target, action.get("to"), cost)
    if kind == VOLKARE:  # the movement ends; an assault on him, without Reputation loss (LL §3.7)
        ctx.state.turn.start_action()
        begin.volkare_combat(ctx, seat, hex_key(*here), tuple(provoked_by_move(ctx, layout, here, target)))
        return
    if kind == "pvp":  # the movement ends; an assault on the keep and an attack on its owner (§6.11.2, §8.1.1)
        begin.assault_reputation(ctx, seat, ctx.catalog.sites[space_at(layout, ctx.catalog, target).site])
        pvp_start.start(ctx, seat, opponent_keep_owner(ctx, layout, target), hex_key(*here))
        return
    if kind == "combat":  # the movement ends and the combat begins (§6.4.1, §6.4.3)
        assault = is_unconquered_fortress(ctx, layout, target) or opponent_keep_owner(ctx, layout, target) is not None
        begin.after_move(ctx, seat, target, here, provoked_by_move(ctx, layout, here, target), assault)
        return
    arrived(ctx, seat, target)


def _move_reach(ctx: Ctx) -> int:
    """How far one step goes: an adjacent space (§6.3.1); with Space Bending also a space 2 away, the space leapt
    over ignored."""
    return 2 if rule_active(ctx, SPACE_BENDING_LEAP) else 1


def _explore_reach(ctx: Ctx) -> int:
    """How far from the Hero a new tile may be revealed: adjacent (§6.5.1), 2 spaces with Space Bending or Scouts."""
    far = rule_active(ctx, SPACE_BENDING_LEAP) or rule_active(ctx, SCOUTS_FAR_EXPLORE)
    return 2 if far else 1


def step_onto(ctx: Ctx, seat: int, target: Hex, label: str, cost: int) -> None:
    """Pay `cost` Move and stand on `target`: part of this turn's path (Forced Withdrawal, §9.2)."""
    player, turn = ctx.player(seat), ctx.state.turn
    turn.move -= cost
    turn.moved = True
    turn.kind = "regular"
    player.position = hex_key(*target)
    turn.path.append(player.position)
    ctx.say("moved",
            f"{ctx.hero_name(seat).en} moves to {label}.", f"{ctx.hero_name(seat).de} zieht nach {shown_label(label, 'de')}.", seat=seat)


def arrived(ctx: Ctx, seat: int, target: Hex) -> None:
    """A move without combat ended on `target`: what happens on entering a space."""
    ctx.state.turn.decision = ctx.rules.react(AFTER_MOVE, ctx, seat)
    reveal_adjacent_defenders(ctx, target)
    ctx.rules.react(HERO_LOOKS_AROUND, ctx, seat)


def next_tile_kind(ctx: Ctx) -> str | None:
    """The kind of the next tile to reveal (a tile's back is public, §2.4); None on a map dealt face down, whose
    tiles lie at their positions (Volkare's Quest, LL §4.3.2)."""
    if ctx.catalog.map_shapes[ctx.state.map_shape].dealt_face_down:
        return None
    deck = ctx.state.decks.tiles
    if deck:
        return ctx.catalog.tiles[deck[-1]].kind
    removed = _box_tiles(ctx)
    return ctx.catalog.tiles[removed[0]].kind if removed else None


def _box_tiles(ctx: Ctx) -> list[str]:
    """§6.6.4: once the deck is empty, Countryside tiles set aside at setup, then non-city Core tiles."""
    removed = ctx.state.decks.removed_tiles
    countryside = [t for t in removed if ctx.catalog.tiles[t].kind == "countryside"]
    return countryside or [t for t in removed if ctx.catalog.tiles[t].kind == "core"]


def tiles_from_box(ctx: Ctx) -> bool:
    return not ctx.state.decks.tiles


def legal_explores(ctx: Ctx, seat: int) -> list[Action]:
    cost = ctx.rules.adjust(EXPLORING_COST, ctx, EXPLORE_COST, seat)
    if not _may_move_now(ctx) or ctx.state.turn.move < cost:
        return []
    return [Action.of("explore", dir=direction) for direction in _explorable(ctx, seat)]


def _explorable(ctx: Ctx, seat: int) -> dict[str, tuple[tuple[int, int], str | None]]:
    """Where this Hero may explore, by direction: the position's centre and the tile a face-down map dealt it
    (Volkare's Quest, LL §4.3.2), or None where the next tile of the deck (or the box) goes there (§6.5, §6.6)."""
    shape = ctx.catalog.map_shapes[ctx.state.map_shape]
    here = parse_hex(ctx.player(seat).position)
    layout, reach = layout_of(ctx), _explore_reach(ctx)
    face_down = ctx.state.map.face_down
    if face_down:
        return {slot.direction: (slot.center, face_down[hex_key(*slot.center)])
                for kind in ("countryside", "core") for slot in explore_slots(layout, shape, here, kind, reach=reach)
                if hex_key(*slot.center) in face_down}
    kind = next_tile_kind(ctx)
    if kind is None:
        return {}
    return {slot.direction: (slot.center, None)
            for slot in explore_slots(layout, shape, here, kind, from_box=tiles_from_box(ctx), reach=reach)}


def explore(ctx: Ctx, seat: int, action: Action) -> None:
    """§6.5: pay 2 Move, reveal the top tile at the announced position."""
    if not _may_move_now(ctx):
        raise refuse("You can explore only in the movement part of a regular turn.",
                     "Erkunden kannst du nur im Bewegungsteil eines normalen Zuges.", "6.1")
    if next_tile_kind(ctx) is None and not ctx.state.map.face_down:  # the deck, the box and the face-down tiles
        raise refuse("No tiles are left to explore.", "Es sind keine Geländeteile mehr übrig.", "6.6.4")
    turn, cost = ctx.state.turn, ctx.rules.adjust(EXPLORING_COST, ctx, EXPLORE_COST, seat)
    if turn.move < cost:
        raise refuse(f"Exploring costs {cost} Move.", f"Erkunden kostet {cost} Bewegung.", "6.5.2")
    slot = _explorable(ctx, seat).get(action.get("dir") or "")
    if slot is None:
        raise refuse("No tile can be placed there from your space.", "Von deinem Feld aus kann dort kein Teil liegen.",
                     "6.6")
    center, tile_id = slot
    turn.move -= cost
    turn.moved = True
    turn.kind = "regular"
    if tile_id is not None:  # the tile dealt there face down (LL §4.3.2)
        del ctx.state.map.face_down[hex_key(*center)]
    elif tiles_from_box(ctx):  # a random one of the tiles set aside (§6.6.4)
        tile_id = ctx.state.rng.choice(_box_tiles(ctx))
        ctx.state.decks.removed_tiles.remove(tile_id)
    else:
        tile_id = ctx.state.decks.tiles.pop()
    place_tile(ctx, tile_id, center)
    reveal_adjacent_defenders(ctx, parse_hex(ctx.player(seat).position))
    ctx.rules.react(HERO_LOOKS_AROUND, ctx, seat)  # a new tile may hold a site within 2 (Hawk Eyes)
    scenario = ctx.catalog.scenarios[ctx.state.scenario]
    bonus = int(scenario.rules.get("fame_per_tile_revealed", 0))  # First Reconnaissance (§13.7.1)
    if bonus:
        gain(ctx, seat, Fame(bonus), [])
    check_triggers(ctx)


def forced_withdrawal(ctx: Ctx, seat: int) -> None:
    """§9.2: back along this turn's path to a safe space, one Wound per space."""
    player, turn = ctx.player(seat), ctx.state.turn
    steps = list(turn.path)
    wounds = 0
    while steps and not is_safe(ctx, seat, player.position):
        steps.pop()
        if steps:
            player.position = steps[-1]
            wounds += 1
    if wounds:
        receive_wounds(ctx, seat, "hand", wounds)
        hero, words = ctx.hero_name(seat), counted(wounds, *WOUNDS)
        ctx.say("withdrawal", f"{hero.en} withdraws and takes {words.en}.",
                f"{hero.de} zieht sich zurück und erhält {words.de}.", seat=seat)
        ctx.rules.react(WOUNDS_TAKEN, ctx, seat, wounds)

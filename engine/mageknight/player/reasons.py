"""Why the player makes its move, in one line of English and German, in Mage Knight's words (a hint's reason).

Only the why: the move itself is named by whoever shows the reason (the hint names it as the panel does). First
what the move does in the fight at once, with the numbers (an Attack that defeats enemies against their Armor, a
Block that covers an Attack, a Unit that takes the damage), else what the lookahead's best line brings: Fame, a
Unit, a card learned, a Wound healed, more of the map, a crystal, a step toward a site still to conquer. ("", "")
when it sees nothing to say: the reader is then told the move plainly.
"""
from __future__ import annotations

from engine.core import Action, PlayerError, RuleError
from engine.mageknight.describe import RANGES
from engine.mageknight.game import MageKnight
from engine.mageknight.geometry import MapLayout, distance, shown_label, space_at, space_label
from engine.mageknight.player.search import Plan
from engine.mageknight.scoring import deed_cards
from engine.mageknight.state import WOUND, Combat, GameState, hex_key, parse_hex
from engine.mageknight.volkare import is_token

Words = tuple[str, str]
NONE: Words = ("", "")


def _name(entry) -> Words:
    return entry.name.en, entry.name.de or entry.name.en


def _joined(names: list[Words]) -> Words:
    return " and ".join(f"the {en}" for en, _ in names), " und ".join(de for _, de in names)


def _fight_words(game: MageKnight, state: GameState, seat: int, action: Action) -> Words:
    """What a combat move does at once: the enemies its Attack defeats, the Attack its Block covers, the Unit
    that takes an enemy's damage instead of the Hero."""
    combat = state.turn.combat if state.turn is not None else None
    if combat is None or action.verb not in ("attack", "block", "damage"):
        return NONE
    try:
        after = game.apply(state, seat, action).state
    except (PlayerError, RuleError):
        return NONE
    catalog, later = game.catalog, after.turn.combat if after.turn is not None else None
    if action.verb == "attack":
        defeated = [i for i, foe in enumerate(combat.foes)  # his token leaves with his troops, never defeated
                    if not foe.defeated and not is_token(foe) and (later is None or later.foes[i].defeated)]
        if not defeated:
            return NONE
        en, de = _attack_kind(combat)
        points = sum(combat.attack.values())
        armor = " + ".join(str(max(1, catalog.enemies[combat.foes[i].enemy].armor + combat.foes[i].armor_change))
                           for i in defeated)
        names = _joined([_name(catalog.enemies[combat.foes[i].enemy]) for i in defeated])
        return (f"{en} {points} defeats {names[0]} (Armor {armor}).",
                f"{de} {points} besiegt {names[1]} (Rüstung {armor}).")
    index = int(action.get("enemy") or -1)
    if not 0 <= index < len(combat.foes):
        return NONE
    foe = combat.foes[index]
    enemy = catalog.enemies[foe.enemy]
    if action.verb == "block":
        now = later.foes[index].blocked if later is not None else []
        covered = [i for i, attack in enumerate(enemy.attacks)
                   if i < len(now) and now[i] and not (i < len(foe.blocked) and foe.blocked[i])]
        if not covered:
            return NONE
        hits = sum(max(0, enemy.attacks[i].value + foe.attack_change) for i in covered)
        points = sum(combat.block.values())
        en, de = _name(enemy)
        named = en if is_token(foe) else f"the {en}"  # "General Volkare", a name; "the Orc Tracker"
        return (f"Block {points} covers the Attack {hits} of {named}.",
                f"Block {points} deckt den Angriff {hits} ({de}).")
    target = action.get("to") or ""
    units = state.players[seat].units
    if target.startswith("unit:") and target[5:].isdigit() and int(target[5:]) < len(units):
        en, de = _name(catalog.units[units[int(target[5:])].unit])
        return f"the damage goes to the {en}, not to the Hero.", f"der Schaden geht an {de}, nicht an den Helden."
    return NONE


def _attack_kind(combat: Combat) -> Words:
    """Attack, Ranged Attack or Siege Attack: the kind of the points played (plain Attack where they are mixed)."""
    ranges = {key.partition(":")[0] for key, points in combat.attack.items() if points}
    return RANGES[ranges.pop()] if len(ranges) == 1 and next(iter(ranges)) in RANGES else RANGES["melee"]


def _aim_words(game: MageKnight, seat: int, plan: Plan) -> Words:
    """What the best line found brings the seat."""
    catalog = game.catalog
    before, after = plan.start.players[seat], plan.reached.players[seat]
    volkare = _volkare_words(plan.start, plan.reached, seat)
    if volkare != NONE:
        return volkare
    if after.fame > before.fame:
        gain = after.fame - before.fame
        return f"it leads to {gain} Fame.", f"das bringt {gain} Ruhm."
    units = [u.unit for u in after.units]
    for unit in (u.unit for u in before.units):
        if unit in units:
            units.remove(unit)
    if units and units[0] in catalog.units:
        en, de = _name(catalog.units[units[0]])
        return f"it gains a Unit: {en}.", f"das bringt eine Einheit: {de}."
    learned = deed_cards(after) if deed_cards(before) else []  # a Hero chosen brings a whole deck: nothing learned
    for card in deed_cards(before):
        if card in learned:
            learned.remove(card)
    named = [_name(catalog.cards[c]) for c in learned if c != WOUND and c in catalog.cards]
    if named:
        return f"it adds {named[0][0]} to the deck.", f"das bringt {named[0][1]} ins Deck."
    if deed_cards(after).count(WOUND) < deed_cards(before).count(WOUND):
        return "it heals a Wound.", "das heilt eine Verletzung."
    if len(plan.reached.map.tiles) > len(plan.start.map.tiles):
        return "it reveals more of the map.", "das deckt mehr von der Karte auf."
    if sum(after.crystals.values()) > sum(before.crystals.values()):
        return "it gains a crystal.", "das bringt einen Kristall."
    return _goal_words(game, plan.start, plan.reached, seat)


def _volkare_words(start: GameState, reached: GameState, seat: int) -> Words:
    """General Volkare's troops the line defeats, or the battle with his army it begins (Lost Legion §3.5)."""
    if start.volkare is None or reached.volkare is None:
        return NONE
    fallen = len(start.volkare.army) - len(reached.volkare.army)
    if fallen > 0:
        return (f"it defeats {fallen} of General Volkare's troops.",
                f"das besiegt {fallen} von General Volkares Truppen.")
    combat = reached.turn.combat if reached.turn is not None and reached.turn.seat == seat else None
    began = start.turn is None or start.turn.combat is None
    if combat is not None and combat.kind == "volkare" and began:
        return "it meets General Volkare's army in battle.", "das stellt sich General Volkares Armee zum Kampf."
    return NONE


def _goal_words(game: MageKnight, start: GameState, reached: GameState, seat: int) -> Words:
    """A step toward the nearest site still to conquer (a fortified site, or one with enemies waiting)."""
    before, after = start.players[seat].position, reached.players[seat].position
    if before is None or after is None or before == after:
        return NONE
    catalog = game.catalog
    layout = MapLayout.from_rows(tuple(tuple(row) for row in reached.map.tiles))
    here, there = parse_hex(before), parse_hex(after)
    goals = []
    for hex_ in layout.hexes:
        site = space_at(layout, catalog, hex_).site
        key = hex_key(*hex_)
        if site in catalog.sites and key not in reached.map.shields and key not in reached.map.burned and (
                catalog.sites[site].fortified or reached.map.enemies.get(key)):
            goals.append((distance(there, hex_), hex_, site))
    if not goals:
        return NONE
    steps, hex_, site = min(goals)
    if steps >= distance(here, hex_):
        return NONE
    en, de = _name(catalog.sites[site])
    label = space_label(layout, hex_)
    return (f"it walks toward the {en} ({shown_label(label, 'en')}).",
            f"das führt Richtung {de} ({shown_label(label, 'de')}).")


def why(game: MageKnight, state: GameState, seat: int, action: Action, plan: Plan) -> Words:
    """The reason for `action` (the plan's first move) in `state` as the seat may know it; ("", "") if none."""
    fight = _fight_words(game, state, seat, action)
    return fight if fight != NONE else _aim_words(game, seat, plan)

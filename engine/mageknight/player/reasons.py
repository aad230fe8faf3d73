"""Why the player makes its move, in one line of English and German, in Mage Knight's words (a hint's text).

The move in words (the card and its side, the enemy, the space, the option, by their catalogue names), then what
the lookahead expects of it: the Fame it leads to, a fight it wins, the goal it walks toward.
"""
from __future__ import annotations

from engine.core import Action
from engine.mageknight.cards import BOOK
from engine.mageknight.context import Ctx
from engine.mageknight.describe import RANGES, option_words, side_words
from engine.mageknight.geometry import shown_label
from engine.mageknight.player.search import Plan
from engine.mageknight.state import GameState

Words = tuple[str, str]

MODES = {"basic": ("", ""), "powered": (" powered", " verstärkt")}
SIDEWAYS = {"move": ("Move 1", "Bewegung 1"), "influence": ("Influence 1", "Einfluss 1"),
            "attack": ("Attack 1", "Angriff 1"), "block": ("Block 1", "Block 1")}
VERBS = {"end-turn": ("End the turn", "Den Zug beenden"), "next-phase": ("Go on to the next combat phase",
                                                                        "Weiter zur nächsten Kampfphase"),
         "explore": ("Explore a new tile", "Ein neues Plättchen erkunden"),
         "rest": ("Rest", "Ausruhen"), "announce-end": ("Announce the end of the Round", "Das Rundenende ansagen"),
         "interact": ("Interact with the site's people", "Mit den Bewohnern des Ortes verhandeln"),
         "challenge": ("Challenge the rampaging enemy", "Den umherziehenden Feind herausfordern"),
         "enter": ("Enter the site to fight", "Den Ort betreten und kämpfen"),
         "recruit": ("Recruit the Unit", "Die Einheit rekrutieren"), "learn": ("Learn it", "Sie lernen"),
         "heal": ("Heal a Wound", "Eine Verletzung heilen"), "plunder": ("Plunder the village", "Das Dorf plündern"),
         "unit": ("Use a Unit's ability", "Die Fähigkeit einer Einheit nutzen"),
         "skill": ("Use a Skill", "Eine Fertigkeit nutzen"), "tactic-use": ("Use the tactic", "Die Taktik nutzen"),
         "coop-assault": ("Propose a cooperative city assault", "Einen gemeinsamen Stadtangriff vorschlagen")}
TAKING = {"recruit": ("Recruit {}", "{} rekrutieren"), "learn": ("Learn {}", "{} lernen"),
          "buy": ("Buy {}", "{} kaufen")}
FALLBACK = ("Take the move the lookahead rates best", "Den Zug machen, den die Vorausschau am besten bewertet")


def _name(entry) -> Words:
    return entry.name.en, entry.name.de or entry.name.en


def _content(catalog, action: Action) -> Words | None:
    """The Unit, Spell, Advanced Action or Artifact an action names, by its catalogue name."""
    for _, value in action.args:
        for entries in (catalog.units, catalog.spells, catalog.advanced_actions, catalog.artifacts):
            if value in entries:
                return _name(entries[value])
    return None


def _target(action: Action) -> str | None:
    """The first enemy a combat move names (`targets=0,2` for an attack on several, `enemy=1` for damage)."""
    return (action.get("targets") or action.get("enemy") or "").split(",")[0] or None


def _move_words(ctx: Ctx, seat: int, action: Action) -> Words:
    catalog, verb = ctx.catalog, action.verb
    combat = ctx.state.turn.combat if ctx.state.turn is not None else None
    if verb == "play" and action.get("card") in catalog.cards:
        card = catalog.cards[action.get("card")]
        en, de = _name(card)
        if action.get("mode") == "sideways":
            gives = SIDEWAYS.get(action.get("as") or "", ("", ""))
            return f"Play {en} sideways for {gives[0]}", f"{de} quer spielen für {gives[1]}"
        mode = action.get("mode") or "basic"
        side = card.powered if mode == "powered" else card.basic
        gives = side_words(side)
        return (f"Play {en}{MODES.get(mode, MODES['basic'])[0]} ({gives[0]})",
                f"{de}{MODES.get(mode, MODES['basic'])[1]} spielen ({gives[1]})")
    if verb in ("block", "attack") and combat is not None and (_target(action) or "").isdigit():
        foe = combat.foes[int(_target(action))]
        enemy = catalog.enemies[foe.enemy]
        en, de = _name(enemy)
        if verb == "block":
            points = sum(combat.block.values())
            hits = sum(a.value for a in enemy.attacks) + foe.attack_change
            return (f"Block the {en}: Block {points} covers its Attack {hits}",
                    f"{de} blocken: Block {points} deckt seinen Angriff {hits}")
        points = sum(combat.attack.values())
        armor = max(1, enemy.armor + foe.armor_change)
        return (f"Attack the {en}: {RANGES['melee'][0]} {points} beats its Armor {armor}",
                f"{de} angreifen: {RANGES['melee'][1]} {points} schlägt seine Rüstung {armor}")
    if verb == "damage" and combat is not None and (_target(action) or "").isdigit():
        en, de = _name(catalog.enemies[combat.foes[int(_target(action))].enemy])
        target = action.get("to") or "hero"
        units = ctx.player(seat).units
        if target.startswith("unit:") and target[5:].isdigit() and int(target[5:]) < len(units):
            uen, ude = _name(catalog.units[units[int(target[5:])].unit])
        else:
            uen, ude = "the Hero", "den Helden"
        return f"Take the {en}'s damage on {uen}", f"Den Schaden von {de} auf {ude} nehmen"
    if verb == "move" and action.get("to"):
        label = action.get("to")
        return f"Move to {shown_label(label, 'en')}", f"Nach {shown_label(label, 'de')} ziehen"
    if verb in ("choose",) and ctx.state.turn is not None and ctx.state.turn.decision is not None:
        en, de = option_words(ctx, ctx.state.turn.decision, action.get("option") or "")
        return f"Choose {en}", f"{de} wählen"
    if verb in ("hero", "tactic"):
        entries = catalog.heroes if verb == "hero" else catalog.tactics
        entry = entries.get(action.get("id") or "")
        if entry is not None:
            en, de = _name(entry)
            return f"Take {en}", f"{de} nehmen"
    named = _content(catalog, action)
    if verb in TAKING and named is not None:
        return TAKING[verb][0].format(named[0]), TAKING[verb][1].format(named[1])
    return VERBS.get(verb, FALLBACK)


def _aim_words(ctx: Ctx, seat: int, plan: Plan) -> Words | None:
    """What the best line found brings: Fame, an enemy defeated, a step toward a goal."""
    before, after = plan.start.players[seat], plan.reached.players[seat]
    if after.fame > before.fame:
        gain = after.fame - before.fame
        return f"it leads to {gain} Fame", f"das bringt {gain} Ruhm"
    if len(after.units) > len(before.units):
        return "it gains a Unit", "das bringt eine Einheit"
    if len(plan.reached.map.tiles) > len(plan.start.map.tiles):
        return "it reveals more of the map", "das deckt mehr von der Karte auf"
    if sum(after.crystals.values()) > sum(before.crystals.values()):
        return "it gains a crystal", "das bringt einen Kristall"
    return None


def why(catalog, state: GameState, seat: int, action: Action, plan: Plan) -> Words:
    ctx = Ctx(catalog, state, rules=BOOK)
    en, de = _move_words(ctx, seat, action)
    aim = _aim_words(ctx, seat, plan)
    if aim is None:
        return en, de
    return f"{en}: {aim[0]}", f"{de}: {aim[1]}"

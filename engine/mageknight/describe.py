"""Short English and German words for what a choice offers: an effect of the vocabulary ("Attack 2", "Block 3
Ice"), or an option of the Decision the engine waits for (an effect's option, an enemy, a Unit, a colour, a card).

The panels show these instead of the bare option (`choose option=1`); nothing here decides anything.
"""
from __future__ import annotations

from engine.mageknight.catalog.effects import (All, Attack, Block, Choice, Draw, Fame, GainCrystal, GainMana, Heal,
                                               Hook, If, Influence, Move, Optional, Pay, Per, ReadyUnit, HealUnit,
                                               Reputation, SourceDice, TakeWound)
from engine.mageknight.catalog.enemy_effects import TargetEnemy
from engine.mageknight.catalog.modifiers import Modifier
from engine.mageknight.context import Ctx
from engine.mageknight.geometry import shown_label
from engine.mageknight.state import Decision

Words = tuple[str, str]  # (English, German)

COLORS = {"red": "rot", "blue": "blau", "green": "grün", "white": "weiß", "gold": "gold", "black": "schwarz",
          "any_basic": "beliebige Grundfarbe", "any": "beliebige Farbe"}
ELEMENTS = {"physical": ("", ""), "fire": ("Fire ", "Feuer-"), "ice": ("Ice ", "Eis-"),
            "cold_fire": ("Cold Fire ", "Kaltes-Feuer-")}
RANGES = {"melee": ("Attack", "Angriff"), "ranged": ("Ranged Attack", "Fernangriff"),
          "siege": ("Siege Attack", "Belagerungsangriff")}
WORDS = {"skip": ("skip", "auslassen"), "done": ("done", "fertig"), "hero": ("the Hero", "der Held"),
         "use": ("use it", "nutzen"), "store": ("set a card aside", "eine Karte beiseitelegen"),
         "take": ("take the cards", "die Karten nehmen"), "hand": ("from the hand", "aus der Hand"),
         "discard": ("from the discard pile", "vom Ablagestapel"), "keep": ("keep", "behalten"),
         "throw_away": ("throw away", "abwerfen"),
         "agree": ("agree", "zustimmen"), "decline": ("decline", "ablehnen"),  # a cooperative assault (§12.3.3)
         "bonds": ("under Bonds of Loyalty", "unter das Treueband"),  # a new Unit's token (bonds_of_loyalty.py)
         "token": ("mana token", "Manamarker")}  # paying with a mana token ("token:blue", mana.py)
ELEMENT_NAMES = {"physical": ("physical", "physisch"), "fire": ("Fire", "Feuer"), "ice": ("Ice", "Eis"),
                 "cold_fire": ("Cold Fire", "Kaltes Feuer")}
ENEMY_COLORS = {"green": "grün", "gray": "grau", "brown": "braun", "violet": "violett", "red": "rot", "white": "weiß"}
DIE_KINDS = ("mana_steal",)  # decisions whose bare numbers are Source dice


def german_color(color: str) -> str:
    """A mana colour, a die's face or a crystal's, in German ("red" -> "rot"), for the German side of a text."""
    return COLORS.get(color, color)


def german_colors(colors: list[str]) -> str:
    return ", ".join(map(german_color, colors))


def _amount(en: str, de: str, amount: int) -> Words:
    number = f"{amount:+d}" if amount < 0 else str(amount)
    return f"{en} {number}", f"{de} {number}"


def effect_words(node) -> Words:
    """A compact text for one effect node of the vocabulary."""
    if isinstance(node, Attack):
        element, (en, de) = ELEMENTS.get(node.element, ("", "")), RANGES.get(node.range, RANGES["melee"])
        return f"{element[0]}{en} {node.value}", f"{element[1]}{de} {node.value}"
    if isinstance(node, Block):
        element = ELEMENTS.get(node.element, ("", ""))
        return f"{element[0]}Block {node.value}", f"{element[1]}Block {node.value}"
    simple = {Move: ("Move", "Bewegung", "amount"), Influence: ("Influence", "Einfluss", "amount"),
              Heal: ("Heal", "Heilung", "amount"), Draw: ("Draw", "Ziehe", "count"), Fame: ("Fame", "Ruhm", "amount"),
              Reputation: ("Reputation", "Ansehen", "amount"), TakeWound: ("Wound", "Verletzung", "count"),
              SourceDice: ("Source dice", "Quellwürfel", "count")}
    if type(node) in simple:
        en, de, field = simple[type(node)]
        return _amount(en, de, getattr(node, field))
    if isinstance(node, (GainMana, GainCrystal)):
        what = ("mana", "Mana") if isinstance(node, GainMana) else ("crystal", "Kristall")
        return (f"{node.count}x {node.color} {what[0]}".replace("1x ", ""),
                f"{node.count}x {what[1]} {COLORS.get(node.color, node.color)}".replace("1x ", ""))
    if isinstance(node, (ReadyUnit, HealUnit)):
        ready = isinstance(node, ReadyUnit)
        en, de = ("Ready a Unit", "Einheit bereit machen") if ready else ("Heal a Unit", "Einheit heilen")
        return f"{en} (level ≤ {node.max_level})", f"{de} (Level ≤ {node.max_level})"
    if isinstance(node, All):
        return _joined([effect_words(child) for child in node.effects], " + ")
    if isinstance(node, Choice):
        return _joined([effect_words(child) for child in node.options], " / ")
    if isinstance(node, (Optional, Per)):
        return effect_words(node.effect)
    if isinstance(node, Pay):
        inner = effect_words(node.effect)
        return f"pay, then {inner[0]}", f"bezahlen, dann {inner[1]}"
    if isinstance(node, If):
        return effect_words(node.then)
    if isinstance(node, TargetEnemy):
        return ("an enemy", "ein Feind") if node.count == "one" else ("all enemies", "alle Feinde")
    if isinstance(node, Hook):
        name = node.name.replace("_", " ")
        return name, name
    if isinstance(node, Modifier):
        return "an effect for the turn", "eine Wirkung für den Zug"
    return type(node).__name__, type(node).__name__


def _joined(parts: list[Words], glue: str) -> Words:
    return glue.join(en for en, _ in parts), glue.join(de for _, de in parts)


def option_words(ctx: Ctx, decision: Decision, option: str) -> Words:
    """What choosing `option` of the open decision means, in words."""
    if option in WORDS:
        return WORDS[option]
    if decision.kind == "choice" and option.isdigit():  # an effect's options, or an Optional effect's "0"
        from engine.mageknight.resolve import node_at  # resolve imports the hook modules, which import this one
        node = node_at(ctx, decision.path)
        if isinstance(node, Choice) and int(option) < len(node.options):
            return effect_words(node.options[int(option)])
        return effect_words(node.effect if isinstance(node, Optional) else node)
    if decision.kind == "master_of_chaos":  # the gold shield's choice (changing_skills.py)
        from engine.mageknight import changing_skills  # it imports resolve, which imports the hook modules
        return effect_words(changing_skills.gold_option(ctx, decision, option))
    named = _named(ctx, option)
    if named is not None:
        return named
    die = option.removeprefix("die:")
    if die.isdigit() and (option.startswith("die:") or decision.kind in DIE_KINDS) and int(die) < len(ctx.state.source):
        color = ctx.state.source[int(die)].color
        return f"die {int(die) + 1} ({color})", f"Würfel {int(die) + 1} ({COLORS.get(color, color)})"
    combat = ctx.state.turn.combat if ctx.state.turn is not None else None
    if combat is not None and option.split(":")[0].isdigit() and int(option.split(":")[0]) < len(combat.foes):
        enemy = ctx.catalog.enemies[combat.foes[int(option.split(":")[0])].enemy]
        return enemy.name.en, enemy.name.de
    if option.startswith("unit:") and option[5:].isdigit():
        units = ctx.player(decision.seat).units
        if int(option[5:]) < len(units):
            unit = ctx.catalog.units[units[int(option[5:])].unit]
            return unit.name.en, unit.name.de
    if option.startswith("seat:") and option[5:].isdigit() and int(option[5:]) < ctx.state.seats:
        hero = ctx.player(int(option[5:])).hero
        return _named(ctx, hero) or (option, option)
    hidden = _hidden_token_words(option)
    if hidden is not None:
        return hidden
    crystal = option.removeprefix("crystal:")
    if option.startswith("crystal:") and crystal in COLORS:  # gain a crystal of that colour (Charm, Mana Enhancement)
        return f"a {crystal} crystal", f"ein Kristall ({COLORS[crystal]})"
    if ":" in option:  # composite options (card:value, a:skill:aa ...): each part in words where it has a name
        parts = [_named(ctx, part) or WORDS.get(part) or (part, part) for part in option.split(":")]
        return _joined(parts, " · ")
    return option, shown_label(option, "de")  # a space (Underground Travel's, a secret site's) reads "A-NO"


def _hidden_token_words(option: str) -> Words | None:
    """Scouts' options (scouting.py): a face-down token on a space ("token:7-NE:0") or a pile's top ("pile:brown")."""
    kind, _, rest = option.partition(":")
    if kind == "pile" and rest in ENEMY_COLORS:
        return f"top token of the {rest} enemy pile", f"oberstes Plättchen des Feindstapels ({ENEMY_COLORS[rest]})"
    label, _, index = rest.rpartition(":")
    if kind == "token" and label and index.isdigit():
        number = int(index) + 1
        return f"face-down token {number} at {label}", f"verdecktes Plättchen {number} auf {shown_label(label, 'de')}"
    return None


def _named(ctx: Ctx, option: str) -> Words | None:
    """A colour, or anything of the catalogue with a name (card, Unit, Skill, Tactic, Hero)."""
    if option in COLORS:
        return option, COLORS[option]
    catalog = ctx.catalog
    for table in (catalog.cards, catalog.units, catalog.skills, catalog.tactics, catalog.heroes, catalog.enemies):
        if option in table:
            return table[option].name.en, table[option].name.de
    return None


def decision_view(ctx: Ctx, decision: Decision) -> dict:
    """The open decision for its owner's panel: its kind and, per option, English and German words."""
    return {"kind": decision.kind, "seat": decision.seat,
            "options": {option: dict(zip(("en", "de"), option_words(ctx, decision, option)))
                        for option in decision.options}}

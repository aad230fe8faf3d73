"""Short English and German words for what a choice offers: an effect of the vocabulary ("Attack 2", "Block 3
Ice"), or an option of the Decision the engine waits for (an effect's option, an enemy, a Unit, a colour, a card),
and the question each open Decision asks ("Instinct: Move 2 or Influence 2?").

The panels show these instead of the bare option (`choose option=1`); nothing here decides anything.
"""
from __future__ import annotations

from engine.mageknight.catalog.effects import (All, Attack, Block, Choice, Draw, Fame, GainCrystal, GainMana, Heal,
                                               Hook, If, Influence, Move, Optional, Pay, Per, ReadyUnit, HealUnit,
                                               Reputation, SourceDice, TakeWound)
from engine.mageknight.catalog.enemy_effects import TargetEnemy
from engine.mageknight.catalog.modifiers import (AttackBonus, BlockBonus, InfluenceBonus, Modifier, MoveBonus,
                                                 TerrainCost)
from engine.mageknight.context import Ctx
from engine.mageknight.effect_paths import node_at
from engine.mageknight.geometry import shown_label
from engine.mageknight.state import Decision
from engine.mageknight.words import COLORS, ENEMY_COLORS

Words = tuple[str, str]  # (English, German)

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
         "fully": ("attend fully", "voll teilnehmen"), "partially": ("attend partially", "teilweise teilnehmen"),
         "plunder": ("plunder the village first", "zuerst das Dorf plündern"),  # attacked by a Hero (pvp.py)
         "retreat": ("retreat (take the Wounds)", "zurückweichen (die Verletzungen nehmen)"),  # by Volkare
         "stand_aside": ("let him plunder the city", "ihn die Stadt plündern lassen"),
         "alone": ("defend it alone", "sie allein verteidigen"),
         "disband": ("let the Unit go", "die Einheit gehen lassen"), "action": ("as the action", "als Aktion"),
         "now": ("3 mana tokens now", "3 Manamarker jetzt"),  # Mana Claim (spells.py)
         "each_turn": ("1 mana token each turn", "1 Manamarker in jedem Zug"),
         "unit_discount": ("3 off one Unit", "3 Rabatt auf eine Einheit"), "pay": ("pay", "bezahlen"),
         "top": ("on top of the Deed deck", "oben auf das Handlungsdeck"),
         "bottom": ("at the bottom of the Deed deck", "unter das Handlungsdeck"),
         "influence_1": ("Influence 1", "Einfluss 1"),  # On Her Own (skill_effects.py)
         "influence_3_recruit_no_unit": ("Influence 3, no Unit recruited this turn",
                                         "Einfluss 3, keine Einheit in diesem Zug rekrutieren"),
         "token": ("mana token", "Manamarker")}  # paying with a mana token ("token:blue", mana.py)
# Parts of composite options ("march:attack", a card's side and the points it gives instead)
PARTS = {"move": ("Move", "Bewegung"), "influence": ("Influence", "Einfluss"), "attack": ("Attack", "Angriff"),
         "block": ("Block", "Block"), "basic": ("basic", "einfach"), "powered": ("powered", "stark"),
         "melee": ("melee", "Nahkampf"), "ranged": ("ranged", "Fernkampf"), "siege": ("siege", "Belagerung"),
         "physical": ("physical", "physisch"), "fire": ("Fire", "Feuer"), "ice": ("Ice", "Eis"),
         "cold_fire": ("Cold Fire", "Kaltes Feuer"), "hero": ("the Hero", "der Held")}
SKIP = "skip"  # the option that leaves an optional effect or offer out (resolve.SKIP)
ANY_COLORS = {"any_basic": ("{what} of any basic colour",), "any": ("{what} of any colour",)}
DIE_KINDS = ("mana_steal",)  # decisions whose bare numbers are Source dice


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
        color = ANY_COLORS.get(node.color, (f"{node.color} {what[0]}",))[0].format(what=what[0])
        return (f"{node.count}x {color}".replace("1x ", ""),
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
        inner, cost = effect_words(node.effect), _cost_words(node.cost)
        if cost is None:
            return f"pay, then {inner[0]}", f"bezahlen, dann {inner[1]}"
        return f"pay {cost[0]}: {inner[0]}", f"{cost[1]} bezahlen: {inner[1]}"
    if isinstance(node, If):
        return effect_words(node.then)
    if isinstance(node, TargetEnemy):
        return ("an enemy", "ein Feind") if node.count == "one" else ("all enemies", "alle Feinde")
    if isinstance(node, Hook):  # engine code: the card's own text says what it does (see _choice_question)
        return "its special effect", "ihr Sondereffekt"
    if isinstance(node, Modifier):
        return _change_words(node.change)
    return type(node).__name__, type(node).__name__


def _cost_words(cost) -> Words | None:
    """What a cost takes, when it is mana, a crystal or points ("red mana", "Influence 2"); None for the rest."""
    parts = [effect_words(paid) for paid in (cost.mana, cost.crystal) if paid is not None]
    parts += [_amount(en, de, getattr(cost, field)) for field, en, de in
              (("move", "Move", "Bewegung"), ("influence", "Influence", "Einfluss"), ("fame", "Fame", "Ruhm"))
              if getattr(cost, field)]
    return _joined(parts, " + ") if parts else None


def _change_words(change) -> Words:
    """A modifier for the turn, told apart by what it changes (Ambush: +1 to the first Attack card, or +2 to the
    first Block card)."""
    first = getattr(change, "first_card_only", False)
    bonuses = {AttackBonus: (("your first Attack card", "deine erste Angriffskarte"), ("Attack", "Angriff")),
               BlockBonus: (("your first Block card", "deine erste Blockkarte"), ("Block", "Block")),
               MoveBonus: (("your next Move effect", "deinen nächsten Bewegungseffekt"), ("Move", "Bewegung")),
               InfluenceBonus: (("your next Influence effect", "deinen nächsten Einflusseffekt"),
                                ("Influence", "Einfluss"))}
    if type(change) in bonuses:
        (first_en, first_de), (en, de) = bonuses[type(change)]
        if first:
            return f"+{change.amount} to {first_en}", f"+{change.amount} auf {first_de}"
        return f"{en} +{change.amount} this turn", f"{de} +{change.amount} in diesem Zug"
    if isinstance(change, TerrainCost) and change.add is not None:
        return f"terrain costs {change.add:+d} this turn", f"Geländekosten {change.add:+d} in diesem Zug"
    return "an effect for the turn", "eine Wirkung für den Zug"


def side_words(side) -> Words:
    """What a card side gives, short ("Move 4"); its printed text where part of it is engine code (a Hook), which
    has no words of its own."""
    if _holds_hook(side.effect):
        return side.text.en, side.text.de or side.text.en
    return effect_words(side.effect)


def _holds_hook(node) -> bool:
    if isinstance(node, Hook):
        return True
    if isinstance(node, (tuple, list)):
        return any(_holds_hook(child) for child in node)
    fields = getattr(node, "__dataclass_fields__", None)
    return bool(fields) and any(_holds_hook(getattr(node, name)) for name in fields)


def _joined(parts: list[Words], glue: str) -> Words:
    return glue.join(en for en, _ in parts), glue.join(de for _, de in parts)


# Controlling the Card Offers (solo_offers.py): which middle cards leave besides the lowest ones
OFFER_CONTROL_WORDS = {"none": ("only the lowest cards", "nur die untersten Karten"),
                       "advanced_actions": ("the Advanced Actions' middle card too", "auch die mittlere Aktionskarte"),
                       "spells": ("the Spells' middle card too", "auch die mittlere Zauberkarte"),
                       "both": ("both middle cards too", "auch beide mittleren Karten")}


def option_words(ctx: Ctx, decision: Decision, option: str) -> Words:
    """What choosing `option` of the open decision means, in words."""
    if decision.kind == "control_offers" and option in OFFER_CONTROL_WORDS:
        return OFFER_CONTROL_WORDS[option]
    if decision.kind == "volkare_level":  # "+2": by how many levels (LL §5.2)
        level = ctx.state.volkare.level + int(option)
        return (("keep level {0}" if option == "0" else "{1} to level {0}").format(level, option),
                ("Level {0} behalten" if option == "0" else "{1} auf Level {0}").format(level, option))
    if option in WORDS:
        return WORDS[option]
    if decision.kind == "volkare_defence_share":  # "1:1+3,2:0+2": each Hero's share of General Volkare's army
        return _joined([(f"{ctx.hero_name(int(who) - 1).en}: {e} elite + {r} regular",
                         f"{ctx.hero_name(int(who) - 1).de}: {e} Elite + {r} reguläre")
                        for who, _, counts in (part.partition(":") for part in option.split(","))
                        for e, _, r in [counts.partition("+")]], ", ")
    if decision.kind == "choice" and option.isdigit():  # an effect's options, or an Optional effect's "0"
        node = node_at(ctx, decision.path)
        if isinstance(node, Choice) and int(option) < len(node.options):
            return effect_words(node.options[int(option)])
        return effect_words(node.effect if isinstance(node, Optional) else node)
    if decision.kind == "level_reward" and option.count(":") >= 1:
        return _level_reward_words(ctx, option)
    if decision.kind in ctx.rules.option_effects:  # a content decision's options are effects (Master of Chaos' gold)
        return effect_words(ctx.rules.option_effects[decision.kind](ctx, decision, option))
    named = _named(ctx, option)
    if named is not None:
        return named
    die = option.removeprefix("die:")
    if die.isdigit() and (option.startswith("die:") or decision.kind in DIE_KINDS) and int(die) < len(ctx.state.source):
        color = ctx.state.source[int(die)].color
        return f"die {int(die) + 1} ({color})", f"Würfel {int(die) + 1} ({COLORS.get(color, color)})"
    combat = ctx.state.turn.combat if ctx.state.turn is not None else None
    index, *details = option.split(":")
    if combat is not None and index.isdigit() and int(index) < len(combat.foes):  # an enemy, maybe what of it
        enemy = ctx.catalog.enemies[combat.foes[int(index)].enemy]
        return _joined([(enemy.name.en, enemy.name.de), *(_part_words(ctx, part) for part in details)], " · ")
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
    kind, _, rest = option.partition(":")
    if kind == "token" and rest in COLORS:  # paying with a mana token
        return f"a {rest} mana token", f"ein Manamarker ({COLORS[rest]})"
    if kind == "release" and rest.isdigit() and int(rest) < len(ctx.player(decision.seat).units):  # units.py
        unit = ctx.catalog.units[ctx.player(decision.seat).units[int(rest)].unit].name
        return f"take the Banner off {unit.en}", f"Banner von {unit.de} abnehmen"
    if kind == "wounds" and rest.isdigit():  # Healing Ritual (interactive_skills.py)
        return f"{rest} Wounds", f"{rest} Verletzungen"
    if ":" in option:  # composite options (card:value, a:skill:aa ...): each part in words where it has a name
        return _joined([_part_words(ctx, part) for part in option.split(":")], " · ")
    return option, shown_label(option, "de")  # a space (Underground Travel's, a secret site's) reads "A-NO"


def _part_words(ctx: Ctx, part: str) -> Words:
    """One part of a composite option: content by name, an enemy ability, a word of WORDS or PARTS, else as is."""
    ability = ctx.catalog.enemy_abilities.get(part)
    if ability is not None:
        return ability.name.en, ability.name.de
    return _named(ctx, part) or WORDS.get(part) or PARTS.get(part) or (part, part)


def _level_reward_words(ctx: Ctx, option: str) -> Words:
    """§9.6.3 Option A "a:<Skill>:<AA>" (a revealed Skill, any AA) or B "b:<Skill>" (a Skill of the Common Skill
    offer, the AA in the lowest position of the offer)."""
    kind, skill, *rest = option.split(":")
    aa = rest[0] if rest else (ctx.state.offers.advanced_actions[0] if ctx.state.offers.advanced_actions else "-")
    skill_en, skill_de = _named(ctx, skill) or (skill, skill)
    aa_en, aa_de = _named(ctx, aa) or ("no Advanced Action", "keine Fortgeschrittene Aktion")
    if kind == "b":
        return (f"{skill_en} (Common Skill offer) + {aa_en}", f"{skill_de} (gemeinsames Angebot) + {aa_de}")
    return f"{skill_en} + {aa_en}", f"{skill_de} + {aa_de}"


def _hidden_token_words(option: str) -> Words | None:
    """Scouts' options (scouts.py): a face-down token on a space ("token:7-NE:0") or a pile's top ("pile:brown")."""
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




# --- the question an open decision asks ---------------------------------------------------------------------------

# What each kind of decision asks, English and German. The source named first ("Concentration: ...") is the card,
# Skill, Unit or Tactic that asks it: a catalogue id (its name in either language), "<card id>/powered" for the name
# of a Spell's strong side, or None when the question names no content. Kinds whose question depends on the
# options (an effect's choice, the discard before drawing, a level's reward) are written by `question_words`.
Question = tuple["str | None", str, str]
QUESTIONS: dict[str, Question] = {
    # resolving an effect (resolve.py); the source is the card, Unit or Skill of the effect's path
    "pay": (None, "How do you pay for it?", "Wie bezahlst du es?"),
    "pay_discard": (None, "Which card do you discard to pay for it?", "Welche Karte wirfst du ab, um es zu bezahlen?"),
    "mana_color": (None, "Which colour of mana do you gain?", "Welche Manafarbe erhältst du?"),
    "crystal_color": (None, "Which colour of crystal do you gain?", "Welche Kristallfarbe erhältst du?"),
    "ready_unit": (None, "Which Unit do you ready?", "Welche Einheit machst du bereit?"),
    "heal_unit": (None, "Which Unit do you heal?", "Welche Einheit heilst du?"),
    "heal": (None, "Spend your Healing points: a Wound from your hand, or a wounded Unit? (Done keeps the rest for "
                   "later this turn.)", "Heilungspunkte ausgeben: eine Verletzung aus der Hand oder eine verletzte "
                                     "Einheit? (Fertig hebt den Rest für später in diesem Zug auf.)"),
    "target_enemy": (None, "Which enemy does the effect target?", "Auf welchen Feind wirkt der Effekt?"),
    "resistant_unit": (None, "Which Unit gains the resistance for this combat?",
                       "Welche Einheit erhält den Widerstand für diesen Kampf?"),
    # the End of Turn (turns.py) and Round preparation (units.py, rounds.py, scenarios.py)
    "glade_wound": ("magical_glade", "Throw away a Wound from your hand or from your discard pile?",
                    "Eine Verletzung aus der Hand oder vom Ablagestapel entfernen?"),
    "long_night_draw": ("long_night", "Your Deed deck ran out: use it to shuffle 3 cards back and draw on?",
                        "Dein Handlungsdeck ist leer: sie nutzen, 3 Karten zurückmischen und weiterziehen?"),
    "upkeep": ("magic_familiars", "Pay the upkeep with a crystal (its colour becomes the Unit's mana), or let the "
                                  "Unit go?", "Den Unterhalt mit einem Kristall bezahlen (seine Farbe wird das Mana "
                                              "der Einheit) oder die Einheit gehen lassen?"),
    "banners": (None, "Take a Banner off one of your Units before the new Round?",
                "Vor der neuen Runde ein Banner von einer deiner Einheiten nehmen?"),
    "volkare_level": (None, "Before the new Round: change General Volkare's level (his army drawn anew), or keep it?",
                      "Vor der neuen Runde: General Volkares Level ändern (seine Armee neu gezogen) oder behalten?"),
    "volkare_level_agree": (None, "Change General Volkare's level as proposed?",
                            "General Volkares Level wie vorgeschlagen ändern?"),
    "control_offers": (None, "The offers change: besides the lowest cards, which middle cards leave too?",
                       "Die Angebote wechseln: Welche mittleren Karten gehen außer den untersten auch?"),
    "remove_tactic": (None, "Which Tactic leaves the game this Round?",
                      "Welche Taktik verlässt in dieser Runde das Spiel?"),
    "miners_gift": (None, "Your mine gives a crystal: which colour?", "Deine Mine gibt einen Kristall: welche Farbe?"),
    "secret_site": (None, "Where does the secret site go?", "Wohin kommt der geheime Ort?"),
    # Tactics (tactics.py)
    "rethink": ("rethink", "Which cards do you discard to draw as many? (up to 3, Done when you have picked them)",
                "Welche Karten wirfst du ab, um ebenso viele zu ziehen? (bis zu 3, Fertig, wenn gewählt)"),
    "mana_steal": ("mana_steal", "Which die of a basic colour do you take from the Source?",
                   "Welchen Würfel einer Grundfarbe nimmst du aus der Quelle?"),
    "preparation": ("preparation", "Which card of your Deed deck do you take into your hand?",
                    "Welche Karte deines Handlungsdecks nimmst du auf die Hand?"),
    "sparing_power": ("sparing_power", "Put the top card of your Deed deck under this card, or take the cards "
                                       "under it into your hand?",
                      "Die oberste Karte deines Handlungsdecks unter diese Karte legen oder die Karten darunter auf "
                      "die Hand nehmen?"),
    "midnight_meditation": ("midnight_meditation", "Which cards do you shuffle into your Deed deck to draw as many? "
                                                   "(up to 5, Done when you have picked them)",
                            "Welche Karten mischst du in dein Handlungsdeck, um ebenso viele zu ziehen? "
                            "(bis zu 5, Fertig, wenn gewählt)"),
    # combat rewards (rewards.py)
    "reward_crystal": (None, "Your reward: a crystal of which colour?", "Deine Belohnung: ein Kristall welcher Farbe?"),
    "reward_spell": (None, "Your reward: which Spell of the offer?",
                     "Deine Belohnung: welcher Zauber des Angebots?"),
    "reward_advanced_action": (None, "Your reward: which Advanced Action of the offer?",
                               "Deine Belohnung: welche Fortgeschrittene Aktion des Angebots?"),
    "reward_unit": (None, "Your reward: which Unit of the offer, for free?",
                    "Deine Belohnung: welche Einheit des Angebots, kostenlos?"),
    "reward_artifact_back": (None, "Which Artifact goes back to the bottom of the deck?",
                             "Welches Artefakt kommt zurück unter den Stapel?"),
    # other players (pvp.py, coop_assault.py) and General Volkare (volkare_turn.py)
    "pvp_attend": (None, "You are attacked by another Hero: attend the combat fully (it is your turn now) or "
                         "partially?", "Ein anderer Held greift dich an: nimmst du voll am Kampf teil (dein Zug "
                                       "beginnt jetzt) oder teilweise?"),
    "volkare_attacks": (None, "General Volkare attacks you: retreat and take the Wounds, or fight his army, taking "
                              "your turn now (fully) or not (partly)?",
                        "General Volkare greift dich an: zurückweichen und die Verletzungen nehmen oder gegen seine "
                        "Armee kämpfen, mit vorgezogenem Zug (voll) oder ohne (teilweise)?"),
    "volkare_defend": (None, "General Volkare attacks your city: defend it, taking your turn now (fully) or not "
                             "(partly), or let him plunder it?",
                       "General Volkare greift eure Stadt an: sie verteidigen, mit vorgezogenem Zug (voll) oder "
                       "ohne (teilweise), oder ihn plündern lassen?"),
    "volkare_withdraw": (None, "Volkare stays on your space: where do you withdraw to?",
                         "Volkare bleibt auf deinem Feld: wohin ziehst du dich zurück?"),
    "volkare_defence_share": (None, "General Volkare attacks your city: how do the Heroes in it share his army "
                                    "(elite: white and red; regular: gray and green), or do you defend it alone?",
                              "General Volkare greift eure Stadt an: Wie teilen die Helden darin seine Armee auf "
                              "(Elite: weiß und rot; reguläre: grau und grün), oder verteidigst du sie allein?"),
    "volkare_defence_agree": (None, "Defend the city together, with his army shared as proposed?",
                              "Die Stadt gemeinsam verteidigen, mit seiner Armee wie vorgeschlagen aufgeteilt?"),
    "volkare_defence_attend": (None, "Your part of the city's defence: take your turn now (fully) or not (partly)?",
                               "Dein Teil der Verteidigung: den Zug vorziehen (voll) oder nicht (teilweise)?"),
    # Ghost Attacks (ghost_attacks.py, LL §5.5.3)
    "ghost_attacked": (None, "Ghosts attack you before your turn: fight them taking your turn now (fully: a Source "
                             "die and Skills, then your End of Turn, and your regular turn is missed) or not (partly)? "
                             "Only the Ranged and Siege, Block and Damage phases; they give no Fame and vanish.",
                       "Geister greifen dich vor deinem Zug an: gegen sie kämpfen, mit vorgezogenem Zug (voll: ein "
                       "Quellwürfel und Fähigkeiten, dann dein Zugende, und dein regulärer Zug entfällt) oder ohne "
                       "(teilweise)? Nur Fern- und Belagerungsangriffphase, Blockphase und Schadenphase; sie bringen "
                       "keinen Ruhm und verschwinden."),
    "coop_assault_agree": (None, "Join the cooperative assault on the city, with the enemies shared as proposed?",
                   "Machst du beim gemeinsamen Angriff auf die Stadt mit, mit den Feinden wie vorgeschlagen verteilt?"),
    # Basic and Advanced Action cards (cards/basic_actions.py, cards/advanced_actions.py)
    "concentration": ("concentration", "Which Action card do you play with it, strong, without paying its mana?",
                      "Welche Aktionskarte spielst du damit mit starker Wirkung, ohne ihr Mana zu bezahlen?"),
    "ruthless_coercion": ("krang_ruthless_coercion", "Which Unit do you ready for 2 Influence per level?",
                          "Welche Einheit machst du für 2 Einfluss pro Level bereit?"),
    "mana_draw_die": ("mana_draw", "Which die do you take from the Source?",
                      "Welchen Würfel nimmst du aus der Quelle?"),
    "mana_draw_color": ("mana_draw", "Which colour do you set the die to?", "Auf welche Farbe drehst du den Würfel?"),
    "savage_harvesting": ("krang_savage_harvesting", "Discard a card to gain a crystal of its colour?",
                          "Eine Karte abwerfen, um einen Kristall ihrer Farbe zu erhalten?"),
    "savage_harvesting_color": ("krang_savage_harvesting", "Which of the card's colours is the crystal?",
                                "Welche Farbe der Karte hat der Kristall?"),
    "druidic_paths": ("braevalar_druidic_paths", "Which space costs 1 Move less this turn?",
                      "Welches Feld kostet in diesem Zug 1 Bewegung weniger?"),
    "crystal_joy": ("goldyx_crystal_joy", "Discard a card to take it back into your hand?",
                    "Eine Karte abwerfen, um sie zurück auf die Hand zu nehmen?"),
    "decompose": ("decompose", "Which Action card do you throw away?", "Welche Aktionskarte entfernst du?"),
    "decompose_color": ("decompose", "Which colour are the crystals?", "Welche Farbe haben die Kristalle?"),
    "training": ("training", "Which Action card do you throw away?", "Welche Aktionskarte entfernst du?"),
    "training_card": ("training", "Which Advanced Action of that colour do you take?",
                      "Welche Fortgeschrittene Aktion dieser Farbe nimmst du?"),
    "mana_for_card": ("blood_of_ancients", "Which mana do you pay?", "Welches Mana bezahlst du?"),
    "card_for_mana": ("blood_of_ancients", "Which Advanced Action of the paid colour do you gain?",
                      "Welche Fortgeschrittene Aktion der bezahlten Farbe erhältst du?"),
    "blood_of_ancients": ("blood_of_ancients", "Which Advanced Action of the offer do you use, strong?",
                          "Welche Fortgeschrittene Aktion des Angebots nutzt du mit starker Wirkung?"),
    "maximal_effect": ("maximal_effect", "Which Action card do you throw away to use its effect repeatedly?",
                       "Welche Aktionskarte entfernst du, um ihren Effekt mehrfach zu nutzen?"),
    "magic_talent": ("magic_talent", "Which card do you discard?", "Welche Karte wirfst du ab?"),
    "magic_talent_color": ("magic_talent", "Which colour of Spell of the offer do you use?",
                           "Einen Zauber welcher Farbe aus dem Angebot nutzt du?"),
    "crystal_mastery": ("crystal_mastery", "Which colour of crystal do you gain?",
                        "Welche Kristallfarbe erhältst du?"),
    "spell_forge": ("spell_forge", "Which Spell's colour gives the crystal?",
                    "Die Farbe welches Zaubers gibt den Kristall?"),
    "spell_forge_second": ("spell_forge", "Which other Spell's colour gives the second crystal?",
                           "Die Farbe welches anderen Zaubers gibt den zweiten Kristall?"),
    "power_of_crystals": ("power_of_crystals", "Which colour of crystal do you gain?",
                          "Welche Kristallfarbe erhältst du?"),
    "mana_storm": ("mana_storm", "Which Source die of a basic colour do you take?",
                   "Welchen Quellwürfel einer Grundfarbe nimmst du?"),
    "peaceful_moment": ("peaceful_moment", "Play it as your action for the turn?",
                        "Als Aktion dieses Zuges spielen?"),
    "peaceful_moment_spend": ("peaceful_moment", "Spend Influence on what?", "Wofür gibst du Einfluss aus?"),
    "temporal_portal": ("temporal_portal", "To which adjacent safe space do you move?",
                        "Auf welches benachbarte sichere Feld ziehst du?"),
    "steady_tempo": ("steady_tempo", "Put it on your Deed deck instead of discarding it?",
                     "Sie auf das Handlungsdeck legen statt sie abzuwerfen?"),
    # Spells (spells.py, combat/combat_cards.py)
    "rebirth": ("restoration/powered", "Which Unit do you heal and ready?",
                "Welche Einheit heilst du und machst du bereit?"),
    "call_to_glory": ("call_to_arms/powered", "Which Unit of the offer do you recruit for free?",
                      "Welche Einheit des Angebots rekrutierst du kostenlos?"),
    "offering": ("offering", "Which card do you discard for a crystal of its colour?",
                 "Welche Karte wirfst du für einen Kristall ihrer Farbe ab?"),
    "offering_color": ("offering", "Which colour is the crystal?", "Welche Farbe hat der Kristall?"),
    "mana_meltdown": ("mana_meltdown", "Take one of the lost crystals?", "Einen der verlorenen Kristalle nehmen?"),
    "mana_radiance": ("mana_meltdown/powered", "Which basic colour do you choose?", "Welche Grundfarbe wählst du?"),
    "mind_read_color": ("mind_read", "Which colour do you name?", "Welche Farbe nennst du?"),
    "mind_read_discard": ("mind_read", "Which card of the named colour do you discard?",
                          "Welche Karte der genannten Farbe wirfst du ab?"),
    "mind_steal": ("mind_read/powered", "Which discarded Action card do you steal?",
                   "Welche abgeworfene Aktionskarte stiehlst du?"),
    "energy_flow_spend": ("energy_flow", "Which Unit do you ready?", "Welche Einheit machst du bereit?"),
    "wings_of_wind": ("wings_of_wind", "To which space do you fly?", "Auf welches Feld fliegst du?"),
    "underground_travel": ("underground_travel", "To which space do you travel?", "Auf welches Feld reist du?"),
    "underground_attack": ("underground_travel/powered", "Which fortified site do you assault?",
                           "Welchen befestigten Ort greifst du an?"),
    "meditation": ("meditation", "Where does the card go: on top of your Deed deck or to the bottom?",
                   "Wohin kommt die Karte: oben auf das Handlungsdeck oder nach unten?"),
    "mana_claim_die": ("mana_claim", "Which Source die of a basic colour do you claim?",
                       "Welchen Quellwürfel einer Grundfarbe beanspruchst du?"),
    "mana_claim_tokens": ("mana_claim", "Three mana tokens now, or one each turn this Round?",
                          "Drei Manamarker jetzt oder einen in jedem Zug dieser Runde?"),
    "charm": ("charm", "A crystal, or a discount of 3 on one Unit?", "Ein Kristall oder 3 Rabatt auf eine Einheit?"),
    "ritual_attack": ("ritual_attack", "Which Action card do you throw away?", "Welche Aktionskarte entfernst du?"),
    "ritual_attack_color": ("ritual_attack", "Which of the card's colours counts?", "Welche Farbe der Karte zählt?"),
    "earthquake_enemy": ("tremor/powered", "Which enemy gets the Armor reduction?",
                         "Welcher Feind erhält die Rüstungsverringerung?"),
    "wings_of_night": ("wings_of_wind/powered", "Which enemy does not attack this combat?",
                       "Welcher Feind greift in diesem Kampf nicht an?"),
    "sacrifice_range": ("offering/powered", "Green or white?", "Grün oder weiß?"),
    "sacrifice_element": ("offering/powered", "Red or blue?", "Rot oder blau?"),
    "horn_of_wrath": ("horn_of_wrath", "How much do you add to the Siege Attack (one die rolled for each)?",
                      "Wie viel fügst du dem Belagerungsangriff hinzu (je einen Würfel)?"),
    "explosive_bolt": ("explosive_bolt", "Which other enemy loses Armor?", "Welcher andere Feind verliert Rüstung?"),
    "soul_harvester": ("soul_harvester", "Which crystal do you gain?", "Welchen Kristall erhältst du?"),
    "chilling_stare": ("chilling_stare", "Which enemy attack loses its abilities?",
                       "Welcher feindliche Angriff verliert seine Fähigkeiten?"),
    # Artifacts (artifacts.py)
    "gem_pouch_gold": ("endless_gem_pouch", "Which colour is the gold crystal?",
                       "Welche Farbe hat der goldene Kristall?"),
    "book_of_wisdom_card": ("book_of_wisdom", "Which Action card do you throw away?",
                            "Welche Aktionskarte entfernst du?"),
    "book_of_wisdom_gain": ("book_of_wisdom", "Which card of that colour do you gain?",
                            "Welche Karte dieser Farbe erhältst du?"),
    "tome_discard": ("tome_of_all_spells", "Which card do you discard?", "Welche Karte wirfst du ab?"),
    "tome_spell": ("tome_of_all_spells", "Which Spell of that colour do you use?",
                   "Welchen Zauber dieser Farbe nutzt du?"),
    "circlet_skill": ("circlet_of_proficiency", "Which Skill of the offer do you use?",
                      "Welche Fähigkeit des Angebots nutzt du?"),
    "banner_of_fear": ("banner_of_fear", "Which enemy attack does the Banner cancel?",
                       "Welchen feindlichen Angriff hebt das Banner auf?"),
    "banner_of_protection": ("banner_of_protection", "Throw away the Banner to throw away the Wounds you took this "
                                                     "turn?", "Das Banner entfernen, um die in diesem Zug "
                                                              "erhaltenen Verletzungen zu entfernen?"),
    "command_recruit": ("banner_of_command", "Which Unit of the offer do you recruit for free?",
                        "Welche Einheit des Angebots rekrutierst du kostenlos?"),
    "command_disband": ("banner_of_command", "Which Unit do you disband to make room?",
                        "Welche Einheit löst du auf, um Platz zu machen?"),
    "druidic_staff_discard": ("druidic_staff", "Which card do you discard?", "Welche Karte wirfst du ab?"),
    "druidic_staff_options": ("druidic_staff", "Which two options do you take?",
                              "Welche zwei Möglichkeiten nimmst du?"),
    "druidic_staff_color": ("druidic_staff", "Which of the card's colours counts?", "Welche Farbe der Karte zählt?"),
    "druidic_staff_move": ("druidic_staff", "To which space do you move?", "Auf welches Feld ziehst du?"),
    "druidic_staff_crystals": ("druidic_staff", "Which colour are the crystals?", "Welche Farbe haben die Kristalle?"),
    "druidic_staff_ready": ("druidic_staff", "Which Unit do you ready?", "Welche Einheit machst du bereit?"),
    # Skills (changing_skills.py, combat/combat_skills.py, skill_effects.py, interactive_skills.py, hero_skill_tokens.py)
    "polarization": ("arythea_polarization", "Which mana do you use as which colour?",
                     "Welches Mana nutzt du als welche Farbe?"),
    "master_of_chaos": ("krang_master_of_chaos", "Gold: which of the other effects do you gain?",
                        "Gold: welchen der anderen Effekte erhältst du?"),
    "shapeshift": ("braevalar_shapeshift", "Which Basic Action gives which other kind of points?",
                   "Welche Grundaktion gibt welche andere Art von Punkten?"),
    "shapeshift_mana": ("braevalar_shapeshift", "How do you pay the card's mana?",
                        "Wie bezahlst du das Mana der Karte?"),
    "resistance_break": ("tovak_resistance_break", "Which enemy loses a resistance?",
                         "Welcher Feind verliert einen Widerstand?"),
    "know_your_prey": ("wolfhawk_know_your_prey", "Which enemy ability or resistance is ignored?",
                       "Welche Fähigkeit oder welcher Widerstand eines Feindes wird ignoriert?"),
    "dueling": ("wolfhawk_dueling", "Which enemy do you duel?", "Mit welchem Feind duellierst du dich?"),
    "puppet_master": ("krang_puppet_master", "Which kept enemy token do you use, and how?",
                      "Welches aufbewahrte Feindplättchen nutzt du, und wie?"),
    "ignore_damage": (None, "Which attack's damage do you ignore?", "Den Schaden welches Angriffs ignorierst du?"),
    "forked_lightning": ("braevalar_forked_lightning", "Which enemy does the next Ranged Attack target?",
                         "Auf welchen Feind zielt der nächste Fernangriff?"),
    "sideways_card": (None, "Which card do you play sideways, and for how much?",
                      "Welche Karte spielst du quer, und für wie viel?"),
    "universal_power_mana": ("goldyx_universal_power", "Which mana do you spend?", "Welches Mana gibst du aus?"),
    "who_needs_magic": ("tovak_who_needs_magic", "Give up the Source this turn for +3 instead of +2?",
                        "In diesem Zug auf die Quelle verzichten für +3 statt +2?"),
    "on_her_own": ("wolfhawk_on_her_own", "Influence 3 and recruit no Unit this turn, or Influence 1?",
                   "Einfluss 3 und in diesem Zug keine Einheit rekrutieren, oder Einfluss 1?"),
    "flight": ("goldyx_flight", "To which space do you fly?", "Auf welches Feld fliegst du?"),
    "source_freeze_crystal": ("goldyx_source_freeze", "Which colour of crystal do you gain?",
                              "Welche Kristallfarbe erhältst du?"),
    "mana_exploit": ("tovak_mana_exploit", "Which colour of mana token do you gain?",
                     "Welche Farbe hat der Manamarker, den du erhältst?"),
    "healing_ritual": ("arythea_healing_ritual", "How many Wounds do you discard?",
                       "Wie viele Verletzungen wirfst du ab?"),
    "healing_ritual_hero": ("arythea_healing_ritual", "Which of the closest Heroes gets the Wound?",
                            "Welcher der nächsten Helden bekommt die Verletzung?"),
    "wolfs_howl": ("wolfhawk_wolfs_howl", "What does the howl give you?", "Was bringt dir das Heulen?"),
    "krang_mana_enhancement": ("krang_mana_enhancement", "Gain a crystal of a colour you spent, or keep the token "
                                                         "for later?", "Einen Kristall einer ausgegebenen Farbe "
                                                                       "erhalten oder die Marke aufheben?"),
    # Units (scouts.py)
    "scouts_peek": ("scouts", "Which face-down enemy token do you look at?",
                    "Welches verdeckte Feindplättchen siehst du dir an?"),
}
UNKNOWN_QUESTION: Question = (None, "What do you choose?", "Was wählst du?")  # a kind new to this table: a
# test (tests/mageknight/test_decision_questions.py) finds every kind the engine opens and fails until it is written


def _source_words(ctx: Ctx, source: str | None) -> Words | None:
    """The name of what asks: a catalogue id, or "<card>/powered" for a Spell's strong side."""
    if source is None:
        return None
    ident, _, side = source.partition("/")
    if side == "powered":
        name = ctx.catalog.cards[ident].powered.name
        return name.en, name.de
    site = ctx.catalog.sites.get(ident)
    return (site.name.en, site.name.de) if site is not None else _named(ctx, ident)


def _path_source(ctx: Ctx, path: list[str]) -> Words | None:
    """The card side, Unit or Skill whose effect is being resolved (resolve.root_effect's path)."""
    if len(path) < 3 or path[0] not in {"card", "unit", "skill"}:
        return None
    kind, ident, part = path[:3]
    powered = ctx.catalog.cards[ident].powered if kind == "card" and ident in ctx.catalog.cards else None
    if part == "powered" and powered is not None and powered.name is not None:
        return powered.name.en, powered.name.de
    return _named(ctx, ident)


def _or(parts: list[Words]) -> Words:
    """"Move 2 or Influence 2", "A, B or C"."""
    def joined(words: list[str], last: str) -> str:
        return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"
    return joined([en for en, _ in parts], "or"), joined([de for _, de in parts], "oder")


def _choice_question(ctx: Ctx, decision: Decision) -> Words:
    """An effect's choice names its options ("Move 2 or Influence 2?"); an optional effect asks whether."""
    options = [option_words(ctx, decision, option) for option in decision.options if option != SKIP]
    en, de = _or(options)
    en, de = (f"Use {en}, or skip it?", f"{de} nutzen oder auslassen?") if SKIP in decision.options else \
        (f"{en}?", f"{de}?")
    printed = _printed_side(ctx, decision.path)
    if printed is not None and _holds_hook(node_at(ctx, decision.path)):  # "its special effect": as printed
        en, de = f"{en}\n{printed[0]}", f"{de}\n{printed[1]}"
    return en, de


def _printed_side(ctx: Ctx, path: list[str]) -> Words | None:
    """The printed text of the card side, Unit ability or Skill an effect's path starts at."""
    if len(path) < 3:
        return None
    kind, ident, part = path[:3]
    if kind == "card" and ident in ctx.catalog.cards:
        side = ctx.catalog.cards[ident].basic if part == "basic" else ctx.catalog.cards[ident].powered
        text = side.text if side is not None else None
    elif kind == "unit" and ident in ctx.catalog.units and part.isdigit():
        text = ctx.catalog.units[ident].abilities[int(part)].text
    elif kind == "skill" and ident in ctx.catalog.skills:
        text = ctx.catalog.skills[ident].text
    else:
        return None
    return (text.en, text.de or text.en) if text is not None else None



def _discard_question(decision: Decision) -> Words:
    """§9.7.1 with §4.4.2: without Done among the options, a card must be discarded."""
    en, de = "Discard cards before drawing up to your Hand limit?", \
        "Karten abwerfen, bevor du bis zu deinem Handkartenlimit nachziehst?"
    if "done" not in decision.options:
        en += " You played no card this turn, so you must discard one."
        de += " Du hast in diesem Zug keine Karte gespielt, also musst du eine abwerfen."
    return en, de


def _level_question(ctx: Ctx, decision: Decision) -> Words:
    """§9.6.3: a Skill (each with its text) and an Advanced Action."""
    level = ctx.player(decision.seat).level
    skills = dict.fromkeys(option.split(":")[1] for option in decision.options if option.count(":") >= 1)
    lines = [(f"{ctx.catalog.skills[s].name.en}: {ctx.catalog.skills[s].text.en}",
              f"{ctx.catalog.skills[s].name.de}: {ctx.catalog.skills[s].text.de}")
             for s in skills if s in ctx.catalog.skills]
    en = f"Level {level}: choose a Skill and an Advanced Action."
    de = f"Level {level}: wähle eine Fähigkeit und eine Fortgeschrittene Aktion."
    return ("\n".join([en, *(f"• {line}" for line, _ in lines)]),
            "\n".join([de, *(f"• {line}" for _, line in lines)]))


def question_words(ctx: Ctx, decision: Decision) -> Words:
    """What the open decision asks, named by what asks it ("Instinct: Move 2 or Influence 2?")."""
    if decision.kind == "choice":
        source, question = _path_source(ctx, decision.path), _choice_question(ctx, decision)
    elif decision.kind == "discard":
        source, question = None, _discard_question(decision)
    elif decision.kind == "level_reward":
        source, question = None, _level_question(ctx, decision)
    else:
        named, en, de = QUESTIONS.get(decision.kind, UNKNOWN_QUESTION)
        source, question = _source_words(ctx, named) or _path_source(ctx, decision.path), (en, de)
    if source is None:
        return question
    return f"{source[0]}: {question[0]}", f"{source[1]}: {question[1]}"


def _distinct(words: dict[str, Words]) -> dict[str, Words]:
    """Options that would read the same (two Peasants, two equal effects) get their number among those."""
    seen: dict[Words, list[str]] = {}
    for option, text in words.items():
        seen.setdefault(text, []).append(option)
    for text, options in seen.items():
        if len(options) > 1:
            for number, option in enumerate(options, start=1):
                words[option] = (f"{text[0]} ({number})", f"{text[1]} ({number})")
    return words


def decision_view(ctx: Ctx, decision: Decision) -> dict:
    """The open decision for its owner's panel: its kind, its question and, per option, English and German words."""
    words = _distinct({option: option_words(ctx, decision, option) for option in decision.options})
    return {"kind": decision.kind, "seat": decision.seat,
            "question": dict(zip(("en", "de"), question_words(ctx, decision))),
            "options": {option: dict(zip(("en", "de"), text)) for option, text in words.items()}}

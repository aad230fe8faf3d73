"""The Rulebook: where card, Unit, Skill, Tactic and scenario code meets the rules, declared below both.

The rules name here every moment at which content may act (`Moment`, with its rule section) and every amount it
may change (`Amount`). The content modules (engine/mageknight/cards/) fill a `Part` each with decorators; one
ordered list of parts (cards/__init__.py) fills the book, and game.py puts it on every `Ctx` as `ctx.rules`.
The rules then ask the book, never a content module:

    ctx.rules.react(WOUNDS_TAKEN, ctx, seat, count)         each reaction in the book's order; the first
                                                            Decision stops the round and is returned
    ctx.rules.adjust(HAND_LIMIT, ctx, limit, seat)          the amount, passed through each adjuster in order
    ctx.rules.hooks[name], ctx.rules.answers[kind]          a card's unique effect, the answer to its question
    ctx.rules.verbs[verb]                                   an action content adds (`banner-use`, `learning` ...)
    ctx.rules.turn_answers[kind]                            the answer to a Tactic's question (game.py routes it)
    ctx.rules.option_effects[kind]                          the effect an option of content's question gives

The order of a moment's reactions is the order of the parts (tests/mageknight/test_rulebook.py holds it). This
module imports nothing of the rules or the content: the arrows point at it from both sides.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, NamedTuple


class Moment:
    """A point in the game at which content reacts. `decides`: a reaction may return a Decision to wait for.
    Each moment is one constant, known by identity (the book looks it up on every move, tens of thousands of times
    in a game: an identity hash costs nothing)."""
    __slots__ = ("name", "section", "decides")

    def __init__(self, name: str, section: str, decides: bool = False):
        self.name, self.section, self.decides = name, section, decides

    def __repr__(self) -> str:
        return f"Moment({self.name!r}, {self.section!r})"


class Amount:
    """A value the rules compute and content may change: adjust(amount, ctx, value, ...) -> value."""
    __slots__ = ("name", "section")

    def __init__(self, name: str, section: str):
        self.name, self.section = name, section

    def __repr__(self) -> str:
        return f"Amount({self.name!r}, {self.section!r})"


# --- The moments, in the order of a game ------------------------------------------------------------------
# (each: what the reaction is called with, after ctx)

# Effects resolving (resolve.py)
RULE_IN_FORCE = Moment("a rule change comes into force", "§5.5")  # seat, change
UNIT_FOUGHT = Moment("a Unit attacked or blocked", "§5.10.5")  # seat (Turn.unit_activated is the Unit)
WOUNDS_TAKEN = Moment("Wounds taken into the hand", "§10.1")  # seat, count (after Turn.wounds_received counts them)
WOUNDS_HEALED = Moment("Wounds healed from the hand", "§10.3")  # seat, count
UNIT_HEALED = Moment("a Unit healed of its Wound", "§10.3")  # seat, Unit index
HEALING_SPENT = Moment("Healing points spent", "§10.3.3")  # seat, points

# A Round and a turn (rounds.py, turns.py, scoring.py, reveal.py, rewards.py)
HEROES_CHOSEN = Moment("every Hero chosen: decks shuffled, hands drawn, Skill piles made", "§2.6")  # (nothing)
TACTIC_TAKEN = Moment("a Tactic taken: its \"when you take this Tactic\"", "§3.3.2", decides=True)  # seat, tactic id
ROUND_ENDED = Moment("the Round ends, before the end of the game is checked", "§3.5")  # (nothing)
ROUND_BEGINS = Moment("the next Round begins, its offers refreshed, before the players prepare", "§3.2")  # (nothing)
PREPARING = Moment("a player prepares the Round: a choice before readying and drawing", "§3.2.7",
                   decides=True)  # seat (after units.preparation_question has nothing left to ask)
TURN_ENDS = Moment("a turn of the seat ends: played, missed or forfeited", "§4.8")  # seat
START_OF_TURN = Moment("a turn is played: a choice due at its start", "§4.2.2",
                       decides=True)  # seat, the Skill tokens just back from the centre
START_OF_TURN_MANA = Moment("the mana a turn starts with from where the Hero stands, after a glade's", "§4.9")  # seat
# (a fully attending PvP defender's turn too, §11.3.1)
RESTED = Moment("a Hero rests", "§4.7")  # seat
TILE_REVEALED = Moment("a tile revealed, its sites' \"when revealed\" done", "§6.7")  # the keys of its spaces
PLAY_AREA_CLEARING = Moment("the Play area is about to be cleared at the End of Turn", "§9.3")  # seat
END_OF_TURN = Moment("the End of Turn's card effects, after the Play area is cleared", "§9.1",
                     decides=True)  # seat (each Decision answered, the step asks again)
LASTING_EFFECT_DUE = Moment("an effect kept this turn is due at the End of Turn, in the order kept", "§9.1",
                            decides=True)  # seat, name, args (a Turn.lasting entry, taken out of it; after END_OF_TURN)
SKILL_GAINED = Moment("a Skill gained at a level up", "§9.6.3")  # seat, Skill id
DECK_RAN_OUT = Moment("the Deed deck ran out while drawing up to the Hand limit", "§9.7.4",
                      decides=True)  # seat (answered `done`: the draw is over; else it goes on)

# Moving, exploring, interacting, Units, mana, playing cards (movement.py, interaction.py, units.py, mana.py, play.py,
# skills.py)
AFTER_MOVE = Moment("a move without combat ended on a space", "§6.3", decides=True)  # seat
HERO_LOOKS_AROUND = Moment("the Hero's surroundings change: a move ended, a tile revealed", "§6.7")  # seat
RECRUIT_CHECKED = Moment("a Unit is to be recruited with Influence: content may refuse", "§7.4.1")  # (none)
RECRUIT_DISCOUNT_USED = Moment("a Unit recruited with discounts", "§7.4.1")  # seat, the `discount=` words used
BANNER_STANDS_IN = Moment("a waiting card goes to a Unit instead of its Command token", "§5.11.1")  # seat, Unit index
MANA_USED = Moment("one mana used to pay", "§5.9")  # seat, the colour the mana shows
MANA_SPENT = Moment("a cost's mana paid", "§5.9")  # seat, the colours paid
PLAYED_FROM_OFFER = Moment("a card played from an offer, where it stays", "§5.1")  # card id
MODE_PLAYED = Moment("a play in a `mode=` content carries out (PLAY_MODES)", "§5.1")  # seat, the action
SPELL_CAST = Moment("a Spell cast", "§5.1")  # seat, card id
SKILL_RETURNED = Moment("another player's Skill token given back (SKILL_RETURNS)", "§5.12")  # seat, Skill id
SKILL_FLIPPED = Moment("a face-down Skill token turned face up (FLIPPING_SKILLS)", "§5.12.3")  # seat, Skill id, action

# Combat (combat/) and combat between players (pvp.py)
BLOCK_PHASE_BEGINS = Moment("the Block phase begins", "§8.7")  # combat (its summoned monsters drawn)
ATTACK_PHASE_BEGINS = Moment("the Attack phase begins", "§8.9")  # combat (summoned monsters dismissed)
PHASE_ENDS = Moment("a phase of combat ends", "§8.3.2")  # combat (still in that phase; the pools emptied)
ATTACK_MADE = Moment("an attack defeated its targets", "§8.6.6", decides=True)  # seat, combat, target indexes
ENEMY_BLOCKED = Moment("an enemy attack is blocked", "§8.7.3")  # combat, enemy index, Block beyond the need,
# whether a kept Block (KEPT_BLOCK) counted in it
COMBAT_OVER = Moment("a combat is over", "§8.11")  # seat, combat (Turn.combat is None again)

# The game's actions (game.py, describe.py)
ACTION_DONE = Moment("an action carried out, no choice of it left open", "§4.5", decides=True)  # (nothing)

# --- The amounts -----------------------------------------------------------------------------------------
# (each: what the adjuster is called with, after ctx and the value so far)

# Effects resolving
UNIT_TO_SPEND = Amount("the Unit a `spend_unit` cost spends", "§5.11")  # None or a Unit index

# A Round and a turn
HAND_LIMIT_BONUS = Amount("this turn's Hand limit increase, for the draw at its end", "§9.7.2")  # seat
MINE_PRODUCES = Amount("a mine gives its crystal at the End of Turn (True)", "§9.4.2")  # the mine's key

# Moving, exploring, interacting, Units, mana, playing cards
MOVEMENT_ENDED = Amount("the movement of this turn is over", "§6.1")  # (False)
CLOSED_TERRAINS = Amount("terrains no effect opens this turn", "§6.9")  # (a tuple of terrain ids)
TERRAIN_COST = Amount("a terrain's printed Move cost for the player moving", "§6.9")  # (the cost)
SPACE_MOVE_COST = Amount("the Move cost of entering one space", "§6.3")  # space key (the cost)
TUNNEL_EXITS = Amount("the spaces tunnels lead to from the Hero's, with their Move cost", "§13.7.9")  # seat ({})
EXPLORING_COST = Amount("the Move cost of exploring", "§6.5.2")  # seat (the cost)
REPUTATION_IGNORED = Amount("the Reputation counts for nothing in this turn's interaction", "§7.2.2")  # (False)
RECRUITING_GIVEN_UP = Amount("no Unit is recruited with Influence this turn", "§7.4.1")  # (False)
RECRUIT_DISCOUNTS = Amount("the recruiting discounts in force, by `discount=` word", "§7.4.1")  # ({})
RECRUIT_PRICE = Amount("the Influence a recruit costs once its Command token is chosen", "§7.4.1")  # disband
BONDS_TOKEN_FREE = Amount("the Bonds of Loyalty Command token is free", "§5.10.3")  # seat (False)
COMMAND_STAND_IN = Amount("the card waiting to take a new Unit's Command token's place", "§5.11.1")  # seat (None)
DICE_ALLOWED = Amount("the Source dice the player on turn may use", "§5.9.3")  # (Turn.dice_allowed)
PLAYABLE_FROM_OFFERS = Amount("cards of the offers playable now as if in the hand", "§5.1")  # seat ([])
CONTENT_PLAYS = Amount("the plays content adds to the cards'", "§5.1")  # seat (the list of plays)
PLAY_MODES = Amount("the `mode=` words of plays content carries out (MODE_PLAYED)", "§5.1")  # (frozenset())
SKILL_RETURNS = Amount("other players' Skill tokens the player may give back now", "§5.12")  # seat ([] Skill ids)
SKILL_FLIPS = Amount("the actions turning a face-down Skill token face up now", "§5.12.3")  # seat ([])
FLIPPING_SKILLS = Amount("the Skills whose face-down token an action turns face up", "§5.12.3")  # (frozenset())

# Combat and combat between players
OWNED_SITES = Amount("the sites a conqueror owns against the others", "§8.1.1")  # (site ids; keeps by the rule)
OWNER_ABSENT_DEFENDERS = Amount("the enemies defending an owned site while its owner is away", "§8.1.1")  # site
# (the value: (colour, count), or None where the site data names none)
ASSAULT_REPUTATION = Amount("the Reputation an assault costs", "§8.1.1")  # site
CONQUEST_REWARDED = Amount("conquering a site gives its printed reward", "§8.11.2.3")  # site (a flag)
POINTS_WAITING = Amount("Attack points wait to be assigned", "§8.6.2")  # combat (a flag)
ATTACK_POINTS = Amount("the Attack points that count against a target group", "§8.6.2")  # combat, target indexes
# (the value: [("range:element", points)], the pool's first)
BLOCK_POINTS = Amount("Block points bound to one enemy attack", "§8.7.3")  # combat, enemy index, attack index
# (the value: [(element, points)] beside the pool)
KEPT_BLOCK = Amount("a Block kept for an attack of its own", "§8.7.3")  # combat (None or (element, points))
DEFEAT_FAME = Amount("the Fame for defeating an enemy", "§8.6.6")  # enemy index
ENDS_AT_LAST_DEFEAT = Amount("the combat ends as its last enemy is defeated", "§8.11")  # seat (a flag)
UNIT_POINTS = Amount("the bonus to the Attack or Block of a Unit's ability", "§5.10.7")  # the Attack or Block node
UNIT_ARMOR = Amount("a Unit's Armor", "§8.8.4")  # seat, Unit index
UNIT_RESISTANCES = Amount("a Unit's resistances", "§8.8.4")  # seat, Unit index
UNIT_WOUND_IGNORED = Amount("a Unit about to be wounded ignores the Wound", "§8.8.4")  # seat, Unit index (a flag)


# --- What the effect executor asks a combat ---------------------------------------------------------------
# resolve.py carries out every effect; the kinds that only mean something in a combat (§8.4) or between players
# (§11) it hands to these services, which the combat package (combat/part.py) and pvp.py put into the book.

COMBAT = "combat"  # the service: CombatEffects
PVP = "pvp"  # the service: PvpEffects


class CombatEffects(NamedTuple):
    """The effects of a combat with enemies (combat/effects.py, combat/damage.py), each called with ctx first."""
    playable: Callable[..., bool]  # node: an Attack, Block or effect on enemies fits now (§8.4)
    points_useful: Callable[..., bool]  # "move" | "influence": such points do something in this combat
    fits_phase: Callable[..., bool]  # an Attack node: its range fits the phase (§8.3)
    attack_refusal: Callable[..., Any]  # an effect: the RuleError why its Attack cannot be played now, or None
    counters: Callable[..., dict]  # the `per` counters of a combat (enemies, enemies_defeated ...)
    modifier_playable: Callable[..., bool]  # a combat modifier's change: it has something to act on
    target: Callable[..., Any]  # seat, TargetEnemy node, path: applied, or the Decision which enemy
    unit_resistance_choice: Callable[..., Any]  # seat, UnitResistance: given, or the Decision which Unit
    points_bonus: Callable[..., int]  # Attack or Block node, path: the turn's bonuses to it
    add_points: Callable[..., None]  # Attack or Block node, points: into the combat's pools
    on_modifier: Callable[..., None]  # a modifier's change, as it comes into force during a combat
    take_wounds: Callable[..., None]  # seat, count: Wounds into the hand count towards Knock-out (§8.8.7)
    unfortifies: Callable[[Any], bool]  # node (no ctx): it takes an enemy's fortification away (§8.6.4)
    modifier_known: Callable[[Any], bool]  # a modifier's change (no ctx): a combat modifier the engine knows


class PvpEffects(NamedTuple):
    """Attack and Block points in a combat between players (pvp.py), each called with ctx first."""
    points_playable: Callable[..., bool]  # Attack or Block node
    add_points: Callable[..., None]  # Attack or Block node, points


# --- The book --------------------------------------------------------------------------------------------

class HookRules(NamedTuple):
    """A card's unique effect (data: `hook: {name, args}`): can it be carried out completely now, and do it."""
    playable: Callable[..., bool]
    run: Callable[..., Any]


class Verb(NamedTuple):
    """An action content adds to the game: the actions it allows now for a seat (ctx, seat), and carrying one out
    (ctx, seat, action). `keys`: the keys the notation takes, in the order it writes them; `in_combat`,
    `out_of_combat`: whether it is a move during a combat (§8), outside one. One Verb may serve several names (a
    scenario's actions): its legal actions are listed once."""
    legal: Callable[..., list]
    act: Callable[..., None]
    keys: tuple[str, ...] = ()
    in_combat: bool = False
    out_of_combat: bool = True


def always(ctx, hook, aside) -> bool:
    """The `playable` of a hook whose card decides on its own when it fits."""
    return True


@dataclass
class Rulebook:
    hooks: dict[str, HookRules] = field(default_factory=dict)
    answers: dict[str, Callable[..., Any]] = field(default_factory=dict)
    reactions: dict[Moment, list[Callable[..., Any]]] = field(default_factory=dict)
    adjusters: dict[Amount, list[Callable[..., Any]]] = field(default_factory=dict)
    verbs: dict[str, Verb] = field(default_factory=dict)
    turn_answers: dict[str, Callable[..., Any]] = field(default_factory=dict)  # (ctx, seat, option): game.py routes
    option_effects: dict[str, Callable[..., Any]] = field(default_factory=dict)  # (ctx, decision, option) -> effect
    rule_names: set[str] = field(default_factory=set)  # named rule changes (`rule: name`) content carries out
    lasting_rules: set[str] = field(default_factory=set)  # of those, the ones resolve keeps in Turn.lasting
    rule_changes: dict[str, Any] = field(default_factory=dict)  # named rules that are a vocabulary change after all
    services: dict[str, Any] = field(default_factory=dict)  # a rules package's functions the lower rules call
    parts: list[str] = field(default_factory=list)

    def react(self, moment: Moment, ctx, *args) -> Any:
        reactions = self.reactions.get(moment)
        if reactions is None:
            self._check_filled()
            return None
        for reaction in reactions:
            decision = reaction(ctx, *args)
            if decision is not None:
                return decision
        return None

    def adjust(self, amount: Amount, ctx, value, *args):
        adjusters = self.adjusters.get(amount)
        if adjusters is None:
            self._check_filled()
            return value
        for adjuster in adjusters:
            value = adjuster(ctx, value, *args)
        return value

    def service(self, name: str) -> Any:
        self._check_filled()
        return self.services[name]

    def _check_filled(self) -> None:
        if not self.parts:  # an empty book would silently skip every card's moment
            raise LookupError("the Rulebook is empty: import engine.mageknight.cards, which fills it")

    def knows(self, name: str) -> bool:
        """A hook or named rule change the engine carries out (resolve offers nothing else)."""
        return name in self.hooks or name in self.rule_names

    @property
    def known_hooks(self) -> frozenset[str]:
        """Every name the catalogue checker accepts in `hook:` and `rule:` (docs/data-format.md, "Hooks")."""
        return frozenset(self.hooks) | frozenset(self.rule_names)


class Part:
    """What one content module brings to the book, collected by its decorators and put in by `fill`."""

    def __init__(self, name: str):
        self.name = name
        self._hooks: dict[str, HookRules] = {}
        self._answers: dict[str, Callable] = {}
        self._reactions: list[tuple[Moment, Callable]] = []
        self._adjusters: list[tuple[Amount, Callable]] = []
        self._verbs: dict[str, Verb] = {}
        self._turn_answers: dict[str, Callable] = {}
        self._option_effects: dict[str, Callable] = {}
        self._rule_names: set[str] = set()
        self._lasting_rules: set[str] = set()
        self._rule_changes: dict[str, Any] = {}
        self._services: dict[str, Any] = {}

    @property
    def hook_names(self) -> frozenset[str]:
        return frozenset(self._hooks)

    def hook(self, name: str, playable: Callable[..., bool] = always):
        """@part.hook("mana_draw", mana_draw_playable) over the function that carries the hook out."""
        def register(run):
            self._hooks[name] = HookRules(playable, run)
            return run
        return register

    def answers(self, *kinds: str):
        """@part.answers("mana_draw_die") over the function that answers that kind of Decision."""
        def register(answer):
            for kind in kinds:
                self._answers[kind] = answer
            return answer
        return register

    def answers_turn(self, *kinds: str):
        """@part.answers_turn("sparing_power") over the answer (ctx, seat, option) to a Decision opened outside any
        effect being resolved (a Tactic's): it takes the decision off itself, no effect resumes after it."""
        def register(answer):
            for kind in kinds:
                self._turn_answers[kind] = answer
            return answer
        return register

    def option_effects(self, *kinds: str):
        """@part.option_effects("master_of_chaos") over (ctx, decision, option) -> the effect that option of the
        content's Decision gives: describe.py words it."""
        def register(effect_of):
            for kind in kinds:
                self._option_effects[kind] = effect_of
            return effect_of
        return register

    def reacts(self, moment: Moment):
        def register(reaction):
            self._reactions.append((moment, reaction))
            return reaction
        return register

    def adjusts(self, amount: Amount):
        def register(adjuster):
            self._adjusters.append((amount, adjuster))
            return adjuster
        return register

    def verb(self, name: str, legal: Callable[..., list], act: Callable[..., None], keys: tuple[str, ...] = (),
             in_combat: bool = False, out_of_combat: bool = True, also: tuple[str, ...] = ()) -> None:
        """An action content adds; `also`: more names the same Verb carries out (its legal actions list them all)."""
        verb = Verb(legal, act, keys, in_combat, out_of_combat)
        for each in (name, *also):
            self._verbs[each] = verb

    def carries_out(self, *rule_names: str, lasting: bool = False) -> None:
        """Named rule changes (`modifier: {rule: name}`) this module's code reads where they act; `lasting`: read
        from Turn.lasting, where resolve.gain puts them (mana.py's rules while paying)."""
        self._rule_names.update(rule_names)
        if lasting:
            self._lasting_rules.update(rule_names)

    def means(self, rule_name: str, change) -> None:
        """A named rule that is a vocabulary change after all (resolve reads it as that change)."""
        self._rule_names.add(rule_name)
        self._rule_changes[rule_name] = change

    def provides(self, name: str):
        """@part.provides("combat.points_useful"): a rules package's function that a lower rules module calls."""
        def register(function):
            self._services[name] = function
            return function
        return register

    def fill(self, book: Rulebook) -> None:
        for table, mine in ((book.hooks, self._hooks), (book.answers, self._answers), (book.verbs, self._verbs),
                            (book.turn_answers, self._turn_answers),
                            (book.option_effects, self._option_effects),
                            (book.services, self._services), (book.rule_changes, self._rule_changes)):
            clash = set(table) & set(mine)
            if clash:
                raise ValueError(f"{self.name}: already in the book: {sorted(clash)}")
            table.update(mine)
        for moment, reaction in self._reactions:
            book.reactions.setdefault(moment, []).append(reaction)
        for amount, adjuster in self._adjusters:
            book.adjusters.setdefault(amount, []).append(adjuster)
        book.rule_names |= self._rule_names
        book.lasting_rules |= self._lasting_rules
        book.parts.append(self.name)


def fill(book: Rulebook, parts) -> Rulebook:
    for part in parts:
        part.fill(book)
    return book


# Mage Knight's one book: empty here, filled once by engine/mageknight/cards when it is imported (game.py does).
MAGE_KNIGHT = Rulebook()

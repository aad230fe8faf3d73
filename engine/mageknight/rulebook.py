"""The Rulebook: where card, Unit, Skill, Tactic and scenario code meets the rules, declared below both.

The rules name here every moment at which content may act (`Moment`, with its rule section) and every amount it
may change (`Amount`). The content modules (engine/mageknight/cards/) fill a `Part` each with decorators; one
ordered list of parts (cards/__init__.py) fills the book, and game.py puts it on every `Ctx` as `ctx.rules`.
The rules then ask the book, never a content module:

    ctx.rules.react(WOUNDS_TAKEN, ctx, seat, count)         each reaction in the book's order; the first
                                                            Decision stops the round and is returned
    ctx.rules.adjust(HAND_LIMIT, ctx, limit, seat)          the amount, passed through each adjuster in order
    ctx.rules.hooks[name], ctx.rules.answers[kind]          a card's unique effect, the answer to its question
    ctx.rules.verbs[verb]                                   an action content adds (`banner-use`, `learn` ...)

The order of a moment's reactions is the order of the parts (tests/mageknight/test_rulebook.py holds it). This
module imports nothing of the rules or the content: the arrows point at it from both sides.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, NamedTuple


class Moment(NamedTuple):
    """A point in the game at which content reacts. `decides`: a reaction may return a Decision to wait for."""
    name: str
    section: str
    decides: bool = False


class Amount(NamedTuple):
    """A value the rules compute and content may change: adjust(amount, ctx, value, ...) -> value."""
    name: str
    section: str


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

# Combat (combat/) and combat between players (pvp.py)

# The game's actions (game.py, describe.py)

# --- The amounts -----------------------------------------------------------------------------------------
# (each: what the adjuster is called with, after ctx and the value so far)

UNIT_TO_SPEND = Amount("the Unit a `spend_unit` cost spends", "§5.11")  # None or a Unit index

# A Round and a turn
HAND_LIMIT_BONUS = Amount("this turn's Hand limit increase, for the draw at its end", "§9.7.2")  # seat
MINE_PRODUCES = Amount("a mine gives its crystal at the End of Turn (True)", "§9.4.2")  # the mine's key

# Moving, exploring, interacting, Units, mana, playing cards

# Combat and combat between players

# The game's actions


# --- The book --------------------------------------------------------------------------------------------

class HookRules(NamedTuple):
    """A card's unique effect (data: `hook: {name, args}`): can it be carried out completely now, and do it."""
    playable: Callable[..., bool]
    run: Callable[..., Any]


class Verb(NamedTuple):
    """An action content adds to the game: the actions it allows now for a seat, and carrying one out."""
    legal: Callable[..., list]
    act: Callable[..., None]


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
    rule_names: set[str] = field(default_factory=set)  # named rule changes (`rule: name`) content carries out
    lasting_rules: set[str] = field(default_factory=set)  # of those, the ones resolve keeps in Turn.lasting
    rule_changes: dict[str, Any] = field(default_factory=dict)  # named rules that are a vocabulary change after all
    services: dict[str, Any] = field(default_factory=dict)  # a rules package's functions the lower rules call
    parts: list[str] = field(default_factory=list)

    def react(self, moment: Moment, ctx, *args) -> Any:
        self._check_filled()
        for reaction in self.reactions.get(moment, ()):
            decision = reaction(ctx, *args)
            if decision is not None:
                return decision
        return None

    def adjust(self, amount: Amount, ctx, value, *args):
        self._check_filled()
        for adjuster in self.adjusters.get(amount, ()):
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

    def verb(self, name: str, legal: Callable[..., list], act: Callable[..., None]) -> None:
        self._verbs[name] = Verb(legal, act)

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

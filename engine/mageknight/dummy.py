"""The Dummy player of solo and cooperative games (rules spec §13.2): it only sets the pace.

It has a Hero's Basic Action deck and three crystals, takes a Tactic for its place in the Round Order (a random
one, before or after the players as the scenario says), and on its turn flips cards from its deck: three, then
as many more as it has crystals of the last card's colour. With an empty deck it announces the End of the Round.
It never moves, fights, interacts or scores; at each Round preparation it takes the Advanced Action leaving the
offer and a crystal of the Spell's colour. Its turns are carried out by the engine, with the game's RNG.
"""
from __future__ import annotations

from engine.mageknight.context import CARDS, Ctx, counted
from engine.mageknight.state import Dummy

DUMMY = -1  # the Dummy's "seat" in Round.last_turns and Round.end_announced_by
FIRST_FLIPS = 3
OPTION = "dummy"  # the table option: yes (the Scenario Book's default) or no, where the scenario allows it
LEFT_OUT = "without_dummy"  # GameState.table_rules: the players left out an optional Dummy


def settings(ctx: Ctx):
    return ctx.catalog.scenarios[ctx.state.scenario].setting(ctx.state.seats, "dummy") or {}


def optional_in(scenario) -> bool:
    """Whether the players may leave the Dummy out for some player count: "In a very first game you may leave out
    the Dummy" (First Reconnaissance solo, §13.7.1)."""
    return any((setup.overrides.get("dummy") or scenario.dummy or {}).get("optional") for setup in scenario.by_players)


def wanted(ctx: Ctx) -> bool:
    """A scenario (or its solo setup) with a Dummy player (§13.1.3), unless it is optional there and the table
    left it out."""
    dummy = settings(ctx)
    return bool(dummy.get("count")) and not (dummy.get("optional") and LEFT_OUT in ctx.state.table_rules)


def tactic_rule(ctx: Ctx, name: str):
    settings = ctx.catalog.scenarios[ctx.state.scenario].setting(ctx.state.seats, "tactics")
    return settings.get(name) if settings else None


def create(ctx: Ctx) -> None:
    """§13.2.1: a random Hero not in the game, one crystal per dot on its card, its shuffled Deed deck."""
    state = ctx.state
    taken = {player.hero for player in state.players}
    hero = state.rng.choice(sorted(h for h in ctx.catalog.heroes if h not in taken))
    dummy = Dummy(hero=hero, deck=list(ctx.catalog.heroes[hero].deck))
    for color in ctx.catalog.heroes[hero].dummy_crystals:
        dummy.crystals[color] += 1
    state.rng.shuffle(dummy.deck)
    if settings(ctx).get("solo_skills"):  # §13.3.1: without its competitive interactive Skill
        dummy.skill_pile = [s.id for s in ctx.catalog.skills_of(hero) if s.interactive != "competitive"]
        state.rng.shuffle(dummy.skill_pile)
    state.dummy = dummy
    name = ctx.catalog.heroes[hero].name
    ctx.say("dummy", f"The Dummy player is {name.en}.", f"Der Dummy-Spieler ist {name.de}.", reveals=True)


def random_tactic(ctx: Ctx) -> str:
    """A random Tactic of those left, taken: how a pseudo-player chooses, the Dummy (§13.2.2) as General Volkare
    (LL §4.1.5)."""
    tactic = ctx.state.rng.choice(ctx.state.round.tactics_available)
    ctx.state.round.tactics_available.remove(tactic)
    return tactic


def slot_of(ctx: Ctx, tactic: str, order: list[int]) -> int:
    """A pseudo-player's place among the players by its Tactic's number (§3.3.3): an index into `order`."""
    number = ctx.catalog.tactics[tactic].number
    return sum(ctx.catalog.tactics[ctx.player(seat).tactic].number < number for seat in order)


def take_tactic(ctx: Ctx) -> None:
    """§13.2.2: a random Tactic of those left; it only sets the Dummy's place in the Round Order."""
    tactic = ctx.state.dummy.tactic = random_tactic(ctx)
    name = ctx.catalog.tactics[tactic].name
    hero = _hero(ctx)
    ctx.say("dummy_tactic", f"The Dummy ({hero.en}) takes {name.en}.", f"Der Dummy ({hero.de}) nimmt {name.de}.",
            reveals=True)


def play_turn(ctx: Ctx) -> bool:
    """§13.2.3; True when it announces the End of the Round instead (its deck is empty)."""
    dummy = ctx.state.dummy
    if not dummy.deck:
        return True
    flipped = _flip(dummy, FIRST_FLIPS)
    color = _color(ctx, dummy.discard[-1])
    if color is not None and dummy.crystals.get(color):
        flipped += _flip(dummy, dummy.crystals[color])
    cards = counted(flipped, *CARDS)
    hero = _hero(ctx)
    ctx.say("dummy_turn", f"The Dummy ({hero.en}) flips {cards.en}; {len(dummy.deck)} left.",
            f"Der Dummy ({hero.de}) deckt {cards.de} auf; {len(dummy.deck)} übrig.", reveals=True)
    return False


def _flip(dummy: Dummy, count: int) -> int:
    flipped = dummy.deck[:count]
    del dummy.deck[:count]
    dummy.discard.extend(flipped)
    return len(flipped)


def _color(ctx: Ctx, card_id: str) -> str | None:
    colors = ctx.catalog.cards[card_id].colors
    return colors[0] if colors else None


def reveal_skill(ctx: Ctx) -> None:
    """§13.3.2: each time your Hero gains a Skill, one of the Dummy's joins the common Skill offer."""
    dummy = ctx.state.dummy
    if dummy is not None and dummy.skill_pile:
        skill = dummy.skill_pile.pop()
        ctx.state.offers.skills.append(skill)
        name = ctx.catalog.skills[skill].name
        hero = _hero(ctx)
        ctx.say("dummy_skill", f"The Skill {name.en} of the Dummy ({hero.en}) joins the common offer.",
                f"Die Fähigkeit {name.de} des Dummys ({hero.de}) kommt ins allgemeine Angebot.", reveals=True)


def _hero(ctx: Ctx):
    """The Dummy is named by its Hero in events, as players read it: "the Dummy (Goldyx)"."""
    return ctx.catalog.heroes[ctx.state.dummy.hero].name


def prepare_round(ctx: Ctx, advanced_action: str | None, spell: str | None) -> None:
    """§13.2.5: the Advanced Action leaving the offer joins its deck, the Spell leaving it gives a crystal of its
    colour (no limit of 3); then the deck is formed anew and shuffled."""
    dummy = ctx.state.dummy
    if advanced_action is not None:
        dummy.deck.append(advanced_action)
    if spell is not None and _color(ctx, spell) is not None:
        dummy.crystals[_color(ctx, spell)] += 1
    dummy.deck += dummy.discard
    dummy.discard = []
    ctx.state.rng.shuffle(dummy.deck)
    dummy.tactic = None

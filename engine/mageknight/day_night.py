"""Day/Night variability (§13.6.3), a variant chosen at /game new (`day_night=`): which time each Round has.

- standard: Day first, then Night and Day in turn (§3.2).
- night_arrival: the game starts with a Night, then they alternate. The Source's first dice are rerolled until no
  gold and no black one shows (the rulebook's recommendation, taken as the variant's setup).
- darkness_is_coming: the game starts with a Day; at the end of each Day two mana dice are rolled, and if either
  shows black, night falls: every Round after is a Night. Otherwise another Day follows.

# decision: Druid Nights is played in its first and second Night, Rounds 2 and 4 (§13.7.8): neither variant goes
  with it, since either would move or remove those Nights.
# decision: under Darkness is Coming a long Day can use up the Tactics a solo or cooperative scenario removes after
  each Round (§13.7.4-§13.7.6, LL §4.1.5): when fewer are left than are picked, that time's removed Tactics come
  back, as a table would take them up again.
# decision: what General Volkare's scenarios count by "Day 1 or Night 1" and so on (a retreat's Wounds, LL
  §4.1.13) stays counted by the Round's number (Rounds 1-2, 3-4, 5-6), as the standard alternation names them.
"""
from __future__ import annotations

from engine.mageknight.context import Ctx, refuse
from engine.mageknight.source import reroll_gold_and_black, roll_die
from engine.mageknight.state import Die
from engine.mageknight.words import german_color

OPTION = "day_night"  # the table option
STANDARD, NIGHT_ARRIVAL, DARKNESS = "standard", "night_arrival", "darkness_is_coming"
CHOICES = (STANDARD, NIGHT_ARRIVAL, DARKNESS)
NIGHTS_FIXED = ("druid_nights",)  # scenarios played in Nights of their own (§13.7.8)


def check(catalog, scenario_id: str, choice: str) -> None:
    if choice != STANDARD and scenario_id in NIGHTS_FIXED:
        name = catalog.scenarios[scenario_id].name
        raise refuse(f"{name.en} is played in its first and second Night, Rounds 2 and 4: its Days and Nights "
                     "cannot change (`day_night=standard`).",
                     f"{name.de} wird in seiner ersten und zweiten Nacht gespielt, den Runden 2 und 4: Seine Tage "
                     "und Nächte können sich nicht ändern (`day_night=standard`).", "13.6.3")


def first_time(choice: str) -> str:
    """The first Round's time."""
    return "night" if choice == NIGHT_ARRIVAL else "day"


def first_source(catalog, rng, dice: list[Die], choice: str) -> None:
    """Night Arrival: every gold and black die of the first Source rerolled until none shows."""
    if choice == NIGHT_ARRIVAL:
        reroll_gold_and_black(catalog, rng, dice, lambda dice, basic: all(die.color in basic for die in dice))


def next_time(ctx: Ctx) -> str:
    """The next Round's time: the other one (§3.2), or under Darkness is Coming Day until the dice bring night."""
    state = ctx.state
    if DARKNESS not in state.table_rules:
        return "night" if state.round.time == "day" else "day"
    if state.round.time == "night":
        return "night"  # it fell for the rest of the game
    dice = [roll_die(state.rng) for _ in range(2)]
    shown, gezeigt = " and ".join(dice), " und ".join(map(german_color, dice))
    if "black" in dice:
        ctx.say("night_falls", f"Darkness is Coming: the dice show {shown}. Night falls for the rest of the game.",
                f"Die Dunkelheit naht! Die Würfel zeigen {gezeigt}. Für den Rest des Spiels ist Nacht.",
                reveals=True, dice=dice)
        return "night"
    ctx.say("day_again", f"Darkness is Coming: the dice show {shown}, no black. Another Day follows.",
            f"Die Dunkelheit naht! Die Würfel zeigen {gezeigt}, kein Schwarz. Es folgt ein weiterer Tag.",
            reveals=True, dice=dice)
    return "day"


def rounds_to_same_time(ctx: Ctx) -> int:
    """The fewest Rounds until one of the same time may come again: 2 as they alternate, 1 under Darkness is
    Coming (a Day after a Day, a Night after a Night)."""
    return 1 if DARKNESS in ctx.state.table_rules else 2


def tactics_back(ctx: Ctx) -> None:
    """Too few of this time's Tactics are left for everyone who picks: the removed ones come back (the decision
    above)."""
    state = ctx.state
    ours = [tactic.id for tactic in ctx.catalog.tactics_of(state.round.time)]
    state.round.tactics_removed = [tactic for tactic in state.round.tactics_removed if tactic not in ours]
    state.round.tactics_available = ours
    time = ("Day", "Tag") if state.round.time == "day" else ("Night", "Nacht")
    ctx.say("tactics_back", f"Too few {time[0]} Tactics are left for everyone: the removed ones come back.",
            f"Für alle sind zu wenige {time[1]}-Taktiken übrig: Die entfernten kommen zurück.", reveals=True)

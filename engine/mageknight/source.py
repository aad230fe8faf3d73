"""The Source: mana dice, their rolls and depletion (rules spec §2.2.12, §2.3, §5.9.3)."""
from __future__ import annotations

from engine.core import Rng
from engine.mageknight.catalog import Catalog
from engine.mageknight.state import Die

FACES = ("red", "blue", "green", "white", "gold", "black")
BLACK_AS_ANY = "black_as_any"  # a black die that an effect (Mana Pull) lets pay any basic colour
BLACK_AS_ANY_OR_BLACK = "black_as_any_or_black"  # a black die at Night that may also pay any basic colour (Mana Storm)


def roll_die(rng: Rng) -> str:
    """One roll of a mana die: a basic colour, gold or black (§1.4)."""
    return rng.choice(FACES)


def dice_count(catalog: Catalog, players: int) -> int:
    return catalog.source.dice.per_player * players + catalog.source.dice.add


def _enough_basic(dice: list[Die], basic: tuple[str, ...]) -> bool:
    # §2.3: "at least half" means count(basic) >= ceil(n / 2)
    return sum(d.color in basic for d in dice) * 2 >= len(dice)


def roll_source(catalog: Catalog, rng: Rng, count: int) -> list[Die]:
    """Roll `count` dice, then reroll all gold and black together until at least half are basic (§2.2.12)."""
    dice = [Die(roll_die(rng)) for _ in range(count)]
    reroll_gold_and_black(catalog, rng, dice, _enough_basic)
    return dice


def reroll_gold_and_black(catalog: Catalog, rng: Rng, dice: list[Die], done) -> None:
    """Reroll every gold and black die together until `done(dice, basic colours)` (the Source's setup, §2.2.12;
    Night Arrival's, §13.6.3)."""
    basic = catalog.source.basic_colors
    while not done(dice, basic):
        for die in dice:
            if die.color not in basic:
                die.color = roll_die(rng)


def lies_free(die: Die) -> bool:
    """In the Source for anyone to take: not used this turn, not held on Mana Steal."""
    return die.taken_by is None and die.stolen_by is None


def reroll(rng: Rng, die: Die) -> None:
    """A used die is rerolled and returned at the end of the turn (§5.9.3.3); no half-basic check then."""
    die.color = roll_die(rng)
    die.taken_by = None


def is_depleted(die: Die, time: str) -> bool:
    """By Day black dice are depleted, at Night gold ones (§5.9.3.4)."""
    return die.color == ("black" if time == "day" else "gold")


def usable_as(color: str, time: str) -> tuple[str, ...]:
    """The colours a piece of pure mana of `color` pays for now (§5.9.2)."""
    if color == BLACK_AS_ANY:
        return ("red", "blue", "green", "white")
    if color == BLACK_AS_ANY_OR_BLACK:
        return ("red", "blue", "green", "white", "black")
    if color == "gold":
        return ("red", "blue", "green", "white") if time == "day" else ()
    if color == "black":
        return ("black",) if time == "night" else ()
    return (color,)

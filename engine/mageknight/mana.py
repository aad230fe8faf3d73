"""Paying mana (rules spec §5.9): from a Source die, a crystal, or a mana token in the Play area.

Mana is named in actions: `die:2` (Source die number 2), `crystal:green`, `token:gold`,
`stolen:1` (the die held on the Mana Steal tactic); two at once
are joined by '+' (a spell's strong effect: `crystal:red+die:0`).
"""
from __future__ import annotations

from itertools import permutations

from engine.mageknight import friendly
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.reveal import SUN_DAY_RULES
from engine.mageknight.rulebook import DICE_ALLOWED, MANA_SPENT, MANA_USED
from engine.mageknight.source import BLACK_AS_ANY, BLACK_AS_ANY_OR_BLACK, is_depleted, usable_as
from engine.mageknight.words import german_color

MANA_ANY_COLOR = "mana_any_color"  # Turn.lasting: [this, colours...], dice of those colours pay any basic colour

ENDLESS_MANA = "endless_mana"  # Turn.lasting [ENDLESS_MANA, colour]: a Ring's mana, used any number of times
ENDLESS_COPIES = 3  # the most mana of one colour a single cost asks for (an altar's tribute)
DARKNESS_BLACK_MANA = "amulet_of_darkness_black_mana"  # Turn.lasting entry (resolve.gain puts it there)


def mana_time(ctx: Ctx, color: str) -> str:
    """The time of day whose rules a piece of mana of `color` follows (§5.9.2-3): Amulet of Darkness lets black be
    used by Day as if it were Night, Amulet of the Sun gold at Night as by Day (dice of that colour are not depleted
    then either)."""
    rules = {entry[0] for entry in ctx.state.turn.lasting}
    if color == "black" and DARKNESS_BLACK_MANA in rules:
        return "night"
    if color == "gold" and SUN_DAY_RULES in rules:
        return "day"
    return "day" if ctx.is_day else "night"


def usable_colors(ctx: Ctx) -> list[str]:
    """The colours of mana that can be used now (§5.9.2): the basic ones, gold by Day, black at Night."""
    return [color for color in ("red", "blue", "green", "white", "gold", "black")
            if usable_as(color, mana_time(ctx, color))]


def _endless(ctx: Ctx) -> list[tuple[str, str]]:
    """The Rings' endless supply: never used up, so offered as often as one cost may need it."""
    colors = dict.fromkeys(entry[1] for entry in ctx.state.turn.lasting if entry[0] == ENDLESS_MANA)
    return [(f"endless:{color}", color) for color in colors for _ in range(ENDLESS_COPIES)]


NO_SOURCE_DICE = "no_source_dice"  # Turn.lasting entry: no Source die for the rest of the turn (Who Needs Magic?)


def source_closed(ctx: Ctx) -> bool:
    return any(entry[0] == NO_SOURCE_DICE for entry in ctx.state.turn.lasting)


def dice_allowed(ctx: Ctx) -> int:
    """The Source dice the player may use this turn: not the standard one under another's Source Freeze."""
    return ctx.rules.adjust(DICE_ALLOWED, ctx, ctx.state.turn.dice_allowed)


def mana_sources(ctx: Ctx, seat: int) -> list[tuple[str, str]]:
    """Every piece of mana the player could use now, as (source, colour it shows): one entry per crystal and per
    token (a cost of several mana may take two of one kind), one per die colour (a die is a die)."""
    turn, player = ctx.state.turn, ctx.player(seat)
    sources: list[tuple[str, str]] = []
    closed = source_closed(ctx)
    if turn.dice_used < dice_allowed(ctx) and not closed:
        black_as_any = any(entry[0] == "arythea_mana_pull" for entry in turn.lasting)
        any_basic = {color for entry in turn.lasting if entry[0] == MANA_ANY_COLOR for color in entry[1:]}
        seen = set()
        for index, die in enumerate(ctx.state.source):
            if die.taken_by is not None or die.stolen_by is not None:
                continue
            if black_as_any and die.color == "black":  # Mana Pull: a black die, even depleted, pays any colour
                color = BLACK_AS_ANY
            elif die.color in any_basic:  # Mana Storm: gold and black dice pay any basic colour, Day or Night
                night_black = die.color == "black" and mana_time(ctx, "black") == "night"
                color = BLACK_AS_ANY_OR_BLACK if night_black else BLACK_AS_ANY
            elif is_depleted(die, mana_time(ctx, die.color)):
                continue
            else:
                color = die.color
            if color not in seen:
                seen.add(color)
                sources.append((f"die:{index}", color))
    sources += [(f"stolen:{index}", die.color) for index, die in enumerate(ctx.state.source)
                if die.stolen_by == seat and die.taken_by is None and not closed]  # Mana Steal's die
    sources += [(f"crystal:{color}", color) for color, count in player.crystals.items() for _ in range(count)]
    sources += [(f"token:{color}", color) for color in turn.tokens]
    return sources + _endless(ctx)


def pays_for(ctx: Ctx, source: str, color: str) -> set[str]:
    """The colours a piece of mana showing `color` pays for now (§5.9.2); a gold Source die, under Friendly Mana,
    none that another die of the Source shows (§13.6.4)."""
    colors = set(usable_as(color, mana_time(ctx, color)))
    return friendly.gold_stands_for(ctx, colors) if color == "gold" and source.startswith("die:") else colors


def payment_options(ctx: Ctx, seat: int, needed: list[tuple[str, ...]]) -> list[str]:
    """Distinct ways to pay `needed` (each a '+'-joined list of sources), at most one die per turn."""
    options = []
    for combo in permutations(mana_sources(ctx, seat), len(needed)):
        if all(pays_for(ctx, source, color) & set(want) for (source, color), want in zip(combo, needed)):
            dice = sum(source.startswith("die:") for source, _ in combo)
            if ctx.state.turn.dice_used + dice <= dice_allowed(ctx):
                options.append("+".join(source for source, _ in combo))
    return sorted(set(options))


def pay_mana(ctx: Ctx, seat: int, payment: str, needed: list[tuple[str, ...]]) -> None:
    parts = payment.split("+") if payment else []
    if len(parts) != len(needed):
        raise refuse(f"This needs {len(needed)} mana, paid as `mana=...` (e.g. `mana=crystal:red`).",
                     f"Das kostet {len(needed)} Mana, angegeben als `mana=...` (z. B. `mana=crystal:red`).", "5.1")
    available = mana_sources(ctx, seat)
    turn = ctx.state.turn
    for part, want in zip(parts, needed):
        color = next((shown for source, shown in available if source == part), None)
        if color is None:
            raise refuse(f"You cannot use `{part}` now.", f"`{part}` kannst du jetzt nicht verwenden.", "5.9")
        available.remove((part, color))
        if not pays_for(ctx, part, color) & set(want):
            raise refuse(f"{color} mana cannot pay for {'/'.join(want)} now.",
                         f"Mana ({german_color(color)}) bezahlt jetzt kein "
                         f"{'/'.join(map(german_color, want))}.", "5.9.2")
        turn.mana_paid.append("black" if color == BLACK_AS_ANY else color)  # Regenerate asks what was paid
        die_black = color in (BLACK_AS_ANY, BLACK_AS_ANY_OR_BLACK)  # a black die paying any colour is black mana
        ctx.rules.react(MANA_USED, ctx, seat, "black" if die_black else color)  # another player's Mana Exploit
        use_up(ctx, seat, part)
    # Mana Curse's Wound, Mana Enhancement's colours
    ctx.rules.react(MANA_SPENT, ctx, seat, turn.mana_paid[len(turn.mana_paid) - len(parts):])


def use_up(ctx: Ctx, seat: int, part: str) -> None:
    """Take one piece of mana (`die:2`, `crystal:red` ...) from where it lies, as using it does (§5.9.3)."""
    turn, player = ctx.state.turn, ctx.player(seat)
    kind, _, detail = part.partition(":")
    if kind == "die":
        if turn.dice_used >= dice_allowed(ctx):
            raise refuse("You already used a Source die this turn.", "Du hast schon einen Würfel der Quelle genutzt.",
                         "5.9.3")
        ctx.state.source[int(detail)].taken_by = seat
        turn.dice_used += 1
    elif kind == "stolen":  # rerolled and returned at the end of this turn, like a used die
        die = ctx.state.source[int(detail)]
        die.stolen_by, die.taken_by = None, seat
    elif kind == "crystal":
        player.crystals[detail] -= 1
        turn.crystals_spent.append(detail)
    elif kind != "endless":  # a Ring's endless supply is never used up
        turn.tokens.remove(detail)

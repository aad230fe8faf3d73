"""Magic Seal (LL §5.5.1), a variant for slowing the leader in competitive games (`magic_seal=weak|mighty`).

Mana tokens seal rows of the Fame track: weak, one of each basic colour at random on the first spaces of rows 3, 5,
7 and 9; mighty, two of each on rows 3-10 and a gold one on row 2. Nobody's Fame enters a sealed row: it stops on
the last space of the row before (# decision: the Fame beyond is lost, LL [Unclear]). Any player may break the
lowest seal by paying one mana of its colour (gold: any colour), `break-seal mana=...` (# decision: on their own
turn, between moves, where mana can be paid; LL "at any time" [Unclear]). A row is the Fame of one level
(levels.yaml), row 1 beginning at 0.
"""
from __future__ import annotations

from engine.core import Action
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.mana import pay_mana, payment_options
from engine.mageknight.slowing_the_leader import only_competitive
from engine.mageknight.source import FACES
from engine.mageknight.state import BASIC_COLORS

OPTION = "magic_seal"  # the table option: no | weak | mighty
CHOICES = ("no", "weak", "mighty")
VERB = "break-seal"
WEAK_ROWS = (3, 5, 7, 9)
MIGHTY_ROWS = (3, 4, 5, 6, 7, 8, 9, 10)
GOLD_ROW = 2


def check(catalog, scenario_id: str, choice: str) -> None:
    only_competitive(catalog, scenario_id, choice, "Magic Seal slows", "Das Magische Siegel bremst")


def place(ctx: Ctx, choice: str) -> None:
    """The seals at random on their rows (LL §5.5.1)."""
    if choice == "no":
        return
    rows = WEAK_ROWS if choice == "weak" else MIGHTY_ROWS
    colors = list(BASIC_COLORS) * (1 if choice == "weak" else 2)
    ctx.state.rng.shuffle(colors)
    seals = [[row, color] for row, color in zip(rows, colors)]
    if choice == "mighty":
        seals.insert(0, [GOLD_ROW, "gold"])
    ctx.state.scenario_state.seals = seals


def ceiling(ctx: Ctx, fame: int) -> int | None:
    """The most Fame a marker at `fame` may reach: the space before the lowest sealed row above it."""
    starts = [ctx.catalog.levels[row - 1].fame for row, _ in ctx.state.scenario_state.seals
              if row <= len(ctx.catalog.levels)]
    above = [start for start in starts if start > fame]
    return min(above) - 1 if above else None


def _lowest(ctx: Ctx):
    seals = ctx.state.scenario_state.seals
    return min(seals, key=lambda seal: seal[0]) if seals else None


def _needed(seal) -> list[tuple[str, ...]]:
    """One mana of the seal's colour; the gold one takes mana of any colour (LL §5.5.1)."""
    return [FACES if seal[1] == "gold" else (seal[1],)]


def _may_break(ctx: Ctx, seat: int) -> bool:
    turn = ctx.state.turn
    return (bool(ctx.state.scenario_state.seals) and turn is not None and turn.seat == seat
            and turn.decision is None and turn.ending_step < 0 and turn.combat is None)


def legal_breaks(ctx: Ctx, seat: int) -> list[Action]:
    if not _may_break(ctx, seat):
        return []
    return [Action.of(VERB, mana=way) for way in payment_options(ctx, seat, _needed(_lowest(ctx)))]


def break_seal(ctx: Ctx, seat: int, action: Action) -> None:
    if not _may_break(ctx, seat):
        raise refuse("A seal is broken on your own turn, between moves, while one is left.",
                     "Ein Siegel brichst du in deinem eigenen Zug zwischen zwei Zügen, solange eines liegt.", "LL 5.5.1")
    seal = _lowest(ctx)
    pay_mana(ctx, seat, action.get("mana") or "", _needed(seal))
    ctx.state.scenario_state.seals.remove(seal)
    hero = ctx.hero_name(seat)
    ctx.say("seal_broken", f"{hero.en} breaks the Magic Seal on row {seal[0]} of the Fame track.",
            f"{hero.de} bricht das Magische Siegel auf Reihe {seal[0]} der Ruhmesleiste.", seat=seat)

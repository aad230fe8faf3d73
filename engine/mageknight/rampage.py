"""Rampage! (§13.6.5, "Umherziehendes Übel!"), a side quest for any scenario (`rampage=yes`, or `more` for More
Rampage!): the land is raided and its people trust nobody.

- Setup: the Heroes start at Reputation -2 (More Rampage!: -4).
- At the end of each Day a mana die is rolled for each space where a rampaging enemy was defeated (a tile's
  rampaging space with no token left on it): a warm colour (red, green, gold) draws a new rampaging enemy of the
  space's colour (green orcs, red Draconum) onto it, gold a brown monster too; at the end of each Night the cold
  colours (white, blue, black) do, black adding the brown one. More Rampage!: the rampaging token always comes, the
  brown one too on a warm roll by Day, a cold one by Night. While a token is left the space holds rampaging
  enemies, all fought together.
- Each token defeated on a space the Rampage filled again gives Reputation +1 (`MapState.rampage`).

# decision: "each enemy token defeated there" counts the tokens the Rampage brought, on the spaces it filled again;
  the printed rampaging enemy defeated first gives no more than usual.
# decision: the brown monster lies face up, as every token on a rampaging space does (§6.7.1).
# decision: no token comes onto a space a Hero or General Volkare stands on (a rampaging enemy never shares one,
  §6.4.3); nor at the game's last Round's end, when no Round follows.
# decision: a scenario that starts the Heroes above it (+2 in Solo Conquest) starts them at the Rampage's -2 too.
"""
from __future__ import annotations

from engine.mageknight.board import layout_of
from engine.mageknight.catalog.effects import Reputation
from engine.mageknight.context import Ctx
from engine.mageknight.geometry import shown_label, space_at, space_label
from engine.mageknight.resolve import gain
from engine.mageknight.reveal import draw_enemy
from engine.mageknight.rulebook import COMBAT_OVER, ROUND_ENDED, Part
from engine.mageknight.scenario_terms import round_limit
from engine.mageknight.source import roll_die
from engine.mageknight.state import Combat, Token, hex_key
from engine.mageknight.words import german_color

OPTION = "rampage"  # the table option: no | yes | more
CHOICES = ("no", "yes", "more")
RULES = {"yes": "rampage", "more": "more_rampage"}  # GameState.table_rules
STARTING_REPUTATION = {"yes": -2, "more": -4}
WARM, COLD = ("red", "green", "gold"), ("white", "blue", "black")
EXTRA = {"day": "gold", "night": "black"}  # the face that adds the brown monster (without More Rampage!)
BROWN = "brown"

part = Part("rampage")  # its Round's end and its Reputation (cards/__init__.py lists it)


def set_up(ctx: Ctx, choice: str) -> None:
    if choice == "no":
        return
    ctx.state.table_rules.append(RULES[choice])
    for player in ctx.state.players:
        player.reputation = min(player.reputation, STARTING_REPUTATION[choice])


def _played(ctx: Ctx) -> str | None:
    """yes | more, or None without the Rampage."""
    return next((choice for choice, rule in RULES.items() if rule in ctx.state.table_rules), None)


def defeated_spaces(ctx: Ctx, layout) -> list[tuple[tuple[int, int], str]]:
    """The rampaging spaces of the tiles with no token left and nobody standing there, in the map's order, each
    with the colour of its rampaging enemy."""
    taken = {player.position for player in ctx.state.players} | (
        {ctx.state.volkare.position} if ctx.state.volkare is not None else set())
    spaces = ((hex_, space_at(layout, ctx.catalog, hex_).rampaging) for hex_ in layout.hexes)
    return [(hex_, color) for hex_, color in spaces
            if color and not ctx.state.map.enemies.get(hex_key(*hex_)) and hex_key(*hex_) not in taken]


@part.reacts(ROUND_ENDED)
def round_ended(ctx: Ctx) -> None:
    """A die for each space where a rampaging enemy was defeated: what comes back there (§13.6.5.2-4)."""
    choice = _played(ctx)
    state = ctx.state
    if choice is None or state.round.scenario_end or state.round.number >= round_limit(ctx):
        return
    time = state.round.time
    layout = layout_of(ctx)
    rolls, en, de = [], [], []
    for hex_, color in defeated_spaces(ctx, layout):
        key = hex_key(*hex_)
        face = roll_die(state.rng)
        rolled = face in (WARM if time == "day" else COLD)
        back = [color] if rolled or choice == "more" else []
        if back and (face == EXTRA[time] if choice == "yes" else rolled):
            back.append(BROWN)
        tokens = [Token(draw_enemy(ctx, color), color, True) for color in back]
        if tokens:
            state.map.enemies[key] = tokens
            if key not in state.map.rampage:
                state.map.rampage.append(key)
        rolls.append({"space": key, "face": face})
        names = [ctx.catalog.enemies[token.enemy].name for token in tokens]
        label = space_label(layout, hex_)
        en.append(f"{face} for {label}: " + (" and ".join(name.en for name in names) + " return" if names
                                               else "all quiet"))
        de.append(f"{german_color(face)} für {shown_label(label, 'de')}: "
                  + (" und ".join(name.de for name in names) + " kehren zurück" if names else "alles ruhig"))
    if rolls:
        ctx.say("rampage", f"Rampage!: {'; '.join(en)}.", f"Umherziehendes Übel!: {'; '.join(de)}.", reveals=True,
                rolls=rolls)


@part.reacts(COMBAT_OVER)
def reputation_won(ctx: Ctx, seat: int, combat: Combat) -> None:
    """Reputation +1 for each token defeated on a space the Rampage filled again."""
    if _played(ctx) is None:
        return
    won = sum(foe.defeated and foe.rampaging and foe.origin in ctx.state.map.rampage for foe in combat.foes)
    if not won:
        return
    gain(ctx, seat, Reputation(won), [])
    hero = ctx.hero_name(seat)
    ctx.say("rampage_reputation", f"{hero.en} drives the raiders off: Reputation +{won}.",
            f"{hero.de} vertreibt die Plünderer: Ansehen +{won}.", seat=seat)

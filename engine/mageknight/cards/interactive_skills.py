"""The interactive Skill tokens (data/mageknight/skills.yaml `usage: interactive`; rules spec §5.12.3.2, §4.2.2,
Lost Legion §2.7 and §5.8).

Such a token is used once a Round on its owner's turn (skills.py flips it like a once-per-Round token), and its hook
puts it in the centre (Player.skills_in_centre, with the marks it carries). From there it acts on the other players
during their own turns, through the moment it concerns: their terrain costs (movement.py), their Source die and the
mana they pay (mana.py). It goes back face down at the start of the owner's next turn, even one given up (§4.2.2,
turns.begin_turn), or at the end of the Round (§5.12.3.2, rounds.end_round); the next Round turns it face up.
In the Round's final turns it harms nobody: only the part that benefits its owner applies (Lost Legion §5.8).
"""
from __future__ import annotations

from engine.mageknight import resolve
from engine.mageknight.cards import skill_effects
from engine.mageknight.cards.spells import final_turns
from engine.mageknight.catalog.effects import Hook
from engine.mageknight.context import WOUNDS, Ctx, counted
from engine.mageknight.geometry import distance
from engine.mageknight.rulebook import DICE_ALLOWED, MANA_USED, START_OF_TURN, TERRAIN_COST, UNIT_POINTS, Part
from engine.mageknight.state import BASIC_COLORS, WOUND, Decision, parse_hex
from engine.mageknight.unit_area import empty_command_tokens
from engine.mageknight.words import german_color

part = Part("interactive_skills")

PRAYER_OF_WEATHER, SOURCE_FREEZE = "norowas_prayer_of_weather", "goldyx_source_freeze"
MANA_EXPLOIT, HEALING_RITUAL = "tovak_mana_exploit", "arythea_healing_ritual"
WOLFS_HOWL = "wolfhawk_wolfs_howl"


def _skill_name(ctx: Ctx, skill_id: str):
    return ctx.catalog.skills[skill_id].name


# --- The centre (§5.12.3.2) -------------------------------------------------------------------------------------------

def to_centre(ctx: Ctx, seat: int, skill_id: str, *marks: str) -> None:
    """The token goes to the centre, with the marks it carries (a colour), until its owner's next turn."""
    ctx.player(seat).skills_in_centre.append([skill_id, *marks])
    name = _skill_name(ctx, skill_id)
    ctx.say("skill_in_centre", f"{name.en} goes to the centre until {ctx.hero_name(seat).en}'s next turn.",
            f"{name.de} liegt bis zum nächsten Zug von {ctx.hero_name(seat).de} in der Tischmitte.", seat=seat)


def acting_on(ctx: Ctx, seat: int, skill_id: str) -> list[list[str]]:
    """The entries of other players' tokens `skill_id` in the centre that act on `seat` now: none in the final
    turns of the Round, where interactive Skills may not affect other players (Lost Legion §5.8)."""
    if final_turns(ctx):
        return []
    return [entry for player in ctx.state.players if player.seat != seat
            for entry in player.skills_in_centre if entry[0] == skill_id]


@part.reacts(START_OF_TURN)
def start_of_turn(ctx: Ctx, seat: int, returned: list[list[str]]) -> Decision | None:
    """The owner's next turn, once it is played (not given up, §4.3.5): what a returned token gives then."""
    if any(entry[0] == SOURCE_FREEZE for entry in returned):
        return _source_freeze_crystal(ctx, seat)
    return None


# --- Prayer of Weather (Norowas): other players' terrain costs +1 (max 5) ---------------------------------------------

WEATHER_MAX = 5


@part.adjusts(TERRAIN_COST)
def terrain_cost(ctx: Ctx, cost: int) -> int:
    """The printed terrain cost for the player moving now, under another player's Prayer of Weather: +1 to at most
    5 (a cost already above 5 stays). decision: the +1 changes the printed cost, before the mover's own reductions
    (they apply to it in any order, §6.9.1), because the token changes "terrain costs" like the Day/Night board."""
    if acting_on(ctx, ctx.state.turn.seat, PRAYER_OF_WEATHER):
        return max(cost, min(cost + 1, WEATHER_MAX))
    return cost


@part.hook(PRAYER_OF_WEATHER)
def prayer_of_weather(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """After the owner's -2 for this turn (data): the token goes to the centre for the other players' turns."""
    to_centre(ctx, seat, PRAYER_OF_WEATHER)


# --- Source Freeze (Goldyx): no standard die for the others; a crystal on the next turn -----------------------------

@part.adjusts(DICE_ALLOWED)
def _dice_allowed(ctx: Ctx, allowed: int) -> int:
    return allowed - int(standard_die_frozen(ctx))


def standard_die_frozen(ctx: Ctx) -> bool:
    """Another player's Source Freeze: the player on turn cannot use the one standard Source die of the turn (dice
    that effects add, §5.9.3, and the Mana Steal die are not the standard one)."""
    return bool(acting_on(ctx, ctx.state.turn.seat, SOURCE_FREEZE))


@part.hook(SOURCE_FREEZE)
def source_freeze(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    to_centre(ctx, seat, SOURCE_FREEZE)


def _source_colors(ctx: Ctx) -> list[str]:
    """The basic colours showing on dice in the Source (a stolen die lies on the Tactic card, not in the Source)."""
    shown = {die.color for die in ctx.state.source if die.stolen_by is None}
    return [color for color in BASIC_COLORS if color in shown]


def _source_freeze_crystal(ctx: Ctx, seat: int) -> Decision | None:
    """"On your next turn, gain 1 crystal of a basic colour showing in the Source, without rerolling that die".
    decision: given when the token comes back at the start of that turn (§4.2.2); a token the Round's end took back
    first gives nothing, as the Round's last turns may not carry interactive effects over (Lost Legion §5.8)."""
    colors = _source_colors(ctx)
    if len(colors) > 1:
        return Decision("source_freeze_crystal", seat, colors)
    if colors:
        resolve.gain_color(ctx, seat, "crystal", colors[0])
    return None


@part.answers("source_freeze_crystal")
def answer_source_freeze_crystal(ctx: Ctx, seat: int, decision: Decision, color: str) -> Decision | None:
    """The crystal; then the turn's other start-of-turn choices (Sparing Power), if any: START_OF_TURN again, no
    token coming back now."""
    resolve.gain_color(ctx, seat, "crystal", color)
    return ctx.rules.react(START_OF_TURN, ctx, seat, [])


# --- Mana Exploit (Tovak): a token of a chosen colour; others are wounded by mana of other colours -------------------

EXPLOIT_COLORS = ("red", "blue", "green", "white", "black")  # "a colour other than gold"


@part.hook(MANA_EXPLOIT)
def mana_exploit(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision:
    return Decision("mana_exploit", seat, list(EXPLOIT_COLORS))


@part.answers("mana_exploit")
def answer_mana_exploit(ctx: Ctx, seat: int, decision: Decision, color: str) -> None:
    resolve.gain_color(ctx, seat, "mana", color)
    to_centre(ctx, seat, MANA_EXPLOIT, color)


@part.reacts(MANA_USED)
def mana_used(ctx: Ctx, seat: int, color: str) -> None:
    """`seat` pays a mana of `color` (mana.pay_mana): under another player's Mana Exploit marked with another colour,
    a Wound into the hand, once per colour and player (the entry remembers "seat:colour"). decision: the colour is
    the one the mana shows (gold used as red is gold: it is not the marked colour, which is never gold)."""
    for entry in acting_on(ctx, seat, MANA_EXPLOIT):
        paid = f"{seat}:{color}"
        if color != entry[1] and paid not in entry[2:]:
            entry.append(paid)
            ctx.say("mana_exploit", f"Mana Exploit: {color} mana wounds {ctx.hero_name(seat).en}.",
                    f"Manaausbeutung: Mana ({german_color(color)}) verletzt {ctx.hero_name(seat).de}.", seat=seat)
            resolve.take_wounds(ctx, seat, 1)


# --- Healing Ritual (Arythea): up to 2 Wounds out of the hand, one to the closest Hero -------------------------------

def _wounds_in_hand(ctx: Ctx, seat: int) -> int:
    return ctx.player(seat).hand.count(WOUND)


def healing_ritual_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return _wounds_in_hand(ctx, ctx.state.turn.seat) > 0


@part.hook(HEALING_RITUAL, healing_ritual_playable)
def healing_ritual(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """"Discard up to 2 Wounds from your hand": how many, when there are two."""
    to_centre(ctx, seat, HEALING_RITUAL)
    if _wounds_in_hand(ctx, seat) > 1:
        return Decision("healing_ritual", seat, ["wounds:2", "wounds:1"])
    return _throw_away(ctx, seat, 1)


@part.answers("healing_ritual")
def answer_healing_ritual(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    return _throw_away(ctx, seat, int(option.removeprefix("wounds:")))


def _closest_heroes(ctx: Ctx, seat: int) -> list[int]:
    """The other Heroes on the map nearest to this one (several when tied); none in the final turns (§5.8)."""
    if final_turns(ctx):
        return []
    here = parse_hex(ctx.player(seat).position)
    away = {other.seat: distance(here, parse_hex(other.position)) for other in ctx.state.players
            if other.seat != seat and other.position is not None}
    return [other for other, steps in away.items() if steps == min(away.values())]


def _throw_away(ctx: Ctx, seat: int, count: int) -> Decision | None:
    """The Wounds leave the hand; "one of them goes into the hand of the closest Hero instead of the Wound pile".
    decision: with one Wound discarded, that one goes to the closest Hero (the text names no exception); among
    Heroes equally close, the owner chooses. With no other Hero on the map (or in the final turns) none does."""
    for _ in range(count):
        ctx.player(seat).hand.remove(WOUND)
    wounds = counted(count, *WOUNDS)
    ctx.say("healing_ritual", f"Healing Ritual: {wounds.en} leave the hand.",
            f"Heilungsritual: {wounds.de} verlassen die Hand.", seat=seat)
    closest = _closest_heroes(ctx, seat)
    if len(closest) > 1:
        return Decision("healing_ritual_hero", seat, [f"seat:{other}" for other in closest])
    if closest:
        _wound_hero(ctx, closest[0])
    return None


@part.answers("healing_ritual_hero")
def answer_healing_ritual_hero(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    _wound_hero(ctx, int(option.removeprefix("seat:")))


def _wound_hero(ctx: Ctx, seat: int) -> None:
    """A Wound into another player's hand: not a Wound of the turn being played (no Knock-out, no turn count)."""
    ctx.player(seat).hand.append(WOUND)
    ctx.say("healing_ritual_wound", f"{ctx.hero_name(seat).en} gets a Wound into the hand.",
            f"{ctx.hero_name(seat).de} bekommt eine Verletzung auf die Hand.", seat=seat)


# --- Wolf's Howl (Wolfhawk): a card sideways for 4 and more; the other players' Units -1 ------------------------------

HOWL_POINTS = 4


def _howl_options(ctx: Ctx, seat: int, hook: Hook) -> list[str]:
    """"card:value" as for the other sideways Skills (skill_effects.py), without Influence. decision: "except
    during interaction" rules Influence out: it serves only an interaction (§7.2), and Influence played before the
    interaction begins counts in it."""
    return [option for option in skill_effects._sideways_options(ctx, seat, hook)
            if not option.endswith(":influence")]


def wolfs_howl_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    turn = ctx.state.turn
    return turn.interaction is None and bool(_howl_options(ctx, turn.seat, hook))


@part.hook(WOLFS_HOWL, wolfs_howl_playable)
def wolfs_howl(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision:
    return Decision("wolfs_howl", seat, _howl_options(ctx, seat, hook))


@part.answers("wolfs_howl")
def answer_wolfs_howl(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    """"+4 instead of +1, and +1 more for each Command token without a Unit"; then the token goes to the centre."""
    skill_effects._play_chosen(ctx, seat, option, HOWL_POINTS + empty_command_tokens(ctx, seat))
    to_centre(ctx, seat, WOLFS_HOWL)


@part.adjusts(UNIT_POINTS)
def unit_points_change(ctx: Ctx, points: int, node) -> int:
    """For the Attack or Block of a Unit's ability (combat/effects.points_bonus): -1 under another player's Wolf's
    Howl ("other players' Units get -1 to all Attacks and Blocks"). The Units' printed values are at least 1 and
    the other changes only add, so none drops below 0."""
    return points - 1 if acting_on(ctx, ctx.state.turn.seat, WOLFS_HOWL) else points


# --- The registry -----------------------------------------------------------------------------------------------------

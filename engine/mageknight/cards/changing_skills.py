"""Three Skill tokens that change what a piece of mana, a shield or a card gives (data/mageknight/skills.yaml; rules
spec §5.12): Polarization (Arythea), Master of Chaos (Krang), Shapeshift (Braevalar), registered in the Rulebook by
`part`.
"""
from __future__ import annotations

from engine.content.frozen import thaw
from engine.mageknight import effect_paths, mana, play, resolve
from engine.mageknight.catalog.effects import All, Attack, Block, Choice, Hook, Move, parse_effect
from engine.mageknight.context import Ctx
from engine.mageknight.rulebook import HEROES_CHOSEN, Part
from engine.mageknight.source import lies_free, usable_as
from engine.mageknight.state import BASIC_COLORS, Decision, Played
from engine.mageknight.words import german_color

part = Part("changing_skills")


# --- Polarization (Arythea): one mana used as its opposite colour (§5.9.2) ---------------------------------------
#
# Using the token turns one piece of mana into a mana token of the colour it is used as: the die, crystal or token
# is used up now (a die counts as the turn's die) and the new token pays whatever that colour pays this turn.

OPPOSITE = {"red": "blue", "blue": "red", "green": "white", "white": "green", "gold": "black", "black": "gold"}


def _used_as(ctx: Ctx, color: str) -> list[str]:
    """The colours one mana of `color` may be used as, of those usable now: its opposite (the pairs: data, the
    Skill's decision), by Day black as any basic colour; a colour that pays nothing now is no option."""
    wanted = list(BASIC_COLORS) if color == "black" and ctx.is_day else [OPPOSITE.get(color, "")]
    return [other for other in wanted if other and usable_as(other, mana.mana_time(ctx, other))]


def _polarizable(ctx: Ctx, seat: int) -> list[tuple[str, str]]:
    """(source, colour) of each piece of mana the player may polarize: crystals, tokens, a Ring's endless mana, the
    stolen die, and the Source dice the turn's die may still take, depleted ones too (black by Day, gold at Night:
    the Skill uses them as another colour)."""
    held = [(source, color) for source, color in mana.mana_sources(ctx, seat) if not source.startswith("die:")]
    dice: dict[str, str] = {}
    if ctx.state.turn.dice_used < mana.dice_allowed(ctx) and not mana.source_closed(ctx):
        for index, die in enumerate(ctx.state.source):
            if lies_free(die):
                dice.setdefault(die.color, f"die:{index}")
    return list(dict.fromkeys(held + [(source, color) for color, source in dice.items()]))


def _polarization_options(ctx: Ctx, seat: int) -> list[str]:
    return [f"{source}:{other}" for source, color in _polarizable(ctx, seat) for other in _used_as(ctx, color)]


def polarization_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return bool(_polarization_options(ctx, ctx.state.turn.seat))


@part.hook("arythea_polarization", polarization_playable)
def polarization(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision:
    """"Use 1 mana as its opposite colour. Day: black as any other colour. Night: gold as black": the player
    picks the mana and the colour ("crystal:blue:red")."""
    return Decision("polarization", seat, _polarization_options(ctx, seat))


@part.answers("polarization")
def answer_polarization(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    source, _, color = option.rpartition(":")
    shown = dict(_polarizable(ctx, seat))[source]
    mana.use_up(ctx, seat, source)
    ctx.state.turn.tokens.append(color)
    ctx.say("polarized", f"Polarization: {shown} mana is used as {color} (a {color} mana token).",
            f"Polarisierung: {shown} Mana wird als {german_color(color)} verwendet (ein Manamarker "
            f"({german_color(color)})).")


# --- Master of Chaos (Krang): the shield turns to the next colour (§5.12) -----------------------------------------

MASTER_OF_CHAOS = "krang_master_of_chaos"


def _wheel(ctx: Ctx) -> list[str]:
    """The colours round the shield, clockwise: the order the Skill's args list them (its decision)."""
    return [entry["color"] for entry in ctx.catalog.skills[MASTER_OF_CHAOS].effect.args["wheel"]]


@part.reacts(HEROES_CHOSEN)
def place_master_of_chaos(ctx: Ctx) -> None:
    """At setup, once the Skill piles are made: if the token is in the game, its shield points at a colour drawn
    with the game's RNG (the Skill's decision: the sources give no starting colour)."""
    state = ctx.state
    piles = [player.skill_pile for player in state.players] + ([state.dummy.skill_pile] if state.dummy else [])
    if any(MASTER_OF_CHAOS in pile for pile in piles):
        state.chaos_shield = state.rng.choice(_wheel(ctx))


def _effect_of(hook: Hook, color: str):
    entry = next(entry for entry in hook.args["wheel"] if entry["color"] == color)
    return parse_effect(thaw(entry["effect"]), hook.at)


def _next_color(ctx: Ctx, hook: Hook) -> str | None:
    """The colour the shield turns to next; None while the token has no place (a position without setup)."""
    colors = [entry["color"] for entry in hook.args["wheel"]]
    if ctx.state.chaos_shield not in colors:
        return None
    return colors[(colors.index(ctx.state.chaos_shield) + 1) % len(colors)]


def master_of_chaos_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    color = _next_color(ctx, hook)
    return color is not None and resolve.playable(ctx, _effect_of(hook, color), aside)


@part.hook(MASTER_OF_CHAOS, master_of_chaos_playable)
def master_of_chaos(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """"Turn the shield clockwise to the next colour and gain" that colour's effect; gold: any one of the others,
    of those that can be used now ("0".. the options of the gold effect)."""
    color = ctx.state.chaos_shield = _next_color(ctx, hook)
    ctx.say("chaos_shield", f"Master of Chaos: the shield turns to {color}.",
            f"Meister des Chaos: Der Schild dreht sich auf {german_color(color)}.")
    effect = _effect_of(hook, color)
    if isinstance(effect, Choice):
        return Decision("master_of_chaos", seat, [str(index) for index, option in enumerate(effect.options)
                                                  if resolve.playable(ctx, option)])
    resolve.gain(ctx, seat, effect, path)
    return None


@part.option_effects("master_of_chaos")
def gold_option(ctx: Ctx, decision: Decision, option: str):
    """The effect an option of the gold shield's choice gives (describe.py words it)."""
    return _effect_of(effect_paths.node_at(ctx, decision.path), ctx.state.chaos_shield).options[int(option)]


@part.answers("master_of_chaos")
def answer_master_of_chaos(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    resolve.gain(ctx, seat, gold_option(ctx, decision, option), decision.path)


# --- Shapeshift (Braevalar): a Basic Action's Move, Attack or Block as one of the other two (§5.12) --------------
#
# Using the token plays the card: the player picks the Basic Action in hand, its side, the fixed Move, Attack or
# Block it gives (the effect itself, one option of its choice, or one part of its combination) and what that gives
# instead ("march:basic:-:attack", "rage:basic:0:move"); a strong side then asks for its mana.

KINDS = {"move": Move, "attack": Attack, "block": Block}
WHOLE = "-"  # the step of a card side whose effect is the Move, Attack or Block itself


def _shifted(node, kind: str):
    """The same amount as another kind; an element is kept (a Move has none: physical), a range is not."""
    amount = node.amount if isinstance(node, Move) else node.value
    element = getattr(node, "element", "physical")
    return {"move": lambda: Move(amount), "attack": lambda: Attack(amount, element=element),
            "block": lambda: Block(amount, element=element)}[kind]()


VARIABLE = "tovak_cold_toughness"  # its hook adds Block by the enemy's abilities: that Block is no fixed amount


def _fixed_parts(effect) -> list[tuple[str, object]]:
    """(step, node) of each fixed Move, Attack or Block a card side gives."""
    if isinstance(effect, All) and any(isinstance(child, Hook) and child.name == VARIABLE for child in effect.effects):
        return []
    if isinstance(effect, (Move, Attack, Block)):
        return [(WHOLE, effect)]
    if isinstance(effect, (All, Choice)):
        children = effect.effects if isinstance(effect, All) else effect.options
        return [(str(index), child) for index, child in enumerate(children) if isinstance(child, (Move, Attack, Block))]
    return []


def _played_effect(effect, step: str, shifted):
    """What playing the side gives once its part is shifted: a choice gives the chosen option alone."""
    if isinstance(effect, All):
        return All(tuple(shifted if str(index) == step else child for index, child in enumerate(effect.effects)))
    return shifted


def _mana_for(ctx: Ctx, card_id: str, side: str) -> list[tuple[str, ...]]:
    return play.mana_needed(ctx.catalog.cards[card_id], side, mana.mana_time(ctx, "black") == "night") or []


def _side_payable(ctx: Ctx, seat: int, card_id: str, side: str) -> bool:
    return side == "basic" or bool(mana.payment_options(ctx, seat, _mana_for(ctx, card_id, side)))


def _shapeshift_options(ctx: Ctx, seat: int) -> list[str]:
    """"card:side:step:kind" for each Basic Action in hand, side its mana allows, fixed part and other kind whose
    shifted effect can be used now."""
    options = []
    for card_id in dict.fromkeys(ctx.player(seat).hand):
        card = ctx.catalog.cards[card_id]
        sides = (("basic", card.basic), ("powered", card.powered)) if card.kind == "basic_action" else ()
        for side, played in sides:
            if played is None or not _side_payable(ctx, seat, card_id, side):
                continue
            for step, node in _fixed_parts(played.effect):
                for kind, cls in KINDS.items():
                    shifted = _played_effect(played.effect, step, _shifted(node, kind))
                    if not isinstance(node, cls) and resolve.playable(ctx, shifted, (card_id,)):
                        options.append(f"{card_id}:{side}:{step}:{kind}")
    return options


def shapeshift_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return bool(_shapeshift_options(ctx, ctx.state.turn.seat))


@part.hook("braevalar_shapeshift", shapeshift_playable)
def shapeshift(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision:
    """"One Basic Action card that gives a fixed amount of Move, Attack or Block gives the same amount of one of the
    other two instead. Elements are kept."""
    return Decision("shapeshift", seat, _shapeshift_options(ctx, seat))


@part.answers("shapeshift")
def answer_shapeshift(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    card_id, side, _, _ = option.split(":")
    if side == "powered":
        payments = mana.payment_options(ctx, seat, _mana_for(ctx, card_id, side))
        return Decision("shapeshift_mana", seat, [f"{option}:{payment}" for payment in payments])
    _play_shifted(ctx, seat, option, decision.queue)
    return None


@part.answers("shapeshift_mana")
def answer_shapeshift_mana(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    card_id, side, step, kind, payment = option.split(":", 4)
    mana.pay_mana(ctx, seat, payment, _mana_for(ctx, card_id, side))
    _play_shifted(ctx, seat, ":".join((card_id, side, step, kind)), decision.queue)


def _play_shifted(ctx: Ctx, seat: int, option: str, queue: list[list[str]]) -> None:
    """The card goes to the Play area as played (§5.1); its shifted part is gained, the rest of a combination
    follows in order."""
    card_id, side, step, kind = option.split(":")
    player, turn, card = ctx.player(seat), ctx.state.turn, ctx.catalog.cards[card_id]
    effect = (card.basic if side == "basic" else card.powered).effect
    player.hand.remove(card_id)
    player.play_area.append(Played(card_id, side))
    turn.played += 1
    turn.move_bonus_taken = False
    part = effect if step == WHOLE else dict(_fixed_parts(effect))[step]
    side_path = ["card", card_id, side]
    resolve.gain(ctx, seat, _shifted(part, kind), side_path if step == WHOLE else [*side_path, step])
    if isinstance(effect, All):
        queue[0:0] = [[*side_path, str(index)] for index in range(len(effect.effects)) if str(index) != step]
    ctx.say("shapeshift", f"Shapeshift: {card.name.en} gives {kind} instead.",
            f"Gestaltwandel: {card.name.de} gibt stattdessen {GERMAN_KINDS[kind]}.", card=card_id)


GERMAN_KINDS = {"move": "Bewegung", "attack": "Angriff", "block": "Block"}


# --- The registry ------------------------------------------------------------------------------------------

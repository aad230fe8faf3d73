"""The unique effects of the Basic Action cards and the Heroes' own Basic Actions, and Concentration / Will Focus
(data/mageknight/basic_actions.yaml, advanced_actions.yaml; rules spec §5.6): the few effects the vocabulary cannot
say (docs/data-format.md, "Hooks").

A hook is named after its card; `hook: {name, args}` in the data passes the card's numbers. Its code:
    playable(ctx, hook, aside) -> bool      can it be carried out completely now (resolve.playable)?
    run(ctx, seat, hook, path, queue)       resolve it: may put more effects at the front of the queue, and
        -> Decision | None                  returns the decision it waits for, if any
and one answer function per kind of decision it asks; `part` registers them in the Rulebook (rulebook.py).
Some act at another moment of the turn: at the end of the turn (Crystal Joy, Noble Manners), after a move (Savage
Harvesting), when recruiting (Ruthless Coercion), on a space's Move cost (Druidic Paths).
"""
from __future__ import annotations

from engine.mageknight import effect_paths, friendly, mana, resolve, timing
from engine.mageknight.catalog.effects import DiscardCost, Fame, Hook, Reputation
from engine.mageknight.catalog.modifiers import MoveBonus
from engine.mageknight.context import Ctx, counted
from engine.mageknight.geometry import MapLayout, parse_label, space_label
from engine.mageknight.reveal import spaces
from engine.mageknight.rulebook import (AFTER_MOVE, LASTING_EFFECT_DUE, RECRUIT_DISCOUNT_USED, RECRUIT_DISCOUNTS,
                                        SPACE_MOVE_COST, Part)
from engine.mageknight.source import lies_free
from engine.mageknight.state import BASIC_COLORS, Decision, Played, hex_key, parse_hex
from engine.mageknight.words import german_color

part = Part("basic_actions")

SKIP, DONE = resolve.SKIP, resolve.DONE
ACTION_CARDS = ("basic_action", "advanced_action")


# --- Concentration, Will Focus (§5.6) ------------------------------------------------------------

def _concentration_cards(ctx: Ctx, seat: int, aside: tuple[str, ...]) -> list[str]:
    """Action cards in hand whose strong effect can be played through Concentration now."""
    cards = []
    for card_id in dict.fromkeys(effect_paths.hand_without(ctx.player(seat).hand, aside)):
        card = ctx.catalog.cards[card_id]
        if (card.kind in ACTION_CARDS and card.powered is not None
                and timing.side_playable(ctx, card.powered, (*aside, card_id))):
            cards.append(card_id)
    return cards


def concentration_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return bool(_concentration_cards(ctx, ctx.state.turn.seat, aside))


@part.hook("concentration", concentration_playable)
def concentration(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """Strong: play another Action card with this one and get its strong effect without paying its mana; its
    Move, Influence, Block or Attack gets +2 (Will Focus: +3). One single effect, with the other card's own
    colour (§5.6.2, §5.6.4)."""
    cards = _concentration_cards(ctx, seat, ())
    if len(cards) > 1:
        return Decision("concentration", seat, cards)
    if cards:  # none only if paying for Concentration used up the mana the other card's own cost needed
        _play_through(ctx, seat, hook, cards[0], queue)
    return None


@part.answers("concentration")
def answer_concentration(ctx: Ctx, seat: int, decision: Decision, card_id: str) -> Decision | None:
    _play_through(ctx, seat, effect_paths.node_at(ctx, decision.path), card_id, decision.queue)
    return None


def _play_through(ctx: Ctx, seat: int, hook: Hook, card_id: str, queue: list[list[str]]) -> None:
    player, turn = ctx.player(seat), ctx.state.turn
    player.hand.remove(card_id)
    player.play_area.append(Played(card_id, "powered"))
    turn.played += 1
    side = ["card", card_id, "powered"]
    turn.bonus, turn.bonus_path = int(hook.args["bonus"]), side
    queue.insert(0, side)
    name = ctx.catalog.cards[card_id].name
    ctx.say("played_through", f"{name.en} is played with it: its strong effect, +{turn.bonus}.",
            f"{name.de} wird damit gespielt: die starke Wirkung, +{turn.bonus}.", card=card_id)


# --- Tirelessness (Wolfhawk) -----------------------------------------------------------------------

# A named rule change that the vocabulary can say after all. Tirelessness, basic: "The next Move card you play this
# turn gets Move +1" is a `move_bonus` for the next card only (resolve.card_move_bonus applies it).
part.means("wolfhawk_tirelessness", MoveBonus(amount=1, first_card_only=True))

# Arythea's Mana Pull, strong: a black die pays any colour this turn (mana.py reads it from Turn.lasting).
part.carries_out("arythea_mana_pull", lasting=True)


# --- Ruthless Coercion (Krang) ---------------------------------------------------------------------

def _coercion_targets(ctx: Ctx, seat: int, hook: Hook) -> list[str]:
    per_level, influence = int(hook.args["influence_per_level"]), ctx.state.turn.influence
    return [f"unit:{index}" for index, unit in enumerate(ctx.player(seat).units)
            if not unit.ready and resolve.unit_level(ctx, seat, index) <= int(hook.args["max_level"])
            and resolve.unit_level(ctx, seat, index) * per_level <= influence]


@part.hook("krang_ruthless_coercion_ready")
def krang_ruthless_coercion_ready(ctx: Ctx, seat: int, hook: Hook, path: list[str],
                                  queue: list[list[str]]) -> Decision | None:
    """Strong: "You may ready level I and II Units for 2 Influence per level", one Unit after the other, while
    the Influence lasts. Readying does not heal (§5.10.6)."""
    targets = _coercion_targets(ctx, seat, hook)
    return Decision("ruthless_coercion", seat, targets + [DONE]) if targets else None


@part.answers("ruthless_coercion")
def answer_ruthless_coercion(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    if option == DONE:
        return None
    hook = effect_paths.node_at(ctx, decision.path)
    ctx.state.turn.influence -= resolve.unit_level(ctx, seat, int(option.removeprefix("unit:"))) * int(
        hook.args["influence_per_level"])
    resolve.treat_unit(ctx, seat, "ready_unit", option)
    return krang_ruthless_coercion_ready(ctx, seat, hook, decision.path, decision.queue)


# --- Mana Draw, Mana Pull (strong) -----------------------------------------------------------------

MANA_DRAW_COLORS = ("red", "blue", "green", "white", "black")  # "any colour except gold"


def free_dice(ctx: Ctx) -> dict[str, str]:
    """One die per colour among the Source dice nobody holds. Depleted ones count: the card sets the die
    to a new colour, it does not use its mana (decision: the card says "a mana die", not "a usable one")."""
    dice: dict[str, str] = {}
    kept = friendly.gold_kept(ctx)  # Friendly Mana: a gold die is not set while another is there (§13.6.4)
    for index, die in enumerate(ctx.state.source):
        if lies_free(die) and not (kept and die.color == "gold"):
            dice.setdefault(die.color, f"die:{index}")
    return dice


def mana_draw_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    if mana.source_closed(ctx):  # Who Needs Magic? for +3: no die from the Source this turn
        return False
    free = sum(map(lies_free, ctx.state.source))
    return free >= int(hook.args["dice"])


@part.hook("mana_draw", mana_draw_playable)
def mana_draw(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """Take a Source die (Mana Pull: two, one after the other), set it to any colour but gold, gain mana tokens
    of that colour; the die goes back unrolled (Turn.dice_kept). Taking it is not the turn's die (§5.9.3)."""
    return Decision("mana_draw_die", seat, list(free_dice(ctx).values()))


@part.answers("mana_draw_die")
def answer_mana_draw_die(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    index = int(option.removeprefix("die:"))
    ctx.state.source[index].taken_by = seat
    ctx.state.turn.dice_kept.append(index)
    return Decision("mana_draw_color", seat, list(MANA_DRAW_COLORS))


@part.answers("mana_draw_color")
def answer_mana_draw_color(ctx: Ctx, seat: int, decision: Decision, color: str) -> Decision | None:
    hook, turn = effect_paths.node_at(ctx, decision.path), ctx.state.turn
    ctx.state.source[turn.dice_kept[-1]].color = color
    tokens = int(hook.args["tokens_per_die"])
    turn.tokens.extend([color] * tokens)
    words = counted(tokens, (f"{color} mana token", f"{color} mana tokens"), ("Manamarker", "Manamarker"))
    ctx.say("die_set", f"A Source die is set to {color}: {words.en}.",
            f"Ein Würfel der Quelle wird auf {german_color(color)} gedreht: {words.de} "
            f"({german_color(color)}).", seat=seat)
    # Only one Mana Draw or Mana Pull is in a deck, so the dice kept this turn are this effect's dice.
    if len(turn.dice_kept) < int(hook.args["dice"]) and free_dice(ctx):
        return Decision("mana_draw_die", seat, list(free_dice(ctx).values()))
    return None


# --- Crystal Joy (Goldyx) and Noble Manners (Norowas): at the end of the turn -----------------------

@part.hook("goldyx_crystal_joy")
def goldyx_crystal_joy(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"At the end of your turn you may discard a non-Wound card (strong: any card, even a Wound) to return
    Crystal Joy to your hand": remembered now, offered by `end_of_turn`."""
    ctx.state.turn.remember(hook.name, hook.args["reclaim_discard"])


@part.hook("norowas_noble_manners")
def norowas_noble_manners(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"If you use it during an interaction, Fame +1 (strong: and Reputation +1) at the end of the turn".
    Influence played before the interaction counts in it (interaction.py), so: an interaction this turn."""
    ctx.state.turn.remember(hook.name, hook.args["fame"], hook.args["reputation"])


@part.reacts(LASTING_EFFECT_DUE)
def end_of_turn(ctx: Ctx, seat: int, name: str, args: list[str]) -> Decision | None:
    """Noble Manners and Crystal Joy when their Turn.lasting entry is due at the end of the turn, after the Play area
    is cleared and before levels are gained (Fame counts for them; turns.card_effects)."""
    turn, player = ctx.state.turn, ctx.player(seat)
    if name == "norowas_noble_manners" and turn.interaction is not None:
        resolve.gain(ctx, seat, Fame(int(args[0])), [])
        resolve.gain(ctx, seat, Reputation(int(args[1])), [])
        ctx.say("noble_manners", "Noble Manners: Fame and Reputation for a courteous interaction.",
                "Edle Manieren: Ruhm und Ansehen für eine höfliche Interaktion.")
    elif name == "goldyx_crystal_joy" and "goldyx_crystal_joy" in player.discard:
        allowed = DiscardCost(1, args[0])
        cards = list(dict.fromkeys(resolve.discardable(player.hand, allowed)))
        if cards:
            return Decision("crystal_joy", seat, cards + [SKIP])
    return None


@part.answers("crystal_joy")
def answer_crystal_joy(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    player = ctx.player(seat)
    if option != SKIP:
        player.hand.remove(option)
        player.discard.append(option)
        player.discard.remove("goldyx_crystal_joy")
        player.hand.append("goldyx_crystal_joy")
        ctx.say("crystal_joy", "Crystal Joy returns to the hand.", "Kristallfreude kehrt auf die Hand zurück.")


# --- Savage Harvesting (Krang): when moving -----------------------------------------------------------

@part.hook("krang_savage_harvesting")
def krang_savage_harvesting(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"Once this turn (strong: each time), when you move to a space, you may discard a card to gain a crystal
    of that card's colour": remembered now, offered by `after_move`."""
    ctx.state.turn.remember(hook.name, hook.args["uses"])


@part.reacts(AFTER_MOVE)
def after_move(ctx: Ctx, seat: int) -> Decision | None:
    """After the Hero entered a space: Savage Harvesting's offer. Never a Wound (§5.4.2: it has no colour)."""
    if not ctx.state.turn.entries("krang_savage_harvesting"):
        return None
    cards = [card for card in dict.fromkeys(ctx.player(seat).hand) if card != resolve.WOUND]
    return Decision("savage_harvesting", seat, cards + [SKIP]) if cards else None


@part.answers("savage_harvesting")
def answer_savage_harvesting(ctx: Ctx, seat: int, decision: Decision, option: str) -> Decision | None:
    if option == SKIP:
        return None
    turn = ctx.state.turn
    uses = ctx.state.turn.entries("krang_savage_harvesting")
    once = [entry for entry in uses if entry[1] == "once"]
    if len(once) == len(uses):  # a strong one lasts all turn; else a basic one is used up
        turn.lasting.remove(once[0])
    resolve.discard_card(ctx, seat, option)
    colors = ctx.catalog.cards[option].colors
    if len(colors) == 1:
        resolve.gain_color(ctx, seat, "crystal", colors[0])
        return None
    # A dual-colour card: one of its colours; an Artifact has none: any basic colour (decision, basic_actions.yaml).
    return Decision("savage_harvesting_color", seat, list(colors or BASIC_COLORS))


@part.answers("savage_harvesting_color")
def answer_savage_harvesting_color(ctx: Ctx, seat: int, decision: Decision, color: str) -> None:
    resolve.gain_color(ctx, seat, "crystal", color)


# --- Ruthless Coercion (Krang), basic: when recruiting --------------------------------------------------

@part.hook("krang_ruthless_coercion_discount")
def krang_ruthless_coercion_discount(ctx: Ctx, seat: int, hook: Hook, path: list[str],
                                     queue: list[list[str]]) -> None:
    """"You may recruit one Unit at a discount of 2 this turn; if you do, Reputation -1": remembered now."""
    ctx.state.turn.remember(hook.name, hook.args["discount"], hook.args["reputation"])


COERCION_WORD = "yes"  # the `discount=` word of a recruit with Ruthless Coercion's discount (interaction.py)


@part.adjusts(RECRUIT_DISCOUNTS)
def _coercion_discount(ctx: Ctx, discounts: dict[str, int]) -> dict[str, int]:
    amount = recruit_discount(ctx)
    return {**discounts, COERCION_WORD: amount} if amount else discounts


@part.reacts(RECRUIT_DISCOUNT_USED)
def _coercion_used(ctx: Ctx, seat: int, words: list[str]) -> None:
    if COERCION_WORD in words:
        use_recruit_discount(ctx, seat)


def recruit_discount(ctx: Ctx) -> int:
    """The Influence a recruit may be cheaper by now (the interaction offers it with and without)."""
    entries = ctx.state.turn.entries("krang_ruthless_coercion_discount")
    return int(entries[0][1]) if entries else 0


def use_recruit_discount(ctx: Ctx, seat: int) -> None:
    """A Unit was recruited with the discount: it is used up, and Reputation changes."""
    entry = ctx.state.turn.entries("krang_ruthless_coercion_discount")[0]
    ctx.state.turn.lasting.remove(entry)
    resolve.gain(ctx, seat, Reputation(int(entry[2])), [])


# --- Druidic Paths (Braevalar), basic: the cost of one space ---------------------------------------------

DRUIDIC_PATHS_MIN = 2


def _reducible_spaces(ctx: Ctx) -> list[str]:
    """Labels of the spaces where "-1, to a minimum of 2" changes the printed Move cost."""
    layout = MapLayout.from_rows(ctx.state.map.tiles)
    labels = []
    for key, space in spaces(ctx):
        cost = ctx.catalog.terrains[space.terrain].cost(not ctx.is_day)
        if space.site != "city" and cost is not None and cost > DRUIDIC_PATHS_MIN:
            labels.append(space_label(layout, parse_hex(key)))
    return labels


@part.hook("braevalar_druidic_paths")
def braevalar_druidic_paths(ctx: Ctx, seat: int, hook: Hook, path: list[str],
                            queue: list[list[str]]) -> Decision | None:
    """Basic: "The Move cost of one space is reduced by 1 this turn (to a minimum of 2)": pick the space."""
    labels = _reducible_spaces(ctx)
    return Decision("druidic_paths", seat, labels) if labels else None


@part.answers("druidic_paths")
def answer_druidic_paths(ctx: Ctx, seat: int, decision: Decision, label: str) -> None:
    key = hex_key(*parse_label(MapLayout.from_rows(ctx.state.map.tiles), label))
    ctx.state.turn.lasting.append(["braevalar_druidic_paths", key])


@part.adjusts(SPACE_MOVE_COST)
def space_move_cost(ctx: Ctx, cost: int, key: str) -> int:
    """The Move cost of entering the space `key`, after Druidic Paths."""
    if ["braevalar_druidic_paths", key] in ctx.state.turn.lasting and cost > DRUIDIC_PATHS_MIN:
        return max(cost - 1, DRUIDIC_PATHS_MIN)
    return cost


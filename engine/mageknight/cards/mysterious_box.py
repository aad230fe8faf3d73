"""Mysterious Box (Ultimate Edition Artifact; rules spec §5.1.4, §5.11): the Box used as the top Artifact.

"Remove and reveal the top card of the Artifacts deck. This turn, you may use Mysterious Box as if it was that
Artifact. If you do then Fame +1. At the end of the turn: put the revealed Artifact on the bottom of the Artifacts
deck; if you did not use Mysterious Box then put it back in your hand; if you placed it on a Unit as a banner then
discard it."

Played (basic), the Box reveals the top Artifact (Turn.box_revealed; an undo barrier, §5.13.2) and lies in the Play
area. The use comes when the player wants it, later in the turn, as a play of its own (once, Fame +1):
    play card=mysterious_box mode=revealed_basic           the revealed Artifact's basic effect; the Box stays in the
                                                           Play area and is discarded with it (§9.3.2)
    play card=mysterious_box mode=revealed_powered         its strong effect: the Box is thrown away, as that Artifact
                                                           would be (§5.1.4; the decision in artifacts.yaml)
    play card=mysterious_box mode=revealed_banner unit=N   a revealed Banner: the Box goes onto Unit N
                                                           (UnitCard.banner is the Box, UnitCard.banner_as the Banner)
The Box's strong side reveals and uses the revealed Artifact's strong effect at once. Whether it is playable does not
look at the hidden card (that would tell it through what is offered): it is playable whenever the Artifact deck holds
a card. If the revealed strong effect cannot be used now, the Box was not used: it is not thrown away but lies in the
Play area as after the basic play, and may still be used this turn.
A Box on a Unit has that Banner's effects: artifact_hooks reads the Banner through `banner_card`. Its end-of-turn
steps (`end_of_turn`, first in artifact_hooks' chain, after the Play area went to the discard pile, §9.3.2).
"""
from __future__ import annotations

from engine.core import Action
from engine.mageknight import resolve, timing
from engine.mageknight.catalog.effects import Hook
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.rulebook import CONTENT_PLAYS, MODE_PLAYED, PLAY_MODES, Part  # play.py
from engine.mageknight.state import Played, UnitCard
from engine.mageknight.unit_area import discard_banner as _discard_banner, leave_without_command
from engine.mageknight.units import may_activate_now

part = Part("mysterious_box")

CARD = "mysterious_box"
USED = "mysterious_box_used"  # Turn.lasting [USED]: the Box was used as the revealed Artifact this turn
BASIC, POWERED, BANNER = "revealed_basic", "revealed_powered", "revealed_banner"
USES = (BASIC, POWERED, BANNER)  # the `mode=` of a play of the Box as the revealed Artifact


def banner_card(unit: UnitCard) -> str | None:
    """The Banner whose effects the Unit has: a Mysterious Box on it is the Banner it revealed (§5.11.1)."""
    return unit.banner_as if unit.banner == CARD and unit.banner_as else unit.banner


# --- Playing the Box: the reveal ---------------------------------------------------------------------------------

def mysterious_box_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    """Both sides need a card to reveal; never the hidden card's own effect (it would show through the offer)."""
    return bool(ctx.state.decks.artifacts)


@part.hook(CARD, mysterious_box_playable)
def mysterious_box(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """Basic: reveal; the use is a play of its own (legal_uses). Strong: reveal and use the strong effect now, or,
    when it cannot be used now, keep the Box (play.py threw it away) in the Play area as after the basic play."""
    revealed = ctx.state.decks.artifacts.pop()  # the top of the Artifact deck (rewards.py draws from the end)
    ctx.state.turn.box_revealed = revealed
    name = ctx.catalog.cards[revealed].name
    ctx.say("box_revealed", f"Mysterious Box reveals {name.en} from the Artifact deck.",
            f"Die Geheimnisvolle Kiste deckt {name.de} aus dem Artefaktdeck auf.", reveals=True, card=revealed)
    if hook.args["side"] != "powered":
        return
    strong = ctx.catalog.cards[revealed].powered
    if strong is not None and strong.effect is not None and timing.side_playable(ctx, strong):
        _used(ctx, seat)
        queue.insert(0, ["card", revealed, "powered"])
        return
    ctx.state.decks.box.remove(CARD)
    ctx.player(seat).play_area.append(Played(CARD, "basic"))
    ctx.say("box_kept", f"The strong effect of {name.en} cannot be used now: Mysterious Box is not thrown away.",
            f"Die starke Wirkung von {name.de} ist jetzt nicht nutzbar: Die Geheimnisvolle Kiste bleibt im Spiel.")


def _used(ctx: Ctx, seat: int) -> None:
    """"If you do then Fame +1": once, when the Box is used as the revealed Artifact."""
    ctx.state.turn.lasting.append([USED])
    resolve.gain_fame(ctx, seat, 1)


# --- Using the Box as the revealed Artifact later in the turn ----------------------------------------------------

def _unused_reveal(ctx: Ctx, seat: int) -> str | None:
    """The revealed Artifact while this seat's Box lies unused in the Play area, the turn not ending."""
    turn = ctx.state.turn
    if (turn is None or turn.seat != seat or turn.box_revealed is None or [USED] in turn.lasting
            or turn.ending_step >= 0 or all(played.card != CARD for played in ctx.player(seat).play_area)):
        return None
    return turn.box_revealed


def _side_usable(ctx: Ctx, revealed: str, side: str) -> bool:
    """The side's effect can be carried out now. decision: not Banner of Command's basic effect: its "assign this
    card to [the Unit] instead of a Command token" needs the Banner of Command itself in the Play area
    (banner_of_command.py), so through the Box it could not be carried out completely."""
    card = ctx.catalog.cards[revealed]
    part = card.basic if side == "basic" else card.powered
    if part is None or part.effect is None or (revealed == "banner_of_command" and side == "basic"):
        return False
    return timing.side_playable(ctx, part)


def _banner_moment(ctx: Ctx) -> bool:
    """When a Banner from the hand may be assigned (units.legal_banner_assignments: outside combat and PvP)."""
    return may_activate_now(ctx) and ctx.state.turn.combat is None and ctx.state.pvp is None


@part.adjusts(CONTENT_PLAYS)
def _box_plays(ctx: Ctx, plays: list[Action], seat: int) -> list[Action]:
    return plays + legal_uses(ctx, seat)


@part.adjusts(PLAY_MODES)
def _box_modes(ctx: Ctx, modes: frozenset) -> frozenset:
    return modes | frozenset(USES)


@part.reacts(MODE_PLAYED)
def _box_played(ctx: Ctx, seat: int, action: Action) -> None:
    if action.get("mode") in USES:
        use(ctx, seat, action)


def legal_uses(ctx: Ctx, seat: int) -> list[Action]:
    """The plays of the unused Box as the revealed Artifact (play.legal_plays offers them with the cards)."""
    revealed = _unused_reveal(ctx, seat)
    if revealed is None:
        return []
    actions = [Action.of("play", card=CARD, mode=mode) for mode, side in ((BASIC, "basic"), (POWERED, "powered"))
               if _side_usable(ctx, revealed, side)]
    if ctx.catalog.cards[revealed].banner and _banner_moment(ctx):
        actions += [Action.of("play", card=CARD, mode=BANNER, unit=index)
                    for index in range(len(ctx.player(seat).units))]
    return actions


def use(ctx: Ctx, seat: int, action: Action) -> None:
    """`play card=mysterious_box mode=revealed_...`: the Box used as the revealed Artifact (§5.1.4, §5.11.1)."""
    if action.get("card") != CARD or action not in legal_uses(ctx, seat):
        raise refuse("Mysterious Box can be used once, this turn, as the Artifact it revealed: its basic or strong "
                     "effect when that can be used now, or a revealed Banner assigned to a Unit.",
                     "Die Geheimnisvolle Kiste kann in diesem Zug einmal als das aufgedeckte Artefakt genutzt "
                     "werden: seine einfache oder starke Wirkung, wenn sie jetzt nutzbar ist, oder ein aufgedecktes "
                     "Banner, einer Einheit zugeordnet.", "5.1.4")
    player, revealed, mode = ctx.player(seat), ctx.state.turn.box_revealed, action.get("mode")
    name = ctx.catalog.cards[revealed].name
    _used(ctx, seat)
    if mode == BANNER:
        _onto_unit(ctx, seat, revealed, int(action.get("unit")))
        return
    if mode == POWERED:  # §5.1.4: thrown away for the strong effect, as that Artifact would be
        player.play_area.remove(next(played for played in player.play_area if played.card == CARD))
        ctx.state.decks.box.append(CARD)
        ctx.say("thrown_away", f"Mysterious Box is thrown away for the strong effect of {name.en}.",
                f"Die Geheimnisvolle Kiste wird für die starke Wirkung von {name.de} entfernt.", card=CARD)
    else:
        ctx.say("box_used", f"Mysterious Box is used as {name.en}.",
                f"Die Geheimnisvolle Kiste wird als {name.de} genutzt.", card=CARD)
    resolve.resolve_queue(ctx, seat, [["card", revealed, "basic" if mode == BASIC else "powered"]])


def _onto_unit(ctx: Ctx, seat: int, revealed: str, index: int) -> None:
    """The Box leaves the Play area for the Unit as that Banner; a Banner there before goes to the discard pile
    (§5.11.2), and a Unit whose Banner of Command it replaces leaves the game (Lost Legion 2.3), as units.py does."""
    player = ctx.player(seat)
    player.play_area.remove(next(played for played in player.play_area if played.card == CARD))
    unit = player.units[index]
    old, commanded = unit.banner, unit.banner_commands
    unit.banner, unit.banner_as, unit.banner_flipped = CARD, revealed, False
    banner, name = ctx.catalog.cards[revealed].name, ctx.catalog.units[unit.unit].name
    ctx.say("banner_assigned", f"{ctx.hero_name(seat).en} assigns Mysterious Box to {name.en} as {banner.en}.",
            f"{ctx.hero_name(seat).de} gibt {name.de} die Geheimnisvolle Kiste als {banner.de}.",
            card=CARD, unit=unit.unit, seat=seat)
    if old is not None:
        _discard_banner(ctx, seat, old)
    if commanded:
        leave_without_command(ctx, seat, index)


# --- The end of the turn ------------------------------------------------------------------------------------------

def end_of_turn(ctx: Ctx, seat: int) -> None:
    """The revealed Artifact to the bottom of the Artifact deck; an unused Box back to the hand (the Play area was
    just discarded, §9.3.2: it is taken from the discard pile; a Box stolen in a PvP is no longer there); a Box on a
    Unit to the discard pile (its Unit keeps no Banner)."""
    turn, player = ctx.state.turn, ctx.player(seat)
    if turn.box_revealed is None:
        return
    ctx.state.decks.artifacts.insert(0, turn.box_revealed)  # the bottom, as rewards.py puts one back (§9.5.2)
    name = ctx.catalog.cards[turn.box_revealed].name
    ctx.say("box_returned", f"{name.en} goes to the bottom of the Artifact deck.",
            f"{name.de} kommt unter das Artefaktdeck.", card=turn.box_revealed)
    turn.box_revealed = None
    if [USED] not in turn.lasting and CARD in player.discard:
        player.discard.remove(CARD)
        player.hand.append(CARD)
        ctx.say("box_back", "Mysterious Box was not used: it goes back to the hand.",
                "Die Geheimnisvolle Kiste wurde nicht genutzt: Sie kommt zurück auf die Hand.", card=CARD)
    for unit in player.units:
        if unit.banner == CARD:
            unit.banner, unit.banner_flipped = None, False
            _discard_banner(ctx, seat, CARD)
        unit.banner_as = None

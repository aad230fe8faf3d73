"""The Scouts Unit (Lost Legion §2.2.5; data/mageknight/units.yaml): its look at a hidden enemy (`scouts_peek`), and
its rule "You may reveal a new tile at a distance of 2 spaces instead of 1" (`scouts_far_explore`, carried out in
movement.py).

"Look at a face-down enemy token within 3 spaces, or at the top token of any enemy token pile. If you defeat that
enemy this turn, Fame +1." The look is private (an event only its player sees) and new information (a checkpoint,
§5.13.2); the token stays face down, the pile unchanged.

"That enemy" is followed into combat through a Turn.lasting entry [PEEK, Fame, enemy id, "at" | "not_at", places...]
that combat/phases.defeat asks about (`bonus_for_defeat`). A foe is that enemy when it has the enemy id seen and
  - a token on the map ("at"): its token came from the space looked at (Foe.origin);
  - a pile's top ("not_at"): its token was not already out when the player looked: not from a space that held that
    enemy then, nor drawn for the combat under way then (origin ""). Tokens leave a pile from the top only, so the
    first token of that enemy to come out of hiding afterwards is the one seen.
decision: tokens of the same enemy from the same space (or two copies drawn after the look) cannot be told apart
once face up, so either counts as "that enemy"; the Fame +1 is gained once per look, as the card gives it once.
A defeat that gives no Fame (a summoned monster, §8.7.7) gives none from Scouts either.
"""
from __future__ import annotations

from engine.mageknight.board import layout_of
from engine.mageknight.catalog.effects import Hook
from engine.mageknight.context import Ctx
from engine.mageknight.effect_paths import node_at
from engine.mageknight.geometry import distance, parse_label, shown_label, space_label
from engine.mageknight.rulebook import DEFEAT_FAME, Part
from engine.mageknight.spaces import SCOUTS_FAR_EXPLORE  # read by movement.py
from engine.mageknight.state import SCOUTS_PEEK as PEEK, Decision, Foe, hex_key, parse_hex
from engine.mageknight.words import ENEMY_COLORS

part = Part("scouts")

TOKEN, PILE = "token:", "pile:"  # options: "token:<space label>:<index on the space>", "pile:<enemy colour>"


def _hidden_tokens(ctx: Ctx, seat: int, reach: int) -> list[str]:
    """The face-down tokens within `reach` spaces of the Hero, as options."""
    here = ctx.player(seat).position
    if here is None:
        return []
    layout = layout_of(ctx)
    return [f"{TOKEN}{space_label(layout, parse_hex(key))}:{index}"
            for key, tokens in ctx.state.map.enemies.items()
            if distance(parse_hex(here), parse_hex(key)) <= reach
            for index, token in enumerate(tokens) if not token.face_up]


def _piles(ctx: Ctx) -> list[str]:
    """The enemy piles that have a top token (an empty pile is rebuilt only when a token is drawn, §2.2.2)."""
    return [f"{PILE}{color}" for color, pile in ctx.state.decks.enemies.items() if pile]


def _options(ctx: Ctx, seat: int, hook: Hook) -> list[str]:
    return _hidden_tokens(ctx, seat, int(hook.args["distance"])) + _piles(ctx)


def scouts_peek_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return bool(_options(ctx, ctx.state.turn.seat, hook))


@part.hook(PEEK, scouts_peek_playable)
def scouts_peek(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision:
    return Decision(PEEK, seat, _options(ctx, seat, hook))


@part.answers(PEEK)
def answer_scouts_peek(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    fame = node_at(ctx, decision.path).args["fame"]
    if option.startswith(TOKEN):
        label, index = option.removeprefix(TOKEN).rsplit(":", 1)
        key = hex_key(*parse_label(layout_of(ctx), label))
        enemy, where_en, where_de = ctx.state.map.enemies[key][int(index)].enemy, f"at {label}", \
            f"auf {shown_label(label, 'de')}"
        ctx.state.turn.lasting.append([PEEK, str(fame), enemy, "at", key])
    else:
        color = option.removeprefix(PILE)
        enemy, where_en, where_de = ctx.state.decks.enemies[color][-1], f"on the {color} pile", \
            f"des Feindstapels ({ENEMY_COLORS.get(color, color)})"
        ctx.state.turn.lasting.append([PEEK, str(fame), enemy, "not_at", *_places_of(ctx, enemy)])
    ctx.say("scouts_peek", f"Scouts look at the token {where_en}.", f"Späher sehen sich das Plättchen {where_de} an.",
            reveals=True)
    name = ctx.catalog.enemies[enemy].name
    ctx.say("scouts_peek_seen", f"The token {where_en} is {name.en}.", f"Das Plättchen {where_de} ist {name.de}.",
            visible_to=seat, enemy=enemy)


def _places_of(ctx: Ctx, enemy: str) -> list[str]:
    """Where tokens of that enemy are out of the piles now: spaces, and "" for one drawn for the combat under way."""
    places = [key for key, tokens in ctx.state.map.enemies.items() if any(t.enemy == enemy for t in tokens)]
    combat = ctx.state.turn.combat
    if combat is not None and any(foe.enemy == enemy and not foe.origin for foe in combat.foes):
        places.append("")
    return places


def _is_that_enemy(entry: list[str], foe: Foe) -> bool:
    enemy, mode, places = entry[2], entry[3], entry[4:]
    return foe.enemy == enemy and (foe.origin in places) == (mode == "at")


@part.adjusts(DEFEAT_FAME)
def bonus_for_defeat(ctx: Ctx, fame: int, index: int) -> int:
    """The Fame a look by Scouts adds for defeating this foe now; each look gives it once."""
    lasting, foe = ctx.state.turn.lasting, ctx.state.turn.combat.foes[index]
    entry = next((entry for entry in lasting if entry[0] == PEEK and _is_that_enemy(entry, foe)), None)
    if entry is None:
        return fame
    lasting.remove(entry)
    return fame + int(entry[1])


part.carries_out(SCOUTS_FAR_EXPLORE)

"""Combat rewards, claimed in the End of Turn sequence (rules spec §9.5), after the space's benefits and
before levelling up (§9.1).

A won combat leaves its *source* in Turn.rewards: ["site", site id] (the Site Description's `reward`),
["burn", site id] (a burned monastery's), ["ruins", token id] (the Ancient Ruins token's) or ["maze", site id,
path] (a maze's or labyrinth's reward for the path paid, Lost Legion §2.1.2). The step first
turns them into *items*, rolling the mana die where the reward says so, then gives the items one by one,
asking where there is a choice:
    ["fame", n]  ["crystal", colour]  ["crystal", "any_basic"]  ["spell"]  ["advanced_action"]  ["unit"]
    ["artifact", n]  -> ["artifacts", card, ...] once the n + 1 cards are drawn and one must go back (§9.5.2)
"""
from __future__ import annotations

from engine.mageknight.catalog.effects import Fame
from engine.mageknight.catalog.schemas.site_rewards import (ByPath, CrystalChoice, CrystalRoll, DieRoll, Gain,
                                                           RuinsTokenReward)
from engine.mageknight.context import Ctx
from engine.mageknight.interaction import take_and_replenish
from engine.mageknight.resolve import gain, gain_color
from engine.mageknight.setup import reveal_offer
from engine.mageknight.source import roll_die
from engine.mageknight.state import BASIC_COLORS, CRYSTAL_ROLLS, Decision
from engine.mageknight.units import disband_choices, gain_unit, read_disband, recruit_terms
from engine.mageknight.words import german_color

SOURCES = ("site", "burn", "ruins", "maze")
SKIP = "skip"


def _site_rewards(ctx: Ctx, kind: str, ident: str) -> tuple:
    site = ctx.catalog.sites[ident]
    return site.burn_reward if kind == "burn" else site.reward


def _expand(ctx: Ctx, seat: int, rewards) -> list[list]:
    items: list[list] = []
    for reward in rewards:
        if isinstance(reward, Gain):
            if reward.kind in ("fame", "artifact"):
                items.append([reward.kind, reward.count])
            else:
                items += [[reward.kind]] * reward.count
        elif isinstance(reward, CrystalRoll):
            for _ in range(reward.count):
                items.append(_rolled_crystal(ctx, seat))
        elif isinstance(reward, CrystalChoice):
            items += [["crystal", reward.color]] * reward.count
        elif isinstance(reward, DieRoll):
            face = _roll(ctx, seat)
            outcome = reward.outcomes.get(face if face in ("gold", "black") else "basic", ())
            items += _expand(ctx, seat, outcome)
        elif isinstance(reward, (RuinsTokenReward, ByPath)):
            continue  # given through the ["ruins", token] and ["maze", site, path] sources
    return items


def _roll(ctx: Ctx, seat: int) -> str:
    face = roll_die(ctx.state.rng)
    ctx.say("reward_roll",
            f"{ctx.hero_name(seat).en} rolls {face} for a reward.", f"{ctx.hero_name(seat).de} würfelt {german_color(face)} für "
            f"eine Belohnung.", reveals=True, seat=seat)
    return face


def _rolled_crystal(ctx: Ctx, seat: int) -> list:
    """§9.5.1: a basic colour gives that crystal, gold one of your choice, black 1 Fame instead."""
    face = _roll(ctx, seat)
    if face == "black":
        return ["fame", 1]
    return ["crystal", "any_basic" if face == "gold" else face]


def _ruins_items(ctx: Ctx, token_id: str) -> list[list]:
    rewards = ctx.catalog.ruins_tokens[token_id].rewards
    if rewards is None:
        return []
    items: list[list] = [["artifact", rewards.artifact]] if rewards.artifact else []
    items += [["spell"]] * rewards.spell + [["advanced_action"]] * rewards.advanced_action + [["unit"]] * rewards.unit
    items += [["crystal", color] for color in rewards.crystals]
    return items + ([["fame", rewards.fame]] if rewards.fame else [])


def step(ctx: Ctx, seat: int) -> Decision | None:
    """Give every reward won this turn; return the first choice that must be made."""
    turn = ctx.state.turn
    expanded: list[list] = []
    for entry in turn.rewards:
        if entry[0] == "ruins":
            expanded += _ruins_items(ctx, entry[1])
        elif entry[0] == "maze":
            by_path = next(r for r in ctx.catalog.sites[entry[1]].reward if isinstance(r, ByPath))
            expanded += _expand(ctx, seat, by_path.paths[int(entry[2])])
        elif entry[0] == CRYSTAL_ROLLS:  # Druid Nights' incantation (§13.7.8)
            expanded += [_rolled_crystal(ctx, seat) for _ in range(int(entry[1]))]
        elif entry[0] in SOURCES:
            expanded += _expand(ctx, seat, _site_rewards(ctx, entry[0], entry[1]))
        else:
            expanded.append(entry)
    turn.rewards = expanded
    while turn.rewards:
        decision = _give(ctx, seat, turn.rewards[0])
        if decision is not None:
            return decision
        turn.rewards.pop(0)
    return None


def _give(ctx: Ctx, seat: int, item: list) -> Decision | None:
    """Give a reward that needs no choice (and return None), or return the choice it needs."""
    player, state = ctx.player(seat), ctx.state
    kind = item[0]
    if kind == "fame":
        gain(ctx, seat, Fame(int(item[1])), [])
        return None
    if kind == "crystal":
        if item[1] == "any_basic":
            return Decision("reward_crystal", seat, list(BASIC_COLORS))
        gain_color(ctx, seat, "crystal", item[1], spill=False)  # three of a colour: nothing (§9.5.1)
        return None
    if kind == "spell":
        reveal_offer(ctx, "spells")  # First Reconnaissance: an offer face down until first needed is needed now
        return Decision("reward_spell", seat, list(dict.fromkeys(state.offers.spells))) if state.offers.spells else None
    if kind == "advanced_action":
        reveal_offer(ctx, "advanced_actions")
        offer = state.offers.advanced_actions
        return Decision("reward_advanced_action", seat, list(dict.fromkeys(offer))) if offer else None
    if kind == "unit":
        options = [u for u in dict.fromkeys(state.offers.units) if _unit_allowed(ctx, u)]
        return Decision("reward_unit", seat, _unit_options(ctx, seat, options) + [SKIP]) if options else None
    if kind == "artifact":  # draw n + 1, keep n, one goes to the bottom of the Artifact deck (§9.5.2)
        deck, count = state.decks.artifacts, int(item[1])
        drawn = [deck.pop() for _ in range(min(count + 1, len(deck)))]
        ctx.say("reward_artifacts", f"{ctx.hero_name(seat).en} draws {len(drawn)} Artifacts.",
                f"{ctx.hero_name(seat).de} zieht {len(drawn)} Artefakte.", reveals=True, seat=seat)
        if len(drawn) <= count:  # the deck ran short: nothing to put back
            player.deck.extend(drawn)
            return None
        item[:] = ["artifacts", *drawn]  # the cards wait on the reward until one is put back
    if item[0] == "artifacts":
        return Decision("reward_artifact_back", seat, list(dict.fromkeys(item[1:])))
    raise KeyError(f"unknown reward {item!r}")


def _unit_allowed(ctx: Ctx, unit_id: str) -> bool:
    return not recruit_terms(ctx, unit_id).get("interaction_only")  # Magic Familiars' "!" (Lost Legion §2.2.4)


def _unit_options(ctx: Ctx, seat: int, units: list[str]) -> list[str]:
    """Without a free Command token: disband a Unit (or forfeit the reward, SKIP); when this turn's Level up brings
    a new Command token, taking it without disbanding (the Level up comes right after) is one more way beside
    those, not instead of them (§9.5.4 exception)."""
    choices = disband_choices(ctx, seat)
    if _command_token_coming(ctx, seat):
        choices = list(dict.fromkeys([None, *choices]))
    return [unit if disband is None else f"{unit}/disband:{disband}" for unit in units for disband in choices]


def _command_token_coming(ctx: Ctx, seat: int) -> bool:
    player = ctx.player(seat)
    reached = ctx.catalog.level_for_fame(player.fame).level
    return any(level.reward == "command_token" for level in ctx.catalog.levels[player.level:reached])


# --- answers (the step runs again afterwards) ------------------------------------------------------------

def _answer(ctx: Ctx, seat: int, decision: Decision, option: str) -> None:
    turn, state, player = ctx.state.turn, ctx.state, ctx.player(seat)
    item = turn.rewards[0]
    if decision.kind == "reward_crystal":
        gain_color(ctx, seat, "crystal", option, spill=False)
    elif decision.kind in ("reward_spell", "reward_advanced_action"):
        spell = decision.kind == "reward_spell"
        offer = state.offers.spells if spell else state.offers.advanced_actions
        take_and_replenish(ctx, offer, state.decks.spells if spell else state.decks.advanced_actions, option)
        player.deck.append(option)  # on top of the Deed deck (§9.5.3)
        name = ctx.catalog.cards[option].name
        ctx.say("reward_card",
                f"{ctx.hero_name(seat).en} takes {name.en}.", f"{ctx.hero_name(seat).de} nimmt {name.de}.", seat=seat)
    elif decision.kind == "reward_unit":
        if option != SKIP:
            unit, _, disband = option.partition("/disband:")
            state.offers.units.remove(unit)
            postponed = not disband and _command_token_coming(ctx, seat)
            gain_unit(ctx, seat, unit, None if postponed else read_disband(ctx, seat, disband or None))
    elif decision.kind == "reward_artifact_back":
        cards = item[1:]
        cards.remove(option)
        state.decks.artifacts.insert(0, option)  # the bottom of the Artifact deck (§9.5.2)
        player.deck.extend(cards)  # the rest on top of the Deed deck
    turn.rewards.pop(0)


DECISIONS = {kind: _answer for kind in ("reward_crystal", "reward_spell", "reward_advanced_action", "reward_unit",
                                        "reward_artifact_back")}

"""Artifact hooks (data/mageknight/artifacts.yaml; rules spec §5.1.4, §5.11): what the vocabulary cannot say.

hooks.py registers them (HOOKS: name -> (playable, run); DECISIONS: kind -> answer) with the same signatures as
its own hooks. Some act at another moment of the turn and are called from there: the endless mana of the Rings
and the Amulets' day/night mana rules (mana.py reads Turn.lasting), a Spell cast under a Ring (play.py), Healing
points spent and Wounds healed from the hand under the Golden Grail (resolve.py).
"""
from __future__ import annotations

from engine.mageknight.catalog.effects import Fame, Hook
from engine.mageknight.context import Ctx
from engine.mageknight.mana import DARKNESS_BLACK_MANA, ENDLESS_MANA
from engine.mageknight.reveal import SUN_DAY_RULES
from engine.mageknight.source import roll_die
from engine.mageknight.state import BASIC_COLORS, Decision, parse_hex

ACTION_CARDS = ("basic_action", "advanced_action")
RING_FAME = "ring_fame"  # Turn.lasting [RING_FAME, colour]: Fame +1 for each Spell of that colour cast this turn


def _always(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return True


def _lasting(ctx: Ctx, name: str) -> list[list[str]]:
    return [entry for entry in ctx.state.turn.lasting if entry[0] == name]


def _fame(ctx: Ctx, seat: int, amount: int) -> None:
    if amount:
        resolve.gain(ctx, seat, Fame(amount), [])


def _throw_away_from_hand(ctx: Ctx, seat: int, card_id: str) -> None:
    """§5.8.2: a card thrown away leaves the game."""
    ctx.player(seat).hand.remove(card_id)
    ctx.state.decks.box.append(card_id)
    name = ctx.catalog.cards[card_id].name
    ctx.say("thrown_away", f"{name.en} is thrown away.", f"{name.de} wird aus dem Spiel entfernt.", card=card_id)


# --- The Rings, strong: endless mana of their colour and black; Fame for the Spells of their colour -------------

def _spells_cast(ctx: Ctx, seat: int, color: str) -> int:
    """Spells of that colour cast this turn so far: in the Play area, played basic or strong (§5.1.3)."""
    cards = ctx.catalog.cards
    return sum(cards[p.card].kind == "spell" and color in cards[p.card].colors and p.mode != "sideways"
               for p in ctx.player(seat).play_area)


def ring(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"You have an endless supply of red and black mana this turn. Fame +1 for each red Spell you cast this turn."
    The mana is pure mana that is never used up (mana.py); black still needs Night rules (§5.9.2).
    decision: the Spells cast earlier this turn count too, because the card says "this turn"."""
    color = hook.args["color"]
    ctx.state.turn.lasting += [[ENDLESS_MANA, color], [ENDLESS_MANA, "black"], [RING_FAME, color]]
    _fame(ctx, seat, _spells_cast(ctx, seat, color))


def spell_cast(ctx: Ctx, seat: int, card_id: str) -> None:
    """A Spell was cast (play.py): Fame +1 for each Ring of its colour played this turn."""
    colors = ctx.catalog.cards[card_id].colors
    _fame(ctx, seat, sum(entry[1] in colors for entry in _lasting(ctx, RING_FAME)))


# --- Amulet of the Sun: at Night, gold mana and the Day's revealing rules ------------------------------------------

def amulet_of_the_sun_day_rules(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """Played at Night: "you can use gold mana, and you reveal garrisons of nearby fortified sites and all ruins as
    if it were Day". Gold is used as by Day (mana.py); the face-down Ruins tokens turn up now, as at the start of a
    Day Round (§3.2), and the defenders next to the Hero now and after each move this turn (movement.py).
    decision: "nearby" is the Day rule's "adjacent" (§6.7), the only distance the rules give."""
    ctx.state.turn.lasting.append([SUN_DAY_RULES])
    hidden = [entry for entry in ctx.state.map.ruins.values() if not entry[1]]
    for entry in hidden:
        entry[1] = True
    if hidden:
        ctx.say("ruins_revealed", "Amulet of the Sun: the Ruins tokens are revealed.",
                "Amulett der Sonne: Die Ruinenplättchen werden aufgedeckt.", reveals=True)
    from engine.mageknight.movement import reveal_adjacent_defenders
    position = ctx.player(seat).position
    if position is not None:
        reveal_adjacent_defenders(ctx, parse_hex(position))


# --- Endless Gem Pouch, basic: two mana die rolls ------------------------------------------------------------------

GEM_POUCH_GOLD = "endless_gem_pouch_gold"  # Turn.lasting [GEM_POUCH_GOLD]: a gold roll whose crystal is to choose


def endless_gem_pouch(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """"Roll a mana die two times. Gain a crystal for each color rolled (if you roll gold, you choose the color). If
    you roll black, Fame +1 instead of a crystal." A crystal beyond the third becomes a mana token (§5.7.2). Rolling
    is an undo barrier (§5.13.2)."""
    faces = [roll_die(ctx.state.rng) for _ in range(int(hook.args["rolls"]))]
    ctx.say("gem_pouch_rolls", f"Endless Gem Pouch rolls {', '.join(faces)}.",
            f"Bodenloser Edelsteinbeutel würfelt {', '.join(faces)}.", reveals=True, faces=faces)
    for face in faces:
        if face in BASIC_COLORS:
            resolve.gain_color(ctx, seat, "crystal", face)
        elif face == "black":
            _fame(ctx, seat, 1)
        else:
            ctx.state.turn.lasting.append([GEM_POUCH_GOLD])
    return _gold_crystal(ctx, seat)


def _gold_crystal(ctx: Ctx, seat: int) -> Decision | None:
    return Decision("gem_pouch_gold", seat, list(BASIC_COLORS)) if _lasting(ctx, GEM_POUCH_GOLD) else None


def answer_gem_pouch_gold(ctx: Ctx, seat: int, decision: Decision, color: str) -> Decision | None:
    ctx.state.turn.lasting.remove([GEM_POUCH_GOLD])
    resolve.gain_color(ctx, seat, "crystal", color)
    return _gold_crystal(ctx, seat)


# --- Book of Wisdom: throw away an Action card for a card of its colour from an offer --------------------------------

def _offer(ctx: Ctx, kind: str) -> tuple[list[str], list[str]] | None:
    """The offer and deck of Advanced Actions or Spells; None while the offer is still face down (decision: First
    Reconnaissance keeps it hidden until a rule needs it, and a card cannot be taken from a hidden offer)."""
    name = "advanced_actions" if kind == "advanced_action" else "spells"
    if name in ctx.state.offers.hidden:
        return None
    return getattr(ctx.state.offers, name), getattr(ctx.state.decks, name)


def _same_color(ctx: Ctx, card_id: str, offer: list[str]) -> list[str]:
    """Offer cards sharing a colour with the card (a dual-colour Action card matches either of its colours)."""
    colors = set(ctx.catalog.cards[card_id].colors)
    return [other for other in offer if colors & set(ctx.catalog.cards[other].colors)]


def _wisdom_cards(ctx: Ctx, hook: Hook, hand: list[str]) -> list[str]:
    offer = _offer(ctx, hook.args["gain"])
    return [card for card in dict.fromkeys(hand)
            if offer is not None and ctx.catalog.cards[card].kind in ACTION_CARDS and _same_color(ctx, card, offer[0])]


def book_of_wisdom_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    hand = resolve.hand_without(ctx.player(ctx.state.turn.seat).hand, aside)
    return bool(_wisdom_cards(ctx, hook, hand))


def book_of_wisdom(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """Basic: "Throw away an Action card from your hand. Gain an Advanced Action card from the Advanced Actions offer
    to your hand that is the same color". Strong: a Spell from the Spells offer, and a crystal of that colour. The
    card goes to the hand as printed, not on the Deed deck (§5.7.3: "unless stated otherwise"); the offer is
    replenished at once."""
    cards = _wisdom_cards(ctx, hook, ctx.player(seat).hand)
    return Decision("book_of_wisdom_card", seat, cards) if len(cards) > 1 else _wisdom_throw(ctx, seat, hook, cards[0])


def answer_book_of_wisdom_card(ctx: Ctx, seat: int, decision: Decision, card_id: str) -> Decision | None:
    return _wisdom_throw(ctx, seat, resolve.node_at(ctx, decision.path), card_id)


def _wisdom_throw(ctx: Ctx, seat: int, hook: Hook, card_id: str) -> Decision | None:
    gains = _same_color(ctx, card_id, _offer(ctx, hook.args["gain"])[0])
    _throw_away_from_hand(ctx, seat, card_id)
    return Decision("book_of_wisdom_gain", seat, gains) if len(gains) > 1 else _wisdom_gain(ctx, seat, hook, gains[0])


def answer_book_of_wisdom_gain(ctx: Ctx, seat: int, decision: Decision, card_id: str) -> None:
    _wisdom_gain(ctx, seat, resolve.node_at(ctx, decision.path), card_id)


def _wisdom_gain(ctx: Ctx, seat: int, hook: Hook, card_id: str) -> None:
    from engine.mageknight.interaction import take_and_replenish
    offer, deck = _offer(ctx, hook.args["gain"])
    take_and_replenish(ctx, offer, deck, card_id)
    ctx.player(seat).hand.append(card_id)
    card = ctx.catalog.cards[card_id]
    ctx.say("gained_card", f"Seat {seat + 1} takes {card.name.en} into the hand.",
            f"Platz {seat + 1} nimmt {card.name.de} auf die Hand.", card=card_id)
    if hook.args["crystal"]:
        resolve.gain_color(ctx, seat, "crystal", card.colors[0])


# --- Tome of All Spells: discard a card, use a Spell of its colour from the offer -----------------------------------

def _tome_spells(ctx: Ctx, hook: Hook, card_id: str, aside: tuple[str, ...]) -> list[str]:
    """Spells of the offer sharing a colour with the discarded card whose side is playable now: a Spell's strong
    effect is otherwise only for the Night (§5.1.3); the strong Tome allows it by Day too."""
    offer = _offer(ctx, "spell")
    if offer is None or (hook.args["side"] == "powered" and not hook.args.get("allow_day") and ctx.is_day):
        return []
    side = hook.args["side"]
    return [spell for spell in _same_color(ctx, card_id, offer[0])
            if resolve.playable(ctx, resolve.root_effect(ctx, "card", spell, side), (*aside, card_id))]


def _tome_cards(ctx: Ctx, hook: Hook, hand: list[str], aside: tuple[str, ...]) -> list[str]:
    """Cards "of any color" (never a Wound, §5.4.2; an Artifact has no colour) that open a usable Spell."""
    return [card for card in dict.fromkeys(hand)
            if card != resolve.WOUND and _tome_spells(ctx, hook, card, aside)]


def tome_of_all_spells_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    hand = resolve.hand_without(ctx.player(ctx.state.turn.seat).hand, aside)
    return bool(_tome_cards(ctx, hook, hand, aside))


def tome_of_all_spells(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    """"Discard a card of any color. Use the basic (strong) effect of a Spell of the same color from the Spells offer
    without paying its mana cost." A composite effect (§5.6): the Spell keeps its colour (Lost Legion 5.7) and stays
    in the offer."""
    cards = _tome_cards(ctx, hook, ctx.player(seat).hand, ())
    if len(cards) > 1:
        return Decision("tome_discard", seat, cards)
    return _tome_discard(ctx, seat, hook, cards[0], queue)


def answer_tome_discard(ctx: Ctx, seat: int, decision: Decision, card_id: str) -> Decision | None:
    return _tome_discard(ctx, seat, resolve.node_at(ctx, decision.path), card_id, decision.queue)


def _tome_discard(ctx: Ctx, seat: int, hook: Hook, card_id: str, queue: list[list[str]]) -> Decision | None:
    spells = _tome_spells(ctx, hook, card_id, ())
    resolve.discard_card(ctx, seat, card_id)
    if len(spells) > 1:
        return Decision("tome_spell", seat, spells)
    _use_spell(ctx, hook, spells[0], queue)
    return None


def answer_tome_spell(ctx: Ctx, seat: int, decision: Decision, spell: str) -> None:
    _use_spell(ctx, resolve.node_at(ctx, decision.path), spell, decision.queue)


def _use_spell(ctx: Ctx, hook: Hook, spell: str, queue: list[list[str]]) -> None:
    queue.insert(0, ["card", spell, hook.args["side"]])
    name = ctx.catalog.cards[spell].name
    ctx.say("spell_used", f"The Tome uses {name.en} from the offer.", f"Der Foliant nutzt {name.de} aus dem Angebot.",
            card=spell)


# --- Golden Grail: Fame for its Healing points; a card for each Wound healed from the hand ---------------------------

GRAIL_FAME, GRAIL_DRAW = "golden_grail_fame", "golden_grail_draw"


def golden_grail_fame(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"Heal 2. Fame +1 for each point of Healing provided by this card you spend this turn": its points are counted
    as the next spent (Turn.lasting [GRAIL_FAME, points left]). decision: when other Healing points are left too,
    the Grail's are spent first: Healing points are alike (§10.3.3), and this is the player's best order."""
    ctx.state.turn.lasting.append([GRAIL_FAME, str(hook.args["points"])])


def healing_spent(ctx: Ctx, seat: int, points: int) -> None:
    """Healing points were spent (resolve.py): Fame for those the Grail gave."""
    for entry in _lasting(ctx, GRAIL_FAME):
        counted = min(points, int(entry[1]))
        entry[1] = str(int(entry[1]) - counted)
        points -= counted
        _fame(ctx, seat, counted)


def golden_grail_draw(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> None:
    """"Heal 6. Every time you Heal a Wound from hand this turn, draw a card": from now on (before its own Heal)."""
    ctx.state.turn.lasting.append([GRAIL_DRAW])


def wounds_healed_from_hand(ctx: Ctx, seat: int, count: int) -> None:
    """Wounds left the hand by Healing (resolve.heal_hand): one card each under the strong Golden Grail."""
    if [GRAIL_DRAW] in ctx.state.turn.lasting:
        resolve.draw_cards(ctx, seat, count)


# --- Circlet of Proficiency: a Skill of the common offer --------------------------------------------------------------

def _circlet_skills(ctx: Ctx, hook: Hook) -> list[str]:
    """Basic: the non-interactive Skills of the offer usable now (a passive one has nothing to use); strong: any."""
    from engine.mageknight import skills
    offer = list(dict.fromkeys(ctx.state.offers.skills))
    if hook.args["mode"] == "take":
        return offer
    return [skill for skill in offer if ctx.catalog.skills[skill].usage in skills.ACTIVE_USAGES
            and skills.phase_fits(ctx, ctx.catalog.skills[skill].phase)
            and resolve.playable(ctx, ctx.catalog.skills[skill].effect)]


def circlet_of_proficiency_playable(ctx: Ctx, hook: Hook, aside: tuple[str, ...]) -> bool:
    return bool(_circlet_skills(ctx, hook))


def circlet_of_proficiency(ctx: Ctx, seat: int, hook: Hook, path: list[str], queue: list[list[str]]) -> Decision | None:
    return Decision("circlet_skill", seat, _circlet_skills(ctx, hook))


def answer_circlet_skill(ctx: Ctx, seat: int, decision: Decision, skill_id: str) -> None:
    """Basic: "Use any non-interactive Skill in the Common Skills offer (including your own) as if it was your Skill.
    If it is a Skill usable each turn (one that does not flip), use its effect twice" (it stays in the offer).
    Strong: "Take any Skill in the Common Skills offer and keep it for the rest of the game, as if acquired through a
    Level up": solo, a Dummy Skill joins the offer then (§13.3.2)."""
    from engine.mageknight.dummy import reveal_skill
    hook, skill = resolve.node_at(ctx, decision.path), ctx.catalog.skills[skill_id]
    if hook.args["mode"] == "take":
        ctx.state.offers.skills.remove(skill_id)
        ctx.player(seat).skills.append(skill_id)
        ctx.say("skill_taken", f"Seat {seat + 1} takes the Skill {skill.name.en}.",
                f"Platz {seat + 1} nimmt die Fertigkeit {skill.name.de}.")
        reveal_skill(ctx)
        return
    times = 2 if skill.usage == "once_per_turn" else 1
    decision.queue[0:0] = [["skill", skill_id, "effect"]] * times
    ctx.say("skill_borrowed", f"Seat {seat + 1} uses the Skill {skill.name.en} ({times}x).",
            f"Platz {seat + 1} nutzt die Fertigkeit {skill.name.de} ({times}x).")


# --- The registry (hooks.py wraps these) ----------------------------------------------------------------------------

HOOKS = {
    "ruby_ring": (_always, ring),
    "sapphire_ring": (_always, ring),
    "diamond_ring": (_always, ring),
    "emerald_ring": (_always, ring),
    SUN_DAY_RULES: (_always, amulet_of_the_sun_day_rules),
    "endless_gem_pouch": (_always, endless_gem_pouch),
    "book_of_wisdom": (book_of_wisdom_playable, book_of_wisdom),
    "tome_of_all_spells": (tome_of_all_spells_playable, tome_of_all_spells),
    GRAIL_FAME: (_always, golden_grail_fame),
    GRAIL_DRAW: (_always, golden_grail_draw),
    "circlet_of_proficiency": (circlet_of_proficiency_playable, circlet_of_proficiency),
}

DECISIONS = {
    "gem_pouch_gold": answer_gem_pouch_gold,
    "book_of_wisdom_card": answer_book_of_wisdom_card,
    "book_of_wisdom_gain": answer_book_of_wisdom_gain,
    "tome_discard": answer_tome_discard,
    "tome_spell": answer_tome_spell,
    "circlet_skill": answer_circlet_skill,
}

# Rule changes that mana.py reads from Turn.lasting (resolve.gain puts them there).
MANA_RULES = frozenset({DARKNESS_BLACK_MANA})

# Last, as module objects: resolve imports this module, which needs it back. The rule modules that import resolve's
# names are imported where they are used.
from engine.mageknight import resolve  # noqa: E402

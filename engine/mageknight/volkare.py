"""General Volkare in his own scenarios (The Lost Legion §3, §4): his army, his deck, his Tactic and place in the
Round Order, his token in a combat, the Units his rests draw away, and what anyone sees of him.

He replaces the Dummy player but counts as a player (LL §4.1.3): the scenario's setup gives the extra die and Unit.
His tables (army by level, attack by die face, directions, difficulty) are the catalogue's (volkare.yaml). His turn
is volkare_turn.py's; a Hero he attacks, or who attacks him, is volkare_fight.py's.
"""
from __future__ import annotations

from functools import lru_cache

from engine.mageknight.catalog.schemas.volkare import COMBAT_LEVELS, RACE_LEVELS, TOKEN_COLOR, token_id
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.dummy import random_tactic
from engine.mageknight.reveal import draw_enemy
from engine.mageknight.source import roll_die
from engine.mageknight.state import WOUND, Foe, Token, Volkare, hex_key
from engine.mageknight.words import ELEMENT_NAMES, german_color

VOLKARE = -2  # his "seat" in the Round Order's cycle (rounds.turn_cycle), as the Dummy's is -1
COMBAT_LEVEL, RACE_LEVEL = "combat_level", "race_level"  # the table options (LL §4.1.1)
DEFAULT_COMBAT_LEVEL, DEFAULT_RACE_LEVEL = "daring", "fair"  # the gentlest, for a group's first game against him
# decision: the marked slots take the colours of the mana die in this order; for the 5th and 6th marked slot (a
# Thrilling race with 3-4 players) the rulebook has no basic colour left (LL §4.1.4 [Unclear]), so gold and black,
# the die's other faces, mark them: every face of his die then means a slot.
MARK_COLORS = ("red", "blue", "green", "white", "gold", "black")
CAMP_KIND = "volkare_camp"  # the tile kind of Volkare's Camp
ARMY = "volkare_army"  # Foe.origin: a token of his army (LL §3.5)


def table(catalog, scenario_id: str):
    """The scenario's Volkare tables (volkare.yaml), or None where he does not play."""
    return catalog.volkare_scenarios.get(scenario_id)


def marches(state) -> bool:
    """He takes turns, in his own scenarios; in his Camp instead of a City he never moves (LL §5.1)."""
    return state.volkare is not None and not state.volkare.camp


def check_levels(catalog, scenario_id: str, combat_level: str, race_level: str) -> None:
    """The levels name a row of the scenario's tables; a scenario without Volkare takes only the defaults."""
    known = table(catalog, scenario_id)
    if known is None:
        if (combat_level, race_level) != (DEFAULT_COMBAT_LEVEL, DEFAULT_RACE_LEVEL):
            name = catalog.scenarios[scenario_id].name
            raise refuse(f"{name.en} has no General Volkare: combat_level and race_level belong to his scenarios.",
                         f"In {name.de} spielt General Volkare nicht mit: `combat_level` und `race_level` gehören zu "
                         f"seinen Szenarien.", "LL 4.1.1")
        return
    if combat_level not in known.volkare_levels or race_level not in known.wounds:
        raise refuse("combat_level is daring, heroic or legendary; race_level is fair, tight or thrilling.",
                     "Das Kampflevel (`combat_level`) ist `daring` (kühn), `heroic` (heldenhaft) oder `legendary` "
                     "(legendär); das Wettlauflevel (`race_level`) `fair` (gerecht), `tight` (knapp) oder "
                     "`thrilling` (atemlos).", "LL 4.1.1")


def create(ctx: Ctx, combat_level: str, race_level: str) -> None:
    """LL §4.1.3: his level by the combat level and the number of players, that many tokens face down, his figure on
    the Camp's space (which has no effect in his scenarios); the Unit offer's first slots marked (§4.1.4). His deck
    waits for the Heroes (build_deck)."""
    state, catalog = ctx.state, ctx.catalog
    known = table(catalog, state.scenario)
    level = known.volkare_levels[combat_level][state.seats - 1]
    camp = hex_key(*next((q, r) for tile, q, r in state.map.tiles if catalog.tiles[tile].kind == CAMP_KIND))
    state.map.sites_without_effect.append(camp)
    volkare = Volkare(hero="", level=level, combat_level=combat_level, race_level=race_level, position=camp,
                      army=draw_army(ctx, level))
    state.volkare = volkare
    mark_slots(ctx)
    ctx.say("volkare", f"General Volkare (level {level}) camps with {len(volkare.army)} tokens in his army.",
            f"General Volkare (Level {level}) lagert mit {len(volkare.army)} Plättchen in seiner Armee.",
            reveals=True)


def draw_army(ctx: Ctx, level: int) -> list[Token]:
    """His army at `level` (LL §3.2): the tokens of the colours the dial shows, drawn face down from their piles."""
    return [Token(draw_enemy(ctx, color), color, False)
            for color, count in ctx.catalog.volkare.army(level).counts.items() for _ in range(count)]


def build_deck(ctx: Ctx) -> None:
    """LL §4.1.3: the 16 Basic Actions of a Hero not in play, the 4 competitive Spells, the race level's Wounds,
    shuffled."""
    state, catalog = ctx.state, ctx.catalog
    volkare = state.volkare
    taken = {player.hero for player in state.players}
    volkare.hero = state.rng.choice(sorted(h for h in catalog.heroes if h not in taken))
    wounds = table(catalog, state.scenario).wounds[volkare.race_level]
    volkare.deck = [*catalog.heroes[volkare.hero].deck, *catalog.volkare.spells, *[WOUND] * wounds]
    state.rng.shuffle(volkare.deck)
    hero = catalog.heroes[volkare.hero].name
    ctx.say("volkare_deck", f"Volkare's deck: the Basic Actions of {hero.en}, 4 Spells and {wounds} Wounds.",
            f"Volkares Stapel: die Basisaktionen von {hero.de}, 4 Zauber und {wounds} Verletzungen.",
            reveals=True)


def mark_slots(ctx: Ctx) -> None:
    """LL §4.1.4: the first Units of the offer lie in the marked slots, each slot a colour for the whole game."""
    state = ctx.state
    count = table(ctx.catalog, state.scenario).marked_slots[state.volkare.race_level][state.seats - 1]
    units = state.offers.units
    state.volkare.marked = {color: units[i] if i < len(units) else "" for i, color in enumerate(MARK_COLORS[:count])}


def take_tactic(ctx: Ctx) -> None:
    """LL §4.1.5: a random Tactic of those the players left; it sets his place in the Round Order."""
    tactic = ctx.state.volkare.tactic = random_tactic(ctx)
    name = ctx.catalog.tactics[tactic].name
    ctx.say("volkare_tactic", f"Volkare takes {name.en}.", f"Volkare nimmt {name.de}.", reveals=True)


def roll(ctx: Ctx) -> str:
    ctx.state.volkare.die = roll_die(ctx.state.rng)
    return ctx.state.volkare.die


def roll_for_combat(ctx: Ctx) -> None:
    """Before a combat against him his die is rolled: its face sets his attack (LL §3.3)."""
    ctx.state.volkare.fought = True
    face = roll(ctx)
    attack = ctx.catalog.volkare.attack_by_die[face]
    ctx.say("volkare_die", f"Volkare's die shows {face}: his attack is {attack.value} "
            f"({ELEMENT_NAMES[attack.element][0]}).",
            f"Volkares Würfel zeigt {german_color(face)}: sein Angriff ist {attack.value} "
            f"({ELEMENT_NAMES[attack.element][1]}).", reveals=True, face=face)


def rest(ctx: Ctx) -> None:
    """A Wound card (LL §4.1.7): he rests; his die rolled, a Unit in the slot of its colour joins him (a gray token
    more in his army) or, in the Quest, flees; the slot stays empty until the next Round."""
    state = ctx.state
    face = roll(ctx)
    unit = state.volkare.marked.get(face, "")
    if not unit or unit not in state.offers.units:
        ctx.say("volkare_rests", f"Volkare rests; his die shows {face}.", f"Volkare rastet; sein Würfel zeigt "
                f"{german_color(face)}.", reveals=True, face=face)
        return
    # decision: a Unit recruited from the offer is taken from an unmarked slot while the same Unit also lies in one,
    # so a marked slot loses its Unit only to a player recruiting the last copy
    state.offers.units.remove(unit)
    state.volkare.marked[face] = ""
    name = ctx.catalog.units[unit].name
    if table(ctx.catalog, state.scenario).units_in_marked_slots == "join":
        state.volkare.army.append(Token(draw_enemy(ctx, "gray"), "gray", False))
        ctx.say("volkare_recruits", f"Volkare rests; his die shows {face}: the {name.en} join him (a gray token more "
                f"in his army).", f"Volkare rastet; sein Würfel zeigt {german_color(face)}: {name.de} laufen zu ihm über (ein graues "
                f"Plättchen mehr in seiner Armee).", reveals=True, face=face, unit=unit)
    else:
        ctx.say("volkare_units_flee", f"Volkare rests; his die shows {face}: the {name.en} flee.",
                f"Volkare rastet; sein Würfel zeigt {german_color(face)}: {name.de} fliehen.", reveals=True, face=face, unit=unit)


def army_groups(ctx: Ctx) -> tuple[list[Token], list[Token]]:
    """His elite (white, red) and regular (gray, green) tokens (LL §3.8)."""
    elite_colors = ctx.catalog.volkare.elite_colors
    army = ctx.state.volkare.army
    return [t for t in army if t.color in elite_colors], [t for t in army if t.color not in elite_colors]


@lru_cache(maxsize=256)
def even_shares(elite: int, regular: int, parts: int, limit: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Ways to share his elite and regular tokens among `parts` participants, every token shared and at least one
    each (LL §3.8), the most even first, at most `limit`: each split of the elite tokens, with the regular ones given
    where they even the totals out (the shares listed; players may type any other). Kept: legal_actions asks it for
    every group next to him, and a big army's splits take milliseconds."""
    found = []
    for elites in _splits(elite, parts):
        totals, regulars = list(elites), [0] * parts
        for _ in range(regular):
            lowest = totals.index(min(totals))
            totals[lowest] += 1
            regulars[lowest] += 1
        if min(totals) >= 1:
            found.append(tuple(zip(elites, regulars)))
    found.sort(key=lambda share: (max(e + r for e, r in share) - min(e + r for e, r in share), share))
    return tuple(found[:limit])


def _splits(total: int, parts: int):
    """Every way to split `total` into `parts` counts of 0 or more, in order."""
    if parts == 1:
        yield [total]
        return
    for first in range(total + 1):
        for rest in _splits(total - first, parts - 1):
            yield [first, *rest]


SHARES_LISTED = 40  # the shares of his army offered as moves or options, the most even first (any may be typed)


def troops_lost(ctx: Ctx, count: int) -> None:
    """Volkare's Quest (LL §4.3.11): 2 tokens per player in the game defeated before his next turn, by one combat
    or several, slow him: his Round Order token face down, his next turn skipped."""
    him, known = ctx.state.volkare, table(ctx.catalog, ctx.state.scenario)
    needed = known.slowed_by if known is not None else None
    if needed is None or not count:
        return
    him.lost_since_turn += count
    if not him.slowed and him.lost_since_turn >= needed * ctx.state.seats:
        him.slowed = True
        ctx.say("volkare_slowed", "Volkare has lost enough troops: he is slowed and skips his next turn.",
                "Volkare hat genug Truppen verloren: Er ist verlangsamt und setzt seinen nächsten Zug aus.",
                reveals=True)


def city_plundered(ctx: Ctx) -> bool:
    """He plundered the players' city (LL §4.1.10): no interaction there, no Hand limit bonus from it."""
    return ctx.state.volkare is not None and ctx.state.volkare.plundered


def is_defeated(ctx: Ctx) -> bool:
    """LL §3.3: Volkare is defeated once all his troops are."""
    return ctx.state.volkare is not None and not ctx.state.volkare.army


def token_foe(ctx: Ctx) -> Foe:
    """His own token in a combat, with the attack his die shows now (LL §3.3)."""
    return Foe(token_id(ctx.state.volkare.die), TOKEN_COLOR, blocked=[False], dealt=[False])


def is_token(foe: Foe) -> bool:
    """His own token in a combat, never a target (LL §3.3): it has his colour, which no pile of tokens has."""
    return foe.color == TOKEN_COLOR


def stands_on(ctx: Ctx, key: str) -> bool:
    """His figure is on that space: it is not safe, and moving there attacks him (LL §4.1.6)."""
    return ctx.state.volkare is not None and ctx.state.volkare.position == key and not is_defeated(ctx)


def card_color(ctx: Ctx, card: str) -> str | None:
    colors = ctx.catalog.cards[card].colors
    return colors[0] if colors else None


def retreat_wounds(catalog, round_number: int) -> int:
    """LL §4.1.13: 2, 3, 4 Wounds in the first, second, third Day or Night."""
    wounds = catalog.volkare.retreat_wounds
    return wounds[min((round_number - 1) // 2, len(wounds) - 1)]


def bonus(ctx: Ctx) -> int:
    """The score's Volkare bonus (LL §4.1.16): by combat level, +2 per card left in his deck, times the race
    level's multiplier; nothing unless he was defeated."""
    volkare, known = ctx.state.volkare, table(ctx.catalog, ctx.state.scenario)
    if known is None or not is_defeated(ctx):
        return 0
    terms = known.bonus
    return int((terms[volkare.combat_level] + terms["per_card_left"] * len(volkare.deck)) * terms[volkare.race_level])


def view(ctx: Ctx) -> dict | None:
    """What everyone sees: his figure, his troops by colour (face down: only the colour, LL §3.2), the face of his
    die, his deck's size and his face-up discards, his Tactic, the marked slots."""
    volkare = ctx.state.volkare
    if volkare is None:
        return None
    return {"hero": volkare.hero, "level": volkare.level, "position": volkare.position,
            "army": [{"color": t.color, "enemy": t.enemy if t.face_up else None} for t in volkare.army],
            "die": volkare.die, "deck_size": len(volkare.deck), "discard": list(volkare.discard),
            "tactic": volkare.tactic, "slot": ctx.state.round.volkare_slot, "marked": dict(volkare.marked),
            "combat_level": volkare.combat_level, "race_level": volkare.race_level,
            "plundered": volkare.plundered, "won": volkare.won, "defeated": is_defeated(ctx), "camp": volkare.camp}

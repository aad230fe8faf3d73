"""A fight's rough arithmetic, for Arbiter's player: what the enemies ask of a Hero and what the Hero can bring (§8).

Weighing a step cannot play every fight out, so the player reckons. Each enemy asks for Attack points to beat its
Armor (doubled by a resistance to physical attacks, which most Attacks are, §8.9) and, unless the Hero takes the
damage, Block points for each of its attacks: doubled for Swift (§8.10) and for a fire, ice or cold fire attack, which
the usual physical Block meets inefficiently (§8.6.3). An attack left unblocked deals its damage (doubled for Brutal)
as Wounds, one per point of the Hero's Armor (§8.8.4). The Hero's means: the points played already, each card in
hand once for its better use (its basic side, or 1 sideways, §5.5) and powered where mana waits for it (one die of
the Source, the crystals, §5.7), and each ready Unit's best ability (§10.4).
"""
from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from functools import lru_cache

from engine.mageknight.catalog.effects import Attack, Block, Influence, Move, Pay
from engine.mageknight.source import lies_free
from engine.mageknight.volkare import is_token
from engine.mageknight.state import BASIC_COLORS, WOUND, Foe, GameState, Player

WOUND_COST = 2.0  # a Wound taken at the game's start, in Fame: a card of the hand lost now, and a dead card in every
WOUND_NOW = 0.25  # later hand; of that, the card lost now (the rest shrinks as the game runs out)
MARGIN = 1.1  # a hand's points count this many times less: a hand seldom splits as neatly as the arithmetic
INEFFICIENT = ("fire", "ice", "cold_fire")  # attacks a physical Block meets at half its value (§8.6.3)


@dataclass(frozen=True)
class WoundPrice:
    """What Wounds cost, in Fame, with `left` of the game still to play (1 at its start, 0 at its end): each takes a
    card of the hand now, but a combat takes at most the `hand` (a Hero knocked out loses only that, §8.8.5), and
    each is a dead card in the hands still to come."""
    left: float = 1.0
    hand: int = 10**6

    @property
    def share(self) -> float:
        """One more Wound's cost, as a share of its cost at the game's start."""
        return WOUND_NOW + (1.0 - WOUND_NOW) * self.left

    @property
    def each(self) -> float:
        return WOUND_COST * self.share

    def of(self, hurt: float) -> float:
        """The cost of a combat's `hurt` Wounds."""
        return WOUND_COST * (WOUND_NOW * min(hurt, self.hand) + (1.0 - WOUND_NOW) * self.left * hurt)


AT_THE_START = WoundPrice()


@dataclass(frozen=True)
class Ask:
    """What one enemy asks: Attack to defeat it, Block to stop its attacks, the damage it deals if not stopped, and
    the Attack to defeat it if it was not blocked (an Elusive enemy's higher Armor, Lost Legion glossary)."""
    armor: int
    block: int
    damage: int
    fame: float
    armor_unblocked: int = 0
    single_block: int = 0  # the Block the biggest of its attacks asks: Block played goes to one attack (§8.6)

    def __post_init__(self) -> None:
        if self.armor_unblocked < self.armor:
            object.__setattr__(self, "armor_unblocked", self.armor)


class FromAfar:
    """A kind of points, as Attack and Block are: the Ranged and Siege Attacks of a combat's first phase (§8.3)."""


FROM_AFAR = frozenset({"ranged", "siege"})  # the ranges FromAfar stands for


def power(node, kind: type, ranges: frozenset[str] | None = None) -> int:
    """The biggest Attack (or Block, Move, Influence, FromAfar) a card side or ability can give, looking through its
    choices and parts; an effect behind a cost counts 1 less for each thing paid (a card discarded, a mana, a Wound,
    §5.4). `ranges`: only Attacks of those ranges count."""
    if kind is FromAfar:
        kind, ranges = Attack, FROM_AFAR
    if isinstance(node, kind) and (ranges is None or node.range in ranges):
        return node.amount if isinstance(node, (Move, Influence)) else node.value
    if isinstance(node, Pay):
        cost = node.cost
        paid = sum(bool(part) for part in (cost.discard, cost.mana, cost.crystal, cost.wound, cost.spend_unit))
        return max(0, power(node.effect, kind, ranges) - paid)
    best = 0
    if dataclasses.is_dataclass(node):
        for field in dataclasses.fields(node):
            value = getattr(node, field.name)
            for child in value if isinstance(value, tuple) else (value,):
                if dataclasses.is_dataclass(child):
                    best = max(best, power(child, kind, ranges))
    return best


FIGHTING = (Attack, Block)  # what a card brings to a fight still to block ...
STRIKING = (Attack,)  # ... and to its Attack phase, where only Attack counts (§8.7) ...
AFAR = (FromAfar,)  # ... and to its Ranged and Siege phase, where only those Attacks count (§8.3)


@lru_cache(maxsize=4096)
def card_means(catalog, card: str, kinds: tuple[type, ...] = FIGHTING) -> tuple[int, int]:
    """A Deed card in a fight: its basic side's best Attack or Block (at least 1, played sideways, §5.5), and what
    powering it adds."""
    entry = catalog.cards.get(card)
    if entry is None or entry.basic is None or card == WOUND:
        return 0, 0
    sideways = 0 if FromAfar in kinds else 1  # a card played sideways gives a plain Attack or Block (§5.5)
    basic = max(sideways, *(power(entry.basic.effect, kind) for kind in kinds))
    powered = max(sideways, *(power(entry.powered.effect, kind) for kind in kinds))
    return basic, max(0, powered - basic)


@lru_cache(maxsize=1024)
def unit_means(catalog, unit: str, kinds: tuple[type, ...] = FIGHTING) -> int:
    return max((power(a.effect, kind) for a in catalog.units[unit].abilities for kind in kinds), default=0)


def _ask(enemy, unblocked: list, attack_change: int = 0, armor_change: int = 0, fame: float | None = None,
         defends: bool = True) -> Ask:
    """`defends`: its Defend bonus is still to come (once a combat, §8.10): it adds to the Armor of an enemy
    attacked, itself or another, so it counts on its own."""
    resisted = 2 if "physical" in enemy.resistances else 1
    defend = enemy.defend.amount if enemy.defend is not None and defends else 0
    armor = (max(1, enemy.armor + armor_change) + defend) * resisted
    elusive = (max(1, (enemy.armor_elusive or enemy.armor) + armor_change) + defend) * resisted
    asked = [a.value * (2 if a.element in INEFFICIENT else 1) for a in unblocked]
    block, single, damage = sum(asked), max(asked, default=0), sum(a.value for a in unblocked)
    if unblocked:
        block, single, damage = (max(0, points + attack_change) for points in (block, single, damage))
    if "swift" in enemy.abilities:
        block, single = block * 2, single * 2
    if "brutal" in enemy.abilities:
        damage *= 2
    if "paralyze" in enemy.abilities:  # its Wounds taken discard the rest of the hand (§8.8.9): as dear as Brutal's
        damage *= 2
    return Ask(armor, block, damage, enemy.fame if fame is None else fame, elusive, single)


@lru_cache(maxsize=1024)
def ask_of(catalog, enemy_id: str) -> Ask:
    """An enemy token on the map, not yet fought: a summoner's monsters attack for it (§8.7.2)."""
    enemy = catalog.enemies[enemy_id]
    return with_summoned(catalog, enemy, _printed(enemy))


def _printed(enemy) -> Ask:
    """What a token prints, every attack still to meet."""
    return _ask(enemy, list(enemy.attacks))


def with_summoned(catalog, enemy, ask: Ask) -> Ask:
    """A summoner, before its monsters are drawn (§8.7.2): their attacks, the usual ones of their colour, are to be
    blocked or taken, though they bring no Fame (§8.7.7)."""
    monsters = [typical_ask(catalog, summon.color, summons=False) for summon in enemy.summons]
    return dataclasses.replace(ask, block=ask.block + sum(m.block for m in monsters),
                               damage=ask.damage + sum(m.damage for m in monsters),
                               single_block=max([ask.single_block] + [m.single_block for m in monsters])
                               ) if monsters else ask


@lru_cache(maxsize=64)
def typical_ask(catalog, color: str, summons: bool = True) -> Ask:
    """An enemy of a colour not drawn yet (an adventure site's, drawn on entering, §7.6): the average of its pile;
    without `summons`, of what its tokens print (a summoned monster summons nothing itself, §8.7.2)."""
    asks = [ask_of(catalog, enemy_id) if summons else _printed(enemy)
            for enemy_id, enemy in catalog.enemies.items() if enemy.color == color]
    if not asks:
        return Ask(0, 0, 0, 0.0)
    armor, block, damage, unblocked, single = (round(sum(getattr(a, name) for a in asks) / len(asks))
                                               for name in ("armor", "block", "damage", "armor_unblocked",
                                                            "single_block"))
    return Ask(armor, block, damage, sum(a.fame for a in asks) / len(asks), unblocked, single)


UNTOUCHABLE = 10**6  # the Armor of General Volkare's own token: never a target (LL §3.3), only his attack counts


def ask_in_combat(catalog, foe: Foe, striking: bool, summoning: bool = False) -> Ask:
    """An enemy in the combat under way: only its attacks still to block or to deal, if they may still strike, and
    while `summoning` is to come (the Ranged and Siege phase, §8.7.2) those of a summoner's monsters. General
    Volkare's own token is never a target: only its attack is met (LL §3.3)."""
    ask = _ask_in_combat(catalog, foe, striking)
    if is_token(foe):
        return dataclasses.replace(ask, armor=UNTOUCHABLE, armor_unblocked=UNTOUCHABLE)
    if summoning and "skip_attack" not in foe.flags:
        return with_summoned(catalog, catalog.enemies[foe.enemy], ask)
    return ask


def volkare_attack_ask(catalog, enemy_id: str) -> Ask:
    """His token in a fight not yet begun: its attack to block or to take, never a target (LL §3.3)."""
    return dataclasses.replace(ask_of(catalog, enemy_id), armor=UNTOUCHABLE, armor_unblocked=UNTOUCHABLE)


def _ask_in_combat(catalog, foe: Foe, striking: bool) -> Ask:
    enemy = catalog.enemies[foe.enemy]
    count = len(enemy.attacks)
    blocked, dealt = foe.blocked or [False] * count, foe.dealt or [False] * count
    unblocked = [a for a, b, d in zip(enemy.attacks, blocked, dealt) if not b and not d] if striking else []
    ask = _ask(enemy, unblocked, foe.attack_change, foe.armor_change, enemy.fame * foe.fame_multiplier,
               "defend_used" not in foe.flags)
    if not striking and not all(blocked):  # it was let through: an Elusive enemy keeps its higher Armor
        ask = dataclasses.replace(ask, armor=ask.armor_unblocked)
    return ask


def mana_at_hand(state: GameState, player: Player, tokens: list[str], source_die: bool) -> dict[str, int]:
    """The mana the Hero can power cards with now, by colour: its crystals and tokens, and one die of the Source if
    it may still take one ("any" if a gold one may stand for any colour by day, §5.7)."""
    mana = {color: count for color, count in player.crystals.items() if count}
    for token in tokens:
        mana[token] = mana.get(token, 0) + 1
    if source_die:
        free = {die.color for die in state.source if lies_free(die)}
        if "gold" in free and state.round.time == "day":
            mana["any"] = 1
        else:
            for color in free & set(BASIC_COLORS):
                mana[f"die:{color}"] = 1
    return mana


def means(catalog, cards, units, mana: dict[str, int], kinds: tuple[type, ...] = FIGHTING) -> float:
    """The points a hand of `cards` and the ready `units` can bring to a fight (`kinds`: Attack and Block, or only
    Attack), its cards powered where `mana` of their colour waits (one die at most)."""
    basics, boosts = 0, []
    for card in cards:
        basic, boost = card_means(catalog, card, kinds)
        basics += basic
        if boost:
            boosts.append((boost, catalog.cards[card].color))
    left, die = dict(mana), any(key == "any" or key.startswith("die:") for key in mana)
    for boost, color in sorted(boosts, key=lambda pair: -pair[0]):  # an Artifact has no colour
        if left.get(color, 0):
            left[color] -= 1
        elif die and (left.get("any") or left.get(f"die:{color}")):
            die = False
        else:
            continue
        basics += boost
    return basics + sum(unit_means(catalog, unit, kinds) for unit in units)


def wounds(damage: float, hero_armor: int) -> int:
    return math.ceil(damage / max(1, hero_armor))


def outcome(asks: list[Ask], pool: float, blocks: float, hero_armor: int,
            price: WoundPrice = AT_THE_START) -> tuple[float, float]:
    """The Fame the Hero should win and the Wounds it should take: enemies taken on best value first, each either
    blocked and defeated, defeated with its damage taken, only blocked, or let through. `blocks`: Block points
    already played, which only stop attacks; `price`: what a Wound costs, by what is left of the game."""
    def worth_per_point(ask: Ask) -> float:  # what meeting it fully brings (its Fame, the Wounds spared) per point
        spared = price.each * wounds(ask.damage, hero_armor)
        armor = ask.armor if ask.armor < UNTOUCHABLE else 0  # his token is only blocked
        return (ask.fame + spared) / (armor + ask.block + 1)

    fame = hurt = 0.0
    for ask in sorted(asks, key=lambda a: -worth_per_point(a)):
        covered = min(ask.block, blocks)
        blocks -= covered
        block = ask.block - covered  # what is still to block; the damage of the attacks it stands for
        taken = wounds(ask.damage * block / ask.block, hero_armor) if ask.block else 0
        options = [(0.0, 0.0, taken)]  # let it through
        if block <= pool:
            options.append((block, 0.0, 0))
        if ask.armor_unblocked <= pool:
            options.append((ask.armor_unblocked, ask.fame, taken))
        if ask.armor + block <= pool:
            options.append((ask.armor + block, ask.fame, 0))
        cost, won, took = max(options, key=lambda o: (o[1] - price.each * o[2], -o[0]))
        pool -= cost
        fame += won
        hurt += took
    if hurt >= price.hand:  # knocked out (§8.8.5): the hand is discarded before the Attack phase defeats anyone
        fame = 0.0
    return fame, hurt


def fight_value(asks: list[Ask], pool: float, hero_armor: int, price: WoundPrice = AT_THE_START) -> float:
    """A fight not yet begun, in Fame: what it should win less what it should cost in Wounds."""
    fame, hurt = outcome(asks, pool, 0.0, hero_armor, price)
    return fame - price.of(hurt)

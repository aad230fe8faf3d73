"""Volkare's Camp instead of a City (The Lost Legion §5.1), a table option for a scenario without General Volkare
whose cities are the players' enemies: `volkares_camp=shuffled|bottom|among_cities`, the three ways §5.1 gives to
put the Camp among the Core tiles.

The Camp takes a city's place: revealed, General Volkare stands on it for good with an army of the level the next
city would have (face down until a Hero stands next to it, Day or Night), and it counts as one of the scenario's
cities for its goals and its score, its leader as a city leader (the Camp is in `MapState.cities`). Assaulting it is
assaulting him (volkare_fight, coop_assault): no Reputation lost, fortified by the Camp and by its walls. Each
defeated red or white token puts a Shield of the Hero's on it, each two gray or green ones another; all of his troops
defeated, he is captured and the Camp conquered. Then on the Camp and next to it: the Hand-limit bonus of keeps, the
Units of keeps and villages recruited, regular Units added to the offer for 1 Influence each, 1 Influence more per
Shield on the Camp, and the pursuit of stray orcs and draconum (camp_pursuit.py).
"""
from __future__ import annotations

from engine.mageknight.board import city_leader, space_at
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.geometry import neighbours
from engine.mageknight.reveal import next_city_level
from engine.mageknight.rulebook import TILE_REVEALED, Part
from engine.mageknight.state import Volkare, parse_hex
from engine.mageknight.volkare import CAMP_KIND, draw_army

part = Part("volkares_camp")  # the Camp revealed (cards/__init__.py lists it)

OPTION = "volkares_camp"  # the table option, and its GameState.table_rules entry
CHOICES = ("no", "shuffled", "bottom", "among_cities")
AT_BOTTOM = "volkares_camp_bottom"  # GameState.table_rules: the Camp under the Core tiles, for all to know
CAMP_TILE = "volkare_camp_tile"
SITE = "volkare_camp"
ELITE_COLORS = ("red", "white")  # a Shield each; gray and green: one per two (LL §5.1)


def check(catalog, scenario_id: str, choice: str) -> None:
    """LL §5.1: "any scenario without Volkare that has unconquered enemy cities"."""
    if choice == "no":
        return
    scenario = catalog.scenarios[scenario_id]
    if scenario_id in catalog.volkare_scenarios:
        raise refuse(f"General Volkare marches in {scenario.name.en} already: his Camp cannot take a city's place.",
                     f"In {scenario.name.de} marschiert General Volkare schon: Sein Lager kann keine Stadt ersetzen.",
                     "LL 5.1")
    counts = [scenario.setup_for(players).tiles.city for players in scenario.players]
    if not all(counts) or scenario.setup.get("city_state") == "friendly":
        raise refuse(f"{scenario.name.en} has no enemy city for Volkare's Camp to replace.",
                     f"{scenario.name.de} hat keine feindliche Stadt, die Volkares Lager ersetzen könnte.", "LL 5.1")


def core_tiles(rng, core: list[str], cities: list[str], city_count: int, choice: str) -> list[str]:
    """The Core part of the tile deck, its bottom first (LL §5.1): one city fewer and the Camp among all Core tiles
    shuffled (`shuffled`), or under them (`bottom`); or the Camp shuffled into the city tiles before the scenario's
    number of them is drawn (`among_cities`). `cities` is shuffled already.

    # decision: "shuffle all core tiles" takes in the Core tiles without a city too, as the deck's Core part is
    # always shuffled together (§2.4.4)."""
    if choice == "among_cities":
        pool = [*cities, CAMP_TILE]
        rng.shuffle(pool)
        part = core + pool[:city_count]
    else:
        part = core + cities[:city_count - 1] + ([] if choice == "bottom" else [CAMP_TILE])
    rng.shuffle(part)
    return [CAMP_TILE, *part] if choice == "bottom" else part


def camp_rules(choice: str) -> list[str]:
    """The table rules the choice sets (GameState.table_rules): the variant, and whether the Camp lies at the bottom
    for all to know."""
    return [] if choice == "no" else [OPTION, AT_BOTTOM] if choice == "bottom" else [OPTION]


def chosen(ctx: Ctx) -> bool:
    return OPTION in ctx.state.table_rules


def is_city_tile(ctx: Ctx, tile_id: str) -> bool:
    """A tile that counts as a city tile for the scenario's goals: the Camp too, where it replaces one (LL §5.1)."""
    kind = ctx.catalog.tiles[tile_id].kind
    return kind == "city" or (kind == CAMP_KIND and chosen(ctx))


@part.reacts(TILE_REVEALED)
def revealed(ctx: Ctx, keys: list[str]) -> None:
    """LL §5.1 "Revealing the Camp": his dial at the city level, that army face down around his token, his figure on
    the Camp for good.

    # decision: the Camp's level is the one the next city revealed would have (the scenario's levels are listed in
    # the order the cities are revealed, and the Camp takes a city's place in that order)."""
    if not chosen(ctx):
        return
    camp = next((key for key in keys if space_at(ctx, key).site == SITE), None)
    if camp is None:
        return
    state = ctx.state
    level = next_city_level(ctx)
    state.map.cities[camp] = level
    him = Volkare(hero="", level=level, combat_level="", race_level="", position=camp, army=draw_army(ctx, level),
                  camp=True)
    state.volkare = him
    ctx.say("volkare_camp", f"Volkare's Camp: General Volkare (level {level}) guards it with {len(him.army)} tokens "
            "face down.", f"Volkares Lager: General Volkare (Level {level}) bewacht es mit {len(him.army)} verdeckten "
            "Plättchen.", reveals=True)


def camped(ctx: Ctx) -> bool:
    """General Volkare stands in his Camp for good (LL §5.1: "Volkare never moves in this variant")."""
    return ctx.state.volkare is not None and ctx.state.volkare.camp


def reveal_army_next_to(ctx: Ctx, here) -> None:
    """His tokens turn up as a city's do: when a Hero stands next to the Camp, Day or Night (LL §5.1)."""
    him = ctx.state.volkare
    if not camped(ctx) or parse_hex(him.position) not in neighbours(here):
        return
    hidden = [token for token in him.army if not token.face_up]
    for token in hidden:
        token.face_up = True
    if hidden:
        ctx.say("defenders_revealed", "General Volkare's army in his Camp is revealed.",
                "General Volkares Armee in seinem Lager wird aufgedeckt.", reveals=True)


def shields_for(colors: list[str]) -> int:
    """LL §5.1: a Shield per red or white token defeated, one per two gray or green ones, rounded down.

    # decision: counted per combat (each Hero's part of a cooperative assault on its own), as the rulebook's
    # example counts the tokens "you defeated"."""
    elite = sum(color in ELITE_COLORS for color in colors)
    return elite + (len(colors) - elite) // 2


def troops_defeated(ctx: Ctx, seat: int, colors: list[str]) -> None:
    """After a combat against him in his Camp: the Hero's Shields on his token (the Camp's space)."""
    count = shields_for(colors)
    if not camped(ctx) or not count:
        return
    ctx.state.map.shields.setdefault(ctx.state.volkare.position, []).extend([seat] * count)
    hero = ctx.hero_name(seat)
    ctx.say("camp_shields", f"{hero.en} puts {count} Shield(s) on Volkare's token.",
            f"{hero.de} legt {count} Schild(e) auf Volkares Plättchen.", seat=seat)


def announce_conquest(ctx: Ctx) -> None:
    """His army destroyed in his Camp: he is captured and the Camp conquered; its leader by the Shields on his token,
    as a city's (LL §5.1, §8.12.2)."""
    if conquered_camp(ctx) is None:
        return
    shields = ctx.state.map.shields.get(ctx.state.volkare.position, [])
    if not shields:
        ctx.say("camp_conquered", "Volkare is captured and his Camp conquered.",
                "Volkare ist gefangen und sein Lager erobert.", reveals=True)
        return
    leader = ctx.hero_name(city_leader(shields))
    ctx.say("camp_conquered", f"Volkare is captured and his Camp conquered; {leader.en} leads it.",
            f"Volkare ist gefangen und sein Lager erobert; {leader.de} führt es an.", reveals=True)


def conquered_camp(ctx: Ctx) -> str | None:
    """The Camp's space once his army is destroyed (he is captured, LL §5.1), else None."""
    him = ctx.state.volkare
    return him.position if camped(ctx) and not him.army else None


def near_conquered_camp(ctx: Ctx, key: str | None) -> bool:
    """On the conquered Camp or next to it: where its benefits apply (LL §5.1)."""
    camp = conquered_camp(ctx)
    return camp is not None and key is not None and (key == camp or parse_hex(camp) in neighbours(parse_hex(key)))


def shields_on_camp(ctx: Ctx, seat: int) -> int:
    camp = conquered_camp(ctx)
    return ctx.state.map.shields.get(camp, []).count(seat) if camp else 0


def hand_limit_bonus(ctx: Ctx, seat: int, keeps_owned: int) -> int:
    """LL §5.1: with a Shield on his token, on the Camp or next to it, +1 per keep owned; its leader counts the Camp
    as one more keep. # decision: like the keep and city bonuses, only the highest of them applies (§9.7.2)."""
    if not shields_on_camp(ctx, seat) or not near_conquered_camp(ctx, ctx.player(seat).position):
        return 0
    leads = city_leader(ctx.state.map.shields[conquered_camp(ctx)]) == seat
    return keeps_owned + int(leads)

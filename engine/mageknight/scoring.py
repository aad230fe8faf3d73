"""The final score (rules spec §13.5 Standard Achievements, §13.4.9 team scoring, §13.7 the scenarios' own lines).

`final_score` turns the finished game into data: per player the base Fame, the six Achievement categories with
their titles, the scenario's extra lines (cities ...), the total, and the Fame at the end of each Round; for
cooperative and solo scenarios the one team score. The scenario's `scoring` entry (data/mageknight/scenarios.yaml)
says which parts apply. The final score picture and the bot read this dict as it is.
"""
from __future__ import annotations

from typing import Any

from engine.mageknight import volkare, volkares_camp
from engine.mageknight.board import city_leader, site_at
from engine.mageknight.context import Ctx
from engine.mageknight.scenario_terms import (all_dungeons_and_tombs_conquered, all_mines_liberated, heroes_on_portal,
                                              liberated_mines, owned, round_limit)
from engine.mageknight.state import WOUND, Player

CATEGORIES = ("knowledge", "loot", "leader", "conqueror", "adventurer", "beating")
CONQUEST_SITES = frozenset({"keep", "mage_tower", "monastery"})  # a burned monastery's Shield counts (§13.5.3)
TITLE, TIED = 3, 1  # Greatest ... : +3, or +1 each when tied; Greatest Beating: −3 / −1 (§13.5)
ADVENTURE_FAME = 2  # per adventure site with the player's Shield (§13.5.3)


def deed_cards(player: Player) -> list[str]:
    """"In their deck": all the player's Deed cards, deck, hand, discard pile and Play area (§13.5.1)."""
    return [*player.deck, *player.hand, *player.discard, *(played.card for played in player.play_area),
            *player.set_aside]


def achievements(ctx: Ctx, seat: int) -> dict[str, int]:
    """The six categories of §13.5, before titles."""
    player, cards = ctx.player(seat), ctx.catalog.cards
    deeds = deed_cards(player)
    kinds = [cards[card].kind for card in deeds if card != WOUND]
    banners = sum(unit.banner is not None for unit in player.units)
    shields = [site_at(ctx, key) for key, holders in ctx.state.map.shields.items() if seat in holders]
    return {
        "knowledge": 2 * kinds.count("spell") + kinds.count("advanced_action"),
        "loot": 2 * (kinds.count("artifact") + banners) + sum(player.crystals.values()) // 2,
        "leader": sum(ctx.catalog.units[unit.unit].level // (2 if unit.wounded else 1) for unit in player.units),
        # a Shield by Volkare's Camp from a pursuit: 1 Fame (LL §5.1)
        "conqueror": 2 * sum(site is not None and site.id in CONQUEST_SITES for site in shields)
        + list(ctx.state.map.pursued.values()).count(seat),
        "adventurer": sum(_adventure_fame(ctx).get(site.id, ADVENTURE_FAME) for site in shields
                          if site is not None and site.adventure),
        "beating": -2 * deeds.count(WOUND),
    }


def _achievement_change(ctx: Ctx, category: str) -> dict:
    """How the scenario changes a category (scenarios.yaml `achievement_changes`, keyed by its title's name)."""
    scoring = ctx.catalog.scenarios[ctx.state.scenario].setting(ctx.state.seats, "scoring")
    return dict(dict(scoring.get("achievement_changes", {})).get(f"greatest_{category}", {}))


def _adventure_fame(ctx: Ctx) -> dict[str, int]:
    """Site -> Fame per Shield, where the scenario changes it (Dungeon Lords: 4 per dungeon and tomb, §13.7.9)."""
    shield_fame = dict(_achievement_change(ctx, "adventurer").get("shield_fame", {}))
    return {site: int(fame) for site, fame in shield_fame.items()}


def _category_titles(ctx: Ctx, points: dict[int, dict[str, int]]) -> dict[str, dict[int, int]]:
    """Each category's title by its key; a scenario may replace one by its own (Dungeon Lords: Greatest Dungeon
    Crawler, +5 or +2 when shared, instead of Greatest Adventurer)."""
    awarded = {}
    for category in CATEGORIES:
        values = {seat: by_category[category] for seat, by_category in points.items()}
        replacement = _achievement_change(ctx, category).get("replaced_by")
        if replacement is None:
            awarded[category] = titles(values)
        else:
            awarded[replacement["id"]] = titles(values, int(replacement["fame"]), int(replacement["tied"]))
    return awarded


def titles(values: dict[int, int], best: int = TITLE, tied: int = TIED) -> dict[int, int]:
    """Seat -> title points for one category: the most points alone `best`, each of several tied `tied`.

    # decision: nobody earns a title with 0 points. The Scoring card says so for Greatest Knowledge ("except if the
    #   tie is between players who scored no Fame") and Greatest Beating; in the other categories a player alone
    #   on top has at least 1 point, so the rule only decides a tie at 0, read the same way.
    """
    top = max(values.values(), key=abs, default=0)
    if top == 0:
        return {}
    leaders = [seat for seat, value in values.items() if value == top]
    sign = 1 if top > 0 else -1
    return {seat: sign * (best if len(leaders) == 1 else tied) for seat in leaders}


# --- the scenario's own lines (§13.7) -----------------------------------------------------------------------

def _cities(ctx: Ctx) -> list[list[int]]:
    """The Shields of each conquered city (revealed, no garrison left), in the order they were placed; Volkare's
    Camp is one once he is captured (LL §5.1)."""
    state = ctx.state
    return [state.map.shields.get(key, []) for key in state.map.cities
            if not state.map.enemies.get(key) and not volkare.stands_on(ctx, key)]


def _all_cities_conquered(ctx: Ctx) -> bool:
    cities_in_deck = any(volkares_camp.is_city_tile(ctx, tile) for tile in ctx.state.decks.tiles)
    return bool(ctx.state.map.cities) and not cities_in_deck and len(_cities(ctx)) == len(ctx.state.map.cities)


def _rounds_left(ctx: Ctx) -> int:
    return max(0, round_limit(ctx) - ctx.state.round.number)


PER_SEAT = {  # per: -> how many for this seat
    "city_led": lambda ctx, seat: sum(bool(s) and city_leader(s) == seat for s in _cities(ctx)),
    "city_with_shield_not_led": lambda ctx, seat: sum(seat in s and city_leader(s) != seat for s in _cities(ctx)),
    "mine_liberated_countryside": lambda ctx, seat: liberated_mines(ctx, seat, "countryside"),
    "mine_liberated_core": lambda ctx, seat: liberated_mines(ctx, seat, "core"),
    "keep_owned": lambda ctx, seat: len(owned(ctx, seat, "keep")),
    "mage_tower_owned": lambda ctx, seat: len(owned(ctx, seat, "mage_tower")),
}
PER_GAME = {  # per: -> how many for the whole table (cooperative and solo lines)
    "city_conquered": lambda ctx: len(_cities(ctx)),
    "round_not_played": _rounds_left,
    "card_in_dummy_deck": lambda ctx: len(ctx.state.dummy.deck) if ctx.state.dummy is not None else 0,
    "volkare_bonus": volkare.bonus,  # LL §4.1.16: by the combat level, the cards left in his deck, the race level
}
CONDITIONS = {
    "all_cities_conquered": _all_cities_conquered,
    "all_mines_liberated": all_mines_liberated,
    "all_dungeons_and_tombs_conquered": all_dungeons_and_tombs_conquered,
    "round_end_not_announced_in_last_round": lambda ctx: ctx.state.round.end_announced_by is None,
    "volkare_defeated": volkare.is_defeated,
    "every_player_leads_a_city": lambda ctx: {city_leader(s) for s in _cities(ctx) if s} >= set(
        range(ctx.state.seats)),
}


def _extra_lines(ctx: Ctx, seat: int | None, scoring: dict) -> tuple[dict[str, int], list[str]]:
    """The scenario's extra lines for a seat (None: the table's own lines); and the lines not scored here."""
    lines, unscored = {}, []
    for line in scoring.get("extra", ()):
        per, condition = line.get("per"), line.get("if")
        points = line["fame"] if "fame" in line else line["victory_points"]  # Conquer and Hold: VP (§13.7.10)
        if per in PER_SEAT and seat is not None:
            lines[per] = points * PER_SEAT[per](ctx, seat)
        elif per in PER_GAME and seat is None:
            lines[per] = points * PER_GAME[per](ctx)
        elif condition in CONDITIONS and seat is None:
            lines[condition] = points if CONDITIONS[condition](ctx) else 0
        elif per not in PER_SEAT and per not in PER_GAME and condition not in CONDITIONS:
            unscored.append(per or condition)
    return lines, unscored


def final_score(ctx: Ctx) -> dict[str, Any]:
    """The whole final score; see the module docstring."""
    state = ctx.state
    scoring = ctx.catalog.scenarios[state.scenario].setting(state.seats, "scoring")
    seats = range(state.seats)
    counted = scoring.get("achievements") != "none"  # Conquer and Hold: none (§13.7.10)
    points = {seat: achievements(ctx, seat) if counted else {} for seat in seats}
    awarded = _category_titles(ctx, points) if scoring.get("titles") else {}
    players, unscored = [], []
    for seat in seats:
        player = ctx.player(seat)
        extra, missing = _extra_lines(ctx, seat, scoring)
        unscored += missing
        players.append({
            "seat": seat, "hero": player.hero, "fame": player.fame, "fame_by_round": list(player.fame_by_round),
            "achievements": points[seat],
            "titles": {title: by_seat[seat] for title, by_seat in awarded.items() if seat in by_seat},
            "extra": extra,
        })
    _extra_titles(ctx, scoring, players)
    fame_counts = scoring.get("base") != "victory_points"  # "Victory Points for controlled sites instead of Fame"
    for entry in players:
        entry["total"] = (entry["fame"] * fame_counts + sum(entry["achievements"].values())
                          + sum(entry["titles"].values()) + sum(entry["extra"].values()))
    result: dict[str, Any] = {"scenario": state.scenario, "players": players, "unscored": sorted(set(unscored))}
    if scoring.get("success"):
        result["success"] = CONDITIONS[scoring["success"]](ctx) if scoring["success"] in CONDITIONS else None
    if scoring.get("winner") == "hero_on_portal":  # One to Return: no scoring, the last Hero standing (§13.7.11)
        result["winners"] = heroes_on_portal(ctx)
    elif scoring.get("winner") in ("team", "score"):
        result["team"] = _team_score(ctx, scoring, players)
        result["winners"] = list(seats) if result.get("success", True) else []
    else:
        result["winners"] = _most_points(ctx, scoring, players)
    if state.scenario_state.conceded:
        result["conceded"] = list(state.scenario_state.conceded)
    if state.volkare is not None and state.volkare.won:  # how General Volkare won (LL §4.1.15, §4.3.12)
        result["volkare_won"] = state.volkare.won
    return result


def _most_points(ctx: Ctx, scoring: dict, players: list[dict]) -> list[int]:
    """The highest total wins, ties share the victory (§13.7.1). Conquer and Hold: "a tie means nobody wins", and a
    side that conceded "admits the other side has won" (§13.7.10): it cannot win, the others compare their totals.
    # decision: with 3 players the two who did not concede compare their Victory Points, as at the Round limit."""
    standing = [entry for entry in players if entry["seat"] not in ctx.state.scenario_state.conceded]
    best = max((entry["total"] for entry in standing), default=None)
    winners = [entry["seat"] for entry in standing if entry["total"] == best]
    if scoring.get("winner") == "most_victory_points" and len(winners) > 1:
        return []
    return winners


def _extra_titles(ctx: Ctx, scoring: dict, players: list[dict]) -> None:
    """Titles a scenario adds (Greatest City Conqueror: the Fame of the city lines)."""
    measures = {"city_fame": ("city_led", "city_with_shield_not_led"),
                "mine_fame": ("mine_liberated_countryside", "mine_liberated_core")}
    for title in scoring.get("titles_extra", ()):
        if title["measure"] not in measures:
            continue
        values = {entry["seat"]: sum(entry["extra"].get(line, 0) for line in measures[title["measure"]])
                  for entry in players}
        for seat, fame in titles(values, title["fame"], title["tied"]).items():
            players[seat]["titles"][title["id"]] = fame


def _team_score(ctx: Ctx, scoring: dict, players: list[dict]) -> dict[str, Any]:
    """Solo and cooperative: one score (§13.4.9, §13.7.4-6). Base: the Fame, or the lowest Fame of the team;
    Achievements: each category counted once, the best player's (Greatest Beating: the largest penalty)."""
    base = min(entry["fame"] for entry in players) if scoring.get("base") == "lowest_fame" else players[0]["fame"]
    counted = {category: (min if category == "beating" else max)(entry["achievements"][category] for entry in players)
               for category in CATEGORIES}
    extra, _ = _extra_lines(ctx, None, scoring)
    return {"base": base, "achievements": counted, "extra": extra,
            "total": base + sum(counted.values()) + sum(extra.values())}

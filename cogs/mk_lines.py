"""A Mage Knight move as the channel reads it: one sentence in words, then what it made happen.

"**ann** · Tovak plays March, powered with the gold die: Move 4." The sentence is said from the mover's view
just before the move (the enemies, the dice and the choice's options it names are as they were then); one
template per verb in the message catalogue, content names from the catalogue. Never notation, and never a
secret: a choice that names a Deed card (a card taken from the deck, put back) says only "a card". The
engine's public events follow, except those that only say the move again ("Tovak moves to A-NW.").
"""
from __future__ import annotations

from typing import Any

from cogs.mk_text import content_name, describe, mana_sources, option_names_a_card, seat_label
from engine.core import Action, Event
from engine.mageknight.catalog import Catalog
from engine.mageknight.catalog.effects import (All, Attack, Block, Draw, Fame, GainCrystal, GainMana, Heal,
                                               HealUnit, Influence, Move, Optional, ReadyUnit, Reputation,
                                               SourceDice, TakeWound)
from engine.mageknight.describe import effect_words
from engine.mageknight.geometry import shown_label, tile_label
from engine.mageknight.state import WOUND
from engine.store import TableRow
from i18n import MESSAGES, locale_of, t

# Effects whose words say all there is to them; any other (a hook, a condition, "per ...") is left unsaid rather
# than said wrongly, and the card's name stands alone.
_PLAIN = (Attack, Block, Move, Influence, Heal, Draw, Fame, Reputation, TakeWound, SourceDice, GainMana, GainCrystal,
          ReadyUnit, HealUnit)
# The engine's events that only say again what the sentence of their verb says (kept for data, undo and pictures).
RESTATED = {"hero": {"hero"}, "tactic": {"tactic"}, "move": {"moved"}, "tunnel": {"moved"}, "rest": {"rest"},
            "plunder": {"plunder"}, "skill": {"skill_used"}, "recruit": {"recruited"}, "learn": {"learned"},
            "buy": {"bought"}, "unit": {"unit_activated"}, "banner": {"banner_assigned"},
            "announce-end": {"end_of_round"}, "concede": {"conceded"}, "end-turn": {"turn_ended"},
            "attack-player": {"pvp"}, "pvp-pass": {"pvp_pass"}, "mark": {"glade_marked"}, "break-seal": {"seal_broken"}}


def who(catalog: Catalog, row: TableRow, view: dict[str, Any], seat: int, locale: str) -> str:
    """"**ann** · Tovak": the Discord name stands out, the Hero follows."""
    player = next((p for p in view.get("players", []) if p["seat"] == seat), {"seat": seat, "hero": None})
    name, dot, hero = seat_label(catalog, row, player, locale).partition(" · ")
    return f"**{name}**{dot}{hero}"


def _sayable(node: Any) -> bool:
    """An effect said whole as the card is played; a choice is not (its options may not all be open now, and the
    line of the choice that follows says what was taken)."""
    if isinstance(node, All):
        return all(_sayable(child) for child in node.effects)
    if isinstance(node, Optional):
        return _sayable(node.effect)
    return isinstance(node, _PLAIN)


def effect_said(node: Any, locale: str) -> str:
    """": Move 4" for an effect its words say whole, else nothing."""
    if node is None or not _sayable(node):
        return ""
    return ": " + effect_words(node)[1 if locale_of(locale) == "de" else 0]


def space_words(catalog: Catalog, view: dict[str, Any], label: str, locale: str) -> str:
    """"A-NW (forest)", "2-W (Village)": a space's label as the reader reads it ("1-SO" in German) and what is
    there, its site, else its terrain."""
    tile, _, position = label.rpartition("-")
    for tile_id, *_place in view.get("tiles", []):
        if tile_id in catalog.tiles and tile_label(tile_id) == tile:
            space = catalog.tiles[tile_id].hexes.get(position)
            named = (catalog.sites.get(space.site) or catalog.terrains.get(space.terrain)) if space else None
            shown = shown_label(label, locale)
            return f"{shown} ({named.name.get(locale_of(locale))})" if named else shown
    return shown_label(label, locale)


def _mana(value: str, view: dict[str, Any], locale: str) -> str:
    """"the gold die and a blue crystal"; a source the view does not name is said as "mana"."""
    words = []
    for source in mana_sources(value, view):
        if source.kind in ("die", "crystal", "token") and f"mk_color_{source.color}" in MESSAGES:
            words.append(t(f"mk_said_{source.kind}", locale, color=t(f"mk_color_{source.color}", locale)))
        else:
            words.append(t("mk_said_mana", locale))
    return t("mk_said_and", locale).join(words)


def _enemy(view: dict[str, Any], index: str | None, locale: str) -> str:
    enemies = (view.get("combat") or {}).get("enemies") or []
    if index is None or not index.isdigit() or int(index) >= len(enemies):
        return "?"
    name = enemies[int(index)]["name"]
    return name.get(locale_of(locale)) or name["en"]


def _attack_of(view: dict[str, Any], action: Action, locale: str) -> str:
    """"the Prowlers", or "attack 2 of the Zombie Horde" for an enemy with several attacks."""
    enemies = (view.get("combat") or {}).get("enemies") or []
    index, attack = action.get("enemy"), action.get("attack")
    name = _enemy(view, index, locale)
    several = index is not None and index.isdigit() and int(index) < len(enemies) and \
        len(enemies[int(index)]["attacks"]) > 1
    if several and attack is not None and attack.isdigit():
        return t("mk_said_nth_attack", locale, n=int(attack) + 1, enemy=name)
    return t("mk_said_the_enemy", locale, enemy=name)


def _points(pool: dict[str, int], locale: str, block: bool) -> str:
    """The Attack or Block a player has gathered, in words: "Fire Attack 3, Ranged Attack 2"."""
    language = 1 if locale_of(locale) == "de" else 0
    words = []
    for key, amount in sorted(pool.items()):
        if amount:
            reach, _, element = key.partition(":")
            node = Block(amount, key) if block else Attack(amount, reach, element or "physical")
            words.append(effect_words(node)[language])
    return ", ".join(words) or "0"


def _unit(catalog: Catalog, view: dict[str, Any], seat: int, index: str | None, locale: str) -> str:
    player = next((p for p in view.get("players", []) if p["seat"] == seat), None)
    units = player["units"] if player else []
    if index is None or not index.isdigit() or int(index) >= len(units):
        return "?"
    return content_name(catalog, units[int(index)], locale) or "?"


def _choice(catalog: Catalog, view: dict[str, Any], option: str, locale: str) -> str | None:
    """The engine's words for the chosen option (from the chooser's view), None where they may name a hidden card."""
    if option_names_a_card(catalog, option):
        return None
    words = ((view.get("decision") or {}).get("options") or {}).get(option)
    return words[locale_of(locale)] if words else None


def sentence(catalog: Catalog, row: TableRow, seat: int, action: Action, view: dict[str, Any], locale: str) -> str:
    """The move in words, as everyone may read it; `view` is the mover's view just before the move."""
    verb, name = action.verb, lambda ident: content_name(catalog, ident or "", locale) or "?"
    params: dict[str, Any] = {"who": who(catalog, row, view, seat, locale)}
    key = verb
    if verb == "hero":
        params["hero"] = name(action.get("id"))
    elif verb in ("tactic", "tactic-use"):
        player = next((p for p in view["players"] if p["seat"] == seat), {})
        params["tactic"] = name(action.get("id") or player.get("tactic"))
    elif verb == "play":
        card, mode = catalog.cards.get(action.get("card") or ""), action.get("mode") or "basic"
        params["card"] = name(action.get("card"))
        if mode == "sideways":
            key, params["what"] = "play_sideways", t(f"mk_sideways_{action.get('as')}", locale) \
                if f"mk_sideways_{action.get('as')}" in MESSAGES else "?"
        elif mode.startswith("revealed_"):
            key, params["mode"] = "play_revealed", t(f"mk_mode_{mode}", locale)
        else:
            side = card and (card.powered if mode == "powered" else card.basic)
            params["effect"] = effect_said(side.effect if side else None, locale)
            if mode == "powered":
                key, params["mana"] = "play_powered", _mana(action.get("mana") or "", view, locale)
    elif verb in ("move", "tunnel", "challenge", "coop-assault"):
        params["space"] = space_words(catalog, view, action.get("to") or action.get("at") or "?", locale)
    elif verb == "explore":
        direction = action.get("dir") or ""
        params["direction"] = t(f"mk_compass_{direction}", locale) if f"mk_compass_{direction}" in MESSAGES \
            else direction
    elif verb == "rest":
        wounds = int(action.get("wounds") or 0)
        card = action.get("card")
        cards = [t("mk_said_wound", locale) if card == WOUND else name(card)]
        if wounds:
            cards.append(t("mk_said_wounds" if wounds > 1 else "mk_said_wound", locale, n=wounds))
        params["cards"] = t("mk_said_and", locale).join(cards)
    elif verb == "unit":
        params["unit"] = _unit(catalog, view, seat, action.get("unit"), locale)
        player = next((p for p in view["players"] if p["seat"] == seat), {"units": []})
        index, ability = action.get("unit") or "", action.get("ability") or ""
        unit = catalog.units.get(player["units"][int(index)]) if index.isdigit() and \
            int(index) < len(player["units"]) else None
        chosen = unit.abilities[int(ability)] if unit and ability.isdigit() and int(ability) < len(unit.abilities) \
            else None
        params["effect"] = f": {chosen.text.get(locale_of(locale)).rstrip('.')}" if chosen else ""  # as printed
    elif verb == "skill":
        params["skill"] = name(action.get("id"))
    elif verb in ("banner", "banner-use"):
        params["card"], params["unit"] = name(action.get("card")), _unit(catalog, view, seat, action.get("unit"),
                                                                          locale)
    elif verb == "attack":
        targets = [t("mk_said_the_enemy", locale, enemy=_enemy(view, i, locale))
                   for i in (action.get("targets") or "").split(",") if i]
        params["enemies"] = ", ".join(targets)
        params["points"] = _points(((view.get("combat") or {}).get("attack")) or {}, locale, block=False)
    elif verb in ("block", "slow", "damage"):
        params["attack"] = _attack_of(view, action, locale)
        params["points"] = _points(((view.get("combat") or {}).get("block")) or {}, locale, block=True)
        to = action.get("to") or "hero"
        params["target"] = t("mk_said_the_hero", locale) if to == "hero" else \
            _unit(catalog, view, seat, to.removeprefix("unit:"), locale)
    elif verb == "next-phase":
        phase = (view.get("combat") or {}).get("phase")
        params["phase"] = t(f"mk_phase_{phase}", locale) if f"mk_phase_{phase}" in MESSAGES else "?"
    elif verb == "attack-player":
        other = action.get("seat") or ""
        players = {p["seat"]: p for p in view["players"]}
        target = int(other) - 1 if other.isdigit() else -1
        params["other"] = seat_label(catalog, row, players[target], locale) if target in players else "?"
    elif verb in ("learn", "learning", "buy"):
        if verb == "buy" and action.get("item"):
            key = "buy_artifact"
        params["card"] = name(action.get("aa") or action.get("spell"))
    elif verb == "recruit":
        params["unit"] = name(action.get("unit"))
    elif verb == "choose":
        option = action.get("option") or ""
        choice = _choice(catalog, view, option, locale)
        key, params["choice"] = ("choose", choice) if choice is not None else ("choose_secret", None)
        if option in ("done", "skip"):  # "ann · Tovak is done", not "chooses done"
            key = f"choose_{option}"
    if f"mk_said_{key}" not in MESSAGES:
        key, params["words"] = "other", describe(catalog, action, view, locale)
    return t(f"mk_said_{key}", locale, **params)


def outcomes(action: Action, seat: int, events: tuple[Event, ...], locale: str) -> list[str]:
    """The move's public events, less those that only say the move again."""
    restated = RESTATED.get(action.verb, set())
    return [e.text(locale) for e in events if e.visible_to is None
            and not (e.kind in restated and e.data.get("seat", seat) == seat)]


def said(catalog: Catalog, row: TableRow, seat: int, action: Action, view: dict[str, Any],
         events: tuple[Event, ...], locale: str) -> str:
    """The public line of a move: its sentence, then what it made happen."""
    return " ".join([sentence(catalog, row, seat, action, view, locale), *outcomes(action, seat, events, locale)])


def turn_heading(catalog: Catalog, row: TableRow, view: dict[str, Any], locale: str) -> str:
    """The log's heading for the moves made from `view` on: the Heroes chosen, a Round's Tactics, or a turn."""
    if view.get("phase") == "heroes":
        return t("mk_setup_head", locale)
    turn = view.get("turn")
    if turn is None:
        return t("mk_round_head", locale, round=view.get("round", 1))
    players = {p["seat"]: p for p in view["players"]}
    current = players.get(turn["seat"])
    label = seat_label(catalog, row, current, locale) if current else "?"
    return t("mk_turn_head", locale, round=view.get("round", 1), who=label)


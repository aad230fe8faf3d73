"""The panel's buttons in words: what a player chooses by ("Move · A-NE (Forest, 3)", "Challenge · Prowlers (4-W)",
"Peasants · Block 2", "Block · Zombie Horde · 2nd attack", "March · powered (gold die): Move 4").

Everything comes from the engine's view (the decision's words, each step's terrain and cost, the combat) and the
content catalogue; nothing here works out a rule. Moves these words do not cover read as cogs.mk_text.describe.
"""
from __future__ import annotations

from typing import Any

from cogs.mk_text import content_name, describe, mana_sources
from engine.core import Action
from engine.mageknight.catalog import Catalog
from engine.mageknight.describe import PARTS, WORDS, side_words
from engine.mageknight.geometry import MapLayout, parse_label, shown_label
from engine.mageknight.state import hex_key
from i18n import locale_of, t

GERMAN_COMPASS = {"NE": "NO", "E": "O", "SE": "SO", "SW": "SW", "W": "W", "NW": "NW"}
SIDEWAYS_POINTS = 1  # what a card played sideways gives (§5.2); the engine's play.play_sideways adds just that


def _named(catalog: Catalog, ident: str, locale: str) -> str:
    return content_name(catalog, ident, locale) or ident


def _ordinal(number: int, locale: str) -> str:
    if locale_of(locale) == "de":
        return f"{number}."
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def _mana(value: str, view: dict[str, Any], locale: str) -> str:
    """How a card or ability is paid: "gold die", "red crystal + black die" (a held Mana Steal die: "stolen")."""
    return " + ".join(t(f"mk_pay_{source.kind}", locale, color=t(f"mk_color_{source.color}", locale))
                      if source.color is not None else source.text for source in mana_sources(value, view))


def _play(catalog: Catalog, action: Action, view: dict[str, Any], locale: str) -> str:
    """"March · powered (gold die): Move 4", "March · sideways: Move 1"."""
    card_id, mode = action.get("card") or "", action.get("mode") or ""
    card = catalog.cards.get(card_id)
    if card is None or mode not in ("basic", "powered", "sideways"):
        return describe(catalog, action, view, locale)
    how = t(f"mk_mode_{mode}", locale)
    if action.get("mana"):
        how += f" ({_mana(action.get('mana'), view, locale)})"
    if mode == "sideways":
        points = action.get("as") or ""
        effect = f"{t(f'mk_sideways_{points}', locale)} {SIDEWAYS_POINTS}"
    else:
        side = card.basic if mode == "basic" else card.powered
        effect = side_words(side)[locale_of(locale) == "de"]  # (English, German)
        if side.name is not None:  # a Spell's strong side has its own name
            effect = f"{_lang_name(side.name, locale)}: {effect}"
    return f"{_named(catalog, card_id, locale)} · {how}: {effect}"


def _move(action: Action, view: dict[str, Any], locale: str, catalog: Catalog) -> str:
    """"Move · A-NE (Forest, 3)", with a fight or a trap said (movement.move_targets)."""
    space = action.get("to") or ""
    target = (view.get("move_targets") or {}).get(space)
    verb, shown = t("mk_verb_move", locale), shown_label(space, locale)
    if target is None:
        return f"{verb} · {shown}"
    terrain = _lang_name(catalog.terrains[target["terrain"]].name, locale) if target["terrain"] in catalog.terrains \
        else target["terrain"]
    site = catalog.sites.get(target["site"] or "")
    where = f"{_lang_name(site.name, locale)}, {terrain}" if site is not None else terrain
    cost = str(target["cost"])
    if target.get("wall"):  # "Move · 12-W (Refugee Camp, Hills, 3 + 1 for the wall)"
        cost = f"{target['cost'] - target['wall']} + {target['wall']} {t('mk_move_wall', locale)}"
    text = f"{verb} · {shown} ({where}, {cost})"
    if target["trap"]:
        text += " · " + t("mk_move_trap", locale)
    elif target["fight"]:
        text += " · " + t("mk_move_fight", locale)
    return text


def _lang_name(name, locale: str) -> str:
    return name.de if locale_of(locale) == "de" and name.de else name.en


def _enemies_at(view: dict[str, Any], space: str, catalog: Catalog, locale: str) -> str:
    """The tokens on a space, by name; a face-down one by its colour."""
    try:
        key = hex_key(*parse_label(MapLayout.from_rows(view["tiles"]), space))
    except ValueError:
        return ""
    names = []
    for token in view["enemies"].get(key, []):
        if token.startswith("?"):
            names.append(t("mk_face_down_token", locale, color=t(f"mk_enemy_color_{token[1:]}", locale)))
        else:
            names.append(_named(catalog, token, locale))
    return ", ".join(names)


def _enemy(view: dict[str, Any], index: str, locale: str) -> dict[str, Any] | None:
    enemies = (view.get("combat") or {}).get("enemies") or []
    return enemies[int(index)] if index.isdigit() and int(index) < len(enemies) else None


def _enemy_attack(view: dict[str, Any], action: Action, locale: str) -> str:
    """"Zombie Horde · 2nd attack": the attack named when the enemy has several (numbered from 1)."""
    enemy = _enemy(view, action.get("enemy") or "", locale)
    if enemy is None:
        return action.get("enemy") or ""
    text = enemy["name"].get(locale_of(locale)) or enemy["name"]["en"]
    attack = action.get("attack")
    if attack is not None and attack.isdigit() and len(enemy["attacks"]) > 1:
        text += " · " + t("mk_nth_attack", locale, nth=_ordinal(int(attack) + 1, locale))
    return text


def _unit(catalog: Catalog, action: Action, view: dict[str, Any], seat: int | None, locale: str) -> str:
    """"Peasants · Block 2": the ability as printed on the Unit's card (one of the seat's, or of the offer's that
    Call to Arms lends)."""
    index, number = action.get("unit") or "", action.get("ability") or ""
    mine = next((p for p in view["players"] if p["seat"] == seat), None)
    if action.get("offer") in catalog.units and number.isdigit():
        unit = catalog.units[action.get("offer")]
    elif mine is None or not index.isdigit() or int(index) >= len(mine["units"]) or not number.isdigit():
        return describe(catalog, action, view, locale)
    else:
        unit = catalog.units[mine["units"][int(index)]]
    abilities = unit.abilities
    text = f"{_lang_name(unit.name, locale)} · "
    text += _lang_name(abilities[int(number)].text, locale) if int(number) < len(abilities) else number
    if action.get("mana"):
        text += f" ({_mana(action.get('mana'), view, locale)})"
    return text


def label(catalog: Catalog, action: Action, view: dict[str, Any], locale: str, seat: int | None = None) -> str:
    """The words of one legal move for `seat`'s panel and its `/mk` suggestions."""
    verb = action.verb
    if verb == "choose":  # the engine's words for the option, without a "Choose" before it
        words = ((view.get("decision") or {}).get("options") or {}).get(action.get("option") or "")
        return words[locale_of(locale)] if words else describe(catalog, action, view, locale)
    if verb == "play":
        return _play(catalog, action, view, locale)
    if verb == "move":
        return _move(action, view, locale, catalog)
    if verb == "explore" and locale_of(locale) == "de":
        return f"{t('mk_verb_explore', locale)} · {GERMAN_COMPASS.get(action.get('dir') or '', action.get('dir'))}"
    if verb == "challenge":
        space = action.get("at") or ""
        enemies = _enemies_at(view, space, catalog, locale)
        return f"{t('mk_verb_challenge', locale)} · {enemies} ({shown_label(space, locale)})" if enemies else \
            describe(catalog, action, view, locale)
    if verb in ("block", "slow", "damage") and action.get("enemy") is not None:
        text = f"{t(f'mk_verb_{verb}', locale)} · {_enemy_attack(view, action, locale)}"
        return text + (f" · {_damage_to(catalog, action, view, locale)}" if verb == "damage" else "")
    if verb == "unit" and (action.get("unit") is not None or action.get("offer") is not None):
        return _unit(catalog, action, view, seat, locale)
    if verb == "recruit" and action.get("unit"):
        return _recruit(catalog, action, view, seat, locale)
    if verb in OTHER_LABELS:
        return OTHER_LABELS[verb](catalog, action, view, seat, locale)
    if verb == "tactic":
        tactic = catalog.tactics.get(action.get("id") or "")
        return f"{_lang_name(tactic.name, locale)} ({tactic.number})" if tactic else describe(catalog, action, view,
                                                                                               locale)
    if verb == "hero":
        return _named(catalog, action.get("id") or "", locale)
    if verb == "rest":
        wounds = int(action.get("wounds") or 0)
        text = f"{t('mk_verb_rest', locale)} · {_named(catalog, action.get('card') or '', locale)}"
        return text + (" + " + t("mk_rest_wounds", locale, n=wounds) if wounds else "")
    if verb == "tactic-use" and action.get("dice"):
        dice = [int(d) for d in (action.get("dice") or "").split(",") if d.isdigit()]
        shown = ", ".join(t("mk_die", locale, n=d + 1, color=t(f"mk_color_{view['source'][d]}", locale))
                          for d in dice if d < len(view["source"]))
        return f"{t('mk_verb_tactic-use', locale)} · {t('mk_reroll', locale, dice=shown)}"
    if verb == "attack-player":
        other = next((p for p in view["players"] if str(p["seat"] + 1) == action.get("seat")), None)
        hero = _named(catalog, other["hero"], locale) if other and other["hero"] else action.get("seat")
        return f"{t('mk_verb_attack-player', locale)} · {hero}"
    if verb == "pvp-damage" and (action.get("to") or "").startswith("retreat:"):
        return f"{t('mk_verb_pvp-damage', locale)} · {t('mk_retreat', locale, space=shown_label(action.get('to')[8:], locale))}"
    if verb == "pvp-damage" and action.get("to") in WORDS:  # done
        return f"{t('mk_verb_pvp-damage', locale)} · {WORDS[action.get('to')][locale_of(locale) == 'de']}"
    return describe(catalog, action, view, locale)


def _recruit(catalog: Catalog, action: Action, view: dict[str, Any], seat: int | None, locale: str) -> str:
    """"Recruit · Thugs · disband Peasants (with the discount)": the Unit, who makes room, how it is paid."""
    parts = [t("mk_verb_recruit", locale), _named(catalog, action.get("unit") or "", locale)]
    disband = action.get("disband")
    mine = next((p for p in view["players"] if p["seat"] == seat), {"units": []})
    if disband is not None and disband.isdigit() and int(disband) < len(mine["units"]):
        parts.append(t("mk_disband", locale, unit=_named(catalog, mine["units"][int(disband)], locale)))
    elif disband in WORDS:
        parts.append(WORDS[disband][locale_of(locale) == "de"])
    paid = [_mana(action.get("mana"), view, locale)] if action.get("mana") else []
    paid += [t(f"mk_color_{action.get('color')}", locale)] if action.get("color") else []
    paid += [t("mk_discount", locale)] if action.get("discount") else []  # Ruthless Coercion's, Charm's
    return " · ".join(parts) + (f" ({', '.join(paid)})" if paid else "")


def _damage_to(catalog: Catalog, action: Action, view: dict[str, Any], locale: str) -> str:
    to = action.get("to") or ""
    if to == "hero":
        return t("mk_to_hero", locale)
    units = (view.get("combat") or {}).get("units") or []
    index = to.removeprefix("unit:")
    if index.isdigit() and int(index) < len(units):
        return t("mk_to", locale, what=_named(catalog, units[int(index)]["unit"], locale))
    return to


def distinct(labels: list[str], numbered: str = "{text} ({n})") -> list[str]:
    """Moves that would read the same (one card powered by either of two blue dice) are numbered, so buttons that
    do different things never look alike."""
    seen: dict[str, int] = {}
    for text in labels:
        seen[text] = seen.get(text, 0) + 1
    counted: dict[str, int] = {}
    shown = []
    for text in labels:
        if seen[text] > 1:
            counted[text] = counted.get(text, 0) + 1
            text = numbered.format(text=text, n=counted[text])
        shown.append(text)
    return shown


def _my_unit(catalog: Catalog, view: dict[str, Any], seat: int | None, index: str | None, locale: str) -> str:
    """One of the seat's Units by its place (0-based in the notation), by name."""
    mine = next((p for p in view["players"] if p["seat"] == seat), {"units": []})
    if index is not None and index.isdigit() and int(index) < len(mine["units"]):
        return _named(catalog, mine["units"][int(index)], locale)
    return index or ""


def _words(word: str | None, locale: str) -> str:
    pair = PARTS.get(word or "") or WORDS.get(word or "")
    return pair[locale_of(locale) == "de"] if pair else (word or "")


def _convert(catalog: Catalog, action: Action, view: dict[str, Any], seat: int | None, locale: str) -> str:
    """"Convert · Move → Attack (ranged, Ice)"."""
    extra = [_words(action.get(key), locale) for key in ("range", "element") if action.get(key)]
    source, target = _words(action.get("from"), locale), _words(action.get("to"), locale)
    text = f"{t('mk_verb_convert', locale)} · {source} → {target}"
    text += f" ({', '.join(extra)})" if extra else ""
    return text + (f" × {action.get('points')}" if action.get("points") else "")


def _banner(catalog: Catalog, action: Action, view: dict[str, Any], seat: int | None, locale: str) -> str:
    """"Banner · Banner of Fear → Peasants": a Banner given to a Unit; `banner-use`: the Banner on that Unit."""
    unit = _my_unit(catalog, view, seat, action.get("unit"), locale)
    if action.verb == "banner" and action.get("card"):
        return f"{t('mk_verb_banner', locale)} · {_named(catalog, action.get('card'), locale)} → {unit}"
    return f"{t(f'mk_verb_{action.verb}', locale)} · {unit}"


def _enter(catalog: Catalog, action: Action, view: dict[str, Any], seat: int | None, locale: str) -> str:
    """Entering an adventure site: a maze's path by its Move cost, the Unit that comes along, the tribute paid."""
    parts = [t("mk_verb_enter", locale)]
    if action.get("path"):
        parts.append(t("mk_enter_path", locale, move=action.get("path")))
    if action.get("unit"):
        parts.append(t("mk_enter_with", locale, unit=_my_unit(catalog, view, seat, action.get("unit"), locale)))
    if action.get("mana"):
        parts.append(_mana(action.get("mana"), view, locale))
    return " · ".join(parts)


def _coop(catalog: Catalog, action: Action, view: dict[str, Any], seat: int | None, locale: str) -> str:
    """"Cooperative assault · C6-C · Tovak 2, Goldyx 3": the defenders each participant faces (seats from 1); against
    General Volkare "Tovak 1 elite + 3 regular" (Lost Legion §3.8)."""
    heroes = {str(p["seat"] + 1): _named(catalog, p["hero"], locale) for p in view["players"] if p["hero"]}

    def faced(count: str) -> str:
        elite, plus, regular = count.partition("+")
        return t("mk_elite_regular", locale, elite=elite, regular=regular) if plus else count
    shares = [f"{heroes.get(who, who)} {faced(count)}" for who, _, count in
              (part.partition(":") for part in (action.get("share") or "").split(",") if part)]
    return " · ".join([t("mk_verb_coop-assault", locale), action.get("at") or "", ", ".join(shares)])


def _buy(catalog: Catalog, action: Action, view: dict[str, Any], seat: int | None, locale: str) -> str:
    if action.get("item") == "artifact":
        return f"{t('mk_verb_buy', locale)} · {t('mk_an_artifact', locale)}"
    text = f"{t('mk_verb_buy', locale)} · {_named(catalog, action.get('spell') or '', locale)}"
    return text + (f" ({_mana(action.get('mana'), view, locale)})" if action.get("mana") else "")


def _pursue(catalog: Catalog, action: Action, view: dict[str, Any], seat: int | None, locale: str) -> str:
    """"Pursue · a green and a red token": what the pursuit by Volkare's Camp draws (LL §5.1)."""
    drawn = t(f"mk_pursue_{action.get('enemies')}", locale)
    return f"{t('mk_verb_pursue', locale)} · {drawn}"


OTHER_LABELS = {"convert": _convert, "banner": _banner, "banner-use": _banner, "enter": _enter,
                "coop-assault": _coop, "buy": _buy, "pursue": _pursue}

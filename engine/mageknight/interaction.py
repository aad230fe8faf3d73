"""Interacting with locals (rules spec §7): the one action of a Regular turn, at an inhabited site.

The interaction starts with the move `interact`, or else with the first purchase. From then on it is the turn's
action (§4.6.3): no more movement or exploring (§4.6.4), Move left over is lost (§4.6.5), and the Reputation
modifier, plus +1 per own Shield in a city, is added to the Influence once (§7.2.2, §7.3): the modifier is the
one of that moment, and Reputation changes later in the interaction (a Threaten played after) leave it as it is,
also when Thugs or Heroes reverse or double it later (Turn.lasting [MODIFIER, value]). Influence played earlier
this turn counts: influence is only ever spent here, so playing it a little early changes nothing but the moment.
More influence effects may be played while the interaction lasts (§7.2.1; resolve.playable allows them).

What Influence buys is read from the Site Description (sites.yaml) or, in a city, the City card
(cities.yaml), see `Market`. Action notation:
    interact                           start the interaction: the Reputation modifier is fixed now (§7.2.2)
    recruit unit=peasants              recruit from the Unit offer (§7.4.1)
    recruit unit=peasants disband=0    ... disbanding Unit 0 when no Command token is free (§5.10.4)
    recruit unit=peasants disband=bonds ... nobody disbanded: under the Bonds of Loyalty token, 5 Influence less
    recruit unit=magic_familiars mana=crystal:red color=red
                                       ... a Unit whose card takes a mana of a basic colour (Magic Familiars)
    heal                               buy one Healing point (§7.4.2, §10.3)
    learn aa=<id>                      monastery: an AA of the Unit offer (§7.4.3);
                                       green city: an AA of the AA offer, or aa=top for the deck's top card (§7.4.6)
    buy spell=<id> mana=crystal:red    conquered mage tower or blue city: 7 Influence + the Spell's colour (§7.4.4)
    buy item=artifact                  red city: 12 Influence for an Artifact, drawn with the end-of-turn rewards
    add-unit                           white city: 2 Influence for an Elite Unit in the Unit offer (§7.4.6)
A site whose description has a `recruit_action` (the Magical Glade, Lost Legion §2.2.4) lets a Unit listing
that site be recruited as the turn's action that is *not* an interaction: the Influence is paid, the
Reputation modifier does not apply (not even the X space) and interaction-only effects do not trigger.
Not yet: cities made friendly by a scenario. Plundering a village is in turns.py.

Lost Legion Units change the recruiting rules (their `recruit_reputation` / `recruit_mana` hook arguments):
recruiting Thugs reverses, recruiting Heroes doubles the Reputation modifier for the whole interaction, also
when they are not its first purchase; Thugs and Heroes are not recruited in the same interaction. The rule in
force is remembered in Turn.lasting as ["recruit_reputation", "reversed" | "doubled"].
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core import Action, RuleError
from engine.mageknight import volkare, volkares_camp
from engine.mageknight.board import crowded_refusal, owned_sites, space_at
from engine.mageknight.catalog.schemas.sites import Site
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.mana import mana_sources, mana_time, pay_mana, payment_options
from engine.mageknight.resolve import WOUND, spend_healing
from engine.mageknight.rulebook import (RECRUIT_CHECKED, RECRUIT_DISCOUNT_USED, RECRUIT_DISCOUNTS, RECRUIT_PRICE,
                                        RECRUITING_GIVEN_UP, REPUTATION_IGNORED)
from engine.mageknight.setup import reveal_offer
from engine.mageknight.source import usable_as
from engine.mageknight.state import BASIC_COLORS
from engine.mageknight.units import disband_choices, gain_unit, read_disband, recruit_terms

START = "interact"
VERBS = (START, "recruit", "heal", "learn", "buy", "add-unit")
MODIFIER = "reputation_modifier"  # Turn.lasting [this, value]: the modifier applied when the interaction started
TOP_OF_DECK = "top"
REPUTATION_RULE = "recruit_reputation"
REPUTATION_FACTOR = {None: 1, "reversed": -1, "doubled": 2}
BOUGHT_ARTIFACTS = "artifact"  # the reward item rewards.py gives at the end of the turn


@dataclass(frozen=True)
class Market:
    """What Influence buys at one site (§7.4), whatever the data file it comes from."""
    recruit: tuple[tuple[str, dict], ...] = ()  # (site icon, or "any" with cost increases by icon)
    heal_price: int | None = None  # Influence per Healing point
    aa_price: int | None = None
    aa_sources: tuple[str, ...] = ()  # unit_offer | advanced_action_offer | advanced_action_deck_top
    spell_price: int | None = None  # plus one mana of the Spell's colour
    unit_to_offer: tuple[int, str] | None = None  # (price, "elite" | "regular")
    artifact_price: int | None = None  # the red city (§7.4.6)
    influence_per_shield: int = 0  # §7.3
    camp_shields: int = 0  # next to Volkare's conquered Camp: 1 Influence more per own Shield on it (LL §5.1)


def _market(ctx: Ctx, site: Site, city_color: str | None) -> Market:
    terms: dict = {"recruit": []}
    for offer in site.interactions:
        if offer.kind == "recruit":
            terms["recruit"].append((offer.terms["site_icon"], dict(offer.terms.get("cost_increase", {}))))
        elif offer.kind == "heal":
            terms["heal_price"] = offer.terms["influence_per_point"]
        elif offer.kind == "learn_advanced_action":
            terms["aa_price"], terms["aa_sources"] = offer.terms["influence"], (offer.terms["from"],)
        elif offer.kind == "learn_spell":
            terms["spell_price"] = offer.terms["influence"]
        elif offer.kind == "add_regular_unit_to_offer":
            terms["unit_to_offer"] = (offer.terms["influence"], "regular")
        elif offer.kind == "city_card" and city_color:
            _read_city_card(ctx, city_color, terms)
    terms["recruit"] = tuple(terms["recruit"]) + _also_recruited_at(ctx, site)
    bonus = site.parameters.get("interaction_bonus", {})
    return Market(**terms, influence_per_shield=int(bonus.get("influence_per_shield", 0)))


def _market_here(ctx: Ctx, seat: int) -> Market:
    """What Influence buys where the Hero stands: the site's, and next to Volkare's conquered Camp the Camp's too
    (LL §5.1: "as if in the Camp", also in a village there)."""
    key, site, city = _here(ctx, seat)
    market = _market(ctx, site, city) if site is not None and _site_refusal(ctx, seat) is None else Market()
    camp = volkares_camp.conquered_camp(ctx)
    if not volkares_camp.near_conquered_camp(ctx, key) or key == camp:
        return market
    at_camp = _market(ctx, ctx.catalog.sites[volkares_camp.SITE], None)
    return replace(market, recruit=market.recruit + at_camp.recruit,
                   unit_to_offer=market.unit_to_offer or at_camp.unit_to_offer,
                   camp_shields=volkares_camp.shields_on_camp(ctx, seat))


def _also_recruited_at(ctx: Ctx, site: Site) -> tuple[tuple[str, dict], ...]:
    """The scenario's further site icons recruited under here: Conquer and Hold's monastery Units in mage towers
    and village Units in keeps (§13.7.10)."""
    also = dict(ctx.catalog.scenarios[ctx.state.scenario].rules.get("recruit_also_at", {}))
    return tuple((icon, {}) for icon in also.get(site.id, ()))


def _read_city_card(ctx: Ctx, color: str, terms: dict) -> None:
    """The lower half of the City card (§7.4.6)."""
    for offer in ctx.catalog.cities_by_color[color].interactions:
        gain, price = offer.gain, offer.cost.get("influence")
        if "unit" in gain:
            terms["recruit"].append(("any" if gain["unit_types"] == "all" else "city", {}))
        elif "spell" in gain:
            terms["spell_price"] = price
        elif "choice" in gain and all("advanced_action" in each for each in gain["choice"]):
            terms["aa_price"], terms["aa_sources"] = price, tuple(each["from"] for each in gain["choice"])
        elif "elite_unit_to_offer" in gain:
            terms["unit_to_offer"] = (price, "elite")
        elif "artifact" in gain:
            terms["artifact_price"] = price


def recruit_cost(ctx: Ctx, market: Market, unit_id: str) -> int | None:
    """§7.4.1: recruitable if one of the Unit's icons matches the site; the cheapest matching way counts."""
    unit = ctx.catalog.units[unit_id]
    costs = []
    for icon, increases in market.recruit:
        if icon == "any":
            extra = [increases[i] for i in unit.recruit_at if i in increases] if increases else [0]
            costs += [unit.cost + min(extra)] if extra else []
        elif icon in unit.recruit_at:
            costs.append(unit.cost)
    return min(costs) if costs else None


# --- where and when (§7.1, §7.2) -----------------------------------------------------------------

def _here(ctx: Ctx, seat: int) -> tuple[str, Site | None, str | None]:
    key = ctx.player(seat).position
    space = space_at(ctx, key) if key else None
    site = ctx.catalog.sites.get(space.site) if space is not None and space.site else None
    return key, site, space.city if space is not None else None


def _why_not(ctx: Ctx, seat: int) -> RuleError | None:
    """The reason this player cannot interact now, or None."""
    turn, player = ctx.state.turn, ctx.player(seat)
    if turn.kind == "rest":
        return refuse("A resting Hero cannot interact.", "Wer rastet, kann nicht mit Einheimischen interagieren.",
                      "4.7.1")
    if turn.action_taken and turn.interaction is None:
        return refuse("You already took your action this turn.", "Du hast deine Aktion in diesem Zug schon genutzt.",
                      "4.6.4")
    if turn.interaction is None and crowded_refusal(ctx, seat):
        return crowded_refusal(ctx, seat)
    if not volkares_camp.near_conquered_camp(ctx, player.position) and (refusal := _site_refusal(ctx, seat)):
        return refusal
    if (player.reputation in ctx.catalog.source.reputation.rules.get("no_interaction_at", ())
            and not _reputation_ignored(ctx)):  # Arcane Disguise
        return refuse("With your Reputation on the X space you cannot interact at all.",
                      "Mit deinem Ansehen auf dem X-Feld kannst du gar nicht interagieren.", "7.2.2")
    return None


def _site_refusal(ctx: Ctx, seat: int) -> RuleError | None:
    """Why the site the Hero stands on has nobody to deal with them, or None."""
    state = ctx.state
    key, site, _ = _here(ctx, seat)
    if site is None or not site.inhabited or key in state.map.burned:
        return refuse("There are no locals to interact with here.", "Hier gibt es keine Einheimischen.", "7.1")
    if site.id == "city" and volkare.city_plundered(ctx):
        return refuse("General Volkare plundered the city: nobody there deals with Heroes any more.",
                      "General Volkare hat die Stadt geplündert: Dort handelt niemand mehr mit Helden.", "LL 4.1.10")
    shields = state.map.shields.get(key, [])
    requires = "owner" if site.id in owned_sites(ctx) else site.parameters.get("interaction_requires")
    if requires == "owner" and seat not in shields:
        return refuse(f"You can interact only at a {site.name.en} you own.",
                      f"Interagieren kannst du nur an einem eigenen Ort ({site.name.de}).", "7.1")
    conquered = key == volkares_camp.conquered_camp(ctx) or (shields and not state.map.enemies.get(key))
    if requires == "conquered" and not conquered:
        return refuse(f"The {site.name.en} must be conquered before anyone can interact there.",
                      f"{site.name.de}: Interagieren erst nach der Eroberung.", "7.1")
    return None


def _reputation_modifier(ctx: Ctx, seat: int) -> int:
    if _reputation_ignored(ctx):  # Arcane Disguise
        return 0
    return ctx.catalog.source.reputation.influence_modifier.get(ctx.player(seat).reputation, 0)


def reputation_rule(ctx: Ctx) -> str | None:
    """"reversed" (Thugs recruited) or "doubled" (Heroes recruited) for this turn's interaction, or None."""
    return next((entry[1] for entry in ctx.state.turn.lasting if entry[0] == REPUTATION_RULE), None)


def _opening_bonus(ctx: Ctx, seat: int, market: Market, reputation: str | None = None) -> int:
    """§7.2.2 the Reputation modifier (reversed or doubled by Thugs or Heroes), §7.3 +1 per own Shield on the City
    card; both once per turn."""
    player = ctx.player(seat)
    shields = ctx.state.map.shields.get(player.position, []).count(seat)
    return (REPUTATION_FACTOR[reputation] * _reputation_modifier(ctx, seat) + market.influence_per_shield * shields
            + market.camp_shields)


def _reputation_change(ctx: Ctx, seat: int, reputation: str | None) -> int:
    """Influence gained (or lost) by reversing or doubling the modifier of an interaction already under way: the
    modifier applied when it started, whatever the Reputation is now (§7.2.2)."""
    turn = ctx.state.turn
    if reputation is None or turn.interaction is None or reputation_rule(ctx) == reputation:
        return 0
    applied = turn.entries(MODIFIER)
    # A snapshot stored mid-interaction before the modifier was remembered: the Reputation now is all there is.
    modifier = int(applied[0][1]) if applied else _reputation_modifier(ctx, seat)
    return (REPUTATION_FACTOR[reputation] - 1) * modifier


def influence_available(ctx: Ctx, seat: int, market: Market, reputation: str | None = None) -> int:
    """`reputation`: the rule the purchase brings in (recruiting Thugs or Heroes), counted as if in force."""
    turn = ctx.state.turn
    if turn.interaction is None:
        return turn.influence + _opening_bonus(ctx, seat, market, reputation)
    return turn.influence + _reputation_change(ctx, seat, reputation)


def _check_price(ctx: Ctx, seat: int, market: Market, price: int, rule: str, reputation: str | None = None) -> None:
    available = influence_available(ctx, seat, market, reputation)
    if available < price:
        raise refuse(f"That costs {price} Influence; you have {available}.",
                     f"Das kostet {price} Einfluss; du hast {available}.", rule)


def _begin(ctx: Ctx, seat: int, market: Market, reputation: str | None = None) -> None:
    """The interaction starts: it is the turn's action, and the opening bonus is added once; the Reputation
    modifier it holds is remembered, so no later Reputation change alters it (§7.2.2)."""
    turn = ctx.state.turn
    bonus = _opening_bonus(ctx, seat, market, reputation)
    for offer in _offers_sold(market):  # First Reconnaissance: an offer face down until first needed is needed now
        reveal_offer(ctx, offer)
    turn.start_action()
    turn.interaction = ctx.player(seat).position
    turn.remember(MODIFIER, _reputation_modifier(ctx, seat))
    turn.influence += bonus
    ctx.say("interaction", f"{ctx.hero_name(seat).en} interacts with the locals (Influence {bonus:+d}).",
            f"{ctx.hero_name(seat).de} interagiert mit den Einheimischen (Einfluss {bonus:+d}).", seat=seat)


def _offers_sold(market: Market) -> list[str]:
    """The card offers this market sells from (Spells at a Mage Tower, Advanced Actions at a monastery)."""
    return (["spells"] if market.spell_price is not None else []) + (
        ["advanced_actions"] if market.aa_price is not None and "advanced_action_offer" in market.aa_sources else [])


def may_begin(ctx: Ctx, seat: int) -> bool:
    """An interaction could begin here now (for effects usable "during interaction only")."""
    return ctx.state.turn.interaction is None and _why_not(ctx, seat) is None


def begin_here(ctx: Ctx, seat: int) -> None:
    _begin(ctx, seat, _market_here(ctx, seat))


def _spend(ctx: Ctx, seat: int, market: Market, price: int, rule: str, reputation: str | None = None) -> None:
    """Start the interaction if this is its first purchase, then pay `price` Influence. `reputation`: the
    purchase reverses or doubles the Reputation modifier for the whole interaction (Thugs, Heroes)."""
    turn = ctx.state.turn
    _check_price(ctx, seat, market, price, rule, reputation)
    if turn.interaction is None:
        _begin(ctx, seat, market, reputation)
    elif change := _reputation_change(ctx, seat, reputation):
        turn.influence += change
        ctx.say("interaction_reputation", f"The Reputation modifier is now {reputation} (Influence {change:+d}).",
                f"Der Ansehensmodifikator gilt jetzt {'umgekehrt' if reputation == 'reversed' else 'doppelt'} "
                f"(Einfluss {change:+d}).")
    if reputation is not None and reputation_rule(ctx) is None:
        turn.lasting.append([REPUTATION_RULE, reputation])
    turn.influence -= price


# --- what may be done ----------------------------------------------------------------------------

def _has_something_to_heal(ctx: Ctx, seat: int) -> bool:
    player = ctx.player(seat)
    return WOUND in player.hand or any(unit.wounded for unit in player.units)


def legal_interactions(ctx: Ctx, seat: int) -> list[Action]:
    turn = ctx.state.turn
    if turn.decision is not None or turn.ending_step >= 0:
        return []
    if _recruit_action_site(ctx, seat) is not None:
        return _legal_site_recruits(ctx, seat)
    if _why_not(ctx, seat) is not None:
        return []
    market = _market_here(ctx, seat)
    available = influence_available(ctx, seat, market)
    offers, decks = ctx.state.offers, ctx.state.decks
    actions = [Action.of(START)] if turn.interaction is None else []
    discounts = _recruit_discounts(ctx)  # offered with and without each
    for unit_id in dict.fromkeys(offers.units) if not _recruiting_given_up(ctx) else ():
        cost = recruit_cost(ctx, market, unit_id)
        reputation = recruit_terms(ctx, unit_id).get("recruit_reputation")
        if cost is None or _reputation_clash(ctx, reputation):
            continue
        with_rule = influence_available(ctx, seat, market, reputation)
        payments = _recruit_mana_options(ctx, seat, unit_id)
        prices = [(max(0, cost - off), {"discount": word}) for word, off in discounts.items()]
        for price, terms in [(cost, {}), *prices]:
            actions += [Action.of("recruit", unit=unit_id, **mana, **terms) if disband is None else
                        Action.of("recruit", unit=unit_id, disband=disband, **mana, **terms)
                        for mana in payments for disband in disband_choices(ctx, seat)
                        if _recruit_price(ctx, price, disband) <= with_rule]
    if market.heal_price is not None and market.heal_price <= available and _has_something_to_heal(ctx, seat):
        actions.append(Action.of("heal"))
    if market.aa_price is not None and market.aa_price <= available:
        actions += [Action.of("learn", aa=aa) for aa in dict.fromkeys(_learnable_aas(ctx, market))]
    if market.spell_price is not None and market.spell_price <= available and "spells" not in offers.hidden:
        for spell in dict.fromkeys(offers.spells):
            actions += [Action.of("buy", spell=spell, mana=payment)
                        for payment in payment_options(ctx, seat, [ctx.catalog.cards[spell].colors])]
    if market.artifact_price is not None and market.artifact_price <= available and _artifacts_left(ctx):
        actions.append(Action.of("buy", item="artifact"))
    if market.unit_to_offer is not None and market.unit_to_offer[0] <= available:
        if decks.elite_units if market.unit_to_offer[1] == "elite" else decks.regular_units:
            actions.append(Action.of("add-unit"))
    return actions


def _recruit_discounts(ctx: Ctx) -> dict[str, int]:
    """The recruiting discounts in force, by `discount=` word: Ruthless Coercion's ("yes"), Charm's ("charm"), and
    both on one Unit ("yes+charm": each is for "one Unit", so nothing keeps them apart)."""
    discounts = dict(ctx.rules.adjust(RECRUIT_DISCOUNTS, ctx, {}))
    if len(discounts) == 2:
        discounts["+".join(discounts)] = sum(discounts.values())
    return discounts


def _use_recruit_discounts(ctx: Ctx, seat: int, word: str) -> None:
    ctx.rules.react(RECRUIT_DISCOUNT_USED, ctx, seat, word.split("+"))


def _reputation_ignored(ctx: Ctx) -> bool:
    """Arcane Disguise: the Reputation counts for nothing this turn."""
    return bool(ctx.rules.adjust(REPUTATION_IGNORED, ctx, False))


def _recruiting_given_up(ctx: Ctx) -> bool:
    """On Her Own: no Unit is recruited with Influence this turn."""
    return bool(ctx.rules.adjust(RECRUITING_GIVEN_UP, ctx, False))


def _recruit_price(ctx: Ctx, price: int, disband: int | str | None) -> int:
    """The Influence a recruit costs once the Command token is chosen (Bonds of Loyalty: 5 less)."""
    return ctx.rules.adjust(RECRUIT_PRICE, ctx, price, disband)


def _reputation_clash(ctx: Ctx, reputation: str | None) -> bool:
    """Thugs and Heroes cannot be recruited in the same interaction (their cards)."""
    current = reputation_rule(ctx)
    return reputation is not None and current is not None and current != reputation


def _recruit_mana_options(ctx: Ctx, seat: int, unit_id: str) -> list[dict]:
    """Magic Familiars: the ways to pay the mana of a basic colour kept on the card, each with the colour it
    becomes (none: the Unit is not offered); one way without arguments for a Unit that takes no mana."""
    if not recruit_terms(ctx, unit_id).get("recruit_mana"):
        return [{}]
    colors_of = dict(mana_sources(ctx, seat))
    options = []
    for payment in payment_options(ctx, seat, [BASIC_COLORS]):
        for color in usable_as(colors_of[payment], mana_time(ctx, colors_of[payment])):
            if color in BASIC_COLORS:
                options.append({"mana": payment, "color": color})
    return options


def _learnable_aas(ctx: Ctx, market: Market) -> list[str]:
    state = ctx.state
    learnable = []
    if "unit_offer" in market.aa_sources:
        learnable += state.offers.unit_offer_aas
    if "advanced_action_offer" in market.aa_sources and "advanced_actions" not in state.offers.hidden:
        learnable += state.offers.advanced_actions  # a face-down offer is turned up when the interaction begins
    if "advanced_action_deck_top" in market.aa_sources and state.decks.advanced_actions:
        learnable.append(TOP_OF_DECK)
    return learnable


def interact(ctx: Ctx, seat: int, action: Action) -> None:
    if action.verb == "recruit" and _recruit_action_site(ctx, seat) is not None:
        _site_recruit(ctx, seat, action)
        return
    reason = _why_not(ctx, seat)
    if reason is not None:
        raise reason
    market = _market_here(ctx, seat)
    if action.verb == START:
        if ctx.state.turn.interaction is not None:
            raise refuse("The interaction is already under way.", "Die Interaktion läuft schon.", "7.2.2")
        _begin(ctx, seat, market)
        return
    {"recruit": _recruit, "heal": _heal, "learn": _learn, "buy": _buy,
     "add-unit": _add_unit}[action.verb](ctx, seat, action, market)


def _recruit(ctx: Ctx, seat: int, action: Action, market: Market) -> None:
    """§7.4.1 with §5.10.4; the Unit offer is not replenished (§5.7.3)."""
    unit_id = action.get("unit") or ""
    if unit_id not in ctx.state.offers.units:
        raise refuse("That Unit is not in the Unit offer.", "Diese Einheit liegt nicht im Einheitenangebot.", "7.4.1")
    ctx.rules.react(RECRUIT_CHECKED, ctx)  # On Her Own may refuse
    cost = recruit_cost(ctx, market, unit_id)
    name = ctx.catalog.units[unit_id].name
    if cost is None:
        raise refuse(f"{name.en} cannot be recruited at this site.", f"{name.de} kann hier nicht rekrutiert werden.",
                     "7.4.1")
    reputation = recruit_terms(ctx, unit_id).get("recruit_reputation")
    if _reputation_clash(ctx, reputation):
        raise refuse("Thugs and Heroes cannot be recruited in the same interaction.",
                     "Strauchdiebe und Heroen können nicht in derselben Interaktion rekrutiert werden.", "7.4.1")
    discount = action.get("discount")
    if discount is not None and discount not in _recruit_discounts(ctx):
        raise refuse("You have no such recruiting discount this turn.", "Du hast in diesem Zug keinen solchen Rabatt.",
                     "7.4.1")
    cost = max(0, cost - _recruit_discounts(ctx)[discount]) if discount else cost
    disband = read_disband(ctx, seat, action.get("disband"))
    cost = _recruit_price(ctx, cost, disband)  # Bonds of Loyalty
    _check_price(ctx, seat, market, cost, "7.4.1", reputation)
    kept = _pay_recruit_mana(ctx, seat, unit_id, action)
    _spend(ctx, seat, market, cost, "7.4.1", reputation)
    ctx.state.offers.units.remove(unit_id)
    gain_unit(ctx, seat, unit_id, disband, mana=kept)
    ctx.state.turn.units_recruited += 1  # Heroic Tale
    if discount:
        _use_recruit_discounts(ctx, seat, discount)
    ctx.say("recruited", f"{ctx.hero_name(seat).en} recruits {name.en} for {cost} Influence.",
            f"{ctx.hero_name(seat).de} rekrutiert {name.de} für {cost} Einfluss.", unit=unit_id, seat=seat)


# --- recruiting as an action that is not an interaction (Magical Glade, Lost Legion §2.2.4) ------------------

def _recruit_action_site(ctx: Ctx, seat: int) -> str | None:
    """The site icon under which Units are recruited here without interacting, or None."""
    _, site, _ = _here(ctx, seat)
    terms = site.parameters.get("recruit_action") if site is not None else None
    return terms["site_icon"] if terms and not terms.get("interaction", True) else None


def _site_recruit_refusal(ctx: Ctx) -> RuleError | None:
    turn = ctx.state.turn
    if turn.kind == "rest":
        return refuse("A resting Hero cannot recruit.", "Wer rastet, kann nicht rekrutieren.", "4.7.1")
    if turn.action_taken:
        return refuse("You already took your action this turn.", "Du hast deine Aktion in diesem Zug schon genutzt.",
                      "4.6.4")
    return crowded_refusal(ctx, turn.seat)


def _legal_site_recruits(ctx: Ctx, seat: int) -> list[Action]:
    if _site_recruit_refusal(ctx) is not None or _recruiting_given_up(ctx):
        return []
    icon, influence = _recruit_action_site(ctx, seat), ctx.state.turn.influence
    return [Action.of("recruit", unit=unit_id, **mana) if disband is None else
            Action.of("recruit", unit=unit_id, disband=disband, **mana)
            for unit_id in dict.fromkeys(ctx.state.offers.units)
            if icon in ctx.catalog.units[unit_id].recruit_at
            for mana in _recruit_mana_options(ctx, seat, unit_id) for disband in disband_choices(ctx, seat)
            if _recruit_price(ctx, ctx.catalog.units[unit_id].cost, disband) <= influence]


def _site_recruit(ctx: Ctx, seat: int, action: Action) -> None:
    """Pay the Unit's cost in Influence; the Reputation modifier has no effect; it is the turn's action."""
    reason = _site_recruit_refusal(ctx)
    if reason is not None:
        raise reason
    unit_id, icon, turn = action.get("unit") or "", _recruit_action_site(ctx, seat), ctx.state.turn
    if unit_id not in ctx.state.offers.units:
        raise refuse("That Unit is not in the Unit offer.", "Diese Einheit liegt nicht im Einheitenangebot.", "7.4.1")
    ctx.rules.react(RECRUIT_CHECKED, ctx)  # On Her Own may refuse
    unit = ctx.catalog.units[unit_id]
    if icon not in unit.recruit_at:
        raise refuse(f"{unit.name.en} cannot be recruited at this site.",
                     f"{unit.name.de} kann hier nicht rekrutiert werden.", "7.4.1")
    disband = read_disband(ctx, seat, action.get("disband"))
    cost = _recruit_price(ctx, unit.cost, disband)  # Bonds of Loyalty
    if turn.influence < cost:
        raise refuse(f"That costs {cost} Influence; you have {turn.influence}.",
                     f"Das kostet {cost} Einfluss; du hast {turn.influence}.", "7.4.1")
    kept = _pay_recruit_mana(ctx, seat, unit_id, action)
    turn.influence -= cost
    turn.start_action()
    ctx.state.offers.units.remove(unit_id)
    gain_unit(ctx, seat, unit_id, disband, mana=kept)
    ctx.state.turn.units_recruited += 1  # Heroic Tale
    ctx.say("recruited", f"{ctx.hero_name(seat).en} recruits {unit.name.en} for {cost} Influence.",
            f"{ctx.hero_name(seat).de} rekrutiert {unit.name.de} für {cost} Einfluss.", unit=unit_id, seat=seat)


def _pay_recruit_mana(ctx: Ctx, seat: int, unit_id: str, action: Action) -> str | None:
    """Magic Familiars: pay 1 mana of a basic colour (`color=`, what it is used as) and keep it on the card."""
    if not recruit_terms(ctx, unit_id).get("recruit_mana"):
        return None
    color, payment = action.get("color") or "", action.get("mana") or ""
    if color not in BASIC_COLORS:
        raise refuse("Name the basic colour of the mana kept on the card (color=red|blue|green|white).",
                     "Nenne die Grundfarbe des Manas, das auf der Karte bleibt (color=red|blue|green|white).", "5.1")
    pay_mana(ctx, seat, payment, [(color,)])
    return color


def _heal(ctx: Ctx, seat: int, action: Action, market: Market) -> None:
    """§7.4.2: one Healing point per purchase, spent like any Healing (§10.3.3)."""
    if market.heal_price is None:
        raise refuse("Healing cannot be bought here.", "Heilung kann man hier nicht kaufen.", "7.4.2")
    if not _has_something_to_heal(ctx, seat):
        raise refuse("You have no Wound to heal.", "Du hast keine Verletzung zu heilen.", "10.3")
    _spend(ctx, seat, market, market.heal_price, "7.4.2")
    turn = ctx.state.turn
    turn.heal += 1
    turn.decision = spend_healing(ctx, seat)


def _learn(ctx: Ctx, seat: int, action: Action, market: Market) -> None:
    """§7.4.3 (monastery: from the Unit offer, not replaced) and §7.4.6 (green city: the AA offer, replenished,
    or the top of the AA deck). The card goes on top of the Deed deck (§5.7.3)."""
    aa = action.get("aa") or ""
    if market.aa_price is None or aa not in _learnable_aas(ctx, market):
        raise refuse("That Advanced Action cannot be learned here.",
                     "Diese Fortgeschrittene Aktion kann man hier nicht lernen.", "7.4.3")
    _spend(ctx, seat, market, market.aa_price, "7.4.3")
    offers, decks, player = ctx.state.offers, ctx.state.decks, ctx.player(seat)
    if aa == TOP_OF_DECK:
        aa = decks.advanced_actions.pop()
        ctx.say("learned", f"{ctx.hero_name(seat).en} learns the top Advanced Action of the deck.",
                f"{ctx.hero_name(seat).de} lernt die oberste Fortgeschrittene Aktion des Stapels.",
                reveals=True, seat=seat)
        card = ctx.catalog.cards[aa]
        ctx.say("learned_card", f"You learn {card.name.en}.", f"Du lernst {card.name.de}.", visible_to=seat)
    else:
        if "unit_offer" in market.aa_sources:
            offers.unit_offer_aas.remove(aa)
        else:
            take_and_replenish(ctx, offers.advanced_actions, decks.advanced_actions, aa)
        card = ctx.catalog.cards[aa]
        ctx.say("learned",
                f"{ctx.hero_name(seat).en} learns {card.name.en}.", f"{ctx.hero_name(seat).de} lernt {card.name.de}.",
                seat=seat)
    player.deck.append(aa)


def _buy(ctx: Ctx, seat: int, action: Action, market: Market) -> None:
    (_buy_artifact if action.get("item") == "artifact" else _buy_spell)(ctx, seat, action, market)


def _bought_artifacts(ctx: Ctx) -> list | None:
    """This turn's purchased Artifacts, one reward item ["artifact", n]: n bought, n + 1 drawn (§9.5.2)."""
    return next((item for item in ctx.state.turn.rewards if item[:1] == [BOUGHT_ARTIFACTS]), None)


def _artifacts_left(ctx: Ctx) -> bool:
    """One more can be bought while the deck holds more than those already bought this turn."""
    bought = _bought_artifacts(ctx)
    return len(ctx.state.decks.artifacts) > (int(bought[1]) if bought else 0)


def _buy_artifact(ctx: Ctx, seat: int, action: Action, market: Market) -> None:
    """The red city: 12 Influence an Artifact, drawn at the end of the turn as if won in combat: one more than
    bought, one goes back under the Artifact deck (§7.4.6, §9.5.2)."""
    if market.artifact_price is None:
        raise refuse("Artifacts are sold only in a conquered red city.",
                     "Artefakte gibt es nur in einer eroberten Roten Stadt.", "7.4.6")
    if not _artifacts_left(ctx):
        raise refuse("The Artifact deck has no more cards.", "Der Artefaktstapel ist leer.", "7.4.6")
    _spend(ctx, seat, market, market.artifact_price, "7.4.6")
    bought = _bought_artifacts(ctx)
    if bought is None:
        ctx.state.turn.rewards.append([BOUGHT_ARTIFACTS, 1])
    else:
        bought[1] = int(bought[1]) + 1
    ctx.say("bought", f"{ctx.hero_name(seat).en} buys an Artifact; it is drawn at the end of the turn.",
            f"{ctx.hero_name(seat).de} kauft ein Artefakt; es wird am Ende des Zuges gezogen.", seat=seat)


def _buy_spell(ctx: Ctx, seat: int, action: Action, market: Market) -> None:
    """§7.4.4: 7 Influence plus one mana of the Spell's colour; on top of the Deed deck; the offer refills."""
    spell = action.get("spell") or ""
    if "spells" in ctx.state.offers.hidden:
        raise refuse("The Spell offer still lies face down: begin the interaction to turn it up.",
                     "Das Zauberangebot liegt noch verdeckt: beginne die Interaktion, um es aufzudecken.", "7.4.4")
    if market.spell_price is None or spell not in ctx.state.offers.spells:
        raise refuse("That Spell cannot be bought here.", "Diesen Zauber kann man hier nicht kaufen.", "7.4.4")
    card = ctx.catalog.cards[spell]
    _check_price(ctx, seat, market, market.spell_price, "7.4.4")
    pay_mana(ctx, seat, action.get("mana", ""), [card.colors])
    _spend(ctx, seat, market, market.spell_price, "7.4.4")
    take_and_replenish(ctx, ctx.state.offers.spells, ctx.state.decks.spells, spell)
    ctx.player(seat).deck.append(spell)
    ctx.say("bought", f"{ctx.hero_name(seat).en} learns the Spell {card.name.en}.",
            f"{ctx.hero_name(seat).de} lernt den Zauber {card.name.de}.", seat=seat)


def _add_unit(ctx: Ctx, seat: int, action: Action, market: Market) -> None:
    """§7.4.6 white city: pay to put the top Elite Unit into the Unit offer."""
    if market.unit_to_offer is None:
        raise refuse("No Unit can be added to the offer here.", "Hier kann keine Einheit ins Angebot gelegt werden.",
                     "7.4.6")
    price, tier = market.unit_to_offer
    deck = ctx.state.decks.elite_units if tier == "elite" else ctx.state.decks.regular_units
    if not deck:
        raise refuse("That Unit deck is empty.", "Dieser Einheitenstapel ist leer.", "7.4.6")
    _spend(ctx, seat, market, price, "7.4.6")
    unit_id = deck.pop()
    ctx.state.offers.units.append(unit_id)
    name = ctx.catalog.units[unit_id].name
    ctx.say("offer", f"{name.en} joins the Unit offer.", f"{name.de} kommt ins Einheitenangebot.", reveals=True)


def take_and_replenish(ctx: Ctx, offer: list[str], deck: list[str], card: str) -> None:
    """§5.7.3: the cards below shift down and a new card goes into the top slot (the end of the list)."""
    offer.remove(card)
    if deck:
        offer.append(deck.pop())
        ctx.say("offer", "The offer is replenished.", "Das Angebot wird aufgefüllt.", reveals=True)

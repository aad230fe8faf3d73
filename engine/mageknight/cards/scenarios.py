"""The scenarios' own rules (data/mageknight/scenarios.yaml `special_rules`, rules spec §13.7.7-§13.7.11).

Each special rule is a hook named after its scenario; its numbers come from the hook's args. They act at their
own moments (rulebook.py):
    tile_revealed      TILE_REVEALED           mine guards (§13.7.7), the friendly city's Shields, secret dungeons
                                               and tombs (§13.7.9; the answer `secret_site`: where)
    legal_actions/act  the verbs liberate,     liberate a mine (§13.7.7), mark a glade, incantation (§13.7.8)
    movement_ended     MOVEMENT_ENDED          a marked glade ends the movement (§13.7.8)
    mine_produces      MINE_PRODUCES           mines produce nothing until liberated (§13.7.7)
    after_combat       COMBAT_OVER             a liberated mine; a new monster on a secret site that held (§13.7.9)
                                               (the incantation's monsters vanish with combat/end.VANISHING)
    tunnel_exits       TUNNEL_EXITS            the tunnels between conquered dungeons and tombs (§13.7.9)
    owned_sites, owner_absent_defenders, conquest_reward, assault_reputation
                       OWNED_SITES ...         mage towers owned like keeps, their garrisons by Round, no
                                               Reputation lost for assaulting them (§13.7.10)
    turn_begins        START_OF_TURN_MANA      an owned mage tower's mana (§13.7.10)
    round_ended        ROUND_ENDED             glades cleared (§13.7.8), the portal closes (§13.7.11)
    round_begins       ROUND_BEGINS            the miners' gifts due (§13.7.7)
    preparation_question  PREPARING            the miners' gift (§13.7.7; the answer `miners_gift`)
The scenario's terms the rules read too (its special rules by name, owned sites, mines, the portal, the goals)
are in scenario_terms.py.
"""
from __future__ import annotations

from collections import deque

from engine.core import Action
from engine.mageknight import resolve
from engine.mageknight.board import KEEP, layout_of, space_at
from engine.mageknight.catalog.effects import Hook, Reputation
from engine.mageknight.combat.begin import _foe, _start, may_start
from engine.mageknight.context import Ctx, counted, refuse
from engine.mageknight.geometry import neighbours, parse_label, shown_label, space_label
from engine.mageknight.reveal import draw_enemy, spaces
from engine.mageknight.rulebook import (ASSAULT_REPUTATION, COMBAT_OVER, CONQUEST_REWARDED, MINE_PRODUCES,
                                        MOVEMENT_ENDED, OWNED_SITES, OWNER_ABSENT_DEFENDERS, PREPARING, ROUND_BEGINS,
                                        ROUND_ENDED, START_OF_TURN_MANA, TILE_REVEALED, TUNNEL_EXITS, Part)
from engine.mageknight.scenario_terms import (ADVENTURES_UNDERGROUND, INCANTATION, close_portal, friendly_city, mines,
                                              night_number, owned, special_rule, tile_kind)
from engine.mageknight.state import CRYSTAL_ROLLS, Combat, Decision, Token, hex_key, parse_hex
from engine.mageknight.words import german_color

part = Part("scenarios")

MINE_GUARDS, LIBERATE, GIFT = "mines_liberation_guards", "mines_liberation_liberate", "mines_liberation_gift"
MARK_GLADE = "druid_nights_mark_glade"
CLEAR_GLADES = "druid_nights_clear_glades"
PORTAL_CLOSES = "one_to_return_portal_closes"
SECRET_DUNGEONS, SECRET_TOMBS, TUNNELS = "dungeon_lords_secret_dungeons", "dungeon_lords_secret_tombs", \
    "dungeon_lords_tunnels"
TOWERS, GARRISONS = "conquer_and_hold_mage_towers", "conquer_and_hold_garrisons"
part.carries_out(MINE_GUARDS, LIBERATE, GIFT, MARK_GLADE, INCANTATION, CLEAR_GLADES, PORTAL_CLOSES, SECRET_DUNGEONS, SECRET_TOMBS, TUNNELS, TOWERS, GARRISONS)

VERBS = ("liberate", "mark", "incant")
GLADE = "magical_glade"


# --- when a tile is revealed -------------------------------------------------------------------------------

@part.reacts(TILE_REVEALED)
def tile_revealed(ctx: Ctx, keys: list[str]) -> None:
    """The scenario's "when revealed" rules for the new tile's spaces."""
    guards = special_rule(ctx, MINE_GUARDS)
    for key in keys:
        space = space_at(ctx, key)
        if space.city and friendly_city(ctx):
            ctx.state.map.shields[key] = list(range(ctx.state.seats))
        if space.mine and guards is not None:
            _guard_mine(ctx, key, guards)
    _secret_sites_revealed(ctx, keys)


def _guard_mine(ctx: Ctx, key: str, guards: Hook) -> None:
    """§13.7.7: one enemy face up (green on a Countryside tile, red on a Core tile), one brown face down."""
    tokens = guards.args["countryside_mine" if tile_kind(ctx, key) == "countryside" else "core_mine"]
    ctx.state.map.enemies[key] = [Token(draw_enemy(ctx, token["color"]), token["color"], bool(token["face_up"]))
                                  for token in tokens]


# --- Mines Liberation (§13.7.7) ----------------------------------------------------------------------------

def _guarded_mine(ctx: Ctx, seat: int) -> str | None:
    key = ctx.player(seat).position
    if special_rule(ctx, LIBERATE) is None or key is None or not space_at(ctx, key).mine:
        return None
    return key if ctx.state.map.enemies.get(key) else None


def liberate(ctx: Ctx, seat: int) -> None:
    """As the action on a guarded mine: fight all its enemies, Night rules, Units allowed (§13.7.7)."""
    key = _guarded_mine(ctx, seat)
    if key is None or not may_start(ctx):
        raise refuse("Liberating a mine is your action, on a mine its enemies still hold.",
                     "Ein Bergwerk zu befreien ist deine Aktion, auf einem Bergwerk, das Feinde noch halten.", "13.7.7")
    foes = [_foe(ctx, token.enemy, token.color, origin=key) for token in ctx.state.map.enemies[key]]
    _start(ctx, seat, Combat("liberation", site=key, foes=foes, night_rules=True))


def _liberated(ctx: Ctx, seat: int, key: str) -> None:
    """Whoever defeats the last enemy: a Shield, Reputation +1 (+2 on a Core tile)."""
    ctx.state.map.shields[key] = [seat]
    tier = "countryside" if tile_kind(ctx, key) == "countryside" else "core"
    resolve.gain(ctx, seat, Reputation(int(special_rule(ctx, LIBERATE).args["reputation"][tier])), [])
    ctx.say("mine_liberated",
            f"{ctx.hero_name(seat).en} liberates the mine.", f"{ctx.hero_name(seat).de} befreit das Bergwerk.",
            seat=seat)


@part.adjusts(MINE_PRODUCES)
def mine_produces(ctx: Ctx, produces: bool, key: str) -> bool:
    """§13.7.7: "Mines produce nothing until liberated"; from the liberating turn on they do."""
    return produces and (special_rule(ctx, LIBERATE) is None or key in ctx.state.map.shields)


@part.reacts(PREPARING)
def preparation_question(ctx: Ctx, seat: int) -> Decision | None:
    """The miners' gift at the start of each Day and Night (Round preparation): a crystal from each mine the seat
    liberated, nothing in a colour already at 3 (§9.4.2). A mine of several colours asks which."""
    due = ctx.state.scenario_state.gifts_due.get(str(seat), [])
    while due:
        colors = space_at(ctx, due[0]).mine
        if len(colors) > 1:
            return Decision("miners_gift", seat, list(colors))
        resolve.gain_color(ctx, seat, "crystal", colors[0], spill=False)
        due.pop(0)
    return None


@part.answers("miners_gift")
def answer_miners_gift(ctx: Ctx, seat: int, decision: Decision, color: str) -> None:
    resolve.gain_color(ctx, seat, "crystal", color, spill=False)
    ctx.state.scenario_state.gifts_due[str(seat)].pop(0)


# --- Druid Nights (§13.7.8) --------------------------------------------------------------------------------

def _markable_glade(ctx: Ctx, seat: int) -> str | None:
    turn, key = ctx.state.turn, ctx.player(seat).position
    if (special_rule(ctx, MARK_GLADE) is None or key is None or space_at(ctx, key).site != GLADE
            or seat in ctx.state.map.shields.get(key, []) or turn.kind == "rest" or turn.action_taken
            or turn.combat is not None or turn.decision is not None or turn.ending_step >= 0):
        return None
    return key


def mark_glade(ctx: Ctx, seat: int) -> None:
    """Ending the movement on a magical glade, mark it with your Shield, one per player (§13.7.8). Not an
    action: the action may follow on the same space; but the movement is over."""
    key = _markable_glade(ctx, seat)
    if key is None:
        raise refuse("You may mark a magical glade you stand on, once, when your movement ends there.",
                     "Du darfst eine Magische Lichtung, auf der du stehst, einmal markieren, wenn deine Bewegung "
                     "dort endet.", "13.7.8")
    ctx.state.map.shields.setdefault(key, []).append(seat)
    turn = ctx.state.turn
    turn.kind, turn.move = "regular", 0
    turn.lasting.append([MARK_GLADE, key])
    ctx.say("glade_marked", f"{ctx.hero_name(seat).en} marks the magical glade.",
            f"{ctx.hero_name(seat).de} markiert die Magische Lichtung.", seat=seat)


@part.adjusts(MOVEMENT_ENDED)
def movement_ended(ctx: Ctx, ended: bool = False) -> bool:
    return ended or any(entry[0] == MARK_GLADE for entry in ctx.state.turn.lasting)


def _marked_glades(ctx: Ctx, seat: int) -> list[str]:
    return [key for key, space in spaces(ctx) if space.site == GLADE and seat in ctx.state.map.shields.get(key, [])]


def _incantation_terms(ctx: Ctx, seat: int):
    """This Night's terms, if the seat may perform the incantation now: once per Night, as the action, not on an
    inhabited site, with at least one glade marked (decision: with none it would summon nothing)."""
    hook, night = special_rule(ctx, INCANTATION), night_number(ctx)
    if hook is None or night not in hook.args["nights"] or not may_start(ctx) or not _marked_glades(ctx, seat):
        return None
    site = ctx.catalog.sites.get(space_at(ctx, ctx.player(seat).position).site or "")
    if site is not None and site.inhabited or [seat, ctx.state.round.number] in ctx.state.scenario_state.incantations:
        return None
    return hook.args["nights"][night]


def incant(ctx: Ctx, seat: int) -> None:
    """Summon one monster per glade with your Shield (brown the first Night, red the second) and fight them for
    double Fame; a random crystal per monster (two the second Night) at the end of the turn (§13.7.8)."""
    terms = _incantation_terms(ctx, seat)
    if terms is None:
        raise refuse("The incantation is your action, once each Night, not on an inhabited site, with a glade "
                     "marked.", "Die Beschwörung ist deine Aktion, einmal pro Nacht, nicht auf einem bewohnten Ort, "
                     "mit einer markierten Lichtung.", "13.7.8")
    colors = [color for _ in _marked_glades(ctx, seat) for color in terms["enemies_per_marked_glade"]]
    foes = [_foe(ctx, draw_enemy(ctx, color), color, fame_multiplier=int(terms["fame_multiplier"])) for color in colors]
    ctx.state.scenario_state.incantations.append([seat, ctx.state.round.number])
    ctx.state.turn.rewards.append([CRYSTAL_ROLLS, str(len(foes) * int(terms["crystal_rolls_per_enemy"]))])
    _start(ctx, seat, Combat("incantation", foes=foes))


# --- One to Return (§13.7.11) ------------------------------------------------------------------------------

# --- Dungeon Lords (§13.7.9) --------------------------------------------------------------------------------

SECRET_SITE = "secret_site"  # the Decision: where the revealing player puts a secret dungeon or tomb


def _secret_site_rules(ctx: Ctx) -> list[Hook]:
    return [hook for name in (SECRET_DUNGEONS, SECRET_TOMBS) if (hook := special_rule(ctx, name)) is not None]


def _secret_sites_revealed(ctx: Ctx, keys: list[str]) -> None:
    """"Whenever a tile with a village is revealed, the player who revealed it chooses" a space next to each village
    (monastery) for a secret dungeon (tomb). # decision: the tiles laid at setup are revealed by no player, so no
    secret site is placed for them (the rule names the player who revealed the tile)."""
    rules, turn = _secret_site_rules(ctx), ctx.state.turn
    if not rules or turn is None:
        return
    for hook in rules:
        origin_site = hook.args["space"]["adjacent_to"]
        ctx.state.scenario_state.secret_sites_due += [[hook.name, key] for key in keys
                                                       if space_at(ctx, key).site == origin_site]
    turn.decision = next_secret_site(ctx, turn.seat)  # exploring waits for no other decision (movement.py)


def _secret_site_spaces(ctx: Ctx, hook: Hook, origin: str) -> list[str]:
    """The revealed spaces next to the village (monastery) where a secret site may go: accessible, not swamp, no
    site, no enemy token (the data's `space` terms; scenarios.yaml `dungeon_lords_secret_tombs` says why a tomb's
    "adjacent empty space" is read the same)."""
    terms, layout = hook.args["space"], layout_of(ctx)
    keys = []
    for other in neighbours(parse_hex(origin)):
        key = hex_key(*other)
        if other not in layout or ctx.state.map.enemies.get(key):
            continue
        space = space_at(ctx, key)
        terrain = ctx.catalog.terrains[space.terrain]
        accessible = terrain.day_cost is not None or terrain.night_cost is not None
        if not space.site and (accessible or not terms.get("accessible")) and space.terrain not in terms.get(
                "not_terrain", ()):
            keys.append(key)
    return keys


def next_secret_site(ctx: Ctx, seat: int) -> Decision | None:
    """Place the secret sites due, one after the other; where several spaces qualify, the player chooses (one
    space: no choice; none: no secret site for that village or monastery)."""
    due = ctx.state.scenario_state.secret_sites_due
    while due:
        name, origin = due[0]
        keys = _secret_site_spaces(ctx, special_rule(ctx, name), origin)
        if len(keys) > 1:
            layout = layout_of(ctx)
            return Decision(SECRET_SITE, seat, [space_label(layout, parse_hex(key)) for key in keys])
        due.pop(0)
        if keys:
            _place_secret_site(ctx, special_rule(ctx, name), keys[0])
    return None


@part.answers(SECRET_SITE)
def answer_secret_site(ctx: Ctx, seat: int, decision: Decision, label: str) -> Decision | None:
    name, _ = ctx.state.scenario_state.secret_sites_due.pop(0)
    _place_secret_site(ctx, special_rule(ctx, name), hex_key(*parse_label(layout_of(ctx), label)))
    return next_secret_site(ctx, seat)


def _place_secret_site(ctx: Ctx, hook: Hook, key: str) -> None:
    """The space is a dungeon (tomb) from now on, marked with a face-down brown (red) enemy: the monster fought
    there ("If you fail, discard the monster token")."""
    site = ctx.catalog.sites[hook.args["works_as"]]
    ctx.state.map.secret_sites[key] = site.id
    _mark_secret_site(ctx, hook, key)
    label = space_label(layout_of(ctx), parse_hex(key))
    ctx.say("secret_site", f"A secret {site.name.en} is found at {label}.",
            f"Ein geheimer Ort ({site.name.de}) wird auf {shown_label(label, 'de')} entdeckt.")


def _mark_secret_site(ctx: Ctx, hook: Hook, key: str) -> None:
    marker = hook.args["marker"]
    ctx.state.map.enemies[key] = [Token(draw_enemy(ctx, marker["color"]), marker["color"], bool(marker["face_up"]))
                                  for _ in range(int(marker["count"]))]


def _secret_site_held(ctx: Ctx, key: str) -> None:
    """A failed fight at a secret site: its monster is discarded and a new random one marks the space."""
    hook = next(hook for hook in _secret_site_rules(ctx) if hook.args["works_as"] == ctx.state.map.secret_sites[key])
    for token in ctx.state.map.enemies.pop(key):
        ctx.state.decks.enemy_discards[token.color].append(token.enemy)
    _mark_secret_site(ctx, hook, key)


def _conquered_underground(ctx: Ctx) -> list[str]:
    """Conquered dungeons and tombs, secret ones included: the tunnel network's ends."""
    return [key for key, space in spaces(ctx) if space.site in ADVENTURES_UNDERGROUND and key in ctx.state.map.shields]


def _tunnel_distance(ctx: Ctx, start: str, goal: str, avoid: tuple[str, ...]) -> int | None:
    """Spaces travelled from `start` to `goal` through revealed spaces, avoiding the terrains named; None if no
    such path exists."""
    layout, goal_hex = layout_of(ctx), parse_hex(goal)
    seen, queue = {parse_hex(start)}, deque([(parse_hex(start), 0)])
    while queue:
        here, steps = queue.popleft()
        if here == goal_hex:
            return steps
        for other in neighbours(here):
            if other in layout and other not in seen and space_at(ctx, hex_key(*other)).terrain not in avoid:
                seen.add(other)
                queue.append((other, steps + 1))
    return None


def tunnel_exits(ctx: Ctx, seat: int) -> dict[str, int]:
    """From a conquered dungeon or tomb, every other one the tunnels reach, with its Move cost: 2 plus 1 per space
    of distance (§13.7.9)."""
    hook, here = special_rule(ctx, TUNNELS), ctx.player(seat).position
    ends = _conquered_underground(ctx) if hook is not None else []
    if here not in ends:
        return {}
    cost, avoid = hook.args["move_cost"], tuple(hook.args["avoid_terrain"])
    exits = {}
    for key in ends:
        steps = _tunnel_distance(ctx, here, key, avoid) if key != here else None
        if steps is not None:
            exits[key] = int(cost["base"]) + int(cost["per_space"]) * steps
    return exits


@part.adjusts(TUNNEL_EXITS)
def _tunnels(ctx: Ctx, exits: dict[str, int], seat: int) -> dict[str, int]:
    return {**exits, **tunnel_exits(ctx, seat)}


# --- Conquer and Hold (§13.7.10) ---------------------------------------------------------------------------

TOWER = "mage_tower"


@part.adjusts(ASSAULT_REPUTATION)
def assault_reputation(ctx: Ctx, change: int, site) -> int:
    """The Reputation an assault costs: Conquer and Hold costs none at keeps and mage towers (§13.7.10)."""
    rules = ctx.catalog.scenarios[ctx.state.scenario].rules
    return int(dict(rules.get("assault_reputation", {})).get(site.id, change))


@part.adjusts(OWNED_SITES)
def owned_sites(ctx: Ctx, sites: tuple[str, ...]) -> tuple[str, ...]:
    """Sites their conqueror owns against the others: keeps (§8.1.1); in Conquer and Hold mage towers too ("Mage
    towers work like keeps ... the tower becomes yours")."""
    return (*sites, TOWER) if special_rule(ctx, TOWERS) is not None else sites


@part.adjusts(OWNER_ABSENT_DEFENDERS)
def owner_absent_defenders(ctx: Ctx, defenders: tuple[str, int] | None, site) -> tuple[str, int]:
    """Colour and number of the random enemies defending an owned site whose owner is elsewhere, each for half
    Fame: a gray one for a keep (§8.1.1, the site data's `defenders`), a violet one for a Conquer and Hold mage
    tower; in Conquer and Hold two from the second Day and Night on, three from the third (garrisons, by Round)."""
    if site.id != KEEP:
        terms = dict(special_rule(ctx, TOWERS).args["owner_absent_defenders"])
        defenders = terms["color"], int(terms.get("count", 1))
    color, count = defenders
    garrisons = special_rule(ctx, GARRISONS)
    by_round = garrisons.args["owned_site_defenders_by_round"] if garrisons is not None else {}
    return color, int(by_round.get(ctx.state.round.number, count))


@part.adjusts(CONQUEST_REWARDED)
def conquest_reward(ctx: Ctx, rewarded: bool, site) -> bool:
    """Whether conquering the site gives its printed reward: a Conquer and Hold mage tower gives no Spell."""
    hook = special_rule(ctx, TOWERS)
    return rewarded and (site.id != TOWER or hook is None or bool(hook.args["conquest_reward_spell"]))


@part.reacts(START_OF_TURN_MANA)
def turn_begins(ctx: Ctx, seat: int) -> None:
    """Starting the turn on or next to your own mage tower: a gold mana token by Day, a black one at Night, per
    mage tower you control (§13.7.10)."""
    hook, position = special_rule(ctx, TOWERS), ctx.player(seat).position
    towers = owned(ctx, seat, TOWER) if hook is not None and position is not None else []
    near = {position} | {hex_key(*other) for other in neighbours(parse_hex(position))} if towers else set()
    if near.intersection(towers):
        terms = hook.args["start_of_turn_mana"]
        color = terms["day"] if ctx.is_day else terms["night"]
        ctx.state.turn.tokens.extend([color] * (int(terms["per_tower_owned"]) * len(towers)))
        hero = ctx.hero_name(seat)
        owned_towers = counted(len(towers), ("mage tower", "mage towers"), ("Magierturm", "Magiertürmen"))
        ctx.say("tower_mana", f"{hero.en} draws {color} mana from {owned_towers.en}.",
                f"{hero.de} erhält Manamarker ({german_color(color)}) aus {owned_towers.de}.", seat=seat)


# --- at their moments --------------------------------------------------------------------------------------

def legal_actions(ctx: Ctx, seat: int) -> list[Action]:
    actions = []
    if _guarded_mine(ctx, seat) is not None and may_start(ctx):
        actions.append(Action.of("liberate"))
    if _markable_glade(ctx, seat) is not None:
        actions.append(Action.of("mark"))
    if _incantation_terms(ctx, seat) is not None:
        actions.append(Action.of("incant"))
    return actions


def act(ctx: Ctx, seat: int, action: Action) -> None:
    {"liberate": liberate, "mark": mark_glade, "incant": incant}[action.verb](ctx, seat)


part.verb(VERBS[0], legal_actions, act, also=VERBS[1:])  # §13.7: a scenario's own actions


@part.reacts(COMBAT_OVER)
def after_combat(ctx: Ctx, seat: int, combat: Combat) -> None:
    if combat.kind == "liberation" and not ctx.state.map.enemies.get(combat.site):
        _liberated(ctx, seat, combat.site)
    elif combat.kind == "adventure" and combat.site in ctx.state.map.secret_sites and ctx.state.map.enemies.get(
            combat.site):
        _secret_site_held(ctx, combat.site)


@part.reacts(ROUND_ENDED)
def round_ended(ctx: Ctx) -> None:
    """The End of the Round's scenario rules: the glades are cleared after the Nights named (§13.7.8); the portal
    closes after its Round (§13.7.11)."""
    clear = special_rule(ctx, CLEAR_GLADES)
    if clear is not None and night_number(ctx) in clear.args["nights"]:
        for key, space in spaces(ctx):
            if space.site == GLADE:
                ctx.state.map.shields.pop(key, None)
        ctx.say("glades_cleared", "The Shields are removed from the glades.",
                "Die Schilde werden von den Lichtungen entfernt.")
    portal = special_rule(ctx, PORTAL_CLOSES)
    if portal is not None and ctx.state.round.number == int(portal.args["round"]):
        close_portal(ctx)


@part.reacts(ROUND_BEGINS)
def round_begins(ctx: Ctx) -> None:
    """The miners' gifts due at the start of this Day or Night, per seat (given in Round preparation)."""
    if special_rule(ctx, GIFT) is None:
        return
    gifts = ctx.state.scenario_state.gifts_due
    for key, _ in mines(ctx):
        for seat in ctx.state.map.shields.get(key, []):
            gifts.setdefault(str(seat), []).append(key)

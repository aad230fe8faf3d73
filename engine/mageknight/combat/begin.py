"""Starting a combat (rules spec §8.1, §8.2): assaults and provoked enemies (from a move), challenges,
entering adventure sites, burning a monastery.

A combat is the turn's action (§4.6.2-§4.6.4): Move and Influence left over are lost, and so are unspent
Healing points (§8.4.6). Revealing the enemies is new information, so starting a combat is an undo
barrier (§5.13.2, §8.3.1).
"""
from __future__ import annotations

from engine.core import Action
from engine.mageknight.board import layout_of, owned_sites, shares_space, site_at
from engine.mageknight.catalog.effects import Fame, Reputation
from engine.mageknight.combat.values import ACROSS_A_WALL
from engine.mageknight import volkare
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.mazes import MAZE_ENTRY, entering_maze, maze_companion
from engine.mageknight.geometry import Hex, LabelError, neighbours, parse_label, space_at, space_label, walled
from engine.mageknight.mana import pay_mana, payment_options
from engine.mageknight.resolve import gain
from engine.mageknight.reveal import draw_enemy
from engine.mageknight.rulebook import ASSAULT_REPUTATION, OWNER_ABSENT_DEFENDERS
from engine.mageknight.state import GHOST, Combat, Foe, Token, hex_key, parse_hex

REPUTATION_PER_ASSAULT = -1  # when the site data does not say otherwise (§8.1.1)


def _foe(ctx: Ctx, enemy: str, color: str, **kw) -> Foe:
    attacks = len(ctx.catalog.enemies[enemy].attacks)
    return Foe(enemy, color, blocked=[False] * attacks, dealt=[False] * attacks, **kw)


def rampaging_around(ctx: Ctx, here: Hex) -> list[str]:
    """Hex keys of rampaging enemies adjacent to `here` (§8.1.4)."""
    layout = layout_of(ctx)
    return [hex_key(*other) for other in neighbours(here) if other in layout
            and ctx.state.map.enemies.get(hex_key(*other)) and space_at(layout, ctx.catalog, other).rampaging]


def _rampaging_foes(ctx: Ctx, key: str) -> list[Foe]:
    return [_foe(ctx, token.enemy, token.color, origin=key, rampaging=True) for token in ctx.state.map.enemies[key]]


def _behind_a_wall(ctx: Ctx, foes: list[Foe], hero: Hex, enemies: Hex) -> list[Foe]:
    """Enemies fought across a wall from the Hero's space are fortified by it (Lost Legion §2.1.1)."""
    if walled(layout_of(ctx), ctx.catalog, hero, enemies):
        for foe in foes:
            foe.flags.append(ACROSS_A_WALL)
    return foes


def _turn_up(ctx: Ctx, foes: list[Foe]) -> None:
    """The tokens of the enemies fought are face up from now on (§8.3.1)."""
    for foe in foes:
        for token in tokens_at(ctx, foe.origin):
            token.face_up = True


def tokens_at(ctx: Ctx, origin: str) -> list[Token]:
    """The tokens an enemy of the combat came from: a space's, or General Volkare's army (LL §3.5)."""
    if origin == volkare.ARMY:
        return ctx.state.volkare.army
    return ctx.state.map.enemies.get(origin, [])


def _start(ctx: Ctx, seat: int, combat: Combat) -> None:
    turn = ctx.state.turn
    if not turn.action_taken:  # a maze's entry started it already: Move played since stays for the fight
        turn.start_action()
    turn.combat, turn.fought = combat, True
    turn.influence = turn.heal = 0  # §4.6.5, §8.4.6
    _turn_up(ctx, combat.foes)
    names = ", ".join(ctx.catalog.enemies[f.enemy].name.en for f in combat.foes)
    names_de = ", ".join(ctx.catalog.enemies[f.enemy].name.de for f in combat.foes)
    hero = ctx.hero_name(seat)
    ctx.say("combat", f"{hero.en} fights {names}.", f"{hero.de} kämpft gegen {names_de}.",
            reveals=True, enemies=[f.enemy for f in combat.foes], seat=seat)


def may_start(ctx: Ctx) -> bool:
    """A voluntary combat is the turn's one action (§4.6.3); one combat per turn (§8.2)."""
    turn = ctx.state.turn
    return (turn is not None and turn.kind != "rest" and not turn.action_taken and not turn.fought
            and turn.decision is None and turn.ending_step < 0 and turn.combat is None
            and not shares_space(ctx, turn.seat))  # no action beside another Hero (§6.11.3)


# --- from a move: assault and provoking (§6.4.1, §6.4.3, §8.2) --------------------------------------------

def after_move(ctx: Ctx, seat: int, here: Hex, came_from: Hex, provoked: list[str], assault: bool,
               dealt: list[Token] | None = None) -> None:
    """`dealt`: the defenders a cooperative assault dealt this Hero, who fights only those (§12.5, §12.6.5)."""
    foes: list[Foe] = []
    key = hex_key(*here)
    site_key = None
    if assault:
        site_key = key
        space = space_at(layout_of(ctx), ctx.catalog, here)
        site = ctx.catalog.sites[space.site]
        city = space.city if space.site == "city" else None
        garrison = ctx.state.map.enemies.get(key, []) if dealt is None else dealt
        foes += [_foe(ctx, t.enemy, t.color, origin=key, defends=True, city=city) for t in garrison]
        if site.id in owned_sites(ctx) and key in ctx.state.map.shields:  # owner absent
            color, count = ctx.rules.adjust(OWNER_ABSENT_DEFENDERS, ctx, _owner_absent_defenders(site), site)
            foes += [_foe(ctx, draw_enemy(ctx, color), color, defends=True, half_fame=True) for _ in range(count)]
        _behind_a_wall(ctx, foes, came_from, here)  # a fortified site assaulted across a wall: twice (LL §2.1.1)
        assault_reputation(ctx, seat, site)
    for other in provoked:
        foes += _rampaging_foes(ctx, other)
    kind = "assault" if assault else "provoke"
    _start(ctx, seat, Combat(kind, site=site_key, came_from=hex_key(*came_from), foes=foes,
                             cooperative=dealt is not None))


def assault_reputation(ctx: Ctx, seat: int, site) -> None:
    """Every assault costs Reputation, -1 unless the site data or the scenario says otherwise (§8.1.1, §13.7.10)."""
    change = dict(site.parameters.get("assault", {})).get("reputation", REPUTATION_PER_ASSAULT)
    _reputation(ctx, seat, ctx.rules.adjust(ASSAULT_REPUTATION, ctx, change, site))


def _owner_absent_defenders(site) -> tuple[str, int] | None:
    """The site data's random defenders of an owned keep whose owner is elsewhere: (colour, count) (§8.1.1)."""
    terms = dict(site.parameters.get("opponent_keep", {})).get("owner_absent_defenders")
    return None if terms is None else (dict(terms)["color"], int(dict(terms).get("count", 1)))


def _reputation(ctx: Ctx, seat: int, change: int) -> None:
    gain(ctx, seat, Reputation(change), [])


# --- General Volkare (Lost Legion §3.5-§3.7) ----------------------------------------------------------------

def volkare_combat(ctx: Ctx, seat: int, came_from: str | None = None, provoked: tuple[str, ...] = (),
                   dealt: list[Token] | None = None) -> None:
    """His army and his own token, his die rolled first for his attack (LL §3.3, §3.5). He attacks a Hero outside
    their turn: nobody is fortified (§3.6). A Hero assaults him from `came_from` (§3.7): his troops are fortified on
    a fortified site or across a wall, and rampaging enemies the move provoked join, apart. `dealt`: the tokens a
    cooperative assault dealt this Hero, his die rolled once for all its parts (§3.8)."""
    him = ctx.state.volkare
    if dealt is None:
        volkare.roll_for_combat(ctx)
    troops = [_foe(ctx, token.enemy, token.color, origin=volkare.ARMY) for token in (dealt or him.army)]
    if came_from is not None:
        site = site_at(ctx, him.position)
        for foe in troops:
            foe.defends = bool(site and site.fortified)
        _behind_a_wall(ctx, troops, parse_hex(came_from), parse_hex(him.position))
    foes = troops + [volkare.token_foe(ctx)]
    for other in provoked:
        foes += _rampaging_foes(ctx, other)
    _start(ctx, seat, Combat("volkare", came_from=came_from, foes=foes, cooperative=dealt is not None))


# --- Ghost Attacks (Lost Legion §5.5.3) ---------------------------------------------------------------------

def ghost_combat(ctx: Ctx, seat: int, tokens: list[Token]) -> None:
    """The ghosts revealed against the Hero attack before the Hero's turn, out of nowhere: no site, no fortification,
    nothing provoked; no Attack phase, no Fame nor reward (Combat.rewarded)."""
    _start(ctx, seat, Combat(GHOST, foes=[_foe(ctx, token.enemy, token.color) for token in tokens]))


# --- challenging (§8.1.4, §8.2.3) ---------------------------------------------------------------------------

def _challengeable(ctx: Ctx, seat: int) -> list[str]:
    here = parse_hex(ctx.player(seat).position)
    combat = ctx.state.turn.combat
    taken = {foe.origin for foe in combat.foes} if combat else set()
    return [key for key in rampaging_around(ctx, here) if key not in taken]


def may_join(ctx: Ctx) -> bool:
    """§8.2.3: after a move that started a combat, before anything has been played in it."""
    turn = ctx.state.turn
    combat = turn.combat
    return (combat is not None and combat.kind in ("assault", "provoke") and combat.phase == "ranged_siege"
            and not combat.attack and not any(f.defeated for f in combat.foes) and turn.decision is None
            and not combat.joined)


def legal_challenges(ctx: Ctx, seat: int) -> list[Action]:
    if not (may_start(ctx) or may_join(ctx)):
        return []
    layout = layout_of(ctx)
    return [Action.of("challenge", at=space_label(layout, parse_hex(key))) for key in _challengeable(ctx, seat)]


def challenge(ctx: Ctx, seat: int, action: Action) -> None:
    joining = may_join(ctx)
    if not (may_start(ctx) or joining):
        raise refuse("You can challenge only as your action, or right after a move that started a combat.",
                     "Herausfordern kannst du nur als deine Aktion oder direkt nach einem Zug, der einen Kampf "
                     "begonnen hat.", "8.1.4")
    layout = layout_of(ctx)
    keys = []
    for label in (action.get("at") or "").split(","):
        try:
            keys.append(hex_key(*parse_label(layout, label.strip())))
        except LabelError as exc:
            raise refuse(f"Unknown space: {exc.en}", f"Unbekanntes Feld: {exc.de}", "8.1.4") from None
    allowed = _challengeable(ctx, seat)
    if not keys or any(key not in allowed for key in keys) or len(set(keys)) != len(keys):
        raise refuse("Name rampaging enemies on spaces adjacent to you.",
                     "Nenne umherziehende Feinde auf Feldern neben dir.", "8.1.4")
    here = parse_hex(ctx.player(seat).position)
    foes = [foe for key in keys for foe in _behind_a_wall(ctx, _rampaging_foes(ctx, key), here, parse_hex(key))]
    if joining:
        combat = ctx.state.turn.combat
        combat.foes += foes  # not fortified by the site, nor needed to conquer it (§8.2.2)
        combat.joined = True
        _turn_up(ctx, foes)
        ctx.say("challenge", f"{ctx.hero_name(seat).en} also challenges {len(foes)} enemies.",
                f"{ctx.hero_name(seat).de} fordert zusätzlich {len(foes)} Feinde heraus.", seat=seat)
        return
    _start(ctx, seat, Combat("challenge", foes=foes))


# --- adventure sites (§8.1.2) and burning a monastery (§8.1.3) ---------------------------------------------

def _site_here(ctx: Ctx, seat: int):
    key = ctx.player(seat).position
    return key, site_at(ctx, key)


def _entry_plan(ctx: Ctx, seat: int) -> tuple[list, list[str]] | None:
    """What entering this adventure site means fighting, without drawing anything (legal_actions must not change
    the state): (the monsters waiting there, the colours of the tokens to draw); None if it cannot be entered for
    a fight (no enemies there, or conquered and not revisitable)."""
    key, site = _site_here(ctx, seat)
    if site is None or not site.adventure or site.enemies_on_entry is None:
        return None
    waiting = ctx.state.map.enemies.get(key, [])
    if waiting:  # undefeated monsters stayed (monster den, spawning grounds, ruins: §8.11.3.3)
        return waiting, []
    draw = site.enemies_on_entry
    if key in ctx.state.map.shields:
        revisit = dict(site.parameters.get("revisit", {}))
        if not revisit.get("allowed") or not _revisits_allowed(ctx):
            return None
        return [], [revisit["enemies"]["color"]] * int(revisit["enemies"].get("count", 1))
    if draw.source == "ruins_token":
        token = ctx.state.map.ruins.get(key)
        ruins = ctx.catalog.ruins_tokens[token[0]] if token else None
        return ([], list(ruins.enemies)) if ruins is not None and ruins.kind == "enemies" else None
    return [], [draw.color] * draw.count


def _revisits_allowed(ctx: Ctx) -> bool:
    """Dungeon Lords: "Conquered dungeons and tombs ... cannot be entered again to fight for more Fame" (§13.7.9)."""
    rules = ctx.catalog.scenarios[ctx.state.scenario].rules
    return rules.get("revisit_conquered_dungeons_and_tombs", True) is not False


def legal_entries(ctx: Ctx, seat: int) -> list[Action]:
    if entering_maze(ctx):
        return [Action.of("enter", path=str(path)) for path in _open_paths(ctx, seat) if path <= ctx.state.turn.move]
    if not may_start(ctx):
        return []
    if _maze_here(ctx, seat) is not None:
        if not _open_paths(ctx, seat):
            return []
        ready = [i for i, unit in enumerate(ctx.player(seat).units) if unit.ready and not unit.wounded]
        return [Action.of("enter")] + [Action.of("enter", unit=str(i)) for i in ready]
    actions = []
    altar = _altar_here(ctx, seat)
    if altar is not None:
        actions += [Action.of("enter", mana=payment) for payment in _tribute_options(ctx, seat, altar)]
    elif _hidden_ruins_here(ctx, seat) or _entry_plan(ctx, seat) is not None:
        actions.append(Action.of("enter"))
    if _burnable(ctx, seat):
        actions.append(Action.of("burn"))
    return actions


def enter(ctx: Ctx, seat: int, action: Action) -> None:
    if entering_maze(ctx):
        _pay_maze_path(ctx, seat, action)
        return
    if may_start(ctx) and _maze_here(ctx, seat) is not None:
        _enter_maze(ctx, seat, action)
        return
    if not may_start(ctx):
        raise refuse("Entering an adventure site is your action; you have none left.",
                     "Ein Abenteuerort zu betreten ist deine Aktion; du hast keine mehr.", "4.6.3")
    key, site = _site_here(ctx, seat)
    if _hidden_ruins_here(ctx, seat):
        ctx.state.map.ruins[key][1] = True  # a face-down ruins token turns up when entered (site card)
        token = ctx.catalog.ruins_tokens[ctx.state.map.ruins[key][0]]
        ctx.say("ruins_revealed", f"The ruins hold: {token.name.en}.", f"In der Ruine: {token.name.de}.",
                reveals=True)
        if token.kind == "altar":
            return  # now the player knows the tribute, and may pay it (`enter mana=...`) as the action
    altar = _altar_here(ctx, seat)
    if altar is not None:
        _pay_tribute(ctx, seat, key, altar, action.get("mana") or "")
        return
    plan = _entry_plan(ctx, seat)
    if plan is None:
        raise refuse("There is no adventure site here with enemies to fight.",
                     "Hier ist kein Abenteuerort mit Feinden.", "8.1.2")
    waiting, colors = plan
    foes = [_foe(ctx, t.enemy, t.color, origin=key) for t in waiting]
    foes += [_foe(ctx, draw_enemy(ctx, color), color) for color in colors]
    entry = dict(site.parameters.get("entry", {}))
    combat = Combat("adventure", site=key, foes=foes, units_allowed=entry.get("units", True) is not False,
                    night_rules=bool(entry.get("night_rules")))
    _start(ctx, seat, combat)


# --- mazes and labyrinths (Lost Legion §2.1.2) -------------------------------------------------------------

def _maze_here(ctx: Ctx, seat: int):
    key, site = _site_here(ctx, seat)
    paths = dict(site.parameters.get("entry", {})).get("move_paths") if site is not None else None
    return (key, site, tuple(paths)) if paths else None


def _open_paths(ctx: Ctx, seat: int) -> list[int]:
    """Paths nobody has marked yet; none for a player who already has a Shield on this site."""
    key, _, paths = _maze_here(ctx, seat)
    taken = ctx.state.map.maze_paths.get(key, {})
    return [] if seat in taken.values() else [path for path in paths if str(path) not in taken]


def _enter_maze(ctx: Ctx, seat: int, action: Action) -> None:
    """The action starts (left-over Move expires) with at most one ready Unit along; Move is then played."""
    if not _open_paths(ctx, seat):
        raise refuse("You cannot enter this site again, and no path is left.",
                     "Diesen Ort kannst du nicht mehr betreten, oder kein Weg ist frei.", "LL 2.1.2")
    unit = action.get("unit")
    units = ctx.player(seat).units
    if unit is not None and not (unit.isdigit() and int(unit) < len(units) and units[int(unit)].ready
                                 and not units[int(unit)].wounded):
        raise refuse("Only one ready, unwounded Unit may come along (`unit=N`).",
                     "Nur eine bereite, unverletzte Einheit darf mitkommen (`unit=N`).", "LL 2.1.2")
    turn = ctx.state.turn
    turn.start_action()  # "never Move points left over from the movement phase"
    turn.influence = turn.heal = 0
    turn.lasting.append([MAZE_ENTRY, ctx.player(seat).position, unit or ""])
    ctx.say("maze_entered",
            f"{ctx.hero_name(seat).en} enters the {_maze_here(ctx, seat)[1].name.en}: play Move to choose "
            f"a path.", f"{ctx.hero_name(seat).de} betritt: {_maze_here(ctx, seat)[1].name.de}; spiele Bewegung für "
            f"einen Weg.", seat=seat)


def _pay_maze_path(ctx: Ctx, seat: int, action: Action) -> None:
    key, site, _ = _maze_here(ctx, seat)
    path = action.get("path") or ""
    turn = ctx.state.turn
    if not path.isdigit() or int(path) not in _open_paths(ctx, seat):
        raise refuse("Pay one of the open paths: " + ", ".join(map(str, _open_paths(ctx, seat))) + " Move.",
                     "Bezahle einen freien Weg: " + ", ".join(map(str, _open_paths(ctx, seat))) + " Bewegung.",
                     "LL 2.1.2")
    if turn.move < int(path):
        raise refuse(f"That path costs {path} Move; you have {turn.move}.",
                     f"Dieser Weg kostet {path} Bewegung; du hast {turn.move}.", "LL 2.1.2")
    _, companion = maze_companion(ctx)
    turn.lasting = [entry for entry in turn.lasting if entry[0] != MAZE_ENTRY]
    turn.move -= int(path)
    draw = site.enemies_on_entry
    foes = [_foe(ctx, draw_enemy(ctx, draw.color), draw.color) for _ in range(draw.count)]
    _start(ctx, seat, Combat("adventure", site=key, foes=foes, units_allowed=companion is not None,
                             companion=companion, maze_path=int(path)))


def _hidden_ruins_here(ctx: Ctx, seat: int) -> bool:
    token = ctx.state.map.ruins.get(ctx.player(seat).position)
    return token is not None and not token[1]


def _altar_here(ctx: Ctx, seat: int):
    """The face-up altar ruins token on this space, or None."""
    token = ctx.state.map.ruins.get(ctx.player(seat).position)
    if token is None or not token[1]:
        return None
    ruins = ctx.catalog.ruins_tokens[token[0]]
    return ruins if ruins.kind == "altar" else None


def _tribute_needed(altar) -> list[tuple[str, ...]]:
    return [(tribute.color,) for tribute in altar.mana_cost for _ in range(tribute.count)]


def _tribute_options(ctx: Ctx, seat: int, altar) -> list[str]:
    """Ways to pay the altar's mana; the same sources in another order are one way, offered in the order of the
    tribute (each source pays the colour at its place)."""
    ways: dict[str, str] = {}
    for option in payment_options(ctx, seat, _tribute_needed(altar)):
        ways.setdefault("+".join(sorted(option.split("+"))), option)
    return sorted(ways.values())


def _pay_tribute(ctx: Ctx, seat: int, key: str, altar, payment: str) -> None:
    """Ancient Ruins altar: pay the mana shown for its Fame; the space gets the Shield, the token leaves."""
    pay_mana(ctx, seat, payment, _tribute_needed(altar))
    turn = ctx.state.turn
    turn.start_action()
    turn.influence = 0  # §4.6.5
    gain(ctx, seat, Fame(altar.fame), [])
    ctx.state.map.shields[key] = [seat]
    ctx.state.map.ruins.pop(key)
    ctx.say("altar", f"{ctx.hero_name(seat).en} pays the altar's tribute: +{altar.fame} Fame.",
            f"{ctx.hero_name(seat).de} zahlt den Tribut des Altars: +{altar.fame} Ruhm.", seat=seat)


def _burnable(ctx: Ctx, seat: int) -> bool:
    key, site = _site_here(ctx, seat)
    return site is not None and "burn" in site.parameters and key not in ctx.state.map.burned


def burn(ctx: Ctx, seat: int) -> None:
    """§8.1.3: Reputation −3, then a random violet enemy defends the monastery; no Units (site data)."""
    if not may_start(ctx):
        raise refuse("Burning a monastery is your action; you have none left.",
                     "Ein Kloster niederzubrennen ist deine Aktion; du hast keine mehr.", "4.6.3")
    if not _burnable(ctx, seat):
        raise refuse("There is no monastery here to burn.", "Hier ist kein Kloster zum Niederbrennen.", "8.1.3")
    key, site = _site_here(ctx, seat)
    terms = dict(site.parameters["burn"])
    _reputation(ctx, seat, int(terms.get("reputation", -3)))
    draw = dict(terms.get("enemies", {"color": "violet", "count": 1}))
    foes = [_foe(ctx, draw_enemy(ctx, draw["color"]), draw["color"]) for _ in range(int(draw.get("count", 1)))]
    _start(ctx, seat, Combat("burn", site=key, foes=foes, units_allowed=terms.get("units", True) is not False))

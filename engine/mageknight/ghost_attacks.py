"""Ghost Attacks (LL §5.5.3), a variant for slowing the leader in competitive games (`ghost_attacks=yes`): the tokens
on the Fame track, the check whenever a Hero reaches a new level, the tokens revealed, and the question before the
Hero's next turn. The fight itself is ghost_fight.py's, above the Round's order.

- Setup: a brown and a red enemy token face down on the Fame track (GhostAttacks.track), hidden from everyone.
- The check, at the End of Turn in which a Hero reached a new level (§9.6): A is their level less the highest level
  among the other Heroes, B their level less the lowest. The highest tier that applies: A >= 4 or B >= 5, both
  tokens; A = 3 or B = 4, the red Draconum; A = 2 or B = 3, the brown monster; else none.
- Once that End of Turn is done, the tokens are revealed in front of the Hero (a public line) and at once replaced
  face down from their piles.
- Before the Hero's next turn in the Round Order (rounds.start_turn) they attack: the Hero chooses to attend fully
  or partly, as against General Volkare (attendance.py).

# decision: the attack comes at the Hero's next place in the Round Order, before the turn there, even a turn they
  miss (their Round Order token face down): the rule's "not fully, if the Round Order token is face down" can only
  meet that turn. A fully attended Ghost Attack is the turn taken now; the regular turn it replaces is then missed.
# decision (LL §6.2.18, [Unclear]): where the Round ends before that turn, the ghosts wait, revealed in front of
  the Hero, and attack before the Hero's first turn of the next Round ("before their next turn" still holds);
  where the game ends first, they vanish unfought, to their piles' discards.
"""
from __future__ import annotations

from engine.mageknight import attendance
from engine.mageknight.context import Ctx
from engine.mageknight.reveal import can_draw, draw_enemy
from engine.mageknight.scenario_terms import active_seats, portal_key
from engine.mageknight.slowing_the_leader import only_competitive
from engine.mageknight.state import GhostAttack, GhostAttacks, Token
from engine.mageknight.words import ENEMY_COLORS

OPTION = "ghost_attacks"  # the table option: no | yes
CHOICES = ("no", "yes")
BROWN, RED = "brown", "red"  # the brown monster and the red Draconum (enemies.yaml's colours)
ATTACKED = "ghost_attacked"  # the Decision kind: the Hero the ghosts attack chooses how to attend


def check(catalog, scenario_id: str, choice: str) -> None:
    only_competitive(catalog, scenario_id, choice, "Ghost Attacks slow", "Geisterangriffe bremsen")


def place(ctx: Ctx) -> None:
    """LL §5.5.3: one brown and one red token face down on the Fame track."""
    ctx.state.ghosts = GhostAttacks(track=[Token(draw_enemy(ctx, color), color, False) for color in (BROWN, RED)])


def attackers(lead_over_highest: int, lead_over_lowest: int) -> tuple[str, ...]:
    """The tokens that attack a Hero this far ahead (A and B of LL §5.5.3), the highest tier that applies."""
    if lead_over_highest >= 4 or lead_over_lowest >= 5:
        return BROWN, RED
    if lead_over_highest == 3 or lead_over_lowest == 4:
        return (RED,)
    if lead_over_highest == 2 or lead_over_lowest == 3:
        return (BROWN,)
    return ()


def track_level(ctx: Ctx, seat: int) -> int:
    """# decision: another Hero's level as their Fame shows it on the track (the rulebook's tip reads the track's
    rows): a Hero whose Fame crossed a line this turn, as in a cooperative assault whose turns end one after another,
    counts with that level before their own End of Turn raises the Level token; negative Fame is level 1."""
    return ctx.catalog.level_for_fame(ctx.player(seat).fame).level


def level_reached(ctx: Ctx, seat: int) -> None:
    """After the End of Turn in which the Hero reached a new level: the check, and the attacking tokens revealed in
    front of them, replaced on the track at once. # decision: the others are the Heroes still in the game (One to
    Return's eliminated are not); with nobody else there is no lead to check."""
    ghosts = ctx.state.ghosts
    if ghosts is None:
        return
    others = [track_level(ctx, other) for other in active_seats(ctx.state) if other != seat]
    if not others:
        return
    level = ctx.player(seat).level
    revealed = [token for color in attackers(level - max(others), level - min(others))
                if (token := _reveal(ctx, color)) is not None]
    if not revealed:
        return
    attack = waiting_for(ctx, seat)
    if attack is None:
        ghosts.attacks.append(GhostAttack(seat, revealed))
    else:  # a second level-up before their next turn (a turn taken in advance): more ghosts for the same attack
        attack.tokens += revealed
    hero, names = ctx.hero_name(seat), _names(ctx, revealed)
    ctx.say("ghosts_revealed", f"Ghost Attacks: {hero.en} has run too far ahead. Ghosts rise: {names[0]}; they attack "
            f"before {hero.en}'s next turn.", f"Geisterangriffe: {hero.de} ist zu weit vorausgeeilt. Geister erheben "
            f"sich: {names[1]}; sie greifen vor dem nächsten Zug von {hero.de} an.", reveals=True, seat=seat,
            enemies=[token.enemy for token in revealed])


def _reveal(ctx: Ctx, color: str) -> Token | None:
    """The token of that colour turned face up and replaced on the track by a new one, face down. # decision: with
    its pile and discards both empty, no token replaces it, and that colour attacks nobody until one lies there."""
    track = ctx.state.ghosts.track
    token = next((token for token in track if token.color == color), None)
    if token is None:
        return None
    track.remove(token)
    token.face_up = True
    if can_draw(ctx, color):
        track.append(Token(draw_enemy(ctx, color), color, False))
    return token


def _names(ctx: Ctx, tokens: list[Token]) -> tuple[str, str]:
    enemies = [(ctx.catalog.enemies[token.enemy].name, token.color) for token in tokens]
    return (" and ".join(f"{name.en} ({color})" for name, color in enemies),
            " und ".join(f"{name.de} ({ENEMY_COLORS[color]})" for name, color in enemies))


def waiting_for(ctx: Ctx, seat: int) -> GhostAttack | None:
    """The ghosts revealed in front of the Hero, waiting for the Hero's next turn."""
    ghosts = ctx.state.ghosts
    return next((attack for attack in ghosts.attacks if attack.seat == seat and attack.stage == "waiting"), None) \
        if ghosts is not None else None


def under_way(ctx: Ctx) -> GhostAttack | None:
    """The Ghost Attack being asked, fought or finished now (one at a time: it holds the Round's order)."""
    ghosts = ctx.state.ghosts
    return next((attack for attack in ghosts.attacks if attack.stage != "waiting"), None) \
        if ghosts is not None else None


def attack_before_turn(ctx: Ctx, seat: int) -> bool:
    """The Hero's turn comes: ghosts waiting for it attack first, and the Hero chooses how to attend (ghost_fight.py
    answers; the turn begins once they are gone). False where none wait."""
    attack = waiting_for(ctx, seat)
    if attack is None:
        return False
    player = ctx.player(seat)
    if player.position is None:
        # decision: a Hero off the map (the last turn ended on the portal, §6.12.1) meets them on the portal, where
        # the turn would begin
        player.position = portal_key(ctx)
    attack.stage = "asking"
    attendance.ask(ctx, seat, ATTACKED, attendance.choices(ctx, seat))
    hero, names = ctx.hero_name(seat), _names(ctx, attack.tokens)
    ctx.say("ghosts_attack", f"Before {hero.en}'s turn the ghosts attack: {names[0]}.",
            f"Vor dem Zug von {hero.de} greifen die Geister an: {names[1]}.", reveals=True, seat=seat)
    return True


def vanish_unfought(ctx: Ctx) -> None:
    """The game is over: ghosts still waiting for a turn that never comes vanish, to their piles' discards."""
    ghosts = ctx.state.ghosts
    if ghosts is None:
        return
    for attack in ghosts.attacks:
        for token in attack.tokens:
            ctx.state.decks.enemy_discards[token.color].append(token.enemy)
    ghosts.attacks = []


def view(ctx: Ctx) -> dict | None:
    """What everyone sees: the backs of the tokens on the Fame track, and the ghosts in front of each Hero."""
    ghosts = ctx.state.ghosts
    if ghosts is None:
        return None
    return {"track": [token.color for token in ghosts.track],
            "attacks": [{"seat": attack.seat, "enemies": [token.enemy for token in attack.tokens],
                         "stage": attack.stage} for attack in ghosts.attacks]}

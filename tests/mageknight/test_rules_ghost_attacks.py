"""Ghost Attacks (Lost Legion §5.5.3), a variant for slowing the leader: a brown and a red token face down on the
Fame track attack a Hero whose new level runs too far ahead, before that Hero's next turn; only the Ranged and Siege,
Block and Damage phases, no Fame nor reward, and the ghosts vanish. Each example the rulebook prints is a test."""
from __future__ import annotations

import json
import random

import pytest

from bench.mageknight_selfplay import card_census, check_invariants, choose
from bench.selfplay import check_seat_can_act
from cogs.mk_status import options_words, status_text
from engine.core import RuleError
from engine.mageknight import ghost_attacks
from engine.mageknight.cards import BOOK
from engine.mageknight.combat.view import combat_view
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.ghost_attacks import ATTACKED, BROWN, RED, attackers
from engine.mageknight.player.evaluate import evaluate
from engine.mageknight.positions import build_position
from engine.mageknight.state import GHOST, GhostAttack, Token
from engine.store import SeatRow, TableRow

from tests.mageknight.moves import act, legal, outcome, refused

CATALOG = GAME.catalog
HEROES = ("tovak", "goldyx", "arythea", "norowas")
MINOTAUR, SAVAGE_DRAGON = "minotaur", "savage_dragon"  # brown Attack 5 Brutal, Armor 5; red Attack 5, Armor 7


def level_fame(level: int) -> int:
    return CATALOG.levels[level - 1].fame


def table(levels: list[int], reaching: int | None = None, scenario: str = "full_conquest"):
    """Heroes at these levels (their Fame at the level's line), Ghost Attacks on, a Minotaur and a Savage Dragon face
    down on the Fame track; seat 0 on turn, its Fame at the line of level `reaching` (its End of Turn reaches it)."""
    players = [{"hero": hero, "level": level, "fame": level_fame(level)} for hero, level in zip(HEROES, levels)]
    if reaching is not None:
        players[0]["fame"] = level_fame(reaching)
    state = build_position(CATALOG, {"scenario": scenario, "seats": len(levels), "players": players,
                                     "turn": {"seat": 0}})
    ghost_attacks.place(Ctx(CATALOG, state, rules=BOOK))
    state.ghosts.track = [Token(MINOTAUR, BROWN, False), Token(SAVAGE_DRAGON, RED, False)]
    return state


def end_turn(state, seat: int = 0):
    """The seat ends its turn, its End of Turn's choices answered (`done` where it may be, else the first option):
    the state after it and its events."""
    result = outcome(state, "end-turn", seat)
    state, events = result.state, list(result.events)
    while state.turn is not None and state.turn.seat == seat and state.turn.ending_step >= 0 \
            and state.turn.decision is not None:
        options = state.turn.decision.options
        result = outcome(state, f"choose option={'done' if 'done' in options else options[0]}", seat)
        state, events = result.state, events + list(result.events)
    return state, events


def attacked(state):
    """Seat 0 reached its level, and every other Hero ends a turn: the ghosts attack seat 0 now."""
    state, _ = end_turn(state, 0)
    while state.turn.seat != 0:
        state, _ = end_turn(state, state.turn.seat)
    return state


def revealed(state) -> list[str]:
    """The ghosts waiting for seat 0, by colour."""
    attack = ghost_attacks.waiting_for(Ctx(CATALOG, state), 0)
    return [token.color for token in attack.tokens] if attack is not None else []


# --- the option and the setup ----------------------------------------------------------------------------------

def test_it_is_a_table_option_of_competitive_games_only():
    """LL §5.5: a variant for slowing the leader of a competitive game; elsewhere it is refused, citing the rule."""
    state = GAME.create(GAME.resolve_options({"scenario": "full_conquest", "ghost_attacks": "yes"}), 2, 1)
    assert state.ghosts is not None
    assert GAME.create(GAME.resolve_options({"scenario": "full_conquest"}), 2, 1).ghosts is None
    for scenario in ("solo_conquest", "full_cooperation", "volkares_return"):
        with pytest.raises(RuleError) as caught:
            GAME.resolve_options({"scenario": scenario, "ghost_attacks": "yes"})
        assert caught.value.rule == "LL 5.5"
        assert "Ghost Attacks" in caught.value.message("en") and "Geisterangriffe" in caught.value.message("de")


def test_setup_lays_a_brown_and_a_red_token_face_down_on_the_fame_track_hidden_from_everyone():
    """LL §5.5.3: one brown and one red enemy token face down; a view shows their backs, never which they are."""
    state = GAME.create(GAME.resolve_options({"scenario": "full_conquest", "ghost_attacks": "yes"}), 2, 1)
    without = GAME.create(GAME.resolve_options({"scenario": "full_conquest"}), 2, 1)
    track = state.ghosts.track
    assert [(token.color, token.face_up) for token in track] == [(BROWN, False), (RED, False)]
    for token in track:  # drawn from the top of their piles
        assert state.decks.enemies[token.color] + [token.enemy] == without.decks.enemies[token.color]
    for seat in (None, 0, 1):
        view = GAME.view(state, seat)
        assert view["ghosts"] == {"track": [BROWN, RED], "attacks": []}
        assert not any(f'"{token.enemy}"' in json.dumps(view) for token in track)


def test_the_lobby_and_the_status_message_name_it_and_the_ghosts_waiting():
    """The table says what it plays with, in English and German, and whom the revealed ghosts will attack."""
    options = {"scenario": "full_conquest", "ghost_attacks": "yes"}
    assert "Ghost Attacks" in options_words(CATALOG, options, "en")
    assert "Geisterangriffe" in options_words(CATALOG, options, "de")
    state, _ = end_turn(table([2, 1], reaching=3))
    row = TableRow(1, 1, None, "mageknight", options, "playing", 1, 0, 5, "en",
                   seats=(SeatRow(0, 1, "ann"), SeatRow(1, 2, "bob")))
    assert "Ghost Attacks: Minotaur attack ann · Tovak before the next turn" in status_text(
        CATALOG, row, GAME.view(state, None), "en")
    assert "Geisterangriffe: Minotaurus greifen ann · Tovak vor dem nächsten Zug an" in status_text(
        CATALOG, row, GAME.view(state, None), "de")


# --- the level-up check: A and B, the tiers, the rulebook's examples ---------------------------------------------

@pytest.mark.parametrize("lead_over_highest, lead_over_lowest, tokens", [
    (1, 2, ()), (0, 0, ()), (-2, 1, ()),  # no more than 1 above anyone and 2 above the last: nothing
    (2, 2, (BROWN,)), (1, 3, (BROWN,)),  # 2 above every other, or 3 above the last: the brown monster
    (3, 3, (RED,)), (2, 4, (RED,)), (1, 4, (RED,)),  # 3 or 4: the red Draconum (the highest tier that applies)
    (4, 4, (BROWN, RED)), (1, 5, (BROWN, RED)), (6, 9, (BROWN, RED)),  # 4 or more, or 5 or more: both
])
def test_the_tiers_of_the_lead_the_highest_one_that_applies(lead_over_highest, lead_over_lowest, tokens):
    """LL §5.5.3: A is the level less the highest other level, B less the lowest."""
    assert attackers(lead_over_highest, lead_over_lowest) == tokens


def test_in_a_two_player_game_only_a_matters():
    """LL §5.5.3: with one other Hero the lowest and the highest level are theirs (B = A), and B's thresholds, one
    higher than A's, never decide."""
    by_a_alone = {-1: (), 0: (), 1: (), 2: (BROWN,), 3: (RED,), 4: (BROWN, RED), 5: (BROWN, RED)}
    assert {lead: attackers(lead, lead) for lead in by_a_alone} == by_a_alone


@pytest.mark.parametrize("others", [[1], [1, 1], [1, 1, 1]])
def test_the_first_level_up_is_never_attacked(others):
    """LL §5.5.3: "The player is not attacked when levelling up for the first time."""
    state, events = end_turn(table([1, *others], reaching=2))
    assert state.players[0].level == 2
    assert revealed(state) == [] and "ghosts_revealed" not in [event.kind for event in events]


def test_the_second_level_up_is_attacked_by_the_brown_monster_if_nobody_else_has_levelled_up():
    """LL §5.5.3: level 3 against Heroes all at level 1: A = 2."""
    state, _ = end_turn(table([2, 1, 1], reaching=3))
    assert revealed(state) == [BROWN]
    state, _ = end_turn(table([2, 2, 1], reaching=3))  # another Hero has levelled up: A = 1, B = 2
    assert revealed(state) == []


@pytest.mark.parametrize("others, tokens", [
    ([2, 2], [BROWN]),  # nobody else has gained two levels: A = 2
    ([3, 1], [BROWN]),  # somebody has not levelled up at all: B = 3
    ([3, 2], []),  # A = 1, B = 2
    ([1, 1], [RED]),  # nobody else has levelled up at all: the Draconum (A = 3)
])
def test_the_third_level_up_and_the_draconum(others, tokens):
    """LL §5.5.3: level 4 is attacked if nobody else has gained two levels, or somebody has not levelled up at all;
    if nobody else has levelled up at all, by the Draconum."""
    state, _ = end_turn(table([3, *others], reaching=4))
    assert state.players[0].level == 4
    assert revealed(state) == tokens


def test_one_hero_far_behind_gets_several_others_attacked_through_b():
    """LL §5.5.3: with more players, a single Hero far behind makes others who level up attacked (B)."""
    state, _ = end_turn(table([3, 4, 1], reaching=4))  # A = 0, B = 3
    assert revealed(state) == [BROWN]


def test_a_big_lead_brings_both():
    """LL §5.5.3: four levels above every other Hero, or five above the last: both tokens attack."""
    state, _ = end_turn(table([4, 1], reaching=5))
    assert revealed(state) == [BROWN, RED]
    state, _ = end_turn(table([5, 5, 1], reaching=6))  # A = 1, B = 5
    assert revealed(state) == [BROWN, RED]


def test_negative_fame_counts_as_level_1():
    """LL §5.5.3: "players with negative Fame count as level 1"."""
    state = table([2, 1], reaching=3)
    state.players[1].fame = -3
    state, _ = end_turn(state)
    assert revealed(state) == [BROWN]


def test_another_heros_level_is_read_off_the_fame_track():
    """# decision (ghost_attacks.track_level): a Hero whose Fame crossed a line counts with that level, even before
    their own End of Turn raises the Level token."""
    state = table([2, 1], reaching=3)
    state.players[1].fame = level_fame(2)  # crossed in this Round's cooperative assault, say; their token still 1
    state, _ = end_turn(state)
    assert revealed(state) == []


# --- revealed after the End of Turn, replaced at once -----------------------------------------------------------

def test_after_the_end_of_turn_the_tokens_are_revealed_in_front_of_the_hero_and_replaced_face_down():
    """LL §5.5.3: once the End of Turn is done, levelling up included, the tokens are revealed (a public line) and
    immediately replaced by new face-down ones."""
    state = table([1, 1], reaching=4)  # straight to level 4 from level 1: A = 3, the Draconum
    red_pile = list(state.decks.enemies[RED])
    state, events = end_turn(state)
    kinds = [event.kind for event in events]
    assert kinds.index("ghosts_revealed") > kinds.index("turn_ended")
    line = next(event for event in events if event.kind == "ghosts_revealed")
    assert "Savage Dragon" in line.text("en") and "Tovak" in line.text("en") and "Wilder Drache" in line.text("de")
    attack = state.ghosts.attacks[0]
    assert attack.seat == 0 and [(t.enemy, t.face_up) for t in attack.tokens] == [(SAVAGE_DRAGON, True)]
    track = state.ghosts.track
    assert [(t.enemy, t.color, t.face_up) for t in track] == [(MINOTAUR, BROWN, False), (red_pile[-1], RED, False)]
    assert GAME.view(state, 1)["ghosts"]["attacks"] == [{"seat": 0, "enemies": [SAVAGE_DRAGON], "stage": "waiting"}]


# --- the attack, before the Hero's next turn -----------------------------------------------------------------

def test_before_the_heros_next_turn_they_choose_to_attend_fully_or_partly():
    """LL §5.5.3, §3.6: the ghosts attack before the Hero's next turn in the Round Order, the other Heroes' turns
    played first; the choice is the one against General Volkare's attack, without retreat."""
    state, _ = end_turn(table([2, 1], reaching=3))
    assert state.turn.seat == 1  # the next Hero's turn comes first
    state = attacked(table([2, 1], reaching=3))
    assert state.turn.seat == 0 and state.turn.decision.kind == ATTACKED
    assert state.turn.decision.options == ["fully", "partially"]
    assert GAME.view(state, 0)["decision"]["question"]["de"].startswith("Geister greifen dich vor deinem Zug an")


def test_not_fully_with_the_round_order_token_face_down():
    """LL §5.5.3 ("Besonders wichtig"): with the Round Order token face down the Hero may not attend fully; the turn
    after the ghosts is then missed."""
    state, _ = end_turn(table([2, 1], reaching=3))
    state.players[0].order_token_face_down = True  # the Hero took this turn in advance against another's attack
    state, _ = end_turn(state, 1)
    assert state.turn.decision.options == ["partially"]
    error = refused(state, "choose option=fully", "LL 3.6")
    assert "Round Order token is face down" in error.message("en") and "verdeckt" in error.message("de")
    state = act(state, "choose option=partially")
    state = act(state, "next-phase")  # Ranged and Siege
    state = act(state, "next-phase")  # Block
    state = act(state, "damage enemy=0 to=hero")
    assert state.turn.seat == 1 and not state.players[0].order_token_face_down  # the turn missed, the token up


def partly_fighting(state):
    state = attacked(state)
    state = act(state, "choose option=partially")
    assert state.turn.combat.kind == GHOST
    return state


def test_only_the_ranged_siege_block_and_damage_phases_then_the_heros_turn():
    """LL §5.5.3: only the first three phases, no Attack phase; the enemies that dealt their damage vanish; no Fame.
    Partly attending: no Source die; the Hero's own turn follows."""
    state = partly_fighting(table([2, 1], reaching=3))
    fame, wounds = state.players[0].fame, state.players[0].hand.count("wound")
    assert state.turn.dice_allowed == 0 and state.turn.attending_partly
    phases = []
    for move in ("next-phase", "next-phase"):
        result = outcome(state, move)
        state = result.state
        phases += [event.data["phase"] for event in result.events if event.kind == "combat_phase"]
    assert phases == ["block", "assign_damage"]
    assert "next-phase" not in legal(state)  # the damage must be assigned
    result = outcome(state, "damage enemy=0 to=hero")
    state = result.state
    assert "attack" not in [event.data.get("phase") for event in result.events if event.kind == "combat_phase"]
    assert state.players[0].hand.count("wound") > wounds and state.players[0].fame == fame
    assert state.turn.seat == 0 and state.turn.combat is None and state.turn.untouched()  # the regular turn
    assert state.turn.dice_allowed == 1 and not state.turn.attending_partly
    assert MINOTAUR in state.decks.enemy_discards[BROWN] and state.ghosts.attacks == []


def test_defeated_in_the_ranged_and_siege_phase_they_vanish_without_fame():
    """LL §5.5.3: eliminated in the Ranged and Siege phase they vanish; no Fame even if the Hero defeats them."""
    state = partly_fighting(table([2, 1], reaching=3))
    fame = state.players[0].fame
    assert combat_view(Ctx(CATALOG, state))["enemies"][0]["fame"] == 0
    state.turn.combat.attack = {"ranged:physical": 5}
    result = outcome(state, "attack targets=0")
    state = result.state
    line = next(event for event in result.events if event.kind == "defeated")
    assert "without Fame" in line.text("en") and "ohne Ruhm" in line.text("de")
    assert state.players[0].fame == fame and state.turn.combat is None and state.turn.untouched()
    assert MINOTAUR in state.decks.enemy_discards[BROWN]


def test_puppet_master_keeps_no_ghost():
    """LL §5.5.3: no reward even when the Hero defeats them: Krang's Puppet Master keeps no ghost's token; the
    combat ends with the last ghost."""
    state = table([2, 1], reaching=3)
    state.players[0].hero, state.players[0].skills = "krang", ["krang_puppet_master"]
    state = act(attacked(state), "choose option=fully")  # Skills only when fully attending (LL §5.8)
    state.turn.combat.attack = {"ranged:physical": 5}
    state = act(state, "attack targets=0")
    assert state.turn.combat is None and state.players[0].puppets == []
    assert MINOTAUR in state.decks.enemy_discards[BROWN]


def test_blocked_they_vanish():
    """LL §5.5.3: enemies blocked in the Block phase vanish: no damage, no Attack phase."""
    state = partly_fighting(table([2, 1], reaching=3))
    state = act(state, "next-phase")
    state.turn.combat.block = {"physical": 5}
    state = act(state, "block enemy=0")
    state = act(state, "next-phase")
    assert state.turn.combat is None and state.turn.seat == 0 and state.turn.untouched()
    assert MINOTAUR in state.decks.enemy_discards[BROWN]


def test_fully_attending_takes_the_turn_now_and_the_regular_turn_is_missed():
    """LL §5.5.3, §3.6: fully attending flips the Round Order token face down, allows a Source die; after the combat
    only special and healing effects, then the End of Turn; the regular turn is then missed."""
    state = attacked(table([2, 1], reaching=3))
    state = act(state, "choose option=fully")
    assert state.players[0].order_token_face_down and state.turn.dice_allowed == 1
    assert not state.turn.attending_partly
    for move in ("next-phase", "next-phase", "damage enemy=0 to=hero"):
        state = act(state, move)
    assert state.turn.seat == 0 and state.turn.combat is None
    assert "end-turn" in legal(state) and not any(move.startswith(("move", "explore")) for move in legal(state))
    refused(state, "explore dir=E", "11.3.1")
    state, events = end_turn(state)
    assert "turn_missed" in [event.kind for event in events]
    assert state.turn.seat == 1 and not state.players[0].order_token_face_down


def test_the_round_ends_before_that_turn_they_attack_before_the_first_turn_of_the_next():
    """# decision (LL §6.2.18): ghosts revealed on the Round's last turn wait, and attack before the Hero's first turn
    of the next Round."""
    state = table([2, 1], reaching=3)
    state.round.end_announced_by, state.round.last_turns = 1, []  # seat 0's turn was its last of the Round
    state, _ = end_turn(state)
    assert state.round.number == 2 and revealed(state) == [BROWN]
    while state.round.phase != "turns" or state.turn.seat != 0:
        state = act(state, legal(state)[0])
        assert state.turn is None or state.turn.seat != 0 or state.turn.decision is not None
    assert state.turn.decision.kind == ATTACKED


def test_the_game_ends_before_that_turn_they_vanish_unfought():
    """# decision (LL §6.2.18): no next turn comes; the ghosts go to their discards."""
    state = table([2, 1], reaching=3)
    state.round.number = CATALOG.scenarios["full_conquest"].setting(2, "rounds")
    state.round.end_announced_by, state.round.last_turns = 1, []
    state, _ = end_turn(state)
    assert GAME.is_over(state) and state.ghosts.attacks == []
    assert MINOTAUR in state.decks.enemy_discards[BROWN]


def test_ghosts_revealed_again_before_the_next_turn_join_the_waiting_ones():
    """LL §5.5.3: a second level-up before the next turn (a turn taken in advance against another Hero) adds its
    tokens to those waiting."""
    state = table([3, 1], reaching=4)  # A = 3: the Draconum
    state.ghosts.attacks = [GhostAttack(0, [Token("gargoyle", BROWN, True)])]
    state, _ = end_turn(state)
    assert [token.enemy for token in state.ghosts.attacks[0].tokens] == ["gargoyle", SAVAGE_DRAGON]
    assert len(state.ghosts.attacks) == 1


def test_the_engines_own_player_expects_no_fame_from_ghosts():
    """LL §5.5.3: Arbiter's player weighs a ghost's Wounds, never its Fame (player/evaluate.py)."""
    state = partly_fighting(table([2, 1], reaching=3))
    state.turn.combat.attack = {"ranged:physical": 20}  # enough to defeat the Minotaur, or to block it
    as_a_challenge = GAME.load(GAME.dump(state))
    as_a_challenge.turn.combat.kind = "challenge"
    assert evaluate(CATALOG, state, 0) < evaluate(CATALOG, as_a_challenge, 0)


# --- random play through a Ghost Attack ------------------------------------------------------------------------

@pytest.mark.parametrize("brown, red", [(MINOTAUR, SAVAGE_DRAGON), ("manticore", "dragon_summoner"),
                                        ("hydra", "lightning_dragon")])
@pytest.mark.parametrize("seed", range(4))
def test_random_play_through_a_ghost_attack_by_both_keeps_every_invariant(brown, red, seed):
    """Both ghosts (A = 4) met fully or partly, at random, with the moves the self-play policy makes: the seat to act
    always has a legal move, every card stays in one place, levels follow Fame, the state survives JSON; the ghosts
    end in their discards and the game goes on to the next Round."""
    state = table([1, 1], reaching=5)
    state.ghosts.track = [Token(brown, BROWN, False), Token(red, RED, False)]
    state = attacked(state)
    assert [token.enemy for token in ghost_attacks.under_way(Ctx(CATALOG, state)).tokens] == [brown, red]
    rng, cards, dice = random.Random(seed), card_census(state), len(state.source)
    for _ in range(400):
        (seat,) = GAME.to_act(state)
        phase = state.turn.combat.phase if state.turn is not None and state.turn.combat is not None else None
        state = GAME.apply(state, seat, choose(rng, GAME.legal_actions(state, seat), 5, phase)).state
        check_seat_can_act(GAME, state)
        check_invariants(GAME, state, cards, dice)
        if state.round.number > 1:
            break
    assert state.ghosts.attacks == [] and state.round.number > 1
    discards = state.decks.enemy_discards
    assert brown in discards[BROWN] + state.decks.enemies[BROWN] and red in discards[RED] + state.decks.enemies[RED]

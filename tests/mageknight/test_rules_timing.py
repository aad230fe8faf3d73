"""When a play is allowed at all (rules spec §4.5, §5.12, §8.6.4; engine/mageknight/timing.py).

A card side, Unit ability or Skill whose text limits when it may be played carries that limit on the play (`when`,
a Skill's `phase`): at any other moment it is not offered, and played anyway it is refused with its reason before
any mana is paid. In the Ranged and Siege phase, against enemies that are all fortified, only Siege Attacks can be
played (§8.6.4).
"""
import re

import pytest

from engine.core import RuleError
from engine.mageknight.catalog.conditions import AnyOf, InPhase
from engine.mageknight.context import Ctx
from engine.mageknight.mana import payment_options
from engine.mageknight.play import mana_needed
from engine.mageknight.positions import build_position
from engine.mageknight.skills import ON_YOUR_TURN
from engine.mageknight.state import BASIC_COLORS, UnitCard
from tests.mageknight.moves import act, legal, refused
from tests.mageknight.test_rules_combat import ATTACKING, CATALOG, data, fight, find_enemy, foe
from tests.mageknight.test_rules_combat_cards import plain_enemy

PHASES = (None, "ranged_siege", "block", "assign_damage", "attack")  # None: outside combat
MOMENTS = [(time, phase) for time in ("day", "night") for phase in PHASES]
FORTIFIED = find_enemy(has=("fortified",), allow=ATTACKING)

# Words in a card's, Unit's or Skill's text that limit when it may be played ...
TIMING_WORDS = re.compile(r"only in the [a-z ]*phase|play this only|at the start of combat|other than combat|"
                          r"except (during|in) combat|only during combat|^in combat:|not in combat|only at night|"
                          r"only by day|^(ranged and siege attacks|block|attack) phase:|during interaction only|"
                          r"except during interaction", re.IGNORECASE)
# ... and the texts with such words whose limit is not on the play itself, with where it is kept instead.
LIMITED_ELSEWHERE = {
    ("card", "banner_of_courage", "basic"): "the flip is a Banner use outside combat (artifact_hooks), not the play",
    ("skill", "wolfhawk_wolfs_howl", ""): "not during an interaction: interactive_skills.wolfs_howl_playable",
}


def _timed_plays():
    """Every card side, Unit ability and Skill with a limit on when it may be played: (kind, id, part, when)."""
    plays = [("card", card.id, mode, getattr(card, mode).when) for card in CATALOG.cards.values()
             for mode in ("basic", "powered") if getattr(card, mode) is not None and getattr(card, mode).when]
    plays += [("unit", unit.id, str(i), ability.when) for unit in CATALOG.units.values()
              for i, ability in enumerate(unit.abilities) if ability.when]
    plays += [("skill", skill.id, "", skill.when) for skill in CATALOG.skills.values()
              if skill.when and skill.usage in ON_YOUR_TURN]
    return plays


def _texts():
    for card in CATALOG.cards.values():
        for mode in ("basic", "powered"):
            if getattr(card, mode) is not None:
                yield ("card", card.id, mode), getattr(card, mode).text.en
    for unit in CATALOG.units.values():
        for i, ability in enumerate(unit.abilities):
            yield ("unit", unit.id, str(i)), ability.text.en
    for skill in CATALOG.skills.values():
        yield ("skill", skill.id, ""), skill.text.en


def test_4_5_every_text_that_limits_when_it_is_played_has_that_limit_on_the_play():
    """The walk below covers every such text: its limit is data (`when`, a Skill's `phase`), not an `if` inside."""
    timed = {play[:3] for play in _timed_plays()}
    limited = [key for key, text in _texts() if TIMING_WORDS.search(text)]
    assert {"demolish", "whirlwind", "into_the_heat", "wolfhawk_dueling"} <= {key[1] for key in limited}
    assert [key for key in limited if key not in timed and key not in LIMITED_ELSEWHERE] == []


def _allowed(when, time: str, phase: str | None) -> bool:
    """The moments a `when` names, read here on their own (not through the engine's timing.fits)."""
    if isinstance(when, AnyOf):
        return any(_allowed(part, time, phase) for part in when.conditions)
    if isinstance(when, InPhase):
        return phase == when.phase
    return {"in_combat": phase is not None, "not_in_combat": phase is None,
            "day": time == "day", "night": time == "night"}[when.name]


def _position(time: str, phase: str | None, kind: str, ident: str):
    """Tovak with the card, the Unit or the Skill, a crystal of each basic colour and a black token: outside combat
    at the start of a turn, or fighting an enemy every effect reaches in `phase`."""
    hand = [ident] if kind == "card" else ["march"]
    if phase is None:
        state = build_position(CATALOG, {"time": time, "players": [{"hero": "tovak", "position": "1-W", "hand": hand}]})
    else:
        state = fight(foe(plain_enemy()), phase=phase, hand=hand)
        state.round.time = time
    player = state.players[0]
    player.units = [UnitCard(ident)] if kind == "unit" else []
    player.skills = [ident] if kind == "skill" else []
    player.crystals.update({color: 1 for color in BASIC_COLORS})
    state.turn.tokens.append("black")  # the black mana of a Spell's strong side at Night
    return state


def _name(kind: str, ident: str, part: str) -> str:
    if kind == "card":
        card = CATALOG.cards[ident]
        return (getattr(card, part).name or card.name).en
    return (CATALOG.units if kind == "unit" else CATALOG.skills)[ident].name.en


def _play(state, kind: str, ident: str, part: str) -> str:
    """The move that plays it, with mana that could pay for it now (so a refusal visibly keeps that mana)."""
    if kind == "skill":
        return f"skill id={ident}"
    if kind == "card":
        needed = mana_needed(CATALOG.cards[ident], part, state.round.time == "night")
        move = f"play card={ident} mode={part}"
    else:
        color = CATALOG.units[ident].abilities[int(part)].mana
        needed = [(color,)] if color else []
        move = f"unit unit=0 ability={part}"
    payments = payment_options(Ctx(CATALOG, state), 0, needed) if needed else []
    return move + (f" mana={payments[0]}" if payments else "")


@pytest.mark.parametrize("kind, ident, part, when", _timed_plays(), ids=lambda value: str(value))
def test_4_5_5_12_a_timed_play_is_offered_only_at_its_moments_and_refused_with_its_reason_keeping_the_mana(
        kind, ident, part, when):
    rule = "5.12" if kind == "skill" else "4.5"
    for time, phase in MOMENTS:
        state = _position(time, phase, kind, ident)
        move = _play(state, kind, ident, part)
        offered = [action for action in legal(state) if action.split(" mana=")[0] == move.split(" mana=")[0]]
        if not _allowed(when, time, phase):
            assert offered == [], (time, phase)
            error = refused(state, move, rule)  # the state is unchanged: the mana is kept
            assert error.message("en").startswith(f"{_name(kind, ident, part)} can only be"), error.message("en")
            continue
        if kind == "card" and mana_needed(CATALOG.cards[ident], part, time == "night") is not None:
            assert move in offered, (time, phase)  # the moment is right and the mana is there
        try:
            act(state, move)
        except RuleError as error:  # another reason (nothing to use it on) may refuse it, never the moment
            assert not error.message("en").startswith(f"{_name(kind, ident, part)} can only be"), (time, phase)


def test_4_5_disintegrate_in_the_block_phase_is_refused_and_its_mana_kept():
    """The issue's example: Disintegrate ("Play this only in the Attack phase") was accepted in the Block phase."""
    state = _position("night", "block", "card", "demolish")
    move = _play(state, "card", "demolish", "powered")
    error = refused(state, move, "4.5")
    assert error.message("en").startswith("Disintegrate can only be played in the Attack phase.")
    assert error.message("de").startswith("Auflösung ist nur in der Angriffsphase spielbar.")
    state.turn.combat.phase = "attack"
    assert move in legal(state)
    after = act(state, move)  # the one enemy is destroyed
    assert after.turn.combat is None or after.turn.combat.foes[0].defeated


# --- §8.6.4: only Siege Attacks against fortified enemies ------------------------------------------------------

def _against(*foes_, hand=("swiftness", "crushing_bolt")):
    state = fight(*foes_, phase="ranged_siege", hand=hand)
    state.players[0].crystals.update({"white": 1, "green": 1})
    return state


def test_8_6_4_a_ranged_attack_is_not_played_when_every_enemy_is_fortified_and_the_crystal_is_kept():
    state = _against(foe(FORTIFIED))
    assert "play card=swiftness mode=powered mana=crystal:white" not in legal(state)
    error = refused(state, "play card=swiftness mode=powered mana=crystal:white", "8.6.4")
    assert "only Siege Attacks" in error.message("en")
    assert state.players[0].crystals["white"] == 1
    assert "play card=crushing_bolt mode=powered mana=crystal:green" in legal(state)  # Siege Attack 3 still counts


def test_8_6_4_a_ranged_attack_is_played_while_one_enemy_is_not_fortified():
    state = _against(foe(FORTIFIED), foe(plain_enemy()))
    state = act(state, "play card=swiftness mode=powered mana=crystal:white")
    assert state.turn.combat.attack == {"ranged:physical": 3} and state.players[0].crystals["white"] == 0


def test_8_6_4_no_attack_at_all_against_enemies_fortified_twice():
    twice = foe(FORTIFIED, defends=True)  # the Fortified ability, and defending a fortified site
    state = _against(twice, foe(plain_enemy()))
    state.turn.combat.foes[1].defeated = True
    assert not [action for action in legal(state) if action.startswith("play card=crushing_bolt mode=powered")]
    error = refused(state, "play card=crushing_bolt mode=powered mana=crystal:green", "8.6.4")
    assert "fortified twice" in error.message("en")


def test_8_6_4_expose_takes_the_fortification_away_so_its_ranged_attack_beside_it_counts():
    state = _against(foe(FORTIFIED, armor_change=2 - data(FORTIFIED).armor), hand=("expose",))
    assert "play card=expose mode=basic mana=crystal:white" in legal(state)
    state = act(state, "play card=expose mode=basic mana=crystal:white")
    assert state.turn.combat.attack == {"ranged:physical": 2} and "attack targets=0" in legal(state)


def test_8_6_4_agilitys_move_is_not_converted_into_a_ranged_attack_no_enemy_can_take():
    state = _against(foe(FORTIFIED), hand=("agility",))
    state = act(state, "play card=agility mode=powered mana=crystal:white")
    assert state.turn.move == 4 and not [action for action in legal(state) if action.startswith("convert")]
    refused(state, "convert from=move to=attack range=ranged", "5.5")
    state = _against(foe(plain_enemy()), hand=("agility",))
    state = act(state, "play card=agility mode=powered mana=crystal:white")
    assert "convert from=move to=attack range=ranged" in legal(state)

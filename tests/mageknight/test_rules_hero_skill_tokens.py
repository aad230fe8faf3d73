"""Nature's Vengeance (Braevalar), Mana Enhancement (Krang) (engine/mageknight/cards/hero_skill_tokens.py; rules spec
§5.12.3.2, §8.10, Lost Legion §5.8): each test uses the real token where its effect matters. Named after the spec
section and the Skill."""
from engine.mageknight.combat import values
from engine.mageknight.game import GAME
from engine.mageknight.state import Combat
from tests.mageknight.moves import act, legal, refused
from tests.mageknight.test_rules_combat import data, fight, find_enemy, foe
from tests.mageknight.test_rules_interactive_skills import options, pass_turn, two_heroes

VENGEANCE, ENHANCEMENT = "braevalar_natures_vengeance", "krang_mana_enhancement"
PLAIN = find_enemy(element="physical")  # one physical attack, no abilities
PLAIN_ATTACK = data(PLAIN).attacks[0].value


def attack_now(state, index=0):
    foe_ = state.turn.combat.foes[index]
    return values.attack_value(values.as_fought(data(foe_.enemy), foe_), foe_, 0)


# --- Nature's Vengeance (Braevalar) -----------------------------------------------------------------------------------

def test_8_10_natures_vengeance_one_enemy_gets_attack_minus_1_and_becomes_cumbersome():
    state = fight(foe(PLAIN), foe(PLAIN), phase="block", move=2)
    state.players[0].skills = [VENGEANCE]
    assert "slow enemy=1" not in legal(state)
    state = act(act(state, f"skill id={VENGEANCE}"), "choose option=1")
    assert (attack_now(state, 0), attack_now(state, 1)) == (PLAIN_ATTACK, PLAIN_ATTACK - 1)
    assert "slow enemy=1" in legal(state) and "slow enemy=0" not in legal(state)
    state = act(state, "slow enemy=1")  # Cumbersome (§8.10): a Move point for Attack -1 more
    assert attack_now(state, 1) == PLAIN_ATTACK - 2
    assert state.players[0].skills_in_centre == [[VENGEANCE]] and VENGEANCE in state.players[0].skills_flipped
    refused(state, f"skill id={VENGEANCE}", "5.12.3")


def test_5_12_natures_vengeance_is_used_only_in_combat():
    state = two_heroes(VENGEANCE, "braevalar")
    assert f"skill id={VENGEANCE}" not in legal(state)
    refused(state, f"skill id={VENGEANCE}", "5.12")


def _other_players_block_phase(final_turns=False):
    """Seat 1 fights a plain enemy while seat 0's Nature's Vengeance lies in the centre; now the Block phase."""
    state = pass_turn(two_heroes(VENGEANCE, "braevalar"))
    state.players[0].skills_in_centre = [[VENGEANCE]]
    if final_turns:
        state.round.end_announced_by = 0
    state.turn.combat = Combat(kind="challenge", foes=[foe(PLAIN)], phase="ranged_siege")
    state.turn.kind, state.turn.action_taken, state.turn.fought = "regular", True, True
    return act(state, "next-phase")


def test_5_12_natures_vengeance_the_other_players_enemies_get_attack_plus_1_in_the_block_phase_only():
    state = _other_players_block_phase()
    assert state.turn.seat == 1 and attack_now(state) == PLAIN_ATTACK + 1
    state.turn.combat.block = {"physical": PLAIN_ATTACK}
    assert "block enemy=0" not in legal(state)
    refused(state, "block enemy=0", "8.7.6")
    state.turn.combat.block = {"physical": PLAIN_ATTACK + 1}
    assert "block enemy=0" in legal(state)
    unblocked = act(state, "next-phase")  # the damage of an unblocked attack is not raised (decision, skills.yaml)
    assert unblocked.turn.combat.phase == "assign_damage" and attack_now(unblocked) == PLAIN_ATTACK
    foe_ = unblocked.turn.combat.foes[0]
    assert values.damage_of(data(PLAIN), foe_, 0) == PLAIN_ATTACK


def test_5_8_natures_vengeance_raises_nothing_in_the_final_turns_of_the_round():
    assert attack_now(_other_players_block_phase(final_turns=True)) == PLAIN_ATTACK


def test_5_12_natures_vengeance_the_owners_own_enemies_are_not_raised():
    state = fight(foe(PLAIN), phase="ranged_siege")
    state.players[0].skills_in_centre = [[VENGEANCE]]
    assert attack_now(act(state, "next-phase")) == PLAIN_ATTACK


# --- Mana Enhancement (Krang) -----------------------------------------------------------------------------------------

def _krang(**kwargs):
    state = two_heroes(ENHANCEMENT, "krang", hand=("march", "stamina"), **kwargs)
    state.players[0].crystals["green"] = 1
    return state


def test_5_12_mana_enhancement_spending_basic_mana_gives_a_crystal_of_that_colour_and_the_token_goes_to_the_centre():
    state = act(_krang(), "play card=march mode=powered mana=crystal:green")
    assert state.turn.move == 4 and state.players[0].crystals["green"] == 0
    assert options(state) == ["crystal:green", "skip"]
    assert GAME.view(state, 0)["decision"]["options"]["crystal:green"] == {"en": "a green crystal",
                                                                          "de": "ein Kristall (grün)"}
    state = act(state, "choose option=crystal:green")
    assert state.players[0].crystals["green"] == 1
    krang = state.players[0]
    assert krang.skills_in_centre == [[ENHANCEMENT, "green"]] and ENHANCEMENT in krang.skills_flipped
    assert f"skill id={ENHANCEMENT}" not in legal(state)  # never used like a token
    state.players[0].crystals["blue"] = 1
    assert act(state, "play card=stamina mode=powered mana=crystal:blue").turn.decision is None  # once a Round


def test_5_12_mana_enhancement_may_wait_for_a_later_payment():
    state = act(act(_krang(), "play card=march mode=powered mana=crystal:green"), "choose option=skip")
    assert state.players[0].skills_in_centre == [] and state.turn.decision is None
    state.players[0].crystals["blue"] = 1
    state = act(state, "play card=stamina mode=powered mana=crystal:blue")
    assert options(state) == ["crystal:blue", "skip"]


def test_5_12_mana_enhancement_gold_mana_paying_for_green_is_not_green_mana():
    state = _krang(source=["gold", "gold", "gold"])
    state = act(state, "play card=march mode=powered mana=die:0")
    assert state.turn.move == 4 and state.turn.decision is None


def test_5_12_mana_enhancement_another_player_returns_it_for_a_mana_token_of_the_marked_colour():
    state = act(act(_krang(), "play card=march mode=powered mana=crystal:green"), "choose option=crystal:green")
    state = pass_turn(state)
    assert state.turn.seat == 1 and f"skill id={ENHANCEMENT}" in legal(state)
    state = act(state, f"skill id={ENHANCEMENT}")
    assert state.turn.tokens == ["green"] and state.players[0].skills_in_centre == []
    assert ENHANCEMENT in state.players[0].skills_flipped  # back to its owner face down
    refused(state, f"skill id={ENHANCEMENT}", "5.12")


def test_5_8_mana_enhancement_cannot_be_returned_in_the_final_turns_of_the_round():
    state = act(act(_krang(), "play card=march mode=powered mana=crystal:green"), "choose option=crystal:green")
    state = pass_turn(state)
    state.round.end_announced_by = 0
    assert f"skill id={ENHANCEMENT}" not in legal(state)
    refused(state, f"skill id={ENHANCEMENT}", "5.12")

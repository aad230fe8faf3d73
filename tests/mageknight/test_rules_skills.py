"""Using Skill tokens (rules spec §5.12), in and out of combat; named after the spec sections."""
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.rounds import start_tactics
from tests.mageknight.moves import act, legal, refused
from tests.mageknight.test_rules_combat import fight, find_enemy, foe

CATALOG = GAME.catalog


def with_skills(*skills, time="day", hero="arythea"):
    return build_position(CATALOG, {"time": time, "players": [{"hero": hero, "position": "A-C",
                                                               "skills": list(skills)}]})


def test_5_12_3_3_a_skill_without_symbol_is_used_once_per_turn():
    state = with_skills("arythea_dark_paths", time="night")
    assert "skill id=arythea_dark_paths" in legal(state)
    after = act(state, "skill id=arythea_dark_paths")
    assert after.turn.move == 2  # Move 2 at Night
    assert "skill id=arythea_dark_paths" not in legal(after)
    refused(after, "skill id=arythea_dark_paths", "5.12.3")


def test_5_12_3_1_a_once_per_round_skill_is_flipped_until_the_next_round():
    state = with_skills("arythea_dark_fire_magic")
    after = act(state, "skill id=arythea_dark_fire_magic")  # 1 red crystal and a red or black mana token
    assert legal(after) == ["choose option=0", "choose option=1"]
    after = act(after, "choose option=1")
    player = after.players[0]
    assert player.crystals["red"] == 1 and after.turn.tokens == ["black"]
    assert "arythea_dark_fire_magic" in player.skills_flipped
    after.turn.skills_used.clear()  # as on a later turn of the same Round
    assert "skill id=arythea_dark_fire_magic" not in legal(after)
    start_tactics(Ctx(CATALOG, after))  # the next Round
    assert after.players[0].skills_flipped == []


def test_5_12_a_skill_without_it_is_refused():
    refused(with_skills(), "skill id=arythea_dark_paths", "5.12")


def test_5_12_combat_skills_fit_their_phase_only():
    enemy = find_enemy(element="physical", allow=("brutal",))
    state = fight(foe(enemy), phase="block", hand=("march",))
    state.players[0].skills = ["tovak_shield_mastery", "tovak_cold_swordsmanship", "tovak_double_time"]
    offered = [a for a in legal(state) if a.startswith("skill")]
    assert offered == ["skill id=tovak_shield_mastery"]  # Attack phase only / Move is no use here
    after = act(state, "skill id=tovak_shield_mastery")
    assert legal(after) == ["choose option=0", "choose option=1", "choose option=2"]
    assert act(after, "choose option=1").turn.combat.block == {"fire": 2}


def test_5_12_not_in_combat_skills_are_not_offered_in_a_combat():
    enemy = find_enemy(element="physical", allow=("brutal",))
    state = fight(foe(enemy), phase="attack")
    state.players[0].skills = ["tovak_i_feel_no_pain", "tovak_cold_swordsmanship"]
    assert [a for a in legal(state) if a.startswith("skill")] == ["skill id=tovak_cold_swordsmanship"]

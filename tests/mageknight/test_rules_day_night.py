"""Day/Night variability (§13.6.3; engine/mageknight/day_night.py): Night Arrival and Darkness is Coming, chosen at
/game new as `day_night=`, on real tables set up by the engine."""
import pytest

from engine.core import RuleError
from engine.mageknight import day_night, rounds
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME

from tests.mageknight.lobby import lobby_words
from tests.mageknight.moves import started

CATALOG = GAME.catalog
BASIC = CATALOG.source.basic_colors


def table(scenario: str, seats: int, seed: int, choice: str):
    return GAME.create(GAME.resolve_options({"scenario": scenario, day_night.OPTION: choice}), seats, seed)


@pytest.mark.parametrize("seed", range(1, 9))
def test_13_6_3_night_arrival_starts_with_a_night_and_a_source_without_gold_or_black(seed):
    """§13.6.3.1: the first Round is a Night, its Tactics the Night ones; the starting Source rerolled until no gold
    and no black die shows (the rulebook's recommendation); the second Round is a Day."""
    state = started("first_reconnaissance", 2, seed, day_night="night_arrival")
    assert state.round.time == "night"
    assert {state.players[seat].tactic for seat in range(2)} <= {t.id for t in CATALOG.tactics_of("night")}
    state = table("first_reconnaissance", 2, seed, "night_arrival")
    assert all(die.color in BASIC for die in state.source)
    state.turn = None
    rounds.end_round(Ctx(CATALOG, state))
    assert state.round.number == 2 and state.round.time == "day"


def test_13_6_3_night_arrival_lays_the_first_tiles_by_night():
    """§6.7, §13.6.3.1: the tiles laid at setup are laid at Night, so an Ancient Ruins token on them lies face
    down (Solo Conquest, seed 5, has one on its first tiles); by the standard Day start, face up."""
    night, day = (table("solo_conquest", 1, 5, choice) for choice in ("night_arrival", "standard"))
    assert night.map.ruins and not any(face_up for _, face_up in night.map.ruins.values())
    assert all(face_up for _, face_up in day.map.ruins.values())


def test_13_6_3_darkness_is_coming_a_day_follows_a_day_until_a_black_die_then_night_for_good():
    """§13.6.3.2: at the end of each Day two mana dice are rolled: either black, Night for the rest of the game;
    otherwise another Day. Both happen over these tables; a Night is followed by a Night without a roll."""
    seen = set()
    for seed in range(1, 41):
        state = table("full_conquest", 2, seed, "darkness_is_coming")
        ctx = Ctx(CATALOG, state)
        time = day_night.next_time(ctx)
        (event,) = ctx.events
        dice = event.data["dice"]
        assert len(dice) == 2 and (time == "night") == ("black" in dice)
        assert event.kind == ("night_falls" if time == "night" else "day_again") and event.reveals
        seen.add(time)
        state.round.time = "night"
        ctx = Ctx(CATALOG, state)
        assert day_night.next_time(ctx) == "night" and not ctx.events
    assert seen == {"day", "night"}


def test_13_6_3_standard_days_and_nights_alternate_without_dice():
    state = table("full_conquest", 2, 1, "standard")
    ctx = Ctx(CATALOG, state)
    assert day_night.next_time(ctx) == "night" and not ctx.events
    state.round.time = "night"
    assert day_night.next_time(ctx) == "day"


def test_13_6_3_a_long_day_brings_back_the_tactics_solo_conquest_removed():
    """§13.7.4: Solo Conquest removes every Tactic used; after three Days only none of the six Day Tactics would be
    left for the Hero and the Dummy. Under Darkness is Coming a fourth Day takes them up again (day_night.py's
    decision)."""
    state = started("solo_conquest", 1, 3, day_night="darkness_is_coming")
    day_tactics = [t.id for t in CATALOG.tactics_of("day")]
    state.round.tactics_removed = day_tactics[1:]
    ctx = Ctx(CATALOG, state)
    rounds.start_tactics(ctx)
    assert sorted(state.round.tactics_available) == sorted(day_tactics) and not state.round.tactics_removed
    assert [event.kind for event in ctx.events] == ["tactics_back"]


@pytest.mark.parametrize("choice", ["night_arrival", "darkness_is_coming"])
def test_13_6_3_druid_nights_keeps_its_two_nights(choice):
    """§13.7.8: Druid Nights is played in its Nights, Rounds 2 and 4: neither variant goes with it (a clear
    refusal that names the rule)."""
    with pytest.raises(RuleError) as refused:
        GAME.resolve_options({"scenario": "druid_nights", day_night.OPTION: choice})
    assert refused.value.rule == "13.6.3" and "day_night=standard" in str(refused.value)


def test_the_lobby_names_the_variant_in_english_and_german():
    assert "Night Arrival" in lobby_words({day_night.OPTION: "night_arrival"}, "en")
    assert "Ankunft bei Nacht" in lobby_words({day_night.OPTION: "night_arrival"}, "de")
    assert not any("Night" in words for words in lobby_words({}, "en"))

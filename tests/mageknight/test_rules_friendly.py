"""The friendly game (§13.6.4; engine/mageknight/friendly.py): No Interactive Spells, No Interactive Skills, No
Player vs. Player Combat and Friendly Mana, chosen at /game new, on real tables set up by the engine."""
import pytest

from engine.core import RuleError
from engine.mageknight import friendly, mana, rounds
from engine.mageknight.cards.basic_actions import free_dice
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME

from tests.mageknight.lobby import lobby_words
from tests.mageknight.moves import act, legal
from tests.mageknight.test_rules_pvp import TOVAK, key, position

CATALOG = GAME.catalog
INTERACTIVE_SPELLS = {"mana_meltdown", "mana_claim", "mind_read", "energy_flow"}  # §1.5, cards 109-112


def table(scenario: str, seats: int, **options: str):
    return GAME.create(GAME.resolve_options({"scenario": scenario, **options}), seats, 5)


def spells_in_play(state) -> list[str]:
    return state.decks.spells + state.offers.spells


def test_13_6_4_1_no_interactive_spells_leaves_the_four_out_of_the_spell_deck():
    """§13.6.4.1: "remove Mana Meltdown, Mana Claim, Mind Read and Energy Flow (109-112)"; by default a competitive
    game has all of them."""
    assert set(friendly.interactive_spells(CATALOG)) == INTERACTIVE_SPELLS
    friendly_game = spells_in_play(table("full_conquest", 2, no_interactive_spells="yes"))
    standard = spells_in_play(table("full_conquest", 2))
    assert not INTERACTIVE_SPELLS & set(friendly_game) and INTERACTIVE_SPELLS <= set(standard)
    assert len(friendly_game) == len(standard) - 4 == len(CATALOG.spells) - 4


def test_13_6_4_1_a_scenario_without_them_already_refuses_it():
    """§13.7.4: Solo Conquest removes the four itself: the option would change nothing, and the table says so."""
    with pytest.raises(RuleError) as refused:
        GAME.resolve_options({"scenario": "solo_conquest", friendly.SPELLS: "yes"})
    assert refused.value.rule == "13.6.4" and "no_interactive_spells=yes" in str(refused.value)


@pytest.mark.parametrize("scenario, seats, hero, interactive", [
    ("full_conquest", 2, "tovak", "tovak_mana_exploit"),  # competitive: the competitive token stays by default
    ("full_cooperation", 2, "krang", "krang_mana_enhancement"),  # co-op: the cooperative one stays by default
])
def test_13_6_4_2_no_interactive_skills_leaves_every_interactive_token_out_of_the_pile(scenario, seats, hero,
                                                                                       interactive):
    """§13.6.4.2: "remove Skills that affect other players (the interactive icon)", competitive and cooperative
    alike; by default a game keeps the one its mode plays with (§2.6.6)."""
    standard = rounds.skill_pile(Ctx(CATALOG, table(scenario, seats)), hero)
    friendly_pile = rounds.skill_pile(Ctx(CATALOG, table(scenario, seats, no_interactive_skills="yes")), hero)
    assert interactive in standard and interactive not in friendly_pile
    assert all(CATALOG.skills[skill].interactive is None for skill in friendly_pile)
    assert set(friendly_pile) == {skill for skill in standard if CATALOG.skills[skill].interactive is None}


def test_13_6_4_3_no_pvp_a_move_onto_another_hero_attacks_nobody_and_ends_in_forced_withdrawal():
    """§13.6.4.3: "a player who ends their movement on another player's space (except a city or the portal) suffers
    Forced Withdrawal" (§9.2): Tovak steps onto Arythea's space in Full Conquest, where he could attack her by
    default; with no_pvp=yes he may not, and his turn ends back where he came from."""
    assert friendly.NO_PVP in table("full_conquest", 2, no_pvp="yes").table_rules
    standard = act(position(), "move to=A-E")
    assert "attack-player seat=2" in legal(standard)
    state = position()
    state.table_rules.append(friendly.NO_PVP)
    state = act(state, "move to=A-E")
    assert "attack-player seat=2" not in legal(state) and "end-turn" in legal(state)
    after = act(state, "end-turn", TOVAK)
    assert after.players[TOVAK].position == key(state, "A-NE")


@pytest.mark.parametrize("scenario", ["first_reconnaissance", "full_cooperation"])
def test_13_6_4_3_a_scenario_without_combat_between_players_already_refuses_it(scenario):
    """§13.7.1: First Reconnaissance has none; §11.1.3: nor a cooperative scenario."""
    with pytest.raises(RuleError) as refused:
        GAME.resolve_options({"scenario": scenario, friendly.NO_PVP: "yes"})
    assert refused.value.rule == "13.6.4" and "no_pvp=yes" in str(refused.value)


def test_the_lobby_names_the_friendly_game_in_english_and_german():
    options = {friendly.SPELLS: "yes", friendly.SKILLS: "yes", friendly.NO_PVP: "yes", friendly.MANA: "yes"}
    assert {"No Interactive Spells", "No Interactive Skills", "No Player vs. Player Combat", "Friendly Mana"} <= set(
        lobby_words(options, "en"))
    assert {"Keine interaktiven Zauber", "Keine interaktiven Fähigkeiten", "Kein Kampf Spieler-gegen-Spieler",
            "Manafreundlich"} <= set(lobby_words(options, "de"))


def friendly_source(*colors: str, time: str = "day", friendly_mana: bool = True):
    """Tovak's turn in Full Conquest with these Source dice, Friendly Mana chosen or not."""
    state = position()
    for die, color in zip(state.source, colors):
        die.color = color
    state.round.time = time
    if friendly_mana:
        state.table_rules.append(friendly.MANA)
    return state, Ctx(CATALOG, state)


def test_13_6_4_4_friendly_mana_a_gold_die_stands_for_no_colour_another_die_shows():
    """§13.6.4.4: "with a red die present, you must use the red die, not gold, to power a red card"; a blue cost
    with no blue die, gold pays; without the variant gold pays for red as ever (§5.9.2)."""
    state, ctx = friendly_source("red", "gold", "white")
    red = mana.payment_options(ctx, TOVAK, [("red",)])
    assert "die:0" in red and "die:1" not in red
    assert "die:1" in mana.payment_options(ctx, TOVAK, [("blue",)])
    plain, plain_ctx = friendly_source("red", "gold", "white", friendly_mana=False)
    assert "die:1" in mana.payment_options(plain_ctx, TOVAK, [("red",)])
    night, night_ctx = friendly_source("red", "gold", "black", time="night")
    assert friendly.gold_stands_for(night_ctx, {"red"}) == {"red"}  # Day only


def test_13_6_4_4_friendly_mana_no_effect_sets_or_rerolls_a_gold_die_while_another_is_there():
    """§13.6.4.4: "a gold die may not be rerolled or reset by Day while any non-gold die remains in the Source":
    Mana Draw offers only the other dice; with gold dice alone in the Source it may take one."""
    state, ctx = friendly_source("red", "gold", "white")
    assert sorted(free_dice(ctx)) == ["red", "white"]
    state, ctx = friendly_source("gold", "gold", "gold")
    assert sorted(free_dice(ctx)) == ["gold"]
    state, ctx = friendly_source("red", "gold", "white", friendly_mana=False)
    assert sorted(free_dice(ctx)) == ["gold", "red", "white"]

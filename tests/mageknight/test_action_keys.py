"""The notation's keys: every verb declares the keys it takes (game.VERB_KEYS), anything else is refused before a
rule runs, and what the record keeps is the one written form. Self-play proves no legal move is refused."""
import random

import pytest

from bench.mageknight_selfplay import MIX, choose
from engine.core import Action, ActionSyntaxError
from engine.core.action import MAX_ACTION_LENGTH, MAX_VALUE_LENGTH
from engine.mageknight import game, interaction, pvp, rounds
from engine.mageknight.cards import scenarios
from engine.mageknight.game import GAME, VERB_KEYS
from engine.mageknight.resolve import WOUND
from tests.mageknight.moves import act, legal, refused
from tests.mageknight.test_rules_combat import fight, find_enemy, foe


def _started(scenario="first_reconnaissance", seats=2):
    return GAME.create(GAME.resolve_options({"scenario": scenario}), seats, 5)


def _refused(state, action: Action) -> ActionSyntaxError:
    (seat,) = GAME.to_act(state)
    before = GAME.dump(state)
    with pytest.raises(ActionSyntaxError) as caught:
        GAME.apply(state, seat, action)
    assert GAME.dump(state) == before
    return caught.value


def test_the_verb_table_names_every_verb_the_dispatcher_routes():
    routed = (set(game.TURN_MOVES) | set(game.COMBAT_VERBS) | set(pvp.VERBS) | set(scenarios.VERBS)
              | set(interaction.VERBS) | set(game.PVP_FINISHING_VERBS)
              | {"hero", "tactic", "choose", "end-turn", "announce-end", "burn", "plunder", rounds.CONCEDE})
    assert set(VERB_KEYS) == routed


@pytest.mark.parametrize("verb", sorted(VERB_KEYS))
def test_every_verb_refuses_a_key_it_does_not_take_naming_the_keys_it_does(verb):
    state = _started()
    keys = VERB_KEYS[verb]
    for action in (Action(verb, (("junk", "x"),)), Action(verb, (*((k, "0") for k in keys), ("junk", "x")))):
        error = _refused(state, action)
        for text in (error.message("en"), error.message("de")):
            assert "'junk'" in text and all(key in text for key in keys), text
        assert "takes no key 'junk'" in error.message("en") and "kennt keinen Schlüssel" in error.message("de")


def test_a_junk_key_beside_a_legal_hero_choice_is_refused_and_nothing_is_chosen():
    state = _started()
    assert "hero id=tovak" in legal(state)
    error = _refused(state, Action.parse("hero id=tovak junk=" + "x" * MAX_VALUE_LENGTH))
    assert error.message("en") == "'hero' takes no key 'junk' (it takes id)"


def test_an_unknown_verb_is_refused_at_the_hero_choice_and_in_a_turn_with_the_actions_there_are():
    heroes = _started()
    error = _refused(heroes, Action.parse("fly to=moon"))
    assert "'fly' is no action of Mage Knight" in error.message("en") and "end-turn" in error.message("en")
    assert "keine Aktion von Mage Knight" in error.message("de")
    with pytest.raises(ActionSyntaxError):
        GAME.apply(_turn_under_way(), 0, Action.parse("fly"))


def _turn_under_way():
    state = _started(seats=1, scenario="solo_conquest")
    rng = random.Random(3)
    while state.round.phase != "turns":
        (seat,) = GAME.to_act(state)
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat))).state
    return state


def test_keys_typed_in_another_order_are_played_and_kept_in_the_notation_order():
    state = _turn_under_way()
    (seat,) = GAME.to_act(state)
    offered = next(a for a in GAME.legal_actions(state, seat) if a.verb == "play" and len(a.args) >= 2)
    typed = Action(offered.verb, tuple(reversed(offered.args)))
    assert typed != offered and GAME.normalise(typed) == offered
    assert GAME.dump(GAME.apply(state, seat, typed).state) == GAME.dump(GAME.apply(state, seat, offered).state)


def test_5_10_call_to_arms_a_unit_of_the_offer_is_named_by_offer_alone():
    """Naming both a Unit of the area and one of the offer was a crash (Action.of got `unit` twice)."""
    plain = find_enemy(element="physical", resists=(), allow=())
    state = fight(foe(plain), phase="attack", hand=("call_to_arms", "march"))
    state.offers.units = ["utem_swordsmen"]
    state.players[0].crystals["white"] = 1
    state = act(state, "play card=call_to_arms mode=basic mana=crystal:white")
    refused(state, "unit unit=0 offer=utem_swordsmen ability=0", "5.10")
    assert "unit offer=utem_swordsmen ability=0" in legal(state)


@pytest.mark.parametrize("scenario, seats", MIX)
def test_every_move_legal_actions_offers_in_self_play_is_in_normal_form_and_within_the_limits(scenario, seats):
    """No legal move is refused by the key check or the length limits, and each is already written the way the
    record keeps it (so the panel, autocomplete and the record agree on its text)."""
    rng, state, seen = random.Random(seats), _started(scenario, seats), 0
    while not GAME.is_over(state) and seen < 20_000:
        (seat,) = GAME.to_act(state)
        offered = GAME.legal_actions(state, seat)
        for action in offered:
            assert GAME.normalise(action) == action and Action.parse(str(action)) == action, str(action)
            assert len(str(action)) <= MAX_ACTION_LENGTH
        seen += len(offered)
        ready = sum(card != WOUND for card in state.players[seat].hand)
        phase = state.turn.combat.phase if state.turn is not None and state.turn.combat is not None else None
        state = GAME.apply(state, seat, choose(rng, offered, ready, phase)).state

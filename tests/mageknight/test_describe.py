"""Words for choices (describe.py): what the panels show instead of `choose option=1`."""
from engine.mageknight.catalog.effects import Attack, Block, Choice, GainCrystal, Move
from engine.mageknight.describe import effect_words
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.state import Decision


def test_effects_are_named_with_their_range_element_and_value_in_english_and_german():
    assert effect_words(Attack(3, "ranged", "fire")) == ("Fire Ranged Attack 3", "Feuer-Fernangriff 3")
    assert effect_words(Block(2, "ice")) == ("Ice Block 2", "Eis-Block 2")
    assert effect_words(Choice((Move(2), GainCrystal("red")))) == ("Move 2 / red crystal", "Bewegung 2 / Kristall rot")


def test_the_open_decision_is_in_its_owners_view_only_with_words_for_each_option():
    state = build_position(GAME.catalog, {"seats": 2, "players": [{"hero": "tovak"}, {"hero": "goldyx"}]})
    state.turn.decision = Decision("choice", 0, ["0", "1"], ["card", "rage", "basic"])  # Rage: Attack or Block 2
    mine = GAME.view(state, 0)["decision"]
    assert mine["options"] == {"0": {"en": "Attack 2", "de": "Angriff 2"}, "1": {"en": "Block 2", "de": "Block 2"}}
    assert GAME.view(state, 1)["decision"] is None and GAME.view(state, None)["decision"] is None


def test_composite_options_are_named_part_by_part_and_seats_by_their_hero():
    from engine.mageknight.context import Ctx
    from engine.mageknight.describe import option_words
    state = build_position(GAME.catalog, {"seats": 2, "players": [{"hero": "tovak"}, {"hero": "goldyx"}]})
    decision = Decision("any", 0, ["march:attack", "seat:1"])
    assert option_words(Ctx(GAME.catalog, state), decision, "march:attack") == ("March · Attack", "Fußmarsch · Angriff")
    assert option_words(Ctx(GAME.catalog, state), decision, "seat:1") == ("Goldyx", "Goldyx")

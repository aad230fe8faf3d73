"""The last catalogue hooks, part e: Mysterious Box (Ultimate Edition Artifact; rules spec §5.1.4, §5.11;
engine/mageknight/cards/mysterious_box.py).

Each test plays the real Box with a chosen top card of the Artifact deck, uses it as that Artifact (or not) and
follows it to the end of the turn.
"""
from engine.mageknight.cards.artifacts import ENDLESS_MANA, banner_armor
from engine.mageknight.context import Ctx
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.state import UnitCard
from tests.mageknight.moves import act, legal, outcome, play_out_decisions, refused
from tests.mageknight.test_rules_advanced_actions import end_turn

CATALOG = GAME.catalog
BOX = "mysterious_box"
USE_BASIC, USE_STRONG = f"play card={BOX} mode=revealed_basic", f"play card={BOX} mode=revealed_powered"


def with_box(top, hand=("march",), units=(), **player):
    """Tovak (level 3) with the Box and `hand`; `top` on top of the Artifact deck (None: an empty deck)."""
    state = build_position(CATALOG, {"players": [{"hero": "tovak", "hand": [BOX, *hand], "level": 3, **player}]})
    state.players[0].units = [UnitCard(u) if isinstance(u, str) else u for u in units]
    deck = [card for card in state.decks.artifacts if card not in (top, BOX)]
    state.decks.artifacts = deck + [top] if top else []
    return state


def box_moves(state):
    return [a for a in legal(state) if a.startswith(f"play card={BOX} ")]


def test_5_1_4_mysterious_box_reveals_the_top_artifact_and_is_used_as_it_later_in_the_turn():
    state = with_box("ruby_ring", units=["peasants"])
    played = outcome(state, f"play card={BOX} mode=basic")
    after = played.state
    assert after.turn.box_revealed == "ruby_ring" and "ruby_ring" not in after.decks.artifacts
    assert any(e.kind == "box_revealed" and e.reveals for e in played.events)  # an undo barrier (§5.13.2)
    assert GAME.view(after, 1)["turn"]["box_revealed"] == "ruby_ring"  # revealed: public
    assert USE_BASIC in box_moves(after) and USE_STRONG in box_moves(after)
    assert not [a for a in box_moves(after) if "revealed_banner" in a]  # a Ring is no Banner
    after = act(after, "play card=march mode=basic")  # the use may come later in the turn
    fame = after.players[0].fame
    after = act(after, USE_BASIC)
    player = after.players[0]
    assert player.crystals["red"] == 1 and "red" in after.turn.tokens  # the Ruby Ring's basic effect
    assert player.fame == fame + 1 + 1  # the Ring's Fame +1, and the Box's "if you do then Fame +1"
    assert box_moves(after) == []  # used once
    refused(after, USE_BASIC, "5.1.4")
    ended = end_turn(after)
    assert ended.decks.artifacts[0] == "ruby_ring"  # the bottom of the Artifact deck
    assert BOX in ended.players[0].discard and BOX not in ended.players[0].hand  # discarded with the Play area


def test_5_1_4_mysterious_box_not_used_goes_back_to_the_hand_at_the_end_of_the_turn():
    state = act(with_box("endless_gem_pouch"), f"play card={BOX} mode=basic")
    ended = end_turn(state)
    player = ended.players[0]
    assert BOX in player.hand and BOX not in player.discard
    assert ended.decks.artifacts[0] == "endless_gem_pouch"


def test_5_1_4_mysterious_box_used_for_the_strong_effect_is_thrown_away_as_that_artifact():
    state = act(with_box("ruby_ring"), f"play card={BOX} mode=basic")
    fame = state.players[0].fame
    after = act(state, USE_STRONG)
    assert BOX in after.decks.box and all(p.card != BOX for p in after.players[0].play_area)
    assert [ENDLESS_MANA, "red"] in after.turn.lasting  # the Ruby Ring's strong effect
    assert after.players[0].fame == fame + 1
    ended = end_turn(after)
    assert ended.decks.artifacts[0] == "ruby_ring" and BOX not in ended.players[0].hand + ended.players[0].discard


def test_5_1_4_mysterious_box_strong_side_is_offered_without_looking_at_the_hidden_card():
    usable, unusable = with_box("ruby_ring"), with_box("book_of_wisdom", hand=())  # no Action card for the Book
    assert f"play card={BOX} mode=powered" in legal(usable) and f"play card={BOX} mode=powered" in legal(unusable)
    assert not [a for a in legal(with_box(None)) if a.startswith(f"play card={BOX} mode=")
                and "sideways" not in a]  # nothing to reveal
    after = act(usable, f"play card={BOX} mode=powered")
    assert BOX in after.decks.box and [ENDLESS_MANA, "red"] in after.turn.lasting
    assert after.players[0].fame == usable.players[0].fame + 1


def test_5_1_4_mysterious_box_strong_side_whose_strong_effect_cannot_be_used_keeps_the_box():
    state = with_box("book_of_wisdom", hand=())
    after = act(state, f"play card={BOX} mode=powered")
    player = after.players[0]
    assert after.turn.box_revealed == "book_of_wisdom" and BOX not in after.decks.box
    assert [p.card for p in player.play_area] == [BOX] and player.fame == state.players[0].fame  # not used
    ended = end_turn(after)
    assert BOX in ended.players[0].hand and ended.decks.artifacts[0] == "book_of_wisdom"


def test_5_11_1_mysterious_box_as_a_banner_readies_a_unit_and_is_discarded_at_the_end_of_the_turn():
    state = act(with_box("banner_of_courage", units=[UnitCard("peasants", ready=False)]), f"play card={BOX} mode=basic")
    moves = box_moves(state)
    assert USE_BASIC not in moves  # a Banner's basic effect is its Unit's (§5.11.1)
    assert f"play card={BOX} mode=revealed_banner unit=0" in moves and USE_STRONG in moves
    after = act(state, f"play card={BOX} mode=revealed_banner unit=0")
    unit = after.players[0].units[0]
    assert unit.banner == BOX and unit.banner_as == "banner_of_courage"
    assert after.players[0].fame == state.players[0].fame + 1
    assert "banner-use unit=0" in legal(after)
    after = act(after, "banner-use unit=0")  # Banner of Courage: the Spent Unit is ready again
    assert after.players[0].units[0].ready and after.players[0].units[0].banner_flipped
    ended = end_turn(after)
    player = ended.players[0]
    assert player.units == [UnitCard("peasants", ready=True)]  # the Box left the Unit ...
    assert BOX in player.discard and BOX not in player.hand  # ... for the discard pile
    assert ended.decks.artifacts[0] == "banner_of_courage"


def test_5_11_2_mysterious_box_on_a_unit_works_as_its_banner_until_another_banner_replaces_it():
    state = with_box("banner_of_protection", hand=("banner_of_glory",), units=["peasants"])
    state = act(state, f"play card={BOX} mode=basic")
    after = act(state, f"play card={BOX} mode=revealed_banner unit=0")
    assert banner_armor(Ctx(CATALOG, after), 0, 0) == 1  # Banner of Protection: Armor +1
    replaced = act(after, "banner card=banner_of_glory unit=0")
    assert replaced.players[0].units[0].banner == "banner_of_glory" and BOX in replaced.players[0].discard
    assert banner_armor(Ctx(CATALOG, replaced), 0, 0) == 1  # now Glory's Armor +1, no longer the Box's
    ended = end_turn(replaced)
    assert ended.players[0].units[0].banner == "banner_of_glory" and ended.players[0].units[0].banner_as is None
    assert ended.players[0].discard.count(BOX) == 1 and ended.decks.artifacts[0] == "banner_of_protection"


def test_5_1_4_mysterious_box_refusals():
    state = with_box("ruby_ring")
    refused(state, USE_BASIC, "5.1.4")  # nothing revealed yet
    revealed = act(state, f"play card={BOX} mode=basic")
    refused(revealed, f"play card={BOX} mode=revealed_banner unit=0", "5.1.4")  # a Ring is no Banner
    command = act(with_box("banner_of_command", units=["peasants"]), f"play card={BOX} mode=basic")
    moves = box_moves(command)
    assert USE_BASIC not in moves and f"play card={BOX} mode=revealed_banner unit=0" in moves


def test_5_1_4_mysterious_box_as_every_artifact_never_waits_without_options_nor_fails():
    """Each Artifact on top: every use the Box offers is carried out to the end, each answer tried."""
    artifacts = [card.id for card in CATALOG.cards.values() if card.kind == "artifact" and card.id != BOX]
    for top in artifacts:
        state = act(with_box(top, hand=("march", "rage", "swiftness"), units=[UnitCard("peasants", ready=False)],
                             crystals={"red": 1, "blue": 1}), f"play card={BOX} mode=basic")
        for move in box_moves(state) + [f"play card={BOX} mode=powered"]:
            start = state if "revealed" in move else with_box(top, hand=("march",))
            play_out_decisions(start, move, at_rest=lambda after: end_turn(after))

"""The last catalogue hooks, part d: Scouts' look at a hidden enemy (Lost Legion §2.2.5, scouts.py).

Each test activates the real Unit in a position where the effect matters and follows the enemy seen into combat.
"""
from engine.mageknight.combat.phases import defeat
from engine.mageknight.context import Ctx
from engine.mageknight.describe import option_words
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.state import Combat, Token, UnitCard
from tests.mageknight.moves import act, legal, outcome, refused
from tests.mageknight.test_rules_combat import find_enemy, foe, key_of

CATALOG = GAME.catalog
PEEK = "unit unit=0 ability=1"  # Scouts: Siege Attack 1 | the look | Move 2
GARRISON = find_enemy(color="gray", attacks=1)  # a keep's kind of defender
ANOTHER = next(enemy for enemy in CATALOG.enemies if enemy != GARRISON and CATALOG.enemies[enemy].color == "gray")


def scouts(hidden=None, shown=None):
    """Tovak at A-C with Scouts; face-down tokens at the labels of `hidden`, face-up ones at those of `shown`."""
    state = build_position(CATALOG, {"players": [{"hero": "tovak", "hand": ["march"], "level": 3}]})
    state.players[0].units = [UnitCard("scouts")]
    for label, enemies in (hidden or {}).items():
        state.map.enemies[key_of(state, label)] = [Token(e, CATALOG.enemies[e].color, False) for e in enemies]
    for label, enemies in (shown or {}).items():
        state.map.enemies[key_of(state, label)] = [Token(e, CATALOG.enemies[e].color, True) for e in enemies]
    return state


def fight_them(state, *foes):
    """The turn's combat against these foes, in the Attack phase with Attack enough to defeat any of them."""
    state.turn.combat = Combat(kind="challenge", foes=list(foes), phase="attack", attack={"melee:physical": 30})
    state.turn.kind, state.turn.action_taken, state.turn.fought = "regular", True, True
    return state


def fame_for(enemy_id):
    return CATALOG.enemies[enemy_id].fame


def test_2_2_5_scouts_look_at_hidden_tokens_within_3_spaces_or_a_pile_top_privately():
    state = scouts(hidden={"2-C": [GARRISON], "2-NE": [GARRISON]}, shown={"1-SE": [ANOTHER]})  # 3, 4, 2 spaces
    after = outcome(state, PEEK)
    options = after.state.turn.decision.options
    tokens = [option for option in options if option.startswith("token:")]
    assert tokens == ["token:2-C:0"]  # 2-NE is 4 spaces away; a face-up token is no secret
    assert sorted(o for o in options if o.startswith("pile:")) == sorted(
        f"pile:{color}" for color, pile in state.decks.enemies.items() if pile)
    ctx = Ctx(CATALOG, after.state)
    assert option_words(ctx, after.state.turn.decision, "token:2-C:0") == (
        "face-down token 1 at 2-C", "verdecktes Plättchen 1 auf 2-C")
    seen = outcome(after.state, "choose option=token:2-C:0")
    private = [event for event in seen.events if event.kind == "scouts_peek_seen"]
    assert [event.visible_to for event in private] == [0] and private[0].data["enemy"] == GARRISON
    assert any(event.kind == "scouts_peek" and event.reveals and event.visible_to is None for event in seen.events)
    assert seen.state.map.enemies[key_of(state, "2-C")][0].face_up is False  # only looked at


def test_2_2_5_scouts_defeating_the_token_looked_at_gives_fame_plus_1_once():
    state = scouts(hidden={"2-C": [GARRISON, GARRISON]})
    state = act(act(state, PEEK), "choose option=token:2-C:1")
    key = key_of(state, "2-C")
    state = fight_them(state, foe(GARRISON, origin=key), foe(GARRISON, origin=key))
    fame = state.players[0].fame
    state = act(state, "attack targets=0,1")
    # Either token of that enemy on that space is the one seen (they look alike face up); Fame +1 once.
    assert state.players[0].fame == fame + 2 * fame_for(GARRISON) + 1


def test_2_2_5_scouts_no_fame_for_an_enemy_other_than_the_one_looked_at():
    state = scouts(hidden={"2-C": [GARRISON], "2-SE": [GARRISON, ANOTHER]})
    state = act(act(state, PEEK), "choose option=token:2-C:0")
    other = key_of(state, "2-SE")
    state = fight_them(state, foe(GARRISON, origin=other), foe(ANOTHER, origin=other))
    fame = state.players[0].fame
    state = act(state, "attack targets=0,1")  # the same enemy, but another token: no bonus
    assert state.players[0].fame == fame + fame_for(GARRISON) + fame_for(ANOTHER)


def test_2_2_5_scouts_the_top_of_a_pile_is_followed_when_it_is_drawn_this_turn():
    state = scouts()
    pile = state.decks.enemies["brown"]
    top = pile[-1]
    state.map.enemies[key_of(state, "2-SE")] = [Token(top, "brown", False)]  # another copy, already out
    state = act(act(state, PEEK), "choose option=pile:brown")
    assert state.decks.enemies["brown"] == pile  # only looked at
    drawn = state.decks.enemies["brown"].pop()  # drawn for this combat (a dungeon's monster, §8.1)
    state = fight_them(state, foe(drawn), foe(top, origin=key_of(state, "2-SE")))
    fame = state.players[0].fame
    state = act(state, "attack targets=1")  # the copy that was out already: no bonus
    assert state.players[0].fame == fame + fame_for(top)
    state.turn.combat.attack = {"melee:physical": 30}  # another card's Attack
    state = act(state, "attack targets=0")
    assert state.players[0].fame == fame + 2 * fame_for(top) + 1


def test_2_2_5_scouts_no_fame_when_the_defeat_gives_none():
    state = scouts(hidden={"2-C": [GARRISON]})
    state = fight_them(act(act(state, PEEK), "choose option=token:2-C:0"), foe(GARRISON, origin=key_of(state, "2-C")))
    ctx = Ctx(CATALOG, state)
    defeat(ctx, 0, 0, fame=False)  # e.g. a summoned monster (§8.7.7)
    assert state.players[0].fame == 0


def test_2_2_5_scouts_look_is_not_offered_with_nothing_to_look_at():
    state = scouts(shown={"1-SE": [ANOTHER]})
    for pile in state.decks.enemies.values():
        pile.clear()
    assert PEEK not in legal(state)
    refused(state, PEEK, "4.5")

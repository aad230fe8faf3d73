"""Who a move hands the game to (MageKnight.handed_to): the next player as soon as a turn ends (§9.1), once."""
from engine.core import Action
from engine.mageknight.game import GAME


def _play(state, seat, text):
    outcome = GAME.apply(state, seat, Action.parse(text))
    return outcome.state, GAME.handed_to(state, outcome, seat)


def _at_first_turn(scenario: str, seats: int, heroes: list[str]):
    state = GAME.create(GAME.resolve_options({"scenario": scenario}), seats, 7)
    handed = []
    for hero in heroes:
        (seat,) = GAME.to_act(state)
        state, to = _play(state, seat, f"hero id={hero}")
        handed.append(to)
    while state.round.phase == "tactics":  # each picker takes the first Tactic offered (and answers what it
        # asks when taken: the same player's choice, which hands nothing over)
        (seat,) = GAME.to_act(state)
        state, to = _play(state, seat, str(GAME.legal_actions(state, seat)[0]))
        handed.append(to)
    return state, handed


def test_two_players_the_next_is_told_at_end_turn_and_not_again_after_the_discard():
    state, handed = _at_first_turn("first_reconnaissance", 2, ["tovak", "goldyx"])
    assert handed[0] and handed[1] and handed[-1]  # the Heroes chosen, and the Round's turns beginning hand over
    (seat,) = GAME.to_act(state)
    other = 1 - seat
    state, to = _play(state, seat, "end-turn")  # no card played: a discard is still to choose (§9.1)
    assert GAME.to_act(state) == {seat} and to == {other}
    assert GAME.next_up(state) == {other}
    while GAME.to_act(state) == {seat}:
        state, to = _play(state, seat, str(GAME.legal_actions(state, seat)[0]))
        assert to == frozenset()
    assert GAME.to_act(state) == {other}


def test_solo_the_player_is_told_of_their_next_turn_once_the_end_of_turn_is_done():
    state, handed = _at_first_turn("solo_conquest", 1, ["tovak"])
    assert handed[-1] == {0}  # the Round's turns begin
    state, to = _play(state, 0, "end-turn")
    assert to == frozenset() and GAME.next_up(state) == {0}  # still choosing: told once that is done
    while state.turn is not None and state.turn.ending_step >= 0:
        state, to = _play(state, 0, str(GAME.legal_actions(state, 0)[0]))
    assert to == {0} and state.turn.seat == 0  # after the Dummy's turn, hers again


def test_a_move_within_the_turn_hands_over_nothing():
    state, _handed = _at_first_turn("first_reconnaissance", 2, ["tovak", "goldyx"])
    (seat,) = GAME.to_act(state)
    play = next(a for a in GAME.legal_actions(state, seat) if a.verb == "play")
    assert _play(state, seat, str(play))[1] == frozenset()

from hypothesis import given, strategies as st
import pytest

from engine.core import Action, ActionSyntaxError

verbs = st.from_regex(r"[a-z][a-z0-9_\-]{0,10}", fullmatch=True)
values = st.from_regex(r"[A-Za-z0-9_\-.:,+#/]{1,12}", fullmatch=True)


@given(verbs, st.dictionaries(verbs, values, max_size=5))
def test_notation_prints_and_parses_losslessly(verb, args):
    action = Action(verb, tuple(args.items()))
    assert Action.parse(str(action)) == action
    assert str(Action.parse(str(action))) == str(action)


def test_reads_arguments_by_name():
    action = Action.parse("play card=march mode=powered mana=green")
    assert action.verb == "play"
    assert action.get("mode") == "powered"
    assert action.get("missing", "x") == "x"
    assert str(action) == "play card=march mode=powered mana=green"


@pytest.mark.parametrize("text", ["", "   ", "Play", "play card", "play card=", "play =x", "play a=1 a=2",
                                  "play card=a b", "9lives", "play card=x;drop"])
def test_rejects_text_outside_the_notation(text):
    with pytest.raises(ActionSyntaxError):
        Action.parse(text)

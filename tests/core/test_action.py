from hypothesis import given, strategies as st
import pytest

from engine.core import Action, ActionSyntaxError

verbs = st.from_regex(r"[a-z][a-z0-9_\-]{0,10}", fullmatch=True)
values = st.from_regex(r"[A-Za-z0-9_\-.:,+#/]{1,12}", fullmatch=True)


@given(verbs, st.dictionaries(verbs, values, max_size=3))  # within MAX_ACTION_LENGTH
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


@pytest.mark.parametrize("text, message", [
    ("play card=" + "x" * 6000, "at most 100 characters long, this one has 6010"),
    ("x" * 21, "an action word has at most 20 characters"),
    ("play " + "k" * 21 + "=1", "a key has at most 20 characters"),
    ("play card=" + "x" * 81, "a value 80"),
    ("play " + " ".join(f"k{i}=" + "x" * 9 for i in range(9)), "at most 100 characters long"),
])
def test_an_action_its_keys_and_values_have_a_length_limit_with_a_clear_reason(text, message):
    """A typed move can never flood the record, the log or a Discord message (the limits: engine/core/action.py)."""
    with pytest.raises(ActionSyntaxError) as caught:
        Action.parse(text)
    assert message in caught.value.message("en") and "Zeichen" in caught.value.message("de")
    assert len(caught.value.message("en")) < 200  # the reason never quotes a long input

"""Property tests of the effect parser: any YAML-shaped input gives a node or a DataError, never a crash."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.mageknight.catalog.effects import EFFECT_KINDS, parse_effect
from engine.content.errors import DataError

WORDS = sorted(EFFECT_KINDS) + ["red", "any_basic", "fire", "ranged", "night", "enemies", "type", "value", "count",
                                "cond", "then", "else", "effect", "cost", "name", "args", "amount", "duration",
                                "turn", "attack_bonus", "terrain", "forest", "filter", "not_fortified", "armor", "self"]

scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 9), st.sampled_from(WORDS), st.text(max_size=5))
yaml_values = st.recursive(
    scalars,
    lambda children: st.one_of(st.lists(children, max_size=3),
                               st.dictionaries(st.one_of(st.sampled_from(WORDS), st.integers(0, 3)), children, max_size=3)),
    max_leaves=12,
)


@settings(max_examples=400, deadline=None)
@given(yaml_values)
def test_parse_effect_gives_a_node_or_a_data_error(value):
    try:
        node = parse_effect(value, "effect")
    except DataError as error:
        assert str(error).startswith("effect")  # the message always names a key path
    else:
        hash(node)


simple_gains = st.one_of(
    st.builds(lambda n: {"move": n}, st.integers(0, 9)),
    st.builds(lambda n, r, e: {"attack": {"value": n, "range": r, "element": e}}, st.integers(0, 9),
              st.sampled_from(["melee", "ranged", "siege"]), st.sampled_from(["physical", "fire", "ice", "cold_fire"])),
    st.builds(lambda c: {"mana": c}, st.sampled_from(["red", "blue", "green", "white", "gold", "black"])),
)
valid_effects = st.recursive(
    simple_gains,
    lambda children: st.one_of(
        st.builds(lambda xs: {"choice": xs}, st.lists(children, min_size=1, max_size=3)),
        st.builds(lambda xs: xs, st.lists(children, max_size=3)),
        st.builds(lambda x: {"optional": x}, children),
        st.builds(lambda x, y: {"if": {"cond": {"any": ["night", "underground"]}, "then": x, "else": y}}, children, children),
        st.builds(lambda x: {"per": {"count": "enemies", "effect": x, "max": 2}}, children),
        st.builds(lambda x: {"pay": {"cost": {"wound": 1}, "effect": x}}, children),
    ),
    max_leaves=8,
)


@settings(max_examples=200, deadline=None)
@given(valid_effects)
def test_valid_effects_parse_and_equal_themselves(value):
    assert parse_effect(value, "effect") == parse_effect(value, "elsewhere")

import json

from hypothesis import given, strategies as st

from engine.core import Rng


def test_same_seed_same_sequence_and_state_survives_json():
    a, b = Rng.from_seed(12345), Rng.from_seed(12345)
    assert [a.below(100) for _ in range(50)] == [b.below(100) for _ in range(50)]
    c = Rng(**json.loads(json.dumps(a.__dict__)))
    assert [a.next_u64() for _ in range(10)] == [c.next_u64() for _ in range(10)]


def test_known_first_values_pin_the_algorithm():
    # SplitMix64 reference output for seed 0 (changing the algorithm would break every saved game).
    rng = Rng.from_seed(0)
    assert rng.next_u64() == 0xE220A8397B1DCDAF
    assert rng.next_u64() == 0x6E789E6AA1B965F4


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=1000))
def test_below_stays_in_range(seed, bound):
    rng = Rng.from_seed(seed)
    assert all(0 <= rng.below(bound) < bound for _ in range(20))


@given(st.integers(min_value=0, max_value=2**63), st.lists(st.integers(), max_size=30))
def test_shuffle_is_a_permutation(seed, items):
    shuffled = list(items)
    Rng.from_seed(seed).shuffle(shuffled)
    assert sorted(shuffled) == sorted(items)


def test_different_seeds_shuffle_differently():
    decks = []
    for seed in range(5):
        deck = list(range(20))
        Rng.from_seed(seed).shuffle(deck)
        decks.append(deck)
    assert len({tuple(d) for d in decks}) == 5

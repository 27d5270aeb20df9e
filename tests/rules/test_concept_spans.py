"""The concepts a question mentions: the longest matches, each once (assistant/rules/concepts.longest_first), found
in one sweep (a question of one repeated word, 500 matches, once compared every match with every match kept:
bench/bench_limits.py measures it)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.rules import concepts


def _pairwise(spans):
    """The rule as first written: longest first, a match dropped when a kept one covers it."""
    kept = []
    for start, end, what, _ in sorted(spans, key=lambda s: (s[0] - s[1], -s[3], s[0])):
        if not any(s <= start and end <= e for s, e, _ in kept):
            kept.append((start, end, what))
    return sorted(kept)


_SPAN = st.tuples(st.integers(0, 30), st.integers(1, 8), st.sampled_from("abc"), st.integers(1, 5)).map(
    lambda t: (t[0], t[0] + t[1], t[2], t[3]))


@settings(deadline=None, max_examples=400)
@given(st.lists(_SPAN, max_size=25))
def test_a_match_inside_a_longer_one_is_dropped_and_crossing_matches_both_stay(spans):
    assert concepts.longest_first(spans) == _pairwise(spans)


def test_the_longer_term_wins_and_crossing_terms_both_stay():
    spans = [(0, 10, "floor line", 10), (6, 10, "line", 4), (12, 20, "a", 8), (16, 25, "b", 9)]
    assert concepts.longest_first(spans) == [(0, 10, "floor line"), (12, 20, "a"), (16, 25, "b")]


def test_of_two_terms_on_the_same_letters_the_more_specific_wins():
    assert concepts.longest_first([(0, 10, "points", 4), (0, 10, "scoring", 8)]) == [(0, 10, "scoring")]

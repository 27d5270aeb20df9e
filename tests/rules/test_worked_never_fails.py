"""A worked answer is never a crash: any text, and any mix of the reader's own words and numbers, gives a verdict
with the four keys or None (a question must never show a traceback)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.paths import LANGS
from assistant.worked import worked
from assistant.worked.reading import words


def _vocabulary(lang: str) -> list[str]:
    w = words()
    out = [str(t) for kind in (*w["terms"].values(), *w["extra_terms"].values()) for t in kind.get(lang, [])]
    for group in ("building_types", "currencies", "colours"):
        out += [str(t) for by in w[group].values() for t in by.get(lang, [])]
    return out + [str(n) for n in range(0, 25)] + ["Ana", "Tom", ",", ".", "?", "and", "ve", "y", "と"]


@settings(deadline=None, max_examples=150)
@given(st.sampled_from(LANGS), st.data())
def test_any_mix_of_the_readers_words_gives_a_verdict_or_none(lang, data):
    vocab = _vocabulary(lang)
    question = " ".join(data.draw(st.lists(st.sampled_from(vocab), min_size=1, max_size=14)))
    out = worked(question, lang, lang)
    assert out is None or set(out) == {"rule", "read", "verdict", "answer"}


@settings(deadline=None, max_examples=150)
@given(st.text(max_size=200), st.sampled_from(LANGS))
def test_any_text_gives_a_verdict_or_none(text, lang):
    out = worked(text, lang, lang)
    assert out is None or set(out) == {"rule", "read", "verdict", "answer"}

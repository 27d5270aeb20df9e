"""How well `ask` finds the right rule for questions it has never seen (tests/rules/questions.yaml)."""

from __future__ import annotations

import difflib
import re
import unicodedata
from pathlib import Path

import pytest

from assistant.paths import LANGS
from assistant.rules import knowledge
from assistant.rules.evaluate import Report, evaluate, load_questions
from assistant.rules.langdetect import detect
from assistant.rules.off_topic import CALIBRATION, OFF_TOPIC

QUESTIONS = load_questions(Path(__file__).with_name("questions.yaml"))
IN_SCOPE = [q for q in QUESTIONS if q.id is not None]
OUT_OF_SCOPE = [q for q in QUESTIONS if q.id is None]


@pytest.fixture(scope="module")
def report() -> Report:
    return evaluate(QUESTIONS)


def _misses(report: Report) -> str:
    return "\n".join(f"  {q.lang} {q.id} <- {q.q!r}: got {got}" for q, got in report.misses)


def test_the_set_is_big_and_covers_every_rule() -> None:
    assert len(IN_SCOPE) >= 140
    for lang in LANGS:
        assert sum(q.lang == lang for q in IN_SCOPE) >= 30, lang
    assert len(OUT_OF_SCOPE) >= 12
    assert {q.id for q in IN_SCOPE} == set(knowledge.entries())


def test_labels_are_consistent() -> None:
    entries = knowledge.entries()
    for q in IN_SCOPE:
        assert q.game in (None, entries[q.id].game), q
    assert len({q.q for q in QUESTIONS}) == len(QUESTIONS), "a question is listed twice"


def test_language_of_every_question_is_detected() -> None:
    wrong = [(q.lang, q.q, detect(q.q)) for q in QUESTIONS if detect(q.q) != q.lang]
    assert not wrong, wrong


def _key(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).lower()
    return re.sub(r"[\W_]+", " ", text).strip()


def test_no_question_copies_an_alias() -> None:
    """The set measures unseen wording: no test question may be (nearly) an alias of the knowledge base."""
    aliases = [a for e in knowledge.entries().values() for t in e.texts.values() for a in t.questions]
    close = _close_pairs([q.q for q in QUESTIONS], aliases)
    assert not close, close


def _close_pairs(questions: list[str], others: list[str]) -> list[tuple[str, str]]:
    keys = [_key(o) for o in others]
    return [(q, m) for q in questions for m in difflib.get_close_matches(_key(q), keys, n=1, cutoff=0.8)]


def test_off_topic_lists_are_kept_apart() -> None:
    """The classifier's off-topic examples, the calibration list and the test set share no question."""
    trained = [q for qs in OFF_TOPIC.values() for q in qs]
    tested = [q.q for q in QUESTIONS]
    assert not _close_pairs(trained, tested)
    assert not _close_pairs(list(CALIBRATION), tested)
    assert not _close_pairs(trained, list(CALIBRATION))
    assert set(OFF_TOPIC) == set(LANGS)


def test_top1_and_top3_accuracy(report: Report) -> None:
    overall = report.overall
    assert overall.top1_rate >= 0.90, f"top-1 {overall.top1_rate:.3f}\n{_misses(report)}"
    assert overall.top3_rate >= 0.97, f"top-3 {overall.top3_rate:.3f}\n{_misses(report)}"


def test_out_of_scope_questions_find_nothing(report: Report) -> None:
    assert report.overall.refused == report.overall.out_of_scope == len(OUT_OF_SCOPE), _misses(report)

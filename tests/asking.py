"""What the answerer gives for a question, as the rule-question and worked-answer tests compare it."""

from __future__ import annotations

import pytest

from assistant import api


def rule_ids(out: dict) -> list[str]:
    """The rule ids of an ask result's answers, best first."""
    return [a["rule"] for a in out["answers"]]


def worked_answer(q: str):
    """The worked verdict's `answer` for a question, or None when no situation was decided."""
    worked = api.ask(q).get("worked")
    return None if worked is None else worked["answer"]


def assert_rule_first(item: dict) -> None:
    """A dev-set rule question (q, lang, expected, also) gets a right rule first, answered in its language."""
    out = api.ask(item["q"])
    ids = rule_ids(out)
    assert ids[:1] and ids[0] in {item["expected"], *item["also"]}, ids
    assert out["lang"] == item["lang"]


def assert_rule_in_top_three(item: dict) -> None:
    """A dev-set rule question not yet answered first still has a right rule among its first three."""
    ids = rule_ids(api.ask(item["q"]))
    assert {item["expected"], *item["also"]} & set(ids[:3]), ids


def assert_worked(item: dict, not_read_yet: set[str]) -> None:
    """A dev-set situation gets its hand-worked answer, of its type; one listed as not read yet gets no verdict (a
    wrong one fails) and is a strict xfail, so that reading it right shows."""
    got = worked_answer(item["q"])
    if item["id"] in not_read_yet:
        assert got is None, f"a verdict where none was given before: {got!r}"  # never a wrong one
        pytest.xfail("not read yet")
    assert got == item["answer"] and type(got) is type(item["answer"])


def assert_dev_item(item: dict, open_ids: frozenset[str], request: pytest.FixtureRequest) -> None:
    """A dev-set item gets its answer, exactly as written (its JSON); one listed as open (not read yet, or read
    wrong) is a strict xfail, so that reading it right shows and must move it out of the list."""
    import json

    if item["id"] in open_ids:
        request.applymarker(pytest.mark.xfail(strict=True, reason="not read yet"))
    assert json.dumps(worked_answer(item["q"])) == json.dumps(item.get("answer"))


def dev_set_tests(items: list[dict], open_ids: frozenset[str]):
    """The two tests of a blind development set (tests/rules/test_worked_dev_*.py): each item as assert_dev_item
    checks it, and every open id one of the set's; a module binds them to its own test names."""

    @pytest.mark.parametrize("item", items, ids=[i["id"] for i in items])
    def test_item(item, request):
        assert_dev_item(item, open_ids, request)

    def test_open_ids_are_in_the_set():
        assert {i["id"] for i in items} >= open_ids

    return test_item, test_open_ids_are_in_the_set

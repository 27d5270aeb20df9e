"""`ask` carries `worked` (FORMATS.md "Worked answers"): null without a situation, null when the question is
refused, and the development set of situations decided right with no wrong verdict."""

import json
from pathlib import Path

import yaml

from assistant import api

DEV = Path(__file__).with_name("worked_dev.yaml")


def test_ask_always_has_worked_null_without_a_situation():
    out = api.ask("How does tie splitting work?")
    assert "worked" in out and out["worked"] is None


def test_a_refused_question_has_no_verdict():
    out = api.ask("in Splendor can I take 2 gems of the same colour")
    assert out["answers"] == [] and out["worked"] is None


def test_the_verdict_is_in_the_language_asked_for():
    out = api.ask("we both have 3 towers in round 2, who gets what?", lang="es")
    assert out["worked"]["answer"] == [9, 9] and "cada uno" in out["worked"]["verdict"]


def test_the_game_chosen_keeps_the_other_games_readers_quiet():
    assert api.ask("can I take a 3 and a 3?", game="azul")["worked"] is None


def test_the_development_set_is_decided_right_with_no_wrong_verdict():
    items = yaml.safe_load(DEV.read_text(encoding="utf-8"))["items"]
    right = wrong = 0
    for item in items:
        got = api.ask(item["q"])["worked"]
        expected = item["answer"]
        if got is not None and (expected is None or json.dumps(got["answer"]) != json.dumps(expected)):
            wrong += 1
        elif got is not None:
            right += 1
    with_answer = sum(1 for i in items if i["answer"] is not None)
    assert wrong == 0 and right >= 0.95 * with_answer

"""Azul worked answers read from any phrasing, session s13 (issue 20, "Worked answers"): every item of the hand-written
dev set tests/rules/worked_dev_s13_azul.yaml (the marker in players' words with tiles that did not fit, a full floor
and the lid, overflow told with "more", end bonuses, whether a colour may go on a line, the tie-break, two questions
in one) gets its answer, or no verdict where none is expected.

The items no reader reads yet are strict xfails (NOT_READ_YET): a wrong verdict on them fails, and one that comes to be
read right fails too, so that it is taken off the list."""

from pathlib import Path

import pytest
import yaml

from assistant import api

ITEMS = yaml.safe_load((Path(__file__).with_name("worked_dev_s13_azul.yaml")).read_text(encoding="utf-8"))["items"]
# left for a later session (the report of s13-azul says why): no verdict today, none wrong
NOT_READ_YET = {
    "s13az-m-en01", "s13az-m-en02", "s13az-m-en03", "s13az-m-es01", "s13az-m-es02", "s13az-m-ja01",
    "s13az-f-en01", "s13az-f-en02", "s13az-f-tr01", "s13az-f-tr02", "s13az-f-es01", "s13az-f-es02", "s13az-f-ja01",
    "s13az-f-ja02", "s13az-o-tr01", "s13az-o-tr02", "s13az-o-tr03", "s13az-o-en01", "s13az-o-en02", "s13az-o-es01",
    "s13az-o-ja01", "s13az-o-ja02", "s13az-b-tr01", "s13az-b-tr03", "s13az-b-ja01", "s13az-b-ja03", "s13az-c-ja02",
    "s13az-c-tr02", "s13az-c-es01", "s13az-t-ja01", "s13az-t-ja02",
}


def _answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize("item", ITEMS, ids=[i["id"] for i in ITEMS])
def test_each_situation_of_the_s13_azul_dev_set_gets_its_answer(item):
    got = _answer(item["q"])
    if item["id"] in NOT_READ_YET:
        assert got is None, f"a verdict where none was given before: {got!r}"  # never a wrong one
        pytest.xfail("not read yet")
    assert got == item["answer"] and type(got) is type(item["answer"])


@pytest.mark.parametrize("q", [
    "how many points do i lose with 2 tiles on the floor and how many do i get for a full row?",
    "¿cuántos puntos pierdo con 4 fichas en el suelo? ¿y cuántos gano con una fila completa?",
    "zeminde 2 karo var, kac puan kaybederim? bir de 5. siraya mavi koyabilir miyim?",
    "床にタイル2枚で何点失う？あと横一列そろったら何点？",
])
def test_two_questions_in_one_get_no_verdict(q):
    assert api.ask(q)["worked"] is None


def test_nothing_told_with_何も_is_no_second_question():
    assert api.ask("床にタイルが2枚。何も置いてない。何点失う？")["worked"]["answer"] == 2

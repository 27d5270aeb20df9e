"""Refusing what no rule decides (session 14, issue 20 item 4), on bench/ask_dev_s14_refuse.yaml.

- What the pieces are made of (marble, stone, metal, wood; carved or cast) is no rule's business, in any language
  (data/lexicon/other_games.yaml `absurd`).
- Japanese word salad in kana: a word in hiragana alone is known only when the rules use it whole, since its
  two-letter pieces ("いう", "あい") occur in every sentence; three words with two odd ones ask nothing.
- Rule questions with the same words (the fountain tile, the walls, the tiles of each colour, a kana keyword query)
  are still answered.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from assistant import api
from assistant.rules.nonsense import word_salad

SET = yaml.safe_load((Path(__file__).parents[2] / "bench" / "ask_dev_s14_refuse.yaml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("item", SET["out_of_scope"], ids=lambda i: i["id"])
def test_the_pieces_material_and_kana_salad_are_refused(item: dict) -> None:
    out = api.ask(item["q"])
    assert not out["answers"], [a["rule"] for a in out["answers"]]


@pytest.mark.parametrize("item", SET["in_scope"], ids=lambda i: i["id"])
def test_a_rule_question_with_the_same_words_is_answered_in_its_game(item: dict) -> None:
    out = api.ask(item["q"])
    ids = [a["rule"] for a in out["answers"]]
    assert ids, item["q"]
    assert ids[0].split(".")[0] == item["expected"].split(".")[0], ids


def test_a_kana_word_is_not_known_by_its_pieces() -> None:
    assert word_salad("あいうえお タイル タイル", "ja")
    assert not word_salad("床 タイル 減点", "ja")  # a keyword search of the rules' words


def test_three_words_with_two_odd_ones_are_salad_but_one_odd_is_a_search() -> None:
    assert word_salad("banana fountain tuesday", "en")
    assert not word_salad("fountain tile placement", "en")

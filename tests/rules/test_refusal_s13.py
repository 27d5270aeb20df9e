"""Refusing what no rule decides (session 13, issue 20 item 4), on bench/ask_dev_s13_refuse.yaml.

- The pieces as things: their weight, fabric or material, washing or drying them, coffee on the cards: no rule
  decides, in any language (data/lexicon/other_games.yaml `absurd`).
- Another game named first, before a colon ("uno: ..."), and a wild card (comodín, which neither game has), are
  other games' questions even in Spanish, where "uno" alone is a number.
- Rule questions with the same words (the bag at the start, the marker on the floor, the money cards in the box) are
  still answered: a false refusal is as bad as a miss.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from assistant import api

SET = yaml.safe_load((Path(__file__).parents[2] / "bench" / "ask_dev_s13_refuse.yaml").read_text(encoding="utf-8"))
# Answered but first in the other game (a ranking miss, kept visible): "taş" of the bag read as Alhambra's.
WRONG_GAME_YET = {"r13-tr-01"}


@pytest.mark.parametrize("item", SET["out_of_scope"], ids=lambda i: i["id"])
def test_what_no_rule_decides_is_refused(item: dict) -> None:
    out = api.ask(item["q"])
    assert not out["answers"], [a["rule"] for a in out["answers"]]
    assert out["lang"] == item["lang"]


@pytest.mark.parametrize("item", SET["in_scope"], ids=lambda i: i["id"])
def test_a_rule_question_with_the_same_words_is_answered(item: dict) -> None:
    out = api.ask(item["q"])
    ids = [a["rule"] for a in out["answers"]]
    assert ids, item["q"]  # answered, not refused; and in the right game (which rule comes first is ranking's test)
    if item["id"] not in WRONG_GAME_YET:
        assert ids[0].split(".")[0] == item["expected"].split(".")[0], ids

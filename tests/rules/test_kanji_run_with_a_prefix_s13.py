"""A run of kanji is a word of the rules with one character glued on (即終了 'ends at once', 全タイル): a
question made of it is asked, not refused as off the subject; a run whose word the rules never use stays odd."""

from __future__ import annotations

from assistant import api
from assistant.rules import nonsense


def test_a_rule_word_with_a_prefix_is_known() -> None:
    assert nonsense._known("即終了", "ja")  # 終了 is the rules' word, 即 (at once) glued before it
    assert not nonsense._known("占星術", "ja")  # astrology: no rule speaks of it


def test_a_question_with_a_prefixed_rule_word_is_answered() -> None:
    out = api.ask("横一列そろったら即終了？")
    assert [a["rule"] for a in out["answers"]][:1] == ["azul.end.trigger"]

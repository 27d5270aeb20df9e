"""Alhambra's no-change rule (alhambra.buy.no-change) told in Turkish as something the speaker already knows
("para üstü olmadığını / verilmediğini biliyorum": negated participles) is granted, not asked: the verdict answers
what the question asks (may I buy it: yes; another action: no), and "ek aksiyon" asks for the extra action."""

from __future__ import annotations

import pytest

from assistant import api

CASES = [
    # 5 + 5 = 10 blue for a blue 8: allowed (overpaying is allowed, no change): may I buy it -> true
    ("mavi karede 8lik bir bina var, mavi 5+5 verirsem alabilir miyim? para ustu olmadigini biliyorum", True),
    ("turuncu karedeki 7lik kuleyi turuncu 4+4 ile alabilir miyim, para üstü verilmediğini biliyorum", True),
    # 4 + 4 = 8 for a 6: not exact -> no extra action (alhambra.buy.exact-payment)
    ("yesil karedeki 6lik binaya yesil 4+4 verdim, para ustu verilmedigini biliyorum, ek aksiyon var mi?", False),
    ("yesil karedeki 6lik binaya yesil 4+4 verdim, ek aksiyon var mi?", False),
]


@pytest.mark.parametrize(("question", "answer"), CASES)
def test_change_known_not_given_is_granted_not_asked(question: str, answer: bool) -> None:
    worked = api.ask(question)["worked"]
    assert worked is not None and worked["answer"] is answer, worked

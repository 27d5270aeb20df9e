"""Money cards taken told as a list of values ("a 2, another 2 and a 1") ask what one may take
(alhambra.money.take: any currencies, at most 5 in all), not how one pays, and the verdict adds them."""

from __future__ import annotations

import pytest

from assistant import api


@pytest.mark.parametrize("q, allowed", [
    ("can i grab a 2, another 2 and a 1 in one go? different currencies", True),  # 2 + 2 + 1 = 5
    ("i took a 3, another 3 from the market, ok?", False),  # 3 + 3 = 6 > 5
    ("can i pick a 4, a 1 together", True),  # 4 + 1 = 5
])
def test_cards_taken_in_a_list_ask_taking_money(q: str, allowed: bool) -> None:
    out = api.ask(q)
    assert [a["rule"] for a in out["answers"]][:1] == ["alhambra.money.take"]
    assert out["worked"]["answer"] is allowed

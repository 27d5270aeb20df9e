"""The scoring round (alhambra.scoring.table, alhambra.scoring.ties): a Turkish count that ends its sentence with a
full stop ("Ece'nin 2.") before the end of the game is told ("oyun sonu puanlaması") is a count, not the ordinal
"2nd scoring": the end of the game names round 3. Read as round 2, the question had two rounds and no verdict."""

from __future__ import annotations

import pytest

from assistant import api

CASES = [
    # two players + Dirk, round 3 arcades 1st 18, 2nd 10, 3rd 3 (data/alhambra/game.yaml): Dirk and I tie 1st
    # with 3: (18 + 10) // 2 = 14 each; Ece 3rd with 2: 3 -> [14, 14, 3]
    ("iki kisilik oyun, Dirk'in 3 kemeri var, benim de 3, Ece'nin 2. oyun sonu puanlamasi. kemer puanlari nasil "
     "dagilir?", 3, [14, 14, 3]),
    # garden round 3: 1st 20, 2nd 12
    ("Ali'nin 4 bahcesi var, benimki 2. oyun sonu puanlamasi, bahce puanlari nasil?", 3, [20, 12]),
    # a round ordinal still reads: "2. puanlama" is the second scoring
    ("2. puanlama: Ali'nin 3 kulesi, benim 2. kule puanlari?", 2, [13, 6]),  # tower round 2: 13, 6
]


@pytest.mark.parametrize(("question", "scoring", "points"), CASES)
def test_a_count_before_the_end_of_game_is_no_round(question: str, scoring: int, points: list[int]) -> None:
    worked = api.ask(question)["worked"]
    assert worked is not None and worked["read"].startswith(f"{scoring}. puanlama"), worked
    assert worked["answer"] == points

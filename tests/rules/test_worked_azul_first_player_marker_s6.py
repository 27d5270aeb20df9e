"""azul.offer.first-player-marker, session s6: the first player to take from the centre takes the first player
marker too, and starts the next round (seeds 003/004); who took first from the centre must be told, once, of one
player."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(("q", "expected"), [
    ("Mia took from the centre first, then Tom took from the centre too. who starts next round?", "Mia"),
    ("I took from the middle first, then Sara did. who starts the next round?", "I"),
    ("ortadan ilk Ayşe aldı, sonra Mert de ortadan aldı. sonraki turu kim başlatır?", "Ayşe"),
    ("Lola fue la primera en coger del centro, despues Juan cogio del centro. quien empieza la siguiente ronda?",
     "Lola"),
    ("中央から最初に取ったのはユキ、その後私も中央から取った。次のラウンドのスタートプレイヤーは？", "ユキ"),
])
def test_the_first_to_take_from_the_centre_starts_the_next_round(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize("q", [
    # who took first from the centre is not told: only the order of turns
    "Mia took from a factory, then Tom took from the centre. who starts next round?",
    # two players told in the part that says "first"
    "Mia and Tom took from the centre first. who starts next round?",
    # a hypothetical beside the order
    "what if Ayşe had taken from the centre first instead? who starts the next round?",
    "ortadan ilk kim aldı bilmiyorum. sonraki turu kim başlatır?",
])
def test_a_first_taker_not_told_once_gives_no_verdict(q):
    assert answer(q) is None

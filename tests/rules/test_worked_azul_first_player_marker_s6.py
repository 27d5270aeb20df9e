"""azul.offer.first-player-marker, session s6: the first player to take from the centre takes the first player
marker too, and starts the next round (seeds 003/004); who took first from the centre must be told, once, of one
player."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("Mia took from the centre first, then Tom took from the centre too. who starts next round?", "Mia"),
        ("I took from the middle first, then Sara did. who starts the next round?", "I"),
        ("ortadan ilk Ayşe aldı, sonra Mert de ortadan aldı. sonraki turu kim başlatır?", "Ayşe"),
        (
            "Lola fue la primera en coger del centro, despues Juan cogio del centro. quien empieza la siguiente ronda?",
            "Lola",
        ),
        ("中央から最初に取ったのはユキ、その後私も中央から取った。次のラウンドのスタートプレイヤーは？", "ユキ"),
    ],
)
def test_the_first_to_take_from_the_centre_starts_the_next_round(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # who took first from the centre is not told: only the order of turns
        "Mia took from a factory, then Tom took from the centre. who starts next round?",
        # two players told in the part that says "first"
        "Mia and Tom took from the centre first. who starts next round?",
        # a hypothetical beside the order
        "what if Ayşe had taken from the centre first instead? who starts the next round?",
        "ortadan ilk kim aldı bilmiyorum. sonraki turu kim başlatır?",
    ],
)
def test_a_first_taker_not_told_once_gives_no_verdict(q):
    assert answer(q) is None


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # the marker and 3 tiles: 4 spaces, 1+1+2+2 = 6
        ("I took first from the centre, and 3 tiles went to my floor with it. how many points do I lose?", 6),
        # the marker alone, named by its 1: 1 space, 1
        ("ortadan ilk ben aldım, 1 karosu zemine gitti, zeminde başka karo yok. kaç puan kaybederim?", 1),
        # 4 yellow onto the empty line 3: 1 over, with the marker: 2 spaces, 1+1 = 2
        ("このラウンド最初に中央から取った。黄4枚を空いてる3段目へ。床の失点は？(床はそれまで空)", 2),
        # not first: no marker; 5 red onto the empty line 4, 1 over: 1
        (
            "took 5 red from the middle onto my empty line 4, floor was empty and I'm not first from the middle. "
            "how many points does that cost me?",
            1,
        ),
    ],
)
def test_the_first_from_the_centre_has_the_marker_on_the_floor(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # another player took first: whether my floor holds the marker is not told
        "ortadan ilk Ali aldı, zeminimde 2 karo var. kaç puan kaybederim?",
        # a negation that is not the one beside "first"
        "I took first from the centre, but not the tiles I wanted, 2 went to the floor. how many points do I lose?",
    ],
)
def test_the_marker_of_another_or_an_unread_negation_gives_no_verdict(q):
    assert answer(q) is None

"""azul.floor.penalties, session s6: the floor spaces lose 1 1 2 2 2 3 3, the first player marker takes a space
(seeds 003/004). The marker told as not the speaker's ("i dont have the first player tile", "işaret bende yok"),
and the points an overflow costs when the floor was empty and no marker came."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("3 tiles on my floor, i dont have the first player marker. how many points do i lose?", 4),  # 1+1+2
        ("5 tiles on my floor line and I do NOT have the first player marker. penalty?", 8),  # 1+1+2+2+2
        ("zeminimde 2 karo var, başlangıç işareti bende yok. kaç puan kaybederim?", 2),  # 1+1
        ("tengo 4 azulejos en el suelo, no tengo la ficha de jugador inicial. cuanto pierdo?", 6),  # 1+1+2+2
        ("床にタイルが5枚、マーカーは持ってない。何点失う？", 8),
        # line 2 holds 2: 5 - 2 = 3 to the empty floor, from a factory (no marker): 1+1+2 = 4
        ("took 5 blue from a factory onto my empty line 2, my floor was empty. how many points do I lose?", 4),
        # line 1 holds 1: 3 - 1 = 2 to the floor: 1+1 = 2
        ("fabrikadan 3 kırmızı aldım, boş 1. sıraya koydum, zeminim boştu. kaç puan kaybederim?", 2),
        # line 3 holds 3, 1 already: room 2, 4 - 2 = 2 to the floor: 2
        ("la linea 3 tiene 1 negra, cojo 4 negras de una fabrica para ella, el suelo estaba vacio. cuantos pierdo?", 2),
        # line 4 holds 4: 6 - 4 = 2: 2
        ("工場から白を6枚取って空の4段目へ。床は空でマーカーなし。何点失う？", 2),
    ],
)
def test_floor_penalties_with_the_marker_told_away(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # a negation beside the marker that is none of the shapes read
        "3 tiles and the marker on my floor, I didn't take anything else. how many points do I lose?",
        # taken from the centre with the marker not told: it may have come with them
        "took 5 blue from the centre onto my empty line 2, my floor was empty. how many points do I lose?",
        # the floor before the take not told
        "took 5 blue from a factory onto my empty line 2. how many points do I lose?",
    ],
)
def test_a_marker_or_floor_not_told_gives_no_verdict(q):
    assert answer(q) is None

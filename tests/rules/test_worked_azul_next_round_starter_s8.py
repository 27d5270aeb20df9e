"""azul.offer.first-player-marker, session s8: who took first from the centre takes the first player marker and
starts the next round, told with the marker named by the 1 printed on it ("se llevó la ficha del 1"), the name
closing "最初に中央から取ったのは直樹で", or "la ronda siguiente"."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # Javi first from the centre (the marker with him) -> Javi
        ("Esta ronda Javi fue el primero en coger del centro y se llevo la ficha del 1; despues cogi yo del centro. "
         "Quien empieza la siguiente ronda?", "Javi"),
        # Lucia first from the centre -> Lucia
        ("Ronda terminada: Lucia cogio primero del centro y se llevo la ficha del 1. Quien empieza la ronda "
         "siguiente?", "Lucia"),
        # 直樹 first from the centre -> 直樹
        ("このラウンドで最初に中央から取ったのは直樹で、"
         "先手マーカーも直樹が持っていきました。次のラウンドは誰から？", "直樹"),
        # 美咲 first from the centre -> 美咲
        ("今回、中央から最初に取ったのは美咲です。次のラウンドは誰が最初？", "美咲"),
    ],
)
def test_who_took_first_from_the_centre_starts_the_next_round(q, expected):
    assert answer(q) == expected


def test_no_starter_when_two_took_first():
    # two players told as first from the centre: not one
    assert answer("Ana cogio primero del centro y Luis cogio primero del centro. Quien empieza la ronda siguiente?") \
        is None

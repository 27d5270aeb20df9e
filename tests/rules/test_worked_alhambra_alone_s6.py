"""The speaker alone holding a building type (alhambra.scoring.majority: a player alone with the most is first
alone, whatever the count), session s6: "I'm the only one with a garden", "sadece bende", "solo yo tengo",
"私だけ"; another player or a tie told, or "the only one without", is no verdict."""

import pytest

from assistant.worked import decide


def answer(q: str, lang: str):
    worked, _ = decide(q, lang, lang, "alhambra")
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        ("round 2 scoring. I'm the only one with a garden (just 1). how many pts do i get for it?", "en", 12),  # R2
        ("ikinci puanlamada kule sadece bende var, kac puan alirim?", "tr", 13),  # R2 tower first 13
        ("tercera puntuacion: solo yo tengo torres. cuantos puntos?", "es", 21),  # R3 tower first 21
        ("1回目の得点計算で庭園を持っているのは私だけ。何点？", "ja", 5),  # R1 garden 5
    ],
)
def test_the_speaker_alone_is_first_alone(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        ("round 2 scoring. I'm the only one without a garden. how many pts do i get?", "en"),
        ("round 2 scoring. I'm the only one with 3 gardens, Ana has 2. how many pts do i get?", "en"),
        ("ikinci puanlamada kule sadece bende degil, kac puan alirim?", "tr"),
        ("solo yo tengo torres. cuantos puntos?", "es"),  # no round told
    ],
)
def test_not_alone_or_not_told_whole_is_no_verdict(q, lang):
    assert answer(q, lang) is None

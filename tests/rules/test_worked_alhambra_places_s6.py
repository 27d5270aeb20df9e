"""A majority told by places (alhambra.scoring.ties) and one place's points (alhambra.scoring.table), read as players
type (session s6): a place's ordinal next to the round's word is no round ("the last scoring I'm first in
arcades"), two places in one part parted by "and" ("... en primer lugar y Pati es tercera"), and the speaker's own
place told in the first person or alone ("im second", "ikinciyim", "yalnız birinciyim", "単独トップ", "I have the
most towers"), a tie denied beside it ("nobody tied with me")."""

import pytest

from assistant.worked import decide


def answer(q: str, lang: str):
    worked, _ = decide(q, lang, lang, "alhambra")
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # R3 arcades 18/10/3: me first 18; the two tied for second share places 2-3: (10 + 3) / 2 = 6.5 -> 6
        (
            "In the last scoring I'm first in arcades on my own, Mia and Leo are tied for second. What does each of us "
            "get?",
            "en",
            [18, 6, 6],
        ),
        ("ucuncu puanlamada kemerlerde ben birinciyim, Elif ile Can ikincilikte berabere. puanlar?", "tr", [18, 6, 6]),
        # R2 chambers 11/4: the two tied first share (11 + 4) / 2 = 7.5 -> 7; third unpaid in round 2
        (
            "segunda puntuacion, aposentos: Eva y yo empatamos en primer lugar y Pati es tercera. puntos?",
            "es",
            [7, 7, 0],
        ),
        # R3 chambers 19/11/4: (19 + 11) / 2 = 15; third 4
        ("third scoring, chambers: Mia and I are tied for first and Raj is third. points?", "en", [15, 15, 4]),
    ],
)
def test_places_told_in_words(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        ("im second in chambers at the final scoring, nobody tied with me. how much is that worth", "en", 11),
        ("son puanlamada oda'da tek basima ikinciyim. kac puan?", "tr", 11),  # R3 chambers second 11
        ("2. puanlamada seraglio'da yalnız birinciyim, kaç puan alıyorum", "tr", 9),  # R2 seraglio first 9
        ("最後の得点計算で塔が単独トップ、何点？", "ja", 21),  # R3 tower first 21
        ("first scoring card just came up, I have the most towers by myself. tower points?", "en", 6),  # R1 tower 6
        ("primera puntuación y tengo yo solo la mayoría de jardines. puntos?", "es", 5),  # R1 garden 5
    ],
)
def test_the_speakers_own_place(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        # a tie told beside the place: the table alone does not decide it
        ("im second in chambers at the final scoring, tied with Ana. how much is that worth", "en"),
        # the places told do not fill a ranking (two first, then second)
        ("segunda puntuacion, aposentos: Eva y yo empatamos en primer lugar y Pati es segunda. puntos?", "es"),
        # no round told
        ("kemerlerde ben birinciyim, Elif ile Can ikincilikte berabere. puanlar?", "tr"),
        ("塔で私が単独トップ、何点？", "ja"),
    ],
)
def test_places_not_told_whole_are_no_verdict(q, lang):
    assert answer(q, lang) is None

"""azul.floor.penalties and azul.score.minimum, session s6 (second round): the floor's spaces lose 1 1 2 2 2 3 3, the
first player marker takes a space, the score never goes below 0 (seeds 003/004), told as players type: a
capitalised word opening the question that is no player ("Floor:", "Disaster round -", "Tenía", "¿Con..."), the
marker as taking first from the centre beside "1 karo" (a tile; the marker is "1 karosu"), an overflow with "nothing
on my floor". A tile told by its article ("un azulejo") or a name opening the question: no verdict."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("Floor: the first player token and 1 tile. points lost?", 2),  # 2 spaces: 1 + 1
        ("Disaster round: 6 tiles on my floor plus the starting marker. how much do I lose?", 14),  # 7 spaces
        # 9 tiles: 7 spaces, 14; 2 to the lid
        (
            "Disaster round - 9 of my tiles had to go to the floor (no first player marker). "
            "How many points did I lose?",
            14,
        ),
        ("Felaket tur: zeminde 6 karo, isaret de bende. kac puan kaybederim?", 14),  # 6 + marker = 7 spaces
        # 2 + 3 = 5; 4 spaces lose 6; 5 - 6 < 0: 0
        (
            "Tenía 2 puntos, esta ronda saqué 3 en el muro y tengo 4 azulejos en el suelo (sin la ficha de inicio). "
            "¿Con cuántos puntos me quedo?",
            0,
        ),
        ("merkezden ilk ben aldim ve zemine 1 karo da gitti. kac puan kaybederim?", 2),  # marker + 1: 1 + 1
        # s13: neither the marker nor the centre named: no marker, as a floor told by its tiles alone (the spent sets
        # written by others expect so); 4 red into an empty line 2: 2 to the floor, 1 + 1
        ("4 kırmızıyı boş 2. sıraya koydum, zemin boştu. kaç puan kaybederim?", 2),
        # line 1 holds 1, 2 to an empty floor: 1 + 1
        ("took 3 red from a factory onto my empty line 1, nothing on my floor, no marker. points lost?", 2),
    ],
)
def test_the_floor_loses_its_spaces_points(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # (s11: "Solo tengo un azulejo en el suelo más la ficha de primer jugador" is one tile and the marker, 2, as
        # the spent set that asked it expects: test_worked_azul_round_score_s11.py)
        # Ana's floor, not the speaker's
        "Ana: the first player token and 1 tile on the floor. points lost?",
        "¿Ana tiene la ficha inicial y 2 azulejos en el suelo? cuanto pierde",
    ],
)
def test_a_floor_not_the_speakers_or_not_counted_gives_no_verdict(q):
    assert answer(q) is None

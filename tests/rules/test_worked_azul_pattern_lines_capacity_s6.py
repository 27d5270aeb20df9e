"""azul.pattern-lines.capacity, session s6: pattern line n holds n tiles, the rest falls to the floor (seeds 003/004);
told without a verb of taking ("3 rojas a la línea 2, que ya tiene 1"), asked without "how many" ("anything on the
floor?"), beside the speaker's not being first from the centre (the marker is no tile)."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("4 blues onto line 3 which already has 1 blue. how many go to the floor?", 2),  # room 2, 4 - 2 = 2
        ("line 4 has 2 white and I take 2 white from a factory for it, anything on the floor?", 0),  # room 2
        ("3 rojas a la linea 2, que ya tiene 1 roja. cuantas sobran?", 2),  # room 1, 3 - 1 = 2
        ("黒3枚を3段目へ(すでに黒1枚)。あふれは何枚？", 1),  # room 2, 3 - 2 = 1
        ("fabrikadan 5 sarı aldım (ilk alan ben değilim), 3. sıra boş. zemine kaç karo gider?", 2),  # 5 - 3
        ("linea 4 con 1 negra, cojo 4 negras del centro (ya no soy el primero). cuantas acaban en el suelo?", 1),
    ],
)
def test_the_tiles_past_a_lines_room_fall_to_the_floor(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # which count was moved and which the line holds is not told apart (no "already", no verb)
        "3 rojas, 1 roja, linea 2. cuantas sobran?",
        # a negation that is not the speaker's being first
        "line 3 has 1 blue, I take 3 blue but not from a factory. anything on the floor?",
    ],
)
def test_counts_not_told_apart_give_no_verdict(q):
    assert answer(q) is None

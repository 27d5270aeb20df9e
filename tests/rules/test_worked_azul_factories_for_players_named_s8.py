"""azul.setup, session s8: the factory displays for the players told by naming them, the speaker among them ("me, my
brother, his wife and her dad": 4 -> 9; "mi hermana, su novio y yo": 3 -> 7; "mi pareja y yo solos": 2 -> 5;
"ben, annem ve kardeşim": 3 -> 7). Factories: 2 players 5, 3 players 7, 4 players 9."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # me + brother + his wife + her dad = 4 (the 4 told agrees) -> 9
        ("We're four tonight - me, my brother, his wife and her dad. How many factory displays do we set out?", 9),
        # sister + her boyfriend + me = 3 (the 3 told agrees) -> 7
        ("Esta noche jugamos mi hermana, su novio y yo, o sea tres. Cuantas fabricas ponemos en la mesa?", 7),
        # partner + me = 2 -> 5
        ("Vamos a jugar mi pareja y yo solos. Cuantas fabricas hay que usar?", 5),
        # my mother + my brother + me = 3 -> 7
        ("Bu aksam annem, kardesim ve ben oynuyoruz. Kac fabrika lazim?", 7),
    ],
)
def test_the_factories_for_the_players_named(q, expected):
    assert answer(q) == expected


def test_no_factories_when_the_total_told_differs_from_the_players_named():
    # me + my brother = 2, but "three of us": not one count
    assert answer("There are three of us: me and my brother. How many factories?") is None

"""azul.setup, session s6: 2/3/4 players play with 5/7/9 factory displays of 4 tiles each, so a round starts with
20/28/36 tiles on them (seeds 003/004); the players told as "somos 2"."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("with 4 players, how many tiles are put on the factories at the start of a round?", 36),  # 9 x 4
        ("2 kişilik oyunda tur başında fabrikalara toplam kaç karo konur?", 20),  # 5 x 4
        ("con 3 jugadores, cuantos azulejos van a las fabricas al empezar cada ronda?", 28),  # 7 x 4
        ("2人プレイでラウンド開始時、工場に並ぶタイルは全部で何枚？", 20),  # 5 x 4
        ("somos 4, cuantas fabricas ponemos?", 9),
        ("3 players: how many factory displays?", 7),
    ],
)
def test_the_factories_and_their_tiles_for_n_players(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # a count of tiles per factory told that the engine does not deal
        "3 players, 5 tiles on each factory: how many tiles in total?",
        # no number of players told
        "how many tiles go on the factories at the start of a round?",
        # one factory's tiles asked, not the round's
        "how many tiles does each factory hold with 3 players?",
        # more players than the game seats
        "somos 6, cuantas fabricas ponemos?",
    ],
)
def test_factories_not_told_for_a_number_of_players_give_no_verdict(q):
    assert answer(q) is None

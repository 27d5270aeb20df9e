"""Questions that tell players apart (alhambra.setup.start-player: fewest cards, then the smallest total;
alhambra.end.market-tiles: the most money of the square's currency, a tie leaves the tile), read as players type
(session s6): "I've" holds no Turkish "ve", "Al" is a name in English, "ilk kim oynar" asks who starts, a tile
"still sitting on" its square is left, Japanese players parted by a space after their number ("私6 アヤ11") or
named in hiragana before a space ("けん が3枚")."""

import pytest

from assistant.worked import decide


def answer(q: str, lang: str):
    worked, _ = decide(q, lang, lang, "alhambra")
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # equal cards (5): the smaller total, 21
        ("Jo has 5 cards worth 21, Al has 5 cards worth 23, who starts?", "en", "Jo"),
        # fewest cards: Gul and Hakan 4; the smaller total 21: Hakan
        (
            "baslangic: Emre 5 kart toplam 22, Gul 4 kart toplam 24, Hakan 4 kart toplam 21. ilk kim oynar?",
            "tr",
            "Hakan",
        ),
        # fewest cards: けん 3
        ("初期資金は けん が3枚で合計26、ゆき が4枚で合計21。スタートプレイヤーはどっち?", "ja", "けん"),
        # Jess and Tom hold 9 blue, the most: a tie, the tile stays
        (
            "game's over and a tower is left on the blue square. I've got 7 in blue, Jess has 9 in blue, Tom has 9 in "
            "blue. who gets it?",
            "en",
            "",
        ),
        (
            "game's over and a tile is still sitting on the green square. green in hand: Ivo 11, me 7, Pat 11. "
            "who gets "
            "it?",
            "en",
            "",
        ),
        # the most orange (dinar): アヤ 11
        ("終了時、ディナールの場に会館が残った。手札のディナール 私6 アヤ11 シン4。誰がもらう?", "ja", "アヤ"),
        # the most orange: Pedro 9
        (
            "fin de la partida, queda una loseta naranja en el mercado. yo tengo 7 en naranja, Pedro 9 en naranja y "
            "Kim 3 en naranja. quien se la lleva?",
            "es",
            "Pedro",
        ),
    ],
)
def test_the_player_who_starts_or_gets_the_tile(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        # still tied on cards and total: the youngest starts, ages not told
        ("Jo has 5 cards worth 21, Al has 5 cards worth 21, who starts?", "en"),
        # a player's money not told
        (
            "game's over and a tile is still sitting on the green square. Ivo has 11 in green and Pat has more. who "
            "gets it?",
            "en",
        ),
        # "Al final" opens a Spanish sentence: no player named Al
        ("Al final queda una ficha azul en el mercado: 7 en azul y 4 en azul, quien se la queda", "es"),
        # a part with a number that names nobody
        ("ゲーム終了時、市場に青のタイルが残った。青を6、私は4持っている。誰がもらう？", "ja"),
    ],
)
def test_players_not_told_apart_are_no_verdict(q, lang):
    assert answer(q, lang) is None


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # equal cards and totals: the youngest starts (the engine's start_player with the ages told)
        ("Jo has 5 cards worth 21, Al has 5 cards worth 21. Jo is 30 years old and Al is 25. who starts?", "en", "Al"),
        ("Jo has 5 cards worth 21, Al has 5 cards worth 21. Al is younger than Jo. who starts?", "en", "Al"),
        ("Ali 3 kart aldı toplam 23, Ayse de 3 kart toplam 23. Ali 30 yasinda Ayse 25. kim baslar", "tr", "Ayse"),
        (
            "kurulumda Ali 4 kart (21), Zehra 4 kart (21), Tolga 5 kart (20) aldı. Zehra Ali'den küçük. kim başlar?",
            "tr",
            "Zehra",
        ),
        (
            "Iker tiene 3 cartas que suman 25 y Vera 3 cartas que suman 25. Iker tiene 30 años y Vera 19. quien "
            "empieza?",
            "es",
            "Vera",
        ),
        ("健は4枚で合計21、私は4枚で合計21。私のほうが健より年下。スタートプレイヤーは？", "ja", "私"),
    ],
)
def test_the_youngest_breaks_the_last_tie(q, lang, expected):
    assert answer(q, lang) == expected


def test_one_age_told_breaks_no_tie():
    """Only Jo's age told: who is younger is not told."""
    assert answer("Jo has 5 cards worth 21, Al has 5 cards worth 21. Jo is 30 years old. who starts?", "en") is None


def test_one_tile_left_is_no_players_amount():
    """ "one tile left on the orange square": the tile, no amount; 12 each: a tie, the tile stays."""
    q = "end of the game: one tile left on the orange square. orange money: me 12, Dana 12. who takes it?"
    assert answer(q, "en") == ""

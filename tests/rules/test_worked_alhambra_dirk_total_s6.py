"""Dirk's tiles asked as what he holds after a stage (alhambra.variant.two-player: 6 at the start, 6 more right
after scoring 1, a third of the bag rounded down after scoring 2), session s6: "in all", "Dirk'in kaç karosu
var", "en total", "合計" sum every deal up to the stage; a deal asked alone stays one deal, and after the second
scoring the bag must be told."""

import pytest

from assistant.worked import decide


def answer(q: str, lang: str):
    worked, _ = decide(q, lang, lang, "alhambra")
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        ("how many tiles does Dirk have in all after the first scoring?", "en", 12),  # 6 + 6
        ("after the second scoring 27 tiles are left in the bag. how many tiles does Dirk have in total?", "en", 21),
        ("ilk puanlamadan sonra Dirk'in toplam kac karosu olur?", "tr", 12),  # 6 + 6
        ("ikinci puanlamadan sonra torbada 24 karo var, Dirk'in toplamda kac karosu olur?", "tr", 20),  # 12 + 8
        ("tras la segunda puntuacion quedan 30 losetas en la bolsa, cuantas tiene Dirk en total?", "es", 22),
        ("第1回得点計算の後、ダークは全部で何枚持っている?", "ja", 12),  # 6 + 6
        ("第2回得点計算の後に袋に27枚残っている。ダークのタイルは合計何枚?", "ja", 21),  # 12 + 27 // 3
    ],
)
def test_what_dirk_holds_sums_every_deal_up_to_the_stage(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        ("how many tiles does Dirk get after the first scoring?", "en", 6),
        ("ikinci puanlamadan sonra torbada 21 karo kaldi, Dirk kac tane alir?", "tr", 7),  # 21 // 3
        ("despues de la segunda puntuacion hay 21 losetas en la bolsa, cuantas recibe Dirk?", "es", 7),
        ("第2回得点計算の後、袋に21枚ある。ダークは何枚もらう?", "ja", 7),
    ],
)
def test_one_deal_asked_stays_one_deal(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        ("how many does Dirk have after the second scoring in all", "en"),
        ("dirk ikinci puanlamadan sonra toplam kac karo alir", "tr"),
        ("cuantas tiene Dirk en total tras la segunda puntuacion?", "es"),
        ("第2回得点計算の後、ダークは合計何枚?", "ja"),
    ],
)
def test_after_the_second_scoring_without_the_bag_is_no_verdict(q, lang):
    assert answer(q, lang) is None


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        (
            "two player game: after the first scoring we gave him 3 tiles. how many tiles does Dirk have in all?",
            "en",
            15,
        ),
        ("how many tiles does dirk have right after scoring 1? we never gave him any", "en", 12),  # none given
        (
            "Dirk başta 6 karo aldı, sonra biz ona 2 bina verdik, şimdi 1. puanlama bitti. Dirk'in kaç karosu var?",
            "tr",
            14,
        ),
        ("ilk puanlamadan sonra Dirk'e kimse bina vermedi. Dirk'in toplam kac karosu var?", "tr", 12),
        ("tras la primera puntuacion le dimos 2 losetas a Dirk. cuantas tiene Dirk en total?", "es", 14),  # 12 + 2
        ("第1回得点計算の後、ダークに2枚渡した。ダークは全部で何枚持っている?", "ja", 14),
        ("第1回得点計算の後、誰もダークに建物を渡してない。ダークは合計何枚?", "ja", 12),
    ],
)
def test_the_tiles_the_players_gave_him_come_on_top(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        ("after the first scoring, how many tiles does Dirk have? we gave him some", "en"),  # the gift's count untold
        ("we didn't pay 9. how many tiles does Dirk have in all after the first scoring? we never gave him any", "en"),
        ("after the first scoring we gave him 3 tiles. how many tiles does Dirk get?", "en"),  # a deal asked, not all
    ],
)
def test_a_gift_not_read_whole_is_no_verdict(q, lang):
    assert answer(q, lang) is None


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        ("how many tiles do we give him, Dirk, right after the first scoring?", "en"),
        ("jugando a dos, cuantas losetas le damos a Dirk justo despues de la primera puntuacion?", "es"),
        ("iki kisilik oynuyoruz, ilk puanlama simdi bitti. Dirk'e kac karo veriyoruz?", "tr"),
        ("第1回得点計算の後、ダークに何枚渡す?", "ja"),
    ],
)
def test_giving_him_his_deal_asks_the_deal(q, lang):
    assert answer(q, lang) == 6  # the deal right after scoring 1, no gift

"""azul.end.tie-break, session s8 (second pass): the most points wins; tied on points, the most complete horizontal
rows wins (seeds 003/004). The scores and the rows told in separate sentences, a player told behind the top score
(whose rows need not be told), one row told by its article ("bir tam yatay sırası", "a full row"), "ikisi de 81"
as the tie, "横の列は健太が2つ" with the rows as the topic; a player named with nothing told or still tied: none."""

import pytest

from assistant import api


def answer(q: str, lang: str):
    worked = api.ask(q, game="azul", lang=lang)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("lang", "q", "expected"),
    [
        # Ece 74 and I 74 tied, Bora 70 out; rows Ece 2 > I 1: Ece
        ("en", "Final scores: Ece 74, Bora 70, and I have 74 too. Ece completed two horizontal rows, I completed only "
         "one. Who wins?", "Ece"),
        # Leo 55, Ana 55 tied, I 49 out; Leo a full row (1), Ana 2: Ana
        ("en", "we finished: Leo 55, Ana 55, I ended on 49. Leo has a full row, Ana has 2 full rows. who won?", "Ana"),
        # ikisi de 81: tied; Ayse bir (1), Burak 2: Burak
        ("tr", "Ayse ile Burak ikisi de 81 puanla bitirdi. Ayse'nin bir tam yatay sirasi var, Burak'in iki. Kim "
         "kazandi?", "Burak"),
        # Deniz 77, Ece 77 tied, Mert 70 out; Deniz 2 > Ece 1: Deniz
        ("tr", "Son puanlar: Deniz 77, Mert 70, Ece 77. Deniz'in iki tam yatay sirasi var, Ece'nin bir tane. Kim "
         "kazandi?", "Deniz"),
        # Lucia 80, yo 80 tied, Pablo 72 out; Lucia 1 < yo 3: yo
        ("es", "Puntos finales: Lucia 80, Pablo 72 y yo 80 tambien. Lucia completo 1 fila horizontal y yo 3. Quien "
         "gana?", "yo"),
        # 健太 70 = 美咲 70; rows 健太 2 > 美咲 1: 健太
        ("ja", "最終得点は健太が70点、美咲も70点です。"
         "横の列は健太が2つ、美咲が1つ完成しています。勝者は誰ですか？", "健太"),
        # さくら 58 = 私 58; rows さくら 1 < 私 2: 私
        ("ja", "ゲーム終了、さくらと私はどちらも５８点で同点です。"
         "横の列はさくらが一つ、私が二つ完成しています。どっちの勝ち？", "私"),
    ],
)
def test_a_tie_told_apart_from_the_rows_goes_to_the_most_rows(lang, q, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("lang", "q"),
    [
        # Tom's score not told: he may be tied or ahead
        ("en", "Scores: Priya 68, me 68, and Tom I forget. Priya got three complete horizontal rows, I got four. Who "
         "wins?"),
        # Priya 68 = yo 68, both 3 rows: still tied, a shared victory
        ("es", "Priya y yo terminamos con 68, Tomas con 60. Priya tiene 3 filas completas y yo tambien 3. Quien gana?"),
    ],
)
def test_no_one_winner_named_when_not_told_or_still_tied(lang, q):
    assert answer(q, lang) is None

"""Worked answers read as players type Turkish (issue 20, session 11): names with their case ending glued on
("Ahmetin", "Dirkte", "Zeynepte"), number words with their possessive ("beşliği", "birliği", "üçünü birden"),
"hiçbir renk tamam değil", a clause ended by an unpunctuated "var"; and the same situations in en, es, ja.
Facts: Alhambra's table R1 first only 1..6, R2 8..13 / 1..6, R3 16..21 / 8..13 / 1..6 (pavilion..tower), ties
share the places' points rounded down; several money cards only when they total at most 5; Azul's tie on points
goes to the most complete rows; end bonus row 2, column 7, colour 10; the start player holds the fewest cards,
then the smallest total; a leftover market tile goes to the one player with most money of its currency."""

from __future__ import annotations

import pytest

from assistant.worked import decide
from assistant.worked.tr_names import bare, located


def answer(q: str, lang: str, game: str | None = None):
    w = decide(q, lang, lang, game)[0]
    return None if w is None else w["answer"]


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # tie 58; "Ahmetin", "Burcunun" are Ahmet, Burcu: Ahmet 3 rows > Burcu 1 -> Ahmet
    ("Ahmet ile Burcu 58de berabere kaldi. Ahmetin 3 tam satiri var, Burcunun 1. kazanan kim?", "tr", "Ahmet"),
    # tie 66; Cem 2 rows < Nazli 4 -> Nazli
    ("Cem ile Nazli 66da esit bitirdi. Cemin 2 tam yatay sirasi var, Nazlinin 4. kim kazanir", "tr", "Nazli"),
    # tie 80; "var benim 1" ends Ozge's part: Ozge 2 > me 1 -> Ozge
    ("Ozge ile 80er puanda esitiz. Ozgenin 2 tam yatay sirasi var benim 1. kazanan kim", "tr", "Ozge"),
    # tie 66; Tom 2 < Nina 4 -> Nina
    ("Tom and Nina tied on 66. Tom's got 2 complete rows, Nina's got 4. who wins?", "en", "Nina"),
    # tie 66; Lola 2 < Dani 4 -> Dani
    ("Lola y Dani empatan a 66. Lola tiene 2 filas completas y Dani 4. quien gana?", "es", "Dani"),
    # tie 64; 彼女 is 美咲: 美咲 2 rows > me 1 -> 美咲
    ("美咲と私は64点で同点。彼女は横列2本、私は1本。勝者は？", "ja", "美咲"),
])
def test_tie_break_name_with_its_ending_is_the_bare_name(q: str, lang: str, expected: str) -> None:
    assert answer(q, lang, "azul") == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # 2p + Dirk, R2 gardens 12/5: me 4 first 12; Dirk 2 = Selin 2 tie 2nd (5 + 0) / 2 = 2 each
    ("iki kisilik oynuyoruz Dirk ile. 2. puanlama, bahce: bende 4, Dirkte 2, Selinde 2. kim ne alir?", "tr",
     [12, 2, 2]),
    # "ikimiz oynuyoruz" is no shared count; R1 arcades 3 first only: Dirk 3 -> 3, me 1, Can 1 -> 0
    ("ikimiz oynuyoruz, Dirk da var. ilk puanlama, kemer: Dirkte 3, bende 1, Canda 1. puanlar?", "tr", [3, 0, 0]),
    # R3 seraglios 17/9/2: Dirk 4 = me 4 tie 1st (17 + 9) / 2 = 13 each; Oya 1 third -> 2
    ("ikimiz oynuyoruz Dirkle birlikte. 3. puanlamada saray: Dirkte 4, bende 4, Oyada 1. puanlar?", "tr",
     [13, 13, 2]),
    ("two-player game with Dirk, last scoring, seraglios: Dirk 4, me 4, Amy 1. points?", "en", [13, 13, 2]),
    ("partida a dos con Dirk, ultima puntuacion, serrallos: Dirk 4, yo 4, Ana 1. puntos?", "es", [13, 13, 2]),
    ("2人プレイでダーク入り。最終得点計算、後宮はダーク4枚、私4枚、アヤ1枚。得点は？", "ja", [13, 13, 2]),
])
def test_two_player_majority_dirk_with_his_ending(q: str, lang: str, expected: list[int]) -> None:
    assert answer(q, lang, "alhambra") == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # 5 + 1 = 6 > 5 -> no ("beşliği ve birliği")
    ("Emre ortadan besligi ve birligi ayni anda almak istiyor, kurallara uygun mu", "tr", False),
    # 6 + 2 = 8 > 5 -> no
    ("Eda ortadan altiligi ve ikiligi beraber almak istiyor, olur mu", "tr", False),
    # all three shown: 1 + 1 + 2 = 4 <= 5 -> yes ("üçünü birden")
    ("acikta bir 1, bir 1 ve bir 2 var. ucunu birden alsam kurala uygun mu?", "tr", True),
    # the row ends at "var" without a comma: 3 + 4 = 7 > 5 -> no
    ("acikta 3 ve 4 var ikisini alabilir miyim", "tr", False),
    # 2 + 1 + 1 = 4 -> yes
    ("the money row has a 2, a 1 and a 1. can i take all three?", "en", True),
    ("en el dinero visible hay un 2, un 1 y un 1, puedo coger las tres?", "es", True),
    ("場に2と1と1がある、3枚まとめて取れる？", "ja", True),
])
def test_money_take_cards_told_with_their_suffixes(q: str, lang: str, expected: bool) -> None:
    assert answer(q, lang, "alhambra") is expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # 1 row x 2 + 2 columns x 7 + 0 colours = 16
    ("oyun sonu: 1 tam yatay sira, 2 tam dikey sutun var, hicbir renk tamam degil. toplam bonus kac?", "tr", 16),
    # 2 x 2 + 1 x 7 + 0 = 11; "tek bir renk bile" is none, not one
    ("oyun bitti: 2 tam satir, 1 tam sutun var, tek bir renk bile tamam degil. bonus?", "tr", 11),
    # "not a single colour" is none, not one colour (it read 21)
    ("end of game: 2 full rows, 1 full column, not a single colour complete. bonus?", "en", 11),
    ("fin: 2 filas completas, 1 columna completa y ni un solo color completo. cuanto bonus?", "es", 11),
    # 色は1つも...ない: none (it read 21)
    ("ゲーム終了：横2列、縦1列が完成、色は1つもそろっていない。ボーナスは？", "ja", 11),
])
def test_end_bonuses_no_colour_told_with_a_one(q: str, lang: str, expected: int) -> None:
    assert answer(q, lang, "azul") == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # most orange money 11, Burak alone ("Burakta": Burak) -> Burak
    ("oyun bitti, pazarda turuncu karede bir kule kaldi. turuncu param 5, Burakta 11, Elifte 8. kule kimin?", "tr",
     "Burak"),
    # "elimde" is the speaker; most green 6 held by me and Mert: a tie -> nobody ("")
    ("oyun bitti, pazarda yesil karede bir kemer kaldi. elimde yesil 6 var, Mert'te de yesil 6, Zeynepte 2. "
     "kemer kime gider?", "tr", ""),
    ("game over, a tower is left on the orange square. orange money: me 5, Burak 11, Elif 8. who gets it?", "en",
     "Burak"),
    ("fin de partida, queda una torre en la casilla naranja. dinero naranja: yo 5, Burak 11, Elif 8. para quien es?",
     "es", "Burak"),
    ("ゲーム終了、ドゥカートのマスに塔が残った。ドゥカートは私5、ブラク11、エリフ8。誰がもらう？", "ja", "ブラク"),
])
def test_leftover_market_tile_to_a_name_with_its_locative(q: str, lang: str, expected: str) -> None:
    assert answer(q, lang, "alhambra") == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # fewest cards 3: Deniz 22, Sena 20 (Umut's 4 cards need no total) -> Sena
    ("baslangicta Deniz 3 kart aldi toplami 22, Umut 4 kart aldi, Sena da 3 kart toplami 20. kim baslar?", "tr",
     "Sena"),
    # fewest 2: Mert 14, Oya 11 -> Oya
    ("baslangic parasi: Mert 2 kart toplam 14, Oya 2 kart toplam 11, Can 3 kart. kim baslar", "tr", "Oya"),
    ("starting money: Mert 2 cards worth 14, Oya 2 cards worth 11, Can got 3 cards. who starts?", "en", "Oya"),
    ("dinero inicial: Mert 2 cartas que suman 14, Oya 2 cartas que suman 11, Can 3 cartas. quien empieza?", "es",
     "Oya"),
    ("初期資金：メルト2枚で合計14、オヤ2枚で合計11、ジャン3枚。誰がスタート？", "ja", "オヤ"),
])
def test_start_player_total_untold_for_more_cards(q: str, lang: str, expected: str) -> None:
    assert answer(q, lang, "alhambra") == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # the 4 players told are no count: R2 towers, alone second -> 6
    ("4 kisilik oyunda 2. puanlamada kulede tek basima ikinci oldum kac puan", "tr", 6),
    # R1 gardens alone first -> 5
    ("3 kisilik oyunda ilk puanlamada bahcede tek basima birinciyim, kac puan", "tr", 5),
    ("4 player game, middle scoring, I'm alone in second place on towers. points?", "en", 6),
    # R3 gardens third -> 5
    ("somos 3 jugadores, en la tercera puntuacion quedo tercero en jardines sin empate. cuantos puntos?", "es", 5),
    ("4人プレイ、2回目の得点計算で塔が単独2位なら何点？", "ja", 6),
])
def test_points_table_with_the_players_told(q: str, lang: str, expected: int) -> None:
    assert answer(q, lang, "alhambra") == expected


@pytest.mark.parametrize(("q", "lang"), [
    # "Selinin 10 sarısı": Selin or a player called Selinin? no name said
    ("oyun bitti. sari karede bir bina kaldi. Selinin 10 sarisi var, Oguzun 7, benim 4. bina kimin olur?", "tr"),
    # the other player's rows are not told
    ("Ozge ile 80er puanda esitiz. Ozgenin 2 tam yatay sirasi var. kazanan kim", "tr"),
    # the building type is not told
    ("2. puanlamada Ali 3, ben 2. kim kac puan alir", "tr"),
])
def test_no_verdict_when_the_name_or_a_count_is_not_sure(q: str, lang: str) -> None:
    assert answer(q, lang) is None


@pytest.mark.parametrize(("name", "named", "expected"), [
    ("ahmetin", {"ahmet"}, "ahmet"), ("burcunun", {"burcu"}, "burcu"), ("dirkte", set(), "dirk"),
    ("selin", set(), None), ("metin", set(), None),
])
def test_a_name_with_its_ending_beside_its_bare_form(name: str, named: set[str], expected: str | None) -> None:
    assert bare(name, named) == expected


@pytest.mark.parametrize(("name", "expected"), [
    ("Zeynepte", "Zeynep"), ("Selinde", "Selin"), ("Burakta", "Burak"), ("Canda", "Can"),
    ("Hande", "Hande"), ("Seda", "Seda"), ("Ferda", "Ferda"), ("Selin", "Selin"), ("Ahmetin", "Ahmetin"),
])
def test_a_name_with_its_locative_alone(name: str, expected: str) -> None:
    assert located(name) == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # 9 + 7 + 5 = 21 >= 20: dealing stops -> "durayım mı?" yes
    ("baslangic parasi dagitilirken 9, 7 ve 5 cektim. durayim mi?", "tr", True),
    # 8 + 9 = 17 < 20: not yet -> no
    ("baslangic parasinda 8 ve 9 geldi, durmam gerekiyor mu", "tr", False),
    # 6 + 8 + 3 = 17 -> no
    ("dealing starting money: I've got 6, 8 and 3 so far. do I stop drawing?", "en", False),
    # 7 + 8 + 6 = 21 -> yes
    ("en el reparto del dinero inicial me salieron 7, 8 y 6. paro ya?", "es", True),
    # 9 + 8 + 5 = 22 -> yes
    ("初期資金で9と8と5が配られた。もう止める？", "ja", True),
    # "another card?" stays as it was: 5 + 6 = 11 < 20 -> yes
    ("baslangic parasi dagitilirken 5 ve 6 geldi, bir kart daha cekebilir miyim", "tr", True),
])
def test_starting_money_stop_drawing_asked(q: str, lang: str, expected: bool) -> None:
    assert answer(q, lang, "alhambra") is expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # the middle scoring ("oyunun ortasındaki", "ara"): R2 arcades 10/3 -> Can 10, me 3, Ece 0
    ("oyunun ortasindaki puanlamada kemerler: Can 4, ben 2, Ece 1. puan dagilimi nasil", "tr", [10, 3, 0]),
    ("ara puanlamada kemerler: Can 4, ben 2, Ece 1. kim kac alir", "tr", [10, 3, 0]),
    # "puanlamda" typed short: R2 towers 13/6
    ("ikinci puanlamda kulelerde ben 3 Ali 2 kac puan", "tr", [13, 6]),
    ("middle scoring, arcades: Can 4, me 2, Ece 1. who gets what?", "en", [10, 3, 0]),
    ("puntuacion intermedia, arcos: Can 4, yo 2, Ece 1. cuantos puntos?", "es", [10, 3, 0]),
    ("2回目の得点計算、アーケードはカン4枚、私2枚、エジェ1枚。それぞれ何点？", "ja", [10, 3, 0]),
])
def test_middle_scoring_told_in_words(q: str, lang: str, expected: list[int]) -> None:
    assert answer(q, lang, "alhambra") == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # the price told before its square: 3 + 3 = 6 in yellow on yellow -> exact, another action
    ("sarı 3 + sarı 3 ile 6lık sarı karedeki pavyonu aldım, bir daha oynar mıyım", "tr", True),
    # 5 + 4 = 9 in blue on blue -> another action
    ("9luk mavi karedeki kuleyi mavi 5 ve mavi 4 ile aldim, bir hamle daha var mi", "tr", True),
    ("bought the 6 pavilion on yellow with yellow 3 + yellow 3, do i go again?", "en", True),
    ("compre el pabellon de 6 en amarillo con amarillo 3 + amarillo 3, juego otra vez?", "es", True),
])
def test_exact_payment_price_before_its_square(q: str, lang: str, expected: bool) -> None:
    assert answer(q, lang, "alhambra") is expected


def test_alti_ustu_is_below_and_above_not_six() -> None:
    # "ustu alti da bos": no neighbour above or below (nor left, right) -> 1 point
    assert answer("duvara karo koydum, sagi solu bos, ustu alti da bos. kac puan", "tr", "azul") == 1


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # the runs told as what they became ("oldu"), the tile in them: 3 + 2 = 5
    ("karoyu koydum, yatayda 3 dikeyde 2 karo oldu kac puan", "tr", 5),
    # 4 + 3 = 7
    ("yeni karoyla yatayda 4 oldu, dikeyde 3 oldu. puan?", "tr", 7),
    # a side's count that "became" 2 stays the tiles beside it: left 2 -> row 3, above 1 -> column 2: 5
    ("karoyu koydum, solunda 2 karo oldu, ustunde 1. kac puan", "tr", 5),
    ("置いたら横に自分込みで3つ、縦に2つ並んだ。何点？", "ja", 5),
])
def test_tiling_runs_told_as_what_they_became(q: str, lang: str, expected: int) -> None:
    assert answer(q, lang, "azul") == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # one count for both sides named before it: left 1 + right 1 -> a row of 3
    ("karonun saginda ve solunda birer karo var, ustu alti bos. kac puan alirim", "tr", 3),
    # above 2 + below 2 -> a column of 5
    ("karonun ustunde ve altinda ikiser karo var, sagi solu bos. kac puan", "tr", 5),
    # "solunda bir sağında bir", "üstü altı boş" (altı no six) -> 3
    ("sari karoyu duvara koydum, solunda bir sağında bir karo var, ustu alti bos. kac puan?", "tr", 3),
    ("置いたタイルの左と右に1枚ずつある。上下は空。何点？", "ja", 3),
    ("my new tile has 1 each on its left and right, nothing above or below. points?", "en", 3),
])
def test_tiling_one_count_for_each_side(q: str, lang: str, expected: int) -> None:
    assert answer(q, lang, "azul") == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # a bare "hiç" closing a player's part is none: R3 chambers 19/11/4, Ayse 5 = me 5 -> 15 each, Mehmet 0
    ("son puanlamada odalar: Ayse 5, ben de 5, Mehmet hic. puanlar nasil bolunur", "tr", [15, 15, 0]),
    # R1 towers 6 first only: Ali 0, me 2 -> 6, Veli 1 -> 0 (it read [6, 0], Ali left out)
    ("ilk puanlamada kule: Ali hic, ben 2, Veli 1. kim ne alir", "tr", [0, 6, 0]),
    ("first scoring, towers: Ali has none, me 2, Veli 1. who gets what?", "en", [0, 6, 0]),
])
def test_majority_player_told_with_none(q: str, lang: str, expected: list[int]) -> None:
    assert answer(q, lang, "alhambra") == expected


@pytest.mark.parametrize(("q", "lang"), [
    # a list entry without a count ("ali bilmiyorum", "mehmet birkaç"): that player's count is not read; it read
    # [6, 0] and [8, 8], leaving the player out
    ("ilk puanlamada kule: ali bilmiyorum, ben 2, veli 1. kim ne alir", "tr"),
    ("2. puanlamada bahce: ayse 3, ben 3, mehmet birkac. puanlar", "tr"),
    ("ilk puanlamada kule: Ali bilmiyorum, ben 2, Veli 1. kim ne alir", "tr"),
])
def test_majority_no_verdict_when_a_listed_player_has_no_count(q: str, lang: str) -> None:
    assert answer(q, lang, "alhambra") is None

"""Worked answers fixed on the s16 blind dev sets (issue 20): a story that contradicts itself gets no verdict, and
the question's own last sentence decides what is asked."""

from __future__ import annotations

import pytest

from tests.asking import worked_answer as _answer


def test_a_payment_told_exact_that_does_not_add_up_gets_no_verdict():
    # alhambra.buy.exact-payment: 5 + 4 = 9 is no exact 8; "exactly" and the sum contradict each other
    assert _answer("I bought the 8 garden and paid it exactly with a green 5 and a green 4, another action?") is None
    # the same told without the word of exactness: an overpayment, no extra action
    assert _answer("I just bought the 8 garden with a green 5 and a green 4, do I get another action?") is False


def test_the_actions_in_all_when_the_last_sentence_asks_the_total():
    # alhambra.turn.actions: 4 exact purchases, the 4th earns a 5th action: 5 in the turn (not "1 more")
    assert _answer("bought four buildings this turn, every one with exact money. i still get one more action "
                   "right? so how many actions is that in total for my turn?") == 5
    assert _answer("I made 3 exact purchases this turn, how many more actions can I take?") == 2


def test_the_one_of_one_factory_counts_factories_not_tiles():
    # azul.pattern-lines.capacity: 3 red onto the empty line 2 (room 2): 1 to the floor; the line held nothing
    assert _answer("I took 3 red tiles from one factory and put them on my empty line 2, how many go to the "
                   "floor?") == 1


@pytest.mark.parametrize("q", [
    "Ortadan 5 siyah aldım, ortadan ilk alan da benim. Boş 2. desen satırıma koyuyorum, zemin çizgim boştu. Zemine "
    "işaret dahil toplam kaç şey gider?",
    "I took 5 black from the centre, first from the centre. I put them on my empty line 2. How many things go to "
    "the floor, marker included?",
])
def test_the_floors_pieces_counted_with_the_marker(q):
    # 5 black onto the empty line 2 (room 2): 3 tiles fall, and the marker taken first from the centre: 4 pieces
    assert _answer(q) == 4


def test_the_tiles_alone_when_the_marker_is_not_counted():
    assert _answer("I took 5 black from the centre. I put them on my empty line 2. How many go to the floor?") == 3


@pytest.mark.parametrize("q", [
    "3. puanlama, kule: Ali'de 4, bende 2, Ece'de 1. Ben ikinciyim, kaç puan alıyorum?",
    "3. puanlama, kule: Ali'de 4, bende 2, Ece'de 1. kac puan aliyorum?",
])
def test_my_share_asked_with_a_verb_of_the_first_person(q):
    # towers, scoring 3 pays 21, 13, 6: I am second with 2: 13
    assert _answer(q) == 13


def test_a_second_question_asking_who_gets_no_verdict():
    assert _answer("Masada 2 ve 3 var, ikisini birden alabilir miyim? Bir de ilk puanlamada kulede Ali'de 2 bende 2 "
                   "var, kim ne alır?") is None


@pytest.mark.parametrize(("q", "answer"), [
    # azul.end.bonuses: 1 row (+2) and 2 columns (+7 each): 52 + 2 + 14 = 68, the score told as it stands
    ("Oyun sonu, puanım 52. 1 yatay sıram tam, 2 dikey sütunum tam, hiç rengi tamamlamadım. Son puanım kaç?", 68),
    ("end of game, my score is 52. I have 1 complete row and 2 complete columns. final score?", 68),
    ("fin de partida, tengo 52 puntos, 1 fila completa y 2 columnas completas. ¿puntuación final?", 68),
    ("ゲーム終了、得点は52点。横1列と縦2列が完成。最終得点は?", 68),
])
def test_the_final_score_is_the_score_told_plus_the_bonuses(q, answer):
    assert _answer(q) == answer


@pytest.mark.parametrize("q", [
    # three colours with all five tiles: 3 x 10 = 30; who ended the game is no other player's wall
    "oyunu Ali bitirdi. bende tam satir da sutun da yok ama kirmizi, sari ve siyahin 5er tanesi duvarda. bonusum kac?",
    "end of game: all five reds, yellows and blacks are on my wall, no full row or column. bonus?",
])
def test_all_five_of_each_colour_listed(q):
    assert _answer(q) == 30


def test_five_of_several_colours_without_each_is_not_read():
    # five tiles in all, or five of each: not told
    assert _answer("end of game: five reds, yellows and blacks are on my wall. bonus?") is None


@pytest.mark.parametrize(("q", "answer"), [
    # azul.end.trigger: a complete horizontal row ends the game after this round ("all five tiles" is the row's)
    ("during the wall-tiling Kemal just finished his fourth wall row, all five tiles. does the game end after this "
     "round?", True),
    # another round asked: the game ends, so no
    ("Ali bu turun duvar döşemesinde duvarının 3. satırını 5 karoyla tamamladı. Bir raunt daha oynuyor muyuz?", False),
    # a column never ends the game: another round, yes
    ("I completed a vertical column this round. Do we play another round?", True),
])
def test_the_end_of_the_game_or_another_round(q, answer):
    assert _answer(q) is answer


@pytest.mark.parametrize(("q", "answer"), [
    # alhambra.money.take: several cards only when they total at most 5: 3 + 3 = 6 no, 2 + 2 = 4 yes
    ("the money row has 3, 3, 4 and 8. can I take both 3s at once?", False),
    ("ortada 3, 3, 4 ve 8 var. iki tane 3u birden alabilir miyim?", False),
    ("the money row has 2, 2, 4 and 8. can I take both 2s at once?", True),
    ("ortada 2, 2, 4 ve 8 var. iki tane 2yi birden alabilir miyim?", True),
])
def test_two_cards_of_one_value_taken_together(q, answer):
    assert _answer(q) is answer


def test_the_floor_named_by_its_printed_penalties():
    # azul.score.minimum: 5 tiles on the floor cost 1 + 1 + 2 + 2 + 2 = 8; 3 - 8 stops at 0. "-1 -1 -2" names the
    # floor line, no numbers of the situation
    assert _answer("im on 3 pts and i have 5 tiles on the -1 -1 -2 strip. score after?") == 0
    assert _answer("I'm on 10 and 2 tiles are on my penalty row. new score?") == 8  # 10 - (1 + 1)


def test_penalties_written_as_arithmetic_are_not_renamed():
    from assistant.worked.guards import floor_named

    assert floor_named("my floor has 3 tiles: -1 -1 -2, so I lose 4?", "en") == \
        "my floor has 3 tiles: -1 -1 -2, so I lose 4?"


@pytest.mark.parametrize(("q", "answer"), [
    # alhambra.scoring.ties, pavilions, scoring 3 pays 16, 8, 1: four players with 1 each share places 1-4:
    # (16 + 8 + 1 + 0) / 4 = 6.25, 6 each; the players listed after the colon are how many share the count
    ("oyun sonu puanlamasi. pavyonda herkeste 1er tane var: Ali, Ece, Mert ve ben. kimin kac puani olur",
     [6, 6, 6, 6]),
    ("final scoring, pavilions: everyone has 1 each: Ana, Ben and me. points?", [8, 8, 8]),  # (16 + 8 + 1) / 3
    # gardens, scoring 2 pays 12, 5: zoe 4 first, 12; Dirk and me tie with 2, (5 + 0) / 2 = 2 each; "2p" = 2 players
    ("2p with the dummy player dirk. 2nd scoring, gardens: dirk 2, me 2, zoe 4. who gets what", [2, 2, 12]),
])
def test_a_count_for_everyone_and_the_players_shorthand(q, answer):
    assert _answer(q) == answer


@pytest.mark.parametrize(("q", "answer"), [
    # alhambra.setup.start-player: Mia and Noah 3 cards (23) each, me 4: the pair ties, the younger (9) starts; the
    # ages told in words, the one player after the pair told by "I"
    ("Mia and Noah both ended up with three money cards adding up to 23, I have four cards. Mia is nine, Noah's "
     "twelve. who goes first?", "Mia"),
    ("Mia and Noah both ended up with 3 money cards adding up to 23, Tom has 4 cards. Noah is the youngest. who goes "
     "first?", "Noah"),
])
def test_a_pair_then_one_player(q, answer):
    assert _answer(q) == answer


@pytest.mark.parametrize(("q", "answer"), [
    # alhambra.scoring.majority with Dirk: gardens, scoring 3 (20, 12, 5): Dirk 4, me 3, Nico 1: Nico 3rd, 5
    ("Somos Nico y yo, más Dirk. En la cuenta final Dirk tiene 4 jardines, yo 3 y Nico 1. ¿Cuánto saca Nico por "
     "jardines?", 5),
    # towers, scoring 1 (6): Dirk and さくら tie with 2, 6 / 2 = 3 each; さくら's share asked
    ("ダーク入りの2人ゲーム、1回目の得点計算。塔はダーク2枚、さくら2枚、自分1枚。さくらには何点入る?", 3),
    # towers, scoring 2 (13, 6): Dirk 3 first, Ana 2 second; each asked alone, or everyone
    ("2 player with Dirk, round 2 towers: Dirk 3, Ana 2, me 1. how many does Dirk get?", 13),
    ("2 player with Dirk, round 2 towers: Dirk 3, Ana 2, me 1. how many does Ana get?", 6),
    ("2 player with Dirk, round 2 towers: Dirk 3, Ana 2, me 1. points?", [13, 6, 0]),
])
def test_one_players_share_beside_dirk(q, answer):
    assert _answer(q) == answer


def test_counts_compared_in_words_against_the_numbers_get_no_verdict():
    assert _answer("tengo 3 torres y Pablo 2, pero Pablo tiene mas torres que yo. en la segunda puntuacion cuanto "
                   "saca cada uno?") is None
    assert _answer("tengo 3 torres y Pablo 2. en la segunda puntuacion cuanto saca cada uno?") == [13, 6]


def test_no_row_completed_told_with_ninguna_does_not_end_the_game():
    # azul.end.trigger: a complete column never ends the game; "ninguna fila completa" is no row
    assert _answer("Tengo una columna entera del muro llena, 5 fichas en vertical, pero ninguna fila completa. ¿Se "
                   "acaba la partida?") is False


def test_the_marker_among_the_floors_pieces_told():
    # azul.floor.full: 7 pieces, the marker among them, fill the floor; 3 more black all go to the lid
    assert _answer("床がマーカー込みで7つ全部埋まってる。そこにさらに黒3枚を床に置くことになった。床に入らず箱のふたに"
                   "行くのは何枚?") == 3


def test_the_side_the_tile_goes_to_is_no_neighbour():
    # "その右に青が入る" tells where the blue goes, not a tile on its right: never 4 (was read as 2 left, 1 right)
    assert _answer("壁の3段目、黒と白が左から並んでて、その右に青が入る。縦は上下とも空いてる。何点?") in (None, 3)


@pytest.mark.parametrize(("q", "answer"), [
    # gardens, scoring 3 (20, 12, 5): さくら 4 first; 健太 and I tie with 2, (12 + 5) / 2 = 8 each; 由美 1 fourth, 0.
    # "庭園の枚数は" tells the counts; "各自の得点を教えて" asks the points
    ("最終得点計算です。庭園の枚数は、さくらさん4、健太さん2、私2、由美さん1です。各自の得点を教えてください。",
     [20, 8, 8, 0]),
    # chambers, scoring 1 (4): ヒロシ and I tie with 2, 4 / 2 = 2 each; ミカ 0 ("ヒロシと私で二枚ずつ")
    ("1回目の計算で会館がヒロシと私で二枚ずつ、ミカは一枚。誰が何点?", [2, 2, 0]),
])
def test_japanese_majorities_told_with_their_counts_word(q, answer):
    assert _answer(q) == answer


def test_japanese_final_score_told_after_the_last_round():
    # 62 + a row (2) + red complete (10) = 74
    assert _answer("最終ラウンドの得点が終わって62点。横一列が1本と、赤が5枚全部壁にある。"
                   "ボーナス込みの最終スコアは?") == 74


def test_japanese_a_column_and_no_row_does_not_end_the_game():
    assert _answer("ケンが壁の縦一列を完成させた。横はまだどこもそろってない。このラウンドでゲーム終わり?") is False


@pytest.mark.parametrize(("q", "answer"), [
    # "valoración" is the scoring round: gardens, scoring 1 (5): me 4 first, 5; Ana 2 and Pedro none, 0
    ("primera valoracion: Ana tiene 2 jardines, yo 4 y Pedro ninguno. cuantos puntos de jardines para cada uno?",
     [0, 5, 0]),
    # gardens, scoring 3 (20, 12, 5): Tomás 4 first; Eva, Raúl and I tie with 2: (12 + 5 + 0) / 3 = 5 each
    ("En la tercera valoración, jardines: Tomás tiene cuatro, y Eva, Raúl y yo tenemos dos cada uno. ¿Cuántos puntos "
     "le tocan a cada uno?", [20, 5, 5, 5]),
    # towers, scoring 2 (13, 6), with Dirk: Dirk 3 first, me 2 second: 6 (my share asked)
    ("Jugamos a dos con Dirk. Segunda valoración: Dirk tiene 3 torres, yo 2 y Ana 1. ¿Cuántos puntos me llevo por "
     "las torres?", 6),
])
def test_spanish_valoracion_is_the_scoring(q, answer):
    assert _answer(q) == answer


def test_spanish_the_score_as_it_stands_and_the_final_asked():
    # 54 + a row (2) + the blues (10) = 66
    assert _answer("Después de la última ronda estoy en 54. Tengo una fila completa, ninguna columna completa y los "
                   "5 azules en el muro. ¿Con cuánto termino?") == 66


def test_spanish_a_pair_that_finished_on_one_score_is_a_tie():
    # azul.end.tie-break: Ana and I on 71; Ana 2 complete rows, me 1: Ana
    assert _answer("Ana y yo terminamos con 71 puntos. Ana tiene 2 filas horizontales completas y yo 1. ¿Quién "
                   "gana?") == "Ana"


@pytest.mark.parametrize(("q", "answer"), [
    # azul.pattern-lines.capacity: 3 yellow onto line 4 holding 3: room 1, 2 fall; "ceza sırası" is the floor, no line
    ("Atölyeden 3 sarı aldım, 4. desen sırasında zaten 3 sarı var. Kaç tanesi ceza sırasına düşüyor?", 2),
    # azul.end.bonuses: the five blues (10) and 2 rows (2 x 2): 14; "mavilerin beşi" is all five blues
    ("son sayim: mavilerin besi de duvarda, 2 satir tamam, hic sutun yok. bonus toplam kac", 14),
    # 60 + 2 rows (4) + 1 column (7) + the whites (10) = 81
    ("Kerem'in bonuslardan önceki puanı 60. İki tam satırı, bir tam sütunu var ve beyazların beşi de duvarında. "
     "Final puanı kaç oluyor?", 81),
    # azul.setup: 3 players, 7 factory displays of 4 tiles: 28 ("her tabağa": each plate, a factory display)
    ("Üç kişilik kuruyoruz, her tabağa dörder taş koyacağız. İlk rauntta torbadan toplam kaç taş çekiyoruz?", 28),
])
def test_turkish_azul_words_as_players_write_them(q, answer):
    assert _answer(q) == answer


def test_the_floor_named_ceza_sirasi_keeps_its_penalties():
    # azul.floor.penalties: 3 tiles on the floor, no marker: 1 + 1 + 2 = 4, whether it is called zemin or ceza sırası
    assert _answer("zemin sırasında 3 karo var, başlangıç taşı bende değil. kaç puan kaybederim") == 4
    assert _answer("ceza sırasında 3 karo var, başlangıç taşı bende değil. kaç puan kaybederim") == 4


@pytest.mark.parametrize(("q", "answer"), [
    # alhambra.setup.start-player: さくら and ケン 4 cards (21) each, the others 5: the pair ties, the younger
    # (12, told in brackets) starts; the others (more cards) cannot
    ("初期資金で、さくら(12歳)とケン(35歳)がどっちも4枚で合計21。ほかの人は5枚。スタートは誰?", "さくら"),
    ("Mia (9 years) and Noah (12 years) both have 4 cards totalling 21, Tom has 5 cards. who starts?", "Mia"),
    ("Mia and Noah both have 3 cards totalling 22, the others have 5 cards. Mia is the youngest. who starts?", "Mia"),
    # "一番年下" read as 1番: a rank, no age of 1
    ("ユイとカイはどちらも4枚で合計20。ユイが一番年下。誰から?", "ユイ"),
])
def test_ages_in_brackets_the_others_and_the_youngest_by_rank(q, answer):
    assert _answer(q) == answer


def test_the_others_with_fewer_cards_leave_the_start_player_unnamed():
    assert _answer("Mia and Noah both have 4 cards totalling 22, the others have 3 cards. Mia is the youngest. who "
                   "starts?") is None


def test_first_place_alone_told_after_the_word():
    assert _answer("1回目の計算で後宮トップ単独なんだけど、何点もらえるんだっけ") == 2  # seraglio, scoring 1: 2


@pytest.mark.parametrize(("q", "answer"), [
    # azul.end.tie-break: タロウ and さくら on 71, さくら has more complete rows (3 > 1); 私 on 69 is out of the tie
    # whatever her rows ("横4本")
    ("最終スコア:タロウ71(横1本)、さくら71(横3本)、私69(横4本)。勝者は?", "さくら"),
    ("Final: Ana 71 with 1 row, Ben 71 with 3 rows, me 69 with 4 rows. who wins?", "Ben"),
])
def test_the_rows_of_a_player_behind_the_tie_decide_nothing(q, answer):
    assert _answer(q) == answer


def test_turkish_onu_before_a_verb_is_it_not_ten():
    # alhambra.buy.no-change: a 9 paid for a 6 gives no change: 0; "Onu verirsem" (if I give it) holds no 10
    assert _answer("Turuncu karede 6'lık bahçe var, elimdeki tek turuncu kart 9'luk. Onu verirsem bankadan kaç para "
                   "üstü alırım?") == 0
    from assistant.worked.reading import Text

    assert [n.value for n in Text("on kart", "tr").numbers] == [10]


def test_japanese_purchases_counted_with_tsu():
    # alhambra.turn.actions: 4 exact purchases each earn another action: 5 in the turn, the most there is
    assert _answer("由美が市場の建物を4つ全部ぴったりの額で買った。この手番、全部で最大何アクションになる?") == 5


def test_a_name_with_an_apostrophe_is_named_whole_in_the_verdict():
    # towers, scoring 3 (21, 13, 6): Ana 3 first; O'Brien and I tie with 2, (13 + 6) / 2 = 9 each
    from assistant import api

    worked = api.ask("Round 3, towers: Ana 3, O'Brien 2 and me 2. What does each of us get?")["worked"]
    assert worked["answer"] == [21, 9, 9]
    assert "O'Brien gets 9" in worked["verdict"]
    # a suffix after the apostrophe is no part of the name ("Ali'de": Ali)
    assert "Ali 21 puan" in api.ask("3. puanlama, kule: Ali'de 4, bende 2, Ece'de 1. puanlar?")["worked"]["verdict"]

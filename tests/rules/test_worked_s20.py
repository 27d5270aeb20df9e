"""Session 20 readings of worked answers, each named after the rule it decides. Golden numbers carry their
derivation: floor penalties 1, 1, 2, 2, 2, 3, 3 (7 spaces, data/azul/game.yaml); Alhambra's third scoring pays
chambers 19 / 11 / 4 (data/alhambra/game.yaml)."""

import pytest

from assistant import api


def worked(q: str, lang: str) -> dict | None:
    return api.ask(q, lang=lang)["worked"]


def answer(q: str, lang: str):
    out = worked(q, lang)
    return None if out is None else out["answer"]


def test_floor_penalties_no_first_player_tile_told_in_brackets_is_no_marker():
    # 5 tiles, no marker: 1+1+2+2+2 = 8; 12 - 8 = 4 (the marker read as present took 11 and gave 1)
    q = "ugh had 5 tiles on my floor line this round (no first player tile). i was on 12, whats my score now?"
    assert answer(q, "en") == 4


def test_floor_penalties_the_starting_player_tile_named_so_is_the_marker():
    # 3 tiles and the marker: 4 pieces, 1+1+2+2 = 6
    assert answer("3 tiles and the starting player tile on my floor, how many points do i lose", "en") == 6


def test_floor_full_with_tiles_past_it_and_the_new_score_asked():
    # a full floor loses 14 whatever else falls (the 2 go to the lid); 20 - 14 = 6
    q = ("disaster turn, my floor is full (all 7 spaces) and i still had 2 more tiles that didnt fit. score was 20, "
         "what is it now")
    out = worked(q, "en")
    assert out is not None and out["answer"] == 6 and "lid" in out["verdict"]


def test_floor_told_in_two_parts_adds_the_tiles_that_came_after():
    # marker + 6 tiles, then 2 more: 9 pieces, 7 spaces = 14; 20 + 0 - 14 = 6
    q = ("Puanım 20. Zemin sıramda başlangıç işareti ve 6 karo vardı, sonra 2 karo daha zemine gitmek zorunda kaldı. "
         "Bu raunt duvara hiç karo koymadım. Raunt sonunda puanım kaç olur?")
    assert answer(q, "tr") == 6


def test_floor_penalties_new_score_asked_as_ikutsu_with_no_wall_line():
    # 3 tiles, no marker: 1+1+2 = 4; 10 - 4 = 6
    q = "いま10点。今回は壁に置けるラインなし、床にタイルが３枚（スタートプレイヤーマーカーはなし）。点数いくつになる？"
    assert answer(q, "ja") == 6


def test_score_minimum_only_three_points_is_no_negation_of_the_marker():
    # "3点しかない" is "only 3"; 6 pieces with the marker: 1+1+2+2+2+3 = 11; 3 - 11 < 0, so 0
    out = worked("俺まだ3点しかないのに、ゆかにマーカー込みで６個ある。壁の得点はなし。何点になる？", "ja")
    assert out is not None and out["answer"] == 0 and out["rule"] == "azul.score.minimum"
    assert "5枚" in out["read"] and "マーカーなし" not in out["read"]


@pytest.mark.parametrize(("q", "lang", "expected"), [
    ("complete la linea 4 con 4 negras. cuantas fichas van a la tapa?", "es", 3),  # 4 - 1 on the wall
    ("5段目のラインが黄色5枚でいっぱいになった。壁に1枚置いたら、箱のフタに行くのは何枚？", "ja", 4),  # 5 - 1
])
def test_tiling_move_a_full_line_told_with_its_own_count(q, lang, expected):
    assert answer(q, lang) == expected


def test_tiling_move_a_count_that_is_not_the_lines_size_gives_no_verdict():
    assert worked("my line 5 is full with 4 blue, how many go in the lid", "en") is None


def test_pattern_lines_capacity_mou_with_a_state_is_already_not_more():
    # line 3 holds 1 red: 2 spaces free; 4 red taken: 2 to the floor
    assert answer("赤を４枚取って、もう赤が1枚入ってる3段目のラインに置きたい。床に行くのは何枚？", "ja") == 2


def test_floor_full_tiles_taken_on_top_of_those_there_already():
    # 5 there + 4 taken = 9 pieces, 7 spaces: 2 do not fit
    q = "床ラインにもうタイルが５枚ある状態で、取った4枚を全部床に置くことにした。床に入りきらない分は何枚？"
    assert answer(q, "ja") == 2


def test_money_take_the_most_cards_asked_as_como_mucho():
    # 2, 3, 6, 1 shown: two cards at most (2+3 = 5, 1+2 = 3; any three total 6 or more)
    q = ("las cartas de dinero a la vista son un 2 azul, un 3 verde, un 6 amarillo y un 1 naranja. cuantas cartas "
         "puedo llevarme como mucho de una vez?")
    assert answer(q, "es") == 2


def test_money_take_sira_bende_is_the_turn_not_a_pattern_line():
    # 3 + 2 + 1 = 6 > 5: not allowed
    assert answer("ortada mavi 3, sari 2 ve yesil 1 var. sira bende, ucunu birden alabilir miyim?", "tr") is False


def test_scoring_ties_salones_at_the_end_of_the_game_each_share_asked():
    # third scoring, chambers 5/3/3/1: 19; the tied two share places 2+3: (11 + 4) / 2 = 7.5 -> 7; 4th gets 0
    q = "Final de partida, recuento de salones: Ana tiene 5, Beto 3, Carla 3 y Dani 1. Cuánto le toca a cada uno?"
    assert answer(q, "es") == [19, 7, 7, 0]


def test_money_take_these_two_cards_in_one_go_are_the_two_shown():
    # "この2枚を1回で": both cards shown (4 and 2), the 1 of "1回" no card: 4 + 2 = 6 > 5, not allowed
    assert answer("広場に4のクローネと2のディルハムが出てる。この2枚をまとめて1回で取っていいよね？", "ja") is False


@pytest.mark.parametrize(("q", "expected"), [
    # row 3: columns 1, 2, 4 filled, 3 empty; the tile in column 5 joins column 4: 2; above and below empty
    ("3. satirda 1., 2. ve 4. sutunlarda karo var, 3. sutun bos. simdi 5. sutuna karo koydum, ustu alti bos. "
     "kac puan alirim?", 2),
    # bottom row: columns 1, 2, 5 filled, 4 empty; the tile in column 3 joins 1-2: 3; nothing above (none below)
    ("5. satırımda 1., 2. ve 5. sütunlarda karo var, 4. sütun boş. 3. sütuna karo koydum, üstünde karo yok. "
     "Bu karodan kaç puan alırım?", 3),
])
def test_tiling_scoring_lines_a_row_told_then_a_column_keeps_the_row(q, expected):
    assert answer(q, "tr") == expected


def test_floor_full_with_the_marker_told_as_one_of_its_tiles():
    # 7 spaces, one the marker: 14 lost all the same; 30 - 14 = 16
    q = "my floor line is full, all 7 spots (one is the first player marker). score was 30, what is it now"
    out = worked(q, "en")
    assert out is not None and out["answer"] == 16 and "6 tiles" in out["read"]


def test_score_minimum_only_four_points_five_tiles_fallen():
    # 5 tiles: 1+1+2+2+2 = 8; 4 - 8 < 0, so 0
    assert answer("今４点しかないのに床に５枚落ちた…。床の減点したあと俺の点数っていくつ？", "ja") == 0


def test_money_take_the_most_cards_in_one_take_money_action():
    # 1, 2, 2, 7 shown: 1 + 2 + 2 = 5, three cards; "in 1 take money action" is no card of 1
    q = ("money row shows a yellow 1, blue 2, green 2 and an orange 7. whats the most cards i can grab in one take "
         "money action?")
    assert answer(q, "en") == 3


def test_scoring_ties_a_player_called_vale_is_no_price():
    # third scoring, arcades 18 / 10 / 3: 4 alone 18; the tied two share (10 + 3) / 2 = 6.5 -> 6; 4th gets 0
    q = "final de partida, arcadas: Vale 4, Nico 2, Carla 2 y Tomi 1. como se reparten los puntos??"
    assert answer(q, "es") == [18, 6, 6, 0]


def test_floor_full_a_count_said_again_points_back():
    # 6 there + 4 more = 10, 7 spaces: 3 to the lid ("of those 4" is the 4 again)
    q = ("my floor already has 6 tiles and i have to dump 4 more black there. how many of those 4 go straight to the "
         "lid?")
    assert answer(q, "en") == 3


@pytest.mark.parametrize(("q", "lang"), [
    ("si voy pagando todo justo, cuantas acciones puedo hacer como maximo en un mismo turno?", "es"),
    ("ぴったり払いがずーっと続いたとしたら、この手番で全部で何アクションまでいけますか？", "ja"),
])
def test_turn_actions_the_most_of_a_turn_is_five(q, lang):
    # exact payments chain 4 more actions after the first: 5 (data/alhambra/game.yaml)
    assert answer(q, lang) == 5


def test_buy_exact_payment_overpaid_told_with_its_total_earns_no_action():
    # 6 + 4 = 10 for a 9: no change, and no extra action
    q = ("ディルハムのマスの９の庭園を、ディルハム６と４で払いました（10になっちゃった）。"
         "お釣りはないのは分かってるけど、この場合も追加でもう１アクションできますか？")
    assert answer(q, "ja") is False


def test_pattern_lines_one_colour_the_free_spaces_told_are_the_lines_room():
    # line 3 holds a yellow: its 2 free spaces take no red
    assert answer("3段目の列に黄色が1枚入ってるんですけど、空いてる2マスに赤を2枚入れてもいいですか？", "ja") is False


def test_setup_starting_money_dealt_until_twenty():
    # 7 + 6 + 4 + 2 = 19 < 20, then 3: 22, five cards
    q = "初期のお金を配ってて、僕の分は山から7、6、4、2、3、9の順に出てくるところ。僕の初期手札は何枚になる？"
    assert answer(q, "ja") == 5


def test_end_bonuses_rows_told_as_yoko_no_dan():
    # 2 rows x 2 + 1 column x 7 + 1 colour x 10 = 21
    q = "ゲーム終了。私の壁は横の段が２つ完成、縦の列が１つ完成、あと黄色が５枚全部そろってます。ボーナスは合計何点？"
    assert answer(q, "ja") == 21


@pytest.mark.parametrize(("q", "lang", "expected"), [
    ("最終スコアがアオイとレンで75点同点！アオイは横の段が2つ完成、レンは1つ。勝ちはどっち？", "ja", "アオイ"),
    ("Oyun sonunda Ayla ile Berk 62 puanla berabere. Ayla'nın 2 tam yatay sırası var, Berk'in 1. Kim kazanıyor?", "tr",
     "Ayla"),
])
def test_end_tie_break_more_complete_rows_wins(q, lang, expected):
    assert answer(q, lang) == expected


def test_end_trigger_a_column_told_as_tate_no_retsu_ends_nothing():
    q = "縦の列が一本ぜんぶ埋まったんだけど、これでゲーム終わり？横の段はまだどれも完成してないです。"
    assert answer(q, "ja") is False


def test_tiling_scoring_lines_a_relative_clause_and_a_list_of_rows_told_empty():
    # row 3 (black, white, blue, ...): blue in column 3 joins black and white: 3; the yellow of row 2 right above it,
    # rows 1 and 4 empty: 2; 3 + 2 = 5
    q = ("my wall row 3 has black and white in the first 2 spaces. line 3 is full of blue now so blue goes right next "
         "to them. row 2 only has its yellow, which sits directly above that spot, rows 1 and 4 empty. how many pts "
         "for the blue?")
    assert answer(q, "en") == 5


def test_tiling_scoring_lines_the_colour_a_relative_clause_places():
    # row 2 (white, blue, yellow, red, black): yellow in column 3 joins white, blue and red: 4; the red of row 1
    # right above, nothing below: 2; 4 + 2 = 6
    q = ("En la fila 2 del muro tengo blanco, azul y rojo y me falta el amarillo del medio, que ahora coloco. Justo "
         "encima (fila 1) hay un rojo y debajo no hay nada. ¿Cuántos puntos vale el amarillo?")
    assert answer(q, "es") == 6


def test_variant_two_player_the_speakers_share_asked_with_boku_wa():
    # round 2 arcades Dirk 5 / me 3 / Hanako 1: Dirk 1st 10, me 2nd 3; "僕は…何点" asks mine alone: 3
    q = ("二人プレイでダークありでやってます。2回目の得点計算で拱廊（茶）がダーク5枚、僕3枚、ハナコ1枚。"
         "僕は拱廊で何点もらえるの？")
    assert answer(q, "ja") == 3


@pytest.mark.parametrize(("q", "expected"), [
    ("縦の列を１本そろえたよ（横の列はまだどこも５枚になってない）。これでこのラウンドで試合終了？", False),
    ("縦の列を１本そろえたよ（横の列も１本５枚になった）。これでこのラウンドで試合終了？", True),
])
def test_end_trigger_a_row_told_in_brackets_decides(q, expected):
    # only a complete wall row ends the game; the bracket tells whether one is
    assert answer(q, "ja") is expected


def test_pattern_lines_one_colour_the_room_told_after_its_count():
    q = ("３段目のラインに黄色が１枚入ってて、あと２マス空いてる。"
         "ちょうど赤を２枚取ったから、そこに入れちゃっていいよね？")
    assert answer(q, "ja") is False


def test_floor_full_not_even_one_line_is_no_count():
    # 5 there + 4 taken = 9 pieces, 7 spaces: 2 to the lid ("1つもない" is "not a single line")
    q = ("工房から黒を４枚取ったけど、黒を置けるパターンラインが１つもない。床ラインにはもう５枚並んでる。"
         "この黒のうち、箱のフタに行くのは何枚？")
    assert answer(q, "ja") == 2


def test_setup_start_player_names_told_with_a_colon():
    # fewest cards (3: Miki 24, Jirou 21), then the lower total: Jirou
    q = ("初期資金配り終わりました。タロウ：4枚で合計22、ミキ：3枚で合計24、ジロウ：3枚で合計21。"
         "スタートプレイヤーは誰？")
    assert answer(q, "ja") == "ジロウ"


def test_tiling_move_the_lid_asked_with_a_full_line_and_a_floor_is_no_overflow():
    # line 4 full: 3 to the lid; the floor's 2 tiles too (the marker not): 5; the floor's 2 are no line's holding
    q = ("Acabó la ronda: completé la línea 4 con 4 azules y en el suelo tengo la ficha de jugador inicial y 2 "
         "azulejos. ¿Cuántos azulejos van a la tapa de la caja?")
    assert answer(q, "es") == 5


def test_buy_no_change_asked_as_cuanto_me_devolveis():
    assert answer("pagué un jardín de 8 con un 9 verde, ¿cuánto me devolvéis?", "es") == 0


def test_setup_factories_for_three_ppl():
    # 3 players: 7 factory displays (data/azul/game.yaml)
    assert answer("playing azul with 3 ppl tonite, how many factory displays do we put out", "en") == 7


def test_end_trigger_a_column_told_five_down_ends_nothing():
    q = ("i just completed a whole column (5 down) this round but no row is full for anyone. does the game end after "
         "this round?")
    assert answer(q, "en") is False


def test_scoring_wall_a_count_of_pieces_is_no_length():
    # "in two bits": the count of pieces; the longest outer wall scores, 7
    q = ("my outer wall is in two bits, one long run of 7 segments and a seperate piece of 4 on the other side. how "
         "many wall pts do i get")
    assert answer(q, "en") == 7


def test_tiling_scoring_lines_tiling_a_colour_into_a_row_places_it():
    # row 3: black, white, then blue in column 3: 3; yellow right above in row 2, nothing below: 2; 3 + 2 = 5
    q = ("tiling blue into row 3. that row already has the black and white next to it (first two spots), and theres a "
         "yellow right above in row 2, nothing below. how many pts for the blue?")
    assert answer(q, "en") == 5


@pytest.mark.parametrize(("q", "lang", "expected"), [
    ("this round Kaan was the first one to take from the middle, then Seda took from the middle a few turns later. "
     "who starts next round?", "en", "Kaan"),
    ("Ronda con Lucía, Mateo y Sofía: Lucía fue la primera en coger del centro, luego Mateo también cogió del centro y "
     "Sofía se llevó la última ficha. ¿Quién empieza la siguiente ronda?", "es", "Lucía"),
])
def test_offer_first_player_marker_the_first_from_the_centre_starts(q, lang, expected):
    # "a few turns later" is a time, no quantity; "the first one" no number; the list of players before ":" apart
    assert answer(q, lang) == expected


@pytest.mark.parametrize(("q", "lang"), [
    ("can i take only 2 of the 3 yellows in the centre and leave the other one there?", "en"),
    ("¿puedo coger solo 2 de las 3 amarillas del centro?", "es"),
])
def test_money_take_a_count_of_a_count_is_no_card_values(q, lang):
    # "2 of the 3 yellows" counts tiles (Azul's centre), never money cards of 2 and 3: no money verdict
    out = worked(q, lang)
    assert out is None or out["rule"] != "alhambra.money.take"


def test_scoring_ties_the_number_of_players_tied_is_no_count():
    # third scoring chambers 2/2/2/1: "üçü berabere" tells three tied; (19 + 11 + 4) / 3 = 11.33 -> 11; Cem 4th: 0
    q = "Oyun bitti, son puanlamadayız. Odalarda Hakan 2, Ece 2, Murat 2, Cem 1. Üçü berabere birinci, kim kaç alır?"
    assert answer(q, "tr") == [11, 11, 11, 0]


@pytest.mark.parametrize(("q", "expected"), [
    ("Hep tam ödeme yapıp zincirleme gitsem, bir sırada en fazla kaç aksiyon yapabilirim?", 5),
    ("Bu raunt ortadan ilk Deniz aldı, sonra Can da ortadan iki kere aldı. Sonraki raundu kim başlatıyor?", "Deniz"),
])
def test_bir_sirada_is_a_turn_and_kim_baslatiyor_asks_the_start(q, expected):
    assert answer(q, "tr") == expected


def test_tiling_scoring_isolated_the_wall_holding_only_two_tiles():
    # row 1 holds blue and yellow only; black in row 4 goes to column 2, touching none: 1
    q = "ボードの壁には１段目の青と黄色しかないです。今回４段目の黒を壁に置きます。これって何てんになりますか？"
    assert answer(q, "ja") == 1


def test_round_score_asked_after_the_round_ends():
    # 12 + 6 from the wall - (marker + 4 tiles: 1+1+2+2+2 = 8) = 10
    q = ("ラウンド開始時12点。今回の壁の得点で+6。床にはスタートプレイヤーマーカーと、タイル４枚が並んでる。"
         "ラウンド終了後の私のてんすうは？")
    assert answer(q, "ja") == 10


def test_pattern_lines_capacity_the_count_told_held_leaves_the_other_taken():
    # line 4 holds 3 white ("もう3枚ある": already); the 2 white taken: 1 fits, 1 to the floor
    assert answer("白2枚、4列目に白がもう3枚ある。床に何枚?", "ja") == 1


def test_offer_first_player_marker_a_name_typed_in_lower_case():
    # kaan took from the centre first: he has the marker and starts
    q = ("4 of us, sude started this round. kaan was the first one to take from the middle, then elif took from the "
         "middle too. who starts next round?")
    assert answer(q, "en") == "kaan"


def test_offer_first_player_marker_whoever_is_no_player():
    q = "whoever was first to take from the middle starts next round right? who starts next round"
    out = worked(q, "en")
    assert out is None or out["answer"] != "whoever"


def test_reserve_buildings_told_built_and_on_the_reserve_board():
    # round 1 gardens: jo 3 alone first, 5; my 2 built (the 2 on the reserve board do not count): 0
    q = ("r1 scoring. i have 2 gardens built plus 2 more sitting on my reserve board, jo has 3 gardens built. garden "
         "pts for me and jo?")
    assert answer(q, "en") == [0, 5]


def test_score_minimum_no_alicato_nada_tells_no_wall_points():
    # 5 floor tiles: 1+1+2+2+2 = 8; 3 + 0 - 8 < 0, so 0 (the second question, "negative?", is the same one)
    q = ("Voy con 3 puntos, no alicato nada y tengo 5 fichas en la línea de suelo. ¿Cuántos puntos tengo después? "
         "¿Me quedo en negativo?")
    assert answer(q, "es") == 0


@pytest.mark.parametrize(("q", "lang", "expected"), [
    ("場のお金が青の1、緑の1、橙の2、黄の4。お金を取るアクションで、一度に最大何枚まで取れる？"
     "色は違ってもいいんだよね？", "ja", 3),
    ("money row: 1, 1, 2 and 4. how many cards can i take at most? colours dont matter, right?", "en", 3),
])
def test_money_take_a_tag_question_seeking_agreement_is_no_second_question(q, lang, expected):
    # 1 + 1 + 2 = 4 <= 5: three cards; the tag asks no second value
    assert answer(q, lang) == expected


def test_money_take_a_real_second_question_still_gives_no_verdict():
    q = "money row: 1, 1, 2 and 4. how many cards can i take at most? and can i take the 4 too?"
    assert worked(q, "en") is None


def test_market_tiles_a_players_cards_listed_after_the_name():
    # green money at the end: Pablo 9, Sara 4 + 3 + 3 = 10: Sara takes the garden
    q = ("Se acabó la bolsa y queda un jardín en la casilla verde del mercado. Pablo tiene un 9 verde, Sara un 4, un 3 "
         "y un 3 verdes y Tomás ningún verde. ¿Para quién es el jardín?")
    assert answer(q, "es") == "Sara"

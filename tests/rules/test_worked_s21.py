"""Session 21 readings of worked answers and of the answers' game, each named after the rule it decides. Golden
numbers carry their derivation: floor penalties 1, 1, 2, 2, 2, 3, 3 (7 spaces, data/azul/game.yaml); towers
pay 6 in the first scoring (first place only) and 13 / 6 in the second (data/alhambra/game.yaml); several money
cards may be taken when they total at most 5."""

import pytest

from assistant import api


def worked(q: str, lang: str) -> dict | None:
    return api.ask(q, lang=lang)["worked"]


def answer(q: str, lang: str):
    out = worked(q, lang)
    return None if out is None else out["answer"]


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # round 2: 2 built (the 2 on the reserve do not count) against 3: 3 is first (13), 2 second (6)
    ("2nd scoring. i have 2 towers built + 2 more on my reserve board, kim has 3 towers in her alhambra. "
     "tower pts for me and kim?", "en", [6, 13]),
    # round 1: first place only: 3 gets 6, the 2 built (and 2 in the reserve) get 0
    ("1回目の得点計算。塔は私がアルハンブラに２枚＋予備ボードに２枚、ケンがアルハンブラに３枚。塔の点は私とケンそれぞれ何点？",
     "ja", [0, 6]),
    ("Ilk puanlama. Kerem'in Alhambra'sinda 2 kule var, yedeginde de 2 kule daha duruyor; Ece'nin Alhambra'sinda "
     "3 kule var. Kerem ve Ece kac puan alir?", "tr", [0, 6]),
])
def test_reserve_buildings_told_with_a_plus_or_a_softened_suffix_count_in_no_majority(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # 2 + 4 = 6 > 5: not in one take; "its only 2 cards" counts the cards told, no card
    ("can i take the yellow 3 and the blue 4 from the money row as my action? its only 2 cards", "en", False),
    # 1 + 2 + 3 = 6 > 5; "お金取るとき" names the action, "が出てて、" ends the row's clause
    ("お金取るとき、場に１と２と３と８が出てて、１と２と３を全部まとめて取っていい？", "ja", False),
])
def test_money_take_several_cards_only_up_to_five(q, lang, expected):
    assert answer(q, lang) == expected


def test_money_take_most_cards_with_the_action_named_first():
    # row 1, 1, 2, 7: 1 + 1 + 2 = 4 <= 5 in three cards; adding the 7 passes 5
    q = "Hay cartas de dinero boca arriba de 1, 1, 2 y 7. Si cojo dinero, ¿cuántas cartas me puedo llevar como máximo?"
    assert answer(q, "es") == 3


@pytest.mark.parametrize(("q", "lang"), [
    ("game over, theres still a tile on the green square. green money in hand: ana 7, ben 9, cem 9. who gets it",
     "en"),
    ("ゲーム終わり。ドゥカート（橙）のマスに建物が１枚残った。手札の橙の合計はユキ12、リョウ9、サトシ12。"
     "このタイルは誰がもらう？", "ja"),
])
def test_market_tiles_a_tie_for_the_most_of_the_currency_leaves_the_tile(q, lang):
    assert answer(q, lang) == ""


def test_tiling_scoring_lines_a_choice_of_two_values_asked_is_the_value_asked():
    # 3 to the left, nothing above or below: a row of 4 and no column: 4 points ("3 or 4" offered, not told)
    q = "i place a tile with 3 tiles to its left, nothing above or below. 3 or 4 pts?"
    out = worked(q, "en")
    assert out is not None and out["answer"] == 4


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # after the wall 10, 3 tiles and no marker: 1 + 1 + 2 = 4; 10 - 4 = 6
    ("床ラインにタイルが３枚（スタートプレイヤーマーカーはなし）。壁の計算が終わって今10点なんだけど、床の減点したら何点になる？",
     "ja", 6),
    # marker among 8 pieces: only 7 spaces count, 14; 20 - 14 = 6
    ("床にマーカー込みで８個もたまった。壁の計算後で20点。減点したら点数いくつ？", "ja", 6),
    # 3 points, 5 tiles: 1+1+2+2+2 = 8; 3 - 8 < 0, so 0
    ("poor dave, he had 3 points and then 5 tiles landed on his floor. what's his score now?", "en", 0),
])
def test_floor_penalties_from_the_score_after_the_wall(q, lang, expected):
    assert answer(q, lang) == expected


def test_floor_penalties_taking_first_from_the_centre_read_as_the_marker():
    # the marker and 2 tiles: 1 + 1 + 2 = 4; 10 + 0 - 4 = 6 ("couldn't place anything": the wall gave nothing)
    q = ("Ortadan ilk ben aldım, 1 karosu zemine gitti, yanına 2 karo daha zemine düştü. Puanım 10'du, duvara "
         "hiçbir şey koyamadım. Şimdi kaç oldu?")
    assert answer(q, "tr") == 6


@pytest.mark.parametrize(("q", "lang"), [
    ("Zemin sıramın 7 hanesi de doldu, 3 karo daha zemine gitmesi lazım. Bunlar için ekstra ceza yiyor muyum?", "tr"),
    ("my floor is full, all 7 spaces, and 2 more tiles must go there. do i get an extra penalty for them?", "en"),
    ("床の7マスが全部埋まってて、さらに2枚来た。追加の減点はある？", "ja"),
])
def test_floor_full_tiles_past_the_seventh_space_cost_nothing_more(q, lang):
    out = worked(q, lang)
    assert out is not None and out["answer"] is False and out["rule"] == "azul.floor.full"


@pytest.mark.parametrize(("q", "lang"), [
    ("Se termina la ronda y mi línea 4 tiene 2 rojas, no está llena. ¿Se quedan ahí para la ronda siguiente?", "es"),
    ("tur bitti, 4. sıramda 2 kırmızı var, sıra dolmadı. sonraki tura kalır mı?", "tr"),
])
def test_pattern_lines_carry_over_a_line_told_not_full(q, lang):
    assert answer(q, lang) is True


@pytest.mark.parametrize(("q", "lang"), [
    ("Kırmızıyı duvara koydum ama etrafında hiç karo yok, ne sağında ne solunda ne üstünde ne altında. Kaç puan?",
     "tr"),
    ("pongo una sola loseta en el muro sin ninguna al lado ni arriba ni abajo. cuantos puntos?", "es"),
    ("タイルを置いた。周りに何もない、左にも右にも上にも下にもない。何点？", "ja"),
])
def test_tiling_scoring_isolated_every_side_denied_again(q, lang):
    assert answer(q, lang) == 1


@pytest.mark.parametrize(("q", "lang"), [
    # a lone tile 1, an empty floor 0: 14 + 1 = 15
    ("tengo 14 pts y pongo una sola loseta en el muro sin ninguna al lado ni arriba ni abajo, sin nada en el suelo. "
     "cuantos puntos tengo ahora?", "es"),
    ("puanim 14, bu raunt duvara tek karo koydum ve etrafinda hic karo yok, zemin de bos. yeni puanim kac?", "tr"),
    ("i was on 14, this round i placed one tile on the wall with no neighbours and my floor is empty. new score?",
     "en"),
])
def test_tiling_scoring_isolated_a_lone_tile_and_an_empty_floor_give_the_new_score(q, lang):
    out = worked(q, lang)
    assert out is not None and out["answer"] == 15 and out["rule"] == "azul.tiling.scoring-isolated"


def test_floor_penalties_an_empty_floor_is_no_floor_tile():
    # "one tile" is the wall's, the floor told empty: no floor of one tile (which took 14 - 1 = 13)
    out = worked("i was on 14, placed one tile on the wall and my floor is empty. my score?", "en")
    assert out is None or out["answer"] != 13


def test_the_answers_are_of_the_game_whose_engine_decided_the_situation():
    # "azul" is the colour of the market square: Alhambra's market tile, not Azul's end of game
    out = api.ask("Se acabó la partida y queda una loseta en la casilla azul del mercado. Ana tiene 12 en azul, "
                  "Luis 12 y Marta 5. ¿Quién se la lleva?", lang="es")
    assert out["worked"]["rule"] == "alhambra.end.market-tiles"
    assert out["answers"] and all(a["game"] == "alhambra" for a in out["answers"])
    assert out["answers"][0]["rule"] == "alhambra.end.market-tiles"


@pytest.mark.parametrize(("q", "lang"), [
    ("how many floors does the tower building have inside and is there a lift", "en"),
    ("zemin sırasını her rauntta silmek mi lazım yoksa haftada bir yeter mi", "tr"),
    ("ディルハムって今１円いくら？両替したい", "ja"),
    ("hay que limpiar la línea de suelo una vez a la semana?", "es"),
    ("Dirhem bugün kaç TL ediyor? Oyundaki paraları bozdurmak istiyorum :)", "tr"),
    ("azul karolariyla banyoyu dosesem 4 metrekareye kac kutu lazim", "tr"),
    ("¿en qué siglo se levantaron de verdad las torres del palacio?", "es"),
    ("噴水のタイルから水って出るの？", "ja"),
    ("if I drank from the lion fountain on the start tile would the water be safe", "en"),
])
def test_nonsense_a_lift_a_weekly_chore_real_money_or_history_is_refused(q, lang):
    out = api.ask(q, lang=lang)
    assert out["answers"] == [] and out.get("off_topic")


def test_tiling_scoring_isolated_denied_sides_with_its_row_told():
    # a lone tile scores 1; "fila 1" says where it is, "ninguna al lado ni arriba ni abajo" denies every side
    q = "mi primera ficha en el muro, la roja de la fila 2, no tiene ninguna al lado ni arriba ni abajo. cuanto puntua?"
    assert answer(q, "es") == 1


def test_a_question_naming_the_fountain_and_a_building_gets_no_azul_wall_verdict():
    # "muro" is a wall of either game; the fountain and the building are Alhambra's: no Azul tile's points
    q = ("Tengo la fuente y a su derecha un edificio con muro en el lado este. Quiero poner otro a la derecha de ese, "
         "con muro en su lado oeste. ¿vale?")
    out = api.ask(q, lang="es")
    assert out["worked"] is None or out["worked"]["rule"].startswith("alhambra.")
    assert out["answers"] and out["answers"][0]["game"] == "alhambra"


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # final scoring chambers 19 / 11 / 4, three tied at 3 share places 1-3: (19 + 11 + 4) / 3 = 11.33 -> 11 each
    ("puntuacion final y en aposentos estamos los tres con 3 (Iker, Nerea y yo). cuanto nos toca a cada uno?", "es",
     [11, 11, 11]),
    # first scoring gardens 5 (first place only): three tied at 2 share (5 + 0 + 0) / 3 = 1.67 -> 1 each
    ("ilk puanlamada ucumuzun da 2 bahcesi var, esitiz. herkes kac puan alir", "tr", [1, 1, 1]),
    # the same group, one head's share asked: one value
    ("ilk puanlamada ucumuzun da 2 bahcesi var, esitiz. kisi basi kac puan?", "tr", 1),
])
def test_scoring_ties_the_whole_table_tied_listed_by_name_or_everyone_asked_gets_each_ones_points(q, lang, expected):
    assert answer(q, lang) == expected


def test_setup_factories_the_three_of_us_typed_without_turkish_letters():
    # 3 players: 7 factory displays (data/azul/game.yaml)
    assert answer("ucumuz oynayacagiz, ortaya kac fabrika koyuyoruz?", "tr") == 7


@pytest.mark.parametrize(("q", "lang"), [
    ("counting walls for the 2nd scoring: my longest outside wall runs 7 segments in one go, theres another "
     "seperate bit of 3 and 2 walls between tiles inside. how many wall pts", "en"),
    ("２回目の計算で城壁。外側につながってる一番長い壁が７辺、別の離れたところに４辺の壁、あと内側で背中合わせになってる壁が２か所。壁の点数はいくつ？",
     "ja"),
])
def test_scoring_wall_only_the_longest_outer_piece_scores_whatever_scoring_is_named(q, lang):
    # a point per side of the longest outer wall: 7; the other piece and the inner walls score nothing
    assert answer(q, lang) == 7


@pytest.mark.parametrize(("q", "lang", "expected"), [
    ("Al reponer las cartas de dinero al final de mi turno salió la carta de 1ª puntuación. ¿Puntuamos ya?", "es",
     "alhambra.scoring.when"),
    ("al reponer las cartas de dinero salio la tarjeta de puntuacion. se puntua en ese momento?", "es",
     "alhambra.scoring.when"),
    ("kurulumda bina pazarina kac bina koyuyoruz, hangi sirayla", "tr", "alhambra.setup.market"),
    ("ゲーム開始時って広場に建物タイルを何枚並べるんですか？置く順番は決まってる？", "ja", "alhambra.setup.market"),
])
def test_the_rule_a_situation_asks_comes_first(q, lang, expected):
    assert api.ask(q, lang=lang)["answers"][0]["rule"] == expected


@pytest.mark.parametrize(("q", "lang"), [
    # 3 - (1 + 1 + 2 + 2 + 2) = -5: the verdict clamps to 0, so the score's floor is the rule it turns on
    ("I'm on 3 points, didn't get anything onto my wall this round and I've got 5 tiles on the floor line. What's my "
     "score now?", "en"),
    ("Puanım 3, bu raunt duvara hiçbir şey koyamadım ve zeminde 5 karo var. yeni puanım kaç?", "tr"),
])
def test_score_minimum_a_verdict_that_clamps_puts_its_rule_first(q, lang):
    out = api.ask(q, lang=lang)
    assert out["worked"]["answer"] == 0 and out["worked"]["rule"] == "azul.score.minimum"
    assert out["answers"][0]["rule"] == "azul.score.minimum"


def test_turn_actions_sirasi_gelince_is_a_players_turn_not_a_pattern_line():
    # "sırası gelince" (when his turn came), "aynı sırada" (in the same turn): Alhambra's turn, no Azul line
    q = "sirasi gelince once 2+3 para aldim, ayni sirada 5lik binayi da alabilir miyim?"
    assert api.ask(q, lang="tr")["answers"][0]["rule"] == "alhambra.turn.actions"


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # a full floor costs 1+1+2+2+2+3+3 = 14 whatever its pieces; the wall gave nothing: 30 - 14 = 16
    ("my whole floor line is full, all 7 spots (one is the first player marker). no lines completed. score was 30, "
     "what is it now", "en", 16),
    # two readers (the full floor's and the round's) give one verdict: 20 - 14 = 6
    ("zeminim tamamen dolu, 7 karo. duvara hiçbir şey koyamadım. puanım 20ydi, şimdi kaç?", "tr", 6),
])
def test_floor_full_with_the_wall_giving_nothing(q, lang, expected):
    assert answer(q, lang) == expected


def test_starting_money_dealt_while_setting_up_stops_at_twenty():
    # 3 + 9 + 6 = 18 < 20, + 2 = 20: the deal stops there, 4 cards
    q = "setting up, my cards came out 3, then 9, then 6, then a 2. do i stop there? how many cards do i end up with"
    assert answer(q, "en") == 4


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # actions 1-4 paid exactly each earn another: action 5, the turn's last (the engine's move)
    ("crazy turn, i paid exact 4 times in a row. how many actions do i get in total this turn, counting those 4 buys?",
     "en", 5),
    ("ok so ive already paid exact twice this turn. how many actions can i do this turn in total max, counting the 2 "
     "i did?", "en", 5),
])
def test_turn_actions_the_exact_purchases_counted_again(q, lang, expected):
    assert answer(q, lang) == expected


def test_scoring_ties_a_share_asked_per_head_of_named_players_is_each_ones():
    # round 1 arcades 3 (first only): two tied at 2 share (3 + 0) / 2 = 1.5 -> 1 each, told by name
    q = "ilk puanlamada kemerde Tolga ile ben 2'ser taneyle berabere kaldik, baskasinda kemer yok. ikimiz kacar puan?"
    assert answer(q, "tr") == [1, 1]


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # round 1 pays first place only: Ece's 3 towers (6), Kerem's 2 built (the 2 in his reserve count for nothing)
    ("Ilk puanlama. Kerem'in Alhambra'sinda 2 kule var, yedeginde de 2 kule daha duruyor; Ece'nin Alhambra'sinda 3 "
     "kule var. Kule puanini kim alir?", "tr", "Ece"),
])
def test_scoring_majority_who_scores_asked_is_the_one_player_who_does(q, lang, expected):
    assert answer(q, lang) == expected


def test_scoring_majority_who_gets_what_is_every_players_points():
    # round 2 gardens 12 / 5 (data/alhambra/game.yaml): 4 first (12), two tied at 2 share places 2-3: (5 + 0) / 2
    # = 2.5 -> 2
    out = worked("r2 gardens, ola has 4, me and chris have 2 each. who gets what?", "en")
    assert out is not None and isinstance(out["answer"], list) and len(out["answer"]) == 3


def test_scoring_majority_who_scores_of_several_scorers_gets_no_verdict():
    # round 2 pays two places: "who gets the tower points?" has no one answer
    out = worked("2. puanlama: Kerem'in 3 kulesi var, Ece'nin 2 kulesi var. Kule puanini kim alir?", "tr")
    assert out is None or out["answer"] != [13, 6]


def test_variant_two_player_the_players_asked_without_dirk_get_their_points():
    # round 2 towers 13 / 6: Dirk 4 first (13), me 2 second (6), Ryo 1 third (0); Dirk's share not asked
    q = ("2人プレイでダーク(Dirk)入れてやってます。2回目の得点計算で、塔がダーク4枚、自分2枚、相手のリョウ1枚。"
         "自分とリョウは何点ずつ？")
    assert answer(q, "ja") == [6, 0]


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # 6 there + 3 = 9 pieces, 7 spaces: 2 to the lid ("ninguna línea" is where they cannot go, no count)
    ("ya tengo 6 azulejos en la linea de suelo y ahora cojo 3 que no puedo meter en ninguna linea. cuantos van a la "
     "tapa de la caja?", "es", 2),
    # "6マス埋まってる" is 6 of the 7 spaces, not a full floor: 6 + 4 = 10, 3 to the lid
    ("床ラインもう６マス埋まってるのに、取った黒４枚がどこにも置けなくて全部ゆか行き…。箱のふたに行くのは何枚？", "ja",
     3),
])
def test_floor_full_the_tiles_past_the_seventh_space_go_to_the_lid(q, lang, expected):
    assert answer(q, lang) == expected


def test_pattern_lines_wall_conflict_a_line_told_not_completed_keeps_its_count():
    # line 3 holds 2 red from last round (not completed), wall row 3 has no red: 1 more red fits (3 spaces)
    q = ("en la linea 3 me quedaron 2 rojos de la ronda pasada porque no la complete. esta ronda cojo 1 rojo, lo puedo "
         "poner ahi? en la fila 3 del muro no tengo rojo")
    assert answer(q, "es") is True


def test_end_trigger_asked_beside_the_bonuses_named_is_the_end_not_their_amount():
    # a wall row completed this round ends the game after this round's tiling: no other round
    q = "Mert bu rauntta duvar döşerken 1. satırını tamamladı. Bonusları saymadan önce bir raunt daha oynuyor muyuz?"
    out = worked(q, "tr")
    assert out is not None and out["answer"] is False and out["rule"] == "azul.end.trigger"


def test_money_take_n_of_them_counts_the_tiles_no_card():
    # "centre has 3 yellow, take 2 of them" is Azul's centre, not money cards 3 and 2
    out = api.ask("centre has 3 yellow, can I just take 2 of them", lang="en")
    assert out["worked"] is None or out["worked"]["rule"].startswith("azul.")
    assert out["answers"][0]["game"] == "azul"


def test_scoring_majority_the_only_holder_told_beside_the_others_zeros():
    # round 2 pavilions 8 / 1: Ana's 2 first (8); 0 buildings score nothing, so no second place is paid
    q = "2nd scoring. ana is the only one with pavilions (2 of them), me and ben have zero. pts for ana, me, ben?"
    assert answer(q, "en") == [8, 0, 0]


def test_scoring_ties_the_others_told_with_none_are_no_players_count():
    # final chambers 19 / 11 / 4: three tied at 2 share (19 + 11 + 4) / 3 = 11.33 -> 11 each; "los demás
    # ninguno" adds no player (how many they are is untold, and none scores)
    q = ("fin de la partida, aposentos: Mateo 2, Valentina 2 y yo (Camila) 2, los demas ninguno. como se reparten "
         "los pts?")
    assert answer(q, "es") == [11, 11, 11]


def test_scoring_majority_the_answer_asked_in_the_players_order_is_one_question():
    # round 1 gardens 5 (first only): two tied at 2 share places 1-2: (5 + 0) / 2 = 2.5 -> 2 each; Cem's 1 gets 0.
    # "ben, Ayşe, Cem sırasıyla yazar mısın" asks the same values in the players' order, no second question
    q = "ilk puanlamada bahcede ben 2, Ayse 2, Cem 1 tane. kim kac puan aliyor? ben, Ayse, Cem sirasiyla yazar misin"
    assert answer(q, "tr") == [2, 2, 0]


@pytest.mark.parametrize(("q", "lang"), [
    # 5 tiles: 1+1+2+2+2 = 8; 3 - 8 < 0, so 0; "sofia ... she ... her": the one player told of, typed lower-case
    ("sofia only has 3 pts and she has 5 tiles on the floor line this round. whats her score now?", "en"),
    # 4 tiles, the marker Marcos's (told in brackets): 1+1+2+2 = 6; 3 - 6 < 0, so 0
    ("Voy con 3 puntos y en el suelo tengo 4 azulejos (la ficha de jugador inicial no, esa la tiene Marcos). "
     "¿Cuántos puntos me quedan?", "es"),
])
def test_score_minimum_a_floor_told_of_one_player_or_without_the_marker(q, lang):
    assert answer(q, lang) == 0


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # a tie on points goes to the most complete rows (columns never decide it): Maya's 2 against Noah's 1
    ("final scores tied at 61! Maya has 2 complete rows, Noah has 1 complete row but more columns. who wins", "en",
     "Maya"),
    # "or is it a draw" offers the other verdict: Mert's 2 rows against Elif's 1 decide
    ("final: Mert and Elif both on 68 after bonuses. Mert has 2 complete rows, Elif 1. who wins or is it a draw",
     "en", "Mert"),
])
def test_end_tie_break_more_complete_rows_wins(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(("q", "lang"), [
    # a tile touching none (a corner is no neighbour) scores 1: 7 + 1 = 8, nothing on the floor
    ("im on 7. the tile i place has nothing next to it, only one tile diagonally touching the corner. whats my "
     "score now", "en"),
    ("今7点。置いたタイルの周りには何もない。今何点？", "ja"),
])
def test_tiling_scoring_isolated_the_new_score_after_one_tile_with_no_floor_told(q, lang):
    out = worked(q, lang)
    assert out is not None and out["answer"] == 8 and "7 + 1 = 8" in out["verdict"]


def test_reserve_asked_about_at_the_end_is_no_reserve_count():
    # round 1 towers 6, first only: Nao's 3 first (6); my 2 built (the 2 in the reserve count for nothing), Saki none
    q = ("3人で1回目の得点計算。僕は塔をアルハンブラに２枚、予備エリアに２枚置いてる。"
         "ナオはアルハンブラに塔３枚、サキは塔なし。僕、ナオ、サキの点は？予備の分も数えていいよね？")
    assert answer(q, "ja") == [0, 6, 0]


def test_floor_penalties_the_marker_named_by_its_1_in_brackets_and_no_tile_for_the_wall():
    # the marker and 2 tiles: 1 + 1 + 2 = 4; nothing placed on the wall: 12 - 4 = 8
    q = ("先手マーカー(1のやつ)を取って床に置いた。あとタイル２枚も床に行った。今12点で、壁に置くタイルはないです。"
         "このラウンド後は何点になりますか？")
    assert answer(q, "ja") == 8


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # row 4 holds columns 1, 2 and 4; the tile in column 3 joins them: a row of 4, nothing in its column: 4
    ("his row 4 has tiles in columns 1, 2 and 4 and he tiles into column 3, no tiles above or below it in that "
     "column. how many points?", "en", 4),
    # the same, with the score told before and asked after: 20 + 4 = 24
    ("Leo has 20 pts. his row 4 has tiles in columns 1, 2 and 4 and he tiles into column 3, no tiles above or below "
     "it in that column. what's leo's score after", "en", 24),
])
def test_tiling_scoring_lines_the_placing_joined_to_the_rows_tiles_by_and(q, lang, expected):
    assert answer(q, lang) == expected


def test_starting_money_my_starting_money_typed_without_turkish_letters():
    # 9 + 4 + 3 + 2 = 18 < 20, + 6 = 24: the deal stops at 5 cards
    q = "baslangic parami cekiyorum, desteden sirayla 9, 4, 3, 2, 6, 5, 1 cikacak. kac kartla baslamis olurum?"
    assert answer(q, "tr") == 5


def test_score_minimum_the_marker_named_by_its_quoted_1():
    # the marker and 4 tiles: 1 + 1 + 2 + 2 + 2 = 8; 2 + 3 - 8 = -3, so 0
    q = ("Puanım 2'ydi, bu raunt duvardan 3 puan aldım. Zeminde '1' başlangıç taşı artı 4 karo var. Son puanım kaç "
         "oluyor?")
    assert answer(q, "tr") == 0

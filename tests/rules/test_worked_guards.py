"""A worked answer is refused, not guessed, when the question holds something the reading did not take in
(assistant/worked/guards.py): a wrong verdict is worse than none. Each near-miss below is a situation a reader
decides, plus one thing that could change the answer; the plain situation beside it still gets its verdict, so
that each test fails if the guard stops working or if it refuses everything."""

import pytest
import yaml

from assistant import api
from assistant.paths import ROOT
from assistant.worked import worked


def ask(q: str, lang: str) -> dict | None:
    return worked(q, lang, lang)


@pytest.mark.parametrize("plain, near_miss, lang", [
    ("we both have 3 towers in round 2, who gets what?",
     "we both have 3 towers in round 2 and I have 13 points, who gets what?", "en"),
    ("I paid 9 for an 8 tile, do I get another action?",
     "I paid 9 for an 8 tile with 3 cards, do I get another action?", "en"),
    ("round 3 towers: me 3, Ana 2, points?", "round 3 towers: me 3, Ana 2, I'm 1 point behind her, points?", "en"),
    ("segunda ronda, torres: yo 3 y Ana 2, cuantos puntos?",
     "segunda ronda, torres: yo 3 y Ana 2, y 5 jardines, cuantos puntos?", "es"),
])
def test_a_number_the_reading_does_not_state_gives_no_verdict(plain, near_miss, lang):
    assert ask(plain, lang) is not None
    assert ask(near_miss, lang) is None


@pytest.mark.parametrize("plain, near_miss, lang", [
    ("I have 3 towers, she has 2, round 2, points?", "I don't have 3 towers, she has 2, round 2, points?", "en"),
    ("I paid 9 for an 8 tile, do I get another action?",
     "I didn't pay 9 for an 8 tile, do I get another action?", "en"),
    ("segunda ronda: tengo 3 torres, Ana 2. ¿puntos?",
     "segunda ronda: no tengo 3 torres, Ana 2. ¿puntos?", "es"),
    ("ikinci puanlamada 3 kulem var, Ayşe'nin 2, kim kaç puan alır?",
     "ikinci puanlamada 3 kulem yok, Ayşe'nin 2, kim kaç puan alır?", "tr"),
])
def test_a_negation_that_could_turn_the_situation_around_gives_no_verdict(plain, near_miss, lang):
    assert ask(plain, lang) is not None
    assert ask(near_miss, lang) is None


def test_negations_the_readers_read_themselves_still_decide():
    # no marker: 4 entries 1 + 1 + 2 + 2; no column and no colour: 3 rows x 2
    assert ask("4 tiles on my floor and I don't have the first player marker, how many points do I lose?",
               "en")["answer"] == 6
    assert ask("al final tengo 3 filas horizontales completas y ninguna columna ni color completo. cuanto bonus?",
               "es")["answer"] == 6


@pytest.mark.parametrize("q, lang", [
    ("round 2: I have 3 towers and she has 2, what if she had 4 instead?", "en"),
    ("Can I take a 3 and a 3 and then a 2 on my next turn?", "en"),
    ("segunda ronda: yo 3 torres, Ana 2. ¿y si Ana tuviera 4?", "es"),
    ("2回目の得点計算、塔は私が3枚、相手が2枚。もし相手が4枚だったら？", "ja"),
    ("in which round does a tie for gardens with 3 each split three places?", "en"),
])
def test_two_situations_or_a_question_about_which_round_give_no_verdict(q, lang):
    assert ask(q, lang) is None


@pytest.mark.parametrize("plain, near_miss, lang", [
    ("4 tiles on my floor, no first player marker, how many points do I lose?",
     "4 tiles on my floor, no first player marker, how many tiles are on the floor?", "en"),
    # (the tiles on the factories are decided since session s6, 7 x 4 = 28: points are no verdict's value here)
    ("how many factories with 3 players?", "how many points do the factories give with 3 players?", "en"),
])
def test_a_question_asking_for_another_kind_of_value_gives_no_verdict(plain, near_miss, lang):
    assert ask(plain, lang) is not None
    assert ask(near_miss, lang) is None


def test_the_japanese_name_of_the_factory_displays_asks_for_factories():
    # 工場タイル is what Japanese players call the factory displays: 4 players, 9 factories
    assert ask("4人でアズールやるんだけど、工場タイルは何枚出す？", "ja")["answer"] == 9


def test_both_games_things_in_one_situation_give_no_verdict():
    assert ask("Round 2: I have 3 towers, Ana has 2 blue tiles on the floor, points?", "en") is None


def test_a_question_naming_both_games_gets_no_verdict():
    q = "もしアルハンブラにアズールみたいな床のペナルティがあったら、私の予備の3枚は何点マイナス？"
    assert api.ask(q)["worked"] is None


def test_one_player_with_more_buildings_of_a_type_than_the_box_holds_gives_no_verdict():
    # the box has 11 towers (data/alhambra: tiles of each type): 12 for one player is a misread; a table told with
    # more in all (8 + 6) is scored as told (session 7: only the order of the counts decides), and says so
    assert ask("round 3: I have 5 towers and Ana has 6, points?", "en")["answer"] == [13, 21]
    told = ask("round 3: I have 8 towers and Ana has 6, points?", "en")
    assert told["answer"] == [21, 13] and "11" in told["verdict"]
    assert ask("round 3: I have 12 towers and Ana has 6, points?", "en") is None


def test_a_colour_word_that_names_no_game_yields_to_the_buildings_told():
    # "en azul" is blue money, not the game Azul: the pavilion on the blue square is Alhambra's
    q = ("se acabó la partida y quedó un pabellón en la casilla azul. Pedro tiene 6 en azul, yo 4 y Rosa ninguno. "
         "¿para quién es?")
    assert api.ask(q)["worked"]["answer"] == "Pedro"


def test_the_adversarial_development_set_has_no_wrong_verdict():
    items = yaml.safe_load((ROOT / "tests" / "rules" / "worked_dev_7.yaml").read_text(encoding="utf-8"))["items"]
    wrong = []
    for item in items:
        got = api.ask(item["q"])["worked"]
        if got is not None and got["answer"] != item["answer"]:
            wrong.append((item["id"], got["answer"]))
    assert not wrong


def test_japanese_players_are_read_by_the_name_that_opens_their_part():
    # the tile goes to the most money of its currency: 健 12 > 由美 8; fewest cards starts: 私 3 < 健 4
    q = "ゲーム終了、橙のマスに塔が残った。健は橙を合計12、由美は8。誰がもらう？"
    assert ask(q, "ja")["answer"] == "健"
    assert ask("準備中。健は4枚で合計21、私は3枚で合計23。スタートプレイヤーは？", "ja")["answer"] == "私"
    q = "ゲーム終了時、青のマスにタイルが残った。花子さんは青で12、私は9。誰がもらう？"
    assert ask(q, "ja")["answer"] == "花子"


def test_a_tie_told_as_each_ones_score_is_the_score_not_a_count_of_rows():
    q = "Mia and Jonas finished on 67 each. Mia has 2 complete horizontal rows, Jonas only 1. who won?"
    assert ask(q, "en")["answer"] == "Mia"
    assert ask("Carlos y Elena empatados a 54. Carlos tiene 2 filas completas y Elena 1. quien gana?",
               "es")["answer"] == "Carlos"

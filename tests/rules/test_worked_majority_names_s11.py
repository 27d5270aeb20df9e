"""alhambra.scoring.majority / alhambra.scoring.ties: the worked verdict names the players as the question does
(the speaker as "you"), and says "player 1, player 2" only when the names cannot be read one per count."""

import pytest

from assistant import api


@pytest.mark.parametrize(("question", "answer", "named"), [
    # scoring 1, seraglio: Sam 2 and Priya 2 share places 1-2 (seraglio pays 2 / 0 in scoring 1): (2 + 0) / 2 = 1
    ("first scoring, seraglios - Sam 2, Priya 2, me 1. who gets what??", [1, 1, 0],
     ["Sam gets 1", "Priya gets 1", "you get 0"]),
    # scoring 3, chambers (19 / 11 / 4): Zeynep and Can share 1-2: (19 + 11) / 2 = 15; the speaker 3rd: 4
    ("Son puanlama, odalar: Zeynep 3, Can 3, ben 2, Mehmet 1. Puanlar nasıl dağılır?", [15, 15, 4, 0],
     ["Zeynep 15 puan", "sen 4 puan", "Mehmet 0 puan"]),
    # scoring 2, towers (13 / 6): three tied on 2 share places 1-3: (13 + 6 + 0) / 3 = 6.33 -> 6 each
    ("segunda puntuacion: yo tengo 2 torres, Pablo 2 y Marta 2. cuantos puntos nos llevamos cada uno", [6, 6, 6],
     ["tú recibes 6", "Pablo recibe 6", "Marta recibe 6"]),
    # scoring 3, seraglio (17 / 9 / 2): 田中 and 佐藤 share 1-2: (17 + 9) / 2 = 13; the speaker 3rd: 2
    ("最終計算で後宮が 田中3 佐藤3 私1 なんだけど、何点ずつ?", [13, 13, 2],
     ["田中（13点）", "佐藤（13点）", "あなた（2点）"]),
])
def test_a_worked_majority_names_the_players_as_the_question_does(question, answer, named):
    worked = api.ask(question)["worked"]
    assert worked["answer"] == answer
    assert all(words in worked["verdict"] for words in named), worked["verdict"]


def test_counts_told_for_both_players_at_once_keep_the_numbered_players():
    # "we both have 3": one count for two players, no name for each; scoring 2 towers (13 + 6) / 2 = 9.5 -> 9
    worked = api.ask("we both have 3 towers in round 2, who gets what?")["worked"]
    assert worked["answer"] == [9, 9]
    assert "player 1 gets 9" in worked["verdict"] and "player 2 gets 9" in worked["verdict"]

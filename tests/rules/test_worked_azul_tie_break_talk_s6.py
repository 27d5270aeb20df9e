"""azul.end.tie-break, session s6 (second round): a tie on points goes to the player with the most complete
horizontal rows (seeds 003/004), told as players talk: a count of none in words ("I have none", "yo ninguna",
"hiç tam satırı yok"), the other player as "she", a name in hiragana opening with は (はなこ2本); still tied or
"she" with two other players named: no verdict."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # Leo 1 complete row, the speaker none (0): 1 > 0, Leo
        ("Leo and I tied at 55. Leo has 1 complete row, I have none. winner?", "Leo"),
        # "she" is Mia, the one other player named: Mia 3 > 2
        ("Mia and I tied on 72; she has 3 complete rows, I have 2. who wins?", "Mia"),
        # Lucia 1 ("ella"), the speaker "ninguna" (0): Lucia
        ("Lucia y yo empatamos a 50. ella tiene 1 fila completa y yo ninguna. quien gana?", "Lucia"),
        # "no tiene ninguna" is 0, "tiene una" 1, "empatan" a tie: Javi 1 > 0
        (
            "Lucía y Javi empatan a 55. Lucía no tiene ninguna fila horizontal completa y Javi tiene una. ¿Quién gana?",
            "Javi",
        ),
        # Zeynep "hiç ... yok" (0), the speaker 1: ben
        ("Zeynep ve ben 64 puanda berabereyiz. Zeynep'in hiç tam satırı yok, benim 1 tane var. kim kazanır?", "ben"),
        # the winner asked in other words: Ana 2 > 1
        ("we tied at 48. Ana has 2 full rows, I have 1. who takes it?", "Ana"),
        ("empate a 48 con Ana. Ana tiene 2 filas completas, yo 1. quien se lo lleva?", "Ana"),
        ("Ece ile berabereyiz. Ece'nin 2 tam satiri var, benim 1. zafer kimin?", "Ece"),
        # はなこ 2 > たろう 1
        ("たろうとはなこが同点。横列の完成はたろう1本、はなこ2本。勝ちはどっち?", "はなこ"),
    ],
)
def test_a_tie_on_points_goes_to_the_most_complete_rows(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # both 2 complete rows: the victory is shared, no one name
        "Tom and Ana are tied on points and both have 2 complete rows. who wins?",
        # "she" with two other players named: which one is not told
        "Mia and Ana tied on 72; she has 3 complete rows, I have 2. who wins?",
        # none said of both: still tied
        "Leo and I tied at 55. Leo has none, I have none. winner?",
        # "hiç ... yok değil": a double negation, not read
        "Zeynep ve ben berabereyiz. Zeynep'in hiç tam satırı yok değil, benim 1 tane var. kim kazanır?",
        # hiragana name opening with は, its count not told
        "たろうとはなこが同点。横列の完成はたろう1本。勝ちはどっち?",
    ],
)
def test_a_tie_not_told_whole_gives_no_verdict(q):
    assert answer(q) is None

"""azul.end.trigger, session s7: the game ends after the wall tiling of the round in which a horizontal wall row is
completed; a column or a colour never ends it (seed 003, the rulebook). Not answered: "right now" (it ends after the
tiling, not at once) and a pattern line filled (no wall row yet)."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # a horizontal row completed in the tiling: game_over([[1]]) -> the game ends after this round
        ("Omar completed a horizontal row during the wall tiling. Does the game end after this round?", True),
        # a column only, nobody a row: game_over([[0]]) -> it goes on
        ("Mia completed a column, but no one finished a row. Is the game over?", False),
        # row 3 with its 5 tiles: a horizontal row -> ends
        ("Deniz bu tur duvarinin 3. satirini 5 karoyla tamamladi. oyun biter mi?", True),
        # a column (dikey sütun), nobody a row (kimse ... tamamlamadı) -> goes on
        ("Bir dikey sütun tamamladım ama kimse yatay sıra tamamlamadı. Oyun bu turdan sonra biter mi?", False),
        # fila horizontal -> ends
        ("Pablo completo una fila horizontal en esta ronda. ¿Se acaba la partida?", True),
        # nadie una fila, una columna -> goes on
        ("nadie completo una fila, yo complete una columna. termina la partida?", False),
        # 横一列 -> ends
        ("このラウンドでリナが横一列を完成させた。ゲーム終了？", True),
        # 縦列 only -> goes on
        ("縦列を2本完成させたけど横列は誰も完成していない。ゲームは終わる？", False),
    ],
)
def test_only_a_completed_horizontal_row_ends_the_game(q, expected):
    assert answer(q) is expected


@pytest.mark.parametrize(
    "q",
    [
        "I just completed a row, is the game over right now?",  # not at once: after the tiling
        "My fifth pattern line is full, does that end the game?",  # a pattern line is no wall row
        "game over. i have 2 complete rows and 1 full column. bonus total?",  # told, not asked: the bonuses are
    ],
)
def test_the_end_not_asked_as_read_here(q):
    worked = api.ask(q)["worked"]
    assert worked is None or worked["rule"] != "azul.end.trigger"

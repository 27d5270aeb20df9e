"""Worked answers for Azul floor lines (azul.floor.penalties, azul.floor.full, azul.score.minimum): the tiles
and the marker are laid on the floor by api.move and the penalty and new score come from api.score."""

from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.worked import worked


def ask(q: str, lang: str) -> dict | None:
    return worked(q, lang, lang)


def test_four_tiles_without_the_marker_lose_6():
    # -1 -1 -2 -2 (data/azul/components.yaml floor_penalties)
    w = ask("I have 4 tiles on my floor, no first player marker, how many points do I lose?", "en")
    assert w["rule"] == "azul.floor.penalties" and w["answer"] == 6 and "1 + 1 + 2 + 2 = 6" in w["verdict"]


def test_the_marker_counts_like_a_tile():
    # 4 tiles + the marker: 5 entries, -1 -1 -2 -2 -2 = 8 (the trap of issue 20: 8 is with the marker)
    assert ask("4 tiles on the floor plus the first player marker, how many points do I lose?", "en")["answer"] == 8


def test_beyond_seven_spaces_tiles_go_to_the_lid_at_no_cost():
    # 9 tiles: only 7 spaces count, 1+1+2+2+2+3+3 = 14
    w = ask("I have 9 tiles on the floor, how many points do I lose?", "en")
    assert w["answer"] == 14 and "lid" in w["verdict"]


def test_the_score_never_falls_below_zero():
    # 3 - 8 = -5 -> 0
    w = ask("my score is 3 and I have 5 tiles on the floor, what's my score now?", "en")
    assert w["rule"] == "azul.score.minimum" and w["answer"] == 0


def test_turkish_floor_typed_without_turkish_letters():
    assert ask("zeminde 4 tas var ama baslangic tasi yok, kac puan kaybederim", "tr")["answer"] == 6


def test_spanish_floor_with_the_marker():
    q = "Tengo 4 azulejos en la línea de suelo y la ficha de jugador inicial, ¿cuántos puntos pierdo?"
    assert ask(q, "es")["answer"] == 8


def test_japanese_score_after_the_floor():
    # 5 - 6 -> 0
    assert ask("今5点で、床にタイルが4枚あります。得点は何点になりますか？", "ja")["answer"] == 0


def test_one_space_of_the_floor_is_no_floor_of_that_many_tiles():
    assert ask("what does the 6th floor spot take off my score?", "en") is None


def test_a_floor_already_full_is_not_guessed():
    assert ask("floor line is already full and I have 3 more tiles to drop, more minus?", "en") is None


@settings(deadline=None, max_examples=40)
@given(st.integers(1, 19), st.integers(0, 40))  # a colour has 20 tiles
def test_more_tiles_never_cost_less_and_the_score_stays_at_least_zero(tiles, score):
    lost = ask(f"I have {tiles} tiles on the floor, how many points do I lose?", "en")["answer"]
    more = ask(f"I have {tiles + 1} tiles on the floor, how many points do I lose?", "en")["answer"]
    assert 0 < lost <= more
    now = ask(f"I'm on {score} points and have {tiles} tiles on the floor, what's my score now?", "en")["answer"]
    assert now == max(0, score - lost)

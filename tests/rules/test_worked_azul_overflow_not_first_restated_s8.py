"""azul.pattern-lines.capacity, session s8 (second pass): the tiles a pattern line cannot hold fall to the floor
line (seeds: a line of N spaces holds N tiles). The line told "the five one"; the speaker not first from the centre
restated as the marker not theirs ("yani başlangıç taşı bende değil", "o sea la ficha inicial no es mía", "つまり
スタートマーカーは私のところにはありません"): both negations read, no marker."""

import pytest

from assistant import api


def answer(q: str, lang: str):
    worked = api.ask(q, game="azul", lang=lang)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("lang", "q", "expected"),
    [
        # 6 black onto empty line 5 ("the five one"): 6 - 5 = 1
        ("en", "I scooped six black tiles out of the centre and I'm putting them on my empty bottom line, the five "
         "one. How many black tiles end up on my floor?", 1),
        # 5 blue onto empty line 3 ("the three one"): 5 - 3 = 2
        ("en", "took 5 blue from a factory and they all go on my empty line, the three one. how many blue drop to "
         "the floor?", 2),
        # 5 red onto empty line 2: 5 - 2 = 3, no marker
        ("tr", "Merkezden bes kirmizi aldim, ortadan ilk alan ben degildim yani baslangic tasi bende degil. "
         "Kirmizilari bos olan ikinci siraya koyuyorum. Kac kirmizi zemine gider?", 3),
        # 4 blue onto empty line 3: 4 - 3 = 1, no marker
        ("es", "Cogi 4 azules del centro, pero no fui el primero en coger del centro, o sea la ficha inicial no es "
         "mia. Los pongo en la linea 3 vacia. Cuantos azules van al suelo?", 1),
        # 4 red onto empty line 2: 4 - 2 = 2, no marker
        ("ja", "中央から赤を4枚取りました。中央から最初に取ったのは私ではない、つまりスタートマーカーは"
         "私のところにはありません。空の2段目に置きます。床に行くのは何枚？", 2),
    ],
)
def test_the_tiles_past_the_line_fall_to_the_floor(lang, q, expected):
    assert answer(q, lang) == expected

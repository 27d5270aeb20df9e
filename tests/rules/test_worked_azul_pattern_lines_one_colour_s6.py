"""azul.pattern-lines.one-colour, session s6 (second round): a pattern line holds tiles of one colour only (seeds
003/004), the line told as a "plaket" in Turkish ("2. plakette 1 kırmızı duruyor"); the line's number untold: no
verdict."""

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


def test_another_colour_may_not_join_a_line_told_as_a_plaket():
    assert answer("2. plakette 1 kirmizi duruyor, oraya mavi koyabilir miyim") is False  # red there: no blue


def test_the_same_colour_may_join_a_line_told_as_a_plaket():
    assert answer("2. plakette 1 kirmizi var, oraya kirmizi koyabilir miyim") is True  # red with red, room 1


def test_a_plaket_without_its_number_gives_no_verdict():
    assert answer("plakette 1 kirmizi var, oraya mavi koyabilir miyim") is None

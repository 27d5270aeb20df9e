"""The words of Azul's wall as players talk (data/worked/azul_wall_talk.yaml), and the clauses of a question, for
the readers of the wall (azul_carry.py, azul_sides.py, and azul_end.py)."""

from __future__ import annotations

import re
from functools import lru_cache

from assistant.paths import DATA, load_yaml
from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text, term_pattern

_PATTERNS = patterns("azul_wall_talk")

_CUT = _PATTERNS["cut"]


@lru_cache(maxsize=1)
def _talk() -> dict[str, dict[str, list[str]]]:
    return load_yaml(DATA / "worked" / "azul_wall_talk.yaml")


def talk(text: Text, kind: str) -> list[Span[str]]:
    """Where the words of `kind` (data/worked/azul_wall_talk.yaml) occur in the question."""
    terms = _talk()[kind].get(text.lang, [])
    return [Span(m.start(), m.end(), m.group(0)) for m in term_pattern(terms, text.lang).finditer(text.norm)]


def end_asked_alone(text: Text) -> bool:
    """Whether the game's end is asked ("does the game end?") and no bonus outside those words ("game over. rows 1
    and 3 complete: how much bonus?" asks the bonus; azul_end_trigger.py reads the end)."""
    ends = talk(text, "game_ends_asked")
    return bool(ends) and not any(not any(e.start <= b.start < e.end for e in ends) for b in text.find("bonus"))


def bonus_asked(text: Text) -> bool:
    """s21: the end bonuses' amount asked ("how much bonus?", "kaç puan", "bonus?"), not only named ("bonusları
    saymadan önce bir raunt daha oynuyor muyuz?": whether the game ends)."""
    return text.has("bonus") and (text.has("how_many") or text.has("point_word") or text.has("points") or bool(
        re.search(r"(?:bonus\w*|ボーナス)\W*$", text.norm)))


def clauses(text: Text) -> list[tuple[int, str]]:
    """(start, clause) of the question cut at punctuation (not a Turkish ordinal's full stop) and "but"."""
    stop = r"(?<!\d)\." if text.lang == "tr" else r"\."
    cut = re.compile(rf"{stop}|[,;:!?、。()（）]|{_CUT[text.lang]}")
    out, start = [], 0
    for m in cut.finditer(text.norm):
        out.append((start, text.norm[start:m.start()]))
        start = m.end()
    out.append((start, text.norm[start:]))
    return [(s, c) for s, c in out if c.strip()]


def asks_points(text: Text) -> bool:
    """The tile's points asked: words.yaml's "tile_points" or "points", or azul_wall_talk.yaml's "asks_points"
    (s9: "Puntuación?", "score?", "kaç puan", "何点")."""
    return text.has("tile_points") or text.has("points") or bool(talk(text, "asks_points"))


def completes(text: Text) -> bool:
    """A word of completing a line (words.yaml "completes"), not Spanish "acabo de poner" (I have just placed)."""
    return any(not (text.lang == "es" and re.match(r"\s+de\b", text.norm[c.end :]) and c.value.startswith("acab"))
               for c in text.find("completes"))

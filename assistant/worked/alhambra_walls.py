"""Alhambra wall points told as a length: "my longest outer wall is 9 sides long, how many points?".

Read: one number, the wall sides of the longest outer wall (a number right before its unit: sides, kenar, lados,
辺), or several pieces told apart with the inner walls set aside (only the longest scores), and points asked.
Decided by assistant.api.alhambra_score_counts, which scores a wall of that length (a point per wall side); Dirk
builds no Alhambra, so a question naming him gets no verdict here.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.worked.alhambra_money import scorings
from assistant.worked.reading import Span, Text
from assistant.worked.say import say, sentence

GAME = "alhambra"
ME = "P1"


def _most(text: Text) -> list[int]:
    """The 1 of 一番 ("the most": 一番長い), read as digits like any 一 before a counter: no number told."""
    if text.lang != "ja":
        return []
    return [n.start for n in text.numbers if n.value == 1 and text.norm.startswith("番長", n.end)]


def _told(text: Text) -> list[Span[int]]:
    """The numbers of the question less the 1 of 一番 and (s21) the scoring's own ("1st scoring", "2回目の計算")."""
    used = text.round_read(scorings())[1]
    skipped = set(_most(text)) | used | {n.start for n in _in_one(text)}
    return [n for n in text.numbers if n.start not in skipped]


def _in_one(text: Text) -> list[Span[int]]:
    """s21: the 1 of "in 1 go", "in one piece": how the wall runs, no length."""
    return [n for n in text.numbers if n.value == 1 and text.norm[:n.start].endswith(("in ", "as "))
            and re.match(r"\s*(?:go|piece|stretch|run|line)\b", text.norm[n.end:])]


def _length(text: Text) -> int | None:
    """The one number of the question, told as wall sides ("9 sides", "6 kenar", "11 lados", "8辺")."""
    told = _told(text)
    if len(told) > 1:
        return _longest_piece(text, told)
    if len(told) != 1 or not _with_unit(text, told[0]):
        return None
    return told[0].value


def _with_unit(text: Text, n: Span[int]) -> bool:
    gap = 0 if text.lang == "ja" else 1
    return any(0 <= s.start - n.end <= gap for s in text.find("wall_sides"))


_PIECES = r"\s*(?:(?:bits|pieces|parts|parcaya|parca|partes|trozos|pedazos)\b|つ|個)"  # s20: "in 2 bits": no length


def _longest_piece(text: Text, told: list[Span[int]]) -> int | None:
    """Several pieces told ("8 sides, and a separate bit of 5, plus 2 inner walls"): the inner walls set aside
    (no point), each further outer piece told apart from the one before ("separate", "ayrı", "otro", "別"); only
    the longest scores. Within a clause a number with its unit is the length ("one stretch of 9 sides")."""
    if not text.has("wall_sides") or not text.has("wall_inner") and not text.has("wall_separate"):
        return None
    cuts = [0, *(m.start() for m in re.finditer(r"[,、;；。]|\.\s", text.norm)), len(text.norm)]
    inner = [w.start for w in text.find("wall_inner")]
    apart = [w.start for w in text.find("wall_separate")]
    outer: list[Span[int]] = []
    for a, b in zip(cuts, cuts[1:], strict=False):
        here = [n for n in told if a <= n.start < b and not re.match(_PIECES, text.norm[n.end :])]
        if not here or any(a <= w < b for w in inner):
            continue
        united = [n for n in here if _with_unit(text, n)]
        if len(here) > 1 and len(united) == 1:
            here = united
        outer.extend(here)
    if not outer or any(not any(p.end <= w < n.start for w in apart) for p, n in zip(outer, outer[1:], strict=False)):
        return None
    return max(n.value for n in outer)


def read(text: Text, lang: str) -> dict | None:
    if not text.has("outer_wall") or not text.has("point_word") or text.has("dirk"):
        return None
    if text.named("building_types") or text.named("colours") or _tiles_named(text):
        return None  # a scoring's buildings, Azul's coloured wall, "9 tiles long": not a wall told by its sides (a
        # scoring named alone changes nothing: the longest wall scores the same at every scoring)
    length = _length(text)
    if length is None or not 1 <= length <= _wall_sides_in_the_box():
        return None
    report = api.alhambra_score_counts(1, {ME: {}}, walls={ME: length})
    points = report["players"][0]["wall"]
    lengths = _told(text)
    told = [n.value for n in lengths]
    read_text = say("walls.read", lang, sides=length)
    if len(told) > 1:  # pieces and inner walls told beside the longest: read, and left out of the points
        read_text = say("walls.read_pieces", lang, sides=length)
    return {"rule": "alhambra.scoring.wall", "read": sentence([read_text], lang),
            "verdict": sentence([say("walls.verdict", lang, sides=length, points=points)], lang),
            "answer": points, "counts": [n.value for n in text.numbers if n not in lengths] + (
                told if len(told) > 1 else [])}  # the 1 of 一番, the scoring's number, "in 1 go": read, no length


def _tiles_named(text: Text) -> bool:
    """A word of tiles outside the clause of the inner walls ("2 walls between tiles inside": where they stand)."""
    cuts = [0, *(m.start() for m in re.finditer(r"[,、;；。]|\.\s|\band\b|\bve\b|\by\b", text.norm)), len(text.norm)]
    inner = [w.start for w in text.find("wall_inner")]
    return any(not any(a <= w < b for w in inner) for t in text.find("tiles")
               for a, b in zip(cuts, cuts[1:], strict=False) if a <= t.start < b)


def _wall_sides_in_the_box() -> int:
    """Every wall side printed on the building tiles: no outer wall is longer."""
    from assistant.alhambra.catalogue import game

    g = game()
    return sum(t.to_json()["walls"].count(c) for btype in g.building_types for t in g.variants(btype)
               for c in "NESW")

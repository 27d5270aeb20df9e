"""Alhambra wall points told as a length: "my longest outer wall is 9 sides long, how many points?".

Read: one number, the wall sides of the longest outer wall (a number right before its unit: sides, kenar, lados,
辺), and points asked. Decided by assistant.api.alhambra_score_counts, which scores a wall of that length (a
point per wall side); Dirk builds no Alhambra, so a question naming him gets no verdict here.
"""

from __future__ import annotations

from assistant import api
from assistant.worked.reading import Text
from assistant.worked.say import say, sentence

GAME = "alhambra"
ME = "P1"


def _most(text: Text) -> list[int]:
    """The 1 of 一番 ("the most": 一番長い), read as digits like any 一 before a counter: no number told."""
    if text.lang != "ja":
        return []
    return [n.start for n in text.numbers if n.value == 1 and text.norm.startswith("番長", n.end)]


def _length(text: Text) -> int | None:
    """The one number of the question, told as wall sides ("9 sides", "6 kenar", "11 lados", "8辺")."""
    told = [n for n in text.numbers if n.start not in _most(text)]
    if len(told) != 1:
        return None
    n = told[0]
    gap = 0 if text.lang == "ja" else 1
    if not any(0 <= s.start - n.end <= gap for s in text.find("wall_sides")):
        return None
    return n.value


def read(text: Text, lang: str) -> dict | None:
    if not text.has("outer_wall") or not text.has("point_word") or text.has("dirk"):
        return None
    if text.named("building_types") or text.named("colours") or text.has("round") or text.has("tiles"):
        return None  # a scoring's buildings, Azul's coloured wall, "9 tiles long": not a wall told by its sides
    length = _length(text)
    if length is None or not 1 <= length <= _wall_sides_in_the_box():
        return None
    report = api.alhambra_score_counts(1, {ME: {}}, walls={ME: length})
    points = report["players"][0]["wall"]
    return {"rule": "alhambra.scoring.wall", "read": sentence([say("walls.read", lang, sides=length)], lang),
            "verdict": sentence([say("walls.verdict", lang, sides=length, points=points)], lang),
            "answer": points, "counts": [1] if _most(text) else []}


def _wall_sides_in_the_box() -> int:
    """Every wall side printed on the building tiles: no outer wall is longer."""
    from assistant.alhambra.catalogue import game

    g = game()
    return sum(t.to_json()["walls"].count(c) for btype in g.building_types for t in g.variants(btype)
               for c in "NESW")

"""The speaker alone holding a building type at a scoring: "round 2 scoring. I'm the only one with a garden (just 1).
how many pts do i get?", "sadece bende kule var", "solo yo tengo torres", "庭園を持っているのは私だけ". Whatever the
count, a player alone with the type is first alone: the speaker's count (1 when untold) and another player's 0,
scored by assistant.api.alhambra_score_counts; the answer is the speaker's points.
"""

from __future__ import annotations

from assistant import api
from assistant.worked.alhambra_majority import _counts, _told_otherwise
from assistant.worked.alhambra_money import scorings
from assistant.worked.alhambra_table import told_places
from assistant.worked.players import names_another
from assistant.worked.reading import Text
from assistant.worked.say import building, say, sentence

GAME = "alhambra"


def read(text: Text, lang: str) -> dict | None:
    types = {s.value for s in text.named("building_types")}
    if len(types) != 1 or not text.has("alone_holder") or text.has("dirk") or text.has("both"):
        return None
    if (
        not (text.has("points") or text.has("how_many"))
        or names_another(text.raw, lang)
        or text.has("tie")
        or (text.has("without") or text.has("negation"))
    ):
        return None  # another player named, a tie, "the only one without": not the speaker alone with it
    if told_places(text) - {1}:
        return None  # s11: "庭園の2番目に多いのが私だけ": the speaker alone in second place, not alone with the type
    rnd, used = text.round_read(scorings())
    if rnd is None or _told_otherwise(text):
        return None
    words = [n for n in text.numbers if any(a.start <= n.start < a.end for a in text.find("alone_holder"))]
    counts = [c for c in _counts(text, used) or [] if c not in words]  # the 1 of "the only one with": no count
    if len(counts) > 1 or counts and not counts[0].value:
        return None
    btype = next(iter(types))
    mine = counts[0].value if counts else 1
    report = api.alhambra_score_counts(rnd, {"me": {btype: mine}, "other": {btype: 0}})
    points = next(s for s in report["majorities"][btype] if s["name"] == "me")["points"]
    name = building(btype, lang)
    return {
        "rule": "alhambra.scoring.majority",
        "read": sentence([say("alone.read", lang, round=rnd, type=name)], lang),
        "verdict": sentence([say("place.verdict", lang, round=rnd, place=1, type=name, points=points)], lang),
        "answer": points,
        "counts": [c.value for c in counts + words],
    }

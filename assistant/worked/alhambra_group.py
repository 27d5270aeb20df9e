"""Alhambra majorities told as one count for a group of players: "2a puntuacion, arcadas: los cuatro tenemos 2",
"three of us have 2 gardens each and the 4th player has none", "4 kişi pavyonda 1'er taneyle eşitiz", "庭園が4人とも
1枚ずつ". The group's size (a number told with "of us", "los", "kişi", "人とも") and its one count become that many
players with that count (and a player told with 0, "the fifth has zero"), scored by assistant.api.
alhambra_score_counts as any majority; the answer is the group's one share, equal for all of them.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.worked import guards
from assistant.worked.alhambra_majority import _counts, _group_text, _in_the_box, _told_otherwise
from assistant.worked.alhambra_majority import read as majority
from assistant.worked.alhambra_money import scorings
from assistant.worked.reading import Span, Text
from assistant.worked.say import building, say, sentence

GAME = "alhambra"

_GROUP = {
    "en": r"\b(?:all )?(\d) of us\b|\b(?:we )?(?:all )?(\d) (?:players|people) (?:all |each )?(?:have|hold|with|on)\b",
    "tr": r"\b(\d) ?kisi(?:de|nin|yle|ye)?(?: de| da)?\b",
    "es": r"\b(?:los|las|todos los|todas las) (\d) (?:tenemos|estamos|empatamos|con|somos)\b",
    "ja": r"(\d)人(?:とも|全員|が|で|は)",
}
# a player told after the group by their place in the table ("the 4th player", "dorduncu oyuncu"): no count
_NEXT = {"en": r"^(?:th|rd|nd|st)\b", "tr": r"(?!)", "es": r"^(?:o|a|º|ª)\b", "ja": r"^人目"}
_MEMBER = {"en": r"\b(1) of the (\d)\b", "tr": r"(?!)", "es": r"\b(1) de (?:los|las) (\d)\b", "ja": r"(?!)"}


def _group(text: Text) -> Span[int] | None:
    found = [
        Span(m.start(m.lastindex or 0), m.end(m.lastindex or 0), int(m.group(m.lastindex or 0)))
        for m in re.finditer(_GROUP[text.lang], text.norm)
    ]
    return found[0] if len(found) == 1 else None


def read(text: Text, lang: str) -> dict | None:
    types = {s.value for s in text.named("building_types")}
    if len(types) != 1 or text.has("dirk") or not (text.has("points") or text.has("how_many")):
        return None
    if majority(text, lang) is not None:
        return None  # read as counts already ("los dos tenemos 3", "2人とも3枚ずつ"): the majority's reading
    group = _group(text)
    rnd, used = text.round_read(scorings())
    if group is None or rnd is None or _told_otherwise(text) or not 2 <= group.value <= 6:
        return None
    member = [
        n
        for m in re.finditer(_MEMBER[text.lang], text.norm)
        if int(m.group(2)) == group.value
        for n in text.numbers
        if m.start() <= n.start < m.end()
    ]  # "(I'm one of the three)"
    nexts = [n for n in text.numbers if n.value == group.value + 1 and re.match(_NEXT[text.lang], text.norm[n.end :])]
    skip = {group.start, *(n.start for n in member + nexts)}
    counts = [c for c in _counts(text, used) or [] if c.start not in skip]
    told = [c for c in counts if c.value]
    zeros = [c for c in counts if not c.value]
    if len(told) != 1 or told[0].start < group.start or len(zeros) > 1:
        return None
    btype, count = next(iter(types)), told[0].value
    values = [count] * group.value + [0] * len(zeros)
    if len(values) not in api.registration("alhambra").players or sum(values) > _in_the_box(btype):
        return None
    report = api.alhambra_score_counts(rnd, {f"p{i}": {btype: v} for i, v in enumerate(values)})
    standings = {s["name"]: s for s in report["majorities"][btype]}
    share = standings["p0"]["points"]
    groups = list({s["place"]: s for s in report["majorities"][btype]}.values())
    read_text = say("group.read", lang, round=rnd, type=building(btype, lang), n=group.value, count=count)
    return {
        "rule": "alhambra.scoring.ties",
        "read": sentence([read_text], lang),
        "verdict": sentence([_group_text(s, rnd, lang) for s in groups], lang)
        + say("space", lang)
        + sentence([say("group.each", lang, n=group.value, points=share)], lang),
        "answer": share,
        "counts": [n.value for n in member + nexts + zeros]
        + [n.value for n in text.numbers if n.start in guards.told_players(text) and n.value == len(values)],
    }

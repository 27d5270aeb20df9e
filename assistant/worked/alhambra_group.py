"""Alhambra majorities told as one count for a group of players: "2a puntuacion, arcadas: los cuatro tenemos 2",
"three of us have 2 gardens each and the 4th player has none", "4 kişi pavyonda 1'er taneyle eşitiz", "庭園が4人とも
1枚ずつ", and beside it the counts of single players ("two of us are tied for first with 3, Sam has 1", "Zeynep 5 ile
birinci, sonra üçümüz 3'er bahçeyle berabere"). The group's size (a number told with "of us", "los", "kişi",
"üçümüz", "人とも") and its one count become that many players with that count, each other count one player, scored
by assistant.api.alhambra_score_counts as any majority; the answer is the group's one share, equal for all of them.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.worked import guards
from assistant.worked.alhambra_majority import (
    _counts,
    _each_marked,
    _group_text,
    _told_otherwise,
    relative,
    speaker_index,
)
from assistant.worked.alhambra_majority import read as majority
from assistant.worked.alhambra_money import scorings
from assistant.worked.alhambra_reserve import beyond_the_box, box_note, per_head_numbers
from assistant.worked.alhambra_told import group as _group
from assistant.worked.alhambra_told import groups as _groups
from assistant.worked.players import names_another
from assistant.worked.reading import Text
from assistant.worked.say import building, say, sentence

GAME = "alhambra"

# the group told as everyone ("all 3 of us", "3人とも", "todos"): no other player beside it
_ALL = {"en": r"\ball\b", "tr": r"\bhepimiz|\bhep\b", "es": r"\btodos\b|\btodas\b", "ja": r"とも|全員"}
# a player told after the group by their place in the table ("the 4th player", "dorduncu oyuncu"): no count
_NEXT = {"en": r"^(?:th|rd|nd|st)\b", "tr": r"(?!)", "es": r"^(?:o|a|º|ª)\b", "ja": r"^人目"}
_MEMBER = {"en": r"\b(1) of the (\d)\b", "tr": r"(?!)", "es": r"\b(1) de (?:los|las) (\d)\b", "ja": r"(?!)"}


def _asked_of_another(text: Text) -> bool:
    """The last sentence asks a named player's share ("¿cuánto saca Nico?"), not the group's."""
    parts = [p for p in re.split(r"(?<=[.!?。？])\s*|[¿]", text.raw) if p.strip()]
    return bool(parts) and not Text(parts[-1], text.lang).numbers and names_another(parts[-1], text.lang)


def _everyone(text: Text, at: int) -> bool:
    """"los cuatro tenemos 2": "the four of us" is everyone, so a count told beside it is one more (session 7)."""
    return text.lang == "es" and bool(re.search(r"\b(?:los|las)\s*$", text.norm[max(0, at - 5) : at]))


def read(text: Text, lang: str) -> dict | None:
    types = {s.value for s in text.named("building_types")}
    if len(types) != 1 or text.has("dirk") or not (text.has("points") or text.has("how_many")):
        return None
    if majority(text, lang) is not None:
        return None  # read as counts already ("los dos tenemos 3", "2人とも3枚ずつ"): the majority's reading
    group = _group(text)
    rnd, used = text.round_read(scorings())
    if group is None or rnd is None or _told_otherwise(text) or not 2 <= group.value <= 6 or _asked_of_another(text):
        return None
    member = [
        n
        for m in re.finditer(_MEMBER[text.lang], text.norm)
        if int(m.group(2)) == group.value
        for n in text.numbers
        if m.start() <= n.start < m.end()
    ]  # "(I'm one of the three)"
    nexts = [n for n in text.numbers if n.value == group.value + 1 and re.match(_NEXT[text.lang], text.norm[n.end :])]
    told_group = [n for n in text.numbers if any(g.start <= n.start < g.end for g in _groups(text))]
    skip = {*(n.start for n in told_group), *(n.start for n in member + nexts)}
    counts = [c for c in _counts(text, used) or [] if c.start not in skip]
    marked = [c for c in counts if _each_marked(text, c)]
    after = [c for c in counts if c.start > group.start]
    own = marked[0] if len(marked) == 1 else after[0] if after and not marked else None
    if own is None or not own.value or sum(1 for c in counts if not c.value) > 1 or relative(text, counts):
        return None
    rest = [c for c in counts if c is not own]
    if rest and (re.search(_ALL[text.lang], text.norm[group.start : group.end + 8]) or _everyone(text, group.start)):
        return None  # "3人とも2枚、でも私は3枚": all of them told, then one more: not one table
    if any(speaker_index(text, [c]) is not None for c in rest):
        return None  # "3 kisi 2ser, ben 4": the speaker is no one of the group (the majority's question)
    others = [c.value for c in rest]
    btype = next(iter(types))
    values = [own.value] * group.value + others
    told_players = {
        n.value for n in text.numbers if n.start in guards.told_players(text) and n.start not in skip and n.value > 1
    }  # "1人何点": each one's points, no number of players
    if (
        len(values) not in api.registration("alhambra").players
        or beyond_the_box(btype, values)
        or told_players
        and told_players != {len(values)}
    ):
        return None
    report = api.alhambra_score_counts(rnd, {f"p{i}": {btype: v} for i, v in enumerate(values)}, told=True)
    share = next(s for s in report["majorities"][btype] if s["name"] == "p0")["points"]
    groups = list({s["place"]: s for s in report["majorities"][btype]}.values())
    read_text = say("group.read", lang, round=rnd, type=building(btype, lang), n=group.value, count=own.value)
    if others:
        read_text += say("group.others", lang, counts=", ".join(map(str, others)))
    return {
        "rule": "alhambra.scoring.ties",
        "read": sentence([read_text], lang),
        "verdict": sentence([_group_text(s, rnd, lang) for s in groups] + box_note(btype, values, lang), lang)
        + say("space", lang)
        + sentence([say("group.each", lang, n=group.value, points=share)], lang),
        "answer": share,
        "counts": [n.value for n in member + nexts + told_group] + per_head_numbers(text)
        + [n.value for n in text.numbers if n.start in guards.told_players(text) and n.value == len(values)],
    }

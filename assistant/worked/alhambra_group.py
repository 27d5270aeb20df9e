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
from assistant.worked import guards, majority_names
from assistant.worked.alhambra_asked import we_are as we_told
from assistant.worked.alhambra_majority import (
    _counts,
    _each_marked,
    _told_otherwise,
    asks_mine,
    speaker_index,
)
from assistant.worked.alhambra_majority import read as majority
from assistant.worked.alhambra_money import scorings
from assistant.worked.alhambra_reserve import beyond_the_box, box_note, per_head_numbers
from assistant.worked.alhambra_told import group as _group
from assistant.worked.alhambra_told import groups as _groups
from assistant.worked.alhambra_told import relative
from assistant.worked.patterns import patterns
from assistant.worked.players import names_another
from assistant.worked.reading import Span, Text
from assistant.worked.say import building, say, sentence

_PATTERNS = patterns("alhambra_group")

GAME = "alhambra"

# the group told as everyone ("all 3 of us", "3人とも", "todos"): no other player beside it
_ALL = _PATTERNS["all"]
# a player told after the group by their place in the table ("the 4th player", "dorduncu oyuncu"): no count
_NEXT = _PATTERNS["next"]
_MEMBER = _PATTERNS["member"]


def _last_sentence(text: Text) -> str | None:
    """The question's last sentence, where what is asked stands."""
    parts = [p for p in re.split(r"(?<=[.!?。？])\s*|[¿]", text.raw) if p.strip()]
    return parts[-1] if parts else None


def _asked_of_another(text: Text) -> bool:
    """The last sentence asks a named player's share ("¿cuánto saca Nico?"), not the group's."""
    last = _last_sentence(text)
    return last is not None and not Text(last, text.lang).numbers and bool(names_another(last, text.lang))


def _asks_everyone(text: Text) -> bool:
    """The last sentence asks every player's points ("who gets what", "cada uno de los dos primeros y el tercero"),
    not one share per head ("kişi başı kaç")."""
    last = _last_sentence(text)
    asked = Text(last, text.lang) if last is not None else text
    return bool(re.search(_PATTERNS["asks_rest"][text.lang], asked.norm)) and not asked.has("asks_per_head")


def _asks_share(text: Text) -> bool:
    """The last sentence asks one share: the speaker's, one head's or the group's own ("what do I get", "kişi başı",
    "what do the two of us get"); else, beside other players ("points?", "cuánto a cada uno"), everyone's."""
    last = _last_sentence(text)
    asked = Text(last, text.lang) if last is not None else text
    clause = re.split(r"[,;:、]", asked.norm)[-1]  # "two of us have 3 ..., how much each?": the asking clause
    return asks_mine(text) or asked.has("asks_per_head") or bool(re.search(_PATTERNS["asks_we"][text.lang], clause))


def _whole(text: Text, group: Span[int], others: list[int], beside: bool) -> bool:
    """Every player's points asked, not the group's one share: beside other players, everyone asked or no share
    (s15: "points?"); s21: the whole table in the group, its players listed or everyone asked ("los tres con 3
    (Iker, Nerea y yo). cuánto a cada uno?", "herkes kaç puan alır"), or each of us asked with no
    player told `beside` the group (s22)."""
    if others:
        return _asks_everyone(text) or not _asks_share(text)
    beside = beside or bool(re.search(_PATTERNS["asks_rest"][text.lang], text.norm))  # "dorduncu oyuncuda hic yok"
    return not text.has("asks_per_head") and not asks_mine(text) and (
        _asks_everyone(text) or _listed(text) == group.value or not beside and bool(
            re.search(_PATTERNS["each_of_us"][text.lang], text.norm)))


def _listed(text: Text) -> int:
    """How many players a list of names tells ("Iker, Nerea y yo", "Marcos, Inés and me"); 0 when none is."""
    m = re.search(_PATTERNS["listed"].get(text.lang, r"(?!)"), text.raw)
    return 0 if m is None else len(re.findall(_PATTERNS["listed_member"][text.lang], m.group(0)))


def _in_order(group: Span[int], rest: list[Span[int]], heads: list[int], shares: list[dict]) -> list[int]:
    """Every player's points in the order the question tells them: the group (players p0..), then each other count
    (`heads` players each) where it stands in the question."""
    points = {s["name"]: s["points"] for s in shares}
    told = [(group.start, [points["p0"]] * group.value)]
    at = group.value
    for c, k in zip(rest, heads, strict=True):
        told.append((c.start, [points[f"p{i}"] for i in range(at, at + k)]))
        at += k
    return [v for _, vs in sorted(told, key=lambda t: t[0]) for v in vs]


def _everyone(text: Text, at: int) -> bool:
    """"los cuatro tenemos 2": "the four of us" is everyone, so a count told beside it is one more (session 7)."""
    return text.lang == "es" and bool(re.search(r"\b(?:los|las)\s*$", text.norm[max(0, at - 5) : at]))


# s9: another group's size, right before its count ("the other 2 have 1", "los otros dos tienen 1", "残りの2人は1枚")
_OTHER_GROUP = _PATTERNS["other_group"]
# s9: the speaker told as one of the group by its count ("I'm one of the ones with 4", "yo soy de los de 4")
_MINE_BY_COUNT = _PATTERNS["mine_by_count"]


def _other_sizes(text: Text) -> list[Span[int]]:
    """The numbers that tell the size of another group, each right before that group's count."""
    out = []
    for n in text.numbers:
        m = re.search(_OTHER_GROUP[text.lang], text.norm[: n.end])
        if m and m.end(1) == n.end:
            out.append(n)
    return out


def _no_counts(text: Text, group: Span[int]) -> tuple[list[Span[int]], ...]:
    """The numbers beside a group's that are no count: "(I'm one of the three)", "the 4th player", the group's own
    size, another group's size and "yo soy de los de 4", "somos cuatro" (s9)."""
    member = [n for m in re.finditer(_MEMBER[text.lang], text.norm) if int(m.group(2)) == group.value
              for n in text.numbers if m.start() <= n.start < m.end()]  # "(I'm one of the three)"
    nexts = [n for n in text.numbers if n.value == group.value + 1 and re.match(_NEXT[text.lang], text.norm[n.end :])]
    told_group = [n for n in text.numbers if any(g.start <= n.start < g.end for g in _groups(text))]
    by_count = [n for n in text.numbers if re.search(_MINE_BY_COUNT[text.lang], text.norm[: n.end])]
    return member, nexts, told_group, _other_sizes(text), by_count, we_told(text)


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
    member, nexts, told_group, sizes, by_count, we_are = _no_counts(text, group)
    skip = {n.start for n in member + nexts + told_group + sizes + by_count + we_are}
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
    # s9: "los otros 2 tienen 1": a count told after another group's size is that many players'
    heads = [next((z.value for z in sizes if 0 <= c.start - z.end <= 12), 1) for c in rest]
    others = [v for c, k in zip(rest, heads, strict=True) for v in [c.value] * k]
    if len(sizes) > len(rest) or any(m.value != own.value for m in by_count):
        return None  # a group's size told with no count, or "I'm one of the 4s" where the group has 3
    btype = next(iter(types))
    values = [own.value] * group.value + others
    told_players = {n.value for n in text.numbers if n.start in guards.told_players(text) and n.start not in skip
                    and n.value > 1}  # "1人何点": each one's points, no number of players
    if (
        len(values) not in api.registration("alhambra").players
        or beyond_the_box(btype, values)
        or told_players
        and told_players != {len(values)}
        or any(n.value != len(values) for n in we_are)
    ):
        return None
    report = api.alhambra_score_counts(rnd, {f"p{i}": {btype: v} for i, v in enumerate(values)}, told=True)
    share = next(s for s in report["majorities"][btype] if s["name"] == "p0")["points"]
    groups = list({s["place"]: s for s in report["majorities"][btype]}.values())
    read_text = say("group.read", lang, round=rnd, type=building(btype, lang), n=group.value, count=own.value)
    if others:
        read_text += say("group.others", lang, counts=", ".join(map(str, others)))
    # s14: "¿qué recibe cada uno de los dos primeros y el tercero?": everyone's points, in the order told
    whole = _whole(text, group, others, bool(nexts))
    answer = _in_order(group, rest, heads, report["majorities"][btype]) if whole else share
    return {
        "rule": "alhambra.scoring.ties",
        "read": sentence([read_text], lang),
        "verdict": sentence([majority_names.group_text(s, rnd, lang) for s in groups] + box_note(btype, values, lang),
                            lang)
        + say("space", lang)
        + sentence([say("group.each", lang, n=group.value, points=share)], lang),
        "answer": answer,
        "counts": [n.value for n in member + nexts + told_group + sizes + by_count + we_are] + per_head_numbers(text)
        + [n.value for n in text.numbers if n.start in guards.told_players(text) and n.value == len(values)],
    }

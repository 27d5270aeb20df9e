"""Alhambra majorities told by places, not by counts: "Mia and I are tied for first, Raj is third", "Zeynep ile ben
birinciliği paylaşıyoruz, Emre üçüncü", "empatamos los tres en primer lugar", "私と健が同点1位、美香が3位", "all three
of us have the same number".

Read: one building type, one scoring round, no count; each part of the sentence (between commas and full stops)
tells one place (a word of `places` in data/worked/words.yaml) and who holds it: one player, or players who share it
(a tie word, and how many: the next place told, "both", "los tres", "3人", or the names joined by "and"). The
places told must be those such a ranking fills (two tied for first, then third). Counts that rank the players so
are scored by assistant.api.alhambra_score_counts, as a majority told by counts is.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.worked.alhambra_majority import asks_mine
from assistant.worked.alhambra_money import scorings
from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text, fold, words
from assistant.worked.say import building, join, say, sentence

_PATTERNS = patterns("alhambra_places")

GAME = "alhambra"

_PARTS = re.compile(r"[,;.、。:!?]")
# how many players a group is, told with the players' word: "both", "all 3 of us", "los 3", "ucumuz", "3人"
_GROUP = {"en": [(r"\bboth\b", 2), (r"\b(\d) of us\b", 0)],
          "tr": [(r"\bikimiz", 2), (r"\b(\d)'?(?:umuz|imiz|uz|iz)", 0)],
          "es": [(r"\b(?:ambos|ambas)\b", 2), (r"\b(?:los|las|todos los|todas las) (\d)\b", 0)],
          "ja": [(r"(\d)人", 0), (r"二人|ふたり", 2)]}
_JOIN = _PATTERNS["join"]


def _places(text: Text) -> list[Span[int]]:
    """The places named, not the round's ordinal ("third scoring") nor inside a longer word."""
    table = {fold(str(k), text.lang): v for k, v in words()["places"][text.lang].items()}
    rounds = text.find("round")
    out = []
    for word, value in table.items():
        pat = re.escape(word) if text.lang == "ja" else rf"(?<!\w){re.escape(word)}(?=\w*)"
        for m in re.finditer(pat, text.norm):
            if text.lang != "tr" and text.lang != "ja" and re.match(r"\w", text.norm[m.end():m.end() + 1]):
                continue
            if any(0 <= r.start - m.end() <= 2 or 0 <= m.start() - r.end <= 2 for r in rounds):
                continue  # "third scoring", "ikinci puanlama": the round
            out.append(Span(m.start(), m.end(), value))
    return sorted(out, key=lambda s: s.start)


def _group_size(part: str, lang: str) -> tuple[int, list[int]]:
    """How many players a part tells (0: not told), and the numbers that told it."""
    for pattern, size in _GROUP[lang]:
        m = re.search(pattern, part)
        if m:
            return (size or int(m.group(1))), ([] if size else [int(m.group(1))])
    before = re.split(r"\s(?:are|is|were|have|got|get)\s|(?:が|は|も)", part)[0] if lang in ("en", "ja") else part
    names = [n for n in re.split(_JOIN[lang], before) if n.strip()]
    return (len(names) if len(names) >= 2 else 0), []


def situation(text: Text) -> tuple[str, int, list[tuple[int, int]], list[int]] | None:
    """(building type, round, the groups as (place, players) in the question's order, the numbers read)."""
    types = {s.value for s in text.named("building_types")}
    if len(types) != 1 or text.has("dirk") or text.has("money") or text.has("pay") or not text.has("place_tie"):
        return None
    places = _places(text)
    rnd, used = text.round_read(scorings())
    if rnd is None and places:  # "the last scoring I'm first in arcades": the place's ordinal is no round
        blank = text.norm
        for p in places:
            blank = blank[:p.start] + " " * (p.end - p.start) + blank[p.end:]
        rnd, used = Text(blank, text.lang).round_read(scorings())
    if rnd is None:
        return None
    stated = [rnd]
    groups: list[tuple[int, int, bool]] = []  # (place, players or 0 when to be found, a tie)
    bounds = _bounds(text, places)
    for start, end in zip(bounds, bounds[1:], strict=False):
        inside = [p for p in places if start <= p.start < end]
        part = Text(text.norm[start:end], text.lang)
        tie = part.has("place_tie")
        if len(inside) > 1:
            return None
        size, told = _group_size(part.norm, text.lang) if tie else (1, [])
        stated += told
        if inside:
            groups.append((inside[0].value, size, tie))
        elif tie and told and not groups and not places:  # "all 3 of us have the same number": everyone first
            groups.append((1, size, True))
    if not groups:
        return None
    return _ranking(next(iter(types)), rnd, groups, stated + [p.value for p in places], text, used)


def _bounds(text: Text, places: list[Span[int]]) -> list[int]:
    """Where the parts of the question start (its punctuation), and in a part telling two places the "and" between
    them ("Eva y yo empatamos en primer lugar y Pati es tercera"): one place a part."""
    bounds = [0, *(m.start() for m in _PARTS.finditer(text.norm)), len(text.norm)]
    out = []
    for start, end in zip(bounds, bounds[1:], strict=False):
        out.append(start)
        inside = [p for p in places if start <= p.start < end]
        if len(inside) == 2:
            joins = list(re.finditer(_JOIN[text.lang], text.norm[inside[0].end:inside[1].start]))
            if joins:
                out.append(inside[0].end + joins[-1].start())
    return [*out, len(text.norm)]


def _ranking(btype: str, rnd: int, groups: list[tuple[int, int, bool]], stated: list[int], text: Text,
             used: set[int]) -> tuple[str, int, list[tuple[int, int]], list[int]] | None:
    """The groups when their places are those a ranking fills; a tie's size from the next place when untold."""
    ordered = sorted(groups)
    out = {}
    expected = 1
    for i, (place, size, tie) in enumerate(ordered):
        if place != expected:
            return None
        if tie and i + 1 < len(ordered) and (not size or size == ordered[i + 1][0] - place):
            size = ordered[i + 1][0] - place
        if not size or (tie and size < 2):
            return None
        out[place] = size
        expected = place + size
    places = _places(text)
    told = stated[1:len(stated) - len(places)]  # the group sizes told ("all 3 of us"), after the round
    # a number is the round's, a place's ("3rd") or a group's size: not one that only equals the round by chance
    if any(n.start not in used and not any(p.start <= n.start < p.end for p in places) and n.value not in told
           for n in text.numbers):
        return None  # a count or another number the places do not account for
    total = sum(out.values())
    if total not in api.registration("alhambra").players or len(out) != len(groups):
        return None
    return btype, rnd, [(p, out[p]) for p, _, _ in groups], stated


def read(text: Text, lang: str) -> dict | None:
    found = situation(text)
    if found is None:
        return None
    btype, rnd, groups, stated = found
    mine = None
    told_end = max([p.end for p in _places(text)] + [n.end for n in text.numbers], default=0)
    if asks_mine(text, told_end):  # "bana kaç puan?": the speaker's group's share
        mine = _speakers_group(text)
        if mine is None:
            return None
    seats = [place for place, size in groups for _ in range(size)]
    keys = [f"p{i}" for i in range(len(seats))]
    top = max(seats) + 1
    report = api.alhambra_score_counts(rnd, {k: {btype: top - p} for k, p in zip(keys, seats, strict=True)})
    standings = {s["name"]: s for s in report["majorities"][btype]}
    shares = [standings[k]["points"] for k in keys]
    labels = [say("majority.player", lang, n=i + 1) for i in range(len(keys))]
    parts = []
    for s in {s["place"]: s for s in report["majorities"][btype]}.values():
        n = len(s["tied_with"]) + 1
        if n == 1:
            parts.append(say("places.alone", lang, place=s["place"], points=s["points"]))
            continue
        exact = f"{s['pot'] / n:.2f}".rstrip("0").rstrip(".").replace(".", say("decimal_mark", lang))
        parts.append(say("places.tie_rounded" if s["rounded_down"] else "places.tie", lang, n=n, places="–".join(
            map(str, (s["places"][0], s["places"][-1]))), parts=" + ".join(map(str, s["parts"])), points=s["points"],
            exact=exact))
        if s["unpaid"]:
            parts[-1] += say("majority.unpaid", lang, round=rnd, unpaid=join(s["unpaid"], lang))
    told = join([say("places.place", lang, name=n, place=p) for n, p in zip(labels, seats, strict=True)], lang)
    total = say("majority.total", lang, shares=join(
        [say("majority.share", lang, name=n, points=p) for n, p in zip(labels, shares, strict=True)], lang))
    return {"rule": "alhambra.scoring.ties", "read": sentence([say("places.read", lang, round=rnd, type=building(
        btype, lang), places=told)], lang), "verdict": sentence(parts, lang) + say("space", lang)
        + sentence([total], lang), "answer": shares if mine is None else standings[keys[seats.index(mine)]]["points"],
        "stated": stated}


def _speakers_group(text: Text) -> int | None:
    """The place of the part that names the speaker ("ben ve Ebru ikincilikte berabere"), when one part does."""
    asking = [s for s in text.find("asks_mine")]
    bounds = [0, *(m.start() for m in _PARTS.finditer(text.norm)), len(text.norm)]
    found = set()
    for start, end in zip(bounds, bounds[1:], strict=False):
        inside = [p for p in _places(text) if start <= p.start < end]
        me = [s for s in text.find("I") if start <= s.start < end and not any(
            a.start <= s.start < a.end for a in asking)]
        if inside and me:
            found.add(inside[0].value)
    return found.pop() if len(found) == 1 else None

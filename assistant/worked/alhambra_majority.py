"""Alhambra majorities told as counts: "we both have 3 towers in round 2, who gets what?".

Read: one building type, one scoring round, the counts in the order the question gives them ("both" / "each"
doubles a single count; Dirk's count is the one next to his name). Decided by assistant.api.alhambra_score_counts,
whose standings say every place, tie, pot and share; the verdict quotes them.
"""

from __future__ import annotations

from assistant import api
from assistant.worked.reading import Span, Text
from assistant.worked.say import building, join, say, sentence

GAME = "alhambra"
DIRK = "Dirk"


def _counts(text: Text, used: set[int]) -> list[Span] | None:
    """The numbers that are building counts: not the round's, not a number of points or of players."""
    points = text.find("point_word") + text.find("players")
    out = []
    for n in text.numbers:
        if n.start in used:
            continue
        # "13 points", "3 players": not a count
        if any(0 <= p.start - n.end <= 2 and not text.norm[n.end:p.start].strip(" -") for p in points) and not any(
                0 <= t.start - n.end <= 2 for t in text.named("building_types")):
            continue
        out.append(n)
    return out


def read(text: Text, lang: str) -> dict | None:
    types = {s.value for s in text.named("building_types")}
    if len(types) != 1 or not (text.has("points") or text.has("how_many")):
        return None
    if text.has("pay") or text.has("money") or text.has("tiles") and not text.has("round"):
        return None
    btype = next(iter(types))
    rnd, used = text.round_read()
    if rnd is None:
        return None
    counts = _counts(text, used)
    if not counts or any(not 0 < c.value <= 20 for c in counts):
        return None
    values = [c.value for c in counts]
    others = text.find("nobody_else")
    if any(n.start > o.start for o in others for n in counts) or text.has("both") and len(values) != 1:
        return None  # "nobody else has more than 1", "we both have 3 and he has 2": not told as plain counts
    if len(values) == 1:
        if not text.has("both"):
            return None
        values = values * 2
        counts = counts * 2
    dirk_at = text.find("dirk")
    dirk_index = None
    if dirk_at:
        near = [i for i, c in enumerate(counts) if any(-16 <= c.start - d.end <= 16 or -8 <= d.start - c.end <= 8
                                                       for d in dirk_at)]
        if len(set(near)) != 1 or len(values) != 3:
            return None
        dirk_index = near[0]
    if not 2 <= len(values) <= api.facts("alhambra")["players"]["max"]:
        return None
    names = []
    for i in range(len(values)):
        names.append(DIRK if i == dirk_index else say("majority.player", lang, n=len(names) + 1 - (
            1 if dirk_index is not None and i > dirk_index else 0)))
    keys = [f"p{i}" for i in range(len(values))]
    players = {k: {btype: v} for k, v, i in zip(keys, values, range(len(values)), strict=True) if i != dirk_index}
    dirk = {btype: values[dirk_index]} if dirk_index is not None else None
    report = api.alhambra_score_counts(rnd, players, dirk=dirk)
    standings = {s["name"]: s for s in report["majorities"][btype]}
    key_of = {k: ("Dirk" if i == dirk_index else k) for i, k in enumerate(keys)}
    label = dict(zip(keys, names, strict=True))
    dirk_name = next((n for n in standings if n not in keys), None)
    if dirk_index is not None:
        key_of[keys[dirk_index]] = dirk_name
    shares = [standings[key_of[k]]["points"] for k in keys]
    # each group of equal counts once, best first
    parts, seen, tie = [], set(), False
    for s in report["majorities"][btype]:
        if s["place"] in seen:
            continue
        seen.add(s["place"])
        n = len(s["tied_with"]) + 1
        if n == 1:
            text_part = say("majority.alone", lang, count=s["count"], place=s["place"], points=s["points"])
        else:
            tie = True
            exact = f"{s['pot'] / n:.2f}".rstrip("0").rstrip(".").replace(".", say("decimal_mark", lang))
            text_part = say("majority.tie_rounded" if s["rounded_down"] else "majority.tie", lang, n=n,
                            count=s["count"], places="–".join(map(str, (s["places"][0], s["places"][-1]))),
                            parts=" + ".join(map(str, s["parts"])), points=s["points"], exact=exact)
        if s["unpaid"]:
            text_part += say("majority.unpaid", lang, round=rnd, unpaid=join(s["unpaid"], lang))
        parts.append(text_part)
    total = say("majority.total", lang, shares=join(
        [say("majority.share", lang, name=label[k], points=p) for k, p in zip(keys, shares, strict=True)], lang))
    counts_text = join([say("majority.count", lang, name=label[k], count=v) for k, v in zip(keys, values, strict=True)],
                       lang)
    return {
        "rule": "alhambra.scoring.ties" if tie else "alhambra.scoring.majority",
        "read": sentence([say("majority.read", lang, round=rnd, type=building(btype, lang), counts=counts_text)], lang),
        "verdict": sentence(parts, lang) + say("space", lang) + sentence([total], lang),
        "answer": shares,
    }

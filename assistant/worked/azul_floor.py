"""Azul floor lines told in a question: "4 tiles on my floor and the first player marker, how many points do I
lose?", "my score is 3 and 5 tiles fall to the floor: my score now?".

The tiles (and the marker) are taken from the centre to the floor line by assistant.api.move, so the engine lays
them out (beyond the 7th space to the lid); assistant.api.score reports the penalty and the new score, never below 0.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.games import JSON
from assistant.worked import azul_floor_list, azul_gain, guards
from assistant.worked.azul_speaker import as_speaker
from assistant.worked.patterns import patterns
from assistant.worked.players import names_another
from assistant.worked.reading import Span, Text
from assistant.worked.say import say, sentence

_PATTERNS = patterns("azul_floor")

GAME = "azul"
ME = "P1"


def _near(n: Span[int], spans: list[Span[str]], after: int = 3, before: int = 0) -> bool:
    return any(0 <= s.start - n.end <= after or 0 <= n.start - s.end <= before for s in spans)


def marker_read(text: Text) -> bool | None:
    """True with the first player marker, False without it (said so), None when it is not mentioned."""
    markers = text.find("marker")
    if not markers:
        return None
    # s8: not the "yok" of "başka bir şey yok", "nothing else" (the floor's list ends there)
    rest = [m.span() for m in re.finditer(azul_floor_list.NOTHING_ELSE[text.lang], text.norm)]
    negations = [n for n in text.find("without") if not any(a <= n.start < b for a, b in rest)
                 and not text.norm[: n.start].endswith("しか")]  # s20: "3点しかない" is "only 3 points"
    if any((-24 <= m.start - n.end <= 24 or -24 <= n.start - m.end <= 24) and not _sentence_between(text, m, n)
           for m in markers for n in negations):
        return False
    return not _not_mine(text)


def _sentence_between(text: Text, a: Span, b: Span) -> bool:
    """s20: a sentence's end between two words ("マーカー込みで6個ある。壁の得点はなし"): the negation is another's."""
    return bool(re.search(r"[.!?。！？]", text.norm[min(a.end, b.end) : max(a.start, b.start)]))


def _not_mine(text: Text) -> list[Span[str]]:
    """"i dont have the first player tile", "işaret bende yok", "マーカーは持ってない": the words that say the marker is
    not the speaker's, before it (after it in Turkish and Japanese)."""
    verb_last = text.lang in ("tr", "ja")
    rest = [m.span() for m in re.finditer(azul_floor_list.NOTHING_ELSE[text.lang], text.norm)]  # s8: "başka şey yok"
    return [n for n in text.find("marker_not_mine") for m in text.find("marker")
            if not any(a <= n.start < b for a, b in rest) and not _sentence_between(text, m, n)
            if (0 <= n.start - m.end <= 16 if verb_last else 0 <= m.start - n.end <= 16)]


_NOT_EN = r"\b(?:do|did|does|is|are|was|were|have|has|had|ca|could|wo|would|should)n'?t\b"


def marker_unsure(text: Text) -> bool:
    """A negation beside the marker that is none of the shapes read ("4 tiles and the marker, I didn't take
    anything else"): whether the marker lies there is not sure."""
    read = text.find("without") + _not_mine(text) + text.find("did_not_fit")  # s13: "2 reds that didn't fit"
    spans = [s for s in text.find("negation") if not (text.lang == "es" and s.value == "nos")]
    if text.lang == "en":
        spans += [Span(m.start(), m.end(), m.group(0)) for m in re.finditer(_NOT_EN, text.norm)]
    near = [s for s in spans for m in text.find("marker")
            if -24 <= m.start - s.end <= 24 or -24 <= s.start - m.end <= 24]
    return any(not any(r.start <= s.start < r.end or s.start <= r.start < s.end for r in read) for s in near)


def _marker_elsewhere(text: Text) -> bool:
    """The marker told in a part that names a player ("Ana has the first player marker", "健はマーカーを持って
    いる"): maybe not the speaker's (no verdict is safe)."""
    for part in re.split(r"[,;、。.!?]|\b(?:and|but|ve|ama|y|pero)\b", text.raw):
        shouted = re.sub(r"\b[A-ZÇĞİÖŞÜ]{2,}\b", lambda m: m.group(0).lower(), part)  # "I do NOT have": no name
        if Text(part, text.lang).has("marker") and names_another(shouted, text.lang):
            return True
    return False


def more_after(text: Text, n: Span[int], m: Span[str]) -> bool:
    """"3 more", "2 karo daha", "4 más" (not "3 azulejos más la ficha": plus), in Japanese "さらに3枚"."""
    if text.lang == "ja":
        return 0 <= n.start - m.end <= 3
    gap = text.norm[n.end : m.start]
    if not 0 <= m.start - n.end <= 10 or re.search(r"[,;.:()!?]", gap):
        return False
    return not (text.lang == "es" and re.match(r"\s+(?:la|el|los|las|un|una|\d)\b", text.norm[m.end :]))


def _one_by_article(text: Text) -> bool:
    """A tile told by the article that is also "one" ("un azulejo", "bir karo", "a tile"), outside the marker's
    words: a count this reader does not read."""
    marks = text.find("marker")
    for t in text.find("tiles"):
        if any(m.start <= t.start < m.end for m in marks):
            continue
        if re.search(r"\b(?:un|una|bir|a|an|one)\s+$", text.norm[max(0, t.start - 8) : t.start]):
            return True
    return False


def _full(text: Text) -> tuple[int, int | None, bool | None, bool] | None:
    """"My floor line is full (7 tiles)": every space taken; "already full and 3 more fall": not told.
    s20: "full (all 7 spaces), 2 more didn't fit, score was 20": the tiles past the spaces go to the lid and cost
    nothing; a number after a word of the score is the score before."""
    spaces = api.facts("azul")["floor_spaces"]
    # s10: "completely full, 7 tiles, no marker": the marker told absent is no marker on the floor
    one_of_them = _one_of(text)  # s20: "(one is the marker)"
    if text.has("marker") and marker_read(text) is not False and not one_of_them or not (
            text.has("lose") or text.has("point_word") or text.has("now")):
        return None
    extras, said = full_extras(text), text.find("score_have") + text.find("score_before")
    score = None
    for n in text.numbers:
        if n in extras or n.value == spaces and not _near(n, said, before=12, after=0) or one_of_them and \
                one_of_them.start() <= n.start < one_of_them.end():
            continue
        if score is not None or not (_near(n, said, before=12, after=0) or _score_alone(text, n)):
            return None
        score = n.value
    asks_now = _asks_now(text)
    if (score is None) == asks_now or extras and not asks_now:  # extras, the points asked: azul_lid.py's
        return None  # the new score asked with no score before, or a score before with no new score asked
    return (spaces - 1 if one_of_them else spaces), score, (True if one_of_them else None), asks_now


def _one_of(text: Text) -> re.Match | None:
    return re.search(_PATTERNS["marker_one_of"][text.lang], text.norm) if text.has("full") else None


def _asks_now(text: Text) -> bool:
    return text.has("now") or text.has("round_now")


def full_extras(text: Text) -> list[Span[int]]:
    """s20: the tiles told past a full floor ("2 more that didn't fit", "3 karo daha sığmadı"): they go to the lid."""
    if not text.has("full"):
        return []
    misfit = text.find("did_not_fit")
    return [n for n in text.numbers if any(more_after(text, n, m) for m in text.find("more"))
            or _near(n, misfit, after=24, before=0)]


def _without_marker(text: Text) -> str:
    """The folded question with the marker's words blanked: the 1 of "1. oyuncu işareti" is no count or place."""
    norm = text.norm
    for m in text.find("marker"):
        norm = norm[: m.start] + " " * (m.end - m.start) + norm[m.end :]
    return norm


def _read_elsewhere(text: Text) -> bool:
    """The situations the other floor readers read: the wall's points this round told too (azul_round.py), tiles
    coming on top of those there or the lid asked (azul_lid.py)."""
    if text.has("wall") and (len(text.numbers) > 2 or text.has("nothing_placed")) or re.search(
            azul_floor_list.NO_LINE[text.lang], text.norm):  # s8: "I didn't finish any line": azul_round.py's
        return True
    if azul_gain.gain_told(text):  # s11: "al alicatar saqué 7": the wall's 7 points, not 7 floor tiles
        return True
    if re.search(_BEFORE_FLOOR[text.lang], text.norm):  # s11: "15 before the floor penalty": azul_round.py's
        return True
    on_top = len(text.numbers) > 1 or text.has("full") or text.has("already")  # "4 fichas más" alone: 4 besides
    return text.has("lid") or on_top and any(more_after(text, n, m) for m in text.find("more") for n in text.numbers)


def _score_alone(text: Text, n: Span[int]) -> bool:
    """s10: a number right after a word of the score before ("I had 12", "tenía 9"), no tile word beside it."""
    said = text.find("score_before") + text.find("score_have")
    return _near(n, said, after=0, before=2) and not _near(n, text.find("tiles"), after=3)


def _tiles_of(text: Text, candidates: list[Span[int]]) -> tuple[int, list[Span[int]]] | None:
    """(the floor's tiles, the other numbers) among the numbers that are no score of points."""
    counted = [n for n in candidates if _near(n, text.find("tiles"), after=3)]
    if len(counted) == 1:
        return counted[0].value, [n for n in candidates if n is not counted[0]]
    if len(candidates) == 1 and not _score_alone(text, candidates[0]):
        return candidates[0].value, []
    if len(candidates) == 1 and text.has("only") and marker_read(text):
        return 0, candidates  # s10: "only the marker on my floor. I had 12": 12 is the score, the floor holds none
    if len(candidates) == 1 and text.has("only") and marker_read(text) is False and _one_by_article(text) and len(
            [t for t in text.find("tiles") if not any(m.start <= t.start < m.end for m in text.find("marker"))]) == 1:
        return 1, candidates  # s10: "puanım 4, zeminde sadece bir karo var (başlangıç karosu yok)": one tile
    if not candidates and (text.has("only") or text.has("nothing")) and (marker_read(text) or first_mine(text)):
        if _one_by_article(text):
            return None  # "solo tengo un azulejo ... más la ficha": a tile told by its article, not the marker alone
        return 0, []  # "only the first player marker on my floor"
    if not candidates and text.has("only") and _one_by_article(text) and not text.has("marker") and len(
            text.find("tiles")) == 1:
        return 1, []  # s8: "solo una ficha en el suelo, nada más": one tile told by its article
    return None


def _told(text: Text) -> tuple[int, int | None, bool | None, bool] | None:
    """(tiles, the score before or None, the marker: True / False / not said, whether the new score is asked)."""
    if not text.has("floor") or text.has("line") and not text.has("marker") and text.named("colours"):
        return None
    elsewhere = _read_elsewhere(text) and not (full_extras(text) and _asks_now(text)) and not (
        text.has("full") and azul_floor_list.wall_nothing(text))  # s21: "full ... no lines completed": read here
    if elsewhere or text.has("opponent") or _marker_elsewhere(text) or marker_unsure(text):
        return None  # "my opponent has the first player marker": whose floor holds what is not one player's
    if text.has("full"):
        return _full(text)
    if text.has("wall") and any((t := Text(c, text.lang)).has("floor") and t.has("empty") and not re.search(r"\d", c)
                                for c in re.split(r"[,;.!?、。]|\band\b|\bve\b|\by\b", text.norm)):
        return None  # s21: "one tile on the wall, my floor is empty": the numbers are the wall's, not the floor's
    if re.search(r"\d(?:st|nd|rd|th|\.\s|\. |番目|枚目|個目|つ目|º|ª|o\b|a\b)", _without_marker(text)):
        return None  # "the 6th floor space", "4. yer": one space's penalty, not a floor of that many tiles
    lose = text.find("lose")
    if any(0 <= s.start - n.end <= 1 for n in text.numbers for s in lose):
        return None  # "if I lose 6": points, not tiles
    asks_now = _asks_now(text)
    if not (text.has("lose") or asks_now or text.has("how_many") or text.has("points")):
        return None
    # tr "düşer", "gider" are points dropping or tiles falling ("kaçı zemine düşer"): not points asked alone
    lose_asked = [s for s in text.find("lose") if not (text.lang == "tr" and s.value in ("dus", "gider"))]
    if not (lose_asked or asks_now or text.has("point_word")) and text.has("take"):
        return None  # "I took 4 blue, how many go to the floor?": tiles taken, and tiles asked, not points
    points = text.find("points")
    score_words = text.find("score_have") + text.find("score_before")
    score, tiles = None, None
    candidates = []
    for n in text.numbers:
        if _near(n, points, after=2) and not _near(n, text.find("tiles"), after=3):
            if score is not None:
                return None
            score = n.value
        else:
            candidates.append(n)
    chosen = _tiles_of(text, candidates)
    if chosen is None:
        return None
    tiles, others = chosen
    if others:
        if score is not None or len(others) != 1 or not _near(others[0], score_words, before=12, after=0) and not \
                any(0 <= others[0].start - s.end <= 12 for s in score_words):
            return None
        score = others[0].value
    if asks_now and score is None:
        return None
    if score is not None and not asks_now:
        return None  # "5 tiles cost 8 points?", "and me with 2?": a number of points that is no score before
    marker = marker_read(text)
    marker = True if marker is None and first_mine(text) else marker
    if marker and text.has("including"):
        tiles -= 1  # "4 tiles including the marker": 3 and the marker
    if not 0 <= tiles <= 20 or (tiles == 0 and not marker):
        return None
    return tiles, score, marker, asks_now


_MARKER_BY_NUMBER = _PATTERNS["marker_by_number"]
_BEFORE_FLOOR = patterns("azul_round")["before_floor"]  # the score told once the wall is scored
_FIRST_PERSON = _PATTERNS["first_person"]


# s8: the parts of a question, a clause that restates the one before ("yani", "so", "o sea", "つまり") a part too
RESTATED = r"[,;.!?、。:]|\b(?:yani|that is|i\.e\.|o sea|osea|es decir)\b|つまり"


def first_told(text: Text) -> bool | None:
    """True when the speaker took first from the centre ("ortadan ilk ben aldım", "I'm the first one to take
    from the centre", "fui el primero en coger del centro", "このラウンド最初に中央から取った"): the marker comes
    along; False when they say they did not, the negation beside it ("I'm not first from the middle"); None when
    not told, told of another player, or a negation elsewhere in that part."""
    before = ""
    for part in re.split(RESTATED, text.raw):  # s8: "ilk alan ben değildim yani başlangıç taşı bende değil"
        told = Text(part, text.lang)
        if told.has("first_from_centre"):
            # s15: "I took 5 black from the centre, first from the centre": the phrase alone, the speaker's before
            alone = told.find("first_from_centre")[0].start <= 1 and re.search(_FIRST_PERSON[text.lang], before)
            if names_another(part, text.lang) or not (re.search(_FIRST_PERSON[text.lang], told.norm) or alone):
                return None
            spans = told.find("negation") + [Span(m.start(), m.end(), "") for m in re.finditer(_NOT_EN, told.norm)
                                              if text.lang == "en"]
            first = told.find("first_from_centre")[0]
            if not spans:
                return True
            beside = all(0 <= first.start - n.end <= 12 or 0 <= n.start - first.end <= 12 for n in spans)
            return False if beside else None
        before = told.norm
    return None


def first_mine(text: Text) -> bool:
    return first_told(text) is True


def _negations_read(text: Text, marker: bool | None) -> bool:
    """Every negation of the question is one read here: the floor holding nothing else ("başka zemin karosu yok",
    no number in that part), the marker not taken."""
    kept = []
    for part in re.split(r"[,;.!?、。:]", text.norm):
        told = Text(part, text.lang)
        nothing_else = re.search(azul_floor_list.NOTHING_ELSE[text.lang], told.norm) and not told.numbers  # s8
        wall_nothing = text.has("full") and azul_floor_list.wall_nothing(told)  # s21: "no lines completed"
        if not (told.has("floor") and told.has("nothing") and not told.numbers or nothing_else) and not (
                told.has("marker") and marker is False) and not wall_nothing:
            kept.append(part)
    return not guards.negated(Text(" ; ".join(kept), text.lang))


def _overflow_apart(text: Text) -> tuple[Text, int] | None:
    """s19: "9 tiles on my floor, it filled up and 2 went to the lid": the clauses that tell the floor full and the
    tiles past its spaces going to the lid, dropped when the count there is the tiles told less the floor's spaces
    (the engine lays them out itself); (the question without them, the lid's count), else None."""
    if not text.has("lid") or len(text.numbers) != 2:
        return None
    parts = [Text(p, text.lang) for p in re.split(r"[,;.!?、。]|\b(?:and|ve|y)\b", text.norm)]
    lid = [p for p in parts if p.has("lid")]
    if len(lid) != 1 or len(lid[0].numbers) != 1:
        return None
    beyond = lid[0].numbers[0].value
    told = [p for p in parts if p is not lid[0]]
    rest = Text(" , ".join(t.norm for t in told if not (t.has("full") and not t.numbers)), text.lang)
    if len(rest.numbers) != 1 or rest.numbers[0].value - api.facts(GAME)["floor_spaces"] != beyond:
        return None
    return rest, beyond


def read(text: Text, lang: str) -> dict | None:
    apart = _overflow_apart(text)
    if apart is not None:
        out = _read_told(apart[0], lang)
        if out is not None:
            out["counts"] = [*out["counts"], apart[1]]
        return out
    return _read_told(text, lang)


def _read_told(text: Text, lang: str) -> dict | None:
    # s11: "the starting player tile", "the 1st player marker" are the marker; s14: "Ayşe ... Ayşe kaç kaybeder"
    said = azul_gain.marker_said(as_speaker(text, asked=True))
    ones = len(text.numbers) - len(said.numbers)  # the 1 of "1st", read here
    floor = azul_floor_list.prepare(said)  # s8: a floor told as colours, the marker told as another's
    out = None if floor is None else _read(floor.text, lang, floor.marker_elsewhere)
    if out is None or floor is None:
        return None
    out["counts"] += floor.counts + [1] * ones
    out["marker_read"] = out["marker_read"] or floor.marker_elsewhere
    out["sequence_read"] = floor.sequence_read or guards.then_before(text, "floor")  # s21: "3 points and then 5 tiles"
    return out


def _read(text: Text, lang: str, elsewhere: bool) -> dict | None:
    by_number = re.search(_MARKER_BY_NUMBER[lang], text.norm) if text.has("first_from_centre") else None
    if by_number:  # "the 1 token", "1 karosu", "la ficha del 1": the marker named by the 1 printed on it
        text = Text(text.norm[: by_number.start()] + " " + text.norm[by_number.end() :], lang)
    told = _told(text)
    if told is None:
        return None
    tiles, score, marker, asks_now = told
    mine = marker is None and first_mine(text)
    marker = True if mine else (False if elsewhere else marker)
    centre = ["blue"] * tiles + (["first"] if marker else [])
    position: JSON = {"game": "azul", "wall_variant": "colored",
                      "players": [{"name": ME, "score": score or 0, "pattern_lines": [{"count": 0}] * 5,
                                   "wall": ["....."] * 5, "floor": []}], "factories": [], "centre": centre}
    if tiles:
        after = api.move(position, {"action": "take", "player": ME, "from": "centre", "colour": "blue",
                                    "line": "floor"})["after"]
    else:  # the marker alone: it goes to the floor as a tile would
        after = {**position, "centre": [], "players": [{**position["players"][0], "floor": ["first"]}]}
    me = api.score(after)["players"][0]
    lost = -me["floor"]
    line = me["floor_line"]
    entries = len(line)
    spaces = api.facts("azul")["floor_spaces"]
    one_of = _one_of(text)  # "all 7 spots (1 is the marker)": 6 tiles and the marker, the 7 and the 1 read so
    extras = [n.value for n in full_extras(text)] if told[0] + (1 if one_of else 0) == spaces else []
    told_as = [] if one_of is None else [spaces] * any(n.value == spaces for n in text.numbers) + [1] * bool(
        re.search(r"\d", one_of.group(0)))
    extras_read = extras + told_as
    lid = tiles + (1 if marker else 0) - entries + sum(extras)
    summed = " + ".join(str(-e["penalty"]) for e in line) or "0"
    read_text = say("floor.read", lang, tiles=tiles, marker=say("floor.with_marker", lang) if marker else (
        say("floor.without_marker", lang) if marker is False else ""))
    if score is not None:
        read_text += say("floor.read_score", lang, score=score)
    verdict = say("floor.verdict", lang, entries=entries, sum=summed, lost=lost)
    if lid > 0:
        verdict += say("floor.lid", lang, lid=lid)
    rule = "azul.floor.penalties"
    if score is not None:
        verdict += say("floor.score", lang, before=score, lost=lost, unclamped=me["score_unclamped"],
                       score=me["score_after_round"])
        if me["clamped"]:
            verdict += say("floor.clamped", lang)
            rule = "azul.score.minimum" if asks_now else rule
    answer = me["score_after_round"] if asks_now else lost
    return {"rule": rule, "read": sentence([read_text], lang), "verdict": sentence([verdict], lang),
            "answer": answer, "position": after, "marker_read": mine or marker is not None,
            "negation_read": _negations_read(text, marker),
            "counts": ([tiles + 1] if marker and text.has("including") else []) + [1] * bool(by_number) + extras_read}

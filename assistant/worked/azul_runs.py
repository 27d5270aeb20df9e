"""An Azul tile's points told by the runs it makes, itself counted: "the tile completes a row of five, nothing above
or below it", "new tile makes a column of 4 counting itself, nothing left or right", "kendisi dahil dikeyde 3'lü,
yatayda 2'li", "横に自分込みで4つ並んだ。縦には何もない".

The runs become a wall around one space (the row run to its left, the column run above it) and a full pattern line
of that space's colour; assistant.api.score tiles it and reports both runs, which must be those told.
"""

from __future__ import annotations

import re

from assistant.azul.components import SIZE
from assistant.worked import azul_score_aside, azul_wall_time
from assistant.worked.azul_lines import line_told
from assistant.worked.azul_tiles import one_tile, run_wall
from assistant.worked.azul_wall_talk import asks_points, completes, talk
from assistant.worked.reading import Span, Text
from assistant.worked.say import say, sentence

GAME = "azul"
ME = "P1"
_SIDES = {"run_row": ("left", "right"), "run_column": ("above", "below")}


def _inclusive(text: Text, n: Span[int]) -> bool:
    """The number is a run with the tile in it: beside a word that says so ("a row of 5", "4 in a row", "3'lü",
    "自分込みで4つ", "5枚そろった"), or the wall's size when the tile completes its line ("(5 karo)"); "4 karo vardı,
    beşinciyi koydum" is no run of 4."""
    rest = re.split(r"[,;.、。]", text.norm[n.end:])[0][:24]
    if any(Text(rest, text.lang).has(side) for side in ("left", "right", "above", "below")):
        return False  # "3 in a column above it": the tiles beside it, not a run with it (azul_tiles.py)
    if talk(text, "itself_counted"):
        return True  # s8: "a run of 4 touching tiles counting it": every count a run (a side's was left out above)
    for m in text.find("run_of") + talk(text, "run_words"):
        gap = text.norm[m.end : n.start] if n.start >= m.end else text.norm[n.end : m.start]
        if len(gap) <= (6 if text.lang == "ja" else 3) and not re.search(r"[,;.、。()]", gap) or re.fullmatch(
                r"\s*[(（]\s*", gap):  # s8: "a pair (2 touching)"
            return True
    if text.lang == "ja" and any(s.value in ("自分込み", "込みで") for s in text.find("run_of")):
        return True  # "横3つ、縦4つ(どっちも自分込み)": every count told with the tile
    if re.match(r"\s?'?(?:li|lu|lı|lü|lik|luk)\b", text.norm[n.end :]) and text.lang == "tr":  # s14: "3 luk"
        return True
    return n.value == SIZE and completes(text)


def _nothing_on(text: Text, axis: str) -> bool:
    """The axis told empty: its side words, or its own word, beside a word of nothing ("nothing above or below",
    "ustunde altinda karo yok", "縦には何もない")."""
    spans = [s for side in _SIDES[axis] for s in text.find(side)] + text.find(axis)
    gap = 20 if text.lang in ("tr", "ja") else 16
    for s in spans:
        for n in text.find("nothing"):
            between = text.norm[s.end : n.start] if n.start >= s.end else text.norm[n.end : s.start]
            if len(between) <= gap and not re.search(r"[,;.、。]", between):
                return True
    return False


def _run(text: Text, axis: str, taken: set[int]) -> int | None:
    """The run told along an axis: the number beside its word ("row of 5", "5 en vertical", "縦4つ"), or the wall's
    size when the tile completes it; 1 when the axis is told empty; None when not told."""
    for s in text.find(axis):
        near = [
            n
            for n in text.numbers
            if n.start not in taken and (0 <= n.start - s.end <= 16 or 0 <= s.start - n.end <= 16)
        ]
        near = [n for n in near if not re.search(r"[,;、。]", _between(text, s, n))]
        if near:
            pick = min(near, key=lambda n: abs(n.start - s.start))
            taken.add(pick.start)
            return pick.value
    if text.find(axis) and completes(text) and not _nothing_on(text, axis):
        return SIZE
    return 1 if _nothing_on(text, axis) else None


def _nearest_axis(text: Text, taken: set[int]) -> dict[str, int] | None:
    """Each count with the line's word nearest it in its clause ("a vertical line of 5 in its column, and in its row
    a pair (2 touching)"), a word before the count nearer than one after; None when a line gets two counts."""
    out: dict[str, int] = {}
    reach = 12 if text.lang == "ja" else 30
    for n in text.numbers:
        if any(c.start <= n.start < c.end for c in talk(text, "itself_counted")) or n.value == 1 and re.search(
                r"\b(?:this|new)\s+$", text.norm[max(0, n.start - 6) : n.start]) or _one_pronoun(text, n):
            taken.add(n.start)  # "counting the new one", "with this one": the tile itself
            continue
        best: tuple[int, str] | None = None
        for axis in ("run_row", "run_column"):
            for s in text.find(axis):
                gap = _between(text, s, n)
                far = len(gap) + (0 if s.end <= n.start else 8)
                if len(gap) <= reach and not re.search(r"[,;.、。]", gap) and (best is None or far < best[0]):
                    best = (far, axis)
        if best is None:
            continue
        if out.setdefault(best[1], n.value) != n.value:
            return None
        taken.add(n.start)
    return out


# s9: both lines told by one count ("five each", "ikisi de 5", "ambas de 5", "どちらも5枚")
_BOTH = {"en": (r"(?!)", r"^\s*(?:tiles?\s+)?each\b"),
         "tr": (r"\b(?:ikisi|2si|her ikisi) de\s*$", r"^\s*'?(?:er|ar)\b"),  # "ikisi" reads "2si"
         "es": (r"\bamb[ao]s(?: de)?\s*$", r"^\s*(?:cada una|cada uno)\b"),
         "ja": (r"(?:どちらも|両方)\s*$", r"^\s*枚ずつ")}


def _both_full(text: Text) -> list[Span[int]]:
    """The wall's size told once for both lines completed ("my tile finishes both its row and its column, five
    each", "hem satırını hem sütununu tamamlıyor, ikisi de 5 karo"), when a word of completing is told."""
    if not completes(text):
        return []
    before, after = _BOTH[text.lang]
    return [n for n in text.numbers if n.value == SIZE and (re.search(before, text.norm[max(0, n.start - 12) : n.start])
                                                            or re.match(after, text.norm[n.end :]))]


def _one_pronoun(text: Text, n: Span[int]) -> bool:
    """s9: English "one" after a line's word names that line, no count ("a horizontal line 3 long, and a vertical one
    2 long")."""
    return text.lang == "en" and n.value == 1 and bool(re.search(
        r"\b(?:horizontal|vertical|other|the)\s+$", text.norm[max(0, n.start - 12) : n.start]))


def _alone_on(text: Text, axis: str) -> bool:
    """The tile told alone along an axis ("in its row it's alone", "en la fila está solita", "dikeyde tek başına",
    "縦は自分だけ"): a word of being alone beside the axis's word in one clause, no number between."""
    reach = 8 if text.lang == "ja" else 20
    along = "along_row" if axis == "run_row" else "along_column"
    words = text.find(axis) + [s for side in _SIDES[axis] for s in text.find(side)] + talk(text, along)
    words += talk(text, "beside") if axis == "run_row" else []
    for s in words:
        for a in talk(text, "alone_on_line"):
            gap = text.norm[s.end : a.start] if a.start >= s.end else text.norm[a.end : s.start]
            if len(gap) <= reach and not re.search(r"[,;.、。\d]", gap):
                return True
    return False


def _next_to_told(text: Text) -> list[Span[str]]:
    """s14: the words of tiles next to it, but not a neighbour told as none ("横にはとなりなし", "no neighbours"):
    that is an axis told empty (_nothing_on), no tile beside."""
    nothing = text.find("nothing")
    return [s for s in text.find("next_to") if not any(0 <= n.start - s.end <= 3 or 0 <= s.start - n.end <= 3
                                                       for n in nothing)]


def _between(text: Text, s: Span[str], n: Span[int]) -> str:
    return text.norm[s.end : n.start] if n.start >= s.end else text.norm[n.end : s.start]


def _read(text: Text, lang: str) -> dict | None:
    if not asks_points(text) or not text.numbers and not completes(text):
        return None
    if not all(_inclusive(text, n) for n in text.numbers):
        return None
    # s8: "touching tiles counting it", "a pair (2 touching)": a run, no tile next to another
    nexts = _next_to_told(text)
    counted = bool(talk(text, "itself_counted")) or all(
        re.search(r"\d\s+$", text.norm[max(0, t.start - 4) : t.start]) for t in nexts)
    if text.has("floor") or text.has("bonus") or nexts and not counted or text.has("another_tile"):
        return None
    along = talk(text, "along_row") + talk(text, "along_column")  # "yatay sıra 5": a run, never a pattern line
    if (
        line_told(text)[0] is not None and not along
        or text.named("building_types")
        or text.has("money")
        or re.search(r"\d\s*(?:st|nd|rd|th)\b" + (r"|\d\.\s" if text.lang == "tr" else ""), text.norm)
    ):
        return None  # "row 3", "3. satır": where the tile lies, not a run
    taken: set[int] = {n.start for n in _both_full(text)}  # s9: "five each": the size of both lines completed
    # s8: each count goes to its nearest line's word ("horizontal de 3 y una vertical de 3"); a line told alone
    # ("en la fila está solita") is a run of 1
    told = _nearest_axis(text, taken)
    if told is None:
        return None
    h = 1 if _alone_on(text, "run_row") else told.get("run_row") or _run(text, "run_row", taken)
    v = 1 if _alone_on(text, "run_column") else told.get("run_column") or _run(text, "run_column", taken)
    if h is None or v is None or len(taken) != len(text.numbers) or not (1 <= h <= SIZE and 1 <= v <= SIZE):
        return None
    if h == v == 1 or any(n.value > SIZE for n in text.numbers):
        return None
    scored = one_tile(*run_wall(h, v), lang)
    if scored is None or (scored[0]["horizontal"], scored[0]["vertical"]) != (h, v):
        return None
    tile, verdict, _, position = scored  # its rule: azul.tiling.scoring-lines, a run of two or more
    return {
        "rule": "azul.tiling.scoring-lines",
        "read": sentence([say("run.read", lang, h=h, v=v)], lang),
        "verdict": sentence([verdict], lang),
        "answer": tile["points"],
        "position": position,
        # "with this one": the tile itself, read (s8)
        "counts": ([SIZE] if SIZE in (h, v) else []) + [1 for n in text.numbers if n.value == 1],
    }


read = azul_wall_time.timed(azul_score_aside.scored(_read))  # s9: a time, a score told: no count

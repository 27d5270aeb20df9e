"""An Azul tile's points told by the runs it makes, itself counted: "the tile completes a row of five, nothing above
or below it", "new tile makes a column of 4 counting itself, nothing left or right", "kendisi dahil dikeyde 3'lü,
yatayda 2'li", "横に自分込みで4つ並んだ。縦には何もない".

The runs become a wall around one space (the row run to its left, the column run above it) and a full pattern line
of that space's colour; assistant.api.score tiles it and reports both runs, which must be those told.
"""

from __future__ import annotations

import re

from assistant.azul.components import SIZE
from assistant.worked.azul_lines import line_told
from assistant.worked.azul_tiles import one_tile, run_wall
from assistant.worked.azul_wall_talk import talk
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
    for m in text.find("run_of"):
        gap = text.norm[m.end : n.start] if n.start >= m.end else text.norm[n.end : m.start]
        if len(gap) <= (6 if text.lang == "ja" else 3) and not re.search(r"[,;.、。()]", gap):
            return True
    if text.lang == "ja" and any(s.value in ("自分込み", "込みで") for s in text.find("run_of")):
        return True  # "横3つ、縦4つ(どっちも自分込み)": every count told with the tile
    if re.match(r"'?(?:li|lu|lı|lü)\b", text.norm[n.end :]) and text.lang == "tr":
        return True
    return n.value == SIZE and text.has("completes")


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
    if text.find(axis) and text.has("completes") and not _nothing_on(text, axis):
        return SIZE
    return 1 if _nothing_on(text, axis) else None


def _alone_on(text: Text, axis: str) -> bool:
    """The tile told alone along an axis ("in its row it's alone", "en la fila está solita", "dikeyde tek başına",
    "縦は自分だけ"): a word of being alone beside the axis's word in one clause, no number between."""
    reach = 8 if text.lang == "ja" else 20
    for s in text.find(axis):
        for a in talk(text, "alone_on_line"):
            gap = text.norm[s.end : a.start] if a.start >= s.end else text.norm[a.end : s.start]
            if len(gap) <= reach and not re.search(r"[,;.、。\d]", gap):
                return True
    return False


def _between(text: Text, s: Span[str], n: Span[int]) -> str:
    return text.norm[s.end : n.start] if n.start >= s.end else text.norm[n.end : s.start]


def read(text: Text, lang: str) -> dict | None:
    if not (text.has("tile_points") or text.has("points")) or not text.numbers and not text.has("completes"):
        return None
    if not all(_inclusive(text, n) for n in text.numbers):
        return None
    if text.has("floor") or text.has("bonus") or text.has("next_to") or text.has("another_tile"):
        return None
    if (
        line_told(text)[0] is not None
        or text.named("building_types")
        or text.has("money")
        or re.search(r"\d\s*(?:st|nd|rd|th)\b|\d\.\s", text.norm)
    ):
        return None  # "row 3", "3. satır": where the tile lies, not a run
    taken: set[int] = set()
    # s8: a line told alone first ("la columna completa (5) y en la fila está solita"): its number is the other's
    h = 1 if _alone_on(text, "run_row") else _run(text, "run_row", taken)
    v = 1 if _alone_on(text, "run_column") else _run(text, "run_column", taken)
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
        "counts": [SIZE] if SIZE in (h, v) else [],
    }

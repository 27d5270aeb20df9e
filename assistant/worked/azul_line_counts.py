"""How a count of tiles beside a pattern line is told in Azul questions (assistant/worked/azul_lines.py): as more
taken ("3 more whites", "2 sarı daha", "3 amarillas más", "さらに4枚") or as what the line already holds ("もう赤が1枚
入ってる")."""

from __future__ import annotations

import re

from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text

_PATTERNS = patterns("azul_line_counts")

MORE_BEFORE, _MORE_AFTER = _PATTERNS["more_before"], _PATTERNS["more_after"]


def held_told(text: Text, count: Span[int]) -> bool:
    return text.lang == "ja" and bool(re.match(_PATTERNS["held_state"]["ja"], text.norm[count.end:count.end + 8]))


def told_more(text: Text, colour: Span[str], count: Span[int]) -> bool:
    """s12: whether a colour's count is told as "more" ("3 more whites", "2 sarı daha", "3 amarillas más",
    "さらに4枚", "3枚追加"): the tiles taken, beside those the line holds."""
    if text.lang == "en":
        return bool(re.fullmatch(MORE_BEFORE["en"], text.norm[count.end:colour.start]))
    if text.lang == "ja":
        # s13: "さらに赤を3枚": the colour may stand between "more" and its count
        if held_told(text, count):
            return False  # s20: "もう赤が1枚入ってる": "already holds", a state, not more taken
        return bool(re.search(MORE_BEFORE["ja"] + r"(?:[^\d、。,]{1,4}?[をが])?$",
                              text.norm[max(0, count.start - 8):count.start])
                    or re.match(_MORE_AFTER["ja"], text.norm[count.end:count.end + 6]))
    return bool(re.match(_MORE_AFTER[text.lang], text.norm[max(colour.end, count.end):]))

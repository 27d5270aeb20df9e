"""Buildings told on the reserve board beside a majority: "I have 2 in my alhambra and 2 more on my reserve board",
"tengo 2 torres en mi Alhambra y 1 en la reserva", "私がアルハンブラに1枚と予備エリアに3枚". Only the buildings in a
player's Alhambra count in a majority (alhambra.reserve): a count told in the reserve is no player's count.

Read only in one shape: each reserve count is told in its own part (parted by commas, "and", "plus", と...) holding a
word of the reserve, right after the same player's count told in their Alhambra (a part naming the Alhambra), so
that it cannot be another player's count nor the player's total ("benim 2 kulem var ama biri yedek alanda": two in
all, one of them in the reserve, is not read).
"""

from __future__ import annotations

import re

from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text
from assistant.worked.say import building, join, say

_PATTERNS = patterns("alhambra_reserve")

# what parts a told table: marks, and the words that join two counts of one player
_PARTS = _PATTERNS["parts"]
_ALHAMBRA = _PATTERNS["in_alhambra"]  # the player's own Alhambra named in a part, or the buildings told built


def _part(text: Text, at: int) -> tuple[int, int]:
    """The part of the question around a place: from the mark or joining word before it to the one after it."""
    bounds = [(m.start(), m.end()) for m in re.finditer(_PARTS[text.lang], text.norm)]
    start = max([e for s, e in bounds if e <= at], default=0)
    end = min([s for s, e in bounds if s >= at], default=len(text.norm))
    return start, end


def reserve_counts(text: Text, counts: list[Span[int]]) -> list[Span[int]] | None:
    """The counts told in the reserve (none when no reserve is told), or None when the reserve is told in a way
    not read (a reserve count not right after its player's count in the Alhambra, or a reserve word beside no
    count)."""
    words = text.find("reserve")
    asked = _asked_after(text)  # s21: "予備の分も数えていいよね？": whether the reserve counts, asked at the end
    words = [w for w in words if w.start < asked]
    if not words:
        return []
    parts = [_part(text, c.start) for c in counts]
    held = sorted({i for w in words for i in [_holder(text, w, counts, parts)] if i is not None})
    if not held or len(held) != len(words):
        return None  # "the reserve doesn't count", or two reserve words in one part: not read
    for i in held:
        s, e = parts[i - 1] if i > 0 else (0, 0)
        if i == 0 or i - 1 in held or not re.search(_ALHAMBRA[text.lang], text.norm[s:e]):
            return None  # the count before it is not the same player's, told in their Alhambra
    return [counts[i] for i in held]


def _holder(text: Text, word: Span[str], counts: list[Span[int]], parts: list[tuple[int, int]]) -> int | None:
    """The index of the count a reserve word tells: the one in its part; else (s22: "y 2 más en la reserva", where
    "más" parts the two) the last count before it in its clause."""
    inside = [i for i, (s, e) in enumerate(parts) if s <= word.start < e]
    if inside:
        return inside[0]
    before = [i for i, c in enumerate(counts) if c.end <= word.start]
    if not before or word.start - counts[before[-1]].end > 24:
        return None
    return None if re.search(r"[,;.()、。]", text.norm[counts[before[-1]].end : word.start]) else before[-1]


def _asked_after(text: Text) -> int:
    """Where a last sentence opens that asks something with no number ("予備の分も数えていいよね？", "does the reserve
    count?"): the reserve named there is asked about, not told; the text's end when there is none."""
    ends = [m.end() for m in re.finditer(r"[.!?。？！]\s*", text.norm.rstrip(" ?？!！。."))]
    last = ends[-1] if ends else 0
    tail = text.norm[last:]
    return last if last and not re.search(r"\d", tail) and re.search(r"[?？]\s*$", text.norm) else len(text.norm)


def beyond_the_box(btype: str, values: list[int]) -> bool:
    """A count more than the box holds of the type: a misread. Each count on its own, not their sum: players
    tell made-up tables ("chambers: Anna 5, Ben 3, Carl 3, Dora 1", 12 of the box's 9) and ask the rule of them."""
    return any(v > _in_the_box(btype) for v in values)


def box_note(btype: str, values: list[int], lang: str) -> list[str]:
    """The sentence saying that the table told holds more of the type than the box (scored as told), or none."""
    limit = _in_the_box(btype)
    return [say("majority.beyond_box", lang, limit=limit, type=building(btype, lang))] if sum(values) > limit else []


def _in_the_box(btype: str) -> int:
    from assistant.alhambra.catalogue import game

    return len(game().variants(btype))


def per_head_numbers(text: Text) -> list[int]:
    """The 1 of "1人何点", "1人あたり" (one player's share asked): read, no count."""
    return [n.value for n in text.numbers if any(a.start <= n.start < a.end for a in text.find("asks_per_head"))]


def reserve_note(told: list[int], lang: str) -> list[str]:
    """s22: the counts told in a reserve said as left out of the majority, or nothing when none is told."""
    return [say("majority.reserve", lang, counts=join([str(v) for v in told], lang))] if told else []

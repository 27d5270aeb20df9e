"""How many play, told by naming them (session 8): "me, my brother, his wife and her dad", "mi hermana, su novio y
yo", "mis dos primos y mi tía", "ben, annem ve kardeşim", "私と妹と母": the speaker and the people beside them in one
list, each one person (or the count told with them: "mis 2 primos"). Used for the factory displays of a game.
"""

from __future__ import annotations

import re

from assistant.worked.patterns import patterns
from assistant.worked.reading import Text

_PATTERNS = patterns("azul_people")

_ME = _PATTERNS["me"]
_SEP = _PATTERNS["sep"]
# a person told by a word of kinship or company with its possessive ("my brother", "su novio", "annem")
_PERSON = _PATTERNS["person"]
# the words before the list in the part that opens it ("esta noche jugamos mi hermana": "mi hermana")
_OPEN = _PATTERNS["open"]


# words around a person that tell no one ("mi pareja y yo solos", "me and my wife tonight")
_AROUND = _PATTERNS["around"]


def _one(item: str, lang: str) -> int | None:
    """How many people one item of the list tells (1, or the count told with them), or None when no person."""
    item = re.sub(_AROUND[lang], "", item.strip(" .:;!?。")).strip()
    if item in _ME[lang]:
        return 1
    m = re.match(_PERSON[lang], item)
    if not m:
        return None
    told = [g for g in m.groups() if g]
    return int(told[0]) if told else 1


def listed(text: Text) -> tuple[int, list[int]] | None:
    """(how many play, the numbers read as people beside the speaker) when one list names the speaker and the
    others, or None."""
    lang = text.lang
    for sentence in re.split(r"[.!?;:。！？]", text.norm):
        items = [i for i in re.split(_SEP[lang], sentence)]
        at = [k for k, i in enumerate(items) if re.sub(_AROUND[lang], "", i.strip(" .")).strip() in _ME[lang]]
        if len(at) != 1:
            continue
        lo = hi = at[0]
        counts = [1]
        while hi + 1 < len(items) and _one(items[hi + 1], lang) is not None:
            hi += 1
            counts.append(_one(items[hi], lang) or 0)
        while lo > 0 and _one(items[lo - 1], lang) is not None:
            lo -= 1
            counts.append(_one(items[lo], lang) or 0)
        if lo > 0:  # the part opening the list: its last words may be a person ("jugamos mi hermana")
            m = re.search(_OPEN[lang], items[lo - 1].strip())
            one = _one(m.group(1), lang) if m else None
            if one is not None:
                counts.append(one)
        if len(counts) > 1:
            return sum(counts), [c for c in counts if c > 1]
    return None


def play_counts(text: Text) -> list[int]:
    """s11: the starts of the numbers that tell how many play by a verb of playing ("jugamos solo dos", "we're
    playing with 3", "3 kişi oynuyoruz", "3人で遊ぶ")."""
    return [m.start(1) for m in re.finditer(_PATTERNS["play_count"][text.lang], text.norm)]

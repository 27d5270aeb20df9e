"""Words that tell how many players a count is for, no count themselves: a group ("los cuatro tenemos 2", "three of
us", "üçümüz", "4人とも"). Read by alhambra_group (the group's share) and alhambra_majority (no count)."""

from __future__ import annotations

import re

from assistant.worked.reading import Span, Text

_GROUP = {
    "en": r"\b(?:all )?(\d) of us\b|\b(?:we )?(?:all )?(\d) (?:players|people) (?:all |each )?(?:have|hold|with|on)\b",
    "tr": r"\b(\d) ?kisi(?:de|nin|yle|ye)?(?: de| da)?\b|\b(\d)'?(?:umuz|imiz)(?:de|da)?\b"
    r"|\b(iki|uc|dord|bes|alti)(?:miz|umuz|imiz)(?:de|da)?\b",
    "es": r"\b(?:los|las|todos los|todas las) (\d) (?:tenemos|estamos|empatamos|con|somos)\b|\b(\d) de nosotros\b",
    "ja": r"(\d)人(?:とも|全員|が|で|は)",
}

_TR_GROUP = {"iki": 2, "uc": 3, "dord": 4, "bes": 5, "alti": 6}  # "üçümüz 3'er": the word stays before a digit


def group(text: Text) -> Span[int] | None:
    """The group's size, when the question tells one (twice the same: "üçümüz ... ikinci olan üçümüz")."""
    found = groups(text)
    return found[0] if found and len({s.value for s in found}) == 1 else None


def groups(text: Text) -> list[Span[int]]:
    found = []
    for m in re.finditer(_GROUP[text.lang], text.norm):
        i = next(g for g in range(1, (m.lastindex or 0) + 1) if m.group(g))
        word = m.group(i)
        found.append(Span(m.start(i), m.end(i), _TR_GROUP[word] if word in _TR_GROUP else int(word)))
    return [s for s in found if s.value >= 2]  # "もう1人が1枚": one player, no group

"""Words that tell how many players a count is for, no count themselves: a group ("los cuatro tenemos 2", "three of
us", "üçümüz", "4人とも"). Read by alhambra_group (the group's share) and alhambra_majority (no count)."""

from __future__ import annotations

import re

from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text

_PATTERNS = patterns("alhambra_told")

_GROUP = _PATTERNS["group"]

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


def unspread(text: Text, counts: list[Span[int]]) -> bool:
    """s15: a group told by its size ("dos de nosotros tenemos 3 y Ana 1", "two of us have 3") whose count, in the
    same clause, was read as fewer players than the group holds: alhambra_group's situation, not two players."""
    size = group(text)
    own = next((c for c in counts if size is not None and c.start > size.start), None)
    if size is None or own is None or re.search(r"[,;.、。()（）:]", text.norm[size.end : own.start]):
        return False  # "五人で遊んでいて…。庭園は…": the players' number in its own sentence, no group's count
    return sum(1 for c in counts if c.value == own.value) < size.value


# --- session 9: one holder, the others none (alhambra_only) ---
_NAME = _PATTERNS["name"]
# nobody but the holder: "nobody ... except Lena", "nadie/ninguno ... salvo Raquel", "Lena'dan başka kimse(de)",
# "Lena dışında kimse", "リナ以外は誰も"
EXCEPT = {
    "en": r"\b(?:nobody|no 1|noone|none of (?:us|them))\b[^.;?!]{0,40}?\b(?:except(?: for)?|but|apart from|other than"
          r"|besides|save for)\s+" + _NAME["en"] + r"\b",
    "es": r"\b(?:nadie|ninguno|ninguna|no tienen? 0)(?![a-z])[^.;?!]{0,40}?\b(?:salvo|excepto|menos|aparte de"
          r"|fuera de|quitando a|quitando)\s+(?:a\s+)?" + _NAME["es"] + r"\b",
    "tr": r"\b" + _NAME["tr"] + r"'?(?:dan|den|tan|ten|nin|in|un|nun)?\s+(?:baska|disinda|haric)\s+kimse",
    "ja": _NAME["ja"] + r"(?:さん|くん|ちゃん)?以外(?:は|に|の人は|の人は)?(?:誰も|だれも)",
}
# the others told as a group with none, beside one player's count: "the others have none", "los demás no tienen",
# "diğerlerinde hiç yok", "ほかの二人は誰も持っていない"
_OTHERS_NONE = _PATTERNS["others_none"]


def only_told(text: Text) -> re.Match | None:
    """Session 9 (alhambra_only): the words that tell one holder of a type and the others as a group with none
    ("nobody has a garden except Lena", "I have 2 and the others have none"), or None."""
    return except_told(text) or re.search(_OTHERS_NONE[text.lang], text.norm)


def except_told(text: Text) -> re.Match | None:
    """"nobody has a garden except Lena": one holder named, the article no count (alhambra_majority says nothing)."""
    return re.search(EXCEPT[text.lang], text.norm)


def listed_after(text: Text, count: Span[int]) -> int:
    """s16: the players a count told for everyone is for, listed after it behind a colon ("pavyonda herkeste 1er
    tane var: Ali, Ece, Mert ve ben", "everyone has 1: Ana, Ben and me"): how many, when 2 or more single words
    parted by commas and "and"; else 0."""
    rest = text.norm[count.end:]
    colon = rest.find(":")
    if colon < 0 or re.search(r"[.?!;]", rest[:colon]) or not text.has("all_of"):
        return 0
    listed = re.split(r"[.?!;]", rest[colon + 1:])[0]
    pieces = [p.strip() for p in re.split(r",|\band\b|\bve\b|\by\b|と|、", listed)]
    return len(pieces) if len(pieces) >= 2 and all(re.fullmatch(r"[^\W\d]+", p) for p in pieces) else 0


def compared(text: Text) -> bool:
    """s16: counts compared in words ("pero Pablo tiene más torres que yo"): not plain counts."""
    return bool(re.search(_PATTERNS["compared"][text.lang], text.norm))


def nobody_else_words(text: Text) -> list[Span[int]]:
    """The number words inside "no one else has any" (the 1 of "no one"): no count."""
    return [n for n in text.numbers if any(o.start <= n.start < o.end for o in text.find("nobody_else"))]


def others_zero(text: Text, counts: list[Span[int]]) -> list[Span[int]]:
    """s21: the 0 of "the others" told with none after the players' counts ("Mateo 2, Valentina 2 y yo 2, los demás
    ninguno"): how many they are is untold, and none of them scores: no player's count."""
    words = [o for o in text.find("nobody_else") if not _only(o)]
    after = [n for n in counts if any(n.start > o.start for o in words)]
    return after if after and len(after) < len(counts) and not any(n.value for n in after) else []


def after_nobody_else(text: Text, counts: list[Span[int]]) -> bool:
    """A count told after "nobody else", "more than": not a plain count; s21: but for "the only one with them (2 of
    them), me and Ben have zero": the holder's count, then only zeros."""
    others = others_zero(text, counts)
    for o in text.find("nobody_else"):
        after = [n for n in counts if n.start > o.start]
        if after and not (_only(o) and not any(n.value for n in after[1:])) and after != others:
            return True
    return False


def _only(word: Span[str]) -> bool:
    """A word of "nobody else" that tells one holder ("the only one", "only one with"), not the others."""
    return re.search(r"\bonly\b", word.value) is not None


def relative(text: Text, counts: list[Span[int]]) -> bool:
    """A count told against another ("1 more", "1 más", "1 fazla", "1枚多い"): not plain counts."""
    after = r"\s*(?:more|m[a]s|fazla|daha)\b" if text.lang != "ja" else r"[枚つ個]?(?:多い|多く|少ない)"
    return any(re.match(after, text.norm[c.end:]) for c in counts) or compared(text)  # s16: "más torres que"

"""Counts of an Alhambra majority told without a digit beside the player (session 8), read clause by clause:

- a count copied from another player's: "so do I", "me too" (the count told just before), "the same as Ece",
  "as many as Ece", "Ahmet kadar", "Lucía igual", "igual que Lucía", "ユキと同じ" (the count told with that name);
- a player told with none, kept in the order told: "Zoe none", "Pablo no tiene ninguna", "benim hiç kemerim yok",
  "私はゼロ"; a none told twice ("benim hiç yok (0)") is one player's 0;
- a single building told with the article ("Zeynep'in bir odası var", "Ana tiene una torre").
(What the question asks, and what it tells beside the counts, is read in alhambra_asked.)

Each copy or none is a Span at the place it is told (zero width where a copy stands), so that the counts keep the
question's order and the speaker's word stays beside his count."""

from __future__ import annotations

import re

from assistant.errors import PositionError
from assistant.worked import guards
from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text

_PATTERNS = patterns("alhambra_pairs")

# a count copied from the one told just before ("Sam has 3 and so do I")
_COPY_LAST = _PATTERNS["copy_last"]
# a count copied from a named player's ("the same as Ece", "Ahmet kadar", "igual que Lucia", "ユキと同じ")
_COPY_NAMED = _PATTERNS["copy_named"]
# a player told with none (the words the number words do not already make a 0 of)
_NONE = _PATTERNS["none"]
_NO_NAME = {"ne", "o", "bu", "su", "bir", "hic", "daha", "onun", "bunun", "sunun", "the", "a", "that", "this",
            "before", "usual", "siempre", "antes", "eso", "esto", "同じ", "それ", "これ"}
_PARTS = r"[,;.、。:!?()（）]|\b(?:and|but|y|pero|ve|ama|ile)\b"


def _clause(text: Text, at: int) -> tuple[int, int]:
    """The bounds of the part of the question around `at`: between punctuation or "and", "y", "ve"."""
    starts = [m.end() for m in re.finditer(_PARTS, text.norm) if m.end() <= at]
    ends = [m.start() for m in re.finditer(_PARTS, text.norm) if m.start() >= at]
    return max(starts, default=0), min(ends, default=len(text.norm))


def _count_of(text: Text, name: str, before: int, counts: list[Span[int]]) -> Span[int] | None:
    """The count told with `name` before the place `before`: the first count after the name in its clause, else
    one right before it ("4 Ana")."""
    pat = re.escape(name) + (r"(?![a-z])" if text.lang != "ja" else "")
    for m in re.finditer(rf"(?<![a-z]){pat}", text.norm[:before]):
        start, end = _clause(text, m.end())
        after = [c for c in counts if m.end() <= c.start < min(end, before) and c.start - m.end() <= 25]
        if after:
            return after[0]
    return None


def _bracketed(text: Text, at: int) -> int | None:
    """The number told in brackets right after a place of the question ("me too (4)"), or None."""
    m = re.match(r"\s*[(（]\s*(\d+)", text.norm[at:])
    return int(m.group(1)) if m else None


_MODIFIED = _PATTERNS["modified"]
# "Bo too", "Luis también", "Veli de öyle", "ユキも、": a named player copying the count told before (the name written
# with a capital where the language has them, so that "that too" is none)
_NAMED_TOO = _PATTERNS["named_too"]


def _copies_last(text: Text) -> list[re.Match]:
    """The places a copy of the count told before is told: "so do I", and a named player's "too"."""
    found = list(re.finditer(_COPY_LAST[text.lang], text.norm))
    for m in re.finditer(_NAMED_TOO[text.lang], text.norm):
        name = m.group(1)
        if text.lang != "ja" and not re.search(rf"\b{re.escape(name.capitalize())}\b", text.raw):
            continue  # "that too": no name
        if not any(f.start() <= m.start() < f.end() for f in found):
            found.append(m)
    return sorted(found, key=lambda m: m.start())


def copies(text: Text, counts: list[Span[int]]) -> list[Span[int]] | None:
    """The counts copied from another's, each at the place it is told; None when a copy cannot be read (the name
    names no count, a copy with nothing before it)."""
    out: list[Span[int]] = []
    if any(re.search(_MODIFIED[text.lang], text.norm[m.end():_clause(text, m.end())[1]])
           for kind in (_COPY_LAST, _COPY_NAMED) for m in re.finditer(kind[text.lang], text.norm)):
        return None  # "the same as Bo plus one": a count told against another's
    for m in _copies_last(text):
        before = [c for c in counts if c.end <= m.start()]
        if _bracketed(text, m.end()) is not None:
            if not before or _bracketed(text, m.end()) != before[-1].value:
                return None  # "me too (5)" after a 4: misread
            continue  # "me too (4)": the count in brackets is read as the count
        start, end = _clause(text, m.end())
        if any(start <= c.start < end for c in counts):
            continue  # "yo también con cuatro", "Ines has 2 as well": the count is told
        if not before:
            return None
        out.append(Span(m.start(), m.start(), before[-1].value))
    for m in re.finditer(_COPY_NAMED[text.lang], text.norm):
        name = next(g for g in m.groups() if g)
        if name in _NO_NAME:
            continue  # "kim ne kadar alır": how much, no player
        start, end = _clause(text, m.start())
        if any(start <= c.start < end for c in counts) and text.lang != "ja":
            continue  # "yo tengo 3 como Ana": the count is told
        told = _count_of(text, name, m.start(), counts)
        if told is None or _bracketed(text, m.end()) not in (None, told.value):
            return None  # no count told with that name, or "the same as Ece (4)" where Ece has 3
        # the speaker's "私も" stays before its count: the copy is told where its clause begins
        at = start if text.lang in ("ja", "tr") else m.start()
        out.append(Span(at, at, told.value))
    return out


def nones(text: Text, counts: list[Span[int]]) -> list[Span[int]]:
    """The players told with none, each a 0 at the place it is told: in a part of the question that tells no
    count, after a name or the speaker's word."""
    out: list[Span[int]] = []
    for m in re.finditer(_NONE[text.lang], text.norm):
        start, end = _clause(text, m.start())
        if any(start <= c.start < end and c.value != 0 for c in counts):
            continue  # "no tiene más de 2": a count told
        head = text.norm[start:m.start()].strip(" -")
        if not head or any(text.has(k) and any(start <= s.start < m.start() for s in text.find(k))
                           for k in ("how_many", "points", "nobody_else")):
            continue  # "none of us", "nobody else has more": no player's
        if any(start <= c.start < end for c in counts):
            continue  # "Pablo no tiene 0" (ninguna read as 0): the 0 is the count already
        out.append(Span(m.start(), m.end(), 0))
    return out


def dedupe(text: Text, counts: list[Span[int]]) -> list[Span[int]]:
    """"benim hiç yok (0)": a 0 told again in brackets right after a none is the same player's."""
    out: list[Span[int]] = []
    for c in sorted(counts, key=lambda c: (c.start, c.end)):
        if out and c.value == 0 and out[-1].value == 0 and re.fullmatch(
                r"[\s(（]*", text.norm[out[-1].end:c.start]) and out[-1].end > out[-1].start:
            continue
        if out and (c.start, c.end) == (out[-1].start, out[-1].end):
            continue
        out.append(c)
    return out


_PUNCT = re.compile(r"[,;.、。()（）:]")


def _none_held(text: Text) -> list[Span[int]]:
    """"my wife has none", "arkadaşımda hiç yok", "Carla no tiene": a player told with none, a count of 0 where it
    is told (not when a number is told in the same part: "no tiene más de 2"). (Session 7's, moved here.)"""
    out = []
    for s in text.find("none_held"):
        bounds = [m.start() for m in _PUNCT.finditer(text.norm)]
        start = max([b for b in bounds if b <= s.start], default=0)
        stop = s.end - 1 if _PUNCT.match(text.norm, s.end - 1) else s.end  # s11: "hiç," ends its own part
        end = min([b for b in bounds if b >= stop], default=len(text.norm))
        if not any(start <= n.start < end for n in text.numbers):
            out.append(Span(s.start, s.end, 0))
    return out


def told(text: Text, counts: list[Span[int]]) -> list[Span[int]]:
    """The counts in the order told: the numbers read as counts, the players told with none, the counts copied.
    Raises PositionError when a copy names no count that was told (no verdict)."""
    held = _none_held(text)
    more = [z for z in nones(text, counts + held) if not any(h.start <= z.start < h.end or z.start <= h.start < z.end
                                                               for h in held)]
    found = dedupe(text, counts + held + more)
    if _none_but(text, [z for z in held + more], counts):
        raise PositionError("a player told with none, then a count of his after 'but'")
    found = sorted(found + articles(text, found), key=lambda c: (c.start, c.end))
    copied = copies(text, found)
    if copied is None:
        raise PositionError("a count told as another player's, whose count was not read")
    return sorted(found + copied, key=lambda c: (c.start, c.end))


# a player's single building told with the article ("Zeynep'in bir odası var", "Ana tiene una torre", "Ben has a
# tower"): the verb or the owner's suffix right before it
_ARTICLE = _PATTERNS["article"]


def articles(text: Text, counts: list[Span[int]]) -> list[Span[int]]:
    """A count of one told with the article right before the building's name, in a part of the question that tells
    no other count (not "how many points for a tower?")."""
    out: list[Span[int]] = []
    named = text.named("building_types")
    for m in re.finditer(_ARTICLE[text.lang], text.norm):
        at = m.start(1)
        if not any(re.fullmatch(r"\s*", text.norm[m.end():t.start]) for t in named if t.start >= m.end()):
            continue  # the article of something else ("has a point")
        start, end = _clause(text, at)
        if any(start <= c.start < end for c in counts) or any(
                start <= s.start < end for k in ("how_many", "points", "point_word") for s in text.find(k)):
            continue
        out.append(Span(at, m.end(1), 1))
    return out


def negations_read(text: Text, zeros: list[Span[int]]) -> bool:
    """Every negation of the question lies in a player told with none that was read ("benim hiç bahçem yok", "no
    tengo ninguna"): the question without those words has no negation left."""
    told = [z for z in zeros if z.value == 0 and z.end > z.start]
    if not told:
        return False
    blanked = list(text.norm)
    for z in told:
        blanked[z.start:z.end] = " " * (z.end - z.start)
    return not guards.negated(Text("".join(blanked), text.lang))


_BUT = _PATTERNS["but"]


def _none_but(text: Text, zeros: list[Span[int]], counts: list[Span[int]]) -> bool:
    """"benim hiç yok ama rezervimde 2 var", "I have none but 2 on my reserve": the none and a count after "but"
    in the same sentence are one player's (read by no majority)."""
    for z in zeros:
        after = [c for c in counts if c.start >= z.end]
        if after and re.search(_BUT[text.lang], text.norm[z.end:after[0].start]) and not re.search(
                r"[.;!?。]", text.norm[z.end:after[0].start]):
            return True
    return False


# the words that may lead a list of names in its part ("while Noor and I have none")
_LEAD = {"while", "whereas", "but", "then", "mientras", "pero", "luego", "ama", "fakat", "ise", "sonra"}
_AND = r",|\band\b|\bve\b|\bile\b|\by\b|\be\b"


def zero_listed(text: Text, count: Span[int], listed: int) -> int:
    """Session 9: a 0 (or a none) told for players joined by "and" right before it ("Greg and I have none", "Can ve
    Ayşe'de hiç yok", "Luis y yo no tenemos ninguna", "私とリナは0枚") is each one's 0: how many players, of the
    `listed` ones alhambra_majority lists before the count, are single words joined by "and" in the count's own
    part of the question (not Ali in "Ali'nin 3 kulesi var, Can ve Ayşe'de"), when two or more; else 0."""
    if count.value or listed < 2:
        return 0
    if text.lang == "ja":  # "私とリナは0枚": one と between two names, in the count's own part
        before = re.sub(r"(?:とも|は|が|も)$", "", re.split(r"[、。:()]", text.norm[:count.start])[-1].strip())
        return 2 if re.fullmatch(r"[^\dとはがも同]{1,6}と[^\dとはがも同]{1,6}", before.split("は")[-1]) else 0
    part = re.split(r"[.:;?!()]", text.norm[:count.start])[-1]
    split = re.split(f"({_AND})", part)
    pieces, seps = [p.split() for p in split[::2]], split[1::2]  # seps[i]: the word between piece i and i + 1
    if not pieces or not pieces[-1]:
        return 0
    singles = 1
    for i in range(len(pieces) - 2, -1, -1):  # back from the count: single words, then "while Noor and"
        piece = pieces[i]
        if not piece or len(piece) != 1 and (seps[i] == "," or any(w not in _LEAD for w in piece[:-1])):
            break  # "Ece'nin de Mert kadar, benim", "Raul tantas como Nora y yo": a clause, no name
        singles += 1
        if len(piece) != 1:
            break
    return min(singles, listed) if singles >= 2 else 0


def both_words(text: Text, counts: list[Span[int]]) -> list[Span[str]]:
    """The words of "both" before a count (s8: not "for Dirk, me and Lea?"), in the clause of a count (s11: not
    the "ikimiz" of "ikimiz oynuyoruz, Dirk da var": the two of us play, no shared count)."""
    return [b for b in text.find("both") if any(c.start > b.start for c in counts)
            and re.search(r"\d", re.split(r"[,;.、。()（）:]", text.norm[b.end:], maxsplit=1)[0])]

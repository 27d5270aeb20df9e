"""The parts of a question that tell an Azul round's score (session s11): the score before, the wall's points this
round, the floor (its tiles, the marker), each part given its role by the words it holds, not by its place.

A part naming the floor (or the marker) is the floor's; a part naming the wall, the tiling phase or a verb of
points gained ("scored 3", "saqué 7", "4 puan getirdi", "5点取った") is the wall's; "after tiling I'm on 15" is the
score once the wall is scored; a part of bare numbers ("2 and 5") goes on with the role before it; any other part
with a number is the score before. azul_round_slots.py reads a round's score from these parts, and
azul_floor.py leaves a question alone when the wall's points are told this way (s11: "al alicatar saqué 7 y tengo
una sola ficha en el suelo" is 30 + 7 - 1, not a floor of 7 tiles).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text

_PATTERNS = patterns("azul_gain")

FLOOR, WALL, AFTER, BEFORE, BARE = "floor", "wall", "after", "before", "bare"
# the cuts between parts: marks (not a decimal point), "but", and the joining "and" outside Japanese
_CUT = {"en": r"\band\b|\bthen\b|\bbut\b|\bplus\b", "tr": r"\bve\b|\bama\b|\bartı\b|\barti\b",
        "es": r"\by\b|\bpero\b|\bmas\b(?= (?:la|el|\d))", "ja": r"けど|けれど|のに"}
_MARKS = r"[,;:!?、。()（）]|\.(?!\d)"


@dataclass
class Part:
    text: Text
    role: str


def cue(text: Text, key: str) -> bool:
    return bool(re.search(_PATTERNS[key][text.lang], text.norm))


def round_numbers(text: Text) -> list[int]:
    """The numbers of "round 3", "3. tur", "ronda 2": time references, never a count of the situation."""
    return [int(g) for m in re.finditer(_PATTERNS["round_number"][text.lang], text.norm) for g in m.groups() if g]


def without_rounds(text: Text) -> Text:
    norm = re.sub(_PATTERNS["round_number"][text.lang], " ", text.norm)
    return text if norm == text.norm else Text(norm, text.lang)


def _role(part: Text) -> str:
    if part.has("floor") or part.has("marker"):
        return FLOOR
    if cue(part, "after_tiling") and part.numbers:  # not "what's my score after tiling?": the question
        return AFTER
    if part.has("wall") or any(cue(part, k) for k in ("tiling", "gain_verb", "pair", "place", "wall_none")):
        return WALL
    bare = re.sub(r"\d+|\b(?:an?|un|una|bir|points?|pts?|puan|puntos?|each|her biri|cada uno)\b|点|[\s+]", "",
                  part.norm)
    return BARE if part.numbers and not bare else BEFORE


def parts(text: Text) -> list[Part]:
    """The question's parts with their roles; a part of bare numbers takes the role of the part before it, and a
    part with no number and no word of its own after the floor's is the floor's too ("en el suelo tengo la ficha
    inicial y 2 azulejos más")."""
    cut = rf"{_MARKS}|{_CUT[text.lang]}"
    out: list[Part] = []
    for raw in re.split(cut, paired(text).norm):
        if not raw.strip():
            continue
        part = Text(raw, text.lang)
        role = _role(part)
        if role == BARE:
            role = out[-1].role if out else BEFORE
        elif role == BEFORE and out and out[-1].role == FLOOR and (part.has("tiles") or part.named("colours") or
                                                                  part.has("more")) and not part.has("point_word"):
            role = FLOOR  # "my floor: the marker and 4 more tiles", "zeminde başlangıç karosu ve 1 kırmızı"
        out.append(Part(part, role))
    return out


def paired(text: Text) -> Text:
    """The two tiles' points told one by one ("1 me dio 3 puntos y el otro 1", "biri 1 biri 4") said as a sum
    ("3 + 1 puntos"), which no cut parts."""
    norm = re.sub(_PATTERNS["pair"][text.lang], lambda m: f"{m.group(1)} + {m.group(2)} puan" if text.lang == "tr"
                  else f"{m.group(1)} + {m.group(2)} points", text.norm)
    return text if norm == text.norm else Text(norm, text.lang)


def pair_ones(text: Text) -> list[int]:
    """The "1" of "one scored 3 and the other 2" (a tile, no count of points): read as a count."""
    return [1 for m in re.finditer(_PATTERNS["pair"][text.lang], text.norm) if m.group(0).startswith("1 ")]


def wall_none(part: Text) -> bool:
    """The wall told as giving nothing this round, in this module's words ("duvardan puan alamadım")."""
    return cue(part, "wall_none") and [n.value for n in part.numbers] in ([], [0])


def gain_told(text: Text) -> bool:
    """The wall's points this round told by a verb of points gained or the tiling phase, a number beside it, in a
    part that is not the floor's: a question for the round's score, not the floor alone."""
    plain = without_rounds(text)
    for part in parts(plain):
        if part.role == WALL and wall_none(part.text):
            return True  # s11: "duvardan puan alamadım": the round's score, the wall giving nothing
        if part.role != WALL or part.text.has("wall") or not part.text.numbers:
            continue  # a part naming the wall is read by azul_floor's own _read_elsewhere as before
        told = cue(part.text, "gain_verb") or cue(part.text, "tiling")
        if told and not any(_beside(n, part.text.find("tiles")) for n in part.text.numbers):
            return True
    return False


def _beside(n: Span[int], spans: list[Span[str]]) -> bool:
    return any(0 <= s.start - n.end <= 3 for s in spans)


def marker_said(text: Text) -> Text:
    """The marker's other names ("the starting player tile", "the 1st player marker") as "the first player marker",
    a word the floor readers know (s11: "3 tiles and the starting player tile" is 4 spaces, not 3 tiles)."""
    raw = re.sub(_PATTERNS["marker_variant"][text.lang], _as_marker, text.raw, flags=re.IGNORECASE)
    return text if raw == text.raw else Text(raw, text.lang)


def _as_marker(m: re.Match) -> str:
    """The article kept only where the player wrote one: "no first player tile" stays a negation ("no first")."""
    return "the first player marker" if m.group(0).lower().startswith("the ") else "first player marker"


def tile_counted(n: Span[int], part: Text) -> bool:
    """A number right before a word of tiles or a colour ("3 tiles", "2 blues", "4枚"): a count of tiles."""
    return _beside(n, part.find("tiles")) or _beside(n, part.named("colours"))

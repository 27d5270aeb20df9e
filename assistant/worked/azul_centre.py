"""The tiles that go to the centre when a player takes from a factory: "factory has 2 black, 1 red, 1 white and I
take the black: how many go to the middle?", "fabrikada 1 mavi ve 3 sarı var, maviyi alırsam ortaya kaç karo
gider?", "la fábrica tiene 3 negros y 1 azul; cojo los negros", "工房に白2、黄1、赤1。白を取ると中央に行くのは何枚？".

The factory told (each colour with its count) is put in a position; assistant.api.move takes the colour from it and
the engine moves the rest to the centre, whose tiles are counted.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.errors import PositionError
from assistant.games import JSON
from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text
from assistant.worked.say import colour, join, say, sentence

_PATTERNS = patterns("azul_centre")

GAME = "azul"
ME = "P1"

# the centre as where tiles go ("to the middle", "ortaya", "al centro", "中央に"), not where they come from
_TO_CENTRE = _PATTERNS["to_centre"]
# the colour taken: after the verb ("take the black", "cojo los negros"), before it in Turkish and Japanese
_GAP_AFTER = _PATTERNS["gap_after"]
_GAP_BEFORE = _PATTERNS["gap_before"]


def _contents(text: Text) -> list[tuple[Span[str], Span[int]]]:
    """Each colour with its count beside it: "2 black", "3 sarı", "3 negros", "白2" (the count after it in Japanese)."""
    pairs = []
    for c in text.named("colours"):
        if text.lang == "ja":
            near = [n for n in text.numbers if 0 <= n.start - c.end <= 1]
        else:
            near = [n for n in text.numbers if 0 <= c.start - n.end <= 1]
        if near:
            pairs.append((c, near[0]))
    return pairs


def _taken(text: Text) -> Span[str] | None:
    """The colour taken, told beside the verb of taking; None unless exactly one colour is."""
    found = set()
    for t in text.find("take") + text.find("azul_take"):
        for c in text.named("colours"):
            if text.lang in _GAP_AFTER and c.start >= t.end:
                gap_ok = re.fullmatch(_GAP_AFTER[text.lang], text.norm[t.end:c.start])
            elif text.lang in _GAP_BEFORE and t.start >= c.end:
                gap_ok = re.fullmatch(_GAP_BEFORE[text.lang], text.norm[c.end:t.start])
            else:
                gap_ok = None
            if gap_ok:
                found.add(c.value)
    return next((c for c in text.named("colours") if c.value in found), None) if len(found) == 1 else None


def read(text: Text, lang: str) -> dict | None:
    if not (text.has("factory") and text.has("how_many") and re.search(_TO_CENTRE[text.lang], text.norm)):
        return None
    if text.has("floor") or text.has("lid") or text.has("line") or text.has("wall") or text.has("marker"):
        return None  # the tiles taken placed somewhere: another question than the factory's rest
    taken, pairs = _taken(text), _contents(text)
    if taken is None or not pairs:
        return None
    counts: dict[str, int] = {}
    for c, n in pairs:
        if counts.setdefault(c.value, n.value) != n.value:
            return None  # "2 black ... the 3 black": one colour told with two counts
    used = {n.start for _, n in pairs}
    if taken.value not in counts or any(n.start not in used for n in text.numbers):
        return None
    factory = [name for name, k in counts.items() for _ in range(k)]
    if len(factory) != api.facts("azul")["tiles_per_factory"]:
        return None  # a factory told with another number of tiles than a factory holds: a count misread
    position: JSON = {"game": "azul", "wall_variant": "colored", "factories": [factory], "centre": [],
                      "players": [{"name": name, "score": 0, "pattern_lines": [{"count": 0}] * 5,
                                   "wall": ["....."] * 5, "floor": []} for name in (ME, "P2")]}
    try:
        after = api.move(position, {"action": "take", "player": ME, "from": 0, "colour": taken.value,
                                    "line": "floor"})["after"]
    except PositionError:
        return None
    centre = [t for t in after["centre"] if t != "first"]
    told = join([say("centre.count", lang, count=k, colour=colour(name, lang)) for name, k in counts.items()], lang)
    return {"rule": "azul.offer.factory",
            "read": sentence([say("centre.read", lang, factory=told, colour=colour(taken.value, lang))], lang),
            "verdict": sentence([say("centre.verdict", lang, taken=counts[taken.value], colour=colour(
                taken.value, lang), centre=len(centre))], lang),
            "answer": len(centre), "unit": "tiles"}

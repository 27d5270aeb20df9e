"""Session 9: one player, named or the speaker, told as the only holder of a building type at a scoring, the others
told as a group with none: "nobody has a garden except Lena, who has 1", "pabellones no tiene ninguno, salvo
Raquel", "Lena'dan başka kimsede bahçe yok", "リナ以外は誰も庭園を持っていない", "I have 2 and the others have none",
"ほかの二人は誰も持っていない". Whatever the count, that player is first alone and the others score nothing: scored
by assistant.api.alhambra_score_counts as the holder's count (1 when untold) against a 0; the answer is the
holder's points, when the question asks one player's points (not "each of us": how many the others are is untold).

alhambra_majority says nothing when alhambra_told.except_told finds a holder named ("nobody ... except", not "the others
... none"): the article of "nobody has a garden" is no player's count.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.worked import guards
from assistant.worked.alhambra_majority import _counts, _each_marked, _told_otherwise, speaker_index
from assistant.worked.alhambra_money import scorings
from assistant.worked.alhambra_told import EXCEPT, only_told
from assistant.worked.patterns import patterns
from assistant.worked.reading import Text
from assistant.worked.say import building, say, sentence

_PATTERNS = patterns("alhambra_only")

GAME = "alhambra"

_ME = _PATTERNS["me"]


_PRONOUN = _PATTERNS["pronoun"]


def _asks_one(text: Text, holder: str | None) -> bool:
    """The question (its last part) asks the holder's points: the speaker's when the speaker holds the type (or the
    holder is untold: then the count must be told with the speaker's word), else the named holder's (by name or a
    pronoun), not everyone's."""
    last = re.split(r"(?<=[.!?。？])\s*", text.norm.strip(" ?!"))[-1]
    tail = Text(last, text.lang)
    if tail.has("asks_all") or not (tail.has("points") or tail.has("how_many")):
        return False
    mine = tail.has("asks_mine") or tail.has("I")
    if holder is None or holder in _ME[text.lang]:
        return mine
    return not mine and (holder in last or bool(re.search(_PRONOUN[text.lang], last)))


def read(text: Text, lang: str) -> dict | None:
    types = {s.value for s in text.named("building_types")}
    found = only_told(text)
    if found is None or len(types) != 1 or any(text.has(k) for k in ("dirk", "tie", "both", "alone_holder")):
        return None
    rnd, used = text.round_read(scorings())
    if rnd is None or _told_otherwise(text):
        return None
    holder = found.group(1) if found.re.pattern == EXCEPT[text.lang] else None
    others = [n for n in text.numbers if found.start() <= n.start < found.end()]  # "the other two": no count
    counts = [c for c in _counts(text, used) or [] if c not in others]
    if len(counts) > 1 or counts and not counts[0].value or holder is None and not counts:
        return None  # more than the holder's count, or the holder's count is 0: not one player alone
    if counts and _each_marked(text, counts[0]):
        return None  # s13: "私とたくやが3枚ずつ, the others none": a count told for several players, no one alone
    if not _asks_one(text, holder) or holder is None and speaker_index(text, counts) != 0:
        return None  # another's points asked, or "Ana has 3 and the others none. mine?": the speaker's count untold
    btype = next(iter(types))
    mine = counts[0].value if counts else 1
    report = api.alhambra_score_counts(rnd, {"holder": {btype: mine}, "other": {btype: 0}})
    points = next(s for s in report["majorities"][btype] if s["name"] == "holder")["points"]
    name = building(btype, lang)
    blanked = text.norm[:found.start()] + " " * (found.end() - found.start()) + text.norm[found.end():]
    return {
        "rule": "alhambra.scoring.majority",
        "read": sentence([say("only.read", lang, round=rnd, type=name, count=mine)], lang),
        "verdict": sentence([say("place.verdict", lang, round=rnd, place=1, type=name, points=points)], lang),
        "answer": points,
        "counts": [c.value for c in counts + others],
        "stated": [rnd, mine],
        "negation_read": not guards.negated(Text(blanked, text.lang)),  # "no tiene ninguno, salvo": read here
    }


"""What a player tells beside the money situation that is no part of it: what someone else claims ("Zoe says I
can't take the 9 because it's over 5", "mi hermano dice que no puedo", "arkadasim diyor ki", "友達が〜と言っています")
and the rule's limit recalled ("cards adding up to five", "5'i gecmiyor muydu sinir?", "se pasan de cinco",
"5を超える"). Such a clause is dropped before the cards are read, when every number in it is the limit itself or a
number the rest of the question tells again (the cards, their count): the situation is the rest.

Only words and where they are; the readers (alhambra_take) decide on the rest as on any question. `strip` says
which numbers were dropped (the caller counts them as read) and whether every negation lay in what was dropped
("Zoe says I can't": hers, not the situation's)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant import api
from assistant.worked.reading import Text

# someone else's claim: the words that report it
_SAYS = {
    "en": r"\b(?:says?|said|saying|reckons?|thinks?|claims?|insists?|told me|tells me|according to)\b",
    "tr": r"(?:\bdiyor\w*|\bdedi\w*|\bsoyluyor\w*|\bsoyledi\w*|\biddia\w*|\bsoyle\w* ki\b|\bgore\b)",
    "es": r"\b(?:dice|dicen|dijo|decia|cree|insiste|asegura|segun|me dijo|me dice)\b",
    "ja": r"(?:と言って|って言って|と言われ|って言われ|と言う|って言う|と主張|らしい|と聞いた|って聞いた)",
}
# the rule's limit recalled: a word of a sum or a limit beside the limit's number
_LIMIT = {
    "en": r"\b(?:adding up to|add up to|adds up to|up to|over|more than|above|at most|max(?:imum)?|limit|exceed\w*|"
          r"go(?:es)? past|passes?|higher than|bigger than)\b",
    "tr": r"(?:\bgec\w*|\bsinir\w*|\basa\w*|\bfazla\w*|\ben cok\b|\bustu\w*|\bkadar\b|\btoplam\w*)",
    "es": r"\b(?:pasa\w*|pasan|supera\w*|mas de|maximo|limite|hasta|sumar\w*|suman?)\b",
    "ja": r"(?:超え|超える|以下|まで|上限|越え|オーバー)",
}
# clauses: sentence ends; commas before a new clause ("..., so is grabbing", "..., 5'i gecmiyor", "..., porque")
_CLAUSES = {
    # s10: also before a concession, "even tho it's way over 5", "aunque pasa de 5"
    "en": r"(?<=[.?!;])\s+|,\s+(?=(?:so|but|because|and is|is it|can|may|am)\b)|\s+(?=because\b)"
          r"|,?\s+(?=(?:even (?:tho|though|if)|although|though)\b)",
    "tr": r"(?<=[.?!;])\s+|,\s+|(?<=se de)\s+|(?<=sa da)\s+",  # s10: "5'i gecse de": a concession
    "es": r"(?<=[.?!;])\s+|,?\s*(?=¿)|,\s+(?=(?:pero|porque|asi que|puedo|me puedo|se puede)\b)|\s+(?=porque\b)"
          r"|,?\s+(?=(?:aunque|aun si)\b)",
    "ja": r"(?<=[。？！?!])\s*|(?<=けど)[、,]|(?<=が)[、,](?=[^、,]*[?？])",
}


@dataclass(frozen=True)
class Stripped:
    text: Text  # the question less the clauses dropped
    dropped: list[int]  # the numbers of the clauses dropped
    negation_dropped: bool  # every negation of the question lay in what was dropped


def _limit() -> int:
    return int(api.facts("alhambra")["money"]["take_limit"])


def _aside(part: Text) -> bool:
    """A clause that is someone's claim, or the limit recalled beside the limit's number."""
    if re.search(_SAYS[part.lang], part.norm):
        return True
    limit = _limit()
    return any(n.value == limit and re.search(_LIMIT[part.lang], part.norm[max(0, n.start - 16): n.end + 20])
               for n in part.numbers)


def strip(text: Text, numbers_left: bool = True) -> Stripped | None:
    """The question less its asides, or None when none is dropped (or what they tell is not told again).
    `numbers_left`: the rest must tell numbers (the cards of a taking); not for the most actions of a turn."""
    from assistant.worked import guards

    parts = [p for p in re.split(_CLAUSES[text.lang], text.raw) if p and p.strip()]
    if len(parts) < 2:
        return None
    told = [Text(p, text.lang) for p in parts]
    asides = [i for i, t in enumerate(told) if _aside(t)]
    kept = [t for i, t in enumerate(told) if i not in asides]
    if not asides or not kept:
        return None
    rest = Text(" ".join(t.raw.strip() for t in kept), text.lang)
    again = {n.value for n in rest.numbers} | {len(rest.numbers), _limit()}
    dropped = [n.value for i in asides for n in told[i].numbers]
    if numbers_left and not rest.numbers or any(v not in again for v in dropped):
        return None  # the aside tells a number of its own: perhaps another situation
    return Stripped(rest, dropped, guards.negated(text) and not guards.negated(rest))

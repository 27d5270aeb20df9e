"""Words of a purchase told in a question that are no card: the change asked about or only granted ("how much
change?", "even tho no change"), the change handed back (the engine's hand after the purchase), the action of the
turn told by its ordinal ("in my fifth action"). Used by alhambra_money; only words and the engine's report."""

from __future__ import annotations

import re

from assistant.games import JSON
from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text, fold, words

_PATTERNS = patterns("alhambra_payment")


def _action_ordinal(text: Text) -> int | None:
    """The action of the turn told by its ordinal word ("in my fifth action", "beşinci eylem", "quinta acción"):
    its number; 1 when none is told; None when two are."""
    places = {fold(str(k), text.lang): v for k, v in words()["places"][text.lang].items()}
    told = {
        v
        for w, v in places.items()
        for _ in re.finditer(rf"(?<!\w){re.escape(w)}\s+{_ACTION_WORD[text.lang]}", text.norm)
    }
    return 1 if not told else next(iter(told)) if len(told) == 1 else None


_ACTION_WORD = _PATTERNS["action_word"]


# a Turkish verb denied after the word of change ("verilmez", "verilmiyor", "olmadığını", "olmayacak") or ない
_TR_JA_DENIED = re.compile(r"\w(?:mez|maz|m[iıuü]yor|m[iıuü]yo)\b|\wm[ae]d[iıuü][gğ]|\wm[ae]y[ae](?:n|c[ae]k)\b|ない")


def _change_asked(text: Text) -> list[Span[str]]:
    """The words of change the question asks about: not change only granted ("even tho no change", "para ustu yok
    biliyorum", "ustu verilmiyor", "para üstü olmadığını biliyorum", "sin cambio", "おつりは出ないけど": the speaker
    knows none is given and asks something else)."""
    denials = text.find("negation") + text.find("without")
    verb_last = text.lang in ("tr", "ja")
    out = []
    for c in text.find("change"):
        after = text.norm[c.end : c.end + 12]
        denied = (
            any(0 <= d.start - c.end <= 12 for d in denials)
            or bool(_TR_JA_DENIED.search(after))
            if verb_last
            else any(0 <= c.start - d.end <= 12 for d in denials)
            or bool(re.search(r"\b(?:no|without|sin)\s+$", text.norm[: c.start]))
        )
        if not denied:
            out.append(c)
    return out


def _handed_back(out: JSON) -> int:
    """The money a purchase gave back: the engine's hand after it (the hand held only the cards paid)."""
    return sum(c["value"] for c in out["after"]["players"][0].get("hand", []))


def _takes_money(text: Text) -> bool:
    """A word of taking that takes money: not "take another action", nor a building taken from the market
    ("picked up the pavilion on the blue spot, paid 3 blue...": bought, s11)."""
    buildings = text.named("building_types") + text.find("tiles")
    return any(not re.match(r"\s+(?:\w+\s+)?actions?\b", text.norm[t.end :])
               and not any(b.start >= t.end and re.fullmatch(_TAKEN_BUILDING, text.norm[t.end : b.start])
                           for b in buildings)
               for t in text.find("take"))


# the words between a word of taking and the building taken: "picked up the 7 garden", "took that blue tower"
_TAKEN_BUILDING = r"\s*(?:up\s+)?(?:the |a |an |that |this |my |el |la |un |una |mi )?(?:\d+[- ]?)?(?:[a-z]+ )?"


# the words that make a number the sum of the cards told beside it: "exactly 8 (a 5 and a 3)", "5+3 ile tam 8",
# "6+6 = 12", "a total of 9", "合計9": written right before the number (or, "8 exactly", right after it)
_TOTAL_BEFORE = _PATTERNS["total_before"]
_TOTAL_AFTER = _PATTERNS["total_after"]


# a number that is no count of the cards after it ("2 blue cards", "iki mavi kart", "2 cartas", "2枚")
_NOT_A_COUNT = r"\d+(?!\d|\s*(?:\w+\s+)?(?:cards?|kart\w*|cartas?|枚))"


# a total told, then corrected into its cards: "un verde de 10, bueno, un 6 y un 4", "10, I mean a 6 and a 4" (s8)
_CORRECTED = r"\s*[,、]?\s*(?:bueno|o sea|mejor dicho|digo|i mean|well|yani|いや|つまり)\b"


def told_total(text: Text, numbers: list[Span[int]], paid: list[int]) -> int | None:
    """The place in `paid` of a number that is the sum of the other cards told and is written as their total
    ("paid exactly 8 dinar (a 5 and a 3)", "5+3 ile tam 8", "6+6 = 12", "ドゥカート4と6で合計10"), or None.
    `numbers` are the spans of the paid values in order; without a word of a total the numbers stay cards (2, 3
    and 5 are three cards, though 5 = 2 + 3)."""
    numbers = [n for n in numbers if re.match(_NOT_A_COUNT, text.norm[n.start :])]  # not "2 blue cards"
    if len(paid) < 3 or len(numbers) != len(paid):
        return None
    sums = [i for i, v in enumerate(paid) if 2 * v == sum(paid)]
    if len(sums) != 1:
        return None
    n = numbers[sums[0]]
    before, after = text.norm[max(0, n.start - 16) : n.start], text.norm[n.end : n.end + 12]
    if re.search(_TOTAL_BEFORE[text.lang], before) or re.search(_TOTAL_AFTER[text.lang], after) or re.match(
            _CORRECTED, after):
        return sums[0]
    # "paid 8 (a 5 and a 3)": the cards in brackets right after their total
    opened = re.match(r"\s*\w*\s*[(（]", after)
    inside = text.norm[n.end :].split(")")[0].split("）")[0]
    cards = re.findall(_NOT_A_COUNT, inside)  # "(2 blue cards, 5 and 4)": the 2 counts the cards
    if opened and sum(int(d) for d in cards) == n.value and len(cards) > 1:
        return sums[0]
    return None


# a reason given for the payment, which tells no other situation: "xq no tengo otro", "because I don't have a 4",
# "cunku baska kartim yok", "他にないので" (a negation there does not turn the purchase told around)
_BECAUSE = _PATTERNS["because"]


def because_only(text: Text) -> bool:
    """Every negation of the question lies in a reason given for the payment that holds no number."""
    from assistant.worked import guards

    pays = [p.start for p in text.find("pay")]
    # "como no tenia nada mejor pague con un 10": the reason ends where the payment is told
    ends = [(m.start(), min([p for p in pays if p > m.start()] + [m.end()]))
            for m in re.finditer(_BECAUSE[text.lang], text.norm)]
    reasons = [Span(a, b, text.norm[a:b]) for a, b in ends]
    if not reasons or any(re.search(r"\d", m.value) for m in reasons):
        return False
    rest = text.norm
    for m in reversed(reasons):
        rest = rest[: m.start] + rest[m.end :]
    return guards.negated(text) and not guards.negated(Text(rest, text.lang))


# the turn's other way, asked after the purchase: "or is it Ben's turn?", "or if my turn is over", "yoksa sira
# Mert'e mi gecti?", "o le toca a Lucia?", "それとも手番終了?" (s8): the same question, no other situation
_TURN_TAIL = _PATTERNS["turn_tail"]


def turn_tail_start(text: Text) -> int | None:
    """Where the turn's other way asked after the purchase begins ("or is it Ben's turn?"), or None."""
    m = re.search(_TURN_TAIL[text.lang], text.norm)
    return m.start() if m else None


_RESTATED = r"\b(?:o sea|es decir|that is|i\.e\.|yani)\b"


def tail_flags(text: Text, negation_read: bool) -> dict:
    """`negation_read` and `sequence_read` of a purchase when the question ends on the turn's other way: its
    negation ("yoksa" holds "yok") and its either-or are the question's own, not the situation's."""
    from assistant.worked import guards

    m = re.search(_TURN_TAIL[text.lang], text.norm)
    said = re.sub(_RESTATED, " ", text.norm)  # "o sea 6 justos": the total said again, no "or"
    if m is None and said == text.norm:
        return {}
    rest = Text(re.sub(_RESTATED, " ", text.norm[: m.start()] if m else text.norm), text.lang)
    return {"negation_read": negation_read or guards.negated(text) and not guards.negated(rest),
            "sequence_read": guards.two_situations(text) and not guards.two_situations(rest)}


# a payment told without a word of paying: "I put down a blue 9 and a blue 3", "turuncu 4 ve 4 vererek aldim",
# "entregue un 6", "四を二枚出して" (s8; the words of data/worked/words.yaml `pay` stay as they are)
_PAID_OTHERWISE = _PATTERNS["paid_otherwise"]


def paid_otherwise(text: Text) -> bool:
    """A payment told by another verb, beside a building (a word of a price or of the square's type)."""
    return bool(re.search(_PAID_OTHERWISE[text.lang], text.norm)) and bool(text.named("building_types"))


# the parts of a question in which the same cards may be told twice: sentences, and clauses after a comma ("..., so
# I paid the 9") or before a word of paying
_PARTS = r"[.;?!。？！]\s*|(?<=[^\d\s,]),\s+|,\s+(?=[^\d\s])|、(?=[^\d])"
# the hand held, told before the payment: "all I had", "elimde", "tenia", "手札"
_HELD = _PATTERNS["held"]


def told_again(text: Text, numbers: list[Span[int]], paid: list[int]) -> list[int] | None:
    """The cards once, when the question tells the same cards twice in two of its parts ("all I had in blue was a
    9, so I paid the 9", "elimde sadece mavi bir 5 var. mavi 5 ile odeyip..."), or None: the hand held, then the
    cards paid from it (s8). Only when every number read is a card and the two parts tell the same values."""
    if len(numbers) != len(paid) or [n.value for n in numbers] != paid or len(paid) < 2:
        return None
    cuts = [0] + [m.end() for m in re.finditer(_PARTS, text.norm)] + [len(text.norm)]
    groups: dict[int, list[int]] = {}
    for n in numbers:
        groups.setdefault(sum(1 for c in cuts[1:-1] if c <= n.start), []).append(n.value)
    if len(groups) != 2:
        return None
    (a, held), (b, paid_again) = groups.items()
    part_a, part_b = text.norm[cuts[a] : cuts[a + 1]], Text(text.norm[cuts[b] : cuts[b + 1]], text.lang)
    if sorted(held) != sorted(paid_again) or not re.search(_HELD[text.lang], part_a) or not (
            part_b.has("pay") or paid_otherwise(part_b)):
        return None  # "a 4, a 4": two cards, not one told twice
    return paid_again


def said_last(text: Text, skip: set[int]) -> bool:
    """The last number paid is written as the total of the cards before it ("o sea 6 justos", "which makes 8",
    "10払ったことになります"; s8)."""
    nums = [n for n in text.numbers if n.start not in skip]
    if not nums:
        return False
    n = nums[-1]
    before, after = text.norm[max(0, n.start - 16) : n.start], text.norm[n.end : n.end + 12]
    return bool(re.search(_TOTAL_BEFORE[text.lang], before) or re.search(_TOTAL_AFTER[text.lang], after)
                or re.search(_RESTATED + r"\s*$", before))

"""Taking money told in a question (alhambra.money.take): "can I take a 3 and a 3?", and the money row told before
the cards taken ("money on display: 4, 2, 7, 1. can I take the 4 and the 2?", alhambra_display). The cards become
a `take` move on a small position (the row shown, or the cards taken when no row is told) that assistant.api.move
decides."""

from __future__ import annotations

import re
from itertools import combinations

from assistant import api
from assistant.worked import alhambra_display, alhambra_hearsay
from assistant.worked.alhambra_cards import (
    _REPEAT,
    ME,
    _card_values,
    _currencies,
    _seat,
    _value_first,
    _word_repeats,
)
from assistant.worked.alhambra_turn import _MOST
from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text
from assistant.worked.say import join, say, sentence

_PATTERNS = patterns("alhambra_take")

# a yes-or-no asked without a word of "may": "is grabbing the lone 7 okay?", "o kart olur mu", "esta bien?"
_ASKS = _PATTERNS["asks"]
# which cards may be taken, asked (no cards taken told): "which ones can I take?", "どれを取れる?"
_WHICH = _PATTERNS["which"]


# a Turkish "one" left a word in a list ("4, bir ve 3", "dordunu, biri ve ucu"): a card not read as a number
_LIST_ONE = {"tr": r"(?:^|[,\s])(?:bir|biri|birini|birisi)(?=\s*(?:,|\bve\b|\bile\b|\bvar\b))|(?<=, )bir\b(?!\s*\d)"}


# s10: a one surely a card of a list, between a number and a joining word ("1, bir ve 3'u"), or before ", N":
# read as the 1 it is
_LIST_ONE_SURE = re.compile(r"(?<=\d, )bir\w{0,3}(?=\s*(?:,|\bve\b|\bile\b))|(?<![\w'])bir\w{0,3}(?=, (?:\d|bir\b))")


def take(text: Text, lang: str) -> dict | None:
    read = _LIST_ONE_SURE.sub("1", text.norm) if text.lang == "tr" else text.norm
    if read != text.norm and not re.search(r"(?<!\w)bir\w{0,3}\b", read):  # no other "one" left: "3 ile biri"
        text = Text(read, text.lang)
    if text.lang in _LIST_ONE and re.search(_LIST_ONE[text.lang], text.norm):
        return None  # a card of 1 told as a word the numbers do not hold: the cards would be read short
    aside = alhambra_hearsay.strip(text)  # "Zoe says it's over 5": someone's claim or the limit, dropped
    if aside is not None:
        text = aside.text
    out = _take(text, lang)
    if out is not None and aside is not None:
        out["counts"] = [*out["counts"], *aside.dropped]
        out["negation_read"] = aside.negation_dropped  # "Zoe says I can't": her negation, not the situation's
    return out


def _take(text: Text, lang: str) -> dict | None:
    most = re.search(_MOST[text.lang], text.norm)
    if most and (text.has("how_many") or re.match(r"\s*(?:number of )?cards\b", text.norm[most.end() :])):
        return _most_cards(text, lang)  # "cuantas cartas como maximo", "the most cards": no total asked
    # s10: the question mark read from the norm, where a full-width "？" ("４と２を同時に取るのはアリ？") is "?"
    asks = text.has("may") or "?" in text.norm and bool(re.search(_ASKS[text.lang], text.norm))
    if not asks or text.has("total") or text.has("how_many") or re.search(_WHICH[text.lang], text.norm):
        return None  # "several cards if they total 5?", "how many cards?", s11 "どれを取れる?": not a situation
    told = alhambra_display.split(text)
    if told is False or re.search(_PATTERNS["count_of"][lang], text.norm):
        return None  # a money row told, but not apart from the cards taken; s20: "2 of the 3 yellows": counts
    shown, taking = told if isinstance(told, tuple) else (None, text)
    taking, once = _at_once_dropped(taking)
    if shown is None and _numbers_apart(text):
        return None  # "5 and 9 are out. can I take the 5?": a row told without its word, the cards taken not sure
    if len(_takings(taking)) > 1 or _alternatives(taking):
        return None  # "can I take a 3 and a 2 if I already took a 1?", "1 ve 3'u ya da 2 ve 4'u": not one taking
    # "el 2 y el 3, los dos": the number of "both" counts the cards told, it is none of them
    both = [n for n in taking.numbers if any(b.start <= n.start < b.end for b in taking.find("both_cards"))]
    values, counts = _taken_values(taking, both)
    if _both_unsure(taking, both, values):
        return None  # "both" of three cards told: which is not sure
    row, row_counts = _row(shown) if shown is not None else (None, [])
    if row is not None and _takes_the_row(taking, len(row)):
        values = [c["value"] for c in row]  # "there's a 2 and a 4. allowed to grab both?": the cards shown
        counts = [n.value for n in taking.numbers]
    elif len(values) == 1 and _counts_cards(taking):
        return None  # "can I take these two money cards?": how many cards, not their values
    cards = _cards(taking, values)
    if cards is None or shown is not None and (row is None or _picked(cards, row) is None):
        return None
    if row is not None:
        cards = _picked(cards, row) or []
        counts = [*counts, *row_counts]
    position = {"game": "alhambra", "players": [_seat(ME)], "money_row": row if row is not None else cards}
    out = api.move(position, {"action": "take", "player": ME, "cards": cards})
    limit = api.facts("alhambra")["money"]["take_limit"]
    total, summed = sum(values), " + ".join(map(str, values))
    if out["legal"]:
        verdict = (
            say("take.legal_one", lang)
            if len(values) == 1
            else say("take.legal_many", lang, sum=summed, total=total, limit=limit)
        )
    else:
        verdict = say("take.illegal", lang, sum=summed, total=total, limit=limit)
    taken = join([say("take.card", lang, value=v) for v in values], lang)
    read_text = (
        say("take.read", lang, cards=taken)
        if row is None
        else say("take.read_display", lang, row=join([str(c["value"]) for c in row], lang), cards=taken)
    )
    return {
        "rule": "alhambra.money.take",
        "read": sentence([read_text], lang),
        "verdict": sentence([verdict], lang),
        "answer": out["legal"],
        "position": position,
        "counts": [*counts, len(values)] + ([1] if once else []),
    }


def _cards(text: Text, values: list[int] | None = None) -> list[dict] | None:
    """The cards a part tells (its values, each with the currency beside it when every card has one), or None
    when no card of a money value is told."""
    values = _card_values(text, set())[0] if values is None else values
    low, high = (api.facts("alhambra")["money"]["values"][k] for k in ("min", "max"))
    if not values or len(values) > 4 or any(not low <= v <= high for v in values):
        return None
    named = _currencies(text)
    cur = [named[i].value if len(named) == len(values) else "blue" for i in range(len(values))]
    return [{"currency": c, "value": v} for c, v in zip(cur, values, strict=True)]


# a number that counts the cards after it, no card's value: "two cards", "2 money cards", "iki para kartı",
# "dos cartas", "2枚" (a card's value is told with an article or a suffix: "a 2 card", "2'lik kart", "un 2")
_COUNTED = _PATTERNS["counted"]


def _counts_cards(taking: Text) -> bool:
    """The one number of the taking counts the cards after it ("can I take these two money cards?")."""
    nums = taking.numbers
    return len(nums) == 1 and bool(re.match(_COUNTED[taking.lang], taking.norm[nums[0].end :]))


# the taking action named as the frame of the question, no second taking: "資金を取るアクションで", "お金を取るとき",
# "when taking money", "para alirken", "al tomar dinero"
_FRAME_AFTER = _PATTERNS["frame_after"]
# s10 (en): also a relative clause naming the same taking again, "the only two cards I take"
_FRAME_BEFORE = _PATTERNS["frame_before"]


def _takings(taking: Text) -> list:
    """The words of taking, less the one naming the action as the question's frame ("資金を取るアクションで")."""
    found = _asked_again(taking, taking.find("take"))
    if len(found) < 2:
        return found
    return [t for t in found if not (re.search(_FRAME_AFTER[taking.lang], taking.norm[t.end:])
                                     or re.search(_FRAME_BEFORE[taking.lang], taking.norm[:t.start]))]


# "o tek karti", "that single one", "esa unica carta": the one card shown, told without its value (s8)
_THAT_ONE = _PATTERNS["that_one"]


def _both_unsure(taking: Text, both: list[Span[int]], values: list[int]) -> bool:
    """"both" (or s11: "üçünü birden", "3枚まとめて", as many as told) of another number of cards told."""
    told = {n.value for n in both} or {2}
    return any(values and n.value != len(values) for n in both) or taking.has("both_cards") and len(values) not in (
        0, *told)


def _at_once_dropped(taking: Text) -> tuple[Text, bool]:
    """s20: "この2枚を1回で取って", "in 1 go": the 1 is no card; (the taking with it blanked, whether it was told)."""
    once = re.search(_PATTERNS["at_once"][taking.lang], taking.norm)
    if once is None:
        return taking, False
    blanked = taking.norm[: once.start()] + " " * (once.end() - once.start()) + taking.norm[once.end() :]
    return Text(blanked, taking.lang), True


def _takes_the_row(taking: Text, size: int) -> bool:
    """The taking names the cards shown without their values: "both", "that one", or their number ("take
    that one card", "2 kartı da", "この4枚"): every number of it counts cards, as many as the row shows."""
    gap = 0 if taking.lang == "ja" else 1
    money = taking.find("money")
    counted = [n for n in taking.numbers if any(0 <= m.start - n.end <= gap for m in money)
               or re.match(_COUNTED[taking.lang], taking.norm[n.end :])
               or taking.lang == "tr" and re.match(r"\s*tane", taking.norm[n.end :])  # "3 tanesini birden"
               or any(b.start <= n.start < b.end for b in taking.find("both_cards"))]  # s11: "üçünü birden"
    if taking.numbers:
        return len(counted) == len(taking.numbers) and {n.value for n in counted} == {size}
    one = taking.has("that_card") or bool(re.search(_THAT_ONE[taking.lang], taking.norm))
    return taking.has("both_cards") and size == 2 or one and size == 1


def _row(shown: Text) -> tuple[list[dict] | None, list[int]]:
    """The money row a part shows, every number a card ("2, 3 ve 4 para var": para is the money, not a count),
    but a number of cards told with them ("4 cards: 1, 1, 3, 7"); and the numbers that counted."""
    swapped = _value_first(shown)  # s22: "3'luk 2 kart": two 3s
    if re.search(_REPEAT[shown.lang], swapped.norm) or _word_repeats(shown):  # s13: "iki tane 3'lük para kartı var"
        values, counts = _card_values(shown, set())  # several cards of one value, as the takings read them
        return (_cards(shown, values) if values else None), counts
    nums = shown.numbers
    money = shown.find("money")
    gap = 0 if shown.lang == "ja" else 1
    counted = [n for n in nums if (any(0 <= m.start - n.end <= gap for m in money)
                                   or re.match(_COUNTED[shown.lang], shown.norm[n.end :]))  # "1、1、2、5の4枚"
               and n.value == len(nums) - 1]
    values = [n.value for n in nums if n not in counted[:1]]
    return _cards(shown, values), [n.value for n in counted[:1]]


def _picked(cards: list[dict], row: list[dict]) -> list[dict] | None:
    """The row's cards of the values taken (the row's currency, told there), or None when one is not in it."""
    left, out = list(row), []
    for card in cards:
        match = next((c for c in left if c["value"] == card["value"]), None)
        if match is None:
            return None
        left.remove(match)
        out.append(match)
    return out


def _most_cards(text: Text, lang: str) -> dict | None:
    """ "display shows 1, 1, 3 and 7: the most cards I can take in one go?": every set of the row's cards taken
    through api.move, the largest the engine allows."""
    told = alhambra_display.split(text)
    if not isinstance(told, tuple):
        return None  # the row not told apart
    asked, once = _at_once_dropped(told[1])  # s20: "in 1 take money action": no card
    if asked.numbers:
        return None  # numbers beside the question: not the row's most
    row, counts = _row(told[0])
    if row is None:
        return None
    position = {"game": "alhambra", "players": [_seat(ME)], "money_row": row}
    legal = [
        list(cards)
        for n in range(len(row), 0, -1)
        for cards in combinations(row, n)
        if api.move(position, {"action": "take", "player": ME, "cards": list(cards)})["legal"]
    ]
    if not legal:
        return None
    best = legal[0]
    values = [c["value"] for c in best]
    limit = api.facts("alhambra")["money"]["take_limit"]
    verdict = (
        say("take.most_one", lang, limit=limit)
        if len(best) == 1
        else say("take.most", lang, n=len(best), sum=" + ".join(map(str, values)), total=sum(values), limit=limit)
    )
    return {
        "rule": "alhambra.money.take",
        "read": sentence([say("take.read_most", lang, row=join([str(c["value"]) for c in row], lang))], lang),
        "verdict": sentence([verdict], lang),
        "answer": len(best),
        "position": position,
        "counts": [*counts, 1] if once else counts,
    }


def _numbers_apart(text: Text) -> bool:
    """Numbers told in more than one sentence of the question."""
    parts = [p for p in re.split(r"(?<=[.?!;。？！])\s*", text.raw) if p.strip()]
    return sum(1 for p in parts if _values_told(Text(p, text.lang))) > 1


def _values_told(part: Text) -> list[Span[int]]:
    """s21: the numbers of a part less those counting the cards ("its only 2 cards")."""
    return [n for n in part.numbers if not re.match(_COUNTED[part.lang], part.norm[n.end :])]


# s10: a number counting the actions or goes it is taken in ("in a single action", "in 1 go", "tek seferde",
# "de una vez", "1回で"): no card
_TIMES = _PATTERNS["times"]
# s10: another set of cards offered as an alternative between the numbers: "1 and 3 or 2 and 4", "ya da", "o"
_OR = _PATTERNS["or"]


def _taken_values(taking: Text, both: list) -> tuple[list[int], list[int]]:
    """The cards' values, and the numbers that are none: of "both", and (s10) of the actions or goes."""
    times = _times(taking)
    told = _values_told(taking)
    counted = [n for n in taking.numbers if n not in told] if told else []  # s21: "its only 2 cards"
    values, counts = _card_values(taking, {n.start for n in [*both, *times, *counted]})
    if any(n.value != len(values) for n in counted):
        return [], []  # the cards counted are not the cards told
    return values, [*counts, *(n.value for n in [*times, *both, *counted])]


def _times(taking: Text) -> list:
    return [n for n in taking.numbers if re.match(_TIMES[taking.lang], taking.norm[n.end :])]


def _alternatives(taking: Text) -> bool:
    nums = taking.numbers
    return len(nums) > 1 and any(nums[0].end <= m.start() < nums[-1].start
                                 for m in re.finditer(_OR[taking.lang], taking.norm))


_AGAIN = _PATTERNS["again"]


def _asked_again(taking: Text, found: list) -> list:
    """s10: the taking told with its cards, then asked in a short last sentence of no number ("Ayse 2 ve 3'u almak
    istiyor. alabilir mi?", "ユキは2と2と1を取りたい。取れる?"): one taking, the question's word dropped."""
    ends = [m.end() for m in re.finditer(r"[.?!。]\s*", taking.norm)]
    if len(found) < 2 or len(ends) < 2:
        return found
    last = ends[-2]  # where the last sentence opens
    tail = taking.norm[last:]
    if any(n.start >= last for n in taking.numbers) or len(tail.split()) > 4 or not any(t.start < last for t in found):
        return found
    if re.search(_AGAIN[taking.lang], tail):
        return found  # "I took a 3 and a 2. can I take again?": another taking asked
    return [t for t in found if t.start < last]

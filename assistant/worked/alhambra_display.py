"""The money row told before the cards taken: "money on display: 4, 2, 7, 1. can I take the 4 and the 2?",
"acikta 2, 3 ve 4 para var, 2 ile 3u alabilir miyim", "場のお金は2、3、4。2と3を取れる？".

The question parts in clauses (sentence ends; in Turkish also after "var,", in Spanish before "¿", in Japanese
after "ある、"): the clause that takes (a word of taking) and the one that shows the row (a word of the display and
numbers). Each part's cards are read as a question's cards are; the row is the position's money row, and the
cards taken must lie in it (the engine checks that too). Only words and where they are: the take is decided by
assistant.api.move as any other.
"""

from __future__ import annotations

import re

from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text

_PATTERNS = patterns("alhambra_display")

_CLAUSES = _PATTERNS["clauses"]


# a row told as what is there, without a word of the display (s8): "there's a 1, a 1 and a 3. can I take...",
# "acik paralarda 1, 1, 3 ve 7 var.", "en el dinero visible hay 5 verde...", "場に3、4、1、9があります"
_THERE = _PATTERNS["there"]


def _where(text: Text) -> list[Span[str]]:
    """The display's words; in Turkish not the ablative of taking from it ("para sırasından": from the row)."""
    spans = _display_words(text)
    return spans or _there(text)


def _there(text: Text) -> list[Span[str]]:
    """The words of what is there ("hay", "var", "there's") before the taking: a row told without its word."""
    return [Span(m.start(), m.end(), m.group(0)) for m in re.finditer(_THERE[text.lang], text.norm)
            if not text.has("take") or text.find("take")[0].start > m.end()]


def _display_words(text: Text) -> list[Span[str]]:
    spans = text.find("display")
    if text.lang == "tr":
        # "ortadaki paralar" (the money in the middle), "acik paralarda" (s8: on the open money) show the row:
        # the suffixes "ki", "da" are no ablative
        spans = [s for s in spans if not re.match(r"\w", text.norm[s.end : s.end + 1])
                 or re.match(r"(?:ki|da|de|ta|te)\b", text.norm[s.end : s.end + 3])]
    return spans


# s10: the display told as where the cards come from, before them: "ortadaki paralardan 1, 1 ve 3'u" (an ablative
# after the display's word), "from the display, the 1 and the 3", "del dinero a la vista, el 1 y el 3"
# s11: Japanese "場の資金カードの4と1", "場から4と1": the display's word, of or from which the cards come
_FROM_AFTER = _PATTERNS["from_after"]
_FROM_BEFORE = _PATTERNS["from_before"]


def _taken_from(take: Text, where: Span[str]) -> bool:
    """Every number of the taking follows the display's word told as what they are taken from."""
    if not take.numbers or any(n.start < where.end for n in take.numbers):
        return False
    after, before = _FROM_AFTER.get(take.lang), _FROM_BEFORE.get(take.lang)
    head = take.norm[where.start : take.numbers[0].start]
    return bool(after and re.match(after, head) or before and re.search(before, take.norm[: where.start]))


def split(text: Text) -> tuple[Text, Text] | None | bool:
    """(the row shown, the taking) when a display is told in its own clause; None when no display is told, or
    it only says where the cards told are taken from ("take 1, 2 and 2 from the money row": the whole question
    is the taking); False when one is told but not apart from the taking (which numbers are taken is not sure)."""
    if not _where(text):
        return None
    told = _split(text)
    if told is False and not _display_words(text):
        return None  # "hay un 2 y un 3 ..., me los puedo llevar?": no display word, the whole question the taking
    return told


def _split(text: Text) -> tuple[Text, Text] | None | bool:
    parts = [p for p in re.split(_CLAUSES[text.lang], text.raw) if p and p.strip()]
    told = [Text(p, text.lang) for p in parts]
    taking = [t for t in told if t.has("take")]
    # s21: a taking of no number before another names the action the question is in ("Si cojo dinero, ¿cuántas
    # cartas...?", "お金取るとき、"): not a second taking
    taking = [t for i, t in enumerate(taking) if t.numbers or i == len(taking) - 1]
    if len(taking) != 1:
        return False
    take = taking[0]
    shown = [t for t in told if t is not take and t.numbers]
    if shown and not any(_where(t) for t in shown) and _where(take):
        shown = []  # s21: "take the 2 and the 4 from the money row? its only 2 cards": no row told apart
    if not shown:
        where = _where(take)
        if not where:
            return None  # the display's numbers are not read as numbers ("1,4,5,8"): the taking alone
        # "take 1, 2 and 2 from the money row": every number before the display's word
        if take.numbers and all(n.end <= where[0].start for n in take.numbers) or _taken_from(take, where[0]):
            return None
        return False
    if len(shown) != 1 or not _where(shown[0]) or _where(take):
        return False
    return shown[0], take

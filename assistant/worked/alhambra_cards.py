"""The money cards a question tells ("two 3s", "a 4 and a 5", "iki 2"), their currencies, and a player as the
engine sets one up holding them: what the Alhambra readers of taking (alhambra_take) and paying (alhambra_money)
read alike, in a module of its own so that neither imports the other's."""

from __future__ import annotations

import re
from functools import lru_cache

from assistant import api
from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text, words

_PATTERNS = patterns("alhambra_cards")

ME = "P1"
# "two 2s", "dos de 2", "iki tane 2", "2を2枚": several cards of one value
_REPEAT = _PATTERNS["repeat"]


_COUNTERS = ("枚", "個")
# the words of colours after a number that counts them (s8)
_HUES = r"\s*(?:(?:different|distinct|farkli|ayri|distintos)\s+)?(?:colou?rs|colores|renk|色|種類の色)"


def _value_first(text: Text) -> Text:
    """s22: Turkish "3'lük 2 kart" (the value, then the count) said as "2 3'lük kart", the order _REPEAT reads; the
    same length, so every place in the question stays where it was."""
    if text.lang != "tr":
        return text
    def swapped(m: re.Match) -> str:  # "2'lik ve 4'luk iki para kartı": the count of the values listed, kept
        listed = re.search(r"\d'?l[iu]k\s*(?:ve|ile|,)\s*$", text.norm[: m.start()])
        return m.group(0) if listed else f"{m.group(3)} {m.group(1)}{m.group(2)} "

    norm = re.sub(r"\b(\d)('?l[iu]k) (\d) (?=(?:tane )?(?:kart|para))", swapped, text.norm)
    return text if norm == text.norm else Text(norm, text.lang)


def _card_values(text: Text, skip: set[int]) -> tuple[list[int], list[int]]:
    """(the cards' values in the question's order, the numbers that counted cards: "two 3s", "3 cards"); no
    values when the cards are not told apart."""
    text = _value_first(text)
    # "a single green 9": the 1 of "single" counts the card after it, no card of 1
    single = [n for n in text.numbers if text.lang == "en" and n.value == 1 and text.norm[:n.start].endswith("a ")
              and re.match(r" (?:[a-z]+ )?\d", text.norm[n.end:])]
    # "de 3 colores distintos", "in 2 colours", "3 farkli renk", "3色": the number counts colours, no card
    hues = [n for n in text.numbers if n.start not in skip and re.match(_HUES, text.norm[n.end:])]
    single += hues
    nums = [n for n in text.numbers if n.start not in skip and n not in single]
    out: list[tuple[int, list[int]]] = []  # (where, values) in the order of the question
    reps = list(re.finditer(_REPEAT[text.lang], text.norm)) + list(_word_repeats(text)) + (
        list(re.finditer(r"\b(\d) of the (\d)'?s\b", text.norm)) if text.lang == "en" else [])  # "1 of the 1s"
    # s15: "compré uno de 7 pagando 3+5": "1 de 7" is the tile bought at its price (skipped), no card of 7
    priced = [r for r in reps if r.start(1 if text.lang == "ja" else 2) in skip]
    reps = [r for r in reps if r not in priced]
    nums = [n for n in nums if not any(r.start() <= n.start < r.end() for r in priced)]
    for rep in reps:
        count, value = (_count_of(rep.group(1), text.lang), int(rep.group(2))) if text.lang != "ja" else (
            int(rep.group(2)), int(rep.group(1)))
        if not 1 <= count <= 4:
            return [], []
        out.append((rep.start(), [value] * count))
    rest = [n for n in nums if not any(r.start() <= n.start < r.end() for r in reps)]
    # a number of cards ("3 cards: 1, 1 and 2", "only one card", "2枚") is no card when other numbers are told
    money = text.find("money") + text.find("tiles")
    gap = 0 if text.lang == "ja" else 1  # "1枚" counts, "9のカード" is a card of 9
    colours = _currencies(text)
    counted = [n for n in rest if any(0 <= m.start - n.end <= gap or _colour_between(text, colours, n.end, m.start)
                                      for m in money) or _bracketed_after(text, colours, n)]
    if len(rest) + len(out) > 1:
        rest = [m for m in rest if m not in counted]
    else:
        counted = []
    out += [(n.start, [n.value]) for n in rest]
    values = [v for _, values in sorted(out, key=lambda o: o[0]) for v in values]
    counts = [len(vs) for _, vs in out if len(vs) > 1] + [n.value for n in counted] + [n.value for n in single]
    counts += [1 for rep in reps if _count_of(rep.group(2 if text.lang == "ja" else 1), text.lang) == 1]  # "9を1枚"
    # "paid 9 (2 blue cards, 5 and 4)": a count of the cards beside their total, which is told as a value too
    with_total = len(values) - 1 if any(2 * v == sum(values) for v in values) else len(values)
    if any(c not in (len(values), with_total, *(len(vs) for _, vs in out)) for c in counts):
        return [], []  # "3 cards" beside two values: not the cards told
    return values, counts + [_count_of(r.group(2 if text.lang == "ja" else 1), text.lang) for r in priced]


def _bracketed_after(text: Text, colours: list[Span[str]], n: Span[int]) -> bool:
    """s22: "Clara tres amarillas (3, 3 y 2)": a number before a currency's word and the values in brackets after it
    counts them (three cards), no card of 3."""
    after = [c for c in colours if 0 <= c.start - n.end <= 1]
    if not after:
        return False
    inside = re.match(r"\s*\(([^)]*)\)", text.norm[after[0].end :])
    return inside is not None and len(re.findall(r"\d+", inside.group(1))) == n.value


def _colour_between(text: Text, colours: list[Span[str]], start: int, end: int) -> bool:
    """Only a currency's word lies between a number and a word of cards: "2 orange cards", "iki sari kart" (the
    number counts the cards, it is no card's value)."""
    if end <= start or end - start > 24:
        return False
    inside = [c for c in colours if start <= c.start and c.end <= end]
    rest = text.norm[start:end]
    for c in sorted(inside, key=lambda c: c.start, reverse=True):
        rest = rest[: c.start - start] + rest[c.end - start :]
    return bool(inside) and not rest.strip()


def _word_repeats(text: Text) -> list[re.Match]:
    """"los dos 3", "iki 2": a number word left before a digit (reading.digits keeps "un 8" an article) counts
    cards of that value when it is more than one."""
    words_of = _repeat_words(text.lang)
    if not words_of or text.lang in ("en", "ja"):
        return []
    alts = "|".join(re.escape(w) for w in sorted(words_of, key=len, reverse=True))
    return list(re.finditer(rf"\b({alts}) (?:tane |cartas de |de )?(\d)\b", text.norm))


@lru_cache(maxsize=4)
def _repeat_words(lang: str) -> dict[str, int]:
    from assistant.worked.reading import fold

    return {fold(str(w), lang): int(v) for w, v in words()["numbers"].get(lang, {}).items()
            if str(v).isdigit() and 2 <= int(v) <= 4}


def _count_of(token: str, lang: str) -> int:
    return int(token) if token.isdigit() else _repeat_words(lang)[token]


def _currencies(text: Text) -> list[Span[str]]:
    return text.named("currencies")


def _seat(name: str, hand: list[dict] | None = None) -> dict:
    """A player as the engine sets up a game (api.setup: the Alhambra its fountain alone, an empty reserve),
    named `name`, holding `hand` instead of the money dealt."""
    board = api.setup("alhambra", api.registration("alhambra").players.min)["players"][0]
    return {**board, "name": name, "hand": list(hand or [])}


def _printed(price: int) -> list[dict]:
    """The printed tiles of that price (any type): the tile on the square only needs its price."""
    from assistant.alhambra.catalogue import game

    g = game()
    return [t.to_json() for btype in g.building_types for t in g.variants(btype, price)]

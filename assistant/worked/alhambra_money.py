"""Alhambra money told in a question: taking cards ("can I take a 3 and a 3?"), paying ("I paid 9 for an 8 tile,
do I get another action?") and Dirk's share of tiles after a scoring.

Taking and paying become a `take` or `buy` move on a small position (the cards in the money row or in the hand,
a printed tile of that price on the square) that assistant.api.move decides: legal or not, and whether the
purchase earns another action. Dirk's share is assistant.api.alhambra_dirk_tiles.
"""

from __future__ import annotations

import re
from functools import lru_cache

from assistant import api
from assistant.games import JSON
from assistant.worked import alhambra_dirk, guards
from assistant.worked.alhambra_asked import asks_split
from assistant.worked.alhambra_cards import _COUNTERS, ME, _card_values, _currencies, _printed, _seat
from assistant.worked.alhambra_payment import (
    _action_ordinal,
    _change_asked,
    _handed_back,
    _takes_money,
    because_only,
    paid_otherwise,
    said_last,
    tail_flags,
    told_again,
    told_total,
    turn_tail_start,
)
from assistant.worked.alhambra_take import take
from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text, words
from assistant.worked.say import currency, join, say, sentence

_PATTERNS = patterns("alhambra_money")

GAME = "alhambra"


def scorings() -> int:
    """Alhambra's scoring rounds, the numbers a question may name as a round: the registration's `rounds`."""
    rounds = api.registration(GAME).rounds
    assert rounds is not None  # Alhambra has fixed scorings (its points table's rounds)
    return rounds

# the price of the tile: the number after "for a", "costs", "price", or before "tile"/"'lik karo"/"のタイル"
_PRICE = _PATTERNS["price"]
# the price told right after the building's name: "tower 11 on the orange spot", "oda 7'ydi", "塔(9)", "会館8を"
# (not a sum of cards after it: "kuleyi 3+4 turuncuyla ödedim" tells the cards, not the price)
_PRICE_AFTER_TYPE = _PATTERNS["price_after_type"]
_ACTION = _PATTERNS["action"]


# a kanji digit alone as a price or a card ("塔が七。", "四を2枚", "八払った"; s8): a number in a purchase or a
# taking, not in 一緒, 一度, もう一回 (reading.digits keeps a kanji digit alone a word)
_KANJI_VALUE = re.compile(r"(?<![一二三四五六七八九十う])([一二三四五六七八九])(?=[をでとの。、がは?？払]|$)")
_KANJI_DIGITS = {k: str(i) for i, k in enumerate("一二三四五六七八九", start=1)}


# "the dirham one", "the green one": a pronoun, no card of 1 (s8)
_ONE_PRONOUN = re.compile(r"(?i)\b(the|that|this) (\w+) one\b(?!\s*\d)")


def read(text: Text, lang: str) -> dict | None:
    if lang == "ja" and _KANJI_VALUE.search(text.norm):
        text = Text(_KANJI_VALUE.sub(lambda m: _KANJI_DIGITS[m.group(1)], text.raw), lang)
    if lang == "en" and re.search(r"\bboth (\d)'?s\b", text.norm):  # s15: "take both 3s": two cards of 3
        text = Text(re.sub(r"(?i)\bboth (\d)'?s\b", r"2 \1s", text.raw), lang)
    pronoun = lang == "en" and bool(_ONE_PRONOUN.search(text.raw))
    if pronoun:
        text = Text(_ONE_PRONOUN.sub(r"\1 \2", text.raw), lang)
    out = _read(text, lang)
    if out is not None and pronoun:
        out["counts"] = [*out.get("counts", []), 1]  # the 1 of "the dirham one", read as no number
    return out


def _read(text: Text, lang: str) -> dict | None:
    shown = text.find("display")  # "money row", "para sırası": the row of money, no pattern line
    tail = turn_tail_start(text)  # "yoksa sira Ayse'ye mi gecti?": the turn's sira, no pattern line
    lines = [s for s in text.find("line") if not any(d.start <= s.start < d.end for d in shown)
             and (tail is None or s.start < tail)]
    if text.named("colours") and (lines or text.has("floor") or text.has("factory") or text.has("wall")):
        return None  # Azul words
    if text.has("dirk"):
        return alhambra_dirk.read(text, lang, scorings())
    if asks_split(text):
        return None  # s20: "arcadas: Vale 4, Nico 2 ... cómo se reparten": a scoring's split (Vale a name), no payment
    if text.has("pay") or paid_otherwise(text):
        return _pay(text, lang)
    # Azul's colours: a colour that is no currency (red), or any colour beside Azul's things
    azul_colour = {s.start for s in text.named("colours")} - {s.start for s in _currencies(text)}
    tiles = [s for s in text.find("tiles") if s.value not in _COUNTERS]  # 枚 counts cards as well as tiles
    # "un 2 y un 3 de colores distintos": colours that differ are money's (colours do not matter), no Azul colour
    colour_words = [s for s in text.find("complete_colour")
                    if not any(d.start <= s.start < d.end for d in text.find("different"))]
    if text.lang == "tr" and text.named("building_types") and text.has("may") and _price(text) is not None:
        return _pay(text, lang)  # s8: "kuleyi alabilir miyim?": a building taken is bought
    if text.has("take") and (text.has("money") or not (tiles or azul_colour or colour_words)):
        taken = take(text, lang)
        if taken is not None or not text.has("may"):
            return taken  # s22: else "binayı 4'lük yeşil + 3'lük turuncu kartla alabilir miyim?" is a purchase
    # "a 9 building on the orange square, I hold 5 and 3: can I?"
    if (text.has("may") or text.has("enough")) and _price(text) is not None:
        return _pay(text, lang)
    return None


@lru_cache(maxsize=4)
def _type_words(lang: str) -> str:
    """Every word of a building type in a language (data/worked/words.yaml), folded as questions are."""
    from assistant.worked.reading import fold

    names = {fold(str(w), lang) for by in words()["building_types"].values() for w in by.get(lang, [])}
    return "|".join(re.escape(w) for w in sorted(names, key=len, reverse=True))


@lru_cache(maxsize=1)
def _ja_buildings() -> str:
    """Every Japanese word of a building type (data/worked/words.yaml), for "5のパビリオン": a price before it."""
    names = {w for by in words()["building_types"].values() for w in by.get("ja", [])}
    return "|".join(re.escape(w) for w in sorted(names, key=len, reverse=True))


def _price(text: Text) -> Span[int] | None:
    found: list[Span[int]] = []
    typed = {m.start(1): m for m in re.finditer(r"(?<!\w)(?:{types})(?:es|s)?\s+de\s+(\d+)\b".replace(
        "{types}", _type_words(text.lang)), text.norm)} if text.lang == "es" else {}
    if len(typed) == 1:  # "serrallo de 6 en la casilla verde ... un verde de 3": the building's price first
        m = next(iter(typed.values()))
        return Span(m.start(1), m.end(1), int(m.group(1)))
    for pattern in [*_PRICE[text.lang], _PRICE_AFTER_TYPE[text.lang]]:
        pattern = pattern.replace("{types}", _type_words(text.lang))
        for m in re.finditer(pattern.replace("{buildings}", _ja_buildings()), text.norm):
            found.append(Span(m.start(1), m.end(1), int(m.group(1))))
        if found:
            break
    starts = {s.start for s in found}
    return found[0] if len(starts) == 1 else None


def _square_and_cards(text: Text, price: Span[int], paid: list[int], skip: set[int]
                      ) -> tuple[str, list[str]] | None:
    """(the square's currency, each paid card's currency) as told, or None when they cannot be told apart."""
    named = _currencies(text)
    kinds = list(dict.fromkeys(s.value for s in named))
    if len(kinds) > 2:
        return None
    # "with 5 green and 3 yellow": each card's currency written beside its value (the square: the first named)
    paid_spans = [n for n in text.numbers if n.start not in skip and n.value in paid]
    beside = [_beside_card(text, named, n) for n in paid_spans]
    mixed = None
    if len(kinds) == 2 and len(paid_spans) == len(paid) and all(len(b) == 1 for b in beside) and len(
            {b[0] for b in beside}) == 2:
        mixed = [b[0] for b in beside]
    if text.has("different") and not mixed:
        return None  # "in different currencies": which card is which is not told
    squares = text.find("square")
    by_square = {s.value for s in named for q in squares
                 if -14 <= s.start - q.end <= 14 or -14 <= q.start - s.end <= 14}
    if mixed and re.search(r"[.;?!。？]", text.norm[paid_spans[0].end:paid_spans[-1].start]):
        return None  # "I have 9 green. can I buy it with my blue 7?": the cards held, not all of them paid
    if mixed:
        return (next(iter(by_square)) if len(by_square) == 1 else mixed[0]), mixed
    told = {b[0] for b in beside if len(b) == 1}
    if len(kinds) == 2 and len(told) == 1 and len(by_square) == 1 and all(len(b) <= 1 for b in beside):
        # "un 4 y un 3 naranjas ... aunque el edificio sea verde": the cards' currency is the one told with them
        return next(iter(by_square)), [next(iter(told))] * len(paid)
    if len(kinds) == 2:  # the square's currency is the one next to "square", else the one nearest the price
        square = next(iter(by_square)) if len(by_square) == 1 else min(
            named, key=lambda s: min(abs(s.start - price.start), abs(s.end - price.start))).value
        return square, [next(k for k in kinds if k != square)] * len(paid)
    only = kinds[0] if kinds else "blue"
    return only, [only] * len(paid)


def _beside_card(text: Text, named: list[Span[str]], n: Span[int]) -> list[str]:
    """The currency written with a card's value: right next to it ("緑4", "4 green", "verde de 3"); when two
    are, the one touching it ("緑4と青3": 緑 is the 4's, 青 the 3's)."""
    def gap(c: Span[str]) -> int | None:
        if 0 <= c.start - n.end <= 1:
            return c.start - n.end
        if text.lang == "tr" and re.fullmatch(r"'?l[iu]k\s", text.norm[n.end : c.start]):
            return 1  # s22: "4'lük yeşil + 3'lük turuncu": the value's suffix, then its currency
        between = text.norm[c.end:n.start] if c.end <= n.start else None
        if between is not None and re.fullmatch(r"\s?" if text.lang != "es" else r"\s?(?:de\s)?", between):
            return len(between)
        return None

    near = [(g, c.value) for c in named if (g := gap(c)) is not None]
    closest = min((g for g, _ in near), default=None)
    return [v for g, v in near if g == closest]


def _pay_verdict(out: JSON, total: int, price: int, wants_extra: bool, params: dict[str, object], lang: str
                 ) -> tuple[str, str] | None:
    """(verdict, rule) of the engine's answer to a purchase, or None for a reason this reader does not word."""
    rules = {p["rule"] for p in out["problems"]}
    if "alhambra.buy.currency" in rules:
        return say("pay.currency", lang, **params), "alhambra.buy.currency"
    if "alhambra.buy.no-change" in rules:
        return say("pay.short", lang, **params), "alhambra.buy.no-change"
    if rules:
        return None  # another reason (a fifth action's purchase): said by the rule, not here
    if out["extra_action"]:
        return say("pay.exact_extra", lang, **params), "alhambra.buy.exact-payment"
    if total == price:
        return say("pay.exact_last", lang, **params), "alhambra.buy.exact-payment"
    return say("pay.over", lang, **params), "alhambra.buy.exact-payment" if wants_extra else "alhambra.buy.no-change"


def _pay(text: Text, lang: str) -> dict | None:
    """A purchase told; the turn's other way asked beside it ("or is it Ben's turn?", "yoksa sira Mert'e mi
    gecti?") is read as no negation and no second situation (alhambra_payment.turn_tail)."""
    out = _purchase(text, lang)
    if out is not None:
        out.update(tail_flags(text, out.get("negation_read", False)))
    return out


def _purchase(text: Text, lang: str) -> dict | None:
    change = _change_asked(text)
    amount = bool(change) and (text.has("how_many") or text.lang == "ja" and bool(re.search(
        r"(?:お釣り|おつり|釣り銭|差額)(?:は|って)\s*(?:いくら)?\s*[?？]", text.norm)))  # "how much change?"
    if _takes_money(text) and text.lang != "tr":
        return None  # "I paid 9 last turn, can I now take money?": another action asked about (tr: aldım is buying too)
    wants_extra = text.has("extra")
    asks = wants_extra or text.has("may") or text.has("enough") or bool(change)  # "me llega?": yes or no
    price = _price(text) if asks else None
    exactly = _exactly(text) if price is None and wants_extra else None
    price = price or exactly
    if price is None or re.search(_VALUE_PLURALS, text.norm):  # "dos treses": cards told by their value's plural
        return None
    skip = {price.start} | {n.start for n in text.numbers for c in change if 0 <= n.start - c.end <= 3
                            or 0 <= c.start - n.end <= 1}  # "do I get 3 back?", "2 para üstü": the change asked
    action = re.search(_ACTION[text.lang], text.norm)
    number = int(action.group(1)) if action else _action_ordinal(text)
    if number is None:
        return None
    skip |= {action.start(1)} if action else set()
    paid, counts = ([price.value], []) if exactly else _paid_cards(text, skip)
    low, high = (api.facts("alhambra")["money"]["values"][k] for k in ("min", "max"))
    one_total = bool(paid) and len(paid) == 1
    if one_total and high < paid[0] <= 4 * high:  # "I pay 10": a total, in cards of at most 9
        paid = [high] * (paid[0] // high) + ([paid[0] % high] if paid[0] % high else [])
    if not paid or len(paid) > 6 or any(not low <= v <= high for v in paid) or not 2 <= price.value <= 13:
        return None
    told = _square_and_cards(text, price, paid, skip)
    tiles = _printed(price.value)
    if told is None or not tiles:
        return None
    square, kinds = told
    hand = [{"currency": c, "value": v} for c, v in zip(kinds, paid, strict=True)]
    position = {"game": "alhambra", "players": [_seat(ME, hand)], "market": [{"currency": square, **tiles[0]}]}
    out = api.move(position, {"action": "buy", "player": ME, "square": square, "pay": hand, "to": "reserve",
                              "action_number": number})
    total = sum(paid)
    if not exactly and total != price.value and _exact_told(text):
        return None  # s15: "paid it exactly with a 5 and a 4" for an 8: the story contradicts itself
    params = {"paid": total, "price": price.value, "square": currency(square, lang), "action": number}
    said = _pay_verdict(out, total, price.value, wants_extra, params, lang)
    if said is None:
        return None
    spent = join(sorted({currency(c, lang) for c in kinds}), lang)
    paid_text = str(total) if one_total else " + ".join(map(str, paid)) + (f" = {total}" if len(paid) > 1 else "")
    read_text = say("pay.read" if _currencies(text) else "pay.read_plain", lang, paid=paid_text,
                    currency=spent, price=price.value, square=currency(square, lang))
    if number != 1:  # "4th action", "in my fourth action"
        read_text += say("pay.read_action", lang, action=number)
    if change:  # "do I get change?": the engine's hand after holds no change, only what was left
        if not out["legal"] or total == price.value and not amount or out["after"]["players"][0].get("hand"):
            return None
        # "how much change?": what the engine handed back, the hand after less the cards not paid (none here)
        answer, rule = (_handed_back(out) if amount else False), "alhambra.buy.no-change"
        counts = [*counts, total - price.value]  # "do I get 3 back?": the change asked about
    else:
        answer, rule = (bool(out["extra_action"]) if wants_extra else bool(out["legal"])), said[1]
    return {"rule": rule, "read": sentence([read_text], lang), "verdict": sentence([said[0]], lang),
            "answer": answer, "position": position, "counts": counts,
            "negation_read": because_only(text)}  # "xq no tengo otro": a reason, no other purchase


def _exact_told(text: Text) -> bool:
    """The payment is told as exact, no negation beside ("since I don't have exact"); "I just bought" is no sum."""
    return not guards.negated(text) and any(s.value != "just" for s in text.find("exactly"))


def _paid_cards(text: Text, skip: set[int]) -> tuple[list[int], list[int]]:
    """(the cards paid, the numbers that counted them or were their total) as _card_values reads them, less a
    total told with its cards."""
    paid, counts = _card_values(text, skip)
    if len(paid) > 2 and paid[0] == sum(paid[1:]) and _total_first(text, skip):
        return paid[1:], [*counts, paid[0]]  # "I paid 10 with a 6 and a 4": the total, then its cards
    total_at = told_total(text, [n for n in text.numbers if n.start not in skip], paid)
    if total_at is not None:  # "exactly 8 (a 5 and a 3)", "5+3 ile tam 8": the cards and their total, told as such
        return [v for i, v in enumerate(paid) if i != total_at], [*counts, paid[total_at]]
    if len(paid) > 2 and paid[-1] == sum(paid[:-1]) and said_last(text, skip):
        return paid[:-1], [*counts, paid[-1]]  # "3 cartas de 2, o sea 6 justos": the cards, then their total
    once = told_again(text, [n for n in text.numbers if n.start not in skip], paid)
    if once is not None:  # "all I had in blue was a 9, so I paid the 9": the hand told, then the same cards paid
        return once, [*counts, *once]
    return paid, counts


_VALUE_PLURALS = (r"\b(?:doses|treses|cuatros|cincos|seises|sietes|ochos|nueves|twos|threes|fours|fives"
                  r"|sixes|sevens|eights|nines)\b")


def _exactly(text: Text) -> Span[int] | None:
    """"I paid exactly 8 for the tower": the one number of the question, both the price and what was paid."""
    if len(text.numbers) != 1:
        return None
    n = text.numbers[0]
    if any(0 <= t.start - n.end <= 1 for t in text.find("times")):
        return None  # "si pago exacto 4 veces": how many purchases, no price (alhambra_turn)
    if any(0 <= n.start - e.end <= 1 or 0 <= e.start - n.end <= 1 for e in text.find("exactly")):
        return n
    return None


def _total_first(text: Text, skip: set[int]) -> bool:
    """The first paid number is followed by "with" before the next one: "paid 10 with a 6 and a 4"."""
    nums = [n for n in text.numbers if n.start not in skip]
    if len(nums) < 3:
        return False
    if text.lang in ("tr", "ja"):  # "6 ve 4 ile 10 ödedim", "6と4で10払った": the cards come first
        return False
    return any(nums[0].end <= w.start and w.end <= nums[1].start for w in text.find("paid_with"))

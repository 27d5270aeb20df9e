"""A turn's actions told with the exact purchases already made (alhambra.turn.actions): "I've paid exact 3 times this
turn, how many more actions at most?", "4 kere tam ödeme yaptım, bir aksiyon daha yapabilir miyim?", "ya hice 4
compras con pago exacto, puedo hacer una accion mas?", "ぴったり払いを3回続けた。あと最大何回？", and the most
actions "if I keep paying exact".

Each exact purchase is played through assistant.api.move as action 1, 2, ...: whether it earns another action is
the engine's; the most actions of a turn is the first action whose exact purchase earns none. Nothing here counts
actions by itself.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.worked import guards
from assistant.worked.alhambra_cards import ME, _printed, _seat
from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text
from assistant.worked.say import say, sentence

_PATTERNS = patterns("alhambra_turn")

GAME = "alhambra"
_ACTION_WORD = _PATTERNS["action_word"]


_IN_ALL = _PATTERNS["in_all"]
_MOST = _PATTERNS["most"]


def earns_another(number: int) -> bool:
    """Whether an exact purchase made as action `number` of the turn earns another action (the engine's move)."""
    tile = _printed(5)[0]
    me = _seat(ME, [{"currency": "blue", "value": 5}])
    position = {"game": "alhambra", "players": [me], "market": [{"currency": "blue", **tile}]}
    out = api.move(
        position,
        {
            "action": "buy",
            "player": ME,
            "square": "blue",
            "pay": [{"currency": "blue", "value": 5}],
            "to": "reserve",
            "action_number": number,
        },
    )
    return bool(out["extra_action"])


def most_actions() -> int | None:
    """The most actions of a turn: the first action whose exact purchase earns no other, or None when every
    action number a move may name earns one."""
    return next((n for n in range(1, api.facts(GAME)["max_action_number"] + 1) if not earns_another(n)), None)


_TIMES_WORD = {"once": 1, "twice": 2, "thrice": 3}  # "I've already paid exactly twice"


def _made(text: Text) -> Span[int] | None:
    """The number of exact purchases told as made ("3 times", "4 kere", "4 compras", "2回", "twice"), when one is."""
    if text.lang == "en":
        said = [
            Span(m.start(), m.end(), _TIMES_WORD[m.group(1)])
            for m in re.finditer(r"\b(once|twice|thrice)\b", text.norm)
        ]  # s21: "paid exact twice ... counting the 2 i did": the count said again
        if len(said) == 1 and all(n.value == said[0].value for n in text.numbers):
            return said[0]
    times = text.find("times")
    gap = 0 if text.lang == "ja" else 12
    found = [
        n
        for n in text.numbers
        if any(
            0 <= t.start - n.end <= gap and not re.search(r"[,.;:?!、。]", text.norm[n.end : t.start]) for t in times
        )
    ]
    found = [n for n in found if not re.match(r"回目|度目", text.norm[n.end :])]  # "4回目の購入": an ordinal
    return found[0] if len({n.value for n in found}) == 1 else None  # s21: "4 times ... those 4 buys": said again


# the purchase that ended the turn paid more than its price: "overpaid", "払いすぎた", "fazla ödedim", "pagué de más"
_OVERPAID = _PATTERNS["overpaid"]
# the ordinal of the purchase that ended the turn: "the 4th purchase", "4回目の購入", "4. alim", "la 4a compra"
_NEXT_ORDINAL = _PATTERNS["next_ordinal"]


def _took_money(text: Text) -> bool:
    """Money taken as an action of the turn: a word of taking right beside money ("then I took money", "お金を取った");
    not "exact money ... can I take"."""
    verb_last = text.lang in ("tr", "ja")
    paid_with = r"\w*?(?:yla|ile|la|le)\b" if text.lang == "tr" else r"(?!)"  # s18: "tam parayla aldım": bought with it
    return any(0 <= (t.start - m.end if verb_last else m.start - t.end) <= 6
               and not re.match(paid_with, text.norm[m.end:])
               for t in text.find("take") for m in text.find("money"))


def _repeated(text: Text) -> Span[int] | None:
    """Exact purchases told one by one, no number: "bought a tile paying exact, bought another paying exact" (as
    many purchase words as exact payments, two or more)."""
    exact, bought = text.find("exact_purchase"), text.find("pay")
    if text.numbers or len(exact) < 2 or len(bought) < len(exact):
        return None
    return Span(exact[0].start, exact[0].end, len(exact))


def _ended_over(text: Text, made: Span[int], rest: list[Span[int]]) -> bool:
    """The purchase after the exact ones paid too much ("4回目の購入は払いすぎた"); its ordinal, when told, is the next
    one."""
    if not re.search(_OVERPAID[text.lang], text.norm):
        return False
    return all(n.value == made.value + 1 and re.match(_NEXT_ORDINAL[text.lang], text.norm[n.end :]) for n in rest)


def _single(text: Text) -> list[Span[int]]:
    """ "every single time": the 1 of "single", no number told; s18: "one player", "a single turn", "bir turda": the
    player or the turn the rule is about."""
    return [n for n in text.numbers if n.value == 1 and (re.search(r"\bevery $", text.norm[: n.start]) or re.match(
        _PATTERNS["one_of"][text.lang], text.norm[n.end:]))]


def read(text: Text, lang: str) -> dict | None:
    from assistant.worked import alhambra_hearsay

    aside = alhambra_hearsay.strip(text, numbers_left=False)  # s8: "友達が「ぴったり払えば…」と言っています"
    if aside is not None and not aside.dropped and not aside.negation_dropped and aside.text.has("exact_purchase"):
        text = aside.text  # a claim without numbers, the exact purchases told again: the question is the rest
    if not text.has("exact_purchase"):
        return None  # _read's own first gate, before the counts of the turn are read for it
    made = _made(text)
    market = _market_counts(text, made)
    out = _read(text, lang, made, market)
    if out is not None:
        out["counts"] = [*out["counts"], *(n.value for n in market)]
        exact = re.sub(_PATTERNS["exact_negation"][text.lang], " ", text.norm)  # s19: "ni un dinar de más"
        if exact != text.norm:
            out["negation_read"] = not guards.negated(Text(exact, text.lang))
    return out


def _market_counts(text: Text, made: Span[int] | None) -> list[Span[int]]:
    """s17: the buildings told in the market ("the 4 buildings of the market", "pazarda hâlâ 2 bina var", "市場に建物
    4枚"): no purchase of the turn; the turn's most holds while they are enough to buy one after another."""
    size = api.facts(GAME)["market_size"]
    parts = [(m.start(), m.end()) for m in re.finditer(r"[^.,;!?。、]+", text.norm)]
    marked = [(a, b) for a, b in parts if any(a <= k.start < b for k in text.find("market"))]
    return [n for n in text.numbers if n.value <= size and any(a <= n.start < b for a, b in marked)
            and not (made is not None and made.start == n.start)]


def _read(text: Text, lang: str, made_told: Span[int] | None, market: list[Span[int]]) -> dict | None:
    """`made_told`: the exact purchases told as made (_made); `market`: the buildings told in the market."""
    if not text.has("exact_purchase") or text.has("dirk") or text.named("building_types"):
        return None
    if not (re.search(_ACTION_WORD[text.lang], text.norm) or text.has("pay")) or any(
        text.has(k) for k in ("floor", "factory", "line", "wall")
    ):
        return None  # neither actions nor purchases told, or Azul's things: no turn of Alhambra
    most = most_actions()
    if most is None:
        return None
    made = made_told or _repeated(text)
    rest = [n for n in text.numbers if n is not made and n not in _single(text) and n not in market
            and not (made is not None and n.value == made.value)]  # s21: "counting those 4 buys": said again
    if market and (len(market) > 1 or (made.value if made else 0) + market[0].value + 1 < most):
        return None  # s17: fewer buildings left in the market than the turn's most needs: not read here
    # "then I took money", "the 4th purchase was overpaid": the action that ended the turn
    over = made is not None and _ended_over(text, made, rest)
    if rest and not over:
        return None  # a price, a card, another count: not only the purchases of the turn
    took_money = _took_money(text) or over
    if made is None:  # "the max number of actions if I keep paying exact": the turn's most
        if (
            took_money
            or not re.search(_MOST[text.lang], text.norm)
            or not (text.has("most_actions") or text.has("how_many") and re.search(_ACTION_WORD[text.lang], text.norm))
        ):
            return None
        return _said(
            lang, "actions.read", "actions.verdict", most, most=most, last=most, counts=[n.value for n in _single(text)]
        )
    k = made.value
    if not 1 <= k <= most or any(not earns_another(i) for i in range(1, k)):
        return None  # the k-th purchase would not be an action of the turn
    asks_how_many = text.has("how_many") or text.has("most_actions")
    last = [p for p in re.split(r"[.!?。？！]", text.norm) if p.strip()]
    more_left = text.has("more_left")
    if asks_how_many and not took_money and (
        last and re.search(_IN_ALL[text.lang], last[-1]) or not more_left and re.search(_MOST[text.lang], text.norm)
    ):  # s15: "...? so how many in total?"; s18: "3 exact purchases: the max actions of a turn?"
        return _said(lang, "turn.read", "turn.in_all", most, counts=[n.value for n in _single(text)], made=k, most=most)
    if asks_how_many and more_left and not took_money:
        return _said(lang, "turn.read", "turn.more", most - k, made=k, most=most, left=most - k)
    if asks_how_many and took_money:  # "3 exact purchases, then I took money: how many actions in all?"
        if not earns_another(k):
            return None
        return _said(lang, "turn.read_then", "turn.total", k + 1, made=k, total=k + 1,
                     counts=[n.value for n in rest])  # "4回目の購入": the purchase that ended the turn
    if asks_how_many and re.search(_IN_ALL[text.lang], text.norm):  # "4 exact purchases: how many in all?"
        return _said(lang, "turn.read", "turn.in_all", most, made=k, most=most)
    if text.has("may") and re.search(_ACTION_WORD[text.lang], text.norm) and not asks_how_many:
        another = earns_another(k)
        verdict = "turn.another_yes" if another else "turn.another_no"
        return _said(lang, "turn.read", verdict, another, made=k, next=k + 1, most=most)
    return None


def _said(
    lang: str, read_key: str, verdict_key: str, answer: int | bool, counts: list[int] | None = None, **params: int
) -> dict:
    return {
        "rule": "alhambra.turn.actions",
        "read": sentence([say(read_key, lang, **params)], lang),
        "verdict": sentence([say(verdict_key, lang, **params)], lang),
        "answer": answer,
        "counts": counts or [],
    }

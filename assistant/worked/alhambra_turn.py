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
from assistant.worked.alhambra_cards import ME, _printed, _seat
from assistant.worked.reading import Span, Text
from assistant.worked.say import say, sentence

GAME = "alhambra"
_ACTION_WORD = {
    "en": r"\bactions?\b",
    "tr": r"(?:eylem|hamle|aksiyon)",
    "es": r"acci[o]n(?:es)?",
    "ja": r"(?:アクション|行動|手番)",
}


_IN_ALL = {
    "en": r"\b(?:in total|in all|altogether|total)\b",
    "tr": r"\btoplam",
    "es": r"\ben total\b|\ben todo\b",
    "ja": r"合計|全部で",
}
_MOST = {
    "en": r"\b(?:max|maximum|most)\b",
    "tr": r"\ben (?:fazla|cok)\b",
    "es": r"\bm[a]xim[oa]s?\b",
    "ja": r"最大|最高|一番多く",
}


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
    if text.lang == "en" and not text.numbers:
        said = [
            Span(m.start(), m.end(), _TIMES_WORD[m.group(1)])
            for m in re.finditer(r"\b(once|twice|thrice)\b", text.norm)
        ]
        if len(said) == 1:
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
    return found[0] if len(found) == 1 else None


def _single(text: Text) -> list[Span[int]]:
    """ "every single time": the 1 of "single", no number told."""
    return [n for n in text.numbers if n.value == 1 and re.search(r"\bevery $", text.norm[: n.start])]


def read(text: Text, lang: str) -> dict | None:
    if not text.has("exact_purchase") or text.has("dirk") or text.named("building_types"):
        return None
    if not (re.search(_ACTION_WORD[text.lang], text.norm) or text.has("pay")) or any(
        text.has(k) for k in ("floor", "factory", "line", "wall")
    ):
        return None  # neither actions nor purchases told, or Azul's things: no turn of Alhambra
    most = most_actions()
    if most is None:
        return None
    made = _made(text)
    rest = [n for n in text.numbers if n is not made and n not in _single(text)]
    if rest:
        return None  # a price, a card, another count: not only the purchases of the turn
    took_money = text.has("take") and text.has("money")  # "then I took money": the action that ended the turn
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
    if asks_how_many and text.has("more_left") and not took_money:
        return _said(lang, "turn.read", "turn.more", most - k, made=k, most=most, left=most - k)
    if asks_how_many and took_money:  # "3 exact purchases, then I took money: how many actions in all?"
        if not earns_another(k):
            return None
        return _said(lang, "turn.read_then", "turn.total", k + 1, made=k, total=k + 1)
    if asks_how_many and re.search(_IN_ALL[text.lang], text.norm):  # "4 exact purchases: how many in all?"
        return _said(lang, "turn.read", "turn.in_all", most, made=k, most=most)
    if text.has("may") and re.search(_ACTION_WORD[text.lang], text.norm) and not asks_how_many:
        another = earns_another(k)
        return _said(
            lang,
            "turn.read",
            "turn.another_yes" if another else "turn.another_no",
            another,
            made=k,
            next=k + 1,
            most=most,
        )
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

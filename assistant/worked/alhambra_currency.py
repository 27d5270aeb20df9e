"""Paying a building in another currency than its square's, told without the cards' values: "yeşil karedeki bahçeyi
mavi kartlarla ödeyebilir miyim?", "緑のマスにある10の庭園、青のカードで払ってもいい？", "can I pay the tower on the
orange square with blue cards?".

The square's currency is the one named beside the square's word, the cards' the other one, named beside a word of
money. The cards become enough of that currency for the price (told, or the tile's printed price): whatever their
values, assistant.api.move refuses them for the currency alone (alhambra.buy.currency); when it finds nothing to
refuse, or the cards are of the square's currency, how much they are is needed and nothing is said.
"""

from __future__ import annotations

from assistant import api
from assistant.worked.alhambra_money import ME, _currencies, _price, _printed, _seat
from assistant.worked.reading import Span, Text
from assistant.worked.say import currency, say, sentence

GAME = "alhambra"


def _near(a: Span[str], spans: list[Span[str]], reach: int) -> bool:
    return any(-reach <= a.start - s.end <= reach or -reach <= s.start - a.end <= reach for s in spans)


def read(text: Text, lang: str) -> dict | None:
    if not (text.has("may") or text.has("enough")) or not (text.has("pay") or text.has("square")):
        return None
    named = _currencies(text)
    kinds = list(dict.fromkeys(s.value for s in named))
    if len(kinds) != 2:
        return None
    squares, money = text.find("square"), text.find("money")
    by_square = {s.value for s in named if _near(s, squares, 2)}
    by_money = {s.value for s in named if _near(s, money, 4) and s.value not in by_square}
    if len(by_square) != 1 or len(by_money) != 1:
        return None
    price = _price(text)
    if any(n.start != (price.start if price else -1) for n in text.numbers):
        return None  # the cards' values told: the money reader's purchase
    types = {s.value for s in text.named("building_types")}
    tiles = _printed(price.value) if price else []
    if price is None and len(types) <= 1:  # "黄色のマスの建物": any printed tile, its price paid in the other money
        from assistant.alhambra.catalogue import game

        g = game()
        kind = next(iter(types)) if types else g.building_types[0]
        tiles = [t.to_json() for t in g.variants(kind)][:1]
    if not tiles:
        return None
    square, other = next(iter(by_square)), next(iter(by_money))
    cost = int(tiles[0]["price"])
    high = api.facts("alhambra")["money"]["values"]["max"]
    hand = [{"currency": other, "value": v} for v in [high] * (cost // high) + ([cost % high] if cost % high else [])]
    position = {"game": "alhambra", "players": [_seat(ME, hand)], "market": [{"currency": square, **tiles[0]}]}
    out = api.move(position, {"action": "buy", "player": ME, "square": square, "pay": hand, "to": "reserve"})
    if "alhambra.buy.currency" not in {p["rule"] for p in out["problems"]}:
        return None
    names = {"square": currency(square, lang), "currency": currency(other, lang)}
    return {
        "rule": "alhambra.buy.currency",
        "read": sentence([say("pay.read_currency", lang, **names)], lang),
        "verdict": sentence([say("pay.currency", lang, **names)], lang),
        "answer": False,
        "position": position,
        "stated": [price.value] if price else [],
    }

"""Who gets a tile left in the market at the end ("a blue tile is left, Ana has 12 in blue and I have 9, who gets
it?"): each player's money of that currency becomes a hand, the tile lies on its square, and
assistant.api.alhambra_end_market awards it (a tie leaves it: the answer is "").
"""

from __future__ import annotations

import re

from assistant import api
from assistant.worked.alhambra_cards import _printed, _seat
from assistant.worked.players import ME_WORD, people
from assistant.worked.reading import Text, words
from assistant.worked.say import currency, join, say, sentence

GAME = "alhambra"


def _people(text: Text) -> list[tuple[str, int]] | None:
    """(the player as the question writes them, their amount), in order; None unless each part names one."""
    found = people(text)
    if found is None or any(len(part.numbers) != 1 for _, part in found):
        return None
    if any(part.has("money") and not part.named("currencies") for _, part in found):
        return None  # "Ana has 12 money": all her money, not the tile's currency
    return [(name, part.numbers[0].value) for name, part in found]


def _one_tile_said(text: Text) -> Text:
    """"one tile left on the orange square": the tile told by "one", no player's amount (read as "a tile")."""
    if text.lang != "en":
        return text
    raw = re.sub(r"\b(?:one|1|a single)\s+(?=(?:\w+\s+)?(?:tile|building)s?\b)", "a ", text.raw, flags=re.IGNORECASE)
    return Text(raw, text.lang) if raw != text.raw else text


def read(text: Text, lang: str) -> dict | None:
    if not text.has("leftover") or not text.has("who"):
        return None
    kinds = list(dict.fromkeys(s.value for s in text.named("currencies")))
    if len(kinds) != 1:
        return None
    square = kinds[0]
    said = _one_tile_said(text)
    people = _people(said)
    if people is None:
        return None
    high = api.facts("alhambra")["money"]["values"]["max"]
    players = []
    for i, (_, amount) in enumerate(people):
        if not 0 <= amount <= 60:
            return None
        cards = [high] * (amount // high) + ([amount % high] if amount % high else [])
        players.append(_seat(f"P{i + 1}", [{"currency": square, "value": v} for v in cards]))

    position = {"game": "alhambra", "round": 3, "players": players, "market": [{"currency": square,
                                                                                  **_printed(8)[0]}]}
    award = api.alhambra_end_market(position)["awards"][0]
    me = words()["pronouns_i"][text.lang][0]
    name_of = {f"P{i + 1}": (me if n == ME_WORD else n) for i, (n, _) in enumerate(people)}
    people = [(me if n == ME_WORD else n, a) for n, a in people]
    square_name = currency(square, lang)
    money = join([say("market.money", lang, name=n, amount=a) for n, a in people], lang)
    if award["winner"] is None:
        verdict, answer = say("market.tie", lang, amount=max(a for _, a in people), square=square_name), ""
    else:
        answer = name_of[award["winner"]]
        key = "market.winner_you" if answer == me else "market.winner"
        verdict = say(key, lang, name=answer, square=square_name, amount=award["totals"][award["winner"]])
    return {"rule": "alhambra.end.market-tiles",
            "read": sentence([say("market.read", lang, square=square_name, money=money)], lang),
            "verdict": sentence([verdict], lang), "answer": answer, "position": position,
            "counts": [1] if said is not text else []}  # "one tile left": the tile, no amount

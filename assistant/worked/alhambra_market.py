"""Who gets a tile left in the market at the end ("a blue tile is left, Ana has 12 in blue and I have 9, who gets
it?"): each player's money of that currency becomes a hand, the tile lies on its square, and
assistant.api.alhambra_end_market awards it (a tie leaves it: the answer is "").
"""

from __future__ import annotations

import re

from assistant import api
from assistant.worked import guards
from assistant.worked.alhambra_cards import _card_values, _printed, _seat
from assistant.worked.players import ME_WORD, me_as_told, people
from assistant.worked.reading import Span, Text
from assistant.worked.say import currency, join, say, sentence

GAME = "alhambra"


# the cards of one player told one by one: "4+6", "5 and 2", "3 ve 4", "4 y 5", "2と8" (written as "4+6" so that a
# player's part keeps them together: "and", "ve", "y" otherwise part the players)
_JOINED = {"en": r"(?:\+|&|and)(?:\s+an?)?", "tr": r"(?:\+|ve|ile)(?:\s+bir)?", "es": r"(?:\+|y|e)(?:\s+una?)?",
           "ja": r"(?:\+|と|＋)"}  # s8: "a 4 and a 3", "un 4 y un 3" are one player's cards too


def _joined(text: Text) -> Text:
    """The question with a player's cards told one by one written as one sum ("Rob has 4 and 6" -> "4+6")."""
    low, high = (api.facts("alhambra")["money"]["values"][k] for k in ("min", "max"))
    gap = r"\s*" if text.lang == "ja" else r"\s+"
    # s15: "Mia has yellow 2, 4 and 1", "マリが3・3・3": a comma or ・ between two values joins them too
    pattern = re.compile(rf"(?<![\d.,])(\d)(?:\s*[+,・、]\s*|{gap}{_JOINED[text.lang]}{gap})(?=(\d)(?![\d.,]\d))",
                         re.IGNORECASE)
    raw = pattern.sub(lambda m: m.group(1) + "+" if all(low <= int(g) <= high for g in m.groups()) else m.group(0),
                      text.raw)
    return Text(raw, text.lang) if raw != text.raw else text


def _amount(part: Text) -> tuple[int, str] | None:
    """(a player's amount, as the read says it) of the part that tells it: one number, or cards summed ("4+6")."""
    nums = part.numbers
    if len(nums) == 1:
        return nums[0].value, str(nums[0].value)
    joined = [re.fullmatch(r"\s*\+\s*", part.norm[a.end : b.start]) for a, b in zip(nums, nums[1:], strict=False)]
    if len(nums) > 1 and all(joined):
        total = sum(n.value for n in nums)
        return total, " + ".join(str(n.value) for n in nums) + f" = {total}"
    return None


def _cards_amount(part: Text) -> tuple[int, str, list[int]] | None:
    """(the amount, as said, the numbers that counted cards) of a part that tells a player's cards otherwise:
    "bir 5 bir 4", "4 cartas de 2", "yo 2 de 3", "a single 7" (s8: alhambra_cards reads them as a payment's)."""
    values, counts = _card_values(part, set())
    if not values or len(values) > 8:
        return None
    total = sum(values)
    return total, " + ".join(map(str, values)) + (f" = {total}" if len(values) > 1 else ""), counts


def _all_money(part: Text) -> bool:
    """A word of money that is not a count of cards ("Ana has 12 money"; not "one 9 card", "4 cartas de 2")."""
    def counts_cards(m: Span[str]) -> bool:
        card = re.fullmatch(r"(?:cards?|kart\w*|kagit\w*|cartas?|billetes?|カード|札)", m.value)
        return bool(card) and (bool(re.search(r"\d\s*(?:\w+\s+)?$", part.norm[: m.start]))
                               or bool(re.match(r"\s*de\s+\d", part.norm[m.end :])))

    return any(not counts_cards(m) for m in part.find("money"))


def _people(text: Text) -> list[tuple[str, int, str, list[int], Text]] | None:
    """(the player as the question writes them, their amount, as said, the numbers that counted their cards, the part
    that tells them), in order; None unless each part names one."""
    found = people(text)
    if found is None:
        return None
    if any(_all_money(part) and not part.named("currencies") for _, part in found):
        return None  # "Ana has 12 money": all her money, not the tile's currency
    amounts = [(*a, []) if (a := _amount(part)) is not None else _cards_amount(part) for _, part in found]
    if any(a is None for a in amounts):
        return None
    return [(name, *a, part) for (name, part), a in zip(found, amounts, strict=True) if a is not None]


def _one_tile_said(text: Text) -> Text:
    """"one tile left on the orange square": the tile told by "one", no player's amount (read as "a tile")."""
    if text.lang == "ja":  # s17: "橙のマスに塔が1枚残ってる": the tile told by its count, no player's amount
        raw = re.sub(r"(?:1|１|一)枚(?=(?:だけ)?(?:残|のこ))", "", text.raw)  # s21: "１枚", full width
        return Text(raw, text.lang) if raw != text.raw else text
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
    told = _people(_joined(said))
    if told is None or any(_a_thing(n, text.lang) for n, *_ in told):
        return None
    shown = {name: amount_said for name, _, amount_said, _, _ in told}
    people = [(name, amount) for name, amount, _, _, _ in told]
    counted = [c for *_, counts, _ in told for c in counts]  # "4 cartas de 2": the 4 counts cards
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
    me = me_as_told(text)
    name_of = {f"P{i + 1}": (me if n == ME_WORD else n) for i, (n, _) in enumerate(people)}
    square_name = currency(square, lang)
    money = join([say("market.money", lang, name=me if n == ME_WORD else n, amount=shown[n]) for n, _ in people],
                 lang)
    people = [(me if n == ME_WORD else n, a) for n, a in people]
    if award["winner"] is None:
        verdict, answer = say("market.tie", lang, amount=max(a for _, a in people), square=square_name), ""
    else:
        answer = name_of[award["winner"]]
        key = "market.winner_you" if answer == me else "market.winner"
        verdict = say(key, lang, name=answer, square=square_name, amount=award["totals"][award["winner"]])
    return {"rule": "alhambra.end.market-tiles",
            "read": sentence([say("market.read", lang, square=square_name, money=money)], lang),
            "verdict": sentence([verdict], lang), "answer": answer, "position": position,
            "counts": ([1] if said is not text else []) + counted,  # "one tile left": the tile, no amount
            "negation_read": _negations_read(text, [part for _, amount, _, _, part in told if amount == 0])}


def _a_thing(name: str, lang: str) -> bool:
    """s17: a Turkish word of the board with its case ending read as a name ("Pazarın mavi karesinde 11'lik oda"):
    a thing, no player."""
    if lang != "tr" or name == ME_WORD:
        return False
    told = Text(name, lang)
    return any(told.has(kind) for kind in _THINGS)


_THINGS = ("square", "market", "bag", "tiles")  # the words of the board a Turkish case ending may follow


def _negations_read(text: Text, zero_parts: list[Text]) -> bool:
    """s17: every negation lies in a player told with none of the currency (read as 0, or a part with the currency
    and no amount: "ece'nin hiç yeşili yok") or in the bag that could not refill the market ("the bag couldn't
    refill the market", the game's end)."""
    rest = text.norm
    for part in zero_parts:
        rest = rest.replace(part.norm, " ")
    kept = [c for c in re.split(r"[.,;!?。、]", rest) if not Text(c, text.lang).has("bag") and not (
        Text(c, text.lang).named("currencies") and not re.search(r"\d", c))]  # "ece'nin hiç yeşili yok": none
    return not guards.negated(Text(" ; ".join(kept), text.lang))

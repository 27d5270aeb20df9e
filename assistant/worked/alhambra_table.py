"""Alhambra questions told with a place, a turn's actions or the starting deal: "how much is second place in
gardens worth in round 3?", "how many actions can I take at most in a turn?", "I was dealt 7, 8 and 4, do I get
another card?".

A place's points: counts that rank players into every place (3, 2, 1) scored by api.alhambra_score_counts. The
most actions: exact purchases played as actions 1, 2, ... through api.move until one earns no other action.
The deal: api.alhambra_setup_money on a deck that starts with the cards told.
"""

from __future__ import annotations

import re
from functools import cache

from assistant import api
from assistant.worked import guards
from assistant.worked.alhambra_asked import tie_denied  # s8: "benimle eşit kimse yok", "同じ枚数の人はいません"
from assistant.worked.alhambra_money import scorings
from assistant.worked.patterns import patterns
from assistant.worked.reading import Text
from assistant.worked.say import building, say, sentence

_PATTERNS = patterns("alhambra_table")

GAME = "alhambra"

# a place told: (pattern, {word of its group 1: the place}) per language (data/worked/patterns/alhambra_table.yaml)
_PLACE = {lang: [(p.replace("{between}", _PATTERNS["place_between"][lang]), table) for p, table in by]
          for lang, by in _PATTERNS["place"].items()}


def read(text: Text, lang: str) -> dict | None:
    if text.has("most_actions"):
        return _most_actions(text, lang)
    if text.has("dealt") and (text.has("another_card") or _deal_asks(text) or text.has("deal_stop")):
        return _deal(text, lang)
    return _place(text, lang)


def _typos(word: str) -> set[str]:
    """The misspellings of a place's word a player types ("segudo", "thrid"): one letter dropped (words of six
    letters or more) or two neighbours swapped (five or more)."""
    dropped = {word[:i] + word[i + 1 :] for i in range(len(word))} if len(word) >= 6 else set()
    swapped = ({word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(len(word) - 1)}
               if len(word) >= 5 else set())
    return (dropped | swapped) - {word}


@cache
def _place_typos(lang: str) -> dict[str, str]:
    """{misspelling: the place's word} of a language, without a misspelling that is another of its words."""
    known = {str(k) for _, table in _PLACE[lang] for k in table}
    out: dict[str, str] = {}
    for w in sorted(known):
        for t in _typos(w) - known:
            out[t] = w if out.get(t, w) == w else ""  # two words' misspelling: neither
    return {t: w for t, w in out.items() if w and t.isalpha()}


def _spelled(text: Text) -> Text:
    """The question with the places' misspelt words written right ("quede segudo en jardines"; s11-alh)."""
    typos = _place_typos(text.lang)
    fixed = re.sub(r"\w+", lambda m: typos.get(m.group(0), m.group(0)), text.norm) if typos else text.norm
    return text if fixed == text.norm else Text(fixed, text.lang)


def _framed(text: Text) -> bool:
    """Every word of another situation the question holds is a conditional framing the one place told ("単独2位
    だったら何点?", "what if I'm second..."): one situation."""
    told = text.find("hypothetical")
    return bool(told) and all(s.value in _PATTERNS["conditional"][text.lang] for s in told)


def told_places(text: Text) -> set[int]:
    """The places a question tells ("second in gardens", "2番目に多い"), misspelt ones read right (s11-alh)."""
    text = _spelled(text)
    return {table[m.group(1)] for pattern, table in _PLACE[text.lang] for m in re.finditer(pattern, text.norm)}


def _place(text: Text, lang: str) -> dict | None:
    text = _spelled(text)
    types = {s.value for s in text.named("building_types")}
    if len(types) != 1 or not (text.has("points") or text.has("how_many") or _bare(text)):
        return None
    found = set()
    spans = []
    for pattern, table in _PLACE[text.lang]:
        for m in re.finditer(pattern, text.norm):
            found.add(table[m.group(1)])
            spans.append((m.start(), m.end()))
    if len(found) != 1:
        return None
    if _tie_told(text):
        return None  # "Raj and I tied for second": a tie, not the place alone
    place = found.pop()
    rnd, used = text.round_read(scorings())
    if rnd is None:  # "3. puanlamada bahçede ikinci olmak": the place's ordinal is no round
        blank = text.norm
        for a, b in spans:
            blank = blank[:a] + " " * (b - a) + blank[b:]
        rnd, used = Text(blank, text.lang).round_read(scorings())
    if rnd is None:
        return None
    seats = guards.told_players(text)  # s11: "4 kişilik oyunda ... tek başıma ikinci": how many play, no count
    others = [n for n in text.numbers if n.start not in used | seats and not any(a <= n.start < b for a, b in spans)]
    if others:
        return None  # counts told: a majority, not the table
    btype = next(iter(types))
    counts = {f"p{i}": {btype: 3 - i} for i in range(3)}  # 3, 2, 1: one player in each place
    report = api.alhambra_score_counts(rnd, counts)
    standing = next(s for s in report["majorities"][btype] if s["place"] == place)
    name = building(btype, lang)
    verdict = (say("place.unpaid", lang, round=rnd, place=place, type=name) if standing["unpaid"] else
               say("place.verdict", lang, round=rnd, place=place, type=name, points=standing["points"]))
    return {"rule": "alhambra.scoring.table", "read": sentence([say("place.read", lang, place=place, type=name,
                                                                      round=rnd)], lang),
            "verdict": sentence([verdict], lang), "answer": standing["points"], "sequence_read": _framed(text),
            "counts": [n.value for n in text.numbers if n.start in seats]}


def _bare(text: Text) -> bool:
    """s15: a place, a building and a round asked with no verb ("tercer lugar en serrallo, puntuación final?"):
    a short question of no number but the place's, whose only answer is the place's points."""
    return "?" in text.norm and len(text.norm.split()) <= 7 and not re.search(r"\d\d", text.norm)


def _tie_told(text: Text) -> bool:
    """A tie told, unless denied right beside it ("no tie", "beraberlik yok", "sin empate", "同点なし")."""
    negations = text.find("negation") + text.find("without")
    verb_last = text.lang in ("tr", "ja")
    for t in text.find("tie"):
        denied = any(0 <= n.start - t.end <= 4 if verb_last else 0 <= t.start - n.end <= 4 for n in negations)
        if not denied and not (text.lang == "en" and re.search(r"\b(?:no|nobody|no 1|no one|not)\s+$",
                                                                text.norm[:t.start])) and not tie_denied(text, t):
            return True
    return False


def _most_actions(text: Text, lang: str) -> dict | None:
    if text.numbers or text.has("extra") or text.has("pay"):
        return None  # "after 4 exact purchases...", "how many extra actions": not the plain count
    from assistant.worked.alhambra_turn import most_actions  # the engine's moves, action by action

    last = most_actions()
    if last is None:
        return None
    # the action after the last purchase that earned one is the last action of the turn
    most = last
    return {"rule": "alhambra.turn.actions", "read": sentence([say("actions.read", lang)], lang),
            "verdict": sentence([say("actions.verdict", lang, most=most, last=most)], lang), "answer": most}


_CARDS_WORD = _PATTERNS["cards_word"]
_MONEY_WORD = _PATTERNS["money_word"]


def _deal_asks(text: Text) -> str | None:
    """What a question about the deal asks when not "another card?": how many cards the deal stops at ("kac kartla
    dururum", "con cuantas cartas me quedo", "何枚で止まる") or how much money it starts with ("con cuanto dinero
    empiezo"); None when neither."""
    for h in text.find("how_many"):
        window = text.norm[max(0, h.start - 6):h.start] if text.lang == "ja" else text.norm[h.end:h.end + 16]
        if text.lang == "ja":
            window += text.norm[h.start:h.end + 2]
        if re.search(_CARDS_WORD[text.lang], window):
            return "cards"
        if re.search(_MONEY_WORD[text.lang], window):
            return "money"
    return None


def _dealt_values(text: Text) -> tuple[list[int], list[int]]:
    """(the cards told in the order dealt, the numbers that are no card): "the next one is a 4" (one: a pronoun),
    "another card after the 4" (the 4 told again, with its article: the same card), "5を3枚引いて15" (three 5s,
    then the sum so far, past any card's value)."""
    from assistant.worked.alhambra_cards import _REPEAT, _count_of

    high = api.facts("alhambra")["money"]["values"]["max"]
    repeats = {}  # where a run of one value starts: (its end, the values)
    for m in re.finditer(_REPEAT[text.lang], text.norm):
        count, value = (int(m.group(2)), int(m.group(1))) if text.lang == "ja" else (
            _count_of(m.group(1), text.lang), int(m.group(2)))
        if 1 <= count <= 4:
            repeats[m.start()] = (m.end(), [value] * count, count)
    values: list[int] = []
    words: list[int] = []
    skip_to = -1
    for n in text.numbers:
        if n.start < skip_to:
            continue
        run = next((r for start, r in repeats.items() if start <= n.start < r[0]), None)
        if run is not None:
            values += run[1]
            words.append(run[2])
            skip_to = run[0]
            continue
        before = text.norm[max(0, n.start - 9):n.start]  # "another one": 8 letters before the 1
        pronoun = text.lang == "en" and n.value == 1 and re.search(r"\b(?:next|that|this|the|another) $", before)
        again = text.lang in ("en", "es") and re.search(r"\b(?:the|el) $", before) and n.value in values
        so_far = len(values) > 1 and n.value > high and n.value == sum(values)  # "...引いて15": the sum so far
        (words if pronoun or again or so_far else values).append(n.value)
    return values, words


# the words of "then" among those of another situation: in a deal told card by card they tell its order
_THEN = _PATTERNS["then"]


def _in_order(text: Text) -> bool:
    """Every word of another situation the question holds is a "then" of the deal's order ("9, 9 y luego 3")."""
    told = text.find("hypothetical")
    return bool(told) and all(s.value in _THEN[text.lang] for s in told)


def _deal(text: Text, lang: str) -> dict | None:
    values, words = _dealt_values(text)
    if len(values) > 2 and values[-1] == sum(values[:-1]) and text.has("total"):
        values = values[:-1]  # "a 9 and another 9, 18 in total": the sum told, not a card
    low, high = (api.facts("alhambra")["money"]["values"][k] for k in ("min", "max"))
    if not values or len(values) > 8 or any(not low <= v <= high for v in values):
        return None
    filler = [{"currency": "blue", "value": high}] * 40
    deck = [{"currency": "blue", "value": v} for v in values] + filler
    hand = api.alhambra_setup_money(deck, 2)["hands"][0]
    target = api.facts("alhambra")["money"]["starting_total"]
    cards = " + ".join(map(str, values))
    asks = _deal_asks(text)
    more_asked = text.find("another_card")
    if more_asked and asks is not None and max(s.start for s in more_asked) > min(h.start for h in text.find(
            "how_many")):
        asks = None  # s22: "¿sigo robando o paro? ¿con cuántas cartas me quedo?": the count, asked last, is asked
    if asks is not None:  # the deal as told stops at a card told: its count, or the money it holds
        if len(hand) > len(values):
            return None  # dealing goes on past the cards told: where it stops is not told
        dealt = [c["value"] for c in hand]
        total = sum(dealt)
        answer = len(dealt) if asks == "cards" else total
        return {"rule": "alhambra.setup.starting-money",
                "read": sentence([say("deal.read_order", lang, cards=", ".join(map(str, values)))], lang),
                "verdict": sentence([say("deal.stops", lang, dealt=" + ".join(map(str, dealt)), total=total,
                                         target=target, count=len(dealt))], lang), "answer": answer,
                "counts": words, "sequence_read": _in_order(text)}
    more = len(hand) > len(values)
    if not more and len(hand) < len(values):
        return None  # the deal would have stopped before the last card told: not a deal as told
    total = sum(values)
    stop = text.has("deal_stop") and not text.has("another_card")  # s11: "do I stop drawing?": yes when enough
    key = ("deal.stop_no" if more else "deal.stop_yes") if stop else ("deal.more" if more else "deal.enough")
    return {"rule": "alhambra.setup.starting-money",
            "read": sentence([say("deal.read", lang, cards=cards, total=total)], lang),
            "verdict": sentence([say(key, lang, total=total, target=target)], lang), "answer": more != stop,
            "counts": words, "sequence_read": _in_order(text)}

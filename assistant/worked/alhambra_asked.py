"""What an Alhambra majority question asks, and what it tells beside the counts (session 8; the counts themselves
are read in alhambra_pairs):

- the question that lists who is asked ("points for me, Dirk and Lea?", "para Dirk, para Inés y para mí"): everyone's
  share, not only the speaker's; "¿Cómo queda?", "どうなる？": the split asked with no word of points;
- a second round told ("en la segunda ronda ... y en la tercera"): two situations, no verdict;
- the scoring card and the money deck it came out of, a colour that describes the buildings: no money;
- a running score ("I'm on 52 points"), the players told as "somos cinco": numbers read, in no count;
- the speaker's count told with his place ("I'm second with 3"), a tie denied in its part ("eşit kimse yok");
- players parted by "、" before a count told as each one's ("大和、蓮、結衣が3枚ずつ").
"""

from __future__ import annotations

import re

from assistant.worked.alhambra_pairs import _PUNCT, _clause
from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text

_PATTERNS = patterns("alhambra_asked")

_LIST_SEP = r"(?:,|、|/|・|\band\b|\by\b|\bve\b|\bile\b|と)"
_ASKED_I = _PATTERNS["asked_i"]


def asks_listed(text: Text, told_end: int) -> bool:
    """After the situation told, the speaker is asked in a list with others ("points for me, dirk, Lea?", "para
    Dirk, para Inés y para mí", "Dirk, Selin ve ben", "ディルク、私、マイの得点"): everyone's share is asked."""
    tail = text.norm[told_end:]
    for m in re.finditer(_ASKED_I[text.lang], tail):
        near = tail[max(0, m.start() - 12):m.end() + 8]
        if re.search(_LIST_SEP, near) and len(re.findall(_LIST_SEP, tail)) >= 1 and _names_two(tail):
            return True
    return False


def _names_two(tail: str) -> bool:
    """The part lists at least two items parted by commas or "and"."""
    return len([p for p in re.split(_LIST_SEP, tail) if p.strip()]) >= 2


_OTHER_ROUND = _PATTERNS["other_round"]
_ROUND_OF = {"first": 1, "second": 2, "third": 3, "last": 3, "final": 3, "ilk": 1, "ikinci": 2, "ucuncu": 3,
             "son": 3, "primera": 1, "segunda": 2, "tercera": 3, "ultima": 3}


def other_round(text: Text, rnd: int) -> bool:
    """A second scoring told beside the one read ("en la segunda ronda ... y en la tercera tendremos 4"): two
    situations, or one told as what comes next."""
    for m in re.finditer(_OTHER_ROUND[text.lang], text.norm):
        word = m.group(1)
        if _ROUND_OF.get(word, rnd) != rnd or word in ("next", "siguiente", "proxima"):
            return True
    return False


_SPLIT = _PATTERNS["split"]


def asks_split(text: Text) -> bool:
    """The question asks how a scoring turns out, with no word of points ("¿Cómo queda?", "どうなる？")."""
    return bool(re.search(_SPLIT[text.lang], text.norm))


_CARD_GAP = r"[\s'-]*(?:de (?:la |las )?|of |の|計算|'?(?:n?in|n?un))?[\s'-]*"  # "carta de puntuación", "計算カード"
_DECK = r"\s*(?:deck|pile|stack|cards|mazo|monton|baraja|destesi|deste|yigin|山|の山)"


def card_words(text: Text) -> list[Span[str]]:
    """The money words that tell a scoring card ("the first scoring card", "la carta de puntuación", "得点計算カード",
    "puanlama kartı"), and the money deck it came out of in the same sentence ("... came out of the money deck")."""
    rounds = text.find("round")
    cards = [m for m in text.find("money") if any(
        re.fullmatch(_CARD_GAP, text.norm[r.end:m.start]) or re.fullmatch(_CARD_GAP, text.norm[m.end:r.start])
        for r in rounds if r.end <= m.start or m.end <= r.start)]
    if not cards:
        return []
    ends = [m.end() for m in re.finditer(r"[.!?。？]", text.norm)] + [len(text.norm)]
    sentence = min(e for e in ends if e >= cards[0].end)
    decks = [m for m in text.find("money") if m not in cards and cards[0].end <= m.start < sentence
             and re.match(_DECK, text.norm[m.end:])]
    return cards + decks


_JA_STOP = ("round", "points", "point_word", "both", "tiles", "how_many", "players", "dirk")


def listed_ja_commas(text: Text, count: Span[int]) -> int:
    """Players parted by "、" right before a count told as each one's ("庭園は大和、蓮、結衣が3枚ずつ"): how many,
    when every piece is a short name (no number, building or game word); else 0."""
    before = re.split(r"[。:!?]", text.norm[:count.start])[-1]
    pieces = before.split("、")
    if len(pieces) < 2:
        return 0
    last = re.sub(_ALL_BEFORE["ja"], "", pieces[-1])  # "私が全員": the group word told after the names
    m = re.fullmatch(r"(.{1,8}?)(?:さん|くん|ちゃん)?(?:が|は|とも|で|も)\s*", last)
    if not m:
        return 0
    pieces[-1] = m.group(1)
    found = 0
    for i in range(len(pieces) - 1, -1, -1):  # from the count back, while the pieces are names
        p = pieces[i].split("は")[-1]  # "庭園は大和", "後宮はアヤ": the thing told, then a player
        told = Text(p, "ja")
        if not p.strip() or len(p) > 8 or told.numbers or told.named("building_types") or any(
                told.has(k) for k in _JA_STOP):
            break
        found += 1
        if p != pieces[i]:
            break  # the first of the list, after the thing told
    return found if found >= 2 else 0


_DENIED_AFTER = _PATTERNS["denied_after"]
_DENIED_BEFORE = _PATTERNS["denied_before"]


def tie_denied(text: Text, tie: Span[str]) -> bool:
    """A tie word denied in its own part of the question: "benimle eşit kimse yok", "同じ枚数の人はいません",
    "nobody ties with me", "sin que nadie empate"."""
    start = max([m.end() for m in _PUNCT.finditer(text.norm) if m.end() <= tie.start], default=0)
    end = min([m.start() for m in _PUNCT.finditer(text.norm) if m.start() >= tie.end], default=len(text.norm))
    return bool(re.search(_DENIED_AFTER[text.lang], text.norm[tie.end:end])
                or re.search(_DENIED_BEFORE[text.lang], text.norm[start:tie.start]))


def in_clause(text: Text, speaker: list[Span[str]], counts: list[Span[int]], near: set[int]) -> set[int]:
    """The speaker's count (`near`: the ones read beside his word), else the one count of the part that names him
    with his place ("and I'm second with 3", "y yo voy primero con cuatro"); none when a place told in his part is
    not the one the counts give him ("I'm first with 3" where another has 6: misread)."""
    from assistant.worked.reading import fold, words

    places = {fold(str(w), text.lang): v for w, v in words()["places"][text.lang].items()}
    rounds = text.find("round")
    out = set()
    for s in speaker:
        if s.value == "is":
            continue  # the English "I" with the plural ending term patterns allow
        start, end = _clause(text, s.start)
        inside = [i for i, c in enumerate(counts) if start <= c.start < end]
        told = {v for w, v in places.items() for m in re.finditer(rf"(?<!\w){re.escape(str(w))}", text.norm[start:end])
                if not any(-2 <= r.start - (start + m.end()) <= 2 for r in rounds)}  # not "üçüncü puanlama"
        if len(inside) != 1 or not told:
            continue
        if told != {1 + sum(c.value > counts[inside[0]].value for c in counts)}:
            return set()
        out.add(inside[0])
    if near and out and out != near:
        return set()  # the count beside his word is not the one of his part with the place
    return near or out


def totals_told(text: Text) -> list[int]:
    """A player's running score told beside the majority ("I'm on 52 points", "52 puanım var"): a number of points
    above what any one scoring gives (data/alhambra's points table), so no share to check; read, in no count."""
    from assistant import api

    most = max(p for by_type in api.facts("alhambra")["points"].values() for ps in by_type.values() for p in ps)
    points = text.find("point_word")
    return [n.value for n in text.numbers if n.value > most and any(
        0 <= p.start - n.end <= 2 and not text.norm[n.end:p.start].strip(" -") for p in points)]


_WE_ARE = _PATTERNS["we_are"]


def we_are(text: Text) -> list[Span[int]]:
    """The number of players told as "we are five", "somos cinco", "5 kişiyiz", "5人で": no count."""
    out = []
    for m in re.finditer(_WE_ARE[text.lang], text.norm):
        i = next(g for g in range(1, (m.lastindex or 0) + 1) if m.group(g))
        out += [n for n in text.numbers if n.start == m.start(i)]
    return out


def told_aside(text: Text) -> list[int]:
    """The numbers a majority reads that are no count: a running score, the number of players told, a turn's number
    or a time (s9)."""
    return totals_told(text) + [n.value for n in we_are(text)] + [n.value for n in text.numbers if when(text, n)]


# s9: a number told as the turn of play or a time, beside the counts ("we're on turn 14", "14. turdayız", "turno 14",
# "14手番目", "after 40 minutes"): no count
_TURN_BEFORE = _PATTERNS["turn_before"]
_TURN_AFTER = _PATTERNS["turn_after"]


def when(text: Text, n: Span[int]) -> bool:
    """The number `n` tells a turn of play or a time, not a count."""
    return bool(re.search(_TURN_BEFORE[text.lang], text.norm[:n.start]) or re.match(_TURN_AFTER[text.lang],
                                                                                   text.norm[n.end:]))


_OF_BUILDING = _PATTERNS["of_building"]


def money_colours(text: Text) -> list[Span[str]]:
    """The currencies named as money: not a colour that describes the building ("pavilions (the cheap blue ones)",
    "the blue pavilions", "pabellones azules"): a colour right before "ones", or beside a building's name."""
    named = text.named("building_types")
    return [c for c in text.named("currencies") if not (
        re.match(_OF_BUILDING[text.lang], text.norm[c.end:])
        or any(re.fullmatch(r"\s*", text.norm[c.end:t.start]) for t in named if t.start >= c.end)
        or any(re.fullmatch(r"\s*", text.norm[t.end:c.start]) for t in named if t.end <= c.start))]


_ALL_BEFORE = _PATTERNS["all_before"]


def all_before(text: Text, count: Span[int]) -> bool:
    """The count told right after a word for all the players listed ("Ana, Bo and I all have 2", "ben hepimiz 2",
    "todos con 2", "私が全員2枚"): each one's."""
    return bool(re.search(_ALL_BEFORE[text.lang], text.norm[:count.start]))


def pays(text: Text) -> bool:
    """A payment told (alhambra_majority._told_otherwise): a word of paying with a number in its part of the
    question ("I bought one for 9"); s9: not "Hannah bought loads of them, she's got five" (how she came by them)."""
    parts = [(m.start(), m.end()) for m in re.finditer(r"[^,;.!?、。:()]+", text.norm)]
    # in Japanese the price comes before the word ("9で買った"): a count after it ("買っていて4枚") is no price
    return any(a <= p.start < b and (any(a <= n.start < (b if text.lang != "ja" else p.start) for n in text.numbers)
                                     or re.search(_SUPPOSED[text.lang], text.norm[a:b])) or text.has("money")
               for p in text.find("pay") for a, b in parts)


# a purchase supposed or still to come ("if I buy another tower", "si compro otra torre", "bir kule daha alırsam",
# "もう1枚買ったら"): another situation, not how the buildings were come by
_SUPPOSED = _PATTERNS["supposed"]

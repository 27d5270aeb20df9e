"""Counts of an Alhambra majority told without a digit beside the player (session 8), read clause by clause:

- a count copied from another player's: "so do I", "me too" (the count told just before), "the same as Ece",
  "as many as Ece", "Ahmet kadar", "Lucía igual", "igual que Lucía", "ユキと同じ" (the count told with that name);
- a player told with none, kept in the order told: "Zoe none", "Pablo no tiene ninguna", "benim hiç kemerim yok",
  "私はゼロ"; a none told twice ("benim hiç yok (0)") is one player's 0;
- the question that lists who is asked ("points for me, Dirk and Lea?", "para Dirk, para Inés y para mí"): everyone's
  share, not only the speaker's;
- a second round told ("en la segunda ronda ... y en la tercera"): two situations, no verdict.

Each copy or none is a Span at the place it is told (zero width where a copy stands), so that the counts keep the
question's order and the speaker's word stays beside his count."""

from __future__ import annotations

import re

from assistant.errors import PositionError
from assistant.worked import guards
from assistant.worked.reading import Span, Text

# a count copied from the one told just before ("Sam has 3 and so do I")
_COPY_LAST = {
    "en": r"\b(?:so do i|so have i|so (?:does|has|did) [a-z]+|me too|i do too|i have too|same for me|same here"
          r"|i have the same|i've got the same|i have as many|so has (?:dirk|he|she)"
          r"|(?:has|have|got|has got) (?:the same|the same number|as many)(?: too)?)\b(?! as\b)",
    "tr": r"\b(?:bende de|benim de|ben de) (?:oyle|ayni|ayni sayida|o kadar|oyle|oyle var|ayni sekilde)\b"
          r"|\b[a-z]+'?(?:de|da|te|ta|nin|in|un|nun) de (?:o kadar|ayni sayida)\b"
          r"|\b(?:bende de|benim de) (?:var|oyle)\b(?=\s*[,.;!?]|\s+(?:ve|ama)\b|$)",
    "es": r"\b(?:yo tambien|yo igual|igual yo|y yo lo mismo|yo lo mismo|yo otras tantas|yo otros tantos"
          r"|(?:tiene|tengo|tienen) (?:los mismos|las mismas|lo mismo|otros tantos|otras tantas))\b"
          r"(?!\s*(?:que|\d))",
    # "私も同じ", "弟も同じ"; not "3人とも同じ数" (all of them)
    "ja": r"[^\s、。,:()（）\d人]{1,8}?(?<!と)も(?:同じ(?:数|枚数|だけ)?|同数)(?!\s*\d)",
}
# a count copied from a named player's ("the same as Ece", "Ahmet kadar", "igual que Lucia", "ユキと同じ")
_COPY_NAMED = {
    "en": r"\b(?:the same(?: number)? as|same as|as many as|just as many as)\s+([a-z]+)\b",
    "tr": r"\b([a-z]+?)(?:'?(?:nin|in|un|nun))?\s+kadar\b(?!\s*\d)",  # not "Mehmet ile aynı sayıdayız": a tie
    "es": r"\b(?:igual que|lo mismo que|los mismos que|las mismas que|tantos como|tantas como)\s+([a-z]+)\b"
          r"(?!\s*\d)",
    "ja": r"([^\s、。,:()（）はがもの\d]{1,8}?)(?:さん|くん|ちゃん)?と(?:同じ|同数)",
}
# a player told with none (the words the number words do not already make a 0 of)
_NONE = {
    "en": r"\b(?:none|nothing|not a single one|not one|zero)\b(?! of\b| else\b)",
    "tr": r"\bhic(?:bir)?(?: [a-z']+)? yok\b|\bhic yok\b|\bhic(?: [a-z']+)? (?:kalmadi|almadim|alamadim|olmadi)\b",
    "es": r"\bno tiene(?:s|n)?(?: ningun[oa]?| nada)?\b|\bno tengo(?: ningun[oa]?| nada)?\b|\bninguna?\b|\bnada\b",
    "ja": r"ゼロ|なし|無し|持っていない|持ってない|(?:一|1)(?:枚|つ)もない|(?:一|1)(?:枚|つ)もありません",
}
_NO_NAME = {"ne", "o", "bu", "su", "bir", "hic", "daha", "onun", "bunun", "sunun", "the", "a", "that", "this",
            "before", "usual", "siempre", "antes", "eso", "esto", "同じ", "それ", "これ"}
_PARTS = r"[,;.、。:!?()（）]|\b(?:and|but|y|pero|ve|ama|ile)\b"
_IS_NAME = re.compile(r"^[a-z][a-z']*$|^[^\s\d、。,]+$")


def _clause(text: Text, at: int) -> tuple[int, int]:
    """The bounds of the part of the question around `at`: between punctuation or "and", "y", "ve"."""
    starts = [m.end() for m in re.finditer(_PARTS, text.norm) if m.end() <= at]
    ends = [m.start() for m in re.finditer(_PARTS, text.norm) if m.start() >= at]
    return max(starts, default=0), min(ends, default=len(text.norm))


def _count_of(text: Text, name: str, before: int, counts: list[Span[int]]) -> Span[int] | None:
    """The count told with `name` before the place `before`: the first count after the name in its clause, else
    one right before it ("4 Ana")."""
    pat = re.escape(name) + (r"(?![a-z])" if text.lang != "ja" else "")
    for m in re.finditer(rf"(?<![a-z]){pat}", text.norm[:before]):
        start, end = _clause(text, m.end())
        after = [c for c in counts if m.end() <= c.start < min(end, before) and c.start - m.end() <= 25]
        if after:
            return after[0]
    return None


def _bracketed(text: Text, at: int) -> int | None:
    """The number told in brackets right after a place of the question ("me too (4)"), or None."""
    m = re.match(r"\s*[(（]\s*(\d+)", text.norm[at:])
    return int(m.group(1)) if m else None


def copies(text: Text, counts: list[Span[int]]) -> list[Span[int]] | None:
    """The counts copied from another's, each at the place it is told; None when a copy cannot be read (the name
    names no count, a copy with nothing before it)."""
    out: list[Span[int]] = []
    for m in re.finditer(_COPY_LAST[text.lang], text.norm):
        before = [c for c in counts if c.end <= m.start()]
        if _bracketed(text, m.end()) is not None:
            if not before or _bracketed(text, m.end()) != before[-1].value:
                return None  # "me too (5)" after a 4: misread
            continue  # "me too (4)": the count in brackets is read as the count
        start, end = _clause(text, m.end())
        if any(start <= c.start < end for c in counts):
            continue  # "yo también con cuatro", "Ines has 2 as well": the count is told
        if not before:
            return None
        out.append(Span(m.start(), m.start(), before[-1].value))
    for m in re.finditer(_COPY_NAMED[text.lang], text.norm):
        name = next(g for g in m.groups() if g)
        if name in _NO_NAME:
            continue  # "kim ne kadar alır": how much, no player
        start, end = _clause(text, m.start())
        if any(start <= c.start < end for c in counts) and text.lang != "ja":
            continue  # "yo tengo 3 como Ana": the count is told
        told = _count_of(text, name, m.start(), counts)
        if told is None or _bracketed(text, m.end()) not in (None, told.value):
            return None  # no count told with that name, or "the same as Ece (4)" where Ece has 3
        # the speaker's "私も" stays before its count: the copy is told where its clause begins
        at = start if text.lang in ("ja", "tr") else m.start()
        out.append(Span(at, at, told.value))
    return out


def nones(text: Text, counts: list[Span[int]]) -> list[Span[int]]:
    """The players told with none, each a 0 at the place it is told: in a part of the question that tells no
    count, after a name or the speaker's word."""
    out: list[Span[int]] = []
    for m in re.finditer(_NONE[text.lang], text.norm):
        start, end = _clause(text, m.start())
        if any(start <= c.start < end and c.value != 0 for c in counts):
            continue  # "no tiene más de 2": a count told
        head = text.norm[start:m.start()].strip(" -")
        if not head or any(text.has(k) and any(start <= s.start < m.start() for s in text.find(k))
                           for k in ("how_many", "points", "nobody_else")):
            continue  # "none of us", "nobody else has more": no player's
        if any(start <= c.start < end for c in counts):
            continue  # "Pablo no tiene 0" (ninguna read as 0): the 0 is the count already
        out.append(Span(m.start(), m.end(), 0))
    return out


def dedupe(text: Text, counts: list[Span[int]]) -> list[Span[int]]:
    """"benim hiç yok (0)": a 0 told again in brackets right after a none is the same player's."""
    out: list[Span[int]] = []
    for c in sorted(counts, key=lambda c: (c.start, c.end)):
        if out and c.value == 0 and out[-1].value == 0 and re.fullmatch(
                r"[\s(（]*", text.norm[out[-1].end:c.start]) and out[-1].end > out[-1].start:
            continue
        if out and (c.start, c.end) == (out[-1].start, out[-1].end):
            continue
        out.append(c)
    return out


_LIST_SEP = r"(?:,|、|\band\b|\by\b|\bve\b|\bile\b|と)"
_ASKED_I = {"en": r"\b(?:me|i|myself)\b", "tr": r"\b(?:ben|bana|benim|bende)\b", "es": r"\b(?:mi|yo|mio|mios)\b",
            "ja": r"(?:私|僕|俺|自分|わたし)"}


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


_OTHER_ROUND = {
    "en": r"\b(?:in|at|for) the (first|second|third|last|final|next)\b(?! (?:place|position|player|one|with))",
    "tr": r"\b(ilk|ikinci|ucuncu|son)(?:sunda|unde|ncude|de|da)\b",
    "es": r"\ben la (primera|segunda|tercera|ultima|final|siguiente|proxima)\b(?! (?:posicion|plaza|persona))",
    "ja": r"(?!)",
}
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


_PUNCT = re.compile(r"[,;.、。()（）:]")


def _none_held(text: Text) -> list[Span[int]]:
    """"my wife has none", "arkadaşımda hiç yok", "Carla no tiene": a player told with none, a count of 0 where it
    is told (not when a number is told in the same part: "no tiene más de 2"). (Session 7's, moved here.)"""
    out = []
    for s in text.find("none_held"):
        bounds = [m.start() for m in _PUNCT.finditer(text.norm)]
        start = max([b for b in bounds if b <= s.start], default=0)
        end = min([b for b in bounds if b >= s.end], default=len(text.norm))
        if not any(start <= n.start < end for n in text.numbers):
            out.append(Span(s.start, s.end, 0))
    return out


def told(text: Text, counts: list[Span[int]]) -> list[Span[int]]:
    """The counts in the order told: the numbers read as counts, the players told with none, the counts copied.
    Raises PositionError when a copy names no count that was told (no verdict)."""
    held = _none_held(text)
    more = [z for z in nones(text, counts + held) if not any(h.start <= z.start < h.end or z.start <= h.start < z.end
                                                               for h in held)]
    found = dedupe(text, counts + held + more)
    if _none_but(text, [z for z in held + more], counts):
        raise PositionError("a player told with none, then a count of his after 'but'")
    found = sorted(found + articles(text, found), key=lambda c: (c.start, c.end))
    copied = copies(text, found)
    if copied is None:
        raise PositionError("a count told as another player's, whose count was not read")
    return sorted(found + copied, key=lambda c: (c.start, c.end))


_SPLIT = {
    "en": r"\b(?:how (?:does|do|did) (?:it|they|that|this|the \w+(?: \w+)?) (?:split|go|work out|turn out|end up)"
          r"|who gets what|how is it split|what happens)\b",
    "tr": r"\b(?:nasil (?:dagilir|dagiliyor|paylasilir|olur|oluyor|hesaplanir)|ne olur|ne oluyor|kim ne alir)\b",
    "es": r"\b(?:como (?:queda|quedan|se reparte|se reparten|se dividen?|va|van|sale|salen)|que pasa)\b",
    "ja": r"どうなる|どうなります|どう分け|どう配分|どう計算",
}


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


# a player's single building told with the article ("Zeynep'in bir odası var", "Ana tiene una torre", "Ben has a
# tower"): the verb or the owner's suffix right before it
_ARTICLE = {
    "en": r"\b(?:has|have|got|with|holds?) (?:just |only )?(a|an)\b",
    "tr": r"(?:'?(?:n?in|n?un)|\b(?:bende|sende|onda)|'?(?:de|da|te|ta))\s+(?:sadece |yalnizca |ancak )?(bir)\b",
    "es": r"\b(?:tiene|tengo|tienes|tenemos|con|solo|solamente) (?:solo |solamente )?(un|una)\b",
    "ja": r"(?!)",
}


def articles(text: Text, counts: list[Span[int]]) -> list[Span[int]]:
    """A count of one told with the article right before the building's name, in a part of the question that tells
    no other count (not "how many points for a tower?")."""
    out: list[Span[int]] = []
    named = text.named("building_types")
    for m in re.finditer(_ARTICLE[text.lang], text.norm):
        at = m.start(1)
        if not any(re.fullmatch(r"\s*", text.norm[m.end():t.start]) for t in named if t.start >= m.end()):
            continue  # the article of something else ("has a point")
        start, end = _clause(text, at)
        if any(start <= c.start < end for c in counts) or any(
                start <= s.start < end for k in ("how_many", "points", "point_word") for s in text.find(k)):
            continue
        out.append(Span(at, m.end(1), 1))
    return out


_JA_STOP = ("round", "points", "point_word", "both", "tiles", "how_many", "players", "dirk")


def listed_ja_commas(text: Text, count: Span[int]) -> int:
    """Players parted by "、" right before a count told as each one's ("庭園は大和、蓮、結衣が3枚ずつ"): how many,
    when every piece is a short name (no number, building or game word); else 0."""
    before = re.split(r"[。:!?]", text.norm[:count.start])[-1]
    pieces = before.split("、")
    if len(pieces) < 2:
        return 0
    m = re.fullmatch(r"(.{1,8}?)(?:さん|くん|ちゃん)?(?:が|は|とも|で|も)\s*", pieces[-1])
    if not m:
        return 0
    pieces[-1] = m.group(1)
    found = 0
    for i in range(len(pieces) - 1, -1, -1):  # from the count back, while the pieces are names
        p = pieces[i].split("は")[-1] if i == 0 else pieces[i]  # "庭園は大和": the thing told, then a player
        told = Text(p, "ja")
        if not p.strip() or len(p) > 8 or told.numbers or told.named("building_types") or any(
                told.has(k) for k in _JA_STOP):
            break
        found += 1
    return found if found >= 2 else 0


def negations_read(text: Text, zeros: list[Span[int]]) -> bool:
    """Every negation of the question lies in a player told with none that was read ("benim hiç bahçem yok", "no
    tengo ninguna"): the question without those words has no negation left."""
    told = [z for z in zeros if z.value == 0 and z.end > z.start]
    if not told:
        return False
    blanked = list(text.norm)
    for z in told:
        blanked[z.start:z.end] = " " * (z.end - z.start)
    return not guards.negated(Text("".join(blanked), text.lang))


_DENIED_AFTER = {"tr": r"\b(?:yok|yoktur|degil|degilim|degiliz)\b", "ja": r"いない|いません|ない|なし|無し|おらず",
                 "en": r"(?!)", "es": r"(?!)"}
_DENIED_BEFORE = {"en": r"\b(?:no|nobody|no one|noone|not|without|none|never)\b",
                  "es": r"\b(?:sin|no|nadie|ningun|ninguno|ninguna)\b", "tr": r"(?!)", "ja": r"(?!)"}


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


_WE_ARE = {"en": r"\bwe(?:'re| are) (\d)\b(?! (?:points|towers|gardens))|\bthere are (\d) of us\b",
           "tr": r"\b(\d) ?kisiyiz\b|\b(\d) kisi oynuyoruz\b", "es": r"\bsomos (\d)\b(?! puntos)|\bjugamos (\d)\b",
           "ja": r"(\d)人(?:で|です|プレイ)"}


def we_are(text: Text) -> list[Span[int]]:
    """The number of players told as "we are five", "somos cinco", "5 kişiyiz", "5人で": no count."""
    out = []
    for m in re.finditer(_WE_ARE[text.lang], text.norm):
        i = next(g for g in range(1, (m.lastindex or 0) + 1) if m.group(g))
        out += [n for n in text.numbers if n.start == m.start(i)]
    return out


def told_aside(text: Text) -> list[int]:
    """The numbers a majority reads that are no count: a running score, the number of players told."""
    return totals_told(text) + [n.value for n in we_are(text)]


_OF_BUILDING = {"en": r"\s*(?:ones?|buildings?)\b", "tr": r"\s*(?:olan(?:lar)?|binalar?)\b",
                "es": r"\s*(?:edificios?)\b", "ja": r"(?:の建物|い建物)"}


def money_colours(text: Text) -> list[Span[str]]:
    """The currencies named as money: not a colour that describes the building ("pavilions (the cheap blue ones)",
    "the blue pavilions", "pabellones azules"): a colour right before "ones", or beside a building's name."""
    named = text.named("building_types")
    return [c for c in text.named("currencies") if not (
        re.match(_OF_BUILDING[text.lang], text.norm[c.end:])
        or any(re.fullmatch(r"\s*", text.norm[c.end:t.start]) for t in named if t.start >= c.end)
        or any(re.fullmatch(r"\s*", text.norm[t.end:c.start]) for t in named if t.end <= c.start))]


_BUT = {"en": r"\bbut\b", "tr": r"\b(?:ama|fakat|ancak)\b", "es": r"\b(?:pero|sin embargo)\b",
        "ja": r"でも|けど|しかし"}


def _none_but(text: Text, zeros: list[Span[int]], counts: list[Span[int]]) -> bool:
    """"benim hiç yok ama rezervimde 2 var", "I have none but 2 on my reserve": the none and a count after "but"
    in the same sentence are one player's (read by no majority)."""
    for z in zeros:
        after = [c for c in counts if c.start >= z.end]
        if after and re.search(_BUT[text.lang], text.norm[z.end:after[0].start]) and not re.search(
                r"[.;!?。]", text.norm[z.end:after[0].start]):
            return True
    return False

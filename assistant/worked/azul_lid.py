"""A floor line past its last space: "my floor already has 5 tiles and 4 more must go there: how many end up in the
lid?", "zemin sıram dolu (7 karo), 2 tane daha geldi: toplam ceza?", "me van 10 fichas al suelo: cuántas a la
tapa?", "床にもう6枚あるところに、さらに3枚".

The tiles (those there already and those that come, or all of them told at once) are laid by assistant.api.move
from the centre to the floor line; the engine fills its spaces and sends the rest to the box lid, and
assistant.api.score reports the penalty.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.games import JSON
from assistant.worked import guards
from assistant.worked.azul_floor import marker_read, marker_unsure, more_after
from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text
from assistant.worked.say import say, sentence

_PATTERNS = patterns("azul_lid")

GAME = "azul"
ME = "P1"


# s8: the tiles past the last space told as left over ("2 tiles left over", "2 karo fazla", "sobran 2", "2枚あふれ")
_LEFT_OVER = _PATTERNS["left_over"]
# s8: a floor line every space of which is taken, told as filled ("all 7 spaces are filled", "7マスが全部埋まって")
_FILLED = _PATTERNS["filled"]


def _more(text: Text, n: Span[int]) -> bool:
    """The count told as coming on top ("3 more", "4 más", "2 karo daha", "さらに3枚"), or left over past the
    spaces ("2 tiles left over")."""
    return any(more_after(text, n, m) for m in text.find("more")) or bool(
        re.match(_LEFT_OVER[text.lang], text.norm[n.end:]))


def _full(text: Text) -> bool:
    """Every space of the floor told taken; s21: not a count of them less than all ("6マス埋まってる", "6 spaces
    filled")."""
    spaces = api.facts("azul")["floor_spaces"]
    starts = [s.start for s in text.find("full")] + [m.start() for m in re.finditer(_FILLED[text.lang], text.norm)]
    return any(not any(n.value < spaces and 0 <= at - n.end <= 10 for n in text.numbers) for at in starts)


_PARTS = _PATTERNS["parts"]


def _lid_told(text: Text) -> bool:
    """s13: the lid told, not asked: no lid word in the part that asks ("2 more went to the lid. how many points do
    I lose?", "y otras 2 fichas fueron a la tapa, cuánto pierdo", "さらに2枚が箱のふたへ。何点マイナス?")."""
    asks = text.find("how_many") + text.find("lose") + text.find("point_word")
    if not text.has("lid"):
        return False
    parts = _parts(text)
    asked = [(a, b) for a, b in parts if any(a <= s.start < b for s in asks)] or parts[-1:]  # "... lid. penalty?"
    return not any(a <= s.start < b for a, b in asked for s in text.find("lid"))


def _parts(text: Text) -> list[tuple[int, int]]:
    """The parts of the question, cut at punctuation and at the words joining parts ("and", "ve", "y")."""
    cuts = [0] + [m.end() for m in re.finditer(_PARTS[text.lang], text.norm)] + [len(text.norm)]
    return list(zip(cuts, cuts[1:], strict=False))


def _to_lid(text: Text, spaces: int) -> Span[int] | None:
    """s13: the count told going to the lid past a full floor ("fazla 3 karo kutu kapağına gitti", "otras 2 fichas
    fueron a la tapa", "sobró 1 que fue a la tapa"): the one number of the part that names the lid, every other
    number the floor's spaces."""
    lids = text.find("lid")
    parts = [(a, b) for a, b in _parts(text) if any(a <= s.start < b for s in lids)]
    inside = [n for n in text.numbers if any(a <= n.start < b for a, b in parts)]
    if len(inside) != 1 or any(n is not inside[0] and n.value != spaces for n in text.numbers):
        return None
    return inside[0]


def _a_score(text: Text, n: Span[int]) -> bool:
    """A number told as a score: before the word for points, or right after a word of the score ("puanım 14"), no
    word of tiles after it."""
    tiles = any(0 <= t.start - n.end <= 3 for t in text.find("tiles"))
    said = [s for s in text.find("score_before") + text.find("score_have")  # "puanım", not "with" ("full with 7")
            if any(w in s.value for w in ("puan", "skor", "score", "punt", "点"))]
    return any(0 <= p.start - n.end <= 1 for p in text.find("point_word")) or not tiles and any(
        0 <= n.start - s.end <= 2 for s in said)


def _said_again(text: Text, n: Span[int]) -> bool:
    """s20: a count told again to point back at it ("how many of those 4", "bu 4 karodan kaçı", "de esas 4",
    "その4枚のうち"): the same value told before, after a word pointing back."""
    before = [m.value for m in text.numbers if m.end <= n.start]
    back = re.search(_PATTERNS["said_again"][text.lang], text.norm[max(0, n.start - 12) : n.end + 6])
    return n.value in before and bool(back)


def _not_even_one(text: Text, n: Span[int]) -> bool:
    """s20: "置けるラインが1つもない" (not a single line): the 1 of a negation, no count of tiles."""
    return text.lang == "ja" and n.value == 1 and bool(re.match(r"(?:つ|本|枚|個)も", text.norm[n.end :]))


def _floor_size(text: Text) -> list[Span[int]]:
    """s22: the floor line's size told beside the tiles ("zemin 7 hane", "7 spaces"): no tiles."""
    spaces = api.facts("azul")["floor_spaces"]
    return [n for n in text.numbers if n.value == spaces and re.match(_PATTERNS["floor_size"][text.lang],
                                                                       text.norm[n.end :])]


def _total(text: Text) -> tuple[int, int | None, int | None] | None:
    """(all the floor's tiles, those there already, those that come), the last two None when told at once."""
    nowhere = _no_line(text)
    spaces = api.facts("azul")["floor_spaces"]
    sized = _floor_size(text)
    numbers = [n for n in text.numbers if not _said_again(text, n) and not _not_even_one(text, n) and n not in nowhere
               and n not in sized]
    lid = _to_lid(text, spaces) if _lid_told(text) and _full(text) else None
    asked = [m.span() for m in re.finditer(_PATTERNS["asks_extra"][text.lang], text.norm)]  # s21: "extra penalty"
    if any(not any(more_after(text, n, m) for n in numbers) and not (lid and 0 <= lid.start - m.end <= 2)
           and not any(a <= m.start < b for a, b in asked)
           for m in text.find("more")):  # s13: "otras 2 fichas fueron a la tapa": the lid's count
        return None  # "3 more tiles to drop, more minus?": the extra penalty asked, not the floor's
    coming = [n for n in numbers if _more(text, n)] or _taken_on_top(text, numbers)
    if lid is not None and (not coming or coming == [lid]):
        coming = [lid]  # s13: a full floor, and the count told going to the lid past it
    if not coming:  # "10 tiles go to my floor": all at once, only when the lid is asked (s22: or past its spaces
        # when those are told: "zemin 7 hane")
        if len(numbers) != 1 or not (text.has("lid") or sized and numbers[0].value > spaces) or text.has(
                "already") or _full(text):
            return None
        return numbers[0].value, None, None
    if len(coming) != 1 or len(numbers) > 2:
        return None
    there = [n for n in numbers if n is not coming[0]]
    if there and _a_score(text, there[0]):
        return None  # s11: "döşemeden sonra puanım 14, zeminde ... 2 karo daha": 14 is a score, no floor's tiles
    if there:
        already = there[0].value
        if _full(text) and already != spaces:
            return None
    elif _full(text):
        already = spaces  # "my floor is already full and 3 more fall"
    else:
        return None
    if not (text.has("already") or _full(text) or text.has("holds")):
        return None
    return already + coming[0].value, already, coming[0].value


def _no_line(text: Text) -> list[Span[int]]:
    """s21: the 0 of "ninguna línea" ("no puedo meter en ninguna linea"): where the tiles cannot go, no count."""
    return [n for n in text.numbers if n.value == 0 and any(0 <= s.start - n.end <= 2 for s in text.find("line"))]


def _taken_on_top(text: Text, numbers: list[Span[int]]) -> list[Span[int]]:
    """s20: "5 tiles there already, I took 4 and put them all on the floor": the count told taken is the one coming,
    when the other is told there already."""
    if not text.has("already") or len(numbers) != 2:
        return []
    verb_last = text.lang in ("tr", "ja")
    taken = [n for n in numbers for t in text.find("take")
             if (0 <= n.start - t.end <= 3 if not verb_last else 0 <= t.start - n.end <= 3)
             or (verb_last and 0 <= n.start - t.end <= 2)]  # "取った4枚"
    return taken if len(taken) == 1 else []


def _laid(total: int, marker: bool | None) -> tuple[JSON, dict]:
    """(the position once the tiles are taken from the centre to the floor line, the engine's score of its board)."""
    position: JSON = {
        "game": "azul",
        "wall_variant": "colored",
        "players": [{"name": ME, "score": 0, "pattern_lines": [{"count": 0}] * 5, "wall": ["....."] * 5, "floor": []}],
        "factories": [],
        "centre": ["blue"] * total + (["first"] if marker else []),
    }
    take = {"action": "take", "player": ME, "from": "centre", "colour": "blue", "line": "floor"}
    after = api.move(position, take)["after"]
    return after, api.score(after)["players"][0]


def _extra_or_total(text: Text, told: tuple[int, int | None, int | None]) -> bool:
    """ "my floor is already full and 3 more fall, how many points do I lose?": the whole floor's 14 or the 0 the
    three add, unless the total is asked ("toplam", "en total", "全部で")."""
    spaces = api.facts("azul")["floor_spaces"]
    full_before = told[1] is not None and told[1] >= spaces
    # s8: the question's own sentence naming no count and no "more" ("何点失いますか", "how many points do I lose
    # in total"): the floor's penalty is asked, not the extra tiles'
    asked = re.split(r"[.!?。！？](?!\d)", text.norm.rstrip(" ?？!。."))[-1]
    plain = not re.search(r"\d", asked) and not Text(asked, text.lang).has("more")
    return full_before and not (text.has("score_total") or "全部で" in text.norm or plain and not text.has("already"))


def _asks_extra(text: Text, told: tuple[int, int | None, int | None] | None) -> bool:
    """s21: whether tiles coming onto a floor already full cost anything more, asked yes or no ("bunlar için ekstra
    ceza yiyor muyum?"): no count asked in the question's own sentence."""
    spaces = api.facts("azul")["floor_spaces"]
    asked = re.split(r"[.!。！](?!\d)", text.norm.rstrip(" ?？!。."))[-1]
    return bool(told and told[1] is not None and told[1] >= spaces and re.search(_PATTERNS["asks_extra"][text.lang],
                asked) and not Text(asked, text.lang).has("how_many"))


def _read_text(lang: str, total: int, marker: bool | None, already: int | None, coming: int | None) -> str:
    said = say("floor.with_marker", lang) if marker else (say("floor.without_marker", lang) if marker is False else "")
    added = say("floor.added", lang, already=already, more=coming) if already is not None else ""
    return say("floor.read", lang, tiles=total, marker=said) + added


def read(text: Text, lang: str) -> dict | None:
    if not text.has("floor") or text.has("line") and text.named("colours") and not text.has("floor"):
        return None
    asks_lid = text.has("lid") and (text.has("how_many") or text.has("goes_floor")) and not _lid_told(text)
    asks_lost = text.has("lose") or text.has("point_word") and text.has("how_many") or bool(
        re.search(_PATTERNS["asks_extra"][text.lang], text.norm))
    if (
        asks_lid
        and text.has("point_word")
        or not (asks_lid or asks_lost)
        or text.has("wall")
        or text.has("opponent")
        or marker_unsure(text)
    ):
        return None
    told = _total(text)
    extra = _asks_extra(text, told)
    if told is None or asks_lost and not extra and _extra_or_total(text, told):
        return None
    total, already, coming = told
    marker = marker_read(text)
    counted = bool(marker and already and text.has("including"))
    if counted and already is not None:  # s16: "マーカー込みで7つ埋まってる": the marker among the pieces told
        total, already = total - 1, already - 1
    if not 0 < total <= 40:
        return None
    after, me = _laid(total, marker)
    entries = len(me["floor_line"])
    lid = total + (1 if marker else 0) - entries
    lost = -me["floor"]
    read_text = _read_text(lang, total, marker, already, coming)
    summed = " + ".join(str(-e["penalty"]) for e in me["floor_line"])
    verdict = say("floor.verdict", lang, entries=entries, sum=summed, lost=lost)
    if extra and lid > 0:
        verdict = say("floor.extra_none", lang, lid=lid, lost=lost)  # s21: the tiles past it cost nothing
    elif lid > 0:
        verdict += say("floor.lid", lang, lid=lid)
    out: dict = {
        "rule": "azul.floor.full" if lid > 0 else "azul.floor.penalties",
        "read": sentence([read_text], lang),
        "verdict": sentence([verdict], lang),
        "answer": False if extra and lid > 0 else (lid if asks_lid else lost),
        "position": after,
    }
    if asks_lid:
        out["unit"] = "tiles"
    if already is None and _full(text):
        out["counts"] = [api.facts("azul")["floor_spaces"]]
    if counted and already is not None:
        out["counts"] = [already + 1]  # the pieces as told, the marker among them
    if _floor_size(text):
        out["counts"] = [*(out.get("counts") or []), api.facts("azul")["floor_spaces"]]
    if any(_not_even_one(text, n) for n in text.numbers):
        out["counts"] = [*(out.get("counts") or []), 1]  # "1つもない": no count
    if _no_line(text):  # s21: "no puedo meter en ninguna linea": where they cannot go, the negation read
        kept = [c for c in re.split(r"[,;.!?、。]|\bque\b", text.norm) if not Text(c, text.lang).has("line")]
        out.update(counts=[*(out.get("counts") or []), 0], negation_read=not guards.negated(Text(" ; ".join(kept),
                                                                                                 text.lang)))
    return out

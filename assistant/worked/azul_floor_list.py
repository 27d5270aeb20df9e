"""Two ways players tell an Azul floor that the floor readers (azul_floor.py, azul_round.py) read through this module
(session 8):

- the first player marker taken by somebody else, told in a part of its own ("somebody else grabbed the first
  player token, so it's not on my board", "başlangıç taşını Kaan aldı, bende değil", "la ficha de jugador inicial
  se la llevó Ana, no yo", "先手マーカーは他の人が取りました"): a negation read here, the marker not on the floor;
- the floor told as a list of colours ("blue, blue, yellow, yellow", "2 reds, then a black", "kırmızı, siyah,
  siyah", "negro, blanco, la ficha del 1 y negro", "先手マーカー、青、青、赤"): as many tiles as colours named.

`prepare` gives the question as those readers then read it ("my floor has 4 tiles"), the numbers it read on the
way (a colour's count, the 1 printed on the marker, a total told), and whether it read a "then" of the list.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from assistant.worked import guards
from assistant.worked.patterns import patterns
from assistant.worked.players import names_another, term_words
from assistant.worked.reading import Span, Text, fold, words

_PATTERNS = patterns("azul_floor_list")

# a part of the question: cut at marks and at the words that join two parts
_CLAUSE = _PATTERNS["clause"]
_SENTENCE = r"[.!?;。！？](?!\d)"
# somebody other than the speaker: words the shared "opponent" list lacks
_ELSE = _PATTERNS["else"]
# the floor holding nothing besides ("nothing else", "başka bir şey yok", "nada más", "他には何も")
NOTHING_ELSE = _PATTERNS["nothing_else"]
# the wall told as given nothing by no line completed this round ("I didn't finish any line", "hiç sıra
# tamamlamadım", "no he completado ninguna línea" (ninguna read as 0), "ラインを一つも完成できなかった")
NO_LINE = _PATTERNS["no_line"]
# words of doubt: whose the marker is, not sure
_DOUBT = _PATTERNS["doubt"]
_NOT_EN = r"n't\b|\bnot\b|\bno\b|\bnever\b"
# the marker named by the 1 printed on it ("the 1 token", "1 taşı", "la ficha del 1", "1のタイル")
BY_NUMBER = _PATTERNS["by_number"]
_MARKER_WORD = _PATTERNS["marker_word"]
_TILES = _PATTERNS["tiles"]
_AND = _PATTERNS["and"]
# what may stand between two colours of one list (the marker's words are taken out before)
_BETWEEN = _PATTERNS["between"]
_BEFORE_ITEM = _PATTERNS["before_item"]
_AFTER_ITEM = _PATTERNS["after_item"]
_TOTAL = _PATTERNS["total"]


@dataclass
class Floor:
    """The question as the floor readers read it, and what was read on the way."""

    text: Text
    counts: list[int] = field(default_factory=list)  # numbers read here (a colour's count, the marker's 1)
    marker_elsewhere: bool = False  # the marker told as another's: not on the floor, a negation read
    sequence_read: bool = False  # "then" read as the order of the floor's tiles


def _spans(norm: str, pattern: str) -> list[tuple[int, int]]:
    """The parts of `norm` between the cuts of `pattern`, as (start, end)."""
    out, start = [], 0
    for m in re.finditer(pattern, norm):
        out.append((start, m.start()))
        start = m.end()
    return [(a, b) for a, b in [*out, (start, len(norm))] if norm[a:b].strip()]


def _plain(part: Text) -> bool:
    """A part telling nothing a floor reader counts: no number, colour, tile, floor or question word, nor "nothing
    else" ("başka bir şey yok": the floor's list ends, the marker is on it)."""
    return not (re.search(NOTHING_ELSE[part.lang], part.norm) or part.numbers or part.named("colours")
                or part.has("tiles") or part.has("floor")
                or part.has("how_many") or part.has("lose") or part.has("now") or part.has("round_now")
                or part.has("points") or part.has("wall"))


def _asks_nothing(part: Text) -> bool:
    return not (part.has("how_many") or part.has("lose") or part.has("now") or part.has("round_now"))


def _not_mine(part: Text) -> bool:
    norm, lang = part.norm, part.lang
    if re.search(_DOUBT[lang], norm) or part.has("I") and not re.search(_ELSE[lang], norm) and not (
            part.has("negation") or part.has("marker_not_mine") or lang == "en" and re.search(_NOT_EN, norm)):
        return False  # "I think I took it", "I took the marker"
    return bool(re.search(_ELSE[lang], norm) or part.has("opponent") or part.has("negation")
                or part.has("marker_not_mine") or lang == "en" and re.search(_NOT_EN, norm))


def _marker_region(text: Text) -> tuple[int, int] | None:
    """The parts around the marker that tell only it is another's ("somebody else grabbed the first player token,
    so it's not on my board"): (start, end) in `norm`, or None."""
    norm, lang = text.norm, text.lang
    parts = _spans(norm, _CLAUSE[lang])
    at = [i for i, (a, b) in enumerate(parts) if Text(norm[a:b], lang).has("marker")]
    if len(at) != 1:
        return None
    i = at[0]
    own = Text(norm[parts[i][0]:parts[i][1]], lang)
    if own.numbers or own.named("colours") or own.has("tiles") and not own.has("marker") or own.has("without") or (
            not _asks_nothing(own)):
        return None  # "sin el marcador", "without the marker": azul_floor.marker_read reads it
        return None
    lo = hi = i
    while lo > 0 and _plain(Text(norm[parts[lo - 1][0]:parts[lo - 1][1]], lang)) and not re.search(
            _SENTENCE, norm[parts[lo - 1][1]:parts[lo][0]]):
        lo -= 1
    while hi + 1 < len(parts) and _plain(Text(norm[parts[hi + 1][0]:parts[hi + 1][1]], lang)) and not re.search(
            _SENTENCE, norm[parts[hi][1]:parts[hi + 1][0]]):
        hi += 1
    start, end = parts[lo][0], parts[hi][1]
    return (start, end) if _not_mine(Text(norm[start:end], lang)) else None


def _number_words(lang: str) -> set[str]:
    return {fold(str(w), lang) for w in words()["numbers"][lang]}


def opening_lowered(part: str, lang: str) -> str:
    """A part whose first word, capitalised as a sentence opens, is a word of the readers ("Tenía 2 puntos"), or
    one with a suffix ("Zeminde", "Duvara", "Raunttan": a term word of 4 letters or more opens it): in lower case,
    so that it is not taken for a player's name."""
    m = re.match(r"\s*([^\W\d_]+)", part)
    word = fold(m.group(1), lang) if m else ""
    known = word in term_words(lang) or word in _number_words(lang)
    if m and (known or any(len(w) >= 4 and word.startswith(w) for w in term_words(lang))):
        return part[: m.start(1)] + m.group(1).lower() + part[m.end(1):]
    return part


def _names_outside(text: Text, region: str) -> bool:
    """Another player named outside the marker's part (the raw text's parts, which keep the capitals): whose
    floor is told is not sure."""
    for part in re.split(_SENTENCE + "|,|、", text.raw):
        part = re.sub(r"\b[A-ZÇĞİÖŞÜ]{2,}\b", lambda m: m.group(0).lower(), part)  # "I do NOT have": no name
        told = Text(part, text.lang)
        if not (told.has("floor") or told.has("marker") or told.has("points") or told.has("tiles")):
            continue  # "Ugh, rough round", "Duvara ... getirdi": a part telling no floor, no score
        inside = told.norm.strip() and told.norm.strip() in region
        if names_another(opening_lowered(part, text.lang), text.lang) and not inside:
            return True
    return False


def _items(text: Text, zone: tuple[int, int]) -> tuple[list[Span[int]], int] | None:
    """The colours of the floor's list in `zone`, each as (start, end, count), and the end of the list; None when
    a colour stands outside one list."""
    norm, lang = text.norm, text.lang
    colours = [c for c in text.named("colours") if zone[0] <= c.start < zone[1]]
    markers = [m for m in text.find("marker") if zone[0] <= m.start < zone[1]]
    items: list[Span[int]] = []
    for c in colours:
        start, end, count = c.start, c.end, 1
        before = re.search(_BEFORE_ITEM[lang], norm[max(zone[0], items[-1].end if items else zone[0]):c.start])
        if before:
            start, count = c.start - len(before.group(0)), int(before.group(1) or 1)
        after = re.match(_AFTER_ITEM[lang], norm[c.end:])
        if after:
            end = c.end + after.end()
            count = int(after.group(1)) if lang == "ja" and after.group(1) else count
        if items:
            gap = norm[items[-1].end:start]
            for m in markers:
                gap = gap.replace(norm[m.start:m.end], " ")
            if not re.fullmatch(_BETWEEN[lang], gap):
                return None
        items.append(Span(start, end, count))
    return items, (items[-1].end if items else zone[0])


def _before_other(text: Text, zone: tuple[int, int]) -> tuple[int, int]:
    """The floor's zone up to the part that tells the wall, a factory or a pattern line ("en el suelo ... 5 azules,
    y esta ronda no coloqué nada en el muro"), when a part's cut stands before it."""
    others = [s.start for kind in ("wall", "factory", "line") for s in text.find(kind) if zone[0] < s.start < zone[1]
              and not (text.lang == "tr" and text.norm[s.end:].startswith("yla"))]
    if not others:
        return zone
    cuts = [m.start() for m in re.finditer(r"[,;]|" + _CLAUSE[text.lang].split("|", 1)[1], text.norm)
            if zone[0] < m.start() < min(others)]
    return (zone[0], cuts[-1]) if cuts else zone


def _listed(text: Text, counts: list[int]) -> tuple[Text, bool] | None:
    """The floor's list of colours told as a count of tiles ("floor: white, white, the marker" -> "floor: 2 tiles
    and the first player marker"); (text, whether a "then" stood in the list); the text itself when no list; None
    when a list is told that is not read."""
    norm, lang = text.norm, text.lang
    floors = text.find("floor")
    if not floors:
        return text, False
    start = floors[0].end
    start = next((s.end for s in text.find("line") if 0 <= s.start - start <= 1), start)  # "floor line", "床ライン"
    stop = re.search(_SENTENCE, norm[start:])
    zone = (start, start + stop.start() if stop else len(norm))
    whole, zone = zone, _before_other(text, zone)
    told = Text(norm[zone[0]:zone[1]], lang)
    if not told.named("colours"):
        return text, False
    if any(zone[1] <= c.start < whole[1] for c in text.named("colours")):
        return None  # a colour in the part of the wall or a line: whose the colours are, not sure
    lines = [s for s in told.find("line") if not (text.lang == "tr" and told.norm[s.end:].startswith("yla"))]
    if told.has("wall") or told.has("factory") or lines:  # tr "sırayla": in order, no line
        return None  # colours of a pattern line or the wall beside the floor
    found = _items(text, zone)
    if found is None or not found[0]:
        return None
    items, end = found
    tiles = sum(i.value for i in items)
    counts += [i.value for i in items]
    total = re.match(_TOTAL[lang], norm[end:zone[1]])
    if total and int(total.group(1)) == tiles:
        end += total.end()
    elif total and int(total.group(1)) != tiles:
        return None  # "blue, blue and 3 more"? a count the list does not give
    inside = Text(norm[items[0].start:end], lang)
    marker = f"{_AND[lang]}{_MARKER_WORD[lang]}" if inside.has("marker") else ""
    listed = _TILES[lang].format(n=tiles) + marker
    rest = Text(norm[: items[0].start] + listed + norm[end:], lang)
    if len(rest.numbers) != len(Text(norm[: items[0].start] + norm[end:], lang).numbers) + 1:
        return None
    return rest, inside.has("sequence")


def prepare(text: Text) -> Floor | None:
    """The question as the floor readers read it, or None when a telling of this module's is not read (the text
    itself when none is told)."""
    first, counts = text, []
    by_number = re.search(BY_NUMBER[text.lang], text.norm)
    if by_number and (text.has("floor") or text.has("marker")):
        counts.append(1)
        text = Text(text.norm[: by_number.start()] + _MARKER_WORD[text.lang] + text.norm[by_number.end():], text.lang)
    region = _marker_region(text) if text.has("floor") else None
    cut = ""
    if region is not None:
        cut = text.norm[region[0]:region[1]]
        text = Text(text.norm[: region[0]] + " ; " + text.norm[region[1]:], text.lang)
    listed = _listed(text, counts)
    if listed is None:
        return None
    if listed[0] is first:
        return Floor(first)
    if _names_outside(first, cut):
        return None  # the text is read lower case from here: another player named elsewhere was looked for here
    # "2 reds, then a black": the order of the floor's tiles, one situation (when nothing else tells two)
    sequence = listed[1] and not guards.two_situations(listed[0])
    return Floor(listed[0], counts, region is not None, sequence)


def wall_nothing(text: Text) -> bool:
    """The wall told giving nothing this round in a part of no number ("no lines completed", "duvara hiçbir şey
    koyamadım"): the score before is the floor's only other number."""
    parts = (Text(p, text.lang) for p in re.split(r"[,;.!?、。]", text.norm) if not re.search(r"\d", p))
    return any(re.search(NO_LINE[text.lang], p.norm) or p.has("wall") and p.has("nothing_placed") for p in parts)

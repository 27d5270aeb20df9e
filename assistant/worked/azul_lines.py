"""Azul pattern lines told in a question: how many tiles overflow to the floor ("I took 4 blue, line 3 already holds
2 blue"), and whether a colour may go on a line ("line 2 has red, can I put blue there?", "my wall row 3 already
has yellow, can I put yellow on line 3?").

The situation becomes a `take` from the centre onto that line; assistant.api.move says whether it is legal and
lays the tiles out (the floor of the position after holds the overflow).
"""

from __future__ import annotations

import re

from assistant import api
from assistant.azul.components import COLOURS, SIZE
from assistant.worked import azul_row_free, guards
from assistant.worked.azul_line_counts import MORE_BEFORE, held_told, told_more
from assistant.worked.azul_rows import without_not_full
from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text, fold, words
from assistant.worked.say import colour, say, sentence

_PATTERNS = patterns("azul_lines")

GAME = "azul"
ME = "P1"

_LINE = _PATTERNS["line"]
_FREE = _PATTERNS["free_spaces"]  # s20: "空いてる2マス", "the 2 empty spaces": the line's room told

# a line told by an ordinal word right before it ("my second line", "ikinci sira", "la segunda linea")
_LINE_WORDS = _PATTERNS["line_words"]


def line_told(text: Text) -> tuple[int | None, set[int]]:
    """The pattern line a text tells (see _line), for the other Azul readers."""
    return _line(text)


def _line(text: Text) -> tuple[int | None, set[int]]:
    """(the pattern line told, the starts of its digits), or None when none or two are told."""
    for pattern in _LINE[text.lang]:
        found = {(m.start(1), int(m.group(1))) for m in re.finditer(pattern, text.norm)}
        values = {v for _, v in found}
        if len(values) == 1:
            return next(iter(values)), {s for s, _ in found}
        if len(values) > 1:
            return None, set()
    ordinals = [fold(w, text.lang) for w in words()["extra_terms"]["line_ordinals"].get(text.lang, [])]
    if text.lang not in _LINE_WORDS or not ordinals:
        return None, set()
    told = {ordinals.index(m.group(1)) + 1 for m in re.finditer(
        rf"\b({'|'.join(map(re.escape, ordinals))}) {_LINE_WORDS[text.lang]}", text.norm)}
    return (told.pop(), set()) if len(told) == 1 else (None, set())


# s8: the pattern line told by its place: the top one is line 1, the bottom one line 5 (the engine's SIZE)
_END_LINE = {"en": (r"\btop (?:pattern )?(?:line|row)\b", r"\bbottom (?:pattern )?(?:line|row)\b"),
             "tr": (r"\ben ust(?:teki)? (?:desen )?(?:sira|satir)", r"\ben alt(?:taki)? (?:desen )?(?:sira|satir)"),
             "es": (r"\b(?:linea|fila) de (?:mas )?arriba\b", r"\b(?:linea|fila) de (?:mas )?abajo\b"),
             "ja": (r"一番上の(?:段|ライン|列)", r"一番下の(?:段|ライン|列)")}


def _end_line(text: Text) -> int | None:
    """The top or the bottom pattern line, when one alone is told (and no floor's wall row: "row" of a wall)."""
    if text.has("wall"):
        return None
    top, bottom = (bool(re.search(p, text.norm)) for p in _END_LINE[text.lang])
    return 1 if top and not bottom else (SIZE if bottom and not top else None)


def _overflow_told(text: Text, kinds: list[str], rest: list[Span[int]]) -> tuple[str, int, int] | None:
    """(the colour taken, how many, how many the line holds already) of "I took 4 blue, line 3 holds 2 blue"."""
    if len(kinds) != 1 or text.has("wall"):
        return None
    # each mention of the colour with its number right before it (after it in Japanese: 青を4枚)
    pairs = []
    for c in text.named("colours"):
        if text.lang == "ja":  # 黄を3枚: the number follows its colour
            near = [n for n in rest if 0 <= n.start - c.end <= 3 or 0 <= n.start - c.end <= 6 and re.fullmatch(
                r"[をが]?" + MORE_BEFORE["ja"], text.norm[c.end:n.start])]  # s12: 青をさらに4枚
            near = near or [n for n in rest if 0 <= c.start - n.end <= 2]
        else:
            near = [n for n in rest if 0 <= c.start - n.end <= 2]
        if text.lang != "ja" and not near:  # s12: "3 more whites": the count before "more" and its colour
            near = [n for n in rest if 0 <= c.start - n.end <= 12
                    and re.fullmatch(MORE_BEFORE[text.lang], text.norm[n.end:c.start])]
        if near:
            pairs.append((c, near[0]))
    more = [n for c, n in pairs if told_more(text, c, n)]
    takes = text.find("take") + text.find("azul_take")  # "alıp", "cogí": the forms players type
    if not takes:  # s14: "pongo 3 rojos", "I put 5 reds on": the tiles placed on the line are those taken
        takes = text.find("put")
    verb_last = text.lang in ("ja", "tr")  # "青を4枚取って", "4 mavi aldım"; "I took 4 blue", "cojo 4 rojos"
    taken = [n for c, n in pairs if any((0 <= t.start - max(c.end, n.end) <= 6) if verb_last else
                                        (0 <= n.start - t.end <= 12) for t in takes)]
    if len(pairs) == 1:
        taken = [pairs[0][1]]
    elif len(taken) > 1 and verb_last:  # "黄が1枚、黄を3枚取った": the count right before the verb was taken
        gaps = {min(t.start - max(c.end, n.end) for t in takes if t.start >= max(c.end, n.end)): n
                for c, n in pairs if n in taken}
        taken = [gaps[min(gaps)]] if len(gaps) == len(taken) else taken
    if not takes and len(pairs) == 2:
        taken = _moved_onto(text, pairs)
    if len(more) == 1 and len(pairs) == 2:  # s12: the count told as "more" is the one taken, the other held
        taken = more
    held = [n for _, n in pairs if held_told(text, n)]  # s20: "白2枚、4列目に白がもう3枚ある": the other is taken
    taken = [n for _, n in pairs if n not in held] if len(pairs) == 2 and len(held) == 1 and not takes else taken
    if len(taken) != 1:
        return None  # which number was taken and which the line holds is not told apart
    others = [n for n in rest if n is not taken[0]]
    if len(others) > 1 or not others and not text.has("empty"):
        return None
    return kinds[0], taken[0].value, others[0].value if others else 0


_ONTO = _PATTERNS["onto"]
def _moved_onto(text: Text, pairs: list[tuple[Span[str], Span[int]]]) -> list[Span[int]]:
    """With no verb of taking ("3 negras a la línea 2, que ya tiene 1", "青3枚を4段目へ。4段目には青2枚ある"): the
    count moved onto the line is the one right before it, the other is held there (told with "already", "has")."""
    lines = sorted({m.start() for p in _LINE[text.lang] for m in re.finditer(p, text.norm)})
    moved = [n for c, n in pairs if any(0 <= ln - max(c.end, n.end) <= 24 and re.fullmatch(
        _ONTO[text.lang], text.norm[max(c.end, n.end):ln]) for ln in lines)]
    at_line = [Span(m.start(), m.end(), "には") for m in re.finditer(r"(?<=段目)には", text.norm)]  # 2段目には黒1枚
    held = [n for c, n in pairs if n not in moved and any(
        0 <= min(c.start, n.start) - h.end <= 16 or 0 <= h.start - max(c.end, n.end) <= 6
        for h in text.find("holds") + text.find("already")) or any(0 <= c.start - h.end <= 1 for h in at_line)]
    if not moved:  # s14: "3列目に青1枚、そこへ青を2枚", "line 2 has 1 red, 2 reds there": the count put "there"
        there = [(c, n) for c, n in pairs for t in re.finditer(_THERE[text.lang], text.norm)
                 if (0 <= min(c.start, n.start) - t.end() <= 2 if text.lang in ("ja", "tr")
                     else 0 <= t.start() - max(c.end, n.end) <= 6)]  # before its count (ja, tr), after it
        if len(there) == 1 and len(pairs) == 2:
            return [there[0][1]]
    return moved if len(moved) == 1 and len(held) == 1 else []


_THERE = _PATTERNS["there"]


def _may_told(text: Text, kinds: list[str], rest: list[Span[int]]) -> tuple[str, str | None, int] | None:
    """(the colour to put, the line's colour or None, how many the line holds) of "line 2 has red, can I put
    blue?" or "wall row 3 has yellow, can I put yellow on line 3?"."""
    if text.has("wall"):
        return (kinds[0], None, 0) if len(kinds) == 1 else None
    if len(kinds) == 1:
        return _same_colour_told(text, rest)
    if len(kinds) == 2 and len(rest) == 2:
        return _two_counts(text, rest)
    if len(kinds) != 2 or len(rest) > 1:
        return None  # the line's colour is named first, the one to put second
    return kinds[1], kinds[0], rest[0].value if rest else 1


def _two_counts(text: Text, rest: list[Span[int]]) -> tuple[str, str | None, int] | None:
    """"line 3 holds 1 black, can I add 2 yellow?", "3. sırada 1 sarı duruyor, oraya 2 beyaz": each colour told
    once with its count beside it (after it in Japanese), the line's first."""
    mentions = text.named("colours")
    if len(mentions) != 2:
        return None
    counts = []
    for c in mentions:
        near = [n for n in rest if (0 <= n.start - c.end <= 3 if text.lang == "ja" else 0 <= c.start - n.end <= 2)]
        if len(near) != 1:
            return None
        counts.append(near[0])
    if counts[0] is counts[1]:
        return None
    return mentions[1].value, mentions[0].value, counts[0].value


def _same_colour_told(text: Text, rest: list[Span[int]]) -> tuple[str, str | None, int] | None:
    """"line 3 has 2 blue, can I add 1 blue?": the line's colour told first with its count, the same colour to put
    after it (only the line's count is read: any number put there is legal or not alike, the rest overflows)."""
    mentions = text.named("colours")
    if len(mentions) != 2 or len(rest) not in (1, 2):
        return None
    first, second = mentions
    before = 4 if text.lang == "ja" else 2
    held = [n for n in rest if (0 <= first.start - n.end <= 2 or text.lang == "ja" and 0 <= n.start - first.end
                                <= before) and n.end <= second.start]
    if len(held) != 1 or any(n is not held[0] and n.start < second.start - 12 for n in rest):
        return None
    return first.value, first.value, held[0].value


def read(text: Text, lang: str) -> dict | None:
    return azul_row_free.read(text, lang, _line, _read)


def _read(text: Text, lang: str) -> dict | None:
    if not text.has("line"):
        return None
    colours = text.named("colours")
    if not colours or text.named("currencies") and not text.has("tiles") and not text.has("line"):
        return None
    line, used = _line(text)
    if line is None and not used:
        line = _end_line(text)  # s8: "my top pattern line", "the bottom line, the five one"
        five_one = re.search(r"\b(?:line|row),? the (\d) 1\b", text.norm) if text.lang == "en" else None
        if five_one and line in (None, int(five_one.group(1))):  # s8: "the five one" names line 5
            line, used = int(five_one.group(1)), {five_one.start(1), five_one.end(1) + 1}
    size = len(COLOURS)
    if line is None or not 1 <= line <= size:
        return None
    wants_floor = text.has("goes_floor") and (text.has("how_many") or text.has("floor_asked") or text.has("floor")
                                              and _points_asked(text))
    wants_may = text.has("may") and not wants_floor
    if not (wants_floor or wants_may) or wants_may and text.has("wall") or wants_floor and text.has("lid"):
        return None  # the wall row told beside the line (azul_wall_rows.py reads it); s20: the lid asked, not the floor
    factory = text.find("from_factory")  # s15: "from 1 factory": the 1 counts factories, no tiles held
    factories = [n for n in text.numbers if any(f.start <= n.start < f.end for f in factory)]
    free = [n for n in text.numbers if re.search(_FREE[text.lang], text.norm[max(0, n.start - 8) : n.end + 10])]
    rest = [n for n in text.numbers if n.start not in used and n not in factories and n not in free]
    kinds = list(dict.fromkeys(c.value for c in colours))
    wall_has = text.has("wall")
    held_colour: str | None
    if wants_floor:
        overflow = _overflow_told(text, kinds, rest)
        if overflow is None:
            return None
        taken_colour, count, held = overflow
        held_colour = taken_colour if held else None
    else:
        may = _may_told(text, kinds, rest)
        if may is None:
            return None
        taken_colour, held_colour, held = may
        told = [n.value for n in rest]  # s22: "still has 3 black. can i add 2 black?": the 2 taken, as the read says
        count = next((v for v in told if v != held), 1) if len(told) == 2 and held in told else 1
    if held > line or count > 20 or count < 1:
        return None
    out = _decide(text, lang, line, taken_colour, count, held_colour, held, wall_has and wants_may, wants_floor)
    if out is None or free and any(n.value != line - held for n in free):
        return None  # s20: room told ("空いてる2マス") that is not the line's size less what it holds
    the_one = [1] if text.lang == "en" and re.search(r"\b(?:line|row),? the \d 1\b", text.norm) else []
    # read, not stated: how many to put ("can I add 2 yellow?"), "the five one", the room, the 1 of "from 1 factory"
    told = [n.value for n in rest] if wants_may and len(rest) == 2 else out.get("counts") or []
    out["counts"] = [*told, *the_one, *(n.value for n in free), *(n.value for n in factories)]
    if wants_floor and "negation_read" not in out:
        out["negation_read"] = _not_first_read(text)
        out["marker_read"] = out["negation_read"]  # not first from the centre: no marker comes with them
    elif wants_may and 0 < held < line:  # s22: "my line 5 didnt fill up, still has 3 black": the line not full, read
        out["negation_read"] = not guards.negated(Text(without_not_full(text.norm, text.lang), text.lang))
    return out


def _decide(text: Text, lang: str, line: int, taken_colour: str, count: int, held_colour: str | None, held: int,
            wall_has: bool, wants_floor: bool) -> dict | None:
    """The take move on a board holding what was told, through api.move, in words."""
    size = len(COLOURS)
    lines: list[dict[str, str | int | None]] = [{"count": 0} for _ in range(size)]
    if held:
        lines[line - 1] = {"colour": held_colour, "count": held}
    wall = ["." * size] * size
    if wall_has:
        wall[line - 1] = _letter_row(line - 1, taken_colour)
    position = {"game": "azul", "wall_variant": "colored",
                "players": [{"name": ME, "score": 0, "pattern_lines": lines, "wall": wall, "floor": []}],
                "factories": [], "centre": [taken_colour] * count}
    counted = _marker_counted(text, wants_floor)
    if _marker_comes(text, wants_floor) or counted:
        position["centre"] = [*position["centre"], "first"]
    out = api.move(position, {"action": "take", "player": ME, "from": "centre", "colour": taken_colour, "line": line})
    name = colour(taken_colour, lang)
    # both readers name the line's colour whenever it holds tiles (held > 0)
    held_text = (say("line.held", lang, count=held, colour=colour(held_colour, lang))
                 if held and held_colour is not None else say("line.empty", lang))
    read_text = say("line.read", lang, taken=count, colour=name, line=line, held=held_text)
    if wall_has:
        read_text += say("line.read_wall", lang, line=line, colour=name)
    rules = {p["rule"] for p in out["problems"]}
    if wants_floor:
        if not out["legal"]:
            return None
        floor = len([t for t in out["after"]["players"][0]["floor"] if t != "first"])
        room = count - floor
        verdict = say("line.overflow", lang, line=line, room=room, held_count=held, floor=floor)
        if _points_asked(text):
            return _floor_points(text, lang, read_text, verdict, held, out["after"])
        total = len(out["after"]["players"][0]["floor"]) if counted else floor
        if counted:
            verdict += say("line.with_marker", lang, total=total)
        return {"rule": "azul.pattern-lines.capacity", "read": sentence([read_text], lang),
                "verdict": sentence([verdict], lang), "answer": total, "position": out["after"],
                "marker_read": counted}
    if out["legal"]:
        verdict, rule = say("line.allowed", lang, line=line, colour=name), "azul.pattern-lines.one-colour"
    elif "azul.pattern-lines.wall-conflict" in rules:
        verdict, rule = say("line.wall_conflict", lang, line=line, colour=name), "azul.pattern-lines.wall-conflict"
    elif "azul.pattern-lines.one-colour" in rules:
        verdict, rule = say("line.other_colour", lang, line=line, held=held_text), "azul.pattern-lines.one-colour"
    else:
        return None
    return {"rule": rule, "read": sentence([read_text], lang), "verdict": sentence([verdict], lang),
            "answer": bool(out["legal"]), "position": position}


def _letter_row(row: int, name: str) -> str:
    """Wall row `row` (0-based) holding only `name`, on the space the printed wall gives that colour."""
    from assistant.azul.components import LETTER_OF, SIZE
    from assistant.azul.wall import pattern_column

    column = pattern_column(row, name)
    return "." * column + LETTER_OF[name] + "." * (SIZE - column - 1)


def _marker_comes(text: Text, wants_floor: bool) -> bool:
    """The speaker took first from the centre, the marker told no other way: it comes with the tiles, to the floor
    (only when the floor's points are asked)."""
    from assistant.worked.azul_floor import first_mine

    return wants_floor and _points_asked(text) and not text.has("marker") and first_mine(text)


def _marker_counted(text: Text, wants_floor: bool) -> bool:
    """s15: the pieces going to the floor asked with the marker counted ("marker included", "işaret dahil"), the
    speaker first from the centre: the marker is one of them."""
    from assistant.worked.azul_floor import first_mine

    return wants_floor and not _points_asked(text) and text.has("including") and first_mine(text)


def _not_first_read(text: Text) -> bool:
    """The only negation is the speaker's not being first from the centre ("ilk alan ben değilim", "ya no soy el
    primero"): the tiles that fall are the same, the marker is no tile."""
    from assistant.worked.azul_floor import first_told

    if first_told(text) is not False:
        return False
    from assistant.worked.azul_floor import RESTATED

    # s8: "yani başlangıç taşı bende değil": the marker not the speaker's says the same as not being first
    kept = [p for p in re.split(RESTATED + r"|[()（）]", text.norm) if not Text(p, text.lang).has("first_from_centre")
            and not (Text(p, text.lang).has("marker") and not Text(p, text.lang).numbers)]
    return not guards.negated(Text(" ; ".join(kept), text.lang))


def _points_asked(text: Text) -> bool:
    """Points asked, not tiles: tr "düşer", "gider" are tiles falling ("kaçı zemine düşer")."""
    floors = text.find("floor")  # s16: the "ceza" of "ceza sırası" names the floor, no points lost
    lose = [s for s in text.find("lose") if not (text.lang == "tr" and s.value in ("dus", "gider"))
            and not any(f.start <= s.start < f.end for f in floors)]
    return bool(lose) or text.has("point_word") and text.has("how_many")


def _floor_empty(text: Text) -> list[Span[str]]:
    """The words that tell the floor empty before the take ("floor was empty", "zeminim boştu", "床は空", "zeminde
    başka bir şey yok")."""
    small = r"\s*(?:(?:on|in|my|the|en|el|mi|de)\s+)*"  # "nothing on my floor", "nada en mi suelo"
    return [e for e in text.find("empty") + text.find("nothing") for f in text.find("floor")
            if 0 <= e.start - f.end <= 16 and not re.search(r"[,;.、。]", text.norm[f.end:e.start])
            or text.lang != "ja" and e in text.find("nothing") and e.end <= f.start
            and re.fullmatch(small, text.norm[e.end:f.start])]


def _floor_points(text: Text, lang: str, read_text: str, verdict: str, held: int, after: dict) -> dict | None:
    """The points the overflow costs: only with the floor told empty before, and the marker told away or the tiles
    taken from a factory (the marker never comes with them)."""
    from assistant.worked.azul_floor import marker_read

    empties = _floor_empty(text)
    if not empties or held == 0 and not [e for e in text.find("empty") if e not in empties]:
        return None  # the floor before, or the line's emptiness, not told apart
    from assistant.worked.azul_floor import first_told

    comes = _marker_comes(text, True)
    if not (marker_read(text) is False or text.has("from_factory") and not text.has("marker") or comes
            or first_told(text) is False and not text.has("marker") or _no_centre_told(text)):
        return None
    me = api.score(after)["players"][0]
    lost = -me["floor"]
    summed = " + ".join(str(-e["penalty"]) for e in me["floor_line"]) or "0"
    verdict += say("sentence_sep", lang) + say("floor.verdict", lang, entries=len(me["floor_line"]), sum=summed,
                                               lost=lost)
    read_text += say("line.floor_empty_marker" if comes else "line.floor_empty", lang)
    return {"rule": "azul.floor.penalties", "read": sentence([read_text], lang), "verdict": sentence([verdict], lang),
            "answer": lost, "position": after, "marker_read": True, "negation_read": _floor_negation_read(text)}


def _no_centre_told(text: Text) -> bool:
    """s13: neither the marker nor the centre named at all ("line 4 had 3 blacks, I put 3 more there, my floor was
    empty"): no marker comes, as on a floor told by its tiles alone (azul_floor.py)."""
    return not (text.has("marker") or text.has("centre") or text.has("first_from_centre"))


def _floor_negation_read(text: Text) -> bool:
    """The negations read: the floor holding nothing else before ("zeminde başka bir şey yok")."""
    kept = [p for p in re.split(r"[,;.!?、。:()]", text.norm) if not (Text(p, text.lang).has("floor") and Text(
        p, text.lang).has("nothing") and not Text(p, text.lang).numbers)]
    return not guards.negated(Text(" ; ".join(kept), text.lang))

"""Whether a colour may go on a pattern line when the wall row beside it is told as a state: "row 3 of my wall has
only blue and red, line 3 is empty: can white go there?", "no black in row 5 of my wall", "duvarın 1. satırında
mavi yok", "la fila 5 del muro solo tiene rojo y amarillo", "壁の4行目は黒と白だけ".

The wall rows told become a wall (each colour on the space the printed wall gives it), the line its told state;
assistant.api.move says whether taking the colour onto that line is legal. A colour whose place on the wall row is
not told (neither named there, nor left out of a row told with "only") gives no verdict.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from assistant import api
from assistant.azul.components import LETTER_OF, SIZE
from assistant.azul.wall import pattern_column
from assistant.worked import azul_carry, azul_wall_time, guards
from assistant.worked.azul_lines import line_told
from assistant.worked.patterns import patterns
from assistant.worked.reading import Text, fold, words
from assistant.worked.say import colour, join, say, sentence

_PATTERNS = patterns("azul_wall_rows")

GAME = "azul"
ME = "P1"
_BUT = _PATTERNS["but"]
_LINE_ONLY = {"en": r"\bline", "tr": r"\bsira|plaket", "es": r"\blinea", "ja": r"ライン|段"}  # never a wall row
_AND = _PATTERNS["and"]


# s8: the wall row told as the line's ("3. sırada 2 sarı var, duvarın o satırında sarı yok", "that row")
_THAT_ROW = _PATTERNS["that_row"]
# s8: one tile told with the article ("3. sırada bir mavi var", "line 2 has a red")
_ARTICLE = _PATTERNS["article"]


_ROW_WORD = _PATTERNS["row_word"]
# s9: a condition or a reason opens a clause of its own ("can I put red on line 2 if row 2 of my wall has red?")
_IF = _PATTERNS["if"]
# s9: the wall's top and bottom rows told by their place ("the white spot in the top row of my wall")
_EDGE = {"en": ((r"\btop row\b", 1), (r"\bbottom row\b", SIZE)),
         "tr": ((r"\ben ust(?:teki)? satir", 1), (r"\ben alt(?:taki)? satir", SIZE)),
         "es": ((r"\bfila (?:de (?:mas )?arriba|superior)\b", 1), (r"\bfila (?:de (?:mas )?abajo|inferior)\b", SIZE)),
         "ja": ((r"一番上の(?:行|段)|最上段", 1), (r"一番下の(?:行|段)|最下段", SIZE))}


@dataclass
class Row:
    """One wall row as told: the colours on it, those told absent, and whether it holds only those named."""

    number: int
    present: set[str] = field(default_factory=set)
    absent: set[str] = field(default_factory=set)
    only: bool = False

    def has(self, name: str) -> bool | None:
        if name in self.present:
            return True
        if name in self.absent or self.only or len(self.present) > 1:
            return False  # s8: "row 3 has black and white": a row's colours listed are the row whole ("has blue": not)
        return None


def _clauses(text: Text) -> list[Text]:
    """The question's clauses: cut at punctuation (not a Turkish ordinal's full stop), "but", and "and" unless a
    colour follows it ("blue and red" stays one)."""
    names = sorted(
        {fold(w, text.lang) for by in words()["colours"].values() for w in by.get(text.lang, [])}, key=len, reverse=True
    )
    colour_next = "|".join(re.escape(n) for n in names)
    next_colour = rf"(?!\s*(?:the |el |la |only )?(?:{colour_next}))"
    stop = r"(?<!\d)\." if text.lang == "tr" else r"\."  # "2. satır": a Turkish ordinal, no full stop
    cut = (rf"{stop}|,{next_colour}|[;!?、。()（）]|{_BUT[text.lang]}|\s{_AND[text.lang]}\s{next_colour}"
           rf"|{_IF[text.lang]}")
    return [Text(p, text.lang) for p in re.split(cut, text.norm) if p and p.strip()]


def _wall_rows(clauses: list[Text]) -> tuple[dict[int, Row], list[Text]] | None:
    """(the wall rows told, the clauses that tell no wall row), or None when a wall clause is not read whole."""
    rows: dict[int, Row] = {}
    rest: list[Text] = []
    last: Row | None = None
    last_colours: set[str] = set()
    context = False  # the clause before named the wall alone ("en el muro,")
    for part in clauses:
        continues = (  # "... but not in row 1", "... but not white": the wall row told before, continued
            last is not None
            and not part.has("wall")
            and (part.has("wall_row") or part.has("wall_lacks") and bool(part.named("colours")))
            and not re.search(_LINE_ONLY[part.lang], part.norm)
            and not (part.has("may") or part.has("may_more"))
        )
        walled = part.has("wall") or context and bool(re.search(_ROW_WORD[part.lang], part.norm))
        context = part.has("wall") and not part.numbers and not part.named("colours")  # s8: "en el muro, la fila 5"
        if context:
            continue
        if not walled and not continues:
            rest.append(part)
            last = None
            continue
        number = _row_number(part)
        if number is None and continues and last is not None and not part.numbers:
            number = last.number  # "row 3 has blue but not white": the same row
        if number is None and not part.numbers and re.search(_THAT_ROW[part.lang], part.norm):
            number = next((line_told(p)[0] for p in reversed(rest) if line_told(p)[0]), None)  # s8: "o satırında"
        if number is None:
            return None  # which row, or a count inside the wall's telling: not read
        colours = {c.value for c in part.named("colours")} or (last_colours if continues else set())
        if not colours:
            return None
        row = rows.setdefault(number, Row(number))
        placed = _placed_then_lacking(part)
        if placed is not None:  # s19: "5. satırında sarı ve kırmızı döşeli, siyah yok"
            row.present |= placed[0]
            row.absent |= placed[1]
        elif part.has("wall_lacks"):
            row.absent |= colours
        else:
            row.present |= colours
            row.only = row.only or part.has("only")
        last, last_colours = row, colours
    if any(r.present & r.absent for r in rows.values()):
        return None
    return rows, rest


def _placed_then_lacking(part: Text) -> tuple[set[str], set[str]] | None:
    """(the colours placed, those lacking) of a clause that tells the row's colours, then after a comma the ones it
    lacks, each alone ("sarı ve kırmızı döşeli, siyah yok", "has yellow and red, no black"); None otherwise (a list
    after "no" is all lacking: "no red, blue or white")."""
    segments = [Text(s, part.lang) for s in part.norm.split(",")]
    first, later = segments[0], segments[1:]
    if not later or first.has("wall_lacks") or not first.named("colours"):
        return None
    if any(not s.has("wall_lacks") or len(s.named("colours")) != 1 for s in later):
        return None
    return {c.value for c in first.named("colours")}, {s.named("colours")[0].value for s in later}


def _row_number(part: Text) -> int | None:
    """The one wall row a clause tells, by its digit ("row 3", "3. satır", "3行目") or its ordinal ("second row")."""
    numbers = part.numbers
    if len(numbers) > 1:  # s9: "completé la línea 2 ... pasó a la fila 2 del muro": the line's digit is no wall row
        numbers = [n for n in numbers if not re.search(_LINE_ONLY[part.lang] + r"\w*\s*$", part.norm[: n.start])]
    if numbers:
        values = [n.value for n in numbers]
        return values[0] if len(values) == 1 and 1 <= values[0] <= SIZE else None
    ordinals = [fold(w, part.lang) for w in words()["extra_terms"]["line_ordinals"].get(part.lang, [])]
    found = [i + 1 for i, w in enumerate(ordinals) if re.search(rf"\b{re.escape(w)}\b", part.norm)]
    found += [row for pattern, row in _EDGE[part.lang] if re.search(pattern, part.norm)]
    return found[0] if len(found) == 1 else None


def _line_state(clauses: list[Text], line: int) -> tuple[str | None, int] | None:
    """(the line's colour, how many it holds) as told, None when its state is not told."""
    previous = None
    for part in clauses:
        this, previous = line_told(part)[0], line_told(part)[0]
        if this != line and not (part.has("empty") and not part.numbers) and not _relative(part, previous, line):
            continue
        if part.has("empty"):
            return None, 0
        held = [c.value for c in part.named("colours")]
        used = line_told(part)[1]
        counts = [n for n in part.numbers if n.start not in used]
        if not counts and len(held) == 1 and _article_one(part):
            return held[0], 1
        if (
            len(held) == 1
            and len(counts) == 1
            and not (part.has("may") or part.has("may_more") or part.has("put_more"))
        ):
            return held[0], counts[0].value
    return None


def _relative(part: Text, previous: int | None, line: int) -> bool:
    """s8: a clause telling the line just named ("en la línea 2, que tiene 1 amarilla")."""
    return previous == line and bool(re.match(r"\s*(?:que|which|that|and it)\b", part.norm))


def _article_one(part: Text) -> bool:
    colours = part.named("colours")
    return bool(re.search(_ARTICLE[part.lang], part.norm[: colours[0].start]))


def _asked(text: Text, clauses: list[Text], line: int) -> tuple[str, int] | None:
    """(the colour asked about, how many) from the clause that asks ("can white go there?", "can I add 2 black?")."""
    asking = [p for p in clauses if p.has("may") or p.has("may_more")]
    if len(asking) == 1 and not asking[0].named("colours"):  # "青を置きたい。... 置ける?": the colour told before
        asking = [p for p in clauses if p.has("put_more") and p.named("colours")] or [
            p for p in clauses if p.has("take") and p.named("colours")]  # s19: "I took 2 red, can I put them there?"
    if len(asking) != 1:
        return None
    names = list(dict.fromkeys(c.value for c in asking[0].named("colours")))
    if len(names) != 1:
        return None
    used = line_told(asking[0])[1]
    counts = [n.value for n in asking[0].numbers if n.start not in used]
    if len(counts) > 1:
        return None
    return names[0], counts[0] if counts else 1


def _wall(rows: dict[int, Row]) -> list[str]:
    grid = [["."] * SIZE for _ in range(SIZE)]
    for r in rows.values():
        for name in r.present:
            grid[r.number - 1][pattern_column(r.number - 1, name)] = LETTER_OF[name]
    return ["".join(g) for g in grid]


def _read(text: Text, lang: str) -> dict | None:
    if not (text.has("wall") and (text.has("may") or text.has("may_more")) and text.named("colours")) or text.has(
        "floor"
    ):
        return None
    clauses = _clauses(text)
    told = _wall_rows(clauses)
    if told is None or not told[0]:
        return None
    rows, rest = told
    lines = {line_told(p)[0] for p in rest} - {None}
    if not lines and len(rows) == 1 and any(re.search(_LINE_ONLY[text.lang], p.norm) for p in rest):
        lines = set(rows)  # s8: "beşinci plaket sırası boş ... o sıraya": the line beside the row told
    if len(lines) != 1:
        return None
    line = lines.pop()
    assert line is not None
    asked = _asked(text, rest, line)
    if asked is None or line not in rows:
        return None
    name, count = asked
    on_wall = rows[line].has(name)
    state = _line_state(rest, line)
    if on_wall is None or (state is None and on_wall is False):
        return None  # the colour's place on the wall row, or the line's state, is not told
    held_colour, held = state if state is not None else (None, 0)
    if held > line:
        return None
    out = _decide(lang, rows, line, name, count, held_colour, held, on_wall)
    if out is not None:
        # every negation of the question lies in a wall row told as lacking a colour: this reader read them all
        others = [p.norm for p in clauses if (p in rest or not p.has("wall_lacks")) and not (
            held and azul_carry.tells_full(p.norm, text.lang))]  # s21: "porque no la completé": the count's
        out["negation_read"] = not guards.negated(Text(" ; ".join(others), text.lang))
    return out


def _rows_told(rows: dict[int, Row], lang: str) -> list[str]:
    """The wall rows as read, in words: the colours each has (only those, when told so) and those it lacks."""
    told = []
    for r in sorted(rows.values(), key=lambda r: r.number):
        if r.present:
            key = "wallrow.only" if r.only else "wallrow.has"
            told.append(say(key, lang, row=r.number, colours=join([colour(c, lang) for c in sorted(r.present)], lang)))
        if r.absent:
            lacks = join([colour(c, lang) for c in sorted(r.absent)], lang)
            told.append(say("wallrow.lacks", lang, row=r.number, colours=lacks))
    return told


def _decide(
    lang: str, rows: dict[int, Row], line: int, name: str, count: int, held_colour: str | None, held: int, on_wall: bool
) -> dict | None:
    lines: list[dict[str, str | int | None]] = [{"count": 0} for _ in range(SIZE)]
    if held:
        lines[line - 1] = {"colour": held_colour, "count": held}
    position = {
        "game": "azul",
        "wall_variant": "colored",
        "players": [{"name": ME, "score": 0, "pattern_lines": lines, "wall": _wall(rows), "floor": []}],
        "factories": [],
        "centre": [name] * count,
    }
    out = api.move(position, {"action": "take", "player": ME, "from": "centre", "colour": name, "line": line})
    rules = {p["rule"] for p in out["problems"]}
    told = _rows_told(rows, lang)
    held_text = (
        say("line.held", lang, count=held, colour=colour(held_colour, lang))
        if held and held_colour
        else say("line.empty", lang)
    )
    told.append(
        say("wallrow.put", lang, count=count, colour=colour(name, lang), line=line, held=held_text)
        if held
        else say("wallrow.put_empty", lang, count=count, colour=colour(name, lang), line=line)
    )
    if out["legal"] and not on_wall:
        verdict, rule = (
            say("wallrow.lacks_verdict", lang, line=line, colour=colour(name, lang)),
            "azul.pattern-lines.wall-conflict",
        )
    elif not out["legal"] and "azul.pattern-lines.wall-conflict" in rules and on_wall:
        verdict = say("line.wall_conflict", lang, line=line, colour=colour(name, lang))
        rule = "azul.pattern-lines.wall-conflict"
    elif not out["legal"] and "azul.pattern-lines.one-colour" in rules and not on_wall:
        verdict, rule = say("line.other_colour", lang, line=line, held=held_text), "azul.pattern-lines.one-colour"
    else:
        return None
    return {
        "rule": rule,
        "read": sentence(told, lang),
        "verdict": sentence([verdict], lang),
        "answer": bool(out["legal"]),
        "position": position,
    }


read = azul_wall_time.timed(_read)  # s9: a time told ("two rounds ago") is no count of the wall

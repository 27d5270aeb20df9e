"""A placed Azul tile's neighbours told clause by clause, as players tell them when azul_tiles' own reading finds
no count beside each side: "My red goes into row 2. The three spaces to its left are all filled, the space to its
right is empty, nothing above or below", "next to it on the right there's 1 tile, on the left nothing; above it 2
tiles in the column, below it 1", "solunda mavi, sağında kırmızı ve siyah var", "右隣に2枚続いていて、上下には何も
ありません", "placing a blue in row 1 and there's nothing around it", "solo toca a otro en diagonal".

Each clause (cut at punctuation and "but") pairs the sides it names with the counts it tells: a number, a word of
nothing (0), "a tile" (1), or the colours it lists (one tile each). A side named without a count takes the loose
count of the clause next to it ("solo toca uno, el que tiene justo encima"). Sides never told are empty. The row the
tile goes into (and its colour's column) bounds the counts: more than the wall holds is no reading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.azul.components import SIZE
from assistant.azul.wall import pattern_colour, pattern_column
from assistant.worked import guards
from assistant.worked.azul_rows import rows_in
from assistant.worked.azul_wall_talk import clauses, talk
from assistant.worked.patterns import patterns
from assistant.worked.reading import Text

_PATTERNS = patterns("azul_sides")

_SIDES = ("left", "right", "above", "below")
_ROW_AT = _PATTERNS["row_at"]
_COLUMN_AT = _PATTERNS["column_at"]
_ONE_TILE = _PATTERNS["one_tile"]

_ANOTHER = _PATTERNS["another"]

# the tile placed ("placing", "goes into", "koyuyorum", "pongo", "置く")
_PLACE = _PATTERNS["place"]


# a negation that says the side holds none ("no tiene vecinas", "there's no tile to its left")
_NO = _PATTERNS["no"]
# Turkish "altı" is "six" and "its underside": before the words of a side's state it is the side
_TR_BELOW = re.compile(r"\balt[ıi](?=\s+(?:bo[sş]|dolu|yok|hi[cç]|de|da|ve|bir)\b)", re.IGNORECASE)


@dataclass
class _Item:
    start: int
    end: int
    sides: tuple[str, ...] = ()
    count: int | None = None


def _side_items(text: Text, start: int, end: int) -> list[_Item]:
    """The sides named in text[start:end], those joined by small words only ("above or below") as one group."""
    not_sides = text.find("not_side")
    found = [_Item(s.start, s.end, (side,)) for side in _SIDES for s in text.find(side)
             if start <= s.start < end and not (side == "right" and any(n.start <= s.start < n.end for n in not_sides))]
    found += [_Item(s.start, s.end, ("left", "right")) for s in text.find("lateral") + talk(text, "beside")
              if start <= s.start < end]
    stacked = text.find("stacked")  # "üst üste": one on top of another, no side
    found = [i for i in found if not any(k.start <= i.start < k.end for k in stacked)]
    found += [_Item(s.start, s.end, _SIDES) for s in talk(text, "around") if start <= s.start < end]
    found += [_Item(s.start, s.end, ("left", "right")) for s in talk(text, "along_row") if start <= s.start < end]
    found += [_Item(s.start, s.end, ("above", "below")) for s in talk(text, "along_column") if start <= s.start < end]
    found.sort(key=lambda i: (i.start, -i.end))
    joiners = sorted(talk(text, "side_joiner"), key=lambda s: -len(s.value))
    groups: list[_Item] = []
    for item in found:
        if groups and item.start < groups[-1].end:  # inside a longer one ("left and right" holds "left")
            groups[-1].sides = tuple(dict.fromkeys(groups[-1].sides + item.sides))
            continue
        if groups:
            gap = text.norm[groups[-1].end:item.start]
            for j in joiners:
                gap = gap.replace(j.value, " ") if text.lang == "ja" else re.sub(rf"\b{re.escape(j.value)}\b", " ", gap)
            if not gap.strip():
                groups[-1].end, groups[-1].sides = item.end, tuple(dict.fromkeys(groups[-1].sides + item.sides))
                continue
        groups.append(_Item(item.start, item.end, item.sides))
    # s8: a group holding another's sides is how that side is told ("to its left 2 tiles ... touching it", "上には3枚
    # 縦につながって"), not more sides
    return [g for g in groups if not any(h is not g and set(h.sides) < set(g.sides) for h in groups)]


def _count_items(text: Text, start: int, end: int, taken: set[int]) -> list[_Item]:
    """The counts told in text[start:end]: numbers, words of nothing (0), "a tile" (1); else the colours listed."""
    part = text.norm[start:end]
    items = [_Item(n.start, n.end, count=n.value) for n in text.numbers
             if start <= n.start < end and n.start not in taken]
    zeros = sorted([s for s in text.find("nothing") + talk(text, "side_empty") if start <= s.start < end],
                   key=lambda s: s.start)
    for z in zeros:
        if not any(i.start <= z.start < i.end or z.start <= i.start < z.end for i in items):
            items.append(_Item(z.start, z.end, count=0))
        elif items and items[-1].count == 0:
            items[-1].end = max(items[-1].end, z.end)
    if not items:
        items += [_Item(start + m.start(), start + m.end(), count=1) for m in re.finditer(_ONE_TILE[text.lang], part)]
    else:  # s8: "1 justo encima y otro justo debajo": "another" is one more tile, beside a number
        items += [_Item(start + m.start(), start + m.end(), count=1) for m in re.finditer(_ANOTHER[text.lang], part)]
    touch = [t for t in talk(text, "touches") if start <= t.start < end]
    if not items and touch:
        items.append(_Item(touch[0].start, touch[0].end, count=1))  # "it only touches the tile to its left"
    no = re.search(_NO[text.lang], part)
    if not items and no:
        items.append(_Item(start + no.start(), start + no.end(), count=0))  # "no tiene vecinas"
    if not items:
        colours = [c for c in text.named("colours") if start <= c.start < end]
        if colours:
            items.append(_Item(colours[0].start, colours[-1].end, count=len(colours)))
    return sorted(items, key=lambda i: i.start)


def _paired(groups: list[_Item], counts: list[_Item], each: bool,
            lang: str) -> list[tuple[tuple[str, ...], int]] | None:
    """The sides of one clause with their counts, or None when they do not pair one by one."""
    if len(groups) == 1 and counts and all(c.count == counts[0].count for c in counts):
        pairs = [(groups[0].sides, counts[0].count)]
    elif len(groups) > 1 and len(counts) == 1 and counts[0].count == 0:
        pairs = [(g.sides, 0) for g in groups]
    elif len(groups) == len(counts) > 1:
        spans = [(g, c) for g, c in zip(groups, counts, strict=True)]
        before = all(c.end <= g.start for g, c in spans)
        after = all(g.end <= c.start for g, c in spans)
        if not (before or after):
            return None
        pairs = [(g.sides, c.count) for g, c in spans]
    else:
        return None
    reach = 12 if lang == "ja" else 28
    if any(max(c.start - g.end, g.start - c.end) > reach for g in groups for c in counts if len(groups) == 1):
        return None  # "a 2-player game - how many tiles does Dirk get right at the start": no side's count
    if any(len(s) > 1 and n and not each for s, n in pairs):
        return None  # "2 tiles above and below": 2 in all or 2 on each, not told
    return [(s, n) for s, n in pairs if n is not None]


def _placed_at(text: Text) -> tuple[int | None, set[int]] | None:
    """(the wall row the tile goes into, or None; the starts of that row's digits); None when two rows or a column
    are told by number (azul_cells.py reads those)."""
    found = [m for m in re.finditer(_ROW_AT[text.lang], text.norm)]
    rows = {int(next(g for g in m.groups() if g)) for m in found}
    if len(rows) > 1 or re.search(_COLUMN_AT[text.lang], text.norm):
        return None
    starts = {m.start(i) for m in found for i, g in enumerate(m.groups(), 1) if g}
    return (rows.pop() if rows else None), starts


def told(text: Text) -> tuple[dict[str, int], list[int], bool, bool] | None:
    """(each side's count, the numbers read as the tile's row (or as a side's word), whether every negation was
    read, whether every "and then" was read as the gap ending a run), or None."""
    if text.lang == "tr" and _TR_BELOW.search(text.raw):  # "üstü altı boş": the underside, not six
        out = _told(Text(_TR_BELOW.sub("altında", text.raw), "tr"))
        return None if out is None else (out[0], out[1] + [6] * len(_TR_BELOW.findall(text.raw)), *out[2:])
    return _told(text)


def _colours_beside_counts(text: Text, start: int, end: int, counts: list[_Item]) -> bool:
    """s17: colours told in a clause whose sides are counted otherwise ("2. satirda beyaz mavi var sariyi koyuyorum
    ustu bos alti bos"): the colours are tiles of the row no count holds."""
    colours = [c for c in text.named("colours") if start <= c.start < end]
    return len(colours) > 1 and not any(c.start == k.start for c in colours for k in counts)


def six_as_below(text: Text) -> bool:
    """Turkish "altı" told as a side ("üstü altı boş"), which the numbers read as six."""
    # s11: reading.digits leaves "altı" before "üstü", "boş", "dolu" a word: a six only when one was read
    return text.lang == "tr" and bool(_TR_BELOW.search(text.raw)) and any(n.value == 6 for n in text.numbers)


def fits_told(text: Text, sides: dict[str, int]) -> bool:
    """The sides fit the wall around the row the question places the tile in (when it tells one)."""
    placed = _placed_at(text)
    return _fits(text, placed[0] if placed else None, sides)


def _told(text: Text) -> tuple[dict[str, int], list[int], bool, bool] | None:
    if talk(text, "not_empty") or not (text.has("wall") or text.has("tiles") or re.search(
            _PLACE[text.lang], text.norm)) or any(text.has(k) for k in ("players", "dirk", "market", "factory")):
        return None  # "the left is not empty"; no tile placed told; a game's setup, Alhambra's things
    if (placed := _placed_at(text)) is None:
        return None
    row, taken = placed
    sides: dict[str, int] = {}
    pending: list[tuple[int, tuple[str, ...]]] = []
    loose: dict[int, int] = {}
    read_parts: list[int] = []
    diagonal = False
    parts = clauses(text)
    taken |= (side_words := _side_worded(text, parts))  # s9: the 2 of "iki yanında" (both sides): no count
    for i, (start, part) in enumerate(parts):
        end = start + len(part)
        if any(start <= d.start < end for d in talk(text, "diagonal")):
            diagonal = True
            taken |= {n.start for n in text.numbers if start <= n.start < end}
            read_parts.append(i)
            continue  # a corner touches: no run, whatever its count
        groups, counts = _side_items(text, start, end), _count_items(text, start, end, taken)
        if not groups:
            if _colours_told(text, start, end):
                return None  # "1行目には青と黄がある": colours told elsewhere than beside a side (azul_wall_colours.py)
            numbers = [c for c in counts if c.count and any(n.start == c.start for n in text.numbers)]
            if len(numbers) == 1:
                loose[i] = numbers[0].count or 0
            continue
        if not counts:
            pending.append((i, groups[0].sides))
            if len(groups) > 1:
                return None
            continue
        each = any(start <= e.start < end for e in talk(text, "each_side"))
        pairs = None if _colours_beside_counts(text, start, end, counts) else _paired(groups, counts, each, text.lang)
        if pairs is None:
            return None
        for group, n in pairs:
            for side in group:
                if sides.setdefault(side, n) != n:
                    return None
        taken |= {c.start for c in counts}
        if all(n == 0 for _, n in pairs):
            read_parts.append(i)
    taken |= {n.start for n in text.numbers if n.value == 1 and _after_colour(text, n.start)}  # "the red one"
    if not _loose_taken(text, parts, pending, loose, sides, taken, read_parts):
        return None
    alone = diagonal or bool(talk(text, "first_tile") and text.has("wall")) or text.has("alone") or text.has(
        "alone_more")
    if not sides and not alone or diagonal and any(sides.values()):
        return None
    if any(n.start not in taken for n in text.numbers):
        return None  # a number not read as a side's count or the tile's row
    if not _fits(text, row, full := {s: sides.get(s, 0) for s in _SIDES}):
        return None
    kept = [p for j, (_, p) in enumerate(parts) if j not in read_parts]
    negation_read = not guards.negated(Text(" ; ".join(kept), text.lang))
    read = ([row] if row is not None else []) + [n.value for n in text.numbers if n.start in side_words]
    return full, read, negation_read, then_gap(text)


def _side_worded(text: Text, parts: list[tuple[int, str]]) -> set[int]:
    """The starts of the numbers inside a side's words ("iki yanında": on both its sides)."""
    return {n.start for start, part in parts for g in _side_items(text, start, start + len(part))
            for n in text.numbers if g.start <= n.start < g.end}


def _colours_told(text: Text, start: int, end: int) -> bool:
    """Colours named in text[start:end] with no tile placed there: told elsewhere than beside a side; "the red one"
    (s8) is the tile placed."""
    return any(start <= c.start < end and not re.match(r"\s+(?:1|tile|one)\b", text.norm[c.end:])
               for c in text.named("colours")) and not re.search(_PLACE[text.lang], text.norm[start:end])


def _after_colour(text: Text, at: int) -> bool:
    return any(0 <= at - c.end <= 1 for c in text.named("colours"))


def _loose_taken(text: Text, parts: list[tuple[int, str]], pending: list[tuple[int, tuple[str, ...]]],
                 loose: dict[int, int], sides: dict[str, int], taken: set[int], zeros: list[int]) -> bool:
    """Each side named without a count takes the loose count of the clause before or after it ("solo toca uno, el
    que tiene justo encima"); False when one finds none, or a count for two sides."""
    for i, group in pending:
        if i + 1 in zeros and i + 1 not in loose and not any(j == i + 1 for j, _ in pending):
            for side in group:  # s8: "sağında, üstünde ve altında hiç yok": sides listed, then told empty
                if sides.setdefault(side, 0) != 0:
                    return False
            continue
        near = [j for j in (i - 1, i + 1) if j in loose]
        if not near or len(group) > 1 and loose[near[0]]:
            return False
        for side in group:
            if sides.setdefault(side, loose[near[0]]) != loose[near[0]]:
                return False
        at, part = parts[near[0]]
        taken |= {n.start for n in text.numbers if at <= n.start < at + len(part)}
        del loose[near[0]]
    return True


def then_gap(text: Text) -> bool:
    """Every "and then" of the question is followed by the gap that ends a run ("3 seguidas y luego hueco")."""
    gaps = talk(text, "gap")
    then = text.find("hypothetical")
    return bool(then) and all(any(0 <= g.start - h.end <= 4 for g in gaps) for h in then)


def _fits(text: Text, row: int | None, sides: dict[str, int]) -> bool:
    """The counts fit the wall: around the row told, and around its colour's column when one colour is placed."""
    if sides["left"] + sides["right"] > SIZE - 1 or sides["above"] + sides["below"] > SIZE - 1:
        return False
    if row is None:  # s17: the row told by its word ("the top row"), else colours around the tile cannot be checked
        named = {r for _, _, r in rows_in(text)}
        if len(named) == 1 and len({c.value for c in text.named("colours")}) > 1:
            return _colours_fit(text, named.pop(), sides)
        return len({c.value for c in text.named("colours")}) < 2
    if not 1 <= row <= SIZE or sides["above"] > row - 1 or sides["below"] > SIZE - row:
        return False
    colours = {c.value for c in text.named("colours")}
    if len(colours) == 1 and len(text.named("colours")) == 1:
        column = pattern_column(row - 1, colours.pop()) + 1
        return sides["left"] <= column - 1 and sides["right"] <= SIZE - column
    return _colours_fit(text, row, sides) if len(colours) > 1 else True


def _colours_fit(text: Text, row: int, sides: dict[str, int]) -> bool:
    """s17: the colours told around the tile are those the printed wall puts in the runs the counts make around the
    placed colour's space ("1. satıra kırmızı, solunda sarı, sağında beyaz": the white lies two spaces away)."""
    placing = [c.value for start, part in clauses(text) if re.search(_PLACE[text.lang], part)
               for c in text.named("colours") if start <= c.start < start + len(part)]
    if len(set(placing)) != 1:
        return False  # which colour is placed is not told apart from its neighbours
    r, c = row - 1, pattern_column(row - 1, placing[0])
    if sides["left"] > c or sides["right"] > SIZE - 1 - c:
        return False
    near = {pattern_colour(r, c + d) for d in range(-sides["left"], sides["right"] + 1) if d}
    near |= {pattern_colour(r + d, c) for d in range(-sides["above"], sides["below"] + 1) if d}
    return {k.value for k in text.named("colours")} - {placing[0]} <= near


def denied(text: Text, alone: bool, sides: tuple[str, ...]) -> Text | None:
    """s21: the text without its lists of denied sides ("ne sağında ne solunda ne üstünde ne altında", "ni arriba ni
    abajo", "neither left nor right", "左にも右にも"), when they name every side told and the tile is told alone
    (`alone`) or each list is a denial: by its own words (tr "ne ... ne", en "neither ... nor") or by a negation in
    its clause ("no tiene ninguna al lado ni arriba", "左にも右にも何もない"); else None."""
    pattern = _PATTERNS["sides_denied"][text.lang]
    rest = Text(re.sub(pattern, " ", text.norm), text.lang)
    if rest.norm == text.norm or any(rest.has(s) for s in sides):
        return None
    for m in [] if alone else re.finditer(pattern, text.norm):
        clause = re.split(r"[,;.?!、。]", text.norm[: m.start()])[-1] + m.group(0) + re.split(
            r"[,;.?!、。]", text.norm[m.end():])[0]
        if not (text.lang == "tr" or text.lang == "en" and re.search(r"\b(?:neither|nor)\b", m.group(0))
                or guards.negated(Text(clause, text.lang)) or re.search(r"(?<!\d)0(?!\d)", clause)):
            return None
    return rest


def without_diagonal(text: Text) -> tuple[Text, list[int]]:
    """s22: (the text without its clauses that tell a corner touching, "ななめの4つの角にはタイルがある", "çaprazında
    da bir karo var"; the numbers of those clauses): a corner is no side, its count no side's."""
    corners = talk(text, "diagonal")
    if not corners:
        return text, []
    clauses = list(re.finditer(r"(?:(?!けど|\bbut\b|\bama\b|\bpero\b)[^,;.、。])+", text.norm))
    cut = [m for m in clauses if any(m.start() <= d.start < m.end() for d in corners)]
    kept = " , ".join(m.group(0) for m in clauses if m not in cut)
    return Text(kept, text.lang), [n.value for n in text.numbers for m in cut if m.start() <= n.start < m.end()]

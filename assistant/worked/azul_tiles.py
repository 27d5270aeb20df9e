"""An Azul tile's points told by its neighbours: "I place a tile with 2 tiles to its left and 1 below, how many
points?", "a tile with no neighbours".

The neighbours become a wall around one space and a full pattern line of that space's colour; assistant.api.score
tiles it and reports its horizontal and vertical runs and points.
"""

from __future__ import annotations

import re
from functools import lru_cache

from assistant import api
from assistant.azul.components import LETTER_OF, SIZE
from assistant.azul.wall import pattern_colour
from assistant.worked import azul_farther, azul_score_aside, azul_sides, azul_wall_time, guards
from assistant.worked.azul_wall_talk import asks_points, completes, talk
from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text
from assistant.worked.say import say, sentence

_PATTERNS = patterns("azul_tiles")

GAME = "azul"
ME = "P1"
_SIDES = ("left", "right", "above", "below")
# the row or column the tile is placed in ("I completed row 3"): no neighbour count
_ROW_NUMBER = _PATTERNS["row_number"]


def _between(text: Text) -> tuple[tuple[str, str], int] | None:
    """((the two sides), the start of the number 2) of a tile placed between two tiles of its row or column ("between
    two tiles in its row", "entre dos fichas en su fila", "satırda 2 taşın arasına", "横に2枚の間に"), or None."""
    spans = text.find("between")
    if not spans or spans[-1].start - spans[0].end > 3:  # "間に挟まれ": one telling in two words
        return None
    b = spans[0]
    two = [n for n in text.numbers if n.value == 2 and (0 <= n.start - b.end <= 4 or 0 <= b.start - n.end <= 10)]
    row, column = text.has("axis_row"), text.has("axis_column")
    if len(two) != 1 or row == column:
        return None  # which two, or along which line, not told
    return (("left", "right") if row else ("above", "below")), two[0].start


def _side_counts(text: Text) -> tuple[dict[str, int], list[int]] | None:
    found: dict[str, int] = {}
    taken: set[int] = set()
    after_first = text.lang in ("ja", "tr")
    not_sides = text.find("not_side")
    lines = [m.start(1) for m in re.finditer(_ROW_NUMBER[text.lang], text.norm)]
    if len(lines) > 1:
        return None  # "2段目と3段目にタイルがあって": spaces told by the wall's rows, not neighbours (azul_cells.py)
    taken.update(lines)  # "I completed row 3 with it": where the tile is, not a neighbour
    between = _between(text)
    if between is not None:
        found.update(dict.fromkeys(between[0], 1))
        taken.add(between[1])
    each = _each_sides(text)  # s11: "sağında ve solunda birer karo", "1 each on its left and right"
    if each is not None and between is None:
        found.update(each[0])
        taken.add(each[1])
    for side in _SIDES:
        if each is not None and side in each[0]:
            continue
        # "right next to", "right under": the word "right" there is no side
        spans = [s for s in text.find(side) if side != "right" or not any(n.start <= s.start < n.end
                                                                           for n in not_sides)]
        spans = [s for s in spans if not any(k.start <= s.start < k.end for k in text.find("stacked"))]
        if side in found and spans:
            return None  # a side told twice (between two, and by name): not sure
        if side in found:
            continue
        if not spans:
            continue
        values: set[int] = set()
        for s in spans:
            before = [n for n in text.numbers if 0 <= s.start - n.end <= 32 and n.start not in taken
                      and not re.search(r"[,;.、。]| and | ve | y |と", text.norm[n.end:s.start])]
            after = [n for n in text.numbers if 0 <= n.start - s.end - _stacked_in(text, s.end, n.start)
                     <= (12 if after_first else 6)
                     and n.start not in taken and not re.search(r"[,;.、。]", text.norm[s.end:n.start])]
            pick = (after or before[-1:]) if after_first else (before[-1:] or after)
            if pick:
                values.add(pick[0].value)
                taken.add(pick[0].start)
        if not values and any(_one_tile(text, s) for s in spans):
            values = {1}  # "una ficha justo encima", "a tile right above it", "bir taş altında"
        if not values and any(_nothing_beside(text, s, n) for s in spans for n in text.find("nothing")):
            values = {0}  # "nothing below", "altında hiç karo yok", "arriba y abajo está vacío"
        if len(values) != 1:
            return None
        found[side] = values.pop()
    if any(_each_after(text, n) for n in text.numbers if each is None or n.start != each[1]):
        return None  # "1 each side": one count for several sides, not told which (read by _each_sides)
    if len(taken) != len([n for n in text.numbers]):
        return None  # a number the reader did not place: not sure what it says
    # the numbers read as no neighbour count: a row told, the two a tile lies between
    return found, [n.value for n in text.numbers if n.start in lines] + ([2] if between is not None else [])


def _each_sides(text: Text) -> tuple[dict[str, int], int] | None:
    """s11: one count told for each of the sides named together before it in its clause ("sağında ve solunda birer
    karo", "a la izquierda y a la derecha una cada una", "左と右に1枚ずつ"): ({side: count}, the count's start)."""
    for n in text.numbers:
        marked = _each_after(text, n) or text.lang == "tr" and re.match(r"'?s?[ea]r\b", text.norm[n.end:])
        clause = re.split(r"[,;.、。]", text.norm[:n.start])[-1]
        if not marked or re.search(r"\d", clause):
            continue
        start = n.start - len(clause)
        sides = {side for side in _SIDES for s in text.find(side) if start <= s.start < n.start}
        if len(sides) >= 2:
            return dict.fromkeys(sides, n.value), n.start
    return None


def _stacked_in(text: Text, start: int, end: int) -> int:
    """The characters of words of stacking ("üst üste") between two places: no distance between a side and its
    count ("üstünde de üst üste 2 karo")."""
    return sum(k.end - k.start for k in text.find("stacked") if start <= k.start and k.end <= end)


_JOINED = _PATTERNS["joined"]


def _nothing_beside(text: Text, side: Span[str], nothing: Span[str]) -> bool:
    """"nothing below", and "üstünde ve altında bir şey yok": a word of nothing beside the side, or after sides
    joined by "and" (the words between only other sides and small words)."""
    near = text.norm[min(side.end, nothing.end) : max(side.start, nothing.start)]
    if (abs(nothing.start - side.end) <= 16 or abs(side.start - nothing.end) <= 16) and not re.search(
            r"[,;.、。]", near):
        return True  # s8: not across a comma ("otra justo debajo, a los lados nada")
    if nothing.end <= side.start:  # "nothing right, above or below": a list of sides after the word of nothing
        gap = text.norm[nothing.end : side.start]
        for other in _SIDES:
            for s in text.find(other):
                if nothing.end <= s.start and s.end <= side.start:
                    gap = gap.replace(text.norm[s.start : s.end], " ")
        rest = re.sub(rf"\b{_JOINED[text.lang]}\b|,", " ", gap) if text.lang != "ja" else gap
        # s9: not in Turkish, where a side comes before its word ("solunda yok, üstünde bir tane var")
        return text.lang not in ("ja", "tr") and len(gap) <= 40 and not re.search(r"[;.]", gap) and not rest.strip()
    if nothing.start < side.end:
        return False
    gap = text.norm[side.end : nothing.start]
    for other in _SIDES:
        for s in text.find(other):
            if side.end <= s.start and s.end <= nothing.start:
                gap = gap.replace(text.norm[s.start : s.end], " ")
    rest = re.sub(rf"\b{_JOINED[text.lang]}\b", " ", gap) if text.lang != "ja" else re.sub(_JOINED["ja"], "", gap)
    return len(gap) <= 40 and not re.search(r"[,;.、。]", gap) and not rest.strip()


# one tile told with the article after a word of having ("with a tile right above", "tiene una ficha encima",
# "üstünde bir taş var"): not the tile placed ("I place a tile with nothing above")
_ARTICLE_TILE = _PATTERNS["article_tile"]


def _one_tile(text: Text, side: Span[str]) -> bool:
    """One tile told with the article right beside a side, nothing between but a few words ("una ficha justo
    encima", "a tile right above")."""
    one = r"\b(?:una|uno|otra|otro)\s+(?:(?:justo|pegad[ao]|directamente)\s+)?(?:a\s+la\s+|al\s+)?$"
    if text.lang == "es" and re.search(one, text.norm[max(0, side.start - 20) : side.start]):  # s8: "una justo debajo"
        return True  # "tiene una arriba y una abajo", s14: "tiene una al lado izquierdo", "una a la derecha"
    for m in re.finditer(_ARTICLE_TILE[text.lang], text.norm):
        gap = text.norm[m.end():side.start] if m.end() <= side.start else text.norm[side.end:m.start()]
        if len(gap) <= 12 and not re.search(r"[,;.、。]", gap):
            return True
    return False


def _each_after(text: Text, n: Span[int]) -> bool:
    return any(0 <= e.start - n.end <= 3 for e in text.find("each_count") + text.find("each"))


def _read(text: Text, lang: str) -> dict | None:
    if not asks_points(text) or text.has("floor") or text.has("bonus"):
        return None
    placed = re.sub(_PATTERNS["placed_beside"][text.lang], "", text.raw)
    if placed != text.raw:  # s16: "その右に青が入る": where the tile goes, beside the tiles told, no neighbour
        return _read(Text(placed, text.lang), lang)
    nearer = azul_farther.without_farther(text)  # s9: tiles beyond a gap told after an empty side score nothing
    if nearer is not None and not talk(nearer[0], "farther"):
        out = _read(nearer[0], lang)
        if out is not None:
            out["counts"] = [*(out.get("counts") or []), *nearer[1]]
        return out
    if text.named("building_types") or text.has("money") or _another_tile(text) or completes(
            text):  # "completa la fila, nada arriba": azul_runs.py (s22: with counts too, its row is five long)
        return None  # "and another tile with 1 above": two tiles, not one tile's neighbours
    if any(not re.search(r"\b(?:bos|empty|vaci[oa]s?|nada|nothing)\b|空", part) for part in _farther(text)):
        return None  # s8: "hemen solu boş, onun da solunda bir karo var": a tile farther along, no neighbour
    if _alone_denied(text):
        return None  # s8: "not alone", "no está sola", "yalnız değil", "孤立ではない": its neighbours not told
    told = None if azul_sides.six_as_below(text) else _told_beside(text)  # "üstü altı boş": no six
    negation_read, sequence_read = (_negations_read(text) if told is not None else False), azul_sides.then_gap(text)
    if told is None:  # no count beside each side: the sides told clause by clause (azul_sides.py)
        by_clause = azul_sides.told(text)
        if by_clause is None:
            return None
        told, negation_read, sequence_read = by_clause[:2], by_clause[2], by_clause[3]
    sides, row_numbers = told
    left, right, above, below = (sides[s] for s in _SIDES)
    if left + right > SIZE - 1 or above + below > SIZE - 1 or not azul_sides.fits_told(text, sides):
        return None  # more than the wall holds around the row told ("row 1 with 2 above")
    row, column = above, left
    grid = [["."] * SIZE for _ in range(SIZE)]
    for c in range(column - left, column + right + 1):
        if c != column:
            grid[row][c] = LETTER_OF[pattern_colour(row, c)]
    for r in range(row - above, row + below + 1):
        if r != row:
            grid[r][column] = LETTER_OF[pattern_colour(r, column)]
    scored = one_tile(["".join(r) for r in grid], row, pattern_colour(row, column), lang)
    if scored is None:
        return None
    tile, verdict, rule, position = scored
    points = tile["points"]
    return {"rule": rule, "read": sentence([say("tile.read", lang, **sides)], lang),
            "verdict": sentence([verdict], lang), "answer": points, "position": position, "counts": row_numbers,
            "negation_read": negation_read, "sequence_read": sequence_read}


def _told_beside(text: Text) -> tuple[dict[str, int], list[int]] | None:
    """_told_here, of the text without its corners (s22: "ななめの4つの角にはタイルがある": no side's count)."""
    kept, corners = azul_sides.without_diagonal(text)
    told = _told_here(kept)
    return None if told is None else (told[0], told[1] + corners)


def _told_here(text: Text) -> tuple[dict[str, int], list[int]] | None:
    """(each side's count, the numbers read as the tile's row) with a count beside each side told, or None."""
    only = _only_neighbour(text)
    if only is not None:
        return {s: int(s == only) for s in _SIDES}, []
    alone = text.has("alone") or text.has("alone_more")
    denied = azul_sides.denied(text, alone, _SIDES)
    said_again = denied is not None
    if denied is not None:  # s21: "etrafında hiç karo yok, ne sağında ne solunda...": alone, said again; or told so
        text, alone = denied, True  # alone ("no tiene ninguna al lado ni arriba ni abajo")
    if alone and _alone_on_a_line(text):
        return None  # s9: "no toca ninguna en su fila", "alone in its row": the other line not told here
    if alone and not any(text.has(s) for s in _SIDES):
        # s8: "yatayda 4'lü, dikeyde tek başına": alone along one line only (azul_runs.py)
        along = talk(text, "along_row") or talk(text, "along_column")
        words = text.find("alone") + text.find("alone_more")  # s8: "sin ninguna vecina" reads "sin 0 vecina"
        rows = {m.start(1) for m in re.finditer(_ROW_NUMBER[text.lang], text.norm)}  # s21: "de la fila 1": where
        counts = [n for n in text.numbers if not any(w.start <= n.start < w.end for w in words) and n.start not in rows
                  and not (n.value == 0 and said_again)  # s21: "sin 0 al lado ni arriba": none, said again
                  and not (n.value == 1 and re.match(_PATTERNS["one_tile_placed"][text.lang], text.norm[n.end:]))]
        return None if counts or along else (dict.fromkeys(_SIDES, 0), [n.value for n in text.numbers])
    told = _side_counts(text)
    if not told or not told[0]:
        return None
    if not (text.has("wall") or text.has("tiles")) and sum(1 for v in told[0].values() if v) < 2:
        return None  # no tile named: only counts on two sides or more tell a tile's neighbours
    read_sides, row_numbers = told
    return {s: read_sides.get(s, 0) for s in _SIDES}, row_numbers


# s9: one neighbour told as the only one ("its only neighbour is the tile above", "tek komşusu üstündeki karo")
_ONLY = _PATTERNS["only"]


def _only_neighbour(text: Text) -> str | None:
    """The side of a tile's only neighbour, one side word told and no number (the neighbour's count is one)."""
    if not re.search(_ONLY[text.lang], text.norm) or text.numbers and not all(
            n.value == 1 for n in text.numbers):
        return None
    sides = {side for side in _SIDES if text.find(side)}
    return sides.pop() if len(sides) == 1 else None


def _alone_on_a_line(text: Text) -> bool:
    """A word of being alone followed by a row's or a column's word in its clause ("alone in its row", "no toca
    ninguna en su fila", "satırında yalnız"): alone along that line only."""
    lines = text.find("run_row") + text.find("run_column")
    for w in text.find("alone") + text.find("alone_more"):
        for x in lines:
            gap = text.norm[w.end : x.start] if x.start >= w.end else text.norm[x.end : w.start]
            if len(gap) <= 14 and not re.search(r"[,;.、。]", gap):
                return True
    return False


def _alone_denied(text: Text) -> bool:
    """A word of being alone told denied ("my tile is not alone", "no está sola", "yalnız değil", "孤立ではない")."""
    for w in text.find("alone") + text.find("alone_more"):
        before, after = text.norm[max(0, w.start - 14) : w.start], text.norm[w.end : w.end + 8]
        if re.search(r"\b(?:not|isn'?t|never|no (?:esta|es)|nunca)\s+(?:\w+\s+)?$", before) or re.match(
                r"\s*(?:degil|ではない|じゃない|ではありません|でない)", after):
            return True
    return False


def _another_tile(text: Text) -> bool:
    """Another tile told ("and another tile with 1 above"), not a neighbour told so ("and another one right below
    it", s8: a side's word right after it), nor the tiles a tile touches none of (s9: "doesn't touch any other
    tile")."""
    after_alone = [a for a in text.find("another_tile")  # "touches no other tile", "他のタイルと隣接していない"
                   if any(0 <= a.start - w.end <= 1 or 0 <= w.start - a.end <= 2 for w in text.find("alone"))]
    told = [a for a in text.find("another_tile") if a not in after_alone]
    return any(not any(0 <= s.start - a.end <= 10 and not re.search(r"\d|\b(?:with|has|con|tiene|ile)\b",
                                                                   text.norm[a.end : s.start])
                       for side in _SIDES for s in text.find(side)) for a in told)


def _farther(text: Text) -> list[str]:
    """The clauses telling of a tile farther along than a neighbour ("onun da solunda", "beyond it"); "onların
    ötesinde boş" tells the runs end."""
    return [re.split(r"[,;.、。]", text.norm[f.start:])[0] for f in talk(text, "farther")]


def _negations_read(text: Text) -> bool:
    """Every negation lies in a part telling sides empty, with no number ("yanlarında hiç yok", "nothing above or
    below"): read as sides of 0."""
    kept = []
    for part in re.split(r"[,;.!?、。]", text.norm):
        told = Text(part, text.lang)
        sided = any(told.has(s) for s in _SIDES) or told.has("lateral")
        if (told.has("alone") or told.has("alone_more")) and not re.search(
                r"\bnot\b|n't\b|\bno (?:esta|es)\b|\bdegil\b|ではない|じゃない|ではありません", part):
            continue  # s8: "no tiene ninguna vecina": the tile alone, read ("not alone" still counts)
        if not (sided and told.has("nothing") and not told.numbers):
            kept.append(part)
            continue
        rest = part
        for n in sorted(told.find("nothing"), key=lambda n: -n.start):
            rest = rest[: n.start] + " " + rest[n.end :]
        kept.append(rest)  # the words of nothing read; any other negation ("yok değil") still counts
    kept = [re.sub("|".join(re.escape(c.value) for c in talk(Text(k, text.lang), "closure")) or r"(?!)", " ", k)
            for k in kept]  # s8: "başka komşu yok", "onların da devamı yok": the neighbours told, nothing more
    return not guards.negated(Text(" ; ".join(kept), text.lang))


def asks_tile_points(text: Text) -> bool:
    """The question asks a placed tile's points, not the floor's nor an end bonus: the gate of every reader of one
    tile told by its wall spaces (azul_cells, azul_wall_colours, azul_wall_strings)."""
    return (text.has("tile_points") or text.has("points")) and not text.has("floor") and not text.has("bonus")


def one_tile(wall: list[str], row: int, colour: str, lang: str) -> tuple[dict, str, str, dict] | None:
    """A full pattern line of `colour` in row `row` (0-based) tiled onto `wall` on a one-player board, as the
    engine scores it: (the tile placed, the verdict in words, its rule, the position), or None when the engine
    places no single tile. Every reader of one tile's points (told by its sides, its wall space, its colour)
    asks here."""
    position = {"game": "azul", "wall_variant": "colored",
                "players": [{"name": ME, "score": 0, "pattern_lines": one_line(row, colour), "wall": wall,
                             "floor": []}]}
    placed = api.score(position)["players"][0]["placed"]
    if len(placed) != 1:
        return None
    tile = placed[0]
    h, v, points = tile["horizontal"], tile["vertical"], tile["points"]
    if h <= 1 and v <= 1:
        verdict, rule = say("tile.alone", lang), "azul.tiling.scoring-isolated"
    elif h > 1 and v > 1:
        verdict, rule = say("tile.two_lines", lang, h=h, v=v, points=points), "azul.tiling.scoring-lines"
    else:
        verdict, rule = say("tile.one_line", lang, run=max(h, v), points=points), "azul.tiling.scoring-lines"
    return tile, verdict, rule, position


def one_line(row: int, colour: str) -> list[dict[str, str | int]]:
    """Pattern lines with only line `row` (0-based) full, of `colour`."""
    lines: list[dict[str, str | int]] = [{"count": 0} for _ in range(SIZE)]
    lines[row] = {"colour": colour, "count": row + 1}
    return lines


def run_wall(h: int, v: int) -> tuple[list[str], int, str]:
    """A coloured wall on which the space at row v, column h (1-based) closes a run of h tiles in its row and v
    in its column, every other space empty: (the wall, the space's row 0-based, its colour)."""
    row, column = v - 1, h - 1
    grid = [["."] * SIZE for _ in range(SIZE)]
    for c in range(column):
        grid[row][c] = LETTER_OF[pattern_colour(row, c)]
    for r in range(row):
        grid[r][column] = LETTER_OF[pattern_colour(r, column)]
    return ["".join(g) for g in grid], row, pattern_colour(row, column)


def told_alone(part: Text) -> bool:
    """s21: a part telling the tile placed touching no other ("una sola loseta sin ninguna al lado", "etrafında hiç
    karo yok"): its points are a lone tile's (lone_points)."""
    told = _told_here(part)
    return told is not None and not any(told[0].values())


@lru_cache(maxsize=1)
def lone_points() -> int:
    """A tile touching no other, as the engine scores it."""
    wall, row, colour = run_wall(1, 1)
    scored = one_tile(wall, row, colour, "en")
    assert scored is not None
    return int(scored[0]["points"])


read = azul_wall_time.timed(azul_score_aside.scored(_read))  # s9: a time, a score told: no count

"""Azul end-of-game bonuses told as counts ("2 complete rows, 1 column and 1 colour: how many bonus points?"); the
factory displays for a number of players are azul_factories.py's.

The counts become a wall that has exactly them complete (checked with the engine's own count); the engine's
`completed(wall).bonus` sums the bonuses.
"""

from __future__ import annotations

import re
from itertools import combinations

from assistant.azul.components import BONUS, COLOURS, LETTER_OF, SIZE
from assistant.azul.scoring import completed
from assistant.azul.wall import pattern_colour, pattern_column
from assistant.worked import guards
from assistant.worked.azul_end_trigger import asks_end
from assistant.worked.azul_factories import factories
from assistant.worked.azul_wall_talk import end_asked_alone
from assistant.worked.patterns import patterns
from assistant.worked.players import people
from assistant.worked.reading import Span, Text, fold
from assistant.worked.say import say, sentence

_PATTERNS = patterns("azul_end")

GAME = "azul"


# "a full column", "bir dikey sütun", "una columna": one, told with the article
_ONE = _PATTERNS["one"]


# the count told after the thing in Japanese, maybe after a short verb ("が3本", "そろったのが3本", "完成は2列")
_JA_COUNT_AFTER = r"(?:が|は|を)?(?:[^\d、。,]{0,8}?(?:のが|のは|が|は))?(\d+)(?:つ|本|個|列)"


def _count_before(text: Text, spans: list[Span[str]], taken: set[int]) -> int | None:
    values: set[int] = set()
    # s8: "dikey sütun", "vertical column": two words of one thing side by side count once
    spans = [s for s in spans if not any(o is not s and 0 <= s.start - o.end <= 1 for o in spans)]
    for s in spans:
        inside = [n for n in text.numbers if n.start not in taken and s.start <= n.start < s.end]  # 横2列, 縦一列
        # Japanese tells the count after the thing (縦列が3本): that one first, before a number ending earlier
        after = [n for n in text.numbers if n.start not in taken and text.lang == "ja" and 0 <= n.start - s.end <= 4]
        far = re.match(_JA_COUNT_AFTER, text.norm[s.end:]) if text.lang == "ja" else None
        if far and not after:  # s13: "横一列そろったのが3本", "縦列を完成させたのは2本": the count after a short verb
            after = [n for n in text.numbers if n.start == s.end + far.start(1) and n.start not in taken]
        if inside and after and [n.value for n in inside] == [1] and far:
            taken.add(inside[0].start)  # s8: "横一列が3つ": 一列 is the word for a line, the count follows it
            inside = []
        # s8: a count before the thing, not across a comma or a "no" ("1 colour, no full columns": no column)
        near = inside or after or [n for n in text.numbers if n.start not in taken and 0 <= s.start - n.end <= 14
                                   and not re.search(r"[,;.、。]|" + _NONE[text.lang], text.norm[n.end:s.start])]
        if not near and any(n.start in taken and 0 <= s.start - n.end <= 1 for n in text.numbers):
            continue  # "色が1色": the counter after a count read already
        if near:
            pick = near[-1] if near[-1].end <= s.start else near[0]
            values.add(pick.value)
            taken.add(pick.start)
        elif re.search(_ONE[text.lang], text.norm[max(0, s.start - 20):s.start]) or re.match(_ARTICLE[text.lang],
                                                                                             s.value):
            values.add(1)  # "una fila completa": the term itself may open with the article
        elif not _told_none(text, s):
            return None  # a row, column or colour named with no count: its count is not told, not 0
    if len(values) > 1:
        return None
    return values.pop() if values else 0


_ARTICLE = _PATTERNS["article"]


_NONE = _PATTERNS["none"]
_NOT_ONE = _PATTERNS["not_one"]


def _told_none(text: Text, s: Span[str]) -> bool:
    """The thing is told as none ("no columns", "hiç sütun yok", "ningún color", "色は0", "横列なし")."""
    window = text.norm[max(0, s.start - 16):s.end + 16]
    return bool(re.search(_NONE[text.lang], window) or re.search(r"(?<!\d)0(?!\d)", window)) or _listed_none(text, s)


_LIST_GAP = _PATTERNS["list_gap"]


def _listed_none(text: Text, s: Span[str]) -> bool:
    """s13: the thing opens a list of the wall's things told none at its end ("dikey sütun ve renk yok", "sütun ya da
    renk tamamlamadım", "no columns or colours"): only joining words and the list's other things in between."""
    clause = re.match(r"[^,;.、。!?]*", text.norm[s.end:])
    none = re.search(_NONE[text.lang], clause.group(0)) if clause else None
    if none is None or clause is None:
        return False
    before = clause.group(0)[:none.start()]
    end = s.end + (len(re.sub(r"\w+$", "", before)) if text.lang != "ja" else len(before))
    gap = list(text.norm[s.end:end])  # up to the word the negation ends ("tamamlamadım")
    for kind in ("complete_row", "complete_column", "complete_colour"):
        for o in text.find(kind):
            for i in range(max(o.start, s.end), min(o.end, end)):
                gap[i - s.end] = " "
    return bool(re.fullmatch(_LIST_GAP[text.lang], "".join(gap)))


# colours told as one list ("blue, white and black", "mavi, beyaz ve siyah", "青と白と黒"): what may stand between two
_LISTED = _PATTERNS["listed"]


# what may stand between a colour and the 5 told after it: a Turkish suffix, "con", "with"
_BETWEEN = _PATTERNS["between"]


def _colour_lists(text: Text) -> list[list[Span[str]]]:
    """The colours named, grouped into the lists they are told in (a colour alone is a list of one)."""
    lists: list[list[Span[str]]] = []
    for c in text.named("colours"):
        if lists and re.fullmatch(_LISTED[text.lang], text.norm[lists[-1][-1].end:c.start]):
            lists[-1].append(c)
        else:
            lists.append([c])
    return lists


def _each_after(text: Text, n: Span[int]) -> bool:
    """The count is told for each of several ("5 each", "5'er", "5 de cada uno", "5枚ずつ")."""
    return any(0 <= e.start - n.end <= 2 for e in text.find("each_count") + text.find("each")) or bool(
        re.match(r"\s*(?:of each|de cada)|'?s?[ea]r\b", text.norm[n.end:]))  # "5'er", "beşer": 5er


def _whole_colours(text: Text, taken: set[int]) -> int | None:
    """Colours told as all their tiles on the wall ("all five blues", "黄色5枚全部"): each a complete colour; a
    list of colours with one 5 ("青と白と黒を5枚ずつ") is as many colours when the 5 is told for each, else None
    (five tiles in all, or five of each: not told)."""
    found = 0
    for listed in _colour_lists(text):
        for c in listed:
            five = [n for n in text.numbers if n.start not in taken and n.value == SIZE and (
                0 <= c.start - n.end <= 8 or 0 <= n.start - c.end <= 2 or n.start >= c.end and re.fullmatch(
                _BETWEEN[text.lang], text.norm[c.end:n.start]))]  # "siyahtan 5'er", "blanco con 5 cada uno"
            if not five:
                continue
            taken.add(five[0].start)
            if len(listed) == 1:
                found += 1
            elif _each_after(text, five[0]) or re.search(_PATTERNS["all_of_each"][text.lang],
                                                          text.norm[:five[0].start]):
                found += len(listed)
            else:
                return None
    return found


def _names_whole(text: Text, word: Span[str], name: Span[str], taken: set[int]) -> bool:
    """s22: "色は青を5枚全部": the word of a colour opens the colour named right after it, read whole with its 5."""
    return 0 < name.start - word.end <= 2 and any(n.start in taken and 0 <= n.start - name.end <= 2
                                                  for n in text.numbers)


def _five_of_colour(text: Text, taken: set[int]) -> bool:
    """"1 colour with all five", "colores completos (los 5 de cada uno)", "5枚そろった色": the 5 tells what makes a
    colour complete, not a count."""
    def named(s: Span[str]) -> bool:  # 色 of 黄色 is the colour's name
        return any(c.start <= s.start < c.end for c in text.named("colours"))

    for s in text.find("complete_colour"):
        for n in text.numbers:
            if n.value != SIZE or n.start in taken:
                continue
            gap = text.norm[s.end:n.start] if n.start >= s.end else text.norm[n.end:s.start]
            after = 0 <= n.start - s.end <= 20 if text.lang != "ja" else 0 <= s.start - n.end <= 6 or (
                0 <= n.start - s.end <= 2 and text.norm[n.end:n.end + 1] == "枚" and not named(s))  # s8: 1色を5枚
            # s8: "all five of one colour", "los 5 de un color": the 5 before the colour, "of" between
            of_one = text.lang != "ja" and 0 <= s.start - n.end <= 20 and re.fullmatch(
                r"\s*(?:(?:tiles?|azulejos?|fichas?)\s+)?(?:of|de|del)\s+(?:(?:1|an?|un|una|the same|mismo)\s+)?",
                text.norm[n.end:s.start])
            # s22: "5 karosu da duvarda olan 1 rengim": the 5 in a clause that tells the colour, "olan" before it
            of_one = of_one or text.lang == "tr" and 0 <= s.start - n.end <= 40 and re.fullmatch(
                r"\s*(?:karo|tas)\w*\s+(?:d[ae]\s+)?(?:\w+\s+)?olan\s+(?:1\s+)?", text.norm[n.end:s.start])
            if (after or of_one) and not re.search(r"[,;.、。]", gap):
                taken.add(n.start)
    return bool(taken)


def wall_with(rows: int, columns: int, colours: int) -> list[str] | None:
    """A wall with exactly that many complete rows, columns and colours (as the engine counts them), or None."""
    for cols in combinations(range(SIZE), columns):
        for cols_of_colour in combinations(range(SIZE), colours):
            grid = [["."] * SIZE for _ in range(SIZE)]
            for r in range(rows):
                grid[r] = [LETTER_OF[pattern_colour(r, c)] for c in range(SIZE)]
            for c in cols:
                for r in range(SIZE):
                    grid[r][c] = LETTER_OF[pattern_colour(r, c)]
            for k in cols_of_colour:
                name = COLOURS[k]
                for r in range(SIZE):
                    grid[r][pattern_column(r, name)] = LETTER_OF[name]
            wall = ["".join(r) for r in grid]
            done = completed(wall)
            if (done.rows, done.columns, done.colours) == (rows, columns, colours):
                return wall
    return None


_GAME_NAMES = {"azul", "alhambra", "i"}
_WHICH_LINE = _PATTERNS["which_line"]


def _other_player(text: Text) -> bool:
    """A player named inside a sentence ("..., Ana has 1 colour") or another player's word (opponent, she has)."""
    if text.has("opponent"):
        return True
    if text.lang == "ja":
        return False  # names are read by people(): 由美は...
    for sentence_text in re.split(r"[.!?¿¡]\s*", text.raw):
        if re.search(_PATTERNS["ended_it"][text.lang], fold(sentence_text, text.lang)):
            continue  # s15: "oyunu Ali bitirdi", "Ana ended the game": who ended it, no other wall told
        words_in = re.findall(r"[\w']+", sentence_text)
        if any(w[0].isupper() and w.split("'")[0].lower() not in _GAME_NAMES for w in words_in[1:]):
            return True
    return False


def _players_told(text: Text) -> bool:
    """Players told apart (people()), unless every "player" is a word of the wall ("横1列、縦2列": 横 and 縦)."""
    found = people(text)
    if found is None:
        return False
    wall_words = [str(t) for kind in ("complete_row", "complete_column", "complete_colour") for t in text.terms(kind)]
    joins = {"そして", "それから", "あと", "また", "さらに"}  # s8: "そして一色を": a word joining parts, no player
    return not all(name in joins or any(name in w for w in wall_words) for name, _ in found)


# a row counted in the singular ("1 row", "ninguna fila"): the rows counted, not one row named ("row 1")
_ONE_ROW = {"en": (r"(?i)\b(\d+|an?|one|no)\s+row\b(?!\s*\d)", r"\1 rows"),
            "es": (r"(?i)\b(\d+|una?|ning[uú]na?|no)\s+fila\b(?!\s*\d)", r"\1 filas")}


def _rows_counted(text: Text) -> Text:
    if text.lang not in _ONE_ROW:
        return text
    pattern, plural = _ONE_ROW[text.lang]
    return Text(re.sub(pattern, plural, text.raw), text.lang)


# s8: the score before the bonuses told in its own part ("before bonuses I had 61", "bonuslardan önce 48", "sin contar
# bonus tengo 55", "ボーナス前は50点"), and the final score asked
_BEFORE_BONUS = _PATTERNS["before_bonus"]
_FINAL = _PATTERNS["final"]


def _before_bonus(text: Text) -> tuple[int, Text] | None:
    """(the score before the bonuses, the question without it) when told in a part of its own and the final
    score asked; None when not told so."""
    if not (re.search(_BEFORE_BONUS[text.lang], text.norm) and re.search(_FINAL[text.lang], text.norm)):
        return None
    # s8: a part also ends at "and", "y", "ve" ("terminé con 45 antes de bonificaciones y tengo 2 filas")
    parts = [m for m in re.finditer(r"(?:(?!\b(?:and|y|ve)\b)[^,;.!?、。])+", text.norm)
             if re.search(_BEFORE_BONUS[text.lang], m.group(0))]
    if len(parts) != 1:
        return None
    numbers = [n for n in text.numbers if parts[0].start() <= n.start < parts[0].end()]
    if len(numbers) != 1:
        return None
    n = numbers[0]
    return n.value, Text(text.norm[: parts[0].start()] + " bonus " + text.norm[parts[0].end():], text.lang)


def read(text: Text, lang: str) -> dict | None:
    said = re.sub(_NOT_ONE[text.lang], "0", text.raw)  # s11: "not a single colour complete": none, no 1
    if said == text.raw:
        return _read_told(text, lang)
    out = _read_told(Text(said, lang), lang)
    if out is not None:
        out["counts"] = [*out.get("counts", []), 1]  # the one of "not a single", "1つも": no count
    return out


def _read_told(text: Text, lang: str) -> dict | None:
    before = None if text.has("factory") or _other_player(text) else _before_bonus(text)
    if before is None:
        return _read(text, lang)
    out = _read(before[1], lang)
    if out is None or out["rule"] != "azul.end.bonuses":
        return None
    final = before[0] + out["answer"]
    out["read"] = sentence([out["read"].rstrip("。.") + say("bonus.read_before", lang, before=before[0])], lang)
    out["verdict"] = sentence([out["verdict"].rstrip("。.") + say("bonus.final", lang, before=before[0],
                                                                 bonus=out["answer"], final=final)], lang)
    out["answer"] = final
    out["negation_read"] = not guards.negated(before[1])  # "not counting bonuses": read here
    return out


def _read(text: Text, lang: str) -> dict | None:
    if text.has("factory"):
        return factories(text, lang)
    if asks_end(text) and not (text.has("how_many") or text.has("points")):
        return None  # "横一列を完成させた。ゲーム終了？": whether the game ends (azul_end_trigger), no bonus asked
    text = _rows_counted(text)
    if end_asked_alone(text) and not (text.has("points") or text.has("tile_points")):
        return None  # "横一列を完成させた。ゲーム終了？": whether the game ends (azul_end_trigger.py), no bonus asked
    if not text.has("bonus") and not (text.has("how_many") and text.has("points") and text.has("complete_row")):
        return None
    if re.search(_WHICH_LINE[text.lang], text.norm):
        return None  # "1行目の左端", "row 3 of my wall": which row, not how many are complete
    if text.named("building_types") or text.has("floor") or _players_told(text) or _other_player(text):
        return None  # "1 column for me, Ana has 1 colour": two players' walls, not one
    taken: set[int] = set()
    five = _five_of_colour(text, taken)
    row_spans = text.find("complete_row")
    col_spans = [s for s in text.find("complete_column") if not any(r.start <= s.start < r.end for r in row_spans)]
    if text.lang == "ja":  # a bare 列 is a row or a column by the 横 or 縦 just before it ("横が2列"), else not told
        bare = [s for s in col_spans if s.value == "列"]
        if any(("横" in text.norm[max(0, s.start - 4):s.start]) == ("縦" in text.norm[max(0, s.start - 4):s.start])
               for s in bare):
            return None
        row_spans = row_spans + [s for s in bare if "横" in text.norm[max(0, s.start - 4):s.start]]
        col_spans = [s for s in col_spans if s not in row_spans]
    whole = _whole_colours(text, taken)  # first: the 5 of "赤と黄を5枚ずつ" is the colours', not a count of rows
    rows = _count_before(text, row_spans, taken)
    cols = _count_before(text, col_spans, taken)
    names = text.named("colours")
    colours = _count_before(text, [s for s in text.find("complete_colour")  # 色 of 黄色 is a colour's name
                                   if not any(c.start <= s.start < c.end or _names_whole(text, s, c, taken)
                                              for c in names)], taken)
    if colours is not None and whole is not None:
        colours += whole
    elif whole is None:
        return None
    if (rows is None or cols is None or colours is None or len(taken) != len(text.numbers)
            or not (rows or cols or colours)):
        return None
    if rows > SIZE or cols > SIZE or colours > SIZE:
        return None
    wall = wall_with(rows, cols, colours)
    if wall is None:
        return None
    done = completed(wall)
    verdict = say("bonus.verdict", lang, rows=rows, row=BONUS["row"], columns=cols, column=BONUS["column"],
                  colours=colours, colour=BONUS["colour"], bonus=done.bonus)
    return {"rule": "azul.end.bonuses", "read": sentence([say("bonus.read", lang, rows=rows, columns=cols,
                                                                colours=colours)], lang),
            "verdict": sentence([verdict], lang), "answer": done.bonus,
            "counts": ([SIZE] if whole or five else []) + ([1] if _line_word_one(text, taken) else [])}


def _line_word_one(text: Text, taken: set[int]) -> bool:
    """s13: the 一 of 横一列 / 縦一列 read as part of the word for a line, its count told after it ("横一列が2本")."""
    return text.lang == "ja" and any(n.value == 1 and n.start in taken and text.norm[n.start - 1:n.start] in "横縦"
                                     and n.start > 0 and text.norm[n.end:n.end + 1] == "列" for n in text.numbers)

"""Whether an Azul game ends after this round: "Pat completed a horizontal row in this round's wall tiling, does
the game end after this round?" (yes), "bu tur bir dikey sütun tamamladım ama kimse yatay sıra tamamlamadı, oyun
biter mi?" (no: a column never ends it), "Marta completó una fila horizontal", "トモが横一列を完成させた".

Each player's complete rows after the round (1 when a row is told completed, 0 when only a column or a colour is,
or when nobody completed a row) go to assistant.api.game_over, the game's own rule. Not read: "is the game over
right now?" (it ends after the tiling, not at once), a pattern line filled (not a wall row yet).
"""

from __future__ import annotations

import re

from assistant import api
from assistant.azul.components import SIZE
from assistant.worked import guards
from assistant.worked.azul_wall_talk import bonus_asked
from assistant.worked.patterns import patterns
from assistant.worked.reading import Text
from assistant.worked.say import say, sentence

_PATTERNS = patterns("azul_end_trigger")

GAME = "azul"

# whether the game ends asked
_ENDS = _PATTERNS["ends"]
# "right now", "hemen", "ahora mismo", "すぐ": the end asked at once, which it is not (after the tiling)
_NOW = _PATTERNS["now"]
_MORE = _PATTERNS["more"]
# a wall row, a column, a colour completed (the row by its words: in Turkish "sıra" is also a pattern line)
_ROW = _PATTERNS["row"]
_COLUMN = _PATTERNS["column"]
_DONE = _PATTERNS["done"]
# nobody completed a row: the negation this reader reads
_NOBODY = _PATTERNS["nobody"]
_PARTS = r"[,;!?、。()（）]|(?<!\d)\.|\b(?:but|ama|fakat|pero)\b|けど|が、"


def _told(text: Text) -> tuple[int, list[int]] | None:
    """(the complete rows after the round: 1 or 0, the numbers read: a row's number, its 5 tiles), or None."""
    rows, other, counts = None, False, []
    for part in [Text(p, text.lang) for p in re.split(_PARTS, text.norm) if p.strip()]:
        done = re.search(_DONE[text.lang], part.norm)
        row, column = re.search(_ROW[text.lang], part.norm), re.search(_COLUMN[text.lang], part.norm)
        if not done and row and other and part.numbers and all(n.value == 0 for n in part.numbers):
            done = row  # s22: "he completado una columna ... pero ninguna fila": the row's "none" of the same verb
        if not done or re.search(_ENDS[text.lang], part.norm) and not (row or column):  # "¿termina la partida?"
            if part.numbers and not _five_tiles(part):
                return None
            counts += [n.value for n in part.numbers]  # s15: "..., all five tiles": the row's five
            continue
        if row and column or not (row or column):
            return None
        if any(n.value > SIZE for n in part.numbers) or len(part.numbers) > 2:
            return None
        counts += [n.value for n in part.numbers]
        if column:
            other = True
            continue
        none_told = part.numbers and all(n.value == 0 for n in part.numbers)  # s16: "ninguna fila" read as "0 fila"
        said = 0 if re.search(_NOBODY[text.lang], part.norm) or none_told else 1
        if rows is not None and said != rows:
            return None
        rows = said
    if rows is None and not other:
        return None
    return rows or 0, counts


def _five_tiles(part: Text) -> bool:
    """The part only tells a row's five tiles ("all five tiles", "5 karoyla")."""
    five = r"^\s*\d\s*(?:down|across|long|tall|in a (?:row|column)|de largo|uzunlu\w*|枚|つ)"  # s20: "(5 down)"
    return all(n.value == SIZE for n in part.numbers) and (part.has("tiles") or bool(re.search(five, part.norm)))


def asks_end(text: Text) -> bool:
    """Whether the game ends is asked ("does the game end?", "oyun biter mi", "¿se acaba la partida?", "ゲーム終了？"):
    in a part that asks (a question mark, Turkish "mi"), not told ("game over. I have 2 rows", "oyun bitti, ...")."""
    for part in re.split(r"[,;.!、。](?!\d)", text.norm):
        asking = "?" in part or "¿" in part or text.lang == "tr" and re.search(r"\bm[iu]\b", part)
        if asking and (re.search(_ENDS[text.lang], part) or re.search(_MORE[text.lang], part)):
            return True
    return False


def read(text: Text, lang: str) -> dict | None:
    if not asks_end(text) or re.search(_NOW[text.lang], text.norm):
        return None
    if text.has("line") and not re.search(_ROW[text.lang], text.norm) or text.has("floor") or bonus_asked(text) \
            and text.lang != "ja":
        return None  # a pattern line filled, a floor, the bonuses asked: not the end of the game
    if re.search(r"pattern|desen|patron|パターン|ライン|(?<!壁の\d)段目", text.norm):
        return None  # "I filled row 5 of my pattern lines": not a wall row ("壁の2段目" is one, s19)
    told = _told(text)
    if told is None:
        return None
    rows, counts = told
    others = re.sub(_PATTERNS["others_not"][text.lang], " ", text.norm)  # s19: "los demás no": no row of theirs
    if guards.negated(Text(others, text.lang)) and rows:
        return None  # a negation this reader did not read as "nobody completed a row"
    ends = api.game_over("azul", [[rows]])
    key = "end_trigger.row" if rows else "end_trigger.no_row"
    more = bool(re.search(_MORE[text.lang], text.norm))  # "another round?": yes when it does not end
    return {"rule": "azul.end.trigger", "read": sentence([say(key, lang)], lang),
            "verdict": sentence([say("end_trigger.ends" if ends else "end_trigger.goes_on", lang)], lang),
            "answer": not ends if more else ends, "counts": counts, "negation_read": True}

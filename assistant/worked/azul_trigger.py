"""Whether an Azul game ends after this round, told by what a wall completed: "Pat completed a horizontal row on his
wall this round, does the game end?", "bir dikey sütunu tamamladım ama kimse yatay sıra tamamlamadı, oyun biter
mi?", "Marta completó una fila horizontal, ¿se acaba la partida?", "トモが横一列を完成させた。ゲーム終了？".

A row told complete becomes a wall whose row the round's tiling completes, a column (or no row) one whose column it
completes; assistant.api.score tiles it and says whether the game is over (the engine's `game_over`).
"""

from __future__ import annotations

import re

from assistant import api
from assistant.azul.components import SIZE
from assistant.worked.azul_tiles import ME, one_line, run_wall
from assistant.worked.azul_wall_talk import clauses, talk
from assistant.worked.reading import Text
from assistant.worked.say import say, sentence

GAME = "azul"
# the stem of completing, its negative forms too ("tamamlamadı", "didn't complete", "完成していない")
_DONE = {"en": r"\b(?:complet|finish|fill)\w*", "tr": r"\b(?:tamamla|doldur|bitir)\w*",
         "es": r"\b(?:complet|termin|llen)\w*", "ja": r"完成|埋ま|そろ|揃"}
_NOT = {"en": r"\b(?:not|no|never|none)\b|n't\b",
        "tr": r"\w(?:madi|medi|mami|memi|miyor|muyor|mayan|meyen)|\b(?:yok|degil)\b",
        "es": r"\b(?:no|nunca|ni)\b", "ja": r"ない|なかった|ません|ず"}
_ROW = {"en": r"\b(?:rows?|horizontal)\b", "tr": r"\b(?:satir|yatay|sira)", "es": r"\b(?:filas?|horizontal)\b",
        "ja": r"横|行"}
_COLUMN = {"en": r"\b(?:columns?|vertical)\b", "tr": r"\b(?:sutun|dikey)", "es": r"\b(?:columnas?|vertical)\b",
           "ja": r"縦"}


def _told(text: Text) -> tuple[bool, bool, list[int]] | None:
    """(a row told complete, a row told not completed or a column told complete, the numbers read), or None when a
    clause of the situation is not read whole."""
    asked = talk(text, "game_ends_asked")
    row_done = row_not = column_done = False
    numbers: list[int] = []
    for start, clause in clauses(text):
        end = start + len(clause)
        nums = [n for n in text.numbers if start <= n.start < end]
        if any(start <= a.start < end for a in asked):
            if nums:
                return None  # "does the game end in round 5?": not this round's wall
            continue
        done = re.search(_DONE[text.lang], clause)
        row, column = re.search(_ROW[text.lang], clause), re.search(_COLUMN[text.lang], clause)
        if not done or not (row or column):
            if nums:
                return None  # a number told outside what the wall completed
            continue
        if any(not 1 <= n.value <= SIZE for n in nums) or len(nums) > 2:
            return None  # a row's number, the wall's five tiles; nothing else
        negative = re.search(_NOT[text.lang], clause) or any(start <= s.start < end for s in talk(text, "nobody"))
        if row and not column:
            row_not |= bool(negative)
            row_done |= not negative
        elif column and not row and not negative:
            column_done = True
        else:
            return None  # a row and a column in one clause, or a column told not completed: not read here
        numbers += [n.value for n in nums]
    if row_done and row_not:
        return None
    if not (row_done or row_not or column_done):
        return None
    return row_done, row_not or column_done, numbers


def read(text: Text, lang: str) -> dict | None:
    if not talk(text, "game_ends_asked") or talk(text, "at_once"):
        return None
    if text.has("floor") or text.has("tile_points") or text.has("how_many") or text.named("building_types") or (
            text.has("money")):
        return None
    told = _told(text)
    if told is None:
        return None
    row_done, _, numbers = told
    wall, row, colour = run_wall(SIZE, 1) if row_done else run_wall(1, SIZE)
    position = {"game": "azul", "wall_variant": "colored",
                "players": [{"name": ME, "score": 0, "pattern_lines": one_line(row, colour), "wall": wall,
                             "floor": []}]}
    over = bool(api.score(position)["game_over"])
    if over != row_done:
        return None  # the engine's end is not the one the wall was built for
    key = "trigger.row" if row_done else "trigger.no_row"
    negations = [c for s, c in clauses(text) if any(s <= a.start < s + len(c) for a in talk(text, "game_ends_asked"))]
    return {"rule": "azul.end.trigger",
            "read": sentence([say("trigger.read_row" if row_done else "trigger.read_no_row", lang)], lang),
            "verdict": sentence([say(key, lang, size=SIZE)], lang), "answer": over, "position": position,
            "counts": numbers, "negation_read": not any(re.search(_NOT[text.lang], c) for c in negations)}

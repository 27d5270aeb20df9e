"""Azul pattern lines told in a question: how many tiles overflow to the floor ("I took 4 blue, line 3 already holds
2 blue"), and whether a colour may go on a line ("line 2 has red, can I put blue there?", "my wall row 3 already
has yellow, can I put yellow on line 3?").

The situation becomes a `take` from the centre onto that line; assistant.api.move says whether it is legal and
lays the tiles out (the floor of the position after holds the overflow).
"""

from __future__ import annotations

import re

from assistant import api
from assistant.azul.components import COLOURS
from assistant.worked.reading import Text
from assistant.worked.say import colour, say, sentence

GAME = "azul"
ME = "P1"

_LINE = {
    "en": [r"\b(?:pattern )?(?:line|row) (?:number )?(\d)\b", r"\b(\d)(?:st|nd|rd|th)? (?:pattern )?(?:line|row)\b"],
    "tr": [r"\b(\d)\.? ?(?:desen )?(?:sira|satir)", r"\b(?:sira|satir) (\d)\b"],
    "es": [r"\b(?:linea|fila)(?: de patron)? (?:numero )?(\d)\b", r"\b(\d)(?:a|ª)? (?:linea|fila)\b"],
    "ja": [r"(?:ライン|列|段)(\d)", r"(\d)(?:列目|段目|番目の(?:ライン|列|段)|段の|列の|のライン)"],
}


def _line(text: Text):
    for pattern in _LINE[text.lang]:
        found = {(m.start(1), int(m.group(1))) for m in re.finditer(pattern, text.norm)}
        values = {v for _, v in found}
        if len(values) == 1:
            return next(iter(values)), {s for s, _ in found}
        if len(values) > 1:
            return None, set()
    return None, set()


def read(text: Text, lang: str) -> dict | None:
    if not text.has("line"):
        return None
    colours = text.named("colours")
    if not colours or text.named("currencies") and not text.has("tiles") and not text.has("line"):
        return None
    line, used = _line(text)
    size = len(COLOURS)
    if line is None or not 1 <= line <= size:
        return None
    wants_floor = text.has("goes_floor") and text.has("how_many")
    wants_may = text.has("may") and not wants_floor
    if not (wants_floor or wants_may):
        return None
    rest = [n for n in text.numbers if n.start not in used]
    taken_colour = colours[0].value if wants_floor else None
    held_colour, held = None, 0
    wall_has = text.has("wall")
    kinds = list(dict.fromkeys(c.value for c in colours))
    if wants_floor:
        if len(kinds) != 1 or wall_has:
            return None
        taken_colour = kinds[0]
        # taken: the number right before the colour (after it in Japanese: 青を4枚)
        c0 = colours[0]
        taken = [n for n in rest if 0 <= c0.start - n.end <= 2 or text.lang == "ja" and 0 <= n.start - c0.end <= 3]
        if len(taken) != 1:
            return None
        others = [n for n in rest if n is not taken[0]]
        if len(others) > 1:
            return None
        held = others[0].value if others else 0
        if not others and not text.has("empty"):
            return None
        held_colour = taken_colour if held else None
        count = taken[0].value
    else:
        if wall_has:  # "wall row 3 has yellow, can I put yellow on line 3"
            if len(kinds) != 1:
                return None
            taken_colour = kinds[0]
        else:  # "line 2 has red, can I put blue there": the line's colour is named first, unless told otherwise
            if len(kinds) != 2:
                return None
            held_colour, taken_colour = kinds
            nums = [n for n in rest]
            if len(nums) > 1:
                return None
            held = nums[0].value if nums else 1
        count = 1
    if held > line or count > 20 or count < 1:
        return None
    lines = [{"count": 0} for _ in range(size)]
    if held:
        lines[line - 1] = {"colour": held_colour, "count": held}
    wall = ["." * size] * size
    if wall_has and wants_may:
        wall[line - 1] = _letter_row(line - 1, taken_colour)
    position = {"game": "azul", "wall_variant": "colored",
                "players": [{"name": ME, "score": 0, "pattern_lines": lines, "wall": wall, "floor": []}],
                "factories": [], "centre": [taken_colour] * count}
    out = api.move(position, {"action": "take", "player": ME, "from": "centre", "colour": taken_colour, "line": line})
    name = colour(taken_colour, lang)
    held_text = (say("line.held", lang, count=held, colour=colour(held_colour, lang)) if held
                 else say("line.empty", lang))
    read_text = say("line.read", lang, taken=count, colour=name, line=line, held=held_text)
    if wall_has and wants_may:
        read_text += say("line.read_wall", lang, line=line, colour=name)
    rules = {p["rule"] for p in out["problems"]}
    if wants_floor:
        if not out["legal"]:
            return None
        floor = len(out["after"]["players"][0]["floor"])
        room = count - floor
        verdict = say("line.overflow", lang, line=line, room=room, held_count=held, floor=floor)
        return {"rule": "azul.pattern-lines.capacity", "read": sentence([read_text], lang),
                "verdict": sentence([verdict], lang), "answer": floor, "position": out["after"]}
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

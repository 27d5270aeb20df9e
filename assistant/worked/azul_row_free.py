"""The wall row of a pattern line told free of the colour taken, beside tiles that go to the floor (session 17):
"la fila 2 del muro está vacía", "壁の2段目に青はまだ無い", "no red in that wall row yet". The move is legal either
way, so azul_lines.py reads the question without those parts and counts their numbers as read."""

from __future__ import annotations

import re
from collections.abc import Callable

from assistant.worked import guards
from assistant.worked.reading import Text


def read(text: Text, lang: str, line_of: Callable[[Text], tuple[int | None, set[int]]],
         plain: Callable[[Text, str], dict | None]) -> dict | None:
    """azul_lines' reading (`plain`), of the question without the wall's parts when they tell the row free."""
    told = freed(text, line_of)
    if told is None:
        return plain(text, lang)
    rest, numbers = told
    out = plain(rest, lang)
    if out is None or out["rule"] not in ("azul.pattern-lines.capacity", "azul.floor.penalties"):
        return None  # s19: the floor's points of the tiles over too ("壁の2段目に赤はまだない ... 床で何点失う？")
    out["counts"] = [*out.get("counts", []), *numbers]
    out["negation_read"] = not guards.negated(rest)
    return out


def freed(text: Text, line_of: Callable[[Text], tuple[int | None, set[int]]]) -> tuple[Text, list[int]] | None:
    """(the question without the parts naming the wall, their numbers), when every such part tells the line's own
    row (`line_of` reads the line) free: empty, or without the one colour taken."""
    if not text.has("wall") or not text.has("goes_floor"):
        return None
    parts = re.split(r"(?<=[.;,()（）。、])", text.raw)
    walls = [p for p in parts if Text(p, text.lang).has("wall")]
    kept = Text("".join(p for p in parts if p not in walls), text.lang)
    line, _ = line_of(kept)
    taken = {c.value for c in kept.named("colours")}
    if line is None or len(taken) != 1:
        return None
    numbers = []
    for part in walls:
        told = Text(part, text.lang)
        free = told.has("empty") or told.has("nothing") or guards.negated(told)
        if not free or {c.value for c in told.named("colours")} - taken or any(n.value != line for n in told.numbers):
            return None
        numbers += [n.value for n in told.numbers]
    return kept, numbers

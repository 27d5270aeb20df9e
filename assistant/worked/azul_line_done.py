"""An Azul tile that completes its wall row or column, its other line told by its neighbours: "pongo un azulejo
que completa mi fila del muro (ya había 4) y en su columna tiene 2 pegados encima. ¿cuánto puntúa?", "the tile
completes my row and has 2 above it".

The completed line is the wall's size, so its other four tiles are said as one side's ("4 to its left") and the
question is read again by azul_tiles, which lets assistant.api.score tile the wall it builds.
"""

from __future__ import annotations

import re

from assistant.azul.components import SIZE
from assistant.worked import azul_tiles
from assistant.worked.patterns import patterns
from assistant.worked.reading import Text

_PATTERNS = patterns("azul_line_done")

GAME = "azul"
# "(ya había 4)", "(5 tiles)": the completed line's count in brackets right after it, told again
_BRACKETED = r"\s*[(（][^()（）\d]*(\d)[^()（）\d]*[)）]"


def read(text: Text, lang: str) -> dict | None:
    found = list(re.finditer(_PATTERNS["done"][text.lang], text.norm))
    if len(found) != 1 or not azul_tiles.asks_tile_points(text):
        return None
    done = found[0]
    if re.match(r"\s*(?:de|of|with|con|ile|\d)\b|\s*\d", text.norm[done.end() :]) or re.search(
            r"\d", text.norm[max(0, done.start() - 12) : done.start()]):
        return None  # "completa una columna de 4", "4 luk bir sutunu tamamladi": a run of its length (azul_runs.py)
    row = bool(re.search(_PATTERNS["row_word"][text.lang], done.group(1)))
    end, told = done.end(), [int(d) for d in re.findall(r"\d", done.group(0))]  # "横1列": one line, no count
    bracket = re.match(_BRACKETED, text.norm[end:])
    if bracket and int(bracket.group(1)) in (SIZE - 1, SIZE):
        end, told = end + bracket.end(), [int(bracket.group(1))]
    said = _PATTERNS["said_row" if row else "said_column"][text.lang].format(n=SIZE - 1)
    out = azul_tiles.read(Text(text.norm[: done.start()] + said + text.norm[end:], text.lang), lang)
    if out is None:
        return None
    out["counts"] = [*(out.get("counts") or []), *told]
    return out

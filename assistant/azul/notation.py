"""Azul's one-line notation (docs/FORMATS.md, "Notation"), both ways.

    azul grey factories=BBYR/-/KWWW centre=1RR | Kemal: 14 BY.../WB.../...../...../..... -,R,-,KK,WWW 1R place=5:2

The header: `azul`, `grey` for the grey wall, then the factories (`-` an empty one) and the centre when the
position has them. A player: name, score, the wall's five rows exactly as the position's `wall` strings
(separated by `/`), the five pattern lines (a line is its colour letter once per tile, `-` when empty, or the
letter and a count past five tiles: R7), the floor line (`1` is the first player marker, `-` when empty),
then optionally `place=LINE:COLUMN,...` (grey wall) and `marker` (the marker kept beside the board).
"""

from __future__ import annotations

import re
from typing import Any

from assistant.azul.components import COLOUR_OF, EMPTY, FIRST, LETTER_OF, LETTERS, SIZE
from assistant.azul.model import Position, parse
from assistant.messages import term
from assistant.notation import Token, items, join, keyed, readable, sections, unescape_name

GAME = "azul"
MARKER = "1"  # the first player marker's tile is printed with a 1
NONE = "-"
_LINE = re.compile(rf"([{LETTERS}])(\1*|[0-9]{{1,2}})")
_PLACE = re.compile(rf"([1-{SIZE}]):([0-9])")


# --- writing ---------------------------------------------------------------------------------------------


def _tiles(entries) -> str:
    return "".join(MARKER if e == FIRST else LETTER_OF[e] for e in entries) or NONE


def _line(colour: str | None, count: int) -> str:
    if not count:
        return NONE
    letter = LETTER_OF[colour or ""]  # a line with tiles has a colour (the model says so)
    return letter * count if count <= SIZE else f"{letter}{count}"


def to_notation(pos: Position) -> str:
    header = [GAME]
    if pos.grey:
        header.append("grey")
    if pos.factories is not None:
        header.append("factories=" + "/".join(_tiles(f) for f in pos.factories))
    if pos.centre is not None:
        header.append("centre=" + "".join(_tiles(pos.centre)).replace(NONE, ""))

    def player(p):
        body = [str(p.score), "/".join(p.wall), ",".join(_line(ln.colour, ln.count) for ln in p.pattern_lines),
                _tiles(p.floor)]
        if p.placements:
            body.append("place=" + ",".join(f"{k}:{v}" for k, v in sorted(p.placements.items())))
        if p.first_player_marker:
            body.append("marker")
        return p.name, body

    return join(header, (player(p) for p in pos.players))


# --- reading ---------------------------------------------------------------------------------------------


def _entries(token: Token, text: str, offset: int, what: str) -> list[str]:
    if text == NONE:
        return []
    out = []
    for i, ch in enumerate(text):
        if ch == MARKER:
            out.append(FIRST)
        elif ch in COLOUR_OF:
            out.append(COLOUR_OF[ch])
        else:
            at = Token(ch, token.at + offset + i)
            raise at.error("notation.azul.tile", where=term(f"notation.azul.{what}"), letters=", ".join(LETTERS),
                           marker=MARKER)
    return out


def _lines(token: Token) -> list[dict]:
    parts = items(token, token.text, 0)
    if len(parts) != SIZE:
        raise token.error("notation.azul.lines", size=SIZE)
    out: list[dict[str, Any]] = []
    for part in parts:
        m = _LINE.fullmatch(part.text)
        if part.text == NONE:
            out.append({"count": 0})
        elif m:
            count = len(part.text) if not m[2].isdigit() else int(m[2])
            out.append({"colour": COLOUR_OF[m[1]], "count": count})
        else:
            raise part.error("notation.azul.line", letters=", ".join(LETTERS))
    return out


def _wall(token: Token) -> list[str]:
    rows = token.text.split("/")
    row = re.compile(rf"[{LETTERS}{re.escape(EMPTY)}]{{{SIZE}}}")
    if len(rows) != SIZE or not all(row.fullmatch(r) for r in rows):
        raise token.error("notation.azul.wall", size=SIZE, letters=LETTERS, empty=EMPTY)
    return rows


def _player(name: Token, body: list[Token]) -> dict:
    if len(body) < 4:
        at = body[-1] if body else name
        raise at.error("notation.azul.player")
    score, wall, lines, floor, *extra = body
    if not score.text.isdigit():
        raise score.error("notation.azul.score")
    out: dict[str, Any] = {"name": unescape_name(name), "score": int(score.text), "pattern_lines": _lines(lines),
           "wall": _wall(wall), "floor": _entries(floor, floor.text, 0, "floor")}
    for token in extra:
        found = keyed(token, ("place",))
        if token.text == "marker" and "first_player_marker" not in out:
            out["first_player_marker"] = True
        elif found and "placements" not in out:
            out["placements"] = {}
            for item in items(token, found[1], len("place=")):
                m = _PLACE.fullmatch(item.text)
                if not m or m[1] in out["placements"]:
                    raise item.error("notation.azul.place", size=SIZE, last=SIZE - 1)
                out["placements"][m[1]] = int(m[2])
        else:
            raise token.error("notation.azul.after")
    return out


def from_notation(text: str) -> dict:
    header, players = sections(text, GAME)
    position: dict = {"game": GAME, "wall_variant": "colored"}
    seen: set[str] = set()
    for token in header.body:
        found = keyed(token, ("factories", "centre"))
        key = found[0] if found else token.text
        if key in seen or (found is None and token.text != "grey"):
            raise token.error("notation.azul.header")
        seen.add(key)
        if key == "grey":
            position["wall_variant"] = "grey"
        elif found is not None and key == "factories":  # (no `=`: the token was "grey")
            value, at = found[1], len("factories=")
            position["factories"] = []
            for part in (value.split("/") if value else []):
                position["factories"].append(_entries(token, part, at, "factory"))
                at += len(part) + 1
        elif found is not None:
            position["centre"] = _entries(token, found[1], len("centre="), "centre") if found[1] else []
    if not players:
        raise header.head.error("notation.no_player")
    position["players"] = [_player(p.head, p.body) for p in players]
    readable(parse, position)
    return position

"""Azul's one-line notation (docs/FORMATS.md, "Notation"), both ways.

    azul grey factories=BBYR/-/KWWW centre=1RR | Kemal: 14 BY.../WB.../...../...../..... -,R,-,KK,WWW 1R place=5:2

The header: `azul`, `grey` for the grey wall, then the factories (`-` an empty one) and the centre when the
position has them. A player: name, score, the wall's five rows exactly as the position's `wall` strings
(separated by `/`), the five pattern lines (a line is its colour letter once per tile, `-` when empty, or the
letter and a count past five tiles: R7), the floor line (`1` is the first player marker, `-` when empty),
then optionally `place=LINE:COLUMN,...` (grey wall) and `marker` (the marker kept beside the board).
The letters and sizes are the box's (components.box), read when the notation is written or read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from assistant.azul.components import box
from assistant.azul.table import Table, parse
from assistant.messages import term
from assistant.notation import Token, items, join, keyed, readable, sections, unescape_name
from assistant.paths import derived

GAME = "azul"
MARKER = "1"  # the first player marker's tile is printed with a 1
NONE = "-"


@dataclass(frozen=True)
class _Patterns:
    line: re.Pattern[str]
    place: re.Pattern[str]
    wall_row: re.Pattern[str]


@derived
def _patterns() -> _Patterns:
    """The notation's patterns for the box's letters and wall size, kept with the box until paths.refresh()."""
    b = box()
    return _Patterns(re.compile(rf"([{b.letters}])(\1*|[0-9]{{1,2}})"), re.compile(rf"([1-{b.size}]):([0-9])"),
                     re.compile(rf"[{b.letters}{re.escape(b.empty)}]{{{b.size}}}"))


# --- writing ---------------------------------------------------------------------------------------------


def _tiles(entries) -> str:
    b = box()
    return "".join(MARKER if e == b.first else b.letter_of[e] for e in entries) or NONE


def _line(colour: str | None, count: int) -> str:
    if not count:
        return NONE
    b = box()
    letter = b.letter_of[colour or ""]  # a line with tiles has a colour (the model says so)
    return letter * count if count <= b.size else f"{letter}{count}"


def to_notation(pos: Table) -> str:
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
            body.append("place=" + ",".join(f"{k}:{v}" for k, v in sorted(p.placements)))
        if p.first_player_marker:
            body.append("marker")
        return p.name, body

    return join(header, (player(p) for p in pos.players))


# --- reading ---------------------------------------------------------------------------------------------


def _entries(token: Token, text: str, offset: int, what: str) -> list[str]:
    if text == NONE:
        return []
    b = box()
    out = []
    for i, ch in enumerate(text):
        if ch == MARKER:
            out.append(b.first)
        elif ch in b.colour_of:
            out.append(b.colour_of[ch])
        else:
            at = Token(ch, token.at + offset + i)
            raise at.error("notation.azul.tile", where=term(f"notation.azul.{what}"), letters=", ".join(b.letters),
                           marker=MARKER)
    return out


def _lines(token: Token) -> list[dict]:
    b = box()
    parts = items(token, token.text, 0)
    if len(parts) != b.size:
        raise token.error("notation.azul.lines", size=b.size)
    out: list[dict[str, Any]] = []
    for part in parts:
        m = _patterns().line.fullmatch(part.text)
        if part.text == NONE:
            out.append({"count": 0})
        elif m:
            count = len(part.text) if not m[2].isdigit() else int(m[2])
            out.append({"colour": b.colour_of[m[1]], "count": count})
        else:
            raise part.error("notation.azul.line", letters=", ".join(b.letters))
    return out


def _wall(token: Token) -> list[str]:
    b = box()
    rows = token.text.split("/")
    row = _patterns().wall_row
    if len(rows) != b.size or not all(row.fullmatch(r) for r in rows):
        raise token.error("notation.azul.wall", size=b.size, letters=b.letters, empty=b.empty)
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
                m = _patterns().place.fullmatch(item.text)
                if not m or m[1] in out["placements"]:
                    size = box().size
                    raise item.error("notation.azul.place", size=size, last=size - 1)
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

"""An Azul player board drawn as SVG, as the real board looks: the pattern-line staircase on the left, the 5x5
wall on the right (the coloured wall shows its printed colours faintly, the grey wall is plain), the floor line
with its penalties below, the first player marker as a "1" tile, and the score.

Marks use the cell convention of assistant/azul: [x, y] a wall space, [-1, y] the pattern line of row y,
[i, 5] floor space i. Problems are outlined in red; highlighted cells (the tile just placed in a replay) in blue.
Pure functions over plain dicts in the FORMATS.md shape; every user text goes through `esc`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from assistant.azul.components import (
    COLOUR_OF,
    EMPTY,
    FIRST,
    FLOOR_PENALTIES,
    FLOOR_SPACES,
    LETTER_OF,
    SIZE,
)
from assistant.azul.wall import pattern_colour
from assistant.paths import DATA, DEFAULT_LANG, load_yaml
from assistant.render import esc, target_attr
from assistant.render.azul_layout import Layout

Cell = tuple[int, int]

DEFAULT_LABELS = {"score": "Score", "lid": "lid", "beside": "beside the board"}


def text(value) -> str:
    """User text (a player name) for SVG text content (assistant.render.esc: HTML- and Markdown-safe)."""
    return esc(value)


@lru_cache(maxsize=1)
def look() -> dict:
    return load_yaml(DATA / "azul" / "look.yaml")


def tile_marks(lang: str | None = None) -> dict[str, str]:
    """The mark drawn on each colour's tile in `lang` (look.yaml `marks`: the colour's initial in that language,
    English when the language is unknown). The notation's letters stay the same in every language."""
    marks = look()["marks"]
    return {colour: str(m.get(lang) or m[DEFAULT_LANG]) for colour, m in marks.items()}


def _f(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def tile(x: float, y: float, size: float, colour: str, *, cls: str = "tile", letters: bool = True,
         marks: Mapping[str, str] | None = None) -> str:
    """One tile (a colour, or FIRST for the first player marker) with its top-left corner at (x, y), marked with
    `marks[colour]` (the page language's initial; default the notation's letter)."""
    lk = look()
    if colour == FIRST:
        m = lk["first_marker"]
        return (f'<g class="{cls} first-marker"><rect x="{_f(x)}" y="{_f(y)}" width="{_f(size)}" '
                f'height="{_f(size)}" rx="{_f(size * 0.14)}" fill="{m["fill"]}" stroke="{m["edge"]}" '
                f'stroke-width="1.5"/><text x="{_f(x + size / 2)}" y="{_f(y + size * 0.72)}" '
                f'font-size="{_f(size * 0.62)}" font-weight="bold" text-anchor="middle" fill="{m["ink"]}">1</text></g>')
    t = lk["tiles"].get(colour, {"fill": "#999", "ink": "#000", "edge": "#555"})
    out = (f'<rect class="{cls} tile-{esc(colour)}" x="{_f(x)}" y="{_f(y)}" width="{_f(size)}" height="{_f(size)}" '
           f'rx="{_f(size * 0.14)}" fill="{t["fill"]}" stroke="{t["edge"]}" stroke-width="1.2"/>')
    mark = (LETTER_OF if marks is None else marks).get(colour) if letters else None
    if mark:
        font = size * (0.36 if len(mark) == 1 else 0.3)  # two letters (tr "Sa"/"Si") still inside the tile
        out += (f'<text class="mark" x="{_f(x + size / 2)}" y="{_f(y + size * 0.66)}" font-size="{_f(font)}" '
                f'text-anchor="middle" fill="{t["ink"]}" fill-opacity="0.6">{esc(mark)}</text>')
    return out


def azul_board_svg(
    player: Mapping,
    wall_variant: str = "colored",
    *,
    problems: Iterable[Sequence[int]] = (),
    highlight: Iterable[Sequence[int]] = (),
    placed_step: Mapping | None = None,
    title: str | None = None,
    labels: Mapping[str, str] | None = None,
    letters: bool = True,
    marks: Mapping[str, str] | None = None,
    size: int = 30,
    clickable: bool = False,
    chosen: Iterable[Sequence[int]] = (),
    stacked: bool = False,
    wall_size: int | None = None,
    takes: Iterable[int | str] | None = None,
) -> str:
    """One player board. `player` is a position player ({"name", "score", "pattern_lines", "wall", "floor",
    "first_player_marker"}); `placed_step` a placed tile of the `score` output ({"row", "column", "points",
    "row_run", "column_run"}), drawn with the runs the engine scored it by and its points, on the board as it
    stands after that tile.
    `clickable` puts tap targets over the spaces for ui/board_component: "wall:row,column" (0-based),
    "line:n,k" (slot k of pattern line n, both as players count, slot 1 beside the wall) and "floor:i" (a
    floor entry), each as large as a space and its gap; `chosen` cells (the convention above) are outlined as
    waiting for a colour. `stacked` draws the wall under the pattern lines (a phone: see azul_layout);
    `wall_size` a smaller wall beside them. `takes` (a take, turn by turn): each whole pattern line "line:n" and
    the floor line "floor" is one tap target, and the lines it names (1-5, "floor") are lit: they can take the
    chosen colour.
    `marks` are the letters drawn on the tiles (tile_marks(lang): the page's language), the notation's by default;
    `letters=False` draws none."""
    lk = look()
    lab = {**DEFAULT_LABELS, **(labels or {})}
    highlight = {tuple(c) for c in highlight}
    if placed_step is not None:
        highlight.add((placed_step["column"], placed_step["row"]))
    floor = list(player.get("floor") or [])
    g = Layout(size, len(floor), bool(player.get("first_player_marker")), stacked, wall_size=wall_size)
    name = title if title is not None else player.get("name", "")
    out = _frame(g, lk, name, lab["score"], player.get("score", 0))
    out += _numbers(g, lk)
    shown = (marks or LETTER_OF) if letters else {}
    out += _pattern_lines(g, lk, list(player.get("pattern_lines") or [{"count": 0}] * SIZE), shown)
    out += _wall(g, lk, list(player.get("wall") or [EMPTY * SIZE] * SIZE), wall_variant == "grey", shown)
    out += _floor(g, lk, lab, floor, shown)
    if placed_step is not None:
        out += _runs(g, lk, placed_step)
    out += _marks(g, lk, {tuple(c) for c in problems}, highlight, {tuple(c) for c in chosen})
    if clickable:
        out.extend(_targets(g.wall_xy, g.pattern_xy, g.floor_xy, len(floor), size, g.gap))
    if takes is not None:
        out.extend(_take_targets(g, lk, set(takes)))
    if placed_step is not None:
        cx, cy = g.wall_xy(placed_step["column"], placed_step["row"])
        hi, ws = lk["highlight"], g.wsize
        out.append(f'<g class="points"><circle cx="{_f(cx + ws)}" cy="{_f(cy)}" r="11" fill="{hi}" '
                   f'stroke="#fff" stroke-width="1.5"/><text x="{_f(cx + ws)}" y="{_f(cy + 4)}" font-size="11" '
                   f'font-weight="bold" text-anchor="middle" fill="#fff">+{text(placed_step["points"])}</text></g>')
    out.append("</svg>")
    return "".join(out)


def _frame(g: Layout, lk: dict, name: str, score_label: str, score: object) -> list[str]:
    width, height, margin = g.width, g.height, g.margin
    return [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_f(width)} {_f(height)}" width="{_f(width)}" '
            f'height="{_f(height)}" role="img" font-family="sans-serif" style="max-width:100%;height:auto">',
            f'<title>{text(name or "Azul")}</title>',
            f'<rect x="1" y="1" width="{_f(width - 2)}" height="{_f(height - 2)}" rx="10" fill="{lk["board"]}" '
            f'stroke="{lk["board_edge"]}" stroke-width="2"/>',
            f'<text class="name" x="{margin}" y="{margin + 16}" font-size="16" font-weight="bold" '
            f'fill="{lk["text"]}">{text(name)}</text>',
            f'<text class="score" x="{_f(width - margin)}" y="{margin + 16}" font-size="15" text-anchor="end" '
            f'fill="{lk["text"]}">{text(score_label)}: <tspan font-weight="bold">{text(score)}'
            f'</tspan></text>']


def _numbers(g: Layout, lk: dict) -> list[str]:
    """Column numbers over the wall, line numbers before the pattern lines (as players count them: 1-5)."""
    out = []
    size = g.size
    for x in range(SIZE):
        cx, _ = g.wall_xy(x, 0)
        out.append(f'<text x="{_f(cx + g.wsize / 2)}" y="{g.wall_top - 4}" font-size="10" text-anchor="middle" '
                   f'fill="{lk["muted"]}">{x + 1}</text>')
    for y in range(SIZE):
        for _, cy in [g.pattern_xy(0, y)] + ([g.wall_xy(0, y)] if g.stacked else []):
            out.append(f'<text x="{g.margin + 4}" y="{_f(cy + size * 0.62)}" font-size="11" text-anchor="middle" '
                       f'fill="{lk["muted"]}">{y + 1}</text>')
        if not g.stacked:  # the arrow from a line to its wall row, beside it
            _, cy = g.pattern_xy(0, y)
            ax = g.px0 + SIZE * g.pitch - g.gap + g.arrow / 2
            out.append(f'<path d="M{_f(ax - 4)},{_f(cy + size / 2 - 5)} l8,5 l-8,5z" fill="{lk["board_edge"]}"/>')
    return out


def _pattern_lines(g: Layout, lk: dict, lines: list, marks: Mapping[str, str]) -> list[str]:
    """Line n (row y = n - 1) has n spaces, right-aligned; tiles fill from the wall side."""
    out = []
    size = g.size
    for y in range(SIZE):
        n = y + 1
        ln: dict[str, Any] = lines[y] if y < len(lines) else {"count": 0}
        count = int(ln.get("count") or 0)
        colour = ln.get("colour") if count else None
        for k in range(n):
            x, yy = g.pattern_xy(SIZE - 1 - k, y)
            out.append(f'<rect class="pattern-space" x="{_f(x)}" y="{_f(yy)}" width="{size}" height="{size}" '
                       f'rx="{_f(size * 0.14)}" fill="{lk["space"]}" stroke="{lk["space_edge"]}"/>')
            if colour and k < count:
                out.append(tile(x, yy, size, colour, marks=marks))
        if colour and count > n:
            x, yy = g.pattern_xy(SIZE - n, y)
            out.append(f'<g class="over"><circle cx="{_f(x + 2)}" cy="{_f(yy + 2)}" r="9" fill="{lk["problem"]}"/>'
                       f'<text x="{_f(x + 2)}" y="{_f(yy + 5.5)}" font-size="10" font-weight="bold" '
                       f'text-anchor="middle" fill="#fff">+{count - n}</text></g>')
    return out


def _wall(g: Layout, lk: dict, wall: list[str], grey: bool, marks: Mapping[str, str]) -> list[str]:
    out = []
    size = g.wsize
    for y in range(SIZE):
        row = wall[y] if y < len(wall) else EMPTY * SIZE
        for x in range(SIZE):
            cx, cy = g.wall_xy(x, y)
            if grey:
                fill, edge, opacity = lk["grey_space"], lk["grey_edge"], 1
            else:
                printed = lk["tiles"][pattern_colour(y, x)]
                fill, edge, opacity = printed["fill"], printed["edge"], lk["printed_opacity"]
            out.append(f'<rect class="wall-space" x="{_f(cx)}" y="{_f(cy)}" width="{size}" height="{size}" '
                       f'rx="{_f(size * 0.14)}" fill="{fill}" fill-opacity="{opacity}" stroke="{edge}" '
                       f'stroke-opacity="{0.6 if not grey else 1}"/>')
            letter = row[x] if x < len(row) else EMPTY
            if letter != EMPTY and letter in COLOUR_OF:
                out.append(tile(cx, cy, size, COLOUR_OF[letter], marks=marks))
    return out


def _floor(g: Layout, lk: dict, lab: dict, floor: list[str], marks: Mapping[str, str]) -> list[str]:
    """7 spaces with their penalties; entries beyond them lie small on the "lid"; the marker kept beside."""
    out = []
    size = g.size
    for i in range(FLOOR_SPACES):
        x, y, _ = g.floor_xy(i)
        out.append(f'<rect class="floor-space" x="{_f(x)}" y="{_f(y)}" width="{size}" height="{size}" '
                   f'rx="{_f(size * 0.14)}" fill="{lk["space"]}" stroke="{lk["space_edge"]}"/>')
        out.append(f'<text class="penalty" x="{_f(x + size / 2)}" y="{_f(y + size + 13)}" font-size="11" '
                   f'text-anchor="middle" fill="{lk["penalty"]}">-{FLOOR_PENALTIES[i]}</text>')
    for i, entry in enumerate(floor):
        x, y, s = g.floor_xy(i)
        out.append(tile(x, y, s, entry, cls="tile floor-overflow" if i >= FLOOR_SPACES else "tile",
                        marks=marks if i < FLOOR_SPACES else {}))
    if len(floor) > FLOOR_SPACES:
        out.append(f'<text x="{_f(g.ox0 + g.extra_w / 2 - 4)}" y="{_f(g.floor_top + size + 13)}" font-size="10" '
                   f'text-anchor="middle" fill="{lk["muted"]}">{text(lab["lid"])}</text>')
    if g.beside:
        out.append(tile(g.beside_x, g.floor_top, size, FIRST, cls="tile beside"))
        out.append(f'<text x="{_f(g.beside_x + size + 4)}" y="{_f(g.floor_top + size * 0.6)}" font-size="10" '
                   f'fill="{lk["muted"]}">{text(lab["beside"])}</text>')
    return out


def _runs(g: Layout, lk: dict, placed_step: Mapping) -> list[str]:
    """The runs that scored the tile placed at this replay step."""
    out = []
    size, pitch, hi = g.wsize, g.wpitch, lk["highlight"]
    x, y = placed_step["column"], placed_step["row"]
    (left, right), (up, down) = placed_step["row_run"], placed_step["column_run"]
    if right > left:
        ax, ay = g.wall_xy(left, y)
        out.append(f'<rect class="run" x="{_f(ax - 3)}" y="{_f(ay - 3)}" '
                   f'width="{_f((right - left) * pitch + size + 6)}" height="{size + 6}" rx="6" fill="none" '
                   f'stroke="{hi}" '
                   f'stroke-dasharray="5 3" stroke-width="2"/>')
    if down > up:
        ax, ay = g.wall_xy(x, up)
        out.append(f'<rect class="run" x="{_f(ax - 3)}" y="{_f(ay - 3)}" width="{size + 6}" '
                   f'height="{_f((down - up) * pitch + size + 6)}" rx="6" fill="none" '
                   f'stroke="{hi}" stroke-dasharray="5 3" stroke-width="2"/>')
    return out


def _marks(g: Layout, lk: dict, problems: set, highlight: set, chosen: set) -> list[str]:
    """Problems in red, highlighted cells in blue, chosen cells dashed (waiting for a colour)."""
    out = []
    for cls, cells, colour in (("problem", problems, lk["problem"]), ("highlight", highlight, lk["highlight"])):
        for cell in sorted(cells):
            r = g.mark_rect(cell)
            if r is None:
                continue
            x, y, w, h = r
            fill = f'fill="{colour}" fill-opacity="0.15"' if cls == "problem" else 'fill="none"'
            out.append(f'<rect class="{cls}" x="{_f(x - 2.5)}" y="{_f(y - 2.5)}" width="{_f(w + 5)}" '
                       f'height="{_f(h + 5)}" rx="6" {fill} stroke="{colour}" stroke-width="3"/>')
    for cell in sorted(chosen):
        r = g.mark_rect(cell)
        if r is not None:
            x, y, w, h = r
            out.append(f'<rect class="chosen" x="{_f(x - 2.5)}" y="{_f(y - 2.5)}" width="{_f(w + 5)}" '
                       f'height="{_f(h + 5)}" rx="6" fill="none" stroke="{lk["highlight"]}" stroke-width="3" '
                       f'stroke-dasharray="5 3"/>')
    return out


def _targets(wall_xy, pattern_xy, floor_xy, n_floor: int, size: float, gap: float) -> list[str]:
    """Transparent tap targets over the wall spaces, the pattern-line slots and the floor entries, each taking
    in half the gap around its space (a finger on the gap still names the nearest space)."""
    out = []

    def hit(target: str, x: float, y: float, w: float, h: float) -> None:
        out.append(f'<rect class="hit" data-target="{target}" x="{_f(x - gap / 2)}" y="{_f(y - gap / 2)}" '
                   f'width="{_f(w + gap)}" height="{_f(h + gap)}"/>')

    for y in range(SIZE):
        for k in range(1, y + 2):
            x, yy = pattern_xy(SIZE - k, y)
            hit(f"line:{y + 1},{k}", x, yy, size, size)
        for x in range(SIZE):
            wx, wy = wall_xy(x, y)
            hit(f"wall:{y},{x}", wx, wy, size, size)
    for i in range(n_floor):
        x, y, s = floor_xy(i)
        hit(f"floor:{i}", x, y, s, s)
    return out


def _take_targets(g: Layout, lk: dict, lit: set) -> list[str]:
    """A take's targets: each pattern line as wide as the grid (line 1 as easy to hit as line 5) and the floor
    line, one pitch tall (44 px at a phone's 39 px spaces); the lines that can take the colour outlined."""
    out = []
    rows: list[tuple[int | str, float, float, float, float]] = [
        (y + 1, *g.pattern_xy(0, y), SIZE * g.pitch, g.pitch) for y in range(SIZE)]
    rows.append(("floor", g.px0, g.floor_top, FLOOR_SPACES * g.pitch, g.size + 16))
    for line, x, y, w, h in rows:
        if line in lit:
            n = SIZE if line == "floor" else int(line)  # a line's spaces, right-aligned; the floor's whole row
            lx, lw = (x, w - g.gap) if line == "floor" else (g.pattern_xy(SIZE - n, 0)[0], n * g.pitch - g.gap)
            out.append(f'<rect class="lit" x="{_f(lx - 2.5)}" y="{_f(y - 2.5)}" width="{_f(lw + 5)}" '
                       f'height="{_f(g.size + 5)}" rx="6" fill="{lk["lit"]}" fill-opacity="0.14" '
                       f'stroke="{lk["lit"]}" stroke-width="3"/>')
        target = "floor" if line == "floor" else f"line:{line}"
        out.append(f'<rect class="hit" data-target="{target}" x="{_f(x - g.gap / 2)}" y="{_f(y - g.gap / 2)}" '
                   f'width="{_f(w)}" height="{_f(h)}"/>')
    return out


def _word(word: str, x: float, y: float) -> str:
    """A colour word under its swatch; a long one (the first player marker) on two lines."""
    lines = [word]
    if len(word) > 9 and " " in word:
        cut = min((i for i, ch in enumerate(word) if ch == " "), key=lambda i: abs(i - len(word) / 2))
        lines = [word[:cut], word[cut + 1:]]
    spans = "".join(f'<tspan x="{_f(x)}" dy="{0 if i == 0 else 12}">{text(line)}</tspan>'
                    for i, line in enumerate(lines))
    return f'<text y="{_f(y)}" font-size="12" text-anchor="middle" fill="{look()["text"]}">{spans}</text>'


def swatches_svg(choices: Sequence[str], names: Mapping[str, str], *, width: int = 64, height: int = 46) -> str:
    """Large colour swatches with their colour word below, each a tap target "colour:<name>" (FIRST is the
    first player marker)."""
    gap, word = 6, 28
    w = len(choices) * (width + gap) + gap
    h = height + word + 2 * gap
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" role="img" '
           f'font-family="sans-serif" class="swatches">']
    for i, colour in enumerate(choices):
        x = gap + i * (width + gap)
        size = min(width, height)
        out.append(tile(x + (width - size) / 2, gap, size, colour, letters=False))
        out.append(_word(names.get(colour, colour), x + width / 2, gap + height + 13))
        out.append(f'<rect class="hit" data-target="colour:{target_attr(colour)}" x="{_f(x)}" y="0" width="{width}" '
                   f'height="{h}"/>')
    out.append("</svg>")
    return "".join(out)


def table_svg(factories: Sequence[Sequence[str]] | None, centre: Sequence[str] | None, *, size: int = 20,
              centre_label: str = "") -> str:
    """The factory displays (circles of up to 4 tiles) and the centre of the table, in one row."""
    lk = look()
    factories = list(factories or [])
    centre = list(centre or [])
    radius = size * 1.45
    pitch = radius * 2 + 10
    per_row = 6
    c_cols = min(max(len(centre), 1), per_row)
    c_rows = max(1, -(-len(centre) // per_row))
    cw = c_cols * (size + 4) + 12
    ch = c_rows * (size + 4) + 12
    width = 8 + len(factories) * pitch + cw + 8
    height = max(radius * 2, ch) + 24
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_f(width)} {_f(height)}" width="{_f(width)}" '
           f'height="{_f(height)}" role="img" font-family="sans-serif" style="max-width:100%;height:auto">']
    for i, factory in enumerate(factories):
        cx, cy = 8 + i * pitch + radius, radius + 2
        out.append(f'<circle class="factory" cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(radius)}" fill="{lk["board"]}" '
                   f'stroke="{lk["board_edge"]}" stroke-width="2"/>')
        for k, colour in enumerate(factory[:4]):
            tx = cx - size - 1 + (k % 2) * (size + 2)
            ty = cy - size - 1 + (k // 2) * (size + 2)
            out.append(tile(tx, ty, size, colour, letters=False))
        out.append(f'<text x="{_f(cx)}" y="{_f(radius * 2 + 16)}" font-size="10" text-anchor="middle" '
                   f'fill="{lk["muted"]}">{i + 1}</text>')  # as players count them, from 1
    x0 = 8 + len(factories) * pitch
    out.append(f'<rect class="centre" x="{_f(x0)}" y="2" width="{_f(cw)}" height="{_f(ch)}" rx="8" '
               f'fill="{lk["space"]}" stroke="{lk["space_edge"]}"/>')
    for k, entry in enumerate(centre):
        tx = x0 + 6 + (k % per_row) * (size + 4)
        ty = 8 + (k // per_row) * (size + 4)
        out.append(tile(tx, ty, size, entry, letters=False))
    if centre_label:
        out.append(f'<text x="{_f(x0 + cw / 2)}" y="{_f(ch + 16)}" font-size="10" text-anchor="middle" '
                   f'fill="{lk["muted"]}">{text(centre_label)}</text>')
    out.append("</svg>")
    return "".join(out)

"""The Alhambra drawn as SVG: building colours, walls as thick lines, the fountain, the longest outer wall
over them, and highlighted cells (problems, legal cells for a tile, the selected cell)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from assistant.alhambra.catalogue import SIDES, E, N, S, W, walls_mask
from assistant.paths import DATA, load_yaml
from assistant.render import esc, target_attr, text_width_em

Cell = tuple[int, int]

_SIDE_LINE = {  # (x1, y1, x2, y2) as fractions of the cell, for each side
    N: (0, 0, 1, 0),
    E: (1, 0, 1, 1),
    S: (0, 1, 1, 1),
    W: (0, 0, 0, 1),
}
_LETTER = {"N": N, "E": E, "S": S, "W": W}
MAX_SPAN = 24  # cells across: a wider Alhambra than any real one is drawn as a window around its fountain
LABEL_FONT = 0.22  # a building type's label: this share of the tile when it fits
LABEL_ROOM = 0.78  # the width a label may take: the tile less its margin and half a wall on each side
_SHORT = {"pavilion": "Pav", "seraglio": "Ser", "arcades": "Arc", "chambers": "Cha", "garden": "Gar",
          "tower": "Tow"}


@lru_cache(maxsize=1)
def look() -> dict:
    return load_yaml(DATA / "alhambra" / "look.yaml")


def _tile_body(x: float, y: float, size: float, kind: str, price, walls: int, label: str | None) -> list[str]:
    lk = look()
    fill = lk["building_colours"].get(kind, "#cccccc")
    ink = lk["text_colours"].get(kind, "#000")
    pad = size * 0.04
    out = [f'<rect x="{x + pad:.1f}" y="{y + pad:.1f}" width="{size - 2 * pad:.1f}" height="{size - 2 * pad:.1f}" '
           f'rx="{size * 0.08:.1f}" fill="{fill}" stroke="#00000033"/>']
    if kind == "fountain":
        cx, cy = x + size / 2, y + size / 2
        out.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{size * 0.28:.1f}" fill="#9fd3f0" stroke="{ink}"/>')
        out.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{size * 0.1:.1f}" fill="{ink}"/>')
    else:
        out.append(_label(x, y, size, label if label is not None else _SHORT.get(kind, kind), ink))
        out.append(f'<text x="{x + size / 2:.1f}" y="{y + size * 0.78:.1f}" font-size="{size * 0.26:.1f}" '
                   f'text-anchor="middle" fill="{ink}" font-weight="bold" font-family="sans-serif">{esc(price)}</text>')
    wall = lk["wall"]
    for side in SIDES:
        if walls & side:
            x1, y1, x2, y2 = _SIDE_LINE[side]
            out.append(f'<line x1="{x + x1 * size:.1f}" y1="{y + y1 * size:.1f}" x2="{x + x2 * size:.1f}" '
                       f'y2="{y + y2 * size:.1f}" stroke="{wall}" stroke-width="{size * 0.12:.1f}" '
                       f'stroke-linecap="square"/>')
    return out



def _tile(x: float, y: float, size: float, tile: dict, labels: dict[str, str] | None) -> list[str]:
    """A tile as the position writes it (the fountain, or a building with type, price and walls), its type
    labelled from `labels` (the page's language) when given."""
    if tile.get("fountain"):
        return _tile_body(x, y, size, "fountain", "", 0, None)
    label = (labels or {}).get(tile["type"])
    return _tile_body(x, y, size, tile["type"], tile["price"], walls_mask(tile["walls"]), label)

def label_font(label: str, size: float) -> float:
    """The font size that keeps a type's name whole inside a tile of `size` ("aposentos", "chambers" in a
    44 px strip): the usual size when it fits, else smaller, to fit the room left by the walls."""
    wide = text_width_em(label)
    return size * LABEL_FONT if wide <= 0 else min(size * LABEL_FONT, size * LABEL_ROOM / wide)


def _label(x: float, y: float, size: float, label: str, ink: str) -> str:
    font = label_font(label, size)
    # shrunk to fit: the width is also held by textLength, so a font wider than the estimate cannot clip it
    fit = (f' textLength="{size * LABEL_ROOM:.1f}" lengthAdjust="spacingAndGlyphs"'
           if font < size * LABEL_FONT else "")
    return (f'<text class="type-label" x="{x + size / 2:.1f}" y="{y + size * 0.47:.1f}" font-size="{font:.1f}"{fit} '
            f'text-anchor="middle" fill="{ink}" font-family="sans-serif">{esc(label)}</text>')


def alhambra_svg(
    cells: Iterable[dict],
    *,
    problems: Iterable[Cell] = (),
    legal: Iterable[Cell] = (),
    selected: Cell | None = None,
    wall_segments: Iterable[dict] = (),
    labels: dict[str, str] | None = None,
    title: str | None = None,
    size: int = 56,
    margin_cells: int = 1,
    clickable: bool = False,
) -> str:
    """One Alhambra as SVG. `cells` are position cells ({"x","y","fountain"} or {"x","y","type","price",
    "walls"}); `labels` maps building types to the short names shown on the tiles (the player's language).
    `clickable` draws the free cells beside the tiles as places to tap and puts a `data-target="cell:x,y"`
    over every cell, for ui/board_component."""
    cells, problems, legal = list(cells), {(x, y) for x, y in problems}, {(x, y) for x, y in legal}
    box = _bounds(cells, problems, legal, selected, margin_cells)
    if box[2] - box[0] >= MAX_SPAN or box[3] - box[1] >= MAX_SPAN:
        box, cells, problems, legal, wall_segments, selected, title = _window(
            cells, problems, legal, list(wall_segments), selected, title)
    x0, y0, x1, y1 = box
    head = 22 if title else 0
    gutter = 18
    width = (x1 - x0 + 1) * size + gutter
    height = (y1 - y0 + 1) * size + gutter + head
    lk = look()

    def px(x: int, y: int) -> tuple[float, float]:
        return gutter + (x - x0) * size, head + gutter + (y - y0) * size

    out = [_svg_open(width, height)]
    if title:
        out.append(f'<text x="4" y="16" font-size="15" font-weight="bold">{esc(title)}</text>')
    out.append(f'<title>{esc(title or "Alhambra")}</title>')
    out += _grid(px, (x0, y0, x1, y1), size, head)
    if clickable:
        out.extend(_free_cells(cells, px, size))
    for gx, gy in sorted(legal):
        x, y = px(gx, gy)
        out.append(f'<rect class="legal" x="{x + 3:.1f}" y="{y + 3:.1f}" width="{size - 6}" height="{size - 6}" '
                   f'fill="{lk["legal"]}33" stroke="{lk["legal"]}" stroke-width="2" stroke-dasharray="5 3"/>')
    for c in cells:
        x, y = px(c["x"], c["y"])
        out.extend(_tile(x, y, size, c, labels))
    out += _outlines(px, size, lk, wall_segments, problems, selected)
    if clickable:
        out += [f'<rect class="hit" data-target="cell:{gx},{gy}" x="{px(gx, gy)[0]:.1f}" y="{px(gx, gy)[1]:.1f}" '
                f'width="{size}" height="{size}"/>' for gy in range(y0, y1 + 1) for gx in range(x0, x1 + 1)]
    out.append("</svg>")
    return "".join(out)


def _outlines(px, size: int, lk: dict, wall_segments, problems: Iterable[Cell], selected) -> list[str]:
    """Drawn over the tiles: the outer walls the engine counted, the problem cells, the selected cell."""
    out = []
    for seg in wall_segments:
        x, y = px(seg["x"], seg["y"])
        x1_, y1_, x2_, y2_ = _SIDE_LINE[_LETTER[seg["side"]]]
        out.append(f'<line class="outer-wall" x1="{x + x1_ * size:.1f}" y1="{y + y1_ * size:.1f}" '
                   f'x2="{x + x2_ * size:.1f}" y2="{y + y2_ * size:.1f}" stroke="{lk["outer_wall"]}" '
                   f'stroke-width="{size * 0.06:.1f}" stroke-linecap="round"/>')
    for gx, gy in sorted(problems):
        x, y = px(gx, gy)
        out.append(f'<rect class="problem" x="{x + 1:.1f}" y="{y + 1:.1f}" width="{size - 2}" height="{size - 2}" '
                   f'fill="{lk["problem"]}22" stroke="{lk["problem"]}" stroke-width="3"/>')
    if selected is not None:
        x, y = px(*selected)
        out.append(f'<rect class="selected" x="{x + 1:.1f}" y="{y + 1:.1f}" width="{size - 2}" '
                   f'height="{size - 2}" fill="none" stroke="{lk["selected"]}" stroke-width="3"/>')
    return out


def _window(cells: list[dict], problems: set, legal: set, wall_segments: list, selected, title: str | None):
    """Tiles scattered far apart (a mistyped coordinate, a hostile file): a window around the fountain (or the
    selected cell) instead of a drawing with millions of cells; the title says how many tiles it leaves out."""
    first = next(iter([(c["x"], c["y"]) for c in cells] + list(problems) + list(legal)), (0, 0))
    cx, cy = next(((c["x"], c["y"]) for c in cells if c.get("fountain")), tuple(selected or first))
    half = MAX_SPAN // 2
    x0, x1, y0, y1 = cx - half, cx + half, cy - half, cy + half

    def inside(x: int, y: int) -> bool:
        return x0 <= x <= x1 and y0 <= y <= y1

    hidden = sum(not inside(c["x"], c["y"]) for c in cells)
    return ((x0, y0, x1, y1), [c for c in cells if inside(c["x"], c["y"])], {c for c in problems if inside(*c)},
            {c for c in legal if inside(*c)}, [s for s in wall_segments if inside(s["x"], s["y"])],
            selected if selected is None or inside(*selected) else None, f"{title or 'Alhambra'} (+{hidden} ⇱)")


def _bounds(cells: list[dict], problems: set, legal: set, selected, margin: int) -> tuple[int, int, int, int]:
    """The cells drawn: every tile, mark and the selected cell, with `margin` free cells around."""
    coords = [(c["x"], c["y"]) for c in cells] + list(problems) + list(legal)
    if selected is not None:
        coords.append(tuple(selected))
    if not coords:
        coords = [(0, 0)]
    return (min(x for x, _ in coords) - margin, min(y for _, y in coords) - margin,
            max(x for x, _ in coords) + margin, max(y for _, y in coords) + margin)


def _grid(px, box: tuple[int, int, int, int], size: int, head: int) -> list[str]:
    """Column and row numbers (the coordinates a position file uses) and the faint grid."""
    x0, y0, x1, y1 = box
    out = []
    for gx in range(x0, x1 + 1):
        x, _ = px(gx, y0)
        out.append(f'<text x="{x + size / 2:.1f}" y="{head + 13}" font-size="10" text-anchor="middle" '
                   f'fill="#888">{gx}</text>')
    for gy in range(y0, y1 + 1):
        _, y = px(x0, gy)
        out.append(f'<text x="9" y="{y + size / 2 + 4:.1f}" font-size="10" text-anchor="middle" '
                   f'fill="#888">{gy}</text>')
    for gx in range(x0, x1 + 1):
        for gy in range(y0, y1 + 1):
            x, y = px(gx, gy)
            out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{size}" height="{size}" fill="none" '
                       f'stroke="#00000014"/>')
    return out


def _free_cells(cells: Iterable[dict], px, size: int) -> list[str]:
    """The empty cells beside a tile, drawn as places to tap (a dashed square with a plus)."""
    taken = {(c["x"], c["y"]) for c in cells}
    free = {(x + dx, y + dy) for x, y in taken for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))} - taken
    out = []
    for gx, gy in sorted(free):
        x, y = px(gx, gy)
        out.append(f'<rect class="free" x="{x + 4:.1f}" y="{y + 4:.1f}" width="{size - 8}" height="{size - 8}" '
                   f'rx="6" fill="#00000008" stroke="#00000033" stroke-dasharray="4 3"/>'
                   f'<text x="{x + size / 2:.1f}" y="{y + size / 2 + 6:.1f}" font-size="18" text-anchor="middle" '
                   f'fill="#00000040">+</text>')
    return out


def tile_key(tile: dict) -> str:
    """A tile as a tap target: "tile:tower:11:NES" (the catalogue's 54 tiles are all different)."""
    return f"tile:{tile['type']}:{tile['price']}:{tile['walls']}"



def rows_of(n: int, size: int, gap: int, per_row: int = 8) -> tuple[tuple[int, int], list[tuple[int, int]]]:
    """A row of `n` squares of `size`, `per_row` a row and wrapping: the drawing's (width, height) and each
    square's top-left corner (a reserve, Dirk's pile, a hand of cards)."""
    rows = max(1, -(-n // per_row))
    spots = [(gap + (j % per_row) * (size + gap), gap + (j // per_row) * (size + gap)) for j in range(n)]
    return (per_row * (size + gap) + gap, rows * (size + gap) + gap), spots


def _svg_open(width, height, css_class: str | None = None) -> str:
    """The opening tag every Alhambra drawing shares (the board, the box, a strip of tiles, the market)."""
    cls = f' class="{css_class}"' if css_class else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}" role="img" font-family="sans-serif"{cls}>')


def _chosen(x: int, y: int, size: int, pad: int, rx: int) -> str:
    """The outline of a chosen tile or square, `pad` outside its edge."""
    return (f'<rect class="selected" x="{x - pad}" y="{y - pad}" width="{size + 2 * pad}" '
            f'height="{size + 2 * pad}" rx="{rx}" fill="none" stroke="{look()["selected"]}" stroke-width="3"/>')

def palette_svg(
    groups: Iterable[tuple[str, Iterable[tuple[dict, bool]]]],
    *,
    selected: str | None = None,
    size: int = 44,
    per_row: int = 7,
) -> str:
    """The tiles of the box, each drawn as printed, one row per building type under its name. `groups` is
    [(type name, [(tile, still in the box)])]; a tile no longer in the box is drawn faint and cannot be
    tapped; `selected` (a tile_key) is outlined. Seven 44 px tiles a row: 356 px wide, drawn at full size on
    a phone's 358 px, so each tile is a 44 px touch target (issue 16: 36 px)."""
    gap, head = 6, 14
    rows: list[tuple[str, list[tuple[dict, bool]]]] = []
    for name, tiles in groups:
        tiles = list(tiles)
        n_rows = max(1, -(-len(tiles) // per_row))
        step = -(-len(tiles) // n_rows)  # a type's tiles wrap into rows of even length: 11 -> 6 + 5
        for start in range(0, max(len(tiles), 1), step):
            rows.append((name if start == 0 else "", tiles[start:start + step]))
    width = per_row * (size + gap) + gap
    height = sum((head if name else 0) + size + gap for name, _ in rows) + gap
    out = [_svg_open(width, height, "palette")]
    y = gap
    for name, tiles in rows:
        if name:
            out.append(f'<text x="{gap}" y="{y + 9}" font-size="11" font-weight="bold" fill="#444">{esc(name)}'
                       f'</text>')
            y += head
        for i, (tile, left) in enumerate(tiles):
            x = gap + i * (size + gap)
            key = tile_key(tile)
            body = "".join(_tile_body(x, y, size, tile["type"], tile["price"], walls_mask(tile["walls"]), ""))
            if left:
                out.append(f'<g class="box-tile">{body}</g>')
                out.append(f'<rect class="hit" data-target="{target_attr(key)}" x="{x}" y="{y}" width="{size}" '
                           f'height="{size}"><title>{esc(name or tile["type"])} {esc(tile["price"])}</title></rect>')
            else:
                out.append(f'<g class="used-tile" opacity="0.18">{body}</g>')
            if key == selected:
                out.append(_chosen(x, y, size, 2, 6))
        y += size + gap
    out.append("</svg>")
    return "".join(out)


def strip_svg(tiles: Iterable[dict], prefix: str, *, selected: int | None = None, size: int = 44,
              labels: dict[str, str] | None = None) -> str:
    """A row of loose tiles (a reserve board, Dirk's pile), each a target "<prefix>:<index>"."""
    tiles = list(tiles)
    (width, height), spots = rows_of(len(tiles), size, 4)
    out = [_svg_open(width, height, "strip")]
    for j, ((x, y), tile) in enumerate(zip(spots, tiles, strict=True)):
        out.extend(_tile(x, y, size, tile, labels))
        if j == selected:
            out.append(_chosen(x, y, size, 2, 6))
        out.append(f'<rect class="hit" data-target="{target_attr(prefix)}:{j}" x="{x}" y="{y}" width="{size}" '
                   f'height="{size}"/>')
    out.append("</svg>")
    return "".join(out)


def tile_svg(tile: dict, size: int = 44, label: str | None = None) -> str:
    """One building tile (or the fountain) alone, for pickers and legends."""
    body = _tile(0, 0, size, tile, None if label is None else {str(tile.get("type")): label})
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" width="{size}" '
            f'height="{size}">' + "".join(body) + "</svg>")


def market_svg(squares: Iterable[tuple[str, str, dict | None]], *, selected: str | None = None, size: int = 48,
               labels: dict[str, str] | None = None) -> str:
    """The market: one square per currency (`squares` is [(currency, its name, tile or None)]), edged in the
    currency's colour, each a target "market:<currency>"; an empty square is drawn as a place to tap and
    `selected` (a currency) is outlined."""
    squares = list(squares)
    gap, head = 10, 16
    width = len(squares) * (size + gap) + gap
    height = head + size + 2 * gap
    lk = look()
    out = [_svg_open(width, height, "market")]
    for i, (currency, name, tile) in enumerate(squares):
        x, y = gap + i * (size + gap), gap + head
        colour = lk["currency_colours"].get(currency, "#888888")
        out.append(f'<text x="{x + size / 2}" y="{gap + 10}" font-size="11" text-anchor="middle" '
                   f'fill="#444">{esc(name)}</text>')
        out.append(f'<rect x="{x - 3}" y="{y - 3}" width="{size + 6}" height="{size + 6}" rx="6" '
                   f'fill="{colour}33" stroke="{colour}" stroke-width="3"/>')
        if tile is None:
            out.append(f'<text class="free" x="{x + size / 2}" y="{y + size / 2 + 7}" font-size="20" '
                       f'text-anchor="middle" fill="#00000055">+</text>')
        else:
            out.extend(_tile(x, y, size, tile, labels))
        if currency == selected:
            out.append(_chosen(x, y, size, 5, 7))
        out.append(f'<rect class="hit" data-target="{target_attr("market:" + currency)}" x="{x - 3}" y="{y - 3}" '
                   f'width="{size + 6}" height="{size + 6}"><title>{esc(name)}</title></rect>')
    out.append("</svg>")
    return "".join(out)

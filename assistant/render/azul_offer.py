"""The factory offer drawn to be tapped (Azul turn by turn): the factory displays as plates of four tiles, a
few a row, and the centre below them with its tiles grouped by colour (a count beside each), the first player
marker first. Every tile is a 44 px tap target at the default size, so a phone's 358 px take three plates a row.

Targets (ui/board_component): a take names what it takes, "take:<factory>:<colour>" (factories counted from 0,
as the step JSON does) or "take:centre:<colour>"; while the factories are dealt, a tile tapped is taken back,
"back:<factory>:<slot>", and the plate that the next colour goes to is outlined. Pure: plain data in, SVG out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from assistant.azul.components import FIRST
from assistant.render import target_attr
from assistant.render.azul import _f, look, text, tile

PER_FACTORY = 4  # the slots drawn on a plate: data/azul/components.yaml tiles_per_factory, passed by the page


def offer_svg(factories: Sequence[Sequence[str]], centre: Sequence[str] = (), *, per_row: int = 3,
              size: int = 40, targets: str | None = None, chosen: tuple | None = None, filling: int | None = None,
              slots: int = PER_FACTORY, centre_label: str = "", marks: Mapping[str, str] | None = None) -> str:
    """The factories and the centre. `targets`: "take" (each colour of a plate or of the centre), "back" (each
    tile dealt), None (a drawing only). `chosen` = (factory or "centre", colour): the tiles a take would take,
    outlined; `filling`: the plate the next dealt colour goes to, outlined."""
    lk = look()
    gap = round(size * 0.1)
    pitch = size + gap
    plate = 2 * pitch + gap  # 2 x 2 tiles
    step = plate + gap + 2
    rows = max(1, -(-len(factories) // per_row))
    width = max(per_row * step, 6 * (size + 16) + gap) + 8
    centre_top = rows * step + 6
    height = centre_top + size + 2 * gap + 4
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_f(width)} {_f(height)}" width="{_f(width)}" '
           f'height="{_f(height)}" role="img" font-family="sans-serif" class="offer">']
    for i, factory in enumerate(factories):
        x, y = 4 + (i % per_row) * step, 4 + (i // per_row) * step
        out.extend(_plate(i, list(factory), x, y, plate, size, gap, slots, lk, targets, chosen, filling, marks))
    out.extend(_centre(list(centre), centre_top, width, size, gap, lk, targets, chosen, centre_label, marks))
    out.append("</svg>")
    return "".join(out)


def _plate(i: int, factory: list[str], x: float, y: float, plate: float, size: int, gap: int, slots: int,
           lk: dict, targets: str | None, chosen: tuple | None, filling: int | None,
           marks: Mapping[str, str] | None) -> list[str]:
    pitch = size + gap
    edge = lk["highlight"] if filling == i else lk["board_edge"]
    dash = ' stroke-dasharray="6 4"' if filling == i else ""
    out = [f'<rect class="factory" x="{_f(x)}" y="{_f(y)}" width="{_f(plate)}" height="{_f(plate)}" '
           f'rx="{_f(plate * 0.3)}" fill="{lk["board"]}" stroke="{edge}" stroke-width="{3 if filling == i else 2}"'
           f'{dash}/>']
    for k in range(max(slots, len(factory))):
        tx, ty = x + gap + (k % 2) * pitch, y + gap + (k // 2) * pitch
        if k >= len(factory):
            out.append(f'<rect class="slot" x="{_f(tx)}" y="{_f(ty)}" width="{size}" height="{size}" '
                       f'rx="{_f(size * 0.14)}" fill="{lk["space"]}" stroke="{lk["space_edge"]}" '
                       f'stroke-dasharray="3 3"/>')
            continue
        colour = factory[k]
        out.append(tile(tx, ty, size, colour, marks=marks))
        if chosen == (i, colour):
            out.append(_outline(tx, ty, size, size, lk["highlight"]))
        target = {"take": f"take:{i}:{target_attr(colour)}", "back": f"back:{i}:{k}"}.get(targets or "")
        if target:
            out.append(f'<rect class="hit" data-target="{target}" x="{_f(tx - gap / 2)}" y="{_f(ty - gap / 2)}" '
                       f'width="{pitch}" height="{pitch}"/>')
    out.append(f'<circle cx="{_f(x + 7)}" cy="{_f(y + 7)}" r="9" fill="{lk["board_edge"]}"/>'
               f'<text x="{_f(x + 7)}" y="{_f(y + 11)}" font-size="11" font-weight="bold" text-anchor="middle" '
               f'fill="#fff">{i + 1}</text>')  # as players count them, from 1
    return out


def _centre(centre: list[str], top: float, width: float, size: int, gap: int, lk: dict, targets: str | None,
            chosen: tuple | None, label: str, marks: Mapping[str, str] | None) -> list[str]:
    """One cell a colour (its tile and how many lie there), the marker first: a colour is taken whole."""
    counts = Counter(centre)
    order = ([FIRST] if FIRST in counts else []) + [c for c in dict.fromkeys(centre) if c != FIRST]
    cell = size + 16
    out = [f'<rect class="centre" x="4" y="{_f(top)}" width="{_f(width - 8)}" height="{_f(size + 2 * gap)}" '
           f'rx="10" fill="{lk["space"]}" stroke="{lk["space_edge"]}"/>']
    if label:  # at the bar's far end, under any tile that reaches it: no row of its own (a phone's height)
        out.append(f'<text x="{_f(width - 14)}" y="{_f(top + gap + size * 0.62)}" font-size="12" '
                   f'text-anchor="end" fill="{lk["muted"]}">{text(label)}</text>')
    for n, colour in enumerate(order):
        x, y = 4 + gap + n * cell, top + gap
        out.append(tile(x, y, size, colour, marks=marks))
        if counts[colour] > 1:
            out.append(f'<text x="{_f(x + size + 3)}" y="{_f(y + size * 0.66)}" font-size="13" font-weight="bold" '
                       f'fill="{lk["text"]}">{counts[colour]}</text>')
        if chosen == ("centre", colour):
            out.append(_outline(x, y, size, size, lk["highlight"]))
        if targets == "take" and colour != FIRST:
            out.append(f'<rect class="hit" data-target="take:centre:{target_attr(colour)}" x="{_f(x - gap / 2)}" '
                       f'y="{_f(top)}" width="{cell - 2}" height="{_f(size + 2 * gap)}"/>')
    return out


def _outline(x: float, y: float, w: float, h: float, colour: str) -> str:
    return (f'<rect class="chosen" x="{_f(x - 2.5)}" y="{_f(y - 2.5)}" width="{_f(w + 5)}" height="{_f(h + 5)}" '
            f'rx="6" fill="none" stroke="{colour}" stroke-width="3.5"/>')

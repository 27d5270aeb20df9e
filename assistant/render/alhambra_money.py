"""Alhambra money cards drawn to be tapped (the Table page's end of the game): the grid of every card of the
deck, a currency a column and a value a row, each cell a target "card:<currency>:<value>", and a hand as a row
of cards, each a target "hand:<index>". Pure functions from plain data to SVG text; names are escaped (esc)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from assistant.render import esc, target_attr
from assistant.render.alhambra import _svg_open, look, rows_of

DARK_INK = {"yellow", "orange"}  # light card colours take dark text (as ui/alhambra_money's chips)
CELL_W, CELL_H, GAP, HEAD = 84, 44, 4, 18  # four 84 px columns: 352 px, a phone's width; 44 px touch targets


def _colours(currency: str) -> tuple[str, str]:
    return look()["currency_colours"].get(currency, "#888888"), "#1a1a1a" if currency in DARK_INK else "#ffffff"


def card_target(currency: str, value: int) -> str:
    return f"card:{currency}:{value}"


def money_grid_svg(currencies: Sequence[tuple[str, str]], values: Iterable[int],
                   held: Iterable[tuple[str, int]] = ()) -> str:
    """Every card of the deck: `currencies` [(currency, its name)] as columns, `values` as rows; a card the
    hand holds carries how many (×2)."""
    values = list(values)
    counts = Counter(held)
    width = len(currencies) * (CELL_W + GAP) + GAP
    height = HEAD + len(values) * (CELL_H + GAP) + GAP
    out = [_svg_open(width, height, "money-grid")]
    for i, (cur, name) in enumerate(currencies):
        x = GAP + i * (CELL_W + GAP)
        bg, ink = _colours(cur)
        out.append(f'<text x="{x + CELL_W / 2:.0f}" y="13" font-size="12" font-weight="bold" text-anchor="middle" '
                   f'fill="#333">{esc(name)}</text>')
        for j, value in enumerate(values):
            y = HEAD + GAP + j * (CELL_H + GAP)
            n = counts[(cur, value)]
            out.append(f'<rect x="{x}" y="{y}" width="{CELL_W}" height="{CELL_H}" rx="6" fill="{esc(bg)}"/>')
            out.append(f'<text x="{x + CELL_W / 2:.0f}" y="{y + 26}" font-size="17" font-weight="bold" '
                       f'text-anchor="middle" fill="{ink}">{esc(value)}</text>')
            if n:
                out.append(f'<text class="held" x="{x + CELL_W - 6}" y="{y + 14}" font-size="11" '
                           f'text-anchor="end" fill="{ink}">×{n}</text>')
            out.append(f'<rect class="hit" data-target="{target_attr(card_target(cur, value))}" x="{x}" y="{y}" '
                       f'width="{CELL_W}" height="{CELL_H}" fill="transparent"><title>{esc(name)} {esc(value)}'
                       f'</title></rect>')
    out.append("</svg>")
    return "".join(out)


def hand_svg(cards: Sequence[dict], names: dict[str, str], size: int = 44, *, prefix: str = "hand",
             selected: Iterable[int] = ()) -> str:
    """A hand (or the money row) as cards in a row (eight a row), each a target "<prefix>:<index>"; the cards
    at `selected` (chosen to take or to pay) are outlined."""
    chosen = set(selected)
    (width, height), spots = rows_of(len(cards), size, GAP)
    out = [_svg_open(width, height, "hand")]
    for j, ((x, y), card) in enumerate(zip(spots, cards, strict=True)):
        bg, ink = _colours(card["currency"])
        out.append(f'<rect x="{x}" y="{y}" width="{size}" height="{size}" rx="6" fill="{esc(bg)}"/>')
        out.append(f'<text x="{x + size / 2:.0f}" y="{y + size / 2 + 6:.0f}" font-size="17" font-weight="bold" '
                   f'text-anchor="middle" fill="{ink}">{esc(card["value"])}</text>')
        if j in chosen:
            out.append(f'<rect class="chosen" x="{x + 2}" y="{y + 2}" width="{size - 4}" height="{size - 4}" rx="5" '
                       f'fill="none" stroke="#1f77ff" stroke-width="4"/>')
        out.append(f'<rect class="hit" data-target="{target_attr(prefix)}:{j}" x="{x}" y="{y}" width="{size}" '
                   f'height="{size}" fill="transparent"><title>{esc(names.get(card["currency"], card["currency"]))} '
                   f'{esc(card["value"])}</title></rect>')
    out.append("</svg>")
    return "".join(out)

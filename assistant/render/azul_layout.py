"""Where everything of one Azul player board goes (assistant/render/azul.py draws it): the pattern grid on the
left, the wall on the right, the floor line below, overflow on the lid, the marker beside. `stacked` puts the
wall under the pattern grid instead: five spaces across rather than ten, so that on a phone's 358 px every
space is a 44 px tap target. `wall_size` draws the wall smaller than the pattern lines, beside them (a phone's
take: only the lines and the floor are tapped, at 44 px, and the whole board still fits above the fold)."""

from __future__ import annotations

from dataclasses import dataclass

from assistant.azul.components import FLOOR_SPACES, FLOOR_Y, LINE_X, SIZE

Cell = tuple[int, int]


@dataclass(frozen=True)
class Layout:
    """Where everything of one board goes: the pattern grid left, the wall right, the floor below."""

    size: int
    floor_n: int
    beside: bool
    stacked: bool = False
    margin: int = 12
    head: int = 30
    label_w: int = 16
    arrow: int = 18
    wall_size: int | None = None  # the wall's spaces, when smaller than the pattern lines'

    @property
    def gap(self) -> int:
        return max(3, round(self.size * 0.13))

    @property
    def pitch(self) -> int:
        return self.size + self.gap

    @property
    def wsize(self) -> int:
        return self.wall_size or self.size

    @property
    def wgap(self) -> int:
        return max(2, round(self.wsize * 0.13)) if self.wall_size else self.gap

    @property
    def wpitch(self) -> int:
        return self.wsize + self.wgap

    @property
    def top(self) -> int:
        return self.margin + self.head + 14  # room for the wall's column numbers

    @property
    def px0(self) -> int:
        return self.margin + self.label_w  # pattern grid, 5 columns; line n uses the rightmost n

    @property
    def wx0(self) -> int:
        return self.px0 if self.stacked else self.px0 + SIZE * self.pitch + self.arrow

    @property
    def wall_top(self) -> int:
        """The wall's first row: beside the pattern lines, or under them (room for its column numbers)."""
        return self.top + SIZE * self.pitch + 16 if self.stacked else self.top

    @property
    def floor_top(self) -> int:
        if self.stacked:
            return self.wall_top + SIZE * self.wpitch + 12
        return self.top + SIZE * max(self.pitch, self.wpitch) + 12

    @property
    def small(self) -> float:
        return self.size * 0.62

    @property
    def ox0(self) -> int:
        return self.px0 + FLOOR_SPACES * self.pitch + 8

    @property
    def extra_w(self) -> float:
        over = max(0, self.floor_n - FLOOR_SPACES)
        return (over * (self.small + 3) + 8) if over else 0

    @property
    def beside_x(self) -> float:
        return self.ox0 + self.extra_w + (4 if self.floor_n > FLOOR_SPACES else 0)

    @property
    def width(self) -> float:
        return max(self.wx0 + SIZE * self.wpitch - self.wgap + self.margin,
                   self.beside_x + (self.size + 70 if self.beside else 0) + self.margin)

    @property
    def height(self) -> float:
        return self.floor_top + self.size + 18 + self.margin

    def wall_xy(self, x: int, y: int) -> tuple[float, float]:
        return self.wx0 + x * self.wpitch, self.wall_top + y * self.wpitch

    def pattern_xy(self, col: int, y: int) -> tuple[float, float]:
        return self.px0 + col * self.pitch, self.top + y * self.pitch

    def floor_xy(self, i: int) -> tuple[float, float, float]:
        if i < FLOOR_SPACES:
            return self.px0 + i * self.pitch, self.floor_top, self.size
        return self.ox0 + (i - FLOOR_SPACES) * (self.small + 3), self.floor_top + (self.size - self.small) / 2, \
            self.small

    def mark_rect(self, cell: Cell) -> tuple[float, float, float, float] | None:
        """The box a mark outlines: a floor entry, a whole pattern line, or a wall space."""
        cx, cy = cell
        if cy == FLOOR_Y and cx >= 0:
            x, y, s = self.floor_xy(cx)
            return x, y, s, s
        if cx == LINE_X and 0 <= cy < SIZE:
            x, y = self.pattern_xy(SIZE - 1 - cy, cy)
            return x, y, (cy + 1) * self.pitch - self.gap, self.size
        if 0 <= cx < SIZE and 0 <= cy < SIZE:
            x, y = self.wall_xy(cx, cy)
            return x, y, self.wsize, self.wsize
        return None

"""ui/qr.py: a table's link as a QR code drawn locally, modules only (the link never in the markup)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from ui.qr import QUIET, modules, qr_svg

LINK = "http://localhost:8501/table?t=" + "Ab3_-" * 6 + "xY"
SVG = "{http://www.w3.org/2000/svg}"


def dark_cells(svg: str) -> set[tuple[int, int]]:
    path = ET.fromstring(svg).find(f"{SVG}path")
    assert path is not None
    return {(int(x), int(y)) for x, y in re.findall(r"M(\d+) (\d+)h1v1h-1z", path.get("d", ""))}


def finder_at(grid: list[list[bool]], x0: int, y0: int) -> bool:
    """The 7×7 finder pattern: a dark ring, a light ring, a dark 3×3 core."""
    for dy in range(7):
        for dx in range(7):
            ring = max(abs(dx - 3), abs(dy - 3))
            if grid[y0 + dy][x0 + dx] != (ring != 2):
                return False
    return True


def test_the_code_is_a_qr_symbol_of_a_standard_size_with_three_finder_patterns():
    grid = modules(LINK)
    n = len(grid)
    side = n - 2 * QUIET
    assert all(len(row) == n for row in grid)
    assert (side - 17) % 4 == 0 and 21 <= side <= 177  # version (side-17)/4
    far = QUIET + side - 7
    assert finder_at(grid, QUIET, QUIET) and finder_at(grid, far, QUIET) and finder_at(grid, QUIET, far)
    assert not finder_at(grid, far, far)


def test_the_quiet_zone_is_four_light_modules_on_every_side():
    grid = modules(LINK)
    n = len(grid)
    cells = dark_cells(qr_svg(LINK))
    assert cells == {(x, y) for y in range(n) for x in range(n) if grid[y][x]}
    assert all(QUIET <= x < n - QUIET and QUIET <= y < n - QUIET for x, y in cells)
    assert any(x == QUIET for x, _ in cells) and any(y == n - QUIET - 1 for _, y in cells)


def test_the_svg_is_square_and_sized_in_modules():
    root = ET.fromstring(qr_svg(LINK, size_px=300))
    n = len(modules(LINK))
    assert root.get("viewBox") == f"0 0 {n} {n}"
    assert root.get("width") == root.get("height") == "300"


def test_another_link_gives_another_code():
    other = LINK[:-1] + ("z" if LINK[-1] != "z" else "y")
    assert dark_cells(qr_svg(LINK)) != dark_cells(qr_svg(other))
    assert qr_svg(LINK) == qr_svg(LINK)  # the same link, the same drawing


@pytest.mark.parametrize("url", [LINK, 'http://x/table?t=<script>alert(1)</script>"&amp;', "http://x/?t=a]]>--"])
def test_the_link_is_never_in_the_markup_only_modules(url):
    svg = qr_svg(url)
    root = ET.fromstring(svg)  # well-formed whatever the link
    assert [el.tag for el in root.iter()] == [f"{SVG}svg", f"{SVG}rect", f"{SVG}path"]
    assert "table?t" not in svg and "script" not in svg and "http://x" not in svg
    assert not "".join(root.itertext()).strip()


@pytest.mark.parametrize("bad", ["", "x" * 1001, None, 42])
def test_no_link_no_code(bad):
    with pytest.raises(ValueError):
        qr_svg(bad)


@pytest.mark.parametrize("url", [LINK, "http://192.168.1.20:8501/table?t=" + "z" * 32, "https://例え.jp/table?t=ü"])
def test_the_drawing_decodes_back_to_the_link(url):
    """The SVG's own modules, rasterized (8 px a module) and read by ZXing (zxing-cpp, a test requirement)."""
    zxingcpp = pytest.importorskip("zxingcpp")
    import numpy as np

    svg = qr_svg(url)
    n = int(ET.fromstring(svg).get("viewBox", "").split()[2])
    grid = np.full((n, n), 255, dtype=np.uint8)
    for x, y in dark_cells(svg):
        grid[y, x] = 0
    image = np.kron(grid, np.ones((8, 8), dtype=np.uint8))
    assert [r.text for r in zxingcpp.read_barcodes(image)] == [url]

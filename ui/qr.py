"""A table's link as a QR code, drawn here (the `qrcode` package encodes, this draws): an inline SVG of dark
modules only, so a phone at the table joins by its camera and nothing is fetched from anywhere.

The link is outside text (it carries the table's token): the drawing holds no text at all, neither the link
nor a title, only the modules as one path; the page shows the link beside it as text."""

from __future__ import annotations

from functools import lru_cache

import qrcode
from qrcode.constants import ERROR_CORRECT_M

QUIET = 4  # modules of light margin on each side: the QR standard's quiet zone, which cameras need
MAX_URL = 1000  # a table's link is well under 100 characters; longer is no link of ours


def modules(url: str) -> list[list[bool]]:
    """The code's modules, quiet zone included (True: dark), at the smallest version that holds the link."""
    if not isinstance(url, str) or not url or len(url) > MAX_URL:
        raise ValueError("a QR code is made of a link of 1 to 1000 characters")
    code = qrcode.QRCode(border=QUIET, error_correction=ERROR_CORRECT_M)
    code.add_data(url.encode("utf-8"))
    code.make(fit=True)
    return [[bool(cell) for cell in row] for row in code.get_matrix()]


@lru_cache(maxsize=64)
def qr_svg(url: str, size_px: int = 240) -> str:
    """The QR code of `url` as an SVG string: a white square and one black path, one unit a module. Kept by
    its link: a table's page draws it on every run (a tenth of a tap's server CPU, bench/results)."""
    grid = modules(url)
    n = len(grid)
    path = "".join(f"M{x} {y}h1v1h-1z" for y, row in enumerate(grid) for x, dark in enumerate(row) if dark)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {n} {n}" width="{int(size_px)}" '
            f'height="{int(size_px)}" shape-rendering="crispEdges" role="img">'
            f'<rect width="{n}" height="{n}" fill="#ffffff"/><path fill="#000000" d="{path}"/></svg>')


def table_link(token: str, page_url: str | None) -> str:
    """The table's private link as the browser reaches this server (`page_url`: st.context.url, any page):
    its scheme and host, then /table?t=TOKEN; without a page address, the link from the server's root."""
    from urllib.parse import urlsplit

    parts = urlsplit(page_url or "")
    root = f"{parts.scheme}://{parts.netloc}" if parts.scheme in ("http", "https") and parts.netloc else ""
    return f"{root}/table?t={token}"

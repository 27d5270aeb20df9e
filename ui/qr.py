"""PLACEHOLDER for the tablepage helper's own testing only: the coordinator takes the real ui/qr.py (a QR code
drawn locally) from another helper. Same signature; this one draws a plain square with no code in it."""

from __future__ import annotations

from html import escape


def qr_svg(url: str) -> str:
    """An SVG string standing for the QR code of `url` (a placeholder: no code is drawn)."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">'
            f'<title>{escape(url)}</title><rect x="1" y="1" width="118" height="118" fill="none" stroke="#000"/>'
            f'</svg>')

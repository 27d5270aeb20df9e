"""SVG drawings of the boards: pure functions from plain data to SVG text (no streamlit, no I/O).

Every text that may come from a user (player names above all) goes through `esc`.
"""

from html import escape

# The app shows drawings through Markdown, which would turn `*x*` in a name into <em>, an element the HTML
# parser does not allow inside an SVG, ending the drawing there. Such characters become character
# references, which Markdown leaves alone and the SVG shows as themselves.
_MARKDOWN = str.maketrans({c: f"&#{ord(c)};" for c in "*_`~[]\\$:|!^{}#"} | {"\n": " ", "\r": " "})


def esc(value) -> str:
    """User text for SVG/HTML text content: HTML-escaped and safe from Markdown."""
    return escape(str(value), quote=True).translate(_MARKDOWN)

"""SVG drawings of the boards: pure functions from plain data to SVG text (no streamlit, no I/O).

Every text that may come from a user (player names above all) goes through `esc`, exactly once.
"""

import html
import re
import unicodedata

# The app shows drawings through st.markdown (unsafe_allow_html), and a one-line SVG is inline HTML inside a
# Markdown paragraph: the text between its tags is still Markdown. `*x*` in a name would become <em>, which
# the HTML parser does not allow inside an SVG, ending the drawing there. So HTML's and Markdown's special
# characters become numeric character references, in a single pass (an earlier two-pass version escaped the
# `#` of its own `&#x27;`, and O'Brien was drawn as O&#x27;Brien). Emoji and icon shortcodes (`:smile:`) and
# literal autolinks (`http://`, `www.`, `a@b.c`) are found in text *after* references are decoded: an
# invisible WORD JOINER before `:` and `@` and after `www` stops them.
_WJ = "\u2060"
_HTML = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"}
_TABLE = {ord(c): f"&#{ord(c)};" for c in "*_`~[]\\$|!^{}#"} | {ord(c): e for c, e in _HTML.items()} | {
    ord(":"): _WJ + "&#58;", ord("@"): _WJ + "&#64;", ord("\n"): " ", ord("\r"): " ", ord("\t"): " "}
_WWW = re.compile(r"(?i)(www)(?=\.)")


def esc(value) -> str:
    """User text for SVG/HTML text content and attribute values: shown as itself, never as markup."""
    text = "".join(c if ord(c) >= 32 and ord(c) != 127 else " " for c in str(value))
    return _WWW.sub(r"\1" + _WJ, text).translate(_TABLE)


def target_attr(value) -> str:
    """A tap target's name (`data-target`): the app's own keys, read back by the board component, so they
    are escaped for an attribute only (esc's word joiners would change the key the page receives)."""
    return html.escape(str(value), quote=True)


def text_width_em(text: str) -> float:
    """A text's width in ems, estimated (no font metrics here): a full-width (CJK) character is 1 em, m and w
    0.92, a capital 0.72, any other character 0.62, on the wide side of sans-serif fonts so a text fitted by
    this estimate is not clipped."""
    def em(c: str) -> float:
        if unicodedata.east_asian_width(c) in ("W", "F"):
            return 1.0
        return 0.92 if c in "mwMW" else 0.72 if c.isupper() else 0.62
    return sum(em(c) for c in text)

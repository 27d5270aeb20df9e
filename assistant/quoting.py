"""Quoting outside input inside a message: at most ~80 characters of it, so that a one-million-character key
or a 100 kB player name still gives one short, readable line (and a log that is not flooded)."""

from __future__ import annotations

from typing import Any

LIMIT = 80
ELLIPSIS = "…"


def clip(text: Any, limit: int = LIMIT) -> str:
    """`text` as a string of at most `limit` characters, cut with an ellipsis; control characters escaped
    (a line break in a name would break the one line)."""
    text = text if isinstance(text, str) else _str(text)
    if not text.isprintable():
        text = "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text[: limit * 2])
    return text if len(text) <= limit else text[: limit - 1] + ELLIPSIS


def quote(value: Any, limit: int = LIMIT) -> str:
    """A value in quotes the way repr() shows it, clipped: 'Ana', 'xxxxx…'."""
    if isinstance(value, str):  # repr() escapes control characters itself
        return repr(value if len(value) <= limit else value[: limit - 1] + ELLIPSIS)
    return clip(_str(value, repr_=True), limit)


def _str(value: Any, repr_: bool = False) -> str:
    """str() or repr() of anything, short: huge integers (which Python refuses to print past 4300 digits)
    are named by their size, big containers by their type and length."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 256:
        return f"a {len(str(value)) if value.bit_length() < 13_000 else 'huge'}-digit number"
    if isinstance(value, list | tuple | dict | set | frozenset | bytes) and len(value) > LIMIT:
        return f"a {type(value).__name__} of {len(value)} items"
    try:
        return repr(value) if repr_ else str(value)
    except Exception:  # a value whose repr fails or is refused: name its type
        return type(value).__name__

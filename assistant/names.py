"""Player names, one rule for every game: what a name may hold, and when two names are the same name.

A name is what players read on the screen, in drawings and in exported files, so it must look like what it
is. Refused (the position is unreadable, with a line saying which character and where), never silently
removed, so a file always means exactly what it says:

- control characters (Unicode category Cc: NUL, tab, line breaks, escape sequences), line and paragraph
  separators (Zl, Zp);
- format characters (Cf): zero-width space/non-joiner/joiner (U+200B-U+200D), word joiner (U+2060), BOM
  (U+FEFF), soft hyphen, the bidirectional embeddings, overrides and isolates (U+202A-U+202E,
  U+2066-U+2069) that reverse the text around them, tag characters;
- private-use (Co) and surrogate (Cs) code points, which show as nothing or as boxes.

Two names that are equal after Unicode NFC normalisation and trimming blanks at both ends are the same name:
"Ayşe" typed with a combining cedilla and with a precomposed ş, or "Ana" and "Ana ", cannot be two players.
"""

from __future__ import annotations

import unicodedata

MAX_LENGTH = 40
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Co", "Cs", "Zl", "Zp"})


def _bmp_class() -> str:
    """The refused characters of the Basic Multilingual Plane as a regex character class body of \\uXXXX
    ranges: valid both in Python and in ECMA-262, the dialect of JSON Schema's `pattern`."""
    ranges: list[list[int]] = []
    for code in range(0x10000):
        if unicodedata.category(chr(code)) in REFUSED_CATEGORIES:
            if ranges and ranges[-1][1] == code - 1:
                ranges[-1][1] = code
            else:
                ranges.append([code, code])
    return "".join(f"\\u{a:04X}" if a == b else f"\\u{a:04X}-\\u{b:04X}" for a, b in ranges)


# For the exported JSON Schema: at least one non-blank character, none of the refused ones (characters
# beyond U+FFFF are checked by `name_problem`; the schema's pattern covers the BMP).
PATTERN = f"^(?=[^{_bmp_class()}]*\\S)[^{_bmp_class()}]*$"
JSON_SCHEMA = {"type": "string", "minLength": 1, "maxLength": MAX_LENGTH, "pattern": PATTERN,
               "description": "a player's name: 1-40 characters, at least one visible, no control, invisible "
                              "(zero-width), bidirectional-override or private-use characters"}


def hidden_character(name: str) -> tuple[int, str] | None:
    """(position from 1, character) of the first refused character of the name, or None."""
    return next(((i + 1, ch) for i, ch in enumerate(name) if unicodedata.category(ch) in REFUSED_CATEGORIES), None)


def code_point(ch: str) -> str:
    """'U+200B (ZERO WIDTH SPACE)': a character that cannot be shown, named."""
    return f"U+{ord(ch):04X} ({unicodedata.name(ch, 'unnamed')})"


def name_problem(name: str) -> str | None:
    """Why this name is refused (one short line), or None when it is fine."""
    if not name.strip():
        return "a player's name is empty"
    hidden = hidden_character(name)
    if hidden:
        return (f"a player's name holds the invisible or control character {code_point(hidden[1])} "
                f"at position {hidden[0]}; names are shown as typed")
    return None


def check_name(name: str) -> str:
    """A pydantic after-validator: the name unchanged, or ValueError with the reason."""
    problem = name_problem(name)
    if problem:
        raise ValueError(problem)
    return name


def name_key(name: str) -> str:
    """Two names with the same key are the same name (NFC, blanks at both ends trimmed)."""
    return unicodedata.normalize("NFC", name).strip()


def first_duplicate(names: list[str]) -> str | None:
    """The first name that is the same name as an earlier one (by name_key), or None."""
    seen: set[str] = set()
    for name in names:
        key = name_key(name)
        if key in seen:
            return name
        seen.add(key)
    return None

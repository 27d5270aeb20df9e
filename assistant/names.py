"""Player names, one rule for every game and the ledger: what a name may hold, and when two names are the same name.

A name is what players read on the screen, in drawings and in exported files, so it must look like what it
is. Refused (the position is unreadable, with a line saying which character and where), never silently
removed, so a file always means exactly what it says:

- control characters (Unicode category Cc: NUL, tab, line breaks, escape sequences), line and paragraph
  separators (Zl, Zp);
- format characters (Cf): zero-width space (U+200B), word joiner (U+2060), BOM (U+FEFF), soft hyphen, the
  bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) that reverse the text around
  them, tag characters; the zero-width joiner and non-joiner only where a script or an emoji needs them (below);
- every other default-ignorable code point (Unicode's list of characters drawn as nothing: the combining grapheme
  joiner U+034F, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, the Mongolian and Khmer invisibles, ...)
  and the braille blank U+2800, which looks like a space that trimming does not remove;
- private-use (Co) and surrogate (Cs) code points, which show as nothing or as boxes.

Kept where they belong, because they change what is drawn: a variation selector right after a visible character
(❤️, 1️⃣, a Japanese ideographic variant 葛󠄀), the zero-width joiner between two emoji (👨‍👩‍👧, 🏳️‍🌈) or after a
virama (Sinhala ශ්‍රී), the zero-width non-joiner between Arabic-script letters or after a virama (Persian
compound surnames), tag characters in a subdivision flag (🏴 + tags + cancel tag). Anywhere else they are
refused like the rest. A name needs at least one visible character: one that is none of these, no blank and no
combining mark (a name of marks alone or of blanks is empty).

Two names are the same name when they read the same: equal after Unicode compatibility normalisation (NFKC),
case folding, dropping the invisible characters kept above, trimming blanks at both ends and counting a run of
blanks as one. So "Ana" beside "ana", "ANA", "Ａｎａ" (full width), "Ana" + U+FE0F or "Ana " cannot be two players;
nor can "Ayşe" typed with a combining cedilla and with a precomposed ş. Case counts as the same because at a
table names are said aloud and read off a score sheet, where Ana and ana are one person: two players told apart
by letter case alone are a typo, and the ledger, which keeps a club's history by name, must not split one
person in two. The rule only refuses more duplicates; a name is still kept exactly as it was written.
"""

from __future__ import annotations

import functools
import re
import unicodedata

MAX_LENGTH = 40
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Co", "Cs", "Zl", "Zp"})
# Default_Ignorable_Code_Point (Unicode DerivedCoreProperties.txt), as ranges, and the blank braille pattern.
IGNORABLE = ((0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160), (0x17B4, 0x17B5),
             (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x206F), (0x3164, 0x3164),
             (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3),
             (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF))
BLANKS = frozenset({0x2800})  # BRAILLE PATTERN BLANK: drawn as a space, not whitespace to str.strip()
ZWNJ, ZWJ, BLACK_FLAG, CANCEL_TAG = 0x200C, 0x200D, 0x1F3F4, 0xE007F
VARIATION_SELECTORS = ((0xFE00, 0xFE0F), (0xE0100, 0xE01EF))
EMOJI_MODIFIERS = (0x1F3FB, 0x1F3FF)  # skin tones: they follow an emoji before its joiner
_FLAG = re.compile("\U0001F3F4[\U000E0020-\U000E007E]+\U000E007F")  # a subdivision flag: 🏴 + tags + cancel tag
_ARABIC = ((0x0600, 0x06FF), (0x0750, 0x077F), (0x08A0, 0x08FF), (0xFB50, 0xFDFF), (0xFE70, 0xFEFC))
_BLANK_RUN = re.compile(r"\s+")


def _within(code: int, ranges) -> bool:
    return any(a <= code <= b for a, b in ranges)


def _invisible(code: int) -> bool:
    """Drawn as nothing (or as a blank that trimming keeps): refused unless its place makes it part of a glyph."""
    return (unicodedata.category(chr(code)) in REFUSED_CATEGORIES or _within(code, IGNORABLE) or code in BLANKS
            or _within(code, VARIATION_SELECTORS))


def _emoji(ch: str) -> bool:
    return bool(ch) and unicodedata.category(ch) == "So"


def _virama(ch: str) -> bool:
    return bool(ch) and unicodedata.combining(ch) == 9


def _arabic_letter(ch: str) -> bool:
    return bool(ch) and _within(ord(ch), _ARABIC) and unicodedata.category(ch).startswith("L")


def _base_before(name: str, i: int) -> str:
    """The character a joiner at `i` attaches to: the one before it, past variation selectors and skin tones."""
    j = i - 1
    while j >= 0 and (_within(ord(name[j]), VARIATION_SELECTORS) or _within(ord(name[j]), (EMOJI_MODIFIERS,))):
        j -= 1
    return name[j] if j >= 0 else ""


def _belongs(name: str, i: int, flags: set[int]) -> bool:
    """Whether the invisible character at `i` is part of what is drawn there (see the module's docstring)."""
    code, before, after = ord(name[i]), name[i - 1] if i else "", name[i + 1] if i + 1 < len(name) else ""
    if i in flags:
        return True
    if _within(code, VARIATION_SELECTORS):
        return bool(before) and not _invisible(ord(before)) and not before.isspace()
    if code == ZWJ:
        base = _base_before(name, i)
        return bool(after) and ((_emoji(base) and _emoji(after)) or (_virama(before) and after.isalpha()))
    if code == ZWNJ:
        return bool(after) and ((_arabic_letter(before) and _arabic_letter(after)) or _virama(before))
    return False


def _flag_places(name: str) -> set[int]:
    """Indexes of the tag characters that spell a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿)."""
    return {i for m in _FLAG.finditer(name) for i in range(m.start() + 1, m.end())}


def hidden_character(name: str) -> tuple[int, str] | None:
    """(position from 1, character) of the first refused invisible or control character of the name, or None."""
    flags = _flag_places(name) if chr(BLACK_FLAG) in name else set()
    return next(((i + 1, ch) for i, ch in enumerate(name) if _invisible(ord(ch)) and not _belongs(name, i, flags)),
                None)


def visible(name: str) -> bool:
    """Whether the name shows at least one character: not blank, not invisible, not a combining mark alone."""
    return any(not ch.isspace() and not _invisible(ord(ch)) and not unicodedata.category(ch).startswith("M")
               for ch in name)


def code_point(ch: str) -> str:
    """'U+200B (ZERO WIDTH SPACE)': a character that cannot be shown, named."""
    return f"U+{ord(ch):04X} ({unicodedata.name(ch, 'unnamed')})"


@functools.lru_cache(maxsize=4096)
def name_problem(name: str) -> str | None:
    """Why this name is refused (one short line), or None when it is fine. Kept per name: a table's every step
    validates the same few names again, and the walk over their characters is most of a position's parse."""
    hidden = hidden_character(name)
    if hidden:
        return (f"a player's name holds the invisible or control character {code_point(hidden[1])} "
                f"at position {hidden[0]}; names are shown as typed")
    if not visible(name):
        return "a player's name is empty"
    return None


def check_name(name: str) -> str:
    """A pydantic after-validator: the name unchanged, or ValueError with the reason."""
    problem = name_problem(name)
    if problem:
        raise ValueError(problem)
    return name


def tidy(name: str) -> str:
    """The name as a record keeps it (the ledger): NFC, blanks at both ends trimmed; otherwise as typed."""
    return unicodedata.normalize("NFC", name).strip()


@functools.lru_cache(maxsize=4096)
def name_key(name: str) -> str:
    """Two names with the same key are the same name: NFKC, case folded, the invisible characters a name may keep
    dropped, blanks trimmed and each run of blanks one space (the module's docstring says why)."""
    text = unicodedata.normalize("NFKC", name).casefold()
    text = "".join(ch for ch in text if not _invisible(ord(ch)) or 0xE0020 <= ord(ch) <= CANCEL_TAG)  # flags differ
    return unicodedata.normalize("NFKC", _BLANK_RUN.sub(" ", text).strip())


def first_duplicate(names: list[str]) -> str | None:
    """The first name that is the same name as an earlier one (by name_key), or None."""
    seen: set[str] = set()
    for name in names:
        key = name_key(name)
        if key in seen:
            return name
        seen.add(key)
    return None


def _class(codes: list[int]) -> str:
    """Sorted code points as the body of a regex character class, valid both in Python and in ECMA-262 (the
    dialect of JSON Schema's `pattern`, read with Unicode code points as JSON Schema validators do): \\uXXXX
    escapes in the Basic Multilingual Plane, the characters themselves beyond it (a \\uXXXX escape cannot name
    them, and a surrogate pair would not match one character in Python)."""
    ranges: list[list[int]] = []
    for code in codes:
        if ranges and ranges[-1][1] == code - 1 and (code != 0x10000):
            ranges[-1][1] = code
        else:
            ranges.append([code, code])

    def one(code: int) -> str:
        return f"\\u{code:04X}" if code < 0x10000 else chr(code)

    return "".join(one(a) if a == b else f"{one(a)}-{one(b)}" for a, b in ranges)


_TAGS = range(0xE0020, CANCEL_TAG + 1)  # refused anywhere but in a subdivision flag: the pattern says where


@functools.cache
def _classes() -> tuple[str, str]:
    """(refused anywhere, not visible) over every code point, in one pass. It takes about a second, so it runs
    when a schema is asked for, not at import. The joiners and variation selectors are refused only out of
    place, which a pattern cannot say: it allows them anywhere and the reader checks their place."""
    listed = {c for a, b in IGNORABLE for c in range(a, b + 1)} | BLANKS
    kept = {ZWNJ, ZWJ, *(c for a, b in VARIATION_SELECTORS for c in range(a, b + 1))}
    refused, hidden = [], []
    category = unicodedata.category
    for code in range(0x110000):
        ch = chr(code)
        cat = category(ch)
        invisible = cat in REFUSED_CATEGORIES or code in listed
        if invisible and code not in kept:
            refused.append(code)
        if invisible or cat[0] == "M" or ch.isspace():
            hidden.append(code)
    return _class(refused), _class(hidden)


@functools.cache
def pattern() -> str:
    """The name rule as a JSON Schema `pattern`: at least one visible character, none of the refused ones, tag
    characters only in a subdivision flag (the places of joiners and variation selectors, and duplicates, are
    checked by `name_problem` and the models alone: docs/FORMATS.md lists them)."""
    refused, hidden = _classes()
    flag = f"{chr(BLACK_FLAG)}[{chr(_TAGS[0])}-{chr(CANCEL_TAG - 1)}]+{chr(CANCEL_TAG)}"
    return f"^(?=[\\s\\S]*[^{hidden}])(?:{flag}|[^{refused}])*$"


def json_schema() -> dict:
    """A player's name in the exported JSON Schema."""
    return {"type": "string", "minLength": 1, "maxLength": MAX_LENGTH, "pattern": pattern(),
            "description": "a player's name: 1-40 characters, at least one visible, no control, invisible "
                           "(zero-width, filler), bidirectional-override or private-use characters"}


@functools.cache
def _key_pieces() -> dict[str, list[int]]:
    """Code points by their name_key, for those whose key is ASCII letters (the only ones a pattern for a
    Latin name needs): the letter itself, its other case, its full-width and compatibility forms (K and the
    Kelvin sign K), ligatures such as U+FB01 (fi)."""
    pieces: dict[str, list[int]] = {}
    for code in range(0x110000):
        ch = chr(code)
        if code < 0x80 or unicodedata.decomposition(ch) or ch.casefold() != ch.lower():
            key = name_key(ch)
            if key and key.isascii() and key.isalpha():
                pieces.setdefault(key, []).append(code)
    return pieces


def same_name_pattern(name: str) -> str:
    """A JSON Schema `pattern` matching the names that are the same name as `name` (ASCII letters only): each
    piece of it written in any of the characters whose key it is, variation selectors after them, blanks at
    both ends. Built on first use (it reads every code point)."""
    key = name_key(name)
    assert key.isascii() and key.isalpha(), name
    pieces = _key_pieces()
    selectors = _class([c for a, b in VARIATION_SELECTORS for c in range(a, b + 1)])

    def spellings(rest: str) -> list[str]:
        out = []
        for end in range(1, len(rest) + 1):
            codes = pieces.get(rest[:end])
            if codes:
                head = f"[{_class(sorted(codes))}][{selectors}]*"
                out += [head + tail for tail in (spellings(rest[end:]) if end < len(rest) else [""])]
        return out

    return f"^\\s*(?:{'|'.join(spellings(key))})\\s*$"


class NameSchema:
    """Pydantic metadata: the name's JSON Schema, built only when a schema is generated (see `_classes`)."""

    def __get_pydantic_json_schema__(self, core_schema, handler) -> dict:
        return json_schema()

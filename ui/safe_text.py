"""Outside text (player names, keys and values quoted in error messages, query parameters, questions) shown
as text, never as markup. The one place where that is decided.

Streamlit renders Markdown in st.markdown, st.error/warning/info/success, st.caption, st.write of a string,
titles, widget labels, tooltips, expander and tab labels, and the options of st.radio, st.pills and
st.segmented_control. Its renderer is GitHub-flavoured Markdown plus LaTeX (`$...$`), emoji and Material
icon shortcodes (`:smile:`, `:material/home:`), coloured text directives (`:red[...]`), and GFM literal
autolinks (`http://...`, `www.x`, `a@b.c`) found in text *after* backslash escapes are resolved. Hence:

- `md(text)`: every ASCII punctuation character that Markdown, LaTeX or a directive could use is
  backslash-escaped (a backslash before ASCII punctuation is always a literal in CommonMark), and an
  invisible WORD JOINER (U+2060) is put before every `:` and `@` and between `www` and `.`, which the
  autolink, emoji and icon finders cannot see through. Line breaks and leading blanks become one space,
  so outside text can never start a block (heading, list, code block, quote, table).
  The same `md` serves widget labels, tooltips and the options of st.radio / st.pills /
  st.segmented_control (as their format_func).
- `plain(text)`: for places Streamlit shows as plain text (st.selectbox and st.multiselect options,
  st.dataframe cells and column names, st.text, file names, page titles): only made printable.

Drawings (assistant/render) have their own escaper: the core never imports streamlit.
"""

from __future__ import annotations

import re
import unicodedata

WORD_JOINER = "\u2060"
# Every ASCII punctuation character CommonMark lets a backslash escape, except those that are harmless in
# running text everywhere Streamlit shows it (quotes, comma, semicolon, slash, question mark, percent, `:` and
# `@` which get the word joiner instead, since an escape would be undone before the autolink finder runs).
_ESCAPED = frozenset("\\`*_{}[]()#+-.!|<>~$&=^\"/")
_JOIN_BEFORE = frozenset(":@")
_WWW = re.compile(r"(?i)(www)(?=\.)")
_BLANKS = re.compile(r"\s*[\r\n\u2028\u2029]+\s*")


def plain(text) -> str:
    """Outside text for plain-text widgets: control characters and line breaks become spaces."""
    s = str(text)
    return "".join(" " if (ord(c) < 32 or ord(c) == 127) else c for c in s)


def md(text) -> str:
    """Outside text for anything Streamlit renders as Markdown: shown exactly as typed, as text."""
    s = plain(_BLANKS.sub(" ", str(text))).lstrip()
    s = _WWW.sub(r"\1" + WORD_JOINER, s)
    out = []
    for ch in s:
        if ch in _ESCAPED:
            out.append("\\" + ch)
        elif ch in _JOIN_BEFORE:
            out.append(WORD_JOINER + "\\" + ch)
        else:
            out.append(ch)
    return "".join(out)


_LIST_MARK = re.compile(r"^(\d+)([.)])(\s)")


def sentence(text: str) -> str:
    """A trusted UI sentence for Markdown: one that starts with an ordinal as Turkish writes it ("3. tur
    oynanıyor") would otherwise become a numbered list; its mark is escaped and shows as typed."""
    return _LIST_MARK.sub(r"\1\\\2\3", text)


def md_lines(text) -> str:
    """Like md, keeping the line breaks of a trusted multi-line text (the rule texts): each line is
    escaped on its own, so none of them can start a block either."""
    return "\n".join(md(line) for line in str(text).split("\n"))


FIRST_STRONG_ISOLATE, POP_ISOLATE = "\u2068", "\u2069"


def isolated(name) -> str:
    """A right-to-left name (Arabic, Hebrew) set among other text, kept apart from the numbers and punctuation
    next to it, which the browser's bidi algorithm would otherwise pull into the name: "דוד · 2026-11-30 09:31"
    is shown as "09:31 2026-11-30 · דוד". The isolate marks are for display only, never stored; a name without
    right-to-left letters is returned as it is."""
    s = str(name)
    if any(unicodedata.bidirectional(c) in ("R", "AL") for c in s):
        return FIRST_STRONG_ISOLATE + s + POP_ISOLATE
    return s

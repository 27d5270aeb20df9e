"""What both games' one-line notations share (docs/FORMATS.md, "Notation"): sections, tokens, escaped names,
and one error line naming the token at fault and where it starts.

A notation is sections separated by " | "; the first is the header (the game id, then space-separated
tokens), each other one is `NAME: token token ...`. A name is written as it is, except that `%`, `|`, `:`
and any character that is not printable (a newline, a tab, an ideographic space) are percent-encoded as in
a URL (`%7C`), so a name of any characters fits on one line and never ends a section early.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from urllib.parse import quote, unquote

from assistant.errors import PositionError
from assistant.messages import refusal, term

_ESCAPED = frozenset("%|:")
_BAD_PERCENT = re.compile("%(?![0-9A-Fa-f]{2})")


@dataclass(frozen=True, slots=True)
class Token:
    text: str
    at: int  # character offset in the whole notation, counted from 1 (as an editor counts columns)

    def error(self, why: str, **params) -> PositionError:
        """The one line naming this token and where it starts; `why` is a template of data/messages/errors.yaml
        (its facts, such as the letters a tile may start with, come as `params`)."""
        shown = self.text if len(self.text) <= 30 else self.text[:27] + "..."
        return refusal("notation.token", token=repr(shown), at=self.at, why=term(why, **params))


def escape_name(name: str) -> str:
    return "".join(quote(ch, safe="") if ch in _ESCAPED or not ch.isprintable() else ch for ch in name)


def unescape_name(token: Token) -> str:
    if _BAD_PERCENT.search(token.text):
        raise token.error("notation.bad_percent")
    try:
        return unquote(token.text, errors="strict")
    except UnicodeDecodeError:
        raise token.error("notation.not_utf8") from None


def tokens(text: str, start: int) -> list[Token]:
    """Space-separated tokens of `text`, which starts at character `start` of the notation."""
    out, i = [], 0
    for word in text.split(" "):
        if word:
            out.append(Token(word, start + i))
        i += len(word) + 1
    return out


@dataclass(frozen=True)
class Section:
    head: Token  # the game id (header) or the name, still escaped (a player)
    body: list[Token]


def sections(text: str, game_id: str) -> tuple[Section, list[Section]]:
    """Split a notation into its header and its player sections, or PositionError naming what is wrong."""
    if not isinstance(text, str):
        raise refusal("notation.not_text")
    if "\n" in text.strip() or "\r" in text.strip():
        raise refusal("notation.not_one_line")
    text = text.strip()
    parts, at = [], 1
    for part in text.split(" | "):
        parts.append((part, at))
        at += len(part) + 3
    (head_text, head_at), players = parts[0], parts[1:]
    head = tokens(head_text, head_at)
    if not head or head[0].text != game_id:
        first = head[0] if head else Token(text[:10], 1)
        raise first.error("notation.game_first", game=repr(game_id))
    out = []
    for part, part_at in players:
        name, colon, rest = part.partition(":")
        if not colon or not name:
            raise Token(part, part_at).error("notation.player_form")
        out.append(Section(Token(name, part_at), tokens(rest, part_at + len(name) + 1)))
    return Section(head[0], head[1:]), out


def join(header: list[str], players: Iterator[tuple[str, list[str]]]) -> str:
    """The notation text from the header tokens and each player's (name, tokens)."""
    return " | ".join([" ".join(header), *(f"{escape_name(name)}: {' '.join(body)}" for name, body in players)])


def keyed(token: Token, keys: tuple[str, ...]) -> tuple[str, str] | None:
    """`key=value` tokens of a header or a body: (key, value), or None when the token has no known key."""
    key, eq, value = token.text.partition("=")
    return (key, value) if eq and key in keys else None


def items(token: Token, value: str, offset: int) -> list[Token]:
    """The comma-separated items of a token's value (which starts `offset` characters into the token)."""
    out: list[Token] = []
    i = 0
    if value == "":
        return out
    for item in value.split(","):
        out.append(Token(item, token.at + offset + i))
        i += len(item) + 1
    return out


def readable(parse, position: dict) -> None:
    """The position read from a notation must be one the format accepts (a price of 0 is no tile): the same
    model judges it, and its refusal names the field, after saying it came from the notation."""
    try:
        parse(position)
    except PositionError as exc:
        raise refusal("notation.refused", error=exc) from None

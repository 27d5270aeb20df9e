"""Positions in a URL: JSON, compressed with zlib, base64url. Decoding is guarded like any upload (size
before and after decompression, then the same JSON guard and validation); nothing is ever unpickled.

A link is read exactly as `encode` writes it or not at all: the URL-safe alphabet (a `+` or `/` is another
encoding, refused; `=` only as the exact padding at the end), one whole zlib stream and nothing after it (bytes
after the stream are refused, not ignored: a link that carries more than its position is not one this app made)."""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib

from assistant.jsonio import MAX_BYTES, parse_json
from assistant.messages import refusal

MAX_LINK_CHARS = 64 * 1024
_ALPHABET = re.compile(r"[A-Za-z0-9_-]*")  # base64url (RFC 4648 section 5)


def encode(position: dict) -> str:
    """The token of a position; PositionError when the value is not JSON a link can carry (a set, an object, NaN,
    a lone surrogate such as "\\ud800", nesting deeper than the guard reads, over 1 MiB)."""
    try:
        raw = json.dumps(position, ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode("utf-8")
    except (TypeError, ValueError, RecursionError):  # UnicodeEncodeError is a ValueError
        raise refusal("link.not_json") from None
    if len(raw) > MAX_BYTES:
        raise refusal("link.too_big", limit=f"{MAX_BYTES // (1024 * 1024)} MiB")
    parse_json(raw, "link")  # what decode would refuse (too deep, a duplicate key) is refused here already
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def decode(token: str) -> dict:
    if len(token) > MAX_LINK_CHARS:
        raise refusal("link.too_long")
    body = token.rstrip("=")
    pad = len(token) - len(body)
    if not _ALPHABET.fullmatch(body) or len(body) % 4 == 1 or pad not in (0, -len(body) % 4):
        raise refusal("link.bad_encoding")
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise refusal("link.bad_encoding") from None
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(packed, MAX_BYTES + 1)
    except zlib.error:
        raise refusal("link.bad_compression") from None
    if len(raw) > MAX_BYTES or inflater.unconsumed_tail:
        raise refusal("link.too_big", limit=f"{MAX_BYTES // (1024 * 1024)} MiB")
    if not inflater.eof or inflater.unused_data:  # cut short, or junk after the stream
        raise refusal("link.bad_compression")
    value = parse_json(raw, "link")
    if not isinstance(value, dict):
        raise refusal("link.not_object")
    return value

"""Positions in a URL: JSON, compressed with zlib, base64url. Decoding is guarded like any upload (size
before and after decompression, then the same JSON guard and validation); nothing is ever unpickled."""

from __future__ import annotations

import base64
import binascii
import json
import zlib

from assistant.jsonio import MAX_BYTES, parse_json
from assistant.messages import refusal

MAX_LINK_CHARS = 64 * 1024


def encode(position: dict) -> str:
    raw = json.dumps(position, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def decode(token: str) -> dict:
    if len(token) > MAX_LINK_CHARS:
        raise refusal("link.too_long")
    try:
        packed = base64.b64decode(token + "=" * (-len(token) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError):
        raise refusal("link.bad_encoding") from None
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(packed, MAX_BYTES + 1)
    except zlib.error:
        raise refusal("link.bad_compression") from None
    if len(raw) > MAX_BYTES or inflater.unconsumed_tail:
        raise refusal("link.too_big", limit=f"{MAX_BYTES // (1024 * 1024)} MiB")
    value = parse_json(raw, "link")
    if not isinstance(value, dict):
        raise refusal("link.not_object")
    return value

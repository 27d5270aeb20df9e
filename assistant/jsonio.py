"""Reading untrusted JSON: size, encoding and nesting limits, and one clear line for every failure.

The same guard serves the command line (bytes from a file or stdin), the app (an upload, a URL) and the
Python API (an already-parsed dict), so every door rejects the same things in the same words.
"""

from __future__ import annotations

import json
import re
import sys
from typing import Any

from pydantic import ValidationError

from assistant.errors import PositionError
from assistant.messages import Term, refusal, term
from assistant.quoting import LIMIT, clip, quote
from assistant.templates import templates

MAX_BYTES = 1024 * 1024
# The formats nest at most five containers deep (position > players > player > alhambra > tile);
# one level of slack for optional fields. Deeper input is refused before it is parsed.
MAX_DEPTH = 6
_LIMIT = f"{MAX_BYTES // (1024 * 1024)} MiB"


def scan_depth(text: str) -> int:
    """Deepest bracket nesting of a JSON text, ignoring brackets inside strings. Linear, no recursion."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict:
    """An object naming one key twice is ambiguous (json.loads would silently keep the last): refuse it."""
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return out


class _DuplicateKey(Exception):
    pass


def parse_json(data: bytes | str, what: str = "input") -> Any:
    """Bytes or text to a JSON value, or PositionError naming what went wrong."""
    if isinstance(data, bytes):
        if len(data) > MAX_BYTES:
            raise refusal("input.too_big_bytes", what=_what(what), limit=_LIMIT, size=f"{len(data):,}")
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise refusal("input.utf8_byte", what=_what(what), at=exc.start) from None
    else:
        text = data
        try:
            size = len(text.encode("utf-8"))
        except UnicodeEncodeError as exc:  # lone surrogates: undecodable bytes that reached us as text
            raise refusal("input.utf8_char", what=_what(what), at=exc.start) from None
        if size > MAX_BYTES:
            raise refusal("input.too_big", what=_what(what), limit=_LIMIT)
    if not text.strip():
        raise refusal("input.empty", what=_what(what))
    if scan_depth(text) > MAX_DEPTH:
        raise refusal("input.too_deep", what=_what(what), depth=MAX_DEPTH)
    try:
        return json.loads(text, object_pairs_hook=_no_duplicate_keys)
    except json.JSONDecodeError as exc:
        raise refusal("input.not_json", what=_what(what), msg=exc.msg, line=exc.lineno, column=exc.colno) from None
    except _DuplicateKey as exc:
        raise refusal("input.duplicate_key", what=_what(what), name=_show(exc.args[0])) from None
    except ValueError:  # Python refuses integers of more than 4300 digits (int_max_str_digits)
        raise refusal("input.huge_number", what=_what(what)) from None
    except RecursionError:  # pragma: no cover - scan_depth refuses such input first
        raise PositionError(f"{what}: JSON nested too deeply") from None


def read_source(source: str, what: str = "input") -> Any:
    """A path, `-` for standard input, for the command line."""
    if source == "-":
        data = sys.stdin.buffer.read(MAX_BYTES + 1)
    else:
        try:
            with open(source, "rb") as fh:
                data = fh.read(MAX_BYTES + 1)
        except OSError as exc:
            raise PositionError(f"{what}: cannot read {quote(source)}: {exc.strerror}") from None
    return parse_json(data, what)


def require_object(value: Any, what: str = "position") -> dict:
    """The top of a document must be an object. Depth needs no walk here: text is depth-checked before it
    is parsed, and the models accept no free-form values, so anything deeper than the format fails them."""
    if not isinstance(value, dict):
        raise refusal("input.not_object", what=_what(what), type=type(value).__name__)
    return value


def _show(key: str) -> str:
    """A key as it can be printed on the one error line: control characters escaped, as JSON writes them,
    and at most ~80 characters of it (a one-million-character key still gives a short line)."""
    key = key[: 2 * LIMIT]
    return clip(key if key.isprintable() else json.dumps(key)[1:-1])


def field_path(loc: tuple) -> str:
    """pydantic's location tuple as a JSON path players can follow: players[0].alhambra[2].price."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif isinstance(part, str) and not part.startswith(("function-", "tagged-union")):
            part = _show(part)
            out += f".{part}" if out else part
    return out or "position"


def validation_line(exc: ValidationError, what: str = "position") -> str:
    """The first error of a ValidationError as one line naming the field, plus a count of the rest."""
    errors = exc.errors(include_url=False)
    first = errors[0]
    msg = first["msg"].removeprefix("Value error, ").removeprefix("Assertion failed, ")
    if first["type"] == "extra_forbidden":
        msg = "unknown field"
    path = field_path(first["loc"]) if first["loc"] else ""
    line = f"{what}: {path}: {msg}" if path else f"{what}: {msg}"
    if len(errors) > 1:
        line += f" (and {len(errors) - 1} more problem{'s' if len(errors) > 2 else ''})"
    return " ".join(line.splitlines())


# pydantic error types worded by one template of data/messages/errors.yaml ("position.<type>"); the aliases
# say the same thing to a player.
_SAME_AS = {"int_parsing": "int_type", "int_from_float": "int_type", "dict_type": "model_type",
            "model_attributes_type": "model_type", "enum": "literal_error", "string_too_short": "too_short_text",
            "string_too_long": "too_long_text"}
_OR_LIST = re.compile(r", | or ")


def _why(error: Any) -> Term | None:  # a pydantic ErrorDetails
    """The reason of one pydantic error as a template and its parameters, or None when no template says it
    (then the page shows pydantic's English: a rare wording is better shown than lost)."""
    kind = _SAME_AS.get(error["type"], error["type"])
    ctx = {k: v if isinstance(v, int) else str(v) for k, v in (error.get("ctx") or {}).items()}
    if kind == "literal_error":  # "1, 2 or 3": the choices, listed without an English "or"
        return term("position.one_of", choices=", ".join(_OR_LIST.split(str(ctx.get("expected", "")))))
    if f"position.{kind}" not in templates():
        return None
    return Term(f"position.{kind}", tuple(sorted(ctx.items())))  # a ctx may hold "key": not term()'s keywords


def validation_error(exc: ValidationError, what: str = "position") -> PositionError:
    """The PositionError of a ValidationError: validation_line's English line, and (for the common kinds) a key
    and parameters to say it in the player's language, with the field path kept as it is typed in the file."""
    line = validation_line(exc, what)
    errors = exc.errors(include_url=False)
    why = _why(errors[0])
    if why is None:
        return PositionError(line)
    more = len(errors) - 1
    params = {"what": _what(what),
              "why": why, "more": term("position.more", more=more) if more else ""}
    if errors[0]["loc"]:
        return PositionError(line, "position.field", {**params, "path": field_path(errors[0]["loc"])})
    return PositionError(line, "position.whole", params)


def _what(what: str) -> Term | str:
    """What was being read ("position", "file", "link"), as a word of the player's language when it is one of
    data/messages' (what.*); a caller's own label ("row[2]") as it is."""
    return term(f"what.{what}") if f"what.{what}" in templates() else what

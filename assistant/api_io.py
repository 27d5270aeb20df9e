"""The API's input-and-output half for the pages: a position read from an upload or a share link, a link
made from a position, and whether a typed player's name can be used. assistant.api re-exports every function
here (a page or widget imports only assistant.api) and the API's argument sweep covers them.
"""

from __future__ import annotations

from assistant import arguments as arg
from assistant import names, sharelink
from assistant.errors import PositionError
from assistant.jsonio import parse_json, require_object


def read_position_json(data: bytes | str, what: str = "position") -> dict:
    """A JSON object read from an upload or pasted text, guarded like any command-line input (size, depth,
    duplicate keys); PositionError naming `what` when it is not one. The game validates it afterwards."""
    what = arg.text(what, "what", 100)
    if not isinstance(data, bytes | str):
        raise PositionError(f"{what}: expected bytes or text")
    return require_object(parse_json(data, what), what)


def share_token(position: dict) -> str:
    """The token of a share link (?pos=…) that carries this position: JSON, compressed, base64url."""
    return sharelink.encode(require_object(position, "position"))


def read_share_token(token: str) -> dict:
    """The position a share link carries, guarded like an upload (sizes before and after decompression)."""
    return sharelink.decode(arg.text(token, "link", 10 * sharelink.MAX_LINK_CHARS))


def name_refusal(name: str, others: list[str] | None = None) -> dict | None:
    """Why `name` cannot be a player's name beside `others` (assistant.names decides), or None when it can:
    {"problem": "empty"}, {"problem": "hidden", "char": "U+200B", "at": index} or {"problem": "taken"}."""
    name = arg.text(name, "name", 10_000)
    others = [arg.text(o, f"others[{i}]", 10_000) for i, o in enumerate(arg.items(others, "others", "names",
                                                                                   optional=True) or [])]
    if not name.strip():
        return {"problem": "empty"}
    hidden = names.hidden_character(name)
    if hidden:
        return {"problem": "hidden", "char": names.code_point(hidden[1]), "at": hidden[0]}
    if names.name_key(name) in {names.name_key(o) for o in others}:
        return {"problem": "taken"}
    return None

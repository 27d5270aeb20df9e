"""The API's input-and-output half for the pages: a position read from an upload or a share link, a link
made from a position, whether a typed player's name can be used, cells named in words and the sample positions.
assistant.api re-exports every function here (a page or widget imports only assistant.api) and the API's
argument sweep covers them.
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


def error_message(error: PositionError, lang: str | None = None) -> str:
    """The one line of a PositionError in the page's language: the notation's errors and the common refusals of a
    position's shape are templates of data/messages/errors.yaml; any other line is its English as it is. The
    English line (str of the error) is the command line's and stays unchanged."""
    from assistant.messages import error_text

    if not isinstance(error, PositionError):
        raise PositionError(f"error: expected a PositionError, not {arg.quote(error)}")
    return error_text(error, arg.lang(lang))


def share_token(position: dict) -> str:
    """The token of a share link (?pos=…) that carries this position: JSON, compressed, base64url."""
    return sharelink.encode(require_object(position, "position"))


def read_share_token(token: str) -> dict:
    """The position a share link carries, guarded like an upload (sizes before and after decompression)."""
    return sharelink.decode(arg.text(token, "link", 10 * sharelink.MAX_LINK_CHARS))


def name_refusal(name: str, others: list[str] | None = None) -> dict | None:
    """Why `name` cannot be a player's name beside `others` (assistant.names decides), or None when it can:
    {"problem": "hidden", "char": "U+200B", "at": index}, {"problem": "empty"} (no visible character) or
    {"problem": "taken"} (the same name as one of `others`: equal once case, width and invisibles are set aside)."""
    name = arg.text(name, "name", 10_000)
    others = [arg.text(o, f"others[{i}]", 10_000) for i, o in enumerate(arg.items(others, "others", "names",
                                                                                   optional=True) or [])]
    hidden = names.hidden_character(name)
    if hidden:
        return {"problem": "hidden", "char": names.code_point(hidden[1]), "at": hidden[0]}
    if not names.visible(name):
        return {"problem": "empty"}
    if names.name_key(name) in {names.name_key(o) for o in others}:
        return {"problem": "taken"}
    return None


def same_name(name: str, other: str) -> bool:
    """Whether two names are the same name (assistant.names.name_key: case, width, invisibles and blanks set
    aside), as every position, the ledger and the pages judge it."""
    return names.name_key(arg.text(name, "name", 10_000)) == names.name_key(arg.text(other, "other", 10_000))


# --- naming cells as players see them -------------------------------------------------------------------


def cell_words(game: str, cell, lang: str | None = None, anchor=None) -> str:
    """One cell named as a player sees it ("2 right and 1 down from the fountain", "row 2, column 3 of the wall")."""
    from assistant.places import cell_words as words

    return words(arg.game(game), arg.cell(cell), arg.lang(lang), _anchor(anchor))


def cells_words(game: str, cells, lang: str | None = None, anchor=None, limit: int | None = 5) -> str:
    """Several cells named and joined as a sentence does ("… and 3 more cells" past `limit`)."""
    from assistant.places import cells_words as words

    limit = None if limit is None else arg.whole(limit, "limit", 1, 1000)
    return words(arg.game(game), arg.cells(cells), arg.lang(lang), _anchor(anchor), limit=limit)


def board_anchor(alhambra: list[dict]):
    """What an Alhambra's cells are counted from: its fountain, or its top-left corner when it has none or several."""
    from assistant.places import board_anchor as anchor

    tiles = arg.items(alhambra, "alhambra", "cells of an Alhambra")
    for i, c in enumerate(tiles):
        if not isinstance(c, dict):
            raise PositionError(f"alhambra[{i}]: expected a cell object with x and y")
        arg.cell((c.get("x"), c.get("y")), f"alhambra[{i}]")
    return anchor(tiles)


def _anchor(value):
    """An anchor made by board_anchor (or None: count from the fountain at (0, 0))."""
    from assistant.places import Anchor

    if value is None or isinstance(value, Anchor):
        return value
    raise PositionError(f"anchor: expected what board_anchor returns, not {arg.quote(value)}")


def example_text(name: str) -> str:
    """The text of a sample position of examples/ (`azul-midgame-2p`), for the pages' example pickers."""
    from assistant.paths import ROOT

    folder = ROOT / "examples"
    names = sorted(p.stem for p in folder.glob("*.json"))
    name = arg.choice(arg.text(name, "example", 200), "example", tuple(names))
    return (folder / f"{name}.json").read_text(encoding="utf-8")

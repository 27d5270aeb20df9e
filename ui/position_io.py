"""Open, save and share a position: upload a JSON file, download it, or copy a link that carries it.

Whatever comes in is guarded and validated like any command-line input; an error is shown right here,
beside the input that caused it, and the position on screen stays as it was.
"""

from __future__ import annotations

import json

import streamlit as st

from assistant import sharelink
from assistant.errors import PositionError
from assistant.jsonio import parse_json, require_object
from ui.common import set_position, tr, validate


def load_text(game: str, data: bytes | str, source: str) -> str | None:
    """Parse, check it is a position of `game`, store it. Returns the error line, or None when loaded."""
    try:
        pos = require_object(parse_json(data, source), source)
    except PositionError as exc:
        return str(exc)
    if pos.get("game") != game:
        return tr("io.wrong_game", game=game, found=str(pos.get("game")))
    error = validate(pos)
    if error:
        return error
    set_position(game, pos)
    return None


def load_from_link() -> tuple[str | None, str | None]:
    """A position in the URL (?p=...), loaded once per link. Returns (game loaded, error)."""
    token = st.query_params.get("p")
    if not token or st.session_state.get("link:loaded") == token:
        return None, None
    st.session_state["link:loaded"] = token
    try:
        pos = sharelink.decode(token)
    except PositionError as exc:
        return None, str(exc)
    game = pos.get("game")
    if game not in ("alhambra", "azul"):
        return None, tr("io.unknown_game")
    error = validate(pos)
    if error:
        return None, error
    set_position(game, pos)
    return game, None


def position_io(game: str, pos: dict | None) -> None:
    """The open / save / share panel of a board page."""
    with st.expander(tr("io.title"), expanded=False):
        up = st.file_uploader(tr("io.upload"), type=["json"], key=f"io:upload:{game}")
        if up is not None and st.session_state.get(f"io:upload-id:{game}") != up.file_id:
            st.session_state[f"io:upload-id:{game}"] = up.file_id
            error = load_text(game, up.getvalue(), "file")
            st.session_state[f"io:upload-error:{game}"] = error
            if error is None:
                st.rerun()
        if st.session_state.get(f"io:upload-error:{game}"):
            st.error(tr("io.upload_failed", error=st.session_state[f"io:upload-error:{game}"]))
        text = st.text_area(tr("io.paste"), key=f"io:paste:{game}", height=100)
        if st.button(tr("io.load_pasted"), key=f"io:paste-btn:{game}"):
            error = load_text(game, text, "pasted text")
            if error:
                st.error(tr("io.upload_failed", error=error))
            else:
                st.rerun()
        if pos is not None:
            data = json.dumps(pos, ensure_ascii=False, indent=2).encode("utf-8")
            st.download_button(tr("io.download"), data, file_name=f"{game}-position.json",
                               mime="application/json", key=f"io:download:{game}")
            token = sharelink.encode(pos)
            base = _base_url()
            st.text_input(tr("io.share"), value=f"{base}?p={token}", key=f"io:share:{game}:{hash(token)}",
                          help=tr("io.share_help"))


def _base_url() -> str:
    url = getattr(st.context, "url", None) or ""
    return url.split("?")[0]

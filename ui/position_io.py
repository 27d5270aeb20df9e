"""Open, save and share a position: upload a JSON file, download it, copy a link that carries it, or copy and
paste its one-line notation (docs/FORMATS.md, "Notation").

Whatever comes in is guarded and validated like any command-line input; an error is shown right here,
beside the input that caused it, and the position on screen stays as it was.
"""

from __future__ import annotations

import json

import streamlit as st

from assistant import api
from assistant.api import PositionError
from ui.common import error_line, lang, position, set_position, tr, validate
from ui.query import shown
from ui.safe_text import md


def upload_bytes(up) -> tuple[bytes | None, str | None]:
    """The bytes of an uploaded file, or None and why it is not read: a file over api.FILE_BYTES (1 MiB) is
    refused here by its size, before it is read, in the page's language. Streamlit refuses a file past
    server.maxUploadSize itself, in English only, so that limit (.streamlit/config.toml) is set well above
    this one: a photo or an export picked by mistake gets this message instead."""
    if up.size > api.FILE_BYTES:
        return None, tr("io.file_too_big", size=f"{up.size / 2**20:.1f} MiB", limit=f"{api.FILE_BYTES // 2**20} MiB")
    return up.getvalue(), None


def load_text(game: str, data: bytes | str, source: str) -> str | None:
    """Parse, check it is a position of `game`, store it. Returns the error line, or None when loaded."""
    try:
        pos = api.read_position_json(data, source)
    except PositionError as exc:
        return error_line(exc)
    if pos.get("game") != game:
        return tr("io.wrong_game", game=game, found=shown(str(pos.get("game"))))  # at most 80 characters quoted
    error = validate(pos)
    if error:
        return error
    set_position(game, pos)
    return None


def load_notation(game: str, text: str) -> str | None:
    """Read a pasted notation whole and store its position; the error line, or None when loaded. A notation
    that does not read changes nothing (from_notation returns only whole positions)."""
    try:
        pos = api.from_notation(text)
    except PositionError as exc:
        return error_line(exc)
    if pos.get("game") != game:
        return tr("io.wrong_game", game=game, found=shown(str(pos.get("game"))))  # at most 80 characters quoted
    set_position(game, pos)
    return None


def notation_box(game: str, pos: dict | None) -> None:
    """The notation of the page's board (st.code has a copy button) and a box to paste one."""
    st.markdown(f"**{tr('io.notation')}**")
    if pos is not None:
        try:
            st.code(api.to_notation(pos), language=None, wrap_lines=True)
        except PositionError as exc:
            st.caption(md(tr("io.notation_unwritable", error=error_line(exc))))
    key = f"io:notation:{game}"
    with st.form(key=f"{key}:form", border=False, enter_to_submit=True):
        text = st.text_input(tr("io.notation_paste"), key=key, max_chars=api.NOTATION_CHARS)
        applied = st.form_submit_button(tr("io.notation_apply"))
    if applied:
        error = load_notation(game, text)
        st.session_state[f"{key}:error"] = error
        if error is None:
            st.rerun()
    if st.session_state.get(f"{key}:error"):
        st.error(md(tr("io.notation_failed", error=st.session_state[f"{key}:error"])))


def load_from_link() -> tuple[str | None, str | None]:
    """A position in the URL (?p=...), loaded once per link. Returns (game loaded, error)."""
    token = st.query_params.get("p")
    if not token or st.session_state.get("link:loaded") == token:
        return None, None
    st.session_state["link:loaded"] = token
    try:
        pos = api.read_share_token(token)
    except PositionError as exc:
        return None, error_line(exc)
    game = pos.get("game")
    if game not in api.games():
        return None, tr("io.unknown_game")
    error = validate(pos)
    if error:
        return None, error
    set_position(game, pos)
    del st.query_params["p"]  # from now on the position lives in ?<game>= (keep_in_url)
    return game, None


def link_failure() -> None:
    """Why the shared link in the address bar did not open, on whatever page it was opened: a share link is
    made on a board page and lands there, so a link cut short by a chat app must not just show empty boards.
    Shown while that link is still in the address bar."""
    error = st.session_state.get("link:error")
    if error and st.query_params.get("p") == st.session_state.get("link:loaded"):
        st.error(tr("io.link_failed", error=md(error)))


def restore_from_url() -> None:
    """A fresh session (a refresh, a restarted server) takes back the positions the address bar carries
    (?<game>=... for each game, written by keep_in_url), so nothing on the boards is lost."""
    for game in api.games():
        token = st.query_params.get(game)
        if not token or position(game) is not None or st.session_state.get(f"url:{game}") == token:
            continue
        st.session_state[f"url:{game}"] = token
        try:
            pos = api.read_share_token(token)
        except PositionError:
            continue  # a damaged address: start empty rather than fail; the shared-link path reports errors
        if pos.get("game") == game and validate(pos) is None:
            set_position(game, pos)


def keep_in_url() -> None:
    """Write the session's positions (and language) into the address bar after every run, compressed as in
    a share link, so a browser refresh or a server restart brings them back (restore_from_url)."""
    for game in api.games():
        pos = position(game)
        if pos is None:
            continue
        token = api.share_token(pos)
        if st.query_params.get(game) != token:
            st.query_params[game] = token
            st.session_state[f"url:{game}"] = token
    if st.query_params.get("lang") != lang():
        st.query_params["lang"] = lang()


def position_io(game: str, pos: dict | None) -> None:
    """The notation box and the open / save / share panel of a board page."""
    notation_box(game, pos)
    with st.expander(tr("io.title"), expanded=False):
        up = st.file_uploader(tr("io.upload"), type=["json"], key=f"io:upload:{game}")
        if up is not None and st.session_state.get(f"io:upload-id:{game}") != up.file_id:
            st.session_state[f"io:upload-id:{game}"] = up.file_id
            data, error = upload_bytes(up)
            error = error or load_text(game, data, "file")
            st.session_state[f"io:upload-error:{game}"] = error
            if error is None:
                st.rerun()
        if st.session_state.get(f"io:upload-error:{game}"):
            st.error(tr("io.upload_failed", error=md(st.session_state[f"io:upload-error:{game}"])))
        text = st.text_area(tr("io.paste"), key=f"io:paste:{game}", height=100)
        if st.button(tr("io.load_pasted"), key=f"io:paste-btn:{game}"):
            error = load_text(game, text, "pasted text")
            if error:
                st.error(tr("io.upload_failed", error=md(error)))
            else:
                st.rerun()
        if pos is not None:
            data = json.dumps(pos, ensure_ascii=False, indent=2).encode("utf-8")
            st.download_button(tr("io.download"), data, file_name=f"{game}-position.json",
                               mime="application/json", key=f"io:download:{game}")
            token = api.share_token(pos)
            base = _base_url()
            st.text_input(tr("io.share"), value=f"{base}?p={token}", key=f"io:share:{game}:{hash(token)}",
                          help=tr("io.share_help"))


def _base_url() -> str:
    url = getattr(st.context, "url", None) or ""
    return url.split("?")[0]

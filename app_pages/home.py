"""Home: what the app does, the way to each job, and opening a position file or a shared link."""

from __future__ import annotations

import streamlit as st

from assistant import api
from ui.common import lang, md, position, tr
from ui.position_io import load_text, upload_bytes


def link_banner() -> None:
    """What a share link did: the position opened, with the way to its game's board page (why a link did not
    open is said by the router on every page: ui.position_io.link_failure)."""
    game = st.session_state.get("link:game")
    if game:
        st.success(tr("io.link_loaded", game=game_name(game)))
        board = api.registration(game).board_page
        if board is not None:
            st.page_link(board.path, label=tr(board.title), icon=":material/arrow_forward:")


def game_name(game: str) -> str:
    """A game's name in the session's language (its registration's)."""
    return api.game_names(lang()).get(game, game)


def game_section(game: str) -> None:
    """A game's Home section, as its registration declares it: the heading, then each page's link and caption."""
    info = api.registration(game)
    st.markdown(f"#### {tr(info.home) if info.home else md(game_name(game))}")
    for p in info.pages:
        st.page_link(p.path, label=tr(p.title), icon=p.icon)
        st.caption(tr(p.caption))


def help_section() -> None:
    st.markdown(f"#### {tr('home.help')}")
    st.page_link("app_pages/rules.py", label=tr("nav.rules"), icon=":material/menu_book:")
    st.caption(tr("home.rules"))
    st.page_link("app_pages/learn.py", label=tr("nav.learn"), icon=":material/school:")
    st.caption(tr("home.learn"))


def jobs() -> None:
    """The way to each job: every game that has pages gets a section (in two columns, in the registry's
    order), and help comes last, under the last game."""
    st.subheader(tr("home.jobs"))
    with_pages = [g for g in api.games() if api.registration(g).pages]
    columns = st.columns(2)
    for i, game in enumerate(with_pages):
        with columns[i % 2]:
            game_section(game)
    with columns[max(len(with_pages) - 1, 0) % 2]:
        help_section()


def open_file() -> None:
    """Open a position file here; the page of its game then shows it."""
    st.subheader(tr("home.open"))
    up = st.file_uploader(tr("io.upload"), type=["json"], key="home:upload")
    if up is not None and st.session_state.get("home:upload-id") != up.file_id:
        st.session_state["home:upload-id"] = up.file_id
        data, error = upload_bytes(up)
        game = None
        if data is not None:
            try:
                game = api.read_position_json(data, "file").get("game")
            except api.PositionError:  # load_text below says why, beside the upload
                game = None
            error = load_text(game if game in api.games() else api.games()[0], data, "file")
        st.session_state["home:upload-result"] = (error, game)
    result = st.session_state.get("home:upload-result")
    if result:
        error, game = result
        if error:
            st.error(tr("io.upload_failed", error=md(error)))
        else:
            st.success(tr("home.opened", game=game_name(str(game))))
    st.caption(tr("home.link_hint"))
    for g in api.games():
        if position(g) is not None:
            st.caption(tr("home.in_session", game=game_name(g)))


def main() -> None:
    st.title(tr("app.title"))
    st.write(tr("app.tagline"))
    link_banner()
    jobs()
    open_file()


main()

"""Home: what the app does, the way to each job, and opening a position file or a shared link."""

from __future__ import annotations

import streamlit as st

from assistant import api
from ui.common import md, position, tr
from ui.position_io import load_text, upload_bytes


def link_banner() -> None:
    """What a share link did: the position opened, with the way to its page (why a link did not open is said
    by the router on every page: ui.position_io.link_failure)."""
    if st.session_state.get("link:game"):
        game = st.session_state["link:game"]
        st.success(tr("io.link_loaded", game=game.capitalize()))
        st.page_link(
            f"app_pages/{'alhambra_board' if game == 'alhambra' else 'azul_board'}.py",
            label=tr(f"nav.{'alhambra_board' if game == 'alhambra' else 'azul_board'}"),
            icon=":material/arrow_forward:",
        )


def jobs() -> None:
    """The way to each job, game by game."""
    st.subheader(tr("home.jobs"))
    c1, c2 = st.columns(2)
    with c1:
        st.markdown(f"#### {tr('home.alhambra')}")
        st.page_link("app_pages/alhambra_board.py", label=tr("nav.alhambra_board"), icon=":material/castle:")
        st.caption(tr("home.alhambra_board"))
        st.page_link("app_pages/alhambra_scoring.py", label=tr("nav.alhambra_scoring"), icon=":material/calculate:")
        st.caption(tr("home.alhambra_scoring"))
        st.page_link("app_pages/alhambra_turn.py", label=tr("nav.alhambra_turn"), icon=":material/payments:")
        st.caption(tr("home.alhambra_turn"))
    with c2:
        st.markdown(f"#### {tr('home.azul')}")
        st.page_link("app_pages/azul_board.py", label=tr("nav.azul_board"), icon=":material/grid_view:")
        st.caption(tr("home.azul_board"))
        st.markdown(f"#### {tr('home.help')}")
        st.page_link("app_pages/rules.py", label=tr("nav.rules"), icon=":material/menu_book:")
        st.caption(tr("home.rules"))
        st.page_link("app_pages/learn.py", label=tr("nav.learn"), icon=":material/school:")
        st.caption(tr("home.learn"))


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
            st.success(tr("home.opened", game=str(game).capitalize()))
    st.caption(tr("home.link_hint"))
    for g in api.games():
        if position(g) is not None:
            st.caption(tr("home.in_session", game=g.capitalize()))


def main() -> None:
    st.title(tr("app.title"))
    st.write(tr("app.tagline"))
    link_banner()
    jobs()
    open_file()


main()

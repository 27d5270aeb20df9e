"""Table Referee: the router. Page config, the language picker, a shared position from the URL, and
st.navigation over the pages in app_pages/. Everything else lives in the pages and the core.

No traceback ever reaches the screen: .streamlit/config.toml sets client.showErrorDetails = "none", and
`guarded` runs the link handling and each page as a last resort, logging the details on the server and
showing one line in the player's language."""

from __future__ import annotations

import logging
import threading

import streamlit as st

from assistant import api
from assistant.i18n import LANG_NAMES
from assistant.paths import LANGS
from ui.address_bar import one_entry_per_page
from ui.common import lang, tr
from ui.icon import tab_icon
from ui.names import translate_default_names
from ui.page_style import apply as apply_style
from ui.position_io import keep_in_url, link_failure, load_from_link, restore_from_url

LOG = logging.getLogger("table_referee.app")


def guarded(what: str, run) -> None:
    """Run `run()`; an unexpected exception is logged with its traceback and shown as one friendly line.
    Streamlit's own control flow (st.rerun, st.stop, st.switch_page) raises BaseExceptions that are not
    Exceptions, so they pass through untouched."""
    try:
        run()
    except Exception:  # noqa: BLE001 - the last resort: nothing may show a traceback
        LOG.exception("unexpected failure in %s", what)
        st.error(tr("app.page_failed"))


st.set_page_config(page_title="Table Referee", page_icon=tab_icon(), layout="wide")


@st.cache_resource(show_spinner=False)
def warm_answerer_in_background() -> threading.Thread:
    """Once per server: load the rule answerer in the background while the first visitor looks around, so
    their first question on the Rules page is answered at once (issue 12: under 1 s)."""
    return api.warm_answerer_in_background()


warm_answerer_in_background()

current = lang()
with st.sidebar:
    chosen = st.selectbox(
        tr("app.language"), LANGS, index=LANGS.index(current), format_func=LANG_NAMES.get, key="lang-picker"
    )
    if chosen != current:
        st.session_state["lang"] = chosen
        guarded("renaming default players", lambda: translate_default_names(current, chosen))
        st.rerun()
one_entry_per_page()  # before the first write of the address bar below
apply_style()


def open_links() -> None:
    restore_from_url()
    game, error = load_from_link()
    if error:
        st.session_state["link:error"] = error
    if game:
        st.session_state["link:game"] = game
    link_failure()


guarded("the address bar", open_links)


def game_pages() -> list:
    """Every registered game's pages, game by game in the registry's order, each as its registration declares
    it (file, title, icon, route): adding a game adds its pages here without editing this file."""
    return [st.Page(p.path, title=tr(p.title), icon=p.icon, url_path=p.route)
            for game in api.games() for p in api.registration(game).pages]


PAGES = {
    "": [st.Page("app_pages/home.py", title=tr("nav.home"), icon=":material/home:", url_path="home", default=True)],
    tr("nav.section.games"): game_pages(),
    tr("nav.section.ledger"): [
        st.Page("app_pages/table.py", title=tr("nav.table"), icon=":material/table_restaurant:", url_path="table"),
        st.Page("app_pages/games.py", title=tr("nav.games"), icon=":material/scoreboard:", url_path="games"),
        st.Page("app_pages/history.py", title=tr("nav.history"), icon=":material/history:", url_path="history"),
    ],
    tr("nav.section.help"): [
        st.Page("app_pages/rules.py", title=tr("nav.rules"), icon=":material/menu_book:", url_path="rules"),
        st.Page("app_pages/learn.py", title=tr("nav.learn"), icon=":material/school:", url_path="learn"),
    ],
}

page = st.navigation({section: pages for section, pages in PAGES.items() if pages})  # no empty section
guarded(f"page {page.url_path or 'home'}", page.run)
guarded("keeping the address bar", keep_in_url)

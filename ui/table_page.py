"""The Table page (issue 18): start a table, open it by its private link (`/table?t=TOKEN`), pick a seat,
share the link and its QR code, remove a table started by mistake. The live part (every board, the verdicts,
the standings, a seat's taps, "score now") is ui/table_live. Names no game: each game's widgets come from its
registration (ui/table_seats, ui/ledger_games)."""

from __future__ import annotations

import streamlit as st

from assistant import api
from ui import known_tables, qr, table_live
from ui.common import lang, md, page_link, tr
from ui.ledger_games import widgets as ledger_widgets
from ui.ledger_widgets import ledger_page, names_md, refusal, variant_name
from ui.names import first_refusal, rename_refusal
from ui.safe_text import isolated

PARAM = "t"  # the address bar's parameter holding a table's token


def link_of(token: str) -> str:
    """The table's link as the players share it (ui.qr.table_link: the one way a table's link is written)."""
    return qr.table_link(token, getattr(st.context, "url", None))


def main() -> None:
    """The page, then this browser's list of tables brought up to date (known_tables.sync: last in a run)."""
    _main()
    known_tables.sync()


def _main() -> None:
    led = ledger_page("nav.table", "table.intro")
    if led is None:
        return
    token = st.query_params.get(PARAM)
    if token is not None:
        try:
            view = table_live.fresh(led, token)
        except api.table.NoTable as exc:  # wrong, truncated, padded: the one line, nothing else said
            st.error(refusal(exc))
        except api.table.LedgerError as exc:  # the database slow or away for a moment (a read past its time)
            st.error(refusal(exc))
            table_live.retry(led, token)  # else no poll would run on this phone again until it is reloaded
            return
        else:
            known_tables.remember(view.token)
            show_table(led, view)
            return
    yours(led)
    start(led)


def yours(led) -> None:
    """The tables this browser created or joined (and not removed), each a link."""
    views = api.table.list_tables(led, known_tables.tokens())
    if not views:
        return
    st.subheader(tr("table.yours"))
    names = api.game_names(lang())
    for view in views:
        label = f"{names[view.game.kind]} · {', '.join(isolated(n) for n in view.game.players)}"
        st.markdown(f"[{md(label)}](?{PARAM}={view.token})")


def start(led) -> None:
    """A new table: game, variant, players typed once (the ledger's rules), then it opens by its link."""
    st.subheader(tr("table.start"))
    games = api.game_names(lang())
    kind = st.radio(tr("ledger.which_game"), list(games), format_func=games.get, horizontal=True,
                    key="table:new:game")
    players = api.registration(kind).players
    n = int(st.number_input(tr("ledger.player_count"), min_value=players.min, max_value=players.max,
                            value=players.min, step=1, key=f"table:new:{kind}:count"))
    cols = st.columns(min(n, 3))
    names = [cols[i % len(cols)].text_input(tr("ledger.player_n", n=i + 1), max_chars=40, key=f"table:new:name:{i}")
             for i in range(n)]
    variant = ledger_widgets(kind).variant(kind, n, {})
    seats = {i: f"{i + 1}. {name.strip() or '…'}" for i, name in enumerate(names)}
    first = st.selectbox(tr("ledger.start_player"), list(seats), format_func=seats.get, key=f"table:new:first:{n}")
    if not st.button(tr("table.start_button"), type="primary", key="table:new:start"):
        return
    refused = first_refusal(names, "ledger.err.name_empty", "ledger.err.name_twice")
    if refused:
        st.error(refused)
        return
    try:
        view = api.table.create_table(led, {"game": kind, "players": names, "variant": variant,
                                            "start_player": first})
    except api.table.LedgerError as exc:
        st.error(refusal(exc, kind))
        return
    known_tables.remember(view.token)
    st.query_params[PARAM] = view.token
    st.rerun()


def show_table(led, view) -> None:
    game = view.game
    st.subheader(f"{api.game_names(lang())[game.kind]} · {variant_name(game)}")
    st.markdown(names_md(list(game.players)))
    if view.removed:
        st.warning(tr("table.removed"))
        return
    share(view.token)
    seat = pick_seat(view)
    table_live.follow(led, view, seat)
    page_link("app_pages/games.py", tr("table.in_games"), ":material/scoreboard:", "/games", {"t": view.token})
    rename(led, view)
    remove(led, view)


def share(token: str) -> None:
    """The link as text to copy and its QR code (drawn here, nothing fetched)."""
    url = link_of(token)
    with st.expander(tr("table.link"), expanded=False):
        st.code(url, language=None)
        st.caption(tr("table.qr"))
        st.markdown(qr.qr_svg(url), unsafe_allow_html=True)  # our own drawing; the URL is escaped inside


def pick_seat(view) -> int | None:
    """Whose board this phone enters (None: watching); kept per table in the session."""
    if view.game.finished:
        return None
    seats = [None, *range(len(view.game.players))]
    labels = {None: tr("table.seat_none")} | dict(enumerate(view.game.players))
    return st.selectbox(tr("table.seat"), seats, format_func=labels.get, key=f"table:seat:{view.token}")


def rename(led, view) -> None:
    """Fix or change a player's name: the seat keeps its board and rounds; refused next to the field when the
    name is empty, taken or the table changed meanwhile (the stamp this phone showed)."""
    players = view.game.players
    with st.expander(tr("table.rename"), expanded=False):
        st.selectbox(tr("table.rename_who"), range(len(players)), format_func=lambda i: players[i],
                     key=f"table:rename-seat:{view.token}")
        st.text_input(tr("table.rename_new"), max_chars=40, key=f"table:rename-name:{view.token}")
        st.button(tr("table.rename_button"), key=f"table:rename:{view.token}", on_click=_rename,
                  args=(led, view.token, view.stamp, view.game.kind))
        said = st.session_state.pop(f"table:rename-said:{view.token}", None)
        if said:
            getattr(st, said[0])(said[1])


def _rename(led, token: str, stamp: int, kind: str) -> None:
    """Read from the widgets' state at the click (a button's args are those of the run that drew it)."""
    seat = int(st.session_state.get(f"table:rename-seat:{token}") or 0)
    name = st.session_state.get(f"table:rename-name:{token}") or ""
    others = [n for i, n in enumerate(current_players(token)) if i != seat]
    refused = rename_refusal(name, others, "ledger.err.name_empty", "ledger.err.name_twice")
    if refused:
        st.session_state[f"table:rename-said:{token}"] = ("error", refused)
        return
    try:
        view = api.table.rename_player(led, token, seat, name, stamp)
    except api.table.LedgerError as exc:  # the same name, or the table changed on another phone meanwhile
        st.session_state[f"table:rename-said:{token}"] = ("error", refusal(exc, kind))
        return
    st.session_state[f"table:rename-said:{token}"] = ("success", tr("table.renamed",
                                                                    name=md(view.game.players[seat])))
    st.session_state[f"table:rename-name:{token}"] = ""


def current_players(token: str) -> tuple[str, ...]:
    return table_live.current(token).game.players


def remove(led, view) -> None:
    """Remove a table started by mistake, once confirmed, over the stamp this phone showed."""
    with st.expander(tr("table.remove"), expanded=False):
        st.caption(tr("table.remove_help"))
        sure = st.checkbox(tr("table.remove_confirm"), key=f"table:remove-sure:{view.token}")
        st.button(tr("table.remove"), disabled=not sure, key=f"table:remove:{view.token}", on_click=_remove,
                  args=(led, view.token, view.stamp, view.game.kind))
        refused = st.session_state.pop(f"table:remove-refused:{view.token}", None)
        if refused:
            st.error(refused)


def _remove(led, token: str, stamp: int, kind: str) -> None:
    try:
        api.table.remove_table(led, token, stamp)
    except api.table.LedgerError as exc:
        st.session_state[f"table:remove-refused:{token}"] = refusal(exc, kind)

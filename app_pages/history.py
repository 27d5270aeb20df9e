"""History: the games this browser started or joined (ui.known_tables; never another browser's), finished or
still in play, each player's statistics over them, and their exports: CSV tables for spreadsheets, and a
finished play as a BG Stats import file. A game opens at its table by its private link; a removed game is in
no list, statistic or export."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from assistant import api
from assistant.api import ledger as ledger_api
from ui import known_tables
from ui.common import tr
from ui.ledger_widgets import (
    database_failure,
    game_label,
    game_name,
    ledger_page,
    link,
    state_text,
    variant_name,
    when,
    zone,
)


def games_table(chosen: list[ledger_api.GameView]) -> pd.DataFrame:
    rows = []
    for g in chosen:
        top = [s for s in g.standings if s.rank == 1]
        rows.append({
            tr("ledger.col.open"): f"/table?t={g.token}",
            tr("ledger.col.started"): when(g.started_at),
            tr("ledger.col.game"): f"{game_name(g.kind)} · {variant_name(g)}",
            tr("ledger.col.players"): ", ".join(g.players),
            tr("ledger.col.state"): state_text(g),
            tr("ledger.col.leader"): ", ".join(f"{s.name} ({s.score})" for s in top) if g.rounds else "—",
        })
    return pd.DataFrame(rows)


def the_games(games: list[ledger_api.GameView]) -> None:
    st.subheader(tr("ledger.history.games"))
    shows = {"all": tr("ledger.history.all"), "finished": tr("ledger.history.finished"),
             "playing": tr("ledger.history.playing")}
    show = st.radio(tr("ledger.history.show"), list(shows), format_func=shows.get, horizontal=True,
                    key="history:show")
    chosen = [g for g in games if show == "all" or (g.finished == (show == "finished"))]
    if chosen:
        st.dataframe(games_table(chosen), hide_index=True, width="stretch", column_config={
            tr("ledger.col.open"): st.column_config.LinkColumn(tr("ledger.col.open"),
                                                               display_text=tr("ledger.open"))})
    else:
        st.info(tr("ledger.history.none"))


def statistics(stats: list) -> None:
    st.subheader(tr("ledger.history.stats"))
    st.caption(tr("ledger.history.stats_help"))
    if stats:
        st.dataframe(pd.DataFrame([{
            tr("ledger.col.game"): game_name(s.game), tr("common.player"): s.name, tr("ledger.col.games"): s.games,
            tr("ledger.col.wins"): s.wins, tr("ledger.col.average"): round(s.average, 1),
            tr("ledger.col.best"): s.best,
        } for s in stats]), hide_index=True, width="stretch")
    else:
        st.info(tr("ledger.history.no_stats"))


def exports(games: list[ledger_api.GameView], stats: list) -> None:
    st.subheader(tr("ledger.history.export"))
    tz = zone()
    c1, c2 = st.columns(2)
    c1.download_button(tr("ledger.history.csv_plays"), ledger_api.csv_bytes(ledger_api.plays_frame(games, tz)),
                       file_name="table-referee-plays.csv", mime="text/csv", on_click="ignore",
                       key="history:csv-plays")
    c2.download_button(tr("ledger.history.csv_stats"), ledger_api.csv_bytes(ledger_api.stats_frame(stats)),
                       file_name="table-referee-stats.csv", mime="text/csv", on_click="ignore",
                       key="history:csv-stats", disabled=not stats)
    finished = [g for g in games if g.finished]
    st.markdown(f"**{tr('ledger.history.bgstats')}**")
    st.caption(tr("ledger.history.bgstats_help"))
    if not finished:
        st.info(tr("ledger.history.no_finished"))
        return
    labels = {g.token: game_label(g) for g in finished}
    pick = st.selectbox(tr("ledger.history.bgstats_pick"), list(labels), format_func=labels.get,
                        key="history:bgstats")
    play = next(g for g in finished if g.token == pick)
    st.download_button(tr("ledger.history.bgstats_download"), ledger_api.bgstats_json(play, tz).encode("utf-8"),
                       file_name=ledger_api.bgstats_filename(play), mime="application/json", on_click="ignore",
                       key="history:bgstats-download")


def main() -> None:
    led = ledger_page("nav.history", "ledger.history.intro")
    if led is None:
        return
    known_tables.sync()
    try:  # this browser's tables only, removed ones left out
        games = [t.game for t in api.table.list_tables(led, known_tables.tokens())]
    except ledger_api.DatabaseError as exc:
        st.error(database_failure(exc))
        return
    if not games:
        st.info(tr("ledger.history.none_here"))
        link("app_pages/games.py", tr("nav.games"), ":material/scoreboard:", "/games")
        return
    the_games(games)
    stats = ledger_api.player_stats(games)
    statistics(stats)
    exports(games, stats)


main()

"""Widgets of the score ledger pages: the ledger opened once per process, refusals in words, the tables, the
chart of the running totals, the score inputs. Player names are untrusted: escaped with md() wherever they
are shown as Markdown; tables, select boxes and charts show them as plain text."""

from __future__ import annotations

import logging
from datetime import UTC, datetime, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import altair as alt
import pandas as pd
import streamlit as st

from assistant import api
from assistant.api import ledger as ledger_api
from ui.common import join_words, md, page_link, tr
from ui.safe_text import isolated


def game_name(kind: str) -> str:
    """A game's name as the ledger writes it in every language (its English name, from the registry)."""
    return api.game_names("en")[kind]


def running(kind: str) -> bool:
    """Whether a round's points add to the total (`scores: running`) rather than being the score after it
    (`absolute`), from the game's ledger facts."""
    return ledger_api.ledger_facts(kind).scores == "running"


def counts_rows(kind: str) -> bool:
    """Whether the game's rounds carry complete rows, from its ledger facts (`complete_rows`)."""
    return ledger_api.ledger_facts(kind).complete_rows is not None


ROUND = "round"  # the plain word of a ledger round: the keys below as they are
# The ledger strings that name a round: a game whose round has another name (its registration's `round_word`,
# e.g. "scoring") reads "<key>.<word>" instead, so the Games page says what the game's own pages say.
ROUND_KEYS = ("ledger.input.points", "ledger.state.round", "ledger.state.new", "ledger.chart", "ledger.no_rounds",
              "ledger.round_n", "ledger.record", "ledger.record_typed", "ledger.recorded", "ledger.correct",
              "ledger.correct_save", "ledger.corrected", "ledger.col.round", "ledger.log.recorded",
              "ledger.log.corrected", "ledger.err.finished", "ledger.err.no_change", "ledger.err.no_round")
LOG = logging.getLogger("assistant.ledger")
PALETTE = ["#4e79a7", "#f28e2b", "#e15759", "#59a14f", "#b07aa1", "#9c755f"]  # six players told apart at a glance


# --- the database -------------------------------------------------------------------------------------------


@st.cache_resource(show_spinner=False)
def _open(url: str) -> ledger_api.Ledger:
    return ledger_api.open_ledger(url)  # runs `alembic upgrade head` once per process and URL


def opened() -> ledger_api.Ledger:
    """The app's ledger as the pages share it, for code outside a page run (ui/table_watch's route); raises
    what opening it raises."""
    return _open(ledger_api.database_url())


def ledger() -> ledger_api.Ledger | None:
    """The app's ledger, opened and migrated once; None (with the reason on screen) when it cannot be."""
    url = ledger_api.database_url()
    try:
        led = _open(url)
        if led.read_only:  # opened again on the next run, so a disk made writable again is used at once
            _open.clear()
            st.warning(tr("ledger.read_only"))
        return led
    except ledger_api.LedgerError as exc:  # newer schema, failed migration, silent server, full disk: in words
        st.error(tr("ledger.err.database", error=refusal(exc)))
        return None
    except (ledger_api.DatabaseError, OSError, ValueError, ImportError) as exc:  # alembic's are ValueErrors
        # The driver's text may name the file or the server: it goes to the server's log, the page gets its kind.
        LOG.warning("the ledger at %s cannot be opened: %s", ledger_api.safe_url(url), _short(exc))
        st.error(tr("ledger.err.database", error=md(type(exc).__name__)))
        return None


def ledger_page(title_key: str, intro_key: str) -> ledger_api.Ledger | None:
    """A ledger page's head (title, intro) and its ledger; None when the ledger cannot be opened (said)."""
    st.title(tr(title_key))
    st.caption(tr(intro_key))
    return ledger()


def _short(exc: Exception) -> str:
    text = str(getattr(exc, "orig", None) or exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


def refusal(exc: ledger_api.LedgerError, kind: str | None = None) -> str:
    """A LedgerError in the player's language (its parameters escaped, since names are among them), a round
    named in the words of game `kind` when it is known."""
    params = {k: md(str(v)) for k, v in exc.params.items()}
    return round_text(kind, exc.key, **params) if kind and exc.key in ROUND_KEYS else tr(exc.key, **params)


def database_failure(exc: ledger_api.DatabaseError) -> str:
    """A failure in the player's words: typed ledger failures (read, write, commit, timeout, disk, newer schema)
    carry their own message key; anything else is worded as a refused change."""
    if isinstance(exc, ledger_api.LedgerError):
        return refusal(exc)
    return tr("ledger.err.write", error=md(_short(exc)))


# --- words and times ------------------------------------------------------------------------------------------


def zone() -> tzinfo:
    """The browser's time zone (times are stored in UTC), UTC when it is unknown."""
    try:
        name = st.context.timezone
        return ZoneInfo(name) if name else UTC
    except (ZoneInfoNotFoundError, ValueError, AttributeError):
        return UTC


def when(dt: datetime | None) -> str:
    return dt.astimezone(zone()).strftime("%Y-%m-%d %H:%M") if dt else "—"


def round_word(kind: str) -> str:
    """What game `kind` calls a round of its ledger (its registration's `round_word`)."""
    return api.registration(kind).round_word


def round_text(kind: str, key: str, **params) -> str:
    """The ledger string `key` (one of ROUND_KEYS) in the words of game `kind` (a round, or a scoring...)."""
    word = round_word(kind)
    return tr(key if word == ROUND else f"{key}.{word}", **params)


def points_label(kind: str) -> str:
    """What a round's number of points is for game `kind`: the points of the round (`scores: running`), or
    the score after it (`absolute`)."""
    return round_text(kind, "ledger.input.points") if running(kind) else tr("ledger.input.score_after")


def variant_name(view: ledger_api.GameView) -> str:
    return tr(f"ledger.variant.{view.variant}")


def game_label(view: ledger_api.GameView) -> str:
    """Plain text (for select boxes): game, players, start time, state."""
    players = ", ".join(isolated(n) for n in view.players)
    return f"{game_name(view.kind)} · {players} · {when(view.started_at)} · {state_text(view)}"


def state_text(view: ledger_api.GameView) -> str:
    if view.finished:
        return tr("ledger.state.finished")
    if view.rounds:
        return round_text(view.kind, "ledger.state.round", n=len(view.rounds))
    return round_text(view.kind, "ledger.state.new")


def names_md(names: list[str]) -> str:
    return join_words([f"**{isolated(md(n))}**" for n in names])


# --- tables and chart -------------------------------------------------------------------------------------------


def rounds_table(view: ledger_api.GameView) -> pd.DataFrame:
    """Rows: the rounds, then the total; columns: the players. A running game shows each round's points and
    the total, an absolute one the score after each round (and the complete rows, when it counts them)."""
    index = [round_text(view.kind, "ledger.round_n", n=r.number) for r in view.rounds]
    data = [list(r.points) for r in view.rounds]
    if running(view.kind):
        index.append(tr("common.total"))
        data.append(list(view.totals))
    elif view.rounds and any(view.rows):
        index.append(tr("ledger.col.rows"))
        data.append([r or 0 for r in view.rows])
    return pd.DataFrame(data, index=pd.Index(index, name=round_text(view.kind, "ledger.col.round")),
                        columns=list(view.players))


def standings_table(view: ledger_api.GameView) -> pd.DataFrame:
    rows = []
    for s in view.standings:
        row = {tr("ledger.col.place"): s.rank, tr("common.player"): s.name, tr("ledger.col.score"): s.score}
        if counts_rows(view.kind):
            row[tr("ledger.col.rows")] = s.complete_rows or 0
        if view.finished:
            row[" "] = "★" if s.winner else ""
        rows.append(row)
    return pd.DataFrame(rows)


def chart(view: ledger_api.GameView) -> None:
    """Every player's running total over the rounds, from 0."""
    if not view.rounds:
        return
    long = pd.DataFrame([{"round": n, "player": name, "score": totals[i]}
                         for n, totals in view.progression for i, name in enumerate(view.players)])
    lines = (
        alt.Chart(long, title=round_text(view.kind, "ledger.chart"))
        .mark_line(point=True)
        .encode(
            x=alt.X("round:O", title=round_text(view.kind, "ledger.col.round"), axis=alt.Axis(labelAngle=0)),
            y=alt.Y("score:Q", title=tr("ledger.col.score")),
            color=alt.Color("player:N", sort=list(view.players), title=tr("common.player"),
                            scale=alt.Scale(domain=list(view.players), range=PALETTE[:len(view.players)]),
                            legend=alt.Legend(orient="bottom")),
            tooltip=[alt.Tooltip("player:N", title=tr("common.player")),
                     alt.Tooltip("round:O", title=round_text(view.kind, "ledger.col.round")),
                     alt.Tooltip("score:Q", title=tr("ledger.col.score"))],
        )
        .properties(height=300)
    )
    st.altair_chart(lines, width="stretch")


def _scores_text(scores: dict) -> str:
    parts = []
    for name, v in scores.items():
        rows = v.get("complete_rows")
        extra = " " + tr("ledger.log.rows", n=rows) if rows else ""
        parts.append(f"{name} {v.get('points')}{extra}")
    return ", ".join(parts)


def log_text(entry: ledger_api.LogEntry, kind: str) -> str:
    """One event of a game's log in words (plain text: it is shown in a table); rounds in game `kind`'s words."""
    d = entry.detail
    if entry.kind == "started":
        return tr("ledger.log.started", players=", ".join(d.get("players", [])), first=d.get("start_player", ""),
                  variant=tr(f"ledger.variant.{d.get('variant', 'base')}"))
    if entry.kind == "recorded":
        return round_text(kind, "ledger.log.recorded", round=entry.round,
                          source=tr(f"ledger.source.{d.get('source', 'typed')}"),
                          scores=_scores_text(d.get("scores", {})))
    if entry.kind == "corrected":
        changes = "; ".join(
            tr(f"ledger.log.change.{c['field']}", player=c["player"], old=_dash(c["old"]), new=_dash(c["new"]))
            for c in d.get("changes", []))
        return round_text(kind, "ledger.log.corrected", round=entry.round, changes=changes)
    if entry.kind == "finished":
        winners = [r["name"] for r in d.get("ranking", []) if r.get("rank") == 1]
        return tr("ledger.log.finished", winners=", ".join(winners))
    if entry.kind == "reopened":
        return tr("ledger.log.reopened")
    return entry.kind


def _dash(value) -> str:
    return "—" if value is None else str(value)


def log_table(entries: list[ledger_api.LogEntry], kind: str) -> pd.DataFrame:
    return pd.DataFrame([{tr("ledger.col.when"): when(e.at), tr("ledger.col.who"): e.actor or "—",
                          tr("ledger.col.what"): log_text(e, kind)} for e in entries])


# --- score inputs -----------------------------------------------------------------------------------------------


def score_inputs(view: ledger_api.GameView, key: str, values: list[tuple[int, int | None]] | None = None) -> dict:
    """A number input per player (and per player the complete rows, when the game counts them): the round as
    the service takes it. `key` must change whenever the game does, so a changed game never keeps stale typed
    numbers."""
    absolute, rows_too = not running(view.kind), counts_rows(view.kind)
    label = points_label(view.kind)
    scores = []
    per_row = 3 if rows_too else 4
    for start in range(0, len(view.players), per_row):
        cols = st.columns(per_row)
        for col, seat in zip(cols, range(start, min(start + per_row, len(view.players))), strict=False):
            name = view.players[seat]
            points, rows = values[seat] if values else ((view.totals[seat] if absolute else 0), 0)
            with col:
                p = st.number_input(f"{md(name)} · {label}", min_value=0, max_value=ledger_api.MAX_POINTS,
                                    value=int(points), step=1, key=f"{key}:points:{seat}")
                line = {"name": name, "points": int(p)}
                if rows_too:
                    r = st.number_input(f"{md(name)} · {tr('ledger.input.rows')}", min_value=0,
                                        max_value=ledger_api.MAX_ROWS, value=int(rows or 0), step=1,
                                        key=f"{key}:rows:{seat}",
                                        help=tr("ledger.input.rows_help"))
                    line["complete_rows"] = int(r)
                scores.append(line)
    return {"scores": scores, "source": "typed"}


def link(page: str, label: str, icon: str, url: str, query: dict | None = None) -> None:
    """A link to another page of the app (ui.common.page_link)."""
    page_link(page, label, icon, url, query)

"""Games: start a game of any registered game, record each round (from the boards entered in the app or typed),
watch the running totals and the ranking, correct an earlier round. Every action is saved at once in the
ledger, so a refresh or a restart loses nothing. A game is reached by its table's private link (?t=TOKEN),
never by a number: the picker offers only the games this browser started or joined (ui.known_tables), and an
old address with ?game=N gets one polite line and opens nothing.

Two browsers on one game: each action carries the version of the game this page showed; if the game changed
elsewhere in the meantime the action is refused with a message and a reload button, never silently applied.
"""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from assistant import api
from assistant.api import PositionError
from assistant.api import ledger as service
from ui import known_tables
from ui.board_component import clickable_svg
from ui.common import error_line, md, position, score, tr
from ui.ledger_games import widgets
from ui.ledger_widgets import (
    chart,
    counts_rows,
    database_failure,
    game_label,
    game_name,
    ledger_page,
    link,
    log_table,
    names_md,
    points_label,
    refusal,
    round_text,
    rounds_table,
    score_inputs,
    standings_table,
    variant_name,
    when,
)
from ui.names import first_refusal
from ui.qr import qr_svg, table_link
from ui.safe_text import sentence

NEW = ""
PICK, GOTO, SEEN, CONFLICT, FLASH = "ledger:pick", "ledger:goto", "ledger:seen", "ledger:conflict", "ledger:flash"


def board_link(kind: str) -> None:
    """A link to the page a position of game `kind` opens on (its registration's board page); none without one."""
    board = api.registration(kind).board_page
    if board is not None:
        link(board.path, tr(board.title), board.icon, f"/{board.route}")


@dataclass(frozen=True)
class Desk:
    """The open ledger and who is acting (the sidebar's name, written into the log)."""

    led: service.Ledger
    actor: str


def act(desk: Desk, fn, *args, game_kind: str | None = None, **kwargs) -> service.GameView | None:
    """Run one ledger action (a game reached by its token); a refusal is shown beside the button (a round in
    the words of `game_kind`), a conflict flags the game for reload."""
    try:
        return fn(desk.led, *args, actor=desk.actor, **kwargs)
    except service.ConflictError as exc:
        st.session_state[CONFLICT] = exc.params["game"]
        st.rerun()
    except service.LedgerError as exc:
        st.error(refusal(exc, game_kind))
    except service.DatabaseError as exc:
        st.error(database_failure(exc))
    return None


def done(view: service.GameView, message: str) -> None:
    st.session_state.setdefault(SEEN, {})[view.token] = view.version
    st.session_state[FLASH] = message
    st.session_state[GOTO] = view.token
    known_tables.remember(view.token)  # a game started or changed here is this browser's
    st.rerun()


# --- a new game -------------------------------------------------------------------------------------------------


def new_game(desk: Desk) -> None:
    st.subheader(tr("ledger.new_game"))
    games = api.game_names("en")  # every registered game, named as the ledger writes it
    kind = st.radio(tr("ledger.which_game"), list(games), format_func=games.get, horizontal=True,
                    key="ledger:new:game")
    low, high = service.player_range(kind)
    pos = position(kind) or {}
    board_names = [p.get("name", "") for p in pos.get("players", [])]
    start_n = len(board_names) if low <= len(board_names) <= high else low
    n = st.number_input(tr("ledger.player_count"), min_value=low, max_value=high, value=start_n, step=1,
                        key=f"ledger:new:{kind}:count")
    cols = st.columns(min(n, 3))
    names = []
    for i in range(n):
        default = board_names[i] if i < len(board_names) else tr("ledger.default_name", n=i + 1)
        names.append(cols[i % len(cols)].text_input(tr("ledger.player_n", n=i + 1), value=default, max_chars=40,
                                                     key=f"ledger:new:{kind}:name:{i}"))
    variant = widgets(kind).variant(kind, n, pos)
    seats = {i: f"{i + 1}. {name.strip() or '…'}" for i, name in enumerate(names)}
    first = st.selectbox(tr("ledger.start_player"), list(seats), format_func=seats.get,
                         key=f"ledger:new:{kind}:first:{n}")
    if st.button(tr("ledger.start"), type="primary", key="ledger:new:start"):
        refused = first_refusal(names, "ledger.err.name_empty", "ledger.err.name_twice")
        if refused:  # the names' rule of every game (assistant.names), said before the ledger is asked
            st.error(refused)
            return
        new = {"game": kind, "players": names, "variant": variant, "start_player": first}
        view = act(desk, service.start_game, new)
        if view is not None:
            done(view, tr("ledger.started", game=game_name(kind)))


# --- a game in play ---------------------------------------------------------------------------------------------


def header(view: service.GameView) -> None:
    st.subheader(f"{game_name(view.kind)} · {variant_name(view)}")
    st.markdown(tr("ledger.header", players=names_md(list(view.players)), first=f"**{md(view.start_player)}**",
                   started=when(view.started_at)))
    with st.expander(tr("ledger.share"), expanded=False):  # the private link, as text and as a QR code
        st.caption(tr("ledger.share_help"))
        url = table_link(view.token, st.context.url)
        st.code(url, language=None)
        if url.startswith("http"):
            clickable_svg(qr_svg(url), key="ledger:qr", on_tap=None, label=tr("ledger.share_qr"))


def from_board(desk: Desk, view: service.GameView, number: int, seen: int, blocked: bool) -> None:
    pos, own = position(view.kind), widgets(view.kind)
    if pos is None:
        st.info(tr("ledger.board.none", game=game_name(view.kind)))
        board_link(view.kind)
        return
    try:
        result = score(own.board_position(pos, number))
    except PositionError as exc:
        st.error(tr("ledger.board.unscorable", error=md(error_line(exc))))
        board_link(view.kind)
        return
    try:
        scores = service.round_from_score(result)
    except service.LedgerError as exc:
        st.error(refusal(exc, view.kind))
        return
    board_names = [s.name for s in scores.scores]
    if sorted(board_names) != sorted(view.players):
        st.error(tr("ledger.board.other_players", board=names_md(board_names), game=names_md(list(view.players))))
        board_link(view.kind)
        return
    own.board_checks(view, pos)
    by_name = {s.name: s for s in scores.scores}
    preview = {tr("common.player"): list(view.players),
               points_label(view.kind): [by_name[n].points for n in view.players]}
    if counts_rows(view.kind):
        preview[tr("ledger.col.rows")] = [by_name[n].complete_rows for n in view.players]
    st.dataframe(preview, hide_index=True)
    own.board_note(view, result)
    if st.button(tr("ledger.record_board"), type="primary", disabled=blocked, key=f"ledger:board:{view.token}"):
        after = act(desk, api.table.record_round, view.token, seen, scores, game_kind=view.kind)
        if after is not None:
            done(after, round_text(view.kind, "ledger.recorded", round=number))


def record(desk: Desk, view: service.GameView, seen: int, blocked: bool) -> None:
    number = view.next_round
    st.subheader(round_text(view.kind, "ledger.record", round=number))
    sources = {"board": tr("ledger.source.board"), "typed": tr("ledger.source.typed")}
    source = st.radio(tr("ledger.source"), list(sources), format_func=sources.get, horizontal=True,
                      index=0 if position(view.kind) else 1, key=f"ledger:source:{view.token}")
    if source == "board":
        from_board(desk, view, number, seen, blocked)
        return
    typed = score_inputs(view, f"ledger:in:{view.token}:{view.version}")
    if widgets(view.kind).typed_help:
        st.caption(tr(widgets(view.kind).typed_help))
    if st.button(round_text(view.kind, "ledger.record_typed", round=number), type="primary", disabled=blocked,
                 key=f"ledger:typed:{view.token}"):
        after = act(desk, api.table.record_round, view.token, seen, typed, game_kind=view.kind)
        if after is not None:
            done(after, round_text(view.kind, "ledger.recorded", round=number))


def correct(desk: Desk, view: service.GameView, seen: int, blocked: bool) -> None:
    with st.expander(round_text(view.kind, "ledger.correct"), expanded=False):
        st.caption(tr("ledger.correct_help"))
        numbers = {r.number: round_text(view.kind, "ledger.round_n", n=r.number) for r in view.rounds}
        # The key carries the number of rounds: a round just recorded is preselected (the one most likely to
        # need a fix), while a round picked by hand stays picked through its own correction.
        number = st.selectbox(round_text(view.kind, "ledger.col.round"), list(numbers), format_func=numbers.get,
                              index=len(numbers) - 1, key=f"ledger:fix:{view.token}:{len(numbers)}:round")
        rnd = view.rounds[number - 1]
        typed = score_inputs(view, f"ledger:fix:{view.token}:{view.version}:{number}",
                             values=list(zip(rnd.points, rnd.complete_rows, strict=True)))
        if st.button(round_text(view.kind, "ledger.correct_save", round=number), disabled=blocked,
                     key=f"ledger:fix:{view.token}:save"):
            after = act(desk, api.table.correct_round, view.token, seen, number, typed, game_kind=view.kind)
            if after is not None:
                done(after, round_text(view.kind, "ledger.corrected", round=number))


def game(desk: Desk, view: service.GameView) -> None:
    seen_by_game = st.session_state.setdefault(SEEN, {})
    seen = seen_by_game.get(view.token, view.version)
    blocked = st.session_state.get(CONFLICT) == view.token
    if blocked:
        st.error(tr("ledger.err.conflict"))
        if st.button(tr("ledger.reload"), type="primary", key="ledger:reload"):
            st.session_state.pop(CONFLICT, None)
            seen_by_game[view.token] = view.version
            st.rerun()
    elif seen != view.version:
        st.info(tr("ledger.changed_elsewhere"))

    header(view)
    if view.finished:
        winners = [s.name for s in view.standings if s.winner]
        st.success(tr("ledger.winner" if len(winners) == 1 else "ledger.winners", names=names_md(winners)))
    if view.rounds:
        left, right = st.columns(2, gap="large")
        with left:
            st.markdown(f"**{tr('ledger.scores')}**")
            st.dataframe(rounds_table(view), width="stretch")
            st.markdown(f"**{tr('ledger.final_ranking') if view.finished else tr('ledger.ranking_so_far')}**")
            st.dataframe(standings_table(view), hide_index=True, width="stretch")
            if widgets(view.kind).ties:
                st.caption(tr(widgets(view.kind).ties))
        with right:
            chart(view)
    else:
        st.info(round_text(view.kind, "ledger.no_rounds"))

    if not view.finished:
        record(desk, view, seen, blocked)
    if view.rounds:
        correct(desk, view, seen, blocked)
    with st.expander(tr("ledger.log"), expanded=False):
        st.dataframe(log_table(api.table.table_log(desk.led, view.token), view.kind), hide_index=True, width="stretch")
    link("app_pages/history.py", tr("nav.history"), ":material/history:", "/history")
    if not blocked:
        seen_by_game[view.token] = view.version



# --- which game -----------------------------------------------------------------------------------------------


def first_pick(open_games: list[service.GameView]) -> None:
    """Where the picker starts: the game just acted on, else the table of ?t=TOKEN, else the newest open game of
    this browser. ?game=N is refused in one line: a number never opens a game."""
    if GOTO in st.session_state:
        st.session_state[PICK] = st.session_state.pop(GOTO)
    elif PICK not in st.session_state:
        if st.query_params.get("game") is not None:
            st.warning(tr("ledger.err.game_number"))
            st.query_params.pop("game", None)
        asked = st.query_params.get("t")
        st.session_state[PICK] = str(asked) if asked else (open_games[0].token if open_games else NEW)


def remembered(led: service.Ledger, labels: dict) -> service.GameView | None:
    """The picked game read back by its token; a link that opens nothing gets the one line and is forgotten, a
    removed game is said and leaves this browser's list."""
    token = st.session_state[PICK]
    if token == NEW:
        return None
    try:
        current = api.table.load_game(led, token)
    except api.table.NoTable as exc:
        st.warning(refusal(exc))
        known_tables.forget(token)
    except service.DatabaseError as exc:
        st.error(database_failure(exc))
        st.stop()
    else:
        if current.removed_at is None:
            known_tables.remember(current.token)  # a link opened here: a table this browser joined
            labels.setdefault(current.token, game_label(current))
            return current
        st.warning(tr("ledger.err.removed"))
        known_tables.forget(token)
    st.session_state[PICK] = NEW
    st.query_params.pop("t", None)
    return None


def pick_game(led: service.Ledger) -> service.GameView | None:
    """The picker of this browser's open games (and a new one); the pick goes into the URL as ?t=TOKEN."""
    try:
        open_games = [t.game for t in api.table.list_tables(led, known_tables.tokens()) if not t.game.finished]
    except service.DatabaseError as exc:
        st.error(database_failure(exc))
        st.stop()
    first_pick(open_games)
    labels = {NEW: tr("ledger.new_game"), **{g.token: game_label(g) for g in open_games}}
    current = remembered(led, labels)
    pick = st.selectbox(tr("ledger.pick"), list(labels), format_func=labels.get, key=PICK)
    if pick != NEW and (current is None or current.token != pick):
        try:
            current = api.table.load_game(led, pick)
        except (service.LedgerError, service.DatabaseError) as exc:
            st.error(refusal(exc) if isinstance(exc, service.LedgerError) else database_failure(exc))
            st.stop()
    st.query_params.pop("game", None)
    if pick == NEW:
        st.query_params.pop("t", None)
    else:
        st.query_params["t"] = pick
    return current


def main() -> None:
    led = ledger_page("nav.games", "ledger.games.intro")
    if led is None:
        return
    with st.sidebar:
        actor = st.text_input(tr("ledger.actor"), max_chars=40, key="ledger:actor", help=tr("ledger.actor_help"))
    desk = Desk(led, actor)
    current = pick_game(led)
    if st.session_state.get(FLASH):
        st.success(sentence(st.session_state.pop(FLASH)))
    try:
        if current is None:
            new_game(desk)
        else:
            game(desk, current)
    except service.DatabaseError as exc:  # the database went away between two clicks: say so, keep the page
        st.error(database_failure(exc))
    known_tables.sync()  # last: what this run remembered reaches the browser now


main()

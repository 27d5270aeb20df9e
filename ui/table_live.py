"""The live part of the Table page: every board drawn small with the engine's verdicts, the standings, this
phone's seat entered by taps, and "score now". Two fragments:

- the watcher (ui/table_watch): the browser asks the server for the table's stamp twice a second over plain
  HTTP, no script run, and reruns the page only when it differs from the one this phone last showed, so an
  edit on another phone appears here within about a second, without a reload. Where that route is not served
  (`streamlit run streamlit_app.py`, AppTest), `poll` does it instead: it reruns every second and costs one
  indexed query (api.table.table_version), nothing drawn;
- `board` holds what a tap changes: a tap reruns only it, written to the ledger first (ui/table_write)."""

from __future__ import annotations

import datetime as dt

import streamlit as st

from assistant import api
from ui import common, table_play, table_state, table_watch, table_write
from ui.board_component import board_fragment
from ui.common import md, show_problems, tr
from ui.ledger_widgets import names_md, refusal, rounds_table, standings_table
from ui.safe_text import sentence
from ui.table_seats import widgets

POLL = dt.timedelta(seconds=1)


current = table_state.current


def fresh(led, token: str):
    """The table as it is now: the view this phone holds while its stamp is still the table's (one indexed
    query, where reading every board again was a tenth of a page run), else read again. A table changed
    anywhere has another stamp (each version only grows), so a kept view is never a stale one."""
    kept = table_state.kept(token)
    if kept is not None and kept.stamp == api.table.table_version(led, token):
        return kept
    return api.table.open_table(led, token)


_keep, _note = table_state.keep, table_state.note


def follow(led, view, seat: int | None) -> None:
    """The table as it is now, kept up to date: the poll and the boards."""
    _keep(view)
    if table_watch.served():
        table_watch.watch(view.token, view.stamp)
    else:
        poll(led, view.token)
    board(led, view.token, seat)


def retry(led, token: str) -> None:
    """A run that could not read the table: the poll still runs, and reruns the page a poll later (not at once:
    the poll's first run is within this very run, which would rerun and fail again without a pause)."""
    table_state.failed(token)
    poll(led, token)


@st.fragment(run_every=POLL)
def poll(led, token: str) -> None:
    try:
        stamp = api.table.table_version(led, token)
    except api.table.LedgerError:  # removed meanwhile, or the database away for a moment: the next poll tells
        return
    failed = table_state.failed_since(token)
    if failed is not None:  # the page's last run could not read the table: again, once a poll has passed
        if failed >= POLL.total_seconds():
            st.rerun(scope="app")
    elif stamp != table_state.seen(token):
        st.rerun(scope="app")


def _changer(led, token: str, seat: int | None, w):
    """`apply(fn)`: fn(position, selection) -> (position, selection) applied to the table and written, as a tap
    or a button of the seat's entry does (seat None: a watching phone's, no selection); a conflict or a refusal
    is said in one line on the next run."""
    def apply(fn) -> None:
        view = current(token)
        sel = None if seat is None else w.selection(seat)
        actor = None if seat is None else view.game.players[seat]
        try:
            out = table_write.apply_tap(led, view, lambda pos: fn(pos, sel), actor=actor)
        except api.table.LedgerError as exc:  # removed or over on another phone, or an unreadable board
            _note(token, "error", refusal(exc, view.game.kind))
            if seat is not None:
                w.select(seat, None)
            return
        if seat is not None:
            w.select(seat, out.sel)
            if out.undo:
                table_state.pushed(token, seat, len(out.view.game.rounds), out.undo)
        _keep(out.view)
        if out.conflict is not None:
            name = md(out.conflict) if out.conflict else tr("table.between")
            _note(token, "warning" if out.refused is None else "error",
                  tr(f"table.conflict.{out.refused or 'reapplied'}", name=f"**{name}**"))
    return apply


def _undo(led, token: str, seat: int, w) -> None:
    """This phone's last tap on its seat taken back, unless a board it wrote changed on another phone since."""
    view = current(token)
    stack = table_state.undo_stack(token, seat, len(view.game.rounds))
    if not stack:
        return
    try:
        after, whose = table_write.undo_tap(led, token, stack[-1], actor=view.game.players[seat])
    except api.table.LedgerError as exc:  # removed or over on another phone meanwhile
        _note(token, "error", refusal(exc, view.game.kind))
        return
    if whose is None:
        undone = stack.pop()
        if stack:
            stack[-1] = table_write.rebased(stack[-1], undone, after)
    else:  # kept: a later undo would meet the same change; the phone sees the board as it now is
        stack.clear()
        _note(token, "error", tr("table.undo_refused", name=f"**{md(whose) if whose else tr('table.between')}**"))
    w.select(seat, None)
    _keep(after)


@board_fragment
def board(led, token: str, seat: int | None) -> None:
    table_state.whole_page(token)
    view = current(token)
    if table_watch.served():  # this phone's own tap is no news to the page's watcher
        table_watch.showing(token, table_state.seen(token))
    game, pos = view.game, view.position
    w = widgets(game.kind)
    verdict = common.check(pos)
    note = table_state.take_note(token)
    if note:
        getattr(st, note[0])(sentence(note[1]))
    word = api.registration(game.kind).round_word
    playing = table_play.playing(view)
    if game.finished:
        winners = [s.name for s in game.standings if s.winner]
        st.success(tr("table.over", winners=names_md(winners)))
    else:
        starts = tr("table.starts", name=f"**{md(view.starts)}**") if view.starts else ""
        said = w.says_step and not playing  # its stage says it (not drawn while the table plays turn by turn)
        step = "" if said else tr(f"table.next.{word}", n=len(game.rounds) + 1)
        if step or starts:
            st.caption(sentence(" ".join(filter(None, [step, starts]))))
    if playing:
        table_play.turn(led, view, seat, w)
    entering = seat is not None and w.enters and not game.finished and not playing
    apply = _changer(led, token, seat if entering else None, w)
    if not game.finished and not playing:  # what the table asks now (Dirk's first tiles), before the switch
        w.stage(led, view, seat if entering else None, apply)
    setting_up = not game.finished and not playing and table_play.offer(led, view, seat, w, apply)
    entering = entering and not setting_up  # the setup is what is tapped now
    if entering:
        st.subheader(tr("table.your_board", name=md(game.players[seat])))
        w.entry(pos, seat, verdict, lambda target: apply(lambda p, sel: w.tap(p, seat, sel, target)), apply)
        st.button(tr("table.undo"), key=f"table:undo:{token}:{seat}", help=tr("table.undo_help"),
                  disabled=not table_state.undo_stack(token, seat, len(game.rounds)), on_click=_undo,
                  args=(led, token, seat, w))
    elif not w.enters:
        st.caption(tr("table.no_entry"))
    others(pos, seat if entering else None, verdict, w)
    standings(view, led, w)
    table_play.history(led, view, seat, w)
    if not game.finished and not playing:
        score_now(led, view, word)


def others(pos: dict, seat: int | None, verdict: dict, w) -> None:
    """Every board but the one entered here, drawn small, two a row, each with its verdict."""
    shown = [i for i in range(len(pos.get("players") or [])) if i != seat]
    if shown:
        st.subheader(tr("table.boards"))
    for start in range(0, len(shown), 2):
        for col, i in zip(st.columns(2, gap="medium"), shown[start:start + 2], strict=False):
            with col:
                name = pos["players"][i]["name"]
                theirs = [p for p in verdict["problems"] if p["player"] == name]
                w.drawn(pos, i, theirs, f"table:drawn:{i}")
                show_problems(theirs, tr("table.board_ok", name=md(name)))
    between = [p for p in verdict["problems"] if p["player"] is None]
    if between:
        st.subheader(tr("table.table_problems"))
        show_problems(between)


def standings(view, led, w) -> None:
    st.subheader(tr("table.standings"))
    st.dataframe(standings_table(view.game), hide_index=True)
    if view.game.rounds:
        st.dataframe(rounds_table(view.game))
    if view.game.rounds and w.explains:
        explained(led, view, w)


def explained(led, view, w) -> None:
    """How the last recorded round was scored, from the boards as they lay then (the ledger keeps them with the
    round); drawn only on the phone that opens it."""
    n = len(view.game.rounds)
    shown = st.expander(tr("table.explain", n=n), key=f"table:explain-open:{view.token}", on_change="rerun")
    if not shown.open:
        return
    with shown:
        try:
            pos = api.table.scored_position(led, view.token, n)
        except api.table.LedgerError as exc:
            st.error(refusal(exc, view.game.kind))
            return
        if pos is None:  # typed by hand on Games played, or recorded before the boards were kept with it
            st.caption(tr("table.explain_none"))
        else:
            w.explain_round(pos, f"table:explain:{view.token}:{n}")


def score_now(led, view, word: str) -> None:
    """Score the boards as they lie and record the round, over the stamp this phone showed: the button carries
    it, so a board changed on another phone since (and not yet shown here) refuses the scoring."""
    st.button(tr(f"table.score_now.{word}"), type="primary", key=f"table:score:{view.token}",
              on_click=_score, args=(led, view.token, view.stamp, view.game.kind, word))


def _score(led, token: str, stamp: int, kind: str, word: str) -> None:
    try:
        new = api.table.record_scoring(led, token, stamp)
    except api.table.LedgerError as exc:  # TableConflict among them: a board changed since it was shown
        _note(token, "error", refusal(exc, kind))
    else:
        _keep(new)
        _note(token, "success", tr(f"table.scored.{word}", n=len(new.game.rounds)))
    table_state.ask_whole_page(token)  # the round, the seats and the standings change: the page

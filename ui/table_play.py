"""Playing turn by turn on the Table page (issue 19), the part that names no game: switching it on (the game's
setup taps, then "Start playing"), whose turn it is on every phone, the game's step widgets (TableWidgets.
play_turn) given a `send` that plays each step on the table over the stamp this phone showed, "Undo", the log
of the steps in words and the replay of the game move by move.

Every change of a table played so goes through a step (api.table.play_step): the seat's free board entry and
"score now" are left out by ui/table_live while `playing`. A step the engine refuses changes nothing; its
problems are handed back to the game's widgets on the next run, to be drawn beside the tap. The other phones
see the step through the poll: the turn is part of the table's stamp."""

from __future__ import annotations

import streamlit as st

from assistant import api
from ui import table_state
from ui.common import has_text, lang, md, show_problems, tr
from ui.ledger_widgets import refusal
from ui.safe_text import sentence

REPLAY_COLUMNS = 2  # boards a row in the replay, as every board is drawn on the page


def playing(view) -> bool:
    """Whether the table is being played turn by turn now (the ledger keeps its turn)."""
    return view.turn is not None and not view.game.finished


def can_play(view, w) -> bool:
    """Whether this table may be played turn by turn: its game's widgets and its engine both can."""
    return bool(w.plays) and api.table.plays(view.game.kind)


def _actor(view, seat: int | None) -> str | None:
    return None if seat is None else view.game.players[seat]


def _problems(result) -> list[dict]:
    """A refused start or step's problems as the pages show them (rule, player, cells, message in this phone's
    language); empty when it was allowed."""
    return api.render_all(list(result.problems), lang()) if result.problems else []


def _conflict(led, token: str) -> None:
    """The table moved on another phone since this one showed it: read again, said in one line."""
    table_state.keep(api.table.open_table(led, token))
    table_state.note(token, "warning", tr("play.conflict"))


# --- before playing: the switch, the game's setup taps, "Start playing" -----------------------------------------


def offer(led, view, seat: int | None, w, apply) -> bool:
    """The switch "Play turn by turn" on a table that can be; once on, the game's setup taps (`apply` writes
    them as board taps are) and "Start playing". True while the switch is on (the page then leaves the free
    entry out: the setup is what is tapped now)."""
    if view.game.finished or not can_play(view, w):
        return False
    token = view.token
    if not st.toggle(tr("play.switch"), key=f"table:play-on:{token}"):
        return False
    st.caption(tr("play.switch_help"))
    w.play_setup(view.position, seat, apply)
    st.button(tr("play.start"), type="primary", key=f"table:play-start:{token}", on_click=_start,
              args=(led, token, view.stamp, _actor(view, seat), view.game.kind))
    show_problems(st.session_state.pop(f"table:play-refused-start:{token}", None) or [])
    return True


def _attempted(led, token: str, kind: str, change):
    """A change of the table over the stamp this phone showed (start, step, undo): its result, or None once a
    conflict (the table read again) or the ledger's refusal is said in one line."""
    try:
        return change()
    except api.table.TableConflict:
        _conflict(led, token)
    except api.table.LedgerError as exc:
        table_state.note(token, "error", refusal(exc, kind))
    return None


def _start(led, token: str, stamp: int, actor: str | None, kind: str) -> None:
    result = _attempted(led, token, kind, lambda: api.table.start_play(led, token, stamp, actor=actor))
    if result is None:
        return
    if result.problems:
        st.session_state[f"table:play-refused-start:{token}"] = _problems(result)
        return
    table_state.keep(result.table)
    table_state.note(token, "success", tr("play.started"))


# --- while playing: whose turn, the game's step widgets, undo ---------------------------------------------------


def turn_line(view, seat: int | None) -> str:
    """"Ana's turn: take money, buy or redesign": the turn's player and its phase in this phone's words."""
    turn = view.turn
    key = f"play.phase.{view.game.kind}.{turn.get('phase')}"
    phase = tr(key) if has_text(key) else md(turn.get("phase") or "")
    player = turn.get("player")
    if player is None:
        return tr("play.turn.table", phase=phase)
    if seat is not None and view.game.players[seat] == player:
        return tr("play.turn.yours", name=f"**{md(player)}**", phase=phase)
    return tr("play.turn.theirs", name=f"**{md(player)}**", phase=phase)


def turn(led, view, seat: int | None, w) -> None:
    """What every phone shows while the table plays: the turn, the last step, the game's widgets, "Undo"."""
    token = view.token
    st.info(sentence(turn_line(view, seat)))
    log = steps(led, view)
    if len(log) > 1:
        st.caption(tr("play.last", step=said_md(log[-1].said, log[-1].step)))
    problems = st.session_state.pop(f"table:play-refused:{token}", None) or []
    w.play_turn(view.position, view.turn, seat, sender(led, token, seat), problems)
    undo(view, seat, led, log)


def undo(view, seat: int | None, led, log: tuple) -> None:
    """ "Undo the last step": back to the start of the game at most (a scoring the step made taken back too)."""
    st.button(tr("play.undo"), key=f"table:play-undo:{view.token}", disabled=len(log) < 2, on_click=_undo,
              args=(led, view.token, view.stamp, _actor(view, seat), view.game.kind))


def sender(led, token: str, seat: int | None):
    """`send(step)`: the step played on the table over the stamp this phone showed, as a tap's callback calls
    it (before the rerun that draws what it changed). Refused: the problems kept for the next run; a conflict:
    read again and said; a scoring the step made: said, and the whole page reruns (the standings)."""
    def send(step: dict) -> None:
        view = table_state.current(token)
        kind = view.game.kind
        result = _attempted(led, token, kind,
                            lambda: api.table.play_step(led, token, step, view.stamp, actor=_actor(view, seat)))
        if result is None:
            return
        if result.problems:
            st.session_state[f"table:play-refused:{token}"] = _problems(result)
            return
        table_state.keep(result.table)
        if result.scored is not None:  # said, and the page reruns as after "score now": the standings move on
            word = api.registration(kind).round_word
            table_state.note(token, "success", tr(f"play.scored.{word}", n=result.scored))
            table_state.ask_whole_page(token)
    return send


def _undo(led, token: str, stamp: int, actor: str | None, kind: str) -> None:
    before = table_state.current(token)
    result = _attempted(led, token, kind, lambda: api.table.undo_step(led, token, stamp, actor=actor))
    if result is None:
        return
    view = result.table
    table_state.keep(view)
    table_state.note(token, "success", tr("play.undone", step=said_md(result.said)))
    if len(view.game.rounds) != len(before.game.rounds):  # the scoring that step made was taken back
        table_state.ask_whole_page(token)


# --- the log and the replay --------------------------------------------------------------------------------------


def steps(led, view) -> tuple:
    """The steps in force (api.table.play_log: the start first) of the table as `view` read it."""
    return _log(led, view.token, view.stamp)


# Read once per stamp in the process, whichever phone asks first: every phone at the table reruns at every step,
# and the log is folded over the whole game (tens of ms late in a long one). A stamp names one state of a table
# (each version only grows), so a kept log is never a stale one. The entries are frozen; nothing changes them.
@st.cache_resource(max_entries=64, show_spinner=False)
def _log(_led, token: str, stamp: int) -> tuple:
    return tuple(api.table.play_log(_led, token))


def said_md(said, step: dict | None = None) -> str:
    """A step in words, in this phone's language (data/messages); outside text in it (names) shown as text.
    A step the game gave no words: its kind."""
    if not said:
        return md((step or {}).get("step") or "")
    key, params = said[0], dict(said[1] or {})
    try:
        text = api.message(key, lang(), **{k: _escaped(v) for k, v in params.items()})
    except api.PositionError:  # a key the data does not hold (a game's slip): its name, not a crash
        text = md(key)
    return sentence(text)


def _escaped(value):
    """A step's words' parameter (plain JSON: assistant.messages.plain) with its outside text escaped for Markdown:
    the strings, also inside a term's parameters; a term's own key and a place are the data's, left as they are."""
    if isinstance(value, str):
        return md(value)
    if isinstance(value, list):
        return [_escaped(v) for v in value]
    if isinstance(value, dict) and "term" in value:
        return {**value, "params": {k: _escaped(v) for k, v in (value.get("params") or {}).items()}}
    return value


def history(led, view, seat: int | None, w) -> None:
    """The log in words and the replay, on a table played turn by turn (also once its game is over, with
    "Undo" there: a dispute about the last step may reopen it)."""
    if view.turn is None:
        return
    log = steps(led, view)
    if view.game.finished:
        undo(view, seat, led, log)
    shown = st.expander(tr("play.log", n=len(log) - 1), key=f"table:play-log-open:{view.token}", on_change="rerun")
    if shown.open:  # drawn only when opened: every phone reruns the page at every step
        word = api.registration(view.game.kind).round_word
        lines = [f"{e.number}. {said_md(e.said, e.step)}"
                 + ("" if e.scored is None else " " + tr(f"play.scored.{word}", n=e.scored)) for e in log[1:]]
        shown.markdown("\n".join(lines) or tr("play.no_steps"))
    shown = st.expander(tr("play.replay"), expanded=view.game.finished, key=f"table:replay-open:{view.token}",
                        on_change="rerun")
    if shown.open:  # every board drawn once more: only for the phone that asked
        with shown:
            replay(view, log, w)


def replay(view, log: tuple, w) -> None:
    """The game move by move: a slider (and back / forward) over the steps, the boards as they were after the
    step chosen (0: as the table was set up)."""
    n, key = len(log) - 1, f"table:replay:{view.token}"
    at = st.session_state.get(key)
    if not isinstance(at, int) or not 0 <= at <= n:
        st.session_state[key] = n
    back, forward = st.columns(2)
    back.button(tr("play.replay_back"), key=f"{key}:back", on_click=_move, args=(key, -1, n),
                disabled=st.session_state[key] <= 0, use_container_width=True)
    forward.button(tr("play.replay_forward"), key=f"{key}:forward", on_click=_move, args=(key, 1, n),
                   disabled=st.session_state[key] >= n, use_container_width=True)
    if n > 0:
        st.slider(tr("play.replay_step"), min_value=0, max_value=n, key=key)
    entry = log[st.session_state[key]]
    if entry.number == 0:
        st.markdown(tr("play.replay_start"))
    else:
        st.markdown(sentence(tr("play.replay_at", k=entry.number, n=n, step=said_md(entry.said, entry.step))))
    pos = entry.position
    w.drawn_between(pos, "table:replay:between")
    seats = list(range(len(pos.get("players") or [])))
    for start in range(0, len(seats), REPLAY_COLUMNS):
        for col, i in zip(st.columns(REPLAY_COLUMNS, gap="medium"), seats[start:start + REPLAY_COLUMNS],
                          strict=False):
            with col:
                w.drawn(pos, i, [], f"table:replay:{i}")


def _move(key: str, by: int, n: int) -> None:
    st.session_state[key] = min(n, max(0, int(st.session_state.get(key) or 0) + by))

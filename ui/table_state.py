"""What one phone keeps of a table between runs, in its session: the table as it last read or wrote it, the stamp
it last showed, the one line to say on the next run, and whether the whole page must rerun (after a scoring).
Its own module so that the board fragment (ui/table_live) and the turn-by-turn part (ui/table_play) share it
without importing each other."""

from __future__ import annotations

import time

import streamlit as st


def _view_key(token: str) -> str:
    return f"table:view:{token}"


def current(token: str):
    """The table as this phone last read or wrote it."""
    return st.session_state[_view_key(token)]


def kept(token: str):
    """The table this phone holds, or None before its first read."""
    return st.session_state.get(_view_key(token))


def keep(view) -> None:
    st.session_state[_view_key(view.token)] = view
    st.session_state[f"table:seen:{view.token}"] = view.stamp  # this phone's own write is no news to it
    st.session_state.pop(f"table:failed:{view.token}", None)


def seen(token: str) -> int | None:
    """The stamp this phone last showed."""
    return st.session_state.get(f"table:seen:{token}")


def failed(token: str) -> None:
    """This phone's run could not read the table: the poll reruns the page a poll later, whatever the stamp."""
    st.session_state[f"table:failed:{token}"] = time.monotonic()


def failed_since(token: str) -> float | None:
    """Seconds since this phone's last run failed to read the table (None: it read it since)."""
    at = st.session_state.get(f"table:failed:{token}")
    return None if at is None else time.monotonic() - at


def note(token: str, kind: str, text: str) -> None:
    """One line said at the top of the boards on the next run (kind: st.success, st.warning, st.error...)."""
    st.session_state[f"table:note:{token}"] = (kind, text)


def take_note(token: str) -> tuple[str, str] | None:
    return st.session_state.pop(f"table:note:{token}", None)


def ask_whole_page(token: str) -> None:
    """The round, the seats and the standings change: the next run is the page's, not only the fragment's."""
    st.session_state[f"table:whole:{token}"] = True


def whole_page(token: str) -> None:
    """After a scoring made here, the whole page reruns (the fragment's run would redraw only the boards)."""
    if st.session_state.pop(f"table:whole:{token}", False):
        st.rerun(scope="app")


UNDO_DEPTH = 50  # the taps one phone can take back at a table, the last first


def undo_stack(token: str, seat: int, rounds: int) -> list:
    """What takes back each of this phone's taps on its seat (ui/table_write's Outcome.undo), the last at the end,
    since the table's `rounds`-th scoring: a scoring carries the boards over, so a tap before it is not undone."""
    return st.session_state.setdefault(f"table:undo-stack:{token}:{seat}:{rounds}", [])


def pushed(token: str, seat: int, rounds: int, undo: tuple) -> None:
    stack = undo_stack(token, seat, rounds)
    stack.append(undo)
    del stack[:-UNDO_DEPTH]

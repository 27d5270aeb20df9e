"""ui/known_tables.py, the session's part (the browser's localStorage part: tests/browser): the tables this
browser created or joined, remembered, listed newest first, forgotten; the browser's report merged in, junk
and forgotten tokens kept out."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from tests.app import util

A, B, C = "a" * 32, "B" * 32, "c_-" * 10 + "dd"


def script() -> None:
    import streamlit as st

    from ui import known_tables

    known_tables.sync()
    for token in st.session_state.get("do:remember", []):
        known_tables.remember(token)
    for token in st.session_state.get("do:forget", []):
        known_tables.forget(token)
    if "do:report" in st.session_state:
        known_tables._merge(st.session_state["do:report"])
    st.session_state["seen"] = known_tables.tokens()


def run(**state) -> AppTest:
    at = AppTest.from_function(script, default_timeout=30)
    for key, value in state.items():
        at.session_state[util.state_key(key)] = value
    at.run()
    assert not at.exception, at.exception
    return at


def test_a_fresh_session_knows_no_table():
    assert run().session_state["seen"] == []


def test_tables_remembered_are_listed_the_last_one_first_once_each():
    at = run(do__remember=[A, B, A, C])
    assert at.session_state["seen"] == [C, A, B]


def test_a_forgotten_table_leaves_the_list_and_is_sent_to_the_browser_as_forgotten():
    at = run(do__remember=[A, B], do__forget=[A])
    assert at.session_state["seen"] == [B]
    at.session_state["do:remember"], at.session_state["do:forget"] = [], []
    at.run()
    assert at.session_state["seen"] == [B] and at.session_state["known_tables:forgotten"] == {A}


def test_what_is_not_a_token_is_never_remembered():
    at = run(do__remember=["", "short", "<script>", "x" * 65, 42, A])
    assert at.session_state["seen"] == [A]


def test_the_browsers_list_is_merged_in_but_a_table_forgotten_here_stays_forgotten():
    # AppTest has no browser to run the component: the report is handed to the merge its callback runs
    at = run(do__remember=[A], do__forget=[C], do__report=[B, C, "junk!", 7, A])
    assert at.session_state["seen"] == [A, B]  # the browser's older tables after the one remembered here
    at.session_state["do:report"] = "not a list"
    at.run()
    assert at.session_state["seen"] == [A, B]

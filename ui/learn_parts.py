"""What the Learn page and each game's worked examples and quiz drawings (ui/<game>_learn.py) share: the
example player's name and the broken rules shown with their messages and cells."""

from __future__ import annotations

import streamlit as st

from ui.common import md, rule_link, tr


def example_name() -> str:
    return tr("learn.example_player")


def show_problems(problems: list[dict]) -> None:
    """Each broken rule: its message in the player's language, and the rule id linking to the Rules page."""
    for p in problems:  # the message names the cells in words; the drawing outlines them
        st.error(f"{md(p['message'])}\n\n{tr('common.rule')}: {rule_link(p['rule'])}")


def problem_cells(problems: list[dict]) -> list[tuple[int, int]]:
    return [tuple(c) for p in problems for c in p["cells"]]

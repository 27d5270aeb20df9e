"""Azul on the Learn page (app_pages/learn.py finds this module by the game's id): the tour's worked examples,
drawn and scored live by the engines, and the drawing of a quiz question."""

from __future__ import annotations

import streamlit as st

from assistant import api
from ui.azul_widgets import board as azul_board
from ui.azul_widgets import colour_name, floor_sentence, score_sentence, table, tile_sentence
from ui.common import move, score, tr
from ui.learn_parts import example_name, problem_cells
from ui.safe_text import sentence


def example_offer() -> None:
    st.markdown(f"##### {tr('learn.ex.offer.title')}")
    offer = api.learn_example("offer", example_name())
    pos, mv = offer["position"], offer["move"]
    after = move(pos, mv)["after"]
    left, right = st.columns(2)
    with left:
        st.markdown(f"**{tr('learn.before')}**")
        table(pos["factories"], pos["centre"])
    with right:
        st.markdown(f"**{tr('learn.after')}**")
        table(after["factories"], after["centre"])
    st.caption(tr("learn.ex.offer.caption", colour=colour_name(mv["colour"]), line=mv["line"]))


def example_run() -> None:
    st.markdown(f"##### {tr('learn.ex.run.title')}")
    pos = api.learn_example("run", example_name())["position"]
    player = pos["players"][0]
    res = score(pos)["players"][0]
    placed = res["placed"][0]
    left, right = st.columns(2)
    with left:
        st.markdown(f"**{tr('learn.before')}**")
        azul_board(player, pos["wall_variant"], highlight=[(-1, placed["row"])])
    with right:
        st.markdown(f"**{tr('learn.after')}**")
        azul_board({**player, "wall": res["wall_after"], "pattern_lines": res["pattern_lines_after"],
                    "score": res["score"]}, pos["wall_variant"], placed_step=placed)
    st.info(sentence(tile_sentence(placed)))


def example_floor() -> None:
    st.markdown(f"##### {tr('learn.ex.floor.title')}")
    pos = api.learn_example("floor", example_name())["position"]
    res = score(pos)["players"][0]
    left, right = st.columns([3, 2])
    with left:
        azul_board(pos["players"][0], pos["wall_variant"], highlight=[(i, 5) for i in range(len(res["floor_line"]))])
    with right:
        st.info(floor_sentence(res))
        st.write(score_sentence(res, False))


# Each worked example, and the rule it illustrates: it is drawn right after that rule's text.
EXAMPLES = {"offer": ("azul.offer.factory", example_offer),
            "run": ("azul.tiling.scoring-lines", example_run),
            "floor": ("azul.floor.penalties", example_floor)}


def quiz(q: dict, answered: bool) -> list[dict]:
    """Draw the question (a take from a factory onto a pattern line); return the problems once answered."""
    pos, mv = q["position"], q["move"]
    verdict = move(pos, mv)
    st.write(tr("learn.quiz.azul.ask", colour=colour_name(mv["colour"]), factory=mv["from"] + 1,
                line=mv["line"]))  # the move's index counts from 0, players and the drawing from 1
    table(pos["factories"], pos["centre"])
    bad = problem_cells(verdict["problems"]) if answered else []
    azul_board(pos["players"][0], pos["wall_variant"], highlight=[(-1, mv["line"] - 1)], problems=bad)
    return verdict["problems"]

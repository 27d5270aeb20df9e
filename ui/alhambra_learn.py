"""Alhambra on the Learn page (app_pages/learn.py finds this module by the game's id): the tour's worked
examples from the seeds, drawn and checked live by the engines, and the drawing of a quiz question."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from assistant import api
from ui.alhambra_widgets import board as alhambra_board
from ui.alhambra_widgets import tile_text, type_name
from ui.common import check, lang, score, tr
from ui.learn_parts import example_name, problem_cells, show_problems


def checked_board(pos: dict, selected, ok_text: str, verdict_box=None) -> None:
    """An example Alhambra drawn with the cells of its problems, then the verdict (`ok_text` or the problems),
    below it or in `verdict_box`."""
    verdict = check(pos)
    alhambra_board(pos["players"][0]["alhambra"], problems=problem_cells(verdict["problems"]), selected=selected)
    with verdict_box or st.container():
        if verdict["valid"]:
            st.success(ok_text)
        else:
            show_problems(verdict["problems"])


def example_reachability() -> None:
    """Seed 002 (Japanese help page), examples 1 and 2: [A] [B|] [|C], then with x and y above B and C."""
    st.markdown(f"##### {tr('learn.ex.reach.title')}")
    st.caption(tr("learn.ex.reach.cells"))
    cols = st.columns(2)
    for col, with_xy in zip(cols, (False, True), strict=True):
        with col:
            st.markdown(f"**{tr('learn.ex.reach.second' if with_xy else 'learn.ex.reach.first')}**")
            example = api.learn_example("reachability", example_name(), with_xy)
            checked_board(example["position"], tuple(example["cells"]["C"]), tr("learn.ex.reach.ok"))


def example_hole() -> None:
    st.markdown(f"##### {tr('learn.ex.hole.title')}")
    shut = api.learn_example("hole", example_name(), True)
    cell = tuple(shut["cells"]["closer"])
    closer = api.cell_words("alhambra", cell, lang(), api.board_anchor(shut["position"]["players"][0]["alhambra"]))
    closed = st.toggle(tr("learn.ex.hole.toggle", cell=closer), key="learn:hole")
    left, right = st.columns([3, 2])
    with left:
        checked_board(api.learn_example("hole", example_name(), closed)["position"], cell if closed else None,
                      tr("learn.ex.hole.open"), verdict_box=right)


def example_ring() -> None:
    st.markdown(f"##### {tr('learn.ex.ring.title')}")
    pos = api.learn_example("ring", example_name())["position"]
    me = score(pos)["players"][0]
    left, right = st.columns([3, 2])
    with left:
        alhambra_board(pos["players"][0]["alhambra"], wall_segments=me["wall_segments"])
    with right:
        st.info(tr("learn.ex.ring.score", n=me["wall"]))


@st.cache_data(max_entries=16, show_spinner=False)
def tie_result(round_: int, counts: tuple[tuple[str, str, int], ...]) -> dict:
    by_player: dict[str, dict[str, int]] = {}
    for name, btype, n in counts:
        by_player.setdefault(name, {})[btype] = n
    return api.alhambra_score_counts(round_, by_player)


def example_ties() -> None:
    """The seeds' tie examples (Turkish guide, Japanese help page) as small tables, scored by the engine."""
    st.markdown(f"##### {tr('learn.ex.ties.title')}")
    names = [tr("learn.player_n", n=i + 1) for i in range(3)]
    cols = st.columns(2)
    for k, example in enumerate(api.learn_example("ties")["ties"]):
        if k and k % 2 == 0:  # a new row of two, so the tables read in the seeds' order
            cols = st.columns(2)
        round_, btype, counts = example["round"], example["type"], example["counts"]
        key = tuple((names[i], btype, n) for i, n in enumerate(counts))
        standings = tie_result(round_, key)["majorities"][btype]
        rows = []
        for s in standings:
            parts = s["parts"]  # the engine's points of each place the group fills
            split = len(s["places"])
            how = str(s["pot"])
            if split > 1:
                exact = f"{s['pot'] / split:.2f}".rstrip("0").rstrip(".")
                how = f"({' + '.join(map(str, parts))}) ÷ {split} = {exact}"
            rows.append({tr("learn.col.player"): s["name"], tr("learn.col.buildings"): s["count"],
                         tr("learn.col.places"): "–".join(map(str, (s["places"][0], s["places"][-1])))
                         if split > 1 else str(s["places"][0]),
                         tr("learn.col.sum"): how, tr("learn.col.points"): s["points"]})
        with cols[k % 2]:
            name = type_name(btype)
            st.markdown(f"**{tr('learn.ex.ties.case', round=round_, type=name[:1].upper() + name[1:])}**")
            st.table(pd.DataFrame(rows).set_index(tr("learn.col.player")))
    st.caption(tr("learn.ex.ties.note"))


# Each worked example, and the rule it illustrates: it is drawn right after that rule's text.
EXAMPLES = {"reachability": ("alhambra.build.reachable", example_reachability),
            "hole": ("alhambra.build.no-holes", example_hole),
            "ring": ("alhambra.scoring.wall", example_ring),
            "ties": ("alhambra.scoring.ties", example_ties)}


def quiz(q: dict, answered: bool) -> list[dict]:
    """Draw the question; return the problems (in the player's language) once answered."""
    verdict = check(q["position"])
    board, cell = q["position"]["players"][0]["alhambra"], tuple(q["cell"])
    where = api.cell_words("alhambra", cell, lang(), api.board_anchor(board))
    st.write(tr("learn.quiz.alhambra.ask", cell=where, tile=tile_text(q["tile"])))
    bad = problem_cells(verdict["problems"]) if answered else []
    # Once answered, a broken last tile is outlined red, not blue: the blue "last tile" frame drawn over it hid
    # the red one the legend promises.
    alhambra_board(board, selected=None if cell in bad else cell, problems=bad)
    st.caption(tr("learn.quiz.alhambra.legend"))
    return verdict["problems"]

"""Ending an Azul round on the board page: the wall tiling replayed tile by tile with each tile's runs and
points, the floor penalty, the new score, and at the end of the game the bonuses and the winner."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from assistant import api
from assistant.api import PositionError
from ui.azul_widgets import (
    board,
    floor_sentence,
    score_sentence,
    tile_sentence,
    unplaced_sentence,
    wall_with,
    winner_sentences,
)
from ui.common import error_line, md, score, set_position, tr
from ui.safe_text import sentence

GAME = "azul"


def explain(res: dict, game_over: bool, current: int | None = None) -> None:
    """One player's tiling: every tile (the current replay step in bold), lines not tiled, floor, score."""
    lines = []
    for j, t in enumerate(res["placed"]):
        text = sentence(tile_sentence(t))
        lines.append(f"- **▶ {text}**" if j == current else f"- {text}")
    lines += [f"- {sentence(unplaced_sentence(u))}" for u in res["unplaced"]]
    if not res["placed"]:
        lines.append(f"- {sentence(tr('azb.nothing_tiled'))}")
    lines.append(f"- {sentence(floor_sentence(res))}")
    lines.append(f"- **{sentence(score_sentence(res, game_over))}**")
    st.markdown(f"**{md(res['name'])}**\n\n" + "\n".join(lines))


def replay(pos: dict, result: dict, fp: str) -> None:
    """The wall tiling tile by tile: a step slider, the board as it stands after that tile, the sentences."""
    steps = [(i, k) for i, p in enumerate(result["players"]) for k in range(len(p["placed"]))]
    if not steps:
        st.info(tr("azb.no_tiles"))
        return
    step = 1
    if len(steps) > 1:
        # "tile 3 of 12": the slider itself shows no end (issue 16); %d is where Streamlit writes the step
        step = st.slider(tr("azb.step"), 1, len(steps), 1, key=f"azb:step:{fp}",
                         format=tr("azb.step_of", k="%d", n=len(steps)))
    i, k = steps[step - 1]
    res = result["players"][i]
    placed = res["placed"][: k + 1]
    before = pos["players"][i]
    shown = {**before, "wall": wall_with(before["wall"], placed),
             "pattern_lines": [{"count": 0} if any(t["line"] == y + 1 for t in placed) else ln
                               for y, ln in enumerate(before["pattern_lines"])],
             "score": placed[-1]["score_after"]}  # the engine's running score after this tile
    st.info(f"**{md(res['name'])}** · {tr('azb.step_of', k=step, n=len(steps))}: {tile_sentence(placed[-1])}")
    a, b = st.columns([5, 4], gap="large")
    with a:
        board(shown, pos.get("wall_variant", "colored"), placed_step=placed[-1])
    with b:
        explain(res, result["game_over"], current=k)


def _summary(result: dict) -> None:
    st.markdown(f"#### {tr('azb.summary')}")
    st.dataframe(pd.DataFrame([{tr("common.player"): r["name"], tr("azb.col.before"): r["score_before"],
                                tr("azb.col.tiling"): r["tiling"], tr("azb.col.floor"): r["floor"],
                                tr("azb.col.bonus"): r["bonus"], tr("azb.col.score"): r["score"]}
                               for r in result["players"]]), hide_index=True)


def _game_over(result: dict) -> None:
    st.markdown(f"#### {tr('azb.game_over')}")
    facts = api.facts(GAME)
    each = facts["bonus"]
    st.caption(tr("azb.game_over_help", row=each["row"], column=each["column"], colour=each["colour"],
                  tiles=facts["wall_size"]))
    bonus = pd.DataFrame([{tr("common.player"): r["name"],
                           tr("azb.col.rows"): r["complete"]["rows"],
                           tr("azb.col.rows_pts", bonus=each["row"]): r["bonus_detail"]["rows"],
                           tr("azb.col.columns"): r["complete"]["columns"],
                           tr("azb.col.columns_pts", bonus=each["column"]): r["bonus_detail"]["columns"],
                           tr("azb.col.colours"): r["complete"]["colours"],
                           tr("azb.col.colours_pts", bonus=each["colour"]): r["bonus_detail"]["colours"],
                           tr("azb.col.bonus"): r["bonus"], tr("azb.col.score"): r["score"]}
                          for r in result["players"]])
    st.dataframe(bonus, hide_index=True)
    st.success("\n\n".join(winner_sentences(result)))


def _apply(pos: dict, next_round: str) -> None:
    """Keep the position once the tiles are on the walls, ready for the next round, as the engine builds it."""
    st.session_state.pop("azb:ended", None)
    st.session_state["azb:applied"] = tr("azb.applied") + " " + next_round
    set_position(GAME, api.azul_next_round(pos))


def explained(pos: dict, result: dict, fp: str) -> None:
    """How a round was tiled, tile by tile, and what each player scored: the board page's result, and a table's
    recorded round (`fp` keys the widgets)."""
    st.markdown(f"#### {tr('azb.replay')}")
    replay(pos, result, fp)
    with st.expander(tr("azb.every_player"), expanded=False):
        for res in result["players"]:
            explain(res, result["game_over"])
    _summary(result)
    if result["game_over"]:
        _game_over(result)


def show_result(pos: dict, result: dict, fp: str) -> None:
    explained(pos, result, fp)
    first = result["first_player"]
    next_round = tr("azb.first_player", name=md(first)) if first else tr("azb.first_player_none")
    if not result["game_over"]:
        st.caption(next_round)
    if st.button(tr("azb.apply"), key="azb:apply", type="primary", disabled=result["game_over"],
                 help=tr("azb.apply_over") if result["game_over"] else tr("azb.apply_help")):
        _apply(pos, next_round)
        st.rerun()


def end_round_section(pos: dict, fp: str, problems: list[dict]) -> None:
    """The "end the round" button and, once pressed for this very position, the round's result. Not on a
    position the engine calls illegal (three first player markers, a wall broken): the button is disabled and
    the rules broken are named beside it."""
    st.subheader(tr("azb.end_round"))  # no divider: with the stacked columns' gaps it left 200 px of nothing
    st.caption(tr("azb.end_round_help"))
    btn, note = st.columns([1, 3], vertical_alignment="center")
    if btn.button(tr("azb.end_round_button"), key="azb:end", type="primary", width="stretch",
                  disabled=bool(problems)):
        st.session_state["azb:ended"] = fp
    if problems:
        rules = ", ".join(f"`{r}`" for r in dict.fromkeys(p["rule"] for p in problems))
        note.warning(tr("azb.end_round_blocked", n=len(problems), rules=rules))
        return
    if st.session_state.get("azb:ended") != fp:
        return
    try:
        scored = score(pos)
    except PositionError as exc:
        note.error(tr("azb.score_failed", error=md(error_line(exc))))
    else:
        show_result(pos, scored, fp)

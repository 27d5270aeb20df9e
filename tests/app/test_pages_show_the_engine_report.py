"""The pages show what the engines report and work out no rule themselves: each test doctors one engine answer
(a value the rules would never give) and sees the page repeat it. A page that re-derived the fact (the copies
that used to live in ui/azul_widgets.py, app_pages/azul_board.py, app_pages/alhambra_scoring.py and
app_pages/alhambra_turn.py) would show the true value instead and fail."""

from __future__ import annotations

import dataclasses

import pytest
import streamlit as st

from assistant.alhambra import deal as alhambra_deal
from assistant.alhambra import report as alhambra_report
from assistant.azul import grey, scoring
from tests.app.test_alhambra_scoring_page import app as scoring_app
from tests.app.test_alhambra_scoring_page import texts as scoring_texts
from tests.app.test_alhambra_scoring_page import tower_tie_boards
from tests.app.test_alhambra_turn_page import app as turn_app
from tests.app.test_alhambra_turn_page import end_table, saved
from tests.app.test_azul_board_page import EMPTY_LINES, GREY, MIDGAME, end_round, finished, stored
from tests.app.util import page, texts

ONE_ROW = ["BYRKW", ".....", ".....", ".....", "....."]
TWO_ROWS = ["BYRKW", "WBYRK", ".....", ".....", "....."]


@pytest.fixture(autouse=True)
def fresh_caches():
    """The pages cache engine answers by position: a doctored engine must be asked, not a cached answer."""
    st.cache_data.clear()
    yield
    st.cache_data.clear()


def doctor(monkeypatch, module, name: str, change) -> None:
    """Wrap module.name so that `change` edits what it returns."""
    real = getattr(module, name)

    def doctored(*args, **kwargs):
        out = real(*args, **kwargs)
        return change(out) or out

    monkeypatch.setattr(module, name, doctored)


# --- Azul --------------------------------------------------------------------------------------------------


def test_azul_winner_sentences_repeat_the_engines_tie_break(monkeypatch):
    # the rules part Ayşe (1 row) and Kemal (2 rows), both on 14, in Kemal's favour; the doctored engine counts
    # 3 rows for Ayşe and favours her, and the page must repeat those rows and that winner
    def for_ayse(report):
        report["tie_break"].update(tied=[{"name": "Ayşe", "rows": 3}, {"name": "Kemal", "rows": 2}],
                                   favoured=["Ayşe"], shared=False)
        report["winners"] = ["Ayşe"]

    doctor(monkeypatch, scoring, "score_position", for_ayse)
    pos = finished(("Ayşe", 12, ONE_ROW), ("Kemal", 10, TWO_ROWS))
    win = " ".join(texts(end_round(page("azul_board", position__azul=pos).run()), "success"))
    assert "The tie goes to more complete rows (Ayşe 3, Kemal 2): Ayşe wins" in win


def test_azul_score_line_repeats_the_engines_clamp(monkeypatch):
    # 10 points, two floor entries: 10 + 0 - 2 = 8, nothing to clamp; the doctored engine reports a clamp to 0
    def clamped(report):
        report["players"][0].update(score_after_round=0, score_unclamped=-1, clamped=True)

    doctor(monkeypatch, scoring, "score_position", clamped)
    pos = {"game": "azul", "wall_variant": "colored", "players": [
        {"name": "Ayşe", "score": 10, "pattern_lines": EMPTY_LINES, "wall": ["....."] * 5, "floor": ["red", "red"]},
        {"name": "Kemal", "score": 0, "pattern_lines": EMPTY_LINES, "wall": ["....."] * 5, "floor": []}]}
    shown = "\n".join(texts(end_round(page("azul_board", position__azul=pos).run()), "markdown"))
    assert "Score: 10 + 0 − 2 = 0 (a score never drops below 0)" in shown


def test_azul_grey_column_picker_shows_the_engines_points(monkeypatch):
    # Kemal's line 1 may go to columns 1 (+1) and 2 (+3); the doctored engine says +11 and +13
    def inflated(helper):
        for line in helper["lines"]:
            line["points"] = [p + 10 for p in line["points"]]

    doctor(monkeypatch, grey, "grey_help", inflated)
    at = page("azul_board", position__azul=GREY, azb__who=1).run()
    line1 = next(r for r in at.radio if r.label.startswith("Line 1"))
    assert line1.options == ["column 1 (+11) ★ suggested", "column 2 (+13)"]


def test_azul_applied_round_is_the_engines_next_round(monkeypatch):
    # the doctored engine gives Ayşe 99 points for the next round; the page must store exactly that position
    def marked(position):
        position["players"][1]["score"] = 99

    doctor(monkeypatch, scoring, "next_round", marked)
    at = end_round(page("azul_board", position__azul=MIDGAME).run())
    at.button(key="azb:apply").click().run()
    assert not at.exception
    assert stored(at)["players"][1]["score"] == 99


# --- Alhambra ----------------------------------------------------------------------------------------------


def test_alhambra_tie_sentence_repeats_the_engines_parts_and_unpaid_places(monkeypatch):
    # round 3 towers: Ayşe and Kemal tie for 1st, the rules say (21 + 13); the doctored engine reports the parts
    # (20 + 14) and the 2nd place unpaid, and the page must word exactly that
    real = alhambra_report.majorities

    def doctored(counts, table):
        out = real(counts, table)
        out["tower"] = [dataclasses.replace(s, parts=(20, 14), paid_places=1) if s.place == 1 else s
                        for s in out["tower"]]
        return out

    monkeypatch.setattr(alhambra_report, "majorities", doctored)
    at = scoring_app(pos=tower_tie_boards()).run()
    assert not at.exception
    assert ("Tower: Ayşe and Kemal tie for 1st with 2 tiles each: (20 + 14) / 2 = 17 each. "
            "2nd place pays nothing in round 3.") in scoring_texts(at)


def test_alhambra_position_after_the_market_tiles_has_the_round_the_engine_set(monkeypatch):
    # the engine sets the last scoring round (3); doctored to 2, the page must store 2, not set 3 itself
    def second(result):
        result["after"]["round"] = 2

    doctor(monkeypatch, alhambra_deal, "end_market", second)
    at = turn_app(end_table()).run()
    at.button(key="turn:end:apply").click().run()
    assert not at.exception
    assert saved(at)["round"] == 2


def test_learn_tie_tables_repeat_the_engines_parts(monkeypatch):
    # the seeds' first tie: round 2 pavilions, two with 3 each, the rules say (8 + 1) / 2; the doctored engine
    # reports parts 101 and 102 for places 1 and 2, and the table must show them
    real = alhambra_report.majorities

    def doctored(counts, table):
        return {btype: [dataclasses.replace(s, parts=tuple(100 + p for p in s.places)) for s in ranked]
                for btype, ranked in real(counts, table).items()}

    monkeypatch.setattr(alhambra_report, "majorities", doctored)
    at = page("learn").run()
    for _ in range(3):  # the fourth step: scoring and ties
        at.button(key="learn:next").click().run()
    first = at.table[0].value
    assert first["Points of the places"].iloc[0].startswith("(101 + 102) ÷ 2")

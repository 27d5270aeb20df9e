"""The Alhambra board page: build, see problems and the wall, find legal cells, redesign."""

import json

from tests.app.util import ROOT, page, texts

SAMPLE = json.loads((ROOT / "examples" / "alhambra-sample.json").read_text(encoding="utf-8"))


def test_sample_board_is_drawn_and_declared_valid():
    at = page("alhambra_board", position__alhambra=SAMPLE).run()
    assert not at.exception
    svgs = [m for m in texts(at, "markdown") if m.startswith("<svg")]
    assert svgs and "Ay" in svgs[0] and svgs[0].count('class="outer-wall"') == 3
    assert any("obeys every building rule" in s for s in texts(at, "success"))


def test_putting_a_tile_that_breaks_a_rule_outlines_it_and_names_the_rule():
    at = page("alhambra_board", position__alhambra=SAMPLE).run()
    # select the empty cell (2, 0) east of Ayşe's NES tower, pick a tile without walls: its west side is open
    cell = at.selectbox(key="alh:cell:0")
    at = cell.set_value((2, 0)).run()
    at.selectbox(key="alh:pick:0:type").set_value("tower").run()
    at.selectbox(key="alh:pick:0:price:tower").set_value(11).run()
    at.button(key="alh:put").click().run()
    assert not at.exception
    errors = texts(at, "error")
    assert any("alhambra.build.walls-match" in e for e in errors)
    svg = next(m for m in texts(at, "markdown") if m.startswith("<svg"))
    assert 'class="problem"' in svg


def test_where_can_this_tile_go_highlights_the_legal_cells():
    at = page("alhambra_board", position__alhambra=SAMPLE).run()
    at.selectbox(key="alh:pick:0:type").set_value("tower").run()
    at.selectbox(key="alh:pick:0:price:tower").set_value(11).run()
    at = at.toggle(key="alh:where").set_value(True).run()
    caption = next(c for c in texts(at, "caption") if "legal cell" in c)
    svg = next(m for m in texts(at, "markdown") if m.startswith("<svg"))
    n = int(caption.split()[0])
    assert n > 0 and svg.count('class="legal"') == n
    assert "(" not in caption and "fountain" in caption  # named in words: "1 legal cell: just below the fountain"


def test_player_names_are_escaped_in_the_drawing():
    pos = json.loads(json.dumps(SAMPLE))
    pos["players"][0]["name"] = '<script>alert(1)</script>'
    at = page("alhambra_board", position__alhambra=pos).run()
    svg = next(m for m in texts(at, "markdown") if m.startswith("<svg"))
    assert "<script>" not in svg and "&lt;script&gt;" in svg


def test_removing_a_tile_by_redesign_is_checked_then_applied():
    at = page("alhambra_board", position__alhambra=SAMPLE).run()
    at.selectbox(key="alh:cell:0").set_value((0, 1)).run()
    at.button(key="alh:rd-check").click().run()
    assert any("Legal" in s for s in texts(at, "success"))
    at.button(key="alh:rd-apply").click().run()
    pos = at.session_state["position:alhambra"]
    assert all((c["x"], c["y"]) != (0, 1) for c in pos["players"][0]["alhambra"])
    assert len(pos["players"][0]["reserve"]) == 2


def test_turkish_interface():
    at = page("alhambra_board", lang="tr", position__alhambra=SAMPLE).run()
    assert not at.exception
    assert at.title[0].value == "Alhambra tahtası"


def test_start_over_empties_the_boards_and_keeps_the_players_names():
    at = page("alhambra_board", position__alhambra=SAMPLE).run()
    names = [p["name"] for p in SAMPLE["players"]]
    at.button(key="alh:new").click().run()
    assert not at.exception
    pos = at.session_state["position:alhambra"]
    assert [p["name"] for p in pos["players"]] == names
    assert all(p["alhambra"] == [{"x": 0, "y": 0, "fountain": True}] and not p["reserve"] for p in pos["players"])

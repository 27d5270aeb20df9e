"""The Alhambra scoring page (app_pages/alhambra_scoring.py), run on its own with AppTest."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

from tests.alhambra.util import Box, cell, fountain, position

PAGE = str(Path(__file__).resolve().parents[2] / "app_pages" / "alhambra_scoring.py")


def app(lang: str = "en", pos: dict | None = None) -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=30)
    at.session_state["lang"] = lang
    if pos is not None:
        at.session_state["position:alhambra"] = pos
    return at


def tower_tie_boards(round_: int = 3) -> dict:
    """Ayşe and Kemal two towers each, Zeynep one; Ayşe also a garden. Real tiles, legal Alhambras."""
    box = Box()
    ayse = [fountain(), cell(1, 0, box.take("E", "tower")), cell(-1, 0, box.take("W", "tower")),
            cell(0, 1, box.take("", "garden"))]
    kemal = [fountain(), cell(1, 0, box.take("NE", "tower")), cell(0, 1, box.take("S", "tower"))]
    zeynep = [fountain(), cell(1, 0, box.take("", "tower"))]
    return position(("Ayşe", ayse), ("Kemal", kemal), ("Zeynep", zeynep), round=round_)


def result(at: AppTest):
    tables = [d for d in at.dataframe if d.editing_mode == "read_only"]
    assert len(tables) == 1
    return tables[0].value


def texts(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


def edit(at: AppTest, edited: dict | None = None, added: list | None = None, deleted: list | None = None,
         version: int = 0, lang: str = "en") -> None:
    at.session_state[f"score:editor:{version}:{lang}"] = {
        "edited_rows": edited or {}, "added_rows": added or [], "deleted_rows": deleted or []}


# --- from the boards ------------------------------------------------------------------------------------


def test_board_tie_for_first_splits_first_and_second_and_says_so():
    at = app(pos=tower_tie_boards()).run()
    assert not at.exception
    table = result(at)
    assert table.loc["Ayşe", "Tower"] == 17 and table.loc["Kemal", "Tower"] == 17
    assert table.loc["Zeynep", "Tower"] == 6
    assert table.loc["Ayşe", "Garden"] == 20
    assert list(table.index) == ["Ayşe", "Kemal", "Zeynep"]          # highest total first
    assert table.loc["Ayşe", "Wall"] == 1 and table.loc["Kemal", "Wall"] == 2
    assert table.loc["Ayşe", "Total"] == 17 + 20 + 1
    shown = texts(at)
    assert "Tower: Ayşe and Kemal tie for 1st with 2 tiles each: (21 + 13) / 2 = 17 each." in shown
    assert "Tower: Zeynep is 3rd with 1 tile: 6 points." in shown
    assert "Pavilion: nobody has one, so nobody scores." in shown


def test_board_walls_mention_the_segments_of_the_longest_wall():
    at = app(pos=tower_tie_boards()).run()
    shown = texts(at)
    assert "Kemal: the longest connected outer wall has 2 segments: 2 points." in shown
    assert "Zeynep: no outer wall yet: 0 points." in shown
    assert "alhambra.scoring.ties" in "\n".join(c.value for c in at.caption)


def test_round_is_chosen_on_the_page_and_unpaid_places_pay_nothing():
    at = app(pos=tower_tie_boards(round_=3)).run()
    at.radio(key="score:round").set_value(1).run()
    table = result(at)
    assert table.loc["Ayşe", "Tower"] == 3 and table.loc["Zeynep", "Tower"] == 0
    shown = texts(at)
    assert "Tower: Ayşe and Kemal tie for 1st with 2 tiles each: (6 + 0) / 2 = 3 each. 2nd place pays nothing" in shown
    assert "Tower: Zeynep is 3rd with 1 tile: 0 points. 3rd place pays nothing in round 1." in shown


def test_uneven_split_is_rounded_down_in_words():
    # seed 000_65cb59398f2be528.txt, Örnek 1 style: round 2, two tie for first: (13 + 6) / 2 = 9.5 -> 9
    at = app(pos=tower_tie_boards(round_=2)).run()
    assert result(at).loc["Kemal", "Tower"] == 9
    assert "(13 + 6) / 2 = 9.5, rounded down to 9 each." in texts(at)


def test_without_boards_the_page_says_so_and_links_the_board_page():
    at = app().run()
    at.radio(key="score:source").set_value("board").run()
    assert not at.exception
    assert "No Alhambra boards" in at.info[0].value
    assert "/alhambra" in texts(at) or at.get("page_link")
    assert not [d for d in at.dataframe if d.editing_mode == "read_only"]


# --- from typed counts ----------------------------------------------------------------------------------


def test_typed_counts_reproduce_the_final_scoring_tower_example():
    # seed 002_65699d3db1d1be26.txt: final scoring, towers, two tie for first and one is third: 17, 17, 6
    at = app().run()
    assert at.radio(key="score:source").value == "counts"
    at.radio(key="score:round").set_value(3)
    edit(at, edited={0: {"name": "Ayşe", "tower": 3}, 1: {"name": "Kemal", "tower": 3}},
         added=[{"name": "Zeynep", "tower": 1, "wall": 4}])
    at.run()
    assert not at.exception and not at.error
    table = result(at)
    assert table["Tower"].to_dict() == {"Ayşe": 17, "Kemal": 17, "Zeynep": 6}
    assert table.loc["Zeynep", "Wall"] == 4 and table.loc["Zeynep", "Total"] == 10
    assert "Tower: Ayşe and Kemal tie for 1st with 3 tiles each: (21 + 13) / 2 = 17 each." in texts(at)


def test_impossible_typed_count_is_an_error_beside_the_editor_and_the_table_stays():
    at = app().run()
    edit(at, edited={0: {"tower": 12}})           # the game has 11 towers
    at.run()
    assert not at.exception
    assert len(at.error) == 1 and "0 to 11" in at.error[0].value
    assert at.data_editor                       # the editor is still there ...
    assert at.session_state["score:last"][0]["tower"] == 12   # ... holding what was typed
    assert not [d for d in at.dataframe if d.editing_mode == "read_only"]


def test_two_rows_with_one_name_are_an_error():
    at = app().run()
    edit(at, edited={1: {"name": "Player 1"}})
    at.run()
    assert "Two rows are called Player 1" in at.error[0].value


def test_two_rows_whose_names_differ_only_in_case_are_one_name_as_on_a_board():
    """assistant.names: Ana and ana are one player on a board and in the ledger, so in the typed counts too."""
    at = app().run()
    edit(at, edited={0: {"name": "Kemal"}, 1: {"name": "kemal "}})
    at.run()
    assert "Two rows are called kemal" in at.error[0].value


def test_a_row_named_dirk_in_any_case_is_dirks_row():
    at = app().run()
    at.checkbox(key="score:dirk").check().run()
    version = at.session_state["score:version"]
    edit(at, edited={2: {"name": "DIRK", "garden": 3}}, version=version)
    at.run()
    assert not at.error
    assert list(result(at).index)[-1] == "Dirk"


def test_dirk_row_takes_part_in_majorities_and_scores_no_wall():
    at = app().run()
    at.checkbox(key="score:dirk").check().run()
    assert [r["name"] for r in at.session_state["score:rows"]] == ["Player 1", "Player 2", "Dirk"]
    version = at.session_state["score:version"]
    at.radio(key="score:round").set_value(2)
    edit(at, edited={0: {"garden": 2}, 2: {"garden": 3}}, version=version)
    at.run()
    assert not at.error
    table = result(at)
    assert list(table.index)[-1] == "Dirk"
    assert table.loc["Dirk", "Garden"] == 12 and table.loc["Player 1", "Garden"] == 5
    assert table.loc["Dirk", "Wall"] == 0
    at.checkbox(key="score:dirk").uncheck().run()
    assert [r["name"] for r in at.session_state["score:rows"]] == ["Player 1", "Player 2"]
    assert at.session_state["score:rows"][0]["garden"] == 2   # the typed counts survived the switch


def test_typed_counts_survive_a_change_of_language():
    at = app().run()
    edit(at, edited={0: {"tower": 2}})
    at.run()
    assert result(at).loc["Player 1", "Tower"] == 6
    at.session_state["lang"] = "es"
    at.run()
    assert not at.exception
    assert result(at).loc["Player 1", "Torre"] == 6


def test_turkish_run_shows_turkish_strings():
    at = app(lang="tr", pos=tower_tie_boards()).run()
    assert not at.exception
    table = result(at)
    assert table.loc["Ayşe", "Kule"] == 17 and "Toplam" in table.columns and "Duvar" in table.columns
    shown = texts(at)
    assert "Kule: Ayşe ve Kemal her biri 2 binayla 1. sırada berabere: (21 + 13) / 2 = kişi başı 17 puan." in shown
    assert "Kule: Zeynep 1 binayla 3. sırada: 6 puan." in shown
    assert at.title[0].value == "Alhambra puanlama"


def test_player_names_are_escaped_as_markdown():
    box = Box()
    pos = position(("**Bold**", [fountain(), cell(1, 0, box.take("", "tower"))]), ("Kemal", [fountain()]), round=1)
    at = app(pos=pos).run()
    assert "Tower: \\*\\*Bold\\*\\* is 1st with 1 tile: 6 points." in texts(at)


def test_through_the_router_the_missing_boards_link_to_the_board_page():
    at = AppTest.from_file(str(Path(PAGE).parents[1] / "streamlit_app.py"), default_timeout=60)
    at.session_state["lang"] = "en"
    at.run().switch_page("app_pages/alhambra_scoring.py").run()
    at.radio(key="score:source").set_value("board").run()
    assert not at.exception
    assert [link.value for link in at.page_link] == ["Alhambra board"]

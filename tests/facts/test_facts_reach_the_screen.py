"""Facts live once in data/ and reach the screen as parameters: change one in (a copy of) the data and the engine
and every text that states it follow. The texts used to carry the numbers themselves ("+7 each", "at most 5",
"20 or more", "Value (1-9)", "2 to 6 players", "up to 5", "Dirk's six tiles")."""

from __future__ import annotations

import pytest
import streamlit as st

from assistant import api
from assistant.errors import PositionError
from assistant.ledger import service as ledger
from tests.app.test_alhambra_scoring_page import app as scoring_app
from tests.app.test_alhambra_scoring_page import edit
from tests.app.test_alhambra_turn_page import app as turn_app
from tests.app.test_alhambra_turn_page import card, table
from tests.app.test_azul_board_page import ENDGAME, end_round
from tests.app.util import page


@pytest.fixture(autouse=True)
def fresh_caches():
    """Pages cache engine answers by position: with changed facts the engine must be asked again."""
    st.cache_data.clear()
    yield
    st.cache_data.clear()


def captions(at) -> str:
    return "\n".join(c.value for c in at.caption)


# --- Azul: the end-of-game bonuses --------------------------------------------------------------------------


def test_a_changed_column_bonus_reaches_the_engine_the_bonus_table_and_the_game_over_note(game_data):
    # issue 17 item 4: the box is read-only; a fact changes in (a copy of) its data file, then paths.refresh()
    game_data("azul/components.yaml", lambda raw: raw["bonus"].update(column=9))  # the printed rule says 7
    at = end_round(page("azul_board", position__azul=ENDGAME).run())
    bonus = at.dataframe[1].value
    kemal = bonus[bonus["Player"] == "Kemal"].iloc[0]
    # Kemal completes 1 column: 1 x 9
    assert kemal["Columns (+9 each)"] == 9
    assert "+9 for each complete column" in captions(at)
    assert "+7" not in captions(at) and "Columns (+7 each)" not in bonus.columns


def test_every_bonus_in_the_game_over_note_comes_from_the_data(game_data):
    game_data("azul/components.yaml", lambda raw: raw["bonus"].update(row=3, colour=11))
    at = end_round(page("azul_board", position__azul=ENDGAME, lang="tr").run())
    note = captions(at)
    assert "her tam satır +3, her tam sütun +7, 5 karosunun hepsi duvarda olan her renk +11" in note


# --- Alhambra: money, players, actions, Dirk ----------------------------------------------------------------


def test_a_changed_take_limit_reaches_the_rule_and_the_take_help(alhambra_data):
    alhambra_data(lambda raw: raw["money"].update(take_limit=6))
    pos = table(row=[card("blue", 3), card("green", 3), card("yellow", 2), card("orange", 9)])
    # 3 + 3 = 6: over the printed limit of 5, within the changed one
    assert api.move(pos, {"action": "take", "player": "Ayşe", "cards": [card("blue", 3), card("green", 3)]})["legal"]
    at = turn_app(pos).run()
    assert "several cards totalling at most 6" in captions(at)


def test_a_changed_starting_total_reaches_the_deal_and_the_setup_help(alhambra_data):
    alhambra_data(lambda raw: raw["money"].update(starting_total=25))
    setup = api.alhambra_setup(3, seed=11)
    assert all(sum(c["value"] for c in hand) >= 25 for hand in setup["hands"])
    at = turn_app(table()).run()
    assert "starting money to 25 or more" in captions(at)


def test_changed_card_values_reach_the_new_card_label(alhambra_data):
    alhambra_data(lambda raw: raw["money"].update(values=[1, 2, 3, 4, 5, 6, 7, 8]))
    assert api.facts("alhambra")["money"]["cards"] == 4 * 8 * 3
    at = turn_app().run()  # a new table: no card of the old value 9 on it
    new_value = next(n for n in at.number_input if n.label == "Value (1-8)")
    assert (new_value.min, new_value.max) == (1, 8)


def test_a_changed_player_range_reaches_setup_scoring_and_the_ledger(alhambra_data):
    alhambra_data(lambda raw: raw.update(players=[raw["players"][0], 3]))
    # one loader, one lifetime: the registration and the facts read the changed file with the engine
    assert api.registration("alhambra").players.max == api.facts("alhambra")["players"]["max"] == 3
    with pytest.raises(PositionError, match="Alhambra players from 2 to 3, not 4"):
        api.setup("alhambra", 4)
    with pytest.raises(PositionError, match="2 to 3 players"):
        api.alhambra_setup(4)
    with pytest.raises(ledger.LedgerError, match="2 to 3 players, not 4"):
        ledger.parse(ledger.NewGame, {"game": "alhambra", "players": ["A", "B", "C", "D"]})
    assert turn_app(table()).run().number_input(key="turn:setup:players").max == 3
    at = scoring_app().run()
    at.radio(key="score:source").set_value("counts").run()
    edit(at, added=[{"name": "C"}, {"name": "D"}])
    at.run()
    assert any("Score 2 to 3 players (the table has 4)" in e.value for e in at.error)


def test_a_changed_action_limit_reaches_the_purchase_help(alhambra_data):
    alhambra_data(lambda raw: raw["turn"].update(max_actions=4))
    at = turn_app(table()).run()
    action = at.number_input(key="turn:buy:action")
    assert action.max == 4 and "up to 4" in action.help


def test_a_changed_dirk_deal_reaches_the_setup_heading(alhambra_data):
    alhambra_data(lambda raw: raw["two_player"].update(dirk_start_tiles=5))
    at = turn_app(table()).run()
    at.number_input(key="turn:setup:players").set_value(2).run()
    assert any(m.value.startswith("**Dirk's 5 tiles**") for m in at.markdown)


def test_a_changed_tile_count_reaches_the_bag_limit(alhambra_data, tmp_path):
    # drop one of the eleven towers from the copy of tiles.csv: 53 tiles, 10 towers
    tiles = tmp_path / "alhambra" / "tiles.csv"
    lines = tiles.read_text(encoding="utf-8").splitlines(keepends=True)
    tower = next(i for i, line in enumerate(lines) if line.startswith("tower,"))
    tiles.write_text("".join(lines[:tower] + lines[tower + 1:]), encoding="utf-8")
    alhambra_data(lambda raw: None)
    facts = api.facts("alhambra")
    assert (facts["tiles"], facts["tiles_by_type"]["tower"]) == (53, 10)
    with pytest.raises(PositionError, match="0 to 53"):
        api.alhambra_dirk_tiles("after-second-scoring", 54)

"""The players of a table (issue 18): renamed on the Table page, the seat keeps its board and its rounds; a
name that is empty or another player's is refused next to the field and the table is unchanged; a rename over a
table changed on another phone meanwhile is refused (the stamp shown). After an Azul round every phone is told
who starts the next one."""

from __future__ import annotations

from assistant import api
from assistant.i18n import t
from tests.app import util
from tests.app.test_table_page import alhambra, at_table, ok, tile_tap
from ui import table_write
from ui.common import md


def rename(at, token: str, seat: int, name: str):
    at.selectbox(key=f"table:rename-seat:{token}").set_value(seat)
    at.text_input(key=f"table:rename-name:{token}").set_value(name)
    return ok(at.button(key=f"table:rename:{token}").click().run())


def test_a_renamed_player_keeps_the_seat_s_board_and_recorded_rounds(led):
    view = alhambra(led)
    view = table_write.apply_tap(led, view, tile_tap(view, 1), actor="Kemal").view
    view = api.table.record_scoring(led, view.token, view.stamp)
    at = rename(at_table(view.token), view.token, 1, "Kemal B.")
    after = api.table.open_table(led, view.token)
    assert after.game.players == ("Ayşe", "Kemal B.", "Ana")
    assert after.board(1).position == view.board(1).position  # the board stayed with the seat
    assert after.game.rounds[0].points == view.game.rounds[0].points
    assert t("table.renamed", "en", name=md("Kemal B.")) in [s.value for s in at.success]
    assert "**Kemal B\\.**" in at.markdown[0].value  # the names line, read again (as text: the dot escaped)


def test_an_empty_or_taken_name_is_refused_next_to_the_field_and_nothing_changes(led):
    view = alhambra(led)
    at = rename(at_table(view.token), view.token, 2, "   ")
    assert [e.value for e in at.error] == [t("ledger.err.name_empty", "en")]
    at = rename(at, view.token, 2, "ayşe")  # the same name as Ayşe's (names.name_key: case folded)
    assert len(at.error) == 1 and "ayşe" in at.error[0].value
    assert api.table.open_table(led, view.token).game.players == ("Ayşe", "Kemal", "Ana")
    assert at.text_input(key=f"table:rename-name:{view.token}").value == "ayşe"  # what was typed stays


def test_a_rename_over_a_table_changed_on_another_phone_is_refused(led):
    view = alhambra(led)
    at = at_table(view.token)
    api.table.write_board(led, view.token, 2, view.board(2).position | {"reserve": []}, 1)
    at = rename(at, view.token, 0, "Ayla")
    assert t("ledger.err.table_conflict", "en") in [e.value for e in at.error]
    assert api.table.open_table(led, view.token).game.players[0] == "Ayşe"


def test_after_an_azul_round_every_phone_is_told_who_took_the_marker_and_starts(led):
    view = api.table.create_table(led, {"game": "azul", "players": ["Ana", "Kemal"]}, seed=2)
    kemal = view.board(1).position | {"floor": ["first"]}
    view = api.table.write_board(led, view.token, 1, kemal, view.board(1).version)
    view = api.table.record_scoring(led, view.token, view.stamp)
    assert view.starts == "Kemal" and api.table.open_table(led, view.token).starts == "Kemal"
    at = at_table(view.token)  # another phone, opened after the round
    assert any(t("table.starts", "en", name="**Kemal**") in c.value for c in at.caption)


def test_the_table_links_to_its_own_game_on_games_played_by_its_token_only(led):
    view = alhambra(led)
    at = at_table(view.token)
    link = next(p for p in at.page_link if p.label == t("table.in_games", "en"))
    assert link.proto.page == "games" and link.proto.query_string == f"t={view.token}"
    games = util.page("games", "en")
    games.query_params["t"] = view.token
    games = ok(games.run())
    assert games.selectbox(key="ledger:pick").value == view.token  # the page opened on this very table


def test_a_turkish_ordinal_at_the_start_of_a_line_is_shown_as_typed_not_as_a_numbered_list(led):
    """"1. puanlamaya doğru oynanıyor" as Markdown would be an ordered list (its number indented, the line
    moved): the Table page escapes the mark, so the line reads as the sentence. Alhambra's step line says the
    scoring played towards; the page's own line is then left out (said once)."""
    view = alhambra(led)
    at = at_table(view.token, "tr")
    step = t("table.alh.step.play", "tr", n=1, button=t("table.score_now.scoring", "tr"))
    assert step.startswith("1. ")
    assert [i.value for i in at.info] == [step.replace("1.", "1\\.", 1)]
    view = api.table.create_table(led, {"game": "azul", "players": ["Ana", "Kemal"]}, seed=2)
    at = at_table(view.token, "tr")  # a game whose widgets say no step: the page's own line, escaped too
    assert t("table.next.round", "tr", n=1).replace("1.", "1\\.", 1) in [c.value for c in at.caption]

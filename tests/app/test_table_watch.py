"""The table's stamp route (ui/table_watch, served by serve.py): what the phones at a table watch instead of
running the page once a second. Called here as Starlette calls it, with a request of its own; the browser
tests run it behind `streamlit run serve.py`."""

from __future__ import annotations

import json

import pytest
from starlette.requests import Request

from assistant import api
from assistant.api import ledger as ledger_api
from ui import table_watch


def ask(query: bytes):
    request = Request({"type": "http", "method": "GET", "path": table_watch.ROUTE, "query_string": query,
                       "headers": []})
    return table_watch.stamp(request)


def body(response) -> dict:
    return json.loads(response.body)


def alhambra(led):
    return api.table.create_table(led, {"game": "alhambra", "players": ["Ayşe", "Kemal"]}, seed=1)


def test_a_table_s_link_gets_its_stamp_and_nothing_else_never_kept_by_a_cache(led):
    view = alhambra(led)
    got = ask(f"t={view.token}".encode())
    assert got.status_code == 200
    assert body(got) == {"stamp": str(api.table.table_version(led, view.token))} and body(got)["stamp"] == str(
        view.stamp)
    assert got.headers["cache-control"] == "no-store"


def test_the_stamp_grows_with_a_board_written_on_another_phone(led):
    view = alhambra(led)
    before = int(body(ask(f"t={view.token}".encode()))["stamp"])
    board = view.board(0)
    api.table.write_board(led, view.token, 0, {**board.position, "reserve": [
        {"type": "pavilion", "price": 2, "walls": ""}]}, board.version, actor="Ayşe")
    assert int(body(ask(f"t={view.token}".encode()))["stamp"]) > before


@pytest.mark.parametrize("query", [b"", b"t=", b"t=1", b"game=1", b"t=%27%3B--", b"t=" + b"A" * 5000])
def test_a_link_that_opens_nothing_gets_the_same_empty_404(led, query):
    view = alhambra(led)
    for q in (query, f"t={view.token[:-1]}".encode(), f"t={view.token}x".encode()):
        got = ask(q)
        assert (got.status_code, body(got)) == (404, {}), q


def test_a_removed_table_still_has_a_stamp_so_its_phones_see_it_removed(led):
    view = alhambra(led)
    api.table.remove_table(led, view.token, view.stamp)
    got = ask(f"t={view.token}".encode())
    assert got.status_code == 200 and int(body(got)["stamp"]) > view.stamp


def test_a_database_that_fails_gets_an_empty_503_and_names_no_path(led, monkeypatch, caplog):
    view = alhambra(led)

    def down(*_args):
        raise ledger_api.DatabaseError("SELECT", {}, OSError("/secret/path/ledger.db: disk I/O error"))

    monkeypatch.setattr(api.table, "table_version", down)
    got = ask(f"t={view.token}".encode())
    assert (got.status_code, body(got)) == (503, {})
    assert "/secret/path" not in caplog.text and "/secret/path" not in got.body.decode()


def test_serve_is_what_makes_the_pages_watch_through_the_route(monkeypatch):
    monkeypatch.setattr(table_watch, "_served", False)
    assert not table_watch.served()
    routes = table_watch.serve()
    assert table_watch.served() and [r.path for r in routes] == [table_watch.ROUTE]
    assert not table_watch.ROUTE.startswith(("/_stcore", "/component", "/media", "/app/static"))

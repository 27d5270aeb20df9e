"""Outside text is shown as text on every page: player names, keys quoted in errors and address-bar
parameters never become links, images, bold, LaTeX or a traceback (ui/safe_text.py, assistant/render).

The check on every Markdown source of a page: a hostile name never appears raw (it would be rendered), and
it is what the player reads once the escapes are taken away (so it is shown, not dropped)."""

from __future__ import annotations

import html

import pytest
from streamlit.testing.v1 import AppTest

from assistant import api, sharelink
from assistant.ledger import service
from tests.app.util import ROOT, as_shown, boards, page, shown
from tests.hostile import HOSTILE, alhambra, azul

MARKDOWN = ("markdown", "caption", "success", "info", "warning", "error", "title", "subheader", "header")




def sources(at) -> list[str]:
    """Every text of the page that Streamlit renders as Markdown: elements, widget labels, radio options."""
    out = [str(e.value) for kind in MARKDOWN for e in getattr(at, kind)]
    for kind in ("radio", "selectbox", "multiselect", "number_input", "text_input", "checkbox", "toggle", "button"):
        out += [str(w.label) for w in getattr(at, kind)]
    out += [str(o) for r in at.radio for o in r.options]
    return out


def assert_text_only(at, names: list[str], must_show: list[str] | None = None) -> None:
    """No name raw in any Markdown source; each of `must_show` (default: all) shown; no failure at all."""
    assert not at.exception, at.exception
    assert not any("Something went wrong on this page" in e for e in shown(at, "error")), shown(at, "error")
    texts = sources(at)
    for name in names:
        raw = [t for t in texts if name in t]
        assert not raw, f"{name!r} reaches Markdown unescaped: {raw[0][:200]!r}"
        if name in (names if must_show is None else must_show):
            assert any(name in as_shown(t) or name in html.unescape(t) for t in texts), f"{name!r} is not shown"
    joined = "\n".join(texts)
    assert "O&#x27;Brien" not in html.unescape(joined), "a drawing escaped the name twice"
    assert "Traceback" not in joined


@pytest.mark.parametrize("name", ["alhambra_board", "alhambra_scoring", "alhambra_turn"])
def test_alhambra_pages_show_hostile_player_names_as_text(name):
    at = page(name, position__alhambra=alhambra(HOSTILE)).run()
    assert_text_only(at, HOSTILE, HOSTILE[:1] if name == "alhambra_turn" else None)  # one player's turn


def test_every_alhambra_board_is_drawn_with_its_name_escaped_once():
    for i in range(len(HOSTILE)):
        at = page("alhambra_board", position__alhambra=alhambra(HOSTILE))
        at.run()
        at.radio(key="alh:who").set_value(i).run()
        svg = boards(at)[f"alh:board:{i}"]
        assert HOSTILE[i] not in svg and HOSTILE[i] in html.unescape(svg).replace("\u2060", "")


@pytest.mark.parametrize("names", [HOSTILE[:4], HOSTILE[4:]])
def test_the_azul_page_shows_hostile_player_names_as_text(names):
    at = page("azul_board", position__azul=azul(names)).run()
    assert_text_only(at, names)
    at.button(key="azb:end").click().run()  # the round's replay, summary and next first player name them too
    assert_text_only(at, names)


def test_a_share_link_with_markdown_in_an_unknown_key_shows_the_key_as_text():
    keys = ["[Click](https://evil.example/login)", "![](http://evil.example/x.png)", "**shout**"]
    for key in keys:
        pos = {**alhambra(["Ana", "Bob"]), key: 1}
        at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
        at.session_state["lang"] = "en"
        at.query_params["p"] = sharelink.encode(pos)
        at.run()
        errors = shown(at, "error")
        assert any(key in e for e in errors), errors
        assert_text_only(at, [key])


def test_a_typed_invisible_character_in_a_name_is_refused_beside_the_box():
    at = page("azul_board", position__azul=azul(["Ana", "Bob"])).run()
    box = next(t for t in at.text_input if t.key and t.key.endswith("name:0"))
    box.set_value("Ana\u200b").run()
    assert not at.exception
    assert any("U+200B" in e and e.endswith("The old name is kept.") for e in shown(at, "error"))
    assert [p["name"] for p in at.session_state["position:azul"]["players"]] == ["Ana", "Bob"]


def test_the_games_and_history_pages_show_hostile_names_as_text(led):
    view = service.start_game(led, {"game": "alhambra", "players": HOSTILE})
    service.record_round(led, view.id, view.version,
                         {"scores": [{"name": n, "points": i} for i, n in enumerate(HOSTILE)]})
    at = page("games")
    at.query_params["t"] = view.token
    assert_text_only(at.run(), HOSTILE)
    assert_text_only(page("history", known_tables__tokens=[view.token]).run(), HOSTILE, must_show=[])


@pytest.mark.parametrize("game", ["alhambra", "azul"])
def test_the_table_page_shows_hostile_names_as_text(led, game):
    """A table's players, its list of this browser's tables and a seat's board: every name is text."""
    names = HOSTILE[:4] if game == "azul" else HOSTILE
    view = api.table.create_table(led, {"game": game, "players": names}, seed=1)
    at = page("table", known_tables__tokens=[view.token])
    at.query_params["t"] = view.token
    at.run()
    assert_text_only(at, names, must_show=[])
    at.selectbox(key=f"table:seat:{view.token}").set_value(0).run()  # the first hostile name's seat
    assert_text_only(at, names, must_show=[])
    assert_text_only(page("table", known_tables__tokens=[view.token]).run(), names, must_show=[])


@pytest.mark.parametrize("value", ["1", "²", "99999999999999999999", "2147483648", "-1", "1e3", "<script>", "٣"])
def test_a_game_number_in_the_address_is_one_polite_line_and_does_not_stick(led, value):
    at = page("games")
    at.query_params["game"] = value
    at.run()
    assert not at.exception
    said = shown(at, "warning")
    assert said == ["A game is no longer opened by its number: open the link of its table, or choose one of "
                    "this browser's games below."], said
    assert "<script>" not in "\n".join(sources(at))  # never quoted back at all
    at.run()  # the next run of the same session: no crash, the game list
    assert not at.exception


def test_an_unknown_rule_in_the_address_is_said_as_text():
    at = page("rules")
    at.query_params["rule"] = "<script>alert(1)</script>"
    at.run()
    assert not at.exception
    assert any("There is no rule with the id <script>alert(1)</script>" in e for e in shown(at, "error"))
    assert not [t for t in sources(at) if "<script>" in t]


def test_an_unexpected_failure_in_a_page_is_one_friendly_line_and_logged(monkeypatch, caplog):
    def boom(*_args, **_kwargs):
        raise RuntimeError("/secret/server/path.py exploded")

    monkeypatch.setattr("ui.common.check", boom)
    at = page("alhambra_board", position__alhambra=alhambra(["Ana", "Bob"])).run()
    assert not at.exception
    errors = shown(at, "error")
    assert any("Something went wrong on this page" in e for e in errors)
    assert not any("/secret/server" in e or "Traceback" in e for e in errors)
    assert any("/secret/server/path.py exploded" in r.getMessage() or r.exc_info for r in caplog.records)

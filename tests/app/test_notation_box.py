"""The notation box of ui/position_io.py on a board page: it shows the board's notation, a pasted notation that
reads whole replaces the board, and one that does not changes nothing and says why beside the box."""

from __future__ import annotations

import copy
import json

import pytest

from assistant import api
from tests.app.util import ROOT, as_shown, page

MIDGAME = json.loads((ROOT / "examples" / "azul-midgame-2p.json").read_text(encoding="utf-8"))
GREY = json.loads((ROOT / "examples" / "azul-grey-wall.json").read_text(encoding="utf-8"))


def _paste(at, text: str):
    at.text_input(key="io:notation:azul").input(text)
    at.button(key="FormSubmitter:io:notation:azul:form-Apply the notation").click().run()
    assert not at.exception
    return at


def test_the_board_page_shows_the_notation_of_its_board():
    at = page("azul_board", position__azul=copy.deepcopy(MIDGAME)).run()
    assert not at.exception
    assert api.to_notation(MIDGAME) in [c.value for c in at.code]


def test_a_pasted_notation_that_reads_whole_replaces_the_board():
    at = page("azul_board", position__azul=copy.deepcopy(MIDGAME)).run()
    at = _paste(at, api.to_notation(GREY))
    assert api.check(at.session_state["position:azul"]) == api.check(GREY)
    assert api.to_notation(GREY) in [c.value for c in at.code]


def test_a_malformed_notation_changes_nothing_and_names_the_token():
    at = page("azul_board", position__azul=copy.deepcopy(MIDGAME)).run()
    before = copy.deepcopy(at.session_state["position:azul"])
    at = _paste(at, "azul | Kemal: 14 BY.../WB.../...Y./...../..... -,R,-,KK,WWW Q")
    assert at.session_state["position:azul"] == before
    errors = [e.value for e in at.error]
    assert any("token" in e and "Q" in e and "nothing changed" in e for e in errors), errors


@pytest.mark.parametrize(("lang", "apply", "words"), [
    ("tr", "Notasyonu uygula", "zemin sırası"), ("es", "Aplicar la notación", "línea de suelo"),
    ("ja", "記法を適用", "床ライン")])
def test_a_malformed_notation_is_explained_in_the_page_language(lang, apply, words):
    at = page("azul_board", lang=lang, position__azul=copy.deepcopy(MIDGAME)).run()
    at.text_input(key="io:notation:azul").input("azul | Kemal: 14 BY.../WB.../...Y./...../..... -,R,-,KK,WWW Q")
    at.button(key=f"FormSubmitter:io:notation:azul:form-{apply}").click().run()
    assert not at.exception
    errors = [as_shown(e.value) for e in at.error]
    assert any(words in e and "'Q'" in e and "floor" not in e for e in errors), errors


def test_the_notation_box_takes_at_most_the_core_notation_limit():
    at = page("azul_board", position__azul=copy.deepcopy(MIDGAME)).run()
    assert at.text_input(key="io:notation:azul").proto.max_chars == api.NOTATION_CHARS


def test_a_board_page_refuses_a_file_over_1_mib_by_its_size_in_the_page_language():
    at = page("azul_board", lang="tr", position__azul=copy.deepcopy(MIDGAME)).run()
    at.file_uploader(key="io:upload:azul").set_value(("big.json", b"{" * (2 * 1024 * 1024), "application/json"))
    at.run()
    assert not at.exception
    errors = [as_shown(e.value) for e in at.error]
    assert any("2.0 MiB" in e and "pozisyon dosyası" in e for e in errors), errors
    assert at.session_state["position:azul"] == MIDGAME  # the board stays as it was

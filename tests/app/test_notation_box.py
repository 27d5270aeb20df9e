"""The notation box of ui/position_io.py on a board page: it shows the board's notation, a pasted notation that
reads whole replaces the board, and one that does not changes nothing and says why beside the box."""

from __future__ import annotations

import copy
import json

from assistant import api
from tests.app.util import ROOT, page

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

"""The example positions in examples/azul-*.json load, check clean and score."""

from __future__ import annotations

import json

import pytest

from assistant import api
from assistant.azul.game import GAME as service  # the grey wall's help is a method of Azul's adapter
from assistant.paths import ROOT

EXAMPLES = sorted((ROOT / "examples").glob("azul-*.json"))


def load(name: str) -> dict:
    return json.loads((ROOT / "examples" / name).read_text(encoding="utf-8"))


def test_there_are_azul_examples():
    assert {p.name for p in EXAMPLES} >= {"azul-midgame-2p.json", "azul-endgame-4p.json", "azul-grey-wall.json"}


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_example_loads_checks_clean_and_scores(path):
    pos = json.loads(path.read_text(encoding="utf-8"))
    assert api.check(pos) == {"valid": True, "problems": []}
    out = api.score(pos)
    assert [p["name"] for p in out["players"]] == [p["name"] for p in pos["players"]]


def test_midgame_example_allows_a_take_and_stays_valid():
    pos = load("azul-midgame-2p.json")
    out = api.move(pos, {"action": "take", "player": "Kemal", "from": 0, "colour": "blue", "line": 3})
    assert out["legal"] is True
    assert api.check(out["after"])["valid"] is True
    assert out["after"]["centre"][-2:] == ["red", "white"]


def test_endgame_example_ends_the_game_with_one_winner():
    out = api.score(load("azul-endgame-4p.json"))
    assert out["game_over"] is True
    assert out["winners"] == ["Kemal"]
    kemal = out["players"][0]
    # Kemal (58 before): line 1 white ends row 1 (BYRK. -> BYRKW): a row run of 5, nothing below it = 5;
    # line 2 yellow at row 2, column 3 (WB... -> WBY..): row run W B Y = 3 and column run R (row 1), Y, B
    # (row 3) = 3, so 6. Tiling 5 + 6 = 11. Floor: the marker and one black on the first two spaces, -1 -1 = -2.
    # Bonus: row 1 complete +2, column 1 (B W K R Y) complete +7, all five blues complete +10 = 19.
    # 58 + 11 - 2 + 19 = 86.
    assert (kemal["tiling"], kemal["floor"], kemal["bonus"], kemal["score"]) == (11, -2, 19, 86)


def test_grey_example_sends_a_blocked_line_to_the_floor_and_the_suggestion_avoids_it():
    pos = load("azul-grey-wall.json")
    kemal = api.score(pos)["players"][1]
    assert kemal["unplaced"] == [{"line": 5, "colour": "black", "rule": "azul.variant.grey-wall", "to": "floor"}]
    assert (kemal["tiling"], kemal["floor"]) == (10, -11)
    help_ = service.grey_help(pos, "Kemal")
    # Kemal's wall: ....R / .B.YK / WYK.. / ...K. / R.... ; full lines: 1 (black), 3 (red), 5 (black).
    # Line 1 black may go to column 0 or 1 (columns 2, 3, 4 hold black or the row holds R there); line 3 red only
    # to column 3 (column 4 holds red); line 5 black only to column 1 (columns 2, 3, 4 hold black, 0 is taken),
    # so line 1 must leave column 1 free: column 0. Points: (row 1, col 0) stands alone = 1; (row 3, col 3) makes
    # the row run W Y K R = 4 and the column run Y, R, K = 3, so 7; (row 5, col 1) makes R K = 2. 1 + 7 + 2 = 10.
    assert help_["suggestion"]["placements"] == {"1": 0, "3": 3, "5": 1}
    assert help_["suggestion"]["points"] == 10

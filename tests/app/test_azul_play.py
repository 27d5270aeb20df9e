"""Azul turn by turn on the Table page (ui/azul_play, the TableWidgets.play_turn hook): the deal's taps and
"Dealt" make the deal step, a take is a colour then a line (taps counted), only the lines the engine allows are
lit, and the engine's refusal is drawn beside the board with its rule id.

AppTest cannot tap a drawing: a tap goes through the very handler the drawings' callback runs
(azul_play.on_tap), before the script's run, as the component's callback does; `send` is the Table page's (here
it keeps the steps sent)."""

from __future__ import annotations

import json
import re

from streamlit.testing.v1 import AppTest

from assistant import api
from tests.app.util import ROOT, boards, page_order, texts
from ui import azul_play

MIDGAME = json.loads((ROOT / "examples" / "azul-midgame-2p.json").read_text(encoding="utf-8"))
ANA = MIDGAME["players"][0]["name"]
TAKE = {"player": ANA, "phase": "take"}


def script() -> None:
    import streamlit as st

    from ui import azul_play

    sent = st.session_state.setdefault("sent", [])
    pos, turn, seat = st.session_state["pos"], st.session_state["turn"], st.session_state.get("seat")
    for target in st.session_state.pop("taps", []):
        azul_play.on_tap(pos, turn, seat, sent.append)(target)  # what the drawings' callback runs
    azul_play.play_turn(pos, turn, seat, sent.append, st.session_state.get("problems", []))


def run(at: AppTest | None = None, **state) -> AppTest:
    if at is None:
        at = AppTest.from_function(script, default_timeout=30)
        at.session_state["lang"] = "en"
    for key, value in state.items():
        at.session_state[key] = value
    at.run()
    assert not at.exception, at.exception
    return at


def tap(at: AppTest, *targets: str) -> AppTest:
    return run(at, taps=list(targets))


def dealing(players: int = 2) -> dict:
    """A fresh round: the boards of the mid-game example, the factories not yet dealt."""
    pos = {**MIDGAME, "factories": [], "centre": []}
    pos["players"] = [dict(MIDGAME["players"][i % 2], name=f"P{i}") for i in range(players)]
    return pos


def test_the_deal_taps_fill_the_factories_in_order_and_dealt_sends_the_deal_step():
    colours = ["blue", "yellow", "red", "black", "white"]
    at = run(pos=dealing(), turn={"player": None, "phase": "deal"}, seat=None)  # any phone deals, a watching one too
    for i in range(5):  # 2 players: 5 factories (data/azul/components.yaml), four taps each
        tap(at, *[f"colour:{colours[(i + k) % 5]}" for k in range(4)])
    at.button(key="azp:dealt").click()
    run(at)
    expected = [[colours[(i + k) % 5] for k in range(4)] for i in range(5)]
    assert at.session_state["sent"] == [{"step": "deal", "factories": expected}]


def test_a_dealt_tile_tapped_again_is_taken_back_and_the_next_colour_fills_its_place():
    at = run(pos=dealing(), turn={"player": "P0", "phase": "deal"}, seat=0)
    tap(at, "colour:red", "colour:red", "colour:blue", "colour:white", "colour:black")
    tap(at, "back:0:1")  # the second red of factory 1
    assert at.session_state[azul_play.DEAL_KEY][:2] == [["red", "blue", "white"], ["black"]]
    tap(at, "colour:yellow")
    assert at.session_state[azul_play.DEAL_KEY][:2] == [["red", "blue", "white", "yellow"], ["black"]]
    assert "Tap the colours on factory 2" in " ".join(texts(at, "caption"))


def test_the_deal_names_who_starts_the_round_on_every_phone():
    # the turn as the engine deals: nobody's step (the whole table's), the marker's holder starting
    at = run(pos=dealing(3), turn={"player": None, "phase": "deal", "starter": "P2"}, seat=None)
    assert "**P2** starts this round." in texts(at, "markdown")
    svg = boards(at)["azp:deal:offer"]
    assert svg.count('class="factory"') == 7  # 3 players: 7 factories (data/azul/components.yaml)


def test_a_take_is_three_taps_at_most_a_colour_then_a_line():
    # factory 1 of the example holds blue, blue, red, white; Ana's line 3 is empty and row 3 of her wall has no
    # red: the take is legal there
    at = run(pos=MIDGAME, turn=TAKE, seat=0)
    offer = boards(at)["azp:take:offer"]
    assert 'data-target="take:0:red"' in offer and 'data-target="take:centre:yellow"' in offer  # what is tapped
    tap(at, "take:0:red")
    assert at.session_state["sent"] == []
    tap(at, "line:3")
    assert at.session_state["sent"] == [{"step": "take", "from": 0, "colour": "red", "line": 3}]  # 2 taps


def test_the_centre_and_the_floor_are_taken_as_the_step_json_says():
    at = run(pos=MIDGAME, turn=TAKE, seat=0)
    tap(at, "take:centre:yellow", "floor")
    assert at.session_state["sent"] == [{"step": "take", "from": "centre", "colour": "yellow", "line": "floor"}]


def lit(svg: str) -> int:
    return len(re.findall(r'class="lit"', svg))


def test_only_the_lines_the_engine_allows_for_the_chosen_colour_are_lit():
    at = run(pos=MIDGAME, turn=TAKE, seat=0)
    assert lit(boards(at)["azp:take:board:0"]) == 0  # nothing chosen: nothing lit
    tap(at, "take:0:blue")
    allowed = [line for line in azul_play.LINES
               if api.move(MIDGAME, {"action": "take", "player": ANA, "from": 0, "colour": "blue",
                                     "line": line})["legal"]]
    assert allowed == [3, "floor"]  # the example: lines 1-2 have blue on the wall row, 4-5 hold other colours
    svg = boards(at)["azp:take:board:0"]
    assert lit(svg) == len(allowed)
    assert 'data-target="line:1"' in svg and 'data-target="floor"' in svg  # an unlit line can still be tapped


def test_the_colour_tapped_again_is_let_go():
    at = run(pos=MIDGAME, turn=TAKE, seat=0)
    tap(at, "take:0:blue", "take:0:blue", "line:3")
    assert at.session_state["sent"] == [] and lit(boards(at)["azp:take:board:0"]) == 0


def test_the_engines_refusal_is_drawn_beside_the_board_with_its_rule_id():
    refused = api.move(MIDGAME, {"action": "take", "player": ANA, "from": 0, "colour": "blue", "line": 4})
    problems = refused["problems"]
    assert [p["rule"] for p in problems] == ["azul.pattern-lines.one-colour"]
    at = run(pos=MIDGAME, turn=TAKE, seat=0, problems=problems)
    order = page_order(at)
    board = order.index("board:azp:take:board:0")
    assert any("azul.pattern-lines.one-colour" in e for e in order[board + 1:board + 2])
    assert 'class="problem"' in boards(at)["azp:take:board:0"]  # the line outlined on the board too


def test_other_phones_see_the_offer_and_whose_turn_but_cannot_take():
    at = run(pos=MIDGAME, turn=TAKE, seat=1)
    assert any(ANA in c and "choosing" in c for c in texts(at, "caption"))
    drawn = boards(at)
    assert "azp:take:board:1" not in drawn and "data-target" not in drawn["azp:take:offer"]
    tap(at, "take:0:red", "line:3")  # even a tap that reached this phone sends nothing: no colour is chosen
    assert at.session_state["sent"] == []


def test_a_hostile_name_is_shown_as_text_in_the_deal_and_the_take():
    from tests.app.test_hostile_text import assert_text_only
    from tests.hostile import HOSTILE

    names = HOSTILE[:4]  # Azul seats four
    pos = {**MIDGAME, "players": [dict(MIDGAME["players"][i % 2], name=n) for i, n in enumerate(names)],
           "factories": [list(f) for f in MIDGAME["factories"]] + [[], [], [], []]}  # 4 players: 9 factories
    assert_text_only(run(pos=pos, turn={"player": None, "phase": "deal", "starter": names[0]}, seat=None),
                     names, names[:1])
    assert_text_only(run(pos=pos, turn={"player": names[1], "phase": "take"}, seat=0), names, names[1:2])

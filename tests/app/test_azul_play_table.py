"""Azul played turn by turn on the real Table page (ui/table_play's shell, the engine's TurnRules, the ledger):
the deal's "Dealt" plays the deal step and the take phase follows on the starter's phone, a deal the engine
refuses is said beside it with its rule, the lines lit on the real table, and a take played on one phone moves
the turn on the other; a round played to its end records it and the next deal names who starts.

AppTest cannot tap a drawing: the factories tapped so far are the session's (as the deal's taps leave them), a
take is played as the page's `send` plays it (api.table.play_step, over the stamp shown)."""

from __future__ import annotations

import json

from streamlit.testing.v1 import AppTest

from assistant import api
from tests.app import util
from ui import azul_play

NAMES = ["Ana", "Kemal"]
DEAL = [["blue", "blue", "red", "white"], ["yellow", "black", "black", "white"], ["red", "red", "red", "blue"],
        ["white", "white", "yellow", "black"], ["blue", "yellow", "red", "black"]]
DEAL_BLUE = sum(f.count("blue") for f in DEAL)


def order(at: AppTest) -> list[str]:
    """The drawings' keys and the errors, as laid out (util.page_order, the browser's table list left out)."""
    out = []
    for node in util._walk(at._tree):
        kind = getattr(node, "type", None)
        if kind == "bidi_component":
            key = json.loads(node.proto.json).get("key")
            if key:
                out.append(f"board:{key}")
        elif kind == "error":
            out.append(f"error:{node.value}")
    return out


def ok(at: AppTest) -> AppTest:
    assert not at.exception, at.exception
    return at


def phone(token: str, seat: int | None) -> AppTest:
    at = util.page("table", **{f"table:seat:{token}": seat})
    at.query_params["t"] = token
    return ok(at.run())


def started(led):
    """A new table played turn by turn: its factories still to be dealt (a table starts with nothing made up)."""
    view = api.table.create_table(led, {"game": "azul", "players": NAMES})
    result = api.table.start_play(led, view.token, view.stamp)
    assert not result.problems, result.problems
    return result.table


def dealt(at: AppTest, factories) -> AppTest:
    at.session_state[azul_play.DEAL_KEY] = [list(f) for f in factories]
    ok(at.run())
    at.button(key="azp:dealt").click()
    return ok(at.run())


def play(led, token: str, step: dict):
    view = api.table.open_table(led, token)
    result = api.table.play_step(led, token, step, view.stamp, actor=view.turn["player"])
    assert not result.problems, result.problems
    return result.table


def test_dealt_plays_the_deal_and_the_starter_s_phone_is_asked_to_take(led):
    view = started(led)
    assert view.turn["phase"] == "deal"
    ana = phone(view.token, 0)
    assert "board:azp:deal:offer" in order(ana)
    dealt(ana, DEAL)
    after = api.table.open_table(led, view.token)
    assert after.position["factories"] == DEAL and after.turn["phase"] == "take"
    starter = after.turn["player"]
    at = phone(view.token, NAMES.index(starter))
    assert f"azp:take:board:{NAMES.index(starter)}" in util.boards(at)


def test_a_deal_the_engine_refuses_is_said_beside_it_with_its_rule(led):
    view = started(led)
    ana = phone(view.token, 0)
    dealt(ana, DEAL[:4] + [["blue", "yellow"]])  # factory 5 short of its four tiles, with a full bag
    assert api.table.open_table(led, view.token).turn["phase"] == "deal"  # refused: nothing played
    errors = [e.value for e in ana.error]
    assert errors and all("`azul." in e for e in errors), errors
    laid = order(ana)
    assert laid.index("board:azp:deal:offer") < next(i for i, o in enumerate(laid) if o.startswith("error:"))


def test_a_take_on_one_phone_moves_the_turn_on_the_other(led):
    view = started(led)
    ana = phone(view.token, 0)
    dealt(ana, DEAL)
    first = api.table.open_table(led, view.token).turn["player"]
    other = NAMES[1 - NAMES.index(first)]
    play(led, view.token, {"step": "take", "from": 0, "colour": "blue", "line": 2})
    at = phone(view.token, NAMES.index(other))
    assert f"azp:take:board:{NAMES.index(other)}" in util.boards(at)
    assert any(other in i.value for i in at.info)


def test_the_end_of_the_offer_records_the_round_and_the_next_deal_names_who_starts(led):
    view = started(led)
    dealt(phone(view.token, 0), DEAL)
    marker = None
    while (now := api.table.open_table(led, view.token)).turn["phase"] == "take":
        pos = now.position
        source = next((i for i, f in enumerate(pos["factories"]) if f), "centre")
        tiles = pos["factories"][source] if source != "centre" else [c for c in pos["centre"] if c != "first"]
        if source == "centre" and marker is None:
            marker = now.turn["player"]  # the first to take from the centre takes the marker
        play(led, view.token, {"step": "take", "from": source, "colour": tiles[0], "line": "floor"})
    after = api.table.open_table(led, view.token)
    assert len(after.game.rounds) == 1 and after.turn["phase"] == "deal"
    at = phone(view.token, None)
    assert f"**{marker}** starts this round." in util.texts(at, "markdown")
    assert "board:azp:deal:offer" in order(at)  # any phone deals, a watching one too


def test_on_the_real_table_only_the_lines_the_engine_allows_are_lit(led):
    view = started(led)
    dealt(phone(view.token, 0), DEAL)
    first = api.table.open_table(led, view.token).turn["player"]
    play(led, view.token, {"step": "take", "from": 0, "colour": "blue", "line": 2})  # blue onto line 2
    play(led, view.token, {"step": "take", "from": 1, "colour": "black", "line": 1})  # the other player's take
    now = api.table.open_table(led, view.token)
    assert now.turn["player"] == first
    seat = NAMES.index(first)
    at = util.page("table", **{f"table:seat:{view.token}": seat})
    at.query_params["t"] = view.token
    at.session_state[azul_play.TAKE_KEY] = azul_play.kept(now.position, now.turn, (2, "red"))  # red tapped
    svg = util.boards(ok(at.run()))[f"azp:take:board:{seat}"]
    # line 2 holds blue: red can go to lines 1, 3, 4, 5 and the floor (an empty wall has room for every colour)
    assert svg.count('class="lit"') == 5


def test_the_replay_draws_the_factories_and_the_centre_as_they_were_after_the_step_chosen(led):
    """A dispute over what lay in the centre: the replay shows the offer after each step, not only the boards."""
    view = started(led)
    dealt(phone(view.token, 0), DEAL)
    play(led, view.token, {"step": "take", "from": 0, "colour": "blue", "line": 2})  # red, white to the centre
    at = util.page("table", **{f"table:seat:{view.token}": None, f"table:replay-open:{view.token}": True})
    at.query_params["t"] = view.token
    ok(at.run())
    # 20 tiles dealt; the take moved factory 1's blue pair to Ana's line and its red and white to the centre
    now = util.boards(at)["table:replay:between"]
    assert now.count('class="tile tile-') == 18 and now.count('class="tile tile-blue"') == DEAL_BLUE - 2
    ok(at.slider(key=f"table:replay:{view.token}").set_value(1).run())  # after the deal
    assert util.boards(at)["table:replay:between"].count('class="tile tile-') == 20


def test_the_starter_s_phone_takes_when_the_table_s_token_holds_a_double_underscore(led, monkeypatch):
    """A token is random URL-safe text (A-Z a-z 0-9 - _), and about 1 in 130 holds "__": the phone prepared for
    such a table still sits at its seat (the test helper once read "__" as ":", and that phone only watched)."""
    from assistant.ledger import models

    monkeypatch.setattr(models.secrets, "token_urlsafe", lambda n: "Ab__" + "c" * (models.TOKEN_LENGTH - 4))
    view = started(led)
    assert "__" in view.token
    dealt(phone(view.token, 0), DEAL)
    starter = api.table.open_table(led, view.token).turn["player"]
    seat = NAMES.index(starter)
    assert f"azp:take:board:{seat}" in util.boards(phone(view.token, seat))

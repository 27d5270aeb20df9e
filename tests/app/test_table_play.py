"""The Table page played turn by turn (issue 19, ui/table_play.py: the part that names no game) with AppTest, on
a SQLite ledger of its own. The game is the ledger's toy game played turn by turn (tests/ledger/play_game.py: a
pot of coins between the players, each step tosses one onto the player's row, the empty pot is a scoring), and
the widgets stand for a game's (TableWidgets with `plays`: one button a face, which hands its step to `send`), so
what is checked is the page's part only: the switch and "Start playing", whose turn it is on every phone, a step
played over the stamp and seen on a second phone, a refusal handed back to the game's widgets, "Undo", the log
in words, the replay, and names shown as text."""

from __future__ import annotations

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

from assistant import api, games
from assistant.games import JSON, PlayStep
from assistant.i18n import strings
from assistant.problems import problem
from assistant.templates import templates
from tests.app import util
from tests.ledger.play_game import POT, Flips, FlipsRules
from ui import table_live, table_play
from ui.common import md, show_problems
from ui.table_seats import TableWidgets

NAMES = ["Ana", "Kemal"]
# A real rule of ours, so the page can name it and its message reads as on any board (the toy game has none).
RULE, KEY = "azul.offer.factory", "azul.offer.factory-no-colour"


class Rules(FlipsRules):
    """The toy game's rules, refusing with a rule the pages can name: a face that is neither heads nor tails,
    and a start with an empty pot."""

    def start(self, position: JSON, starter: str | None = None) -> PlayStep:
        if position["pot"] < 1:
            return PlayStep([problem(RULE, None, [], KEY, factory=0, colour="coin")], None, None)
        return super().start(position, starter)

    def step(self, position: JSON, turn: JSON, step: JSON) -> PlayStep:
        if step.get("face") not in ("H", "T"):
            return PlayStep([problem(RULE, turn["player"], [], KEY, factory=0, colour=step.get("face"))], None, None)
        return super().step(position, turn, step)


class Played(Flips):
    play = Rules()


class Widgets(TableWidgets):
    """What a game's module would draw: the setup tap (fill the pot), a button a face on the phone whose turn
    it is (not active on the others), the refusal beside them, each board as its row of coins."""

    enters = True
    plays = True

    def entry(self, pos: dict, seat: int, verdict: dict, tap, apply) -> None:
        st.button("free entry", key="flips:entry")

    def play_setup(self, pos: dict, seat: int | None, apply) -> None:
        st.button("fill the pot", key="flips:fill", on_click=apply, args=(lambda p, sel: ({**p, "pot": POT}, sel),))

    def play_turn(self, pos: dict, turn: dict, seat: int | None, send, problems: list[dict]) -> None:
        mine = seat is not None and pos["players"][seat]["name"] == turn["player"]
        for face in ("H", "T", "X"):
            st.button(face, key=f"flips:toss:{face}", disabled=not mine, on_click=send,
                      args=({"step": "toss", "face": face},))
        show_problems(problems)

    def drawn(self, pos: dict, seat: int, problems: list[dict], key: str) -> None:
        me = pos["players"][seat]
        st.markdown(f"{key} {md(me['name'])}: {me['coins'] or 'none'}")


WIDGETS = Widgets()
WORDS = {"en": "{player} tossed {face}", "tr": "{player} {face} attı", "es": "{player} lanzó {face}",
         "ja": "{player}さんが{face}を投げました"}


@pytest.fixture(autouse=True)
def played(monkeypatch):
    """The toy game registered with its widgets, its step in words and its phase's name (a game's own data)."""
    games.register(Played())
    real = table_live.widgets
    monkeypatch.setattr(table_live, "widgets", lambda kind: WIDGETS if kind == "flips" else real(kind))
    monkeypatch.setitem(templates(), "play.flips.toss", WORDS)
    monkeypatch.setitem(strings(), "play.phase.flips.toss", {"en": "toss a coin", "tr": "yazı tura at",
                                                             "es": "lanzar una moneda", "ja": "コインを投げる"})
    yield
    games.unregister("flips")


def ok(at: AppTest) -> AppTest:
    assert not at.exception, at.exception
    return at


def phone(token: str, seat: int | None, opened: bool = False) -> AppTest:
    """A phone opened at the table's link, its seat picked (as the seat's box keeps it in the session); with
    `opened`, the log and the replay opened (drawn only when they are)."""
    at = util.page("table")
    state = {f"table:seat:{token}": seat}  # not through page(): a token may hold "__", which it reads as ":"
    if opened:
        state |= {f"table:play-log-open:{token}": True, f"table:replay-open:{token}": True}
    for key, value in state.items():
        at.session_state[key] = value
    at.query_params["t"] = token
    return ok(at.run())


def table(led, names=NAMES, pot: int = POT):
    view = api.table.create_table(led, {"game": "flips", "players": list(names)})
    if pot != POT:
        view = api.table.write_board(led, view.token, None, {"pot": pot, "round": 1}, view.board(None).version)
    return view


def started(led, names=NAMES):
    view = table(led, names)
    result = api.table.start_play(led, view.token, view.stamp)
    assert not result.problems
    return result.table


def press(at: AppTest, key: str, poll: bool = False) -> AppTest:
    """A button pressed; with `poll`, the phone's page first brought up to date (a change made on another phone
    meanwhile), as the poll would have."""
    if poll:
        ok(at.run())
    at.button(key=key).click()
    return ok(at.run())


def words(at: AppTest, kind: str) -> list[str]:
    """What a player reads of the page's `kind` elements, the bold names as plain words."""
    return [util.as_shown(t.replace("**", "")) for t in util.texts(at, kind)]


def test_start_is_refused_with_the_engine_s_rule_until_the_table_is_set_up_then_the_turn_is_shown(led):
    view = table(led, pot=0)
    at = phone(view.token, 0)
    ok(at.toggle(key=f"table:play-on:{view.token}").set_value(True).run())
    assert not [b for b in at.button if b.key == "flips:entry"]  # the setup is what is tapped now
    press(at, f"table:play-start:{view.token}")
    assert any(f"`{RULE}`" in e.value for e in at.error)
    assert api.table.open_table(led, view.token).turn is None  # refused: nothing written
    press(at, "flips:fill")  # the game's setup tap, written as a board tap is
    press(at, f"table:play-start:{view.token}")
    assert api.table.open_table(led, view.token).turn["player"] == "Ana"
    assert "Your turn, Ana: toss a coin" in words(at, "info")


def test_a_step_sent_on_one_phone_is_played_on_the_table_and_shown_on_another_phone(led):
    view = started(led)
    ana, kemal = phone(view.token, 0), phone(view.token, 1)
    assert "Ana's turn: toss a coin" in words(kemal, "info") and kemal.button(key="flips:toss:H").disabled
    press(ana, "flips:toss:H")
    after = api.table.open_table(led, view.token)
    assert after.position["players"][0]["coins"] == "H" and after.turn["player"] == "Kemal"
    ok(kemal.run())  # what the poll does once the stamp moved
    assert "Your turn, Kemal: toss a coin" in words(kemal, "info")
    assert "Last step: Ana tossed H" in words(kemal, "caption")
    assert "table:drawn:0 Ana: H" in words(kemal, "markdown")


def test_a_refused_step_changes_nothing_and_its_rule_is_handed_back_to_the_game_s_widgets(led):
    view = started(led)
    ana = phone(view.token, 0)
    press(ana, "flips:toss:X")
    assert any(f"`{RULE}`" in e.value and "Factory 0 holds no X tiles" in e.value for e in ana.error)
    assert api.table.open_table(led, view.token).stamp == view.stamp
    ok(ana.run())
    assert not ana.error  # said once, beside the tap it refused


def test_a_step_from_a_phone_that_showed_an_older_table_is_refused_and_said_in_one_line(led):
    view = started(led)
    ana = phone(view.token, 0)
    api.table.play_step(led, view.token, {"step": "toss", "face": "T"}, view.stamp, actor="Ana")  # another phone
    ana.button(key="flips:toss:H").click()  # tapped on the table as this phone still shows it
    ok(ana.run())
    assert any("moved on another phone" in w.value for w in ana.warning)
    assert api.table.open_table(led, view.token).position["players"][0]["coins"] == "T"


def test_undo_takes_the_last_step_back_and_says_it_in_words(led):
    view = started(led)
    ana = phone(view.token, 0)
    press(ana, "flips:toss:H")
    press(ana, f"table:play-undo:{view.token}")
    back = api.table.open_table(led, view.token)
    assert back.position["players"][0]["coins"] == "" and back.turn["player"] == "Ana"
    assert "Undone: Ana tossed H" in words(ana, "success")
    assert ana.button(key=f"table:play-undo:{view.token}").disabled  # back at the start: nothing more to undo


def test_the_last_toss_records_the_scoring_the_log_says_every_step_and_score_now_is_gone(led):
    view = started(led)
    ana, kemal = phone(view.token, 0, opened=True), phone(view.token, 1)
    assert not [b for b in ana.button if b.key.startswith("table:score:")]  # the steps score
    assert not [b for b in ana.button if b.key == "flips:entry"]  # every change goes through the steps
    press(ana, "flips:toss:H")
    press(kemal, "flips:toss:T", poll=True)
    press(ana, "flips:toss:H", poll=True)  # the pot's last coin: the scoring is due (POT = 3)
    assert len(api.table.open_table(led, view.token).game.rounds) == 1
    assert "Round 1 recorded." in words(ana, "success")
    log = next(e for e in ana.expander if e.label.startswith("Steps played so far"))
    assert log.label == "Steps played so far: 3"
    assert util.as_shown(log.markdown[0].value).split("\n") == [
        "1. Ana tossed H", "2. Kemal tossed T", "3. Ana tossed H Round 1 recorded."]


def test_the_replay_draws_the_boards_as_they_were_after_the_step_chosen(led):
    view = started(led)
    ana, kemal = phone(view.token, 0, opened=True), phone(view.token, 1)
    assert not [s for s in kemal.slider if s.key == f"table:replay:{view.token}"]  # drawn only when opened
    press(ana, "flips:toss:H")
    press(kemal, "flips:toss:T", poll=True)
    ok(ana.run())
    key = f"table:replay:{view.token}"
    ok(ana.slider(key=key).set_value(1).run())
    text = words(ana, "markdown")
    assert "After step 1 of 2: Ana tossed H" in text
    assert "table:replay:0 Ana: H" in text and "table:replay:1 Kemal: none" in text
    press(ana, f"{key}:back")
    assert "As the table was set up, before the first step." in words(ana, "markdown")
    assert "table:replay:0 Ana: none" in words(ana, "markdown")


def test_a_hostile_player_name_is_shown_as_text_in_the_turn_and_the_log(led):
    hostile = "**Ana** [x](http://e.vil) :red[y] $z$"
    view = started(led, [hostile, "Kemal"])
    at = phone(view.token, 1, opened=True)
    assert f"**{md(hostile)}**'s turn: toss a coin" in util.texts(at, "info")  # escaped: shown as typed
    api.table.play_step(led, view.token, {"step": "toss", "face": "H"}, view.stamp, actor=hostile)
    ok(at.run())
    assert f"Last step: {md(hostile)} tossed H" in util.texts(at, "caption")
    log = next(e for e in at.expander if e.label.startswith("Steps played so far"))
    assert log.markdown[0].value == f"1. {md(hostile)} tossed H"


def test_the_switch_is_offered_only_when_the_engine_has_turn_rules_and_the_free_entry_stays_till_then(
        led, monkeypatch):
    view = table(led)
    at = phone(view.token, 0)
    assert at.toggle(key=f"table:play-on:{view.token}").value is False
    assert at.button(key="flips:entry") and [b for b in at.button if b.key.startswith("table:score:")]
    monkeypatch.setattr(Played, "play", None)  # the same widgets, an engine without TurnRules
    assert not api.table.plays("flips")
    ok(at.run())
    assert not [t for t in at.toggle if t.key == f"table:play-on:{view.token}"]


def test_a_finished_game_is_replayed_move_by_move(led):
    view = started(led)
    for k in range(2 * POT):  # two rounds of the pot's coins: the second scoring ends the game (play_game.INFO)
        now = api.table.open_table(led, view.token)
        api.table.play_step(led, view.token, {"step": "toss", "face": "HT"[k % 2]}, now.stamp)
    assert api.table.open_table(led, view.token).game.finished
    at = phone(view.token, None)
    assert any("The game is over" in s for s in words(at, "success"))
    assert at.slider(key=f"table:replay:{view.token}").value == 2 * POT
    ok(at.slider(key=f"table:replay:{view.token}").set_value(POT).run())
    assert f"After step {POT} of {2 * POT}: Ana tossed H" in words(at, "markdown")  # Ana, Kemal, Ana: H, T, H


def test_outside_text_inside_a_term_of_a_step_s_words_is_escaped_and_the_term_still_said():
    """A step's words are stored as plain JSON (assistant.messages.plain): a name may sit inside a term's
    parameters (the market awards of Alhambra's last refill); it is escaped there too, the term's key is not."""
    hostile = "**Ana** [x](http://e.vil)"
    reserve = {"term": "alhambra.where.reserve", "params": {"name": hostile}}
    escaped = table_play._escaped([reserve, 5])
    assert escaped == [{"term": "alhambra.where.reserve", "params": {"name": md(hostile)}}, 5]
    assert api.message("play.alhambra.place.reserve", "en", player=md("Kemal"), tile=escaped[0]) == (
        f"Kemal put {md(hostile)}'s reserve on the reserve board.")  # any term: the sentence made with it


def test_a_table_that_cannot_be_read_for_a_moment_is_said_and_the_poll_reads_it_again(led, monkeypatch):
    """A read past its time on a loaded server (ReadFailure) in the page's run: said in one line, and the poll
    still runs there (else the phone would show no step again until reloaded), its next stamp news to it."""
    from assistant.ledger.errors import ReadFailure

    view = started(led)
    at = phone(view.token, 1)
    real = api.table.open_table

    def away(*args, **kwargs):
        raise ReadFailure("ledger.err.read", "could not read the ledger", error="timeout")

    monkeypatch.setattr(api.table, "open_table", away)
    api.table.play_step(led, view.token, {"step": "toss", "face": "H"}, view.stamp, actor="Ana")
    ok(at.run())  # the poll saw the stamp move: the page's run reads the table, which fails this once
    assert at.error and f"table:failed:{view.token}" in at.session_state  # the poll's cue to try again
    monkeypatch.setattr(api.table, "open_table", real)
    ok(at.run())  # what the poll's rerun does a poll later, once the table reads again
    assert "Your turn, Kemal: toss a coin" in words(at, "info")
    assert f"table:failed:{view.token}" not in at.session_state

"""The API's promise (FORMATS.md): unreadable input raises PositionError, one clear and short line. Swept over
every public function of assistant.api and every argument, with values of every wrong type; `lang` is refused
in the same words everywhere; quoted input is clipped, also on the command line."""

from __future__ import annotations

import inspect
import json
import math
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant import api
from assistant.errors import PositionError
from assistant.quoting import LIMIT, clip, quote

ROOT = Path(__file__).resolve().parents[1]
ALHAMBRA = json.loads((ROOT / "examples" / "alhambra-sample.json").read_text(encoding="utf-8"))
AZUL = json.loads((ROOT / "examples" / "azul-midgame-2p.json").read_text(encoding="utf-8"))
GREY = json.loads((ROOT / "examples" / "azul-grey-wall.json").read_text(encoding="utf-8"))
MONEY = {"currency": "blue", "value": 3}
ALHAMBRA_DIRK = {**ALHAMBRA, "players": ALHAMBRA["players"][:2], "dirk": []}
A, Z, G = ALHAMBRA["players"][0]["name"], AZUL["players"][0]["name"], GREY["players"][0]["name"]

# One readable call per public function: each sweep case changes a single argument of it.
GOOD = {
    "service": ("alhambra",),
    "parse": (ALHAMBRA,),
    "render_all": ([], "en"),
    "check": (ALHAMBRA, "tr"),
    "score": (ALHAMBRA,),
    "place": (ALHAMBRA, A, {"type": "tower", "price": 8, "walls": "NE"}),
    "move": (AZUL, {"action": "take", "player": Z, "from": 0, "colour": "blue", "line": 3}, "es"),
    "schema": ("azul",),
    "ask": ("How many players can play?", "azul", "en"),
    "rules": ("alhambra", "ja"),
    "alhambra_setup": (2, 7, ["Ana", "Bo"], [30, 12]),
    "alhambra_setup_money": ([MONEY] * 30, 3),
    "alhambra_end_market": (ALHAMBRA,),
    "alhambra_dirk_tiles": ("start", 20),
    "alhambra_score_counts": (1, {"Ana": {"tower": 1}, "Bo": {}}, {"Ana": 3}, None, False),
    "azul_start_round": (2, None, None, 5),
    "azul_grey_help": (GREY, G),
    "alhambra_refill_money": ([MONEY], [MONEY] * 5, [MONEY] * 3, 1),
    "games": (),
    "game_names": ("ja",),
    "schema_names": (),
    "to_notation": (ALHAMBRA,),
    "from_notation": ("azul | A: 0 ...../...../...../...../..... -,-,-,-,- -",),
    "facts": ("azul",),
    "registration": ("azul",),
    "setup": ("azul", 2, 3),
    "message": ("alhambra.currency.blue", "es"),
    "rule_title": ("azul.floor.penalties", "tr"),
    "answerer_ready": (),
    "warm_answerer": (),
    "warm_answerer_in_background": (),
    "cell_words": ("alhambra", (1, 0), "ja", None),
    "cells_words": ("alhambra", [(1, 0), (0, 1)], "tr", None, 5),
    "board_anchor": (ALHAMBRA["players"][0]["alhambra"],),
    "ranking": ("azul", [("Ana", 10, 1), ("Bo", 10, 2)]),
    "game_over": ("alhambra", [[None], [None], [None]]),
    "azul_next_round": (AZUL,),
    "example_text": ("azul-midgame-2p",),
    "error_message": (PositionError("notation: expected text", "notation.not_text"), "tr"),
    "language_names": (),
    "learn_games": (),
    "quiz_games": (),
    "rule_ids": ("azul",),
    "rule_entry": ("alhambra.build.reachable", "es"),
    "tour_steps": ("alhambra",),
    "learn_example": ("hole", "Ana", True),
    "quiz_question": ("azul", 7, "Ana"),
    "name_refusal": ("Ana", ["Bo"]),
    "same_name": ("Ana", "ana"),
    "alhambra_dirk_due": (ALHAMBRA_DIRK,),
    "alhambra_buy_places": (ALHAMBRA,),
    "alhambra_tiles_on_table": (ALHAMBRA,),
    "read_position_json": ('{"game": "azul"}', "upload"),
    "share_token": (AZUL,),
    "read_share_token": (api.share_token(AZUL),),
}
HUGE_TEXT = "k" * 1_000_000
WRONG = [None, True, False, 0, -1, 2**80, 10**5000, 1.5, math.nan, math.inf, "", "xx", HUGE_TEXT, [], [1], [None],
         ["en"], [MONEY] * 20_000, {}, {"a": 1}, {HUGE_TEXT: 1}, b"x", (1, 2), object()]


def public_functions() -> dict:
    """assistant.api's own functions and those it re-exports from its halves (assistant.api_*)."""
    return {name: fn for name, fn in vars(api).items()
            if inspect.isfunction(fn) and not name.startswith("_")
            and (fn.__module__ == "assistant.api" or fn.__module__.startswith("assistant.api_"))}


def test_every_public_function_has_a_readable_call_in_this_sweep():
    assert set(public_functions()) == set(GOOD)
    for name, fn in public_functions().items():
        fn(*GOOD[name])  # the baseline works (raises nothing): a refusal in the sweep is the bad value's


def cases():
    for name, fn in public_functions().items():
        for i, (param, spec) in enumerate(inspect.signature(fn).parameters.items()):
            if spec.kind is inspect.Parameter.VAR_KEYWORD:  # **params: a template's own words, not a position
                continue
            for j, value in enumerate(WRONG):
                yield pytest.param(name, i, value, id=f"{name}-{param}-{j}")


@pytest.mark.parametrize(("name", "index", "value"), list(cases()))
def test_a_wrong_argument_raises_position_error_with_a_short_line_or_is_read(name, index, value):
    args = list(GOOD[name])
    args[index] = value
    try:
        out = public_functions()[name](*args)
    except PositionError as exc:
        line = str(exc)
        assert line and "\n" not in line and len(line) < 400, line[:500]
    else:  # read: a value of the function's kind, never half an exception
        assert out is None or isinstance(out, dict | list | tuple | str | bool)


LANG_FUNCTIONS = {name: fn for name, fn in public_functions().items() if "lang" in inspect.signature(fn).parameters}


@pytest.mark.parametrize("lang", [5, "xx", ["en"], True, "EN", ""])
@pytest.mark.parametrize("name", sorted(LANG_FUNCTIONS))
def test_an_unknown_language_is_refused_alike_by_every_function(name, lang):
    with pytest.raises(PositionError) as refused_by_ask:
        api.ask("How many players?", lang=lang)
    args = list(GOOD[name])
    args[list(inspect.signature(LANG_FUNCTIONS[name]).parameters).index("lang")] = lang
    with pytest.raises(PositionError) as caught:
        LANG_FUNCTIONS[name](*args)
    assert str(caught.value) == str(refused_by_ask.value)
    assert str(caught.value).startswith("lang: unknown language")


def test_the_examples_of_the_issue_are_clear_lines():
    for call, needle in [(lambda: api.alhambra_refill_money(None, []), "row: expected a list"),
                         (lambda: api.alhambra_setup(2, seed=[1]), "seed: a whole number"),
                         (lambda: api.azul_start_round(2, bag=5), "bag: expected a list"),
                         (lambda: api.check(ALHAMBRA, lang=["en"]), "lang: unknown language")]:
        with pytest.raises(PositionError, match=needle):
            call()


# --- quoting: at most ~80 characters of the input --------------------------------------------------------------


def test_clip_keeps_short_text_and_cuts_long_text_with_an_ellipsis():
    assert clip("Ayşe") == "Ayşe"
    assert clip("x" * 1000) == "x" * (LIMIT - 1) + "…"
    assert clip("a\nb") == "a\\nb"  # one line stays one line
    assert quote("Ana") == "'Ana'" and len(quote(10**5000)) <= LIMIT


def test_an_unknown_key_of_a_million_characters_is_quoted_short():
    position = {**AZUL, HUGE_TEXT: 1}
    with pytest.raises(PositionError) as caught:
        api.check(position)
    assert "unknown field" in str(caught.value) and len(str(caught.value)) < 200


def run_cli(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "assistant", *args], input=stdin, capture_output=True, cwd=ROOT,
                          timeout=120)


def test_the_command_line_line_for_a_million_character_key_is_short():
    out = run_cli("check", "-", stdin=json.dumps({**AZUL, HUGE_TEXT: 1}).encode())
    assert out.returncode == 2 and out.stdout == b""
    assert len(out.stderr) < 300 and out.stderr.count(b"\n") == 1, out.stderr[:400]


def test_the_command_line_line_for_a_100_kb_player_is_short():
    out = run_cli("place", str(ROOT / "examples" / "alhambra-sample.json"), "--player", "p" * 100_000,
                  "--tile", '{"type":"tower","price":8,"walls":"NE"}')
    assert out.returncode == 2 and out.stderr.startswith(b"player: ")
    assert len(out.stderr) < 300, len(out.stderr)


def test_a_long_unknown_player_is_quoted_short():
    with pytest.raises(PositionError, match="no player named 'ppp") as caught:
        api.place(ALHAMBRA, "p" * 900, GOOD["place"][2])
    assert len(str(caught.value)) < 150


def test_the_command_line_line_for_an_unknown_100_kb_language_is_short():
    out = run_cli("rules", "--lang", "x" * 100_000)
    assert out.returncode == 2 and len(out.stderr) < 300, len(out.stderr)


# --- the question limit: cut to QUESTION_CHARS before any matching, at every door ----------------------------------

QUESTION = "How many players can play Azul? " + "tile " * 20_000  # 100,032 characters


def test_a_100_000_character_question_is_cut_to_500_before_the_answerer_reads_it(monkeypatch):
    from assistant.rules import answer

    seen: list[int] = []

    def spy(fn):
        def wrapped(*args, **kwargs):
            seen.extend(len(a) for a in (*args, *kwargs.values()) if isinstance(a, str))
            return fn(*args, **kwargs)
        return wrapped

    # every function the answerer calls by name (detection, ranking, scope, nonsense, future ones alike)
    for name, fn in list(vars(answer).items()):
        if inspect.isfunction(fn) and name != "ask":
            monkeypatch.setattr(answer, name, spy(fn))
    out = api.ask(QUESTION, "azul", "en")
    assert seen and max(seen) <= api.QUESTION_CHARS == 500
    assert out == api.ask(QUESTION[:500], "azul", "en")


def test_the_rules_page_box_and_the_core_share_one_question_limit():
    from tests.app.util import page

    at = page("rules").run()
    assert at.text_input(key="rules:question").proto.max_chars == api.QUESTION_CHARS
    assert "500" not in (ROOT / "app_pages" / "rules.py").read_text(encoding="utf-8")  # not written a second time


def test_the_command_line_answers_a_100_000_character_question_as_its_first_500():
    out = run_cli("ask", QUESTION, "--game", "azul", "--lang", "en")
    assert out.returncode == 0, out.stderr[:300]
    assert json.loads(out.stdout) == api.ask(QUESTION[:500], "azul", "en")


# --- the notation limit: refused whole, never cut (a cut notation is another table) --------------------------------


def test_a_notation_over_the_limit_is_refused_before_it_is_read():
    good = GOOD["from_notation"][0]
    assert api.from_notation(good + " " * 10)["game"] == "azul"  # blanks around a notation are fine ...
    with pytest.raises(PositionError) as caught:  # ... but not past the limit, whatever they are
        api.from_notation(good + " " * api.NOTATION_CHARS)
    assert caught.value.key == "notation.too_long" and "20,000 characters" in str(caught.value)
    assert api.error_message(caught.value, "ja") == "記法: 20,000文字を超えています"  # four languages (errors.yaml)


def test_the_largest_table_writes_a_notation_well_under_the_limit():
    names = ["|" * 39 + c for c in "ABCDEF"]  # every character escaped (%7C): 120 characters a name
    pos = api.alhambra_setup(6, 3, names)["position"]
    tiles = [{k: t[k] for k in ("type", "price", "walls")} for t in api.facts("alhambra")["catalogue"]
             for _ in range(t["copies"])]
    cards = [{"currency": c, "value": v} for c in api.facts("alhambra")["currencies"] for v in range(1, 10)] * 3
    for i, player in enumerate(pos["players"]):
        player["reserve"], player["hand"] = tiles[i::6], cards[i::6]
    text = api.to_notation(pos)
    assert api.from_notation(text)["players"][0]["name"] == names[0]
    assert len(text) < api.NOTATION_CHARS / 2, len(text)  # 1,420 characters when written


def test_the_notation_box_reads_the_core_limit():
    source = (ROOT / "ui" / "position_io.py").read_text(encoding="utf-8")
    assert "max_chars=api.NOTATION_CHARS" in source and "20000" not in source


# --- a fuzz over every public function: odd arguments raise PositionError, nothing else ----------------------------

LEAF = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=2**63), st.just(10**4000), st.floats(),
    st.text(max_size=12), st.text(st.characters(categories=("Cs", "Cf", "Co", "Cc", "Zs", "Mn")), max_size=6),
    st.sampled_from(["\ud800", "Ana\udfff", "k" * 200_000, "azul", "alhambra", "en", "Ana", "", " "]),
    st.binary(max_size=8),
)
ODD = st.recursive(LEAF, lambda kids: st.one_of(
    st.lists(kids, max_size=4), st.tuples(kids, kids),
    st.dictionaries(st.one_of(st.text(max_size=6), st.integers(), st.sampled_from(["game", "players", "name"])),
                    kids, max_size=4)), max_leaves=8)


@st.composite
def odd_or_bent(draw, good):
    """An odd value in place of the argument, or the readable argument with one place inside it made odd."""
    if not isinstance(good, dict | list | tuple) or draw(st.booleans()):
        return draw(ODD)
    paths = [p for p in _paths(good) if p]
    return _bent(good, draw(st.sampled_from(paths)), draw(ODD)) if paths else draw(ODD)


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif isinstance(value, list | tuple):
        for i, item in enumerate(value):
            yield from _paths(item, (*path, i))


def _bent(value, path, new):
    if not path:
        return new
    out = dict(value) if isinstance(value, dict) else list(value)
    out[path[0]] = _bent(value[path[0]], path[1:], new)
    return out


@pytest.mark.parametrize("name", sorted(GOOD))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_fuzzed_arguments_raise_only_position_error(name, data):
    fn = public_functions()[name]
    args = [data.draw(st.one_of(st.just(good), odd_or_bent(good)), label=param)
            for good, param in zip(GOOD[name], inspect.signature(fn).parameters, strict=False)]
    try:
        fn(*args)
    except PositionError as exc:
        assert "\n" not in str(exc) and len(str(exc)) < 400, str(exc)[:500]


@pytest.mark.parametrize("names", [[["Ana"], "Bo"], [{"a": 1}, "Bo"], ["\ud800", "Bo"], ["Ana\u202e", "Bo"],
                                   ["Ana", "Ana "], ["Ays\u0327e", "Ayşe"]])
def test_setup_names_are_checked_by_the_one_name_rule(names):
    with pytest.raises(PositionError, match="setup: names: "):
        api.alhambra_setup(2, 1, names)


@pytest.mark.parametrize("position", [{"game": "\ud800"}, {"game": {1}}, {"game": object()}, {"game": math.nan}])
def test_share_token_refuses_what_no_link_can_carry(position):
    with pytest.raises(PositionError, match="link: "):
        api.share_token(position)


def test_the_command_line_refuses_a_notation_over_the_limit_in_one_line():
    out = run_cli("from-notation", GOOD["from_notation"][0] + " " * api.NOTATION_CHARS)
    assert out.returncode == 2 and out.stderr == b"notation: longer than 20,000 characters\n", out.stderr[:300]

"""The one-line notations (docs/FORMATS.md, "Notation"): a position read back from its notation is the same
position (same check, same score) for generated positions, illegal ones included (walls that disagree, holes,
too many tiles, lines over capacity, wrong wall colours), with names of any characters; the notation is at most
a third of the compact JSON; a malformed notation is one PositionError line naming the token and where it is."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant import api
from assistant.alhambra.catalogue import game, walls_letters
from assistant.azul.components import COLOURS, FIRST, LETTERS
from assistant.names import name_key, name_problem

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "examples").glob("*.json"))
G = game()
TILES = sorted(G.tiles, key=lambda t: (t.type, t.price, t.walls))
# Any name a position may hold (assistant.names: no control or invisible characters), of any script.
names = st.text(min_size=1, max_size=40).filter(lambda n: name_problem(n) is None and n.strip().lower() != "dirk")
printable_names = st.text(st.characters(categories=("L", "N", "P", "S", "Zs"), exclude_characters="\u00a0"),
                          min_size=1, max_size=40).filter(lambda n: n.isprintable() and n.strip()
                                                          and n.strip().lower() != "dirk")
tile = st.sampled_from(TILES).map(lambda t: {"type": t.type, "price": t.price, "walls": walls_letters(t.walls)})
card = st.builds(lambda c, v: {"currency": c, "value": v}, st.sampled_from(G.currencies), st.integers(1, 9))


def _compact(pos: dict) -> int:
    return len(json.dumps(pos, ensure_ascii=False, separators=(",", ":")))


def _same_judgement(a: dict, b: dict) -> None:
    assert api.check(b) == api.check(a)
    try:
        expected = api.score(a)
    except api.PositionError as exc:  # no round given, a grey line without its placement: the same refusal
        with pytest.raises(api.PositionError, match="^" + __import__("re").escape(str(exc)) + "$"):
            api.score(b)
        return
    assert api.score(b) == expected


@st.composite
def alhambra_board(draw) -> list[dict]:
    """Tiles on random distinct cells of a small box around the fountain: walls that disagree, holes, detached
    tiles and more copies of a tile than the box has all come up."""
    cells = draw(st.sets(st.tuples(st.integers(-3, 3), st.integers(-3, 3)), max_size=20))
    board = [{"x": x, "y": y, **draw(tile)} for x, y in sorted(cells - {(0, 0)})]
    if draw(st.booleans()) or not board:
        board.append({"x": 0, "y": 0, "fountain": True})
    return draw(st.permutations(board))


@st.composite
def alhambra_position(draw, names=names) -> dict:
    n = draw(st.integers(1, 6))
    two = n == 2 and draw(st.booleans())
    pos: dict = {"game": "alhambra", "players": [
        {"name": name, "alhambra": draw(alhambra_board()), "reserve": draw(st.lists(tile, max_size=3)),
         "hand": draw(st.lists(card, max_size=5))}
        for name in draw(st.lists(names, min_size=n, max_size=n, unique_by=name_key))]}
    if draw(st.booleans()):
        pos["round"] = draw(st.sampled_from([1, 2, 3]))
    if two:
        pos["dirk"] = draw(st.lists(tile, max_size=8))
    if draw(st.booleans()):
        squares = draw(st.lists(st.sampled_from(G.currencies), unique=True, max_size=4))
        pos["market"] = [{"currency": c, **draw(tile)} for c in squares]
    if draw(st.booleans()):
        pos["money_row"] = draw(st.lists(card, max_size=4))
    return pos


entry = st.sampled_from([*COLOURS, FIRST])


@st.composite
def azul_position(draw, names=names) -> dict:
    """Boards of any letters (a red tile on a blue space), lines over capacity, long floors, placements."""
    grey = draw(st.booleans())
    n = draw(st.integers(1, 4))
    players = []
    for name in draw(st.lists(names, min_size=n, max_size=n, unique_by=name_key)):
        lines = []
        for _ in range(5):
            count = draw(st.integers(0, 7))
            lines.append({"colour": draw(st.sampled_from(COLOURS)), "count": count} if count else {"count": 0})
        wall = ["".join(draw(st.sampled_from(LETTERS + "..."))for _ in range(5)) for _ in range(5)]
        p = {"name": name, "score": draw(st.integers(0, 120)), "pattern_lines": lines, "wall": wall,
             "floor": draw(st.lists(entry, max_size=9))}
        if grey and draw(st.booleans()):
            p["placements"] = draw(st.dictionaries(st.sampled_from("12345"), st.integers(0, 4)))
        if draw(st.booleans()):
            p["first_player_marker"] = True
        players.append(p)
    pos = {"game": "azul", "wall_variant": "grey" if grey else "colored", "players": players}
    if draw(st.booleans()):
        pos["factories"] = draw(st.lists(st.lists(st.sampled_from(COLOURS), max_size=4), max_size=9))
        pos["centre"] = draw(st.lists(entry, max_size=12))
    return pos


SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _round_trip(pos: dict) -> None:
    text = api.to_notation(pos)
    assert "\n" not in text
    _same_judgement(pos, api.from_notation(text))


@SETTINGS
@given(alhambra_position())
def test_an_alhambra_read_back_from_its_notation_gets_the_same_check_and_score(pos):
    _round_trip(pos)


@SETTINGS
@given(azul_position())
def test_an_azul_position_read_back_from_its_notation_gets_the_same_check_and_score(pos):
    _round_trip(pos)


@SETTINGS
@given(st.one_of(alhambra_position(printable_names), azul_position(printable_names)))
def test_the_notation_is_at_most_a_third_of_the_compact_json(pos):
    # Names are written as they are (escapes only for % | : and unprintable characters), so names made mostly
    # of such characters grow by up to 3x: the limit is measured for positions whose names are printable.
    assert len(api.to_notation(pos)) <= _compact(pos) / 3


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_every_example_round_trips_and_is_short(path):
    pos = json.loads(path.read_text(encoding="utf-8"))
    text = api.to_notation(pos)
    _same_judgement(pos, api.from_notation(text))
    assert len(text) <= _compact(pos) / 3


def test_a_name_of_separators_and_an_ideographic_space_survives():
    # a newline is no longer a readable name (assistant.names); an ideographic space is, and is percent-encoded
    name = "A | B: 100%\u3000x"
    pos = {"game": "azul", "players": [{"name": name, "pattern_lines": [{"count": 0}] * 5, "wall": ["....."] * 5}]}
    text = api.to_notation(pos)
    assert "A %7C B%3A 100%25%E3%80%80x" in text
    assert api.from_notation(text)["players"][0]["name"] == name


def test_the_alhambra_example_reads_as_documented():
    # docs/FORMATS.md's worked example: examples/alhambra-sample.json
    pos = json.loads((ROOT / "examples" / "alhambra-sample.json").read_text(encoding="utf-8"))
    assert api.to_notation(pos) == ("alhambra r2 market=yC9s | Ayşe: @-1,-1 1,P6n/G8nw,F,T8nes/1,S8s +P3sw $b3,o7"
                                    " | Kemal: @0,0 F,T11,P7e/G10w $o7")


BAD = {
    "chess | A: x": "token 'chess' at character 1",
    "alhambra | A: @0,0 F,X9": "token 'X9' at character 22",
    "alhambra | A: @0,0 F,T8nn": "token 'T8nn' at character 22: walls are n, e, s, w, each at most once",
    "alhambra r2 r3 | A: @0,0 F": "token 'r3' at character 13",
    "alhambra | A: @0,0 F $b3,q4": "token 'q4' at character 26",
    "alhambra | A @0,0 F": "token 'A @0,0 F' at character 12",
    "alhambra": "no player",
    "alhambra | A: @0,0 F,T0n": "price: Input should be greater than or equal to 1",
    "azul | A: 0 B..../...../...../...../..... -,-,X,-,- -": "token 'X' at character 47",
    "azul | A: 0 B..../...../...../...../.... -,-,-,-,- -": "token 'B..../...../...../...../....' at character 13",
    "azul | A: 0 B..../...../...../...../..... -,-,-,-,- 1Q": "token 'Q' at character 54",
    "azul grey | A: 0 B..../...../...../...../..... -,-,-,-,- - place=6:1": "token '6:1' at character 66",
    "azul | A%ZZ: 0 B..../...../...../...../..... -,-,-,-,- -": "token 'A%ZZ' at character 8",
}


@pytest.mark.parametrize("text", sorted(BAD))
def test_an_unreadable_notation_is_one_line_naming_the_token_at_fault(text):
    with pytest.raises(api.PositionError) as exc:
        api.from_notation(text)
    assert BAD[text] in str(exc.value)
    assert str(exc.value).startswith("notation: ") and "\n" not in str(exc.value)


def test_the_command_line_prints_the_notation_and_reads_it_back():
    run = [sys.executable, "-m", "assistant"]
    out = subprocess.run([*run, "notation", str(ROOT / "examples" / "azul-grey-wall.json")], capture_output=True,
                         text=True, cwd=ROOT, check=True)
    printed = json.loads(out.stdout)
    assert printed["game"] == "azul"
    back = subprocess.run([*run, "from-notation", "-"], input=printed["notation"], capture_output=True, text=True,
                          cwd=ROOT, check=True)
    assert json.loads(back.stdout)["players"][0]["name"] == "Sofía"
    bad = subprocess.run([*run, "from-notation", "azul | A: 0"], capture_output=True, text=True, cwd=ROOT)
    assert bad.returncode == 2 and bad.stdout == "" and len(bad.stderr.splitlines()) == 1
    assert "Traceback" not in bad.stderr


def test_the_worked_examples_in_docs_formats_are_the_notations_of_the_examples_they_name():
    doc = (ROOT / "docs" / "FORMATS.md").read_text(encoding="utf-8")
    for name in ("alhambra-sample", "azul-midgame-2p"):
        pos = json.loads((ROOT / "examples" / f"{name}.json").read_text(encoding="utf-8"))
        assert f"\n{api.to_notation(pos)}\n" in doc, name

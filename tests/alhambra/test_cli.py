"""The command line contract of FORMATS.md: JSON out, exit codes 0/1/2, one line on bad input."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.alhambra.util import Box, cell, fountain, position

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "examples" / "alhambra-sample.json"


def run(*args, stdin: bytes | None = None):
    proc = subprocess.run([sys.executable, "-m", "assistant", *args], input=stdin, capture_output=True,
                          cwd=ROOT, timeout=60)
    return proc.returncode, proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8")


def test_check_valid_position_exits_0():
    code, out, err = run("check", str(SAMPLE))
    assert code == 0 and json.loads(out) == {"valid": True, "problems": []} and err == ""


def test_check_with_problems_exits_1_and_lists_them():
    box = Box()
    pos = position(("Ayşe", [fountain(), cell(2, 2, box.take(""))]))
    code, out, _ = run("check", "-", stdin=json.dumps(pos).encode())
    assert code == 1
    data = json.loads(out)
    assert data["valid"] is False and data["problems"][0]["rule"] == "alhambra.build.adjacent"
    assert set(data["problems"][0]) == {"rule", "player", "cells", "message"}


def test_check_messages_in_turkish():
    box = Box()
    pos = position(("Ayşe", [fountain(), cell(2, 2, box.take(""))]))
    code, out, _ = run("check", "-", "--lang", "tr", stdin=json.dumps(pos).encode())
    assert code == 1 and "Çeşmenin 2 sağında ve 2 altında duran karo " in json.loads(out)["problems"][0]["message"]


def test_score_exits_0():
    code, out, _ = run("score", str(SAMPLE))
    data = json.loads(out)
    assert code == 0 and data["game"] == "alhambra" and len(data["players"]) == 2


def test_place_prints_sorted_positions():
    code, out, _ = run("place", str(SAMPLE), "--player", "Kemal", "--tile",
                       '{"type":"tower","price":9,"walls":"NE"}')
    positions = json.loads(out)["positions"]
    assert code == 0 and positions == sorted(positions) and [2, -1] in positions


def test_move_exit_0_when_legal_1_when_not():
    code, out, _ = run("move", str(SAMPLE), '{"action":"remove","player":"Ayşe","at":[0,1]}')
    assert code == 0 and json.loads(out)["legal"] is True
    code, out, _ = run("move", str(SAMPLE), '{"action":"remove","player":"Ayşe","at":[0,0]}')
    assert code == 1 and json.loads(out)["after"] is None


def test_schema_describes_the_position():
    code, out, _ = run("schema", "alhambra")
    schema = json.loads(out)
    assert code == 0 and schema["additionalProperties"] is False and "players" in schema["properties"]


@pytest.mark.parametrize(
    ("stdin", "needle"),
    [
        (b"", "empty"),
        (b"{not json", "not valid JSON"),
        (b"\xff\xfe\x00garbage", "UTF-8"),
        (b"[" * 100 + b"]" * 100, "nested"),
        (b'{"game": "alhambra", "players": [{"name": "A", "alhambra": [], "shoe": 1}]}', "players[0].shoe"),
        (b'{"game": "alhambra", "players": [{"name": "A", "alhambra": [{"x": 0, "y": 0, "type": "castle",'
         b' "price": 3, "walls": ""}]}]}', "players[0].alhambra[0]"),
        (b'{"game": "chess"}', "unknown game"),
        (b'{"game": "alhambra", "players": [' + b",".join([b'{"name": "P%d"}' % i for i in range(7)]) + b"]}",
         "players"),
        (b'{"game": "alhambra", "players": [{"name": "' + b"x" * 41 + b'"}]}', "players[0].name"),
        (b" " * (1024 * 1024 + 1), "1 MiB"),
    ],
)
def test_unreadable_input_exits_2_with_one_line_naming_the_problem(stdin, needle):
    code, out, err = run("check", "-", stdin=stdin)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and needle in err and "Traceback" not in err


def test_missing_file_exits_2():
    code, _, err = run("check", "/nonexistent/position.json")
    assert code == 2 and "cannot read" in err


def test_usage_error_exits_2_without_traceback():
    code, _, err = run("place", str(SAMPLE))
    assert code == 2 and "Traceback" not in err


GOOD = b'{"game": "alhambra", "players": [{"name": "A", "alhambra": [{"x": 0, "y": 0, "fountain": true}]}]}'


@pytest.mark.parametrize(
    ("stdin", "needle"),
    [
        # Python refuses to read an integer of over 4300 digits (ValueError, not a JSON error): still exit 2
        (GOOD.replace(b'"x": 0', b'"x": ' + b"1" * 5000), "number"),
        # two values for one key: which one is meant? unreadable, not "the last one wins"
        (GOOD.replace(b'"game": "alhambra",', b'"game": "azul", "game": "alhambra",'), "game"),
        # a newline inside an unknown key must not cut the one line short
        (GOOD.replace(b'"name": "A",', b'"name": "A", "sh\\noe": 1,'), "sh\\noe"),
    ],
)
def test_more_unreadable_input_exits_2_with_one_line(stdin, needle):
    code, out, err = run("check", "-", stdin=stdin)
    assert code == 2 and out == "" and "Traceback" not in err
    assert err.count("\n") == 1 and needle in err


def test_invalid_utf8_in_an_inline_move_exits_2_without_traceback():
    # the shell hands Python undecodable bytes as lone surrogates; they must not reach a traceback
    proc = subprocess.run([sys.executable, "-m", "assistant", "move", str(SAMPLE).encode(),
                           b'{"action":"remove","player":"\xff","at":[0,0]}'], capture_output=True, cwd=ROOT,
                          timeout=60)
    err = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == 2 and "Traceback" not in err and err.count("\n") == 1 and "UTF-8" in err


def test_place_cannot_read_position_and_tile_both_from_stdin():
    code, out, err = run("place", "-", "--player", "A", "--tile", "-", stdin=GOOD)
    assert code == 2 and out == "" and "standard input" in err and err.count("\n") == 1


def test_a_position_with_a_byte_order_mark_reads_like_one_without():
    # RFC 8259 lets a parser ignore a UTF-8 BOM; Windows editors write one. Pinned here (a human decision).
    code, out, _ = run("check", "-", stdin=b"\xef\xbb\xbf" + GOOD)
    assert code == 0 and json.loads(out) == {"valid": True, "problems": []}


def test_score_and_place_exit_0_and_read_stdin():
    code, out, _ = run("score", "-", stdin=SAMPLE.read_bytes())
    assert code == 0 and set(json.loads(out)["players"][0]) >= {"name", "buildings", "wall", "total"}
    code, out, _ = run("place", "-", "--player", "A", "--tile", '{"type":"tower","price":11,"walls":""}',
                       stdin=GOOD)
    assert code == 0 and json.loads(out) == {"positions": [[-1, 0], [0, -1], [0, 1], [1, 0]]}

"""Unreadable input is explained in the player's language: every error a notation reader raises, and the common
refusals of a position's shape, is a template of data/messages/errors.yaml in en, tr, es and ja, while the English
line (the command line's and the API's contract) stays exactly what it was."""

from __future__ import annotations

import ast
import json
import re
import string
import subprocess
import sys

import pytest

from assistant import api
from assistant.paths import LANGS, ROOT
from assistant.templates import templates
from tests.parsing import parse
from tests.test_i18n import forms

SOURCES = ["assistant/notation.py", "assistant/alhambra/notation.py", "assistant/azul/notation.py"]
_RAISED = re.compile(r"""(?:\.error|\.keyed|term)\(f?["']((?:notation|position)\.[a-z_.{}]+)["']""")


def _raised_keys() -> set[str]:
    keys = set()
    for path in SOURCES:
        for key in _RAISED.findall((ROOT / path).read_text(encoding="utf-8")):
            if "{what}" in key:  # the Azul places a tile letter can be wrong in
                keys |= {key.replace("{what}", w) for w in ("floor", "factory", "centre")}
            else:
                keys.add(key)
    return keys


def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def test_the_notation_readers_raise_at_least_twenty_keyed_errors():
    # 9 shared (notation.py), 9 Alhambra, 10 Azul (3 of them the places of a wrong tile letter), token frame.
    assert len(_raised_keys()) >= 20, sorted(_raised_keys())


@pytest.mark.parametrize("key", sorted(_raised_keys()))
def test_every_notation_error_has_a_message_in_all_four_languages(key):
    texts = templates().get(key)
    assert texts is not None, f"{key} raised but missing from data/messages"
    assert set(LANGS) <= set(texts), f"{key}: missing {set(LANGS) - set(texts)}"
    english = set().union(*(_fields(f) for f in forms(texts["en"])))
    for lang in LANGS:
        for form in forms(texts[lang]):
            assert form.strip(), f"{key}/{lang} is empty"
        used = set().union(*(_fields(f) for f in forms(texts[lang])))  # a "one" form may say 1 itself
        assert used == english, f"{key}/{lang} does not use the same parameters as English"


SHAPE = ("position.", "what.", "input.", "link.")


@pytest.mark.parametrize("key", sorted(k for k in templates() if k.startswith(SHAPE)))
def test_every_shape_refusal_has_a_message_in_all_four_languages(key):
    texts = templates()[key]
    assert set(LANGS) <= set(texts)
    english = set().union(*(_fields(f) for f in forms(texts["en"])))
    for lang in LANGS:
        assert set().union(*(_fields(f) for f in forms(texts[lang]))) == english, f"{key}/{lang}"


MALFORMED = [
    # (notation, its English line as the command line prints it, a word of the Turkish line)
    ("alhambra r2 | Ana: @0,0 F,X8",
     "notation: token 'X8' at character 27: a tile is a type (P, S, A, C, G, T), a price and its walls "
     "(n, e, s, w), as T8nes", "karo"),
    ("azul | K: 1 ...../...../...../...../..... -,-,-,-,- Q",
     "notation: token 'Q' at character 53: floor: each tile is one of B, Y, R, K, W or 1 (the first player marker)",
     "zemin sırası"),
    ("alhambra r1", "notation: token 'alhambra' at character 1: no player: write ' | NAME: ...' after the header",
     "oyuncu yok"),
]


@pytest.mark.parametrize(("text", "english", "turkish_word"), MALFORMED)
def test_a_malformed_notation_keeps_its_english_line_and_is_translated(text, english, turkish_word):
    with pytest.raises(api.PositionError) as caught:
        api.from_notation(text)
    assert str(caught.value) == english
    assert api.error_message(caught.value, "en") == english
    assert turkish_word in api.error_message(caught.value, "tr")
    for lang in ("tr", "es", "ja"):
        line = api.error_message(caught.value, lang)
        assert line != english and "'" + english.split("'")[1] + "'" in line  # the token at fault, quoted


def test_a_notation_that_reads_as_a_refused_position_translates_the_field_refusal_too():
    with pytest.raises(api.PositionError) as caught:
        api.from_notation("alhambra r9 | Ana: @0,0 F")
    assert str(caught.value) == ("notation: reads as a position the format refuses: "
                                 "position: round: Input should be 1, 2 or 3")
    assert api.error_message(caught.value, "es") == ("notación: se lee como una posición que el formato no admite: "
                                                     "posición: round: debe ser uno de estos valores: 1, 2, 3")


@pytest.mark.parametrize(("position", "english", "spanish"), [
    ({"game": "alhambra", "players": [{"name": "A", "x": 1}]}, "position: players[0].x: unknown field",
     "posición: players[0].x: campo desconocido"),
    ({"game": "alhambra", "players": [{"nam": "A"}]}, "position: players[0].name: Field required (and 1 more problem)",
     "posición: players[0].name: falta este campo, es obligatorio (y 1 problema más)"),
    ({"game": "alhambra", "players": [{"name": 5}]}, "position: players[0].name: Input should be a valid string",
     "posición: players[0].name: debe ser un texto"),
    ({"game": "alhambra", "players": [{"name": "Ana"}, {"name": "Ana"}]},
     "position: two players share the name 'Ana'; names must differ",
     "posición: dos jugadores se llaman 'Ana'; los nombres deben ser distintos"),
])
def test_common_position_refusals_are_translated_with_the_field_path_as_typed(position, english, spanish):
    with pytest.raises(api.PositionError) as caught:
        api.parse(position)
    assert str(caught.value) == english
    assert api.error_message(caught.value, "es") == spanish


def test_an_unrecognised_refusal_falls_back_to_its_english_line():
    with pytest.raises(api.PositionError) as caught:  # a programmer's wrong argument: no template says it
        api.read_position_json(b"{}", 5)
    assert caught.value.key is None
    assert api.error_message(caught.value, "ja") == str(caught.value)


@pytest.mark.parametrize(("data", "english", "turkish"), [
    (b"{", "file: not valid JSON: Expecting property name enclosed in double quotes at line 1 column 2",
     "dosya: geçerli bir JSON değil: 1. satır, 2. sütun (Expecting property name enclosed in double quotes)"),
    (b'{"game": 1, "game": 2}', "file: the key game appears twice in one object",
     "dosya: game anahtarı aynı nesnede iki kez geçiyor"),
    (b"[1]", "file: expected a JSON object, got list", "dosya: bir JSON nesnesi bekleniyordu, gelen: list"),
])
def test_an_unreadable_upload_is_explained_in_the_page_language(data, english, turkish):
    with pytest.raises(api.PositionError) as caught:
        api.read_position_json(data, "file")
    assert str(caught.value) == english
    assert api.error_message(caught.value, "tr") == turkish


def test_a_damaged_share_link_is_explained_in_the_page_language():
    with pytest.raises(api.PositionError) as caught:
        api.read_share_token("!!!")
    assert str(caught.value) == "link: not a position link (bad encoding)"
    assert api.error_message(caught.value, "es") == "enlace: no es un enlace de posición (codificación incorrecta)"


def test_error_message_refuses_what_is_not_a_position_error():
    with pytest.raises(api.PositionError):
        api.error_message(ValueError("x"), "tr")
    with pytest.raises(api.PositionError):
        api.error_message(api.PositionError("x"), "xx")


# --- every refusal quotes at most ~80 characters of the value (assistant/quoting.py) ------------------------------

HUGE = "x" * 100_000
EXAMPLES = sorted((ROOT / "examples").glob("*.json"))


def _leaves(value, path=()):
    """Every path to a value inside a JSON document (the containers' own paths too)."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _leaves(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _leaves(item, (*path, i))


def _replaced(doc, path, new):
    if not path:
        return new
    out = dict(doc) if isinstance(doc, dict) else list(doc)
    out[path[0]] = _replaced(doc[path[0]], path[1:], new)
    return out


def _short_or_read(call) -> None:
    try:
        out = call()
    except api.PositionError as exc:
        assert len(str(exc)) < 400 and all(len(api.error_message(exc, lang)) < 400 for lang in LANGS), str(exc)[:300]
    else:
        assert len(json.dumps(out, ensure_ascii=False)) < 100_000, "a 100,000-character value came back whole"


@pytest.mark.parametrize("example", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_a_huge_value_anywhere_in_a_position_is_quoted_short_by_every_reader(example):
    doc = json.loads(example.read_text(encoding="utf-8"))
    for path in _leaves(doc):
        bad = _replaced(doc, path, HUGE)
        for call in (api.check, api.score, api.to_notation, api.share_token):
            _short_or_read(lambda call=call, bad=bad: call(bad))


def test_an_unknown_game_of_100_000_characters_is_quoted_short():
    for call in (lambda: api.check({"game": HUGE}), lambda: api.setup(HUGE, 2), lambda: api.schema(HUGE),
                 lambda: api.from_notation(HUGE + " | A: x"), lambda: api.facts(HUGE), lambda: api.rules(HUGE)):
        with pytest.raises(api.PositionError) as caught:
            call()
        assert len(str(caught.value)) < 200, str(caught.value)[:300]


def test_the_command_line_quotes_an_unknown_game_short():
    out = subprocess.run([sys.executable, "-m", "assistant", "check", "-"], input=json.dumps({"game": HUGE}).encode(),
                         capture_output=True, cwd=ROOT, timeout=120)
    assert out.returncode == 2 and len(out.stderr) < 300, len(out.stderr)


def _raised_with_repr(path) -> list[str]:
    """`!r` inside a raise PositionError(...) / refusal(...) call: repr() of outside input is never clipped."""
    found = []
    for node in ast.walk(parse(path)):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            name = getattr(node.exc.func, "id", getattr(node.exc.func, "attr", ""))
            if name in {"PositionError", "refusal"} and any(
                    isinstance(v, ast.FormattedValue) and v.conversion == ord("r") for v in ast.walk(node.exc)):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def test_no_refusal_quotes_a_value_with_repr_instead_of_quoting_it():
    assert [hit for path in sorted((ROOT / "assistant").rglob("*.py")) for hit in _raised_with_repr(path)] == []


def test_a_huge_value_anywhere_in_a_move_or_a_tile_is_quoted_short():
    azul = json.loads((ROOT / "examples" / "azul-midgame-2p.json").read_text(encoding="utf-8"))
    alhambra = json.loads((ROOT / "examples" / "alhambra-sample.json").read_text(encoding="utf-8"))
    move = {"action": "take", "player": azul["players"][0]["name"], "from": 0, "colour": "blue", "line": 3}
    tile = {"type": "tower", "price": 8, "walls": "NE"}
    for path in _leaves(move):
        _short_or_read(lambda path=path: api.move(azul, _replaced(move, path, HUGE), "es"))
    player = alhambra["players"][0]["name"]
    for path in _leaves(tile):
        _short_or_read(lambda path=path: api.place(alhambra, player, _replaced(tile, path, HUGE)))
    _short_or_read(lambda: api.alhambra_score_counts(1, {HUGE: {"tower": 1}, "Bo": {HUGE: 2}}))

"""Unreadable input is explained in the player's language: every error a notation reader raises, and the common
refusals of a position's shape, is a template of data/messages/errors.yaml in en, tr, es and ja, while the English
line (the command line's and the API's contract) stays exactly what it was."""

from __future__ import annotations

import re
import string

import pytest

from assistant import api
from assistant.paths import LANGS, ROOT
from assistant.templates import templates
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

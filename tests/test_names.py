"""Player names (assistant.names): invisible, control and bidirectional characters are refused in both
games with a line naming the character; names equal after NFC and trimming are the same name."""

from __future__ import annotations

import re

import pytest

from assistant import api
from assistant.errors import PositionError
from assistant.names import PATTERN, name_key, name_problem

HIDDEN = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u202a", "\u202e", "\u2066", "\u2069", "\u00ad",
          "\x00", "\x1b", "\n", "\t", "\u2028", "\ue000", "\U000e0041"]


def alhambra(*names: str) -> dict:
    return {"game": "alhambra", "players": [{"name": n, "alhambra": [{"x": 0, "y": 0, "fountain": True}]}
                                            for n in names]}


def azul(*names: str) -> dict:
    row = {"colour": None, "count": 0}
    return {"game": "azul", "players": [{"name": n, "pattern_lines": [row] * 5, "wall": ["....."] * 5}
                                        for n in names]}


@pytest.mark.parametrize("make", [alhambra, azul])
@pytest.mark.parametrize("ch", HIDDEN, ids=[f"U+{ord(c):04X}" for c in HIDDEN])
def test_a_name_with_an_invisible_or_control_character_is_refused_naming_it(make, ch):
    with pytest.raises(PositionError) as info:
        api.parse(make("Ana" + ch, "Bob"))
    message = str(info.value)
    assert f"U+{ord(ch):04X}" in message and "players[0].name" in message


@pytest.mark.parametrize("make", [alhambra, azul])
@pytest.mark.parametrize("pair", [("Ana", "Ana "), ("Ayşe", "Ays\u0327e"), (" Bo", "Bo")])
def test_names_equal_after_nfc_and_trimming_are_the_same_name(make, pair):
    with pytest.raises(PositionError, match="name"):
        api.parse(make(*pair))


@pytest.mark.parametrize("make", [alhambra, azul])
def test_visible_names_of_any_script_and_punctuation_are_kept_exactly(make):
    names = ["O'Brien & Co", "[click](https://evil.example)", "Ayşe 山田", "Zoë 🎲"]
    _, parsed = api.parse(make(*names))
    assert [p.name for p in parsed.players] == names


def test_a_blank_name_is_refused_in_both_games():
    for make in (alhambra, azul):
        with pytest.raises(PositionError, match="empty"):
            api.parse(make("   ", "Bob"))


def test_the_schema_pattern_refuses_what_the_validator_refuses_in_the_bmp():
    schema = api.schema("alhambra")["$defs"]["AlhambraPlayer"]["properties"]["name"]
    assert schema["pattern"] == PATTERN and schema["maxLength"] == 40
    pattern = re.compile(PATTERN)
    for ch in HIDDEN:
        if ord(ch) < 0x10000:
            assert not pattern.fullmatch("Ana" + ch), f"U+{ord(ch):04X}"
    assert pattern.fullmatch("O'Brien & Co") and not pattern.fullmatch("  ")


def test_name_key_and_problem_agree_with_the_models():
    assert name_key(" Ays\u0327e ") == "Ayşe"
    assert name_problem("Ana") is None and "U+202E" in name_problem("\u202eAna")

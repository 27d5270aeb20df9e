"""Player names (assistant.names): invisible, control and bidirectional characters are refused in both
games with a line naming the character; names equal after NFC and trimming are the same name."""

from __future__ import annotations

import re

import pytest

from assistant import api
from assistant.errors import PositionError
from assistant.names import name_key, name_problem
from assistant.names import pattern as name_pattern

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
    assert schema["pattern"] == name_pattern() and schema["maxLength"] == 40
    pattern = re.compile(name_pattern())
    for ch in HIDDEN:
        if ord(ch) < 0x10000 and ch not in "\u200c\u200d":  # the joiners' place is the reader's to check
            assert not pattern.fullmatch("Ana" + ch), f"U+{ord(ch):04X}"
    assert pattern.fullmatch("O'Brien & Co") and not pattern.fullmatch("  ")


def test_name_key_and_problem_agree_with_the_models():
    assert name_key(" Ays\u0327e ") == name_key("AYŞE") == "ayşe"  # the key folds case since issue 16
    assert name_problem("Ana") is None and "U+202E" in name_problem("\u202eAna")


# --- names that look empty or alike (issue 16, item 7) ------------------------------------------------------------

FILLERS = ["\u3164", "\u2800", "\ufe0f", "\u115f", "\u1160", "\uffa0", "\u034f", "\u17b4", "\u180e", "\ufe00",
           "\U000e0100", "\U000e0067", "\u200d", "\u061c", "\U0001d173"]
BLANKS = [" ", "\u00a0", "\u3000", "\u2003", "\u0301", "\u0301\u0308", " \u20dd"]


@pytest.mark.parametrize("make", [alhambra, azul])
@pytest.mark.parametrize("filler", FILLERS, ids=[f"U+{ord(c):04X}" for c in FILLERS])
def test_a_name_of_fillers_alone_is_refused(make, filler):
    for name in (filler, filler * 3):
        with pytest.raises(PositionError, match="players\\[0\\].name"):
            api.parse(make(name, "Bob"))
        assert api.name_refusal(name) is not None


@pytest.mark.parametrize("blank", BLANKS, ids=[f"U+{ord(c[-1]):04X}" for c in BLANKS])
def test_a_name_of_blanks_or_combining_marks_alone_has_no_visible_character(blank):
    assert api.name_refusal(blank) == {"problem": "empty"}
    with pytest.raises(PositionError, match="empty"):
        api.parse(azul(blank, "Bob"))


@pytest.mark.parametrize("filler", ["\u3164", "\u2800", "\uffa0", "\u115f", "\u034f", "\ufe0f"])
def test_a_filler_beside_a_real_name_is_refused_naming_it(filler):
    refused = api.name_refusal("Ana" + filler if filler != "\ufe0f" else filler + "Ana", ["Ana"])
    assert refused is not None and refused["problem"] == "hidden" and f"U+{ord(filler):04X}" in refused["char"]


@pytest.mark.parametrize("pair", [("Ana", "Ana\ufe0f"), ("Ana", "ana"), ("Ana", "ＡＮＡ"), ("Ana Bo", "Ana  Bo"),
                                  ("Ana Bo", "Ana\u3000Bo"), ("Ana", "Ana\u00a0"), ("Straße", "STRASSE")])
def test_names_that_read_the_same_are_the_same_name_on_boards_and_in_the_ledger(pair):
    from pydantic import ValidationError

    from assistant.ledger.inputs import NewGame

    assert api.name_refusal(pair[1], [pair[0]]) == {"problem": "taken"}
    for make in (alhambra, azul):
        with pytest.raises(PositionError, match="name"):
            api.parse(make(*pair))
    with pytest.raises(ValidationError, match="named twice"):
        NewGame(game="azul", players=list(pair))


EMOJI = ["👨\u200d👩\u200d👧", "🏳\ufe0f\u200d🌈", "👩🏽\u200d💻", "❤\ufe0f\u200d🔥", "🐻\u200d❄\ufe0f", "1\ufe0f\u20e3",
         "🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f", "Zoë ❤\ufe0f"]


@pytest.mark.parametrize("name", EMOJI)
def test_emoji_built_with_joiners_and_variation_selectors_are_names(name):
    assert api.name_refusal(name) is None
    _, parsed = api.parse(azul(name, "Bob"))
    assert parsed.players[0].name == name  # kept exactly as written


@pytest.mark.parametrize("name", ["\u0dc1\u0dca\u200d\u0dbb\u0dd3", "\u845b\U000e0100",
                                  "\u0645\u0647\u062f\u06cc\u200c\u0632\u0627\u062f\u0647"])
def test_a_joiner_or_selector_a_script_needs_is_kept(name):
    assert api.name_refusal(name) is None  # Sinhala ශ්‍රී, Persian مهدی‌زاده, the ideographic variant 葛󠄀


@pytest.mark.parametrize("name", ["A\u200dna", "A\u200cna", "\u200d👩", "👩\u200d"])
def test_a_joiner_between_letters_it_does_not_join_is_refused(name):
    assert api.name_refusal(name)["problem"] == "hidden"


def test_the_ledger_refuses_what_the_boards_refuse():
    from pydantic import ValidationError

    from assistant.ledger.inputs import NewGame

    for name in ("\u3164", "\u2800", "\u0301", "Ana\u3164"):
        with pytest.raises(ValidationError):
            NewGame(game="azul", players=[name, "Bob"])
    assert NewGame(game="azul", players=["👨\u200d👩\u200d👧", " Bob "]).players == ["👨\u200d👩\u200d👧", "Bob"]


def test_the_schema_pattern_refuses_the_fillers_and_keeps_emoji():
    pattern = re.compile(name_pattern())
    for name in ("\u3164", "\u2800", "\uffa0", "Ana\u3164", "\u0301", "\u3000"):
        assert not pattern.fullmatch(name), ascii(name)
    for name in ("❤\ufe0f", "Ayşe 山田", "1\ufe0f\u20e3"):
        assert pattern.fullmatch(name), ascii(name)


def test_the_same_name_pattern_matches_exactly_the_names_with_the_same_key():
    """The schema's "not Dirk" pattern (assistant.names.same_name_pattern) against name_key, over every code
    point of planes 0 and 1 (where every compatibility form of a Latin letter lies; beyond are CJK, tags,
    selectors and private use) written as Dirk's last letter: "Dirk", "DirK", "Dirｋ", "DirK" (Kelvin sign),
    "Dir𝐤" match, "Dirks" and the rest do not."""
    from assistant.names import same_name_pattern

    pattern = re.compile(same_name_pattern("Dirk"))
    wrong = [f"U+{code:04X}" for code in range(0x20000) if code < 0xD800 or code > 0xDFFF
             if bool(pattern.search(f"Dir{chr(code)}")) != (name_key(f"Dir{chr(code)}") == "dirk")]
    assert not wrong, wrong[:20]
    assert pattern.search(" DIRK ") and pattern.search("\uff24\uff49\uff52\uff4b") and not pattern.search("Dirks")

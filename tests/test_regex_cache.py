"""The compiled-pattern cache (assistant/regex_cache.py): a long pattern read back from disk is the same pattern
`re.compile` gives, matching alike; a damaged file or an unwritable directory only costs the compile."""

from __future__ import annotations

import re

import pytest

from assistant import regex_cache, yaml_cache

WORDS = "|".join(f"(?:t[oö]wer{i}s?)" for i in range(60)) + r"|(?P<name>\bAna\b)|(?<!\w)kule(?:ler)?"
SAMPLES = ["tower7 and töwer12s", "Ana has 3", "kuleler", "nothing here", "xtower3", "TOWER5"]


@pytest.fixture
def fresh(monkeypatch, tmp_path):
    monkeypatch.setenv(yaml_cache.ENV_DIR, str(tmp_path))
    monkeypatch.setattr(regex_cache, "_saved", None)
    monkeypatch.setattr(regex_cache, "_new", {})
    return tmp_path


def _same(a: re.Pattern, b: re.Pattern) -> None:
    assert (a.pattern, a.flags, a.groups, a.groupindex) == (b.pattern, b.flags, b.groups, b.groupindex)
    for s in SAMPLES:
        assert [m.span() for m in a.finditer(s)] == [m.span() for m in b.finditer(s)], s
        found_a, found_b = a.search(s), b.search(s)
        assert (found_a and found_a.groupdict()) == (found_b and found_b.groupdict()), s


@pytest.mark.parametrize("flags", [0, re.IGNORECASE])
def test_a_long_pattern_read_back_from_disk_is_the_pattern_re_compiles(fresh, flags):
    first = regex_cache.compile(WORDS, flags)
    regex_cache.save()
    assert list((fresh / "data").glob("regex-*.marshal"))
    regex_cache._saved, regex_cache._new = None, {}  # as a new process
    again = regex_cache.compile(WORDS, flags)
    assert not regex_cache._new  # read from the file, not compiled
    _same(again, re.compile(WORDS, flags))
    _same(first, re.compile(WORDS, flags))


def test_a_damaged_file_compiles_as_re_does(fresh):
    (fresh / "data").mkdir()
    path = regex_cache._file()
    path.write_bytes(b"\x00damaged")
    _same(regex_cache.compile(WORDS), re.compile(WORDS))


def test_opcodes_that_do_not_fit_fall_back_to_re(fresh):
    regex_cache._load()[(WORDS, 0)] = (0, [1, 2, 3], 0, {}, (None,))  # what another Python might have saved
    _same(regex_cache.compile(WORDS), re.compile(WORDS))


def test_an_unwritable_directory_is_no_error(monkeypatch, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory", encoding="utf-8")
    monkeypatch.setenv(yaml_cache.ENV_DIR, str(blocker))
    monkeypatch.setattr(regex_cache, "_saved", None)
    monkeypatch.setattr(regex_cache, "_new", {})
    _same(regex_cache.compile(WORDS), re.compile(WORDS))
    regex_cache.save()  # nothing raised

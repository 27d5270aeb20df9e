"""The readers' per-language patterns (data/worked/patterns/<reader>.yaml): each file belongs to a reader that
reads every one of its keys, each key is told in the four languages alone, with one shape for all of them, and
every pattern compiles, so a typo in the data fails here and not in a player's question."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from assistant.paths import LANGS
from assistant.worked.patterns import DIRECTORY, patterns

ROOT = Path(__file__).resolve().parents[1]
FILES = sorted(DIRECTORY.glob("*.yaml"))


def _leaves(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from _leaves(v)
    elif isinstance(value, (list, set)):
        for v in value:
            yield from _leaves(v)


def _shape(value) -> str:
    if isinstance(value, dict):
        return "dict"
    return type(value).__name__


def test_there_are_patterns_to_check():
    assert len(FILES) >= 10


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_key_is_read_by_its_reader_in_the_four_languages(path):
    source = (ROOT / "assistant" / "worked" / f"{path.stem}.py").read_text()
    # a reader's helper may take a key by name (azul_gain.cue(part, "tiling")), in its own module or in a reader
    # that imports it
    users = [source] + [p.read_text() for p in (ROOT / "assistant" / "worked").glob("*.py")
                        if re.search(rf"^(?:from|import) .*\b{path.stem}\b", p.read_text(), re.MULTILINE)]
    table = patterns(path.stem)
    unread = [key for key in table if f'["{key}"]' not in source and not any(f'"{key}"' in u for u in users)]
    langs = {key: set(by_lang) - set(LANGS) for key, by_lang in table.items() if set(by_lang) - set(LANGS)}
    shapes = {key: {_shape(v) for v in by_lang.values()} for key, by_lang in table.items()}
    assert (unread, langs) == ([], {})
    assert all(len(s) == 1 for s in shapes.values()), shapes


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_pattern_compiles(path):
    broken = []
    for key, by_lang in patterns(path.stem).items():
        for lang, value in by_lang.items():
            for leaf in _leaves(value):
                try:
                    re.compile(leaf)
                except re.error as e:
                    broken.append(f"{key}.{lang}: {leaf!r} ({e})")
    assert broken == []

"""The per-language words and patterns a reader reads questions with, from data/worked/patterns/<reader>.yaml:
lexicon is knowledge, not logic (shared/ARCHITECTURE.md), and a player's way of saying a thing is added there."""

from __future__ import annotations

from functools import cache
from typing import Any

from assistant.paths import DATA, load_yaml

DIRECTORY = DATA / "worked" / "patterns"


@cache
def patterns(reader: str) -> dict[str, dict[str, Any]]:
    """{key: {lang: a pattern, a word list, a set of words or a table}} of assistant/worked/<reader>.py."""
    return load_yaml(DIRECTORY / f"{reader}.yaml")

"""The sentence templates of data/messages, loaded once and filled with plain values: a leaf module, so that
the places (cells in words) and the checkers' messages share one store without importing each other."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from assistant.i18n import plural_text
from assistant.paths import DEFAULT_LANG, LANGS, MESSAGES_DIR, merged_yaml
from assistant.quoting import quote


@lru_cache(maxsize=1)
def templates() -> dict[str, dict[str, str]]:
    """All detail templates, keyed by message key then language. Loaded once."""
    return merged_yaml(MESSAGES_DIR, "message key")


def lang_or_default(lang: str | None) -> str:
    return lang if lang in LANGS else DEFAULT_LANG


def template(key: str, lang: str | None, params: dict[str, Any]) -> str:
    """The template `key` in `lang` (English when missing), in its plural form for the counted parameter."""
    texts = templates().get(key)
    if texts is None:
        raise KeyError(f"no message template {quote(key)} in data/messages")
    lang = lang_or_default(lang)
    return plural_text(texts.get(lang) or texts[DEFAULT_LANG], lang, params)


def fill(key: str, lang: str | None, params: dict[str, Any]) -> str:
    """The template filled with plain values (numbers, words already in `lang`)."""
    return template(key, lang, params).format(**params)

"""UI strings in the player's language, from data/i18n/*.yaml (key -> {en, tr, es, ja}), English fallback.

Each page keeps its strings in a file of its own (keys prefixed by the page), merged here once. A text that
counts something may be a mapping of plural forms instead of a string: {one: "1 cell", other: "{n} cells"},
optionally with `plural: <param>` naming the count (default `n`); `plural_text` picks the form.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from assistant.paths import DEFAULT_LANG, I18N_DIR, LANGS, merged_yaml

LANG_NAMES = {"en": "English", "tr": "Türkçe", "es": "Español", "ja": "日本語"}

# Which languages tell "one" apart from "other" (CLDR cardinal rules for integers). Turkish does have the
# category, but a noun after a numeral stays singular ("3 hücre"), so one form serves; Japanese has none.
_ONE_IS_SPECIAL = {"en", "es", "tr"}


def plural_category(n: Any, lang: str) -> str:
    """'one' or 'other' for the count `n` in `lang` (integers only: the app counts tiles, cells, points)."""
    try:
        one = int(n) == 1 and int(n) == n
    except (TypeError, ValueError):
        one = False
    return "one" if one and lang in _ONE_IS_SPECIAL else "other"


def plural_text(text: str | dict, lang: str, params: dict) -> str:
    """`text` itself, or its plural form for the count it names (the `plural` key, else `n`)."""
    if not isinstance(text, dict):
        return text
    count = params.get(text.get("plural", "n"))
    return text.get(plural_category(count, lang)) or text["other"]


@lru_cache(maxsize=1)
def strings() -> dict[str, dict[str, str]]:
    return merged_yaml(I18N_DIR, "UI string")


def t(key: str, lang: str | None = None, **params) -> str:
    """The UI string `key` in `lang`; a missing key shows itself, so it is seen and fixed, never a crash."""
    texts = strings().get(key)
    if texts is None:
        return key
    lang = lang if lang in LANGS else DEFAULT_LANG
    text = plural_text(texts.get(lang) or texts.get(DEFAULT_LANG) or key, lang, params)
    return text.format(**params) if params else text


def lang_from_locale(locale: str | None) -> str:
    """'tr-TR' -> 'tr'; anything we do not speak -> English."""
    if not locale:
        return DEFAULT_LANG
    code = locale.replace("_", "-").split("-")[0].lower()
    return code if code in LANGS else DEFAULT_LANG

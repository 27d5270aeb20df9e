"""UI strings in the player's language, from data/i18n/*.yaml (key -> {en, tr, es, ja}), English fallback.

Each page keeps its strings in a file of its own (keys prefixed by the page), merged here once.
"""

from __future__ import annotations

from functools import lru_cache

from assistant.paths import DEFAULT_LANG, I18N_DIR, LANGS, merged_yaml

LANG_NAMES = {"en": "English", "tr": "Türkçe", "es": "Español", "ja": "日本語"}


@lru_cache(maxsize=1)
def strings() -> dict[str, dict[str, str]]:
    return merged_yaml(I18N_DIR, "UI string")


def t(key: str, lang: str | None = None, **params) -> str:
    """The UI string `key` in `lang`; a missing key shows itself, so it is seen and fixed, never a crash."""
    texts = strings().get(key)
    if texts is None:
        return key
    text = texts.get(lang or DEFAULT_LANG) or texts.get(DEFAULT_LANG) or key
    return text.format(**params) if params else text


def lang_from_locale(locale: str | None) -> str:
    """'tr-TR' -> 'tr'; anything we do not speak -> English."""
    if not locale:
        return DEFAULT_LANG
    code = locale.replace("_", "-").split("-")[0].lower()
    return code if code in LANGS else DEFAULT_LANG

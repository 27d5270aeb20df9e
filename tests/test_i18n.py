"""UI strings and problem messages: every key in all four languages, with the same placeholders."""

import string

import pytest

from assistant.i18n import lang_from_locale, strings, t
from assistant.messages import templates
from assistant.paths import LANGS


def forms(text: str | dict) -> list[str]:
    """A text, or each plural form of a counted text ({one, other, plural})."""
    return [text] if isinstance(text, str) else [v for k, v in text.items() if k != "plural"]


def placeholders(text: str | dict) -> set[str]:
    """Placeholder names (of every plural form); a per-language variant (Azul's {colour_tr}) counts as the name
    it stands for."""
    names = {name for form in forms(text) for _, name, _, _ in string.Formatter().parse(form) if name}
    return {n.removesuffix("_tr").removesuffix("_es").removesuffix("_ja") for n in names}


@pytest.mark.parametrize("table", [strings, templates], ids=["ui", "messages"])
def test_every_key_has_all_four_languages_with_the_same_placeholders(table):
    for key, texts in table().items():
        assert set(texts) == set(LANGS), key
        assert len({frozenset(placeholders(v)) for v in texts.values()}) == 1, key


def test_locale_picks_the_language_and_unknown_ones_fall_back_to_english():
    assert lang_from_locale("tr-TR") == "tr" and lang_from_locale("ja_JP") == "ja"
    assert lang_from_locale("de-DE") == "en" and lang_from_locale(None) == "en"


def test_a_missing_key_shows_itself_instead_of_crashing():
    assert t("no.such.key", "tr") == "no.such.key"

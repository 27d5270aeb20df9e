"""One word for one thing on every page: the UI strings and problem messages use the terms of the edition each
language's rulebook uses (shared/seeds), so a player never wonders whether two words name two things."""

import pytest

from assistant.i18n import strings
from assistant.messages import templates
from tests.test_i18n import forms

# (language, word to avoid, the edition's word): the Turkish Azul rulebook calls a pattern line a "Plaket
# sırası" (seed 003); the Learn page and the tap hints said "desen sırası" while the board said "plaket sırası".
AVOIDED = [("tr", "desen sıra", "plaket sıra")]


@pytest.mark.parametrize(("lang", "avoided", "used"), AVOIDED)
def test_ui_strings_and_messages_use_the_editions_word(lang, avoided, used):
    found = [key for table in (strings(), templates()) for key, texts in table.items()
             for form in forms(texts.get(lang, "")) if avoided in form.lower()]
    assert found == [], f"{avoided!r} instead of {used!r} in {found}"

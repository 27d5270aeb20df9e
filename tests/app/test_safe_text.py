"""ui.safe_text: outside text made literal for Streamlit's Markdown (GFM + LaTeX + shortcodes + directives).
The real renderer is exercised by tests/browser/test_hostile_links.py; here, the escaping itself."""

from __future__ import annotations

import re

import pytest

from assistant.render import esc
from tests.app.util import as_shown
from ui.safe_text import POP_ISOLATE, WORD_JOINER, isolated, md, md_lines, plain, sentence

HOSTILE = ["![](https://evil.example/r.png)", "[click](https://evil.example)", "**bold** _it_", "$x^2$",
           "http://evil.example/x", "O'Brien & Co", "www.evil.example", "a@evil.example", ":smile: :material/home:",
           ":red[red]", "1. list", "- dash", "# head", "<b>x</b>", "~~s~~", "`code`", "x\\*y", "> quote", "a|b",
           "HTTPS://EVIL.EXAMPLE", "Www.Evil.Example"]


@pytest.mark.parametrize("text", HOSTILE)
def test_escaped_text_reads_back_exactly_as_typed(text):
    assert as_shown(md(text)) == text


@pytest.mark.parametrize("text", HOSTILE)
def test_no_markdown_character_is_left_unescaped(text):
    out = md(text)
    # drop every escaped pair; what is left must hold no character Markdown, LaTeX or a directive could use
    bare = re.sub(r"\\.", "", out)
    assert not set(bare) & set("\\`*_{}[]()#+-.!|<>~$&=^:@/"), out


def test_autolinks_and_shortcodes_are_broken_by_a_word_joiner():
    assert md("http://x.example") == f"http{WORD_JOINER}\\:\\/\\/x\\.example"
    assert md("www.x.example").startswith(f"www{WORD_JOINER}\\.")
    assert md("a@b.example") == f"a{WORD_JOINER}\\@b\\.example"


def test_outside_text_cannot_start_a_block_or_a_second_line():
    assert md("    code\n# head\r\n- item") == "code \\# head \\- item"
    assert "\n" not in md("a\u2028b\nc")


def test_plain_text_only_loses_control_characters():
    assert plain("O'Brien **x**\t\n") == "O'Brien **x**  "


def test_trusted_multi_line_text_keeps_its_paragraphs():
    assert md_lines("one *a*\n\ntwo") == "one \\*a\\*\n\ntwo"


def test_a_drawing_escapes_a_name_once():
    assert esc("O'Brien & Co") == "O&#x27;Brien &amp; Co"
    assert esc("*x* $y$ [z]") == "&#42;x&#42; &#36;y&#36; &#91;z&#93;"
    assert esc("http://e.example") == f"http{WORD_JOINER}&#58;//e.example"


def test_a_right_to_left_name_is_isolated_from_the_numbers_beside_it_and_a_latin_name_is_untouched():
    # "דוד · 2026-11-30 09:31" in a game picker was shown as "09:31 2026-11-30 · דוד" (seen in Chromium):
    # first-strong isolate ... pop isolate keeps the neighbours out of the name's right-to-left run.
    assert isolated("דוד") == "\u2068דוד" + POP_ISOLATE
    assert isolated("سارا 2") == "\u2068سارا 2" + POP_ISOLATE
    assert isolated("O'Brien & Co") == "O'Brien & Co" and isolated("Ayşe") == "Ayşe" and isolated("太郎") == "太郎"


def test_a_trusted_line_starting_with_an_ordinal_is_no_numbered_list_and_nothing_else_changes():
    assert sentence("3. tur oynanıyor.") == "3\\. tur oynanıyor."  # Turkish ordinals: "3." is not a list
    assert sentence("12) x") == "12\\) x"
    assert sentence("Round 3. Next") == "Round 3. Next" and sentence("3.5 points") == "3.5 points"
    assert sentence("**Ayşe** 3. tur") == "**Ayşe** 3. tur"  # only the start of a line opens a list
